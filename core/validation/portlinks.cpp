#include "portlinks.h"

#include "checksupport.h"
#include "core/model/networks.h"

#include <algorithm>

namespace rackwright::checks {

namespace {

/// The rate one optical port of a transceiver carries: its lanes at their rate, shared by its
/// optical ports (a twin-port module's two ports carry half each); 0 when not known.
int opticalPortRate(const Part* modulePart) {
  if (!modulePart || !modulePart->transceiver())
    return 0;
  const TransceiverBody& body = *modulePart->transceiver();
  const auto ports = std::max<qsizetype>(1, body.opticalPorts.size());
  return int(qsizetype(body.electricalLanes) * laneRateGbps(body.signalling) / ports);
}

/// The rate an end of a copper or AOC assembly carries: its lanes at the assembly's rate.
int assemblyEndRate(const Part* part, const QString& endName) {
  if (!part || !part->assembly())
    return 0;
  const CableAssemblyBody& body = *part->assembly();
  for (const AssemblyEndDefinition& end : body.ends) {
    if (end.name == endName)
      return int(end.lanes.size()) * laneRateGbps(body.signalling);
  }
  return 0;
}

/// The lower of two rates, a known one winning over an unknown (0) one.
int lowerRate(int a, int b) {
  if (a <= 0)
    return std::max(b, 0);
  return b <= 0 ? a : std::min(a, b);
}

}  // namespace

const Device* PortLink::far() const {
  const Device* only = nullptr;
  for (const FarEnd& end : ends) {
    if (!end.device)
      continue;
    if (only && only != end.device)
      return nullptr;
    only = end.device;
  }
  return only;
}

const Device* deviceAtEnd(CheckContext& ctx, const CableEnd& end, QString* cage) {
  const Attachment& at = end.attachment;
  if (at.kind == Attachment::Kind::Cage) {
    if (cage)
      *cage = at.port;
    return findDevice(ctx, at.objectId);
  }
  if (at.kind == Attachment::Kind::ModulePort) {
    if (const Module* module = findModule(ctx, at.objectId)) {
      if (cage)
        *cage = module->cage;
      return findDevice(ctx, module->deviceId);
    }
  }
  return nullptr;
}

QString networkOf(CheckContext& ctx, const Cable& cable) {
  ctx.dependsOn(cable.id);
  if (cable.network.isEmpty()) {
    for (const CableEnd& end : cable.ends)
      deviceAtEnd(ctx, end);  // records what Networks::ofCable reads
  }
  return Networks::ofCable(ctx.design(), cable);
}

void linksOfPort(CheckContext& ctx, const Device& host, const QString& cage,
                 std::span<const ObjectId> own, QVector<PortLink>* links) {
  const auto isOwn = [&](const ObjectId& id) {
    return std::find(own.begin(), own.end(), id) != own.end();
  };
  for (const EndRef& ref : endsAt(ctx, host.id, cage)) {
    PortLink link{&host, cage, networkOf(ctx, *ref.cable), {}, {ref.cable->id}};
    // From a breakout's leg only its head is the far end; the other legs go to other devices.
    const Part* part = ctx.findPart(ref.cable->typeId);
    const QString head = headEndName(part, *ref.cable);
    const int nearRate = assemblyEndRate(part, ref.end);
    for (const CableEnd& end : ref.cable->ends) {
      const Attachment& at = end.attachment;
      if (end.name == ref.end || (ref.end != head && end.name != head) ||
          at.kind != Attachment::Kind::Cage || isOwn(at.objectId)) {
        continue;
      }
      // From the head, each leg carries its own lanes; from a leg, the leg's lanes.
      const int rate = ref.end == head ? assemblyEndRate(part, end.name) : nearRate;
      link.ends.append({findDevice(ctx, at.objectId), rate});
    }
    links->append(std::move(link));
  }
  for (const Module* module : modulesInCage(ctx, host.id, cage)) {
    const Part* part = ctx.findPart(module->typeId);
    if (!part || !part->transceiver())
      continue;
    const int nearRate = opticalPortRate(part);
    for (const OpticalPortDefinition& port : part->transceiver()->opticalPorts) {
      const EndRefs ends = endsAt(ctx, module->id, port.name);
      if (ends.isEmpty())
        continue;
      PortLink link{&host, cage, {}, {}, {}};
      for (const OpticalPeer& peer : traceOpticalPort(ctx, ends)) {
        if (!isOwn(peer.far->deviceId)) {
          // A fiber splitter shares the head's port among its legs.
          const int legs = std::max(peer.legs, 1);
          const int nearShare = peer.split && peer.nearIsHead ? nearRate / legs : nearRate;
          const int farRate = opticalPortRate(ctx.findPart(peer.far->typeId));
          const int farShare = peer.split && !peer.nearIsHead ? farRate / legs : farRate;
          link.ends.append({findDevice(ctx, peer.far->deviceId), lowerRate(nearShare, farShare)});
        }
        for (const ObjectId& id : peer.cables) {
          if (!link.cables.contains(id))
            link.cables.append(id);
        }
      }
      for (const EndRef& ref : ends) {
        if (!link.cables.contains(ref.cable->id))
          link.cables.prepend(ref.cable->id);
      }
      for (const ObjectId& id : link.cables) {
        if (const Cable* cable = findCable(ctx, id); cable && link.network.isEmpty())
          link.network = networkOf(ctx, *cable);
      }
      links->append(std::move(link));
    }
  }
}

}  // namespace rackwright::checks
