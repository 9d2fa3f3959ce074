#ifndef RACKWRIGHT_CORE_EDITING_RACKEDITING_H
#define RACKWRIGHT_CORE_EDITING_RACKEDITING_H

#include "core/model/designdata.h"

#include <QCoreApplication>

#include <optional>

namespace rackwright {

class EditTransaction;

/// Edits of the physical layout that take several commands: the same change on several racks,
/// a rack appended to a row, rows and racks moved up or down their room or row. Each applies
/// DesignEdits commands to one EditTransaction (one undo step) and throws rackwright::Error with
/// the reason when DesignEdits refuses, so the transaction rolls back.
class RackEditing final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::RackEditing)

 public:
  /// The fields an Inspector edit sets; empty ones stay as they are on each rack.
  struct RackChange {
    std::optional<QString> name;
    std::optional<int> heightU;
    std::optional<double> widthMm;
    std::optional<double> depthMm;
    std::optional<double> maxPowerW;
    std::optional<double> maxWeightKg;
    bool isEmpty() const {
      return !name && !heightU && !widthMm && !depthMm && !maxPowerW && !maxWeightKg;
    }
  };
  /// The heights offered for a rack (any of 1 … 60 U is accepted).
  static QVector<int> standardHeights() { return {42, 45, 48, 52}; }

  /// Applies `change` to every rack of `rackIds`; racks it would not change are left out.
  /// Returns how many racks changed.
  static int editRacks(EditTransaction& transaction, const QVector<ObjectId>& rackIds,
                       const RackChange& change);

  /// `rack` made ready to go at the end of `rowId`: that row, the position after its last rack
  /// and, when the name is empty, the name Naming proposes. The id is created when null.
  static Rack appendedRack(const DesignData& design, const ObjectId& rowId, Rack rack);

  /// Renames a site, hall, row, rack or device; refuses an empty name. Returns false when the
  /// name is already that.
  static bool rename(EditTransaction& transaction, ObjectKind kind, const ObjectId& id,
                     const QString& name);

  /// Rows of a room in their order (Row::order, then name and id), as the row view stacks them.
  static QVector<ObjectId> rowsInOrder(const DesignData& design, const ObjectId& roomId);
  /// Racks of a row from left to right (positionInRow, then name and id).
  static QVector<ObjectId> racksInOrder(const DesignData& design, const ObjectId& rowId);

  /// Moves a row `delta` places up (negative) or down its room, renumbering the room's rows
  /// 0, 1, 2 …. Returns false (and changes nothing) when it is already first or last.
  static bool moveRow(EditTransaction& transaction, const ObjectId& rowId, int delta);
  /// Moves a rack `delta` places left (negative) or right in its row, renumbering positions.
  static bool moveRackInRow(EditTransaction& transaction, const ObjectId& rackId, int delta);
};

}  // namespace rackwright

#endif
