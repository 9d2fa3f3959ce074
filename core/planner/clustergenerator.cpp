#include "clustergenerator.h"

#include "core/model/networks.h"
#include "supportbuilder.h"

#include <spdlog/spdlog.h>

#include <QElapsedTimer>
#include <QJsonArray>
#include <QSet>
#include <QTextStream>

namespace rackwright {

const GeneratedNetwork* ClusterGeneratorResult::network(const QString& key) const {
  for (const GeneratedNetwork& n : networks) {
    if (n.network == key)
      return &n;
  }
  return nullptr;
}

QJsonObject ClusterGeneratorResult::toJson() const {
  QJsonArray networkArray;
  for (const GeneratedNetwork& n : networks) {
    QJsonObject groups;
    for (auto it = n.linksByGroup.constBegin(); it != n.linksByGroup.constEnd(); ++it)
      groups.insert(it.key(), it.value());
    QJsonObject parts;
    for (auto it = n.cablesByPart.constBegin(); it != n.cablesByPart.constEnd(); ++it)
      parts.insert(it.key(), it.value());
    networkArray.append(QJsonObject{{QStringLiteral("network"), n.network},
                                    {QStringLiteral("devices"), n.devices},
                                    {QStringLiteral("modules"), n.modules},
                                    {QStringLiteral("cables"), n.cables},
                                    {QStringLiteral("linksByGroup"), groups},
                                    {QStringLiteral("cablesByPart"), parts},
                                    {QStringLiteral("longestM"), n.longestM}});
  }
  return QJsonObject{{QStringLiteral("compute"), compute.toJson()},
                     {QStringLiteral("networks"), networkArray},
                     {QStringLiteral("nodeRacks"), nodeRacks},
                     {QStringLiteral("fabricRacks"), fabricRacks},
                     {QStringLiteral("managementRacks"), managementRacks},
                     {QStringLiteral("storageRacks"), storageRacks},
                     {QStringLiteral("pdus"), pdus},
                     {QStringLiteral("consoleServers"), consoleServers},
                     {QStringLiteral("racks"), racks},
                     {QStringLiteral("devices"), devices},
                     {QStringLiteral("modules"), modules},
                     {QStringLiteral("cables"), cables},
                     {QStringLiteral("notes"), QJsonArray::fromStringList(notes)}};
}

QString ClusterGeneratorResult::toText() const {
  QString text;
  QTextStream out(&text);
  out << ClusterGenerator::tr(
             "Generated design: %1 racks, %2 devices, %3 transceivers, %4 cable assemblies")
             .arg(racks)
             .arg(devices)
             .arg(modules)
             .arg(cables)
      << '\n';
  // The compute fabric's own lines, without its design summary (the line above counts all).
  const QString computeText = compute.toText();
  out << ClusterGenerator::tr("Compute fabric:") << '\n'
      << computeText.mid(computeText.indexOf(QLatin1Char('\n')) + 1);
  out << ClusterGenerator::tr(
             "Racks as generated: %1 with compute nodes, %2 for the compute fabric's switches, "
             "%3 management, %4 storage (%5 in all), with %6 PDUs hung zero-U")
             .arg(nodeRacks)
             .arg(fabricRacks)
             .arg(managementRacks)
             .arg(storageRacks)
             .arg(nodeRacks + fabricRacks + managementRacks + storageRacks)
             .arg(pdus)
      << '\n';
  if (consoleServers > 0) {
    out << ClusterGenerator::tr(
               "Console servers as generated: %1, one in each rack of switches "
               "or, where that rack is full, next to it")
               .arg(consoleServers)
        << '\n';
  }
  for (const GeneratedNetwork& n : networks) {
    if (n.cables == 0 && n.devices == 0)
      continue;
    const std::optional<BuiltInNetwork> builtIn = Networks::builtIn(n.network);
    out << "  " << (builtIn ? Networks::name(*builtIn) : n.network) << ": "
        << ClusterGenerator::tr(
               "%1 switches and appliances, %2 transceivers, %3 cables, "
               "longest %4 m")
               .arg(n.devices)
               .arg(n.modules)
               .arg(n.cables)
               .arg(n.longestM)
        << '\n';
    for (auto it = n.linksByGroup.constBegin(); it != n.linksByGroup.constEnd(); ++it) {
      out << "    " << ClusterPlanner::groupTitle(it.key()) << ": "
          << ClusterGenerator::tr("%1 links").arg(it.value()) << '\n';
    }
  }
  for (const QString& note : notes)
    out << ClusterGenerator::tr("Note:") << ' ' << note << '\n';
  return text;
}

ClusterGeneratorResult ClusterGenerator::generate(const ClusterPlan& plan,
                                                  const GeneratorOptions& options,
                                                  const Catalog& library, Design& design) {
  QElapsedTimer timer;
  timer.start();
  ClusterGeneratorResult result;
  GeneratorOptions named = options;
  if (named.designName.isEmpty())
    named.designName = tr("%1, %2 SU").arg(plan.preset->title).arg(plan.sus);
  result.compute = CableMapGenerator::generate(plan.compute, named, library, design);
  generator::SupportBuilder(plan, named, library, design).run(result);
  // The compute generator's racks hold the nodes or the fabric's switches.
  QSet<ObjectId> nodeRacks;
  for (const Device& device : design.all<Device>()) {
    if (device.typeId == plan.preset->serverPart)
      nodeRacks.insert(device.rackId);
  }
  result.nodeRacks = int(nodeRacks.size());
  result.racks = int(design.all<Rack>().size());
  result.devices = int(design.all<Device>().size());
  result.modules = int(design.all<Module>().size());
  result.cables = int(design.all<Cable>().size());
  result.fabricRacks = result.compute.racks - result.nodeRacks;
  DesignInfo info = design.info();
  info.description = tr("%1: %2 × %3 in %4 SU with compute, storage, in-band and out-of-band "
                        "networks. Generated from the cluster plan.")
                         .arg(plan.preset->title)
                         .arg(plan.nodes)
                         .arg(plan.preset->serverPart)
                         .arg(plan.sus);
  QJsonObject cluster{{QStringLiteral("preset"), plan.preset->key},
                      {QStringLiteral("scalableUnits"), plan.sus},
                      {QStringLiteral("nodes"), plan.nodes},
                      {QStringLiteral("storageAppliances"), plan.storageAppliances},
                      {QStringLiteral("consoleServers"), plan.consoleServers}};
  info.extra.insert(QStringLiteral("cluster"), cluster);
  design.setInfo(info);
  spdlog::info("Generated the whole cluster in {} ms.", timer.elapsed());
  return result;
}

}  // namespace rackwright
