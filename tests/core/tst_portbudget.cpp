// Port budget: the guide's two-tier worked example and the non-blocking three-tier fabric with
// every number asserted, a 2:1 variant, rail-optimised SUs, dual planes, switch specs from
// catalog cages, and refusals with their reasons.
#include "core/catalog/parttypes.h"
#include "core/planner/portbudget.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace rackwright;

Q_DECLARE_METATYPE(rackwright::PlanInputs)

namespace {

SwitchSpec qm9700() {
  return SwitchSpec{QStringLiteral("QM9700"), 64, 400, 32, true, {Protocol::InfiniBand}};
}

/// The guide's worked example: 128 servers × 8 GPUs, one 400G link per GPU, 64-port switches
/// split 32 down / 32 up, two tiers.
PlanInputs workedExample() {
  PlanInputs in;
  in.servers = 128;
  in.gpusPerServer = 8;
  in.linksPerGpu = 1;
  in.linkRateGbps = 400;
  in.switchSpec = qm9700();
  in.tiers = 2;
  in.downlinks = 32;
  in.uplinks = 32;
  return in;
}

Part catalogSwitch(const QString& id, int cages, QVector<Protocol> protocols, bool split) {
  Part part;
  part.id = id;
  part.kind = PartKind::Switch;
  DeviceBody body;
  body.role = DeviceRole::Switch;
  for (int i = 1; i <= cages; ++i) {
    CageDefinition cage;
    cage.name = QStringLiteral("OSFP%1").arg(i);
    cage.formFactor = FormFactor::OSFP;
    cage.twinPort = true;
    cage.electricalLanes = 8;
    cage.signalling = {Signalling::PAM4_100G, Signalling::PAM4_50G, Signalling::NRZ25G};
    cage.protocols = protocols;
    cage.splitCapable = split;
    cage.logicalPorts = {QStringLiteral("P%1/1").arg(i), QStringLiteral("P%1/2").arg(i)};
    body.cages << cage;
  }
  part.body = body;
  return part;
}

}  // namespace

class TestPortBudget final : public QObject {
  Q_OBJECT

 private slots:
  void workedExampleTwoTier() {
    const PortPlan p = PortPlanner::plan(workedExample());
    QCOMPARE(p.servers, 128);
    QCOMPARE(p.gpus, 1024);
    QCOMPARE(p.endpointsPerPlane, 1024);  // 128 × 8 × 1
    QCOMPARE(p.serversPerLeaf, 4);        // 32 downlinks / 8 links per server
    QCOMPARE(p.leaves(), 32);             // 1024 / 32
    QCOMPARE(p.leafDownlinks, 32);
    QCOMPARE(p.leafUplinks, 32);
    QCOMPARE(p.leaves() * p.leafUplinks, 1024);  // leaf uplinks
    QCOMPARE(p.spines(), 16);                    // 1024 uplinks / 64 ports
    QCOMPARE(p.linksPerLeafSpinePair, 2);        // 32 uplinks / 16 spines
    QCOMPARE(p.cores(), 0);
    QCOMPARE(p.linksPerSpineCorePair, 0);
    QCOMPARE(p.leafOversubscription.toString(), QStringLiteral("1:1"));

    const RoleBudget* spine = p.role(QStringLiteral("spine"));
    QVERIFY(spine);
    QCOMPARE(spine->switches, 16);
    QCOMPARE(spine->used(), 16 * 64);  // each spine: 32 leaves × 2 links = 64 ports
    QCOMPARE(spine->downlinksUsed / spine->switches, 64);
    QCOMPARE(spine->free(), 0);
    QCOMPARE(spine->cagesUsed, 16 * 32);
    const RoleBudget* leaf = p.role(QStringLiteral("leaf"));
    QVERIFY(leaf);
    QCOMPARE(leaf->switches, 32);
    QCOMPARE(leaf->downlinksUsed, 1024);
    QCOMPARE(leaf->uplinksUsed, 1024);
    QCOMPARE(leaf->free(), 0);
    QCOMPARE(leaf->cagesUsed, 32 * 32);
    QVERIFY(!p.role(QStringLiteral("core")));

    QCOMPARE(p.tier(QStringLiteral("serverLeaf"))->logicalLinks, 1024);
    QCOMPARE(p.tier(QStringLiteral("leafSpine"))->logicalLinks, 1024);
    QCOMPARE(p.tier(QStringLiteral("spineCore"))->logicalLinks, 0);
    QCOMPARE(p.totalLogicalLinks(), 2048);
    QVERIFY(p.notes.isEmpty());  // 16 spines is also the naive 1024 / 64

    // Media auto: server–leaf copper (leaf in the servers' rack), leaf–spine fiber.
    const TierBudget* serverLeaf = p.tier(QStringLiteral("serverLeaf"));
    QCOMPARE(serverLeaf->media, PlanMedia::Dac);
    QCOMPARE(serverLeaf->lowerCages, 1024);  // one adapter port per link
    QCOMPARE(serverLeaf->upperCages, 512);   // 32 leaves × 16 twin-port cages
    QCOMPARE(serverLeaf->transceivers(), 0);
    QCOMPARE(serverLeaf->cableAssemblies, 512);  // twin head + 2 legs = 2 links each
    const TierBudget* leafSpine = p.tier(QStringLiteral("leafSpine"));
    QCOMPARE(leafSpine->media, PlanMedia::Fiber);
    QCOMPARE(leafSpine->lowerTransceivers, 512);  // 32 leaves × 16 uplink cages
    QCOMPARE(leafSpine->upperTransceivers, 512);  // 16 spines × 32 cages
    QCOMPARE(leafSpine->cableAssemblies, 1024);   // one straight fiber per link
    QCOMPARE(p.totalTransceivers(), 1024);
    QCOMPARE(p.totalCableAssemblies(), 1536);
  }

  void workedExampleDerivedSplitMatches() {
    PlanInputs in = workedExample();
    in.downlinks = 0;
    in.uplinks = 0;  // 1:1 from the oversubscription default
    const PortPlan p = PortPlanner::plan(in);
    QCOMPARE(p.leafDownlinks, 32);
    QCOMPARE(p.leafUplinks, 32);
    QCOMPARE(p.leaves(), 32);
    QCOMPARE(p.spines(), 16);
    QCOMPARE(p.linksPerLeafSpinePair, 2);
  }

  void workedExampleFiberAndTwinPortServers() {
    PlanInputs in = workedExample();
    in.media = PlanMedia::Fiber;
    PortPlan p = PortPlanner::plan(in);
    // Server side: one single-port module per link (1024); leaf side: one twin-port module per
    // cage (512).
    QCOMPARE(p.tier(QStringLiteral("serverLeaf"))->transceivers(), 1536);
    QCOMPARE(p.tier(QStringLiteral("serverLeaf"))->cableAssemblies, 1024);
    QCOMPARE(p.totalTransceivers(), 1536 + 1024);

    // DGX-style servers: 8 links in 4 twin-port cages, one module per cage.
    in.serverSpec.linksPerModule = 2;
    p = PortPlanner::plan(in);
    QCOMPARE(p.tier(QStringLiteral("serverLeaf"))->lowerCages, 512);
    QCOMPARE(p.tier(QStringLiteral("serverLeaf"))->transceivers(), 1024);
    in.media = PlanMedia::Dac;
    p = PortPlanner::plan(in);
    // Twin↔twin DAC: 1024 links / 2 per assembly, no transceivers on either tier.
    QCOMPARE(p.tier(QStringLiteral("serverLeaf"))->cableAssemblies, 512);
    QCOMPARE(p.tier(QStringLiteral("leafSpine"))->cableAssemblies, 512);  // 2 links per pair
    QCOMPARE(p.totalTransceivers(), 0);
  }

  void nonBlockingThreeTier() {
    PlanInputs in;
    in.gpus = 16384;
    in.gpusPerServer = 8;
    in.switchSpec = qm9700();
    in.tiers = 3;
    const PortPlan p = PortPlanner::plan(in);
    QCOMPARE(p.servers, 2048);
    QCOMPARE(p.leafDownlinks, 32);
    QCOMPARE(p.leafUplinks, 32);
    QCOMPARE(p.leaves(), 512);  // 16384 / 32
    QCOMPARE(p.pods, 16);       // 32 leaves per pod (a spine's 32 downlinks)
    QCOMPARE(p.leavesPerPod, 32);
    QCOMPARE(p.spinesPerPod, 32);  // 32 uplinks per leaf, 1 link per leaf–spine pair
    QCOMPARE(p.spines(), 512);
    QCOMPARE(p.spineDownlinks, 32);
    QCOMPARE(p.spineUplinks, 32);
    QCOMPARE(p.linksPerLeafSpinePair, 1);
    QCOMPARE(p.coreGroups, 32);            // spine j of every pod → core group j
    QCOMPARE(p.coresPerGroup, 8);          // 32 uplinks / 4 links per pair
    QCOMPARE(p.linksPerSpineCorePair, 4);  // 16 pods × 4 = 64 core ports
    QCOMPARE(p.cores(), 256);
    QCOMPARE(p.tier(QStringLiteral("serverLeaf"))->logicalLinks, 16384);
    QCOMPARE(p.tier(QStringLiteral("leafSpine"))->logicalLinks, 16384);
    QCOMPARE(p.tier(QStringLiteral("spineCore"))->logicalLinks, 16384);
    QCOMPARE(p.leafOversubscription.toString(), QStringLiteral("1:1"));
    QCOMPARE(p.spineOversubscription.toString(), QStringLiteral("1:1"));
    for (const QString& role :
         {QStringLiteral("leaf"), QStringLiteral("spine"), QStringLiteral("core")}) {
      QVERIFY2(p.role(role)->free() == 0, qPrintable(role));
    }
    QCOMPARE(p.role(QStringLiteral("core"))->used(), 256 * 64);
    // Switch tiers on fiber: 16384 links = 8192 twin-port modules at each end.
    QCOMPARE(p.tier(QStringLiteral("spineCore"))->transceivers(), 16384);
    QCOMPARE(p.tier(QStringLiteral("spineCore"))->cableAssemblies, 16384);

    // The same fabric rail-optimised in 64 SUs of 32 servers (the B200 SuperPOD shape).
    in.railOptimized = true;
    in.suSize = 32;
    const PortPlan rail = PortPlanner::plan(in);
    QCOMPARE(rail.suCount, 64);
    QCOMPARE(rail.leavesPerSu, 8);
    QCOMPARE(rail.leaves(), 512);
    QCOMPARE(rail.pods, 16);  // 4 SUs per pod
    QCOMPARE(rail.spines(), 512);
    QCOMPARE(rail.cores(), 256);
    QCOMPARE(rail.totalLogicalLinks(), 3 * 16384);
    QCOMPARE(rail.tier(QStringLiteral("serverLeaf"))->media, PlanMedia::Fiber);
  }

  void oversubscribedTwoToOne() {
    PlanInputs in = workedExample();
    in.downlinks = 0;
    in.uplinks = 0;
    in.oversubscription = Ratio{2, 1};
    const PortPlan p = PortPlanner::plan(in);
    // Largest whole-server downlink count d with d + d/2 ≤ 64: d = 40 (5 servers), u = 20.
    QCOMPARE(p.leafDownlinks, 40);
    QCOMPARE(p.leafUplinks, 20);
    QCOMPARE(p.serversPerLeaf, 5);
    QCOMPARE(p.leaves(), 26);  // ⌈128 / 5⌉; the last leaf has 3 servers
    // 26 leaves fit 64 / 26 = 2 links per pair; 2 divides 20 → 10 spines of 52 used ports.
    QCOMPARE(p.linksPerLeafSpinePair, 2);
    QCOMPARE(p.spines(), 10);
    QCOMPARE(p.leafOversubscription.toString(), QStringLiteral("2:1"));
    QCOMPARE(p.tier(QStringLiteral("serverLeaf"))->logicalLinks, 1024);
    QCOMPARE(p.tier(QStringLiteral("leafSpine"))->logicalLinks, 520);  // 26 × 20
    const RoleBudget* leaf = p.role(QStringLiteral("leaf"));
    QCOMPARE(leaf->downlinksUsed, 25 * 40 + 24);
    QCOMPARE(leaf->used(), 1544);
    QCOMPARE(leaf->free(), 26 * 64 - 1544);
    const RoleBudget* spine = p.role(QStringLiteral("spine"));
    QCOMPARE(spine->used(), 10 * 52);
    QCOMPARE(spine->free(), 10 * 12);
    // Naive 520 / 64 → 9 spines cannot take 20 uplinks per leaf evenly: said in a note.
    QCOMPARE(p.notes.size(), 1);
    QVERIFY2(p.notes.front().contains(QStringLiteral("suggests 9 spines")),
             qPrintable(p.notes.front()));
  }

  void railOptimisedScalableUnits() {
    PlanInputs in = workedExample();
    in.downlinks = 0;
    in.uplinks = 0;
    in.railOptimized = true;
    in.suSize = 32;
    PortPlan p = PortPlanner::plan(in);
    QCOMPARE(p.linksPerServerPerPlane, 8);  // 8 rails
    QCOMPARE(p.suCount, 4);
    QCOMPARE(p.serversPerSu, 32);
    QCOMPARE(p.leavesPerSu, 8);  // one leaf per rail
    QCOMPARE(p.leafDownlinks, 32);
    QCOMPARE(p.leafUplinks, 32);
    QCOMPARE(p.leaves(), 32);
    QCOMPARE(p.spines(), 16);
    QCOMPARE(p.linksPerLeafSpinePair, 2);
    QCOMPARE(p.tier(QStringLiteral("serverLeaf"))->media, PlanMedia::Fiber);
    QVERIFY(p.notes.isEmpty());

    // 100 servers: 4 SUs, the last with 4 servers; its 8 rail leaves are still built.
    in.servers = 100;
    p = PortPlanner::plan(in);
    QCOMPARE(p.suCount, 4);
    QCOMPARE(p.leaves(), 32);
    QCOMPARE(p.role(QStringLiteral("leaf"))->downlinksUsed, 800);  // 3 × 8 × 32 + 8 × 4
    QCOMPARE(p.tier(QStringLiteral("serverLeaf"))->logicalLinks, 800);
    QCOMPARE(p.notes.size(), 1);
    QVERIFY(p.notes.front().contains(QStringLiteral("4 of 32 servers")));
    // The budget's SU line says the 32 is what a unit holds when full, and what the last holds.
    QVERIFY2(p.toText().contains(QStringLiteral(
                 "4 per plane of up to 32 servers and 8 leaves each; the last holds 4")),
             qPrintable(p.toText()));
    in.servers = 128;
    QVERIFY(PortPlanner::plan(in).toText().contains(
        QStringLiteral("4 per plane, 32 servers and 8 leaves each")));
    // One partial unit, and a last unit that holds only the slot reserved for the UFM links.
    in.servers = 20;
    QVERIFY2(PortPlanner::plan(in).toText().contains(
                 QStringLiteral("1 per plane of up to 32 servers and 8 leaves, holding 20")),
             qPrintable(PortPlanner::plan(in).toText()));
    in.servers = 64;
    in.reservedSlots = 1;
    p = PortPlanner::plan(in);
    QCOMPARE(p.suCount, 3);
    QCOMPARE(p.serversInLastSu, 0);
    QVERIFY2(p.toText().contains(QStringLiteral("the last holds only the node slots reserved")),
             qPrintable(p.toText()));
    in.reservedSlots = 0;

    // SUs of 16: each rail leaf needs 16 downlinks and, at 1:1, 16 uplinks.
    in.servers = 128;
    in.suSize = 16;
    p = PortPlanner::plan(in);
    QCOMPARE(p.leafDownlinks, 16);
    QCOMPARE(p.leafUplinks, 16);
    QCOMPARE(p.leaves(), 64);              // 8 SUs × 8 rails
    QCOMPARE(p.linksPerLeafSpinePair, 1);  // 64 leaves on 64 spine ports
    QCOMPARE(p.spines(), 16);
    QCOMPARE(p.role(QStringLiteral("spine"))->free(), 0);
  }

  // Small and odd sizes honour the requested oversubscription: the busiest leaf's uplinks are
  // its used downlinks divided by the ratio (rounded up), and every spine carries links. A
  // cluster smaller than one SU is its own SU unless full-SU growth is asked for.
  void smallFabricsHonourTheOversubscription_data() {
    QTest::addColumn<int>("gpus");
    QTest::addColumn<bool>("rail");
    QTest::addColumn<QString>("ratio");
    QTest::addColumn<int>("leaves");
    QTest::addColumn<int>("uplinks");
    QTest::addColumn<int>("spines");
    // Rail-optimised, 8 rails: 8 leaves, each with one downlink per server (hand figures).
    QTest::newRow("8 GPUs, rails") << 8 << true << "1:1" << 8 << 1 << 1;
    QTest::newRow("16 GPUs, rails") << 16 << true << "1:1" << 8 << 2 << 1;
    QTest::newRow("24 GPUs, rails") << 24 << true << "1:1" << 8 << 3 << 1;
    // 64 GPUs = 8 servers: 8 down, 8 up per leaf; 64 uplinks fill one 64-port spine.
    QTest::newRow("64 GPUs, rails") << 64 << true << "1:1" << 8 << 8 << 1;
    QTest::newRow("64 GPUs, rails, 2:1") << 64 << true << "2:1" << 8 << 4 << 1;
    QTest::newRow("96 GPUs, rails") << 96 << true << "1:1" << 8 << 12 << 2;
    QTest::newRow("128 GPUs, rails") << 128 << true << "1:1" << 8 << 16 << 2;
    // 25 servers: 25 uplinks per leaf, 200 in all; 4 spines would split 25 unevenly, so 5.
    QTest::newRow("200 GPUs, rails") << 200 << true << "1:1" << 8 << 25 << 5;
    // Not rail-optimised: a server's 8 links go to one leaf of 32 downlinks (4 servers).
    QTest::newRow("8 GPUs") << 8 << false << "1:1" << 1 << 8 << 1;
    QTest::newRow("24 GPUs") << 24 << false << "1:1" << 1 << 24 << 1;
    QTest::newRow("64 GPUs") << 64 << false << "1:1" << 2 << 32 << 1;
    QTest::newRow("96 GPUs") << 96 << false << "1:1" << 3 << 32 << 2;
    // At 2:1 a leaf splits 40 down / 20 up (5 servers): 16 servers on 4 leaves, 80 uplinks on
    // 2 spines.
    QTest::newRow("128 GPUs, 2:1") << 128 << false << "2:1" << 4 << 20 << 2;
    QTest::newRow("200 GPUs") << 200 << false << "1:1" << 7 << 32 << 4;
  }

  void smallFabricsHonourTheOversubscription() {
    QFETCH(int, gpus);
    QFETCH(bool, rail);
    QFETCH(QString, ratio);
    QFETCH(int, leaves);
    QFETCH(int, uplinks);
    QFETCH(int, spines);
    PlanInputs in = workedExample();
    in.servers = 0;
    in.gpus = gpus;
    in.downlinks = 0;
    in.uplinks = 0;
    in.railOptimized = rail;
    in.oversubscription = Ratio::parse(ratio, QStringLiteral("ratio"));
    const PortPlan p = PortPlanner::plan(in);
    QCOMPARE(p.leaves(), leaves);
    QCOMPARE(p.leafUplinks, uplinks);
    QCOMPARE(p.spines(), spines);
    // The rule itself, from the plan's own figures: the busiest leaf's uplinks.
    const int busiest = rail ? p.serversPerSu : std::min(p.servers, p.serversPerLeaf) * 8;
    QCOMPARE(p.leafUplinks, (busiest * in.oversubscription.up + in.oversubscription.down - 1) /
                                in.oversubscription.down);
    // No idle spine: every leaf reaches every spine, and the spines carry all leaf uplinks.
    QVERIFY(p.linksPerLeafSpinePair >= 1);
    QCOMPARE(p.role(QStringLiteral("spine"))->downlinksUsed, p.leaves() * p.leafUplinks);
    QVERIFY(p.role(QStringLiteral("spine"))->downlinksUsed >= p.spines());
  }

  void fullScalableUnitIsAnExplicitChoice() {
    PlanInputs in = workedExample();
    in.servers = 8;
    in.downlinks = 0;
    in.uplinks = 0;
    in.railOptimized = true;
    in.fullSuGrowth = true;
    PortPlan p = PortPlanner::plan(in);
    // Built for a whole SU of 32: 32 + 32 ports per rail leaf, 256 uplinks on 4 spines.
    QCOMPARE(p.serversPerSu, 32);
    QCOMPARE(p.leaves(), 8);
    QCOMPARE(p.leafUplinks, 32);
    QCOMPARE(p.spines(), 4);
    QVERIFY2(std::any_of(p.notes.begin(), p.notes.end(),
                         [](const QString& n) {
                           return n.contains(QStringLiteral("uses 8 of its 32 downlinks"));
                         }),
             qPrintable(p.notes.join(QLatin1Char('\n'))));
    // The published one-SU answer: 32 DGX, 8 leaves, 4 spines, with growth or without.
    for (const bool growth : {true, false}) {
      in.servers = 32;
      in.fullSuGrowth = growth;
      p = PortPlanner::plan(in);
      QCOMPARE(p.leaves(), 8);
      QCOMPARE(p.spines(), 4);
      QCOMPARE(p.leafOversubscription.toString(), QStringLiteral("1:1"));
    }
    // Without growth the 8 servers are their own SU.
    in.servers = 8;
    in.fullSuGrowth = false;
    p = PortPlanner::plan(in);
    QCOMPARE(p.serversPerSu, 8);
    QCOMPARE(p.leafUplinks, 8);
    QCOMPARE(p.leafOversubscription.toString(), QStringLiteral("1:1"));
  }

  void dualPlane() {
    // Spectrum-X style: 128 servers × 8 GPUs × 2 × 400G links, two planes, SN5600 at 400G.
    PlanInputs in;
    in.servers = 128;
    in.linksPerGpu = 2;
    in.planes = 2;
    in.switchSpec = SwitchSpec{QStringLiteral("SN5600"), 128, 400, 64, true, {Protocol::Ethernet}};
    in.railOptimized = true;
    const PortPlan p = PortPlanner::plan(in);
    QCOMPARE(p.linksPerServer, 16);
    QCOMPARE(p.linksPerServerPerPlane, 8);
    QCOMPARE(p.endpointsPerPlane, 1024);
    QCOMPARE(p.leafDownlinks, 64);
    QCOMPARE(p.leafUplinks, 64);
    QCOMPARE(p.serversPerSu, 64);  // SU size defaults to a rail leaf's downlinks
    QCOMPARE(p.suCount, 2);
    QCOMPARE(p.leavesPerPlane, 16);  // 2 SUs × 8 rails
    QCOMPARE(p.leaves(), 32);
    QCOMPARE(p.linksPerLeafSpinePair, 8);  // 128 ports / 16 leaves
    QCOMPARE(p.spinesPerPlane, 8);         // 64 uplinks / 8
    QCOMPARE(p.spines(), 16);
    QCOMPARE(p.tier(QStringLiteral("serverLeaf"))->logicalLinks, 2048);
    QCOMPARE(p.tier(QStringLiteral("leafSpine"))->logicalLinks, 2048);
    QCOMPARE(p.role(QStringLiteral("spine"))->free(), 0);
    QVERIFY(p.assumptions.join(QLatin1Char('\n')).contains(QStringLiteral("2 identical planes")));
  }

  void jsonCarriesTheBudget() {
    const QJsonObject json = PortPlanner::plan(workedExample()).toJson();
    QCOMPARE(json.value(QStringLiteral("leaves")).toInt(), 32);
    QCOMPARE(json.value(QStringLiteral("spines")).toInt(), 16);
    QCOMPARE(json.value(QStringLiteral("linksPerLeafSpinePair")).toInt(), 2);
    const QJsonObject links = json.value(QStringLiteral("logicalLinks")).toObject();
    QCOMPARE(links.value(QStringLiteral("total")).toInt(), 2048);
    QCOMPARE(links.value(QStringLiteral("leafSpine")).toInt(), 1024);
    QCOMPARE(json.value(QStringLiteral("ports"))
                 .toObject()
                 .value(QStringLiteral("spine"))
                 .toObject()
                 .value(QStringLiteral("used"))
                 .toInt(),
             1024);
    QVERIFY(!json.value(QStringLiteral("assumptions")).toArray().isEmpty());
    QCOMPARE(
        json.value(QStringLiteral("inputs")).toObject().value(QStringLiteral("servers")).toInt(),
        128);
  }

  void switchSpecFromCatalogCages() {
    const Part qm = catalogSwitch(QStringLiteral("QM9700"), 32, {Protocol::InfiniBand}, true);
    SwitchSpec spec = switchSpecFromCatalog(qm, 400);
    QCOMPARE(spec.logicalPorts, 64);  // 32 twin-port cages × 2 × 400G
    QCOMPARE(spec.cages, 32);
    QCOMPARE(spec.portsPerCage(), 2);
    QVERIFY(spec.twinPort);
    spec = switchSpecFromCatalog(qm, 200);
    QCOMPARE(spec.logicalPorts, 128);  // NDR200 on split cages
    try {
      switchSpecFromCatalog(qm, 800);
      QFAIL("800G InfiniBand ports on 100G lanes must be refused");
    } catch (const PlanError& e) {
      QCOMPARE(e.problem(), PlanProblem::RateMismatch);
      QVERIFY2(e.message().contains(QStringLiteral("InfiniBand ports use at most 4 lanes")),
               qPrintable(e.message()));
    }

    Part sn = catalogSwitch(QStringLiteral("SN5600"), 64, {Protocol::Ethernet}, true);
    CageDefinition sfp;  // the management SFP28 port carries no 400G
    sfp.name = QStringLiteral("SFP1");
    sfp.electricalLanes = 1;
    sfp.signalling = {Signalling::NRZ25G};
    sn.device()->cages << sfp;
    spec = switchSpecFromCatalog(sn, 800);
    QCOMPARE(spec.logicalPorts, 64);
    QCOMPARE(spec.portsPerCage(), 1);
    spec = switchSpecFromCatalog(sn, 400);
    QCOMPARE(spec.logicalPorts, 128);
    QCOMPARE(spec.cages, 64);

    const Part unsplit = catalogSwitch(QStringLiteral("X"), 32, {Protocol::InfiniBand}, false);
    try {
      switchSpecFromCatalog(unsplit, 200);
      QFAIL("a cage that is not split-capable cannot give 4 ports");
    } catch (const PlanError& e) {
      QVERIFY2(e.message().contains(QStringLiteral("not split-capable")), qPrintable(e.message()));
    }
  }

  void serverSpecFromCatalog() {
    Part dgx = catalogSwitch(QStringLiteral("DGX-H100"), 4,
                             {Protocol::InfiniBand, Protocol::Ethernet}, false);
    dgx.kind = PartKind::Server;
    dgx.definition =
        QJsonObject{{QStringLiteral("device"), QJsonObject{{QStringLiteral("gpus"), 8}}}};
    const ServerSpec spec = PortPlanner::serverSpecFromCatalog(dgx, 400);
    QCOMPARE(spec.gpus, 8);
    QCOMPARE(spec.gpusSource, QStringLiteral("the catalog entry of DGX-H100"));
    QCOMPARE(spec.linksPerModule, 2);
    dgx.definition = {};  // no GPU count: one GPU per twin-port compute port (4 cages × 2)
    const ServerSpec inferred = PortPlanner::serverSpecFromCatalog(dgx, 400);
    QCOMPARE(inferred.gpus, 8);
    QCOMPARE(inferred.gpusSource,
             QStringLiteral("DGX-H100's 8 twin-port compute ports, one per GPU"));
    Part plain;
    plain.id = QStringLiteral("HGX");
    QCOMPARE(PortPlanner::serverSpecFromCatalog(plain, 400).linksPerModule, 1);
    QCOMPARE(PortPlanner::serverSpecFromCatalog(plain, 400).gpus, 0);
  }

  void refusals_data() {
    QTest::addColumn<PlanInputs>("inputs");
    QTest::addColumn<int>("problem");
    QTest::addColumn<QString>("reason");
    const PlanInputs base = workedExample();
    PlanInputs in;

    in = base;
    in.servers = 0;
    in.gpus = 1001;
    QTest::newRow("gpus not whole servers")
        << in << int(PlanProblem::InvalidInput)
        << QStringLiteral("1001 GPUs are not a whole number of servers with 8 GPUs each");
    in = base;
    in.gpus = 1000;
    QTest::newRow("gpus and servers disagree")
        << in << int(PlanProblem::InvalidInput)
        << QStringLiteral("1000 GPUs do not match 128 servers × 8 GPUs per server");
    in = base;
    in.servers = 0;
    QTest::newRow("no size") << in << int(PlanProblem::InvalidInput)
                             << QStringLiteral("give the number of GPUs or of servers");
    in = base;
    in.tiers = 4;
    QTest::newRow("four tiers") << in << int(PlanProblem::InvalidInput)
                                << QStringLiteral("tiers must be 2 or 3, not 4");
    in = base;
    in.planes = 3;
    QTest::newRow("planes uneven")
        << in << int(PlanProblem::InvalidInput)
        << QStringLiteral("8 links per server do not split evenly over 3 planes");
    in = base;
    in.switchSpec.portRateGbps = 800;
    QTest::newRow("rate mismatch")
        << in << int(PlanProblem::RateMismatch)
        << QStringLiteral("the QM9700 ports run at 800G but the links are 400G");
    in = base;
    in.downlinks = 40;
    in.uplinks = 40;
    QTest::newRow("ports exceeded")
        << in << int(PlanProblem::PortsExceeded)
        << QStringLiteral("40 downlinks + 40 uplinks per leaf need 80 ports; the QM9700 has 64");
    in = base;
    in.downlinks = 33;
    in.uplinks = 31;
    QTest::newRow("twin-port cage shared by two tiers")
        << in << int(PlanProblem::CageAlignment)
        << QStringLiteral(
               "33 downlinks and 31 uplinks need 17 + 16 cages of 2 ports when every "
               "cage serves one tier; the QM9700 has 32 cages");
    in = base;
    in.downlinks = 6;
    in.uplinks = 6;
    QTest::newRow("server wider than a leaf")
        << in << int(PlanProblem::ServerExceedsLeaf)
        << QStringLiteral(
               "a server's 8 links per plane go to one leaf, but a leaf has 6 "
               "downlinks");
    in = base;
    in.railOptimized = true;
    in.suSize = 40;
    QTest::newRow("rail leaf too small for the SU")
        << in << int(PlanProblem::RailLeafTooSmall)
        << QStringLiteral("an SU of 40 servers needs 40 downlinks per leaf; the leaves have 32");
    in = base;
    in.downlinks = 0;
    in.uplinks = 0;
    in.railOptimized = true;
    in.suSize = 40;
    QTest::newRow("SU too large for the switch")
        << in << int(PlanProblem::PortsExceeded)
        << QStringLiteral(
               "an SU of 40 servers needs 40 downlinks per rail leaf plus 40 uplinks "
               "for 1:1 oversubscription, 80 ports; the QM9700 has 64");
    in = base;
    in.servers = 512;
    QTest::newRow("leaves hide an impossible spine allocation")
        << in << int(PlanProblem::LeavesExceedSpinePorts)
        << QStringLiteral(
               "128 leaves per plane need spines with at least 128 ports (one link "
               "to every leaf), but the QM9700 has 64; counting only the leaves hides "
               "this");
    in = base;
    in.spines = 64;
    QTest::newRow("too many spines for the uplinks")
        << in << int(PlanProblem::SpinesExceedUplinks)
        << QStringLiteral("64 spines, but each leaf has only 32 uplinks");
    in = base;
    in.spines = 12;
    QTest::newRow("uplinks do not divide over the spines")
        << in << int(PlanProblem::UnevenLinks)
        << QStringLiteral(
               "32 uplinks per leaf do not divide evenly over 12 spines (2.667 links "
               "per leaf–spine pair)");
    in = base;
    in.spines = 8;
    QTest::newRow("too few spines for their ports")
        << in << int(PlanProblem::SpinePortsExceeded)
        << QStringLiteral(
               "each of the 8 spines would need 32 leaves × 4 links = 128 downlinks, "
               "but it has 64");
    in = base;
    in.servers = 36;
    in.gpusPerServer = 4;
    in.downlinks = 0;
    in.uplinks = 0;
    in.tiers = 3;
    in.switchSpec = SwitchSpec{QStringLiteral("S8"), 8, 400, 8, false, {}};
    QTest::newRow("too many pods for a core's ports")
        << in << int(PlanProblem::PodsExceedCorePorts)
        << QStringLiteral(
               "9 pods need core switches with at least 9 ports (one link to every "
               "pod), but the S8 has 8");
    in = base;
    in.downlinks = 0;
    in.uplinks = 0;
    in.linksPerGpu = 8;
    in.railOptimized = true;
    in.tiers = 3;
    QTest::newRow("SU wider than a pod")
        << in << int(PlanProblem::SuExceedsSpinePorts)
        << QStringLiteral("one SU has 64 leaves but a spine has 32 downlinks");
    in = base;
    in.servers = 160;
    in.media = PlanMedia::Dac;
    QTest::newRow("twin DAC with one link per pair")
        << in << int(PlanProblem::MediaImpossible)
        << QStringLiteral("needs both ports of every cage to go to the same spine");
    in = base;
    in.railOptimized = true;
    in.media = PlanMedia::Dac;
    in.serverSpec.linksPerModule = 2;
    QTest::newRow("twin DAC across rail leaves")
        << in << int(PlanProblem::MediaImpossible)
        << QStringLiteral(
               "the two ports of a server's twin-port cage go to different rail "
               "leaves");
  }

  void refusals() {
    QFETCH(PlanInputs, inputs);
    QFETCH(int, problem);
    QFETCH(QString, reason);
    try {
      const PortPlan plan = PortPlanner::plan(inputs);
      QFAIL(qPrintable(QStringLiteral("planned %1 leaves instead of refusing").arg(plan.leaves())));
    } catch (const PlanError& e) {
      QVERIFY2(e.message().contains(reason), qPrintable(e.message()));
      QCOMPARE(int(e.problem()), problem);
    }
  }

  void ratioParsing() {
    QCOMPARE(Ratio::parse(QStringLiteral("2:1"), QStringLiteral("--o")).toString(),
             QStringLiteral("2:1"));
    QCOMPARE(Ratio::parse(QStringLiteral("4:2"), QStringLiteral("--o")).toString(),
             QStringLiteral("2:1"));
    QCOMPARE(Ratio::parse(QStringLiteral("3"), QStringLiteral("--o")).value(), 3.0);
    QVERIFY_THROWS_EXCEPTION(Error, Ratio::parse(QStringLiteral("1:2"), QStringLiteral("--o")));
    QVERIFY_THROWS_EXCEPTION(Error, Ratio::parse(QStringLiteral("x"), QStringLiteral("--o")));
  }
};

QTEST_GUILESS_MAIN(TestPortBudget)
#include "tst_portbudget.moc"
