#include "overviewitem.h"

#include "core/common/workpool.h"
#include "deviceitem.h"
#include "rackitem.h"

#include <QPaintEngine>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QtConcurrent/QtConcurrentRun>

namespace rackwright::ui {

namespace {

/// From this many rectangles the overview's image is painted in bands on two threads (a
/// 131,072-GPU hall has about 60,000; its image took 9 ms on one).
constexpr qsizetype kRectsPaintedInBands = 8000;

}  // namespace

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

void OutlineBatch::paint(QPainter* painter, const QRectF& within) const {
  // Far out most rectangles are under a pixel, and QPainter's cost is per rectangle: a band of
  // the view gets only those that reach into it.
  QVector<QRectF> reaching;
  auto rectsOf = [&](const Group& group) -> const QVector<QRectF>& {
    if (within.isNull())
      return group.rects;
    reaching.clear();
    for (const QRectF& rect : group.rects) {
      // Inclusive, unlike QRectF::intersects: a rectangle of no width still gets its outline.
      const QRectF r = rect.normalized();
      if (r.right() >= within.left() && r.left() <= within.right() && r.bottom() >= within.top() &&
          r.top() <= within.bottom())
        reaching.push_back(rect);
    }
    return reaching;
  };
  painter->setRenderHint(QPainter::Antialiasing, false);
  painter->setPen(Qt::NoPen);
  if (!fillInDevicePixels(painter)) {
    for (const Group& group : mFills) {
      painter->setBrush(group.colour);
      painter->drawRects(rectsOf(group));
    }
  }
  painter->setBrush(Qt::NoBrush);
  for (const Group& group : mFrames) {
    QPen pen(group.colour, 2);
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->drawRects(rectsOf(group));
  }
}

bool OutlineBatch::fillInDevicePixels(QPainter* painter) const {
  // QPainter fills a rectangle under a scale without antialiasing as the pixels between its
  // rounded mapped corners (QRasterPaintEngine::fill, toNormalizedFillRect; a view at exactly
  // 100 %, a mere translation, takes another path and is left to QPainter), but it first makes
  // a path of each rectangle and maps it: at "fit all" of a 131,072-GPU hall, 60,000
  // rectangles, most of them a pixel or less. Rounded here, only those that cover a pixel of
  // the device are filled: opaque ones in an image the painter does not clip are written
  // straight into its pixels (what QPainter's fill of an opaque colour does), the others go to
  // the painter as pixel rectangles, which it fills directly.
  QPaintDevice* device = painter->device();
  // World and view, not deviceTransform(): that adds the offset of a widget painted into its
  // window's backing store, which the painter adds again after resetTransform().
  const QTransform toDevice = painter->combinedTransform();
  if (!device || !painter->paintEngine() ||
      painter->paintEngine()->type() != QPaintEngine::Raster || device->devicePixelRatio() != 1 ||
      toDevice.type() != QTransform::TxScale)
    return false;
  QImage* image = device->devType() == QInternal::Image ? static_cast<QImage*>(device) : nullptr;
  const bool writable = image && !painter->hasClipping() && painter->opacity() == 1 &&
                        painter->compositionMode() == QPainter::CompositionMode_SourceOver &&
                        (image->format() == QImage::Format_ARGB32_Premultiplied ||
                         image->format() == QImage::Format_RGB32);
  const int deviceWidth = device->width();
  const int deviceHeight = device->height();
  // Once: QImage::scanLine() tests for a detach at every call.
  uchar* const bits = writable ? image->bits() : nullptr;
  const qsizetype bytesPerLine = writable ? image->bytesPerLine() : 0;
  const double m11 = toDevice.m11();
  const double m22 = toDevice.m22();
  const double dx = toDevice.dx();
  const double dy = toDevice.dy();
  QVector<QRect> pixels;
  painter->save();
  painter->resetTransform();
  for (const Group& group : mFills) {
    const bool written = writable && group.colour.alpha() == 255;
    const QRgb colour = group.colour.rgba();
    pixels.clear();
    for (const QRectF& rect : group.rects) {
      // The far corner as QRectF(topLeft, bottomRight).right() gives it back: the near corner
      // plus the width, which can round differently from the mapped corner itself.
      const double left = m11 * rect.left() + dx;
      const double top = m22 * rect.top() + dy;
      int x1 = qRound(left);
      int y1 = qRound(top);
      int x2 = qRound(left + ((m11 * rect.right() + dx) - left));
      int y2 = qRound(top + ((m22 * rect.bottom() + dy) - top));
      if (x2 < x1)
        std::swap(x1, x2);
      if (y2 < y1)
        std::swap(y1, y2);
      // The pixels [x1, x2) × [y1, y2), within the device.
      x1 = std::max(x1, 0);
      y1 = std::max(y1, 0);
      x2 = std::min(x2, deviceWidth);
      y2 = std::min(y2, deviceHeight);
      if (x1 >= x2 || y1 >= y2)
        continue;
      if (!written) {
        pixels.push_back(QRect(x1, y1, x2 - x1, y2 - y1));
        continue;
      }
      for (int y = y1; y < y2; ++y)
        std::fill_n(reinterpret_cast<QRgb*>(bits + y * bytesPerLine) + x1, x2 - x1, colour);
    }
    if (pixels.isEmpty())
      continue;
    painter->setBrush(group.colour);
    painter->drawRects(pixels);
  }
  painter->restore();
  return true;
}

qsizetype OutlineBatch::size() const {
  qsizetype count = 0;
  for (const QVector<Group>* groups : {&mFills, &mFrames}) {
    for (const Group& group : *groups)
      count += group.rects.size();
  }
  return count;
}

void OutlineBatch::paintInBands(QImage& image, const QTransform& toDevice, int bands) const {
  bands = qBound(1, bands, qMax(1, image.height()));
  uchar* bits = image.bits();  // detached once, before any band points into it
  toDevice.type();  // settles the transform's cached type: the bands' threads then only read it
  auto paintBand = [&](int band) {
    const int top = image.height() * band / bands;
    const int rows = image.height() * (band + 1) / bands - top;
    QImage rowsOfImage(bits + std::ptrdiff_t(top) * image.bytesPerLine(), image.width(), rows,
                       image.bytesPerLine(), image.format());
    QPainter painter(&rowsOfImage);
    // An integer shift: the rectangles' edges fall on the same pixels as in one image.
    const QTransform bandTransform = toDevice * QTransform::fromTranslate(0, -top);
    painter.setTransform(bandTransform);
    // The band in the scene, with room for a framed outline's pen (two pixels) and rounding.
    const QRectF bandInScene = bandTransform.inverted().mapRect(
        QRectF(-4, -4, rowsOfImage.width() + 8, rowsOfImage.height() + 8));
    paint(&painter, bands == 1 ? QRectF() : bandInScene);
  };
  if (bands == 1) {
    paintBand(0);
    return;
  }
  // Waiting for a band that has not started runs it here (the pool may be busy validating).
  QVector<QFuture<void>> others;
  for (int band = 1; band < bands; ++band)
    others << QtConcurrent::run(workPool(), paintBand, band);
  paintBand(0);
  for (QFuture<void>& other : others)
    other.waitForFinished();
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
  mImageValid = false;
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
    mImageValid = false;
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
  if (!mImageValid || mImage.size() != size || mImageTransform != toDevice) {
    // The exposed rectangle is clipped to the item: the view is whole when it covers all of the
    // item that is in view.
    const QRectF inView =
        toDevice.inverted().mapRect(QRectF(QPointF(), QSizeF(size))) & boundingRect();
    if (!option->exposedRect.adjusted(-1, -1, 1, 1).contains(inView)) {
      // Part of the view: painted directly; the image is made by the next whole repaint.
      mCache.paint(painter);
      return;
    }
    // The last frame's image is painted over when it has the size: a new one of a full screen
    // is fresh memory, a page fault for every 4 KiB of it, a millisecond of every such frame.
    if (mImage.size() != size || mImage.format() != QImage::Format_ARGB32_Premultiplied)
      mImage = QImage(size, QImage::Format_ARGB32_Premultiplied);
    mImage.fill(Qt::transparent);
    mCache.paintInBands(mImage, toDevice,
                        mCache.size() < kRectsPaintedInBands ? 1 : workPool()->maxThreadCount());
    mImage.setDevicePixelRatio(ratio);
    mImageTransform = toDevice;
    mImageValid = true;
  }
  painter->save();
  painter->resetTransform();
  painter->drawImage(QPointF(), mImage);
  painter->restore();
}

}  // namespace rackwright::ui
