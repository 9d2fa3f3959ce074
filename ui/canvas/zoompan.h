#ifndef RACKWRIGHT_UI_CANVAS_ZOOMPAN_H
#define RACKWRIGHT_UI_CANVAS_ZOOMPAN_H

#include <QPoint>
#include <QRectF>

class QGraphicsView;
class QKeyEvent;
class QMouseEvent;

namespace rackwright::ui {

/// Zooming and panning of a QGraphicsView the way both canvases (elevations, floor plan) do it:
/// the wheel and the zoom steps keep the scene point under the cursor where it is, the middle
/// button or Space + left drag pans, and the scroll bars show where the view is.
///
/// The scrollable area (the view's scene rect) is the content plus half a window on every
/// side, so every part of the content can be brought to the middle of the window, united with
/// what is in view, so that zooming about a point near an edge keeps that point under the
/// cursor. It follows the zoom, the window size and the content.
class ZoomPan final {
 public:
  static constexpr double kMinScale = 0.005;
  static constexpr double kMaxScale = 8.0;
  static constexpr double kStepFactor = 1.25;

  explicit ZoomPan(QGraphicsView& view);

  void setContentRect(const QRectF& content);
  QRectF contentRect() const { return mContent; }
  /// The scene area in view.
  QRectF visibleRect() const;

  /// Multiplies the scale by `factor` (clamped), keeping the scene point under `anchor`
  /// (viewport coordinates) where it is. Returns whether the scale changed.
  bool zoomBy(double factor, const QPoint& anchor);
  /// Shows `target` whole, centred.
  void fitRect(const QRectF& target);
  /// Puts `scenePoint` in the middle of the view at the present zoom.
  void centreOn(const QPointF& scenePoint);
  /// Recomputes the scrollable area (after a resize or a transform set from outside).
  void updateSceneRect();

  // Panning: each returns true when it took the event.
  bool mousePress(QMouseEvent* event);
  bool mouseMove(QMouseEvent* event);
  bool mouseRelease(QMouseEvent* event);
  bool keyPress(QKeyEvent* event);
  bool keyRelease(QKeyEvent* event);
  void focusOut();
  bool panning() const { return mPanning; }

 private:
  /// Makes `visible` (a scene rect the size of the viewport) scrollable and scrolls to it.
  void showArea(const QRectF& visible);
  QRectF scrollableFor(const QRectF& visible) const;
  void endPan();

  QGraphicsView& mView;
  QRectF mContent;
  bool mSpaceHeld = false;
  bool mPanning = false;
  QPoint mLastPanPos;
};

}  // namespace rackwright::ui

#endif
