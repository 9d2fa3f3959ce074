// The platform rules that a node, an appliance or a switch checks with what its cables reach
// (PL-09 reads the node's north-south cables and the switches they land on, PL-15 a UFM
// appliance's links and its HA twin's, PL-03 a leaf's node links and their rails) and PL-04 on a
// cable between two switches' planes and on a node's twin-plane legs, PL-13/PL-14 a leaf's node
// links and uplinks against the design's planned oversubscription and PL-12 its uplinks against
// those it is built with, PL-19 an adapter's cable against its node's bay: editing, moving or
// removing any of those must re-check it, and the incremental findings must equal a full validation
// after every step.
#include "core/commands/designedits.h"
#include "core/validation/incrementalvalidator.h"
#include "support/designbuilder.h"

#include <QTest>
#include <QUndoStack>

#include <algorithm>

using namespace rackwright;
using rackwright::test::DesignBuilder;

namespace {

/// A compute leaf and spine (QM9700, on the compute network) and a DGX H100 in one lab rack,
/// every edit on `stack`: the leaf rules' tests start from it.
struct ComputeLab {
  Design design;
  QUndoStack stack;
  DesignBuilder b{design, &stack};
  ObjectId rack = b.labRack();
  ObjectId leaf = computeSwitch(QStringLiteral("leaf-01"), 30);
  ObjectId spine = computeSwitch(QStringLiteral("spine-01"), 36);
  ObjectId dgx = b.device(QStringLiteral("dgx-01"), QStringLiteral("DGX-H100"), rack, 2);

  ObjectId computeSwitch(const QString& name, double u) {
    const ObjectId id = b.device(name, QStringLiteral("QM9700"), rack, u);
    stack.push(
        DesignEdits::assignDeviceNetwork(design, id, QStringLiteral("compute"), 0).release());
    return id;
  }
  /// Brings `incremental` up to date and counts its findings of `rule` (of `severity` when
  /// given); -1, with a test failure, when it differs from a full run.
  qsizetype checkedCount(IncrementalValidator& incremental, const QString& rule,
                         std::optional<Severity> severity = std::nullopt) {
    incremental.update();
    const QVector<Finding> full = Validator::validateAll(design).findings;
    if (!QTest::qCompare(incremental.findings(), full, "incremental", "full", __FILE__, __LINE__))
      return -1;
    return std::count_if(full.cbegin(), full.cend(), [&](const Finding& f) {
      return f.rule == rule && (!severity || f.severity == *severity);
    });
  }
  /// A cable of `type` from cage `cageA` of `a` to cage `cageB` of `other`.
  ObjectId dac(const QString& type, const ObjectId& a, const QString& cageA, const ObjectId& other,
               const QString& cageB) {
    return b.cable(type,
                   {DesignBuilder::cageEnd(QStringLiteral("A"), a, cageA),
                    DesignBuilder::cageEnd(QStringLiteral("B"), other, cageB)},
                   1);
  }
};

}  // namespace

class TestIncrementalPlatform : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void northSouthEditsRecheckTheNode();
  void fabricManagerPairFollowsEdits();
  void railsAndPlanesFollowEdits();
  void twinPlaneLegsFollowEdits();
  void controlPlaneAndBoundaryFollowEdits();
  void leafCapacityFollowsEdits();
  void fullProvisioningFollowsEdits();
  void spineCountFollowsEdits();
  void adapterBayRoleFollowsEdits();
};

void TestIncrementalPlatform::northSouthEditsRecheckTheNode() {
  // PL-09 is a check of the node, but it reads the node's cables and the switches they land on:
  // editing or moving either cable, or the switch, must re-check the node.
  Design design;
  QUndoStack stack;
  DesignBuilder b(design, &stack);
  const ObjectId rack = b.labRack();
  const ObjectId dgx = b.device(QStringLiteral("dgx-01"), QStringLiteral("DGX-H100"), rack, 2);
  const auto storageSwitch = [&](const QString& name, double u) {
    Device d;
    d.id = DesignBuilder::idFor(name);
    d.typeId = QStringLiteral("SN5600");
    d.name = name;
    d.rackId = rack;
    d.positionU = u;
    d.network = QStringLiteral("storage");
    stack.push(DesignEdits::addDevice(design, d).release());
    return d.id;
  };
  const ObjectId eth1 = storageSwitch(QStringLiteral("eth-01"), 30);
  const ObjectId eth2 = storageSwitch(QStringLiteral("eth-02"), 34);
  const auto leg = [&](const ObjectId& sw, const QString& swCage, const QString& dgxPort) {
    return b.cable(QStringLiteral("MCP7Y60-H001"),
                   {DesignBuilder::cageEnd(QStringLiteral("A"), sw, swCage),
                    DesignBuilder::cageEnd(QStringLiteral("B1"), dgx, dgxPort)},
                   1);
  };
  const ObjectId first = leg(eth1, QStringLiteral("OSFP1"), QStringLiteral("SLOT1-P1"));
  const ObjectId second = leg(eth2, QStringLiteral("OSFP1"), QStringLiteral("SLOT2-P1"));

  IncrementalValidator incremental(design);
  incremental.update();
  const auto pl09 = [&] {
    QStringList messages;
    for (const Finding& f : incremental.findings()) {
      if (f.rule == QStringLiteral("PL-09"))
        messages << f.message();
    }
    return messages;
  };
  // After each step: incremental equals full, and the PL-09 findings are one per expected text.
  const auto check = [&](const char* step, const QStringList& expected) {
    incremental.update();
    QCOMPARE(incremental.findings(), Validator::validateAll(design).findings);
    const QStringList found = pl09();
    const bool matched =
        found.size() == expected.size() &&
        std::all_of(expected.cbegin(), expected.cend(), [&](const QString& text) {
          return std::any_of(found.cbegin(), found.cend(),
                             [&](const QString& message) { return message.contains(text); });
        });
    QVERIFY2(matched, qPrintable(QStringLiteral("%1: %2").arg(step, found.join(u'|'))));
  };
  check("two switches", {});

  // The far end of the second cable moves onto the first switch: both land there.
  stack.push(DesignEdits::connectCableEnd(design, second, QStringLiteral("A"),
                                          {Attachment::Kind::Cage, eth1, QStringLiteral("OSFP2")})
                 .release());
  QVERIFY(!incremental.lastUpdateStats().fullRun);
  check("far end moved", {QStringLiteral("all land on eth-01")});
  // Renaming the switch renames it in the message.
  stack.push(DesignEdits::renameDevice(design, eth1, QStringLiteral("leaf-03")).release());
  check("switch renamed", {QStringLiteral("all land on leaf-03")});
  // The second cable is put on in-band management: storage keeps one link, its ports are free.
  Cable inband = *design.find<Cable>(second);
  inband.network = QStringLiteral("inband");
  stack.push(DesignEdits::editCable(design, inband).release());
  check("cable network",
        {QStringLiteral("only one link on the Storage network (SLOT1-P1)"),
         QStringLiteral("only one link on the In-band management network (SLOT2-P1)")});
  stack.undo();
  check("undo cable network", {QStringLiteral("all land on leaf-03")});
  // The node end of the first cable moves to another storage port: still one switch.
  stack.push(DesignEdits::connectCableEnd(design, first, QStringLiteral("B1"),
                                          {Attachment::Kind::Cage, dgx, QStringLiteral("SLOT2-P2")})
                 .release());
  check("node end moved", {QStringLiteral("(SLOT2-P1, SLOT2-P2) all land on leaf-03")});
  // Unplugged at the node: one link left, three free ports.
  stack.push(
      DesignEdits::connectCableEnd(design, first, QStringLiteral("B1"), Attachment{}).release());
  check("node end unplugged", {QStringLiteral("free (SLOT1-P1, SLOT1-P2, SLOT2-P2)")});
  stack.undo();
  stack.undo();
  check("undone to one switch", {QStringLiteral("all land on leaf-03")});
  while (stack.canUndo())
    stack.undo();
  check("everything undone", {});
}

void TestIncrementalPlatform::fabricManagerPairFollowsEdits() {
  // PL-15 is a check of one UFM appliance that reads its HA twin's links: moving the twin's
  // InfiniBand cable or removing the pair's link must re-check it.
  Design design;
  QUndoStack stack;
  DesignBuilder b(design, &stack);
  const ObjectId rack = b.labRack();
  const ObjectId leaf1 = b.device(QStringLiteral("leaf-01"), QStringLiteral("QM9700"), rack, 30);
  const ObjectId leaf2 = b.device(QStringLiteral("leaf-02"), QStringLiteral("QM9700"), rack, 31);
  const ObjectId ufm1 =
      b.device(QStringLiteral("ufm-01"), QStringLiteral("UFM-APPLIANCE-3"), rack, 20);
  const ObjectId ufm2 =
      b.device(QStringLiteral("ufm-02"), QStringLiteral("UFM-APPLIANCE-3"), rack, 21);
  const auto dac = [&](const ObjectId& leaf, const QString& cage, const ObjectId& ufm) {
    return b.cable(QStringLiteral("MCP4Y10-N001-FLT"),
                   {DesignBuilder::cageEnd(QStringLiteral("A"), leaf, cage),
                    DesignBuilder::cageEnd(QStringLiteral("B"), ufm, QStringLiteral("IB1"))},
                   1);
  };
  dac(leaf1, QStringLiteral("OSFP1"), ufm1);
  const ObjectId second = dac(leaf1, QStringLiteral("OSFP2"), ufm2);
  const ObjectId ha =
      b.cable(QStringLiteral("GEN-CAT6A-RJ45:3m"),
              {DesignBuilder::cageEnd(QStringLiteral("A"), ufm1, QStringLiteral("MGMT1")),
               DesignBuilder::cageEnd(QStringLiteral("B"), ufm2, QStringLiteral("MGMT1"))},
              3);

  IncrementalValidator incremental(design);
  incremental.update();
  const auto pl15 = [&] {
    QStringList messages;
    for (const Finding& f : incremental.findings()) {
      if (f.rule == QStringLiteral("PL-15"))
        messages << f.message();
    }
    return messages;
  };
  const auto check = [&](const char* step, int expected) {
    incremental.update();
    QCOMPARE(incremental.findings(), Validator::validateAll(design).findings);
    QVERIFY2(pl15().size() == expected,
             qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(step), pl15().join(u'|'))));
  };
  check("pair on one leaf", 1);
  stack.push(DesignEdits::connectCableEnd(design, second, QStringLiteral("A"),
                                          {Attachment::Kind::Cage, leaf2, QStringLiteral("OSFP1")})
                 .release());
  check("twin moved to another leaf", 0);
  stack.undo();
  check("undone", 1);
  stack.push(DesignEdits::removeCable(design, ha).release());
  check("HA link removed", 0);
  stack.undo();
  check("HA link back", 1);
  // The twin unplugged from the fabric: its own finding, not the pair's.
  stack.push(
      DesignEdits::connectCableEnd(design, second, QStringLiteral("B"), Attachment{}).release());
  check("twin unplugged", 1);
  QVERIFY(pl15().constFirst().contains(QStringLiteral("UFM appliance ufm-02 reaches no")));
  while (stack.canUndo())
    stack.undo();
  check("everything undone", 0);
}

void TestIncrementalPlatform::railsAndPlanesFollowEdits() {
  Design design;
  QUndoStack stack;
  DesignBuilder b(design, &stack);
  const ObjectId rackA = b.labRack();
  const ObjectId rackB = b.labRack(QStringLiteral("R02"), 1);
  const ObjectId leaf = b.device(QStringLiteral("leaf-01"), QStringLiteral("QM9700"), rackA, 30);
  const ObjectId spine = b.device(QStringLiteral("spine-01"), QStringLiteral("QM9700"), rackA, 36);
  QVector<ObjectId> nodes;
  for (const auto& [rack, u] : {std::pair{rackA, 2}, {rackA, 12}, {rackA, 20}, {rackB, 2}})
    nodes << b.device(QStringLiteral("dgx-%1").arg(nodes.size() + 1), QStringLiteral("DGX-H100"),
                      rack, u);
  const auto fiber = [&](const ObjectId& node, const QString& nodeCage, const ObjectId& sw,
                         const QString& swCage) {
    const ObjectId near = b.module(QStringLiteral("MMA4Z00-NS-FLT"), node, nodeCage);
    const ObjectId far = b.module(QStringLiteral("MMA4Z00-NS"), sw, swCage);
    return b
        .fiberChain(rackA, near, QStringLiteral("1"), far, QStringLiteral("1"),
                    {QStringLiteral("MFP7E10-N003")})
        .constFirst();
  };
  // Rail 8 (OSFP1 port 1) of four nodes on the leaf, and dgx-1's rail 7 (OSFP2 port 1) too.
  for (int i = 0; i < nodes.size(); ++i)
    fiber(nodes[i], QStringLiteral("OSFP1"), leaf, QStringLiteral("OSFP%1").arg(i + 1));
  const ObjectId misplaced =
      fiber(nodes[0], QStringLiteral("OSFP2"), leaf, QStringLiteral("OSFP5"));
  const ObjectId spinePort = b.module(QStringLiteral("MMA4Z00-NS"), spine, QStringLiteral("OSFP1"));
  const ObjectId uplink =
      b.cable(QStringLiteral("MCP4Y10-N001"),
              {DesignBuilder::cageEnd(QStringLiteral("A"), leaf, QStringLiteral("OSFP20")),
               DesignBuilder::cageEnd(QStringLiteral("B"), spine, QStringLiteral("OSFP2"))},
              1);

  IncrementalValidator incremental(design);
  incremental.update();
  const auto found = [&](const char* rule) {
    int count = 0;
    for (const Finding& f : incremental.findings())
      count += f.rule == QLatin1String(rule) ? 1 : 0;
    return count;
  };
  const auto check = [&](const char* step, int rails, int planes) {
    incremental.update();
    QVERIFY2(!incremental.lastUpdateStats().fullRun, step);
    QCOMPARE(incremental.findings(), Validator::validateAll(design).findings);
    QVERIFY2(found("PL-03") == rails, step);
    QVERIFY2(found("PL-04") == planes, step);
  };
  QCOMPARE(found("PL-03"), 1);  // rail 7 on the leaf of rail 8 (4 of its 5 node links)

  // The misplaced fiber's leaf end moves to the spine: the leaf is aligned again.
  stack.push(
      DesignEdits::connectCableEnd(design, misplaced, QStringLiteral("B"),
                                   {Attachment::Kind::ModulePort, spinePort, QStringLiteral("1")})
          .release());
  check("moved to the spine", 0, 0);
  stack.undo();
  check("moved back", 1, 0);
  // The leaf on plane A, the spine on plane B: their uplink joins the planes.
  stack.push(DesignEdits::assignDeviceNetwork(design, leaf, QString(), 1).release());
  stack.push(DesignEdits::assignDeviceNetwork(design, spine, QString(), 2).release());
  check("two planes", 1, 1);
  stack.undo();
  check("spine on no plane", 1, 0);
  // The uplink removed: nothing joins the two planes.
  stack.push(DesignEdits::assignDeviceNetwork(design, spine, QString(), 2).release());
  check("two planes again", 1, 1);
  stack.push(DesignEdits::removeCable(design, uplink).release());
  check("uplink removed", 1, 0);
  while (stack.canUndo())
    stack.undo();
  incremental.update();
  QCOMPARE(incremental.findings(), Validator::validateAll(design).findings);
}

void TestIncrementalPlatform::twinPlaneLegsFollowEdits() {
  // PL-04 on a node reads the switches its twin-plane legs land on: a switch's plane, a leg's
  // far end and the leg itself are edits elsewhere that must re-check the node.
  Design design;
  QUndoStack stack;
  DesignBuilder b(design, &stack);
  const ObjectId rack = b.labRack();
  const ObjectId node =
      b.device(QStringLiteral("b300-01"), QStringLiteral("DGX-B300-ETH"), rack, 2);
  const ObjectId leafA = b.device(QStringLiteral("leaf-a"), QStringLiteral("SN5610"), rack, 30);
  const ObjectId leafB = b.device(QStringLiteral("leaf-b"), QStringLiteral("SN5610"), rack, 34);
  const ObjectId near = b.module(QStringLiteral("MMA4Z00-NS-FLT"), node, QStringLiteral("CX8-1"));
  const ObjectId farA = b.module(QStringLiteral("MMA4Z00-NS"), leafA, QStringLiteral("OSFP1"));
  const ObjectId farB = b.module(QStringLiteral("MMA4Z00-NS"), leafB, QStringLiteral("OSFP1"));
  b.fiberChain(rack, near, QStringLiteral("1"), farA, QStringLiteral("1"),
               {QStringLiteral("MFP7E10-N003")});
  const ObjectId legB = b.fiberChain(rack, near, QStringLiteral("2"), farB, QStringLiteral("1"),
                                     {QStringLiteral("MFP7E10-N003")})
                            .constFirst();
  stack.push(DesignEdits::assignDeviceNetwork(design, leafA, QString(), 1).release());
  stack.push(DesignEdits::assignDeviceNetwork(design, leafB, QString(), 2).release());

  IncrementalValidator incremental(design);
  incremental.update();
  const auto check = [&](const char* step, int expected) {
    incremental.update();
    QVERIFY2(!incremental.lastUpdateStats().fullRun, step);
    QCOMPARE(incremental.findings(), Validator::validateAll(design).findings);
    const auto findings = incremental.findings();
    const auto legs = std::count_if(findings.cbegin(), findings.cend(), [](const Finding& f) {
      return f.rule == QLatin1String("PL-04") && f.message().contains(QStringLiteral("Both legs"));
    });
    QVERIFY2(legs == expected, step);
  };
  check("legs on planes A and B", 0);
  stack.push(DesignEdits::assignDeviceNetwork(design, leafB, QString(), 1).release());
  check("leaf B moved to plane A", 1);
  stack.undo();
  check("leaf B back on plane B", 0);
  // Leg B's far end moves to the second port of leaf A's module: both legs on plane A.
  stack.push(DesignEdits::connectCableEnd(design, legB, QStringLiteral("B"),
                                          {Attachment::Kind::ModulePort, farA, QStringLiteral("2")})
                 .release());
  check("leg B on leaf A", 1);
  stack.push(DesignEdits::removeCable(design, legB).release());
  check("leg B removed", 0);
  while (stack.canUndo())
    stack.undo();
  incremental.update();
  QCOMPARE(incremental.findings(), Validator::validateAll(design).findings);
}

void TestIncrementalPlatform::controlPlaneAndBoundaryFollowEdits() {
  // PL-16 reads a node's BMC cable and the switch it lands on; PL-21 reads the network of the
  // switch a firewall cable lands on. Editing the cable or the switch must re-check both.
  Design design;
  QUndoStack stack;
  DesignBuilder b(design, &stack);
  const ObjectId rack = b.labRack();
  const ObjectId dgx = b.device(QStringLiteral("dgx-01"), QStringLiteral("DGX-H100"), rack, 2);
  const ObjectId inband = b.device(QStringLiteral("eth-01"), QStringLiteral("SN5600"), rack, 30);
  const ObjectId oob = b.device(QStringLiteral("oob-01"), QStringLiteral("SN2201"), rack, 40);
  const ObjectId firewall = b.device(QStringLiteral("fw-01"), QStringLiteral("PA-5410"), rack, 12);
  stack.push(
      DesignEdits::assignDeviceNetwork(design, inband, QStringLiteral("inband"), 0).release());
  stack.push(DesignEdits::assignDeviceNetwork(design, oob, QStringLiteral("oob"), 0).release());
  b.cable(QStringLiteral("MCP7Y60-H001"),
          {DesignBuilder::cageEnd(QStringLiteral("A"), inband, QStringLiteral("OSFP2")),
           DesignBuilder::cageEnd(QStringLiteral("B1"), dgx, QStringLiteral("SLOT1-P2"))},
          1);
  const ObjectId bmc =
      b.cable(QStringLiteral("GEN-CAT6A-RJ45:3m"),
              {DesignBuilder::cageEnd(QStringLiteral("A"), dgx, QStringLiteral("BMC")),
               DesignBuilder::cageEnd(QStringLiteral("B"), oob, QStringLiteral("swp1"))},
              3);
  b.cable(QStringLiteral("GEN-CAT6A-RJ45:3m"),
          {DesignBuilder::cageEnd(QStringLiteral("A"), firewall, QStringLiteral("ethernet1/1")),
           DesignBuilder::cageEnd(QStringLiteral("B"), oob, QStringLiteral("swp2"))},
          3);

  IncrementalValidator incremental(design);
  incremental.update();
  const auto check = [&](const char* step, int pl16, int pl21) {
    incremental.update();
    QVERIFY2(!incremental.lastUpdateStats().fullRun, step);
    QCOMPARE(incremental.findings(), Validator::validateAll(design).findings);
    const auto findings = incremental.findings();
    const auto count = [&](const char* rule) {
      return std::count_if(findings.cbegin(), findings.cend(),
                           [&](const Finding& f) { return f.rule == QLatin1String(rule); });
    };
    QVERIFY2(count("PL-16") == pl16 && count("PL-21") == pl21, step);
  };
  check("BMC on OOB, firewall on the OOB switch", 0, 1);
  // The OOB switch becomes an in-band switch: the firewall is on the in-band edge, the BMC off OOB.
  stack.push(DesignEdits::assignDeviceNetwork(design, oob, QStringLiteral("inband"), 0).release());
  check("OOB switch now in-band", 1, 0);
  stack.undo();
  check("OOB switch back", 0, 1);
  stack.push(
      DesignEdits::connectCableEnd(design, bmc, QStringLiteral("B"), Attachment{}).release());
  check("BMC unplugged", 1, 1);
  stack.push(DesignEdits::removeCable(design, bmc).release());
  check("BMC cable removed", 1, 1);
  while (stack.canUndo())
    stack.undo();
  incremental.update();
  QCOMPARE(incremental.findings(), Validator::validateAll(design).findings);
}

void TestIncrementalPlatform::leafCapacityFollowsEdits() {
  // PL-13 is a check of the leaf that reads its cables, the devices they reach and the
  // design's plan for the fabric: a node link added or moved, an uplink unplugged, the plan
  // stated or undone, and the leaf moved to another network must each re-check it.
  ComputeLab lab;
  Design& design = lab.design;
  QUndoStack& stack = lab.stack;
  const ObjectId leaf = lab.leaf;
  const ObjectId spine = lab.spine;
  const ObjectId dgx = lab.dgx;
  const QString flat = QStringLiteral("MCP4Y10-N001-FLT");
  lab.dac(flat, leaf, QStringLiteral("OSFP1"), dgx, QStringLiteral("OSFP1"));
  const ObjectId second =
      lab.dac(flat, leaf, QStringLiteral("OSFP2"), dgx, QStringLiteral("OSFP2"));
  const ObjectId up = lab.dac(QStringLiteral("MCP4Y10-N001"), leaf, QStringLiteral("OSFP32"), spine,
                              QStringLiteral("OSFP1"));

  IncrementalValidator incremental(design);
  incremental.update();
  const auto check = [&](const char* step, int expected) {
    const auto count = lab.checkedCount(incremental, QStringLiteral("PL-13"));
    QVERIFY2(count == expected, qPrintable(QStringLiteral("%1: %2 PL-13").arg(step).arg(count)));
  };
  check("2 node links over 1 uplink", 1);
  stack.push(DesignEdits::setFabricOversubscription(design, QStringLiteral("compute"), Ratio{2, 1})
                 .release());
  check("the design plans 2:1", 0);
  lab.dac(flat, leaf, QStringLiteral("OSFP3"), dgx, QStringLiteral("OSFP3"));
  check("a third node link", 1);
  stack.undo();
  check("third link undone", 0);
  stack.undo();
  check("plan undone", 1);
  // The node end of a link moves onto the spine: the spine becomes a leaf of one node link
  // over its one uplink, and leaf-01 is at 1:1.
  stack.push(DesignEdits::connectCableEnd(design, second, QStringLiteral("A"),
                                          {Attachment::Kind::Cage, spine, QStringLiteral("OSFP2")})
                 .release());
  check("node link moved to the other switch", 0);
  stack.undo();
  check("moved back", 1);
  stack.push(DesignEdits::connectCableEnd(design, up, QStringLiteral("B"), Attachment{}).release());
  check("uplink unplugged: no leaf-spine fabric", 0);
  stack.undo();
  stack.push(DesignEdits::assignDeviceNetwork(design, leaf, QStringLiteral("inband"), 0).release());
  check("leaf on the in-band network", 0);
  stack.undo();
  check("back on compute", 1);
}

void TestIncrementalPlatform::fullProvisioningFollowsEdits() {
  // PL-12 reads the leaf's uplinks and what the design states for its fabric: the statement
  // made or dropped, an uplink added or unplugged, and the leaf moved to another network must
  // each re-check the leaf.
  ComputeLab lab;
  Design& design = lab.design;
  QUndoStack& stack = lab.stack;
  const ObjectId leaf = lab.leaf;
  const ObjectId spine = lab.spine;
  const ObjectId dgx = lab.dgx;
  const auto dac = [&](const QString& type, const QString& cageA, const ObjectId& other,
                       const QString& cageB) { return lab.dac(type, leaf, cageA, other, cageB); };
  const QString up = QStringLiteral("MCP4Y10-N001");
  dac(QStringLiteral("MCP4Y10-N001-FLT"), QStringLiteral("OSFP1"), dgx, QStringLiteral("OSFP1"));
  dac(up, QStringLiteral("OSFP32"), spine, QStringLiteral("OSFP1"));  // 800 Gb/s up

  IncrementalValidator incremental(design);
  incremental.update();
  const auto check = [&](const char* step, int expected) {
    const auto count = lab.checkedCount(incremental, QStringLiteral("PL-12"));
    QVERIFY2(count == expected, qPrintable(QStringLiteral("%1: %2 PL-12").arg(step).arg(count)));
  };
  check("nothing stated", 0);
  stack.push(DesignEdits::setFabricLeafUplinks(design, QStringLiteral("compute"), 1600).release());
  check("1600 Gb/s stated over 800", 1);
  const ObjectId second = dac(up, QStringLiteral("OSFP31"), spine, QStringLiteral("OSFP2"));
  check("a second uplink", 0);
  stack.push(
      DesignEdits::connectCableEnd(design, second, QStringLiteral("B"), Attachment{}).release());
  check("the second uplink unplugged at the spine", 1);
  stack.undo();
  check("plugged again", 0);
  stack.push(DesignEdits::assignDeviceNetwork(design, leaf, QStringLiteral("inband"), 0).release());
  check("leaf on the in-band network", 0);
  stack.undo();
  stack.undo();  // the second uplink
  check("back on compute with one uplink", 1);
  stack.push(
      DesignEdits::setFabricLeafUplinks(design, QStringLiteral("compute"), std::nullopt).release());
  check("statement dropped", 0);
}

void TestIncrementalPlatform::spineCountFollowsEdits() {
  // PL-13's spine-count info is told by a spine, from what its leaves reach: a spine added or
  // unplugged, or moved to another network, must re-check the spine that tells it.
  ComputeLab lab;
  Design& design = lab.design;
  QUndoStack& stack = lab.stack;
  const QString up = QStringLiteral("MCP4Y10-N001");
  const ObjectId nodeLink = lab.dac(QStringLiteral("MCP4Y10-N001-FLT"), lab.leaf,
                                    QStringLiteral("OSFP1"), lab.dgx, QStringLiteral("OSFP1"));
  lab.dac(up, lab.leaf, QStringLiteral("OSFP32"), lab.spine, QStringLiteral("OSFP1"));

  IncrementalValidator incremental(design);
  incremental.update();
  const auto check = [&](const char* step, int expected) {
    const auto count = lab.checkedCount(incremental, QStringLiteral("PL-13"), Severity::Info);
    QVERIFY2(count == expected, qPrintable(QStringLiteral("%1: %2 infos").arg(step).arg(count)));
  };
  check("one leaf, one spine: the formula's count", 0);
  const ObjectId second = lab.computeSwitch(QStringLiteral("spine-02"), 38);
  check("a second spine without links", 0);
  const ObjectId link =
      lab.dac(up, lab.leaf, QStringLiteral("OSFP31"), second, QStringLiteral("OSFP1"));
  check("the leaf reaches two spines", 1);
  stack.push(
      DesignEdits::connectCableEnd(design, link, QStringLiteral("B"), Attachment{}).release());
  check("unplugged at the second spine", 0);
  stack.undo();
  check("plugged again", 1);
  stack.push(
      DesignEdits::assignDeviceNetwork(design, second, QStringLiteral("inband"), 0).release());
  check("the second spine on the in-band network", 0);
  stack.undo();
  check("back on compute", 1);
  // Without its node link the leaf is no leaf: the two switches are not a leaf-spine fabric.
  stack.push(
      DesignEdits::connectCableEnd(design, nodeLink, QStringLiteral("B"), Attachment{}).release());
  check("the leaf's node link unplugged", 0);
  stack.undo();
  check("plugged again", 1);
}

QTEST_GUILESS_MAIN(TestIncrementalPlatform)
#include "tst_incremental_platform.moc"

void TestIncrementalPlatform::adapterBayRoleFollowsEdits() {
  // PL-19 is a check of the cable, but the role comes from the node's bay the adapter sits in:
  // the switch's network, the cable's network and the adapter at its end decide it.
  Design design;
  QUndoStack stack;
  DesignBuilder b(design, &stack);
  const ObjectId rack = b.labRack();
  const ObjectId hgx =
      b.device(QStringLiteral("hgx-01"), QStringLiteral("HGX-8GPU-GENERIC"), rack, 12);
  const ObjectId nic = b.adapter(QStringLiteral("nic-03"), QStringLiteral("MCX75310AAS-NEAT"), hgx,
                                 QStringLiteral("NIC3"));
  const ObjectId dpu =
      b.adapter(QStringLiteral("dpu-01"), QStringLiteral("B3220"), hgx, QStringLiteral("DPU1"));
  const ObjectId sw = b.device(QStringLiteral("eth-01"), QStringLiteral("SN5600"), rack, 32);
  stack.push(DesignEdits::assignDeviceNetwork(design, sw, QStringLiteral("storage"), 0).release());
  const ObjectId cable =
      b.cable(QStringLiteral("MCP4Y10-N001-FLT"),
              {DesignBuilder::cageEnd(QStringLiteral("A"), sw, QStringLiteral("OSFP3")),
               DesignBuilder::cageEnd(QStringLiteral("B"), nic, QStringLiteral("P1"))},
              1);
  IncrementalValidator incremental(design);
  const auto check = [&](const char* step, int expected) {
    incremental.update();
    QCOMPARE(incremental.findings(), Validator::validateAll(design).findings);
    const auto found =
        std::count_if(incremental.findings().cbegin(), incremental.findings().cend(),
                      [](const Finding& f) { return f.rule == QLatin1String("PL-19"); });
    QVERIFY2(found == expected, step);
  };
  check("SuperNIC on a storage switch", 1);
  // The switch joins the compute fabric: the SuperNIC is where its bay says.
  stack.push(DesignEdits::assignDeviceNetwork(design, sw, QStringLiteral("compute"), 0).release());
  check("switch on compute", 0);
  stack.undo();
  check("switch back on storage", 1);
  // The cable's own network decides before the switch's.
  Cable onCompute = *design.find<Cable>(cable);
  onCompute.network = QStringLiteral("compute");
  stack.push(DesignEdits::editCable(design, onCompute).release());
  check("cable on compute", 0);
  stack.undo();
  // The cable's adapter end moves to the DPU: the storage switch is the DPU bay's network.
  stack.push(DesignEdits::connectCableEnd(design, cable, QStringLiteral("B"),
                                          {Attachment::Kind::Cage, dpu, QStringLiteral("P1")})
                 .release());
  check("moved to the DPU", 0);
  stack.undo();
  check("back on the SuperNIC", 1);
  while (stack.canUndo())
    stack.undo();
  check("everything undone", 0);
}
