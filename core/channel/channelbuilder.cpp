#include "channelbuilder.h"

#include "core/channel/opticalchannel.h"
#include "core/commands/designedits.h"
#include "core/common/error.h"
#include "core/editing/edittransaction.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace rackwright {

namespace {

const QUuid kNamespace =
    QUuid::fromString(QStringLiteral("{5b2f8c61-0d7e-4a93-b8e4-3c1a9f6d2e47}"));

ObjectId makeId(const QString& name) {
  return QUuid::createUuidV5(kNamespace, QStringLiteral("check-channel:") + name);
}

enum class Role { Host, Module, Assembly, Fiber, Coupler, Panel, Other };

Role roleOf(const Part& part) {
  if (part.transceiver())
    return Role::Module;
  if (part.assembly())
    return Role::Assembly;
  if (part.fiber())
    return Role::Fiber;
  if (part.coupler())
    return Role::Coupler;
  if (part.device() && !part.device()->cages.isEmpty())
    return Role::Host;
  if (part.device() && !part.device()->panelPorts.isEmpty())
    return Role::Panel;
  return Role::Other;
}

QString describe(const ChainElement& e) {
  return ChannelBuilder::tr("element %1 \"%2\"").arg(e.position).arg(e.text);
}

/// The first cage of a host that takes `formFactor`, else the first cage.
QString cageFor(const Part& host, FormFactor formFactor) {
  for (const CageDefinition& cage : host.device()->cages) {
    if (cage.formFactor == formFactor)
      return cage.name;
  }
  return host.device()->cages.constFirst().name;
}

/// The coupling adapter implied between two plugs: same connector, polish if possible, and
/// key-up/key-down (position-keeping) before key-up/key-up.
PartPtr impliedAdapter(const Catalog& library, Connector connector, Polish polish) {
  PartPtr best;
  int bestScore = -1;
  for (const PartPtr& p : library.parts()) {
    if (!p->coupler() || p->coupler()->connector != connector)
      continue;
    int score = 0;
    if (p->coupler()->polish == polish)
      score += 2;
    if (p->coupler()->keying != AdapterKeying::KeyUpKeyUp)
      score += 1;
    if (score > bestScore) {
      best = p;
      bestScore = score;
    }
  }
  return best;
}

class Builder final {
 public:
  Builder(const Catalog& library, QVector<ChainElement> elements)
      : mLibrary(library), mElements(std::move(elements)) {
    mResult.design = std::make_unique<Design>();
    mResult.design->setLibrary(&library);
    mResult.elements = mElements;
  }

  BuiltChannel build() {
    int i = 0;
    const ChainElement* hostA = nullptr;
    const ChainElement* hostB = nullptr;
    const ChainElement* moduleA = nullptr;
    const ChainElement* moduleB = nullptr;
    const ChainElement* assembly = nullptr;
    QVector<const ChainElement*> passives;
    auto role = [this](int k) {
      return k < mElements.size() ? roleOf(*mElements.at(k).part) : Role::Other;
    };
    if (role(i) == Role::Host)
      hostA = &mElements.at(i++);
    if (role(i) == Role::Assembly) {
      assembly = &mElements.at(i++);
    } else if (role(i) == Role::Module) {
      moduleA = &mElements.at(i++);
      while (role(i) == Role::Fiber || role(i) == Role::Coupler || role(i) == Role::Panel) {
        passives << &mElements.at(i++);
      }
      if (role(i) == Role::Module)
        moduleB = &mElements.at(i++);
    } else if (i < mElements.size()) {
      throw Error(ChannelBuilder::tr("%1 cannot start a channel: expected a host, a transceiver "
                                     "or a cable assembly plugged into the host.")
                      .arg(describe(mElements.at(i))));
    }
    if (role(i) == Role::Host)
      hostB = &mElements.at(i++);
    if (i < mElements.size()) {
      throw Error(ChannelBuilder::tr("%1 is out of place: a chain is [host] (module | assembly) "
                                     "[cords, adapters, trunks …] [module] [host].")
                      .arg(describe(mElements.at(i))));
    }
    if (!moduleA && !assembly) {
      throw Error(
          ChannelBuilder::tr("The chain needs a transceiver or a cable assembly after the "
                             "host."));
    }
    checkPassives(passives, moduleA, moduleB);

    // The scratch design is built like any edit: through one transaction, without history.
    EditTransaction transaction(design(), nullptr, ChannelBuilder::tr("Build the channel"));
    mTransaction = &transaction;
    setUpRow();
    const ObjectId a = hostA ? addHost(*hostA, QStringLiteral("A")) : ObjectId();
    const ObjectId b = hostB ? addHost(*hostB, QStringLiteral("B")) : ObjectId();
    if (assembly) {
      addAssembly(*assembly, hostA, a, hostB, b);
    } else {
      const ObjectId ma = addModule(*moduleA, hostA, a, QStringLiteral("A"));
      const ObjectId mb = moduleB ? addModule(*moduleB, hostB, b, QStringLiteral("B")) : ObjectId();
      addPassives(passives, *moduleA, ma, moduleB, mb);
    }
    transaction.commit();
    mTransaction = nullptr;
    return std::move(mResult);
  }

 private:
  Design& design() { return *mResult.design; }
  void run(DesignEdits::CommandPtr command) { mTransaction->apply(std::move(command)); }

  void checkPassives(const QVector<const ChainElement*>& passives, const ChainElement* moduleA,
                     const ChainElement* moduleB) {
    if (moduleA && moduleB && passives.isEmpty()) {
      throw Error(ChannelBuilder::tr("%1 and %2 are transceivers with nothing between them: add "
                                     "the cord, e.g. MFP7E10-N010.")
                      .arg(describe(*moduleA), describe(*moduleB)));
    }
    for (int k = 0; k < passives.size(); ++k) {
      const ChainElement& e = *passives.at(k);
      if (roleOf(*e.part) == Role::Fiber)
        continue;
      const bool between = k > 0 && k + 1 < passives.size() &&
                           roleOf(*passives.at(k - 1)->part) == Role::Fiber &&
                           roleOf(*passives.at(k + 1)->part) == Role::Fiber;
      if (!between) {
        throw Error(ChannelBuilder::tr("%1 joins two cords: put it between two cords or trunks.")
                        .arg(describe(e)));
      }
    }
  }

  void setUpRow() {
    Site site{makeId(QStringLiteral("site")), QStringLiteral("check-channel"), {}};
    run(DesignEdits::addSite(design(), site));
    Room room{makeId(QStringLiteral("room")), site.id, QStringLiteral("check-channel"), {}};
    run(DesignEdits::addRoom(design(), room));
    Row row{makeId(QStringLiteral("row")), room.id, QStringLiteral("check-channel"), 0, {}};
    run(DesignEdits::addRow(design(), row));
    mRow = row.id;
  }

  /// Each end's host gets a rack of its own, and the panels a third one, so that the rack-level
  /// rules (airflow, power) judge each host on its own rather than an arbitrary mix.
  ObjectId rackFor(const QString& name) {
    if (mRacks.contains(name))
      return mRacks.value(name);
    Rack rack;
    rack.id = makeId(QStringLiteral("rack:") + name);
    rack.rowId = mRow;
    rack.name = name;
    rack.positionInRow = int(mRacks.size());
    int height = 2;  // every panel of the chain may land in the same rack
    for (const ChainElement& e : mElements) {
      if (e.part->device())
        height += int(std::ceil(e.part->device()->uHeight)) + 1;
    }
    rack.heightU = std::clamp(height, 42, 60);  // racks are 1 to 60 U
    run(DesignEdits::addRack(design(), rack));
    mRacks.insert(name, rack.id);
    return rack.id;
  }

  ObjectId addDevice(const QString& key, const QString& name, const Part& part,
                     const QString& rackName) {
    Device d;
    d.id = makeId(key);
    d.name = name;
    d.typeId = part.id;
    d.rackId = rackFor(rackName);
    d.positionU = mNextU.value(rackName, 1);
    mNextU.insert(rackName, d.positionU + std::max(1.0, std::ceil(part.device()->uHeight)));
    run(DesignEdits::addDevice(design(), d));
    return d.id;
  }

  ObjectId addHost(const ChainElement& e, const QString& end) {
    // The same part at both ends gets the end letter so messages tell them apart.
    int same = 0;
    for (const ChainElement& other : mElements) {
      if (other.part->id == e.part->id && roleOf(*other.part) == Role::Host)
        ++same;
    }
    const QString name = same > 1 ? QStringLiteral("%1-%2").arg(e.part->id, end) : e.part->id;
    return addDevice(QStringLiteral("host:") + end, name, *e.part, QStringLiteral("R") + end);
  }

  ObjectId addModule(const ChainElement& e, const ChainElement* host, const ObjectId& hostId,
                     const QString& end) {
    Module m;
    m.id = makeId(QStringLiteral("module:") + end);
    m.typeId = e.part->id;
    if (host) {
      m.deviceId = hostId;
      m.cage = cageFor(*host->part, e.part->transceiver()->formFactor);
    }
    run(DesignEdits::plugModule(design(), m));
    return m.id;
  }

  void addAssembly(const ChainElement& e, const ChainElement* hostA, const ObjectId& a,
                   const ChainElement* hostB, const ObjectId& b) {
    const QVector<AssemblyEndDefinition>& ends = e.part->assembly()->ends;
    const int far = e.leg > 0 ? e.leg : 1;
    if (far >= ends.size()) {
      throw Error(ChannelBuilder::tr("%1 has no leg %2.").arg(describe(e)).arg(far));
    }
    Cable c;
    c.id = makeId(QStringLiteral("cable:assembly"));
    c.typeId = e.part->id;
    c.lengthM = e.part->lengthM;
    for (int k = 0; k < ends.size(); ++k) {
      CableEnd end{ends.at(k).name, {}};
      if (k == 0 && hostA) {
        end.attachment = {Attachment::Kind::Cage, a, cageFor(*hostA->part, ends.at(k).formFactor)};
      } else if (k == far && hostB) {
        end.attachment = {Attachment::Kind::Cage, b, cageFor(*hostB->part, ends.at(k).formFactor)};
      } else if (k != 0 && k != far) {
        noteUnused(c.id, e, ends.at(k).name);
      }
      c.ends << end;
    }
    run(DesignEdits::addCable(design(), c));
  }

  void noteUnused(const ObjectId& cable, const ChainElement& e, const QString& end) {
    mResult.unusedEnds.push_back({cable, end});
    mResult.assumptions << ChannelBuilder::tr("end %1 of %2 (element %3) is left unconnected")
                               .arg(end, e.part->id)
                               .arg(e.position);
  }

  ObjectId addJoiner(const ChainElement* explicitJoiner, const FiberEndDefinition& near,
                     const ChainElement& before, const ChainElement& after) {
    PartPtr part = explicitJoiner ? explicitJoiner->part : nullptr;
    if (!part) {
      part = impliedAdapter(mLibrary, near.connector, near.polish);
      if (!part) {
        throw Error(ChannelBuilder::tr("%1 and %2 need a %3 coupling adapter between them, and the "
                                       "catalog has none: name one between the two cords.")
                        .arg(describe(before), describe(after), toString(near.connector)));
      }
      mResult.assumptions << ChannelBuilder::tr("%1 and %2 are joined through %3 (%4)")
                                 .arg(describe(before), describe(after), part->id,
                                      toString(part->coupler()->keying));
    }
    const QString key = QStringLiteral("joiner:%1").arg(after.position);
    if (part->coupler()) {
      // A coupling adapter on its own: a one-port feed-through panel holding it, whose
      // front-to-rear map is the adapter's map.
      const QString panelId = QStringLiteral("CHECK-CHANNEL-ADAPTER-%1").arg(part->id);
      if (!design().part(panelId)) {
        auto panel = std::make_shared<Part>();
        panel->id = panelId;
        panel->kind = PartKind::Panel;
        panel->manufacturer = part->manufacturer;
        panel->model = part->id;
        panel->source = part->source;
        panel->unconfirmed = part->unconfirmed;
        DeviceBody body;
        body.role = DeviceRole::PatchPanel;
        body.uHeight = 1;
        body.fullDepth = false;
        body.airflow = Airflow::Passive;
        PanelPortDefinition front;
        front.name = QStringLiteral("F1");
        front.face = PanelFace::Front;
        front.connector = part->coupler()->connector;
        front.positions = part->coupler()->fiberCount;
        front.polish = part->coupler()->polish;
        front.couplingAdapter = part->id;
        front.rearPort = QStringLiteral("R1");
        front.rearPositions = part->coupler()->map;
        PanelPortDefinition rear = front;
        rear.name = QStringLiteral("R1");
        rear.face = PanelFace::Rear;
        rear.rearPort.clear();
        rear.rearPositions.clear();
        body.panelPorts = {front, rear};
        panel->body = body;
        design().embeddedParts().add(panel, Catalog::Origin::Embedded);
      }
      return addDevice(key, part->id, *design().part(panelId), QStringLiteral("RP"));
    }
    return addDevice(key, part->id, *part, QStringLiteral("RP"));
  }

  /// The port a chain enters a panel by: a front port with a rear port whose connector takes
  /// the arriving plug, else a rear port that does (the far cassette of a structured channel
  /// is entered from its trunk side). Empty when no port takes the plug.
  static const PanelPortDefinition* entryPort(const Part& panel, Connector arriving) {
    const QVector<PanelPortDefinition>& ports = panel.device()->panelPorts;
    for (const PanelPortDefinition& p : ports) {
      if (p.face == PanelFace::Front && !p.rearPort.isEmpty() && p.connector == arriving)
        return &p;
    }
    for (const PanelPortDefinition& p : ports) {
      if (p.face == PanelFace::Rear && p.connector == arriving)
        return &p;
    }
    return nullptr;
  }

  /// The port the chain leaves a panel by, after entering at `entry`: the rear port of a front
  /// port; for a rear port, the front port named in the chain (":F6") or else the one where the
  /// near module's first Tx lane lands (traced through what is built so far), so that a
  /// Method B channel, which turns F1 into F6, reaches the right cord.
  QString exitPort(const Part& panel, const ObjectId& panelId, const PanelPortDefinition& entry,
                   const ChainElement& joiner, const ObjectId& moduleA, const QString& portA) {
    if (entry.face == PanelFace::Front)
      return entry.rearPort;
    QStringList fronts;
    for (const PanelPortDefinition& p : panel.device()->panelPorts) {
      if (p.face == PanelFace::Front && p.rearPort == entry.name)
        fronts << p.name;
    }
    if (!joiner.panelPort.isEmpty()) {
      if (!fronts.contains(joiner.panelPort)) {
        throw Error(ChannelBuilder::tr("%1: the chain enters at %2, which feeds front ports %3.")
                        .arg(describe(joiner), entry.name, fronts.join(QStringLiteral(", "))));
      }
      return joiner.panelPort;
    }
    const Module* module = design().find<Module>(moduleA);
    const PartPtr modulePart = module ? design().part(module->typeId) : nullptr;
    const OpticalPortDefinition* port = opticalPortOf(modulePart.get(), portA);
    const int tx = port && !port->txPositions.isEmpty() ? port->txPositions.constFirst() : 1;
    for (const OpticalChannel& ch : OpticalTracer::trace(design(), moduleA, portA)) {
      if (ch.farAttachment.kind == Attachment::Kind::PanelPort &&
          ch.farAttachment.objectId == panelId && fronts.contains(ch.farAttachment.port) &&
          ch.map.map(tx) > 0) {
        mResult.assumptions << ChannelBuilder::tr(
                                   "%1 is left by front port %2, where Tx lane 1 arrives (name "
                                   "another port as %3:<port>)")
                                   .arg(describe(joiner), ch.farAttachment.port, panel.id);
        return ch.farAttachment.port;
      }
    }
    return fronts.isEmpty() ? QString() : fronts.constFirst();
  }

  void addPassives(const QVector<const ChainElement*>& passives, const ChainElement& moduleA,
                   const ObjectId& ma, const ChainElement* moduleB, const ObjectId& mb) {
    auto portOf = [](const ChainElement& e) {
      return e.opticalPort.isEmpty() ? e.part->transceiver()->opticalPorts.constFirst().name
                                     : e.opticalPort;
    };
    Attachment next{Attachment::Kind::ModulePort, ma, portOf(moduleA)};
    const ChainElement* previousFiber = nullptr;
    const ChainElement* pendingJoiner = nullptr;
    int cableIndex = 0;
    for (const ChainElement* e : passives) {
      if (roleOf(*e->part) != Role::Fiber) {
        pendingJoiner = e;
        continue;
      }
      const PassiveFiberBody& fiber = *e->part->fiber();
      if (previousFiber) {
        // Join the previous cord's far end and this cord's near end.
        const ObjectId panel =
            addJoiner(pendingJoiner, fiber.ends.constFirst(), *previousFiber, *e);
        const Part& panelPart = *design().part(design().find<Device>(panel)->typeId);
        const Connector arriving = previousFiber->part->fiber()->ends.at(mLastEndIndex).connector;
        const PanelPortDefinition* entry = entryPort(panelPart, arriving);
        const ChainElement& joiner = pendingJoiner ? *pendingJoiner : *e;
        if (!entry) {
          throw Error(ChannelBuilder::tr("%1 has no port that takes the %2 plug of %3.")
                          .arg(describe(joiner), toString(arriving), describe(*previousFiber)));
        }
        run(DesignEdits::connectCableEnd(design(), mLastCable, mLastEnd,
                                         {Attachment::Kind::PanelPort, panel, entry->name}));
        const QString exit = exitPort(panelPart, panel, *entry, joiner, ma, portOf(moduleA));
        if (exit.isEmpty()) {
          throw Error(ChannelBuilder::tr("%1 has no port leading on from %2.")
                          .arg(describe(joiner), entry->name));
        }
        next = {Attachment::Kind::PanelPort, panel, exit};
        pendingJoiner = nullptr;
      }
      const int far = fiber.ends.size() > 2 ? (e->leg > 0 ? e->leg : 1) : fiber.ends.size() - 1;
      if (far >= fiber.ends.size()) {
        throw Error(ChannelBuilder::tr("%1 has no leg %2.").arg(describe(*e)).arg(far));
      }
      Cable c;
      c.id = makeId(QStringLiteral("cable:%1").arg(++cableIndex));
      c.typeId = e->part->id;
      c.lengthM = e->part->lengthM;
      for (int k = 0; k < fiber.ends.size(); ++k) {
        CableEnd end{fiber.ends.at(k).name, {}};
        if (k == 0)
          end.attachment = next;
        if (k != 0 && k != far)
          noteUnused(c.id, *e, end.name);
        c.ends << end;
      }
      run(DesignEdits::addCable(design(), c));
      mLastCable = c.id;
      mLastEnd = fiber.ends.at(far).name;
      mLastEndIndex = far;
      previousFiber = e;
    }
    if (moduleB && previousFiber) {
      run(DesignEdits::connectCableEnd(design(), mLastCable, mLastEnd,
                                       {Attachment::Kind::ModulePort, mb, portOf(*moduleB)}));
    }
  }

  const Catalog& mLibrary;
  QVector<ChainElement> mElements;
  BuiltChannel mResult;
  ObjectId mRow;
  QHash<QString, ObjectId> mRacks;
  QHash<QString, double> mNextU;
  ObjectId mLastCable;
  QString mLastEnd;
  int mLastEndIndex = 0;
  EditTransaction* mTransaction = nullptr;  ///< open while build() runs
};

}  // namespace

ChainElement ChannelBuilder::resolve(const Catalog& library, const QString& text, int position) {
  ChainElement e;
  e.position = position;
  e.text = text;
  const QString where = tr("element %1 \"%2\"").arg(position).arg(text);
  if ((e.part = library.find(text))) {
    if (e.part->lengthSelectable && e.part->lengthM <= 0) {
      throw Error(tr("%1 needs a length: write it as %2:<n>m, e.g. %2:10m.").arg(where, text));
    }
    return e;
  }
  // ":F6" on a panel or cassette: the port the chain leaves it by.
  if (const qsizetype colon = text.lastIndexOf(QLatin1Char(':')); colon > 0) {
    const PartPtr panel = library.find(text.left(colon));
    const QString port = text.mid(colon + 1);
    if (panel && panel->device() && panel->device()->panelPort(port)) {
      e.part = panel;
      e.panelPort = port;
      return e;
    }
  }
  static const QRegularExpression suffix(QStringLiteral("^(.+):(leg)?(\\d+(?:\\.\\d+)?)(m)?$"));
  const QRegularExpressionMatch m = suffix.match(text);
  const PartPtr base = m.hasMatch() ? library.find(m.captured(1)) : nullptr;
  if (!base) {
    throw Error(
        tr("%1 is not in the catalog. Use a catalog id (see rackwright catalog list).").arg(where));
  }
  const bool leg = !m.captured(2).isEmpty();
  const bool metres = !m.captured(4).isEmpty();
  const QString value = m.captured(3);
  e.part = base;
  if (metres && !leg) {
    if (!base->lengthSelectable) {
      throw Error(tr("%1: %2 has a fixed length; use one of its variants instead of a length "
                     "suffix.")
                      .arg(where, base->id));
    }
    throw Error(tr("%1: %2 comes in lengths from %3 m to %4 m.")
                    .arg(where, base->id)
                    .arg(base->minLengthM)
                    .arg(base->maxLengthM));
  }
  bool ok = false;
  const int number = value.toInt(&ok);
  if (!ok || metres)
    throw Error(tr("%1: cannot read the suffix \"%2\".").arg(where, value));
  if (leg) {
    const int legs = base->fiber()      ? int(base->fiber()->ends.size()) - 1
                     : base->assembly() ? int(base->assembly()->ends.size()) - 1
                                        : 0;
    if (legs < 2)
      throw Error(tr("%1: %2 is not a splitter; \":leg\" needs one.").arg(where, base->id));
    if (number < 1 || number > legs) {
      throw Error(tr("%1: %2 has legs 1 to %3.").arg(where, base->id).arg(legs));
    }
    e.leg = number;
    return e;
  }
  if (!base->transceiver()) {
    throw Error(tr("%1: \":%2\" picks an optical port, and %3 is not a transceiver.")
                    .arg(where, value, base->id));
  }
  QStringList ports;
  for (const OpticalPortDefinition& p : base->transceiver()->opticalPorts)
    ports << p.name;
  if (!ports.contains(value)) {
    throw Error(
        tr("%1: %2 has optical ports %3.").arg(where, base->id, ports.join(QStringLiteral(", "))));
  }
  e.opticalPort = value;
  return e;
}

BuiltChannel ChannelBuilder::build(const Catalog& library, const QStringList& chain) {
  if (chain.isEmpty())
    throw Error(tr("Name the elements of the channel, from end A to end B."));
  QVector<ChainElement> elements;
  for (int i = 0; i < chain.size(); ++i)
    elements << resolve(library, chain.at(i), i + 1);
  for (const ChainElement& e : elements) {
    if (roleOf(*e.part) == Role::Other) {
      throw Error(
          tr("%1 (%2) cannot be part of a channel.").arg(describe(e), toString(e.part->kind)));
    }
  }
  return Builder(library, elements).build();
}

}  // namespace rackwright
