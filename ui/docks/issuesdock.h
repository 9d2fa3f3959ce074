#ifndef RACKWRIGHT_UI_DOCKS_ISSUESDOCK_H
#define RACKWRIGHT_UI_DOCKS_ISSUESDOCK_H

#include "core/model/designdata.h"
#include "core/validation/validator.h"

#include <QPointer>
#include <QWidget>

#include <functional>

class QComboBox;
class QLabel;
class QMenu;
class QTreeWidget;
class QTreeWidgetItem;

namespace rackwright::ui {

class EditSession;

/// The Issues dock: the live findings with severity, rule, location and message, filtered by
/// severity and rule. Double-clicking a finding selects its objects on the canvas and centres
/// them; the context menu does that too (Select objects) and waives a finding with a reason (an
/// undo command that saves the waiver in the design) or removes the waiver again.
///
/// When the result counts infos rather than listing them (a large design), each rule with infos
/// is one row with its count; expanding it lists the rule's first infos, made on demand by the
/// InfoLister.
class IssuesDock final : public QWidget {
  Q_OBJECT

 public:
  enum Column { SeverityColumn, RuleColumn, LocationColumn, MessageColumn };
  /// Asks the user why a finding is acceptable; empty means cancelled.
  using ReasonPrompt = std::function<QString(const Finding&)>;
  /// Shows the context menu of a finding; the default runs it at `globalPos`, tests look at it
  /// and trigger.
  using MenuPresenter = std::function<void(QMenu& menu, const QPoint& globalPos)>;

  explicit IssuesDock(EditSession* session, QWidget* parent = nullptr);

  void setReasonPrompt(ReasonPrompt prompt) { mPrompt = std::move(prompt); }
  /// Asks for the oversubscription a fabric is planned for, offering `current` (empty: the
  /// rule's default); nothing means cancelled, an empty ratio returns to the default.
  using RatioPrompt = std::function<std::optional<std::optional<Ratio>>(
      const Finding& finding, const QString& fabricName, const std::optional<Ratio>& current)>;
  void setRatioPrompt(RatioPrompt prompt) { mRatioPrompt = std::move(prompt); }
  /// Asks for the uplink capacity (Gb/s) every leaf of a fabric is built with, offering
  /// `current`; nothing means cancelled, an empty value stops stating it.
  using UplinkPrompt = std::function<std::optional<std::optional<int>>(
      const Finding& finding, const QString& fabricName, std::optional<int> current)>;
  void setUplinkPrompt(UplinkPrompt prompt) { mUplinkPrompt = std::move(prompt); }
  void setMenuPresenter(MenuPresenter presenter) { mPresenter = std::move(presenter); }
  /// Why "Trace channel" cannot show a finding's channel (empty = it can); without one the
  /// entry is not offered.
  using TraceAvailability = std::function<QString(const Finding&)>;
  void setTraceAvailability(TraceAvailability availability) {
    mTraceAvailability = std::move(availability);
  }
  /// The first unwaived infos of a rule (at least `limit` when there are as many), for results
  /// that count infos.
  using InfoLister = std::function<QVector<Finding>(const QString& rule, int limit)>;
  void setInfoLister(InfoLister lister) { mInfoLister = std::move(lister); }
  /// How many infos expanding a counted rule lists.
  static constexpr int kInfosListedPerRule = 200;
  void setResult(const ValidationResult& result);
  const ValidationResult& result() const { return mResult; }

  QTreeWidget* tree() const { return mTree; }
  /// The finding of the current row, if any.
  const Finding* currentFinding() const;
  QComboBox* severityFilter() const { return mSeverity; }
  QComboBox* ruleFilter() const { return mRule; }
  /// The counts under the list.
  QLabel* summary() const { return mSummary; }
  /// The current finding in full (its message, waiver, rule and source), under the list.
  QLabel* details() const { return mDetails; }
  /// What the details pane and a row's tooltip say of a finding beyond its row: the whole
  /// message, the waiver's reason, the rule with its source, the rule a DS-08 info is about.
  static QString explanation(const Finding& finding);
  /// The findings of the rows currently shown, in order.
  QVector<Finding> visibleFindings() const;
  /// The finding of a row.
  const Finding* findingAt(const QTreeWidgetItem* item) const;
  /// The row of a rule whose infos are counted, if any.
  QTreeWidgetItem* countedRuleRow(const QString& rule) const;

  /// Waives `finding` with `reason` (one undo step); false when refused.
  bool waive(const Finding& finding, const QString& reason);
  /// Removes the waiver matching `finding`; false when there is none.
  bool unwaive(const Finding& finding);
  /// States `ratio` as the planned oversubscription of the fabric whose capacity rule reported
  /// `finding` (PL-13, PL-14), or the rule's default for an empty ratio; one undo step. False
  /// when the finding's rule holds no fabric to a plan, or the edit is refused.
  bool planFabric(const Finding& finding, const std::optional<Ratio>& ratio);
  /// States `gbps` as the uplink capacity every leaf of the fabric of a PL-12 `finding` is built
  /// with (the fabric its leaf serves), or stops stating it for an empty value; one undo step.
  /// False for a finding of another rule, or when the edit is refused.
  bool stateLeafUplinks(const Finding& finding, std::optional<int> gbps);
  /// Emits findingActivated for the finding in `row` of the visible list.
  void activateRow(int row);

 Q_SIGNALS:
  /// The user asked to see a finding's objects.
  void findingActivated(const rackwright::Finding& finding);
  /// The user asked what a finding's rule checks (its help page).
  void ruleHelpRequested(const rackwright::Finding& finding);
  /// The user asked to see the optical channel a finding is about.
  void traceRequested(const rackwright::Finding& finding);

 private:
  void rebuild();
  void addCountedInfoRows(const QString& ruleFilter);
  void listCountedInfos(QTreeWidgetItem* ruleRow);
  QTreeWidgetItem* findingRow(const Finding& finding, int index, int role) const;
  void showContextMenu(const QPoint& pos);
  void showDetails();

  EditSession* mSession;
  ReasonPrompt mPrompt;
  RatioPrompt mRatioPrompt;
  UplinkPrompt mUplinkPrompt;
  MenuPresenter mPresenter;
  TraceAvailability mTraceAvailability;
  InfoLister mInfoLister;
  ValidationResult mResult;
  QVector<Finding> mListedOnDemand;  ///< the infos of expanded counted rules
  QTreeWidget* mTree;
  QComboBox* mSeverity;
  QComboBox* mRule;
  QLabel* mSummary;
  QLabel* mDetails;
  QString mCurrentKey;  ///< the key of the finding the details show, kept across rebuilds
};

}  // namespace rackwright::ui

#endif
