#include "selecttool.h"

#include "connecttool.h"
#include "core/editing/edittransaction.h"
#include "core/geometry/rackslots.h"
#include "movedevicetool.h"
#include "moveracktool.h"
#include "ui/canvas/canvasview.h"
#include "ui/canvas/rackitem.h"
#include "ui/canvas/rowscene.h"
#include "ui/editing/editsession.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPointer>

#include <utility>

namespace rackwright::ui {

bool SelectTool::mousePress(QMouseEvent* event) {
  mPressedDevice = ObjectId();
  mPressedRack = ObjectId();
  RowScene* scene = mView.rowScene();
  if (!scene || event->button() != Qt::LeftButton)
    return false;
  const QPointF scenePos = mView.mapToScene(event->position().toPoint());
  const bool ctrl = event->modifiers() & Qt::ControlModifier;
  // Racks are selected by the scene, not as graphics items: a plain click anywhere else ends
  // their selection (a click on a device or a rubber band selects in their place).
  if (!ctrl && !scene->selectedRacks().isEmpty()) {
    RackItem* rack = scene->rackAt(scenePos);
    if (!rack || !rack->isOnFrame(rack->mapFromScene(scenePos)))
      scene->selectRacks({});
  }
  // The same pick as the right-click menu: the top object, or the one a click here picked last
  // while it is still selected, so that it can be dragged. A click (no drag) on it again picks
  // what lies under it (mouseRelease).
  const QPoint pos = event->position().toPoint();
  const QVector<CanvasHit> hits = mView.hitsAt(pos);
  const qsizetype remembered = ctrl ? -1 : mView.rememberedPickIn(hits, pos);
  const CanvasHit hit = remembered >= 0 ? hits.at(remembered) : hits.value(0);
  mPressHits = ctrl ? QVector<CanvasHit>() : hits;
  mCycleFrom = hits.size() > 1 ? remembered : -1;
  mPressPos = pos;
  if (!ctrl && hit.kind != CanvasHit::Kind::None && hit.kind != CanvasHit::Kind::Port) {
    mView.rememberPick(hit, pos);
    if (mCycleFrom < 0 && mPressHits.size() > 1) {
      mView.showHint(tr("Click again here to select %1 under it.").arg(describe(mPressHits.at(1))));
    }
  }
  if (hit.kind == CanvasHit::Kind::Port && mView.session() && !ctrl) {
    mView.setTool(std::make_unique<ConnectTool>(mView, *hit.port));
    return true;
  }
  if (hit.kind == CanvasHit::Kind::Port || hit.kind == CanvasHit::Kind::Device) {
    mPressedDevice = hit.deviceId;
    mPressScene = scenePos;
    if (!ctrl && !scene->selectedCables().isEmpty())
      scene->cableLayer()->setSelectedCables({});
    return false;  // the view selects the item
  }
  if (hit.kind == CanvasHit::Kind::Rack) {
    const ObjectId id = hit.rackId;
    if (ctrl) {
      QVector<ObjectId> racks = scene->selectedRacks();
      if (racks.contains(id)) {
        racks.removeAll(id);
      } else {
        racks << id;
      }
      scene->selectRacks(racks);
    } else {
      scene->selectObjects({}, {}, {id});
    }
    if (mView.session() && hit.onRackHeader) {
      mPressedRack = id;
      mPressPos = event->position().toPoint();
    }
    return true;
  }
  if (hit.kind == CanvasHit::Kind::Cable) {
    QSet<ObjectId> cables = ctrl ? scene->selectedCables() : QSet<ObjectId>();
    if (ctrl && cables.contains(hit.cableId)) {
      cables.remove(hit.cableId);
    } else {
      cables.insert(hit.cableId);
    }
    scene->selectObjects(ctrl ? scene->selectedDevices() : QVector<ObjectId>(), cables);
    return true;
  }
  if (!ctrl && !scene->selectedCables().isEmpty())
    scene->selectObjects(scene->selectedDevices(), {});
  return false;
}

void SelectTool::pickNextUnder(const QPoint& pos) {
  const CanvasHit next = mPressHits.at((mCycleFrom + 1) % mPressHits.size());
  const CanvasHit after = mPressHits.at((mCycleFrom + 2) % mPressHits.size());
  mView.rememberPick(next, pos);
  // After the view has finished the click (it selects the item it pressed on release).
  QPointer<RowScene> scene = mView.rowScene();
  QMetaObject::invokeMethod(
      &mView,
      [scene, next] {
        if (!scene)
          return;
        switch (next.kind) {
          case CanvasHit::Kind::Cable:
            scene->selectObjects({}, {next.cableId});
            break;
          case CanvasHit::Kind::Device:
            scene->selectObjects({next.deviceId});
            break;
          case CanvasHit::Kind::Rack:
            scene->selectObjects({}, {}, {next.rackId});
            break;
          case CanvasHit::Kind::Port:
          case CanvasHit::Kind::None:
            break;
        }
      },
      Qt::QueuedConnection);
  const bool wraps = (mCycleFrom + 2) % mPressHits.size() == 0;
  mView.showHint(wraps ? tr("Click again here to select %1 on top.").arg(describe(after))
                       : tr("Click again here to select %1 under it.").arg(describe(after)));
}

QString SelectTool::describe(const CanvasHit& hit) const {
  const Design* design = mView.session() ? mView.session()->design() : nullptr;
  switch (hit.kind) {
    case CanvasHit::Kind::Cable: {
      const Cable* cable = design ? design->find<Cable>(hit.cableId) : nullptr;
      return cable && !cable->name.isEmpty() ? tr("cable %1").arg(cable->name) : tr("the cable");
    }
    case CanvasHit::Kind::Port:
    case CanvasHit::Kind::Device: {
      const Device* device = design ? design->find<Device>(hit.deviceId) : nullptr;
      return device ? device->name : tr("the device");
    }
    case CanvasHit::Kind::Rack: {
      const Rack* rack = design ? design->find<Rack>(hit.rackId) : nullptr;
      return rack ? tr("rack %1").arg(rack->name) : tr("the rack");
    }
    case CanvasHit::Kind::None:
      break;
  }
  return {};
}

bool SelectTool::mouseMove(QMouseEvent* event) {
  RowScene* scene = mView.rowScene();
  if (!scene)
    return false;
  if (!mPressedRack.isNull() && (event->buttons() & Qt::LeftButton)) {
    if ((event->position().toPoint() - mPressPos).manhattanLength() <
        QApplication::startDragDistance())
      return true;
    const ObjectId rackId = std::exchange(mPressedRack, ObjectId());
    mView.setTool(std::make_unique<MoveRackTool>(mView, rackId));
    mView.tool()->mouseMove(event);
    return true;
  }
  if (!mPressedDevice.isNull() && (event->buttons() & Qt::LeftButton) && mView.session()) {
    if ((event->position().toPoint() - mPressPos).manhattanLength() <
        QApplication::startDragDistance())
      return true;
    QVector<ObjectId> devices = scene->selectedDevices();
    if (!devices.contains(mPressedDevice)) {
      devices = {mPressedDevice};
      scene->selectObjects(devices);
    }
    const ObjectId primary = mPressedDevice;
    const QPointF pressScene = mPressScene;
    mPressedDevice = ObjectId();
    mView.setTool(std::make_unique<MoveDeviceTool>(mView, devices, primary, pressScene));
    mView.tool()->mouseMove(event);
    return true;
  }
  if (event->buttons() == Qt::NoButton) {
    const QPointF scenePos = mView.mapToScene(event->position().toPoint());
    if (const auto port = scene->portAt(scenePos, mView.levelOfDetail())) {
      mView.showHint(tr("%1 — drag to another port to link them").arg(port->label));
    }
  }
  return false;
}

bool SelectTool::mouseRelease(QMouseEvent* event) {
  mPressedDevice = ObjectId();
  mPressedRack = ObjectId();
  // A click, not a drag, on the object picked here last: the next one under it.
  if (event->button() == Qt::LeftButton && mCycleFrom >= 0 &&
      (event->position().toPoint() - mPressPos).manhattanLength() <
          QApplication::startDragDistance()) {
    pickNextUnder(mPressPos);
  }
  mCycleFrom = -1;
  return false;
}

bool SelectTool::mouseDoubleClick(QMouseEvent* event) {
  RowScene* scene = mView.rowScene();
  if (!scene || event->button() != Qt::LeftButton)
    return false;
  if (DeviceItem* device = scene->deviceAt(mView.mapToScene(event->position().toPoint()))) {
    Q_EMIT mView.deviceActivated(device->device().id);
    return true;
  }
  return false;
}

bool SelectTool::keyPress(QKeyEvent* event) {
  switch (event->key()) {
    case Qt::Key_Up:
      nudgeSelection(mView, 1);
      return true;
    case Qt::Key_Down:
      nudgeSelection(mView, -1);
      return true;
    case Qt::Key_Escape:
      if (mView.rowScene())
        mView.rowScene()->selectObjects({});
      mView.forgetPick();
      return true;
    default:
      break;
  }
  return false;
}

bool SelectTool::nudgeSelection(CanvasView& view, int deltaU) {
  RowScene* scene = view.rowScene();
  EditSession* session = view.session();
  if (!scene || !session || !session->design())
    return false;
  const QVector<ObjectId> ids = scene->selectedDevices();
  if (ids.isEmpty())
    return false;
  const Design& design = *session->design();
  const QSet<ObjectId> moving(ids.begin(), ids.end());
  for (const ObjectId& id : ids) {
    const Device* device = design.find<Device>(id);
    if (!device || !device->isRacked())
      continue;
    const QString refusal = RackSlots::refusal(design, device->rackId, device->typeId, device->name,
                                               device->positionU + deltaU, device->face, moving);
    if (!refusal.isEmpty()) {
      view.refuseAtCursor(refusal);
      return false;
    }
  }
  const QString text = deltaU > 0 ? tr("Move %n device(s) up", nullptr, int(ids.size()))
                                  : tr("Move %n device(s) down", nullptr, int(ids.size()));
  // Nudges of the same selection in a row are one undo step, as in every drawing tool.
  QStringList key;
  for (const ObjectId& id : ids)
    key << id.toString(QUuid::WithoutBraces);
  key.sort();
  return session->pushSequence(
      text,
      [&](Design& d, EditTransaction& transaction) {
        for (const ObjectId& id : ids) {
          const Device* device = d.find<Device>(id);
          if (!device || !device->isRacked())
            continue;
          transaction.apply(DesignEdits::moveDevice(d, id, device->rackId,
                                                    device->positionU + deltaU, device->face));
        }
      },
      QStringLiteral("nudge:") + key.join(u','));
}

}  // namespace rackwright::ui
