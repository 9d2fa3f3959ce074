// Racks in the workbench: a click on a rack's header selects it and the Inspector shows its
// fields; a height, width or limit set there is one undo step (Ctrl+Z restores it), a height
// below the devices is refused with core's reason under the fields; several racks show
// "(mixed)" and are set in one step; Delete removes a rack with its devices, modules and cables
// and one undo brings all of it back byte for byte; "Add rack…" appends a rack with the name
// Naming proposes and remembers its values for the next one.
#include "core/commands/designedits.h"
#include "ui/docks/inspectordock.h"
#include "ui/docks/rackinspector.h"
#include "ui/editing/editsession.h"
#include "ui/mainwindow/addrackdialog.h"
#include "workbenchfixture.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QUndoStack>

using namespace rackwright;
using namespace rackwright::test;
using rackwright::ui::MainWindow;
using rackwright::ui::RackInspector;
using rackwright::ui::RackItem;

namespace {

ObjectId rackNamed(const Design& design, const QString& name) {
  for (const Rack& rack : design.all<Rack>()) {
    if (rack.name == name)
      return rack.id;
  }
  return {};
}

/// The scene point on a rack's header (its name), where a click selects it.
QPointF headerPoint(MainWindow& window, const ObjectId& rackId) {
  const RackItem* rack = window.rowScene()->rackItem(rackId);
  return rack->mapToScene(QPointF(150, -RackItem::kFrameMm - RackItem::kHeaderMm / 2));
}

void clickRack(MainWindow& window, const ObjectId& rackId,
               Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
  QTest::mouseClick(window.canvas()->viewport(), Qt::LeftButton, modifiers,
                    toViewport(window, headerPoint(window, rackId)));
}

/// Types `text` into a spin box as a user would and confirms it with Enter.
void typeInto(QDoubleSpinBox* box, const QString& text) {
  box->setFocus();
  box->selectAll();
  QTest::keyClicks(box, text);
  QTest::keyClick(box, Qt::Key_Return);
}

}  // namespace

class TestRackEditing : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir mTemp;
  QString mClusterPath;
  std::shared_ptr<RecordingPrompts::Shared> mPrompts;

  std::unique_ptr<MainWindow> openCluster() {
    auto window = makeWindow(mPrompts);
    if (!openIn(*window, mClusterPath))
      qFatal("cannot open the small cluster");
    // The Inspector is tabbed with the summary: bring it to the front, as a user would.
    if (auto* dock = window->findChild<QDockWidget*>(QStringLiteral("inspectorDock")))
      dock->raise();
    QApplication::setActiveWindow(window.get());
    if (!QTest::qWaitForWindowActive(window.get()))
      qWarning("the window did not become active; shortcuts may not reach it");
    return window;
  }
  static RackInspector* rackInspector(MainWindow& window) {
    return window.inspector()->rackInspector();
  }
  static void showRack(MainWindow& window, const ObjectId& rackId) {
    look(window, headerPoint(window, rackId), 0.25);
  }

 private Q_SLOTS:
  void initTestCase() {
    mClusterPath = setUpSmallCluster(mTemp, "tst_rackediting");
    QVERIFY(!mClusterPath.isEmpty());
  }
  void init() { mPrompts = std::make_shared<RecordingPrompts::Shared>(); }

  void clickOnRackHeaderSelectsItAndShowsItsFields() {
    auto window = openCluster();
    const Design& design = window->document().design();
    const ObjectId r01 = rackNamed(design, QStringLiteral("R01"));
    showRack(*window, r01);
    RackInspector* inspector = rackInspector(*window);
    QVERIFY(!inspector->isVisible());

    clickRack(*window, r01);
    QCOMPARE(window->rowScene()->selectedRacks(), QVector<ObjectId>{r01});
    QVERIFY(window->rowScene()->rackItem(r01)->isRackSelected());
    QVERIFY(window->rowScene()->selectedDevices().isEmpty());
    QVERIFY(inspector->isVisible());
    QCOMPARE(inspector->nameField()->text(), QStringLiteral("R01"));
    QCOMPARE(inspector->heightField()->currentText(), QStringLiteral("42 U"));
    QCOMPARE(inspector->widthField()->value(), 600.0);
    QCOMPARE(inspector->depthField()->value(), 1200.0);
    QCOMPARE(inspector->powerField()->value(), 40000.0);
    QCOMPARE(inspector->weightField()->value(), 1200.0);
    QVERIFY2(inspector->infoLabel()->text().startsWith(QStringLiteral("3 devices")),
             qPrintable(inspector->infoLabel()->text()));
    QCOMPARE(window->inspector()->summaryLabel()->text(), QStringLiteral("Selected: rack R01"));
    QVERIFY(window->action(QStringLiteral("edit.delete"))->isEnabled());

    // A click into the empty mounting space (a rubber band) or Escape ends the rack selection.
    QTest::keyClick(window->canvas(), Qt::Key_Escape);
    QVERIFY(window->rowScene()->selectedRacks().isEmpty());
    QVERIFY(!inspector->isVisible());
  }

  void heightChangeIsOneStepAndUndoRestoresIt() {
    auto window = openCluster();
    Design& design = window->document().design();
    QUndoStack& stack = window->document().undoStack();
    const ObjectId r01 = rackNamed(design, QStringLiteral("R01"));
    showRack(*window, r01);
    clickRack(*window, r01);
    RackInspector* inspector = rackInspector(*window);
    const QByteArray before = DesignFile::toBytes(design);

    // End picks the last height offered: 52 U.
    QTest::keyClick(inspector->heightField(), Qt::Key_End);
    QCOMPARE(design.find<Rack>(r01)->heightU, 52);
    QCOMPARE(stack.count(), 1);
    QCOMPARE(stack.undoText(), QStringLiteral("Edit rack R01"));
    QCOMPARE(inspector->heightField()->currentText(), QStringLiteral("52 U"));
    window->rowScene()->flushPending();
    QCOMPARE(window->rowScene()->rackItem(r01)->mountingHeight(), 52 * kRackUnitMm);

    QTest::keyClick(window->canvas(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(design.find<Rack>(r01)->heightU, 42);
    QCOMPARE(DesignFile::toBytes(design), before);
    QTRY_COMPARE(inspector->heightField()->currentText(), QStringLiteral("42 U"));

    // Width, power limit: typed, one step each.
    typeInto(inspector->widthField(), QStringLiteral("800"));
    QCOMPARE(design.find<Rack>(r01)->widthMm, 800.0);
    typeInto(inspector->powerField(), QStringLiteral("25000"));
    QCOMPARE(design.find<Rack>(r01)->maxPowerW, 25000.0);
    QCOMPARE(stack.count(), 2);
    // Renamed through the name field.
    inspector->nameField()->setFocus();
    inspector->nameField()->selectAll();
    QTest::keyClicks(inspector->nameField(), QStringLiteral("A01"));
    QTest::keyClick(inspector->nameField(), Qt::Key_Return);
    QCOMPARE(design.find<Rack>(r01)->name, QStringLiteral("A01"));
    QCOMPARE(stack.count(), 3);
    while (stack.canUndo())
      stack.undo();
    QCOMPARE(DesignFile::toBytes(design), before);
  }

  void heightBelowTheDevicesIsRefusedWithTheReason() {
    auto window = openCluster();
    Design& design = window->document().design();
    QUndoStack& stack = window->document().undoStack();
    const ObjectId r01 = rackNamed(design, QStringLiteral("R01"));
    showRack(*window, r01);
    clickRack(*window, r01);
    RackInspector* inspector = rackInspector(*window);
    QTest::keyClick(inspector->heightField(), Qt::Key_End);  // 52 U
    // The panel goes up to U50, above what 42, 45 or 48 U would hold.
    const ObjectId panel = named(QStringLiteral("pp-r01"));
    QVERIFY(window->session()->push(
        [&](Design& d) { return DesignEdits::moveDevice(d, panel, r01, 50, RackFace::Front); }));
    const QByteArray before = DesignFile::toBytes(design);
    const int steps = stack.count();

    QTest::keyClick(inspector->heightField(), Qt::Key_Home);  // 42 U
    QCOMPARE(design.find<Rack>(r01)->heightU, 52);
    QCOMPARE(stack.count(), steps);
    QCOMPARE(DesignFile::toBytes(design), before);
    QVERIFY(inspector->refusalLabel()->isVisible());
    const QString reason = inspector->refusalLabel()->text();
    QVERIFY2(reason.contains(QStringLiteral("pp-r01")) && reason.contains(QStringLiteral("U50")),
             qPrintable(reason));
    QCOMPARE(window->statusBar()->currentMessage(), reason);
    // The field shows the model's height again.
    QCOMPARE(inspector->heightField()->currentText(), QStringLiteral("52 U"));
  }

  void severalRacksShowMixedAndAreSetInOneStep() {
    auto window = openCluster();
    Design& design = window->document().design();
    QUndoStack& stack = window->document().undoStack();
    const ObjectId r01 = rackNamed(design, QStringLiteral("R01"));
    const ObjectId r02 = rackNamed(design, QStringLiteral("R02"));
    Rack taller = *design.find<Rack>(r02);
    taller.heightU = 48;
    QVERIFY(window->session()->push([&](Design& d) { return DesignEdits::editRack(d, taller); }));
    window->rowScene()->flushPending();
    look(*window, (headerPoint(*window, r01) + headerPoint(*window, r02)) / 2, 0.15);
    clickRack(*window, r01);
    clickRack(*window, r02, Qt::ControlModifier);
    QCOMPARE(window->rowScene()->selectedRacks().size(), 2);
    RackInspector* inspector = rackInspector(*window);
    QCOMPARE(inspector->heightField()->currentText(), QStringLiteral("(mixed)"));
    QCOMPARE(inspector->nameField()->text(), QStringLiteral("(mixed)"));
    QVERIFY(!inspector->nameField()->isEnabled());
    QCOMPARE(inspector->widthField()->value(), 600.0);  // the same on both
    const int steps = stack.count();

    typeInto(inspector->depthField(), QStringLiteral("1070"));
    QCOMPARE(design.find<Rack>(r01)->depthMm, 1070.0);
    QCOMPARE(design.find<Rack>(r02)->depthMm, 1070.0);
    QCOMPARE(stack.count(), steps + 1);
    QTest::keyClick(inspector->heightField(), Qt::Key_End);  // 52 U on both
    QCOMPARE(design.find<Rack>(r01)->heightU, 52);
    QCOMPARE(design.find<Rack>(r02)->heightU, 52);
    QCOMPARE(stack.count(), steps + 2);
    stack.undo();
    QCOMPARE(design.find<Rack>(r01)->heightU, 42);
    QCOMPARE(design.find<Rack>(r02)->heightU, 48);
    stack.undo();
    QCOMPARE(design.find<Rack>(r01)->depthMm, 1200.0);
    QCOMPARE(design.find<Rack>(r02)->depthMm, 1200.0);
  }

  void deleteKeyRemovesTheRackWithWhatItHolds() {
    auto window = openCluster();
    Design& design = window->document().design();
    QUndoStack& stack = window->document().undoStack();
    const ObjectId r01 = rackNamed(design, QStringLiteral("R01"));
    const QByteArray before = DesignFile::toBytes(design);
    const qsizetype devices = design.all<Device>().size();
    const qsizetype modules = design.all<Module>().size();
    const qsizetype cables = design.all<Cable>().size();
    showRack(*window, r01);
    clickRack(*window, r01);

    QTest::keyClick(window->canvas(), Qt::Key_Delete);
    QVERIFY(!design.contains<Rack>(r01));
    QCOMPARE(design.all<Device>().size(), devices - 3);
    QCOMPARE(design.all<Module>().size(), modules - 2);
    QCOMPARE(design.all<Cable>().size(), cables - 4);
    QVERIFY(!design.contains<Device>(named(QStringLiteral("dgx-01"))));
    QCOMPARE(stack.count(), 1);
    window->rowScene()->flushPending();
    QCOMPARE(window->rowScene()->rackItemCount(), 1);
    QVERIFY(!window->rowScene()->deviceItem(named(QStringLiteral("dgx-01"))));
    QVERIFY(window->rowScene()->selectedRacks().isEmpty());
    QVERIFY(!rackInspector(*window)->isVisible());

    window->action(QStringLiteral("edit.undo"))->trigger();
    QCOMPARE(DesignFile::toBytes(design), before);
    window->rowScene()->flushPending();
    QCOMPARE(window->rowScene()->rackItemCount(), 2);
    QVERIFY(window->rowScene()->deviceItem(named(QStringLiteral("dgx-01"))));
  }

  void addRackDialogAppendsAndRemembersItsValues() {
    auto window = openCluster();
    Design& design = window->document().design();
    const ObjectId r02 = rackNamed(design, QStringLiteral("R02"));
    const ObjectId row = design.find<Rack>(r02)->rowId;
    auto* dialog = qobject_cast<ui::AddRackDialog*>(window->openAddRack());
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QCOMPARE(dialog->rowId(), row);
    QCOMPARE(dialog->nameField()->text(), QStringLiteral("R03"));
    QCOMPARE(dialog->heightField()->currentText(), QStringLiteral("42 U"));
    dialog->heightField()->setCurrentIndex(dialog->heightField()->findData(48));
    dialog->widthField()->setValue(800);
    dialog->powerField()->setValue(30000);
    QTest::mouseClick(dialog->buttons()->button(QDialogButtonBox::Ok), Qt::LeftButton);

    const ObjectId added = rackNamed(design, QStringLiteral("R03"));
    QVERIFY(!added.isNull());
    const Rack& rack = *design.find<Rack>(added);
    QCOMPARE(rack.rowId, row);
    QCOMPARE(rack.positionInRow, 2);
    QCOMPARE(rack.heightU, 48);
    QCOMPARE(rack.widthMm, 800.0);
    QCOMPARE(rack.maxPowerW, 30000.0);
    QCOMPARE(window->document().undoStack().count(), 1);
    QCOMPARE(window->rowScene()->selectedRacks(), QVector<ObjectId>{added});

    // The next one starts from these values, with the next name.
    auto* next = qobject_cast<ui::AddRackDialog*>(window->openAddRack());
    QCOMPARE(next->nameField()->text(), QStringLiteral("R04"));
    QCOMPARE(next->heightField()->currentText(), QStringLiteral("48 U"));
    QCOMPARE(next->widthField()->value(), 800.0);
    next->reject();
    // Quick add takes them too.
    window->action(QStringLiteral("tools.addRack"))->trigger();
    const ObjectId quick = rackNamed(design, QStringLiteral("R04"));
    QVERIFY(!quick.isNull());
    QCOMPARE(design.find<Rack>(quick)->heightU, 48);
    window->document().undoStack().undo();
    window->document().undoStack().undo();
    QCOMPARE(design.all<Rack>().size(), 2);
  }

  void addRackPlacesARackScaleSystemAsAUnit() {
    auto window = openCluster();
    Design& design = window->document().design();
    const QByteArray before = DesignFile::toBytes(design);
    const Rack lastEmpty = ui::AddRackDialog::lastUsedRack();
    auto* dialog = qobject_cast<ui::AddRackDialog*>(window->openAddRack());
    QVERIFY(dialog);
    QCOMPARE(dialog->typeField()->currentText(), QStringLiteral("Empty rack"));
    QVERIFY(!dialog->systemSummary()->isVisible());
    const int gb300 = dialog->typeField()->findData(QStringLiteral("GB300-NVL72"));
    QVERIFY(gb300 > 0);
    QVERIFY(dialog->typeField()->itemText(gb300).contains(QLatin1String("72 GPUs")));
    dialog->typeField()->setCurrentIndex(gb300);
    // The product fixes the size; its power is the proposed limit; what is assumed is shown.
    QCOMPARE(dialog->heightField()->currentText(), QStringLiteral("48 U"));
    QVERIFY(!dialog->heightField()->isEnabled());
    QVERIFY(!dialog->depthField()->isEnabled());
    QCOMPARE(dialog->powerField()->value(), 142000.0);
    QVERIFY(dialog->systemSummary()->isVisible());
    QVERIFY(dialog->systemSummary()->text().contains(QLatin1String("UNCONFIRMED")));
    QVERIFY(dialog->systemSummary()->text().contains(QLatin1String("member positions")));
    QVERIFY(dialog->systemSummary()->toolTip().contains(QLatin1String("height: ")));
    QTest::mouseClick(dialog->buttons()->button(QDialogButtonBox::Ok), Qt::LeftButton);

    const ObjectId added = rackNamed(design, QStringLiteral("R03"));
    QVERIFY(!added.isNull());
    QCOMPARE(design.find<Rack>(added)->systemId, QStringLiteral("GB300-NVL72"));
    QCOMPARE(design.devicesInRack(added).size(), 37);
    QCOMPARE(window->document().undoStack().count(), 1);
    window->rowScene()->flushPending();
    const RackItem* item = window->rowScene()->rackItem(added);
    QVERIFY(item && item->system());
    QVERIFY(!item->spineRect().isEmpty());
    ObjectId firstTray;
    for (const Device& d : design.all<Device>()) {
      if (d.name == QLatin1String("R03-CT01"))
        firstTray = d.id;
    }
    QVERIFY(window->rowScene()->deviceItem(firstTray));
    QVERIFY(item->toolTip().contains(QLatin1String("NVLink")));

    // The Inspector shows the system and keeps its size fixed.
    clickRack(*window, added);
    RackInspector* inspector = rackInspector(*window);
    QVERIFY(inspector->isVisible());
    QVERIFY(inspector->findChild<QLabel*>(QStringLiteral("rackInfo"))
                ->text()
                .contains(QLatin1String("Rack-scale system")));
    QVERIFY(!inspector->findChild<QComboBox*>(QStringLiteral("rackHeight"))->isEnabled());

    // An empty rack next keeps the sizes of the last empty rack, not the system's.
    QCOMPARE(ui::AddRackDialog::lastUsedRack(), lastEmpty);
    auto* next = qobject_cast<ui::AddRackDialog*>(window->openAddRack());
    QCOMPARE(next->typeField()->currentText(), QStringLiteral("Empty rack"));
    QCOMPARE(next->heightField()->currentData().toInt(), lastEmpty.heightU);
    QCOMPARE(next->powerField()->value(), lastEmpty.maxPowerW);
    QVERIFY(next->heightField()->isEnabled());
    next->reject();

    // One undo takes the rack and all 37 members away.
    window->action(QStringLiteral("edit.undo"))->trigger();
    QCOMPARE(DesignFile::toBytes(design), before);
  }

  void dragByTheHeaderStillReordersTheRow() {
    auto window = openCluster();
    Design& design = window->document().design();
    const ObjectId r01 = rackNamed(design, QStringLiteral("R01"));
    const ObjectId r02 = rackNamed(design, QStringLiteral("R02"));
    look(*window, (headerPoint(*window, r01) + headerPoint(*window, r02)) / 2, 0.15);
    const QRectF target = window->rowScene()->rackItem(r02)->sceneBoundingRect();
    mouseDrag(*window, headerPoint(*window, r01),
              QPointF(target.right() - 50, target.center().y()));
    QCOMPARE(design.find<Rack>(r01)->positionInRow, 1);
    QCOMPARE(design.find<Rack>(r02)->positionInRow, 0);
  }
};

QTEST_MAIN(TestRackEditing)
#include "tst_rackediting.moc"
