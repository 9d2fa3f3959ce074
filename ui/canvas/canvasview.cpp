#include "canvasview.h"

#include "cablepartpicker.h"
#include "canvasstyle.h"
#include "canvastooltips.h"
#include "overviewitem.h"
#include "rackitem.h"
#include "rowscene.h"
#include "tools/catalogdroptool.h"
#include "tools/selecttool.h"
#include "zoompan.h"

#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QDragEnterEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

#include <cmath>

namespace rackwright::ui {

namespace {

constexpr double kFitMarginMm = 120;

}  // namespace

CanvasView::CanvasView(QWidget* parent)
    : QGraphicsView(parent), mZoomPan(std::make_unique<ZoomPan>(*this)) {
  setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing |
                 QPainter::SmoothPixmapTransform);
  setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
  setDragMode(QGraphicsView::RubberBandDrag);
  setFrameShape(QFrame::NoFrame);
  // Scroll bars show the racks' extent plus half a window (ZoomPan); the scrollable area no
  // longer reaches far past the racks, so they say where the view is.
  // Catalog parts are dropped onto the view; anything else (design files) is ignored here and
  // travels on to the window, which opens it.
  setAcceptDrops(true);
  viewport()->setAcceptDrops(true);
  setFocusPolicy(Qt::StrongFocus);
  setMouseTracking(true);
  mTool = std::make_unique<SelectTool>(*this);
  mDropTool = std::make_unique<CatalogDropTool>(*this);
}

CanvasView::~CanvasView() = default;

void CanvasView::setRowScene(RowScene* scene) {
  if (mTool)
    mTool->cancel();
  clearGhosts();
  clearRubberLine();
  if (mScene)
    disconnect(mScene, nullptr, this, nullptr);
  mScene = scene;
  setScene(scene);
  if (mScene)
    connect(mScene, &RowScene::contentChanged, this, &CanvasView::updatePanningRect);
  updatePanningRect();
}

double CanvasView::zoomPercent() const {
  return transform().m11() * 100.0;
}

double CanvasView::levelOfDetail() const {
  // The same measure the items paint with (QStyleOptionGraphicsItem::levelOfDetailFromTransform
  // of the painter's world transform, which does not include the screen's device pixel ratio),
  // so that on a HiDPI screen ports become clickable at the zoom where they are drawn.
  return transform().m11();
}

// --- tools -------------------------------------------------------------------------------------

void CanvasView::setTool(std::unique_ptr<CanvasTool> tool) {
  if (mTool)
    mTool->cancel();
  // The old tool may be the caller: keep it alive until the event handler has returned.
  mRetiredTool = std::move(mTool);
  mTool = std::move(tool);
}

void CanvasView::finishTool() {
  if (mTool && qstrcmp(mTool->name(), "select") == 0)
    return;
  setTool(std::make_unique<SelectTool>(*this));
  clearGhosts();
  clearRubberLine();
}

const char* CanvasView::toolName() const {
  return mTool ? mTool->name() : "none";
}

void CanvasView::updateOverlays() {
  // Only where the feedback was and is: at "fit all" of a large hall a full frame costs more.
  QRectF area;
  for (const QRectF& ghost : std::as_const(mGhosts))
    area |= ghost;
  if (mRubberLine)
    area |= QRectF(mRubberLine->p1(), mRubberLine->p2()).normalized() | mTargetPort;
  const QRect now =
      area.isNull() ? QRect() : mapFromScene(area).boundingRect().adjusted(-6, -6, 6, 6);
  viewport()->update(now | mOverlayArea);
  mOverlayArea = now;
}

void CanvasView::showGhosts(const QVector<QRectF>& rects, bool allowed) {
  if (rects == mGhosts && allowed == mGhostsAllowed)
    return;
  mGhosts = rects;
  mGhostsAllowed = allowed;
  updateOverlays();
}

void CanvasView::clearGhosts() {
  if (mGhosts.isEmpty())
    return;
  mGhosts.clear();
  updateOverlays();
}

void CanvasView::showRubberLine(const QLineF& line, const QRectF& targetPort) {
  mRubberLine = line;
  mTargetPort = targetPort;
  updateOverlays();
}

void CanvasView::clearRubberLine() {
  if (!mRubberLine)
    return;
  mRubberLine.reset();
  mTargetPort = QRectF();
  updateOverlays();
}

void CanvasView::drawForeground(QPainter* painter, const QRectF& rect) {
  QGraphicsView::drawForeground(painter, rect);
  if (!mGhosts.isEmpty()) {
    const QColor colour = mGhostsAllowed ? QColor(0x2e, 0x9d, 0x4f) : QColor(0xd3, 0x2f, 0x2f);
    QColor fill = colour;
    fill.setAlpha(70);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(colour, 3, Qt::DashLine));
    painter->setBrush(fill);
    for (const QRectF& ghost : std::as_const(mGhosts))
      painter->drawRect(ghost);
  }
  if (mRubberLine) {
    QPen pen(canvasstyle::selectionColour(), 3);
    pen.setCosmetic(true);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(pen);
    painter->drawLine(*mRubberLine);
    if (!mTargetPort.isEmpty()) {
      QPen portPen(canvasstyle::selectionColour(), 2);
      portPen.setCosmetic(true);
      painter->setPen(portPen);
      painter->setBrush(Qt::NoBrush);
      painter->drawRect(mTargetPort);
    }
  }
}

void CanvasView::paintEvent(QPaintEvent* event) {
  // Decided per frame, as the transform can be set from anywhere (tests, benchmarks).
  if (mScene)
    mScene->setOverview(transform().m11() < OverviewItem::kMaxLod);
  QGraphicsView::paintEvent(event);
}

void CanvasView::showHint(const QString& text) {
  Q_EMIT hintChanged(text);
}

void CanvasView::refuseAtCursor(const QString& reason) {
  Q_EMIT refusedAtCursor(reason);
  // Shown where the user is looking; it goes away by itself.
  QToolTip::showText(QCursor::pos(), reason, viewport(), QRect(), 6000);
}

int CanvasView::chooseCandidate(const QVector<CableCandidate>& candidates,
                                const QPoint& globalPos) {
  if (mChooser)
    return mChooser(candidates, globalPos);
  return CablePartPicker::choose(this, candidates, globalPos);
}

CanvasHit CanvasView::hitAt(const QPoint& viewportPos) const {
  const QVector<CanvasHit> hits = hitsAt(viewportPos);
  return hits.isEmpty() ? CanvasHit() : hits.front();
}

QVector<CanvasHit> CanvasView::hitsAt(const QPoint& viewportPos) const {
  QVector<CanvasHit> hits;
  if (!mScene)
    return hits;
  const QPointF scenePos = mapToScene(viewportPos);
  if (auto port = mScene->portAt(scenePos, levelOfDetail())) {
    CanvasHit& hit = hits.emplace_back();
    hit.kind = CanvasHit::Kind::Port;
    hit.deviceId = port->deviceId;
    hit.port = std::move(port);
    return hits;
  }
  // Cables are drawn over the devices: what is drawn on top comes first.
  if (const auto cable = cableAt(scenePos)) {
    CanvasHit& hit = hits.emplace_back();
    hit.kind = CanvasHit::Kind::Cable;
    hit.cableId = *cable;
  }
  if (DeviceItem* device = mScene->deviceAt(scenePos)) {
    CanvasHit& hit = hits.emplace_back();
    hit.kind = CanvasHit::Kind::Device;
    hit.deviceId = device->device().id;
  }
  if (RackItem* rack = mScene->rackAt(scenePos)) {
    const QPointF local = rack->mapFromScene(scenePos);
    if (rack->isOnFrame(local)) {
      CanvasHit& hit = hits.emplace_back();
      hit.kind = CanvasHit::Kind::Rack;
      hit.rackId = rack->rack().id;
      hit.onRackHeader = rack->isOnHeader(local);
    }
  }
  return hits;
}

bool CanvasView::samePick(const CanvasHit& a, const CanvasHit& b) {
  return a.kind == b.kind && a.cableId == b.cableId && a.deviceId == b.deviceId &&
         a.rackId == b.rackId;
}

void CanvasView::rememberPick(const CanvasHit& hit, const QPoint& viewportPos) {
  mPick = hit;
  mPickPos = viewportPos;
}

void CanvasView::forgetPick() {
  mPick.reset();
}

bool CanvasView::isRememberedPick(const CanvasHit& hit, const QPoint& viewportPos) const {
  if (!mPick || !mScene || !samePick(*mPick, hit) ||
      (viewportPos - mPickPos).manhattanLength() > QApplication::startDragDistance()) {
    return false;
  }
  // Only while it is what is selected: an Escape, another selection or an undo ends it.
  switch (hit.kind) {
    case CanvasHit::Kind::Cable:
      return mScene->selectedCables() == QSet<ObjectId>{hit.cableId};
    case CanvasHit::Kind::Device:
      return mScene->selectedDevices() == QVector<ObjectId>{hit.deviceId};
    case CanvasHit::Kind::Rack:
      return mScene->selectedRacks() == QVector<ObjectId>{hit.rackId};
    case CanvasHit::Kind::Port:
    case CanvasHit::Kind::None:
      break;
  }
  return false;
}

qsizetype CanvasView::rememberedPickIn(const QVector<CanvasHit>& hits,
                                       const QPoint& viewportPos) const {
  for (qsizetype i = 0; i < hits.size(); ++i) {
    if (isRememberedPick(hits.at(i), viewportPos))
      return i;
  }
  return -1;
}

CanvasHit CanvasView::selectedHitAt(const QPoint& viewportPos) const {
  const QVector<CanvasHit> hits = hitsAt(viewportPos);
  const qsizetype remembered = rememberedPickIn(hits, viewportPos);
  return remembered >= 0 ? hits.at(remembered) : hits.value(0);
}

std::optional<ObjectId> CanvasView::cableAt(const QPointF& scenePos) const {
  if (!mScene)
    return std::nullopt;
  return mScene->cableLayer()->cableAt(scenePos, kCablePickPixels / qMax(0.001, levelOfDetail()));
}

QString CanvasView::toolTipAt(const QPoint& viewportPos) const {
  const Design* design = mScene ? mScene->design() : nullptr;
  if (!design)
    return {};
  const CanvasHit hit = hitAt(viewportPos);
  if (hit.kind == CanvasHit::Kind::Port)
    return CanvasToolTips::port(*design, *hit.port);
  if (hit.kind == CanvasHit::Kind::Cable) {
    if (const Cable* cable = design->find<Cable>(hit.cableId))
      return CanvasToolTips::cable(*design, *cable, mScene->routeLengthM(hit.cableId),
                                   mScene->worstFindingOf(hit.cableId));
  }
  return {};
}

bool CanvasView::viewportEvent(QEvent* event) {
  if (event->type() == QEvent::ToolTip) {
    auto* help = static_cast<QHelpEvent*>(event);
    const QString text = toolTipAt(help->pos());
    if (!text.isEmpty()) {
      QToolTip::showText(help->globalPos(), text, viewport());
      return true;
    }
  }
  return QGraphicsView::viewportEvent(event);
}

void CanvasView::updateHover(const QPoint& viewportPos) {
  if (!mScene)
    return;
  ObjectId hovered;
  // Where cables are drawn as bundles (far out, or too many in view) no single cable is meant,
  // and looking for one on every mouse move would cost the most there.
  const CableLayerItem* layer = mScene->cableLayer();
  if (qstrcmp(toolName(), "select") == 0 && levelOfDetail() >= CableLayerItem::kBundleLod &&
      !layer->paintedBundles()) {
    const CanvasHit hit = hitAt(viewportPos);
    if (hit.kind == CanvasHit::Kind::Cable)
      hovered = hit.cableId;
  }
  mScene->cableLayer()->setHoveredCable(hovered);
}

void CanvasView::leaveEvent(QEvent* event) {
  if (mScene)
    mScene->cableLayer()->setHoveredCable({});
  QGraphicsView::leaveEvent(event);
}

void CanvasView::contextMenuEvent(QContextMenuEvent* event) {
  // A gesture in progress (a link being drawn) keeps the mouse; the menu would cut it off.
  if (qstrcmp(toolName(), "select") != 0) {
    event->ignore();
    return;
  }
  const CanvasHit hit = selectedHitAt(event->pos());
  if (hit.kind == CanvasHit::Kind::None) {
    event->ignore();
    return;
  }
  Q_EMIT contextMenuRequested(hit, event->globalPos());
  event->accept();
}

void CanvasView::revealObjects(const QVector<ObjectId>& devices, const QSet<ObjectId>& cables) {
  if (!mScene)
    return;
  mScene->flushPending();
  // A cable asked for (a finding, a search hit) on a network whose cables are hidden would be
  // selected unseen: its network is shown again.
  const CableLayerItem* layer = mScene->cableLayer();
  QSet<QString> hidden = layer->hiddenNetworks();
  for (const ObjectId& id : cables) {
    if (const CableLayerItem::Route* route = layer->route(id))
      hidden.remove(route->network);
  }
  mScene->setHiddenNetworks(hidden);
  mScene->selectObjects(devices, cables);
  const QRectF rect = mScene->selectionRect();
  if (rect.isEmpty())
    return;
  // Every object a finding names must be in sight: centre at the present zoom when they fit,
  // zoom out to them when they do not (the two ends of a cable between distant racks).
  const QRectF visible = mapToScene(viewport()->rect()).boundingRect();
  if (rect.width() > visible.width() || rect.height() > visible.height()) {
    fitRect(rect.adjusted(-kFitMarginMm, -kFitMarginMm, kFitMarginMm, kFitMarginMm));
    return;
  }
  mZoomPan->centreOn(rect.center());
}

void CanvasView::revealRacks(const QVector<ObjectId>& racks) {
  if (!mScene)
    return;
  mScene->flushPending();
  mScene->selectObjects({}, {}, racks);
  centreOnRacks(racks);
}

void CanvasView::centreOnRacks(const QVector<ObjectId>& racks) {
  if (!mScene)
    return;
  mScene->flushPending();
  QRectF rect;
  for (const ObjectId& id : racks) {
    if (const RackItem* item = mScene->rackItem(id))
      rect |= item->sceneBoundingRect();
  }
  if (!rect.isEmpty())
    mZoomPan->centreOn(rect.center());
}

void CanvasView::zoomIn() {
  zoomBy(kStepFactor, viewport()->rect().center());
}

void CanvasView::zoomOut() {
  zoomBy(1.0 / kStepFactor, viewport()->rect().center());
}

void CanvasView::zoomFit() {
  if (!mScene)
    return;
  const QRectF content = mScene->contentRect();
  if (content.isEmpty() || viewport()->width() < 2 || viewport()->height() < 2)
    return;
  fitRect(content.adjusted(-kFitMarginMm, -kFitMarginMm, kFitMarginMm, kFitMarginMm));
}

void CanvasView::zoomFitSelection() {
  if (!mScene)
    return;
  const QRectF selection = mScene->selectionRect();
  if (selection.isEmpty()) {
    zoomFit();
    return;
  }
  fitRect(selection.adjusted(-kFitMarginMm, -kFitMarginMm, kFitMarginMm, kFitMarginMm));
}

void CanvasView::fitRect(const QRectF& target) {
  if (viewport()->width() < 2 || viewport()->height() < 2)
    return;
  mZoomPan->fitRect(target);
  Q_EMIT zoomChanged(zoomPercent());
}

void CanvasView::zoom100() {
  const QPointF center = mapToScene(viewport()->rect().center());
  setTransform(QTransform());
  mZoomPan->centreOn(center);
  Q_EMIT zoomChanged(zoomPercent());
}

void CanvasView::zoomBy(double factor, const QPoint& anchor) {
  if (mZoomPan->zoomBy(factor, anchor))
    Q_EMIT zoomChanged(zoomPercent());
}

void CanvasView::updatePanningRect() {
  mZoomPan->setContentRect(mScene ? mScene->contentRect() : QRectF());
}

void CanvasView::resizeEvent(QResizeEvent* event) {
  QGraphicsView::resizeEvent(event);
  mZoomPan->updateSceneRect();
}

void CanvasView::wheelEvent(QWheelEvent* event) {
  // Mouse wheels report 120 per notch; touchpads report smaller steps, zooming smoothly.
  const int delta = event->angleDelta().y();
  if (delta == 0) {
    QGraphicsView::wheelEvent(event);
    return;
  }
  zoomBy(std::pow(kStepFactor, delta / 120.0), event->position().toPoint());
  event->accept();
}

void CanvasView::mousePressEvent(QMouseEvent* event) {
  if (mZoomPan->mousePress(event)) {
    event->accept();
    return;
  }
  if (mTool && mTool->mousePress(event)) {
    event->accept();
    return;
  }
  QGraphicsView::mousePressEvent(event);
}

void CanvasView::mouseMoveEvent(QMouseEvent* event) {
  if (mZoomPan->mouseMove(event)) {
    event->accept();
    return;
  }
  if (event->buttons() == Qt::NoButton)
    updateHover(event->position().toPoint());
  if (mTool && mTool->mouseMove(event)) {
    event->accept();
    return;
  }
  QGraphicsView::mouseMoveEvent(event);
}

void CanvasView::mouseReleaseEvent(QMouseEvent* event) {
  if (mZoomPan->mouseRelease(event)) {
    event->accept();
    return;
  }
  if (mTool && mTool->mouseRelease(event)) {
    event->accept();
    return;
  }
  QGraphicsView::mouseReleaseEvent(event);
}

void CanvasView::mouseDoubleClickEvent(QMouseEvent* event) {
  if (mTool && mTool->mouseDoubleClick(event)) {
    event->accept();
    return;
  }
  QGraphicsView::mouseDoubleClickEvent(event);
}

void CanvasView::keyPressEvent(QKeyEvent* event) {
  if (mZoomPan->keyPress(event)) {
    event->accept();
    return;
  }
  if (mTool && mTool->keyPress(event)) {
    event->accept();
    return;
  }
  QGraphicsView::keyPressEvent(event);
}

void CanvasView::keyReleaseEvent(QKeyEvent* event) {
  if (mZoomPan->keyRelease(event)) {
    event->accept();
    return;
  }
  QGraphicsView::keyReleaseEvent(event);
}

void CanvasView::focusOutEvent(QFocusEvent* event) {
  mZoomPan->focusOut();
  QGraphicsView::focusOutEvent(event);
}

void CanvasView::dragEnterEvent(QDragEnterEvent* event) {
  mDropTool->dragEnter(event);
}

void CanvasView::dragMoveEvent(QDragMoveEvent* event) {
  mDropTool->dragMove(event);
}

void CanvasView::dragLeaveEvent(QDragLeaveEvent* event) {
  mDropTool->dragLeave();
  event->accept();
}

void CanvasView::dropEvent(QDropEvent* event) {
  mDropTool->drop(event);
}

}  // namespace rackwright::ui
