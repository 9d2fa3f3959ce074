#include "floorplanview.h"

#include "floorplanitems.h"
#include "floorplanscene.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QToolTip>
#include <QWheelEvent>

#include <cmath>

namespace rackwright::ui {

namespace {

constexpr double kFitMarginMm = 1000;

}  // namespace

FloorPlanView::FloorPlanView(QWidget* parent)
    : QGraphicsView(parent), mZoomPan(std::make_unique<ZoomPan>(*this)) {
  setObjectName(QStringLiteral("floorPlanView"));
  setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
  setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
  setFrameShape(QFrame::NoFrame);
  setDragMode(QGraphicsView::NoDrag);
  setFocusPolicy(Qt::StrongFocus);
  setMouseTracking(true);
  setWhatsThis(
      tr("The floor plan: every hall from above with its rows of racks. Network racks are "
         "blue, racks with errors or warnings are framed red or orange, and the cables between "
         "racks are drawn as bundles, wider the more cables they hold. Click a rack to select "
         "it, double-click it to see its elevations."));
}

FloorPlanView::~FloorPlanView() = default;

void FloorPlanView::setFloorScene(FloorPlanScene* scene) {
  if (mScene)
    disconnect(mScene, nullptr, this, nullptr);
  mScene = scene;
  setScene(scene);
  if (mScene)
    connect(mScene, &FloorPlanScene::contentChanged, this, &FloorPlanView::onContentChanged);
  onContentChanged();
}

void FloorPlanView::onContentChanged() {
  if (!mScene)
    return;
  const bool wasEmpty = mZoomPan->contentRect().isEmpty();
  mZoomPan->setContentRect(mScene->contentRect());
  // A design just opened (or the first racks of a new one) is shown whole.
  if ((mFitPending || wasEmpty) && !mScene->contentRect().isEmpty() && isVisible()) {
    mFitPending = false;
    zoomFit();
  }
}

void FloorPlanView::centreOnRacks(const QVector<ObjectId>& racks) {
  if (!mScene)
    return;
  QRectF rect;
  for (const ObjectId& id : racks) {
    if (const FloorRack* place = mScene->plan().rack(id))
      rect |= place->rectMm;
  }
  if (!rect.isEmpty())
    mZoomPan->centreOn(rect.center());
}

void FloorPlanView::zoomIn() {
  if (mZoomPan->zoomBy(ZoomPan::kStepFactor, viewport()->rect().center()))
    Q_EMIT zoomChanged(zoomPercent());
}

void FloorPlanView::zoomOut() {
  if (mZoomPan->zoomBy(1 / ZoomPan::kStepFactor, viewport()->rect().center()))
    Q_EMIT zoomChanged(zoomPercent());
}

void FloorPlanView::zoomFit() {
  if (!mScene || mScene->contentRect().isEmpty())
    return;
  mZoomPan->fitRect(
      mScene->contentRect().adjusted(-kFitMarginMm, -kFitMarginMm, kFitMarginMm, kFitMarginMm));
  Q_EMIT zoomChanged(zoomPercent());
}

void FloorPlanView::zoom100() {
  const QPointF centre = mapToScene(viewport()->rect().center());
  setTransform(QTransform());
  mZoomPan->centreOn(centre);
  Q_EMIT zoomChanged(zoomPercent());
}

void FloorPlanView::wheelEvent(QWheelEvent* event) {
  const int delta = event->angleDelta().y();
  if (delta == 0) {
    QGraphicsView::wheelEvent(event);
    return;
  }
  if (mZoomPan->zoomBy(std::pow(ZoomPan::kStepFactor, delta / 120.0), event->position().toPoint()))
    Q_EMIT zoomChanged(zoomPercent());
  event->accept();
}

void FloorPlanView::mousePressEvent(QMouseEvent* event) {
  if (mZoomPan->mousePress(event)) {
    event->accept();
    return;
  }
  if (event->button() == Qt::LeftButton && mScene) {
    const ObjectId rack = mScene->rackAt(mapToScene(event->position().toPoint()));
    Q_EMIT rackClicked(rack, event->modifiers().testFlag(Qt::ControlModifier));
    event->accept();
    return;
  }
  QGraphicsView::mousePressEvent(event);
}

void FloorPlanView::mouseMoveEvent(QMouseEvent* event) {
  if (mZoomPan->mouseMove(event)) {
    event->accept();
    return;
  }
  QGraphicsView::mouseMoveEvent(event);
}

void FloorPlanView::mouseReleaseEvent(QMouseEvent* event) {
  if (mZoomPan->mouseRelease(event)) {
    event->accept();
    return;
  }
  QGraphicsView::mouseReleaseEvent(event);
}

void FloorPlanView::mouseDoubleClickEvent(QMouseEvent* event) {
  if (event->button() == Qt::LeftButton && mScene) {
    const ObjectId rack = mScene->rackAt(mapToScene(event->position().toPoint()));
    if (!rack.isNull()) {
      Q_EMIT rackActivated(rack);
      event->accept();
      return;
    }
  }
  QGraphicsView::mouseDoubleClickEvent(event);
}

void FloorPlanView::keyPressEvent(QKeyEvent* event) {
  if (mZoomPan->keyPress(event)) {
    event->accept();
    return;
  }
  QGraphicsView::keyPressEvent(event);
}

void FloorPlanView::keyReleaseEvent(QKeyEvent* event) {
  if (mZoomPan->keyRelease(event)) {
    event->accept();
    return;
  }
  QGraphicsView::keyReleaseEvent(event);
}

void FloorPlanView::focusOutEvent(QFocusEvent* event) {
  mZoomPan->focusOut();
  QGraphicsView::focusOutEvent(event);
}

void FloorPlanView::resizeEvent(QResizeEvent* event) {
  QGraphicsView::resizeEvent(event);
  if (mFitPending && mScene && !mScene->contentRect().isEmpty()) {
    mFitPending = false;
    zoomFit();
    return;
  }
  mZoomPan->updateSceneRect();
}

bool FloorPlanView::viewportEvent(QEvent* event) {
  if (event->type() == QEvent::ToolTip && mScene) {
    auto* help = static_cast<QHelpEvent*>(event);
    const QString text = mScene->toolTipAt(mapToScene(help->pos()), transform().m11());
    if (text.isEmpty()) {
      QToolTip::hideText();
    } else {
      QToolTip::showText(help->globalPos(), text, viewport());
    }
    return true;
  }
  return QGraphicsView::viewportEvent(event);
}

}  // namespace rackwright::ui
