#ifndef RACKWRIGHT_UI_CANVAS_RACKSLOTS_H
#define RACKWRIGHT_UI_CANVAS_RACKSLOTS_H

#include "core/model/designdata.h"

#include <QCoreApplication>
#include <QSet>

#include <optional>

namespace rackwright::ui {

/// Where a device of a catalog type can sit in a rack. The canvas refuses a drop that would make
/// two devices share a unit on one face (a full-depth device blocks both faces; two half-depth
/// devices can share a U front and rear) or that would overhang the rack, and says why.
class RackSlots final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::ui::RackSlots)

 public:
  struct Footprint {
    double heightU = 1;
    bool fullDepth = true;
  };
  /// Height and depth of a type (1 U, full depth for parts missing from the catalog).
  static Footprint footprint(const DesignData& design, const QString& typeId);

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

}  // namespace rackwright::ui

#endif
