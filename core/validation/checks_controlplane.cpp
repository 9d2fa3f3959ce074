// Platform rules on the edges of the cluster. PL-16, on one node: a node on in-band management
// has its BMC on out-of-band management, and a control-plane node (a head or management node:
// a server with no port for the compute fabric) is on both. PL-21, on one cable: the customer
// uplink passes a firewall and leaves from the in-band side only, and a firewall's data ports
// never reach the compute, storage or out-of-band networks.

#include "checks.h"
#include "checksupport.h"
#include "core/catalog/noderoles.h"
#include "core/model/networks.h"
#include "portlinks.h"

#include <QVarLengthArray>

#include <algorithm>

namespace rackwright {

using namespace checks;

namespace {

bool isManagementOnly(const CageDefinition& cage) {
  return cage.networks.size() == 1 &&
         cage.networks.constFirst() == Networks::key(BuiltInNetwork::OutOfBand);
}

bool servesCompute(const CageDefinition& cage) {
  return cage.networks.contains(Networks::key(BuiltInNetwork::Compute));
}

/// A link that lands on a device: a cable plugged into the node and left loose reaches nothing.
bool reaches(const PortLink& link) {
  return std::any_of(link.ends.cbegin(), link.ends.cend(),
                     [](const FarEnd& end) { return end.device != nullptr; });
}

/// The node and the adapters in its bays, the node first and the adapters by id (stable
/// messages and reads).
QVector<const Device*> nodeAndAdapters(CheckContext& ctx, const Device& node) {
  QVector<const Device*> hosts{&node};
  ctx.dependsOnRelation(node.id, CheckContext::Relation::ChildrenOf);
  for (const ObjectId& childId : ctx.design().childDevices(node.id)) {
    if (const Device* child = findDevice(ctx, childId))
      hosts.append(child);
  }
  std::sort(hosts.begin() + 1, hosts.end(),
            [](const Device* a, const Device* b) { return a->id < b->id; });
  return hosts;
}

}  // namespace

// --- PL-16: control-plane attachments --------------------------------------------------------

void checkControlPlaneAttachments(CheckContext& ctx, const Device& node) {
  const Part* part = ctx.findPart(node.typeId);
  if (!part || !part->device() || part->device()->role != DeviceRole::Server ||
      !node.parentId.isNull())
    return;
  const auto& ownCages = part->device()->cages;
  const bool hasManagementPort = std::any_of(ownCages.cbegin(), ownCages.cend(), isManagementOnly);
  if (!hasManagementPort)
    return;  // nothing to put on out-of-band management (a generic node without a BMC port)

  // Out-of-band: any of the node's management ports cabled to out-of-band management.
  const ObjectId own[] = {node.id};
  bool onOutOfBand = false;
  QStringList managementPorts;
  for (const CageDefinition& cage : ownCages) {
    if (!isManagementOnly(cage))
      continue;
    managementPorts << cage.name;
    QVector<PortLink> links;
    linksOfPort(ctx, node, cage.name, own, &links);
    onOutOfBand = onOutOfBand || std::any_of(links.cbegin(), links.cend(), [](const PortLink& l) {
                    return l.network == Networks::key(BuiltInNetwork::OutOfBand) && reaches(l);
                  });
  }

  // In-band: a link on in-band management from any port that may carry it (not the compute
  // ports, not the management ports), the node's own or its adapters'. A control-plane node is a
  // server none of whose ports serves the compute fabric.
  const QString& inband = Networks::key(BuiltInNetwork::InBand);
  bool onInBand = false;
  // The node's bays count too: an HGX 2-8-9 node's SuperNIC bays are its compute ports.
  bool controlPlane = !noderoles::hasComputePort(*part);
  QVector<ObjectId> inbandCables;
  for (const Device* host : nodeAndAdapters(ctx, node)) {
    const Part* hostPart = host == &node ? part : ctx.findPart(host->typeId);
    if (!hostPart || !hostPart->device())
      continue;
    for (const CageDefinition& cage : hostPart->device()->cages) {
      if (servesCompute(cage))
        controlPlane = false;
      if (isManagementOnly(cage) || (!cage.networks.isEmpty() && !cage.networks.contains(inband)))
        continue;
      if (onInBand)
        continue;  // found; the loop goes on only to tell a control-plane node
      QVector<PortLink> links;
      const ObjectId ids[] = {node.id, host->id};
      linksOfPort(ctx, *host, cage.name, ids, &links);
      for (const PortLink& link : links) {
        if (link.network == inband && reaches(link)) {
          onInBand = true;
          inbandCables = link.cables;
          break;
        }
      }
    }
  }

  if (onInBand && !onOutOfBand) {
    QVector<ObjectId> objects{node.id};
    objects += inbandCables;
    ctx.report(
        RuleId::PL16, objects, QStringLiteral("no-oob"),
        Text::tr("%1 is on in-band management, but none of its management ports (%2) is "
                 "on out-of-band management: without it the node cannot be powered, "
                 "reinstalled or reached on its console when the in-band path fails. "
                 "Connect %3 to an out-of-band management switch.")
            .arg(deviceName(ctx, node.id), managementPorts.join(QStringLiteral(", ")),
                 managementPorts.contains(QStringLiteral("BMC")) ? QStringLiteral("BMC")
                                                                 : managementPorts.constFirst()),
        deviceLocation(ctx, node.id));
  } else if (controlPlane && onOutOfBand && !onInBand) {
    ctx.report(RuleId::PL16, {node.id}, QStringLiteral("no-inband"),
               Text::tr("%1 is a management node (no port for the compute fabric) on out-of-band "
                        "management only: the reference architectures put head and management "
                        "nodes on in-band management too, from where they provision and monitor "
                        "the cluster. Connect one of its data ports to an in-band management "
                        "switch.")
                   .arg(deviceName(ctx, node.id)),
               deviceLocation(ctx, node.id));
  }
}

// --- PL-21: the customer boundary -------------------------------------------------------------

void checkCustomerBoundary(CheckContext& ctx, const Cable& cable) {
  struct End {
    const Device* device = nullptr;
    const Part* part = nullptr;
    QString cage;
    bool firewallData = false;  ///< a data port of a firewall (not its management port)
  };
  QVarLengthArray<End, 3> ends;
  bool anyFirewall = false;
  for (const CableEnd& cableEnd : cable.ends) {
    End end;
    end.device = deviceAtEnd(ctx, cableEnd, &end.cage);
    if (!end.device)
      continue;
    end.part = ctx.findPart(end.device->typeId);
    if (end.part && end.part->device() && end.part->device()->role == DeviceRole::Firewall) {
      const CageDefinition* cage = end.part->device()->cage(end.cage);
      end.firewallData = !cage || !isManagementOnly(*cage);
      anyFirewall = anyFirewall || end.firewallData;
    }
    ends.append(end);
  }
  const QString& uplink = Networks::key(BuiltInNetwork::Uplink);
  const bool maybeCustomer =
      cable.network == uplink || std::any_of(ends.cbegin(), ends.cend(), [&](const End& end) {
        return end.device->network == uplink;
      });
  if (!maybeCustomer && !anyFirewall)
    return;  // most cables: no firewall, nothing on the customer network
  // The HA link between the two firewalls of a pair is inside the boundary.
  if (anyFirewall && ends.size() == 2 &&
      std::all_of(ends.cbegin(), ends.cend(), [](const End& end) {
        return end.part && end.part->device() && end.part->device()->role == DeviceRole::Firewall;
      }))
    return;
  const QString network = networkOf(ctx, cable);
  if (!anyFirewall && network != uplink)
    return;
  const QString label = cable.name.isEmpty() ? cable.typeId : cable.name;
  const QString& inband = Networks::key(BuiltInNetwork::InBand);
  const auto networkName = [](const QString& key) {
    const auto builtIn = Networks::builtIn(key);
    return builtIn ? Networks::name(*builtIn) : QStringLiteral("\"%1\"").arg(key);
  };

  // A switch of an inner network at the customer side of the boundary.
  for (const End& end : ends) {
    if (!end.part || !isSwitch(*end.part) || end.device->network.isEmpty() ||
        end.device->network == inband || end.device->network == uplink)
      continue;
    const QString text =
        anyFirewall
            ? Text::tr(
                  "Cable %1 joins a firewall's data port to %2, a switch of the %3 network: "
                  "the compute, storage and out-of-band networks are never reachable from "
                  "the customer side. Connect the firewall to border leaves or the in-band "
                  "edge.")
            : Text::tr(
                  "Cable %1 joins %2, a switch of the %3 network, to the customer uplink: "
                  "the compute, storage and out-of-band networks are never reachable from "
                  "outside. Customer links leave from border leaves or the in-band edge, "
                  "through a firewall.");
    ctx.report(RuleId::PL21, {cable.id, end.device->id}, QStringLiteral("inner:") + end.cage,
               text.arg(label, deviceName(ctx, end.device->id), networkName(end.device->network)),
               cageLocation(ctx, end.device->id, end.cage));
    return;
  }
  if (anyFirewall) {
    // A firewall's data port on an inner network through a node's or an unassigned port.
    if (!network.isEmpty() && network != inband && network != uplink) {
      const End& firewall =
          *std::find_if(ends.begin(), ends.end(), [](const End& end) { return end.firewallData; });
      ctx.report(RuleId::PL21, {cable.id, firewall.device->id},
                 QStringLiteral("firewall-inner:") + firewall.cage,
                 Text::tr("Cable %1 puts the data port %2 of firewall %3 on the %4 network: the "
                          "customer side reaches only the in-band edge. Connect the firewall to "
                          "border leaves or the in-band edge, or correct the cable's network.")
                     .arg(label, firewall.cage, deviceName(ctx, firewall.device->id),
                          networkName(network)),
                 cageLocation(ctx, firewall.device->id, firewall.cage));
    }
    return;
  }
  ctx.report(
      RuleId::PL21, {cable.id}, QStringLiteral("no-firewall"),
      Text::tr("Cable %1 is on the customer uplink network but passes no firewall: route "
               "the customer link through the firewall pair at the boundary (the in-band "
               "edge or border leaves to the firewall's inside ports, its outside ports to "
               "the site).")
          .arg(label),
      ends.isEmpty() ? QString() : cageLocation(ctx, ends.front().device->id, ends.front().cage));
}

}  // namespace rackwright
