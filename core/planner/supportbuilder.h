#ifndef RACKWRIGHT_CORE_PLANNER_SUPPORTBUILDER_H
#define RACKWRIGHT_CORE_PLANNER_SUPPORTBUILDER_H

// Internal to the cluster generator (clustergenerator.cpp): the builder that adds the storage,
// in-band and out-of-band networks, the UFM appliances and the head nodes to a design that holds
// the compute fabric. supportbuilder.cpp has its hall, devices and links; supportnetworks.cpp
// wires each network.

#include "cablelengths.h"
#include "clustergenerator.h"
#include "partchooser.h"
#include "rackplacement.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

namespace rackwright::generator {

// Orderable lengths are catalog values; the tolerance only absorbs floating-point noise.
inline constexpr double kLengthTolerance = 1e-6;

// The parts the support networks are built from, one place to change them. In-band and OOB
// uplinks run on 100 GbE QSFP28 AOCs (RA-11333 Table 8: 980-9I13N-00C030, MFA1A00-C030), the
// in-band peer links on QSFP28 DAC (Table 8: "ISL cables, 100 Gbps QSFP Passive Copper"), every
// 1 GbE management link on Cat 6.
inline const QString kAoc100 = QStringLiteral("MFA1A00-C");
inline const QString kDac100 = QStringLiteral("MCP1600-C");
inline const QString kCopper1G = QStringLiteral("GEN-CAT6-RJ45");
inline const QString kUfmPart = QStringLiteral("UFM-APPLIANCE-3");
inline const QString kHeadNodePart = QStringLiteral("GEN-HEAD-NODE-1U");
// Every rack's PDUs: zero-U, so a rack of four 10 U systems still has room for them (the RAs
// count three per compute rack and two per management rack, each on the OOB network).
inline const QString kPduPart = QStringLiteral("GEN-PDU-0U-METERED");
// Every switch's RS-232 console goes to a console server in its rack (OutOfBandPreset) on a
// rolled console cable.
inline const QString kConsoleCable = QStringLiteral("GEN-RJ45-CONSOLE-ROLLED");

/// A logical port of a device: its cage and, in a twin-port cage, which of the two.
struct Port {
  ObjectId device;
  QString cage;
  int sub = 0;
};

/// A link that runs on optics: a transceiver at each end and a fiber cord between them.
struct OpticalLink {
  Port a;
  Port b;
  QString group;
  QString network;
  QString name;
  double neededM = 0;
};

/// Union–find over optical links joined through twin-port modules: the cords of one module
class SupportBuilder {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ClusterGenerator)

 public:
  SupportBuilder(const ClusterPlan& plan, const GeneratorOptions& options, const Catalog& library,
                 Design& design)
      : mPlan(plan),
        mPreset(*plan.preset),
        mOptions(options),
        mLibrary(library),
        mDesign(design),
        mFamilies(library),
        mStorageChooser(library, mFamilies, plan.preset->storage.linkRateGbps) {}

  void run(ClusterGeneratorResult& result);

 private:
  // ---- Hall ------------------------------------------------------------------------------
  struct RackInfo {
    int index = 0;
    int row = 0;
    int position = 0;
  };
  void readHall();
  /// Makes room for the management rows in the middle of the compute rows, so no node is
  /// farther from them than half the hall.
  void openManagementRows();
  RackPlacement::HallPoint point(const Port& port) const;
  double neededM(const Port& a, const Port& b) const {
    return requiredLengthM(RackPlacement::pathLengthM(point(a), point(b), mOptions, mTallestRackU),
                           mOptions);
  }

  // ---- Devices -----------------------------------------------------------------------------
  /// The racks the builder fills in the management rows among the compute rows.
  enum class RackGroup {
    Management,  ///< switches of the support networks, UFM appliances, head nodes
    Storage      ///< storage appliances
  };
  struct RackFill {
    QVector<ObjectId> racks;
    int firstRow = 0;       ///< the management rows' first row among the rows
    int firstSlot = 0;      ///< the group's first rack position, counted over the rows
    double topFree = 0;     ///< next free U (top of the free space) in the last rack
    double usedU = 0;       ///< units used in the last rack
    bool startNew = false;  ///< keepTogether(): the next device opens a rack
  };
  ObjectId place(const QString& partId, const QString& name, const QString& network,
                 RackGroup group = RackGroup::Management);
  /// Starts a new management rack unless `units` more fit in the current one: the leaves of an
  /// in-band pair share a rack, so the copper between them stays short.
  void keepTogether(double units);
  /// Racks `heights` fill when packed as place() packs them, the groups of `together` in one
  /// rack (see keepTogether()).
  int racksFor(const QVector<QVector<double>>& groups) const;
  double unitsOf(const QString& partId) const;
  /// The face a device of `part` is mounted on, so that its rack breathes front to rear.
  static RackFace mountingFace(const Part& part);
  /// Whether place() opens a rack for a device of `units`: there is none to fill (`noRack`) or
  /// the last one has `usedU` and would pass the preset's units per rack.
  bool opensRack(bool noRack, double usedU, double units) const;
  /// Management racks `count` more devices of `units` each would open, packed as place() packs.
  int racksOpenedBy(int count, double units) const;
  /// PDUs the racks of the hall will get: the preset's count per compute rack (racks holding
  /// compute nodes) and per other rack; none in rack-scale systems (power shelves feed them).
  int pdusPerRack(const Rack& rack) const;
  int pdusToPlace() const;
  /// Hangs every rack's PDUs in its rear side channels (zero-U); returns them in hall order.
  QVector<ObjectId> placePdus();
  /// The switch consoles of one ordinary rack, from the top down.
  struct ConsoleRack {
    ObjectId rack;
    QVector<Port> consoles;
  };
  /// Racks with devices that have an RS-232 console port, in hall order (rack-scale systems
  /// aside: their own management switches serve them).
  QVector<ConsoleRack> consoleRacks() const;
  /// The serial ports of the console server part, in port order.
  QStringList consoleServerPorts() const;
  /// Console servers placeConsoleServers() will place: enough in each rack for its consoles.
  int consoleServersToPlace() const;
  /// Places each rack's console servers in its lowest free units (a neighbour's when it has
  /// none) and cables every console to them; returns them in hall order.
  QVector<ObjectId> placeConsoleServers();
  /// The rack and unit for a console server of the switches in `rack`: that rack, else the
  /// nearest rack of its row with a free unit (the one after it first at equal distance); in
  /// it, the free unit nearest `anchorU`.
  std::optional<std::pair<ObjectId, double>> consoleServerSlot(const ObjectId& rack, RackFace face,
                                                               double anchorU) const;
  /// The free unit of `rack` nearest `anchorU` (the lower one at equal distance) for a console
  /// server on `face`.
  std::optional<double> nearestFreeUnit(const ObjectId& rack, RackFace face, double anchorU) const;
  ObjectId addAdapter(const ObjectId& server, const QString& bay, const QString& partId);
  const Part& partOf(const ObjectId& device) const;
  const CageDefinition& cageOf(const Port& port) const;
  /// The `index`-th logical port of the device's cages that carry `rateGbps` natively.
  Port fabricPort(const ObjectId& device, int index, int rateGbps) const;
  /// Cage `name` with the number `n` (swp1 …) of a switch.
  static Port numbered(const ObjectId& device, int n) {
    return {device, QStringLiteral("swp%1").arg(n), 0};
  }

  // ---- Links -------------------------------------------------------------------------------
  void optical(const Port& a, const Port& b, const QString& group, const QString& network,
               const QString& name);
  void assembly(const QString& family, const Port& a, const Port& b, const QString& group,
                const QString& network, const QString& name);
  void finishOptics();
  QString moduleFor(const Port& port, FiberClass fiber, const QString& network);
  GeneratedNetwork& stats(const QString& network);

  // ---- Networks ----------------------------------------------------------------------------
  void buildStorage();
  /// The storage appliances in their racks, their data ports on the storage leaves' appliance
  /// ports (`applianceLeaves`: per scalable unit).
  void placeStorageAppliances(const QVector<QVector<ObjectId>>& applianceLeaves);
  void buildInBand();
  void buildOutOfBand();
  void attachComputeUfm();
  QString nameOf(const ObjectId& device) const { return mDesign.find<Device>(device)->name; }

  const ClusterPlan& mPlan;
  const ClusterPreset& mPreset;
  const GeneratorOptions& mOptions;
  const Catalog& mLibrary;
  Design& mDesign;
  PartFamilies mFamilies;
  PartChooser mStorageChooser;

  QHash<ObjectId, RackInfo> mRacks;
  int mComputeRows = 0;
  int mTallestRackU = 0;  ///< the cable tray runs above it (rack-scale systems are taller)
  RackFill mManagement;
  RackFill mStorage;

  QVector<ObjectId> mNodes;  ///< compute nodes in hall order (their names sort as they count)
  QVector<ObjectId> mUfms;
  QVector<ObjectId> mHeadNodeNics;
  QVector<ObjectId> mAppliances;  ///< storage appliances in name order
  QVector<ObjectId> mInbandCores;
  QVector<ObjectId> mOobSwitches;
  QSet<ObjectId> mPdus;               ///< the PDUs placePdus() hung
  QVector<ObjectId> mConsoleServers;  ///< placed by placeConsoleServers(), in hall order
  QHash<ObjectId, int> mNextPort;     ///< switches: the next free port number (1-based)
  QVector<OpticalLink> mOptical;
  QHash<QString, ObjectId> mModules;  ///< "<device id>/<cage>" → module
  QSet<ObjectId> mFittedBefore;       ///< modules the compute generator fitted
  QVector<GeneratedNetwork> mStats;
  QStringList mNotes;
};

}  // namespace rackwright::generator

#endif
