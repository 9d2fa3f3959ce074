#include "validationcontroller.h"

#include <spdlog/spdlog.h>

#include <QElapsedTimer>
#include <QTimer>
#include <QUndoStack>

namespace rackwright::ui {

ValidationController::ValidationController(QObject* parent)
    : QObject(parent), mTimer(new QTimer(this)) {
  mTimer->setSingleShot(true);
  mTimer->setInterval(kDebounceMs);
  connect(mTimer, &QTimer::timeout, this, &ValidationController::updateNow);
}

ValidationController::~ValidationController() = default;

void ValidationController::setDesign(Design* design, QUndoStack* stack) {
  if (mDesign)
    disconnect(mDesign, nullptr, this, nullptr);
  mValidator.reset();
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
  if (!mValidator)
    return;
  QElapsedTimer clock;
  clock.start();
  mValidator->update();
  ValidationResult result = mValidator->result();
  mLastUpdateMs = clock.nsecsElapsed() / 1e6;
  const auto stats = mValidator->lastUpdateStats();
  spdlog::debug("Live validation: {} of {} scopes in {:.1f} ms", stats.scopesRun, stats.scopesTotal,
                mLastUpdateMs);
  if (result == mResult)
    return;
  mResult = std::move(result);
  Q_EMIT resultChanged(mResult);
}

}  // namespace rackwright::ui
