// Times the design-review PDF and the cable-label sheets of a 1,024-GPU fabric (128 DGX H100 on
// QM9700 leaves and spines, as the port planner and the cable-map generator lay it out).
// The review is timed twice, summarised (one representative rack per rack type, infos by rule)
// and with --full, each with its pages, megabytes and peak memory against the targets.
//
// Usage: bench_exports [design.rackwright] [output-folder] [--no-full]
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
#include <QFile>
#include <QFileInfo>
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

/// A field of /proc/self/status in KiB ("VmHWM": the peak resident memory).
qint64 statusKiB(const char* field) {
  QFile file(QStringLiteral("/proc/self/status"));
  if (!file.open(QIODevice::ReadOnly))
    return 0;
  const QByteArray prefix = QByteArray(field) + ':';
  for (const QByteArray& line : file.readAll().split('\n')) {
    if (line.startsWith(prefix))
      return line.mid(prefix.size()).trimmed().split(' ').front().toLongLong();
  }
  return 0;
}

/// Starts a new peak: the kernel sets VmHWM back to the current resident size.
void resetPeak() {
  QFile file(QStringLiteral("/proc/self/clear_refs"));
  if (file.open(QIODevice::WriteOnly))
    file.write("5");
}

/// The review PDF, summarised and in full: seconds, pages, MB and the peak resident memory of
/// each, with the targets of issue 16 (summary: at most 60 s at 32,768 GPUs, and flat memory:
/// the peak stays near what the loaded design holds).
void timeReviews(QTextStream& out, const DesignData& snapshot, const QString& folder,
                 bool skipFull) {
  const qint64 before = statusKiB("VmRSS");
  for (const bool full : {false, true}) {
    if (full && skipFull) {
      out << "review PDF --full: skipped (--no-full)\n";
      continue;
    }
    resetPeak();
    QElapsedTimer timer;
    timer.start();
    ReviewOptions options;
    options.full = full;
    const ReviewReport report(snapshot, options);
    const qint64 analysed = timer.elapsed();
    const PageDocument review = report.document();
    const qint64 laidOut = timer.elapsed();
    const QString pdf = QDir(folder).filePath(full ? QStringLiteral("review-full.pdf")
                                                   : QStringLiteral("review.pdf"));
    DocumentWriter::writePdf(review, pdf);
    const double seconds = timer.elapsed() / 1000.0;
    const double mb = QFileInfo(pdf).size() / 1e6;
    const qint64 peak = statusKiB("VmHWM");
    out << (full ? "review PDF --full: " : "review PDF (summary): ") << review.pageCount()
        << " pages, " << QString::number(mb, 'f', 1) << " MB in "
        << QString::number(seconds, 'f', 1) << " s (validation and statistics " << analysed
        << " ms, layout " << laidOut - analysed << " ms, " << report.rackTypes().size()
        << " rack types); peak " << (peak / 1024) << " MiB, " << ((peak - before) / 1024)
        << " MiB over the loaded design\n";
    if (!full) {
      out << "  target: <= 60 s at 32,768 GPUs (was 198 s, 19,422 pages, 122 MB): "
          << (seconds <= 60 ? "met" : "NOT met") << '\n';
    }
    out.flush();
  }
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
  const QString folder =
      args.size() >= 2 && !args[1].startsWith(QLatin1Char('-')) ? args[1] : temp.path();
  QDir().mkpath(folder);
  const DesignData snapshot = design.snapshot();

  timeReviews(out, snapshot, folder, args.contains(QStringLiteral("--no-full")));

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
