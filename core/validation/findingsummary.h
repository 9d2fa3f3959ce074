#ifndef RACKWRIGHT_CORE_VALIDATION_FINDINGSUMMARY_H
#define RACKWRIGHT_CORE_VALIDATION_FINDINGSUMMARY_H

#include "finding.h"

#include <QString>
#include <QVector>

#include <optional>

namespace rackwright {

/// How many findings of one rule a validation reported, with the first few as examples.
struct RuleTally {
  QString rule;   ///< "DS-08"
  QString title;  ///< the rule catalog's English title (empty for a rule it does not know)
  Severity severity = Severity::Info;
  int count = 0;
  QVector<Finding> examples;  ///< the first findings of the rule in display order
};

/// How much of a severity an output lists: every finding, one tally per rule, or only the count.
/// Errors and warnings are always listed in full; infos default to the summary, since a large
/// design has hundreds of thousands of them and a reader wants to know which rules speak.
enum class InfoDetail { Summary, All, None };

/// The one home of "summarise findings by rule": the review PDF and `rackwright validate` both
/// present what this returns.
class FindingSummary final {
 public:
  static constexpr int kExamples = 2;

  /// Tallies of the unwaived findings of `severity`, one per rule in the order the rules first
  /// appear (the display order sorts by severity and then rule, so this is the catalog's).
  static QVector<RuleTally> byRule(const QVector<Finding>& findings, Severity severity,
                                   int examples = kExamples);

  /// "summary", "all", "none": the command line's words.
  static QString detailName(InfoDetail detail);
  static std::optional<InfoDetail> detailFromName(const QString& name);
};

}  // namespace rackwright

#endif
