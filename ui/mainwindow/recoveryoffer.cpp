#include "recoveryoffer.h"

#include "core/analysis/designdiff.h"
#include "core/common/error.h"
#include "core/common/workpool.h"
#include "core/fileformat/designfile.h"
#include "documentcontroller.h"
#include "mainwindow.h"
#include "userprompts.h"

#include <spdlog/spdlog.h>

#include <QCoroFuture>
#include <QFileInfo>
#include <QUndoStack>
#include <QtConcurrent>

#include <exception>

namespace rackwright::ui {

namespace {

/// One recovery entry as read on the worker: the recovered design and how it differs.
struct Candidate {
  QString designPath;
  QString originalPath;
  std::unique_ptr<Design> design;  ///< null when the recovery file cannot be read
  QString differences;
};

QString describe(const QString& originalPath, const DesignData& recovered) {
  if (originalPath.isEmpty()) {
    return RecoveryOffer::tr("never saved; %1")
        .arg(DesignDiff::compute(DesignData(), recovered).toText());
  }
  if (!QFileInfo::exists(originalPath)) {
    return RecoveryOffer::tr("the file on disk no longer exists; Save writes it again (%1)")
        .arg(DesignDiff::compute(DesignData(), recovered).toText());
  }
  try {
    Design onDisk;
    DesignFile::load(originalPath, onDisk);
    return DesignDiff::compute(onDisk, recovered).toText();
  } catch (const Error& e) {
    return RecoveryOffer::tr("the file on disk cannot be read: %1").arg(e.message());
  }
}

void read(Candidate& candidate) {
  try {
    auto design = std::make_unique<Design>();
    DesignFile::load(candidate.designPath, *design);
    candidate.differences = describe(candidate.originalPath, *design);
    design->moveToThread(QCoreApplication::instance()->thread());
    candidate.design = std::move(design);
  } catch (const std::exception& e) {
    const auto* error = dynamic_cast<const Error*>(&e);
    candidate.differences = RecoveryOffer::tr("the recovery file cannot be read: %1")
                                .arg(error ? error->message() : QString::fromUtf8(e.what()));
  }
}

bool isUntouched(MainWindow& window) {
  DocumentController& document = window.document();
  return !document.isBusy() && !document.isModified() && document.filePath().isEmpty() &&
         document.undoStack().count() == 0;
}

}  // namespace

QCoro::Task<int> RecoveryOffer::run(QPointer<MainWindow> window, WindowFactory newWindow,
                                    RecoveryStore store) {
  std::vector<std::unique_ptr<RecoverySlot>> entries = store.claimOrphans();
  if (entries.empty() || !window)
    co_return 0;
  spdlog::info("Found {} recovery file(s) left by an earlier run.", entries.size());

  auto candidates = std::make_shared<std::vector<Candidate>>(entries.size());
  for (size_t i = 0; i < entries.size(); ++i) {
    (*candidates)[i].designPath = entries[i]->designPath();
    (*candidates)[i].originalPath = entries[i]->info().originalPath;
  }
  QFuture<void> reading = QtConcurrent::run(workPool(), [candidates] {
    for (Candidate& candidate : *candidates)
      read(candidate);
  });
  co_await reading;
  if (!window)
    co_return 0;

  QList<RecoveredDesign> offers;
  for (size_t i = 0; i < entries.size(); ++i) {
    const RecoveryInfo& info = entries[i]->info();
    const Candidate& candidate = (*candidates)[i];
    RecoveredDesign offer;
    offer.originalPath = info.originalPath;
    offer.name = info.designName;
    if (offer.name.isEmpty() && candidate.design)
      offer.name = candidate.design->info().name;
    if (offer.name.isEmpty())
      offer.name = info.isUntitled() ? tr("Untitled") : QFileInfo(info.originalPath).fileName();
    offer.savedAt = info.writtenAt;
    offer.differences = candidate.differences;
    offer.readable = candidate.design != nullptr;
    offers << offer;
  }
  const QList<UserPrompts::RecoveryChoice> choices = window->prompts().askRecovery(window, offers);

  int restored = 0;
  for (size_t i = 0; i < entries.size(); ++i) {
    const auto choice =
        i < size_t(choices.size()) ? choices.at(qsizetype(i)) : UserPrompts::RecoveryChoice::Later;
    std::unique_ptr<RecoverySlot> slot = std::move(entries[i]);
    Candidate& candidate = (*candidates)[i];
    switch (choice) {
      case UserPrompts::RecoveryChoice::Restore: {
        if (!candidate.design)
          break;  // the dialog offers no Restore for it; keep the file
        MainWindow* target = window && isUntouched(*window) ? window.data() : newWindow();
        if (!target)
          break;
        spdlog::info("Restoring {} from {}.", slot->info().originalPath.toStdString(),
                     slot->designPath().toStdString());
        target->restoreRecovered(std::move(candidate.design), std::move(slot));
        ++restored;
        break;
      }
      case UserPrompts::RecoveryChoice::Discard:
        spdlog::info("Discarding the recovery file {}.", slot->designPath().toStdString());
        slot->discard();
        break;
      case UserPrompts::RecoveryChoice::Later:
        break;  // the slot goes, its lock with it; the files stay for the next start
    }
  }
  co_return restored;
}

}  // namespace rackwright::ui
