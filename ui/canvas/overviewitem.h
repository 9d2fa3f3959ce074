#ifndef RACKWRIGHT_UI_CANVAS_OVERVIEWITEM_H
#define RACKWRIGHT_UI_CANVAS_OVERVIEWITEM_H

#include "core/model/entities.h"

#include <QColor>
#include <QGraphicsItem>
#include <QHash>
#include <QImage>
#include <QRectF>
#include <QTransform>
#include <QVector>

namespace rackwright::ui {

class DeviceItem;
class RackItem;

/// Rectangles to fill and frames one or two device pixels wide to draw, batched by colour in the
/// order the colours were first used (fills before frames): the outline level of racks and
/// devices, painted by the items themselves or, for a whole hall, by the OverviewItem.
class OutlineBatch final {
 public:
  void fill(const QRectF& rect, const QColor& colour);
  void frame(const QRectF& rect, const QColor& colour);
  /// Paints the rectangles; with `within` (scene) only those that reach into it.
  void paint(QPainter* painter, const QRectF& within = QRectF()) const;
  /// Paints into `image` through `toDevice` (scene to the image's pixels) what paint() would,
  /// pixel for pixel, in `bands` horizontal bands painted at once on the work pool. Each band is
  /// its own QImage over its rows of `image`'s memory, so no two painters share a device.
  void paintInBands(QImage& image, const QTransform& toDevice, int bands) const;
  /// How many rectangles the batch holds.
  qsizetype size() const;
  bool isEmpty() const { return mFills.isEmpty() && mFrames.isEmpty(); }

 private:
  struct Group {
    QColor colour;
    QVector<QRectF> rects;
  };
  static void add(QVector<Group>& groups, const QRectF& rect, const QColor& colour);
  /// Fills the rectangles as pixel rectangles, as the raster engine would (false, having drawn
  /// nothing, on any other engine, under anything but a scale (a rotation, or a mere
  /// translation, which QPainter fills another way) or a device pixel ratio other than 1).
  bool fillInDevicePixels(QPainter* painter) const;

  QVector<Group> mFills;
  QVector<Group> mFrames;
};

/// Every rack and device at the outline level, painted in one pass.
///
/// Far out ("fit all" of a large hall) racks and devices are plain rectangles, and painting 8,000
/// of them as separate items costs mostly the scene's per-item work (transforms, style options,
/// painter state), which took most of such a frame. While the view is that far out
/// (setActive(true)) the row scene sets QGraphicsScene::minimumRenderSize so that the rack items
/// are skipped with the devices they contain, and this item paints the same rectangles from
/// them, batched by colour. The items stay in the scene: selection, hit testing and the rubber
/// band work on them as at any zoom.
class OverviewItem final : public QGraphicsItem {
 public:
  /// The overview is used below this level of detail (DeviceItem::kMinLodForShading: where
  /// devices are plain rectangles).
  static constexpr double kMaxLod = 0.03;

  OverviewItem(const QHash<ObjectId, RackItem*>& racks,
               const QHash<ObjectId, DeviceItem*>& devices);

  void setActive(bool active);
  bool isActive() const { return mActive; }
  /// Forgets the outlines gathered from the items (a rack, device, finding mark or the selection
  /// changed) and repaints when active.
  void invalidate();
  /// Recomputes the bounds after racks moved.
  void setBounds(const QRectF& bounds);

  QRectF boundingRect() const override { return mBounds; }
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 private:
  const QHash<ObjectId, RackItem*>& mRacks;
  const QHash<ObjectId, DeviceItem*>& mDevices;
  QRectF mBounds;
  bool mActive = false;
  /// The outlines of every rack and device in scene coordinates, gathered once and painted for
  /// every frame until something changes: gathering visits 30,000 items scattered over the heap
  /// at 131,072 GPUs, which took most of a "fit all" frame, while painting the batch is a few
  /// fills per colour. Racks add their mounting space from a level of detail on, so the batch
  /// remembers which side of it it was gathered for.
  OutlineBatch mCache;
  bool mCacheValid = false;
  bool mCacheWithMounting = false;
  /// The batch as painted for the whole view at one zoom and scroll position: a repaint that
  /// does not move the view (hover, a tooltip, a finding on another layer) draws this image
  /// rather than 30,000 rectangles again.
  QImage mImage;
  QTransform mImageTransform;
  bool mImageValid = false;  ///< whether mImage shows the batch (kept for its memory otherwise)
};

}  // namespace rackwright::ui

#endif
