// Every rule Rackwright checks: the cabling reference's catalog (groups A–I) plus the design-level
// DS rules. Severities are the reference's defaults; a check may lower or raise one finding (for
// example DS-08 reports an unknown part as a warning) but never invents a rule id.

#include "rulecatalog.h"

#include "core/model/networks.h"

#include <QCoreApplication>
#include <QHash>
#include <QStringList>

#include <array>
#include <iterator>

namespace rackwright {

namespace {

// Source documents, written once and shared by the rules that cite them.
constexpr const char* kMma4z00Ns400Scenarios =
    "NVIDIA MMA4Z00-NS400 connectivity scenarios — "
    "https://docs.nvidia.com/networking/display/MMA4Z00NS400T/Connectivity+Scenarios";
constexpr const char* kProductLine =
    "NVIDIA LinkX 100G-PAM4 product-line overview — "
    "https://docs.nvidia.com/networking/display/400g100gpam4ovpub/"
    "linkx-100g-pam4-product-line-overview";
constexpr const char* kCableFaq =
    "NVIDIA cable management FAQ: cable and connector definitions — "
    "https://docs.nvidia.com/networking/display/cablemanagfaq/cable+and+connector+definitions";
constexpr const char* kConnectorsCages =
    "NVIDIA cable overview: connectors and cages — "
    "https://docs.nvidia.com/networking/display/cableovpub/connectors+and+cages";
constexpr const char* kXdrList =
    "NVIDIA LinkX 800G/200G-PAM4 (XDR) list — "
    "https://docs.nvidia.com/networking/display/800g200gpam4list";
constexpr const char* kMcp4y10 =
    "NVIDIA MCP4Y10 2x400G DAC overview — "
    "https://docs.nvidia.com/networking/display/mcp4y10nxxx2x400pub/overview";
constexpr const char* kOsfpRhs =
    "OSFP vs OSFP-RHS (OSFP MSA paraphrase) — "
    "https://www.tarluz.com/ru/800g/introduction-to-800g-transport-module";
constexpr const char* kMcp7y00UseCases =
    "NVIDIA MCP7Y00 use cases — "
    "https://docs.nvidia.com/networking/display/MCP7Y00NXXX800pub/Use+Cases";
constexpr const char* kMms4x00Ns400 =
    "NVIDIA MMS4X00-NS400 overview (\"BlueField-3 only accepts QSFP112s\") — "
    "https://docs.nvidia.com/networking/display/mms4x00ns400/overview";
constexpr const char* kMma1z00Ns400 =
    "NVIDIA MMA1Z00-NS400 overview — "
    "https://docs.nvidia.com/networking/display/MMA1Z00NS400T/Overview";
constexpr const char* kStructured =
    "NVIDIA interconnect cabling requirements for NDR/400GbE: MPO/LC cable requirements — "
    "https://docs.nvidia.com/networking/display/intrcnctcabreqndr400eth/mpo/lc+cable+requirements";
constexpr const char* kStructuredIntro =
    "NVIDIA interconnect cabling requirements for NDR/400GbE — "
    "https://docs.nvidia.com/networking/display/intrcnctcabreqndr400eth";
constexpr const char* kOpticalConnectors =
    "NVIDIA cable overview: optical connectors — "
    "https://docs.nvidia.com/networking/display/cableovpub/optical+connectors";
constexpr const char* kMpo16 =
    "MPO-16 and legacy MPO-12 compatibility — "
    "https://yingdapc.com/solve-data-center-upgrade-challenges-mpo-16-legacy-cabling-"
    "compatibility-low-cost-smooth-migration";
constexpr const char* kGenderVideo =
    "CableXpress: MPO connector genders — "
    "https://www.cablexpress.com/resources/videos/mpo-connector-genders/";
constexpr const char* kPolarityTypes =
    "MTP/MPO polarity methods vs cable types — "
    "https://store.cablesplususa.com/mtp-brand-mpo-polarity-methods-vs-cable-types";
constexpr const char* kMms4x50 =
    "NVIDIA MMS4X50-NM 2xFR4 application overview — "
    "https://docs.nvidia.com/networking/display/mms4x50nm800g2kmpub/application+overview";
constexpr const char* kPolarityFailures =
    "MPO-12 polarity management in 400G SR4 deployments — "
    "https://korean.optical-module.com/news/multimode-fiber-and-mpo-12-polarity-management-"
    "common-failures-and-solutions-in-400g-sr4-deployment-308248.html";
constexpr const char* kFiberTypes =
    "NVIDIA LinkX 100G-PAM4 user guide: optical fiber types — "
    "https://docs.nvidia.com/networking/display/400g100gpam4ovpub/optical+fiber+types";
constexpr const char* kTransceiversFiber =
    "NVIDIA LinkX 100G-PAM4 user guide: transceivers and fiber details — "
    "https://docs.nvidia.com/networking/display/400g100gpam4ovpub/"
    "transceivers-and-fiber-details-100g-pam4";
constexpr const char* kMms4x00Nm =
    "NVIDIA MMS4X00-NM application overview — "
    "https://docs.nvidia.com/networking/display/mms4x00nm800g500m/application+overview";
constexpr const char* kSr42 =
    "TIA FOTC: 400GBASE-SR4.2 — "
    "https://www.tiafotc.org/ieee-802-3-ethernet-standards-update/multimode-standards-update/"
    "400gbase-sr4-2/";
constexpr const char* kSplitPort =
    "NVIDIA InfiniBand cluster bring-up: configuring a split port — "
    "https://docs.nvidia.com/networking/display/IBClusterBringupProcedure/"
    "Configuring+a+Split+Port";
constexpr const char* kCx8Firmware =
    "NVIDIA ConnectX-8 firmware release notes: changes and new features — "
    "https://docs.nvidia.com/networking/display/connectx8firmwarev40440208/"
    "changes+and+new+features";
constexpr const char* kMms4x00NsSpec =
    "NVIDIA MMS4X00-NS specifications — "
    "https://docs.nvidia.com/networking/display/800gmms4x00ns/specifications";
constexpr const char* kMms4x00NsT =
    "NVIDIA MMS4X00-NS-T overview — "
    "https://docs.nvidia.com/networking/display/800gmms4x00nst/overview";
constexpr const char* kMma4z00NsT =
    "NVIDIA MMA4Z00-NS-T overview (Spectrum-4 Ethernet only) — "
    "https://docs.nvidia.com/networking/display/800gmma4z00nst/overview";
constexpr const char* kMma4z00Ns =
    "NVIDIA MMA4Z00-NS overview — "
    "https://docs.nvidia.com/networking/display/800GMMA4Z00NS/Overview";
constexpr const char* kBlueField3 =
    "NVIDIA BlueField-3 supported platforms and interoperability — "
    "https://docs.nvidia.com/networking/display/BlueFieldDPUBSPv422/"
    "Supported+Platforms+and+Interoperability";
constexpr const char* kDgxB200 =
    "NVIDIA DGX B200 user guide — "
    "https://docs.nvidia.com/dgx/dgxb200-user-guide/introduction-to-dgxb200.html";
constexpr const char* kQm97x0 =
    "NVIDIA Quantum-2 QM97X0 user manual: interfaces — "
    "https://docs.nvidia.com/networking/display/QM97X0PUB/Interfaces";
constexpr const char* kSn5000 =
    "NVIDIA Spectrum-4 SN5000 manual: data interfaces — "
    "https://docs.nvidia.com/networking/display/sn5000/data+interfaces";
constexpr const char* kDesignModel =
    "Rackwright design-model rule: a physical object occupies one place";
constexpr const char* kUnconfirmed =
    "Rackwright cabling reference: values not confirmed against a primary source are marked "
    "UNCONFIRMED and reported as not verified";
constexpr const char* kSuperPodH100Fabrics =
    "NVIDIA DGX SuperPOD (DGX H100) reference architecture: network fabrics — "
    "https://docs.nvidia.com/dgx-superpod/reference-architecture-scalable-infrastructure-h100/"
    "latest/network-fabrics.html";
constexpr const char* kSuperPodB200Fabrics =
    "NVIDIA DGX SuperPOD (DGX B200) reference architecture: network fabrics — "
    "https://docs.nvidia.com/dgx-superpod/reference-architecture-scalable-infrastructure-b200/"
    "latest/network-fabrics.html";
constexpr const char* kSuperPodB300Fabrics =
    "NVIDIA DGX SuperPOD (DGX B300) reference architecture: network fabrics — "
    "https://docs.nvidia.com/dgx-superpod/reference-architecture/scalable-infrastructure-b300/"
    "latest/network-fabrics.html";
constexpr const char* kHgxFactoryLogical =
    "NVIDIA Enterprise Reference Architecture, HGX AI factory: network logical architecture — "
    "https://docs.nvidia.com/enterprise-reference-architectures/hgx-ai-factory/latest/"
    "network-logical-architecture.html";
constexpr const char* kHgxFactoryPhysical =
    "NVIDIA Enterprise Reference Architecture, HGX AI factory: networking physical topologies — "
    "https://docs.nvidia.com/enterprise-reference-architectures/hgx-ai-factory/latest/"
    "networking-physical-topologies.html";
constexpr const char* kHgx3FactoryLogical =
    "NVIDIA Enterprise Reference Architecture, HGX AI factory (H100, H200, B200): network "
    "logical architecture — "
    "https://docs.nvidia.com/enterprise-reference-architectures/hgx-ai-factory-h100-h200-b200/"
    "latest/network-logical-architecture.html";
constexpr const char* kUfmHa =
    "NVIDIA UFM SDN appliance user manual: prerequisites for UFM high availability (HA) "
    "installation — "
    "https://docs.nvidia.com/networking/display/ufmsdnappumv4170/"
    "prerequisites+for+ufm+high+availability+(ha)+installation";
constexpr const char* kUfmCommunication =
    "NVIDIA UFM Enterprise user manual: UFM communication requirements — "
    "https://docs.nvidia.com/networking/display/ufmenterpriseumv62311/"
    "ufm-communication-requirements";
constexpr const char* kBasePodNetworks =
    "NVIDIA DGX BasePOD deployment guide: network overview — "
    "https://docs.nvidia.com/dgx-basepod/deployment-guide-dgx-basepod/latest/network-overview.html";
constexpr const char* kGb200Networking =
    "NVIDIA DGX GB200 user guide: networking (BMC network) — "
    "https://docs.nvidia.com/dgx/dgxgb200-user-guide/networking.html";
constexpr const char* kGb200Hardware =
    "NVIDIA DGX GB200 user guide: hardware (rack configuration, NVLink cable cartridges) — "
    "https://docs.nvidia.com/dgx/dgxgb200-user-guide/hardware.html";
constexpr const char* kNvl72Components =
    "NVIDIA Enterprise Reference Architecture, NVL72 AI factory: components (rack power, power "
    "shelves, in-rack SN2201) — "
    "https://docs.nvidia.com/enterprise-reference-architectures/nvl72-ai-factory/latest/"
    "components.html";
constexpr const char* kSuperPodH100Storage =
    "NVIDIA DGX SuperPOD (DGX H100) reference architecture RA-11333-001, storage fabric: "
    "\"storage devices are connected at a 1:1 port to uplink ratio. The DGX H100 system "
    "connections are slightly oversubscribed with a ratio near 4:3\"";
constexpr const char* kSuperPodManagementServers =
    "NVIDIA DGX SuperPOD reference architecture (Rubin, x86): management servers (BCM head nodes "
    "in HA on in-band and out-of-band management, Kubernetes and Slurm nodes on in-band, every "
    "server on 1GbE out-of-band) — "
    "https://docs.nvidia.com/dgx-superpod/reference-architecture/scalable-infrastructure-rubinx86/"
    "latest/management-servers.html";
constexpr const char* kMissionControlNorthSouth =
    "NVIDIA Mission Control: north-south network deployment guide, network planning and design "
    "(north-south traffic ends at border leaves, with point-to-point links to the customer "
    "edge) — "
    "https://docs.nvidia.com/mission-control/docs/north-south-network-deployment-guide/2.3.0/"
    "nsnetcfg-network-planning-design.html";
constexpr const char* kBoundaryRule =
    "Rackwright segmentation rule: no reference architecture read places the firewall; "
    "Rackwright requires it at the customer boundary and keeps the inner networks out of reach";
constexpr const char* kBf3Interfaces =
    "NVIDIA BlueField-3 DPU user manual: supported interfaces (1GbE OOB management port) — "
    "https://docs.nvidia.com/networking/display/bf3dpu/supported+interfaces";

/// One catalog entry as the table below spells it: up to three source documents.
struct RuleRow {
  RuleId rule;
  Severity severity;
  const char* title;
  std::array<const char*, 3> sources;
};

constexpr RuleRow rule(RuleId id, Severity severity, const char* title,
                       std::array<const char*, 3> sources) {
  return {id, severity, title, sources};
}

constexpr Severity E = Severity::Error;
constexpr Severity W = Severity::Warning;
constexpr Severity I = Severity::Info;

// Titles are English here (JSON output and files keep them so) and translated where shown, in
// the "RuleCatalog" context (RuleInfo::translatedTitle).
constexpr RuleRow kRules[] = {
    // A. Form factor and cage fit
    rule(RuleId::FF01, E,
         QT_TRANSLATE_NOOP("RuleCatalog", "Form-factor family must match the cage"),
         {kMma4z00Ns400Scenarios, kProductLine, kCableFaq}),
    rule(RuleId::FF02, E,
         QT_TRANSLATE_NOOP("RuleCatalog", "Twin-port vs single-port plug must match the cage role"),
         {kConnectorsCages}),
    rule(RuleId::FF03, E,
         QT_TRANSLATE_NOOP("RuleCatalog",
                           "Top style (finned IHS vs flat RHS) must match the cage thermal design"),
         {kXdrList, kMcp4y10, kOsfpRhs}),
    rule(RuleId::FF04, E,
         QT_TRANSLATE_NOOP("RuleCatalog",
                           "Every leg of a splitter cable must fit its own target cage"),
         {kMcp7y00UseCases}),
    rule(RuleId::FF05, E, QT_TRANSLATE_NOOP("RuleCatalog", "BlueField-3 accepts QSFP112 only"),
         {kMms4x00Ns400, kMma1z00Ns400}),
    // B. Optical connector mating
    rule(RuleId::OC01, E,
         QT_TRANSLATE_NOOP("RuleCatalog", "Connector type and fiber count must be identical"),
         {kCableFaq, kMpo16}),
    rule(RuleId::OC02, E,
         QT_TRANSLATE_NOOP("RuleCatalog", "MPO gender: exactly one male and one female per mating"),
         {kStructured, kGenderVideo}),
    rule(RuleId::OC03, E,
         QT_TRANSLATE_NOOP("RuleCatalog",
                           "Polish: APC never mates with UPC (also through adapters)"),
         {kOpticalConnectors, kMma4z00Ns400Scenarios}),
    rule(RuleId::OC04, W,
         QT_TRANSLATE_NOOP("RuleCatalog", "Connection-quality class (low-loss MPO, grade B LC)"),
         {kStructured}),
    // C. Polarity
    rule(RuleId::POL01, E,
         QT_TRANSLATE_NOOP("RuleCatalog",
                           "Parallel (MPO) links: every Tx lane must land on the matching Rx lane"),
         {kStructured, kPolarityTypes}),
    rule(RuleId::POL02, E,
         QT_TRANSLATE_NOOP("RuleCatalog",
                           "Duplex (LC) links: odd number of A-B crossovers end to end"),
         {kMms4x50, kStructured}),
    rule(RuleId::POL03, W,
         QT_TRANSLATE_NOOP("RuleCatalog", "Polarity method consistency in structured cabling"),
         {kPolarityFailures}),
    // D. Fiber media
    rule(RuleId::FM01, E,
         QT_TRANSLATE_NOOP("RuleCatalog",
                           "Fiber mode must match the optic (850 nm MMF, 1310 nm SMF)"),
         {kFiberTypes}),
    rule(RuleId::FM02, E,
         QT_TRANSLATE_NOOP("RuleCatalog", "Multimode grade vs channel length (OM3 30 m, OM4 50 m)"),
         {kStructured, kMma4z00Ns400Scenarios}),
    rule(RuleId::FM03, W, QT_TRANSLATE_NOOP("RuleCatalog", "Mixed fiber grades in one channel"),
         {kStructured}),
    // E. Optical PMD
    rule(RuleId::PMD01, E,
         QT_TRANSLATE_NOOP("RuleCatalog", "Both ends must run the same optical PMD"),
         {kTransceiversFiber, kMms4x50}),
    rule(RuleId::PMD02, E,
         QT_TRANSLATE_NOOP("RuleCatalog", "Fiber splitters only on parallel PMDs (SR4/DR4)"),
         {kMms4x50}),
    rule(RuleId::PMD03, E,
         QT_TRANSLATE_NOOP("RuleCatalog",
                           "Twin-port module: both optical ports straight, or both split"),
         {kTransceiversFiber, kMma4z00Ns}),
    rule(RuleId::PMD04, E,
         QT_TRANSLATE_NOOP("RuleCatalog", "Link reach = min(module A, module B, fiber grade)"),
         {kMms4x00Nm}),
    rule(RuleId::PMD05, W,
         QT_TRANSLATE_NOOP("RuleCatalog",
                           "Mixed-vendor or IEEE-variant PMDs (interoperability unverified)"),
         {kSr42}),
    // F. Lanes, lane rate, breakouts
    rule(RuleId::LN01, E,
         QT_TRANSLATE_NOOP("RuleCatalog",
                           "Lane signalling family must match (no downshift across families)"),
         {kProductLine, kXdrList}),
    rule(RuleId::LN02, E, QT_TRANSLATE_NOOP("RuleCatalog", "Lane conservation through breakouts"),
         {kMcp7y00UseCases}),
    rule(RuleId::LN03, I, QT_TRANSLATE_NOOP("RuleCatalog", "Resulting speed per port and leg"),
         {kMma4z00Ns400Scenarios}),
    rule(RuleId::LN04, W,
         QT_TRANSLATE_NOOP("RuleCatalog", "Switch split-port configuration required"),
         {kSplitPort}),
    rule(RuleId::LN05, I,
         QT_TRANSLATE_NOOP(
             "RuleCatalog",
             "Electrical rate differs across a retimed optical link with identical PMD"),
         {kMms4x50}),
    rule(RuleId::LN06, E,
         QT_TRANSLATE_NOOP("RuleCatalog",
                           "ConnectX-8: 800G only as XDR InfiniBand; Ethernet at most 2 x 400GbE"),
         {kCx8Firmware}),
    // G. Reach and length
    rule(RuleId::RE01, E,
         QT_TRANSLATE_NOOP("RuleCatalog", "Passive DAC length within the part limit"),
         {kProductLine, kMcp4y10}),
    rule(RuleId::RE02, E,
         QT_TRANSLATE_NOOP("RuleCatalog", "Active copper (ACC/LACC) length within the part limit"),
         {kProductLine}),
    rule(RuleId::RE03, E,
         QT_TRANSLATE_NOOP("RuleCatalog",
                           "Optical channel length (sum of all segments) within the media limit"),
         {kStructuredIntro}),
    rule(RuleId::RE04, W,
         QT_TRANSLATE_NOOP("RuleCatalog",
                           "Mating count and loss budget (more than two patch panels)"),
         {kStructuredIntro}),
    rule(RuleId::RE05, W, QT_TRANSLATE_NOOP("RuleCatalog", "Minimum length for single-mode optics"),
         {kMms4x00NsSpec}),
    rule(RuleId::RE06, W, QT_TRANSLATE_NOOP("RuleCatalog", "Twin-port leg length skew"),
         {kMms4x00NsT, kMms4x50}),
    // H. Protocol
    rule(RuleId::PR01, E,
         QT_TRANSLATE_NOOP(
             "RuleCatalog",
             "Link layer must match (InfiniBand with InfiniBand, Ethernet with Ethernet, a console "
             "with a console server)"),
         {kMma4z00Ns, kMma4z00NsT, kMms4x00NsT}),
    rule(RuleId::PR02, W,
         QT_TRANSLATE_NOOP("RuleCatalog", "Endpoint default mode differs from the fabric"),
         {kBlueField3, kDgxB200}),
    rule(RuleId::PR03, E,
         QT_TRANSLATE_NOOP("RuleCatalog", "Generation compatibility (HDR / NDR / XDR)"),
         {kProductLine, kXdrList}),
    // I. Power and cooling
    rule(RuleId::PW01, E,
         QT_TRANSLATE_NOOP("RuleCatalog", "Module power within the cage power class"),
         {kQm97x0, kSn5000}),
    rule(RuleId::PW02, E,
         QT_TRANSLATE_NOOP("RuleCatalog",
                           "Cooling style: a finned (IHS) plug needs the host's airflow"),
         {kXdrList, kConnectorsCages}),
    rule(RuleId::PW03, I,
         QT_TRANSLATE_NOOP("RuleCatalog", "Power and weight roll-up per device and rack"),
         {kProductLine}),
    // Design-level rules
    rule(RuleId::DS01, E,
         QT_TRANSLATE_NOOP(
             "RuleCatalog",
             "A cage, port or optical port holds one plug, one cable end or one module"),
         {kDesignModel}),
    rule(RuleId::DS02, W, QT_TRANSLATE_NOOP("RuleCatalog", "Cable end left unconnected"),
         {kDesignModel}),
    rule(RuleId::DS03, E, QT_TRANSLATE_NOOP("RuleCatalog", "Devices overlap in rack units"),
         {kDesignModel}),
    rule(RuleId::DS04, E, QT_TRANSLATE_NOOP("RuleCatalog", "Device outside its rack or bay"),
         {kDesignModel}),
    rule(
        RuleId::DS05, E,
        QT_TRANSLATE_NOOP("RuleCatalog",
                          "Half-depth devices on both faces at the same U must fit the rack depth"),
        {kDesignModel}),
    rule(RuleId::DS06, W,
         QT_TRANSLATE_NOOP("RuleCatalog", "Airflow direction inconsistent within a rack"),
         {kDesignModel}),
    rule(RuleId::DS07, E,
         QT_TRANSLATE_NOOP("RuleCatalog",
                           "Breakout cabling and cage split configuration must agree"),
         {kSplitPort}),
    rule(RuleId::DS08, I,
         QT_TRANSLATE_NOOP("RuleCatalog",
                           "Unknown part or UNCONFIRMED part data: check not verified"),
         {kUnconfirmed}),
    // PL. Platform rules: node ports on the networks of their roles
    rule(RuleId::PL03, E,
         QT_TRANSLATE_NOOP("RuleCatalog",
                           "Rail alignment: a rail leaf takes the same rail from every node"),
         {kSuperPodH100Fabrics, kSuperPodB300Fabrics}),
    rule(RuleId::PL04, E,
         QT_TRANSLATE_NOOP("RuleCatalog", "Twin planes are disjoint: no link joins two planes"),
         {kSuperPodB300Fabrics, kHgxFactoryPhysical}),
    rule(RuleId::PL08, E, QT_TRANSLATE_NOOP("RuleCatalog", "One node port per network role"),
         {kSuperPodH100Fabrics, kSuperPodB200Fabrics, kBasePodNetworks}),
    rule(RuleId::PL09, W,
         QT_TRANSLATE_NOOP("RuleCatalog",
                           "Dual-homed north-south: a node's storage and in-band links on two "
                           "switches"),
         {kSuperPodB300Fabrics, kHgxFactoryLogical}),
    rule(RuleId::PL10, E,
         QT_TRANSLATE_NOOP("RuleCatalog", "Management ports only on out-of-band management"),
         {kSuperPodH100Fabrics, kGb200Networking, kBf3Interfaces}),
    rule(RuleId::PL11, E,
         QT_TRANSLATE_NOOP("RuleCatalog",
                           "Rack-scale systems are fixed products: every tray at its place, no "
                           "other device inside, trays only in their system"),
         {kGb200Hardware, kNvl72Components}),
    rule(RuleId::PL12, W,
         QT_TRANSLATE_NOOP("RuleCatalog",
                           "Full SU provisioning: every leaf has the uplinks the design states, "
                           "its scalable unit full or not"),
         {kSuperPodH100Fabrics, kSuperPodB300Fabrics}),
    rule(RuleId::PL13, E,
         QT_TRANSLATE_NOOP("RuleCatalog",
                           "Compute fabric leaves non-blocking, or as oversubscribed as the "
                           "design plans"),
         {kSuperPodB300Fabrics, kHgxFactoryPhysical, kSuperPodH100Fabrics}),
    rule(RuleId::PL14, W,
         QT_TRANSLATE_NOOP("RuleCatalog",
                           "Storage fabric leaves: appliances at 1:1, nodes within the planned "
                           "oversubscription"),
         {kSuperPodH100Storage, kSuperPodH100Fabrics}),
    rule(RuleId::PL15, E,
         QT_TRANSLATE_NOOP("RuleCatalog",
                           "UFM attachment: a fabric manager on the InfiniBand fabric, HA pairs on "
                           "two switches"),
         {kSuperPodB200Fabrics, kUfmHa, kUfmCommunication}),
    rule(RuleId::PL16, W,
         QT_TRANSLATE_NOOP("RuleCatalog",
                           "Control-plane attachments: nodes on in-band management have their "
                           "BMC on out-of-band management, management nodes are on both"),
         {kSuperPodH100Fabrics, kSuperPodManagementServers, kBasePodNetworks}),
    rule(RuleId::PL17, E,
         QT_TRANSLATE_NOOP("RuleCatalog",
                           "Rack power of a rack-scale system: the rack's limit covers the "
                           "system at full load"),
         {kNvl72Components, kGb200Hardware}),
    rule(RuleId::PL19, E,
         QT_TRANSLATE_NOOP("RuleCatalog",
                           "2-8-9 adapter roles: the SuperNICs on the compute fabric, the DPU on "
                           "the north-south networks"),
         {kHgx3FactoryLogical, kHgxFactoryLogical}),
    rule(RuleId::PL21, E,
         QT_TRANSLATE_NOOP("RuleCatalog",
                           "Customer boundary: the uplink passes a firewall and leaves from the "
                           "in-band side; compute, storage and out-of-band stay inside"),
         {kMissionControlNorthSouth, kBoundaryRule}),
};

// The catalog has exactly one entry per RuleId, in the enum's order: all() and info() index it by
// the enum, and a rule added to ruleid.h without an entry here (or one out of order) fails to
// compile.
static_assert(std::size(kRules) == kRuleCount, "one rule catalog entry per RuleId");
constexpr bool inIdOrder() {
  for (std::size_t i = 0; i < std::size(kRules); ++i) {
    if (kRules[i].rule != RuleId(i))
      return false;
  }
  return true;
}
static_assert(inIdOrder(), "rule catalog entries in RuleId order");

QVector<RuleInfo> buildCatalog() {
  QVector<RuleInfo> rules;
  rules.reserve(qsizetype(kRuleCount));
  for (const RuleRow& row : kRules) {
    QStringList sources;
    for (const char* source : row.sources) {
      if (source)
        sources << QString::fromUtf8(source);
    }
    rules.push_back(RuleInfo{toString(row.rule), row.rule, row.severity,
                             QString::fromUtf8(row.title), row.title,
                             sources.join(QStringLiteral("; "))});
  }
  return rules;
}

}  // namespace

const QVector<RuleInfo>& RuleCatalog::all() {
  static const QVector<RuleInfo> rules = buildCatalog();
  return rules;
}

const RuleInfo& RuleCatalog::info(RuleId rule) {
  return all()[qsizetype(rule)];
}

const RuleInfo* RuleCatalog::find(const QString& id) {
  const std::optional<RuleId> rule = parseRuleId(id);
  return rule ? &info(*rule) : nullptr;
}

const QString& toString(RuleId rule) {
  // QStringLiteral data is static: findings copy these without reference-count traffic.
  static const QString texts[] = {
#define RACKWRIGHT_RULE_LITERAL(name, text) QStringLiteral(text),
      RACKWRIGHT_RULE_IDS(RACKWRIGHT_RULE_LITERAL)
#undef RACKWRIGHT_RULE_LITERAL
  };
  static_assert(std::size(texts) == kRuleCount);
  return texts[std::size_t(rule)];
}

QString RuleInfo::translatedTitle() const {
  return QCoreApplication::translate("RuleCatalog", titleSource);
}

std::optional<RuleId> parseRuleId(QStringView text) {
  static const QHash<QString, RuleId> index = [] {
    QHash<QString, RuleId> result;
    for (std::size_t i = 0; i < kRuleCount; ++i)
      result.insert(QString::fromLatin1(kRuleIdTexts[i]), RuleId(i));
    return result;
  }();
  const auto it = index.constFind(text.toString());
  return it == index.constEnd() ? std::nullopt : std::optional<RuleId>(*it);
}

QString unknownRuleIdMessage(QStringView text) {
  return QCoreApplication::translate("RuleCatalog", "Unknown rule id \"%1\"").arg(text);
}

QString RuleCatalog::plannedFabric(RuleId rule) {
  switch (rule) {
    case RuleId::PL13:
      return Networks::key(BuiltInNetwork::Compute);
    case RuleId::PL14:
      return Networks::key(BuiltInNetwork::Storage);
    default:
      return {};
  }
}

QStringList RuleCatalog::plannedFabrics() {
  return {plannedFabric(RuleId::PL13), plannedFabric(RuleId::PL14)};
}

Ratio RuleCatalog::defaultOversubscription(RuleId rule) {
  return rule == RuleId::PL14 ? Ratio{4, 3} : Ratio{1, 1};
}

QString RuleCatalog::planText(const QString& fabric, const std::optional<Ratio>& planned) {
  const std::optional<RuleId> rule = capacityRule(fabric);
  if (!rule)
    return {};
  if (planned)
    return planned->toString();
  return QCoreApplication::translate("RuleCatalog", "%1 (default)")
      .arg(defaultOversubscription(*rule).toString());
}

std::optional<RuleId> RuleCatalog::capacityRule(const QString& fabric) {
  for (const RuleId rule : {RuleId::PL13, RuleId::PL14}) {
    if (plannedFabric(rule) == fabric)
      return rule;
  }
  return std::nullopt;
}

}  // namespace rackwright
