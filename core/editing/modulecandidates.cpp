#include "modulecandidates.h"

#include "core/compat/compat.h"

#include <algorithm>

namespace rackwright {

namespace {

const CageDefinition* cageOf(const DesignData& design, const ObjectId& deviceId,
                             const QString& cage) {
  const Device* device = design.find<Device>(deviceId);
  const PartPtr part = device ? design.part(device->typeId) : nullptr;
  return part && part->device() ? part->device()->cage(cage) : nullptr;
}

}  // namespace

QString ModuleCandidate::label() const {
  if (!part)
    return {};
  QString text = part->id;
  if (!part->model.isEmpty() && part->model != part->id)
    text += QStringLiteral(" — ") + part->model;
  if (!preferred)
    text += ModuleCandidates::tr(" (fits, not the preferred part: validation will say why)");
  if (part->isUnconfirmed())
    text += ModuleCandidates::tr(" · UNCONFIRMED");
  return text;
}

QString ModuleCandidates::impossibleReason(const DesignData& design, const ObjectId& deviceId,
                                           const QString& cage) {
  const Device* device = design.find<Device>(deviceId);
  if (!device || !cageOf(design, deviceId, cage))
    return tr("The device has no cage %1.").arg(cage);
  if (const QVector<ObjectId> there = design.modulesInCage(deviceId, cage); !there.isEmpty()) {
    const Module* module = design.find<Module>(there.front());
    return tr("%1:%2 already holds %3; pull it first.")
        .arg(device->name, cage, module ? module->typeId : QString());
  }
  for (const ObjectId& cableId : design.cablesAttachedTo(deviceId)) {
    const Cable* cable = design.find<Cable>(cableId);
    for (const CableEnd& end : cable->ends) {
      if (end.attachment.kind == Attachment::Kind::Cage && end.attachment.objectId == deviceId &&
          end.attachment.port == cage) {
        return tr("%1:%2 holds the plug of cable %3; unplug it first.")
            .arg(device->name, cage, cable->name.isEmpty() ? cable->typeId : cable->name);
      }
    }
  }
  return {};
}

QVector<ModuleCandidate> ModuleCandidates::forCage(const DesignData& design,
                                                   const ObjectId& deviceId, const QString& cage) {
  QVector<ModuleCandidate> result;
  const CageDefinition* definition = cageOf(design, deviceId, cage);
  if (!definition || !impossibleReason(design, deviceId, cage).isEmpty())
    return result;
  const compat::CageFacts facts = compat::cageFacts(*definition);
  QVector<PartPtr> parts = design.library().parts(PartKind::Transceiver);
  parts += design.embeddedParts().parts(PartKind::Transceiver);
  for (const PartPtr& part : std::as_const(parts)) {
    if (!part->transceiver())
      continue;
    const compat::PlugFit fit = compat::fitPlug(compat::plugFacts(*part->transceiver()), facts);
    if (!fit.mates())
      continue;
    result.push_back(ModuleCandidate{part, fit.preferred()});
  }
  std::sort(result.begin(), result.end(), [](const ModuleCandidate& a, const ModuleCandidate& b) {
    return std::make_tuple(!a.preferred, a.part->id) < std::make_tuple(!b.preferred, b.part->id);
  });
  // An embedded part shadowing a catalog one of the same id is offered once.
  result.erase(std::unique(result.begin(), result.end(),
                           [](const ModuleCandidate& a, const ModuleCandidate& b) {
                             return a.part->id == b.part->id;
                           }),
               result.end());
  return result;
}

}  // namespace rackwright
