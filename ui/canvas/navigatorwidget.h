#ifndef RACKWRIGHT_UI_CANVAS_NAVIGATORWIDGET_H
#define RACKWRIGHT_UI_CANVAS_NAVIGATORWIDGET_H

#include <QPixmap>
#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <functional>

class QGraphicsView;

namespace rackwright::ui {

class ZoomPan;

/// The navigator (minimap): a thumbnail of the whole content of one view with the area in view
/// as a rectangle. A click or a drag in it centres the view there. The rectangle follows every
/// zoom, pan and resize at once; the thumbnail is a cached pixmap painted again only when the
/// content changed (refreshSoon(), debounced) or the navigator was resized, so moving the view
/// of a 32,768-GPU design costs a rectangle, not a frame of the scene.
class NavigatorWidget final : public QWidget {
  Q_OBJECT

 public:
  /// Paints `source` (scene) of the view's scene into `target` of the painter. The default
  /// renders the scene; the elevations paint their overview.
  using Renderer = std::function<void(QPainter*, const QRectF& target, const QRectF& source)>;
  static constexpr int kRefreshDelayMs = 400;

  explicit NavigatorWidget(QWidget* parent = nullptr);
  ~NavigatorWidget() override;

  /// Follows `view`, whose zooming and panning is `zoomPan` (null: shows nothing).
  void setView(QGraphicsView* view, ZoomPan* zoomPan, Renderer renderer = {});
  QGraphicsView* view() const { return mView; }

  /// The content shown (scene) and where the thumbnail and the visible area are drawn.
  QRectF sourceRect() const { return mSource; }
  QRectF thumbnailRect() const;
  QRectF visibleAreaRect() const;
  /// Widget point ↔ scene point through the thumbnail.
  QPointF toScene(const QPointF& widgetPos) const;
  QPointF toWidget(const QPointF& scenePos) const;

  /// The content changed: paint the thumbnail again once changes have settled.
  void refreshSoon();
  /// Paints the thumbnail now.
  void refreshNow();
  int thumbnailRenders() const { return mRenders; }
  double lastRenderMs() const { return mLastRenderMs; }

  QSize sizeHint() const override { return {240, 180}; }

 protected:
  void paintEvent(QPaintEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;

 private:
  void followView();
  void moveViewTo(const QPointF& widgetPos);

  QPointer<QGraphicsView> mView;
  ZoomPan* mZoomPan = nullptr;
  Renderer mRenderer;
  QPixmap mThumbnail;
  QRectF mSource;
  QTimer mRefresh;
  bool mDragging = false;
  int mRenders = 0;
  double mLastRenderMs = 0;
  QList<QMetaObject::Connection> mConnections;
};

}  // namespace rackwright::ui

#endif
