#include "exportindex.h"

#include "core/analysis/connectivity.h"
#include "core/geometry/zeroumount.h"

#include <algorithm>
#include <tuple>

namespace rackwright {

QString EndpointInfo::display() const {
  if (!isConnected())
    return QStringLiteral("—");
  return deviceName + QLatin1Char(':') + port;
}

ExportIndex::ExportIndex(const DesignData& design) : mDesign(design) {
  struct Key {
    QString site;
    QString room;
    int rowOrder;
    QString row;
    int position;
    QString name;
    ObjectId id;
  };
  QVector<Key> keys;
  for (const Rack& rack : mDesign.all<Rack>()) {
    const Row* row = mDesign.find<Row>(rack.rowId);
    keys.push_back({siteName(rack.id), roomName(rack.id), row ? row->order : 0,
                    row ? row->name : QString(), rack.positionInRow, rack.name, rack.id});
  }
  std::sort(keys.begin(), keys.end(), [](const Key& a, const Key& b) {
    return std::tie(a.site, a.room, a.rowOrder, a.row, a.position, a.name, a.id) <
           std::tie(b.site, b.room, b.rowOrder, b.row, b.position, b.name, b.id);
  });
  for (const Key& key : keys) {
    mRackOrder.insert(key.id, int(mRacks.size()));
    mRacks.push_back(key.id);
  }
}

int ExportIndex::rackOrder(const ObjectId& rackId) const {
  return mRackOrder.value(rackId, int(mRacks.size()));
}

QVector<ObjectId> ExportIndex::racksNamed(const QStringList& names, QStringList* unknown) const {
  QVector<ObjectId> result;
  for (const QString& name : names) {
    bool found = false;
    for (const ObjectId& id : mRacks) {
      if (mDesign.find<Rack>(id)->name.compare(name.trimmed(), Qt::CaseInsensitive) == 0) {
        if (!result.contains(id))
          result << id;
        found = true;
      }
    }
    if (!found && unknown)
      *unknown << name;
  }
  // Keep installation order whatever order the names came in.
  std::sort(result.begin(), result.end(),
            [this](const ObjectId& a, const ObjectId& b) { return rackOrder(a) < rackOrder(b); });
  return result;
}

QVector<ObjectId> ExportIndex::racksInRows(const QStringList& names, QStringList* unknown) const {
  QVector<ObjectId> result;
  for (const QString& name : names) {
    bool found = false;
    for (const ObjectId& id : mRacks) {
      const Row* row = mDesign.find<Row>(mDesign.find<Rack>(id)->rowId);
      if (row && row->name.compare(name.trimmed(), Qt::CaseInsensitive) == 0) {
        if (!result.contains(id))
          result << id;
        found = true;
      }
    }
    if (!found && unknown)
      *unknown << name;
  }
  std::sort(result.begin(), result.end(),
            [this](const ObjectId& a, const ObjectId& b) { return rackOrder(a) < rackOrder(b); });
  return result;
}

QVector<ObjectId> ExportIndex::devicesTopDown(const ObjectId& rackId) const {
  QVector<ObjectId> ids = mDesign.devicesInRack(rackId);
  std::sort(ids.begin(), ids.end(), [this](const ObjectId& a, const ObjectId& b) {
    const Device& da = *mDesign.find<Device>(a);
    const Device& db = *mDesign.find<Device>(b);
    if (da.positionU != db.positionU)
      return da.positionU > db.positionU;
    if (da.face != db.face)
      return da.face == RackFace::Front;
    return da.name < db.name;
  });
  return ids;
}

QVector<ObjectId> ExportIndex::devicesInOrder() const {
  QVector<ObjectId> result;
  const auto addWithChildren = [&](const ObjectId& id) {
    result << id;
    QVector<ObjectId> children = mDesign.childDevices(id);
    std::sort(children.begin(), children.end(), [this](const ObjectId& a, const ObjectId& b) {
      const Device& da = *mDesign.find<Device>(a);
      const Device& db = *mDesign.find<Device>(b);
      return std::tie(da.bay, da.name) < std::tie(db.bay, db.name);
    });
    result << children;
  };
  for (const ObjectId& rack : mRacks) {
    for (const ObjectId& id : devicesTopDown(rack)) {
      if (mDesign.find<Device>(id)->parentId.isNull())
        addWithChildren(id);
    }
  }
  QVector<const Device*> rest;
  for (const Device& device : mDesign.all<Device>()) {
    if (device.parentId.isNull() &&
        !(ZeroUMount::isInRack(mDesign, device) && mRackOrder.contains(device.rackId)))
      rest << &device;
  }
  std::sort(rest.begin(), rest.end(),
            [](const Device* a, const Device* b) { return a->name < b->name; });
  for (const Device* device : rest)
    addWithChildren(device->id);
  // Adapters whose parent is missing would otherwise be lost.
  for (const Device& device : mDesign.all<Device>()) {
    if (!device.parentId.isNull() && !mDesign.contains<Device>(device.parentId))
      result << device.id;
  }
  return result;
}

const Device* ExportIndex::mountedDevice(const ObjectId& deviceId) const {
  const Device* device = mDesign.find<Device>(deviceId);
  for (int depth = 0; device && !device->parentId.isNull() && depth < 4; ++depth) {
    const Device* parent = mDesign.find<Device>(device->parentId);
    if (!parent)
      break;
    device = parent;
  }
  return device;
}

QString ExportIndex::deviceLocation(const ObjectId& deviceId) const {
  const Device* device = mDesign.find<Device>(deviceId);
  const Device* mounted = mountedDevice(deviceId);
  if (!device || !mounted || !ZeroUMount::isInRack(mDesign, *mounted))
    return tr("not racked");
  const Rack* rack = mDesign.find<Rack>(mounted->rackId);
  const QString where = mounted->isRacked()
                            ? QStringLiteral("U") + formatU(mounted->positionU) +
                                  QStringLiteral(" · ") +
                                  (mounted->face == RackFace::Front ? tr("front") : tr("rear"))
                            : ZeroUMount::slotText(ZeroUMount::slotOf(mDesign, *mounted));
  QStringList parts;
  for (const QString& text : {roomName(mounted->rackId), rack ? rack->name : QString(), where}) {
    if (!text.isEmpty())
      parts << text;
  }
  if (mounted != device)
    parts << tr("in %1, bay %2").arg(mounted->name, device->bay);
  return parts.join(QStringLiteral(" · "));
}

QString ExportIndex::roomName(const ObjectId& rackId) const {
  const Rack* rack = mDesign.find<Rack>(rackId);
  const Row* row = rack ? mDesign.find<Row>(rack->rowId) : nullptr;
  const Room* room = row ? mDesign.find<Room>(row->roomId) : nullptr;
  return room ? room->name : QString();
}

QString ExportIndex::rowName(const ObjectId& rackId) const {
  const Rack* rack = mDesign.find<Rack>(rackId);
  const Row* row = rack ? mDesign.find<Row>(rack->rowId) : nullptr;
  return row ? row->name : QString();
}

QString ExportIndex::siteName(const ObjectId& rackId) const {
  const Rack* rack = mDesign.find<Rack>(rackId);
  const Row* row = rack ? mDesign.find<Row>(rack->rowId) : nullptr;
  const Room* room = row ? mDesign.find<Room>(row->roomId) : nullptr;
  const Site* site = room ? mDesign.find<Site>(room->siteId) : nullptr;
  return site ? site->name : QString();
}

QString ExportIndex::headEnd(const Cable& cable) const {
  const PartPtr part = mDesign.part(cable.typeId);
  if (part && part->assembly() && !part->assembly()->ends.isEmpty())
    return part->assembly()->ends.front().name;
  if (part && part->fiber() && !part->fiber()->ends.isEmpty())
    return part->fiber()->ends.front().name;
  return cable.ends.isEmpty() ? QString() : cable.ends.front().name;
}

EndpointInfo ExportIndex::endpoint(const Attachment& attachment) const {
  EndpointInfo info;
  if (!attachment.isConnected())
    return info;
  const Device* device = nullptr;
  QString cage = attachment.port;
  QString port = attachment.port;
  switch (attachment.kind) {
    case Attachment::Kind::None:
      return info;
    case Attachment::Kind::Cage:
      device = mDesign.find<Device>(attachment.objectId);
      info.kind = EndpointInfo::Kind::Cage;
      break;
    case Attachment::Kind::ModulePort: {
      const Module* module = mDesign.find<Module>(attachment.objectId);
      if (!module)
        return info;
      device = mDesign.find<Device>(module->deviceId);
      cage = module->cage;
      const PartPtr part = mDesign.part(module->typeId);
      const bool several =
          part && part->transceiver() && part->transceiver()->opticalPorts.size() > 1;
      port = several ? cage + QLatin1Char('.') + attachment.port : cage;
      info.kind = EndpointInfo::Kind::ModulePort;
      const LogicalPortRef ref =
          Connectivity::logicalPortOfModulePort(mDesign, *module, attachment.port);
      if (device) {
        const PartPtr host = mDesign.part(device->typeId);
        const CageDefinition* def = host && host->device() ? host->device()->cage(cage) : nullptr;
        if (def && ref.index >= 0 && ref.index < def->logicalPorts.size())
          info.logicalPort = def->logicalPorts[ref.index];
      }
      break;
    }
    case Attachment::Kind::PanelPort: {
      device = mDesign.find<Device>(attachment.objectId);
      const PartPtr part = device ? mDesign.part(device->typeId) : nullptr;
      const PanelPortDefinition* def =
          part && part->device() ? part->device()->panelPort(attachment.port) : nullptr;
      info.kind = def && def->face == PanelFace::Rear ? EndpointInfo::Kind::RearPort
                                                      : EndpointInfo::Kind::FrontPort;
      break;
    }
  }
  if (!device) {
    info.kind = EndpointInfo::Kind::Loose;
    return info;
  }
  if (attachment.kind == Attachment::Kind::Cage) {
    const PartPtr host = mDesign.part(device->typeId);
    const CageDefinition* def = host && host->device() ? host->device()->cage(cage) : nullptr;
    if (def && def->logicalPorts.size() == 1)
      info.logicalPort = def->logicalPorts.front();
    else if (def && !def->logicalPorts.isEmpty())
      info.logicalPort = def->logicalPorts.join(QLatin1Char(','));
  }
  info.deviceId = device->id;
  info.deviceName = device->name;
  info.cage = cage;
  // An adapter's port is named after its bay in the host, which is what the installer sees.
  if (!device->parentId.isNull() && !device->bay.isEmpty())
    port = device->bay + QLatin1Char('.') + port;
  info.port = port;
  // Zero-U devices have their rack and no unit: positionU stays 0 and labels name the device.
  if (const Device* mounted = mountedDevice(device->id);
      mounted && ZeroUMount::isInRack(mDesign, *mounted)) {
    info.rackId = mounted->rackId;
    info.positionU = mounted->positionU;
    if (const Rack* rack = mDesign.find<Rack>(mounted->rackId))
      info.rackName = rack->name;
    info.roomName = roomName(mounted->rackId);
    info.rowName = rowName(mounted->rackId);
    info.siteName = siteName(mounted->rackId);
  }
  return info;
}

ObjectId ExportIndex::rackOf(const Attachment& attachment) const {
  ObjectId deviceId;
  switch (attachment.kind) {
    case Attachment::Kind::None:
      return {};
    case Attachment::Kind::Cage:
    case Attachment::Kind::PanelPort:
      deviceId = attachment.objectId;
      break;
    case Attachment::Kind::ModulePort: {
      const Module* module = mDesign.find<Module>(attachment.objectId);
      if (!module)
        return {};
      deviceId = module->deviceId;
      break;
    }
  }
  const Device* mounted = mountedDevice(deviceId);
  return mounted && ZeroUMount::isInRack(mDesign, *mounted) ? mounted->rackId : ObjectId();
}

QString ExportIndex::naturalKey(const QString& text) {
  QString key;
  key.reserve(text.size() + 8);
  int i = 0;
  while (i < text.size()) {
    if (text[i].isDigit()) {
      int j = i;
      while (j < text.size() && text[j].isDigit())
        ++j;
      key += text.mid(i, j - i).rightJustified(8, QLatin1Char('0'));
      i = j;
    } else {
      key += text[i].toLower();
      ++i;
    }
  }
  return key;
}

QString ExportIndex::formatU(double u) {
  return QString::number(u, 'g', 6);
}

QString ExportIndex::formatLength(double lengthM) {
  if (lengthM <= 0)
    return {};
  return tr("%1 m").arg(QString::number(lengthM, 'g', 6));
}

}  // namespace rackwright
