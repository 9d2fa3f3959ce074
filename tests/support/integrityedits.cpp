#include "core/commands/designedits.h"
#include "core/commands/objectcommands.h"
#include "core/common/error.h"
#include "core/editing/edittransaction.h"
#include "integrityeditor_p.h"

#include <algorithm>
#include <cmath>

namespace rackwright::test {

using namespace integrity;

bool IntegrityEditor::Impl::addRack(const ObjectId& rowId) {
  const Row* row = rowId.isNull() ? pick<Row>() : design.find<Row>(rowId);
  if (!row)
    return false;
  Rack rack;
  rack.id = newId();
  rack.rowId = row->id;
  rack.name = QStringLiteral("RX%1").arg(counter);
  rack.heightU = pickOf(QVector<int>{42, 48, 24});
  for (const ObjectId& id : design.racksInRow(row->id))
    rack.positionInRow = qMax(rack.positionInRow, design.find<Rack>(id)->positionInRow + 1);
  rack.maxPowerW = chance(2) ? 40000 : 0;
  last = QStringLiteral("rack %1 in row %2").arg(rack.name, row->name);
  push(DesignEdits::addRack(design, rack));
  return true;
}

bool IntegrityEditor::Impl::editRack() {
  const Rack* rack = pick<Rack>();
  if (!rack)
    return false;
  Rack changed = *rack;
  switch (bounded(5)) {
    case 0:
      changed.name = rack->name + QStringLiteral("a");
      break;
    case 1:
      changed.heightU = 20 + bounded(29);
      break;
    case 2:
      changed.depthMm = chance(3) ? 600 : 1200;
      break;
    case 3:
      changed.maxPowerW = chance(2) ? 0 : 5000 + 1000 * bounded(40);
      break;
    default:
      changed.rowId = pick<Row>()->id;
      changed.positionInRow = bounded(12);
      break;
  }
  last = QStringLiteral("rack %1").arg(rack->name);
  push(DesignEdits::editRack(design, changed));
  return true;
}

bool IntegrityEditor::Impl::removeRack() {
  if (design.all<Rack>().size() < 4)
    return false;
  const Rack* rack = pick<Rack>();
  last = QStringLiteral("rack %1 with %2 devices")
             .arg(rack->name)
             .arg(design.devicesInRack(rack->id).size());
  push(DesignEdits::removeRack(design, rack->id));
  return true;
}

bool IntegrityEditor::Impl::addRow() {
  // As the workbench adds a row: one undo step for the (site,) (room,) row and its first rack.
  stack.beginMacro(QStringLiteral("Add row"));
  pushed = true;
  try {
    addRowSteps();
  } catch (const Error&) {
    stack.endMacro();  // the caller sees the refusal; the commands that ran stay in the macro
    throw;
  }
  stack.endMacro();
  last = QStringLiteral("row with one rack");
  return true;
}

void IntegrityEditor::Impl::addRowSteps() {
  ObjectId roomId;
  if (const Room* room = pick<Room>(); room && !chance(3)) {
    roomId = room->id;
  } else {
    ObjectId siteId;
    if (const Site* site = pick<Site>(); site && !chance(3)) {
      siteId = site->id;
    } else {
      siteId = newId();
      push(DesignEdits::addSite(design, Site{siteId, QStringLiteral("Site %1").arg(counter), {}}));
    }
    roomId = newId();
    push(DesignEdits::addRoom(design,
                              Room{roomId, siteId, QStringLiteral("Hall %1").arg(counter), {}}));
  }
  const ObjectId rowId = newId();
  push(DesignEdits::addRow(
      design, Row{rowId, roomId, QStringLiteral("Row %1").arg(counter), bounded(6), {}}));
  addRack(rowId);
}

bool IntegrityEditor::Impl::addDevice() {
  Device device;
  device.id = newId();
  device.typeId = pickOf(kDeviceTypes);
  device.name = QStringLiteral("dev-%1").arg(counter);
  const Rack* rack = chance(12) ? nullptr : pick<Rack>();
  const DeviceBody& body = *design.part(device.typeId)->device();
  if (rack && topStart(*rack, body) >= 1) {
    device.rackId = rack->id;
    device.positionU = 1 + bounded(topStart(*rack, body));
    device.face = chance(4) ? RackFace::Rear : RackFace::Front;
  }
  last = QStringLiteral("%1 %2 at U%3").arg(device.name, device.typeId).arg(device.positionU);
  push(DesignEdits::addDevice(design, device));
  return true;
}

bool IntegrityEditor::Impl::addAdapter() {
  const Device* server =
      pickDevice([](const Device&, const DeviceBody& b) { return !b.adapterBays.isEmpty(); });
  if (!server)
    return false;
  Device adapter;
  adapter.id = newId();
  adapter.typeId = pickOf(kAdapterTypes);
  adapter.name = QStringLiteral("nic-%1").arg(counter);
  adapter.parentId = server->id;
  adapter.bay = pickOf(bodyOf(*server)->adapterBays).name;
  last = QStringLiteral("%1 in %2 bay %3").arg(adapter.name, server->name, adapter.bay);
  push(DesignEdits::addDevice(design, adapter));
  return true;
}

bool IntegrityEditor::Impl::moveDevice() {
  const Device* device =
      pickDevice([](const Device& d, const DeviceBody&) { return d.parentId.isNull(); });
  if (!device)
    return false;
  const Rack* rack = chance(10) ? nullptr : pick<Rack>();
  const int top = rack ? topStart(*rack, *bodyOf(*device)) : 0;
  const ObjectId rackId = top >= 1 ? rack->id : ObjectId();
  const double u = top >= 1 ? 1 + bounded(top) : 0;
  last = QStringLiteral("%1 to U%2").arg(device->name).arg(u);
  push(DesignEdits::moveDevice(design, device->id, rackId, u,
                               chance(3) ? RackFace::Rear : RackFace::Front));
  return true;
}

bool IntegrityEditor::Impl::dragDevice() {
  const Device* device = pickDevice(
      [](const Device& d, const DeviceBody&) { return d.parentId.isNull() && d.isRacked(); });
  if (!device)
    return false;
  const ObjectId id = device->id;
  last = QStringLiteral("%1 from U%2").arg(device->name).arg(device->positionU);
  const int moves = 2 + bounded(4);
  const int direction = chance(2) ? 1 : -1;
  for (int i = 0; i < moves; ++i) {
    const Device& old = *design.find<Device>(id);
    Device moved = old;
    moved.positionU += direction;
    if (!DesignEdits::placementImpossibleReason(design, moved).isEmpty())
      break;
    // As the canvas nudges: one keyed transaction per step, merged into one undo step.
    EditTransaction transaction(design, &stack, QStringLiteral("Drag %1").arg(old.name),
                                QStringLiteral("drag:%1").arg(id.toString()));
    transaction.apply(
        DesignEdits::moveDevice(design, id, moved.rackId, moved.positionU, moved.face));
    pushed = true;
    transaction.commit();
  }
  return true;
}

bool IntegrityEditor::Impl::renameDevice() {
  const Device* device = pick<Device>();
  if (!device)
    return false;
  const QString name =
      chance(2) ? device->name + QStringLiteral("-b") : QStringLiteral("node-%1").arg(++counter);
  last = QStringLiteral("%1 to %2").arg(device->name, name);
  push(DesignEdits::renameDevice(design, device->id, name));
  return true;
}

bool IntegrityEditor::Impl::configureCage() {
  ObjectId deviceId;
  QString cage;
  if (!randomCage(&deviceId, &cage))
    return false;
  CageConfig config;
  config.splitConfigured = chance(2);
  const int protocol = bounded(3);
  if (protocol == 1)
    config.protocol = Protocol::InfiniBand;
  if (protocol == 2)
    config.protocol = Protocol::Ethernet;
  last = QStringLiteral("%1 of %2").arg(cage, design.find<Device>(deviceId)->name);
  push(DesignEdits::setCageConfig(design, deviceId, cage, config));
  return true;
}

bool IntegrityEditor::Impl::removeDevice() {
  const Device* device = pick<Device>();
  if (!device)
    return false;
  last = QStringLiteral("%1 (%2 modules, %3 adapters)")
             .arg(device->name)
             .arg(design.modulesInDevice(device->id).size())
             .arg(design.childDevices(device->id).size());
  push(DesignEdits::removeDevice(design, device->id));
  return true;
}

bool IntegrityEditor::Impl::plugModule() {
  Module module;
  module.id = newId();
  module.typeId = pickOf(transceivers);
  module.serial = chance(4) ? QStringLiteral("SN%1").arg(counter) : QString();
  if (!chance(10) && !randomCage(&module.deviceId, &module.cage))
    return false;
  last = QStringLiteral("%1 into %2").arg(module.typeId, module.cage);
  push(DesignEdits::plugModule(design, module));
  return true;
}

bool IntegrityEditor::Impl::moveModule() {
  const Module* module = pick<Module>();
  if (!module)
    return false;
  Module moved = *module;
  if (chance(5) || !randomCage(&moved.deviceId, &moved.cage)) {
    moved.deviceId = {};
    moved.cage.clear();
  }
  last = QStringLiteral("%1 from %2 to %3").arg(module->typeId, module->cage, moved.cage);
  push(new CmdEditModule(design, *module, moved, QStringLiteral("Move module")));
  return true;
}

bool IntegrityEditor::Impl::removeModule() {
  const Module* module = pick<Module>();
  if (!module)
    return false;
  last = QStringLiteral("%1 from %2 with %3 cables")
             .arg(module->typeId, module->cage)
             .arg(design.cablesAttachedTo(module->id).size());
  push(DesignEdits::removeModule(design, module->id));
  return true;
}

bool IntegrityEditor::Impl::addCable() {
  Cable cable;
  cable.id = newId();
  cable.typeId = chance(3) ? pickOf(assemblies) : pickOf(fibers);
  const bool plug = isPlugEnd(cable);
  for (const QString& end : endNamesOf(cable.typeId))
    cable.ends.push_back({end, randomAttachment(plug)});
  cable.lengthM = 1 + bounded(60);
  last = cable.typeId;
  push(DesignEdits::addCable(design, cable));
  return true;
}

const Cable* IntegrityEditor::Impl::pickEnd(const std::function<bool(const CableEnd&)>& accept,
                                            QString* endName) {
  const Cable* cable = pick<Cable>(
      [&](const Cable& c) { return std::any_of(c.ends.begin(), c.ends.end(), accept); });
  if (!cable)
    return nullptr;
  QStringList names;
  for (const CableEnd& end : cable->ends) {
    if (accept(end))
      names << end.name;
  }
  *endName = pickOf(names);
  return cable;
}

bool IntegrityEditor::Impl::connectEnd(Kind kind) {
  QString endName;
  const Cable* cable = nullptr;
  if (kind == Kind::ConnectEnd)
    cable = pickEnd([](const CableEnd& e) { return !e.attachment.isConnected(); }, &endName);
  else
    cable = pickEnd([](const CableEnd& e) { return e.attachment.isConnected(); }, &endName);
  if (!cable)
    return false;
  Attachment to;
  if (kind != Kind::DisconnectEnd) {
    to = randomAttachment(isPlugEnd(*cable));
    if (!to.isConnected())
      return false;
  }
  last = QStringLiteral("%1 end %2 to %3").arg(cable->typeId, endName, to.port);
  push(DesignEdits::connectCableEnd(design, cable->id, endName, to));
  return true;
}

bool IntegrityEditor::Impl::editCable(Kind kind) {
  const Cable* cable = pick<Cable>();
  if (!cable)
    return false;
  Cable changed = *cable;
  switch (kind) {
    case Kind::ChangeCablePart: {
      // Another part with the same ends, so that every end stays where it is attached.
      const QStringList ends = endNamesOf(cable->typeId);
      QStringList alternatives;
      for (const QString& id : isPlugEnd(*cable) ? assemblies : fibers) {
        if (id != cable->typeId && endNamesOf(id) == ends)
          alternatives << id;
      }
      if (alternatives.isEmpty())
        return false;
      changed.typeId = pickOf(alternatives);
      if (const double fixed = design.part(changed.typeId)->lengthM; fixed > 0)
        changed.lengthM = fixed;
      break;
    }
    case Kind::ChangeCableLength:
      changed.lengthM = 0.5 * (1 + bounded(200));
      break;
    case Kind::LabelCable:
      changed.name =
          chance(4) ? QString() : QStringLiteral("C-%1").arg(++counter, 5, 10, QLatin1Char('0'));
      break;
    case Kind::ColourCable:
      changed.colour = pickOf(kColours);
      break;
    default:
      changed.status = CableStatus(bounded(3));
      break;
  }
  last = QStringLiteral("%1 → %2, %3 m, \"%4\"")
             .arg(cable->typeId, changed.typeId)
             .arg(changed.lengthM)
             .arg(changed.name);
  push(DesignEdits::editCable(design, changed));
  return true;
}

bool IntegrityEditor::Impl::removeCable() {
  const Cable* cable = pick<Cable>();
  if (!cable)
    return false;
  last = cable->typeId;
  push(DesignEdits::removeCable(design, cable->id));
  return true;
}

bool IntegrityEditor::Impl::addWaiver() {
  const QVector<Finding> current = findings();
  Waiver waiver;
  waiver.id = newId();
  waiver.findingKey = current.isEmpty() ? QStringLiteral("DS-02|none") : pickOf(current).key();
  waiver.reason = QStringLiteral("accepted in review %1").arg(counter);
  waiver.author = QStringLiteral("network team");
  waiver.date = QStringLiteral("2026-12-01");
  last = waiver.findingKey;
  push(DesignEdits::addWaiver(design, waiver));
  return true;
}

bool IntegrityEditor::Impl::editWaiver() {
  const Waiver* waiver = pick<Waiver>();
  if (!waiver)
    return false;
  Waiver changed = *waiver;
  changed.reason = waiver->reason + QStringLiteral(" (confirmed)");
  last = waiver->findingKey;
  push(new CmdEditWaiver(design, *waiver, changed, QStringLiteral("Edit waiver")));
  return true;
}

bool IntegrityEditor::Impl::removeWaiver() {
  const Waiver* waiver = pick<Waiver>();
  if (!waiver)
    return false;
  last = waiver->findingKey;
  push(DesignEdits::removeWaiver(design, waiver->id));
  return true;
}

bool IntegrityEditor::Impl::editDesignInfo() {
  DesignInfo info = design.info();
  info.revision = QStringLiteral("r%1").arg(++counter);
  if (chance(2))
    info.description = QStringLiteral("Revised after review %1").arg(counter);
  last = info.revision;
  push(new CmdEditDesignInfo(design, info));
  return true;
}

bool IntegrityEditor::Impl::apply(Kind kind) {
  switch (kind) {
    case Kind::AddRack:
      return addRack();
    case Kind::EditRack:
      return editRack();
    case Kind::RemoveRack:
      return removeRack();
    case Kind::AddRow:
      return addRow();
    case Kind::AddDevice:
      return addDevice();
    case Kind::AddAdapter:
      return addAdapter();
    case Kind::MoveDevice:
      return moveDevice();
    case Kind::DragDevice:
      return dragDevice();
    case Kind::RenameDevice:
      return renameDevice();
    case Kind::ConfigureCage:
      return configureCage();
    case Kind::RemoveDevice:
      return removeDevice();
    case Kind::PlugModule:
      return plugModule();
    case Kind::MoveModule:
      return moveModule();
    case Kind::RemoveModule:
      return removeModule();
    case Kind::AddCable:
      return addCable();
    case Kind::ConnectEnd:
    case Kind::DisconnectEnd:
    case Kind::RerouteEnd:
      return connectEnd(kind);
    case Kind::ChangeCablePart:
    case Kind::ChangeCableLength:
    case Kind::LabelCable:
    case Kind::ColourCable:
    case Kind::CableStatus:
      return editCable(kind);
    case Kind::RemoveCable:
      return removeCable();
    case Kind::AddWaiver:
      return addWaiver();
    case Kind::EditWaiver:
      return editWaiver();
    case Kind::RemoveWaiver:
      return removeWaiver();
    case Kind::EditDesignInfo:
      return editDesignInfo();
    case Kind::Undo:
      if (!stack.canUndo())
        return false;
      last = stack.undoText();
      stack.undo();
      return true;
    case Kind::Redo:
      if (!stack.canRedo())
        return false;
      last = stack.redoText();
      stack.redo();
      return true;
    case Kind::Macro:
    case Kind::FailedMacro:
    case Kind::Refused:
      break;
  }
  return false;
}

/// An edit that describes something that cannot exist; building it must throw.
std::unique_ptr<QUndoCommand> IntegrityEditor::Impl::buildRefusedEdit() {
  const ObjectId missing = newId();
  const Device* racked = pickDevice(
      [](const Device& d, const DeviceBody&) { return d.parentId.isNull() && d.isRacked(); });
  const Cable* plugCable = pick<Cable>([this](const Cable& c) { return isPlugEnd(c); });
  const Cable* anyCable = pick<Cable>();
  const Module* module = pick<Module>();
  ObjectId cageDevice;
  QString cage;
  const bool haveCage = randomCage(&cageDevice, &cage);
  switch (bounded(24)) {
    case 1: {
      last = QStringLiteral("a transceiver placed as a device");
      Device d = makeDevice(missing, QStringLiteral("x"), pickOf(transceivers));
      return DesignEdits::addDevice(design, d);
    }
    case 2:
      if (!racked)
        break;
      last = QStringLiteral("%1 moved above the top of its rack").arg(racked->name);
      return DesignEdits::moveDevice(design, racked->id, racked->rackId,
                                     design.find<Rack>(racked->rackId)->heightU + 1,
                                     RackFace::Front);
    case 3:
      if (!racked)
        break;
      last = QStringLiteral("%1 moved into a rack that does not exist").arg(racked->name);
      return DesignEdits::moveDevice(design, racked->id, missing, 1, RackFace::Front);
    case 4:
      if (!haveCage)
        break;
      last = QStringLiteral("a module plugged into a cage the device does not have");
      return DesignEdits::plugModule(
          design, makeModule(missing, pickOf(transceivers), cageDevice, QStringLiteral("NO-CAGE")));
    case 5:
      last = QStringLiteral("a switch plugged as a module");
      return DesignEdits::plugModule(design, makeModule(missing, QStringLiteral("QM9700")));
    case 6: {
      if (!haveCage)
        break;
      last = QStringLiteral("a fiber end plugged into a cage");
      Cable c;
      c.id = missing;
      c.typeId = pickOf(fibers);
      c.ends = {CableEnd{endNamesOf(c.typeId).value(0),
                         Attachment{Attachment::Kind::Cage, cageDevice, cage}}};
      return DesignEdits::addCable(design, c);
    }
    case 7:
      if (!plugCable || !module)
        break;
      last = QStringLiteral("a DAC end plugged into a transceiver");
      return DesignEdits::connectCableEnd(
          design, plugCable->id, plugCable->ends.value(0).name,
          Attachment{Attachment::Kind::ModulePort, module->id, QStringLiteral("1")});
    case 8:
      if (!anyCable)
        break;
      last = QStringLiteral("a cable end the part does not have");
      return DesignEdits::connectCableEnd(design, anyCable->id, QStringLiteral("Z9"), {});
    case 9:
      if (!anyCable || isPlugEnd(*anyCable) || !racked)
        break;
      last = QStringLiteral("a fiber end into a panel port that does not exist");
      return DesignEdits::connectCableEnd(
          design, anyCable->id, anyCable->ends.value(0).name,
          Attachment{Attachment::Kind::PanelPort, racked->id, QStringLiteral("NO-PORT")});
    case 10:
      last = QStringLiteral("a waiver without a reason");
      return DesignEdits::addWaiver(
          design, Waiver{missing, QStringLiteral("DS-02|x"), QStringLiteral(" "), {}, {}, {}});
    case 11: {
      last = QStringLiteral("a rack 61 U high");
      Rack r;
      r.id = missing;
      r.rowId = pick<Row>()->id;
      r.heightU = chance(2) ? 0 : 61;
      return DesignEdits::addRack(design, r);
    }
    case 12: {
      last = QStringLiteral("a rack that does not exist edited");
      Rack r;
      r.id = missing;
      return DesignEdits::editRack(design, r);
    }
    case 13:
      last = QStringLiteral("a device that does not exist removed");
      return DesignEdits::removeDevice(design, missing);
    case 14:
      last = QStringLiteral("a module that does not exist removed");
      return DesignEdits::removeModule(design, missing);
    case 15:
      last = QStringLiteral("a cable that does not exist removed");
      return DesignEdits::removeCable(design, missing);
    case 16:
      last = QStringLiteral("a waiver that does not exist removed");
      return DesignEdits::removeWaiver(design, missing);
    case 17:
      if (!haveCage)
        break;
      last = QStringLiteral("a cage the device does not have configured");
      return DesignEdits::setCageConfig(design, cageDevice, QStringLiteral("NO-CAGE"),
                                        CageConfig{true, {}});
    case 18: {
      if (!anyCable)
        break;
      Cable changed = *anyCable;
      changed.typeId = chance(2) ? QStringLiteral("NO-SUCH-CABLE") : QStringLiteral("QM9700");
      if (chance(2))
        changed.ends.clear();
      last = QStringLiteral("a cable changed to part %1 (%2 ends)")
                 .arg(changed.typeId)
                 .arg(changed.ends.size());
      return DesignEdits::editCable(design, changed);
    }
    case 19:
      last = QStringLiteral("a module plugged into a device that does not exist");
      return DesignEdits::plugModule(
          design, makeModule(missing, pickOf(transceivers), newId(), QStringLiteral("OSFP1")));
    case 20: {
      last = QStringLiteral("an adapter in a server that does not exist");
      Device d = makeDevice(missing, QStringLiteral("nic"), pickOf(kAdapterTypes));
      d.parentId = newId();
      d.bay = QStringLiteral("NIC1");
      return DesignEdits::addDevice(design, d);
    }
    case 21:
      if (!anyCable || isPlugEnd(*anyCable))
        break;
      last = QStringLiteral("a fiber end into a transceiver that does not exist");
      return DesignEdits::connectCableEnd(
          design, anyCable->id, anyCable->ends.value(0).name,
          Attachment{Attachment::Kind::ModulePort, missing, QStringLiteral("1")});
    case 22:
      last = QStringLiteral("a row in a room that does not exist");
      return DesignEdits::addRow(design, Row{missing, newId(), QStringLiteral("Row ?"), 0, {}});
    case 23: {
      last = QStringLiteral("a rack moved into a row that does not exist");
      if (const Rack* rack = pick<Rack>()) {
        Rack moved = *rack;
        moved.rowId = newId();
        return DesignEdits::editRack(design, moved);
      }
      Rack r;
      r.id = missing;
      r.rowId = newId();
      return DesignEdits::addRack(design, r);
    }
    default:
      break;
  }
  last = QStringLiteral("a device of a part that is not in the catalog");
  return DesignEdits::addDevice(
      design, makeDevice(missing, QStringLiteral("x"), QStringLiteral("NO-SUCH-PART")));
}

}  // namespace rackwright::test
