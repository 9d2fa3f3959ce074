#ifndef RACKWRIGHT_CORE_VALIDATION_CHECKSUPPORT_H
#define RACKWRIGHT_CORE_VALIDATION_CHECKSUPPORT_H

// Internal helpers of the engine's rule checks (groups A, F, H, I and DS). Every lookup here
// records what it read in the CheckContext, so a check written with these helpers declares its
// dependencies by construction and the incremental validator re-runs it exactly when needed.

#include "checkcontext.h"
#include "core/compat/compat.h"
#include "messagetemplate.h"

#include <QStringList>
#include <QVarLengthArray>

#include <functional>
#include <initializer_list>
#include <memory>
#include <optional>
#include <span>

namespace rackwright::checks {

/// Translation context of the engine's messages.
class Text final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::Checks)
};

// --- derived dependency ids ---------------------------------------------------------------------

/// Stands for one cage of a device: relation ModulesIn of this id = the modules in that cage.
ObjectId cageKey(const ObjectId& deviceId, const QString& cage);
/// Stands for one port of an object (device cage or panel port, module optical port):
/// relation Attachments of this id = the cable ends attached there.
ObjectId portKey(const ObjectId& objectId, const QString& port);

// --- reads that record dependencies
// ---------------------------------------------------------------

const Device* findDevice(CheckContext& ctx, const ObjectId& id);
const Module* findModule(CheckContext& ctx, const ObjectId& id);
const Cable* findCable(CheckContext& ctx, const ObjectId& id);
const Rack* findRack(CheckContext& ctx, const ObjectId& id);

/// One cable end attached somewhere.
struct EndRef {
  const Cable* cable = nullptr;
  QString end;
};
/// The cable ends at one place: nearly always one, so no heap block for them.
using EndRefs = QVarLengthArray<EndRef, 2>;
/// The cable ends attached at (object, port), sorted by cable id and end name.
EndRefs endsAt(CheckContext& ctx, const ObjectId& objectId, const QString& port);
/// The modules in one cage: nearly always one, so no heap block for them.
using CageModules = QVarLengthArray<const Module*, 2>;
/// The modules in one cage, sorted by id.
CageModules modulesInCage(CheckContext& ctx, const ObjectId& deviceId, const QString& cage);

// --- locations (record the objects the text names)
// ------------------------------------------------

QString deviceName(CheckContext& ctx, const ObjectId& deviceId);
QString deviceLocation(CheckContext& ctx, const ObjectId& deviceId);
QString cageLocation(CheckContext& ctx, const ObjectId& deviceId, const QString& cage);
QString modulePortLocation(CheckContext& ctx, const ObjectId& moduleId, const QString& port);
QString attachmentLocation(CheckContext& ctx, const Attachment& attachment);
/// "leaf-01 OSFP3" — short form used inside messages.
QString cageName(CheckContext& ctx, const ObjectId& deviceId, const QString& cage);

// --- part data --------------------------------------------------------------------------------

/// The non-empty reasons joined with "; ".
QString joinReasons(const QStringList& reasons);
bool isBlueField3(const Part& part);
bool isConnectX8(const Part& part);
/// Whether a device part is a UFM appliance (NVIDIA's Unified Fabric Manager, the subnet manager
/// of an InfiniBand fabric). The catalog gives no role for it, so its name decides, as for the
/// adapter families above.
bool isFabricManager(const Part& part);
QString topStyleText(TopStyle style);
QString thermalText(CageThermal thermal);
QString formatWatts(double watts);

// --- hosts and plugs --------------------------------------------------------------------------

/// A cage on a placed device, resolved with its part data.
struct Host {
  const Device* device = nullptr;
  const Part* part = nullptr;  ///< the device's catalog part, valid for the run
  const CageDefinition* cage = nullptr;
  QString cageName;
  bool isSwitch() const;
  /// "leaf-01 OSFP3" (cageName() of checksupport), built on first use and kept: the cage, lane,
  /// power and protocol checks of one plug all name the cage.
  const QString& where(CheckContext& ctx) const;
  mutable QString whereText;
};
/// Resolves (device, cage); false when the device, its part or the cage is missing.
bool resolveHost(CheckContext& ctx, const ObjectId& deviceId, const QString& cage, Host* host);

std::optional<Protocol> configuredProtocol(const Host& host);
/// Whether a device part is a switch (a managed or a management switch).
bool isSwitch(const Part& devicePart);

/// What the protocol rules read of a cage on its host: the host's part (whether it is a switch,
/// its default protocol, its id), the protocols the cage lists, its default, and the protocol
/// configured for it.
struct ProtocolFacts {
  const Part* host = nullptr;
  compat::EnumSet<Protocol> protocols;
  int protocolCount = 0;  ///< entries of the cage's list
  std::optional<Protocol> cageDefault;
  std::optional<Protocol> configured;
  bool operator==(const ProtocolFacts&) const = default;
};
size_t qHash(const ProtocolFacts& facts, size_t seed = 0);
ProtocolFacts protocolFacts(const Part& hostPart, const CageDefinition& cage,
                            std::optional<Protocol> configured);
ProtocolFacts protocolFacts(const Host& host);
/// The cage's default protocol, else the device's where the cage can run it, else the only
/// protocol the cage supports.
std::optional<Protocol> defaultProtocol(const ProtocolFacts& facts);
std::optional<Protocol> defaultProtocol(const Host& host);
/// The protocol the cage runs: configured, else the default.
std::optional<Protocol> effectiveProtocol(const ProtocolFacts& facts);
std::optional<Protocol> effectiveProtocol(const Host& host);

/// Something that plugs into a cage: a transceiver or one end of a DAC/ACC/AOC.
struct Plug {
  QString name;  ///< "MMA4Z00-NS" or "MCP7Y00-N002 end B1"
  // Catalog pointers, not shared pointers: copying one popular part's shared pointer from both
  // validation threads made them take turns on its reference count.
  const Part* part = nullptr;
  bool isAssembly = false;
  bool breakout = false;  ///< an end of a splitter assembly (FF-04 applies)
  FormFactor formFactor = FormFactor::Unknown;
  TopStyle topStyle = TopStyle::NotApplicable;
  bool twinPort = false;
  int lanes = 0;
  Signalling signalling = Signalling::Unknown;
  Generation generation = Generation::None;
  std::span<const Protocol> protocols;  ///< the part's list (not copied, see `part`)
  double powerMaxW = 0;
  const AssemblyEndDefinition* end = nullptr;  ///< the assembly end (null for transceivers)
  /// The catalog fields that hold the plug's top style and power, for unconfirmed lookups.
  PartField topStyleField() const {
    return isAssembly ? PartField::AssemblyEndTopStyle : PartField::TransceiverTopStyle;
  }
  PartField powerField() const {
    return isAssembly ? PartField::AssemblyEndPowerW : PartField::TransceiverPowerMaxW;
  }
  /// What compatibility reads of the plug (core/compat).
  compat::PlugFacts facts() const;
};
Plug plugOf(const Part* transceiverPart);
Plug plugOf(const Part* assemblyPart, const AssemblyEndDefinition& end);

/// Reports DS-08 (not verified) for one object and rule.
void reportUnverified(CheckContext& ctx, RuleId rule, const QVector<ObjectId>& objects,
                      const QString& discriminator, const QString& what, const QString& location);
/// DS-08's message: "`rule` not verified: `what`".
QString unverifiedText(RuleId rule, const QString& what);
/// reportUnverified() with the message already worded by unverifiedText().
void reportUnverifiedText(CheckContext& ctx, RuleId rule, const QVector<ObjectId>& objects,
                          const QString& discriminator, FindingText message,
                          const QString& location);

/// What the plug-in-cage rules read: the plug's part (and, for a cable, its end), the host's part
/// and cage, and the protocol configured for the cage. Parts do not change during a run, so this
/// is the rules' whole input, and what a full validation keys their verdicts by.
struct PlugInCageFacts {
  const Part* plug = nullptr;
  const AssemblyEndDefinition* end = nullptr;  ///< null for a transceiver
  const Part* host = nullptr;
  const CageDefinition* cage = nullptr;
  std::optional<Protocol> configured;
  bool operator==(const PlugInCageFacts&) const = default;
};
size_t qHash(const PlugInCageFacts& facts, size_t seed = 0);

/// One finding of a rule on facts, without the names of the instance it is about: the rule and
/// the message's parameters, from which `text` builds the message with the cage's name
/// (Host::where()) for each plug the finding is about.
struct FactFinding {
  using BuildText = QString (*)(const QStringList& parameters, const QString& where);
  RuleId rule = RuleId::FF01;
  bool unverified = false;  ///< reported as DS-08: `rule` could not be verified
  BuildText text = nullptr;
  QStringList parameters;
  QString message(const QString& where) const { return text(parameters, where); }
};
using PlugVerdict = QVector<FactFinding>;

/// A verdict with each finding's whole message worded once, the cage's name left open: a full
/// validation reports the same few verdicts for tens of thousands of transceivers, and wording
/// each message anew (two translation look-ups, two argument passes and their copies) was a
/// tenth of its run. The findings keep the worded form and their cage's name (FindingText).
struct WordedVerdict {
  PlugVerdict verdict;
  /// Per finding of `verdict`: its message (DS-08's wording included) with the cage's name
  /// open; null when a parameter holds the stand-in (then worded for each plug).
  QVector<std::shared_ptr<const MessageTemplate>> messages;
};
WordedVerdict wordVerdict(PlugVerdict verdict);

/// The plug-in-cage rules on one combination: FF-01..05, PW-02, LN-01 (plug vs host), LN-02
/// (lane count), LN-06, PW-01. `library` is the catalog the fixes are suggested from.
PlugVerdict judgePlugInCage(const Catalog& library, const PlugInCageFacts& facts);
/// The parts of judgePlugInCage that belong to the lane and power groups.
void judgePlugLanes(const Plug& plug, const PlugInCageFacts& facts, const compat::PlugFit& fit,
                    PlugVerdict* verdict);
void judgePlugPower(const Plug& plug, const PlugInCageFacts& facts, PlugVerdict* verdict);

/// Reports the plug-in-cage rules' findings on a plug in the cage it sits in. `objects` are the
/// finding objects (module, or cable + device).
void checkPlugInCage(CheckContext& ctx, const Plug& plug, const Host& host,
                     const QVector<ObjectId>& objects, const QString& discriminator,
                     const QString& location);

/// A catalog transceiver like `current` that fits `cage` (same PMD, signalling and speed), or
/// empty when the catalog has none.
QString suggestTransceiver(const Catalog& library, const Part& current, const CageDefinition& cage);
/// A catalog assembly like `current` (type, signalling, number of ends, length) with an end that
/// fits `cage`, or empty.
QString suggestAssembly(const Catalog& library, const Part& current, const CageDefinition& cage);
/// Speed name for display: "NDR 400G", "400GbE" …
QString speedName(int gbps, Signalling signalling, std::optional<Protocol> protocol);
/// Whether (a, portA) sorts before (b, portB): a pair-level finding is reported from that end.
bool reportsPair(const ObjectId& a, const QString& portA, const ObjectId& b, const QString& portB);

// --- optical channels (connector level) -------------------------------------------------------

/// The far transceiver port reached from a module's optical port through cords, panels,
/// trunks and splitters.
struct OpticalPeer {
  const Module* far = nullptr;
  QString farPort;
  QVector<ObjectId> cables;
  bool split = false;       ///< the path passes a fiber splitter
  bool nearIsHead = false;  ///< the near port is on the splitter's head side
  int legs = 1;             ///< legs of the splitter passed
};
/// The head end of a cable: its part's first end (a splitter's or breakout's single end), else
/// its own first end. The legs of a splitter reach only the head, not each other.
QString headEndName(const Part* part, const Cable& cable);
/// `ends` are the cable ends attached at the port (endsAt()).
QVector<OpticalPeer> traceOpticalPort(CheckContext& ctx, std::span<const EndRef> ends);

/// A text that a check needs only when it reports (a location, a link end's label): built on
/// first use, then kept. Most links report nothing, and building every label up front was a
/// large share of a full validation. Building it records its dependencies then, which is all
/// the incremental validator needs: an unreported text is in no finding.
class LazyText final {
 public:
  LazyText() = default;
  explicit LazyText(std::function<QString()> build) : mBuild(std::move(build)) {}
  const QString& operator()() const {
    if (mBuild) {
      mText = mBuild();
      mBuild = nullptr;
    }
    return mText;
  }

 private:
  mutable std::function<QString()> mBuild;
  mutable QString mText;
};

/// Link endpoint as the protocol checks see it: what they read of its cage, its plug, and the
/// label the texts name it by.
struct LinkEnd {
  ProtocolFacts side;
  Plug plug;
  LazyText label;  ///< "leaf-01 OSFP3 port 1"
};
/// Protocol checks across one link (PR-01, PR-02, PR-03 where generations are known). They read
/// only the two ends' facts and plugs (and the labels, for the texts).
void checkLinkProtocol(CheckContext& ctx, const LinkEnd& a, const LinkEnd& b,
                       const QVector<ObjectId>& objects, const QString& discriminator,
                       const LazyText& location, bool checkGeneration);

// --- entry points of the groups (called from checkModule / checkCable / checkDevice / checkRack)

struct ModuleView {
  const Module* module = nullptr;
  const Part* part = nullptr;
  const TransceiverBody* body = nullptr;
  Host host;
  QString location;  ///< "R02 U40 leaf-01 OSFP3"
};
struct PortPeers {
  QString port;
  EndRefs ends;  ///< the cable ends attached at the port
  bool attached = false;
  QVector<OpticalPeer> peers;
};

void checkModuleLanes(CheckContext& ctx, const ModuleView& view, std::span<const PortPeers> ports);
void checkModuleLinks(CheckContext& ctx, const ModuleView& view, std::span<const PortPeers> ports);
void checkCableLanes(CheckContext& ctx, const Cable& cable, const Part& part,
                     const QVector<std::optional<Host>>& hosts);
void checkCableProtocol(CheckContext& ctx, const Cable& cable, const Part* partPtr,
                        const QVector<std::optional<Host>>& hosts);
void checkCableDesign(CheckContext& ctx, const Cable& cable, const Part* part);
void checkModuleDesign(CheckContext& ctx, const ModuleView& view);
void checkDevicePower(CheckContext& ctx, const Device& device);
void checkRackPower(CheckContext& ctx, const Rack& rack);
void checkDeviceDesign(CheckContext& ctx, const Device& device);
void checkRackAirflow(CheckContext& ctx, const Rack& rack);

}  // namespace rackwright::checks

#endif
