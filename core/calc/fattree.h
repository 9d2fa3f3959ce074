#ifndef RACKWRIGHT_CORE_CALC_FATTREE_H
#define RACKWRIGHT_CORE_CALC_FATTREE_H

namespace rackwright {

/// Leaf–spine arithmetic of a fat tree, one home for it: the port planner sizes its spines with
/// it and PL-13 holds a built fabric to the same count.
struct FatTree {
  /// The largest divisor of `n` that is at most `limit` (1 when no larger one is).
  static int largestDivisorAtMost(int n, int limit);
  /// The reference architectures' spine count for `leaves` leaves of `uplinks` uplinks each
  /// into spines of `spinePorts` ports: the fewest spines that take every leaf's uplinks in
  /// equal shares (the smallest divisor S of `uplinks` with S × spinePorts ≥ leaves × uplinks).
  /// 0 when one tier of spines cannot reach that many leaves.
  static int evenSpines(int leaves, int uplinks, int spinePorts);
};

}  // namespace rackwright

#endif
