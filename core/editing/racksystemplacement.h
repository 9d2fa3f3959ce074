#ifndef RACKWRIGHT_CORE_EDITING_RACKSYSTEMPLACEMENT_H
#define RACKWRIGHT_CORE_EDITING_RACKSYSTEMPLACEMENT_H

#include "core/catalog/racksystem.h"
#include "core/model/designdata.h"

#include <QCoreApplication>

namespace rackwright {

class EditTransaction;

/// Rack-scale systems in a design: placing one as a unit (the rack and every member at its
/// place, one undo step) and telling which member a device is. The rules on them (PL-11, PL-17)
/// and the elevation read membership from here, so "a member" means one thing everywhere: a
/// device racked in a system rack at a member's unit, of that member's part.
class RackSystemPlacement final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::RackSystemPlacement)

 public:
  /// `values` made into the rack of `system`: its id, height, width and depth. A power limit of
  /// 0 (none given) becomes the system's power at full load, the budget its vendor sizes the
  /// rack for; a lower limit the user set stays, so PL-17 can tell them.
  static Rack systemRack(const RackSystem& system, Rack values);

  /// The member devices of `system` for `rack` (which must have its id and name), named
  /// "<rack>-<member>" ("nvl-01-CT01"), made unique against the design's devices.
  static QVector<Device> memberDevices(const DesignData& design, const RackSystem& system,
                                       const Rack& rack);

  /// Adds the rack of `system` at the end of `rowId` and every member in it, on `transaction`
  /// (one undo step). Throws rackwright::Error naming the member part the catalog lacks.
  /// Returns the rack's id.
  static ObjectId place(EditTransaction& transaction, const RackSystem& system,
                        const ObjectId& rowId, Rack values);

  /// The members of `rack`'s system that are not at their units. The fix puts each back: a
  /// device of the member's part named as placement names it ("nvl-01-CT03") is moved back
  /// (its cables stay on it), any other member is added new. A member whose unit another device
  /// covers cannot go back until that device moves: it is left out and named in `blocked`.
  struct MissingMember {
    RackSystemMember member;
    ObjectId displaced;  ///< the member's own device elsewhere, moved back; null: added new
  };
  static QVector<MissingMember> missingMembers(const DesignData& design, const Rack& rack,
                                               QStringList* blocked = nullptr);
  /// Puts every missing member of the system rack `rackId` back at its unit on `transaction`
  /// (one undo step). Returns how many were put back.
  static int restoreMembers(EditTransaction& transaction, const ObjectId& rackId);

  /// The system of the rack `device` is racked in; null for an ordinary rack, an unracked device
  /// or a system the catalog does not know.
  static const RackSystem* systemOf(const DesignData& design, const Device& device);
  /// The member `device` is: racked in a system rack at a member's unit, with that member's
  /// part. Null otherwise.
  static const RackSystemMember* memberOf(const DesignData& design, const Device& device);
};

}  // namespace rackwright

#endif
