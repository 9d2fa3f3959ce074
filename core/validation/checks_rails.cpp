// Platform rule PL-03, rail alignment, checked on one switch: in a rail-optimised compute fabric
// every node link that lands on a leaf comes from the same rail (the GPU and NIC the catalog
// numbers on the node's compute port). The design does not say whether a fabric is
// rail-optimised, so the leaf tells: when at least three of its node links and three quarters of
// them carry one rail, the leaf is that rail's leaf, and a link of another rail is a misplaced
// cable. A leaf that takes every rail of its nodes alike (a fabric that is not rail-optimised),
// rails in groups, or a handful of links in a lab has no such majority and is not reported.

#include "checks.h"
#include "checksupport.h"
#include "core/model/networks.h"

#include <QVarLengthArray>

#include <algorithm>

namespace rackwright {

using namespace checks;

namespace {

/// One node link on a port of the switch: where it lands on the switch, the node port at its far
/// end with that port's rail, and the cables between.
struct RailLink {
  QString cage;  ///< the switch's cage
  QString port;  ///< the optical port of the transceiver in it
  const Device* node = nullptr;
  const Device* host = nullptr;  ///< the node, or the adapter in it that has the port
  QString nodeCage;
  QString nodePort;  ///< the optical port of the node's transceiver
  int rail = 0;
  QVector<ObjectId> cables;
};

/// The rail of the node port a fiber reaches: the far transceiver's optical port `farPort`
/// carries the logical port of the same position in its cage (a twin-port module in a twin-port
/// node cage). 0 when the far end is no node's compute port or the mapping is not one to one.
int railAt(CheckContext& ctx, const Module& far, const QString& farPort, const Device** node,
           const Device** host) {
  const Device* device = findDevice(ctx, far.deviceId);
  const Part* devicePart = device ? ctx.findPart(device->typeId) : nullptr;
  // Rails are ports of nodes and of the adapters in them; most far ends of a fabric are switches.
  if (!devicePart || !devicePart->device() ||
      (devicePart->device()->role != DeviceRole::Server &&
       devicePart->device()->role != DeviceRole::Adapter))
    return 0;
  const CageDefinition* cage = devicePart->device()->cage(far.cage);
  if (!cage || cage->rails.isEmpty())
    return 0;
  const Part* modulePart = ctx.findPart(far.typeId);
  if (!modulePart || !modulePart->transceiver())
    return 0;
  const QVector<OpticalPortDefinition>& ports = modulePart->transceiver()->opticalPorts;
  qsizetype index = -1;
  if (ports.size() == cage->rails.size()) {
    for (qsizetype i = 0; i < ports.size() && index < 0; ++i) {
      if (ports.at(i).name == farPort)
        index = i;
    }
  } else if (cage->rails.size() == 1) {
    index = 0;
  }
  if (index < 0)
    return 0;
  *host = device;
  *node = device->parentId.isNull() ? device : findDevice(ctx, device->parentId);
  return *node ? cage->rails.at(index) : 0;
}

}  // namespace

void checkRailAlignment(CheckContext& ctx, const Device& sw) {
  const Part* part = ctx.findPart(sw.typeId);
  if (!part || !isSwitch(*part))
    return;
  // Rails are the compute fabric's; a switch that says it serves another network has none.
  if (!sw.network.isEmpty() && sw.network != Networks::key(BuiltInNetwork::Compute))
    return;
  const DesignData& design = ctx.design();
  ctx.dependsOnRelation(sw.id, CheckContext::Relation::ModulesIn);
  QVarLengthArray<RailLink, 64> links;
  for (const ObjectId& moduleId : design.modulesInDevice(sw.id)) {
    const Module* module = findModule(ctx, moduleId);
    const Part* modulePart = module ? ctx.findPart(module->typeId) : nullptr;
    if (!modulePart || !modulePart->transceiver())
      continue;
    for (const OpticalPortDefinition& port : modulePart->transceiver()->opticalPorts) {
      const EndRefs ends = endsAt(ctx, module->id, port.name);
      if (ends.isEmpty())
        continue;
      for (const OpticalPeer& peer : traceOpticalPort(ctx, ends)) {
        RailLink link;
        link.rail = railAt(ctx, *peer.far, peer.farPort, &link.node, &link.host);
        if (link.rail <= 0)
          continue;  // a switch, an appliance, or a node port without a rail
        link.cage = module->cage;
        link.port = port.name;
        link.nodeCage = peer.far->cage;
        link.nodePort = peer.farPort;
        link.cables = peer.cables;
        links.append(std::move(link));
      }
    }
  }
  if (links.size() < 4)
    return;                                          // too few links to tell a rail leaf
  QVarLengthArray<std::pair<int, int>, 16> perRail;  // rail, links
  for (const RailLink& link : links) {
    const auto it = std::find_if(perRail.begin(), perRail.end(),
                                 [&](const auto& entry) { return entry.first == link.rail; });
    if (it == perRail.end())
      perRail.append({link.rail, 1});
    else
      ++it->second;
  }
  const auto majority =
      std::max_element(perRail.cbegin(), perRail.cend(),
                       [](const auto& a, const auto& b) { return a.second < b.second; });
  if (perRail.size() < 2 || majority->second < 3 ||
      qsizetype(majority->second) * 4 < links.size() * 3)
    return;
  const int leafRail = majority->first;
  for (const RailLink& link : links) {
    if (link.rail == leafRail)
      continue;
    QVector<ObjectId> objects{sw.id, link.node->id};
    for (const ObjectId& id : link.cables) {
      if (!objects.contains(id))
        objects << id;
    }
    const QString nodePort = cageName(ctx, link.host->id, link.nodeCage);
    // Keyed by both ends: a splitter from one leaf port can feed two ports of one node.
    ctx.report(
        RuleId::PL03, objects,
        QStringLiteral("rail:%1/%2>%3/%4").arg(link.cage, link.port, link.nodeCage, link.nodePort),
        Text::tr("%1 port %9 (rail %2) lands on %3 %4 port %5, but %3 is the leaf of rail %6 "
                 "(%7 of its %8 node links): a rail-optimised fabric keeps each rail on its "
                 "own leaves, so that same-rail traffic stays one hop. Move the link to a "
                 "rail-%2 leaf of the node's scalable unit, or waive the finding if the "
                 "fabric is not rail-optimised.")
            .arg(nodePort, QString::number(link.rail), deviceName(ctx, sw.id), link.cage, link.port,
                 QString::number(leafRail), QString::number(majority->second),
                 QString::number(links.size()), link.nodePort),
        cageLocation(ctx, sw.id, link.cage));
  }
}

}  // namespace rackwright
