// Times the design-review PDF and the cable-label sheets of a 1,024-GPU fabric (128 DGX H100 on
// QM9700 leaves and spines, as the port planner and the cable-map generator lay it out).
//
// Usage: bench_exports [design.rackwright] [output-folder]
// Without a design file it generates the fabric.
#include "core/analysis/designstats.h"
#include "core/catalog/catalog.h"
#include "core/export/cablelabels.h"
#include "core/export/documentwriter.h"
#include "core/export/labelpainter.h"
#include "core/export/reviewreport.h"
#include "core/fileformat/designfile.h"
#include "core/planner/cablemapgenerator.h"
#include "core/planner/portbudget.h"

#include <QDir>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QTemporaryDir>
#include <QTextStream>

#include <cstdio>

using namespace rackwright;

namespace {

/// The 1,024-GPU fabric from the port planner and the cable-map generator (the generator stores
/// the plan in the design, so the review has its planner pages).
void buildFabric(Design& design) {
  PlanInputs in;
  in.gpus = 1024;
  in.switchSpec =
      PortPlanner::switchSpecFromCatalog(*Catalog::builtIn().find(QStringLiteral("QM9700")), 400);
  in.serverSpec =
      PortPlanner::serverSpecFromCatalog(*Catalog::builtIn().find(QStringLiteral("DGX-H100")), 400);
  const PortPlan plan = PortPlanner::plan(in);
  CableMapGenerator::generate(plan, GeneratorOptions(), Catalog::builtIn(), design);
}

}  // namespace

int main(int argc, char** argv) {
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
    qputenv("QT_QPA_PLATFORM", "offscreen");
  QGuiApplication app(argc, argv);
  QTextStream out(stdout);
  const QStringList args = app.arguments().mid(1);

  Design design;
  design.setLibrary(&Catalog::builtIn());
  QElapsedTimer timer;
  timer.start();
  if (!args.isEmpty() && args.front().endsWith(QStringLiteral(".rackwright"))) {
    DesignFile::load(args.front(), design);
    out << "loaded " << args.front() << " in " << timer.elapsed() << " ms\n";
  } else {
    buildFabric(design);
    out << "built the 1,024-GPU fabric in " << timer.elapsed() << " ms\n";
  }
  const DesignStats stats = DesignStats::compute(design);
  out << stats.racks << " racks, " << stats.devices << " devices, " << stats.modules
      << " transceivers, " << stats.cables << " cables, " << stats.logicalLinks
      << " logical links\n";

  QTemporaryDir temp;
  const QString folder = args.size() >= 2 ? args[1] : temp.path();
  QDir().mkpath(folder);
  const DesignData snapshot = design.snapshot();

  timer.restart();
  ReviewOptions options;
  const ReviewReport report(snapshot, options);
  const qint64 analysed = timer.elapsed();
  const PageDocument review = report.document();
  const qint64 laidOut = timer.elapsed();
  DocumentWriter::writePdf(review, QDir(folder).filePath(QStringLiteral("review.pdf")));
  out << "review PDF: " << review.pageCount() << " pages in " << timer.elapsed()
      << " ms (validation and statistics " << analysed << " ms, layout " << laidOut - analysed
      << " ms)\n";

  timer.restart();
  const ExportIndex index(snapshot);
  LabelOptions labelOptions;
  const auto labels =
      std::make_shared<LabelSheetPainter>(CableLabels::build(index, LabelScheme()), labelOptions);
  PageDocument sheets(labels->pageSetup(TitleBlock{design.info().name, design.info().revision,
                                                   QString(), QStringLiteral("Cable labels")}));
  sheets.add(labels);
  DocumentWriter::writePdf(sheets, QDir(folder).filePath(QStringLiteral("labels.pdf")));
  out << "label sheets: " << labels->labels().size() << " labels on " << sheets.pageCount()
      << " pages in " << timer.elapsed() << " ms\n";
  out.flush();
  return 0;
}
