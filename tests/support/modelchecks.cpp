#include "modelchecks.h"

#include "core/commands/designedits.h"

#include <algorithm>

namespace rackwright::test {

namespace {

QString idText(const ObjectId& id) {
  return id.toString(QUuid::WithoutBraces);
}

QString idsText(QVector<ObjectId> ids) {
  QStringList parts;
  for (const ObjectId& id : ids)
    parts << idText(id);
  return parts.join(QLatin1Char(' '));
}

void addLine(QStringList& lines, const QString& what, const ObjectId& key, const QString& slot,
             const QVector<ObjectId>& ids) {
  if (ids.isEmpty())
    return;
  lines << QStringLiteral("%1 %2 %3: %4").arg(what, idText(key), slot, idsText(ids));
}

/// The cages and ports a key can hold things at: a device's cages and panel ports, a module's
/// optical ports (both from the part; nothing for objects that are gone).
void slotsOf(const DesignData& design, const ObjectId& key, QStringList* cages,
             QStringList* ports) {
  if (const Device* device = design.find<Device>(key)) {
    const PartPtr part = design.part(device->typeId);
    if (!part || !part->device())
      return;
    for (const CageDefinition& cage : part->device()->cages) {
      *cages << cage.name;
      *ports << cage.name;
    }
    for (const PanelPortDefinition& port : part->device()->panelPorts)
      *ports << port.name;
  } else if (const Module* module = design.find<Module>(key)) {
    const PartPtr part = design.part(module->typeId);
    if (!part || !part->transceiver())
      return;
    for (const OpticalPortDefinition& port : part->transceiver()->opticalPorts)
      *ports << port.name;
  }
}

QVector<ObjectId> sorted(QVector<ObjectId> ids, bool unique = true) {
  std::sort(ids.begin(), ids.end());
  if (unique)
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  return ids;
}

QVector<ObjectId> sortedKeys(const QSet<ObjectId>& keys) {
  return sorted(QVector<ObjectId>(keys.begin(), keys.end()));
}

}  // namespace

QVector<ObjectId> refIds(std::span<const DesignData::SlotRef> refs) {
  QVector<ObjectId> ids;
  for (const DesignData::SlotRef& ref : refs)
    ids << ref.id;
  return ids;
}

QStringList ModelChecks::indexDump(const DesignData& design, const QSet<ObjectId>& keys) {
  QStringList lines;
  for (const ObjectId& key : sortedKeys(keys)) {
    addLine(lines, QStringLiteral("rooms"), key, {}, design.roomsInSite(key));
    addLine(lines, QStringLiteral("rows"), key, {}, design.rowsInRoom(key));
    addLine(lines, QStringLiteral("racks"), key, {}, design.racksInRow(key));
    addLine(lines, QStringLiteral("devices"), key, {}, design.devicesInRack(key));
    addLine(lines, QStringLiteral("children"), key, {}, design.childDevices(key));
    addLine(lines, QStringLiteral("modules"), key, {}, design.modulesInDevice(key));
    addLine(lines, QStringLiteral("cables"), key, {}, design.cablesAttachedTo(key));
    QStringList cages;
    QStringList ports;
    slotsOf(design, key, &cages, &ports);
    for (const QString& cage : std::as_const(cages)) {
      addLine(lines, QStringLiteral("cage"), key, cage, design.modulesInCage(key, cage));
      addLine(lines, QStringLiteral("cage refs"), key, cage,
              refIds(design.moduleRefsIn(key, cage)));
    }
    for (const QString& port : std::as_const(ports)) {
      addLine(lines, QStringLiteral("port"), key, port, design.cablesAttachedAt(key, port));
      // One entry per attached end: a cable with both ends at one port is listed twice.
      addLine(lines, QStringLiteral("port refs"), key, port, refIds(design.cableRefsAt(key, port)));
    }
  }
  return lines;
}

QStringList ModelChecks::tableDump(const DesignData& design, const QSet<ObjectId>& keys) {
  QHash<ObjectId, QVector<ObjectId>> rooms, rows, racks, devices, children, modules, cables;
  QHash<QPair<ObjectId, QString>, QVector<ObjectId>> inCage, atPort;
  for (const Room& o : design.all<Room>())
    rooms[o.siteId] << o.id;
  for (const Row& o : design.all<Row>())
    rows[o.roomId] << o.id;
  for (const Rack& o : design.all<Rack>())
    racks[o.rowId] << o.id;
  for (const Device& o : design.all<Device>()) {
    if (!o.rackId.isNull())
      devices[o.rackId] << o.id;
    if (!o.parentId.isNull())
      children[o.parentId] << o.id;
  }
  for (const Module& o : design.all<Module>()) {
    if (o.deviceId.isNull())
      continue;
    modules[o.deviceId] << o.id;
    inCage[{o.deviceId, o.cage}] << o.id;
  }
  for (const Cable& o : design.all<Cable>()) {
    for (const CableEnd& end : o.ends) {
      if (!end.attachment.isConnected())
        continue;
      cables[end.attachment.objectId] << o.id;
      atPort[{end.attachment.objectId, end.attachment.port}] << o.id;
    }
  }
  QStringList lines;
  for (const ObjectId& key : sortedKeys(keys)) {
    addLine(lines, QStringLiteral("rooms"), key, {}, sorted(rooms.value(key)));
    addLine(lines, QStringLiteral("rows"), key, {}, sorted(rows.value(key)));
    addLine(lines, QStringLiteral("racks"), key, {}, sorted(racks.value(key)));
    addLine(lines, QStringLiteral("devices"), key, {}, sorted(devices.value(key)));
    addLine(lines, QStringLiteral("children"), key, {}, sorted(children.value(key)));
    addLine(lines, QStringLiteral("modules"), key, {}, sorted(modules.value(key)));
    addLine(lines, QStringLiteral("cables"), key, {}, sorted(cables.value(key)));
    QStringList cageNames;
    QStringList portNames;
    slotsOf(design, key, &cageNames, &portNames);
    for (const QString& cage : std::as_const(cageNames)) {
      const QVector<ObjectId> ids = inCage.value({key, cage});
      addLine(lines, QStringLiteral("cage"), key, cage, sorted(ids));
      addLine(lines, QStringLiteral("cage refs"), key, cage, sorted(ids, false));
    }
    for (const QString& port : std::as_const(portNames)) {
      const QVector<ObjectId> ids = atPort.value({key, port});
      addLine(lines, QStringLiteral("port"), key, port, sorted(ids));
      addLine(lines, QStringLiteral("port refs"), key, port, sorted(ids, false));
    }
  }
  return lines;
}

QStringList ModelChecks::indexProblems(const DesignData& design, const QSet<ObjectId>& keys) {
  const QStringList index = indexDump(design, keys);
  const QStringList tables = tableDump(design, keys);
  if (index == tables)
    return {};
  QStringList problems;
  const QSet<QString> inIndex(index.begin(), index.end());
  const QSet<QString> inTables(tables.begin(), tables.end());
  for (const QString& line : index) {
    if (!inTables.contains(line))
      problems << QStringLiteral("index has \"%1\"").arg(line);
  }
  for (const QString& line : tables) {
    if (!inIndex.contains(line))
      problems << QStringLiteral("tables give \"%1\"").arg(line);
  }
  if (problems.isEmpty())
    problems << QStringLiteral("index and tables list the same relations in another order");
  return problems;
}

QStringList ModelChecks::referenceProblems(const DesignData& design) {
  QStringList problems;
  for (const Room& o : design.all<Room>()) {
    if (!design.contains<Site>(o.siteId))
      problems << QStringLiteral("room %1 is in a missing site").arg(o.name);
  }
  for (const Row& o : design.all<Row>()) {
    if (!design.contains<Room>(o.roomId))
      problems << QStringLiteral("row %1 is in a missing room").arg(o.name);
  }
  for (const Rack& o : design.all<Rack>()) {
    if (!design.contains<Row>(o.rowId))
      problems << QStringLiteral("rack %1 is in a missing row").arg(o.name);
  }
  for (const Device& o : design.all<Device>()) {
    if (!o.rackId.isNull() && !design.contains<Rack>(o.rackId))
      problems << QStringLiteral("device %1 is in a missing rack").arg(o.name);
    if (!o.parentId.isNull() && !design.contains<Device>(o.parentId))
      problems << QStringLiteral("device %1 is in a missing server").arg(o.name);
  }
  for (const Module& o : design.all<Module>()) {
    if (o.deviceId.isNull())
      continue;
    const Device* device = design.find<Device>(o.deviceId);
    const PartPtr part = device ? design.part(device->typeId) : PartPtr();
    if (!device) {
      problems << QStringLiteral("module %1 is in a missing device").arg(idText(o.id));
    } else if (!part || !part->device() || !part->device()->cage(o.cage)) {
      problems << QStringLiteral("module %1 is in cage %2, which %3 does not have")
                      .arg(idText(o.id), o.cage, device->name);
    }
  }
  for (const Cable& o : design.all<Cable>()) {
    for (const CableEnd& end : o.ends) {
      const QString reason =
          DesignEdits::attachmentImpossibleReason(design, o, end.name, end.attachment);
      if (!reason.isEmpty())
        problems << QStringLiteral("cable %1 end %2: %3").arg(idText(o.id), end.name, reason);
    }
  }
  return problems;
}

bool ModelChecks::sameObjects(const DesignData& a, const DesignData& b) {
  return a.info() == b.info() && a.all<Site>() == b.all<Site>() && a.all<Room>() == b.all<Room>() &&
         a.all<Row>() == b.all<Row>() && a.all<Rack>() == b.all<Rack>() &&
         a.all<Device>() == b.all<Device>() && a.all<Module>() == b.all<Module>() &&
         a.all<Cable>() == b.all<Cable>() && a.all<Waiver>() == b.all<Waiver>();
}

}  // namespace rackwright::test
