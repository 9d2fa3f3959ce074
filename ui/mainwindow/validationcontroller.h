#ifndef RACKWRIGHT_UI_MAINWINDOW_VALIDATIONCONTROLLER_H
#define RACKWRIGHT_UI_MAINWINDOW_VALIDATIONCONTROLLER_H

#include "core/validation/incrementalvalidator.h"

#include <QFutureWatcher>
#include <QObject>
#include <QPointer>

#include <memory>

class QTimer;
class QUndoStack;

namespace rackwright::ui {

/// Live validation of the open design. An IncrementalValidator observes the design; after each
/// edit (undo stack index change or design signal) a short single-shot timer restarts, and when
/// it fires only the scopes the edit touched are re-checked. The debounce keeps a burst of
/// changes (an undo of a composite edit, a paste) to one update.
class ValidationController final : public QObject {
  Q_OBJECT

 public:
  static constexpr int kDebounceMs = 40;
  /// Designs with more objects get their first, full validation on a worker thread, from a
  /// snapshot (IncrementalValidator::ofSnapshot): editing goes on meanwhile, and the edits made
  /// since the snapshot are caught up on incrementally when it is adopted. Later updates are
  /// incremental and quick.
  static constexpr int kBackgroundThreshold = 20000;

  explicit ValidationController(QObject* parent = nullptr);
  ~ValidationController() override;

  /// Validates `design` from now on (null stops). The design must outlive this or be replaced.
  void setDesign(Design* design, QUndoStack* stack);

  const ValidationResult& result() const { return mResult; }
  /// Milliseconds the last update took.
  double lastUpdateMs() const { return mLastUpdateMs; }
  IncrementalValidator* validator() const { return mValidator.get(); }
  bool updatePending() const;
  /// True while the first validation of a large design runs on the worker (editing is not held
  /// back; the findings shown are those of before).
  bool isBusy() const { return mRunning; }
  /// Waits for a running background validation (tests and benchmarks).
  void waitForBackground();

  /// Designs validated in the background (over kBackgroundThreshold objects) count their infos
  /// per rule and per object instead of listing them (a 131,072-GPU design has 870,000); these
  /// make the ones asked for again. Empty while there is no validation yet.
  QVector<Finding> infosAbout(const QSet<ObjectId>& objects) const;
  QVector<Finding> infosOf(const QString& rule, int limit) const;

 public Q_SLOTS:
  /// Runs the pending update now.
  void updateNow();

 Q_SIGNALS:
  void resultChanged(const rackwright::ValidationResult& result);
  void busyChanged(bool busy);

 private:
  void schedule();
  void publish(double elapsedMs, bool force = false);
  /// The worker's first run: the validator of the snapshot, and how long it took.
  struct FirstRun {
    std::shared_ptr<IncrementalValidator> baseline;
    double elapsedMs = 0;
    int generation = 0;  ///< the design it was started for (a run for a replaced one is dropped)
  };
  void adoptFirstRun(const FirstRun& run);
  /// Hands the pages freed after the first run back to the system.
  static void releaseFreedMemory();

  QPointer<Design> mDesign;
  std::unique_ptr<IncrementalValidator> mValidator;
  QTimer* mTimer;
  ValidationResult mResult;
  double mLastUpdateMs = 0;
  bool mRunning = false;
  bool mInitialized = false;
  int mGeneration = 0;  ///< counts setDesign() calls
  QFutureWatcher<FirstRun>* mWatcher;
};

}  // namespace rackwright::ui

#endif
