#ifndef RACKWRIGHT_UI_FLOORPLAN_FLOORPLANSCENE_H
#define RACKWRIGHT_UI_FLOORPLAN_FLOORPLANSCENE_H

#include "core/analysis/cablebundles.h"
#include "core/analysis/floorplan.h"
#include "core/model/design.h"
#include "core/validation/finding.h"

#include <QFutureWatcher>
#include <QGraphicsScene>
#include <QHash>
#include <QPointer>
#include <QSet>
#include <QTimer>

namespace rackwright::ui {

struct BundleStyle;
class FloorBundlesItem;
class FloorHallsItem;
class FloorLabelsItem;
class FloorRackItem;

/// The floor plan: every hall from above, its rows of racks (FloorPlanLayout), network racks
/// highlighted, racks with findings marked, and the cable runs between racks as bundles
/// (CableBundles). The overview of a large design, next to the elevations.
///
/// Like the row scene it observes the Design one way: racks, rows and halls changing lay the
/// plan out again, cables, modules and devices changing gather the bundles again, each once a
/// burst of changes has arrived. The bundles are gathered on a worker thread from a snapshot
/// (a tenth of a second at 100,000 cables), so drawing cables never waits for them; a result
/// that an edit overtook is dropped for the next. Items never change the model. The selection is
/// the workbench's (the row scene's racks), mirrored here with setSelectedRacks().
class FloorPlanScene final : public QGraphicsScene {
  Q_OBJECT

 public:
  explicit FloorPlanScene(QObject* parent = nullptr);
  ~FloorPlanScene() override;

  void setDesign(const Design* design);
  const Design* design() const { return mDesign; }

  const FloorPlan& plan() const { return mPlan; }
  const CableBundles& bundles() const { return mBundles; }
  QRectF contentRect() const { return mPlan.bounds; }
  FloorRackItem* rackItem(const ObjectId& rackId) const { return mRacks.value(rackId); }
  int rackItemCount() const { return int(mRacks.size()); }
  FloorBundlesItem* bundlesItem() const { return mBundlesItem; }
  /// The rack at `scenePos` (null: none).
  ObjectId rackAt(const QPointF& scenePos) const;

  /// Marks the racks the workbench has selected (and their bundles).
  void setSelectedRacks(const QVector<ObjectId>& racks);
  QVector<ObjectId> selectedRacks() const;
  /// Marks racks with errors and warnings about them, their devices and modules.
  void setFindings(const QVector<Finding>& findings);

  /// Draws the cable runs as the elevations draw their cables: in their networks' colours or
  /// their media's, and without the cables of `hiddenNetworks` (keys; the empty key is the
  /// unassigned). The window passes the row view's View ▸ Cables by Network and Cable Networks.
  void setCableView(bool colourByNetwork, const QSet<QString>& hiddenNetworks);
  bool coloursByNetwork() const { return mByNetwork; }
  const QSet<QString>& hiddenNetworks() const { return mHiddenNetworks; }

  /// Rack, row and hall; devices, power and cables of a rack, for its tooltip.
  QString toolTipFor(const ObjectId& rackId) const;
  /// The tooltip at `scenePos` at `lod` (pixels per millimetre): the rack there, else the
  /// bundle within a few pixels (its racks, cables by medium, length); empty elsewhere.
  QString toolTipAt(const QPointF& scenePos, double lod) const;

  /// Runs a pending layout and bundle update now, on this thread (tests and benchmarks).
  void flushPending();
  /// How often the plan was laid out and the bundles gathered (tests).
  int layoutRuns() const { return mLayoutRuns; }
  int bundleRuns() const { return mBundleRuns; }

 Q_SIGNALS:
  /// Racks were laid out again; contentRect() may have changed.
  void contentChanged();

 private:
  void onObjectEvent(ObjectKind kind);
  void layout();
  void gatherBundles();
  /// Starts gathering the bundles on a worker thread (or marks a rerun when one is under way).
  void gatherBundlesInBackground();
  void applyBundles(CableBundles bundles);
  void applySeverities();
  /// The bundles' style for the cable view set (setCableView) and the design's colours.
  BundleStyle bundleStyle() const;

  QPointer<const Design> mDesign;
  FloorPlan mPlan;
  CableBundles mBundles;
  bool mByNetwork = false;
  QSet<QString> mHiddenNetworks;
  QHash<ObjectId, FloorRackItem*> mRacks;
  FloorHallsItem* mHallsItem;
  FloorBundlesItem* mBundlesItem;
  FloorLabelsItem* mLabelsItem;
  QSet<ObjectId> mSelected;
  QHash<ObjectId, ObjectId> mDeviceRacks;  ///< device → rack when the bundles were gathered
  QVector<Finding> mFindings;
  QTimer mLayoutTimer;
  QTimer mBundleTimer;
  QFutureWatcher<CableBundles> mBundleWatcher;
  quint64 mDesignGeneration = 0;  ///< counts design events: a result for an older one is stale
  quint64 mBundleGeneration = 0;  ///< the generation the running worker started from
  int mLayoutRuns = 0;
  int mBundleRuns = 0;
};

}  // namespace rackwright::ui

#endif
