#include "canvasview.h"

#include "canvasstyle.h"
#include "canvastooltips.h"
#include "overviewitem.h"
#include "rackitem.h"
#include "rowscene.h"
#include "tools/catalogdroptool.h"
#include "tools/selecttool.h"

#include <QAction>
#include <QContextMenuEvent>
#include <QDragEnterEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

#include <cmath>

namespace rackwright::ui {

namespace {

// Scene margin around the content (relative to its size), so the view can pan past the edges.
constexpr double kPanMarginFactor = 1.0;
constexpr double kFitMarginMm = 120;

}  // namespace

CanvasView::CanvasView(QWidget* parent) : QGraphicsView(parent) {
  setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing |
                 QPainter::SmoothPixmapTransform);
  setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
  setTransformationAnchor(QGraphicsView::NoAnchor);
  setResizeAnchor(QGraphicsView::AnchorViewCenter);
  setDragMode(QGraphicsView::RubberBandDrag);
  setFrameShape(QFrame::NoFrame);
  // The scene extends far past the racks so that panning is free; scroll bars over that margin
  // would only mislead. Panning and zooming are by mouse and keyboard.
  setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
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
  QMenu menu(this);
  menu.setObjectName(QStringLiteral("cableCandidatesMenu"));
  menu.setToolTipsVisible(true);
  for (int i = 0; i < candidates.size(); ++i) {
    QAction* action = menu.addAction(candidates.at(i).label());
    action->setData(i);
    action->setToolTip(candidates.at(i).problems.join(QLatin1Char('\n')));
  }
  QAction* chosen = menu.exec(globalPos);
  return chosen ? chosen->data().toInt() : -1;
}

CanvasHit CanvasView::hitAt(const QPoint& viewportPos) const {
  CanvasHit hit;
  if (!mScene)
    return hit;
  const QPointF scenePos = mapToScene(viewportPos);
  if (auto port = mScene->portAt(scenePos, levelOfDetail())) {
    hit.kind = CanvasHit::Kind::Port;
    hit.deviceId = port->deviceId;
    hit.port = std::move(port);
    return hit;
  }
  // Cables are drawn over the devices: what is drawn on top is what is picked.
  if (const auto cable = cableAt(scenePos)) {
    hit.kind = CanvasHit::Kind::Cable;
    hit.cableId = *cable;
    return hit;
  }
  if (DeviceItem* device = mScene->deviceAt(scenePos)) {
    hit.kind = CanvasHit::Kind::Device;
    hit.deviceId = device->device().id;
    return hit;
  }
  if (RackItem* rack = mScene->rackAt(scenePos)) {
    const QPointF local = rack->mapFromScene(scenePos);
    if (rack->isOnFrame(local)) {
      hit.kind = CanvasHit::Kind::Rack;
      hit.rackId = rack->rack().id;
      hit.onRackHeader = rack->isOnHeader(local);
      return hit;
    }
  }
  return hit;
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
  const CanvasHit hit = hitAt(event->pos());
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
  centerOn(rect.center());
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
    centerOn(rect.center());
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
  const double scale = qBound(
      kMinScale, qMin(viewport()->width() / target.width(), viewport()->height() / target.height()),
      kMaxScale);
  setTransform(QTransform::fromScale(scale, scale));
  centerOn(target.center());
  Q_EMIT zoomChanged(zoomPercent());
}

void CanvasView::zoom100() {
  const QPointF center = mapToScene(viewport()->rect().center());
  setTransform(QTransform());
  centerOn(center);
  Q_EMIT zoomChanged(zoomPercent());
}

void CanvasView::zoomBy(double factor, const QPoint& anchor) {
  const double current = transform().m11();
  const double target = qBound(kMinScale, current * factor, kMaxScale);
  if (qFuzzyCompare(target, current))
    return;
  const QPointF before = mapToScene(anchor);
  setTransform(QTransform::fromScale(target, target));
  // Scroll so that the scene point that was under the anchor is under it again.
  const QPoint moved = mapFromScene(before) - anchor;
  horizontalScrollBar()->setValue(horizontalScrollBar()->value() + moved.x());
  verticalScrollBar()->setValue(verticalScrollBar()->value() + moved.y());
  Q_EMIT zoomChanged(zoomPercent());
}

void CanvasView::updatePanningRect() {
  if (!mScene)
    return;
  const QRectF content = mScene->contentRect();
  const double margin = qMax(content.width(), content.height()) * kPanMarginFactor + 1000;
  setSceneRect(content.adjusted(-margin, -margin, margin, margin));
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
  const bool pan =
      event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && mSpaceHeld);
  if (pan) {
    mPanning = true;
    mLastPanPos = event->position().toPoint();
    viewport()->setCursor(Qt::ClosedHandCursor);
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
  if (mPanning) {
    const QPoint pos = event->position().toPoint();
    const QPoint delta = pos - mLastPanPos;
    mLastPanPos = pos;
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
    verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
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
  if (mPanning && (event->button() == Qt::MiddleButton || event->button() == Qt::LeftButton)) {
    endPan();
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
  if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
    mSpaceHeld = true;
    if (!mPanning)
      viewport()->setCursor(Qt::OpenHandCursor);
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
  if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
    mSpaceHeld = false;
    if (!mPanning)
      viewport()->unsetCursor();
    event->accept();
    return;
  }
  QGraphicsView::keyReleaseEvent(event);
}

void CanvasView::focusOutEvent(QFocusEvent* event) {
  // A Space release that happens elsewhere must not leave the view stuck in pan mode.
  mSpaceHeld = false;
  endPan();
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

void CanvasView::endPan() {
  mPanning = false;
  if (mSpaceHeld) {
    viewport()->setCursor(Qt::OpenHandCursor);
  } else {
    viewport()->unsetCursor();
  }
}

}  // namespace rackwright::ui
