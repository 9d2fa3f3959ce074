// The whole-cluster planner: every network of a preset sized for any number of scalable units,
// pinned to the one published reference architecture that prints its storage, in-band and OOB
// counts:
//
// RA-11333-001 V11 (DGX SuperPOD with DGX H100), Appendix A:
// - Table 7 "Major components of the 4 SU, 127-node DGX SuperPOD with SLURM": 38 racks, 127
//   DGX H100, 4 UFM appliances, 4 BCM management servers, 8 SN4600C in-band, 8 SN2201 OOB,
//   48 compute and 16 storage QM9700, 96 + 12 rack PDUs.
// - Table 8 "Estimate of cables required for a 4 SU, 127-node DGX SuperPOD" (rows quoted next to
//   each check below).
// https://docs.nvidia.com/dgx-superpod/reference-architecture-scalable-infrastructure-h100/latest/network-fabrics.html
// The compute fabric's own rows (Table 4) are in tst_superpodtables.
#include "core/catalog/catalog.h"
#include "core/catalog/racksystem.h"
#include "core/model/networks.h"
#include "core/planner/clusterplan.h"
#include "core/planner/clusterpresets.h"

#include <QJsonArray>
#include <QTest>

#include <cmath>

Q_DECLARE_METATYPE(rackwright::SettingNames)

using namespace rackwright;

namespace {

const QString& key(BuiltInNetwork n) {
  return Networks::key(n);
}

int groupLinks(const ClusterPlan& plan, BuiltInNetwork network, const char* group) {
  const NetworkBudget* b = plan.network(key(network));
  const ClusterLinkGroup* g = b ? b->group(QString::fromLatin1(group)) : nullptr;
  return g ? g->links : -1;
}

int roleSwitches(const ClusterPlan& plan, BuiltInNetwork network, const char* role) {
  const NetworkBudget* b = plan.network(key(network));
  const ClusterSwitchRole* r = b ? b->role(QString::fromLatin1(role)) : nullptr;
  return r ? r->switches : -1;
}

ClusterPlan planFor(const char* preset, int sus, int nodes = 0,
                    int storageAppliances = ClusterInputs::kFillStorageLeaves) {
  ClusterInputs in;
  in.preset = QString::fromLatin1(preset);
  in.sus = sus;
  in.nodes = nodes;
  in.storageAppliances = storageAppliances;
  return ClusterPlanner::plan(in, Catalog::builtIn());
}

/// The plan as the RA's tables count it: without the storage product, which the RA leaves to the
/// storage vendor (no appliances, no appliance BMCs on OOB, no storage racks), and without
/// console servers, which it does not list.
ClusterPlan raPlan(const char* preset, int sus) {
  ClusterInputs in;
  in.preset = QString::fromLatin1(preset);
  in.sus = sus;
  in.storageAppliances = 0;
  in.consoleServers = false;
  return ClusterPlanner::plan(in, Catalog::builtIn());
}

}  // namespace

class TestClusterPlan final : public QObject {
  Q_OBJECT

 private slots:
  void h100FourSuFollowsTable7() {
    const ClusterPlan plan = raPlan("dgx-h100-ib", 4);
    QCOMPARE(plan.nodes, 127);  // "127 DGX nodes"
    QCOMPARE(plan.ufmAppliances, 4);
    QCOMPARE(plan.headNodes, 4);  // "4 BCM Management servers"
    QCOMPARE(plan.network(key(BuiltInNetwork::Compute))->switches(), 48);
    QCOMPARE(plan.network(key(BuiltInNetwork::Storage))->switches(), 16);
    QCOMPARE(plan.network(key(BuiltInNetwork::InBand))->switches(), 8);
    QCOMPARE(plan.network(key(BuiltInNetwork::OutOfBand))->switches(), 8);
    QCOMPARE(plan.computeRacks + plan.managementRacks, 38);  // "38 Racks"
    QCOMPARE(plan.computeRacks * plan.preset->pdusPerComputeRack, 96);
    QCOMPARE(plan.managementRacks * plan.preset->pdusPerManagementRack, 12);
  }

  void h100FourSuFollowsTable8_data() {
    QTest::addColumn<int>("network");
    QTest::addColumn<QString>("group");
    QTest::addColumn<int>("links");
    const int storage = int(BuiltInNetwork::Storage);
    const int inband = int(BuiltInNetwork::InBand);
    const int oob = int(BuiltInNetwork::OutOfBand);
    const int compute = int(BuiltInNetwork::Compute);
    // Compute IB: 2040 NDR cables = node-leaf + leaf-spine; "UFM to leaf" 4 transceivers.
    QTest::newRow("compute: 1016 of the 2040 NDR cables, DGX to leaf")
        << compute << "node-leaf" << 1016;
    QTest::newRow("compute: 1024 of the 2040 NDR cables, leaf to spine")
        << compute << "leaf-spine" << 1024;
    QTest::newRow("compute: 4 UFM system transceivers") << compute << "ufm-leaf" << 4;
    // Storage IB: 494 "DGX H100 systems to leaf, leaf to spine"; 254 DGX system transceivers;
    // 48 "NDR Cables, 2x 200 Gbps, Storage".
    QTest::newRow("storage: 254 DGX system transceivers") << storage << "node-leaf" << 254;
    QTest::newRow("storage: 494 - 254 leaf to spine") << storage << "leaf-spine" << 240;
    QTest::newRow("storage: 48 storage cables") << storage << "appliance-leaf" << 48;
    QTest::newRow("storage: 4 UFM system transceivers") << storage << "ufm-leaf" << 4;
    // In-band Ethernet: 254 DGX AOCs, 8 management nodes, 8 NFS storage, 6 ISL, 24 leaf-core,
    // 4 uplinks to the core DC.
    QTest::newRow("in-band: 254 DGX links") << inband << "node-leaf" << 254;
    QTest::newRow("in-band: 8 management nodes") << inband << "head-node-leaf" << 8;
    QTest::newRow("in-band: 8 NFS storage") << inband << "storage-leaf" << 8;
    QTest::newRow("in-band: 6 ISL cables") << inband << "peer" << 6;
    QTest::newRow("in-band: 24 leaf-core cables") << inband << "leaf-core" << 24;
    QTest::newRow("in-band: 4 uplinks to core DC") << inband << "site-uplink" << 4;
    // OOB Ethernet: 127 DGX, 64 IB switches + 8 in-band switches, 8 management/UFM nodes,
    // 108 PDUs, 16 "two uplinks per OOB to in-band", 2 "UFM back-to-back".
    QTest::newRow("oob: 127 DGX + 8 management/UFM nodes") << oob << "bmc" << 135;
    QTest::newRow("oob: 64 IB + 8 in-band switches") << oob << "switch-management" << 72;
    QTest::newRow("oob: 108 PDUs") << oob << "pdu" << 108;
    QTest::newRow("oob: 16 uplinks") << oob << "oob-uplink" << 16;
    QTest::newRow("oob: 2 UFM back-to-back") << oob << "ufm-ha" << 2;
  }
  void h100FourSuFollowsTable8() {
    QFETCH(int, network);
    QFETCH(QString, group);
    QFETCH(int, links);
    const ClusterPlan plan = raPlan("dgx-h100-ib", 4);
    QCOMPARE(groupLinks(plan, BuiltInNetwork(network), group.toLatin1().constData()), links);
  }

  void h100StorageTransceiversFollowTable8() {
    // "369 Switch Transceivers, Leaf and spine transceivers" (the storage side's own modules
    // are "Varies"), "254 DGX System Transceivers, QSFP112".
    const ClusterPlan plan = raPlan("dgx-h100-ib", 4);
    const NetworkBudget* storage = plan.network(key(BuiltInNetwork::Storage));
    int switchSide = 0;
    for (const char* group : {"node-leaf", "leaf-spine", "ufm-leaf"})
      switchSide += storage->group(QString::fromLatin1(group))->switchTransceivers;
    QCOMPARE(switchSide, 369);
    QCOMPARE(storage->group(QStringLiteral("node-leaf"))->nodeTransceivers, 254);
    // "494 NDR Cables, DGX H100 systems to leaf, leaf to spine".
    QCOMPARE(storage->group(QStringLiteral("node-leaf"))->cables +
                 storage->group(QStringLiteral("leaf-spine"))->cables,
             494);
  }

  void everyNetworkFitsItsSwitches_data() {
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("sus");
    // Up to about 4,000 nodes: beyond, the in-band pattern's cores run out of ports (its limit
    // is tested below).
    for (const ClusterPreset& preset : ClusterPresets::all()) {
      for (int sus : {1, 2, 3, 4, 8, 16}) {
        if (sus * preset.compute.suSize > 600)
          continue;
        QTest::addRow("%s, %d SU", qPrintable(preset.key), sus) << preset.key << sus;
      }
    }
  }
  void everyNetworkFitsItsSwitches() {
    QFETCH(QString, preset);
    QFETCH(int, sus);
    const ClusterPlan plan = planFor(preset.toLatin1().constData(), sus);
    QCOMPARE(plan.sus, sus);
    QCOMPARE(plan.nodes, sus * plan.preset->compute.suSize - plan.preset->compute.ufmNodeSlots);
    QCOMPARE(plan.networks.size(), 4);
    for (const NetworkBudget& network : plan.networks) {
      QVERIFY2(network.switches() > 0, qPrintable(network.network));
      for (const ClusterSwitchRole& role : network.roles) {
        QVERIFY2(role.portsUsed <= role.switches * role.portsPerSwitch,
                 qPrintable(QStringLiteral("%1 %2: %3 ports used of %4")
                                .arg(network.network, role.role)
                                .arg(role.portsUsed)
                                .arg(role.switches * role.portsPerSwitch)));
      }
    }
    // The compute leaves' ports used are the links that land on them: the nodes', the uplinks
    // and the UFM's (the node slot reserved for the UFM counts only the links it takes).
    const int ufmLinks = std::max(0, groupLinks(plan, BuiltInNetwork::Compute, "ufm-leaf"));
    QCOMPARE(plan.network(key(BuiltInNetwork::Compute))->role(QStringLiteral("leaf"))->portsUsed,
             groupLinks(plan, BuiltInNetwork::Compute, "node-leaf") +
                 groupLinks(plan, BuiltInNetwork::Compute, "leaf-spine") + ufmLinks);
    // Every node reaches every network: both storage and both in-band ports, and its BMC.
    QCOMPARE(groupLinks(plan, BuiltInNetwork::Storage, "node-leaf"), 2 * plan.nodes);
    QCOMPARE(groupLinks(plan, BuiltInNetwork::InBand, "node-leaf"), 2 * plan.nodes);
    // A rack-scale system's compute trays and NVLink switch trays have BMCs, its power shelves
    // are managed like PDUs, and all of them go to the rack's own management switches.
    const RackSystemPtr system = plan.preset->system.isEmpty()
                                     ? nullptr
                                     : Catalog::builtIn().findSystem(plan.preset->system);
    const int inRacks =
        system ? plan.nodes + plan.computeRacks * (system->count(RackSystemRole::NvlinkSwitchTray) +
                                                   system->count(RackSystemRole::PowerShelf))
               : 0;
    const int shelves = system ? plan.computeRacks * system->count(RackSystemRole::PowerShelf) : 0;
    QCOMPARE(groupLinks(plan, BuiltInNetwork::OutOfBand, "bmc"),
             (system ? inRacks - shelves : plan.nodes) + plan.ufmAppliances + plan.headNodes);
    QCOMPARE(groupLinks(plan, BuiltInNetwork::OutOfBand, "power-shelf"), shelves);
    if (system) {
      QCOMPARE(roleSwitches(plan, BuiltInNetwork::OutOfBand, "rack-management"),
               plan.computeRacks * system->count(RackSystemRole::ManagementSwitch));
      QCOMPARE(plan.network(key(BuiltInNetwork::OutOfBand))->role("rack-management")->portsUsed,
               inRacks);
      QCOMPARE(plan.pdus,
               (plan.managementRacks + plan.storageRacks) * plan.preset->pdusPerManagementRack);
    }
    // Every switch of every network is managed over OOB (the OOB switches themselves aside).
    QCOMPARE(groupLinks(plan, BuiltInNetwork::OutOfBand, "switch-management"),
             plan.switches() - plan.network(key(BuiltInNetwork::OutOfBand))->switches());
    // The access switches carry every other endpoint within their planned fill.
    const int endpoints = groupLinks(plan, BuiltInNetwork::OutOfBand, "bmc") +
                          groupLinks(plan, BuiltInNetwork::OutOfBand, "appliance-bmc") +
                          groupLinks(plan, BuiltInNetwork::OutOfBand, "power-shelf") - inRacks +
                          groupLinks(plan, BuiltInNetwork::OutOfBand, "switch-management") +
                          groupLinks(plan, BuiltInNetwork::OutOfBand, "pdu") +
                          groupLinks(plan, BuiltInNetwork::OutOfBand, "console-server");
    QVERIFY(endpoints <=
            roleSwitches(plan, BuiltInNetwork::OutOfBand, "access") * plan.preset->oob.portsFilled);
    QVERIFY(endpoints > (roleSwitches(plan, BuiltInNetwork::OutOfBand, "access") - 1) *
                            plan.preset->oob.portsFilled);
  }

  void storageAppliancesFillTheStorageLeaves_data() {
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("sus");
    for (const ClusterPreset& preset : ClusterPresets::all()) {
      for (int sus : {1, 4})
        QTest::addRow("%s, %d SU", qPrintable(preset.key), sus) << preset.key << sus;
    }
  }
  void storageAppliancesFillTheStorageLeaves() {
    // By default the generic appliance takes every appliance port of the storage leaves, one
    // link per port (H100: 12 ports per SU, 6 appliances with two 400G ports), with its
    // transceivers, its BMC on OOB and racks of its own (2U each, as densely as the management
    // racks: 8 in a rack of 16 U).
    QFETCH(QString, preset);
    QFETCH(int, sus);
    const ClusterPlan plan = planFor(preset.toLatin1().constData(), sus);
    const StorageFabricPreset& s = plan.preset->storage;
    const int ports = sus * s.applianceLeavesPerSu * s.appliancePortsPerLeaf;
    QCOMPARE(plan.storageAppliances, ports / 2);
    QCOMPARE(ClusterPlanner::storageApplianceCapacity(sus, s), ports / 2);
    const ClusterLinkGroup* leaf =
        plan.network(key(BuiltInNetwork::Storage))->group(QStringLiteral("appliance-leaf"));
    QCOMPARE(leaf->links, ports);
    QCOMPARE(leaf->nodeTransceivers, ports);
    QCOMPARE(groupLinks(plan, BuiltInNetwork::OutOfBand, "appliance-bmc"), ports / 2);
    QCOMPARE(plan.storageRacks, (ports / 2 + 7) / 8);  // eight 2U appliances to 16 U
    QVERIFY(
        plan.toText().contains(QStringLiteral("Storage appliances: %1 × GEN-STORAGE-NODE; storage "
                                              "racks: %2")
                                   .arg(ports / 2)
                                   .arg(plan.storageRacks)));
    QCOMPARE(plan.toJson().value(QStringLiteral("storageAppliances")).toInt(), ports / 2);
    QVERIFY(plan.assumptions.join(QLatin1Char(' ')).contains(QStringLiteral("stand in")));
    // The storage racks get their PDUs, as the management racks do.
    const ClusterPlan without = raPlan(preset.toLatin1().constData(), sus);
    QCOMPARE(without.storageRacks, 0);
    QCOMPARE(plan.pdus - without.pdus, plan.storageRacks * plan.preset->pdusPerManagementRack +
                                           (plan.managementRacks - without.managementRacks) *
                                               plan.preset->pdusPerManagementRack);
  }

  void storageApplianceCountIsAnInput() {
    // 1 SU of DGX H100: one storage leaf with 12 appliance ports, so 6 is the most that fit
    // (one more is refused, badInputsAreRefusedWithTheReason).
    QCOMPARE(planFor("dgx-h100-ib", 1, 0, 6).storageAppliances, 6);
    // Fewer appliances than ports: the links follow the appliances, the ports stay reserved on
    // the leaves (their uplinks are planned 1:1 all the same).
    const ClusterPlan five = planFor("dgx-h100-ib", 4, 0, 5);
    QCOMPARE(five.storageAppliances, 5);
    QCOMPARE(groupLinks(five, BuiltInNetwork::Storage, "appliance-leaf"), 10);
    QCOMPARE(groupLinks(five, BuiltInNetwork::OutOfBand, "appliance-bmc"), 5);
    QCOMPARE(five.storageRacks, 1);
    QCOMPARE(roleSwitches(five, BuiltInNetwork::Storage, "storage-leaf"), 4);
    // None: the RA's count of storage cables, no appliance of Rackwright's.
    const ClusterPlan none = raPlan("dgx-h100-ib", 4);
    QCOMPARE(none.storageAppliances, 0);
    QCOMPARE(groupLinks(none, BuiltInNetwork::Storage, "appliance-leaf"), 48);
    QCOMPARE(none.network(key(BuiltInNetwork::Storage))
                 ->group(QStringLiteral("appliance-leaf"))
                 ->nodeTransceivers,
             0);
    QVERIFY(none.assumptions.join(QLatin1Char(' ')).contains(QStringLiteral("none planned")));
    QVERIFY(!none.toText().contains(QStringLiteral("storage racks")));
  }

  // The console servers stand in the management racks: their units are counted there, and one
  // rack more for them means a console server more (one per rack) and its rack's PDUs.
  void consoleServersTakeUnitsInTheManagementRacks_data() {
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("sus");
    for (const char* preset : {"dgx-h100-ib", "dgx-b200-ib", "dgx-b300-xdr", "dgx-b300-eth"}) {
      for (const int sus : {1, 4})
        QTest::newRow(qPrintable(QStringLiteral("%1 %2 SU").arg(QLatin1String(preset)).arg(sus)))
            << QString::fromLatin1(preset) << sus;
    }
  }
  void consoleServersTakeUnitsInTheManagementRacks() {
    QFETCH(QString, preset);
    QFETCH(int, sus);
    ClusterInputs in;
    in.preset = preset;
    in.sus = sus;
    in.consoleServers = false;
    const ClusterPlan without = ClusterPlanner::plan(in, Catalog::builtIn());
    in.consoleServers = true;
    const ClusterPlan with = ClusterPlanner::plan(in, Catalog::builtIn());
    const ClusterPreset* p = ClusterPresets::find(preset);
    QVERIFY(p);
    const Part* consoleServer = Catalog::builtIn().findPart(p->oob.consoleServerPart);
    QVERIFY(consoleServer && consoleServer->device());
    QVERIFY(with.consoleServers > 0);
    const int consoleUnits = with.consoleServers * int(std::ceil(consoleServer->device()->uHeight));
    // The console servers' access ports can add an OOB switch: count its units too.
    const int oobUnits =
        (roleSwitches(with, BuiltInNetwork::OutOfBand, "access") -
         roleSwitches(without, BuiltInNetwork::OutOfBand, "access")) *
        int(std::ceil(Catalog::builtIn().findPart(p->oob.switchPart)->device()->uHeight));
    QCOMPARE(with.managementUnits, without.managementUnits + consoleUnits + oobUnits);
    const int racks =
        (with.managementUnits + p->managementUnitsPerRack - 1) / p->managementUnitsPerRack;
    QCOMPARE(with.managementRacks, racks);
    // Settled with the racks they stand in: one per management rack, counted after their own
    // units (or as many as the consoles need ports, where that is more).
    const int consoles = groupLinks(with, BuiltInNetwork::OutOfBand, "console");
    const int ports = int(consoleServer->device()->serialPorts().size());
    QCOMPARE(with.consoleServers,
             std::max((consoles + ports - 1) / ports, std::min(consoles, with.managementRacks)));
  }

  void compute_usesThreeTiersBeyondTwoTierReach() {
    // RA-11334 larger SuperPOD: 8 SU two tiers (64 leaves, 32 spines), 16 SU with 64 cores.
    const ClusterPlan eight = planFor("dgx-b200-ib", 8);
    QCOMPARE(eight.compute.inputs.tiers, 2);
    QCOMPARE(roleSwitches(eight, BuiltInNetwork::Compute, "spine"), 32);
    const ClusterPlan sixteen = planFor("dgx-b200-ib", 16);
    QCOMPARE(sixteen.compute.inputs.tiers, 3);
    QCOMPARE(roleSwitches(sixteen, BuiltInNetwork::Compute, "core"), 64);
  }

  void b300XdrComputeFollowsTable3() {
    // RA-11339 Table 3 at 8 SU: 576 nodes, 64 leaves, 36 spines, 4,608 node-leaf cables. The
    // support networks are the H100 pattern, listed as assumptions.
    const ClusterPlan plan = planFor("dgx-b300-xdr", 8);
    QCOMPARE(plan.nodes, 576);
    QCOMPARE(roleSwitches(plan, BuiltInNetwork::Compute, "leaf"), 64);
    QCOMPARE(roleSwitches(plan, BuiltInNetwork::Compute, "spine"), 36);
    QCOMPARE(groupLinks(plan, BuiltInNetwork::Compute, "node-leaf"), 4608);
    QCOMPARE(groupLinks(plan, BuiltInNetwork::Compute, "ufm-leaf"), -1);
    QVERIFY(plan.assumptions.join(QLatin1Char(' ')).contains(QStringLiteral("not read")));
  }

  void b300EthernetIsTwinPlane() {
    // RA-11337: 64 nodes per SU, twin planes, 2 × 400GbE per GPU (one per plane). Per plane an SU
    // has 8 rail leaves of 64 SN5610 ports down and 64 up; 4 SU: 32 leaves × 64 uplinks over 16
    // spines of 128 ports. The node-leaf links are 2 × 8 per node.
    const ClusterPlan plan = planFor("dgx-b300-eth", 4);
    QCOMPARE(plan.nodes, 256);
    QCOMPARE(plan.gpus, 2048);
    QCOMPARE(plan.compute.inputs.planes, 2);
    QCOMPARE(plan.compute.inputs.linksPerGpu, 2);
    QCOMPARE(roleSwitches(plan, BuiltInNetwork::Compute, "leaf"), 64);
    QCOMPARE(roleSwitches(plan, BuiltInNetwork::Compute, "spine"), 32);
    QCOMPARE(groupLinks(plan, BuiltInNetwork::Compute, "node-leaf"), 4096);
    QCOMPARE(groupLinks(plan, BuiltInNetwork::Compute, "ufm-leaf"), -1);
    // Spectrum-X has no UFM: the text leaves it out instead of counting none of it.
    QCOMPARE(plan.ufmAppliances, 0);
    QVERIFY2(!plan.toText().contains(QStringLiteral("UFM")), qPrintable(plan.toText()));
    QVERIFY(
        plan.toText().contains(QStringLiteral("(2048 GPUs), %1 head nodes").arg(plan.headNodes)));
    QVERIFY(planFor("dgx-h100-ib", 4).toText().contains(QStringLiteral("4 UFM appliances")));
    QCOMPARE(plan.computeRacks, 64);  // four DGX B300 per rack
    QVERIFY(plan.assumptions.join(QLatin1Char(' ')).contains(QStringLiteral("DGX-side module")));
  }

  void gb200UnitIsEightRacks() {
    // RA-11338, DGX SuperPOD Architecture: a scalable unit of 8 DGX GB200 racks, 576 GPUs. The
    // compute grouping and the support networks are Rackwright's and listed as assumptions.
    const ClusterPlan plan = planFor("dgx-gb200", 1);
    QCOMPARE(plan.gpus, 576);
    QCOMPARE(plan.nodes, 144);  // compute trays
    QCOMPARE(plan.computeRacks, 8);
    QCOMPARE(plan.compute.inputs.tiers, 2);
    QVERIFY(!plan.compute.inputs.railOptimized);
    // 576 links at 32 per QM9700 leaf: one leaf per tray position; 576 uplinks over the fewest
    // spines that divide 32.
    QCOMPARE(roleSwitches(plan, BuiltInNetwork::Compute, "leaf"), 18);
    QCOMPARE(roleSwitches(plan, BuiltInNetwork::Compute, "spine"), 16);
    QCOMPARE(groupLinks(plan, BuiltInNetwork::Compute, "node-leaf"), 576);
    QCOMPARE(groupLinks(plan, BuiltInNetwork::Compute, "ufm-leaf"), -1);
    // No PDUs in the NVL72 racks: they are powered by their own shelves.
    QCOMPARE(groupLinks(plan, BuiltInNetwork::OutOfBand, "power-shelf"), 64);
    const QString assumed = plan.assumptions.join(QLatin1Char(' '));
    QVERIFY(assumed.contains(QStringLiteral("Rackwright's layout")));
    QVERIFY(assumed.contains(QStringLiteral("converged")));
    // Four units outgrow two tiers of QM9700: 72 leaves, more than a 64-port spine reaches.
    QCOMPARE(planFor("dgx-gb200", 4).compute.inputs.tiers, 3);
  }

  void fewerNodesThanWholeSus() {
    const ClusterPlan plan = planFor("dgx-h100-ib", 0, 40);
    QCOMPARE(plan.sus, 2);
    QCOMPARE(plan.nodes, 40);
    QCOMPARE(groupLinks(plan, BuiltInNetwork::Storage, "node-leaf"), 80);
  }

  void badInputsAreRefusedWithTheReason_data() {
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("sus");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<SettingNames>("names");
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("appliances");  // storage appliances asked for
    const SettingNames cli = SettingNames::CommandLine;
    const SettingNames form = SettingNames::Form;
    QTest::newRow("unknown preset")
        << "dgx-z900" << 1 << 0 << cli << "dgx-h100-ib" << ClusterInputs::kFillStorageLeaves;
    QTest::newRow("no size") << "dgx-h100-ib" << 0 << 0 << cli << "(--sus) or of nodes (--servers)"
                             << ClusterInputs::kFillStorageLeaves;
    QTest::newRow("too many nodes") << "dgx-h100-ib" << 1 << 32 << cli
                                    << "32 nodes do not fit: room for 31 nodes in 1 SU (32 node "
                                       "slots per SU, one of them given "
                                       "to the UFM); raise --sus"
                                    << ClusterInputs::kFillStorageLeaves;
    QTest::newRow("too many nodes, no UFM slot")
        << "dgx-b300-xdr" << 1 << 73 << cli
        << "73 nodes do not fit: room for 72 nodes in 1 SU; raise --sus"
        << ClusterInputs::kFillStorageLeaves;
    QTest::newRow("too few nodes")
        << "dgx-h100-ib" << 3 << 20 << cli << "lower --sus" << ClusterInputs::kFillStorageLeaves;
    QTest::newRow("in-band cores full") << "dgx-b300-xdr" << 18 << 0 << cli << "in-band cores need"
                                        << ClusterInputs::kFillStorageLeaves;
    // The wizard's whole-cluster page: the fix names its fields, never a flag.
    QTest::newRow("no size, wizard")
        << "dgx-h100-ib" << 0 << 0 << form << "(\"Scalable units\") or of nodes (\"Nodes\")"
        << ClusterInputs::kFillStorageLeaves;
    QTest::newRow("too many nodes, wizard")
        << "dgx-h100-ib" << 1 << 32 << form << "raise \"Scalable units\""
        << ClusterInputs::kFillStorageLeaves;
    QTest::newRow("too few nodes, wizard")
        << "dgx-b200-ib" << 3 << 20 << form << "lower \"Scalable units\""
        << ClusterInputs::kFillStorageLeaves;
    // 1 SU of DGX H100: one storage leaf with 12 appliance ports, 6 appliances.
    QTest::newRow("one storage appliance too many")
        << "dgx-h100-ib" << 1 << 0 << cli
        << "storage appliances: 7 need 14 storage-leaf ports, but the storage leaves of 1 SU have "
           "12 for appliances; lower --storage-appliances to 6 or plan more SU"
        << 7;
    QTest::newRow("one storage appliance too many, wizard")
        << "dgx-h100-ib" << 1 << 0 << form << "lower \"Storage appliances\" to 6" << 7;
    QTest::newRow("negative storage appliances")
        << "dgx-h100-ib" << 1 << 0 << cli << "give 0 for none" << -2;
  }

  void badInputsAreRefusedWithTheReason() {
    QFETCH(QString, preset);
    QFETCH(int, sus);
    QFETCH(int, nodes);
    QFETCH(SettingNames, names);
    QFETCH(QString, message);
    QFETCH(int, appliances);
    ClusterInputs in;
    in.preset = preset;
    in.sus = sus;
    in.nodes = nodes;
    in.storageAppliances = appliances;
    in.settingNames = names;
    try {
      ClusterPlanner::plan(in, Catalog::builtIn());
      QFAIL("the plan was accepted");
    } catch (const PlanError& e) {
      QVERIFY2(e.message().contains(message), qPrintable(e.message()));
      if (names == SettingNames::Form)
        QVERIFY2(!e.message().contains(QStringLiteral("--")), qPrintable(e.message()));
    }
  }

  void jsonCarriesEveryNetwork() {
    const QJsonObject json = planFor("dgx-h100-ib", 4).toJson();
    QCOMPARE(json.value(QStringLiteral("nodes")).toInt(), 127);
    const QJsonArray networks = json.value(QStringLiteral("networks")).toArray();
    QStringList keys;
    for (const QJsonValue& n : networks)
      keys << n.toObject().value(QStringLiteral("network")).toString();
    QCOMPARE(keys, (QStringList{"compute", "storage", "inband", "oob"}));
    QVERIFY(json.value(QStringLiteral("source")).toString().contains(QStringLiteral("RA-11333")));
    QVERIFY(!json.value(QStringLiteral("assumptions")).toArray().isEmpty());
  }
};

QTEST_GUILESS_MAIN(TestClusterPlan)
#include "tst_clusterplan.moc"
