#include "clusterplan.h"

#include "core/catalog/catalog.h"
#include "core/catalog/racksystem.h"
#include "core/model/networks.h"

#include <QJsonArray>
#include <QTextStream>

#include <algorithm>
#include <cmath>

namespace rackwright {

namespace {

int ceilDiv(int a, int b) {
  return b > 0 ? (a + b - 1) / b : 0;
}

PartPtr requirePart(const Catalog& library, const QString& id, const QString& use) {
  PartPtr part = library.find(id);
  if (!part || !part->device()) {
    throw PlanError(PlanProblem::InvalidInput,
                    ClusterPlanner::tr("the cluster preset needs %1 %2, which the catalog does "
                                       "not have; add it to the user catalog")
                        .arg(use, id));
  }
  return part;
}

int logicalPortsAt(const Part& part, int rateGbps) {
  return PortPlanner::switchSpecFromCatalog(part, rateGbps).logicalPorts;
}

/// The fewest spines that take `uplinks` on `ports` each and divide every leaf's uplinks
/// evenly, so each leaf reaches every spine with the same number of links.
int spinesFor(int uplinks, int ports, const QVector<int>& leafUplinks) {
  for (int s = std::max(1, ceilDiv(uplinks, ports)); s <= ports; ++s) {
    const bool even =
        std::all_of(leafUplinks.begin(), leafUplinks.end(), [s](int up) { return up % s == 0; });
    if (even)
      return s;
  }
  return ceilDiv(uplinks, ports);
}

/// Modules for `links` landing on twin-port cages spread over `switches` switches.
int twinModules(int links) {
  return ceilDiv(links, 2);
}

/// How many storage appliances the cluster gets: the storage leaves' appliance ports filled,
/// unless the inputs say how many.
void planStorageAppliances(ClusterPlan& cp, const ClusterInputs& inputs) {
  const StorageFabricPreset& s = cp.preset->storage;
  const QString setting = PlanSettings::name(PlanSetting::StorageAppliances, inputs.settingNames);
  if (inputs.storageAppliances < ClusterInputs::kFillStorageLeaves) {
    throw PlanError(PlanProblem::InvalidInput,
                    ClusterPlanner::tr("%1 cannot be negative; give 0 for none").arg(setting));
  }
  const int capacity = ClusterPlanner::storageApplianceCapacity(cp.sus, s);
  if (inputs.storageAppliances == ClusterInputs::kFillStorageLeaves) {
    cp.storageAppliances = capacity;
    return;
  }
  if (inputs.storageAppliances > capacity) {
    throw PlanError(
        PlanProblem::PortsExceeded,
        ClusterPlanner::tr("storage appliances: %1 need %2 storage-leaf ports, but the "
                           "storage leaves of %3 SU have %4 for appliances; lower %5 to "
                           "%6 or plan more SU")
            .arg(inputs.storageAppliances)
            .arg(inputs.storageAppliances * int(s.applianceDataPorts.size()))
            .arg(cp.sus)
            .arg(cp.sus * s.applianceLeavesPerSu * s.appliancePortsPerLeaf)
            .arg(setting)
            .arg(capacity));
  }
  cp.storageAppliances = inputs.storageAppliances;
}

NetworkBudget computeBudget(const PortPlan& plan, const ComputeFabricPreset& preset) {
  NetworkBudget b;
  b.network = Networks::key(BuiltInNetwork::Compute);
  b.linkRateGbps = plan.inputs.linkRateGbps;
  for (const RoleBudget& role : plan.roles) {
    b.roles.push_back(ClusterSwitchRole{role.role, preset.switchPart, role.switches,
                                        role.portsPerSwitch, role.used()});
  }
  static const QString kKeys[] = {QStringLiteral("node-leaf"), QStringLiteral("leaf-spine"),
                                  QStringLiteral("spine-core")};
  for (int t = 0; t < plan.tiers.size() && t < 3; ++t) {
    const TierBudget& tier = plan.tiers[t];
    if (tier.logicalLinks == 0)
      continue;
    b.groups.push_back(ClusterLinkGroup{kKeys[t], tier.logicalLinks, tier.cableAssemblies,
                                        t == 0 ? tier.lowerTransceivers : 0,
                                        t == 0 ? tier.upperTransceivers : tier.transceivers()});
  }
  if (preset.ufmLinks > 0) {
    // The port planner counts the slot reserved for them as used leaf ports (one per rail leaf
    // of a unit), with the leaf modules those ports take; of those ports, the UFM links use as
    // many as there are links. Without a reserved slot, half as many twin-port leaf modules.
    const int reserved = plan.inputs.reservedSlots * plan.leavesPerSu * plan.inputs.planes;
    b.groups.push_back(ClusterLinkGroup{QStringLiteral("ufm-leaf"), preset.ufmLinks,
                                        preset.ufmLinks, preset.ufmLinks,
                                        reserved > 0 ? 0 : twinModules(preset.ufmLinks)});
    if (!b.roles.isEmpty())
      b.roles.front().portsUsed += preset.ufmLinks - reserved;
  }
  return b;
}

NetworkBudget storageBudget(const ClusterPlan& cp, const StorageFabricPreset& s,
                            const Catalog& library) {
  const PartPtr part = requirePart(library, s.switchPart, ClusterPlanner::tr("storage switch"));
  const int ports = logicalPortsAt(*part, s.linkRateGbps);
  if (s.nodeLeafDownlinks + s.nodeLeafUplinks > ports || 2 * s.appliancePortsPerLeaf > ports) {
    throw PlanError(PlanProblem::PortsExceeded,
                    ClusterPlanner::tr("the storage leaves of preset %1 need more ports than "
                                       "%2 has at %3G")
                        .arg(cp.preset->key, s.switchPart)
                        .arg(s.linkRateGbps));
  }
  NetworkBudget b;
  b.network = Networks::key(BuiltInNetwork::Storage);
  b.linkRateGbps = s.linkRateGbps;
  // Node leaves stay with their SU, so an SU can be built and cabled on its own.
  int nodeLeaves = 0;
  for (int su = 0; su < cp.sus; ++su)
    nodeLeaves += ClusterPlanner::storageNodeLeaves(cp.nodesInSu(su), s);
  const int nodeLinks = cp.nodes * s.portsPerNode;
  const int applianceLeaves = cp.sus * s.applianceLeavesPerSu;
  const int applianceLinks = applianceLeaves * s.appliancePortsPerLeaf;
  const int uplinks = nodeLeaves * s.nodeLeafUplinks + applianceLeaves * s.appliancePortsPerLeaf;
  // The uplinks are dealt over the spines in turn, leaf after leaf, so no spine takes more
  // than its share; a spine count that divides a node leaf's uplinks gives every node leaf the
  // same number of links to each spine.
  const int spines = spinesFor(uplinks, ports, {s.nodeLeafUplinks});
  if (spines > ports) {
    throw PlanError(PlanProblem::LeavesExceedSpinePorts,
                    ClusterPlanner::tr("the storage fabric of %1 SU needs %2 spines, more "
                                       "than a two-tier %3 fabric takes; plan fewer SU")
                        .arg(cp.sus)
                        .arg(spines)
                        .arg(s.switchPart));
  }
  b.roles.push_back(ClusterSwitchRole{QStringLiteral("node-leaf"), s.switchPart, nodeLeaves, ports,
                                      nodeLinks + nodeLeaves * s.nodeLeafUplinks + s.ufmLinks});
  const int appliancePortsUsed = cp.storageAppliances > 0
                                     ? cp.storageAppliances * int(s.applianceDataPorts.size())
                                     : applianceLinks;
  b.roles.push_back(ClusterSwitchRole{QStringLiteral("storage-leaf"), s.switchPart, applianceLeaves,
                                      ports, appliancePortsUsed + applianceLinks});
  b.roles.push_back(
      ClusterSwitchRole{QStringLiteral("spine"), s.switchPart, spines, ports, uplinks});
  // Node side: one single-port module per link; switch side: twin-port modules, two links each.
  b.groups.push_back(ClusterLinkGroup{QStringLiteral("node-leaf"), nodeLinks, nodeLinks, nodeLinks,
                                      twinModules(nodeLinks)});
  b.groups.push_back(ClusterLinkGroup{QStringLiteral("leaf-spine"), uplinks, uplinks, 0,
                                      2 * twinModules(uplinks)});
  // Each appliance data port takes one storage-leaf port, one 400G link (the H100 RA counts a
  // 2 × 200G split cable per port). Without appliances the ports are counted as the RAs count
  // them, left for the storage product, whose own optics are then not known.
  const int applianceNodeLinks = cp.storageAppliances * int(s.applianceDataPorts.size());
  const int applianceCables = cp.storageAppliances > 0 ? applianceNodeLinks : applianceLinks;
  b.groups.push_back(ClusterLinkGroup{QStringLiteral("appliance-leaf"), applianceCables,
                                      applianceCables, applianceNodeLinks,
                                      twinModules(applianceCables)});
  if (s.ufmLinks > 0) {
    b.groups.push_back(ClusterLinkGroup{QStringLiteral("ufm-leaf"), s.ufmLinks, s.ufmLinks,
                                        s.ufmLinks, twinModules(s.ufmLinks)});
  }
  return b;
}

NetworkBudget inbandBudget(const ClusterPlan& cp, const InBandPreset& in, const Catalog& library) {
  const PartPtr part = requirePart(library, in.switchPart, ClusterPlanner::tr("in-band switch"));
  const int ports = logicalPortsAt(*part, in.linkRateGbps);
  const int uplinksPerLeaf = in.leafUplinksPerCore * in.cores;
  const int access = ports - uplinksPerLeaf - in.peerLinksPerPair;
  if (access <= 0) {
    throw PlanError(
        PlanProblem::PortsExceeded,
        ClusterPlanner::tr("an in-band leaf of %1 has no ports left for nodes").arg(in.switchPart));
  }
  // Every node and head node puts one of its bonded ports on each leaf of a pair; the NFS
  // storage links are spread over the pair the same way.
  const int perSide = cp.nodes * (in.portsPerNode / 2) + cp.headNodes * (in.headNodePorts / 2) +
                      ceilDiv(in.storageLinks, 2);
  const int pairs = std::max(1, ceilDiv(perSide, access));
  const int leaves = 2 * pairs;
  NetworkBudget b;
  b.network = Networks::key(BuiltInNetwork::InBand);
  b.linkRateGbps = in.linkRateGbps;
  const int nodeLinks = cp.nodes * in.portsPerNode;
  const int headLinks = cp.headNodes * in.headNodePorts;
  const int peer = pairs * in.peerLinksPerPair;
  const int leafCore = leaves * uplinksPerLeaf;
  b.groups.push_back(ClusterLinkGroup{QStringLiteral("node-leaf"), nodeLinks, nodeLinks, 0, 0});
  b.groups.push_back(
      ClusterLinkGroup{QStringLiteral("head-node-leaf"), headLinks, headLinks, 0, 0});
  b.groups.push_back(
      ClusterLinkGroup{QStringLiteral("storage-leaf"), in.storageLinks, in.storageLinks, 0, 0});
  b.groups.push_back(ClusterLinkGroup{QStringLiteral("peer"), peer, peer, 0, 0});
  b.groups.push_back(ClusterLinkGroup{QStringLiteral("leaf-core"), leafCore, leafCore, 0, 0});
  b.groups.push_back(
      ClusterLinkGroup{QStringLiteral("site-uplink"), in.siteUplinks, in.siteUplinks, 0, 0});
  b.roles.push_back(
      ClusterSwitchRole{QStringLiteral("leaf"), in.switchPart, leaves, ports,
                        nodeLinks + headLinks + in.storageLinks + 2 * peer + leafCore});
  b.roles.push_back(ClusterSwitchRole{QStringLiteral("core"), in.switchPart, in.cores, ports,
                                      leafCore + in.siteUplinks});
  return b;
}

}  // namespace

int NetworkBudget::switches() const {
  int n = 0;
  for (const ClusterSwitchRole& r : roles)
    n += r.switches;
  return n;
}

int NetworkBudget::links() const {
  int n = 0;
  for (const ClusterLinkGroup& g : groups)
    n += g.links;
  return n;
}

int NetworkBudget::cables() const {
  int n = 0;
  for (const ClusterLinkGroup& g : groups)
    n += g.cables;
  return n;
}

const ClusterSwitchRole* NetworkBudget::role(const QString& key) const {
  for (const ClusterSwitchRole& r : roles) {
    if (r.role == key)
      return &r;
  }
  return nullptr;
}

const ClusterLinkGroup* NetworkBudget::group(const QString& key) const {
  for (const ClusterLinkGroup& g : groups) {
    if (g.key == key)
      return &g;
  }
  return nullptr;
}

const NetworkBudget* ClusterPlan::network(const QString& key) const {
  for (const NetworkBudget& n : networks) {
    if (n.network == key)
      return &n;
  }
  return nullptr;
}

int ClusterPlan::switches() const {
  int n = 0;
  for (const NetworkBudget& b : networks)
    n += b.switches();
  return n;
}

ClusterPlan ClusterPlanner::plan(const ClusterInputs& inputs, const Catalog& library) {
  ClusterPlan cp;
  cp.inputs = inputs;
  cp.preset = ClusterPresets::find(inputs.preset);
  if (!cp.preset) {
    throw PlanError(PlanProblem::InvalidInput,
                    tr("unknown cluster preset \"%1\"; the presets are %2")
                        .arg(inputs.preset, ClusterPresets::keysText()));
  }
  const ClusterPreset& p = *cp.preset;
  const int suSize = p.compute.suSize;
  const QString susName = PlanSettings::name(PlanSetting::ScalableUnits, inputs.settingNames);
  if (inputs.sus <= 0 && inputs.nodes <= 0) {
    throw PlanError(PlanProblem::InvalidInput,
                    tr("give the number of scalable units (%1) or of nodes (%2)")
                        .arg(susName, PlanSettings::name(PlanSetting::Nodes, inputs.settingNames)));
  }
  cp.sus = inputs.sus > 0 ? inputs.sus : ceilDiv(inputs.nodes + p.compute.ufmNodeSlots, suSize);
  const int fullNodes = cp.sus * suSize - p.compute.ufmNodeSlots;
  cp.nodes = inputs.nodes > 0 ? inputs.nodes : fullNodes;
  if (cp.nodes > fullNodes) {
    const QString fit =
        p.compute.ufmNodeSlots > 0
            ? tr("room for %1 nodes in %2 SU (%3 node slots per SU, one of them given to the UFM)")
                  .arg(fullNodes)
                  .arg(cp.sus)
                  .arg(suSize)
            : tr("room for %1 nodes in %2 SU").arg(fullNodes).arg(cp.sus);
    throw PlanError(PlanProblem::InvalidInput,
                    tr("%1 nodes do not fit: %2; raise %3").arg(cp.nodes).arg(fit, susName));
  }
  if (cp.nodes <= (cp.sus - 1) * suSize - p.compute.ufmNodeSlots) {
    throw PlanError(
        PlanProblem::InvalidInput,
        tr("%1 nodes fill fewer than %2 SU; lower %3").arg(cp.nodes).arg(cp.sus).arg(susName));
  }

  // ---- Compute fabric: the port planner, rail-optimised, whole SUs, two tiers while they
  // reach and three beyond (as the B200 RA's larger SuperPOD table does from 16 SU).
  const PartPtr server = requirePart(library, p.serverPart, tr("server"));
  const PartPtr computeSwitch = requirePart(library, p.compute.switchPart, tr("compute switch"));
  const RackSystemPtr system = p.system.isEmpty() ? nullptr : library.findSystem(p.system);
  if (!p.system.isEmpty() && !system) {
    throw PlanError(PlanProblem::InvalidInput,
                    tr("the cluster preset needs the rack-scale system %1, which the catalog does "
                       "not have")
                        .arg(p.system));
  }
  PlanInputs in;
  in.servers = cp.nodes;
  in.linkRateGbps = p.compute.linkRateGbps;
  in.serverSpec = system ? PortPlanner::serverSpecFromSystem(*system)
                         : PortPlanner::serverSpecFromCatalog(*server, in.linkRateGbps);
  in.gpusPerServer = in.serverSpec.gpus > 0 ? in.serverSpec.gpus : 8;
  in.linksPerGpu = in.serverSpec.linksPerGpu;
  in.switchSpec = PortPlanner::switchSpecFromCatalog(*computeSwitch, in.linkRateGbps);
  // A system's trays are wired by tray position (PortPlanner::plan), never by rail.
  in.railOptimized = !system;
  in.suSize = suSize;
  in.fullSuGrowth = true;
  // The node slot the RA gives to the UFM: the last unit keeps room for it, also when the nodes
  // asked for fill their units (32 nodes of an H100 SU of 32 are two units, as the RA counts).
  if (in.railOptimized)
    in.reservedSlots = p.compute.ufmNodeSlots;
  in.planes = p.compute.planes;
  in.settingNames = inputs.settingNames;
  // One leaf per rail of an SU; with systems, one per tray position of an SU (at 1:1 a QM9700
  // leaf takes the four ports of one tray from each of the unit's eight racks).
  const int railsPerPlane = in.gpusPerServer * in.linksPerGpu / std::max(1, in.planes);
  const int leavesPerPlane = cp.sus * (system ? in.serverSpec.serversPerSystem : railsPerPlane);
  // Two tiers reach as many leaves per plane as a spine has ports (§ two-tier limit, R leaves).
  in.tiers = leavesPerPlane <= in.switchSpec.logicalPorts ? 2 : 3;
  cp.compute = PortPlanner::plan(in);
  cp.gpus = cp.compute.gpus;
  cp.ufmAppliances = p.ufmAppliances;
  cp.headNodes = p.headNodes;
  cp.networks.push_back(computeBudget(cp.compute, p.compute));

  planStorageAppliances(cp, inputs);
  if (!p.storage.switchPart.isEmpty())
    cp.networks.push_back(storageBudget(cp, p.storage, library));
  cp.networks.push_back(inbandBudget(cp, p.inband, library));

  // ---- Racks and out-of-band: management racks hold the switches, UFM and head nodes; the
  // OOB switches serve every BMC, switch and PDU, and sit in the management racks themselves,
  // so their count and the racks' are found together.
  const int perSystem = in.serverSpec.serversPerSystem;
  cp.computeRacks = system ? cp.nodes / perSystem : ceilDiv(cp.nodes, p.serversPerRack);
  const auto unitsOf = [&](const QString& id) {
    const PartPtr part = library.find(id);
    return part && part->device() ? int(std::ceil(part->device()->uHeight)) : 1;
  };
  requirePart(library, p.oob.switchPart, tr("out-of-band switch"));
  NetworkBudget* inband = nullptr;
  for (NetworkBudget& b : cp.networks) {
    if (b.network == Networks::key(BuiltInNetwork::InBand))
      inband = &b;
  }
  ClusterSwitchRole* cores = nullptr;
  for (ClusterSwitchRole& r : inband->roles) {
    if (r.role == QLatin1String("core"))
      cores = &r;
  }
  const int coreLinks = cores->portsUsed;  // leaf uplinks and site uplinks
  const int leafUplinks = p.inband.leafUplinksPerCore * p.inband.cores;
  const int serverUnits = cp.ufmAppliances * unitsOf(QStringLiteral("UFM-APPLIANCE-3")) +
                          cp.headNodes * unitsOf(QStringLiteral("GEN-HEAD-NODE-1U"));
  // Storage appliances fill racks of their own, packed as densely as the management racks and
  // as the generator packs them: whole appliances to a rack.
  const int appliancesPerRack =
      std::max(1, p.managementUnitsPerRack / std::max(1, unitsOf(p.storage.appliancePart)));
  cp.storageRacks = ceilDiv(cp.storageAppliances, appliancesPerRack);
  // Rack-scale systems: each rack's own management switches take its trays', NVLink switch
  // trays' and power shelves' management ports; the access switches take the rest.
  const int rackTors =
      system ? cp.computeRacks * system->count(RackSystemRole::ManagementSwitch) : 0;
  const int nvlinkTrays =
      system ? cp.computeRacks * system->count(RackSystemRole::NvlinkSwitchTray) : 0;
  const int powerShelves = system ? cp.computeRacks * system->count(RackSystemRole::PowerShelf) : 0;
  if (system && rackTors == 0) {
    throw PlanError(PlanProblem::InvalidInput,
                    tr("%1 has no management switches in the catalog to take its trays' "
                       "management ports")
                        .arg(system->id));
  }
  const int accessBmcs =
      (system ? 0 : cp.nodes) + cp.ufmAppliances + cp.headNodes + cp.storageAppliances;
  const int bmcs = cp.nodes + nvlinkTrays + cp.ufmAppliances + cp.headNodes;
  int oobSwitches = 1;
  int managedSwitches = 0;
  int consoleSwitches = 0;
  const Part* consoleServer = library.findPart(p.oob.consoleServerPart);
  const int consolePortsPerServer = consoleServer && consoleServer->device()
                                        ? int(consoleServer->device()->serialPorts().size())
                                        : 0;
  const auto hasConsole = [&](const QString& partId) {
    const Part* part = library.findPart(partId);
    return part && part->device() && part->device()->consolePort();
  };
  for (int round = 0; round < 16; ++round) {
    // The OOB uplinks land on the in-band cores. The preset's pair of cores serves the RA's
    // sizes; a larger cluster gets more, each leaf spreading its uplinks over all of them.
    cores->portsUsed = coreLinks + (oobSwitches + rackTors) * p.oob.uplinksPerSwitch;
    int coreCount = p.inband.cores;
    while (coreCount <= leafUplinks &&
           (cores->portsUsed > coreCount * cores->portsPerSwitch || leafUplinks % coreCount != 0))
      ++coreCount;
    if (coreCount > leafUplinks) {
      throw PlanError(PlanProblem::PortsExceeded,
                      tr("the in-band cores need %1 ports, more than %2 %3 switches reached by "
                         "every leaf have; plan fewer SU")
                          .arg(cores->portsUsed)
                          .arg(leafUplinks)
                          .arg(cores->part));
    }
    cores->switches = coreCount;
    int switchUnits = 0;
    managedSwitches = 0;
    // The OOB access switches' own consoles are not wired (SupportBuilder::consoleRacks).
    consoleSwitches = 0;
    for (const NetworkBudget& b : cp.networks) {
      for (const ClusterSwitchRole& r : b.roles) {
        switchUnits += r.switches * unitsOf(r.part);
        managedSwitches += r.switches;
        if (hasConsole(r.part))
          consoleSwitches += r.switches;
      }
    }
    const int unitsBesideConsoles =
        switchUnits + serverUnits + oobSwitches * unitsOf(p.oob.switchPart);
    // One console server per management rack, and their units in those racks: a rack more can
    // take one more console server, so the two are settled together (a step or two).
    // The count only rises and never passes the number of consoles, so this ends.
    cp.consoleServers = 0;
    for (int settle = 0; settle <= consoleSwitches; ++settle) {
      cp.managementUnits =
          unitsBesideConsoles + cp.consoleServers * unitsOf(p.oob.consoleServerPart);
      cp.managementRacks = ceilDiv(cp.managementUnits, p.managementUnitsPerRack);
      const int consoles =
          !inputs.consoleServers || consoleSwitches == 0 || consolePortsPerServer == 0
              ? 0
              : std::max(ceilDiv(consoleSwitches, consolePortsPerServer),
                         std::min(consoleSwitches, cp.managementRacks));
      if (consoles == cp.consoleServers)
        break;
      cp.consoleServers = consoles;
    }
    cp.managementUnits = unitsBesideConsoles + cp.consoleServers * unitsOf(p.oob.consoleServerPart);
    cp.managementRacks = ceilDiv(cp.managementUnits, p.managementUnitsPerRack);
    cp.pdus = cp.computeRacks * p.pdusPerComputeRack +
              (cp.managementRacks + cp.storageRacks) * p.pdusPerManagementRack;
    const int endpoints = accessBmcs + managedSwitches + cp.pdus + cp.consoleServers;
    const int needed = ceilDiv(endpoints, p.oob.portsFilled);
    if (needed == oobSwitches)
      break;
    oobSwitches = needed;
  }
  NetworkBudget oob;
  oob.network = Networks::key(BuiltInNetwork::OutOfBand);
  oob.linkRateGbps = 1;
  oob.groups.push_back(ClusterLinkGroup{QStringLiteral("bmc"), bmcs, bmcs, 0, 0});
  oob.groups.push_back(ClusterLinkGroup{QStringLiteral("appliance-bmc"), cp.storageAppliances,
                                        cp.storageAppliances, 0, 0});
  oob.groups.push_back(ClusterLinkGroup{QStringLiteral("switch-management"), managedSwitches,
                                        managedSwitches, 0, 0});
  oob.groups.push_back(ClusterLinkGroup{QStringLiteral("pdu"), cp.pdus, cp.pdus, 0, 0});
  oob.groups.push_back(
      ClusterLinkGroup{QStringLiteral("power-shelf"), powerShelves, powerShelves, 0, 0});
  oob.groups.push_back(ClusterLinkGroup{QStringLiteral("console-server"), cp.consoleServers,
                                        cp.consoleServers, 0, 0});
  const int consoleLinks = cp.consoleServers > 0 ? consoleSwitches : 0;
  oob.groups.push_back(
      ClusterLinkGroup{QStringLiteral("console"), consoleLinks, consoleLinks, 0, 0});
  const int oobUplinks = (oobSwitches + rackTors) * p.oob.uplinksPerSwitch;
  oob.groups.push_back(
      ClusterLinkGroup{QStringLiteral("oob-uplink"), oobUplinks, oobUplinks, 0, 0});
  // UFM high availability: a direct 1 GbE link between the two appliances of each pair.
  const int ufmPairs = cp.ufmAppliances / 2;
  oob.groups.push_back(ClusterLinkGroup{QStringLiteral("ufm-ha"), ufmPairs, ufmPairs, 0, 0});
  oob.roles.push_back(
      ClusterSwitchRole{QStringLiteral("access"), p.oob.switchPart, oobSwitches, p.oob.accessPorts,
                        accessBmcs + managedSwitches + cp.pdus + cp.consoleServers});
  if (system) {
    const QString torPart =
        std::find_if(system->members.begin(), system->members.end(), [](const auto& m) {
          return m.role == RackSystemRole::ManagementSwitch;
        })->partId;
    oob.roles.push_back(ClusterSwitchRole{QStringLiteral("rack-management"), torPart, rackTors,
                                          p.oob.accessPorts,
                                          cp.nodes + nvlinkTrays + powerShelves});
  }
  cp.networks.push_back(oob);
  for (const QString& text : p.unconfirmed)
    cp.assumptions << text;
  if (cp.consoleServers > 0) {
    cp.assumptions << QStringLiteral(
                          "Console servers are not in the reference architecture: %1 %2 for "
                          "the %3 switches' RS-232 consoles on rolled console cables, one in "
                          "each management rack as the reference architecture counts racks "
                          "(the generated hall has one in each of its racks of switches, which "
                          "it packs as they fit, so it can have more or fewer), each on an "
                          "out-of-band access port")
                          .arg(cp.consoleServers)
                          .arg(p.oob.consoleServerPart)
                          .arg(consoleSwitches);
  }
  if (cp.storageAppliances > 0) {
    const int nfsPorts = std::max<int>(1, int(p.storage.applianceInBandPorts.size()));
    cp.assumptions << QStringLiteral(
                          "storage appliances: %1 × %2 (%3 × %6G storage ports, one per "
                          "storage-leaf port; %4 of them on the in-band NFS storage ports; "
                          "BMC on OOB) in storage racks (%5) stand in for the storage product, "
                          "which decides the real count, ports and racks")
                          .arg(cp.storageAppliances)
                          .arg(p.storage.appliancePart)
                          .arg(p.storage.applianceDataPorts.size())
                          .arg(std::min(cp.storageAppliances, p.inband.storageLinks / nfsPorts))
                          .arg(cp.storageRacks)
                          .arg(p.storage.linkRateGbps);
  } else {
    cp.assumptions << QStringLiteral(
        "storage appliances: none planned; the storage leaves' appliance ports are counted as "
        "the RA counts its storage cables, left for the storage product, whose own ports, "
        "transceivers and OOB links are not counted");
  }
  return cp;
}

int ClusterPlanner::storageNodeLeaves(int suNodes, const StorageFabricPreset& storage) {
  if (suNodes <= 0)
    return 0;
  // A node's storage ports go to two different leaves (dual-homed), so the leaves come in
  // pairs: half of them take every node's first port, half its second.
  const int leaves = ceilDiv(suNodes * storage.portsPerNode, storage.nodeLeafDownlinks);
  return std::max(2, leaves + leaves % 2);
}

int ClusterPlanner::storageApplianceCapacity(int sus, const StorageFabricPreset& storage) {
  if (storage.switchPart.isEmpty() || storage.applianceDataPorts.isEmpty())
    return 0;
  // Per unit: the appliances are dealt over the units, each on its own unit's leaves.
  return sus * (storage.applianceLeavesPerSu * storage.appliancePortsPerLeaf /
                int(storage.applianceDataPorts.size()));
}

int ClusterPlan::nodesInSu(int su) const {
  const int suSize = preset->compute.suSize;
  return std::clamp(nodes - su * suSize, 0, suSize);
}

QString ClusterPlanner::groupTitle(const QString& key) {
  static const QHash<QString, const char*> kTitles{
      {QStringLiteral("node-leaf"), QT_TR_NOOP("Node to leaf")},
      {QStringLiteral("leaf-spine"), QT_TR_NOOP("Leaf to spine")},
      {QStringLiteral("spine-core"), QT_TR_NOOP("Spine to core")},
      {QStringLiteral("ufm-leaf"), QT_TR_NOOP("UFM to leaf")},
      {QStringLiteral("appliance-leaf"), QT_TR_NOOP("Storage appliances to leaf")},
      {QStringLiteral("head-node-leaf"), QT_TR_NOOP("Head nodes to leaf")},
      {QStringLiteral("storage-leaf"), QT_TR_NOOP("NFS storage to leaf")},
      {QStringLiteral("peer"), QT_TR_NOOP("Leaf peer links")},
      {QStringLiteral("leaf-core"), QT_TR_NOOP("Leaf to core")},
      {QStringLiteral("site-uplink"), QT_TR_NOOP("Uplinks to the site network")},
      {QStringLiteral("bmc"), QT_TR_NOOP("BMC ports")},
      {QStringLiteral("appliance-bmc"), QT_TR_NOOP("Storage appliance BMC ports")},
      {QStringLiteral("switch-management"), QT_TR_NOOP("Switch management ports")},
      {QStringLiteral("pdu"), QT_TR_NOOP("PDUs")},
      {QStringLiteral("power-shelf"), QT_TR_NOOP("Power shelves")},
      {QStringLiteral("console-server"), QT_TR_NOOP("Console servers")},
      {QStringLiteral("console"), QT_TR_NOOP("Switch serial consoles to console servers")},
      {QStringLiteral("oob-uplink"), QT_TR_NOOP("OOB uplinks to in-band")},
      {QStringLiteral("ufm-ha"), QT_TR_NOOP("UFM high-availability links")},
  };
  const auto it = kTitles.constFind(key);
  return it == kTitles.constEnd() ? key : tr(*it);
}

QString ClusterPlanner::roleTitle(const QString& key) {
  static const QHash<QString, const char*> kTitles{
      {QStringLiteral("leaf"), QT_TR_NOOP("leaves")},
      {QStringLiteral("spine"), QT_TR_NOOP("spines")},
      {QStringLiteral("core"), QT_TR_NOOP("cores")},
      {QStringLiteral("node-leaf"), QT_TR_NOOP("node leaves")},
      {QStringLiteral("storage-leaf"), QT_TR_NOOP("storage leaves")},
      {QStringLiteral("access"), QT_TR_NOOP("access switches")},
      {QStringLiteral("rack-management"), QT_TR_NOOP("management switches in the compute racks")},
  };
  const auto it = kTitles.constFind(key);
  return it == kTitles.constEnd() ? key : tr(*it);
}

QJsonObject ClusterPlan::toJson() const {
  QJsonArray networkArray;
  for (const NetworkBudget& b : networks) {
    QJsonArray roleArray;
    for (const ClusterSwitchRole& r : b.roles) {
      roleArray.append(QJsonObject{{QStringLiteral("role"), r.role},
                                   {QStringLiteral("part"), r.part},
                                   {QStringLiteral("switches"), r.switches},
                                   {QStringLiteral("portsPerSwitch"), r.portsPerSwitch},
                                   {QStringLiteral("portsUsed"), r.portsUsed}});
    }
    QJsonArray groupArray;
    for (const ClusterLinkGroup& g : b.groups) {
      groupArray.append(QJsonObject{{QStringLiteral("group"), g.key},
                                    {QStringLiteral("links"), g.links},
                                    {QStringLiteral("cables"), g.cables},
                                    {QStringLiteral("nodeTransceivers"), g.nodeTransceivers},
                                    {QStringLiteral("switchTransceivers"), g.switchTransceivers}});
    }
    networkArray.append(QJsonObject{{QStringLiteral("network"), b.network},
                                    {QStringLiteral("linkRateGbps"), b.linkRateGbps},
                                    {QStringLiteral("switches"), b.switches()},
                                    {QStringLiteral("links"), b.links()},
                                    {QStringLiteral("cables"), b.cables()},
                                    {QStringLiteral("roles"), roleArray},
                                    {QStringLiteral("groups"), groupArray}});
  }
  return QJsonObject{{QStringLiteral("preset"), preset->key},
                     {QStringLiteral("title"), preset->title},
                     {QStringLiteral("source"), preset->source},
                     {QStringLiteral("scalableUnits"), sus},
                     {QStringLiteral("nodes"), nodes},
                     {QStringLiteral("gpus"), gpus},
                     {QStringLiteral("ufmAppliances"), ufmAppliances},
                     {QStringLiteral("headNodes"), headNodes},
                     {QStringLiteral("storageAppliances"), storageAppliances},
                     {QStringLiteral("computeRacks"), computeRacks},
                     {QStringLiteral("managementRacks"), managementRacks},
                     {QStringLiteral("storageRacks"), storageRacks},
                     {QStringLiteral("pdus"), pdus},
                     {QStringLiteral("consoleServers"), consoleServers},
                     {QStringLiteral("networks"), networkArray},
                     {QStringLiteral("computePlan"), compute.toJson()},
                     {QStringLiteral("assumptions"), QJsonArray::fromStringList(assumptions)}};
}

QString ClusterPlan::toText() const {
  QString text;
  QTextStream out(&text);
  out << preset->title << '\n'
      << (ufmAppliances > 0  // none (Spectrum-X; see the assumptions): not "0 UFM appliances"
              ? ClusterPlanner::tr("%1 SU, %2 × %3 (%4 GPUs), %5 UFM appliances, %6 head nodes")
                    .arg(sus)
                    .arg(nodes)
                    .arg(preset->serverPart)
                    .arg(gpus)
                    .arg(ufmAppliances)
                    .arg(headNodes)
              : ClusterPlanner::tr("%1 SU, %2 × %3 (%4 GPUs), %5 head nodes")
                    .arg(sus)
                    .arg(nodes)
                    .arg(preset->serverPart)
                    .arg(gpus)
                    .arg(headNodes))
      << '\n'
      << ClusterPlanner::tr(
             "Racks as the reference architecture counts them (every switch in management "
             "racks): %1 compute, %2 management; %3 PDUs")
             .arg(computeRacks)
             .arg(managementRacks)
             .arg(pdus)
      << "\n";
  if (consoleServers > 0) {
    const NetworkBudget* oob = network(Networks::key(BuiltInNetwork::OutOfBand));
    const ClusterLinkGroup* consoles = oob ? oob->group(QStringLiteral("console")) : nullptr;
    out << ClusterPlanner::tr(
               "Console servers: %1 × %2 for %3 switch consoles (the reference "
               "architecture lists none)")
               .arg(consoleServers)
               .arg(preset->oob.consoleServerPart)
               .arg(consoles ? consoles->links : 0)
        << '\n';
  }
  if (storageAppliances > 0) {
    out << ClusterPlanner::tr("Storage appliances: %1 × %2; storage racks: %3")
               .arg(storageAppliances)
               .arg(preset->storage.appliancePart)
               .arg(storageRacks)
        << '\n';
  }
  for (const NetworkBudget& b : networks) {
    const std::optional<BuiltInNetwork> builtIn = Networks::builtIn(b.network);
    out << '\n'
        << (builtIn ? Networks::name(*builtIn) : b.network) << " ("
        << (b.linkRateGbps >= 1 ? QStringLiteral("%1G").arg(b.linkRateGbps) : QString()) << ")"
        << ": "
        << ClusterPlanner::tr("%1 switches, %2 links, %3 cables")
               .arg(b.switches())
               .arg(b.links())
               .arg(b.cables())
        << '\n';
    for (const ClusterSwitchRole& r : b.roles) {
      if (r.switches == 0)
        continue;
      out << "  " << r.switches << " × " << r.part << ' ' << ClusterPlanner::roleTitle(r.role)
          << "  "
          << ClusterPlanner::tr("%1 of %2 ports used")
                 .arg(r.portsUsed)
                 .arg(r.switches * r.portsPerSwitch)
          << '\n';
    }
    for (const ClusterLinkGroup& g : b.groups) {
      if (g.links == 0)
        continue;
      out << "  " << ClusterPlanner::groupTitle(g.key) << ": "
          << ClusterPlanner::tr("%1 links").arg(g.links);
      if (g.nodeTransceivers > 0) {
        out << ", "
            << ClusterPlanner::tr("%1 transceivers in nodes and appliances")
                   .arg(g.nodeTransceivers);
      }
      if (g.switchTransceivers > 0) {
        out << ", "
            << (g.nodeTransceivers > 0 ? ClusterPlanner::tr("%1 in switches")
                                       : ClusterPlanner::tr("%1 transceivers in switches"))
                   .arg(g.switchTransceivers);
      }
      out << '\n';
    }
  }
  out << '\n' << ClusterPlanner::tr("Source:") << ' ' << preset->source << '\n';
  for (const QString& a : assumptions)
    out << ClusterPlanner::tr("Assumed:") << ' ' << a << '\n';
  return text;
}

}  // namespace rackwright
