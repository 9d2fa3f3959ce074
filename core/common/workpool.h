#ifndef RACKWRIGHT_CORE_COMMON_WORKPOOL_H
#define RACKWRIGHT_CORE_COMMON_WORKPOOL_H

#include <QFuture>
#include <QThreadPool>

namespace rackwright {

/// The thread pool of Rackwright's own work: loading, validation, counting, exports, autosave.
/// Every QtConcurrent call of the project names it. It is not Qt's global pool on purpose: Qt's
/// raster engine hands the parts of a large image draw to the global pool and waits for them, so
/// while a first validation or the summary's counting filled the global pool, every paint of the
/// window waited for them (5 s after opening a 131,072-GPU design). Code that waits for work on
/// it from a job on it uses waitInWorkPool().
QThreadPool* workPool();

/// Waits for work started on workPool() without holding a place in it. A pool thread that
/// waits for a QtConcurrent map or filter just sleeps (only run() tasks are taken over by the
/// thread waiting for them), so two jobs each waiting for their own map on a two-thread pool, or
/// one on a one-thread pool, would wait for ever; the waiting thread lends its place meanwhile.
template <typename T>
void waitInWorkPool(QFuture<T>& future) {
  // The place is taken back however the wait ends (a job's exception comes out of it).
  struct LentPlace {
    LentPlace() { workPool()->releaseThread(); }
    ~LentPlace() { workPool()->reserveThread(); }
    LentPlace(const LentPlace&) = delete;
    LentPlace& operator=(const LentPlace&) = delete;
  } lent;
  future.waitForFinished();
}

}  // namespace rackwright

#endif
