#include "bundleraster.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace rackwright::ui {

namespace {

/// floor() for the values of one frame (well within int): std::floor is a library call on the
/// baseline x86-64 instruction set, and this runs twice for every pixel row of every bundle.
inline int floorToInt(double value) {
  const int truncated = int(value);
  return truncated - (value < truncated ? 1 : 0);
}

/// `dst` × `alpha` / 255 on each channel of a premultiplied pixel.
inline QRgb scaled(QRgb dst, int alpha) {
  auto channel = [&](int shift) {
    const int c = int((dst >> shift) & 0xff) * alpha + 128;
    return QRgb(((c + (c >> 8)) >> 8) & 0xff) << shift;
  };
  return channel(24) | channel(16) | channel(8) | channel(0);
}

}  // namespace

void BundleRaster::begin(const QRect& area) {
  if (area.size() != mArea.size()) {
    mStride = area.width() + 1;
    mLayers.clear();
  } else {
    // A frame that never finished leaves counts behind; clear them.
    for (Layer& layer : mLayers) {
      for (int y = layer.top; y <= layer.bottom; ++y) {
        std::fill_n(layer.diff.begin() + std::ptrdiff_t(y) * mStride + layer.left,
                    layer.right - layer.left + 2, 0);
      }
      layer.top = INT_MAX;
      layer.bottom = INT_MIN;
      layer.left = INT_MAX;
      layer.right = INT_MIN;
    }
  }
  mArea = area;
}

void BundleRaster::segmentSpans(const QPointF& a, const QPointF& b, double width,
                                const QPointF& startNormal, const QPointF& endNormal,
                                Layer* direct) {
  const double half = width / 2;
  QPointF d = b - a;
  const double length = std::sqrt(d.x() * d.x() + d.y() * d.y());
  if (length < 1e-9)
    return;
  d /= length;
  const QPointF n(-d.y(), d.x());
  // The stroke piece is the intersection of four half-planes ax·x + ay·y ≤ c: within half the
  // width of the centre line, after the start cap line and before the end cap line. Joints cut
  // along the bisector of the two segments, so neighbours meet without a gap or an overlap; the
  // polyline's ends are square (half a width beyond the end point).
  struct HalfPlane {
    double ax, ay, c;
  };
  auto capAt = [](const QPointF& point, const QPointF& normal, double offset) {
    return HalfPlane{normal.x(), normal.y(),
                     normal.x() * point.x() + normal.y() * point.y() + offset};
  };
  const bool squareStart = startNormal.isNull();
  const bool squareEnd = endNormal.isNull();
  const QPointF startCap = squareStart ? d : startNormal;
  const QPointF endCap = squareEnd ? d : endNormal;
  const double na = n.x() * a.x() + n.y() * a.y();
  const std::array<HalfPlane, 4> planes{
      HalfPlane{n.x(), n.y(), na + half}, HalfPlane{-n.x(), -n.y(), half - na},
      capAt(a, -startCap, squareStart ? half : 0.0), capAt(b, endCap, squareEnd ? half : 0.0)};
  // Rows: the segment's extent and a width around it (rows the stroke misses are skipped below).
  const double reach = width + 1;
  const double top = std::min(a.y(), b.y()) - reach;
  const double bottom = std::max(a.y(), b.y()) + reach;
  const double left = std::min(a.x(), b.x()) - reach;
  const double right = std::max(a.x(), b.x()) + reach;
  if (right < mArea.left() || left > mArea.right() + 1.0)
    return;
  // Each half-plane bounds x on a row by a linear function of y (or, when it is horizontal,
  // holds for a range of rows).
  struct Bound {
    double intercept;
    double slope;
  };
  std::array<Bound, 4> lower;
  std::array<Bound, 4> upper;
  int lowers = 0;
  int uppers = 0;
  double rowTop = top;
  double rowBottom = bottom;
  for (const HalfPlane& p : planes) {
    if (p.ax > 1e-12) {
      upper[uppers++] = Bound{p.c / p.ax, -p.ay / p.ax};
    } else if (p.ax < -1e-12) {
      lower[lowers++] = Bound{p.c / p.ax, -p.ay / p.ax};
    } else if (p.ay > 0) {
      rowBottom = std::min(rowBottom, p.c / p.ay);
    } else if (p.ay < 0) {
      rowTop = std::max(rowTop, p.c / p.ay);
    }
  }
  // Pixels whose centre lies inside, the top and left edges excluded, as QPainter fills without
  // antialiasing.
  const int y0 = std::max(mArea.top(), floorToInt(std::max(rowTop, -1e9) - 0.5) + 1);
  const int y1 = std::min(mArea.bottom(), floorToInt(std::min(rowBottom, 1e9) - 0.5));
  int spanLeft = INT_MAX;
  int spanRight = INT_MIN;
  int spanTop = INT_MAX;
  int spanBottom = INT_MIN;
  for (int y = y0; y <= y1; ++y) {
    const double yc = y + 0.5;
    double lo = -1e300;
    double hi = 1e300;
    for (int i = 0; i < lowers; ++i)
      lo = std::max(lo, lower[i].intercept + lower[i].slope * yc);
    for (int i = 0; i < uppers; ++i)
      hi = std::min(hi, upper[i].intercept + upper[i].slope * yc);
    if (lo > hi)
      continue;
    // Clamped first: a nearly horizontal stroke's bounds lie far outside on most rows.
    const int x0 = std::max(mArea.left(), floorToInt(std::max(lo, mArea.left() - 2.0) - 0.5) + 1);
    const int x1 = std::min(mArea.right(), floorToInt(std::min(hi, mArea.right() + 2.0) - 0.5));
    if (x0 > x1)
      continue;
    if (!direct) {
      mSpans.push_back(Span{y, x0, x1});
      continue;
    }
    // Straight into the counters (most strokes cannot cover a pixel twice).
    std::int16_t* line = direct->diff.data() + std::ptrdiff_t(y - mArea.top()) * mStride;
    ++line[x0 - mArea.left()];
    --line[x1 - mArea.left() + 1];
    spanLeft = std::min(spanLeft, x0);
    spanRight = std::max(spanRight, x1);
    spanTop = std::min(spanTop, y);
    spanBottom = std::max(spanBottom, y);
  }
  if (direct && spanTop <= spanBottom) {
    direct->top = std::min(direct->top, spanTop - mArea.top());
    direct->bottom = std::max(direct->bottom, spanBottom - mArea.top());
    direct->left = std::min(direct->left, spanLeft - mArea.left());
    direct->right = std::max(direct->right, spanRight - mArea.left());
  }
}

void BundleRaster::apply(Layer& layer, const Span& span) {
  const int row = span.y - mArea.top();
  const int x0 = span.x0 - mArea.left();
  const int x1 = span.x1 - mArea.left();
  std::int16_t* line = layer.diff.data() + std::ptrdiff_t(row) * mStride;
  ++line[x0];
  --line[x1 + 1];
  layer.top = std::min(layer.top, row);
  layer.bottom = std::max(layer.bottom, row);
  layer.left = std::min(layer.left, x0);
  layer.right = std::max(layer.right, x1);
}

BundleRaster::Layer& BundleRaster::layerAt(int index) {
  if (int(mLayers.size()) <= index)
    mLayers.resize(index + 1);
  Layer& layer = mLayers[index];
  if (layer.diff.empty())
    layer.diff.assign(std::size_t(mStride) * mArea.height(), 0);
  return layer;
}

void BundleRaster::addPolyline(const QPolygonF& points, double width, int layerIndex,
                               bool mayCrossItself) {
  if (points.isEmpty() || layerIndex < 0 || layerIndex >= kMaxLayers || mArea.isEmpty())
    return;
  Layer& layer = layerAt(layerIndex);
  // Drop repeated points (segments need a direction) and note each segment's direction.
  mPath.clear();
  mDirections.clear();
  for (const QPointF& p : points) {
    if (mPath.isEmpty()) {
      mPath << p;
      continue;
    }
    const QPointF d = p - mPath.last();
    const double length = std::sqrt(d.x() * d.x() + d.y() * d.y());
    if (length > 1e-6) {
      mPath << p;
      mDirections << d / length;
    }
  }
  mSpans.clear();
  // Cut at bisectors, the pieces of a ribbon do not overlap; only a curve that comes back near
  // itself covers pixels twice, and its spans are merged first.
  const bool merge = mPath.size() > 2 && mayCrossItself;
  Layer* direct = merge ? nullptr : &layer;
  if (mPath.size() == 1) {
    segmentSpans(mPath.front() - QPointF(1e-3, 0), mPath.front() + QPointF(1e-3, 0), width, {}, {},
                 direct);
  }
  auto bisector = [this](int joint) -> QPointF {
    const QPointF sum = mDirections.at(joint - 1) + mDirections.at(joint);
    const double length = std::sqrt(sum.x() * sum.x() + sum.y() * sum.y());
    // A turn back on itself has no bisector; cut square there (the pieces may overlap).
    return length < 1e-6 ? mDirections.at(joint) : sum / length;
  };
  for (int i = 0; i + 1 < mPath.size(); ++i) {
    const QPointF start = i == 0 ? QPointF() : bisector(i);
    const QPointF end = i + 2 == mPath.size() ? QPointF() : bisector(i + 1);
    segmentSpans(mPath.at(i), mPath.at(i + 1), width, start, end, direct);
  }
  if (!merge)
    return;
  mergeSpans();
  for (const Span& span : mSpans)
    apply(layer, span);
}

void BundleRaster::addSegment(const QPointF& a, const QPointF& b, double width, int layerIndex) {
  if (layerIndex < 0 || layerIndex >= kMaxLayers || mArea.isEmpty())
    return;
  const QPointF d = b - a;
  if (std::sqrt(d.x() * d.x() + d.y() * d.y()) <= 1e-6) {
    // One point: a square dot, as addPolyline draws it.
    addPolyline(QPolygonF{a}, width, layerIndex, false);
    return;
  }
  Layer& layer = layerAt(layerIndex);
  segmentSpans(a, b, width, {}, {}, &layer);
}

void BundleRaster::mergeSpans() {
  // A curve may pass the same row more than once (an arc between racks stacked in one column
  // goes up and comes back down); a pixel still counts once per polyline. Spans are bucketed by
  // row (a counting sort), the few of each row sorted by start and merged.
  int top = INT_MAX;
  int bottom = INT_MIN;
  for (const Span& span : mSpans) {
    top = std::min(top, span.y);
    bottom = std::max(bottom, span.y);
  }
  if (top > bottom)
    return;
  mRowStart.assign(std::size_t(bottom - top) + 2, 0);
  for (const Span& span : mSpans)
    ++mRowStart[std::size_t(span.y - top) + 1];
  for (std::size_t i = 1; i < mRowStart.size(); ++i)
    mRowStart[i] += mRowStart[i - 1];
  mSorted.resize(mSpans.size());
  std::vector<int> next(mRowStart.begin(), mRowStart.end() - 1);
  for (const Span& span : mSpans)
    mSorted[std::size_t(next[std::size_t(span.y - top)]++)] = span;
  mSpans.clear();
  for (std::size_t row = 0; row + 1 < mRowStart.size(); ++row) {
    const auto first = mSorted.begin() + mRowStart[row];
    const auto last = mSorted.begin() + mRowStart[row + 1];
    if (first == last)
      continue;
    std::sort(first, last, [](const Span& l, const Span& r) { return l.x0 < r.x0; });
    Span merged = *first;
    for (auto it = first + 1; it != last; ++it) {
      if (it->x0 <= merged.x1 + 1) {
        merged.x1 = std::max(merged.x1, it->x1);
      } else {
        mSpans.push_back(merged);
        merged = *it;
      }
    }
    mSpans.push_back(merged);
  }
}

void BundleRaster::add(BundleRaster& other) {
  Q_ASSERT(other.mArea == mArea && other.mStride == mStride);
  if (mLayers.size() < other.mLayers.size())
    mLayers.resize(other.mLayers.size());
  for (std::size_t index = 0; index < other.mLayers.size(); ++index) {
    Layer& from = other.mLayers[index];
    if (from.top > from.bottom)
      continue;
    Layer& to = mLayers[index];
    if (to.diff.empty())
      to.diff.assign(std::size_t(mStride) * mArea.height(), 0);
    // A span's counters lie in [left, right + 1] of its layer's rows; nothing else is set.
    for (int row = from.top; row <= from.bottom; ++row) {
      std::int16_t* source = from.diff.data() + std::ptrdiff_t(row) * mStride;
      std::int16_t* target = to.diff.data() + std::ptrdiff_t(row) * mStride;
      for (int x = from.left; x <= from.right + 1; ++x) {
        target[x] = std::int16_t(target[x] + source[x]);
        source[x] = 0;
      }
    }
    to.top = std::min(to.top, from.top);
    to.bottom = std::max(to.bottom, from.bottom);
    to.left = std::min(to.left, from.left);
    to.right = std::max(to.right, from.right);
    from.top = INT_MAX;
    from.bottom = INT_MIN;
    from.left = INT_MAX;
    from.right = INT_MIN;
  }
}

QImage BundleRaster::finish(const QVector<QColor>& colours, QPoint* origin) {
  QRect covered;
  for (const Layer& layer : mLayers) {
    if (layer.top <= layer.bottom)
      covered |= QRect(QPoint(layer.left, layer.top), QPoint(layer.right, layer.bottom));
  }
  if (covered.isEmpty())
    return {};
  QImage image(covered.size(), QImage::Format_ARGB32_Premultiplied);
  image.fill(Qt::transparent);
  for (int index = 0; index < int(mLayers.size()); ++index) {
    Layer& layer = mLayers[index];
    if (layer.top > layer.bottom)
      continue;
    // Colour of a pixel under k strokes: the stroke colour blended over itself k times.
    const QColor colour = index < colours.size() ? colours.at(index) : QColor(Qt::black);
    std::array<QRgb, 256> lut;
    lut[0] = 0;
    for (int k = 1; k < 256; ++k) {
      const double alpha = 1 - std::pow(1 - colour.alphaF(), k);
      lut[k] = qPremultiply(
          qRgba(colour.red(), colour.green(), colour.blue(), int(std::lround(alpha * 255))));
    }
    for (int row = layer.top; row <= layer.bottom; ++row) {
      std::int16_t* line = layer.diff.data() + std::ptrdiff_t(row) * mStride;
      auto* pixels = reinterpret_cast<QRgb*>(image.scanLine(row - covered.top())) - covered.left();
      std::int32_t count = 0;
      for (int x = layer.left; x <= layer.right; ++x) {
        count += line[x];
        line[x] = 0;
        if (count <= 0)
          continue;
        const QRgb src = lut[std::min(count, 255)];
        QRgb& dst = pixels[x];
        dst = dst == 0 ? src : src + scaled(dst, 255 - qAlpha(src));
      }
      line[layer.right + 1] = 0;
    }
    layer.top = INT_MAX;
    layer.bottom = INT_MIN;
    layer.left = INT_MAX;
    layer.right = INT_MIN;
  }
  if (origin)
    *origin = covered.topLeft() + mArea.topLeft();
  return image;
}

}  // namespace rackwright::ui
