#ifndef RACKWRIGHT_UI_PLANNER_PLANNERDIALOG_H
#define RACKWRIGHT_UI_PLANNER_PLANNERDIALOG_H

#include "core/model/design.h"
#include "core/planner/cablemapgenerator.h"
#include "core/planner/portbudget.h"

#include <QDialog>
#include <QVariantMap>

#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QStackedWidget;

namespace rackwright::ui {

class ClusterPage;
class PlannerCharts;

/// The fabric planner: the inputs of PortPlanner (GPUs, server and switch from the catalog,
/// link rate, tiers, oversubscription, rails, planes, media), the port budget recomputed as they
/// change, the charts, and "Generate", which builds a complete design through the cable-map
/// generator. A second mode plans the whole cluster of a reference-architecture preset
/// (ClusterPage). The window takes the generated design with takeDesign().
class PlannerDialog final : public QDialog {
  Q_OBJECT

 public:
  /// What the dialog plans: the compute fabric alone, or every network of a cluster.
  enum class Mode { ComputeFabric, WholeCluster };

  explicit PlannerDialog(QWidget* parent = nullptr);
  ~PlannerDialog() override;

  /// The inputs as the fields give them (throws Error when a catalog part is missing).
  PlanInputs inputs() const;
  /// The current plan, or none with the reason in problem().
  const std::optional<PortPlan>& plan() const { return mPlan; }
  QString problem() const { return mProblem; }
  /// Recomputes the plan now (the fields do this themselves).
  void recompute();
  /// Generates the design of the current plan of the current mode; false (reason in problem()
  /// or, for a whole cluster, in the cluster page's problem()) when refused.
  bool generate();
  /// The generated design, handed over once.
  std::unique_ptr<Design> takeDesign() { return std::move(mGenerated); }
  /// The mode the last generated design was planned in.
  Mode generatedMode() const { return mGeneratedMode; }
  /// Where the planner keeps its inputs between sessions (QSettings group).
  static QString settingsGroup();
  /// The window title: the planner's name as its menu entry gives it, and the page shown.
  static QString titleFor(Mode mode);

  /// The window kept its current design (the user cancelled the save prompt): the status no
  /// longer says the generated design was opened.
  void noteCurrentDesignKept();
  Mode mode() const;
  void setMode(Mode mode);
  const std::optional<GeneratorResult>& generatorResult() const { return mResult; }

  QSpinBox* gpusField() const { return mGpus; }
  QComboBox* serverField() const { return mServer; }
  QComboBox* switchField() const { return mSwitch; }
  QComboBox* rateField() const { return mRate; }
  QComboBox* mediaField() const { return mMedia; }
  QComboBox* tiersField() const { return mTiers; }
  QLineEdit* oversubscriptionField() const { return mOversubscription; }
  QCheckBox* railsField() const { return mRails; }
  QSpinBox* planesField() const { return mPlanes; }
  QSpinBox* suSizeField() const { return mSuSize; }
  QCheckBox* fullSuField() const { return mFullSu; }
  QSpinBox* serversPerRackField() const { return mServersPerRack; }
  QSpinBox* rowLengthField() const { return mRowLength; }
  QPlainTextEdit* budgetView() const { return mBudget; }
  PlannerCharts* charts() const { return mCharts; }
  QLabel* statusLabel() const { return mStatus; }
  QRadioButton* computeModeButton() const { return mComputeMode; }
  QRadioButton* clusterModeButton() const { return mClusterMode; }
  QPushButton* restoreDefaultsButton() const { return mRestoreDefaults; }
  ClusterPage* clusterPage() const { return mClusterPage; }

 Q_SIGNALS:
  /// A design was generated; takeDesign() hands it over.
  void designGenerated();

 protected:
  /// Closing keeps the inputs for the next session (saveInputs()).
  void done(int result) override;

 private:
  void build();
  /// The inputs of both pages and the mode by name ("compute/gpus", "cluster/preset" …).
  QVariantMap inputValues() const;
  /// Sets the fields from inputValues(); the compute plan is left for the caller to recompute
  /// (the cluster page recomputes its own). Unknown or out-of-range values leave a field as it
  /// is or at its nearest allowed value; keys absent leave their fields as they are.
  void applyInputValues(const QVariantMap& values);
  /// The inputs of both pages and the mode, kept for the next session: a planner opened
  /// tomorrow starts where the user left it, not at the defaults.
  void saveInputs() const;
  /// Sets the fields as saveInputs() left them (before the first recompute).
  void restoreInputs();
  /// "Restore Defaults": both pages' fields as in a first session; the page shown stays.
  void restoreDefaults();
  QWidget* buildComputePage();
  void updateGenerateButton();
  /// A rack-scale system is never rail-optimised (its trays are wired by position): the rail
  /// choice is switched off while one is chosen and given back when a server is chosen again.
  void serverChanged();

  QRadioButton* mComputeMode;
  QRadioButton* mClusterMode;
  QStackedWidget* mPages;
  ClusterPage* mClusterPage;
  QSpinBox* mGpus;
  QComboBox* mServer;
  QComboBox* mSwitch;
  QComboBox* mRate;
  QComboBox* mTiers;
  QLineEdit* mOversubscription;
  QCheckBox* mRails;
  bool mRailsChoice = true;  ///< the user's rail choice, kept while a system disables the box
  QSpinBox* mSuSize;
  QCheckBox* mFullSu;
  QSpinBox* mPlanes;
  QSpinBox* mServersPerRack;
  QSpinBox* mRowLength;
  QComboBox* mMedia;
  QPlainTextEdit* mBudget;
  QLabel* mStatus;
  /// The planes the current server set (DGX-B300-ETH: 2), 0 when the server set none.
  int mServerPlanes = 0;
  QPushButton* mGenerate = nullptr;
  QPushButton* mRestoreDefaults = nullptr;
  /// The fields as built, before anything remembered was applied (restoreDefaults()).
  QVariantMap mDefaults;
  PlannerCharts* mCharts;
  std::optional<PortPlan> mPlan;
  std::optional<GeneratorResult> mResult;
  QString mProblem;
  std::unique_ptr<Design> mGenerated;
  Mode mGeneratedMode = Mode::ComputeFabric;
};

}  // namespace rackwright::ui

#endif
