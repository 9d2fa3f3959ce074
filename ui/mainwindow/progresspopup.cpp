#include "progresspopup.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

namespace rackwright::ui {

ProgressPopup::ProgressPopup(const QString& label, int showAfterMs, QWidget* parent)
    : QDialog(parent), mLabel(new QLabel(label, this)), mBar(new QProgressBar(this)) {
  setWindowTitle(QCoreApplication::applicationName());
  setWindowModality(Qt::WindowModal);
  mBar->setRange(0, 100);
  mBar->setValue(0);
  mBar->setMinimumWidth(320);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::rejected, this, &ProgressPopup::reject);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(mLabel);
  layout->addWidget(mBar);
  layout->addWidget(buttons);
  // show() of a modal dialog does not run an event loop (exec() would), so this is safe.
  QTimer::singleShot(showAfterMs, this, [this] {
    if (!mCancelled)
      show();
  });
}

void ProgressPopup::setPercent(int percent) {
  mBar->setValue(qBound(0, percent, 100));
}

int ProgressPopup::percent() const {
  return mBar->value();
}

void ProgressPopup::reject() {
  if (mCancelled)
    return;
  mCancelled = true;
  mLabel->setText(tr("Cancelling…"));
  Q_EMIT cancelRequested();
}

}  // namespace rackwright::ui
