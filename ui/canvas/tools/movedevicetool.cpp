#include "movedevicetool.h"

#include "core/editing/edittransaction.h"
#include "core/geometry/rackslots.h"
#include "ui/canvas/canvasview.h"
#include "ui/canvas/rackitem.h"
#include "ui/canvas/rowscene.h"
#include "ui/editing/editsession.h"

#include <QKeyEvent>
#include <QMouseEvent>

namespace rackwright::ui {

MoveDeviceTool::MoveDeviceTool(CanvasView& view, const QVector<ObjectId>& devices,
                               const ObjectId& primary, const QPointF& pressScene)
    : CanvasTool(view) {
  const Design* design = view.session() ? view.session()->design() : nullptr;
  if (!design)
    return;
  const Device* p = design->find<Device>(primary);
  if (!p || !ZeroUMount::isInRack(*design, *p))
    return;
  mZeroU = ZeroUMount::isMounted(*design, *p);
  mOriginals.push_back(*p);
  // A zero-U device moves alone (each selected PDU hangs in a channel of its own choosing);
  // racked devices move together, keeping their spacing.
  for (const ObjectId& id : devices) {
    const Device* device = design->find<Device>(id);
    if (!device || id == primary || !ZeroUMount::isInRack(*design, *device))
      continue;
    if (!mZeroU && device->isRacked())
      mOriginals.push_back(*device);
    else
      ++mStaying;
  }
  if (mZeroU)
    return;
  // Where on the primary device the user grabbed it, in whole units from its bottom.
  const Device& first = mOriginals.front();
  if (RackItem* rack = view.rowScene()->rackItem(first.rackId)) {
    if (const auto hit = rack->unitAt(rack->mapFromScene(pressScene))) {
      const double height = RackSlots::footprint(*design, first.typeId).heightU;
      mGrabOffsetU = qBound(0, hit->unit - int(first.positionU), qMax(0, int(height) - 1));
    }
  }
}

void MoveDeviceTool::evaluate(const QPointF& scenePos) {
  mTargets.clear();
  mRefusal.clear();
  mChanged = false;
  RowScene* scene = mView.rowScene();
  const Design* design = mView.session() ? mView.session()->design() : nullptr;
  if (!design || mOriginals.isEmpty())
    return;
  if (mZeroU) {
    evaluateZeroU(scenePos);
    return;
  }
  RackItem* rack = scene->rackAt(scenePos);
  const auto hit = rack ? rack->unitAt(rack->mapFromScene(scenePos)) : std::nullopt;
  if (!hit) {
    mRefusal = tr("Drop the devices on a rack elevation.");
    return;
  }
  const Device& primary = mOriginals.front();
  const double delta = (hit->unit - mGrabOffsetU) - primary.positionU;
  const bool flip = hit->face != primary.face;
  QSet<ObjectId> moving;
  for (const Device& d : mOriginals)
    moving.insert(d.id);
  for (const Device& original : mOriginals) {
    Target target{original, {}};
    target.device.rackId = rack->rack().id;
    target.device.positionU = original.positionU + delta;
    if (flip)
      target.device.face = original.face == RackFace::Front ? RackFace::Rear : RackFace::Front;
    const double height = RackSlots::footprint(*design, original.typeId).heightU;
    target.sceneRect = rack->mapRectToScene(
        rack->unitSpanRect(target.device.face, target.device.positionU, height));
    if (mRefusal.isEmpty()) {
      mRefusal = RackSlots::refusal(*design, target.device.rackId, original.typeId, original.name,
                                    target.device.positionU, target.device.face, moving);
    }
    mChanged = mChanged || target.device != original;
    mTargets.push_back(target);
  }
}

void MoveDeviceTool::evaluateZeroU(const QPointF& scenePos) {
  const Design& design = *mView.session()->design();
  const Device& original = mOriginals.front();
  RackItem* rack = mView.rowScene()->rackAt(scenePos);
  const auto hit = rack ? rack->unitAt(rack->mapFromScene(scenePos)) : std::nullopt;
  if (!hit) {
    mRefusal = tr("Drop %1 on the front or rear elevation of a rack: it hangs in the side "
                  "channel on that half of the elevation.")
                   .arg(original.name);
    return;
  }
  const ZeroUMount::Side side = rack->channelSideAt(rack->mapFromScene(scenePos), hit->face);
  Target target{original, {}};
  target.device.rackId = rack->rack().id;
  target.device.positionU = 0;
  target.device.face = hit->face;
  target.device.side = ZeroUMount::toRackSide(side);
  // The ghost where the device will hang and as wide as its share of the channel: the slot the
  // model gives it there (PDUs without a stated side share the channels out again around it).
  const ZeroUMount::Slot slot = ZeroUMount::slotIfMoved(design, target.device);
  const PartPtr part = design.part(original.typeId);
  const double lengthMm = part && part->device() ? part->device()->heightMm : 0.0;
  target.sceneRect = rack->mapRectToScene(rack->zeroURect(slot, lengthMm));
  mRefusal = DesignEdits::placementImpossibleReason(design, target.device);
  // Where it hangs now, an automatic side resolved: dropped back in its own channel, it does
  // not move.
  const ZeroUMount::Slot now = ZeroUMount::slotOf(design, original);
  mChanged = target.device.rackId != original.rackId || now.face != hit->face || now.side != side;
  mTargets.push_back(target);
}

QString MoveDeviceTool::targetHint() const {
  const Design& design = *mView.session()->design();
  const Device& d = mTargets.front().device;
  const Rack* rack = design.find<Rack>(d.rackId);
  const QString rackName = rack ? rack->name : QString();
  QString hint;
  if (mZeroU) {
    const ZeroUMount::Slot slot{d.face, ZeroUMount::toSide(d.side)};
    hint = tr("Hang %1 in %2, %3").arg(d.name, rackName, ZeroUMount::slotText(slot));
  } else {
    hint = tr("Move %1 to %2 U%3, %4")
               .arg(d.name, rackName)
               .arg(d.positionU)
               .arg(d.face == RackFace::Front ? tr("front") : tr("rear"));
  }
  if (mStaying > 0) {
    hint += QLatin1Char(' ') +
            (mZeroU ? tr("(the %n other selected device(s) stay where they are)", nullptr, mStaying)
                    : tr("(%n selected zero-U device(s) stay where they are)", nullptr, mStaying));
  }
  return hint;
}

bool MoveDeviceTool::mouseMove(QMouseEvent* event) {
  evaluate(mView.mapToScene(event->position().toPoint()));
  QVector<QRectF> rects;
  for (const Target& t : std::as_const(mTargets))
    rects << t.sceneRect;
  mView.showGhosts(rects, mRefusal.isEmpty());
  if (!mRefusal.isEmpty()) {
    mView.showHint(mRefusal);
  } else if (!mTargets.isEmpty()) {
    mView.showHint(targetHint());
  }
  return true;
}

bool MoveDeviceTool::mouseRelease(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton)
    return true;
  evaluate(mView.mapToScene(event->position().toPoint()));
  mView.clearGhosts();
  if (!mRefusal.isEmpty()) {
    mView.refuseAtCursor(mRefusal);
  } else if (mChanged && mView.session()) {
    const QVector<Target> targets = mTargets;
    const QString text = targets.size() == 1
                             ? tr("Move %1").arg(targets.front().device.name)
                             : tr("Move %n device(s)", nullptr, int(targets.size()));
    const bool zeroU = mZeroU;
    mView.session()->pushSequence(text, [&](Design& design, EditTransaction& transaction) {
      for (const Target& t : targets) {
        transaction.apply(DesignEdits::moveDevice(design, t.device.id, t.device.rackId,
                                                  t.device.positionU, t.device.face));
        if (zeroU)
          transaction.apply(DesignEdits::hangDevice(design, t.device.id, t.device.side));
      }
    });
  }
  mView.finishTool();
  // The view still finishes the click it started (it releases its mouse grab).
  return false;
}

bool MoveDeviceTool::keyPress(QKeyEvent* event) {
  if (event->key() != Qt::Key_Escape)
    return false;
  mView.finishTool();
  return true;
}

void MoveDeviceTool::cancel() {
  mView.clearGhosts();
}

}  // namespace rackwright::ui
