#include "autosaver.h"

#include "core/common/error.h"
#include "core/common/workpool.h"
#include "core/model/design.h"
#include "documentcontroller.h"

#include <spdlog/spdlog.h>

#include <QCoreApplication>
#include <QSettings>
#include <QSysInfo>
#include <QUndoStack>
#include <QtConcurrent>

#include <exception>

namespace rackwright::ui {

namespace {

// A day: anything longer is as good as off, and the timer's milliseconds stay far from overflow.
constexpr int kMaxIntervalSeconds = 24 * 60 * 60;

}  // namespace

QString Autosaver::intervalKey() {
  return QStringLiteral("recovery/autosaveIntervalSeconds");
}

int Autosaver::savedIntervalSeconds() {
  bool ok = false;
  const int seconds = QSettings().value(intervalKey(), kDefaultIntervalSeconds).toInt(&ok);
  return ok ? std::clamp(seconds, 0, kMaxIntervalSeconds) : kDefaultIntervalSeconds;
}

void Autosaver::saveIntervalSeconds(int seconds) {
  QSettings().setValue(intervalKey(), std::clamp(seconds, 0, kMaxIntervalSeconds));
}

Autosaver::Autosaver(DocumentController* document, RecoveryStore store, QObject* parent)
    : QObject(parent), mDocument(document), mStore(std::move(store)) {
  mIdleTimer.setSingleShot(true);
  mIdleTimer.setInterval(kIdleDelayMs);
  connect(&mIdleTimer, &QTimer::timeout, this, [this] { writeNow(); });
  connect(&mIntervalTimer, &QTimer::timeout, this, [this] { writeNow(); });
  connect(&mWatcher, &QFutureWatcher<QString>::finished, this, &Autosaver::onWriteFinished);

  connect(document, &DocumentController::documentReplaced, this, [this] {
    // The previous document was saved or its changes were discarded: its recovery file goes.
    discard();
    attachDesign();
  });
  connect(document, &DocumentController::modifiedChanged, this, &Autosaver::onModifiedChanged);
  connect(&document->undoStack(), &QUndoStack::indexChanged, this, [this] {
    ++mGeneration;
    ++mCommandsSinceWrite;
    if (mObjectsSinceWrite >= kLargeEditObjects || mCommandsSinceWrite >= kLargeEditCommands)
      mIdleTimer.start();  // restarted by every further command: written once editing pauses
  });
  attachDesign();
  reloadSettings();
}

Autosaver::~Autosaver() {
  mIntervalTimer.stop();
  mIdleTimer.stop();
  if (isWriting()) {
    mCancelWrite->store(true);
    mWatcher.waitForFinished();
  }
  // A window that goes away normally takes its recovery file along; only a crash or a kill,
  // which never get here, leave one behind.
  if (mSlot)
    mSlot->discard();
}

void Autosaver::reloadSettings() {
  mIntervalSeconds = savedIntervalSeconds();
  if (mIntervalSeconds == 0) {
    mIntervalTimer.stop();
    mIdleTimer.stop();
    discard();
    return;
  }
  if (!mStopped)
    mIntervalTimer.start(mIntervalSeconds * 1000);
}

void Autosaver::takeOver(std::unique_ptr<RecoverySlot> slot) {
  if (isWriting()) {
    // The write in flight is for the entry being replaced: finish it before swapping, so that
    // removing the old entry cannot touch the new one.
    mCancelWrite->store(true);
    mWatcher.waitForFinished();
    mDiscardAfterWrite = false;
  }
  discard();
  mSlot = std::move(slot);
  mIdleTimer.stop();
  mObjectsSinceWrite = 0;
  mCommandsSinceWrite = 0;
  mWrittenGeneration = mGeneration;
}

QString Autosaver::recoveryFile() const {
  return mSlot && mSlot->hasDesign() ? mSlot->designPath() : QString();
}

void Autosaver::stop() {
  mStopped = true;
  mIntervalTimer.stop();
  discard();
}

bool Autosaver::writeNow() {
  if (mStopped || !mDocument || !mDesign || mIntervalSeconds == 0)
    return false;
  if (!mDocument->isModified() || isUpToDate())
    return false;
  if (mDocument->isBusy() || isWriting()) {
    // A load replaces the design and a save makes the write unnecessary; look again soon.
    mIdleTimer.start();
    return false;
  }
  if (!mSlot) {
    try {
      mSlot = RecoverySlot::create(mStore);
    } catch (const Error& e) {
      spdlog::warn("Autosave: {}", e.message().toStdString());
      if (!std::exchange(mReportedFailure, true))
        Q_EMIT writeFailed(e.message());
      return false;
    }
  }
  RecoveryInfo info = mSlot->info();
  // A taken-over entry names the process that crashed: it belongs to this one now.
  info.pid = QCoreApplication::applicationPid();
  info.instance = RecoveryStore::instanceId();
  info.host = QSysInfo::machineHostName();
  info.originalPath = mDocument->filePath();
  info.designName = mDesign->info().name;
  info.writtenAt = QDateTime::currentDateTimeUtc();
  // Implicitly shared: this costs reference counts now, and the live design copies a table only
  // when the user edits it while the worker still reads the snapshot.
  DesignData snapshot = mDesign->snapshot();
  mWritingGeneration = mGeneration;
  mObjectsSinceWrite = 0;
  mCommandsSinceWrite = 0;
  mIdleTimer.stop();
  auto cancel = std::make_shared<std::atomic<bool>>(false);
  mCancelWrite = cancel;
  const RecoveryStore store = mStore;
  const QString id = mSlot->id();
  mWatcher.setFuture(QtConcurrent::run(
      workPool(), [store, id, snapshot = std::move(snapshot), info, cancel]() -> QString {
        try {
          store.writeDesign(id, snapshot, [&cancel](int) { return !cancel->load(); });
          // The sidecar goes second: a sidecar always describes a complete design file.
          store.writeInfo(id, info);
        } catch (const CancelledError&) {
          return {};
        } catch (const Error& e) {
          return e.message();
        } catch (const std::exception& e) {
          return QString::fromUtf8(e.what());
        }
        return {};
      }));
  return true;
}

void Autosaver::attachDesign() {
  if (mDesign)
    disconnect(mDesign, nullptr, this, nullptr);
  mDesign = mDocument ? &mDocument->design() : nullptr;
  ++mGeneration;
  mWrittenGeneration = mGeneration;  // freshly opened or new: nothing unsaved yet
  mObjectsSinceWrite = 0;
  mCommandsSinceWrite = 0;
  if (!mDesign)
    return;
  const auto count = [this] { ++mObjectsSinceWrite; };
  connect(mDesign, &Design::objectAdded, this, count);
  connect(mDesign, &Design::objectRemoved, this, count);
  connect(mDesign, &Design::objectChanged, this, count);
  connect(mDesign, &Design::infoChanged, this, count);
  connect(mDesign, &Design::designReset, this, [this] { mObjectsSinceWrite += kLargeEditObjects; });
}

void Autosaver::onModifiedChanged(bool modified) {
  if (!modified) {
    // Saved, or undone back to the saved state: the file on disk holds everything.
    discard();
    return;
  }
  if (isUpToDate() && mCommandsSinceWrite == 0) {
    // Unsaved work that no command made: a design generated by the planner. It is all new.
    ++mGeneration;
    mIdleTimer.start();
  }
}

void Autosaver::onWriteFinished() {
  const QString error = mWatcher.result();
  const bool cancelled = mCancelWrite && mCancelWrite->load();
  if (mDiscardAfterWrite) {
    mDiscardAfterWrite = false;
    if (mSlot)
      mSlot->discard();
    return;
  }
  if (cancelled)
    return;
  if (!error.isEmpty()) {
    spdlog::warn("Autosave of {} failed: {}", mSlot->designPath().toStdString(),
                 error.toStdString());
    if (!std::exchange(mReportedFailure, true))
      Q_EMIT writeFailed(error);
    return;
  }
  mReportedFailure = false;
  mWrittenGeneration = mWritingGeneration;
  spdlog::debug("Autosave wrote {}.", mSlot->designPath().toStdString());
  Q_EMIT written(mSlot->designPath());
}

void Autosaver::discard() {
  mIdleTimer.stop();
  mWrittenGeneration = mGeneration;
  mObjectsSinceWrite = 0;
  mCommandsSinceWrite = 0;
  if (!mSlot)
    return;
  if (isWriting()) {
    // The worker may be renaming its file into place right now: remove once it is done.
    mCancelWrite->store(true);
    mDiscardAfterWrite = true;
    return;
  }
  mSlot->discard();
}

}  // namespace rackwright::ui
