// Fabric capacity rules on one leaf: a compute leaf's node-facing capacity against its uplinks,
// held to 1:1 or to the oversubscription the design plans (PL-13), and a storage leaf's
// appliances at 1:1 with its nodes within the planned or the default 4:3 ratio (PL-14). Links
// are measured in the catalog's rates: twin-port DACs (800 Gb/s), twin-port transceivers (400
// Gb/s per optical port) and the 200 Gb/s legs of an HDR splitter. Full-SU provisioning (PL-12):
// a leaf has the uplink capacity the design builds every leaf of its fabric with. Also the
// design-level statements themselves: the edits that make them, their undo, and what a file may
// say.
#include "core/commands/designedits.h"
#include "core/common/error.h"
#include "core/fileformat/designfile.h"
#include "core/fileformat/designloaders.h"
#include "core/validation/rulecatalog.h"
#include "core/validation/validator.h"
#include "support/designbuilder.h"
#include "support/findingchecks.h"

#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <functional>

using namespace rackwright;
using rackwright::test::DesignBuilder;

namespace {

const QString A = QStringLiteral("A");
const QString B = QStringLiteral("B");

QString osfp(int n) {
  return QStringLiteral("OSFP%1").arg(n);
}

struct Fixture {
  Design design;
  DesignBuilder b{design};
  ObjectId rack = b.labRack();
  ObjectId leaf = b.device(QStringLiteral("leaf-01"), QStringLiteral("QM9700"), rack, 30);
  ObjectId spine = b.device(QStringLiteral("spine-01"), QStringLiteral("QM9700"), rack, 36);
  QVector<ObjectId> nodes;
  int nextLeafCage = 1;
  int nextSpineCage = 1;

  void serve(const ObjectId& device, const QString& network) {
    Device d = *design.find<Device>(device);
    d.network = network;
    design.update(d);
  }
  void serveBoth(const QString& network) {
    serve(leaf, network);
    serve(spine, network);
  }
  ObjectId node(int n) {
    while (nodes.size() < n) {
      const int i = int(nodes.size()) + 1;
      nodes << b.device(QStringLiteral("dgx-%1").arg(i, 2, 10, QLatin1Char('0')),
                        QStringLiteral("DGX-H100"), b.labRack(QStringLiteral("R1%1").arg(i), i), 2);
    }
    return nodes.at(n - 1);
  }
  /// `count` twin-port DACs (800 Gb/s each) from the leaf into compute cages of the DGX `n`.
  void nodeDacs(int n, int count) {
    for (int i = 1; i <= count; ++i) {
      b.cable(QStringLiteral("MCP4Y10-N001-FLT"),
              {DesignBuilder::cageEnd(A, leaf, osfp(nextLeafCage++)),
               DesignBuilder::cageEnd(B, node(n), osfp(i))},
              1);
    }
  }
  /// `count` twin-port DACs (800 Gb/s each) from the leaf up to the spine.
  void uplinks(int count) {
    for (int i = 0; i < count; ++i) {
      b.cable(QStringLiteral("MCP4Y10-N001"),
              {DesignBuilder::cageEnd(A, leaf, osfp(33 - nextSpineCage)),
               DesignBuilder::cageEnd(B, spine, osfp(nextSpineCage))},
              1);
      ++nextSpineCage;
    }
  }
  /// Both optical ports (400 Gb/s each) of a twin-port transceiver in the DGX `n`'s OSFP1 to a
  /// twin-port transceiver in the next leaf cage, over two direct fibers.
  void nodeFibers(int n) {
    const ObjectId near = b.module(QStringLiteral("MMA4Z00-NS-FLT"), node(n), osfp(1));
    const ObjectId far = b.module(QStringLiteral("MMA4Z00-NS"), leaf, osfp(nextLeafCage++));
    for (const QString& port : {QStringLiteral("1"), QStringLiteral("2")})
      b.fiberChain(rack, near, port, far, port, {QStringLiteral("MFP7E10-N003")});
  }
  /// An HDR splitter from the next leaf cage into two 200 Gb/s ports of `device`.
  void splitter(const ObjectId& device, const QString& portB1, const QString& portB2) {
    b.cable(QStringLiteral("MCP7Y60-H001"),
            {DesignBuilder::cageEnd(A, leaf, osfp(nextLeafCage++)),
             DesignBuilder::cageEnd(QStringLiteral("B1"), device, portB1),
             DesignBuilder::cageEnd(QStringLiteral("B2"), device, portB2)},
            1);
  }
  /// The storage ports of DGX `n` (400 Gb/s over the two legs).
  void nodeStorage(int n) {
    splitter(node(n), QStringLiteral("SLOT1-P1"), QStringLiteral("SLOT2-P1"));
  }
  /// A storage appliance with both data ports on the leaf (400 Gb/s).
  int appliances = 0;
  void appliance() {
    ++appliances;
    const ObjectId box = b.device(QStringLiteral("stor-%1").arg(appliances),
                                  QStringLiteral("GEN-STORAGE-NODE"), rack, 2 + 2 * appliances);
    splitter(box, QStringLiteral("DATA1"), QStringLiteral("DATA2"));
  }
  void plan(const QString& network, const QString& ratio) {
    DesignEdits::setFabricOversubscription(design, network, Ratio::fromText(ratio))->redo();
  }
  /// States that every leaf of `network` is built with `count` uplinks (full-SU provisioning).
  void buildLeavesWith(const QString& network, int count) {
    DesignEdits::setFabricLeafUplinks(design, network, count)->redo();
  }
};

using Setup = std::function<void(Fixture&)>;

const QString compute = QStringLiteral("compute");
const QString storage = QStringLiteral("storage");

}  // namespace

Q_DECLARE_METATYPE(Setup)

class TestRulesFabric : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void catalogEntries();
  void rules_data();
  void rules();
  void planningIsOneUndoStep();
  void planningRefusesMalformedKeys();
  void leafUplinksAreOneUndoStep();
  void fileStatesThePlan_data();
  void fileStatesThePlan();
  void spineCountAgainstTheFormula_data();
  void spineCountAgainstTheFormula();
};

void TestRulesFabric::catalogEntries() {
  QVERIFY(RuleCatalog::info(RuleId::PL13).severity == Severity::Error);
  QVERIFY(RuleCatalog::info(RuleId::PL14).severity == Severity::Warning);
  QCOMPARE(RuleCatalog::plannedFabric(RuleId::PL13), compute);
  QCOMPARE(RuleCatalog::plannedFabric(RuleId::PL14), storage);
  QVERIFY(RuleCatalog::plannedFabric(RuleId::PL03).isEmpty());
  for (RuleId rule : {RuleId::PL13, RuleId::PL14}) {
    QVERIFY2(RuleCatalog::info(rule).source.contains(QStringLiteral("https://docs.nvidia.com/")),
             qPrintable(RuleCatalog::info(rule).source));
  }
  QVERIFY(RuleCatalog::info(RuleId::PL14).source.contains(QStringLiteral("near 4:3")));
}

void TestRulesFabric::rules_data() {
  test::addRuleExpectationColumns<Setup>();
  const int absent = -1;
  const int error = int(Severity::Error);
  const int warning = int(Severity::Warning);
  const QString leafAt = QStringLiteral("R01 U30 leaf-01");

  // PL-12: a leaf of a partial scalable unit has all the uplink capacity the design states.
  QTest::newRow("PL-12 pass: the leaf has the uplinks the design states") << Setup([](Fixture& f) {
    f.serveBoth(compute);
    f.nodeDacs(1, 1);
    f.uplinks(2);  // two twin-port DACs up: 1600 Gb/s
    f.buildLeavesWith(compute, 1600);
  }) << "PL-12" << absent << QStringList() << QString();
  QTest::newRow("PL-12 pass: more uplinks than the design states") << Setup([](Fixture& f) {
    f.serveBoth(compute);
    f.nodeDacs(1, 1);
    f.uplinks(3);
    f.buildLeavesWith(compute, 1600);
  }) << "PL-12" << absent << QStringList() << QString();
  QTest::newRow("PL-12 pass: the design states no leaf uplinks") << Setup([](Fixture& f) {
    f.serveBoth(compute);
    f.nodeDacs(1, 1);
    f.uplinks(1);
  }) << "PL-12" << absent << QStringList() << QString();
  QTest::newRow("PL-12 warning: uplinks trimmed to a partial SU's nodes")
      << Setup([](Fixture& f) {
           f.serveBoth(compute);
           f.nodeDacs(1, 1);
           f.uplinks(1);  // one twin-port DAC up: 800 Gb/s
           f.buildLeavesWith(compute, 3200);
         })
      << "PL-12" << warning
      << QStringList{QStringLiteral("leaf-01 has 800 Gb/s of uplinks, but the design builds "
                                    "every Compute leaf with 3200 Gb/s"),
                     QStringLiteral("Add the missing 2400 Gb/s of uplinks")}
      << leafAt;
  QTest::newRow("PL-12 warning: fibers through twin-port transceivers measure per port")
      << Setup([](Fixture& f) {
           f.serveBoth(compute);
           f.nodeFibers(1);  // 2 x 400 Gb/s down
           f.uplinks(1);     // 800 Gb/s up
           f.buildLeavesWith(compute, 1600);
         })
      << "PL-12" << warning
      << QStringList{QStringLiteral("has 800 Gb/s of uplinks"), QStringLiteral("with 1600 Gb/s")}
      << leafAt;
  QTest::newRow("PL-12 warning: on the storage fabric too, where the design states it")
      << Setup([](Fixture& f) {
           f.serveBoth(storage);
           f.nodeStorage(1);
           f.uplinks(1);
           f.buildLeavesWith(storage, 1600);
         })
      << "PL-12" << warning << QStringList{QStringLiteral("every Storage leaf with 1600 Gb/s")}
      << leafAt;
  QTest::newRow("PL-12 pass: the statement holds only the leaves of its own fabric")
      << Setup([](Fixture& f) {
           f.serveBoth(storage);
           f.nodeStorage(1);
           f.uplinks(1);
           f.buildLeavesWith(compute, 3200);
         })
      << "PL-12" << absent << QStringList() << QString();
  QTest::newRow("PL-12 warning: a leaf with node links and no uplink at all")
      << Setup([](Fixture& f) {
           f.serveBoth(compute);
           f.nodeDacs(1, 2);
           f.buildLeavesWith(compute, 1600);
         })
      << "PL-12" << warning
      << QStringList{QStringLiteral("leaf-01 has 0 Gb/s of uplinks"),
                     QStringLiteral("Add the missing 1600 Gb/s of uplinks")}
      << leafAt;

  // PL-13: compute leaves.
  QTest::newRow("PL-13 pass: 2 node links over 2 uplinks (1:1)") << Setup([](Fixture& f) {
    f.serveBoth(compute);
    f.nodeDacs(1, 2);
    f.uplinks(2);
  }) << "PL-13" << absent << QStringList() << QString();
  QTest::newRow("PL-13 fail: 3 node links over 2 uplinks")
      << Setup([](Fixture& f) {
           f.serveBoth(compute);
           f.nodeDacs(1, 3);
           f.uplinks(2);
         })
      << "PL-13" << error
      << QStringList{QStringLiteral("leaf-01 carries 2400 Gb/s towards 3 node ports over 1600 "
                                    "Gb/s of uplinks in 2 links: 3:2"),
                     QStringLiteral("the non-blocking 1:1"),
                     QStringLiteral("state its oversubscription for the design")}
      << leafAt;
  QTest::newRow("PL-13 pass: the design plans 2:1") << Setup([](Fixture& f) {
    f.serveBoth(compute);
    f.nodeDacs(1, 3);
    f.uplinks(2);
    f.plan(compute, QStringLiteral("2:1"));
  }) << "PL-13" << absent << QStringList() << QString();
  QTest::newRow("PL-13 fail: beyond the 4:3 the design plans")
      << Setup([](Fixture& f) {
           f.serveBoth(compute);
           f.nodeDacs(1, 3);
           f.uplinks(2);
           f.plan(compute, QStringLiteral("8:6"));
         })
      << "PL-13" << error
      << QStringList{QStringLiteral("3:2, more than the 4:3 the design plans the Compute fabric "
                                    "for")}
      << leafAt;
  QTest::newRow("PL-13 fail: nodes over two racks, fibers through transceivers")
      << Setup([](Fixture& f) {
           f.serveBoth(compute);
           f.nodeFibers(1);
           f.nodeFibers(2);
           f.uplinks(1);
         })
      << "PL-13" << error
      << QStringList{QStringLiteral("1600 Gb/s towards 4 node ports over 800 Gb/s of uplinks in 1 "
                                    "links: 2:1")}
      << leafAt;
  QTest::newRow("PL-13 pass: fibers through transceivers at 1:1") << Setup([](Fixture& f) {
    f.serveBoth(compute);
    f.nodeFibers(1);
    f.uplinks(1);
  }) << "PL-13" << absent << QStringList() << QString();
  QTest::newRow("PL-13 pass: a single-switch fabric has no uplinks to judge")
      << Setup([](Fixture& f) {
           f.serveBoth(compute);
           f.nodeDacs(1, 4);
         })
      << "PL-13" << absent << QStringList() << QString();
  QTest::newRow("PL-13 pass: switches that do not say which network they serve")
      << Setup([](Fixture& f) {
           f.nodeDacs(1, 3);
           f.uplinks(2);
         })
      << "PL-13" << absent << QStringList() << QString();
  QTest::newRow("PL-13 pass: a link to a switch of another network is no uplink")
      << Setup([](Fixture& f) {
           f.serve(f.leaf, compute);
           f.serve(f.spine, QStringLiteral("inband"));
           f.nodeDacs(1, 3);
           f.uplinks(2);
         })
      << "PL-13" << absent << QStringList() << QString();
  QTest::newRow("PL-13 pass: the spine is not a leaf") << Setup([](Fixture& f) {
    f.serveBoth(compute);
    f.nodeDacs(1, 1);
    f.uplinks(1);
  }) << "PL-13" << absent << QStringList() << QString();
  QTest::newRow("PL-13 pass: a storage leaf is PL-14's") << Setup([](Fixture& f) {
    f.serveBoth(storage);
    f.nodeDacs(1, 3);
    f.uplinks(2);
  }) << "PL-13" << absent << QStringList() << QString();

  // PL-14: storage leaves.
  QTest::newRow("PL-14 pass: 4 nodes over 2 uplinks (1600:1600)") << Setup([](Fixture& f) {
    f.serveBoth(storage);
    for (int n = 1; n <= 4; ++n)
      f.nodeStorage(n);
    f.uplinks(2);
  }) << "PL-14" << absent << QStringList() << QString();
  QTest::newRow("PL-14 pass: nodes at 4:3, the default") << Setup([](Fixture& f) {
    f.serveBoth(storage);
    for (int n = 1; n <= 2; ++n)
      f.nodeStorage(n);  // 800 Gb/s over 800: within 4:3
    f.uplinks(1);
  }) << "PL-14" << absent << QStringList() << QString();
  QTest::newRow("PL-14 warning: nodes beyond the default 4:3")
      << Setup([](Fixture& f) {
           f.serveBoth(storage);
           for (int n = 1; n <= 3; ++n)
             f.nodeStorage(n);  // 1200 Gb/s needs 900 of uplinks
           f.uplinks(1);
         })
      << "PL-14" << warning
      << QStringList{QStringLiteral("leaf-01 carries 1200 Gb/s towards nodes (6 links) and 0 Gb/s "
                                    "towards storage appliances (0 links) over 800 Gb/s of "
                                    "uplinks (1 links); it needs 900 Gb/s"),
                     QStringLiteral("4:3 for the nodes' side, the figure NVIDIA's DGX H100 "
                                    "SuperPOD reference architecture gives")}
      << leafAt;
  QTest::newRow("PL-14 pass: the design plans 2:1 for storage") << Setup([](Fixture& f) {
    f.serveBoth(storage);
    for (int n = 1; n <= 3; ++n)
      f.nodeStorage(n);
    f.uplinks(1);
    f.plan(storage, QStringLiteral("2:1"));
  }) << "PL-14" << absent << QStringList() << QString();
  QTest::newRow("PL-14 pass: a UFM appliance's link is not node traffic") << Setup([](Fixture& f) {
    f.serveBoth(storage);
    f.nodeStorage(1);
    f.nodeStorage(2);  // 800 Gb/s of nodes over 800 of uplinks
    f.uplinks(1);
    const ObjectId ufm =
        f.b.device(QStringLiteral("ufm-01"), QStringLiteral("UFM-APPLIANCE-3"), f.rack, 20);
    f.b.cable(QStringLiteral("MCP4Y10-N001-FLT"),
              {DesignBuilder::cageEnd(A, f.leaf, osfp(f.nextLeafCage++)),
               DesignBuilder::cageEnd(B, ufm, QStringLiteral("IB1"))},
              1);
  }) << "PL-14" << absent << QStringList() << QString();
  QTest::newRow("PL-14 pass: appliances at 1:1") << Setup([](Fixture& f) {
    f.serveBoth(storage);
    f.appliance();
    f.appliance();
    f.uplinks(1);
  }) << "PL-14" << absent << QStringList() << QString();
  QTest::newRow("PL-14 warning: appliances beyond 1:1, whatever the nodes' plan")
      << Setup([](Fixture& f) {
           f.serveBoth(storage);
           for (int i = 0; i < 3; ++i)
             f.appliance();
           f.uplinks(1);
           f.plan(storage, QStringLiteral("3:1"));
         })
      << "PL-14" << warning
      << QStringList{QStringLiteral("1200 Gb/s towards storage appliances (6 links) over 800 Gb/s "
                                    "of uplinks (1 links); it needs 1200 Gb/s"),
                     QStringLiteral("the appliances' side at 1:1 and the 3:1 the design plans "
                                    "for the nodes' side")}
      << leafAt;
  QTest::newRow("PL-14 warning: nodes and appliances on one leaf") << Setup([](Fixture& f) {
    f.serveBoth(storage);
    f.appliance();     // 400 at 1:1
    f.nodeStorage(1);  // 400 at 4:3 needs 300
    f.nodeStorage(2);  // 400 more, 300 more: 1000 over 800
    f.uplinks(1);
  }) << "PL-14" << warning << QStringList{QStringLiteral("it needs 1000 Gb/s")}
                                                                   << leafAt;
}

void TestRulesFabric::rules() {
  QFETCH(Setup, setup);

  Fixture fixture;
  setup(fixture);
  const QString problem = rackwright::test::ruleRowProblem(Validator::validateAll(fixture.design));
  QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestRulesFabric::planningIsOneUndoStep() {
  Fixture f;
  f.serveBoth(compute);
  f.nodeDacs(1, 3);
  f.uplinks(2);
  const auto pl13 = [&] {
    return test::findingsOfRule(Validator::validateAll(f.design).findings, RuleId::PL13).size();
  };
  QCOMPARE(pl13(), 1);
  f.design.setInfo(DesignInfo{QStringLiteral("Pod A"), {}, {}, {}, {}, {}});

  QUndoStack stack;
  stack.push(DesignEdits::setFabricOversubscription(f.design, compute, Ratio{4, 2}).release());
  QCOMPARE(stack.count(), 1);
  QCOMPARE(stack.text(0), QStringLiteral("Plan Compute fabric for 2:1"));
  QCOMPARE(f.design.info().fabrics.value(compute).oversubscription, Ratio(Ratio{2, 1}));
  QCOMPARE(f.design.info().name, QStringLiteral("Pod A"));  // the rest of the info stays
  QCOMPARE(pl13(), 0);

  stack.undo();
  QVERIFY(f.design.info().fabrics.isEmpty());
  QCOMPARE(pl13(), 1);
  stack.redo();
  // Back to the default: the entry goes, so that the file does not keep an empty one.
  stack.push(DesignEdits::setFabricOversubscription(f.design, compute, std::nullopt).release());
  QVERIFY(f.design.info().fabrics.isEmpty());
  QCOMPARE(pl13(), 1);
}

void TestRulesFabric::planningRefusesMalformedKeys() {
  Design design;
  QVERIFY_THROWS_EXCEPTION(Error, DesignEdits::setFabricOversubscription(
                                      design, QStringLiteral("Compute!"), Ratio{2, 1}));
  QVERIFY_THROWS_EXCEPTION(Error,
                           DesignEdits::setFabricOversubscription(design, compute, Ratio{1, 2}));
  QVERIFY(design.info().fabrics.isEmpty());
}

void TestRulesFabric::leafUplinksAreOneUndoStep() {
  Fixture f;
  f.serveBoth(compute);
  f.nodeDacs(1, 1);
  f.uplinks(1);
  const auto pl12 = [&] {
    return test::findingsOfRule(Validator::validateAll(f.design).findings, RuleId::PL12).size();
  };
  f.plan(compute, QStringLiteral("2:1"));
  QCOMPARE(pl12(), 0);

  QUndoStack stack;
  stack.push(DesignEdits::setFabricLeafUplinks(f.design, compute, 1600).release());
  QCOMPARE(stack.count(), 1);
  QCOMPARE(stack.text(0),
           QStringLiteral("Build every Compute fabric leaf with 1600 Gb/s of uplinks"));
  QCOMPARE(f.design.info().fabrics.value(compute).leafUplinkGbps, std::optional<int>(1600));
  // The oversubscription stated before stays: one statement does not clear the other.
  QCOMPARE(f.design.info().fabrics.value(compute).oversubscription, Ratio(Ratio{2, 1}));
  QCOMPARE(pl12(), 1);

  stack.undo();
  QVERIFY(!f.design.info().fabrics.value(compute).leafUplinkGbps);
  QCOMPARE(pl12(), 0);
  stack.redo();
  stack.push(DesignEdits::setFabricLeafUplinks(f.design, compute, std::nullopt).release());
  QCOMPARE(stack.text(1), QStringLiteral("Stop stating the Compute fabric's leaf uplinks"));
  QCOMPARE(pl12(), 0);
  // Stating neither leaves no empty entry in the file.
  stack.push(DesignEdits::setFabricOversubscription(f.design, compute, std::nullopt).release());
  QVERIFY(f.design.info().fabrics.isEmpty());

  QVERIFY_THROWS_EXCEPTION(Error, DesignEdits::setFabricLeafUplinks(f.design, compute, 0));
  QVERIFY_THROWS_EXCEPTION(
      Error, DesignEdits::setFabricLeafUplinks(f.design, QStringLiteral("Compute!"), 1600));
}

void TestRulesFabric::fileStatesThePlan_data() {
  QTest::addColumn<QByteArray>("design");
  QTest::addColumn<QString>("problem");  // empty: opens

  QTest::newRow("a plan") << QByteArray(R"("design": {"name": "x", "fabrics": {"compute": )"
                                        R"({"oversubscription": "3:2"}}})")
                          << QString();
  QTest::newRow("a plan with a key of a newer release")
      << QByteArray(R"("design": {"fabrics": {"storage": {"oversubscription": "2:1", )"
                    R"("tiers": 3}}})")
      << QString();
  QTest::newRow("leaf uplinks")
      << QByteArray(R"("design": {"fabrics": {"compute": {"leafUplinkGbps": 12800, )"
                    R"("oversubscription": "2:1"}}})")
      << QString();
  QTest::newRow("no leaf uplinks")
      << QByteArray(R"("design": {"fabrics": {"compute": {"leafUplinkGbps": 0}}})")
      << QStringLiteral(
             "$.design.fabrics.compute.leafUplinkGbps: expected an uplink capacity in Gb/s of "
             "at least 1, found 0");
  QTest::newRow("negative leaf uplinks")
      << QByteArray(R"("design": {"fabrics": {"compute": {"leafUplinkGbps": -1}}})")
      << QStringLiteral("$.design.fabrics.compute.leafUplinkGbps: expected an uplink capacity");
  QTest::newRow("leaf uplinks not a number")
      << QByteArray(R"("design": {"fabrics": {"compute": {"leafUplinkGbps": "32 x 400G"}}})")
      << QStringLiteral("$.design.fabrics.compute.leafUplinkGbps");
  QTest::newRow("not a ratio")
      << QByteArray(R"("design": {"fabrics": {"compute": {"oversubscription": "fast"}}})")
      << QStringLiteral(
             "$.design.fabrics.compute.oversubscription: \"fast\" is not an "
             "oversubscription; write it as down:up");
  QTest::newRow("below 1:1")
      << QByteArray(R"("design": {"fabrics": {"compute": {"oversubscription": "1:2"}}})")
      << QStringLiteral("$.design.fabrics.compute.oversubscription");
  QTest::newRow("a malformed network key")
      << QByteArray(R"("design": {"fabrics": {"Compute Fabric": {"oversubscription": "2:1"}}})")
      << QStringLiteral("$.design.fabrics.Compute Fabric");
  QTest::newRow("not an object") << QByteArray(R"("design": {"fabrics": {"compute": "2:1"}})")
                                 << QStringLiteral("$.design.fabrics.compute");
}

void TestRulesFabric::fileStatesThePlan() {
  // Both readers (the stream reader for files, the tree reader behind migrations and the
  // clipboard) take the same plans and refuse the same mistakes at the same place; what they
  // take is written back byte for byte.
  QFETCH(QByteArray, design);
  QFETCH(QString, problem);
  const QByteArray bytes =
      "{\n\"formatVersion\": " + QByteArray::number(DesignFile::kCurrentFormatVersion) + ",\n" +
      design + "\n}\n";
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("plan.rackwright"));
  {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
  }
  for (const bool tree : {false, true}) {
    Design loaded;
    try {
      if (tree)
        detail::loadTree(bytes, path, loaded, {});
      else
        DesignFile::load(path, loaded);
      QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("opened; expected ") + problem));
    } catch (const Error& e) {
      QVERIFY2(
          !problem.isEmpty() && e.message().contains(problem),
          qPrintable(QStringLiteral("%1 reader: %2").arg(tree ? "tree" : "stream", e.message())));
      continue;
    }
    const QByteArray saved = DesignFile::toBytes(loaded);
    Design again;
    DesignFile::loadFromBytes(saved, path, again);
    QCOMPARE(DesignFile::toBytes(again), saved);
    QCOMPARE(again.info(), loaded.info());
    QVERIFY(saved.contains("\"fabrics\""));
  }
}

void TestRulesFabric::spineCountAgainstTheFormula_data() {
  QTest::addColumn<int>("leaves");
  QTest::addColumn<int>("spines");
  QTest::addColumn<int>("formula");  // 0: no info expected
  // QM9700: R = 64 ports at 400 Gb/s, so S is the smallest divisor of 32 with 2 × S ≥ L.
  QTest::newRow("4 leaves over 2 spines: the formula's count") << 4 << 2 << 0;
  QTest::newRow("4 leaves over 3 spines: one more than the formula") << 4 << 3 << 2;
  QTest::newRow("5 leaves over 3 spines: 3 does not divide 32") << 5 << 3 << 4;
  QTest::newRow("2 leaves over 1 spine") << 2 << 1 << 0;
}

void TestRulesFabric::spineCountAgainstTheFormula() {
  // PL-13's info: a two-tier compute fabric of non-blocking leaves (one node DAC each, a DAC
  // to every spine) against the reference's spine count, told once, by one of the spines.
  QFETCH(int, leaves);
  QFETCH(int, spines);
  QFETCH(int, formula);
  Design design;
  DesignBuilder b(design);
  const ObjectId rack = b.labRack();
  const auto compute = [&](const QString& name, int u) {
    const ObjectId id = b.device(name, QStringLiteral("QM9700"), rack, u);
    Device d = *design.find<Device>(id);
    d.network = QStringLiteral("compute");
    design.update(d);
    return id;
  };
  QVector<ObjectId> spineIds;
  for (int s = 1; s <= spines; ++s)
    spineIds << compute(QStringLiteral("spine-%1").arg(s), 40 - s);
  for (int l = 1; l <= leaves; ++l) {
    const ObjectId leaf = compute(QStringLiteral("leaf-%1").arg(l), l);
    const ObjectId node = b.device(QStringLiteral("dgx-%1").arg(l), QStringLiteral("DGX-H100"),
                                   b.labRack(QStringLiteral("R1%1").arg(l), l), 2);
    b.cable(QStringLiteral("MCP4Y10-N001-FLT"),
            {DesignBuilder::cageEnd(A, leaf, osfp(1)), DesignBuilder::cageEnd(B, node, osfp(1))},
            1);
    for (int s = 0; s < spines; ++s) {
      b.cable(QStringLiteral("MCP4Y10-N001"),
              {DesignBuilder::cageEnd(A, leaf, osfp(32 - s)),
               DesignBuilder::cageEnd(B, spineIds[s], osfp(l))},
              1);
    }
  }
  const ValidationResult result = Validator::validateAll(design);
  QVector<const Finding*> infos;
  for (const Finding& f : result.findings) {
    if (f.rule == QLatin1String("PL-13")) {
      QVERIFY2(f.severity == Severity::Info, qPrintable(f.message()));  // the leaves are 1:1
      infos << &f;
    }
  }
  if (formula == 0) {
    QCOMPARE(infos.size(), 0);
    return;
  }
  QCOMPARE(infos.size(), 1);
  QVERIFY(spineIds.contains(infos.front()->objects.value(0)));
  const QString expected = QStringLiteral("%1 leaves reach %2 spines").arg(leaves).arg(spines);
  QVERIFY2(infos.front()->message().contains(expected), qPrintable(infos.front()->message()));
  QVERIFY2(
      infos.front()->message().contains(QStringLiteral("at 400 Gb/s with %1 spines:").arg(formula)),
      qPrintable(infos.front()->message()));
}

QTEST_GUILESS_MAIN(TestRulesFabric)
#include "tst_rules_fabric.moc"
