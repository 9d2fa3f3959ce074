// Group F — lanes, lane rate and breakouts (LN-01..06), plus the split-configuration consistency
// rule DS-07 that goes with LN-04.

#include "checksupport.h"
#include "runcache.h"

namespace rackwright::checks {

namespace {

QString gbps(int speed) {
  return Text::tr("%1 Gb/s").arg(speed);
}

bool splitConfigured(const Host& host) {
  return host.device->cageConfig.value(host.cageName).splitConfigured;
}

QString generationText(Generation g) {
  return g == Generation::None ? Text::tr("no generation") : toString(g);
}

/// Whether the port at (module, port) holds the head of a fiber splitter directly.
bool splitterHeadAt(CheckContext& ctx, const PortPeers& port, int* legs) {
  for (const EndRef& ref : port.ends) {
    const Part* part = ctx.findPart(ref.cable->typeId);
    if (!part || !part->fiber() || part->fiber()->construction != FiberConstruction::Splitter)
      continue;
    if (part->fiber()->ends.size() > 2 && part->fiber()->ends.front().name == ref.end) {
      *legs = int(part->fiber()->ends.size()) - 1;
      return true;
    }
  }
  return false;
}

}  // namespace

QString speedName(int speed, Signalling signalling, std::optional<Protocol> protocol) {
  if (!protocol)
    return gbps(speed);
  if (*protocol == Protocol::Ethernet)
    return Text::tr("%1GbE").arg(speed);
  const int rate = laneRateGbps(signalling);
  if (speed >= 800)
    return Text::tr("XDR %1G").arg(speed);
  if (speed == 400)
    return Text::tr("NDR 400G");
  if (speed == 200)
    return rate >= 100 ? Text::tr("NDR200") : Text::tr("HDR 200G");
  if (speed == 100)
    return rate >= 50 ? Text::tr("HDR100") : Text::tr("EDR 100G");
  return Text::tr("%1G InfiniBand").arg(speed);
}

bool reportsPair(const ObjectId& a, const QString& portA, const ObjectId& b, const QString& portB) {
  if (a != b)
    return a < b;
  return portA < portB;
}

void judgePlugLanes(const Plug& plug, const PlugInCageFacts& facts, const compat::PlugFit& fit,
                    PlugVerdict* verdict) {
  const CageDefinition& cage = *facts.cage;
  const Part& hostPart = *facts.host;

  // LN-01 (a): the host must run the plug's electrical lane family.
  if (fit.signalling == compat::SignallingFit::CageUnstated) {
    verdict->push_back({RuleId::LN01,
                        true,
                        [](const QStringList& p, const QString& where) {
                          return Text::tr("the lane signalling of %1 (%2) is not in the catalog.")
                              .arg(where, p[0]);
                        },
                        {hostPart.id}});
  } else if (fit.signalling == compat::SignallingFit::Wrong) {
    QStringList supported;
    for (Signalling s : cage.signalling)
      supported << toString(s);
    verdict->push_back(
        {RuleId::LN01,
         false,
         [](const QStringList& p, const QString& where) {
           return Text::tr(
                      "%1 runs %2 lanes; %3 uses %4. NVIDIA hosts and optics do not shift "
                      "between signalling families (XDR cannot downshift; NDR optics cannot "
                      "run HDR). Use a %5 part.")
               .arg(where, p[0], p[1], p[2], p[3]);
         },
         {supported.join(QStringLiteral("/")), plug.name, toString(plug.signalling),
          toString(cage.signalling.front())}});
  } else if (fit.signalling != compat::SignallingFit::NotChecked) {
    if (const QString why = unconfirmedReason(hostPart, PartField::CageSignalling);
        !why.isEmpty()) {
      verdict->push_back(
          {RuleId::LN01,
           true,
           [](const QStringList& p, const QString& where) {
             return Text::tr("the lane signalling of %1 is UNCONFIRMED (%2).").arg(where, p[0]);
           },
           {why}});
    }
  }

  // LN-02: a cable end cannot carry more lanes than the cage it lands on.
  if (plug.isAssembly && fit.lanes == compat::LaneFit::Exceeds) {
    verdict->push_back(
        {RuleId::LN02,
         false,
         [](const QStringList& p, const QString& where) {
           return Text::tr(
                      "%1 carries %2 lanes but %3 has %4 electrical lanes; the extra lanes "
                      "would be lost. Use a breakout whose legs carry at most %4 lanes (for "
                      "example MCP7Y00/MCP7Y10 with two 4-lane legs).")
               .arg(p[0], p[1], where, p[2]);
         },
         {plug.name, QString::number(plug.lanes), QString::number(cage.electricalLanes)}});
  }

  // LN-06: ConnectX-8 runs 800G only as XDR InfiniBand.
  if (isConnectX8(hostPart) && !plug.twinPort) {
    const int lanes =
        cage.electricalLanes > 0 ? qMin(plug.lanes, cage.electricalLanes) : plug.lanes;
    const int speed = lanes * laneRateGbps(plug.signalling);
    const std::optional<Protocol> protocol =
        effectiveProtocol(protocolFacts(hostPart, cage, facts.configured));
    if (speed >= 800 && protocol == Protocol::Ethernet) {
      verdict->push_back(
          {RuleId::LN06,
           false,
           [](const QStringList& p, const QString& where) {
             return Text::tr(
                        "%1 runs Ethernet with %2 at %3; ConnectX-8 supports 800G only as XDR "
                        "InfiniBand and at most 2 x 400GbE on Ethernet. Configure the port for "
                        "InfiniBand, or use a 2 x 400G plug for Ethernet.")
                 .arg(where, p[0], p[1]);
           },
           {plug.name, gbps(speed)}});
    }
  }
}

void checkModuleLanes(CheckContext& ctx, const ModuleView& view, std::span<const PortPeers> ports) {
  const Module& module = *view.module;
  const TransceiverBody& t = *view.body;
  const Host& host = view.host;
  const CageDefinition& cage = *host.cage;
  const int portCount = qMax(1, int(t.opticalPorts.size()));
  const int lanesPerPort = t.electricalLanes > 0 ? t.electricalLanes / portCount : 4;
  const int rate = laneRateGbps(t.signalling);
  int portSpeed = t.speedGbps > 0 ? t.speedGbps : lanesPerPort * rate;
  const bool capped = !cage.twinPort && cage.maxSpeedGbps > 0 && cage.maxSpeedGbps < portSpeed;
  if (capped)
    portSpeed = cage.maxSpeedGbps;
  const std::optional<Protocol> protocol = effectiveProtocol(host);
  const QString& where = host.where(ctx);

  // LN-03: what each optical port runs, including split legs.
  struct PortState {
    bool head = false;
    bool leg = false;
    int legs = 1;
  };
  QVarLengthArray<PortState, 2> states;
  QStringList splitHeads;
  bool straightAttached = false;
  for (const PortPeers& port : ports) {
    PortState state;
    state.head = port.attached && splitterHeadAt(ctx, port, &state.legs);
    for (const OpticalPeer& peer : port.peers) {
      if (!peer.split)
        continue;
      state.legs = peer.legs;
      if (peer.nearIsHead) {
        state.head = true;
      } else {
        state.leg = true;
      }
    }
    if (state.head)
      splitHeads << port.port;
    else if (!state.leg && port.attached)
      straightAttached = true;
    states.push_back(state);
  }
  // What LN-03 says of one kind of transceiver in one kind of cage: everything but the module's
  // part number and the cage's name.
  const auto judgeSpeed = [&]() {
    QStringList portTexts;
    for (size_t i = 0; i < ports.size(); ++i) {
      const QString& port = ports[i].port;
      const PortState& state = states.at(qsizetype(i));
      if (state.head) {
        // One multi-argument arg() per message: a single pass over the text.
        portTexts << Text::tr("port %1 split 1:%2 into %2 x %3")
                         .arg(port, QString::number(state.legs),
                              speedName(portSpeed / state.legs, t.signalling, protocol));
      } else if (state.leg) {
        portTexts << Text::tr("port %1 runs %2 on a split leg (%3 of %4 lanes lit)")
                         .arg(port, speedName(portSpeed / state.legs, t.signalling, protocol),
                              QString::number(lanesPerPort / state.legs),
                              QString::number(lanesPerPort));
      } else {
        portTexts << Text::tr("port %1 %2").arg(port, speedName(portSpeed, t.signalling, protocol));
      }
    }
    ModuleSpeed speed;
    speed.twinPort = t.twinPort;
    speed.text = MessageTemplate(
        t.twinPort ? Text::tr("%1 in %2: twin-port module, two independent %3 ports (%4 lanes x "
                              "%5 each): %6. Capacity 2 x %3 (%7 in total), not 2 x %7.")
                   : Text::tr("%1 in %2: %3 (%4 lanes x %5)%6."));
    speed.ports = portTexts.join(QStringLiteral("; "));
    speed.lanes = QString::number(lanesPerPort);
    speed.signalling = toString(t.signalling);
    speed.portSpeed = gbps(portSpeed);
    speed.total = gbps(2 * portSpeed);
    if (capped)
      speed.limit = Text::tr(", limited to %1 by the host").arg(gbps(portSpeed));
    return speed;
  };
  // A summarising run counts most of these infos without their text (CheckContext).
  if (!ctx.countsInfoOnly(RuleId::LN03, {&module.id, 1}, view.location)) {
    // This info is written for every transceiver, and transceivers of one kind in one kind of
    // cage share all of it but the names: a run judges each combination once.
    ModuleSpeedKey key{view.part, host.cage, protocol ? int(*protocol) : -1, 0};
    bool memoizable = ctx.runCache() && states.size() <= 8;
    for (qsizetype i = 0; memoizable && i < states.size(); ++i) {
      const PortState& s = states.at(i);
      memoizable = s.legs >= 0 && s.legs < 64;
      key.ports |= quint64((s.head ? 1 : 0) | (s.leg ? 2 : 0) | (s.legs << 2)) << (8 * i);
    }
    const auto word = [](const ModuleSpeed& speed, QStringView typeId, QStringView cageName) {
      return speed.twinPort ? speed.text.arg({typeId, cageName, speed.portSpeed, speed.lanes,
                                              speed.signalling, speed.ports, speed.total})
                            : speed.text.arg({typeId, cageName, speed.ports, speed.lanes,
                                              speed.signalling, speed.limit});
    };
    ModuleSpeed uncached;
    const ModuleSpeed* speed = &uncached;
    if (memoizable) {
      auto& speeds = ctx.runCache()->moduleSpeeds;
      auto it = speeds.constFind(key);
      if (it == speeds.constEnd()) {
        ModuleSpeed judged = judgeSpeed();
        // Worded once for the part's own number; each module fills in its cage's name.
        if (!MessageTemplate::holdsStandIn({view.part->id, judged.ports, judged.limit})) {
          const QString standIn(MessageTemplate::kStandIn);
          judged.worded = std::make_shared<const MessageTemplate>(
              MessageTemplate::withHole(word(judged, view.part->id, standIn), standIn));
        }
        it = speeds.insert(key, std::move(judged));
      }
      speed = &*it;
    } else {
      uncached = judgeSpeed();
    }
    FindingText message = speed->worded && module.typeId == view.part->id
                              ? FindingText(speed->worded, where)
                              : FindingText(word(*speed, module.typeId, where));
    ctx.report(RuleId::LN03, {module.id}, QStringLiteral("speed"), std::move(message),
               view.location);
  }

  // LN-04 / DS-07: splitting a switch port needs configuration; an unsplittable cage cannot.
  const bool configured = splitConfigured(host);
  if (!splitHeads.isEmpty()) {
    if (!cage.splitCapable) {
      ctx.report(RuleId::DS07, {module.id}, QStringLiteral("split"),
                 Text::tr("%1 cannot be split, but %2 port(s) %3 feed fiber splitters. Use "
                          "straight fibers, or a split-capable switch cage.")
                     .arg(where, module.typeId, splitHeads.join(QStringLiteral(", "))),
                 view.location);
    } else if (host.isSwitch() && !configured) {
      ctx.report(RuleId::LN04, {module.id}, QStringLiteral("split"),
                 Text::tr("%1 port(s) %2 of %3 feed fiber splitters; %4 does not detect split "
                          "cables automatically. Configure %5 for split operation (system "
                          "profile and port type) and mark the cage split-configured.")
                     .arg(module.typeId, splitHeads.join(QStringLiteral(", ")), where,
                          host.part->id, host.cageName),
                 view.location);
    }
  } else if (configured && straightAttached) {
    ctx.report(RuleId::DS07, Severity::Warning, {module.id}, QStringLiteral("split"),
               Text::tr("%1 is configured for split operation but %2 carries straight fibers; "
                        "those links will not come up at full speed. Clear the split "
                        "configuration or use splitter fibers.")
                   .arg(where, module.typeId),
               view.location);
  }

  // LN-01 (b) / LN-05 end to end across the optics, reported once per pair of ports.
  for (const PortPeers& port : ports) {
    for (const OpticalPeer& peer : port.peers) {
      if (!reportsPair(module.id, port.port, peer.far->id, peer.farPort))
        continue;
      const Part* farPart = ctx.findPart(peer.far->typeId);
      if (!farPart || !farPart->transceiver())
        continue;
      const TransceiverBody& f = *farPart->transceiver();
      if (t.signalling == f.signalling || t.signalling == Signalling::Unknown ||
          f.signalling == Signalling::Unknown) {
        continue;
      }
      const QString nearLoc = modulePortLocation(ctx, module.id, port.port);
      const QString farLoc = modulePortLocation(ctx, peer.far->id, peer.farPort);
      const QString disc = port.port + QLatin1Char('>') + peer.farPort;
      if (!t.pmd.isEmpty() && t.pmd == f.pmd && t.speedGbps == f.speedGbps) {
        ctx.report(RuleId::LN05, {module.id, peer.far->id}, disc,
                   Text::tr("%1 (%2 electrical) and %3 (%4 electrical) differ on the host side, "
                            "but both run %5 at %6 on the fiber; the retimed optics bridge the "
                            "lane rates.")
                       .arg(nearLoc, toString(t.signalling), farLoc, toString(f.signalling), t.pmd,
                            gbps(t.speedGbps)),
                   nearLoc);
      } else {
        ctx.report(RuleId::LN01, {module.id, peer.far->id}, disc,
                   Text::tr("%1 uses %2 optics (%3) and the far end %4 uses %5 (%6); optics do "
                            "not shift between signalling families (NDR cannot downshift to HDR, "
                            "XDR cannot downshift at all). Use matching optics at both ends, or "
                            "an HDR-flavour twin-port cable (MCP7Y60/MCP7Y70/MFA7U10) to reach "
                            "HDR ports.")
                       .arg(nearLoc, toString(t.signalling), generationText(t.generation), farLoc,
                            toString(f.signalling), generationText(f.generation)),
                   nearLoc);
      }
    }
  }
}

void checkCableLanes(CheckContext& ctx, const Cable& cable, const Part& part,
                     const QVector<std::optional<Host>>& hosts) {
  const CableAssemblyBody& a = *part.assembly();
  if (a.ends.size() < 2)
    return;
  // The family each end runs: the full-speed one, unless its cage runs only one of the
  // assembly's other families (MCP7Y60's legs at 25G-NRZ to an EDR port).
  auto familyAt = [&](int i) {
    if (hosts[i] && !hosts[i]->cage->signalling.isEmpty() &&
        !hosts[i]->cage->signalling.contains(a.signalling)) {
      for (Signalling other : a.otherSignalling) {
        if (hosts[i]->cage->signalling.contains(other))
          return other;
      }
    }
    return a.signalling;
  };
  auto endWhere = [&](int i) {
    return hosts[i] ? cageName(ctx, hosts[i]->device->id, hosts[i]->cageName) : Text::tr("loose");
  };
  auto capped = [&](int i, int speed) {
    if (hosts[i] && !hosts[i]->cage->twinPort && hosts[i]->cage->maxSpeedGbps > 0) {
      return qMin(speed, hosts[i]->cage->maxSpeedGbps);
    }
    return speed;
  };
  QString location;
  for (int i = 0; i < hosts.size() && location.isEmpty(); ++i) {
    if (hosts[i])
      location = cageLocation(ctx, hosts[i]->device->id, hosts[i]->cageName);
  }
  if (location.isEmpty())
    location = Text::tr("loose");

  // LN-03: resulting speed per leg.
  QString message;
  if (!a.breakout() && a.signalling == Signalling::RS232) {
    // A console line has no lanes and no rate worth a figure: its speed is the ports' baud rate.
    message = Text::tr("%1 between %2 and %3: RS-232 serial console line.")
                  .arg(part.id, endWhere(0), endWhere(1));
  } else if (!a.breakout() && a.signalling == Signalling::BaseT) {
    // Twisted pair has no lane rate; the speed is the slower port's maximum.
    int speed = 0;
    for (int i = 0; i < 2; ++i) {
      if (hosts[i] && hosts[i]->cage->maxSpeedGbps > 0) {
        speed =
            speed == 0 ? hosts[i]->cage->maxSpeedGbps : qMin(speed, hosts[i]->cage->maxSpeedGbps);
      }
    }
    message = speed > 0 ? Text::tr(
                              "%1 between %2 and %3: BASE-T copper, up to %4 (the slower "
                              "port's maximum).")
                              .arg(part.id, endWhere(0), endWhere(1), gbps(speed))
                        : Text::tr(
                              "%1 between %2 and %3: BASE-T copper; the ports do not state "
                              "their speed.")
                              .arg(part.id, endWhere(0), endWhere(1));
  } else if (!a.breakout()) {
    const int lanes = int(qMin(a.ends[0].lanes.size(), a.ends[1].lanes.size()));
    const bool twin = a.ends[0].twinPort && a.ends[1].twinPort;
    // Both ends run the slower of the two families their cages allow.
    const Signalling family =
        laneRateGbps(familyAt(0)) <= laneRateGbps(familyAt(1)) ? familyAt(0) : familyAt(1);
    const int rate = laneRateGbps(family);
    const int speed = twin ? lanes / 2 * rate : capped(0, capped(1, lanes * rate));
    message = Text::tr("%1 between %2 and %3: %4 (%5 lanes x %6).")
                  .arg(part.id, endWhere(0), endWhere(1),
                       twin ? Text::tr("2 x %1").arg(gbps(speed)) : gbps(speed))
                  .arg(lanes)
                  .arg(toString(family));
  } else {
    QStringList legs;
    for (int i = 1; i < a.ends.size(); ++i) {
      const int speed = capped(i, int(a.ends[i].lanes.size()) * laneRateGbps(familyAt(i)));
      legs << Text::tr("%1 to %2: %3").arg(a.ends[i].name, endWhere(i), gbps(speed));
    }
    message = Text::tr("%1 from %2: 1:%3 breakout of %4 lanes x %5; %6.")
                  .arg(part.id, endWhere(0))
                  .arg(a.ends.size() - 1)
                  .arg(a.ends[0].lanes.size())
                  .arg(toString(a.signalling), legs.join(QStringLiteral("; ")));
  }
  ctx.report(RuleId::LN03, {cable.id}, QStringLiteral("speed"), message, location);

  // LN-04 / DS-07 at the head of a breakout; DS-07 for straight cables in split-configured cages.
  if (a.breakout()) {
    if (const auto& head = hosts[0]) {
      const QString where = cageName(ctx, head->device->id, head->cageName);
      const QString headLocation = cageLocation(ctx, head->device->id, head->cageName);
      const QVector<ObjectId> objects{cable.id, head->device->id};
      if (!head->cage->splitCapable) {
        ctx.report(RuleId::DS07, objects, QStringLiteral("split"),
                   Text::tr("%1 cannot be split, but the head of breakout %2 is plugged into it. "
                            "Use a straight cable, or a split-capable switch cage.")
                       .arg(where, part.id),
                   headLocation);
      } else if (head->isSwitch() && !splitConfigured(*head)) {
        ctx.report(RuleId::LN04, objects, QStringLiteral("split"),
                   Text::tr("%1 carries the head of breakout %2; %3 does not detect split "
                            "cables automatically. Configure %4 for split operation (system "
                            "profile and port type) and mark the cage split-configured.")
                       .arg(where, part.id, head->part->id, head->cageName),
                   headLocation);
      }
    }
  } else {
    for (int i = 0; i < hosts.size(); ++i) {
      if (!hosts[i] || !splitConfigured(*hosts[i]))
        continue;
      ctx.report(RuleId::DS07, Severity::Warning, {cable.id, hosts[i]->device->id},
                 QStringLiteral("split:") + a.ends[i].name,
                 Text::tr("%1 is configured for split operation but carries the straight cable "
                          "%2; the link will not come up at full speed. Clear the split "
                          "configuration or use a breakout cable.")
                     .arg(endWhere(i), part.id),
                 cageLocation(ctx, hosts[i]->device->id, hosts[i]->cageName));
    }
  }
}

}  // namespace rackwright::checks
