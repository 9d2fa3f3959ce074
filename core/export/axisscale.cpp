#include "axisscale.h"

#include <cmath>

namespace rackwright {

QString AxisScale::labelFormat() const {
  return decimals == 0 ? QStringLiteral("%d") : QStringLiteral("%.%1f").arg(decimals);
}

AxisScale AxisScale::forMaximum(double maxValue, bool wholeNumbers, int maxIntervals) {
  AxisScale scale;
  maxIntervals = std::max(1, maxIntervals);
  if (!(maxValue > 0) || !std::isfinite(maxValue))
    return scale;
  // Headroom, so the tallest bar does not touch the frame and its value label fits.
  const double wanted = maxValue * 1.05;
  const double rough = wanted / maxIntervals;
  const double magnitude = std::pow(10.0, std::floor(std::log10(rough)));
  double step = 10 * magnitude;
  for (const double mantissa : {1.0, 2.0, 5.0, 10.0}) {
    if (mantissa * magnitude >= rough * (1 - 1e-9)) {
      step = mantissa * magnitude;
      break;
    }
  }
  if (wholeNumbers)
    step = std::max(1.0, std::round(step));
  scale.step = step;
  scale.intervals = std::max(1, int(std::ceil(wanted / step - 1e-9)));
  scale.top = scale.intervals * step;
  scale.decimals = step >= 1 ? 0 : int(std::ceil(-std::log10(step) - 1e-9));
  return scale;
}

}  // namespace rackwright
