#include "cablemapgenerator.h"

#include "cablelengths.h"
#include "core/editing/racksystemplacement.h"
#include "core/model/networks.h"
#include "core/validation/checksupport.h"
#include "fabricwiring.h"
#include "generatornames.h"
#include "partchooser.h"
#include "unionfind.h"

#include <spdlog/spdlog.h>

#include <QElapsedTimer>
#include <QHash>
#include <QJsonArray>
#include <QTextStream>

#include <algorithm>
#include <cmath>

namespace rackwright {

using namespace generator;

namespace {

// Orderable lengths are catalog values (whole or half metres); the tolerance only absorbs
// floating-point noise when two of them are compared.
constexpr double kLengthTolerance = 1e-6;

const QString& tierKey(Tier tier) {
  static const QString kKeys[kTierCount] = {
      QStringLiteral("serverLeaf"), QStringLiteral("leafSpine"), QStringLiteral("spineCore")};
  return kKeys[int(tier)];
}

/// A used cage: where a module goes (fiber) and the node of the fiber-class components.
qint64 cageKey(const PortRef& port) {
  return (qint64(port.device) << 16) | qint64(port.cage);
}

/// What a link (or a group of links sharing one copper assembly) becomes.
struct Assembly {
  PartPtr part;
  double lengthM = 0;
  Tier tier = Tier::ServerLeaf;
  QVector<int> links;
  bool copper = false;
  PartChooser::DacFit fit;
};

QString tierTitle(Tier tier) {
  return PortPlanner::tierTitle(tierKey(tier));
}

}  // namespace

const GeneratedTier* GeneratorResult::tier(const QString& key) const {
  for (const GeneratedTier& t : tiers) {
    if (t.key == key)
      return &t;
  }
  return nullptr;
}

QJsonObject GeneratorResult::toJson() const {
  QJsonArray tierArray;
  for (const GeneratedTier& t : tiers) {
    QJsonObject cables;
    for (auto it = t.cablesByPart.constBegin(); it != t.cablesByPart.constEnd(); ++it)
      cables.insert(it.key(), it.value());
    QJsonObject modules;
    for (auto it = t.modulesByPart.constBegin(); it != t.modulesByPart.constEnd(); ++it)
      modules.insert(it.key(), it.value());
    tierArray.append(QJsonObject{{QStringLiteral("tier"), t.key},
                                 {QStringLiteral("logicalLinks"), t.logicalLinks},
                                 {QStringLiteral("transceivers"), t.transceivers},
                                 {QStringLiteral("cableAssemblies"), t.cableAssemblies},
                                 {QStringLiteral("longestM"), t.longestM},
                                 {QStringLiteral("cablesByPart"), cables},
                                 {QStringLiteral("modulesByPart"), modules}});
  }
  return QJsonObject{{QStringLiteral("racks"), racks},
                     {QStringLiteral("devices"), devices},
                     {QStringLiteral("modules"), modules},
                     {QStringLiteral("cables"), cables},
                     {QStringLiteral("tiers"), tierArray},
                     {QStringLiteral("notes"), QJsonArray::fromStringList(notes)}};
}

QString GeneratorResult::toText() const {
  QString text;
  QTextStream out(&text);
  out << CableMapGenerator::tr(
             "Generated design: %1 racks, %2 devices, %3 transceivers, %4 cable "
             "assemblies")
             .arg(racks)
             .arg(devices)
             .arg(modules)
             .arg(cables)
      << '\n';
  for (const GeneratedTier& t : tiers) {
    if (t.logicalLinks == 0)
      continue;
    out << "  " << PortPlanner::tierTitle(t.key) << ": "
        << CableMapGenerator::tr("%1 links, %2 transceivers, %3 assemblies, longest %4 m")
               .arg(t.logicalLinks)
               .arg(t.transceivers)
               .arg(t.cableAssemblies)
               .arg(t.longestM)
        << '\n';
    // Generic parts ordered by the metre are summed per part with their length range.
    struct Generic {
      int count = 0;
      double shortest = 0;
      double longest = 0;
    };
    QMap<QString, Generic> generic;
    for (auto it = t.cablesByPart.constBegin(); it != t.cablesByPart.constEnd(); ++it) {
      QString base;
      double length = 0;
      if (!Catalog::splitLengthSuffix(it.key(), &base, &length)) {
        out << "    " << it.value() << " × " << it.key() << '\n';
        continue;
      }
      Generic& g = generic[base];
      g.shortest = g.count == 0 ? length : std::min(g.shortest, length);
      g.longest = std::max(g.longest, length);
      g.count += it.value();
    }
    for (auto it = generic.constBegin(); it != generic.constEnd(); ++it) {
      out << "    " << it->count << " × " << it.key() << ' '
          << CableMapGenerator::tr("(%1–%2 m)").arg(it->shortest).arg(it->longest) << '\n';
    }
    for (auto it = t.modulesByPart.constBegin(); it != t.modulesByPart.constEnd(); ++it)
      out << "    " << it.value() << " × " << it.key() << '\n';
  }
  for (const QString& note : notes)
    out << CableMapGenerator::tr("Note:") << ' ' << note << '\n';
  return text;
}

GeneratorResult CableMapGenerator::generate(const PortPlan& plan, const GeneratorOptions& options,
                                            const Catalog& library, Design& design) {
  QElapsedTimer timer;
  timer.start();
  const std::unique_ptr<Fabric> fabric = Fabric::build(plan, options, library);
  const Fabric& f = *fabric;
  const int wiredMs = int(timer.elapsed());
  const PartFamilies families(library);
  const PartChooser chooser(library, families, plan.inputs.linkRateGbps);
  const auto& links = f.links;

  GeneratorResult result;
  result.notes = f.notes;
  for (int t = 0; t < kTierCount; ++t) {
    GeneratedTier tier;
    tier.key = tierKey(Tier(t));
    result.tiers.push_back(tier);
  }

  // ---- Lengths ------------------------------------------------------------------------------
  QVector<double> needed(links.size());
  for (qsizetype i = 0; i < links.size(); ++i) {
    needed[i] = requiredLengthM(f.placement->pathLengthM(links[i].lower, links[i].upper), options);
  }

  // ---- Copper where the plan says DAC and the run allows it ---------------------------------
  QVector<Assembly> assemblies;
  assemblies.reserve(links.size());
  QVector<bool> onFiber(links.size(), true);
  int copperFallbacks[kTierCount] = {0, 0, 0};
  int partialBreakouts[kTierCount] = {0, 0, 0};
  double copperLongest[kTierCount] = {0, 0, 0};
  for (int t = 0; t < kTierCount; ++t) {
    const TierBudget& budget = plan.tiers.value(t);
    if (budget.media != PlanMedia::Dac)
      continue;
    // Group the tier's links by the twin-port cage whose two ports one assembly carries.
    QHash<qint64, int> groupOf;
    QVector<QVector<int>> groups;
    for (qsizetype i = 0; i < links.size(); ++i) {
      if (int(links[i].tier) != t)
        continue;
      const Link& link = links[i];
      const bool lowerTwin = f.cage(link.lower).twinPort;
      const bool upperTwin = f.cage(link.upper).twinPort;
      const PortRef& anchor = lowerTwin || !upperTwin ? link.lower : link.upper;
      const qint64 key = cageKey(anchor);
      auto it = groupOf.constFind(key);
      if (it == groupOf.constEnd()) {
        it = groupOf.insert(key, int(groups.size()));
        groups.push_back({});
      }
      groups[*it].push_back(int(i));
    }
    for (const QVector<int>& group : std::as_const(groups)) {
      const Link& first = links[group.front()];
      const std::optional<PartChooser::DacFit> fit =
          chooser.dac(f.cage(first.lower), f.cage(first.upper));
      bool usable = fit.has_value();
      double length = 0;
      for (int i : group) {
        const Link& link = links[i];
        length = std::max(length, needed[i]);
        if (!usable)
          break;
        if (!fit->breakout) {
          // A straight assembly joins two cages port for port.
          usable = link.lower.device == first.lower.device && link.lower.cage == first.lower.cage &&
                   link.upper.device == first.upper.device && link.upper.cage == first.upper.cage &&
                   link.lower.sub == link.upper.sub;
        }
      }
      if (usable && fit->breakout && group.size() != fit->legsBySub.size()) {
        // A breakout with a leg left over would hang loose; the odd link goes on fiber.
        partialBreakouts[t] += int(group.size());
        continue;
      }
      std::optional<LengthChoice> choice;
      if (usable)
        choice = families.pick(fit->family, length);
      if (!choice) {
        copperFallbacks[t] += int(group.size());
        copperLongest[t] = std::max(copperLongest[t], length);
        continue;
      }
      Assembly a;
      a.part = choice->part;
      a.lengthM = choice->lengthM;
      a.tier = Tier(t);
      a.links = group;
      a.copper = true;
      a.fit = *fit;
      for (int i : group)
        onFiber[i] = false;
      assemblies.push_back(std::move(a));
    }
    if (partialBreakouts[t] > 0) {
      result.notes << tr("%1: %2 link(s) would use only one leg of a breakout cable; they use "
                         "optics and fiber instead")
                          .arg(tierTitle(Tier(t)))
                          .arg(partialBreakouts[t]);
    }
    if (copperFallbacks[t] > 0) {
      result.notes << tr("%1: %2 link(s) need up to %3 m, beyond the reach of the direct-attach "
                         "copper that fits their cages; they use optics and fiber instead")
                          .arg(tierTitle(Tier(t)))
                          .arg(copperFallbacks[t])
                          .arg(copperLongest[t], 0, 'f', 1);
    }
  }

  // ---- Optics: one class per component of cages joined by fiber -----------------------------
  UnionFind components;  // used cages: joined by fiber links, one fiber class
  components.reserve(links.size());
  QVector<int> lowerNode(links.size(), -1);
  QVector<int> upperNode(links.size(), -1);
  for (qsizetype i = 0; i < links.size(); ++i) {
    if (!onFiber[i])
      continue;
    lowerNode[i] = components.node(cageKey(links[i].lower));
    upperNode[i] = components.node(cageKey(links[i].upper));
    components.join(lowerNode[i], upperNode[i]);
  }
  QVector<PortRef> nodeCage(components.size());
  QVector<Tier> nodeTier(components.size());
  for (qsizetype i = 0; i < links.size(); ++i) {
    if (!onFiber[i])
      continue;
    nodeCage[lowerNode[i]] = links[i].lower;
    nodeCage[upperNode[i]] = links[i].upper;
    nodeTier[lowerNode[i]] = nodeTier[upperNode[i]] = links[i].tier;
  }
  // A component goes single-mode when one of its links is beyond multimode reach or one of its
  // cages has no multimode optics.
  QVector<bool> singleMode(components.size(), false);
  int longRuns[kTierCount] = {0, 0, 0};
  for (qsizetype i = 0; i < links.size(); ++i) {
    if (!onFiber[i])
      continue;
    const PartPtr a = chooser.module(f.cage(links[i].lower), FiberClass::MMF);
    const PartPtr b = chooser.module(f.cage(links[i].upper), FiberClass::MMF);
    if (!a || !b || !chooser.cord(FiberClass::MMF, needed[i], *a, *b)) {
      singleMode[components.find(lowerNode[i])] = true;
      if (a && b)
        ++longRuns[int(links[i].tier)];
    }
  }
  QVector<PartPtr> nodeModule(components.size());
  for (int n = 0; n < components.size(); ++n) {
    const FiberClass fiber = singleMode[components.find(n)] ? FiberClass::SMF : FiberClass::MMF;
    nodeModule[n] = chooser.module(f.cage(nodeCage[n]), fiber);
    if (!nodeModule[n]) {
      const DeviceSlot& device = f.devices[nodeCage[n].device];
      throw GeneratorError(
          tr("no %1 transceiver in the catalog fits %2 %3 (%4) at %5G; add one to the user "
             "catalog or choose other hardware")
              .arg(fiber == FiberClass::SMF ? tr("single-mode") : tr("multimode"), device.part->id,
                   f.cage(nodeCage[n]).name, device.name)
              .arg(plan.inputs.linkRateGbps));
    }
  }
  const auto fiberOf = [&](qsizetype i) {
    return singleMode[components.find(lowerNode[i])] ? FiberClass::SMF : FiberClass::MMF;
  };
  QVector<LengthChoice> cords(links.size());
  for (qsizetype i = 0; i < links.size(); ++i) {
    if (!onFiber[i])
      continue;
    const Part& a = *nodeModule[lowerNode[i]];
    const Part& b = *nodeModule[upperNode[i]];
    const std::optional<LengthChoice> choice = chooser.cord(fiberOf(i), needed[i], a, b);
    if (!choice) {
      throw GeneratorError(
          tr("%1 %2 to %3 %4 needs %5 m of fiber, more than %6 and %7 reach; lay the hall out "
             "with fewer, longer rows (%8) or keep the network racks in the middle%9")
              .arg(f.devices[links[i].lower.device].name,
                   GeneratorNames::logicalPort(f.cage(links[i].lower), links[i].lower.sub),
                   f.devices[links[i].upper.device].name,
                   GeneratorNames::logicalPort(f.cage(links[i].upper), links[i].upper.sub))
              .arg(needed[i], 0, 'f', 1)
              .arg(a.id, b.id)
              .arg(PlanSettings::name(PlanSetting::RowLength, options.settingNames))
              .arg(options.settingNames == SettingNames::CommandLine
                       ? QStringLiteral(" (--network-racks middle)")
                       : QString()));
    }
    cords[i] = *choice;
  }

  // ---- Twin-port modules: both cords one length ---------------------------------------------
  // Both fibers of a twin-port module should be about the same length (RE-06), but two runs a
  // metre apart can round up to orderable lengths far apart (20 and 30 m, 50 and 100 m). So the
  // cords of a twin-port module all get the longest of them. The cord at the far end belongs to
  // another module too, so one length covers every link joined through twin-port modules (two
  // or four links with the striping of fabricwiring.h).
  UnionFind linkGroups;
  for (qsizetype i = 0; i < links.size(); ++i)
    linkGroups.add();
  QVector<int> firstLinkAt(components.size(), -1);
  for (qsizetype i = 0; i < links.size(); ++i) {
    if (!onFiber[i])
      continue;
    for (int n : {lowerNode[i], upperNode[i]}) {
      if (!nodeModule[n]->transceiver()->twinPort)
        continue;
      if (firstLinkAt[n] < 0)
        firstLinkAt[n] = int(i);
      else
        linkGroups.join(int(i), firstLinkAt[n]);
    }
  }
  QVector<double> groupLength(links.size(), 0);
  for (qsizetype i = 0; i < links.size(); ++i) {
    if (onFiber[i]) {
      double& longest = groupLength[linkGroups.find(int(i))];
      longest = std::max(longest, cords[i].lengthM);
    }
  }
  int unmatched[kTierCount] = {0, 0, 0};
  for (qsizetype i = 0; i < links.size(); ++i) {
    if (!onFiber[i])
      continue;
    const double target = groupLength[linkGroups.find(int(i))];
    if (cords[i].lengthM >= target - kLengthTolerance)
      continue;
    const std::optional<LengthChoice> longer =
        chooser.cord(fiberOf(i), target, *nodeModule[lowerNode[i]], *nodeModule[upperNode[i]]);
    // Optics that do not reach the group's length keep their own cord; the note says so and
    // RE-06 judges the difference.
    if (longer && std::abs(longer->lengthM - target) <= kLengthTolerance)
      cords[i] = *longer;
    else
      ++unmatched[int(links[i].tier)];
  }

  int genericCords[kTierCount] = {0, 0, 0};
  for (qsizetype i = 0; i < links.size(); ++i) {
    if (!onFiber[i])
      continue;
    if (cords[i].part->family != PartChooser::cordFamilies(fiberOf(i)).front())
      ++genericCords[int(links[i].tier)];
    Assembly assembly;
    assembly.part = cords[i].part;
    assembly.lengthM = cords[i].lengthM;
    assembly.tier = links[i].tier;
    assembly.links = {int(i)};
    assemblies.push_back(std::move(assembly));
  }
  for (int t = 0; t < kTierCount; ++t) {
    if (longRuns[t] > 0) {
      result.notes << tr("%1: %2 link(s) are longer than multimode optics reach (50 m on OM4); "
                         "their cages and every cage fiber-joined to them use single-mode DR "
                         "optics and OS2 cords")
                          .arg(tierTitle(Tier(t)))
                          .arg(longRuns[t]);
    }
    if (genericCords[t] > 0) {
      result.notes << tr("%1: %2 cord(s) are longer than the longest NVIDIA cord of their fiber "
                         "class; generic Type-B MPO-12/APC cords of the same grade are used")
                          .arg(tierTitle(Tier(t)))
                          .arg(genericCords[t]);
    }
    if (unmatched[t] > 0) {
      result.notes << tr("%1: %2 cord(s) are shorter than the other cord of their twin-port "
                         "module because their optics do not reach that far; the validation "
                         "checks the length difference (RE-06)")
                          .arg(tierTitle(Tier(t)))
                          .arg(unmatched[t]);
    }
  }
  spdlog::debug("Generator: wired {} links in {} ms, parts chosen after {} ms.", links.size(),
                wiredMs, timer.elapsed());

  // ---- Design objects -----------------------------------------------------------------------
  design.clear();
  design.setLibrary(&library);
  design.beginBulkLoad();
  DesignInfo info;
  info.name =
      options.designName.isEmpty() ? tr("%1-GPU fabric").arg(plan.gpus) : options.designName;
  info.author = QStringLiteral("rackwright plan");
  info.revision = QStringLiteral("A");
  info.description =
      tr("%1 × %2, %3 tier(s), %4 plane(s)%5; %6 leaves, %7 spines, %8 cores of %9. Generated "
         "from the port plan.")
          .arg(plan.servers)
          .arg(f.serverPart->id)
          .arg(plan.inputs.tiers)
          .arg(plan.inputs.planes)
          .arg(plan.inputs.railOptimized ? tr(", rail-optimised") : QString())
          .arg(plan.leaves())
          .arg(plan.spines())
          .arg(plan.cores())
          .arg(f.switchPart->id);
  // The plan travels with the design, so the review PDF can show the port budget and its
  // charts and the acceptance checklist can quote the expected figures.
  info.extra.insert(QStringLiteral("plan"), plan.toJson());
  // An oversubscribed plan is the design's decision: stated once, so that PL-13 holds every
  // leaf to it instead of reporting each one against the non-blocking default.
  if (plan.leafOversubscription.value() > 1) {
    info.fabrics[Networks::key(BuiltInNetwork::Compute)].oversubscription =
        plan.leafOversubscription;
  }
  // Scalable units of a size given, or grown to a full unit, are built whole (the last one
  // included): stated, so that PL-12 finds a leaf whose leaf-spine links were trimmed to the
  // nodes it has. A plan that sized its leaves to the servers it has states nothing.
  if (plan.suCount > 0 && (plan.inputs.suSize > 0 || plan.inputs.fullSuGrowth)) {
    info.fabrics[Networks::key(BuiltInNetwork::Compute)].leafUplinkGbps =
        plan.leafUplinks * plan.inputs.switchSpec.portRateGbps;
  }
  design.setInfo(info);

  Site site;
  site.name = QStringLiteral("Site");
  site.id = GeneratorNames::id(ObjectKind::Site, site.name);
  design.insert(site);
  Room room;
  room.name = QStringLiteral("Hall 1");
  room.id = GeneratorNames::id(ObjectKind::Room, room.name);
  room.siteId = site.id;
  design.insert(room);
  const RackPlacement& placement = *f.placement;
  QVector<ObjectId> rowIds(placement.rows());
  for (int r = 0; r < placement.rows(); ++r) {
    Row row;
    row.name = GeneratorNames::row(r, placement.rows());
    row.id = GeneratorNames::id(ObjectKind::Row, row.name);
    row.roomId = room.id;
    row.order = r;
    rowIds[r] = row.id;
    design.insert(row);
  }
  QVector<ObjectId> rackIds;
  rackIds.reserve(placement.racks().size());
  for (const RackSlot& slot : placement.racks()) {
    Rack rack;
    rack.name = slot.name;
    rack.id = GeneratorNames::id(ObjectKind::Rack, slot.name);
    rack.rowId = rowIds[slot.row];
    rack.heightU = options.rackHeightU;
    rack.widthMm = options.rackPitchM * 1000;
    rack.depthMm = options.rackDepthM * 1000;
    rack.positionInRow = slot.position;
    if (!slot.systemId.isEmpty()) {
      // The system's own rack: its height, size and power budget, as placing it by hand gives.
      if (const RackSystemPtr system = library.findSystem(slot.systemId))
        rack = RackSystemPlacement::systemRack(*system, rack);
    }
    rackIds << rack.id;
    design.insert(rack);
  }
  // A node port whose default protocol is not its leaf's (a DGX B300's ConnectX-8 defaults to
  // InfiniBand, a Spectrum-X leaf runs Ethernet) is set to the leaf's protocol where the port can
  // run it, so that the design records the mode change PR-02 asks for.
  QHash<int, QMap<QString, CageConfig>> cageConfigs;
  for (const Link& link : f.links) {
    if (link.tier != Tier::ServerLeaf)
      continue;
    const auto protocolAt = [&](const PortRef& port) {
      return checks::defaultProtocol(
          checks::protocolFacts(*f.devices[port.device].part, f.cage(port), std::nullopt));
    };
    const std::optional<Protocol> node = protocolAt(link.lower);
    const std::optional<Protocol> leaf = protocolAt(link.upper);
    if (node && leaf && node != leaf && f.cage(link.lower).protocols.contains(*leaf))
      cageConfigs[link.lower.device].insert(f.cage(link.lower).name, CageConfig{false, *leaf});
  }
  QVector<ObjectId> deviceIds;
  deviceIds.reserve(f.devices.size());
  for (const DeviceSlot& slot : f.devices) {
    Device device;
    device.cageConfig = cageConfigs.value(int(deviceIds.size()));
    device.id = GeneratorNames::id(ObjectKind::Device, slot.name);
    device.name = slot.name;
    device.typeId = slot.part->id;
    device.network = slot.network;
    device.plane = slot.plane;
    if (slot.parent >= 0) {
      device.parentId = deviceIds[slot.parent];
      device.bay = slot.bay;
    } else {
      device.rackId = rackIds[slot.rack];
      device.positionU = slot.positionU;
      device.face = slot.face;
    }
    deviceIds << device.id;
    design.insert(std::move(device));
  }
  result.racks = int(rackIds.size());
  result.devices = int(deviceIds.size());

  QVector<ObjectId> moduleIds(components.size());
  for (int n = 0; n < components.size(); ++n) {
    const PortRef& port = nodeCage[n];
    Module module;
    module.typeId = nodeModule[n]->id;
    module.deviceId = deviceIds[port.device];
    module.cage = f.cage(port).name;
    module.id = GeneratorNames::moduleId(f.devices[port.device].name, module.cage);
    moduleIds[n] = module.id;
    GeneratedTier& tier = result.tiers[int(nodeTier[n])];
    ++tier.transceivers;
    ++tier.modulesByPart[module.typeId];
    design.insert(std::move(module));
  }
  result.modules = components.size();

  const QString& compute = Networks::key(BuiltInNetwork::Compute);
  for (const Assembly& a : std::as_const(assemblies)) {
    Cable cable;
    cable.typeId = a.part->id;
    cable.lengthM = a.lengthM;
    const Link& first = links[a.links.front()];
    const DeviceSlot& lowerDevice = f.devices[first.lower.device];
    // Every link joins a switch of the compute fabric (the upper end), in its plane.
    cable.network = compute;
    cable.plane = f.devices[first.upper.device].plane;
    if (!a.copper) {
      const auto& lowerPorts = nodeModule[lowerNode[a.links.front()]]->transceiver()->opticalPorts;
      const auto& upperPorts = nodeModule[upperNode[a.links.front()]]->transceiver()->opticalPorts;
      const auto& ends = a.part->fiber()->ends;
      cable.name =
          GeneratorNames::cable(a.tier, lowerDevice.name,
                                GeneratorNames::logicalPort(f.cage(first.lower), first.lower.sub));
      cable.ends = {CableEnd{ends[0].name,
                             {Attachment::Kind::ModulePort, moduleIds[lowerNode[a.links.front()]],
                              lowerPorts[first.lower.sub].name}},
                    CableEnd{ends[1].name,
                             {Attachment::Kind::ModulePort, moduleIds[upperNode[a.links.front()]],
                              upperPorts[first.upper.sub].name}}};
    } else if (!a.fit.breakout) {
      cable.name = GeneratorNames::cable(a.tier, lowerDevice.name, f.cage(first.lower).name);
      cable.ends = {CableEnd{a.fit.lowerEnd,
                             {Attachment::Kind::Cage, deviceIds[first.lower.device],
                              f.cage(first.lower).name}},
                    CableEnd{a.fit.upperEnd,
                             {Attachment::Kind::Cage, deviceIds[first.upper.device],
                              f.cage(first.upper).name}}};
    } else {
      const PortRef& head = a.fit.headUpper ? first.upper : first.lower;
      cable.name = GeneratorNames::cable(a.tier, f.devices[head.device].name, f.cage(head).name);
      cable.ends.push_back(
          CableEnd{a.part->assembly()->ends.front().name,
                   {Attachment::Kind::Cage, deviceIds[head.device], f.cage(head).name}});
      for (int i : a.links) {
        const PortRef& headPort = a.fit.headUpper ? links[i].upper : links[i].lower;
        const PortRef& leg = a.fit.headUpper ? links[i].lower : links[i].upper;
        cable.ends.push_back(
            CableEnd{a.fit.legsBySub.value(headPort.sub),
                     {Attachment::Kind::Cage, deviceIds[leg.device], f.cage(leg).name}});
      }
    }
    cable.id = GeneratorNames::id(ObjectKind::Cable, cable.name);
    GeneratedTier& tier = result.tiers[int(a.tier)];
    ++tier.cableAssemblies;
    tier.logicalLinks += int(a.links.size());
    tier.longestM = std::max(tier.longestM, a.lengthM);
    ++tier.cablesByPart[cable.typeId];
    design.insert(std::move(cable));
  }
  result.cables = int(assemblies.size());
  design.endBulkLoad();
  spdlog::info("Generated {} racks, {} devices, {} modules, {} cables in {} ms.", result.racks,
               result.devices, result.modules, result.cables, timer.elapsed());
  return result;
}

}  // namespace rackwright
