#include "opticalchannel.h"

#include "core/validation/checkcontext.h"
#include "core/validation/checksupport.h"
#include "core/validation/runcache.h"

#include <QSet>
#include <QVarLengthArray>

#include <algorithm>

namespace rackwright {

// --- OpticalChannel ----------------------------------------------------------------------------

double OpticalChannel::lengthM() const {
  double sum = 0;
  for (const FiberSegment& s : segments)
    sum += s.lengthM;
  return sum;
}

int OpticalChannel::splitterCount() const {
  return int(std::count_if(segments.cbegin(), segments.cend(),
                           [](const FiberSegment& s) { return s.splitter; }));
}

QVector<ObjectId> OpticalChannel::cables() const {
  QVector<ObjectId> ids;
  for (const FiberSegment& s : segments) {
    if (!ids.contains(s.cableId))
      ids << s.cableId;
  }
  return ids;
}

QVector<ObjectId> OpticalChannel::panels() const {
  QVector<ObjectId> ids;
  for (const PanelPassage& p : passages) {
    if (!ids.contains(p.panelId))
      ids << p.panelId;
  }
  return ids;
}

OpticalChannel OpticalChannel::reversed() const {
  if (!complete())
    return *this;
  OpticalChannel r = *this;
  r.nearModule = farModule;
  r.nearPort = farPort;
  r.farModule = nearModule;
  r.farPort = nearPort;
  r.farAttachment = Attachment{Attachment::Kind::ModulePort, nearModule, nearPort};
  if (!segments.isEmpty()) {
    r.farCable = segments.constFirst().cableId;
    r.farCableEnd = segments.constFirst().fromEnd;
  }
  r.map = map.inverse();
  std::reverse(r.matings.begin(), r.matings.end());
  for (MatedPair& m : r.matings)
    std::swap(m.near, m.far);
  std::reverse(r.segments.begin(), r.segments.end());
  for (FiberSegment& s : r.segments) {
    std::swap(s.fromEnd, s.toEnd);
    s.map = s.map.inverse();  // the leg stays the leg
  }
  std::reverse(r.passages.begin(), r.passages.end());
  for (PanelPassage& p : r.passages) {
    std::swap(p.fromPort, p.toPort);
    p.map = p.map.inverse();
  }
  std::reverse(r.elements.begin(), r.elements.end());
  for (Element& e : r.elements) {
    const int count = e.kind == Element::Kind::Mating    ? int(matings.size())
                      : e.kind == Element::Kind::Segment ? int(segments.size())
                                                         : int(passages.size());
    e.index = count - 1 - e.index;
  }
  // A feed-through panel is listed as its mating, then the passage inside the adapter, in
  // both directions.
  for (int k = 0; k + 1 < r.elements.size(); ++k) {
    const Element& first = r.elements.at(k);
    const Element& second = r.elements.at(k + 1);
    if (first.kind == Element::Kind::Passage && second.kind == Element::Kind::Mating &&
        r.passages.at(first.index).feedThrough &&
        r.matings.at(second.index).adapterHolder == r.passages.at(first.index).panelId) {
      r.elements.swapItemsAt(k, k + 1);
      ++k;
    }
  }
  return r;
}

// --- tracing -----------------------------------------------------------------------------------

namespace {

/// A place the trace has been: a cable end, or a port of a panel. A channel visits a handful,
/// so a small array with a linear search beats hashing (and no id is formatted as text).
struct VisitKey {
  ObjectId id;
  QString name;
  bool panel = false;
  bool operator==(const VisitKey&) const = default;
};

class Visited final {
 public:
  bool contains(const VisitKey& key) const {
    return std::find(mKeys.cbegin(), mKeys.cend(), key) != mKeys.cend();
  }
  void insert(const VisitKey& key) {
    if (!contains(key))
      mKeys.append(key);
  }

 private:
  QVarLengthArray<VisitKey, 6> mKeys;
};

VisitKey endKey(const ObjectId& cable, const QString& end) {
  return {cable, end, false};
}

VisitKey panelKey(const ObjectId& panel, const QString& port) {
  return {panel, port, true};
}

struct Plug {
  const Cable* cable = nullptr;
  QString end;
};

class Walker final {
 public:
  Walker(const DesignData& design, CheckContext* ctx) : mDesign(design), mCtx(ctx) {}

  QVector<OpticalChannel> start(const ObjectId& moduleId, const QString& port) {
    depend(moduleId);
    const Module* module = mDesign.find<Module>(moduleId);
    if (!module)
      return {};
    if (!module->deviceId.isNull())
      depend(module->deviceId);
    const OpticalPortDefinition* def = opticalPortOf(findPart(module->typeId), port);
    if (!def)
      return {};
    Visited visited;
    const Plug plug = plugAt(Attachment::Kind::ModulePort, moduleId, port, visited);
    if (!plug.cable)
      return {};
    OpticalChannel ch;
    // A direct cord is two matings and a segment; a run through a panel adds a few more.
    ch.matings.reserve(2);
    ch.segments.reserve(1);
    ch.elements.reserve(4);
    ch.nearModule = moduleId;
    ch.nearPort = port;
    ch.map = PositionMap::identity(receptacleSize(*def));
    addMating(ch, receptacleSide(*module, *def), plugSide(*plug.cable, plug.end), nullptr, {}, {});
    visited.insert(endKey(plug.cable->id, plug.end));
    followCable(std::move(ch), *plug.cable, plug.end, visited);
    return std::move(mOut);
  }

 private:
  void depend(const ObjectId& id) {
    if (mCtx && !id.isNull())
      mCtx->dependsOn(id);
  }

  const Part* findPart(const QString& typeId) const {
    return mCtx ? mCtx->findPart(typeId) : mDesign.findPart(typeId);
  }

  static int receptacleSize(const OpticalPortDefinition& def) {
    int size = connectorFiberCount(def.connector);
    for (int p : def.txPositions)
      size = std::max(size, p);
    for (int p : def.rxPositions)
      size = std::max(size, p);
    return size;
  }

  /// The first cable end (by cable id, then end order) attached at a place, not yet walked.
  /// Declares the place's attachments and every cable found there: a cable moving into or out
  /// of the place changes the channel.
  Plug plugAt(Attachment::Kind kind, const ObjectId& objectId, const QString& port,
              const Visited& visited) {
    if (mCtx && mCtx->recordsDependencies()) {
      mCtx->dependsOnRelation(checks::portKey(objectId, port), CheckContext::Relation::Attachments);
    }
    Plug found;
    ObjectId previous;
    for (const DesignData::SlotRef& ref : mDesign.cableRefsAt(objectId, port)) {
      if (ref.id == previous)
        continue;  // one cable with two ends here: its ends are all looked at below
      previous = ref.id;
      const Cable* cable = mDesign.find<Cable>(ref.id);
      if (!cable)
        continue;
      for (const CableEnd& end : cable->ends) {
        const Attachment& at = end.attachment;
        if (at.kind != kind || at.objectId != objectId || at.port != port)
          continue;
        depend(cable->id);
        if (!found.cable && !visited.contains(endKey(cable->id, end.name))) {
          found = {cable, end.name};
        }
      }
    }
    return found;
  }

  MatingSide receptacleSide(const Module& module, const OpticalPortDefinition& def) const {
    MatingSide s;
    s.kind = MatingSide::Kind::ModuleReceptacle;
    s.objectId = module.id;
    s.name = def.name;
    s.partId = module.typeId;
    s.connector = def.connector;
    s.fiberCount = connectorFiberCount(def.connector);
    s.gender = def.gender;
    s.polish = def.polish;
    return s;
  }

  MatingSide plugSide(const Cable& cable, const QString& endName) const {
    MatingSide s;
    s.kind = MatingSide::Kind::CablePlug;
    s.objectId = cable.id;
    s.name = endName;
    s.partId = cable.typeId;
    const Part* part = findPart(cable.typeId);
    if (!part || !part->fiber())
      return s;
    for (const FiberEndDefinition& e : part->fiber()->ends) {
      if (e.name != endName)
        continue;
      s.connector = e.connector;
      s.fiberCount = e.fiberCount;
      s.gender = e.gender;
      s.polish = e.polish;
    }
    s.rated = true;
    s.lowLoss = part->fiber()->lowLoss;
    s.ilPerMatingDb = part->fiber()->ilPerMatingDb;
    return s;
  }

  static MatingSide panelSide(const Device& panel, const PanelPortDefinition& port) {
    MatingSide s;
    s.kind = MatingSide::Kind::PanelConnector;
    s.objectId = panel.id;
    s.name = port.name;
    s.partId = panel.typeId;
    s.connector = port.connector;
    s.fiberCount = port.positions;
    s.polish = port.polish;  // a cassette's internal harness: gender not in the data
    return s;
  }

  void addMating(OpticalChannel& ch, const MatingSide& near, const MatingSide& far,
                 const Device* holder, const QString& holderPort, const QString& adapterId) {
    MatedPair m;
    m.near = near;
    m.far = far;
    if (holder && !adapterId.isEmpty()) {
      m.adapterPartId = adapterId;
      m.adapterHolder = holder->id;
      m.adapterPort = holderPort;
      if (const Part* adapter = findPart(adapterId); adapter && adapter->coupler()) {
        m.adapterConnector = adapter->coupler()->connector;
        m.adapterFiberCount = adapter->coupler()->fiberCount;
        m.adapterPolish = adapter->coupler()->polish;
        m.adapterKeying = adapter->coupler()->keying;
      }
    }
    ch.elements.push_back({OpticalChannel::Element::Kind::Mating, int(ch.matings.size())});
    ch.matings.push_back(std::move(m));
  }

  /// The maps through a fiber part from one of its ends: type data, the same for every cable of
  /// the part, so one worker's run computes them once per part and end.
  ///
  /// Returned as a copy (a reference count: QMap is implicitly shared), never as a reference
  /// into the table: the caller walks on through further cables while it iterates the maps, and
  /// a part met there for the first time is inserted, which may rehash the table and move every
  /// entry. A reference held across that was the pool-thread crash of the property test's
  /// validation checkpoints (tests/core/tst_modelintegrity.cpp).
  QMap<int, PositionMap> pathsFrom(const PassiveFiberBody& fiber, int fromEnd) {
    ValidationRunCache* cache = mCtx ? mCtx->runCache() : nullptr;
    QHash<std::pair<const PassiveFiberBody*, int>, QMap<int, PositionMap>>& table =
        cache ? cache->fiberPaths : mFiberPaths;
    const std::pair<const PassiveFiberBody*, int> key{&fiber, fromEnd};
    auto it = table.find(key);
    if (it == table.end())
      it = table.insert(key, fiberPathsFrom(fiber, fromEnd));
    return *it;
  }

  // Channels are passed on as rvalue references, not by value: a channel record is large (maps,
  // matings, segments), and by value every step of the walk moved it once more.
  void finish(OpticalChannel&& ch, ChannelEnd end) {
    ch.end = end;
    mOut.push_back(std::move(ch));
  }

  void followCable(OpticalChannel&& ch, const Cable& cable, const QString& endName,
                   const Visited& visited) {
    ch.farCable = cable.id;
    ch.farCableEnd = endName;
    const Part* part = findPart(cable.typeId);
    if (!part || !part->fiber())
      return finish(std::move(ch), ChannelEnd::Dark);
    const PassiveFiberBody& fiber = *part->fiber();
    int from = -1;
    for (int i = 0; i < fiber.ends.size(); ++i) {
      if (fiber.ends.at(i).name == endName)
        from = i;
    }
    const QMap<int, PositionMap> paths = pathsFrom(fiber, from);
    bool any = false;
    // Every end the fibers lead to is a branch, even when none of this channel's positions go
    // there: the trace then looks the same from both ends (a leg whose fibers meet only dark
    // positions is still a channel, with an empty map).
    for (auto it = paths.cbegin(); it != paths.cend(); ++it) {
      const PositionMap composite = ch.map.then(it.value());
      any = true;
      // The last branch takes the channel itself (most cords have one far end).
      OpticalChannel copy;
      OpticalChannel& branch = std::next(it) == paths.cend() ? ch : (copy = ch);
      FiberSegment s;
      s.cableId = cable.id;
      s.partId = part->id;
      s.fromEnd = endName;
      s.toEnd = fiber.ends.at(it.key()).name;
      s.lengthM = part->lengthM > 0 ? part->lengthM : cable.lengthM;
      s.grade = fiber.grade;
      s.fiberClass = fiber.fiberClass;
      s.construction = fiber.construction;
      s.splitter = fiber.ends.size() > 2;
      if (s.splitter)
        s.leg = from == 0 ? s.toEnd : s.fromEnd;
      s.map = it.value();
      branch.elements.push_back(
          {OpticalChannel::Element::Kind::Segment, int(branch.segments.size())});
      const QString toEnd = s.toEnd;
      branch.segments.push_back(std::move(s));
      branch.map = composite;
      branch.farCableEnd = toEnd;
      arrive(std::move(branch), cable, toEnd, visited);
    }
    if (!any)
      finish(std::move(ch), ChannelEnd::Dark);
  }

  void arrive(OpticalChannel&& ch, const Cable& cable, const QString& endName, Visited visited) {
    const VisitKey key = endKey(cable.id, endName);
    if (visited.contains(key))
      return finish(std::move(ch), ChannelEnd::Dark);  // a loop
    visited.insert(key);
    const CableEnd* end = cable.end(endName);
    if (!end || !end->attachment.isConnected())
      return finish(std::move(ch), ChannelEnd::LooseCableEnd);
    const Attachment& at = end->attachment;
    ch.farAttachment = at;
    switch (at.kind) {
      case Attachment::Kind::None:
        return finish(std::move(ch), ChannelEnd::LooseCableEnd);
      case Attachment::Kind::Cage:
        depend(at.objectId);
        return finish(std::move(ch), ChannelEnd::Cage);
      case Attachment::Kind::ModulePort: {
        depend(at.objectId);
        const Module* module = mDesign.find<Module>(at.objectId);
        const OpticalPortDefinition* def =
            module ? opticalPortOf(findPart(module->typeId), at.port) : nullptr;
        if (!def)
          return finish(std::move(ch), ChannelEnd::LooseCableEnd);
        if (!module->deviceId.isNull())
          depend(module->deviceId);
        addMating(ch, plugSide(cable, endName), receptacleSide(*module, *def), nullptr, {}, {});
        // Positions the receptacle does not have go dark.
        ch.map.limitTargets(receptacleSize(*def));
        ch.farModule = module->id;
        ch.farPort = at.port;
        return finish(std::move(ch), ChannelEnd::ModulePort);
      }
      case Attachment::Kind::PanelPort: {
        const MatingSide plug = plugSide(cable, endName);
        return enterPanel(std::move(ch), plug, at.objectId, at.port, visited);
      }
    }
  }

  void enterPanel(OpticalChannel&& ch, const MatingSide& plug, const ObjectId& panelId,
                  const QString& port, Visited visited) {
    depend(panelId);
    const Device* panel = mDesign.find<Device>(panelId);
    const Part* part = panel ? findPart(panel->typeId) : nullptr;
    const PanelPortDefinition* def =
        part && part->device() ? part->device()->panelPort(port) : nullptr;
    if (!def)
      return finish(std::move(ch), ChannelEnd::OpenPanelPort);
    visited.insert(panelKey(panelId, port));

    // The ports on the other side: a front port feeds its rear port; a rear port fans out to
    // every front port that lands on it (a cassette), each carrying some of the positions.
    struct Through {
      const PanelPortDefinition* port;
      PositionMap map;
    };
    QVector<Through> through;
    if (def->face == PanelFace::Front) {
      if (const PanelPortDefinition* rear = part->device()->panelPort(def->rearPort)) {
        through.push_back({rear, PositionMap(def->rearPositions, rear->positions)});
      }
    } else {
      for (const PanelPortDefinition& front : part->device()->panelPorts) {
        if (front.face == PanelFace::Front && front.rearPort == def->name) {
          through.push_back({&front, PositionMap(front.rearPositions, def->positions).inverse()});
        }
      }
    }
    bool any = false;
    for (const Through& t : through) {
      const PositionMap composite = ch.map.then(t.map);
      if (visited.contains(panelKey(panelId, t.port->name)))
        continue;
      any = true;
      OpticalChannel copy;
      OpticalChannel& branch = &t == &through.constLast() ? ch : (copy = ch);
      Visited seen = visited;
      seen.insert(panelKey(panelId, t.port->name));
      const PanelPortDefinition* front = def->face == PanelFace::Front ? def : t.port;
      PanelPassage passage;
      passage.panelId = panelId;
      passage.partId = part->id;
      passage.fromPort = port;
      passage.toPort = t.port->name;
      passage.adapterPartId = front->couplingAdapter;
      if (const Part* adapter = findPart(front->couplingAdapter); adapter && adapter->coupler()) {
        passage.adapterKeying = adapter->coupler()->keying;
      }
      passage.feedThrough =
          def->connector == t.port->connector && def->positions == t.port->positions;
      passage.map = t.map;
      branch.map = composite;
      branch.farAttachment = Attachment{Attachment::Kind::PanelPort, panelId, t.port->name};
      const Plug next = plugAt(Attachment::Kind::PanelPort, panelId, t.port->name, seen);
      auto addPassage = [&branch, &passage] {
        branch.elements.push_back(
            {OpticalChannel::Element::Kind::Passage, int(branch.passages.size())});
        branch.passages.push_back(passage);
      };
      if (passage.feedThrough) {
        // Both plugs meet in the adapter fitted in this port.
        if (next.cable) {
          const QString adapterId =
              def->couplingAdapter.isEmpty() ? t.port->couplingAdapter : def->couplingAdapter;
          addMating(branch, plug, plugSide(*next.cable, next.end), panel, front->name, adapterId);
        }
        addPassage();
      } else {
        // A cassette: the plug meets the harness here, the harness meets the next plug on the
        // other side.
        addMating(branch, plug, panelSide(*panel, *def), panel, def->name, def->couplingAdapter);
        addPassage();
        if (next.cable) {
          addMating(branch, panelSide(*panel, *t.port), plugSide(*next.cable, next.end), panel,
                    t.port->name, t.port->couplingAdapter);
        }
      }
      if (!next.cable) {
        finish(std::move(branch), ChannelEnd::OpenPanelPort);
        continue;
      }
      seen.insert(endKey(next.cable->id, next.end));
      followCable(std::move(branch), *next.cable, next.end, seen);
    }
    if (!any)
      finish(std::move(ch), through.isEmpty() ? ChannelEnd::OpenPanelPort : ChannelEnd::Dark);
  }

  const DesignData& mDesign;
  CheckContext* mCtx;
  QVector<OpticalChannel> mOut;
  /// Fiber paths when no run cache is at hand (a trace outside a validation run).
  QHash<std::pair<const PassiveFiberBody*, int>, QMap<int, PositionMap>> mFiberPaths;
};

}  // namespace

QVector<OpticalChannel> OpticalTracer::trace(const DesignData& design, const ObjectId& moduleId,
                                             const QString& opticalPort, CheckContext* ctx) {
  return Walker(design, ctx).start(moduleId, opticalPort);
}

const OpticalPortDefinition* opticalPortOf(const DesignData& design, const Module& module,
                                           const QString& port) {
  return opticalPortOf(design.findPart(module.typeId), port);
}

const OpticalPortDefinition* opticalPortOf(const Part* part, const QString& port) {
  if (!part || !part->transceiver())
    return nullptr;
  for (const OpticalPortDefinition& p : part->transceiver()->opticalPorts) {
    if (p.name == port)
      return &p;
  }
  return nullptr;
}

// --- lanes -------------------------------------------------------------------------------------

LaneCheck checkLanes(const OpticalPortDefinition& near, const OpticalPortDefinition& far,
                     const PositionMap& map, bool split) {
  LaneCheck result;
  result.laneCount = int(near.txPositions.size());
  const PositionMap back = map.inverse();
  auto fail = [&result](LaneCheck::Problem problem, int lane, bool fromFar, int landsOn) {
    if (result.problem != LaneCheck::Problem::None)
      return;
    result.problem = problem;
    result.nearLane = lane;
    result.fromFar = fromFar;
    result.landsOn = landsOn;
  };
  // One direction: Tx lanes of `from` through `m` onto `to`; lane i must land on an Rx lane
  // (the same lane when the channel is straight) whose Tx comes back on Rx lane i.
  auto walk = [&](const OpticalPortDefinition& from, const OpticalPortDefinition& to,
                  const PositionMap& m, const PositionMap& r, bool fromFar) {
    int lit = 0;
    for (int i = 0; i < from.txPositions.size(); ++i) {
      const int landsOn = m.map(from.txPositions.at(i));
      if (landsOn == 0) {
        if (!split)
          fail(LaneCheck::Problem::TxOnDark, i + 1, fromFar, 0);
        continue;
      }
      const int j = int(to.rxPositions.indexOf(landsOn));
      if (j < 0) {
        fail(to.txPositions.contains(landsOn) ? LaneCheck::Problem::TxOnTx
                                              : LaneCheck::Problem::TxOnDark,
             i + 1, fromFar, landsOn);
        continue;
      }
      if (!split && j != i) {
        fail(LaneCheck::Problem::LanesCrossed, i + 1, fromFar, landsOn);
        continue;
      }
      const int comesBack = j < to.txPositions.size() ? r.map(to.txPositions.at(j)) : 0;
      if (i >= from.rxPositions.size() || comesBack != from.rxPositions.at(i)) {
        fail(LaneCheck::Problem::ReturnMismatch, j + 1, !fromFar, comesBack);
        continue;
      }
      ++lit;
    }
    return lit;
  };
  result.litLanes = walk(near, far, map, back, false);
  walk(far, near, back, map, true);
  if (result.ok() && result.litLanes == 0)
    fail(LaneCheck::Problem::TxOnDark, 1, false, 0);
  if (!result.ok())
    result.litLanes = 0;
  return result;
}

}  // namespace rackwright
