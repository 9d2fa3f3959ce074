#include "cableinspector.h"

#include "core/editing/cableedits.h"
#include "core/editing/edittransaction.h"
#include "core/model/networks.h"
#include "core/validation/rulecatalog.h"
#include "networkfields.h"
#include "ui/editing/editsession.h"
#include "ui/portmap/portmaprows.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace rackwright::ui {

namespace {

/// The most findings listed; a selection of hundreds of cables would otherwise fill the dock.
constexpr int kMaxFindingsShown = 12;

template <typename Get>
bool allSame(const QVector<Cable>& cables, Get get) {
  return std::all_of(cables.begin(), cables.end(),
                     [&](const Cable& c) { return get(c) == get(cables.front()); });
}

QString severityTitle(Severity severity) {
  switch (severity) {
    case Severity::Error:
      return CableInspector::tr("Error");
    case Severity::Warning:
      return CableInspector::tr("Warning");
    case Severity::Info:
      break;
  }
  return CableInspector::tr("Info");
}

QString severityColour(Severity severity) {
  switch (severity) {
    case Severity::Error:
      return QStringLiteral("#c62828");
    case Severity::Warning:
      return QStringLiteral("#b26a00");
    case Severity::Info:
      break;
  }
  return QStringLiteral("#546e7a");
}

/// The device whose port an end is on (a module's device for a transceiver port).
ObjectId endDevice(const DesignData& design, const Attachment& at) {
  if (at.kind == Attachment::Kind::ModulePort) {
    const Module* module = design.find<Module>(at.objectId);
    return module ? module->deviceId : ObjectId();
  }
  return at.isConnected() ? at.objectId : ObjectId();
}

}  // namespace

CableInspector::CableInspector(EditSession* session, QWidget* parent)
    : QGroupBox(tr("Cables"), parent), mSession(session) {
  setObjectName(QStringLiteral("cableInspector"));
  build();
}

void CableInspector::build() {
  mInfo = new QLabel(this);
  mInfo->setWordWrap(true);
  mEnds = new QWidget(this);
  mEndsLayout = new QVBoxLayout(mEnds);
  mEndsLayout->setContentsMargins(0, 0, 0, 0);
  mEndsLayout->setSpacing(0);
  mPart = new QLabel(this);
  mPart->setObjectName(QStringLiteral("cableInspectorPart"));
  mPart->setWordWrap(true);
  mReplace = new QPushButton(tr("Replace part…"), this);
  mReplace->setObjectName(QStringLiteral("cableInspectorReplace"));
  // Stacked, not side by side: a long part id and the button fit a narrow dock.
  auto* partRow = new QVBoxLayout;
  partRow->setSpacing(2);
  partRow->addWidget(mPart);
  partRow->addWidget(mReplace, 0, Qt::AlignLeft);
  mStatus = new QComboBox(this);
  mStatus->setObjectName(QStringLiteral("inspectorCableStatus"));
  mLength = new QDoubleSpinBox(this);
  mLength->setObjectName(QStringLiteral("inspectorCableLength"));
  mLength->setRange(0, 2000);
  mLength->setDecimals(1);
  mLength->setSuffix(tr(" m"));
  mLength->setSpecialValueText(NetworkFields::mixedText());
  mRoute = new QLabel(this);
  mRoute->setObjectName(QStringLiteral("cableInspectorRoute"));
  mRoute->setToolTip(
      tr("The run as drawn: from the port up to the tray and across, with slack for dressing. "
         "The cable tool orders the next orderable length above it."));
  auto* lengthRow = new QHBoxLayout;
  lengthRow->addWidget(mLength, 1);
  lengthRow->addWidget(mRoute);
  mLabel = new QLineEdit(this);
  mLabel->setObjectName(QStringLiteral("cableInspectorLabel"));
  mColour = new QLineEdit(this);
  mColour->setObjectName(QStringLiteral("inspectorCableColour"));
  mNetwork = new QComboBox(this);
  mNetwork->setObjectName(QStringLiteral("cableInspectorNetwork"));
  mNetwork->setToolTip(
      tr("The network the cable belongs to. Automatic follows the ports at its ends (a node's "
         "compute port, a switch of the storage fabric); choose one to override them."));
  mPlane = new QComboBox(this);
  mPlane->setObjectName(QStringLiteral("cableInspectorPlane"));
  mPlane->setToolTip(
      tr("The fabric plane the cable is in. Automatic follows the switches at its ends."));
  mFindingsLabel = new QLabel(this);
  mFindingsLabel->setObjectName(QStringLiteral("cableInspectorFindings"));
  mFindingsLabel->setWordWrap(true);
  mFindingsLabel->setTextFormat(Qt::RichText);
  mFindingsLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);

  auto* form = new QFormLayout(this);
  form->addRow(mInfo);
  form->addRow(tr("Ends"), mEnds);
  form->addRow(tr("Part"), partRow);
  form->addRow(tr("Length"), lengthRow);
  form->addRow(tr("Label"), mLabel);
  form->addRow(tr("Colour"), mColour);
  form->addRow(tr("Status"), mStatus);
  form->addRow(tr("Network"), mNetwork);
  form->addRow(tr("Plane"), mPlane);
  form->addRow(tr("Findings"), mFindingsLabel);

  connect(mStatus, &QComboBox::activated, this, [this] {
    if (!mFilling && mStatus->currentData().isValid())
      editCables(CableStatus(mStatus->currentData().toInt()), std::nullopt, std::nullopt);
  });
  connect(mLength, &QDoubleSpinBox::editingFinished, this, [this] {
    if (!mFilling && mLength->value() > 0)
      editCables(std::nullopt, mLength->value(), std::nullopt);
  });
  connect(mColour, &QLineEdit::editingFinished, this, [this] {
    if (!mFilling && mColour->isModified())
      editCables(std::nullopt, std::nullopt, mColour->text().trimmed());
  });
  connect(mLabel, &QLineEdit::editingFinished, this, [this] {
    if (!mFilling && mLabel->isModified())
      editCables(std::nullopt, std::nullopt, std::nullopt, mLabel->text().trimmed());
  });
  NetworkFields::onChoice(mNetwork, mPlane, this, &mFilling,
                          [this](auto network, auto plane) { assignNetwork(network, plane); });
  connect(mReplace, &QPushButton::clicked, this,
          [this] { chooseReplacement(mReplace->mapToGlobal(mReplace->rect().bottomLeft())); });
}

QVector<Cable> CableInspector::shownCables() const {
  QVector<Cable> cables;
  const Design* design = mSession->design();
  if (!design)
    return cables;
  for (const ObjectId& id : mCables) {
    if (const Cable* c = design->find<Cable>(id))
      cables << *c;
  }
  return cables;
}

void CableInspector::setCables(const QVector<ObjectId>& cables) {
  mCables = cables;
  refresh();
}

void CableInspector::setFindings(const QVector<Finding>& findings, InfoSource countedInfos) {
  mFindings = findings;
  mCountedInfos = std::move(countedInfos);
  // Only the read-only parts: a field being typed into keeps its text.
  if (!mCables.isEmpty()) {
    fillFindings();
    fillRoute();
  }
}

void CableInspector::refresh() {
  const QVector<Cable> cables = shownCables();
  setVisible(!cables.isEmpty());
  if (cables.isEmpty())
    return;
  mFilling = true;
  QStringList ids;
  for (const Cable& c : cables)
    ids << PortMapRows::cableLabel(c);
  mInfo->setText(ids.mid(0, 4).join(QStringLiteral(", ")) +
                 (ids.size() > 4 ? QStringLiteral(" …") : QString()));
  fillEnds(cables.size() == 1 ? &cables.front() : nullptr);

  const bool samePart = allSame(cables, [](const Cable& c) { return c.typeId; });
  QString partText = samePart ? cables.front().typeId : NetworkFields::mixedText();
  if (samePart) {
    const PartPtr part = mSession->design()->part(cables.front().typeId);
    if (!part)
      partText += tr(" (not in the catalog)");
    else if (part->isUnconfirmed())
      partText += tr(" (UNCONFIRMED data)");
  }
  mPart->setText(partText);
  const QString unavailable = replacementUnavailableReason();
  mReplace->setEnabled(unavailable.isEmpty());
  mReplace->setToolTip(unavailable.isEmpty()
                           ? tr("Offers the parts that fit between the same ports, ranked as when "
                                "drawing a cable; the ends stay where they are.")
                           : unavailable);

  mStatus->clear();
  if (!allSame(cables, [](const Cable& c) { return c.status; }))
    mStatus->addItem(NetworkFields::mixedText());
  mStatus->addItem(tr("Planned"), int(CableStatus::Planned));
  mStatus->addItem(tr("Installed"), int(CableStatus::Installed));
  mStatus->addItem(tr("Decommissioned"), int(CableStatus::Decommissioned));
  mStatus->setCurrentIndex(mStatus->count() == 4 ? 0
                                                 : mStatus->findData(int(cables.front().status)));
  mLength->setValue(
      allSame(cables, [](const Cable& c) { return c.lengthM; }) ? cables.front().lengthM : 0);
  const bool sameColour = allSame(cables, [](const Cable& c) { return c.colour; });
  mColour->setText(sameColour ? cables.front().colour : QString());
  mColour->setPlaceholderText(sameColour ? QString() : NetworkFields::mixedText());
  mColour->setModified(false);
  const bool sameLabel = allSame(cables, [](const Cable& c) { return c.name; });
  mLabel->setText(sameLabel ? cables.front().name : QString());
  mLabel->setPlaceholderText(sameLabel ? tr("(derived from the ends)")
                                       : NetworkFields::mixedText());
  mLabel->setModified(false);
  fillNetwork(cables);
  fillRoute();
  fillFindings();
  mFilling = false;
}

void CableInspector::fillNetwork(const QVector<Cable>& cables) {
  const Design& design = *mSession->design();
  // What Automatic means here: the network and plane the ends give, with the choice cleared.
  QStringList keys;
  QVector<int> planes;
  QSet<QString> derivedKeys;
  QSet<int> derivedPlanes;
  NetworkResolver resolver(design);  // a selection can hold every cable of the design
  for (const Cable& c : cables) {
    keys << c.network;
    planes << c.plane;
    Cable followingEnds = c;
    followingEnds.network.clear();
    followingEnds.plane = 0;
    derivedKeys.insert(resolver.keyOf(followingEnds));
    derivedPlanes.insert(resolver.planeOf(followingEnds));
  }
  const QString network = derivedKeys.size() == 1
                              ? Networks::displayName(design, *derivedKeys.begin())
                              : tr("differs by cable");
  NetworkFields::fillNetworks(mNetwork, design, keys, tr("Automatic (%1)").arg(network));
  const QString plane = derivedPlanes.size() != 1 ? tr("differs by cable")
                        : *derivedPlanes.begin() == 0
                            ? tr("none")
                            : tr("plane %1").arg(Networks::planeLabel(*derivedPlanes.begin()));
  NetworkFields::fillPlanes(mPlane, planes, tr("Automatic (%1)").arg(plane));
}

void CableInspector::fillEnds(const Cable* single) {
  // Later: the link being clicked may be what led here (its device was selected).
  for (QPushButton* link : std::as_const(mEndLinks)) {
    link->hide();
    link->deleteLater();
  }
  mEndLinks.clear();
  mEnds->setVisible(single != nullptr);
  if (!single)
    return;
  const Design& design = *mSession->design();
  const bool breakout = single->ends.size() > 2;
  for (const CableEnd& end : single->ends) {
    const Attachment& at = end.attachment;
    QString text = (breakout ? tr("Leg %1: %2") : tr("End %1: %2"))
                       .arg(end.name, PortMapRows::attachmentLabel(design, at));
    if (at.kind == Attachment::Kind::ModulePort) {
      if (const Module* module = design.find<Module>(at.objectId))
        text += u'\n' + tr("transceiver %1").arg(module->typeId);
    } else if (at.kind == Attachment::Kind::PanelPort) {
      text += u'\n' + tr("panel port");
    }
    auto* link = new QPushButton(text, mEnds);
    link->setObjectName(QStringLiteral("cableEnd%1").arg(mEndLinks.size()));
    link->setFlat(true);
    link->setCursor(Qt::PointingHandCursor);
    // A link, not a button: it leads to the device and changes nothing.
    link->setStyleSheet(QStringLiteral(
        "QPushButton { text-align: left; color: palette(link); text-decoration: underline; "
        "border: none; padding: 1px; }"));
    const ObjectId deviceId = endDevice(design, at);
    link->setEnabled(!deviceId.isNull() && design.contains<Device>(deviceId));
    link->setToolTip(link->isEnabled() ? tr("Select the device of this end and centre on it")
                                       : tr("This end is not on a port"));
    connect(link, &QPushButton::clicked, this,
            [this, deviceId] { Q_EMIT deviceLinkActivated(deviceId); });
    mEndsLayout->addWidget(link);
    mEndLinks << link;
  }
}

void CableInspector::fillRoute() {
  QVector<double> runs;
  if (mRouteLength) {
    for (const ObjectId& id : std::as_const(mCables)) {
      if (const auto run = mRouteLength(id))
        runs << *run;
    }
  }
  if (runs.isEmpty()) {
    mRoute->setText(tr("run: not drawn"));
    return;
  }
  const auto [lo, hi] = std::minmax_element(runs.begin(), runs.end());
  if (qFuzzyCompare(*lo + 1, *hi + 1)) {
    mRoute->setText(tr("run ≈ %1 m").arg(*hi, 0, 'f', 1));
  } else {
    mRoute->setText(tr("runs ≈ %1–%2 m").arg(*lo, 0, 'f', 1).arg(*hi, 0, 'f', 1));
  }
}

void CableInspector::fillFindings() {
  QVector<const Finding*> about;
  const QSet<ObjectId> shown(mCables.begin(), mCables.end());
  for (const Finding& f : std::as_const(mFindings)) {
    if (std::any_of(f.objects.begin(), f.objects.end(),
                    [&shown](const ObjectId& id) { return shown.contains(id); }))
      about << &f;
  }
  mShownInfos = mCountedInfos ? mCountedInfos(shown) : QVector<Finding>();
  for (const Finding& f : std::as_const(mShownInfos))
    about << &f;
  // Unwaived first, worst first: what needs acting on leads.
  std::stable_sort(about.begin(), about.end(), [](const Finding* a, const Finding* b) {
    return std::make_tuple(a->waived, int(a->severity)) <
           std::make_tuple(b->waived, int(b->severity));
  });
  if (about.isEmpty()) {
    mFindingsLabel->setText(tr("No findings."));
    return;
  }
  QStringList items;
  for (int i = 0; i < about.size() && i < kMaxFindingsShown; ++i) {
    const Finding& f = *about.at(i);
    QString head = QStringLiteral("<b style=\"color:%1\">%2 %3</b>")
                       .arg(severityColour(f.severity), severityTitle(f.severity), f.rule);
    if (const RuleInfo* info = RuleCatalog::find(f.rule))
      head += QStringLiteral(" — ") + info->translatedTitle().toHtmlEscaped();
    QString item = head + QStringLiteral("<br>") + f.message().toHtmlEscaped();
    if (f.waived)
      item += QStringLiteral("<br><i>") + tr("Waived: %1").arg(f.waiverReason).toHtmlEscaped() +
              QStringLiteral("</i>");
    items << item;
  }
  QString text = items.join(QStringLiteral("<br><br>"));
  if (about.size() > kMaxFindingsShown)
    text += QStringLiteral("<br><br>") +
            tr("… and %n more in the Issues panel", nullptr, int(about.size()) - kMaxFindingsShown)
                .toHtmlEscaped();
  mFindingsLabel->setText(text);
}

double CableInspector::neededLengthM(const Cable& cable) const {
  const auto run = mRouteLength ? mRouteLength(cable.id) : std::nullopt;
  return run ? *run : cable.lengthM;
}

QString CableInspector::replacementUnavailableReason() const {
  const QVector<Cable> cables = shownCables();
  if (cables.isEmpty())
    return tr("Select a cable.");
  for (const Cable& c : cables) {
    QString reason = CableCandidates::replacementImpossibleReason(*mSession->design(), c);
    if (!reason.isEmpty())
      return reason;
  }
  if (!CableCandidates::sameEndKinds(cables))
    return tr(
        "The selected cables join different kinds of ports; replace them in groups that "
        "join the same kinds.");
  return {};
}

QVector<CableCandidate> CableInspector::replacementCandidates() const {
  if (!replacementUnavailableReason().isEmpty())
    return {};
  const QVector<Cable> cables = shownCables();
  return CableCandidates::forReplacement(*mSession->design(), cables.front(),
                                         neededLengthM(cables.front()));
}

bool CableInspector::replacePart(const CableCandidate& chosen) {
  const QVector<Cable> cables = shownCables();
  if (cables.isEmpty())
    return false;
  QVector<ObjectId> ids;
  QHash<ObjectId, double> needed;
  for (const Cable& c : cables) {
    ids << c.id;
    needed.insert(c.id, neededLengthM(c));
  }
  return mSession->pushSequence(
      tr("Replace the part of %n cable(s) with %1", nullptr, int(ids.size())).arg(chosen.typeId),
      [&](Design& d, EditTransaction& transaction) {
        CableEdits::replaceParts(d, transaction, ids, needed, chosen);
      });
}

bool CableInspector::chooseReplacement(const QPoint& globalPos) {
  const QString unavailable = replacementUnavailableReason();
  if (!unavailable.isEmpty()) {
    mSession->refuse(unavailable);
    return false;
  }
  const QVector<CableCandidate> candidates = replacementCandidates();
  if (candidates.isEmpty()) {
    mSession->refuse(
        tr("No cable in the catalog fits between these ports over the length the "
           "run needs."));
    return false;
  }
  const int index = mChooser ? mChooser(candidates, globalPos) : -1;
  if (index < 0 || index >= candidates.size())
    return false;
  return replacePart(candidates.at(index));
}

bool CableInspector::editCables(std::optional<CableStatus> status, std::optional<double> lengthM,
                                std::optional<QString> colour, std::optional<QString> label) {
  return changeCables(
      [&](Cable& c) {
        if (status)
          c.status = *status;
        if (lengthM)
          c.lengthM = *lengthM;
        if (colour)
          c.colour = *colour;
        if (label)
          c.name = *label;
      },
      [](int count) { return tr("Edit %n cable(s)", nullptr, count); });
}

bool CableInspector::assignNetwork(std::optional<QString> network, std::optional<int> plane) {
  return changeCables(
      [&](Cable& c) {
        if (network)
          c.network = *network;
        if (plane)
          c.plane = *plane;
      },
      [&network](int count) {
        return network ? tr("Put %n cable(s) on a network", nullptr, count)
                       : tr("Put %n cable(s) in a plane", nullptr, count);
      });
}

bool CableInspector::changeCables(const std::function<void(Cable&)>& change,
                                  const std::function<QString(int count)>& undoText) {
  QVector<Cable> edited;
  for (const Cable& c : shownCables()) {
    Cable target = c;
    change(target);
    if (target != c)
      edited << target;
  }
  if (edited.isEmpty())
    return false;
  return mSession->pushSequence(undoText(int(edited.size())),
                                [&edited](Design& d, EditTransaction& transaction) {
                                  for (const Cable& c : edited)
                                    transaction.apply(DesignEdits::editCable(d, c));
                                });
}

}  // namespace rackwright::ui
