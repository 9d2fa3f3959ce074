#ifndef RACKWRIGHT_CORE_COMMON_PARALLELRANGES_H
#define RACKWRIGHT_CORE_COMMON_PARALLELRANGES_H

#include "workpool.h"

#include <QVector>
#include <QtConcurrent>

#include <numeric>

namespace rackwright {

/// Calls `work(range, begin, end)` for the consecutive ranges [begin, end) of [0, count), each
/// `rangeSize` long but the last, on workPool(), and returns when all are done (this thread
/// lends its place in the pool meanwhile). `range` numbers them from 0, so that each can write
/// its own slot of a result prepared beforehand. What the work reads must not change meanwhile.
template <typename Work>
void forEachRange(qsizetype count, qsizetype rangeSize, Work&& work) {
  if (count <= 0)
    return;
  const qsizetype ranges = (count + rangeSize - 1) / rangeSize;
  QVector<qsizetype> numbers(ranges);
  std::iota(numbers.begin(), numbers.end(), qsizetype(0));
  QFuture<void> done = QtConcurrent::map(workPool(), numbers, [&](qsizetype range) {
    const qsizetype begin = range * rangeSize;
    work(range, begin, std::min(count, begin + rangeSize));
  });
  waitInWorkPool(done);
}

/// The number of ranges forEachRange() makes of `count`.
inline qsizetype rangeCount(qsizetype count, qsizetype rangeSize) {
  return count <= 0 ? 0 : (count + rangeSize - 1) / rangeSize;
}

}  // namespace rackwright

#endif
