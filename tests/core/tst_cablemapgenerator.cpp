// Cable-map generator: generated designs of several shapes match their plan's counts per tier,
// validate without errors, use every port at most once, use real catalog parts at orderable
// lengths (one length for both cords of a twin-port module), follow the rail-optimised and
// striping rules, fall back to fiber or single-mode where the geometry demands it, and come out
// byte-identical from identical inputs.
#include "core/analysis/connectivity.h"
#include "core/analysis/designstats.h"
#include "core/catalog/catalog.h"
#include "core/channel/channelreporter.h"
#include "core/fileformat/designfile.h"
#include "core/planner/cablelengths.h"
#include "core/planner/cablemapgenerator.h"
#include "core/planner/fabricwiring.h"
#include "core/planner/generatornames.h"
#include "core/planner/partchooser.h"
#include "core/validation/validator.h"
#include "support/generatedfabric.h"

#include <QSet>
#include <QTest>

using namespace rackwright;

Q_DECLARE_METATYPE(rackwright::PlanInputs)
Q_DECLARE_METATYPE(rackwright::GeneratorOptions)

namespace {

const Catalog& catalog() {
  return Catalog::builtIn();
}

PlanInputs inputs(const QString& server, int servers, bool rail, int tiers = 2) {
  PlanInputs in;
  in.servers = servers;
  in.linkRateGbps = 400;
  in.switchSpec =
      PortPlanner::switchSpecFromCatalog(*catalog().find(QStringLiteral("QM9700")), 400);
  in.serverSpec = PortPlanner::serverSpecFromCatalog(*catalog().find(server), 400);
  in.gpusPerServer = in.serverSpec.gpus > 0 ? in.serverSpec.gpus : 8;
  in.railOptimized = rail;
  in.tiers = tiers;
  return in;
}

/// The checked-in example: 128 DGX H100, rail-optimised, two tiers of QM9700.
PlanInputs railDgx() {
  return inputs(QStringLiteral("DGX-H100"), 128, true);
}

/// Sixteen DGX H100 without rail optimisation: four servers per leaf, DAC to the leaf in their
/// rack (the planner's automatic media), fiber to the spines.
PlanInputs nonRailDgx() {
  return inputs(QStringLiteral("DGX-H100"), 16, false);
}

/// Three tiers, small: 32 DGX in SUs of 8, 16 spine downlinks, so four SUs make two pods.
PlanInputs threeTierSmall() {
  PlanInputs in = inputs(QStringLiteral("DGX-H100"), 32, true, 3);
  in.suSize = 8;
  in.spineDownlinks = 16;
  return in;
}

/// Adapter-card servers (eight single-port ConnectX-7 OSFP cards each), two planes.
PlanInputs hgxTwoPlanes() {
  PlanInputs in = inputs(QStringLiteral("HGX-8GPU-GENERIC"), 24, true);
  in.planes = 2;
  return in;
}

/// Adapter-card servers without rail optimisation: copper breakouts from each leaf cage to two
/// adapter cards.
PlanInputs hgxBreakout() {
  return inputs(QStringLiteral("HGX-8GPU-GENERIC"), 8, false);
}

using Generated = test::GeneratedFabric;

Generated generate(const PlanInputs& in, const GeneratorOptions& options = {}) {
  return test::generateFabric(in, options);
}

QString firstErrors(const ValidationResult& result) {
  QStringList lines;
  for (const Finding& f : result.findings) {
    if (f.severity == Severity::Error && !f.waived && lines.size() < 5)
      lines << QStringLiteral("%1 %2: %3").arg(f.rule, f.location, f.message());
  }
  return lines.join(QLatin1Char('\n'));
}

/// Twin-port modules whose cords are not all of one length: "<module type> in <cage>: 20 m, 30 m".
QStringList unequalTwinPorts(const Design& design) {
  QHash<ObjectId, QMap<QString, double>> lengthsByModule;
  for (const Cable& c : design.all<Cable>()) {
    for (const CableEnd& end : c.ends) {
      if (end.attachment.kind == Attachment::Kind::ModulePort)
        lengthsByModule[end.attachment.objectId].insert(end.attachment.port, c.lengthM);
    }
  }
  QStringList unequal;
  for (auto it = lengthsByModule.constBegin(); it != lengthsByModule.constEnd(); ++it) {
    const Module* module = design.find<Module>(it.key());
    const PartPtr part = design.part(module->typeId);
    if (!part->transceiver()->twinPort)
      continue;
    const auto [shortest, longest] = std::minmax_element(it->begin(), it->end());
    if (*shortest != *longest) {
      unequal << QStringLiteral("%1 in %2: %3 m, %4 m")
                     .arg(module->typeId, module->cage)
                     .arg(*shortest)
                     .arg(*longest);
    }
  }
  return unequal;
}

int findingsOf(const ValidationResult& result, const QString& rule) {
  return int(std::count_if(result.findings.begin(), result.findings.end(),
                           [&](const Finding& f) { return f.rule == rule; }));
}

void addShapes() {
  QTest::addColumn<PlanInputs>("in");
  QTest::newRow("2-tier rail-optimised DGX") << railDgx();
  QTest::newRow("2-tier non-rail DGX") << nonRailDgx();
  QTest::newRow("3-tier small") << threeTierSmall();
  QTest::newRow("adapter servers, 2 planes") << hgxTwoPlanes();
  QTest::newRow("adapter servers, DAC breakouts") << hgxBreakout();
}

}  // namespace

class TestCableMapGenerator final : public QObject {
  Q_OBJECT

 private slots:
  void countsMatchPlan_data() { addShapes(); }
  void countsMatchPlan() {
    QFETCH(PlanInputs, in);
    const Generated g = generate(in);
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
    QCOMPARE(stats.devicesByRole.count(DeviceRole::Switch),
             g.plan.leaves() + g.plan.spines() + g.plan.cores());
    QCOMPARE(stats.devicesByRole.count(DeviceRole::Server), g.plan.servers);
    QCOMPARE(stats.cagesUsed, g.plan.totalCagesUsed());
    QCOMPARE(g.result.modules, stats.modules);
    QCOMPARE(g.result.cables, stats.cables);
    QCOMPARE(g.result.racks, stats.racks);
  }

  void nodePortsRunTheLeafProtocol() {
    // DGX B300 ConnectX-8 ports default to InfiniBand; on Spectrum-X SN5610 leaves the generator
    // sets each used cage to Ethernet, so PR-02 has nothing to report, and leaves ports that
    // already run the leaf's protocol (DGX H100 on QM9700) as they are.
    PlanInputs in = inputs(QStringLiteral("DGX-B300"), 16, true);
    in.switchSpec =
        PortPlanner::switchSpecFromCatalog(*catalog().find(QStringLiteral("SN5610")), 400);
    const Generated g = generate(in);
    int configured = 0;
    for (const Device& device : g.design->all<Device>()) {
      if (device.typeId != QLatin1String("DGX-B300"))
        continue;
      QCOMPARE(device.cageConfig.size(), 8);
      for (const CageConfig& config : device.cageConfig)
        configured += config.protocol == Protocol::Ethernet ? 1 : 0;
    }
    QCOMPARE(configured, 16 * 8);
    const ValidationResult result = Validator::validateAll(*g.design, InfoDetail::None);
    QCOMPARE(result.errors, 0);
    QCOMPARE(result.warnings, 0);
    const Generated h100 = generate(railDgx());
    for (const Device& device : h100.design->all<Device>())
      QVERIFY(device.cageConfig.isEmpty());
  }

  void validatesWithoutErrors_data() { addShapes(); }
  void validatesWithoutErrors() {
    QFETCH(PlanInputs, in);
    const Generated g = generate(in);
    const ValidationResult result = Validator::validateAll(*g.design);
    QVERIFY2(result.errors == 0, qPrintable(firstErrors(result)));
  }

  void noPortUsedTwice_data() { addShapes(); }
  void noPortUsedTwice() {
    QFETCH(PlanInputs, in);
    const Generated g = generate(in);
    QSet<QString> cages;
    for (const Module& m : g.design->all<Module>()) {
      const QString key = m.deviceId.toString() + QLatin1Char('/') + m.cage;
      QVERIFY2(!cages.contains(key), qPrintable(key));
      cages.insert(key);
    }
    QSet<QString> ports;
    int ends = 0;
    for (const Cable& c : g.design->all<Cable>()) {
      for (const CableEnd& end : c.ends) {
        QVERIFY(end.attachment.isConnected());
        const QString key =
            end.attachment.objectId.toString() + QLatin1Char('/') + end.attachment.port;
        QVERIFY2(!ports.contains(key), qPrintable(c.name + QLatin1Char(' ') + key));
        // A cable plug in a cage that also holds a module would be a second occupant.
        if (end.attachment.kind == Attachment::Kind::Cage)
          QVERIFY2(!cages.contains(key), qPrintable(c.name));
        ports.insert(key);
        ++ends;
      }
    }
    QCOMPARE(ports.size(), ends);
  }

  void lengthsAreOrderable_data() { addShapes(); }
  void lengthsAreOrderable() {
    QFETCH(PlanInputs, in);
    const Generated g = generate(in);
    for (const Cable& c : g.design->all<Cable>()) {
      const PartPtr part = catalog().find(c.typeId);
      QVERIFY2(part, qPrintable(c.typeId));
      QVERIFY2(part->lengthM > 0, qPrintable(c.typeId));
      QCOMPARE(c.lengthM, part->lengthM);
      if (part->lengthSelectable || !part->family.isEmpty()) {
        const PartPtr base = catalog().find(part->family);
        if (base && base->lengthSelectable) {
          QVERIFY(c.lengthM >= base->minLengthM && c.lengthM <= base->maxLengthM);
        }
      }
    }
    for (const Module& m : g.design->all<Module>())
      QVERIFY2(catalog().find(m.typeId), qPrintable(m.typeId));
  }

  void sameInputsSameBytes_data() { addShapes(); }
  void sameInputsSameBytes() {
    QFETCH(PlanInputs, in);
    const Generated a = generate(in);
    const Generated b = generate(in);
    const QByteArray bytes = DesignFile::toBytes(*a.design);
    QCOMPARE(DesignFile::toBytes(*b.design), bytes);
    // And the file round-trips: load and save again gives the same bytes.
    Design loaded;
    DesignFile::loadFromBytes(bytes, QStringLiteral("generated.rackwright"), loaded);
    QCOMPARE(DesignFile::toBytes(loaded), bytes);
  }

  void twinPortCordsShareOneLength_data() { addShapes(); }
  void twinPortCordsShareOneLength() {
    QFETCH(PlanInputs, in);
    const Generated g = generate(in);
    const QStringList unequal = unequalTwinPorts(*g.design);
    QVERIFY2(unequal.isEmpty(), qPrintable(unequal.join(QLatin1Char('\n'))));
  }

  void twinPortSkewBecomesOneLength_data() {
    QTest::addColumn<PlanInputs>("in");
    QTest::addColumn<int>("rowLength");
    QTest::addColumn<QString>("tier");
    // Short rows and the network racks at the end of each unit: the two ports of a twin-port
    // module go to places rows apart, whose runs round up to different orderable lengths (20 m
    // and 30 m) — RE-06 warnings (6 and 8) before both cords got the longer length.
    QTest::newRow("server–leaf, 2 tiers")
        << inputs(QStringLiteral("DGX-H100"), 32, true) << 1 << QStringLiteral("serverLeaf");
    PlanInputs threeTier = inputs(QStringLiteral("DGX-H100"), 256, true, 3);
    threeTier.suSize = 32;
    QTest::newRow("leaf–spine, 3 tiers") << threeTier << 3 << QStringLiteral("leafSpine");
  }
  void twinPortSkewBecomesOneLength() {
    QFETCH(PlanInputs, in);
    QFETCH(int, rowLength);
    QFETCH(QString, tier);
    GeneratorOptions options;
    options.rowLength = rowLength;
    options.networkRacks = NetworkRackPosition::End;
    const Generated g = generate(in, options);

    // The shape really has twin-port modules whose two runs need orderable lengths more than
    // the RE-06 limit apart (all multimode here, so MFP7E10 lengths).
    const auto fabric = generator::Fabric::build(g.plan, options, catalog());
    const generator::PartFamilies families(catalog());
    QHash<QPair<int, int>, QVector<double>> runsByCage;
    for (const generator::Link& link : fabric->links) {
      if (g.plan.tiers.value(int(link.tier)).key != tier)
        continue;
      const double needed = generator::requiredLengthM(
          fabric->placement->pathLengthM(link.lower, link.upper), options);
      const std::optional<generator::LengthChoice> pick =
          families.pick(QStringLiteral("MFP7E10"), needed);
      QVERIFY(pick);
      for (const generator::PortRef& end : {link.lower, link.upper}) {
        if (fabric->cage(end).twinPort)
          runsByCage[qMakePair(end.device, end.cage)] << pick->lengthM;
      }
    }
    int skewed = 0;
    for (const QVector<double>& runs : std::as_const(runsByCage)) {
      const auto [shortest, longest] = std::minmax_element(runs.begin(), runs.end());
      skewed += *longest - *shortest > ReachLimits::kTwinPortSkewM ? 1 : 0;
    }
    QVERIFY2(skewed > 0, "the shape no longer sends twin ports to different distances");

    const ValidationResult result = Validator::validateAll(*g.design);
    QVERIFY2(result.errors == 0, qPrintable(firstErrors(result)));
    QCOMPARE(findingsOf(result, QStringLiteral("RE-06")), 0);
    const QStringList unequal = unequalTwinPorts(*g.design);
    QVERIFY2(unequal.isEmpty(), qPrintable(unequal.join(QLatin1Char('\n'))));
    // The counts stay the plan's, and matching lengths is no deviation worth a note.
    QVERIFY2(g.result.notes.isEmpty(), qPrintable(g.result.notes.join(QLatin1Char('\n'))));
    for (const TierBudget& budget : g.plan.tiers)
      QCOMPARE(g.result.tier(budget.key)->cableAssemblies, budget.cableAssemblies);
  }

  void railOptimisedMapping() {
    const Generated g = generate(railDgx());
    QHash<ObjectId, QString> names;
    for (const Device& d : g.design->all<Device>())
      names.insert(d.id, d.name);
    // server logical port → leaf logical port, by name
    QHash<QString, QString> peer;
    for (const LogicalLink& link : Connectivity::logicalLinks(*g.design)) {
      const auto port = [&](const LogicalPortRef& ref) {
        const Device* d = g.design->find<Device>(ref.deviceId);
        const CageDefinition* cage = g.design->part(d->typeId)->device()->cage(ref.cage);
        return names.value(ref.deviceId) + QLatin1Char(' ') +
               generator::GeneratorNames::logicalPort(*cage, ref.index);
      };
      peer.insert(port(link.a), port(link.b));
      peer.insert(port(link.b), port(link.a));
    }
    // GPU/NIC i of every server goes to the rail-i leaf of its SU, on the port of its position.
    QCOMPARE(peer.value(QStringLiteral("dgx-0001 OSFP1P1")), QStringLiteral("leaf-su01-r1 P1/1"));
    QCOMPARE(peer.value(QStringLiteral("dgx-0001 OSFP1P2")), QStringLiteral("leaf-su01-r2 P1/1"));
    QCOMPARE(peer.value(QStringLiteral("dgx-0002 OSFP4P2")), QStringLiteral("leaf-su01-r8 P1/2"));
    QCOMPARE(peer.value(QStringLiteral("dgx-0033 OSFP2P2")), QStringLiteral("leaf-su02-r4 P1/1"));
    QCOMPARE(peer.value(QStringLiteral("dgx-0128 OSFP3P1")), QStringLiteral("leaf-su04-r5 P16/2"));
    // Leaf uplinks start on the cage after the downlinks and stripe over the spines, two links
    // per leaf–spine pair on one cage.
    QCOMPARE(g.plan.linksPerLeafSpinePair, 2);
    QCOMPARE(peer.value(QStringLiteral("leaf-su01-r1 P17/1")), QStringLiteral("spine-01 P1/1"));
    QCOMPARE(peer.value(QStringLiteral("leaf-su01-r1 P17/2")), QStringLiteral("spine-01 P1/2"));
    QCOMPARE(peer.value(QStringLiteral("leaf-su01-r1 P18/1")), QStringLiteral("spine-02 P1/1"));
    QCOMPARE(peer.value(QStringLiteral("leaf-su01-r2 P17/1")), QStringLiteral("spine-01 P2/1"));
    QCOMPARE(peer.value(QStringLiteral("leaf-su04-r8 P32/2")), QStringLiteral("spine-16 P32/2"));
  }

  void topStylePerEnd() {
    const Generated g = generate(railDgx());
    QMap<QString, QSet<QString>> modulesByHost;
    for (const Module& m : g.design->all<Module>()) {
      const Device* d = g.design->find<Device>(m.deviceId);
      modulesByHost[d->typeId].insert(m.typeId);
    }
    // Flat twin-port optics in the DGX cages (riding heat sink), finned in the switches.
    QCOMPARE(modulesByHost.value(QStringLiteral("DGX-H100")),
             QSet<QString>{QStringLiteral("MMA4Z00-NS-FLT")});
    QCOMPARE(modulesByHost.value(QStringLiteral("QM9700")),
             QSet<QString>{QStringLiteral("MMA4Z00-NS")});
  }

  void dacWhereItReaches() {
    const Generated g = generate(nonRailDgx());
    const GeneratedTier* serverLeaf = g.result.tier(QStringLiteral("serverLeaf"));
    QCOMPARE(serverLeaf->transceivers, 0);
    QCOMPARE(serverLeaf->cableAssemblies, 16 * 4);
    for (auto it = serverLeaf->cablesByPart.constBegin(); it != serverLeaf->cablesByPart.constEnd();
         ++it) {
      QVERIFY2(it.key().startsWith(QLatin1String("MCP4Y10-N")) &&
                   it.key().endsWith(QLatin1String("-FLT")),
               qPrintable(it.key()));
    }
    QVERIFY(serverLeaf->longestM <= 2);
  }

  void dacBeyondReachBecomesFiber() {
    GeneratorOptions options;
    options.routingOverheadM = 2.5;  // no 2 m DAC reaches any more
    const Generated g = generate(nonRailDgx(), options);
    const GeneratedTier* serverLeaf = g.result.tier(QStringLiteral("serverLeaf"));
    QCOMPARE(serverLeaf->logicalLinks, 128);
    QCOMPARE(serverLeaf->cableAssemblies, 128);
    QCOMPARE(serverLeaf->transceivers, 16 * 4 + 4 * 16);
    QCOMPARE(g.result.notes.size(), 1);
    QVERIFY2(g.result.notes.front().contains(QLatin1String("128 link(s)")),
             qPrintable(g.result.notes.front()));
    QCOMPARE(Validator::validateAll(*g.design).errors, 0);
  }

  void longRunsUseSingleMode_data() {
    QTest::addColumn<double>("rowPitch");
    QTest::addColumn<bool>("beyond100");
    // One rack per row, rows far apart: the outer scalable units' leaf–spine runs exceed 50 m
    // (single-mode, MFP7E30) or 100 m (single-mode, generic OS2 cords).
    QTest::newRow("50-100 m") << 5.0 << false;
    QTest::newRow("over 100 m") << 8.0 << true;
  }
  void longRunsUseSingleMode() {
    QFETCH(double, rowPitch);
    QFETCH(bool, beyond100);
    GeneratorOptions options;
    options.rowLength = 1;
    options.rowPitchM = rowPitch;
    const Generated g = generate(railDgx(), options);
    const GeneratedTier* leafSpine = g.result.tier(QStringLiteral("leafSpine"));
    QCOMPARE(leafSpine->longestM > 100, beyond100);
    QVERIFY(leafSpine->modulesByPart.contains(QStringLiteral("MMS4X00-NM")));
    QVERIFY(leafSpine->modulesByPart.contains(QStringLiteral("MMA4Z00-NS")));
    int singleMode = 0;
    for (const Cable& c : g.design->all<Cable>()) {
      const bool generic = c.typeId.startsWith(QLatin1String("GEN-MPO12-APC-TYPEB-OS2:"));
      const bool mfp7e30 = c.typeId.startsWith(QLatin1String("MFP7E30-"));
      if (!generic && !mfp7e30)
        continue;
      ++singleMode;
      QVERIFY2(c.name.startsWith(QLatin1String("LS-")), qPrintable(c.name));
      QVERIFY(c.lengthM > 50);
      QCOMPARE(generic, c.lengthM > 100);
    }
    QVERIFY(singleMode > 0);
    const QString notes = g.result.notes.join(QLatin1Char('\n'));
    QVERIFY2(notes.contains(QLatin1String("single-mode DR")), qPrintable(notes));
    QCOMPARE(notes.contains(QLatin1String("generic Type-B")), beyond100);
    QCOMPARE(DesignStats::compute(*g.design).logicalLinks, g.plan.totalLogicalLinks());
    const ValidationResult result = Validator::validateAll(*g.design);
    QVERIFY2(result.errors == 0, qPrintable(firstErrors(result)));
    // Single-mode cord lengths are far apart (50 m, 100 m, then by the metre); every twin-port
    // module still has cords of one length.
    const QStringList unequal = unequalTwinPorts(*g.design);
    QVERIFY2(unequal.isEmpty(), qPrintable(unequal.join(QLatin1Char('\n'))));
    QCOMPARE(findingsOf(result, QStringLiteral("RE-06")), 0);
  }

  void refusesPlansWithoutParts() {
    PlanInputs in = railDgx();
    in.serverSpec = ServerSpec{};
    in.serverSpec.linksPerModule = 2;
    const PortPlan plan = PortPlanner::plan(in);
    Design design;
    try {
      CableMapGenerator::generate(plan, {}, catalog(), design);
      QFAIL("expected GeneratorError");
    } catch (const GeneratorError& e) {
      QVERIFY2(e.message().contains(QLatin1String("--server MODEL")), qPrintable(e.message()));
    }
  }

  void refusesRacksTooSmall() {
    GeneratorOptions options;
    options.serversPerRack = 6;  // 6 × 8 U = 48 U
    try {
      generate(nonRailDgx(), options);
      QFAIL("expected GeneratorError");
    } catch (const GeneratorError& e) {
      QVERIFY2(e.message().contains(QLatin1String("--servers-per-rack")), qPrintable(e.message()));
    }
  }

  void familiesRoundUp() {
    const generator::PartFamilies families(catalog());
    QCOMPARE(families.pick(QStringLiteral("MFP7E10"), 7.2)->part->id,
             QStringLiteral("MFP7E10-N010"));
    QCOMPARE(families.pick(QStringLiteral("MFP7E10"), 3.0)->part->id,
             QStringLiteral("MFP7E10-N003"));
    QVERIFY(!families.pick(QStringLiteral("MFP7E10"), 50.5));
    QCOMPARE(families.pick(QStringLiteral("GEN-MPO12-APC-TYPEB-OS2"), 120.2)->part->id,
             QStringLiteral("GEN-MPO12-APC-TYPEB-OS2:121m"));
    QCOMPARE(families.pick(QStringLiteral("MCP4Y10-FLT"), 1.2)->part->id,
             QStringLiteral("MCP4Y10-N01A-FLT"));
    QVERIFY(!families.pick(QStringLiteral("MCP4Y10-FLT"), 2.1));
  }
};

QTEST_GUILESS_MAIN(TestCableMapGenerator)
#include "tst_cablemapgenerator.moc"
