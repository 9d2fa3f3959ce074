// The main window: opening a design fills the row view with one item per rack and per racked
// device, edits pushed as undo commands update the view and the modified marker, undo/redo run
// through the registry's actions, saving writes a file that reloads, a broken file is reported
// with its place and leaves the open design alone, unsaved changes are asked about, dropped
// files open, and the window renders (the screenshot in docs/ comes from here).
#include "core/catalog/catalog.h"
#include "core/commands/designedits.h"
#include "core/fileformat/designfile.h"
#include "support/testsupport.h"
#include "ui/actions/actionregistry.h"
#include "ui/canvas/canvasview.h"
#include "ui/canvas/deviceitem.h"
#include "ui/canvas/rackitem.h"
#include "ui/canvas/rowscene.h"
#include "ui/mainwindow/designsummarywidget.h"
#include "ui/mainwindow/documentcontroller.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mainwindow/progresspopup.h"
#include "ui/mainwindow/recentfiles.h"
#include "ui/mainwindow/userprompts.h"
#include "ui/mainwindow/validationcontroller.h"

#include <QAction>
#include <QApplication>
#include <QCoroTask>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QUndoStack>
#include <QUndoView>
#include <QUrl>
#include <QWheelEvent>

using namespace rackwright;
using namespace rackwright::ui;

namespace {

/// Records what the window would have shown and answers its questions as told.
class RecordingPrompts final : public UserPrompts {
 public:
  struct Shared {
    QStringList errorTitles;
    QStringList errors;
    QStringList unsavedQuestions;
    UnsavedChoice unsavedAnswer = UnsavedChoice::Cancel;
    QString saveFileName;
    QList<QStringList> repairQuestions;  ///< the problems of each file offered for repair
  };
  explicit RecordingPrompts(std::shared_ptr<Shared> shared) : mShared(std::move(shared)) {}
  void showError(QWidget*, const QString& title, const QString& message) override {
    mShared->errorTitles << title;
    mShared->errors << message;
  }
  UnsavedChoice askUnsavedChanges(QWidget*, const QString& documentName) override {
    mShared->unsavedQuestions << documentName;
    return mShared->unsavedAnswer;
  }
  QString askOpenFileName(QWidget*, const QString&) override { return {}; }
  QString askSaveFileName(QWidget*, const QString&) override { return mShared->saveFileName; }
  /// Declines (tst_openrepair covers the other answers).
  RepairChoice askOpenWithRepair(QWidget*, const QString&, const QStringList& problems) override {
    mShared->repairQuestions << problems;
    return RepairChoice::Cancel;
  }

 private:
  std::shared_ptr<Shared> mShared;
};

/// The lowest catalog part of `kind` that can be racked.
PartPtr firstDevicePart(PartKind kind) {
  PartPtr best;
  for (const PartPtr& part : Catalog::builtIn().parts(kind)) {
    if (!part->device() || part->device()->uHeight < 1)
      continue;
    if (!best || part->device()->uHeight < best->device()->uHeight)
      best = part;
  }
  return best;
}

void push(QUndoStack& stack, DesignEdits::CommandPtr command) {
  stack.push(command.release());
}

/// Two racks in one row: a switch and a server in each (front) and a patch panel on the rear of
/// the first; plus an unracked spare server that must not be drawn.
struct PilotIds {
  ObjectId rowId;
  QVector<ObjectId> rackIds;
  QVector<ObjectId> rackedDeviceIds;
  ObjectId rearPanelId;
  ObjectId bottomServerId;
  ObjectId spareId;
};

PilotIds buildPilot(Design& design) {
  QUndoStack stack;
  PilotIds ids;
  const PartPtr switchPart = firstDevicePart(PartKind::Switch);
  const PartPtr serverPart = firstDevicePart(PartKind::Server);
  const PartPtr panelPart = firstDevicePart(PartKind::Panel);
  if (!switchPart || !serverPart || !panelPart) {
    qFatal("the built-in catalog lacks a rackable switch, server or panel");
  }

  Site site{QUuid::createUuid(), QStringLiteral("Pilot site"), {}};
  Room room{QUuid::createUuid(), site.id, QStringLiteral("Hall 1"), {}};
  Row row;
  row.id = QUuid::createUuid();
  row.roomId = room.id;
  row.name = QStringLiteral("A");
  ids.rowId = row.id;
  push(stack, DesignEdits::addSite(design, site));
  push(stack, DesignEdits::addRoom(design, room));
  push(stack, DesignEdits::addRow(design, row));
  for (int i = 0; i < 2; ++i) {
    Rack rack;
    rack.id = QUuid::createUuid();
    rack.rowId = row.id;
    rack.name = QStringLiteral("A%1").arg(i + 1, 2, 10, QLatin1Char('0'));
    rack.positionInRow = i;
    push(stack, DesignEdits::addRack(design, rack));
    ids.rackIds << rack.id;

    Device server;
    server.id = QUuid::createUuid();
    server.name = QStringLiteral("gpu-%1").arg(i + 1);
    server.typeId = serverPart->id;
    server.rackId = rack.id;
    server.positionU = 1;
    push(stack, DesignEdits::addDevice(design, server));
    ids.rackedDeviceIds << server.id;
    if (i == 0)
      ids.bottomServerId = server.id;

    Device leaf;
    leaf.id = QUuid::createUuid();
    leaf.name = QStringLiteral("leaf-%1").arg(i + 1);
    leaf.typeId = switchPart->id;
    leaf.rackId = rack.id;
    leaf.positionU = rack.heightU - switchPart->device()->uHeight - 1;
    push(stack, DesignEdits::addDevice(design, leaf));
    ids.rackedDeviceIds << leaf.id;
  }
  Device panel;
  panel.id = QUuid::createUuid();
  panel.name = QStringLiteral("pp-1");
  panel.typeId = panelPart->id;
  panel.rackId = ids.rackIds.front();
  panel.positionU = 30;
  panel.face = RackFace::Rear;
  push(stack, DesignEdits::addDevice(design, panel));
  ids.rackedDeviceIds << panel.id;
  ids.rearPanelId = panel.id;

  Device spare;
  spare.id = QUuid::createUuid();
  spare.name = QStringLiteral("spare-gpu");
  spare.typeId = serverPart->id;
  push(stack, DesignEdits::addDevice(design, spare));
  ids.spareId = spare.id;
  return ids;
}

QString examplePath() {
  return test::sourcePath(QStringLiteral("examples/two-node-pilot.rackwright"));
}

bool open(MainWindow& window, const QString& path) {
  return QCoro::waitFor(window.openFile(path));
}

QString statusText(const MainWindow& window, const char* labelName) {
  const auto* label = window.statusBar()->findChild<QLabel*>(QLatin1String(labelName));
  return label ? label->text() : QStringLiteral("<no label %1>").arg(QLatin1String(labelName));
}

}  // namespace

class TestMainWindow : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir mTemp;
  QString mPilotPath;
  PilotIds mPilot;
  std::shared_ptr<RecordingPrompts::Shared> mPrompts;

  /// 40,000 unracked switches: slow enough to load that a cancel always arrives in time.
  static void writeBigDesign(const QString& path) {
    Design big;
    const PartPtr switchPart = firstDevicePart(PartKind::Switch);
    for (int i = 0; i < 40000; ++i) {
      Device device;
      device.id = QUuid::createUuid();
      device.name = QStringLiteral("sw-%1").arg(i);
      device.typeId = switchPart->id;
      big.insert(device);
    }
    DesignFile::save(big, path);
  }

  /// A shown window whose dialogs are recorded in mPrompts.
  std::unique_ptr<MainWindow> makeWindow() {
    auto window = std::make_unique<MainWindow>();
    window->setPrompts(std::make_unique<RecordingPrompts>(mPrompts));
    window->resize(1280, 800);
    window->show();
    return window;
  }

 private Q_SLOTS:
  void initTestCase() {
    QVERIFY(mTemp.isValid());
    // Keep recent files and window state out of the user's real settings.
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, mTemp.filePath("settings"));
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, mTemp.filePath("settings"));
    QCoreApplication::setOrganizationName(QStringLiteral("RackwrightTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));

    Design design;
    mPilot = buildPilot(design);
    mPilotPath = mTemp.filePath(QStringLiteral("pilot.rackwright"));
    DesignFile::save(design, mPilotPath);
  }

  void init() { mPrompts = std::make_shared<RecordingPrompts::Shared>(); }

  void opensDesignIntoRowView() {
    auto window = makeWindow();
    QCOMPARE(window->windowTitle(), QStringLiteral("Untitled[*] — Rackwright"));
    QVERIFY(open(*window, mPilotPath));
    QVERIFY(mPrompts->errors.isEmpty());
    QCOMPARE(window->windowTitle(), QStringLiteral("pilot.rackwright[*] — Rackwright"));
    QVERIFY(!window->isWindowModified());

    const Design& design = window->document().design();
    const RowScene* scene = window->rowScene();
    QCOMPARE(scene->rackItemCount(), 2);
    QCOMPARE(scene->deviceItemCount(), int(mPilot.rackedDeviceIds.size()));
    for (const ObjectId& rackId : mPilot.rackIds)
      QVERIFY(scene->rackItem(rackId));
    for (const ObjectId& deviceId : mPilot.rackedDeviceIds) {
      const DeviceItem* item = scene->deviceItem(deviceId);
      QVERIFY(item);
      const Device* device = design.find<Device>(deviceId);
      QCOMPARE(item->nameText(), device->name);
      const PartPtr part = design.part(device->typeId);
      QCOMPARE(item->modelText(), part->model.isEmpty() ? part->id : part->model);
      QCOMPARE(item->parentItem(), scene->rackItem(device->rackId));
    }
    QVERIFY(!scene->deviceItem(mPilot.spareId));

    // U1 sits on the bottom of the mounting space; the rear panel is in the rear elevation.
    const RackItem* firstRack = scene->rackItem(mPilot.rackIds.front());
    const DeviceItem* bottom = scene->deviceItem(mPilot.bottomServerId);
    const double unitHeight = bottom->unitHeight();
    QCOMPARE(bottom->pos().y() + unitHeight * kRackUnitMm, firstRack->mountingHeight());
    QVERIFY(bottom->hasGhost());  // full-depth server, seen from the rear as well
    QVERIFY(scene->deviceItem(mPilot.rearPanelId)->pos().x() >= firstRack->rearOffset());
    QVERIFY(scene->deviceItem(mPilot.rearPanelId)->device().face == RackFace::Rear);

    // Racks side by side in row order.
    QVERIFY(scene->rackItem(mPilot.rackIds.at(1))->pos().x() >
            firstRack->pos().x() + firstRack->boundingRect().width());

    // Summary dock and status bar count the same design.
    window->summary()->refresh();
    QCOMPARE(window->summary()->stats().racks, 2);
    QCOMPARE(window->summary()->stats().devices, int(mPilot.rackedDeviceIds.size()) + 1);
    QCOMPARE(statusText(*window, "countsLabel"),
             QStringLiteral("Racks: 2 · Devices: %1 · Cables: 0")
                 .arg(mPilot.rackedDeviceIds.size() + 1));
    QCOMPARE(RecentFiles::list().value(0), QFileInfo(mPilotPath).absoluteFilePath());
  }

  void menusAndToolBarComeFromTheRegistry() {
    auto window = makeWindow();
    QSet<QAction*> inMenus;
    for (QAction* top : window->menuBar()->actions()) {
      QVERIFY(top->menu());
      for (QAction* item : top->menu()->actions())
        inMenus.insert(item);
    }
    QStringList ids;
    for (const ActionRegistry::Spec& spec : ActionRegistry::specs()) {
      QVERIFY2(!ids.contains(spec.id), qPrintable(spec.id));
      ids << spec.id;
      QAction* a = window->action(spec.id);
      QVERIFY2(a, qPrintable(spec.id));
      QCOMPARE(a->objectName(), spec.id);
      QVERIFY2(inMenus.contains(a), qPrintable(spec.id + QStringLiteral(" is in no menu")));
      QVERIFY(!a->text().isEmpty());
      QVERIFY(!a->statusTip().isEmpty());
    }
    QVERIFY(window->action(QStringLiteral("file.save"))->shortcuts().contains(QKeySequence::Save));
    QVERIFY(window->action(QStringLiteral("edit.undo"))->shortcuts().contains(QKeySequence::Undo));
    QVERIFY(window->action(QStringLiteral("file.saveAs"))
                ->shortcuts()
                .contains(QKeySequence(QStringLiteral("Ctrl+Shift+S"))));
    const auto* toolBar = window->findChild<QToolBar*>(QStringLiteral("mainToolBar"));
    QVERIFY(toolBar);
    QStringList toolIds;
    for (QAction* a : toolBar->actions()) {
      if (!a->isSeparator())
        toolIds << a->objectName();
    }
    QStringList expected = ActionRegistry::toolBar();
    expected.removeAll(ActionRegistry::separator());
    QCOMPARE(toolIds, expected);
  }

  void opensTheShippedExample() {
    if (!QFile::exists(examplePath()))
      QSKIP("examples/two-node-pilot.rackwright is not there");
    Design expected;
    DesignFile::load(examplePath(), expected);
    int racked = 0;
    for (const Device& device : expected.all<Device>())
      racked += device.isRacked() ? 1 : 0;
    QVERIFY(expected.all<Rack>().size() > 0);

    auto window = makeWindow();
    QVERIFY2(open(*window, examplePath()), qPrintable(mPrompts->errors.join('\n')));
    QCOMPARE(window->rowScene()->rackItemCount(), int(expected.all<Rack>().size()));
    QCOMPARE(window->rowScene()->deviceItemCount(), racked);
    for (const Device& device : expected.all<Device>()) {
      const DeviceItem* item = window->rowScene()->deviceItem(device.id);
      QCOMPARE(item != nullptr, device.isRacked());
      if (item)
        QCOMPARE(item->nameText(), device.name);
    }
  }

  void undoRedoThroughActions() {
    auto window = makeWindow();
    QVERIFY(open(*window, mPilotPath));
    QAction* undo = window->action(QStringLiteral("edit.undo"));
    QAction* redo = window->action(QStringLiteral("edit.redo"));
    QVERIFY(undo && redo);
    QVERIFY(!undo->isEnabled());

    Design& design = window->document().design();
    const ObjectId id = mPilot.bottomServerId;
    const QString oldName = design.find<Device>(id)->name;
    push(window->document().undoStack(),
         DesignEdits::renameDevice(design, id, QStringLiteral("gpu-renamed")));
    QCOMPARE(window->rowScene()->deviceItem(id)->nameText(), QStringLiteral("gpu-renamed"));
    QVERIFY(window->isWindowModified());
    QVERIFY(undo->isEnabled());
    QCOMPARE(undo->text(), QStringLiteral("&Undo Rename %1 to gpu-renamed").arg(oldName));

    undo->trigger();
    QCOMPARE(window->rowScene()->deviceItem(id)->nameText(), oldName);
    QCOMPARE(design.find<Device>(id)->name, oldName);
    QVERIFY(!window->isWindowModified());
    QVERIFY(redo->isEnabled());

    redo->trigger();
    QCOMPARE(window->rowScene()->deviceItem(id)->nameText(), QStringLiteral("gpu-renamed"));
    QVERIFY(window->isWindowModified());
    QCOMPARE(window->historyView()->stack()->count(), 1);

    // Moving a device to the other rack moves its item there; removing the rack removes the
    // items of the rack and of its devices, and undo brings all of them back.
    const ObjectId secondRack = mPilot.rackIds.at(1);
    push(window->document().undoStack(),
         DesignEdits::moveDevice(design, id, secondRack, 10, RackFace::Front));
    QCOMPARE(window->rowScene()->deviceItem(id)->parentItem(),
             window->rowScene()->rackItem(secondRack));
    const int devicesBefore = window->rowScene()->deviceItemCount();
    push(window->document().undoStack(), DesignEdits::removeRack(design, secondRack));
    QCOMPARE(window->rowScene()->rackItemCount(), 1);
    QCOMPARE(window->rowScene()->deviceItemCount(), devicesBefore - 3);
    undo->trigger();
    QCOMPARE(window->rowScene()->rackItemCount(), 2);
    QCOMPARE(window->rowScene()->deviceItemCount(), devicesBefore);
    QCOMPARE(window->rowScene()->deviceItem(id)->parentItem(),
             window->rowScene()->rackItem(secondRack));
  }

  void addedRackIsLaidOutAndCounted() {
    auto window = makeWindow();
    QVERIFY(open(*window, mPilotPath));
    Design& design = window->document().design();
    Rack rack;
    rack.id = QUuid::createUuid();
    rack.rowId = mPilot.rowId;
    rack.name = QStringLiteral("A03");
    rack.positionInRow = 2;
    rack.heightU = 48;
    // The opened design is counted on a worker: the counts follow without holding the window.
    QTRY_VERIFY(!window->summary()->refreshPending());
    QCOMPARE(window->summary()->stats().racks, 2);
    push(window->document().undoStack(), DesignEdits::addRack(design, rack));
    // The summary counts once the edits settle, not on every change.
    QVERIFY(window->summary()->refreshPending());
    QCOMPARE(window->summary()->stats().racks, 2);
    const RackItem* added = window->rowScene()->rackItem(rack.id);
    QVERIFY(added);
    QCOMPARE(added->mountingHeight(), 48 * kRackUnitMm);
    const RackItem* second = window->rowScene()->rackItem(mPilot.rackIds.at(1));
    // Layout runs once the edits settle; the new rack goes right of the others.
    QTRY_VERIFY(added->pos().x() > second->pos().x());
    QVERIFY(window->rowScene()->contentRect().contains(added->sceneBoundingRect()));
    QTRY_COMPARE(window->summary()->stats().racks, 3);
    QVERIFY(statusText(*window, "countsLabel").startsWith(QStringLiteral("Racks: 3 ·")));
  }

  void saveMarksCleanAndReloads() {
    auto window = makeWindow();
    QVERIFY(open(*window, mPilotPath));
    const QString copy = mTemp.filePath(QStringLiteral("copy.rackwright"));
    QVERIFY(QCoro::waitFor(window->document().saveAs(copy)));
    QCOMPARE(window->windowTitle(), QStringLiteral("copy.rackwright[*] — Rackwright"));

    Design& design = window->document().design();
    push(window->document().undoStack(),
         DesignEdits::renameDevice(design, mPilot.rearPanelId, QStringLiteral("patch-7")));
    QVERIFY(window->isWindowModified());
    window->action(QStringLiteral("file.save"))->trigger();
    QTRY_VERIFY(!window->isWindowModified());
    QVERIFY(mPrompts->errors.isEmpty());

    Design reloaded;
    DesignFile::load(copy, reloaded);
    QCOMPARE(reloaded.find<Device>(mPilot.rearPanelId)->name, QStringLiteral("patch-7"));
    QCOMPARE(reloaded.all<Device>().size(), design.all<Device>().size());
    QCOMPARE(RecentFiles::list().value(0), QFileInfo(copy).absoluteFilePath());

    // Save As on an untitled design asks for the name and adds the suffix.
    QVERIFY(QCoro::waitFor(window->newDocument()));
    mPrompts->saveFileName = mTemp.filePath(QStringLiteral("fresh"));
    QVERIFY(QCoro::waitFor(window->document().save()));
    QCOMPARE(window->document().filePath(), mTemp.filePath(QStringLiteral("fresh.rackwright")));
    QVERIFY(QFile::exists(mTemp.filePath(QStringLiteral("fresh.rackwright"))));
  }

  void brokenFileIsReportedAndKeepsDocument_data() {
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QString>("expectedPlace");
    QTest::addColumn<QString>("expectedProblem");
    QTest::newRow("out-of-range value")
        << QByteArray("\"heightU\": 42") << QByteArray("\"heightU\": 99")
        << QStringLiteral("$.racks[0].heightU")
        << QStringLiteral("a rack is 1 to 60 U high; found 99");
    QTest::newRow("truncated JSON") << QByteArray("\"racks\"") << QByteArray("\"racks\" [")
                                    << QString() << QStringLiteral("the file is not valid JSON");
  }

  void brokenFileIsReportedAndKeepsDocument() {
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(QString, expectedPlace);
    QFETCH(QString, expectedProblem);

    QFile good(mPilotPath);
    QVERIFY(good.open(QIODevice::ReadOnly));
    QByteArray bytes = good.readAll();
    const qsizetype at = bytes.indexOf(from);
    QVERIFY2(at >= 0, from.constData());
    bytes.replace(at, from.size(), to);
    const QString brokenPath = mTemp.filePath(QStringLiteral("broken.rackwright"));
    QFile broken(brokenPath);
    QVERIFY(broken.open(QIODevice::WriteOnly | QIODevice::Truncate));
    broken.write(bytes);
    broken.close();

    auto window = makeWindow();
    QVERIFY(open(*window, mPilotPath));
    const Design* before = &window->document().design();
    const QString titleBefore = window->windowTitle();

    QVERIFY(!open(*window, brokenPath));
    // A wrong value confines the problem to one object: the file is offered for opening with
    // it set aside, which the recorder declines. A file that is not JSON is an error.
    const bool repairable = !expectedPlace.isEmpty();
    QCOMPARE(mPrompts->errors.size(), repairable ? 0 : 1);
    QCOMPARE(mPrompts->repairQuestions.size(), repairable ? 1 : 0);
    if (!repairable)
      QCOMPARE(mPrompts->errorTitles.front(), QStringLiteral("Cannot open design"));
    const QString message =
        repairable ? mPrompts->repairQuestions.front().front() : mPrompts->errors.front();
    QVERIFY2(message.startsWith(QStringLiteral("broken.rackwright:")), qPrintable(message));
    if (!expectedPlace.isEmpty()) {
      // The message names the line of the rack whose value is wrong (racks are written sorted
      // by id, so racks[0] is the lowest id), then its JSON path.
      QVector<ObjectId> sortedIds = mPilot.rackIds;
      std::sort(sortedIds.begin(), sortedIds.end());
      const QByteArray firstRackId = sortedIds.front().toString(QUuid::WithoutBraces).toUtf8();
      const int line = int(bytes.left(bytes.indexOf(firstRackId)).count('\n')) + 1;
      QCOMPARE(message, QStringLiteral("broken.rackwright:%1: %2: %3")
                            .arg(line)
                            .arg(expectedPlace, expectedProblem));
    } else {
      QVERIFY2(message.contains(expectedProblem), qPrintable(message));
    }

    // The open design is the same object with the same content.
    QCOMPARE(&window->document().design(), before);
    QCOMPARE(window->document().filePath(), QFileInfo(mPilotPath).absoluteFilePath());
    QCOMPARE(window->windowTitle(), titleBefore);
    QCOMPARE(window->rowScene()->rackItemCount(), 2);
    QCOMPARE(window->rowScene()->deviceItemCount(), int(mPilot.rackedDeviceIds.size()));
  }

  void missingRecentFileIsReportedAndForgotten() {
    const QString gone = mTemp.filePath(QStringLiteral("gone.rackwright"));
    RecentFiles::add(gone);
    auto window = makeWindow();
    QVERIFY(!open(*window, gone));
    QCOMPARE(mPrompts->errors.size(), 1);
    QVERIFY2(mPrompts->errors.front().contains(QDir::toNativeSeparators(gone)),
             qPrintable(mPrompts->errors.front()));
    QVERIFY(!RecentFiles::list().contains(gone));
  }

  void recentFilesKeepEightNewestFirst() {
    RecentFiles::clear();
    for (int i = 0; i < 10; ++i)
      RecentFiles::add(mTemp.filePath(QStringLiteral("r%1.rackwright").arg(i)));
    RecentFiles::add(mTemp.filePath(QStringLiteral("r5.rackwright")));
    const QStringList list = RecentFiles::list();
    QCOMPARE(list.size(), RecentFiles::kMaxEntries);
    QCOMPARE(list.front(), mTemp.filePath(QStringLiteral("r5.rackwright")));
    QCOMPARE(list.at(1), mTemp.filePath(QStringLiteral("r9.rackwright")));
    QVERIFY(!list.contains(mTemp.filePath(QStringLiteral("r1.rackwright"))));

    auto window = makeWindow();
    QMenu* menu = window->recentFilesMenu();
    Q_EMIT menu->aboutToShow();
    QStringList entries;
    for (QAction* a : menu->actions()) {
      if (a->data().isValid())
        entries << a->data().toString();
    }
    QCOMPARE(entries, list);
  }

  void unsavedChangesAreAskedAbout() {
    auto window = makeWindow();
    QVERIFY(open(*window, mPilotPath));
    Design& design = window->document().design();
    push(window->document().undoStack(),
         DesignEdits::renameDevice(design, mPilot.bottomServerId, QStringLiteral("x")));

    mPrompts->unsavedAnswer = UserPrompts::UnsavedChoice::Cancel;
    QVERIFY(!window->close());
    QVERIFY(window->isVisible());
    QVERIFY(!QCoro::waitFor(window->newDocument()));
    QCOMPARE(mPrompts->unsavedQuestions,
             QStringList({QStringLiteral("pilot.rackwright"), QStringLiteral("pilot.rackwright")}));
    QCOMPARE(window->document().design().find<Device>(mPilot.bottomServerId)->name,
             QStringLiteral("x"));

    mPrompts->unsavedAnswer = UserPrompts::UnsavedChoice::Discard;
    QVERIFY(QCoro::waitFor(window->newDocument()));
    QCOMPARE(window->windowTitle(), QStringLiteral("Untitled[*] — Rackwright"));
    QCOMPARE(window->rowScene()->rackItemCount(), 0);
    QVERIFY(window->close());
  }

  void closeCanSaveFirst() {
    const QString path = mTemp.filePath(QStringLiteral("close-save.rackwright"));
    QVERIFY(QFile::copy(mPilotPath, path));
    auto window = makeWindow();
    QVERIFY(open(*window, path));
    Design& design = window->document().design();
    push(
        window->document().undoStack(),
        DesignEdits::renameDevice(design, mPilot.bottomServerId, QStringLiteral("saved-on-close")));
    mPrompts->unsavedAnswer = UserPrompts::UnsavedChoice::Save;
    window->close();
    QTRY_VERIFY(!window->isVisible());
    Design reloaded;
    DesignFile::load(path, reloaded);
    QCOMPARE(reloaded.find<Device>(mPilot.bottomServerId)->name, QStringLiteral("saved-on-close"));
  }

  void droppedDesignFileOpens() {
    auto window = makeWindow();
    QMimeData wrong;
    wrong.setUrls({QUrl::fromLocalFile(mTemp.filePath(QStringLiteral("notes.txt")))});
    QDragEnterEvent rejected(QPoint(10, 10), Qt::CopyAction, &wrong, Qt::LeftButton,
                             Qt::NoModifier);
    QApplication::sendEvent(window.get(), &rejected);
    QVERIFY(!rejected.isAccepted());

    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(mPilotPath)});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window.get(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window.get(), &drop);
    QVERIFY(drop.isAccepted());
    QTRY_COMPARE(window->document().filePath(), QFileInfo(mPilotPath).absoluteFilePath());
    QCOMPARE(window->rowScene()->rackItemCount(), 2);
  }

  void cancelledLoadLeavesDocument_data() {
    QTest::addColumn<bool>("byClosingWindow");
    QTest::newRow("cancel button") << false;
    QTest::newRow("closing the window") << true;
  }

  void cancelledLoadLeavesDocument() {
    QFETCH(bool, byClosingWindow);
    // Large enough that the worker is still reading when the cancel arrives.
    const QString bigPath = mTemp.filePath(QStringLiteral("big.rackwright"));
    if (!QFile::exists(bigPath))
      writeBigDesign(bigPath);

    auto window = makeWindow();
    QVERIFY(open(*window, mPilotPath));
    QCoro::Task<bool> load = window->document().load(bigPath);
    QVERIFY(window->document().isBusy());
    QVERIFY(!window->action(QStringLiteral("file.save"))->isEnabled());
    QVERIFY(!window->historyView()->isEnabled());
    if (byClosingWindow) {
      // Closing while the worker runs cancels it and keeps the window open.
      QVERIFY(!window->close());
      QVERIFY(window->isVisible());
    } else {
      auto* popup = window->findChild<ProgressPopup*>();
      QVERIFY(popup);
      popup->reject();
      QVERIFY(popup->wasCancelled());
    }
    QVERIFY(!QCoro::waitFor(std::move(load)));
    QVERIFY(!window->findChild<ProgressPopup*>());
    QCOMPARE(window->statusBar()->currentMessage(),
             QStringLiteral("Opening big.rackwright was cancelled."));
    QVERIFY(!window->document().isBusy());
    QVERIFY(window->action(QStringLiteral("file.save"))->isEnabled());
    QVERIFY(mPrompts->errors.isEmpty());
    QCOMPARE(window->document().filePath(), QFileInfo(mPilotPath).absoluteFilePath());
    QCOMPARE(window->rowScene()->rackItemCount(), 2);
  }

  void zoomActionsAndStatus() {
    auto window = makeWindow();
    QVERIFY(open(*window, mPilotPath));
    CanvasView* view = window->canvas();
    window->action(QStringLiteral("view.zoom100"))->trigger();
    QCOMPARE(view->zoomPercent(), 100.0);
    QCOMPARE(statusText(*window, "zoomLabel"), QStringLiteral("Zoom 100 %"));
    window->action(QStringLiteral("view.zoomIn"))->trigger();
    QCOMPARE(view->zoomPercent(), 125.0);
    window->action(QStringLiteral("view.zoomOut"))->trigger();
    window->action(QStringLiteral("view.zoomOut"))->trigger();
    QCOMPARE(view->zoomPercent(), 80.0);
    window->action(QStringLiteral("view.zoomFit"))->trigger();
    const QRect content = view->mapFromScene(window->rowScene()->contentRect()).boundingRect();
    QVERIFY2(view->viewport()->rect().contains(content),
             qPrintable(QStringLiteral("content %1,%2 %3x%4 outside the viewport")
                            .arg(content.x())
                            .arg(content.y())
                            .arg(content.width())
                            .arg(content.height())));
    QCOMPARE(statusText(*window, "zoomLabel"),
             QStringLiteral("Zoom %1 %").arg(qRound(view->zoomPercent())));
  }

  void wheelZoomsAroundCursorAndMiddleButtonPans() {
    auto window = makeWindow();
    QVERIFY(open(*window, mPilotPath));
    CanvasView* view = window->canvas();
    window->action(QStringLiteral("view.zoom100"))->trigger();
    QWidget* viewport = view->viewport();
    const QPoint cursor(viewport->width() / 3, viewport->height() / 3);
    const QPointF under = view->mapToScene(cursor);

    QWheelEvent wheel(cursor, viewport->mapToGlobal(cursor), QPoint(), QPoint(0, 120), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(viewport, &wheel);
    QCOMPARE(view->zoomPercent(), 125.0);
    const QPointF stillUnder = view->mapToScene(cursor);
    QVERIFY2(QLineF(under, stillUnder).length() < 2.0,
             qPrintable(QStringLiteral("moved from %1,%2 to %3,%4")
                            .arg(under.x())
                            .arg(under.y())
                            .arg(stillUnder.x())
                            .arg(stillUnder.y())));

    // Dragging with the middle button moves the content with the mouse.
    const QPointF centreBefore = view->mapToScene(viewport->rect().center());
    QTest::mousePress(viewport, Qt::MiddleButton, Qt::NoModifier, cursor);
    QTest::mouseMove(viewport, cursor + QPoint(100, 50));
    QTest::mouseRelease(viewport, Qt::MiddleButton, Qt::NoModifier, cursor + QPoint(100, 50));
    const QPointF moved = centreBefore - view->mapToScene(viewport->rect().center());
    QVERIFY2(qAbs(moved.x() - 100 / 1.25) < 2 && qAbs(moved.y() - 50 / 1.25) < 2,
             qPrintable(QStringLiteral("panned by %1,%2").arg(moved.x()).arg(moved.y())));
  }

  void deviceColoursFollowTheRole() {
    auto window = makeWindow();
    QVERIFY(open(*window, mPilotPath));
    const RowScene* scene = window->rowScene();
    const QColor server = scene->deviceItem(mPilot.bottomServerId)->fillColour();
    const QColor panel = scene->deviceItem(mPilot.rearPanelId)->fillColour();
    const QColor leaf = scene->deviceItem(mPilot.rackedDeviceIds.at(1))->fillColour();
    QVERIFY(server.green() > server.red() && server.green() > server.blue());  // green
    QVERIFY(leaf.blue() > leaf.red() && leaf.blue() > leaf.green());           // blue
    QVERIFY(qAbs(panel.red() - panel.blue()) < 30 && qAbs(panel.red() - panel.green()) < 30);
    // A part missing from the catalog is orange, and says so.
    Device orphan;
    orphan.name = QStringLiteral("mystery");
    orphan.typeId = QStringLiteral("NOT-IN-CATALOG");
    const DeviceItem unknown(orphan, nullptr);
    const QColor orange = unknown.fillColour();
    QVERIFY(orange.red() > orange.green() && orange.green() > orange.blue());
    QCOMPARE(unknown.modelText(), QStringLiteral("unknown part NOT-IN-CATALOG"));
  }

  void rendersScreenshot() {
    auto window = makeWindow();
    const QString path = QFile::exists(examplePath()) ? examplePath() : mPilotPath;
    QVERIFY(open(*window, path));
    window->resize(1440, 900);
    QApplication::processEvents();
    window->canvas()->zoomFit();
    // Shown as users see it a moment after opening: the live validation has reported (the
    // example has no errors or warnings, but every transceiver and device has an info).
    QTRY_VERIFY(window->validation()->result().infos > 0);
    QApplication::processEvents();
    const QImage image = window->grab().toImage();
    QCOMPARE(image.size(), QSize(1440, 900) * image.devicePixelRatio());
    // Something other than the background was drawn in the middle of the view.
    const QImage view = window->canvas()->viewport()->grab().toImage();
    QSet<QRgb> colours;
    for (int y = 0; y < view.height(); y += 7) {
      for (int x = 0; x < view.width(); x += 7)
        colours.insert(view.pixel(x, y));
    }
    QVERIFY2(colours.size() > 5, "the row view looks empty");
    const QString file = mTemp.filePath(QStringLiteral("main-window.png"));
    QVERIFY(image.save(file));
    if (qEnvironmentVariable("RACKWRIGHT_UPDATE_SCREENSHOTS") == QStringLiteral("1")) {
      const QString target = test::sourcePath(QStringLiteral("docs/screenshots/main-window.png"));
      QVERIFY(QDir().mkpath(QFileInfo(target).absolutePath()));
      QVERIFY(image.save(target));
      qInfo("Updated %s", qPrintable(target));
    }
  }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
