// Autosave and recovery with real windows: a child process (this executable re-launched) edits
// the two-node pilot through the undoable edit path until autosave has written it; while it runs
// a new start offers nothing, after SIGKILL it offers the design with its differences, Restore
// gives back exactly the edited model bound to the original file, and Save removes the recovery
// file. Also: a normal save or close removes the recovery file, Discard removes it and Decide
// later keeps it, a large edit is written once editing pauses, 0 turns autosave off, untitled and
// vanished originals are described and restored, and the dialog and the preference work.
#include "core/commands/designedits.h"
#include "core/fileformat/designfile.h"
#include "core/fileformat/recovery.h"
#include "support/testsupport.h"
#include "ui/editing/editsession.h"
#include "ui/mainwindow/autosaver.h"
#include "ui/mainwindow/documentcontroller.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mainwindow/preferencesdialog.h"
#include "ui/mainwindow/recentfiles.h"
#include "ui/mainwindow/recoverydialog.h"
#include "ui/mainwindow/recoveryoffer.h"
#include "ui/mainwindow/userprompts.h"
#include "workbenchfixture.h"

#include <signal.h>

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QCoroTask>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

#include <csignal>
#include <cstdio>
#include <memory>

using namespace rackwright;
using namespace rackwright::ui;

namespace {

const char* const kChildVariable = "RACKWRIGHT_RECOVERY_TEST_CHILD";
const QByteArray kWrittenMarker = "RECOVERY-WRITTEN";

/// Answers every question as told and records the recovery offers it was shown.
class RecoveryPrompts final : public UserPrompts {
 public:
  struct Shared {
    QList<QList<RecoveredDesign>> offers;
    RecoveryChoice answer = RecoveryChoice::Restore;
    QStringList errors;
    QString saveFileName;
  };
  explicit RecoveryPrompts(std::shared_ptr<Shared> shared) : mShared(std::move(shared)) {}
  void showError(QWidget*, const QString&, const QString& message) override {
    mShared->errors << message;
  }
  UnsavedChoice askUnsavedChanges(QWidget*, const QString&) override {
    return UnsavedChoice::Discard;
  }
  QString askOpenFileName(QWidget*, const QString&) override { return {}; }
  QString askSaveFileName(QWidget*, const QString&) override { return mShared->saveFileName; }
  QList<RecoveryChoice> askRecovery(QWidget*, const QList<RecoveredDesign>& designs) override {
    mShared->offers << designs;
    return QList<RecoveryChoice>(designs.size(), mShared->answer);
  }

 private:
  std::shared_ptr<Shared> mShared;
};

QString examplePath() {
  return test::sourcePath(QStringLiteral("examples/two-node-pilot.rackwright"));
}

ObjectId deviceNamed(const DesignData& design, const QString& name) {
  for (const Device& device : design.all<Device>()) {
    if (device.name == name)
      return device.id;
  }
  return {};
}

/// The edits of the killed child, through the window's actions and edit session: a rack added,
/// leaf-01 renamed, dgx-02 removed with its transceivers and cables.
bool editPilot(MainWindow& window) {
  window.action(QStringLiteral("tools.addRack"))->trigger();
  const ObjectId leaf = deviceNamed(window.document().design(), QStringLiteral("leaf-01"));
  const ObjectId dgx = deviceNamed(window.document().design(), QStringLiteral("dgx-02"));
  if (leaf.isNull() || dgx.isNull())
    return false;
  const bool renamed = window.session()->push([leaf](Design& design) {
    return DesignEdits::renameDevice(design, leaf, QStringLiteral("leaf-01a"));
  });
  const bool removed = window.session()->push(
      [dgx](Design& design) { return DesignEdits::removeDevice(design, dgx); });
  return renamed && removed && window.document().undoStack().count() == 3;
}

bool waitForRecoveryWrite(Autosaver& autosaver, int timeoutMs = 20000) {
  QElapsedTimer timer;
  timer.start();
  while (timer.elapsed() < timeoutMs) {
    QApplication::processEvents(QEventLoop::AllEvents, 50);
    if (autosaver.isUpToDate() && !autosaver.isWriting() && !autosaver.recoveryFile().isEmpty())
      return true;
    QTest::qWait(20);
  }
  return false;
}

/// The recovery files in the default store (designs and sidecars; locks are not files to keep).
QStringList recoveryFiles() {
  return QDir(RecoveryStore::defaultDirectory())
      .entryList({QStringLiteral("*.rackwright"), QStringLiteral("*.json")}, QDir::Files);
}

/// The child: opens a copy of the pilot, edits it, waits until autosave wrote it, says so and
/// keeps running until it is killed.
int runChild(const QString& workDir) {
  // The parent's names (they pick the recovery folder); settings in the child's own folder.
  QCoreApplication::setOrganizationName(QStringLiteral("RackwrightTest"));
  QCoreApplication::setApplicationName(QStringLiteral("tst_recovery"));
  Autosaver::saveIntervalSeconds(1);
  const QString copy = QDir(workDir).filePath(QStringLiteral("pilot.rackwright"));
  auto shared = std::make_shared<RecoveryPrompts::Shared>();
  auto window = std::make_unique<MainWindow>();
  window->setPrompts(std::make_unique<RecoveryPrompts>(shared));
  window->show();
  if (!QCoro::waitFor(window->openFile(copy)) || !editPilot(*window)) {
    std::fprintf(stderr, "child: could not open or edit %s\n", qPrintable(copy));
    return 3;
  }
  QFile expected(QDir(workDir).filePath(QStringLiteral("expected.rackwright")));
  if (!expected.open(QIODevice::WriteOnly) ||
      expected.write(DesignFile::toBytes(window->document().design())) < 0) {
    return 4;
  }
  expected.close();
  if (!waitForRecoveryWrite(*window->autosaver())) {
    std::fprintf(stderr, "child: autosave did not write within 20 s\n");
    return 5;
  }
  std::printf("%s %s\n", kWrittenMarker.constData(),
              qPrintable(window->autosaver()->recoveryFile()));
  std::fflush(stdout);
  return QApplication::exec();  // until SIGKILL
}

}  // namespace

class TestRecoveryUi : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir mTemp;
  std::shared_ptr<RecoveryPrompts::Shared> mPrompts;
  QList<MainWindow*> mExtraWindows;

  std::unique_ptr<MainWindow> makeWindow() {
    auto window = std::make_unique<MainWindow>();
    window->setPrompts(std::make_unique<RecoveryPrompts>(mPrompts));
    window->resize(1200, 800);
    window->show();
    QApplication::processEvents();
    return window;
  }
  RecoveryOffer::WindowFactory windowFactory() {
    return [this] {
      MainWindow* window = makeWindow().release();
      mExtraWindows << window;
      return window;
    };
  }
  QString copyOfPilot(const QString& name) {
    const QString path = mTemp.filePath(name);
    QFile::remove(path);
    return QFile::copy(examplePath(), path) ? path : QString();
  }
  /// An entry left by an instance that is gone: written through a slot that is then dropped.
  QString leaveOrphan(const DesignData& design, const QString& originalPath) {
    const RecoveryStore store;
    std::unique_ptr<RecoverySlot> slot = RecoverySlot::create(store);
    RecoveryInfo info = slot->info();
    info.originalPath = originalPath;
    info.designName = design.info().name;
    info.writtenAt = QDateTime::currentDateTimeUtc();
    store.writeDesign(slot->id(), design);
    store.writeInfo(slot->id(), info);
    return slot->designPath();
  }

 private Q_SLOTS:
  void initTestCase() {
    QVERIFY(mTemp.isValid());
    // The child gets the same data folder (where the recovery files live) through the
    // environment; its settings are its own.
    qputenv("XDG_DATA_HOME", mTemp.filePath(QStringLiteral("data")).toUtf8());
    test::isolateSettings(mTemp, "tst_recovery");
    QVERIFY(RecoveryStore::defaultDirectory().startsWith(mTemp.path()));
  }

  void init() {
    mPrompts = std::make_shared<RecoveryPrompts::Shared>();
    Autosaver::saveIntervalSeconds(1);
  }

  void cleanup() {
    qDeleteAll(mExtraWindows);
    mExtraWindows.clear();
    QDir(RecoveryStore::defaultDirectory()).removeRecursively();
  }

  void killedProcessIsRecoveredOnTheNextStart() {
    const QString copy = copyOfPilot(QStringLiteral("pilot.rackwright"));
    QVERIFY(!copy.isEmpty());
    const QByteArray onDisk = [&] {
      QFile file(copy);
      return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }();

    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QString::fromLatin1(kChildVariable), mTemp.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), mTemp.filePath(QStringLiteral("child-config")));
    child.setProcessEnvironment(env);
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QCoreApplication::applicationFilePath(), {});
    QVERIFY(child.waitForStarted());
    QByteArray output;
    QElapsedTimer timer;
    timer.start();
    while (!output.contains(kWrittenMarker) && child.state() == QProcess::Running &&
           timer.elapsed() < 60000) {
      child.waitForReadyRead(200);
      output += child.readAllStandardOutput();
    }
    QVERIFY2(output.contains(kWrittenMarker), output.constData());
    const QString recoveryFile =
        QString::fromUtf8(output.mid(output.indexOf(kWrittenMarker) + kWrittenMarker.size()))
            .trimmed();
    QVERIFY(QFileInfo::exists(recoveryFile));

    // While the child runs, its files are its own: a start now offers nothing and leaves them.
    {
      auto window = makeWindow();
      QCOMPARE(QCoro::waitFor(RecoveryOffer::run(window.get(), windowFactory())), 0);
      QVERIFY(mPrompts->offers.isEmpty());
      QVERIFY(QFileInfo::exists(recoveryFile));
    }

    QVERIFY(::kill(pid_t(child.processId()), SIGKILL) == 0);
    QVERIFY(child.waitForFinished(10000));
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);
    QVERIFY(QFileInfo::exists(recoveryFile));

    QFile expectedFile(mTemp.filePath(QStringLiteral("expected.rackwright")));
    QVERIFY(expectedFile.open(QIODevice::ReadOnly));
    const QByteArray expected = expectedFile.readAll();
    QVERIFY(expected != onDisk);

    // The next start: a window as the application opens it, then the offer.
    auto window = makeWindow();
    QCOMPARE(QCoro::waitFor(RecoveryOffer::run(window.get(), windowFactory())), 1);
    QCOMPARE(mPrompts->offers.size(), 1);
    const QList<RecoveredDesign>& offer = mPrompts->offers.front();
    QCOMPARE(offer.size(), 1);
    QCOMPARE(offer.front().originalPath, copy);
    QCOMPARE(offer.front().name, QStringLiteral("Two-node pilot"));
    QVERIFY(offer.front().readable);
    QVERIFY(qAbs(offer.front().savedAt.secsTo(QDateTime::currentDateTimeUtc())) < 120);
    QVERIFY2(offer.front().differences.startsWith(
                 QStringLiteral("racks: 1 added; devices: 1 removed, 1 changed; modules: ")),
             qPrintable(offer.front().differences));
    QVERIFY(mExtraWindows.isEmpty());  // restored into the untouched window

    DocumentController& document = window->document();
    QCOMPARE(document.filePath(), copy);
    QVERIFY(document.isModified());
    QVERIFY(window->isWindowModified());
    QCOMPARE(DesignFile::toBytes(document.design()), expected);
    // The restored design keeps the recovery file until it is saved: a second crash loses
    // nothing.
    QCOMPARE(window->autosaver()->recoveryFile(), recoveryFile);

    // Its next write names this process; the content is what the window holds.
    window->action(QStringLiteral("tools.addRack"))->trigger();
    QVERIFY(waitForRecoveryWrite(*window->autosaver()));
    QCOMPARE(window->autosaver()->recoveryFile(), recoveryFile);
    const RecoveryInfo rewritten =
        RecoveryStore().readInfo(QFileInfo(recoveryFile).completeBaseName());
    QCOMPARE(rewritten.pid, QCoreApplication::applicationPid());
    QCOMPARE(rewritten.instance, RecoveryStore::instanceId());
    QCOMPARE(rewritten.originalPath, copy);
    window->action(QStringLiteral("edit.undo"))->trigger();
    QCOMPARE(DesignFile::toBytes(document.design()), expected);

    QVERIFY(QCoro::waitFor(document.save()));
    QVERIFY(!document.isModified());
    QVERIFY2(recoveryFiles().isEmpty(), qPrintable(recoveryFiles().join(QLatin1Char(' '))));
    QFile saved(copy);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QCOMPARE(saved.readAll(), expected);
  }

  void saveAndCloseRemoveTheRecoveryFile() {
    const QString copy = copyOfPilot(QStringLiteral("save-close.rackwright"));
    auto window = makeWindow();
    QVERIFY(QCoro::waitFor(window->openFile(copy)));
    QVERIFY(window->autosaver()->recoveryFile().isEmpty());
    window->action(QStringLiteral("tools.addRack"))->trigger();
    QVERIFY(waitForRecoveryWrite(*window->autosaver()));
    QCOMPARE(recoveryFiles().size(), 2);  // the design and its sidecar
    QVERIFY(QCoro::waitFor(window->document().save()));
    QVERIFY(recoveryFiles().isEmpty());

    // Undoing back to the saved state leaves nothing to recover either.
    window->action(QStringLiteral("tools.addRack"))->trigger();
    QVERIFY(waitForRecoveryWrite(*window->autosaver()));
    window->action(QStringLiteral("edit.undo"))->trigger();
    QVERIFY(!window->document().isModified());
    QVERIFY(recoveryFiles().isEmpty());

    // Closing with "discard changes" removes it, and nothing is written afterwards.
    window->action(QStringLiteral("tools.addRack"))->trigger();
    QVERIFY(waitForRecoveryWrite(*window->autosaver()));
    QVERIFY(!recoveryFiles().isEmpty());
    QVERIFY(window->close());
    QVERIFY(recoveryFiles().isEmpty());
    QTest::qWait(1500);
    QVERIFY(recoveryFiles().isEmpty());

    // A window that goes away takes its file with it.
    auto other = makeWindow();
    QVERIFY(QCoro::waitFor(other->openFile(copy)));
    other->action(QStringLiteral("tools.addRack"))->trigger();
    QVERIFY(waitForRecoveryWrite(*other->autosaver()));
    other.reset();
    QVERIFY(recoveryFiles().isEmpty());
    window.reset();
    QVERIFY(QDir(RecoveryStore::defaultDirectory()).entryList(QDir::Files).isEmpty());
  }

  void declineRemovesAndLaterKeeps() {
    Design design;
    DesignFile::load(examplePath(), design);
    const QString left = leaveOrphan(design, examplePath());

    mPrompts->answer = UserPrompts::RecoveryChoice::Later;
    {
      auto window = makeWindow();
      QCOMPARE(QCoro::waitFor(RecoveryOffer::run(window.get(), windowFactory())), 0);
      QCOMPARE(mPrompts->offers.size(), 1);
      QCOMPARE(mPrompts->offers.front().front().differences, QStringLiteral("no differences"));
      QVERIFY(!window->document().isModified());
    }
    QVERIFY(QFileInfo::exists(left));

    mPrompts->answer = UserPrompts::RecoveryChoice::Discard;
    auto window = makeWindow();
    QCOMPARE(QCoro::waitFor(RecoveryOffer::run(window.get(), windowFactory())), 0);
    QCOMPARE(mPrompts->offers.size(), 2);  // offered again after "later"
    QVERIFY(!QFileInfo::exists(left));
    QVERIFY(QDir(RecoveryStore::defaultDirectory()).entryList(QDir::Files).isEmpty());
  }

  void untitledAndVanishedOriginalsAreRestored() {
    Design untitled;
    test::DesignBuilder(untitled).buildSmallCluster();
    leaveOrphan(untitled, QString());
    Design pilot;
    DesignFile::load(examplePath(), pilot);
    const QString gone = mTemp.filePath(QStringLiteral("moved-away.rackwright"));
    QFile::remove(gone);
    leaveOrphan(pilot, gone);

    auto window = makeWindow();
    QCOMPARE(QCoro::waitFor(RecoveryOffer::run(window.get(), windowFactory())), 2);
    const QList<RecoveredDesign>& offer = mPrompts->offers.front();
    QCOMPARE(offer.size(), 2);
    const RecoveredDesign& first = offer.at(0).originalPath.isEmpty() ? offer.at(0) : offer.at(1);
    const RecoveredDesign& second = offer.at(0).originalPath.isEmpty() ? offer.at(1) : offer.at(0);
    QVERIFY2(first.differences.startsWith(QStringLiteral("never saved; sites: 1 added")) &&
                 first.differences.contains(QStringLiteral("racks: 2 added")),
             qPrintable(first.differences));
    QVERIFY2(second.differences.startsWith(QStringLiteral("the file on disk no longer exists")),
             qPrintable(second.differences));

    // One went into the untouched window, the other into a new one.
    QCOMPARE(mExtraWindows.size(), 1);
    QList<MainWindow*> windows{window.get(), mExtraWindows.front()};
    MainWindow* restoredUntitled = nullptr;
    MainWindow* restoredGone = nullptr;
    for (MainWindow* w : windows)
      (w->document().filePath().isEmpty() ? restoredUntitled : restoredGone) = w;
    QVERIFY(restoredUntitled && restoredGone);
    QVERIFY(restoredUntitled->document().isModified());
    QCOMPARE(DesignFile::toBytes(restoredUntitled->document().design()),
             DesignFile::toBytes(untitled));
    QCOMPARE(restoredGone->document().filePath(), gone);
    QVERIFY(QCoro::waitFor(restoredGone->document().save()));
    QVERIFY(QFileInfo::exists(gone));
    QCOMPARE(recoveryFiles().size(), 2);  // the untitled one is still unsaved
  }

  void largeEditIsWrittenOnIdleAndZeroTurnsAutosaveOff() {
    Autosaver::saveIntervalSeconds(3600);
    const QString copy = copyOfPilot(QStringLiteral("large.rackwright"));
    auto window = makeWindow();
    QVERIFY(QCoro::waitFor(window->openFile(copy)));
    for (int i = 0; i < Autosaver::kLargeEditCommands; ++i)
      window->action(QStringLiteral("tools.addRack"))->trigger();
    QCOMPARE(window->document().undoStack().count(), Autosaver::kLargeEditCommands);
    QVERIFY(waitForRecoveryWrite(*window->autosaver(), Autosaver::kIdleDelayMs + 5000));

    // A few more commands are not large: they wait for the interval.
    window->action(QStringLiteral("tools.addRack"))->trigger();
    QTest::qWait(Autosaver::kIdleDelayMs + 500);
    QVERIFY(!window->autosaver()->isUpToDate());

    Autosaver::saveIntervalSeconds(0);
    window->autosaver()->reloadSettings();
    QVERIFY(recoveryFiles().isEmpty());
    for (int i = 0; i < Autosaver::kLargeEditCommands; ++i)
      window->action(QStringLiteral("tools.addRack"))->trigger();
    QVERIFY(!window->autosaver()->writeNow());
    QTest::qWait(Autosaver::kIdleDelayMs + 500);
    QVERIFY(recoveryFiles().isEmpty());
  }

  void generatedDesignIsWrittenSoon() {
    // The planner's design exists only in memory, made by no command: it counts as a large edit.
    Autosaver::saveIntervalSeconds(3600);
    auto window = makeWindow();
    auto generated = std::make_unique<Design>();
    test::DesignBuilder(*generated).buildSmallCluster();
    const QByteArray bytes = DesignFile::toBytes(*generated);
    window->document().adoptNew(std::move(generated));
    QVERIFY(window->document().isModified());
    QVERIFY(waitForRecoveryWrite(*window->autosaver(), Autosaver::kIdleDelayMs + 5000));
    Design recovered;
    DesignFile::load(window->autosaver()->recoveryFile(), recovered);
    QCOMPARE(DesignFile::toBytes(recovered), bytes);
    QCOMPARE(RecoveryStore()
                 .readInfo(QFileInfo(window->autosaver()->recoveryFile()).completeBaseName())
                 .originalPath,
             QString());
  }

  void aFailedWriteIsReportedOnce() {
    // The recovery folder's place is taken by a file: nothing can be created there.
    const QString blocked = mTemp.filePath(QStringLiteral("not-a-folder"));
    QFile file(blocked);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    QWidget owner;
    RecoveryPrompts prompts(mPrompts);
    DocumentController document(&owner, &prompts);
    QVERIFY(QCoro::waitFor(document.load(copyOfPilot(QStringLiteral("blocked.rackwright")))));
    Autosaver autosaver(&document,
                        RecoveryStore(QDir(blocked).filePath(QStringLiteral("recovery"))));
    QSignalSpy failures(&autosaver, &Autosaver::writeFailed);
    const ObjectId leaf = deviceNamed(document.design(), QStringLiteral("leaf-01"));
    document.undoStack().push(
        DesignEdits::renameDevice(document.design(), leaf, QStringLiteral("leaf-x")).release());
    QVERIFY(!autosaver.writeNow());
    QCOMPARE(failures.count(), 1);
    QVERIFY2(failures.front().front().toString().contains(QStringLiteral("not-a-folder")),
             qPrintable(failures.front().front().toString()));
    QVERIFY(!autosaver.writeNow());
    QCOMPARE(failures.count(), 1);        // once, not at every interval
    QVERIFY(mPrompts->errors.isEmpty());  // no modal box for a background write
  }

  void editingContinuesWhileAWriteRuns() {
    // A design large enough that its serialisation is still running when the next edit comes.
    auto window = makeWindow();
    Design big;
    test::generateRailFabric(big, 2048, QStringLiteral("QM9700"));
    const QString path = mTemp.filePath(QStringLiteral("big.rackwright"));
    DesignFile::save(big, path);
    QVERIFY(QCoro::waitFor(window->openFile(path)));
    window->action(QStringLiteral("tools.addRack"))->trigger();
    QVERIFY(window->autosaver()->writeNow());
    QVERIFY(window->autosaver()->isWriting());
    QVERIFY(!window->document().isBusy());
    const int before = window->document().undoStack().count();
    window->action(QStringLiteral("tools.addRack"))->trigger();
    QCOMPARE(window->document().undoStack().count(), before + 1);
    QTRY_VERIFY_WITH_TIMEOUT(!window->autosaver()->isWriting(), 30000);
    QVERIFY(!window->autosaver()->isUpToDate());  // the second rack came after the snapshot
    QVERIFY(waitForRecoveryWrite(*window->autosaver(), 30000));
    Design recovered;
    DesignFile::load(window->autosaver()->recoveryFile(), recovered);
    QCOMPARE(DesignFile::toBytes(recovered), DesignFile::toBytes(window->document().design()));
  }

  void dialogListsEachDesignWithItsChoice() {
    QList<RecoveredDesign> designs(2);
    designs[0].name = QStringLiteral("Two-node pilot");
    designs[0].originalPath = QStringLiteral("/home/engineer/designs/two-node-pilot.rackwright");
    designs[0].savedAt = QDateTime::currentDateTimeUtc();
    designs[0].differences =
        QStringLiteral("racks: 1 added; devices: 1 removed, 1 changed; modules: 8 removed");
    designs[1].name = QStringLiteral("Untitled");
    designs[1].savedAt = QDateTime::currentDateTimeUtc();
    designs[1].differences =
        QStringLiteral("the recovery file cannot be read: design-1.rackwright: $: unexpected end");
    designs[1].readable = false;
    RecoveryDialog dialog(designs);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QCOMPARE(dialog.list()->topLevelItemCount(), 2);
    QCOMPARE(dialog.list()->topLevelItem(1)->text(1), QStringLiteral("Untitled (never saved)"));
    QCOMPARE(dialog.choiceBox(0)->currentText(), QStringLiteral("Restore"));
    QCOMPARE(dialog.choiceBox(1)->count(), 2);  // no Restore for an unreadable file
    // Nothing is deleted unless asked: an unreadable file is kept by default.
    QCOMPARE(dialog.choiceBox(1)->currentText(), QStringLiteral("Decide later"));
    QVERIFY(test::maybeUpdateScreenshot(dialog.grab().toImage(),
                                        QStringLiteral("recovery-dialog.png")));
    dialog.choiceBox(0)->setCurrentIndex(2);
    dialog.choiceBox(1)->setCurrentIndex(0);
    dialog.accept();
    QCOMPARE(dialog.choices(),
             (QList<UserPrompts::RecoveryChoice>{UserPrompts::RecoveryChoice::Later,
                                                 UserPrompts::RecoveryChoice::Discard}));

    RecoveryDialog cancelled(designs);
    cancelled.reject();
    QCOMPARE(cancelled.choices(),
             (QList<UserPrompts::RecoveryChoice>{UserPrompts::RecoveryChoice::Later,
                                                 UserPrompts::RecoveryChoice::Later}));
  }

  void preferenceSetsTheIntervalOfEveryWindow() {
    Autosaver::saveIntervalSeconds(60);
    auto window = makeWindow();
    QCOMPARE(window->autosaver()->intervalSeconds(), 60);
    auto* dialog = qobject_cast<PreferencesDialog*>(window->openPreferences());
    QVERIFY(dialog);
    QCOMPARE(dialog->autosaveInterval()->value(), 60);
    dialog->autosaveInterval()->setValue(300);
    dialog->accept();
    QCOMPARE(Autosaver::savedIntervalSeconds(), 300);
    QCOMPARE(window->autosaver()->intervalSeconds(), 300);
    QVERIFY(window->action(QStringLiteral("edit.preferences")));
  }

  void startReopensTheLastDesignThatExists() {
    // The start-up choice: the newest recent design that still exists, unless switched off in
    // the preferences.
    QTemporaryDir dir;
    const QString gone = dir.filePath(QStringLiteral("gone.rackwright"));
    const QString kept = dir.filePath(QStringLiteral("kept.rackwright"));
    rackwright::test::writeSmallCluster(kept);
    RecentFiles::clear();
    RecentFiles::add(kept);
    RecentFiles::add(gone);  // newest, but deleted since
    QVERIFY(RecentFiles::reopenLastOnStart());
    QCOMPARE(RecentFiles::designToReopen(), QFileInfo(kept).absoluteFilePath());

    auto window = makeWindow();
    auto* dialog = qobject_cast<PreferencesDialog*>(window->openPreferences());
    QVERIFY(dialog && dialog->reopenLast()->isChecked());
    dialog->reopenLast()->setChecked(false);
    dialog->accept();
    QVERIFY(!RecentFiles::reopenLastOnStart());
    QCOMPARE(RecentFiles::designToReopen(), QString());
    RecentFiles::setReopenLastOnStart(true);
    RecentFiles::clear();
    QCOMPARE(RecentFiles::designToReopen(), QString());
  }
};

int main(int argc, char** argv) {
  const QString childWorkDir = qEnvironmentVariable(kChildVariable);
  QApplication app(argc, argv);
  if (!childWorkDir.isEmpty())
    return runChild(childWorkDir);
  TestRecoveryUi test;
  QTEST_SET_MAIN_SOURCE_PATH
  return QTest::qExec(&test, argc, argv);
}

#include "tst_recovery.moc"
