#ifndef RACKWRIGHT_UI_MAINWINDOW_VALIDATIONCONTROLLER_H
#define RACKWRIGHT_UI_MAINWINDOW_VALIDATIONCONTROLLER_H

#include "core/validation/incrementalvalidator.h"

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

  explicit ValidationController(QObject* parent = nullptr);
  ~ValidationController() override;

  /// Validates `design` from now on (null stops). The design must outlive this or be replaced.
  void setDesign(Design* design, QUndoStack* stack);

  const ValidationResult& result() const { return mResult; }
  /// Milliseconds the last update took.
  double lastUpdateMs() const { return mLastUpdateMs; }
  IncrementalValidator* validator() const { return mValidator.get(); }
  bool updatePending() const;

 public Q_SLOTS:
  /// Runs the pending update now.
  void updateNow();

 Q_SIGNALS:
  void resultChanged(const rackwright::ValidationResult& result);

 private:
  void schedule();

  QPointer<Design> mDesign;
  std::unique_ptr<IncrementalValidator> mValidator;
  QTimer* mTimer;
  ValidationResult mResult;
  double mLastUpdateMs = 0;
};

}  // namespace rackwright::ui

#endif
