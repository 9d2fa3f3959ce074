#ifndef RACKWRIGHT_UI_CANVAS_TOOLS_CANVASTOOL_H
#define RACKWRIGHT_UI_CANVAS_TOOLS_CANVASTOOL_H

#include <QCoreApplication>

class QDragEnterEvent;
class QDragMoveEvent;
class QDropEvent;
class QKeyEvent;
class QMouseEvent;

namespace rackwright::ui {

class CanvasView;

/// One state of the canvas editor (after LibrePCB's tool states). The view forwards its input
/// events to the current tool; a tool reads the scene, shows feedback (ghosts, lines, status
/// text) through the view, and turns a completed gesture into one undo command through the
/// view's EditSession. Tools never change the model directly, and items never do.
///
/// Each handler returns true when it consumed the event; otherwise the view's default handling
/// (selection, rubber band) runs.
class CanvasTool {
 public:
  explicit CanvasTool(CanvasView& view) : mView(view) {}
  virtual ~CanvasTool() = default;
  CanvasTool(const CanvasTool&) = delete;
  CanvasTool& operator=(const CanvasTool&) = delete;

  /// Stable name, for tests and logs ("select", "move-device" …).
  virtual const char* name() const = 0;

  virtual bool mousePress(QMouseEvent*) { return false; }
  virtual bool mouseMove(QMouseEvent*) { return false; }
  virtual bool mouseRelease(QMouseEvent*) { return false; }
  virtual bool mouseDoubleClick(QMouseEvent*) { return false; }
  virtual bool keyPress(QKeyEvent*) { return false; }
  /// The gesture is abandoned (Escape, focus lost, document replaced): remove feedback.
  virtual void cancel() {}

 protected:
  CanvasView& mView;
};

/// The tool that receives drag-and-drop from outside the view (catalog parts). Separate from
/// the mouse tools because a drag from a dock can arrive whatever the mouse state is.
class CanvasDropTool {
 public:
  virtual ~CanvasDropTool() = default;
  virtual void dragEnter(QDragEnterEvent* event) = 0;
  virtual void dragMove(QDragMoveEvent* event) = 0;
  virtual void dragLeave() = 0;
  virtual void drop(QDropEvent* event) = 0;
};

}  // namespace rackwright::ui

#endif
