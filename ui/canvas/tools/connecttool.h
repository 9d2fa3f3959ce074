#ifndef RACKWRIGHT_UI_CANVAS_TOOLS_CONNECTTOOL_H
#define RACKWRIGHT_UI_CANVAS_TOOLS_CONNECTTOOL_H

#include "canvastool.h"
#include "ui/canvas/deviceitem.h"

#include <QStringList>

namespace rackwright::ui {

/// Drawing a link: from the port where the drag started to the port where it is released. The
/// catalog parts that fit between the two are offered, ranked by what validation says about
/// the link each would make, with the length taken from the geometry and rounded up to an
/// orderable one. A breakout cable then lands its remaining legs one click at a time.
class ConnectTool final : public CanvasTool {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ui::ConnectTool)

 public:
  ConnectTool(CanvasView& view, const PortHit& start);
  const char* name() const override { return "connect"; }
  bool mousePress(QMouseEvent* event) override;
  bool mouseMove(QMouseEvent* event) override;
  bool mouseRelease(QMouseEvent* event) override;
  bool keyPress(QKeyEvent* event) override;
  void cancel() override;

  /// The cable created by this tool (null until one was) and the legs still to land.
  ObjectId cableId() const { return mCableId; }
  QStringList remainingLegs() const { return mRemaining; }

 private:
  void link(const PortHit& target, const QPoint& globalPos);
  void landLeg(const PortHit& target);
  void promptForLeg();

  PortHit mStart;
  ObjectId mCableId;
  QStringList mRemaining;
  bool mLandingLegs = false;
};

}  // namespace rackwright::ui

#endif
