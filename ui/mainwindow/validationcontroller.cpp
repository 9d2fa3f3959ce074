#include "validationcontroller.h"

#include "core/common/workpool.h"

#include <spdlog/spdlog.h>

#include <QElapsedTimer>
#include <QTimer>
#include <QUndoStack>
#include <QtConcurrent>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace rackwright::ui {

ValidationController::ValidationController(QObject* parent)
    : QObject(parent), mTimer(new QTimer(this)), mWatcher(new QFutureWatcher<FirstRun>(this)) {
  connect(mWatcher, &QFutureWatcher<FirstRun>::finished, this, [this] {
    if (!mRunning)
      return;  // the empty future set below reports itself finished too
    mRunning = false;
    if (!mWatcher->isCanceled() && mWatcher->future().resultCount() > 0)
      adoptFirstRun(mWatcher->result());
    // The future's result store holds the first run's baseline, with the snapshot it validated,
    // for as long as the watcher watches it: at 131,072 GPUs that is a copy of the design's
    // state nobody reads any more once adopted.
    mWatcher->setFuture(QFuture<FirstRun>());
    releaseFreedMemory();
    Q_EMIT busyChanged(false);
  });
  mTimer->setSingleShot(true);
  mTimer->setInterval(kDebounceMs);
  connect(mTimer, &QTimer::timeout, this, &ValidationController::updateNow);
}

void ValidationController::releaseFreedMemory() {
#ifdef __GLIBC__
  // The first run's results were made on the pool's threads, in their malloc arenas, and freed
  // once filed; glibc keeps such pages mapped. At 131,072 GPUs that is some 100 MiB the window
  // would go on holding for nothing. Trimming walks a heap of a gigabyte: not on this thread.
  workPool()->start([] { malloc_trim(0); });
#endif
}

ValidationController::~ValidationController() {
  waitForBackground();
}

void ValidationController::waitForBackground() {
  if (!mRunning)
    return;
  mWatcher->waitForFinished();
  // The finished signal is queued; deliver it now so that the state is settled.
  QCoreApplication::sendPostedEvents(mWatcher);
}

void ValidationController::setDesign(Design* design, QUndoStack* stack) {
  if (mDesign)
    disconnect(mDesign, nullptr, this, nullptr);
  // A first run for the old design reads its own snapshot; let it end (one run at a time) and
  // drop its result (mGeneration).
  if (mRunning) {
    mWatcher->waitForFinished();
    mRunning = false;
    Q_EMIT busyChanged(false);
  }
  mValidator.reset();
  ++mGeneration;
  mInitialized = false;
  mDesign = design;
  mResult = ValidationResult{};
  if (stack) {
    disconnect(stack, nullptr, this, nullptr);
    connect(stack, &QUndoStack::indexChanged, this, &ValidationController::schedule);
  }
  if (!design) {
    mTimer->stop();
    Q_EMIT resultChanged(mResult);
    return;
  }
  Q_EMIT resultChanged(mResult);
  mValidator = std::make_unique<IncrementalValidator>(*design);
  // Edits that bypass the stack (a load's reset) still count.
  connect(design, &Design::objectAdded, this, &ValidationController::schedule);
  connect(design, &Design::objectChanged, this, &ValidationController::schedule);
  connect(design, &Design::objectRemoved, this, &ValidationController::schedule);
  connect(design, &Design::designReset, this, &ValidationController::schedule);
  schedule();
}

bool ValidationController::updatePending() const {
  return mTimer->isActive();
}

void ValidationController::schedule() {
  mTimer->start();
}

void ValidationController::updateNow() {
  mTimer->stop();
  if (!mValidator || mRunning)
    return;
  if (!mInitialized && mDesign && mDesign->objectCount() > kBackgroundThreshold) {
    // The worker validates a snapshot, which nothing edits; the live design stays editable, and
    // its validator records the edits made meanwhile.
    mRunning = true;
    Q_EMIT busyChanged(true);
    mWatcher->setFuture(QtConcurrent::run(
        workPool(), [snapshot = mDesign->snapshot(), generation = mGeneration]() mutable {
          QElapsedTimer clock;
          clock.start();
          FirstRun run;
          run.baseline = IncrementalValidator::ofSnapshot(std::move(snapshot), InfoDetail::None);
          run.baseline->update();
          run.elapsedMs = clock.nsecsElapsed() / 1e6;
          run.generation = generation;
          return run;
        }));
    return;
  }
  QElapsedTimer clock;
  clock.start();
  mValidator->update();
  mInitialized = true;
  publish(clock.nsecsElapsed() / 1e6);
}

QVector<Finding> ValidationController::infosAbout(const QSet<ObjectId>& objects) const {
  if (!mValidator || !mInitialized)
    return {};
  return mValidator->infosAbout(objects);
}

QVector<Finding> ValidationController::infosOf(const QString& rule, int limit) const {
  if (!mValidator || !mInitialized)
    return {};
  return mValidator->infosOf(rule, limit);
}

void ValidationController::adoptFirstRun(const FirstRun& run) {
  if (!mValidator || !run.baseline || run.generation != mGeneration)
    return;
  mValidator->adopt(*run.baseline);
  mInitialized = true;
  QElapsedTimer clock;
  clock.start();
  // The edits made while the worker ran.
  if (mValidator->hasPendingChanges())
    mValidator->update();
  publish(run.elapsedMs + clock.nsecsElapsed() / 1e6, true);
}

void ValidationController::publish(double elapsedMs, bool force) {
  if (!mValidator)
    return;
  mLastUpdateMs = elapsedMs;
  const auto stats = mValidator->lastUpdateStats();
  spdlog::debug("Live validation: {} of {} scopes in {:.1f} ms", stats.scopesRun, stats.scopesTotal,
                mLastUpdateMs);
  // Building the result copies every finding of the design; skip it when nothing changed.
  if (!stats.findingsChanged && !force)
    return;
  ValidationResult result = mValidator->result();
  if (result == mResult)
    return;
  mResult = std::move(result);
  Q_EMIT resultChanged(mResult);
}

}  // namespace rackwright::ui
