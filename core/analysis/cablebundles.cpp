#include "cablebundles.h"

#include "core/catalog/catalog.h"

#include <algorithm>

namespace rackwright {

namespace {

/// The rack a cable end is in: the device of a cage or panel port, the module's device for a
/// module port; an adapter stands in its server's rack.
class EndRacks {
 public:
  explicit EndRacks(const DesignData& design) : mDesign(design) {
    mDeviceRack.reserve(design.all<Device>().size());
    for (const Device& device : design.all<Device>())
      mDeviceRack.insert(device.id, device.rackId);
    // Adapters (their rack is their parent's), once all racked devices are known.
    for (const Device& device : design.all<Device>()) {
      if (device.rackId.isNull() && !device.parentId.isNull())
        mDeviceRack.insert(device.id, mDeviceRack.value(device.parentId));
    }
  }

  ObjectId rackOf(const Attachment& attachment) const {
    switch (attachment.kind) {
      case Attachment::Kind::None:
        return {};
      case Attachment::Kind::Cage:
      case Attachment::Kind::PanelPort:
        return mDeviceRack.value(attachment.objectId);
      case Attachment::Kind::ModulePort: {
        const Module* module = mDesign.find<Module>(attachment.objectId);
        return module ? mDeviceRack.value(module->deviceId) : ObjectId();
      }
    }
    return {};
  }

 private:
  const DesignData& mDesign;
  QHash<ObjectId, ObjectId> mDeviceRack;
};

}  // namespace

CableMedium cableMediumOf(const Part* part) {
  if (!part)
    return CableMedium::Other;
  if (const CableAssemblyBody* assembly = part->assembly())
    return assembly->type == CableAssemblyType::AOC ? CableMedium::ActiveOptical
                                                    : CableMedium::Copper;
  if (const PassiveFiberBody* fiber = part->fiber()) {
    if (fiber->fiberClass == FiberClass::SMF)
      return CableMedium::SingleMode;
    if (fiber->fiberClass == FiberClass::MMF)
      return CableMedium::Multimode;
  }
  return CableMedium::Other;
}

CableBundles CableBundles::aggregate(const DesignData& design) {
  CableBundles result;
  const EndRacks racks(design);
  QHash<QPair<ObjectId, ObjectId>, int> index;
  QHash<QString, CableMedium> mediumByType;  // a few dozen parts for 100,000 cables
  QVector<ObjectId> endRacks;
  // Each cable's network as everything else reports it (its own, else what its ends serve).
  NetworkResolver networks(design);
  for (const Cable& cable : design.all<Cable>()) {
    ++result.cables;
    endRacks.clear();
    for (const CableEnd& end : cable.ends) {
      const ObjectId rack = racks.rackOf(end.attachment);
      if (!rack.isNull())
        endRacks << rack;
    }
    if (endRacks.size() < 2) {
      ++result.unplaced;
      continue;
    }
    auto medium = mediumByType.constFind(cable.typeId);
    if (medium == mediumByType.constEnd())
      medium = mediumByType.insert(cable.typeId, cableMediumOf(design.findPart(cable.typeId)));
    const int network = networks.indexOf(cable);
    // The head's rack to every other end's; a pair counts once per cable.
    const ObjectId head = endRacks.front();
    bool joinedAny = false;
    for (int i = 1; i < endRacks.size(); ++i) {
      const ObjectId& other = endRacks.at(i);
      if (other == head)
        continue;
      bool seen = false;
      for (int j = 1; j < i && !seen; ++j)
        seen = endRacks.at(j) == other;
      if (seen)
        continue;
      joinedAny = true;
      const auto key = head < other ? qMakePair(head, other) : qMakePair(other, head);
      auto it = index.constFind(key);
      if (it == index.constEnd()) {
        it = index.insert(key, int(result.bundles.size()));
        CableBundle bundle;
        bundle.rackA = key.first;
        bundle.rackB = key.second;
        result.bundles.push_back(bundle);
      }
      CableBundle& bundle = result.bundles[*it];
      ++bundle.cables;
      ++bundle.byMedium[std::size_t(*medium)];
      if (network >= 0) {
        if (bundle.byNetwork.size() <= network)
          bundle.byNetwork.resize(network + 1);
        ++bundle.byNetwork[network];
      }
      bundle.lengthM += cable.lengthM;
    }
    if (!joinedAny)
      ++result.withinRack[head];
  }
  std::sort(result.bundles.begin(), result.bundles.end(),
            [](const CableBundle& a, const CableBundle& b) {
              if (a.cables != b.cables)
                return a.cables > b.cables;
              if (a.rackA != b.rackA)
                return a.rackA < b.rackA;
              return a.rackB < b.rackB;
            });
  result.networks = networks.networks();
  for (int i = 0; i < result.bundles.size(); ++i) {
    result.mByRack[result.bundles.at(i).rackA] << i;
    result.mByRack[result.bundles.at(i).rackB] << i;
  }
  return result;
}

int CableBundles::cablesAt(const ObjectId& rackId) const {
  int count = withinRack.value(rackId);
  for (int i : mByRack.value(rackId))
    count += bundles.at(i).cables;
  return count;
}

}  // namespace rackwright
