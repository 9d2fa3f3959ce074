#ifndef RACKWRIGHT_CORE_PLANNER_CABLELENGTHS_H
#define RACKWRIGHT_CORE_PLANNER_CABLELENGTHS_H

#include "cablemapgenerator.h"
#include "core/catalog/catalog.h"

#include <QHash>

#include <optional>

namespace rackwright::generator {

/// An orderable cable part and its length.
struct LengthChoice {
  PartPtr part;
  double lengthM = 0;
};

/// The length a cable must have: the measured path plus the routing overhead and the slack.
double requiredLengthM(double pathM, const GeneratorOptions& options);

/// The orderable lengths of cable part families. A family ("MFP7E10") is the set of catalog
/// variants that name it as their `family`; a generic part ("GEN-MPO12-APC-TYPEB-OS2") is ordered
/// by the whole metre within its length range ("GEN-MPO12-APC-TYPEB-OS2:120m"). Every choice is
/// a part the catalog really has at that length.
class PartFamilies final {
 public:
  explicit PartFamilies(const Catalog& library);

  /// The shortest orderable length of `family` (a family id or a generic part id) that is at
  /// least `lengthM`; empty when the family is unknown or its longest length is too short.
  std::optional<LengthChoice> pick(const QString& family, double lengthM) const;
  /// The family's variants, shortest first (empty for generic parts).
  QVector<PartPtr> variants(const QString& family) const { return mFamilies.value(family); }
  /// The longest orderable length (0 when unknown).
  double longestM(const QString& family) const;
  /// The part that stands for the family in fit checks (its shortest variant, or the generic
  /// part itself).
  PartPtr representative(const QString& family) const;

 private:
  const Catalog& mLibrary;
  QHash<QString, QVector<PartPtr>> mFamilies;
  mutable QHash<QString, PartPtr> mGenericLengths;  ///< "ID:<n>m" → part
};

}  // namespace rackwright::generator

#endif
