// The twin-plane Ethernet compute fabric of the DGX SuperPOD with DGX B300 on Spectrum-X: every
// GPU's ConnectX-8 runs two 400GbE legs, one to the rail leaf of plane A and one to that of plane
// B. The catalog's DGX-B300-ETH gives each ConnectX-8 cage two logical ports on one rail; the
// planner reads that as two links per GPU and, by default, one plane per leg; the generator sends
// leg A of rail n to plane A's rail-n leaf and leg B to plane B's, and the design validates with
// no errors and no warnings and comes out byte-identical from identical inputs.
#include "core/catalog/catalog.h"
#include "core/fileformat/designfile.h"
#include "core/planner/cablemapgenerator.h"
#include "core/validation/validator.h"
#include "support/findingchecks.h"
#include "support/generatedfabric.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace rackwright;

namespace {

const Catalog& catalog() {
  return Catalog::builtIn();
}

/// DGX-B300-ETH on SN5610 at 400GbE, rail-optimised, as the planner's defaults take it from the
/// catalog: 8 GPUs, 2 links per GPU, 2 planes.
PlanInputs twinPlaneInputs(int gpus) {
  PlanInputs in;
  in.gpus = gpus;
  in.linkRateGbps = 400;
  in.switchSpec = PortPlanner::switchSpecFromCatalog(*catalog().find("SN5610"), 400);
  in.serverSpec = *PortPlanner::serverSpecFor(catalog(), "DGX-B300-ETH", 400);
  in.gpusPerServer = in.serverSpec.gpus;
  in.linksPerGpu = in.serverSpec.linksPerGpu;
  in.planes = in.serverSpec.linksPerGpu;
  in.railOptimized = true;
  return in;
}

using Generated = test::GeneratedFabric;

Generated generate(const PlanInputs& in) {
  return test::generateFabric(in);
}

}  // namespace

class TestTwinPlaneFabric final : public QObject {
  Q_OBJECT

 private slots:
  void serverSpecCountsPortsPerRail_data() {
    QTest::addColumn<QString>("server");
    QTest::addColumn<int>("rate");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("linksPerGpu");
    QTest::addColumn<int>("linksPerModule");
    // Two legs on each of 8 rails: 8 GPUs with two links each, one module for both legs.
    QTest::newRow("DGX-B300-ETH at 400GbE") << "DGX-B300-ETH" << 400 << 8 << 2 << 2;
    // A twin-port cage serving two GPUs (rails 8 and 5): a link per GPU.
    QTest::newRow("DGX-H100 at 400G") << "DGX-H100" << 400 << 8 << 1 << 2;
    // Single-port ConnectX-8 cages at XDR: no twin-port cage, so no count from the cages.
    QTest::newRow("DGX-B300 at 800G XDR") << "DGX-B300" << 800 << 0 << 1 << 1;
  }
  void serverSpecCountsPortsPerRail() {
    QFETCH(QString, server);
    QFETCH(int, rate);
    QFETCH(int, gpus);
    QFETCH(int, linksPerGpu);
    QFETCH(int, linksPerModule);
    const ServerSpec spec = *PortPlanner::serverSpecFor(catalog(), server, rate);
    QCOMPARE(spec.gpus, gpus);
    QCOMPARE(spec.linksPerGpu, linksPerGpu);
    QCOMPARE(spec.linksPerModule, linksPerModule);
  }

  void planHasARailLeafPerPlane() {
    // 64 DGX B300 (one SU of 64 nodes): per plane 8 rail leaves of 64 down / 64 up, and 512
    // uplinks over 4 spines of 128 ports at 400GbE.
    const PortPlan plan = PortPlanner::plan(twinPlaneInputs(512));
    QCOMPARE(plan.servers, 64);
    QCOMPARE(plan.linksPerServer, 16);
    QCOMPARE(plan.linksPerServerPerPlane, 8);
    QCOMPARE(plan.leavesPerPlane, 8);
    QCOMPARE(plan.spinesPerPlane, 4);
  }

  void planSaysWhereTheLegsGo() {
    const PortPlan twin = PortPlanner::plan(twinPlaneInputs(512));
    QVERIFY2(twin.assumptions.join('\n').contains(
                 QStringLiteral("2 links per GPU: DGX-B300-ETH gives every rail 2 compute ports, "
                                "one per plane")),
             qPrintable(twin.assumptions.join('\n')));
    PlanInputs single = twinPlaneInputs(512);
    single.planes = 1;
    QVERIFY(PortPlanner::plan(single).assumptions.join('\n').contains(
        QStringLiteral("dealt leg by leg over 1 plane(s): the first port of every rail, then the "
                       "second")));
  }

  void ethernetOnlyServerIsRefusedOnInfiniBand() {
    // DGX-B300-ETH's ConnectX-8 ports run Ethernet: on QM9700 (InfiniBand) every link would
    // fail PR-01, so the plan is refused with the fix.
    PlanInputs in = twinPlaneInputs(512);
    in.switchSpec = PortPlanner::switchSpecFromCatalog(*catalog().find("QM9700"), 400);
    try {
      PortPlanner::plan(in);
      QFAIL("planned an Ethernet-only server on InfiniBand switches");
    } catch (const PlanError& e) {
      QCOMPARE(e.problem(), PlanProblem::ProtocolMismatch);
      QCOMPARE(e.message(),
               QStringLiteral("DGX-B300-ETH's compute ports run Ethernet only, but QM9700 is an "
                              "InfiniBand switch: choose an Ethernet switch, or a server for "
                              "InfiniBand"));
    }
  }

  void twoTiersReachSixteenUnits() {
    // Two tiers reach as many leaves per plane as a spine has ports: 128 SN5610 ports at 400GbE,
    // 16 SU of 64 nodes, 8,192 × 400GbE per plane. A 17th SU needs a core tier.
    const PortPlan sixteen = PortPlanner::plan(twinPlaneInputs(16 * 64 * 8));
    QCOMPARE(sixteen.leavesPerPlane, 128);
    QCOMPARE(sixteen.inputs.tiers, 2);
    try {
      PortPlanner::plan(twinPlaneInputs(17 * 64 * 8));
      QFAIL("17 SU planned on two tiers");
    } catch (const PlanError& e) {
      QCOMPARE(e.problem(), PlanProblem::LeavesExceedSpinePorts);
    }
    PlanInputs threeTiers = twinPlaneInputs(17 * 64 * 8);
    threeTiers.tiers = 3;
    QCOMPARE(PortPlanner::plan(threeTiers).leavesPerPlane, 17 * 8);
  }

  void legsGoOneToEachPlane() {
    const Generated g = generate(twinPlaneInputs(512));
    const Design& design = *g.design;
    static const QRegularExpression railLeaf(QStringLiteral("^leaf-p(\\d)-su01-r(\\d)$"));
    static const QRegularExpression leg(QStringLiteral("^CX8-(\\d)$"));
    int legs = 0;
    for (const Cable& cable : design.all<Cable>()) {
      const Module* node = nullptr;
      const Module* leaf = nullptr;
      QString nodePort;
      for (const CableEnd& end : cable.ends) {
        if (end.attachment.kind != Attachment::Kind::ModulePort)
          continue;
        const Module* module = design.find<Module>(end.attachment.objectId);
        QVERIFY(module);
        const Device* device = design.find<Device>(module->deviceId);
        QVERIFY(device);
        if (device->typeId == QLatin1String("DGX-B300-ETH")) {
          node = module;
          nodePort = end.attachment.port;
        } else {
          leaf = module;
        }
      }
      if (!node)
        continue;
      QVERIFY(leaf);
      const QString leafName = design.find<Device>(leaf->deviceId)->name;
      const QRegularExpressionMatch onLeaf = railLeaf.match(leafName);
      const QRegularExpressionMatch cage = leg.match(node->cage);
      QVERIFY2(onLeaf.hasMatch() && cage.hasMatch(), qPrintable(leafName + ' ' + node->cage));
      // Port 1 of the twin-port module is leg A (plane A), port 2 leg B; the rail is the cage's.
      QCOMPARE(onLeaf.captured(1), nodePort);
      QCOMPARE(onLeaf.captured(2), cage.captured(1));
      ++legs;
    }
    QCOMPARE(legs, 64 * 16);
  }

  void designValidatesCleanAndIsIdentical() {
    const Generated g = generate(twinPlaneInputs(512));
    const ValidationResult result = Validator::validateAll(*g.design, InfoDetail::None);
    QVERIFY2(result.errors == 0 && result.warnings == 0, qPrintable(test::firstProblems(result)));
    const QByteArray first = DesignFile::toBytes(*g.design);
    QVERIFY(first == DesignFile::toBytes(*generate(twinPlaneInputs(512)).design));
    Design loaded;
    DesignFile::loadFromBytes(first, QStringLiteral("b300-eth.rackwright"), loaded);
    QVERIFY(DesignFile::toBytes(loaded) == first);
  }

  void everyGpuKeepsALegWhateverTheCounts_data() {
    QTest::addColumn<int>("linksPerGpu");
    QTest::addColumn<int>("planes");
    // One link per GPU: the first leg of every ConnectX-8, not both legs of half of them.
    QTest::newRow("1 link per GPU, 1 plane") << 1 << 1;
    // Four planes: the first legs on planes A and B, the second legs on C and D; no plane
    // takes both legs of a GPU.
    QTest::newRow("2 links per GPU, 4 planes") << 2 << 4;
  }
  void everyGpuKeepsALegWhateverTheCounts() {
    QFETCH(int, linksPerGpu);
    QFETCH(int, planes);
    PlanInputs in = twinPlaneInputs(512);
    in.linksPerGpu = linksPerGpu;
    in.planes = planes;
    const Generated g = generate(in);
    QSet<QString> cages;
    for (const Module& module : g.design->all<Module>()) {
      const Device* device = g.design->find<Device>(module.deviceId);
      if (device->name == QLatin1String("dgx-0001"))
        cages.insert(module.cage);
    }
    QCOMPARE(cages.size(), 8);
    const ValidationResult result = Validator::validateAll(*g.design, InfoDetail::None);
    QVERIFY2(result.errors == 0 && result.warnings == 0, qPrintable(test::firstProblems(result)));
  }

  void singlePlaneKeepsBothLegsOnOnePlane() {
    // A single plane (supported by the Enterprise RA): both legs of every GPU on the plane, two
    // leaves per rail, and nothing for PL-04 to report.
    PlanInputs in = twinPlaneInputs(512);
    in.planes = 1;
    const Generated g = generate(in);
    QCOMPARE(g.plan.leavesPerPlane, 16);
    const ValidationResult result = Validator::validateAll(*g.design, InfoDetail::None);
    QVERIFY2(result.errors == 0 && result.warnings == 0, qPrintable(test::firstProblems(result)));
  }
};

QTEST_GUILESS_MAIN(TestTwinPlaneFabric)
#include "tst_twinplanefabric.moc"
