#ifndef RACKWRIGHT_TESTS_SUPPORT_FINDINGCHECKS_H
#define RACKWRIGHT_TESTS_SUPPORT_FINDINGCHECKS_H

#include "core/validation/validator.h"

#include <QStringList>
#include <QTest>

#include <optional>

namespace rackwright::test {

/// One line per finding ("error FF-03 R01 U2 dgx-01 OSFP1: …"), for failure messages.
QString describeFindings(const QVector<Finding>& findings);

/// describeFindings() of the first `limit` errors and warnings not waived: what a test that
/// expects a clean design prints when it is not.
QString firstProblems(const ValidationResult& result, int limit = 5);

/// The findings of `rule`, in their order.
QVector<Finding> findingsOfRule(const QVector<Finding>& findings, RuleId rule);
/// The same for an id text (test data); nothing for a text that names no rule.
QVector<Finding> findingsOfRule(const QVector<Finding>& findings, const QString& rule);

/// The rule tests' expectation: `rule` reports a finding with `severity` whose location contains
/// `location` and whose message contains every part — or, with no severity, does not fire at
/// all. Returns an empty string when the expectation holds, else what was found instead.
QString unmetRuleExpectation(const ValidationResult& result, const QString& rule,
                             std::optional<Severity> severity, const QStringList& messageParts,
                             const QString& location);

/// unmetRuleExpectation() for the current data row of a test whose columns are
/// addRuleExpectationColumns()'s: its rule, severity (-1: must not fire), message parts and
/// location are fetched here, so each rule test states only how it builds the design.
QString unmetRuleRow(const ValidationResult& result);

/// unmetRuleRow(), then duplicateFindingKey(): the whole check of a rule test's data row on the
/// design it built. Empty when the row holds and every finding key is unique.
QString ruleRowProblem(const ValidationResult& result);

/// The channel rule tests' expectation, for checks run one channel at a time: `rule` reports
/// exactly `count` findings among `findings`, each with the severity the rule catalog gives the
/// rule, a location and a key of that rule, and the first one's message contains every part.
/// Returns an empty string when the expectation holds, else what was found instead.
QString unmetRuleCount(const QVector<Finding>& findings, const QString& rule, int count,
                       const QStringList& messageParts);

/// "duplicate key K" for the first finding key that two findings share (a place is reported
/// once, however many scopes look at it); empty when every key is unique.
QString duplicateFindingKey(const QVector<Finding>& findings);

/// The data columns of the rule tests that use unmetRuleExpectation: the test's own set-up type,
/// the rule, the expected severity as an int (-1: the rule must not fire), the message parts and
/// the location.
template <typename Setup>
void addRuleExpectationColumns() {
  QTest::addColumn<Setup>("setup");
  QTest::addColumn<QString>("rule");
  QTest::addColumn<int>("severity");
  QTest::addColumn<QStringList>("messageParts");
  QTest::addColumn<QString>("location");
}

}  // namespace rackwright::test

#endif
