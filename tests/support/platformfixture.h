#ifndef RACKWRIGHT_TESTS_SUPPORT_PLATFORMFIXTURE_H
#define RACKWRIGHT_TESTS_SUPPORT_PLATFORMFIXTURE_H

// The lab the platform-rule tests build their rows in (tst_rules_platform, tst_rules_controlplane):
// a DGX H100, a QM9700 leaf, two SN5600, an SN2201 in one rack, and helpers that add the nodes,
// switches and cables a row needs.
#include "core/model/design.h"
#include "support/designbuilder.h"

#include <QHash>

#include <functional>

namespace rackwright::test::platform {

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
  ObjectId eth2 = b.device(QStringLiteral("eth-02"), QStringLiteral("SN5600"), rack, 34);

  void serve(const ObjectId& device, const QString& network) {
    Device d = *design.find<Device>(device);
    d.network = network;
    design.update(d);
  }
  void onPlane(const ObjectId& id, int plane) {
    if (design.contains<Device>(id)) {
      Device d = *design.find<Device>(id);
      d.plane = plane;
      design.update(d);
    } else {
      Cable c = *design.find<Cable>(id);
      c.plane = plane;
      design.update(c);
    }
  }
  /// A spine (QM9700) at U36 and a finned DAC from the leaf's cage OSFP20 to its OSFP1.
  ObjectId spine;
  ObjectId spineLink() {
    spine = b.device(QStringLiteral("spine-01"), QStringLiteral("QM9700"), rack, 36);
    return b.cable(QStringLiteral("MCP4Y10-N001"),
                   {DesignBuilder::cageEnd(A, leaf, QStringLiteral("OSFP20")),
                    DesignBuilder::cageEnd(B, spine, QStringLiteral("OSFP1"))},
                   1, QStringLiteral("LS-1"));
  }
  /// The transceiver in a cage, plugged on first use (flat-top in a node, finned in a switch).
  QHash<QString, ObjectId> plugged;
  ObjectId moduleIn(const ObjectId& device, const QString& cage, const QString& part) {
    const QString key = device.toString() + cage;
    if (!plugged.contains(key))
      plugged.insert(key, b.module(part, device, cage));
    return plugged.value(key);
  }
  /// A second and third DGX H100 (U12 and U20), for the rows that need them.
  ObjectId dgx2;
  ObjectId dgx3;
  ObjectId dgx4;  ///< in a second rack
  void addNodes() {
    dgx2 = b.device(QStringLiteral("dgx-02"), QStringLiteral("DGX-H100"), rack, 12);
    dgx3 = b.device(QStringLiteral("dgx-03"), QStringLiteral("DGX-H100"), rack, 20);
    dgx4 = b.device(QStringLiteral("dgx-04"), QStringLiteral("DGX-H100"),
                    b.labRack(QStringLiteral("R02"), 1), 2);
  }
  /// A fiber from port `nodePort` of the twin-port transceiver in a node's compute cage to port
  /// `leafPort` of the one in the leaf's `leafCage`.
  void railFiber(const ObjectId& node, const QString& nodeCage, const QString& nodePort,
                 const QString& leafCage, const QString& leafPort) {
    const ObjectId near = moduleIn(node, nodeCage, QStringLiteral("MMA4Z00-NS-FLT"));
    const ObjectId far = moduleIn(leaf, leafCage, QStringLiteral("MMA4Z00-NS"));
    b.fiberChain(rack, near, nodePort, far, leafPort, {QStringLiteral("MFP7E10-N003")});
  }
  /// A DGX B300 for a twin-plane Ethernet fabric (in its own rack) with a flat twin-port module
  /// in CX8-1, its two legs fibered to the SN5600s eth-01 and eth-02 on planes `planeA` and
  /// `planeB` (0 = no plane).
  void twinPlaneLegs(int planeA, int planeB) {
    const ObjectId node = b.device(QStringLiteral("b300-01"), QStringLiteral("DGX-B300-ETH"),
                                   b.labRack(QStringLiteral("R03"), 1), 2);
    const ObjectId near = moduleIn(node, QStringLiteral("CX8-1"), QStringLiteral("MMA4Z00-NS-FLT"));
    const ObjectId legA = moduleIn(eth, QStringLiteral("OSFP1"), QStringLiteral("MMA4Z00-NS"));
    const ObjectId legB = moduleIn(eth2, QStringLiteral("OSFP1"), QStringLiteral("MMA4Z00-NS"));
    b.fiberChain(rack, near, QStringLiteral("1"), legA, QStringLiteral("1"),
                 {QStringLiteral("MFP7E10-N003")});
    b.fiberChain(rack, near, QStringLiteral("2"), legB, QStringLiteral("1"),
                 {QStringLiteral("MFP7E10-N003")});
    if (planeA > 0)
      onPlane(eth, planeA);
    if (planeB > 0)
      onPlane(eth2, planeB);
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
  /// A 1:2 splitter from an Ethernet switch cage into two DGX storage/in-band ports.
  ObjectId northSouthPair(const ObjectId& sw, const QString& swCage, const QString& dgxPortB1,
                          const QString& dgxPortB2, const QString& name) {
    return b.cable(QStringLiteral("MCP7Y60-H001"),
                   {DesignBuilder::cageEnd(A, sw, swCage),
                    DesignBuilder::cageEnd(QStringLiteral("B1"), dgx, dgxPortB1),
                    DesignBuilder::cageEnd(QStringLiteral("B2"), dgx, dgxPortB2)},
                   1, name);
  }
  /// One leg of a splitter from `sw` into a DGX storage/in-band port (the other leg left free).
  ObjectId northSouthLeg(const ObjectId& sw, const QString& swCage, const QString& dgxPort,
                         const QString& name) {
    return b.cable(QStringLiteral("MCP7Y60-H001"),
                   {DesignBuilder::cageEnd(A, sw, swCage),
                    DesignBuilder::cageEnd(QStringLiteral("B1"), dgx, dgxPort)},
                   1, name);
  }
  /// A QSFP112 transceiver in a DGX storage/in-band port, a twin-port one in `swCage` of `sw`,
  /// joined by a direct fiber or, with `panels`, through two MPO patch panels.
  ObjectId northSouthFiber(const QString& dgxPort, const ObjectId& sw, const QString& swCage,
                           bool panels = false) {
    const ObjectId near = b.module(QStringLiteral("MMA1Z00-NS400"), dgx, dgxPort);
    const ObjectId far = b.module(QStringLiteral("MMA4Z00-NS"), sw, swCage);
    const QStringList direct{QStringLiteral("MFP7E10-N003")};
    const QStringList throughPanels{
        QStringLiteral("MFP7E10-N003"), QStringLiteral("GEN-PANEL-1U-24MPO12-APC"),
        QStringLiteral("GEN-MPO12-APC-TRUNK-TYPEB-OM4:20m"),
        QStringLiteral("GEN-PANEL-1U-24MPO12-APC"), QStringLiteral("MFP7E10-N003")};
    return b
        .fiberChain(rack, near, QStringLiteral("1"), far, QStringLiteral("1"),
                    panels ? throughPanels : direct)
        .constFirst();
  }
  /// An HGX 2-8-9 node with its BlueField-3 (B3220) in bay DPU1; returns the DPU.
  ObjectId hgxWithDpu() {
    const ObjectId hgx =
        b.device(QStringLiteral("hgx-01"), QStringLiteral("HGX-8GPU-GENERIC"), rack, 12);
    return b.adapter(QStringLiteral("dpu-01"), QStringLiteral("B3220"), hgx,
                     QStringLiteral("DPU1"));
  }
  /// An HGX 2-8-9 node at U12 with `card` in `bay`; returns the card.
  ObjectId hgxCard(const QString& card, const QString& bay) {
    const ObjectId hgx =
        b.device(QStringLiteral("hgx-01"), QStringLiteral("HGX-8GPU-GENERIC"), rack, 12);
    return b.adapter(QStringLiteral("card-01"), card, hgx, bay);
  }
  /// A cable from a switch cage to port P1 of an adapter.
  ObjectId toCard(const ObjectId& sw, const ObjectId& card) {
    return b.cable(QStringLiteral("MCP4Y10-N001-FLT"),
                   {DesignBuilder::cageEnd(A, sw, QStringLiteral("OSFP3")),
                    DesignBuilder::cageEnd(B, card, QStringLiteral("P1"))},
                   1, QStringLiteral("N-1"));
  }
  /// A UFM appliance at `u`.
  ObjectId ufm(const QString& name, double u) {
    return b.device(name, QStringLiteral("UFM-APPLIANCE-3"), rack, u);
  }
  /// A DAC from a switch cage into a UFM appliance's InfiniBand port.
  ObjectId ufmDac(const ObjectId& sw, const QString& swCage, const ObjectId& appliance,
                  const QString& port = QStringLiteral("IB1")) {
    return b.cable(
        QStringLiteral("MCP4Y10-N001-FLT"),
        {DesignBuilder::cageEnd(A, sw, swCage), DesignBuilder::cageEnd(B, appliance, port)}, 1);
  }
  /// A head node (GEN-HEAD-NODE-1U at U44 of a second rack, with its NIC1 adapter), and an
  /// SN4600C in-band switch beside it.
  ObjectId head;
  ObjectId headNic;
  ObjectId inband;
  void addHeadNode() {
    const ObjectId rack2 = b.labRack(QStringLiteral("R04"), 3);
    head = b.device(QStringLiteral("head-01"), QStringLiteral("GEN-HEAD-NODE-1U"), rack2, 20);
    headNic = b.adapter(QStringLiteral("head-01-nic1"), QStringLiteral("MCX755106AS-HEAT"), head,
                        QStringLiteral("NIC1"));
    inband = b.device(QStringLiteral("inb-01"), QStringLiteral("SN4600C"), rack2, 30);
    serve(inband, QStringLiteral("inband"));
  }
  /// A 100G AOC from port P1 of the head node's NIC to the in-band switch's swp1.
  ObjectId headInBand() {
    return b.cable(QStringLiteral("MFA1A00-C010"),
                   {DesignBuilder::cageEnd(A, inband, QStringLiteral("swp1")),
                    DesignBuilder::cageEnd(B, headNic, QStringLiteral("P1"))},
                   10, QStringLiteral("IB-1"));
  }
  /// A PA-5410 firewall at U10 with a 100G AOC from its data port ethernet1/41 to `swCage` of `sw`
  /// (an SN4600C).
  ObjectId firewall;
  ObjectId firewallLink(const ObjectId& sw, const QString& swCage, const QString& part,
                        const QString& network = QString()) {
    firewall = b.device(QStringLiteral("fw-01"), QStringLiteral("PA-5410"), rack, 10);
    const ObjectId c =
        b.cable(part,
                {DesignBuilder::cageEnd(A, sw, swCage),
                 DesignBuilder::cageEnd(B, firewall, QStringLiteral("ethernet1/41"))},
                3, QStringLiteral("FW-1"));
    if (!network.isEmpty())
      assign(c, network);
    return c;
  }
  ObjectId copper(const ObjectId& a, const QString& cageA, const ObjectId& other,
                  const QString& cageB, const QString& name = QStringLiteral("M-1")) {
    return b.cable(QStringLiteral("GEN-CAT6A-RJ45:3m"),
                   {DesignBuilder::cageEnd(A, a, cageA), DesignBuilder::cageEnd(B, other, cageB)},
                   3, name);
  }
};

using Setup = std::function<void(Fixture&)>;

}  // namespace rackwright::test::platform

#endif
