#include "portmaprows.h"

#include "core/analysis/connectivity.h"

namespace rackwright::ui {

QString PortMapRows::cableLabel(const Cable& cable) {
  if (!cable.name.isEmpty())
    return cable.name;
  return QStringLiteral("%1 #%2").arg(cable.typeId,
                                      cable.id.toString(QUuid::WithoutBraces).left(8));
}

QString PortMapRows::attachmentLabel(const DesignData& design, const Attachment& at) {
  switch (at.kind) {
    case Attachment::Kind::None:
      return tr("(loose)");
    case Attachment::Kind::Cage:
    case Attachment::Kind::PanelPort: {
      const Device* d = design.find<Device>(at.objectId);
      return QStringLiteral("%1:%2").arg(d ? d->name : tr("(missing)"), at.port);
    }
    case Attachment::Kind::ModulePort: {
      const Module* m = design.find<Module>(at.objectId);
      const Device* d = m ? design.find<Device>(m->deviceId) : nullptr;
      if (!m)
        return tr("(missing module)");
      return tr("%1:%2 port %3").arg(d ? d->name : tr("(spare)"), m->cage, at.port);
    }
  }
  return {};
}

QStringList PortMapRows::farEnds(const DesignData& design, const Cable& cable,
                                 const QString& endName) {
  QStringList far;
  for (const Connectivity::Reach& reach : Connectivity::traceFrom(design, cable.id, endName))
    far << attachmentLabel(design, reach.attachment);
  if (far.isEmpty()) {
    for (const CableEnd& other : cable.ends) {
      if (other.name != endName)
        far << attachmentLabel(design, other.attachment);
    }
  }
  return far;
}

namespace {

void addCables(const DesignData& design, const ObjectId& objectId,
               const std::function<bool(const Attachment&)>& onThisPort, PortMapRow& row) {
  for (const ObjectId& cableId : design.cablesAttachedTo(objectId)) {
    const Cable& cable = *design.find<Cable>(cableId);
    for (const CableEnd& end : cable.ends) {
      if (!onThisPort(end.attachment))
        continue;
      row.cables << PortMapRows::cableLabel(cable);
      row.peers << PortMapRows::farEnds(design, cable, end.name).join(QStringLiteral(", "));
    }
  }
}

void fillCage(const DesignData& design, const Device& device, const QString& cage,
              PortMapRow& row) {
  for (const ObjectId& moduleId : design.modulesInCage(device.id, cage)) {
    const Module* module = design.find<Module>(moduleId);
    row.module =
        row.module.isEmpty() ? module->typeId : row.module + QStringLiteral(", ") + module->typeId;
    addCables(
        design, moduleId,
        [&](const Attachment& at) {
          return at.kind == Attachment::Kind::ModulePort && at.objectId == moduleId;
        },
        row);
  }
  addCables(
      design, device.id,
      [&](const Attachment& at) {
        return at.kind == Attachment::Kind::Cage && at.objectId == device.id && at.port == cage;
      },
      row);
}

}  // namespace

QVector<PortMapRow> PortMapRows::build(const DesignData& design, const ObjectId& deviceId) {
  QVector<PortMapRow> rows;
  const Device* device = design.find<Device>(deviceId);
  const PartPtr part = device ? design.part(device->typeId) : nullptr;
  if (!part || !part->device())
    return rows;
  for (const PortShape& shape : PanelGeometry::ports(*part)) {
    PortMapRow row;
    row.shape = shape;
    row.owner = device->name;
    row.port = shape.name;
    if (shape.kind == Attachment::Kind::Cage) {
      row.logicalPorts = shape.cage->logicalPorts;
      fillCage(design, *device, shape.name, row);
    } else {
      addCables(
          design, device->id,
          [&](const Attachment& at) {
            return at.kind == Attachment::Kind::PanelPort && at.objectId == device->id &&
                   at.port == shape.name;
          },
          row);
    }
    // The shape points into the part; rows keep the part alive through the design's catalog.
    rows.push_back(row);
  }
  for (const ObjectId& childId : design.childDevices(deviceId)) {
    const Device* adapter = design.find<Device>(childId);
    const PartPtr adapterPart = design.part(adapter->typeId);
    if (!adapterPart || !adapterPart->device())
      continue;
    for (const CageDefinition& cage : adapterPart->device()->cages) {
      PortMapRow row;
      row.shape.name = cage.name;
      row.owner = adapter->bay.isEmpty()
                      ? adapter->name
                      : QStringLiteral("%1 (%2)").arg(adapter->name, adapter->bay);
      row.port = cage.name;
      row.logicalPorts = cage.logicalPorts;
      fillCage(design, *adapter, cage.name, row);
      rows.push_back(row);
    }
  }
  return rows;
}

}  // namespace rackwright::ui
