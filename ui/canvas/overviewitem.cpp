#include "overviewitem.h"

#include "deviceitem.h"
#include "rackitem.h"

#include <QPaintEngine>
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

void OverviewItem::invalidate() {
  mCacheValid = false;
  mCache = OutlineBatch();
  mImage = QImage();
  if (mActive)
    update();
}

void OverviewItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
  if (!mActive)
    return;
  const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
  const bool withMounting = RackItem::outlineShowsMounting(lod);
  if (!mCacheValid || withMounting != mCacheWithMounting) {
    mCache = OutlineBatch();
    // Racks are top-level items and devices their children: positions add up without mapping.
    // Racks first: their colours are the first groups, under the devices.
    for (const RackItem* rack : mRacks)
      rack->addOutline(mCache, rack->pos(), lod);
    for (const DeviceItem* device : mDevices)
      device->addOutline(mCache, device->parentItem()->pos() + device->pos());
    mCacheValid = true;
    mCacheWithMounting = withMounting;
    mImage = QImage();
  }
  QPaintDevice* device = painter->device();
  if (!device || !painter->paintEngine() ||
      painter->paintEngine()->type() != QPaintEngine::Raster) {
    mCache.paint(painter);  // print, SVG: the rectangles themselves
    return;
  }
  const double ratio = device->devicePixelRatio();
  const QTransform toDevice = painter->combinedTransform() * QTransform::fromScale(ratio, ratio);
  const QSize size(qRound(device->width() * ratio), qRound(device->height() * ratio));
  if (mImage.isNull() || mImage.size() != size || mImageTransform != toDevice) {
    // The exposed rectangle is clipped to the item: the view is whole when it covers all of the
    // item that is in view.
    const QRectF inView =
        toDevice.inverted().mapRect(QRectF(QPointF(), QSizeF(size))) & boundingRect();
    if (!option->exposedRect.adjusted(-1, -1, 1, 1).contains(inView)) {
      // Part of the view: painted directly; the image is made by the next whole repaint.
      mCache.paint(painter);
      return;
    }
    mImage = QImage(size, QImage::Format_ARGB32_Premultiplied);
    mImage.fill(Qt::transparent);
    QPainter imagePainter(&mImage);
    imagePainter.setTransform(toDevice);
    mCache.paint(&imagePainter);
    imagePainter.end();
    mImage.setDevicePixelRatio(ratio);
    mImageTransform = toDevice;
  }
  painter->save();
  painter->resetTransform();
  painter->drawImage(QPointF(), mImage);
  painter->restore();
}

}  // namespace rackwright::ui
