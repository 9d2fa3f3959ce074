#include "workpool.h"

#include <QCoreApplication>
#include <QMutex>
#include <QThread>
#include <QThreadPool>

#include <atomic>

namespace rackwright {

namespace {

/// The application object endWorkPoolThreads() is registered with. Qt runs (and forgets) the
/// routines when that object goes, so a later application object registers it again.
std::atomic<QCoreApplication*> registeredWith = nullptr;
QMutex registering;

void endWorkPoolThreads();

/// The pool itself. Destroyed after main() returns, waiting for what still runs; when that is
/// before the application object (both static, the pool made later), the routine must not run
/// on it any more.
struct Pool final : QThreadPool {
  Pool() {
    setMaxThreadCount(QThread::idealThreadCount());
    setObjectName(QStringLiteral("rackwright work"));
  }
  ~Pool() override {
    QMutexLocker lock(&registering);
    if (registeredWith.load())
      qRemovePostRoutine(endWorkPoolThreads);
    registeredWith = nullptr;
  }
};

Pool& pool() {
  static Pool instance;
  return instance;
}

/// Ends the pool's threads while the application object is still being taken down. A thread
/// that drew text keeps its own font cache, freed when the thread ends; ended only when the
/// static pool is destroyed after main() returns, the fonts it refers to are gone by then and the
/// cache leaks. Qt ends its global pool's threads at the same point (~QCoreApplication). It must
/// not call workPool(): that would register it again while Qt runs the routines, for ever.
void endWorkPoolThreads() {
  {
    QMutexLocker lock(&registering);
    registeredWith = nullptr;
  }
  pool().waitForDone();
}

}  // namespace

QThreadPool* workPool() {
  // The workbench also waits for the pool before its QApplication goes (app/gui), so no job
  // outlives the application object.
  QCoreApplication* app = QCoreApplication::instance();
  if (app && app != registeredWith.load()) {
    QMutexLocker lock(&registering);
    if (app != registeredWith.load()) {
      qAddPostRoutine(endWorkPoolThreads);
      registeredWith = app;
    }
  }
  return &pool();
}

}  // namespace rackwright
