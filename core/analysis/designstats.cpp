#include "designstats.h"

#include "connectivity.h"

#include <QCoreApplication>
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
    for (const CableEnd& end : cable.ends) {
      if (end.attachment.kind == Attachment::Kind::Cage) {
        usedCages.insert({end.attachment.objectId, end.attachment.port});
      }
    }
  }
  stats.cagesUsed = int(usedCages.size());
  stats.logicalLinks = int(links.size());
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
  if (quarantined > 0) {
    out << tr("Quarantine: %n object(s) set aside when the file was opened with repair; they are "
              "kept in the file but not part of the design until fixed.",
              nullptr, quarantined)
        << '\n';
  }
  return text;
}

}  // namespace rackwright
