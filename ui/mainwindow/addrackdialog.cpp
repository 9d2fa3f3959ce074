#include "addrackdialog.h"

#include "core/editing/naming.h"
#include "core/editing/rackediting.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>

#include <algorithm>

namespace rackwright::ui {

namespace {

const QString kLastUsedGroup = QStringLiteral("racks/lastUsed");

QDoubleSpinBox* sizeBox(QWidget* parent, const QString& objectName, double max,
                        const QString& suffix) {
  auto* box = new QDoubleSpinBox(parent);
  box->setObjectName(objectName);
  box->setRange(0, max);
  box->setDecimals(0);
  box->setSuffix(suffix);
  return box;
}

/// A rack system's field path ("memberGroups.firstU") as the dialog names it.
QString unconfirmedTitle(const QString& key) {
  static const QHash<QString, const char*> titles = {
      {QStringLiteral("heightU"), QT_TRANSLATE_NOOP("rackwright::ui::AddRackDialog", "height")},
      {QStringLiteral("widthMm"), QT_TRANSLATE_NOOP("rackwright::ui::AddRackDialog", "width")},
      {QStringLiteral("depthMm"), QT_TRANSLATE_NOOP("rackwright::ui::AddRackDialog", "depth")},
      {QStringLiteral("powerMaxW"),
       QT_TRANSLATE_NOOP("rackwright::ui::AddRackDialog", "power at full load")},
      {QStringLiteral("memberGroups.firstU"),
       QT_TRANSLATE_NOOP("rackwright::ui::AddRackDialog", "member positions")},
      {QStringLiteral("memberGroups.part"),
       QT_TRANSLATE_NOOP("rackwright::ui::AddRackDialog", "member parts")},
  };
  const auto it = titles.constFind(key);
  return it == titles.constEnd()
             ? key
             : QCoreApplication::translate("rackwright::ui::AddRackDialog", it.value());
}

}  // namespace

AddRackDialog::AddRackDialog(const Design& design, const ObjectId& proposedRow, QWidget* parent)
    : QDialog(parent), mDesign(&design) {
  setObjectName(QStringLiteral("addRackDialog"));
  setWindowTitle(tr("Add Rack"));

  mRow = new QComboBox(this);
  mRow->setObjectName(QStringLiteral("addRackRow"));
  // Rows by hall, in the order the row view stacks them.
  QVector<Room> rooms(design.all<Room>().begin(), design.all<Room>().end());
  std::sort(rooms.begin(), rooms.end(), [](const Room& a, const Room& b) {
    return std::tie(a.name, a.id) < std::tie(b.name, b.id);
  });
  for (const Room& room : rooms) {
    for (const ObjectId& rowId : RackEditing::rowsInOrder(design, room.id)) {
      const Row* row = design.find<Row>(rowId);
      mRow->addItem(tr("%1 (%2)").arg(row->name, room.name), rowId);
    }
  }
  if (mRow->count() == 0)
    mRow->addItem(tr("New hall and row"), QUuid());
  mRow->setCurrentIndex(qMax(0, mRow->findData(proposedRow)));

  mType = new QComboBox(this);
  mType->setObjectName(QStringLiteral("addRackType"));
  mType->addItem(tr("Empty rack"), QString());
  for (const RackSystemPtr& system : design.library().systems()) {
    mType->addItem(
        tr("%1 (rack-scale system, %n GPU(s))", nullptr, system->gpus).arg(system->displayName()),
        system->id);
  }
  mType->setToolTip(
      tr("A rack-scale system places the rack with every compute tray, NVLink "
         "switch tray, power shelf and management switch at its place."));
  mSystemSummary = new QLabel(this);
  mSystemSummary->setObjectName(QStringLiteral("addRackSystemSummary"));
  mSystemSummary->setWordWrap(true);
  mSystemSummary->setMinimumWidth(460);
  mSystemSummary->setVisible(false);

  mName = new QLineEdit(this);
  mName->setObjectName(QStringLiteral("addRackName"));
  mHeight = new QComboBox(this);
  mHeight->setObjectName(QStringLiteral("addRackHeight"));
  for (const int u : RackEditing::standardHeights())
    mHeight->addItem(tr("%1 U").arg(u), u);
  mWidth = sizeBox(this, QStringLiteral("addRackWidth"), 1200, tr(" mm"));
  mWidth->setMinimum(300);
  mDepth = sizeBox(this, QStringLiteral("addRackDepth"), 2000, tr(" mm"));
  mDepth->setMinimum(300);
  mPower = sizeBox(this, QStringLiteral("addRackPower"), 500000, tr(" W"));
  mPower->setSingleStep(500);
  mPower->setSpecialValueText(tr("no limit"));
  mWeight = sizeBox(this, QStringLiteral("addRackWeight"), 10000, tr(" kg"));
  mWeight->setSingleStep(50);
  mWeight->setSpecialValueText(tr("no limit"));

  mButtons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  mButtons->button(QDialogButtonBox::Ok)->setText(tr("Add Rack"));
  QPushButton* standard = mButtons->addButton(tr("Standard Values"), QDialogButtonBox::ResetRole);
  standard->setObjectName(QStringLiteral("addRackStandard"));
  standard->setToolTip(tr("42 U, 600 × 1200 mm, no power or weight limit"));

  auto* form = new QFormLayout(this);
  form->addRow(tr("Row:"), mRow);
  form->addRow(tr("Type:"), mType);
  form->addRow(mSystemSummary);
  form->addRow(tr("Name:"), mName);
  form->addRow(tr("Height:"), mHeight);
  form->addRow(tr("Width:"), mWidth);
  form->addRow(tr("Depth:"), mDepth);
  form->addRow(tr("Power limit:"), mPower);
  form->addRow(tr("Weight limit:"), mWeight);
  form->addRow(mButtons);

  connect(mButtons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(mButtons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(standard, &QPushButton::clicked, this, [this] {
    mType->setCurrentIndex(0);
    setValues(Rack{});
  });
  connect(mType, &QComboBox::currentIndexChanged, this, &AddRackDialog::applyType);
  connect(mRow, &QComboBox::currentIndexChanged, this, &AddRackDialog::proposeName);
  connect(mName, &QLineEdit::textEdited, this, [this] { mNameTyped = true; });

  setValues(lastUsedRack());
  proposeName();
}

ObjectId AddRackDialog::rowId() const {
  return mRow->currentData().toUuid();
}

Rack AddRackDialog::rack() const {
  Rack rack;
  rack.id = ObjectId();
  rack.rowId = rowId();
  rack.name = mName->text().trimmed();
  rack.heightU = mHeight->currentData().toInt();
  rack.widthMm = mWidth->value();
  rack.depthMm = mDepth->value();
  rack.maxPowerW = mPower->value();
  rack.maxWeightKg = mWeight->value();
  rack.systemId = mType->currentData().toString();
  return rack;
}

void AddRackDialog::applyType() {
  const RackSystemPtr system =
      mDesign ? mDesign->library().findSystem(mType->currentData().toString()) : nullptr;
  for (QWidget* field : {static_cast<QWidget*>(mHeight), static_cast<QWidget*>(mWidth),
                         static_cast<QWidget*>(mDepth)}) {
    field->setEnabled(!system);
  }
  mSystemSummary->setVisible(bool(system));
  if (!system) {
    setValues(lastUsedRack());
    adjustSize();
    return;
  }
  Rack rack;
  rack.heightU = system->heightU;
  rack.widthMm = system->widthMm;
  rack.depthMm = system->depthMm;
  rack.maxPowerW = system->powerMaxW;
  setValues(rack);
  // The description, and which values are assumed: their reasons in the tooltip, where the
  // dialog keeps its size.
  QString summary = system->description;
  QString reasons;
  if (!system->unconfirmed.isEmpty()) {
    QStringList notes;
    for (auto it = system->unconfirmed.begin(); it != system->unconfirmed.end(); ++it)
      notes << tr("%1: %2").arg(unconfirmedTitle(it.key()), it.value());
    QStringList titles;
    for (const QString& key : system->unconfirmed.keys())
      titles << unconfirmedTitle(key);
    summary += QStringLiteral("\n\n") +
               tr("UNCONFIRMED (hover for the reasons): %1").arg(titles.join(QStringLiteral(", ")));
    reasons = notes.join(QStringLiteral("\n"));
  }
  mSystemSummary->setText(summary);
  mSystemSummary->setToolTip(reasons);
  adjustSize();
}

void AddRackDialog::setValues(const Rack& rack) {
  int index = mHeight->findData(rack.heightU);
  if (index < 0) {
    mHeight->addItem(tr("%1 U").arg(rack.heightU), rack.heightU);
    index = mHeight->count() - 1;
  }
  mHeight->setCurrentIndex(index);
  mWidth->setValue(rack.widthMm);
  mDepth->setValue(rack.depthMm);
  mPower->setValue(rack.maxPowerW);
  mWeight->setValue(rack.maxWeightKg);
}

void AddRackDialog::proposeName() {
  if (mNameTyped || !mDesign)
    return;
  mName->setText(Naming::newRackName(*mDesign, rowId()));
}

Rack AddRackDialog::lastUsedRack() {
  QSettings settings;
  settings.beginGroup(kLastUsedGroup);
  const Rack defaults;
  Rack rack;
  rack.heightU = qBound(1, settings.value(QStringLiteral("heightU"), defaults.heightU).toInt(), 60);
  rack.widthMm = settings.value(QStringLiteral("widthMm"), defaults.widthMm).toDouble();
  rack.depthMm = settings.value(QStringLiteral("depthMm"), defaults.depthMm).toDouble();
  rack.maxPowerW = settings.value(QStringLiteral("maxPowerW"), defaults.maxPowerW).toDouble();
  rack.maxWeightKg = settings.value(QStringLiteral("maxWeightKg"), defaults.maxWeightKg).toDouble();
  return rack;
}

void AddRackDialog::rememberRack(const Rack& rack) {
  QSettings settings;
  settings.beginGroup(kLastUsedGroup);
  settings.setValue(QStringLiteral("heightU"), rack.heightU);
  settings.setValue(QStringLiteral("widthMm"), rack.widthMm);
  settings.setValue(QStringLiteral("depthMm"), rack.depthMm);
  settings.setValue(QStringLiteral("maxPowerW"), rack.maxPowerW);
  settings.setValue(QStringLiteral("maxWeightKg"), rack.maxWeightKg);
}

}  // namespace rackwright::ui
