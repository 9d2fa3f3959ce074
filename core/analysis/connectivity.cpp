#include "connectivity.h"

#include <QSet>

#include <algorithm>
#include <map>

namespace rackwright {

namespace {

/// Ends of a cable reachable from `endName` inside the cable itself: from the head every leg,
/// from a leg only the head (legs of a splitter do not talk to each other).
QVector<const CableEnd*> otherEnds(const DesignData& design, const Cable& cable,
                                   const QString& endName) {
  QVector<const CableEnd*> result;
  PartPtr part = design.part(cable.typeId);
  QString head;
  if (part && part->assembly() && !part->assembly()->ends.isEmpty()) {
    head = part->assembly()->ends.front().name;
  } else if (part && part->fiber() && !part->fiber()->ends.isEmpty()) {
    head = part->fiber()->ends.front().name;
  } else if (!cable.ends.isEmpty()) {
    head = cable.ends.front().name;
  }
  for (const CableEnd& end : cable.ends) {
    if (end.name == endName)
      continue;
    if (endName == head || end.name == head)
      result.push_back(&end);
  }
  return result;
}

/// Panel ports on the other side of `port` (front → its rear port; rear → every front port that
/// feeds it).
QStringList panelPassThrough(const DesignData& design, const Device& panel, const QString& port) {
  QStringList result;
  PartPtr part = design.part(panel.typeId);
  if (!part || !part->device())
    return result;
  const PanelPortDefinition* def = part->device()->panelPort(port);
  if (!def)
    return result;
  if (def->face == PanelFace::Front) {
    if (!def->rearPort.isEmpty())
      result << def->rearPort;
  } else {
    for (const PanelPortDefinition& other : part->device()->panelPorts) {
      if (other.face == PanelFace::Front && other.rearPort == port)
        result << other.name;
    }
  }
  return result;
}

void trace(const DesignData& design, const Cable& cable, const QString& endName,
           QVector<ObjectId> cablesSoFar, QSet<QString>& visited,
           QVector<Connectivity::Reach>& out) {
  cablesSoFar.push_back(cable.id);
  for (const CableEnd* end : otherEnds(design, cable, endName)) {
    const Attachment& at = end->attachment;
    if (!at.isConnected())
      continue;
    if (at.kind != Attachment::Kind::PanelPort) {
      out.push_back({at, cablesSoFar});
      continue;
    }
    const Device* panel = design.find<Device>(at.objectId);
    if (!panel)
      continue;
    for (const QString& through : panelPassThrough(design, *panel, at.port)) {
      const QString key = at.objectId.toString() + QLatin1Char('/') + through;
      if (visited.contains(key))
        continue;
      visited.insert(key);
      for (const ObjectId& nextId : design.cablesAttachedTo(panel->id)) {
        const Cable& next = *design.find<Cable>(nextId);
        for (const CableEnd& nextEnd : next.ends) {
          if (nextEnd.attachment.kind == Attachment::Kind::PanelPort &&
              nextEnd.attachment.objectId == panel->id && nextEnd.attachment.port == through) {
            trace(design, next, nextEnd.name, cablesSoFar, visited, out);
          }
        }
      }
    }
  }
}

int logicalPortIndexForLanes(const QVector<int>& lanes) {
  if (lanes.isEmpty())
    return 0;
  return (*std::min_element(lanes.begin(), lanes.end()) - 1) / 4;
}

}  // namespace

QVector<Connectivity::Reach> Connectivity::traceFrom(const DesignData& design,
                                                     const ObjectId& cableId,
                                                     const QString& endName) {
  QVector<Reach> result;
  const Cable* cable = design.find<Cable>(cableId);
  if (!cable)
    return result;
  QSet<QString> visited;
  trace(design, *cable, endName, {}, visited, result);
  return result;
}

LogicalPortRef Connectivity::logicalPortOfModulePort(const DesignData& design, const Module& module,
                                                     const QString& opticalPort) {
  LogicalPortRef ref{module.deviceId, module.cage, 0};
  if (PartPtr part = design.part(module.typeId); part && part->transceiver()) {
    const auto& ports = part->transceiver()->opticalPorts;
    for (int i = 0; i < ports.size(); ++i) {
      if (ports[i].name == opticalPort)
        ref.index = i;
    }
  }
  return ref;
}

QVector<LogicalLink> Connectivity::logicalLinks(const DesignData& design) {
  // Each link is met from both of its ends: a hash finds the second meeting, one sort at the end
  // gives the order (an ordered map compared port names on every insertion: a third of `info`
  // on a 32,768-GPU design).
  QVector<LogicalLink> result;
  QHash<std::pair<LogicalPortRef, LogicalPortRef>, qsizetype> seen;
  seen.reserve(design.all<Cable>().size());
  auto addLink = [&](LogicalPortRef a, LogicalPortRef b, const QVector<ObjectId>& cables) {
    if (b < a)
      std::swap(a, b);
    if (a == b)
      return;
    auto key = std::make_pair(a, b);
    if (seen.contains(key))
      return;
    seen.insert(key, result.size());
    result.push_back({std::move(key.first), std::move(key.second), cables});
  };

  // Copper and active cables: plugs in cages at both ends.
  for (const Cable& cable : design.all<Cable>()) {
    PartPtr part = design.part(cable.typeId);
    if (!part || !part->assembly() || part->assembly()->ends.size() < 2)
      continue;
    const auto& ends = part->assembly()->ends;
    const CableEnd* head = cable.end(ends.front().name);
    if (!head || head->attachment.kind != Attachment::Kind::Cage)
      continue;
    const bool straight = ends.size() == 2;
    for (int i = 1; i < ends.size(); ++i) {
      const CableEnd* leg = cable.end(ends[i].name);
      if (!leg || leg->attachment.kind != Attachment::Kind::Cage)
        continue;
      const int headLogicalPorts = ends.front().twinPort ? 2 : 1;
      const int legLogicalPorts = ends[i].twinPort ? 2 : 1;
      if (straight) {
        for (int p = 0; p < qMin(headLogicalPorts, legLogicalPorts); ++p) {
          addLink({head->attachment.objectId, head->attachment.port, p},
                  {leg->attachment.objectId, leg->attachment.port, p}, {cable.id});
        }
      } else {
        addLink({head->attachment.objectId, head->attachment.port,
                 logicalPortIndexForLanes(ends[i].lanes)},
                {leg->attachment.objectId, leg->attachment.port, 0}, {cable.id});
      }
    }
  }

  // Optical channels: from every transceiver port with a fiber plugged in.
  for (const Cable& cable : design.all<Cable>()) {
    for (const CableEnd& end : cable.ends) {
      if (end.attachment.kind != Attachment::Kind::ModulePort)
        continue;
      const Module* near = design.find<Module>(end.attachment.objectId);
      if (!near || near->deviceId.isNull())
        continue;
      const LogicalPortRef a = logicalPortOfModulePort(design, *near, end.attachment.port);
      for (const Reach& reach : traceFrom(design, cable.id, end.name)) {
        if (reach.attachment.kind != Attachment::Kind::ModulePort)
          continue;
        const Module* far = design.find<Module>(reach.attachment.objectId);
        if (!far || far->deviceId.isNull())
          continue;
        addLink(a, logicalPortOfModulePort(design, *far, reach.attachment.port), reach.cables);
      }
    }
  }

  std::sort(result.begin(), result.end(), [](const LogicalLink& x, const LogicalLink& y) {
    return x.a < y.a || (x.a == y.a && x.b < y.b);
  });
  return result;
}

}  // namespace rackwright
