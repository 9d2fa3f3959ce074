#ifndef RACKWRIGHT_CORE_ANALYSIS_RACKTYPES_H
#define RACKWRIGHT_CORE_ANALYSIS_RACKTYPES_H

#include "core/model/designdata.h"

#include <QCoreApplication>
#include <QString>
#include <QVector>

namespace rackwright {

/// Racks that hold the same devices: the same rack height and the same device types at the same
/// positions and faces (adapters by bay included). A planner design of 32,768 GPUs has about
/// 1,200 racks but only a handful of types, so a reviewer reads one representative per type.
struct RackType {
  QVector<ObjectId> racks;  ///< in the order given to RackTypes::group(); front() represents them
  QString contents;         ///< "4 × DGX H100, 1 × QM9700", most frequent part first
  int heightU = 0;
  ObjectId representative() const { return racks.isEmpty() ? ObjectId() : racks.front(); }
};

/// The one place that decides which racks are the same type (the review PDF and its tests
/// ask it). Pure: reads only the design.
class RackTypes final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::RackTypes)

 public:
  /// Groups `racks` (installation order) by content; types in the order their first rack comes.
  static QVector<RackType> group(const DesignData& design, const QVector<ObjectId>& racks);

  /// What makes two racks the same type, as a comparable text.
  static QString signature(const DesignData& design, const ObjectId& rackId);

  /// Names the members of `type` with runs of consecutive racks in `order` joined by an en dash,
  /// then the count: "R001–R128 (128 racks)", "R001–R004, R009 (5 racks)". After `maxRuns` runs
  /// the rest is only counted ("…, 40 more"), so the text stays a line or two.
  static QString describeMembers(const DesignData& design, const RackType& type,
                                 const QVector<ObjectId>& order, int maxRuns = 8);
};

}  // namespace rackwright

#endif
