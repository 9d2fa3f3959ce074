#include "clusterpage.h"

#include "core/catalog/catalog.h"
#include "core/model/networks.h"
#include "plannerinputs.h"

#include <spdlog/spdlog.h>

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <utility>

namespace rackwright::ui {

namespace {

const QString kRefusalStyle = QStringLiteral("color: #c62828;");

QString number(int value) {
  return QLocale().toString(value);
}

/// A small square in the network's colour, the one every view draws its cables in.
QIcon networkIcon(const QString& key) {
  const std::optional<BuiltInNetwork> builtIn = Networks::builtIn(key);
  QPixmap pixmap(12, 12);
  pixmap.fill(Qt::transparent);
  QPainter painter(&pixmap);
  painter.setPen(QPen(Qt::black, 1));
  painter.setBrush(builtIn ? Networks::colour(*builtIn) : Networks::defaultColour());
  painter.drawRect(0, 0, 11, 11);
  return QIcon(pixmap);
}

QString networkTitle(const NetworkBudget& budget) {
  const std::optional<BuiltInNetwork> builtIn = Networks::builtIn(budget.network);
  const QString name = builtIn ? Networks::name(*builtIn) : budget.network;
  return ClusterPage::tr("%1 (%2G)").arg(name).arg(budget.linkRateGbps);
}

QString transceiverText(int inNodes, int inSwitches) {
  return inNodes + inSwitches > 0 ? number(inNodes + inSwitches) : QString();
}

QString transceiverTip(int inNodes, int inSwitches) {
  if (inNodes + inSwitches == 0)
    return ClusterPage::tr("No transceivers: the links are cable assemblies or copper.");
  return ClusterPage::tr("%1 in nodes and appliances, %2 in switches")
      .arg(number(inNodes), number(inSwitches));
}

}  // namespace

ClusterPage::ClusterPage(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("clusterPage"));
  build();
  presetChosen();
}

ClusterPage::~ClusterPage() = default;

void ClusterPage::build() {
  mPreset = new QComboBox(this);
  mPreset->setObjectName(QStringLiteral("clusterPreset"));
  for (const ClusterPreset& preset : ClusterPresets::all())
    mPreset->addItem(preset.title, preset.key);
  // The titles name the RA: show them whole.
  mPreset->setSizeAdjustPolicy(QComboBox::AdjustToContents);
  mSource = new QLabel(this);
  mSource->setObjectName(QStringLiteral("clusterSource"));
  mSource->setWordWrap(true);
  mSource->setTextInteractionFlags(Qt::TextSelectableByMouse);
  mSource->setMinimumWidth(300);
  mSus = new QSpinBox(this);
  mSus->setObjectName(QStringLiteral("clusterSus"));
  mSus->setRange(0, 4096);
  mSus->setSpecialValueText(tr("From the nodes"));
  mSus->setValue(4);
  mSus->setToolTip(
      tr("Scalable units of the reference architecture. \"From the nodes\": as many as the "
         "nodes fill; typing a node count sets it."));
  mNodes = new QSpinBox(this);
  mNodes->setObjectName(QStringLiteral("clusterNodes"));
  mNodes->setRange(0, 1 << 20);
  mNodes->setSpecialValueText(tr("Every unit full"));
  mNodes->setToolTip(
      tr("Compute nodes, for fewer than whole scalable units. \"Every unit full\": every unit "
         "holds as many nodes as the reference architecture puts in it."));
  mStorageAppliances = new QSpinBox(this);
  mStorageAppliances->setObjectName(QStringLiteral("clusterStorageAppliances"));
  mStorageAppliances->setRange(ClusterInputs::kFillStorageLeaves, 1 << 16);
  mStorageAppliances->setSpecialValueText(tr("Fill the appliance ports"));
  mStorageAppliances->setValue(ClusterInputs::kFillStorageLeaves);
  mStorageAppliances->setToolTip(
      tr("<p>Generic storage appliances on the storage fabric, in storage racks. \"Fill the "
         "appliance ports\": as many as the storage leaves' appliance ports take (one per two "
         "ports). 0: none, as the reference architecture's tables count; its appliance ports "
         "are then left for the storage product.</p>"));
  mConsoleServers = new QCheckBox(tr("One in every rack of switches"), this);
  mConsoleServers->setObjectName(QStringLiteral("clusterConsoleServers"));
  mConsoleServers->setChecked(ClusterInputs().consoleServers);
  mConsoleServers->setToolTip(
      tr("<p>A console server in every rack of switches, each switch's RS-232 console on a "
         "rolled console cable to it, and its network port on the out-of-band network. The "
         "reference architectures list none: clear it to count as their tables do.</p>"));
  mServersPerRack = new QSpinBox(this);
  mServersPerRack->setObjectName(QStringLiteral("clusterServersPerRack"));
  mServersPerRack->setRange(1, 32);
  mServersPerRack->setToolTip(
      tr("Compute nodes in each rack of the generated design; the preset's value until you "
         "change it. The budget counts racks and PDUs as the reference architecture does."));
  mRowLength = new QSpinBox(this);
  mRowLength->setObjectName(QStringLiteral("clusterRowLength"));
  mRowLength->setRange(1, 100);
  mRowLength->setSuffix(tr(" racks"));
  mRowLength->setValue(GeneratorOptions().rowLength);
  mRowLength->setToolTip(tr("Rack positions in each row of the generated hall."));

  auto* form = new QFormLayout;
  // A preset's title names its reference architecture at the end ("… (RA-11337)"): where it
  // does not fit beside its label, it goes under it, whole.
  form->setRowWrapPolicy(QFormLayout::WrapLongRows);
  form->addRow(tr("&Preset"), mPreset);
  form->addRow(tr("Source"), mSource);
  form->addRow(tr("&Scalable units"), mSus);
  form->addRow(tr("&Nodes"), mNodes);
  form->addRow(tr("S&torage appliances"), mStorageAppliances);
  form->addRow(tr("&Console servers"), mConsoleServers);
  form->addRow(tr("Servers per &rack"), mServersPerRack);
  form->addRow(tr("Row &length"), mRowLength);
  auto* hint = new QLabel(
      tr("The preset decides how each network is built, as its reference architecture does; "
         "the size decides how many of everything. \"Generate design\" builds every rack, "
         "device and cable of the four networks as a new design."),
      this);
  hint->setWordWrap(true);
  hint->setForegroundRole(QPalette::PlaceholderText);
  auto* inputs = new QWidget(this);
  auto* inputsLayout = new QVBoxLayout(inputs);
  inputsLayout->setContentsMargins(0, 0, 0, 0);
  inputsLayout->addLayout(form);
  inputsLayout->addSpacing(12);
  inputsLayout->addWidget(hint);
  inputsLayout->addStretch(1);
  inputs->setMaximumWidth(460);

  mStatus = new QLabel(this);
  mStatus->setObjectName(QStringLiteral("clusterStatus"));
  mStatus->setWordWrap(true);
  mStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
  mSummary = new QLabel(this);
  mSummary->setObjectName(QStringLiteral("clusterSummary"));
  mSummary->setWordWrap(true);
  mSummary->setTextInteractionFlags(Qt::TextSelectableByMouse);
  QFont bold = mSummary->font();
  bold.setBold(true);
  mSummary->setFont(bold);

  mBudget = new QTreeWidget(this);
  mBudget->setObjectName(QStringLiteral("clusterBudget"));
  mBudget->setHeaderLabels({tr("Network, switches and links"), tr("Switches"), tr("Links"),
                            tr("Ports used"), tr("Transceivers")});
  mBudget->setAccessibleName(tr("Budget per network"));
  mBudget->setRootIsDecorated(true);
  mBudget->setUniformRowHeights(true);
  mBudget->setAlternatingRowColors(true);
  mBudget->header()->setStretchLastSection(false);
  mBudget->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
  mBudget->header()->setSectionResizeMode(ItemColumn, QHeaderView::Stretch);
  for (const int column : {SwitchesColumn, LinksColumn, PortsColumn, TransceiversColumn})
    mBudget->headerItem()->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);

  auto* assumptionsTitle = new QLabel(
      tr("<b>Assumed</b> — figures the reference architecture does not print; check them "
         "before ordering:"),
      this);
  assumptionsTitle->setWordWrap(true);
  mAssumptions = new QPlainTextEdit(this);
  mAssumptions->setObjectName(QStringLiteral("clusterAssumptions"));
  mAssumptions->setReadOnly(true);
  mAssumptions->setAccessibleName(tr("Assumptions"));
  mAssumptions->setTabChangesFocus(true);
  mAssumptions->setMaximumHeight(120);
  mAssumptions->setStyleSheet(QStringLiteral("QPlainTextEdit { background: #fff8e1; }"));
  assumptionsTitle->setBuddy(mAssumptions);

  auto* budget = new QVBoxLayout;
  budget->addWidget(mStatus);
  budget->addWidget(mSummary);
  budget->addWidget(mBudget, 1);
  budget->addWidget(assumptionsTitle);
  budget->addWidget(mAssumptions);
  auto* layout = new QHBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(inputs);
  layout->addLayout(budget, 1);

  setTabOrder(mPreset, mSus);
  setTabOrder(mSus, mNodes);
  setTabOrder(mNodes, mStorageAppliances);
  setTabOrder(mStorageAppliances, mConsoleServers);
  setTabOrder(mConsoleServers, mServersPerRack);
  setTabOrder(mServersPerRack, mRowLength);
  setTabOrder(mRowLength, mBudget);
  setTabOrder(mBudget, mAssumptions);

  connect(mPreset, &QComboBox::currentIndexChanged, this, &ClusterPage::presetChosen);
  connect(mSus, &QSpinBox::valueChanged, this, &ClusterPage::recompute);
  connect(mNodes, &QSpinBox::valueChanged, this, [this](int nodes) {
    // A node count decides the scalable units: the SU field follows it, rather than hold a
    // count the nodes would not fill (or not fit) and turn the plan into a refusal.
    // Back to "Every unit full", the SU count the nodes replaced comes back.
    if (nodes > 0 && mSus->value() != 0) {
      mSusBeforeNodes = mSus->value();
      const QSignalBlocker quiet(mSus);
      mSus->setValue(0);
    } else if (nodes == 0 && mSus->value() == 0 && mSusBeforeNodes > 0) {
      const QSignalBlocker quiet(mSus);
      mSus->setValue(std::exchange(mSusBeforeNodes, 0));
    }
    recompute();
  });
  // An SU count the user sets is theirs: none is put back over it.
  connect(mSus, &QSpinBox::valueChanged, this, [this] { mSusBeforeNodes = 0; });
  connect(mStorageAppliances, &QSpinBox::valueChanged, this, &ClusterPage::recompute);
  connect(mConsoleServers, &QCheckBox::toggled, this, &ClusterPage::recompute);
  connect(mServersPerRack, &QSpinBox::valueChanged, this, [this] { mServersPerRackEdited = true; });
}

QWidget* ClusterPage::firstField() const {
  return mPreset;
}

QWidget* ClusterPage::lastField() const {
  return mAssumptions;
}

QVariantMap ClusterPage::inputValues() const {
  QVariantMap values{{QStringLiteral("preset"), mPreset->currentData()},
                     {QStringLiteral("sus"), mSus->value()},
                     {QStringLiteral("nodes"), mNodes->value()},
                     {QStringLiteral("storageAppliances"), mStorageAppliances->value()},
                     {QStringLiteral("consoleServers"), mConsoleServers->isChecked()},
                     {QStringLiteral("rowLength"), mRowLength->value()}};
  // Only a value the user set: otherwise the next preset chosen brings its own.
  if (mServersPerRackEdited)
    values.insert(QStringLiteral("serversPerRack"), mServersPerRack->value());
  return values;
}

void ClusterPage::applyInputValues(const QVariantMap& values) {
  {
    // The plan is recomputed once, below, not once per field.
    const QSignalBlocker blockPreset(mPreset);
    const QSignalBlocker blockSus(mSus);
    const QSignalBlocker blockNodes(mNodes);
    const QSignalBlocker blockStorage(mStorageAppliances);
    const QSignalBlocker blockConsoles(mConsoleServers);
    const QSignalBlocker blockServers(mServersPerRack);
    plannerinputs::applyChoice(mPreset, values, QStringLiteral("preset"));
    const auto applyValue = [&](QSpinBox* box, const char* key) {
      plannerinputs::applyNumber(box, values, QLatin1String(key));
    };
    applyValue(mSus, "sus");
    applyValue(mNodes, "nodes");
    mSusBeforeNodes = 0;  // the inputs kept are the user's own
    applyValue(mStorageAppliances, "storageAppliances");
    applyValue(mRowLength, "rowLength");
    if (values.contains(QStringLiteral("consoleServers")))
      mConsoleServers->setChecked(values.value(QStringLiteral("consoleServers")).toBool());
    // Set by the user only where a number was kept; otherwise it follows the preset.
    bool edited = false;
    const int servers = values.value(QStringLiteral("serversPerRack")).toInt(&edited);
    mServersPerRackEdited = edited;
    if (edited)
      mServersPerRack->setValue(servers);
  }
  presetChosen();  // the preset's source and its servers per rack, unless set; recomputes
}

void ClusterPage::presetChosen() {
  const ClusterPreset* preset = ClusterPresets::find(mPreset->currentData().toString());
  mSource->setText(preset ? preset->source : QString());
  mPreset->setToolTip(preset ? preset->source : QString());
  if (preset && !mServersPerRackEdited) {
    const QSignalBlocker quiet(mServersPerRack);  // following the preset is not an edit
    mServersPerRack->setValue(preset->serversPerRack);
  }
  // A rack-scale system's rack holds its own trays: servers per rack does not apply.
  mServersPerRack->setEnabled(preset && preset->system.isEmpty());
  recompute();
}

ClusterInputs ClusterPage::inputs() const {
  ClusterInputs in;
  in.preset = mPreset->currentData().toString();
  in.sus = mSus->value();
  in.nodes = mNodes->value();
  in.storageAppliances = mStorageAppliances->value();
  in.consoleServers = mConsoleServers->isChecked();
  in.settingNames = SettingNames::Form;  // refusals name this page's fields, not flags
  return in;
}

void ClusterPage::recompute() {
  mResult.reset();
  try {
    mPlan = ClusterPlanner::plan(inputs(), Catalog::builtIn());
    mProblem.clear();
    showPlan();
  } catch (const Error& e) {
    mPlan.reset();
    mProblem = e.message();
    showRefusal(tr("Impossible plan: %1").arg(mProblem));
    mSummary->clear();
    mBudget->clear();
    mAssumptions->clear();
  }
  Q_EMIT planChanged(mPlan.has_value());
}

void ClusterPage::showRefusal(const QString& text) {
  mStatus->setText(text);
  mStatus->setStyleSheet(kRefusalStyle);
  mStatus->setVisible(true);
}

void ClusterPage::showPlan() {
  const ClusterPlan& plan = *mPlan;
  mStatus->clear();
  mStatus->setStyleSheet(QString());
  mStatus->setVisible(false);
  // A plan without UFM appliances (Spectrum-X has none; the XDR and GB200 presets say why in
  // their assumptions) leaves them out of the summary rather than count zero of them.
  const QString gear = plan.ufmAppliances > 0
                           ? tr("%1 UFM appliances, %2 head nodes, %3 storage appliances")
                                 .arg(number(plan.ufmAppliances), number(plan.headNodes),
                                      number(plan.storageAppliances))
                           : tr("%1 head nodes, %2 storage appliances")
                                 .arg(number(plan.headNodes), number(plan.storageAppliances));
  mSummary->setText(tr("%1 SU: %2 × %3 (%4 GPUs), %5.\n"
                       "Racks as the reference architecture counts them (every switch in "
                       "management racks): %6 compute, %7 management, %8 storage; %9 PDUs.")
                        .arg(number(plan.sus), number(plan.nodes), plan.preset->serverPart,
                             number(plan.gpus), gear, number(plan.computeRacks),
                             number(plan.managementRacks), number(plan.storageRacks),
                             number(plan.pdus)));

  mBudget->clear();
  const auto alignNumbers = [](QTreeWidgetItem* item) {
    for (const int column : {SwitchesColumn, LinksColumn, PortsColumn, TransceiversColumn})
      item->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
  };
  for (const NetworkBudget& network : plan.networks) {
    auto* top = new QTreeWidgetItem(mBudget);
    top->setData(ItemColumn, Qt::UserRole, network.network);
    top->setIcon(ItemColumn, networkIcon(network.network));
    top->setText(ItemColumn, networkTitle(network));
    top->setText(SwitchesColumn, number(network.switches()));
    top->setText(LinksColumn, number(network.links()));
    int used = 0;
    int ports = 0;
    for (const ClusterSwitchRole& role : network.roles) {
      used += role.portsUsed;
      ports += role.switches * role.portsPerSwitch;
    }
    top->setText(PortsColumn, tr("%1 of %2").arg(number(used), number(ports)));
    int inNodes = 0;
    int inSwitches = 0;
    for (const ClusterLinkGroup& group : network.groups) {
      inNodes += group.nodeTransceivers;
      inSwitches += group.switchTransceivers;
    }
    top->setText(TransceiversColumn, transceiverText(inNodes, inSwitches));
    top->setToolTip(TransceiversColumn, transceiverTip(inNodes, inSwitches));
    QFont font = top->font(ItemColumn);
    font.setBold(true);
    for (int column = ItemColumn; column <= TransceiversColumn; ++column)
      top->setFont(column, font);
    alignNumbers(top);

    for (const ClusterSwitchRole& role : network.roles) {
      if (role.switches == 0)
        continue;
      auto* item = new QTreeWidgetItem(top);
      item->setData(ItemColumn, Qt::UserRole, role.role);
      item->setText(ItemColumn, tr("%1 %2").arg(role.part, ClusterPlanner::roleTitle(role.role)));
      item->setText(SwitchesColumn, number(role.switches));
      item->setText(
          PortsColumn,
          tr("%1 of %2").arg(number(role.portsUsed), number(role.switches * role.portsPerSwitch)));
      item->setToolTip(PortsColumn, tr("%1 ports per switch at %2G")
                                        .arg(number(role.portsPerSwitch))
                                        .arg(network.linkRateGbps));
      alignNumbers(item);
    }
    for (const ClusterLinkGroup& group : network.groups) {
      if (group.links == 0)
        continue;
      auto* item = new QTreeWidgetItem(top);
      item->setData(ItemColumn, Qt::UserRole, group.key);
      item->setText(ItemColumn, ClusterPlanner::groupTitle(group.key));
      item->setText(LinksColumn, number(group.links));
      item->setText(TransceiversColumn,
                    transceiverText(group.nodeTransceivers, group.switchTransceivers));
      item->setToolTip(TransceiversColumn,
                       transceiverTip(group.nodeTransceivers, group.switchTransceivers));
      alignNumbers(item);
    }
  }
  mBudget->expandAll();

  QStringList assumptions;
  for (const QString& assumption : plan.assumptions)
    assumptions << QStringLiteral("• ") + assumption;
  mAssumptions->setPlainText(assumptions.join(QLatin1Char('\n')));
}

std::unique_ptr<Design> ClusterPage::generate() {
  if (!mPlan)
    return nullptr;
  auto design = std::make_unique<Design>();
  try {
    GeneratorOptions options;
    options.serversPerRack = mServersPerRack->value();
    options.rowLength = mRowLength->value();
    options.settingNames = SettingNames::Form;
    mResult = ClusterGenerator::generate(*mPlan, options, Catalog::builtIn(), *design);
  } catch (const Error& e) {
    mResult.reset();
    mProblem = e.message();
    showRefusal(tr("Cannot generate: %1").arg(mProblem));
    return nullptr;
  }
  // What the window will show: the design's own counts (the generator's summary counts the
  // compute fabric and each support network apart).
  const auto racks = int(design->all<Rack>().size());
  const auto devices = int(design->all<Device>().size());
  const auto modules = int(design->all<Module>().size());
  const auto cables = int(design->all<Cable>().size());
  spdlog::info("Cluster planner generated {} racks, {} devices, {} cables.", racks, devices,
               cables);
  QString text = tr("Generated %1 racks, %2 devices, %3 transceivers and %4 cables.")
                     .arg(number(racks), number(devices), number(modules), number(cables));
  for (const QString& note : mResult->notes)
    text += QLatin1Char('\n') + tr("Note: %1").arg(note);
  mStatus->setText(text);
  mStatus->setStyleSheet(QString());
  mStatus->setVisible(true);
  return design;
}

}  // namespace rackwright::ui
