#include "acceptanceplan.h"

#include "core/analysis/connectivity.h"
#include "core/calc/collectives.h"
#include "core/calc/units.h"
#include "core/planner/portbudget.h"

#include <QJsonArray>
#include <QMap>

#include <algorithm>

namespace rackwright {

namespace {

/// Data rate of one logical port: the module's per-port speed, else the cage's lanes at their
/// fastest signalling shared by its logical ports, capped by the host's limit.
int portRateGbps(const DesignData& design, const LogicalPortRef& ref) {
  const Device* device = design.find<Device>(ref.deviceId);
  if (!device)
    return 0;
  const QVector<ObjectId> modules = design.modulesInCage(device->id, ref.cage);
  if (!modules.isEmpty()) {
    const PartPtr part = design.part(design.find<Module>(modules.front())->typeId);
    if (part && part->transceiver() && part->transceiver()->speedGbps > 0)
      return part->transceiver()->speedGbps;
  }
  const PartPtr part = design.part(device->typeId);
  const CageDefinition* cage = part && part->device() ? part->device()->cage(ref.cage) : nullptr;
  if (!cage)
    return 0;
  int lane = 0;
  for (Signalling s : cage->signalling)
    lane = qMax(lane, laneRateGbps(s));
  int rate = cage->electricalLanes * lane / int(qMax<qsizetype>(1, cage->logicalPorts.size()));
  if (cage->maxSpeedGbps > 0)
    rate = qMin(rate, cage->maxSpeedGbps);
  return rate;
}

bool isServer(const DesignData& design, const ObjectId& deviceId) {
  const Device* device = design.find<Device>(deviceId);
  for (int depth = 0; device && depth < 4; ++depth) {
    const PartPtr part = design.part(device->typeId);
    if (part && part->device() && part->device()->role == DeviceRole::Server)
      return true;
    device = device->parentId.isNull() ? nullptr : design.find<Device>(device->parentId);
  }
  return false;
}

QString number(const QJsonObject& o, const char* key) {
  const QJsonValue v = o.value(QLatin1String(key));
  if (v.isDouble())
    return QString::number(v.toDouble(), 'g', 8);
  if (v.isString())
    return v.toString();
  if (v.isBool())
    return v.toBool() ? AcceptancePlan::tr("yes") : AcceptancePlan::tr("no");
  return QStringLiteral("–");
}

TableRow row(const QStringList& cells, TableRow::Kind kind = TableRow::Kind::Normal) {
  return TableRow{cells, kind, {}};
}

}  // namespace

std::optional<QJsonObject> AcceptancePlan::storedPlan(const DesignData& design) {
  const QJsonValue value = design.info().extra.value(QStringLiteral("plan"));
  if (!value.isObject() || value.toObject().isEmpty())
    return std::nullopt;
  return value.toObject();
}

int AcceptancePlan::designLinkRateGbps(const DesignData& design) {
  return designLinkRateGbps(design, Connectivity::logicalLinks(design));
}

int AcceptancePlan::designLinkRateGbps(const DesignData& design,
                                       const QVector<LogicalLink>& links) {
  QMap<int, int> rates;  // rate → links
  for (const LogicalLink& link : links) {
    if (!isServer(design, link.a.deviceId) && !isServer(design, link.b.deviceId))
      continue;
    const int a = portRateGbps(design, link.a);
    const int b = portRateGbps(design, link.b);
    const int rate = a > 0 && b > 0 ? qMin(a, b) : qMax(a, b);
    if (rate > 0)
      ++rates[rate];
  }
  int best = 0;
  int count = 0;
  for (auto it = rates.constBegin(); it != rates.constEnd(); ++it) {
    if (it.value() > count || (it.value() == count && it.key() > best)) {
      best = it.key();
      count = it.value();
    }
  }
  return best;
}

ExpectedFigures AcceptancePlan::expectedFigures(const DesignData& design,
                                                const std::optional<QJsonObject>& plan) {
  return expectedFigures(design, plan, Connectivity::logicalLinks(design));
}

ExpectedFigures AcceptancePlan::expectedFigures(const DesignData& design,
                                                const std::optional<QJsonObject>& plan,
                                                const QVector<LogicalLink>& links) {
  ExpectedFigures f;
  f.logicalLinks = int(links.size());
  if (plan) {
    const QJsonObject inputs = plan->value(QStringLiteral("inputs")).toObject();
    f.servers = plan->value(QStringLiteral("servers")).toInt();
    f.gpus = plan->value(QStringLiteral("gpus")).toInt();
    f.gpusPerServer = inputs.value(QStringLiteral("gpusPerServer")).toInt();
    f.linkRateGbps = inputs.value(QStringLiteral("linkRateGbps")).toInt();
    f.linksPerGpu = qMax(1, inputs.value(QStringLiteral("linksPerGpu")).toInt());
    f.source = tr("from the port plan stored with the design");
  } else {
    f.linkRateGbps = designLinkRateGbps(design, links);
    for (const Device& device : design.all<Device>()) {
      const PartPtr part = design.part(device.typeId);
      if (!part || !part->device() || part->device()->role != DeviceRole::Server)
        continue;
      ++f.servers;
      const ServerSpec spec =
          PortPlanner::serverSpecFromCatalog(*part, f.linkRateGbps > 0 ? f.linkRateGbps : 400);
      f.gpus += spec.gpus;
      f.gpusPerServer = qMax(f.gpusPerServer, spec.gpus);
    }
    f.source =
        tr("derived from the design: servers and GPUs from the catalog, the link rate "
           "from the transceivers and cages of the server links");
  }
  if (f.gpus >= 2 && f.linkRateGbps > 0) {
    CollectiveInputs in;
    in.algorithm = CollectiveAlgorithm::Ring;
    in.messageBytes = 8.0 * 1024 * 1024 * 1024;
    in.ranks = f.gpus;
    in.bandwidthBitsPerSecond = f.linkDataRate() * f.linksPerGpu;
    in.op = Collective::AllReduce;
    f.allReduceBusBw = CollectiveCalculator::estimate(in).busBandwidth;
    in.op = Collective::AllToAll;
    f.allToAllBusBw = CollectiveCalculator::estimate(in).busBandwidth;
  }
  return f;
}

QVector<TableBlock> AcceptancePlan::planBlocks(const QJsonObject& plan) {
  QVector<TableBlock> blocks;
  const QJsonObject inputs = plan.value(QStringLiteral("inputs")).toObject();
  const QJsonObject sw = inputs.value(QStringLiteral("switch")).toObject();
  const QJsonObject over = plan.value(QStringLiteral("oversubscription")).toObject();
  const QVector<TableColumn> keyValue = {{tr("Figure"), 2, Qt::AlignLeft, false, false},
                                         {tr("Value"), 3, Qt::AlignLeft, false, true}};
  TableBlock facts;
  facts.text =
      tr("The port budget the design was generated from. The figures are the "
         "planner's; the summary and bill of materials count what the design holds.");
  facts.columns = keyValue;
  const auto ratio = [&](const char* key) {
    const QJsonValue v = over.value(QLatin1String(key));
    return v.isObject() ? v.toObject().value(QStringLiteral("ratio")).toString()
                        : QStringLiteral("–");
  };
  facts.rows = {
      row({tr("GPUs / servers"), tr("%1 GPUs on %2 servers (%3 per server)")
                                     .arg(number(plan, "gpus"), number(plan, "servers"),
                                          number(inputs, "gpusPerServer"))}),
      row({tr("Link rate"), tr("%1G, %2").arg(number(inputs, "linkRateGbps"),
                                              tr("%n link(s) per GPU", nullptr,
                                                 number(inputs, "linksPerGpu").toInt()))}),
      row({tr("Switch"), tr("%1: %2 × %3G logical ports in %4 cages")
                             .arg(number(sw, "model"), number(sw, "logicalPorts"),
                                  number(sw, "portRateGbps"), number(sw, "cages"))}),
      row({tr("Topology"), tr("%1 tiers, %2, rail-optimised: %3")
                               .arg(number(plan, "tiers"),
                                    tr("%n plane(s)", nullptr, number(plan, "planes").toInt()),
                                    number(plan, "railOptimized"))}),
      row({tr("Leaves / spines / cores"),
           QStringLiteral("%1 / %2 / %3")
               .arg(number(plan, "leaves"), number(plan, "spines"), number(plan, "cores"))}),
      row({tr("Leaf downlinks / uplinks"),
           QStringLiteral("%1 / %2").arg(number(plan, "leafDownlinks"),
                                         number(plan, "leafUplinks"))}),
      row({tr("Links per leaf–spine pair"), number(plan, "linksPerLeafSpinePair")}),
      row({tr("Oversubscription (leaf)"), ratio("leaf")}),
  };
  if (over.value(QStringLiteral("spine")).isObject())
    facts.rows << row({tr("Oversubscription (spine)"), ratio("spine")});
  blocks << facts;

  TableBlock roles;
  roles.heading = tr("Ports per role");
  roles.columns = {{tr("Role"), 1.4, Qt::AlignLeft, false, false},
                   {tr("Switches"), 1, Qt::AlignRight, false, false},
                   {tr("Ports each"), 1, Qt::AlignRight, false, false},
                   {tr("Down used"), 1, Qt::AlignRight, false, false},
                   {tr("Up used"), 1, Qt::AlignRight, false, false},
                   {tr("Free"), 1, Qt::AlignRight, false, false},
                   {tr("Cages used"), 1, Qt::AlignRight, false, false},
                   {tr("Cages free"), 1, Qt::AlignRight, false, false}};
  const QJsonObject ports = plan.value(QStringLiteral("ports")).toObject();
  for (const char* name : {"leaf", "spine", "core"}) {
    const QJsonObject r = ports.value(QLatin1String(name)).toObject();
    if (r.isEmpty())
      continue;
    roles.rows << row({QString::fromLatin1(name), number(r, "switches"),
                       number(r, "portsPerSwitch"), number(r, "downlinksUsed"),
                       number(r, "uplinksUsed"), number(r, "free"), number(r, "cagesUsed"),
                       number(r, "cagesFree")});
  }
  blocks << roles;

  TableBlock tiers;
  tiers.heading = tr("Links and hardware per tier");
  tiers.columns = {{tr("Tier"), 1.6, Qt::AlignLeft, false, false},
                   {tr("Logical links"), 1, Qt::AlignRight, false, false},
                   {tr("Cages"), 1, Qt::AlignRight, false, false},
                   {tr("Transceivers"), 1, Qt::AlignRight, false, false},
                   {tr("Assemblies"), 1, Qt::AlignRight, false, false},
                   {tr("Media"), 0.9, Qt::AlignLeft, false, false}};
  const QJsonObject details = plan.value(QStringLiteral("tierDetails")).toObject();
  for (const char* key : {"serverLeaf", "leafSpine", "spineCore"}) {
    const QJsonObject t = details.value(QLatin1String(key)).toObject();
    if (t.isEmpty() || t.value(QStringLiteral("logicalLinks")).toInt() == 0)
      continue;
    const QJsonObject cages = t.value(QStringLiteral("cagesUsed")).toObject();
    const QJsonObject optics = t.value(QStringLiteral("transceivers")).toObject();
    tiers.rows << row({PortPlanner::tierTitle(QString::fromLatin1(key)), number(t, "logicalLinks"),
                       QString::number(cages.value(QStringLiteral("lower")).toInt() +
                                       cages.value(QStringLiteral("upper")).toInt()),
                       QString::number(optics.value(QStringLiteral("lower")).toInt() +
                                       optics.value(QStringLiteral("upper")).toInt()),
                       number(t, "cableAssemblies"), number(t, "media")});
  }
  const auto total = [&](const char* key) {
    return number(plan.value(QLatin1String(key)).toObject(), "total");
  };
  tiers.rows << row({tr("Total"), total("logicalLinks"), total("cagesUsed"), total("transceivers"),
                     total("cableAssemblies"), QString()},
                    TableRow::Kind::Total);
  blocks << tiers;

  QStringList notes;
  for (const auto& v : plan.value(QStringLiteral("assumptions")).toArray())
    notes << QStringLiteral("• ") + v.toString();
  for (const auto& v : plan.value(QStringLiteral("notes")).toArray())
    notes << QStringLiteral("• ") + v.toString();
  if (!notes.isEmpty()) {
    TableBlock text;
    text.heading = tr("Assumptions and notes");
    text.text = notes.join(QLatin1Char('\n'));
    blocks << text;
  }
  return blocks;
}

QVector<TableBlock> AcceptancePlan::checklistBlocks(const ExpectedFigures& f) {
  const QString unknown = tr("not known from the design");
  const QString rate = f.linkRateGbps > 0 ? Units::formatBitRate(f.linkDataRate()) : unknown;
  const QString perServerLinks =
      f.gpusPerServer > 0 ? QString::number(f.gpusPerServer * f.linksPerGpu) : unknown;
  const QString busbw = f.allReduceBusBw > 0 ? tr("busbw ≈ %1 (bandwidth bound; large messages)")
                                                   .arg(Units::formatByteRate(f.allReduceBusBw))
                                             : unknown;
  const QString a2a = f.allToAllBusBw > 0
                          ? tr("busbw ≈ %1 across the fabric, lower if oversubscribed")
                                .arg(Units::formatByteRate(f.allToAllBusBw))
                          : unknown;
  const QString pass = tr("pass");
  const QString linkShare =
      f.linkRateGbps > 0 ? tr("≈ %1 per port; accept ≥ 90 %").arg(rate) : unknown;

  const QVector<TableColumn> columns = {{tr("#"), 0.45, Qt::AlignLeft, false, false},
                                        {tr("Check"), 2.6, Qt::AlignLeft, false, true},
                                        {tr("How"), 3.1, Qt::AlignLeft, true, true},
                                        {tr("Expected"), 2.6, Qt::AlignLeft, false, true},
                                        {tr("Result"), 1.3, Qt::AlignLeft, false, false},
                                        {tr("Sign-off"), 1.0, Qt::AlignLeft, false, false}};
  struct Layer {
    QString heading;
    QVector<QStringList> checks;  // check, how, expected
  };
  const QVector<Layer> layers = {
      {tr("1. Local GPU checks (each server)"),
       {{tr("GPU inventory"), QStringLiteral("nvidia-smi -L"),
         f.gpusPerServer > 0
             ? tr("%1 GPUs per server, %2 servers").arg(f.gpusPerServer).arg(f.servers)
             : unknown},
        {tr("GPU health diagnostics"), QStringLiteral("dcgmi diag -r 3"),
         tr("%1; no XID errors in the kernel log").arg(pass)},
        {tr("NVLink within the server"), QStringLiteral("nvidia-smi nvlink -s"),
         tr("every NVLink up at its rated speed")}}},
      {tr("2. Host-memory RDMA"),
       {{tr("HCA ports up at the link rate"), QStringLiteral("ibstat; ibv_devinfo"),
         tr("%1 compute ports per server Active at %2").arg(perServerLinks, rate)},
        {tr("Cabling matches the design"), QStringLiteral("ibnetdiscover / ibdiagnet"),
         tr("%1 logical links, no unexpected neighbours (compare with the cable schedule)")
             .arg(f.logicalLinks)},
        {tr("Point-to-point bandwidth"), QStringLiteral("ib_write_bw --report_gbits -s 1M -D 10"),
         linkShare},
        {tr("Error counters"), QStringLiteral("ibdiagnet --pc; perfquery"),
         tr("no symbol or link-down errors after the runs")}}},
      {tr("3. GPU-memory RDMA (GPUDirect)"),
       {{tr("Peer-memory module loaded"), QStringLiteral("lsmod | grep nvidia_peermem"), pass},
        {tr("GPU-to-GPU bandwidth across the fabric"),
         QStringLiteral("ib_write_bw --use_cuda=<gpu> --report_gbits"), linkShare}}},
      {tr("4. NCCL collectives"),
       {{tr("All-reduce over every GPU (%1 ranks)")
             .arg(f.gpus > 0 ? QString::number(f.gpus) : QStringLiteral("–")),
         QStringLiteral("all_reduce_perf -b 8 -e 8G -f 2 -g 1"), busbw},
        {tr("All-to-all over every GPU"), QStringLiteral("alltoall_perf -b 8 -e 8G -f 2 -g 1"),
         a2a},
        {tr("All-reduce within each leaf"), QStringLiteral("all_reduce_perf (per leaf group)"),
         f.linkRateGbps > 0
             ? tr("busbw ≈ %1").arg(Units::formatByteRate(f.linkDataRate() * f.linksPerGpu / 8))
             : unknown}}},
      {tr("5. The application"),
       {{tr("Reference workload"), tr("the customer's training or inference job"),
         tr("throughput agreed in the acceptance plan")},
        {tr("Soak run"), tr("the reference workload for 24 h"),
         tr("no link flaps, no error-counter growth")}}},
  };
  QVector<TableBlock> blocks;
  TableBlock intro;
  intro.text = tr("Commission layer by layer: a layer is signed off before the next one "
                  "starts, so that a failure points at one place. Expected figures are %1; link "
                  "rates are data rates. NCCL figures are the bandwidth-bound model "
                  "(nccl-tests busbw, ring) for large messages; measured values are usually "
                  "somewhat lower, so agree the acceptance threshold with the customer.")
                   .arg(f.source);
  blocks << intro;
  int number = 1;
  for (const Layer& layer : layers) {
    TableBlock block;
    block.heading = layer.heading;
    block.columns = columns;
    for (const QStringList& check : layer.checks)
      block.rows << row(
          {QString::number(number++), check[0], check[1], check[2], QString(), QString()});
    blocks << block;
  }
  return blocks;
}

}  // namespace rackwright
