#include "catalogdroptool.h"

#include "core/commands/designedits.h"
#include "core/editing/naming.h"
#include "core/geometry/rackslots.h"
#include "core/geometry/zeroumount.h"
#include "ui/canvas/canvasmime.h"
#include "ui/canvas/canvasview.h"
#include "ui/canvas/rackitem.h"
#include "ui/canvas/rowscene.h"
#include "ui/editing/editsession.h"

#include <QDragEnterEvent>
#include <QDropEvent>

namespace rackwright::ui {

void CatalogDropTool::dragEnter(QDragEnterEvent* event) {
  mPart.reset();
  const Design* design = mView.session() ? mView.session()->design() : nullptr;
  const QString partId = canvasmime::partIdFrom(event->mimeData());
  const PartPtr part = design && !partId.isEmpty() ? design->part(partId) : nullptr;
  if (!part || (!part->device() && !part->transceiver()) || mView.session()->isBlocked()) {
    // Not ours (a design file, text): the window may want it.
    event->ignore();
    return;
  }
  mPart = part;
  event->acceptProposedAction();
}

CatalogDropTool::Plan CatalogDropTool::evaluate(const QPointF& scenePos) const {
  if (!mPart)
    return {};
  return mPart->transceiver() ? planModule(scenePos) : planDevice(scenePos);
}

CatalogDropTool::Plan CatalogDropTool::planDevice(const QPointF& scenePos) const {
  Plan plan;
  const Design& design = *mView.session()->design();
  if (ZeroUMount::isZeroUBody(*mPart->device()))
    return planZeroU(scenePos);
  if (mPart->device()->uHeight <= 0) {
    plan.refusal = tr("%1 has no rack height: it goes into a server's adapter bay or a panel "
                      "enclosure, not into rack units.")
                       .arg(mPart->id);
    return plan;
  }
  RackItem* rack = mView.rowScene()->rackAt(scenePos);
  const auto hit = rack ? rack->unitAt(rack->mapFromScene(scenePos)) : std::nullopt;
  if (!hit) {
    plan.refusal = tr("Drop %1 on the front or rear elevation of a rack.").arg(mPart->id);
    return plan;
  }
  const double height = mPart->device()->uHeight;
  // The cursor holds the device by its middle unit.
  const int grab = int((height - 1) / 2);
  plan.device.id = QUuid::createUuid();
  plan.device.name = Naming::newDeviceName(design, *mPart);
  plan.device.typeId = mPart->id;
  plan.device.rackId = rack->rack().id;
  plan.device.positionU = hit->unit - grab;
  plan.device.face = hit->face;
  plan.ghost = rack->mapRectToScene(rack->unitSpanRect(hit->face, plan.device.positionU, height));
  plan.refusal = RackSlots::refusal(design, plan.device.rackId, plan.device.typeId,
                                    plan.device.name, plan.device.positionU, plan.device.face);
  plan.allowed = plan.refusal.isEmpty();
  return plan;
}

CatalogDropTool::Plan CatalogDropTool::planZeroU(const QPointF& scenePos) const {
  Plan plan;
  const Design& design = *mView.session()->design();
  RackItem* rack = mView.rowScene()->rackAt(scenePos);
  const auto hit = rack ? rack->unitAt(rack->mapFromScene(scenePos)) : std::nullopt;
  if (!hit) {
    plan.refusal = tr("Drop %1 on the front or rear elevation of a rack: it hangs in the side "
                      "channel and takes no units.")
                       .arg(mPart->id);
    return plan;
  }
  plan.device.id = QUuid::createUuid();
  plan.device.name = Naming::newDeviceName(design, *mPart);
  plan.device.typeId = mPart->id;
  plan.device.rackId = rack->rack().id;
  plan.device.positionU = 0;
  plan.device.face = hit->face;
  // The channel on the side of the elevation the cursor is on.
  const ZeroUMount::Side side = rack->channelSideAt(rack->mapFromScene(scenePos), hit->face);
  plan.device.side = ZeroUMount::toRackSide(side);
  plan.ghost = rack->mapRectToScene(
      rack->zeroURect(ZeroUMount::Slot{hit->face, side, 0, 1}, mPart->device()->heightMm));
  plan.refusal = DesignEdits::placementImpossibleReason(design, plan.device);
  plan.allowed = plan.refusal.isEmpty();
  return plan;
}

CatalogDropTool::Plan CatalogDropTool::planModule(const QPointF& scenePos) const {
  Plan plan;
  const Design& design = *mView.session()->design();
  const double lod = mView.levelOfDetail();
  const auto hit = mView.rowScene()->portAt(scenePos, lod);
  if (!hit) {
    plan.refusal = lod < DeviceItem::kMinLodForPorts
                       ? tr("Zoom in until the cages show, then drop %1 onto one.").arg(mPart->id)
                       : tr("Drop %1 onto an empty cage.").arg(mPart->id);
    return plan;
  }
  plan.ghost = hit->sceneRect;
  switch (hit->attachment.kind) {
    case Attachment::Kind::PanelPort:
      plan.refusal =
          tr("%1 is a patch-panel port; a transceiver goes into a cage.").arg(hit->label);
      return plan;
    case Attachment::Kind::ModulePort: {
      const Module* there = design.find<Module>(hit->attachment.objectId);
      plan.refusal = tr("%1 already holds %2; remove it first.")
                         .arg(QStringLiteral("%1").arg(hit->label.section(QLatin1Char(' '), 0, 0)),
                              there ? there->typeId : QString());
      return plan;
    }
    case Attachment::Kind::Cage:
    case Attachment::Kind::None:
      break;
  }
  for (const ObjectId& cableId : design.cablesAttachedTo(hit->deviceId)) {
    for (const CableEnd& end : design.find<Cable>(cableId)->ends) {
      if (end.attachment == hit->attachment) {
        plan.refusal = tr("%1 holds the plug of cable %2; unplug it first.")
                           .arg(hit->label, design.find<Cable>(cableId)->typeId);
        return plan;
      }
    }
  }
  plan.module.id = QUuid::createUuid();
  plan.module.typeId = mPart->id;
  plan.module.deviceId = hit->deviceId;
  plan.module.cage = hit->cage;
  plan.allowed = true;
  return plan;
}

void CatalogDropTool::show(const Plan& plan) {
  if (plan.ghost.isEmpty()) {
    mView.clearGhosts();
  } else {
    mView.showGhosts({plan.ghost}, plan.allowed);
  }
  if (!plan.allowed) {
    mView.showHint(plan.refusal);
  } else if (mPart->transceiver()) {
    mView.showHint(tr("Plug %1 into %2").arg(mPart->id, plan.module.cage));
  } else if (plan.device.positionU <= 0) {
    const ZeroUMount::Slot slot{plan.device.face, ZeroUMount::toSide(plan.device.side)};
    mView.showHint(
        tr("Hang %1 in the side channel, %2").arg(plan.device.name, ZeroUMount::slotText(slot)));
  } else {
    mView.showHint(tr("Place %1 at U%2, %3")
                       .arg(plan.device.name)
                       .arg(plan.device.positionU)
                       .arg(plan.device.face == RackFace::Front ? tr("front") : tr("rear")));
  }
}

void CatalogDropTool::dragMove(QDragMoveEvent* event) {
  if (!mPart) {
    event->ignore();
    return;
  }
  const Plan plan = evaluate(mView.mapToScene(event->position().toPoint()));
  show(plan);
  if (plan.allowed) {
    event->acceptProposedAction();
  } else {
    event->ignore();
  }
}

void CatalogDropTool::dragLeave() {
  mView.clearGhosts();
  mView.showHint({});
  mPart.reset();
}

void CatalogDropTool::drop(QDropEvent* event) {
  if (!mPart) {
    event->ignore();
    return;
  }
  const Plan plan = evaluate(mView.mapToScene(event->position().toPoint()));
  mView.clearGhosts();
  mView.showHint({});
  const PartPtr part = std::exchange(mPart, nullptr);
  if (!plan.allowed) {
    mView.refuseAtCursor(plan.refusal);
    event->ignore();
    return;
  }
  EditSession* session = mView.session();
  bool done = false;
  if (part->transceiver()) {
    const Module module = plan.module;
    done = session->push([&module](Design& d) { return DesignEdits::plugModule(d, module); });
  } else {
    const Device device = plan.device;
    done = session->push([&device](Design& d) { return DesignEdits::addDevice(d, device); });
    if (done)
      mView.rowScene()->selectObjects({device.id});
  }
  if (done) {
    event->acceptProposedAction();
  } else {
    event->ignore();
  }
}

}  // namespace rackwright::ui
