// Every undo command: apply, snapshot, undo, compare with the state before, redo, compare with
// the state after. Snapshots are the saved bytes of the design, so any field the command forgot
// to restore shows up as a difference.
#include "core/commands/designedits.h"
#include "core/commands/objectcommands.h"
#include "core/common/error.h"
#include "core/editing/edittransaction.h"
#include "core/fileformat/designfile.h"
#include "support/designbuilder.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include <functional>

using namespace rackwright;
using rackwright::test::DesignBuilder;

Q_DECLARE_METATYPE(std::function<std::unique_ptr<QUndoCommand>(Design&)>)

namespace {
using CommandFactory = std::function<std::unique_ptr<QUndoCommand>(Design&)>;

ObjectId id(const char* name) {
  return DesignBuilder::idFor(QString::fromUtf8(name));
}

const Cable* firstCableOfType(const Design& d, const QString& type) {
  for (const Cable& c : d.all<Cable>()) {
    if (c.typeId == type)
      return &c;
  }
  return nullptr;
}
}  // namespace

class TestUndoCommands : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void applyUndoRedo_data();
  void applyUndoRedo();
  void dragMergesIntoOneStep();
  void removeDeviceCascades();
  void removeRackUnplugsCablesBetweenItsDevices();
  void removeDeviceUnplugsCablesBetweenItsModules();
  void impossibleEditsAreRefused_data();
  void impossibleEditsAreRefused();
  void modelMistakesAreAllowed();
  void commandsEmitChangeEvents();
};

void TestUndoCommands::applyUndoRedo_data() {
  QTest::addColumn<CommandFactory>("factory");
  QTest::addColumn<QString>("expectedText");

  QTest::newRow("add site") << CommandFactory([](Design& d) {
    return DesignEdits::addSite(d, Site{id("site:new"), QStringLiteral("New site"), {}});
  }) << QStringLiteral("Add site");
  QTest::newRow("add room") << CommandFactory([](Design& d) {
    return DesignEdits::addRoom(d, Room{id("room:new"), id("site:Lab"), QStringLiteral("B"), {}});
  }) << QStringLiteral("Add room");
  QTest::newRow("add row") << CommandFactory([](Design& d) {
    return DesignEdits::addRow(
        d, Row{id("row:new"), id("room:Hall A"), QStringLiteral("Row 2"), 1, {}});
  }) << QStringLiteral("Add row");
  QTest::newRow("add rack") << CommandFactory([](Design& d) {
    Rack r;
    r.id = id("rack:new");
    r.name = QStringLiteral("R03");
    r.rowId = id("row:Row 1");
    r.positionInRow = 2;
    return DesignEdits::addRack(d, r);
  }) << QStringLiteral("Add rack R03");
  QTest::newRow("edit rack") << CommandFactory([](Design& d) {
    Rack r = *d.find<Rack>(id("rack:R01"));
    r.maxPowerW = 12345;
    r.name = QStringLiteral("R01-renamed");
    return DesignEdits::editRack(d, r);
  }) << QStringLiteral("Edit rack R01");
  QTest::newRow("remove rack with devices")
      << CommandFactory([](Design& d) { return DesignEdits::removeRack(d, id("rack:R01")); })
      << QStringLiteral("Remove rack R01");
  QTest::newRow("add device") << CommandFactory([](Design& d) {
    Device dev;
    dev.id = id("device:new");
    dev.name = QStringLiteral("leaf-03");
    dev.typeId = QStringLiteral("QM9700");
    dev.rackId = id("rack:R02");
    dev.positionU = 30;
    return DesignEdits::addDevice(d, dev);
  }) << QStringLiteral("Add leaf-03");
  QTest::newRow("move device") << CommandFactory([](Design& d) {
    return DesignEdits::moveDevice(d, id("device:dgx-02"), id("rack:R02"), 20, RackFace::Front);
  }) << QStringLiteral("Move dgx-02");
  QTest::newRow("unrack device") << CommandFactory([](Design& d) {
    return DesignEdits::moveDevice(d, id("device:leaf-02"), ObjectId(), 0, RackFace::Front);
  }) << QStringLiteral("Move leaf-02");
  QTest::newRow("rename device") << CommandFactory([](Design& d) {
    return DesignEdits::renameDevice(d, id("device:dgx-01"), QStringLiteral("gpu-node-01"));
  }) << QStringLiteral("Rename dgx-01 to gpu-node-01");
  QTest::newRow("assign switch to a network and plane") << CommandFactory([](Design& d) {
    return DesignEdits::assignDeviceNetwork(d, id("device:leaf-01"), QStringLiteral("storage"), 2);
  }) << QStringLiteral("Assign leaf-01 to a network");
  QTest::newRow("configure cage split") << CommandFactory([](Design& d) {
    const Device& leaf = *d.find<Device>(id("device:leaf-01"));
    const QString cage = d.part(leaf.typeId)->device()->cages.front().name;
    return DesignEdits::setCageConfig(d, leaf.id, cage, CageConfig{true, Protocol::InfiniBand});
  }) << QString();
  QTest::newRow("remove device") << CommandFactory([](Design& d) {
    return DesignEdits::removeDevice(d, id("device:leaf-01"));
  }) << QStringLiteral("Remove leaf-01");
  QTest::newRow("plug module") << CommandFactory([](Design& d) {
    const Device& dgx = *d.find<Device>(id("device:dgx-01"));
    const auto& cages = d.part(dgx.typeId)->device()->cages;
    Module m;
    m.id = id("module:new");
    m.typeId = QStringLiteral("MMA4Z00-NS-FLT");
    m.deviceId = dgx.id;
    m.cage = cages[1].name;
    return DesignEdits::plugModule(d, m);
  }) << QString();
  QTest::newRow("spare module") << CommandFactory([](Design& d) {
    Module m;
    m.id = id("module:spare");
    m.typeId = QStringLiteral("MMA4Z00-NS");
    return DesignEdits::plugModule(d, m);
  }) << QStringLiteral("Add spare MMA4Z00-NS");
  QTest::newRow("remove module with fibers") << CommandFactory([](Design& d) {
    return DesignEdits::removeModule(d, d.modulesInDevice(id("device:dgx-01")).front());
  }) << QStringLiteral("Remove MMA4Z00-NS-FLT");
  QTest::newRow("add cable") << CommandFactory([](Design& d) {
    Cable c;
    c.id = id("cable:new");
    c.typeId = QStringLiteral("GEN-MPO12-APC-TYPEB-OM4:25m");
    c.lengthM = 25;
    c.ends = {CableEnd{QStringLiteral("A"), {}}, CableEnd{QStringLiteral("B"), {}}};
    return DesignEdits::addCable(d, c);
  }) << QStringLiteral("Add cable GEN-MPO12-APC-TYPEB-OM4:25m");
  QTest::newRow("edit cable") << CommandFactory([](Design& d) {
    Cable c = *firstCableOfType(d, QStringLiteral("MCP4Y10-N001"));
    c.status = CableStatus::Installed;
    c.colour = QStringLiteral("black");
    c.name = QStringLiteral("C-0001");
    return DesignEdits::editCable(d, c);
  }) << QStringLiteral("Edit cable");
  QTest::newRow("cable onto a network and plane") << CommandFactory([](Design& d) {
    Cable c = *firstCableOfType(d, QStringLiteral("MCP4Y10-N001"));
    c.network = QStringLiteral("lab-mgmt");
    c.plane = 1;
    return DesignEdits::editCable(d, c);
  }) << QStringLiteral("Edit cable");
  QTest::newRow("disconnect cable end") << CommandFactory([](Design& d) {
    const Cable& c = *firstCableOfType(d, QStringLiteral("MCP4Y10-N001"));
    return DesignEdits::connectCableEnd(d, c.id, QStringLiteral("B"), Attachment{});
  }) << QStringLiteral("Disconnect cable end B");
  QTest::newRow("connect cable end") << CommandFactory([](Design& d) {
    const Cable& c = *firstCableOfType(d, QStringLiteral("MCP4Y10-N001"));
    const Device& leaf = *d.find<Device>(id("device:leaf-02"));
    const QString cage = d.part(leaf.typeId)->device()->cages[5].name;
    return DesignEdits::connectCableEnd(d, c.id, QStringLiteral("B"),
                                        Attachment{Attachment::Kind::Cage, leaf.id, cage});
  }) << QStringLiteral("Connect cable end B");
  QTest::newRow("remove cable") << CommandFactory([](Design& d) {
    return DesignEdits::removeCable(d, firstCableOfType(d, QStringLiteral("MCP4Y10-N001"))->id);
  }) << QStringLiteral("Remove cable");
  QTest::newRow("add waiver") << CommandFactory([](Design& d) {
    return DesignEdits::addWaiver(d, Waiver{id("waiver:1"),
                                            QStringLiteral("RE-04|cable:x"),
                                            QStringLiteral("Lab only"),
                                            QStringLiteral("qa"),
                                            QStringLiteral("2026-01-01"),
                                            {}});
  }) << QStringLiteral("Waive finding");
  QTest::newRow("edit design info") << CommandFactory([](Design& d) {
    DesignInfo info = d.info();
    info.revision = QStringLiteral("B");
    info.author = QStringLiteral("Network team");
    return std::unique_ptr<QUndoCommand>(new CmdEditDesignInfo(d, info));
  }) << QStringLiteral("Edit design information");
}

void TestUndoCommands::applyUndoRedo() {
  QFETCH(CommandFactory, factory);
  QFETCH(QString, expectedText);

  Design design;
  DesignBuilder(design).buildSmallCluster();
  const QByteArray before = DesignFile::toBytes(design);

  QUndoStack stack;
  auto command = factory(design);
  QVERIFY(command);
  if (!expectedText.isEmpty())
    QCOMPARE(command->text(), expectedText);
  stack.push(command.release());
  const QByteArray after = DesignFile::toBytes(design);
  QVERIFY2(after != before, "the command changed nothing");

  stack.undo();
  QCOMPARE(DesignFile::toBytes(design), before);
  stack.redo();
  QCOMPARE(DesignFile::toBytes(design), after);
  stack.undo();
  QCOMPARE(DesignFile::toBytes(design), before);
}

void TestUndoCommands::dragMergesIntoOneStep() {
  Design design;
  DesignBuilder(design).buildSmallCluster();
  QUndoStack stack;
  const ObjectId dgx = id("device:dgx-02");
  const Device start = *design.find<Device>(dgx);
  // Repeated nudges of one selection: one keyed transaction each, merged into one step.
  const QString key = QStringLiteral("nudge:dgx-02");
  for (int u = 20; u <= 26; ++u) {
    EditTransaction transaction(design, &stack, QStringLiteral("Nudge"), key);
    transaction.apply(DesignEdits::moveDevice(design, dgx, start.rackId, u, start.face));
    transaction.commit();
  }
  QCOMPARE(stack.count(), 1);
  QCOMPARE(design.find<Device>(dgx)->positionU, 26.0);
  // Another key (another selection) starts its own step.
  {
    EditTransaction transaction(design, &stack, QStringLiteral("Nudge"),
                                QStringLiteral("nudge:other"));
    transaction.apply(DesignEdits::moveDevice(design, dgx, start.rackId, 27, start.face));
    transaction.commit();
  }
  QCOMPARE(stack.count(), 2);
  stack.undo();
  QCOMPARE(design.find<Device>(dgx)->positionU, 26.0);
  stack.undo();
  QCOMPARE(design.find<Device>(dgx)->positionU, start.positionU);
  stack.redo();
  QCOMPARE(design.find<Device>(dgx)->positionU, 26.0);
}

void TestUndoCommands::removeDeviceCascades() {
  Design design;
  DesignBuilder(design).buildSmallCluster();
  const ObjectId dgx = id("device:dgx-01");
  const QVector<ObjectId> modules = design.modulesInDevice(dgx);
  QCOMPARE(modules.size(), 1);
  QCOMPARE(design.cablesAttachedTo(modules.front()).size(), 2);

  QUndoStack stack;
  stack.push(DesignEdits::removeDevice(design, dgx).release());
  QVERIFY(!design.contains<Device>(dgx));
  QVERIFY(!design.contains<Module>(modules.front()));
  // The fibers stay (they are still in the design), with their server ends loose.
  int looseEnds = 0;
  for (const Cable& c : design.all<Cable>()) {
    for (const CableEnd& e : c.ends)
      looseEnds += e.attachment.isConnected() ? 0 : 1;
  }
  QCOMPARE(looseEnds, 2);
  stack.undo();
  QVERIFY(design.contains<Device>(dgx));
  QCOMPARE(design.cablesAttachedTo(modules.front()).size(), 2);
}

namespace {
/// Every end of the cable, as "A=loose" or "A=<object id>" (to see what an end points at).
QStringList endsOf(const Design& design, const ObjectId& cableId) {
  QStringList ends;
  for (const CableEnd& e : design.find<Cable>(cableId)->ends) {
    ends << e.name + QLatin1Char('=') +
                (e.attachment.isConnected() ? e.attachment.objectId.toString()
                                            : QStringLiteral("loose"));
  }
  return ends;
}

/// Loading the saved bytes refuses a cable end at an object that is not in the file.
void verifySavedDesignLoads(const Design& design) {
  Design loaded;
  try {
    DesignFile::loadFromBytes(DesignFile::toBytes(design), QStringLiteral("t.rackwright"), loaded);
  } catch (const Error& e) {
    QFAIL(qPrintable(e.message()));
  }
}
}  // namespace

void TestUndoCommands::removeRackUnplugsCablesBetweenItsDevices() {
  // The DAC between leaf-01 and leaf-02 has both ends in rack R02. Both ends must come loose:
  // the cascade once detached them in two edits built from the same old value, and the second
  // re-attached the end the first had detached, to a device that was gone (the saved file then
  // no longer opened).
  Design design;
  DesignBuilder(design).buildSmallCluster();
  const ObjectId dac = firstCableOfType(design, QStringLiteral("MCP4Y10-N001"))->id;
  const QByteArray before = DesignFile::toBytes(design);
  QUndoStack stack;
  stack.push(DesignEdits::removeRack(design, id("rack:R02")).release());
  QCOMPARE(endsOf(design, dac), QStringList({"A=loose", "B=loose"}));
  verifySavedDesignLoads(design);
  const QByteArray after = DesignFile::toBytes(design);
  stack.undo();
  QCOMPARE(DesignFile::toBytes(design), before);
  QCOMPARE(design.cablesAttachedTo(id("device:leaf-02")).size(), 1);
  stack.redo();
  QCOMPARE(DesignFile::toBytes(design), after);
  QVERIFY(design.cablesAttachedTo(id("device:leaf-01")).isEmpty());
}

void TestUndoCommands::removeDeviceUnplugsCablesBetweenItsModules() {
  // A fiber between two transceivers of one server (a loopback): removing the server unplugs
  // both ends in one edit.
  Design design;
  DesignBuilder b(design);
  b.buildSmallCluster();
  const ObjectId dgx = id("device:dgx-02");
  const auto& cages = design.part(design.find<Device>(dgx)->typeId)->device()->cages;
  const ObjectId m1 = b.module(QStringLiteral("MMA4Z00-NS-FLT"), dgx, cages[2].name);
  const ObjectId m2 = b.module(QStringLiteral("MMA4Z00-NS-FLT"), dgx, cages[3].name);
  const ObjectId loop = b.cable(QStringLiteral("MFP7E10-N003"),
                                {DesignBuilder::modulePortEnd(QStringLiteral("A"), m1, "1"),
                                 DesignBuilder::modulePortEnd(QStringLiteral("B"), m2, "1")},
                                3);
  QUndoStack stack;
  stack.push(DesignEdits::removeDevice(design, dgx).release());
  QCOMPARE(endsOf(design, loop), QStringList({"A=loose", "B=loose"}));
  QVERIFY(design.cablesAttachedTo(m1).isEmpty());
  verifySavedDesignLoads(design);
  stack.undo();
  QCOMPARE(design.cablesAttachedTo(m2), QVector<ObjectId>{loop});
}

void TestUndoCommands::impossibleEditsAreRefused_data() {
  QTest::addColumn<CommandFactory>("factory");
  QTest::addColumn<QString>("expectedMessage");
  QTest::newRow("unknown part") << CommandFactory([](Design& d) {
    Device dev;
    dev.name = QStringLiteral("x");
    dev.typeId = QStringLiteral("NO-SUCH-PART");
    return DesignEdits::addDevice(d, dev);
  }) << QStringLiteral("The part \"NO-SUCH-PART\" is not in the catalog.");
  QTest::newRow("device above rack top")
      << CommandFactory([](Design& d) {
           return DesignEdits::moveDevice(d, id("device:dgx-01"), id("rack:R01"), 40,
                                          RackFace::Front);
         })
      << QStringLiteral(
             "does not fit at U40 of rack R01 (U1 to U42). Choose a position between U1 and U35.");
  QTest::newRow("transceiver as device") << CommandFactory([](Design& d) {
    Device dev;
    dev.name = QStringLiteral("x");
    dev.typeId = QStringLiteral("MMA4Z00-NS");
    dev.rackId = id("rack:R01");
    dev.positionU = 30;
    return DesignEdits::addDevice(d, dev);
  }) << QStringLiteral("\"MMA4Z00-NS\" is a transceiver, not a device");
  QTest::newRow("module into missing cage") << CommandFactory([](Design& d) {
    Module m;
    m.typeId = QStringLiteral("MMA4Z00-NS");
    m.deviceId = id("device:leaf-01");
    m.cage = QStringLiteral("NOPE");
    return DesignEdits::plugModule(d, m);
  }) << QStringLiteral("leaf-01 has no cage \"NOPE\"");
  QTest::newRow("fiber end into cage")
      << CommandFactory([](Design& d) {
           Cable c;
           c.typeId = QStringLiteral("MFP7E10-N003");
           const Device& leaf = *d.find<Device>(id("device:leaf-01"));
           c.ends = {CableEnd{QStringLiteral("A"),
                              Attachment{Attachment::Kind::Cage, leaf.id,
                                         d.part(leaf.typeId)->device()->cages[9].name}}};
           return DesignEdits::addCable(d, c);
         })
      << QStringLiteral(
             "is a fiber connector; it plugs into a transceiver or a panel port, not into a cage");
  QTest::newRow("cable changed to a switch part") << CommandFactory([](Design& d) {
    Cable c = *firstCableOfType(d, QStringLiteral("MCP4Y10-N001"));
    c.typeId = QStringLiteral("QM9700");
    c.ends.clear();  // with no end to check, the part itself must be checked
    return DesignEdits::editCable(d, c);
  }) << QStringLiteral("\"QM9700\" is not a cable or fiber in the catalog.");
  QTest::newRow("cable changed to an unknown part") << CommandFactory([](Design& d) {
    Cable c = *firstCableOfType(d, QStringLiteral("MCP4Y10-N001"));
    c.typeId = QStringLiteral("NO-SUCH-CABLE");
    return DesignEdits::editCable(d, c);
  }) << QStringLiteral("\"NO-SUCH-CABLE\" is not a cable or fiber in the catalog.");
  QTest::newRow("cable on a malformed network key") << CommandFactory([](Design& d) {
    Cable c = *firstCableOfType(d, QStringLiteral("MCP4Y10-N001"));
    c.network = QStringLiteral("Compute Fabric");
    return DesignEdits::editCable(d, c);
  }) << QStringLiteral("\"Compute Fabric\" is not a network key: use a lower-case letter");
  QTest::newRow("cable on a plane past Z") << CommandFactory([](Design& d) {
    Cable c = *firstCableOfType(d, QStringLiteral("MCP4Y10-N001"));
    c.plane = 27;
    return DesignEdits::editCable(d, c);
  }) << QStringLiteral("Plane 27 does not exist: planes are A to Z (1 to 26), or none.");
  QTest::newRow("switch on a negative plane") << CommandFactory([](Design& d) {
    return DesignEdits::assignDeviceNetwork(d, id("device:leaf-01"), QStringLiteral("compute"), -1);
  }) << QStringLiteral("Plane -1 does not exist");
  QTest::newRow("switch on a malformed network key") << CommandFactory([](Design& d) {
    return DesignEdits::assignDeviceNetwork(d, id("device:leaf-01"), QStringLiteral("9lives"), 0);
  }) << QStringLiteral("\"9lives\" is not a network key");
  QTest::newRow("room in a missing site") << CommandFactory([](Design& d) {
    return DesignEdits::addRoom(d, Room{id("room:new"), id("site:gone"), QStringLiteral("B"), {}});
  }) << QStringLiteral("Room \"B\" would be in a site that is not in the design.");
  QTest::newRow("row in a missing room") << CommandFactory([](Design& d) {
    return DesignEdits::addRow(d, Row{id("row:new"), id("room:gone"), QStringLiteral("R"), 0, {}});
  }) << QStringLiteral("Row \"R\" would be in a room that is not in the design.");
  QTest::newRow("rack in a missing row") << CommandFactory([](Design& d) {
    Rack r;
    r.name = QStringLiteral("R09");
    r.rowId = id("row:gone");
    return DesignEdits::addRack(d, r);
  }) << QStringLiteral("Rack \"R09\" would be in a row that is not in the design.");
  QTest::newRow("rack moved to a missing row") << CommandFactory([](Design& d) {
    Rack r = *d.find<Rack>(id("rack:R01"));
    r.rowId = id("row:gone");
    return DesignEdits::editRack(d, r);
  }) << QStringLiteral("Rack \"R01\" would be in a row that is not in the design.");
  QTest::newRow("waiver without reason") << CommandFactory([](Design& d) {
    return DesignEdits::addWaiver(
        d, Waiver{{}, QStringLiteral("k"), QStringLiteral("  "), {}, {}, {}});
  }) << QStringLiteral("A waiver needs a reason");
}

void TestUndoCommands::impossibleEditsAreRefused() {
  QFETCH(CommandFactory, factory);
  QFETCH(QString, expectedMessage);
  Design design;
  DesignBuilder(design).buildSmallCluster();
  const QByteArray before = DesignFile::toBytes(design);
  try {
    factory(design);
    QFAIL("the edit was accepted");
  } catch (const Error& e) {
    QVERIFY2(e.message().contains(expectedMessage), qPrintable(e.message()));
  }
  QCOMPARE(DesignFile::toBytes(design), before);
}

void TestUndoCommands::modelMistakesAreAllowed() {
  // A finned module in the flat-top DGX cage is wrong but describable: it is placed (and later
  // flagged by validation), not refused.
  Design design;
  DesignBuilder(design).buildSmallCluster();
  const Device& dgx = *design.find<Device>(id("device:dgx-02"));
  Module m;
  m.typeId = QStringLiteral("MMA4Z00-NS");
  m.deviceId = dgx.id;
  m.cage = design.part(dgx.typeId)->device()->cages[1].name;
  QUndoStack stack;
  stack.push(DesignEdits::plugModule(design, m).release());
  QCOMPARE(design.modulesInDevice(dgx.id).size(), 2);
  // Overlapping devices are also describable.
  stack.push(
      DesignEdits::moveDevice(design, id("device:leaf-02"), id("rack:R02"), 40, RackFace::Front)
          .release());
  QCOMPARE(design.find<Device>(id("device:leaf-02"))->positionU, 40.0);
}

void TestUndoCommands::commandsEmitChangeEvents() {
  Design design;
  DesignBuilder(design).buildSmallCluster();
  QSignalSpy added(&design, &Design::objectAdded);
  QSignalSpy removed(&design, &Design::objectRemoved);
  QSignalSpy changed(&design, &Design::objectChanged);
  QUndoStack stack;
  stack.push(
      DesignEdits::renameDevice(design, id("device:dgx-01"), QStringLiteral("n1")).release());
  QCOMPARE(changed.count(), 1);
  QVERIFY(changed.front().at(0).value<ObjectKind>() == ObjectKind::Device);
  QCOMPARE(changed.front().at(1).toUuid(), id("device:dgx-01"));
  stack.push(DesignEdits::removeDevice(design, id("device:dgx-01")).release());
  QCOMPARE(removed.count(), 2);  // the module and the device
  QCOMPARE(changed.count(), 3);  // two fibers unplugged
  stack.undo();
  QCOMPARE(added.count(), 2);
}

QTEST_GUILESS_MAIN(TestUndoCommands)
#include "tst_undocommands.moc"
