#include "designstats.h"

#include "connectivity.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSet>
#include <QTextStream>

namespace rackwright {

DesignStats DesignStats::compute(const DesignData& design) {
  return compute(design, Connectivity::logicalLinks(design));
}

DesignStats DesignStats::compute(const DesignData& design, const QVector<LogicalLink>& links) {
  DesignStats stats;
  stats.racks = int(design.all<Rack>().size());
  QSet<QPair<ObjectId, QString>> usedCages;
  NetworkResolver networks(design);
  // One counter pair per network index; the last one counts the unassigned.
  QVector<NetworkCount> counts;
  for (const Device& device : design.all<Device>()) {
    ++stats.devices;
    PartPtr part = design.part(device.typeId);
    const DeviceBody* body = part ? part->device() : nullptr;
    stats.devicesByRole.add(body ? std::optional(body->role) : std::nullopt);
    if (part && part->device())
      stats.cages += int(part->device()->cages.size());
  }
  for (const Module& module : design.all<Module>()) {
    ++stats.modules;
    if (!module.deviceId.isNull())
      usedCages.insert({module.deviceId, module.cage});
  }
  for (const Cable& cable : design.all<Cable>()) {
    ++stats.cables;
    PartPtr part = design.part(cable.typeId);
    QString kind = QStringLiteral("unknown");
    if (part && part->assembly()) {
      kind = toString(part->assembly()->type);
    } else if (part && part->fiber()) {
      kind = toString(part->fiber()->construction);
    }
    ++stats.cablesByKind[kind];
    const int network = networks.indexOf(cable);
    if (counts.size() <= network + 1)
      counts.resize(network + 2);
    ++counts[network + 1].cables;
    for (const CableEnd& end : cable.ends) {
      if (end.attachment.kind == Attachment::Kind::Cage) {
        usedCages.insert({end.attachment.objectId, end.attachment.port});
      }
    }
  }
  stats.cagesUsed = int(usedCages.size());
  stats.logicalLinks = int(links.size());
  for (const LogicalLink& link : links) {
    int network = -1;
    for (const ObjectId& id : link.cables) {
      if (const Cable* cable = design.find<Cable>(id))
        network = networks.indexOf(*cable);
      if (network >= 0)
        break;
    }
    if (counts.size() <= network + 1)
      counts.resize(network + 2);
    ++counts[network + 1].links;
  }
  // Index 0 holds the unassigned (network -1): listed last.
  for (qsizetype i = 1; i < counts.size(); ++i) {
    if (counts[i].cables == 0 && counts[i].links == 0)
      continue;
    const NetworkDefinition& definition = networks.networks().at(i - 1);
    counts[i].key = definition.key;
    counts[i].name = definition.name;
    stats.networks << counts[i];
  }
  if (!counts.isEmpty() && (counts[0].cables > 0 || counts[0].links > 0)) {
    counts[0].name = Networks::unassignedName();
    stats.networks << counts[0];
  }
  stats.quarantined = int(design.quarantine().size());
  return stats;
}

QJsonObject DesignStats::toJson() const {
  QJsonObject byRole;
  for (const RoleCounts::Entry& entry : devicesByRole.entries())
    byRole.insert(RoleCounts::spelling(entry), entry.count);
  QJsonObject byKind;
  for (auto it = cablesByKind.constBegin(); it != cablesByKind.constEnd(); ++it) {
    byKind.insert(it.key(), it.value());
  }
  QJsonObject j;
  j.insert(QStringLiteral("racks"), racks);
  j.insert(QStringLiteral("devices"), devices);
  j.insert(QStringLiteral("devicesByRole"), byRole);
  j.insert(QStringLiteral("cages"), cages);
  j.insert(QStringLiteral("cagesUsed"), cagesUsed);
  j.insert(QStringLiteral("modules"), modules);
  j.insert(QStringLiteral("cables"), cables);
  j.insert(QStringLiteral("cablesByKind"), byKind);
  j.insert(QStringLiteral("logicalLinks"), logicalLinks);
  // In report order; the unassigned entry (last) has a null key.
  QJsonArray byNetwork;
  for (const NetworkCount& count : networks) {
    byNetwork.append(QJsonObject{
        {QStringLiteral("key"), count.key.isEmpty() ? QJsonValue() : QJsonValue(count.key)},
        {QStringLiteral("name"), count.name},
        {QStringLiteral("cables"), count.cables},
        {QStringLiteral("logicalLinks"), count.links}});
  }
  j.insert(QStringLiteral("networks"), byNetwork);
  if (quarantined > 0)
    j.insert(QStringLiteral("quarantined"), quarantined);
  return j;
}

QString DesignStats::toText() const {
  QString text;
  QTextStream out(&text);
  out << tr("Racks:") << ' ' << racks << '\n';
  out << tr("Devices:") << ' ' << devices << '\n';
  for (const RoleCounts::Entry& entry : devicesByRole.entries())
    out << "  " << RoleCounts::spelling(entry) << ": " << entry.count << '\n';
  out << tr("Cages:") << ' ' << cages << ' ' << tr("(used:") << ' ' << cagesUsed << ")\n";
  out << tr("Transceivers (modules):") << ' ' << modules << '\n';
  out << tr("Cable assemblies:") << ' ' << cables << '\n';
  for (auto it = cablesByKind.constBegin(); it != cablesByKind.constEnd(); ++it) {
    out << "  " << it.key() << ": " << it.value() << '\n';
  }
  out << tr("Logical links:") << ' ' << logicalLinks << '\n';
  if (!networks.isEmpty()) {
    out << tr("Networks (cable assemblies, logical links):") << '\n';
    for (const NetworkCount& count : networks) {
      out << "  " << count.name;
      if (!count.key.isEmpty() && count.key != count.name)
        out << " (" << count.key << ')';
      out << ": " << count.cables << ", " << count.links << '\n';
    }
  }
  if (quarantined > 0) {
    out << tr("Quarantine: %n object(s) set aside when the file was opened with repair; they are "
              "kept in the file but not part of the design until fixed.",
              nullptr, quarantined)
        << '\n';
  }
  return text;
}

}  // namespace rackwright
