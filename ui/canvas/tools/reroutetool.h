#ifndef RACKWRIGHT_UI_CANVAS_TOOLS_REROUTETOOL_H
#define RACKWRIGHT_UI_CANVAS_TOOLS_REROUTETOOL_H

#include "canvastool.h"
#include "ui/canvas/deviceitem.h"

#include <QPointF>
#include <QString>

#include <optional>

namespace rackwright::ui {

/// Re-terminating one end of an existing cable: the rubber line runs from the end that stays
/// to the cursor, and a click on a port moves the chosen end there as one undo step. The part,
/// its length, label and the other ends are kept; when the new run is longer than the cable the
/// hint says so (the reach and length rules then judge it). Escape, a right click or a click
/// off any port leaves the cable as it was.
class RerouteTool final : public CanvasTool {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ui::RerouteTool)

 public:
  RerouteTool(CanvasView& view, const ObjectId& cableId, const QString& endName);
  const char* name() const override { return "reroute"; }
  bool mousePress(QMouseEvent* event) override;
  bool mouseMove(QMouseEvent* event) override;
  bool mouseRelease(QMouseEvent* event) override;
  bool keyPress(QKeyEvent* event) override;
  void cancel() override;

 private:
  void moveEndTo(const PortHit& target);

  ObjectId mCableId;
  QString mEndName;
  /// Where the rubber line starts: the first connected end that stays (none for a cable whose
  /// other ends are all loose).
  std::optional<QPointF> mAnchor;
  ObjectId mAnchorRack;
};

}  // namespace rackwright::ui

#endif
