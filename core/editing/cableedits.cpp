#include "cableedits.h"

#include "core/common/error.h"

namespace rackwright {

void CableEdits::replaceParts(Design& design, EditTransaction& transaction,
                              const QVector<ObjectId>& cableIds,
                              const QHash<ObjectId, double>& neededM,
                              const CableCandidate& chosen) {
  const QString family = chosen.familyKey();
  for (const ObjectId& id : cableIds) {
    const Cable* found = design.find<Cable>(id);
    if (!found)
      throw Error(tr("The cable to replace is no longer in the design."));
    const Cable cable = *found;
    const QString label = cable.name.isEmpty() ? cable.typeId : cable.name;
    const QString impossible = CableCandidates::replacementImpossibleReason(design, cable);
    if (!impossible.isEmpty())
      throw Error(tr("%1: %2").arg(label, impossible));
    // Each cable is judged on its own ports and run: the chosen entry's best variant for it.
    const QVector<CableCandidate> candidates =
        CableCandidates::forReplacement(design, cable, neededM.value(id, cable.lengthM));
    const auto match =
        std::find_if(candidates.begin(), candidates.end(),
                     [&family](const CableCandidate& c) { return c.familyKey() == family; });
    if (match == candidates.end()) {
      throw Error(tr("No variant of %1 fits cable %2 between its ports over the length it "
                     "needs; replace it on its own.")
                      .arg(family, label));
    }
    const Cable target = CableCandidates::replaced(cable, *match);
    if (target != cable)
      transaction.apply(DesignEdits::editCable(design, target));
  }
}

void CableEdits::swapEnds(Design& design, EditTransaction& transaction, const ObjectId& cableId) {
  const Cable* found = design.find<Cable>(cableId);
  if (!found || found->ends.size() < 2)
    throw Error(tr("Only a cable with two ends can have them swapped."));
  Cable target = *found;
  std::swap(target.ends[0].attachment, target.ends[1].attachment);
  transaction.apply(DesignEdits::editCable(design, target));
}

QString CableEdits::moveEndRefusal(const DesignData& design, const ObjectId& cableId,
                                   const QString& endName, const Attachment& target) {
  const Cable* cable = design.find<Cable>(cableId);
  if (!cable)
    return tr("The cable no longer exists.");
  QString impossible = DesignEdits::attachmentImpossibleReason(design, *cable, endName, target);
  if (!impossible.isEmpty())
    return impossible;
  if (!target.isConnected())
    return {};
  for (const CableEnd& end : cable->ends) {
    if (end.attachment != target)
      continue;
    return end.name == endName ? tr("End %1 is on this port already.").arg(endName)
                               : tr("End %1 of this cable is on that port.").arg(end.name);
  }
  if (!design.cablesAttachedAt(target.objectId, target.port).isEmpty()) {
    return tr("Another cable is on that port: move or delete it first, or pick a free port.");
  }
  if (target.kind == Attachment::Kind::Cage &&
      !design.modulesInCage(target.objectId, target.port).isEmpty()) {
    return tr(
        "That cage holds a transceiver: a cable plug cannot go in beside it. Pull the "
        "transceiver first or pick an empty cage.");
  }
  return {};
}

void CableEdits::moveEnd(Design& design, EditTransaction& transaction, const ObjectId& cableId,
                         const QString& endName, const Attachment& target) {
  const QString refusal = moveEndRefusal(design, cableId, endName, target);
  if (!refusal.isEmpty())
    throw Error(refusal);
  transaction.apply(DesignEdits::connectCableEnd(design, cableId, endName, target));
}

}  // namespace rackwright
