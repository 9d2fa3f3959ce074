#ifndef RACKWRIGHT_UI_CANVAS_ROWSCENE_H
#define RACKWRIGHT_UI_CANVAS_ROWSCENE_H

#include "core/model/design.h"

#include <QGraphicsScene>
#include <QHash>
#include <QPointer>

class QGraphicsSimpleTextItem;

namespace rackwright::ui {

class DeviceItem;
class RackItem;

/// The row view: every rack of the design as front and rear elevations, racks side by side per
/// row (rows in order, racks by position in the row), rows stacked top to bottom.
///
/// The scene observes the Design one way: it creates, updates and deletes items from the
/// design's change signals (objectAdded/objectChanged/objectRemoved, rebuilt on designReset) and
/// keeps id → item maps. Items never change the model; edits are undo commands pushed elsewhere.
class RowScene final : public QGraphicsScene {
  Q_OBJECT

 public:
  static constexpr double kRackGapMm = 240;
  static constexpr double kRowGapMm = 360;
  static constexpr double kRowHeadingMm = 150;

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

  /// The area covered by racks and headings (for zoom to fit).
  QRectF contentRect() const { return mContentRect; }

 Q_SIGNALS:
  /// Items were added, removed or moved; contentRect() may have changed.
  void contentChanged();

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
  void scheduleLayout();
  void layout();
  QString rowHeading(const Row& row) const;

  QPointer<const Design> mDesign;
  QHash<ObjectId, RackItem*> mRacks;
  QHash<ObjectId, DeviceItem*> mDevices;
  QList<QGraphicsSimpleTextItem*> mHeadings;
  QGraphicsSimpleTextItem* mEmptyHint = nullptr;
  QRectF mContentRect;
  bool mLayoutPending = false;
};

}  // namespace rackwright::ui

#endif
