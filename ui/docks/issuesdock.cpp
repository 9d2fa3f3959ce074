#include "issuesdock.h"

#include "core/commands/designedits.h"
#include "core/editing/edittransaction.h"
#include "core/model/networks.h"
#include "core/validation/rulecatalog.h"
#include "ui/actions/actionregistry.h"
#include "ui/editing/editsession.h"

#include <QComboBox>
#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QScrollArea>
#include <QSet>
#include <QSplitter>
#include <QStyle>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QVBoxLayout>

namespace rackwright::ui {

namespace {

constexpr int kIndexRole = Qt::UserRole + 1;
/// A row listed on demand under a counted rule: its index in mListedOnDemand.
constexpr int kOnDemandRole = Qt::UserRole + 2;
/// A counted rule's row: the rule.
constexpr int kCountedRuleRole = Qt::UserRole + 3;
// Severity filter values beyond the Severity enum.
constexpr int kAll = -1;
constexpr int kWaivedOnly = -2;
/// The default: what needs acting on. Infos (unconfirmed data, checks that could not run) come
/// by the hundred in a large design and would bury the errors.
constexpr int kErrorsAndWarnings = -3;

QString severityTitle(Severity severity) {
  switch (severity) {
    case Severity::Error:
      return IssuesDock::tr("Error");
    case Severity::Warning:
      return IssuesDock::tr("Warning");
    case Severity::Info:
      break;
  }
  return IssuesDock::tr("Info");
}

QIcon severityIcon(Severity severity) {
  switch (severity) {
    case Severity::Error:
      return ActionRegistry::icon(QStringLiteral("rackwright-finding-error"));
    case Severity::Warning:
      return ActionRegistry::icon(QStringLiteral("rackwright-finding-warning"));
    case Severity::Info:
      break;
  }
  return ActionRegistry::icon(QStringLiteral("rackwright-finding-info"));
}

}  // namespace

IssuesDock::IssuesDock(EditSession* session, QWidget* parent)
    : QWidget(parent),
      mSession(session),
      mTree(new QTreeWidget(this)),
      mSeverity(new QComboBox(this)),
      mRule(new QComboBox(this)),
      mSummary(new QLabel(this)),
      mDetails(new QLabel(this)) {
  mTree->setObjectName(QStringLiteral("issuesTree"));
  mSeverity->setObjectName(QStringLiteral("issuesSeverity"));
  mRule->setObjectName(QStringLiteral("issuesRule"));
  mSummary->setObjectName(QStringLiteral("issuesSummary"));
  mTree->setHeaderLabels({tr("Severity"), tr("Rule"), tr("Location"), tr("Message")});
  mTree->setRootIsDecorated(false);
  mTree->setUniformRowHeights(true);
  mTree->setAlternatingRowColors(true);
  mTree->setContextMenuPolicy(Qt::CustomContextMenu);
  mTree->header()->setStretchLastSection(true);
  // Wide enough for what the columns hold most of the time (a waived warning, a DS-08 about
  // another rule, a transceiver port's location), so that they read without dragging the headers;
  // the message takes the rest.
  const QFontMetrics metrics(mTree->font());
  const int padding = 3 * metrics.averageCharWidth();
  const int icon = mTree->style()->pixelMetric(QStyle::PM_SmallIconSize);
  mTree->setColumnWidth(
      SeverityColumn,
      icon + padding +
          metrics.horizontalAdvance(tr("%1 (waived)").arg(severityTitle(Severity::Warning))));
  mTree->setColumnWidth(
      RuleColumn,
      padding + metrics.horizontalAdvance(
                    tr("%1 (on %2)").arg(QStringLiteral("DS-08"), QStringLiteral("PW-01"))));
  mTree->setColumnWidth(LocationColumn,
                        padding + metrics.horizontalAdvance(QStringLiteral(
                                      "M1-01 U40 stor-su01-leaf1 OSFP32 MMA4Z00-NS port 1")));
  mSeverity->addItem(tr("Errors and warnings"), kErrorsAndWarnings);
  mSeverity->addItem(tr("All severities"), kAll);
  mSeverity->addItem(tr("Errors"), int(Severity::Error));
  mSeverity->addItem(tr("Warnings"), int(Severity::Warning));
  mSeverity->addItem(tr("Infos"), int(Severity::Info));
  mSeverity->addItem(tr("Waived"), kWaivedOnly);
  mRule->addItem(tr("All rules"), QString());
  auto* filters = new QHBoxLayout;
  filters->addWidget(mSeverity);
  filters->addWidget(mRule, 1);
  // The current finding in full under the list: a message too long for its column reads there
  // without a tooltip, and can be selected and copied. The splitter lets the list have the room.
  mDetails->setObjectName(QStringLiteral("issuesDetails"));
  mDetails->setWordWrap(true);
  mDetails->setTextFormat(Qt::PlainText);
  mDetails->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
  mDetails->setAlignment(Qt::AlignTop | Qt::AlignLeft);
  mDetails->setMargin(4);
  auto* detailsArea = new QScrollArea(this);
  detailsArea->setObjectName(QStringLiteral("issuesDetailsArea"));
  detailsArea->setWidget(mDetails);
  detailsArea->setWidgetResizable(true);
  detailsArea->setFrameShape(QFrame::StyledPanel);
  auto* split = new QSplitter(Qt::Vertical, this);
  split->setObjectName(QStringLiteral("issuesSplitter"));
  split->addWidget(mTree);
  split->addWidget(detailsArea);
  split->setStretchFactor(0, 3);
  split->setStretchFactor(1, 1);
  // The list has three parts of the height to the details' one (sizes are proportions until
  // the dock is laid out); three lines of details show a long message or a waiver.
  split->setSizes({300, 100});
  detailsArea->setMinimumHeight(3 * QFontMetrics(mDetails->font()).lineSpacing() +
                                2 * mDetails->margin() + 2 * detailsArea->frameWidth());
  split->setChildrenCollapsible(true);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addLayout(filters);
  layout->addWidget(split, 1);
  layout->addWidget(mSummary);
  connect(mSeverity, &QComboBox::currentIndexChanged, this, &IssuesDock::rebuild);
  connect(mRule, &QComboBox::currentIndexChanged, this, &IssuesDock::rebuild);
  connect(mTree, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem* item) {
    if (const Finding* finding = findingAt(item))
      Q_EMIT findingActivated(*finding);
  });
  connect(mTree, &QTreeWidget::itemExpanded, this, &IssuesDock::listCountedInfos);
  connect(mTree, &QTreeWidget::currentItemChanged, this, &IssuesDock::showDetails);
  connect(mTree, &QWidget::customContextMenuRequested, this, &IssuesDock::showContextMenu);
  rebuild();
  showDetails();
}

void IssuesDock::setResult(const ValidationResult& result) {
  mResult = result;
  // The rule filter offers the rules that have findings (keeping the current choice).
  const QString current = mRule->currentData().toString();
  QStringList rules;
  for (const Finding& f : mResult.findings) {
    if (!rules.contains(f.rule))
      rules << f.rule;
  }
  for (auto it = mResult.infoCountByRule.cbegin(); it != mResult.infoCountByRule.cend(); ++it) {
    if (!rules.contains(it.key()))
      rules << it.key();
  }
  rules.sort();
  if (!current.isEmpty() && !rules.contains(current))
    rules << current;
  {
    const QSignalBlocker blocker(mRule);
    mRule->clear();
    mRule->addItem(tr("All rules"), QString());
    for (const QString& rule : rules) {
      const RuleInfo* info = RuleCatalog::find(rule);
      mRule->addItem(info ? QStringLiteral("%1 — %2").arg(rule, info->translatedTitle()) : rule,
                     rule);
    }
    mRule->setCurrentIndex(qMax(0, mRule->findData(current)));
  }
  rebuild();
}

QTreeWidgetItem* IssuesDock::findingRow(const Finding& f, int index, int role) const {
  auto* item = new QTreeWidgetItem;
  item->setData(SeverityColumn, role, index);
  item->setIcon(SeverityColumn, severityIcon(f.severity));
  item->setText(SeverityColumn, f.waived ? tr("%1 (waived)").arg(severityTitle(f.severity))
                                         : severityTitle(f.severity));
  // A DS-08 info qualifies another rule's verdict: the row names both, so "PW-01 not
  // verified" under DS-08 reads as what it is.
  item->setText(RuleColumn, f.about ? tr("%1 (on %2)").arg(f.rule, toString(*f.about)) : f.rule);
  item->setText(LocationColumn, f.location);
  item->setText(MessageColumn, f.message());
  if (f.waived) {
    for (int c = 0; c <= MessageColumn; ++c)
      item->setForeground(c, QColor(0x8a, 0x8f, 0x98));
  }
  const QString tip = explanation(f) + QStringLiteral("\n\n") +
                      tr("F1 or right-click: what this rule checks and how to fix it");
  for (int c = 0; c <= MessageColumn; ++c)
    item->setToolTip(c, tip);
  return item;
}

QString IssuesDock::explanation(const Finding& f) {
  QString text = f.message();
  if (f.waived)
    text += QStringLiteral("\n\n") + tr("Waived: %1").arg(f.waiverReason);
  if (const RuleInfo* info = RuleCatalog::find(f.rule))
    text += QStringLiteral("\n\n%1 %2 — %3").arg(f.rule, info->translatedTitle(), info->source);
  if (f.about) {
    const RuleInfo& about = RuleCatalog::info(*f.about);
    text += QStringLiteral("\n") + tr("About %1 %2: its verdict here rests on this data.")
                                       .arg(toString(*f.about), about.translatedTitle());
  }
  return text;
}

void IssuesDock::showDetails() {
  const Finding* f = currentFinding();
  mCurrentKey = f ? f->key() : QString();
  if (!f) {
    // A rule whose infos are counted, not listed: its row says what it stands for.
    const QTreeWidgetItem* row = mTree->currentItem();
    const QString counted =
        row ? row->data(SeverityColumn, kCountedRuleRole).toString() : QString();
    mDetails->setText(
        counted.isEmpty()
            ? tr("Select a finding to read it here in full.")
            : tr("%1 · %2\n%3").arg(counted, row->text(LocationColumn), row->text(MessageColumn)));
    return;
  }
  const QString heading = f->waived
                              ? tr("%1 (waived) · %2").arg(severityTitle(f->severity), f->location)
                              : tr("%1 · %2").arg(severityTitle(f->severity), f->location);
  mDetails->setText(heading + QStringLiteral("\n") + explanation(*f));
}

void IssuesDock::rebuild() {
  const int severity = mSeverity->currentData().toInt();
  const QString rule = mRule->currentData().toString();
  // A counted rule the user opened stays open when the findings change (they change with
  // nearly every edit of a large design); its infos are listed again.
  QSet<QString> expanded;
  for (int i = 0; i < mTree->topLevelItemCount(); ++i) {
    const QTreeWidgetItem* item = mTree->topLevelItem(i);
    if (item->isExpanded())
      expanded.insert(item->data(SeverityColumn, kCountedRuleRole).toString());
  }
  // The finding being read stays current across the rebuild (every edit revalidates): found
  // again by its key, which mCurrentKey kept from before the result changed.
  const QString currentKey = mCurrentKey;
  mTree->clear();
  mListedOnDemand.clear();
  QList<QTreeWidgetItem*> items;
  for (int i = 0; i < mResult.findings.size(); ++i) {
    const Finding& f = mResult.findings.at(i);
    const bool shown = severity == kWaivedOnly          ? f.waived
                       : severity == kErrorsAndWarnings ? f.severity != Severity::Info
                       : severity == kAll               ? true
                                                        : int(f.severity) == severity;
    if (!shown)
      continue;
    if (!rule.isEmpty() && f.rule != rule)
      continue;
    items << findingRow(f, i, kIndexRole);
  }
  mTree->addTopLevelItems(items);
  const bool countedShown =
      mResult.infosSummarised && (severity == kAll || severity == int(Severity::Info));
  mTree->setRootIsDecorated(countedShown && !mResult.infoCountByRule.isEmpty());
  if (countedShown) {
    addCountedInfoRows(rule);
    for (const QString& open : std::as_const(expanded)) {
      if (QTreeWidgetItem* row = open.isEmpty() ? nullptr : countedRuleRow(open))
        row->setExpanded(true);
    }
  }
  if (!currentKey.isEmpty()) {
    for (QTreeWidgetItemIterator it(mTree); *it; ++it) {
      const Finding* f = findingAt(*it);
      if (f && f->key() == currentKey) {
        mTree->setCurrentItem(*it);
        break;
      }
    }
  }
  showDetails();
  // Gone from the list for now (filtered out, or an edit undone later): it is made current again
  // when it comes back, unless another finding is chosen meanwhile.
  if (mCurrentKey.isEmpty())
    mCurrentKey = currentKey;
  QString infos = severity == kErrorsAndWarnings && mResult.infos > 0
                      ? tr("%1 infos (hidden: choose All severities)").arg(mResult.infos)
                      : tr("%1 infos").arg(mResult.infos);
  if (mResult.infosSummarised && mResult.infos > 0)
    infos += QStringLiteral(" ") + tr("(counted per rule: expand a rule to list its infos)");
  mSummary->setText(tr("%1 errors · %2 warnings · %3 · %4 waived")
                        .arg(mResult.errors)
                        .arg(mResult.warnings)
                        .arg(infos)
                        .arg(mResult.waived));
}

void IssuesDock::addCountedInfoRows(const QString& ruleFilter) {
  QStringList rules = mResult.infoCountByRule.keys();
  rules.sort();
  QList<QTreeWidgetItem*> items;
  for (const QString& rule : std::as_const(rules)) {
    if (!ruleFilter.isEmpty() && rule != ruleFilter)
      continue;
    const int count = mResult.infoCountByRule.value(rule);
    auto* item = new QTreeWidgetItem;
    item->setData(SeverityColumn, kCountedRuleRole, rule);
    item->setIcon(SeverityColumn, severityIcon(Severity::Info));
    item->setText(SeverityColumn, severityTitle(Severity::Info));
    item->setText(RuleColumn, rule);
    item->setText(LocationColumn, tr("%n infos", nullptr, count));
    const RuleInfo* info = RuleCatalog::find(rule);
    item->setText(MessageColumn,
                  tr("%1 — counted, not listed, in a design this large: expand to list %2 of "
                     "them; select an object to see its own in the Inspector")
                      .arg(info ? info->translatedTitle() : rule)
                      .arg(kInfosListedPerRule));
    item->setChildIndicatorPolicy(QTreeWidgetItem::ShowIndicator);
    items << item;
  }
  mTree->addTopLevelItems(items);
}

QTreeWidgetItem* IssuesDock::countedRuleRow(const QString& rule) const {
  for (int i = 0; i < mTree->topLevelItemCount(); ++i) {
    QTreeWidgetItem* item = mTree->topLevelItem(i);
    if (item->data(SeverityColumn, kCountedRuleRole).toString() == rule)
      return item;
  }
  return nullptr;
}

void IssuesDock::listCountedInfos(QTreeWidgetItem* ruleRow) {
  const QString rule =
      ruleRow ? ruleRow->data(SeverityColumn, kCountedRuleRole).toString() : QString();
  if (rule.isEmpty() || ruleRow->childCount() > 0 || !mInfoLister)
    return;
  const QVector<Finding> infos = mInfoLister(rule, kInfosListedPerRule);
  QList<QTreeWidgetItem*> children;
  for (const Finding& f : infos) {
    if (children.size() >= kInfosListedPerRule)
      break;
    children << findingRow(f, int(mListedOnDemand.size()), kOnDemandRole);
    mListedOnDemand << f;
  }
  const int more = mResult.infoCountByRule.value(rule) - int(children.size());
  if (more > 0) {
    auto* note = new QTreeWidgetItem;
    note->setText(MessageColumn, tr("… %n more; \"rackwright validate --infos all\" lists every "
                                    "one",
                                    nullptr, more));
    note->setFlags(Qt::ItemIsEnabled);
    children << note;
  }
  if (children.isEmpty())
    ruleRow->setChildIndicatorPolicy(QTreeWidgetItem::DontShowIndicator);
  ruleRow->addChildren(children);
}

const Finding* IssuesDock::findingAt(const QTreeWidgetItem* item) const {
  if (!item)
    return nullptr;
  const QVariant onDemand = item->data(SeverityColumn, kOnDemandRole);
  if (onDemand.isValid()) {
    const int index = onDemand.toInt();
    return index >= 0 && index < mListedOnDemand.size() ? &mListedOnDemand.at(index) : nullptr;
  }
  const QVariant listed = item->data(SeverityColumn, kIndexRole);
  const int index = listed.isValid() ? listed.toInt() : -1;
  return index >= 0 && index < mResult.findings.size() ? &mResult.findings.at(index) : nullptr;
}

QVector<Finding> IssuesDock::visibleFindings() const {
  QVector<Finding> findings;
  for (int i = 0; i < mTree->topLevelItemCount(); ++i) {
    if (const Finding* f = findingAt(mTree->topLevelItem(i)))
      findings << *f;
  }
  return findings;
}

const Finding* IssuesDock::currentFinding() const {
  return findingAt(mTree->currentItem());
}

void IssuesDock::activateRow(int row) {
  if (const Finding* f = findingAt(mTree->topLevelItem(row)))
    Q_EMIT findingActivated(*f);
}

bool IssuesDock::waive(const Finding& finding, const QString& reason) {
  Waiver waiver;
  waiver.findingKey = finding.key();
  waiver.reason = reason.trimmed();
  waiver.author = qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME"));
  waiver.date = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
  return mSession->push([&waiver](Design& d) { return DesignEdits::addWaiver(d, waiver); });
}

bool IssuesDock::unwaive(const Finding& finding) {
  const Design* design = mSession->design();
  if (!design)
    return false;
  QVector<ObjectId> ids;
  for (const Waiver& w : design->all<Waiver>()) {
    if (w.findingKey == finding.key())
      ids << w.id;
  }
  if (ids.isEmpty())
    return false;
  return mSession->pushSequence(tr("Remove waiver of %1").arg(finding.rule),
                                [&ids](Design& d, EditTransaction& transaction) {
                                  for (const ObjectId& id : ids)
                                    transaction.apply(DesignEdits::removeWaiver(d, id));
                                });
}

bool IssuesDock::planFabric(const Finding& finding, const std::optional<Ratio>& ratio) {
  const std::optional<RuleId> rule = parseRuleId(finding.rule);
  const QString fabric = rule ? RuleCatalog::plannedFabric(*rule) : QString();
  if (fabric.isEmpty() || !mSession->design())
    return false;
  return mSession->push(
      [&](Design& d) { return DesignEdits::setFabricOversubscription(d, fabric, ratio); });
}

namespace {

/// The fabric a PL-12 finding holds to a stated leaf uplink capacity: the one its leaf serves.
QString provisionedFabric(const Design* design, const Finding& finding) {
  if (!design || finding.rule != toString(RuleId::PL12) || finding.objects.isEmpty())
    return {};
  const Device* leaf = design->find<Device>(finding.objects.constFirst());
  return leaf ? leaf->network : QString();
}

}  // namespace

bool IssuesDock::stateLeafUplinks(const Finding& finding, std::optional<int> gbps) {
  const QString fabric = provisionedFabric(mSession->design(), finding);
  if (fabric.isEmpty())
    return false;
  return mSession->push(
      [&](Design& d) { return DesignEdits::setFabricLeafUplinks(d, fabric, gbps); });
}

void IssuesDock::showContextMenu(const QPoint& pos) {
  const Finding* finding = findingAt(mTree->itemAt(pos));
  if (!finding)
    return;
  const Finding chosen = *finding;
  QMenu menu(this);
  menu.setObjectName(QStringLiteral("issuesContextMenu"));
  menu.setToolTipsVisible(true);
  QAction* show = menu.addAction(tr("Select objects"));
  show->setObjectName(QStringLiteral("finding.select"));
  show->setToolTip(tr("Selects the objects of the finding on the canvas and centres on them"));
  connect(show, &QAction::triggered, this, [this, chosen] { Q_EMIT findingActivated(chosen); });
  QAction* explain = menu.addAction(tr("Explain rule %1").arg(chosen.rule));
  explain->setObjectName(QStringLiteral("finding.explain"));
  connect(explain, &QAction::triggered, this, [this, chosen] { Q_EMIT ruleHelpRequested(chosen); });
  if (mTraceAvailability) {
    QAction* trace = menu.addAction(tr("Trace channel"));
    trace->setObjectName(QStringLiteral("finding.traceChannel"));
    const QString unavailable = mTraceAvailability(chosen);
    trace->setEnabled(unavailable.isEmpty());
    trace->setToolTip(unavailable.isEmpty()
                          ? tr("Shows the optical channel of the finding end to end")
                          : unavailable);
    connect(trace, &QAction::triggered, this, [this, chosen] { Q_EMIT traceRequested(chosen); });
  }
  const std::optional<RuleId> ruleId = parseRuleId(chosen.rule);
  if (const QString fabric = ruleId ? RuleCatalog::plannedFabric(*ruleId) : QString();
      !fabric.isEmpty() && mSession->design()) {
    const QString fabricName = Networks::displayName(*mSession->design(), fabric);
    QAction* plan = menu.addAction(tr("Plan Fabric Oversubscription…"));
    plan->setObjectName(QStringLiteral("finding.planOversubscription"));
    plan->setToolTip(tr("States the leaf oversubscription the %1 fabric is planned for, so "
                        "that every leaf is held to the design's plan instead of being waived "
                        "one by one")
                         .arg(fabricName));
    plan->setEnabled(bool(mRatioPrompt));
    connect(plan, &QAction::triggered, this, [this, chosen, fabric, fabricName] {
      const Design* design = mSession->design();
      if (!design || !mRatioPrompt)
        return;
      const auto answer =
          mRatioPrompt(chosen, fabricName, design->info().fabrics.value(fabric).oversubscription);
      if (answer)
        planFabric(chosen, *answer);
    });
  }
  if (const QString fabric = provisionedFabric(mSession->design(), chosen); !fabric.isEmpty()) {
    const QString fabricName = Networks::displayName(*mSession->design(), fabric);
    QAction* state = menu.addAction(tr("State Leaf Uplinks…"));
    state->setObjectName(QStringLiteral("finding.stateLeafUplinks"));
    state->setToolTip(tr("Changes the uplink capacity the design builds every leaf of the %1 "
                         "fabric with, or stops stating it")
                          .arg(fabricName));
    state->setEnabled(bool(mUplinkPrompt));
    connect(state, &QAction::triggered, this, [this, chosen, fabric, fabricName] {
      const Design* design = mSession->design();
      if (!design || !mUplinkPrompt)
        return;
      const auto answer =
          mUplinkPrompt(chosen, fabricName, design->info().fabrics.value(fabric).leafUplinkGbps);
      if (answer)
        stateLeafUplinks(chosen, *answer);
    });
  }
  if (chosen.waived) {
    QAction* remove = menu.addAction(tr("Remove waiver"));
    remove->setObjectName(QStringLiteral("finding.unwaive"));
    connect(remove, &QAction::triggered, this, [this, chosen] { unwaive(chosen); });
  } else {
    QAction* waiveAction = menu.addAction(tr("Waive…"));
    waiveAction->setObjectName(QStringLiteral("finding.waive"));
    connect(waiveAction, &QAction::triggered, this, [this, chosen] {
      const QString reason = mPrompt ? mPrompt(chosen) : QString();
      if (!reason.trimmed().isEmpty())
        waive(chosen, reason);
    });
  }
  const QPoint globalPos = mTree->viewport()->mapToGlobal(pos);
  if (mPresenter) {
    mPresenter(menu, globalPos);
  } else {
    menu.exec(globalPos);
  }
}

}  // namespace rackwright::ui
