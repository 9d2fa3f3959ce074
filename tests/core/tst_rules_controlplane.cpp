// Platform rules at the edges of the cluster: a node on in-band management with its BMC on
// out-of-band management and a head node on both (PL-16), and the customer uplink through a
// firewall, never onto the compute, storage or out-of-band networks (PL-21). Each rule has rows
// that fire and rows that must not.
#include "core/validation/rulecatalog.h"
#include "core/validation/validator.h"
#include "support/designbuilder.h"
#include "support/findingchecks.h"
#include "support/platformfixture.h"

#include <QTest>

using namespace rackwright;
using rackwright::test::DesignBuilder;
using namespace rackwright::test::platform;

Q_DECLARE_METATYPE(Setup)

class TestRulesControlPlane : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void catalogEntries();
  void rules_data();
  void rules();
};

void TestRulesControlPlane::catalogEntries() {
  QVERIFY(RuleCatalog::info(RuleId::PL16).severity == Severity::Warning);
  QVERIFY(RuleCatalog::info(RuleId::PL21).severity == Severity::Error);
  // PL-16 rests on NVIDIA's reference architectures; PL-21 on NVIDIA's north-south guide and
  // says that placing the firewall is Rackwright's own rule.
  QVERIFY(
      RuleCatalog::info(RuleId::PL16).source.contains(QStringLiteral("https://docs.nvidia.com/")));
  QVERIFY(RuleCatalog::info(RuleId::PL21).source.contains(QStringLiteral("north-south")));
  QVERIFY(RuleCatalog::info(RuleId::PL21).source.contains(QStringLiteral("Rackwright")));
}

void TestRulesControlPlane::rules_data() {
  test::addRuleExpectationColumns<Setup>();
  const int absent = -1;
  const int error = int(Severity::Error);
  const int warning = int(Severity::Warning);

  // PL-16: control-plane attachments.
  QTest::newRow("PL-16 pass: a node on in-band with its BMC on OOB") << Setup([](Fixture& f) {
    f.serve(f.eth, QStringLiteral("inband"));
    f.serve(f.oob, QStringLiteral("oob"));
    f.northSouth();
    f.copper(f.dgx, QStringLiteral("BMC"), f.oob, QStringLiteral("swp1"));
  }) << "PL-16" << absent << QStringList() << QString();
  QTest::newRow("PL-16 pass: a compute node on OOB without in-band (a compute-only design)")
      << Setup([](Fixture& f) {
           f.serve(f.oob, QStringLiteral("oob"));
           f.computeDac(f.leaf);
           f.copper(f.dgx, QStringLiteral("BMC"), f.oob, QStringLiteral("swp1"));
         })
      << "PL-16" << absent << QStringList() << QString();
  QTest::newRow("PL-16 fail: a node on in-band without its BMC on OOB")
      << Setup([](Fixture& f) {
           f.serve(f.eth, QStringLiteral("inband"));
           f.northSouth();
         })
      << "PL-16" << warning
      << QStringList{QStringLiteral("dgx-01 is on in-band management, but none of its management "
                                    "ports (BMC) is on out-of-band management"),
                     QStringLiteral("Connect BMC to an out-of-band management switch")}
      << QStringLiteral("R01 U2 dgx-01");
  QTest::newRow("PL-16 pass: an HGX 2-8-9 node on OOB only (its SuperNIC bays are compute)")
      << Setup([](Fixture& f) {
           f.serve(f.oob, QStringLiteral("oob"));
           const ObjectId hgx = f.b.device(QStringLiteral("hgx-01"), QStringLiteral("HGX-B200-289"),
                                           f.b.labRack(QStringLiteral("R05"), 4), 2);
           f.copper(hgx, QStringLiteral("BMC"), f.oob, QStringLiteral("swp1"));
         })
      << "PL-16" << absent << QStringList() << QString();
  QTest::newRow("PL-16 pass: a head node on in-band and OOB") << Setup([](Fixture& f) {
    f.addHeadNode();
    f.serve(f.oob, QStringLiteral("oob"));
    f.headInBand();
    f.copper(f.head, QStringLiteral("BMC"), f.oob, QStringLiteral("swp1"));
  }) << "PL-16" << absent << QStringList() << QString();
  QTest::newRow("PL-16 fail: a head node on OOB only")
      << Setup([](Fixture& f) {
           f.addHeadNode();
           f.serve(f.oob, QStringLiteral("oob"));
           f.copper(f.head, QStringLiteral("BMC"), f.oob, QStringLiteral("swp1"));
         })
      << "PL-16" << warning
      << QStringList{QStringLiteral("head-01 is a management node (no port for the compute "
                                    "fabric) on out-of-band management only"),
                     QStringLiteral("Connect one of its data ports to an in-band management "
                                    "switch")}
      << QStringLiteral("R04 U20 head-01");
  QTest::newRow("PL-16 fail: a head node on in-band without its BMC")
      << Setup([](Fixture& f) {
           f.addHeadNode();
           f.headInBand();
         })
      << "PL-16" << warning
      << QStringList{QStringLiteral("head-01 is on in-band management, but none of its management "
                                    "ports (LAN1, LAN2, BMC) is on out-of-band management"),
                     QStringLiteral("Connect BMC to an out-of-band management switch")}
      << QStringLiteral("R04 U20 head-01");

  // PL-21: the customer boundary.
  QTest::newRow("PL-21 pass: firewall inside port on the in-band edge") << Setup([](Fixture& f) {
    f.addHeadNode();
    f.firewallLink(f.inband, QStringLiteral("swp2"), QStringLiteral("MFA1A00-C010"));
  }) << "PL-21" << absent << QStringList() << QString();
  QTest::newRow("PL-21 pass: the customer uplink from the firewall") << Setup([](Fixture& f) {
    f.addHeadNode();
    f.firewallLink(f.inband, QStringLiteral("swp2"), QStringLiteral("MFA1A00-C010"),
                   QStringLiteral("uplink"));
  }) << "PL-21" << absent << QStringList() << QString();
  QTest::newRow("PL-21 fail: customer uplink without a firewall")
      << Setup([](Fixture& f) {
           f.addHeadNode();
           const ObjectId site =
               f.b.cable(QStringLiteral("MFA1A00-C010"),
                         {DesignBuilder::cageEnd(A, f.inband, QStringLiteral("swp3"))}, 10,
                         QStringLiteral("UP-1"));
           f.assign(site, QStringLiteral("uplink"));
         })
      << "PL-21" << error
      << QStringList{QStringLiteral("Cable UP-1 is on the customer uplink network but passes no "
                                    "firewall")}
      << QStringLiteral("R04 U30 inb-01 swp3");
  QTest::newRow("PL-21 fail: the customer uplink on a storage switch")
      << Setup([](Fixture& f) {
           f.serve(f.eth, QStringLiteral("storage"));
           const ObjectId up =
               f.b.cable(QStringLiteral("MCP4Y10-N001"),
                         {DesignBuilder::cageEnd(A, f.eth, QStringLiteral("OSFP9"))}, 1,
                         QStringLiteral("UP-3"));
           f.assign(up, QStringLiteral("uplink"));
         })
      << "PL-21" << error
      << QStringList{QStringLiteral("Cable UP-3 joins eth-01, a switch of the Storage network, to "
                                    "the customer uplink")}
      << QStringLiteral("R01 U32 eth-01 OSFP9");
  QTest::newRow("PL-21 fail: a firewall on the out-of-band switch")
      << Setup([](Fixture& f) {
           f.serve(f.oob, QStringLiteral("oob"));
           f.firewall = f.b.device(QStringLiteral("fw-01"), QStringLiteral("PA-5410"), f.rack, 10);
           f.copper(f.oob, QStringLiteral("swp5"), f.firewall, QStringLiteral("ethernet1/1"),
                    QStringLiteral("FW-2"));
         })
      << "PL-21" << error
      << QStringList{QStringLiteral("Cable FW-2 joins a firewall's data port to oob-01, a "
                                    "switch of the Out-of-band management network")}
      << QStringLiteral("R01 U40 oob-01 swp5");
  QTest::newRow("PL-21 pass: the firewall's management port on the out-of-band switch")
      << Setup([](Fixture& f) {
           f.serve(f.oob, QStringLiteral("oob"));
           f.firewall = f.b.device(QStringLiteral("fw-01"), QStringLiteral("PA-5410"), f.rack, 10);
           f.copper(f.oob, QStringLiteral("swp5"), f.firewall, QStringLiteral("management"));
         })
      << "PL-21" << absent << QStringList() << QString();
}

void TestRulesControlPlane::rules() {
  QFETCH(Setup, setup);

  Fixture fixture;
  setup(fixture);
  const QString problem = rackwright::test::ruleRowProblem(Validator::validateAll(fixture.design));
  QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

QTEST_GUILESS_MAIN(TestRulesControlPlane)
#include "tst_rules_controlplane.moc"
