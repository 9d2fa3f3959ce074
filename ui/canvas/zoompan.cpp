#include "zoompan.h"

#include <QGraphicsView>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QScrollBar>

namespace rackwright::ui {

ZoomPan::ZoomPan(QGraphicsView& view) : mView(view) {
  mView.setTransformationAnchor(QGraphicsView::NoAnchor);
  mView.setResizeAnchor(QGraphicsView::AnchorViewCenter);
  mView.setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
  mView.setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
}

void ZoomPan::setContentRect(const QRectF& content) {
  mContent = content;
  updateSceneRect();
}

QRectF ZoomPan::visibleRect() const {
  return mView.mapToScene(mView.viewport()->rect()).boundingRect();
}

QRectF ZoomPan::scrollableFor(const QRectF& visible) const {
  const double scale = qMax(1e-9, mView.transform().m11());
  const double mx = mView.viewport()->width() / scale / 2;
  const double my = mView.viewport()->height() / scale / 2;
  QRectF area = mContent.isEmpty() ? QRectF() : mContent.adjusted(-mx, -my, mx, my);
  return area | visible;
}

void ZoomPan::updateSceneRect() {
  mView.setSceneRect(scrollableFor(visibleRect()));
}

void ZoomPan::showArea(const QRectF& visible) {
  mView.setSceneRect(scrollableFor(visible));
  // The scroll values are the view-pixel position of the visible area's top left (the
  // transform has no translation); they hold whole pixels.
  const QPointF topLeft = mView.transform().map(visible.topLeft());
  mView.horizontalScrollBar()->setValue(qRound(topLeft.x()));
  mView.verticalScrollBar()->setValue(qRound(topLeft.y()));
}

bool ZoomPan::zoomBy(double factor, const QPoint& anchor) {
  const double current = mView.transform().m11();
  const double target = qBound(kMinScale, current * factor, kMaxScale);
  if (qFuzzyCompare(target, current))
    return false;
  const QPointF before = mView.mapToScene(anchor);
  const QSizeF size(mView.viewport()->width() / target, mView.viewport()->height() / target);
  const QRectF visible(before - QPointF(anchor.x() / target, anchor.y() / target), size);
  mView.setTransform(QTransform::fromScale(target, target));
  showArea(visible);
  return true;
}

void ZoomPan::fitRect(const QRectF& target) {
  const QSize viewport = mView.viewport()->size();
  if (viewport.width() < 2 || viewport.height() < 2 || target.isEmpty())
    return;
  const double scale = qBound(
      kMinScale, qMin(viewport.width() / target.width(), viewport.height() / target.height()),
      kMaxScale);
  mView.setTransform(QTransform::fromScale(scale, scale));
  centreOn(target.center());
}

void ZoomPan::centreOn(const QPointF& scenePoint) {
  const double scale = mView.transform().m11();
  const QSizeF size(mView.viewport()->width() / scale, mView.viewport()->height() / scale);
  showArea(QRectF(scenePoint - QPointF(size.width() / 2, size.height() / 2), size));
}

bool ZoomPan::mousePress(QMouseEvent* event) {
  const bool pan =
      event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && mSpaceHeld);
  if (!pan)
    return false;
  mPanning = true;
  mLastPanPos = event->position().toPoint();
  mView.viewport()->setCursor(Qt::ClosedHandCursor);
  return true;
}

bool ZoomPan::mouseMove(QMouseEvent* event) {
  if (!mPanning)
    return false;
  const QPoint pos = event->position().toPoint();
  const QPoint delta = pos - mLastPanPos;
  mLastPanPos = pos;
  const double scale = mView.transform().m11();
  QRectF visible = visibleRect().translated(-delta.x() / scale, -delta.y() / scale);
  // Never so far that the content leaves the window altogether.
  if (!mContent.isEmpty()) {
    const QRectF allowed = mContent.adjusted(-visible.width() / 2, -visible.height() / 2,
                                             visible.width() / 2, visible.height() / 2);
    QPointF centre = visible.center();
    centre.setX(qBound(allowed.left(), centre.x(), allowed.right()));
    centre.setY(qBound(allowed.top(), centre.y(), allowed.bottom()));
    visible.moveCenter(centre);
  }
  showArea(visible);
  return true;
}

bool ZoomPan::mouseRelease(QMouseEvent* event) {
  if (!mPanning || (event->button() != Qt::MiddleButton && event->button() != Qt::LeftButton))
    return false;
  endPan();
  return true;
}

bool ZoomPan::keyPress(QKeyEvent* event) {
  if (event->key() != Qt::Key_Space || event->isAutoRepeat())
    return false;
  mSpaceHeld = true;
  if (!mPanning)
    mView.viewport()->setCursor(Qt::OpenHandCursor);
  return true;
}

bool ZoomPan::keyRelease(QKeyEvent* event) {
  if (event->key() != Qt::Key_Space || event->isAutoRepeat())
    return false;
  mSpaceHeld = false;
  if (!mPanning)
    mView.viewport()->unsetCursor();
  return true;
}

void ZoomPan::focusOut() {
  // A Space release that happens elsewhere must not leave the view stuck in pan mode.
  mSpaceHeld = false;
  endPan();
}

void ZoomPan::endPan() {
  mPanning = false;
  if (mSpaceHeld) {
    mView.viewport()->setCursor(Qt::OpenHandCursor);
  } else {
    mView.viewport()->unsetCursor();
  }
}

}  // namespace rackwright::ui
