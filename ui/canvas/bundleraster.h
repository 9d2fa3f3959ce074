#ifndef RACKWRIGHT_UI_CANVAS_BUNDLERASTER_H
#define RACKWRIGHT_UI_CANVAS_BUNDLERASTER_H

#include <QColor>
#include <QImage>
#include <QPolygonF>
#include <QRect>
#include <QVector>

#include <climits>
#include <cstdint>
#include <vector>

namespace rackwright::ui {

/// Translucent wide polylines in a few colours, composited as QPainter would draw them one over
/// the other (where N of them overlap, the colour lies N layers deep), but counted per pixel
/// first and blended once.
///
/// Why: at "fit all" a 32,768-GPU hall has about 1,600 rack-pair bundles, long diagonal strokes a
/// few pixels wide that overlap hundreds deep near the spine racks. QPainter's raster engine
/// blends a translucent stroke span by span, which took two thirds of such a frame. Here a
/// stroke costs one counter update per pixel row (a difference array per row), and the covered
/// pixels are blended once at the end. Strokes are not antialiased, as QPainter drew them at
/// these zoom levels.
class BundleRaster final {
 public:
  /// Colour layers a frame can have: one per network of a design, and the errors on top.
  static constexpr int kMaxLayers = 16;

  /// Starts a frame over `area` (device pixels); earlier strokes are dropped.
  void begin(const QRect& area);
  /// Adds a polyline in device coordinates, `width` pixels wide with square ends, to colour
  /// layer `layer` (0 … kMaxLayers − 1; a layer's counters are only allocated once it is used). A
  /// pixel counts once per polyline; `mayCrossItself` says whether the polyline may come back
  /// within a width of itself (then its pixels are merged first).
  void addPolyline(const QPolygonF& points, double width, int layer, bool mayCrossItself = true);
  /// Adds a straight line from `a` to `b` as addPolyline would with those two points and
  /// `mayCrossItself` false: the far-out bundles, without making a polygon of each.
  void addSegment(const QPointF& a, const QPointF& b, double width, int layer);
  /// Adds the strokes counted by `other` (begun over the same area) to this raster and clears
  /// them there: the counts are sums, so halves of a frame counted on two threads add up to
  /// the frame.
  void add(BundleRaster& other);
  /// Composites the layers in ascending order, each in `colours[layer]` with that colour's alpha
  /// per stroke, over the ones before. Returns the covered part of the area (null when nothing
  /// was drawn) and its top-left device position in `origin`.
  QImage finish(const QVector<QColor>& colours, QPoint* origin);

 private:
  struct Span {
    int y;
    int x0;
    int x1;
  };
  struct Layer {
    /// Per row: +1 where a span starts, −1 after it ends. Sixteen bits keep the counters of a
    /// full-screen frame in the processor's cache; a pixel is never under 32,767 bundles.
    std::vector<std::int16_t> diff;
    int top = INT_MAX;
    int bottom = INT_MIN;
    int left = INT_MAX;
    int right = INT_MIN;
  };
  /// Spans of one segment, counted into `direct` or (null) collected in mSpans; a null normal
  /// means a square end, otherwise the cap line through that end point has this normal (the
  /// bisector at a joint).
  void segmentSpans(const QPointF& a, const QPointF& b, double width, const QPointF& startNormal,
                    const QPointF& endNormal, Layer* direct);
  /// Layer `index` (0 … kMaxLayers − 1), its counters allocated on first use.
  Layer& layerAt(int index);
  void mergeSpans();
  void apply(Layer& layer, const Span& span);

  QRect mArea;
  int mStride = 0;
  std::vector<Layer> mLayers;
  QPolygonF mPath;               ///< the polyline being added, without repeated points
  QVector<QPointF> mDirections;  ///< unit direction of each of its segments
  std::vector<Span> mSpans;      ///< its spans
  std::vector<Span> mSorted;
  std::vector<int> mRowStart;
};

}  // namespace rackwright::ui

#endif
