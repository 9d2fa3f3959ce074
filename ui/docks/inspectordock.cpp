#include "inspectordock.h"

#include "cableinspector.h"
#include "core/editing/edittransaction.h"
#include "core/geometry/zeroumount.h"
#include "networkfields.h"
#include "rackinspector.h"
#include "selectionsummary.h"
#include "ui/editing/editsession.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace rackwright::ui {

namespace {

template <typename T, typename Get>
bool allSame(const QVector<T>& values, Get get) {
  return std::all_of(values.begin(), values.end(),
                     [&](const T& v) { return get(v) == get(values.front()); });
}

}  // namespace

InspectorDock::InspectorDock(EditSession* session, QWidget* parent)
    : QWidget(parent), mSession(session) {
  build();
  setSelection({}, {});
}

void InspectorDock::build() {
  mSummary = new QLabel(this);
  mSummary->setObjectName(QStringLiteral("inspectorSummary"));
  mSummary->setWordWrap(true);

  mDeviceBox = new QGroupBox(tr("Devices"), this);
  mName = new QLineEdit(mDeviceBox);
  mName->setObjectName(QStringLiteral("inspectorName"));
  mPart = new QLabel(mDeviceBox);
  mPart->setWordWrap(true);
  mRack = new QComboBox(mDeviceBox);
  mRack->setObjectName(QStringLiteral("inspectorRack"));
  mPosition = new QSpinBox(mDeviceBox);
  mPosition->setObjectName(QStringLiteral("inspectorPosition"));
  mPosition->setRange(0, 60);
  mPosition->setPrefix(QStringLiteral("U"));
  mPosition->setSpecialValueText(NetworkFields::mixedText());
  mFace = new QComboBox(mDeviceBox);
  mFace->setObjectName(QStringLiteral("inspectorFace"));
  mSide = new QComboBox(mDeviceBox);
  mSide->setObjectName(QStringLiteral("inspectorSide"));
  mSide->setToolTip(
      tr("The side channel a zero-U PDU hangs in, beside the rails; Automatic "
         "takes the side with fewer devices."));
  mNetwork = new QComboBox(mDeviceBox);
  mNetwork->setObjectName(QStringLiteral("inspectorNetwork"));
  mNetwork->setToolTip(
      tr("The network a switch or appliance serves: the cables at its ports belong to it unless "
         "a port's role says otherwise (a management port is out-of-band) or a cable names its "
         "own. A server's ports take their roles from the catalog."));
  mPlane = new QComboBox(mDeviceBox);
  mPlane->setObjectName(QStringLiteral("inspectorPlane"));
  mPlane->setToolTip(tr("The fabric plane a switch serves; its cables are in the same plane."));
  mDeviceInfo = new QLabel(mDeviceBox);
  mDeviceInfo->setWordWrap(true);
  auto* deviceForm = new QFormLayout(mDeviceBox);
  deviceForm->addRow(tr("Name"), mName);
  deviceForm->addRow(tr("Part"), mPart);
  deviceForm->addRow(tr("Rack"), mRack);
  deviceForm->addRow(tr("Position"), mPosition);
  deviceForm->addRow(tr("Face"), mFace);
  deviceForm->addRow(tr("Side"), mSide);
  deviceForm->addRow(tr("Network"), mNetwork);
  deviceForm->addRow(tr("Plane"), mPlane);
  deviceForm->addRow(mDeviceInfo);

  mCableInspector = new CableInspector(mSession, this);
  connect(mCableInspector, &CableInspector::deviceLinkActivated, this,
          &InspectorDock::deviceLinkActivated);

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(mSummary);
  mRackInspector = new RackInspector(mSession, this);
  layout->addWidget(mRackInspector);
  layout->addWidget(mDeviceBox);
  layout->addWidget(mCableInspector);
  layout->addStretch(1);

  connect(mName, &QLineEdit::editingFinished, this, [this] {
    if (!mFilling && mDevices.size() == 1)
      renameDevice(mName->text().trimmed());
  });
  connect(mRack, &QComboBox::activated, this, [this] {
    const ObjectId rackId = mRack->currentData().toUuid();
    if (!mFilling && !rackId.isNull())
      moveDevicesTo(rackId, std::nullopt, std::nullopt);
  });
  connect(mPosition, &QSpinBox::editingFinished, this, [this] {
    if (!mFilling && mPosition->value() > 0)
      moveDevicesTo({}, mPosition->value(), std::nullopt);
  });
  connect(mFace, &QComboBox::activated, this, [this] {
    if (!mFilling && mFace->currentData().isValid())
      moveDevicesTo({}, std::nullopt, RackFace(mFace->currentData().toInt()));
  });
  connect(mSide, &QComboBox::activated, this, [this] {
    if (!mFilling && mSide->currentData().isValid())
      hangDevices(RackSide(mSide->currentData().toInt()));
  });
  NetworkFields::onChoice(mNetwork, mPlane, this, &mFilling, [this](auto network, auto plane) {
    assignDevicesNetwork(network, plane);
  });
}

QComboBox* InspectorDock::cableStatusField() const {
  return mCableInspector->statusField();
}

QDoubleSpinBox* InspectorDock::cableLengthField() const {
  return mCableInspector->lengthField();
}

QLineEdit* InspectorDock::cableColourField() const {
  return mCableInspector->colourField();
}

void InspectorDock::setFindings(const QVector<Finding>& findings,
                                CableInspector::InfoSource countedInfos) {
  mCableInspector->setFindings(findings, std::move(countedInfos));
}

void InspectorDock::connectDesign() {
  Design* design = mSession->design();
  if (design == mDesign)
    return;
  if (mDesign)
    disconnect(mDesign, nullptr, this, nullptr);
  mDesign = design;
  if (!mDesign)
    return;
  // The selection's own objects, the modules plugged into its devices (a transceiver plugged
  // or pulled changes what the Inspector counts) and other devices (a zero-U PDU hung or taken
  // away moves a selected one's channel slot). Refreshed once per burst of edits (a paste
  // changes thousands of objects).
  auto changed = [this](ObjectKind kind, const QUuid& id) {
    const bool concerns =
        mDevices.contains(id) || mCables.contains(id) ||
        ((kind == ObjectKind::Module || kind == ObjectKind::Device) && !mDevices.isEmpty());
    if (concerns && !mRefreshPending) {
      mRefreshPending = true;
      QTimer::singleShot(0, this, [this] {
        mRefreshPending = false;
        refresh();
      });
    }
  };
  connect(mDesign, &Design::objectAdded, this, changed);
  connect(mDesign, &Design::objectChanged, this, changed);
  connect(mDesign, &Design::objectRemoved, this, changed);
  connect(mDesign, &Design::designReset, this, [this] { setSelection({}, {}); });
}

void InspectorDock::setSelection(const QVector<ObjectId>& devices, const QVector<ObjectId>& cables,
                                 const QVector<ObjectId>& racks) {
  connectDesign();
  mDevices = devices;
  mCables = cables;
  mRackInspector->setRacks(racks);
  refresh();
}

void InspectorDock::refresh() {
  const Design* design = mSession->design();
  QVector<Device> devices;
  QVector<Cable> cables;
  if (design) {
    for (const ObjectId& id : std::as_const(mDevices)) {
      if (const Device* d = design->find<Device>(id))
        devices << *d;
    }
    for (const ObjectId& id : std::as_const(mCables)) {
      if (const Cable* c = design->find<Cable>(id))
        cables << *c;
    }
  }
  mFilling = true;
  const QString summary =
      design ? SelectionSummary::describe(*design, mDevices, mCables, mRackInspector->racks())
             : QString();
  mSummary->setText(!summary.isEmpty()
                        ? summary
                        : tr("Nothing selected. Select racks, devices or cables on the canvas to "
                             "see and edit their properties."));

  mDeviceBox->setVisible(!devices.isEmpty());
  if (!devices.isEmpty()) {
    const bool single = devices.size() == 1;
    mName->setEnabled(single);
    mName->setText(single ? devices.front().name : NetworkFields::mixedText());
    const bool samePart = allSame(devices, [](const Device& d) { return d.typeId; });
    QString partText = samePart ? devices.front().typeId : NetworkFields::mixedText();
    if (samePart && design) {
      const PartPtr part = design->part(devices.front().typeId);
      if (part && part->isUnconfirmed())
        partText += tr(" (UNCONFIRMED data)");
    }
    mPart->setText(partText);
    mRack->clear();
    mRack->addItem(tr("(unracked)"), QUuid());
    QVector<Rack> racks;
    for (const Rack& r : design->all<Rack>())
      racks << r;
    std::sort(racks.begin(), racks.end(),
              [](const Rack& a, const Rack& b) { return a.name < b.name; });
    for (const Rack& r : racks)
      mRack->addItem(r.name, r.id);
    if (allSame(devices, [](const Device& d) { return d.rackId; })) {
      mRack->setCurrentIndex(qMax(0, mRack->findData(devices.front().rackId)));
    } else {
      mRack->insertItem(0, NetworkFields::mixedText());
      mRack->setCurrentIndex(0);
    }
    // A zero-U device has no unit to edit: it hangs in the rack's side channel, which the
    // field names instead of "(mixed)".
    const bool zeroU = single && ZeroUMount::isMounted(*design, devices.front());
    mPosition->setEnabled(single && !ZeroUMount::isZeroUType(*design, devices.front().typeId));
    mPosition->setSpecialValueText(
        zeroU ? ZeroUMount::slotText(ZeroUMount::slotOf(*design, devices.front()))
              : NetworkFields::mixedText());
    mPosition->setValue(single ? int(devices.front().positionU) : 0);
    mFace->clear();
    if (!allSame(devices, [](const Device& d) { return d.face; }))
      mFace->addItem(NetworkFields::mixedText());
    mFace->addItem(tr("Front"), int(RackFace::Front));
    mFace->addItem(tr("Rear"), int(RackFace::Rear));
    mFace->setCurrentIndex(mFace->findData(int(devices.front().face)));
    if (mFace->count() == 3)
      mFace->setCurrentIndex(0);
    // The side only means something for zero-U devices, all of them.
    const bool allZeroU = std::all_of(devices.cbegin(), devices.cend(), [&](const Device& d) {
      return ZeroUMount::isMounted(*design, d);
    });
    mSide->clear();
    mSide->setEnabled(allZeroU);
    if (allZeroU) {
      if (!allSame(devices, [](const Device& d) { return d.side; }))
        mSide->addItem(NetworkFields::mixedText());
      mSide->addItem(tr("Automatic"), int(RackSide::Auto));
      mSide->addItem(tr("Left"), int(RackSide::Left));
      mSide->addItem(tr("Right"), int(RackSide::Right));
      mSide->setCurrentIndex(mSide->count() == 4 ? 0 : mSide->findData(int(devices.front().side)));
    }
    QStringList networks;
    QVector<int> planes;
    for (const Device& d : devices) {
      networks << d.network;
      planes << d.plane;
    }
    NetworkFields::fillNetworks(mNetwork, *design, networks, tr("None (its ports' roles)"));
    NetworkFields::fillPlanes(mPlane, planes, tr("None"));
    int modules = 0;
    for (const Device& d : devices)
      modules += int(design->modulesInDevice(d.id).size());
    mDeviceInfo->setText(tr("Transceivers plugged: %1").arg(modules));
  }

  mCableInspector->setCables(mCables);
  mFilling = false;
}

bool InspectorDock::renameDevice(const QString& name) {
  if (mDevices.size() != 1 || name.isEmpty())
    return false;
  const Device* device =
      mSession->design() ? mSession->design()->find<Device>(mDevices.front()) : nullptr;
  if (!device || device->name == name)
    return false;
  const ObjectId id = device->id;
  return mSession->push([&](Design& d) { return DesignEdits::renameDevice(d, id, name); });
}

bool InspectorDock::moveDevicesTo(const ObjectId& rackId, std::optional<int> positionU,
                                  std::optional<RackFace> face) {
  const Design* design = mSession->design();
  if (!design || mDevices.isEmpty())
    return false;
  QVector<Device> moved;
  for (const ObjectId& id : std::as_const(mDevices)) {
    const Device* d = design->find<Device>(id);
    if (!d)
      continue;
    Device target = *d;
    if (!rackId.isNull()) {
      target.rackId = rackId;
      if (target.positionU < 1)
        target.positionU = 1;
    }
    if (positionU)
      target.positionU = *positionU;
    if (face)
      target.face = *face;
    if (target != *d)
      moved << target;
  }
  if (moved.isEmpty())
    return false;
  return mSession->pushSequence(
      tr("Move %n device(s)", nullptr, int(moved.size())),
      [&moved](Design& d, EditTransaction& transaction) {
        for (const Device& t : moved)
          transaction.apply(DesignEdits::moveDevice(d, t.id, t.rackId, t.positionU, t.face));
      });
}

bool InspectorDock::hangDevices(RackSide side) {
  const Design* design = mSession->design();
  if (!design)
    return false;
  QVector<ObjectId> changed;
  for (const ObjectId& id : std::as_const(mDevices)) {
    const Device* d = design->find<Device>(id);
    if (d && d->side != side && ZeroUMount::isMounted(*design, *d))
      changed << id;
  }
  if (changed.isEmpty())
    return false;
  return mSession->pushSequence(tr("Hang %n device(s)", nullptr, int(changed.size())),
                                [&changed, side](Design& d, EditTransaction& transaction) {
                                  for (const ObjectId& id : changed)
                                    transaction.apply(DesignEdits::hangDevice(d, id, side));
                                });
}

bool InspectorDock::assignDevicesNetwork(std::optional<QString> network, std::optional<int> plane) {
  const Design* design = mSession->design();
  if (!design)
    return false;
  QVector<Device> changed;
  for (const ObjectId& id : std::as_const(mDevices)) {
    const Device* d = design->find<Device>(id);
    if (!d)
      continue;
    Device target = *d;
    if (network)
      target.network = *network;
    if (plane)
      target.plane = *plane;
    if (target != *d)
      changed << target;
  }
  if (changed.isEmpty())
    return false;
  return mSession->pushSequence(
      network ? tr("Assign %n device(s) to a network", nullptr, int(changed.size()))
              : tr("Put %n device(s) in a plane", nullptr, int(changed.size())),
      [&changed](Design& d, EditTransaction& transaction) {
        for (const Device& t : changed)
          transaction.apply(DesignEdits::assignDeviceNetwork(d, t.id, t.network, t.plane));
      });
}

bool InspectorDock::editCables(std::optional<CableStatus> status, std::optional<double> lengthM,
                               std::optional<QString> colour, std::optional<QString> label) {
  return mCableInspector->editCables(status, lengthM, std::move(colour), std::move(label));
}

}  // namespace rackwright::ui
