#ifndef RACKWRIGHT_CORE_VALIDATION_RULEHELP_H
#define RACKWRIGHT_CORE_VALIDATION_RULEHELP_H

#include "ruleid.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>

namespace rackwright {

/// One rule's entry of the rules reference (docs/rules.md): what it checks, why it matters and
/// how to fix it. The reference is the one text behind both the documentation and the
/// workbench's per-rule help pages, so the two cannot drift.
struct RuleHelpEntry {
  QString severity;  ///< as written: "error", "warning", "info"
  QString checks;
  QString why;
  QString fix;

  bool complete() const {
    return !severity.isEmpty() && !checks.isEmpty() && !why.isEmpty() && !fix.isEmpty();
  }
};

class RuleHelp final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::RuleHelp)

 public:
  /// Reads the reference: a "## ID — Title" section per rule with **Severity:**, **Checks:**,
  /// **Why:** and **Fix:** paragraphs. Sections for unknown ids are ignored.
  static QHash<RuleId, RuleHelpEntry> parse(const QString& markdown);

  /// The help page of `rule` as Markdown: id, translated title, default severity, the
  /// reference's paragraphs (or a note that it has none), the catalog's source and, when opened
  /// from a finding, that finding's message (which names the objects and the fix).
  static QString pageMarkdown(RuleId rule, const RuleHelpEntry* entry,
                              const QString& findingMessage = {});
};

}  // namespace rackwright

#endif
