#ifndef RACKWRIGHT_UI_FLOORPLAN_FLOORPLANITEMS_H
#define RACKWRIGHT_UI_FLOORPLAN_FLOORPLANITEMS_H

#include "core/analysis/cablebundles.h"
#include "core/analysis/floorplan.h"

#include <QColor>
#include <QGraphicsItem>
#include <QPainterPath>
#include <QSet>

#include <optional>

namespace rackwright::ui {

/// One rack seen from above: its footprint, its front edge (the cold aisle), network racks
/// (those holding switches) in the accent colour, racks with errors or warnings framed in the
/// finding's colour. Its name is written by FloorLabelsItem, over the bundles.
class FloorRackItem final : public QGraphicsItem {
 public:
  enum { Type = UserType + 20 };
  FloorRackItem(const FloorRack& place, QString name);
  int type() const override { return Type; }
  QRectF boundingRect() const override;
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  ObjectId rackId() const { return mPlace.rackId; }
  const QString& name() const { return mName; }
  void setPlace(const FloorRack& place, const QString& name);
  void setSummary(const RackSummary& summary);
  const RackSummary& summary() const { return mSummary; }
  bool isNetworkRack() const { return mSummary.isNetworkRack(); }
  void setSeverity(std::optional<Severity> severity);
  std::optional<Severity> severity() const { return mSeverity; }
  void setHighlighted(bool on);
  bool isHighlighted() const { return mHighlighted; }

 private:
  FloorRack mPlace;
  QString mName;
  RackSummary mSummary;
  std::optional<Severity> mSeverity;
  bool mHighlighted = false;
};

/// The racks' names in screen-sized letters, along a rack's longer side when they do not fit
/// across, whenever the rack is large enough on screen; above the bundles, so that a name is
/// never covered.
class FloorLabelsItem final : public QGraphicsItem {
 public:
  /// A name is written when the rack's shorter side is at least this many pixels on screen.
  static constexpr double kMinNamePixels = 9;

  void setRacks(const QVector<QPair<QRectF, QString>>& racks);
  QRectF boundingRect() const override { return mBounds; }
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 private:
  QVector<QPair<QRectF, QString>> mRacks;
  QRectF mBounds;
};

/// The halls' walls, their names and the row names, under the racks.
class FloorHallsItem final : public QGraphicsItem {
 public:
  void setPlan(const FloorPlan& plan, const QHash<ObjectId, QString>& rowNames);
  QRectF boundingRect() const override { return mBounds; }
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 private:
  QVector<FloorHall> mHalls;
  QVector<QPair<QRectF, QString>> mRows;
  QRectF mBounds;
};

/// Every rack-to-rack bundle as one curve from rack front to rack front (where the cables leave
/// a rack for the aisle), its width growing with its cable count and its colour the medium
/// most of its cables are; bundles along one row bow out into its aisle. The bundles of the
/// selected racks are on top in the selection colour. Widths are in screen pixels, so a bundle
/// stays visible at "fit all".
///
/// With more rack-to-rack bundles in view than maxRackBundles() (a 131,072-GPU hall has 8,000),
/// the runs between rows are drawn instead: one curve per pair of rows with all their cables,
/// so that a frame at "fit all" stays quick and still shows where the cables go; the selected
/// racks' own bundles stay on top.
/// How the bundles are drawn, following the elevations' cable view: each in the colour of its
/// commonest medium, or of its commonest network (View ▸ Cables by Network), and without the
/// cables of the networks hidden there (View ▸ Cable Networks). The vectors are indexed like
/// CableBundles::networks.
struct BundleStyle {
  bool byNetwork = false;
  QVector<QColor> networkColours;
  QVector<bool> hidden;
  QColor unassignedColour;
  bool unassignedHidden = false;
  bool operator==(const BundleStyle&) const = default;
};

class FloorBundlesItem final : public QGraphicsItem {
 public:
  /// Pixel width of a bundle of `cables` cables.
  static double widthFor(int cables);

  void setBundles(const CableBundles& bundles, const FloorPlan& plan,
                  const BundleStyle& style = {});
  /// The cables of a bundle drawn with `style`: those of its networks that are not hidden.
  static int visibleCables(const CableBundle& bundle, const BundleStyle& style);
  /// The colour a bundle is drawn in with `style`.
  static QColor colourOf(const CableBundle& bundle, const BundleStyle& style);
  /// The colour the bundle between two racks was drawn in (none: not drawn).
  std::optional<QColor> colourOf(const ObjectId& rackA, const ObjectId& rackB) const;
  void setHighlightedRacks(const QSet<ObjectId>& racks);
  int drawnBundles() const { return int(mCurves.size()); }
  int rowRuns() const { return int(mRowCurves.size()); }
  static constexpr int kDefaultMaxRackBundles = 3000;
  void setMaxRackBundles(int count) { mMaxRackBundles = count; }
  int maxRackBundles() const { return mMaxRackBundles; }
  /// Whether the last frame drew the runs between rows rather than the racks' bundles.
  bool lastFrameDrewRows() const { return mLastFrameRows; }
  /// How many of the racks' bundles were in view in the last frame.
  int lastFrameBundlesInView() const { return mLastInView; }
  /// The bundle drawn within `tolerance` (scene units) of `scenePos`, the nearest one; its
  /// racks and cables.
  std::optional<CableBundle> bundleAt(const QPointF& scenePos, double tolerance) const;
  /// The middle of the curve drawn for the bundle between two racks (none: not drawn).
  std::optional<QPointF> midpointOf(const ObjectId& rackA, const ObjectId& rackB) const;
  QRectF boundingRect() const override { return mBounds; }
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 private:
  struct Curve {
    QPainterPath path;
    QRectF bounds;
    double width = 1;
    QColor colour;
    CableBundle bundle;
  };
  QVector<Curve> mCurves;     ///< thinnest first, so the thick ones are on top
  QVector<Curve> mRowCurves;  ///< row to row (bundle.rackA/rackB hold the rows' ids)
  int mMaxRackBundles = kDefaultMaxRackBundles;
  bool mLastFrameRows = false;
  int mLastInView = 0;
  QSet<ObjectId> mHighlighted;
  QRectF mBounds;
};

}  // namespace rackwright::ui

#endif
