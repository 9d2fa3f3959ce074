// Optical channel rules: B connector mating (OC-01..04), C polarity (POL-01..03), D fiber media
// (FM-01, FM-03; FM-02 is decided with the other length limits in checks_reach.cpp), E optical
// PMD (PMD-01..05) and the resulting speed of split legs (LN-03). Each channel is traced at
// fiber-position level by OpticalTracer; findings are reported once per channel, by the end
// whose (module id, port) sorts first, while both ends declare what they read.

#include "checks.h"
#include "checksupport.h"
#include "core/channel/channelreporter.h"
#include "runcache.h"

#include <algorithm>

namespace rackwright {

namespace {

class Text final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::OpticalChecks)
};

bool isMpo(Connector c) {
  return c == Connector::MPO12 || c == Connector::MPO16 || c == Connector::MPO24;
}

bool isDuplex(Connector c) {
  return c == Connector::LCDuplex || c == Connector::LC;
}

bool parallelPmd(const QString& pmd) {
  return pmd == QLatin1String("SR4") || pmd == QLatin1String("DR4");
}

QString sideText(const DesignData& design, const MatingSide& side) {
  return Text::tr("%1 (%2)").arg(ChannelNames::side(design, side), toString(side.connector));
}

QString adapterText(const MatedPair& m) {
  if (m.adapterPartId.isEmpty())
    return {};
  return Text::tr(" through adapter %1 (%2)").arg(m.adapterPartId, toString(m.adapterConnector));
}

QVector<ObjectId> matingObjects(const MatedPair& m) {
  QVector<ObjectId> ids{m.near.objectId, m.far.objectId};
  if (!m.adapterHolder.isNull())
    ids << m.adapterHolder;
  return ids;
}

// --- B: connector mating -----------------------------------------------------------------------

void checkMatings(const ChannelReporter& r) {
  const DesignData& design = r.design();
  QSet<ObjectId> qualityReported;
  for (const MatedPair& m : r.channel().matings) {
    // Built only when a rule reports: most matings are fine.
    const auto pair = [&] {
      return Text::tr("%1 and %2%3")
          .arg(sideText(design, m.near), sideText(design, m.far), adapterText(m));
    };
    const Connector target =
        m.near.kind == MatingSide::Kind::ModuleReceptacle ? m.near.connector : m.far.connector;
    // OC-01: connector type and fiber count, including the adapter between the two.
    const bool adapterDiffers =
        !m.adapterPartId.isEmpty() && m.adapterConnector != Connector::None &&
        (m.adapterConnector != m.near.connector || m.adapterConnector != m.far.connector);
    if (m.near.connector != m.far.connector || m.near.fiberCount != m.far.fiberCount ||
        adapterDiffers) {
      r.report(
          RuleId::OC01, matingObjects(m), matingKey(m),
          Text::tr("%1: %2 cannot mate: connector type and fiber count must be identical "
                   "(%3 with %4 fibers, %5 with %6 fibers). Use a cord with %7 connectors, or an "
                   "explicit conversion harness or cassette.")
              .arg(r.name(), pair(), toString(m.near.connector))
              .arg(m.near.fiberCount)
              .arg(toString(m.far.connector))
              .arg(m.far.fiberCount)
              .arg(toString(target)));
      continue;  // gender and polish of different connectors say nothing more
    }
    // OC-02: MPO gender, one pinned and one unpinned ferrule.
    if (isMpo(m.near.connector) && m.near.gender != Gender::None && m.far.gender != Gender::None &&
        m.near.gender == m.far.gender) {
      const bool intoModule = m.near.kind == MatingSide::Kind::ModuleReceptacle ||
                              m.far.kind == MatingSide::Kind::ModuleReceptacle;
      QString fix;
      if (m.near.gender == Gender::Male) {
        fix = intoModule ? Text::tr(
                               "Male (pinned) pins collide and damage the ferrules; "
                               "transceiver receptacles are male, so plug a female patch "
                               "cord into the module and land the male trunk on a panel.")
                         : Text::tr(
                               "Male (pinned) pins collide and damage the ferrules; use a "
                               "female cord on one side.");
      } else {
        fix = Text::tr(
            "Two female (unpinned) ferrules do not align and lose light; one side "
            "must be male (pinned), e.g. a male trunk between female patch cords.");
      }
      r.report(
          RuleId::OC02, matingObjects(m), matingKey(m),
          Text::tr("%1: %2 are both %3. %4")
              .arg(r.name(), pair(),
                   m.near.gender == Gender::Male ? Text::tr("male") : Text::tr("female"), fix));
    }
    // OC-03: polish, also across the adapter.
    const bool sidesDiffer = m.near.polish != Polish::None && m.far.polish != Polish::None &&
                             m.near.polish != m.far.polish;
    const bool adapterPolishDiffers =
        m.adapterPolish != Polish::None &&
        ((m.near.polish != Polish::None && m.near.polish != m.adapterPolish) ||
         (m.far.polish != Polish::None && m.far.polish != m.adapterPolish));
    if (sidesDiffer || adapterPolishDiffers) {
      const Polish wanted =
          m.near.kind == MatingSide::Kind::ModuleReceptacle ? m.near.polish
          : m.far.kind == MatingSide::Kind::ModuleReceptacle
              ? m.far.polish
              : (m.adapterPolish != Polish::None ? m.adapterPolish : m.near.polish);
      r.report(
          RuleId::OC03, matingObjects(m), matingKey(m),
          Text::tr("%1: %2 have different polish (%3 and %4%5): APC (angled, green) never mates "
                   "with UPC. Use %6 parts on both sides; legacy UPC cords cannot be reused for "
                   "APC optics.")
              .arg(r.name(), pair(), toString(m.near.polish), toString(m.far.polish),
                   m.adapterPolish == Polish::None
                       ? QString()
                       : Text::tr(", adapter %1").arg(toString(m.adapterPolish)),
                   toString(wanted)));
    }
    // OC-04: connection quality class of the fiber assemblies.
    for (const MatingSide* side : {&m.near, &m.far}) {
      if (!side->rated || qualityReported.contains(side->objectId))
        continue;
      const double limit = isMpo(side->connector)      ? ReachLimits::kMpoMatingLossDb
                           : isDuplex(side->connector) ? ReachLimits::kLcMatingLossDb
                                                       : 0;
      if (limit <= 0)
        continue;
      const bool unrated = side->ilPerMatingDb <= 0;
      if (!unrated && side->ilPerMatingDb <= limit + 1e-9 &&
          (side->lowLoss || !isMpo(side->connector))) {
        continue;
      }
      qualityReported.insert(side->objectId);
      const QString rating = unrated
                                 ? Text::tr("has no insertion-loss rating")
                                 : Text::tr("is rated %1 dB per mating%2")
                                       .arg(side->ilPerMatingDb, 0, 'g', 3)
                                       .arg(side->lowLoss ? QString() : Text::tr(", not low-loss"));
      r.report(RuleId::OC04, {side->objectId}, side->objectId.toString(),
               Text::tr("%1: %2 %3; NVIDIA requires %4 components rated at most %5 dB per "
                        "mating. Use a low-loss rated part.")
                   .arg(r.name(), side->partId, rating,
                        isMpo(side->connector) ? Text::tr("low-loss MPO") : Text::tr("grade B LC"))
                   .arg(limit, 0, 'g', 3));
    }
  }
}

// --- C: polarity -------------------------------------------------------------------------------

struct Reverser {
  QString label;
  QVector<ObjectId> objects;
};

/// The elements of a channel that reverse positions (Type-B cords, A-B duplex cords, key-up/
/// key-up adapters, splitter legs), in walking order.
QVector<Reverser> reversers(const DesignData& design, const OpticalChannel& ch) {
  QVector<Reverser> out;
  for (const OpticalChannel::Element& e : ch.elements) {
    if (e.kind == OpticalChannel::Element::Kind::Segment) {
      const FiberSegment& s = ch.segments.at(e.index);
      if (s.splitter || (s.map.isReversal() && s.map.sourceSize() > 1)) {
        out.push_back({QStringLiteral("%1 %2").arg(ChannelNames::cable(design, s),
                                                   ChannelNames::polarityLabel(s)),
                       {s.cableId}});
      }
    } else if (e.kind == OpticalChannel::Element::Kind::Passage) {
      const PanelPassage& p = ch.passages.at(e.index);
      if (p.map.isReversal() && p.map.sourceSize() > 1) {
        const Device* panel = design.find<Device>(p.panelId);
        const QString port = p.fromPort < p.toPort ? p.fromPort : p.toPort;
        const QString name = panel ? panel->name : p.partId;
        out.push_back({p.map.sourceSize() == 2
                           ? Text::tr("%1 port %2 A-B adapter").arg(name, port)
                           : Text::tr("%1 port %2 reversing adapter").arg(name, port),
                       {p.panelId}});
      }
    }
  }
  return out;
}

void checkPolarity(const ChannelReporter& r) {
  const OpticalChannel& ch = r.channel();
  const DesignData& design = r.design();
  const OpticalPortDefinition* near = r.nearPortDef();
  const OpticalPortDefinition* far = r.farPortDef();
  const bool duplex = near && isDuplex(near->connector);
  const RuleId rule = duplex ? RuleId::POL02 : RuleId::POL01;

  // POL-03: one polarity method per structured plant.
  QStringList keyUpDown, keyUpUp;
  QVector<const FiberSegment*> trunksA, trunksB;  // named only when the plant mixes methods
  for (const PanelPassage& p : ch.passages) {
    if (!p.feedThrough)
      continue;
    const Device* panel = design.find<Device>(p.panelId);
    const QString where = QStringLiteral("%1 %2").arg(
        panel ? panel->name : p.partId, p.fromPort < p.toPort ? p.fromPort : p.toPort);
    if (p.adapterKeying == AdapterKeying::KeyUpKeyDown)
      keyUpDown << where;
    if (p.adapterKeying == AdapterKeying::KeyUpKeyUp)
      keyUpUp << where;
  }
  for (const FiberSegment& s : ch.segments) {
    if (s.construction != FiberConstruction::Trunk)
      continue;
    if (s.method() == PolarityMethod::Straight)
      trunksA << &s;
    if (s.method() == PolarityMethod::Reversed)
      trunksB << &s;
  }
  const auto names = [&design](const QVector<const FiberSegment*>& segments) {
    QStringList list;
    for (const FiberSegment* s : segments)
      list << ChannelNames::cable(design, *s);
    return list.join(QStringLiteral(", "));
  };
  QStringList mixes;
  if (!keyUpDown.isEmpty() && !keyUpUp.isEmpty()) {
    mixes << Text::tr("key-up/key-down adapters (%1) with key-up/key-up adapters (%2)")
                 .arg(keyUpDown.join(QStringLiteral(", ")), keyUpUp.join(QStringLiteral(", ")));
  }
  if (!trunksA.isEmpty() && !trunksB.isEmpty()) {
    mixes << Text::tr("Type-A trunks (%1) with Type-B trunks (%2)")
                 .arg(names(trunksA), names(trunksB));
  }
  if (!trunksA.isEmpty() && !keyUpUp.isEmpty()) {
    mixes << Text::tr("Type-A trunks (%1, Method A) with key-up/key-up adapters (%2, Method B)")
                 .arg(names(trunksA), keyUpUp.join(QStringLiteral(", ")));
  }
  if (!mixes.isEmpty()) {
    QVector<ObjectId> ids = ch.panels();
    ids += ch.cables();
    r.report(RuleId::POL03, ids, QString(),
             Text::tr("%1 mixes polarity methods: %2. Keep one TIA-568 method per structured "
                      "plant (Method A: Type-A trunks, key-up/key-down adapters, one Type-B "
                      "cord; Method B: Type-B trunks, key-up/key-up adapters); mixed plants "
                      "break during moves and changes.")
                 .arg(r.name(), mixes.join(Text::tr("; "))));
  }

  if (!ch.complete() || !near || !far)
    return;
  const bool split = ch.splitterCount() > 0;
  const LaneCheck lanes = checkLanes(*near, *far, ch.map, split);
  // The verdict rests on splitter pin-outs the vendor does not publish: say so (DS-08).
  for (const FiberSegment& s : ch.segments) {
    const Part* part = s.splitter ? design.findPart(s.partId) : nullptr;
    const QString why = part ? unconfirmedReason(*part, PartField::FiberMap) : QString();
    if (why.isEmpty())
      continue;
    r.reportUnverified(
        rule, {s.cableId}, toString(rule),
        Text::tr("%1 not verified: %2 relies on the fiber map of %3, which is UNCONFIRMED "
                 "(%4).")
            .arg(toString(rule), r.name(), s.partId, why));
  }
  if (lanes.ok())
    return;

  // Type-C elements swap adjacent fibers: meant for duplex systems, wrong in parallel optics.
  if (!duplex) {
    if (const FiberSegment* typeC = pairSwapSegment(ch)) {
      r.report(rule, {typeC->cableId}, QStringLiteral("typeC"),
               Text::tr("%1 contains %2, a Type-C element that swaps adjacent fibers: Tx "
                        "lands on a dark or Tx position. Type C is for duplex systems only; "
                        "replace it by a Type-B cord such as MFP7E10.")
                   .arg(r.name(), ChannelNames::cable(design, *typeC)));
      return;
    }
  }

  const QVector<Reverser> rev = reversers(design, ch);
  QStringList labels;
  QVector<ObjectId> ids;
  for (const Reverser& x : rev) {
    labels << x.label;
    ids += x.objects;
  }
  for (const ObjectId& id : ch.cables()) {
    if (!ids.contains(id))
      ids << id;
  }
  const QString list =
      labels.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(labels.join(QStringLiteral(", ")));
  const QString fromName = lanes.fromFar
                               ? ChannelNames::modulePort(design, ch.farModule, ch.farPort)
                               : ChannelNames::modulePort(design, ch.nearModule, ch.nearPort);
  const QString toName = lanes.fromFar
                             ? ChannelNames::modulePort(design, ch.nearModule, ch.nearPort)
                             : ChannelNames::modulePort(design, ch.farModule, ch.farPort);
  QString message;
  if (lanes.problem == LaneCheck::Problem::TxOnTx) {
    const int n = int(rev.size());
    if (duplex) {
      const QString count =
          n == 1 ? Text::tr("1 A-B crossover") : Text::tr("%1 A-B crossovers").arg(n);
      // Every element of an A-B duplex channel crosses (cords, adapters, cable segments): the
      // usual culprit of an even count is an A-A cord, so name it when there is one.
      const FiberSegment* straightCord = straightDuplexCord(ch);
      const QString fix =
          straightCord ? Text::tr(
                             "Use an odd number of A-B crossovers, e.g. replace the A-A cord %1 by "
                             "an A-B cord.")
                             .arg(ChannelNames::cable(design, *straightCord))
                       : Text::tr(
                             "Use an odd number of A-B crossovers, e.g. replace one A-B cord by an "
                             "A-A cord.");
      message = Text::tr("%1 has %2%3: Tx lands on Tx. %4").arg(r.name(), count, list, fix);
    } else {
      const QString count =
          n == 1 ? Text::tr("1 polarity reversal") : Text::tr("%1 polarity reversals").arg(n);
      const QString fix = n == 0 ? Text::tr(
                                       "Use an odd number of Type-B elements, e.g. replace "
                                       "the Type-A cord by a Type-B cord such as MFP7E10.")
                                 : Text::tr(
                                       "Use an odd number of Type-B elements, e.g. replace "
                                       "one cord by a Type-A cord or use a key-up/key-up "
                                       "adapter.");
      message = Text::tr("%1 has %2%3: Tx lands on Tx. %4").arg(r.name(), count, list, fix);
    }
  } else {
    const QString positions =
        Text::tr("Tx lane %1 of %2 lands on %3 of %4")
            .arg(lanes.nearLane)
            .arg(fromName,
                 lanes.landsOn > 0 ? Text::tr("position %1").arg(lanes.landsOn)
                                   : Text::tr("no fiber"),
                 toName);
    switch (lanes.problem) {
      case LaneCheck::Problem::LanesCrossed:
        message = Text::tr(
                      "%1: %2, which is a different Rx lane; the composite map%3 is %4. "
                      "Use straight Type-A/Type-B elements so that lane i reaches lane i.")
                      .arg(r.name(), positions, list, ch.map.toString());
        break;
      case LaneCheck::Problem::ReturnMismatch:
        message = Text::tr(
                      "%1: %2, which does not return on the Rx lane paired with its Tx "
                      "lane; the composite map%3 is %4. Check the splitter or cassette "
                      "pin-out.")
                      .arg(r.name(), positions, list, ch.map.toString());
        break;
      default:
        message = Text::tr(
                      "%1: %2, which carries no Rx lane; the composite map%3 is %4. Use "
                      "elements that carry every used fiber position (an odd number of "
                      "Type-B elements for parallel optics, an A-B crossover for duplex).")
                      .arg(r.name(), positions, list, ch.map.toString());
        break;
    }
  }
  r.report(rule, ids, QString(), message);
}

// --- D: fiber media ----------------------------------------------------------------------------

QString gradeList(const QVector<FiberGrade>& grades) {
  QStringList names;
  for (FiberGrade g : grades)
    names << toString(g);
  return names.join(QStringLiteral(", "));
}

void checkMedia(const ChannelReporter& r) {
  const OpticalChannel& ch = r.channel();
  const DesignData& design = r.design();
  QVarLengthArray<const Part*, 2> modules;
  if (r.nearPart())
    modules << r.nearPart();
  if (r.farPart())
    modules << r.farPart();
  // FM-01: one finding per fiber that does not suit an optic at either end.
  for (const FiberSegment& s : ch.segments) {
    if (s.fiberClass == FiberClass::None)
      continue;
    for (const Part* m : modules) {
      const TransceiverBody& t = *m->transceiver();
      if (t.fiberClass == FiberClass::None || t.fiberClass == s.fiberClass)
        continue;
      const bool wantSingle = t.fiberClass == FiberClass::SMF;
      r.report(RuleId::FM01, {s.cableId}, s.cableId.toString(),
               Text::tr("%1: %2 is %3 fiber (%4) but %5 is a %6 nm %7 optic (%8). Use %9.")
                   .arg(r.name(), ChannelNames::cable(design, s),
                        s.fiberClass == FiberClass::MMF ? Text::tr("multimode")
                                                        : Text::tr("single-mode"),
                        toString(s.grade), m->id)
                   .arg(t.wavelengthNm)
                   .arg(wantSingle ? Text::tr("single-mode") : Text::tr("multimode"), t.pmd,
                        wantSingle ? Text::tr("OS2 single-mode fiber such as MFP7E30")
                                   : Text::tr("OM4 multimode fiber such as MFP7E10")));
      break;
    }
  }
  // FM-03: mixed multimode grades; the channel is rated by the worst.
  QVector<FiberGrade> grades;
  for (const FiberSegment& s : ch.segments) {
    if (s.fiberClass == FiberClass::MMF && s.grade != FiberGrade::None &&
        !grades.contains(s.grade)) {
      grades << s.grade;
    }
  }
  if (grades.size() > 1) {
    std::sort(grades.begin(), grades.end());
    r.report(RuleId::FM03, ch.cables(), QString(),
             Text::tr("%1 mixes fiber grades %2; the channel is rated as %3, its worst grade. "
                      "Use one grade (OM4) end to end.")
                 .arg(r.name(), gradeList(grades), toString(grades.constFirst())));
  }
}

// --- E: optical PMD, and the speed of split legs (LN-03) ---------------------------------------

/// A transceiver like `like` (same form factor, port count and top) that runs `pmd`.
QString partRunning(const DesignData& design, const Part& like, const QString& pmd) {
  for (const PartPtr& p : design.library().parts(PartKind::Transceiver)) {
    if (!p->transceiver() || p->transceiver()->pmd != pmd)
      continue;
    const TransceiverBody& a = *p->transceiver();
    const TransceiverBody& b = *like.transceiver();
    if (a.formFactor == b.formFactor && a.twinPort == b.twinPort && a.topStyle == b.topStyle &&
        a.protocols == b.protocols) {
      return p->id;
    }
  }
  return {};
}

void checkPmd(const ChannelReporter& r) {
  const OpticalChannel& ch = r.channel();
  const DesignData& design = r.design();
  const Part* near = r.nearPart();
  const Part* far = r.farPart();
  // PMD-02: splitters only on parallel PMDs.
  if (ch.splitterCount() > 0) {
    QString splitterName;
    ObjectId splitterId;
    for (const FiberSegment& s : ch.segments) {
      if (s.splitter) {
        splitterName = ChannelNames::cable(design, s);
        splitterId = s.cableId;
        break;
      }
    }
    for (const Part* m : {near, far}) {
      if (!m)
        continue;
      const TransceiverBody& t = *m->transceiver();
      if (parallelPmd(t.pmd) && t.splittable)
        continue;
      r.report(RuleId::PMD02, {splitterId}, m->id,
               Text::tr("%1 runs through splitter %2, but %3 is %4: its lanes share fibers "
                        "(wavelength multiplexing), so it cannot be split. Use straight cords, "
                        "or parallel DR4/SR4 modules (e.g. MMS4X00-NM) where the port must be "
                        "split.")
                   .arg(r.name(), splitterName, m->id, t.pmd));
      break;
    }
  }
  if (!near || !far)
    return;
  const TransceiverBody& a = *near->transceiver();
  const TransceiverBody& b = *far->transceiver();
  // PMD-01: same PMD at both ends (twin-port modules are compared port by port).
  if (a.pmd != b.pmd) {
    QStringList fixes;
    const QString forFar = partRunning(design, *far, a.pmd);
    const QString forNear = partRunning(design, *near, b.pmd);
    if (!forFar.isEmpty())
      fixes << Text::tr("%1 by %2 (%3)").arg(far->id, forFar, a.pmd);
    if (!forNear.isEmpty())
      fixes << Text::tr("%1 by %2 (%3)").arg(near->id, forNear, b.pmd);
    r.report(
        RuleId::PMD01, {}, QString(),
        Text::tr("%1 joins %2 (%3) to %4 (%5): both ends must run the same optical PMD. "
                 "%6")
            .arg(r.name(), near->id, a.pmd, far->id, b.pmd,
                 fixes.isEmpty()
                     ? Text::tr("Use modules of one PMD at both ends.")
                     : Text::tr("Replace one end, e.g. %1.").arg(fixes.join(Text::tr(" or ")))));
    return;
  }
  // PMD-05: the same PMD name from different vendors is not a proven interop pair.
  if (!near->manufacturer.isEmpty() && !far->manufacturer.isEmpty() &&
      near->manufacturer.compare(far->manufacturer, Qt::CaseInsensitive) != 0) {
    r.report(RuleId::PMD05, {}, QString(),
             Text::tr("%1 joins %2 %3 to %4 %5 (%6 both): interoperability between vendors' %6 "
                      "variants is unverified (UNCONFIRMED), and reach is capped at the lower "
                      "of the two. Use the same vendor at both ends or qualify the pair.")
                 .arg(r.name(), near->manufacturer, near->id, far->manufacturer, far->id, a.pmd));
  }
  // LN-03: a split leg lights only some lanes; show the speed it runs at.
  if (ch.splitterCount() > 0 && r.nearPortDef() && r.farPortDef()) {
    const LaneCheck lanes = checkLanes(*r.nearPortDef(), *r.farPortDef(), ch.map, true);
    const int rate = laneRateGbps(a.signalling);
    if (lanes.ok() && rate > 0 && lanes.litLanes < lanes.laneCount) {
      QString splitterName;
      QString leg;
      for (const FiberSegment& s : ch.segments) {
        if (s.splitter) {
          splitterName = s.partId;
          leg = s.leg;
        }
      }
      r.report(RuleId::LN03, {}, QString(),
               Text::tr("%1 runs at %2G: %3 of %4 lanes lit × %5G on leg %6 of splitter %7.")
                   .arg(r.name())
                   .arg(lanes.litLanes * rate)
                   .arg(lanes.litLanes)
                   .arg(lanes.laneCount)
                   .arg(rate)
                   .arg(leg, splitterName));
    }
  }
}

// --- PMD-03: a twin-port module runs both ports straight or both split ---------------------------

void checkTwinPortSplit(CheckContext& ctx, const Module& module,
                        const QMap<QString, QVector<OpticalChannel>>& channelsByPort) {
  const DesignData& design = ctx.design();
  // Most modules run both ports alike: decide that before naming anything.
  bool anySplit = false;
  bool anyStraight = false;
  for (const QVector<OpticalChannel>& channels : channelsByPort) {
    if (channels.isEmpty())
      continue;
    const bool viaSplitter =
        std::any_of(channels.cbegin(), channels.cend(),
                    [](const OpticalChannel& ch) { return ch.splitterCount() > 0; });
    (viaSplitter ? anySplit : anyStraight) = true;
  }
  if (!anySplit || !anyStraight)
    return;
  QStringList split, straight;
  QVector<ObjectId> ids{module.id};
  for (auto it = channelsByPort.cbegin(); it != channelsByPort.cend(); ++it) {
    if (it.value().isEmpty())
      continue;
    QString splitter;
    for (const OpticalChannel& ch : it.value()) {
      for (const FiberSegment& s : ch.segments) {
        if (s.splitter && splitter.isEmpty())
          splitter = ChannelNames::cable(design, s);
      }
    }
    const OpticalChannel& first = it.value().constFirst();
    if (!first.segments.isEmpty())
      ids << first.segments.constFirst().cableId;
    if (splitter.isEmpty()) {
      straight << Text::tr("port %1 straight (%2)")
                      .arg(it.key(),
                           first.segments.isEmpty()
                               ? QString()
                               : ChannelNames::cable(design, first.segments.constFirst()));
    } else {
      split << Text::tr("port %1 through splitter %2").arg(it.key(), splitter);
    }
  }
  if (split.isEmpty() || straight.isEmpty())
    return;
  ctx.report(RuleId::PMD03, ids, QString(),
             Text::tr("%1 in %2 runs %3 and %4: a twin-port module runs either 2x400G (both "
                      "ports straight) or 4x200G (both ports split), never one of each. Use "
                      "splitters on both ports or straight cords on both.")
                 .arg(module.typeId, checks::cageLocation(ctx, module.deviceId, module.cage),
                      split.join(QStringLiteral(", ")), straight.join(QStringLiteral(", "))),
             checks::cageLocation(ctx, module.deviceId, module.cage));
}

}  // namespace

void checkChannel(CheckContext& ctx, const Module& module, const QString& opticalPort) {
  const DesignData& design = ctx.design();
  ctx.dependsOn(module.id);
  const Part* part = ctx.findPart(module.typeId);
  if (!part || !part->transceiver())
    return;
  // Without dependency recording, the traces of a twin-port module's other ports, taken here for
  // the module-level rules, are handed to those ports' own scopes through the run cache.
  ValidationRunCache* cache = ctx.recordsDependencies() ? nullptr : ctx.runCache();
  const auto traceOf = [&](const QString& port, bool share) {
    const std::pair<ObjectId, QString> key{module.id, port};
    if (cache) {
      if (const auto it = cache->traces.find(key); it != cache->traces.end()) {
        QVector<OpticalChannel> channels = std::move(*it);
        cache->traces.erase(it);
        return channels;
      }
    }
    QVector<OpticalChannel> channels = OpticalTracer::trace(design, module.id, port, &ctx);
    if (cache && share)
      cache->traces.insert(key, channels);
    return channels;
  };
  const QVector<OpticalChannel> channels = traceOf(opticalPort, false);

  // Module-level rules of twin-port transceivers, checked once from the first optical port.
  const QVector<OpticalPortDefinition>& ports = part->transceiver()->opticalPorts;
  if (ports.size() > 1 && ports.constFirst().name == opticalPort) {
    QMap<QString, QVector<OpticalChannel>> byPort;
    byPort.insert(opticalPort, channels);
    for (int i = 1; i < ports.size(); ++i) {
      byPort.insert(ports.at(i).name, traceOf(ports.at(i).name, true));
    }
    if (part->transceiver()->twinPort)
      checkTwinPortSplit(ctx, module, byPort);
    checkTwinPortSkew(ctx, module, byPort);
  }

  // A branch that ends nowhere (an open splitter leg or cassette front) is left to DS-02 while
  // the trace has a complete channel: its first elements are reported with that channel.
  const bool anyComplete = std::any_of(channels.cbegin(), channels.cend(),
                                       [](const OpticalChannel& c) { return c.complete(); });
  QSet<QString> reported;
  for (const OpticalChannel& channel : channels) {
    if (!reportsChannel(channel) || (anyComplete && !channel.complete()))
      continue;  // the other end reports this one
    const ChannelReporter reporter(ctx, channel, &reported);
    checkMatings(reporter);
    checkPolarity(reporter);
    checkMedia(reporter);
    checkPmd(reporter);
    checkChannelReach(reporter);
  }
}

}  // namespace rackwright
