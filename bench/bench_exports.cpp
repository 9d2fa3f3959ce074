// Times the cable labels and the design-review PDF of a generated fabric (DGX H100 on QM9700,
// rail-optimised, as the port planner and the cable-map generator lay it out), and prints every
// figure with its target: bytes per label in the PDF, seconds for the run, peak memory over the
// loaded design (which must not grow with the label count: run two sizes to see it), and the
// review summarised (one representative rack per rack type, infos by rule) and with --full.
//
// Usage: bench_exports [--gpus N] [--design FILE.rackwright] [--out FOLDER] [--review]
//                      [--no-full] [--review-only]
// Without a design file it generates a fabric of N GPUs (default 1,024). The review PDFs are
// timed with --review (by default only at 1,024 GPUs or fewer); --no-full skips the full one;
// --review-only skips the label runs (minutes at 32,768 GPUs) and times the review alone.
#include "benchsupport.h"
#include "core/analysis/designstats.h"
#include "core/catalog/catalog.h"
#include "core/common/heaptuning.h"
#include "core/export/documentwriter.h"
#include "core/export/labelbatches.h"
#include "core/export/labelfiles.h"
#include "core/export/labelrunpainter.h"
#include "core/export/reviewreport.h"
#include "core/fileformat/designfile.h"
#include "core/planner/cablemapgenerator.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QTemporaryDir>
#include <QTextStream>

using namespace rackwright;

namespace {

/// A field of /proc/self/status in KiB ("VmRSS", "VmHWM").
qint64 statusKiB(const char* field) {
  QFile file(QStringLiteral("/proc/self/status"));
  if (!file.open(QIODevice::ReadOnly))
    return 0;
  const QByteArray key = QByteArray(field) + ':';
  for (const QByteArray& line : file.readAll().split('\n')) {
    if (line.startsWith(key))
      return line.mid(key.size()).trimmed().split(' ').front().toLongLong();
  }
  return 0;
}

/// Resets the peak so that each phase's own high-water mark is read (Linux: write 5 to
/// clear_refs).
void resetPeak() {
  QFile file(QStringLiteral("/proc/self/clear_refs"));
  if (file.open(QIODevice::WriteOnly))
    file.write("5");
}

QString fixed(double value, int decimals = 1) {
  return QString::number(value, 'f', decimals);
}

QString verdict(bool met) {
  return met ? QStringLiteral("met") : QStringLiteral("NOT met");
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
  keepFreedMemoryForReuse();  // as the export commands run
  QTextStream out(stdout);
  const QStringList args = app.arguments().mid(1);
  const auto option = [&](const QString& name) {
    const qsizetype at = args.indexOf(name);
    return at >= 0 && at + 1 < args.size() ? args[at + 1] : QString();
  };
  const int gpus =
      option(QStringLiteral("--gpus")).isEmpty() ? 1024 : option(QStringLiteral("--gpus")).toInt();
  const QString designFile = option(QStringLiteral("--design"));
  const bool review =
      args.contains(QStringLiteral("--review")) || (designFile.isEmpty() && gpus <= 1024);

  Design design;
  design.setLibrary(&Catalog::builtIn());
  QElapsedTimer timer;
  timer.start();
  if (!designFile.isEmpty()) {
    DesignFile::load(designFile, design);
    out << "loaded " << designFile << " in " << timer.elapsed() << " ms\n";
  } else {
    const PortPlan plan = PortPlanner::plan(bench::railFabric(gpus));
    CableMapGenerator::generate(plan, GeneratorOptions(), Catalog::builtIn(), design);
    out << "generated the " << gpus << "-GPU fabric in " << timer.elapsed() << " ms\n";
  }
  const DesignStats stats = DesignStats::compute(design);
  out << stats.racks << " racks, " << stats.devices << " devices, " << stats.modules
      << " transceivers, " << stats.cables << " cables\n";
  out.flush();

  QTemporaryDir temp;
  const QString folder =
      option(QStringLiteral("--out")).isEmpty() ? temp.path() : option(QStringLiteral("--out"));
  QDir().mkpath(folder);
  const DesignData snapshot = design.snapshot();
  if (args.contains(QStringLiteral("--review-only"))) {
    timeReviews(out, snapshot, folder, args.contains(QStringLiteral("--no-full")));
    out.flush();
    return 0;
  }
  const qint64 baseKiB = statusKiB("VmRSS");
  resetPeak();

  // Floor: the label list itself, every rack's labels built and dropped one rack at a time.
  timer.restart();
  const auto index = std::make_shared<const ExportIndex>(snapshot);
  const LabelScheme scheme;
  const LabelPlan plan = LabelBatches::plan(*index, LabelFilter(), 0);
  const double planMs = timer.nsecsElapsed() / 1e6;
  qint64 built = 0;
  for (int rack = 0; rack < plan.racks.size(); ++rack)
    built += LabelBatches::rackLabels(*index, scheme, plan, rack).size();
  const double listMs = timer.nsecsElapsed() / 1e6;
  const qint64 listPeakKiB = statusKiB("VmHWM") - baseKiB;
  out << plan.labelCount << " labels (" << built << " built) in " << plan.batches.size()
      << " batches; plan " << fixed(planMs) << " ms, label list (the floor) " << fixed(listMs)
      << " ms, peak +" << fixed(listPeakKiB / 1024.0) << " MiB\n";
  out.flush();

  struct Run {
    QString name;
    bool pickLists;
    LabelTemplate stock;
  };
  const Run runs[] = {{QStringLiteral("wrap, with pick lists"), true, LabelTemplate::wrap()},
                      {QStringLiteral("wrap, labels only"), false, LabelTemplate::wrap()},
                      {QStringLiteral("flag, with pick lists"), true, LabelTemplate::flag()}};
  double mainSeconds = 0;
  double mainBytesPerLabel = 0;
  qint64 mainPeakKiB = 0;
  for (const Run& run : runs) {
    resetPeak();
    timer.restart();
    LabelRunOptions options;
    options.labels.label = run.stock;
    options.labels.layout = SheetLayout::fit(run.stock, PaperSize::A4);
    options.pickLists = run.pickLists;
    const auto painter = std::make_shared<LabelRunPainter>(index, scheme, plan, options);
    PageDocument sheets(painter->pageSetup(TitleBlock{design.info().name, design.info().revision,
                                                      QString(), QStringLiteral("Cable labels")}));
    sheets.add(painter);
    const QString pdf = QDir(folder).filePath(QStringLiteral("labels.pdf"));
    DocumentWriter::writePdf(sheets, pdf);
    const double seconds = timer.nsecsElapsed() / 1e9;
    const qint64 bytes = QFileInfo(pdf).size();
    const double perLabel = double(bytes) / plan.labelCount;
    const qint64 peakKiB = statusKiB("VmHWM") - baseKiB;
    out << "PDF " << run.name << ": " << sheets.pageCount() << " pages ("
        << painter->pickListPages() << " pick lists), " << fixed(seconds, 2)
        << " s = " << fixed(seconds * 1000 / listMs, 1) << " x the label list, "
        << fixed(bytes / 1048576.0) << " MiB, " << fixed(perLabel, 0)
        << " bytes/label (target <= 1024: " << verdict(perLabel <= 1024) << "), peak +"
        << fixed(peakKiB / 1024.0) << " MiB over the design\n";
    out.flush();
    if (&run == &runs[0]) {
      mainSeconds = seconds;
      mainBytesPerLabel = perLabel;
      mainPeakKiB = peakKiB;
    }
    QFile::remove(pdf);
  }

  for (const bool zpl : {true, false}) {
    resetPeak();
    timer.restart();
    const QString file =
        QDir(folder).filePath(zpl ? QStringLiteral("labels.zpl") : QStringLiteral("labels.csv"));
    if (zpl)
      LabelFiles::writeZpl(*index, scheme, plan, ZplOptions(), file);
    else
      LabelFiles::writeCsv(*index, scheme, plan, file);
    const double seconds = timer.nsecsElapsed() / 1e9;
    out << (zpl ? "ZPL: " : "CSV: ") << fixed(seconds, 2)
        << " s = " << fixed(seconds * 1000 / listMs, 1) << " x the label list, "
        << fixed(QFileInfo(file).size() / 1048576.0) << " MiB, "
        << fixed(double(QFileInfo(file).size()) / plan.labelCount, 0) << " bytes/label, peak +"
        << fixed((statusKiB("VmHWM") - baseKiB) / 1024.0) << " MiB\n";
    out.flush();
    QFile::remove(file);
  }

  // The 60 s target is for 196,608 labels (32,768 GPUs); smaller runs are scaled to it.
  const double projected = mainSeconds * 196608.0 / plan.labelCount;
  out << "\nlabels | seconds | PDF bytes/label | peak MiB over the design | peak bytes/label\n"
      << plan.labelCount << " | " << fixed(mainSeconds, 2) << " | " << fixed(mainBytesPerLabel, 0)
      << " | " << fixed(mainPeakKiB / 1024.0) << " | "
      << fixed(mainPeakKiB * 1024.0 / plan.labelCount, 0) << '\n'
      << "targets: <= 1024 bytes/label " << verdict(mainBytesPerLabel <= 1024)
      << "; <= 60 s for 196,608 labels: " << fixed(projected, 1) << " s at this rate "
      << verdict(projected <= 60) << "; flat memory: compare the peak at two sizes\n";
  out.flush();

  if (review)
    timeReviews(out, snapshot, folder, args.contains(QStringLiteral("--no-full")));
  out.flush();
  return 0;
}
