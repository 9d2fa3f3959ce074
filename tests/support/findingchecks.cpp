#include "findingchecks.h"

#include <algorithm>

namespace rackwright::test {

QString describeFindings(const QVector<Finding>& findings) {
  QStringList lines;
  for (const Finding& f : findings) {
    lines
        << QStringLiteral("%1 %2 %3: %4").arg(toString(f.severity), f.rule, f.location, f.message);
  }
  return lines.join(QLatin1Char('\n'));
}

QString unmetRuleExpectation(const ValidationResult& result, const QString& rule,
                             std::optional<Severity> severity, const QStringList& messageParts,
                             const QString& location) {
  QVector<Finding> found;
  for (const Finding& f : result.findings) {
    if (f.rule == rule)
      found << f;
  }
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
                       [&](const QString& part) { return f.message.contains(part); });
  });
  return matched ? QString()
                 : QStringLiteral(
                       "no %1 matches the expected severity, location and message "
                       "among:\n%2")
                       .arg(rule, describeFindings(found));
}

}  // namespace rackwright::test
