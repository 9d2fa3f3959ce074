// Opening inputs of the bad-input catalogue (docs/reliability.md, "Bad input") in the main
// window: each one shows one error message naming the file and the problem, returns within a
// time limit (a FIFO or /dev/zero must not hang the window) and leaves the open design as it was.
#include "core/fileformat/designfile.h"
#include "support/badinputs.h"
#include "support/testsupport.h"
#include "ui/canvas/rowscene.h"
#include "ui/mainwindow/documentcontroller.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mainwindow/userprompts.h"

#include <QApplication>
#include <QCoroTask>
#include <QElapsedTimer>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace rackwright;
using namespace rackwright::ui;
using namespace rackwright::test::badinput;

namespace {

/// Records the errors the window would have shown in a message box.
class RecordingPrompts final : public UserPrompts {
 public:
  explicit RecordingPrompts(QStringList* errors) : mErrors(errors) {}
  void showError(QWidget*, const QString&, const QString& message) override { *mErrors << message; }
  UnsavedChoice askUnsavedChanges(QWidget*, const QString&) override {
    return UnsavedChoice::Cancel;
  }
  QString askOpenFileName(QWidget*, const QString&) override { return {}; }
  QString askSaveFileName(QWidget*, const QString&) override { return {}; }

 private:
  QStringList* mErrors;
};

}  // namespace

class TestBadInputOpen : public QObject {
  Q_OBJECT

  QTemporaryDir mTemp;
  QDir mDir;
  QString mGoodPath;

 private Q_SLOTS:
  void initTestCase() {
    QVERIFY(mTemp.isValid());
    mDir = QDir(mTemp.path());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, mTemp.filePath("settings"));
    QCoreApplication::setOrganizationName(QStringLiteral("RackwrightTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_badinputopen"));
    mGoodPath = writeFile(mDir, QStringLiteral("good.rackwright"), goodDesign());
  }

  void opensNothingAndSaysWhy_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<QStringList>("expected");
    const QByteArray good = goodDesign();
    QTest::newRow("1 GiB file") << writeSparseFile(mDir, QStringLiteral("huge.rackwright"),
                                                   good.left(200), qint64(1) << 30)
                                << QStringList{"huge.rackwright", "larger than the 512 MiB"};
    QTest::newRow("100,000-deep nesting")
        << writeFile(mDir, QStringLiteral("deep.rackwright"),
                     replaced(good, "\"revision\": \"A\"", "\"revision\": " + nested(100000)))
        << QStringList{"deep.rackwright", "too deeply nested"};
    QTest::newRow("NUL byte") << writeFile(mDir, QStringLiteral("nul.rackwright"),
                                           replaced(good, "Two-node pilot",
                                                    QByteArray("Two-node\0pilot", 14)))
                              << QStringList{"nul.rackwright", "NUL character"};
    QTest::newRow("repeated key") << writeFile(mDir, QStringLiteral("dupkey.rackwright"),
                                               replaced(good, "\"heightU\": 42,",
                                                        "\"heightU\": 42, \"heightU\": 40,"))
                                  << QStringList{"dupkey.rackwright", "appears twice"};
    QTest::newRow("folder") << makeFolder(mDir, QStringLiteral("folder.rackwright"))
                            << QStringList{"folder.rackwright", "is a folder"};
    QTest::newRow("FIFO") << makeFifo(mDir, QStringLiteral("fifo.rackwright"))
                          << QStringList{"fifo.rackwright", "is a device, pipe or socket"};
    QTest::newRow("/dev/zero") << QStringLiteral("/dev/zero")
                               << QStringList{"/dev/zero", "is a device, pipe or socket"};
  }

  void opensNothingAndSaysWhy() {
    QFETCH(QString, path);
    QFETCH(QStringList, expected);
    QStringList errors;
    MainWindow window;
    window.setPrompts(std::make_unique<RecordingPrompts>(&errors));
    window.show();
    QVERIFY(QCoro::waitFor(window.openFile(mGoodPath)));
    QVERIFY(errors.isEmpty());
    const Design* before = &window.document().design();
    const QByteArray bytesBefore = DesignFile::toBytes(*before);
    const int racksBefore = window.rowScene()->rackItemCount();

    QElapsedTimer timer;
    timer.start();
    QVERIFY(!QCoro::waitFor(window.openFile(path)));
    QVERIFY2(timer.elapsed() < 30000, qPrintable(QString::number(timer.elapsed())));

    QCOMPARE(errors.size(), 1);
    for (const QString& text : expected)
      QVERIFY2(errors.front().contains(text), qPrintable(errors.front()));
    QVERIFY2(!errors.front().contains(QLatin1Char('\n')), qPrintable(errors.front()));
    // The open design is the same object with the same content, still unmodified.
    QCOMPARE(&window.document().design(), before);
    QCOMPARE(window.document().filePath(), QFileInfo(mGoodPath).absoluteFilePath());
    QCOMPARE(DesignFile::toBytes(window.document().design()), bytesBefore);
    QCOMPARE(window.rowScene()->rackItemCount(), racksBefore);
    QVERIFY(!window.isWindowModified());
  }
};

QTEST_MAIN(TestBadInputOpen)
#include "tst_badinputopen.moc"
