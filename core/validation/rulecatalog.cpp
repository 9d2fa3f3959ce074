// Every rule Rackwright checks: the cabling reference's catalog (groups A–I) plus the design-level
// DS rules. Severities are the reference's defaults; a check may lower or raise one finding (for
// example DS-08 reports an unknown part as a warning) but never invents a rule id.

#include "rulecatalog.h"

#include <QHash>

namespace rackwright {

namespace {

// Source documents, written once and shared by the rules that cite them.
const char* const kMma4z00Ns400Scenarios =
    "NVIDIA MMA4Z00-NS400 connectivity scenarios — "
    "https://docs.nvidia.com/networking/display/MMA4Z00NS400T/Connectivity+Scenarios";
const char* const kProductLine =
    "NVIDIA LinkX 100G-PAM4 product-line overview — "
    "https://docs.nvidia.com/networking/display/400g100gpam4ovpub/"
    "linkx-100g-pam4-product-line-overview";
const char* const kCableFaq =
    "NVIDIA cable management FAQ: cable and connector definitions — "
    "https://docs.nvidia.com/networking/display/cablemanagfaq/cable+and+connector+definitions";
const char* const kConnectorsCages =
    "NVIDIA cable overview: connectors and cages — "
    "https://docs.nvidia.com/networking/display/cableovpub/connectors+and+cages";
const char* const kXdrList =
    "NVIDIA LinkX 800G/200G-PAM4 (XDR) list — "
    "https://docs.nvidia.com/networking/display/800g200gpam4list";
const char* const kMcp4y10 =
    "NVIDIA MCP4Y10 2x400G DAC overview — "
    "https://docs.nvidia.com/networking/display/mcp4y10nxxx2x400pub/overview";
const char* const kOsfpRhs =
    "OSFP vs OSFP-RHS (OSFP MSA paraphrase) — "
    "https://www.tarluz.com/ru/800g/introduction-to-800g-transport-module";
const char* const kMcp7y00UseCases =
    "NVIDIA MCP7Y00 use cases — "
    "https://docs.nvidia.com/networking/display/MCP7Y00NXXX800pub/Use+Cases";
const char* const kMms4x00Ns400 =
    "NVIDIA MMS4X00-NS400 overview (\"BlueField-3 only accepts QSFP112s\") — "
    "https://docs.nvidia.com/networking/display/mms4x00ns400/overview";
const char* const kMma1z00Ns400 =
    "NVIDIA MMA1Z00-NS400 overview — "
    "https://docs.nvidia.com/networking/display/MMA1Z00NS400T/Overview";
const char* const kStructured =
    "NVIDIA interconnect cabling requirements for NDR/400GbE: MPO/LC cable requirements — "
    "https://docs.nvidia.com/networking/display/intrcnctcabreqndr400eth/mpo/lc+cable+requirements";
const char* const kStructuredIntro =
    "NVIDIA interconnect cabling requirements for NDR/400GbE — "
    "https://docs.nvidia.com/networking/display/intrcnctcabreqndr400eth";
const char* const kOpticalConnectors =
    "NVIDIA cable overview: optical connectors — "
    "https://docs.nvidia.com/networking/display/cableovpub/optical+connectors";
const char* const kMpo16 =
    "MPO-16 and legacy MPO-12 compatibility — "
    "https://yingdapc.com/solve-data-center-upgrade-challenges-mpo-16-legacy-cabling-"
    "compatibility-low-cost-smooth-migration";
const char* const kGenderVideo =
    "CableXpress: MPO connector genders — "
    "https://www.cablexpress.com/resources/videos/mpo-connector-genders/";
const char* const kPolarityTypes =
    "MTP/MPO polarity methods vs cable types — "
    "https://store.cablesplususa.com/mtp-brand-mpo-polarity-methods-vs-cable-types";
const char* const kMms4x50 =
    "NVIDIA MMS4X50-NM 2xFR4 application overview — "
    "https://docs.nvidia.com/networking/display/mms4x50nm800g2kmpub/application+overview";
const char* const kPolarityFailures =
    "MPO-12 polarity management in 400G SR4 deployments — "
    "https://korean.optical-module.com/news/multimode-fiber-and-mpo-12-polarity-management-"
    "common-failures-and-solutions-in-400g-sr4-deployment-308248.html";
const char* const kFiberTypes =
    "NVIDIA LinkX 100G-PAM4 user guide: optical fiber types — "
    "https://docs.nvidia.com/networking/display/400g100gpam4ovpub/optical+fiber+types";
const char* const kTransceiversFiber =
    "NVIDIA LinkX 100G-PAM4 user guide: transceivers and fiber details — "
    "https://docs.nvidia.com/networking/display/400g100gpam4ovpub/"
    "transceivers-and-fiber-details-100g-pam4";
const char* const kMms4x00Nm =
    "NVIDIA MMS4X00-NM application overview — "
    "https://docs.nvidia.com/networking/display/mms4x00nm800g500m/application+overview";
const char* const kSr42 =
    "TIA FOTC: 400GBASE-SR4.2 — "
    "https://www.tiafotc.org/ieee-802-3-ethernet-standards-update/multimode-standards-update/"
    "400gbase-sr4-2/";
const char* const kSplitPort =
    "NVIDIA InfiniBand cluster bring-up: configuring a split port — "
    "https://docs.nvidia.com/networking/display/IBClusterBringupProcedure/"
    "Configuring+a+Split+Port";
const char* const kCx8Firmware =
    "NVIDIA ConnectX-8 firmware release notes: changes and new features — "
    "https://docs.nvidia.com/networking/display/connectx8firmwarev40440208/"
    "changes+and+new+features";
const char* const kMms4x00NsSpec =
    "NVIDIA MMS4X00-NS specifications — "
    "https://docs.nvidia.com/networking/display/800gmms4x00ns/specifications";
const char* const kMms4x00NsT =
    "NVIDIA MMS4X00-NS-T overview — "
    "https://docs.nvidia.com/networking/display/800gmms4x00nst/overview";
const char* const kMma4z00NsT =
    "NVIDIA MMA4Z00-NS-T overview (Spectrum-4 Ethernet only) — "
    "https://docs.nvidia.com/networking/display/800gmma4z00nst/overview";
const char* const kMma4z00Ns =
    "NVIDIA MMA4Z00-NS overview — "
    "https://docs.nvidia.com/networking/display/800GMMA4Z00NS/Overview";
const char* const kBlueField3 =
    "NVIDIA BlueField-3 supported platforms and interoperability — "
    "https://docs.nvidia.com/networking/display/BlueFieldDPUBSPv422/"
    "Supported+Platforms+and+Interoperability";
const char* const kDgxB200 =
    "NVIDIA DGX B200 user guide — "
    "https://docs.nvidia.com/dgx/dgxb200-user-guide/introduction-to-dgxb200.html";
const char* const kQm97x0 =
    "NVIDIA Quantum-2 QM97X0 user manual: interfaces — "
    "https://docs.nvidia.com/networking/display/QM97X0PUB/Interfaces";
const char* const kSn5000 =
    "NVIDIA Spectrum-4 SN5000 manual: data interfaces — "
    "https://docs.nvidia.com/networking/display/sn5000/data+interfaces";
const char* const kDesignModel =
    "Rackwright design-model rule: a physical object occupies one place";
const char* const kUnconfirmed =
    "Rackwright cabling reference: values not confirmed against a primary source are marked "
    "UNCONFIRMED and reported as not verified";

QString join(std::initializer_list<const char*> sources) {
  QStringList parts;
  for (const char* s : sources)
    parts << QString::fromUtf8(s);
  return parts.join(QStringLiteral("; "));
}

QVector<RuleInfo> buildCatalog() {
  const Severity E = Severity::Error;
  const Severity W = Severity::Warning;
  const Severity I = Severity::Info;
  auto rule = [](const char* id, Severity severity, const char* title, const QString& source) {
    return RuleInfo{QString::fromLatin1(id), severity, QString::fromUtf8(title), source};
  };
  return {
      // A. Form factor and cage fit
      rule("FF-01", E, "Form-factor family must match the cage",
           join({kMma4z00Ns400Scenarios, kProductLine, kCableFaq})),
      rule("FF-02", E, "Twin-port vs single-port plug must match the cage role",
           join({kConnectorsCages})),
      rule("FF-03", E, "Top style (finned IHS vs flat RHS) must match the cage thermal design",
           join({kXdrList, kMcp4y10, kOsfpRhs})),
      rule("FF-04", E, "Every leg of a splitter cable must fit its own target cage",
           join({kMcp7y00UseCases})),
      rule("FF-05", E, "BlueField-3 accepts QSFP112 only", join({kMms4x00Ns400, kMma1z00Ns400})),
      // B. Optical connector mating
      rule("OC-01", E, "Connector type and fiber count must be identical",
           join({kCableFaq, kMpo16})),
      rule("OC-02", E, "MPO gender: exactly one male and one female per mating",
           join({kStructured, kGenderVideo})),
      rule("OC-03", E, "Polish: APC never mates with UPC (also through adapters)",
           join({kOpticalConnectors, kMma4z00Ns400Scenarios})),
      rule("OC-04", W, "Connection-quality class (low-loss MPO, grade B LC)", join({kStructured})),
      // C. Polarity
      rule("POL-01", E, "Parallel (MPO) links: every Tx lane must land on the matching Rx lane",
           join({kStructured, kPolarityTypes})),
      rule("POL-02", E, "Duplex (LC) links: odd number of A-B crossovers end to end",
           join({kMms4x50, kStructured})),
      rule("POL-03", W, "Polarity method consistency in structured cabling",
           join({kPolarityFailures})),
      // D. Fiber media
      rule("FM-01", E, "Fiber mode must match the optic (850 nm MMF, 1310 nm SMF)",
           join({kFiberTypes})),
      rule("FM-02", E, "Multimode grade vs channel length (OM3 30 m, OM4 50 m)",
           join({kStructured, kMma4z00Ns400Scenarios})),
      rule("FM-03", W, "Mixed fiber grades in one channel", join({kStructured})),
      // E. Optical PMD
      rule("PMD-01", E, "Both ends must run the same optical PMD",
           join({kTransceiversFiber, kMms4x50})),
      rule("PMD-02", E, "Fiber splitters only on parallel PMDs (SR4/DR4)", join({kMms4x50})),
      rule("PMD-03", E, "Twin-port module: both optical ports straight, or both split",
           join({kTransceiversFiber, kMma4z00Ns})),
      rule("PMD-04", E, "Link reach = min(module A, module B, fiber grade)", join({kMms4x00Nm})),
      rule("PMD-05", W, "Mixed-vendor or IEEE-variant PMDs (interoperability unverified)",
           join({kSr42})),
      // F. Lanes, lane rate, breakouts
      rule("LN-01", E, "Lane signalling family must match (no downshift across families)",
           join({kProductLine, kXdrList})),
      rule("LN-02", E, "Lane conservation through breakouts", join({kMcp7y00UseCases})),
      rule("LN-03", I, "Resulting speed per port and leg", join({kMma4z00Ns400Scenarios})),
      rule("LN-04", W, "Switch split-port configuration required", join({kSplitPort})),
      rule("LN-05", I, "Electrical rate differs across a retimed optical link with identical PMD",
           join({kMms4x50})),
      rule("LN-06", E, "ConnectX-8: 800G only as XDR InfiniBand; Ethernet at most 2 x 400GbE",
           join({kCx8Firmware})),
      // G. Reach and length
      rule("RE-01", E, "Passive DAC length within the part limit", join({kProductLine, kMcp4y10})),
      rule("RE-02", E, "Active copper (ACC/LACC) length within the part limit",
           join({kProductLine})),
      rule("RE-03", E, "Optical channel length (sum of all segments) within the media limit",
           join({kStructuredIntro})),
      rule("RE-04", W, "Mating count and loss budget (more than two patch panels)",
           join({kStructuredIntro})),
      rule("RE-05", W, "Minimum length for single-mode optics", join({kMms4x00NsSpec})),
      rule("RE-06", W, "Twin-port leg length skew", join({kMms4x00NsT, kMms4x50})),
      // H. Protocol
      rule("PR-01", E, "Link layer must match (InfiniBand with InfiniBand, Ethernet with Ethernet)",
           join({kMma4z00Ns, kMma4z00NsT, kMms4x00NsT})),
      rule("PR-02", W, "Endpoint default mode differs from the fabric",
           join({kBlueField3, kDgxB200})),
      rule("PR-03", E, "Generation compatibility (HDR / NDR / XDR)",
           join({kProductLine, kXdrList})),
      // I. Power and cooling
      rule("PW-01", E, "Module power within the cage power class", join({kQm97x0, kSn5000})),
      rule("PW-02", E, "Cooling style: a finned (IHS) plug needs the host's airflow",
           join({kXdrList, kConnectorsCages})),
      rule("PW-03", I, "Power and weight roll-up per device and rack", join({kProductLine})),
      // Design-level rules
      rule("DS-01", E, "A cage, port or optical port holds one plug, one cable end or one module",
           QString::fromUtf8(kDesignModel)),
      rule("DS-02", W, "Cable end left unconnected", QString::fromUtf8(kDesignModel)),
      rule("DS-03", E, "Devices overlap in rack units", QString::fromUtf8(kDesignModel)),
      rule("DS-04", E, "Device outside its rack or bay", QString::fromUtf8(kDesignModel)),
      rule("DS-05", E, "Half-depth devices on both faces at the same U must fit the rack depth",
           QString::fromUtf8(kDesignModel)),
      rule("DS-06", W, "Airflow direction inconsistent within a rack",
           QString::fromUtf8(kDesignModel)),
      rule("DS-07", E, "Breakout cabling and cage split configuration must agree",
           join({kSplitPort})),
      rule("DS-08", I, "Unknown part or UNCONFIRMED part data: check not verified",
           QString::fromUtf8(kUnconfirmed)),
  };
}

}  // namespace

const QVector<RuleInfo>& RuleCatalog::all() {
  static const QVector<RuleInfo> rules = buildCatalog();
  return rules;
}

const RuleInfo* RuleCatalog::find(const QString& id) {
  static const QHash<QString, int> index = [] {
    QHash<QString, int> result;
    const QVector<RuleInfo>& rules = all();
    for (int i = 0; i < rules.size(); ++i)
      result.insert(rules[i].id, i);
    return result;
  }();
  const auto it = index.constFind(id);
  return it == index.constEnd() ? nullptr : &all()[*it];
}

}  // namespace rackwright
