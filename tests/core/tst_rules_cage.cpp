// Group A — form factor and cage fit (FF-01..05): the reference's pass/fail examples and the
// section-4 mistakes 3 and 11, on designs built through the real edit commands.
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
  ObjectId leaf() {
    return b.device(QStringLiteral("leaf-01"), QStringLiteral("QM9700"), rack, 40);
  }
  ObjectId sn() { return b.device(QStringLiteral("sn-01"), QStringLiteral("SN5600"), rack, 36); }
  ObjectId dgx() { return b.device(QStringLiteral("dgx-01"), QStringLiteral("DGX-H100"), rack, 2); }
  ObjectId hgx() {
    return b.device(QStringLiteral("hgx-01"), QStringLiteral("HGX-8GPU-GENERIC"), rack, 12);
  }
};

using Setup = std::function<void(Fixture&)>;

}  // namespace

Q_DECLARE_METATYPE(Setup)

class TestRulesCage : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void rules_data();
  void rules();
};

void TestRulesCage::rules_data() {
  QTest::addColumn<Setup>("setup");
  QTest::addColumn<QString>("rule");
  QTest::addColumn<bool>("expected");
  QTest::addColumn<QStringList>("messageParts");
  QTest::addColumn<QString>("location");

  const QString A = QStringLiteral("A");
  const QString B = QStringLiteral("B");
  const QString one = QStringLiteral("1");

  auto bf3Module = [](const QString& dpu, const QString& module) {
    return Setup([=](Fixture& f) {
      const ObjectId host = f.hgx();
      const ObjectId card =
          f.b.adapter(QStringLiteral("bf3-01"), dpu, host, QStringLiteral("DPU1"));
      f.b.module(module, card, QStringLiteral("P1"));
    });
  };

  // FF-01 / FF-05
  QTest::newRow("FF-01 pass (reference): MMA1Z00-NS400 into BlueField-3 B3220")
      << bf3Module(QStringLiteral("B3220"), QStringLiteral("MMA1Z00-NS400")) << "FF-01" << false
      << QStringList() << QString();
  QTest::newRow("FF-05 pass (reference): MMA1Z00-NS400 into BlueField-3 B3220")
      << bf3Module(QStringLiteral("B3220"), QStringLiteral("MMA1Z00-NS400")) << "FF-05" << false
      << QStringList() << QString();
  QTest::newRow("FF-01 pass: QSFP56 legs in QSFP112 cages") << Setup([=](Fixture& f) {
    const ObjectId leaf = f.leaf();
    const ObjectId dgx = f.dgx();
    f.b.cable(QStringLiteral("MCP7Y60-H002"),
              {DesignBuilder::cageEnd(A, leaf, QStringLiteral("OSFP1")),
               DesignBuilder::cageEnd(QStringLiteral("B1"), dgx, QStringLiteral("SLOT1-P1")),
               DesignBuilder::cageEnd(QStringLiteral("B2"), dgx, QStringLiteral("SLOT2-P1"))},
              2);
  }) << "FF-04" << false << QStringList() << QString();
  QTest::newRow("FF-01 fail: QSFP112 module in a QM9700 OSFP cage")
      << Setup([](Fixture& f) {
           f.b.module(QStringLiteral("MMA1Z00-NS400"), f.leaf(), QStringLiteral("OSFP1"));
         })
      << "FF-01" << true
      << QStringList{QStringLiteral("leaf-01 OSFP1 takes OSFP plugs"),
                     QStringLiteral("MMA1Z00-NS400 is a QSFP112 plug and does not fit")}
      << QStringLiteral("R01 U40 leaf-01 OSFP1");
  QTest::newRow("FF-01 fail: OSFP module in a ConnectX-7 QSFP112 card")
      << Setup([](Fixture& f) {
           const ObjectId card =
               f.b.adapter(QStringLiteral("cx7-01"), QStringLiteral("MCX755106AS-HEAT"), f.hgx(),
                           QStringLiteral("NIC1"));
           f.b.module(QStringLiteral("MMA4Z00-NS400"), card, QStringLiteral("P1"));
         })
      << "FF-01" << true
      << QStringList{QStringLiteral("cx7-01 P1 takes QSFP112 plugs"),
                     QStringLiteral("Use MMA1Z00-NS400 instead.")}
      << QStringLiteral("cx7-01 in R01 U12 hgx-01 bay NIC1 P1");
  QTest::newRow("FF-01 fail (reference) is FF-05: MMA4Z00-NS400 into BlueField-3")
      << bf3Module(QStringLiteral("B3220"), QStringLiteral("MMA4Z00-NS400")) << "FF-05" << true
      << QStringList{QStringLiteral("bf3-01 P1 is a BlueField-3 QSFP112 cage and accepts QSFP112 "
                                    "plugs only; MMA4Z00-NS400 is an OSFP plug"),
                     QStringLiteral("Use MMA1Z00-NS400 instead.")}
      << QStringLiteral("bf3-01 in R01 U12 hgx-01 bay DPU1 P1");
  QTest::newRow("FF-05 fail (mistake 11): OSFP DR4 module ordered for BlueField-3 B3240")
      << bf3Module(QStringLiteral("B3240"), QStringLiteral("MMS4X00-NS400")) << "FF-05" << true
      << QStringList{QStringLiteral("accepts QSFP112 plugs only"),
                     QStringLiteral("Use MMS1X00-NS400 instead.")}
      << QStringLiteral("bay DPU1 P1");

  // FF-02
  QTest::newRow("FF-02 pass (reference): MMS4X00-NM in QM9700") << Setup([](Fixture& f) {
    f.b.module(QStringLiteral("MMS4X00-NM"), f.leaf(), QStringLiteral("OSFP2"));
  }) << "FF-02" << false << QStringList() << QString();
  QTest::newRow("FF-02 pass (reference): MMS4X00-NS400 in ConnectX-7/OSFP")
      << Setup([](Fixture& f) {
           const ObjectId card =
               f.b.adapter(QStringLiteral("cx7-01"), QStringLiteral("MCX75310AAS-NEAT"), f.hgx(),
                           QStringLiteral("NIC1"));
           f.b.module(QStringLiteral("MMS4X00-NS400"), card, QStringLiteral("P1"));
         })
      << "FF-02" << false << QStringList() << QString();
  QTest::newRow("FF-02 fail (reference, mistake 11): MMA4Z00-NS400 in a QM9700 cage")
      << Setup([](Fixture& f) {
           f.b.module(QStringLiteral("MMA4Z00-NS400"), f.leaf(), QStringLiteral("OSFP3"));
         })
      << "FF-02" << true
      << QStringList{QStringLiteral("leaf-01 OSFP3 is a twin-port 8-lane switch cage; "
                                    "MMA4Z00-NS400 is a single-port plug"),
                     QStringLiteral("Use MMA4Z00-NS instead.")}
      << QStringLiteral("R01 U40 leaf-01 OSFP3");
  QTest::newRow("FF-02 fail (reference): twin-port MMA4Z00-NS in ConnectX-7/OSFP")
      << Setup([](Fixture& f) {
           const ObjectId card =
               f.b.adapter(QStringLiteral("cx7-01"), QStringLiteral("MCX75310AAS-NEAT"), f.hgx(),
                           QStringLiteral("NIC2"));
           f.b.module(QStringLiteral("MMA4Z00-NS"), card, QStringLiteral("P1"));
         })
      << "FF-02" << true
      << QStringList{QStringLiteral("cx7-01 P1 is a single-port 4-lane cage; MMA4Z00-NS is a "
                                    "twin-port (2 x 400G, 8-lane) plug"),
                     QStringLiteral("Use MMA4Z00-NS400 instead.")}
      << QStringLiteral("bay NIC2 P1");

  // FF-03
  QTest::newRow("FF-03 pass (reference): MCP4Y10 -FLT, flat end in DGX, finned end in QM9700")
      << Setup([=](Fixture& f) {
           f.b.cable(QStringLiteral("MCP4Y10-N002-FLT"),
                     {DesignBuilder::cageEnd(A, f.leaf(), QStringLiteral("OSFP2")),
                      DesignBuilder::cageEnd(B, f.dgx(), QStringLiteral("OSFP1"))},
                     2);
         })
      << "FF-03" << false << QStringList() << QString();
  QTest::newRow("FF-03 pass: flat twin-port module in DGX H100") << Setup([](Fixture& f) {
    f.b.module(QStringLiteral("MMA4Z00-NS-FLT"), f.dgx(), QStringLiteral("OSFP1"));
  }) << "FF-03" << false << QStringList() << QString();
  QTest::newRow("FF-03 fail (reference, mistake 3): finned MMA4Z00-NS in a DGX H100 port")
      << Setup([](Fixture& f) {
           f.b.module(QStringLiteral("MMA4Z00-NS"), f.dgx(), QStringLiteral("OSFP1"));
         })
      << "FF-03" << true
      << QStringList{QStringLiteral("dgx-01 OSFP1 is a flat-top (RHS) cage; MMA4Z00-NS is a finned "
                                    "(IHS) module. Use a flat-top twin-port part such as "
                                    "MMA4Z00-NS-FLT.")}
      << QStringLiteral("R01 U2 dgx-01 OSFP1");
  QTest::newRow("FF-03 fail (reference): flat single-port module in an SN5600 cage")
      << Setup([](Fixture& f) {
           f.b.module(QStringLiteral("MMA4Z00-NS400"), f.sn(), QStringLiteral("OSFP9"));
         })
      << "FF-03" << true
      << QStringList{QStringLiteral("sn-01 OSFP9 is an air-cooled cage for finned (IHS) plugs; "
                                    "MMA4Z00-NS400 is a flat-top (RHS) module")}
      << QStringLiteral("R01 U36 sn-01 OSFP9");
  QTest::newRow("FF-03 fail (mistake 3): finned DAC end in a DGX H100 port")
      << Setup([=](Fixture& f) {
           f.b.cable(QStringLiteral("MCP4Y10-N002"),
                     {DesignBuilder::cageEnd(A, f.leaf(), QStringLiteral("OSFP2")),
                      DesignBuilder::cageEnd(B, f.dgx(), QStringLiteral("OSFP1"))},
                     2);
         })
      << "FF-03" << true
      << QStringList{QStringLiteral("MCP4Y10-N002 end B is a finned (IHS) end"),
                     QStringLiteral("such as MCP4Y10-N002-FLT")}
      << QStringLiteral("R01 U2 dgx-01 OSFP1");

  // FF-04
  auto splitterToBf3 = [=](const QString& cable) {
    return Setup([=](Fixture& f) {
      const ObjectId sn = f.sn();
      const ObjectId host = f.hgx();
      const ObjectId card = f.b.adapter(QStringLiteral("bf3-01"), QStringLiteral("B3220"), host,
                                        QStringLiteral("DPU1"));
      f.b.cable(cable,
                {DesignBuilder::cageEnd(A, sn, QStringLiteral("OSFP1")),
                 DesignBuilder::cageEnd(QStringLiteral("B1"), card, QStringLiteral("P1")),
                 DesignBuilder::cageEnd(QStringLiteral("B2"), card, QStringLiteral("P2"))},
                2);
    });
  };
  QTest::newRow("FF-04 pass (reference): MCP7Y10 from SN5600 to BlueField-3")
      << splitterToBf3(QStringLiteral("MCP7Y10-N002")) << "FF-04" << false << QStringList()
      << QString();
  QTest::newRow("FF-04 fail (reference): MCP7Y00 flat OSFP legs into BlueField-3")
      << splitterToBf3(QStringLiteral("MCP7Y00-N002")) << "FF-04" << true
      << QStringList{QStringLiteral("MCP7Y00-N002 end B1 is an OSFP plug"),
                     QStringLiteral("Use MCP7Y10-N002 instead.")}
      << QStringLiteral("bf3-01 in R01 U12 hgx-01 bay DPU1 P1");
  QTest::newRow("FF-04 fail: MCP7Y00 leg reported per leg (B2)")
      << splitterToBf3(QStringLiteral("MCP7Y00-N002")) << "FF-04" << true
      << QStringList{QStringLiteral("MCP7Y00-N002 end B2")} << QStringLiteral("DPU1 P2");
}

void TestRulesCage::rules() {
  QFETCH(Setup, setup);
  QFETCH(QString, rule);
  QFETCH(bool, expected);
  QFETCH(QStringList, messageParts);
  QFETCH(QString, location);

  Fixture fixture;
  setup(fixture);
  const ValidationResult result = Validator::validateAll(fixture.design);
  const QString unmet = rackwright::test::unmetRuleExpectation(
      result, rule, expected ? std::optional<Severity>(Severity::Error) : std::nullopt,
      messageParts, location);
  QVERIFY2(unmet.isEmpty(), qPrintable(unmet));
}

QTEST_GUILESS_MAIN(TestRulesCage)
#include "tst_rules_cage.moc"
