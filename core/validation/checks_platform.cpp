// Platform rules (PL) on one cable: a node port lands only on a network of its role (PL-08), and
// management ports only on out-of-band management (PL-10). The roles come from the catalog (a
// cage's "networks"), the cable's network from the cable itself or, when it has none, from what
// the other end's port or device serves (core/model/networks.h).

#include "checks.h"
#include "checksupport.h"
#include "core/model/networks.h"

#include <QVarLengthArray>

namespace rackwright {

using namespace checks;

namespace {

/// One attached end of the cable: the device and cage it sits in (a fiber on a transceiver sits
/// in the transceiver's cage) and the networks that port allows (empty = any).
struct PortEnd {
  const Device* device = nullptr;
  QString cage;
  const CageDefinition* definition = nullptr;
  QStringList allowed;
  QString endName;
};

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

}  // namespace

void checkCableNetworks(CheckContext& ctx, const Cable& cable) {
  QVarLengthArray<PortEnd, 3> ends;
  bool anyRole = false;
  for (const CableEnd& end : cable.ends) {
    const Attachment& at = end.attachment;
    PortEnd port;
    port.endName = end.name;
    if (at.kind == Attachment::Kind::Cage) {
      port.device = findDevice(ctx, at.objectId);
      port.cage = at.port;
    } else if (at.kind == Attachment::Kind::ModulePort) {
      if (const Module* module = findModule(ctx, at.objectId)) {
        port.device = findDevice(ctx, module->deviceId);
        port.cage = module->cage;
      }
    }
    if (!port.device)
      continue;  // loose, on a patch panel, or on a spare module: decides nothing
    const Part* part = ctx.findPart(port.device->typeId);
    if (part && part->device())
      port.definition = part->device()->cage(port.cage);
    if (port.definition && !port.definition->networks.isEmpty()) {
      port.allowed = port.definition->networks;
      anyRole = true;
    } else if (!port.device->network.isEmpty()) {
      port.allowed = {port.device->network};
    }
    anyRole = anyRole || (port.definition && port.definition->leaveUnwired);
    ends.append(port);
  }
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
    const QStringList& roles = port.definition->networks;
    if (roles.isEmpty())
      continue;
    const QString network = cable.network.isEmpty() ? agreedExcept(ends, i) : cable.network;
    if (network.isEmpty())
      continue;
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

}  // namespace rackwright
