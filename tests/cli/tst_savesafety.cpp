// Saving never loses the previous file. The real `rackwright` binary saves a 32,768-GPU design
// over an older one and is killed with SIGKILL at 20 random moments spread over the save: the
// target is always byte for byte the old or the new file, and no temporary file is left beside
// it. A full disk, a read-only folder or file, a folder that does not exist and a target that is
// a folder each exit 2 with one line naming the file, the cause, that the previous file is intact
// and what to do, and leave the previous file as it was. The full disk and the read-only cases
// mount a small tmpfs (or a read-only bind mount) inside a mount namespace of this test's own.
#include "support/privatemounts.h"
#include "support/testsupport.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <algorithm>

using rackwright::test::ProcessResult;
using rackwright::test::runRackwright;
using rackwright::test::sourcePath;

namespace {

constexpr int kKillRuns = 20;

QByteArray readAll(const QString& path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool copyFresh(const QString& from, const QString& to) {
  QFile::remove(to);
  return QFile::copy(from, to);
}

/// Every entry of `dir` but `keep`: what a user would find there besides the design.
QStringList strays(const QString& dir, const QString& keep) {
  QStringList entries =
      QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
  entries.removeAll(keep);
  return entries;
}

/// The `plan` command of the 32,768-GPU rail-optimised three-tier fabric; `overhead` (metres of
/// routing per cable) changes every cable length and so the bytes.
QStringList planArgs(const QString& output, const QString& overhead) {
  return {QStringLiteral("plan"),
          QStringLiteral("--gpus"),
          QStringLiteral("32768"),
          QStringLiteral("--server"),
          QStringLiteral("DGX-H100"),
          QStringLiteral("--switch"),
          QStringLiteral("QM9700"),
          QStringLiteral("--tiers"),
          QStringLiteral("3"),
          QStringLiteral("--rail-optimized"),
          QStringLiteral("--routing-overhead"),
          overhead,
          QStringLiteral("--output"),
          output};
}

/// One `rackwright --verbose upgrade NEW -o TARGET`, timed from the moment DesignFile::save
/// logs that it starts; killed `killAfterNs` later unless negative.
struct SaveRun {
  bool sawSaveStart = false;
  bool sawSaveEnd = false;
  bool killed = false;  ///< SIGKILL ended it (false: it had finished by itself first)
  int exitCode = -1;
  qint64 saveNs = 0;  ///< save start → "Saved design" (only when not killed)
  qint64 exitNs = 0;  ///< save start → process gone
  QByteArray err;
};

SaveRun runSave(const QString& input, const QString& target, qint64 killAfterNs) {
  SaveRun run;
  QProcess process;
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
  process.setProcessEnvironment(env);
  process.setReadChannel(QProcess::StandardError);
  process.start(QStringLiteral(RACKWRIGHT_BINARY),
                {QStringLiteral("--verbose"), QStringLiteral("upgrade"), input,
                 QStringLiteral("-o"), target});
  if (!process.waitForStarted())
    return run;
  while (!run.err.contains("Saving design") && process.state() == QProcess::Running) {
    process.waitForReadyRead(50);
    run.err += process.readAllStandardError();
  }
  QElapsedTimer sinceSaveStart;
  sinceSaveStart.start();
  run.sawSaveStart = run.err.contains("Saving design");
  if (killAfterNs >= 0) {
    while (sinceSaveStart.nsecsElapsed() < killAfterNs)
      QThread::usleep(100);
    process.kill();
  } else {
    while (!run.err.contains("Saved design") && process.state() == QProcess::Running) {
      process.waitForReadyRead(5);
      run.err += process.readAllStandardError();
    }
    run.saveNs = sinceSaveStart.nsecsElapsed();
  }
  process.waitForFinished(120000);
  run.exitNs = sinceSaveStart.nsecsElapsed();
  run.err += process.readAllStandardError();
  run.sawSaveEnd = run.err.contains("Saved design");
  run.killed = process.exitStatus() == QProcess::CrashExit;
  run.exitCode = run.killed ? -1 : process.exitCode();
  return run;
}

}  // namespace

class TestSaveSafety final : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QVERIFY(mTemp.isValid()); }

  void cleanup() {
    // Also after a failed check, so that the temporary folder can go.
    while (!mMounts.isEmpty())
      rackwright::test::unmount(mMounts.takeLast());
  }

  void killDuringSaveLeavesOldOrNewFile() {
    const QString oldFile = mTemp.filePath(QStringLiteral("old.rackwright"));
    const QString newFile = mTemp.filePath(QStringLiteral("new.rackwright"));
    for (const auto& [file, overhead] :
         {std::pair{oldFile, QStringLiteral("3")}, std::pair{newFile, QStringLiteral("5")}}) {
      const ProcessResult r = runRackwright(planArgs(file, overhead));
      QVERIFY2(r.exitCode == 0, r.err.constData());
    }
    const QByteArray oldBytes = readAll(oldFile);
    const QByteArray newBytes = readAll(newFile);
    QVERIFY(oldBytes.size() > 40 * 1024 * 1024);
    QVERIFY(oldBytes != newBytes);

    // The save to kill: upgrade reads NEW and writes it over a copy of OLD through
    // DesignFile::save (which logs "Saving design" and "Saved design"). Uninterrupted it writes
    // NEW's bytes exactly; two such runs measure how long the save takes.
    const QString dir = mTemp.filePath(QStringLiteral("target"));
    QVERIFY(QDir().mkpath(dir));
    const QString target = QDir(dir).filePath(QStringLiteral("design.rackwright"));
    qint64 saveNs = 0;
    qint64 windowNs = 0;
    for (int i = 0; i < 2; ++i) {
      QVERIFY(copyFresh(oldFile, target));
      const SaveRun run = runSave(newFile, target, -1);
      QVERIFY2(run.sawSaveStart && run.sawSaveEnd && run.exitCode == 0, run.err.constData());
      QVERIFY2(readAll(target) == newBytes, "an uninterrupted save must write NEW's bytes");
      QCOMPARE(strays(dir, QStringLiteral("design.rackwright")), QStringList());
      saveNs = std::max(saveNs, run.saveNs);
      // Kills land from the start of the save to the moment the process is gone, so the last
      // ones also hit the rename and what comes after it.
      windowNs = std::max(windowNs, run.exitNs);
    }
    qInfo(
        "save of %.1f MiB: %.0f ms to \"Saved design\", %.0f ms until the process is gone "
        "(longer of 2 runs)",
        double(newBytes.size()) / (1024 * 1024), double(saveNs) / 1e6, double(windowNs) / 1e6);

    const quint32 seed = qEnvironmentVariableIsSet("RACKWRIGHT_KILL_SEED")
                             ? quint32(qEnvironmentVariableIntValue("RACKWRIGHT_KILL_SEED"))
                             : QRandomGenerator::system()->generate();
    qInfo("kill delays seeded with %u (RACKWRIGHT_KILL_SEED=%u repeats them)", seed, seed);
    QRandomGenerator random(seed);
    int keptOld = 0;
    int gotNew = 0;
    int finishedFirst = 0;
    for (int i = 0; i < kKillRuns; ++i) {
      // One delay in each twentieth of the window: random, and spread over all of it.
      const qint64 delayNs =
          qint64((double(i) + random.generateDouble()) / kKillRuns * double(windowNs));
      QVERIFY(copyFresh(oldFile, target));
      const SaveRun run = runSave(newFile, target, delayNs);
      QVERIFY2(run.sawSaveStart, run.err.constData());
      const QByteArray after = readAll(target);
      const bool isOld = after == oldBytes;
      const bool isNew = after == newBytes;
      keptOld += isOld ? 1 : 0;
      gotNew += isNew ? 1 : 0;
      finishedFirst += run.killed ? 0 : 1;
      qInfo("kill %2d after %6.1f ms: %s%s", i + 1, double(delayNs) / 1e6,
            isOld   ? "old file"
            : isNew ? "new file"
                    : "DAMAGED",
            run.killed ? "" : " (the save had finished)");
      QVERIFY2(isOld || isNew, qPrintable(QStringLiteral("kill %1 after %2 ns left %3 bytes")
                                              .arg(i + 1)
                                              .arg(delayNs)
                                              .arg(after.size())));
      // QSaveFile writes into an unnamed temporary file (O_TMPFILE) and links it in only on
      // commit, so a kill leaves nothing a user would see beside the design.
      const QStringList left = strays(dir, QStringLiteral("design.rackwright"));
      QVERIFY2(left.isEmpty(), qPrintable(QStringLiteral("kill %1 left %2 beside the design")
                                              .arg(i + 1)
                                              .arg(left.join(QStringLiteral(", ")))));
    }
    qInfo(
        "%d kills: %d left the old file, %d the new one (%d of them after the save had "
        "finished)",
        kKillRuns, keptOld, gotNew, finishedFirst);
    QCOMPARE(keptOld + gotNew, kKillRuns);
  }

  void saveSyncsFileRenamesThenSyncsFolder() {
    // What the system calls of a save show: the temporary file is synced before the rename
    // (and the rename depends on that sync), the folder after it, so a power cut right after
    // the save cannot bring the previous version back.
    const QString strace = QStandardPaths::findExecutable(QStringLiteral("strace"));
    if (strace.isEmpty())
      QSKIP("strace is not installed");
    const QString dir = freshDir(QStringLiteral("traced"));
    const QString target = QDir(dir).filePath(QStringLiteral("pilot.rackwright"));
    const QString trace = mTemp.filePath(QStringLiteral("save.trace"));
    QVERIFY(QFile::copy(sourcePath(QStringLiteral("examples/two-node-pilot.rackwright")), target));
    QProcess process;
    // LeakSanitizer cannot run under ptrace; in a sanitizer build the other tests check leaks.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (const QString asan = env.value(QStringLiteral("ASAN_OPTIONS")); !asan.isEmpty())
      env.insert(QStringLiteral("ASAN_OPTIONS"), asan + QStringLiteral(":detect_leaks=0"));
    process.setProcessEnvironment(env);
    process.start(strace, {QStringLiteral("-f"), QStringLiteral("-qq"), QStringLiteral("-o"), trace,
                           QStringLiteral("-e"),
                           QStringLiteral("trace=openat,fsync,fdatasync,rename,renameat,renameat2"),
                           QStringLiteral(RACKWRIGHT_BINARY), QStringLiteral("upgrade"),
                           sourcePath(QStringLiteral("examples/su-1024gpu.rackwright")),
                           QStringLiteral("-o"), target});
    QVERIFY(process.waitForFinished(120000));
    if (process.exitCode() != 0 && !QFileInfo(trace).size())
      QSKIP(qPrintable(QStringLiteral("strace cannot trace here: %1")
                           .arg(QString::fromLocal8Bit(process.readAllStandardError()))));
    QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
    const QStringList lines = QString::fromUtf8(readAll(trace)).split(QLatin1Char('\n'));
    const QString quotedDir = QLatin1Char('"') + dir + QLatin1Char('"');
    const QString quotedTarget = QLatin1Char('"') + target + QLatin1Char('"');
    int tempFd = -1;
    int folderFd = -1;
    bool tempSynced = false;
    bool renamed = false;
    bool folderSynced = false;
    static const QRegularExpression result(QStringLiteral("= (\\d+)$"));
    for (const QString& line : lines) {
      const QString fdText = result.match(line).captured(1);
      if (!renamed && line.contains(QStringLiteral("openat(")) && line.contains(quotedDir) &&
          line.contains(QStringLiteral("O_TMPFILE"))) {
        tempFd = fdText.toInt();
      } else if (!renamed && tempFd >= 0 &&
                 line.contains(QStringLiteral("fsync(%1)").arg(tempFd)) && line.endsWith("= 0")) {
        tempSynced = true;
      } else if (line.contains(QStringLiteral("rename")) &&
                 line.contains(QStringLiteral(", ") + quotedTarget) && line.endsWith("= 0")) {
        QVERIFY2(tempSynced, "the temporary file was renamed before it was synced");
        renamed = true;
      } else if (renamed && line.contains(QStringLiteral("openat(")) && line.contains(quotedDir) &&
                 line.contains(QStringLiteral("O_DIRECTORY"))) {
        folderFd = fdText.toInt();
      } else if (renamed && folderFd >= 0 &&
                 line.contains(QStringLiteral("fsync(%1)").arg(folderFd)) && line.endsWith("= 0")) {
        folderSynced = true;
      }
    }
    QVERIFY2(tempFd >= 0, "no unnamed temporary file (O_TMPFILE) in the target's folder");
    QVERIFY(tempSynced);
    QVERIFY(renamed);
    QVERIFY2(folderSynced, "the folder was not synced after the rename");
  }

  void fullDiskKeepsPreviousFile() {
    skipWithoutPrivateMounts();
    const QString mount = freshDir(QStringLiteral("full"));
    // Room for the small pilot design but not for the 1,024-GPU one saved over it.
    const QString mounted = rackwright::test::mountTmpfs(mount, 512 * 1024);
    QVERIFY2(mounted.isEmpty(), qPrintable(mounted));
    mMounts << mount;
    const QString target = QDir(mount).filePath(QStringLiteral("pilot.rackwright"));
    QVERIFY(QFile::copy(sourcePath(QStringLiteral("examples/two-node-pilot.rackwright")), target));
    const QByteArray before = readAll(target);
    const ProcessResult r = runRackwright(
        {QStringLiteral("upgrade"), sourcePath(QStringLiteral("examples/su-1024gpu.rackwright")),
         QStringLiteral("-o"), target});
    expectRefusal(r, target,
                  {QStringLiteral("the disk is full"),
                   QStringLiteral("The previous version of the file is intact."),
                   QStringLiteral("Free some space")});
    QCOMPARE(readAll(target), before);
    QCOMPARE(strays(mount, QStringLiteral("pilot.rackwright")), QStringList());
    // The temporary file is gone too: the space it took is free again.
    const ProcessResult again =
        runRackwright({QStringLiteral("upgrade"), target, QStringLiteral("-o"),
                       QDir(mount).filePath(QStringLiteral("copy.rackwright"))});
    QVERIFY2(again.exitCode == 0, again.err.constData());
  }

  void readOnlyFolderKeepsPreviousFile() {
    skipWithoutPrivateMounts();
    const QString mount = freshDir(QStringLiteral("readonly-folder"));
    QVERIFY(rackwright::test::mountTmpfs(mount, 4 * 1024 * 1024).isEmpty());
    mMounts << mount;
    const QString target = QDir(mount).filePath(QStringLiteral("pilot.rackwright"));
    QVERIFY(QFile::copy(sourcePath(QStringLiteral("examples/two-node-pilot.rackwright")), target));
    const QByteArray before = readAll(target);
    const QString ro = rackwright::test::remountReadOnly(mount);
    QVERIFY2(ro.isEmpty(), qPrintable(ro));
    const ProcessResult r = runRackwright(
        {QStringLiteral("upgrade"), sourcePath(QStringLiteral("examples/su-1024gpu.rackwright")),
         QStringLiteral("-o"), target});
    expectRefusal(r, target,
                  {QStringLiteral("read-only"), QDir::toNativeSeparators(mount),
                   QStringLiteral("The previous version of the file is intact."),
                   QStringLiteral("Save to a folder")});
    QCOMPARE(readAll(target), before);
    QCOMPARE(strays(mount, QStringLiteral("pilot.rackwright")), QStringList());
  }

  void readOnlyFileKeepsPreviousFile() {
    skipWithoutPrivateMounts();
    // The folder is writable; only the file is read-only (root ignores a chmod, so the file is
    // mounted read-only over itself).
    const QString dir = freshDir(QStringLiteral("readonly-file"));
    const QString target = QDir(dir).filePath(QStringLiteral("pilot.rackwright"));
    QVERIFY(QFile::copy(sourcePath(QStringLiteral("examples/two-node-pilot.rackwright")), target));
    const QByteArray before = readAll(target);
    const QString ro = rackwright::test::bindReadOnly(target);
    QVERIFY2(ro.isEmpty(), qPrintable(ro));
    mMounts << target;
    const ProcessResult r = runRackwright(
        {QStringLiteral("upgrade"), sourcePath(QStringLiteral("examples/su-1024gpu.rackwright")),
         QStringLiteral("-o"), target});
    expectRefusal(r, target,
                  {QStringLiteral("the file is read-only"),
                   QStringLiteral("The previous version of the file is intact."),
                   QStringLiteral("save under another name")});
    QCOMPARE(readAll(target), before);
    QCOMPARE(strays(dir, QStringLiteral("pilot.rackwright")), QStringList());
  }

  void missingFolderIsNamed() {
    const QString folder = mTemp.filePath(QStringLiteral("no such folder"));
    const QString target = QDir(folder).filePath(QStringLiteral("pilot.rackwright"));
    const ProcessResult r =
        runRackwright({QStringLiteral("upgrade"),
                       sourcePath(QStringLiteral("examples/two-node-pilot.rackwright")),
                       QStringLiteral("-o"), target});
    expectRefusal(r, target,
                  {QStringLiteral("does not exist"), QDir::toNativeSeparators(folder),
                   QStringLiteral("Nothing was written."), QStringLiteral("Create the folder")});
    QVERIFY(!QFileInfo::exists(folder));
  }

  void targetThatIsAFolderIsNamed() {
    const QString target = freshDir(QStringLiteral("a folder.rackwright"));
    QFile inside(QDir(target).filePath(QStringLiteral("keep.txt")));
    QVERIFY(inside.open(QIODevice::WriteOnly));
    inside.write("kept");
    inside.close();
    const ProcessResult r =
        runRackwright({QStringLiteral("upgrade"),
                       sourcePath(QStringLiteral("examples/two-node-pilot.rackwright")),
                       QStringLiteral("-o"), target});
    expectRefusal(r, target,
                  {QStringLiteral("it is a folder, not a file"),
                   QStringLiteral("Nothing was written."), QStringLiteral("Choose a file name")});
    QVERIFY(QFileInfo(target).isDir());
    QCOMPARE(strays(target, QString()), QStringList{QStringLiteral("keep.txt")});
  }

 private:
  void skipWithoutPrivateMounts() {
    const QString why = rackwright::test::privateMountsUnavailable();
    if (!why.isEmpty())
      QSKIP(qPrintable(QStringLiteral("needs a private mount namespace: %1").arg(why)));
  }

  QString freshDir(const QString& name) {
    const QString dir = mTemp.filePath(name);
    QDir(dir).removeRecursively();
    QDir().mkpath(dir);
    return dir;
  }

  /// Exit 2 and exactly one line on stderr that names the file and says each of `phrases`.
  static void expectRefusal(const ProcessResult& r, const QString& target,
                            const QStringList& phrases) {
    const QString err = QString::fromUtf8(r.err);
    QVERIFY2(r.exitCode == 2, qPrintable(QStringLiteral("exit %1: %2").arg(r.exitCode).arg(err)));
    QVERIFY2(err.endsWith(QLatin1Char('\n')) && err.count(QLatin1Char('\n')) == 1, qPrintable(err));
    QVERIFY2(
        err.startsWith(
            QStringLiteral("rackwright: Cannot save \"%1\"").arg(QDir::toNativeSeparators(target))),
        qPrintable(err));
    for (const QString& phrase : phrases)
      QVERIFY2(err.contains(phrase),
               qPrintable(QStringLiteral("no \"%1\" in: %2").arg(phrase, err)));
  }

  QTemporaryDir mTemp;
  QStringList mMounts;
};

int main(int argc, char** argv) {
  // Before QCoreApplication: a user namespace (needed when not root) requires a single thread.
  rackwright::test::enterPrivateMountNamespace();
  QCoreApplication app(argc, argv);
  TestSaveSafety test;
  return QTest::qExec(&test, argc, argv);
}

#include "tst_savesafety.moc"
