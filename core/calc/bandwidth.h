#ifndef RACKWRIGHT_CORE_CALC_BANDWIDTH_H
#define RACKWRIGHT_CORE_CALC_BANDWIDTH_H

#include "core/calc/units.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace rackwright {

/// One named value of a calculation. `value` is in a base unit (bytes "B", bits per second
/// "b/s", bytes per second "B/s", seconds "s", or "1" for plain numbers) so that JSON consumers
/// never parse display text; `display` is the human-readable form with its units.
struct CalcValue {
  QString key;    ///< JSON key (camelCase)
  QString label;  ///< translated label for text output
  double value = 0;
  QString unit;
  QString display;
};

/// What every calculator returns: the formulas used, the inputs with units, the assumptions
/// behind the numbers and the results. Text and JSON output are rendered from this alone.
struct CalcResult {
  QString calculator;  ///< "allreduce", "kvcache" …
  QString title;
  QStringList formulas;
  QVector<CalcValue> inputs;
  QStringList assumptions;
  QVector<CalcValue> results;

  /// The result (or, failing that, the input) named `key`; null when absent.
  const CalcValue* value(const QString& key) const;
  QJsonObject toJson() const;
  QString toText() const;
};

/// KV-cache size of one sequence and the time to move it from a prefill node to a decode node.
struct KvCacheInputs {
  int layers = 0;
  int kvHeads = 0;  ///< key/value heads (fewer than query heads with GQA/MQA)
  int headDim = 0;
  double bytesPerElement = 2;  ///< 2 for FP16/BF16, 1 for FP8
  qint64 tokens = 0;           ///< context length per sequence
  int sequences = 1;
  double linkBitsPerSecond = 0;          ///< usable one-way data rate of the prefill→decode path
  LineCoding coding = LineCoding::None;  ///< applied when the rate given is a line rate
  bool rateIsLineRate = false;
  double latencySeconds = 0;  ///< fixed setup cost per transfer
};

struct KvCacheEstimate {
  double bytesPerToken = 0;
  double bytesPerSequence = 0;
  double totalBytes = 0;
  double payloadBitsPerSecond = 0;
  double transferSeconds = 0;
};

/// Checkpoint bursts and dataset reads against an aggregate storage bandwidth.
struct StorageInputs {
  double checkpointBytes = 0;
  double storageBytesPerSecond = 0;  ///< aggregate, one way
  double datasetBytes = 0;           ///< 0: no epoch figures
  double readsPerEpoch = 1;          ///< how often the dataset is read per epoch
  double epochSeconds = 0;           ///< 0: no share-of-epoch figure
  int clients = 0;                   ///< 0: no per-client figure
};

struct StorageEstimate {
  double checkpointSeconds = 0;
  double epochReadBytes = 0;
  double epochReadSeconds = 0;
  double requiredBytesPerSecond = 0;  ///< to read the epoch's data within epochSeconds
  double readShareOfEpoch = 0;        ///< epochReadSeconds / epochSeconds
  double perClientBytesPerSecond = 0;
};

/// Unit conversions of one rate and/or one size.
struct UnitsInputs {
  std::optional<double> rateBitsPerSecond;
  bool rateIsLineRate = false;
  LineCoding coding = LineCoding::None;
  std::optional<double> sizeBytes;
};

/// Inference, storage and unit calculators. Each returns a CalcResult that states its formula,
/// inputs, assumptions and units; the estimate functions give the bare numbers for tests and
/// other callers.
class BandwidthCalculator final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::BandwidthCalculator)

 public:
  /// Throws Error when an input is missing or not positive.
  static KvCacheEstimate estimateKvCache(const KvCacheInputs& in);
  static CalcResult kvCache(const KvCacheInputs& in);

  static StorageEstimate estimateStorage(const StorageInputs& in);
  static CalcResult storage(const StorageInputs& in);

  static CalcResult units(const UnitsInputs& in);

  /// Data rate from a rate that is either the data rate or the line rate under `coding`.
  static double payloadRate(double bitsPerSecond, bool isLineRate, LineCoding coding);
  /// The coding assumption in words, for a CalcResult's assumptions.
  static QString codingAssumption(bool isLineRate, LineCoding coding);
};

}  // namespace rackwright

#endif
