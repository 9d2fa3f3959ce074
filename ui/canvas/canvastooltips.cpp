#include "canvastooltips.h"

#include "ui/portmap/portmaprows.h"

namespace rackwright::ui {

namespace {

/// Whether a cable end sits in the port that was hit: the module port itself, the cage (for a
/// cable plug) or the panel port.
bool onPort(const Attachment& end, const PortHit& hit) {
  return end == hit.attachment;
}

}  // namespace

QString CanvasToolTips::port(const DesignData& design, const PortHit& hit) {
  QStringList lines{hit.label};
  if (hit.attachment.kind == Attachment::Kind::ModulePort) {
    if (const Module* module = design.find<Module>(hit.attachment.objectId))
      lines << tr("Transceiver: %1 in %2").arg(module->typeId, module->cage);
  } else if (hit.attachment.kind == Attachment::Kind::Cage) {
    bool plug = false;
    for (const ObjectId& cableId : design.cablesAttachedTo(hit.deviceId)) {
      for (const CableEnd& end : design.find<Cable>(cableId)->ends)
        plug = plug || onPort(end.attachment, hit);
    }
    if (!plug)
      lines << tr("Empty cage: no transceiver");
  }
  int cables = 0;
  for (const ObjectId& cableId : design.cablesAttachedTo(hit.attachment.objectId)) {
    const Cable* cable = design.find<Cable>(cableId);
    for (const CableEnd& end : cable->ends) {
      if (!onPort(end.attachment, hit))
        continue;
      ++cables;
      lines << tr("Cable: %1 (%2, %3 m)")
                   .arg(PortMapRows::cableLabel(*cable), cable->typeId)
                   .arg(cable->lengthM, 0, 'g', 4);
      lines << tr("Peer: %1")
                   .arg(PortMapRows::farEnds(design, *cable, end.name).join(QStringLiteral(", ")));
    }
  }
  if (cables == 0)
    lines << tr("No cable");
  return lines.join(QLatin1Char('\n'));
}

QString CanvasToolTips::cable(const DesignData& design, const Cable& cable,
                              std::optional<double> runM, const QString& worstFinding) {
  QStringList lines{tr("Cable %1").arg(PortMapRows::cableLabel(cable))};
  const PartPtr part = design.part(cable.typeId);
  lines << tr("Part: %1%2")
               .arg(cable.typeId,
                    part && part->isUnconfirmed() ? tr(" (UNCONFIRMED data)") : QString());
  lines
      << (runM ? tr("Length: %1 m (run ≈ %2 m)").arg(cable.lengthM, 0, 'g', 4).arg(*runM, 0, 'f', 1)
               : tr("Length: %1 m").arg(cable.lengthM, 0, 'g', 4));
  for (const CableEnd& end : cable.ends)
    lines << tr("End %1: %2").arg(end.name, PortMapRows::attachmentLabel(design, end.attachment));
  lines << (worstFinding.isEmpty() ? tr("No errors or warnings")
                                   : tr("Worst finding: %1").arg(worstFinding));
  return lines.join(QLatin1Char('\n'));
}

}  // namespace rackwright::ui
