// The Export menu: actions installed on a main window, settings remembered per design file,
// background export with progress and Cancel, chart pages for planner designs, printing through
// QPrinter, and the export dialog's round trip.
#include "core/catalog/catalog.h"
#include "core/export/documentwriter.h"
#include "core/fileformat/designfile.h"
#include "core/planner/portbudget.h"
#include "support/testsupport.h"
#include "ui/export/exportactions.h"
#include "ui/export/exportdialog.h"
#include "ui/export/exportjob.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPrinter>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace rackwright;
using namespace rackwright::ui;

namespace {

std::unique_ptr<Design> loadPilot(bool withPlan) {
  auto design = std::make_unique<Design>();
  design->setLibrary(&Catalog::builtIn());
  DesignFile::load(test::sourcePath(QStringLiteral("examples/two-node-pilot.rackwright")), *design);
  if (withPlan) {
    PlanInputs in;
    in.servers = 64;
    in.switchSpec =
        PortPlanner::switchSpecFromCatalog(*Catalog::builtIn().find(QStringLiteral("QM9700")), 400);
    DesignInfo info = design->info();
    info.extra.insert(QStringLiteral("plan"), PortPlanner::plan(in).toJson());
    design->setInfo(info);
  }
  return design;
}

QString pdfText(const QString& pdf) {
  QProcess process;
  process.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
  process.waitForFinished(60000);
  return QString::fromUtf8(process.readAllStandardOutput());
}

int inkPixels(const QImage& image) {
  int ink = 0;
  for (int y = 0; y < image.height(); y += 2)
    for (int x = 0; x < image.width(); x += 2)
      ink += qGray(image.pixel(x, y)) < 200;
  return ink;
}

}  // namespace

Q_DECLARE_METATYPE(rackwright::ExportKind)

class TestExportUi : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void initTestCase();
  void menuIsInstalled();
  void settingsArePerDesign();
  void backgroundExportWithCharts();
  void cancelStopsTheExport();
  void chartPageRenders();
  void printsThroughQPrinter();
  void dialogRoundTrip();
  void dialogShowsOnlyItsOptions_data();
  void dialogShowsOnlyItsOptions();

 private:
  QTemporaryDir mDir;
};

void TestExportUi::initTestCase() {
  QStandardPaths::setTestModeEnabled(true);
  QCoreApplication::setOrganizationName(QStringLiteral("RackwrightTest"));
  QCoreApplication::setApplicationName(QStringLiteral("ExportUi"));
  QSettings().clear();  // start from the defaults on every run
}

void TestExportUi::menuIsInstalled() {
  QMainWindow window;
  const auto design = loadPilot(false);
  installExportActions(&window, [&] { return static_cast<const Design*>(design.get()); });
  auto* menu = window.menuBar()->findChild<QMenu*>(QStringLiteral("exportMenu"));
  QVERIFY(menu);
  for (const char* name :
       {"export.pdf", "export.elevations", "export.portmaps", "export.labels", "export.bom",
        "export.cables", "export.netbox", "printPreview.pdf", "print.labels"}) {
    const auto* action = window.findChild<QAction*>(QLatin1String(name));
    QVERIFY2(action, name);
    // Every export and print action shows an icon (the theme's, or the bundled SVG).
    QVERIFY2(!action->icon().isNull(), name);
    QVERIFY2(!action->icon().pixmap(QSize(22, 22)).isNull(), name);
  }
  auto* controller = window.findChild<ExportController*>();
  QVERIFY(controller);
  QVERIFY(controller->canExport());

  QMainWindow empty;
  installExportActions(&empty, [] { return static_cast<const Design*>(nullptr); });
  QVERIFY(!empty.findChild<ExportController*>()->canExport());
}

void TestExportUi::settingsArePerDesign() {
  ExportSettings s =
      ExportSettings::load(QStringLiteral("/designs/a.rackwright"), ExportSettings::Kind::Labels);
  QCOMPARE(s.paper, PaperSize::A4);
  QCOMPARE(s.format, QStringLiteral("pdf"));
  s.paper = PaperSize::Letter;
  s.racks = {QStringLiteral("R01"), QStringLiteral("R02")};
  s.labelTemplate = QStringLiteral("flag");
  s.tape = true;
  s.output = QStringLiteral("exports/a-labels.pdf");
  s.save(QStringLiteral("/designs/a.rackwright"));
  const ExportSettings a =
      ExportSettings::load(QStringLiteral("/designs/a.rackwright"), ExportSettings::Kind::Labels);
  QCOMPARE(a.paper, PaperSize::Letter);
  QCOMPARE(a.racks, s.racks);
  QCOMPARE(a.labelTemplate, QStringLiteral("flag"));
  QVERIFY(a.tape);
  QCOMPARE(a.output, s.output);
  // Another design, or another kind of the same design, starts from the defaults.
  QCOMPARE(
      ExportSettings::load(QStringLiteral("/designs/b.rackwright"), ExportSettings::Kind::Labels)
          .paper,
      PaperSize::A4);
  QCOMPARE(
      ExportSettings::load(QStringLiteral("/designs/a.rackwright"), ExportSettings::Kind::Review)
          .paper,
      PaperSize::A4);
}

void TestExportUi::backgroundExportWithCharts() {
  QMainWindow window;
  const auto design = loadPilot(true);
  installExportActions(
      &window, [&] { return static_cast<const Design*>(design.get()); },
      [] { return QStringLiteral("/designs/pilot.rackwright"); });
  auto* controller = window.findChild<ExportController*>();
  QSignalSpy finished(controller, &ExportController::exportFinished);
  ExportSettings settings;
  settings.kind = ExportSettings::Kind::Review;
  settings.output = mDir.filePath(QStringLiteral("review.pdf"));
  controller->startExport(settings, true);
  QVERIFY(!controller->canExport());  // one export at a time
  QVERIFY(finished.wait(60000));
  QCOMPARE(finished.front().front().toStringList(), QStringList{settings.output});
  QVERIFY(controller->canExport());
  const QString text = pdfText(settings.output);
  QVERIFY(text.contains(QStringLiteral("Port budget and oversubscription")));
  QVERIFY(text.contains(QStringLiteral("Port budget charts")));
  QVERIFY(text.contains(QStringLiteral("Ports per role")));
  QVERIFY(text.contains(QStringLiteral("Acceptance checklist")));

  // CSV through the same path.
  settings.kind = ExportSettings::Kind::NetBox;
  settings.format = QStringLiteral("csv");
  settings.output = mDir.filePath(QStringLiteral("nb/"));
  controller->startExport(settings, true);
  QVERIFY(finished.wait(60000));
  QVERIFY(QFileInfo::exists(mDir.filePath(QStringLiteral("nb/devices.csv"))));
  QVERIFY(QFileInfo::exists(mDir.filePath(QStringLiteral("nb/cables.csv"))));

  // Errors come back as messages.
  QSignalSpy failed(controller, &ExportController::exportFailed);
  settings.kind = ExportSettings::Kind::Labels;
  settings.format = QStringLiteral("pdf");
  settings.racks = {QStringLiteral("R77")};
  settings.output = mDir.filePath(QStringLiteral("labels.pdf"));
  controller->startExport(settings, true);
  QVERIFY(failed.wait(60000));
  QVERIFY(failed.front().front().toString().contains(QStringLiteral("no rack named R77")));
}

void TestExportUi::cancelStopsTheExport() {
  QMainWindow window;
  const auto design = loadPilot(false);
  installExportActions(&window, [&] { return static_cast<const Design*>(design.get()); });
  auto* controller = window.findChild<ExportController*>();
  QSignalSpy failed(controller, &ExportController::exportFailed);
  QSignalSpy finished(controller, &ExportController::exportFinished);
  ExportSettings settings;
  settings.kind = ExportSettings::Kind::PortMaps;
  settings.format = QStringLiteral("png");
  settings.output = mDir.filePath(QStringLiteral("cancel/maps.png"));
  controller->startExport(settings, true);
  controller->cancel();
  QVERIFY(failed.wait(60000));
  QCOMPARE(finished.size(), 0);
  QCOMPARE(failed.front().front().toString(), QStringLiteral("Export cancelled"));
  // Partial pages are removed.
  QVERIFY(QDir(mDir.filePath(QStringLiteral("cancel"))).entryList(QDir::Files).isEmpty());
}

void TestExportUi::chartPageRenders() {
  // The charts are core pages now: the workbench's review holds them once, as the command
  // line's does, and they paint on a worker thread like every page.
  QMainWindow window;
  const auto design = loadPilot(true);
  installExportActions(&window, [&] { return static_cast<const Design*>(design.get()); });
  auto* controller = window.findChild<ExportController*>();
  ExportSettings settings;
  settings.kind = ExportSettings::Kind::Review;
  const PageDocument document = controller->printDocument(settings);
  int chartPage = -1;
  int sections = 0;
  const QVector<int> starts = document.sectionStarts();
  for (int i = 0; i < document.painters().size(); ++i) {
    if (document.painters()[i]->title() == QStringLiteral("Port budget charts")) {
      chartPage = starts[i];
      ++sections;
    }
  }
  QCOMPARE(sections, 1);
  const QImage page = DocumentWriter::renderPage(document, chartPage, 60);
  QVERIFY(inkPixels(page) > 3000);
  QImage fromWorker;
  QThread* thread =
      QThread::create([&] { fromWorker = DocumentWriter::renderPage(document, chartPage, 60); });
  thread->start();
  QVERIFY(thread->wait(30000));
  delete thread;
  QCOMPARE(fromWorker.size(), page.size());
  QVERIFY(inkPixels(fromWorker) > 3000);
}

void TestExportUi::printsThroughQPrinter() {
  QMainWindow window;
  const auto design = loadPilot(false);
  installExportActions(&window, [&] { return static_cast<const Design*>(design.get()); });
  auto* controller = window.findChild<ExportController*>();
  ExportSettings settings;
  settings.kind = ExportSettings::Kind::Elevations;
  settings.paper = PaperSize::A3;
  settings.landscape = true;
  const PageDocument document = controller->printDocument(settings);
  QCOMPARE(document.pageCount(), 1);
  QPrinter printer(QPrinter::HighResolution);
  printer.setOutputFormat(QPrinter::PdfFormat);
  const QString pdf = mDir.filePath(QStringLiteral("printed.pdf"));
  printer.setOutputFileName(pdf);
  ExportController::print(document, &printer);
  const QString text = pdfText(pdf);
  QVERIFY(text.contains(QStringLiteral("R01")));
  QVERIFY(text.contains(QStringLiteral("R02")));
  QVERIFY(text.contains(QStringLiteral("dgx-01")));
}

void TestExportUi::dialogRoundTrip() {
  ExportSettings s;
  s.kind = ExportSettings::Kind::Labels;
  s.paper = PaperSize::Letter;
  s.landscape = true;
  s.racks = {QStringLiteral("R02")};
  s.status = QStringLiteral("installed");
  s.network = QStringLiteral("oob");
  s.labelTemplate = QStringLiteral("flag");
  s.tape = true;
  s.output = QStringLiteral("exports/x.pdf");
  QVector<NetworkDefinition> networks;
  for (const BuiltInNetwork builtIn : Networks::builtIns()) {
    NetworkDefinition network;
    network.key = Networks::key(builtIn);
    network.name = Networks::name(builtIn);
    networks << network;
  }
  ExportDialog dialog(s, {QStringLiteral("R01"), QStringLiteral("R02")}, nullptr, networks);
  auto* networkBox = dialog.findChild<QComboBox*>(QStringLiteral("exportNetwork"));
  QVERIFY(networkBox);
  QCOMPARE(networkBox->currentText(), Networks::name(BuiltInNetwork::OutOfBand));
  QCOMPARE(networkBox->count(), networks.size() + 1);  // and "All networks"
  const ExportSettings back = dialog.settings();
  QCOMPARE(back.paper, s.paper);
  QCOMPARE(back.landscape, s.landscape);
  QCOMPARE(back.racks, s.racks);
  QCOMPARE(back.status, s.status);
  QCOMPARE(back.network, s.network);
  // The job exports only that network's labels (and the cable schedule, its cables).
  QCOMPARE(ExportJob::request(back).networks, QStringList{QStringLiteral("oob")});
  ExportSettings review = back;
  review.kind = ExportSettings::Kind::Review;
  review.format = QStringLiteral("pdf");
  QVERIFY(ExportJob::request(review).networks.isEmpty());
  QCOMPARE(back.labelTemplate, s.labelTemplate);
  QCOMPARE(back.tape, s.tape);
  QCOMPARE(back.output, s.output);
  QCOMPARE(back.format, QStringLiteral("pdf"));
}

void TestExportUi::dialogShowsOnlyItsOptions_data() {
  QTest::addColumn<ExportSettings::Kind>("kind");
  QTest::addColumn<bool>("paper");
  QTest::addColumn<bool>("labelStock");
  QTest::newRow("review") << ExportSettings::Kind::Review << true << false;
  QTest::newRow("elevations") << ExportSettings::Kind::Elevations << true << false;
  QTest::newRow("port maps") << ExportSettings::Kind::PortMaps << true << false;
  QTest::newRow("labels") << ExportSettings::Kind::Labels << true << true;
  QTest::newRow("bill of materials") << ExportSettings::Kind::Bom << true << false;
  QTest::newRow("cable schedule") << ExportSettings::Kind::Cables << true << false;
  QTest::newRow("NetBox") << ExportSettings::Kind::NetBox << false << false;
}

void TestExportUi::dialogShowsOnlyItsOptions() {
  QFETCH(ExportSettings::Kind, kind);
  QFETCH(bool, paper);
  QFETCH(bool, labelStock);
  ExportSettings s;
  s.kind = kind;
  s.output = QStringLiteral("exports/x");
  ExportDialog dialog(s, {QStringLiteral("R01")}, nullptr);
  dialog.show();
  QVERIFY(QTest::qWaitForWindowExposed(&dialog));
  // Every visible input has its own place: none is drawn over another (options of other kinds
  // used to sit at the top-left corner, over "Paper:").
  QList<QWidget*> inputs;
  for (QWidget* w : dialog.findChildren<QWidget*>()) {
    if ((qobject_cast<QComboBox*>(w) || qobject_cast<QCheckBox*>(w) ||
         qobject_cast<QLineEdit*>(w)) &&
        w->isVisible() && !qobject_cast<QComboBox*>(w->parentWidget())) {
      inputs << w;
    }
  }
  QVERIFY(inputs.size() >= 2);
  for (int i = 0; i < inputs.size(); ++i) {
    for (int j = i + 1; j < inputs.size(); ++j) {
      const QRect a(inputs.at(i)->mapTo(&dialog, QPoint()), inputs.at(i)->size());
      const QRect b(inputs.at(j)->mapTo(&dialog, QPoint()), inputs.at(j)->size());
      QVERIFY2(!a.intersects(b),
               qPrintable(inputs.at(i)->metaObject()->className() + QStringLiteral(" overlaps ") +
                          inputs.at(j)->metaObject()->className()));
    }
  }
  const auto* form = dialog.findChild<QFormLayout*>();
  QVERIFY(form);
  QStringList labels;
  for (int row = 0; row < form->rowCount(); ++row) {
    if (QLayoutItem* item = form->itemAt(row, QFormLayout::LabelRole); item && item->widget())
      labels << qobject_cast<QLabel*>(item->widget())->text();
  }
  QCOMPARE(labels.contains(QStringLiteral("Paper:")), paper);
  QCOMPARE(labels.contains(QStringLiteral("Label stock:")), labelStock);
  if (paper) {
    auto* paperBox = qobject_cast<QComboBox*>(form->itemAt(0, QFormLayout::FieldRole)->widget());
    QVERIFY(paperBox && paperBox->isVisible());
    QCOMPARE(paperBox->currentText(), QStringLiteral("A4"));
  }
}

QTEST_MAIN(TestExportUi)
#include "tst_exportui.moc"
