// The editing domain without widgets: edit transactions (apply at once, commit one undo step or
// roll back), names for copies, Find, the cable candidates offered between two ports and the
// clipboard fragment. All of it runs under a QCoreApplication, as the command line and the
// planner would use it.
#include "core/commands/designedits.h"
#include "core/common/error.h"
#include "core/editing/cablecandidates.h"
#include "core/editing/cableedits.h"
#include "core/editing/designfragment.h"
#include "core/editing/designsearch.h"
#include "core/editing/edittransaction.h"
#include "core/editing/modulecandidates.h"
#include "core/editing/naming.h"
#include "core/fileformat/designfile.h"
#include "support/designbuilder.h"

#include <QGuiApplication>
#include <QJsonArray>
#include <QTest>
#include <QUndoStack>

using namespace rackwright;
using namespace rackwright::test;

namespace {

ObjectId id(const char* name) {
  return DesignBuilder::idFor(QString::fromLatin1(name));
}

Rack rackNamed(const QString& name, const ObjectId& row, int position) {
  Rack rack;
  rack.id = QUuid::createUuid();
  rack.rowId = row;
  rack.name = name;
  rack.positionInRow = position;
  rack.heightU = 42;
  return rack;
}

}  // namespace

class TestEditing : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void noGuiApplication() {
    QVERIFY(QCoreApplication::instance());
    QVERIFY(!qobject_cast<QGuiApplication*>(QCoreApplication::instance()));
  }

  void committedTransactionIsOneUndoStep() {
    Design design;
    DesignBuilder(design).buildSmallCluster();
    const QByteArray before = DesignFile::toBytes(design);
    QUndoStack stack;
    const ObjectId row = design.all<Rack>().begin()->rowId;
    int changes = 0;
    connect(&design, &Design::objectAdded, this, [&changes] { ++changes; });
    connect(&design, &Design::objectRemoved, this, [&changes] { ++changes; });
    {
      EditTransaction transaction(design, &stack, QStringLiteral("Add two racks"));
      transaction.apply(DesignEdits::addRack(design, rackNamed(QStringLiteral("R03"), row, 2)));
      transaction.apply(DesignEdits::addRack(design, rackNamed(QStringLiteral("R04"), row, 3)));
      // Each step is applied at once: the second could build on the first.
      QCOMPARE(int(design.all<Rack>().size()), 4);
      QCOMPARE(stack.count(), 0);
      transaction.commit();
      QVERIFY(!transaction.isOpen());
    }
    const QByteArray after = DesignFile::toBytes(design);
    QCOMPARE(stack.count(), 1);
    QCOMPARE(stack.text(0), QStringLiteral("Add two racks"));
    // push() did not apply the steps a second time.
    QCOMPARE(int(design.all<Rack>().size()), 4);
    // Two additions, and none repeated by push().
    QCOMPARE(changes, 2);
    stack.undo();
    QCOMPARE(DesignFile::toBytes(design), before);
    stack.redo();
    QCOMPARE(DesignFile::toBytes(design), after);
    QCOMPARE(changes, 6);
  }

  void uncommittedTransactionRollsBack() {
    Design design;
    DesignBuilder(design).buildSmallCluster();
    const QByteArray before = DesignFile::toBytes(design);
    QUndoStack stack;
    const ObjectId row = design.all<Rack>().begin()->rowId;
    bool refused = false;
    try {
      EditTransaction transaction(design, &stack, QStringLiteral("Add a rack and a device"));
      transaction.apply(DesignEdits::addRack(design, rackNamed(QStringLiteral("R03"), row, 2)));
      Device unknown;
      unknown.id = QUuid::createUuid();
      unknown.name = QStringLiteral("ghost");
      unknown.typeId = QStringLiteral("NO-SUCH-PART");
      transaction.apply(DesignEdits::addDevice(design, unknown));  // throws: unknown part
      transaction.commit();
    } catch (const Error&) {
      refused = true;
    }
    QVERIFY(refused);
    QCOMPARE(stack.count(), 0);
    QCOMPARE(DesignFile::toBytes(design), before);

    // An explicit rollback does the same.
    EditTransaction transaction(design, &stack, QStringLiteral("Add a rack"));
    transaction.apply(DesignEdits::addRack(design, rackNamed(QStringLiteral("R05"), row, 4)));
    transaction.rollback();
    QVERIFY(!transaction.isOpen());
    QCOMPARE(DesignFile::toBytes(design), before);
  }

  void transactionWithoutStackKeepsChanges() {
    Design design;
    DesignBuilder(design).buildSmallCluster();
    const ObjectId dgx = id("device:dgx-02");
    {
      EditTransaction transaction(design, nullptr, QStringLiteral("Rename"));
      transaction.apply(DesignEdits::renameDevice(design, dgx, QStringLiteral("gpu-02")));
      transaction.commit();
    }
    QCOMPARE(design.find<Device>(dgx)->name, QStringLiteral("gpu-02"));
  }

  void emptyTransactionPushesNothing() {
    Design design;
    QUndoStack stack;
    EditTransaction transaction(design, &stack, QStringLiteral("Nothing"));
    QVERIFY(transaction.isEmpty());
    transaction.commit();
    QCOMPARE(stack.count(), 0);
  }

  void namesContinueAfterTheHighestNumber_data() {
    QTest::addColumn<QStringList>("existing");
    QTest::addColumn<QString>("wanted");
    QTest::addColumn<QString>("expected");
    QTest::newRow("free name kept") << QStringList{"dgx-01"} << "dgx-07"
                                    << "dgx-07";
    QTest::newRow("after the highest") << QStringList{"dgx-01", "dgx-02"} << "dgx-01"
                                       << "dgx-03";
    QTest::newRow("padding kept") << QStringList{"sw009"} << "sw009"
                                  << "sw010";
    QTest::newRow("no number") << QStringList{"leaf"} << "leaf"
                               << "leaf-2";
  }

  void namesContinueAfterTheHighestNumber() {
    QFETCH(QStringList, existing);
    QFETCH(QString, wanted);
    QFETCH(QString, expected);
    Design design;
    for (const QString& name : existing) {
      Device d;
      d.id = QUuid::createUuid();
      d.name = name;
      d.typeId = QStringLiteral("QM9700");
      design.insert(d);
    }
    QCOMPARE(Naming::uniqueDeviceName(design, wanted), expected);
  }

  void namesTakenWithinOneBatchAreNotReused() {
    Design design;
    DesignBuilder(design).buildSmallCluster();
    QSet<QString> taken;
    QCOMPARE(Naming::uniqueDeviceName(design, QStringLiteral("dgx-01"), &taken),
             QStringLiteral("dgx-03"));
    QCOMPARE(Naming::uniqueDeviceName(design, QStringLiteral("dgx-01"), &taken),
             QStringLiteral("dgx-04"));
    QCOMPARE(Naming::uniqueCableName(design, QString(), &taken), QString());
  }

  void copiedCableNamesFollowTheirDevices_data() {
    QTest::addColumn<QString>("cable");
    QTest::addColumn<QString>("expected");
    // dgx-01 → dgx-03 and leaf-01 → leaf-04 are pasted.
    QTest::newRow("generated compact name") << "CF-dgx01-OSFP1"
                                            << "CF-dgx03-OSFP1";
    QTest::newRow("name as written") << "dgx-01:OSFP1/leaf-01:P7"
                                     << "dgx-03:OSFP1/leaf-01:P7";
    QTest::newRow("longer name untouched") << "CF-dgx011-OSFP1"
                                           << "CF-dgx011-OSFP1";
    QTest::newRow("unrelated") << "trunk-A"
                               << "trunk-A";
    QTest::newRow("empty") << ""
                           << "";
  }

  void copiedCableNamesFollowTheirDevices() {
    QFETCH(QString, cable);
    QFETCH(QString, expected);
    const QHash<QString, QString> renames{{QStringLiteral("dgx-01"), QStringLiteral("dgx-03")},
                                          {QStringLiteral("leaf-02"), QStringLiteral("leaf-04")}};
    QCOMPARE(Naming::renamedForCopy(cable, renames), expected);
  }

  void findLocatesDevicesPortsAndCables_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("labels");
    QTest::newRow("device name") << "dgx-0" << QStringList{"dgx-01", "dgx-02"};
    QTest::newRow("part id, any case") << "qm9700" << QStringList{"leaf-01", "leaf-02"};
    QTest::newRow("cage of one device") << "leaf-02:osfp7" << QStringList{"leaf-02:OSFP7"};
    QTest::newRow("logical port") << "leaf-01:P7/2" << QStringList{"leaf-01:OSFP7"};
    QTest::newRow("nothing") << "no-such-thing" << QStringList{};
  }

  void findLocatesDevicesPortsAndCables() {
    QFETCH(QString, text);
    QFETCH(QStringList, labels);
    Design design;
    DesignBuilder(design).buildSmallCluster();
    QStringList found;
    for (const SearchHit& hit : DesignSearch::find(design, text))
      found << hit.label;
    QCOMPARE(found, labels);
  }

  void findRanksExactMatchesFirst() {
    Design design;
    DesignBuilder builder(design);
    builder.buildSmallCluster();
    const ObjectId rack = id("rack:R02");
    builder.device(QStringLiteral("a-leaf"), QStringLiteral("QM9700"), rack, 30);
    builder.device(QStringLiteral("leaf"), QStringLiteral("QM9700"), rack, 32);
    QStringList found;
    for (const SearchHit& hit : DesignSearch::find(design, QStringLiteral("LEAF")))
      found << hit.label;
    QCOMPARE(found, (QStringList{"leaf", "leaf-01", "leaf-02", "a-leaf"}));
  }

  void findLocatesCablesByPart() {
    Design design;
    DesignBuilder(design).buildSmallCluster();
    const QVector<SearchHit> hits = DesignSearch::find(design, QStringLiteral("MCP4Y10"));
    QCOMPARE(hits.size(), 1);
    QVERIFY(hits.front().deviceId.isNull());
    QVERIFY(design.contains<Cable>(hits.front().cableId));
    QVERIFY(hits.front().label.startsWith(QStringLiteral("MCP4Y10-N001 (")));
  }

  void candidatesBetweenTwoEmptyCagesAreRankedDirectAttachCables() {
    Design design;
    DesignBuilder(design).buildSmallCluster();
    const Attachment a{Attachment::Kind::Cage, id("device:leaf-01"), QStringLiteral("OSFP32")};
    const Attachment b{Attachment::Kind::Cage, id("device:leaf-02"), QStringLiteral("OSFP32")};
    QVERIFY(CableCandidates::impossibleReason(design, a, b).isEmpty());
    const double needed = 2.2;
    const QVector<CableCandidate> candidates = CableCandidates::find(design, a, b, needed);
    QVERIFY(!candidates.isEmpty());
    for (int i = 0; i < candidates.size(); ++i) {
      const CableCandidate& c = candidates.at(i);
      QVERIFY2(c.part && c.part->assembly(), qPrintable(c.typeId));
      QVERIFY2(c.lengthM + 1e-9 >= needed, qPrintable(c.typeId));
      QCOMPARE(c.startEnd.isEmpty(), false);
      QCOMPARE(c.targetEnd.isEmpty(), false);
      if (i > 0) {
        const CableCandidate& p = candidates.at(i - 1);
        QVERIFY2(std::make_tuple(p.errors, p.warnings, p.lengthM) <=
                     std::make_tuple(c.errors, c.warnings, c.lengthM),
                 qPrintable(p.typeId + QStringLiteral(" before ") + c.typeId));
      }
    }
    // The best offer makes a link without errors: two finned-cage switches, a twin-port cable.
    QCOMPARE(candidates.front().errors, 0);
    // Candidates are tried on a scratch copy: the design itself is untouched.
    QCOMPARE(int(design.all<Cable>().size()), 6);
  }

  void replacingAPartKeepsTheEndsAndIsOneStep() {
    Design design;
    DesignBuilder(design).buildSmallCluster();
    const Attachment a{Attachment::Kind::Cage, id("device:leaf-01"), QStringLiteral("OSFP32")};
    const Attachment b{Attachment::Kind::Cage, id("device:leaf-02"), QStringLiteral("OSFP32")};
    Cable dac;
    dac.id = QUuid::createUuid();
    dac.typeId = QStringLiteral("MCP4Y10-N001");
    dac.lengthM = 1;
    dac.name = QStringLiteral("DAC-1");
    dac.ends = {CableEnd{QStringLiteral("A"), a}, CableEnd{QStringLiteral("B"), b}};
    design.insert(dac);
    QVERIFY(CableCandidates::replacementImpossibleReason(design, dac).isEmpty());
    // Validated without the cable itself: the best offer has no errors although the cable
    // being replaced occupies both cages.
    const QVector<CableCandidate> offered = CableCandidates::forReplacement(design, dac, 2.2);
    QVERIFY(!offered.isEmpty());
    QCOMPARE(offered.front().errors, 0);
    const auto other = std::find_if(offered.begin(), offered.end(), [](const CableCandidate& c) {
      return c.familyKey() != QStringLiteral("MCP4Y10");
    });
    QVERIFY(other != offered.end());
    const Cable replaced = CableCandidates::replaced(dac, *other);
    QCOMPARE(replaced.id, dac.id);
    QCOMPARE(replaced.name, dac.name);
    QCOMPARE(replaced.typeId, other->typeId);
    QVERIFY(replaced.ends.at(0).attachment == a);
    QVERIFY(replaced.ends.at(1).attachment == b);

    QUndoStack stack;
    const QByteArray bytes = DesignFile::toBytes(design);
    {
      EditTransaction transaction(design, &stack, QStringLiteral("Replace"));
      CableEdits::replaceParts(design, transaction, {dac.id}, {{dac.id, 2.2}}, *other);
      transaction.commit();
    }
    QCOMPARE(stack.count(), 1);
    QCOMPARE(design.find<Cable>(dac.id)->typeId, other->typeId);
    stack.undo();
    QCOMPARE(DesignFile::toBytes(design), bytes);

    // Swapping the ends: one step, the attachments trade places.
    {
      EditTransaction transaction(design, &stack, QStringLiteral("Swap"));
      CableEdits::swapEnds(design, transaction, dac.id);
      transaction.commit();
    }
    QVERIFY(design.find<Cable>(dac.id)->ends.at(0).attachment == b);
    QVERIFY(design.find<Cable>(dac.id)->ends.at(1).attachment == a);
    stack.undo();
    QCOMPARE(DesignFile::toBytes(design), bytes);

    // A loose end cannot be replaced: the ports decide the part.
    Cable loose = dac;
    loose.ends[1].attachment = {};
    QVERIFY(!CableCandidates::replacementImpossibleReason(design, loose).isEmpty());
    QVERIFY(CableCandidates::forReplacement(design, loose, 2).isEmpty());
    // Cables of different end kinds get no common offer.
    Cable fibre;
    fibre.ends = {
        CableEnd{QStringLiteral("A"), {Attachment::Kind::ModulePort, {}, QStringLiteral("1")}},
        CableEnd{QStringLiteral("B"), {Attachment::Kind::PanelPort, {}, QStringLiteral("F1")}}};
    QVERIFY(CableCandidates::sameEndKinds({dac, dac}));
    QVERIFY(!CableCandidates::sameEndKinds({dac, fibre}));
  }

  void movingACableEndRefusesTakenPlaces_data() {
    QTest::addColumn<QString>("device");
    QTest::addColumn<QString>("cage");
    QTest::addColumn<QString>("refusal");  ///< empty: the end moves
    QTest::newRow("free cage") << "leaf-02"
                               << "OSFP31"
                               << "";
    QTest::newRow("where it is") << "leaf-02"
                                 << "OSFP32"
                                 << "on this port already";
    QTest::newRow("its other end") << "leaf-01"
                                   << "OSFP32"
                                   << "End A of this cable";
    QTest::newRow("another cable") << "leaf-01"
                                   << "OSFP30"
                                   << "Another cable";
    QTest::newRow("holds a transceiver") << "leaf-01"
                                         << "OSFP29"
                                         << "holds a transceiver";
    QTest::newRow("no such cage") << "leaf-02"
                                  << "OSFP99"
                                  << "has no cage";
  }
  void movingACableEndRefusesTakenPlaces() {
    QFETCH(QString, device);
    QFETCH(QString, cage);
    QFETCH(QString, refusal);
    Design design;
    DesignBuilder(design).buildSmallCluster();
    const ObjectId leaf1 = id("device:leaf-01");
    auto dacBetween = [&design](const Attachment& a, const Attachment& b) {
      Cable dac;
      dac.id = QUuid::createUuid();
      dac.typeId = QStringLiteral("MCP4Y10-N001");
      dac.lengthM = 1;
      dac.ends = {CableEnd{QStringLiteral("A"), a}, CableEnd{QStringLiteral("B"), b}};
      design.insert(dac);
      return dac;
    };
    const Cable dac =
        dacBetween({Attachment::Kind::Cage, leaf1, QStringLiteral("OSFP32")},
                   {Attachment::Kind::Cage, id("device:leaf-02"), QStringLiteral("OSFP32")});
    dacBetween({Attachment::Kind::Cage, leaf1, QStringLiteral("OSFP30")}, {});
    Module module;
    module.id = QUuid::createUuid();
    module.typeId = QStringLiteral("MMA4Z00-NS");
    module.deviceId = leaf1;
    module.cage = QStringLiteral("OSFP29");
    design.insert(module);
    const Attachment target{Attachment::Kind::Cage,
                            DesignBuilder::idFor(QStringLiteral("device:") + device), cage};
    const QString reason = CableEdits::moveEndRefusal(design, dac.id, QStringLiteral("B"), target);
    QVERIFY2(refusal.isEmpty() ? reason.isEmpty() : reason.contains(refusal), qPrintable(reason));

    QUndoStack stack;
    const QByteArray bytes = DesignFile::toBytes(design);
    bool thrown = false;
    {
      EditTransaction transaction(design, &stack, QStringLiteral("Move end"));
      try {
        CableEdits::moveEnd(design, transaction, dac.id, QStringLiteral("B"), target);
        transaction.commit();
      } catch (const Error&) {
        thrown = true;
      }
    }
    QCOMPARE(thrown, !refusal.isEmpty());
    if (thrown) {
      QCOMPARE(DesignFile::toBytes(design), bytes);
      return;
    }
    const Cable* moved = design.find<Cable>(dac.id);
    QVERIFY(moved->ends.at(1).attachment == target);
    QVERIFY(moved->ends.at(0).attachment == dac.ends.at(0).attachment);
    QCOMPARE(moved->typeId, dac.typeId);
    QCOMPARE(stack.count(), 1);
    stack.undo();
    QCOMPARE(DesignFile::toBytes(design), bytes);
  }

  void transceiversOfferedForAnEmptyCageArePreferredFirst() {
    Design design;
    DesignBuilder(design).buildSmallCluster();
    const ObjectId dgx = id("device:dgx-01");
    QString flat;
    QString taken;
    for (const CageDefinition& cage : design.part(QStringLiteral("DGX-H100"))->device()->cages) {
      if (cage.formFactor != FormFactor::OSFP || !cage.twinPort)
        continue;
      if (!design.modulesInCage(dgx, cage.name).isEmpty())
        taken = cage.name;
      else if (flat.isEmpty() && cage.thermal == CageThermal::NeedsFlat)
        flat = cage.name;
    }
    QVERIFY(!flat.isEmpty() && !taken.isEmpty());
    QVERIFY(ModuleCandidates::impossibleReason(design, dgx, flat).isEmpty());
    const QVector<ModuleCandidate> offered = ModuleCandidates::forCage(design, dgx, flat);
    QVERIFY(!offered.isEmpty());
    QVERIFY(offered.front().preferred);
    bool finnedOffered = false;
    for (int i = 0; i < offered.size(); ++i) {
      const TransceiverBody& body = *offered.at(i).part->transceiver();
      QVERIFY2(body.formFactor == FormFactor::OSFP, qPrintable(offered.at(i).part->id));
      // The flat cage's own top first; a finned module mates but is not the one to choose.
      if (body.topStyle == TopStyle::Finned) {
        finnedOffered = true;
        QVERIFY2(!offered.at(i).preferred, qPrintable(offered.at(i).part->id));
      }
      if (i > 0)
        QVERIFY(offered.at(i - 1).preferred || !offered.at(i).preferred);
    }
    QVERIFY(finnedOffered);
    // A cage with a module: nothing is offered, and the reason names what is there.
    QVERIFY(ModuleCandidates::forCage(design, dgx, taken).isEmpty());
    QVERIFY2(ModuleCandidates::impossibleReason(design, dgx, taken)
                 .contains(QStringLiteral("already holds MMA4Z00-NS-FLT")),
             qPrintable(ModuleCandidates::impossibleReason(design, dgx, taken)));
  }

  void cageToPanelPortIsImpossible() {
    Design design;
    DesignBuilder(design).buildSmallCluster();
    const Attachment cage{Attachment::Kind::Cage, id("device:leaf-01"), QStringLiteral("OSFP32")};
    QString panel;
    for (const Device& d : design.all<Device>()) {
      if (d.name.startsWith(QStringLiteral("pp-")))
        panel = d.name;
    }
    QVERIFY(!panel.isEmpty());
    const Attachment port{Attachment::Kind::PanelPort,
                          id(qPrintable(QStringLiteral("device:") + panel)), QStringLiteral("F5")};
    QVERIFY(CableCandidates::find(design, cage, port, 2).isEmpty());
    QVERIFY(CableCandidates::impossibleReason(design, cage, port)
                .contains(QStringLiteral("Plug a transceiver into the cage first")));
  }

  void pastedFragmentGetsNewIdsAndNamesInOneTransaction() {
    Design design;
    DesignBuilder(design).buildSmallCluster();
    const ObjectId dgx1 = id("device:dgx-01");
    const QJsonObject fragment = DesignFragment::copy(design, {dgx1}, {});
    QVERIFY(DesignFragment::isFragment(fragment));
    QCOMPARE(fragment.value(QStringLiteral("modules")).toArray().size(), 1);
    const int devices = int(design.all<Device>().size());
    QUndoStack stack;
    DesignFragment::PasteResult result;
    {
      EditTransaction transaction(design, &stack, QStringLiteral("Paste"));
      result = DesignFragment::paste(transaction, fragment);
      transaction.commit();
    }
    QCOMPARE(result.devices.size(), 1);
    const Device* copy = design.find<Device>(result.devices.front());
    QVERIFY(copy && copy->id != dgx1);
    QCOMPARE(copy->name, QStringLiteral("dgx-03"));
    QCOMPARE(int(design.modulesInDevice(copy->id).size()), 1);
    QCOMPARE(int(design.all<Device>().size()), devices + 1);
    QCOMPARE(stack.count(), 1);
    stack.undo();
    QCOMPARE(int(design.all<Device>().size()), devices);
  }

  void cablesToTheOutsideFollowTheChoice_data() {
    QTest::addColumn<int>("choice");
    QTest::addColumn<bool>("cutFirst");  // the original is gone, as after Cut
    QTest::addColumn<int>("pasted");
    QTest::addColumn<int>("reconnected");
    QTest::addColumn<int>("loose");
    using O = DesignFragment::OutsideCables;
    QTest::newRow("leave out") << int(O::LeaveOut) << false << 0 << 0 << 0;
    QTest::newRow("next free ports") << int(O::FreePorts) << false << 2 << 2 << 0;
    QTest::newRow("loose ends") << int(O::LooseEnds) << false << 2 << 0 << 2;
    QTest::newRow("cut, then free ports") << int(O::FreePorts) << true << 2 << 2 << 0;
  }

  void cablesToTheOutsideFollowTheChoice() {
    QFETCH(int, choice);
    QFETCH(bool, cutFirst);
    QFETCH(int, pasted);
    QFETCH(int, reconnected);
    QFETCH(int, loose);
    Design design;
    DesignBuilder builder(design);
    builder.buildSmallCluster();
    const ObjectId dgx1 = id("device:dgx-01");
    const ObjectId leaf = id("device:leaf-01");
    // The transceiver dgx-01's two cords run to, and a spare one of the same part further on.
    ObjectId used;
    for (const ObjectId& cable : design.cablesAttachedTo(design.modulesInDevice(dgx1).front())) {
      for (const CableEnd& end : design.find<Cable>(cable)->ends) {
        if (const Module* m = design.find<Module>(end.attachment.objectId);
            m && m->deviceId == leaf)
          used = m->id;
      }
    }
    QVERIFY(!used.isNull());
    const QString usedCage = design.find<Module>(used)->cage;
    QString spareCage;
    bool afterUsed = false;
    for (const CageDefinition& cage :
         design.part(design.find<Device>(leaf)->typeId)->device()->cages) {
      afterUsed = afterUsed || cage.name == usedCage;
      if (afterUsed && spareCage.isEmpty() && cage.twinPort &&
          design.modulesInCage(leaf, cage.name).isEmpty() &&
          design.cablesAttachedAt(leaf, cage.name).isEmpty())
        spareCage = cage.name;
    }
    QVERIFY(!spareCage.isEmpty());
    const ObjectId spare = builder.module(QStringLiteral("MMA4Z00-NS"), leaf, spareCage);

    const QJsonObject fragment = DesignFragment::copy(design, {dgx1}, {});
    QCOMPARE(DesignFragment::outsideCableCount(fragment), 2);
    QCOMPARE(fragment.value(QStringLiteral("cables")).toArray().size(), 0);
    if (cutFirst) {
      // As the workbench's Cut does: the device and every cable the copy carries.
      EditTransaction transaction(design, nullptr, QStringLiteral("Cut"));
      for (const ObjectId& cable : DesignFragment::gather(design, {dgx1}, {}).cables)
        transaction.apply(DesignEdits::removeCable(design, cable));
      transaction.apply(DesignEdits::removeDevice(design, dgx1));
      transaction.commit();
      QVERIFY(design.cablesAttachedTo(used).isEmpty());
    }
    const QByteArray before = DesignFile::toBytes(design);
    QUndoStack stack;
    DesignFragment::PasteResult result;
    {
      EditTransaction transaction(design, &stack, QStringLiteral("Paste"));
      result = DesignFragment::paste(transaction, fragment,
                                     static_cast<DesignFragment::OutsideCables>(choice));
      transaction.commit();
    }
    QCOMPARE(int(result.cables.size()), pasted);
    QCOMPARE(result.outsideReconnected, reconnected);
    QCOMPARE(result.outsideLoose, loose);
    QCOMPARE(result.outsideLeftOut, 2 - pasted);
    const ObjectId copyId = result.devices.value(0);
    for (const ObjectId& cableId : std::as_const(result.cables)) {
      const Cable* cable = design.find<Cable>(cableId);
      // End A stays on the pasted server's transceiver; end B follows the choice, port for port.
      const Attachment a = cable->ends.at(0).attachment;
      QVERIFY(a.isConnected() && design.find<Module>(a.objectId)->deviceId == copyId);
      const Attachment b = cable->ends.at(1).attachment;
      if (reconnected == 0) {
        QVERIFY(!b.isConnected());
        continue;
      }
      // After a cut the original port is free again and is taken first; else the spare's.
      QCOMPARE(b.objectId, cutFirst ? used : spare);
      QCOMPARE(b.port, a.port);
    }
    stack.undo();
    QCOMPARE(DesignFile::toBytes(design), before);
  }

  void outsideEndWithoutAFreeMatchingPortComesLoose() {
    Design design;
    DesignBuilder(design).buildSmallCluster();
    // dgx-01's cords run to a transceiver whose both receptacles stay taken. No transceiver of
    // that part has both free, so each cord goes alone: port 2 of the one the trunk uses on
    // port 1 is free, port 1 is nowhere.
    const QJsonObject fromServer = DesignFragment::copy(design, {id("device:dgx-01")}, {});
    // leaf-02's DAC runs to a leaf-01 cage: the next empty twin-port cage takes the plug.
    const ObjectId leaf = id("device:leaf-01");
    const QJsonObject fromSwitch = DesignFragment::copy(design, {id("device:leaf-02")}, {});
    QCOMPARE(DesignFragment::outsideCableCount(fromSwitch), 1);
    QString dacCage;
    for (const ObjectId& c : design.cablesAttachedTo(id("device:leaf-02"))) {
      for (const CableEnd& end : design.find<Cable>(c)->ends) {
        if (end.attachment.objectId == leaf)
          dacCage = end.attachment.port;
      }
    }
    QVERIFY(!dacCage.isEmpty());
    DesignFragment::PasteResult server;
    DesignFragment::PasteResult dac;
    {
      EditTransaction transaction(design, nullptr, QStringLiteral("Paste"));
      server =
          DesignFragment::paste(transaction, fromServer, DesignFragment::OutsideCables::FreePorts);
      dac =
          DesignFragment::paste(transaction, fromSwitch, DesignFragment::OutsideCables::FreePorts);
      transaction.commit();
    }
    QCOMPARE(server.outsideLoose, 1);
    QCOMPARE(server.outsideReconnected, 1);
    for (const ObjectId& cableId : std::as_const(server.cables)) {
      const Attachment b = design.find<Cable>(cableId)->ends.at(1).attachment;
      if (!b.isConnected())
        continue;
      QCOMPARE(b.port, QStringLiteral("2"));
      QCOMPARE(design.find<Module>(b.objectId)->deviceId, leaf);
      QCOMPARE(int(design.cablesAttachedAt(b.objectId, QStringLiteral("1")).size()), 1);
    }
    QCOMPARE(dac.outsideReconnected, 1);
    const Cable* pastedDac = design.find<Cable>(*dac.cables.begin());
    Attachment atLeaf;
    for (const CableEnd& end : pastedDac->ends) {
      if (end.attachment.objectId == leaf)
        atLeaf = end.attachment;
    }
    QVERIFY(atLeaf.kind == Attachment::Kind::Cage);
    QVERIFY(atLeaf.port != dacCage);
    // The first matching cage after the old one that was empty.
    const auto& cages = design.part(design.find<Device>(leaf)->typeId)->device()->cages;
    const CageDefinition* was =
        design.part(design.find<Device>(leaf)->typeId)->device()->cage(dacCage);
    QString expected;
    bool after = false;
    for (const CageDefinition& cage : cages) {
      if (cage.name == dacCage) {
        after = true;
        continue;
      }
      if (after && expected.isEmpty() && cage.formFactor == was->formFactor &&
          cage.twinPort == was->twinPort && cage.thermal == was->thermal &&
          design.modulesInCage(leaf, cage.name).isEmpty() &&
          design.cablesAttachedAt(leaf, cage.name).size() == (cage.name == atLeaf.port ? 1 : 0))
        expected = cage.name;
    }
    QCOMPARE(atLeaf.port, expected);
  }

  void damagedFragmentIsRefusedWithoutTrace() {
    Design design;
    DesignBuilder(design).buildSmallCluster();
    const QByteArray before = DesignFile::toBytes(design);
    QJsonObject fragment = DesignFragment::copy(design, {id("device:dgx-01")}, {});
    QUndoStack stack;
    const auto messageOfPaste = [&](const QJsonObject& damaged) {
      try {
        EditTransaction transaction(design, &stack, QStringLiteral("Paste"));
        DesignFragment::paste(transaction, damaged);
        transaction.commit();
      } catch (const Error& e) {
        return e.message();
      }
      return QString();
    };
    // A list that is not one, and a cable that cannot be read.
    fragment.insert(QStringLiteral("modules"), QStringLiteral("not a list"));
    QString message = messageOfPaste(fragment);
    QVERIFY2(message.contains(QStringLiteral("damaged fragment")) &&
                 message.contains(QStringLiteral("$.modules")),
             qPrintable(message));
    fragment.remove(QStringLiteral("modules"));
    fragment.insert(QStringLiteral("cables"),
                    QJsonArray{QJsonObject{{QStringLiteral("id"), 12},
                                           {QStringLiteral("ends"), QStringLiteral("A")}}});
    message = messageOfPaste(fragment);
    QVERIFY2(message.contains(QStringLiteral("damaged fragment")), qPrintable(message));
    QCOMPARE(stack.count(), 0);
    QCOMPARE(DesignFile::toBytes(design), before);
    QVERIFY_THROWS_EXCEPTION(Error, [&] {
      EditTransaction transaction(design, &stack, QStringLiteral("Paste"));
      DesignFragment::paste(transaction, QJsonObject{});
    }());
  }
};

QTEST_GUILESS_MAIN(TestEditing)
#include "tst_editing.moc"
