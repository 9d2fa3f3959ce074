#ifndef RACKWRIGHT_CORE_PLANNER_FABRICWIRING_H
#define RACKWRIGHT_CORE_PLANNER_FABRICWIRING_H

#include "generatornames.h"
#include "rackplacement.h"

#include <QCoreApplication>

#include <memory>

namespace rackwright::generator {

/// The devices, racks and logical links of a plan, before any part is chosen for a link.
///
/// Wiring rules (each the plan's own assumption made concrete):
///  - Server endpoint e (its compute logical ports in cage order, then the ports of its adapter
///    cards in bay order) belongs to plane e / rails and is rail e % rails of that plane.
///  - Rail-optimised: rail r of every server of scalable unit u goes to leaf r of u, downlink
///    port = the server's position in the unit. Otherwise a server's rails go to one leaf,
///    `serversPerLeaf` servers per leaf, each on `rails` consecutive downlink ports.
///  - Leaf uplink j (on the cages after the downlink cages) goes to spine j / k of the plane (or
///    of the pod), k = links per leaf–spine pair; the spine's port is leaf × k + j mod k, so a
///    leaf's links to one spine share cages and a twin-port DAC can carry two of them.
///  - Three tiers: spine uplink t of spine j of pod p goes to core t / k2 of core group j, core
///    port p × k2 + t mod k2.
struct Fabric {
  Q_DECLARE_TR_FUNCTIONS(rackwright::Fabric)

 public:
  /// Builds devices, racks and links. Throws GeneratorError.
  static std::unique_ptr<Fabric> build(const PortPlan& plan, const GeneratorOptions& options,
                                       const Catalog& library);

  /// Cages of `part` that carry `rateGbps` with their own logical ports (no split needed).
  static QVector<int> nativeCages(const Part& part, int rateGbps);

  PartPtr serverPart;
  PartPtr switchPart;
  QVector<DeviceSlot> devices;
  QVector<Link> links;
  std::unique_ptr<RackPlacement> placement;
  QStringList notes;

  const CageDefinition& cage(const PortRef& port) const {
    return devices[port.device].part->device()->cages[port.cage];
  }

 private:
  Fabric(const GeneratorOptions& options) : placement(new RackPlacement(options, devices)) {}
};

}  // namespace rackwright::generator

#endif
