#ifndef RACKWRIGHT_UI_CANVAS_CANVASVIEW_H
#define RACKWRIGHT_UI_CANVAS_CANVASVIEW_H

#include "core/editing/cablecandidates.h"
#include "core/model/entities.h"
#include "deviceitem.h"
#include "zoompan.h"

#include <QGraphicsView>
#include <QPoint>

#include <functional>
#include <memory>
#include <optional>

namespace rackwright::ui {

class CanvasDropTool;

/// What a click at one point of the canvas is about: a port, else a cable within a few pixels
/// (cables are drawn over the devices, so what is seen on top is picked), else a device, else a
/// rack's header or frame (CanvasView::hitAt; the hover highlight and the tooltip show that).
/// CanvasView::hitsAt lists the same candidates one under the other: clicking again at one place
/// picks the next one down, and a left or right click there is then about that pick
/// (CanvasView::selectedHitAt) for as long as it stays selected.
struct CanvasHit {
  enum class Kind { None, Port, Cable, Device, Rack };
  Kind kind = Kind::None;
  std::optional<PortHit> port;  ///< Kind::Port
  ObjectId cableId;             ///< Kind::Cable
  ObjectId deviceId;            ///< Kind::Port and Kind::Device: the device drawn there
  ObjectId rackId;              ///< Kind::Rack
  bool onRackHeader = false;    ///< Kind::Rack: on the header, where the rack is grabbed
};

class CanvasTool;
class EditSession;
class RowScene;

/// The view onto the row scene: the wheel zooms around the cursor, the middle mouse button or
/// Space + left drag pans, and zoom to fit / 100 % are available as slots. At 100 % one scene
/// millimetre is one device-independent pixel.
///
/// Editing runs through tool states (canvas/tools): the select tool is the resting state; it
/// hands a gesture to the move, connect or rack-reorder tool, which ends it with one undo
/// command. Catalog parts dragged in are handled by the drop tool. Their feedback (ghosts, the
/// rubber line) is painted over the scene by the view, at any zoom.
///
/// Far out (below OverviewItem::kMaxLod) the view has the row scene paint its racks and devices
/// as one overview (RowScene::setOverview).
class CanvasView final : public QGraphicsView {
  Q_OBJECT

 public:
  static constexpr double kMinScale = ZoomPan::kMinScale;
  static constexpr double kMaxScale = ZoomPan::kMaxScale;
  static constexpr double kStepFactor = ZoomPan::kStepFactor;
  /// Half the width, in logical pixels, within which a cable is picked at any zoom: a cable is
  /// a few pixels wide on screen whatever the zoom, and so is the band the cursor must hit.
  static constexpr double kCablePickPixels = 6.0;

  /// Picks one of the cables offered for a new link (index into the list, or -1 for none).
  /// The default shows a popup menu at `globalPos`; tests install their own.
  using CandidateChooser =
      std::function<int(const QVector<CableCandidate>&, const QPoint& globalPos)>;

  explicit CanvasView(QWidget* parent = nullptr);
  ~CanvasView() override;

  void setRowScene(RowScene* scene);
  RowScene* rowScene() const { return mScene; }
  void setEditSession(EditSession* session) { mSession = session; }
  EditSession* session() const { return mSession; }
  /// Current scale in percent (100 = one millimetre per pixel).
  double zoomPercent() const;
  /// Logical pixels per scene millimetre: what items see as level of detail when they paint.
  double levelOfDetail() const;

  // --- tool support ----------------------------------------------------------------------------
  /// Makes `tool` current; the previous one is cancelled and deleted once its handler returned.
  void setTool(std::unique_ptr<CanvasTool> tool);
  /// Returns to the select tool.
  void finishTool();
  const char* toolName() const;
  CanvasTool* tool() const { return mTool.get(); }

  /// Ghost rectangles of where something will land (green when it may, red when refused).
  void showGhosts(const QVector<QRectF>& rects, bool allowed);
  void clearGhosts();
  /// The rubber line of a link being drawn, and the highlighted port under the cursor.
  void showRubberLine(const QLineF& line, const QRectF& targetPort = {});
  void clearRubberLine();
  /// A hint for the status bar while a gesture runs (empty clears it).
  void showHint(const QString& text);
  /// Reports a refusal at the cursor: status bar and a transient tooltip.
  void refuseAtCursor(const QString& reason);

  void setCandidateChooser(CandidateChooser chooser) { mChooser = std::move(chooser); }
  int chooseCandidate(const QVector<CableCandidate>& candidates, const QPoint& globalPos);

  /// What is at `viewportPos` (see CanvasHit).
  CanvasHit hitAt(const QPoint& viewportPos) const;
  /// Everything at `viewportPos`, topmost first: a port alone (it is what a press there means),
  /// else the cable, the device and the rack frame that are there. Clicking again at one place
  /// walks down this list (SelectTool), as in other drawing tools.
  QVector<CanvasHit> hitsAt(const QPoint& viewportPos) const;
  /// What a click at `viewportPos` means now: the object a click there picked last (the device
  /// under a cable, after a click again) while it is still selected, else hitAt(). The select
  /// tool and the right-click menu ask this.
  CanvasHit selectedHitAt(const QPoint& viewportPos) const;
  /// Remembers `hit` as picked by a click at `viewportPos` (see selectedHitAt).
  void rememberPick(const CanvasHit& hit, const QPoint& viewportPos);
  void forgetPick();
  /// Whether `hit` is the pick remembered at (about) `viewportPos` and still selected.
  bool isRememberedPick(const CanvasHit& hit, const QPoint& viewportPos) const;
  /// The index in `hits` (hitsAt(viewportPos)) of the remembered pick, or -1.
  qsizetype rememberedPickIn(const QVector<CanvasHit>& hits, const QPoint& viewportPos) const;
  /// Whether two hits name the same object.
  static bool samePick(const CanvasHit& a, const CanvasHit& b);
  /// The cable within the pick width of `scenePos` at the current zoom.
  std::optional<ObjectId> cableAt(const QPointF& scenePos) const;
  /// The tooltip for a port or a cable at `viewportPos` (CanvasToolTips); empty elsewhere,
  /// where the items' own tooltips (devices, racks) apply.
  QString toolTipAt(const QPoint& viewportPos) const;

  /// Selects the devices and cables and centres the view on them.
  void revealObjects(const QVector<ObjectId>& devices, const QSet<ObjectId>& cables = {});
  /// Selects the racks and centres the view on them.
  void revealRacks(const QVector<ObjectId>& racks);
  /// Centres the view on the racks without changing the selection.
  void centreOnRacks(const QVector<ObjectId>& racks);

 public Q_SLOTS:
  void zoomIn();
  void zoomOut();
  void zoomFit();
  void zoom100();
  /// Zooms to show the selection (everything when nothing is selected).
  void zoomFitSelection();

 public:
  ZoomPan& zoomPan() const { return *mZoomPan; }

 Q_SIGNALS:
  void zoomChanged(double percent);
  /// A device was double-clicked (opens its port map).
  void deviceActivated(const QUuid& deviceId);
  /// Text for the status bar: hints while a gesture runs.
  void hintChanged(const QString& text);
  /// An edit was refused where the user is looking.
  void refusedAtCursor(const QString& reason);
  /// The user asked for the context menu of what is at `hit` (right click, menu key).
  void contextMenuRequested(const rackwright::ui::CanvasHit& hit, const QPoint& globalPos);

 protected:
  void wheelEvent(QWheelEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void mouseDoubleClickEvent(QMouseEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void keyReleaseEvent(QKeyEvent* event) override;
  void focusOutEvent(QFocusEvent* event) override;
  void dragEnterEvent(QDragEnterEvent* event) override;
  void dragMoveEvent(QDragMoveEvent* event) override;
  void dragLeaveEvent(QDragLeaveEvent* event) override;
  void dropEvent(QDropEvent* event) override;
  void contextMenuEvent(QContextMenuEvent* event) override;
  bool viewportEvent(QEvent* event) override;
  void leaveEvent(QEvent* event) override;
  void paintEvent(QPaintEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  void drawForeground(QPainter* painter, const QRectF& rect) override;

 private:
  /// Multiplies the scale by `factor` (clamped), keeping the scene point under `anchor`
  /// (viewport coordinates) where it is.
  void zoomBy(double factor, const QPoint& anchor);
  void fitRect(const QRectF& rect);
  /// Repaints where the tool feedback (ghosts, rubber line) was and now is.
  void updateOverlays();
  void updatePanningRect();
  /// Highlights the cable under the resting cursor (none while a gesture runs or far out).
  void updateHover(const QPoint& viewportPos);

  RowScene* mScene = nullptr;
  EditSession* mSession = nullptr;
  std::unique_ptr<CanvasTool> mTool;
  std::unique_ptr<CanvasTool> mRetiredTool;  ///< kept until the handler that replaced it returns
  std::unique_ptr<CanvasDropTool> mDropTool;
  QVector<QRectF> mGhosts;
  bool mGhostsAllowed = true;
  std::optional<QLineF> mRubberLine;
  QRectF mTargetPort;
  QRect mOverlayArea;  ///< viewport area of the feedback last painted
  CandidateChooser mChooser;
  std::unique_ptr<ZoomPan> mZoomPan;
  /// The object the last click picked and where (selectedHitAt).
  std::optional<CanvasHit> mPick;
  QPoint mPickPos;
};

}  // namespace rackwright::ui

#endif
