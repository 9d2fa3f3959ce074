// A save that fails in the workbench loses nothing: on a full disk, in a read-only folder, over a
// read-only file and into a folder that does not exist, File > Save shows one message (through
// UserPrompts) that names the file, the cause, that the previous file is intact and what to do;
// the previous file keeps its bytes, the document stays modified with the edit in it, and Save As
// to a writable place then writes the edit. The faults are a small tmpfs and read-only mounts in
// a mount namespace of this test's own.
#include "core/commands/objectcommands.h"
#include "support/privatemounts.h"
#include "workbenchfixture.h"

#include <QFile>
#include <QUndoStack>

using namespace rackwright;
using namespace rackwright::test;

namespace {

QByteArray readAll(const QString& path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

enum class Fault { FullDisk, ReadOnlyFolder, ReadOnlyFile, MissingFolder };

}  // namespace

Q_DECLARE_METATYPE(Fault)

class TestSaveFailure final : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QVERIFY(!setUpSmallCluster(mTemp, "tst_savefailure").isEmpty()); }

  void cleanup() {
    // Also after a failed check, so that the temporary folder can go.
    while (!mMounts.isEmpty())
      unmount(mMounts.takeLast());
  }

  void failedSaveKeepsFileAndEdit_data() {
    QTest::addColumn<Fault>("fault");
    QTest::addColumn<QStringList>("phrases");
    const QString intact = QStringLiteral("The previous version of the file is intact.");
    QTest::newRow("full disk") << Fault::FullDisk
                               << QStringList{QStringLiteral("the disk is full"), intact,
                                              QStringLiteral("Free some space")};
    QTest::newRow("read-only folder")
        << Fault::ReadOnlyFolder
        << QStringList{QStringLiteral("is on a read-only file system"), intact,
                       QStringLiteral("Save to a folder")};
    QTest::newRow("read-only file") << Fault::ReadOnlyFile
                                    << QStringList{QStringLiteral("the file is read-only"), intact,
                                                   QStringLiteral("save under another name")};
    QTest::newRow("missing folder")
        << Fault::MissingFolder
        << QStringList{QStringLiteral("does not exist"), QStringLiteral("Nothing was written."),
                       QStringLiteral("Create the folder")};
  }

  void failedSaveKeepsFileAndEdit() {
    QFETCH(Fault, fault);
    QFETCH(QStringList, phrases);
    if (fault != Fault::MissingFolder && !privateMountsUnavailable().isEmpty()) {
      QSKIP(qPrintable(
          QStringLiteral("needs a private mount namespace: %1").arg(privateMountsUnavailable())));
    }
    const QString dir = mTemp.filePath(QStringLiteral("fault %1").arg(++mRun));
    QVERIFY(QDir().mkpath(dir));
    if (fault == Fault::FullDisk || fault == Fault::ReadOnlyFolder) {
      QVERIFY(mountTmpfs(dir, 1024 * 1024).isEmpty());
      mMounts << dir;
    }
    const QString file = QDir(dir).filePath(QStringLiteral("cluster.rackwright"));
    writeSmallCluster(file);
    const QByteArray before = readAll(file);
    QVERIFY(!before.isEmpty());

    auto prompts = std::make_shared<RecordingPrompts::Shared>();
    auto window = makeWindow(prompts);
    QVERIFY(openIn(*window, file));
    ui::DocumentController& document = window->document();

    // The edit: a description too large for the 1 MiB disk once it is saved.
    DesignInfo info = document.design().info();
    info.description = QString(2 * 1024 * 1024, QLatin1Char('x'));
    document.undoStack().push(new CmdEditDesignInfo(document.design(), info));
    QVERIFY(document.isModified());

    QString target = file;
    switch (fault) {
      case Fault::FullDisk:
        break;
      case Fault::ReadOnlyFolder:
        QVERIFY(remountReadOnly(dir).isEmpty());
        break;
      case Fault::ReadOnlyFile:
        QVERIFY(bindReadOnly(file).isEmpty());
        mMounts << file;
        break;
      case Fault::MissingFolder:
        target = QDir(dir).filePath(QStringLiteral("gone/cluster.rackwright"));
        break;
    }
    const bool saved = fault == Fault::MissingFolder ? QCoro::waitFor(document.saveAs(target))
                                                     : QCoro::waitFor(document.save());
    QVERIFY(!saved);
    QCOMPARE(prompts->errors.size(), 1);
    const QString message = prompts->errors.front();
    QVERIFY2(message.startsWith(
                 QStringLiteral("Cannot save \"%1\"").arg(QDir::toNativeSeparators(target))),
             qPrintable(message));
    for (const QString& phrase : phrases)
      QVERIFY2(message.contains(phrase), qPrintable(message));

    // Nothing is lost: the file on disk is as it was, the edit is still in the open document,
    // which still counts as modified and still belongs to its file.
    QCOMPARE(readAll(file), before);
    QVERIFY(document.isModified());
    QCOMPARE(document.design().info().description, info.description);
    QCOMPARE(document.filePath(), QFileInfo(file).absoluteFilePath());
    if (fault != Fault::MissingFolder) {
      QCOMPARE(QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
               QStringList{QStringLiteral("cluster.rackwright")});
    }

    // Save As somewhere writable keeps the edit.
    const QString elsewhere = mTemp.filePath(QStringLiteral("saved %1.rackwright").arg(mRun));
    QVERIFY(QCoro::waitFor(document.saveAs(elsewhere)));
    QVERIFY(!document.isModified());
    Design reloaded;
    DesignFile::load(elsewhere, reloaded);
    QCOMPARE(reloaded.info().description, info.description);
    window.reset();
    while (!mMounts.isEmpty())
      QVERIFY(unmount(mMounts.takeLast()).isEmpty());
  }

 private:
  QTemporaryDir mTemp;
  QStringList mMounts;
  int mRun = 0;
};

int main(int argc, char** argv) {
  // Before QApplication: a user namespace (needed when not root) requires a single thread.
  enterPrivateMountNamespace();
  QApplication app(argc, argv);
  app.setAttribute(Qt::AA_Use96Dpi, true);
  TestSaveFailure test;
  return QTest::qExec(&test, argc, argv);
}

#include "tst_savefailure.moc"
