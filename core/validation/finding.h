#ifndef RACKWRIGHT_CORE_VALIDATION_FINDING_H
#define RACKWRIGHT_CORE_VALIDATION_FINDING_H

#include "core/model/entities.h"
#include "ruleid.h"

#include <QString>
#include <QVector>

#include <optional>

namespace rackwright {

enum class Severity { Error, Warning, Info };
QString toString(Severity severity);

/// One result of a rule check. `key` is stable across sessions and edits that do not change what
/// the finding is about (rule id + the ids of the objects + a discriminator such as a port name),
/// so a waiver saved with the design keeps matching it.
struct Finding {
  QString rule;  ///< e.g. "FF-03"
  Severity severity = Severity::Error;
  QString message;  ///< names the objects, what is wrong and the fix
  QVector<ObjectId> objects;
  QString location;  ///< what a user understands: "R01 U12 dgx-01 OSFP2 (port 1)"
  QString key;
  bool waived = false;
  QString waiverReason;
  /// DS-08 "not verified" findings: the rule whose verdict rests on unknown or UNCONFIRMED data,
  /// so a list can say which check it is about (the finding itself is DS-08's).
  std::optional<RuleId> about;
  bool operator==(const Finding&) const = default;
};

/// Builds the stable key of a finding.
QString findingKey(const QString& rule, const QVector<ObjectId>& objects,
                   const QString& discriminator);
QString findingKey(RuleId rule, const QVector<ObjectId>& objects, const QString& discriminator);

}  // namespace rackwright

// Every member is a Qt container, an enum or a trivially copyable optional, none pointing into
// the object itself: a list of findings grows by moving its bytes, not by moving each string (a
// full validation of a large design files hundreds of thousands of infos).
Q_DECLARE_TYPEINFO(rackwright::Finding, Q_RELOCATABLE_TYPE);

#endif
