#ifndef RACKWRIGHT_UI_CANVAS_TOOLS_MOVEDEVICETOOL_H
#define RACKWRIGHT_UI_CANVAS_TOOLS_MOVEDEVICETOOL_H

#include "canvastool.h"
#include "core/model/entities.h"

#include <QPointF>
#include <QRectF>
#include <QVector>

namespace rackwright::ui {

/// Dragging placed devices: the ghost snaps to whole units and to the face under the cursor, in
/// any rack; the devices keep their spacing. A place where a device would collide or overhang is
/// shown red with the reason in the status bar, and releasing there changes nothing. Releasing
/// on a free place moves every dragged device in one undo step.
///
/// A zero-U device (a vertical PDU) that is grabbed drags alone to the side channel under the
/// cursor instead, in any rack: the face and the half of the elevation the cursor is over say
/// where it hangs, as when it is dropped from the catalog. The rest of the selection stays where
/// it is (and the hint says so): units and side channels do not move by one offset, and two PDUs
/// dropped into one channel would not be where either was meant to hang.
class MoveDeviceTool final : public CanvasTool {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ui::MoveDeviceTool)

 public:
  MoveDeviceTool(CanvasView& view, const QVector<ObjectId>& devices, const ObjectId& primary,
                 const QPointF& pressScene);
  const char* name() const override { return "move-device"; }
  bool mouseMove(QMouseEvent* event) override;
  bool mouseRelease(QMouseEvent* event) override;
  bool keyPress(QKeyEvent* event) override;
  void cancel() override;

 private:
  struct Target {
    Device device;  ///< the moved value
    QRectF sceneRect;
  };
  void evaluate(const QPointF& scenePos);
  void evaluateZeroU(const QPointF& scenePos);
  /// What releasing here does, for the status bar.
  QString targetHint() const;

  QVector<Device> mOriginals;  ///< primary first (zero-U: the primary only)
  bool mZeroU = false;         ///< the primary hangs zero-U: side channels, not units
  int mStaying = 0;            ///< selected devices that this drag does not move
  int mGrabOffsetU = 0;
  QVector<Target> mTargets;
  QString mRefusal;
  bool mChanged = false;
};

}  // namespace rackwright::ui

#endif
