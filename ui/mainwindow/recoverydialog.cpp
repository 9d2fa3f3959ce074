#include "recoverydialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace rackwright::ui {

namespace {

enum Column { NameColumn, FileColumn, SavedColumn, DifferencesColumn, ChoiceColumn };

}  // namespace

RecoveryDialog::RecoveryDialog(const QList<RecoveredDesign>& designs, QWidget* parent)
    : QDialog(parent), mList(new QTreeWidget(this)) {
  setObjectName(QStringLiteral("recoveryDialog"));
  setWindowTitle(tr("Recover Designs"));
  auto* intro = new QLabel(
      tr("<b>Rackwright did not close normally.</b> These designs had changes that were not "
         "saved. Restore opens a design with those changes, still unsaved: Save writes it to its "
         "original file. Decide later keeps the recovery file for the next start."),
      this);
  intro->setWordWrap(true);

  mList->setObjectName(QStringLiteral("recoveryList"));
  mList->setRootIsDecorated(false);
  mList->setSelectionMode(QAbstractItemView::NoSelection);
  mList->setHeaderLabels({tr("Design"), tr("File"), tr("Recovery saved"),
                          tr("Differences from the file on disk"), tr("Action")});
  const QLocale locale;
  for (const RecoveredDesign& design : designs) {
    auto* item = new QTreeWidgetItem(mList);
    item->setText(NameColumn, design.name);
    const QString file = design.originalPath.isEmpty()
                             ? tr("Untitled (never saved)")
                             : QDir::toNativeSeparators(design.originalPath);
    item->setText(FileColumn, file);
    item->setToolTip(FileColumn, file);
    item->setText(SavedColumn, locale.toString(design.savedAt.toLocalTime(), QLocale::ShortFormat));
    item->setText(DifferencesColumn, design.differences);
    item->setToolTip(DifferencesColumn, design.differences);
    auto* choice = new QComboBox(mList);
    if (design.readable)
      choice->addItem(tr("Restore"), int(UserPrompts::RecoveryChoice::Restore));
    choice->addItem(tr("Discard"), int(UserPrompts::RecoveryChoice::Discard));
    choice->addItem(tr("Decide later"), int(UserPrompts::RecoveryChoice::Later));
    if (!design.readable)
      choice->setCurrentIndex(choice->findData(int(UserPrompts::RecoveryChoice::Later)));
    mList->setItemWidget(item, ChoiceColumn, choice);
    mChoices << choice;
  }
  for (int column = NameColumn; column <= DifferencesColumn; ++column)
    mList->resizeColumnToContents(column);
  // Item widgets are not measured by resizeColumnToContents.
  int choiceWidth = mList->header()->sectionSizeHint(ChoiceColumn);
  for (const QComboBox* box : std::as_const(mChoices))
    choiceWidth = std::max(choiceWidth, box->sizeHint().width());
  mList->setColumnWidth(ChoiceColumn, choiceWidth + 8);
  mList->header()->setStretchLastSection(false);
  mList->header()->setSectionResizeMode(DifferencesColumn, QHeaderView::Stretch);

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  buttons->button(QDialogButtonBox::Ok)->setText(tr("Continue"));
  buttons->button(QDialogButtonBox::Cancel)->setText(tr("Decide All Later"));
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(intro);
  layout->addWidget(mList, 1);
  layout->addWidget(buttons);
  resize(1000, 220 + 28 * int(designs.size()));
}

QList<UserPrompts::RecoveryChoice> RecoveryDialog::choices() const {
  const bool accepted = result() == QDialog::Accepted;
  QList<UserPrompts::RecoveryChoice> choices;
  for (const QComboBox* box : mChoices) {
    choices << (accepted ? UserPrompts::RecoveryChoice(box->currentData().toInt())
                         : UserPrompts::RecoveryChoice::Later);
  }
  return choices;
}

QList<UserPrompts::RecoveryChoice> RecoveryDialog::ask(QWidget* parent,
                                                       const QList<RecoveredDesign>& designs) {
  RecoveryDialog dialog(designs, parent);
  dialog.exec();
  return dialog.choices();
}

}  // namespace rackwright::ui
