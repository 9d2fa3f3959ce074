#ifndef RACKWRIGHT_CORE_VALIDATION_RULECATALOG_H
#define RACKWRIGHT_CORE_VALIDATION_RULECATALOG_H

#include "finding.h"

#include <QVector>

namespace rackwright {

/// Static description of one rule (the reference's rule catalog plus design-level rules).
struct RuleInfo {
  QString id;         ///< "FF-01"
  Severity severity;  ///< default severity
  QString title;      ///< short English title (translated where shown)
  QString source;     ///< the document the rule comes from
};

/// Every rule Rackwright checks, in catalog order.
class RuleCatalog final {
 public:
  static const QVector<RuleInfo>& all();
  static const RuleInfo* find(const QString& id);
};

}  // namespace rackwright

#endif
