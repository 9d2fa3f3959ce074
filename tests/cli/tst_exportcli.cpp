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
  void labelBatches();
  void networkFilter();
  void reviewStatesTheFabricPlan();
  void labelPrinterFormats();
  void labelStockFromTheGlabelsLibrary();
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
  static const QRegularExpression counts(
      QStringLiteral("(\\d+) labels in 1 batch .* on (\\d+) page.*, (\\d+) of them pick list"));
  const auto match = counts.match(QString::fromUtf8(r.out));
  QVERIFY2(match.hasMatch(), r.out.constData());
  const int labels = match.captured(1).toInt();
  QVERIFY(labels > 0 && labels < 72);  // R01 only: fewer than both ends of all 36 cables
  QCOMPARE(pdfPages(out), match.captured(2).toInt());
  // Flag on Letter: 9 rows × 2, after the batch's pick list.
  QCOMPARE(match.captured(2).toInt() - match.captured(3).toInt(), (labels + 17) / 18);
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

/// --network through the command line: the cable schedule of one network, a key the design
/// does not have named with the ones it has, and the kinds it does not apply to.
void TestExportCli::networkFilter() {
  const QString cluster = sourcePath(QStringLiteral("examples/superpod-dgx-b200-1su.rackwright"));
  const QString out = mDir.filePath(QStringLiteral("oob-cables.csv"));
  auto r = runRackwright({QStringLiteral("export"), QStringLiteral("cables"), cluster,
                          QStringLiteral("-o"), out, QStringLiteral("--network"),
                          QStringLiteral("oob")});
  QCOMPARE(r.exitCode, 0);
  QFile file(out);
  QVERIFY(file.open(QIODevice::ReadOnly));
  const QList<QByteArray> lines = file.readAll().trimmed().split('\n');
  QVERIFY(lines.size() > 10);
  // RFC 4180 lines end in CR LF.
  QVERIFY(lines.front().trimmed().endsWith(",network"));
  for (qsizetype i = 1; i < lines.size(); ++i)
    QVERIFY2(lines[i].trimmed().endsWith(",oob"), lines[i].constData());

  r = runRackwright({QStringLiteral("export"), QStringLiteral("labels"), cluster,
                     QStringLiteral("-o"), mDir.filePath(QStringLiteral("l.pdf")),
                     QStringLiteral("--network"), QStringLiteral("ob")});
  QCOMPARE(r.exitCode, 2);
  QVERIFY2(r.err.contains("no network ob in this design; use one of compute, storage, inband, oob"),
           r.err.constData());
  r = runRackwright({QStringLiteral("export"), QStringLiteral("bom"), cluster, QStringLiteral("-o"),
                     mDir.filePath(QStringLiteral("b.csv")), QStringLiteral("--network"),
                     QStringLiteral("oob")});
  QCOMPARE(r.exitCode, 2);
  QVERIFY(r.err.contains("--network is an option of export labels and export cables"));
  r = runRackwright({QStringLiteral("export"), QStringLiteral("cables"), cluster,
                     QStringLiteral("-o"), out, QStringLiteral("--network"), QStringLiteral(",")});
  QCOMPARE(r.exitCode, 2);
  QVERIFY2(r.err.contains("--network needs a network key"), r.err.constData());
}

/// --batch-size, --rack and --row through the command line, read back from the merge CSV.
void TestExportCli::labelBatches() {
  const auto batchesOf = [&](const QStringList& options) {
    const QString out = mDir.filePath(QStringLiteral("batches.csv"));
    QFile::remove(out);
    const auto r = runRackwright(QStringList{QStringLiteral("export"), QStringLiteral("labels"),
                                             pilot(), QStringLiteral("-o"), out} +
                                 options);
    QList<QPair<int, QString>> rows;  // batch, rack per label
    if (r.exitCode != 0) {
      qWarning("%s", r.err.constData());
      return rows;
    }
    const QStringList lines = csvLines(out);
    QString first = lines.front();
    if (first.startsWith(QChar(0xfeff)))  // the byte-order mark, when the decoder keeps it
      first.remove(0, 1);
    const QStringList header = first.split(QLatin1Char(','));
    const int batch = int(header.indexOf(QStringLiteral("batch")));
    const int rack = int(header.indexOf(QStringLiteral("rack")));
    if (batch < 0 || rack < 0) {
      qWarning("no batch and rack columns in %s", qPrintable(first));
      return rows;
    }
    for (const QString& line : lines.mid(1)) {
      // The QR payload (quoted, with line breaks) comes last: the first fields hold no comma.
      const QStringList fields = line.split(QLatin1Char(','));
      if (fields.size() > rack && !fields[batch].isEmpty() && fields[batch][0].isDigit())
        rows << qMakePair(fields[batch].toInt(), fields[rack]);
    }
    return rows;
  };
  const auto all = batchesOf({});
  QCOMPARE(all.size(), 72);  // both ends of the 36 cables
  QCOMPARE(all.front(), qMakePair(1, QStringLiteral("R01")));
  QCOMPARE(all.back(), qMakePair(2, QStringLiteral("R02")));

  const auto small = batchesOf({QStringLiteral("--batch-size"), QStringLiteral("10")});
  QCOMPARE(small.size(), all.size());
  QHash<int, int> sizes;
  QHash<int, QString> rackOf;
  int previous = 1;
  for (const auto& [batch, rack] : small) {
    QVERIFY(batch == previous || batch == previous + 1);  // in order, numbered through
    previous = batch;
    ++sizes[batch];
    QVERIFY2(rackOf.value(batch, rack) == rack, "a batch mixes racks");
    rackOf[batch] = rack;
  }
  for (int size : std::as_const(sizes))
    QVERIFY(size <= 10);

  const auto r02 = batchesOf({QStringLiteral("--rack"), QStringLiteral("R02")});
  QVERIFY(!r02.isEmpty() && r02.size() < all.size());
  for (const auto& [batch, rack] : r02)
    QVERIFY(batch == 1 && rack == QLatin1String("R02"));
  QCOMPARE(batchesOf({QStringLiteral("--row"), QStringLiteral("row 1")}).size(), all.size());
}

void TestExportCli::labelPrinterFormats() {
  const QString zpl = mDir.filePath(QStringLiteral("labels.zpl"));
  const QString picks = mDir.filePath(QStringLiteral("picks.csv"));
  const auto r = runRackwright({QStringLiteral("export"), QStringLiteral("labels"), pilot(),
                                QStringLiteral("-o"), zpl, QStringLiteral("--dpi"),
                                QStringLiteral("300"), QStringLiteral("--pick-list"), picks});
  QCOMPARE(r.exitCode, 0);
  QVERIFY(r.out.contains("72 labels in 2 batches"));
  QFile file(zpl);
  QVERIFY(file.open(QIODevice::ReadOnly));
  const QByteArray text = file.readAll();
  QCOMPARE(text.count("^XA"), 72);
  QCOMPARE(text.count("^XZ"), 72);
  QCOMPARE(text.count("^BQN,2,"), 72);
  QVERIFY(text.contains("^PW600\n"));  // 50.8 mm at 300 dpi
  QCOMPARE(csvLines(picks).size(), 1 + 72);
  // --format zpl wins over the suffix.
  const QString other = mDir.filePath(QStringLiteral("labels.txt"));
  QCOMPARE(runRackwright({QStringLiteral("export"), QStringLiteral("labels"), pilot(),
                          QStringLiteral("-o"), other, QStringLiteral("--format"),
                          QStringLiteral("zpl")})
               .exitCode,
           0);
  QFile otherFile(other);
  QVERIFY(otherFile.open(QIODevice::ReadOnly));
  QVERIFY(otherFile.readAll().startsWith("^XA"));
}

/// --stock and --list-stock read the gLabels templates (here the copies in tests/data/glabels).
void TestExportCli::labelStockFromTheGlabelsLibrary() {
  const QStringList environment{QStringLiteral("RACKWRIGHT_LABEL_TEMPLATES=") +
                                rackwright::test::testData(QStringLiteral("glabels"))};
  const auto run = [&](const QStringList& args) {
    return rackwright::test::runProgram(rackwright::test::commandLineTestsBinary(), args, {},
                                        environment);
  };
  auto r =
      run({QStringLiteral("export"), QStringLiteral("labels"), QStringLiteral("--list-stock")});
  QCOMPARE(r.exitCode, 0);
  QVERIFY2(r.out.contains("Avery L7651: Mini Address Labels, 38.1 × 21.2 mm, 65 per A4 sheet "
                          "(same as Avery 8651)"),
           r.out.constData());
  QVERIFY(r.out.contains("Brother DK-1201"));

  // A sheet: 65 labels a page, A4, no outlines round die-cut labels.
  const QString sheet = mDir.filePath(QStringLiteral("avery.pdf"));
  r = run({QStringLiteral("export"), QStringLiteral("labels"), pilot(), QStringLiteral("-o"), sheet,
           QStringLiteral("--rack"), QStringLiteral("R01"), QStringLiteral("--no-pick-lists"),
           QStringLiteral("--stock"), QStringLiteral("avery l7651")});
  QCOMPARE(r.exitCode, 0);
  static const QRegularExpression count(QStringLiteral("(\\d+) labels in"));
  const int labels = count.match(QString::fromUtf8(r.out)).captured(1).toInt();
  QVERIFY2(labels > 0, r.out.constData());
  QCOMPARE(pdfPages(sheet), (labels + 64) / 65);
  QVERIFY(tool(QStringLiteral("pdfinfo"), {sheet}).contains(QStringLiteral("(A4)")));

  // A roll: one label a page, the page the label's size (29 × 90 mm = 82 × 255 pt).
  const QString roll = mDir.filePath(QStringLiteral("dk1201.pdf"));
  r = run({QStringLiteral("export"), QStringLiteral("labels"), pilot(), QStringLiteral("-o"), roll,
           QStringLiteral("--rack"), QStringLiteral("R01"), QStringLiteral("--stock"),
           QStringLiteral("DK-1201")});
  QCOMPARE(r.exitCode, 0);
  QCOMPARE(pdfPages(roll), labels);
  const QString info = tool(QStringLiteral("pdfinfo"), {roll});
  QVERIFY2(info.contains(QStringLiteral("82 x 255 pts")), qPrintable(info));

  // What cannot be used says why and what to do.
  r = run({QStringLiteral("export"), QStringLiteral("labels"), pilot(), QStringLiteral("-o"), sheet,
           QStringLiteral("--stock"), QStringLiteral("Avery 99999")});
  QCOMPARE(r.exitCode, 2);
  QVERIFY2(r.err.contains("--list-stock"), r.err.constData());
  r = run({QStringLiteral("export"), QStringLiteral("labels"), pilot(), QStringLiteral("-o"), sheet,
           QStringLiteral("--stock"), QStringLiteral("Avery L7651"), QStringLiteral("--template"),
           QStringLiteral("flag")});
  QCOMPARE(r.exitCode, 2);
  QVERIFY2(r.err.contains("leave out --template"), r.err.constData());
}

/// The review's summary gives each fabric's leaf plan, as PL-13 and PL-14 checked it: the B200
/// example states none, so both read as the rules' defaults.
void TestExportCli::reviewStatesTheFabricPlan() {
  const QString cluster = sourcePath(QStringLiteral("examples/superpod-dgx-b200-1su.rackwright"));
  const QString out = mDir.filePath(QStringLiteral("cluster-review.pdf"));
  const auto r = runRackwright(
      {QStringLiteral("export"), QStringLiteral("pdf"), cluster, QStringLiteral("-o"), out});
  QCOMPARE(r.exitCode, 0);
  const QString text =
      tool(QStringLiteral("pdftotext"), {QStringLiteral("-l"), QStringLiteral("3"),
                                         QStringLiteral("-layout"), out, QStringLiteral("-")});
  QVERIFY2(text.contains(QStringLiteral("Leaf plan")), qPrintable(text.left(3000)));
  const auto lineOf = [&](const QString& start) {
    for (const QString& line : text.split(QLatin1Char('\n'))) {
      if (line.trimmed().startsWith(start))
        return line;
    }
    return QString();
  };
  QVERIFY2(lineOf(QStringLiteral("Compute")).contains(QStringLiteral("1:1 (default)")),
           qPrintable(lineOf(QStringLiteral("Compute"))));
  QVERIFY2(lineOf(QStringLiteral("Storage")).contains(QStringLiteral("4:3 (default)")),
           qPrintable(lineOf(QStringLiteral("Storage"))));
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
  QTest::newRow("bad batch size") << QStringList{"export", "labels",       file, "-o",
                                                 "x.pdf",  "--batch-size", "0"}
                                  << "--batch-size must be a whole number of labels of 1 or more";
  QTest::newRow("unknown row") << QStringList{"export", "labels", file,   "-o",
                                              "x.pdf",  "--row",  "Row 9"}
                               << "no row named Row 9 in this design; it has Row 1";
  QTest::newRow("bad dpi") << QStringList{"export", "labels", file, "-o", "x.zpl", "--dpi", "250"}
                           << "--dpi must be 203 or 300";
  QTest::newRow("label option elsewhere")
      << QStringList{"export", "pdf", file, "-o", "x.pdf", "--batch-size", "5"}
      << "are options of export labels";
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
