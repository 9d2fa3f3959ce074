#include "preferencesdialog.h"

#include "autosaver.h"
#include "recentfiles.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace rackwright::ui {

PreferencesDialog::PreferencesDialog(QWidget* parent)
    : QDialog(parent),
      mInterval(new QSpinBox(this)),
      mReopenLast(new QCheckBox(tr("Reopen the last design when Rackwright starts"), this)) {
  setObjectName(QStringLiteral("preferencesDialog"));
  setWindowTitle(tr("Preferences"));
  setMinimumWidth(460);
  mInterval->setObjectName(QStringLiteral("autosaveInterval"));
  mInterval->setRange(0, 24 * 60 * 60);
  mInterval->setSingleStep(10);
  mInterval->setSuffix(tr(" s"));
  mInterval->setSpecialValueText(tr("Off"));
  mInterval->setValue(Autosaver::savedIntervalSeconds());
  auto* note = new QLabel(
      tr("Unsaved changes are written to a recovery file this often, and also soon after a large "
         "edit. After a crash, the next start offers to restore them. 0 turns autosave off."),
      this);
  note->setWordWrap(true);

  mReopenLast->setObjectName(QStringLiteral("reopenLast"));
  mReopenLast->setChecked(RecentFiles::reopenLastOnStart());

  auto* form = new QFormLayout;
  form->addRow(tr("Save recovery information every:"), mInterval);
  form->addRow(QString(), mReopenLast);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addWidget(note);
  layout->addStretch(1);
  layout->addWidget(buttons);
}

void PreferencesDialog::accept() {
  Autosaver::saveIntervalSeconds(mInterval->value());
  RecentFiles::setReopenLastOnStart(mReopenLast->isChecked());
  QDialog::accept();
}

}  // namespace rackwright::ui
