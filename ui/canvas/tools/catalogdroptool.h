#ifndef RACKWRIGHT_UI_CANVAS_TOOLS_CATALOGDROPTOOL_H
#define RACKWRIGHT_UI_CANVAS_TOOLS_CATALOGDROPTOOL_H

#include "canvastool.h"
#include "core/catalog/parttypes.h"
#include "core/model/entities.h"

#include <QPointF>
#include <QRectF>

namespace rackwright::ui {

/// Parts dragged from the Catalog dock. A device type snaps to whole units and to the face of
/// the rack under the cursor, with a ghost of where it will land; a transceiver goes onto the
/// empty cage under the cursor. Where the part cannot go (a collision, an overhang, a cage that
/// holds something already) the ghost turns red, the status bar says why, and a drop there is
/// refused with the reason at the cursor. A drop that can land becomes one undo command.
class CatalogDropTool final : public CanvasDropTool {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ui::CatalogDropTool)

 public:
  explicit CatalogDropTool(CanvasView& view) : mView(view) {}
  void dragEnter(QDragEnterEvent* event) override;
  void dragMove(QDragMoveEvent* event) override;
  void dragLeave() override;
  void drop(QDropEvent* event) override;

 private:
  struct Plan {
    bool allowed = false;
    QString refusal;
    QRectF ghost;
    Device device;  ///< device parts
    Module module;  ///< transceivers
  };
  Plan evaluate(const QPointF& scenePos) const;
  Plan planDevice(const QPointF& scenePos) const;
  /// A zero-U PDU: into the side channel of the face under the cursor.
  Plan planZeroU(const QPointF& scenePos) const;
  Plan planModule(const QPointF& scenePos) const;
  void show(const Plan& plan);

  CanvasView& mView;
  PartPtr mPart;
};

}  // namespace rackwright::ui

#endif
