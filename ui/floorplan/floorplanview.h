#ifndef RACKWRIGHT_UI_FLOORPLAN_FLOORPLANVIEW_H
#define RACKWRIGHT_UI_FLOORPLAN_FLOORPLANVIEW_H

#include "core/model/entities.h"
#include "ui/canvas/zoompan.h"

#include <QGraphicsView>

#include <memory>

namespace rackwright::ui {

class FloorPlanScene;

/// The view onto the floor plan. It zooms and pans like the elevations (ZoomPan: about the
/// cursor, middle or Space + left drag, scroll bars). A click on a rack asks for it to be the
/// selection (rackClicked, Ctrl toggles), a click on the floor clears it, a double-click asks
/// for its elevations (rackActivated); the window applies both, so the Inspector, the status
/// bar and the elevations share one selection.
class FloorPlanView final : public QGraphicsView {
  Q_OBJECT

 public:
  explicit FloorPlanView(QWidget* parent = nullptr);
  ~FloorPlanView() override;

  void setFloorScene(FloorPlanScene* scene);
  FloorPlanScene* floorScene() const { return mScene; }
  ZoomPan& zoomPan() const { return *mZoomPan; }
  double zoomPercent() const { return transform().m11() * 100.0; }
  /// Centres the view on the racks at the present zoom.
  void centreOnRacks(const QVector<ObjectId>& racks);

 public Q_SLOTS:
  void zoomIn();
  void zoomOut();
  void zoomFit();
  void zoom100();

 Q_SIGNALS:
  void zoomChanged(double percent);
  /// A click on a rack (`toggle`: with Ctrl, adding or removing it); a null id: the floor.
  void rackClicked(const QUuid& rackId, bool toggle);
  void rackActivated(const QUuid& rackId);

 protected:
  void wheelEvent(QWheelEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void mouseDoubleClickEvent(QMouseEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void keyReleaseEvent(QKeyEvent* event) override;
  void focusOutEvent(QFocusEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  bool viewportEvent(QEvent* event) override;

 private:
  void onContentChanged();

  FloorPlanScene* mScene = nullptr;
  std::unique_ptr<ZoomPan> mZoomPan;
  bool mFitPending = true;  ///< fit once the first content has arrived
};

}  // namespace rackwright::ui

#endif
