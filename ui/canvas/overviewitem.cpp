#include "overviewitem.h"

#include "deviceitem.h"
#include "rackitem.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace rackwright::ui {

static_assert(OverviewItem::kMaxLod == DeviceItem::kMinLodForShading,
              "the overview replaces exactly the outline level of the items");

void OutlineBatch::add(QVector<Group>& groups, const QRectF& rect, const QColor& colour) {
  for (Group& group : groups) {
    if (group.colour == colour) {
      group.rects.push_back(rect);
      return;
    }
  }
  groups.push_back(Group{colour, {rect}});
}

void OutlineBatch::fill(const QRectF& rect, const QColor& colour) {
  add(mFills, rect, colour);
}

void OutlineBatch::frame(const QRectF& rect, const QColor& colour) {
  add(mFrames, rect, colour);
}

void OutlineBatch::paint(QPainter* painter) const {
  painter->setRenderHint(QPainter::Antialiasing, false);
  painter->setPen(Qt::NoPen);
  for (const Group& group : mFills) {
    painter->setBrush(group.colour);
    painter->drawRects(group.rects);
  }
  painter->setBrush(Qt::NoBrush);
  for (const Group& group : mFrames) {
    QPen pen(group.colour, 2);
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->drawRects(group.rects);
  }
}

OverviewItem::OverviewItem(const QHash<ObjectId, RackItem*>& racks,
                           const QHash<ObjectId, DeviceItem*>& devices)
    : mRacks(racks), mDevices(devices) {
  setAcceptedMouseButtons(Qt::NoButton);
  setFlag(ItemUsesExtendedStyleOption);
  // Beneath the racks: should a rack be drawn by itself as well, it covers the same pixels.
  setZValue(-1);
}

void OverviewItem::setActive(bool active) {
  if (active == mActive)
    return;
  mActive = active;
  update();
}

void OverviewItem::setBounds(const QRectF& bounds) {
  if (bounds == mBounds)
    return;
  prepareGeometryChange();
  mBounds = bounds;
}

void OverviewItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
  if (!mActive)
    return;
  const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
  const QRectF exposed = option->exposedRect;
  // Racks are top-level items and devices their children: positions add up without mapping.
  auto inView = [&exposed](const QGraphicsItem* item, const QPointF& at) {
    return item->boundingRect().translated(at).intersects(exposed);
  };
  OutlineBatch batch;
  // Racks first: their colours are the first groups, under the devices.
  for (const RackItem* rack : mRacks) {
    if (inView(rack, rack->pos()))
      rack->addOutline(batch, rack->pos(), lod);
  }
  for (const DeviceItem* device : mDevices) {
    const QPointF at = device->parentItem()->pos() + device->pos();
    if (inView(device, at))
      device->addOutline(batch, at);
  }
  batch.paint(painter);
}

}  // namespace rackwright::ui
