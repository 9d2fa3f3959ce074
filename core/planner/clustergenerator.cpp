#include "clustergenerator.h"

#include "cablelengths.h"
#include "core/model/networks.h"
#include "fabricwiring.h"
#include "generatornames.h"
#include "partchooser.h"
#include "rackplacement.h"

#include <spdlog/spdlog.h>

#include <QElapsedTimer>
#include <QJsonArray>
#include <QSet>
#include <QTextStream>

#include <algorithm>
#include <cmath>

namespace rackwright {

using namespace generator;

namespace {

// Orderable lengths are catalog values; the tolerance only absorbs floating-point noise.
constexpr double kLengthTolerance = 1e-6;

// The parts the support networks are built from, one place to change them. In-band and OOB
// uplinks run on 100 GbE QSFP28 AOCs (RA-11333 Table 8: 980-9I13N-00C030, MFA1A00-C030), the
// in-band peer links on QSFP28 DAC (Table 8: "ISL cables, 100 Gbps QSFP Passive Copper"), every
// 1 GbE management link on Cat 6.
const QString kAoc100 = QStringLiteral("MFA1A00-C");
const QString kDac100 = QStringLiteral("MCP1600-C");
const QString kCopper1G = QStringLiteral("GEN-CAT6-RJ45");
const QString kUfmPart = QStringLiteral("UFM-APPLIANCE-3");
const QString kHeadNodePart = QStringLiteral("GEN-HEAD-NODE-1U");

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
/// get one length, as the twin-port skew rule RE-06 asks (see cablemapgenerator.cpp).
class LinkGroups {
 public:
  explicit LinkGroups(int n) : mParent(n) {
    for (int i = 0; i < n; ++i)
      mParent[i] = i;
  }
  int find(int n) {
    while (mParent[n] != n) {
      mParent[n] = mParent[mParent[n]];
      n = mParent[n];
    }
    return n;
  }
  void join(int a, int b) { mParent[find(a)] = find(b); }

 private:
  QVector<int> mParent;
};

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
    return requiredLengthM(RackPlacement::pathLengthM(point(a), point(b), mOptions), mOptions);
  }

  // ---- Devices -----------------------------------------------------------------------------
  ObjectId place(const QString& partId, const QString& name, const QString& network);
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
  int mFirstManagementRow = 0;  ///< the management rows' place among the rows
  QVector<ObjectId> mManagementRacks;
  double mRackTopFree = 0;  ///< next free U (top of the free space) in the last management rack
  double mRackUsedU = 0;

  QVector<ObjectId> mNodes;  ///< compute nodes in hall order (their names sort as they count)
  QVector<ObjectId> mUfms;
  QVector<ObjectId> mHeadNodes;
  QVector<ObjectId> mHeadNodeNics;
  QVector<ObjectId> mInbandCores;
  QVector<ObjectId> mOobSwitches;
  QHash<ObjectId, int> mNextPort;  ///< switches: the next free port number (1-based)
  QVector<OpticalLink> mOptical;
  QHash<QString, ObjectId> mModules;  ///< "<device id>/<cage>" → module
  QSet<ObjectId> mFittedBefore;       ///< modules the compute generator fitted
  QVector<GeneratedNetwork> mStats;
  QStringList mNotes;
};

// ---- Hall ------------------------------------------------------------------------------------

void SupportBuilder::readHall() {
  QHash<ObjectId, int> rowOrder;
  for (const Row& row : mDesign.all<Row>())
    rowOrder.insert(row.id, row.order);
  mComputeRows = int(rowOrder.size());
  // Racks numbered in hall order (row, then slot), so every order taken from them is the same
  // in every run.
  QVector<const Rack*> racks;
  for (const Rack& rack : mDesign.all<Rack>())
    racks << &rack;
  std::sort(racks.begin(), racks.end(), [&](const Rack* a, const Rack* b) {
    const int rowA = rowOrder.value(a->rowId);
    const int rowB = rowOrder.value(b->rowId);
    return rowA != rowB ? rowA < rowB : a->positionInRow < b->positionInRow;
  });
  int index = 0;
  for (const Rack* rack : std::as_const(racks))
    mRacks.insert(rack->id, RackInfo{index++, rowOrder.value(rack->rowId), rack->positionInRow});
  for (const Device& device : mDesign.all<Device>()) {
    if (device.typeId == mPreset.serverPart && device.parentId.isNull())
      mNodes << device.id;
  }
  std::sort(mNodes.begin(), mNodes.end(),
            [this](const ObjectId& a, const ObjectId& b) { return nameOf(a) < nameOf(b); });
}

RackPlacement::HallPoint SupportBuilder::point(const Port& port) const {
  const Device* device = mDesign.find<Device>(port.device);
  const CageDefinition* cage = &cageOf(port);
  if (!device->parentId.isNull()) {
    // An adapter: its ports are taken to be at the middle of the server's rear.
    const Device* server = mDesign.find<Device>(device->parentId);
    const RackInfo& rack = mRacks.value(server->rackId);
    const double h = partOf(server->id).device()->uHeight;
    return RackPlacement::portPoint(rack.index, rack.row, rack.position, server->positionU, h / 2,
                                    server->face, nullptr);
  }
  const RackInfo& rack = mRacks.value(device->rackId);
  return RackPlacement::portPoint(rack.index, rack.row, rack.position, device->positionU,
                                  std::max(0.5, partOf(port.device).device()->uHeight),
                                  device->face, cage);
}

void SupportBuilder::openManagementRows() {
  // The racks the management gear fills, packed as place() packs them: UFM appliances, head
  // nodes, then the switches of storage, in-band and out-of-band, network by network.
  QVector<double> heights;
  const auto add = [&](const QString& partId, int count) {
    const Part* part = mLibrary.findPart(partId);
    const double h =
        part && part->device() ? std::max(1.0, std::ceil(part->device()->uHeight)) : 1.0;
    for (int k = 0; k < count; ++k)
      heights << h;
  };
  add(kUfmPart, mPlan.ufmAppliances);
  add(kHeadNodePart, mPlan.headNodes);
  for (const NetworkBudget& network : mPlan.networks) {
    if (network.network == Networks::key(BuiltInNetwork::Compute))
      continue;
    for (const ClusterSwitchRole& role : network.roles)
      add(role.part, role.switches);
  }
  int racks = 0;
  double used = 0;
  for (double h : std::as_const(heights)) {
    if (racks == 0 || used + h > mPreset.managementUnitsPerRack) {
      ++racks;
      used = 0;
    }
    used += h;
  }
  const int rows = (racks + mOptions.rowLength - 1) / mOptions.rowLength;
  mFirstManagementRow = mComputeRows / 2;
  for (const Row& existing : mDesign.all<Row>()) {
    if (existing.order < mFirstManagementRow)
      continue;
    Row row = existing;
    row.order += rows;
    mDesign.update(row);
  }
  for (RackInfo& rack : mRacks) {
    if (rack.row >= mFirstManagementRow)
      rack.row += rows;
  }
}

// ---- Devices ---------------------------------------------------------------------------------

const Part& SupportBuilder::partOf(const ObjectId& device) const {
  return *mLibrary.findPart(mDesign.find<Device>(device)->typeId);
}

const CageDefinition& SupportBuilder::cageOf(const Port& port) const {
  const CageDefinition* cage = partOf(port.device).device()->cage(port.cage);
  Q_ASSERT(cage);
  return *cage;
}

ObjectId SupportBuilder::place(const QString& partId, const QString& name, const QString& network) {
  const Part* part = mLibrary.findPart(partId);
  if (!part || !part->device()) {
    throw GeneratorError(tr("the cluster needs %1, which the catalog does not have; add it to "
                            "the user catalog")
                             .arg(partId));
  }
  const double height = std::max(1.0, std::ceil(part->device()->uHeight));
  if (mManagementRacks.isEmpty() || mRackUsedU + height > mPreset.managementUnitsPerRack) {
    // A new management rack, in the management rows after the compute rows.
    const int slot = int(mManagementRacks.size());
    const int rowIndex = slot / mOptions.rowLength;
    const QString rowName = QStringLiteral("Management %1").arg(rowIndex + 1);
    const ObjectId rowId = GeneratorNames::id(ObjectKind::Row, rowName);
    if (!mDesign.contains<Row>(rowId)) {
      Row row;
      row.id = rowId;
      row.name = rowName;
      row.roomId = mDesign.all<Row>().cbegin()->roomId;
      row.order = mFirstManagementRow + rowIndex;
      mDesign.insert(row);
    }
    Rack rack;
    rack.name = QStringLiteral("M%1-%2")
                    .arg(rowIndex + 1)
                    .arg(GeneratorNames::number(slot % mOptions.rowLength, mOptions.rowLength));
    rack.id = GeneratorNames::id(ObjectKind::Rack, rack.name);
    rack.rowId = rowId;
    rack.heightU = mOptions.rackHeightU;
    rack.widthMm = mOptions.rackPitchM * 1000;
    rack.depthMm = mOptions.rackDepthM * 1000;
    rack.positionInRow = slot % mOptions.rowLength;
    mRacks.insert(rack.id,
                  RackInfo{int(mRacks.size()), mFirstManagementRow + rowIndex, rack.positionInRow});
    mManagementRacks << rack.id;
    mDesign.insert(rack);
    mRackTopFree = mOptions.rackHeightU;
    mRackUsedU = 0;
  }
  Device device;
  device.name = name;
  device.id = GeneratorNames::id(ObjectKind::Device, name);
  device.typeId = partId;
  device.rackId = mManagementRacks.back();
  // Filled from the top, next to the cable tray.
  device.positionU = mRackTopFree - height + 1;
  // Every device of a rack breathes front to rear (DS-06): one whose fans blow the other way
  // is mounted from the rear.
  device.face = part->device()->airflow == Airflow::RearToFront ? RackFace::Rear : RackFace::Front;
  device.network = network;
  mRackTopFree -= height;
  mRackUsedU += height;
  const ObjectId id = device.id;
  mDesign.insert(std::move(device));
  if (!network.isEmpty())
    ++stats(network).devices;
  return id;
}

ObjectId SupportBuilder::addAdapter(const ObjectId& server, const QString& bay,
                                    const QString& partId) {
  Device adapter;
  adapter.name = GeneratorNames::adapter(nameOf(server), bay);
  adapter.id = GeneratorNames::id(ObjectKind::Device, adapter.name);
  adapter.typeId = partId;
  adapter.parentId = server;
  adapter.bay = bay;
  const ObjectId id = adapter.id;
  mDesign.insert(std::move(adapter));
  return id;
}

Port SupportBuilder::fabricPort(const ObjectId& device, int index, int rateGbps) const {
  const Part& part = partOf(device);
  const QVector<int> cages = Fabric::nativeCages(part, rateGbps);
  const auto& defs = part.device()->cages;
  int seen = 0;
  for (int c : cages) {
    const int ports = defs[c].twinPort ? 2 : 1;
    if (index < seen + ports)
      return {device, defs[c].name, index - seen};
    seen += ports;
  }
  throw GeneratorError(tr("%1 (%2) has no port %3 at %4G; the cluster preset needs more ports "
                          "than the part has")
                           .arg(nameOf(device), part.id)
                           .arg(index + 1)
                           .arg(rateGbps));
}

GeneratedNetwork& SupportBuilder::stats(const QString& network) {
  for (GeneratedNetwork& n : mStats) {
    if (n.network == network)
      return n;
  }
  mStats.push_back({});
  mStats.back().network = network;
  return mStats.back();
}

// ---- Links -----------------------------------------------------------------------------------

void SupportBuilder::optical(const Port& a, const Port& b, const QString& group,
                             const QString& network, const QString& name) {
  mOptical.push_back(OpticalLink{a, b, group, network, name, neededM(a, b)});
}

void SupportBuilder::assembly(const QString& family, const Port& a, const Port& b,
                              const QString& group, const QString& network, const QString& name) {
  const double needed = neededM(a, b);
  const std::optional<LengthChoice> choice = mFamilies.pick(family, needed);
  if (!choice) {
    throw GeneratorError(
        tr("%1 %2 to %3 %4 needs %5 m, longer than the longest %6 in the "
           "catalog; lay the hall out with fewer, longer rows (%7)")
            .arg(nameOf(a.device), a.cage, nameOf(b.device), b.cage)
            .arg(needed, 0, 'f', 1)
            .arg(family)
            .arg(PlanSettings::name(PlanSetting::RowLength, mOptions.settingNames)));
  }
  const CableAssemblyBody* body = choice->part->assembly();
  Cable cable;
  cable.name = name;
  cable.id = GeneratorNames::id(ObjectKind::Cable, name);
  cable.typeId = choice->part->id;
  cable.lengthM = choice->lengthM;
  cable.network = network;
  cable.ends = {CableEnd{body->ends[0].name, {Attachment::Kind::Cage, a.device, a.cage}},
                CableEnd{body->ends[1].name, {Attachment::Kind::Cage, b.device, b.cage}}};
  GeneratedNetwork& s = stats(network);
  ++s.cables;
  ++s.linksByGroup[group];
  ++s.cablesByPart[cable.typeId];
  s.longestM = std::max(s.longestM, cable.lengthM);
  mDesign.insert(std::move(cable));
}

QString SupportBuilder::moduleFor(const Port& port, FiberClass fiber, const QString& network) {
  const QString key = port.device.toString() + QLatin1Char('/') + port.cage;
  const auto it = mModules.constFind(key);
  if (it != mModules.constEnd())
    return mDesign.find<Module>(*it)->typeId;
  // A cage the compute generator already fitted keeps its module.
  const QVector<ObjectId> existing = mDesign.modulesInCage(port.device, port.cage);
  if (!existing.isEmpty()) {
    mModules.insert(key, existing.front());
    mFittedBefore.insert(existing.front());
    return mDesign.find<Module>(existing.front())->typeId;
  }
  const PartPtr part = mStorageChooser.module(cageOf(port), fiber);
  if (!part) {
    throw GeneratorError(tr("no transceiver in the catalog fits %1 %2 (%3); add one to the user "
                            "catalog")
                             .arg(nameOf(port.device), port.cage, partOf(port.device).id));
  }
  Module module;
  module.typeId = part->id;
  module.deviceId = port.device;
  module.cage = port.cage;
  module.id = GeneratorNames::moduleId(nameOf(port.device), port.cage);
  mModules.insert(key, module.id);
  mDesign.insert(std::move(module));
  ++stats(network).modules;
  return part->id;
}

void SupportBuilder::finishOptics() {
  const int n = int(mOptical.size());
  QVector<PartPtr> moduleA(n), moduleB(n);
  for (int i = 0; i < n; ++i) {
    OpticalLink& link = mOptical[i];
    const QString idA = moduleFor(link.a, FiberClass::MMF, link.network);
    const QString idB = moduleFor(link.b, FiberClass::MMF, link.network);
    moduleA[i] = mLibrary.find(idA);
    moduleB[i] = mLibrary.find(idB);
  }
  // Cords joined through a twin-port module share its longest length (RE-06).
  LinkGroups groups(n);
  QHash<QString, int> firstAt;
  for (int i = 0; i < n; ++i) {
    for (const Port* port : {&mOptical[i].a, &mOptical[i].b}) {
      const QString key = port->device.toString() + QLatin1Char('/') + port->cage;
      const auto it = firstAt.constFind(key);
      if (it == firstAt.constEnd())
        firstAt.insert(key, i);
      else
        groups.join(i, *it);
    }
  }
  QVector<double> groupLength(n, 0);
  // A module the compute generator fitted already has a cord on its other port: the new cord
  // and that one get the longer of their lengths.
  QVector<std::pair<int, ObjectId>> partners;
  for (int i = 0; i < n; ++i) {
    for (const Port* port : {&mOptical[i].a, &mOptical[i].b}) {
      const ObjectId moduleId =
          mModules.value(port->device.toString() + QLatin1Char('/') + port->cage);
      if (!mFittedBefore.contains(moduleId))
        continue;
      const Part* part = mLibrary.findPart(mDesign.find<Module>(moduleId)->typeId);
      for (const OpticalPortDefinition& optical : part->transceiver()->opticalPorts) {
        for (const ObjectId& cableId : mDesign.cablesAttachedAt(moduleId, optical.name)) {
          partners.push_back({i, cableId});
          double& longest = groupLength[groups.find(i)];
          longest = std::max(longest, mDesign.find<Cable>(cableId)->lengthM);
        }
      }
    }
  }
  for (int i = 0; i < n; ++i) {
    const std::optional<LengthChoice> own =
        mStorageChooser.cord(FiberClass::MMF, mOptical[i].neededM, *moduleA[i], *moduleB[i]);
    if (!own) {
      const OpticalLink& l = mOptical[i];
      throw GeneratorError(
          tr("%1 %2 to %3 %4 needs %5 m of fiber, more than %6 and %7 reach; "
             "lay the hall out with fewer, longer rows (%8)")
              .arg(nameOf(l.a.device), l.a.cage, nameOf(l.b.device), l.b.cage)
              .arg(l.neededM, 0, 'f', 1)
              .arg(moduleA[i]->id, moduleB[i]->id)
              .arg(PlanSettings::name(PlanSetting::RowLength, mOptions.settingNames)));
    }
    double& longest = groupLength[groups.find(i)];
    longest = std::max(longest, own->lengthM);
  }
  for (int i = 0; i < n; ++i) {
    const OpticalLink& l = mOptical[i];
    std::optional<LengthChoice> cord = mStorageChooser.cord(
        FiberClass::MMF, groupLength[groups.find(i)], *moduleA[i], *moduleB[i]);
    if (!cord)
      cord = mStorageChooser.cord(FiberClass::MMF, l.neededM, *moduleA[i], *moduleB[i]);
    const auto& portsA = moduleA[i]->transceiver()->opticalPorts;
    const auto& portsB = moduleB[i]->transceiver()->opticalPorts;
    const auto& ends = cord->part->fiber()->ends;
    const QString keyA = l.a.device.toString() + QLatin1Char('/') + l.a.cage;
    const QString keyB = l.b.device.toString() + QLatin1Char('/') + l.b.cage;
    Cable cable;
    cable.name = l.name;
    cable.id = GeneratorNames::id(ObjectKind::Cable, l.name);
    cable.typeId = cord->part->id;
    cable.lengthM = cord->lengthM;
    cable.network = l.network;
    cable.ends = {CableEnd{ends[0].name,
                           {Attachment::Kind::ModulePort, mModules.value(keyA),
                            portsA[std::min<qsizetype>(l.a.sub, portsA.size() - 1)].name}},
                  CableEnd{ends[1].name,
                           {Attachment::Kind::ModulePort, mModules.value(keyB),
                            portsB[std::min<qsizetype>(l.b.sub, portsB.size() - 1)].name}}};
    GeneratedNetwork& s = stats(l.network);
    ++s.cables;
    ++s.linksByGroup[l.group];
    ++s.cablesByPart[cable.typeId];
    s.longestM = std::max(s.longestM, cable.lengthM);
    mDesign.insert(std::move(cable));
  }
  for (const auto& [link, cableId] : std::as_const(partners)) {
    const double target = groupLength[groups.find(link)];
    Cable cable = *mDesign.find<Cable>(cableId);
    if (cable.lengthM >= target - kLengthTolerance)
      continue;
    const Part* part = mLibrary.findPart(cable.typeId);
    const std::optional<LengthChoice> longer =
        part ? mFamilies.pick(part->family.isEmpty() ? part->id : part->family, target)
             : std::nullopt;
    if (longer && std::abs(longer->lengthM - target) <= kLengthTolerance) {
      cable.typeId = longer->part->id;
      cable.lengthM = longer->lengthM;
      mDesign.update(cable);
    }
  }
}

// ---- Storage ---------------------------------------------------------------------------------

void SupportBuilder::buildStorage() {
  const StorageFabricPreset& s = mPreset.storage;
  const NetworkBudget* budget = mPlan.network(Networks::key(BuiltInNetwork::Storage));
  if (!budget)
    return;
  const QString& net = Networks::key(BuiltInNetwork::Storage);
  const QString& part = s.switchPart;
  const int rate = s.linkRateGbps;
  const int sus = mPlan.sus;
  QVector<QVector<ObjectId>> nodeLeaves(sus);
  QVector<ObjectId> allLeaves;
  QVector<int> uplinksOf;
  QVector<int> firstUplinkOf;
  for (int su = 0; su < sus; ++su) {
    const int leaves = ClusterPlanner::storageNodeLeaves(mPlan.nodesInSu(su), s);
    for (int k = 0; k < leaves; ++k) {
      const ObjectId leaf = place(
          part, QStringLiteral("stor-su%1-leaf%2").arg(GeneratorNames::number(su, sus)).arg(k + 1),
          net);
      nodeLeaves[su] << leaf;
      allLeaves << leaf;
      uplinksOf << s.nodeLeafUplinks;
      firstUplinkOf << s.nodeLeafDownlinks;
    }
  }
  const int nodeLeafCount = int(allLeaves.size());
  for (int su = 0; su < sus; ++su) {
    for (int k = 0; k < s.applianceLeavesPerSu; ++k) {
      allLeaves << place(
          part, QStringLiteral("stor-su%1-app%2").arg(GeneratorNames::number(su, sus)).arg(k + 1),
          net);
      uplinksOf << s.appliancePortsPerLeaf;
      firstUplinkOf << s.appliancePortsPerLeaf;
    }
  }
  const int spineCount = budget->role(QStringLiteral("spine"))->switches;
  QVector<ObjectId> spines;
  for (int k = 0; k < spineCount; ++k) {
    spines << place(
        part, QStringLiteral("stor-spine-%1").arg(GeneratorNames::number(k, spineCount)), net);
  }

  // Nodes: port p of node i of an SU goes to the leaves of the SU's p-th half, so a node's two
  // storage links land on two leaves.
  for (int su = 0; su < sus; ++su) {
    const int count = mPlan.nodesInSu(su);
    const int half = int(nodeLeaves[su].size()) / std::max<int>(1, int(s.nodePorts.size()));
    for (int i = 0; i < count; ++i) {
      const ObjectId node = mNodes.value(su * mPreset.compute.suSize + i);
      if (node.isNull())
        continue;
      for (int p = 0; p < s.nodePorts.size(); ++p) {
        const int leafIndex = p * half + i / s.nodeLeafDownlinks;
        const ObjectId leaf = nodeLeaves[su].value(leafIndex);
        const Port nodePort{node, s.nodePorts[p], 0};
        const Port leafPort = fabricPort(leaf, i % s.nodeLeafDownlinks, rate);
        optical(nodePort, leafPort, QStringLiteral("node-leaf"), net,
                QStringLiteral("ST-%1-%2").arg(nameOf(node), nodePort.cage));
      }
    }
  }
  // Leaf uplinks dealt over the spines in turn, leaf after leaf (ClusterPlanner sizes the
  // spines for this dealing).
  int dealt = 0;
  for (int l = 0; l < allLeaves.size(); ++l) {
    for (int u = 0; u < uplinksOf[l]; ++u) {
      const ObjectId spine = spines[dealt++ % spineCount];
      const Port leafPort = fabricPort(allLeaves[l], firstUplinkOf[l] + u, rate);
      const Port spinePort = fabricPort(spine, mNextPort[spine]++, rate);
      optical(leafPort, spinePort, QStringLiteral("leaf-spine"), net,
              QStringLiteral("SS-%1-%2")
                  .arg(nameOf(allLeaves[l]),
                       GeneratorNames::logicalPort(cageOf(leafPort), leafPort.sub)));
    }
  }
  // The storage fabric's UFM pair: each appliance's two ports on two different node leaves.
  const int ufmOffset = int(mUfms.size()) / 2;
  for (int t = 0; t < s.ufmLinks && nodeLeafCount > 0; ++t) {
    const ObjectId ufm = mUfms.value(ufmOffset + t / 2);
    if (ufm.isNull())
      break;
    const ObjectId leaf = allLeaves[t % nodeLeafCount];
    const Port ufmPort{ufm, QStringLiteral("IB%1").arg(t % 2 + 1), 0};
    const Port leafPort =
        fabricPort(leaf, s.nodeLeafDownlinks + s.nodeLeafUplinks + t / nodeLeafCount, rate);
    optical(ufmPort, leafPort, QStringLiteral("ufm-leaf"), net,
            QStringLiteral("SU-%1-%2").arg(nameOf(ufm), ufmPort.cage));
  }
  if (s.applianceLeavesPerSu > 0) {
    mNotes << tr("Storage: the storage leaves' %1 appliance ports are left for the storage "
                 "product chosen (its ports and cabling come from its vendor)")
                  .arg(sus * s.applianceLeavesPerSu * s.appliancePortsPerLeaf);
  }
}

// ---- In-band ---------------------------------------------------------------------------------

void SupportBuilder::buildInBand() {
  const InBandPreset& in = mPreset.inband;
  const NetworkBudget* budget = mPlan.network(Networks::key(BuiltInNetwork::InBand));
  const QString& net = Networks::key(BuiltInNetwork::InBand);
  const int leaves = budget->role(QStringLiteral("leaf"))->switches;
  const int coreCount = budget->role(QStringLiteral("core"))->switches;
  const int ports = budget->role(QStringLiteral("leaf"))->portsPerSwitch;
  const int uplinks = in.leafUplinksPerCore * in.cores;
  const int access = ports - uplinks - in.peerLinksPerPair;
  const int pairs = leaves / 2;
  QVector<std::array<ObjectId, 2>> pairLeaves;
  for (int k = 0; k < pairs; ++k) {
    const QString number = GeneratorNames::number(k, pairs);
    pairLeaves.push_back(
        {place(in.switchPart, QStringLiteral("inband-leaf-%1a").arg(number), net),
         place(in.switchPart, QStringLiteral("inband-leaf-%1b").arg(number), net)});
  }
  for (int k = 0; k < coreCount; ++k) {
    mInbandCores << place(
        in.switchPart, QStringLiteral("inband-core-%1").arg(GeneratorNames::number(k, coreCount)),
        net);
  }
  // Access: every node's two bonded ports, then the head nodes', one on each leaf of a pair.
  struct Endpoint {
    ObjectId device;
    QStringList ports;
    QString group;
  };
  QVector<Endpoint> endpoints;
  for (const ObjectId& node : std::as_const(mNodes))
    endpoints.push_back({node, in.nodePorts, QStringLiteral("node-leaf")});
  for (const ObjectId& nic : std::as_const(mHeadNodeNics))
    endpoints.push_back(
        {nic, {QStringLiteral("P1"), QStringLiteral("P2")}, QStringLiteral("head-node-leaf")});
  for (int e = 0; e < endpoints.size(); ++e) {
    const auto& leafPair = pairLeaves.value(e / access);
    for (int side = 0; side < 2 && side < endpoints[e].ports.size(); ++side) {
      const Port endpoint{endpoints[e].device, endpoints[e].ports[side], 0};
      const Port leafPort = numbered(leafPair[side], e % access + 1);
      assembly(kAoc100, endpoint, leafPort, endpoints[e].group, net,
               QStringLiteral("IN-%1-%2").arg(nameOf(endpoint.device), endpoint.cage));
    }
  }
  for (const auto& leafPair : std::as_const(pairLeaves)) {
    for (int k = 0; k < in.peerLinksPerPair; ++k) {
      const Port a = numbered(leafPair[0], access + 1 + k);
      const Port b = numbered(leafPair[1], access + 1 + k);
      assembly(kDac100, a, b, QStringLiteral("peer"), net,
               QStringLiteral("IP-%1-%2").arg(nameOf(a.device), a.cage));
    }
    for (const ObjectId& leaf : leafPair) {
      for (int u = 0; u < uplinks; ++u) {
        const ObjectId core = mInbandCores[u % coreCount];
        const Port leafPort = numbered(leaf, access + in.peerLinksPerPair + 1 + u);
        const Port corePort = numbered(core, ++mNextPort[core]);
        assembly(kAoc100, leafPort, corePort, QStringLiteral("leaf-core"), net,
                 QStringLiteral("IC-%1-%2").arg(nameOf(leaf), leafPort.cage));
      }
    }
  }
  if (in.siteUplinks > 0) {
    mNotes << tr("In-band: the %1 uplinks to the site network are left free on the cores (the "
                 "site side is not part of the design)")
                  .arg(in.siteUplinks);
  }
  if (in.storageLinks > 0) {
    mNotes << tr("In-band: the %1 NFS storage links are left for the storage product chosen")
                  .arg(in.storageLinks);
  }
}

// ---- Compute UFM -----------------------------------------------------------------------------

void SupportBuilder::attachComputeUfm() {
  const int links = mPreset.compute.ufmLinks;
  if (links <= 0 || mUfms.isEmpty())
    return;
  // The slot the compute fabric leaves free (the node given up for the UFM): free ports of the
  // leaves' fitted twin-port modules, one leaf per link, in name order.
  QVector<std::pair<QString, ObjectId>> leaves;
  for (const Device& device : mDesign.all<Device>()) {
    if (device.network == Networks::key(BuiltInNetwork::Compute) &&
        device.name.startsWith(QLatin1String("leaf")))
      leaves.push_back({device.name, device.id});
  }
  std::sort(leaves.begin(), leaves.end());
  QVector<Port> free;
  for (const auto& [name, leaf] : std::as_const(leaves)) {
    if (free.size() == links)
      break;
    QVector<ObjectId> modules = mDesign.modulesInDevice(leaf);
    std::sort(modules.begin(), modules.end(), [this](const ObjectId& a, const ObjectId& b) {
      return mDesign.find<Module>(a)->cage < mDesign.find<Module>(b)->cage;
    });
    bool found = false;
    for (const ObjectId& moduleId : std::as_const(modules)) {
      const Module* module = mDesign.find<Module>(moduleId);
      const Part* part = mLibrary.findPart(module->typeId);
      const auto& opticalPorts = part->transceiver()->opticalPorts;
      for (int sub = 0; sub < opticalPorts.size() && !found; ++sub) {
        if (mDesign.cablesAttachedAt(moduleId, opticalPorts[sub].name).isEmpty()) {
          free << Port{leaf, module->cage, sub};
          found = true;
        }
      }
      if (found)
        break;
    }
  }
  if (free.size() < links) {
    mNotes << tr("Compute: %1 of the %2 UFM links found a free leaf port; the rest are not "
                 "wired")
                  .arg(free.size())
                  .arg(links);
  }
  const QString& net = Networks::key(BuiltInNetwork::Compute);
  for (int t = 0; t < free.size(); ++t) {
    const ObjectId ufm = mUfms.value(t / 2);
    const Port ufmPort{ufm, QStringLiteral("IB%1").arg(t % 2 + 1), 0};
    optical(ufmPort, free[t], QStringLiteral("ufm-leaf"), net,
            QStringLiteral("CU-%1-%2").arg(nameOf(ufm), ufmPort.cage));
  }
}

// ---- Out-of-band -----------------------------------------------------------------------------

void SupportBuilder::buildOutOfBand() {
  const OutOfBandPreset& o = mPreset.oob;
  const NetworkBudget* budget = mPlan.network(Networks::key(BuiltInNetwork::OutOfBand));
  const QString& net = Networks::key(BuiltInNetwork::OutOfBand);
  // Every racked device with a management port, in hall order (rack, then from the top), so
  // an OOB switch serves neighbouring racks.
  struct Endpoint {
    int rack;
    double positionU;
    QString name;
    ObjectId device;
    QString cage;
    bool isSwitch;
  };
  QVector<Endpoint> endpoints;
  for (const Device& device : mDesign.all<Device>()) {
    if (!device.parentId.isNull() || device.typeId == o.switchPart)
      continue;
    const Part* part = mLibrary.findPart(device.typeId);
    if (!part || !part->device())
      continue;
    const CageDefinition* cage = part->device()->cage(QStringLiteral("BMC"));
    if (!cage)
      cage = part->device()->cage(QStringLiteral("MGMT"));
    if (!cage || cage->networks != QStringList{Networks::key(BuiltInNetwork::OutOfBand)})
      continue;
    endpoints.push_back({mRacks.value(device.rackId).index, device.positionU, device.name,
                         device.id, cage->name, part->kind == PartKind::Switch});
  }
  std::sort(endpoints.begin(), endpoints.end(), [](const Endpoint& a, const Endpoint& b) {
    if (a.rack != b.rack)
      return a.rack < b.rack;
    if (a.positionU != b.positionU)
      return a.positionU > b.positionU;
    return a.name < b.name;
  });
  const int switches = budget->role(QStringLiteral("access"))->switches;
  const int needed = (int(endpoints.size()) + o.portsFilled - 1) / o.portsFilled;
  const int count = std::max(switches, needed);
  for (int k = 0; k < count; ++k) {
    mOobSwitches << place(o.switchPart,
                          QStringLiteral("oob-%1").arg(GeneratorNames::number(k, count)), net);
  }
  for (int e = 0; e < endpoints.size(); ++e) {
    const Endpoint& endpoint = endpoints[e];
    const ObjectId oob = mOobSwitches[e / o.portsFilled];
    assembly(kCopper1G, Port{endpoint.device, endpoint.cage, 0},
             numbered(oob, e % o.portsFilled + 1),
             endpoint.isSwitch ? QStringLiteral("switch-management") : QStringLiteral("bmc"), net,
             QStringLiteral("OB-%1-%2").arg(endpoint.name, endpoint.cage));
  }
  // Uplinks into the in-band cores (the RA: "two uplinks per OOB to in-band").
  const Part& oobPart = *mLibrary.findPart(o.switchPart);
  const int firstUplink = o.accessPorts + 1;
  for (int k = 0; k < mOobSwitches.size(); ++k) {
    for (int u = 0; u < o.uplinksPerSwitch; ++u) {
      const ObjectId core = mInbandCores.value((k * o.uplinksPerSwitch + u) % mInbandCores.size());
      const Port oobPort = numbered(mOobSwitches[k], firstUplink + u);
      if (!oobPart.device()->cage(oobPort.cage))
        break;
      assembly(kAoc100, oobPort, numbered(core, ++mNextPort[core]), QStringLiteral("oob-uplink"),
               net, QStringLiteral("OU-%1-%2").arg(nameOf(oobPort.device), oobPort.cage));
    }
  }
  // UFM high availability: a direct 1 GbE link between the appliances of each pair.
  for (int k = 0; k + 1 < mUfms.size(); k += 2) {
    const Port a{mUfms[k], QStringLiteral("MGMT1"), 0};
    const Port b{mUfms[k + 1], QStringLiteral("MGMT1"), 0};
    assembly(kCopper1G, a, b, QStringLiteral("ufm-ha"), net,
             QStringLiteral("UH-%1-%2").arg(nameOf(a.device), a.cage));
  }
  mNotes << tr("Out-of-band: PDUs are not placed in the racks; the plan counts %1 PDU ports")
                .arg(mPlan.pdus);
}

// ---- All -------------------------------------------------------------------------------------

void SupportBuilder::run(ClusterGeneratorResult& result) {
  readHall();
  openManagementRows();
  for (const QString& key :
       {Networks::key(BuiltInNetwork::Compute), Networks::key(BuiltInNetwork::Storage),
        Networks::key(BuiltInNetwork::InBand), Networks::key(BuiltInNetwork::OutOfBand)})
    stats(key);
  // Management gear: the UFM appliances (the first half serve the compute fabric, the rest the
  // storage fabric) and the head nodes with their in-band NIC.
  const bool storageUfm = mPreset.storage.ufmLinks > 0 && !mPreset.storage.switchPart.isEmpty();
  for (int k = 0; k < mPlan.ufmAppliances; ++k) {
    const bool compute = !storageUfm || k < mPlan.ufmAppliances / 2;
    mUfms << place(
        kUfmPart, QStringLiteral("ufm-%1").arg(GeneratorNames::number(k, mPlan.ufmAppliances)),
        compute ? Networks::key(BuiltInNetwork::Compute) : Networks::key(BuiltInNetwork::Storage));
  }
  const Part* head = mLibrary.findPart(kHeadNodePart);
  for (int k = 0; k < mPlan.headNodes; ++k) {
    const ObjectId node =
        place(kHeadNodePart,
              QStringLiteral("head-%1").arg(GeneratorNames::number(k, mPlan.headNodes)), QString());
    mHeadNodes << node;
    if (head && head->device() && !head->device()->adapterBays.isEmpty()) {
      const AdapterBayDefinition& bay = head->device()->adapterBays.front();
      mHeadNodeNics << addAdapter(node, bay.name, bay.defaultAdapter);
    }
  }
  attachComputeUfm();
  buildStorage();
  buildInBand();
  buildOutOfBand();
  finishOptics();
  result.networks = mStats;
  result.managementRacks = int(mManagementRacks.size());
  result.notes << mNotes;
}

}  // namespace

}  // namespace rackwright

namespace rackwright {

const GeneratedNetwork* ClusterGeneratorResult::network(const QString& key) const {
  for (const GeneratedNetwork& n : networks) {
    if (n.network == key)
      return &n;
  }
  return nullptr;
}

QJsonObject ClusterGeneratorResult::toJson() const {
  QJsonArray networkArray;
  for (const GeneratedNetwork& n : networks) {
    QJsonObject groups;
    for (auto it = n.linksByGroup.constBegin(); it != n.linksByGroup.constEnd(); ++it)
      groups.insert(it.key(), it.value());
    QJsonObject parts;
    for (auto it = n.cablesByPart.constBegin(); it != n.cablesByPart.constEnd(); ++it)
      parts.insert(it.key(), it.value());
    networkArray.append(QJsonObject{{QStringLiteral("network"), n.network},
                                    {QStringLiteral("devices"), n.devices},
                                    {QStringLiteral("modules"), n.modules},
                                    {QStringLiteral("cables"), n.cables},
                                    {QStringLiteral("linksByGroup"), groups},
                                    {QStringLiteral("cablesByPart"), parts},
                                    {QStringLiteral("longestM"), n.longestM}});
  }
  return QJsonObject{{QStringLiteral("compute"), compute.toJson()},
                     {QStringLiteral("networks"), networkArray},
                     {QStringLiteral("managementRacks"), managementRacks},
                     {QStringLiteral("notes"), QJsonArray::fromStringList(notes)}};
}

QString ClusterGeneratorResult::toText() const {
  QString text;
  QTextStream out(&text);
  out << compute.toText();
  out << ClusterGenerator::tr("Management racks: %1").arg(managementRacks) << '\n';
  for (const GeneratedNetwork& n : networks) {
    if (n.cables == 0 && n.devices == 0)
      continue;
    const std::optional<BuiltInNetwork> builtIn = Networks::builtIn(n.network);
    out << "  " << (builtIn ? Networks::name(*builtIn) : n.network) << ": "
        << ClusterGenerator::tr(
               "%1 switches and appliances, %2 transceivers, %3 cables, "
               "longest %4 m")
               .arg(n.devices)
               .arg(n.modules)
               .arg(n.cables)
               .arg(n.longestM)
        << '\n';
    for (auto it = n.linksByGroup.constBegin(); it != n.linksByGroup.constEnd(); ++it) {
      out << "    " << ClusterPlanner::groupTitle(it.key()) << ": "
          << ClusterGenerator::tr("%1 links").arg(it.value()) << '\n';
    }
  }
  for (const QString& note : notes)
    out << ClusterGenerator::tr("Note:") << ' ' << note << '\n';
  return text;
}

ClusterGeneratorResult ClusterGenerator::generate(const ClusterPlan& plan,
                                                  const GeneratorOptions& options,
                                                  const Catalog& library, Design& design) {
  QElapsedTimer timer;
  timer.start();
  ClusterGeneratorResult result;
  GeneratorOptions named = options;
  if (named.designName.isEmpty())
    named.designName = tr("%1, %2 SU").arg(plan.preset->title).arg(plan.sus);
  result.compute = CableMapGenerator::generate(plan.compute, named, library, design);
  SupportBuilder(plan, named, library, design).run(result);
  DesignInfo info = design.info();
  info.description = tr("%1: %2 × %3 in %4 SU with compute, storage, in-band and out-of-band "
                        "networks. Generated from the cluster plan.")
                         .arg(plan.preset->title)
                         .arg(plan.nodes)
                         .arg(plan.preset->serverPart)
                         .arg(plan.sus);
  QJsonObject cluster{{QStringLiteral("preset"), plan.preset->key},
                      {QStringLiteral("scalableUnits"), plan.sus},
                      {QStringLiteral("nodes"), plan.nodes}};
  info.extra.insert(QStringLiteral("cluster"), cluster);
  design.setInfo(info);
  spdlog::info("Generated the whole cluster in {} ms.", timer.elapsed());
  return result;
}

}  // namespace rackwright
