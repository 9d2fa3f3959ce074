#include "channeltrace.h"

#include "channelreporter.h"
#include "core/model/designdata.h"

#include <QSet>

#include <algorithm>

namespace rackwright {

namespace {

/// Enough for the largest structured run (two cassettes and a splitter each side); a bound so a
/// mis-modelled loop of panels cannot make a selection hang the workbench.
constexpr int kMaxCablesSearched = 256;

QString metres(double m) {
  return ChannelTrace::tr("%1 m").arg(QLocale().toString(m, 'f', m < 10 ? 1 : 0));
}

int receptacleSize(const OpticalPortDefinition& def) {
  int size = connectorFiberCount(def.connector);
  for (int p : def.txPositions)
    size = std::max(size, p);
  for (int p : def.rxPositions)
    size = std::max(size, p);
  return size;
}

/// "MPO-12 male APC" — what a technician reads off the connector.
QString connectorText(Connector connector, Gender gender, Polish polish) {
  QStringList words{toString(connector)};
  if (gender == Gender::Male)
    words << ChannelTrace::tr("male (pins)");
  else if (gender == Gender::Female)
    words << ChannelTrace::tr("female");
  if (polish != Polish::None)
    words << toString(polish);
  return words.join(QLatin1Char(' '));
}

QString sideText(const MatingSide& side) {
  return connectorText(side.connector, side.gender, side.polish);
}

QString lanesText(const QVector<int>& positions) {
  QStringList list;
  for (int p : positions)
    list << QString::number(p);
  return list.join(QLatin1Char(','));
}

/// The orientation the rules report a channel in (see reportsChannel).
OpticalChannel reportingOrientation(const OpticalChannel& channel) {
  return reportsChannel(channel) ? channel : channel.reversed();
}

QString channelDiscriminator(const OpticalChannel& reporting) {
  const QString far = reporting.complete() ? reporting.farPort : QStringLiteral("open");
  return QLatin1Char('|') + reporting.nearPort + QLatin1Char('>') + far;
}

/// A finding the channel rules reported about this very channel: it names the channel's modules
/// and its key ends in (or continues from) the channel's port discriminator.
bool isChannelFinding(const Finding& f, const OpticalChannel& reporting) {
  if (!f.objects.contains(reporting.nearModule))
    return false;
  if (reporting.complete() && !f.objects.contains(reporting.farModule))
    return false;
  const QString d = channelDiscriminator(reporting);
  const QString key = f.key();
  return key.endsWith(d) || key.contains(d + QLatin1Char('|'));
}

/// A finding the channel rules reported about another channel of this channel's modules: the
/// other port of a twin-port module, the other leg of a splitter from the same port. Its key
/// carries a channel discriminator ("|near>far") naming one of the modules' ports.
bool isAnotherChannelsFinding(const DesignData& design, const Finding& f,
                              const OpticalChannel& channel) {
  QVector<ObjectId> modules{channel.nearModule};
  if (channel.complete())
    modules << channel.farModule;
  const QString key = f.key();
  for (const ObjectId& moduleId : modules) {
    const Module* module = design.find<Module>(moduleId);
    const Part* part = module ? design.findPart(module->typeId) : nullptr;
    if (!part || !part->transceiver() || !f.objects.contains(moduleId))
      continue;
    for (const OpticalPortDefinition& p : part->transceiver()->opticalPorts) {
      const QString asNear = QLatin1Char('|') + p.name + QLatin1Char('>');
      const QString asFar = QLatin1Char('>') + p.name;
      if (key.contains(asNear) || key.endsWith(asFar) || key.contains(asFar + QLatin1Char('|')))
        return true;
    }
  }
  return false;
}

int elementOfKind(const ChannelTrace& trace, TraceElement::Kind kind, const ObjectId& id) {
  for (int i = 0; i < trace.elements.size(); ++i) {
    const TraceElement& e = trace.elements.at(i);
    if (e.kind == kind && e.objectId == id)
      return i;
  }
  return -1;
}

int farEndElement(const ChannelTrace& trace) {
  return trace.elements.isEmpty() ? -1 : int(trace.elements.size()) - 1;
}

/// The element a finding is about. The polarity rules name a culprit (the A-A cord, the Type-C
/// cord) through the same functions the rules use; the mating rules name a mating by its key;
/// otherwise the one cable or panel of the channel the finding names, or the port of the one
/// module; a finding about the whole channel (length, loss budget) sits on no element.
int placeFinding(const ChannelTrace& trace, const OpticalChannel& reporting, const Finding& f,
                 bool channelFinding) {
  using Kind = TraceElement::Kind;
  if (channelFinding && (f.rule == toString(RuleId::POL01) || f.rule == toString(RuleId::POL02)) &&
      !f.about) {
    const FiberSegment* culprit =
        f.key().endsWith(QStringLiteral("|typeC")) ? pairSwapSegment(reporting)
        : f.rule == toString(RuleId::POL02)        ? straightDuplexCord(reporting)
                                                   : nullptr;
    if (culprit)
      return elementOfKind(trace, Kind::Segment, culprit->cableId);
    return farEndElement(trace);  // where the Tx lane lands wrong
  }
  if (channelFinding) {
    const QString key = f.key();
    for (const MatedPair& m : reporting.matings) {
      if (!key.endsWith(QLatin1Char('|') + matingKey(m)))
        continue;
      for (int i = 0; i < trace.elements.size(); ++i) {
        const TraceElement& e = trace.elements.at(i);
        if (e.kind != Kind::Mating)
          continue;
        const MatedPair& ours = trace.channel.matings.at(e.index);
        if ((ours.near == m.near && ours.far == m.far) ||
            (ours.near == m.far && ours.far == m.near))
          return i;
      }
    }
  }
  const QVector<ObjectId> cables = trace.channel.cables();
  const QVector<ObjectId> panels = trace.channel.panels();
  QVector<ObjectId> named;
  for (const ObjectId& id : f.objects) {
    if ((cables.contains(id) || panels.contains(id)) && !named.contains(id))
      named << id;
  }
  if (named.size() == 1) {
    const ObjectId& id = named.constFirst();
    return elementOfKind(trace, cables.contains(id) ? Kind::Segment : Kind::Passage, id);
  }
  if (!named.isEmpty())
    return -1;
  const OpticalChannel& ch = trace.channel;
  const bool nearNamed = f.objects.contains(ch.nearModule);
  const bool farNamed = ch.complete() && f.objects.contains(ch.farModule);
  if (nearNamed && !farNamed && !channelFinding)
    return 0;
  if (farNamed && !nearNamed && !channelFinding)
    return farEndElement(trace);
  return -1;
}

void addFindings(const DesignData& design, ChannelTrace& trace, const QVector<Finding>& findings) {
  const OpticalChannel reporting = reportingOrientation(trace.channel);
  const QVector<ObjectId> cables = trace.channel.cables();
  const QVector<ObjectId> panels = trace.channel.panels();
  for (const Finding& f : findings) {
    const bool channelFinding = isChannelFinding(f, reporting);
    bool touches = channelFinding;
    if (!touches) {
      for (const ObjectId& id : f.objects) {
        if (cables.contains(id) || panels.contains(id) || id == trace.channel.nearModule ||
            (trace.channel.complete() && id == trace.channel.farModule)) {
          touches = true;
          break;
        }
      }
      // Another channel through the same module or splitter is not this one.
      if (touches && isAnotherChannelsFinding(design, f, reporting))
        touches = false;
    }
    if (touches)
      trace.findings.push_back({f, placeFinding(trace, reporting, f, channelFinding)});
  }
  // Errors first, then warnings, then infos: the list under the drawing reads worst first.
  std::stable_sort(trace.findings.begin(), trace.findings.end(),
                   [](const TraceFinding& a, const TraceFinding& b) {
                     return int(a.finding.severity) < int(b.finding.severity);
                   });
}

TraceElement portElement(const DesignData& design, const ObjectId& moduleId, const QString& port,
                         TraceElement::Kind kind) {
  TraceElement e;
  e.kind = kind;
  e.objectId = moduleId;
  e.title = ChannelNames::modulePort(design, moduleId, port);
  const Module* module = design.find<Module>(moduleId);
  const OpticalPortDefinition* def = module ? opticalPortOf(design, *module, port) : nullptr;
  if (module)
    e.details << module->typeId;
  if (def) {
    e.details << connectorText(def->connector, def->gender, def->polish);
    e.details << ChannelTrace::tr("Tx %1 · Rx %2")
                     .arg(lanesText(def->txPositions), lanesText(def->rxPositions));
    e.positionsIn = e.positionsOut = receptacleSize(*def);
  }
  return e;
}

QString endDescription(const DesignData& design, const OpticalChannel& ch) {
  switch (ch.end) {
    case ChannelEnd::ModulePort:
      return {};
    case ChannelEnd::LooseCableEnd: {
      const Cable* cable = design.find<Cable>(ch.farCable);
      return ChannelTrace::tr("End %1 of %2 is not plugged in: the channel stops there.")
          .arg(ch.farCableEnd, cable ? cable->typeId : QString());
    }
    case ChannelEnd::OpenPanelPort: {
      const Device* panel = design.find<Device>(ch.farAttachment.objectId);
      return ChannelTrace::tr("Nothing is patched into %1 port %2: the channel stops there.")
          .arg(panel ? panel->name : QString(), ch.farAttachment.port);
    }
    case ChannelEnd::Cage:
      return ChannelTrace::tr(
          "The fiber is recorded as plugged into a cage; it needs a transceiver there.");
    case ChannelEnd::Dark:
      return ChannelTrace::tr("None of the start port's fiber positions continue here.");
  }
  return {};
}

TraceElement farElement(const DesignData& design, const OpticalChannel& ch) {
  if (ch.complete())
    return portElement(design, ch.farModule, ch.farPort, TraceElement::Kind::FarEnd);
  TraceElement e;
  e.kind = TraceElement::Kind::FarEnd;
  switch (ch.end) {
    case ChannelEnd::OpenPanelPort:
    case ChannelEnd::Cage: {
      e.objectId = ch.farAttachment.objectId;
      const Device* device = design.find<Device>(ch.farAttachment.objectId);
      e.title = ChannelTrace::tr("%1 port %2")
                    .arg(device ? device->name : QString(), ch.farAttachment.port);
      e.details << (ch.end == ChannelEnd::Cage ? ChannelTrace::tr("empty cage")
                                               : ChannelTrace::tr("open port"));
      break;
    }
    default: {
      e.objectId = ch.farCable;
      e.title = ChannelTrace::tr("Loose end %1").arg(ch.farCableEnd);
      e.details << (ch.end == ChannelEnd::Dark ? ChannelTrace::tr("dark")
                                               : ChannelTrace::tr("not plugged in"));
      break;
    }
  }
  return e;
}

}  // namespace

std::optional<Severity> ChannelTrace::worstOn(int element) const {
  std::optional<Severity> worst;
  for (const TraceFinding& f : findings) {
    if (f.element != element || f.finding.waived)
      continue;
    if (!worst || int(f.finding.severity) < int(*worst))
      worst = f.finding.severity;
  }
  return worst;
}

int ChannelTrace::elementOf(const ObjectId& objectId) const {
  // A mating selects the cord or panel that holds it; the cord's or panel's own block is the
  // element that shows the object.
  int mating = -1;
  for (int i = 0; i < elements.size(); ++i) {
    if (elements.at(i).objectId != objectId)
      continue;
    if (elements.at(i).kind != TraceElement::Kind::Mating)
      return i;
    if (mating < 0)
      mating = i;
  }
  return mating;
}

ChannelTrace ChannelTracer::build(const DesignData& design, const OpticalChannel& channel,
                                  const QVector<Finding>& findings) {
  ChannelTrace trace;
  trace.channel = channel;
  trace.name = ChannelNames::channel(design, channel);
  trace.endDescription = endDescription(design, channel);
  trace.loss = channelLoss(channel);

  const Module* nearModule = design.find<Module>(channel.nearModule);
  const OpticalPortDefinition* near =
      nearModule ? opticalPortOf(design, *nearModule, channel.nearPort) : nullptr;
  const Module* farModule = channel.complete() ? design.find<Module>(channel.farModule) : nullptr;
  const OpticalPortDefinition* far =
      farModule ? opticalPortOf(design, *farModule, channel.farPort) : nullptr;

  TraceElement first =
      portElement(design, channel.nearModule, channel.nearPort, TraceElement::Kind::NearPort);
  trace.positions = near ? receptacleSize(*near) : channel.map.sourceSize();
  first.map = PositionMap::identity(trace.positions);
  first.cumulative = first.map;
  trace.elements << first;

  PositionMap cumulative = first.cumulative;
  for (const OpticalChannel::Element& step : channel.elements) {
    TraceElement e;
    e.index = step.index;
    const int in = cumulative.targetSize();
    switch (step.kind) {
      case OpticalChannel::Element::Kind::Mating: {
        const MatedPair& m = channel.matings.at(step.index);
        e.kind = TraceElement::Kind::Mating;
        // Selecting a mating selects what holds it: the panel with the adapter, else the cord.
        e.objectId = !m.adapterHolder.isNull()                    ? m.adapterHolder
                     : m.near.kind == MatingSide::Kind::CablePlug ? m.near.objectId
                                                                  : m.far.objectId;
        e.title = m.adapterPartId.isEmpty() ? tr("Mated") : m.adapterPartId;
        e.details << sideText(m.near) << sideText(m.far);
        if (!m.adapterPartId.isEmpty() && !m.adapterPort.isEmpty())
          e.details << tr("adapter in port %1").arg(m.adapterPort);
        e.map = PositionMap::identity(in);
        e.lossDb = trace.loss.matingDb.value(step.index);
        break;
      }
      case OpticalChannel::Element::Kind::Segment: {
        const FiberSegment& s = channel.segments.at(step.index);
        e.kind = TraceElement::Kind::Segment;
        e.objectId = s.cableId;
        e.title = ChannelNames::cable(design, s);
        e.details << tr("%1, %2").arg(metres(s.lengthM), toString(s.grade));
        e.details << (s.splitter ? tr("splitter leg %1 (%2)")
                                       .arg(s.leg, polarityMethodName(polarityMethodOf(s.map),
                                                                      s.map.sourceSize()))
                                 : polarityMethodName(s.method(), s.map.sourceSize()));
        e.details << tr("end %1 → %2").arg(s.fromEnd, s.toEnd);
        e.map = s.map;
        e.lengthM = s.lengthM;
        e.lossDb = trace.loss.segmentDb.value(step.index);
        break;
      }
      case OpticalChannel::Element::Kind::Passage: {
        const PanelPassage& p = channel.passages.at(step.index);
        e.kind = TraceElement::Kind::Passage;
        e.objectId = p.panelId;
        const Device* panel = design.find<Device>(p.panelId);
        e.title = panel ? panel->name : p.partId;
        e.details << p.partId;
        e.details << tr("port %1 → %2").arg(p.fromPort, p.toPort);
        e.details << (p.feedThrough ? tr("feed-through adapter")
                                    : tr("cassette harness, %1")
                                          .arg(polarityMethodName(polarityMethodOf(p.map),
                                                                  p.map.sourceSize())));
        e.map = p.map;
        break;
      }
    }
    e.positionsIn = in;
    cumulative = cumulative.then(e.map);
    e.cumulative = cumulative;
    e.positionsOut = cumulative.targetSize();
    trace.elements << e;
  }
  TraceElement last = farElement(design, channel);
  // The tracer's composite map is authoritative at the far end: positions the far receptacle
  // does not have are dark there.
  last.cumulative = channel.map;
  last.map = PositionMap::identity(channel.map.targetSize());
  last.positionsIn = channel.map.targetSize();
  if (last.positionsOut == 0)
    last.positionsOut = last.positionsIn;
  trace.elements << last;

  if (near) {
    trace.nearTx = near->txPositions;
    trace.nearRx = near->rxPositions;
  }
  if (far) {
    trace.farTx = far->txPositions;
    trace.farRx = far->rxPositions;
  }
  for (int i = 0; i < trace.nearTx.size(); ++i) {
    TxLanding landing;
    landing.lane = i + 1;
    landing.nearPosition = trace.nearTx.at(i);
    landing.farPosition = channel.map.map(landing.nearPosition);
    if (far && landing.farPosition > 0) {
      landing.farRxLane = int(trace.farRx.indexOf(landing.farPosition)) + 1;
      landing.farTx = trace.farTx.contains(landing.farPosition);
    }
    trace.landings << landing;
  }
  if (near && far) {
    trace.lanesChecked = true;
    trace.lanes = checkLanes(*near, *far, channel.map, channel.splitterCount() > 0);
  }
  addFindings(design, trace, findings);
  return trace;
}

QVector<ChannelTrace> ChannelTracer::fromModule(const DesignData& design, const ObjectId& moduleId,
                                                const QString& port,
                                                const QVector<Finding>& findings) {
  QVector<ChannelTrace> traces;
  const Module* module = design.find<Module>(moduleId);
  const Part* part = module ? design.findPart(module->typeId) : nullptr;
  if (!part || !part->transceiver())
    return traces;
  for (const OpticalPortDefinition& p : part->transceiver()->opticalPorts) {
    if (!port.isEmpty() && p.name != port)
      continue;
    for (const OpticalChannel& ch : OpticalTracer::trace(design, moduleId, p.name))
      traces << build(design, ch, findings);
  }
  return traces;
}

QVector<ChannelTrace> ChannelTracer::fromCable(const DesignData& design, const ObjectId& cableId,
                                               const QVector<Finding>& findings) {
  // The transceiver ports this cable's fibers can reach: a walk over cables and the panels
  // between them (the tracer itself only starts at a module port).
  QVector<std::pair<ObjectId, QString>> starts;
  QVector<ObjectId> queue{cableId};
  QSet<ObjectId> seenCables{cableId};
  QSet<ObjectId> seenPanels;
  for (int next = 0; next < queue.size() && next < kMaxCablesSearched; ++next) {
    const Cable* cable = design.find<Cable>(queue.at(next));
    if (!cable)
      continue;
    for (const CableEnd& end : cable->ends) {
      const Attachment& at = end.attachment;
      if (at.kind == Attachment::Kind::ModulePort) {
        const std::pair<ObjectId, QString> start{at.objectId, at.port};
        if (!starts.contains(start))
          starts << start;
      } else if (at.kind == Attachment::Kind::PanelPort && !seenPanels.contains(at.objectId)) {
        seenPanels.insert(at.objectId);
        const Device* panel = design.find<Device>(at.objectId);
        const Part* part = panel ? design.findPart(panel->typeId) : nullptr;
        if (!part || !part->device())
          continue;
        for (const PanelPortDefinition& p : part->device()->panelPorts) {
          for (const DesignData::SlotRef& ref : design.cableRefsAt(panel->id, p.name)) {
            if (!seenCables.contains(ref.id)) {
              seenCables.insert(ref.id);
              queue << ref.id;
            }
          }
        }
      }
    }
  }
  QVector<ChannelTrace> traces;
  for (const auto& [moduleId, port] : starts) {
    for (const OpticalChannel& ch : OpticalTracer::trace(design, moduleId, port)) {
      if (ch.cables().contains(cableId))
        traces << build(design, ch, findings);
    }
  }
  // By the name of the near port ("leaf-01 …" before "leaf-02 …"), not by which end of the
  // cable happens to be A.
  std::stable_sort(traces.begin(), traces.end(), [](const ChannelTrace& a, const ChannelTrace& b) {
    return a.elements.constFirst().title.localeAwareCompare(b.elements.constFirst().title) < 0;
  });
  return traces;
}

QVector<ChannelTrace> ChannelTracer::fromFinding(const DesignData& design, const Finding& finding,
                                                 const QVector<Finding>& findings) {
  QVector<ChannelTrace> all;
  const auto add = [&all](const QVector<ChannelTrace>& traces) {
    for (const ChannelTrace& t : traces) {
      const bool known = std::any_of(all.cbegin(), all.cend(), [&t](const ChannelTrace& other) {
        return other.channel == t.channel;
      });
      if (!known)
        all << t;
    }
  };
  for (const ObjectId& id : finding.objects) {
    if (design.contains<Module>(id))
      add(fromModule(design, id, {}, findings));
    else if (design.contains<Cable>(id))
      add(fromCable(design, id, findings));
  }
  QVector<ChannelTrace> carrying;
  const QString key = finding.key();
  for (const ChannelTrace& t : std::as_const(all)) {
    const bool carries =
        std::any_of(t.findings.cbegin(), t.findings.cend(),
                    [&key](const TraceFinding& f) { return f.finding.key() == key; });
    if (carries)
      carrying << t;
  }
  return carrying.isEmpty() ? all : carrying;
}

QString ChannelTracer::noChannelReason(const DesignData& design, const ObjectId& objectId) {
  if (const Cable* cable = design.find<Cable>(objectId)) {
    const Part* part = design.findPart(cable->typeId);
    if (part && part->assembly()) {
      return tr("%1 is an assembly (%2): its signal does not run over separate fibers, so there "
                "is no optical channel to trace. Its limits are checked as a part (RE-01, "
                "RE-02).")
          .arg(cable->typeId, toString(part->assembly()->type));
    }
    if (!part || !part->fiber())
      return tr("%1 is not a fiber part the catalog knows.").arg(cable->typeId);
    if (fromCable(design, objectId, {}).isEmpty()) {
      return tr("No transceiver port is reached through %1: plug a transceiver at one of its "
                "ends (or at the far side of its panels) to trace the channel.")
          .arg(cable->typeId);
    }
    return {};
  }
  if (const Module* module = design.find<Module>(objectId)) {
    const Part* part = design.findPart(module->typeId);
    if (!part || !part->transceiver() || part->transceiver()->opticalPorts.isEmpty())
      return tr("%1 has no optical port.").arg(module->typeId);
    if (fromModule(design, objectId, {}, {}).isEmpty())
      return tr("No fiber is plugged into %1.").arg(module->typeId);
    return {};
  }
  if (const Device* device = design.find<Device>(objectId)) {
    if (design.modulesInDevice(objectId).isEmpty())
      return tr("%1 holds no transceiver, so it starts no optical channel.").arg(device->name);
    return {};
  }
  return tr(
      "Select a fiber cable, a cage holding a transceiver or a finding to trace its "
      "optical channel.");
}

}  // namespace rackwright
