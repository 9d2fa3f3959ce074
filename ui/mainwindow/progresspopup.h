#ifndef RACKWRIGHT_UI_MAINWINDOW_PROGRESSPOPUP_H
#define RACKWRIGHT_UI_MAINWINDOW_PROGRESSPOPUP_H

#include <QDialog>

class QLabel;
class QProgressBar;

namespace rackwright::ui {

/// The window-modal "Opening… / Saving…" box with a bar and a Cancel button, shown only when an
/// operation takes longer than a moment.
///
/// Unlike QProgressDialog, setPercent() never spins the event loop, so the coroutine that owns
/// the box can delete it as soon as the worker finishes without pulling it out from under a
/// nested processEvents().
class ProgressPopup final : public QDialog {
  Q_OBJECT

 public:
  ProgressPopup(const QString& label, int showAfterMs, QWidget* parent);

  void setPercent(int percent);
  int percent() const;
  bool wasCancelled() const { return mCancelled; }

  /// Esc, the Cancel button and the title bar's close button all land here and cancel.
  void reject() override;

 Q_SIGNALS:
  void cancelRequested();

 private:
  QLabel* mLabel;
  QProgressBar* mBar;
  bool mCancelled = false;
};

}  // namespace rackwright::ui

#endif
