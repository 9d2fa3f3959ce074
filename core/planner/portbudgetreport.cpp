// Presentation of a PortPlan: totals, JSON for `rackwright plan --format json` (and later the
// design generator), and the text report.
#include "core/calc/units.h"
#include "portbudget.h"

#include <QJsonArray>

namespace rackwright {

namespace {

QJsonObject perTier(const PortPlan& plan, int (*value)(const TierBudget&), int total) {
  QJsonObject object{{QStringLiteral("total"), total}};
  for (const TierBudget& tier : plan.tiers)
    object.insert(tier.key, value(tier));
  return object;
}

QJsonValue ratioJson(const Ratio& ratio, bool present) {
  if (!present)
    return QJsonValue::Null;
  return QJsonObject{{QStringLiteral("ratio"), ratio.toString()},
                     {QStringLiteral("value"), ratio.value()}};
}

QString row(const QString& label, const QString& value) {
  return QStringLiteral("  %1  %2\n").arg(label.leftJustified(30), value);
}

}  // namespace

const RoleBudget* PortPlan::role(const QString& name) const {
  for (const RoleBudget& r : roles) {
    if (r.role == name)
      return &r;
  }
  return nullptr;
}

const TierBudget* PortPlan::tier(const QString& key) const {
  for (const TierBudget& t : tiers) {
    if (t.key == key)
      return &t;
  }
  return nullptr;
}

int PortPlan::totalLogicalLinks() const {
  int total = 0;
  for (const TierBudget& t : tiers)
    total += t.logicalLinks;
  return total;
}

int PortPlan::totalCagesUsed() const {
  int total = 0;
  for (const TierBudget& t : tiers)
    total += t.cagesUsed();
  return total;
}

int PortPlan::totalTransceivers() const {
  int total = 0;
  for (const TierBudget& t : tiers)
    total += t.transceivers();
  return total;
}

int PortPlan::totalCableAssemblies() const {
  int total = 0;
  for (const TierBudget& t : tiers)
    total += t.cableAssemblies;
  return total;
}

QJsonObject PortPlan::toJson() const {
  const PlanInputs& in = inputs;
  const QJsonObject inputsJson{
      {QStringLiteral("gpus"), in.gpus},
      {QStringLiteral("servers"), in.servers},
      {QStringLiteral("gpusPerServer"), in.gpusPerServer},
      {QStringLiteral("linksPerGpu"), in.linksPerGpu},
      {QStringLiteral("linkRateGbps"), in.linkRateGbps},
      {QStringLiteral("switch"),
       QJsonObject{{QStringLiteral("model"), in.switchSpec.model},
                   {QStringLiteral("logicalPorts"), in.switchSpec.logicalPorts},
                   {QStringLiteral("portRateGbps"), in.switchSpec.portRateGbps},
                   {QStringLiteral("cages"), in.switchSpec.cages},
                   {QStringLiteral("portsPerCage"), in.switchSpec.portsPerCage()},
                   {QStringLiteral("twinPort"), in.switchSpec.twinPort}}},
      {QStringLiteral("server"),
       QJsonObject{{QStringLiteral("model"), in.serverSpec.model},
                   {QStringLiteral("gpus"), in.serverSpec.gpus},
                   {QStringLiteral("linksPerModule"), in.serverSpec.linksPerModule}}},
      {QStringLiteral("tiers"), in.tiers},
      {QStringLiteral("downlinks"), in.downlinks},
      {QStringLiteral("uplinks"), in.uplinks},
      {QStringLiteral("oversubscription"), in.oversubscription.toString()},
      {QStringLiteral("spineDownlinks"), in.spineDownlinks},
      {QStringLiteral("spineUplinks"), in.spineUplinks},
      {QStringLiteral("spines"), in.spines},
      {QStringLiteral("railOptimized"), in.railOptimized},
      {QStringLiteral("planes"), in.planes},
      {QStringLiteral("suSize"), in.suSize},
      {QStringLiteral("media"), PortPlanner::mediaName(in.media)}};

  QJsonObject ports;
  for (const RoleBudget& r : roles) {
    ports.insert(r.role, QJsonObject{{QStringLiteral("switches"), r.switches},
                                     {QStringLiteral("portsPerSwitch"), r.portsPerSwitch},
                                     {QStringLiteral("used"), r.used()},
                                     {QStringLiteral("free"), r.free()},
                                     {QStringLiteral("downlinksUsed"), r.downlinksUsed},
                                     {QStringLiteral("uplinksUsed"), r.uplinksUsed},
                                     {QStringLiteral("cagesPerSwitch"), r.cagesPerSwitch},
                                     {QStringLiteral("cagesUsed"), r.cagesUsed},
                                     {QStringLiteral("cagesFree"), r.cagesFree()}});
  }
  QJsonObject media;
  QJsonObject details;
  for (const TierBudget& t : tiers) {
    media.insert(t.key, PortPlanner::mediaName(t.media));
    details.insert(t.key, QJsonObject{{QStringLiteral("logicalLinks"), t.logicalLinks},
                                      {QStringLiteral("media"), PortPlanner::mediaName(t.media)},
                                      {QStringLiteral("mediaAssumption"), t.mediaAssumption},
                                      {QStringLiteral("cagesUsed"),
                                       QJsonObject{{QStringLiteral("lower"), t.lowerCages},
                                                   {QStringLiteral("upper"), t.upperCages}}},
                                      {QStringLiteral("transceivers"),
                                       QJsonObject{{QStringLiteral("lower"), t.lowerTransceivers},
                                                   {QStringLiteral("upper"), t.upperTransceivers}}},
                                      {QStringLiteral("cableAssemblies"), t.cableAssemblies}});
  }
  const bool threeTier = inputs.tiers == 3;
  QJsonValue sus = QJsonValue::Null;
  if (suCount > 0) {
    sus = QJsonObject{{QStringLiteral("count"), suCount * inputs.planes},
                      {QStringLiteral("countPerPlane"), suCount},
                      {QStringLiteral("serversPerSu"), serversPerSu},
                      {QStringLiteral("leavesPerSu"), leavesPerSu}};
  }
  QJsonValue podsJson = QJsonValue::Null;
  if (threeTier) {
    podsJson = QJsonObject{{QStringLiteral("count"), pods * inputs.planes},
                           {QStringLiteral("countPerPlane"), pods},
                           {QStringLiteral("leavesPerPod"), leavesPerPod},
                           {QStringLiteral("spinesPerPod"), spinesPerPod},
                           {QStringLiteral("spineDownlinks"), spineDownlinks},
                           {QStringLiteral("spineUplinks"), spineUplinks},
                           {QStringLiteral("coreGroups"), coreGroups},
                           {QStringLiteral("coresPerGroup"), coresPerGroup}};
  }
  return QJsonObject{
      {QStringLiteral("inputs"), inputsJson},
      {QStringLiteral("servers"), servers},
      {QStringLiteral("gpus"), gpus},
      {QStringLiteral("tiers"), inputs.tiers},
      {QStringLiteral("planes"), inputs.planes},
      {QStringLiteral("railOptimized"), inputs.railOptimized},
      {QStringLiteral("rails"), inputs.railOptimized ? linksPerServerPerPlane : 0},
      {QStringLiteral("linksPerServer"), linksPerServer},
      {QStringLiteral("linksPerServerPerPlane"), linksPerServerPerPlane},
      {QStringLiteral("endpoints"), endpointsPerPlane * inputs.planes},
      {QStringLiteral("leaves"), leaves()},
      {QStringLiteral("spines"), spines()},
      {QStringLiteral("cores"), cores()},
      {QStringLiteral("perPlane"), QJsonObject{{QStringLiteral("endpoints"), endpointsPerPlane},
                                               {QStringLiteral("leaves"), leavesPerPlane},
                                               {QStringLiteral("spines"), spinesPerPlane},
                                               {QStringLiteral("cores"), coresPerPlane}}},
      {QStringLiteral("leafDownlinks"), leafDownlinks},
      {QStringLiteral("leafUplinks"), leafUplinks},
      {QStringLiteral("serversPerLeaf"), serversPerLeaf},
      {QStringLiteral("linksPerLeafSpinePair"), linksPerLeafSpinePair},
      {QStringLiteral("linksPerSpineCorePair"), linksPerSpineCorePair},
      {QStringLiteral("scalableUnits"), sus},
      {QStringLiteral("pods"), podsJson},
      {QStringLiteral("oversubscription"),
       QJsonObject{{QStringLiteral("leaf"), ratioJson(leafOversubscription, true)},
                   {QStringLiteral("spine"), ratioJson(spineOversubscription, threeTier)}}},
      {QStringLiteral("logicalLinks"),
       perTier(
           *this, [](const TierBudget& t) { return t.logicalLinks; }, totalLogicalLinks())},
      {QStringLiteral("cagesUsed"),
       perTier(
           *this, [](const TierBudget& t) { return t.cagesUsed(); }, totalCagesUsed())},
      {QStringLiteral("transceivers"),
       perTier(
           *this, [](const TierBudget& t) { return t.transceivers(); }, totalTransceivers())},
      {QStringLiteral("cableAssemblies"),
       perTier(
           *this, [](const TierBudget& t) { return t.cableAssemblies; }, totalCableAssemblies())},
      {QStringLiteral("media"), media},
      {QStringLiteral("tierDetails"), details},
      {QStringLiteral("ports"), ports},
      {QStringLiteral("assumptions"), QJsonArray::fromStringList(assumptions)},
      {QStringLiteral("notes"), QJsonArray::fromStringList(notes)}};
}

QString PortPlan::toText() const {
  const PlanInputs& in = inputs;
  const QString swName =
      in.switchSpec.model.isEmpty() ? PortPlanner::tr("switch") : in.switchSpec.model;
  QString text = PortPlanner::tr("Port budget: %1 GPUs on %2 servers, %3 tiers, %4 plane(s)%5")
                     .arg(gpus)
                     .arg(servers)
                     .arg(in.tiers)
                     .arg(in.planes)
                     .arg(in.railOptimized ? PortPlanner::tr(", rail-optimised") : QString()) +
                 QLatin1Char('\n');
  text += PortPlanner::tr("Switch: %1, %2 × %3G logical ports in %4 cages")
              .arg(swName)
              .arg(in.switchSpec.logicalPorts)
              .arg(in.switchSpec.portRateGbps)
              .arg(in.switchSpec.cages > 0 ? in.switchSpec.cages : in.switchSpec.logicalPorts) +
          QStringLiteral("\n\n");

  text += row(PortPlanner::tr("Servers"), PortPlanner::tr("%1 (%2 GPUs, %3 link(s) each at %4G)")
                                              .arg(servers)
                                              .arg(in.gpusPerServer)
                                              .arg(linksPerServer)
                                              .arg(in.linkRateGbps));
  text += row(PortPlanner::tr("Endpoints (server links)"),
              QString::number(endpointsPerPlane * in.planes));
  if (in.railOptimized)
    text += row(PortPlanner::tr("Rails per plane"), QString::number(linksPerServerPerPlane));
  if (suCount > 0) {
    // A unit's size is what it holds when full; a partial last unit says so here, where the
    // size is read, not only in the notes (new-user walk: "42 servers each" for 128 servers).
    QString units;
    if (serversInLastSu >= serversPerSu) {
      units = PortPlanner::tr("%1 per plane, %2 servers and %3 leaves each")
                  .arg(suCount)
                  .arg(serversPerSu)
                  .arg(leavesPerSu);
    } else if (suCount == 1) {
      units = PortPlanner::tr("1 per plane of up to %1 servers and %2 leaves, holding %3")
                  .arg(serversPerSu)
                  .arg(leavesPerSu)
                  .arg(serversInLastSu);
    } else if (serversInLastSu == 0) {
      units = PortPlanner::tr(
                  "%1 per plane of up to %2 servers and %3 leaves each; the last "
                  "holds only the node slots reserved for other devices")
                  .arg(suCount)
                  .arg(serversPerSu)
                  .arg(leavesPerSu);
    } else {
      units = PortPlanner::tr(
                  "%1 per plane of up to %2 servers and %3 leaves each; the last "
                  "holds %4")
                  .arg(suCount)
                  .arg(serversPerSu)
                  .arg(leavesPerSu)
                  .arg(serversInLastSu);
    }
    text += row(PortPlanner::tr("Scalable units"), units);
  }
  text += row(PortPlanner::tr("Leaves"), PortPlanner::tr("%1 (%2 down / %3 up each)")
                                             .arg(leaves())
                                             .arg(leafDownlinks)
                                             .arg(leafUplinks));
  text += row(PortPlanner::tr("Leaf uplinks"), QString::number(leaves() * leafUplinks));
  text += row(PortPlanner::tr("Spines"), QString::number(spines()));
  text += row(PortPlanner::tr("Links per leaf–spine pair"), QString::number(linksPerLeafSpinePair));
  if (in.tiers == 3) {
    text +=
        row(PortPlanner::tr("Pods per plane"), PortPlanner::tr("%1 (%2 leaves and %3 spines each)")
                                                   .arg(pods)
                                                   .arg(leavesPerPod)
                                                   .arg(spinesPerPod));
    text += row(
        PortPlanner::tr("Cores"),
        PortPlanner::tr("%1 (%2 groups of %3)").arg(cores()).arg(coreGroups).arg(coresPerGroup));
    text +=
        row(PortPlanner::tr("Links per spine–core pair"), QString::number(linksPerSpineCorePair));
  }
  text += row(PortPlanner::tr("Oversubscription (leaf)"), leafOversubscription.toString());
  if (in.tiers == 3)
    text += row(PortPlanner::tr("Oversubscription (spine)"), spineOversubscription.toString());

  text += QLatin1Char('\n') + PortPlanner::tr("Ports per role:") + QLatin1Char('\n');
  text +=
      QStringLiteral("  %1 %2 %3 %4 %5 %6\n")
          .arg(PortPlanner::tr("role").leftJustified(8),
               PortPlanner::tr("switches").rightJustified(9),
               PortPlanner::tr("used").rightJustified(9), PortPlanner::tr("free").rightJustified(9),
               PortPlanner::tr("cages used").rightJustified(11),
               PortPlanner::tr("cages free").rightJustified(11));
  for (const RoleBudget& r : roles) {
    text += QStringLiteral("  %1 %2 %3 %4 %5 %6\n")
                .arg(r.role.leftJustified(8))
                .arg(r.switches, 9)
                .arg(r.used(), 9)
                .arg(r.free(), 9)
                .arg(r.cagesUsed, 11)
                .arg(r.cagesFree(), 11);
  }

  text += QLatin1Char('\n') + PortPlanner::tr("Per tier:") + QLatin1Char('\n');
  text += QStringLiteral("  %1 %2 %3 %4 %5  %6\n")
              .arg(PortPlanner::tr("tier").leftJustified(12),
                   PortPlanner::tr("links").rightJustified(8),
                   PortPlanner::tr("cages").rightJustified(8),
                   PortPlanner::tr("transceivers").rightJustified(13),
                   PortPlanner::tr("assemblies").rightJustified(11), PortPlanner::tr("media"));
  for (const TierBudget& t : tiers) {
    text += QStringLiteral("  %1 %2 %3 %4 %5  %6\n")
                .arg(PortPlanner::tierTitle(t.key).leftJustified(12))
                .arg(t.logicalLinks, 8)
                .arg(t.cagesUsed(), 8)
                .arg(t.transceivers(), 13)
                .arg(t.cableAssemblies, 11)
                .arg(t.logicalLinks > 0 ? PortPlanner::mediaName(t.media) : QStringLiteral("-"));
  }
  text += QStringLiteral("  %1 %2 %3 %4 %5\n")
              .arg(PortPlanner::tr("total").leftJustified(12))
              .arg(totalLogicalLinks(), 8)
              .arg(totalCagesUsed(), 8)
              .arg(totalTransceivers(), 13)
              .arg(totalCableAssemblies(), 11);

  text += QLatin1Char('\n') + PortPlanner::tr("Assumptions:") + QLatin1Char('\n');
  for (const QString& a : assumptions)
    text += QStringLiteral("  - %1\n").arg(a);
  if (!notes.isEmpty()) {
    text += QLatin1Char('\n') + PortPlanner::tr("Notes:") + QLatin1Char('\n');
    for (const QString& note : notes)
      text += QStringLiteral("  - %1\n").arg(note);
  }
  return text;
}

}  // namespace rackwright
