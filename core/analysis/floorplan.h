#ifndef RACKWRIGHT_CORE_ANALYSIS_FLOORPLAN_H
#define RACKWRIGHT_CORE_ANALYSIS_FLOORPLAN_H

#include "core/model/designdata.h"
#include "core/validation/finding.h"

#include <QHash>
#include <QRectF>
#include <QString>
#include <QVector>

#include <optional>

namespace rackwright {

/// The dimensions of a hall that the design does not record: aisles, gaps and how a long hall
/// folds into blocks of rows along a main aisle.
struct FloorPlanOptions {
  double aisleMm = 1200;       ///< between two rows (cold and hot aisles alternate)
  double mainAisleMm = 3000;   ///< between two blocks of rows of a hall that wraps
  double hallGapMm = 6000;     ///< between two halls, side by side
  double hallMarginMm = 1800;  ///< from a hall's walls to its racks (room for the row names)
  /// Width over depth that a hall with many rows wraps towards: its rows are laid out in
  /// blocks side by side, the block count chosen so that the hall comes closest to this.
  double targetAspect = 1.6;
};

/// One rack on the floor, top-down: x along its row, y across the rows (millimetres).
struct FloorRack {
  ObjectId rackId;
  ObjectId rowId;
  QRectF rectMm;
  bool frontUp = false;  ///< its front (the cold aisle) faces up the plan
};

struct FloorRow {
  ObjectId rowId;  ///< null: the racks without a row
  QString name;
  QRectF rectMm;
  bool frontUp = false;
  int block = 0;  ///< the block of rows it is in (0 = leftmost)
};

struct FloorHall {
  ObjectId roomId;  ///< null: rows without a hall, racks without a row
  QString name;
  QRectF rectMm;  ///< walls: racks plus the margin
  int blocks = 1;
};

/// The floor plan of a design: every hall side by side, each hall's rows stacked across it
/// (in blocks when it is long), every rack at its place in its row with its real width and
/// depth. The one home of where a rack stands on the floor: the floor-plan view draws it,
/// exports may print it.
struct FloorPlan {
  QVector<FloorHall> halls;
  QVector<FloorRow> rows;
  QVector<FloorRack> racks;
  QRectF bounds;  ///< every hall

  const FloorRack* rack(const ObjectId& rackId) const;
  /// Centre of a rack on the floor (none for a rack the plan does not hold).
  std::optional<QPointF> rackCentre(const ObjectId& rackId) const;

 private:
  friend class FloorPlanLayout;
  QHash<ObjectId, int> mRackIndex;
};

class FloorPlanLayout {
 public:
  static FloorPlan compute(const DesignData& design, const FloorPlanOptions& options = {});

  /// The order of rows everywhere (elevations, floor plan, outline): site and hall by name,
  /// then the row's order in its hall, its name, its id.
  static bool rowBefore(const DesignData& design, const Row& a, const Row& b);
  /// The order of racks in a row: position in the row, name, id.
  static bool rackBefore(const Rack& a, const Rack& b);
  /// How many blocks a hall of rows `rowDepthsMm` (each with its aisle) and longest row
  /// `rowLengthMm` wraps into for `options.targetAspect`. Pairs of rows that share a cold
  /// aisle stay in one block.
  static int blockCount(const QVector<double>& rowDepthsMm, double rowLengthMm,
                        const FloorPlanOptions& options);
};

/// What a rack holds, for tooltips and the floor plan's highlighting.
struct RackSummary {
  int devices = 0;   ///< racked devices (adapters in their servers not counted)
  int switches = 0;  ///< switches and management switches
  int servers = 0;
  int panels = 0;  ///< patch panels and cassettes
  double powerMaxW = 0;
  double powerTypicalW = 0;
  /// A network rack holds switches.
  bool isNetworkRack() const { return switches > 0; }
};

RackSummary summarizeRack(const DesignData& design, const ObjectId& rackId);

/// The rack an object stands in: itself for a rack, its rack for a racked device, its
/// parent's for an adapter, its device's for a module; null for anything else.
ObjectId rackOfObject(const DesignData& design, const ObjectId& id);

/// The worst unwaived error or warning per rack, from the findings about the rack itself, its
/// devices and their modules (infos mark nothing).
QHash<ObjectId, Severity> worstSeverityByRack(const DesignData& design,
                                              const QVector<Finding>& findings);

}  // namespace rackwright

#endif
