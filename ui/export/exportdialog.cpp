#include "exportdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>

namespace rackwright::ui {

using Kind = ExportSettings::Kind;

ExportDialog::ExportDialog(const ExportSettings& settings, const QStringList& rackNames,
                           QWidget* parent, const QVector<NetworkDefinition>& networks)
    : QDialog(parent),
      mSettings(settings),
      mPaper(new QComboBox(this)),
      mLandscape(new QCheckBox(tr("Landscape"), this)),
      mFormat(new QComboBox(this)),
      mRacks(new QLineEdit(this)),
      mStatus(new QComboBox(this)),
      mNetwork(new QComboBox(this)),
      mTemplate(new QComboBox(this)),
      mTape(new QCheckBox(tr("Continuous tape (one label per page)"), this)),
      mTrueScale(new QCheckBox(tr("True scale (1:10, 1:15 …)"), this)),
      mOutput(new QLineEdit(this)) {
  setWindowTitle(
      tr("Export %1").arg(ExportSettings::kindTitle(settings.kind).remove(QStringLiteral("…"))));
  setObjectName(QStringLiteral("exportDialog"));
  auto* form = new QFormLayout;
  mPaper->addItems(PageSetup::paperNames());
  mPaper->setCurrentText(PageSetup::paperName(settings.paper));
  mLandscape->setChecked(settings.landscape);
  mFormat->addItems(ExportSettings::formats(settings.kind));
  mFormat->setCurrentText(settings.format);
  mRacks->setText(settings.racks.join(QStringLiteral(", ")));
  mRacks->setPlaceholderText(tr("all racks (%1)").arg(rackNames.join(QStringLiteral(", "))));
  mStatus->addItem(tr("All cables"), QString());
  mStatus->addItem(tr("Planned"), QStringLiteral("planned"));
  mStatus->addItem(tr("Installed"), QStringLiteral("installed"));
  mStatus->addItem(tr("Decommissioned"), QStringLiteral("decommissioned"));
  mStatus->setCurrentIndex(qMax(0, mStatus->findData(settings.status)));
  mNetwork->setObjectName(QStringLiteral("exportNetwork"));
  mNetwork->addItem(tr("All networks"), QString());
  for (const NetworkDefinition& network : networks)
    mNetwork->addItem(network.name.isEmpty() ? network.key : network.name, network.key);
  mNetwork->setCurrentIndex(qMax(0, mNetwork->findData(settings.network)));
  mTemplate->addItem(tr("Wrap-around (self-laminating)"), QStringLiteral("wrap"));
  mTemplate->addItem(tr("Flag"), QStringLiteral("flag"));
  mTemplate->setCurrentIndex(qMax(0, mTemplate->findData(settings.labelTemplate)));
  mTape->setChecked(settings.tape);
  mTrueScale->setChecked(settings.trueScale);
  mOutput->setText(settings.output);
  mOutput->setObjectName(QStringLiteral("exportOutput"));

  auto* outputRow = new QHBoxLayout;
  outputRow->addWidget(mOutput, 1);
  auto* browseButton = new QPushButton(tr("Browse…"), this);
  outputRow->addWidget(browseButton);
  connect(browseButton, &QPushButton::clicked, this, &ExportDialog::browse);

  const bool painted = settings.kind != Kind::NetBox;
  if (painted) {
    form->addRow(tr("Paper:"), mPaper);
    form->addRow(QString(), mLandscape);
  }
  form->addRow(tr("Format:"), mFormat);
  if (settings.kind != Kind::Bom && settings.kind != Kind::NetBox)
    form->addRow(tr("Racks:"), mRacks);
  if (settings.kind == Kind::Labels || settings.kind == Kind::Cables) {
    form->addRow(tr("Cables:"), mStatus);
    form->addRow(tr("Network:"), mNetwork);
  }
  if (settings.kind == Kind::Labels) {
    form->addRow(tr("Label stock:"), mTemplate);
    form->addRow(QString(), mTape);
  }
  if (settings.kind == Kind::Elevations || settings.kind == Kind::Review)
    form->addRow(QString(), mTrueScale);
  form->addRow(settings.kind == Kind::NetBox ? tr("Folder or prefix:") : tr("Output:"), outputRow);
  // The options of other kinds are children of the dialog too: left visible outside the form
  // they would be drawn at its top-left corner, over "Paper:".
  for (QWidget* option : std::initializer_list<QWidget*>{
           mPaper, mLandscape, mFormat, mRacks, mStatus, mNetwork, mTemplate, mTape, mTrueScale}) {
    if (form->indexOf(option) < 0)
      option->hide();
  }

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  buttons->button(QDialogButtonBox::Ok)->setText(tr("Export"));
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(mOutput, &QLineEdit::textChanged, this, &ExportDialog::updateState);
  connect(mFormat, &QComboBox::currentTextChanged, this, &ExportDialog::updateState);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addWidget(buttons);
  updateState();
}

void ExportDialog::updateState() {
  const bool csv = mFormat->currentText() == QLatin1String("csv");
  mPaper->setEnabled(!csv);
  mLandscape->setEnabled(!csv);
  if (auto* buttons = findChild<QDialogButtonBox*>())
    buttons->button(QDialogButtonBox::Ok)->setEnabled(!mOutput->text().trimmed().isEmpty());
}

void ExportDialog::browse() {
  const QString format = mFormat->currentText();
  QString path;
  if (mSettings.kind == Kind::NetBox) {
    path = QFileDialog::getExistingDirectory(this, tr("Folder for devices.csv and cables.csv"),
                                             mOutput->text());
  } else {
    path = QFileDialog::getSaveFileName(this, tr("Export to"), mOutput->text(),
                                        tr("%1 files (*.%2)").arg(format.toUpper(), format));
  }
  if (!path.isEmpty())
    mOutput->setText(path);
}

ExportSettings ExportDialog::settings() const {
  ExportSettings s = mSettings;
  s.paper = PageSetup::paperFromName(mPaper->currentText()).value_or(PaperSize::A4);
  s.landscape = mLandscape->isChecked();
  s.format = mFormat->currentText();
  s.racks.clear();
  for (const QString& name : mRacks->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
    if (!name.trimmed().isEmpty())
      s.racks << name.trimmed();
  }
  s.status = mStatus->currentData().toString();
  s.network = mNetwork->currentData().toString();
  s.labelTemplate = mTemplate->currentData().toString();
  s.tape = mTape->isChecked();
  s.trueScale = mTrueScale->isChecked();
  s.output = mOutput->text().trimmed();
  return s;
}

}  // namespace rackwright::ui
