#include "findingsummary.h"

#include "rulecatalog.h"

#include <QHash>

namespace rackwright {

QVector<RuleTally> FindingSummary::byRule(const QVector<Finding>& findings, Severity severity,
                                          int examples) {
  QVector<RuleTally> tallies;
  QHash<QString, int> byId;
  for (const Finding& finding : findings) {
    if (finding.waived || finding.severity != severity)
      continue;
    auto found = byId.constFind(finding.rule);
    if (found == byId.constEnd()) {
      RuleTally tally;
      tally.rule = finding.rule;
      tally.severity = severity;
      if (const RuleInfo* info = RuleCatalog::find(finding.rule))
        tally.title = info->title;
      found = byId.insert(finding.rule, int(tallies.size()));
      tallies << tally;
    }
    RuleTally& tally = tallies[found.value()];
    ++tally.count;
    if (tally.examples.size() < examples)
      tally.examples << finding;
  }
  return tallies;
}

QString FindingSummary::detailName(InfoDetail detail) {
  switch (detail) {
    case InfoDetail::Summary:
      return QStringLiteral("summary");
    case InfoDetail::All:
      return QStringLiteral("all");
    case InfoDetail::None:
      return QStringLiteral("none");
  }
  return {};
}

std::optional<InfoDetail> FindingSummary::detailFromName(const QString& name) {
  for (const InfoDetail detail : {InfoDetail::Summary, InfoDetail::All, InfoDetail::None}) {
    if (detailName(detail).compare(name, Qt::CaseInsensitive) == 0)
      return detail;
  }
  return std::nullopt;
}

}  // namespace rackwright
