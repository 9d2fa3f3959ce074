#ifndef RACKWRIGHT_UI_CANVAS_ROWSCENE_H
#define RACKWRIGHT_UI_CANVAS_ROWSCENE_H

#include "cablelayeritem.h"
#include "core/model/design.h"
#include "core/validation/finding.h"
#include "deviceitem.h"

#include <QGraphicsScene>
#include <QHash>
#include <QPointer>
#include <QSet>

class QGraphicsSimpleTextItem;

namespace rackwright::ui {

class OverviewItem;
class RackItem;

/// The row view: every rack of the design as front and rear elevations, racks side by side per
/// row (rows in order, racks by position in the row), rows stacked top to bottom, with the
/// modules in the device cages and the cables between the ports.
///
/// The scene observes the Design one way: it creates, updates and deletes items from the
/// design's change signals (objectAdded/objectChanged/objectRemoved, rebuilt on designReset) and
/// keeps id → item maps. Items never change the model; edits are undo commands pushed by the
/// canvas tools. Cables are redrawn in a batch once a burst of changes has arrived.
class RowScene final : public QGraphicsScene {
  Q_OBJECT

 public:
  static constexpr double kRackGapMm = 240;
  static constexpr double kRowGapMm = 360;
  static constexpr double kRowHeadingMm = 150;
  /// A design whose rows stacked would be taller than wide by this (width / height below it)
  /// is laid out in columns of rows side by side, so that "fit all" shows racks, not a strip.
  static constexpr double kWrapBelowAspect = 0.5;
  /// The width / height the columns aim at: a landscape window.
  static constexpr double kTargetAspect = 16.0 / 9.0;
  static constexpr double kColumnGapMm = 1200;

  /// How many rows of `rows` (each row's width and height with its heading) go into one column
  /// (all of them when the stacked rows are not much taller than wide).
  static int rowsPerColumn(const QVector<QSizeF>& rows);
  /// As laid out last.
  int rowsPerColumnNow() const { return mRowsPerColumn; }

  explicit RowScene(QObject* parent = nullptr);
  ~RowScene() override;

  /// Shows `design` (null shows nothing). The design must outlive the scene or be replaced
  /// before it is deleted.
  void setDesign(const Design* design);
  const Design* design() const { return mDesign; }

  RackItem* rackItem(const ObjectId& rackId) const { return mRacks.value(rackId); }
  DeviceItem* deviceItem(const ObjectId& deviceId) const { return mDevices.value(deviceId); }
  int rackItemCount() const { return int(mRacks.size()); }
  int deviceItemCount() const { return int(mDevices.size()); }
  CableLayerItem* cableLayer() const { return mCables; }

  /// The area covered by racks and headings (for zoom to fit).
  QRectF contentRect() const { return mContentRect; }

  /// The rack whose elevations or header are at `scenePos`.
  RackItem* rackAt(const QPointF& scenePos) const;
  /// The device drawn at `scenePos` (its box or its ghost in the other elevation).
  DeviceItem* deviceAt(const QPointF& scenePos) const;
  /// The port at `scenePos` when ports are drawn at `lod`.
  std::optional<PortHit> portAt(const QPointF& scenePos, double lod) const;

  /// The run of a drawn cable in metres, measured as the cable tool measures a new link
  /// (CableCandidates::routeLengthM between the port positions): the longest run from its first
  /// end to any other. None when fewer than two ends are drawn.
  std::optional<double> routeLengthM(const ObjectId& cableId) const;
  /// Where a cable end attached at `attachment` leaves its port, and the rack it is in (none
  /// when the attachment is loose or its device is not drawn).
  std::optional<std::pair<QPointF, ObjectId>> attachmentPoint(const Attachment& attachment) const;

  /// Marks devices and cables with the findings (replacing earlier marks).
  void setFindings(const QVector<Finding>& findings);
  /// "FF-03: message" of the worst unwaived error or warning about a cable (empty: none).
  QString worstFindingOf(const ObjectId& cableId) const;

  /// Selected devices (sorted), cables and racks (sorted).
  QVector<ObjectId> selectedDevices() const;
  QSet<ObjectId> selectedCables() const;
  QVector<ObjectId> selectedRacks() const;
  /// Replaces the selection.
  void selectObjects(const QVector<ObjectId>& devices, const QSet<ObjectId>& cables = {},
                     const QVector<ObjectId>& racks = {});
  /// Replaces the rack selection only, keeping the devices and cables.
  void selectRacks(const QVector<ObjectId>& racks);
  /// Scene area of the selection (devices, cables and racks).
  QRectF selectionRect() const;

  /// How cables are coloured (CableLayerItem::ColourMode).
  void setCableColourMode(CableLayerItem::ColourMode mode);
  /// The networks of the drawn cables and the hidden ones, in the core's report order (the
  /// built-in networks, the design's own, keys nothing declares, unassigned last), with their
  /// display names and colours: the legend and the filter list them.
  const QVector<NetworkDefinition>& cableNetworks() const { return mCables->networks(); }
  /// Hides the cables of these networks (keys; empty = unassigned) and deselects them. View
  /// state: not saved, not undone; a new design shows every network.
  void setHiddenNetworks(const QSet<QString>& keys);

  /// Runs pending layout and cable updates now (tests and benchmarks).
  void flushPending();

  /// Far out ("fit all" of a large hall): racks and devices are painted as one overview item,
  /// and the rack items with their devices are skipped when painting (through
  /// minimumRenderSize); they stay in the scene for selection and hit testing. The view turns
  /// this on below OverviewItem::kMaxLod.
  void setOverview(bool active);
  bool overviewActive() const;
  /// Repaints the overview after racks or devices changed, or an item's marks did (it paints
  /// outlines gathered from the items, kept until this is called).
  void touchOverview();

  /// From this many cables a whole design's cables are routed on the work pool; below it on
  /// the GUI thread (a worker's start would cost more).
  static constexpr qsizetype kParallelRoutingFrom = 2000;

 Q_SIGNALS:
  /// Items were added, removed or moved; contentRect() may have changed.
  void contentChanged();
  /// Devices, cables or racks were selected or deselected.
  void objectSelectionChanged();
  /// The cable colour mode, the networks of the drawn cables or the hidden ones changed.
  void cableViewChanged();

 private:
  void rebuild();
  void clearItems();
  void onObjectAdded(ObjectKind kind, const QUuid& id);
  void onObjectChanged(ObjectKind kind, const QUuid& id);
  void onObjectRemoved(ObjectKind kind, const QUuid& id);

  void syncRack(const ObjectId& rackId);
  void removeRack(const ObjectId& rackId);
  /// Creates, updates, moves or removes the item of one device to match the model.
  void syncDevice(const ObjectId& deviceId);
  void removeDevice(const ObjectId& deviceId);
  void placeDevice(DeviceItem* item, RackItem* rack);
  /// Lays out the zero-U devices of a rack in its side channels (ZeroUMount's slots).
  void placeZeroU(const ObjectId& rackId);
  void syncModule(const ObjectId& moduleId);
  void syncCable(const ObjectId& cableId);
  void refreshModules(const ObjectId& deviceId);
  void refreshPlugs(const ObjectId& deviceId);
  /// The cables whose drawing depends on a device (its ports, modules and adapters).
  void markCablesOfDevice(const ObjectId& deviceId);
  void applyMarks(DeviceItem* item);
  void updateMinimumRenderSize();
  void scheduleLayout();
  void scheduleCables();
  void layout();
  void updateCables();
  /// The routes of a range of the design's cables (none for a cable that cannot be drawn).
  struct RoutedCables {
    qsizetype from = 0;
    qsizetype to = 0;
    QVector<std::pair<ObjectId, std::optional<CableLayerItem::Route>>> routes;
  };
  /// Routes every cable of the design, on the work pool for a large one, in the design's
  /// cable order.
  QVector<RoutedCables> routeAllCables();
  /// Gives the cable layer the networks of its cables (names and colours from core).
  void refreshCableNetworks();
  QString rowHeading(const Row& row) const;

  QPointer<const Design> mDesign;
  QHash<ObjectId, RackItem*> mRacks;
  QHash<ObjectId, DeviceItem*> mDevices;
  QHash<ObjectId, ObjectId> mModuleDevice;           ///< module → device as last seen
  QHash<ObjectId, QVector<ObjectId>> mCableDevices;  ///< cable → devices of its cage ends
  QList<QGraphicsSimpleTextItem*> mHeadings;
  QGraphicsSimpleTextItem* mEmptyHint = nullptr;
  CableLayerItem* mCables;
  OverviewItem* mOverview;
  double mMaxRackSide = 0;  ///< the larger of the racks' shorter bounding sides
  QSet<ObjectId> mDirtyCables;
  bool mAllCablesDirty = false;
  bool mCablesPending = false;
  QHash<ObjectId, DeviceMarks> mMarks;
  QVector<Finding> mFindings;        ///< as last set (shared, not copied)
  QHash<ObjectId, int> mCableWorst;  ///< cable → index of its worst finding in mFindings
  QSet<ObjectId> mSelectedRacks;
  QRectF mContentRect;
  bool mLayoutPending = false;
  int mRowsPerColumn = 1;
};

}  // namespace rackwright::ui

#endif
