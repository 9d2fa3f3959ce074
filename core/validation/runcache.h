#ifndef RACKWRIGHT_CORE_VALIDATION_RUNCACHE_H
#define RACKWRIGHT_CORE_VALIDATION_RUNCACHE_H

#include "opticalchannel.h"

#include <QHash>
#include <QString>
#include <QVector>

#include <utility>

namespace rackwright {

/// What the scopes that one worker checks in a row over the same, unchanging design can share:
/// a switch's location is then built once, not once per port, and a twin-port module's second
/// port is traced once, not once per scope that looks at it. A cache lives for one batch of
/// scopes only (the design does not change during it) and belongs to one thread.
struct ValidationRunCache {
  QHash<ObjectId, QString> deviceLocations;
  /// Traces of module optical ports. Filled and used only when the scopes do not record their
  /// dependencies: a trace taken from the cache would not record them in the second scope.
  QHash<std::pair<ObjectId, QString>, QVector<OpticalChannel>> traces;
};

}  // namespace rackwright

#endif
