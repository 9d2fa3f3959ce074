// The Design outline dock: the design as site → hall → row → rack → device, read lazily; a click
// on an item selects it on the canvas and centres the view on it; F2 renames through an undo
// command; edits, undo and a rack removal update the tree in place (no reset); halls and rows
// are added and rows moved up and down; the View menu's panels list toggles the dock.
#include "core/commands/designedits.h"
#include "ui/docks/outlinedock.h"
#include "ui/docks/outlinemodel.h"
#include "ui/editing/editsession.h"
#include "workbenchfixture.h"

#include <QAbstractItemView>
#include <QAction>
#include <QDockWidget>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QTreeView>
#include <QUndoStack>

using namespace rackwright;
using namespace rackwright::test;
using rackwright::ui::MainWindow;
using rackwright::ui::OutlineDock;
using rackwright::ui::OutlineModel;

namespace {

ObjectId rackNamed(const Design& design, const QString& name) {
  for (const Rack& rack : design.all<Rack>()) {
    if (rack.name == name)
      return rack.id;
  }
  return {};
}

QStringList childNames(const OutlineModel* model, const QModelIndex& parent) {
  QStringList names;
  for (int i = 0; i < model->rowCount(parent); ++i)
    names << model->index(i, 0, parent).data().toString();
  return names;
}

}  // namespace

class TestOutlineDock : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir mTemp;
  QString mClusterPath;
  std::shared_ptr<RecordingPrompts::Shared> mPrompts;

  std::unique_ptr<MainWindow> openCluster() {
    auto window = makeWindow(mPrompts);
    if (!openIn(*window, mClusterPath))
      qFatal("cannot open the small cluster");
    if (auto* dock = window->findChild<QDockWidget*>(QStringLiteral("outlineDock")))
      dock->raise();
    QApplication::setActiveWindow(window.get());
    if (!QTest::qWaitForWindowActive(window.get()))
      qWarning("the window did not become active; shortcuts may not reach it");
    return window;
  }
  /// Clicks an object's item in the tree (its ancestors expanded first).
  static void clickItem(MainWindow& window, ObjectKind kind, const ObjectId& id) {
    OutlineDock* outline = window.outline();
    const QModelIndex index = outline->model()->reveal(kind, id);
    QVERIFY(index.isValid());
    for (QModelIndex at = index.parent(); at.isValid(); at = at.parent())
      outline->view()->expand(at);
    outline->view()->scrollTo(index);
    const QRect rect = outline->view()->visualRect(index);
    QVERIFY(!rect.isEmpty());
    QTest::mouseClick(outline->view()->viewport(), Qt::LeftButton, Qt::NoModifier, rect.center());
  }

 private Q_SLOTS:
  void initTestCase() {
    mClusterPath = setUpSmallCluster(mTemp, "tst_outlinedock");
    QVERIFY(!mClusterPath.isEmpty());
  }
  void init() { mPrompts = std::make_shared<RecordingPrompts::Shared>(); }

  void showsTheHierarchyLazily() {
    auto window = openCluster();
    const Design& design = window->document().design();
    OutlineModel* model = window->outline()->model();
    QVERIFY(window->outline()->isVisible());
    QCOMPARE(childNames(model, {}), QStringList{QStringLiteral("Lab")});
    const QModelIndex site = model->index(0, 0);
    QCOMPARE(childNames(model, site), QStringList{QStringLiteral("Hall A")});
    const QModelIndex hall = model->index(0, 0, site);
    QCOMPARE(childNames(model, hall), QStringList{QStringLiteral("Row 1")});
    const QModelIndex row = model->index(0, 0, hall);
    // The racks and their devices are read when the row is opened.
    const int before = model->nodeCount();
    QVERIFY(before < int(design.all<Device>().size()));
    QVERIFY(model->hasChildren(row));
    window->outline()->view()->expand(row);
    QCOMPARE(childNames(model, row), (QStringList{QStringLiteral("R01"), QStringLiteral("R02")}));
    const QModelIndex r01 = model->index(0, 0, row);
    window->outline()->view()->expand(r01);
    // Top of the rack first.
    QCOMPARE(childNames(model, r01),
             (QStringList{QStringLiteral("pp-r01"), QStringLiteral("dgx-02"),
                          QStringLiteral("dgx-01")}));
    QVERIFY(model->kindAt(r01) == ObjectKind::Rack);
    QCOMPARE(model->idAt(r01), rackNamed(design, QStringLiteral("R01")));
  }

  void clickSelectsOnTheCanvasAndCentresTheView() {
    auto window = openCluster();
    const Design& design = window->document().design();
    const ObjectId r02 = rackNamed(design, QStringLiteral("R02"));
    ui::CanvasView* view = window->canvas();
    look(*window, QPointF(-20000, -20000), 0.2);  // far from everything
    clickItem(*window, ObjectKind::Rack, r02);
    QCOMPARE(window->rowScene()->selectedRacks(), QVector<ObjectId>{r02});
    const QPointF centre = view->mapToScene(view->viewport()->rect().center());
    const QPointF rackCentre = window->rowScene()->rackItem(r02)->sceneBoundingRect().center();
    QVERIFY2(QLineF(centre, rackCentre).length() < 20,
             qPrintable(QStringLiteral("centre %1,%2, rack at %3,%4")
                            .arg(centre.x())
                            .arg(centre.y())
                            .arg(rackCentre.x())
                            .arg(rackCentre.y())));

    // A device: selected as a device, the view on it.
    const ObjectId dgx = named(QStringLiteral("dgx-01"));
    clickItem(*window, ObjectKind::Device, dgx);
    QCOMPARE(window->rowScene()->selectedDevices(), QVector<ObjectId>{dgx});
    QVERIFY(window->rowScene()->selectedRacks().isEmpty());
    const QPointF deviceCentre = window->rowScene()->deviceItem(dgx)->sceneBoundingRect().center();
    QVERIFY(QLineF(view->mapToScene(view->viewport()->rect().center()), deviceCentre).length() <
            20);
    window->outline()->parentWidget()->show();
    window->outline()->parentWidget()->raise();
    QApplication::processEvents();
    QVERIFY(maybeUpdateScreenshot(window->grab().toImage(), QStringLiteral("design-outline.png")));
  }

  void followsTheCanvasSelection() {
    auto window = openCluster();
    const Design& design = window->document().design();
    const ObjectId r02 = rackNamed(design, QStringLiteral("R02"));
    const ui::RackItem* rack = window->rowScene()->rackItem(r02);
    const QPointF header =
        rack->mapToScene(QPointF(150, -ui::RackItem::kFrameMm - ui::RackItem::kHeaderMm / 2));
    look(*window, header, 0.25);
    QSignalSpy chosen(window->outline(), &OutlineDock::objectChosen);
    QTest::mouseClick(window->canvas()->viewport(), Qt::LeftButton, Qt::NoModifier,
                      toViewport(*window, header));
    QCOMPARE(window->rowScene()->selectedRacks(), QVector<ObjectId>{r02});
    QCOMPARE(window->outline()->current().second, r02);
    QVERIFY(
        window->outline()->view()->isExpanded(window->outline()->view()->currentIndex().parent()));
    QCOMPARE(chosen.count(), 0);  // shown, not chosen again: no loop back to the canvas
    const ObjectId leaf = named(QStringLiteral("leaf-01"));
    window->rowScene()->selectObjects({leaf});
    QCOMPARE(window->outline()->current().second, leaf);
  }

  void f2RenamesThroughAnUndoCommand() {
    auto window = openCluster();
    Design& design = window->document().design();
    QUndoStack& stack = window->document().undoStack();
    const ObjectId r01 = rackNamed(design, QStringLiteral("R01"));
    clickItem(*window, ObjectKind::Rack, r01);
    QTreeView* tree = window->outline()->view();
    QTest::keyClick(tree, Qt::Key_F2);
    auto* editor = tree->viewport()->findChild<QLineEdit*>();
    QVERIFY(editor);
    QCOMPARE(editor->text(), QStringLiteral("R01"));
    editor->selectAll();
    QTest::keyClicks(editor, QStringLiteral("A01"));
    QTest::keyClick(editor, Qt::Key_Return);
    // The delegate commits once the key event has returned.
    QTRY_COMPARE(design.find<Rack>(r01)->name, QStringLiteral("A01"));
    QCOMPARE(stack.count(), 1);
    QCOMPARE(stack.undoText(), QStringLiteral("Rename A01"));
    QCOMPARE(tree->currentIndex().data().toString(), QStringLiteral("A01"));
    stack.undo();
    QCOMPARE(design.find<Rack>(r01)->name, QStringLiteral("R01"));
    QCOMPARE(tree->currentIndex().data().toString(), QStringLiteral("R01"));

    // An empty name is refused by core, with the reason in the status bar.
    QTest::keyClick(tree, Qt::Key_F2);
    editor = tree->viewport()->findChild<QLineEdit*>();
    QVERIFY(editor);
    editor->clear();
    QTest::keyClick(editor, Qt::Key_Return);
    QTRY_VERIFY(window->statusBar()->currentMessage().contains(QStringLiteral("empty")));
    QCOMPARE(design.find<Rack>(r01)->name, QStringLiteral("R01"));
    QCOMPARE(stack.count(), 1);
  }

  void followsEditsInPlace() {
    auto window = openCluster();
    Design& design = window->document().design();
    QUndoStack& stack = window->document().undoStack();
    OutlineModel* model = window->outline()->model();
    const ObjectId r01 = rackNamed(design, QStringLiteral("R01"));
    const ObjectId r02 = rackNamed(design, QStringLiteral("R02"));
    QModelIndex r01Index = model->reveal(ObjectKind::Rack, r01);
    model->reveal(ObjectKind::Device, named(QStringLiteral("dgx-01")));
    const QModelIndex row = r01Index.parent();
    QSignalSpy resets(model, &QAbstractItemModel::modelReset);
    QSignalSpy inserted(model, &QAbstractItemModel::rowsInserted);

    // A rack added at the end of the row appears there.
    window->action(QStringLiteral("tools.addRack"))->trigger();
    model->flushPending();
    QCOMPARE(childNames(model, row),
             (QStringList{QStringLiteral("R01"), QStringLiteral("R02"), QStringLiteral("R03")}));
    QVERIFY(inserted.count() >= 1);

    // Removing R01 takes its item and its devices' items; undo brings them back.
    QPersistentModelIndex r02Index = model->indexOf(ObjectKind::Rack, r02);
    QVERIFY(window->session()->push([&](Design& d) { return DesignEdits::removeRack(d, r01); }));
    model->flushPending();
    QCOMPARE(childNames(model, row), (QStringList{QStringLiteral("R02"), QStringLiteral("R03")}));
    QVERIFY(!model->indexOf(ObjectKind::Device, named(QStringLiteral("dgx-01"))).isValid());
    QCOMPARE(r02Index.row(), 0);  // persistent indexes follow
    stack.undo();
    model->flushPending();
    QCOMPARE(childNames(model, row),
             (QStringList{QStringLiteral("R01"), QStringLiteral("R02"), QStringLiteral("R03")}));
    r01Index = model->reveal(ObjectKind::Rack, r01);
    QVERIFY(model->canFetchMore(r01Index));
    model->fetchMore(r01Index);
    QCOMPARE(model->rowCount(r01Index), 3);

    // A device moved to another rack moves in the tree.
    const ObjectId dgx = named(QStringLiteral("dgx-01"));
    QVERIFY(window->session()->push(
        [&](Design& d) { return DesignEdits::moveDevice(d, dgx, r02, 20, RackFace::Front); }));
    model->flushPending();
    QCOMPARE(model->rowCount(r01Index), 2);
    QCOMPARE(model->reveal(ObjectKind::Device, dgx).parent().data(OutlineModel::IdRole).toUuid(),
             r02);
    QCOMPARE(resets.count(), 0);
  }

  void hallsAndRowsAreAddedAndRowsReordered() {
    auto window = openCluster();
    Design& design = window->document().design();
    QUndoStack& stack = window->document().undoStack();
    OutlineDock* outline = window->outline();
    OutlineModel* model = outline->model();
    const ObjectId r01 = rackNamed(design, QStringLiteral("R01"));
    const ObjectId row1 = design.find<Rack>(r01)->rowId;
    const ObjectId hall = design.find<Row>(row1)->roomId;

    clickItem(*window, ObjectKind::Row, row1);
    QVERIFY(outline->addRowAction()->isEnabled());
    const ObjectId row2 = outline->addRow();
    QVERIFY(!row2.isNull());
    QCOMPARE(design.find<Row>(row2)->name, QStringLiteral("Row 2"));
    QCOMPARE(design.find<Row>(row2)->roomId, hall);
    QCOMPARE(stack.count(), 1);
    model->flushPending();
    const QModelIndex hallIndex = model->indexOf(ObjectKind::Room, hall);
    QCOMPARE(childNames(model, hallIndex),
             (QStringList{QStringLiteral("Row 1"), QStringLiteral("Row 2")}));
    // The new row is current (and being renamed in place): Move Up puts it first.
    if (QWidget* editor = outline->view()->viewport()->findChild<QLineEdit*>())
      QTest::keyClick(editor, Qt::Key_Escape);
    QCOMPARE(outline->current().second, row2);
    outline->moveUpAction()->trigger();
    model->flushPending();
    QCOMPARE(childNames(model, hallIndex),
             (QStringList{QStringLiteral("Row 2"), QStringLiteral("Row 1")}));
    QCOMPARE(stack.count(), 2);
    // The row view stacks them in the same order.
    window->rowScene()->flushPending();
    stack.undo();
    model->flushPending();
    QCOMPARE(childNames(model, hallIndex),
             (QStringList{QStringLiteral("Row 1"), QStringLiteral("Row 2")}));

    const ObjectId hall2 = outline->addHall();
    QVERIFY(!hall2.isNull());
    QCOMPARE(design.find<Room>(hall2)->name, QStringLiteral("Hall 1"));
    model->flushPending();
    QCOMPARE(childNames(model, model->index(0, 0)),
             (QStringList{QStringLiteral("Hall 1"), QStringLiteral("Hall A")}));
  }

  void staysLazyAndIncrementalOnALargeDesign() {
    Design design;
    generateRailFabric(design, 1024, QStringLiteral("QM9700"));
    QVERIFY(design.all<Device>().size() > 100);
    OutlineModel model(nullptr);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    model.setDesign(&design);
    QCOMPARE(resets.count(), 1);
    // Only the sites are read until something is opened.
    QCOMPARE(model.nodeCount(), int(design.all<Site>().size()));
    Device device;  // a copy: the rack's removal below removes it from the design
    for (const Device& d : design.all<Device>()) {
      if (d.isRacked() && d.parentId.isNull()) {
        device = d;
        break;
      }
    }
    QVERIFY(!device.id.isNull());
    const QModelIndex index = model.reveal(ObjectKind::Device, device.id);
    QVERIFY(index.isValid());
    QCOMPARE(index.data().toString(), device.name);
    QVERIFY2(model.nodeCount() < int(design.all<Device>().size()) / 4,
             qPrintable(QString::number(model.nodeCount())));

    // A rack removed with everything in it: hundreds of events, one pass, no reset.
    const ObjectId rackId = device.rackId;
    const QModelIndex row = index.parent().parent();
    const int racksBefore = model.rowCount(row);
    QUndoStack stack;
    stack.push(DesignEdits::removeRackWithContents(design, rackId).release());
    model.flushPending();
    QCOMPARE(model.rowCount(row), racksBefore - 1);
    QVERIFY(!model.indexOf(ObjectKind::Rack, rackId).isValid());
    stack.undo();
    model.flushPending();
    QCOMPARE(model.rowCount(row), racksBefore);
    QVERIFY(model.reveal(ObjectKind::Device, device.id).isValid());
    QCOMPARE(resets.count(), 1);
  }

  void viewMenuTogglesTheDock() {
    auto window = openCluster();
    auto* dock = window->findChild<QDockWidget*>(QStringLiteral("outlineDock"));
    QVERIFY(dock);
    QCOMPARE(dock->windowTitle(), QStringLiteral("Design outline"));
    auto* panels = window->findChild<QMenu*>(QStringLiteral("view.docks.menu"));
    QVERIFY(panels);
    QVERIFY(panels->actions().contains(dock->toggleViewAction()));
    dock->toggleViewAction()->trigger();
    QVERIFY(!dock->isVisible());
    dock->toggleViewAction()->trigger();
    QVERIFY(dock->isVisible());
  }
};

QTEST_MAIN(TestOutlineDock)
#include "tst_outlinedock.moc"
