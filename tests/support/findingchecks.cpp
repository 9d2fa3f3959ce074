#include "findingchecks.h"

#include "core/validation/rulecatalog.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace rackwright::test {

QString describeFindings(const QVector<Finding>& findings) {
  QStringList lines;
  for (const Finding& f : findings) {
    lines << QStringLiteral("%1 %2 %3: %4")
                 .arg(toString(f.severity), f.rule, f.location, f.message());
  }
  return lines.join(QLatin1Char('\n'));
}

QString firstProblems(const ValidationResult& result, int limit) {
  QVector<Finding> problems;
  for (const Finding& f : result.findings) {
    if (f.severity != Severity::Info && !f.waived && problems.size() < limit)
      problems << f;
  }
  return describeFindings(problems);
}

QVector<Finding> findingsOfRule(const QVector<Finding>& findings, RuleId rule) {
  QVector<Finding> found;
  const QString& text = toString(rule);
  for (const Finding& f : findings) {
    if (f.rule == text)
      found << f;
  }
  return found;
}

QVector<Finding> findingsOfRule(const QVector<Finding>& findings, const QString& rule) {
  // A text that names no rule finds nothing (the expectations below refuse it by name).
  const std::optional<RuleId> id = parseRuleId(rule);
  return id ? findingsOfRule(findings, *id) : QVector<Finding>();
}

namespace {

QString unknownRule(const QString& rule) {
  // Without this, a "must not fire" row with a mistyped id would pass whatever the rules do.
  return parseRuleId(rule) ? QString()
                           : QStringLiteral(
                                 "%1: not a rule of the catalog (core/validation/ruleid.h); "
                                 "mistyped?")
                                 .arg(unknownRuleIdMessage(rule));
}

/// Every "XX-NN not verified" info is DS-08's and names XX-NN as the rule it is about; no other
/// finding names one (the Issues dock shows the pair, and JSON carries "about").
QString unverifiedAboutMismatch(const QVector<Finding>& findings) {
  static const QRegularExpression unverified(QStringLiteral("^([A-Z]+-\\d\\d) not verified"));
  for (const Finding& f : findings) {
    const QRegularExpressionMatch m = unverified.match(f.message());
    const QString expected = m.hasMatch() ? m.captured(1) : QString();
    const QString actual = f.about ? toString(*f.about) : QString();
    if (expected != actual || (f.about && f.rule != QLatin1String("DS-08"))) {
      return QStringLiteral("%1 finding names \"%2\" as the rule it is about, expected \"%3\": %4")
          .arg(f.rule, actual, expected, f.message());
    }
  }
  return {};
}

}  // namespace

QString unmetRuleExpectation(const ValidationResult& result, const QString& rule,
                             std::optional<Severity> severity, const QStringList& messageParts,
                             const QString& location) {
  if (const QString unknown = unknownRule(rule); !unknown.isEmpty())
    return unknown;
  if (const QString about = unverifiedAboutMismatch(result.findings); !about.isEmpty())
    return about;
  const QVector<Finding> found = findingsOfRule(result.findings, rule);
  if (!severity) {
    return found.isEmpty()
               ? QString()
               : QStringLiteral("%1 fired unexpectedly:\n%2").arg(rule, describeFindings(found));
  }
  if (found.isEmpty()) {
    return QStringLiteral("no %1 among:\n%2").arg(rule, describeFindings(result.findings));
  }
  const bool matched = std::any_of(found.begin(), found.end(), [&](const Finding& f) {
    return f.severity == *severity && f.location.contains(location) &&
           std::all_of(messageParts.begin(), messageParts.end(),
                       [&](const QString& part) { return f.message().contains(part); });
  });
  return matched ? QString()
                 : QStringLiteral(
                       "no %1 matches the expected severity, location and message "
                       "among:\n%2")
                       .arg(rule, describeFindings(found));
}

QString duplicateFindingKey(const QVector<Finding>& findings) {
  QSet<QString> keys;
  for (const Finding& f : findings) {
    if (keys.contains(f.key()))
      return QStringLiteral("duplicate key %1").arg(f.key());
    keys.insert(f.key());
  }
  return {};
}

QString unmetRuleCount(const QVector<Finding>& findings, const QString& rule, int count,
                       const QStringList& messageParts) {
  if (const QString unknown = unknownRule(rule); !unknown.isEmpty())
    return unknown;
  const QVector<Finding> found = findingsOfRule(findings, rule);
  if (found.size() != count) {
    return QStringLiteral("%1 × %2 expected, %3 found among:\n%4")
        .arg(count)
        .arg(rule)
        .arg(found.size())
        .arg(describeFindings(findings));
  }
  if (found.isEmpty())
    return {};
  const RuleInfo* info = RuleCatalog::find(rule);
  if (!info)
    return QStringLiteral("%1 is not in the rule catalog").arg(rule);
  for (const Finding& f : found) {
    if (f.severity != info->severity || f.location.isEmpty() ||
        !f.key().startsWith(rule + QLatin1Char('|'))) {
      return QStringLiteral(
                 "%1 is not a %2 %3 finding with a location and a key of the rule (key "
                 "\"%4\")")
          .arg(describeFindings({f}), toString(info->severity), rule, f.key());
    }
  }
  for (const QString& part : messageParts) {
    if (!found.constFirst().message().contains(part)) {
      return QStringLiteral("\"%1\" is not in the message of:\n%2")
          .arg(part, describeFindings({found.constFirst()}));
    }
  }
  return {};
}

QString unmetRuleRow(const ValidationResult& result) {
  QFETCH(QString, rule);
  QFETCH(int, severity);
  QFETCH(QStringList, messageParts);
  QFETCH(QString, location);
  return unmetRuleExpectation(
      result, rule, severity < 0 ? std::nullopt : std::optional<Severity>(Severity(severity)),
      messageParts, location);
}

QString ruleRowProblem(const ValidationResult& result) {
  const QString unmet = unmetRuleRow(result);
  return unmet.isEmpty() ? duplicateFindingKey(result.findings) : unmet;
}

}  // namespace rackwright::test
