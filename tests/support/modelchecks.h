#ifndef RACKWRIGHT_TESTS_SUPPORT_MODELCHECKS_H
#define RACKWRIGHT_TESTS_SUPPORT_MODELCHECKS_H

#include "core/model/designdata.h"

#include <QSet>
#include <QStringList>

namespace rackwright::test {

/// The ids of a relation index's entries, in their order (cableRefsAt(), moduleRefsIn()): what
/// two designs' entries are compared by, their slot numbers being each design's own.
QVector<ObjectId> refIds(std::span<const DesignData::SlotRef> refs);

/// Consistency checks of a design's internals that the saved bytes cannot show: the relation
/// indexes (devicesInRack, modulesInCage, cableRefsAt, …) and the references between objects.
class ModelChecks final {
 public:
  /// Every relation query answered from the indexes, for each key (the ids of objects that exist
  /// or once existed) and each port or cage of the key's part, one line per non-empty answer.
  static QStringList indexDump(const DesignData& design, const QSet<ObjectId>& keys);
  /// The same lines worked out from the object tables alone, as a rebuilt index would answer.
  static QStringList tableDump(const DesignData& design, const QSet<ObjectId>& keys);
  /// Where the indexes and the tables disagree (empty when they agree); keys as above.
  static QStringList indexProblems(const DesignData& design, const QSet<ObjectId>& keys);
  /// References that do not resolve: a room without its site, a device in a missing rack or
  /// server, a module in a missing device or cage, a cable end at a missing object or port.
  static QStringList referenceProblems(const DesignData& design);
  /// Whether two designs hold the same objects and information (the parts are not compared).
  /// Cheap for a snapshot of an unchanged design: its tables are still shared with it.
  static bool sameObjects(const DesignData& a, const DesignData& b);
};

}  // namespace rackwright::test

#endif
