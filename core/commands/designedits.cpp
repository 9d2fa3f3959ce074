#include "designedits.h"

#include "core/common/error.h"
#include "core/geometry/rackslots.h"
#include "core/geometry/zeroumount.h"
#include "core/model/networks.h"
#include "objectcommands.h"

#include <QSet>

#include <algorithm>
#include <cmath>
#include <functional>

namespace rackwright {

namespace {

template <typename T>
const T& require(const DesignData& design, const ObjectId& id, const char* what) {
  const T* object = design.find<T>(id);
  if (!object) {
    throw Error(QCoreApplication::translate("rackwright::DesignEdits", "There is no %1 with id %2.")
                    .arg(QString::fromLatin1(what), id.toString(QUuid::WithoutBraces)));
  }
  return *object;
}

// Rooms, rows and racks may stand on their own (a null parent), but never in a parent that is
// missing: the saved file would refer to it and no longer open.
void requireRow(const DesignData& design, const Rack& rack) {
  if (!rack.rowId.isNull() && !design.contains<Row>(rack.rowId)) {
    throw Error(QCoreApplication::translate("rackwright::DesignEdits",
                                            "Rack \"%1\" would be in a row that is not in the "
                                            "design. Add the row first or choose an existing one.")
                    .arg(rack.name));
  }
}

void requireCablePart(const DesignData& design, const QString& typeId) {
  PartPtr part = design.part(typeId);
  if (!part || (!part->assembly() && !part->fiber())) {
    throw Error(QCoreApplication::translate("rackwright::DesignEdits",
                                            "\"%1\" is not a cable or fiber in the catalog.")
                    .arg(typeId));
  }
}

/// A network key and plane a cable or device may carry: the key well formed (or empty), the
/// plane none or a letter.
void requireNetworkAndPlane(const QString& network, int plane) {
  if (!network.isEmpty()) {
    if (const QString problem = Networks::keyProblem(network); !problem.isEmpty())
      throw Error(problem);
  }
  if (plane < 0 || plane > Networks::kMaxPlane) {
    throw Error(QCoreApplication::translate("rackwright::DesignEdits",
                                            "Plane %1 does not exist: planes are A to %2 "
                                            "(1 to %3), or none.")
                    .arg(plane)
                    .arg(Networks::planeLabel(Networks::kMaxPlane))
                    .arg(Networks::kMaxPlane));
  }
}

void requireFabricKey(const QString& network) {
  if (const QString problem = Networks::keyProblem(network); !problem.isEmpty()) {
    throw Error(QCoreApplication::translate("rackwright::DesignEdits", "Fabric \"%1\": %2.")
                    .arg(network, problem));
  }
}

/// One home of "change what the design states about a fabric": `change` applied to the entry of
/// `network`, the entry dropped once it states nothing (the file keeps no empty one), one undo
/// step called `text`.
DesignEdits::CommandPtr fabricIntentEdit(Design& design, const QString& network,
                                         const std::function<void(FabricIntent&)>& change,
                                         const QString& text) {
  DesignInfo info = design.info();
  FabricIntent& intent = info.fabrics[network];
  change(intent);
  if (intent.isEmpty())
    info.fabrics.remove(network);
  auto command = std::make_unique<CmdEditDesignInfo>(design, std::move(info));
  command->setText(text);
  return command;
}

}  // namespace

DesignEdits::CommandPtr DesignEdits::addSite(Design& design, Site site) {
  if (site.id.isNull())
    site.id = QUuid::createUuid();
  return std::make_unique<CmdAddSite>(design, std::move(site), tr("Add site"));
}

DesignEdits::CommandPtr DesignEdits::addRoom(Design& design, Room room) {
  if (room.id.isNull())
    room.id = QUuid::createUuid();
  if (!room.siteId.isNull() && !design.contains<Site>(room.siteId)) {
    throw Error(tr("Room \"%1\" would be in a site that is not in the design. Add the site "
                   "first or choose an existing one.")
                    .arg(room.name));
  }
  return std::make_unique<CmdAddRoom>(design, std::move(room), tr("Add room"));
}

DesignEdits::CommandPtr DesignEdits::addRow(Design& design, Row row) {
  if (row.id.isNull())
    row.id = QUuid::createUuid();
  if (!row.roomId.isNull() && !design.contains<Room>(row.roomId)) {
    throw Error(tr("Row \"%1\" would be in a room that is not in the design. Add the room "
                   "first or choose an existing one.")
                    .arg(row.name));
  }
  return std::make_unique<CmdAddRow>(design, std::move(row), tr("Add row"));
}

DesignEdits::CommandPtr DesignEdits::editSite(Design& design, Site site) {
  const Site& old = require<Site>(design, site.id, "site");
  return std::make_unique<CmdEditSite>(design, old, std::move(site),
                                       tr("Edit site %1").arg(old.name));
}

DesignEdits::CommandPtr DesignEdits::editRoom(Design& design, Room room) {
  const Room& old = require<Room>(design, room.id, "room");
  if (!room.siteId.isNull() && !design.contains<Site>(room.siteId)) {
    throw Error(tr("Room \"%1\" would be in a site that is not in the design. Add the site "
                   "first or choose an existing one.")
                    .arg(room.name));
  }
  return std::make_unique<CmdEditRoom>(design, old, std::move(room),
                                       tr("Edit hall %1").arg(old.name));
}

DesignEdits::CommandPtr DesignEdits::editRow(Design& design, Row row) {
  const Row& old = require<Row>(design, row.id, "row");
  if (!row.roomId.isNull() && !design.contains<Room>(row.roomId)) {
    throw Error(tr("Row \"%1\" would be in a room that is not in the design. Add the room "
                   "first or choose an existing one.")
                    .arg(row.name));
  }
  return std::make_unique<CmdEditRow>(design, old, std::move(row), tr("Edit row %1").arg(old.name));
}

DesignEdits::CommandPtr DesignEdits::addRack(Design& design, Rack rack) {
  if (rack.id.isNull())
    rack.id = QUuid::createUuid();
  if (rack.heightU < 1 || rack.heightU > 60) {
    throw Error(tr("Rack \"%1\" would be %2 U high; racks are 1 to 60 U. Choose a height in that "
                   "range.")
                    .arg(rack.name)
                    .arg(rack.heightU));
  }
  requireRow(design, rack);
  const QString text = tr("Add rack %1").arg(rack.name);
  return std::make_unique<CmdAddRack>(design, std::move(rack), text);
}

QString DesignEdits::rackEditRefusal(const DesignData& design, const Rack& rack) {
  // Only what the edit changes is checked: a file may hold a rack that is already wrong, and
  // renaming it must still work (validation reports the rest).
  const Rack* old = design.find<Rack>(rack.id);
  const bool heightChanged = !old || old->heightU != rack.heightU;
  const bool sizeChanged = !old || old->widthMm != rack.widthMm || old->depthMm != rack.depthMm;
  if (heightChanged && (rack.heightU < 1 || rack.heightU > 60)) {
    return tr("Rack \"%1\" would be %2 U high; racks are 1 to 60 U. Choose a height in that "
              "range.")
        .arg(rack.name)
        .arg(rack.heightU);
  }
  if (sizeChanged && (!(rack.widthMm > 0) || !(rack.depthMm > 0))) {
    return tr("Rack \"%1\" needs a width and a depth above 0 mm.").arg(rack.name);
  }
  if (rack.maxPowerW < 0 || rack.maxWeightKg < 0) {
    return tr("The limits of rack \"%1\" cannot be negative; 0 means no limit.").arg(rack.name);
  }
  // A lower rack must still hold every device where it is: the user moves them first, rather
  // than the edit moving or dropping equipment silently.
  QStringList sticking;
  double highestTop = 0;
  const bool lower = old && rack.heightU < old->heightU;
  for (const ObjectId& deviceId : lower ? design.devicesInRack(rack.id) : QVector<ObjectId>()) {
    const Device* device = design.find<Device>(deviceId);
    if (!device || !device->isRacked())
      continue;
    const double height = RackSlots::footprint(design, device->typeId).heightU;
    if (!RackSlots::fitsInRack(device->positionU, height, rack.heightU)) {
      sticking << tr("%1 (%2)").arg(device->name, RackSlots::spanText(device->positionU, height));
      highestTop = qMax(highestTop, RackSlots::topUnit(device->positionU, height));
    }
  }
  if (!sticking.isEmpty()) {
    std::sort(sticking.begin(), sticking.end());
    const int shown = 3;
    QString names = sticking.mid(0, shown).join(QStringLiteral(", "));
    if (sticking.size() > shown)
      names += tr(" and %n more", nullptr, int(sticking.size() - shown));
    return tr("Rack \"%1\" cannot be %2 U high: %3 would stick out above U%2. Move the "
              "equipment down or to another rack first, or keep the rack at least %4 U high.")
        .arg(rack.name)
        .arg(rack.heightU)
        .arg(names)
        .arg(int(std::ceil(highestTop)));
  }
  return {};
}

DesignEdits::CommandPtr DesignEdits::editRack(Design& design, Rack rack) {
  const Rack& old = require<Rack>(design, rack.id, "rack");
  requireRow(design, rack);
  const QString refusal = rackEditRefusal(design, rack);
  if (!refusal.isEmpty())
    throw Error(refusal);
  return std::make_unique<CmdEditRack>(design, old, std::move(rack),
                                       tr("Edit rack %1").arg(old.name));
}

DesignEdits::CommandPtr DesignEdits::removeRack(Design& design, const ObjectId& rackId) {
  const Rack& rack = require<Rack>(design, rackId, "rack");
  auto command = std::make_unique<QUndoCommand>(tr("Remove rack %1").arg(rack.name));
  appendRemoveDevices(design, design.devicesInRack(rackId), command.get());
  new CmdRemoveObject<Rack>(design, rackId, command->text(), command.get());
  return command;
}

DesignEdits::CommandPtr DesignEdits::removeRackWithContents(Design& design,
                                                            const ObjectId& rackId) {
  const Rack& rack = require<Rack>(design, rackId, "rack");
  auto command = std::make_unique<QUndoCommand>(tr("Remove rack %1").arg(rack.name));
  QVector<ObjectId> devices;
  QVector<ObjectId> modules;
  for (const ObjectId& deviceId : design.devicesInRack(rackId))
    collectRemoval(design, deviceId, &devices, &modules);
  QVector<ObjectId> cables;
  for (const QVector<ObjectId>* ids : {&devices, &modules}) {
    for (const ObjectId& id : *ids)
      cables += design.cablesAttachedTo(id);
  }
  std::sort(cables.begin(), cables.end());
  cables.erase(std::unique(cables.begin(), cables.end()), cables.end());
  // Cables first, so that undo brings the devices and modules back before the cables that
  // attach to them.
  for (const ObjectId& cableId : std::as_const(cables))
    new CmdRemoveObject<Cable>(design, cableId, tr("Remove cable"), command.get());
  for (const ObjectId& moduleId : std::as_const(modules))
    new CmdRemoveObject<Module>(design, moduleId, tr("Remove module"), command.get());
  for (const ObjectId& deviceId : std::as_const(devices))
    new CmdRemoveObject<Device>(design, deviceId, tr("Remove device"), command.get());
  new CmdRemoveObject<Rack>(design, rackId, command->text(), command.get());
  return command;
}

QString DesignEdits::placementImpossibleReason(const DesignData& design, const Device& device) {
  PartPtr part = design.part(device.typeId);
  if (!part) {
    return tr("The part \"%1\" is not in the catalog. Import or add it to the user catalog "
              "first.")
        .arg(device.typeId);
  }
  if (!part->device()) {
    return tr("\"%1\" is a %2, not a device; it cannot be placed in a rack.")
        .arg(device.typeId, toString(part->kind));
  }
  if (!device.parentId.isNull() && !design.contains<Device>(device.parentId)) {
    return tr("The parent device of \"%1\" does not exist.").arg(device.name);
  }
  if (device.rackId.isNull())
    return {};
  const Rack* rack = design.find<Rack>(device.rackId);
  if (!rack)
    return tr("The rack for \"%1\" does not exist.").arg(device.name);
  // A zero-U PDU hangs in the side channel of any ordinary rack, at no unit; a rack-scale
  // system is fed by its own power shelves.
  if (ZeroUMount::isZeroUBody(*part->device()) && device.parentId.isNull()) {
    if (!rack->isSystem())
      return {};
    return tr("%1 is a rack-scale system: its power shelves feed it from the bus bar. Hang %2 "
              "in an ordinary rack.")
        .arg(rack->name, device.name);
  }
  if (!RackSlots::fitsInRack(device.positionU, part->device()->uHeight, rack->heightU)) {
    return tr("\"%1\" (%2 U) does not fit at U%3 of rack %4 (U1 to U%5). Choose a position "
              "between U1 and U%6.")
        .arg(device.name)
        .arg(part->device()->uHeight)
        .arg(device.positionU)
        .arg(rack->name)
        .arg(rack->heightU)
        .arg(RackSlots::highestPosition(rack->heightU, part->device()->uHeight));
  }
  return {};
}

DesignEdits::CommandPtr DesignEdits::addDevice(Design& design, Device device) {
  if (device.id.isNull())
    device.id = QUuid::createUuid();
  if (ZeroUMount::isZeroUType(design, device.typeId))
    device.positionU = 0;  // zero-U: it hangs in the side channel, never at a unit
  const QString reason = placementImpossibleReason(design, device);
  if (!reason.isEmpty())
    throw Error(reason);
  const QString text = tr("Add %1").arg(device.name);
  return std::make_unique<CmdAddDevice>(design, std::move(device), text);
}

DesignEdits::CommandPtr DesignEdits::moveDevice(Design& design, const ObjectId& deviceId,
                                                const ObjectId& rackId, double positionU,
                                                RackFace face) {
  const Device& old = require<Device>(design, deviceId, "device");
  Device moved = old;
  moved.rackId = rackId;
  // Zero-U devices keep no unit wherever they go (ZeroUMount places them in the channel).
  moved.positionU = rackId.isNull() || ZeroUMount::isZeroUType(design, old.typeId) ? 0 : positionU;
  moved.face = face;
  const QString reason = placementImpossibleReason(design, moved);
  if (!reason.isEmpty())
    throw Error(reason);
  return std::make_unique<CmdEditDevice>(design, old, moved, tr("Move %1").arg(old.name));
}

DesignEdits::CommandPtr DesignEdits::hangDevice(Design& design, const ObjectId& deviceId,
                                                RackSide side) {
  const Device& old = require<Device>(design, deviceId, "device");
  Device hung = old;
  hung.side = side;
  const QString text = side == RackSide::Left    ? tr("Hang %1 on the left").arg(old.name)
                       : side == RackSide::Right ? tr("Hang %1 on the right").arg(old.name)
                                                 : tr("Hang %1 on the emptier side").arg(old.name);
  return std::make_unique<CmdEditDevice>(design, old, hung, text);
}

DesignEdits::CommandPtr DesignEdits::renameDevice(Design& design, const ObjectId& deviceId,
                                                  const QString& name) {
  const Device& old = require<Device>(design, deviceId, "device");
  Device renamed = old;
  renamed.name = name;
  return std::make_unique<CmdEditDevice>(design, old, renamed,
                                         tr("Rename %1 to %2").arg(old.name, name));
}

DesignEdits::CommandPtr DesignEdits::assignDeviceNetwork(Design& design, const ObjectId& deviceId,
                                                         const QString& network, int plane) {
  const Device& old = require<Device>(design, deviceId, "device");
  requireNetworkAndPlane(network, plane);
  Device changed = old;
  changed.network = network;
  changed.plane = plane;
  return std::make_unique<CmdEditDevice>(design, old, changed,
                                         tr("Assign %1 to a network").arg(old.name));
}

DesignEdits::CommandPtr DesignEdits::setCageConfig(Design& design, const ObjectId& deviceId,
                                                   const QString& cage, const CageConfig& config) {
  const Device& old = require<Device>(design, deviceId, "device");
  PartPtr part = design.part(old.typeId);
  if (!part || !part->device() || !part->device()->cage(cage)) {
    throw Error(tr("%1 has no cage \"%2\".").arg(old.name, cage));
  }
  Device changed = old;
  if (config == CageConfig{}) {
    changed.cageConfig.remove(cage);
  } else {
    changed.cageConfig.insert(cage, config);
  }
  return std::make_unique<CmdEditDevice>(design, old, changed,
                                         tr("Configure cage %1 of %2").arg(cage, old.name));
}

void DesignEdits::appendDetachCablesFrom(Design& design, const QSet<ObjectId>& objectIds,
                                         QUndoCommand* parent) {
  // One edit per cable, detaching every end at any of the objects at once: the edits are built
  // before any of them runs, so two edits of one cable (a cable between two removed devices)
  // would each restore the end the other detached, leaving it attached to a removed object.
  QVector<ObjectId> cableIds;
  for (const ObjectId& objectId : objectIds)
    cableIds += design.cablesAttachedTo(objectId);
  std::sort(cableIds.begin(), cableIds.end());
  cableIds.erase(std::unique(cableIds.begin(), cableIds.end()), cableIds.end());
  for (const ObjectId& cableId : std::as_const(cableIds)) {
    const Cable& cable = *design.find<Cable>(cableId);
    Cable detached = cable;
    for (CableEnd& end : detached.ends) {
      if (objectIds.contains(end.attachment.objectId))
        end.attachment = Attachment{};
    }
    new CmdEditCable(design, cable, detached, tr("Unplug cable"), parent);
  }
}

void DesignEdits::collectRemoval(const Design& design, const ObjectId& deviceId,
                                 QVector<ObjectId>* devices, QVector<ObjectId>* modules) {
  for (const ObjectId& childId : design.childDevices(deviceId))
    collectRemoval(design, childId, devices, modules);
  *modules += design.modulesInDevice(deviceId);
  devices->push_back(deviceId);
}

void DesignEdits::appendRemoveDevices(Design& design, const QVector<ObjectId>& deviceIds,
                                      QUndoCommand* parent) {
  // Adapters come before their server, so that undo restores the server first.
  QVector<ObjectId> devices;
  QVector<ObjectId> modules;
  for (const ObjectId& deviceId : deviceIds)
    collectRemoval(design, deviceId, &devices, &modules);
  QSet<ObjectId> removed(devices.begin(), devices.end());
  removed.unite(QSet<ObjectId>(modules.begin(), modules.end()));
  appendDetachCablesFrom(design, removed, parent);
  for (const ObjectId& moduleId : std::as_const(modules))
    new CmdRemoveObject<Module>(design, moduleId, tr("Remove module"), parent);
  for (const ObjectId& deviceId : std::as_const(devices))
    new CmdRemoveObject<Device>(design, deviceId, tr("Remove device"), parent);
}

DesignEdits::CommandPtr DesignEdits::removeDevice(Design& design, const ObjectId& deviceId) {
  const Device& device = require<Device>(design, deviceId, "device");
  auto command = std::make_unique<QUndoCommand>(tr("Remove %1").arg(device.name));
  appendRemoveDevices(design, {deviceId}, command.get());
  return command;
}

DesignEdits::CommandPtr DesignEdits::plugModule(Design& design, Module module) {
  if (module.id.isNull())
    module.id = QUuid::createUuid();
  PartPtr part = design.part(module.typeId);
  if (!part) {
    throw Error(tr("The part \"%1\" is not in the catalog. Import or add it to the user catalog "
                   "first.")
                    .arg(module.typeId));
  }
  if (!part->transceiver()) {
    throw Error(tr("\"%1\" is a %2, not a transceiver; it cannot be plugged into a cage.")
                    .arg(module.typeId, toString(part->kind)));
  }
  QString where;
  if (!module.deviceId.isNull()) {
    const Device& device = require<Device>(design, module.deviceId, "device");
    PartPtr devicePart = design.part(device.typeId);
    if (!devicePart || !devicePart->device() || !devicePart->device()->cage(module.cage)) {
      throw Error(
          tr("%1 has no cage \"%2\"; pick one of its cages.").arg(device.name, module.cage));
    }
    where = QStringLiteral("%1:%2").arg(device.name, module.cage);
  }
  const QString text = where.isEmpty() ? tr("Add spare %1").arg(module.typeId)
                                       : tr("Plug %1 into %2").arg(module.typeId, where);
  return std::make_unique<CmdAddModule>(design, std::move(module), text);
}

DesignEdits::CommandPtr DesignEdits::removeModule(Design& design, const ObjectId& moduleId) {
  const Module& module = require<Module>(design, moduleId, "module");
  auto command = std::make_unique<QUndoCommand>(tr("Remove %1").arg(module.typeId));
  appendDetachCablesFrom(design, {moduleId}, command.get());
  new CmdRemoveObject<Module>(design, moduleId, command->text(), command.get());
  return command;
}

QString DesignEdits::attachmentImpossibleReason(const DesignData& design, const Cable& cable,
                                                const QString& endName,
                                                const Attachment& attachment) {
  PartPtr part = design.part(cable.typeId);
  if (!part)
    return tr("The cable part \"%1\" is not in the catalog.").arg(cable.typeId);
  bool endExists = false;
  bool isPlugEnd = false;  // DAC/ACC/AOC ends are plugs that go into cages
  if (part->assembly()) {
    for (const auto& end : part->assembly()->ends) {
      if (end.name == endName)
        endExists = isPlugEnd = true;
    }
  } else if (part->fiber()) {
    for (const auto& end : part->fiber()->ends) {
      if (end.name == endName)
        endExists = true;
    }
  }
  if (!endExists)
    return tr("%1 has no end \"%2\".").arg(cable.typeId, endName);
  switch (attachment.kind) {
    case Attachment::Kind::None:
      return {};
    case Attachment::Kind::Cage: {
      if (!isPlugEnd) {
        return tr("End %1 of %2 is a fiber connector; it plugs into a transceiver or a panel "
                  "port, not into a cage.")
            .arg(endName, cable.typeId);
      }
      const Device* device = design.find<Device>(attachment.objectId);
      if (!device)
        return tr("The device for end %1 does not exist.").arg(endName);
      PartPtr devicePart = design.part(device->typeId);
      if (!devicePart || !devicePart->device() || !devicePart->device()->cage(attachment.port)) {
        return tr("%1 has no cage \"%2\".").arg(device->name, attachment.port);
      }
      return {};
    }
    case Attachment::Kind::ModulePort: {
      if (isPlugEnd) {
        return tr("End %1 of %2 is a pluggable end; it goes into a cage, not into a "
                  "transceiver.")
            .arg(endName, cable.typeId);
      }
      const Module* module = design.find<Module>(attachment.objectId);
      if (!module)
        return tr("The transceiver for end %1 does not exist.").arg(endName);
      PartPtr modulePart = design.part(module->typeId);
      if (!modulePart || !modulePart->transceiver()) {
        return tr("%1 is not a transceiver.").arg(module->typeId);
      }
      for (const auto& port : modulePart->transceiver()->opticalPorts) {
        if (port.name == attachment.port)
          return {};
      }
      return tr("%1 has no optical port \"%2\".").arg(module->typeId, attachment.port);
    }
    case Attachment::Kind::PanelPort: {
      if (isPlugEnd) {
        return tr("End %1 of %2 is a pluggable end; it goes into a cage, not into a panel "
                  "port.")
            .arg(endName, cable.typeId);
      }
      const Device* device = design.find<Device>(attachment.objectId);
      if (!device)
        return tr("The panel for end %1 does not exist.").arg(endName);
      PartPtr devicePart = design.part(device->typeId);
      if (!devicePart || !devicePart->device() ||
          !devicePart->device()->panelPort(attachment.port)) {
        return tr("%1 has no panel port \"%2\".").arg(device->name, attachment.port);
      }
      return {};
    }
  }
  return {};
}

DesignEdits::CommandPtr DesignEdits::addCable(Design& design, Cable cable) {
  if (cable.id.isNull())
    cable.id = QUuid::createUuid();
  requireCablePart(design, cable.typeId);
  requireNetworkAndPlane(cable.network, cable.plane);
  for (const CableEnd& end : cable.ends) {
    const QString reason = attachmentImpossibleReason(design, cable, end.name, end.attachment);
    if (!reason.isEmpty())
      throw Error(reason);
  }
  const QString text = tr("Add cable %1").arg(cable.typeId);
  return std::make_unique<CmdAddCable>(design, std::move(cable), text);
}

DesignEdits::CommandPtr DesignEdits::editCable(Design& design, Cable cable) {
  const Cable& old = require<Cable>(design, cable.id, "cable");
  // Checked even when no end is attached: a file whose cable names an unknown part does not
  // open again.
  requireCablePart(design, cable.typeId);
  requireNetworkAndPlane(cable.network, cable.plane);
  for (const CableEnd& end : cable.ends) {
    const QString reason = attachmentImpossibleReason(design, cable, end.name, end.attachment);
    if (!reason.isEmpty())
      throw Error(reason);
  }
  return std::make_unique<CmdEditCable>(design, old, std::move(cable), tr("Edit cable"));
}

DesignEdits::CommandPtr DesignEdits::connectCableEnd(Design& design, const ObjectId& cableId,
                                                     const QString& endName,
                                                     const Attachment& attachment) {
  const Cable& old = require<Cable>(design, cableId, "cable");
  const QString reason = attachmentImpossibleReason(design, old, endName, attachment);
  if (!reason.isEmpty())
    throw Error(reason);
  Cable changed = old;
  bool found = false;
  for (CableEnd& end : changed.ends) {
    if (end.name == endName) {
      end.attachment = attachment;
      found = true;
    }
  }
  if (!found)
    changed.ends.push_back(CableEnd{endName, attachment});
  const QString text = attachment.isConnected() ? tr("Connect cable end %1").arg(endName)
                                                : tr("Disconnect cable end %1").arg(endName);
  return std::make_unique<CmdEditCable>(design, old, changed, text);
}

DesignEdits::CommandPtr DesignEdits::removeCable(Design& design, const ObjectId& cableId) {
  require<Cable>(design, cableId, "cable");
  return std::make_unique<CmdRemoveObject<Cable>>(design, cableId, tr("Remove cable"));
}

DesignEdits::CommandPtr DesignEdits::editNetworks(Design& design,
                                                  QVector<NetworkDefinition> networks) {
  qsizetype at = 0;
  if (const QString problem = Networks::customNetworksProblem(networks, &at); !problem.isEmpty())
    throw Error(tr("Network %1: %2.").arg(at + 1).arg(problem));
  return std::make_unique<CmdEditNetworks>(design, std::move(networks));
}

DesignEdits::CommandPtr DesignEdits::setFabricOversubscription(Design& design,
                                                               const QString& network,
                                                               std::optional<Ratio> ratio) {
  requireFabricKey(network);
  if (ratio && (ratio->up < 1 || ratio->down < ratio->up))
    throw Error(Ratio::problem(ratio->toString()));
  if (ratio)
    ratio = ratio->reduced();
  return fabricIntentEdit(
      design, network, [&](FabricIntent& intent) { intent.oversubscription = ratio; },
      ratio ? tr("Plan %1 fabric for %2")
                  .arg(Networks::displayName(design, network), ratio->toString())
            : tr("Plan %1 fabric for its default oversubscription")
                  .arg(Networks::displayName(design, network)));
}

DesignEdits::CommandPtr DesignEdits::setFabricLeafUplinks(Design& design, const QString& network,
                                                          std::optional<int> gbps) {
  requireFabricKey(network);
  if (gbps && *gbps < 1) {
    throw Error(tr("A leaf's uplink capacity must be at least 1 Gb/s, not %1.").arg(*gbps));
  }
  return fabricIntentEdit(
      design, network, [&](FabricIntent& intent) { intent.leafUplinkGbps = gbps; },
      gbps ? tr("Build every %1 fabric leaf with %2 Gb/s of uplinks")
                 .arg(Networks::displayName(design, network))
                 .arg(*gbps)
           : tr("Stop stating the %1 fabric's leaf uplinks")
                 .arg(Networks::displayName(design, network)));
}

DesignEdits::CommandPtr DesignEdits::addWaiver(Design& design, Waiver waiver) {
  if (waiver.id.isNull())
    waiver.id = QUuid::createUuid();
  if (waiver.reason.trimmed().isEmpty()) {
    throw Error(tr("A waiver needs a reason; say why the finding is acceptable."));
  }
  return std::make_unique<CmdAddWaiver>(design, std::move(waiver), tr("Waive finding"));
}

DesignEdits::CommandPtr DesignEdits::removeWaiver(Design& design, const ObjectId& waiverId) {
  require<Waiver>(design, waiverId, "waiver");
  return std::make_unique<CmdRemoveObject<Waiver>>(design, waiverId, tr("Remove waiver"));
}

}  // namespace rackwright
