// Painted outputs read back: the design-review PDF (sections, names, BOM quantities, cable ids,
// page counts, paper sizes), the planner pages and the extension point, SVG and PNG pages, and
// cancellation. With RACKWRIGHT_UPDATE_SCREENSHOTS=1 the documentation screenshots are rewritten.
#include "core/analysis/designstats.h"
#include "core/catalog/catalog.h"
#include "core/common/error.h"
#include "core/export/axisscale.h"
#include "core/export/documentwriter.h"
#include "core/export/labelpainter.h"
#include "core/export/paintkit.h"
#include "core/export/portmappainter.h"
#include "core/export/rackelevationpainter.h"
#include "core/export/reviewreport.h"
#include "core/export/shapedtext.h"
#include "core/export/tablepainter.h"
#include "core/fileformat/designfile.h"
#include "core/planner/portbudget.h"
#include "support/testsupport.h"

#include <QProcess>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QtConcurrent>

using namespace rackwright;

namespace {

std::unique_ptr<Design> loadPilot() {
  auto design = std::make_unique<Design>();
  design->setLibrary(&Catalog::builtIn());
  DesignFile::load(test::sourcePath(QStringLiteral("examples/two-node-pilot.rackwright")), *design);
  return design;
}

QString run(const QString& program, const QStringList& args) {
  QProcess process;
  process.start(program, args);
  if (!process.waitForFinished(60000) || process.exitCode() != 0)
    return QStringLiteral("<%1 failed: %2>")
        .arg(program, QString::fromUtf8(process.readAllStandardError()));
  return QString::fromUtf8(process.readAllStandardOutput());
}

QString pdfText(const QString& pdf, int first = 0, int last = 0) {
  QStringList args{QStringLiteral("-layout")};
  if (first > 0)
    args << QStringLiteral("-f") << QString::number(first) << QStringLiteral("-l")
         << QString::number(last);
  return run(QStringLiteral("pdftotext"), args << pdf << QStringLiteral("-"));
}

int pdfPages(const QString& pdf) {
  static const QRegularExpression pages(QStringLiteral("Pages:\\s+(\\d+)"));
  return pages.match(run(QStringLiteral("pdfinfo"), {pdf})).captured(1).toInt();
}

QString pdfPageSize(const QString& pdf) {
  static const QRegularExpression size(QStringLiteral("Page size:\\s+([\\d.]+ x [\\d.]+) pts"));
  return size.match(run(QStringLiteral("pdfinfo"), {pdf})).captured(1);
}

/// The number on the line that starts with `label` in pdftotext -layout output.
int numberAfter(const QString& text, const QString& label) {
  const QRegularExpression re(
      QStringLiteral("^\\s*%1\\s+(\\d+)").arg(QRegularExpression::escape(label)),
      QRegularExpression::MultilineOption);
  const auto match = re.match(text);
  return match.hasMatch() ? match.captured(1).toInt() : -1;
}

/// An extra page, as a caller may contribute.
class MarkerPage final : public PagePainter {
 public:
  int pageCount(const PageSetup&) const override { return 1; }
  void paint(QPainter& painter, int, const PageSetup&) const override {
    paintkit::drawText(painter, QRectF(10, 10, 100, 10), QStringLiteral("EXTRA-PAGE-MARKER"), 4);
  }
  QString title() const override { return QStringLiteral("Extra pages"); }
};

/// The 0-based first page of the section titled `title`, or -1.
int sectionPage(const PageDocument& document, const QString& title) {
  const QVector<int> starts = document.sectionStarts();
  for (int i = 0; i < document.painters().size(); ++i) {
    if (document.painters()[i]->title() == title)
      return starts[i];
  }
  return -1;
}

}  // namespace

class TestExportPdf : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void axisScaleIsRound_data() {
    QTest::addColumn<double>("maximum");
    QTest::addColumn<bool>("wholeNumbers");
    QTest::addColumn<double>("step");
    QTest::addColumn<double>("top");
    QTest::addColumn<QString>("format");
    // Hand-worked: 5 % headroom, at most 5 intervals of 1, 2 or 5 × 10^k.
    QTest::newRow("nothing") << 0.0 << true << 1.0 << 1.0 << "%d";
    QTest::newRow("one") << 1.0 << true << 1.0 << 2.0 << "%d";
    QTest::newRow("seven") << 7.0 << true << 2.0 << 8.0 << "%d";
    QTest::newRow("128 leaf ports") << 128.0 << true << 50.0 << 150.0 << "%d";
    QTest::newRow("512") << 512.0 << true << 200.0 << 600.0 << "%d";
    QTest::newRow("2048") << 2048.0 << true << 500.0 << 2500.0 << "%d";
    QTest::newRow("98,304 cables") << 98304.0 << true << 50000.0 << 150000.0 << "%d";
    QTest::newRow("ratio 1:1") << 1.0 << false << 0.5 << 1.5 << "%.1f";
    QTest::newRow("ratio 0.25") << 0.25 << false << 0.1 << 0.3 << "%.1f";
  }

  void axisScaleIsRound() {
    QFETCH(double, maximum);
    QFETCH(bool, wholeNumbers);
    QFETCH(double, step);
    QFETCH(double, top);
    QFETCH(QString, format);
    const AxisScale scale = AxisScale::forMaximum(maximum, wholeNumbers);
    QCOMPARE(scale.step, step);
    QVERIFY2(qFuzzyCompare(scale.top, top), qPrintable(QString::number(scale.top)));
    QCOMPARE(scale.intervals, qRound(top / step));
    QVERIFY(scale.top >= maximum);
    QCOMPARE(scale.labelFormat(), format);
  }

  void reviewPdfReadsBack();
  void bomMatchesInfo();
  void plannerPagesOnlyWithAPlan();
  void paperSizes_data();
  void paperSizes();
  void tablesRepeatTheirHeader();
  void svgPagesParseAndRender();
  void pngPagesAndTrueScale();
  void cancelRemovesPartialFiles();
  void screenshots();
  void shapedLinesPaintAsDrawnText_data();
  void shapedLinesPaintAsDrawnText();

 private:
  QTemporaryDir mDir;
};

void TestExportPdf::reviewPdfReadsBack() {
  const auto design = loadPilot();
  ReviewOptions options;
  options.setup.titleBlock.date = QStringLiteral("2026-01-15");
  options.full = true;  // every rack drawn (tst_export_review reads the summarised review)
  const ReviewReport report(*design, options);
  const PageDocument document = report.document();
  const QString pdf = mDir.filePath(QStringLiteral("review.pdf"));
  DocumentWriter::writePdf(document, pdf);

  const int pages = pdfPages(pdf);
  QCOMPARE(pages, document.pageCount());
  QVERIFY(pages >= 10);
  const QString text = pdfText(pdf);
  for (const char* section :
       {"DESIGN REVIEW", "Contents", "Summary", "Bill of materials", "Validation report",
        "Rack elevations", "Port maps", "Cable schedule", "Acceptance checklist"}) {
    QVERIFY2(text.contains(QLatin1String(section)), section);
  }
  QVERIFY(!text.contains(QStringLiteral("Port budget")));  // no plan stored
  QVERIFY(text.contains(QStringLiteral("Two-node pilot")));
  QVERIFY(text.contains(QStringLiteral("2026-01-15")));
  QVERIFY(text.contains(QStringLiteral("1 of %1").arg(pages)));
  QVERIFY(text.contains(QStringLiteral("%1 of %1").arg(pages)));
  for (const Rack& rack : design->all<Rack>())
    QVERIFY2(text.contains(rack.name), qPrintable(rack.name));
  for (const Device& device : design->all<Device>())
    QVERIFY2(text.contains(device.name), qPrintable(device.name));
  for (const Cable& cable : design->all<Cable>())
    QVERIFY2(text.contains(cable.name), qPrintable(cable.name));
  // Models on the elevations, layers of the checklist with figures from the design.
  QVERIFY(text.contains(QStringLiteral("DGX H100")));
  for (const char* layer : {"Local GPU checks", "Host-memory RDMA", "GPU-memory RDMA",
                            "NCCL collectives", "The application"}) {
    QVERIFY2(text.contains(QLatin1String(layer)), layer);
  }
  QCOMPARE(report.expected().gpus, 16);
  QCOMPARE(report.expected().linkRateGbps, 400);
  // 400 Gb/s per GPU → all-reduce busbw 50 GB/s in the bandwidth-bound model.
  QVERIFY(qAbs(report.expected().allReduceBusBw - 50e9) < 1e6);
  QVERIFY(text.contains(QStringLiteral("busbw ≈ 50 GB/s")));

  // The contents lists every section with the page it starts on.
  const int bom = sectionPage(document, QStringLiteral("Bill of materials")) + 1;
  const QString contents = pdfText(pdf, 2, 2);
  QVERIFY(contents.contains(
      QRegularExpression(QStringLiteral("Bill of materials[ .]+%1\\b").arg(bom))));
  const QString bomPage = pdfText(pdf, bom, bom);
  QVERIFY(bomPage.contains(QStringLiteral("Bill of materials")));
  // Validation findings appear with their rule ids.
  const ValidationResult& v = report.validation();
  for (const Finding& f : v.findings) {
    if (!f.waived) {
      QVERIFY2(text.contains(f.rule), qPrintable(f.rule));
      break;
    }
  }
}

void TestExportPdf::bomMatchesInfo() {
  const auto design = loadPilot();
  const DesignStats stats = DesignStats::compute(*design);
  const QVector<BomLine> bom = BillOfMaterials::build(*design);
  QCOMPARE(BillOfMaterials::quantity(bom, BomLine::Section::Devices), stats.devices);
  QCOMPARE(BillOfMaterials::quantity(bom, BomLine::Section::Transceivers), stats.modules);
  QCOMPARE(BillOfMaterials::quantity(bom, BomLine::Section::Cables), stats.cables);

  // The printed totals say the same.
  ReviewOptions options;
  const ReviewReport report(*design, options);
  const PageDocument document = report.document();
  const QString pdf = mDir.filePath(QStringLiteral("bom.pdf"));
  DocumentWriter::writePdf(document, pdf);
  const int page = sectionPage(document, QStringLiteral("Bill of materials")) + 1;
  const QString text = pdfText(pdf, page, page);
  QCOMPARE(numberAfter(text, QStringLiteral("Total devices")), stats.devices);
  QCOMPARE(numberAfter(text, QStringLiteral("Total transceivers")), stats.modules);
  QCOMPARE(numberAfter(text, QStringLiteral("Total cable assemblies")), stats.cables);
  // Spares: 5 % of 16 MFP7E10-N003 cords, rounded up, is 1.
  for (const BomLine& line : bom) {
    if (line.partId == QLatin1String("MFP7E10-N003")) {
      QCOMPARE(line.quantity, 16);
      QCOMPARE(line.spares, 1);
      QCOMPARE(line.lengthM, 3.0);
    }
  }
  // The summary page carries the `rackwright info` counts.
  const QString summary = pdfText(pdf, 3, 3);
  QCOMPARE(numberAfter(summary, QStringLiteral("Logical links")), stats.logicalLinks);
  QCOMPARE(numberAfter(summary, QStringLiteral("Transceivers")), stats.modules);
  QCOMPARE(numberAfter(summary, QStringLiteral("Cable assemblies")), stats.cables);
  // ... and per network, the cable assemblies and logical links of each.
  QVERIFY(summary.contains(QStringLiteral("Networks")));
  bool oob = false;
  for (const DesignStats::NetworkCount& network : stats.networks) {
    QVERIFY2(summary.contains(network.name), qPrintable(network.name));
    if (network.key == QLatin1String("oob")) {
      oob = true;
      QCOMPARE(numberAfter(summary, network.name), network.cables);
    }
  }
  QVERIFY(oob);  // the pilot's BMC cables
  // The bill of materials groups each network's lines.
  QVERIFY2(text.contains(QStringLiteral("Compute: Fiber cords")), qPrintable(text.left(2000)));
}

void TestExportPdf::plannerPagesOnlyWithAPlan() {
  auto design = loadPilot();
  PlanInputs in;
  in.servers = 32;
  in.switchSpec =
      PortPlanner::switchSpecFromCatalog(*Catalog::builtIn().find(QStringLiteral("QM9700")), 400);
  in.oversubscription = Ratio{2, 1};
  const PortPlan plan = PortPlanner::plan(in);
  DesignInfo info = design->info();
  info.extra.insert(QStringLiteral("plan"), plan.toJson());
  design->setInfo(info);

  ReviewReport report(*design, ReviewOptions());
  QVERIFY(report.plan().has_value());
  report.addExtraPages(std::make_shared<MarkerPage>());
  const PageDocument document = report.document();
  const QString pdf = mDir.filePath(QStringLiteral("planned.pdf"));
  DocumentWriter::writePdf(document, pdf);
  const QString text = pdfText(pdf);
  QVERIFY(text.contains(QStringLiteral("Port budget and oversubscription")));
  QVERIFY(text.contains(QStringLiteral("Oversubscription (leaf)")));
  QVERIFY(text.contains(plan.leafOversubscription.toString()));
  QVERIFY(text.contains(QStringLiteral("EXTRA-PAGE-MARKER")));
  // Summary first: the summary, the racks by row, port budget and its charts, the extra pages,
  // the validation report, rack types, then the bill of materials.
  QStringList titles;
  for (const PagePainterPtr& painter : document.painters())
    titles << painter->title();
  QCOMPARE(titles.mid(2, 8),
           (QStringList{QStringLiteral("Summary"), QStringLiteral("Racks by row"),
                        QStringLiteral("Port budget and oversubscription"),
                        QStringLiteral("Port budget charts"), QStringLiteral("Extra pages"),
                        QStringLiteral("Validation report"), QStringLiteral("Rack types"),
                        QStringLiteral("Bill of materials")}));
  // Expected figures come from the plan: 32 servers × 8 GPUs.
  QCOMPARE(report.expected().gpus, 256);
  QVERIFY(text.contains(QStringLiteral("256 GPUs on 32 servers")));
}

void TestExportPdf::paperSizes_data() {
  QTest::addColumn<QString>("paper");
  QTest::addColumn<bool>("landscape");
  QTest::addColumn<QString>("size");
  QTest::newRow("A4") << "A4" << false << "595 x 842";
  QTest::newRow("A3 landscape") << "A3" << true << "1191 x 842";
  QTest::newRow("Letter") << "Letter" << false << "612 x 792";
  QTest::newRow("Tabloid landscape") << "Tabloid" << true << "1224 x 792";
}

void TestExportPdf::paperSizes() {
  QFETCH(QString, paper);
  QFETCH(bool, landscape);
  QFETCH(QString, size);
  const auto design = loadPilot();
  PageSetup setup;
  setup.paper = *PageSetup::paperFromName(paper);
  setup.landscape = landscape;
  setup.titleBlock = {QStringLiteral("Pilot"), QStringLiteral("B"), QStringLiteral("2026-01-15"),
                      QStringLiteral("Rack elevations")};
  PageDocument document(setup);
  document.add(std::make_shared<RackElevationPainter>(std::make_shared<ExportIndex>(*design),
                                                      ElevationOptions()));
  const QString pdf = mDir.filePath(QStringLiteral("paper-%1-%2.pdf").arg(paper).arg(landscape));
  DocumentWriter::writePdf(document, pdf);
  QCOMPARE(pdfPageSize(pdf), size);
  QCOMPARE(pdfPages(pdf), document.pageCount());
  // Wider paper holds more rack faces per page: 4 faces in all.
  const auto painter = std::static_pointer_cast<const RackElevationPainter>(document.painters()[0]);
  QCOMPARE(painter->panels().size(), 4);
  QVERIFY(painter->panelsPerPage(setup) >= (landscape ? 3 : 2));
  const QString text = pdfText(pdf);
  QVERIFY(text.contains(QStringLiteral("R01 front")));
  QVERIFY(text.contains(QStringLiteral("Revision")));
}

void TestExportPdf::tablesRepeatTheirHeader() {
  TableBlock block;
  block.columns = {{QStringLiteral("Column-A"), 1, Qt::AlignLeft, false, false},
                   {QStringLiteral("Column-B"), 3, Qt::AlignLeft, false, true}};
  for (int i = 0; i < 150; ++i)
    block.rows << TableRow{{QStringLiteral("row-%1").arg(i), QStringLiteral("text %1").arg(i)},
                           TableRow::Kind::Normal,
                           {}};
  PageSetup setup;
  setup.titleBlock.document = QStringLiteral("Long table");
  PageDocument document(setup);
  document.add(std::make_shared<TablePainter>(QStringLiteral("Long"), QVector<TableBlock>{block}));
  QVERIFY(document.pageCount() >= 3);
  const QString pdf = mDir.filePath(QStringLiteral("table.pdf"));
  DocumentWriter::writePdf(document, pdf);
  for (int page = 1; page <= document.pageCount(); ++page)
    QVERIFY2(pdfText(pdf, page, page).contains(QStringLiteral("Column-A")),
             qPrintable(QString::number(page)));
  const QString all = pdfText(pdf);
  QVERIFY(all.contains(QStringLiteral("Long (continued)")));
  for (int i = 0; i < 150; ++i)
    QVERIFY(all.contains(QRegularExpression(QStringLiteral("\\brow-%1\\b").arg(i))));
}

void TestExportPdf::svgPagesParseAndRender() {
  const auto design = loadPilot();
  PageSetup setup;
  setup.titleBlock.document = QStringLiteral("Port maps");
  PageDocument document(setup);
  document.add(
      std::make_shared<PortMapPainter>(std::make_shared<ExportIndex>(*design), PortMapOptions()));
  const QStringList files =
      DocumentWriter::writeSvg(document, mDir.filePath(QStringLiteral("maps.svg")));
  QCOMPARE(files.size(), document.pageCount());
  QVERIFY(files.size() > 1);
  QCOMPARE(QFileInfo(files[0]).fileName(), QStringLiteral("maps-1.svg"));
  QCOMPARE(QFileInfo(files[1]).fileName(), QStringLiteral("maps-2.svg"));
  for (const QString& file : files) {
    QSvgRenderer renderer(file);
    QVERIFY2(renderer.isValid(), qPrintable(file));
    // The physical size survives: A4 portrait.
    QCOMPARE(qRound(renderer.viewBoxF().width() / 10), 210);
    QCOMPARE(qRound(renderer.viewBoxF().height() / 10), 297);
    QImage image(210, 297, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    renderer.render(&painter);
    painter.end();
    int dark = 0;
    for (int y = 0; y < image.height(); ++y)
      for (int x = 0; x < image.width(); ++x)
        dark += qGray(image.pixel(x, y)) < 128;
    QVERIFY2(dark > 200, qPrintable(file));
  }
  QFile svg(files[0]);
  QVERIFY(svg.open(QIODevice::ReadOnly));
  const QByteArray content = svg.readAll();
  QVERIFY(content.contains("pp-r01") || content.contains("dgx-"));
}

void TestExportPdf::pngPagesAndTrueScale() {
  const auto design = loadPilot();
  const auto index = std::make_shared<ExportIndex>(*design);
  PageSetup setup;
  ElevationOptions options;
  options.trueScale = true;
  const RackElevationPainter painter(index, options);
  // 42U = 1867 mm; A4 portrait has room for 1:10, A4 landscape only for 1:15.
  QCOMPARE(painter.scaleDenominator(setup), 10);
  setup.landscape = true;
  QCOMPARE(painter.scaleDenominator(setup), 15);

  PageDocument document(setup);
  document.add(std::make_shared<RackElevationPainter>(index, options));
  const QStringList files =
      DocumentWriter::writePng(document, mDir.filePath(QStringLiteral("elev.png")), 100);
  QCOMPARE(files.size(), document.pageCount());
  const QImage image(files[0]);
  QCOMPARE(image.size(), QSize(qRound(297 / 25.4 * 100), qRound(210 / 25.4 * 100)));
  const QString pdf = mDir.filePath(QStringLiteral("elev-scale.pdf"));
  DocumentWriter::writePdf(document, pdf);
  QVERIFY(pdfText(pdf).contains(QStringLiteral("scale 1:15")));
}

void TestExportPdf::cancelRemovesPartialFiles() {
  const auto design = loadPilot();
  PageDocument document(PageSetup{});
  document.add(
      std::make_shared<PortMapPainter>(std::make_shared<ExportIndex>(*design), PortMapOptions()));
  QVERIFY(document.pageCount() > 3);
  const QString pdf = mDir.filePath(QStringLiteral("cancelled.pdf"));
  int calls = 0;
  const ProgressCallback cancelAtThird = [&](int) { return ++calls < 3; };
  QVERIFY_THROWS_EXCEPTION(CancelledError, DocumentWriter::writePdf(document, pdf, cancelAtThird));
  QCOMPARE(calls, 3);
  QVERIFY(!QFileInfo::exists(pdf));
  calls = 0;
  const QString svg = mDir.filePath(QStringLiteral("cancelled.svg"));
  QVERIFY_THROWS_EXCEPTION(CancelledError, DocumentWriter::writeSvg(document, svg, cancelAtThird));
  QVERIFY(!QFileInfo::exists(mDir.filePath(QStringLiteral("cancelled-1.svg"))));
  // Nothing to print is an error that names the file.
  PageDocument empty(PageSetup{});
  try {
    DocumentWriter::writePdf(empty, pdf);
    QFAIL("an empty document must not be written");
  } catch (const Error& e) {
    QVERIFY(e.message().contains(QStringLiteral("cancelled.pdf")));
  }
}

void TestExportPdf::screenshots() {
  if (qEnvironmentVariable("RACKWRIGHT_UPDATE_SCREENSHOTS") != QLatin1String("1"))
    QSKIP("set RACKWRIGHT_UPDATE_SCREENSHOTS=1 to rewrite docs/screenshots");
  const auto design = loadPilot();
  const auto index = std::make_shared<ExportIndex>(*design);
  const ValidationResult findings = Validator::validateAll(*design);
  const QString folder = test::sourcePath(QStringLiteral("docs/screenshots"));
  QDir().mkpath(folder);

  PageSetup setup;
  setup.titleBlock = {design->info().name, design->info().revision, QStringLiteral("2026-01-15"),
                      QStringLiteral("Rack elevations")};
  setup.paper = PaperSize::A3;
  setup.landscape = true;
  PageDocument elevations(setup);
  elevations.add(std::make_shared<RackElevationPainter>(index, ElevationOptions(), findings));
  QCOMPARE(elevations.pageCount(), 1);  // all four faces on one A3 sheet
  QVERIFY(DocumentWriter::renderPage(elevations, 0, 80)
              .save(folder + QStringLiteral("/elevation.png")));

  setup.paper = PaperSize::A4;
  setup.titleBlock.document = QStringLiteral("Port maps");
  PageDocument maps(setup);
  const auto portMaps = std::make_shared<PortMapPainter>(index, PortMapOptions(), findings);
  maps.add(portMaps);
  int leafPage = 0;
  while (leafPage < maps.pageCount() &&
         !portMaps->pageTitle(leafPage, setup).contains(QStringLiteral("leaf-01")))
    ++leafPage;
  QVERIFY(DocumentWriter::renderPage(maps, leafPage, 110)
              .save(folder + QStringLiteral("/portmap.png")));

  LabelOptions options;
  const auto labels =
      std::make_shared<LabelSheetPainter>(CableLabels::build(*index, LabelScheme()), options);
  PageDocument sheet(labels->pageSetup(setup.titleBlock));
  sheet.add(labels);
  QVERIFY(DocumentWriter::renderPage(sheet, 0, 110).save(folder + QStringLiteral("/labels.png")));
}

// Label runs shape their texts on a worker thread and only place the glyphs when painting. What
// comes out must be what drawing the text gives: the same width and the same pixels, and a text
// that needs a fallback font is still drawn whole.
void TestExportPdf::shapedLinesPaintAsDrawnText_data() {
  QTest::addColumn<QString>("text");
  QTest::addColumn<int>("face");
  QTest::addColumn<bool>("placeable");
  using paintkit::Face;
  QTest::newRow("cable id, bold") << QStringLiteral("SL-dgx-0003-OSFP3P1") << int(Face::Bold)
                                  << true;
  QTest::newRow("end, mono bold") << QStringLiteral("Hall1.R001-01-U17:OSFP3.1")
                                  << int(Face::MonoBold) << true;
  QTest::newRow("detail with separators")
      << QStringLiteral("MMA4Z00-NS · 3.5 m · leg 2") << int(Face::Regular) << true;
  QTest::newRow("caption with a dash")
      << QStringLiteral("clear laminate — wraps over the print") << int(Face::Regular) << true;
  QTest::newRow("kerning pairs") << QStringLiteral("AVAWAY To Ty") << int(Face::Regular) << true;
  QTest::newRow("may need a fallback font")
      << QStringLiteral("机架 R01") << int(Face::Regular) << false;
}

void TestExportPdf::shapedLinesPaintAsDrawnText() {
  QFETCH(QString, text);
  QFETCH(int, face);
  QFETCH(bool, placeable);
  const auto f = paintkit::Face(face);
  // Shaped on another thread, as a label run does.
  const paintkit::ShapedLine line =
      QtConcurrent::run([text, f] { return paintkit::ShapedLine(text, f); }).result();
  const double em = 3.0;
  const double drawnWidth = paintkit::textWidth(text, em, f);
  if (placeable) {
    QVERIFY(line.placeable());
    QVERIFY2(qAbs(line.widthMm(em) - drawnWidth) < 0.01 * drawnWidth,
             qPrintable(QStringLiteral("%1 vs %2").arg(line.widthMm(em)).arg(drawnWidth)));
  }
  // Without a font for these characters on the machine the line may still be "placeable" (the
  // primary font's missing-glyph boxes); either way it must paint as drawn text does.
  const auto paint = [&](bool shaped) {
    QImage image(900, 120, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.scale(10, 10);  // 10 px a millimetre
    const QRectF rect(1, 2, 88, 8);
    if (shaped)
      line.draw(painter, rect, em, Qt::black);
    else
      paintkit::drawTextLine(painter, rect, text, em, f, Qt::black);
    return image;
  };
  const QImage shaped = paint(true);
  const QImage drawn = paint(false);
  int inked = 0;
  int differing = 0;
  for (int y = 0; y < drawn.height(); ++y) {
    for (int x = 0; x < drawn.width(); ++x) {
      inked += drawn.pixel(x, y) != qRgb(255, 255, 255) ? 1 : 0;
      differing += drawn.pixel(x, y) != shaped.pixel(x, y) ? 1 : 0;
    }
  }
  QVERIFY2(inked > 200, "the text was not drawn");
  QVERIFY2(differing <= inked / 100,
           qPrintable(QStringLiteral("%1 of %2 inked pixels differ").arg(differing).arg(inked)));
}

QTEST_MAIN(TestExportPdf)
#include "tst_export_pdf.moc"
