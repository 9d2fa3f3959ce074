// Group H — protocol: link layer (PR-01), endpoint default mode vs fabric (PR-02) and generation
// (PR-03), for transceivers in their cages, along optical channels and along copper assemblies.

#include "checksupport.h"
#include "runcache.h"

#include <algorithm>

namespace rackwright::checks {

namespace {

QString protocolList(std::span<const Protocol> protocols) {
  QStringList names;
  for (Protocol p : protocols)
    names << protocolName(p);
  return names.join(QStringLiteral(", "));
}

/// A transceiver like `current` (same PMD, form factor, top, twin) that supports `protocol`.
QString protocolVariant(const DesignData& design, const Part& current, Protocol protocol) {
  const TransceiverBody& t = *current.transceiver();
  QString best;
  for (const PartPtr& part : design.library().parts(PartKind::Transceiver)) {
    if (!part->transceiver() || part->id == current.id)
      continue;
    const TransceiverBody& c = *part->transceiver();
    if (c.pmd == t.pmd && c.formFactor == t.formFactor && c.topStyle == t.topStyle &&
        c.twinPort == t.twinPort && c.signalling == t.signalling &&
        c.protocols.contains(protocol) && current.id.startsWith(part->id.left(7))) {
      if (best.isEmpty() || part->id.size() < best.size())
        best = part->id;
    }
  }
  return best;
}

/// An endpoint that can simply be configured to `target`: a VPI host port (not a switch) whose
/// protocol is not set explicitly and that supports the target.
bool adjustable(const LinkEnd& end, Protocol target) {
  return !isSwitch(*end.side.host) && !end.side.configured && end.side.protocols.contains(target);
}

}  // namespace

void checkLinkProtocol(CheckContext& ctx, const LinkEnd& a, const LinkEnd& b,
                       const QVector<ObjectId>& objects, const QString& discriminator,
                       const LazyText& location, bool checkGeneration) {
  const std::optional<Protocol> ea = effectiveProtocol(a.side);
  const std::optional<Protocol> eb = effectiveProtocol(b.side);
  std::optional<Protocol> fabric = ea ? ea : eb;
  const LinkEnd* reconfigured = nullptr;
  if (ea && eb && *ea != *eb) {
    if (adjustable(b, *ea)) {
      reconfigured = &b;
      fabric = ea;
    } else if (adjustable(a, *eb)) {
      reconfigured = &a;
      fabric = eb;
    } else if (*ea == Protocol::Serial || *eb == Protocol::Serial) {
      // No configuration turns a console into a network port: the fix is a different port.
      const bool aSerial = *ea == Protocol::Serial;
      const LinkEnd& console = aSerial ? a : b;
      const LinkEnd& network = aSerial ? b : a;
      const bool server = console.side.host && console.side.host->device() &&
                          console.side.host->device()->role == DeviceRole::ConsoleServer;
      const QString fix =
          server ? Text::tr("Cable a switch's or server's console to %1 with a console cable")
                       .arg(console.label())
                 : Text::tr("Cable %1 to a console server's port with a console cable")
                       .arg(console.label());
      ctx.report(RuleId::PR01, objects, discriminator,
                 Text::tr("%1 is an RS-232 serial console port and %2 runs %3: a console line "
                          "does not run to a network port. %4, and %2 to a switch of its "
                          "network.")
                     .arg(console.label(), network.label(), protocolName(aSerial ? *eb : *ea), fix),
                 location());
      fabric.reset();
    } else {
      ctx.report(RuleId::PR01, objects, discriminator,
                 Text::tr("%1 runs %2 and %3 runs %4; %2 and %4 do not interoperate. Configure "
                          "both ends for the same protocol, or connect %3 to an %2 fabric.")
                     .arg(a.label(), protocolName(*ea), b.label(), protocolName(*eb)),
                 location());
      fabric.reset();
    }
  }
  if (reconfigured) {
    const LinkEnd& other = reconfigured == &b ? a : b;
    const std::optional<Protocol> current = defaultProtocol(reconfigured->side);
    ctx.report(RuleId::PR02, objects, discriminator,
               Text::tr("%1 (%2) defaults to %3, but the fabric at %4 is %5. Set the port to %5 "
                        "(for example with mlxconfig LINK_TYPE) and record it in the cage "
                        "configuration.")
                   .arg(reconfigured->label(), reconfigured->side.host->id,
                        current ? protocolName(*current) : Text::tr("no protocol"), other.label(),
                        protocolName(*fabric)),
               location());
    // The plug on the reconfigured side must run the fabric's protocol too ("-T" parts are
    // Ethernet only); its own cage check saw only the default.
    const Plug& plug = reconfigured->plug;
    if (!compat::runsProtocol(plug.protocols, *fabric)) {
      ctx.report(RuleId::PR01, objects, discriminator + QStringLiteral(":plug"),
                 Text::tr("%1 supports only %2, but the link from %3 to %4 runs %5. Use a part "
                          "that supports %5.")
                     .arg(plug.name, protocolList(plug.protocols), a.label(), b.label(),
                          protocolName(*fabric)),
                 location());
    }
  }

  if (checkGeneration && a.plug.generation != Generation::None &&
      b.plug.generation != Generation::None && a.plug.generation != b.plug.generation) {
    ctx.report(RuleId::PR03, objects, discriminator,
               Text::tr("%1 is %2 (%3) and %4 is %5 (%6); InfiniBand generations do not "
                        "negotiate across optics. Use the same generation at both ends; NDR "
                        "reaches HDR ports only through the HDR-flavour twin-port cables "
                        "(MCP7Y60, MCP7Y70, MFA7U10).")
                   .arg(a.label(), toString(a.plug.generation), a.plug.name, b.label(),
                        toString(b.plug.generation), b.plug.name),
               location());
  }
}

void checkModuleLinks(CheckContext& ctx, const ModuleView& view, std::span<const PortPeers> ports) {
  const Module& module = *view.module;
  const Part& part = *view.part;
  const TransceiverBody& t = *view.body;
  const QString& where = view.host.where(ctx);

  // PR-01: the module's firmware must run the protocol of its cage ("-T" parts are Ethernet).
  const std::optional<Protocol> protocol = effectiveProtocol(view.host);
  if (protocol && !compat::runsProtocol(t.protocols, *protocol)) {
    const QString variant = protocolVariant(ctx.design(), part, *protocol);
    ctx.report(RuleId::PR01, {module.id}, QStringLiteral("cage"),
               Text::tr("%1 runs %2; %3 supports only %4 (\"-T\" parts are documented for "
                        "Spectrum-4 Ethernet only). %5")
                   .arg(where, protocolName(*protocol), part.id, protocolList(t.protocols),
                        variant.isEmpty()
                            ? Text::tr("Use a part that supports %1.").arg(protocolName(*protocol))
                            : Text::tr("Use %1.").arg(variant)),
               view.location);
  } else if (const QString why = unconfirmedReason(part, PartField::TransceiverProtocols);
             protocol && !why.isEmpty()) {
    reportUnverified(ctx, RuleId::PR01, {module.id}, QStringLiteral("cage"),
                     Text::tr("the protocols of %1 are UNCONFIRMED (%2).").arg(part.id, why),
                     view.location);
  }

  // PR-01/02/03 along each optical channel, once per pair of ports.
  for (const PortPeers& port : ports) {
    for (const OpticalPeer& peer : port.peers) {
      if (!reportsPair(module.id, port.port, peer.far->id, peer.farPort))
        continue;
      const Part* farPartData = ctx.findPart(peer.far->typeId);
      if (!farPartData || !farPartData->transceiver())
        continue;
      Host farHost;
      if (!resolveHost(ctx, peer.far->deviceId, peer.far->cage, &farHost))
        continue;
      // A full validation checks each kind of link once while it reports nothing.
      ValidationRunCache* cache = ctx.recordsDependencies() ? nullptr : ctx.runCache();
      // checkLinkProtocol reads only these facts (the plugs are the parts').
      const LinkFacts key{view.part, protocolFacts(view.host), farPartData, protocolFacts(farHost)};
      if (cache && cache->quietLinks.contains(key))
        continue;
      const qsizetype reportedBefore = ctx.findingCount();
      const Part* farPart = ctx.findPart(peer.far->typeId);
      const ObjectId farId = peer.far->id;
      const QString nearPort = port.port;
      const QString farPort = peer.farPort;
      const LinkEnd a{key.near, plugOf(view.part), LazyText([&ctx, id = module.id, nearPort] {
                        return modulePortLocation(ctx, id, nearPort);
                      })};
      const LinkEnd b{key.far, plugOf(farPart), LazyText([&ctx, farId, farPort] {
                        return modulePortLocation(ctx, farId, farPort);
                      })};
      checkLinkProtocol(ctx, a, b, {module.id, farId}, nearPort + QLatin1Char('>') + farPort,
                        a.label, true);
      if (cache && ctx.findingCount() == reportedBefore)
        cache->quietLinks.insert(key);
    }
  }
}

void checkCableProtocol(CheckContext& ctx, const Cable& cable, const Part* partPtr,
                        const QVector<std::optional<Host>>& hosts) {
  const Part& part = *partPtr;
  const CableAssemblyBody& a = *part.assembly();
  // PR-01: the assembly must support the protocol of every cage it lands in.
  for (int i = 0; i < hosts.size(); ++i) {
    if (!hosts[i])
      continue;
    const std::optional<Protocol> protocol = effectiveProtocol(*hosts[i]);
    if (protocol && !compat::runsProtocol(a.protocols, *protocol)) {
      ctx.report(RuleId::PR01, {cable.id, hosts[i]->device->id},
                 QStringLiteral("cage:") + a.ends[i].name,
                 Text::tr("%1 runs %2; %3 supports only %4. Use a part that supports %2.")
                     .arg(cageName(ctx, hosts[i]->device->id, hosts[i]->cageName),
                          protocolName(*protocol), part.id, protocolList(a.protocols)),
                 cageLocation(ctx, hosts[i]->device->id, hosts[i]->cageName));
    }
  }
  // PR-01/PR-02 between the head and every leg (a straight cable has one "leg").
  if (!hosts.value(0))
    return;
  const Host& head = *hosts[0];
  for (int i = 1; i < hosts.size(); ++i) {
    if (!hosts[i])
      continue;
    const Host& leg = *hosts[i];
    const LinkEnd from{protocolFacts(head), plugOf(partPtr, a.ends[0]), LazyText([&ctx, &head] {
                         return cageName(ctx, head.device->id, head.cageName);
                       })};
    const LinkEnd to{protocolFacts(leg), plugOf(partPtr, a.ends[i]), LazyText([&ctx, &leg] {
                       return cageName(ctx, leg.device->id, leg.cageName);
                     })};
    checkLinkProtocol(ctx, from, to, {cable.id, head.device->id, leg.device->id},
                      QStringLiteral("link:") + a.ends[i].name, LazyText([&ctx, &head] {
                        return cageLocation(ctx, head.device->id, head.cageName);
                      }),
                      false);
  }
}

}  // namespace rackwright::checks
