// The whole-cluster generator: the design of every preset validates with no error and no
// warning, every network's links are the ones the cluster plan counts (the plan is pinned to the
// RA's tables in tst_clusterplan), nodes are dual-homed on storage and in-band, the management
// rows sit in the middle of the hall, and the same plan gives the same bytes.
#include "core/catalog/catalog.h"
#include "core/fileformat/designfile.h"
#include "core/geometry/rackslots.h"
#include "core/geometry/zeroumount.h"
#include "core/model/design.h"
#include "core/model/networks.h"
#include "core/planner/clustergenerator.h"
#include "core/validation/validator.h"
#include "support/findingchecks.h"

#include <QTest>

#include <memory>

using namespace rackwright;

namespace {

struct Generated {
  ClusterPlan plan;
  ClusterGeneratorResult result;
  std::unique_ptr<Design> design;
};

Generated generate(const QString& preset, int sus,
                   int storageAppliances = ClusterInputs::kFillStorageLeaves, int nodes = 0,
                   bool consoleServers = true) {
  Generated g;
  ClusterInputs in;
  in.preset = preset;
  in.sus = sus;
  in.nodes = nodes;
  in.storageAppliances = storageAppliances;
  in.consoleServers = consoleServers;
  g.plan = ClusterPlanner::plan(in, Catalog::builtIn());
  g.design = std::make_unique<Design>();
  GeneratorOptions options;
  options.serversPerRack = g.plan.preset->serversPerRack;
  g.result = ClusterGenerator::generate(g.plan, options, Catalog::builtIn(), *g.design);
  return g;
}

/// The devices each node's cables of `network` reach, by node name.
QMap<QString, QSet<QString>> farSwitchesPerNode(const Design& design, const QString& network,
                                                const QString& serverPart) {
  QMap<QString, QSet<QString>> result;
  const auto deviceOf = [&](const Attachment& a) -> const Device* {
    if (a.kind == Attachment::Kind::ModulePort) {
      const Module* module = design.find<Module>(a.objectId);
      return module ? design.find<Device>(module->deviceId) : nullptr;
    }
    return design.find<Device>(a.objectId);
  };
  for (const Cable& cable : design.all<Cable>()) {
    if (cable.network != network || cable.ends.size() != 2)
      continue;
    const Device* a = deviceOf(cable.ends[0].attachment);
    const Device* b = deviceOf(cable.ends[1].attachment);
    if (a && b && a->typeId == serverPart)
      result[a->name].insert(b->name);
  }
  return result;
}

}  // namespace

class TestClusterGenerator final : public QObject {
  Q_OBJECT

 private slots:
  void generatedClusterValidatesClean_data() {
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("sus");
    QTest::newRow("DGX H100, 1 SU") << "dgx-h100-ib" << 1;
    QTest::newRow("DGX H100, 4 SU (the RA's size)") << "dgx-h100-ib" << 4;
    QTest::newRow("DGX B200, 2 SU") << "dgx-b200-ib" << 2;
    QTest::newRow("DGX B300 XDR, 1 SU") << "dgx-b300-xdr" << 1;
    QTest::newRow("DGX B300 Ethernet twin-plane, 1 SU") << "dgx-b300-eth" << 1;
    QTest::newRow("DGX B300 Ethernet, 4 SU (console servers next door to full racks)")
        << "dgx-b300-eth" << 4;
    QTest::newRow("DGX GB200 NVL72, 1 SU") << "dgx-gb200" << 1;
  }
  void generatedClusterValidatesClean() {
    QFETCH(QString, preset);
    QFETCH(int, sus);
    const Generated g = generate(preset, sus);
    const ValidationResult result = Validator::validateAll(*g.design, InfoDetail::None);
    QVERIFY2(result.errors == 0 && result.warnings == 0, qPrintable(test::firstProblems(result)));
    // Every cable belongs to a network, and every network of the plan has cables.
    QSet<QString> networks;
    for (const Cable& cable : g.design->all<Cable>()) {
      QVERIFY2(!cable.network.isEmpty(), qPrintable(cable.name));
      networks.insert(cable.network);
    }
    QCOMPARE(networks, (QSet<QString>{"compute", "storage", "inband", "oob"}));
  }

  // The H100 and B200 RAs give one node slot of the compute fabric to the UFM appliances' links.
  // Whatever number of nodes is asked for, the last unit keeps that slot: also when the nodes
  // fill their units (32 of an SU of 32 are two units) or leave every leaf's modules full (an
  // even count in the last unit), where the UFM gets a leaf cage of its own.
  void theUfmGetsItsSlotWhateverTheNodeCount_data() {
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("sus");
    QTest::newRow("H100, 31 nodes: one unit with the slot") << "dgx-h100-ib" << 31 << 1;
    QTest::newRow("H100, 32 nodes: the slot needs a second unit") << "dgx-h100-ib" << 32 << 2;
    QTest::newRow("H100, 40 nodes: 8 in the last unit") << "dgx-h100-ib" << 40 << 2;
    QTest::newRow("H100, 62 nodes: 30 in the last unit") << "dgx-h100-ib" << 62 << 2;
    QTest::newRow("H100, 64 nodes: two full units and the slot") << "dgx-h100-ib" << 64 << 3;
    QTest::newRow("H100, 127 nodes: the RA's 4 SU") << "dgx-h100-ib" << 127 << 4;
    QTest::newRow("B200, 32 nodes") << "dgx-b200-ib" << 32 << 2;
  }
  void theUfmGetsItsSlotWhateverTheNodeCount() {
    QFETCH(QString, preset);
    QFETCH(int, nodes);
    QFETCH(int, sus);
    const Generated g = generate(preset, 0, ClusterInputs::kFillStorageLeaves, nodes);
    QCOMPARE(g.plan.nodes, nodes);
    QCOMPARE(g.plan.sus, sus);
    // The compute fabric has as many units as the cluster: the slot's unit is built.
    QCOMPARE(g.plan.compute.suCount, sus);
    const ValidationResult result = Validator::validateAll(*g.design, InfoDetail::None);
    QVERIFY2(result.errors == 0 && result.warnings == 0, qPrintable(test::firstProblems(result)));
    // Every UFM link of the compute fabric is wired, to as many different leaves.
    const int links = g.plan.preset->compute.ufmLinks;
    QVERIFY(links > 0);
    QSet<ObjectId> leaves;
    int wired = 0;
    for (const Cable& cable : g.design->all<Cable>()) {
      if (cable.network != QStringLiteral("compute") ||
          !cable.name.startsWith(QStringLiteral("CU-")))
        continue;
      ++wired;
      for (const CableEnd& end : cable.ends) {
        if (end.attachment.kind != Attachment::Kind::ModulePort)
          continue;
        const Module* module = g.design->find<Module>(end.attachment.objectId);
        const Device* device = module ? g.design->find<Device>(module->deviceId) : nullptr;
        if (device && device->name.startsWith(QStringLiteral("leaf")))
          leaves.insert(device->id);
      }
    }
    QCOMPARE(wired, links);
    QCOMPARE(int(leaves.size()), links);
  }

  void everyNetworkHasTheLinksThePlanCounts_data() {
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("sus");
    for (int sus : {1, 2, 4, 8})
      QTest::addRow("DGX H100, %d SU", sus) << "dgx-h100-ib" << sus;
    QTest::newRow("DGX B200, 3 SU") << "dgx-b200-ib" << 3;
    QTest::newRow("DGX B300 XDR, 2 SU") << "dgx-b300-xdr" << 2;
    QTest::newRow("DGX B300 Ethernet twin-plane, 2 SU") << "dgx-b300-eth" << 2;
    QTest::newRow("DGX GB200 NVL72, 2 SU") << "dgx-gb200" << 2;
  }
  void everyNetworkHasTheLinksThePlanCounts() {
    QFETCH(QString, preset);
    QFETCH(int, sus);
    const Generated g = generate(preset, sus);
    // The groups the generator wires as the plan counts them; the site uplinks are left for
    // products outside the design, and the notes say so. The PDUs follow the racks as generated
    // (everyRackHasItsPdusOnTheOob). The storage appliances take every appliance
    // port and, at four or more, the in-band network's NFS storage ports.
    const QVector<QPair<QString, QStringList>> wired = {
        {"compute", {"ufm-leaf"}},
        {"storage", {"node-leaf", "leaf-spine", "ufm-leaf", "appliance-leaf"}},
        {"inband", {"node-leaf", "head-node-leaf", "storage-leaf", "peer", "leaf-core"}},
        {"oob", {"bmc", "appliance-bmc", "switch-management", "power-shelf", "ufm-ha", "console"}},
    };
    for (const auto& [network, groups] : wired) {
      const NetworkBudget* budget = g.plan.network(network);
      const GeneratedNetwork* generated = g.result.network(network);
      QVERIFY(budget && generated);
      for (const QString& group : groups) {
        // A group the preset does not plan (no UFM on an XDR fabric) is not wired either.
        const ClusterLinkGroup* planned = budget->group(group);
        QCOMPARE(generated->linksByGroup.value(group), planned ? planned->links : 0);
      }
      if (network == QLatin1String("oob")) {
        // The hall as generated can have more racks than the RA's count the plan follows, and
        // so more PDUs: then more access switches than planned, each with its uplinks, and a
        // note that says why.
        const int extra = generated->devices - g.result.consoleServers - budget->switches();
        QVERIFY(extra >= 0);
        QCOMPARE(generated->linksByGroup.value(QStringLiteral("oob-uplink")),
                 budget->group(QStringLiteral("oob-uplink"))->links +
                     extra * g.plan.preset->oob.uplinksPerSwitch);
        const bool noted = std::any_of(
            g.result.notes.begin(), g.result.notes.end(),
            [](const QString& note) { return note.contains(QStringLiteral("access switches")); });
        QCOMPARE(noted, extra > 0);
      } else if (network != QLatin1String("compute")) {
        const bool storage = network == QLatin1String("storage");
        QCOMPARE(generated->devices,
                 budget->switches() +
                     (storage ? g.plan.ufmAppliances / 2 + g.plan.storageAppliances : 0));
      }
    }
    QCOMPARE(g.result.compute.tier(QStringLiteral("serverLeaf"))->logicalLinks,
             g.plan.compute.tier(QStringLiteral("serverLeaf"))->logicalLinks);
    QVERIFY(!g.result.notes.isEmpty());
  }

  void everyRackHasItsPdusOnTheOob_data() {
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("sus");
    QTest::addColumn<int>("storageAppliances");
    QTest::addColumn<int>("pdus");  // -1: as the racks give, not pinned
    // RA-11333 Table 7 counts 96 + 12 PDUs for its 38 racks; the generated hall has 40 (its
    // compute leaves and spines stand in five network racks, racksAsGeneratedAreCountedByKind),
    // each with the management racks' two: 32 × 3 + 8 × 2.
    QTest::newRow("DGX H100, 4 SU, the RA's tables") << "dgx-h100-ib" << 4 << 0 << 112;
    QTest::newRow("DGX H100, 1 SU, with storage racks")
        << "dgx-h100-ib" << 1 << int(ClusterInputs::kFillStorageLeaves) << -1;
    QTest::newRow("DGX B200, 2 SU") << "dgx-b200-ib" << 2 << 0 << -1;
    QTest::newRow("DGX B300 XDR, 1 SU (four 10 U systems to a rack)")
        << "dgx-b300-xdr" << 1 << 0 << -1;
    QTest::newRow("DGX B300 Ethernet, 1 SU") << "dgx-b300-eth" << 1 << 0 << -1;
    QTest::newRow("DGX GB200 NVL72, 1 SU (no PDU in the system racks)")
        << "dgx-gb200" << 1 << 0 << -1;
  }
  void everyRackHasItsPdusOnTheOob() {
    // Every ordinary rack hangs its PDUs zero-U at the rear: the preset's count in a rack of
    // nodes, the management racks' count in every other; a rack-scale system has none (its
    // power shelves feed it). Each PDU's management port is cabled to an OOB access switch.
    QFETCH(QString, preset);
    QFETCH(int, sus);
    QFETCH(int, storageAppliances);
    QFETCH(int, pdus);
    // A pinned count is the RA's tables', which list no console servers (their network ports
    // would take another access switch, and its rack more PDUs).
    const Generated g = generate(preset, sus, storageAppliances, 0, pdus < 0);
    const ClusterPreset& p = *g.plan.preset;
    const Design& design = *g.design;
    QHash<ObjectId, int> hung;
    for (const Device& device : design.all<Device>()) {
      if (!ZeroUMount::isMounted(design, device))
        continue;
      QCOMPARE(device.typeId, QStringLiteral("GEN-PDU-0U-METERED"));
      QVERIFY(device.face == RackFace::Rear);
      ++hung[device.rackId];
    }
    int expected = 0;
    for (const Rack& rack : design.all<Rack>()) {
      bool nodes = false;
      for (const ObjectId& id : design.devicesInRack(rack.id))
        nodes = nodes || design.find<Device>(id)->typeId == p.serverPart;
      const int want = rack.isSystem() ? 0 : nodes ? p.pdusPerComputeRack : p.pdusPerManagementRack;
      QVERIFY2(hung.value(rack.id) == want, qPrintable(rack.name));
      expected += want;
    }
    QVERIFY(expected > 0);
    if (pdus >= 0)
      QCOMPARE(expected, pdus);
    int wired = 0;
    for (const Cable& cable : design.all<Cable>()) {
      if (cable.ends.size() != 2)
        continue;
      for (int e = 0; e < 2; ++e) {
        const Device* near = design.find<Device>(cable.ends[e].attachment.objectId);
        if (!near || !ZeroUMount::isMounted(design, *near))
          continue;
        QCOMPARE(cable.network, Networks::key(BuiltInNetwork::OutOfBand));
        QCOMPARE(cable.ends[e].attachment.port, QStringLiteral("MGMT"));
        const Device* far = design.find<Device>(cable.ends[1 - e].attachment.objectId);
        QVERIFY(far);
        QCOMPARE(far->typeId, p.oob.switchPart);
        ++wired;
      }
    }
    QCOMPARE(wired, expected);
    QCOMPARE(g.result.network(QStringLiteral("oob"))->linksByGroup.value(QStringLiteral("pdu")),
             expected);
    for (const QString& note : g.result.notes)
      QVERIFY2(!note.contains(QStringLiteral("PDUs are not placed")), qPrintable(note));
  }

  void everySwitchConsoleOnAConsoleServer_data() {
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("sus");
    QTest::addColumn<bool>("neighbours");  // some racks are full: their servers stand next door
    QTest::newRow("DGX H100, 4 SU") << "dgx-h100-ib" << 4 << false;
    QTest::newRow("DGX B200, 2 SU") << "dgx-b200-ib" << 2 << false;
    QTest::newRow("DGX B300 XDR, 1 SU") << "dgx-b300-xdr" << 1 << false;
    QTest::newRow("DGX B300 Ethernet, 1 SU") << "dgx-b300-eth" << 1 << false;
    QTest::newRow("DGX B300 Ethernet, 4 SU (21 SN5610 fill a rack)") << "dgx-b300-eth" << 4 << true;
    QTest::newRow("DGX GB200 NVL72, 1 SU (none in the system racks)") << "dgx-gb200" << 1 << false;
  }
  void everySwitchConsoleOnAConsoleServer() {
    // Every switch with an RS-232 console in an ordinary rack is cabled, on a rolled console
    // cable of the OOB network, to a console server in the same rack, or, where that rack has
    // no free unit, in the nearest rack of its row; each console server's network port is on
    // an OOB access switch. No console server without consoles.
    QFETCH(QString, preset);
    QFETCH(int, sus);
    QFETCH(bool, neighbours);
    const Generated g = generate(preset, sus);
    const Design& design = *g.design;
    const Catalog& catalog = Catalog::builtIn();
    const QString oob = Networks::key(BuiltInNetwork::OutOfBand);
    int consoles = 0;
    int nextDoor = 0;
    QSet<ObjectId> serving;
    for (const Device& device : design.all<Device>()) {
      const Part* part = catalog.findPart(device.typeId);
      const CageDefinition* console =
          part && part->device() ? part->device()->consolePort() : nullptr;
      const Rack* rack = design.find<Rack>(device.rackId);
      if (!console || !rack || rack->isSystem())
        continue;
      ++consoles;
      const QVector<ObjectId> cables = design.cablesAttachedAt(device.id, console->name);
      QVERIFY2(cables.size() == 1, qPrintable(device.name));
      const Cable& cable = *design.find<Cable>(cables.front());
      QCOMPARE(cable.typeId.section(QLatin1Char(':'), 0, 0),
               QStringLiteral("GEN-RJ45-CONSOLE-ROLLED"));
      QCOMPARE(cable.network, oob);
      QVERIFY(cable.lengthM <= 15);
      const CableEnd& far =
          cable.ends[0].attachment.objectId == device.id ? cable.ends[1] : cable.ends[0];
      const Device* server = design.find<Device>(far.attachment.objectId);
      QVERIFY(server);
      QCOMPARE(server->typeId, g.plan.preset->oob.consoleServerPart);
      QVERIFY(!design.find<Rack>(server->rackId)->isSystem());
      if (server->rackId != device.rackId) {
        ++nextDoor;
        QCOMPARE(design.find<Rack>(server->rackId)->rowId, rack->rowId);
        QVERIFY2(!RackSlots::firstFree(design, device.rackId, server->typeId, server->face),
                 qPrintable(device.name + QStringLiteral(": its rack has room")));
      }
      QVERIFY(far.attachment.port.startsWith(QStringLiteral("Port ")));
      serving.insert(server->id);
    }
    QVERIFY(consoles > 0);
    QCOMPARE(nextDoor > 0, neighbours);
    QCOMPARE(g.result.network(oob)->linksByGroup.value(QStringLiteral("console")), consoles);
    int servers = 0;
    for (const Device& device : design.all<Device>()) {
      if (device.typeId != g.plan.preset->oob.consoleServerPart)
        continue;
      ++servers;
      QVERIFY2(serving.contains(device.id), qPrintable(device.name));
      const QVector<ObjectId> uplink = design.cablesAttachedAt(device.id, QStringLiteral("NET1"));
      QVERIFY2(uplink.size() == 1, qPrintable(device.name));
      const Cable& cable = *design.find<Cable>(uplink.front());
      QCOMPARE(cable.network, oob);
      const CableEnd& far =
          cable.ends[0].attachment.objectId == device.id ? cable.ends[1] : cable.ends[0];
      QCOMPARE(design.find<Device>(far.attachment.objectId)->typeId, g.plan.preset->oob.switchPart);
    }
    QCOMPARE(servers, g.result.consoleServers);
    QCOMPARE(g.result.network(oob)->linksByGroup.value(QStringLiteral("console-server")), servers);
    // The plan counts them as the RA counts racks; the generated hall has one per rack of
    // switches, so the two can differ, and the plan says it assumes them.
    QVERIFY(g.plan.consoleServers > 0);
    QVERIFY(std::any_of(g.plan.assumptions.begin(), g.plan.assumptions.end(), [](const QString& a) {
      return a.startsWith(QStringLiteral("Console servers"));
    }));
  }

  void nodesAreDualHomed() {
    // Each node's two storage ports on two storage leaves, its two in-band ports on the two
    // leaves of a pair (platforms reference PL-09).
    const Generated g = generate(QStringLiteral("dgx-h100-ib"), 2);
    for (const QString& network : {QStringLiteral("storage"), QStringLiteral("inband")}) {
      const auto far = farSwitchesPerNode(*g.design, network, QStringLiteral("DGX-H100"));
      QCOMPARE(far.size(), g.plan.nodes);
      for (auto it = far.constBegin(); it != far.constEnd(); ++it)
        QVERIFY2(it.value().size() == 2, qPrintable(network + QLatin1Char(' ') + it.key()));
    }
  }

  void managementRowsAreInTheMiddle() {
    const Generated g = generate(QStringLiteral("dgx-h100-ib"), 4);
    QVector<const Row*> rows;
    for (const Row& row : g.design->all<Row>())
      rows << &row;
    std::sort(rows.begin(), rows.end(),
              [](const Row* a, const Row* b) { return a->order < b->order; });
    QStringList names;
    for (int i = 0; i < rows.size(); ++i) {
      QCOMPARE(rows[i]->order, i);  // no gap, no clash
      names << rows[i]->name;
    }
    const int management = int(names.indexOf(QStringLiteral("Management 1")));
    QVERIFY2(management > 0 && management < names.size() - 1, qPrintable(names.join(", ")));
    QCOMPARE(g.result.managementRacks > 0, true);
  }

  void racksAsGeneratedAreCountedByKind() {
    // The result names every rack of the design once: the nodes' racks (as many as the plan's
    // compute racks), the compute fabric's switch racks and the management racks. At 4 SU of
    // DGX H100 the plan counts 38 as the RA does; the design has 40: its compute leaves stand
    // in four network racks among the units' racks and its spines in one rack, not in the
    // management racks.
    // Without storage appliances and console servers, as the RA's tables count.
    const Generated g = generate(QStringLiteral("dgx-h100-ib"), 4, 0, 0, false);
    QCOMPARE(g.result.nodeRacks, g.plan.computeRacks);
    QCOMPARE(g.result.storageRacks, 0);
    QCOMPARE(g.result.nodeRacks + g.result.fabricRacks + g.result.managementRacks,
             int(g.design->all<Rack>().size()));
    QCOMPARE(g.result.fabricRacks, 5);
    QCOMPARE(g.result.managementRacks, 3);
    QVERIFY(g.result.toText().contains(QStringLiteral("(40 in all), with 112 PDUs hung zero-U\n")));
    QCOMPARE(g.result.toJson().value(QStringLiteral("pdus")).toInt(), 112);
    QCOMPARE(g.result.toJson().value(QStringLiteral("fabricRacks")).toInt(), 5);
  }

  void storageAppliancesStandInTheirOwnRacks() {
    // 4 SU of DGX H100: 24 generic appliances, 8 to a 16 U rack, in the management row after the
    // four management racks (S1-05 …, so the hall grows by no row),
    // dealt over the units: each on its unit's storage leaf with both 400G ports, the first
    // four on the in-band NFS ports, every BMC on OOB.
    const Generated g = generate(QStringLiteral("dgx-h100-ib"), 4);
    QCOMPARE(g.plan.storageAppliances, 24);
    QCOMPARE(g.result.storageRacks, 3);
    QCOMPARE(g.result.storageRacks, g.plan.storageRacks);
    // Their BMCs take one more OOB switch than the RA's eight, so one more management rack.
    QCOMPARE(g.result.managementRacks, 4);
    QVERIFY(g.result.toText().contains(QStringLiteral("4 management, 3 storage (44 in all)")));
    QCOMPARE(g.result.nodeRacks + g.result.fabricRacks + g.result.managementRacks +
                 g.result.storageRacks,
             int(g.design->all<Rack>().size()));
    QHash<ObjectId, QString> rackNames;
    QHash<ObjectId, ObjectId> rowOfRack;
    for (const Rack& rack : g.design->all<Rack>()) {
      rackNames.insert(rack.id, rack.name);
      rowOfRack.insert(rack.id, rack.rowId);
    }
    QStringList appliances;
    for (const Device& device : g.design->all<Device>()) {
      if (device.typeId != QLatin1String("GEN-STORAGE-NODE"))
        continue;
      appliances << device.name;
      QVERIFY2(QStringList({"S1-05", "S1-06", "S1-07"}).contains(rackNames.value(device.rackId)),
               qPrintable(device.name + QLatin1Char(' ') + rackNames.value(device.rackId)));
      QCOMPARE(g.design->find<Row>(rowOfRack.value(device.rackId))->name,
               QStringLiteral("Management 1"));
      QVERIFY(device.isRacked());
    }
    QCOMPARE(appliances.size(), 24);
    const auto storage = farSwitchesPerNode(*g.design, QStringLiteral("storage"),
                                            QStringLiteral("GEN-STORAGE-NODE"));
    QCOMPARE(storage.size(), 24);
    // storage-01 is the first of unit 1, storage-02 the first of unit 2 …
    QCOMPARE(storage.value(QStringLiteral("storage-01")),
             (QSet<QString>{QStringLiteral("stor-su01-app1")}));
    QCOMPARE(storage.value(QStringLiteral("storage-02")),
             (QSet<QString>{QStringLiteral("stor-su02-app1")}));
    QCOMPARE(storage.value(QStringLiteral("storage-24")),
             (QSet<QString>{QStringLiteral("stor-su04-app1")}));
    const auto inband =
        farSwitchesPerNode(*g.design, QStringLiteral("inband"), QStringLiteral("GEN-STORAGE-NODE"));
    QCOMPARE(inband.size(), 4);  // the RA's 8 NFS storage links
    for (const QSet<QString>& leaves : inband)
      QCOMPARE(leaves.size(), 2);  // bonded over a leaf pair
    const auto oob =
        farSwitchesPerNode(*g.design, QStringLiteral("oob"), QStringLiteral("GEN-STORAGE-NODE"));
    QCOMPARE(oob.size(), 24);
    QCOMPARE(g.result.network(QStringLiteral("oob"))->linksByGroup.value("appliance-bmc"), 24);
  }

  void storageAppliancesFollowTheCountAsked_data() {
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("appliances");
    QTest::newRow("none") << "dgx-h100-ib" << 0;
    QTest::newRow("three, fewer than the NFS ports take") << "dgx-h100-ib" << 3;
    // The generic appliance defaults to InfiniBand; on a Spectrum-X storage fabric its data
    // ports are set to Ethernet (PR-02 stays quiet).
    QTest::newRow("Ethernet storage fabric (B300 XDR)") << "dgx-b300-xdr" << 12;
    QTest::newRow("Ethernet storage fabric (B300 twin-plane)") << "dgx-b300-eth" << 5;
  }
  void storageAppliancesFollowTheCountAsked() {
    QFETCH(QString, preset);
    QFETCH(int, appliances);
    const Generated g = generate(preset, 1, appliances);
    int placed = 0;
    for (const Device& device : g.design->all<Device>()) {
      if (device.typeId != QLatin1String("GEN-STORAGE-NODE"))
        continue;
      ++placed;
      const QString& storageSwitch = g.plan.preset->storage.switchPart;
      const bool ethernet = Catalog::builtIn().findPart(storageSwitch)->device()->defaultProtocol ==
                            Protocol::Ethernet;
      QCOMPARE(device.cageConfig.value(QStringLiteral("DATA1")).protocol,
               ethernet ? std::optional<Protocol>(Protocol::Ethernet) : std::nullopt);
    }
    QCOMPARE(placed, appliances);
    QCOMPARE(g.result.storageRacks, g.plan.storageRacks);
    QCOMPARE(g.result.storageRacks > 0, appliances > 0);
    const ValidationResult result = Validator::validateAll(*g.design, InfoDetail::None);
    QVERIFY2(result.errors == 0 && result.warnings == 0, qPrintable(test::firstProblems(result)));
    const QString notes = g.result.notes.join(QLatin1Char('\n'));
    if (appliances < 4)
      QVERIFY2(notes.contains(QStringLiteral("NFS storage links are left")), qPrintable(notes));
    if (appliances == 0)
      QVERIFY(!notes.contains(QStringLiteral("the storage appliances (")));
  }

  void sameInputsGiveTheSameBytes() {
    const Generated a = generate(QStringLiteral("dgx-b200-ib"), 2);
    const Generated b = generate(QStringLiteral("dgx-b200-ib"), 2);
    const QByteArray bytes = DesignFile::toBytes(*a.design);
    QCOMPARE(bytes, DesignFile::toBytes(*b.design));
    // And the file reads back to the same bytes.
    Design reread;
    DesignFile::loadFromBytes(bytes, QStringLiteral("cluster.rackwright"), reread);
    QCOMPARE(DesignFile::toBytes(reread), bytes);
  }

  void aHallTooLongForTheAocsIsRefusedWithTheFix() {
    ClusterInputs in;
    in.preset = QStringLiteral("dgx-b200-ib");
    in.sus = 16;
    const ClusterPlan plan = ClusterPlanner::plan(in, Catalog::builtIn());
    Design design;
    GeneratorOptions options;
    options.serversPerRack = plan.preset->serversPerRack;
    try {
      ClusterGenerator::generate(plan, options, Catalog::builtIn(), design);
      QFAIL("a 16-SU B200 hall with in-band runs beyond 30 m was generated");
    } catch (const GeneratorError& e) {
      QVERIFY2(e.message().contains(QStringLiteral("MFA1A00-C")), qPrintable(e.message()));
      QVERIFY2(e.message().contains(QStringLiteral("--row-length")), qPrintable(e.message()));
    }
  }

  void swappedRailsAreFoundOnBothLeaves() {
    // The generated fabric is rail-aligned (validated clean above). Swapping the leaf ends of two
    // nodes' compute fibers of different rails puts each on the other rail's leaf: PL-03 names
    // both, on the leaves where they now land.
    Generated g = generate(QStringLiteral("dgx-h100-ib"), 1);
    const Design& design = *g.design;
    const auto leafEnd = [&](const Cable& cable) -> int {
      for (int i = 0; i < cable.ends.size(); ++i) {
        const Attachment& at = cable.ends[i].attachment;
        const Module* module =
            at.kind == Attachment::Kind::ModulePort ? design.find<Module>(at.objectId) : nullptr;
        const Device* device = module ? design.find<Device>(module->deviceId) : nullptr;
        if (device && device->typeId == QStringLiteral("QM9700"))
          return i;
      }
      return -1;
    };
    const auto nodeCage = [&](const Cable& cable) {
      for (const CableEnd& end : cable.ends) {
        const Module* module = design.find<Module>(end.attachment.objectId);
        const Device* device = module ? design.find<Device>(module->deviceId) : nullptr;
        if (device && device->typeId == QStringLiteral("DGX-H100"))
          return module->cage + end.attachment.port;
      }
      return QString();
    };
    // Two compute fibers from different node cages (so different rails) to leaves.
    QVector<ObjectId> ids;
    for (const Cable& cable : design.all<Cable>())
      ids << cable.id;
    std::sort(ids.begin(), ids.end());
    const Cable* first = nullptr;
    const Cable* second = nullptr;
    for (const ObjectId& id : ids) {
      const Cable* cable = design.find<Cable>(id);
      if (cable->network != QStringLiteral("compute") || leafEnd(*cable) < 0 ||
          nodeCage(*cable).isEmpty())
        continue;
      if (!first)
        first = cable;
      else if (nodeCage(*cable) != nodeCage(*first)) {
        second = cable;
        break;
      }
    }
    QVERIFY(first && second);
    Cable a = *first;
    Cable b = *second;
    std::swap(a.ends[leafEnd(a)].attachment, b.ends[leafEnd(b)].attachment);
    g.design->update(a);
    g.design->update(b);
    const ValidationResult result = Validator::validateAll(design, InfoDetail::None);
    // One finding on each leaf (the switch is a finding's first object), each naming its node
    // port's rail and the leaf's.
    QSet<ObjectId> leaves;
    int rails = 0;
    for (const Finding& f : result.findings) {
      if (f.rule != QStringLiteral("PL-03"))
        continue;
      ++rails;
      leaves.insert(f.objects.constFirst());
      QVERIFY2(f.message().contains(QStringLiteral("(rail ")) &&
                   f.message().contains(QStringLiteral("is the leaf of rail")),
               qPrintable(f.message()));
    }
    QCOMPARE(rails, 2);
    QCOMPARE(leaves.size(), 2);
    QCOMPARE(result.errors, 2);
  }
};

QTEST_GUILESS_MAIN(TestClusterGenerator)
#include "tst_clustergenerator.moc"
