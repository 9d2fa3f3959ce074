// Platform rules: a rail leaf takes one rail from every node (PL-03), no link between two planes
// of a twin-plane fabric (PL-04), a node port only on a network of its role (PL-08, with the
// warning for the LAN port next to a DGX BMC), a node's storage and in-band links on two switches
// (PL-09), management ports only on out-of-band management (PL-10), a UFM appliance on an
// InfiniBand switch and an HA pair of them not on one switch (PL-15), an HGX 2-8-9 node's
// SuperNICs on the compute fabric and its DPU on the north-south networks (PL-19). Each rule has
// rows that fire and rows that must not; PL-16 and PL-21 are in tst_rules_controlplane.
#include "core/validation/rulecatalog.h"
#include "core/validation/validator.h"
#include "support/designbuilder.h"
#include "support/findingchecks.h"
#include "support/platformfixture.h"

#include <QTest>

#include <functional>

using namespace rackwright;
using rackwright::test::DesignBuilder;
using namespace rackwright::test::platform;

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
  for (RuleId rule : {RuleId::PL03, RuleId::PL04, RuleId::PL08, RuleId::PL09, RuleId::PL10,
                      RuleId::PL15, RuleId::PL19}) {
    const RuleInfo& info = RuleCatalog::info(rule);
    QVERIFY(info.severity == (rule == RuleId::PL09 ? Severity::Warning : Severity::Error));
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
  // PL-19: an HGX 2-8-9 node's eight SuperNIC bays serve the compute fabric, its DPU bay the
  // north-south networks, whatever card sits in them.
  const QString nic = QStringLiteral("MCX75310AAS-NEAT");
  const QString dpu = QStringLiteral("B3220");
  QTest::newRow("PL-19 pass: a SuperNIC on a compute leaf") << Setup([=](Fixture& f) {
    f.serve(f.leaf, QStringLiteral("compute"));
    f.toCard(f.leaf, f.hgxCard(nic, QStringLiteral("NIC3")));
  }) << "PL-19" << absent << QStringList() << QString();
  QTest::newRow("PL-19 fail: a SuperNIC on a storage switch")
      << Setup([=](Fixture& f) {
           f.serve(f.eth, QStringLiteral("storage"));
           f.toCard(f.eth, f.hgxCard(nic, QStringLiteral("NIC3")));
         })
      << "PL-19" << error
      << QStringList{QStringLiteral("card-01 P1 is in bay NIC3 of hgx-01, which serves Compute"),
                     QStringLiteral("puts it on the Storage network")}
      << QStringLiteral("hgx-01");
  QTest::newRow("PL-19 fail: the DPU on a compute leaf")
      << Setup([=](Fixture& f) {
           f.serve(f.leaf, QStringLiteral("compute"));
           f.toCard(f.leaf, f.hgxCard(dpu, QStringLiteral("DPU1")));
         })
      << "PL-19" << error
      << QStringList{QStringLiteral("bay DPU1 of hgx-01, which serves Storage or In-band"),
                     QStringLiteral("on the Compute network")}
      << QStringLiteral("hgx-01");
  QTest::newRow("PL-19 pass: the DPU on an in-band switch") << Setup([=](Fixture& f) {
    f.serve(f.eth, QStringLiteral("inband"));
    f.toCard(f.eth, f.hgxCard(dpu, QStringLiteral("DPU1")));
  }) << "PL-19" << absent << QStringList() << QString();
  // The bay decides, not the card: a DPU card in a SuperNIC bay is held to the compute fabric.
  QTest::newRow("PL-19 fail: a DPU card in a SuperNIC bay, on a storage switch")
      << Setup([=](Fixture& f) {
           f.serve(f.eth, QStringLiteral("storage"));
           f.toCard(f.eth, f.hgxCard(dpu, QStringLiteral("NIC1")));
         })
      << "PL-19" << error
      << QStringList{QStringLiteral("in bay NIC1 of hgx-01, which serves Compute")}
      << QStringLiteral("hgx-01");
  // The finding is PL-19's alone: PL-08 does not report the same port again.
  QTest::newRow("PL-08 pass: a bay's adapter is PL-19's") << Setup([=](Fixture& f) {
    f.serve(f.leaf, QStringLiteral("compute"));
    f.toCard(f.leaf, f.hgxCard(dpu, QStringLiteral("DPU1")));
  }) << "PL-08" << absent << QStringList() << QString();
  QTest::newRow("PL-08 pass: the LAN port next to the BMC left free") << Setup([](Fixture& f) {
    f.copper(f.dgx, QStringLiteral("BMC"), f.oob, QStringLiteral("swp1"));
  }) << "PL-08" << absent << QStringList() << QString();

  // PL-09: a node's storage and in-band links on two switches of their network.
  const QString slot1p1 = QStringLiteral("SLOT1-P1");
  const QString slot1p2 = QStringLiteral("SLOT1-P2");
  const QString slot2p1 = QStringLiteral("SLOT2-P1");
  const QString slot2p2 = QStringLiteral("SLOT2-P2");
  const QString osfp1 = QStringLiteral("OSFP1");
  const QString osfp2 = QStringLiteral("OSFP2");
  QTest::newRow("PL-09 warning: both storage legs of one breakout on one switch")
      << Setup([=](Fixture& f) {
           f.serve(f.eth, QStringLiteral("storage"));
           f.northSouthPair(f.eth, osfp1, slot1p1, slot2p1, QStringLiteral("S-1"));
         })
      << "PL-09" << warning
      << QStringList{QStringLiteral("The 2 links of dgx-01 on the Storage network (SLOT1-P1, "
                                    "SLOT2-P1) all land on eth-01"),
                     QStringLiteral("put one of them on another switch of the Storage network"),
                     QStringLiteral("one switch failure does not cut the node off")}
      << QStringLiteral("R01 U2 dgx-01");
  QTest::newRow("PL-09 pass: storage links on two switches of the storage fabric")
      << Setup([=](Fixture& f) {
           f.serve(f.eth, QStringLiteral("storage"));
           f.serve(f.eth2, QStringLiteral("storage"));
           f.northSouthLeg(f.eth, osfp1, slot1p1, QStringLiteral("S-1"));
           f.northSouthLeg(f.eth2, osfp1, slot2p1, QStringLiteral("S-2"));
         })
      << "PL-09" << absent << QStringList() << QString();
  QTest::newRow("PL-09 warning: both in-band links on one switch, storage dual-homed")
      << Setup([=](Fixture& f) {
           f.serve(f.eth, QStringLiteral("inband"));
           f.serve(f.eth2, QStringLiteral("storage"));
           f.northSouthLeg(f.eth, osfp1, slot1p2, QStringLiteral("I-1"));
           f.northSouthLeg(f.eth, osfp2, slot2p2, QStringLiteral("I-2"));
           f.serve(f.leaf, QStringLiteral("storage"));
           f.northSouthLeg(f.eth2, osfp1, slot1p1, QStringLiteral("S-1"));
           f.northSouthLeg(f.leaf, osfp1, slot2p1, QStringLiteral("S-2"));
         })
      << "PL-09" << warning
      << QStringList{QStringLiteral("The 2 links of dgx-01 on the In-band management network "
                                    "(SLOT1-P2, SLOT2-P2) all land on eth-01")}
      << QStringLiteral("R01 U2 dgx-01");
  QTest::newRow("PL-09 pass: storage and in-band each on two switches") << Setup([=](Fixture& f) {
    f.serve(f.eth, QStringLiteral("inband"));
    f.serve(f.eth2, QStringLiteral("inband"));
    f.assign(f.northSouthPair(f.eth, osfp1, slot1p1, slot1p2, QStringLiteral("S-1")),
             QStringLiteral("storage"));
    f.assign(f.northSouthPair(f.eth2, osfp1, slot2p1, slot2p2, QStringLiteral("S-2")),
             QStringLiteral("storage"));
  }) << "PL-09" << absent << QStringList() << QString();
  QTest::newRow("PL-09 warning: one storage link while other storage ports are free")
      << Setup([=](Fixture& f) {
           f.serve(f.eth, QStringLiteral("storage"));
           f.northSouthLeg(f.eth, osfp1, slot1p1, QStringLiteral("S-1"));
         })
      << "PL-09" << warning
      << QStringList{QStringLiteral("dgx-01 has only one link on the Storage network (SLOT1-P1)"),
                     QStringLiteral("ports meant for it are free (SLOT1-P2, SLOT2-P1, SLOT2-P2)"),
                     QStringLiteral("connect one of them to another switch of the Storage network")}
      << QStringLiteral("R01 U2 dgx-01");
  QTest::newRow("PL-09 pass: one storage link, every other north-south port in use")
      << Setup([=](Fixture& f) {
           f.serve(f.eth, QStringLiteral("storage"));
           f.serve(f.eth2, QStringLiteral("inband"));
           f.northSouthLeg(f.eth, osfp1, slot1p1, QStringLiteral("S-1"));
           f.northSouthLeg(f.eth2, osfp1, slot1p2, QStringLiteral("I-1"));
           f.northSouthPair(f.leaf, osfp1, slot2p1, slot2p2, QStringLiteral("I-2"));
           f.serve(f.leaf, QStringLiteral("inband"));
         })
      << "PL-09" << absent << QStringList() << QString();
  QTest::newRow("PL-09 pass: no network anywhere (designs from before networks)")
      << Setup([=](Fixture& f) {
           f.northSouthPair(f.eth, osfp1, slot1p1, slot2p1, QStringLiteral("S-1"));
         })
      << "PL-09" << absent << QStringList() << QString();
  QTest::newRow("PL-09 warning: fibers from two transceivers to one switch")
      << Setup([=](Fixture& f) {
           f.serve(f.eth, QStringLiteral("inband"));
           f.northSouthFiber(slot1p2, f.eth, osfp1);
           f.northSouthFiber(slot2p2, f.eth, osfp2);
         })
      << "PL-09" << warning
      << QStringList{QStringLiteral("The 2 links of dgx-01 on the In-band management network "
                                    "(SLOT1-P2, SLOT2-P2) all land on eth-01")}
      << QStringLiteral("R01 U2 dgx-01");
  QTest::newRow("PL-09 warning: through patch panels, the far cord's network counts")
      << Setup([=](Fixture& f) {
           f.serve(f.eth, QStringLiteral("inband"));
           f.northSouthFiber(slot1p2, f.eth, osfp1, true);
           f.northSouthFiber(slot2p2, f.eth, osfp2, true);
         })
      << "PL-09" << warning
      << QStringList{QStringLiteral("(SLOT1-P2, SLOT2-P2) all land on eth-01")}
      << QStringLiteral("R01 U2 dgx-01");
  QTest::newRow("PL-09 pass: fibers to two switches") << Setup([=](Fixture& f) {
    f.serve(f.eth, QStringLiteral("inband"));
    f.serve(f.eth2, QStringLiteral("inband"));
    f.northSouthFiber(slot1p2, f.eth, osfp1);
    f.northSouthFiber(slot2p2, f.eth2, osfp1, true);
  }) << "PL-09" << absent << QStringList() << QString();
  QTest::newRow("PL-09 warning: both ports of an HGX node's DPU on one switch")
      << Setup([=](Fixture& f) {
           f.serve(f.eth, QStringLiteral("storage"));
           const ObjectId dpu = f.hgxWithDpu();
           f.b.cable(QStringLiteral("MCP7Y60-H001"),
                     {DesignBuilder::cageEnd(A, f.eth, osfp1),
                      DesignBuilder::cageEnd(QStringLiteral("B1"), dpu, QStringLiteral("P1")),
                      DesignBuilder::cageEnd(QStringLiteral("B2"), dpu, QStringLiteral("P2"))},
                     1, QStringLiteral("S-1"));
         })
      << "PL-09" << warning
      << QStringList{QStringLiteral("The 2 links of hgx-01 on the Storage network (dpu-01 P1, "
                                    "dpu-01 P2) all land on eth-01")}
      << QStringLiteral("R01 U12 hgx-01");
  QTest::newRow("PL-09 warning: one link of an HGX node's DPU, the other port free")
      << Setup([=](Fixture& f) {
           f.serve(f.eth, QStringLiteral("storage"));
           const ObjectId dpu = f.hgxWithDpu();
           f.b.cable(QStringLiteral("MCP7Y60-H001"),
                     {DesignBuilder::cageEnd(A, f.eth, osfp1),
                      DesignBuilder::cageEnd(QStringLiteral("B1"), dpu, QStringLiteral("P1"))},
                     1, QStringLiteral("S-1"));
         })
      << "PL-09" << warning
      << QStringList{QStringLiteral("hgx-01 has only one link on the Storage network (dpu-01 P1)"),
                     QStringLiteral("free (dpu-01 P2)")}
      << QStringLiteral("R01 U12 hgx-01");
  QTest::newRow("PL-09 pass: a breakout's other leg on another node is not a second link")
      << Setup([=](Fixture& f) {
           f.serve(f.eth, QStringLiteral("storage"));
           f.serve(f.eth2, QStringLiteral("storage"));
           const ObjectId dgx2 =
               f.b.device(QStringLiteral("dgx-02"), QStringLiteral("DGX-H100"), f.rack, 20);
           f.b.cable(QStringLiteral("MCP7Y60-H001"),
                     {DesignBuilder::cageEnd(A, f.eth, osfp1),
                      DesignBuilder::cageEnd(QStringLiteral("B1"), f.dgx, slot1p1),
                      DesignBuilder::cageEnd(QStringLiteral("B2"), dgx2, slot1p1)},
                     1, QStringLiteral("S-1"));
           f.b.cable(QStringLiteral("MCP7Y60-H001"),
                     {DesignBuilder::cageEnd(A, f.eth2, osfp1),
                      DesignBuilder::cageEnd(QStringLiteral("B1"), f.dgx, slot2p1),
                      DesignBuilder::cageEnd(QStringLiteral("B2"), dgx2, slot2p1)},
                     1, QStringLiteral("S-2"));
         })
      << "PL-09" << absent << QStringList() << QString();

  // PL-15: a UFM appliance on an InfiniBand switch, an HA pair not on one switch.
  const QString mgmt1 = QStringLiteral("MGMT1");
  QTest::newRow("PL-15 fail: a UFM appliance with no InfiniBand link")
      << Setup([](Fixture& f) { f.ufm(QStringLiteral("ufm-01"), 20); }) << "PL-15" << error
      << QStringList{QStringLiteral("UFM appliance ufm-01 reaches no InfiniBand switch"),
                     QStringLiteral("Connect IB1 or IB2 to a leaf of the fabric it manages")}
      << QStringLiteral("R01 U20 ufm-01");
  QTest::newRow("PL-15 fail: its cable ends nowhere")
      << Setup([](Fixture& f) {
           const ObjectId ufm = f.ufm(QStringLiteral("ufm-01"), 20);
           f.b.cable(QStringLiteral("MCP4Y10-N001-FLT"),
                     {DesignBuilder::cageEnd(B, ufm, QStringLiteral("IB2"))}, 1);
         })
      << "PL-15" << error
      << QStringList{QStringLiteral("UFM appliance ufm-01 reaches no InfiniBand switch")}
      << QStringLiteral("R01 U20 ufm-01");
  QTest::newRow("PL-15 pass: a UFM appliance on a leaf")
      << Setup([=](Fixture& f) { f.ufmDac(f.leaf, osfp1, f.ufm(QStringLiteral("ufm-01"), 20)); })
      << "PL-15" << absent << QStringList() << QString();
  QTest::newRow("PL-15 pass: a UFM appliance on a leaf through transceivers and fiber")
      << Setup([=](Fixture& f) {
           const ObjectId ufm = f.ufm(QStringLiteral("ufm-01"), 20);
           const ObjectId near =
               f.b.module(QStringLiteral("MMA4Z00-NS400"), ufm, QStringLiteral("IB1"));
           const ObjectId far = f.b.module(QStringLiteral("MMA4Z00-NS"), f.leaf, osfp2);
           f.b.fiberChain(f.rack, near, QStringLiteral("1"), far, QStringLiteral("1"),
                          {QStringLiteral("MFP7E10-N003")});
         })
      << "PL-15" << absent << QStringList() << QString();
  QTest::newRow("PL-15 fail: an HA pair on one leaf")
      << Setup([=](Fixture& f) {
           const ObjectId ufm1 = f.ufm(QStringLiteral("ufm-01"), 20);
           const ObjectId ufm2 = f.ufm(QStringLiteral("ufm-02"), 21);
           f.ufmDac(f.leaf, osfp1, ufm1);
           f.ufmDac(f.leaf, osfp2, ufm2);
           f.copper(ufm1, mgmt1, ufm2, mgmt1, QStringLiteral("HA-1"));
         })
      << "PL-15" << error
      << QStringList{QStringLiteral("reaches the InfiniBand fabric only through leaf-01"),
                     QStringLiteral("one switch failure takes both subnet managers off the fabric"),
                     QStringLiteral("to another switch of the same tier")}
      << QStringLiteral("ufm-0");
  QTest::newRow("PL-15 pass: an HA pair on two leaves") << Setup([=](Fixture& f) {
    const ObjectId leaf2 =
        f.b.device(QStringLiteral("leaf-02"), QStringLiteral("QM9700"), f.rack, 31);
    const ObjectId ufm1 = f.ufm(QStringLiteral("ufm-01"), 20);
    const ObjectId ufm2 = f.ufm(QStringLiteral("ufm-02"), 21);
    f.ufmDac(f.leaf, osfp1, ufm1);
    f.ufmDac(leaf2, osfp1, ufm2);
    f.copper(ufm1, mgmt1, ufm2, mgmt1, QStringLiteral("HA-1"));
  }) << "PL-15" << absent << QStringList() << QString();
  QTest::newRow("PL-15 pass: two appliances on one leaf without an HA link are no pair")
      << Setup([=](Fixture& f) {
           f.ufmDac(f.leaf, osfp1, f.ufm(QStringLiteral("ufm-01"), 20));
           f.ufmDac(f.leaf, osfp2, f.ufm(QStringLiteral("ufm-02"), 21));
         })
      << "PL-15" << absent << QStringList() << QString();
  QTest::newRow("PL-15 pass: a fabric without UFM (the fabric-wide check is not made)")
      << Setup([=](Fixture& f) {
           f.serve(f.leaf, QStringLiteral("compute"));
           f.computeDac(f.leaf);
         })
      << "PL-15" << absent << QStringList() << QString();

  // PL-03: a rail leaf takes the same rail from every node (DGX H100: OSFP1 port 1 is rail 8,
  // port 2 rail 5; OSFP2 port 1 rail 7).
  const QString p1 = QStringLiteral("1");
  const QString p2 = QStringLiteral("2");
  QTest::newRow("PL-03 pass: four nodes' rail 8 on one leaf") << Setup([=](Fixture& f) {
    f.addNodes();
    f.railFiber(f.dgx, osfp1, p1, osfp1, p1);
    f.railFiber(f.dgx2, osfp1, p1, osfp1, p2);
    f.railFiber(f.dgx3, osfp1, p1, osfp2, p1);
    f.railFiber(f.dgx4, osfp1, p1, osfp2, p2);
  }) << "PL-03" << absent << QStringList() << QString();
  QTest::newRow("PL-03 fail: rail 7 on the leaf of rail 8")
      << Setup([=](Fixture& f) {
           f.addNodes();
           f.railFiber(f.dgx, osfp1, p1, osfp1, p1);
           f.railFiber(f.dgx2, osfp1, p1, osfp1, p2);
           f.railFiber(f.dgx3, osfp1, p1, osfp2, p1);
           f.railFiber(f.dgx, osfp2, p1, QStringLiteral("OSFP3"), p1);
         })
      << "PL-03" << error
      << QStringList{QStringLiteral("dgx-01 OSFP2 port 1 (rail 7) lands on leaf-01 OSFP3 port 1"),
                     QStringLiteral("leaf-01 is the leaf of rail 8 (3 of its 4 node links)"),
                     QStringLiteral("Move the link to a rail-7 leaf")}
      << QStringLiteral("R01 U30 leaf-01 OSFP3");
  QTest::newRow("PL-03 fail: four aligned of five, through a second rack")
      << Setup([=](Fixture& f) {
           f.addNodes();
           f.railFiber(f.dgx, osfp1, p1, osfp1, p1);
           f.railFiber(f.dgx2, osfp1, p1, osfp1, p2);
           f.railFiber(f.dgx3, osfp1, p1, osfp2, p1);
           f.railFiber(f.dgx4, osfp1, p1, osfp2, p2);
           f.railFiber(f.dgx2, osfp2, p1, QStringLiteral("OSFP3"), p1);
         })
      << "PL-03" << error
      << QStringList{QStringLiteral("dgx-02 OSFP2 port 1 (rail 7) lands on leaf-01 OSFP3 port 1"),
                     QStringLiteral("the leaf of rail 8 (4 of its 5 node links)")}
      << QStringLiteral("R01 U30 leaf-01 OSFP3");
  QTest::newRow("PL-03 pass: two rails in halves (rail groups)") << Setup([=](Fixture& f) {
    f.addNodes();
    f.railFiber(f.dgx, osfp1, p1, osfp1, p1);
    f.railFiber(f.dgx2, osfp1, p1, osfp1, p2);
    f.railFiber(f.dgx3, osfp2, p1, osfp2, p1);
    f.railFiber(f.dgx4, osfp2, p1, osfp2, p2);
  }) << "PL-03" << absent << QStringList() << QString();
  QTest::newRow("PL-03 pass: every rail of its nodes on one leaf (not rail-optimised)")
      << Setup([=](Fixture& f) {
           f.addNodes();
           f.railFiber(f.dgx, osfp1, p1, osfp1, p1);
           f.railFiber(f.dgx, osfp1, p2, osfp1, p2);
           f.railFiber(f.dgx2, osfp1, p1, osfp2, p1);
           f.railFiber(f.dgx2, osfp1, p2, osfp2, p2);
         })
      << "PL-03" << absent << QStringList() << QString();
  QTest::newRow("PL-03 pass: a lab leaf of three links is no rail leaf") << Setup([=](Fixture& f) {
    f.addNodes();
    f.railFiber(f.dgx, osfp1, p1, osfp1, p1);
    f.railFiber(f.dgx, osfp1, p2, osfp1, p2);
    f.railFiber(f.dgx2, osfp1, p1, osfp2, p1);
  }) << "PL-03" << absent << QStringList() << QString();
  QTest::newRow("PL-03 pass: a storage leaf has no rails") << Setup([=](Fixture& f) {
    f.addNodes();
    f.serve(f.leaf, QStringLiteral("storage"));
    f.railFiber(f.dgx, osfp1, p1, osfp1, p1);
    f.railFiber(f.dgx2, osfp1, p1, osfp1, p2);
    f.railFiber(f.dgx3, osfp1, p1, osfp2, p1);
    f.railFiber(f.dgx, osfp2, p1, QStringLiteral("OSFP3"), p1);
  }) << "PL-03" << absent << QStringList() << QString();

  // PL-04: no link joins two planes of a twin-plane fabric.
  QTest::newRow("PL-04 pass: a leaf and a spine of plane A") << Setup([](Fixture& f) {
    f.spineLink();
    f.onPlane(f.leaf, 1);
    f.onPlane(f.spine, 1);
  }) << "PL-04" << absent << QStringList() << QString();
  QTest::newRow("PL-04 pass: a node serves both planes") << Setup([](Fixture& f) {
    f.onPlane(f.leaf, 2);
    f.onPlane(f.computeDac(f.leaf), 2);
  }) << "PL-04" << absent << QStringList() << QString();
  QTest::newRow("PL-04 pass: switches without planes")
      << Setup([](Fixture& f) { f.spineLink(); }) << "PL-04" << absent << QStringList()
      << QString();
  QTest::newRow("PL-04 fail: a plane-A leaf on a plane-B spine")
      << Setup([](Fixture& f) {
           f.spineLink();
           f.onPlane(f.leaf, 1);
           f.onPlane(f.spine, 2);
         })
      << "PL-04" << error
      << QStringList{QStringLiteral("Cable LS-1 joins leaf-01 on plane A to spine-01 on plane B"),
                     QStringLiteral("Connect it to a switch of plane A")}
      << QStringLiteral("R01 U30 leaf-01 OSFP20");
  QTest::newRow("PL-04 fail: the cable's plane is not its switch's")
      << Setup([](Fixture& f) {
           f.onPlane(f.leaf, 1);
           f.onPlane(f.computeDac(f.leaf), 2);
         })
      << "PL-04" << error
      << QStringList{QStringLiteral("Cable C-1 is on plane B, but leaf-01 at its end A serves "
                                    "plane A"),
                     QStringLiteral("correct the cable's plane")}
      << QStringLiteral("R01 U30 leaf-01 OSFP1");

  // PL-04 on a node: the two legs of a twin-plane port (DGX-B300-ETH ConnectX-8) on two planes.
  QTest::newRow("PL-04 pass: a ConnectX-8's legs on planes A and B")
      << Setup([](Fixture& f) { f.twinPlaneLegs(1, 2); }) << "PL-04" << absent << QStringList()
      << QString();
  QTest::newRow("PL-04 pass: legs on switches without planes")
      << Setup([](Fixture& f) { f.twinPlaneLegs(0, 0); }) << "PL-04" << absent << QStringList()
      << QString();
  QTest::newRow("PL-04 fail: both legs of a ConnectX-8 on plane A")
      << Setup([](Fixture& f) { f.twinPlaneLegs(1, 1); }) << "PL-04" << error
      << QStringList{QStringLiteral("Both legs of b300-01 port CX8-1 (rail 1) land on plane A "
                                    "(eth-01 and eth-02)"),
                     QStringLiteral("Move one leg to the rail-1 leaf of the other plane")}
      << QStringLiteral("R03 U2 b300-01 CX8-1");

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

  Fixture fixture;
  setup(fixture);
  const QString problem = rackwright::test::ruleRowProblem(Validator::validateAll(fixture.design));
  QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

QTEST_GUILESS_MAIN(TestRulesPlatform)
#include "tst_rules_platform.moc"
