#include "navigatorwidget.h"

#include "canvasstyle.h"
#include "zoompan.h"

#include <spdlog/spdlog.h>

#include <QElapsedTimer>
#include <QGraphicsView>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>

namespace rackwright::ui {

NavigatorWidget::NavigatorWidget(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("navigator"));
  setMinimumSize(120, 90);
  setCursor(Qt::PointingHandCursor);
  setWhatsThis(
      tr("The navigator: the whole design in small, with the part the canvas shows framed. "
         "Click or drag in it to move the canvas there."));
  mRefresh.setSingleShot(true);
  mRefresh.setInterval(kRefreshDelayMs);
  connect(&mRefresh, &QTimer::timeout, this, &NavigatorWidget::refreshNow);
}

NavigatorWidget::~NavigatorWidget() = default;

void NavigatorWidget::setView(QGraphicsView* view, ZoomPan* zoomPan, Renderer renderer) {
  for (const auto& connection : std::as_const(mConnections))
    disconnect(connection);
  mConnections.clear();
  mView = view;
  mZoomPan = view ? zoomPan : nullptr;
  mRenderer = std::move(renderer);
  if (mView) {
    // Zoom, pan and resize all move the scroll bars or change their ranges.
    for (QScrollBar* bar : {mView->horizontalScrollBar(), mView->verticalScrollBar()}) {
      mConnections << connect(bar, &QScrollBar::valueChanged, this, [this] { update(); });
      mConnections << connect(bar, &QScrollBar::rangeChanged, this, [this] { followView(); });
    }
  }
  refreshNow();
}

void NavigatorWidget::followView() {
  // The content may have grown or shrunk (its rect is part of the scrollable area).
  if (mZoomPan && mZoomPan->contentRect() != mSource)
    refreshSoon();
  update();
}

QRectF NavigatorWidget::thumbnailRect() const {
  if (mSource.isEmpty())
    return {};
  const QRectF area = QRectF(rect()).adjusted(4, 4, -4, -4);
  const double scale = qMin(area.width() / mSource.width(), area.height() / mSource.height());
  QRectF thumb(0, 0, mSource.width() * scale, mSource.height() * scale);
  thumb.moveCenter(area.center());
  return thumb;
}

QPointF NavigatorWidget::toWidget(const QPointF& scenePos) const {
  const QRectF thumb = thumbnailRect();
  if (thumb.isEmpty())
    return {};
  const double scale = thumb.width() / mSource.width();
  return thumb.topLeft() + (scenePos - mSource.topLeft()) * scale;
}

QPointF NavigatorWidget::toScene(const QPointF& widgetPos) const {
  const QRectF thumb = thumbnailRect();
  if (thumb.isEmpty())
    return {};
  const double scale = mSource.width() / thumb.width();
  return mSource.topLeft() + (widgetPos - thumb.topLeft()) * scale;
}

QRectF NavigatorWidget::visibleAreaRect() const {
  if (!mZoomPan || mSource.isEmpty())
    return {};
  const QRectF visible = mZoomPan->visibleRect();
  return QRectF(toWidget(visible.topLeft()), toWidget(visible.bottomRight()));
}

void NavigatorWidget::refreshSoon() {
  mRefresh.start();
}

void NavigatorWidget::refreshNow() {
  mRefresh.stop();
  mSource = mZoomPan ? mZoomPan->contentRect() : QRectF();
  if (!mSource.isEmpty()) {
    // A little room round the content, as "fit all" shows it.
    const double margin = qMax(mSource.width(), mSource.height()) * 0.02;
    mSource.adjust(-margin, -margin, margin, margin);
  }
  const QRectF thumb = thumbnailRect();
  if (!mView || !mView->scene() || thumb.isEmpty()) {
    mThumbnail = QPixmap();
    update();
    return;
  }
  QElapsedTimer clock;
  clock.start();
  const qreal ratio = devicePixelRatioF();
  QPixmap pixmap((thumb.size() * ratio).toSize());
  pixmap.setDevicePixelRatio(ratio);
  pixmap.fill(canvasstyle::sceneBackground());
  {
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF target(QPointF(0, 0), thumb.size());
    if (mRenderer) {
      mRenderer(&painter, target, mSource);
    } else {
      mView->scene()->render(&painter, target, mSource, Qt::KeepAspectRatio);
    }
  }
  mThumbnail = pixmap;
  ++mRenders;
  mLastRenderMs = clock.nsecsElapsed() / 1e6;
  spdlog::debug("Navigator thumbnail {}x{} painted in {:.1f} ms", pixmap.width(), pixmap.height(),
                mLastRenderMs);
  update();
}

void NavigatorWidget::paintEvent(QPaintEvent*) {
  QPainter painter(this);
  painter.fillRect(rect(), palette().window());
  const QRectF thumb = thumbnailRect();
  if (mThumbnail.isNull() || thumb.isEmpty()) {
    painter.setPen(palette().color(QPalette::PlaceholderText));
    painter.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, tr("Nothing to show"));
    return;
  }
  painter.drawPixmap(thumb.topLeft(), mThumbnail);
  painter.setPen(QPen(palette().color(QPalette::Mid), 1));
  painter.setBrush(Qt::NoBrush);
  painter.drawRect(thumb);
  // The area in view: a translucent frame, kept visible even when it is a dot.
  QRectF visible = visibleAreaRect().intersected(thumb.adjusted(-1, -1, 1, 1));
  if (visible.width() < 4)
    visible.adjust(-(4 - visible.width()) / 2, 0, (4 - visible.width()) / 2, 0);
  if (visible.height() < 4)
    visible.adjust(0, -(4 - visible.height()) / 2, 0, (4 - visible.height()) / 2);
  QColor fill = canvasstyle::selectionColour();
  fill.setAlpha(40);
  painter.setRenderHint(QPainter::Antialiasing);
  painter.setPen(QPen(canvasstyle::selectionColour(), 2));
  painter.setBrush(fill);
  painter.drawRect(visible);
}

void NavigatorWidget::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  refreshSoon();
}

void NavigatorWidget::moveViewTo(const QPointF& widgetPos) {
  if (!mZoomPan || thumbnailRect().isEmpty())
    return;
  mZoomPan->centreOn(toScene(widgetPos));
  update();
}

void NavigatorWidget::mousePressEvent(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton)
    return QWidget::mousePressEvent(event);
  mDragging = true;
  moveViewTo(event->position());
  event->accept();
}

void NavigatorWidget::mouseMoveEvent(QMouseEvent* event) {
  if (!mDragging)
    return QWidget::mouseMoveEvent(event);
  moveViewTo(event->position());
  event->accept();
}

void NavigatorWidget::mouseReleaseEvent(QMouseEvent* event) {
  if (event->button() == Qt::LeftButton)
    mDragging = false;
  QWidget::mouseReleaseEvent(event);
}

}  // namespace rackwright::ui
