#ifndef RACKWRIGHT_CORE_COMMON_WORKPOOL_H
#define RACKWRIGHT_CORE_COMMON_WORKPOOL_H

class QThreadPool;

namespace rackwright {

/// The thread pool of Rackwright's own work: loading, validation, counting, exports, autosave.
/// Every QtConcurrent call of the project names it. It is not Qt's global pool on purpose: Qt's
/// raster engine hands the parts of a large image draw to the global pool and waits for them, so
/// while a first validation or the summary's counting filled the global pool, every paint of the
/// window waited for them (5 s after opening a 131,072-GPU design).
QThreadPool* workPool();

}  // namespace rackwright

#endif
