#ifndef RACKWRIGHT_UI_MAINWINDOW_PREFERENCESDIALOG_H
#define RACKWRIGHT_UI_MAINWINDOW_PREFERENCESDIALOG_H

#include <QDialog>

class QCheckBox;
class QSpinBox;

namespace rackwright::ui {

/// Settings that apply to every window: how often autosave writes the recovery information, and
/// whether a start without files reopens the last design.
/// OK stores them (QSettings); the window then tells every autosave to read them again.
class PreferencesDialog final : public QDialog {
  Q_OBJECT

 public:
  explicit PreferencesDialog(QWidget* parent = nullptr);

  QSpinBox* autosaveInterval() const { return mInterval; }
  QCheckBox* reopenLast() const { return mReopenLast; }
  void accept() override;

 private:
  QSpinBox* mInterval;
  QCheckBox* mReopenLast;
};

}  // namespace rackwright::ui

#endif
