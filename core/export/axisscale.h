#ifndef RACKWRIGHT_CORE_EXPORT_AXISSCALE_H
#define RACKWRIGHT_CORE_EXPORT_AXISSCALE_H

#include <QString>

namespace rackwright {

/// How a chart's value axis from 0 is divided: a round step (1, 2 or 5 × 10^k) and a top that
/// is a whole number of steps above the largest value, so the tick labels read 0, 20, 40 … and
/// never 0, 17.6, 35.2 … The planner wizard's and the review's charts both use it.
struct AxisScale {
  double top = 1;
  double step = 1;
  int intervals = 1;  ///< ticks = intervals + 1
  int decimals = 0;   ///< digits after the point the labels need

  /// The printf-style label format for Qt Charts ("%d", "%.1f").
  QString labelFormat() const;

  /// The scale for values from 0 to `maxValue` with at most `maxIntervals` intervals and a
  /// little headroom above the largest bar. `wholeNumbers`: counts, whose step is at least 1.
  static AxisScale forMaximum(double maxValue, bool wholeNumbers = true, int maxIntervals = 5);
};

}  // namespace rackwright

#endif
