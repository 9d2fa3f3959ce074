#include "portmapview.h"

#include <QWheelEvent>

#include <cmath>

namespace rackwright::ui {

namespace {

constexpr double kStepFactor = 1.25;
constexpr double kMaxScale = 40;

}  // namespace

PortMapView::PortMapView(QGraphicsScene* scene, QWidget* parent) : QGraphicsView(scene, parent) {
  setDragMode(QGraphicsView::ScrollHandDrag);
  setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
  setResizeAnchor(QGraphicsView::AnchorViewCenter);
}

void PortMapView::fit(const QRectF& rect) {
  mFittedRect = rect;
  mFitted = true;
  if (!rect.isEmpty())
    fitInView(rect, Qt::KeepAspectRatio);
}

void PortMapView::wheelEvent(QWheelEvent* event) {
  const int delta = event->angleDelta().y();
  if (delta == 0) {
    QGraphicsView::wheelEvent(event);
    return;
  }
  const double factor = std::pow(kStepFactor, delta / 120.0);
  const double target = qBound(0.05, scale() * factor, kMaxScale);
  if (!qFuzzyCompare(target, scale())) {
    QGraphicsView::scale(target / scale(), target / scale());
    mFitted = false;
  }
  event->accept();
}

void PortMapView::mouseDoubleClickEvent(QMouseEvent* event) {
  mFitted = true;
  Q_EMIT refitRequested();
  event->accept();
}

void PortMapView::resizeEvent(QResizeEvent* event) {
  QGraphicsView::resizeEvent(event);
  if (mFitted)
    Q_EMIT refitRequested();
}

}  // namespace rackwright::ui
