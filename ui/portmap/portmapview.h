#ifndef RACKWRIGHT_UI_PORTMAP_PORTMAPVIEW_H
#define RACKWRIGHT_UI_PORTMAP_PORTMAPVIEW_H

#include <QGraphicsView>

namespace rackwright::ui {

/// The enlarged panels of a port map: fitted to the ports and their labels until the user zooms
/// (the wheel zooms around the cursor, dragging pans); a double-click fits again.
class PortMapView final : public QGraphicsView {
  Q_OBJECT

 public:
  explicit PortMapView(QGraphicsScene* scene, QWidget* parent = nullptr);

  /// Shows `rect` (scene) as large as the view allows, and keeps fitting it on resizes.
  void fit(const QRectF& rect);
  /// Whether the view follows the fitted area (false once the user zoomed).
  bool isFitted() const { return mFitted; }
  /// Device pixels per scene millimetre.
  double scale() const { return transform().m11(); }

 Q_SIGNALS:
  /// The fitted area should be recomputed (the view was resized while fitted).
  void refitRequested();

 protected:
  void wheelEvent(QWheelEvent* event) override;
  void mouseDoubleClickEvent(QMouseEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

 private:
  QRectF mFittedRect;
  bool mFitted = true;
};

}  // namespace rackwright::ui

#endif
