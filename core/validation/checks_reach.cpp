// Group G: reach and length. RE-01/RE-02 are part limits of copper and active assemblies (run
// from checkCable); the channel rules decide one length verdict per optical channel (FM-02,
// PMD-04 or RE-03, whichever limit binds, so a too-long channel gets one finding naming the
// right fix), then the mating count / loss budget (RE-04), the minimum length of single-mode
// optics (RE-05) and the twin-port fiber skew (RE-06).

#include "checks.h"
#include "checksupport.h"
#include "core/channel/channelloss.h"
#include "core/channel/channelreporter.h"

#include <QRegularExpression>
#include <QVarLengthArray>

#include <cmath>

namespace rackwright {

namespace {

class Text final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ReachChecks)
};

constexpr double kEpsilon = 1e-6;

QString metres(double m) {
  return Text::tr("%1 m").arg(
      QString::number(m, 'f', 1).remove(QRegularExpression(QStringLiteral("\\.0$"))));
}

/// The longest variant of the assembly's family (its orderable maximum).
double familyMaxLength(const DesignData& design, const Part& part) {
  double longest = std::max(part.lengthM, part.maxLengthM);
  if (part.family.isEmpty())
    return longest;
  for (const PartPtr& p : design.library().parts(part.kind)) {
    if (p->family == part.family)
      longest = std::max({longest, p->lengthM, p->maxLengthM});
  }
  return longest;
}

QString cableLocation(CheckContext& ctx, const Cable& cable) {
  QStringList places;
  for (const CableEnd& end : cable.ends) {
    if (end.attachment.isConnected())
      places << checks::attachmentLocation(ctx, end.attachment);
  }
  return places.isEmpty() ? CheckContext::tr("loose") : places.join(QStringLiteral(" → "));
}

// --- channel length ----------------------------------------------------------------------------

/// Multimode grades ordered worst first; OM5 counts as OM4 at 850 nm (UNCONFIRMED beyond).
double gradeLimitM(FiberGrade grade) {
  switch (grade) {
    case FiberGrade::OM3:
      return 30;
    case FiberGrade::OM4:
    case FiberGrade::OM5:
      return 50;
    default:
      return 0;
  }
}

double moduleReach(const TransceiverBody& t, FiberGrade grade) {
  if (t.reachM.contains(grade))
    return t.reachM.value(grade);
  if (grade == FiberGrade::OM5 && t.reachM.contains(FiberGrade::OM4))
    return t.reachM.value(FiberGrade::OM4);
  return 0;
}

QString segmentSum(const DesignData& design, const OpticalChannel& ch) {
  QStringList parts;
  for (const FiberSegment& s : ch.segments) {
    parts << Text::tr("%1 %2").arg(metres(s.lengthM), ChannelNames::cable(design, s));
  }
  return parts.join(QStringLiteral(" + "));
}

void checkLength(const ChannelReporter& r) {
  const OpticalChannel& ch = r.channel();
  const Part* near = r.nearPart();
  if (!near || ch.segments.isEmpty())
    return;
  const TransceiverBody& a = *near->transceiver();
  const double length = ch.lengthM();
  const bool multimode = a.fiberClass == FiberClass::MMF;

  // The channel's grade: the worst one of the fibers that suit the optic.
  FiberGrade grade = FiberGrade::None;
  for (const FiberSegment& s : ch.segments) {
    if (s.fiberClass != a.fiberClass || s.grade == FiberGrade::None)
      continue;
    if (grade == FiberGrade::None || int(s.grade) < int(grade))
      grade = s.grade;
  }
  if (grade == FiberGrade::None)
    return;  // FM-01 reports fibers of the wrong class

  const double gradeLimit = multimode ? gradeLimitM(grade) : 0;
  double reachA = moduleReach(a, grade);
  double reachB = 0;
  const Part* far = r.farPart();
  if (far)
    reachB = moduleReach(*far->transceiver(), grade);
  double moduleLimit = 0;
  for (double reach : {reachA, reachB}) {
    if (reach > 0)
      moduleLimit = moduleLimit > 0 ? std::min(moduleLimit, reach) : reach;
  }
  const bool splitSingleMode = !multimode && ch.splitterCount() > 0;

  // Only a finding needs these (most channels report nothing).
  const auto cables = [&ch] { return ch.cables(); };
  const checks::LazyText sum([&r, &ch] {
    return ch.segments.size() > 1 ? Text::tr(" (%1)").arg(segmentSum(r.design(), ch)) : QString();
  });

  if (multimode && gradeLimit > 0 && length > gradeLimit + kEpsilon) {
    const QString fix = grade == FiberGrade::OM3 && length <= 50 + kEpsilon
                            ? Text::tr("Use OM4 fiber (up to 50 m) or shorten the channel.")
                            : Text::tr(
                                  "Shorten the channel to 50 m or use single-mode DR4 "
                                  "optics (MMS4X00) with OS2 fiber for longer runs.");
    r.report(RuleId::FM02, cables(), QString(),
             Text::tr("%1 is %2 long%3 on %4 multimode fiber; 100G-PAM4 multimode channels "
                      "reach %5 on %4. %6")
                 .arg(r.name(), metres(length), sum(), toString(grade), metres(gradeLimit), fix));
    return;
  }
  if (splitSingleMode && length > ReachLimits::kSingleModeSplitterM + kEpsilon) {
    r.report(RuleId::RE03, cables(), QString(),
             Text::tr("%1 is %2 long%3; a single-mode channel through a 1:2 splitter is "
                      "limited to %4. Shorten the channel or run it straight.")
                 .arg(r.name(), metres(length), sum(), metres(ReachLimits::kSingleModeSplitterM)));
    return;
  }
  // Reach figures the catalog marks UNCONFIRMED make the verdict unverified (DS-08).
  for (const Part* m : {near, far}) {
    const QString why = m ? unconfirmedReason(*m, PartField::TransceiverReachM) : QString();
    if (why.isEmpty() || moduleLimit <= 0)
      continue;
    r.reportUnverified(
        RuleId::RE03, {}, QStringLiteral("RE-03:") + m->id,
        Text::tr("RE-03 not verified: %1 is checked against the reach of %2, which is "
                 "UNCONFIRMED (%3).")
            .arg(r.name(), m->id, why));
  }
  if (moduleLimit <= 0 || length <= moduleLimit + kEpsilon)
    return;
  if (far && reachA > 0 && reachB > 0 && std::abs(reachA - reachB) > kEpsilon) {
    const Part* weaker = reachA < reachB ? near : far;
    r.report(RuleId::PMD04, cables(), QString(),
             Text::tr("%1 is %2 long%3, but its reach is %4 = min(%5 %6, %7 %8, %9 fiber): "
                      "the link is limited by %10. Shorten the channel or use a longer-reach "
                      "module at that end.")
                 .arg(r.name(), metres(length), sum(), metres(moduleLimit), near->id,
                      metres(reachA), far->id, metres(reachB), toString(grade))
                 .arg(weaker->id));
    return;
  }
  r.report(RuleId::RE03, cables(), QString(),
           Text::tr("%1 is %2 long%3; %4 optics reach %5 on %6 for the whole channel "
                    "(patch + trunk + patch). Shorten the channel or use longer-reach optics.")
               .arg(r.name(), metres(length), sum(), a.pmd, metres(moduleLimit), toString(grade)));
}

// --- matings and loss budget -------------------------------------------------------------------

void checkLossBudget(const ChannelReporter& r) {
  const OpticalChannel& ch = r.channel();
  const int matings = int(ch.matings.size());
  if (matings <= ReachLimits::kMaxMatings)
    return;  // the same verdict as ChannelLoss::overMatingLimit, without pricing the channel
  const ChannelLoss loss = channelLoss(ch);
  const int mpo = loss.mpoMatings;
  const int lc = loss.lcMatings;
  const QVector<ObjectId> panels = ch.panels();
  QStringList parts;
  if (mpo > 0)
    parts << Text::tr("%1 × %2 dB MPO").arg(mpo).arg(ReachLimits::kMpoMatingLossDb);
  if (lc > 0)
    parts << Text::tr("%1 × %2 dB LC").arg(lc).arg(ReachLimits::kLcMatingLossDb);
  parts << Text::tr("%1 dB fiber").arg(loss.fiberDb, 0, 'f', 2);
  r.report(RuleId::RE04, panels, QString(),
           Text::tr("%1 has %2 ferrule-to-ferrule matings through %3 patch panel(s); NVIDIA's "
                    "reach figures assume at most %4 (two patch panels). Estimated insertion "
                    "loss %5 dB (%6). Remove a patch panel or verify this loss against the "
                    "module's power budget.")
               .arg(r.name())
               .arg(matings)
               .arg(panels.size())
               .arg(ReachLimits::kMaxMatings)
               .arg(loss.totalDb(), 0, 'f', 2)
               .arg(parts.join(QStringLiteral(" + "))));
}

void checkMinimumLength(const ChannelReporter& r) {
  const OpticalChannel& ch = r.channel();
  if (!ch.complete())
    return;  // a partial channel's length is only a lower bound
  const double length = ch.lengthM();
  for (const Part* m : {r.nearPart(), r.farPart()}) {
    if (!m || m->transceiver()->minReachM <= 0)
      continue;
    if (length + kEpsilon >= m->transceiver()->minReachM)
      continue;
    r.report(RuleId::RE05, ch.cables(), m->id,
             Text::tr("%1 is %2 long; %3 needs at least %4 of fiber (minimum operating "
                      "distance). Use a cord of %4 or more.")
                 .arg(r.name(), metres(length), m->id, metres(m->transceiver()->minReachM)));
    return;
  }
}

}  // namespace

void checkChannelReach(const ChannelReporter& reporter) {
  checkLength(reporter);
  checkLossBudget(reporter);
  checkMinimumLength(reporter);
}

void checkTwinPortSkew(CheckContext& ctx, const Module& module,
                       const QMap<QString, QVector<OpticalChannel>>& channelsByPort) {
  const Part* part = ctx.findPart(module.typeId);
  if (!part || !part->transceiver() || !part->transceiver()->twinPort)
    return;
  struct PortLength {
    QString port;
    double lengthM;
  };
  QVarLengthArray<PortLength, 4> lengths;  // a twin-port module's two ports: no allocation
  for (auto it = channelsByPort.cbegin(); it != channelsByPort.cend(); ++it) {
    double longest = -1;
    for (const OpticalChannel& ch : it.value()) {
      if (ch.complete())
        longest = std::max(longest, ch.lengthM());
    }
    if (longest >= 0)
      lengths.push_back({it.key(), longest});
  }
  if (lengths.size() < 2)
    return;
  auto [shortest, longest] = std::minmax_element(
      lengths.cbegin(), lengths.cend(),
      [](const PortLength& x, const PortLength& y) { return x.lengthM < y.lengthM; });
  const double skew = longest->lengthM - shortest->lengthM;
  if (skew <= ReachLimits::kTwinPortSkewM + kEpsilon)
    return;
  QVector<ObjectId> ids{module.id};
  for (const QVector<OpticalChannel>& channels : channelsByPort) {
    for (const OpticalChannel& ch : channels) {
      if (!ch.complete())
        continue;
      for (const ObjectId& id : ch.cables()) {
        if (!ids.contains(id))
          ids << id;
      }
    }
  }
  const QString where = checks::cageLocation(ctx, module.deviceId, module.cage);
  ctx.report(RuleId::RE06, ids, QString(),
             Text::tr("%1 in %2 runs port %3 over %4 and port %5 over %6 of fiber: %7 "
                      "difference (about %8 ns). NVIDIA asks for both fibers of a twin-port "
                      "module to be about the same length; the limit used is %9 (UNCONFIRMED). "
                      "Route both ports over similar lengths.")
                 .arg(module.typeId, where, longest->port, metres(longest->lengthM), shortest->port,
                      metres(shortest->lengthM), metres(skew))
                 .arg(std::lround(skew * 4.5))
                 .arg(metres(ReachLimits::kTwinPortSkewM)),
             where);
}

void checkCableReach(CheckContext& ctx, const Cable& cable) {
  ctx.dependsOn(cable.id);
  const DesignData& design = ctx.design();
  const Part* part = ctx.findPart(cable.typeId);
  if (!part || !part->assembly())
    return;
  const CableAssemblyBody& body = *part->assembly();
  const bool passive = body.type == CableAssemblyType::DAC;
  const bool active = body.type == CableAssemblyType::ACC || body.type == CableAssemblyType::LACC ||
                      body.type == CableAssemblyType::AOC;
  if (!passive && !active)
    return;
  const RuleId rule = passive ? RuleId::RE01 : RuleId::RE02;
  const QString label =
      cable.name.isEmpty() ? part->id : QStringLiteral("%1 '%2'").arg(part->id, cable.name);
  const QString location = cableLocation(ctx, cable);
  for (const CableEnd& end : cable.ends) {
    if (end.attachment.isConnected())
      ctx.dependsOn(end.attachment.objectId);
  }

  if (passive && body.signalling == Signalling::PAM4_200G) {
    ctx.report(rule, {cable.id}, QStringLiteral("xdr"),
               Text::tr("%1 is a passive DAC at 200G-PAM4: there is no passive copper at XDR "
                        "rates. Use a linear active copper cable (LACC) or optics.")
                   .arg(label),
               location);
    return;
  }
  // 100G-PAM4 passive copper ends at 3 m whatever a catalog entry claims.
  const double copperCap = passive && body.signalling == Signalling::PAM4_100G ? 3.0 : 0.0;
  const double needed = cable.lengthM;
  const double partLength = part->lengthM;
  // Nothing can exceed a limit while the cable is as long as its part and the part is within
  // the copper cap: skip the family scan, the common case of every correctly chosen cable.
  if (needed <= partLength + kEpsilon && (copperCap <= 0 || partLength <= copperCap + kEpsilon))
    return;
  double familyMax = familyMaxLength(design, *part);
  if (copperCap > 0)
    familyMax = familyMax > 0 ? std::min(familyMax, copperCap) : copperCap;
  if (familyMax > 0 && std::max(needed, partLength) > familyMax + kEpsilon) {
    const double length = std::max(needed, partLength);
    ctx.report(rule, {cable.id}, QStringLiteral("max"),
               Text::tr("%1 is %2 long; %3 %4 assemblies are specified up to %5. %6")
                   .arg(label, metres(length), part->family.isEmpty() ? part->id : part->family,
                        toString(body.type), metres(familyMax),
                        passive ? Text::tr("Use an active copper cable (ACC, up to 5 m) or "
                                           "optics for this distance.")
                                : Text::tr("Use transceivers and fiber for this distance.")),
               location);
    return;
  }
  if (partLength > 0 && needed > partLength + kEpsilon) {
    ctx.report(rule, {cable.id}, QStringLiteral("variant"),
               Text::tr("%1 is a %2 assembly but the cable is planned at %3. Order the %3 "
                        "variant of %4 (up to %5).")
                   .arg(label, metres(partLength), metres(needed),
                        part->family.isEmpty() ? part->id : part->family, metres(familyMax)),
               location);
  }
}

}  // namespace rackwright
