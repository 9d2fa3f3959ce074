// Group A — form factor and cage fit (FF-01..05), PW-02 (cooling style), and the module scope
// entry point that runs every engine rule for one transceiver in its cage.

#include "checks.h"
#include "checksupport.h"
#include "core/common/textmatch.h"
#include "runcache.h"

#include <algorithm>

namespace rackwright {

using namespace checks;

namespace checks {

namespace {

/// Picks the candidate closest to `current` by name (MMA4Z00-NS → MMA4Z00-NS-FLT).
QString closest(const QString& current, const QStringList& candidates) {
  QString best;
  int bestScore = -1;
  for (const QString& id : candidates) {
    const int score = int(commonPrefixLength(current, id));
    if (score > bestScore) {
      best = id;
      bestScore = score;
    }
  }
  return best;
}

QString ffName(FormFactor ff) {
  return toString(ff);
}

/// "an OSFP", "a QSFP112" (by how the letters are spoken).
QString withArticle(const QString& name) {
  static const QString vowelSounds = QStringLiteral("AEFHILMNORSX");
  return (!name.isEmpty() && vowelSounds.contains(name.front().toUpper()) ? Text::tr("an %1")
                                                                          : Text::tr("a %1"))
      .arg(name);
}

QString fixWith(const QString& suggestion, const QString& generic) {
  return suggestion.isEmpty() ? generic : Text::tr("Use %1 instead.").arg(suggestion);
}

}  // namespace

QString suggestTransceiver(const Catalog& library, const Part& current,
                           const CageDefinition& cage) {
  const TransceiverBody& t = *current.transceiver();
  const compat::CageFacts cageFacts = compat::cageFacts(cage);
  QStringList candidates;
  for (const PartPtr& part : library.parts(PartKind::Transceiver)) {
    if (!part->transceiver() || part->id == current.id)
      continue;
    const TransceiverBody& c = *part->transceiver();
    if (c.pmd != t.pmd || c.signalling != t.signalling || c.speedGbps != t.speedGbps)
      continue;
    // The cage's own form factor (not an older plug it also takes), port style and top.
    const compat::PlugFit fit = compat::fitPlug(compat::plugFacts(c), cageFacts);
    if (fit.form != compat::FormFit::Same || !fit.twinPortMatches ||
        fit.top == compat::TopFit::Wrong)
      continue;
    if (!std::all_of(t.protocols.begin(), t.protocols.end(),
                     [&](Protocol p) { return c.protocols.contains(p); })) {
      continue;
    }
    candidates << part->id;
  }
  return closest(current.id, candidates);
}

QString suggestAssembly(const Catalog& library, const Part& current, const CageDefinition& cage) {
  const CableAssemblyBody& a = *current.assembly();
  const compat::CageFacts cageFacts = compat::cageFacts(cage);
  const auto endFits = [&](const CableAssemblyBody& body, const AssemblyEndDefinition& end) {
    const compat::PlugFit fit = compat::fitPlug(compat::plugFacts(body, end), cageFacts);
    return fit.seated() && fit.twinPortMatches && fit.top != compat::TopFit::Wrong;
  };
  QStringList candidates;
  for (const PartPtr& part : library.parts(PartKind::Cable)) {
    if (!part->assembly() || part->id == current.id)
      continue;
    const CableAssemblyBody& c = *part->assembly();
    if (c.type != a.type || c.signalling != a.signalling || c.ends.size() != a.ends.size()) {
      continue;
    }
    if (current.lengthM > 0 && part->lengthM > 0 && qAbs(current.lengthM - part->lengthM) > 1e-6) {
      continue;
    }
    const bool anyEndFits = std::any_of(c.ends.begin() + 1, c.ends.end(),
                                        [&](const auto& end) { return endFits(c, end); });
    const bool headFits = endFits(c, c.ends.front());
    if (anyEndFits || headFits)
      candidates << part->id;
  }
  return closest(current.id, candidates);
}

size_t qHash(const PlugInCageFacts& facts, size_t seed) {
  return qHashMulti(seed, facts.plug, facts.end, facts.host, facts.cage,
                    facts.configured ? 1 + int(*facts.configured) : 0);
}

PlugVerdict judgePlugInCage(const Catalog& library, const PlugInCageFacts& facts) {
  PlugVerdict verdict;
  const Plug plug = facts.end ? plugOf(facts.plug, *facts.end) : plugOf(facts.plug);
  const CageDefinition& cage = *facts.cage;
  const Part& hostPart = *facts.host;
  const compat::PlugFit fit = compat::fitPlug(plug.facts(), compat::cageFacts(cage));
  // Breakout assemblies report fit problems per end under FF-04.
  auto fitRule = [&](RuleId plain) { return plug.breakout ? RuleId::FF04 : plain; };
  auto suggestion = [&]() {
    return plug.isAssembly ? suggestAssembly(library, *plug.part, cage)
                           : suggestTransceiver(library, *plug.part, cage);
  };

  // FF-01 / FF-05: the mechanical family.
  if (!fit.seated()) {
    const QString fix = suggestion();
    if (isBlueField3(hostPart)) {
      verdict.push_back(
          {plug.breakout ? RuleId::FF04 : RuleId::FF05,
           false,
           [](const QStringList& p, const QString& where) {
             return Text::tr(
                        "%1 is a BlueField-3 %2 cage and accepts QSFP112 plugs only; %3 is "
                        "%4 plug. %5")
                 .arg(where, p[0], p[1], p[2], p[3]);
           },
           {ffName(cage.formFactor), plug.name, withArticle(ffName(plug.formFactor)),
            fixWith(fix, Text::tr("Use a QSFP112 part such as MMA1Z00-NS400 or "
                                  "MCP7Y10/MCP7Y40 legs."))}});
    } else {
      verdict.push_back({fitRule(RuleId::FF01),
                         false,
                         [](const QStringList& p, const QString& where) {
                           return Text::tr("%1 takes %2 plugs; %3 is %4 plug and does not fit. %5")
                               .arg(where, p[0], p[1], p[2], p[3]);
                         },
                         {ffName(cage.formFactor), plug.name, withArticle(ffName(plug.formFactor)),
                          fixWith(fix, Text::tr("Use a %1 part.").arg(ffName(cage.formFactor)))}});
    }
    return verdict;  // the plug is not seated: lane, power and thermal checks would only add noise
  }
  if (fit.formFactorUnstated) {
    verdict.push_back({RuleId::FF01,
                       true,
                       [](const QStringList& p, const QString& where) {
                         return Text::tr("the form factor of %1 or of %2 is not in the catalog.")
                             .arg(where, p[0]);
                       },
                       {plug.name}});
  } else if (const QString why = unconfirmedReason(hostPart, PartField::CageFormFactor);
             !why.isEmpty()) {
    verdict.push_back(
        {RuleId::FF01,
         true,
         [](const QStringList& p, const QString& where) {
           return Text::tr("the cage form factor of %1 is UNCONFIRMED (%2).").arg(where, p[0]);
         },
         {why}});
  }

  // FF-02: twin-port (8-lane, 2 x 400G) vs single-port (4-lane) plugs.
  if (!fit.twinPortMatches) {
    const QString fix = suggestion();
    if (plug.twinPort) {
      verdict.push_back(
          {fitRule(RuleId::FF02),
           false,
           [](const QStringList& p, const QString& where) {
             return Text::tr(
                        "%1 is a single-port %2-lane cage; %3 is a twin-port (2 x 400G, 8-lane) "
                        "plug. %4")
                 .arg(where, p[0], p[1], p[2]);
           },
           {QString::number(cage.electricalLanes), plug.name,
            fixWith(fix, Text::tr("Use a single-port module or a breakout leg."))}});
    } else {
      verdict.push_back(
          {fitRule(RuleId::FF02),
           false,
           [](const QStringList& p, const QString& where) {
             return Text::tr(
                        "%1 is a twin-port 8-lane switch cage; %2 is a single-port plug, which "
                        "NVIDIA does not support in twin-port cages. %3")
                 .arg(where, p[0], p[1]);
           },
           {plug.name, fixWith(fix, Text::tr("Use a twin-port module such as MMA4Z00-NS."))}});
    }
  } else if (const QString why = unconfirmedReason(hostPart, PartField::CageTwinPort);
             !why.isEmpty()) {
    verdict.push_back(
        {RuleId::FF02,
         true,
         [](const QStringList& p, const QString& where) {
           return Text::tr("whether %1 is a twin-port cage is UNCONFIRMED (%2).").arg(where, p[0]);
         },
         {why}});
  }

  // FF-03: finned (IHS) vs flat-top (RHS).
  if (fit.top == compat::TopFit::Wrong) {
    const QString fix = suggestion();
    const bool wantFlat = cage.thermal == CageThermal::NeedsFlat;
    const QString generic =
        wantFlat ? Text::tr("Use a flat-top %1 part (RHS, \"-FLT\").")
                       .arg(cage.twinPort ? Text::tr("twin-port") : Text::tr("single-port"))
                 : Text::tr("Use the finned (IHS) version of the part.");
    const QString specific =
        fix.isEmpty()
            ? generic
            : (wantFlat
                   ? Text::tr("Use a flat-top %1 part such as %2.")
                         .arg(cage.twinPort ? Text::tr("twin-port") : Text::tr("single-port"), fix)
                   : Text::tr("Use a finned (IHS) part such as %1.").arg(fix));
    verdict.push_back(
        {fitRule(RuleId::FF03),
         false,
         [](const QStringList& p, const QString& where) {
           return Text::tr("%1 is %2; %3 is %4. %5").arg(where, p[0], p[1], p[2], p[3]);
         },
         {thermalText(cage.thermal), plug.name,
          plug.isAssembly ? Text::tr("a %1 end").arg(topStyleText(plug.topStyle))
                          : Text::tr("a %1 module").arg(topStyleText(plug.topStyle)),
          specific}});
  } else {
    const QString whyCage = unconfirmedReason(hostPart, PartField::CageThermal);
    const QString whyPlug = unconfirmedReason(*plug.part, plug.topStyleField());
    if (!whyCage.isEmpty() || !whyPlug.isEmpty()) {
      verdict.push_back(
          {RuleId::FF03,
           true,
           [](const QStringList& p, const QString& where) {
             return Text::tr("the top style match of %1 in %2 relies on UNCONFIRMED data (%3).")
                 .arg(p[0], where, p[1]);
           },
           {plug.name, joinReasons({whyCage, whyPlug})}});
    }
  }

  // PW-02: a finned plug relies on the host's fans; a host without forced airflow cannot cool it.
  // (Flat-top cages already report a finned plug under FF-03.)
  if (plug.topStyle == TopStyle::Finned && cage.thermal != CageThermal::NeedsFlat &&
      hostPart.device()->airflow == Airflow::Passive) {
    verdict.push_back(
        {RuleId::PW02,
         false,
         [](const QStringList& p, const QString& where) {
           return Text::tr(
                      "%1 is a finned (IHS) plug and needs the host's airflow, but %2 (%3) has "
                      "passive cooling. Use a flat-top (RHS) part with a riding heat sink, or a "
                      "host with forced airflow.")
               .arg(p[0], where, p[1]);
         },
         {plug.name, hostPart.id}});
  }

  judgePlugLanes(plug, facts, fit, &verdict);
  judgePlugPower(plug, facts, &verdict);
  return verdict;
}

WordedVerdict wordVerdict(PlugVerdict verdict) {
  WordedVerdict worded{std::move(verdict), {}};
  const QString standIn(MessageTemplate::kStandIn);
  for (const FactFinding& finding : std::as_const(worded.verdict)) {
    const bool clean = std::none_of(
        finding.parameters.cbegin(), finding.parameters.cend(),
        [](const QString& parameter) { return MessageTemplate::holdsStandIn({parameter}); });
    if (!clean) {
      worded.messages.push_back(nullptr);
      continue;
    }
    const QString text = finding.message(standIn);
    worded.messages.push_back(std::make_shared<const MessageTemplate>(MessageTemplate::withHole(
        finding.unverified ? unverifiedText(finding.rule, text) : text, standIn)));
  }
  return worded;
}

void checkPlugInCage(CheckContext& ctx, const Plug& plug, const Host& host,
                     const QVector<ObjectId>& objects, const QString& discriminator,
                     const QString& location) {
  const PlugInCageFacts facts{plug.part, plug.end, host.part, host.cage, configuredProtocol(host)};
  // The verdict reads only the facts, so a full validation judges each kind of plug in each kind
  // of cage once, and words its messages once. (A scope that records its dependencies judges for
  // itself: an incremental run keeps no cache across edits.)
  ValidationRunCache* cache = ctx.recordsDependencies() ? nullptr : ctx.runCache();
  WordedVerdict uncached;
  const WordedVerdict* worded = &uncached;
  if (cache) {
    auto it = cache->plugVerdicts.constFind(facts);
    if (it == cache->plugVerdicts.constEnd()) {
      it = cache->plugVerdicts.insert(facts,
                                      wordVerdict(judgePlugInCage(ctx.design().library(), facts)));
    }
    worded = &*it;
  } else {
    uncached.verdict = judgePlugInCage(ctx.design().library(), facts);
  }
  for (qsizetype i = 0; i < worded->verdict.size(); ++i) {
    const FactFinding& finding = worded->verdict.at(i);
    // Most plugs carry a "not verified" info that a summarising run only counts.
    if (finding.unverified &&
        ctx.countsInfoOnly(RuleId::DS08, {objects.constData(), size_t(objects.size())}, location))
      continue;
    // Worded once for the run, or here when the verdict was not (no run cache, or the stand-in).
    const std::shared_ptr<const MessageTemplate> form =
        i < worded->messages.size() ? worded->messages.at(i) : nullptr;
    const auto wordHere = [&] {
      const QString text = finding.message(host.where(ctx));
      return finding.unverified ? unverifiedText(finding.rule, text) : text;
    };
    FindingText text = form ? FindingText(form, host.where(ctx)) : FindingText(wordHere());
    if (finding.unverified)
      reportUnverifiedText(ctx, finding.rule, objects, discriminator, std::move(text), location);
    else
      ctx.report(finding.rule, objects, discriminator, std::move(text), location);
  }
}

}  // namespace checks

void checkModule(CheckContext& ctx, const Module& module) {
  ctx.dependsOn(module.id);
  const DesignData& design = ctx.design();
  const Part* part = ctx.findPart(module.typeId);
  if (!part || !part->transceiver()) {
    const QString where = module.deviceId.isNull()
                              ? Text::tr("spare")
                              : cageLocation(ctx, module.deviceId, module.cage);
    ctx.report(RuleId::DS08, Severity::Warning, {module.id}, QStringLiteral("part"),
               Text::tr("Transceiver part \"%1\" is not in the catalog; its cage fit, lanes, power "
                        "and protocol cannot be checked. Import the part into the user catalog or "
                        "embed its definition in the design.")
                   .arg(module.typeId),
               where);
    return;
  }
  if (const QString why = unconfirmedReason(*part, PartField::Id); !why.isEmpty()) {
    const QString where = module.deviceId.isNull()
                              ? Text::tr("spare")
                              : cageLocation(ctx, module.deviceId, module.cage);
    if (!ctx.countsInfoOnly(RuleId::DS08, {&module.id, 1}, where)) {
      const auto notice = [&] {
        return Text::tr(
                   "The part number %1 is UNCONFIRMED (%2); confirm it with the vendor "
                   "before ordering.")
            .arg(part->id, why);
      };
      QString text;
      if (ValidationRunCache* cache = ctx.runCache()) {
        auto it = cache->partNumberNotices.find(part);
        if (it == cache->partNumberNotices.end())
          it = cache->partNumberNotices.insert(part, notice());
        text = *it;
      } else {
        text = notice();
      }
      ctx.report(RuleId::DS08, {module.id}, QStringLiteral("part-id"), text, where);
    }
  }
  if (module.deviceId.isNull())
    return;  // a spare: nothing is plugged

  ModuleView view;
  view.module = &module;
  view.part = part;
  view.body = part->transceiver();
  if (!resolveHost(ctx, module.deviceId, module.cage, &view.host)) {
    const Device* device = design.find<Device>(module.deviceId);
    const PartPtr devicePart = device ? design.part(device->typeId) : PartPtr();
    if (device && devicePart && devicePart->device()) {
      ctx.report(RuleId::DS04, {module.id}, QStringLiteral("cage"),
                 Text::tr("%1 sits in cage \"%2\", which %3 (%4) does not have. Move it to one "
                          "of the device's cages.")
                     .arg(part->id, module.cage, device->name, devicePart->id),
                 deviceLocation(ctx, device->id));
    } else if (!device) {
      ctx.report(RuleId::DS04, {module.id}, QStringLiteral("device"),
                 Text::tr("%1 is placed in a device that is not in the design. Remove it or plug "
                          "it into an existing device.")
                     .arg(part->id),
                 Text::tr("(missing device)"));
    }
    return;  // an unknown device part is reported by the device scope
  }
  view.location = cageLocation(ctx, module.deviceId, module.cage);

  checkModuleDesign(ctx, view);
  checkPlugInCage(ctx, plugOf(part), view.host, {module.id}, QString(), view.location);

  QVarLengthArray<PortPeers, 4> ports;  // a transceiver's one or two optical ports
  for (const OpticalPortDefinition& port : view.body->opticalPorts) {
    PortPeers entry;
    entry.port = port.name;
    entry.ends = endsAt(ctx, module.id, port.name);
    entry.attached = !entry.ends.isEmpty();
    if (entry.attached)
      entry.peers = traceOpticalPort(ctx, entry.ends);
    ports.push_back(std::move(entry));
  }
  checkModuleLanes(ctx, view, ports);
  checkModuleLinks(ctx, view, ports);
}

}  // namespace rackwright
