#include "rackinspector.h"

#include "core/editing/edittransaction.h"
#include "core/geometry/rackslots.h"
#include "core/geometry/zeroumount.h"
#include "ui/editing/editsession.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QTimer>

#include <algorithm>

namespace rackwright::ui {

namespace {

/// Spin boxes show this at their minimum (-1, below every real value) when racks differ.
constexpr double kMixedValue = -1;

QString mixedText() {
  return RackInspector::tr("(mixed)");
}

QDoubleSpinBox* numberBox(QWidget* parent, const QString& objectName, double max,
                          const QString& suffix, double step) {
  auto* box = new QDoubleSpinBox(parent);
  box->setObjectName(objectName);
  box->setRange(kMixedValue, max);
  box->setDecimals(0);
  box->setSuffix(suffix);
  box->setSingleStep(step);
  box->setSpecialValueText(mixedText());
  box->setKeyboardTracking(false);
  return box;
}

template <typename Get>
bool allSame(const QVector<Rack>& racks, Get get) {
  return std::all_of(racks.begin(), racks.end(),
                     [&](const Rack& r) { return get(r) == get(racks.front()); });
}

}  // namespace

RackInspector::RackInspector(EditSession* session, QWidget* parent)
    : QGroupBox(tr("Racks"), parent), mSession(session) {
  setObjectName(QStringLiteral("rackInspector"));
  mName = new QLineEdit(this);
  mName->setObjectName(QStringLiteral("rackName"));
  mHeight = new QComboBox(this);
  mHeight->setObjectName(QStringLiteral("rackHeight"));
  mWidth = numberBox(this, QStringLiteral("rackWidth"), 1200, tr(" mm"), 50);
  mDepth = numberBox(this, QStringLiteral("rackDepth"), 2000, tr(" mm"), 50);
  mPower = numberBox(this, QStringLiteral("rackPowerLimit"), 500000, tr(" W"), 500);
  mPower->setToolTip(tr("The most power the rack may draw; 0 W means no limit is set."));
  mWeight = numberBox(this, QStringLiteral("rackWeightLimit"), 10000, tr(" kg"), 50);
  mWeight->setToolTip(tr("The most the rack may carry; 0 kg means no limit is set."));
  mInfo = new QLabel(this);
  mInfo->setObjectName(QStringLiteral("rackInfo"));
  mInfo->setWordWrap(true);
  mRefusal = new QLabel(this);
  mRefusal->setObjectName(QStringLiteral("rackRefusal"));
  mRefusal->setWordWrap(true);
  mRefusal->setStyleSheet(QStringLiteral("color: #c62828;"));
  mRefusal->hide();

  auto* form = new QFormLayout(this);
  form->addRow(tr("Name"), mName);
  form->addRow(tr("Height"), mHeight);
  form->addRow(tr("Width"), mWidth);
  form->addRow(tr("Depth"), mDepth);
  form->addRow(tr("Power limit"), mPower);
  form->addRow(tr("Weight limit"), mWeight);
  form->addRow(mInfo);
  form->addRow(mRefusal);

  connect(mName, &QLineEdit::editingFinished, this, [this] {
    if (mFilling || mRacks.size() != 1 || !mName->isModified())
      return;
    RackEditing::RackChange change;
    change.name = mName->text().trimmed();
    apply(change);
  });
  connect(mHeight, &QComboBox::activated, this, [this] {
    if (mFilling || !mHeight->currentData().isValid())
      return;
    RackEditing::RackChange change;
    change.heightU = mHeight->currentData().toInt();
    apply(change);
  });
  auto onNumber = [this](QDoubleSpinBox* box,
                         std::optional<double> RackEditing::RackChange::*field) {
    connect(box, &QDoubleSpinBox::editingFinished, this, [this, box, field] {
      if (mFilling || box->value() <= kMixedValue)
        return;
      RackEditing::RackChange change;
      change.*field = box->value();
      apply(change);
    });
  };
  onNumber(mWidth, &RackEditing::RackChange::widthMm);
  onNumber(mDepth, &RackEditing::RackChange::depthMm);
  onNumber(mPower, &RackEditing::RackChange::maxPowerW);
  onNumber(mWeight, &RackEditing::RackChange::maxWeightKg);
  // The reason of a refusal of this section's own edit is shown under its fields.
  connect(mSession, &EditSession::refused, this, [this](const QString& reason) {
    if (mApplying)
      mLastRefusal = reason;
  });
  setVisible(false);
}

void RackInspector::connectDesign() {
  Design* design = mSession->design();
  if (design == mDesign)
    return;
  if (mDesign)
    disconnect(mDesign, nullptr, this, nullptr);
  mDesign = design;
  if (!mDesign)
    return;
  // The racks themselves, and devices moving in or out of them (the used units). Once per
  // burst: an undo of a rack removal sends an event per device.
  auto changed = [this](ObjectKind kind, const QUuid& id) {
    if ((kind == ObjectKind::Rack && mRacks.contains(id)) ||
        (kind == ObjectKind::Device && !mRacks.isEmpty()))
      scheduleRefresh();
  };
  connect(mDesign, &Design::objectAdded, this, changed);
  connect(mDesign, &Design::objectChanged, this, changed);
  connect(mDesign, &Design::objectRemoved, this, changed);
  connect(mDesign, &Design::designReset, this, [this] { setRacks({}); });
}

void RackInspector::scheduleRefresh() {
  if (mRefreshPending)
    return;
  mRefreshPending = true;
  QTimer::singleShot(0, this, [this] {
    mRefreshPending = false;
    refresh();
  });
}

void RackInspector::setRacks(const QVector<ObjectId>& racks) {
  connectDesign();
  if (racks != mRacks)
    mRefusal->hide();
  mRacks = racks;
  refresh();
}

int RackInspector::shownRackCount() const {
  const Design* design = mSession->design();
  if (!design)
    return 0;
  return int(std::count_if(mRacks.begin(), mRacks.end(),
                           [design](const ObjectId& id) { return design->contains<Rack>(id); }));
}

void RackInspector::refresh() {
  const Design* design = mSession->design();
  QVector<Rack> racks;
  if (design) {
    for (const ObjectId& id : std::as_const(mRacks)) {
      if (const Rack* r = design->find<Rack>(id))
        racks << *r;
    }
  }
  setVisible(!racks.isEmpty());
  if (racks.isEmpty())
    return;
  mFilling = true;
  const bool single = racks.size() == 1;
  setTitle(single ? tr("Rack") : tr("%n rack(s)", nullptr, int(racks.size())));
  mName->setEnabled(single);
  mName->setText(single ? racks.front().name : mixedText());
  mName->setModified(false);

  mHeight->clear();
  QVector<int> heights = RackEditing::standardHeights();
  for (const Rack& r : racks) {
    if (!heights.contains(r.heightU))
      heights << r.heightU;
  }
  std::sort(heights.begin(), heights.end());
  const bool sameHeight = allSame(racks, [](const Rack& r) { return r.heightU; });
  if (!sameHeight)
    mHeight->addItem(mixedText());
  for (const int u : std::as_const(heights))
    mHeight->addItem(tr("%1 U").arg(u), u);
  mHeight->setCurrentIndex(sameHeight ? mHeight->findData(racks.front().heightU) : 0);

  auto fill = [&](QDoubleSpinBox* box, double Rack::*field) {
    box->setValue(allSame(racks, [field](const Rack& r) { return r.*field; }) ? racks.front().*field
                                                                              : kMixedValue);
  };
  fill(mWidth, &Rack::widthMm);
  fill(mDepth, &Rack::depthMm);
  fill(mPower, &Rack::maxPowerW);
  fill(mWeight, &Rack::maxWeightKg);

  int devices = 0;
  double usedU = 0;
  int totalU = 0;
  for (const Rack& r : racks) {
    totalU += r.heightU;
    for (const ObjectId& id : design->devicesInRack(r.id)) {
      const Device* d = design->find<Device>(id);
      if (!d || !d->parentId.isNull() || !ZeroUMount::isInRack(*design, *d))
        continue;
      ++devices;
      if (d->isRacked())  // zero-U devices take no units
        usedU += RackSlots::footprint(*design, d->typeId).heightU;
    }
  }
  QString info =
      tr("%n device(s), ", nullptr, devices) + tr("%1 of %2 U used").arg(usedU).arg(totalU);
  // A rack-scale system's size is the product's: its fields are shown, not offered for editing,
  // and the system is named with what it brings.
  bool anySystem = false;
  for (const Rack& r : racks) {
    if (!r.isSystem())
      continue;
    anySystem = true;
    const RackSystemPtr system = design->library().findSystem(r.systemId);
    if (racks.size() == 1) {
      info += QLatin1Char('\n') +
              (system ? tr("Rack-scale system: %1, %n GPU(s) in one NVLink domain. The NVLink "
                           "spine is part of the rack.",
                           nullptr, system->gpus)
                            .arg(system->displayName())
                      : tr("Rack-scale system %1 (not in this catalog)").arg(r.systemId));
    }
  }
  for (QWidget* field : {static_cast<QWidget*>(mHeight), static_cast<QWidget*>(mWidth),
                         static_cast<QWidget*>(mDepth)}) {
    field->setEnabled(!anySystem);
    field->setToolTip(anySystem ? tr("A rack-scale system's size is fixed by the product.")
                                : QString());
  }
  mInfo->setText(info);
  mFilling = false;
}

bool RackInspector::apply(const RackEditing::RackChange& change) {
  if (mRacks.isEmpty() || change.isEmpty() || !mSession->design())
    return false;
  const QVector<ObjectId> racks = mRacks;
  int changed = 0;
  mLastRefusal.clear();
  mApplying = true;
  const Rack* first = mSession->design()->find<Rack>(racks.front());
  const QString text = racks.size() == 1 && first
                           ? tr("Edit rack %1").arg(first->name)
                           : tr("Edit %n rack(s)", nullptr, int(racks.size()));
  const bool done = mSession->pushSequence(text, [&](Design&, EditTransaction& transaction) {
    changed = RackEditing::editRacks(transaction, racks, change);
  });
  mApplying = false;
  if (!mLastRefusal.isEmpty()) {
    mRefusal->setText(mLastRefusal);
    mRefusal->show();
  } else if (done) {
    mRefusal->hide();
  }
  // Back to the model's values: a refused height must not stay in the field.
  refresh();
  return done && changed > 0;
}

}  // namespace rackwright::ui
