// Platform rules: a node port only on a network of its role (PL-08, with the warning for the LAN
// port next to a DGX BMC), management ports only on out-of-band management (PL-10). Each rule
// has rows that fire and rows that must not.
#include "core/validation/rulecatalog.h"
#include "core/validation/validator.h"
#include "support/designbuilder.h"
#include "support/findingchecks.h"

#include <QTest>

#include <functional>

using namespace rackwright;
using rackwright::test::DesignBuilder;

namespace {

const QString A = QStringLiteral("A");
const QString B = QStringLiteral("B");

struct Fixture {
  Design design;
  DesignBuilder b{design};
  ObjectId rack = b.labRack();
  ObjectId dgx = b.device(QStringLiteral("dgx-01"), QStringLiteral("DGX-H100"), rack, 2);
  ObjectId leaf = b.device(QStringLiteral("leaf-01"), QStringLiteral("QM9700"), rack, 30);
  ObjectId eth = b.device(QStringLiteral("eth-01"), QStringLiteral("SN5600"), rack, 32);
  ObjectId oob = b.device(QStringLiteral("oob-01"), QStringLiteral("SN2201"), rack, 40);

  void serve(const ObjectId& device, const QString& network) {
    Device d = *design.find<Device>(device);
    d.network = network;
    design.update(d);
  }
  void assign(const ObjectId& cable, const QString& network) {
    Cable c = *design.find<Cable>(cable);
    c.network = network;
    design.update(c);
  }
  /// A flat-to-finned DAC from a DGX compute cage to a switch cage.
  ObjectId computeDac(const ObjectId& sw, const QString& cage = QStringLiteral("OSFP1")) {
    return b.cable(QStringLiteral("MCP4Y10-N001-FLT"),
                   {DesignBuilder::cageEnd(A, sw, cage),
                    DesignBuilder::cageEnd(B, dgx, QStringLiteral("OSFP1"))},
                   1, QStringLiteral("C-1"));
  }
  /// A splitter leg from an Ethernet switch into a DGX storage/in-band port.
  ObjectId northSouth(const QString& dgxPort = QStringLiteral("SLOT1-P2")) {
    return b.cable(QStringLiteral("MCP7Y60-H001"),
                   {DesignBuilder::cageEnd(A, eth, QStringLiteral("OSFP2")),
                    DesignBuilder::cageEnd(QStringLiteral("B1"), dgx, dgxPort)},
                   1, QStringLiteral("NS-1"));
  }
  ObjectId copper(const ObjectId& a, const QString& cageA, const ObjectId& other,
                  const QString& cageB, const QString& name = QStringLiteral("M-1")) {
    return b.cable(QStringLiteral("GEN-CAT6A-RJ45:3m"),
                   {DesignBuilder::cageEnd(A, a, cageA), DesignBuilder::cageEnd(B, other, cageB)},
                   3, name);
  }
};

using Setup = std::function<void(Fixture&)>;

}  // namespace

Q_DECLARE_METATYPE(Setup)

class TestRulesPlatform : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void catalogEntries();
  void rules_data();
  void rules();
};

void TestRulesPlatform::catalogEntries() {
  // Each platform rule cites the NVIDIA documents it rests on.
  for (RuleId rule : {RuleId::PL08, RuleId::PL10}) {
    const RuleInfo& info = RuleCatalog::info(rule);
    QVERIFY(info.severity == Severity::Error);
    QVERIFY2(info.source.contains(QStringLiteral("https://docs.nvidia.com/")),
             qPrintable(info.source));
  }
}

void TestRulesPlatform::rules_data() {
  test::addRuleExpectationColumns<Setup>();
  const int absent = -1;
  const int error = int(Severity::Error);
  const int warning = int(Severity::Warning);

  // PL-08: node ports on the networks of their roles.
  QTest::newRow("PL-08 pass: compute cage on a compute leaf") << Setup([](Fixture& f) {
    f.serve(f.leaf, QStringLiteral("compute"));
    f.computeDac(f.leaf);
  }) << "PL-08" << absent << QStringList() << QString();
  QTest::newRow("PL-08 pass: no network anywhere (designs from before networks)")
      << Setup([](Fixture& f) {
           f.computeDac(f.leaf);
           f.northSouth();
           f.copper(f.dgx, QStringLiteral("BMC"), f.oob, QStringLiteral("swp1"));
         })
      << "PL-08" << absent << QStringList() << QString();
  QTest::newRow("PL-08 pass: storage/in-band port on an in-band switch") << Setup([](Fixture& f) {
    f.serve(f.eth, QStringLiteral("inband"));
    f.northSouth();
  }) << "PL-08" << absent << QStringList() << QString();
  QTest::newRow("PL-08 fail: compute cage on a storage switch")
      << Setup([](Fixture& f) {
           f.serve(f.leaf, QStringLiteral("storage"));
           f.computeDac(f.leaf);
         })
      << "PL-08" << error
      << QStringList{QStringLiteral("dgx-01 OSFP1 is meant for Compute"),
                     QStringLiteral("cable C-1 puts it on the Storage network"),
                     QStringLiteral("Connect it to a switch of the Compute network")}
      << QStringLiteral("R01 U2 dgx-01 OSFP1");
  QTest::newRow("PL-08 fail: the cable's own network contradicts the port")
      << Setup([](Fixture& f) {
           f.serve(f.leaf, QStringLiteral("compute"));
           f.assign(f.computeDac(f.leaf), QStringLiteral("uplink"));
         })
      << "PL-08" << error
      << QStringList{QStringLiteral("dgx-01 OSFP1 is meant for Compute"),
                     QStringLiteral("Customer uplink network")}
      << QStringLiteral("R01 U2 dgx-01 OSFP1");
  QTest::newRow("PL-08 fail: storage/in-band port on the compute fabric")
      << Setup([](Fixture& f) {
           f.serve(f.eth, QStringLiteral("compute"));
           f.northSouth();
         })
      << "PL-08" << error
      << QStringList{QStringLiteral("dgx-01 SLOT1-P2 is meant for Storage or In-band management"),
                     QStringLiteral("cable NS-1 puts it on the Compute network")}
      << QStringLiteral("R01 U2 dgx-01 SLOT1-P2");
  QTest::newRow("PL-08 fail: a design's own network on a compute port")
      << Setup([](Fixture& f) {
           f.design.setCustomNetworks({NetworkDefinition{QStringLiteral("backup"), {}, {}, {}}});
           f.serve(f.leaf, QStringLiteral("backup"));
           f.computeDac(f.leaf);
         })
      << "PL-08" << error << QStringList{QStringLiteral("on the \"backup\" network")}
      << QStringLiteral("R01 U2 dgx-01 OSFP1");
  QTest::newRow("PL-08 warning: the LAN port next to the BMC is cabled")
      << Setup([](Fixture& f) {
           f.copper(f.dgx, QStringLiteral("LAN10G"), f.oob, QStringLiteral("swp3"),
                    QStringLiteral("L-1"));
         })
      << "PL-08" << warning
      << QStringList{QStringLiteral("dgx-01 LAN10G is cabled (cable L-1)"),
                     QStringLiteral("reference architectures leave this port unused"),
                     QStringLiteral("Remove the cable")}
      << QStringLiteral("R01 U2 dgx-01 LAN10G");
  QTest::newRow("PL-08 pass: the LAN port next to the BMC left free") << Setup([](Fixture& f) {
    f.copper(f.dgx, QStringLiteral("BMC"), f.oob, QStringLiteral("swp1"));
  }) << "PL-08" << absent << QStringList() << QString();

  // PL-10: management ports only on out-of-band management.
  QTest::newRow("PL-10 pass: BMC on the OOB switch") << Setup([](Fixture& f) {
    f.serve(f.oob, QStringLiteral("oob"));
    f.copper(f.dgx, QStringLiteral("BMC"), f.oob, QStringLiteral("swp1"));
  }) << "PL-10" << absent << QStringList() << QString();
  QTest::newRow("PL-10 pass: a compute switch's management port on the OOB switch")
      << Setup([](Fixture& f) {
           f.serve(f.leaf, QStringLiteral("compute"));
           f.copper(f.leaf, QStringLiteral("MGMT"), f.oob, QStringLiteral("swp2"));
         })
      << "PL-10" << absent << QStringList() << QString();
  QTest::newRow("PL-10 fail: BMC on an in-band switch")
      << Setup([](Fixture& f) {
           f.serve(f.oob, QStringLiteral("inband"));
           f.copper(f.dgx, QStringLiteral("BMC"), f.oob, QStringLiteral("swp1"));
         })
      << "PL-10" << error
      << QStringList{QStringLiteral("dgx-01 BMC is an out-of-band management port"),
                     QStringLiteral("cable M-1 puts it on the In-band management network"),
                     QStringLiteral("Connect it to an out-of-band management switch")}
      << QStringLiteral("R01 U2 dgx-01 BMC");
  QTest::newRow("PL-10 fail: switch management port on a cable of the storage network")
      << Setup([](Fixture& f) {
           f.assign(f.copper(f.leaf, QStringLiteral("MGMT"), f.oob, QStringLiteral("swp2")),
                    QStringLiteral("storage"));
         })
      << "PL-10" << error
      << QStringList{QStringLiteral("leaf-01 MGMT is an out-of-band management port"),
                     QStringLiteral("on the Storage network")}
      << QStringLiteral("R01 U30 leaf-01 MGMT");
  QTest::newRow("PL-10 fail: an OOB cable reaches a storage/in-band port")
      << Setup([](Fixture& f) {
           f.serve(f.eth, QStringLiteral("oob"));
           f.northSouth();
         })
      << "PL-10" << error
      << QStringList{QStringLiteral("Cable NS-1 is on the out-of-band management network"),
                     QStringLiteral("dgx-01 SLOT1-P2 is meant for Storage or In-band management"),
                     QStringLiteral("move the cable to the device's management port")}
      << QStringLiteral("R01 U2 dgx-01 SLOT1-P2");
  QTest::newRow("PL-08 pass: the OOB cable on a data port is PL-10's alone")
      << Setup([](Fixture& f) {
           f.serve(f.eth, QStringLiteral("oob"));
           f.northSouth();
         })
      << "PL-08" << absent << QStringList() << QString();
}

void TestRulesPlatform::rules() {
  QFETCH(Setup, setup);
  QFETCH(QString, rule);
  QFETCH(int, severity);
  QFETCH(QStringList, messageParts);
  QFETCH(QString, location);

  Fixture fixture;
  setup(fixture);
  const ValidationResult result = Validator::validateAll(fixture.design);
  const QString unmet = rackwright::test::unmetRuleExpectation(
      result, rule, severity < 0 ? std::nullopt : std::optional<Severity>(Severity(severity)),
      messageParts, location);
  QVERIFY2(unmet.isEmpty(), qPrintable(unmet));
  QSet<QString> keys;
  for (const Finding& f : result.findings) {
    QVERIFY2(!keys.contains(f.key), qPrintable(QStringLiteral("duplicate key %1").arg(f.key)));
    keys.insert(f.key);
  }
}

QTEST_GUILESS_MAIN(TestRulesPlatform)
#include "tst_rules_platform.moc"
