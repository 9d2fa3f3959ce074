#include "rackslots.h"

#include <cmath>

namespace rackwright {

namespace {

constexpr double kEpsilon = 1e-6;

}  // namespace

RackSlots::Footprint RackSlots::footprint(const DesignData& design, const QString& typeId) {
  const PartPtr part = design.part(typeId);
  if (!part || !part->device() || part->device()->uHeight <= 0)
    return {};
  return {part->device()->uHeight, part->device()->fullDepth};
}

double RackSlots::topUnit(double positionU, double heightU) {
  return positionU + heightU - 1;
}

bool RackSlots::fitsInRack(double positionU, double heightU, double rackHeightU) {
  return positionU >= 1 - kEpsilon && topUnit(positionU, heightU) <= rackHeightU + kEpsilon;
}

double RackSlots::highestPosition(double rackHeightU, double heightU) {
  return qMax(1.0, rackHeightU - heightU + 1);
}

bool RackSlots::unitsOverlap(double positionA, double heightA, double positionB, double heightB) {
  return positionA < positionB + heightB - kEpsilon && positionB < positionA + heightA - kEpsilon;
}

bool RackSlots::collide(const Footprint& a, RackFace faceA, const Footprint& b, RackFace faceB) {
  return a.fullDepth || b.fullDepth || faceA == faceB;
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
  if (positionU < 1 - kEpsilon) {
    return tr("%1 (%2 U) would overhang the bottom of rack %3. Drop it at U1 or higher.")
        .arg(name)
        .arg(mine.heightU)
        .arg(rack->name);
  }
  if (!fitsInRack(positionU, mine.heightU, rack->heightU)) {
    return tr("%1 (%2 U) would overhang the top of rack %3 (U1 to U%4). Drop it at U%5 or lower.")
        .arg(name)
        .arg(mine.heightU)
        .arg(rack->name)
        .arg(rack->heightU)
        .arg(highestPosition(rack->heightU, mine.heightU));
  }
  // A rack-scale system holds its own members at their units and nothing else, and its trays
  // and shelves work nowhere else (PL-11 reports a file that breaks either).
  if (rack->isSystem()) {
    const RackSystemPtr system = design.library().findSystem(rack->systemId);
    if (system && !system->memberFor(typeId, positionU)) {
      return tr("%1 is a rack-scale system (%2): only its own trays, shelves and switches go in "
                "it, each at its unit. Put %3 in another rack.")
          .arg(rack->name, system->displayName(), name);
    }
  } else if (design.library().isSystemOnlyPart(typeId)) {
    return tr("%1 works only inside its rack-scale system (NVLink spine, bus bar, liquid "
              "manifolds), not in an ordinary rack such as %2. Add the system with Tools ▸ Add "
              "Rack… and its Type, or keep a spare unracked.")
        .arg(name, rack->name);
  }
  for (const ObjectId& otherId : design.devicesInRack(rackId)) {
    if (ignore.contains(otherId))
      continue;
    const Device* other = design.find<Device>(otherId);
    if (!other || !other->isRacked() || !other->parentId.isNull())
      continue;
    const Footprint theirs = footprint(design, other->typeId);
    if (!collide(mine, face, theirs, other->face) ||
        !unitsOverlap(positionU, mine.heightU, other->positionU, theirs.heightU))
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
  for (double u = qMax(1.0, std::floor(fromU)); fitsInRack(u, mine.heightU, rack->heightU);
       u += 1) {
    if (refusal(design, rackId, typeId, QString(), u, face, ignore).isEmpty())
      return u;
  }
  return std::nullopt;
}

}  // namespace rackwright
