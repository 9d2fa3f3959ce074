#ifndef RACKWRIGHT_CORE_GEOMETRY_RACKSLOTS_H
#define RACKWRIGHT_CORE_GEOMETRY_RACKSLOTS_H

#include "core/model/designdata.h"

#include <QCoreApplication>
#include <QSet>

#include <optional>

namespace rackwright {

/// Where a device of a catalog type can sit in a rack: the one definition of a device's units,
/// of overhanging the rack, and of two devices colliding. The canvas refuses a drop with
/// refusal(), the edit commands refuse a position outside the rack with fitsInRack(), and the
/// DS-03/DS-04 rules report with the same tests.
///
/// A full-depth device blocks both faces of its units; two half-depth devices can share a unit
/// front and rear.
class RackSlots final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::RackSlots)

 public:
  struct Footprint {
    double heightU = 1;
    bool fullDepth = true;
  };
  /// Height and depth of a type (1 U, full depth for parts missing from the catalog).
  static Footprint footprint(const DesignData& design, const QString& typeId);

  // --- unit arithmetic (positions are the lowest unit, 1-based) -------------------------------
  /// The highest unit a device occupies: U12 with 2 U → U13.
  static double topUnit(double positionU, double heightU);
  /// Whether a device of `heightU` at `positionU` stays within U1 … U`rackHeightU`.
  static bool fitsInRack(double positionU, double heightU, double rackHeightU);
  /// The highest position a device of `heightU` fits at (U1 when it is taller than the rack).
  static double highestPosition(double rackHeightU, double heightU);
  /// Whether two devices' units overlap.
  static bool unitsOverlap(double positionA, double heightA, double positionB, double heightB);
  /// Whether two devices in overlapping units collide: always, unless both are half-depth and
  /// mounted on opposite faces.
  static bool collide(const Footprint& a, RackFace faceA, const Footprint& b, RackFace faceB);

  // --- placement --------------------------------------------------------------------------------
  /// Why a device named `name` of `typeId` cannot sit at `positionU` on `face` of `rackId`
  /// (empty when it can). Devices in `ignore` (the ones being moved) do not count.
  static QString refusal(const DesignData& design, const ObjectId& rackId, const QString& typeId,
                         const QString& name, double positionU, RackFace face,
                         const QSet<ObjectId>& ignore = {});

  /// The lowest position at or above `fromU` where the type fits (none when the rack is full).
  static std::optional<double> firstFree(const DesignData& design, const ObjectId& rackId,
                                         const QString& typeId, RackFace face, double fromU = 1,
                                         const QSet<ObjectId>& ignore = {});

  /// "U12" or "U12–U19".
  static QString spanText(double positionU, double heightU);
};

}  // namespace rackwright

#endif
