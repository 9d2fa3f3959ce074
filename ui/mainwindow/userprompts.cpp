#include "userprompts.h"

#include "recoverydialog.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>

#include <limits>

namespace rackwright::ui {

namespace {

/// The prompts quote a finding's message, often a few hundred characters on one line: its label
/// wraps at a readable width instead of stretching the dialog (and its buttons) off the screen.
void wrapLabel(QInputDialog& dialog) {
  for (QLabel* child : dialog.findChildren<QLabel*>())
    child->setWordWrap(true);
  dialog.resize(560, dialog.sizeHint().height());
}

}  // namespace

QString UserPrompts::askWaiverReason(QWidget* parent, const QString& rule, const QString& message) {
  // On the heap and watched, as QInputDialog::getMultiLineText() keeps its own: the window that
  // asked may close while the dialog is open, and takes its children with it.
  const QPointer<QInputDialog> dialog = new QInputDialog(parent);
  dialog->setWindowTitle(
      QCoreApplication::translate("rackwright::ui::UserPrompts", "Waive %1").arg(rule));
  dialog->setLabelText(QCoreApplication::translate("rackwright::ui::UserPrompts",
                                                   "%1\n\nWhy is this acceptable? The reason is "
                                                   "saved with the design.")
                           .arg(message));
  dialog->setOption(QInputDialog::UsePlainTextEditForTextInput);
  wrapLabel(*dialog);
  const bool accepted = dialog->exec() == QDialog::Accepted;
  if (!dialog)
    return QString();
  const QString reason = accepted ? dialog->textValue().trimmed() : QString();
  delete dialog;
  return reason;
}

std::optional<std::optional<Ratio>> UserPrompts::askFabricOversubscription(
    QWidget* parent, const QString& fabricName, const std::optional<Ratio>& current,
    const QString& message) {
  QString text = current ? current->toString() : QString();
  QString problem;
  for (;;) {
    bool ok = false;
    QString label = QCoreApplication::translate(
                        "rackwright::ui::UserPrompts",
                        "%1\n\nThe node-facing : uplink capacity the leaves of the %2 fabric "
                        "are planned for, e.g. 2:1 or 3:2. Every leaf of the fabric is held to "
                        "it; leave it empty for the rule's default. Saved with the design.")
                        .arg(message, fabricName);
    if (!problem.isEmpty())
      label += QStringLiteral("\n\n") + problem;
    // A dialog of its own rather than getText: the label must wrap (wrapLabel).
    QInputDialog dialog(parent);
    dialog.setWindowTitle(QCoreApplication::translate("rackwright::ui::UserPrompts",
                                                      "Plan %1 Fabric Oversubscription")
                              .arg(fabricName));
    dialog.setLabelText(label);
    dialog.setTextValue(text);
    wrapLabel(dialog);
    ok = dialog.exec() == QDialog::Accepted;
    text = dialog.textValue().trimmed();
    if (!ok)
      return std::nullopt;
    if (text.isEmpty())
      return std::optional<Ratio>();
    if (const std::optional<Ratio> ratio = Ratio::fromText(text))
      return ratio;
    problem = Ratio::problem(text);
  }
}

std::optional<std::optional<int>> UserPrompts::askLeafUplinks(QWidget* parent,
                                                              const QString& fabricName,
                                                              std::optional<int> current,
                                                              const QString& message) {
  QInputDialog dialog(parent);
  dialog.setWindowTitle(
      QCoreApplication::translate("rackwright::ui::UserPrompts", "State %1 Leaf Uplinks")
          .arg(fabricName));
  dialog.setLabelText(
      QCoreApplication::translate("rackwright::ui::UserPrompts",
                                  "%1\n\nThe uplink capacity in Gb/s every leaf of the %2 fabric "
                                  "is built with, its scalable unit full or not (for example "
                                  "12800 for 32 uplinks of 400 Gb/s). Enter 0 to stop stating "
                                  "it. Saved with the design.")
          .arg(message, fabricName));
  dialog.setInputMode(QInputDialog::IntInput);
  dialog.setIntRange(0, std::numeric_limits<int>::max());
  dialog.setIntStep(100);
  dialog.setIntValue(current.value_or(0));
  wrapLabel(dialog);
  if (dialog.exec() != QDialog::Accepted)
    return std::nullopt;
  const int gbps = dialog.intValue();
  return gbps > 0 ? std::optional<int>(gbps) : std::nullopt;
}

QList<UserPrompts::RecoveryChoice> UserPrompts::askRecovery(QWidget* parent,
                                                            const QList<RecoveredDesign>& designs) {
  return RecoveryDialog::ask(parent, designs);
}

UserPrompts::RepairChoice UserPrompts::askOpenWithRepair(QWidget* parent,
                                                         const QString& documentName,
                                                         const QStringList& problems) {
  QMessageBox box(QMessageBox::Warning,
                  QCoreApplication::translate("rackwright::ui::UserPrompts", "Open with repair"),
                  QCoreApplication::translate("rackwright::ui::UserPrompts",
                                              "\"%1\" cannot be opened as it is: %n object(s) "
                                              "have broken references.",
                                              nullptr, int(problems.size()))
                      .arg(documentName),
                  QMessageBox::NoButton, parent);
  box.setInformativeText(QCoreApplication::translate(
      "rackwright::ui::UserPrompts",
      "Open it with those objects set aside in a quarantine section of the file (kept unchanged "
      "and written back when you save, so that you can fix them later), or with them dropped? "
      "Either way the file itself changes only when you save."));
  box.setDetailedText(problems.join(QLatin1Char('\n')));
  QPushButton* quarantine = box.addButton(
      QCoreApplication::translate("rackwright::ui::UserPrompts", "Open with Quarantine"),
      QMessageBox::AcceptRole);
  QPushButton* drop =
      box.addButton(QCoreApplication::translate("rackwright::ui::UserPrompts", "Open and Drop"),
                    QMessageBox::ActionRole);
  box.addButton(QMessageBox::Cancel);
  box.setDefaultButton(quarantine);
  box.exec();
  if (box.clickedButton() == quarantine)
    return RepairChoice::Quarantine;
  if (box.clickedButton() == drop)
    return RepairChoice::Drop;
  return RepairChoice::Cancel;
}

std::optional<DesignFragment::OutsideCables> UserPrompts::askOutsideCables(QWidget* parent,
                                                                           const QString& action,
                                                                           int count) {
  // Spelled out (not a local tr helper) so that lupdate sees the plural forms.
  const auto tr = [](const char* text) {
    return QCoreApplication::translate("rackwright::ui::UserPrompts", text);
  };
  QMessageBox box(QMessageBox::Question, action,
                  QCoreApplication::translate("rackwright::ui::UserPrompts",
                                              "%n copied cable(s) run to devices outside the copy.",
                                              nullptr, count),
                  QMessageBox::NoButton, parent);
  box.setInformativeText(
      tr("Connect them to the next free matching port of the same device (the port they were "
         "on when it is free), paste them with that end loose for you to plug, or leave them "
         "out? Cables between the copied devices are pasted in every case."));
  QPushButton* connect = box.addButton(tr("Connect to Free Ports"), QMessageBox::AcceptRole);
  QPushButton* loose = box.addButton(tr("Loose Ends"), QMessageBox::ActionRole);
  QPushButton* leaveOut = box.addButton(tr("Leave Out"), QMessageBox::ActionRole);
  box.addButton(QMessageBox::Cancel);
  box.setDefaultButton(connect);
  box.exec();
  if (box.clickedButton() == connect)
    return DesignFragment::OutsideCables::FreePorts;
  if (box.clickedButton() == loose)
    return DesignFragment::OutsideCables::LooseEnds;
  if (box.clickedButton() == leaveOut)
    return DesignFragment::OutsideCables::LeaveOut;
  return std::nullopt;
}

void UserPrompts::showRepairReport(QWidget* parent, const QString& documentName,
                                   const QStringList& lines) {
  QMessageBox box(QMessageBox::Information,
                  QCoreApplication::translate("rackwright::ui::UserPrompts", "Opened with repair"),
                  QCoreApplication::translate("rackwright::ui::UserPrompts",
                                              "\"%1\" was opened with %n repair(s). Nothing is "
                                              "written to the file until you save.",
                                              nullptr, int(lines.size()))
                      .arg(documentName),
                  QMessageBox::Ok, parent);
  box.setDetailedText(lines.join(QLatin1Char('\n')));
  box.exec();
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
