#ifndef RACKWRIGHT_CORE_ANALYSIS_CABLEBUNDLES_H
#define RACKWRIGHT_CORE_ANALYSIS_CABLEBUNDLES_H

#include "core/model/designdata.h"
#include "core/model/networks.h"

#include <QHash>
#include <QVector>

#include <array>

namespace rackwright {

struct Part;

/// What a cable is made of, as a cable run on the floor counts it.
enum class CableMedium { Copper, ActiveOptical, Multimode, SingleMode, Other };
inline constexpr int kCableMediumCount = 5;

/// Copper for DAC/ACC/copper assemblies, ActiveOptical for AOCs, Multimode or SingleMode for
/// passive fibre by its class, Other for anything else (or no part).
CableMedium cableMediumOf(const Part* part);

/// The cables between two racks: one bundle per rack pair (rackA < rackB).
struct CableBundle {
  ObjectId rackA;
  ObjectId rackB;
  int cables = 0;
  std::array<int, kCableMediumCount> byMedium{};
  double lengthM = 0;  ///< the cables' lengths added up
  /// Cables per network, indexed as CableBundles::networks (shorter when the last networks have
  /// none here); the cables on no network are `cables` less their sum.
  QVector<int> byNetwork;
  int count(CableMedium medium) const { return byMedium[std::size_t(medium)]; }
  int countOnNetwork(int network) const {
    return network >= 0 && network < byNetwork.size() ? byNetwork.at(network) : 0;
  }
};

/// Every cable of a design gathered into rack-to-rack bundles. A cable counts once per pair of
/// racks it joins: a point-to-point cable for its two ends' racks, a breakout for its head's
/// rack and each leg's. Cables within one rack and cables with an end in no rack are counted
/// apart.
struct CableBundles {
  QVector<CableBundle> bundles;     ///< the most cables first (then by rack ids)
  QHash<ObjectId, int> withinRack;  ///< rack → cables with every end in it
  int unplaced = 0;                 ///< cables with fewer than two ends in racks
  /// The networks the bundles count by, in report order (NetworkResolver::networks()).
  QVector<NetworkDefinition> networks;
  int cables = 0;  ///< cables looked at

  static CableBundles aggregate(const DesignData& design);

  /// Bundles that touch `rackId` (indexes into `bundles`).
  QVector<int> bundlesOf(const ObjectId& rackId) const { return mByRack.value(rackId); }
  /// Cables that end in `rackId`: its bundles' and those within it.
  int cablesAt(const ObjectId& rackId) const;

 private:
  QHash<ObjectId, QVector<int>> mByRack;
};

}  // namespace rackwright

#endif
