#include "collectives.h"

#include "core/common/error.h"

#include <cmath>

namespace rackwright {

namespace {

struct OpName {
  Collective op;
  const char* name;
};
constexpr OpName kNames[] = {
    {Collective::AllReduce, "allreduce"},         {Collective::AllGather, "allgather"},
    {Collective::ReduceScatter, "reducescatter"}, {Collective::AllToAll, "alltoall"},
    {Collective::Broadcast, "broadcast"},         {Collective::Reduce, "reduce"}};

int ceilLog2(int n) {
  int depth = 0;
  while ((1 << depth) < n)
    ++depth;
  return depth;
}

}  // namespace

QString CollectiveCalculator::name(Collective op) {
  for (const OpName& entry : kNames) {
    if (entry.op == op)
      return QString::fromLatin1(entry.name);
  }
  return {};
}

std::optional<Collective> CollectiveCalculator::fromName(const QString& name) {
  for (const OpName& entry : kNames) {
    if (name.compare(QLatin1String(entry.name), Qt::CaseInsensitive) == 0)
      return entry.op;
  }
  return std::nullopt;
}

QString CollectiveCalculator::title(Collective op) {
  switch (op) {
    case Collective::AllReduce:
      return tr("All-reduce");
    case Collective::AllGather:
      return tr("All-gather");
    case Collective::ReduceScatter:
      return tr("Reduce-scatter");
    case Collective::AllToAll:
      return tr("All-to-all");
    case Collective::Broadcast:
      return tr("Broadcast");
    case Collective::Reduce:
      return tr("Reduce");
  }
  return {};
}

double CollectiveCalculator::busBandwidthFactor(Collective op, int ranks) {
  const double n = ranks;
  switch (op) {
    case Collective::AllReduce:
      return 2.0 * (n - 1) / n;
    case Collective::AllGather:
    case Collective::ReduceScatter:
    case Collective::AllToAll:
      return (n - 1) / n;
    case Collective::Broadcast:
    case Collective::Reduce:
      return 1.0;
  }
  return 1.0;
}

CollectiveEstimate CollectiveCalculator::estimate(const CollectiveInputs& in) {
  if (in.ranks < 2) {
    throw Error(tr("%1 needs at least 2 GPUs, not %2").arg(title(in.op)).arg(in.ranks));
  }
  if (!(in.messageBytes > 0) || !(in.bandwidthBitsPerSecond > 0) || in.stepLatencySeconds < 0) {
    throw Error(tr("%1: the message size and the per-GPU bandwidth must be positive and the "
                   "latency cannot be negative")
                    .arg(title(in.op)));
  }
  if (in.algorithm == CollectiveAlgorithm::Tree && in.op != Collective::AllReduce) {
    throw Error(tr("%1: the tree algorithm is modelled for all-reduce only; use the ring "
                   "algorithm")
                    .arg(title(in.op)));
  }
  const double n = in.ranks;
  CollectiveEstimate e;
  e.payloadBytesPerSecond =
      BandwidthCalculator::payloadRate(in.bandwidthBitsPerSecond, in.rateIsLineRate, in.coding) /
      8.0;
  switch (in.op) {
    case Collective::AllReduce:
      if (in.algorithm == CollectiveAlgorithm::Tree) {
        // Double binary tree: each rank is inner node of one tree and leaf of the other, each
        // tree carrying half the data; summed over both, a rank sends (and receives) 2·S.
        e.trafficFactor = 2.0;
        e.steps = 2 * ceilLog2(in.ranks);
      } else {
        // Reduce-scatter then all-gather around the ring: 2(n−1) steps of S/n each.
        e.trafficFactor = 2.0 * (n - 1) / n;
        e.steps = 2 * (in.ranks - 1);
      }
      break;
    case Collective::AllGather:
    case Collective::ReduceScatter:
    case Collective::AllToAll:
      // Each rank sends the n−1 chunks of S/n that belong to (or come from) the others.
      e.trafficFactor = (n - 1) / n;
      e.steps = in.ranks - 1;
      break;
    case Collective::Broadcast:
    case Collective::Reduce:
      // Pipelined chain: every rank forwards the whole message once.
      e.trafficFactor = 1.0;
      e.steps = in.ranks - 1;
      break;
  }
  e.timeSeconds =
      e.steps * in.stepLatencySeconds + e.trafficFactor * in.messageBytes / e.payloadBytesPerSecond;
  e.algBandwidth = in.messageBytes / e.timeSeconds;
  e.busFactor = busBandwidthFactor(in.op, in.ranks);
  e.busBandwidth = e.algBandwidth * e.busFactor;
  return e;
}

CalcResult CollectiveCalculator::report(const CollectiveInputs& in) {
  const CollectiveEstimate e = estimate(in);
  const bool tree = in.algorithm == CollectiveAlgorithm::Tree;
  CalcResult r;
  r.calculator = name(in.op);
  r.title = tr("%1 time, algorithm bandwidth and bus bandwidth (%2)")
                .arg(title(in.op), tree ? tr("double binary tree") : tr("ring"));

  QString traffic;
  QString steps;
  QString busFactor;
  switch (in.op) {
    case Collective::AllReduce:
      traffic = tree ? QStringLiteral("2") : QStringLiteral("2(n−1)/n");
      steps = tree ? QStringLiteral("2⌈log2 n⌉") : QStringLiteral("2(n−1)");
      busFactor = QStringLiteral("2(n−1)/n");
      break;
    case Collective::AllGather:
    case Collective::ReduceScatter:
    case Collective::AllToAll:
      traffic = QStringLiteral("(n−1)/n");
      steps = QStringLiteral("(n−1)");
      busFactor = QStringLiteral("(n−1)/n");
      break;
    case Collective::Broadcast:
    case Collective::Reduce:
      traffic = QStringLiteral("1");
      steps = QStringLiteral("(n−1)");
      busFactor = QStringLiteral("1");
      break;
  }
  r.formulas << tr("time = %1 × α + %2 × S / B").arg(steps, traffic) << tr("algbw = S / time")
             << tr("busbw = algbw × %1 (nccl-tests convention)").arg(busFactor);

  r.inputs << CalcValue{QStringLiteral("messageSize"), tr("Message size S"), in.messageBytes,
                        QStringLiteral("B"), Units::formatSize(in.messageBytes)}
           << CalcValue{QStringLiteral("gpus"), tr("GPUs n"), double(in.ranks), QStringLiteral("1"),
                        QString::number(in.ranks)}
           << CalcValue{QStringLiteral("bandwidth"),
                        in.rateIsLineRate ? tr("Per-GPU line rate") : tr("Per-GPU bandwidth B"),
                        in.bandwidthBitsPerSecond, QStringLiteral("b/s"),
                        QStringLiteral("%1 = %2").arg(
                            Units::formatBitRate(in.bandwidthBitsPerSecond),
                            Units::formatByteRate(in.bandwidthBitsPerSecond / 8))}
           << CalcValue{QStringLiteral("latency"), tr("Latency per step α"), in.stepLatencySeconds,
                        QStringLiteral("s"), Units::formatDuration(in.stepLatencySeconds)};

  r.assumptions << tr("B is each GPU's one-way bandwidth into the fabric, available to every GPU "
                      "at once: no oversubscription, congestion or NVLink/PCIe limit")
                << BandwidthCalculator::codingAssumption(in.rateIsLineRate, in.coding);
  if (in.op == Collective::AllGather || in.op == Collective::ReduceScatter) {
    r.assumptions << tr(
        "S is the total gathered buffer (n chunks of S/n), as nccl-tests reports "
        "it");
  } else {
    r.assumptions << tr("S is the buffer size per GPU, as nccl-tests reports it");
  }
  if (tree) {
    r.assumptions << tr(
        "Tree: NCCL's pipelined double binary tree; each GPU sends and receives "
        "2·S in total, over 2⌈log2 n⌉ steps");
  } else if (in.op == Collective::AllToAll) {
    r.assumptions << tr(
        "All-to-all: pairwise exchange, each GPU sends S/n to each of the other "
        "n−1 GPUs");
  } else {
    r.assumptions << tr(
        "Ring: the message is cut into n chunks that move one hop per step, "
        "pipelined");
  }
  if (in.stepLatencySeconds == 0) {
    r.assumptions << tr(
        "Latency not counted (α = 0): the time is the bandwidth bound, reached "
        "by large messages");
  }
  r.assumptions << tr(
      "Bandwidths are in decimal bytes per second (1 GB/s = 10^9 B/s), as "
      "nccl-tests prints them");

  r.results << CalcValue{QStringLiteral("payloadBandwidth"), tr("Usable per-GPU bandwidth"),
                         e.payloadBytesPerSecond, QStringLiteral("B/s"),
                         Units::formatByteRate(e.payloadBytesPerSecond)}
            << CalcValue{QStringLiteral("bytesSentPerGpu"), tr("Bytes sent per GPU"),
                         e.trafficFactor * in.messageBytes, QStringLiteral("B"),
                         Units::formatSize(e.trafficFactor * in.messageBytes)}
            << CalcValue{QStringLiteral("steps"), tr("Steps"), double(e.steps), QStringLiteral("1"),
                         QString::number(e.steps)}
            << CalcValue{QStringLiteral("time"), tr("Time"), e.timeSeconds, QStringLiteral("s"),
                         Units::formatDuration(e.timeSeconds)}
            << CalcValue{QStringLiteral("algbw"), tr("Algorithm bandwidth (algbw)"), e.algBandwidth,
                         QStringLiteral("B/s"), Units::formatByteRate(e.algBandwidth)}
            << CalcValue{QStringLiteral("busFactor"), tr("Bus bandwidth factor"), e.busFactor,
                         QStringLiteral("1"), Units::formatNumber(e.busFactor)}
            << CalcValue{QStringLiteral("busbw"), tr("Bus bandwidth (busbw)"), e.busBandwidth,
                         QStringLiteral("B/s"), Units::formatByteRate(e.busBandwidth)};
  return r;
}

}  // namespace rackwright
