#include "clusterpresets.h"

#include "portbudget.h"

namespace rackwright {

namespace {

// RA-11333-001 V11 (DGX SuperPOD with DGX H100), "Network Fabrics" Table 4 and Appendix A
// Tables 7 ("Major components of the 4 SU, 127-node DGX SuperPOD") and 8 ("Estimate of cables
// required"). The support networks are derived from those tables at 4 SU; each figure below
// names the table row it reproduces.
ClusterPreset dgxH100InfiniBand() {
  ClusterPreset p;
  p.key = QStringLiteral("dgx-h100-ib");
  p.title = QStringLiteral("DGX SuperPOD, DGX H100, InfiniBand (RA-11333)");
  p.serverPart = QStringLiteral("DGX-H100");

  // Table 4: 32 nodes per SU, eight QM9700 rail leaves, "a DGX system must be removed to
  // accommodate for UFM connectivity"; "Compute and UFM" cables = 8 × nodes + 4.
  p.compute.switchPart = QStringLiteral("QM9700");
  p.compute.linkRateGbps = 400;
  p.compute.suSize = 32;
  p.compute.ufmNodeSlots = 1;
  p.compute.ufmLinks = 4;

  // Table 8, storage IB: 494 "DGX H100 systems to leaf, leaf to spine" = 254 node links (2 per
  // node) + 240 leaf-spine; 48 storage cables; 16 QM9700 storage switches (Table 7). Text:
  // "storage devices are connected at a 1:1 port to uplink ratio. The DGX H100 system
  // connections are slightly oversubscribed with a ratio near 4:3". 32 down : 24 up per node
  // leaf (4:3) gives 8 node leaves for 254 links; one 12 + 12 port storage leaf per SU gives
  // 4 more; 8 × 24 + 4 × 12 = 240 uplinks on 4 spines: 16 switches and 494 cables, as printed.
  p.storage.switchPart = QStringLiteral("QM9700");
  p.storage.linkRateGbps = 400;
  p.storage.portsPerNode = 2;
  // BasePOD deployment guide: port 1 of the slot-1 and slot-2 ConnectX-7 cards is the
  // InfiniBand storage port, port 2 the Ethernet in-band port.
  p.storage.nodePorts = {QStringLiteral("SLOT1-P1"), QStringLiteral("SLOT2-P1")};
  p.storage.nodeLeafDownlinks = 32;
  p.storage.nodeLeafUplinks = 24;
  p.storage.applianceLeavesPerSu = 1;
  p.storage.appliancePortsPerLeaf = 12;
  p.storage.ufmLinks = 4;  // Table 8: four "UFM System Transceivers" on the storage fabric

  // Table 8, in-band Ethernet: 254 node links (2 per node, "bonded for resiliency", 100 Gb/s
  // per the RA's text), 8 management-node links, 8 NFS storage links, 6 ISL, 24 leaf-core,
  // 4 uplinks to the core DC; 8 SN4600C (Table 7). Three leaf pairs (58 access ports per leaf
  // after 4 uplinks and 2 peer links) and two cores reproduce all six rows.
  p.inband.switchPart = QStringLiteral("SN4600C");
  p.inband.linkRateGbps = 100;
  p.inband.portsPerNode = 2;
  p.inband.nodePorts = {QStringLiteral("SLOT1-P2"), QStringLiteral("SLOT2-P2")};
  p.inband.leafUplinksPerCore = 2;
  p.inband.cores = 2;
  p.inband.peerLinksPerPair = 2;
  p.inband.siteUplinks = 4;
  p.inband.headNodePorts = 2;
  p.inband.storageLinks = 8;

  // Table 7: 8 SN2201; Table 8, OOB: 127 DGX + 64 IB switches + 8 management/UFM nodes + 8
  // in-band switches + 108 PDUs = 315 ports, "two uplinks per OOB to in-band" (16).
  // 315 ports on 8 switches of 48 ports is 40 per switch, the fill used here.
  p.oob.switchPart = QStringLiteral("SN2201");
  p.oob.accessPorts = 48;
  p.oob.portsFilled = 40;
  p.oob.uplinksPerSwitch = 2;

  p.ufmAppliances = 4;  // Table 7: 4 UFM appliances (an HA pair per IB fabric, Table 8: 2 B2B)
  p.headNodes = 4;      // Table 7: 4 BCM management servers
  p.serversPerRack = 4;
  // Table 7: 38 racks, 96 + 12 PDUs: 32 compute racks of 4 DGX with 3 PDUs and 6 management
  // racks with 2; the 88 U of switches, UFM and BCM servers in 6 racks is 16 U per rack.
  p.pdusPerComputeRack = 3;
  p.pdusPerManagementRack = 2;
  p.managementUnitsPerRack = 16;

  p.source = QStringLiteral(
      "NVIDIA DGX SuperPOD reference architecture with DGX H100 (RA-11333-001 V11): Network "
      "Fabrics, Table 4 Compute fabric component count; Appendix A, Table 7 Major components "
      "and Table 8 Estimate of cables, 4 SU, 127 nodes. "
      "https://docs.nvidia.com/dgx-superpod/reference-architecture-scalable-infrastructure-h100/"
      "latest/network-fabrics.html");
  p.unconfirmed = {
      QStringLiteral("storage and in-band leaf, spine and core split: derived from the Table 7 "
                     "and 8 totals at 4 SU, not printed by the RA"),
      QStringLiteral("storage appliance ports: the RA's 48 storage cables at 4 SU (12 switch "
                     "ports per SU); the RA says the count depends on the storage chosen"),
      QStringLiteral("in-band node links at 100 Gb/s as the RA's text says; its Table 8 lists "
                     "200 Gb/s QSFP56 AOCs into the 100 GbE SN4600C"),
      QStringLiteral("OOB fill of 40 of 48 ports per SN2201: Table 8's 315 ports on Table 7's "
                     "8 switches"),
  };
  return p;
}

// RA-11334-001 (DGX SuperPOD with DGX B200): its compute fabric Table 4 has the rows of the H100
// RA; its storage, in-band and OOB sections could not be read, so those follow the H100 RA.
ClusterPreset dgxB200InfiniBand() {
  ClusterPreset p = dgxH100InfiniBand();
  p.key = QStringLiteral("dgx-b200-ib");
  p.title = QStringLiteral("DGX SuperPOD, DGX B200, InfiniBand (RA-11334)");
  p.serverPart = QStringLiteral("DGX-B200");
  // DGX B200 user guide: each north-south card has one Ethernet and one InfiniBand port (the
  // catalog's port defaults); the InfiniBand port joins the storage fabric, the Ethernet port
  // in-band management, so neither needs its mode changed.
  p.storage.nodePorts = {QStringLiteral("SLOT1-P2"), QStringLiteral("SLOT2-P2")};
  p.inband.nodePorts = {QStringLiteral("SLOT1-P1"), QStringLiteral("SLOT2-P1")};
  // "Rack design can support … two DGX B200 per rack … power consumption per rack exceeds
  // 25 kW" (DGX SuperPOD Architecture page).
  p.serversPerRack = 2;
  p.source = QStringLiteral(
      "NVIDIA DGX SuperPOD reference architecture with DGX B200 (RA-11334-001): Network "
      "Fabrics, Table 4 Compute fabric component count; DGX SuperPOD Architecture, larger "
      "SuperPOD component counts. "
      "https://docs.nvidia.com/dgx-superpod/reference-architecture-scalable-infrastructure-b200/"
      "latest/network-fabrics.html ; support networks as RA-11333-001 V11 Appendix A");
  p.unconfirmed.prepend(
      QStringLiteral("storage, in-band and OOB networks follow the DGX H100 RA (RA-11333): the "
                     "B200 RA's sections on them were not read; a secondary summary of its "
                     "management rack figure reports SN5600 in-band switches and 8 storage "
                     "leaves with 4 spines for 4 SU"));
  return p;
}

// RA-11339-001 (DGX SuperPOD with DGX B300 and Quantum-X800): Table 3 "Example Compute Fabric
// Components" (72 nodes per SU, eight Q3400 rail leaves, node-leaf cables = 8 × nodes, so no
// node slot is given up), "four DGX B300 fit within a single rack … ~56kW", "three (3) 2U rack
// PDUs". The RA's storage, in-band and OOB sections could not be read: the support networks
// follow the H100 RA's pattern on the parts the DGX B300 takes, and say so.
ClusterPreset dgxB300Xdr() {
  ClusterPreset p = dgxH100InfiniBand();
  p.key = QStringLiteral("dgx-b300-xdr");
  p.title = QStringLiteral("DGX SuperPOD, DGX B300, Quantum-X800 XDR (RA-11339)");
  p.serverPart = QStringLiteral("DGX-B300");
  p.compute.switchPart = QStringLiteral("Q3400-RA");
  p.compute.linkRateGbps = 800;
  p.compute.suSize = 72;
  p.compute.ufmNodeSlots = 0;
  p.compute.ufmLinks = 0;
  // The BlueField-3 ports run Ethernet for storage and in-band (the catalog's DGX B300 note):
  // an Ethernet storage fabric on SN5600 at 400GbE (128 ports), with the H100 RA's ratios.
  p.storage.switchPart = QStringLiteral("SN5600");
  p.storage.linkRateGbps = 400;
  p.storage.nodePorts = {QStringLiteral("BF3-1-P1"), QStringLiteral("BF3-2-P1")};
  p.storage.nodeLeafDownlinks = 64;
  p.storage.nodeLeafUplinks = 48;
  p.storage.appliancePortsPerLeaf = 24;
  p.storage.ufmLinks = 0;
  p.inband.nodePorts = {QStringLiteral("BF3-1-P2"), QStringLiteral("BF3-2-P2")};
  p.ufmAppliances = 0;
  p.headNodes = 7;
  p.serversPerRack = 4;
  p.pdusPerComputeRack = 3;
  p.source = QStringLiteral(
      "NVIDIA DGX SuperPOD reference architecture with DGX B300 and Quantum-X800 (RA-11339-001): "
      "DGX SuperPOD Architecture, Table 3 Example Compute Fabric Components. "
      "https://docs.nvidia.com/dgx-superpod/reference-architecture/"
      "scalable-infrastructure-b300-xdr/"
      "latest/dgx-superpod-architecture.html ; support networks after RA-11333-001 V11 Appendix A");
  p.unconfirmed = {
      QStringLiteral("storage, in-band and OOB networks: the B300 XDR RA's sections on them were "
                     "not read; the H100 RA's pattern is applied (storage on SN5600 at 400GbE "
                     "with its 4:3 node leaves and 1:1 storage leaves, in-band on SN4600C, OOB "
                     "on SN2201)"),
      QStringLiteral("no UFM appliance: the RA's UFM attachment is not in the readable text and "
                     "its node-leaf cables are 8 × nodes (no node slot given up); the Q3400-RA "
                     "switches are managed"),
      QStringLiteral("7 head nodes (2 BCM, 3 Kubernetes, 2 Slurm login) from a secondary "
                     "summary of the RA"),
      QStringLiteral("storage and in-band on ports 1 and 2 of the two BlueField-3 cards"),
      QStringLiteral("the RA's three 2U rack PDUs per compute rack hang zero-U in the rear side "
                     "channels: four 10 U DGX B300 and three 2U PDUs need 46 U, more than the "
                     "42 U racks laid out here"),
  };
  return p;
}

// RA-11337 (DGX SuperPOD with DGX B300, Spectrum-X Ethernet): the compute fabric is two
// independent planes ("twin planes"), every GPU 2 × 400GbE, one leg per plane; a scalable unit
// is 64 nodes, so that each plane's rail leaf takes one 400GbE port from every node of its unit
// (half of an SN5610's 128 ports at 400G, the other half up). Four DGX B300 per rack. The RA's
// storage, in-band and OOB sections could not be read: they follow the B300 XDR preset (the H100
// RA's pattern on the DGX B300's BlueField-3 ports), and say so.
ClusterPreset dgxB300Ethernet() {
  ClusterPreset p = dgxB300Xdr();
  p.key = QStringLiteral("dgx-b300-eth");
  p.title = QStringLiteral("DGX SuperPOD, DGX B300, Spectrum-X twin-plane (RA-11337)");
  p.serverPart = QStringLiteral("DGX-B300-ETH");
  p.compute.switchPart = QStringLiteral("SN5610");
  p.compute.linkRateGbps = 400;
  p.compute.suSize = 64;
  p.compute.planes = 2;
  p.source = QStringLiteral(
      "NVIDIA DGX SuperPOD reference architecture with DGX B300 (RA-11337): DGX SuperPOD "
      "Architecture (64 nodes per scalable unit, four DGX B300 per rack) and Network Fabrics "
      "(twin-plane Spectrum-X compute fabric, 2 × 400GbE per GPU, one per plane). "
      "https://docs.nvidia.com/dgx-superpod/reference-architecture/scalable-infrastructure-b300/"
      "latest/network-fabrics.html ; support networks after RA-11333-001 V11 Appendix A");
  p.unconfirmed = {
      QStringLiteral("compute switch SN5610 (64 × OSFP, 128 × 400GbE): the RA's switch model "
                     "(SN5610 or SN5600D) is known from a secondary summary only"),
      QStringLiteral("the DGX-side module of the 2 × 400GbE legs: a flat-top twin-port 2 × 400G "
                     "module in each ConnectX-8 cage, one leg per plane (the RA appendix naming "
                     "it was not read)"),
      QStringLiteral("storage, in-band and OOB networks: the B300 Ethernet RA's sections on them "
                     "were not read; the H100 RA's pattern is applied (storage on SN5600 at "
                     "400GbE with its 4:3 node leaves and 1:1 storage leaves, in-band on SN4600C, "
                     "OOB on SN2201)"),
      QStringLiteral("7 head nodes (2 BCM, 3 Kubernetes, 2 Slurm login), as the B300 XDR "
                     "preset's secondary summary"),
      QStringLiteral("storage and in-band on ports 1 and 2 of the two BlueField-3 cards"),
      QStringLiteral("compute racks of four DGX B300 with three PDUs each, as the XDR RA's AC "
                     "racks; the Ethernet RA's MGX racks with DC bus-bar power shelves are not "
                     "modelled"),
      QStringLiteral("node-leaf cables: one fiber per 400GbE leg (two per ConnectX-8 cage); the "
                     "RA's cable count per cage could not be read"),
  };
  return p;
}

// RA-11338 (DGX SuperPOD with DGX GB200 NVL72): a scalable unit is 8 racks (576 GPUs, 1.2 MW,
// DGX SuperPOD Architecture page); the compute fabric is InfiniBand on QM9700 (Network Fabrics:
// "Compute InfiniBand Fabric"), each tray with four single-port ConnectX-7 400G OSFP; storage
// and in-band share one Ethernet fabric ("Storage and In-band Ethernet Fabric") over the trays'
// BlueField-3 ports; the OOB network reaches trays, NVLink switch trays and power shelves. The
// RA's figures for the compute grouping, the N/S fabric and its counts could not be read: the
// compute fabric is Rackwright's tray-position layout (PortPlanner), and the support networks
// follow the H100 RA's pattern on the parts the tray has, listed below.
ClusterPreset dgxGb200() {
  ClusterPreset p = dgxH100InfiniBand();
  p.key = QStringLiteral("dgx-gb200");
  p.title = QStringLiteral("DGX SuperPOD, DGX GB200 NVL72, InfiniBand (RA-11338)");
  p.system = QStringLiteral("GB200-NVL72");
  p.serverPart = QStringLiteral("GB200-NVL72-COMPUTE-TRAY");
  p.compute.switchPart = QStringLiteral("QM9700");
  p.compute.linkRateGbps = 400;
  p.compute.suSize = PortPlanner::kSystemsPerSu * 18;  // trays: 8 racks of 18
  p.compute.ufmNodeSlots = 0;
  p.compute.ufmLinks = 0;
  // The BlueField-3 ports run Ethernet (the Mission Control north-south guide): port 1 of each
  // card to the storage leaves, port 2 to the in-band leaves, as the B300 preset does.
  p.storage.switchPart = QStringLiteral("SN5600");
  p.storage.linkRateGbps = 400;
  p.storage.nodePorts = {QStringLiteral("BF3-L-P1"), QStringLiteral("BF3-R-P1")};
  p.storage.nodeLeafDownlinks = 64;
  p.storage.nodeLeafUplinks = 48;
  p.storage.appliancePortsPerLeaf = 24;
  p.storage.ufmLinks = 0;
  p.inband.nodePorts = {QStringLiteral("BF3-L-P2"), QStringLiteral("BF3-R-P2")};
  p.ufmAppliances = 0;
  p.headNodes = 2;
  // The NVL72 rack is powered by its own shelves from the bus bar: no PDUs in compute racks.
  p.pdusPerComputeRack = 0;
  p.source = QStringLiteral(
      "NVIDIA DGX SuperPOD reference architecture with DGX GB200 (RA-11338): DGX SuperPOD "
      "Architecture (scalable unit of 8 racks, 576 GPUs) and Network Fabrics (compute "
      "InfiniBand fabric; storage and in-band Ethernet fabric; OOB). "
      "https://docs.nvidia.com/dgx-superpod/reference-architecture-scalable-infrastructure-gb200/"
      "latest/network-fabrics.html ; DGX GB200 user guide, networking; support networks after "
      "RA-11333-001 V11 Appendix A");
  p.unconfirmed = {
      QStringLiteral("compute fabric grouping: tray k of every rack of a unit on leaf k (18 "
                     "QM9700 leaves per unit, 32 down / 32 up) is Rackwright's layout; the RA's "
                     "compute fabric figure and the text after it could not be read"),
      QStringLiteral("storage and in-band: the RA carries both on one converged Ethernet fabric; "
                     "Rackwright builds them as two (storage on SN5600 at 400GbE over port 1 of "
                     "each BlueField-3 with the H100 RA's 4:3 node leaves and 1:1 storage leaves, "
                     "in-band on SN4600C over port 2)"),
      QStringLiteral("out-of-band: each rack's two management switches take its trays', NVLink "
                     "switch trays' and power shelves' management ports and uplink into the "
                     "in-band cores; the NVLink switch trays' NVOS ports (eth0, eth1) are left "
                     "unwired"),
      QStringLiteral("no UFM appliance: where the RA attaches UFM could not be read; the QM9700 "
                     "switches run their own subnet manager"),
      QStringLiteral("2 head nodes (a Base Command Manager HA pair)"),
  };
  return p;
}

}  // namespace

const QVector<ClusterPreset>& ClusterPresets::all() {
  static const QVector<ClusterPreset> presets{dgxH100InfiniBand(), dgxB200InfiniBand(),
                                              dgxB300Xdr(), dgxB300Ethernet(), dgxGb200()};
  return presets;
}

const ClusterPreset* ClusterPresets::find(const QString& key) {
  for (const ClusterPreset& preset : all()) {
    if (preset.key == key)
      return &preset;
  }
  return nullptr;
}

QString ClusterPresets::keysText() {
  QStringList keys;
  for (const ClusterPreset& preset : all())
    keys << preset.key;
  return keys.join(QStringLiteral(", "));
}

}  // namespace rackwright
