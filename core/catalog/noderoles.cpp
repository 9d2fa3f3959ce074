#include "noderoles.h"

#include "core/model/networks.h"
#include "parttypes.h"

#include <algorithm>

namespace rackwright::noderoles {

namespace {

template <typename Test>
bool anyPortOrBay(const DeviceBody& device, Test test) {
  return std::any_of(device.cages.cbegin(), device.cages.cend(),
                     [&](const CageDefinition& cage) { return test(cage.networks); }) ||
         std::any_of(device.adapterBays.cbegin(), device.adapterBays.cend(),
                     [&](const AdapterBayDefinition& bay) { return test(bay.networks); });
}

}  // namespace

bool hasComputePort(const Part& part) {
  const QString& compute = Networks::key(BuiltInNetwork::Compute);
  return part.device() &&
         anyPortOrBay(*part.device(), [&](const QStringList& n) { return n.contains(compute); });
}

bool isGpuNode(const Part& part) {
  if (!part.device() || part.device()->role != DeviceRole::Server)
    return false;
  const QStringList computeOnly{Networks::key(BuiltInNetwork::Compute)};
  return anyPortOrBay(*part.device(), [&](const QStringList& n) { return n == computeOnly; });
}

}  // namespace rackwright::noderoles
