// Open with repair in the workbench: a file with broken references is not refused; the user sees
// the problems and opens it with the objects quarantined (kept in the file once saved, there
// again after reopening) or dropped (with the report), or cancels. The file on disk changes only
// when the user saves.
#include "core/fileformat/designfile.h"
#include "support/testsupport.h"
#include "ui/mainwindow/documentcontroller.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mainwindow/userprompts.h"

#include <QApplication>
#include <QCoroTask>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace rackwright;
using namespace rackwright::ui;

namespace {

/// Records the questions about repairs and answers them as told.
class RepairPrompts final : public UserPrompts {
 public:
  struct Shared {
    QStringList errors;
    QList<QStringList> repairQuestions;
    RepairChoice repairAnswer = RepairChoice::Cancel;
    QList<QStringList> reports;
    int unsavedQuestions = 0;
  };
  explicit RepairPrompts(std::shared_ptr<Shared> shared) : mShared(std::move(shared)) {}
  void showError(QWidget*, const QString&, const QString& message) override {
    mShared->errors << message;
  }
  UnsavedChoice askUnsavedChanges(QWidget*, const QString&) override {
    ++mShared->unsavedQuestions;
    return UnsavedChoice::Discard;
  }
  QString askOpenFileName(QWidget*, const QString&) override { return {}; }
  QString askSaveFileName(QWidget*, const QString&) override { return {}; }
  RepairChoice askOpenWithRepair(QWidget*, const QString&, const QStringList& problems) override {
    mShared->repairQuestions << problems;
    return mShared->repairAnswer;
  }
  void showRepairReport(QWidget*, const QString&, const QStringList& lines) override {
    mShared->reports << lines;
  }

 private:
  std::shared_ptr<Shared> mShared;
};

QByteArray readAll(const QString& path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace

class TestOpenRepair : public QObject {
  Q_OBJECT

  QTemporaryDir mTemp;
  QString mBrokenPath;
  QByteArray mBrokenBytes;
  QString mModuleId;  ///< the module whose device is not in the file
  std::shared_ptr<RepairPrompts::Shared> mPrompts;

  std::unique_ptr<MainWindow> makeWindow() {
    auto window = std::make_unique<MainWindow>();
    window->setPrompts(std::make_unique<RepairPrompts>(mPrompts));
    window->resize(1000, 700);
    window->show();
    return window;
  }

  /// A fresh copy of the broken file (each test saves over its own).
  QString brokenCopy(const QString& name) {
    const QString path = mTemp.filePath(name);
    QFile::remove(path);
    QFile::copy(mBrokenPath, path);
    QFile(path).setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    return path;
  }

 private Q_SLOTS:
  void initTestCase() {
    QVERIFY(mTemp.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, mTemp.filePath("settings"));
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, mTemp.filePath("settings"));
    QCoreApplication::setOrganizationName(QStringLiteral("RackwrightTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_openrepair"));

    // The two-node pilot with one module in a device that is not in the file.
    QFile example(
        rackwright::test::sourcePath(QStringLiteral("examples/two-node-pilot.rackwright")));
    QVERIFY(example.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(example.readAll()).object();
    QJsonArray modules = root.value(QStringLiteral("modules")).toArray();
    QJsonObject module = modules[0].toObject();
    mModuleId = module.value(QStringLiteral("id")).toString();
    module.insert(QStringLiteral("device"), QStringLiteral("0badbeef-0000-4000-8000-000000000002"));
    modules[0] = module;
    root.insert(QStringLiteral("modules"), modules);
    mBrokenBytes = QJsonDocument(root).toJson();
    mBrokenPath = mTemp.filePath(QStringLiteral("broken.rackwright"));
    QFile broken(mBrokenPath);
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write(mBrokenBytes);
  }

  void init() { mPrompts = std::make_shared<RepairPrompts::Shared>(); }

  void quarantineIsSavedAndThereAfterReopening() {
    const QString path = brokenCopy(QStringLiteral("quarantine.rackwright"));
    auto window = makeWindow();
    mPrompts->repairAnswer = UserPrompts::RepairChoice::Quarantine;
    QVERIFY(QCoro::waitFor(window->openFile(path)));
    QVERIFY(mPrompts->errors.isEmpty());
    QCOMPARE(mPrompts->repairQuestions.size(), 1);
    const QStringList problems = mPrompts->repairQuestions.front();
    QVERIFY(!problems.isEmpty());
    QVERIFY2(problems.front().startsWith(QStringLiteral("quarantine.rackwright:")),
             qPrintable(problems.front()));
    QVERIFY2(problems.front().contains(QStringLiteral("$.modules[0].device: refers to device")),
             qPrintable(problems.front()));
    QVERIFY(mPrompts->reports.isEmpty());

    DocumentController& document = window->document();
    QCOMPARE(document.filePath(), QFileInfo(path).absoluteFilePath());
    QVERIFY(!document.design().contains<Module>(QUuid::fromString(mModuleId)));
    const qsizetype held = document.design().quarantine().size();
    QCOMPARE(held, problems.size());
    // Repaired in memory only: modified, and the file is untouched until the user saves.
    QVERIFY(document.isModified());
    QVERIFY(window->isWindowModified());
    QCOMPARE(readAll(path), mBrokenBytes);

    QVERIFY(QCoro::waitFor(document.save()));
    QVERIFY(!document.isModified());
    const QByteArray saved = readAll(path);
    QVERIFY(saved.contains("\"quarantine\": ["));
    QVERIFY(saved.contains(mModuleId.toUtf8()));

    // Reopened, it opens without a question and the quarantine is still there.
    auto again = makeWindow();
    QVERIFY(QCoro::waitFor(again->openFile(path)));
    QCOMPARE(mPrompts->repairQuestions.size(), 1);
    QVERIFY(!again->document().isModified());
    QCOMPARE(again->document().design().quarantine(), document.design().quarantine());
    QVERIFY(QCoro::waitFor(again->document().save()));
    QCOMPARE(readAll(path), saved);
  }

  void dropShowsTheReport() {
    const QString path = brokenCopy(QStringLiteral("drop.rackwright"));
    auto window = makeWindow();
    mPrompts->repairAnswer = UserPrompts::RepairChoice::Drop;
    QVERIFY(QCoro::waitFor(window->openFile(path)));
    QCOMPARE(mPrompts->repairQuestions.size(), 1);
    QCOMPARE(mPrompts->reports.size(), 1);
    const QStringList report = mPrompts->reports.front();
    QCOMPARE(report.size(), mPrompts->repairQuestions.front().size());
    QVERIFY2(report.front().endsWith(QStringLiteral("→ dropped")), qPrintable(report.front()));
    DocumentController& document = window->document();
    QVERIFY(!document.design().contains<Module>(QUuid::fromString(mModuleId)));
    QVERIFY(document.design().quarantine().isEmpty());
    QVERIFY(document.isModified());
    QCOMPARE(readAll(path), mBrokenBytes);
    // Closing asks before the repaired design is thrown away; nothing is written unasked.
    window->close();
    QCOMPARE(mPrompts->unsavedQuestions, 1);
    QCOMPARE(readAll(path), mBrokenBytes);
  }

  void cancelOpensNothing() {
    const QString path = brokenCopy(QStringLiteral("cancel.rackwright"));
    auto window = makeWindow();
    mPrompts->repairAnswer = UserPrompts::RepairChoice::Cancel;
    QVERIFY(!QCoro::waitFor(window->openFile(path)));
    QCOMPARE(mPrompts->repairQuestions.size(), 1);
    QVERIFY(mPrompts->errors.isEmpty());
    QVERIFY(window->document().filePath().isEmpty());
    QCOMPARE(window->document().design().objectCount(), 0);
    QCOMPARE(readAll(path), mBrokenBytes);
  }

  void unrepairableFileIsAnError() {
    const QString path = mTemp.filePath(QStringLiteral("truncated.rackwright"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(mBrokenBytes.left(mBrokenBytes.size() / 2));
    file.close();
    auto window = makeWindow();
    QVERIFY(!QCoro::waitFor(window->openFile(path)));
    QVERIFY(mPrompts->repairQuestions.isEmpty());
    QCOMPARE(mPrompts->errors.size(), 1);
    QVERIFY2(mPrompts->errors.front().contains(QStringLiteral("not valid JSON")),
             qPrintable(mPrompts->errors.front()));
  }
};

QTEST_MAIN(TestOpenRepair)
#include "tst_openrepair.moc"
