#ifndef RACKWRIGHT_UI_CANVAS_CABLEGEOMETRY_H
#define RACKWRIGHT_UI_CANVAS_CABLEGEOMETRY_H

#include <QPainterPath>
#include <QPolygonF>
#include <QVector>

namespace rackwright::ui::cablegeometry {

/// One visible stretch of a cable path: the points to draw and how far along the whole path it
/// starts (scene units), so that dashes keep their phase wherever the view cuts the path.
struct Run {
  QPolygonF points;
  double startLength = 0;
};

/// The parts of `path` (move-to, line-to and cubic elements) inside `clip`, as polylines that
/// deviate from the curves by at most `tolerance` (scene units). Pieces of the path outside the
/// clip are skipped without being flattened, so the cost follows the visible length: a cable
/// crossing a hall is tens of thousands of pixels long at working zoom, of which a view shows a
/// few hundred.
QVector<Run> visibleRuns(const QPainterPath& path, const QRectF& clip, double tolerance);

/// Arc length of the cubic Bézier p0 c1 c2 p3 (Gauss–Legendre quadrature).
double cubicLength(const QPointF& p0, const QPointF& c1, const QPointF& c2, const QPointF& p3);

/// Distance from `p` to the segment a–b.
double distanceToSegment(const QPointF& p, const QPointF& a, const QPointF& b);

/// Flattens the cubic Bézier p0 c1 c2 p3 into `out` (p0 is not appended) to within `tolerance`.
void flattenCubic(const QPointF& p0, const QPointF& c1, const QPointF& c2, const QPointF& p3,
                  double tolerance, QPolygonF& out);

}  // namespace rackwright::ui::cablegeometry

#endif
