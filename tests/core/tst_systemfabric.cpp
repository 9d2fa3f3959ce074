// Rack-scale systems (GB200 / GB300 NVL72) in the generated compute fabric: the planner counts
// whole racks of compute trays in scalable units of eight racks and refuses what cannot be built;
// the generator places every system rack whole (each member at its unit, named as placing it by
// hand names it), puts the leaves in network racks, wires tray k of every rack of a unit to leaf k,
// and the design matches the plan's counts, validates with no errors and no warnings, and comes out
// byte-identical from identical inputs.
#include "core/analysis/designstats.h"
#include "core/catalog/catalog.h"
#include "core/catalog/racksystem.h"
#include "core/editing/racksystemplacement.h"
#include "core/fileformat/designfile.h"
#include "core/planner/cablemapgenerator.h"
#include "core/validation/validator.h"
#include "support/findingchecks.h"
#include "support/generatedfabric.h"

#include <QRegularExpression>
#include <QTest>

using namespace rackwright;

Q_DECLARE_METATYPE(rackwright::PlanInputs)

namespace {

const Catalog& catalog() {
  return Catalog::builtIn();
}

PlanInputs systemInputs(const QString& system, int gpus, const QString& switchId = "QM9700",
                        int rate = 400, int tiers = 2) {
  PlanInputs in;
  in.gpus = gpus;
  in.linkRateGbps = rate;
  in.tiers = tiers;
  in.switchSpec = PortPlanner::switchSpecFromCatalog(*catalog().find(switchId), rate);
  in.serverSpec = *PortPlanner::serverSpecFor(catalog(), system, rate);
  in.gpusPerServer = in.serverSpec.gpus;
  return in;
}

using Generated = test::GeneratedFabric;

Generated generate(const PlanInputs& in) {
  return test::generateFabric(in);
}

void addShapes() {
  QTest::addColumn<PlanInputs>("in");
  QTest::addColumn<int>("leaves");
  QTest::addColumn<int>("spines");
  // One scalable unit: 8 racks × 18 trays × 4 ports = 576 links, 32 per QM9700 leaf.
  QTest::newRow("GB200, one SU") << systemInputs("GB200-NVL72", 576) << 18 << 16;
  // A unit of two racks still gets its 18 leaves, as NVIDIA builds a partial unit in full; each
  // takes 2 trays (8 ports) with as many uplinks, over the fewest spines that divide them.
  QTest::newRow("GB200, partial SU") << systemInputs("GB200-NVL72", 144) << 18 << 4;
  QTest::newRow("GB200, two SUs") << systemInputs("GB200-NVL72", 1152) << 36 << 32;
  // ConnectX-8 at XDR: 72 downlinks per Q3400 leaf, 8 leaves: the trays are dealt over them.
  QTest::newRow("GB300 XDR") << systemInputs("GB300-NVL72", 576, "Q3400-RA", 800) << 8 << 4;
}

/// Compute-tray number of a member name ("R01-03-CT14" → 14), 0 for another device.
int trayNumber(const QString& deviceName) {
  static const QRegularExpression tray(QStringLiteral("-CT(\\d+)$"));
  const QRegularExpressionMatch m = tray.match(deviceName);
  return m.hasMatch() ? m.captured(1).toInt() : 0;
}

}  // namespace

class TestSystemFabric final : public QObject {
  Q_OBJECT

 private slots:
  void serverSpecOfASystem() {
    const std::optional<ServerSpec> gb200 =
        PortPlanner::serverSpecFor(catalog(), QStringLiteral("GB200-NVL72"), 400);
    QVERIFY(gb200);
    QCOMPARE(gb200->model, QStringLiteral("GB200-NVL72-COMPUTE-TRAY"));
    QCOMPARE(gb200->systemId, QStringLiteral("GB200-NVL72"));
    QCOMPARE(gb200->serversPerSystem, 18);
    QCOMPARE(gb200->gpus, 4);  // 72 GPUs over 18 trays
    const std::optional<ServerSpec> dgx =
        PortPlanner::serverSpecFor(catalog(), QStringLiteral("DGX-H100"), 400);
    QVERIFY(dgx && !dgx->isSystemTray());
    QVERIFY(!PortPlanner::serverSpecFor(catalog(), QStringLiteral("QM9700"), 400));
    QVERIFY(!PortPlanner::serverSpecFor(catalog(), QStringLiteral("NO-SUCH-ID"), 400));
  }

  void planCountsWholeRacks() {
    const PortPlan plan = PortPlanner::plan(systemInputs("GB200-NVL72", 1152));
    QCOMPARE(plan.servers, 288);
    QCOMPARE(plan.inputs.suSize, 144);  // 8 racks, the GB200 SuperPOD RA's unit
    QCOMPARE(plan.suCount, 2);
    QCOMPARE(plan.leavesPerSu, 18);
    QCOMPARE(plan.serversPerLeaf, 8);
    QVERIFY(!plan.inputs.railOptimized);
    // The assumption the layout rests on is stated, not hidden.
    QVERIFY(plan.assumptions.join(QLatin1Char('\n')).contains(QStringLiteral("not confirmed")));
    // Leaves sit outside the system racks, so the automatic media is fiber.
    QCOMPARE(plan.tier(QStringLiteral("serverLeaf"))->media, PlanMedia::Fiber);
  }

  void planRefusals_data() {
    QTest::addColumn<PlanInputs>("in");
    QTest::addColumn<QString>("message");
    QTest::newRow("not whole racks") << systemInputs("GB200-NVL72", 100)
                                     << QStringLiteral("comes in whole racks of 18 compute trays");
    PlanInputs rail = systemInputs("GB200-NVL72", 576);
    rail.railOptimized = true;
    QTest::newRow("rail-optimised") << rail << QStringLiteral("wired by tray position");
    PlanInputs su = systemInputs("GB200-NVL72", 576);
    su.suSize = 100;
    QTest::newRow("SU not whole racks") << su << QStringLiteral("is not a whole number of");
  }
  void planRefusals() {
    QFETCH(PlanInputs, in);
    QFETCH(QString, message);
    try {
      PortPlanner::plan(in);
      QFAIL("the plan was accepted");
    } catch (const PlanError& e) {
      QCOMPARE(e.problem(), PlanProblem::InvalidInput);
      QVERIFY2(e.message().contains(message), qPrintable(e.message()));
    }
  }

  void trayAloneIsRefused() {
    // Racked alone a tray would fail PL-11: the generator names the system to plan instead.
    PlanInputs in = systemInputs("GB200-NVL72", 576);
    in.serverSpec = PortPlanner::serverSpecFromCatalog(
        *catalog().find(QStringLiteral("GB200-NVL72-COMPUTE-TRAY")), 400);
    in.gpusPerServer = 4;
    const PortPlan plan = PortPlanner::plan(in);
    Design design;
    try {
      CableMapGenerator::generate(plan, GeneratorOptions{}, catalog(), design);
      QFAIL("the tray was generated on its own");
    } catch (const GeneratorError& e) {
      QVERIFY2(e.message().contains(QStringLiteral("plan the system (GB200-NVL72)")),
               qPrintable(e.message()));
    }
  }

  void countsMatchPlan_data() { addShapes(); }
  void countsMatchPlan() {
    QFETCH(PlanInputs, in);
    QFETCH(int, leaves);
    QFETCH(int, spines);
    const Generated g = generate(in);
    QCOMPARE(g.plan.leaves(), leaves);
    QCOMPARE(g.plan.spines(), spines);
    QVERIFY2(g.result.notes.isEmpty(), qPrintable(g.result.notes.join(QLatin1Char('\n'))));
    for (const TierBudget& tier : g.plan.tiers) {
      const GeneratedTier* made = g.result.tier(tier.key);
      QVERIFY(made);
      QCOMPARE(made->logicalLinks, tier.logicalLinks);
      QCOMPARE(made->transceivers, tier.transceivers());
      QCOMPARE(made->cableAssemblies, tier.cableAssemblies);
    }
    const DesignStats stats = DesignStats::compute(*g.design);
    QCOMPARE(stats.logicalLinks, g.plan.totalLogicalLinks());
    QCOMPARE(stats.modules, g.plan.totalTransceivers());
    QCOMPARE(stats.cables, g.plan.totalCableAssemblies());
  }

  void leafUseMatchesThePlan_data() {
    addShapes();
    // Four planes: one port of each tray per plane, so 5 leaves per unit take 29 or 28 trays.
    PlanInputs planes = systemInputs("GB200-NVL72", 576);
    planes.planes = 4;
    QTest::newRow("GB200, four planes") << planes << 20 << 0;
  }
  void leafUseMatchesThePlan() {
    // The planner counts each leaf's used ports as the generator deals the trays, so the
    // switch-side cages and modules it plans are the ones generated.
    QFETCH(PlanInputs, in);
    const Generated g = generate(in);
    const RoleBudget* leaves = g.plan.role(QStringLiteral("leaf"));
    QVERIFY(leaves);
    QCOMPARE(g.result.tier(QStringLiteral("serverLeaf"))->transceivers,
             g.plan.tier(QStringLiteral("serverLeaf"))->transceivers());
    QCOMPARE(g.result.modules, g.plan.totalTransceivers());
    // Named by tray position only where a leaf takes exactly one.
    const bool byPosition = g.plan.leavesPerSu == in.serverSpec.serversPerSystem;
    int positionNamed = 0;
    for (const Device& d : g.design->all<Device>())
      positionNamed += d.name.contains(QStringLiteral("-ct")) && d.name.startsWith("leaf");
    QCOMPARE(positionNamed > 0, byPosition);
    const QString assumed = g.plan.assumptions.join(QLatin1Char(' '));
    QVERIFY(assumed.contains(byPosition ? QStringLiteral("tray k of every rack to leaf k")
                                        : QStringLiteral("dealt over the")));
  }

  void systemRacksAreWhole_data() { addShapes(); }
  void systemRacksAreWhole() {
    QFETCH(PlanInputs, in);
    const Generated g = generate(in);
    const RackSystemPtr system = catalog().findSystem(in.serverSpec.systemId);
    QVERIFY(system);
    int systemRacks = 0;
    for (const Rack& rack : g.design->all<Rack>()) {
      if (!rack.isSystem()) {
        // Network racks hold switches only.
        for (const ObjectId& id : g.design->devicesInRack(rack.id)) {
          const Device* device = g.design->find<Device>(id);
          QVERIFY2(g.design->part(device->typeId)->device()->role == DeviceRole::Switch,
                   qPrintable(device->name));
        }
        continue;
      }
      ++systemRacks;
      QCOMPARE(rack.systemId, system->id);
      QCOMPARE(rack.heightU, system->heightU);
      QCOMPARE(rack.maxPowerW, system->powerMaxW);
      QVERIFY(RackSystemPlacement::missingMembers(*g.design, rack).isEmpty());
      const QVector<ObjectId> members = g.design->devicesInRack(rack.id);
      QCOMPARE(members.size(), system->members.size());
      for (const ObjectId& id : members) {
        const Device* device = g.design->find<Device>(id);
        const RackSystemMember* member = RackSystemPlacement::memberOf(*g.design, *device);
        QVERIFY2(member, qPrintable(device->name));
        QCOMPARE(device->name, rack.name + QLatin1Char('-') + member->name);
      }
    }
    QCOMPARE(systemRacks, g.plan.servers / in.serverSpec.serversPerSystem);
  }

  void validatesClean_data() { addShapes(); }
  void validatesClean() {
    QFETCH(PlanInputs, in);
    const Generated g = generate(in);
    const ValidationResult result = Validator::validateAll(*g.design);
    QVERIFY2(result.errors == 0 && result.warnings == 0, qPrintable(test::firstProblems(result)));
  }

  void leafTakesOneTrayPositionOfEveryRack() {
    const Generated g = generate(systemInputs("GB200-NVL72", 1152));
    // Leaf → (tray number → racks seen, ports).
    QHash<QString, QMap<int, QMap<ObjectId, int>>> byLeaf;
    for (const Cable& cable : g.design->all<Cable>()) {
      QStringList names;
      for (const CableEnd& end : cable.ends) {
        const Module* module = g.design->find<Module>(end.attachment.objectId);
        QVERIFY(module);
        names << g.design->find<Device>(module->deviceId)->name;
      }
      const int tray = trayNumber(names.front());
      if (tray == 0)
        continue;  // a leaf–spine link
      const Device* trayDevice = nullptr;
      for (const Device& d : g.design->all<Device>()) {
        if (d.name == names.front())
          trayDevice = &d;
      }
      ++byLeaf[names.back()][tray][trayDevice->rackId];
    }
    QCOMPARE(byLeaf.size(), 36);
    static const QRegularExpression leafName(QStringLiteral("^leaf-su0[12]-ct(\\d\\d)$"));
    for (auto it = byLeaf.constBegin(); it != byLeaf.constEnd(); ++it) {
      const QRegularExpressionMatch m = leafName.match(it.key());
      QVERIFY2(m.hasMatch(), qPrintable(it.key()));
      QCOMPARE(it->size(), 1);  // one tray position per leaf
      QCOMPARE(it->firstKey(), m.captured(1).toInt());
      const QMap<ObjectId, int>& racks = it->first();
      QCOMPARE(racks.size(), 8);  // every rack of the unit
      for (int ports : racks)
        QCOMPARE(ports, 4);  // all compute ports of the tray
    }
  }

  void sameInputsSameBytes() {
    const QByteArray first =
        DesignFile::toBytes(*generate(systemInputs("GB200-NVL72", 576)).design);
    const QByteArray second =
        DesignFile::toBytes(*generate(systemInputs("GB200-NVL72", 576)).design);
    QVERIFY(!first.isEmpty());
    QVERIFY(first == second);
    // The file loads (the system racks and their members as they are) and saves back the same.
    Design loaded;
    DesignFile::loadFromBytes(first, QStringLiteral("gb200.rackwright"), loaded);
    QVERIFY(DesignFile::toBytes(loaded) == first);
  }
};

QTEST_GUILESS_MAIN(TestSystemFabric)
#include "tst_systemfabric.moc"
