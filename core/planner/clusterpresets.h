#ifndef RACKWRIGHT_CORE_PLANNER_CLUSTERPRESETS_H
#define RACKWRIGHT_CORE_PLANNER_CLUSTERPRESETS_H

// The whole-cluster presets: how NVIDIA's DGX SuperPOD reference architectures (RAs) build the
// four networks of a cluster around a platform. Every number a preset carries is either read in
// the RA it names or derived from that RA's count tables (the derivation is in the comment next
// to it); what could not be read is listed in `unconfirmed`, so the plan shows it.

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QVector>

namespace rackwright {

/// The compute fabric of a preset: the planner's inputs for it.
struct ComputeFabricPreset {
  QString switchPart;
  int linkRateGbps = 400;
  int suSize = 32;  ///< nodes per scalable unit
  int planes = 1;
  /// Nodes given up fabric-wide for the UFM appliance's links (H100/B200 RAs: one, in SU 1).
  int ufmNodeSlots = 0;
  int ufmLinks = 0;  ///< UFM-to-leaf links on this fabric
};

/// A storage fabric of leaves and spines: node leaves (oversubscribed towards the nodes), one
/// storage leaf per scalable unit for the storage appliances (1:1), spines over all uplinks.
struct StorageFabricPreset {
  QString switchPart;  ///< empty: the preset has no separate storage fabric
  int linkRateGbps = 400;
  int portsPerNode = 2;
  int nodeLeafDownlinks = 32;
  int nodeLeafUplinks = 24;
  /// The node's cages that join the storage fabric, one per leaf of a pair.
  QStringList nodePorts;
  int applianceLeavesPerSu = 1;
  int appliancePortsPerLeaf = 12;  ///< switch ports towards the storage, as many up (1:1)
  /// The storage appliance the generator places when the plan asks for appliances: a generic
  /// node until the storage product is chosen. Its data ports take one storage-leaf port each;
  /// its in-band ports take the in-band network's NFS storage ports (InBandPreset::storageLinks).
  QString appliancePart = QStringLiteral("GEN-STORAGE-NODE");
  QStringList applianceDataPorts = {QStringLiteral("DATA1"), QStringLiteral("DATA2")};
  QStringList applianceInBandPorts = {QStringLiteral("INBAND1"), QStringLiteral("INBAND2")};
  int ufmLinks = 0;
};

/// In-band management: leaves in pairs (every node's two bonded ports on the two leaves of a
/// pair, with a peer link between them), two cores above, the site uplinks on the cores.
struct InBandPreset {
  QString switchPart;
  int linkRateGbps = 100;
  int portsPerNode = 2;
  /// The node's cages that join in-band management, one per leaf of a pair (bonded).
  QStringList nodePorts;
  int leafUplinksPerCore = 2;
  int cores = 2;
  int peerLinksPerPair = 2;
  int siteUplinks = 4;
  int headNodePorts = 2;
  int storageLinks = 8;  ///< NFS user storage on the in-band network
};

/// Out-of-band management: 1 GbE access switches for every BMC, switch management port and
/// PDU, with uplinks into the in-band cores.
struct OutOfBandPreset {
  QString switchPart;
  int accessPorts = 48;
  int portsFilled = 40;  ///< planned fill per switch; the rest stays spare
  int uplinksPerSwitch = 2;
  /// Serves the switches' RS-232 consoles, one per rack of switches (more where a rack has more
  /// consoles than it has ports); its network port is an OOB endpoint. The reference
  /// architectures list none: an assumption of every preset.
  QString consoleServerPart = QStringLiteral("CM8116");
};

/// A whole-cluster preset.
struct ClusterPreset {
  QString key;  ///< stable, for the command line and files: "dgx-h100-ib"
  QString title;
  QString serverPart;
  /// A rack-scale system (GB200-NVL72) whose compute trays are the nodes: serverPart is its
  /// tray, the compute racks are the systems' own racks (placed whole), and each rack's
  /// management switches take its trays', NVLink switch trays' and power shelves' management
  /// ports. Empty for servers racked on their own.
  QString system;
  ComputeFabricPreset compute;
  StorageFabricPreset storage;
  InBandPreset inband;
  OutOfBandPreset oob;
  int ufmAppliances = 0;  ///< fabric-wide: an HA pair per InfiniBand fabric
  int headNodes = 0;      ///< Base Command Manager head and management nodes
  int serversPerRack = 4;
  int pdusPerComputeRack = 3;
  int pdusPerManagementRack = 2;
  /// Rack units of network and management gear one management rack takes (cable density and
  /// power, not the rack's height).
  int managementUnitsPerRack = 16;
  QString source;           ///< the documents, tables named
  QStringList unconfirmed;  ///< English: what the preset assumes without a primary source
};

class ClusterPresets final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ClusterPresets)

 public:
  static const QVector<ClusterPreset>& all();
  /// The preset with `key`, or null.
  static const ClusterPreset* find(const QString& key);
  /// The keys, comma-separated, for messages.
  static QString keysText();
};

}  // namespace rackwright

#endif
