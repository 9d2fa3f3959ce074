#include "bandwidth.h"

#include "core/common/error.h"

#include <QJsonArray>

#include <cmath>

namespace rackwright {

namespace {

CalcValue count(const QString& key, const QString& label, double value) {
  return CalcValue{key, label, value, QStringLiteral("1"), Units::formatNumber(value)};
}
CalcValue bytes(const QString& key, const QString& label, double value) {
  return CalcValue{key, label, value, QStringLiteral("B"), Units::formatSize(value)};
}
CalcValue bitRate(const QString& key, const QString& label, double value) {
  return CalcValue{
      key, label, value, QStringLiteral("b/s"),
      QStringLiteral("%1 = %2").arg(Units::formatBitRate(value), Units::formatByteRate(value / 8))};
}
CalcValue byteRate(const QString& key, const QString& label, double value) {
  return CalcValue{
      key, label, value, QStringLiteral("B/s"),
      QStringLiteral("%1 = %2").arg(Units::formatByteRate(value), Units::formatBitRate(value * 8))};
}
CalcValue seconds(const QString& key, const QString& label, double value) {
  return CalcValue{key, label, value, QStringLiteral("s"), Units::formatDuration(value)};
}

QJsonObject valuesToJson(const QVector<CalcValue>& values) {
  QJsonObject object;
  for (const CalcValue& v : values) {
    object.insert(v.key, QJsonObject{{QStringLiteral("value"), v.value},
                                     {QStringLiteral("unit"), v.unit},
                                     {QStringLiteral("display"), v.display},
                                     {QStringLiteral("label"), v.label}});
  }
  return object;
}

void appendValues(QString& text, const QVector<CalcValue>& values) {
  qsizetype width = 0;
  for (const CalcValue& v : values)
    width = std::max(width, v.label.size());
  for (const CalcValue& v : values) {
    text += QStringLiteral("  %1  %2\n").arg(v.label.leftJustified(width), v.display);
  }
}

}  // namespace

const CalcValue* CalcResult::value(const QString& key) const {
  for (const CalcValue& v : results) {
    if (v.key == key)
      return &v;
  }
  for (const CalcValue& v : inputs) {
    if (v.key == key)
      return &v;
  }
  return nullptr;
}

QJsonObject CalcResult::toJson() const {
  return QJsonObject{{QStringLiteral("calculator"), calculator},
                     {QStringLiteral("title"), title},
                     {QStringLiteral("formula"), QJsonArray::fromStringList(formulas)},
                     {QStringLiteral("inputs"), valuesToJson(inputs)},
                     {QStringLiteral("assumptions"), QJsonArray::fromStringList(assumptions)},
                     {QStringLiteral("results"), valuesToJson(results)}};
}

QString CalcResult::toText() const {
  QString text = title + QLatin1Char('\n');
  text += QLatin1Char('\n') + BandwidthCalculator::tr("Formula:") + QLatin1Char('\n');
  for (const QString& formula : formulas)
    text += QStringLiteral("  %1\n").arg(formula);
  text += QLatin1Char('\n') + BandwidthCalculator::tr("Inputs:") + QLatin1Char('\n');
  appendValues(text, inputs);
  text += QLatin1Char('\n') + BandwidthCalculator::tr("Assumptions:") + QLatin1Char('\n');
  for (const QString& assumption : assumptions)
    text += QStringLiteral("  - %1\n").arg(assumption);
  text += QLatin1Char('\n') + BandwidthCalculator::tr("Result:") + QLatin1Char('\n');
  appendValues(text, results);
  return text;
}

double BandwidthCalculator::payloadRate(double bitsPerSecond, bool isLineRate, LineCoding coding) {
  return isLineRate ? bitsPerSecond * Units::lineCodingInfo(coding).efficiency : bitsPerSecond;
}

QString BandwidthCalculator::codingAssumption(bool isLineRate, LineCoding coding) {
  const LineCodingInfo info = Units::lineCodingInfo(coding);
  if (!isLineRate && coding == LineCoding::None) {
    return tr(
        "The rate given is the data rate (what \"400G\" means on Ethernet and InfiniBand "
        "ports); no line-coding overhead is subtracted");
  }
  if (!isLineRate) {
    return tr("The rate given is the data rate; the line rate under %1 is higher: data rate / %2")
        .arg(info.description, Units::formatNumber(info.efficiency, 6));
  }
  return tr("The rate given is the line rate; usable data rate = line rate × %1 (%2)")
      .arg(Units::formatNumber(info.efficiency, 6), info.description);
}

KvCacheEstimate BandwidthCalculator::estimateKvCache(const KvCacheInputs& in) {
  if (in.layers < 1 || in.kvHeads < 1 || in.headDim < 1 || in.tokens < 1 || in.sequences < 1 ||
      !(in.bytesPerElement > 0) || !(in.linkBitsPerSecond > 0) || in.latencySeconds < 0) {
    throw Error(
        tr("KV cache: layers, KV heads, head dimension, tokens, sequences, bytes per "
           "element and link rate must all be positive"));
  }
  KvCacheEstimate e;
  // Keys and values (the factor 2) for every layer, KV head and head-dimension element.
  e.bytesPerToken = 2.0 * in.layers * in.kvHeads * in.headDim * in.bytesPerElement;
  e.bytesPerSequence = e.bytesPerToken * double(in.tokens);
  e.totalBytes = e.bytesPerSequence * in.sequences;
  e.payloadBitsPerSecond = payloadRate(in.linkBitsPerSecond, in.rateIsLineRate, in.coding);
  e.transferSeconds = in.latencySeconds + e.totalBytes * 8.0 / e.payloadBitsPerSecond;
  return e;
}

CalcResult BandwidthCalculator::kvCache(const KvCacheInputs& in) {
  const KvCacheEstimate e = estimateKvCache(in);
  CalcResult r;
  r.calculator = QStringLiteral("kvcache");
  r.title = tr("KV-cache size per sequence and prefill → decode transfer time");
  r.formulas << tr("KV bytes per token = 2 (K and V) × layers × KV heads × head dim × bytes per "
                   "element")
             << tr("KV bytes per sequence = KV bytes per token × tokens")
             << tr("transfer time = latency + sequences × KV bytes per sequence × 8 / data rate");
  r.inputs << count(QStringLiteral("layers"), tr("Layers"), in.layers)
           << count(QStringLiteral("kvHeads"), tr("KV heads"), in.kvHeads)
           << count(QStringLiteral("headDim"), tr("Head dimension"), in.headDim)
           << bytes(QStringLiteral("bytesPerElement"), tr("Bytes per element"), in.bytesPerElement)
           << count(QStringLiteral("tokens"), tr("Tokens per sequence"), double(in.tokens))
           << count(QStringLiteral("sequences"), tr("Sequences moved"), in.sequences)
           << bitRate(QStringLiteral("linkRate"),
                      in.rateIsLineRate ? tr("Link line rate") : tr("Link data rate"),
                      in.linkBitsPerSecond)
           << seconds(QStringLiteral("latency"), tr("Latency per transfer"), in.latencySeconds);
  r.assumptions << codingAssumption(in.rateIsLineRate, in.coding)
                << tr("One-way transfer over a single path; protocol headers (Ethernet/IP/UDP/"
                      "BTH or InfiniBand LRH/BTH) and congestion are not counted")
                << tr("The whole cache moves once (no compression, no overlap with compute)");
  if (in.latencySeconds == 0)
    r.assumptions << tr("Latency not counted (none given)");
  r.results << bytes(QStringLiteral("bytesPerToken"), tr("KV cache per token"), e.bytesPerToken)
            << bytes(QStringLiteral("bytesPerSequence"), tr("KV cache per sequence"),
                     e.bytesPerSequence)
            << bytes(QStringLiteral("totalBytes"), tr("KV cache moved"), e.totalBytes)
            << bitRate(QStringLiteral("payloadRate"), tr("Usable data rate"),
                       e.payloadBitsPerSecond)
            << seconds(QStringLiteral("transferTime"), tr("Transfer time"), e.transferSeconds);
  return r;
}

StorageEstimate BandwidthCalculator::estimateStorage(const StorageInputs& in) {
  if (!(in.storageBytesPerSecond > 0)) {
    throw Error(tr("Storage: the aggregate storage bandwidth must be positive"));
  }
  if (!(in.checkpointBytes > 0) && !(in.datasetBytes > 0)) {
    throw Error(tr("Storage: give a checkpoint size, a dataset size or both"));
  }
  if (in.checkpointBytes < 0 || in.datasetBytes < 0 || in.readsPerEpoch < 0 ||
      in.epochSeconds < 0 || in.clients < 0) {
    throw Error(tr("Storage: sizes, reads per epoch, epoch time and clients cannot be negative"));
  }
  StorageEstimate e;
  e.checkpointSeconds = in.checkpointBytes / in.storageBytesPerSecond;
  e.epochReadBytes = in.datasetBytes * in.readsPerEpoch;
  e.epochReadSeconds = e.epochReadBytes / in.storageBytesPerSecond;
  if (in.epochSeconds > 0) {
    e.requiredBytesPerSecond = e.epochReadBytes / in.epochSeconds;
    e.readShareOfEpoch = e.epochReadSeconds / in.epochSeconds;
  }
  if (in.clients > 0)
    e.perClientBytesPerSecond = in.storageBytesPerSecond / in.clients;
  return e;
}

CalcResult BandwidthCalculator::storage(const StorageInputs& in) {
  const StorageEstimate e = estimateStorage(in);
  CalcResult r;
  r.calculator = QStringLiteral("storage");
  r.title = tr("Storage bursts: checkpoint write and dataset reads");
  r.inputs << byteRate(QStringLiteral("storageBandwidth"), tr("Aggregate storage bandwidth"),
                       in.storageBytesPerSecond);
  r.assumptions << tr(
      "The aggregate bandwidth is sustained for the whole burst and shared "
      "evenly; metadata, small-file and cache effects are not counted");
  if (in.checkpointBytes > 0) {
    r.formulas << tr("checkpoint time = checkpoint size / aggregate storage bandwidth");
    r.inputs << bytes(QStringLiteral("checkpointSize"), tr("Checkpoint size"), in.checkpointBytes);
    r.results << seconds(QStringLiteral("checkpointTime"), tr("Checkpoint write time"),
                         e.checkpointSeconds);
    r.assumptions << tr("All ranks write their shards at once (a synchronous checkpoint)");
  }
  if (in.datasetBytes > 0) {
    r.formulas << tr("data read per epoch = dataset size × reads per epoch")
               << tr("epoch read time = data read per epoch / aggregate storage bandwidth");
    r.inputs << bytes(QStringLiteral("datasetSize"), tr("Dataset size"), in.datasetBytes)
             << count(QStringLiteral("readsPerEpoch"), tr("Reads per epoch"), in.readsPerEpoch);
    r.results << bytes(QStringLiteral("epochReadBytes"), tr("Data read per epoch"),
                       e.epochReadBytes)
              << seconds(QStringLiteral("epochReadTime"), tr("Epoch read time at full bandwidth"),
                         e.epochReadSeconds);
    if (in.epochSeconds > 0) {
      r.formulas << tr("required bandwidth = data read per epoch / epoch time");
      r.inputs << seconds(QStringLiteral("epochTime"), tr("Epoch time"), in.epochSeconds);
      r.results << byteRate(QStringLiteral("requiredBandwidth"),
                            tr("Bandwidth to read the epoch's data in the epoch time"),
                            e.requiredBytesPerSecond)
                << CalcValue{QStringLiteral("readShareOfEpoch"),
                             tr("Share of the epoch spent "
                                "reading at full bandwidth"),
                             e.readShareOfEpoch, QStringLiteral("1"),
                             QStringLiteral("%1 %").arg(
                                 Units::formatNumber(e.readShareOfEpoch * 100, 4))};
    }
  }
  if (in.clients > 0) {
    r.formulas << tr("per-client bandwidth = aggregate storage bandwidth / clients");
    r.inputs << count(QStringLiteral("clients"), tr("Clients"), in.clients);
    r.results << byteRate(QStringLiteral("perClientBandwidth"), tr("Bandwidth per client"),
                          e.perClientBytesPerSecond);
  }
  return r;
}

CalcResult BandwidthCalculator::units(const UnitsInputs& in) {
  if (!in.rateBitsPerSecond && !in.sizeBytes) {
    throw Error(tr("Units: give a rate, a size or both"));
  }
  CalcResult r;
  r.calculator = QStringLiteral("units");
  r.title =
      tr("Unit conversions: bits and bytes, decimal and binary prefixes, line and data "
         "rate, one-way and bidirectional");
  r.formulas << tr(
      "1 byte = 8 bits; k, M, G, T = 10^3, 10^6, 10^9, 10^12; Ki, Mi, Gi, Ti = "
      "2^10, 2^20, 2^30, 2^40");
  double dataRate = 0;
  if (in.rateBitsPerSecond) {
    const LineCodingInfo coding = Units::lineCodingInfo(in.coding);
    dataRate = payloadRate(*in.rateBitsPerSecond, in.rateIsLineRate, in.coding);
    const double lineRate = dataRate / coding.efficiency;
    r.formulas << tr("data rate = line rate × coding efficiency (%1 for %2)")
                      .arg(Units::formatNumber(coding.efficiency, 6), coding.name)
               << tr("bidirectional = 2 × one-way (a full-duplex link carries the rate in each "
                     "direction at once)");
    r.inputs << bitRate(QStringLiteral("rate"),
                        in.rateIsLineRate ? tr("Line rate") : tr("Data rate"),
                        *in.rateBitsPerSecond);
    r.assumptions << codingAssumption(in.rateIsLineRate, in.coding)
                  << tr("Rates are one-way per direction unless labelled bidirectional");
    r.results << bitRate(QStringLiteral("dataRate"), tr("Data rate (one way)"), dataRate)
              << bitRate(QStringLiteral("lineRate"), tr("Line rate (one way)"), lineRate)
              << byteRate(QStringLiteral("dataRateBytes"), tr("Data rate in bytes (one way)"),
                          dataRate / 8)
              << bitRate(QStringLiteral("bidirectional"), tr("Data rate, both directions"),
                         2 * dataRate);
  }
  if (in.sizeBytes) {
    r.inputs << bytes(QStringLiteral("size"), tr("Size"), *in.sizeBytes);
    r.results << CalcValue{QStringLiteral("sizeBytes"), tr("Size in bytes"), *in.sizeBytes,
                           QStringLiteral("B"),
                           QStringLiteral("%1 B").arg(Units::formatNumber(*in.sizeBytes, 15))}
              << CalcValue{QStringLiteral("sizeBits"), tr("Size in bits"), *in.sizeBytes * 8,
                           QStringLiteral("b"),
                           QStringLiteral("%1 b").arg(Units::formatNumber(*in.sizeBytes * 8, 15))}
              << bytes(QStringLiteral("sizeDecimalBinary"), tr("Decimal (binary)"), *in.sizeBytes);
  }
  if (in.rateBitsPerSecond && in.sizeBytes) {
    r.formulas << tr("transfer time = size × 8 / data rate");
    r.results << seconds(QStringLiteral("transferTime"), tr("Transfer time at the data rate"),
                         *in.sizeBytes * 8 / dataRate);
  }
  return r;
}

}  // namespace rackwright
