#ifndef RACKWRIGHT_UI_CANVAS_TOOLS_MOVERACKTOOL_H
#define RACKWRIGHT_UI_CANVAS_TOOLS_MOVERACKTOOL_H

#include "canvastool.h"
#include "core/model/entities.h"

namespace rackwright::ui {

class RackItem;

/// Dragging a rack by its header: a bar shows where it will go (before or after the rack under
/// the cursor, in that rack's row); releasing renumbers the row in one undo step.
class MoveRackTool final : public CanvasTool {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ui::MoveRackTool)

 public:
  MoveRackTool(CanvasView& view, const ObjectId& rackId);
  const char* name() const override { return "move-rack"; }
  bool mouseMove(QMouseEvent* event) override;
  bool mouseRelease(QMouseEvent* event) override;
  bool keyPress(QKeyEvent* event) override;
  void cancel() override;

  /// Moves `rackId` next to `anchorId` (after it when `after`), renumbering the anchor's row,
  /// as one undo step through the view's session.
  static bool moveRack(CanvasView& view, const ObjectId& rackId, const ObjectId& anchorId,
                       bool after);

 private:
  void setMark(RackItem* rack, int side);

  ObjectId mRackId;
  ObjectId mAnchor;
  int mSide = 0;
};

}  // namespace rackwright::ui

#endif
