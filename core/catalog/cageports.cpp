#include "cageports.h"

#include <algorithm>

namespace rackwright {

int CagePorts::nativePorts(const CageDefinition& cage) {
  return cage.logicalPorts.isEmpty() ? (cage.twinPort ? 2 : 1) : int(cage.logicalPorts.size());
}

QVector<int> CagePorts::nativeCages(const Part& part, int rateGbps) {
  QVector<int> result;
  if (!part.device())
    return result;
  const auto& cages = part.device()->cages;
  for (int i = 0; i < cages.size(); ++i) {
    const CageDefinition& cage = cages[i];
    const int ports = nativePorts(cage);
    if (cage.electricalLanes <= 0 || cage.electricalLanes % ports != 0)
      continue;
    if (cage.maxSpeedGbps > 0 && cage.maxSpeedGbps < rateGbps)
      continue;
    const int lanesPerPort = cage.electricalLanes / ports;
    const bool carries =
        std::any_of(cage.signalling.begin(), cage.signalling.end(),
                    [&](Signalling s) { return laneRateGbps(s) * lanesPerPort == rateGbps; });
    if (carries)
      result << i;
  }
  return result;
}

int CagePorts::portsAt(const Part& part, int rateGbps) {
  int ports = 0;
  for (const int cage : nativeCages(part, rateGbps))
    ports += nativePorts(part.device()->cages[cage]);
  return ports;
}

}  // namespace rackwright
