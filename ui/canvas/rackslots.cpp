#include "rackslots.h"

#include <cmath>

namespace rackwright::ui {

namespace {

constexpr double kEpsilon = 1e-6;

}  // namespace

RackSlots::Footprint RackSlots::footprint(const DesignData& design, const QString& typeId) {
  const PartPtr part = design.part(typeId);
  if (!part || !part->device || part->device->uHeight <= 0)
    return {};
  return {part->device->uHeight, part->device->fullDepth};
}

QString RackSlots::spanText(double positionU, double heightU) {
  const double top = positionU + std::ceil(heightU - kEpsilon) - 1;
  if (top <= positionU + kEpsilon)
    return tr("U%1").arg(positionU);
  return tr("U%1–U%2").arg(positionU).arg(top);
}

QString RackSlots::refusal(const DesignData& design, const ObjectId& rackId, const QString& typeId,
                           const QString& name, double positionU, RackFace face,
                           const QSet<ObjectId>& ignore) {
  const Rack* rack = design.find<Rack>(rackId);
  if (!rack)
    return tr("There is no rack here to place %1 in.").arg(name);
  const Footprint mine = footprint(design, typeId);
  const double top = positionU + mine.heightU - 1;
  if (positionU < 1 - kEpsilon) {
    return tr("%1 (%2 U) would overhang the bottom of rack %3. Drop it at U1 or higher.")
        .arg(name)
        .arg(mine.heightU)
        .arg(rack->name);
  }
  if (top > rack->heightU + kEpsilon) {
    return tr("%1 (%2 U) would overhang the top of rack %3 (U1 to U%4). Drop it at U%5 or lower.")
        .arg(name)
        .arg(mine.heightU)
        .arg(rack->name)
        .arg(rack->heightU)
        .arg(qMax(1.0, rack->heightU - mine.heightU + 1));
  }
  for (const ObjectId& otherId : design.devicesInRack(rackId)) {
    if (ignore.contains(otherId))
      continue;
    const Device* other = design.find<Device>(otherId);
    if (!other || !other->isRacked() || !other->parentId.isNull())
      continue;
    const Footprint theirs = footprint(design, other->typeId);
    const bool sameSide = mine.fullDepth || theirs.fullDepth || other->face == face;
    if (!sameSide)
      continue;
    const bool overlap = positionU < other->positionU + theirs.heightU - kEpsilon &&
                         other->positionU < positionU + mine.heightU - kEpsilon;
    if (!overlap)
      continue;
    const QString side = other->face == RackFace::Front ? tr("front") : tr("rear");
    return tr("%1 would collide with %2 (%3, %4) in rack %5. Drop it on free units; two "
              "half-depth devices may share a unit front and rear.")
        .arg(name, other->name, spanText(other->positionU, theirs.heightU), side, rack->name);
  }
  return {};
}

std::optional<double> RackSlots::firstFree(const DesignData& design, const ObjectId& rackId,
                                           const QString& typeId, RackFace face, double fromU,
                                           const QSet<ObjectId>& ignore) {
  const Rack* rack = design.find<Rack>(rackId);
  if (!rack)
    return std::nullopt;
  const Footprint mine = footprint(design, typeId);
  for (double u = qMax(1.0, std::floor(fromU)); u + mine.heightU - 1 <= rack->heightU + kEpsilon;
       u += 1) {
    if (refusal(design, rackId, typeId, QString(), u, face, ignore).isEmpty())
      return u;
  }
  return std::nullopt;
}

}  // namespace rackwright::ui
