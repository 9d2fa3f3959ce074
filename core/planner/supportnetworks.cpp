#include "core/editing/racksystemplacement.h"
#include "core/model/networks.h"
#include "core/validation/checksupport.h"
#include "fabricwiring.h"
#include "generatornames.h"
#include "supportbuilder.h"

#include <algorithm>
#include <cmath>

namespace rackwright::generator {

// ---- Storage ---------------------------------------------------------------------------------

void SupportBuilder::buildStorage() {
  const StorageFabricPreset& s = mPreset.storage;
  const NetworkBudget* budget = mPlan.network(Networks::key(BuiltInNetwork::Storage));
  if (!budget)
    return;
  const QString& net = Networks::key(BuiltInNetwork::Storage);
  const QString& part = s.switchPart;
  const int rate = s.linkRateGbps;
  const int sus = mPlan.sus;
  QVector<QVector<ObjectId>> nodeLeaves(sus);
  QVector<ObjectId> allLeaves;
  QVector<int> uplinksOf;
  QVector<int> firstUplinkOf;
  for (int su = 0; su < sus; ++su) {
    const int leaves = ClusterPlanner::storageNodeLeaves(mPlan.nodesInSu(su), s);
    for (int k = 0; k < leaves; ++k) {
      const ObjectId leaf = place(
          part, QStringLiteral("stor-su%1-leaf%2").arg(GeneratorNames::number(su, sus)).arg(k + 1),
          net);
      nodeLeaves[su] << leaf;
      allLeaves << leaf;
      uplinksOf << s.nodeLeafUplinks;
      firstUplinkOf << s.nodeLeafDownlinks;
    }
  }
  const int nodeLeafCount = int(allLeaves.size());
  QVector<QVector<ObjectId>> applianceLeaves(sus);
  for (int su = 0; su < sus; ++su) {
    for (int k = 0; k < s.applianceLeavesPerSu; ++k) {
      const ObjectId leaf = place(
          part, QStringLiteral("stor-su%1-app%2").arg(GeneratorNames::number(su, sus)).arg(k + 1),
          net);
      allLeaves << leaf;
      applianceLeaves[su] << leaf;
      uplinksOf << s.appliancePortsPerLeaf;
      firstUplinkOf << s.appliancePortsPerLeaf;
    }
  }
  const int spineCount = budget->role(QStringLiteral("spine"))->switches;
  QVector<ObjectId> spines;
  for (int k = 0; k < spineCount; ++k) {
    spines << place(
        part, QStringLiteral("stor-spine-%1").arg(GeneratorNames::number(k, spineCount)), net);
  }

  // Nodes: port p of node i of an SU goes to the leaves of the SU's p-th half, so a node's two
  // storage links land on two leaves.
  for (int su = 0; su < sus; ++su) {
    const int count = mPlan.nodesInSu(su);
    const int half = int(nodeLeaves[su].size()) / std::max<int>(1, int(s.nodePorts.size()));
    for (int i = 0; i < count; ++i) {
      const ObjectId node = mNodes.value(su * mPreset.compute.suSize + i);
      if (node.isNull())
        continue;
      for (int p = 0; p < s.nodePorts.size(); ++p) {
        const int leafIndex = p * half + i / s.nodeLeafDownlinks;
        const ObjectId leaf = nodeLeaves[su].value(leafIndex);
        const Port nodePort{node, s.nodePorts[p], 0};
        const Port leafPort = fabricPort(leaf, i % s.nodeLeafDownlinks, rate);
        optical(nodePort, leafPort, QStringLiteral("node-leaf"), net,
                QStringLiteral("ST-%1-%2").arg(nameOf(node), nodePort.cage));
      }
    }
  }
  placeStorageAppliances(applianceLeaves);
  // Leaf uplinks dealt over the spines in turn, leaf after leaf (ClusterPlanner sizes the
  // spines for this dealing).
  int dealt = 0;
  for (int l = 0; l < allLeaves.size(); ++l) {
    for (int u = 0; u < uplinksOf[l]; ++u) {
      const ObjectId spine = spines[dealt++ % spineCount];
      const Port leafPort = fabricPort(allLeaves[l], firstUplinkOf[l] + u, rate);
      const Port spinePort = fabricPort(spine, mNextPort[spine]++, rate);
      optical(leafPort, spinePort, QStringLiteral("leaf-spine"), net,
              QStringLiteral("SS-%1-%2")
                  .arg(nameOf(allLeaves[l]),
                       GeneratorNames::logicalPort(cageOf(leafPort), leafPort.sub)));
    }
  }
  // The storage fabric's UFM pair: each appliance's two ports on two different node leaves.
  const int ufmOffset = int(mUfms.size()) / 2;
  for (int t = 0; t < s.ufmLinks && nodeLeafCount > 0; ++t) {
    const ObjectId ufm = mUfms.value(ufmOffset + t / 2);
    if (ufm.isNull())
      break;
    const ObjectId leaf = allLeaves[t % nodeLeafCount];
    const Port ufmPort{ufm, QStringLiteral("IB%1").arg(t % 2 + 1), 0};
    const Port leafPort =
        fabricPort(leaf, s.nodeLeafDownlinks + s.nodeLeafUplinks + t / nodeLeafCount, rate);
    optical(ufmPort, leafPort, QStringLiteral("ufm-leaf"), net,
            QStringLiteral("SU-%1-%2").arg(nameOf(ufm), ufmPort.cage));
  }
  const int appliancePorts = sus * s.applianceLeavesPerSu * s.appliancePortsPerLeaf;
  const int taken = mPlan.storageAppliances * int(s.applianceDataPorts.size());
  if (appliancePorts > taken) {
    mNotes << tr("Storage: %1 of the storage leaves' %2 appliance ports are left for the storage "
                 "product chosen (its ports and cabling come from its vendor)")
                  .arg(appliancePorts - taken)
                  .arg(appliancePorts);
  }
  if (mPlan.storageAppliances > 0) {
    mNotes << tr("Storage: the storage appliances (%1 × %2) stand in for the storage product; "
                 "replace them with the vendor's nodes")
                  .arg(mPlan.storageAppliances)
                  .arg(s.appliancePart);
  }
}

void SupportBuilder::placeStorageAppliances(const QVector<QVector<ObjectId>>& applianceLeaves) {
  const StorageFabricPreset& s = mPreset.storage;
  const QString& net = Networks::key(BuiltInNetwork::Storage);
  const int count = mPlan.storageAppliances;
  const int sus = int(applianceLeaves.size());
  if (count <= 0 || sus == 0 || s.applianceLeavesPerSu <= 0)
    return;
  const Part* appliancePart = mLibrary.findPart(s.appliancePart);
  const Part* leafPart = mLibrary.findPart(s.switchPart);
  const int dataPorts = int(s.applianceDataPorts.size());
  for (int a = 0; a < count; ++a) {
    const ObjectId appliance =
        place(s.appliancePart, QStringLiteral("storage-%1").arg(GeneratorNames::number(a, count)),
              net, RackGroup::Storage);
    mAppliances << appliance;
    // The appliances are dealt over the scalable units in turn, so every unit's storage leaves
    // carry as many; within a unit an appliance's data ports alternate over its storage
    // leaves, so with two leaves per unit an appliance is on both.
    const int su = a % sus;
    const int inUnit = a / sus;
    Device device = *mDesign.find<Device>(appliance);
    for (int p = 0; p < dataPorts; ++p) {
      const int slot = inUnit * dataPorts + p;
      const QVector<ObjectId>& leaves = applianceLeaves[su];
      const ObjectId leaf = leaves[slot % leaves.size()];
      const Port appliancePort{appliance, s.applianceDataPorts[p], 0};
      const Port leafPort = fabricPort(leaf, int(slot / leaves.size()), s.linkRateGbps);
      optical(appliancePort, leafPort, QStringLiteral("appliance-leaf"), net,
              QStringLiteral("SA-%1-%2").arg(nameOf(appliance), appliancePort.cage));
      // A port whose default link layer is not the leaf's (the generic appliance defaults to
      // InfiniBand, a Spectrum-X storage fabric runs Ethernet) is set to the leaf's, so the
      // design records the mode PR-02 asks for.
      const CageDefinition& cage = cageOf(appliancePort);
      const std::optional<Protocol> own =
          checks::defaultProtocol(checks::protocolFacts(*appliancePart, cage, std::nullopt));
      const std::optional<Protocol> leafProtocol =
          checks::defaultProtocol(checks::protocolFacts(*leafPart, cageOf(leafPort), std::nullopt));
      if (own && leafProtocol && own != leafProtocol && cage.protocols.contains(*leafProtocol))
        device.cageConfig.insert(cage.name, CageConfig{false, *leafProtocol});
    }
    mDesign.update(device);
  }
}

// ---- In-band ---------------------------------------------------------------------------------

void SupportBuilder::buildInBand() {
  const InBandPreset& in = mPreset.inband;
  const NetworkBudget* budget = mPlan.network(Networks::key(BuiltInNetwork::InBand));
  const QString& net = Networks::key(BuiltInNetwork::InBand);
  const int leaves = budget->role(QStringLiteral("leaf"))->switches;
  const int coreCount = budget->role(QStringLiteral("core"))->switches;
  const int ports = budget->role(QStringLiteral("leaf"))->portsPerSwitch;
  const int uplinks = in.leafUplinksPerCore * in.cores;
  const int access = ports - uplinks - in.peerLinksPerPair;
  const int pairs = leaves / 2;
  QVector<std::array<ObjectId, 2>> pairLeaves;
  for (int k = 0; k < pairs; ++k) {
    const QString number = GeneratorNames::number(k, pairs);
    keepTogether(2 * unitsOf(in.switchPart));
    pairLeaves.push_back(
        {place(in.switchPart, QStringLiteral("inband-leaf-%1a").arg(number), net),
         place(in.switchPart, QStringLiteral("inband-leaf-%1b").arg(number), net)});
  }
  for (int k = 0; k < coreCount; ++k) {
    mInbandCores << place(
        in.switchPart, QStringLiteral("inband-core-%1").arg(GeneratorNames::number(k, coreCount)),
        net);
  }
  // Access: every node's two bonded ports, then the head nodes', one on each leaf of a pair.
  struct Endpoint {
    ObjectId device;
    QStringList ports;
    QString group;
  };
  QVector<Endpoint> endpoints;
  for (const ObjectId& node : std::as_const(mNodes))
    endpoints.push_back({node, in.nodePorts, QStringLiteral("node-leaf")});
  for (const ObjectId& nic : std::as_const(mHeadNodeNics))
    endpoints.push_back(
        {nic, {QStringLiteral("P1"), QStringLiteral("P2")}, QStringLiteral("head-node-leaf")});
  // The NFS storage ports the RA keeps on the in-band leaves take the first storage
  // appliances' in-band ports, as many as there are.
  const QStringList& nfsPorts = mPreset.storage.applianceInBandPorts;
  const int nfsAppliances =
      nfsPorts.isEmpty()
          ? 0
          : std::min<int>(int(mAppliances.size()), in.storageLinks / int(nfsPorts.size()));
  for (int a = 0; a < nfsAppliances; ++a)
    endpoints.push_back({mAppliances[a], nfsPorts, QStringLiteral("storage-leaf")});
  for (int e = 0; e < endpoints.size(); ++e) {
    const auto& leafPair = pairLeaves.value(e / access);
    for (int side = 0; side < 2 && side < endpoints[e].ports.size(); ++side) {
      const Port endpoint{endpoints[e].device, endpoints[e].ports[side], 0};
      const Port leafPort = numbered(leafPair[side], e % access + 1);
      assembly(kAoc100, endpoint, leafPort, endpoints[e].group, net,
               QStringLiteral("IN-%1-%2").arg(nameOf(endpoint.device), endpoint.cage));
    }
  }
  for (const auto& leafPair : std::as_const(pairLeaves)) {
    for (int k = 0; k < in.peerLinksPerPair; ++k) {
      const Port a = numbered(leafPair[0], access + 1 + k);
      const Port b = numbered(leafPair[1], access + 1 + k);
      assembly(kDac100, a, b, QStringLiteral("peer"), net,
               QStringLiteral("IP-%1-%2").arg(nameOf(a.device), a.cage));
    }
    for (const ObjectId& leaf : leafPair) {
      for (int u = 0; u < uplinks; ++u) {
        const ObjectId core = mInbandCores[u % coreCount];
        const Port leafPort = numbered(leaf, access + in.peerLinksPerPair + 1 + u);
        const Port corePort = numbered(core, ++mNextPort[core]);
        assembly(kAoc100, leafPort, corePort, QStringLiteral("leaf-core"), net,
                 QStringLiteral("IC-%1-%2").arg(nameOf(leaf), leafPort.cage));
      }
    }
  }
  if (in.siteUplinks > 0) {
    mNotes << tr("In-band: the %1 uplinks to the site network are left free on the cores (the "
                 "site side is not part of the design)")
                  .arg(in.siteUplinks);
  }
  const int nfsLeft = in.storageLinks - nfsAppliances * int(nfsPorts.size());
  if (nfsLeft > 0) {
    mNotes << tr("In-band: %1 of the %2 NFS storage links are left for the storage product "
                 "chosen")
                  .arg(nfsLeft)
                  .arg(in.storageLinks);
  }
}

// ---- Compute UFM -----------------------------------------------------------------------------

void SupportBuilder::attachComputeUfm() {
  const int links = mPreset.compute.ufmLinks;
  if (links <= 0 || mUfms.isEmpty())
    return;
  // The slot the compute fabric leaves free (the node given up for the UFM): free ports of the
  // leaves' fitted twin-port modules, one leaf per link, in name order.
  QVector<std::pair<QString, ObjectId>> leaves;
  for (const Device& device : mDesign.all<Device>()) {
    if (device.network == Networks::key(BuiltInNetwork::Compute) &&
        device.name.startsWith(QLatin1String("leaf")))
      leaves.push_back({device.name, device.id});
  }
  std::sort(leaves.begin(), leaves.end());
  QVector<Port> free;
  for (const auto& [name, leaf] : std::as_const(leaves)) {
    if (free.size() == links)
      break;
    QVector<ObjectId> modules = mDesign.modulesInDevice(leaf);
    std::sort(modules.begin(), modules.end(), [this](const ObjectId& a, const ObjectId& b) {
      return mDesign.find<Module>(a)->cage < mDesign.find<Module>(b)->cage;
    });
    bool found = false;
    for (const ObjectId& moduleId : std::as_const(modules)) {
      const Module* module = mDesign.find<Module>(moduleId);
      const Part* part = mLibrary.findPart(module->typeId);
      const auto& opticalPorts = part->transceiver()->opticalPorts;
      for (int sub = 0; sub < opticalPorts.size() && !found; ++sub) {
        if (mDesign.cablesAttachedAt(moduleId, opticalPorts[sub].name).isEmpty()) {
          free << Port{leaf, module->cage, sub};
          found = true;
        }
      }
      if (found)
        break;
    }
  }
  // Where the nodes fill the fitted modules (an even number on every leaf), the slot is a leaf
  // cage of its own: the first empty one of a leaf not used yet, which gets a module below.
  for (const auto& [name, leaf] : std::as_const(leaves)) {
    if (free.size() == links)
      break;
    if (std::any_of(free.cbegin(), free.cend(),
                    [&leafId = leaf](const Port& p) { return p.device == leafId; }))
      continue;
    const Device* device = mDesign.find<Device>(leaf);
    const Part* part = device ? mLibrary.findPart(device->typeId) : nullptr;
    const QVector<ObjectId> fitted = mDesign.modulesInDevice(leaf);
    if (!part || !part->device() || fitted.isEmpty())
      continue;
    // A cage of the kind the leaf's fabric modules sit in (not its management port).
    const CageDefinition* fabricCage =
        part->device()->cage(mDesign.find<Module>(fitted.front())->cage);
    for (const CageDefinition& cage : part->device()->cages) {
      if (fabricCage && cage.formFactor == fabricCage->formFactor &&
          mDesign.modulesInCage(leaf, cage.name).isEmpty() &&
          mDesign.cablesAttachedAt(leaf, cage.name).isEmpty()) {
        free << Port{leaf, cage.name, 0};
        break;
      }
    }
  }
  if (free.size() < links) {
    mNotes << tr("Compute: %1 of the %2 UFM links found a free leaf port; the rest are not "
                 "wired")
                  .arg(free.size())
                  .arg(links);
  }
  const QString& net = Networks::key(BuiltInNetwork::Compute);
  for (int t = 0; t < free.size(); ++t) {
    const ObjectId ufm = mUfms.value(t / 2);
    const Port ufmPort{ufm, QStringLiteral("IB%1").arg(t % 2 + 1), 0};
    optical(ufmPort, free[t], QStringLiteral("ufm-leaf"), net,
            QStringLiteral("CU-%1-%2").arg(nameOf(ufm), ufmPort.cage));
  }
}

// ---- Out-of-band -----------------------------------------------------------------------------

void SupportBuilder::buildOutOfBand() {
  const OutOfBandPreset& o = mPreset.oob;
  const NetworkBudget* budget = mPlan.network(Networks::key(BuiltInNetwork::OutOfBand));
  const QString& net = Networks::key(BuiltInNetwork::OutOfBand);
  // Every racked device with a management port, in hall order (rack, then from the top), so
  // an OOB switch serves neighbouring racks.
  struct Endpoint {
    int rack;
    double positionU;
    QString name;
    ObjectId device;
    QString cage;
    QString group;
    ObjectId rackId;
  };
  // Rack-scale systems: each rack's own management switches serve the rack (by name).
  QHash<ObjectId, QVector<ObjectId>> rackSwitches;
  for (const Device& device : mDesign.all<Device>()) {
    const RackSystemMember* member = RackSystemPlacement::memberOf(mDesign, device);
    if (member && member->role == RackSystemRole::ManagementSwitch)
      rackSwitches[device.rackId] << device.id;
  }
  for (QVector<ObjectId>& switches : rackSwitches) {
    std::sort(switches.begin(), switches.end(),
              [this](const ObjectId& a, const ObjectId& b) { return nameOf(a) < nameOf(b); });
  }
  QVector<Endpoint> endpoints;
  const auto addEndpoint = [&](const Device& device) {
    if (!device.parentId.isNull() || device.typeId == o.switchPart)
      return;
    // A management switch of a system rack is an access switch itself.
    if (rackSwitches.value(device.rackId).contains(device.id))
      return;
    const Part* part = mLibrary.findPart(device.typeId);
    if (!part || !part->device())
      return;
    const QStringList oobOnly{net};
    const CageDefinition* cage = part->device()->cage(QStringLiteral("BMC"));
    if (!cage)
      cage = part->device()->cage(QStringLiteral("MGMT"));
    if (!cage) {
      // A console server's network port ("NET1"): the first Ethernet port of the OOB network.
      for (const CageDefinition& candidate : part->device()->cages) {
        if (candidate.networks == oobOnly && candidate.protocols.contains(Protocol::Ethernet)) {
          cage = &candidate;
          break;
        }
      }
    }
    if (!cage || cage->networks != oobOnly)
      return;
    const DeviceRole role = part->device()->role;
    const QString group = part->kind == PartKind::Switch      ? QStringLiteral("switch-management")
                          : mPdus.contains(device.id)         ? QStringLiteral("pdu")
                          : role == DeviceRole::Pdu           ? QStringLiteral("power-shelf")
                          : role == DeviceRole::Storage       ? QStringLiteral("appliance-bmc")
                          : role == DeviceRole::ConsoleServer ? QStringLiteral("console-server")
                                                              : QStringLiteral("bmc");
    endpoints.push_back({mRacks.value(device.rackId).index, device.positionU, device.name,
                         device.id, cage->name, group, device.rackId});
  };
  for (const Device& device : mDesign.all<Device>())
    addEndpoint(device);
  // The access switches: enough for every endpoint and for the PDUs of every rack, the
  // management racks the switches themselves open included.
  const int otherAccess = int(std::count_if(endpoints.begin(), endpoints.end(), [&](const auto& e) {
    return rackSwitches.value(e.rackId).isEmpty();
  }));
  const double switchUnits = unitsOf(o.switchPart);
  const int rackPdus = pdusToPlace();
  // The console servers go into the racks of the switches they serve, opening none.
  const int consoleServers = consoleServersToPlace();
  const auto neededPdus = [&](int count) {
    return rackPdus + racksOpenedBy(count, switchUnits) * mPreset.pdusPerManagementRack;
  };
  const auto neededFor = [&](int count) {
    return (otherAccess + neededPdus(count) + consoleServers + o.portsFilled - 1) / o.portsFilled;
  };
  const int planned = budget->role(QStringLiteral("access"))->switches;
  int count = planned;
  while (neededFor(count) > count)
    ++count;
  if (count > planned) {
    mNotes << (consoleServers > 0
                   ? tr("Out-of-band: %1 access switches where the plan counts %2: the hall as "
                        "generated has %3 PDUs and %5 console servers in its racks, where the "
                        "plan counts %4 and %6 for the reference architecture's racks")
                         .arg(count)
                         .arg(planned)
                         .arg(neededPdus(count))
                         .arg(mPlan.pdus)
                         .arg(consoleServers)
                         .arg(mPlan.consoleServers)
                   : tr("Out-of-band: %1 access switches where the plan counts %2: the hall as "
                        "generated has %3 PDUs in its racks, where the plan counts %4 for the "
                        "reference architecture's racks")
                         .arg(count)
                         .arg(planned)
                         .arg(neededPdus(count))
                         .arg(mPlan.pdus));
  }
  for (int k = 0; k < count; ++k) {
    mOobSwitches << place(o.switchPart,
                          QStringLiteral("oob-%1").arg(GeneratorNames::number(k, count)), net);
  }
  for (const ObjectId& pdu : placePdus())
    addEndpoint(*mDesign.find<Device>(pdu));
  // After every other device, so that each finds the units left free in its rack.
  const QVector<ObjectId> placedConsoleServers = placeConsoleServers();
  if (placedConsoleServers.size() != consoleServers) {
    throw GeneratorError(tr("the generator counted %1 console servers and placed %2")
                             .arg(consoleServers)
                             .arg(placedConsoleServers.size()));
  }
  for (const ObjectId& server : placedConsoleServers)
    addEndpoint(*mDesign.find<Device>(server));
  std::sort(endpoints.begin(), endpoints.end(), [](const Endpoint& a, const Endpoint& b) {
    if (a.rack != b.rack)
      return a.rack < b.rack;
    if (a.positionU != b.positionU)
      return a.positionU > b.positionU;
    return a.name < b.name;
  });
  // Endpoints in a system rack go to the rack's management switches in turn; the others fill
  // the access switches in the management racks.
  QVector<Endpoint> access;
  QHash<ObjectId, int> takenInRack;
  for (const Endpoint& endpoint : std::as_const(endpoints)) {
    const QVector<ObjectId> switches = rackSwitches.value(endpoint.rackId);
    if (switches.isEmpty()) {
      access << endpoint;
      continue;
    }
    const int k = takenInRack[endpoint.rackId]++;
    if (k / switches.size() >= o.accessPorts) {
      throw GeneratorError(tr("the management switches of rack %1 have fewer ports than its "
                              "members' management ports")
                               .arg(mDesign.find<Rack>(endpoint.rackId)->name));
    }
    assembly(kCopper1G, Port{endpoint.device, endpoint.cage, 0},
             numbered(switches[k % switches.size()], k / switches.size() + 1), endpoint.group, net,
             QStringLiteral("OB-%1-%2").arg(endpoint.name, endpoint.cage));
  }
  // The count above predicts the racks place() opens; should the two ever part, say so rather
  // than wire past the last switch.
  if (access.size() > mOobSwitches.size() * o.portsFilled) {
    throw GeneratorError(tr("the out-of-band network has %1 management ports, more than its %2 "
                            "access switches take; the generator miscounted its racks")
                             .arg(access.size())
                             .arg(mOobSwitches.size()));
  }
  for (int e = 0; e < access.size(); ++e) {
    const Endpoint& endpoint = access[e];
    const ObjectId oob = mOobSwitches[e / o.portsFilled];
    assembly(kCopper1G, Port{endpoint.device, endpoint.cage, 0},
             numbered(oob, e % o.portsFilled + 1), endpoint.group, net,
             QStringLiteral("OB-%1-%2").arg(endpoint.name, endpoint.cage));
  }
  // Every rack's management switches uplink into the in-band cores as the access switches do.
  QVector<ObjectId> uplinked = mOobSwitches;
  QVector<ObjectId> inRacks;
  for (const QVector<ObjectId>& switches : std::as_const(rackSwitches))
    inRacks += switches;
  std::sort(inRacks.begin(), inRacks.end(),
            [this](const ObjectId& a, const ObjectId& b) { return nameOf(a) < nameOf(b); });
  uplinked += inRacks;
  stats(net).devices += int(inRacks.size());
  // Uplinks into the in-band cores (the RA: "two uplinks per OOB to in-band").
  const int firstUplink = o.accessPorts + 1;
  for (int k = 0; k < uplinked.size(); ++k) {
    const Part& oobPart = partOf(uplinked[k]);
    for (int u = 0; u < o.uplinksPerSwitch; ++u) {
      const ObjectId core = mInbandCores.value((k * o.uplinksPerSwitch + u) % mInbandCores.size());
      const Port oobPort = numbered(uplinked[k], firstUplink + u);
      if (!oobPart.device()->cage(oobPort.cage))
        break;
      assembly(kAoc100, oobPort, numbered(core, ++mNextPort[core]), QStringLiteral("oob-uplink"),
               net, QStringLiteral("OU-%1-%2").arg(nameOf(oobPort.device), oobPort.cage));
    }
  }
  // UFM high availability: a direct 1 GbE link between the appliances of each pair.
  for (int k = 0; k + 1 < mUfms.size(); k += 2) {
    const Port a{mUfms[k], QStringLiteral("MGMT1"), 0};
    const Port b{mUfms[k + 1], QStringLiteral("MGMT1"), 0};
    assembly(kCopper1G, a, b, QStringLiteral("ufm-ha"), net,
             QStringLiteral("UH-%1-%2").arg(nameOf(a.device), a.cage));
  }
}

// ---- All -------------------------------------------------------------------------------------

void SupportBuilder::run(ClusterGeneratorResult& result) {
  readHall();
  openManagementRows();
  for (const QString& key :
       {Networks::key(BuiltInNetwork::Compute), Networks::key(BuiltInNetwork::Storage),
        Networks::key(BuiltInNetwork::InBand), Networks::key(BuiltInNetwork::OutOfBand)})
    stats(key);
  // Management gear: the UFM appliances (the first half serve the compute fabric, the rest the
  // storage fabric) and the head nodes with their in-band NIC.
  const bool storageUfm = mPreset.storage.ufmLinks > 0 && !mPreset.storage.switchPart.isEmpty();
  for (int k = 0; k < mPlan.ufmAppliances; ++k) {
    const bool compute = !storageUfm || k < mPlan.ufmAppliances / 2;
    mUfms << place(
        kUfmPart, QStringLiteral("ufm-%1").arg(GeneratorNames::number(k, mPlan.ufmAppliances)),
        compute ? Networks::key(BuiltInNetwork::Compute) : Networks::key(BuiltInNetwork::Storage));
  }
  const Part* head = mLibrary.findPart(kHeadNodePart);
  for (int k = 0; k < mPlan.headNodes; ++k) {
    const ObjectId node =
        place(kHeadNodePart,
              QStringLiteral("head-%1").arg(GeneratorNames::number(k, mPlan.headNodes)), QString());
    if (head && head->device() && !head->device()->adapterBays.isEmpty()) {
      const AdapterBayDefinition& bay = head->device()->adapterBays.front();
      mHeadNodeNics << addAdapter(node, bay.name, bay.defaultAdapter);
    }
  }
  attachComputeUfm();
  buildStorage();
  buildInBand();
  buildOutOfBand();
  finishOptics();
  result.networks = mStats;
  result.managementRacks = int(mManagement.racks.size());
  result.storageRacks = int(mStorage.racks.size());
  result.pdus = int(mPdus.size());
  result.consoleServers = int(mConsoleServers.size());
  result.notes << mNotes;
}

}  // namespace rackwright::generator
