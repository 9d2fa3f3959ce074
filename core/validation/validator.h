#ifndef RACKWRIGHT_CORE_VALIDATION_VALIDATOR_H
#define RACKWRIGHT_CORE_VALIDATION_VALIDATOR_H

#include "core/model/designdata.h"
#include "finding.h"
#include "findingsummary.h"

#include <QFuture>
#include <QHash>
#include <QSet>

#include <functional>

namespace rackwright {

struct ValidationRunCache;

/// All findings of one validation run, waivers applied, in display order.
struct ValidationResult {
  QVector<Finding> findings;  ///< sorted by severity, rule, location, key
  int errors = 0;             ///< not waived
  int warnings = 0;           ///< not waived
  int infos = 0;              ///< not waived
  int waived = 0;
  /// Set when validateAll() summarised the infos (InfoDetail::Summary or None): `findings` then
  /// holds, of the unwaived infos, only the first FindingSummary::kExamples of each rule in
  /// display order (none for None); `infos` still counts them all.
  bool infosSummarised = false;
  QHash<QString, int> infoCountByRule;  ///< unwaived infos per rule, when summarised
  /// The unwaived infos left out of `findings`, counted per object they name (each object once
  /// per finding): what the rack elevations' markers need of them, without their texts.
  QHash<ObjectId, int> unlistedInfosByObject;
  bool operator==(const ValidationResult&) const = default;

  /// The unwaived infos by rule with their first examples, whether the result holds them all or
  /// only summarised them (the counts then come from infoCountByRule): what the review and
  /// `rackwright validate` print.
  QVector<RuleTally> infoTallies() const;
};

/// One unit of checking. The validator runs every rule through these scopes; the incremental
/// validator keeps results and dependencies per scope.
struct ValidationScope {
  enum class Kind { Module, Cable, Channel, Device, Rack };
  Kind kind = Kind::Module;
  ObjectId id;
  QString port;  ///< channels: the optical port of the module
  bool operator==(const ValidationScope&) const = default;
};
size_t qHash(const ValidationScope& scope, size_t seed = 0);

/// Full validation of a design (live or snapshot). Pure: reads only the data it is given, so it
/// runs on a worker thread over a snapshot.
class Validator final {
 public:
  static ValidationResult validateAll(const DesignData& design);
  /// The same keeping of the unwaived infos only what `infos` lists (InfoDetail::Summary: two
  /// examples per rule and the counts; None: the counts): a 32,768-GPU design has some 140,000
  /// infos, and a summary report need not hold their texts. All is validateAll(design).
  static ValidationResult validateAll(const DesignData& design, InfoDetail infos);
  /// Validates a snapshot on the global thread pool. The snapshot is a cheap copy-on-write copy
  /// of the live design (`Design::snapshot()`); the worker never touches the live design.
  static QFuture<ValidationResult> validateAsync(DesignData snapshot);

  /// Every scope the design has: modules, cables, channels (module optical ports with a fiber
  /// attached), devices and racks.
  static QVector<ValidationScope> scopes(const DesignData& design);
  /// The channel scopes of one module (its optical ports with a fiber attached).
  static QStringList channelPorts(const DesignData& design, const ObjectId& moduleId);

  struct ScopeResult {
    QVector<Finding> findings;
    QVector<ObjectId> dependencies;  ///< sorted, each once
  };
  /// Runs the checks of one scope (without waivers); `dependencies` stays empty unless asked for.
  static ScopeResult runScope(const DesignData& design, const ValidationScope& scope,
                              bool recordDependencies = true, ValidationRunCache* cache = nullptr);
  /// Runs many scopes on the global thread pool and hands each scope's result to `take` on the
  /// calling thread, in the order of `scopes`, as soon as it and all before it are done: the
  /// caller files results while the pool still checks later scopes. Pure like runScope: the
  /// design is only read.
  static void runScopesInOrder(const DesignData& design, const QVector<ValidationScope>& scopes,
                               bool recordDependencies,
                               const std::function<void(qsizetype, ScopeResult&)>& take);

  /// Sorts into display order on the thread pool (runs of sort keys, merged in one pass; see
  /// displayorder.h).
  static void sortInDisplayOrder(QVector<Finding>& findings);

  /// Finding key → waiver reason (the waiver with the smallest id wins when two match).
  static QHash<QString, QString> waiverReasons(const DesignData& design);
  /// Applies waivers, sorts (unless the findings are in display order already) and counts.
  static ValidationResult finish(QVector<Finding> findings, const QHash<QString, QString>& waivers,
                                 bool alreadySorted = false);
  /// The display order: severity, rule, location, key (then message and objects, so that the
  /// order is total).
  static bool lessThan(const Finding& a, const Finding& b);
};

}  // namespace rackwright

#endif
