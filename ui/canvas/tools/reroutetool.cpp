#include "reroutetool.h"

#include "core/editing/cableedits.h"
#include "ui/canvas/canvasview.h"
#include "ui/canvas/rowscene.h"
#include "ui/editing/editsession.h"
#include "ui/portmap/portmaprows.h"

#include <QKeyEvent>
#include <QMouseEvent>

namespace rackwright::ui {

RerouteTool::RerouteTool(CanvasView& view, const ObjectId& cableId, const QString& endName)
    : CanvasTool(view), mCableId(cableId), mEndName(endName) {
  const Design* design = view.session() ? view.session()->design() : nullptr;
  const Cable* cable = design ? design->find<Cable>(cableId) : nullptr;
  if (!cable)
    return;
  for (const CableEnd& end : cable->ends) {
    if (end.name == endName || !end.attachment.isConnected())
      continue;
    if (const auto point = view.rowScene()->attachmentPoint(end.attachment)) {
      mAnchor = point->first;
      mAnchorRack = point->second;
      break;
    }
  }
  mView.showHint(tr("Moving end %1 of %2: click the port it goes to (Esc keeps it where it is)")
                     .arg(endName, PortMapRows::cableLabel(*cable)));
}

bool RerouteTool::mousePress(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton) {
    mView.showHint(tr("The cable end stays where it was."));
    mView.finishTool();
    return true;
  }
  const QPointF scenePos = mView.mapToScene(event->position().toPoint());
  if (const auto hit = mView.rowScene()->portAt(scenePos, mView.levelOfDetail())) {
    moveEndTo(*hit);
    return true;
  }
  mView.showHint(tr("The cable end stays where it was."));
  mView.finishTool();
  return true;
}

bool RerouteTool::mouseMove(QMouseEvent* event) {
  const QPointF scenePos = mView.mapToScene(event->position().toPoint());
  const auto hit = mView.rowScene()->portAt(scenePos, mView.levelOfDetail());
  const QPointF end = hit ? hit->sceneRect.center() : scenePos;
  if (mAnchor)
    mView.showRubberLine(QLineF(*mAnchor, end), hit ? hit->sceneRect : QRectF());
  return true;
}

bool RerouteTool::mouseRelease(QMouseEvent*) {
  return true;
}

bool RerouteTool::keyPress(QKeyEvent* event) {
  if (event->key() != Qt::Key_Escape)
    return false;
  mView.showHint(tr("The cable end stays where it was."));
  mView.finishTool();
  return true;
}

void RerouteTool::cancel() {
  mView.clearRubberLine();
}

void RerouteTool::moveEndTo(const PortHit& target) {
  EditSession* session = mView.session();
  const Design* design = session ? session->design() : nullptr;
  const Cable* cable = design ? design->find<Cable>(mCableId) : nullptr;
  if (!cable) {
    mView.finishTool();
    return;
  }
  const QString reason = CableEdits::moveEndRefusal(*design, mCableId, mEndName, target.attachment);
  if (!reason.isEmpty()) {
    // The user may click another port.
    mView.refuseAtCursor(reason);
    return;
  }
  const ObjectId cableId = mCableId;
  const QString endName = mEndName;
  const Attachment attachment = target.attachment;
  if (!session->pushSequence(tr("Move cable end %1").arg(endName),
                             [&](Design& d, EditTransaction& transaction) {
                               CableEdits::moveEnd(d, transaction, cableId, endName, attachment);
                             }))
    return;
  QString hint = tr("End %1 now goes to %2.").arg(endName, target.label);
  if (mAnchor) {
    const auto targetPoint = mView.rowScene()->attachmentPoint(attachment);
    const bool sameRack = targetPoint && targetPoint->second == mAnchorRack;
    const double needed = CableCandidates::routeLengthM(
        *mAnchor, targetPoint ? targetPoint->first : target.sceneRect.center(), sameRack);
    const Cable* moved = design->find<Cable>(cableId);
    if (moved && moved->lengthM > 0 && needed > moved->lengthM) {
      hint += QLatin1Char(' ') +
              tr("The run now needs about %1 m but the cable is %2 m: set its length or replace "
                 "the part in the Inspector.")
                  .arg(needed, 0, 'f', 1)
                  .arg(moved->lengthM, 0, 'f', 1);
    }
  }
  mView.showHint(hint);
  mView.finishTool();
}

}  // namespace rackwright::ui
