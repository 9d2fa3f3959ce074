#ifndef RACKWRIGHT_CORE_VALIDATION_INFODIGEST_H
#define RACKWRIGHT_CORE_VALIDATION_INFODIGEST_H

#include "finding.h"

#include <QHash>
#include <QString>
#include <QVector>

#include <span>

namespace rackwright {

/// The unwaived infos of a summarising run (Validator::validateAll with InfoDetail::Summary or
/// None) reduced to counts and the first `keep` examples of each rule in display order. A full
/// run fills one digest per chunk of scopes as the checks report, then merges them.
///
/// Most infos of a large design are only counted: at 131,072 GPUs some 780,000 of them, of which
/// the summary shows two per rule. mayKeep() lets a check find that out from the info's location
/// alone, before it spends time on the message text.
class InfoDigest final {
 public:
  explicit InfoDigest(int keep = 0) : mKeep(keep) {}

  /// Files one unwaived info: counted, and kept while it is among the first `keep` of its rule.
  void add(Finding finding);
  /// Whether an info of `rule` at `location` could be among the examples kept so far. When it
  /// cannot, it sorts after every kept example of its rule (by location; the key breaks ties
  /// only at an equal location), so it would be dropped whatever its key and message.
  bool mayKeep(const QString& rule, const QString& location) const;
  /// Counts an info that mayKeep() turned away, without building it.
  void count(const QString& rule, std::span<const ObjectId> objects);
  /// Adds another chunk's digest (its examples are filed again, in order).
  void merge(InfoDigest& other);

  QHash<QString, int> countByRule;
  QHash<QString, QVector<Finding>> examples;  ///< per rule, in display order
  QHash<ObjectId, int> byObject;              ///< of the infos not kept as examples

 private:
  void dropped(std::span<const ObjectId> objects);
  int mKeep = 0;
};

}  // namespace rackwright

#endif
