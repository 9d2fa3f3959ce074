#include "designfragment.h"

#include "cableedits.h"
#include "core/common/error.h"
#include "core/fileformat/designjson.h"
#include "core/geometry/rackslots.h"
#include "core/geometry/zeroumount.h"
#include "edittransaction.h"
#include "naming.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace rackwright {

namespace {

const QString kMarker = QStringLiteral("rackwrightFragment");
const QString kOutsideCables = QStringLiteral("outsideCables");

/// `items` turned so that it starts at `first` (kept in order after it, then wrapping round):
/// "the next free port" counts on from the port the cable was on.
template <typename T>
QVector<T> startingAt(const QVector<T>& items, qsizetype first) {
  if (first <= 0 || first >= items.size())
    return items;
  return items.mid(first) + items.mid(0, first);
}

/// The places of the same device that can take what `original` held, `original` first, then
/// the ones after it: cages of the same form factor and top, the same receptacle of a
/// transceiver of the same part in another cage, panel ports of the same connector and face.
QVector<Attachment> matchingPlaces(const DesignData& design, const Attachment& original) {
  QVector<Attachment> places;
  qsizetype first = 0;
  switch (original.kind) {
    case Attachment::Kind::None:
      break;
    case Attachment::Kind::Cage:
    case Attachment::Kind::PanelPort: {
      const Device* device = design.find<Device>(original.objectId);
      const PartPtr part = device ? design.part(device->typeId) : PartPtr();
      if (!part || !part->device())
        break;
      const DeviceBody& body = *part->device();
      if (original.kind == Attachment::Kind::Cage) {
        const CageDefinition* was = body.cage(original.port);
        for (const CageDefinition& cage : body.cages) {
          if (!was || cage.formFactor != was->formFactor || cage.thermal != was->thermal ||
              cage.twinPort != was->twinPort)
            continue;
          if (cage.name == original.port)
            first = places.size();
          places << Attachment{original.kind, original.objectId, cage.name};
        }
      } else {
        const PanelPortDefinition* was = body.panelPort(original.port);
        for (const PanelPortDefinition& port : body.panelPorts) {
          if (!was || port.connector != was->connector || port.face != was->face ||
              port.positions != was->positions)
            continue;
          if (port.name == original.port)
            first = places.size();
          places << Attachment{original.kind, original.objectId, port.name};
        }
      }
      break;
    }
    case Attachment::Kind::ModulePort: {
      const Module* was = design.find<Module>(original.objectId);
      const Device* device = was ? design.find<Device>(was->deviceId) : nullptr;
      const PartPtr part = device ? design.part(device->typeId) : PartPtr();
      if (!part || !part->device())
        break;
      for (const CageDefinition& cage : part->device()->cages) {
        for (const ObjectId& moduleId : design.modulesInCage(device->id, cage.name)) {
          const Module* module = design.find<Module>(moduleId);
          if (!module || module->typeId != was->typeId)
            continue;
          if (moduleId == was->id)
            first = places.size();
          places << Attachment{original.kind, moduleId, original.port};
        }
      }
      break;
    }
  }
  return startingAt(places, first);
}

/// A pasted cable's end that was on an object outside the copy, and where it was.
struct OutsideEnd {
  ObjectId cable;
  QString end;
  Attachment was;
};

bool canPlug(const DesignData& design, const OutsideEnd& end, const Attachment& place) {
  return CableEdits::moveEndRefusal(design, end.cable, end.end, place).isEmpty();
}

/// Plugs each outside end into the next free matching place of its device and returns how many
/// found one. Ends that shared a transceiver (both cords of a twin-port module) move together to
/// the first transceiver of that part with all their receptacles free, so a duplicated server's
/// cords do not end up split over two; failing that, each end takes the next free one alone.
int plugIntoFreePorts(EditTransaction& transaction, const QVector<OutsideEnd>& ends) {
  Design& design = transaction.design();
  QVector<QVector<qsizetype>> groups;
  QHash<ObjectId, qsizetype> groupOfModule;
  for (qsizetype i = 0; i < ends.size(); ++i) {
    const Attachment& was = ends.at(i).was;
    if (was.kind == Attachment::Kind::ModulePort && groupOfModule.contains(was.objectId)) {
      groups[groupOfModule.value(was.objectId)] << i;
      continue;
    }
    if (was.kind == Attachment::Kind::ModulePort)
      groupOfModule.insert(was.objectId, groups.size());
    groups.append(QVector<qsizetype>{i});
  }
  int plugged = 0;
  const auto plug = [&](const OutsideEnd& end, const Attachment& place) {
    transaction.apply(DesignEdits::connectCableEnd(design, end.cable, end.end, place));
    ++plugged;
  };
  for (const QVector<qsizetype>& group : std::as_const(groups)) {
    if (group.size() > 1) {
      bool together = false;
      for (const Attachment& place : matchingPlaces(design, ends.at(group.front()).was)) {
        const auto at = [&](qsizetype i) {
          return Attachment{place.kind, place.objectId, ends.at(i).was.port};
        };
        together = std::all_of(group.begin(), group.end(),
                               [&](qsizetype i) { return canPlug(design, ends.at(i), at(i)); });
        if (together) {
          for (qsizetype i : group)
            plug(ends.at(i), at(i));
          break;
        }
      }
      if (together)
        continue;
    }
    for (qsizetype i : group) {
      for (const Attachment& place : matchingPlaces(design, ends.at(i).was)) {
        if (canPlug(design, ends.at(i), place)) {
          plug(ends.at(i), place);
          break;
        }
      }
    }
  }
  return plugged;
}

bool reachesOutside(const Cable& cable, const QSet<ObjectId>& inside) {
  return std::any_of(cable.ends.begin(), cable.ends.end(), [&](const CableEnd& e) {
    return e.attachment.isConnected() && !inside.contains(e.attachment.objectId);
  });
}

void collectDevice(const DesignData& design, const ObjectId& id, QVector<ObjectId>& out) {
  if (out.contains(id) || !design.contains<Device>(id))
    return;
  out << id;
  for (const ObjectId& child : design.childDevices(id))
    collectDevice(design, child, out);
}

template <typename T>
QVector<T> readArray(const QJsonObject& json, const QString& key) {
  const QByteArray raw = QJsonDocument(json).toJson(QJsonDocument::Compact);
  const JsonReader reader(QStringLiteral("clipboard"), &raw);
  QVector<T> result;
  const QJsonValue value = json.value(key);
  if (!value.isUndefined() && !value.isArray())
    throw Error(DesignFragment::tr("$.%1 is not a list.").arg(key));
  const QJsonArray array = value.toArray();
  for (int i = 0; i < array.size(); ++i) {
    T value;
    fromJson(reader, array.at(i).toObject(), QStringLiteral("$.%1[%2]").arg(key).arg(i), value);
    result << value;
  }
  return result;
}

}  // namespace

bool DesignFragment::isFragment(const QJsonObject& json) {
  return json.value(kMarker).toInt() == kVersion;
}

DesignFragment::Selection DesignFragment::gather(const DesignData& design,
                                                 const QVector<ObjectId>& devices,
                                                 const QSet<ObjectId>& cables) {
  Selection selection;
  for (const ObjectId& id : devices)
    collectDevice(design, id, selection.devices);
  selection.inside = QSet<ObjectId>(selection.devices.begin(), selection.devices.end());
  for (const ObjectId& id : std::as_const(selection.devices)) {
    for (const ObjectId& moduleId : design.modulesInDevice(id)) {
      selection.modules << moduleId;
      selection.inside.insert(moduleId);
    }
  }
  // Every cable at the copied objects and every chosen one.
  QSet<ObjectId> cableIds;
  for (const ObjectId& id : cables) {
    if (design.contains<Cable>(id))
      cableIds.insert(id);
  }
  for (const ObjectId& object : std::as_const(selection.inside)) {
    for (const ObjectId& cableId : design.cablesAttachedTo(object))
      cableIds.insert(cableId);
  }
  selection.cables = QVector<ObjectId>(cableIds.begin(), cableIds.end());
  std::sort(selection.cables.begin(), selection.cables.end());
  return selection;
}

QJsonObject DesignFragment::copy(const DesignData& design, const QVector<ObjectId>& devices,
                                 const QSet<ObjectId>& cables) {
  const Selection selection = gather(design, devices, cables);
  QJsonArray deviceArray;
  for (const ObjectId& id : selection.devices)
    deviceArray.append(toJson(*design.find<Device>(id)));
  QJsonArray moduleArray;
  for (const ObjectId& id : selection.modules)
    moduleArray.append(toJson(*design.find<Module>(id)));
  QJsonArray cableArray;
  QJsonArray outsideArray;
  for (const ObjectId& id : selection.cables) {
    const Cable& cable = *design.find<Cable>(id);
    (reachesOutside(cable, selection.inside) ? outsideArray : cableArray).append(toJson(cable));
  }
  QJsonObject fragment{{kMarker, kVersion},
                       {QStringLiteral("devices"), deviceArray},
                       {QStringLiteral("modules"), moduleArray},
                       {QStringLiteral("cables"), cableArray}};
  if (!outsideArray.isEmpty())
    fragment.insert(kOutsideCables, outsideArray);
  return fragment;
}

int DesignFragment::outsideCableCount(const QJsonObject& fragment) {
  return isFragment(fragment) ? int(fragment.value(kOutsideCables).toArray().size()) : 0;
}

DesignFragment::PasteResult DesignFragment::paste(EditTransaction& transaction,
                                                  const QJsonObject& fragment,
                                                  OutsideCables outside) {
  if (!isFragment(fragment))
    throw Error(tr("The clipboard holds no Rackwright objects to paste."));
  QVector<Device> devices;
  QVector<Module> modules;
  QVector<Cable> cables;
  QVector<Cable> outsideCables;
  try {
    devices = readArray<Device>(fragment, QStringLiteral("devices"));
    modules = readArray<Module>(fragment, QStringLiteral("modules"));
    cables = readArray<Cable>(fragment, QStringLiteral("cables"));
    outsideCables = readArray<Cable>(fragment, kOutsideCables);
  } catch (const Error& e) {
    throw Error(tr("The clipboard holds a damaged fragment: %1").arg(e.message()));
  }
  // Servers before the adapters inside them.
  std::stable_sort(devices.begin(), devices.end(), [](const Device& a, const Device& b) {
    return a.parentId.isNull() && !b.parentId.isNull();
  });
  PasteResult result;
  Design& design = transaction.design();
  {
    QHash<ObjectId, ObjectId> ids;
    for (const Device& d : std::as_const(devices))
      ids.insert(d.id, QUuid::createUuid());
    for (const Module& m : std::as_const(modules))
      ids.insert(m.id, QUuid::createUuid());
    QSet<QString> takenNames;
    QVector<Rack> racks;
    for (const Rack& r : design.all<Rack>())
      racks << r;
    std::sort(racks.begin(), racks.end(),
              [](const Rack& a, const Rack& b) { return a.name < b.name; });
    QHash<QString, QString> renames;  // old device name → the copy's, for cable names
    for (Device d : std::as_const(devices)) {
      const ObjectId oldId = d.id;
      d.id = ids.value(oldId);
      const QString oldName = d.name;
      d.name = Naming::uniqueDeviceName(design, d.name, &takenNames);
      renames.insert(oldName, d.name);
      d.parentId = ids.value(d.parentId, d.parentId);
      if (d.parentId.isNull() && d.isRacked()) {
        std::optional<double> at;
        ObjectId rackId = d.rackId;
        if (design.contains<Rack>(rackId)) {
          if (RackSlots::refusal(design, rackId, d.typeId, d.name, d.positionU, d.face).isEmpty())
            at = d.positionU;
          if (!at)
            at = RackSlots::firstFree(design, rackId, d.typeId, d.face, d.positionU);
          if (!at)
            at = RackSlots::firstFree(design, rackId, d.typeId, d.face, 1);
        }
        for (int i = 0; !at && i < racks.size(); ++i) {
          rackId = racks.at(i).id;
          at = RackSlots::firstFree(design, rackId, d.typeId, d.face, 1);
        }
        if (at) {
          d.rackId = rackId;
          d.positionU = *at;
        } else {
          d.rackId = ObjectId();
          d.positionU = 0;
          ++result.unracked;
        }
      } else if (d.parentId.isNull() && !d.rackId.isNull() && !design.contains<Rack>(d.rackId) &&
                 ZeroUMount::isZeroUType(design, d.typeId)) {
        // A zero-U PDU takes no unit, so any ordinary rack takes it: the first by name, else
        // it becomes a spare.
        const auto ordinary =
            std::find_if(racks.cbegin(), racks.cend(), [](const Rack& r) { return !r.isSystem(); });
        d.rackId = ordinary == racks.cend() ? ObjectId() : ordinary->id;
        if (d.rackId.isNull())
          ++result.unracked;
      }
      transaction.apply(DesignEdits::addDevice(design, d));
      if (d.parentId.isNull())
        result.devices << d.id;
    }
    for (Module m : std::as_const(modules)) {
      m.id = ids.value(m.id);
      m.deviceId = ids.value(m.deviceId, m.deviceId);
      transaction.apply(DesignEdits::plugModule(design, m));
    }
    if (outside == OutsideCables::LeaveOut) {
      result.outsideLeftOut = int(outsideCables.size());
      outsideCables.clear();
    }
    QSet<QString> takenCableNames;
    QVector<OutsideEnd> outsideEnds;
    for (const QVector<Cable>* list : {&cables, &outsideCables}) {
      for (Cable c : *list) {
        c.id = QUuid::createUuid();
        c.name = Naming::uniqueCableName(design, Naming::renamedForCopy(c.name, renames),
                                         &takenCableNames);
        // Ends outside the copy are added loose and plugged afterwards, where the choice says.
        for (CableEnd& end : c.ends) {
          if (!end.attachment.isConnected())
            continue;
          if (ids.contains(end.attachment.objectId)) {
            end.attachment.objectId = ids.value(end.attachment.objectId);
          } else {
            outsideEnds.append({c.id, end.name, end.attachment});
            end.attachment = Attachment{};
          }
        }
        transaction.apply(DesignEdits::addCable(design, c));
        result.cables.insert(c.id);
      }
    }
    result.outsideReconnected =
        outside == OutsideCables::FreePorts ? plugIntoFreePorts(transaction, outsideEnds) : 0;
    result.outsideLoose = int(outsideEnds.size()) - result.outsideReconnected;
  }
  return result;
}

}  // namespace rackwright
