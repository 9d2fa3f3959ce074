#include "canvasview.h"

#include "rowscene.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QScrollBar>
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
  // Files dropped onto the window are opened by the window, not taken by the view.
  setAcceptDrops(false);
  viewport()->setAcceptDrops(false);
  setFocusPolicy(Qt::StrongFocus);
}

void CanvasView::setRowScene(RowScene* scene) {
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
  const QRectF target = content.adjusted(-kFitMarginMm, -kFitMarginMm, kFitMarginMm, kFitMarginMm);
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
  QGraphicsView::mouseMoveEvent(event);
}

void CanvasView::mouseReleaseEvent(QMouseEvent* event) {
  if (mPanning && (event->button() == Qt::MiddleButton || event->button() == Qt::LeftButton)) {
    endPan();
    event->accept();
    return;
  }
  QGraphicsView::mouseReleaseEvent(event);
}

void CanvasView::keyPressEvent(QKeyEvent* event) {
  if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
    mSpaceHeld = true;
    if (!mPanning)
      viewport()->setCursor(Qt::OpenHandCursor);
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

void CanvasView::endPan() {
  mPanning = false;
  if (mSpaceHeld) {
    viewport()->setCursor(Qt::OpenHandCursor);
  } else {
    viewport()->unsetCursor();
  }
}

}  // namespace rackwright::ui
