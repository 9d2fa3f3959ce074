#ifndef RACKWRIGHT_UI_MAINWINDOW_RECOVERYOFFER_H
#define RACKWRIGHT_UI_MAINWINDOW_RECOVERYOFFER_H

#include "core/fileformat/recovery.h"

#include <QCoreApplication>
#include <QCoroTask>
#include <QPointer>

#include <functional>

namespace rackwright::ui {

class MainWindow;

/// What a start does first: find the designs that an earlier run left with unsaved changes
/// (recovery files no running instance owns), ask the user about each through the window's
/// prompts, and restore, discard or keep them as chosen.
class RecoveryOffer final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ui::RecoveryOffer)

 public:
  using WindowFactory = std::function<MainWindow*()>;

  /// Asks through `window`, restores the first design into it when its document is an untouched
  /// new one and every further design into a window from `newWindow`. The recovery files and
  /// the designs on disk are read on a worker thread. Returns how many designs were restored.
  static QCoro::Task<int> run(QPointer<MainWindow> window, WindowFactory newWindow,
                              RecoveryStore store = RecoveryStore());
};

}  // namespace rackwright::ui

#endif
