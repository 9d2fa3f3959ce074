// `rackwright export …` run as a user would: every kind, the file naming of multi-page SVG/PNG,
// filters, the counts against `rackwright info`, and one-line errors with exit code 2.
#include "support/testsupport.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using rackwright::test::runRackwright;
using rackwright::test::sourcePath;

namespace {

QString pilot() {
  return sourcePath(QStringLiteral("examples/two-node-pilot.rackwright"));
}

QString tool(const QString& program, const QStringList& args) {
  QProcess process;
  process.start(program, args);
  process.waitForFinished(60000);
  return QString::fromUtf8(process.readAllStandardOutput());
}

int pdfPages(const QString& pdf) {
  static const QRegularExpression pages(QStringLiteral("Pages:\\s+(\\d+)"));
  return pages.match(tool(QStringLiteral("pdfinfo"), {pdf})).captured(1).toInt();
}

QStringList csvLines(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly))
    return {};
  return QString::fromUtf8(file.readAll()).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
}

}  // namespace

class TestExportCli : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void reviewPdf();
  void elevationsSvgPages();
  void labels();
  void bomMatchesInfo();
  void netbox();
  void badInput_data();
  void badInput();

 private:
  QTemporaryDir mDir;
};

void TestExportCli::reviewPdf() {
  const QString out = mDir.filePath(QStringLiteral("review.pdf"));
  const auto r = runRackwright({QStringLiteral("export"), QStringLiteral("pdf"), pilot(),
                                QStringLiteral("-o"), out, QStringLiteral("--paper"),
                                QStringLiteral("A3"), QStringLiteral("--landscape")});
  QCOMPARE(r.exitCode, 0);
  QVERIFY2(r.out.contains("wrote"), r.err.constData());
  const int pages = pdfPages(out);
  QVERIFY(pages >= 10);
  const QString text = tool(QStringLiteral("pdftotext"), {out, QStringLiteral("-")});
  for (const char* word :
       {"Bill of materials", "Validation report", "Rack elevations", "Port maps", "Cable schedule",
        "Acceptance checklist", "dgx-01", "leaf-01", "TR-R01-R02-1", "Two-node pilot"}) {
    QVERIFY2(text.contains(QLatin1String(word)), word);
  }
  QVERIFY(text.contains(QStringLiteral("%1 of %1").arg(pages)));
  QVERIFY(tool(QStringLiteral("pdfinfo"), {out}).contains(QStringLiteral("1191 x 842")));
}

void TestExportCli::elevationsSvgPages() {
  const QString out = mDir.filePath(QStringLiteral("elev.svg"));
  auto r = runRackwright(
      {QStringLiteral("export"), QStringLiteral("elevations"), pilot(), QStringLiteral("-o"), out});
  QCOMPARE(r.exitCode, 0);
  // Two racks, front and rear, two faces per A4 portrait page.
  QVERIFY(QFileInfo::exists(mDir.filePath(QStringLiteral("elev-1.svg"))));
  QVERIFY(QFileInfo::exists(mDir.filePath(QStringLiteral("elev-2.svg"))));
  QVERIFY(!QFileInfo::exists(mDir.filePath(QStringLiteral("elev-3.svg"))));
  QVERIFY(r.out.contains("elev-2.svg"));
  // One rack fits one page: OUT itself.
  const QString one = mDir.filePath(QStringLiteral("r02.png"));
  r = runRackwright({QStringLiteral("export"), QStringLiteral("elevations"), pilot(),
                     QStringLiteral("-o"), one, QStringLiteral("--rack"), QStringLiteral("R02")});
  QCOMPARE(r.exitCode, 0);
  QVERIFY(QFileInfo::exists(one));
  QVERIFY(QImage(one).width() > 1000);
}

void TestExportCli::labels() {
  const QString out = mDir.filePath(QStringLiteral("labels.pdf"));
  auto r = runRackwright(
      {QStringLiteral("export"), QStringLiteral("labels"), pilot(), QStringLiteral("-o"), out,
       QStringLiteral("--rack"), QStringLiteral("R01"), QStringLiteral("--status"),
       QStringLiteral("planned"), QStringLiteral("--template"), QStringLiteral("flag"),
       QStringLiteral("--paper"), QStringLiteral("Letter")});
  QCOMPARE(r.exitCode, 0);
  static const QRegularExpression counts(QStringLiteral("(\\d+) labels .* on (\\d+) page"));
  const auto match = counts.match(QString::fromUtf8(r.out));
  QVERIFY2(match.hasMatch(), r.out.constData());
  const int labels = match.captured(1).toInt();
  QVERIFY(labels > 0 && labels < 72);  // R01 only: fewer than both ends of all 36 cables
  QCOMPARE(pdfPages(out), match.captured(2).toInt());
  QCOMPARE(match.captured(2).toInt(), (labels + 17) / 18);  // flag on Letter: 9 rows × 2
  const QString text = tool(QStringLiteral("pdftotext"), {out, QStringLiteral("-")});
  QVERIFY(text.contains(QStringLiteral("HallA.R01-U")));

  // Continuous tape: one label per PNG.
  const QString tape = mDir.filePath(QStringLiteral("tape/label.png"));
  r = runRackwright({QStringLiteral("export"), QStringLiteral("labels"), pilot(),
                     QStringLiteral("-o"), tape, QStringLiteral("--layout"), QStringLiteral("tape"),
                     QStringLiteral("--rack"), QStringLiteral("R01")});
  QCOMPARE(r.exitCode, 0);
  QCOMPARE(QDir(mDir.filePath(QStringLiteral("tape"))).entryList(QDir::Files).size(), labels);

  r = runRackwright({QStringLiteral("export"), QStringLiteral("labels"), pilot(),
                     QStringLiteral("-o"), out, QStringLiteral("--status"),
                     QStringLiteral("installed")});
  QCOMPARE(r.exitCode, 2);
  QVERIFY(r.err.contains("no cable matches"));
}

void TestExportCli::bomMatchesInfo() {
  const auto info = runRackwright(
      {QStringLiteral("info"), pilot(), QStringLiteral("--format"), QStringLiteral("json")});
  QCOMPARE(info.exitCode, 0);
  const QJsonObject stats = QJsonDocument::fromJson(info.out).object();
  const QString out = mDir.filePath(QStringLiteral("bom.csv"));
  const auto r = runRackwright(
      {QStringLiteral("export"), QStringLiteral("bom"), pilot(), QStringLiteral("-o"), out});
  QCOMPARE(r.exitCode, 0);
  const QStringList lines = csvLines(out);
  QVERIFY(lines.size() > 5);
  const QStringList header = lines.front().split(QLatin1Char(','));
  const int quantity = int(header.indexOf(QStringLiteral("quantity")));
  QVERIFY(quantity > 0);
  QHash<QString, int> sums;
  for (const QString& line : lines.mid(1)) {
    // Only the description may hold commas (quoted); count fields from the end instead.
    const QStringList fields = line.split(QLatin1Char(','));
    sums[fields.front()] += fields[fields.size() - (header.size() - quantity)].toInt();
  }
  QCOMPARE(sums.value(QStringLiteral("Devices")), stats.value(QStringLiteral("devices")).toInt());
  QCOMPARE(sums.value(QStringLiteral("Transceivers")),
           stats.value(QStringLiteral("modules")).toInt());
  QCOMPARE(sums.value(QStringLiteral("Cable assemblies")),
           stats.value(QStringLiteral("cables")).toInt());

  // The cable schedule as a PDF table.
  const QString pdf = mDir.filePath(QStringLiteral("cables.pdf"));
  QCOMPARE(runRackwright({QStringLiteral("export"), QStringLiteral("cables"), pilot(),
                          QStringLiteral("-o"), pdf})
               .exitCode,
           0);
  QVERIFY(tool(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")})
              .contains(QStringLiteral("OOB-dgx01-bmc")));
}

void TestExportCli::netbox() {
  const QString prefix = mDir.filePath(QStringLiteral("nb/import"));
  const auto r = runRackwright(
      {QStringLiteral("export"), QStringLiteral("netbox"), pilot(), QStringLiteral("-o"), prefix});
  QCOMPARE(r.exitCode, 0);
  const QStringList devices = csvLines(prefix + QStringLiteral("-devices.csv"));
  const QStringList cables = csvLines(prefix + QStringLiteral("-cables.csv"));
  QCOMPARE(devices.size(), 1 + 9);
  QCOMPARE(cables.size(), 1 + 36);
  QVERIFY(devices.front().startsWith(QStringLiteral("name,role,tenant,manufacturer,device_type")));
  QVERIFY(
      cables.front().startsWith(QStringLiteral("side_a_site,side_a_device,side_a_power_panel")));
}

void TestExportCli::badInput_data() {
  QTest::addColumn<QStringList>("args");
  QTest::addColumn<QString>("message");
  const QString file = pilot();
  QTest::newRow("unknown kind") << QStringList{"export", "poster", file, "-o", "x.pdf"}
                                << "unknown export kind \"poster\"";
  QTest::newRow("no output") << QStringList{"export", "pdf", file} << "-o OUT";
  QTest::newRow("bad paper") << QStringList{"export", "pdf", file, "-o", "x.pdf", "--paper", "B5"}
                             << "--paper must be one of A4, A3, Letter, Tabloid";
  QTest::newRow("bad format") << QStringList{"export", "elevations", file, "-o",
                                             "x",      "--format",   "csv"}
                              << "--format csv does not fit export elevations";
  QTest::newRow("unknown rack") << QStringList{"export", "labels", file, "-o",
                                               "x.pdf",  "--rack", "R09"}
                                << "no rack named R09";
  QTest::newRow("bad status") << QStringList{"export", "labels",   file,  "-o",
                                             "x.pdf",  "--status", "lost"}
                              << "--status must be planned, installed or decommissioned";
  QTest::newRow("bad template") << QStringList{"export", "labels",     file, "-o",
                                               "x.pdf",  "--template", "tag"}
                                << "--template must be wrap or flag";
  QTest::newRow("missing file") << QStringList{"export", "pdf", "no-such.rackwright", "-o", "x.pdf"}
                                << "no-such.rackwright";
}

void TestExportCli::badInput() {
  QFETCH(QStringList, args);
  QFETCH(QString, message);
  QDir::setCurrent(mDir.path());
  const auto r = runRackwright(args);
  QCOMPARE(r.exitCode, 2);
  const QString err = QString::fromUtf8(r.err);
  QVERIFY2(err.contains(message), qPrintable(err));
  QVERIFY(err.contains(QStringLiteral("rackwright: ")));
  if (QTest::currentDataTag() == QLatin1String("unknown rack"))
    QVERIFY(err.contains(QStringLiteral("R01, R02")));
}

QTEST_GUILESS_MAIN(TestExportCli)
#include "tst_exportcli.moc"
