#ifndef RACKWRIGHT_UI_PLANNER_CLUSTERPAGE_H
#define RACKWRIGHT_UI_PLANNER_CLUSTERPAGE_H

#include "core/model/design.h"
#include "core/planner/clustergenerator.h"
#include "core/planner/clusterplan.h"

#include <QVariantMap>
#include <QWidget>

#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QCheckBox;
class QSpinBox;
class QTreeWidget;

namespace rackwright::ui {

/// The planner's "Whole cluster" page: a reference-architecture preset and a size (scalable
/// units or nodes) in, the cluster plan of every network out (ClusterPlanner, recomputed as the
/// fields change), its assumptions shown as such, and generate(), which builds the whole
/// cluster through the cluster generator. Every decision is the core's; the page only asks.
class ClusterPage final : public QWidget {
  Q_OBJECT

 public:
  /// Columns of the budget tree.
  enum Column { ItemColumn, SwitchesColumn, LinksColumn, PortsColumn, TransceiversColumn };

  explicit ClusterPage(QWidget* parent = nullptr);
  ~ClusterPage() override;

  /// The inputs as the fields give them, naming the fields in refusals.
  ClusterInputs inputs() const;
  /// The current plan, or none with the reason in problem().
  const std::optional<ClusterPlan>& plan() const { return mPlan; }
  QString problem() const { return mProblem; }
  /// Recomputes the plan now (the fields do this themselves).
  void recompute();
  /// Generates the whole cluster of the current plan; null (reason in problem() and on the
  /// page) when refused.
  std::unique_ptr<Design> generate();
  const std::optional<ClusterGeneratorResult>& generatorResult() const { return mResult; }

  QComboBox* presetField() const { return mPreset; }
  QSpinBox* susField() const { return mSus; }
  QSpinBox* nodesField() const { return mNodes; }
  QSpinBox* storageAppliancesField() const { return mStorageAppliances; }
  QCheckBox* consoleServersField() const { return mConsoleServers; }
  QSpinBox* serversPerRackField() const { return mServersPerRack; }
  QSpinBox* rowLengthField() const { return mRowLength; }
  QLabel* sourceLabel() const { return mSource; }
  QLabel* summaryLabel() const { return mSummary; }
  QTreeWidget* budgetTree() const { return mBudget; }
  QPlainTextEdit* assumptionsView() const { return mAssumptions; }
  QLabel* statusLabel() const { return mStatus; }
  /// The first and last fields, for the dialog's tab order.
  QWidget* firstField() const;
  QWidget* lastField() const;

  /// The fields' values by name, as the planner keeps them for the next session.
  QVariantMap inputValues() const;
  /// Sets the fields from inputValues() and recomputes once. A value this build does not offer
  /// (a preset that is gone, a count out of range) leaves the field at its default or its
  /// nearest allowed value; "servers per rack" absent follows the preset again.
  void applyInputValues(const QVariantMap& values);

 Q_SIGNALS:
  /// The plan was recomputed; `possible` says whether it can be generated.
  void planChanged(bool possible);

 private:
  void build();
  void presetChosen();
  void showPlan();
  void showRefusal(const QString& text);

  QComboBox* mPreset;
  QLabel* mSource;
  QSpinBox* mSus;
  QSpinBox* mNodes;
  QSpinBox* mStorageAppliances;
  QCheckBox* mConsoleServers;
  QSpinBox* mServersPerRack;
  QSpinBox* mRowLength;
  QLabel* mSummary;
  QTreeWidget* mBudget;
  QPlainTextEdit* mAssumptions;
  QLabel* mStatus;
  /// The user set "Servers per rack" (else it follows the preset).
  bool mServersPerRackEdited = false;
  int mSusBeforeNodes = 0;  ///< the SU count a typed node count replaced (0: none)
  std::optional<ClusterPlan> mPlan;
  std::optional<ClusterGeneratorResult> mResult;
  QString mProblem;
};

}  // namespace rackwright::ui

#endif
