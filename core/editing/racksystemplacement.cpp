#include "racksystemplacement.h"

#include "core/commands/designedits.h"
#include "core/common/error.h"
#include "edittransaction.h"
#include "naming.h"
#include "rackediting.h"

#include <QSet>

#include <cmath>

namespace rackwright {

Rack RackSystemPlacement::systemRack(const RackSystem& system, Rack values) {
  values.systemId = system.id;
  values.heightU = system.heightU;
  values.widthMm = system.widthMm;
  values.depthMm = system.depthMm;
  if (values.maxPowerW <= 0)
    values.maxPowerW = system.powerMaxW;
  return values;
}

QVector<Device> RackSystemPlacement::memberDevices(const DesignData& design,
                                                   const RackSystem& system, const Rack& rack) {
  QVector<Device> out;
  out.reserve(system.members.size());
  QSet<QString> taken;
  for (const RackSystemMember& member : system.members) {
    Device device;
    device.id = QUuid::createUuid();
    device.name =
        Naming::uniqueDeviceName(design, rack.name + QLatin1Char('-') + member.name, &taken);
    device.typeId = member.partId;
    device.rackId = rack.id;
    device.positionU = member.positionU;
    device.face = RackFace::Front;
    out.push_back(device);
  }
  return out;
}

ObjectId RackSystemPlacement::place(EditTransaction& transaction, const RackSystem& system,
                                    const ObjectId& rowId, Rack values) {
  Design& design = transaction.design();
  for (const RackSystemMember& member : system.members) {
    const PartPtr part = design.part(member.partId);
    if (!part || !part->device()) {
      throw Error(tr("%1 needs the part %2 for %3, which is not in the catalog; the rack was not "
                     "placed. Update Rackwright or add the part to the user catalog.")
                      .arg(system.displayName(), member.partId, member.name));
    }
  }
  const Rack rack = RackEditing::appendedRack(design, rowId, systemRack(system, std::move(values)));
  transaction.apply(DesignEdits::addRack(design, rack));
  for (const Device& device : memberDevices(design, system, rack))
    transaction.apply(DesignEdits::addDevice(design, device));
  return rack.id;
}

const RackSystem* RackSystemPlacement::systemOf(const DesignData& design, const Device& device) {
  if (!device.isRacked())
    return nullptr;
  const Rack* rack = design.find<Rack>(device.rackId);
  if (!rack || !rack->isSystem())
    return nullptr;
  return design.library().findSystem(rack->systemId).get();
}

const RackSystemMember* RackSystemPlacement::memberOf(const DesignData& design,
                                                      const Device& device) {
  const RackSystem* system = systemOf(design, device);
  if (!system || device.positionU != std::floor(device.positionU))
    return nullptr;
  const RackSystemMember* member = system->memberAt(static_cast<int>(device.positionU));
  return member && member->partId == device.typeId ? member : nullptr;
}

}  // namespace rackwright
