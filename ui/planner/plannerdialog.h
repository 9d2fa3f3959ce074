#ifndef RACKWRIGHT_UI_PLANNER_PLANNERDIALOG_H
#define RACKWRIGHT_UI_PLANNER_PLANNERDIALOG_H

#include "core/model/design.h"
#include "core/planner/cablemapgenerator.h"
#include "core/planner/portbudget.h"

#include <QDialog>

#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace rackwright::ui {

class PlannerCharts;

/// The fabric planner: the inputs of PortPlanner (GPUs, server and switch from the catalog,
/// link rate, tiers, oversubscription, rails, planes, media), the port budget recomputed as they
/// change, the charts, and "Generate", which builds a complete design through the cable-map
/// generator. The window takes the generated design with takeDesign().
class PlannerDialog final : public QDialog {
  Q_OBJECT

 public:
  explicit PlannerDialog(QWidget* parent = nullptr);
  ~PlannerDialog() override;

  /// The inputs as the fields give them (throws Error when a catalog part is missing).
  PlanInputs inputs() const;
  /// The current plan, or none with the reason in problem().
  const std::optional<PortPlan>& plan() const { return mPlan; }
  QString problem() const { return mProblem; }
  /// Recomputes the plan now (the fields do this themselves).
  void recompute();
  /// Generates the design of the current plan; false (reason in problem()) when refused.
  bool generate();
  /// The generated design, handed over once.
  std::unique_ptr<Design> takeDesign() { return std::move(mGenerated); }
  const std::optional<GeneratorResult>& generatorResult() const { return mResult; }

  QSpinBox* gpusField() const { return mGpus; }
  QComboBox* serverField() const { return mServer; }
  QComboBox* switchField() const { return mSwitch; }
  QComboBox* tiersField() const { return mTiers; }
  QLineEdit* oversubscriptionField() const { return mOversubscription; }
  QCheckBox* railsField() const { return mRails; }
  QSpinBox* suSizeField() const { return mSuSize; }
  QCheckBox* fullSuField() const { return mFullSu; }
  QSpinBox* serversPerRackField() const { return mServersPerRack; }
  QSpinBox* rowLengthField() const { return mRowLength; }
  QPlainTextEdit* budgetView() const { return mBudget; }
  PlannerCharts* charts() const { return mCharts; }
  QLabel* statusLabel() const { return mStatus; }

 Q_SIGNALS:
  /// A design was generated; takeDesign() hands it over.
  void designGenerated();

 private:
  void build();

  QSpinBox* mGpus;
  QComboBox* mServer;
  QComboBox* mSwitch;
  QComboBox* mRate;
  QComboBox* mTiers;
  QLineEdit* mOversubscription;
  QCheckBox* mRails;
  QSpinBox* mSuSize;
  QCheckBox* mFullSu;
  QSpinBox* mPlanes;
  QSpinBox* mServersPerRack;
  QSpinBox* mRowLength;
  QComboBox* mMedia;
  QPlainTextEdit* mBudget;
  QLabel* mStatus;
  QPushButton* mGenerate;
  PlannerCharts* mCharts;
  std::optional<PortPlan> mPlan;
  std::optional<GeneratorResult> mResult;
  QString mProblem;
  std::unique_ptr<Design> mGenerated;
};

}  // namespace rackwright::ui

#endif
