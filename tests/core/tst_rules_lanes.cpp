// Group F — lanes, lane rate and breakouts (LN-01..06) and the split-configuration rule DS-07:
// the reference's pass/fail examples and the section-4 mistakes 6, 7 and 8.
#include "core/validation/validator.h"
#include "support/designbuilder.h"
#include "support/findingchecks.h"

#include <QTest>

#include <functional>

using namespace rackwright;
using rackwright::test::DesignBuilder;

namespace {

// Hardware the built-in catalog does not carry (the reference names it in examples).
const QByteArray kConnectX6 =
    R"({"id": "MCX653105A-HDAT", "kind": "adapter", "manufacturer": "NVIDIA",
  "model": "ConnectX-6 MCX653105A-HDAT", "source": "test: HDR QSFP56 adapter of the LN-01 example",
  "device": {"role": "adapter", "uHeight": 0, "heightMm": 18.42, "fullDepth": false, "airflow": "passive",
    "defaultProtocol": "infiniband",
    "cages": [{"name": "P1", "formFactor": "QSFP56", "thermal": "needs-flat", "lanes": 4,
      "signalling": ["50G-PAM4", "25G-NRZ"], "protocols": ["infiniband", "ethernet"],
      "defaultProtocol": "infiniband", "maxSpeedGbps": 200}]}})";
const QByteArray kConnectX5 =
    R"({"id": "MCX555A-ECAT", "kind": "adapter", "manufacturer": "NVIDIA",
  "model": "ConnectX-5 MCX555A-ECAT", "source": "test: EDR QSFP28 adapter, the 2x100GbE/EDR peer of MCP7Y60",
  "device": {"role": "adapter", "uHeight": 0, "heightMm": 18.42, "fullDepth": false, "airflow": "passive",
    "defaultProtocol": "infiniband",
    "cages": [{"name": "P1", "formFactor": "QSFP28", "lanes": 4, "signalling": ["25G-NRZ"],
      "protocols": ["infiniband", "ethernet"], "defaultProtocol": "infiniband",
      "maxSpeedGbps": 100}]}})";
const QByteArray kHdrSr4 = R"({"id": "MMA1T00-HS", "kind": "transceiver", "manufacturer": "NVIDIA",
  "source": "test: HDR QSFP56 SR4 transceiver of the LN-01 example",
  "transceiver": {"formFactor": "QSFP56", "topStyle": "flat", "lanes": 4, "signalling": "50G-PAM4",
    "pmd": "SR4", "wavelengthNm": 850, "fiberClass": "MMF", "reachM": {"OM3": 70, "OM4": 100},
    "powerMaxW": 4.4, "protocols": ["infiniband", "ethernet"], "generation": "HDR",
    "speedGbps": 200, "opticalPorts": [{"name": "1", "connector": "MPO-12", "gender": "male",
      "polish": "UPC", "tx": [1, 2, 3, 4], "rx": [12, 11, 10, 9]}]}})";
const QByteArray kQsfpDdFr4 = R"({"id": "QDD-400G-FR4", "kind": "transceiver",
  "source": "test: 400G FR4 QSFP-DD of the LN-05 example",
  "transceiver": {"formFactor": "QSFP-DD", "topStyle": "n/a", "lanes": 8, "signalling": "50G-PAM4", "pmd": "FR4",
    "wavelengthNm": 1310, "fiberClass": "SMF", "reachM": {"OS2": 2000}, "powerMaxW": 12,
    "protocols": ["ethernet"], "speedGbps": 400, "opticalPorts": [{"name": "1",
      "connector": "LC-duplex", "polish": "UPC", "tx": [1], "rx": [2]}]}})";
const QByteArray kSpectrum3 = R"({"id": "SN4700", "kind": "switch", "manufacturer": "NVIDIA",
  "source": "test: Spectrum-3 400GbE switch of the LN-05 example",
  "device": {"role": "switch", "uHeight": 1, "airflow": "front-to-rear", "defaultProtocol": "ethernet",
    "cages": [{"name": "swp1", "formFactor": "QSFP-DD", "lanes": 8, "signalling": ["50G-PAM4"],
      "protocols": ["ethernet"], "powerClassW": 14, "splitCapable": true}]}})";
const QByteArray kXdrSinglePort = R"({"id": "OSFP-800G-XDR-FLT", "kind": "transceiver",
  "source": "test: single-port 800G XDR flat-top OSFP for ConnectX-8",
  "transceiver": {"formFactor": "OSFP", "topStyle": "flat", "lanes": 4, "signalling": "200G-PAM4",
    "pmd": "DR4", "wavelengthNm": 1310, "fiberClass": "SMF", "reachM": {"OS2": 500},
    "powerMaxW": 16, "protocols": ["infiniband", "ethernet"], "generation": "XDR",
    "speedGbps": 800, "opticalPorts": [{"name": "1", "connector": "MPO-12", "gender": "male",
      "polish": "APC", "tx": [1, 2, 3, 4], "rx": [12, 11, 10, 9]}]}})";

struct Fixture {
  Design design;
  DesignBuilder b{design};
  ObjectId rack = b.labRack();
  ObjectId host;
  ObjectId leaf() {
    return b.device(QStringLiteral("leaf-01"), QStringLiteral("QM9700"), rack, 40);
  }
  ObjectId sn() { return b.device(QStringLiteral("sn-01"), QStringLiteral("SN5600"), rack, 36); }
  ObjectId card(const QString& name, const QString& type, const QString& bay) {
    if (host.isNull()) {
      host = b.device(QStringLiteral("hgx-01"), QStringLiteral("HGX-8GPU-GENERIC"), rack, 12);
    }
    return b.adapter(name, type, host, bay);
  }
  CableEnd port(const QString& end, const ObjectId& module) {
    return DesignBuilder::modulePortEnd(end, module, QStringLiteral("1"));
  }
};

using Setup = std::function<void(Fixture&)>;

const CageConfig kSplit{true, std::nullopt};

}  // namespace

Q_DECLARE_METATYPE(Setup)

class TestRulesLanes : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void rules_data();
  void rules();
};

void TestRulesLanes::rules_data() {
  test::addRuleExpectationColumns<Setup>();
  const int absent = -1;
  const int error = int(Severity::Error);
  const int warning = int(Severity::Warning);
  const int info = int(Severity::Info);
  const QString A = QStringLiteral("A");
  const QString B = QStringLiteral("B");

  // LN-01
  QTest::newRow("LN-01 pass (reference): QM9700 -> MCP7Y60 -> two ConnectX-6 HDR ports")
      << Setup([=](Fixture& f) {
           f.b.embedPart(kConnectX6);
           const ObjectId leaf = f.leaf();
           const ObjectId cx6a = f.card(QStringLiteral("cx6-01"), QStringLiteral("MCX653105A-HDAT"),
                                        QStringLiteral("NIC1"));
           const ObjectId cx6b = f.card(QStringLiteral("cx6-02"), QStringLiteral("MCX653105A-HDAT"),
                                        QStringLiteral("NIC2"));
           f.b.cable(QStringLiteral("MCP7Y60-H002"),
                     {DesignBuilder::cageEnd(A, leaf, QStringLiteral("OSFP1")),
                      DesignBuilder::cageEnd(QStringLiteral("B1"), cx6a, QStringLiteral("P1")),
                      DesignBuilder::cageEnd(QStringLiteral("B2"), cx6b, QStringLiteral("P1"))},
                     2);
         })
      << "LN-01" << absent << QStringList() << QString();
  // MCP7Y60 is titled "2x200G ... & 2x100GbE/EDR": its QSFP56 legs run 4 x 25G-NRZ to EDR
  // QSFP28 ports.
  auto edrPeers = [=](Fixture& f) {
    f.b.embedPart(kConnectX5);
    const ObjectId leaf = f.leaf();
    const ObjectId cx5a =
        f.card(QStringLiteral("cx5-01"), QStringLiteral("MCX555A-ECAT"), QStringLiteral("NIC1"));
    const ObjectId cx5b =
        f.card(QStringLiteral("cx5-02"), QStringLiteral("MCX555A-ECAT"), QStringLiteral("NIC2"));
    f.b.configureCage(leaf, QStringLiteral("OSFP1"), kSplit);
    f.b.cable(QStringLiteral("MCP7Y60-H001"),
              {DesignBuilder::cageEnd(A, leaf, QStringLiteral("OSFP1")),
               DesignBuilder::cageEnd(QStringLiteral("B1"), cx5a, QStringLiteral("P1")),
               DesignBuilder::cageEnd(QStringLiteral("B2"), cx5b, QStringLiteral("P1"))},
              1);
  };
  QTest::newRow("LN-01 pass: QM9700 -> MCP7Y60 -> two EDR QSFP28 ports at 25G-NRZ")
      << Setup(edrPeers) << "LN-01" << absent << QStringList() << QString();
  QTest::newRow("FF-04 pass: MCP7Y60's QSFP56 legs seat in EDR QSFP28 ports")
      << Setup(edrPeers) << "FF-04" << absent << QStringList() << QString();
  QTest::newRow("LN-03: MCP7Y60 legs run 100G to EDR ports")
      << Setup(edrPeers) << "LN-03" << info
      << QStringList{QStringLiteral("B1 to cx5-01 P1: 100 Gb/s; B2 to cx5-02 P1: 100 Gb/s")}
      << QStringLiteral("R01 U40 leaf-01 OSFP1");
  QTest::newRow("FF-04 fail: MCP7Y70 (50G-PAM4 legs only) does not seat in an EDR QSFP28 port")
      << Setup([=](Fixture& f) {
           f.b.embedPart(kConnectX5);
           const ObjectId leaf = f.leaf();
           const ObjectId cx5 = f.card(QStringLiteral("cx5-01"), QStringLiteral("MCX555A-ECAT"),
                                       QStringLiteral("NIC1"));
           f.b.configureCage(leaf, QStringLiteral("OSFP1"), kSplit);
           f.b.cable(QStringLiteral("MCP7Y70-H001"),
                     {DesignBuilder::cageEnd(A, leaf, QStringLiteral("OSFP1")),
                      DesignBuilder::cageEnd(QStringLiteral("B1"), cx5, QStringLiteral("P1"))},
                     1);
         })
      << "FF-04" << error
      << QStringList{QStringLiteral("cx5-01 P1 takes QSFP28 plugs; MCP7Y70-H001 end B1 is a QSFP56 "
                                    "plug and does not fit")}
      << QStringLiteral("bay NIC1 P1");
  QTest::newRow("LN-01 fail (reference, mistake 7): NDR optics to an HDR QSFP56 SR4 peer")
      << Setup([=](Fixture& f) {
           f.b.embedPart(kConnectX6);
           f.b.embedPart(kHdrSr4);
           const ObjectId m1 =
               f.b.module(QStringLiteral("MMA4Z00-NS"), f.leaf(), QStringLiteral("OSFP1"));
           const ObjectId cx6 = f.card(QStringLiteral("cx6-01"), QStringLiteral("MCX653105A-HDAT"),
                                       QStringLiteral("NIC1"));
           const ObjectId m2 = f.b.module(QStringLiteral("MMA1T00-HS"), cx6, QStringLiteral("P1"));
           f.b.cable(QStringLiteral("MFP7E10-N010"), {f.port(A, m1), f.port(B, m2)}, 10);
         })
      << "LN-01" << error
      << QStringList{QStringLiteral("100G-PAM4"), QStringLiteral("50G-PAM4"),
                     QStringLiteral("NDR cannot downshift to HDR")}
      << QStringLiteral("port 1");
  QTest::newRow("LN-01 fail (reference): XDR port to NDR ConnectX-7 via optics")
      << Setup([=](Fixture& f) {
           const ObjectId q =
               f.b.device(QStringLiteral("q3400-01"), QStringLiteral("Q3400-RA"), f.rack, 30);
           const ObjectId m1 = f.b.module(QStringLiteral("MMS4A00"), q, QStringLiteral("OSFP1"));
           const ObjectId cx7 = f.card(QStringLiteral("cx7-01"), QStringLiteral("MCX75310AAS-NEAT"),
                                       QStringLiteral("NIC1"));
           const ObjectId m2 =
               f.b.module(QStringLiteral("MMS4X00-NS400"), cx7, QStringLiteral("P1"));
           f.b.cable(QStringLiteral("MFP7E30-N010"), {f.port(A, m1), f.port(B, m2)}, 10);
         })
      << "LN-01" << error
      << QStringList{QStringLiteral("200G-PAM4"), QStringLiteral("100G-PAM4"),
                     QStringLiteral("XDR cannot downshift at all")}
      << QStringLiteral("port 1");
  QTest::newRow("LN-01 fail: NDR module in an XDR switch cage")
      << Setup([=](Fixture& f) {
           const ObjectId q =
               f.b.device(QStringLiteral("q3400-01"), QStringLiteral("Q3400-RA"), f.rack, 30);
           f.b.module(QStringLiteral("MMS4X00-NM"), q, QStringLiteral("OSFP1"));
         })
      << "LN-01" << error
      << QStringList{QStringLiteral(
             "q3400-01 OSFP1 runs 200G-PAM4 lanes; MMS4X00-NM uses 100G-PAM4")}
      << QStringLiteral("R01 U30 q3400-01 OSFP1");

  // LN-02
  auto fourLegs = [=](const QString& type, bool configure) {
    return Setup([=](Fixture& f) {
      const ObjectId sn = f.sn();
      if (configure)
        f.b.configureCage(sn, QStringLiteral("OSFP1"), kSplit);
      const ObjectId c1 = f.card(QStringLiteral("cx7-01"), type, QStringLiteral("NIC1"));
      const ObjectId c2 = f.card(QStringLiteral("cx7-02"), type, QStringLiteral("NIC2"));
      f.b.cable(QStringLiteral("MCP7Y40-N002"),
                {DesignBuilder::cageEnd(A, sn, QStringLiteral("OSFP1")),
                 DesignBuilder::cageEnd(QStringLiteral("B1"), c1, QStringLiteral("P1")),
                 DesignBuilder::cageEnd(QStringLiteral("B2"), c1, QStringLiteral("P2")),
                 DesignBuilder::cageEnd(QStringLiteral("B3"), c2, QStringLiteral("P1")),
                 DesignBuilder::cageEnd(QStringLiteral("B4"), c2, QStringLiteral("P2"))},
                2);
    });
  };
  QTest::newRow("LN-02 pass (reference): SN5600 -> MCP7Y40 -> four ConnectX-7/QSFP112 ports")
      << fourLegs(QStringLiteral("MCX755106AS-HEAT"), true) << "LN-02" << absent << QStringList()
      << QString();
  QTest::newRow("LN-03 (reference): MCP7Y40 legs run 200G")
      << fourLegs(QStringLiteral("MCX755106AS-HEAT"), true) << "LN-03" << info
      << QStringList{QStringLiteral("MCP7Y40-N002 from sn-01 OSFP1: 1:4 breakout of 8 lanes x "
                                    "100G-PAM4; B1 to cx7-01 P1: 200 Gb/s; B2 to cx7-01 P2: 200 "
                                    "Gb/s; B3 to cx7-02 P1: 200 Gb/s; B4 to cx7-02 P2: 200 Gb/s.")}
      << QStringLiteral("R01 U36 sn-01 OSFP1");
  QTest::newRow("LN-02 fail (reference): 8-lane twin-port head on a 4-lane ConnectX-7 port")
      << Setup([=](Fixture& f) {
           const ObjectId leaf = f.leaf();
           const ObjectId cx7 = f.card(QStringLiteral("cx7-01"), QStringLiteral("MCX75310AAS-NEAT"),
                                       QStringLiteral("NIC1"));
           f.b.cable(QStringLiteral("MCP4Y10-N002"),
                     {DesignBuilder::cageEnd(A, leaf, QStringLiteral("OSFP2")),
                      DesignBuilder::cageEnd(B, cx7, QStringLiteral("P1"))},
                     2);
         })
      << "LN-02" << error
      << QStringList{QStringLiteral("MCP4Y10-N002 end B carries 8 lanes but cx7-01 P1 has 4 "
                                    "electrical lanes")}
      << QStringLiteral("bay NIC1 P1");

  // LN-03 (mistake 8: a twin-port NDR cage is 2 x 400G, not 2 x 800G)
  QTest::newRow("LN-03 (mistake 8): twin-port capacity is 2 x 400G")
      << Setup([](Fixture& f) {
           f.b.module(QStringLiteral("MMA4Z00-NS"), f.leaf(), QStringLiteral("OSFP1"));
         })
      << "LN-03" << info
      << QStringList{QStringLiteral("MMA4Z00-NS in leaf-01 OSFP1: twin-port module, two "
                                    "independent 400 Gb/s ports (4 lanes x 100G-PAM4 each): port 1 "
                                    "NDR 400G; port 2 NDR 400G. Capacity 2 x 400 Gb/s (800 Gb/s in "
                                    "total), not 2 x 800 Gb/s.")}
      << QStringLiteral("R01 U40 leaf-01 OSFP1");
  QTest::newRow("LN-03 (reference): 400G module on a split leg runs 200G")
      << Setup([=](Fixture& f) {
           const ObjectId m1 =
               f.b.module(QStringLiteral("MMA4Z00-NS"), f.leaf(), QStringLiteral("OSFP1"));
           const ObjectId cx7 = f.card(QStringLiteral("cx7-01"), QStringLiteral("MCX75310AAS-NEAT"),
                                       QStringLiteral("NIC1"));
           const ObjectId m2 =
               f.b.module(QStringLiteral("MMA4Z00-NS400"), cx7, QStringLiteral("P1"));
           f.b.cable(QStringLiteral("MFP7E20-N005"),
                     {f.port(A, m1), f.port(QStringLiteral("B1"), m2)}, 5);
         })
      << "LN-03" << info
      << QStringList{QStringLiteral("MMA4Z00-NS400 in cx7-01 P1: port 1 runs NDR200 on a split leg "
                                    "(2 of 4 lanes lit)")}
      << QStringLiteral("bay NIC1 P1");

  // LN-04 (mistake 6: the switch does not detect split cables)
  auto fiberSplit = [=](bool configure) {
    return Setup([=](Fixture& f) {
      const ObjectId leaf = f.leaf();
      if (configure)
        f.b.configureCage(leaf, QStringLiteral("OSFP1"), kSplit);
      const ObjectId m1 = f.b.module(QStringLiteral("MMA4Z00-NS"), leaf, QStringLiteral("OSFP1"));
      const ObjectId c1 = f.card(QStringLiteral("cx7-01"), QStringLiteral("MCX75310AAS-NEAT"),
                                 QStringLiteral("NIC1"));
      const ObjectId c2 = f.card(QStringLiteral("cx7-02"), QStringLiteral("MCX75310AAS-NEAT"),
                                 QStringLiteral("NIC2"));
      const ObjectId m2 = f.b.module(QStringLiteral("MMA4Z00-NS400"), c1, QStringLiteral("P1"));
      const ObjectId m3 = f.b.module(QStringLiteral("MMA4Z00-NS400"), c2, QStringLiteral("P1"));
      f.b.cable(QStringLiteral("MFP7E20-N005"),
                {f.port(A, m1), f.port(QStringLiteral("B1"), m2), f.port(QStringLiteral("B2"), m3)},
                5);
    });
  };
  QTest::newRow("LN-04 fail (reference, mistake 6): splitters on an unconfigured QM9700 cage")
      << fiberSplit(false) << "LN-04" << warning
      << QStringList{QStringLiteral("MMA4Z00-NS port(s) 1 of leaf-01 OSFP1 feed fiber splitters; "
                                    "QM9700 does not detect split cables automatically. Configure "
                                    "OSFP1 for split operation")}
      << QStringLiteral("R01 U40 leaf-01 OSFP1");
  QTest::newRow("LN-04 pass: split-configured QM9700 cage")
      << fiberSplit(true) << "LN-04" << absent << QStringList() << QString();
  QTest::newRow("LN-03: split head port reports both legs")
      << fiberSplit(true) << "LN-03" << info
      << QStringList{QStringLiteral("port 1 split 1:2 into 2 x NDR200")}
      << QStringLiteral("R01 U40 leaf-01 OSFP1");
  QTest::newRow("LN-04 fail: MCP7Y40 breakout on an unconfigured SN5600 cage")
      << fourLegs(QStringLiteral("MCX755106AS-HEAT"), false) << "LN-04" << warning
      << QStringList{QStringLiteral("sn-01 OSFP1 carries the head of breakout MCP7Y40-N002")}
      << QStringLiteral("R01 U36 sn-01 OSFP1");

  // LN-05
  auto fr4Bridge = Setup([=](Fixture& f) {
    f.b.embedPart(kQsfpDdFr4);
    f.b.embedPart(kSpectrum3);
    const ObjectId m1 = f.b.module(QStringLiteral("MMS4X50-NM"), f.sn(), QStringLiteral("OSFP1"));
    const ObjectId sn3 = f.b.device(QStringLiteral("sn3-01"), QStringLiteral("SN4700"), f.rack, 30);
    const ObjectId m2 = f.b.module(QStringLiteral("QDD-400G-FR4"), sn3, QStringLiteral("swp1"));
    f.b.cable(QStringLiteral("GEN-LC-UPC-AB-OS2:100m"), {f.port(A, m1), f.port(B, m2)}, 100);
  });
  QTest::newRow("LN-05 (reference): 2xFR4 OSFP port to a 400G FR4 QSFP-DD")
      << fr4Bridge << "LN-05" << info
      << QStringList{QStringLiteral("differ on the host side, but both run FR4 at 400 Gb/s")}
      << QStringLiteral("port 1");
  QTest::newRow("LN-01 not applied across retimed FR4 optics")
      << fr4Bridge << "LN-01" << absent << QStringList() << QString();

  // LN-06
  auto cx8 = [=](bool ethernet) {
    return Setup([=](Fixture& f) {
      f.b.embedPart(kXdrSinglePort);
      const ObjectId card =
          f.card(QStringLiteral("cx8-01"), QStringLiteral("C8180"), QStringLiteral("NIC1"));
      if (ethernet)
        f.b.configureCage(card, QStringLiteral("P1"), CageConfig{false, Protocol::Ethernet});
      f.b.module(QStringLiteral("OSFP-800G-XDR-FLT"), card, QStringLiteral("P1"));
    });
  };
  QTest::newRow("LN-06 fail (reference): ConnectX-8 at 800G on Ethernet")
      << cx8(true) << "LN-06" << error
      << QStringList{QStringLiteral("cx8-01 P1 runs Ethernet with OSFP-800G-XDR-FLT at 800 Gb/s; "
                                    "ConnectX-8 supports 800G only as XDR InfiniBand")}
      << QStringLiteral("cx8-01 in R01 U12 hgx-01 bay NIC1 P1");
  QTest::newRow("LN-06 pass: ConnectX-8 at 800G as XDR InfiniBand")
      << cx8(false) << "LN-06" << absent << QStringList() << QString();

  // DS-07
  QTest::newRow("DS-07 fail: fiber splitter head on a ConnectX-7 port")
      << Setup([=](Fixture& f) {
           const ObjectId cx7 = f.card(QStringLiteral("cx7-01"), QStringLiteral("MCX75310AAS-NEAT"),
                                       QStringLiteral("NIC1"));
           const ObjectId m =
               f.b.module(QStringLiteral("MMA4Z00-NS400"), cx7, QStringLiteral("P1"));
           f.b.cable(QStringLiteral("MFP7E20-N005"), {f.port(A, m)}, 5);
         })
      << "DS-07" << error
      << QStringList{QStringLiteral("cx7-01 P1 cannot be split, but MMA4Z00-NS400 port(s) 1 feed "
                                    "fiber splitters")}
      << QStringLiteral("bay NIC1 P1");
  QTest::newRow("DS-07 fail: split configured on a cage that cannot split")
      << Setup([=](Fixture& f) {
           const ObjectId cx7 = f.card(QStringLiteral("cx7-01"), QStringLiteral("MCX75310AAS-NEAT"),
                                       QStringLiteral("NIC1"));
           f.b.configureCage(cx7, QStringLiteral("P1"), kSplit);
         })
      << "DS-07" << error
      << QStringList{QStringLiteral("cx7-01 P1 is configured for split operation, but the "
                                    "MCX75310AAS-NEAT cannot split it")}
      << QStringLiteral("bay NIC1 P1");
  QTest::newRow("DS-07 warning: split-configured cage with straight fibers")
      << Setup([=](Fixture& f) {
           const ObjectId leaf = f.leaf();
           f.b.configureCage(leaf, QStringLiteral("OSFP1"), kSplit);
           const ObjectId m1 =
               f.b.module(QStringLiteral("MMA4Z00-NS"), leaf, QStringLiteral("OSFP1"));
           const ObjectId m2 =
               f.b.module(QStringLiteral("MMA4Z00-NS"), leaf, QStringLiteral("OSFP2"));
           f.b.cable(QStringLiteral("MFP7E10-N003"), {f.port(A, m1), f.port(B, m2)}, 3);
         })
      << "DS-07" << warning
      << QStringList{QStringLiteral("leaf-01 OSFP1 is configured for split operation but "
                                    "MMA4Z00-NS carries straight fibers")}
      << QStringLiteral("R01 U40 leaf-01 OSFP1");
}

void TestRulesLanes::rules() {
  QFETCH(Setup, setup);

  Fixture fixture;
  setup(fixture);
  const ValidationResult result = Validator::validateAll(fixture.design);
  const QString unmet = rackwright::test::unmetRuleRow(result);
  QVERIFY2(unmet.isEmpty(), qPrintable(unmet));
}

QTEST_GUILESS_MAIN(TestRulesLanes)
#include "tst_rules_lanes.moc"
