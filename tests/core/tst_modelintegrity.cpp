// Model integrity: ten thousand random edits through the real undo commands on a generated
// rail-optimised fabric, then every edit undone (the saved bytes equal those of the start) and
// every edit redone (equal to those after the edits). On the way the relation indexes must agree
// with indexes rebuilt from the object tables, every reference must resolve, saved bytes must
// load and save again unchanged, a refused edit must leave no trace, and at checkpoints the
// incremental validation must equal a full validation run.
//
// The run is seeded and prints its seed. Environment variables replay and narrow a failure:
// RACKWRIGHT_INTEGRITY_SEED (the seed), RACKWRIGHT_INTEGRITY_EDITS (how many edits) and
// RACKWRIGHT_INTEGRITY_EVERY (steps between checkpoints; 1 checks after every edit). A failure
// names the seed and the first edit after which an invariant broke; when a checkpoint interval
// hides which edit that was, the run is repeated with a checkpoint after every edit of the
// suspect range.
#include "core/fileformat/designfile.h"
#include "core/planner/cablemapgenerator.h"
#include "core/planner/portbudget.h"
#include "core/validation/incrementalvalidator.h"
#include "core/validation/validator.h"
#include "support/integrityeditor.h"
#include "support/modelchecks.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QTest>
#include <QUndoStack>

#include <map>
#include <optional>

using namespace rackwright;
using rackwright::test::IntegrityEditor;
using rackwright::test::ModelChecks;

namespace {

constexpr quint32 kDefaultSeed = 20261201;
constexpr int kDefaultEdits = 10000;
constexpr int kDefaultEvery = 100;
/// Full validations (and reload round trips) are the costly checks: every this many checkpoints.
constexpr int kValidateEveryCheckpoints = 10;

int envInt(const char* name, int fallback) {
  bool ok = false;
  const int value = qEnvironmentVariableIntValue(name, &ok);
  return ok && value > 0 ? value : fallback;
}

/// 16 HGX servers with eight single-port adapters each, rail-optimised onto QM9700 leaves, two
/// tiers: racks, servers with adapters in bays, switches, a transceiver in every used cage and a
/// few hundred cables between their ports.
void generateFabric(Design& design) {
  const Catalog& catalog = Catalog::builtIn();
  PlanInputs in;
  in.servers = 16;
  in.linkRateGbps = 400;
  in.switchSpec = PortPlanner::switchSpecFromCatalog(*catalog.find(QStringLiteral("QM9700")), 400);
  in.serverSpec =
      PortPlanner::serverSpecFromCatalog(*catalog.find(QStringLiteral("HGX-8GPU-GENERIC")), 400);
  in.gpusPerServer = 8;
  in.railOptimized = true;
  in.tiers = 2;
  GeneratorOptions options;
  options.serversPerRack = 4;
  options.designName = QStringLiteral("Integrity fabric");
  CableMapGenerator::generate(PortPlanner::plan(in), options, catalog, design);
}

QByteArray digest(const QByteArray& bytes) {
  return QCryptographicHash::hash(bytes, QCryptographicHash::Sha1);
}

QString describe(const Finding& f) {
  return QStringLiteral("%1 %2 %3 [%4]%5")
      .arg(toString(f.severity), f.rule, f.location, f.key(),
           f.waived ? QStringLiteral(" waived") : QString());
}

/// What differs between the incremental findings and a full run (first few lines).
QString findingsDiff(const ValidationResult& got, const ValidationResult& full) {
  QStringList diff;
  for (const Finding& f : got.findings) {
    if (!full.findings.contains(f))
      diff << QStringLiteral("+ ") + describe(f);
  }
  for (const Finding& f : full.findings) {
    if (!got.findings.contains(f))
      diff << QStringLiteral("- ") + describe(f);
  }
  if (diff.isEmpty())
    diff << QStringLiteral("same findings; counts or order differ");
  return diff.mid(0, 8).join(QLatin1Char('\n'));
}

struct RunConfig {
  quint32 seed = kDefaultSeed;
  int edits = kDefaultEdits;
  int every = kDefaultEvery;
  /// Whether checkpoints also compare incremental with full validation (on by default;
  /// RACKWRIGHT_INTEGRITY_VALIDATE=0 turns it off). They found a pool thread reading a fiber
  /// part's maps through a reference into its run cache after the cache had grown (fixed in
  /// OpticalTracer's pathsFrom, docs/reliability.md, Model integrity).
  bool checkValidation = true;
  /// Steps checked after every edit (a narrowing re-run), 1-based and inclusive.
  int windowFrom = 0;
  int windowTo = -1;
};

struct Failure {
  int firstStep = 0;  ///< the first edit that may have broken the invariant (1-based)
  int lastStep = 0;   ///< and the last: equal when the edit is known
  QString message;
  QString firstStepText;  ///< kind and description of the first edit
};

struct RunStats {
  int devices = 0;
  int modules = 0;
  int cables = 0;
  int commands = 0;  ///< on the undo stack after the edits
  int checkpoints = 0;
  int validations = 0;
  qint64 editMs = 0;
  qint64 undoMs = 0;
  qint64 redoMs = 0;
  QStringList summary;
  QStringList neverApplied;
};

/// One complete run: generate, edit, undo everything, redo everything.
class IntegrityRun {
 public:
  explicit IntegrityRun(const RunConfig& config) : mConfig(config) {}

  std::optional<Failure> run(RunStats* stats) {
    std::optional<Failure> failure = runPhases(stats);
    if (failure && mEditor)
      failure->firstStepText = mEditor->stepText(failure->firstStep);
    return failure;
  }

 private:
  enum class Phase { Edits, Undo, Redo };

  std::optional<Failure> runPhases(RunStats* stats);
  bool checkpointAfter(int step) const {
    return step % mConfig.every == 0 || step == mConfig.edits ||
           (step >= mConfig.windowFrom && step <= mConfig.windowTo);
  }
  Failure stepsFailure(int first, int last, const QString& message) const {
    return Failure{qMax(1, first), qMax(qMax(1, first), last), message, {}};
  }
  /// The edits that made the commands at undo-stack positions [from, to].
  Failure commandsFailure(int from, int to, const QString& message) const {
    int first = mConfig.edits;
    int last = 1;
    for (int position = qMax(1, from); position <= to; ++position) {
      if (const int step = mEditor->firstStepOfCommand(position); step > 0)
        first = qMin(first, step);
      last = qMax(last, mEditor->lastStepOfCommand(position));
    }
    return stepsFailure(qMin(first, last), last, message);
  }
  /// While undoing (redoing), a state found wrong at `index` was broken by the commands between
  /// it and the last index found right above (below) it.
  Failure phaseFailure(Phase phase, int index, const QString& message) const {
    return phase == Phase::Undo ? commandsFailure(index + 1, mLastGoodIndex, message)
                                : commandsFailure(mLastGoodIndex + 1, index, message);
  }
  /// Compares the bytes with the state recorded at this undo-stack index, or records them.
  QString compareOrRecord(int step, const QByteArray& bytes);
  QStringList structuralProblems(const QByteArray& bytes, bool reload);
  QString validationProblem();

  RunConfig mConfig;
  Design mDesign;
  QUndoStack mStack;
  std::unique_ptr<IncrementalValidator> mIncremental;
  std::unique_ptr<IntegrityEditor> mEditor;
  struct Recorded {
    QByteArray digest;
    int step = 0;  ///< after which edit it was recorded
  };
  std::map<int, Recorded> mRecorded;  ///< undo-stack index → the design's digest there
  int mLastGoodIndex = 0;
  int mCheckpoints = 0;
  int mValidations = 0;
};

QString IntegrityRun::compareOrRecord(int step, const QByteArray& bytes) {
  const int index = mStack.index();
  const QByteArray d = digest(bytes);
  const auto it = mRecorded.find(index);
  if (it == mRecorded.end()) {
    mRecorded[index] = {d, step};
    return {};
  }
  if (it->second.digest == d)
    return {};
  return QStringLiteral(
             "at undo-stack index %1 the saved bytes differ from those recorded there "
             "after edit %2")
      .arg(index)
      .arg(it->second.step);
}

QStringList IntegrityRun::structuralProblems(const QByteArray& bytes, bool reload) {
  ++mCheckpoints;
  QStringList problems = ModelChecks::referenceProblems(mDesign);
  problems += ModelChecks::indexProblems(mDesign, mEditor->everyId());
  if (!problems.isEmpty() || !reload)
    return problems.mid(0, 6);
  Design copy;
  try {
    DesignFile::loadFromBytes(bytes, QStringLiteral("integrity.rackwright"), copy);
  } catch (const Error& e) {
    return {QStringLiteral("the saved bytes do not load: %1").arg(e.message())};
  }
  if (DesignFile::toBytes(copy) != bytes)
    problems << QStringLiteral("the reloaded copy saves different bytes");
  if (ModelChecks::indexDump(copy, mEditor->everyId()) !=
      ModelChecks::indexDump(mDesign, mEditor->everyId()))
    problems << QStringLiteral("the reloaded copy's indexes differ from the live design's");
  return problems;
}

QString IntegrityRun::validationProblem() {
  ++mValidations;
  mIncremental->update();
  const ValidationResult full = Validator::validateAll(mDesign);
  const ValidationResult got = mIncremental->result();
  if (got == full)
    return {};
  return QStringLiteral("incremental validation differs from a full run:\n%1")
      .arg(findingsDiff(got, full));
}

std::optional<Failure> IntegrityRun::runPhases(RunStats* stats) {
  generateFabric(mDesign);
  mIncremental = std::make_unique<IncrementalValidator>(mDesign);
  mIncremental->update();
  mEditor = std::make_unique<IntegrityEditor>(mDesign, mStack, mConfig.seed,
                                              [this] { return mIncremental->findings(); });
  const QByteArray startBytes = DesignFile::toBytes(mDesign);
  const ValidationResult startValidation = Validator::validateAll(mDesign);
  stats->devices = int(mDesign.all<Device>().size());
  stats->modules = int(mDesign.all<Module>().size());
  stats->cables = int(mDesign.all<Cable>().size());
  if (const QStringList problems = structuralProblems(startBytes, true); !problems.isEmpty())
    return Failure{0, 0, QStringLiteral("the generated design: ") + problems.join(u';'), {}};
  mRecorded[0] = {digest(startBytes), 0};

  // --- edits ---
  QElapsedTimer timer;
  timer.start();
  int checkpoints = 0;
  int lastChecked = 0;
  int lastValidated = 0;
  for (int step = 1; step <= mConfig.edits; ++step) {
    if (const QString problem = mEditor->step(step); !problem.isEmpty())
      return stepsFailure(step, step, problem);
    // The states recorded at this index and above belong to commands that are gone.
    if (mEditor->pushedThisStep())
      mRecorded.erase(mRecorded.lower_bound(mStack.index()), mRecorded.end());
    if (mConfig.checkValidation && mEditor->wantsIncrementalUpdate())
      mIncremental->update();
    if (!checkpointAfter(step))
      continue;
    ++checkpoints;
    const QByteArray bytes = DesignFile::toBytes(mDesign);
    const auto recorded = mRecorded.find(mStack.index());
    const int recordedAfter = recorded == mRecorded.end() ? step : recorded->second.step;
    if (const QString problem = compareOrRecord(step, bytes); !problem.isEmpty())
      return stepsFailure(recordedAfter + 1, step, problem);
    const bool deep = checkpoints % kValidateEveryCheckpoints == 0 || step == mConfig.edits;
    if (const QStringList problems = structuralProblems(bytes, deep); !problems.isEmpty())
      return stepsFailure(lastChecked + 1, step, problems.join(QStringLiteral("; ")));
    lastChecked = step;
    if (deep && mConfig.checkValidation) {
      if (const QString problem = validationProblem(); !problem.isEmpty())
        return stepsFailure(lastValidated + 1, step, problem);
      lastValidated = step;
    }
  }
  stats->editMs = timer.restart();
  const int editedIndex = mStack.index();
  const QByteArray editedBytes = DesignFile::toBytes(mDesign);
  const ValidationResult editedValidation = Validator::validateAll(mDesign);
  if (editedBytes == startBytes)
    return stepsFailure(1, mConfig.edits, QStringLiteral("the edits left the design unchanged"));

  // --- undo everything, then redo everything ---
  for (const Phase phase : {Phase::Undo, Phase::Redo}) {
    const bool undo = phase == Phase::Undo;
    const int target = undo ? 0 : editedIndex;
    const char* name = undo ? "undo" : "redo";
    mLastGoodIndex = mStack.index();
    int sinceDeep = 0;
    while (mStack.index() != target) {
      undo ? mStack.undo() : mStack.redo();
      const int index = mStack.index();
      if (!mRecorded.count(index) && index != target)
        continue;
      const QByteArray bytes = DesignFile::toBytes(mDesign);
      if (const QString problem = compareOrRecord(mConfig.edits, bytes); !problem.isEmpty())
        return phaseFailure(phase, index, QStringLiteral("%1: %2").arg(name, problem));
      const bool deep = ++sinceDeep % kValidateEveryCheckpoints == 0 || index == target;
      if (const QStringList problems = structuralProblems(bytes, deep); !problems.isEmpty()) {
        return phaseFailure(
            phase, index, QStringLiteral("%1: %2").arg(name, problems.join(QStringLiteral("; "))));
      }
      mLastGoodIndex = index;
    }
    const QByteArray bytes = DesignFile::toBytes(mDesign);
    if (bytes != (undo ? startBytes : editedBytes)) {
      return phaseFailure(phase, target,
                          undo ? QStringLiteral("after undoing every edit the saved bytes differ "
                                                "from those of the start")
                               : QStringLiteral("after redoing every edit the saved bytes differ "
                                                "from those after the edits"));
    }
    if (const QString problem = validationProblem(); !problem.isEmpty())
      return commandsFailure(1, editedIndex, QStringLiteral("%1: %2").arg(name, problem));
    if (Validator::validateAll(mDesign) != (undo ? startValidation : editedValidation)) {
      return commandsFailure(1, editedIndex,
                             QStringLiteral("%1: the validation differs from that of the same "
                                            "state before")
                                 .arg(name));
    }
    (undo ? stats->undoMs : stats->redoMs) = timer.restart();
  }
  stats->commands = editedIndex;
  stats->checkpoints = mCheckpoints;
  stats->validations = mValidations;
  stats->summary = mEditor->summary();
  stats->neverApplied = mEditor->kindsNeverApplied();
  return std::nullopt;
}

}  // namespace

class TestModelIntegrity : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void randomEditsUndoAndRedoExactly();
};

void TestModelIntegrity::randomEditsUndoAndRedoExactly() {
  RunConfig config;
  config.seed = quint32(envInt("RACKWRIGHT_INTEGRITY_SEED", int(kDefaultSeed)));
  config.edits = envInt("RACKWRIGHT_INTEGRITY_EDITS", kDefaultEdits);
  config.every = envInt("RACKWRIGHT_INTEGRITY_EVERY", kDefaultEvery);
  config.checkValidation = envInt("RACKWRIGHT_INTEGRITY_VALIDATE", 1) != 0;
  qInfo(
      "model integrity: seed %u (replay with RACKWRIGHT_INTEGRITY_SEED=%u), %d edits, a "
      "checkpoint every %d",
      config.seed, config.seed, config.edits, config.every);

  RunStats stats;
  std::optional<Failure> failure = IntegrityRun(config).run(&stats);
  if (failure && failure->firstStep < failure->lastStep) {
    // Repeat with a checkpoint after every edit of the suspect range to name the first one.
    RunConfig narrow = config;
    narrow.windowFrom = failure->firstStep;
    narrow.windowTo = failure->lastStep;
    RunStats ignored;
    if (std::optional<Failure> precise = IntegrityRun(narrow).run(&ignored))
      failure = precise;
  }
  if (failure) {
    const QString range =
        failure->lastStep > failure->firstStep
            ? QStringLiteral(" (or one of the edits up to %1)").arg(failure->lastStep)
            : QString();
    QFAIL(qPrintable(QStringLiteral("seed %1: the invariant broke after edit %2 [%3]%4: %5")
                         .arg(config.seed)
                         .arg(failure->firstStep)
                         .arg(failure->firstStepText, range, failure->message)));
  }
  qInfo(
      "generated fabric: %d devices, %d modules, %d cables; %d commands on the undo stack "
      "after the edits; %d checkpoints, %d validations; edits %lld ms, undo all %lld ms, redo "
      "all %lld ms",
      stats.devices, stats.modules, stats.cables, stats.commands, stats.checkpoints,
      stats.validations, stats.editMs, stats.undoMs, stats.redoMs);
  for (const QString& line : std::as_const(stats.summary))
    qInfo("  %s", qPrintable(line));
  QVERIFY2(stats.cables >= 200, "the generated fabric should have a few hundred cables");
  if (config.edits >= kDefaultEdits) {
    QVERIFY2(stats.neverApplied.isEmpty(),
             qPrintable(QStringLiteral("never applied: ") + stats.neverApplied.join(u',')));
  }
}

QTEST_GUILESS_MAIN(TestModelIntegrity)
#include "tst_modelintegrity.moc"
