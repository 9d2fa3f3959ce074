// Groups H and I — protocol (PR-01..03) and power (PW-01..03): the reference's pass/fail
// examples, "-T" Ethernet-only parts, endpoint default modes, UNCONFIRMED power classes and the
// rack roll-up limits.
#include "core/validation/validator.h"
#include "support/designbuilder.h"
#include "support/findingchecks.h"

#include <QTest>

#include <functional>

using namespace rackwright;
using rackwright::test::DesignBuilder;

namespace {

// A fanless host with a finned-capable twin-port OSFP cage (as a NetBox import without thermal
// data would describe it): PW-02 must catch a finned module there.
const QByteArray kFanlessHost = R"({"id": "FANLESS-OSFP-HOST", "kind": "server",
  "source": "test: host without forced airflow",
  "device": {"role": "server", "uHeight": 1, "airflow": "passive", "defaultProtocol": "infiniband",
    "cages": [{"name": "OSFP1", "formFactor": "OSFP", "twinPort": true, "lanes": 8,
      "signalling": ["100G-PAM4"], "protocols": ["infiniband"], "powerClassW": 17}]}})";

struct Fixture {
  Design design;
  DesignBuilder b{design};
  ObjectId rack = b.labRack();
  ObjectId host;
  ObjectId leaf() {
    return b.device(QStringLiteral("leaf-01"), QStringLiteral("QM9700"), rack, 40);
  }
  ObjectId sn() { return b.device(QStringLiteral("sn-01"), QStringLiteral("SN5600"), rack, 36); }
  ObjectId consoleServer() {
    return b.device(QStringLiteral("cs-01"), QStringLiteral("CM8116"), rack, 30);
  }
  /// A copper cord of `type` from `a`'s cage `aCage` to the console server's Port 1.
  void toConsoleServer(const QString& type, const ObjectId& a, const QString& aCage) {
    b.cable(
        type,
        {DesignBuilder::cageEnd(QStringLiteral("A"), a, aCage),
         DesignBuilder::cageEnd(QStringLiteral("B"), consoleServer(), QStringLiteral("Port 1"))},
        2);
  }
  ObjectId card(const QString& name, const QString& type, const QString& bay) {
    if (host.isNull()) {
      host = b.device(QStringLiteral("hgx-01"), QStringLiteral("HGX-8GPU-GENERIC"), rack, 12);
    }
    return b.adapter(name, type, host, bay);
  }
  CableEnd port(const QString& end, const ObjectId& module) {
    return DesignBuilder::modulePortEnd(end, module, QStringLiteral("1"));
  }
  void fiber(const ObjectId& a, const ObjectId& b2,
             const QString& type = QStringLiteral("MFP7E10-N010")) {
    b.cable(type, {port(QStringLiteral("A"), a), port(QStringLiteral("B"), b2)}, 10);
  }
  void limitRack(double powerW, double weightKg) {
    Rack r = *design.find<Rack>(rack);
    r.maxPowerW = powerW;
    r.maxWeightKg = weightKg;
    b.editRack(r);
  }
};

using Setup = std::function<void(Fixture&)>;

}  // namespace

Q_DECLARE_METATYPE(Setup)

class TestRulesProtocolPower : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void rules_data();
  void rules();
};

void TestRulesProtocolPower::rules_data() {
  test::addRuleExpectationColumns<Setup>();
  const int absent = -1;
  const int error = int(Severity::Error);
  const int warning = int(Severity::Warning);
  const int info = int(Severity::Info);

  // PR-01
  QTest::newRow("PR-01 pass (reference): MMA4Z00-NS follows the Quantum switch")
      << Setup([](Fixture& f) {
           f.b.module(QStringLiteral("MMA4Z00-NS"), f.leaf(), QStringLiteral("OSFP1"));
         })
      << "PR-01" << absent << QStringList() << QString();
  QTest::newRow("PR-01 fail (reference): Ethernet-only -T part in a Quantum switch")
      << Setup([](Fixture& f) {
           f.b.module(QStringLiteral("MMA4Z00-NS-T"), f.leaf(), QStringLiteral("OSFP1"));
         })
      << "PR-01" << error
      << QStringList{QStringLiteral("leaf-01 OSFP1 runs InfiniBand; MMA4Z00-NS-T supports only "
                                    "Ethernet"),
                     QStringLiteral("Use MMA4Z00-NS.")}
      << QStringLiteral("R01 U40 leaf-01 OSFP1");
  QTest::newRow("PR-01 fail: InfiniBand switch to Ethernet switch over optics")
      << Setup([](Fixture& f) {
           const ObjectId m1 =
               f.b.module(QStringLiteral("MMA4Z00-NS"), f.leaf(), QStringLiteral("OSFP1"));
           const ObjectId m2 =
               f.b.module(QStringLiteral("MMA4Z00-NS"), f.sn(), QStringLiteral("OSFP1"));
           f.fiber(m1, m2);
         })
      << "PR-01" << error
      << QStringList{QStringLiteral("runs InfiniBand"), QStringLiteral("runs Ethernet"),
                     QStringLiteral("InfiniBand and Ethernet do not interoperate")}
      << QStringLiteral("MMA4Z00-NS port 1");
  QTest::newRow("PR-01 fail: InfiniBand switch to Ethernet switch over a DAC")
      << Setup([](Fixture& f) {
           f.b.cable(
               QStringLiteral("MCP4Y10-N001"),
               {DesignBuilder::cageEnd(QStringLiteral("A"), f.leaf(), QStringLiteral("OSFP2")),
                DesignBuilder::cageEnd(QStringLiteral("B"), f.sn(), QStringLiteral("OSFP2"))},
               1);
         })
      << "PR-01" << error
      << QStringList{QStringLiteral("leaf-01 OSFP2 runs InfiniBand and sn-01 OSFP2 runs Ethernet")}
      << QStringLiteral("R01 U40 leaf-01 OSFP2");
  QTest::newRow("PR-01 fail: Ethernet switch cage configured for InfiniBand")
      << Setup([](Fixture& f) {
           f.b.configureCage(f.sn(), QStringLiteral("OSFP3"),
                             CageConfig{false, Protocol::InfiniBand});
         })
      << "PR-01" << error
      << QStringList{QStringLiteral("sn-01 OSFP3 is configured for InfiniBand, but the SN5600 "
                                    "supports only Ethernet there")}
      << QStringLiteral("R01 U36 sn-01 OSFP3");

  // PR-01 on serial consoles: a console line runs on a console cable between two RS-232 ports.
  const QString rolled = QStringLiteral("GEN-RJ45-CONSOLE-ROLLED");
  const QString cat6 = QStringLiteral("GEN-CAT6-RJ45");
  QTest::newRow("PR-01 pass: a switch console on a console server port, rolled console cable")
      << Setup([=](Fixture& f) { f.toConsoleServer(rolled, f.leaf(), QStringLiteral("CONSOLE")); })
      << "PR-01" << absent << QStringList() << QString();
  QTest::newRow("LN-03: a console line is named as one, without a rate")
      << Setup([=](Fixture& f) { f.toConsoleServer(rolled, f.leaf(), QStringLiteral("CONSOLE")); })
      << "LN-03" << info
      << QStringList{QStringLiteral("GEN-RJ45-CONSOLE-ROLLED between leaf-01 CONSOLE and cs-01 "
                                    "Port 1: RS-232 serial console line.")}
      << QStringLiteral("R01 U40 leaf-01 CONSOLE");
  QTest::newRow("PR-01 fail: a switch console on an Ethernet patch cord")
      << Setup([=](Fixture& f) { f.toConsoleServer(cat6, f.leaf(), QStringLiteral("CONSOLE")); })
      << "PR-01" << error
      << QStringList{QStringLiteral("leaf-01 CONSOLE runs RS-232 serial; GEN-CAT6-RJ45 supports "
                                    "only Ethernet")}
      << QStringLiteral("R01 U40 leaf-01 CONSOLE");
  QTest::newRow("PR-01 fail: a management port on a console server port")
      << Setup([=](Fixture& f) { f.toConsoleServer(cat6, f.leaf(), QStringLiteral("MGMT")); })
      << "PR-01" << error
      << QStringList{QStringLiteral("cs-01 Port 1 is an RS-232 serial console port and leaf-01 "
                                    "MGMT runs Ethernet: a console line does not run to a "
                                    "network port"),
                     QStringLiteral("Cable a switch's or server's console to cs-01 Port 1 with a "
                                    "console cable, and leaf-01 MGMT to a switch of its network.")}
      << QStringLiteral("R01 U40 leaf-01 MGMT");
  QTest::newRow("PR-01 fail: a console cable in a management port")
      << Setup([=](Fixture& f) { f.toConsoleServer(rolled, f.sn(), QStringLiteral("MGMT")); })
      << "PR-01" << error
      << QStringList{QStringLiteral("sn-01 MGMT runs Ethernet; GEN-RJ45-CONSOLE-ROLLED supports "
                                    "only RS-232 serial")}
      << QStringLiteral("R01 U36 sn-01 MGMT");

  // PR-02
  auto bf3ToQuantum = [](const QString& module, bool configureIb) {
    return Setup([=](Fixture& f) {
      const ObjectId bf3 =
          f.card(QStringLiteral("bf3-01"), QStringLiteral("B3220"), QStringLiteral("DPU1"));
      if (configureIb)
        f.b.configureCage(bf3, QStringLiteral("P1"), CageConfig{false, Protocol::InfiniBand});
      const ObjectId m1 = f.b.module(module, bf3, QStringLiteral("P1"));
      const ObjectId m2 =
          f.b.module(QStringLiteral("MMA4Z00-NS"), f.leaf(), QStringLiteral("OSFP1"));
      f.fiber(m1, m2);
    });
  };
  QTest::newRow("PR-02 fail (reference): BlueField-3 defaults to Ethernet on an InfiniBand fabric")
      << bf3ToQuantum(QStringLiteral("MMA1Z00-NS400"), false) << "PR-02" << warning
      << QStringList{QStringLiteral("MMA1Z00-NS400 port 1 (B3220) defaults to Ethernet, but the "
                                    "fabric at"),
                     QStringLiteral("is InfiniBand. Set the port to InfiniBand")}
      << QStringLiteral("port 1");
  QTest::newRow("PR-02 pass: BlueField-3 port configured for InfiniBand")
      << bf3ToQuantum(QStringLiteral("MMA1Z00-NS400"), true) << "PR-02" << absent << QStringList()
      << QString();
  QTest::newRow("PR-01 pass: configured BlueField-3 port matches the fabric")
      << bf3ToQuantum(QStringLiteral("MMA1Z00-NS400"), true) << "PR-01" << absent << QStringList()
      << QString();
  QTest::newRow("PR-01 fail: Ethernet-only module on the endpoint of an InfiniBand link")
      << bf3ToQuantum(QStringLiteral("MMA1Z00-NS400-T"), false) << "PR-01" << error
      << QStringList{QStringLiteral("MMA1Z00-NS400-T supports only Ethernet, but the link from")}
      << QStringLiteral("port 1");
  QTest::newRow("PR-02 pass (reference): DGX B200 cluster port defaults to InfiniBand")
      << Setup([](Fixture& f) {
           const ObjectId dgx =
               f.b.device(QStringLiteral("dgx-01"), QStringLiteral("DGX-B200"), f.rack, 2);
           const ObjectId m1 =
               f.b.module(QStringLiteral("MMA4Z00-NS-FLT"), dgx, QStringLiteral("OSFP1"));
           const ObjectId m2 =
               f.b.module(QStringLiteral("MMA4Z00-NS"), f.leaf(), QStringLiteral("OSFP1"));
           f.fiber(m1, m2);
         })
      << "PR-02" << absent << QStringList() << QString();

  // PR-03
  QTest::newRow("PR-03 fail: XDR optics to NDR optics")
      << Setup([](Fixture& f) {
           const ObjectId q =
               f.b.device(QStringLiteral("q3400-01"), QStringLiteral("Q3400-RA"), f.rack, 30);
           const ObjectId m1 = f.b.module(QStringLiteral("MMS4A00"), q, QStringLiteral("OSFP1"));
           const ObjectId cx7 = f.card(QStringLiteral("cx7-01"), QStringLiteral("MCX75310AAS-NEAT"),
                                       QStringLiteral("NIC1"));
           const ObjectId m2 =
               f.b.module(QStringLiteral("MMS4X00-NS400"), cx7, QStringLiteral("P1"));
           f.fiber(m1, m2, QStringLiteral("MFP7E30-N010"));
         })
      << "PR-03" << error
      << QStringList{QStringLiteral("XDR (MMS4A00)"), QStringLiteral("NDR (MMS4X00-NS400)"),
                     QStringLiteral("InfiniBand generations do not negotiate across optics")}
      << QStringLiteral("port 1");
  QTest::newRow("PR-03 pass: NDR to NDR") << Setup([](Fixture& f) {
    const ObjectId m1 = f.b.module(QStringLiteral("MMA4Z00-NS"), f.leaf(), QStringLiteral("OSFP1"));
    const ObjectId cx7 = f.card(QStringLiteral("cx7-01"), QStringLiteral("MCX75310AAS-NEAT"),
                                QStringLiteral("NIC1"));
    f.fiber(m1, f.b.module(QStringLiteral("MMA4Z00-NS400"), cx7, QStringLiteral("P1")));
  }) << "PR-03" << absent << QStringList() << QString();

  // PW-01
  QTest::newRow("PW-01 pass (reference): 17 W MMA4Z00-NS in a 17 W QM9700 cage")
      << Setup([](Fixture& f) {
           f.b.module(QStringLiteral("MMA4Z00-NS"), f.leaf(), QStringLiteral("OSFP1"));
         })
      << "PW-01" << absent << QStringList() << QString();
  QTest::newRow("PW-01 fail: 25 W XDR module in a 17 W QM9700 cage")
      << Setup([](Fixture& f) {
           f.b.module(QStringLiteral("MMS4A00"), f.leaf(), QStringLiteral("OSFP1"));
         })
      << "PW-01" << error
      << QStringList{QStringLiteral("MMS4A00 draws up to 25 W; leaf-01 OSFP1 is rated for 17 W "
                                    "(cage power class)"),
                     QStringLiteral("(UNCONFIRMED data: about 25 W is a vendor claim)")}
      << QStringLiteral("R01 U40 leaf-01 OSFP1");
  auto cx7Module = Setup([](Fixture& f) {
    const ObjectId cx7 = f.card(QStringLiteral("cx7-01"), QStringLiteral("MCX75310AAS-NEAT"),
                                QStringLiteral("NIC1"));
    f.b.module(QStringLiteral("MMA4Z00-NS400"), cx7, QStringLiteral("P1"));
  });
  QTest::newRow("PW-01 unknown class is not a pass or a fail")
      << cx7Module << "PW-01" << absent << QStringList() << QString();
  QTest::newRow("PW-01 unknown class is reported as not verified (DS-08)")
      << cx7Module << "DS-08" << info
      << QStringList{QStringLiteral("PW-01 not verified: the power class of cx7-01 P1 "
                                    "(MCX75310AAS-NEAT) is not known (ConnectX-7/8 and BlueField-3 "
                                    "cage power limits are not published (PW-01)); MMA4Z00-NS400 "
                                    "draws up to 9 W.")}
      << QStringLiteral("bay NIC1 P1");
  QTest::newRow("PW-01 neither figure known: no power is made up for the plug")
      << Setup([](Fixture& f) {
           const ObjectId a =
               f.b.device(QStringLiteral("ib-01"), QStringLiteral("SN4600C"), f.rack, 20);
           const ObjectId b =
               f.b.device(QStringLiteral("ib-02"), QStringLiteral("SN4600C"), f.rack, 24);
           f.b.cable(QStringLiteral("MFA1A00-C030"),
                     {DesignBuilder::cageEnd(QStringLiteral("A"), a, QStringLiteral("swp1")),
                      DesignBuilder::cageEnd(QStringLiteral("B"), b, QStringLiteral("swp1"))},
                     30);
         })
      << "DS-08" << info
      << QStringList{QStringLiteral("PW-01 not verified: the power class of ib-01 swp1 (SN4600C) "
                                    "is not known"),
                     QStringLiteral(", and MFA1A00-C030 end A has no power figure in the "
                                    "catalog.")}
      << QStringLiteral("R01 U20 ib-01 swp1");
  QTest::newRow("PW-01 pass on UNCONFIRMED module power is reported as not verified")
      << Setup([](Fixture& f) {
           f.b.module(QStringLiteral("MMS4X50-NM"), f.leaf(), QStringLiteral("OSFP4"));
         })
      << "DS-08" << info
      << QStringList{QStringLiteral("PW-01 not verified: MMS4X50-NM (17 W) fits the 17 W class of "
                                    "leaf-01 OSFP4 only by UNCONFIRMED data")}
      << QStringLiteral("R01 U40 leaf-01 OSFP4");

  // PW-02
  QTest::newRow("PW-02 fail: finned module in a host without airflow")
      << Setup([](Fixture& f) {
           f.b.embedPart(kFanlessHost);
           const ObjectId host = f.b.device(QStringLiteral("quiet-01"),
                                            QStringLiteral("FANLESS-OSFP-HOST"), f.rack, 20);
           f.b.module(QStringLiteral("MMA4Z00-NS"), host, QStringLiteral("OSFP1"));
         })
      << "PW-02" << error
      << QStringList{QStringLiteral("MMA4Z00-NS is a finned (IHS) plug and needs the host's "
                                    "airflow, but quiet-01 OSFP1 (FANLESS-OSFP-HOST) has passive "
                                    "cooling")}
      << QStringLiteral("R01 U20 quiet-01 OSFP1");
  QTest::newRow("PW-02 pass: finned module in an air-cooled switch") << Setup([](Fixture& f) {
    f.b.module(QStringLiteral("MMA4Z00-NS"), f.leaf(), QStringLiteral("OSFP1"));
  }) << "PW-02" << absent << QStringList() << QString();

  // PW-03
  auto leafWithTwoModules = [](double powerLimit, double weightLimit) {
    return Setup([=](Fixture& f) {
      const ObjectId leaf = f.leaf();
      f.b.module(QStringLiteral("MMA4Z00-NS"), leaf, QStringLiteral("OSFP1"));
      f.b.module(QStringLiteral("MMA4Z00-NS"), leaf, QStringLiteral("OSFP2"));
      if (powerLimit > 0 || weightLimit > 0)
        f.limitRack(powerLimit, weightLimit);
    });
  };
  QTest::newRow("PW-03 device roll-up")
      << leafWithTwoModules(0, 0) << "PW-03" << info
      << QStringList{QStringLiteral("leaf-01: 1.75 kW maximum, 777 W typical (including 2 "
                                    "transceiver(s) 34 W).")}
      << QStringLiteral("R01 U40 leaf-01");
  QTest::newRow("PW-03 rack roll-up")
      << leafWithTwoModules(0, 0) << "PW-03" << info
      << QStringList{QStringLiteral("R01: 1.75 kW maximum, 777 W typical, 14.5 kg in 1 device(s). "
                                    "Limits: 40.00 kW, 1200.0 kg.")}
      << QStringLiteral("R01");
  QTest::newRow("PW-03 split-mode power of a module on a splitter leg")
      << Setup([](Fixture& f) {
           const ObjectId m1 =
               f.b.module(QStringLiteral("MMA4Z00-NS"), f.leaf(), QStringLiteral("OSFP1"));
           const ObjectId cx7 = f.card(QStringLiteral("cx7-01"), QStringLiteral("MCX75310AAS-NEAT"),
                                       QStringLiteral("NIC1"));
           const ObjectId m2 =
               f.b.module(QStringLiteral("MMA4Z00-NS400"), cx7, QStringLiteral("P1"));
           f.b.cable(QStringLiteral("MFP7E20-N005"),
                     {f.port(QStringLiteral("A"), m1), f.port(QStringLiteral("B1"), m2)}, 5);
         })
      << "PW-03" << info
      << QStringList{QStringLiteral("hgx-01: 6.5 W maximum, 5 W typical (including 1 "
                                    "transceiver(s) 6.5 W, 1 adapter(s)). No power data for "
                                    "HGX-8GPU-GENERIC (not counted).")}
      << QStringLiteral("R01 U12 hgx-01");
  QTest::newRow("PW-03 rack power over its limit")
      << leafWithTwoModules(1000, 0) << "PW-03" << error
      << QStringList{QStringLiteral("R01 draws up to 1.75 kW with every device at maximum; its "
                                    "power limit is 1.00 kW.")}
      << QStringLiteral("R01");
  QTest::newRow("PW-03 rack weight over its limit")
      << leafWithTwoModules(0, 10) << "PW-03" << error
      << QStringList{QStringLiteral("R01 holds 14.5 kg of equipment; its load limit is 10.0 kg.")}
      << QStringLiteral("R01");
  // Figures the catalog marks UNCONFIRMED are counted and named as such, never silently trusted.
  QTest::newRow("PW-03 device power from UNCONFIRMED catalog data is named")
      << Setup([](Fixture& f) { f.consoleServer(); }) << "PW-03" << info
      << QStringList{QStringLiteral("cs-01: 50 W maximum, 30 W typical. Counted from "
                                    "UNCONFIRMED catalog data: the power of CM8116.")}
      << QStringLiteral("R01 U30 cs-01");
  QTest::newRow("PW-03 rack weight from UNCONFIRMED catalog data is named")
      << Setup([](Fixture& f) {
           f.b.device(QStringLiteral("oob-01"), QStringLiteral("SN2201"), f.rack, 20);
         })
      << "PW-03" << info
      << QStringList{QStringLiteral("No power data for SN2201 (not counted)."),
                     QStringLiteral("Counted from UNCONFIRMED catalog data: the weight of "
                                    "SN2201.")}
      << QStringLiteral("R01");
  QTest::newRow("PW-03 rack over its limit on UNCONFIRMED power says so")
      << Setup([](Fixture& f) {
           f.consoleServer();
           f.limitRack(40, 0);
         })
      << "PW-03" << error
      << QStringList{QStringLiteral("R01 draws up to 50 W with every device at maximum; its "
                                    "power limit is 40 W."),
                     QStringLiteral("Counted from UNCONFIRMED catalog data: the power of CM8116.")}
      << QStringLiteral("R01");
}

void TestRulesProtocolPower::rules() {
  QFETCH(Setup, setup);

  Fixture fixture;
  setup(fixture);
  const ValidationResult result = Validator::validateAll(fixture.design);
  const QString unmet = rackwright::test::unmetRuleRow(result);
  QVERIFY2(unmet.isEmpty(), qPrintable(unmet));
}

QTEST_GUILESS_MAIN(TestRulesProtocolPower)
#include "tst_rules_protocol_power.moc"
