#include "fabricwiring.h"

#include "core/catalog/cageports.h"
#include "core/catalog/racksystem.h"

#include <QHash>

#include <algorithm>

namespace rackwright::generator {

namespace {

int ceilDiv(int a, int b) {
  return b > 0 ? (a + b - 1) / b : 0;
}

/// Where the leaves of one plane and the servers sit in units and pods.
struct Shape {
  int planes = 1;
  int rails = 1;  ///< links per server per plane
  int servers = 0;
  bool rail = false;
  int leaves = 0;  ///< per plane
  int spines = 0;  ///< per plane
  int cores = 0;   ///< per plane
  int ppc = 1;
  int downlinks = 0;
  int uplinks = 0;
  int k = 1;  ///< links per leaf–spine pair
  int perLeaf = 0;
  int suCount = 0;
  int suSize = 0;
  int leavesPerSu = 0;
  int tiers = 2;
  int pods = 1;
  int spinesPerPod = 0;
  int spineDownlinks = 0;
  int spineUplinks = 0;
  int k2 = 1;
  int coresPerGroup = 0;
  int coreGroups = 0;
  QVector<int> podFirstLeaf;  ///< pods + 1 entries: leaves of pod p are [first[p], first[p+1])

  /// Rack-scale systems: the servers of a unit (compute trays, system by system) are dealt to
  /// its leaves by position, so tray k of every system lands on leaf k.
  bool byPosition = false;

  int leafOfServer(int s) const {
    if (rail)
      return -1;
    if (byPosition)
      return (s / suSize) * leavesPerSu + (s % suSize) % leavesPerSu;
    if (suCount > 0)
      return (s / suSize) * leavesPerSu + (s % suSize) / perLeaf;
    return s / perLeaf;
  }
  int slotOnLeaf(int s) const {
    if (byPosition)
      return (s % suSize) / leavesPerSu;
    return suCount > 0 ? (s % suSize) % perLeaf : s % perLeaf;
  }
  /// Servers [first, end) of a non-rail leaf (empty for a spare leaf of a partial unit).
  QPair<int, int> serversOfLeaf(int leaf) const {
    int first = 0;
    if (suCount > 0) {
      const int su = leaf / leavesPerSu;
      first = su * suSize + (leaf % leavesPerSu) * perLeaf;
      const int suEnd = std::min(servers, (su + 1) * suSize);
      return {std::min(first, suEnd), std::min(first + perLeaf, suEnd)};
    }
    first = leaf * perLeaf;
    return {std::min(first, servers), std::min(first + perLeaf, servers)};
  }
  int podOfLeaf(int leaf) const {
    const auto it = std::upper_bound(podFirstLeaf.begin(), podFirstLeaf.end(), leaf);
    return int(it - podFirstLeaf.begin()) - 1;
  }
};

/// The compute endpoints of a server in link order: the planes take consecutive blocks of it.
/// Where the catalog gives every rail the same number of ports, two or more (a DGX B300 on a
/// twin-plane Ethernet fabric: the two 400GbE legs of each ConnectX-8 share its rail), the order
/// is leg by leg: the first port of every rail, then the second. So two planes get one leg of
/// every GPU each, one plane gets every leg (the first legs on the first rail leaves), and fewer
/// links than ports keep one leg of every GPU rather than both legs of half of them. Otherwise
/// (rails unknown, or one port per rail) the catalog order stands.
template <typename Endpoint, typename RailOf>
QVector<Endpoint> legByLeg(const QVector<Endpoint>& endpoints, RailOf railOf) {
  QVector<int> railOrder;
  QHash<int, QVector<int>> ofRail;  // rail → endpoint indices, in catalog order
  for (int i = 0; i < endpoints.size(); ++i) {
    const int rail = railOf(endpoints[i]);
    if (rail <= 0)
      return endpoints;
    if (!ofRail.contains(rail))
      railOrder << rail;
    ofRail[rail] << i;
  }
  const qsizetype legs = railOrder.isEmpty() ? 0 : ofRail[railOrder.front()].size();
  if (legs < 2)
    return endpoints;
  for (int rail : railOrder) {
    if (ofRail[rail].size() != legs)
      return endpoints;
  }
  QVector<Endpoint> ordered;
  ordered.reserve(endpoints.size());
  for (qsizetype leg = 0; leg < legs; ++leg) {
    for (int rail : railOrder)
      ordered << endpoints[ofRail[rail][leg]];
  }
  return ordered;
}

DeviceSlot slotOf(const QString& name, const PartPtr& part) {
  DeviceSlot slot;
  slot.name = name;
  slot.part = part;
  return slot;
}

Shape shapeOf(const PortPlan& plan) {
  Shape s;
  s.planes = plan.inputs.planes;
  s.rails = plan.linksPerServerPerPlane;
  s.servers = plan.servers;
  s.rail = plan.inputs.railOptimized;
  s.leaves = plan.leavesPerPlane;
  s.spines = plan.spinesPerPlane;
  s.cores = plan.coresPerPlane;
  s.ppc = plan.inputs.switchSpec.portsPerCage();
  s.downlinks = plan.leafDownlinks;
  s.uplinks = plan.leafUplinks;
  s.k = std::max(1, plan.linksPerLeafSpinePair);
  s.perLeaf = plan.serversPerLeaf;
  s.suCount = plan.suCount;
  s.suSize = plan.serversPerSu;
  s.leavesPerSu = plan.leavesPerSu;
  s.tiers = plan.inputs.tiers;
  s.byPosition = plan.inputs.serverSpec.isSystemTray() && s.suCount > 0;
  s.podFirstLeaf = {0, s.leaves};
  if (s.tiers == 3) {
    s.pods = plan.pods;
    s.spinesPerPod = plan.spinesPerPod;
    s.spineDownlinks = plan.spineDownlinks;
    s.spineUplinks = plan.spineUplinks;
    s.k2 = std::max(1, plan.linksPerSpineCorePair);
    s.coreGroups = plan.coreGroups;
    s.coresPerGroup = plan.coresPerGroup;
    // Pods hold whole units (scalable units, or single leaves without them), as the planner
    // counted them: the first pods one unit more than the rest when they do not divide evenly.
    const bool bySu = s.suCount > 0;
    const int unit = bySu ? s.leavesPerSu : 1;
    const int units = bySu ? s.suCount : s.leaves;
    const int unitsPerPod = ceilDiv(units, s.pods);
    const int fullPods = units - s.pods * (unitsPerPod - 1);
    s.podFirstLeaf.clear();
    int leaf = 0;
    for (int pod = 0; pod < s.pods; ++pod) {
      s.podFirstLeaf << leaf;
      leaf += (pod < fullPods ? unitsPerPod : unitsPerPod - 1) * unit;
    }
    s.podFirstLeaf << leaf;
  }
  return s;
}

}  // namespace

QVector<int> Fabric::nativeCages(const Part& part, int rateGbps) {
  return CagePorts::nativeCages(part, rateGbps);
}

std::unique_ptr<Fabric> Fabric::build(const PortPlan& plan, const GeneratorOptions& options,
                                      const Catalog& library) {
  std::unique_ptr<Fabric> f(new Fabric(options));
  const int rate = plan.inputs.linkRateGbps;
  const QString& serverId = plan.inputs.serverSpec.model;
  const QString& switchId = plan.inputs.switchSpec.model;
  if (serverId.isEmpty() || switchId.isEmpty()) {
    throw GeneratorError(
        tr("a design is generated from catalog parts: give the server with "
           "--server MODEL and the switch with --switch MODEL"));
  }
  f->serverPart = library.find(serverId);
  f->switchPart = library.find(switchId);
  if (!f->serverPart || !f->serverPart->device()) {
    throw GeneratorError(tr("no server \"%1\" in the catalog").arg(serverId));
  }
  if (!f->switchPart || !f->switchPart->device()) {
    throw GeneratorError(tr("no switch \"%1\" in the catalog").arg(switchId));
  }
  // Racking an NVL72 compute tray alone would fail PL-11: trays are generated as members of
  // their system's racks, which the plan names.
  const ServerSpec& serverSpec = plan.inputs.serverSpec;
  RackSystemPtr system;
  if (serverSpec.isSystemTray()) {
    system = library.findSystem(serverSpec.systemId);
    if (!system)
      throw GeneratorError(
          tr("no rack-scale system \"%1\" in the catalog").arg(serverSpec.systemId));
  } else if (library.isSystemOnlyPart(serverId)) {
    QStringList systems;
    for (const RackSystemPtr& candidate : library.systems()) {
      if (candidate->count(RackSystemRole::ComputeTray) > 0 &&
          std::any_of(candidate->members.begin(), candidate->members.end(),
                      [&](const RackSystemMember& m) { return m.partId == serverId; }))
        systems << candidate->id;
    }
    throw GeneratorError(tr("%1 works only inside its rack-scale system; plan the system (%2) "
                            "and the generator places whole racks with their trays")
                             .arg(serverId, systems.join(QStringLiteral(", "))));
  }
  if (options.serversPerRack < 1 || options.rowLength < 1) {
    throw GeneratorError(
        tr("%1 and %2 must be at least 1")
            .arg(PlanSettings::name(PlanSetting::ServersPerRack, options.settingNames),
                 PlanSettings::name(PlanSetting::RowLength, options.settingNames)));
  }
  const Shape s = shapeOf(plan);

  // ---- Switch ports -------------------------------------------------------------------------
  const QVector<int> switchCages = nativeCages(*f->switchPart, rate);
  const auto& swCageDefs = f->switchPart->device()->cages;
  const bool evenCages = std::all_of(switchCages.begin(), switchCages.end(), [&](int c) {
    return CagePorts::nativePorts(swCageDefs[c]) == s.ppc;
  });
  if (switchCages.isEmpty() || !evenCages ||
      switchCages.size() * s.ppc < plan.inputs.switchSpec.logicalPorts) {
    throw GeneratorError(
        tr("the plan counts %1 ports of %2G per %3, which needs split cages; the generator "
           "wires each cage as its own logical ports (%4 cages of %5 ports at %2G). Plan with "
           "the switch's native port rate")
            .arg(plan.inputs.switchSpec.logicalPorts)
            .arg(rate)
            .arg(switchId)
            .arg(switchCages.size())
            .arg(switchCages.isEmpty() ? 0
                                       : CagePorts::nativePorts(swCageDefs[switchCages.front()])));
  }
  const auto switchPort = [&](int device, int port) {
    return PortRef{device, switchCages[port / s.ppc], port % s.ppc};
  };

  // ---- Server endpoints: own cages first, then the adapter cards in bay order ---------------
  struct EndpointTemplate {
    int bay = -1;  ///< index into the adapter bays; -1 = the server's own cage
    int cage = 0;
    int sub = 0;
  };
  // A cage the catalog gives to another network (a BlueField-3 storage port at the same rate)
  // is never a compute endpoint; cages without a stated network may be.
  const auto forCompute = [](const CageDefinition& cage) {
    return cage.networks.isEmpty() ||
           cage.networks.contains(Networks::key(BuiltInNetwork::Compute));
  };
  QVector<EndpointTemplate> endpoints;
  for (int c : nativeCages(*f->serverPart, rate)) {
    const CageDefinition& cage = f->serverPart->device()->cages[c];
    if (!forCompute(cage))
      continue;
    for (int sub = 0; sub < CagePorts::nativePorts(cage); ++sub)
      endpoints.push_back({-1, c, sub});
  }
  QVector<PartPtr> bayParts;
  const auto& bays = f->serverPart->device()->adapterBays;
  for (int b = 0; b < bays.size(); ++b) {
    const PartPtr adapter =
        bays[b].defaultAdapter.isEmpty() ? PartPtr() : library.find(bays[b].defaultAdapter);
    bayParts << (adapter && adapter->device() ? adapter : PartPtr());
    if (!bayParts.back())
      continue;
    for (int c : nativeCages(*adapter, rate)) {
      const CageDefinition& cage = adapter->device()->cages[c];
      if (!forCompute(cage))
        continue;
      for (int sub = 0; sub < CagePorts::nativePorts(cage); ++sub)
        endpoints.push_back({b, c, sub});
    }
  }
  const int linksPerServer = s.rails * s.planes;
  endpoints = legByLeg(endpoints, [&](const EndpointTemplate& e) {
    const auto& cages =
        e.bay < 0 ? f->serverPart->device()->cages : bayParts[e.bay]->device()->cages;
    const QVector<int>& rails = cages[e.cage].rails;
    return e.sub < rails.size() ? rails[e.sub] : 0;
  });
  if (endpoints.size() < linksPerServer) {
    throw GeneratorError(tr("%1 has %2 compute ports at %3G (its own cages and the adapters in "
                            "its bays), but the plan gives every server %4 links")
                             .arg(serverId)
                             .arg(endpoints.size())
                             .arg(rate)
                             .arg(linksPerServer));
  }
  endpoints.resize(linksPerServer);

  // ---- Devices ------------------------------------------------------------------------------
  const GeneratorNames names(*f->serverPart, s.servers, s.planes);
  QVector<int> serverDevice(s.servers);
  QVector<QVector<int>> adapterDevice(s.servers, QVector<int>(bays.size(), -1));
  auto& devices = f->devices;
  devices.reserve(s.servers * (1 + bays.size()) +
                  qsizetype(s.planes) * (s.leaves + s.spines + s.cores));
  for (int i = 0; i < s.servers; ++i) {
    serverDevice[i] = int(devices.size());
    devices.push_back(slotOf(names.server(i), f->serverPart));
    for (int b = 0; b < bays.size(); ++b) {
      if (!bayParts[b])
        continue;
      adapterDevice[i][b] = int(devices.size());
      DeviceSlot adapter =
          slotOf(GeneratorNames::adapter(devices[serverDevice[i]].name, bays[b].name), bayParts[b]);
      adapter.parent = serverDevice[i];
      adapter.bay = bays[b].name;
      devices.push_back(adapter);
    }
  }
  QVector<QVector<int>> leafDevice(s.planes), spineDevice(s.planes), coreDevice(s.planes);
  // Every switch the generator builds is of the compute fabric, in its plane when it has more
  // than one.
  const auto fabricSwitch = [&](const QString& name, int plane) {
    DeviceSlot slot = slotOf(name, f->switchPart);
    slot.network = Networks::key(BuiltInNetwork::Compute);
    slot.plane = s.planes > 1 ? plane + 1 : 0;
    return slot;
  };
  for (int p = 0; p < s.planes; ++p) {
    for (int l = 0; l < s.leaves; ++l) {
      leafDevice[p] << int(devices.size());
      const int su = s.leavesPerSu > 0 ? l / s.leavesPerSu : 0;
      const int inSu = s.leavesPerSu > 0 ? l % s.leavesPerSu : l;
      // A leaf is named by the tray position it takes only where it takes exactly one (one
      // leaf per position of a system).
      const bool onePosition =
          s.byPosition && s.leavesPerSu == plan.inputs.serverSpec.serversPerSystem;
      const QString name = s.rail        ? names.railLeaf(p, su, s.suCount, inSu, s.leavesPerSu)
                           : onePosition ? names.positionLeaf(p, su, s.suCount, inSu, s.leavesPerSu)
                                         : names.leaf(p, l, s.leaves);
      devices.push_back(fabricSwitch(name, p));
    }
    for (int j = 0; j < s.spines; ++j) {
      spineDevice[p] << int(devices.size());
      const QString name = s.tiers == 3 ? names.spine(p, j / s.spinesPerPod, s.pods,
                                                      j % s.spinesPerPod, s.spinesPerPod)
                                        : names.spine(p, -1, 0, j, s.spines);
      devices.push_back(fabricSwitch(name, p));
    }
    for (int c = 0; c < s.cores; ++c) {
      coreDevice[p] << int(devices.size());
      devices.push_back(fabricSwitch(
          names.core(p, c / s.coresPerGroup, s.coreGroups, c % s.coresPerGroup, s.coresPerGroup),
          p));
    }
  }

  // ---- Racks --------------------------------------------------------------------------------
  // Server groups: the scalable units, or the pods of a three-tier fabric without units, or
  // all servers. Server racks never span two groups.
  struct Group {
    int first = 0;
    int end = 0;
    int pod = 0;
    QVector<int> leaves;  ///< leaf indices (one plane) that belong to the group
  };
  QVector<Group> groups;
  if (s.suCount > 0) {
    for (int u = 0; u < s.suCount; ++u) {
      Group g{u * s.suSize, std::min(s.servers, (u + 1) * s.suSize), 0, {}};
      for (int l = u * s.leavesPerSu; l < (u + 1) * s.leavesPerSu; ++l)
        g.leaves << l;
      g.pod = s.podOfLeaf(g.leaves.front());
      groups << g;
    }
  } else {
    for (int pod = 0; pod < s.pods; ++pod) {
      Group g;
      g.pod = pod;
      for (int l = s.podFirstLeaf[pod]; l < s.podFirstLeaf[pod + 1]; ++l)
        g.leaves << l;
      g.first = g.leaves.isEmpty() ? 0 : s.serversOfLeaf(g.leaves.front()).first;
      g.end = g.leaves.isEmpty() ? 0 : s.serversOfLeaf(g.leaves.back()).second;
      groups << g;
    }
  }
  RackPlacement& placement = *f->placement;
  QVector<RackPlacement::Units> pods(s.pods);
  // A rack-scale system's rack: its compute trays (the unit's servers, in order) and every other
  // member, each at the unit the system gives it.
  const auto systemRack = [&](int firstServer) {
    QVector<int> rackDevices;
    int tray = firstServer;
    for (const RackSystemMember& member : system->members) {
      int d = 0;
      if (member.role == RackSystemRole::ComputeTray) {
        d = serverDevice[tray++];
      } else {
        const PartPtr part = library.find(member.partId);
        if (!part || !part->device()) {
          throw GeneratorError(tr("%1 needs the part %2 for %3, which is not in the catalog")
                                   .arg(system->id, member.partId, member.name));
        }
        d = int(devices.size());
        devices.push_back(slotOf(member.name, part));
      }
      devices[d].positionU = member.positionU;
      devices[d].member = member.name;
      // The rack's own management switches are its out-of-band access switches.
      if (member.role == RackSystemRole::ManagementSwitch)
        devices[d].network = Networks::key(BuiltInNetwork::OutOfBand);
      rackDevices << d;
    }
    return placement.systemRack(system->id, system->heightU, rackDevices);
  };
  for (const Group& g : groups) {
    if (system) {
      // Fabric switches never go into a system's rack: its units are all the system's.
      RackPlacement::Sequence members;
      for (int first = g.first; first < g.end; first += serverSpec.serversPerSystem)
        members << systemRack(first);
      QVector<int> network;
      for (int l : g.leaves) {
        for (int p = 0; p < s.planes; ++p)
          network << leafDevice[p][l];
      }
      pods[g.pod] << placement.withNetworkRacks(members, placement.switchRacks(network));
      continue;
    }
    const int racks = std::max(1, ceilDiv(g.end - g.first, options.serversPerRack));
    QVector<QVector<int>> inRack(racks);
    QVector<int> network;
    for (int l : g.leaves) {
      for (int p = 0; p < s.planes; ++p) {
        if (s.rail) {
          network << leafDevice[p][l];
          continue;
        }
        // A leaf without rail optimisation sits with its servers (the middle one's rack); a
        // spare leaf of a partial unit with the unit's last server.
        const auto [first, end] = s.serversOfLeaf(l);
        const int anchor = end > first ? (first + end - 1) / 2 : std::max(g.first, g.end - 1);
        inRack[std::min(racks - 1, (anchor - g.first) / options.serversPerRack)]
            << leafDevice[p][l];
      }
    }
    RackPlacement::Sequence members;
    for (int r = 0; r < racks; ++r) {
      QVector<int> servers;
      for (int i = g.first + r * options.serversPerRack;
           i < std::min(g.end, g.first + (r + 1) * options.serversPerRack); ++i) {
        servers << serverDevice[i];
      }
      members << placement.serverRack(servers, inRack[r]);
    }
    pods[g.pod] << placement.withNetworkRacks(members, placement.switchRacks(network));
  }
  RackPlacement::Units hall;
  for (int pod = 0; pod < s.pods; ++pod) {
    if (s.tiers != 3) {
      hall += pods[pod];
      continue;
    }
    QVector<int> podSpines;
    for (int p = 0; p < s.planes; ++p) {
      for (int j = pod * s.spinesPerPod; j < (pod + 1) * s.spinesPerPod; ++j)
        podSpines << spineDevice[p][j];
    }
    hall += placement.withNetworkUnit(pods[pod], placement.switchRacks(podSpines));
  }
  QVector<int> top;
  for (int p = 0; p < s.planes; ++p)
    top += s.tiers == 3 ? coreDevice[p] : spineDevice[p];
  hall = placement.withNetworkUnit(hall, placement.switchRacks(top));
  placement.finish(hall);

  // ---- Links --------------------------------------------------------------------------------
  auto& links = f->links;
  links.reserve(qsizetype(s.servers) * linksPerServer + qsizetype(s.planes) * s.leaves * s.uplinks +
                qsizetype(s.planes) * s.spines * s.spineUplinks);
  const int upBase = ceilDiv(s.downlinks, s.ppc) * s.ppc;
  const int spineUpBase = ceilDiv(s.spineDownlinks, s.ppc) * s.ppc;
  const int switchPorts = int(switchCages.size()) * s.ppc;
  const auto checkPort = [&](int port, const char* what) {
    if (port >= switchPorts) {
      throw GeneratorError(tr("internal: %1 port %2 beyond the %3 ports of %4")
                               .arg(QLatin1String(what))
                               .arg(port + 1)
                               .arg(switchPorts)
                               .arg(switchId));
    }
  };
  for (int p = 0; p < s.planes; ++p) {
    for (int i = 0; i < s.servers; ++i) {
      for (int r = 0; r < s.rails; ++r) {
        const EndpointTemplate& e = endpoints[p * s.rails + r];
        const PortRef lower{e.bay < 0 ? serverDevice[i] : adapterDevice[i][e.bay], e.cage, e.sub};
        int leaf = 0;
        int port = 0;
        if (s.rail) {
          leaf = (i / s.suSize) * s.leavesPerSu + r;
          port = i % s.suSize;
        } else {
          leaf = s.leafOfServer(i);
          port = s.slotOnLeaf(i) * s.rails + r;
        }
        checkPort(port, "leaf downlink");
        links.push_back({lower, switchPort(leafDevice[p][leaf], port), Tier::ServerLeaf});
      }
    }
    for (int l = 0; l < s.leaves; ++l) {
      const int pod = s.podOfLeaf(l);
      const int inPod = l - s.podFirstLeaf[pod];
      for (int j = 0; j < s.uplinks; ++j) {
        const int spine = (s.tiers == 3 ? pod * s.spinesPerPod : 0) + j / s.k;
        const int spinePort = inPod * s.k + j % s.k;
        checkPort(upBase + j, "leaf uplink");
        checkPort(spinePort, "spine downlink");
        links.push_back({switchPort(leafDevice[p][l], upBase + j),
                         switchPort(spineDevice[p][spine], spinePort), Tier::LeafSpine});
      }
    }
    if (s.tiers != 3)
      continue;
    for (int j = 0; j < s.spines; ++j) {
      const int pod = j / s.spinesPerPod;
      const int group = j % s.spinesPerPod;
      for (int t = 0; t < s.spineUplinks; ++t) {
        const int core = group * s.coresPerGroup + t / s.k2;
        const int corePort = pod * s.k2 + t % s.k2;
        checkPort(spineUpBase + t, "spine uplink");
        checkPort(corePort, "core downlink");
        links.push_back({switchPort(spineDevice[p][j], spineUpBase + t),
                         switchPort(coreDevice[p][core], corePort), Tier::SpineCore});
      }
    }
  }
  return f;
}

}  // namespace rackwright::generator
