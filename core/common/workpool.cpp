#include "workpool.h"

#include <QCoreApplication>
#include <QThread>
#include <QThreadPool>

namespace rackwright {

namespace {

/// Ends the pool's threads while the application object is still being taken down. A thread
/// that drew text keeps its own font cache, freed when the thread ends; ended only when the
/// static pool is destroyed after main() returns, the fonts it refers to are gone by then and the
/// cache leaks. Qt ends its global pool's threads at the same point (~QCoreApplication).
void endWorkPoolThreads() {
  workPool()->waitForDone();
}

}  // namespace

QThreadPool* workPool() {
  // Destroyed after main() returns, waiting for what still runs; the workbench waits for it
  // before its QApplication goes (app/gui), so no job outlives the application object.
  static QThreadPool pool;
  static const bool configured = [] {
    pool.setMaxThreadCount(QThread::idealThreadCount());
    pool.setObjectName(QStringLiteral("rackwright work"));
    qAddPostRoutine(endWorkPoolThreads);
    return true;
  }();
  Q_UNUSED(configured);
  return &pool;
}

}  // namespace rackwright
