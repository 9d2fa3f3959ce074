#ifndef RACKWRIGHT_CORE_PLANNER_SYSTEMPLANNING_H
#define RACKWRIGHT_CORE_PLANNER_SYSTEMPLANNING_H

// Rack-scale systems (GB200 / GB300 NVL72) in the port planner: the compute trays come in whole
// systems, a scalable unit is PortPlanner::kSystemsPerSu systems, and the leaves take tray
// positions, not rails. Called by PortPlanner::plan only.
#include "portbudget.h"

namespace rackwright::systemplanning {

/// Refuses what cannot be built with whole systems (trays that are not whole racks, rail
/// optimisation, a unit size that is not whole racks) and sets the unit size in `in` when it is
/// not given, with its assumption in `p`. Throws PlanError.
void planUnits(PlanInputs& in, PortPlan& p);

/// How the trays sit on the leaves, once the leaves per unit are known.
QString layoutAssumption(const PlanInputs& in, const PortPlan& p);

}  // namespace rackwright::systemplanning

#endif
