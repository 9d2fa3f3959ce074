// Switch and server descriptions for the planner, derived from catalog cages.
#include "core/catalog/catalog.h"
#include "core/catalog/parttypes.h"
#include "core/catalog/racksystem.h"
#include "core/model/networks.h"
#include "portbudget.h"

#include <QSet>

#include <algorithm>

namespace rackwright {

namespace {

/// Logical ports one catalog cage gives at `rateGbps`, or 0 with the reason in `why`.
int cagePortsAtRate(const CageDefinition& cage, int rateGbps, QString* why) {
  if (cage.electricalLanes <= 0)
    return 0;
  int laneRate = 0;
  for (Signalling s : cage.signalling) {
    const int r = laneRateGbps(s);
    if (r > 0 && rateGbps % r == 0 && rateGbps / r <= cage.electricalLanes) {
      laneRate = std::max(laneRate, r);
    }
  }
  if (laneRate == 0)
    return 0;  // e.g. an SFP28 or RJ45 management port: not a fabric cage
  const int lanesPerPort = rateGbps / laneRate;
  if (cage.electricalLanes % lanesPerPort != 0)
    return 0;
  const bool infinibandOnly =
      !cage.protocols.isEmpty() && !cage.protocols.contains(Protocol::Ethernet);
  if (infinibandOnly && lanesPerPort > 4) {
    *why = PortPlanner::tr(
               "InfiniBand ports use at most 4 lanes, so a %1G port would need %2 "
               "lanes of %3G")
               .arg(rateGbps)
               .arg(lanesPerPort)
               .arg(laneRate);
    return 0;
  }
  const int ports = cage.electricalLanes / lanesPerPort;
  const int native =
      cage.logicalPorts.isEmpty() ? (cage.twinPort ? 2 : 1) : int(cage.logicalPorts.size());
  if (ports > native && !cage.splitCapable) {
    *why = PortPlanner::tr(
               "cage %1 would have to be split into %2 ports of %3G but is not "
               "split-capable")
               .arg(cage.name)
               .arg(ports)
               .arg(rateGbps);
    return 0;
  }
  return ports;
}

}  // namespace

SwitchSpec switchSpecFromCatalog(const Part& part, int linkRateGbps) {
  return PortPlanner::switchSpecFromCatalog(part, linkRateGbps);
}

SwitchSpec PortPlanner::switchSpecFromCatalog(const Part& part, int linkRateGbps) {
  if (!part.device() || part.device()->cages.isEmpty()) {
    throw PlanError(
        PlanProblem::InvalidInput,
        tr("%1 has no cages in the catalog; give --switch-ports and --switch-rate instead")
            .arg(part.id));
  }
  SwitchSpec spec;
  spec.model = part.id;
  spec.portRateGbps = linkRateGbps;
  QString why;
  for (const CageDefinition& cage : part.device()->cages) {
    const int ports = cagePortsAtRate(cage, linkRateGbps, &why);
    if (ports == 0)
      continue;
    spec.logicalPorts += ports;
    spec.cages += 1;
    spec.twinPort = spec.twinPort || cage.twinPort;
    for (Protocol protocol : cage.protocols) {
      if (!spec.protocols.contains(protocol))
        spec.protocols << protocol;
    }
  }
  if (spec.cages == 0) {
    throw PlanError(
        PlanProblem::RateMismatch,
        tr("no cage of %1 can carry a %2G port%3; choose a link rate the switch supports")
            .arg(part.id)
            .arg(linkRateGbps)
            .arg(why.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(why)));
  }
  return spec;
}

ServerSpec PortPlanner::serverSpecFromCatalog(const Part& part, int linkRateGbps) {
  ServerSpec spec;
  spec.model = part.id;
  const QJsonValue gpus =
      part.definition.value(QStringLiteral("device")).toObject().value(QStringLiteral("gpus"));
  int computePorts = 0;
  QSet<int> rails;
  bool railsKnown = true;
  if (part.device()) {
    QString why;
    bool firstComputeCage = true;
    for (const CageDefinition& cage : part.device()->cages) {
      // A DGX-style twin-port cage holds one module that serves two compute links.
      if (cage.twinPort && cagePortsAtRate(cage, linkRateGbps, &why) == 2) {
        spec.linksPerModule = 2;
        computePorts += 2;
        railsKnown = railsKnown && cage.rails.size() == 2;
        for (int rail : cage.rails)
          rails.insert(rail);
      }
      // The link layers every compute port runs: a server for one kind of fabric only
      // (DGX-B300-ETH) is refused on the other kind's switches before any cable is planned.
      if (!cage.networks.contains(Networks::key(BuiltInNetwork::Compute)) ||
          cage.protocols.isEmpty())
        continue;
      if (firstComputeCage)
        spec.computeProtocols = cage.protocols;
      else
        spec.computeProtocols.removeIf([&](Protocol p) { return !cage.protocols.contains(p); });
      firstComputeCage = false;
    }
  }
  // Two ports on every rail (the two 400GbE legs of a ConnectX-8, one per plane): a GPU per
  // rail, with a link per port.
  const int railCount = int(rails.size());
  const bool portsPerRail = computePorts > 0 && railsKnown && railCount > 0 &&
                            railCount < computePorts && computePorts % railCount == 0;
  if (portsPerRail)
    spec.linksPerGpu = computePorts / railCount;
  if (gpus.isDouble() && gpus.toInt() > 0) {
    spec.gpus = gpus.toInt();
    spec.gpusSource = tr("the catalog entry of %1").arg(part.id);
  } else if (portsPerRail) {
    spec.gpus = railCount;
    spec.gpusSource = tr("%1's %2 compute ports in twin-port cages, %3 per rail of %4 GPUs")
                          .arg(part.id)
                          .arg(computePorts)
                          .arg(spec.linksPerGpu)
                          .arg(railCount);
  } else if (computePorts > 0) {
    spec.gpus = computePorts;
    spec.gpusSource =
        tr("%1's %2 twin-port compute ports, one per GPU").arg(part.id).arg(computePorts);
  }
  return spec;
}

ServerSpec PortPlanner::serverSpecFromSystem(const RackSystem& system) {
  const int trays = system.count(RackSystemRole::ComputeTray);
  const auto tray = std::find_if(system.members.begin(), system.members.end(), [](const auto& m) {
    return m.role == RackSystemRole::ComputeTray;
  });
  if (trays == 0 || tray == system.members.end()) {
    throw PlanError(PlanProblem::InvalidInput,
                    tr("%1 has no compute trays in the catalog, so there is nothing to wire to "
                       "the fabric")
                        .arg(system.id));
  }
  ServerSpec spec;
  spec.model = tray->partId;
  spec.systemId = system.id;
  spec.serversPerSystem = trays;
  if (system.gpus > 0 && system.gpus % trays == 0) {
    spec.gpus = system.gpus / trays;
    spec.gpusSource = tr("the catalog entry of %1: %2 GPUs over %3 compute trays")
                          .arg(system.id)
                          .arg(system.gpus)
                          .arg(trays);
  }
  return spec;
}

std::optional<ServerSpec> PortPlanner::serverSpecFor(const Catalog& catalog, const QString& id,
                                                     int linkRateGbps) {
  if (const RackSystemPtr system = catalog.findSystem(id))
    return serverSpecFromSystem(*system);
  const PartPtr part = catalog.find(id);
  if (!part || part->kind != PartKind::Server)
    return std::nullopt;
  return serverSpecFromCatalog(*part, linkRateGbps);
}

}  // namespace rackwright
