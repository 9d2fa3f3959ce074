#ifndef RACKWRIGHT_CORE_EDITING_NAMING_H
#define RACKWRIGHT_CORE_EDITING_NAMING_H

#include "core/model/designdata.h"

#include <QHash>
#include <QSet>
#include <QString>

namespace rackwright {

/// Names for new and copied objects: "dgx-01" copied where dgx-01 and dgx-02 exist becomes
/// "dgx-03" (the number after the highest in use, zero-padded as the original); a name without
/// a number gets "-2", "-3" ….
class Naming final {
 public:
  /// A device name not used in `design` nor in `taken` (which receives the new name).
  static QString uniqueDeviceName(const DesignData& design, const QString& wanted,
                                  QSet<QString>* taken = nullptr);
  /// Same for cable labels (empty stays empty: such cables are named after their ends).
  static QString uniqueCableName(const DesignData& design, const QString& wanted,
                                 QSet<QString>* taken = nullptr);
  /// The first name for a device of `part` dropped from the catalog: "qm9700-01".
  static QString newDeviceName(const DesignData& design, const Part& part);
  /// The name of a copied cable whose name was made from its devices' names ("CF-dgx01-OSFP1"
  /// of dgx-01): each copied device's old name, as written or with its punctuation left out as
  /// generated names do, becomes the copy's name ("CF-dgx03-OSFP1" for dgx-03). `renames` maps
  /// old device names to new ones; longer names are replaced first.
  static QString renamedForCopy(const QString& cableName, const QHash<QString, QString>& renames);

  /// The name for a rack added at the end of `rowId`: the number after the row's last rack
  /// ("A07" → "A08"), skipping names in use anywhere in the design; "R01" … in an empty row.
  static QString newRackName(const DesignData& design, const ObjectId& rowId);
  /// "Row A" … for a new row of `roomId`: the letter (or number) after the room's last row.
  static QString newRowName(const DesignData& design, const ObjectId& roomId);
  /// "Hall 1", "Hall 2" … for a new room (data hall) of `siteId`.
  static QString newRoomName(const DesignData& design, const ObjectId& siteId);

  /// Splits "dgx-01" into ("dgx-", 1, 2); returns false when there is no trailing number.
  static bool splitNumber(const QString& name, QString* prefix, int* number, int* width);
};

}  // namespace rackwright

#endif
