// The design review a reviewer reads, written through ExportPipeline (the path of
// `rackwright export pdf`) and read back with pdftotext: summary first, errors in full, infos
// tallied by rule with their counts (or all of them, or none), one representative rack per rack
// type named with the racks it stands for (every rack with `full`), the port-budget charts with
// whole numbers and category names, and port-map headers that are never cut off.
#include "core/analysis/racktypes.h"
#include "core/catalog/catalog.h"
#include "core/common/translations.h"
#include "core/export/axisscale.h"
#include "core/export/cableschedule.h"
#include "core/export/documentwriter.h"
#include "core/export/exportpipeline.h"
#include "core/export/portbudgetcharts.h"
#include "core/export/portmappainter.h"
#include "core/export/reviewreport.h"
#include "core/fileformat/designfile.h"
#include "core/planner/cablemapgenerator.h"
#include "core/planner/portbudget.h"
#include "core/validation/findingsummary.h"
#include "support/designbuilder.h"
#include "support/testsupport.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace rackwright;
using rackwright::test::DesignBuilder;

namespace {

QString pdfText(const QString& pdf, int first = 0, int last = 0) {
  QStringList args{QStringLiteral("-layout")};
  if (first > 0)
    args << QStringLiteral("-f") << QString::number(first) << QStringLiteral("-l")
         << QString::number(last);
  QProcess process;
  process.start(QStringLiteral("pdftotext"), args << pdf << QStringLiteral("-"));
  if (!process.waitForFinished(60000) || process.exitCode() != 0)
    return QStringLiteral("<pdftotext failed>");
  // The PDF sets "fi" and "fl" as ligatures, which pdftotext gives as U+FB01 and U+FB02;
  // compatibility normalisation makes them letters again.
  return QString::fromUtf8(process.readAllStandardOutput())
      .normalized(QString::NormalizationForm_KC);
}

/// Whitespace runs made one space: a wrapped cell reads as one text again.
QString flattened(const QString& text) {
  return text.simplified();
}

bool hasWord(const QString& text, const QString& word) {
  return text.contains(QRegularExpression(
      QStringLiteral("(^|[^\\w.,])%1($|[^\\w.,])").arg(QRegularExpression::escape(word))));
}

/// A 512-GPU rail-optimised fabric from the planner (DGX H100, QM9700), the plan stored with it,
/// and one extra rack with a finned module in a DGX's flat-top cage: an FF-03 error.
std::unique_ptr<Design> plannerDesign() {
  const Catalog& catalog = Catalog::builtIn();
  PlanInputs in;
  in.gpus = 512;
  in.switchSpec = PortPlanner::switchSpecFromCatalog(*catalog.find(QStringLiteral("QM9700")), 400);
  in.serverSpec =
      PortPlanner::serverSpecFromCatalog(*catalog.find(QStringLiteral("DGX-H100")), 400);
  in.gpusPerServer = 8;
  in.railOptimized = true;
  in.tiers = 2;
  auto design = std::make_unique<Design>();
  design->setLibrary(&catalog);
  CableMapGenerator::generate(PortPlanner::plan(in), GeneratorOptions(), catalog, *design);
  DesignBuilder b(*design);
  const ObjectId dgx = b.device(QStringLiteral("dgx-odd"), QStringLiteral("DGX-H100"),
                                b.labRack(QStringLiteral("LAB1")), 2);
  b.module(QStringLiteral("MMA4Z00-NS"), dgx, QStringLiteral("OSFP1"));
  return design;
}

struct Written {
  PageDocument document;
  QString pdf;
  QString text;
};

Written writeReview(const DesignData& design, const QString& pdf, InfoDetail infos, bool full) {
  ExportRequest request;
  request.kind = ExportKind::Review;
  request.output = pdf;
  request.date = QStringLiteral("2026-01-15");
  request.infos = infos;
  request.full = full;
  ExportPipeline::run(design, request);
  return {ExportPipeline::document(design, request), pdf, pdfText(pdf)};
}

int sectionPage(const PageDocument& document, const QString& title) {
  const QVector<int> starts = document.sectionStarts();
  for (int i = 0; i < document.painters().size(); ++i) {
    if (document.painters()[i]->title() == title)
      return starts[i] + 1;
  }
  return -1;
}

}  // namespace

Q_DECLARE_METATYPE(rackwright::InfoDetail)

class TestExportReview : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void initTestCase() {
    QVERIFY(mDir.isValid());
    // The English plural forms, as the command line and the workbench install them.
    rackwright::installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
    mDesign = plannerDesign();
    mValidation = Validator::validateAll(*mDesign);
    QVERIFY(mValidation.errors > 0);
    QVERIFY(mValidation.infos > 0);
  }

  void infosInTheReview_data() {
    QTest::addColumn<InfoDetail>("infos");
    QTest::newRow("summary") << InfoDetail::Summary;
    QTest::newRow("all") << InfoDetail::All;
    QTest::newRow("none") << InfoDetail::None;
  }

  void infosInTheReview() {
    QFETCH(InfoDetail, infos);
    const Written review = writeReview(
        *mDesign, mDir.filePath(QStringLiteral("review-%1.pdf").arg(int(infos))), infos, false);
    const int from = sectionPage(review.document, QStringLiteral("Validation report"));
    const int to = sectionPage(review.document, QStringLiteral("Rack types")) - 1;
    QVERIFY(from > 0 && to >= from);
    const QString report = pdfText(review.pdf, from, to);
    const QString flat = flattened(report);
    // Errors in full, whatever the infos: rule, location and message.
    for (const Finding& f : mValidation.findings) {
      if (f.waived || f.severity == Severity::Info)
        continue;
      // The first line of each cell reads whole in the layout text.
      QVERIFY2(report.contains(f.location), qPrintable(f.location));
      QVERIFY2(report.contains(f.message().left(40)), qPrintable(f.message()));
    }
    const QVector<RuleTally> tallies = FindingSummary::byRule(mValidation.findings, Severity::Info);
    int listed = 0;
    for (const Finding& f : mValidation.findings)
      listed +=
          !f.waived && f.severity == Severity::Info && flat.contains(f.location + QLatin1Char(' '));
    switch (infos) {
      case InfoDetail::Summary:
        QVERIFY(report.contains(QStringLiteral("Information by rule (%1)").arg(mValidation.infos)));
        for (const RuleTally& tally : tallies) {
          // The rule's row: its id first, its count as a whole number on the same line.
          const QRegularExpression row(QStringLiteral("^\\s*%1\\s.*\\s%2\\s")
                                           .arg(QRegularExpression::escape(tally.rule))
                                           .arg(tally.count),
                                       QRegularExpression::MultilineOption);
          QVERIFY2(row.match(report).hasMatch(), qPrintable(tally.rule));
          for (const Finding& example : tally.examples)
            QVERIFY2(report.contains(QStringLiteral("• ") + example.location),
                     qPrintable(example.location));
        }
        QVERIFY(listed < mValidation.infos);
        break;
      case InfoDetail::All:
        QVERIFY(!report.contains(QStringLiteral("Information by rule")));
        QVERIFY(report.contains(QStringLiteral("Information (%1)").arg(mValidation.infos)));
        break;
      case InfoDetail::None:
        QVERIFY(report.contains(QStringLiteral("Information by rule (%1)").arg(mValidation.infos)));
        for (const RuleTally& tally : tallies)
          QVERIFY(!flat.contains(flattened(tally.examples.front().message())));
        break;
    }
  }

  void representativeRacks() {
    const Written summary = writeReview(*mDesign, mDir.filePath(QStringLiteral("types.pdf")),
                                        InfoDetail::Summary, false);
    const Written full =
        writeReview(*mDesign, mDir.filePath(QStringLiteral("full.pdf")), InfoDetail::Summary, true);
    const ExportIndex index(*mDesign);
    const QVector<RackType> types = RackTypes::group(*mDesign, index.racks());
    QVERIFY(types.size() < index.racks().size());
    // The rack-types table names each type's representative and the racks it stands for.
    const int page = sectionPage(summary.document, QStringLiteral("Rack types"));
    const QString table = flattened(pdfText(summary.pdf, page, page));
    for (const RackType& type : types) {
      const QString members = RackTypes::describeMembers(*mDesign, type, index.racks());
      QVERIFY2(table.contains(mDesign->find<Rack>(type.representative())->name),
               qPrintable(members));
      QVERIFY2(table.contains(flattened(members)), qPrintable(members));
    }
    // Elevations of the representatives only; the full review draws every rack.
    const auto racksDrawn = [&](const Written& w) {
      const int from = sectionPage(w.document, QStringLiteral("Rack elevations"));
      const int to = sectionPage(w.document, QStringLiteral("Port maps")) - 1;
      const QString text = pdfText(w.pdf, from, to);
      int drawn = 0;
      for (const ObjectId& id : index.racks())
        drawn += hasWord(text, mDesign->find<Rack>(id)->name);
      return drawn;
    };
    QCOMPARE(racksDrawn(summary), int(types.size()));
    QCOMPARE(racksDrawn(full), int(index.racks().size()));
    QVERIFY(summary.document.pageCount() * 2 < full.document.pageCount());
  }

  void scheduleHoldsTheRepresentativesCables() {
    // The summary's cable schedule: every line of a cable with an end in a representative rack,
    // no other, in the order and with the labels the whole design's label list gives them.
    ReviewOptions options;
    const ReviewReport report(*mDesign, options);
    const QVector<ObjectId> drawn = report.drawnRacks();
    QCOMPARE(drawn.size(), report.rackTypes().size());
    const ExportIndex index(*mDesign);
    LabelFilter filter;
    filter.racks = drawn;
    const QVector<ScheduleLine> lines = CableSchedule::build(index, LabelScheme(), filter);
    QSet<ObjectId> expected;
    for (const Cable& cable : mDesign->all<Cable>()) {
      for (const CableEnd& end : cable.ends) {
        if (drawn.contains(index.rackOf(end.attachment)))
          expected.insert(cable.id);
      }
    }
    QSet<ObjectId> printed;
    for (const ScheduleLine& line : lines)
      printed.insert(line.cableId);
    QVERIFY(!expected.isEmpty());
    QCOMPARE(printed, expected);
    // The reference: the whole design's labels, filtered afterwards.
    const QVector<CableLabel> all = CableLabels::build(index, LabelScheme());
    QHash<QString, QString> far;
    for (const CableLabel& label : all) {
      if (!label.headSide)
        far.insert(label.cableId.toString() + label.leg, label.identifier);
    }
    QStringList reference;
    for (const CableLabel& label : all) {
      if (label.headSide &&
          (drawn.contains(label.nearInfo.rackId) || drawn.contains(label.farInfo.rackId))) {
        reference << label.identifier + QLatin1Char('|') +
                         far.value(label.cableId.toString() + label.leg);
      }
    }
    QStringList got;
    for (const ScheduleLine& line : lines)
      got << line.labelA + QLatin1Char('|') + line.labelB;
    QCOMPARE(got, reference);
    // A summarised validation keeps two examples per info rule and counts the rest.
    QVERIFY(report.validation().infosSummarised);
    QCOMPARE(report.validation().infos, mValidation.infos);
    for (const RuleTally& tally : FindingSummary::byRule(mValidation.findings, Severity::Info)) {
      QCOMPARE(report.validation().infoCountByRule.value(tally.rule), tally.count);
      QCOMPARE(FindingSummary::byRule(report.validation().findings, Severity::Info).size(),
               FindingSummary::byRule(mValidation.findings, Severity::Info).size());
    }
    QVERIFY(report.validation().findings.size() < mValidation.findings.size());
  }

  void rowTable() {
    // Hand-worked: Row 1 holds R01 (dgx-01, dgx-02) and R02 (leaf-01), Row 2 holds R11
    // (leaf-02). A fiber pair joins dgx-01 and leaf-01 (Row 1 only), two DACs join the leaves
    // (both rows), and a finned module in dgx-02's flat-top cage is an FF-03 error (Row 1).
    Design design;
    design.setLibrary(&Catalog::builtIn());
    DesignBuilder b(design);
    const ObjectId hall = b.room(QStringLiteral("Hall A"), b.site(QStringLiteral("Lab")));
    const ObjectId row1 = b.row(QStringLiteral("Row 1"), hall, 0);
    const ObjectId row2 = b.row(QStringLiteral("Row 2"), hall, 1);
    const ObjectId r01 = b.rack(QStringLiteral("R01"), row1, 0);
    const ObjectId r02 = b.rack(QStringLiteral("R02"), row1, 1);
    const ObjectId r11 = b.rack(QStringLiteral("R11"), row2, 0);
    const ObjectId dgx1 = b.device(QStringLiteral("dgx-01"), QStringLiteral("DGX-H100"), r01, 2);
    const ObjectId dgx2 = b.device(QStringLiteral("dgx-02"), QStringLiteral("DGX-H100"), r01, 12);
    const ObjectId leaf1 = b.device(QStringLiteral("leaf-01"), QStringLiteral("QM9700"), r02, 40);
    const ObjectId leaf2 = b.device(QStringLiteral("leaf-02"), QStringLiteral("QM9700"), r11, 40);
    const ObjectId m1 = b.module(QStringLiteral("MMA4Z00-NS-FLT"), dgx1, QStringLiteral("OSFP1"));
    const ObjectId m2 = b.module(QStringLiteral("MMA4Z00-NS"), leaf1, QStringLiteral("OSFP1"));
    for (const QString& port : {QStringLiteral("1"), QStringLiteral("2")}) {
      b.cable(QStringLiteral("MFP7E10-N010"),
              {DesignBuilder::modulePortEnd(QStringLiteral("A"), m1, port),
               DesignBuilder::modulePortEnd(QStringLiteral("B"), m2, port)},
              10);
    }
    for (const QString& cage : {QStringLiteral("OSFP2"), QStringLiteral("OSFP3")}) {
      b.cable(QStringLiteral("MCP4Y10-N001"),
              {DesignBuilder::cageEnd(QStringLiteral("A"), leaf1, cage),
               DesignBuilder::cageEnd(QStringLiteral("B"), leaf2, cage)},
              1);
    }
    b.module(QStringLiteral("MMA4Z00-NS"), dgx2, QStringLiteral("OSFP1"));

    const DesignData data = design.snapshot();
    const ReviewReport report(data, ReviewOptions());
    QCOMPARE(report.validation().errors, 1);
    const QVector<RowFigures>& rows = report.rows();
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows[0].name, QStringLiteral("Row 1"));
    QCOMPARE(rows[0].racks, 2);
    QCOMPARE(rows[0].devices.count(DeviceRole::Server), 2);
    QCOMPARE(rows[0].devices.count(DeviceRole::Switch), 1);
    QCOMPARE(rows[0].cables, 4);
    QCOMPARE(rows[0].errors, 1);
    QCOMPARE(rows[1].name, QStringLiteral("Row 2"));
    QCOMPARE(rows[1].racks, 1);
    QCOMPARE(rows[1].devices.count(DeviceRole::Server), 0);
    QCOMPARE(rows[1].devices.count(DeviceRole::Switch), 1);
    QCOMPARE(rows[1].cables, 2);
    QCOMPARE(rows[1].errors, 0);
    QCOMPARE(rows[0].warnings + rows[1].warnings >= report.validation().warnings, true);

    // The table in the PDF: its heading, the column headings and a line per row.
    const Written written =
        writeReview(data, mDir.filePath(QStringLiteral("rows.pdf")), InfoDetail::Summary, false);
    const int page = sectionPage(written.document, QStringLiteral("Racks by row"));
    QVERIFY(page > 0);
    QVERIFY(page < sectionPage(written.document, QStringLiteral("Validation report")));
    const QString text = pdfText(written.pdf, page, page);
    for (const QString& heading :
         {QStringLiteral("Racks by row"), QStringLiteral("2 rows"), QStringLiteral("Row"),
          QStringLiteral("Racks"), QStringLiteral("Server"), QStringLiteral("Switch"),
          QStringLiteral("Cables"), QStringLiteral("Errors"), QStringLiteral("Warnings")}) {
      QVERIFY2(text.contains(heading), qPrintable(heading + QStringLiteral(": ") + text));
    }
    QVERIFY2(flattened(text).contains(QStringLiteral("Row 1 2 2 1 4 1")), qPrintable(text));
    QVERIFY2(flattened(text).contains(QStringLiteral("Row 2 1 0 1 2 0")), qPrintable(text));
  }

  void pluralisedLabelSummary_data() {
    QTest::addColumn<int>("labels");
    QTest::addColumn<int>("batches");
    QTest::addColumn<QString>("expected");
    QTest::newRow("one of each") << 1 << 1 << QStringLiteral("1 label in 1 batch");
    QTest::newRow("two batches") << 72 << 2 << QStringLiteral("72 labels in 2 batches");
    QTest::newRow("one batch") << 40 << 1 << QStringLiteral("40 labels in 1 batch");
  }

  void pluralisedLabelSummary() {
    QFETCH(int, labels);
    QFETCH(int, batches);
    QFETCH(QString, expected);
    QCOMPARE(ExportPipeline::labelsInBatches(labels, batches), expected);
  }

  void chartPageWordsWhole() {
    // Through the command line's path: the chart page is a core page of every review.
    const Written review =
        writeReview(*mDesign, mDir.filePath(QStringLiteral("charts.pdf")), InfoDetail::None, false);
    const int page = sectionPage(review.document, QStringLiteral("Port budget charts"));
    QVERIFY(page > 0);
    const QString text = pdfText(review.pdf, page, page);
    const auto* painter = dynamic_cast<const PortBudgetChartPainter*>(
        review.document.painters()[review.document.sectionStarts().indexOf(page - 1)].get());
    QVERIFY(painter);
    QCOMPARE(painter->charts().size(), 2);
    for (const BarChart& chart : painter->charts()) {
      QVERIFY2(text.contains(chart.title), qPrintable(chart.title));
      for (const QString& category : chart.categories) {
        for (const QString& word : category.split(QRegularExpression(QStringLiteral("[ –]"))))
          QVERIFY2(hasWord(text, word), qPrintable(word));
      }
      // Every tick of the round axis, whole: 0, 20, 40 … never "12" and "8" for 128.
      const AxisScale scale = AxisScale::forMaximum(chart.maximum());
      QVERIFY(scale.intervals >= 2);
      for (int i = 0; i <= scale.intervals; ++i) {
        const QString tick = PortBudgetChartPainter::valueText(i * scale.step, scale.decimals);
        QVERIFY2(hasWord(text, tick), qPrintable(chart.title + QStringLiteral(": ") + tick));
      }
      for (const BarChart::Series& series : chart.series)
        QVERIFY2(text.contains(series.name), qPrintable(series.name));
    }
    // The per-tier bars carry their values: the server–leaf links of 512 GPUs.
    QVERIFY(hasWord(text, QStringLiteral("512")));
    // The leaf is drawn as one word beside its bar, not "lea" over "f".
    QVERIFY(!text.contains(QRegularExpression(QStringLiteral("\\blea\\s*\\n"))));
  }

  void portMapHeaderIsWhole() {
    // The model line of a device whose catalog entry has an UNCONFIRMED reason wraps instead of
    // ending in "unconfi…".
    const auto design = std::make_unique<Design>();
    design->setLibrary(&Catalog::builtIn());
    DesignFile::load(test::sourcePath(QStringLiteral("examples/two-node-pilot.rackwright")),
                     *design);
    const auto index = std::make_shared<ExportIndex>(*design);
    const auto painter = std::make_shared<PortMapPainter>(index, PortMapOptions());
    int checked = 0;
    PageDocument document{PageSetup{}};
    document.add(painter);
    const QString pdf = mDir.filePath(QStringLiteral("portmaps.pdf"));
    DocumentWriter::writePdf(document, pdf);
    const QString text = flattened(pdfText(pdf));
    for (const PortMapPainter::DeviceMap& map : painter->devices()) {
      if (map.unconfirmed.isEmpty())
        continue;
      QVERIFY2(text.contains(QStringLiteral("UNCONFIRMED: ") + flattened(map.unconfirmed)),
               qPrintable(map.name + QStringLiteral(": ") + map.unconfirmed));
      ++checked;
    }
    QVERIFY(checked > 0);
    QVERIFY(!text.contains(QStringLiteral("unconfi…")) &&
            !text.contains(QStringLiteral("UNCONFI…")));
  }

 private:
  QTemporaryDir mDir;
  std::unique_ptr<Design> mDesign;
  ValidationResult mValidation;
};

QTEST_MAIN(TestExportReview)
#include "tst_export_review.moc"
