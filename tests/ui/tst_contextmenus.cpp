// Right-click menus: on a cable (picked within a few pixels at any zoom) Replace part…, Swap ends,
// Delete and Show in Inspector; on a device Rename…, Port Map, Delete and Show in Inspector; on
// a cage Plug transceiver (the ones that fit, preferred first) or Pull transceiver; on a finding
// in the Issues dock Select objects and Waive…. Each edit is one undo step. The menus are shown
// through a presenter that the tests replace, so they can read the entries and trigger one.
#include "core/commands/designedits.h"
#include "core/editing/edittransaction.h"
#include "core/editing/racksystemplacement.h"
#include "support/findingchecks.h"
#include "ui/canvas/cablelayeritem.h"
#include "ui/docks/inspectordock.h"
#include "ui/docks/issuesdock.h"
#include "ui/docks/rackinspector.h"
#include "ui/editing/editsession.h"
#include "ui/mainwindow/contextmenus.h"
#include "workbenchfixture.h"

#include <QContextMenuEvent>
#include <QDockWidget>
#include <QLineEdit>
#include <QMenu>
#include <QTabBar>
#include <QTreeWidget>
#include <QUndoStack>

using namespace rackwright;
using namespace rackwright::test;
using rackwright::ui::MainWindow;

namespace {

/// What a presented menu offered: entry object names (or texts) and, for submenus, theirs.
struct Shown {
  int count = 0;
  QStringList entries;
  QStringList texts;
  QHash<QString, QStringList> submenus;
};

QAction* findEntry(QMenu& menu, const QString& name) {
  for (QAction* a : menu.actions()) {
    if (a->objectName() == name || a->text() == name)
      return a;
    if (a->menu() && a->menu()->objectName() == name)
      return a;
  }
  return nullptr;
}

}  // namespace

class TestContextMenus : public QObject {
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
  /// Installs a presenter that records the menu and triggers `trigger` (an object name or text;
  /// "submenu/index" triggers an entry of a submenu).
  static void presentAndTrigger(MainWindow& window, Shown& shown, const QString& trigger) {
    window.contextMenus()->setPresenter([&shown, trigger](QMenu& menu, const QPoint&) {
      ++shown.count;
      for (QAction* a : menu.actions()) {
        if (a->isSeparator())
          continue;
        const QString name = a->menu() ? a->menu()->objectName()
                                       : (a->objectName().isEmpty() ? a->text() : a->objectName());
        shown.entries << name;
        shown.texts << a->text();
        if (a->menu()) {
          for (QAction* sub : a->menu()->actions())
            shown.submenus[name] << sub->text();
        }
      }
      if (trigger.contains(QLatin1Char('/'))) {
        QAction* sub = findEntry(menu, trigger.section(QLatin1Char('/'), 0, 0));
        const int index = trigger.section(QLatin1Char('/'), 1).toInt();
        if (sub && sub->menu() && sub->isEnabled() && index < sub->menu()->actions().size())
          sub->menu()->actions().at(index)->trigger();
        return;
      }
      if (QAction* a = findEntry(menu, trigger); a && a->isEnabled())
        a->trigger();
    });
  }
  static void rightClick(MainWindow& window, const QPointF& scenePoint) {
    QWidget* viewport = window.canvas()->viewport();
    const QPoint pos = toViewport(window, scenePoint);
    QContextMenuEvent event(QContextMenuEvent::Mouse, pos, viewport->mapToGlobal(pos));
    QApplication::sendEvent(viewport, &event);
  }
  static ObjectId dacOf(const Design& design) {
    for (const Cable& c : design.all<Cable>()) {
      if (c.typeId == QStringLiteral("MCP4Y10-N001"))
        return c.id;
    }
    return {};
  }
  /// A point halfway along the drawn route of a cable.
  static QPointF onRoute(MainWindow& window, const ObjectId& cableId) {
    window.rowScene()->flushPending();
    const auto* route = window.rowScene()->cableLayer()->route(cableId);
    return route ? route->path().pointAtPercent(0.5) : QPointF(-1e9, -1e9);
  }
  static QString emptyFlatCage(const Design& design, const ObjectId& deviceId) {
    const Device* device = design.find<Device>(deviceId);
    for (const CageDefinition& cage : design.part(device->typeId)->device()->cages) {
      if (cage.formFactor == FormFactor::OSFP && cage.twinPort &&
          cage.thermal == CageThermal::NeedsFlat &&
          design.modulesInCage(deviceId, cage.name).isEmpty())
        return cage.name;
    }
    return {};
  }

 private Q_SLOTS:
  void initTestCase() {
    mClusterPath = setUpSmallCluster(mTemp, "tst_contextmenus");
    QVERIFY(!mClusterPath.isEmpty());
  }
  void init() { mPrompts = std::make_shared<RecordingPrompts::Shared>(); }

  void cablesArePickedWithinAFewPixelsAtEveryZoom() {
    auto window = openCluster();
    const ObjectId dac = dacOf(window->document().design());
    const QPointF point = onRoute(*window, dac);
    for (const double scale : {0.1, 0.25, 1.0, 3.0}) {
      look(*window, point, scale);
      const double pixel = 1.0 / scale;
      QVERIFY(window->canvas()->cableAt(point) == dac);
      // A few pixels off the stroke still hit it; far off does not.
      QVERIFY2(window->canvas()->cableAt(point + QPointF(0, 4 * pixel)) == dac,
               qPrintable(QString::number(scale)));
      QVERIFY2(window->canvas()->cableAt(point + QPointF(-4 * pixel, 0)) == dac,
               qPrintable(QString::number(scale)));
      QVERIFY2(window->canvas()->cableAt(point + QPointF(40 * pixel, 0)) != dac,
               qPrintable(QString::number(scale)));
    }
  }

  void rightClickOnACableOffersItsActionsAndSwapsTheEnds() {
    auto window = openCluster();
    Design& design = window->document().design();
    const ObjectId dac = dacOf(design);
    const Cable before = *design.find<Cable>(dac);
    const QPointF point = onRoute(*window, dac);
    // Zoomed out past the ports, so that the cable, not a cage, is under the cursor.
    look(*window, point, 0.25);
    QCOMPARE(window->canvas()->hitAt(toViewport(*window, point)).kind, ui::CanvasHit::Kind::Cable);
    Shown shown;
    presentAndTrigger(*window, shown, QStringLiteral("cable.swapEnds"));
    rightClick(*window, point);
    QCOMPARE(shown.count, 1);
    QCOMPARE(shown.entries, (QStringList{"cable.replacePart", "cable.swapEnds", "cable.reroute",
                                         "cable.traceChannel", "edit.delete", "showInInspector"}));
    // The right-clicked cable is the selection the entries act on.
    QCOMPARE(window->rowScene()->selectedCables(), QSet<ObjectId>{dac});
    const Cable* after = design.find<Cable>(dac);
    QVERIFY(after->ends.at(0).attachment == before.ends.at(1).attachment);
    QVERIFY(after->ends.at(1).attachment == before.ends.at(0).attachment);
    const int steps = window->document().undoStack().count();
    QCOMPARE(steps, 1);
    window->action(QStringLiteral("edit.undo"))->trigger();
    QVERIFY(*design.find<Cable>(dac) == before);

    // Replace part… from the menu goes through the cable tool's picker.
    int offered = 0;
    window->canvas()->setCandidateChooser(
        [&offered](const QVector<CableCandidate>& candidates, const QPoint&) {
          offered = int(candidates.size());
          for (int i = 0; i < candidates.size(); ++i) {
            if (candidates.at(i).typeId != QStringLiteral("MCP4Y10-N001"))
              return i;
          }
          return -1;
        });
    presentAndTrigger(*window, shown, QStringLiteral("cable.replacePart"));
    rightClick(*window, point);
    QVERIFY(offered > 0);
    QVERIFY(design.find<Cable>(dac)->typeId != before.typeId);
    QVERIFY(design.find<Cable>(dac)->ends.at(0).attachment == before.ends.at(0).attachment);
    window->action(QStringLiteral("edit.undo"))->trigger();
    QVERIFY(*design.find<Cable>(dac) == before);

    // Delete is the registered action, on the cable.
    presentAndTrigger(*window, shown, QStringLiteral("edit.delete"));
    rightClick(*window, point);
    QVERIFY(!design.contains<Cable>(dac));
    window->action(QStringLiteral("edit.undo"))->trigger();
    QVERIFY(*design.find<Cable>(dac) == before);
  }

  void rightClickOnADeviceOffersRenameDeleteAndTheInspector() {
    auto window = openCluster();
    Design& design = window->document().design();
    const ObjectId dgx = named("dgx-02");
    const ui::DeviceItem* item = window->rowScene()->deviceItem(dgx);
    const QPointF point = item->mapToScene(QPointF(60, item->boundingRect().height() - 30));
    look(*window, point, 0.25);
    QCOMPARE(window->canvas()->hitAt(toViewport(*window, point)).kind, ui::CanvasHit::Kind::Device);
    Shown shown;
    presentAndTrigger(*window, shown, QStringLiteral("device.rename"));
    rightClick(*window, point);
    QCOMPARE(shown.entries,
             (QStringList{"device.rename", "tools.portMap", "edit.delete", "showInInspector"}));
    QCOMPARE(window->rowScene()->selectedDevices(), QVector<ObjectId>{dgx});
    // Rename… hands over to the Inspector's name field, with the name selected.
    QLineEdit* name = window->inspector()->nameField();
    QCOMPARE(name->text(), QStringLiteral("dgx-02"));
    QCOMPARE(name->selectedText(), QStringLiteral("dgx-02"));
    QVERIFY(window->inspector()->isVisible());

    // Show in Inspector brings the Inspector forward from behind the Design summary tab.
    bool switched = false;
    for (QTabBar* bar : window->findChildren<QTabBar*>()) {
      for (int i = 0; i < bar->count(); ++i) {
        if (bar->tabText(i) == QStringLiteral("Design summary")) {
          bar->setCurrentIndex(i);
          switched = true;
        }
      }
    }
    QVERIFY(switched);
    QApplication::processEvents();

    // (A dock behind another tab stays "visible" to Qt; what shows of it is what counts.)
    QWidget* inspectorDock = window->findChild<QDockWidget*>(QStringLiteral("inspectorDock"));
    QTRY_VERIFY(inspectorDock->visibleRegion().isEmpty());
    presentAndTrigger(*window, shown, QStringLiteral("showInInspector"));
    rightClick(*window, point);
    QTRY_VERIFY(!inspectorDock->visibleRegion().isEmpty());

    presentAndTrigger(*window, shown, QStringLiteral("edit.delete"));
    rightClick(*window, point);
    QVERIFY(!design.contains<Device>(dgx));
    QCOMPARE(window->document().undoStack().count(), 1);
    window->action(QStringLiteral("edit.undo"))->trigger();
    QVERIFY(design.contains<Device>(dgx));
  }

  void cageMenuPlugsAndPullsATransceiver() {
    auto window = openCluster();
    Design& design = window->document().design();
    const ObjectId dgx = named("dgx-01");
    const QString cage = emptyFlatCage(design, dgx);
    QVERIFY(!cage.isEmpty());
    const QPointF point = portPoint(*window, dgx, Attachment{Attachment::Kind::Cage, dgx, cage});
    look(*window, point, 1.0);
    Shown shown;
    presentAndTrigger(*window, shown, QStringLiteral("cage.plugTransceiver/0"));
    rightClick(*window, point);
    QVERIFY(shown.entries.contains(QStringLiteral("cage.plugTransceiver")));
    const QStringList offered = shown.submenus.value(QStringLiteral("cage.plugTransceiver"));
    QVERIFY(!offered.isEmpty());
    // Preferred first: a flat-top twin-port OSFP transceiver for the DGX's flat cage.
    QVERIFY2(!offered.front().contains(QStringLiteral("not the preferred")),
             qPrintable(offered.join(QLatin1Char('\n'))));
    const QVector<ObjectId> plugged = design.modulesInCage(dgx, cage);
    QCOMPARE(plugged.size(), 1);
    const QString typeId = design.find<Module>(plugged.front())->typeId;
    QVERIFY2(offered.front().startsWith(typeId), qPrintable(offered.front()));
    QCOMPARE(window->document().undoStack().count(), 1);

    // Now the cage holds it: the menu pulls it.
    window->rowScene()->flushPending();
    Shown again;
    presentAndTrigger(*window, again, QStringLiteral("cage.pullTransceiver"));
    rightClick(*window, point);
    QVERIFY2(again.texts.contains(QStringLiteral("Pull transceiver %1").arg(typeId)),
             qPrintable(again.texts.join(QLatin1Char('|'))));
    QVERIFY(!again.entries.contains(QStringLiteral("cage.plugTransceiver")));
    QVERIFY(design.modulesInCage(dgx, cage).isEmpty());
    window->action(QStringLiteral("edit.undo"))->trigger();
    QCOMPARE(design.modulesInCage(dgx, cage).size(), 1);
  }

  void rerouteMovesOneCableEndToTheClickedPort() {
    auto window = openCluster();
    Design& design = window->document().design();
    const ObjectId dac = dacOf(design);
    const Cable before = *design.find<Cable>(dac);
    const ObjectId leaf2 = named("leaf-02");
    // An empty twin-port cage of leaf-02 to move end B to.
    QString freeCage;
    for (const CageDefinition& cage : design.part(QStringLiteral("QM9700"))->device()->cages) {
      if (cage.twinPort && design.modulesInCage(leaf2, cage.name).isEmpty() &&
          design.cablesAttachedAt(leaf2, cage.name).isEmpty()) {
        freeCage = cage.name;
        break;
      }
    }
    QVERIFY(!freeCage.isEmpty());
    const QPointF point = onRoute(*window, dac);
    look(*window, point, 0.25);
    Shown shown;
    presentAndTrigger(*window, shown, QStringLiteral("cable.reroute/1"));
    rightClick(*window, point);
    // One entry per end, naming where it is now.
    const QStringList ends = shown.submenus.value(QStringLiteral("cable.reroute"));
    QCOMPARE(ends.size(), 2);
    QVERIFY2(ends.at(0).startsWith(QStringLiteral("Move end A (leaf-01")), qPrintable(ends.at(0)));
    QVERIFY2(ends.at(1).startsWith(QStringLiteral("Move end B (leaf-02")), qPrintable(ends.at(1)));
    QCOMPARE(window->canvas()->toolName(), "reroute");

    // A click on a port that cannot take end B (end A's own cage, occupied) is refused and the
    // tool waits for another port.
    QWidget* viewport = window->canvas()->viewport();
    const Attachment occupied = before.ends.at(0).attachment;
    const QPointF occupiedPoint = portPoint(*window, occupied.objectId, occupied);
    look(*window, occupiedPoint, 1.0);
    QTest::mouseClick(viewport, Qt::LeftButton, {}, toViewport(*window, occupiedPoint));
    QCOMPARE(window->canvas()->toolName(), "reroute");
    QVERIFY(*design.find<Cable>(dac) == before);

    const Attachment target{Attachment::Kind::Cage, leaf2, freeCage};
    const QPointF targetPoint = portPoint(*window, leaf2, target);
    look(*window, targetPoint, 1.0);
    QTest::mouseMove(viewport, toViewport(*window, targetPoint));
    QTest::mouseClick(viewport, Qt::LeftButton, {}, toViewport(*window, targetPoint));
    QCOMPARE(window->canvas()->toolName(), "select");
    const Cable* after = design.find<Cable>(dac);
    QVERIFY(after->ends.at(1).attachment == target);
    QVERIFY(after->ends.at(0).attachment == before.ends.at(0).attachment);
    QCOMPARE(after->typeId, before.typeId);
    QCOMPARE(after->lengthM, before.lengthM);
    QCOMPARE(window->document().undoStack().count(), 1);
    window->action(QStringLiteral("edit.undo"))->trigger();
    QVERIFY(*design.find<Cable>(dac) == before);

    // Escape leaves the cable as it was.
    look(*window, point, 0.25);
    presentAndTrigger(*window, shown, QStringLiteral("cable.reroute/0"));
    rightClick(*window, point);
    QCOMPARE(window->canvas()->toolName(), "reroute");
    QTest::keyClick(viewport, Qt::Key_Escape);
    QCOMPARE(window->canvas()->toolName(), "select");
    QVERIFY(*design.find<Cable>(dac) == before);
  }

  void aSystemRackOffersToRestoreItsMembers() {
    auto window = openCluster();
    Design& design = window->document().design();
    const ObjectId r01 = DesignBuilder::idFor(QStringLiteral("rack:R01"));
    // A GB300 NVL72 rack placed as the dialog places it, then one compute tray deleted.
    ObjectId nvl;
    QVERIFY(window->session()->pushSequence(
        QStringLiteral("Add rack"), [&](Design& d, EditTransaction& transaction) {
          Rack values;
          values.name = QStringLiteral("nvl-01");
          nvl = RackSystemPlacement::place(transaction,
                                           *d.library().findSystem(QStringLiteral("GB300-NVL72")),
                                           design.find<Rack>(r01)->rowId, values);
        }));
    ObjectId tray;
    for (const Device& d : design.all<Device>()) {
      if (d.name == QLatin1String("nvl-01-CT05"))
        tray = d.id;
    }
    QVERIFY(!tray.isNull());
    window->document().undoStack().push(DesignEdits::removeDevice(design, tray).release());
    QCOMPARE(design.devicesInRack(nvl).size(), 36);
    window->rowScene()->flushPending();

    const ui::RackItem* rack = window->rowScene()->rackItem(nvl);
    const QPointF header =
        rack->mapToScene(QPointF(150, -ui::RackItem::kFrameMm - ui::RackItem::kHeaderMm / 2));
    look(*window, header, 0.25);
    Shown shown;
    presentAndTrigger(*window, shown, QStringLiteral("rack.restoreSystemMembers"));
    rightClick(*window, header);
    QVERIFY2(shown.texts.contains(QStringLiteral("Restore System Members (1 missing)")),
             qPrintable(shown.texts.join(QLatin1Char('|'))));
    QCOMPARE(design.devicesInRack(nvl).size(), 37);
    bool back = false;
    for (const Device& d : design.all<Device>())
      back |= d.name == QLatin1String("nvl-01-CT05") && d.rackId == nvl && d.positionU == 9;
    QVERIFY(back);
    // Nothing missing now: the entry stays, disabled; one undo takes the tray out again.
    Shown again;
    presentAndTrigger(*window, again, QStringLiteral("rack.restoreSystemMembers"));
    rightClick(*window, header);
    QVERIFY(again.texts.contains(QStringLiteral("Restore System Members (0 missing)")));
    window->action(QStringLiteral("edit.undo"))->trigger();
    QCOMPARE(design.devicesInRack(nvl).size(), 36);
  }

  void rightClickOnARackOffersRenameSelectDevicesAndDelete() {
    auto window = openCluster();
    Design& design = window->document().design();
    const ObjectId r01 = DesignBuilder::idFor(QStringLiteral("rack:R01"));
    const ui::RackItem* rack = window->rowScene()->rackItem(r01);
    QVERIFY(rack);
    const QPointF header =
        rack->mapToScene(QPointF(150, -ui::RackItem::kFrameMm - ui::RackItem::kHeaderMm / 2));
    look(*window, header, 0.25);
    const ui::CanvasHit hit = window->canvas()->hitAt(toViewport(*window, header));
    QCOMPARE(hit.kind, ui::CanvasHit::Kind::Rack);
    QCOMPARE(hit.rackId, r01);
    Shown shown;
    presentAndTrigger(*window, shown, QStringLiteral("rack.rename"));
    rightClick(*window, header);
    QCOMPARE(shown.entries, (QStringList{"rack.rename", "rack.selectDevices", "tools.addRackDialog",
                                         "edit.delete", "showInInspector"}));
    QCOMPARE(window->rowScene()->selectedRacks(), QVector<ObjectId>{r01});
    QLineEdit* name = window->inspector()->rackInspector()->nameField();
    QCOMPARE(name->text(), QStringLiteral("R01"));
    QCOMPARE(name->selectedText(), QStringLiteral("R01"));

    // Select Its Devices: the top-level devices of the rack (the DGX servers and the panel).
    QVector<ObjectId> held;
    for (const Device& d : design.all<Device>()) {
      if (d.rackId == r01 && d.parentId.isNull())
        held << d.id;
    }
    QVERIFY(held.size() >= 3);
    presentAndTrigger(*window, shown, QStringLiteral("rack.selectDevices"));
    rightClick(*window, header);
    QVERIFY2(shown.texts.contains(QStringLiteral("Select Its Devices (%1)").arg(held.size())),
             qPrintable(shown.texts.join(QLatin1Char('|'))));
    QVector<ObjectId> selected = window->rowScene()->selectedDevices();
    std::sort(selected.begin(), selected.end());
    std::sort(held.begin(), held.end());
    QCOMPARE(selected, held);

    // Delete takes the rack with what it holds, one undo step.
    presentAndTrigger(*window, shown, QStringLiteral("edit.delete"));
    rightClick(*window, header);
    QVERIFY(!design.contains<Rack>(r01));
    for (const ObjectId& id : held)
      QVERIFY(!design.contains<Device>(id));
    window->action(QStringLiteral("edit.undo"))->trigger();
    QVERIFY(design.contains<Rack>(r01));
    for (const ObjectId& id : held)
      QVERIFY(design.contains<Device>(id));
  }

  void findingMenuSelectsTheObjectsAndWaives() {
    auto window = openCluster();
    Design& design = window->document().design();
    // A finned module in a flat-top cage of dgx-02: FF-03.
    const ObjectId dgx = named("dgx-02");
    Module module;
    module.id = QUuid::createUuid();
    module.typeId = QStringLiteral("MMA4Z00-NS");
    module.deviceId = dgx;
    module.cage = emptyFlatCage(design, dgx);
    QVERIFY(window->session()->push([&](Design& d) { return DesignEdits::plugModule(d, module); }));
    window->validation()->updateNow();
    ui::IssuesDock* dock = window->issues();
    QTreeWidgetItem* row = nullptr;
    for (int i = 0; i < dock->tree()->topLevelItemCount(); ++i) {
      const Finding* f = dock->findingAt(dock->tree()->topLevelItem(i));
      if (f && f->rule == QStringLiteral("FF-03") && f->objects.contains(module.id))
        row = dock->tree()->topLevelItem(i);
    }
    QVERIFY(row);
    const QPoint at = dock->tree()->visualItemRect(row).center();
    QStringList entries;
    auto present = [&entries](const QString& trigger) {
      return [&entries, trigger](QMenu& menu, const QPoint&) {
        entries.clear();
        for (QAction* a : menu.actions())
          entries << a->objectName();
        if (QAction* a = findEntry(menu, trigger))
          a->trigger();
      };
    };
    window->rowScene()->selectObjects({});
    dock->setMenuPresenter(present(QStringLiteral("finding.select")));
    Q_EMIT dock->tree()->customContextMenuRequested(at);
    QCOMPARE(entries, (QStringList{"finding.select", "finding.explain", "finding.traceChannel",
                                   "finding.waive"}));
    QCOMPARE(window->rowScene()->selectedDevices(), QVector<ObjectId>{dgx});

    const int steps = window->document().undoStack().count();
    dock->setMenuPresenter(present(QStringLiteral("finding.waive")));
    Q_EMIT dock->tree()->customContextMenuRequested(at);
    QCOMPARE(int(design.all<Waiver>().size()), 1);
    QCOMPARE(window->document().undoStack().count(), steps + 1);
    QCOMPARE(mPrompts->waiverQuestions, QStringList{QStringLiteral("FF-03")});
    window->document().undoStack().undo();
    QVERIFY(design.all<Waiver>().isEmpty());
  }

  void capacityFindingPlansTheFabric() {
    // PL-13 on a compute leaf offers to state the fabric's oversubscription: the answer is one
    // undo step, every leaf is then held to it, and undo brings the finding back.
    auto window = openCluster();
    Design& design = window->document().design();
    for (const QString& name : {QStringLiteral("leaf-01"), QStringLiteral("leaf-02")}) {
      QVERIFY(window->session()->push([&](Design& d) {
        return DesignEdits::assignDeviceNetwork(d, named(name), QStringLiteral("compute"), 0);
      }));
    }
    window->validation()->updateNow();
    ui::IssuesDock* dock = window->issues();
    const auto pl13Row = [dock]() -> QTreeWidgetItem* {
      for (int i = 0; i < dock->tree()->topLevelItemCount(); ++i) {
        const Finding* f = dock->findingAt(dock->tree()->topLevelItem(i));
        if (f && f->rule == QStringLiteral("PL-13"))
          return dock->tree()->topLevelItem(i);
      }
      return nullptr;
    };
    QTreeWidgetItem* row = pl13Row();
    QVERIFY2(row, qPrintable(describeFindings(window->validation()->result().findings)));
    QVERIFY(dock->findingAt(row)->message().contains(QStringLiteral("leaf-01 carries")));

    QStringList entries;
    QString toolTip;
    dock->setMenuPresenter([&](QMenu& menu, const QPoint&) {
      for (QAction* a : menu.actions())
        entries << a->objectName();
      if (QAction* a = findEntry(menu, QStringLiteral("finding.planOversubscription"))) {
        toolTip = a->toolTip();
        a->trigger();
      }
    });
    const int steps = window->document().undoStack().index();
    Q_EMIT dock->tree()->customContextMenuRequested(dock->tree()->visualItemRect(row).center());
    QVERIFY(entries.contains(QStringLiteral("finding.planOversubscription")));
    QVERIFY(entries.contains(QStringLiteral("finding.waive")));
    QVERIFY(toolTip.contains(QStringLiteral("Compute fabric")));
    QCOMPARE(mPrompts->fabricQuestions, QStringList{QStringLiteral("Compute: default")});
    QCOMPARE(window->document().undoStack().index(), steps + 1);
    QCOMPARE(design.info().fabrics.value(QStringLiteral("compute")).oversubscription,
             std::optional<Ratio>(Ratio{4, 1}));
    window->validation()->updateNow();
    QVERIFY(!pl13Row());

    // Undone, the finding is back; asked again and cancelled, nothing changes.
    window->document().undoStack().undo();
    window->validation()->updateNow();
    row = pl13Row();
    QVERIFY(row);
    QVERIFY(design.info().fabrics.isEmpty());
    mPrompts->fabricAnswer = std::nullopt;
    Q_EMIT dock->tree()->customContextMenuRequested(dock->tree()->visualItemRect(row).center());
    QCOMPARE(mPrompts->fabricQuestions.size(), 2);
    QCOMPARE(window->document().undoStack().index(), steps);
    QVERIFY(design.info().fabrics.isEmpty());

    // Other rules' findings do not offer it.
    entries.clear();
    for (int i = 0; i < dock->tree()->topLevelItemCount(); ++i) {
      const Finding* f = dock->findingAt(dock->tree()->topLevelItem(i));
      if (f && f->rule != QStringLiteral("PL-13") && f->rule != QStringLiteral("PL-14")) {
        Q_EMIT dock->tree()->customContextMenuRequested(
            dock->tree()->visualItemRect(dock->tree()->topLevelItem(i)).center());
        break;
      }
    }
    QVERIFY(!entries.contains(QStringLiteral("finding.planOversubscription")));
  }

  void provisioningFindingStatesTheLeafUplinks() {
    // PL-12 on a leaf short of the stated uplink capacity offers to change that statement: the
    // answer is one undo step and the finding goes; 0 stops stating it.
    auto window = openCluster();
    Design& design = window->document().design();
    for (const QString& name : {QStringLiteral("leaf-01"), QStringLiteral("leaf-02")}) {
      QVERIFY(window->session()->push([&](Design& d) {
        return DesignEdits::assignDeviceNetwork(d, named(name), QStringLiteral("compute"), 0);
      }));
    }
    QVERIFY(window->session()->push([&](Design& d) {
      return DesignEdits::setFabricLeafUplinks(d, QStringLiteral("compute"), 1000000);
    }));
    window->validation()->updateNow();
    ui::IssuesDock* dock = window->issues();
    const auto pl12Row = [dock]() -> QTreeWidgetItem* {
      for (int i = 0; i < dock->tree()->topLevelItemCount(); ++i) {
        const Finding* f = dock->findingAt(dock->tree()->topLevelItem(i));
        if (f && f->rule == QStringLiteral("PL-12"))
          return dock->tree()->topLevelItem(i);
      }
      return nullptr;
    };
    QTreeWidgetItem* row = pl12Row();
    QVERIFY2(row, qPrintable(describeFindings(window->validation()->result().findings)));
    QVERIFY(dock->findingAt(row)->message().contains(QStringLiteral("1000000 Gb/s")));

    QStringList entries;
    dock->setMenuPresenter([&](QMenu& menu, const QPoint&) {
      entries.clear();
      for (QAction* a : menu.actions())
        entries << a->objectName();
      if (QAction* a = findEntry(menu, QStringLiteral("finding.stateLeafUplinks")))
        a->trigger();
    });
    mPrompts->uplinkAnswer = std::optional<int>(1);
    const int steps = window->document().undoStack().index();
    Q_EMIT dock->tree()->customContextMenuRequested(dock->tree()->visualItemRect(row).center());
    QVERIFY(entries.contains(QStringLiteral("finding.stateLeafUplinks")));
    QVERIFY(!entries.contains(QStringLiteral("finding.planOversubscription")));
    QCOMPARE(mPrompts->uplinkQuestions, QStringList{QStringLiteral("Compute: 1000000")});
    QCOMPARE(window->document().undoStack().index(), steps + 1);
    QCOMPARE(design.info().fabrics.value(QStringLiteral("compute")).leafUplinkGbps,
             std::optional<int>(1));
    window->validation()->updateNow();
    QVERIFY(!pl12Row());

    // Undone, the finding is back; answered with 0, the design stops stating the capacity.
    window->document().undoStack().undo();
    window->validation()->updateNow();
    row = pl12Row();
    QVERIFY(row);
    mPrompts->uplinkAnswer = std::optional<int>();
    Q_EMIT dock->tree()->customContextMenuRequested(dock->tree()->visualItemRect(row).center());
    QVERIFY(!design.info().fabrics.value(QStringLiteral("compute")).leafUplinkGbps);
    window->validation()->updateNow();
    QVERIFY(!pl12Row());
  }

  void toolsMenuStatesTheFabricPlan() {
    // Tools ▸ Fabric Oversubscription shows each fabric's plan (or its rule's default) and sets it,
    // one undo step, without a finding to start from.
    auto window = openCluster();
    const Design& design = window->document().design();
    QMenu* menu = window->fabricPlanMenu();
    QVERIFY(menu);
    const auto entries = [&] {
      window->rebuildFabricPlanMenu();
      QStringList texts;
      for (QAction* a : menu->actions())
        texts << a->text();
      return texts;
    };
    QCOMPARE(entries(), (QStringList{QStringLiteral("Compute fabric: 1:1 (default)…"),
                                     QStringLiteral("Storage fabric: 4:3 (default)…")}));
    const int steps = window->document().undoStack().index();
    mPrompts->fabricAnswer = std::optional<Ratio>(Ratio{3, 2});
    menu->findChild<QAction*>(QStringLiteral("tools.fabricPlan.storage"))->trigger();
    QCOMPARE(mPrompts->fabricQuestions, QStringList{QStringLiteral("Storage: default")});
    QCOMPARE(window->document().undoStack().index(), steps + 1);
    QCOMPARE(design.info().fabrics.value(QStringLiteral("storage")).oversubscription,
             std::optional<Ratio>(Ratio{3, 2}));
    QCOMPARE(entries().last(), QStringLiteral("Storage fabric: 3:2…"));
    // Back to the default: an empty answer removes the plan.
    mPrompts->fabricAnswer = std::optional<Ratio>();
    menu->findChild<QAction*>(QStringLiteral("tools.fabricPlan.storage"))->trigger();
    QCOMPARE(mPrompts->fabricQuestions.last(), QStringLiteral("Storage: 3:2"));
    QVERIFY(design.info().fabrics.isEmpty());
    // Cancelled: nothing changes.
    mPrompts->fabricAnswer = std::nullopt;
    const int before = window->document().undoStack().index();
    menu->findChild<QAction*>(QStringLiteral("tools.fabricPlan.compute"))->trigger();
    QCOMPARE(window->document().undoStack().index(), before);
    window->document().undoStack().undo();
    QCOMPARE(entries().last(), QStringLiteral("Storage fabric: 3:2…"));
  }
};

QTEST_MAIN(TestContextMenus)
#include "tst_contextmenus.moc"
