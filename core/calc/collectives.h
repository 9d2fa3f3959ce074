#ifndef RACKWRIGHT_CORE_CALC_COLLECTIVES_H
#define RACKWRIGHT_CORE_CALC_COLLECTIVES_H

#include "core/calc/bandwidth.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace rackwright {

enum class Collective { AllReduce, AllGather, ReduceScatter, AllToAll, Broadcast, Reduce };
enum class CollectiveAlgorithm { Ring, Tree };

/// A collective over `ranks` GPUs. Sizes follow the nccl-tests convention: `messageBytes` is
/// the per-rank buffer for all-reduce, all-to-all, broadcast and reduce, and the total gathered
/// (or scattered) buffer for all-gather and reduce-scatter.
struct CollectiveInputs {
  Collective op = Collective::AllReduce;
  CollectiveAlgorithm algorithm = CollectiveAlgorithm::Ring;
  double messageBytes = 0;
  int ranks = 0;
  double bandwidthBitsPerSecond = 0;  ///< per GPU, one way (each direction of a full-duplex link)
  LineCoding coding = LineCoding::None;
  bool rateIsLineRate = false;
  double stepLatencySeconds = 0;  ///< α: fixed cost of each communication step
};

struct CollectiveEstimate {
  double payloadBytesPerSecond = 0;  ///< per-GPU one-way data rate after line coding
  double trafficFactor = 0;          ///< bytes each rank sends, as a multiple of the message size
  int steps = 0;                     ///< sequential communication steps (for the latency term)
  double timeSeconds = 0;
  double algBandwidth = 0;  ///< bytes/s: message size / time (nccl-tests "algbw")
  double busFactor = 0;     ///< nccl-tests factor from algbw to busbw
  double busBandwidth = 0;  ///< bytes/s: algbw × busFactor (nccl-tests "busbw")
};

class CollectiveCalculator final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::CollectiveCalculator)

 public:
  /// nccl-tests: all-reduce 2(n−1)/n; all-gather, reduce-scatter, all-to-all (n−1)/n;
  /// broadcast and reduce 1.
  static double busBandwidthFactor(Collective op, int ranks);
  /// Throws Error for fewer than 2 ranks, non-positive sizes or rates, or a tree algorithm for
  /// anything but all-reduce.
  static CollectiveEstimate estimate(const CollectiveInputs& in);
  static CalcResult report(const CollectiveInputs& in);

  static QString name(Collective op);  ///< "allreduce" …
  static std::optional<Collective> fromName(const QString& name);
  static QString title(Collective op);  ///< translated, e.g. "All-reduce"
};

}  // namespace rackwright

#endif
