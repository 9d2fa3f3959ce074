#include "workpool.h"

#include <QThread>
#include <QThreadPool>

namespace rackwright {

QThreadPool* workPool() {
  // Destroyed at exit like Qt's global pool, after waiting for what still runs.
  static QThreadPool pool;
  static const bool configured = [] {
    pool.setMaxThreadCount(QThread::idealThreadCount());
    pool.setObjectName(QStringLiteral("rackwright work"));
    return true;
  }();
  Q_UNUSED(configured);
  return &pool;
}

}  // namespace rackwright
