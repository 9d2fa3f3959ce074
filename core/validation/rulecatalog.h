#ifndef RACKWRIGHT_CORE_VALIDATION_RULECATALOG_H
#define RACKWRIGHT_CORE_VALIDATION_RULECATALOG_H

#include "core/common/ratio.h"
#include "finding.h"
#include "ruleid.h"

#include <QVector>

namespace rackwright {

/// Static description of one rule (the reference's rule catalog plus design-level rules).
struct RuleInfo {
  QString id;                         ///< "FF-01", as findings, files and outputs carry it
  RuleId rule = RuleId::FF01;         ///< the same id, as checks and comparisons use it
  Severity severity;                  ///< default severity
  QString title;                      ///< short English title (JSON output keeps it)
  const char* titleSource = nullptr;  ///< the title's translation source ("RuleCatalog")
  QString source;                     ///< the document the rule comes from

  /// The title in the user's language, for what is shown (issues dock, review report, CLI text).
  QString translatedTitle() const;
};

/// Every rule Rackwright checks, in catalog order (which is RuleId's order).
class RuleCatalog final {
 public:
  static const QVector<RuleInfo>& all();
  static const RuleInfo& info(RuleId rule);
  /// The rule an id text names, or null: for the edges that parse texts.
  static const RuleInfo* find(const QString& id);
  /// The network key of the fabric whose planned oversubscription `rule` holds leaves to
  /// ("compute" for PL-13, "storage" for PL-14), so that its findings can offer to state the
  /// plan instead of a waiver per leaf; empty for every other rule.
  static QString plannedFabric(RuleId rule);
  /// The rule that holds the leaves of `fabric` to its planned oversubscription; empty for a
  /// fabric no rule does.
  static std::optional<RuleId> capacityRule(const QString& fabric);
  /// The fabrics a design can state a plan for, in display order (compute, then storage).
  static QStringList plannedFabrics();
  /// The oversubscription `rule` holds its fabric's leaves to when the design states none: PL-13
  /// 1:1 (non-blocking, as the RAs build the compute fabric), PL-14 4:3 (the H100 RA's "a ratio
  /// near 4:3" for the nodes' side of the storage fabric). 1:1 for any other rule.
  static Ratio defaultOversubscription(RuleId rule);
  /// How a fabric's plan reads wherever it is shown (the Fabric Plan menu, the review): the
  /// planned ratio ("2:1"), or the rule's default marked as such ("4:3 (default)"); empty for a
  /// network no rule holds to a plan.
  static QString planText(const QString& fabric, const std::optional<Ratio>& planned);
};

}  // namespace rackwright

#endif
