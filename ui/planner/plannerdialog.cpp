#include "plannerdialog.h"

#include "clusterpage.h"
#include "core/catalog/catalog.h"
#include "core/catalog/noderoles.h"
#include "core/catalog/racksystem.h"
#include "plannercharts.h"
#include "plannerinputs.h"

#include <spdlog/spdlog.h>

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <memory>
#include <vector>

namespace rackwright::ui {

PlannerDialog::PlannerDialog(QWidget* parent) : QDialog(parent) {
  setObjectName(QStringLiteral("plannerDialog"));
  setWindowTitle(titleFor(Mode::ComputeFabric));
  build();
  mDefaults = inputValues();
  restoreInputs();
  recompute();
}

PlannerDialog::~PlannerDialog() {
  // The window keeps the dialog open or hidden until it is destroyed with the window: quitting
  // with the planner open closes it without done().
  saveInputs();
}

void PlannerDialog::build() {
  mComputeMode = new QRadioButton(tr("Compute &fabric"), this);
  mComputeMode->setObjectName(QStringLiteral("plannerComputeMode"));
  mComputeMode->setToolTip(
      tr("Plan the compute fabric alone from a server, a switch and the GPU count."));
  mComputeMode->setChecked(true);
  mClusterMode = new QRadioButton(tr("&Whole cluster"), this);
  mClusterMode->setObjectName(QStringLiteral("plannerClusterMode"));
  mClusterMode->setToolTip(
      tr("Plan every network of a SuperPOD-style cluster from a reference architecture: "
         "compute, storage, in-band and out-of-band management."));
  auto* modes = new QButtonGroup(this);
  modes->addButton(mComputeMode);
  modes->addButton(mClusterMode);
  auto* modeRow = new QHBoxLayout;
  modeRow->addWidget(new QLabel(tr("Plan:"), this));
  modeRow->addWidget(mComputeMode);
  modeRow->addWidget(mClusterMode);
  modeRow->addStretch(1);

  mPages = new QStackedWidget(this);
  mPages->addWidget(buildComputePage());
  mClusterPage = new ClusterPage(this);
  mPages->addWidget(mClusterPage);

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  mGenerate = buttons->addButton(tr("&Generate design"), QDialogButtonBox::ActionRole);
  mGenerate->setObjectName(QStringLiteral("plannerGenerate"));
  mRestoreDefaults = buttons->addButton(QDialogButtonBox::RestoreDefaults);
  mRestoreDefaults->setObjectName(QStringLiteral("plannerRestoreDefaults"));
  mRestoreDefaults->setToolTip(
      tr("Set every field of both pages back to its default; the planner keeps what you enter "
         "for the next session."));
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(modeRow);
  layout->addWidget(mPages, 1);
  layout->addWidget(buttons);
  resize(1280, 860);

  // Tab order: the mode, the fields of the page shown in the order of its form (the hidden
  // page's are skipped), then Generate and Close.
  const QList<QWidget*> chain{mComputeMode,
                              mClusterMode,
                              mGpus,
                              mServer,
                              mSwitch,
                              mRate,
                              mTiers,
                              mOversubscription,
                              mRails,
                              mSuSize,
                              mFullSu,
                              mPlanes,
                              mMedia,
                              mServersPerRack,
                              mRowLength,
                              mBudget,
                              mClusterPage->firstField()};
  for (qsizetype i = 1; i < chain.size(); ++i)
    setTabOrder(chain[i - 1], chain[i]);
  setTabOrder(mClusterPage->lastField(), mGenerate);

  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(mRestoreDefaults, &QPushButton::clicked, this, &PlannerDialog::restoreDefaults);
  connect(mGenerate, &QPushButton::clicked, this, [this] {
    if (generate())
      Q_EMIT designGenerated();
  });
  connect(mClusterMode, &QRadioButton::toggled, this, [this](bool cluster) {
    mPages->setCurrentWidget(cluster ? static_cast<QWidget*>(mClusterPage) : mPages->widget(0));
    setWindowTitle(titleFor(cluster ? Mode::WholeCluster : Mode::ComputeFabric));
    updateGenerateButton();
  });
  connect(mClusterPage, &ClusterPage::planChanged, this, &PlannerDialog::updateGenerateButton);
}

QWidget* PlannerDialog::buildComputePage() {
  auto* page = new QWidget(this);
  page->setObjectName(QStringLiteral("plannerComputePage"));
  mGpus = new QSpinBox(this);
  mGpus->setObjectName(QStringLiteral("plannerGpus"));
  mGpus->setRange(1, 1 << 20);
  mGpus->setValue(256);
  mServer = new QComboBox(this);
  mServer->setObjectName(QStringLiteral("plannerServer"));
  for (const PartPtr& part : Catalog::builtIn().parts(PartKind::Server)) {
    if (Catalog::builtIn().isSystemOnlyPart(part->id) || !noderoles::isGpuNode(*part))
      continue;  // a compute tray is planned through its system, listed below; no UFM or head
                 // node carries the compute fabric
    mServer->addItem(part->isUnconfirmed() ? tr("%1 (UNCONFIRMED data)").arg(part->id) : part->id,
                     part->id);
  }
  for (const RackSystemPtr& system : Catalog::builtIn().systems()) {
    if (system->count(RackSystemRole::ComputeTray) > 0) {
      const int trays = system->count(RackSystemRole::ComputeTray);
      mServer->addItem(
          system->unconfirmed.isEmpty()
              ? tr("%1 (rack-scale, %2 compute trays per rack)").arg(system->id).arg(trays)
              : tr("%1 (rack-scale, %2 compute trays per rack; UNCONFIRMED data)")
                    .arg(system->id)
                    .arg(trays),
          system->id);
    }
  }
  mServer->setCurrentIndex(qMax(0, mServer->findData(QStringLiteral("DGX-H100"))));
  mSwitch = new QComboBox(this);
  mSwitch->setObjectName(QStringLiteral("plannerSwitch"));
  for (const PartPtr& part : Catalog::builtIn().parts(PartKind::Switch))
    mSwitch->addItem(part->isUnconfirmed() ? tr("%1 (UNCONFIRMED data)").arg(part->id) : part->id,
                     part->id);
  mSwitch->setCurrentIndex(qMax(0, mSwitch->findData(QStringLiteral("QM9700"))));
  mRate = new QComboBox(this);
  mRate->setObjectName(QStringLiteral("plannerRate"));
  for (const int rate : {400, 200, 800, 100})
    mRate->addItem(tr("%1G").arg(rate), rate);
  mTiers = new QComboBox(this);
  mTiers->setObjectName(QStringLiteral("plannerTiers"));
  mTiers->addItem(tr("2 tiers (leaf, spine)"), 2);
  mTiers->addItem(tr("3 tiers (leaf, spine, core)"), 3);
  mOversubscription = new QLineEdit(QStringLiteral("1:1"), this);
  mOversubscription->setObjectName(QStringLiteral("plannerOversubscription"));
  mRails = new QCheckBox(tr("Rail-optimised"), this);
  mRails->setObjectName(QStringLiteral("plannerRails"));
  mRails->setChecked(true);
  mSuSize = new QSpinBox(this);
  mSuSize->setObjectName(QStringLiteral("plannerSuSize"));
  mSuSize->setRange(0, 4096);
  mSuSize->setSpecialValueText(tr("Automatic"));
  mSuSize->setSuffix(tr(" servers"));
  mSuSize->setToolTip(
      tr("Servers per scalable unit. Automatic: as many as a rail leaf has "
         "downlinks, or the whole cluster when it is smaller."));
  mFullSu = new QCheckBox(tr("Build whole SUs for growth"), this);
  mFullSu->setObjectName(QStringLiteral("plannerFullSu"));
  mFullSu->setToolTip(
      tr("Size every leaf, its uplinks, the spines and their optics for a whole "
         "scalable unit even when fewer servers are planned. The budget lists "
         "the ports that wait for servers."));
  mPlanes = new QSpinBox(this);
  mPlanes->setObjectName(QStringLiteral("plannerPlanes"));
  mPlanes->setRange(1, 16);
  mServersPerRack = new QSpinBox(this);
  mServersPerRack->setObjectName(QStringLiteral("plannerServersPerRack"));
  mServersPerRack->setRange(1, 32);
  mServersPerRack->setValue(GeneratorOptions().serversPerRack);
  mRowLength = new QSpinBox(this);
  mRowLength->setObjectName(QStringLiteral("plannerRowLength"));
  mRowLength->setRange(1, 100);
  mRowLength->setSuffix(tr(" racks"));
  mRowLength->setValue(GeneratorOptions().rowLength);
  mMedia = new QComboBox(this);
  mMedia->setObjectName(QStringLiteral("plannerMedia"));
  mMedia->addItem(tr("Automatic"), int(PlanMedia::Auto));
  mMedia->addItem(tr("DAC where it reaches"), int(PlanMedia::Dac));
  mMedia->addItem(tr("Fiber"), int(PlanMedia::Fiber));

  auto* form = new QFormLayout;
  form->addRow(tr("GPUs"), mGpus);
  form->addRow(tr("Server"), mServer);
  form->addRow(tr("Switch"), mSwitch);
  form->addRow(tr("Link rate"), mRate);
  form->addRow(tr("Tiers"), mTiers);
  form->addRow(tr("Oversubscription"), mOversubscription);
  form->addRow(QString(), mRails);
  form->addRow(tr("SU size"), mSuSize);
  form->addRow(QString(), mFullSu);
  form->addRow(tr("Planes"), mPlanes);
  form->addRow(tr("Media"), mMedia);
  form->addRow(tr("Servers per rack"), mServersPerRack);
  form->addRow(tr("Row length"), mRowLength);

  mBudget = new QPlainTextEdit(this);
  mBudget->setObjectName(QStringLiteral("plannerBudget"));
  mBudget->setReadOnly(true);
  mBudget->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
  mStatus = new QLabel(this);
  mStatus->setObjectName(QStringLiteral("plannerStatus"));
  mStatus->setWordWrap(true);
  mCharts = new PlannerCharts(this);

  auto* top = new QHBoxLayout;
  top->addLayout(form);
  top->addWidget(mBudget, 1);
  auto* layout = new QVBoxLayout(page);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addLayout(top, 2);
  layout->addWidget(mStatus);
  layout->addWidget(mCharts, 3);

  for (QSpinBox* box : {mGpus, mPlanes, mSuSize})
    connect(box, &QSpinBox::valueChanged, this, &PlannerDialog::recompute);
  connect(mServer, &QComboBox::currentIndexChanged, this, &PlannerDialog::serverChanged);
  for (QComboBox* box : {mServer, mSwitch, mRate, mTiers, mMedia})
    connect(box, &QComboBox::currentIndexChanged, this, &PlannerDialog::recompute);
  connect(mOversubscription, &QLineEdit::textChanged, this, &PlannerDialog::recompute);
  connect(mRails, &QCheckBox::toggled, this, &PlannerDialog::recompute);
  connect(mFullSu, &QCheckBox::toggled, this, &PlannerDialog::recompute);
  return page;
}

void PlannerDialog::serverChanged() {
  const QString id = mServer->currentData().toString();
  // A server with a port per plane on every rail (DGX-B300-ETH) starts with one plane per port;
  // the box stays free to change.
  const std::optional<ServerSpec> spec =
      PortPlanner::serverSpecFor(Catalog::builtIn(), id, mRate->currentData().toInt());
  if (spec && spec->linksPerGpu > 1) {
    mPlanes->setValue(spec->linksPerGpu);
    mServerPlanes = spec->linksPerGpu;
  } else if (mServerPlanes > 0) {
    // Back from such a server: the planes it set go back to one, unless the user changed them.
    if (mPlanes->value() == mServerPlanes)
      mPlanes->setValue(1);
    mServerPlanes = 0;
  }
  const bool system = Catalog::builtIn().findSystem(id) != nullptr;
  if (system == !mRails->isEnabled())
    return;
  const QSignalBlocker blocker(mRails);  // recompute runs once, for the server change
  if (system) {
    mRailsChoice = mRails->isChecked();
    mRails->setChecked(false);
    mRails->setToolTip(
        tr("A rack-scale system's compute trays are wired by tray position: leaf "
           "k of a scalable unit takes tray k of each of its racks."));
  } else {
    mRails->setChecked(mRailsChoice);
    mRails->setToolTip(QString());
  }
  mRails->setEnabled(!system);
  // A system's rack holds its own trays.
  mServersPerRack->setEnabled(!system);
}

void PlannerDialog::noteCurrentDesignKept() {
  // The dialog outlives this answer (the window keeps it for the next time): a generated
  // cluster can be large, and Generate makes it again.
  mGenerated.reset();
  const QString text =
      tr("Not opened: the current design stays, as asked. Generate again to "
         "replace it.");
  (mGeneratedMode == Mode::WholeCluster ? mClusterPage->statusLabel() : mStatus)->setText(text);
}

PlannerDialog::Mode PlannerDialog::mode() const {
  return mClusterMode->isChecked() ? Mode::WholeCluster : Mode::ComputeFabric;
}

void PlannerDialog::setMode(Mode mode) {
  (mode == Mode::WholeCluster ? mClusterMode : mComputeMode)->setChecked(true);
}

void PlannerDialog::updateGenerateButton() {
  mGenerate->setEnabled(mode() == Mode::WholeCluster ? mClusterPage->plan().has_value()
                                                     : mPlan.has_value());
}

PlanInputs PlannerDialog::inputs() const {
  PlanInputs in;
  in.linkRateGbps = mRate->currentData().toInt();
  const std::optional<ServerSpec> server = PortPlanner::serverSpecFor(
      Catalog::builtIn(), mServer->currentData().toString(), in.linkRateGbps);
  const PartPtr sw = Catalog::builtIn().find(mSwitch->currentData().toString());
  if (!server || !sw)
    throw Error(tr("Choose a server and a switch from the catalog."));
  in.serverSpec = *server;
  in.gpusPerServer = in.serverSpec.gpus > 0 ? in.serverSpec.gpus : 8;
  in.linksPerGpu = in.serverSpec.linksPerGpu;
  in.gpus = mGpus->value();
  in.switchSpec = PortPlanner::switchSpecFromCatalog(*sw, in.linkRateGbps);
  in.tiers = mTiers->currentData().toInt();
  in.oversubscription = Ratio::parse(mOversubscription->text().trimmed(), tr("Oversubscription"));
  in.railOptimized = mRails->isChecked();
  in.suSize = mSuSize->value();
  in.fullSuGrowth = mFullSu->isChecked();
  in.planes = mPlanes->value();
  in.settingNames = SettingNames::Form;  // refusals name this form's fields, not flags
  in.media = PlanMedia(mMedia->currentData().toInt());
  return in;
}

void PlannerDialog::recompute() {
  mResult.reset();
  try {
    mPlan = PortPlanner::plan(inputs());
    mProblem.clear();
    mBudget->setPlainText(mPlan->toText());
    mStatus->setText(tr("%1 servers, %2 leaves, %3 spines, %4 cores; %5 cable assemblies.")
                         .arg(mPlan->servers)
                         .arg(mPlan->leaves())
                         .arg(mPlan->spines())
                         .arg(mPlan->cores())
                         .arg(mPlan->totalCableAssemblies()));
    mStatus->setStyleSheet(QString());
  } catch (const Error& e) {
    mPlan.reset();
    mProblem = e.message();
    mBudget->setPlainText(QString());
    mStatus->setText(tr("Impossible plan: %1").arg(mProblem));
    mStatus->setStyleSheet(QStringLiteral("color: #c62828;"));
  }
  updateGenerateButton();
  mCharts->setPlan(mPlan);
}

bool PlannerDialog::generate() {
  if (mode() == Mode::WholeCluster) {
    std::unique_ptr<Design> design = mClusterPage->generate();
    if (!design)
      return false;
    mGenerated = std::move(design);
    mGeneratedMode = Mode::WholeCluster;
    saveInputs();
    return true;
  }
  if (!mPlan)
    return false;
  auto design = std::make_unique<Design>();
  try {
    GeneratorOptions options;
    options.serversPerRack = mServersPerRack->value();
    options.rowLength = mRowLength->value();
    options.settingNames = SettingNames::Form;
    mResult = CableMapGenerator::generate(*mPlan, options, Catalog::builtIn(), *design);
  } catch (const Error& e) {
    mProblem = e.message();
    mStatus->setText(tr("Cannot generate: %1").arg(mProblem));
    mStatus->setStyleSheet(QStringLiteral("color: #c62828;"));
    return false;
  }
  spdlog::info("Planner generated {} racks, {} devices, {} cables.", mResult->racks,
               mResult->devices, mResult->cables);
  mStatus->setText(tr("Generated %1 racks, %2 devices, %3 transceivers and %4 cables.")
                       .arg(mResult->racks)
                       .arg(mResult->devices)
                       .arg(mResult->modules)
                       .arg(mResult->cables));
  mCharts->setPlan(mPlan, mResult);
  mGenerated = std::move(design);
  mGeneratedMode = Mode::ComputeFabric;
  saveInputs();
  return true;
}

QString PlannerDialog::titleFor(Mode mode) {
  return mode == Mode::WholeCluster ? tr("Fabric and Cluster Planner: whole cluster")
                                    : tr("Fabric and Cluster Planner: compute fabric");
}

QString PlannerDialog::settingsGroup() {
  return QStringLiteral("planner");
}

void PlannerDialog::done(int result) {
  saveInputs();
  QDialog::done(result);
}

QVariantMap PlannerDialog::inputValues() const {
  QVariantMap values{
      {QStringLiteral("mode"),
       mode() == Mode::WholeCluster ? QStringLiteral("cluster") : QStringLiteral("compute")},
      {QStringLiteral("compute/gpus"), mGpus->value()},
      {QStringLiteral("compute/server"), mServer->currentData()},
      {QStringLiteral("compute/switch"), mSwitch->currentData()},
      {QStringLiteral("compute/rate"), mRate->currentData()},
      {QStringLiteral("compute/tiers"), mTiers->currentData()},
      {QStringLiteral("compute/oversubscription"), mOversubscription->text()},
      // The user's choice, not the box a rack-scale system clears.
      {QStringLiteral("compute/railOptimised"),
       mRails->isEnabled() ? mRails->isChecked() : mRailsChoice},
      {QStringLiteral("compute/suSize"), mSuSize->value()},
      {QStringLiteral("compute/fullSu"), mFullSu->isChecked()},
      {QStringLiteral("compute/planes"), mPlanes->value()},
      {QStringLiteral("compute/media"), mMedia->currentData()},
      {QStringLiteral("compute/serversPerRack"), mServersPerRack->value()},
      {QStringLiteral("compute/rowLength"), mRowLength->value()}};
  const QVariantMap cluster = mClusterPage->inputValues();
  for (auto it = cluster.cbegin(); it != cluster.cend(); ++it)
    values.insert(QStringLiteral("cluster/") + it.key(), it.value());
  return values;
}

void PlannerDialog::applyInputValues(const QVariantMap& values) {
  {
    // In the order a user fills the form, the planes after the server that proposes them; the
    // plan is computed once, by the caller.
    std::vector<std::unique_ptr<QSignalBlocker>> blockers;
    for (QObject* field : std::initializer_list<QObject*>{
             mGpus, mServer, mSwitch, mRate, mTiers, mOversubscription, mRails, mSuSize, mFullSu,
             mPlanes, mMedia, mServersPerRack, mRowLength})
      blockers.push_back(std::make_unique<QSignalBlocker>(field));
    const auto applyValue = [&](QSpinBox* box, const char* key) {
      plannerinputs::applyNumber(box, values, QLatin1String(key));
    };
    const auto applyChoice = [&](QComboBox* box, const char* key) {
      if (!plannerinputs::applyChoice(box, values, QLatin1String(key)) &&
          values.contains(QLatin1String(key))) {
        spdlog::info("Planner: the remembered {} \"{}\" is not offered; keeping the default.", key,
                     values.value(QLatin1String(key)).toString().toStdString());
      }
    };
    // The rail choice first, while no rack-scale system has cleared the box.
    if (values.contains(QStringLiteral("compute/railOptimised"))) {
      mRails->setEnabled(true);
      mRails->setToolTip(QString());
      mServersPerRack->setEnabled(true);
      mRails->setChecked(values.value(QStringLiteral("compute/railOptimised")).toBool());
    }
    mRailsChoice = mRails->isChecked();
    applyValue(mGpus, "compute/gpus");
    applyChoice(mRate, "compute/rate");
    applyChoice(mServer, "compute/server");
    mServerPlanes = 0;
    serverChanged();  // the server's planes and rails, as when the user picks it
    applyChoice(mSwitch, "compute/switch");
    applyChoice(mTiers, "compute/tiers");
    if (values.contains(QStringLiteral("compute/oversubscription")))
      mOversubscription->setText(
          values.value(QStringLiteral("compute/oversubscription")).toString());
    applyValue(mSuSize, "compute/suSize");
    if (values.contains(QStringLiteral("compute/fullSu")))
      mFullSu->setChecked(values.value(QStringLiteral("compute/fullSu")).toBool());
    applyValue(mPlanes, "compute/planes");
    applyChoice(mMedia, "compute/media");
    applyValue(mServersPerRack, "compute/serversPerRack");
    applyValue(mRowLength, "compute/rowLength");
  }
  QVariantMap cluster;
  for (auto it = values.cbegin(); it != values.cend(); ++it) {
    if (it.key().startsWith(QStringLiteral("cluster/")))
      cluster.insert(it.key().mid(8), it.value());
  }
  mClusterPage->applyInputValues(cluster);
}

void PlannerDialog::saveInputs() const {
  // Only what differs from the defaults: a field the user never touched follows the defaults of
  // whichever build opens the planner next, and Restore Defaults leaves nothing remembered.
  QVariantMap values = inputValues();
  for (auto it = values.begin(); it != values.end();) {
    it = it.value() == mDefaults.value(it.key()) ? values.erase(it) : std::next(it);
  }
  // The server and the rate propose the planes and decide the rail box: with either kept, the
  // planes and the rail choice are kept as they are, even where they equal the defaults.
  if (values.contains(QStringLiteral("compute/server")) ||
      values.contains(QStringLiteral("compute/rate"))) {
    const QVariantMap all = inputValues();
    for (const QString& key :
         {QStringLiteral("compute/planes"), QStringLiteral("compute/railOptimised")})
      values.insert(key, all.value(key));
  }
  QSettings settings;
  settings.remove(settingsGroup());  // a key no longer given (servers per rack) is gone
  settings.beginGroup(settingsGroup());
  for (auto it = values.cbegin(); it != values.cend(); ++it)
    settings.setValue(it.key(), it.value());
}

void PlannerDialog::restoreInputs() {
  QSettings settings;
  settings.beginGroup(settingsGroup());
  QVariantMap values;
  for (const QString& key : settings.allKeys())
    values.insert(key, settings.value(key));
  if (values.isEmpty())
    return;  // a first session: the defaults
  applyInputValues(values);
  if (values.value(QStringLiteral("mode")).toString() == QStringLiteral("cluster"))
    setMode(Mode::WholeCluster);
}

void PlannerDialog::restoreDefaults() {
  applyInputValues(mDefaults);
  recompute();
}

}  // namespace rackwright::ui
