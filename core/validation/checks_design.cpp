// Design-level rules (DS-01..08) and the cable, device and rack scope entry points.

#include "checks.h"
#include "checksupport.h"
#include "core/geometry/rackslots.h"

#include <QVarLengthArray>

#include <algorithm>

namespace rackwright {

using namespace checks;

namespace checks {

namespace {

QString uRange(double position, double height) {
  if (height == std::floor(height) && position == std::floor(position)) {
    return height <= 1 ? QStringLiteral("U%1").arg(position)
                       : QStringLiteral("U%1-U%2").arg(position).arg(position + height - 1);
  }
  return QStringLiteral("U%1-U%2").arg(position).arg(position + height);
}

QString faceText(RackFace face) {
  return face == RackFace::Front ? Text::tr("front") : Text::tr("rear");
}

/// The object an attachment points at, or null when it is gone (dependencies recorded).
bool attachmentTargetExists(CheckContext& ctx, const Attachment& at) {
  switch (at.kind) {
    case Attachment::Kind::None:
      return false;
    case Attachment::Kind::ModulePort:
      return findModule(ctx, at.objectId) != nullptr;
    case Attachment::Kind::Cage:
    case Attachment::Kind::PanelPort:
      return findDevice(ctx, at.objectId) != nullptr;
  }
  return false;
}

/// Airflow of a device as seen from the rack front (a rear-mounted device blows the other way).
Airflow rackAirflow(Airflow airflow, RackFace face) {
  if (face == RackFace::Front)
    return airflow;
  if (airflow == Airflow::FrontToRear)
    return Airflow::RearToFront;
  if (airflow == Airflow::RearToFront)
    return Airflow::FrontToRear;
  return airflow;
}

QString airflowText(Airflow airflow) {
  return airflow == Airflow::FrontToRear ? Text::tr("front to rear") : Text::tr("rear to front");
}

}  // namespace

void checkCableDesign(CheckContext& ctx, const Cable& cable, const Part* part) {
  // Where the cable is, for its findings: built only if one is reported.
  const LazyText anyLocation([&ctx, &cable] {
    for (const CableEnd& end : cable.ends) {
      if (end.attachment.isConnected() && attachmentTargetExists(ctx, end.attachment))
        return attachmentLocation(ctx, end.attachment);
    }
    return Text::tr("loose");
  });
  const QString label = cable.name.isEmpty() ? cable.typeId : cable.name;

  if (!part || (!part->assembly() && !part->fiber())) {
    ctx.report(RuleId::DS08, Severity::Warning, {cable.id}, QStringLiteral("part"),
               Text::tr("Cable part \"%1\" is not in the catalog; its ends, lanes, reach and "
                        "channel cannot be checked. Import the part into the user catalog or "
                        "embed its definition in the design.")
                   .arg(cable.typeId),
               anyLocation());
  } else if (const QString why = unconfirmedReason(*part, PartField::Id); !why.isEmpty()) {
    ctx.report(RuleId::DS08, {cable.id}, QStringLiteral("part-id"),
               Text::tr("The part number %1 is UNCONFIRMED (%2); confirm it with the vendor "
                        "before ordering.")
                   .arg(part->id, why),
               anyLocation());
  }

  // DS-02: every end the part has must be connected (decommissioned cables may hang loose).
  // Both lists below hold a cable's two or three ends: no heap block for each cable.
  QVarLengthArray<QString, 4> endNames;
  if (part && part->assembly()) {
    for (const auto& def : part->assembly()->ends)
      endNames << def.name;
  } else if (part && part->fiber()) {
    for (const auto& def : part->fiber()->ends)
      endNames << def.name;
  } else {
    for (const CableEnd& end : cable.ends)
      endNames << end.name;
  }
  for (const QString& name : endNames) {
    const CableEnd* end = cable.end(name);
    const bool connected = end && end->attachment.isConnected();
    if (connected && attachmentTargetExists(ctx, end->attachment))
      continue;
    if (!connected && cable.status == CableStatus::Decommissioned)
      continue;
    ctx.report(RuleId::DS02, {cable.id}, QStringLiteral("end:") + name,
               connected
                   ? Text::tr("End %1 of %2 is attached to an object that is no longer in "
                              "the design. Reconnect it or remove the cable.")
                         .arg(name, label)
                   : Text::tr("End %1 of %2 is not connected. Connect it or remove the cable.")
                         .arg(name, label),
               anyLocation());
  }

  // DS-01: one connector per port, one plug or module per cage. Reported once per place, by the
  // cable with the smallest id that is there.
  QVarLengthArray<std::pair<ObjectId, QString>, 4> seen;
  for (const CableEnd& end : cable.ends) {
    const Attachment& at = end.attachment;
    if (!at.isConnected() || !attachmentTargetExists(ctx, at))
      continue;
    const std::pair<ObjectId, QString> place{at.objectId, at.port};
    if (seen.contains(place))
      continue;
    seen.push_back(place);
    // Nearly every port holds just this end. A full run, which records no dependencies, sees
    // that in the index itself, without looking up the cables there.
    if (!ctx.recordsDependencies() && at.kind != Attachment::Kind::Cage &&
        ctx.design().cableRefsAt(at.objectId, at.port).size() < 2) {
      continue;
    }
    const EndRefs refs = endsAt(ctx, at.objectId, at.port);
    CageModules modules;
    if (at.kind == Attachment::Kind::Cage)
      modules = modulesInCage(ctx, at.objectId, at.port);
    if (refs.size() + modules.size() < 2)
      continue;
    ObjectId first = cable.id;
    for (const EndRef& ref : refs)
      first = qMin(first, ref.cable->id);
    if (first != cable.id)
      continue;
    QVector<ObjectId> objects{at.objectId};
    QStringList occupants;
    for (const EndRef& ref : refs) {
      if (!objects.contains(ref.cable->id))
        objects << ref.cable->id;
      occupants << Text::tr("%1 end %2")
                       .arg(ref.cable->name.isEmpty() ? ref.cable->typeId : ref.cable->name,
                            ref.end);
    }
    for (const Module* module : modules) {
      objects << module->id;
      occupants << Text::tr("transceiver %1").arg(module->typeId);
    }
    const QString where = attachmentLocation(ctx, at);
    ctx.report(RuleId::DS01, objects, QStringLiteral("occupied:") + at.port,
               Text::tr("%1 is used %2 times (%3); a port or cage takes one connector. Move the "
                        "extra ones to free ports.")
                   .arg(where)
                   .arg(occupants.size())
                   .arg(occupants.join(QStringLiteral(", "))),
               where);
  }
}

void checkModuleDesign(CheckContext& ctx, const ModuleView& view) {
  const Module& module = *view.module;
  // Nearly every cage holds just its one transceiver: seen in the index itself, with nothing
  // copied or looked up (the relation is still recorded for the incremental validator).
  const auto inCage = ctx.design().moduleRefsIn(view.host.device->id, view.host.cageName);
  if (inCage.size() == 1 && inCage.front().id == module.id) {
    if (ctx.recordsDependencies()) {
      ctx.dependsOnRelation(cageKey(view.host.device->id, view.host.cageName),
                            CheckContext::Relation::ModulesIn);
    }
    return;
  }
  const CageModules modules = modulesInCage(ctx, view.host.device->id, view.host.cageName);
  if (modules.size() < 2 || modules.front()->id != module.id)
    return;
  // With a cable plug in the same cage the cable scope reports the whole occupancy.
  if (!endsAt(ctx, view.host.device->id, view.host.cageName).isEmpty())
    return;
  QVector<ObjectId> objects{view.host.device->id};
  QStringList names;
  for (const Module* m : modules) {
    objects << m->id;
    names << m->typeId;
  }
  ctx.report(RuleId::DS01, objects, QStringLiteral("occupied:") + view.host.cageName,
             Text::tr("%1 holds %2 transceivers (%3); a cage takes one. Remove the extra "
                      "modules.")
                 .arg(view.host.where(ctx))
                 .arg(modules.size())
                 .arg(names.join(QStringLiteral(", "))),
             view.location);
}

void checkDeviceDesign(CheckContext& ctx, const Device& device) {
  const DesignData& design = ctx.design();
  const PartPtr part = design.part(device.typeId);
  if (!part || !part->device()) {
    ctx.report(RuleId::DS08, Severity::Warning, {device.id}, QStringLiteral("part"),
               Text::tr("Device part \"%1\" of %2 is not in the catalog; its rack fit, cages and "
                        "power cannot be checked. Import the part into the user catalog or embed "
                        "its definition in the design.")
                   .arg(device.typeId, device.name),
               deviceLocation(ctx, device.id));
    return;
  }
  const DeviceBody& body = *part->device();
  if (const QString why = unconfirmedReason(*part, PartField::Id); !why.isEmpty()) {
    ctx.report(RuleId::DS08, {device.id}, QStringLiteral("part-id"),
               Text::tr("The part number %1 is UNCONFIRMED (%2); confirm it with the vendor "
                        "before ordering.")
                   .arg(part->id, why),
               deviceLocation(ctx, device.id));
  }

  if (!device.parentId.isNull()) {
    // An adapter in a server bay.
    const Device* parent = findDevice(ctx, device.parentId);
    const PartPtr parentPart = parent ? design.part(parent->typeId) : PartPtr();
    if (!parent) {
      ctx.report(RuleId::DS04, {device.id}, QStringLiteral("bay"),
                 Text::tr("%1 sits in a server that is not in the design. Place it in a server "
                          "bay or remove it.")
                     .arg(device.name),
                 Text::tr("unracked %1").arg(device.name));
    } else if (parentPart && parentPart->device()) {
      const auto& bays = parentPart->device()->adapterBays;
      const bool known = std::any_of(bays.begin(), bays.end(),
                                     [&](const auto& bay) { return bay.name == device.bay; });
      if (!known) {
        QStringList names;
        for (const auto& bay : bays)
          names << bay.name;
        ctx.report(
            RuleId::DS04, {device.id, parent->id}, QStringLiteral("bay"),
            Text::tr("%1 is in bay \"%2\", which %3 (%4) does not have. Move it to one "
                     "of: %5.")
                .arg(device.name, device.bay, parent->name, parentPart->id,
                     names.isEmpty() ? Text::tr("(none)") : names.join(QStringLiteral(", "))),
            deviceLocation(ctx, device.id));
      }
      // Two adapters in one bay.
      ctx.dependsOnRelation(parent->id, CheckContext::Relation::ChildrenOf);
      QVector<const Device*> sameBay;
      for (const ObjectId& childId : design.childDevices(parent->id)) {
        const Device* child = findDevice(ctx, childId);
        if (child && child->bay == device.bay)
          sameBay << child;
      }
      if (sameBay.size() > 1 && sameBay.front()->id == device.id) {
        QVector<ObjectId> objects{parent->id};
        QStringList names;
        for (const Device* d : sameBay) {
          objects << d->id;
          names << d->name;
        }
        ctx.report(RuleId::DS01, objects, QStringLiteral("bay:") + device.bay,
                   Text::tr("Bay %1 of %2 holds %3 adapters (%4); a bay takes one.")
                       .arg(device.bay, parent->name)
                       .arg(sameBay.size())
                       .arg(names.join(QStringLiteral(", "))),
                   deviceLocation(ctx, parent->id));
      }
    }
  } else if (!device.rackId.isNull()) {
    const Rack* rack = findRack(ctx, device.rackId);
    if (!rack) {
      ctx.report(RuleId::DS04, {device.id}, QStringLiteral("rack"),
                 Text::tr("%1 is assigned to a rack that is not in the design. Place it in an "
                          "existing rack.")
                     .arg(device.name),
                 Text::tr("unracked %1").arg(device.name));
    } else if (body.uHeight > 0) {
      const double top = device.positionU + body.uHeight - 1;
      const QString location = deviceLocation(ctx, device.id);
      if (device.positionU < 1 || top > rack->heightU + 1e-9) {
        ctx.report(RuleId::DS04, {device.id, rack->id}, QStringLiteral("rack"),
                   Text::tr("%1 (%2 U) at U%3 does not fit in %4 (U1 to U%5). Move it to a "
                            "position between U1 and U%6.")
                       .arg(device.name)
                       .arg(body.uHeight)
                       .arg(device.positionU)
                       .arg(rack->name)
                       .arg(rack->heightU)
                       .arg(qMax(1.0, rack->heightU - body.uHeight + 1)),
                   location);
      } else if (const QString why = unconfirmedReason(*part, PartField::DeviceUHeight);
                 !why.isEmpty()) {
        reportUnverified(
            ctx, RuleId::DS04, {device.id}, QStringLiteral("rack"),
            Text::tr("the height of %1 is UNCONFIRMED (%2); rack-unit checks use %3 U.")
                .arg(part->id, why)
                .arg(body.uHeight),
            location);
      }
      // DS-03 / DS-05 against every other device in the rack, once per pair.
      ctx.dependsOnRelation(rack->id, CheckContext::Relation::DevicesIn);
      for (const ObjectId& otherId : design.devicesInRack(rack->id)) {
        if (otherId == device.id)
          continue;
        const Device* other = findDevice(ctx, otherId);
        if (!other || !other->isRacked())
          continue;
        const PartPtr otherPart = design.part(other->typeId);
        if (!otherPart || !otherPart->device() || otherPart->device()->uHeight <= 0)
          continue;
        const double h2 = otherPart->device()->uHeight;
        const bool overlap = device.positionU < other->positionU + h2 - 1e-9 &&
                             other->positionU < device.positionU + body.uHeight - 1e-9;
        if (!overlap || other->id < device.id)
          continue;
        const QString a =
            QStringLiteral("%1 (%2, %3)")
                .arg(device.name, uRange(device.positionU, body.uHeight), faceText(device.face));
        const QString b =
            QStringLiteral("%1 (%2, %3)")
                .arg(other->name, uRange(other->positionU, h2), faceText(other->face));
        deviceLocation(ctx, other->id);
        const bool halfDepthPair =
            !body.fullDepth && !otherPart->device()->fullDepth && device.face != other->face;
        if (!halfDepthPair) {
          ctx.report(RuleId::DS03, {device.id, other->id}, QStringLiteral("overlap"),
                     Text::tr("%1 and %2 occupy the same rack units in %3. Move one of them to "
                              "free units.")
                         .arg(a, b, rack->name),
                     location);
        } else if (body.depthMm <= 0 || otherPart->device()->depthMm <= 0) {
          reportUnverified(ctx, RuleId::DS05, {device.id, other->id}, QStringLiteral("depth"),
                           Text::tr("%1 and %2 share rack units on opposite faces, but the depth "
                                    "of %3 is not in the catalog.")
                               .arg(a, b, body.depthMm <= 0 ? part->id : otherPart->id),
                           location);
        } else if (body.depthMm + otherPart->device()->depthMm > rack->depthMm + 1e-9) {
          ctx.report(RuleId::DS05, {device.id, other->id}, QStringLiteral("depth"),
                     Text::tr("%1 and %2 share rack units on opposite faces; together they are "
                              "%3 mm deep but %4 is %5 mm deep. Move one of them to free units.")
                         .arg(a, b)
                         .arg(body.depthMm + otherPart->device()->depthMm)
                         .arg(rack->name)
                         .arg(rack->depthMm),
                     location);
        }
      }
    }
  }

  // Cage configuration the hardware cannot take.
  for (auto it = device.cageConfig.constBegin(); it != device.cageConfig.constEnd(); ++it) {
    const CageDefinition* cage = body.cage(it.key());
    if (!cage)
      continue;
    if (it->splitConfigured && !cage->splitCapable) {
      ctx.report(RuleId::DS07, {device.id}, QStringLiteral("config:") + it.key(),
                 Text::tr("%1 %2 is configured for split operation, but the %3 cannot split it. "
                          "Clear the split configuration.")
                     .arg(device.name, it.key(), part->id),
                 cageLocation(ctx, device.id, it.key()));
    }
    if (it->protocol && !cage->protocols.isEmpty() && !cage->protocols.contains(*it->protocol)) {
      QStringList supported;
      for (Protocol p : cage->protocols)
        supported << protocolName(p);
      ctx.report(RuleId::PR01, {device.id}, QStringLiteral("config:") + it.key(),
                 Text::tr("%1 %2 is configured for %3, but the %4 supports only %5 there. Set "
                          "the cage to %5.")
                     .arg(device.name, it.key(), protocolName(*it->protocol), part->id,
                          supported.join(QStringLiteral(", "))),
                 cageLocation(ctx, device.id, it.key()));
    }
  }

  checkDevicePower(ctx, device);
}

void checkRackAirflow(CheckContext& ctx, const Rack& rack) {
  ctx.dependsOnRelation(rack.id, CheckContext::Relation::DevicesIn);
  struct Entry {
    const Device* device;
    PartPtr part;
    Airflow airflow;
  };
  QVector<Entry> entries;
  int frontToRear = 0;
  int rearToFront = 0;
  for (const ObjectId& id : ctx.design().devicesInRack(rack.id)) {
    const Device* device = findDevice(ctx, id);
    if (!device || !device->isRacked())
      continue;
    const PartPtr part = ctx.design().part(device->typeId);
    if (!part || !part->device())
      continue;
    const Airflow airflow = rackAirflow(part->device()->airflow, device->face);
    if (airflow == Airflow::FrontToRear)
      ++frontToRear;
    if (airflow == Airflow::RearToFront)
      ++rearToFront;
    entries.push_back({device, part, airflow});
  }
  if (frontToRear == 0 || rearToFront == 0)
    return;
  // The rack's direction is the majority; the cold aisle is at the front when tied.
  const Airflow majority = frontToRear >= rearToFront ? Airflow::FrontToRear : Airflow::RearToFront;
  const int majorityCount = qMax(frontToRear, rearToFront);
  for (const Entry& entry : entries) {
    if (entry.airflow == majority ||
        (entry.airflow != Airflow::FrontToRear && entry.airflow != Airflow::RearToFront)) {
      continue;
    }
    ctx.report(RuleId::DS06, {rack.id, entry.device->id}, QStringLiteral("airflow"),
               Text::tr("%1 (%2) moves air %3 while %n other device(s) in %4 move it %5; mixed "
                        "airflow recirculates hot exhaust. Use the %5 airflow variant of %2 or "
                        "mount it on the other face.",
                        nullptr, majorityCount)
                   .arg(entry.device->name, entry.part->id, airflowText(entry.airflow), rack.name,
                        airflowText(majority)),
               deviceLocation(ctx, entry.device->id));
  }
}

}  // namespace checks

void checkCable(CheckContext& ctx, const Cable& cable) {
  ctx.dependsOn(cable.id);
  checkCableReach(ctx, cable);
  checkCableNetworks(ctx, cable);
  checkCustomerBoundary(ctx, cable);
  const Part* part = ctx.findPart(cable.typeId);
  checkCableDesign(ctx, cable, part);
  if (!part || !part->assembly())
    return;
  // Each plug end against the cage it sits in (FF per end, lanes, power), then the link checks.
  const CableAssemblyBody& body = *part->assembly();
  QVector<std::optional<Host>> hosts(body.ends.size());
  for (int i = 0; i < body.ends.size(); ++i) {
    const CableEnd* end = cable.end(body.ends[i].name);
    if (!end || end->attachment.kind != Attachment::Kind::Cage)
      continue;
    Host host;
    if (!resolveHost(ctx, end->attachment.objectId, end->attachment.port, &host))
      continue;
    hosts[i] = host;
    checkPlugInCage(ctx, plugOf(part, body.ends[i]), host, {cable.id, host.device->id},
                    body.ends[i].name, cageLocation(ctx, host.device->id, host.cageName));
  }
  checkCableLanes(ctx, cable, *part, hosts);
  checkCableProtocol(ctx, cable, part, hosts);
}

void checkDevice(CheckContext& ctx, const Device& device) {
  // No device check reads a cable's length (reach and skew are the cable's and the module's
  // scopes): a switch's scope, which walks all its cables, stays put when one gets longer.
  const CheckContext::LengthBlind blind(ctx);
  ctx.dependsOn(device.id);
  checkDeviceDesign(ctx, device);
  checkNodeNorthSouth(ctx, device);
  checkTwinPlaneLegs(ctx, device);
  checkControlPlaneAttachments(ctx, device);
  checkRailAlignment(ctx, device);
  checkLeafCapacity(ctx, device);
  checkFabricManager(ctx, device);
  checkRackSystemMember(ctx, device);
}

void checkRack(CheckContext& ctx, const Rack& rack) {
  // No rack check reads a cable's length (see checkDevice).
  const CheckContext::LengthBlind blind(ctx);
  ctx.dependsOn(rack.id);
  checkRackPower(ctx, rack);
  checkRackAirflow(ctx, rack);
  checkRackSystem(ctx, rack);
}

}  // namespace rackwright
