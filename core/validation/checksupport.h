#ifndef RACKWRIGHT_CORE_VALIDATION_CHECKSUPPORT_H
#define RACKWRIGHT_CORE_VALIDATION_CHECKSUPPORT_H

// Internal helpers of the engine's rule checks (groups A, F, H, I and DS). Every lookup here
// records what it read in the CheckContext, so a check written with these helpers declares its
// dependencies by construction and the incremental validator re-runs it exactly when needed.

#include "checkcontext.h"
#include "core/compat/compat.h"

#include <QVarLengthArray>

#include <functional>
#include <optional>
#include <span>

namespace rackwright::checks {

/// Translation context of the engine's messages.
class Text final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::Checks)
};

/// Placeholders for instance names in texts that a full validation builds once per combination
/// of part data and repeats (private-use characters: never in a part's data).
inline constexpr QChar kWherePlaceholder{0xE000};     ///< the cage's name, Host::where()
inline constexpr QChar kLocationPlaceholder{0xE001};  ///< the finding's location
inline constexpr QChar kDiscriminatorPlaceholder{0xE002};

/// A text built once with placeholders in place of instance names, filled in per instance by
/// joining its pieces (cheaper than building it again, or than replacing in a shared copy).
class NamedText final {
 public:
  NamedText() = default;
  explicit NamedText(const QString& text);
  bool needsWhere() const { return mNames.contains(Name::Where); }
  QString filled(const QString& where, const QString& location = {},
                 const QString& discriminator = {}) const;

 private:
  enum class Name : char { Where, Location, Discriminator };
  QStringList mPieces;
  QVarLengthArray<Name, 4> mNames;  ///< the name between pieces i and i + 1
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
/// The modules in one cage, sorted by id.
QVector<const Module*> modulesInCage(CheckContext& ctx, const ObjectId& deviceId,
                                     const QString& cage);

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

/// Why a part's field is UNCONFIRMED (empty when it is confirmed). `field` is the catalog's
/// field path, e.g. "device.cages.thermal".
QString unconfirmedReason(const Part& part, const QString& field);
/// The non-empty reasons joined with "; ".
QString joinReasons(const QStringList& reasons);
bool isBlueField3(const Part& part);
bool isConnectX8(const Part& part);
QString topStyleText(TopStyle style);
QString thermalText(CageThermal thermal);
QString protocolText(Protocol protocol);
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
std::optional<Protocol> defaultProtocol(const Host& host);
/// The protocol the cage runs: configured, else the cage's or device's default, else the only
/// protocol it supports.
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
  /// The catalog field path of one of the plug's properties, for unconfirmed lookups
  /// ("transceiver.topStyle", "assembly.ends.topStyle", "assembly.signalling").
  QString fieldPath(const QString& field) const;
  /// What compatibility reads of the plug (core/compat).
  compat::PlugFacts facts() const;
};
Plug plugOf(const Part* transceiverPart);
Plug plugOf(const Part* assemblyPart, const AssemblyEndDefinition& end);

/// Reports DS-08 (not verified) for one object and rule.
void reportUnverified(CheckContext& ctx, const QString& rule, const QVector<ObjectId>& objects,
                      const QString& discriminator, const QString& what, const QString& location);

/// Checks a plug against the cage it sits in: FF-01..05, PW-02, LN-01 (plug vs host), LN-02
/// (lane count), LN-06, PW-01. `objects` are the finding objects (module, or cable + device).
/// These rules read only part data and the cage's configured protocol, so a full validation
/// checks each combination once and repeats its findings for the other plugs of the same kind.
void checkPlugInCage(CheckContext& ctx, const Plug& plug, const Host& host,
                     const QVector<ObjectId>& objects, const QString& discriminator,
                     const QString& location);

/// Parts of checkPlugInCage that belong to the lane and power groups.
void checkPlugLanes(CheckContext& ctx, const Plug& plug, const Host& host,
                    const QVector<ObjectId>& objects, const QString& discriminator,
                    const QString& location);
void checkPlugPower(CheckContext& ctx, const Plug& plug, const Host& host,
                    const QVector<ObjectId>& objects, const QString& discriminator,
                    const QString& location);

/// A catalog transceiver like `current` that fits `cage` (same PMD, signalling and speed), or
/// empty when the catalog has none.
QString suggestTransceiver(const DesignData& design, const Part& current,
                           const CageDefinition& cage);
/// A catalog assembly like `current` (type, signalling, number of ends, length) with an end that
/// fits `cage`, or empty.
QString suggestAssembly(const DesignData& design, const Part& current, const CageDefinition& cage);
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

/// Link endpoint as seen by the protocol and lane checks.
struct LinkEnd {
  Host host;
  Plug plug;
  LazyText label;  ///< "leaf-01 OSFP3 port 1"
};
/// Protocol checks across one link (PR-01, PR-02, PR-03 where generations are known).
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
