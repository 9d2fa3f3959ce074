#include "cablelayeritem.h"

#include "canvasstyle.h"

#include <QPainter>
#include <QPainterPathStroker>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace rackwright::ui {

namespace {

constexpr double kCableWidthMm = 3.0;

QColor severityColour(std::optional<Severity> severity) {
  if (!severity)
    return QColor(0x43, 0xa0, 0x47);
  switch (*severity) {
    case Severity::Error:
      return QColor(0xd3, 0x2f, 0x2f);
    case Severity::Warning:
      return QColor(0xef, 0x8f, 0x00);
    case Severity::Info:
      break;
  }
  return QColor(0x1e, 0x88, 0xe5);
}

QColor statusColour(CableStatus status) {
  switch (status) {
    case CableStatus::Planned:
      return QColor(0x3f, 0x6f, 0xd8);
    case CableStatus::Installed:
      return QColor(0x2e, 0x7d, 0x32);
    case CableStatus::Decommissioned:
      break;
  }
  return QColor(0x90, 0x96, 0x9e);
}

}  // namespace

CableLayerItem::CableLayerItem() {
  setAcceptedMouseButtons(Qt::NoButton);
  setFlag(ItemUsesExtendedStyleOption);
  // Above racks and devices: cables hang in front of the elevations.
  setZValue(10);
}

void CableLayerItem::setRoute(const ObjectId& cableId, Route route) {
  mRoutes.insert(cableId, std::move(route));
}

void CableLayerItem::removeRoute(const ObjectId& cableId) {
  mRoutes.remove(cableId);
}

void CableLayerItem::clearRoutes() {
  mRoutes.clear();
}

const CableLayerItem::Route* CableLayerItem::route(const ObjectId& cableId) const {
  const auto it = mRoutes.constFind(cableId);
  return it == mRoutes.constEnd() ? nullptr : &it.value();
}

void CableLayerItem::finishUpdate() {
  QRectF bounds;
  mBundles.clear();
  for (auto it = mRoutes.constBegin(); it != mRoutes.constEnd(); ++it) {
    const Route& r = it.value();
    bounds |= r.bounds;
    if (r.rackA.isNull() || r.rackB.isNull() || r.rackA == r.rackB)
      continue;
    const bool ordered = r.rackA < r.rackB;
    const QPair<ObjectId, ObjectId> key =
        ordered ? qMakePair(r.rackA, r.rackB) : qMakePair(r.rackB, r.rackA);
    Bundle& bundle = mBundles[key];
    bundle.a = ordered ? r.bundleA : r.bundleB;
    bundle.b = ordered ? r.bundleB : r.bundleA;
    ++bundle.count;
    const auto severity = mSeverities.constFind(it.key());
    if (severity != mSeverities.constEnd() && (!bundle.worst || *severity < *bundle.worst))
      bundle.worst = *severity;
    bounds |= QRectF(bundle.a, bundle.b).normalized().adjusted(0, -400, 0, 0);
  }
  const QRectF padded = bounds.adjusted(-20, -20, 20, 20);
  if (padded != mBounds) {
    prepareGeometryChange();
    mBounds = padded;
  }
  update();
}

void CableLayerItem::setColourMode(ColourMode mode) {
  if (mode == mColourMode)
    return;
  mColourMode = mode;
  update();
}

void CableLayerItem::setSeverities(const QHash<ObjectId, Severity>& severities) {
  if (severities == mSeverities)
    return;
  mSeverities = severities;
  for (Bundle& bundle : mBundles)
    bundle.worst.reset();
  for (auto it = mRoutes.constBegin(); it != mRoutes.constEnd(); ++it) {
    const Route& r = it.value();
    const auto severity = mSeverities.constFind(it.key());
    if (severity == mSeverities.constEnd() || r.rackA == r.rackB)
      continue;
    const auto key = r.rackA < r.rackB ? qMakePair(r.rackA, r.rackB) : qMakePair(r.rackB, r.rackA);
    auto bundle = mBundles.find(key);
    if (bundle != mBundles.end() && (!bundle->worst || *severity < *bundle->worst))
      bundle->worst = *severity;
  }
  update();
}

void CableLayerItem::setSelectedCables(const QSet<ObjectId>& cables) {
  if (cables == mSelected)
    return;
  mSelected = cables;
  update();
}

QColor CableLayerItem::colourOf(const ObjectId& cableId) const {
  const Route* r = route(cableId);
  if (!r)
    return {};
  switch (mColourMode) {
    case ColourMode::Kind:
      return r->kindColour;
    case ColourMode::Status:
      return statusColour(r->status);
    case ColourMode::Validation: {
      const auto severity = mSeverities.constFind(cableId);
      return severityColour(severity == mSeverities.constEnd() ? std::nullopt
                                                               : std::optional(*severity));
    }
  }
  return r->kindColour;
}

std::optional<ObjectId> CableLayerItem::cableAt(const QPointF& scenePos, double tolerance) const {
  const QRectF probe(scenePos.x() - tolerance, scenePos.y() - tolerance, 2 * tolerance,
                     2 * tolerance);
  QPainterPathStroker stroker;
  stroker.setWidth(2 * tolerance);
  for (auto it = mRoutes.constBegin(); it != mRoutes.constEnd(); ++it) {
    if (!it->bounds.intersects(probe))
      continue;
    if (stroker.createStroke(it->path).contains(scenePos))
      return it.key();
  }
  return std::nullopt;
}

void CableLayerItem::paintBundles(QPainter* painter, const QRectF& exposed, double lod) const {
  // Far out a bundle is a few pixels long either way: a straight line is as readable as the arc
  // and much cheaper to stroke, thousands of times per frame.
  const bool straight = lod < kBundleLod / 3;
  for (const Bundle& bundle : mBundles) {
    const double lift = 150 + 0.15 * std::abs(bundle.b.x() - bundle.a.x());
    const double top = qMin(bundle.a.y(), bundle.b.y()) - lift;
    QRectF box = QRectF(bundle.a, bundle.b).normalized();
    box.setTop(top);
    if (!box.intersects(exposed))
      continue;
    QColor colour = mColourMode == ColourMode::Validation ? severityColour(bundle.worst)
                                                          : QColor(0x55, 0x6b, 0x8d);
    colour.setAlpha(110);
    // Width grows with the logarithm of the count, so 4 and 400 cables both read as bundles
    // without a thousand of them covering the racks.
    QPen pen(colour, 0.8 + 0.5 * std::log2(1.0 + bundle.count));
    pen.setCosmetic(true);
    pen.setCapStyle(Qt::RoundCap);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    if (straight) {
      painter->drawLine(bundle.a, bundle.b);
      continue;
    }
    QPainterPath path(bundle.a);
    path.cubicTo(QPointF(bundle.a.x(), top), QPointF(bundle.b.x(), top), bundle.b);
    painter->drawPath(path);
  }
}

void CableLayerItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
  const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
  // QGraphicsScene::render() (exports, off-screen frames) exposes the whole item; what the
  // painter's device can show is the real limit.
  QRectF exposed = option->exposedRect;
  if (painter->device()) {
    const QRectF device(0, 0, painter->device()->width(), painter->device()->height());
    exposed &= painter->worldTransform().inverted().mapRect(device);
  }
  painter->setRenderHint(QPainter::Antialiasing, lod >= kBundleLod);
  if (lod < kBundleLod) {
    paintBundles(painter, exposed, lod);
    return;
  }
  painter->setBrush(Qt::NoBrush);
  // Detail only where it is seen: a cable is drawn when one of its ends is in view (or it is
  // selected); cables that merely pass over the view on their way between distant racks would
  // bury the view in arcs and cost most of the frame in a large hall.
  const QRectF nearby = exposed.adjusted(-exposed.width() * 0.25, -exposed.height() * 0.25,
                                         exposed.width() * 0.25, exposed.height() * 0.25);
  for (auto it = mRoutes.constBegin(); it != mRoutes.constEnd(); ++it) {
    const Route& r = it.value();
    if (!r.bounds.intersects(exposed))
      continue;
    const bool endInView = std::any_of(r.ends.begin(), r.ends.end(),
                                       [&nearby](const QPointF& p) { return nearby.contains(p); });
    if (!endInView && !mSelected.contains(it.key()))
      continue;
    const bool selected = mSelected.contains(it.key());
    if (selected) {
      QPen halo(canvasstyle::selectionColour(), kCableWidthMm * 3);
      halo.setCapStyle(Qt::RoundCap);
      painter->setPen(halo);
      painter->drawPath(r.path);
    }
    QPen pen(colourOf(it.key()), kCableWidthMm);
    pen.setCapStyle(Qt::RoundCap);
    // Dashes are costly to stroke; they only mark planned cables once they can be told apart.
    if (r.status == CableStatus::Planned && mColourMode != ColourMode::Status && lod >= 0.5)
      pen.setStyle(Qt::DashLine);
    if (r.status == CableStatus::Decommissioned)
      pen.setStyle(Qt::DotLine);
    painter->setPen(pen);
    painter->drawPath(r.path);
  }
}

}  // namespace rackwright::ui
