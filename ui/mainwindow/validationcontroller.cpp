#include "validationcontroller.h"

#include <spdlog/spdlog.h>

#include <QElapsedTimer>
#include <QTimer>
#include <QUndoStack>
#include <QtConcurrent>

namespace rackwright::ui {

ValidationController::ValidationController(QObject* parent)
    : QObject(parent), mTimer(new QTimer(this)), mWatcher(new QFutureWatcher<double>(this)) {
  connect(mWatcher, &QFutureWatcher<double>::finished, this, [this] {
    mRunning = false;
    mInitialized = true;
    publish(mWatcher->result());
    Q_EMIT busyChanged(false);
    if (mValidator && mValidator->hasPendingChanges())
      schedule();
  });
  mTimer->setSingleShot(true);
  mTimer->setInterval(kDebounceMs);
  connect(mTimer, &QTimer::timeout, this, &ValidationController::updateNow);
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
  // A worker may still read the old design through the validator.
  if (mRunning) {
    mWatcher->waitForFinished();
    mRunning = false;
    Q_EMIT busyChanged(false);
  }
  mValidator.reset();
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
    // Edits are held back (busyChanged) until the worker is done, so it reads a design that
    // does not change under it.
    mRunning = true;
    Q_EMIT busyChanged(true);
    IncrementalValidator* validator = mValidator.get();
    mWatcher->setFuture(QtConcurrent::run([validator] {
      QElapsedTimer clock;
      clock.start();
      validator->update();
      return clock.nsecsElapsed() / 1e6;
    }));
    return;
  }
  QElapsedTimer clock;
  clock.start();
  mValidator->update();
  mInitialized = true;
  publish(clock.nsecsElapsed() / 1e6);
}

void ValidationController::publish(double elapsedMs) {
  if (!mValidator)
    return;
  mLastUpdateMs = elapsedMs;
  const auto stats = mValidator->lastUpdateStats();
  spdlog::debug("Live validation: {} of {} scopes in {:.1f} ms", stats.scopesRun, stats.scopesTotal,
                mLastUpdateMs);
  // Building the result copies every finding of the design; skip it when nothing changed.
  if (!stats.findingsChanged)
    return;
  ValidationResult result = mValidator->result();
  if (result == mResult)
    return;
  mResult = std::move(result);
  Q_EMIT resultChanged(mResult);
}

}  // namespace rackwright::ui
