#ifndef RACKWRIGHT_CORE_CHANNEL_CHANNELLOSS_H
#define RACKWRIGHT_CORE_CHANNEL_CHANNELLOSS_H

// The estimated insertion loss of an optical channel: the one place that prices a mating and a
// metre of fiber. The loss budget rule (RE-04) and the channel trace both read it, so the number
// a finding quotes is the number the trace draws.

#include "core/channel/opticalchannel.h"

namespace rackwright {

/// Loss of one ferrule-to-ferrule mating, by the connector of its near side (LC or MPO).
double matingLossDb(const MatedPair& mating);
/// Attenuation of one fiber segment over its length (multimode or single-mode per km).
double fiberLossDb(const FiberSegment& segment);

/// The loss estimate of a whole channel, per element and in total.
struct ChannelLoss {
  QVector<double> matingDb;   ///< per mating, in the channel's order
  QVector<double> segmentDb;  ///< per fiber segment, in the channel's order
  int mpoMatings = 0;
  int lcMatings = 0;
  double connectorDb = 0;
  double fiberDb = 0;
  /// The loss the reach figures allow for this channel: ReachLimits::kMaxMatings matings at the
  /// dearest mating type the channel uses, plus its fiber.
  double budgetDb = 0;

  int matings() const { return mpoMatings + lcMatings; }
  double totalDb() const { return connectorDb + fiberDb; }
  /// What RE-04 flags: more matings than the reach figures assume.
  bool overMatingLimit() const;
};

ChannelLoss channelLoss(const OpticalChannel& channel);

}  // namespace rackwright

#endif
