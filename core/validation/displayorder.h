#ifndef RACKWRIGHT_CORE_VALIDATION_DISPLAYORDER_H
#define RACKWRIGHT_CORE_VALIDATION_DISPLAYORDER_H

#include "finding.h"

#include <QVector>

#include <array>

namespace rackwright::displayorder {

/// A finding's place in the display order (Validator::lessThan) as far as a few integers tell
/// it: its severity, the rank of its rule among the rule catalog's ids, and the first
/// characters of its location, zero-padded. Keys that differ order their findings exactly as
/// lessThan does; findings with equal keys are ordered by lessThan itself.
///
/// Why: a full run sorts well over a hundred thousand findings whose texts lie scattered over
/// the heap. Comparing keys reads one small array; the texts are read only for ties (findings of
/// one device and rule, which were written side by side).
struct Key {
  std::array<quint64, 4> words{};
  Finding* finding = nullptr;
};

bool less(const Key& a, const Key& b);

/// The keys of the findings in [begin, end), sorted. The findings must stay where they are
/// until merge() has moved them.
QVector<Key> sortedKeys(Finding* begin, Finding* end);

/// Moves the findings of sorted key runs into one list in display order, in one pass: the
/// output is cut into parts at keys sampled from every run, and each part merges its slice of
/// every run on the thread pool. Findings that compare equal are identical in everything the
/// order looks at, so which run gives its finding first does not show.
QVector<Finding> merge(const QVector<QVector<Key>>& runs);

}  // namespace rackwright::displayorder

#endif
