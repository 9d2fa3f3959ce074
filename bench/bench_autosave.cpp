// Autosave benchmark: what a recovery write of a large design costs the window and the worker.
// On the GUI thread: taking the snapshot, and the first edit of a device and of a cable while the
// worker still holds it (the edited table is copied then, once), against the same edits without a
// snapshot. On the worker: writing the recovery file and its sidecar. At the next start: finding
// the entry, reading the recovered design and the file on disk, and their difference.
//
//   bench_autosave [--gpus 32768] [--repeat 3]

#include "benchsupport.h"
#include "core/analysis/designdiff.h"
#include "core/catalog/catalog.h"
#include "core/commands/designedits.h"
#include "core/fileformat/designfile.h"
#include "core/fileformat/recovery.h"
#include "core/planner/cablemapgenerator.h"
#include "core/planner/portbudget.h"

#include <spdlog/spdlog.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cstdio>
#include <memory>
#include <optional>

using namespace rackwright;

namespace {

/// The same edit, one after the other: renames alternate so each is a real change.
struct Edits {
  Design& design;
  ObjectId deviceId;
  ObjectId cableId;
  int count = 0;

  void renameDevice() {
    DesignEdits::renameDevice(design, deviceId, QStringLiteral("bench-%1").arg(++count))->redo();
  }
  void editCable() {
    Cable cable = *design.find<Cable>(cableId);
    cable.name = QStringLiteral("bench-%1").arg(++count);
    DesignEdits::editCable(design, cable)->redo();
  }
};

}  // namespace

int main(int argc, char** argv) {
  QCoreApplication app(argc, argv);
  spdlog::set_level(spdlog::level::warn);
  QCommandLineParser parser;
  parser.addHelpOption();
  parser.addOption({QStringLiteral("gpus"), QStringLiteral("GPUs of the fabric."),
                    QStringLiteral("N"), QStringLiteral("32768")});
  parser.addOption({QStringLiteral("repeat"), QStringLiteral("Runs per figure (median)."),
                    QStringLiteral("N"), QStringLiteral("3")});
  parser.process(app);
  const int gpus = parser.value(QStringLiteral("gpus")).toInt();
  const int repeat = std::max(1, parser.value(QStringLiteral("repeat")).toInt());

  Design design;
  CableMapGenerator::generate(PortPlanner::plan(bench::railFabric(gpus)), GeneratorOptions(),
                              Catalog::builtIn(), design);
  Edits edits{design, design.all<Device>().constBegin().key(),
              design.all<Cable>().constBegin().key()};
  QTemporaryDir temp;
  const RecoveryStore store(temp.filePath(QStringLiteral("recovery")));
  const QString original = temp.filePath(QStringLiteral("design.rackwright"));
  DesignFile::save(design, original);

  std::optional<DesignData> snapshot;
  const double snapshotMs = bench::timedMs(
      repeat, [&] { snapshot.reset(); }, [&] { snapshot = design.snapshot(); });
  const double deviceEditMs = bench::timedMs(repeat, [&] { edits.renameDevice(); });
  const double cableEditMs = bench::timedMs(repeat, [&] { edits.editCable(); });
  const double deviceEditSharedMs = bench::timedMs(
      repeat, [&] { snapshot = design.snapshot(); }, [&] { edits.renameDevice(); });
  const double cableEditSharedMs = bench::timedMs(
      repeat, [&] { snapshot = design.snapshot(); }, [&] { edits.editCable(); });
  snapshot.reset();

  std::unique_ptr<RecoverySlot> slot = RecoverySlot::create(store);
  RecoveryInfo info = slot->info();
  info.originalPath = original;
  info.writtenAt = QDateTime::currentDateTimeUtc();
  const DesignData frozen = design.snapshot();
  const double writeMs = bench::timedMs(repeat, [&] {
    store.writeDesign(slot->id(), frozen);
    store.writeInfo(slot->id(), info);
  });
  const double fileMiB = QFileInfo(slot->designPath()).size() / (1024.0 * 1024.0);
  slot.reset();  // as if the process had died: the files stay, the lock goes

  double claimMs = 0;
  double readMs = 0;
  double diffMs = 0;
  QString differences;
  {
    QElapsedTimer timer;
    timer.start();
    std::vector<std::unique_ptr<RecoverySlot>> orphans = store.claimOrphans();
    claimMs = timer.nsecsElapsed() / 1e6;
    timer.restart();
    Design recovered;
    DesignFile::load(orphans.front()->designPath(), recovered);
    Design onDisk;
    DesignFile::load(original, onDisk);
    readMs = timer.nsecsElapsed() / 1e6;
    timer.restart();
    differences = DesignDiff::compute(onDisk, recovered).toText();
    diffMs = timer.nsecsElapsed() / 1e6;
  }

  std::printf(
      "Autosave of %d GPUs: %lld racks, %lld devices, %lld cables; recovery file %.1f MiB\n", gpus,
      qlonglong(design.all<Rack>().size()), qlonglong(design.all<Device>().size()),
      qlonglong(design.all<Cable>().size()), fileMiB);
  std::printf("GUI thread, median of %d:\n", repeat);
  std::printf("  snapshot                                  %8.3f ms\n", snapshotMs);
  std::printf("  rename a device   / with a snapshot held  %8.3f ms / %8.3f ms\n", deviceEditMs,
              deviceEditSharedMs);
  std::printf("  edit a cable      / with a snapshot held  %8.3f ms / %8.3f ms\n", cableEditMs,
              cableEditSharedMs);
  std::printf("Worker: recovery file and sidecar            %8.1f ms\n", writeMs);
  std::printf("Next start: find %.1f ms, read both %.1f ms, diff %.1f ms (%s)\n", claimMs, readMs,
              diffMs, qPrintable(differences));
  return 0;
}
