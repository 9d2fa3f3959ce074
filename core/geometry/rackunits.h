#ifndef RACKWRIGHT_CORE_GEOMETRY_RACKUNITS_H
#define RACKWRIGHT_CORE_GEOMETRY_RACKUNITS_H

// The physical units every rack drawing and rack rule shares, from EIA-310 (the 19-inch rack).
// The one home of these numbers: the canvas, the painters, the NetBox import and the rules use
// them from here.

namespace rackwright {

/// One rack unit (1 U), 1.75 in.
inline constexpr double kRackUnitMm = 44.45;
/// The width of a 19-inch front panel with its mounting ears.
inline constexpr double kRackPanelWidthMm = 482.6;
/// The smallest height a device panel is drawn with when the catalog gives none (half a unit).
inline constexpr double kMinimumPanelUnits = 0.5;

}  // namespace rackwright

#endif
