#include "connecttool.h"

#include "core/editing/cablecandidates.h"
#include "ui/canvas/canvasview.h"
#include "ui/canvas/rowscene.h"
#include "ui/editing/editsession.h"

#include <QKeyEvent>
#include <QMouseEvent>

namespace rackwright::ui {

ConnectTool::ConnectTool(CanvasView& view, const PortHit& start) : CanvasTool(view), mStart(start) {
  mView.showHint(tr("Linking from %1: release on the other port").arg(start.label));
}

bool ConnectTool::mousePress(QMouseEvent* event) {
  if (!mLandingLegs)
    return true;
  if (event->button() != Qt::LeftButton) {
    mView.finishTool();
    return true;
  }
  const QPointF scenePos = mView.mapToScene(event->position().toPoint());
  if (const auto hit = mView.rowScene()->portAt(scenePos, mView.levelOfDetail())) {
    landLeg(*hit);
  } else {
    mView.showHint(tr("Legs left unconnected: %1").arg(mRemaining.join(QStringLiteral(", "))));
    mView.finishTool();
  }
  return true;
}

bool ConnectTool::mouseMove(QMouseEvent* event) {
  const QPointF scenePos = mView.mapToScene(event->position().toPoint());
  const auto hit = mView.rowScene()->portAt(scenePos, mView.levelOfDetail());
  const QPointF end = hit ? hit->sceneRect.center() : scenePos;
  mView.showRubberLine(QLineF(mStart.sceneRect.center(), end), hit ? hit->sceneRect : QRectF());
  return true;
}

bool ConnectTool::mouseRelease(QMouseEvent* event) {
  if (mLandingLegs || event->button() != Qt::LeftButton)
    return true;
  const QPointF scenePos = mView.mapToScene(event->position().toPoint());
  const auto hit = mView.rowScene()->portAt(scenePos, mView.levelOfDetail());
  mView.clearRubberLine();
  if (!hit || hit->attachment == mStart.attachment) {
    // A click on a port without a drag selects its device.
    mView.rowScene()->selectObjects({mStart.deviceId});
    mView.finishTool();
    return true;
  }
  link(*hit, event->globalPosition().toPoint());
  if (!mLandingLegs)
    mView.finishTool();
  return true;
}

bool ConnectTool::keyPress(QKeyEvent* event) {
  if (event->key() != Qt::Key_Escape)
    return false;
  mView.finishTool();
  return true;
}

void ConnectTool::cancel() {
  mView.clearRubberLine();
}

void ConnectTool::link(const PortHit& target, const QPoint& globalPos) {
  EditSession* session = mView.session();
  const Design* design = session ? session->design() : nullptr;
  if (!design)
    return;
  const QString impossible =
      CableCandidates::impossibleReason(*design, mStart.attachment, target.attachment);
  if (!impossible.isEmpty()) {
    mView.refuseAtCursor(impossible);
    return;
  }
  const Device* a = design->find<Device>(mStart.deviceId);
  const Device* b = design->find<Device>(target.deviceId);
  const bool sameRack = a && b && a->rackId == b->rackId;
  const double needed =
      CableCandidates::routeLengthM(mStart.sceneRect.center(), target.sceneRect.center(), sameRack);
  const QVector<CableCandidate> candidates =
      CableCandidates::find(*design, mStart.attachment, target.attachment, needed);
  if (candidates.isEmpty()) {
    mView.refuseAtCursor(tr("No cable in the catalog fits between %1 and %2 over %3 m: the plugs "
                            "or connectors do not match these ports.")
                             .arg(mStart.label, target.label)
                             .arg(needed, 0, 'f', 1));
    return;
  }
  const int index = mView.chooseCandidate(candidates, globalPos);
  if (index < 0 || index >= candidates.size())
    return;
  const CableCandidate& chosen = candidates.at(index);
  Cable cable;
  cable.id = QUuid::createUuid();
  cable.typeId = chosen.typeId;
  cable.lengthM = chosen.lengthM;
  cable.ends = {CableEnd{chosen.startEnd, mStart.attachment},
                CableEnd{chosen.targetEnd, target.attachment}};
  for (const QString& leg : chosen.remainingEnds)
    cable.ends.push_back(CableEnd{leg, Attachment{}});
  if (!session->push([&cable](Design& d) { return DesignEdits::addCable(d, cable); }))
    return;
  mCableId = cable.id;
  mRemaining = chosen.remainingEnds;
  if (!mRemaining.isEmpty()) {
    mLandingLegs = true;
    promptForLeg();
  } else {
    mView.showHint(tr("Linked %1 and %2 with %3").arg(mStart.label, target.label, chosen.typeId));
  }
}

void ConnectTool::promptForLeg() {
  mView.showHint(tr("Click the port for leg %1 of the breakout (Esc leaves the rest unconnected)")
                     .arg(mRemaining.front()));
}

void ConnectTool::landLeg(const PortHit& target) {
  const QString leg = mRemaining.front();
  const ObjectId cableId = mCableId;
  const bool landed = mView.session()->push(
      [&](Design& d) { return DesignEdits::connectCableEnd(d, cableId, leg, target.attachment); });
  if (!landed)
    return;  // refused with the reason; the user may click another port
  mRemaining.removeFirst();
  if (mRemaining.isEmpty()) {
    mView.showHint(tr("Every leg of the breakout is connected."));
    mView.finishTool();
  } else {
    promptForLeg();
  }
}

}  // namespace rackwright::ui
