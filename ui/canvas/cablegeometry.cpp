#include "cablegeometry.h"

#include <QLineF>

#include <array>
#include <cmath>

namespace rackwright::ui::cablegeometry {

namespace {

constexpr int kMaxDepth = 24;

struct Cubic {
  QPointF p0, c1, c2, p3;

  /// De Casteljau split at t = 0.5.
  std::pair<Cubic, Cubic> split() const {
    const QPointF a = (p0 + c1) / 2;
    const QPointF b = (c1 + c2) / 2;
    const QPointF c = (c2 + p3) / 2;
    const QPointF ab = (a + b) / 2;
    const QPointF bc = (b + c) / 2;
    const QPointF mid = (ab + bc) / 2;
    return {Cubic{p0, a, ab, mid}, Cubic{mid, bc, c, p3}};
  }
  QRectF controlBox() const {
    const double left = std::min({p0.x(), c1.x(), c2.x(), p3.x()});
    const double right = std::max({p0.x(), c1.x(), c2.x(), p3.x()});
    const double top = std::min({p0.y(), c1.y(), c2.y(), p3.y()});
    const double bottom = std::max({p0.y(), c1.y(), c2.y(), p3.y()});
    return QRectF(QPointF(left, top), QPointF(right, bottom));
  }
  /// Whether the control points lie within `tolerance` of the chord.
  bool flat(double tolerance) const {
    const QPointF chord = p3 - p0;
    const double length = std::sqrt(chord.x() * chord.x() + chord.y() * chord.y());
    auto distance = [&](const QPointF& c) {
      const QPointF d = c - p0;
      if (length < 1e-9)
        return std::sqrt(d.x() * d.x() + d.y() * d.y());
      return std::abs(d.x() * chord.y() - d.y() * chord.x()) / length;
    };
    return distance(c1) <= tolerance && distance(c2) <= tolerance;
  }
};

/// Liang–Barsky: the parameter range [t0, t1] of a→b inside `clip`, or false when none.
bool clipSegment(const QPointF& a, const QPointF& b, const QRectF& clip, double& t0, double& t1) {
  t0 = 0;
  t1 = 1;
  const double dx = b.x() - a.x();
  const double dy = b.y() - a.y();
  const std::array<double, 4> p{-dx, dx, -dy, dy};
  const std::array<double, 4> q{a.x() - clip.left(), clip.right() - a.x(), a.y() - clip.top(),
                                clip.bottom() - a.y()};
  for (int i = 0; i < 4; ++i) {
    if (p[i] == 0) {
      if (q[i] < 0)
        return false;
      continue;
    }
    const double t = q[i] / p[i];
    if (p[i] < 0) {
      t0 = std::max(t0, t);
    } else {
      t1 = std::min(t1, t);
    }
    if (t0 > t1)
      return false;
  }
  return true;
}

/// Walks a path, collecting the visible runs and the length travelled.
class Walker {
 public:
  Walker(const QRectF& clip, double tolerance) : mClip(clip), mTolerance(tolerance) {}

  void line(const QPointF& a, const QPointF& b) {
    const double length = QLineF(a, b).length();
    double t0 = 0;
    double t1 = 1;
    if (!clipSegment(a, b, mClip, t0, t1)) {
      mOpen = false;
      mLength += length;
      return;
    }
    const QPointF start = a + (b - a) * t0;
    const QPointF end = a + (b - a) * t1;
    if (!mOpen || t0 > 0)
      mRuns.push_back(Run{QPolygonF{start}, mLength + length * t0});
    mRuns.last().points << end;
    mOpen = t1 >= 1;
    mLength += length;
  }
  void cubic(const Cubic& c, int depth = 0) {
    if (!c.controlBox().intersects(mClip)) {
      // Out of view: only its length matters (for the dash phase of what follows).
      mOpen = false;
      mLength += cubicLength(c.p0, c.c1, c.c2, c.p3);
      return;
    }
    if (depth >= kMaxDepth || c.flat(mTolerance)) {
      line(c.p0, c.p3);
      return;
    }
    const auto [first, second] = c.split();
    cubic(first, depth + 1);
    cubic(second, depth + 1);
  }
  void moveTo() { mOpen = false; }
  QVector<Run> takeRuns() { return std::move(mRuns); }

 private:
  QRectF mClip;
  double mTolerance;
  QVector<Run> mRuns;
  double mLength = 0;
  bool mOpen = false;  ///< the last run ends where the walk stands
};

void flatten(const Cubic& c, double tolerance, QPolygonF& out, int depth) {
  if (depth >= kMaxDepth || c.flat(tolerance)) {
    out << c.p3;
    return;
  }
  const auto [first, second] = c.split();
  flatten(first, tolerance, out, depth + 1);
  flatten(second, tolerance, out, depth + 1);
}

}  // namespace

double cubicLength(const QPointF& p0, const QPointF& c1, const QPointF& c2, const QPointF& p3) {
  // Five-point Gauss–Legendre on [0, 1]; exact enough for the smooth arcs cables are drawn as.
  static constexpr std::array<double, 5> kNodes{0.0469100770306680, 0.2307653449471585, 0.5,
                                                0.7692346550528415, 0.9530899229693319};
  static constexpr std::array<double, 5> kWeights{0.1184634425280945, 0.2393143352496832,
                                                  0.2844444444444444, 0.2393143352496832,
                                                  0.1184634425280945};
  double length = 0;
  for (int i = 0; i < 5; ++i) {
    const double t = kNodes[i];
    const double u = 1 - t;
    // B'(t) = 3u²(c1 − p0) + 6ut(c2 − c1) + 3t²(p3 − c2)
    const QPointF d = 3 * u * u * (c1 - p0) + 6 * u * t * (c2 - c1) + 3 * t * t * (p3 - c2);
    length += kWeights[i] * std::sqrt(d.x() * d.x() + d.y() * d.y());
  }
  return length;
}

void flattenCubic(const QPointF& p0, const QPointF& c1, const QPointF& c2, const QPointF& p3,
                  double tolerance, QPolygonF& out) {
  flatten(Cubic{p0, c1, c2, p3}, tolerance, out, 0);
}

QVector<Run> visibleRuns(const QPainterPath& path, const QRectF& clip, double tolerance) {
  Walker walker(clip, tolerance);
  QPointF at;
  for (int i = 0; i < path.elementCount(); ++i) {
    const QPainterPath::Element e = path.elementAt(i);
    switch (e.type) {
      case QPainterPath::MoveToElement:
        walker.moveTo();
        at = e;
        break;
      case QPainterPath::LineToElement:
        walker.line(at, e);
        at = e;
        break;
      case QPainterPath::CurveToElement:
        if (i + 2 < path.elementCount()) {
          const QPointF end = path.elementAt(i + 2);
          walker.cubic(Cubic{at, e, path.elementAt(i + 1), end});
          at = end;
          i += 2;
        }
        break;
      case QPainterPath::CurveToDataElement:
        break;
    }
  }
  return walker.takeRuns();
}

double distanceToSegment(const QPointF& p, const QPointF& a, const QPointF& b) {
  const QPointF ab = b - a;
  const double lengthSquared = QPointF::dotProduct(ab, ab);
  const double t =
      lengthSquared > 0 ? qBound(0.0, QPointF::dotProduct(p - a, ab) / lengthSquared, 1.0) : 0.0;
  const QPointF closest = a + t * ab;
  return std::hypot(p.x() - closest.x(), p.y() - closest.y());
}

}  // namespace rackwright::ui::cablegeometry
