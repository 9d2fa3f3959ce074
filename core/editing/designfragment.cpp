#include "designfragment.h"

#include "core/common/error.h"
#include "core/fileformat/designjson.h"
#include "core/geometry/rackslots.h"
#include "edittransaction.h"
#include "naming.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace rackwright {

namespace {

const QString kMarker = QStringLiteral("rackwrightFragment");

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

QJsonObject DesignFragment::copy(const DesignData& design, const QVector<ObjectId>& devices,
                                 const QSet<ObjectId>& cables) {
  QVector<ObjectId> deviceIds;
  for (const ObjectId& id : devices)
    collectDevice(design, id, deviceIds);
  QSet<ObjectId> inside(deviceIds.begin(), deviceIds.end());
  QVector<ObjectId> moduleIds;
  for (const ObjectId& id : std::as_const(deviceIds)) {
    for (const ObjectId& moduleId : design.modulesInDevice(id)) {
      moduleIds << moduleId;
      inside.insert(moduleId);
    }
  }
  QSet<ObjectId> cableIds = cables;
  for (const ObjectId& object : std::as_const(inside)) {
    for (const ObjectId& cableId : design.cablesAttachedTo(object)) {
      const Cable* cable = design.find<Cable>(cableId);
      const bool allInside =
          std::all_of(cable->ends.begin(), cable->ends.end(), [&](const CableEnd& e) {
            return !e.attachment.isConnected() || inside.contains(e.attachment.objectId);
          });
      if (allInside)
        cableIds.insert(cableId);
    }
  }
  QJsonArray deviceArray;
  for (const ObjectId& id : std::as_const(deviceIds))
    deviceArray.append(toJson(*design.find<Device>(id)));
  QJsonArray moduleArray;
  for (const ObjectId& id : std::as_const(moduleIds))
    moduleArray.append(toJson(*design.find<Module>(id)));
  QVector<ObjectId> sortedCables(cableIds.begin(), cableIds.end());
  std::sort(sortedCables.begin(), sortedCables.end());
  QJsonArray cableArray;
  for (const ObjectId& id : std::as_const(sortedCables)) {
    if (const Cable* cable = design.find<Cable>(id))
      cableArray.append(toJson(*cable));
  }
  return QJsonObject{{kMarker, kVersion},
                     {QStringLiteral("devices"), deviceArray},
                     {QStringLiteral("modules"), moduleArray},
                     {QStringLiteral("cables"), cableArray}};
}

DesignFragment::PasteResult DesignFragment::paste(EditTransaction& transaction,
                                                  const QJsonObject& fragment) {
  if (!isFragment(fragment))
    throw Error(tr("The clipboard holds no Rackwright objects to paste."));
  QVector<Device> devices;
  QVector<Module> modules;
  QVector<Cable> cables;
  try {
    devices = readArray<Device>(fragment, QStringLiteral("devices"));
    modules = readArray<Module>(fragment, QStringLiteral("modules"));
    cables = readArray<Cable>(fragment, QStringLiteral("cables"));
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
    for (Device d : std::as_const(devices)) {
      const ObjectId oldId = d.id;
      d.id = ids.value(oldId);
      d.name = Naming::uniqueDeviceName(design, d.name, &takenNames);
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
    QSet<QString> takenCableNames;
    for (Cable c : std::as_const(cables)) {
      c.id = QUuid::createUuid();
      c.name = Naming::uniqueCableName(design, c.name, &takenCableNames);
      for (CableEnd& end : c.ends) {
        // Ends on objects outside the copy come loose; the user plugs them where they belong.
        if (end.attachment.isConnected() && !ids.contains(end.attachment.objectId))
          end.attachment = Attachment{};
        else if (end.attachment.isConnected())
          end.attachment.objectId = ids.value(end.attachment.objectId);
      }
      transaction.apply(DesignEdits::addCable(design, c));
      result.cables.insert(c.id);
    }
  }
  return result;
}

}  // namespace rackwright
