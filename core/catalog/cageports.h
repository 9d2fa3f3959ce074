#ifndef RACKWRIGHT_CORE_CATALOG_CAGEPORTS_H
#define RACKWRIGHT_CORE_CATALOG_CAGEPORTS_H

#include "parttypes.h"

#include <QVector>

namespace rackwright {

/// Which cages of a part carry a link rate with their own logical ports, and how many: the one
/// answer for the fabric generator (which cages it wires) and for PL-13 (a switch's radix R at
/// the compute speed, in the reference architectures' spine formula).
struct CagePorts {
  /// Logical ports of a cage as it comes (its named logical ports, else 2 for a twin-port cage).
  static int nativePorts(const CageDefinition& cage);
  /// Cages of `part` that carry `rateGbps` with their own logical ports (no split needed).
  static QVector<int> nativeCages(const Part& part, int rateGbps);
  /// Logical ports of `part` at `rateGbps`: 64 for a QM9700 at 400G, 144 for a Q3400 at 800G.
  static int portsAt(const Part& part, int rateGbps);
};

}  // namespace rackwright

#endif
