#include "floorplanitems.h"

#include "ui/canvas/cablegeometry.h"
#include "ui/canvas/canvasstyle.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace rackwright::ui {

namespace {

QColor mediumColour(CableMedium medium) {
  switch (medium) {
    case CableMedium::Copper:
      return QColor(0xb2, 0x6b, 0x00);
    case CableMedium::ActiveOptical:
      return QColor(0x00, 0x89, 0x7b);
    case CableMedium::Multimode:
      return QColor(0x00, 0xac, 0xc1);
    case CableMedium::SingleMode:
      return QColor(0xe0, 0xa8, 0x00);
    case CableMedium::Other:
      break;
  }
  return QColor(0x75, 0x75, 0x75);
}

// How far into the aisle a bundle starts from a rack's front, and the most a run along a row
// bows out (within the aisle).
constexpr double kAisleReachMm = 150;
constexpr double kMaxBowMm = 900;
constexpr int kMaxAntialiasedBundles = 300;

QFont pixelFont(double pixels, bool bold = false) {
  QFont font = canvasstyle::font(1, bold);
  font.setPixelSize(qMax(1, qRound(pixels)));
  return font;
}

/// Draws `text` centred on `centre` (scene) in `pixels`-high letters, whatever the zoom.
void drawScreenText(QPainter* painter, const QPointF& centre, double lod, const QString& text,
                    double pixels, double rotation = 0) {
  painter->save();
  painter->translate(centre);
  painter->scale(1 / lod, 1 / lod);
  painter->rotate(rotation);
  painter->setFont(pixelFont(pixels));
  const QFontMetricsF metrics(painter->font());
  const QRectF box(-metrics.horizontalAdvance(text) / 2 - 1, -metrics.height() / 2,
                   metrics.horizontalAdvance(text) + 2, metrics.height());
  painter->drawText(box, Qt::AlignCenter, text);
  painter->restore();
}

}  // namespace

// --- racks -------------------------------------------------------------------------------------

FloorRackItem::FloorRackItem(const FloorRack& place, QString name)
    : mPlace(place), mName(std::move(name)) {
  setFlag(ItemIsSelectable, false);
  setPos(place.rectMm.topLeft());
}

QRectF FloorRackItem::boundingRect() const {
  return QRectF(QPointF(0, 0), mPlace.rectMm.size());
}

void FloorRackItem::setPlace(const FloorRack& place, const QString& name) {
  if (place.rectMm.size() != mPlace.rectMm.size())
    prepareGeometryChange();
  mPlace = place;
  mName = name;
  setPos(place.rectMm.topLeft());
  update();
}

void FloorRackItem::setSummary(const RackSummary& summary) {
  mSummary = summary;
  update();
}

void FloorRackItem::setSeverity(std::optional<Severity> severity) {
  if (severity == mSeverity)
    return;
  mSeverity = severity;
  update();
}

void FloorRackItem::setHighlighted(bool on) {
  if (on == mHighlighted)
    return;
  mHighlighted = on;
  update();
}

void FloorRackItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
  const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
  const QRectF rect = boundingRect();
  QColor fill(0xec, 0xef, 0xf1);
  QColor edge(0x78, 0x90, 0x9c);
  if (mSummary.isNetworkRack()) {
    fill = QColor(0xc5, 0xca, 0xe9);
    edge = QColor(0x30, 0x3f, 0x9f);
  } else if (mSummary.devices == 0) {
    fill = QColor(0xfa, 0xfa, 0xfa);
  } else if (mSummary.servers == 0) {
    fill = QColor(0xe0, 0xf2, 0xf1);
  }
  QPen pen(edge, 1);
  pen.setCosmetic(true);
  painter->setPen(pen);
  painter->setBrush(fill);
  painter->drawRect(rect);
  // The front edge, on the cold aisle.
  const double frontDepth = qMin(rect.height() * 0.12, 3 / qMax(lod, 1e-6));
  const QRectF front = mPlace.frontUp
                           ? QRectF(0, 0, rect.width(), frontDepth)
                           : QRectF(0, rect.height() - frontDepth, rect.width(), frontDepth);
  painter->fillRect(front, edge);
  if (mSeverity) {
    QPen mark(canvasstyle::severityColour(*mSeverity), 3);
    mark.setCosmetic(true);
    painter->setPen(mark);
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(rect);
  }
  if (mHighlighted) {
    QPen selected(canvasstyle::selectionColour(), 3);
    selected.setCosmetic(true);
    painter->setPen(selected);
    painter->setBrush(Qt::NoBrush);
    const double inset = 2 / qMax(lod, 1e-6);
    painter->drawRect(rect.adjusted(-inset, -inset, inset, inset));
  }
}

// --- labels ------------------------------------------------------------------------------------

void FloorLabelsItem::setRacks(const QVector<QPair<QRectF, QString>>& racks) {
  prepareGeometryChange();
  mRacks = racks;
  mBounds = QRectF();
  for (const auto& rack : racks)
    mBounds |= rack.first;
  update();
}

void FloorLabelsItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
  const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
  painter->setPen(QColor(0x21, 0x21, 0x21));
  // Racks mostly share one size: one font and one set of metrics per letter size in a frame
  // (making them per rack cost more than the drawing at "fit all" of a large hall).
  double fontPixels = -1;
  QFont font;
  std::optional<QFontMetricsF> metrics;
  for (const auto& [rect, name] : std::as_const(mRacks)) {
    const double wide = rect.width() * lod;
    const double deep = rect.height() * lod;
    if (qMin(wide, deep) < kMinNamePixels || !rect.intersects(option->exposedRect))
      continue;
    const double pixels = qRound(qBound(8.0, qMin(wide, deep) * 0.55, 14.0));
    if (pixels != fontPixels) {
      fontPixels = pixels;
      font = pixelFont(pixels);
      metrics.emplace(font);
    }
    const double textWidth = metrics->horizontalAdvance(name) + 2;
    const double rotation = textWidth <= wide ? 0 : (textWidth <= deep ? -90 : 1);
    if (rotation > 0)
      continue;  // fits neither way
    painter->save();
    painter->translate(rect.center());
    painter->scale(1 / lod, 1 / lod);
    painter->rotate(rotation);
    painter->setFont(font);
    painter->drawText(QPointF(-textWidth / 2 + 1, (metrics->ascent() - metrics->descent()) / 2),
                      name);
    painter->restore();
  }
}

// --- halls -------------------------------------------------------------------------------------

void FloorHallsItem::setPlan(const FloorPlan& plan, const QHash<ObjectId, QString>& rowNames) {
  prepareGeometryChange();
  mHalls = plan.halls;
  mRows.clear();
  for (const FloorRow& row : plan.rows)
    mRows.push_back({row.rectMm, rowNames.value(row.rowId, row.name)});
  mBounds = plan.bounds.adjusted(-2000, -3000, 2000, 2000);
  update();
}

void FloorHallsItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
  const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
  QPen wall(QColor(0x90, 0xa4, 0xae), 2);
  wall.setCosmetic(true);
  for (const FloorHall& hall : std::as_const(mHalls)) {
    painter->setPen(wall);
    painter->setBrush(QColor(0xf7, 0xf9, 0xfa));
    painter->drawRect(hall.rectMm);
    if (!hall.name.isEmpty()) {
      painter->setPen(canvasstyle::headingColour());
      // Inside the wall, in the margin above the first row.
      const QPointF at(hall.rectMm.center().x(), hall.rectMm.top() + 14 / qMax(lod, 1e-6));
      drawScreenText(painter, at, lod, hall.name, 16);
    }
  }
  // Row names in the margin left of each row, when there is room for them on screen.
  painter->setPen(canvasstyle::subtleTextColour());
  for (const auto& [rect, name] : std::as_const(mRows)) {
    if (name.isEmpty() || !option->exposedRect.intersects(rect.adjusted(-2000, 0, 0, 0)))
      continue;
    const double pixels = qBound(0.0, rect.height() * lod * 0.5, 13.0);
    if (pixels < 7)
      continue;
    const QFontMetricsF metrics(pixelFont(pixels));
    const double width = (metrics.horizontalAdvance(name) + 6) / lod;
    drawScreenText(painter, QPointF(rect.left() - width / 2, rect.center().y()), lod, name, pixels);
  }
}

// --- bundles -----------------------------------------------------------------------------------

double FloorBundlesItem::widthFor(int cables) {
  return qBound(1.0, 0.8 + 0.9 * std::sqrt(double(qMax(0, cables))), 14.0);
}

int FloorBundlesItem::visibleCables(const CableBundle& bundle, const BundleStyle& style) {
  int visible = bundle.cables;
  int onSome = 0;
  for (int n = 0; n < bundle.byNetwork.size(); ++n) {
    onSome += bundle.byNetwork.at(n);
    if (n < style.hidden.size() && style.hidden.at(n))
      visible -= bundle.byNetwork.at(n);
  }
  if (style.unassignedHidden)
    visible -= bundle.cables - onSome;
  return visible;
}

QColor FloorBundlesItem::colourOf(const CableBundle& bundle, const BundleStyle& style) {
  if (!style.byNetwork) {
    int dominant = 0;
    for (int m = 1; m < kCableMediumCount; ++m) {
      if (bundle.byMedium[std::size_t(m)] > bundle.byMedium[std::size_t(dominant)])
        dominant = m;
    }
    return mediumColour(CableMedium(dominant));
  }
  // The commonest shown network (the first in report order on a tie), or the unassigned.
  int onSome = 0;
  int best = -1;
  for (int n = 0; n < bundle.byNetwork.size(); ++n) {
    onSome += bundle.byNetwork.at(n);
    const bool shown = n >= style.hidden.size() || !style.hidden.at(n);
    if (shown && bundle.byNetwork.at(n) > 0 &&
        (best < 0 || bundle.byNetwork.at(n) > bundle.byNetwork.at(best)))
      best = n;
  }
  const int unassigned = style.unassignedHidden ? 0 : bundle.cables - onSome;
  if (best < 0 || unassigned > bundle.byNetwork.at(best) || best >= style.networkColours.size())
    return style.unassignedColour;
  return style.networkColours.at(best);
}

std::optional<QColor> FloorBundlesItem::colourOf(const ObjectId& rackA,
                                                 const ObjectId& rackB) const {
  for (const Curve& curve : mCurves) {
    if ((curve.bundle.rackA == rackA && curve.bundle.rackB == rackB) ||
        (curve.bundle.rackA == rackB && curve.bundle.rackB == rackA))
      return curve.colour;
  }
  return std::nullopt;
}

void FloorBundlesItem::setBundles(const CableBundles& bundles, const FloorPlan& plan,
                                  const BundleStyle& style) {
  prepareGeometryChange();
  mCurves.clear();
  mCurves.reserve(bundles.bundles.size());
  mBounds = QRectF();
  for (const CableBundle& bundle : bundles.bundles) {
    const FloorRack* ra = plan.rack(bundle.rackA);
    const FloorRack* rb = plan.rack(bundle.rackB);
    const int visible = visibleCables(bundle, style);
    if (!ra || !rb || visible <= 0)
      continue;
    // Cables leave a rack at its front, for the aisle.
    auto frontOf = [](const FloorRack& rack) {
      const QRectF& r = rack.rectMm;
      return rack.frontUp ? QPointF(r.center().x(), r.top() - kAisleReachMm)
                          : QPointF(r.center().x(), r.bottom() + kAisleReachMm);
    };
    const QPointF a = frontOf(*ra);
    const QPointF b = frontOf(*rb);
    const QPointF middle = (a + b) / 2;
    QPointF control;
    if (qFuzzyCompare(a.y() + 1, b.y() + 1)) {
      // Along one row: bow out into the aisle, farther the longer the run.
      const double bow = qMin(std::abs(b.x() - a.x()) * 0.2, kMaxBowMm);
      control = middle + QPointF(0, ra->frontUp ? -bow : bow);
    } else {
      // Across rows: a gentle arc, so that runs from one rack fan out.
      const QPointF along = b - a;
      control = middle + QPointF(-along.y() * 0.1, along.x() * 0.1);
    }
    QPainterPath path(a);
    path.quadTo(control, b);
    Curve curve{path, path.boundingRect(), widthFor(visible), colourOf(bundle, style), bundle};
    mBounds |= curve.bounds;
    mCurves.push_back(std::move(curve));
  }
  std::stable_sort(mCurves.begin(), mCurves.end(),
                   [](const Curve& x, const Curve& y) { return x.width < y.width; });

  // The runs between rows, for views with too many racks' bundles: every bundle's cables added
  // to the pair of its racks' rows (runs within a row are the racks' own).
  QHash<ObjectId, const FloorRow*> rows;
  for (const FloorRow& row : plan.rows)
    rows.insert(row.rowId, &row);
  QHash<QPair<ObjectId, ObjectId>, CableBundle> runs;
  for (const CableBundle& bundle : bundles.bundles) {
    const FloorRack* ra = plan.rack(bundle.rackA);
    const FloorRack* rb = plan.rack(bundle.rackB);
    if (!ra || !rb || ra->rowId == rb->rowId)
      continue;
    const auto key =
        ra->rowId < rb->rowId ? qMakePair(ra->rowId, rb->rowId) : qMakePair(rb->rowId, ra->rowId);
    CableBundle& run = runs[key];
    run.rackA = key.first;
    run.rackB = key.second;
    run.cables += bundle.cables;
    run.lengthM += bundle.lengthM;
    for (int m = 0; m < kCableMediumCount; ++m)
      run.byMedium[std::size_t(m)] += bundle.byMedium[std::size_t(m)];
    if (run.byNetwork.size() < bundle.byNetwork.size())
      run.byNetwork.resize(bundle.byNetwork.size());
    for (int n = 0; n < bundle.byNetwork.size(); ++n)
      run.byNetwork[n] += bundle.byNetwork.at(n);
  }
  mRowCurves.clear();
  mRowCurves.reserve(runs.size());
  // Widths relative to the busiest run: row runs hold hundreds of cables each.
  int busiest = 1;
  for (const CableBundle& run : std::as_const(runs))
    busiest = qMax(busiest, visibleCables(run, style));
  for (const CableBundle& run : std::as_const(runs)) {
    const FloorRow* ra = rows.value(run.rackA);
    const FloorRow* rb = rows.value(run.rackB);
    const int visible = visibleCables(run, style);
    if (!ra || !rb || visible <= 0)
      continue;
    const QPointF a = ra->rectMm.center();
    const QPointF b = rb->rectMm.center();
    const QPointF along = b - a;
    QPainterPath path(a);
    path.quadTo((a + b) / 2 + QPointF(-along.y() * 0.1, along.x() * 0.1), b);
    mRowCurves.push_back(Curve{path, path.boundingRect(),
                               1 + 11 * std::sqrt(double(visible) / busiest), colourOf(run, style),
                               run});
  }
  std::stable_sort(mRowCurves.begin(), mRowCurves.end(),
                   [](const Curve& x, const Curve& y) { return x.width < y.width; });
  for (const Curve& curve : std::as_const(mRowCurves))
    mBounds |= curve.bounds;
  // The strokes are up to 14 pixels wide whatever the zoom, so they reach beyond the curves:
  // the view repaints only the bounding rectangle, and a stroke's edge outside it would stay on
  // screen after the bundles change (a network hidden, a cable moved). A tenth of the extent
  // covers half the widest stroke while the whole plan is at least 70 pixels across.
  if (!mBounds.isEmpty()) {
    const double pad = 1000 + 0.1 * std::max(mBounds.width(), mBounds.height());
    mBounds.adjust(-pad, -pad, pad, pad);
  }
  update();
}

std::optional<CableBundle> FloorBundlesItem::bundleAt(const QPointF& scenePos,
                                                      double tolerance) const {
  const QRectF probe(scenePos - QPointF(tolerance, tolerance), QSizeF(2, 2) * tolerance);
  const Curve* nearest = nullptr;
  double best = tolerance;
  if (mLastFrameRows)
    return std::nullopt;  // the racks' bundles are not what is drawn
  for (const Curve& curve : mCurves) {
    if (!curve.bounds.intersects(probe))
      continue;
    for (const QPolygonF& polygon : curve.path.toSubpathPolygons()) {
      for (int i = 1; i < polygon.size(); ++i) {
        const double d =
            cablegeometry::distanceToSegment(scenePos, polygon.at(i - 1), polygon.at(i));
        // The top one wins a tie: curves are drawn thinnest first.
        if (d <= best) {
          best = d;
          nearest = &curve;
        }
      }
    }
  }
  return nearest ? std::optional(nearest->bundle) : std::nullopt;
}

std::optional<QPointF> FloorBundlesItem::midpointOf(const ObjectId& rackA,
                                                    const ObjectId& rackB) const {
  for (const Curve& curve : mCurves) {
    if ((curve.bundle.rackA == rackA && curve.bundle.rackB == rackB) ||
        (curve.bundle.rackA == rackB && curve.bundle.rackB == rackA))
      return curve.path.pointAtPercent(0.5);
  }
  return std::nullopt;
}

void FloorBundlesItem::setHighlightedRacks(const QSet<ObjectId>& racks) {
  if (racks == mHighlighted)
    return;
  mHighlighted = racks;
  update();
}

void FloorBundlesItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
  const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
  const double slack = 16 / qMax(lod, 1e-6);
  const QRectF exposed = option->exposedRect.adjusted(-slack, -slack, slack, slack);
  painter->setBrush(Qt::NoBrush);
  QVector<const Curve*> inView;
  for (const Curve& curve : std::as_const(mCurves)) {
    if (curve.bounds.intersects(exposed))
      inView << &curve;
  }
  QVector<const Curve*> highlighted;
  mLastInView = int(inView.size());
  mLastFrameRows = mLastInView > mMaxRackBundles;
  if (mLastFrameRows) {
    // Too many to draw each: the runs between rows, and the selected racks' own bundles.
    for (const Curve* curve : std::as_const(inView)) {
      if (mHighlighted.contains(curve->bundle.rackA) || mHighlighted.contains(curve->bundle.rackB))
        highlighted << curve;
    }
    inView.clear();
    for (const Curve& curve : std::as_const(mRowCurves)) {
      if (curve.bounds.intersects(exposed))
        inView << &curve;
    }
  }
  // Antialiased wide strokes cost ten times more: "fit all" of a 32,768-GPU hall (1,500
  // bundles) would take a fifth of a second a frame. Many bundles in view are drawn plain.
  painter->setRenderHint(QPainter::Antialiasing, inView.size() <= kMaxAntialiasedBundles);
  for (const Curve* c : std::as_const(inView)) {
    const Curve& curve = *c;
    if (!mLastFrameRows &&
        (mHighlighted.contains(curve.bundle.rackA) || mHighlighted.contains(curve.bundle.rackB))) {
      highlighted << &curve;
      continue;
    }
    QColor colour = curve.colour;
    colour.setAlpha(mHighlighted.isEmpty() ? 170 : 70);
    QPen pen(colour, curve.width, Qt::SolidLine, Qt::FlatCap);
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->drawPath(curve.path);
  }
  for (const Curve* curve : std::as_const(highlighted)) {
    QPen pen(canvasstyle::selectionColour(), curve->width + 1, Qt::SolidLine, Qt::FlatCap);
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->drawPath(curve->path);
  }
}

}  // namespace rackwright::ui
