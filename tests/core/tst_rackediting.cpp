// Racks, rows and halls as first-class objects, without widgets: a rack edit that would leave a
// device above the top unit is refused with its reason and changes nothing; the same change on
// several racks is one undo step; removing a rack takes its devices, modules and cables in one
// step that undo restores byte for byte; names proposed for new racks, rows and halls; rows and
// racks moved up and down; renames.
#include "core/commands/designedits.h"
#include "core/common/error.h"
#include "core/editing/edittransaction.h"
#include "core/editing/naming.h"
#include "core/editing/rackediting.h"
#include "core/fileformat/designfile.h"
#include "support/designbuilder.h"

#include <QTest>
#include <QUndoStack>

using namespace rackwright;
using namespace rackwright::test;

namespace {

ObjectId rackNamed(const Design& design, const QString& name) {
  for (const Rack& rack : design.all<Rack>()) {
    if (rack.name == name)
      return rack.id;
  }
  return {};
}

ObjectId deviceNamed(const Design& design, const QString& name) {
  for (const Device& device : design.all<Device>()) {
    if (device.name == name)
      return device.id;
  }
  return {};
}

/// Runs `edit` in one transaction on `stack`; returns the refusal, or empty when it committed.
QString inOneStep(Design& design, QUndoStack& stack,
                  const std::function<void(EditTransaction&)>& edit) {
  EditTransaction transaction(design, &stack, QStringLiteral("test"));
  try {
    edit(transaction);
  } catch (const Error& e) {
    return e.message();
  }
  transaction.commit();
  return {};
}

}  // namespace

class TestRackEditing : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void lowerRackThanItsDevicesIsRefused() {
    Design design;
    DesignBuilder(design).buildSmallCluster();
    const ObjectId r01 = rackNamed(design, QStringLiteral("R01"));
    QVERIFY(!r01.isNull());
    const QByteArray before = DesignFile::toBytes(design);
    Rack lower = *design.find<Rack>(r01);
    lower.heightU = 40;  // pp-r01 sits at U42
    const QString reason = DesignEdits::rackEditRefusal(design, lower);
    QVERIFY2(reason.contains(QStringLiteral("pp-r01")), qPrintable(reason));
    QVERIFY2(reason.contains(QStringLiteral("U42")), qPrintable(reason));
    QVERIFY2(reason.contains(QStringLiteral("40 U")), qPrintable(reason));
    QVERIFY_THROWS_EXCEPTION(Error, DesignEdits::editRack(design, lower));

    // Through the multi-rack edit: refused as a whole, no trace in the design or the stack.
    QUndoStack stack;
    RackEditing::RackChange change;
    change.heightU = 40;
    const QString refused = inOneStep(design, stack, [&](EditTransaction& t) {
      RackEditing::editRacks(t, {r01, rackNamed(design, QStringLiteral("R02"))}, change);
    });
    QCOMPARE(refused, reason);
    QCOMPARE(stack.count(), 0);
    QCOMPARE(DesignFile::toBytes(design), before);

    // Taller is fine, and so is lower once nothing is above the new top.
    change.heightU = 48;
    QVERIFY(inOneStep(design, stack, [&](EditTransaction& t) {
              QCOMPARE(RackEditing::editRacks(t, {r01}, change), 1);
            }).isEmpty());
    QCOMPARE(design.find<Rack>(r01)->heightU, 48);
    stack.undo();
    QCOMPARE(DesignFile::toBytes(design), before);
    QVERIFY(DesignEdits::rackEditRefusal(design,
                                         [&] {
                                           Rack r = *design.find<Rack>(r01);
                                           r.heightU = 42;
                                           r.name = QStringLiteral("renamed");
                                           return r;
                                         }())
                .isEmpty());
  }

  void sizesAndLimitsAreChecked() {
    Design design;
    DesignBuilder(design).buildSmallCluster();
    Rack rack = *design.find<Rack>(rackNamed(design, QStringLiteral("R02")));
    rack.widthMm = 0;
    QVERIFY(!DesignEdits::rackEditRefusal(design, rack).isEmpty());
    rack.widthMm = 800;
    rack.maxPowerW = -5;
    QVERIFY(!DesignEdits::rackEditRefusal(design, rack).isEmpty());
    rack.maxPowerW = 40000;
    rack.heightU = 61;
    QVERIFY(!DesignEdits::rackEditRefusal(design, rack).isEmpty());
    rack.heightU = 52;
    QVERIFY(DesignEdits::rackEditRefusal(design, rack).isEmpty());
  }

  void oneChangeOnSeveralRacksIsOneStep() {
    Design design;
    DesignBuilder(design).buildSmallCluster();
    const QByteArray before = DesignFile::toBytes(design);
    const QVector<ObjectId> racks{rackNamed(design, QStringLiteral("R01")),
                                  rackNamed(design, QStringLiteral("R02"))};
    QUndoStack stack;
    RackEditing::RackChange change;
    change.depthMm = 1070;
    change.maxWeightKg = 1360;
    QVERIFY(inOneStep(design, stack, [&](EditTransaction& t) {
              QCOMPARE(RackEditing::editRacks(t, racks, change), 2);
            }).isEmpty());
    QCOMPARE(stack.count(), 1);
    for (const ObjectId& id : racks) {
      QCOMPARE(design.find<Rack>(id)->depthMm, 1070.0);
      QCOMPARE(design.find<Rack>(id)->maxWeightKg, 1360.0);
    }
    // The same change again changes nothing and pushes nothing.
    QVERIFY(inOneStep(design, stack, [&](EditTransaction& t) {
              QCOMPARE(RackEditing::editRacks(t, racks, change), 0);
            }).isEmpty());
    QCOMPARE(stack.count(), 1);
    stack.undo();
    QCOMPARE(DesignFile::toBytes(design), before);
  }

  void removingARackTakesWhatItHolds() {
    Design design;
    DesignBuilder(design).buildSmallCluster();
    const QByteArray before = DesignFile::toBytes(design);
    const ObjectId r01 = rackNamed(design, QStringLiteral("R01"));
    const QVector<ObjectId> held = design.devicesInRack(r01);
    QCOMPARE(held.size(), 3);  // dgx-01, dgx-02, pp-r01
    QVector<ObjectId> modules;
    QSet<ObjectId> cables;
    for (const ObjectId& id : held) {
      for (const ObjectId& m : design.modulesInDevice(id)) {
        modules << m;
        for (const ObjectId& c : design.cablesAttachedTo(m))
          cables.insert(c);
      }
      for (const ObjectId& c : design.cablesAttachedTo(id))
        cables.insert(c);
    }
    QCOMPARE(modules.size(), 2);
    // The two server cords, the cord into the panel and the trunk between the panels.
    QCOMPARE(cables.size(), 4);
    const qsizetype cablesBefore = design.all<Cable>().size();

    QUndoStack stack;
    stack.push(DesignEdits::removeRackWithContents(design, r01).release());
    QCOMPARE(stack.count(), 1);
    QVERIFY(!design.contains<Rack>(r01));
    for (const ObjectId& id : held)
      QVERIFY(!design.contains<Device>(id));
    for (const ObjectId& id : modules)
      QVERIFY(!design.contains<Module>(id));
    for (const ObjectId& id : cables)
      QVERIFY(!design.contains<Cable>(id));
    QCOMPARE(design.all<Cable>().size(), cablesBefore - 4);
    // What the other rack holds stays, and no cable is left pointing at a removed object.
    QVERIFY(design.contains<Device>(deviceNamed(design, QStringLiteral("leaf-01"))));
    for (const Cable& cable : design.all<Cable>()) {
      for (const CableEnd& end : cable.ends) {
        if (end.attachment.isConnected()) {
          QVERIFY(design.contains<Device>(end.attachment.objectId) ||
                  design.contains<Module>(end.attachment.objectId));
        }
      }
    }
    const QByteArray after = DesignFile::toBytes(design);
    stack.undo();
    QCOMPARE(DesignFile::toBytes(design), before);
    stack.redo();
    QCOMPARE(DesignFile::toBytes(design), after);
  }

  void proposedNames() {
    Design design;
    DesignBuilder builder(design);
    builder.buildSmallCluster();
    const ObjectId row = design.find<Rack>(rackNamed(design, QStringLiteral("R01")))->rowId;
    QCOMPARE(Naming::newRackName(design, row), QStringLiteral("R03"));
    // Continues the scheme of the row's last rack, skipping names used elsewhere.
    const ObjectId room = design.find<Row>(row)->roomId;
    const ObjectId rowB = builder.row(QStringLiteral("Row 2"), room, 1);
    QCOMPARE(Naming::newRackName(design, rowB), QStringLiteral("R03"));
    builder.rack(QStringLiteral("B07"), rowB, 0);
    builder.rack(QStringLiteral("B08"), rowB, 1);
    QCOMPARE(Naming::newRackName(design, rowB), QStringLiteral("B09"));
    QCOMPARE(Naming::newRowName(design, room), QStringLiteral("Row 3"));
    const ObjectId site = design.find<Room>(room)->siteId;
    QCOMPARE(Naming::newRoomName(design, site), QStringLiteral("Hall 1"));
    const ObjectId hall = builder.room(QStringLiteral("Hall 1"), site);
    QCOMPARE(Naming::newRoomName(design, site), QStringLiteral("Hall 2"));
    QCOMPARE(Naming::newRowName(design, hall), QStringLiteral("Row A"));
    builder.row(QStringLiteral("Row A"), hall);
    QCOMPARE(Naming::newRowName(design, hall), QStringLiteral("Row B"));
    // An empty row starts at R01, or after the R-numbers already taken.
    const ObjectId empty = builder.row(QStringLiteral("Row B"), hall, 1);
    QCOMPARE(Naming::newRackName(design, empty), QStringLiteral("R03"));

    const Rack appended = RackEditing::appendedRack(design, row, Rack{});
    QCOMPARE(appended.rowId, row);
    QCOMPARE(appended.positionInRow, 2);
    QCOMPARE(appended.name, QStringLiteral("R03"));
    QVERIFY(!appended.id.isNull());
  }

  void rowsAndRacksMoveUpAndDown() {
    Design design;
    DesignBuilder builder(design);
    builder.buildSmallCluster();
    const ObjectId rowA = design.find<Rack>(rackNamed(design, QStringLiteral("R01")))->rowId;
    const ObjectId room = design.find<Row>(rowA)->roomId;
    const ObjectId rowB = builder.row(QStringLiteral("Row 2"), room, 1);
    const ObjectId rowC = builder.row(QStringLiteral("Row 3"), room, 5);
    const QByteArray before = DesignFile::toBytes(design);
    QCOMPARE(RackEditing::rowsInOrder(design, room), (QVector<ObjectId>{rowA, rowB, rowC}));

    QUndoStack stack;
    QVERIFY(inOneStep(design, stack, [&](EditTransaction& t) {
              QVERIFY(RackEditing::moveRow(t, rowC, -1));
            }).isEmpty());
    QCOMPARE(stack.count(), 1);
    QCOMPARE(RackEditing::rowsInOrder(design, room), (QVector<ObjectId>{rowA, rowC, rowB}));
    QCOMPARE(design.find<Row>(rowC)->order, 1);
    QCOMPARE(design.find<Row>(rowB)->order, 2);
    // The first row cannot go further up: nothing changes.
    QVERIFY(inOneStep(design, stack, [&](EditTransaction& t) {
              QVERIFY(!RackEditing::moveRow(t, rowA, -1));
            }).isEmpty());
    QCOMPARE(stack.count(), 1);
    stack.undo();
    QCOMPARE(DesignFile::toBytes(design), before);

    const ObjectId r01 = rackNamed(design, QStringLiteral("R01"));
    const ObjectId r02 = rackNamed(design, QStringLiteral("R02"));
    QVERIFY(inOneStep(design, stack, [&](EditTransaction& t) {
              QVERIFY(RackEditing::moveRackInRow(t, r01, 1));
            }).isEmpty());
    QCOMPARE(RackEditing::racksInOrder(design, rowA), (QVector<ObjectId>{r02, r01}));
    stack.undo();
    QCOMPARE(DesignFile::toBytes(design), before);
  }

  void renames() {
    Design design;
    DesignBuilder(design).buildSmallCluster();
    const ObjectId r01 = rackNamed(design, QStringLiteral("R01"));
    const ObjectId row = design.find<Rack>(r01)->rowId;
    const ObjectId room = design.find<Row>(row)->roomId;
    const ObjectId site = design.find<Room>(room)->siteId;
    const ObjectId dgx = deviceNamed(design, QStringLiteral("dgx-01"));
    const QByteArray before = DesignFile::toBytes(design);
    QUndoStack stack;
    const QList<std::pair<ObjectKind, ObjectId>> objects{{ObjectKind::Site, site},
                                                         {ObjectKind::Room, room},
                                                         {ObjectKind::Row, row},
                                                         {ObjectKind::Rack, r01},
                                                         {ObjectKind::Device, dgx}};
    for (const auto& [kind, id] : objects) {
      QVERIFY(inOneStep(design, stack, [&](EditTransaction& t) {
                QVERIFY(RackEditing::rename(t, kind, id, QStringLiteral("  new name ")));
              }).isEmpty());
    }
    QCOMPARE(stack.count(), 5);
    QCOMPARE(design.find<Site>(site)->name, QStringLiteral("new name"));
    QCOMPARE(design.find<Room>(room)->name, QStringLiteral("new name"));
    QCOMPARE(design.find<Row>(row)->name, QStringLiteral("new name"));
    QCOMPARE(design.find<Rack>(r01)->name, QStringLiteral("new name"));
    QCOMPARE(design.find<Device>(dgx)->name, QStringLiteral("new name"));
    const QString refused = inOneStep(design, stack, [&](EditTransaction& t) {
      RackEditing::rename(t, ObjectKind::Rack, r01, QStringLiteral("   "));
    });
    QVERIFY(!refused.isEmpty());
    QCOMPARE(stack.count(), 5);
    while (stack.canUndo())
      stack.undo();
    QCOMPARE(DesignFile::toBytes(design), before);
  }
};

QTEST_GUILESS_MAIN(TestRackEditing)
#include "tst_rackediting.moc"
