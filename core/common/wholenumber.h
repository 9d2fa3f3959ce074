#ifndef RACKWRIGHT_CORE_COMMON_WHOLENUMBER_H
#define RACKWRIGHT_CORE_COMMON_WHOLENUMBER_H

#include <cmath>
#include <limits>

namespace rackwright {

/// Whether `value` is a whole number an int holds. Converting any other double to int is
/// undefined behaviour (a file's 1e300 must not reach a cast), so readers ask this first; NaN
/// and the infinities are not whole numbers.
inline bool isWholeInt(double value) {
  return value >= double(std::numeric_limits<int>::min()) &&
         value <= double(std::numeric_limits<int>::max()) && value == std::trunc(value);
}

}  // namespace rackwright

#endif
