#ifndef RACKWRIGHT_UI_CANVAS_TOOLS_SELECTTOOL_H
#define RACKWRIGHT_UI_CANVAS_TOOLS_SELECTTOOL_H

#include "canvastool.h"
#include "core/model/entities.h"
#include "ui/canvas/canvasview.h"

#include <QPoint>
#include <QPointF>

namespace rackwright::ui {

/// The resting state. A click selects (Ctrl adds, the rubber band selects an area); pressing on
/// a port starts a link (ConnectTool), dragging a device moves the selection (MoveDeviceTool).
/// A click on a rack's header or frame selects the rack (Ctrl adds or removes it); dragging it
/// by the header reorders the row (MoveRackTool). Arrow Up/Down move the
/// selected devices by one unit; a double-click on a device opens its port map. A click again at
/// the same place on what the last click there picked selects what lies under it: the device
/// under a cable (a zero-U PDU behind the cables along the rack's side), then its rack, then the
/// top again. A press there that becomes a drag drags what was picked.
class SelectTool final : public CanvasTool {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ui::SelectTool)

 public:
  using CanvasTool::CanvasTool;
  const char* name() const override { return "select"; }
  bool mousePress(QMouseEvent* event) override;
  bool mouseMove(QMouseEvent* event) override;
  bool mouseRelease(QMouseEvent* event) override;
  bool mouseDoubleClick(QMouseEvent* event) override;
  bool keyPress(QKeyEvent* event) override;

  /// Moves the selected devices by `deltaU` units as one undo step (refused, with the reason,
  /// where a device would leave its rack or collide).
  static bool nudgeSelection(CanvasView& view, int deltaU);

 private:
  /// Selects what lies under mPressHits[mCycleFrom] (wrapping to the top) and says what the
  /// next click there picks.
  void pickNextUnder(const QPoint& pos);
  /// "dgx-01", "rack R01", "cable C-0042": what a hint calls a pick.
  QString describe(const CanvasHit& hit) const;

  QVector<CanvasHit> mPressHits;  ///< everything under the last press, topmost first
  qsizetype mCycleFrom = -1;      ///< the press was on the last pick there: its index in them
  ObjectId mPressedDevice;
  ObjectId mPressedRack;  ///< pressed on its header: a drag from there moves the rack
  QPoint mPressPos;
  QPointF mPressScene;
};

}  // namespace rackwright::ui

#endif
