// Platform rules (PL). On one cable: a node port lands only on a network of its role (PL-08),
// an adapter in a 2-8-9 node's SuperNIC or DPU bay only on the network of its bay (PL-19),
// management ports only on out-of-band management (PL-10), and no link joins two planes (PL-04).
// On one node: its storage and in-band links land on two different switches of their network
// (PL-09), and the two legs of a twin-plane port land on two planes (PL-04). On one UFM appliance:
// it reaches an InfiniBand switch, and an HA pair does not hang off one switch (PL-15). The roles
// come from the catalog (a cage's "networks"), the cable's network from the cable itself or, when
// it has none, from what the other end's port or device serves (core/model/networks.h).

#include "checks.h"
#include "checksupport.h"
#include "core/model/networks.h"
#include "portlinks.h"

#include <QVarLengthArray>

#include <algorithm>

namespace rackwright {

using namespace checks;

namespace {

/// One attached end of the cable: the device and cage it sits in (a fiber on a transceiver sits
/// in the transceiver's cage) and the networks that port allows (empty = any).
struct PortEnd {
  const Device* device = nullptr;
  const Part* part = nullptr;  ///< the device's
  QString cage;
  const CageDefinition* definition = nullptr;
  QStringList allowed;
  QString endName;
  /// An adapter in a bay of its node that gives the bay a role (an HGX 2-8-9 SuperNIC or DPU
  /// bay): the bay and its networks, which decide for the adapter's ports (PL-19).
  const AdapterBayDefinition* bay = nullptr;
};

/// The bay of its node that `adapter` sits in when the node's catalog entry gives that bay
/// networks; null otherwise.
const AdapterBayDefinition* roleBayOf(CheckContext& ctx, const Device& adapter) {
  if (adapter.parentId.isNull() || adapter.bay.isEmpty())
    return nullptr;
  const Device* node = findDevice(ctx, adapter.parentId);
  const Part* nodePart = node ? ctx.findPart(node->typeId) : nullptr;
  if (!nodePart || !nodePart->device())
    return nullptr;
  for (const AdapterBayDefinition& bay : nodePart->device()->adapterBays) {
    if (bay.name == adapter.bay)
      return bay.networks.isEmpty() ? nullptr : &bay;
  }
  return nullptr;
}

/// A network's name for a message: a built-in's translated name, a design's own network by its
/// key (so that the message does not depend on the design's network list).
QString networkText(const QString& key) {
  if (const auto network = Networks::builtIn(key))
    return Networks::name(*network);
  return QStringLiteral("\"%1\"").arg(key);
}

QString networksText(const QStringList& keys) {
  QStringList names;
  for (const QString& key : keys)
    names << networkText(key);
  return names.join(Text::tr(" or "));
}

/// The network the other ends agree on (as Networks::ofCable, without end `skip`).
QString agreedExcept(const QVarLengthArray<PortEnd, 3>& ends, qsizetype skip) {
  QStringList agreed;
  bool any = false;
  for (qsizetype j = 0; j < ends.size(); ++j) {
    if (j == skip || ends[j].allowed.isEmpty())
      continue;
    if (!any) {
      agreed = ends[j].allowed;
      any = true;
    } else {
      const QStringList& allowed = ends[j].allowed;
      agreed.removeIf([&](const QString& key) { return !allowed.contains(key); });
    }
  }
  return agreed.size() == 1 ? agreed.constFirst() : QString();
}

/// PL-04: the planes of a twin-plane fabric are disjoint. A cable between switches of two planes
/// (a plane-A leaf on a plane-B spine), or one given a plane its switch does not serve, joins
/// them. Only switches serve a plane: nodes reach every plane, and a plane set on another device
/// decides nothing. The switches are those the cable's ends sit in, so a link through patch
/// panels is checked cable by cable: each cable against its own plane, not the two switches.
void checkCablePlanes(CheckContext& ctx, const Cable& cable,
                      const QVarLengthArray<PortEnd, 3>& ends) {
  const PortEnd* first = nullptr;  // the first end on a device of a plane
  const PortEnd* other = nullptr;  // the first end on another plane than `first`'s
  for (const PortEnd& port : ends) {
    if (port.device->plane <= 0 || !port.part || !isSwitch(*port.part))
      continue;
    if (!first)
      first = &port;
    else if (!other && port.device->plane != first->device->plane)
      other = &port;
  }
  if (!first || (!other && (cable.plane <= 0 || cable.plane == first->device->plane)))
    return;  // most cables: named only when there is something to report
  const QString label = cable.name.isEmpty() ? cable.typeId : cable.name;
  const QString location = cageLocation(ctx, first->device->id, first->cage);
  if (other) {
    ctx.report(
        RuleId::PL04, {cable.id, first->device->id, other->device->id}, QStringLiteral("planes"),
        Text::tr("Cable %1 joins %2 on plane %3 to %4 on plane %5: the planes of a "
                 "twin-plane fabric are disjoint, so that a job survives on one plane when "
                 "the other fails. Connect it to a switch of plane %3, or correct the "
                 "switch's plane.")
            .arg(label, deviceName(ctx, first->device->id),
                 Networks::planeLabel(first->device->plane), deviceName(ctx, other->device->id),
                 Networks::planeLabel(other->device->plane)),
        location);
    return;
  }
  ctx.report(RuleId::PL04, {cable.id, first->device->id}, QStringLiteral("cable-plane"),
             Text::tr("Cable %1 is on plane %2, but %3 at its end %4 serves plane %5. Connect "
                      "it to a switch of plane %2, or correct the cable's plane.")
                 .arg(label, Networks::planeLabel(cable.plane), deviceName(ctx, first->device->id),
                      first->endName, Networks::planeLabel(first->device->plane)),
             location);
}

}  // namespace

void checkCableNetworks(CheckContext& ctx, const Cable& cable) {
  QVarLengthArray<PortEnd, 3> ends;
  bool anyRole = false;
  for (const CableEnd& end : cable.ends) {
    PortEnd port;
    port.endName = end.name;
    port.device = deviceAtEnd(ctx, end, &port.cage);
    if (!port.device)
      continue;  // loose, on a patch panel, or on a spare module: decides nothing
    port.part = ctx.findPart(port.device->typeId);
    if (port.part && port.part->device())
      port.definition = port.part->device()->cage(port.cage);
    const QString& oobKey = Networks::key(BuiltInNetwork::OutOfBand);
    // Only an adapter's ports can be in a bay; a management port keeps its own role (PL-10).
    if (port.definition && !port.device->parentId.isNull() &&
        !(port.definition->networks.size() == 1 &&
          port.definition->networks.constFirst() == oobKey))
      port.bay = roleBayOf(ctx, *port.device);
    if (port.bay) {
      port.allowed = port.bay->networks;
      anyRole = true;
    } else if (port.definition && !port.definition->networks.isEmpty()) {
      port.allowed = port.definition->networks;
      anyRole = true;
    } else if (!port.device->network.isEmpty()) {
      port.allowed = {port.device->network};
    }
    anyRole = anyRole || (port.definition && port.definition->leaveUnwired);
    ends.append(port);
  }
  checkCablePlanes(ctx, cable, ends);
  if (!anyRole)
    return;

  const QString label = cable.name.isEmpty() ? cable.typeId : cable.name;
  const QString& oob = Networks::key(BuiltInNetwork::OutOfBand);
  for (qsizetype i = 0; i < ends.size(); ++i) {
    const PortEnd& port = ends[i];
    if (!port.definition)
      continue;
    // Built only for a finding: most cables on node ports have none.
    const auto objects = [&] { return QVector<ObjectId>{cable.id, port.device->id}; };
    if (port.definition->leaveUnwired) {
      ctx.report(RuleId::PL08, Severity::Warning, objects(),
                 QStringLiteral("unwired:") + port.endName,
                 Text::tr("%1 is cabled (cable %2), but NVIDIA's reference architectures leave "
                          "this port unused. Remove the cable, or waive the finding if the site "
                          "uses the port on purpose.")
                     .arg(cageName(ctx, port.device->id, port.cage), label),
                 cageLocation(ctx, port.device->id, port.cage));
    }
    const QStringList& roles = port.bay ? port.bay->networks : port.definition->networks;
    if (roles.isEmpty())
      continue;
    const QString network = cable.network.isEmpty() ? agreedExcept(ends, i) : cable.network;
    if (network.isEmpty())
      continue;
    if (port.bay) {
      // The bay's role decides for any adapter in it, including OOB: a SuperNIC or DPU port is
      // never a management port.
      if (!roles.contains(network)) {
        const Device* node = findDevice(ctx, port.device->parentId);
        ctx.report(
            RuleId::PL19, {cable.id, port.device->id, node->id},
            QStringLiteral("bay-role:") + port.endName,
            Text::tr("%1 is in bay %2 of %3, which serves %4 (an HGX 2-8-9 node: eight SuperNICs "
                     "on the compute fabric, one DPU on the north-south networks), but cable %5 "
                     "puts it on the %6 network. Connect it to a switch of the %4 network, move "
                     "the link to an adapter of that role, or correct the cable's network.")
                .arg(cageName(ctx, port.device->id, port.cage), port.bay->name,
                     deviceName(ctx, node->id), networksText(roles), label, networkText(network)),
            cageLocation(ctx, port.device->id, port.cage));
      }
      continue;
    }
    const bool managementOnly = roles.size() == 1 && roles.constFirst() == oob;
    if (managementOnly && network != oob) {
      ctx.report(RuleId::PL10, objects(), QStringLiteral("management:") + port.endName,
                 Text::tr("%1 is an out-of-band management port, but cable %2 puts it on the %3 "
                          "network. Connect it to an out-of-band management switch, or correct "
                          "the cable's network.")
                     .arg(cageName(ctx, port.device->id, port.cage), label, networkText(network)),
                 cageLocation(ctx, port.device->id, port.cage));
    } else if (network == oob && !roles.contains(oob)) {
      ctx.report(RuleId::PL10, objects(), QStringLiteral("reaches:") + port.endName,
                 Text::tr("Cable %1 is on the out-of-band management network, but %2 is meant "
                          "for %3. Out-of-band management reaches only BMC and management ports: "
                          "move the cable to the device's management port, or correct the "
                          "cable's network.")
                     .arg(label, cageName(ctx, port.device->id, port.cage), networksText(roles)),
                 cageLocation(ctx, port.device->id, port.cage));
    } else if (!roles.contains(network)) {
      ctx.report(RuleId::PL08, objects(), QStringLiteral("role:") + port.endName,
                 Text::tr("%1 is meant for %2, but cable %3 puts it on the %4 network. Connect it "
                          "to a switch of the %2 network, or correct the cable's network.")
                     .arg(cageName(ctx, port.device->id, port.cage), networksText(roles), label,
                          networkText(network)),
                 cageLocation(ctx, port.device->id, port.cage));
    }
  }
}

// --- PL-09: dual-homed north-south ------------------------------------------------------------

namespace {

/// A north-south port of a node: its catalog roles name storage or in-band management and not
/// compute (the InfiniBand ports of a UFM appliance, meant for either fabric, are fabric
/// attachments, not the node's north-south pair).
bool isNorthSouth(const CageDefinition& cage) {
  const QStringList& roles = cage.networks;
  return !roles.contains(Networks::key(BuiltInNetwork::Compute)) &&
         (roles.contains(Networks::key(BuiltInNetwork::Storage)) ||
          roles.contains(Networks::key(BuiltInNetwork::InBand)));
}

/// "SLOT1-P1" for a port of the node itself, "nic-1 P1" for a port of an adapter in it.
QString portName(CheckContext& ctx, const Device& node, const PortLink& link) {
  return link.host == &node ? link.cage : cageName(ctx, link.host->id, link.cage);
}

}  // namespace

void checkNodeNorthSouth(CheckContext& ctx, const Device& node) {
  const Part* part = ctx.findPart(node.typeId);
  if (!part || !part->device() || part->device()->role != DeviceRole::Server)
    return;
  // The node's own ports, then those of the adapters in its bays.
  QVector<const Device*> hosts{&node};
  ctx.dependsOnRelation(node.id, CheckContext::Relation::ChildrenOf);
  for (const ObjectId& childId : ctx.design().childDevices(node.id)) {
    if (const Device* child = findDevice(ctx, childId))
      hosts.append(child);
  }
  std::sort(hosts.begin() + 1, hosts.end(),
            [](const Device* a, const Device* b) { return a->id < b->id; });

  struct FreePort {
    const Device* host;
    QString cage;
    QStringList roles;
  };
  QVector<PortLink> links;
  QVector<FreePort> free;
  for (const Device* host : hosts) {
    const Part* hostPart = host == &node ? part : ctx.findPart(host->typeId);
    if (!hostPart || !hostPart->device())
      continue;
    for (const CageDefinition& cage : hostPart->device()->cages) {
      if (!isNorthSouth(cage))
        continue;
      const qsizetype before = links.size();
      const ObjectId own[] = {node.id, host->id};
      linksOfPort(ctx, *host, cage.name, own, &links);
      if (links.size() == before)
        free.append({host, cage.name, cage.networks});
    }
  }

  for (const BuiltInNetwork network : {BuiltInNetwork::Storage, BuiltInNetwork::InBand}) {
    const QString& key = Networks::key(network);
    QVector<const PortLink*> on;
    for (const PortLink& link : links) {
      if (link.network == key)
        on.append(&link);
    }
    if (on.isEmpty())
      continue;
    QVector<ObjectId> objects{node.id};
    QStringList ports;
    for (const PortLink* link : on) {
      for (const ObjectId& id : link->cables) {
        if (!objects.contains(id))  // both legs of one breakout are one cable
          objects << id;
      }
      ports << portName(ctx, node, *link);
    }
    const QString networkName = Networks::name(network);
    if (on.size() >= 2) {
      const Device* far = on.constFirst()->far();
      const bool oneSwitch = far && std::all_of(on.cbegin(), on.cend(), [&](const PortLink* link) {
                               return link->far() == far;
                             });
      if (!oneSwitch)
        continue;
      ctx.report(RuleId::PL09, objects, QStringLiteral("one-switch:") + key,
                 Text::tr("The %n links of %1 on the %2 network (%3) all land on %4: put one of "
                          "them on another switch of the %2 network, so that one switch failure "
                          "does not cut the node off.",
                          nullptr, int(on.size()))
                     .arg(deviceName(ctx, node.id), networkName, ports.join(QStringLiteral(", ")),
                          deviceName(ctx, far->id)),
                 deviceLocation(ctx, node.id));
      continue;
    }
    QStringList spare;
    for (const FreePort& port : free) {
      if (port.roles.contains(key))
        spare << (port.host == &node ? port.cage : cageName(ctx, port.host->id, port.cage));
    }
    if (spare.isEmpty())
      continue;  // no second port of that role: a converged node (GB300 tray) or a full one
    ctx.report(RuleId::PL09, objects, QStringLiteral("single:") + key,
               Text::tr("%1 has only one link on the %2 network (%3) while ports meant for it are "
                        "free (%4): connect one of them to another switch of the %2 network, so "
                        "that one switch failure does not cut the node off.")
                   .arg(deviceName(ctx, node.id), networkName, ports.constFirst(),
                        spare.join(QStringLiteral(", "))),
               deviceLocation(ctx, node.id));
  }
}

// --- PL-04 on a node: the two legs of a twin-plane port ----------------------------------------

namespace {

/// A port whose logical ports all serve one rail: the legs of one GPU's NIC meant for different
/// planes (a DGX B300's ConnectX-8 as 2 x 400GbE). Ports with one logical port, or with a rail per
/// GPU (a DGX H100 twin-port cage serves two GPUs), are not.
bool isTwinPlanePort(const CageDefinition& cage) {
  return cage.rails.size() >= 2 && std::all_of(cage.rails.cbegin(), cage.rails.cend(),
                                               [&](int r) { return r == cage.rails.front(); });
}

}  // namespace

void checkTwinPlaneLegs(CheckContext& ctx, const Device& node) {
  const Part* part = ctx.findPart(node.typeId);
  if (!part || !part->device() || part->device()->role != DeviceRole::Server)
    return;
  for (const CageDefinition& cage : part->device()->cages) {
    if (!isTwinPlanePort(cage))
      continue;
    QVector<PortLink> links;
    const ObjectId own[] = {node.id};
    linksOfPort(ctx, node, cage.name, own, &links);
    // The first two legs on switches of one plane; a leg on a switch without a plane (a fabric
    // that is not twin-plane) decides nothing.
    const Device* first = nullptr;
    const Device* second = nullptr;
    QVector<ObjectId> objects{node.id};
    for (const PortLink& link : links) {
      const Device* far = link.far();
      const Part* farPart = far ? ctx.findPart(far->typeId) : nullptr;
      if (!far || far->plane <= 0 || !farPart || !isSwitch(*farPart))
        continue;
      if (!first) {
        first = far;
        objects += link.cables;
      } else if (far->plane == first->plane) {
        second = far;
        objects += link.cables;
        break;
      }
    }
    if (!second)
      continue;
    ctx.report(
        RuleId::PL04, objects, QStringLiteral("legs:") + cage.name,
        Text::tr("Both legs of %1 port %2 (rail %3) land on plane %4 (%5 and %6): the legs of a "
                 "twin-plane port go one to each plane, so that the GPU keeps half its bandwidth "
                 "when a plane fails. Move one leg to the rail-%3 leaf of the other plane.")
            .arg(deviceName(ctx, node.id), cage.name)
            .arg(cage.rails.front())
            .arg(Networks::planeLabel(first->plane), deviceName(ctx, first->id),
                 deviceName(ctx, second->id)),
        cageLocation(ctx, node.id, cage.name));
  }
}

// --- PL-15: UFM attachment ------------------------------------------------------------------

namespace {

/// The switches a UFM appliance's InfiniBand ports land on (each once, sorted by id) and the
/// cables of their links.
struct FabricAttachment {
  QVector<const Device*> switches;
  QVector<ObjectId> cables;
};

FabricAttachment fabricAttachment(CheckContext& ctx, const Device& ufm, const Part& part) {
  FabricAttachment result;
  for (const CageDefinition& cage : part.device()->cages) {
    if (!cage.protocols.contains(Protocol::InfiniBand))
      continue;
    QVector<PortLink> links;
    linksOfPort(ctx, ufm, cage.name, {&ufm.id, 1}, &links);
    for (const PortLink& link : links) {
      for (const ObjectId& id : link.cables) {
        if (!result.cables.contains(id))
          result.cables << id;
      }
      const Device* far = link.far();
      const Part* farPart = far ? ctx.findPart(far->typeId) : nullptr;
      if (farPart && isSwitch(*farPart) && !result.switches.contains(far))
        result.switches << far;
    }
  }
  std::sort(result.switches.begin(), result.switches.end(),
            [](const Device* a, const Device* b) { return a->id < b->id; });
  return result;
}

/// The UFM appliances joined to `ufm` by a cable between their other (Ethernet) ports: the 1 Gb/s
/// back-to-back link of a high-availability pair. Sorted by id, each once.
QVector<const Device*> haTwins(CheckContext& ctx, const Device& ufm, const Part& part) {
  QVector<const Device*> twins;
  for (const CageDefinition& cage : part.device()->cages) {
    if (cage.protocols.contains(Protocol::InfiniBand))
      continue;
    for (const EndRef& ref : endsAt(ctx, ufm.id, cage.name)) {
      for (const CableEnd& end : ref.cable->ends) {
        const Attachment& at = end.attachment;
        if (end.name == ref.end || at.kind != Attachment::Kind::Cage || at.objectId == ufm.id)
          continue;
        const Device* other = findDevice(ctx, at.objectId);
        const Part* otherPart = other ? ctx.findPart(other->typeId) : nullptr;
        if (otherPart && isFabricManager(*otherPart) && !twins.contains(other))
          twins << other;
      }
    }
  }
  std::sort(twins.begin(), twins.end(),
            [](const Device* a, const Device* b) { return a->id < b->id; });
  return twins;
}

QStringList infiniBandPorts(const Part& part) {
  QStringList ports;
  for (const CageDefinition& cage : part.device()->cages) {
    if (cage.protocols.contains(Protocol::InfiniBand))
      ports << cage.name;
  }
  return ports;
}

}  // namespace

void checkFabricManager(CheckContext& ctx, const Device& ufm) {
  const Part* part = ctx.findPart(ufm.typeId);
  if (!part || !isFabricManager(*part))
    return;
  const FabricAttachment attachment = fabricAttachment(ctx, ufm, *part);
  if (attachment.switches.isEmpty()) {
    QVector<ObjectId> objects{ufm.id};
    objects += attachment.cables;
    ctx.report(RuleId::PL15, objects, QStringLiteral("unattached"),
               Text::tr("UFM appliance %1 reaches no InfiniBand switch: the subnet manager "
                        "reaches its fabric only through its InfiniBand ports. Connect %2 to a "
                        "leaf of the fabric it manages.")
                   .arg(deviceName(ctx, ufm.id), infiniBandPorts(*part).join(Text::tr(" or "))),
               deviceLocation(ctx, ufm.id));
    return;
  }
  // A pair is reported once, by the appliance whose id sorts first.
  for (const Device* twin : haTwins(ctx, ufm, *part)) {
    if (!(ufm.id < twin->id))
      continue;
    const Part* twinPart = ctx.findPart(twin->typeId);
    const FabricAttachment other = fabricAttachment(ctx, *twin, *twinPart);
    if (other.switches.isEmpty())
      continue;  // the twin's own finding says it reaches no switch
    const Device* shared = attachment.switches.constFirst();
    const bool oneSwitch = attachment.switches.size() == 1 && other.switches.size() == 1 &&
                           other.switches.constFirst() == shared;
    if (!oneSwitch)
      continue;
    QVector<ObjectId> objects{ufm.id, twin->id};
    for (const ObjectId& id : attachment.cables + other.cables) {
      if (!objects.contains(id))
        objects << id;
    }
    ctx.report(
        RuleId::PL15, objects, QStringLiteral("ha-one-switch"),
        Text::tr("The UFM high-availability pair %1 and %2 reaches the InfiniBand fabric "
                 "only through %3: one switch failure takes both subnet managers off the "
                 "fabric. Connect %2 to another switch of the same tier.")
            .arg(deviceName(ctx, ufm.id), deviceName(ctx, twin->id), deviceName(ctx, shared->id)),
        deviceLocation(ctx, ufm.id));
  }
}

}  // namespace rackwright
