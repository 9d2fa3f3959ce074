// Design-level rules DS-01..08: occupancy, loose ends, rack units, depth, airflow, unknown and
// UNCONFIRMED parts.
#include "core/commands/designedits.h"
#include "core/validation/validator.h"
#include "support/designbuilder.h"
#include "support/findingchecks.h"

#include <QTest>

#include <functional>

using namespace rackwright;
using rackwright::test::DesignBuilder;

namespace {

struct Fixture {
  Design design;
  DesignBuilder b{design};
  ObjectId rack = b.labRack();
  ObjectId leaf(double u = 40, RackFace face = RackFace::Front) {
    return b.device(QStringLiteral("leaf-01"), QStringLiteral("QM9700"), rack, u, face);
  }
  ObjectId dgx(const QString& name, double u) {
    return b.device(name, QStringLiteral("DGX-H100"), rack, u);
  }
  void apply(std::unique_ptr<QUndoCommand> command) { command->redo(); }
  void shrinkRack(int heightU, double depthMm = 1200) {
    Rack r = *design.find<Rack>(rack);
    r.heightU = heightU;
    r.depthMm = depthMm;
    // The editor refuses a rack lower than its devices (DesignEdits::editRack); a file can still
    // hold one, which is what DS-04 reports, so the value goes into the model directly.
    design.update(r);
  }
};

using Setup = std::function<void(Fixture&)>;

CableEnd port(const QString& end, const ObjectId& module,
              const QString& name = QStringLiteral("1")) {
  return DesignBuilder::modulePortEnd(end, module, name);
}

}  // namespace

Q_DECLARE_METATYPE(Setup)

class TestRulesDesign : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void rules_data();
  void rules();
  void mistypedRuleIdsFail();
};

/// A "must not fire" row holds only for a rule the catalog has: with a mistyped id it would pass
/// whatever the rules do, so the expectation itself refuses the id.
void TestRulesDesign::mistypedRuleIdsFail() {
  const ValidationResult nothing;
  QVERIFY(
      test::unmetRuleExpectation(nothing, QStringLiteral("DS-03"), std::nullopt, {}, {}).isEmpty());
  for (const char* typo : {"DS-3", "DS-99", "ds-03", "DS03"}) {
    const QString unmet =
        test::unmetRuleExpectation(nothing, QString::fromLatin1(typo), std::nullopt, {}, {});
    QVERIFY2(unmet.contains(QStringLiteral("not a rule of the catalog")), typo);
    QVERIFY2(!test::unmetRuleCount({}, QString::fromLatin1(typo), 0, {}).isEmpty(), typo);
  }
}

void TestRulesDesign::rules_data() {
  test::addRuleExpectationColumns<Setup>();
  const int absent = -1;
  const int error = int(Severity::Error);
  const int warning = int(Severity::Warning);
  const int info = int(Severity::Info);
  const QString A = QStringLiteral("A");
  const QString B = QStringLiteral("B");

  // DS-01
  QTest::newRow("DS-01 fail: two fibers in one transceiver port")
      << Setup([=](Fixture& f) {
           const ObjectId m =
               f.b.module(QStringLiteral("MMA4Z00-NS"), f.leaf(), QStringLiteral("OSFP1"));
           f.b.cable(QStringLiteral("MFP7E10-N003"), {port(A, m)}, 3, QStringLiteral("F-1"));
           f.b.cable(QStringLiteral("MFP7E10-N003"), {port(A, m)}, 3, QStringLiteral("F-2"));
         })
      << "DS-01" << error
      << QStringList{QStringLiteral("is used 2 times (F-1 end A, F-2 end A)"),
                     QStringLiteral("a port or cage takes one connector")}
      << QStringLiteral("R01 U40 leaf-01 OSFP1 MMA4Z00-NS port 1");
  QTest::newRow("DS-01 fail: two transceivers in one cage") << Setup([](Fixture& f) {
    const ObjectId leaf = f.leaf();
    for (const QString& type : {QStringLiteral("MMA4Z00-NS"), QStringLiteral("MMS4X00-NM")}) {
      Module m;
      m.typeId = type;
      m.deviceId = leaf;
      m.cage = QStringLiteral("OSFP5");
      f.apply(DesignEdits::plugModule(f.design, m));
    }
  }) << "DS-01" << error
                                                            << QStringList{QStringLiteral(
                                                                               "leaf-01 OSFP5 "
                                                                               "holds 2 "
                                                                               "transceivers"),
                                                                           QStringLiteral(
                                                                               "a cage takes one")}
                                                            << QStringLiteral(
                                                                   "R01 U40 leaf-01 OSFP5");
  QTest::newRow("DS-01 fail: transceiver and DAC plug in one cage")
      << Setup([=](Fixture& f) {
           const ObjectId leaf = f.leaf();
           const ObjectId other =
               f.b.device(QStringLiteral("leaf-02"), QStringLiteral("QM9700"), f.rack, 38);
           f.b.module(QStringLiteral("MMA4Z00-NS"), leaf, QStringLiteral("OSFP2"));
           f.b.cable(QStringLiteral("MCP4Y10-N001"),
                     {DesignBuilder::cageEnd(A, leaf, QStringLiteral("OSFP2")),
                      DesignBuilder::cageEnd(B, other, QStringLiteral("OSFP2"))},
                     1);
         })
      << "DS-01" << error
      << QStringList{QStringLiteral("is used 2 times (MCP4Y10-N001 end A, transceiver MMA4Z00-NS)")}
      << QStringLiteral("R01 U40 leaf-01 OSFP2");
  QTest::newRow("DS-01 pass: one connector per port") << Setup([=](Fixture& f) {
    const ObjectId leaf = f.leaf();
    const ObjectId m1 = f.b.module(QStringLiteral("MMA4Z00-NS"), leaf, QStringLiteral("OSFP1"));
    const ObjectId m2 = f.b.module(QStringLiteral("MMA4Z00-NS"), leaf, QStringLiteral("OSFP2"));
    f.b.cable(QStringLiteral("MFP7E10-N003"), {port(A, m1), port(B, m2)}, 3);
  }) << "DS-01" << absent << QStringList() << QString();

  // DS-02
  QTest::newRow("DS-02 fail: cable end left unconnected")
      << Setup([=](Fixture& f) {
           const ObjectId m =
               f.b.module(QStringLiteral("MMA4Z00-NS"), f.leaf(), QStringLiteral("OSFP1"));
           f.b.cable(QStringLiteral("MFP7E10-N003"), {port(A, m)}, 3);
         })
      << "DS-02" << warning
      << QStringList{QStringLiteral("End B of MFP7E10-N003 is not connected. Connect it or remove "
                                    "the cable.")}
      << QStringLiteral("R01 U40 leaf-01 OSFP1 MMA4Z00-NS port 1");
  QTest::newRow("DS-02 pass: a decommissioned cable may hang loose") << Setup([=](Fixture& f) {
    const ObjectId m = f.b.module(QStringLiteral("MMA4Z00-NS"), f.leaf(), QStringLiteral("OSFP1"));
    Cable c;
    c.typeId = QStringLiteral("MFP7E10-N003");
    c.status = CableStatus::Decommissioned;
    c.ends = {port(A, m)};
    f.apply(DesignEdits::addCable(f.design, c));
  }) << "DS-02" << absent << QStringList() << QString();

  // DS-03
  QTest::newRow("DS-03 fail: two switches in the same unit")
      << Setup([](Fixture& f) {
           f.leaf();
           f.b.device(QStringLiteral("leaf-02"), QStringLiteral("QM9700"), f.rack, 40);
         })
      << "DS-03" << error
      << QStringList{QStringLiteral("(U40, front) and leaf-0"),
                     QStringLiteral("occupy the same rack units in R01")}
      << QStringLiteral("R01 U40 leaf-0");
  QTest::newRow("DS-03 fail: switch inside a DGX's units")
      << Setup([](Fixture& f) {
           f.dgx(QStringLiteral("dgx-01"), 2);
           f.leaf(9);
         })
      << "DS-03" << error
      << QStringList{QStringLiteral("dgx-01 (U2-U9, front)"), QStringLiteral("leaf-01 (U9, front)")}
      << QStringLiteral("R01 U");
  QTest::newRow("DS-03 pass: adjacent devices") << Setup([](Fixture& f) {
    f.dgx(QStringLiteral("dgx-01"), 2);
    f.leaf(10);
  }) << "DS-03" << absent << QStringList() << QString();

  // DS-04
  QTest::newRow("DS-04 fail: rack made lower than a device's position")
      << Setup([](Fixture& f) {
           f.leaf(40);
           f.shrinkRack(30);
         })
      << "DS-04" << error
      << QStringList{QStringLiteral("leaf-01 (1 U) at U40 does not fit in R01 (U1 to U30). Move it "
                                    "to a position between U1 and U30.")}
      << QStringLiteral("R01 U40 leaf-01");
  QTest::newRow("DS-04 fail: adapter in a bay the server does not have")
      << Setup([](Fixture& f) {
           const ObjectId hgx =
               f.b.device(QStringLiteral("hgx-01"), QStringLiteral("HGX-8GPU-GENERIC"), f.rack, 12);
           f.b.adapter(QStringLiteral("cx7-09"), QStringLiteral("MCX75310AAS-NEAT"), hgx,
                       QStringLiteral("NIC9"));
         })
      << "DS-04" << error
      << QStringList{QStringLiteral("cx7-09 is in bay \"NIC9\", which hgx-01 (HGX-8GPU-GENERIC) "
                                    "does not have")}
      << QStringLiteral("cx7-09 in R01 U12 hgx-01 bay NIC9");

  // DS-05
  auto panelsBackToBack = [](double rackDepth) {
    return Setup([=](Fixture& f) {
      f.b.device(QStringLiteral("pp-front"), QStringLiteral("GEN-PANEL-1U-24MPO12-APC"), f.rack,
                 42);
      f.b.device(QStringLiteral("pp-rear"), QStringLiteral("GEN-PANEL-1U-24LC"), f.rack, 42,
                 RackFace::Rear);
      if (rackDepth > 0)
        f.shrinkRack(42, rackDepth);
    });
  };
  QTest::newRow("DS-05 pass: half-depth panels back to back")
      << panelsBackToBack(0) << "DS-05" << absent << QStringList() << QString();
  QTest::newRow("DS-03 pass: half-depth panels on opposite faces do not overlap")
      << panelsBackToBack(0) << "DS-03" << absent << QStringList() << QString();
  QTest::newRow("DS-05 fail: half-depth devices deeper than the rack")
      << panelsBackToBack(200) << "DS-05" << error
      << QStringList{QStringLiteral("together they are 240 mm deep but R01 is 200 mm deep")}
      << QStringLiteral("R01 U42 pp-");
  QTest::newRow("DS-05 not verified when a depth is unknown")
      << Setup([](Fixture& f) {
           f.b.device(QStringLiteral("mgmt-01"), QStringLiteral("SN2201"), f.rack, 30);
           f.b.device(QStringLiteral("pp-rear"), QStringLiteral("GEN-PANEL-1U-24LC"), f.rack, 30,
                      RackFace::Rear);
         })
      << "DS-08" << info
      << QStringList{QStringLiteral("DS-05 not verified"),
                     QStringLiteral("but the depth of SN2201 is not in the catalog")}
      << QStringLiteral("R01 U30");

  // DS-06
  QTest::newRow("DS-06 fail: rear-to-front switch among front-to-rear servers")
      << Setup([](Fixture& f) {
           f.dgx(QStringLiteral("dgx-01"), 2);
           f.dgx(QStringLiteral("dgx-02"), 12);
           f.leaf(40);
         })
      << "DS-06" << warning
      << QStringList{QStringLiteral("leaf-01 (QM9700) moves air rear to front while 2 other "
                                    "device(s) in R01 move it front to rear")}
      << QStringLiteral("R01 U40 leaf-01");
  QTest::newRow("DS-06 pass: switch mounted facing the rear") << Setup([](Fixture& f) {
    f.dgx(QStringLiteral("dgx-01"), 2);
    f.leaf(40, RackFace::Rear);
  }) << "DS-06" << absent << QStringList() << QString();

  // DS-08
  QTest::newRow("DS-08: device part not in the catalog")
      << Setup([](Fixture& f) {
           Device d;
           d.id = DesignBuilder::idFor(QStringLiteral("device:mystery-01"));
           d.name = QStringLiteral("mystery-01");
           d.typeId = QStringLiteral("NOPE-1");
           d.rackId = f.rack;
           d.positionU = 20;
           f.design.insert(d);  // as a file from another catalog would carry it
         })
      << "DS-08" << warning
      << QStringList{QStringLiteral("Device part \"NOPE-1\" of mystery-01 is not in the catalog")}
      << QStringLiteral("R01 U20 mystery-01");
  QTest::newRow("DS-08: transceiver part not in the catalog")
      << Setup([](Fixture& f) {
           Module m;
           m.id = DesignBuilder::idFor(QStringLiteral("module:mystery"));
           m.typeId = QStringLiteral("NOPE-OPTIC");
           m.deviceId = f.leaf();
           m.cage = QStringLiteral("OSFP7");
           f.design.insert(m);
         })
      << "DS-08" << warning
      << QStringList{QStringLiteral("Transceiver part \"NOPE-OPTIC\" is not in the catalog")}
      << QStringLiteral("R01 U40 leaf-01 OSFP7");
  QTest::newRow("DS-08: UNCONFIRMED part number")
      << Setup([](Fixture& f) {
           f.b.module(QStringLiteral("MMA4Z00-NS-FLT"), f.dgx(QStringLiteral("dgx-01"), 2),
                      QStringLiteral("OSFP1"));
         })
      << "DS-08" << info
      << QStringList{QStringLiteral("The part number MMA4Z00-NS-FLT is UNCONFIRMED (part name seen "
                                    "only in vendor/third-party listings)")}
      << QStringLiteral("R01 U2 dgx-01 OSFP1");
  QTest::newRow("DS-08: UNCONFIRMED height used for the rack-unit checks")
      << Setup([](Fixture& f) {
           f.b.device(QStringLiteral("hgx-01"), QStringLiteral("HGX-8GPU-GENERIC"), f.rack, 12);
         })
      << "DS-08" << info
      << QStringList{QStringLiteral("DS-04 not verified: the height of HGX-8GPU-GENERIC is "
                                    "UNCONFIRMED (chassis height varies by OEM; 8U assumed); "
                                    "rack-unit checks use 8 U.")}
      << QStringLiteral("R01 U12 hgx-01");
}

void TestRulesDesign::rules() {
  QFETCH(Setup, setup);

  Fixture fixture;
  setup(fixture);
  const QString problem = rackwright::test::ruleRowProblem(Validator::validateAll(fixture.design));
  QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

QTEST_GUILESS_MAIN(TestRulesDesign)
#include "tst_rules_design.moc"
