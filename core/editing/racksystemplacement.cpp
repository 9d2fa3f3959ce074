#include "racksystemplacement.h"

#include "core/commands/designedits.h"
#include "core/common/error.h"
#include "edittransaction.h"
#include "naming.h"
#include "rackediting.h"

#include <QSet>

#include <algorithm>

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

QVector<RackSystemPlacement::MissingMember> RackSystemPlacement::missingMembers(
    const DesignData& design, const Rack& rack, QStringList* blocked) {
  QVector<MissingMember> out;
  const RackSystemPtr system =
      rack.isSystem() ? design.library().findSystem(rack.systemId) : nullptr;
  if (!system)
    return out;
  QSet<int> filled;
  // Units covered by devices that are not members at their place.
  QVector<std::pair<double, double>> covered;
  for (const ObjectId& id : design.devicesInRack(rack.id)) {
    const Device* device = design.find<Device>(id);
    if (!device || !device->parentId.isNull() || !device->isRacked())
      continue;
    if (const RackSystemMember* member = memberOf(design, *device)) {
      filled.insert(member->positionU);
      continue;
    }
    const PartPtr part = design.part(device->typeId);
    const double height = part && part->device() ? part->device()->uHeight : 1.0;
    covered.push_back({device->positionU, device->positionU + height});
  }
  for (const RackSystemMember& member : system->members) {
    if (filled.contains(member.positionU))
      continue;
    const bool unitTaken =
        std::any_of(covered.begin(), covered.end(), [&](const std::pair<double, double>& span) {
          return member.positionU + 1 > span.first && member.positionU < span.second;
        });
    if (unitTaken) {
      if (blocked)
        *blocked << member.name;
      continue;
    }
    MissingMember missing{member, {}};
    const QString ownName = rack.name + QLatin1Char('-') + member.name;
    for (const Device& device : design.all<Device>()) {
      if (device.name == ownName && device.typeId == member.partId && device.parentId.isNull() &&
          !memberOf(design, device)) {
        missing.displaced = device.id;
        break;
      }
    }
    out.push_back(missing);
  }
  return out;
}

int RackSystemPlacement::restoreMembers(EditTransaction& transaction, const ObjectId& rackId) {
  Design& design = transaction.design();
  const Rack* rack = design.find<Rack>(rackId);
  if (!rack)
    return 0;
  const Rack copy = *rack;
  const QVector<MissingMember> missing = missingMembers(design, copy);
  QSet<QString> taken;
  for (const MissingMember& m : missing) {
    if (!m.displaced.isNull()) {
      transaction.apply(DesignEdits::moveDevice(design, m.displaced, copy.id, m.member.positionU,
                                                RackFace::Front));
      continue;
    }
    Device device;
    device.id = QUuid::createUuid();
    device.name =
        Naming::uniqueDeviceName(design, copy.name + QLatin1Char('-') + m.member.name, &taken);
    device.typeId = m.member.partId;
    device.rackId = copy.id;
    device.positionU = m.member.positionU;
    transaction.apply(DesignEdits::addDevice(design, device));
  }
  return int(missing.size());
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
  return system ? system->memberFor(device.typeId, device.positionU) : nullptr;
}

}  // namespace rackwright
