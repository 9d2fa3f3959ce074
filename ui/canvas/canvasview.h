#ifndef RACKWRIGHT_UI_CANVAS_CANVASVIEW_H
#define RACKWRIGHT_UI_CANVAS_CANVASVIEW_H

#include <QGraphicsView>
#include <QPoint>

namespace rackwright::ui {

class RowScene;

/// The view onto the row scene: the wheel zooms around the cursor, the middle mouse button or
/// Space + left drag pans, and zoom to fit / 100 % are available as slots. At 100 % one scene
/// millimetre is one device-independent pixel.
class CanvasView final : public QGraphicsView {
  Q_OBJECT

 public:
  static constexpr double kMinScale = 0.01;
  static constexpr double kMaxScale = 8.0;
  static constexpr double kStepFactor = 1.25;

  explicit CanvasView(QWidget* parent = nullptr);

  void setRowScene(RowScene* scene);
  /// Current scale in percent (100 = one millimetre per pixel).
  double zoomPercent() const;

 public Q_SLOTS:
  void zoomIn();
  void zoomOut();
  void zoomFit();
  void zoom100();

 Q_SIGNALS:
  void zoomChanged(double percent);

 protected:
  void wheelEvent(QWheelEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void keyReleaseEvent(QKeyEvent* event) override;
  void focusOutEvent(QFocusEvent* event) override;

 private:
  /// Multiplies the scale by `factor` (clamped), keeping the scene point under `anchor`
  /// (viewport coordinates) where it is.
  void zoomBy(double factor, const QPoint& anchor);
  void updatePanningRect();
  void endPan();

  RowScene* mScene = nullptr;
  bool mSpaceHeld = false;
  bool mPanning = false;
  QPoint mLastPanPos;
};

}  // namespace rackwright::ui

#endif
