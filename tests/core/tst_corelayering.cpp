// core/ must stay free of the widget layer (Widgets, PrintSupport, Charts), so that headless
// commands and exports run without a display. Two checks: no core source includes a widget-layer
// header, and this test executable — which links only the core library — never loads the
// widget-layer shared libraries.
#include "core/model/design.h"
#include "support/testsupport.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

class TestCoreLayering : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void coreSourcesIncludeNoWidgetHeaders();
  void coreDoesNotLoadWidgetLibraries_data();
  void coreDoesNotLoadWidgetLibraries();
};

void TestCoreLayering::coreSourcesIncludeNoWidgetHeaders() {
  static const QRegularExpression forbidden(QStringLiteral(
      R"(#\s*include\s*[<"](QtWidgets|QtPrintSupport|QtCharts|QWidget|QMainWindow|QDialog|)"
      R"(QApplication|QGraphics\w+|QPrinter|QPrintDialog|QChart\w*|QMessageBox|QAction)\b)"));
  QDirIterator it(rackwright::test::sourcePath(QStringLiteral("core")),
                  {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                  QDirIterator::Subdirectories);
  int files = 0;
  QStringList offenders;
  while (it.hasNext()) {
    const QString path = it.next();
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    const auto match = forbidden.match(text);
    if (match.hasMatch())
      offenders << path + QStringLiteral(": ") + match.captured(0);
    ++files;
  }
  QVERIFY(files > 10);
  QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join(QLatin1Char('\n'))));
}

void TestCoreLayering::coreDoesNotLoadWidgetLibraries_data() {
  QTest::addColumn<QString>("library");
  QTest::newRow("Widgets") << QStringLiteral("libQt6Widgets");
  QTest::newRow("PrintSupport") << QStringLiteral("libQt6PrintSupport");
  QTest::newRow("Charts") << QStringLiteral("libQt6Charts");
}

void TestCoreLayering::coreDoesNotLoadWidgetLibraries() {
  QFETCH(QString, library);
  // Touch core so that the linker cannot drop it.
  rackwright::Design design;
  QCOMPARE(design.objectCount(), 0);
  QFile maps(QStringLiteral("/proc/self/maps"));
  QVERIFY(maps.open(QIODevice::ReadOnly));
  const QString mapped = QString::fromUtf8(maps.readAll());
  QVERIFY2(mapped.contains(QStringLiteral("libQt6Core")), "sanity: Qt Core must be mapped");
  QVERIFY2(!mapped.contains(library), qPrintable(library + QStringLiteral(" is loaded by core")));
}

QTEST_GUILESS_MAIN(TestCoreLayering)
#include "tst_corelayering.moc"
