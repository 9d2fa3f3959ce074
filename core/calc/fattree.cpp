#include "fattree.h"

#include <algorithm>

namespace rackwright {

int FatTree::largestDivisorAtMost(int n, int limit) {
  for (int k = std::min(n, limit); k > 1; --k) {
    if (n % k == 0)
      return k;
  }
  return 1;
}

int FatTree::evenSpines(int leaves, int uplinks, int spinePorts) {
  if (leaves <= 0 || uplinks <= 0 || leaves > spinePorts)
    return 0;
  // The most links per leaf–spine pair that still fit every leaf on a spine's ports.
  return uplinks / largestDivisorAtMost(uplinks, spinePorts / leaves);
}

}  // namespace rackwright
