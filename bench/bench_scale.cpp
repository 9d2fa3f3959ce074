// Scale benchmark: generates rail-optimised DGX H100 / QM9700 fabrics of 1,024 to 131,072 GPUs
// with the planner and the cable-map generator, and a whole cluster (compute, storage, in-band
// and out-of-band networks) with the cluster generator, saves them, and measures on each file
// the raw JSON parse (the floor), load (parse + model build), full validation, incremental
// re-validation after single edits, save, and memory. Prints a table and the ratios against the
// targets at 32,768 GPUs and for the whole cluster.
//
// Every size runs in a child process of its own (this program started with --one SIZE), so that
// the peak memory and the baseline of one size are not disturbed by another. A size is a GPU
// count or PRESET:SUS for a whole cluster ("dgx-h100-ib:24").
//
//   bench_scale [--sizes 1024,8192,32768,dgx-h100-ib:24] [--with-131k] [--repeat 3]
//               [--edits 1000] [--keep DIR]

#include "benchsupport.h"
#include "core/catalog/catalog.h"
#include "core/fileformat/designfile.h"
#include "core/planner/cablemapgenerator.h"
#include "core/planner/clustergenerator.h"
#include "core/planner/portbudget.h"
#include "core/validation/incrementalvalidator.h"
#include "core/validation/validator.h"

#include <malloc.h>
#include <spdlog/spdlog.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <cstdio>

using namespace rackwright;

namespace {

/// A field of /proc/self/status in KiB ("VmRSS", "VmHWM").
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

/// Heap bytes handed out by malloc and not yet freed (what the objects really hold, without the
/// fragmentation that resident memory also counts).
qint64 heapInUse() {
  return qint64(mallinfo2().uordblks) + qint64(mallinfo2().hblkhd);
}

/// Resident memory after handing freed heap back to the system, in KiB.
qint64 residentKiB() {
  malloc_trim(0);
  return statusKiB("VmRSS");
}

/// Rows of 40 racks (four scalable units each): at 131,072 GPUs, rows of 10 would make the hall
/// so deep that spine–core runs exceed the 500 m of single-mode DR optics.
GeneratorOptions layout() {
  GeneratorOptions options;
  options.rowLength = 40;
  return options;
}

/// What a size generates: a compute fabric of N GPUs, or the whole cluster of PRESET:SUS.
struct Size {
  QString spec;
  bool cluster = false;
  PortPlan plan;
  ClusterPlan clusterPlan;
  int gpus = 0;

  static Size parse(const QString& spec) {
    Size size;
    size.spec = spec;
    size.cluster = spec.contains(QLatin1Char(':'));
    if (size.cluster) {
      ClusterInputs in;
      in.preset = spec.section(QLatin1Char(':'), 0, 0);
      in.sus = spec.section(QLatin1Char(':'), 1).toInt();
      size.clusterPlan = ClusterPlanner::plan(in, Catalog::builtIn());
      size.gpus = size.clusterPlan.gpus;
    } else {
      size.gpus = spec.toInt();
      size.plan = PortPlanner::plan(bench::railFabric(size.gpus));
    }
    return size;
  }
  /// Generates into `design`; returns the counts.
  GeneratorResult generate(Design& design) const {
    if (!cluster)
      return CableMapGenerator::generate(plan, layout(), Catalog::builtIn(), design);
    GeneratorOptions options = layout();
    options.serversPerRack = clusterPlan.preset->serversPerRack;
    GeneratorResult counts =
        ClusterGenerator::generate(clusterPlan, options, Catalog::builtIn(), design).compute;
    counts.cables = int(design.all<Cable>().size());
    counts.modules = int(design.all<Module>().size());
    counts.devices = int(design.all<Device>().size());
    return counts;
  }
  QString title() const {
    return cluster ? QStringLiteral("%1 (%2, %3 SU, whole cluster)")
                         .arg(gpus)
                         .arg(clusterPlan.preset->key)
                         .arg(clusterPlan.sus)
                   : QString::number(gpus);
  }
};

int runOne(const QString& spec, int repeat, int edits, const QString& keepDir) {
  Validator::validateAll(Design());  // warm up the rule catalog and translations
  Validator::validateAll(Design());  // warm up the rule catalog and translations
  const qint64 baselineKiB = residentKiB();
  const qint64 baselineHeap = heapInUse();

  const Size size = Size::parse(spec);
  const int gpus = size.gpus;
  QTemporaryDir tempDir;
  const QString dir = keepDir.isEmpty() ? tempDir.path() : keepDir;
  const QString path =
      QStringLiteral("%1/fabric-%2.rackwright").arg(dir, QString(spec).replace(':', '-'));

  QJsonObject r;
  r.insert(QStringLiteral("gpus"), gpus);
  r.insert(QStringLiteral("title"), size.title());
  r.insert(QStringLiteral("cluster"), size.cluster);
  // Generate (each run into a fresh design), then save the last one.
  GeneratorResult generated;
  auto design = std::make_unique<Design>();
  const double generateMs = bench::timedMs(
      repeat, [&] { design = std::make_unique<Design>(); },
      [&] { generated = size.generate(*design); });
  const qint64 generatedKiB = residentKiB();
  const qint64 generatedHeap = heapInUse() - baselineHeap;
  const double saveMs = bench::timedMs(repeat, [&] { DesignFile::save(*design, path); });
  design.reset();
  const int cables = std::max(1, generated.cables);
  r.insert(QStringLiteral("generateMs"), generateMs);
  r.insert(QStringLiteral("saveMs"), saveMs);
  r.insert(QStringLiteral("cables"), generated.cables);
  r.insert(QStringLiteral("modules"), generated.modules);
  r.insert(QStringLiteral("devices"), generated.devices);
  r.insert(QStringLiteral("generatedBytesPerCable"),
           double(generatedKiB - baselineKiB) * 1024 / cables);
  r.insert(QStringLiteral("generatedHeapPerCable"), double(generatedHeap) / cables);

  {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
      std::fprintf(stderr, "cannot read %s\n", qPrintable(path));
      return 1;
    }
    const QByteArray bytes = file.readAll();
    r.insert(QStringLiteral("fileMiB"), bytes.size() / 1048576.0);
    // Only the parse is timed: the previous run's tree is freed before the clock starts, as
    // the load's previous design is.
    QJsonDocument document;
    r.insert(QStringLiteral("parseMs"), bench::timedMs(
                                            repeat, [&] { document = QJsonDocument(); },
                                            [&] {
                                              document = QJsonDocument::fromJson(bytes);
                                              if (!document.isObject())
                                                std::abort();
                                            }));
  }

  auto loaded = std::make_unique<Design>();
  r.insert(QStringLiteral("loadMs"), bench::timedMs(
                                         repeat, [&] { loaded = std::make_unique<Design>(); },
                                         [&] { DesignFile::load(path, *loaded); }));
  // What the loaded design keeps: resident memory with nothing else alive, over the baseline.
  const qint64 loadedKiB = residentKiB();
  r.insert(QStringLiteral("baselineKiB"), baselineKiB);
  r.insert(QStringLiteral("designKiB"), loadedKiB - baselineKiB);
  r.insert(QStringLiteral("bytesPerCable"), double(loadedKiB - baselineKiB) * 1024 / cables);
  r.insert(QStringLiteral("loadedHeapPerCable"), double(heapInUse() - baselineHeap) / cables);

  ValidationResult full;
  // The previous run's findings are freed before the clock starts, as the parse's tree is.
  r.insert(QStringLiteral("validateMs"), bench::timedMs(
                                             repeat, [&] { full = ValidationResult(); },
                                             [&] { full = Validator::validateAll(*loaded); }));
  r.insert(QStringLiteral("errors"), full.errors);
  r.insert(QStringLiteral("warnings"), full.warnings);
  r.insert(QStringLiteral("findings"), int(full.findings.size()));

  // Incremental: the first update is a full run; then single edits, each followed by update().
  IncrementalValidator incremental(*loaded);
  QElapsedTimer first;
  first.start();
  incremental.update();
  r.insert(QStringLiteral("incrementalFirstMs"), first.nsecsElapsed() / 1e6);
  QVector<ObjectId> cableIds = loaded->all<Cable>().keys();
  std::sort(cableIds.begin(), cableIds.end());
  QRandomGenerator random(20240601);
  QVector<double> editTimes;
  QVector<double> scopes;
  for (int i = 0; i < edits && !cableIds.isEmpty(); ++i) {
    Cable cable = *loaded->find<Cable>(cableIds[random.bounded(int(cableIds.size()))]);
    cable.lengthM += 1;  // a user edit: the cable gets one metre longer
    loaded->update(cable);
    QElapsedTimer timer;
    timer.start();
    incremental.update();
    editTimes << timer.nsecsElapsed() / 1e6;
    scopes << incremental.lastUpdateStats().scopesRun;
  }
  r.insert(QStringLiteral("incrementalMs"), bench::median(editTimes));
  r.insert(QStringLiteral("incrementalScopes"), bench::median(scopes));
  r.insert(QStringLiteral("peakKiB"), statusKiB("VmHWM"));
  QTextStream(stdout) << QJsonDocument(r).toJson(QJsonDocument::Compact) << '\n';
  return 0;
}

QString fixed(double value, int decimals = 0) {
  return QString::number(value, 'f', decimals);
}

}  // namespace

int main(int argc, char** argv) {
  QCoreApplication app(argc, argv);
  spdlog::set_level(spdlog::level::warn);
  const QStringList args = app.arguments().mid(1);
  const auto value = [&](const QString& option, const QString& fallback) {
    const qsizetype i = args.indexOf(option);
    return i >= 0 && i + 1 < args.size() ? args[i + 1] : fallback;
  };
  const int repeat = value(QStringLiteral("--repeat"), QStringLiteral("3")).toInt();
  const int edits = value(QStringLiteral("--edits"), QStringLiteral("1000")).toInt();
  const QString keep = value(QStringLiteral("--keep"), QString());
  if (args.contains(QStringLiteral("--one")))
    return runOne(value(QStringLiteral("--one"), QString()), repeat, edits, keep);

  QStringList sizes =
      value(QStringLiteral("--sizes"), QStringLiteral("1024,8192,32768,dgx-h100-ib:24"))
          .split(QLatin1Char(','));
  if (args.contains(QStringLiteral("--with-131k")))
    sizes << QStringLiteral("131072");
  QTextStream out(stdout);
  QVector<QJsonObject> rows;
  for (const QString& size : sizes) {
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    QStringList childArgs{QStringLiteral("--one"),    size,
                          QStringLiteral("--repeat"), QString::number(repeat),
                          QStringLiteral("--edits"),  QString::number(edits)};
    if (!keep.isEmpty())
      childArgs << QStringLiteral("--keep") << keep;
    child.start(QCoreApplication::applicationFilePath(), childArgs);
    child.waitForFinished(-1);
    const QJsonObject row =
        QJsonDocument::fromJson(child.readAllStandardOutput().trimmed()).object();
    if (child.exitCode() != 0 || row.isEmpty()) {
      out << "size " << size << " failed\n";
      return 1;
    }
    rows << row;
    out << "done: " << size << '\n';
    out.flush();
  }

  out << "\n| GPUs | cables | modules | file MiB | generate s | save s | raw parse s | load s | "
         "full validation s | incremental ms (median) | scopes re-run (median) | errors | "
         "bytes/cable generated | bytes/cable loaded | peak MiB |\n"
         "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n";
  for (const QJsonObject& r : rows) {
    out << "| " << r[QStringLiteral("title")].toString() << " | "
        << r[QStringLiteral("cables")].toInt() << " | " << r[QStringLiteral("modules")].toInt()
        << " | " << fixed(r[QStringLiteral("fileMiB")].toDouble(), 1) << " | "
        << fixed(r[QStringLiteral("generateMs")].toDouble() / 1000, 2) << " | "
        << fixed(r[QStringLiteral("saveMs")].toDouble() / 1000, 2) << " | "
        << fixed(r[QStringLiteral("parseMs")].toDouble() / 1000, 2) << " | "
        << fixed(r[QStringLiteral("loadMs")].toDouble() / 1000, 2) << " | "
        << fixed(r[QStringLiteral("validateMs")].toDouble() / 1000, 2) << " | "
        << fixed(r[QStringLiteral("incrementalMs")].toDouble(), 3) << " | "
        << fixed(r[QStringLiteral("incrementalScopes")].toDouble()) << " | "
        << r[QStringLiteral("errors")].toInt() << " | "
        << fixed(r[QStringLiteral("generatedBytesPerCable")].toDouble()) << " | "
        << fixed(r[QStringLiteral("bytesPerCable")].toDouble()) << " | "
        << fixed(r[QStringLiteral("peakKiB")].toDouble() / 1024) << " |\n";
  }
  out << "\nPer size (JSON):\n";
  for (const QJsonObject& r : rows)
    out << QJsonDocument(r).toJson(QJsonDocument::Compact) << '\n';
  // The compute-only targets at 32,768 GPUs hold for the whole cluster as well.
  for (const QJsonObject& r : rows) {
    const bool cluster = r[QStringLiteral("cluster")].toBool();
    if (!cluster && r[QStringLiteral("gpus")].toInt() != 32768)
      continue;
    const double parse = r[QStringLiteral("parseMs")].toDouble();
    const double loadValidate =
        r[QStringLiteral("loadMs")].toDouble() + r[QStringLiteral("validateMs")].toDouble();
    const double speedup = r[QStringLiteral("validateMs")].toDouble() /
                           std::max(1e-6, r[QStringLiteral("incrementalMs")].toDouble());
    const double perCable = r[QStringLiteral("bytesPerCable")].toDouble();
    out << "\nTargets at " << r[QStringLiteral("title")].toString() << " GPUs:\n"
        << "  load + full validation = " << fixed(loadValidate / parse, 2)
        << " × raw parse (target ≤ 3): " << (loadValidate <= 3 * parse ? "met" : "MISSED") << '\n'
        << "  incremental = " << fixed(speedup)
        << " × faster than full validation (target ≥ 1000): "
        << (speedup >= 1000 ? "met" : "MISSED") << '\n'
        << "  memory = " << fixed(perCable)
        << " bytes per cable assembly (target ≤ 1024): " << (perCable <= 1024 ? "met" : "MISSED")
        << '\n'
        << "  errors " << r[QStringLiteral("errors")].toInt() << ", warnings "
        << r[QStringLiteral("warnings")].toInt() << '\n';
  }
  return 0;
}
