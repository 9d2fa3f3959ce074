#ifndef RACKWRIGHT_UI_MAINWINDOW_RECOVERYDIALOG_H
#define RACKWRIGHT_UI_MAINWINDOW_RECOVERYDIALOG_H

#include "userprompts.h"

#include <QDialog>
#include <QList>

class QComboBox;
class QTreeWidget;

namespace rackwright::ui {

/// Lists the designs an earlier run left with unsaved changes (name, file, when the recovery
/// file was written, how it differs from the file on disk) with a choice for each: restore it,
/// discard it, or decide later (the file stays and is offered at the next start).
class RecoveryDialog final : public QDialog {
  Q_OBJECT

 public:
  RecoveryDialog(const QList<RecoveredDesign>& designs, QWidget* parent = nullptr);

  /// The choice of each design, in order (every one Later when the dialog was cancelled).
  QList<UserPrompts::RecoveryChoice> choices() const;
  QTreeWidget* list() const { return mList; }
  /// The choice box of row `row`.
  QComboBox* choiceBox(int row) const { return mChoices.value(row); }

  /// Shows the dialog and returns the choices.
  static QList<UserPrompts::RecoveryChoice> ask(QWidget* parent,
                                                const QList<RecoveredDesign>& designs);

 private:
  QTreeWidget* mList;
  QList<QComboBox*> mChoices;
};

}  // namespace rackwright::ui

#endif
