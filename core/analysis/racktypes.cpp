#include "racktypes.h"

#include "core/catalog/parttypes.h"

#include <QHash>
#include <QMap>

#include <algorithm>

namespace rackwright {

namespace {

QString partName(const DesignData& design, const QString& typeId) {
  const Part* part = design.findPart(typeId);
  return part ? part->displayName() : typeId;
}

}  // namespace

QString RackTypes::signature(const DesignData& design, const ObjectId& rackId) {
  const Rack* rack = design.find<Rack>(rackId);
  if (!rack)
    return {};
  // One entry per device: position, face and type, and the adapters in its bays. Sorted, so the
  // order devices were added in does not matter; names are left out on purpose (every rack of a
  // type names its devices differently).
  QStringList entries;
  for (const ObjectId& id : design.devicesInRack(rackId)) {
    const Device* device = design.find<Device>(id);
    if (!device || !device->parentId.isNull())
      continue;
    QStringList children;
    for (const ObjectId& childId : design.childDevices(id)) {
      if (const Device* child = design.find<Device>(childId))
        children << child->bay + QLatin1Char('=') + child->typeId;
    }
    children.sort();
    entries << QStringLiteral("%1|%2|%3|%4")
                   .arg(device->positionU, 0, 'f', 2)
                   .arg(toString(device->face), device->typeId, children.join(QLatin1Char(',')));
  }
  entries.sort();
  // A system rack is another type than an ordinary rack holding the same devices.
  return QString::number(rack->heightU) + QLatin1Char('/') + rack->systemId + QLatin1Char('#') +
         entries.join(QLatin1Char(';'));
}

QVector<RackType> RackTypes::group(const DesignData& design, const QVector<ObjectId>& racks) {
  QVector<RackType> types;
  QHash<QString, int> bySignature;
  for (const ObjectId& rackId : racks) {
    const QString key = signature(design, rackId);
    const auto found = bySignature.constFind(key);
    if (found != bySignature.constEnd()) {
      types[found.value()].racks << rackId;
      continue;
    }
    bySignature.insert(key, int(types.size()));
    RackType type;
    type.racks << rackId;
    if (const Rack* rack = design.find<Rack>(rackId))
      type.heightU = rack->heightU;
    QMap<QString, int> counts;
    for (const ObjectId& id : design.devicesInRack(rackId)) {
      const Device* device = design.find<Device>(id);
      if (device && device->parentId.isNull())
        ++counts[partName(design, device->typeId)];
    }
    QVector<std::pair<QString, int>> sorted;
    for (auto it = counts.constBegin(); it != counts.constEnd(); ++it)
      sorted.push_back({it.key(), it.value()});
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const auto& a, const auto& b) { return a.second > b.second; });
    QStringList parts;
    for (const auto& [name, count] : sorted)
      parts << QStringLiteral("%1 × %2").arg(count).arg(name);
    type.contents = parts.isEmpty() ? tr("empty") : parts.join(QStringLiteral(", "));
    types << type;
  }
  return types;
}

QString RackTypes::describeMembers(const DesignData& design, const RackType& type,
                                   const QVector<ObjectId>& order, int maxRuns) {
  QHash<ObjectId, int> place;
  place.reserve(order.size());
  for (int i = 0; i < order.size(); ++i)
    place.insert(order[i], i);
  QVector<std::pair<int, ObjectId>> members;
  for (const ObjectId& id : type.racks)
    members.push_back({place.value(id, int(order.size())), id});
  std::stable_sort(members.begin(), members.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  const auto name = [&](const ObjectId& id) {
    const Rack* rack = design.find<Rack>(id);
    return rack ? rack->name : id.toString(QUuid::WithoutBraces);
  };
  QStringList runs;
  int listed = 0;
  for (int i = 0; i < members.size();) {
    int j = i;
    while (j + 1 < members.size() && members[j + 1].first == members[j].first + 1 &&
           members[j].first < order.size())
      ++j;
    if (runs.size() == maxRuns)
      break;
    runs << (j == i ? name(members[i].second)
                    : name(members[i].second) + QChar(0x2013) + name(members[j].second));
    listed = j + 1;
    i = j + 1;
  }
  const int rest = int(members.size()) - listed;
  if (rest > 0)
    runs << tr("%1 more").arg(rest);
  const QString list = runs.join(QStringLiteral(", "));
  return members.size() == 1 ? tr("%1 (1 rack)").arg(list)
                             : tr("%1 (%2 racks)").arg(list).arg(members.size());
}

}  // namespace rackwright
