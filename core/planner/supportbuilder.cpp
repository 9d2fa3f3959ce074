#include "supportbuilder.h"

#include "core/geometry/zeroumount.h"
#include "core/model/networks.h"
#include "fabricwiring.h"
#include "generatornames.h"
#include "unionfind.h"

#include <algorithm>
#include <cmath>

namespace rackwright::generator {

// ---- Hall ------------------------------------------------------------------------------------

void SupportBuilder::readHall() {
  QHash<ObjectId, int> rowOrder;
  for (const Row& row : mDesign.all<Row>())
    rowOrder.insert(row.id, row.order);
  mComputeRows = int(rowOrder.size());
  // Racks numbered in hall order (row, then slot), so every order taken from them is the same
  // in every run.
  QVector<const Rack*> racks;
  for (const Rack& rack : mDesign.all<Rack>()) {
    racks << &rack;
    mTallestRackU = std::max(mTallestRackU, rack.heightU);
  }
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
  if (ZeroUMount::isMounted(mDesign, *device)) {
    // A zero-U PDU hangs from the top of the rack: its ports are measured from the rack's top.
    const double topU = mDesign.find<Rack>(device->rackId)->heightU + 1;
    return RackPlacement::portPoint(rack.index, rack.row, rack.position, topU, 0, device->face,
                                    cage);
  }
  return RackPlacement::portPoint(rack.index, rack.row, rack.position, device->positionU,
                                  std::max(0.5, partOf(port.device).device()->uHeight),
                                  device->face, cage);
}

void SupportBuilder::openManagementRows() {
  // The racks the management gear fills, packed as place() packs them: UFM appliances, head
  // nodes, then the switches of storage, in-band and out-of-band, network by network (the
  // in-band leaves in pairs that share a rack, keepTogether()). A rack-scale system's own
  // management switches are in its racks already.
  QVector<QVector<double>> groups;  // devices placed together
  const auto add = [&](const QString& partId, int count, int together) {
    for (int k = 0; k < count; k += together) {
      groups.push_back(QVector<double>(std::min(together, count - k), unitsOf(partId)));
    }
  };
  add(kUfmPart, mPlan.ufmAppliances, 1);
  add(kHeadNodePart, mPlan.headNodes, 1);
  for (const NetworkBudget& network : mPlan.networks) {
    if (network.network == Networks::key(BuiltInNetwork::Compute))
      continue;
    const bool inband = network.network == Networks::key(BuiltInNetwork::InBand);
    for (const ClusterSwitchRole& role : network.roles) {
      if (role.role == QLatin1String("rack-management"))
        continue;
      add(role.part, role.switches, inband && role.role == QLatin1String("leaf") ? 2 : 1);
    }
  }
  const int managementRacks = racksFor(groups);
  const int storageRacks =
      racksFor({QVector<double>(mPlan.storageAppliances, unitsOf(mPreset.storage.appliancePart))});
  const auto rowsFor = [this](int racks) {
    return (racks + mOptions.rowLength - 1) / mOptions.rowLength;
  };
  // The storage racks take the slots after the management racks in the same rows, so the hall
  // grows by as few rows as can be (every added row lengthens the in-band runs across it).
  const int rows = rowsFor(managementRacks + storageRacks);
  mManagement.firstRow = mComputeRows / 2;
  mStorage.firstRow = mManagement.firstRow;
  mStorage.firstSlot = managementRacks;
  for (const Row& existing : mDesign.all<Row>()) {
    if (existing.order < mManagement.firstRow)
      continue;
    Row row = existing;
    row.order += rows;
    mDesign.update(row);
  }
  for (RackInfo& rack : mRacks) {
    if (rack.row >= mManagement.firstRow)
      rack.row += rows;
  }
}

int SupportBuilder::racksFor(const QVector<QVector<double>>& groups) const {
  int racks = 0;
  double used = 0;
  for (const QVector<double>& group : groups) {
    double together = 0;
    for (double h : group)
      together += h;
    if (racks > 0 && group.size() > 1 && used + together > mPreset.managementUnitsPerRack)
      used = mPreset.managementUnitsPerRack + 1.0;  // as keepTogether() does
    for (double h : group) {
      if (racks == 0 || used + h > mPreset.managementUnitsPerRack) {
        ++racks;
        used = 0;
      }
      used += h;
    }
  }
  return racks;
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

double SupportBuilder::unitsOf(const QString& partId) const {
  const Part* part = mLibrary.findPart(partId);
  return part && part->device() ? std::max(1.0, std::ceil(part->device()->uHeight)) : 1.0;
}

void SupportBuilder::keepTogether(double units) {
  if (!mManagement.racks.isEmpty() && mManagement.usedU + units > mPreset.managementUnitsPerRack)
    mManagement.startNew = true;
}

ObjectId SupportBuilder::place(const QString& partId, const QString& name, const QString& network,
                               RackGroup group) {
  const Part* part = mLibrary.findPart(partId);
  if (!part || !part->device()) {
    throw GeneratorError(tr("the cluster needs %1, which the catalog does not have; add it to "
                            "the user catalog")
                             .arg(partId));
  }
  const double height = std::max(1.0, std::ceil(part->device()->uHeight));
  RackFill& fill = group == RackGroup::Storage ? mStorage : mManagement;
  if (opensRack(fill.racks.isEmpty() || fill.startNew, fill.usedU, height)) {
    fill.startNew = false;
    // A new rack in the management rows among the compute rows ("Management 1"): management
    // racks M1-01 …, then the storage racks S1-08 … in the slots after them.
    const int slot = fill.firstSlot + int(fill.racks.size());
    if (group == RackGroup::Management && mPlan.storageAppliances > 0 && slot >= mStorage.firstSlot)
      throw GeneratorError(tr("the management racks outgrew the slots planned for them"));
    const int rowIndex = slot / mOptions.rowLength;
    const bool storage = group == RackGroup::Storage;
    const QString rowName = QStringLiteral("Management %1").arg(rowIndex + 1);
    const ObjectId rowId = GeneratorNames::id(ObjectKind::Row, rowName);
    if (!mDesign.contains<Row>(rowId)) {
      Row row;
      row.id = rowId;
      row.name = rowName;
      row.roomId = mDesign.all<Row>().cbegin()->roomId;
      row.order = fill.firstRow + rowIndex;
      mDesign.insert(row);
    }
    Rack rack;
    rack.name = QStringLiteral("%1%2-%3")
                    .arg(storage ? QLatin1Char('S') : QLatin1Char('M'))
                    .arg(rowIndex + 1)
                    .arg(GeneratorNames::number(slot % mOptions.rowLength, mOptions.rowLength));
    rack.id = GeneratorNames::id(ObjectKind::Rack, rack.name);
    rack.rowId = rowId;
    rack.heightU = mOptions.rackHeightU;
    rack.widthMm = mOptions.rackPitchM * 1000;
    rack.depthMm = mOptions.rackDepthM * 1000;
    rack.positionInRow = slot % mOptions.rowLength;
    mRacks.insert(rack.id,
                  RackInfo{int(mRacks.size()), fill.firstRow + rowIndex, rack.positionInRow});
    fill.racks << rack.id;
    mDesign.insert(rack);
    fill.topFree = mOptions.rackHeightU;
    fill.usedU = 0;
  }
  Device device;
  device.name = name;
  device.id = GeneratorNames::id(ObjectKind::Device, name);
  device.typeId = partId;
  device.rackId = fill.racks.back();
  // Filled from the top, next to the cable tray.
  device.positionU = fill.topFree - height + 1;
  device.face = mountingFace(*part);
  device.network = network;
  fill.topFree -= height;
  fill.usedU += height;
  const ObjectId id = device.id;
  mDesign.insert(std::move(device));
  if (!network.isEmpty())
    ++stats(network).devices;
  return id;
}

RackFace SupportBuilder::mountingFace(const Part& part) {
  // Every device of a rack breathes front to rear (DS-06): one whose fans blow the other way
  // is mounted from the rear.
  return part.device()->airflow == Airflow::RearToFront ? RackFace::Rear : RackFace::Front;
}

bool SupportBuilder::opensRack(bool noRack, double usedU, double units) const {
  return noRack || usedU + units > mPreset.managementUnitsPerRack;
}

int SupportBuilder::racksOpenedBy(int count, double units) const {
  int opened = 0;
  double used = mManagement.usedU;
  bool noRack = mManagement.racks.isEmpty() || mManagement.startNew;
  for (int k = 0; k < count; ++k) {
    if (opensRack(noRack, used, units)) {
      ++opened;
      used = 0;
      noRack = false;
    }
    used += units;
  }
  return opened;
}

int SupportBuilder::pdusPerRack(const Rack& rack) const {
  if (rack.isSystem())
    return 0;
  for (const ObjectId& id : mDesign.devicesInRack(rack.id)) {
    const Device* device = mDesign.find<Device>(id);
    if (device && device->typeId == mPreset.serverPart && device->parentId.isNull())
      return mPreset.pdusPerComputeRack;
  }
  return mPreset.pdusPerManagementRack;
}

int SupportBuilder::pdusToPlace() const {
  int pdus = 0;
  for (const Rack& rack : mDesign.all<Rack>())
    pdus += pdusPerRack(rack);
  return pdus;
}

QVector<ObjectId> SupportBuilder::placePdus() {
  QVector<const Rack*> racks;
  for (const Rack& rack : mDesign.all<Rack>())
    racks << &rack;
  std::sort(racks.begin(), racks.end(), [this](const Rack* a, const Rack* b) {
    return mRacks.value(a->id).index < mRacks.value(b->id).index;
  });
  QVector<ObjectId> placed;
  for (const Rack* rack : std::as_const(racks)) {
    const int count = pdusPerRack(*rack);
    for (int k = 0; k < count; ++k) {
      Device pdu;
      // "pdu-r01-02-a": the rack's name, then A, B, C as the power feeds are usually lettered.
      pdu.name = QStringLiteral("pdu-%1-%2").arg(rack->name.toLower()).arg(QChar(u'a' + k));
      pdu.id = GeneratorNames::id(ObjectKind::Device, pdu.name);
      pdu.typeId = kPduPart;
      pdu.rackId = rack->id;
      pdu.face = RackFace::Rear;  // zero-U: no position, the rear side channels
      pdu.side = k % 2 == 0 ? RackSide::Left : RackSide::Right;  // A and C left, B right
      placed << pdu.id;
      mPdus.insert(pdu.id);
      mDesign.insert(std::move(pdu));
    }
  }
  return placed;
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
  UnionFind groups(n);
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

}  // namespace rackwright::generator
