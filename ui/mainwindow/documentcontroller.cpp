#include "documentcontroller.h"

#include "core/common/error.h"
#include "core/common/workpool.h"
#include "core/fileformat/designrepair.h"
#include "core/fileformat/formatversions.h"
#include "progresspopup.h"
#include "userprompts.h"

#include <spdlog/spdlog.h>

#include <QCoroFuture>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSettings>
#include <QTimer>
#include <QUndoStack>
#include <QWidget>
#include <QtConcurrent>

#include <atomic>
#include <exception>

namespace rackwright::ui {

namespace {

const QString kDesignSuffix = QStringLiteral("rackwright");
const QString kLastDirectoryKey = QStringLiteral("files/lastDirectory");

// The dialog appears only for operations that take noticeably long; quick ones never flash it.
constexpr int kProgressDialogDelayMs = 400;
constexpr int kProgressPollMs = 50;

// Coroutines here are always called in a statement of their own and the returned task is
// awaited afterwards: GCC 12 destroys some temporaries twice (a lambda converted to a
// std::function argument, for one) when the call sits inside the co_await expression.

}  // namespace

/// Shared between the GUI thread and the worker: the worker writes progress, the GUI writes the
/// cancel request. Plain atomics, so neither side waits for the other.
struct DocumentController::WorkerState {
  std::atomic<int> percent{0};
  std::atomic<bool> cancelRequested{false};
};

/// What a worker produced. Errors are captured here instead of crossing the thread boundary as
/// exceptions, so the GUI side handles every outcome in one place.
struct DocumentController::Outcome {
  std::unique_ptr<Design> design;  ///< loads only; already moved to the GUI thread
  DesignFile::LoadReport report;
  QString error;
  bool cancelled = false;
};

DocumentController::DocumentController(QWidget* window, UserPrompts* prompts)
    : QObject(window),
      mWindow(window),
      mPrompts(prompts),
      mDesign(std::make_unique<Design>()),
      mUndoStack(new QUndoStack(this)) {
  connect(mUndoStack, &QUndoStack::cleanChanged, this,
          [this](bool clean) { Q_EMIT modifiedChanged(!clean || mNeverSaved); });
}

DocumentController::~DocumentController() {
  // A save worker reads mDesign; it must be done before the design goes away.
  if (mWork) {
    mWork->cancelRequested = true;
    mWorkFuture.waitForFinished();
  }
  // The commands refer to the design; they go first.
  delete mUndoStack;
}

QString DocumentController::displayName() const {
  return mFilePath.isEmpty() ? tr("Untitled") : QFileInfo(mFilePath).fileName();
}

bool DocumentController::isModified() const {
  return !mUndoStack->isClean() || mNeverSaved;
}

QString DocumentController::withDesignSuffix(const QString& path) {
  if (path.isEmpty() || QFileInfo(path).suffix() == kDesignSuffix)
    return path;
  return path + QLatin1Char('.') + kDesignSuffix;
}

DocumentController::DiscardDecision DocumentController::askBeforeDiscard() {
  if (!isModified())
    return DiscardDecision::Proceed;
  switch (mPrompts->askUnsavedChanges(mWindow, displayName())) {
    case UserPrompts::UnsavedChoice::Save:
      return DiscardDecision::SaveFirst;
    case UserPrompts::UnsavedChoice::Discard:
      return DiscardDecision::Proceed;
    case UserPrompts::UnsavedChoice::Cancel:
      break;
  }
  return DiscardDecision::Cancel;
}

QCoro::Task<bool> DocumentController::confirmDiscard() {
  switch (askBeforeDiscard()) {
    case DiscardDecision::Proceed:
      co_return true;
    case DiscardDecision::SaveFirst: {
      QCoro::Task<bool> saving = save();
      co_return co_await saving;
    }
    case DiscardDecision::Cancel:
      break;
  }
  co_return false;
}

void DocumentController::newDocument() {
  if (isBusy())
    return;
  adopt(std::make_unique<Design>(), QString());
  spdlog::info("Started a new design.");
}

void DocumentController::adoptNew(std::unique_ptr<Design> design) {
  if (isBusy() || !design)
    return;
  adopt(std::move(design), QString());
  mNeverSaved = true;
  Q_EMIT modifiedChanged(true);
  spdlog::info("Adopted a generated design.");
}

void DocumentController::adoptRecovered(std::unique_ptr<Design> design,
                                        const QString& originalPath) {
  if (isBusy() || !design)
    return;
  adopt(std::move(design), originalPath);
  mNeverSaved = true;
  Q_EMIT modifiedChanged(true);
  spdlog::info("Restored a recovered design of {}.", originalPath.isEmpty()
                                                         ? std::string("an untitled design")
                                                         : originalPath.toStdString());
}

QCoro::Task<bool> DocumentController::load(QString path) {
  if (isBusy() || path.isEmpty())
    co_return false;
  path = QFileInfo(path).absoluteFilePath();
  QPointer<DocumentController> self(this);
  // A file the normal load refuses for problems of single objects comes back with the objects
  // set aside into a quarantine section (report.repairs lists them); the user decides below.
  QCoro::Task<OutcomePtr> task = runInBackground(tr("Opening %1…").arg(QFileInfo(path).fileName()),
                                                 loadWork(path, RepairMode::Quarantine));
  OutcomePtr outcome = co_await task;
  if (!self)
    co_return false;
  const QString fileName = QFileInfo(path).fileName();
  if (outcome->cancelled) {
    Q_EMIT statusMessage(tr("Opening %1 was cancelled.").arg(fileName));
    co_return false;
  }
  if (!outcome->error.isEmpty()) {
    spdlog::warn("Opening {} failed: {}", path.toStdString(), outcome->error.toStdString());
    mPrompts->showError(mWindow, tr("Cannot open design"), outcome->error);
    co_return false;
  }
  const bool repaired = !outcome->report.repairs.isEmpty();
  if (repaired) {
    QStringList problems;
    for (const DesignFile::RepairAction& action : std::as_const(outcome->report.repairs))
      problems << action.describe();
    const UserPrompts::RepairChoice choice =
        mPrompts->askOpenWithRepair(mWindow, fileName, problems);
    if (choice == UserPrompts::RepairChoice::Cancel) {
      Q_EMIT statusMessage(tr("%1 was not opened.").arg(fileName));
      co_return false;
    }
    if (choice == UserPrompts::RepairChoice::Drop) {
      QCoro::Task<OutcomePtr> dropping =
          runInBackground(tr("Opening %1…").arg(fileName), loadWork(path, RepairMode::Drop));
      outcome = co_await dropping;
      if (!self || outcome->cancelled)
        co_return false;
      if (!outcome->error.isEmpty()) {
        mPrompts->showError(mWindow, tr("Cannot open design"), outcome->error);
        co_return false;
      }
      QStringList report;
      for (const DesignFile::RepairAction& action : std::as_const(outcome->report.repairs))
        report << action.toString();
      mPrompts->showRepairReport(mWindow, fileName, report);
    }
    for (const DesignFile::RepairAction& action : std::as_const(outcome->report.repairs))
      spdlog::warn("Repair of {}: {}", path.toStdString(), action.toString().toStdString());
  }
  for (const QString& line : outcome->report.migrationLog) {
    spdlog::info("Migration of {}: {}", path.toStdString(), line.toStdString());
  }
  for (const QString& warning : outcome->report.warnings) {
    spdlog::warn("{}", warning.toStdString());
  }
  adopt(std::move(outcome->design), path);
  if (repaired) {
    // The repaired design differs from the file: it is unsaved work, written only when the user
    // saves it.
    mNeverSaved = true;
    Q_EMIT modifiedChanged(true);
  }
  QSettings().setValue(kLastDirectoryKey, QFileInfo(path).absolutePath());
  Q_EMIT fileUsed(path);
  QString message = tr("Opened %1.").arg(displayName());
  const int writtenVersion = formatVersionNeeded(*mDesign);
  if (outcome->report.originalFormatVersion < writtenVersion) {
    message +=
        QLatin1Char(' ') + tr("It was converted from file format %1; saving writes format %2.")
                               .arg(outcome->report.originalFormatVersion)
                               .arg(writtenVersion);
  }
  if (repaired) {
    message += QLatin1Char(' ') + tr("%n problem(s) repaired; the file changes only when you save.",
                                     nullptr, int(outcome->report.repairs.size()));
  }
  if (!outcome->report.warnings.isEmpty()) {
    message += QLatin1Char(' ') +
               tr("Warnings written to the log: %1.").arg(outcome->report.warnings.size());
  }
  Q_EMIT statusMessage(message);
  co_return true;
}

DocumentController::Work DocumentController::loadWork(const QString& path, RepairMode mode) {
  return [path, mode](Outcome& result, const ProgressCallback& progress) {
    auto design = std::make_unique<Design>();
    result.report = DesignRepair::load(path, *design, mode, progress);
    // Created without a parent on this worker; the window adopts it on the GUI thread.
    design->moveToThread(QCoreApplication::instance()->thread());
    result.design = std::move(design);
  };
}

QCoro::Task<bool> DocumentController::save() {
  QCoro::Task<bool> task = mFilePath.isEmpty() ? saveAs() : saveTo(mFilePath);
  co_return co_await task;
}

QCoro::Task<bool> DocumentController::saveAs(QString path) {
  if (isBusy())
    co_return false;
  if (path.isEmpty()) {
    QString suggested = mFilePath;
    if (suggested.isEmpty()) {
      const QString dir = QSettings().value(kLastDirectoryKey, QDir::homePath()).toString();
      QString base = mDesign->info().name.trimmed();
      base.replace(QRegularExpression(QStringLiteral("[/\\\\:*?\"<>|]")), QStringLiteral("-"));
      if (base.isEmpty())
        base = tr("untitled");
      suggested = QDir(dir).filePath(withDesignSuffix(base));
    }
    path = mPrompts->askSaveFileName(mWindow, suggested);
    if (path.isEmpty())
      co_return false;
  }
  QCoro::Task<bool> task = saveTo(withDesignSuffix(path));
  co_return co_await task;
}

QCoro::Task<bool> DocumentController::saveTo(QString path) {
  if (isBusy())
    co_return false;
  path = QFileInfo(path).absoluteFilePath();
  QPointer<DocumentController> self(this);
  const Design* design = mDesign.get();
  QCoro::Task<OutcomePtr> task =
      runInBackground(tr("Saving %1…").arg(QFileInfo(path).fileName()),
                      [design, path](Outcome&, const ProgressCallback& progress) {
                        DesignFile::save(*design, path, progress);
                      });
  const OutcomePtr outcome = co_await task;
  if (!self)
    co_return false;
  if (outcome->cancelled) {
    Q_EMIT statusMessage(
        tr("Saving was cancelled; %1 on disk is unchanged.").arg(QFileInfo(path).fileName()));
    co_return false;
  }
  if (!outcome->error.isEmpty()) {
    spdlog::warn("Saving {} failed: {}", path.toStdString(), outcome->error.toStdString());
    mPrompts->showError(mWindow, tr("Cannot save design"), outcome->error);
    co_return false;
  }
  setFilePath(path);
  mNeverSaved = false;
  mUndoStack->setClean();
  Q_EMIT modifiedChanged(false);
  QSettings().setValue(kLastDirectoryKey, QFileInfo(path).absolutePath());
  Q_EMIT fileUsed(path);
  Q_EMIT statusMessage(tr("Saved %1.").arg(displayName()));
  co_return true;
}

void DocumentController::cancelOperation() {
  if (mWork)
    mWork->cancelRequested = true;
}

QCoro::Task<DocumentController::OutcomePtr> DocumentController::runInBackground(QString label,
                                                                                Work work) {
  auto state = std::make_shared<WorkerState>();
  mWork = state;
  Q_EMIT busyChanged(true);

  QFuture<OutcomePtr> future = QtConcurrent::run(workPool(), [state, work = std::move(work)]() {
    auto outcome = std::make_shared<Outcome>();
    const ProgressCallback progress = [&state](int percent) {
      state->percent = percent;
      return !state->cancelRequested.load();
    };
    try {
      work(*outcome, progress);
    } catch (const CancelledError&) {
      outcome->cancelled = true;
    } catch (const Error& e) {
      outcome->error = e.message();
    } catch (const std::exception& e) {
      outcome->error = tr("Unexpected error: %1. Please report this as a bug, with the log file.")
                           .arg(QString::fromUtf8(e.what()));
    }
    return outcome;
  });
  mWorkFuture = future;

  QPointer<ProgressPopup> popup = new ProgressPopup(label, kProgressDialogDelayMs, mWindow.data());
  connect(popup, &ProgressPopup::cancelRequested, popup,
          [state] { state->cancelRequested = true; });
  auto* poll = new QTimer(popup);
  connect(poll, &QTimer::timeout, popup, [state, popup] {
    if (popup)
      popup->setPercent(state->percent.load());
  });
  poll->start(kProgressPollMs);

  QPointer<DocumentController> self(this);
  OutcomePtr outcome = co_await future;
  delete popup.data();
  if (self) {
    mWork.reset();
    mWorkFuture = QFuture<OutcomePtr>();
    Q_EMIT busyChanged(false);
  }
  co_return outcome;
}

void DocumentController::adopt(std::unique_ptr<Design> design, const QString& path) {
  // The commands on the stack refer to the old design: drop them before it goes.
  mUndoStack->clear();
  mNeverSaved = false;
  std::unique_ptr<Design> old = std::exchange(mDesign, std::move(design));
  setFilePath(path);
  Q_EMIT documentReplaced();
  old.reset();
  mUndoStack->setClean();
  Q_EMIT modifiedChanged(false);
}

void DocumentController::setFilePath(const QString& path) {
  if (path == mFilePath)
    return;
  mFilePath = path;
  Q_EMIT filePathChanged(path);
}

}  // namespace rackwright::ui
