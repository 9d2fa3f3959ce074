#include "userprompts.h"

#include "recoverydialog.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QInputDialog>
#include <QMessageBox>

namespace rackwright::ui {

QString UserPrompts::askWaiverReason(QWidget* parent, const QString& rule, const QString& message) {
  bool ok = false;
  const QString reason = QInputDialog::getMultiLineText(
      parent, QCoreApplication::translate("rackwright::ui::UserPrompts", "Waive %1").arg(rule),
      QCoreApplication::translate("rackwright::ui::UserPrompts",
                                  "%1\n\nWhy is this acceptable? The reason is saved with the "
                                  "design.")
          .arg(message),
      QString(), &ok);
  return ok ? reason.trimmed() : QString();
}

QList<UserPrompts::RecoveryChoice> UserPrompts::askRecovery(QWidget* parent,
                                                            const QList<RecoveredDesign>& designs) {
  return RecoveryDialog::ask(parent, designs);
}

QString DialogPrompts::designFileFilter() {
  return tr("Rackwright designs (*.rackwright)");
}

void DialogPrompts::showError(QWidget* parent, const QString& title, const QString& message) {
  QMessageBox box(QMessageBox::Critical, title, message, QMessageBox::Ok, parent);
  // Messages carry a path and a line; let the user copy them into a bug report or an editor.
  box.setTextInteractionFlags(Qt::TextSelectableByMouse);
  box.exec();
}

UserPrompts::UnsavedChoice DialogPrompts::askUnsavedChanges(QWidget* parent,
                                                            const QString& documentName) {
  QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"),
                  tr("Save the changes to \"%1\" before closing it?").arg(documentName),
                  QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
  box.setInformativeText(tr("If you don't save, your changes will be lost."));
  box.setDefaultButton(QMessageBox::Save);
  switch (box.exec()) {
    case QMessageBox::Save:
      return UnsavedChoice::Save;
    case QMessageBox::Discard:
      return UnsavedChoice::Discard;
    default:
      return UnsavedChoice::Cancel;
  }
}

QString DialogPrompts::askOpenFileName(QWidget* parent, const QString& directory) {
  return QFileDialog::getOpenFileName(parent, tr("Open Design"), directory, designFileFilter());
}

QString DialogPrompts::askSaveFileName(QWidget* parent, const QString& suggestedPath) {
  return QFileDialog::getSaveFileName(parent, tr("Save Design As"), suggestedPath,
                                      designFileFilter());
}

}  // namespace rackwright::ui
