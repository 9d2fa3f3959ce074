// Group I — power: module power within the cage power class (PW-01) and the power/weight roll-up
// per device and rack (PW-03, with the rack limits as errors; a rack-scale system's rack is held
// to its vendor's figure, PL-17). PW-02 (cooling style) is checked with the cage fit in
// checks_cage.cpp.

#include "checksupport.h"
#include "core/editing/racksystemplacement.h"

namespace rackwright::checks {

namespace {

QString kilowatts(double watts) {
  return watts >= 1000 ? Text::tr("%1 kW").arg(QString::number(watts / 1000.0, 'f', 2))
                       : formatWatts(watts);
}

QString kilograms(double kg) {
  return Text::tr("%1 kg").arg(QString::number(kg, 'f', 1));
}

/// Whether a single-port module sits on the leg of a fiber splitter (it then lights half its
/// lanes and draws the split-mode power).
bool onSplitLeg(CheckContext& ctx, const Module& module, const TransceiverBody& t) {
  if (t.twinPort)
    return false;
  for (const OpticalPortDefinition& port : t.opticalPorts) {
    for (const EndRef& ref : endsAt(ctx, module.id, port.name)) {
      const Part* part = ctx.findPart(ref.cable->typeId);
      if (part && part->fiber() && part->fiber()->construction == FiberConstruction::Splitter &&
          part->fiber()->ends.size() > 2 && part->fiber()->ends.front().name != ref.end) {
        return true;
      }
    }
  }
  return false;
}

struct PowerSum {
  double typicalW = 0;
  double maxW = 0;
  double weightKg = 0;
  int modules = 0;
  double modulesMaxW = 0;
  double cableEndsMaxW = 0;
  int adapters = 0;
  QStringList missingPower;   ///< parts without a power figure
  QStringList missingWeight;  ///< parts without a weight
  // Parts whose figure is counted but marked UNCONFIRMED in the catalog: the roll-up says so
  // rather than trust it silently.
  QStringList unconfirmedPower;
  QStringList unconfirmedWeight;
};

void noteUnconfirmed(const Part& part, std::initializer_list<PartField> fields,
                     QStringList& parts) {
  if (parts.contains(part.id))
    return;
  for (const PartField field : fields) {
    if (!unconfirmedReason(part, field).isEmpty()) {
      parts << part.id;
      return;
    }
  }
}

/// Adds `device` (with its transceivers, active cable ends and adapters) to `sum`. A member of a
/// rack-scale system draws from the system's bus bar, and the system's figure for the whole rack
/// (its vendor's "full rack" power, which a rack is sized by with its network optics in) stands
/// for the member and everything plugged into it; checkRackPower adds that figure once.
void addDevice(CheckContext& ctx, const Device& device, PowerSum& sum, int depth) {
  const DesignData& design = ctx.design();
  const PartPtr part = design.part(device.typeId);
  if (!part || !part->device()) {
    sum.missingPower << device.typeId;
    return;
  }
  const DeviceBody& body = *part->device();
  if (depth == 0 && RackSystemPlacement::memberOf(design, device)) {
    ctx.dependsOn(device.rackId);
    if (body.weightKg > 0) {
      sum.weightKg += body.weightKg;
      noteUnconfirmed(*part, {PartField::DeviceWeightKg}, sum.unconfirmedWeight);
    } else if (!sum.missingWeight.contains(part->id)) {
      sum.missingWeight << part->id;
    }
    return;
  }
  if (body.powerMaxW > 0 || body.powerTypicalW > 0) {
    sum.maxW += body.powerMaxW > 0 ? body.powerMaxW : body.powerTypicalW;
    sum.typicalW += body.powerTypicalW > 0 ? body.powerTypicalW : body.powerMaxW;
    noteUnconfirmed(*part, {PartField::DevicePowerMaxW, PartField::DevicePowerTypicalW},
                    sum.unconfirmedPower);
  } else if (body.role != DeviceRole::PatchPanel && body.role != DeviceRole::Cassette &&
             body.role != DeviceRole::Adapter && !sum.missingPower.contains(part->id)) {
    sum.missingPower << part->id;
  }
  if (body.weightKg > 0) {
    sum.weightKg += body.weightKg;
    noteUnconfirmed(*part, {PartField::DeviceWeightKg}, sum.unconfirmedWeight);
  } else if (body.role != DeviceRole::Adapter && body.role != DeviceRole::Cassette &&
             !sum.missingWeight.contains(part->id)) {
    sum.missingWeight << part->id;
  }

  // Transceivers in its cages, at split-mode power where they run on a splitter leg.
  ctx.dependsOnRelation(device.id, CheckContext::Relation::ModulesIn);
  for (const ObjectId& moduleId : design.modulesInDevice(device.id)) {
    const Module* module = findModule(ctx, moduleId);
    const Part* modulePart = module ? ctx.findPart(module->typeId) : nullptr;
    if (!modulePart || !modulePart->transceiver())
      continue;
    const TransceiverBody& t = *modulePart->transceiver();
    ++sum.modules;
    const bool split = onSplitLeg(ctx, *module, t) && t.splitPowerMaxW > 0;
    const double maxW = split ? t.splitPowerMaxW : t.powerMaxW;
    const double typW = split ? (t.splitPowerTypW > 0 ? t.splitPowerTypW : t.splitPowerMaxW)
                              : (t.powerTypW > 0 ? t.powerTypW : t.powerMaxW);
    if (maxW <= 0 && !sum.missingPower.contains(modulePart->id))
      sum.missingPower << modulePart->id;
    else if (maxW > 0)
      noteUnconfirmed(
          *modulePart,
          {split ? PartField::TransceiverSplitPowerMaxW : PartField::TransceiverPowerMaxW},
          sum.unconfirmedPower);
    sum.maxW += maxW;
    sum.typicalW += typW;
    sum.modulesMaxW += maxW;
  }

  // Active cable ends (ACC/LACC/AOC) plugged into its cages draw from the device.
  ctx.dependsOnRelation(device.id, CheckContext::Relation::Attachments);
  for (const ObjectId& cableId : design.cablesAttachedTo(device.id)) {
    const Cable* cable = findCable(ctx, cableId);
    const Part* cablePart = cable ? ctx.findPart(cable->typeId) : nullptr;
    // Passive DAC ends draw well under 0.1 W: only active copper and AOC ends count.
    if (!cablePart || !cablePart->assembly() ||
        cablePart->assembly()->type == CableAssemblyType::DAC) {
      continue;
    }
    for (const CableEnd& end : cable->ends) {
      if (end.attachment.kind != Attachment::Kind::Cage || end.attachment.objectId != device.id) {
        continue;
      }
      for (const AssemblyEndDefinition& def : cablePart->assembly()->ends) {
        if (def.name != end.name)
          continue;
        sum.maxW += def.powerW;
        sum.typicalW += def.powerW;
        sum.cableEndsMaxW += def.powerW;
        if (def.powerW > 0)
          noteUnconfirmed(*cablePart, {PartField::AssemblyEndPowerW}, sum.unconfirmedPower);
      }
    }
  }

  // Adapters in its bays.
  if (depth > 4)
    return;
  ctx.dependsOnRelation(device.id, CheckContext::Relation::ChildrenOf);
  for (const ObjectId& childId : design.childDevices(device.id)) {
    if (const Device* child = findDevice(ctx, childId)) {
      ++sum.adapters;
      addDevice(ctx, *child, sum, depth + 1);
    }
  }
}

/// PL-17: a rack-scale system needs the power its vendor sizes the rack for. Reported instead of
/// PW-03's limit error, so the user reads the system's figure and where it comes from.
void reportSystemPower(CheckContext& ctx, const Rack& rack, const RackSystem& system,
                       double needW) {
  const QString why = system.unconfirmed.value(QStringLiteral("powerMaxW"));
  ctx.report(RuleId::PL17, Severity::Error, {rack.id}, QStringLiteral("system-power"),
             Text::tr("%1 (%2) draws up to %3 at full load%4; the rack's power limit is %5. "
                      "Raise the limit to %3 where the hall's feed and liquid loop allow it, or "
                      "place the system where they do.")
                 .arg(rack.name, system.displayName(), kilowatts(needW),
                      why.isEmpty() ? QString() : Text::tr(" (UNCONFIRMED: %1)").arg(why),
                      kilowatts(rack.maxPowerW)),
             rack.name);
}

QString missingText(const PowerSum& sum) {
  QString text;
  if (!sum.missingPower.isEmpty()) {
    text += Text::tr(" No power data for %1 (not counted).")
                .arg(sum.missingPower.join(QStringLiteral(", ")));
  }
  return text;
}

enum class Figures { Power, Weight, Both };

/// " Counted from UNCONFIRMED catalog data: the power of CM8116; the weight of SN2201."
QString unconfirmedText(const PowerSum& sum, Figures figures) {
  QStringList parts;
  if (figures != Figures::Weight && !sum.unconfirmedPower.isEmpty())
    parts << Text::tr("the power of %1").arg(sum.unconfirmedPower.join(QStringLiteral(", ")));
  if (figures != Figures::Power && !sum.unconfirmedWeight.isEmpty())
    parts << Text::tr("the weight of %1").arg(sum.unconfirmedWeight.join(QStringLiteral(", ")));
  if (parts.isEmpty())
    return {};
  return Text::tr(" Counted from UNCONFIRMED catalog data: %1.")
      .arg(parts.join(QStringLiteral("; ")));
}

}  // namespace

void judgePlugPower(const Plug& plug, const PlugInCageFacts& facts, PlugVerdict* verdict) {
  // Passive copper draws well under 0.1 W per end; only transceivers and active ends matter.
  if (plug.isAssembly && plug.part->assembly()->type == CableAssemblyType::DAC)
    return;
  const CageDefinition& cage = *facts.cage;
  if (cage.formFactor == FormFactor::RJ45)
    return;
  const Part& hostPart = *facts.host;
  const QString whyPlug = unconfirmedReason(*plug.part, plug.powerField());
  const QString whyCage = unconfirmedReason(hostPart, PartField::CagePowerClassW);
  const RuleId rule = RuleId::PW01;
  if (cage.powerClassW <= 0 && plug.powerMaxW <= 0) {
    // Neither figure is known: "draws up to 0 W" would state a figure no one published.
    verdict->push_back(
        {rule,
         true,
         [](const QStringList& p, const QString& where) {
           return Text::tr(
                      "the power class of %1 (%2) is not known%3, and %4 has no power figure in "
                      "the catalog.")
               .arg(where, p[0], p[1], p[2]);
         },
         {hostPart.id, whyCage.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(whyCage),
          plug.name}});
  } else if (cage.powerClassW <= 0) {
    verdict->push_back(
        {rule,
         true,
         [](const QStringList& p, const QString& where) {
           return Text::tr("the power class of %1 (%2) is not known%3; %4 draws up to %5.")
               .arg(where, p[0], p[1], p[2], p[3]);
         },
         {hostPart.id, whyCage.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(whyCage),
          plug.name, formatWatts(plug.powerMaxW)}});
  } else if (plug.powerMaxW <= 0) {
    verdict->push_back({rule,
                        true,
                        [](const QStringList& p, const QString& where) {
                          return Text::tr("%1 has no power figure in the catalog; %2 allows %3.")
                              .arg(p[0], where, p[1]);
                        },
                        {plug.name, formatWatts(cage.powerClassW)}});
  } else if (plug.powerMaxW > cage.powerClassW + 1e-9) {
    const QString unconfirmed = joinReasons({whyPlug, whyCage});
    verdict->push_back(
        {rule,
         false,
         [](const QStringList& p, const QString& where) {
           return Text::tr(
                      "%1 draws up to %2; %3 is rated for %4 (cage power class). Use a "
                      "lower-power part or a cage with a higher power class.%5")
               .arg(p[0], p[1], where, p[2], p[3]);
         },
         {plug.name, formatWatts(plug.powerMaxW), formatWatts(cage.powerClassW),
          unconfirmed.isEmpty() ? QString()
                                : Text::tr(" (UNCONFIRMED data: %1)").arg(unconfirmed)}});
  } else if (!whyPlug.isEmpty() || !whyCage.isEmpty()) {
    verdict->push_back(
        {rule,
         true,
         [](const QStringList& p, const QString& where) {
           return Text::tr("%1 (%2) fits the %3 class of %4 only by UNCONFIRMED data (%5).")
               .arg(p[0], p[1], p[2], where, p[3]);
         },
         {plug.name, formatWatts(plug.powerMaxW), formatWatts(cage.powerClassW),
          joinReasons({whyPlug, whyCage})}});
  }
}

void checkDevicePower(CheckContext& ctx, const Device& device) {
  if (!device.parentId.isNull())
    return;  // adapters are counted in their server
  PowerSum sum;
  addDevice(ctx, device, sum, 0);
  if (sum.maxW <= 0 && sum.missingPower.isEmpty())
    return;  // passive: nothing to show
  QStringList parts;
  if (sum.modules > 0) {
    parts << Text::tr("%n transceiver(s) %1", nullptr, sum.modules).arg(kilowatts(sum.modulesMaxW));
  }
  if (sum.cableEndsMaxW > 0)
    parts << Text::tr("active cable ends %1").arg(kilowatts(sum.cableEndsMaxW));
  if (sum.adapters > 0)
    parts << Text::tr("%n adapter(s)", nullptr, sum.adapters);
  ctx.report(
      RuleId::PW03, {device.id}, QStringLiteral("device"),
      Text::tr("%1: %2 maximum, %3 typical%4.%5")
          .arg(deviceName(ctx, device.id), kilowatts(sum.maxW), kilowatts(sum.typicalW),
               parts.isEmpty() ? QString()
                               : Text::tr(" (including %1)").arg(parts.join(QStringLiteral(", "))),
               missingText(sum) + unconfirmedText(sum, Figures::Power)),
      deviceLocation(ctx, device.id));
}

void checkRackPower(CheckContext& ctx, const Rack& rack) {
  ctx.dependsOn(rack.id);
  ctx.dependsOnRelation(rack.id, CheckContext::Relation::DevicesIn);
  PowerSum sum;
  int devices = 0;
  for (const ObjectId& deviceId : ctx.design().devicesInRack(rack.id)) {
    const Device* device = findDevice(ctx, deviceId);
    if (!device || !device->parentId.isNull())
      continue;
    ++devices;
    addDevice(ctx, *device, sum, 0);
  }
  // A rack-scale system's members carry no power figures of their own: the vendor sizes the
  // whole rack (NVL72: up to 142 kW), and that figure stands for them.
  const RackSystem* system =
      rack.isSystem() ? ctx.design().library().findSystem(rack.systemId).get() : nullptr;
  if (system) {
    sum.maxW += system->powerMaxW;
    sum.typicalW += system->powerMaxW;
    if (system->unconfirmed.contains(QStringLiteral("powerMaxW")) &&
        !sum.unconfirmedPower.contains(system->id)) {
      sum.unconfirmedPower << system->id;
    }
  }
  if (devices == 0)
    return;
  const QString limits =
      rack.maxPowerW > 0 || rack.maxWeightKg > 0
          ? Text::tr(" Limits: %1, %2.")
                .arg(rack.maxPowerW > 0 ? kilowatts(rack.maxPowerW) : Text::tr("no power limit"),
                     rack.maxWeightKg > 0 ? kilograms(rack.maxWeightKg)
                                          : Text::tr("no weight limit"))
          : QString();
  QString systemNote;
  if (system) {
    systemNote = Text::tr(
                     " The %1 counts at its full-load figure, %2, for its members, typical "
                     "included (no typical figure is published).")
                     .arg(system->displayName(), kilowatts(system->powerMaxW));
  }
  QString weightNote;
  if (!sum.missingWeight.isEmpty()) {
    weightNote =
        Text::tr(" No weight data for %1.").arg(sum.missingWeight.join(QStringLiteral(", ")));
  }
  ctx.report(RuleId::PW03, {rack.id}, QStringLiteral("rack"),
             Text::tr("%1: %2 maximum, %3 typical, %4 in %n device(s).%5%6%7", nullptr, devices)
                 .arg(rack.name, kilowatts(sum.maxW), kilowatts(sum.typicalW),
                      kilograms(sum.weightKg), limits, missingText(sum),
                      weightNote + systemNote + unconfirmedText(sum, Figures::Both)),
             rack.name);
  if (system && rack.maxPowerW > 0 && sum.maxW > rack.maxPowerW + 1e-9) {
    reportSystemPower(ctx, rack, *system, sum.maxW);
  } else if (rack.maxPowerW > 0 && sum.maxW > rack.maxPowerW + 1e-9) {
    ctx.report(RuleId::PW03, Severity::Error, {rack.id}, QStringLiteral("power-limit"),
               Text::tr("%1 draws up to %2 with every device at maximum; its power limit is %3. "
                        "Move devices to another rack or raise the limit if the PDUs and "
                        "cooling allow it.")
                       .arg(rack.name, kilowatts(sum.maxW), kilowatts(rack.maxPowerW)) +
                   unconfirmedText(sum, Figures::Power),
               rack.name);
  }
  if (rack.maxWeightKg > 0 && sum.weightKg > rack.maxWeightKg + 1e-9) {
    ctx.report(RuleId::PW03, Severity::Error, {rack.id}, QStringLiteral("weight-limit"),
               Text::tr("%1 holds %2 of equipment; its load limit is %3. Move devices to "
                        "another rack.")
                       .arg(rack.name, kilograms(sum.weightKg), kilograms(rack.maxWeightKg)) +
                   unconfirmedText(sum, Figures::Weight),
               rack.name);
  }
}

}  // namespace rackwright::checks
