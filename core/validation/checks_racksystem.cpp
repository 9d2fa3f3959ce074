// Platform rule PL-11: a rack-scale system (GB200 / GB300 NVL72) is a fixed product. Its rack
// holds every member the catalog system lists, each at its unit, and nothing else; its trays
// and power shelves work only inside it (NVLink spine, bus bar, liquid manifolds). The system's
// power (PL-17) is checked with the rack's power roll-up in checks_power.cpp.

#include "checksupport.h"
#include "core/editing/racksystemplacement.h"

#include <QSet>

#include <algorithm>

namespace rackwright {

using namespace checks;

namespace {

QString memberPartName(CheckContext& ctx, const RackSystemMember& member) {
  const Part* part = ctx.findPart(member.partId);
  return part ? part->displayName() : member.partId;
}

}  // namespace

void checkRackSystem(CheckContext& ctx, const Rack& rack) {
  if (!rack.isSystem())
    return;
  ctx.dependsOn(rack.id);
  ctx.dependsOnRelation(rack.id, CheckContext::Relation::DevicesIn);
  const RackSystemPtr system = ctx.design().library().findSystem(rack.systemId);
  if (!system) {
    ctx.report(RuleId::PL11, Severity::Warning, {rack.id}, QStringLiteral("system-unknown"),
               Text::tr("%1 is the rack-scale system \"%2\", which this catalog does not know; "
                        "its trays and power cannot be checked. Open the design where that "
                        "system is in the catalog (a newer Rackwright or the user catalog it was "
                        "made with).")
                   .arg(rack.name, rack.systemId),
               rack.name);
    return;
  }
  if (rack.heightU != system->heightU) {
    ctx.report(RuleId::PL11, Severity::Error, {rack.id}, QStringLiteral("system-height"),
               Text::tr("%1 (%2) is %3 U high as the product is; the rack says %4 U. Set its "
                        "height back to %3 U.")
                   .arg(rack.name, system->displayName())
                   .arg(system->heightU)
                   .arg(rack.heightU),
               rack.name);
  }
  // Members at their places first; every other device in the rack is out of place. One of the
  // system's own parts is told where it belongs (its member's free unit), anything else to leave.
  QSet<int> filled;
  QVector<const Device*> outOfPlace;
  for (const ObjectId& id : ctx.design().devicesInRack(rack.id)) {
    const Device* device = findDevice(ctx, id);
    if (!device || !device->parentId.isNull() || !device->isRacked())
      continue;
    if (const RackSystemMember* member = RackSystemPlacement::memberOf(ctx.design(), *device);
        member && !filled.contains(member->positionU)) {
      filled.insert(member->positionU);
      continue;
    }
    outOfPlace << device;
  }
  QSet<int> offered;
  for (const Device* device : std::as_const(outOfPlace)) {
    const auto home = std::find_if(
        system->members.begin(), system->members.end(), [&](const RackSystemMember& m) {
          return m.partId == device->typeId && !filled.contains(m.positionU) &&
                 !offered.contains(m.positionU);
        });
    if (home != system->members.end()) {
      offered.insert(home->positionU);
      ctx.report(RuleId::PL11, Severity::Error, {rack.id, device->id},
                 QStringLiteral("foreign-device"),
                 Text::tr("%1 sits at U%2 of %3 (%4), but its place is U%5, as %6. Restore "
                          "System Members on the rack's context menu moves it back.")
                     .arg(device->name)
                     .arg(device->positionU)
                     .arg(rack.name, system->displayName())
                     .arg(home->positionU)
                     .arg(home->name),
                 deviceLocation(ctx, device->id));
      continue;
    }
    ctx.report(RuleId::PL11, Severity::Error, {rack.id, device->id},
               QStringLiteral("foreign-device"),
               Text::tr("%1 sits at U%2 of %3 (%4): the system is a fixed product with no room "
                        "for other devices, and fabric switches go in racks of their own. Move "
                        "%1 to another rack.")
                   .arg(device->name)
                   .arg(device->positionU)
                   .arg(rack.name, system->displayName()),
               deviceLocation(ctx, device->id));
  }
  for (const RackSystemMember& member : system->members) {
    if (filled.contains(member.positionU))
      continue;
    ctx.report(RuleId::PL11, Severity::Error, {rack.id}, QStringLiteral("missing-") + member.name,
               Text::tr("%1 (%2) lacks %3, its %4 at U%5: the system ships with every tray, "
                        "shelf and switch in place. Restore System Members on the rack's context "
                        "menu puts it back at U%5.")
                   .arg(rack.name, system->displayName(), member.name, memberPartName(ctx, member))
                   .arg(member.positionU),
               rack.name);
  }
}

void checkRackSystemMember(CheckContext& ctx, const Device& device) {
  if (!device.parentId.isNull() || !device.isRacked() ||
      !ctx.design().library().isSystemOnlyPart(device.typeId)) {
    return;
  }
  ctx.dependsOn(device.rackId);
  const Rack* rack = ctx.design().find<Rack>(device.rackId);
  if (!rack || rack->isSystem())
    return;  // inside a system rack, checkRackSystem tells whether it is at its place
  const Part* part = ctx.findPart(device.typeId);
  ctx.report(RuleId::PL11, Severity::Error, {device.id}, QStringLiteral("outside-system"),
             Text::tr("%1 (%2) is racked in %3, an ordinary rack: it works only inside its rack-"
                      "scale system, which brings the NVLink spine, the bus bar and the liquid "
                      "manifolds. Add the system with Tools ▸ Add Rack… and its Type, and "
                      "keep spare trays unracked.")
                 .arg(device.name, part ? part->displayName() : device.typeId, rack->name),
             deviceLocation(ctx, device.id));
}

}  // namespace rackwright
