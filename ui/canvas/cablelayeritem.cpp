#include "cablelayeritem.h"

#include "cablegeometry.h"
#include "canvasstyle.h"
#include "core/common/workpool.h"

#include <QPaintEngine>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QVarLengthArray>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>

namespace rackwright::ui {

namespace {

constexpr double kCableWidthMm = 3.0;
// Grid of cable ends: a few racks per cell, so that a view asks a handful of cells.
constexpr double kCellMm = 3000;
// Curves are flattened to within this many device pixels.
constexpr double kFlatnessPixels = 0.3;
constexpr int kBundleAlpha = 110;
/// From this many rack-pair bundles a frame's bundles are counted on two threads (32,768 GPUs
/// have about 1,600).
constexpr qsizetype kBundlesCountedOnTwoThreads = 1000;

QColor severityColour(std::optional<Severity> severity) {
  if (!severity)
    return QColor(0x43, 0xa0, 0x47);
  return canvasstyle::severityColour(*severity);
}

/// Compositing order of bundle colours under Validation: clean ones first, errors on top.
int severityLayer(std::optional<Severity> severity) {
  if (!severity)
    return 0;
  switch (*severity) {
    case Severity::Info:
      return 1;
    case Severity::Warning:
      return 2;
    case Severity::Error:
      return 3;
  }
  return 0;
}

/// Width of a bundle in device-independent pixels: it grows with the logarithm of the count, so
/// 4 and 400 cables both read as bundles without a thousand of them covering the racks.
double bundleWidth(int count) {
  return 0.8 + 0.5 * std::log2(1.0 + count);
}

/// The arc of a bundle: up from both racks and over the top, or a straight line far out, where a
/// bundle is a few pixels long either way and the line is as readable.
struct BundleShape {
  QPointF a;
  QPointF b;
  double top;
  QRectF box;
};

BundleShape bundleShape(const QPointF& a, const QPointF& b) {
  const double lift = 150 + 0.15 * std::abs(b.x() - a.x());
  const double top = qMin(a.y(), b.y()) - lift;
  QRectF box = QRectF(a, b).normalized();
  box.setTop(top);
  return {a, b, top, box};
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

void CableLayerItem::setRoute(const ObjectId& cableId, const Route& route) {
  const auto old = mRoutes.constFind(cableId);
  if (old != mRoutes.constEnd()) {
    removeFromGrid(cableId, old.value());
    countNetwork(old.value(), -1);
  }
  addToGrid(cableId, route);
  countNetwork(route, +1);
  mRoutes.insert(cableId, route);
}

QPainterPath CableLayerItem::Route::path() const {
  QPainterPath path;
  for (qsizetype leg = 1; leg + 2 < points.size(); leg += 3) {
    path.moveTo(points.front());
    path.cubicTo(points.at(leg), points.at(leg + 1), points.at(leg + 2));
  }
  return path;
}

void CableLayerItem::removeRoute(const ObjectId& cableId) {
  const auto old = mRoutes.constFind(cableId);
  if (old == mRoutes.constEnd())
    return;
  removeFromGrid(cableId, old.value());
  countNetwork(old.value(), -1);
  mRoutes.erase(old);
}

void CableLayerItem::clearRoutes() {
  mRoutes.clear();
  mGrid.clear();
  mRoutesByNetwork.clear();
}

void CableLayerItem::countNetwork(const Route& route, int delta) {
  int& count = mRoutesByNetwork[route.network];
  count += delta;
  if (count <= 0)
    mRoutesByNetwork.remove(route.network);
}

CableLayerItem::CellKey CableLayerItem::cellOf(const QPointF& scenePos) {
  const auto ix = qint32(std::floor(scenePos.x() / kCellMm));
  const auto iy = qint32(std::floor(scenePos.y() / kCellMm));
  return (CellKey(quint32(ix)) << 32) | quint32(iy);
}

void CableLayerItem::addToGrid(const ObjectId& cableId, const Route& route) {
  QVarLengthArray<CellKey, 4> cells;
  route.forEachEnd([&](const QPointF& end) {
    const CellKey cell = cellOf(end);
    if (!cells.contains(cell)) {
      cells.append(cell);
      mGrid[cell].push_back(cableId);
    }
  });
}

void CableLayerItem::removeFromGrid(const ObjectId& cableId, const Route& route) {
  route.forEachEnd([&](const QPointF& end) {
    const auto cell = mGrid.find(cellOf(end));
    if (cell == mGrid.end())
      return;
    cell->removeOne(cableId);
    if (cell->isEmpty())
      mGrid.erase(cell);
  });
}

QVector<CableLayerItem::RouteIt> CableLayerItem::routesNear(const QRectF& area, int limit,
                                                            bool* dense) const {
  QVector<RouteIt> found;
  QSet<ObjectId> seen;
  *dense = false;
  const CellKey first = cellOf(area.topLeft());
  const CellKey last = cellOf(area.bottomRight());
  const auto x0 = qint32(first >> 32);
  const auto x1 = qint32(last >> 32);
  const auto y0 = qint32(quint32(first));
  const auto y1 = qint32(quint32(last));
  for (qint32 x = x0; x <= x1; ++x) {
    for (qint32 y = y0; y <= y1; ++y) {
      const auto cell = mGrid.constFind((CellKey(quint32(x)) << 32) | quint32(y));
      if (cell == mGrid.constEnd())
        continue;
      for (const ObjectId& cableId : cell.value()) {
        const auto it = mRoutes.constFind(cableId);
        if (it == mRoutes.constEnd() || isHidden(it.value()) || seen.contains(cableId))
          continue;
        bool inArea = false;
        it->forEachEnd([&](const QPointF& p) { inArea = inArea || area.contains(p); });
        if (!inArea)
          continue;
        seen.insert(cableId);
        found.push_back(it);
        if (found.size() > limit) {
          *dense = true;
          return {};
        }
      }
    }
  }
  return found;
}

const CableLayerItem::Route* CableLayerItem::route(const ObjectId& cableId) const {
  const auto it = mRoutes.constFind(cableId);
  return it == mRoutes.constEnd() ? nullptr : &it.value();
}

bool CableLayerItem::isShown(const ObjectId& cableId) const {
  const Route* r = route(cableId);
  return r && !isHidden(*r);
}

CableLayerItem::BundleKey CableLayerItem::bundleKey(const Route& route) const {
  const int network = mColourMode == ColourMode::Network ? networkIndex(route.network) : -1;
  return route.rackA < route.rackB ? BundleKey{route.rackA, route.rackB, network}
                                   : BundleKey{route.rackB, route.rackA, network};
}

void CableLayerItem::finishUpdate() {
  QRectF bounds;
  mBundles.clear();
  for (auto it = mRoutes.constBegin(); it != mRoutes.constEnd(); ++it) {
    const Route& r = it.value();
    bounds |= r.bounds;
    if (r.rackA.isNull() || r.rackB.isNull() || r.rackA == r.rackB || isHidden(r))
      continue;
    const BundleKey key = bundleKey(r);
    const bool ordered = key.a == r.rackA;
    Bundle& bundle = mBundles[key];
    bundle.a = ordered ? r.bundleA : r.bundleB;
    bundle.b = ordered ? r.bundleB : r.bundleA;
    bundle.network = key.network;
    ++bundle.count;
    const auto severity = mSeverities.constFind(it.key());
    if (severity != mSeverities.constEnd() && (!bundle.worst || *severity < *bundle.worst))
      bundle.worst = *severity;
    bounds |= bundleShape(bundle.a, bundle.b).box;
  }
  ++mBundlesVersion;
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
  const bool regroup = (mode == ColourMode::Network) != (mColourMode == ColourMode::Network);
  mColourMode = mode;
  if (regroup) {
    finishUpdate();  // one bundle per network and rack pair, or one per rack pair
    return;
  }
  ++mBundlesVersion;
  update();
}

void CableLayerItem::setNetworks(const QVector<NetworkDefinition>& networks) {
  if (networks == mNetworks)
    return;
  mNetworks = networks;
  mNetworkIndex.clear();
  for (qsizetype i = 0; i < mNetworks.size(); ++i)
    mNetworkIndex.insert(mNetworks.at(i).key, int(i));
  if (mColourMode == ColourMode::Network) {
    finishUpdate();
  } else {
    ++mBundlesVersion;
    update();
  }
}

void CableLayerItem::setHiddenNetworks(const QSet<QString>& keys) {
  if (keys == mHiddenNetworks)
    return;
  mHiddenNetworks = keys;
  finishUpdate();  // the bundles count the shown cables only
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
    if (severity == mSeverities.constEnd() || r.rackA == r.rackB || isHidden(r))
      continue;
    auto bundle = mBundles.find(bundleKey(r));
    if (bundle != mBundles.end() && (!bundle->worst || *severity < *bundle->worst))
      bundle->worst = *severity;
  }
  ++mBundlesVersion;
  update();
}

void CableLayerItem::setSelectedCables(const QSet<ObjectId>& cables) {
  if (cables == mSelected)
    return;
  mSelected = cables;
  update();
}

void CableLayerItem::setHoveredCable(const ObjectId& cableId) {
  if (cableId == mHovered)
    return;
  // Only the two routes' areas are repainted: hovering must stay cheap in a large hall.
  for (const ObjectId& id : {mHovered, cableId}) {
    if (const Route* r = route(id))
      update(r->bounds.adjusted(-4 * kCableWidthMm, -4 * kCableWidthMm, 4 * kCableWidthMm,
                                4 * kCableWidthMm));
  }
  mHovered = cableId;
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
    case ColourMode::Network: {
      const int index = networkIndex(r->network);
      return index < 0 ? Networks::unassignedColour() : mNetworks.at(index).colour;
    }
  }
  return r->kindColour;
}

std::optional<ObjectId> CableLayerItem::cableAt(const QPointF& scenePos, double tolerance) const {
  const QRectF probe(scenePos.x() - tolerance, scenePos.y() - tolerance, 2 * tolerance,
                     2 * tolerance);
  // The nearest cable within the tolerance, not the first one found: where cables run side by
  // side the one under the cursor is the one meant.
  std::optional<ObjectId> nearest;
  double best = tolerance;
  for (auto it = mRoutes.constBegin(); it != mRoutes.constEnd(); ++it) {
    if (!it->bounds.intersects(probe) || isHidden(it.value()))
      continue;
    for (const QPolygonF& polygon : it->path().toSubpathPolygons()) {
      for (int i = 1; i < polygon.size(); ++i) {
        const double d =
            cablegeometry::distanceToSegment(scenePos, polygon.at(i - 1), polygon.at(i));
        if (d <= best) {
          best = d;
          nearest = it.key();
        }
      }
    }
  }
  return nearest;
}

QColor CableLayerItem::bundleColour(const Bundle& bundle) const {
  QColor colour = QColor(0x55, 0x6b, 0x8d);
  if (mColourMode == ColourMode::Validation || bundle.worst == Severity::Error) {
    colour = severityColour(bundle.worst);
  } else if (mColourMode == ColourMode::Network) {
    colour = bundle.network >= 0 && bundle.network < mNetworks.size()
                 ? mNetworks.at(bundle.network).colour
                 : Networks::unassignedColour();
  }
  colour.setAlpha(kBundleAlpha);
  return colour;
}

QPointF CableLayerItem::laneOffset(const Bundle& bundle) const {
  if (mColourMode != ColourMode::Network || bundle.network < 0)
    return {};
  // Up and to the right (or down and to the left) by a few pixels per network: the arcs' legs
  // and tops both move aside, so each network's bundle stays in view beside the others.
  const double lane = bundle.network - (double(mNetworks.size()) - 1) / 2;
  return QPointF(lane * kLanePixels, -lane * kLanePixels);
}

void CableLayerItem::paintBundles(QPainter* painter, const QRectF& exposed, double lod) const {
  QPaintDevice* device = painter->device();
  if (!device || !painter->paintEngine() ||
      painter->paintEngine()->type() != QPaintEngine::Raster) {
    paintBundlesWithPainter(painter, exposed, lod);
    return;
  }
  const double ratio = device->devicePixelRatio();
  const QTransform toDevice = painter->combinedTransform() * QTransform::fromScale(ratio, ratio);
  // A few pixels beyond the exposed area: the widest bundles reach past the item's bounds,
  // which cannot know how many millimetres a pixel is.
  const QRect area = toDevice.mapRect(exposed).toAlignedRect().adjusted(-8, -8, 8, 8) &
                     QRect(0, 0, qRound(device->width() * ratio), qRound(device->height() * ratio));
  if (area.isEmpty())
    return;
  const QRect whole(0, 0, qRound(device->width() * ratio), qRound(device->height() * ratio));
  // The exposed rectangle is clipped to the item: the whole view is exposed when it covers all
  // of the item that is in view.
  const QRectF inView = toDevice.inverted().mapRect(QRectF(whole)) & boundingRect();
  BundleImage& cached = mBundleImage;
  const bool cacheFits = !cached.image.isNull() && cached.version == mBundlesVersion &&
                         cached.toDevice == toDevice && cached.area.contains(area);
  if (!cacheFits) {
    // A part of the view (hover, a moved tooltip) is drawn without replacing the whole view's
    // image, which the next full repaint makes again.
    const bool keep = exposed.adjusted(-1, -1, 1, 1).contains(inView);
    QPoint origin;
    QImage layer = rasterBundles(toDevice, area, exposed, lod, ratio, &origin);
    if (!keep) {
      drawBundleImage(painter, layer, origin, ratio);
      return;
    }
    cached = BundleImage{toDevice, area, mBundlesVersion, std::move(layer), origin};
  }
  drawBundleImage(painter, cached.image, cached.origin, ratio);
}

void CableLayerItem::drawBundleImage(QPainter* painter, const QImage& layer, const QPoint& origin,
                                     double ratio) {
  if (layer.isNull())
    return;
  painter->save();
  painter->resetTransform();
  painter->drawImage(QPointF(origin) / ratio, layer);
  painter->restore();
}

int CableLayerItem::networkLayerCount() const {
  // A layer per network in their order (a design with more networks than layers shares the
  // last one), the errors above them all.
  return qBound(1, int(mNetworks.size()), BundleRaster::kMaxLayers - 1);
}

const std::vector<CableLayerItem::BundleStroke>& CableLayerItem::bundleStrokes() const {
  if (mStrokesVersion == mBundlesVersion && !mStrokes.empty())
    return mStrokes;
  const int networkLayers = networkLayerCount();
  mStrokes.clear();
  mStrokes.reserve(std::size_t(mBundles.size()));
  for (const Bundle& bundle : mBundles) {
    const BundleShape shape = bundleShape(bundle.a, bundle.b);
    // Errors show in every colour mode: by validation each severity has its layer; otherwise
    // a bundle with a cable in error is drawn in the error colour on top of the others.
    int layer = 0;
    if (mColourMode == ColourMode::Validation) {
      layer = severityLayer(bundle.worst);
    } else if (mColourMode == ColourMode::Network) {
      layer = bundle.worst == Severity::Error ? networkLayers
                                              : qBound(0, bundle.network, networkLayers - 1);
    } else if (bundle.worst == Severity::Error) {
      layer = 1;
    }
    mStrokes.push_back(BundleStroke{shape.a, shape.b, shape.top, shape.box, laneOffset(bundle),
                                    bundleWidth(bundle.count), layer});
  }
  mStrokesVersion = mBundlesVersion;
  return mStrokes;
}

QImage CableLayerItem::rasterBundles(const QTransform& toDevice, const QRect& area,
                                     const QRectF& exposed, double lod, double ratio,
                                     QPoint* origin) const {
  const bool straight = lod < kBundleLod / 3;
  // Bundles are not antialiased: most of a pixel off the curve does not show.
  const double tolerance = 0.8;
  const int networkLayers = networkLayerCount();
  const std::vector<BundleStroke>& strokes = bundleStrokes();
  // The map of the shape's points to the device, done for every bundle of every frame: a view
  // only scales and scrolls, so its four numbers suffice (QTransform::map tests the type first).
  const bool scaleOnly = toDevice.type() <= QTransform::TxScale;
  const double m11 = toDevice.m11();
  const double m22 = toDevice.m22();
  const double dx = toDevice.dx();
  const double dy = toDevice.dy();
  auto map = [&](const QPointF& p) {
    return scaleOnly ? QPointF(m11 * p.x() + dx, m22 * p.y() + dy) : toDevice.map(p);
  };
  // Counts every `parts`-th bundle from `part` on into a raster; read-only on the item, so the
  // halves of a large frame run on two threads, each into its own raster, and their counts add
  // up. Alternate bundles, not two runs of them: neighbours in the hash cost alike.
  auto countPart = [&](BundleRaster& raster, std::size_t part, std::size_t parts) {
    raster.begin(area);
    QPolygonF points;
    for (std::size_t index = part; index < strokes.size(); index += parts) {
      const BundleStroke& stroke = strokes[index];
      if (!stroke.box.intersects(exposed))
        continue;
      const QPointF lane = stroke.lane * ratio;
      const QPointF a = map(stroke.a) + lane;
      const QPointF b = map(stroke.b) + lane;
      const double width = stroke.width * ratio;
      if (straight) {
        raster.addSegment(a, b, width, stroke.layer);
        continue;
      }
      const QPointF c1 = map(QPointF(stroke.a.x(), stroke.top)) + lane;
      const QPointF c2 = map(QPointF(stroke.b.x(), stroke.top)) + lane;
      // An arc between racks in one column goes up and comes back down along itself: it is
      // rasterized whole, so that its pixels count once. Any other arc only where it is in view
      // (closer in, most of a bundle's arc lies outside).
      if (std::abs(a.x() - b.x()) < 2 * width + 2) {
        points.clear();
        points << a;
        cablegeometry::flattenCubic(a, c1, c2, b, tolerance, points);
        raster.addPolyline(points, width, stroke.layer, true);
        continue;
      }
      QPainterPath arc(a);
      arc.cubicTo(c1, c2, b);
      const QRectF clip = QRectF(area).adjusted(-2 * width, -2 * width, 2 * width, 2 * width);
      for (const cablegeometry::Run& run : cablegeometry::visibleRuns(arc, clip, tolerance))
        raster.addPolyline(run.points, width, stroke.layer, false);
    }
  };
  if (strokes.size() < kBundlesCountedOnTwoThreads) {
    countPart(mRaster, 0, 1);
  } else {
    // At 131,072 GPUs the counting is half of the first frame after a zoom. The other half runs
    // on the work pool; waiting for it runs it here when the pool is busy (a validation).
    toDevice.type();  // settles the transform's cached type: both threads then only read it
    QFuture<void> second = QtConcurrent::run(workPool(), [&] { countPart(mHelperRaster, 1, 2); });
    countPart(mRaster, 0, 2);
    second.waitForFinished();
    mRaster.add(mHelperRaster);
  }
  QVector<QColor> colours;
  if (mColourMode == ColourMode::Validation) {
    for (const std::optional<Severity> severity :
         {std::optional<Severity>(), std::optional(Severity::Info),
          std::optional(Severity::Warning), std::optional(Severity::Error)}) {
      Bundle bundle;
      bundle.worst = severity;
      colours << bundleColour(bundle);
    }
  } else if (mColourMode == ColourMode::Network) {
    for (int index = 0; index < networkLayers; ++index) {
      Bundle bundle;
      bundle.network = index;
      colours << bundleColour(bundle);
    }
    Bundle inError;
    inError.worst = Severity::Error;
    colours << bundleColour(inError);
  } else {
    Bundle inError;
    inError.worst = Severity::Error;
    colours << bundleColour(Bundle()) << bundleColour(inError);
  }
  QImage layer = mRaster.finish(colours, origin);
  if (!layer.isNull())
    layer.setDevicePixelRatio(ratio);
  return layer;
}

void CableLayerItem::paintBundlesWithPainter(QPainter* painter, const QRectF& exposed,
                                             double lod) const {
  const bool straight = lod < kBundleLod / 3;
  painter->setRenderHint(QPainter::Antialiasing, false);
  painter->setBrush(Qt::NoBrush);
  for (const Bundle& bundle : mBundles) {
    const BundleShape shape = bundleShape(bundle.a, bundle.b);
    if (!shape.box.intersects(exposed))
      continue;
    QPen pen(bundleColour(bundle), bundleWidth(bundle.count));
    pen.setCosmetic(true);
    pen.setCapStyle(Qt::SquareCap);
    painter->setPen(pen);
    const QPointF lane = laneOffset(bundle) / qMax(lod, 1e-6);
    if (straight) {
      painter->drawLine(shape.a + lane, shape.b + lane);
      continue;
    }
    QPainterPath path(shape.a + lane);
    path.cubicTo(QPointF(shape.a.x(), shape.top) + lane, QPointF(shape.b.x(), shape.top) + lane,
                 shape.b + lane);
    painter->drawPath(path);
  }
}

void CableLayerItem::paintCables(QPainter* painter, const QVector<RouteIt>& routes,
                                 const QRectF& exposed, double lod) const {
  // Where many cables meet in view they overlap into bands, in which smooth edges and dashes
  // cannot be told apart; drawing them costs eight times as much.
  const bool smooth = routes.size() <= kMaxSmoothCables;
  painter->setRenderHint(QPainter::Antialiasing, smooth);
  painter->setBrush(Qt::NoBrush);
  // Strokes reaching into the view from just outside it must not end at its edge.
  const QRectF clip = exposed.adjusted(-4 * kCableWidthMm, -4 * kCableWidthMm, 4 * kCableWidthMm,
                                       4 * kCableWidthMm);
  const double tolerance = kFlatnessPixels / qMax(lod, 1e-6);
  auto stroke = [&](const Route& r, QPen pen) {
    const QPainterPath path = r.path();
    if (clip.contains(r.bounds)) {
      painter->setPen(pen);
      painter->drawPath(path);
      return;
    }
    // Only the visible stretch of a long cable; the dash phase continues from the path start.
    for (const cablegeometry::Run& run : cablegeometry::visibleRuns(path, clip, tolerance)) {
      pen.setDashOffset(run.startLength / pen.widthF());
      painter->setPen(pen);
      painter->drawPolyline(run.points);
    }
  };
  for (const RouteIt& it : routes) {
    const Route& r = it.value();
    if (!r.bounds.intersects(exposed) || isHidden(r))
      continue;
    if (mSelected.contains(it.key())) {
      QPen halo(canvasstyle::selectionColour(), kCableWidthMm * 3);
      halo.setCapStyle(Qt::RoundCap);
      stroke(r, halo);
    } else if (it.key() == mHovered) {
      QColor light = canvasstyle::selectionColour();
      light.setAlpha(90);
      QPen halo(light, kCableWidthMm * 3);
      halo.setCapStyle(Qt::RoundCap);
      stroke(r, halo);
    }
    // Coloured by kind or status, a cable with an error or a warning still shows it: a band of
    // the severity's colour under the stroke (by validation the stroke itself has it).
    if (mColourMode != ColourMode::Validation) {
      const auto severity = mSeverities.constFind(it.key());
      if (severity != mSeverities.constEnd() && *severity != Severity::Info) {
        QPen under(severityColour(*severity), kCableWidthMm * 2.6);
        under.setCapStyle(Qt::RoundCap);
        stroke(r, under);
      }
    }
    QPen pen(colourOf(it.key()), kCableWidthMm);
    pen.setCapStyle(Qt::RoundCap);
    // Dashes are costly to stroke; they only mark planned cables once they can be told apart.
    if (smooth && r.status == CableStatus::Planned && mColourMode != ColourMode::Status &&
        lod >= 0.5)
      pen.setStyle(Qt::DashLine);
    if (smooth && r.status == CableStatus::Decommissioned)
      pen.setStyle(Qt::DotLine);
    stroke(r, pen);
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
  if (exposed.isEmpty())
    return;
  QVector<RouteIt> selected;
  if (lod >= kBundleLod) {
    for (const ObjectId& cableId : mSelected) {
      const auto it = mRoutes.constFind(cableId);
      if (it != mRoutes.constEnd())
        selected.push_back(it);
    }
    // The hovered cable is drawn like a selected one: it may pass over the view from racks far
    // away, where its ends are not in view.
    if (const auto it = mRoutes.constFind(mHovered);
        it != mRoutes.constEnd() && !mSelected.contains(mHovered))
      selected.push_back(it);
    // Detail only where it is seen: a cable is drawn when one of its ends is in or near the view
    // (or it is selected); cables that merely pass over the view on their way between distant
    // racks would bury the view in arcs.
    const QRectF nearby = exposed.adjusted(-exposed.width() * 0.25, -exposed.height() * 0.25,
                                           exposed.width() * 0.25, exposed.height() * 0.25);
    bool dense = false;
    QVector<RouteIt> routes = routesNear(nearby, kMaxDetailCables, &dense);
    if (!dense) {
      if (!selected.isEmpty()) {
        QSet<ObjectId> near;
        for (const RouteIt& it : std::as_const(routes))
          near.insert(it.key());
        for (const RouteIt& it : std::as_const(selected)) {
          if (!near.contains(it.key()))
            routes.push_back(it);
        }
      }
      mPaintedBundles = false;
      paintCables(painter, routes, exposed, lod);
      return;
    }
  }
  mPaintedBundles = true;
  paintBundles(painter, exposed, lod);
  if (!selected.isEmpty() && selected.size() <= kMaxDetailCables)
    paintCables(painter, selected, exposed, lod);
}

}  // namespace rackwright::ui
