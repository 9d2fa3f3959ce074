#ifndef RACKWRIGHT_CORE_PLANNER_PORTBUDGET_H
#define RACKWRIGHT_CORE_PLANNER_PORTBUDGET_H

#include "core/catalog/enums.h"
#include "core/common/error.h"
#include "core/common/ratio.h"
#include "plansettings.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace rackwright {

class Catalog;
struct Part;
struct RackSystem;

/// A switch as the planner sees it: logical ports at one rate, grouped in cages. Kept apart from
/// the catalog so that the planning math can be tested on plain numbers.
struct SwitchSpec {
  QString model;
  int logicalPorts = 0;  ///< at portRateGbps
  int portRateGbps = 0;
  int cages = 0;  ///< cages that carry those ports
  bool twinPort = false;
  /// Link layers its fabric cages run (InfiniBand, Ethernet); empty when not known.
  QVector<Protocol> protocols;
  /// Logical ports one cage (and one switch-side module) carries at this rate.
  int portsPerCage() const {
    return cages > 0 && logicalPorts % cages == 0 ? logicalPorts / cages : 1;
  }
};

/// What the planner needs to know about a server: its GPU count and how many compute-fabric
/// links one server-side module carries (1 for adapter cards, 2 for a twin-port cage such as the
/// DGX H100 OSFP ports).
struct ServerSpec {
  QString model;
  int gpus = 0;        ///< 0: unknown
  QString gpusSource;  ///< English: where the GPU count came from, for the assumptions
  int linksPerModule = 1;
  /// Compute links each GPU has, from the catalog's rails: 2 where every rail has two ports (a
  /// DGX B300 on a twin-plane Ethernet fabric, one leg per plane), else 1.
  int linksPerGpu = 1;
  /// Link layers every compute port runs (DGX-B300-ETH: Ethernet only); empty when not known.
  QVector<Protocol> computeProtocols;
  /// A compute tray of a rack-scale system (GB200 NVL72): the system's catalog id and the trays
  /// one system holds. The planner then counts whole systems, groups scalable units of systems
  /// and wires the leaves by tray position (see PortPlanner::plan); the generator places the
  /// systems with all their members. Empty and 0 for a server racked on its own.
  QString systemId;
  int serversPerSystem = 0;
  bool isSystemTray() const { return serversPerSystem > 0; }
};

/// Why a plan is impossible; `PlanError::problem()` tells tests and callers which check refused.
enum class PlanProblem {
  InvalidInput,
  RateMismatch,
  PortsExceeded,           ///< downlinks + uplinks more than the switch has
  CageAlignment,           ///< down and up ports cannot start on separate cages
  ServerExceedsLeaf,       ///< a server's links do not fit one leaf's downlinks
  RailLeafTooSmall,        ///< a rail leaf cannot take one link from every server of its SU
  LeavesExceedSpinePorts,  ///< two tiers: more leaves than a spine has ports
  SpinesExceedUplinks,     ///< more spines than a leaf has uplinks
  UnevenLinks,             ///< uplinks do not divide evenly over the spines
  SpinePortsExceeded,      ///< the chosen spines would need more ports than they have
  SuExceedsSpinePorts,     ///< three tiers: one SU's leaves exceed a spine's downlinks
  PodsExceedCorePorts,     ///< three tiers: more pods than a core has ports
  MediaImpossible,         ///< the requested media cannot carry the links as planned
  ProtocolMismatch,        ///< the server's compute ports do not run the switch's link layer
};

class PlanError final : public Error {
 public:
  PlanError(PlanProblem problem, const QString& message) : Error(message), mProblem(problem) {}
  PlanProblem problem() const noexcept { return mProblem; }
  void raise() const override { throw *this; }
  PlanError* clone() const override { return new PlanError(*this); }

 private:
  PlanProblem mProblem;
};

enum class PlanMedia { Auto, Dac, Fiber };

struct PlanInputs {
  int gpus = 0;     ///< total GPUs; or give servers
  int servers = 0;  ///< total servers; or give gpus
  int gpusPerServer = 8;
  int linksPerGpu = 1;
  int linkRateGbps = 400;
  SwitchSpec switchSpec;
  ServerSpec serverSpec;  ///< gpus there is informational; gpusPerServer above is used
  int tiers = 2;
  int downlinks = 0;  ///< per leaf; 0 = derive (from the other count or the oversubscription)
  int uplinks = 0;
  Ratio oversubscription;  ///< leaf down:up target when the counts are derived
  int spineDownlinks = 0;  ///< three tiers; 0 = half the ports
  int spineUplinks = 0;    ///< three tiers; 0 = as many as the spine's used downlinks (1:1)
  int spines = 0;          ///< per plane (two tiers) or per pod (three tiers); 0 = choose
  bool railOptimized = false;
  int planes = 1;
  int suSize = 0;  ///< servers per scalable unit; 0 = none (rail-optimised: a leaf's downlinks)
  /// Build every leaf for a whole scalable unit (and its uplinks, spines and optics) even where
  /// fewer servers are planned, for growth as NVIDIA's SuperPOD guidance does. Off: a cluster
  /// smaller than one SU is its own SU, and the leaves' uplinks follow the downlinks they use,
  /// so the requested oversubscription holds at every size.
  bool fullSuGrowth = false;
  /// Rail-optimised units: leaf slots of the last unit given to other devices (the node slot
  /// the H100 and B200 SuperPOD RAs give to the UFM appliances' links). They count as servers
  /// for the units and leaves, so that the last unit has room for them, but get no server.
  int reservedSlots = 0;
  PlanMedia media = PlanMedia::Auto;
  /// How refusals name the setting to change: command-line options or the wizard's fields.
  SettingNames settingNames = SettingNames::CommandLine;
};

/// Ports used on all switches of one role (summed over planes).
struct RoleBudget {
  QString role;  ///< "leaf", "spine", "core"
  int switches = 0;
  int portsPerSwitch = 0;
  int downlinksUsed = 0;
  int uplinksUsed = 0;
  int cagesPerSwitch = 0;
  int cagesUsed = 0;
  int used() const { return downlinksUsed + uplinksUsed; }
  int free() const { return switches * portsPerSwitch - used(); }
  int cagesFree() const { return switches * cagesPerSwitch - cagesUsed; }
};

/// One tier of links ("serverLeaf", "leafSpine", "spineCore"), summed over planes. The lower end
/// is the server or the lower switch, the upper end the switch above.
struct TierBudget {
  QString key;
  int logicalLinks = 0;
  PlanMedia media = PlanMedia::Fiber;  ///< resolved: Dac or Fiber
  int lowerCages = 0;
  int upperCages = 0;
  int lowerTransceivers = 0;
  int upperTransceivers = 0;
  int cableAssemblies = 0;
  QString mediaAssumption;
  int cagesUsed() const { return lowerCages + upperCages; }
  int transceivers() const { return lowerTransceivers + upperTransceivers; }
};

/// The result of port budgeting: switch counts, how they connect, ports per role and the
/// hardware per tier. Per-plane figures are the building block; totals multiply by planes.
struct PortPlan {
  PlanInputs inputs;
  int servers = 0;
  int gpus = 0;
  int linksPerServer = 0;          ///< all planes
  int linksPerServerPerPlane = 0;  ///< also the rail count when rail-optimised
  int endpointsPerPlane = 0;

  int leafDownlinks = 0;  ///< reserved per leaf
  int leafUplinks = 0;
  int serversPerLeaf = 0;  ///< not rail-optimised
  int leavesPerPlane = 0;
  int spinesPerPlane = 0;
  int coresPerPlane = 0;
  int linksPerLeafSpinePair = 0;
  int linksPerSpineCorePair = 0;  ///< 0 with two tiers

  int suCount = 0;       ///< 0 when no scalable units are used
  int serversPerSu = 0;  ///< what a unit holds when full
  /// The servers in the last unit: serversPerSu when it is full, fewer for a partial one, 0 when
  /// it holds only the node slots reserved for other devices (the UFM links).
  int serversInLastSu = 0;
  int leavesPerSu = 0;

  int pods = 0;          ///< three tiers
  int leavesPerPod = 0;  ///< the largest pod
  int spinesPerPod = 0;
  int spineDownlinks = 0;  ///< reserved per spine (three tiers)
  int spineUplinks = 0;
  int coreGroups = 0;  ///< spine j of every pod connects to core group j
  int coresPerGroup = 0;

  Ratio leafOversubscription;   ///< used downlinks : uplinks of the fullest leaf
  Ratio spineOversubscription;  ///< three tiers only

  QVector<RoleBudget> roles;  ///< leaf, spine, core (core only with three tiers)
  QVector<TierBudget> tiers;  ///< serverLeaf, leafSpine, spineCore (always three entries)
  QStringList assumptions;
  QStringList notes;

  int leaves() const { return leavesPerPlane * inputs.planes; }
  int spines() const { return spinesPerPlane * inputs.planes; }
  int cores() const { return coresPerPlane * inputs.planes; }
  const RoleBudget* role(const QString& name) const;
  const TierBudget* tier(const QString& key) const;
  int totalLogicalLinks() const;
  int totalCagesUsed() const;
  int totalTransceivers() const;
  int totalCableAssemblies() const;

  QJsonObject toJson() const;
  QString toText() const;
};

class PortPlanner final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::PortPlanner)

 public:
  /// Plans the fabric or throws PlanError with the reason the plan is impossible.
  static PortPlan plan(const PlanInputs& inputs);

  /// The switch's logical ports at `linkRateGbps`, from its catalog cages (lanes × lane rate,
  /// native logical ports per cage, split capability, 4-lane InfiniBand ports). Throws PlanError.
  static SwitchSpec switchSpecFromCatalog(const Part& part, int linkRateGbps);
  /// GPU count and links per server-side module. The GPU count comes from the entry's
  /// "device"."gpus" where the catalog gives it, else from its twin-port compute cages (DGX:
  /// one logical port per GPU); a module serves 2 links when such cages run at the link rate.
  static ServerSpec serverSpecFromCatalog(const Part& part, int linkRateGbps);
  /// The compute tray of a rack-scale system as the planner's server: the tray part, its GPUs
  /// (the system's NVLink-domain GPUs over its compute trays) and the trays per system. Throws
  /// PlanError when the system has no compute trays.
  static ServerSpec serverSpecFromSystem(const RackSystem& system);
  /// The server the planner's `id` names: a rack-scale system's compute tray
  /// (serverSpecFromSystem) or a server part (serverSpecFromCatalog). Nullopt when `catalog` has
  /// neither by that id, so the caller can say what the id is instead.
  static std::optional<ServerSpec> serverSpecFor(const Catalog& catalog, const QString& id,
                                                 int linkRateGbps);
  /// Scalable units of rack-scale systems: NVIDIA's GB200 SuperPOD RA builds an SU of 8 racks.
  static constexpr int kSystemsPerSu = 8;

  static QString mediaName(PlanMedia media);
  static QString tierTitle(const QString& key);
};

/// Free-function spelling of PortPlanner::switchSpecFromCatalog.
SwitchSpec switchSpecFromCatalog(const Part& part, int linkRateGbps);

}  // namespace rackwright

#endif
