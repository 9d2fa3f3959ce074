#include "channelloss.h"

#include "channelreporter.h"

#include <algorithm>

namespace rackwright {

namespace {

/// Duplex optics mate LC ferrules; everything else the catalog has is an MPO array.
bool isLcMating(const MatedPair& mating) {
  const Connector c = mating.near.connector;
  return c == Connector::LCDuplex || c == Connector::LC;
}

}  // namespace

double matingLossDb(const MatedPair& mating) {
  return isLcMating(mating) ? ReachLimits::kLcMatingLossDb : ReachLimits::kMpoMatingLossDb;
}

double fiberLossDb(const FiberSegment& segment) {
  const double perKm = segment.fiberClass == FiberClass::SMF ? ReachLimits::kSingleModeLossDbPerKm
                                                             : ReachLimits::kMultimodeLossDbPerKm;
  return segment.lengthM / 1000.0 * perKm;
}

bool ChannelLoss::overMatingLimit() const {
  return matings() > ReachLimits::kMaxMatings;
}

ChannelLoss channelLoss(const OpticalChannel& channel) {
  ChannelLoss loss;
  loss.matingDb.reserve(channel.matings.size());
  loss.segmentDb.reserve(channel.segments.size());
  // Summed in walking order, mating by mating, then fiber by fiber: RE-04 has always quoted
  // the sum in this order, and its messages must not change in the last digit.
  double dearestMating = 0;
  for (const MatedPair& m : channel.matings) {
    const double db = matingLossDb(m);
    loss.matingDb << db;
    loss.connectorDb += db;
    dearestMating = std::max(dearestMating, db);
    if (isLcMating(m)) {
      ++loss.lcMatings;
    } else {
      ++loss.mpoMatings;
    }
  }
  for (const FiberSegment& s : channel.segments) {
    const double db = fiberLossDb(s);
    loss.segmentDb << db;
    loss.fiberDb += db;
  }
  loss.budgetDb = ReachLimits::kMaxMatings * dearestMating + loss.fiberDb;
  return loss;
}

}  // namespace rackwright
