// Editing comfort: copy, paste, duplicate and cut carry a JSON fragment of the objects through
// the clipboard and rename what they paste (dgx-01 → dgx-03 …); delete removes a device with
// its modules and unplugs its cables; select all, find (by name, part, port and cable id) and
// the inspector's multi-selection edits — each change one undo step.
#include "core/commands/designedits.h"
#include "core/editing/designfragment.h"
#include "ui/canvas/canvasmime.h"
#include "ui/docks/catalogdock.h"
#include "ui/docks/inspectordock.h"
#include "ui/editing/editsession.h"
#include "ui/mainwindow/editcontroller.h"
#include "workbenchfixture.h"

#include <QAbstractButton>
#include <QClipboard>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>

using namespace rackwright;
using namespace rackwright::test;
using rackwright::ui::MainWindow;

class TestClipboard : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir mTemp;
  QString mClusterPath;
  std::shared_ptr<RecordingPrompts::Shared> mPrompts;

  std::unique_ptr<MainWindow> openCluster() {
    auto window = makeWindow(mPrompts);
    if (!openIn(*window, mClusterPath))
      qFatal("cannot open the small cluster");
    return window;
  }
  static const Device* deviceNamed(const Design& design, const QString& name) {
    for (const Device& d : design.all<Device>()) {
      if (d.name == name)
        return &d;
    }
    return nullptr;
  }

 private Q_SLOTS:
  void initTestCase() {
    mClusterPath = setUpSmallCluster(mTemp, "tst_clipboard");
    QVERIFY(!mClusterPath.isEmpty());
  }
  void init() { mPrompts = std::make_shared<RecordingPrompts::Shared>(); }

  void copyPasteRenamesAndPlacesInFreeUnits() {
    auto window = openCluster();
    Design& design = window->document().design();
    const ObjectId dgx1 = named(QStringLiteral("dgx-01"));
    window->rowScene()->selectObjects({dgx1});
    window->action(QStringLiteral("edit.copy"))->trigger();
    const QMimeData* mime = QGuiApplication::clipboard()->mimeData();
    QVERIFY(mime && mime->hasFormat(ui::canvasmime::fragmentMimeType()));
    const QJsonObject fragment =
        QJsonDocument::fromJson(mime->data(ui::canvasmime::fragmentMimeType())).object();
    QVERIFY(DesignFragment::isFragment(fragment));
    QCOMPARE(fragment.value(QStringLiteral("devices")).toArray().size(), 1);
    // dgx-01's module comes along; its fibers go to a leaf outside the copy and stay behind.
    QCOMPARE(fragment.value(QStringLiteral("modules")).toArray().size(), 1);
    QCOMPARE(fragment.value(QStringLiteral("cables")).toArray().size(), 0);

    const int devices = int(design.all<Device>().size());
    const int modules = int(design.all<Module>().size());
    window->action(QStringLiteral("edit.paste"))->trigger();
    QCOMPARE(int(design.all<Device>().size()), devices + 1);
    QCOMPARE(int(design.all<Module>().size()), modules + 1);
    const Device* copy = deviceNamed(design, QStringLiteral("dgx-03"));
    QVERIFY(copy);
    QVERIFY(copy->id != dgx1);
    // U2 is taken by dgx-01 and U12 by dgx-02: the copy goes to the first free 8 U above U2.
    QCOMPARE(copy->rackId, design.find<Device>(dgx1)->rackId);
    QCOMPARE(copy->positionU, 20.0);
    QCOMPARE(window->rowScene()->selectedDevices(), QVector<ObjectId>{copy->id});
    QCOMPARE(design.modulesInDevice(copy->id).size(), 1);
    QCOMPARE(window->document().undoStack().count(), 1);

    // A second paste: dgx-04, at the next free place.
    window->action(QStringLiteral("edit.paste"))->trigger();
    const Device* second = deviceNamed(design, QStringLiteral("dgx-04"));
    QVERIFY(second);
    QCOMPARE(second->positionU, 28.0);

    // Undo removes the pasted server with its module in one step.
    window->document().undoStack().undo();
    QVERIFY(!deviceNamed(design, QStringLiteral("dgx-04")));
    QCOMPARE(int(design.all<Module>().size()), modules + 1);
  }

  void duplicateKeepsCablesWithinTheCopy() {
    auto window = openCluster();
    Design& design = window->document().design();
    // leaf-01 and leaf-02 share a DAC: duplicating both duplicates the DAC between the copies.
    const ObjectId leaf1 = named(QStringLiteral("leaf-01"));
    const ObjectId leaf2 = named(QStringLiteral("leaf-02"));
    window->rowScene()->selectObjects({leaf1, leaf2});
    const int cables = int(design.all<Cable>().size());
    window->action(QStringLiteral("edit.duplicate"))->trigger();
    const Device* c1 = deviceNamed(design, QStringLiteral("leaf-03"));
    const Device* c2 = deviceNamed(design, QStringLiteral("leaf-04"));
    QVERIFY(c1 && c2);
    QCOMPARE(int(design.all<Cable>().size()), cables + 1);
    const QVector<ObjectId> attached = design.cablesAttachedTo(c1->id);
    QCOMPARE(attached.size(), 1);
    const Cable* dac = design.find<Cable>(attached.front());
    QCOMPARE(dac->typeId, QStringLiteral("MCP4Y10-N001"));
    QVERIFY(design.cablesAttachedTo(c2->id).contains(dac->id));
    QCOMPARE(window->rowScene()->selectedDevices().size(), 2);
  }

  void cutAndDeleteRemoveWithModulesAndUnplugCables() {
    auto window = openCluster();
    Design& design = window->document().design();
    const ObjectId leaf1 = named(QStringLiteral("leaf-01"));
    const int modules = int(design.all<Module>().size());
    const int leafModules = int(design.modulesInDevice(leaf1).size());
    QVERIFY(leafModules > 0);
    // The far ends of leaf-01's cables, to find them again after Cut and Paste.
    QSet<QString> farEnds;
    const auto farEndsOf = [&](const ObjectId& device) {
      QSet<QString> ends;
      QSet<ObjectId> mine{device};
      for (const ObjectId& m : design.modulesInDevice(device))
        mine.insert(m);
      for (const Cable& cable : design.all<Cable>()) {
        bool touches = false;
        for (const CableEnd& end : cable.ends)
          touches = touches || mine.contains(end.attachment.objectId);
        for (const CableEnd& end : cable.ends) {
          if (touches && !mine.contains(end.attachment.objectId))
            ends.insert(end.attachment.objectId.toString() + u':' + end.attachment.port);
        }
      }
      return ends;
    };
    farEnds = farEndsOf(leaf1);
    QVERIFY(farEnds.size() >= 2);
    const int cables = int(design.all<Cable>().size());
    window->rowScene()->selectObjects({leaf1});
    window->action(QStringLiteral("edit.cut"))->trigger();
    QVERIFY(!design.contains<Device>(leaf1));
    QCOMPARE(int(design.all<Module>().size()), modules - leafModules);
    // Its cables went onto the clipboard with it: none is left loose behind.
    QCOMPARE(int(design.all<Cable>().size()), cables - int(farEnds.size()));
    for (const Cable& cable : design.all<Cable>()) {
      for (const CableEnd& end : cable.ends)
        QVERIFY(end.attachment.objectId != leaf1);
    }
    QCOMPARE(window->document().undoStack().count(), 1);
    // Paste brings it back under its own name (the original is gone) in a free place, and
    // asked, its cables back onto the ports they were on: a move.
    mPrompts->outsideCables = DesignFragment::OutsideCables::FreePorts;
    window->action(QStringLiteral("edit.paste"))->trigger();
    QCOMPARE(mPrompts->outsideCableQuestions,
             QStringList{QStringLiteral("Paste: %1").arg(farEnds.size())});
    const Device* back = deviceNamed(design, QStringLiteral("leaf-01"));
    QVERIFY(back);
    QVERIFY(back->id != leaf1);
    QCOMPARE(back->positionU, 40.0);
    QCOMPARE(int(design.all<Cable>().size()), cables);
    QCOMPARE(farEndsOf(back->id), farEnds);

    window->document().undoStack().undo();
    window->document().undoStack().undo();
    QVERIFY(design.contains<Device>(leaf1));
    QCOMPARE(int(design.all<Module>().size()), modules);
    QCOMPARE(farEndsOf(leaf1), farEnds);

    // Delete through the key of the action: the device goes, its cables stay, loose.
    window->rowScene()->selectObjects({leaf1});
    window->action(QStringLiteral("edit.delete"))->trigger();
    QVERIFY(!design.contains<Device>(leaf1));
    QCOMPARE(int(design.all<Cable>().size()), cables);
    QVERIFY(window->rowScene()->selectedDevices().isEmpty());
  }

  void duplicateAsksAboutCablesToTheOutside_data() {
    QTest::addColumn<int>("answer");  // -1: cancel
    QTest::addColumn<int>("newCables");
    QTest::addColumn<int>("connected");  // new cables with both ends plugged
    QTest::addColumn<QString>("status");
    using O = DesignFragment::OutsideCables;
    QTest::newRow("connect to free ports")
        << int(O::FreePorts) << 2 << 2 << QStringLiteral("2 cable ends went to the next free");
    QTest::newRow("loose ends") << int(O::LooseEnds) << 2 << 0
                                << QStringLiteral("2 cable ends are loose");
    QTest::newRow("leave out") << int(O::LeaveOut) << 0 << 0
                               << QStringLiteral("2 cables to devices outside the copy");
    QTest::newRow("cancel") << -1 << 0 << 0 << QString();
  }

  void duplicateAsksAboutCablesToTheOutside() {
    QFETCH(int, answer);
    QFETCH(int, newCables);
    QFETCH(int, connected);
    QFETCH(QString, status);
    auto window = openCluster();
    Design& design = window->document().design();
    // A spare transceiver of the part dgx-01's cords end in, in leaf-01's last free cage.
    const ObjectId leaf = named(QStringLiteral("leaf-01"));
    Module spare;
    spare.id = QUuid::createUuid();
    spare.typeId = QStringLiteral("MMA4Z00-NS");
    spare.deviceId = leaf;
    spare.cage = QStringLiteral("OSFP32");
    QVERIFY(window->session()->push([&](Design& d) { return DesignEdits::plugModule(d, spare); }));
    const int steps = window->document().undoStack().count();
    const int cables = int(design.all<Cable>().size());
    const int devices = int(design.all<Device>().size());
    mPrompts->outsideCables =
        answer < 0 ? std::nullopt
                   : std::optional(static_cast<DesignFragment::OutsideCables>(answer));
    window->rowScene()->selectObjects({named(QStringLiteral("dgx-01"))});
    window->action(QStringLiteral("edit.duplicate"))->trigger();
    QCOMPARE(mPrompts->outsideCableQuestions, QStringList{QStringLiteral("Duplicate: 2")});
    QCOMPARE(int(design.all<Device>().size()), devices + (answer < 0 ? 0 : 1));
    QCOMPARE(window->document().undoStack().count(), steps + (answer < 0 ? 0 : 1));
    QCOMPARE(int(design.all<Cable>().size()), cables + newCables);
    int plugged = 0;
    for (const ObjectId& id : design.cablesAttachedTo(spare.id))
      plugged += design.find<Cable>(id) ? 1 : 0;
    QCOMPARE(plugged, connected);
    if (!status.isEmpty())
      QVERIFY2(window->statusBar()->currentMessage().contains(status),
               qPrintable(window->statusBar()->currentMessage()));
  }

  void outsideCableQuestionOffersThreeWaysAndCancel() {
    // The real message box: its text, its buttons, and the answer each button gives.
    const QStringList buttons{QStringLiteral("Connect to Free Ports"), QStringLiteral("Loose Ends"),
                              QStringLiteral("Leave Out")};
    const QList<DesignFragment::OutsideCables> answers{DesignFragment::OutsideCables::FreePorts,
                                                       DesignFragment::OutsideCables::LooseEnds,
                                                       DesignFragment::OutsideCables::LeaveOut};
    for (int i = 0; i <= buttons.size(); ++i) {
      QString seenText;
      QStringList seenButtons;
      QTimer::singleShot(0, [&] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        QVERIFY(box);
        seenText = box->text();
        for (QAbstractButton* b : box->buttons())
          seenButtons << b->text().remove(u'&');
        QAbstractButton* chosen = box->button(QMessageBox::Cancel);
        for (QAbstractButton* b : box->buttons()) {
          if (i < buttons.size() && b->text().remove(u'&') == buttons.at(i))
            chosen = b;
        }
        chosen->click();
      });
      ui::DialogPrompts prompts;
      const auto answer = prompts.askOutsideCables(nullptr, QStringLiteral("Paste"), 3);
      QCOMPARE(seenText, QStringLiteral("3 copied cables run to devices outside the copy."));
      for (const QString& b : buttons)
        QVERIFY2(seenButtons.contains(b), qPrintable(seenButtons.join(u',')));
      if (i < buttons.size())
        QCOMPARE(answer, std::optional(answers.at(i)));
      else
        QVERIFY(!answer);
    }
  }

  void selectAllAndFind() {
    auto window = openCluster();
    Design& design = window->document().design();
    window->action(QStringLiteral("edit.selectAll"))->trigger();
    QCOMPARE(window->rowScene()->selectedDevices().size(), window->rowScene()->deviceItemCount());

    ui::EditController* edits = window->edits();
    // By name.
    QCOMPARE(edits->findNext(QStringLiteral("dgx")), 2);
    QCOMPARE(window->rowScene()->selectedDevices(), QVector<ObjectId>{named("dgx-01")});
    edits->findNext(QStringLiteral("dgx"));
    QCOMPARE(window->rowScene()->selectedDevices(), QVector<ObjectId>{named("dgx-02")});
    QVERIFY(window->statusBar()->currentMessage().startsWith(QStringLiteral("Match 2 of 2")));
    // By port, with and without the device.
    QCOMPARE(edits->findNext(QStringLiteral("leaf-02:OSFP5")), 1);
    QCOMPARE(edits->lastHits().front().label, QStringLiteral("leaf-02:OSFP5"));
    QVERIFY(edits->findNext(QStringLiteral("P7/1")) >= 2);  // both QM9700 leaves
    // By part and by cable id.
    QCOMPARE(edits->findNext(QStringLiteral("MCP4Y10")), 1);
    QCOMPARE(window->rowScene()->selectedCables().size(), 1);
    const Cable& any = *design.all<Cable>().begin();
    QCOMPARE(edits->findNext(any.id.toString(QUuid::WithoutBraces).left(8)), 1);
    QCOMPARE(window->rowScene()->selectedCables(), QSet<ObjectId>{any.id});
    QCOMPARE(edits->findNext(QStringLiteral("no-such-thing")), 0);
    // The find field runs the same search on Return.
    window->findField()->setText(QStringLiteral("leaf-01"));
    QTest::keyClick(window->findField(), Qt::Key_Return);
    QCOMPARE(window->rowScene()->selectedDevices(), QVector<ObjectId>{named("leaf-01")});
    // The keyboard is back on the canvas: Delete removes what was found, Ctrl+Z brings it back.
    QVERIFY(window->canvas()->hasFocus() || QApplication::focusWidget() == window->canvas());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Delete);
    QVERIFY(!design.contains<Device>(named("leaf-01")));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(design.contains<Device>(named("leaf-01")));
    // Find Next goes on from the canvas: "leaf" has two matches.
    window->findField()->setText(QStringLiteral("leaf"));
    QTest::keyClick(window->findField(), Qt::Key_Return);
    QCOMPARE(window->rowScene()->selectedDevices(), QVector<ObjectId>{named("leaf-01")});
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_F3);
    QCOMPARE(window->rowScene()->selectedDevices(), QVector<ObjectId>{named("leaf-02")});
  }

  void inspectorFollowsPluggedTransceivers() {
    auto window = openCluster();
    ui::InspectorDock* inspector = window->inspector();
    const ObjectId leaf = named("leaf-01");
    window->rowScene()->selectObjects({leaf});
    const QString before = inspector->deviceInfoLabel()->text();
    const int plugged = int(window->document().design().modulesInDevice(leaf).size());
    QVERIFY2(before.contains(QString::number(plugged)), qPrintable(before));
    Module module;
    module.id = QUuid::createUuid();
    module.typeId = QStringLiteral("MMA4Z00-NS");
    module.deviceId = leaf;
    module.cage = QStringLiteral("OSFP32");
    QVERIFY(window->session()->push([&](Design& d) { return DesignEdits::plugModule(d, module); }));
    const QString after = QStringLiteral("Transceivers plugged: %1").arg(plugged + 1);
    QTRY_COMPARE(inspector->deviceInfoLabel()->text(), after);
    window->document().undoStack().undo();
    QTRY_COMPARE(inspector->deviceInfoLabel()->text(), before);
  }

  void inspectorEditsTheSelection() {
    auto window = openCluster();
    Design& design = window->document().design();
    ui::InspectorDock* inspector = window->inspector();
    window->rowScene()->selectObjects({named("dgx-01")});
    QCOMPARE(inspector->nameField()->text(), QStringLiteral("dgx-01"));
    QCOMPARE(inspector->summaryLabel()->text(), QStringLiteral("Selected: dgx-01 (DGX-H100)"));
    inspector->nameField()->setText(QStringLiteral("gpu-node-01"));
    Q_EMIT inspector->nameField()->editingFinished();
    QCOMPARE(design.find<Device>(named("dgx-01"))->name, QStringLiteral("gpu-node-01"));

    // Two devices: the name is not editable, the face is "(mixed)"-free (both front) and a
    // face change moves both in one step.
    window->rowScene()->selectObjects({named("leaf-01"), named("leaf-02")});
    QVERIFY(!inspector->nameField()->isEnabled());
    QVERIFY(inspector->moveDevicesTo({}, std::nullopt, RackFace::Rear));
    QVERIFY(design.find<Device>(named("leaf-01"))->face == RackFace::Rear);
    QVERIFY(design.find<Device>(named("leaf-02"))->face == RackFace::Rear);
    const int steps = window->document().undoStack().count();
    window->document().undoStack().undo();
    QVERIFY(design.find<Device>(named("leaf-01"))->face == RackFace::Front);
    QCOMPARE(window->document().undoStack().index(), steps - 1);

    // Cables: status and length on several at once.
    QSet<ObjectId> cables;
    for (const Cable& c : design.all<Cable>())
      cables.insert(c.id);
    window->rowScene()->selectObjects({}, cables);
    QVERIFY(inspector->editCables(CableStatus::Installed, std::nullopt, std::nullopt));
    for (const Cable& c : design.all<Cable>())
      QVERIFY(c.status == CableStatus::Installed);
  }

  void catalogDockSearchesFiltersAndFlagsUnconfirmed() {
    auto window = openCluster();
    ui::CatalogDock* catalog = window->catalogDock();
    QVERIFY(catalog->visiblePartIds().contains(QStringLiteral("DGX-H100")));
    catalog->searchField()->setText(QStringLiteral("quantum-2"));
    QVERIFY(catalog->visiblePartIds().contains(QStringLiteral("QM9700")));
    QVERIFY(!catalog->visiblePartIds().contains(QStringLiteral("DGX-H100")));
    catalog->searchField()->clear();
    catalog->kindFilter()->setCurrentIndex(
        catalog->kindFilter()->findText(QStringLiteral("Transceiver")));
    for (const QString& id : catalog->visiblePartIds())
      QVERIFY2(Catalog::builtIn().find(id)->kind == PartKind::Transceiver, qPrintable(id));
    // A part with UNCONFIRMED data says so in its row and tooltip.
    QTreeWidgetItem* flt = catalog->itemFor(QStringLiteral("MMA4Z00-NS-FLT"));
    QVERIFY(flt);
    QCOMPARE(flt->text(ui::CatalogDock::FlagColumn), QStringLiteral("UNCONFIRMED"));
    QVERIFY(flt->toolTip(0).contains(QStringLiteral("UNCONFIRMED data")));
    // Every transceiver now carries an assumption (NVIDIA publishes no MPO Tx/Rx positions); a
    // generic trunk's data is all stated, and its row has no flag.
    QTreeWidgetItem* confirmed = catalog->itemFor(QStringLiteral("GEN-MPO12-APC-TYPEB-OM4"));
    QVERIFY(confirmed);
    QVERIFY(
        Catalog::builtIn().find(QStringLiteral("GEN-MPO12-APC-TYPEB-OM4"))->unconfirmed.isEmpty());
    QVERIFY(confirmed->text(ui::CatalogDock::FlagColumn).isEmpty());
    // Rows are drag sources carrying the part id.
    std::unique_ptr<QMimeData> mime(
        catalog->tree()->model()->mimeData({catalog->tree()->indexFromItem(flt)}));
    QVERIFY(mime);
    QCOMPARE(ui::canvasmime::partIdFrom(mime.get()), QStringLiteral("MMA4Z00-NS-FLT"));
  }
};

QTEST_MAIN(TestClipboard)
#include "tst_clipboard.moc"
