#include "workpool.h"

#include <QThread>
#include <QThreadPool>

namespace rackwright {

QThreadPool* workPool() {
  // Destroyed after main() returns, waiting for what still runs; the workbench waits for it
  // before its QApplication goes (app/gui), so no job outlives the application object.
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
