#ifndef RACKWRIGHT_CORE_PLANNER_CLUSTERPLAN_H
#define RACKWRIGHT_CORE_PLANNER_CLUSTERPLAN_H

// The port budget of a whole cluster, per network: the compute fabric (the port planner's
// leaf–spine(–core) plan plus the UFM links), the storage fabric, in-band management and
// out-of-band management, with the UFM appliances, head nodes, racks and PDUs they serve.
// A preset (clusterpresets.h) says how the reference architecture builds each network; this
// file turns it into counts for any number of scalable units.

#include "clusterpresets.h"
#include "portbudget.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QVector>

namespace rackwright {

class Catalog;

struct ClusterInputs {
  QString preset;  ///< ClusterPresets key
  int sus = 0;     ///< scalable units; or give nodes
  int nodes = 0;   ///< compute nodes; 0 = every SU full (less the UFM slot)
  /// Storage appliances on the storage fabric: kFillStorageLeaves = as many as the storage
  /// leaves' appliance ports take; 0 = none (the RAs' tables leave the storage product out).
  int storageAppliances = kFillStorageLeaves;
  static constexpr int kFillStorageLeaves = -1;
  /// Console servers for the switches' RS-232 consoles, one per rack of switches; false = none,
  /// as the reference architectures' tables count.
  bool consoleServers = true;
  SettingNames settingNames = SettingNames::CommandLine;
};

/// Switches of one role in one network.
struct ClusterSwitchRole {
  QString role;  ///< "leaf", "node-leaf", "storage-leaf", "spine", "core", "access",
                 ///< "rack-management" (a rack-scale system's own management switches)
  QString part;
  int switches = 0;
  int portsPerSwitch = 0;  ///< at the network's link rate
  int portsUsed = 0;       ///< over all switches of the role
};

/// Links of one kind in one network. Transceivers are counted where the link uses optics in
/// cages (the compute and storage fabrics); in-band AOCs and OOB copper carry none.
struct ClusterLinkGroup {
  QString key;  ///< "node-leaf", "leaf-spine", "spine-core", "ufm-leaf", "appliance-leaf",
                ///< "head-node-leaf", "storage-leaf", "peer", "leaf-core", "site-uplink",
                ///< "bmc", "appliance-bmc", "switch-management", "pdu", "power-shelf",
                ///< "oob-uplink", "ufm-ha"
  int links = 0;
  int cables = 0;
  int nodeTransceivers = 0;    ///< in nodes and appliances
  int switchTransceivers = 0;  ///< in switches
};

struct NetworkBudget {
  QString network;  ///< Networks key
  int linkRateGbps = 0;
  QVector<ClusterSwitchRole> roles;
  QVector<ClusterLinkGroup> groups;

  int switches() const;
  int links() const;
  int cables() const;
  const ClusterSwitchRole* role(const QString& key) const;
  const ClusterLinkGroup* group(const QString& key) const;
};

struct ClusterPlan {
  ClusterInputs inputs;
  const ClusterPreset* preset = nullptr;
  int sus = 0;
  int nodes = 0;
  int gpus = 0;
  PortPlan compute;
  QVector<NetworkBudget> networks;  ///< compute, storage (when the preset has one), inband, oob
  int ufmAppliances = 0;
  int headNodes = 0;
  int storageAppliances = 0;
  int computeRacks = 0;
  int managementRacks = 0;
  int storageRacks = 0;  ///< racks of storage appliances, apart from the management racks
  int pdus = 0;
  /// Console servers for the switches' RS-232 consoles: one in each management rack, more where
  /// the consoles outnumber their ports (the generator places one per rack of switches).
  int consoleServers = 0;
  int managementUnits = 0;  ///< rack units of switches, UFM, head nodes and console servers
  QStringList assumptions;  ///< English, from the preset's unconfirmed list and the sizing

  const NetworkBudget* network(const QString& key) const;
  int switches() const;
  /// Nodes of scalable unit `su` (0-based): the compute fabric fills the units in order, so
  /// only the last one can be partial (the slot given up for the UFM is there).
  int nodesInSu(int su) const;
  QJsonObject toJson() const;
  QString toText() const;
};

class ClusterPlanner final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ClusterPlanner)

 public:
  /// Sizes every network of the preset's cluster from the parts in `library`. Throws PlanError
  /// (unknown preset, sizes out of range, a switch too small for the preset's pattern).
  static ClusterPlan plan(const ClusterInputs& inputs, const Catalog& library);
  /// Storage node leaves for a scalable unit of `suNodes` nodes: enough downlinks, and an even
  /// number so each node's two ports land on two leaves.
  static int storageNodeLeaves(int suNodes, const StorageFabricPreset& storage);
  /// Storage appliances the storage leaves of `sus` scalable units take: one leaf port per
  /// appliance data port.
  static int storageApplianceCapacity(int sus, const StorageFabricPreset& storage);
  /// A display title for a link group key.
  static QString groupTitle(const QString& key);
  /// A display title for a switch role key ("node-leaf" → "node leaves").
  static QString roleTitle(const QString& key);
};

}  // namespace rackwright

#endif
