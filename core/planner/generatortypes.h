#ifndef RACKWRIGHT_CORE_PLANNER_GENERATORTYPES_H
#define RACKWRIGHT_CORE_PLANNER_GENERATORTYPES_H

#include "core/catalog/parttypes.h"
#include "core/model/entities.h"

#include <QString>
#include <QVector>

namespace rackwright::generator {

/// The tiers of a generated fabric, in the order of PortPlan::tiers.
enum class Tier { ServerLeaf = 0, LeafSpine = 1, SpineCore = 2 };
constexpr int kTierCount = 3;

/// A rack of the generated hall: its slot in the row layout.
struct RackSlot {
  QString name;
  int row = 0;
  int position = 0;  ///< slot in the row, 0 = first
  /// The rack-scale system the rack is (its catalog id), with the system's height; empty and 0
  /// for an ordinary rack of the options' height.
  QString systemId;
  int heightU = 0;
};

/// A device before it becomes a design object. Plain indices keep a 100,000-link fabric compact
/// while it is being wired; names and ids are made only once everything is decided.
struct DeviceSlot {
  QString name;
  PartPtr part;
  int rack = -1;  ///< index into the racks; -1 for adapters (they sit in `parent`)
  double positionU = 0;
  RackFace face = RackFace::Front;
  int parent = -1;  ///< adapters: the server's device index
  QString bay;      ///< adapters: the bay in the server
  /// Switches: the network they serve (core/model/networks.h) and their plane (1 = A …; 0 when
  /// the fabric has one plane). Empty and 0 for servers and adapters.
  QString network;
  int plane = 0;
  /// A member of a rack-scale system ("CT01", "NVS1"): named "<rack>-<member>" once the racks
  /// have names, as placing the system in the editor names it.
  QString member;
};

/// One logical port: a cage of a device (index into its part's cage list) and the logical port
/// within the cage (0 or 1 for a twin-port cage).
struct PortRef {
  int device = -1;
  int cage = -1;
  int sub = 0;
  bool operator==(const PortRef&) const = default;
};

/// One logical link of the plan, lower end first (server or lower switch).
struct Link {
  PortRef lower;
  PortRef upper;
  Tier tier = Tier::ServerLeaf;
};

}  // namespace rackwright::generator

#endif
