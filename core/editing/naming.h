#ifndef RACKWRIGHT_CORE_EDITING_NAMING_H
#define RACKWRIGHT_CORE_EDITING_NAMING_H

#include "core/model/designdata.h"

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

  /// Splits "dgx-01" into ("dgx-", 1, 2); returns false when there is no trailing number.
  static bool splitNumber(const QString& name, QString* prefix, int* number, int* width);
};

}  // namespace rackwright

#endif
