// The export pipeline (core/export/exportpipeline): the typed request that `rackwright export`
// and the workbench both fill, and the one function that turns it into files, with its refusals.
#include "core/common/error.h"
#include "core/common/workpool.h"
#include "core/export/exportpipeline.h"
#include "core/fileformat/designfile.h"
#include "support/testsupport.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QtConcurrent>

using namespace rackwright;

Q_DECLARE_METATYPE(ExportKind)
Q_DECLARE_METATYPE(ExportFormat)

class TestExportPipeline : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir mDir;
  Design mDesign;

 private Q_SLOTS:
  void initTestCase() {
    QVERIFY(mDir.isValid());
    DesignFile::load(test::sourcePath(QStringLiteral("examples/two-node-pilot.rackwright")),
                     mDesign);
    QVERIFY(!mDesign.all<Cable>().isEmpty());
  }

  void namesRoundTrip() {
    QCOMPARE(ExportRequest::kinds().size(), 7);
    for (const ExportKind kind : ExportRequest::kinds()) {
      const QString name = ExportRequest::kindName(kind);
      QVERIFY(!name.isEmpty());
      QCOMPARE(ExportRequest::kindFromName(name), kind);
      QCOMPARE(ExportRequest::kindFromName(name.toUpper()), kind);
      QVERIFY(!ExportRequest::formats(kind).isEmpty());
    }
    QCOMPARE(ExportRequest::kindFromName(QStringLiteral("review")), std::nullopt);
    QCOMPARE(ExportRequest::formatFromName(QStringLiteral("SVG")), ExportFormat::Svg);
    QCOMPARE(ExportRequest::formatFromName(QStringLiteral("docx")), std::nullopt);
  }

  void defaultFormatFollowsTheSuffix_data() {
    QTest::addColumn<ExportKind>("kind");
    QTest::addColumn<QString>("output");
    QTest::addColumn<ExportFormat>("expected");
    QTest::newRow("review to .svg") << ExportKind::Review << "r.svg" << ExportFormat::Svg;
    QTest::newRow("review, no suffix") << ExportKind::Review << "review" << ExportFormat::Pdf;
    QTest::newRow("review to .csv (does not fit)")
        << ExportKind::Review << "r.csv" << ExportFormat::Pdf;
    QTest::newRow("bom, no suffix") << ExportKind::Bom << "bom" << ExportFormat::Csv;
    QTest::newRow("bom to .pdf") << ExportKind::Bom << "bom.PDF" << ExportFormat::Pdf;
    QTest::newRow("netbox to a folder") << ExportKind::NetBox << "nb/" << ExportFormat::Csv;
    QTest::newRow("labels to .png") << ExportKind::Labels << "l.png" << ExportFormat::Png;
  }
  void defaultFormatFollowsTheSuffix() {
    QFETCH(ExportKind, kind);
    QFETCH(QString, output);
    QFETCH(ExportFormat, expected);
    QCOMPARE(ExportRequest::defaultFormat(kind, output), expected);
  }

  /// Every kind in its default format writes non-empty files.
  void everyKindWrites_data() {
    QTest::addColumn<ExportKind>("kind");
    for (const ExportKind kind : ExportRequest::kinds())
      QTest::newRow(qPrintable(ExportRequest::kindName(kind))) << kind;
  }
  void everyKindWrites() {
    QFETCH(ExportKind, kind);
    ExportRequest request;
    request.kind = kind;
    request.format = ExportRequest::formats(kind).front();
    request.output = mDir.filePath(ExportRequest::kindName(kind) + QLatin1Char('.') +
                                   ExportRequest::formatName(request.format));
    request.date = QStringLiteral("2026-12-01");
    int lastPercent = -1;
    const ExportOutcome outcome = ExportPipeline::run(mDesign, request, {}, [&](int percent) {
      lastPercent = percent;
      return true;
    });
    QVERIFY(!outcome.files.isEmpty());
    for (const QString& file : outcome.files)
      QVERIFY2(QFileInfo(file).size() > 0, qPrintable(file));
    QCOMPARE(lastPercent, 100);
    QCOMPARE(!outcome.summary.isEmpty(), kind == ExportKind::Labels);
  }

  void refusals_data() {
    QTest::addColumn<ExportKind>("kind");
    QTest::addColumn<ExportFormat>("format");
    QTest::addColumn<QStringList>("racks");
    QTest::addColumn<QString>("output");
    QTest::addColumn<QString>("words");
    QTest::newRow("elevations as CSV")
        << ExportKind::Elevations << ExportFormat::Csv << QStringList() << "e.csv"
        << "elevations cannot be written as csv; use pdf, svg, png";
    QTest::newRow("NetBox as PDF")
        << ExportKind::NetBox << ExportFormat::Pdf << QStringList() << "n.pdf"
        << "netbox cannot be written as pdf; use csv";
    QTest::newRow("unknown rack") << ExportKind::PortMaps << ExportFormat::Pdf
                                  << QStringList{QStringLiteral("R77")} << "p.pdf"
                                  << "no rack named R77 in this design; it has R01, R02";
    QTest::newRow("no output") << ExportKind::Bom << ExportFormat::Csv << QStringList() << ""
                               << "choose where to write the export";
  }
  void refusals() {
    QFETCH(ExportKind, kind);
    QFETCH(ExportFormat, format);
    QFETCH(QStringList, racks);
    QFETCH(QString, output);
    QFETCH(QString, words);
    ExportRequest request;
    request.kind = kind;
    request.format = format;
    request.racks = racks;
    request.output = output.isEmpty() ? QString() : mDir.filePath(output);
    try {
      ExportPipeline::run(mDesign, request);
      QFAIL("accepted");
    } catch (const Error& e) {
      QVERIFY2(e.message().contains(words), qPrintable(e.message()));
    }
    if (!output.isEmpty())
      QVERIFY(!QFileInfo::exists(mDir.filePath(output)));
  }

  /// A design with many racks names the few nearest to a mistyped one and counts the rest,
  /// instead of listing every rack.
  void unknownRackOfALargeDesignOffersTheNearest() {
    Design large;
    DesignFile::load(test::sourcePath(QStringLiteral("examples/su-1024gpu.rackwright")), large);
    QVERIFY(large.all<Rack>().size() > 12);
    ExportRequest request;
    request.kind = ExportKind::Labels;
    request.format = ExportFormat::Pdf;
    request.racks = {QStringLiteral("R01-99")};
    request.output = mDir.filePath(QStringLiteral("near.pdf"));
    try {
      ExportPipeline::run(large, request);
      QFAIL("accepted");
    } catch (const Error& e) {
      const QString message = e.message();
      QVERIFY2(message.contains(QStringLiteral("no rack named R01-99 in this design; it has R01-")),
               qPrintable(message));
      QVERIFY2(message.contains(QStringLiteral(" more. Leave the rack filter empty")),
               qPrintable(message));
      QVERIFY2(message.count(QStringLiteral(", ")) == 7, qPrintable(message));
      QVERIFY2(message.size() < 400, qPrintable(message));
    }
  }

  /// The workbench runs an export as a job on the work pool. Its label painter prepares racks
  /// ahead as jobs on the same pool and waits for them: with a pool of one thread (a one-core
  /// machine) the wait must give the pool its place, or the run never ends.
  void labelsExportedFromAJobOnAOneThreadPool() {
    Design large;
    DesignFile::load(test::sourcePath(QStringLiteral("examples/su-1024gpu.rackwright")), large);
    const int threads = workPool()->maxThreadCount();
    workPool()->setMaxThreadCount(1);
    ExportRequest request;
    request.kind = ExportKind::Labels;
    request.format = ExportFormat::Pdf;
    request.output = mDir.filePath(QStringLiteral("pooled-labels.pdf"));
    QFuture<void> job = QtConcurrent::run(workPool(), [&] { ExportPipeline::run(large, request); });
    const bool finished = QTest::qWaitFor([&] { return job.isFinished(); }, 120000);
    workPool()->setMaxThreadCount(threads);
    QVERIFY2(finished, "the export waited for ever for the racks it prepared ahead");
    job.waitForFinished();
    QVERIFY(QFileInfo(request.output).size() > 100000);
  }

  /// The label filters reach the labels: only rack R02's cables.
  void rackFilterNarrowsTheLabels() {
    ExportRequest all;
    all.kind = ExportKind::Labels;
    ExportRequest one = all;
    one.racks = {QStringLiteral("r02")};  // names match case-insensitively
    const int allPages = ExportPipeline::document(mDesign, all).pageCount();
    const int onePages = ExportPipeline::document(mDesign, one).pageCount();
    QVERIFY2(onePages <= allPages,
             qPrintable(QStringLiteral("%1 > %2").arg(onePages).arg(allPages)));
    ExportRequest outcomeAll = all;
    outcomeAll.output = mDir.filePath(QStringLiteral("all-labels.pdf"));
    ExportRequest outcomeOne = one;
    outcomeOne.output = mDir.filePath(QStringLiteral("one-labels.pdf"));
    const QString a = ExportPipeline::run(mDesign, outcomeAll).summary;
    const QString b = ExportPipeline::run(mDesign, outcomeOne).summary;
    QVERIFY2(a != b, qPrintable(a + QStringLiteral(" / ") + b));
  }
};

QTEST_MAIN(TestExportPipeline)
#include "tst_exportpipeline.moc"
