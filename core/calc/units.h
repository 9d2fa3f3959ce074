#ifndef RACKWRIGHT_CORE_CALC_UNITS_H
#define RACKWRIGHT_CORE_CALC_UNITS_H

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace rackwright {

/// Line coding between the lane signalling rate and the data rate the MAC (or IB link layer)
/// sees. Networking quotes data rates ("400G"), so line rate = data rate / efficiency.
enum class LineCoding { None, B8B10B, B64B66B, B128B130B, B256B257BRsFec, IbEdr, IbHdr, IbNdr };

struct LineCodingInfo {
  LineCoding coding = LineCoding::None;
  QString name;           ///< command-line spelling, e.g. "256b257b-rsfec"
  double efficiency = 1;  ///< data rate / line rate
  QString description;    ///< English; what the coding is and where it is used
};

/// Parsing and formatting of sizes, rates and durations. Sizes are kept in bytes, rates in bits
/// per second and durations in seconds; everything else is presentation.
class Units final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::Units)

 public:
  /// Parses a rate: "400G" and "400Gb/s" and "400Gbps" are bits per second (a bare prefix means
  /// bits, the networking convention), "50GB/s" is bytes per second, "46.5GiB/s" binary bytes.
  /// `option` names the source in the error ("--link-rate"). Throws Error.
  static double parseRate(const QString& text, const QString& option);
  /// A switch or link rate in whole Gb/s ("400G" → 400, "1.6T" → 1600). Throws Error.
  static int parseRateGbps(const QString& text, const QString& option);
  /// Parses a size: "1GiB", "1.5TB", "512MiB" (bytes; decimal or binary prefixes), "8Gb" (bits),
  /// "4096" or "4096B" (bytes). Throws Error.
  static double parseSize(const QString& text, const QString& option);
  /// Parses a duration: "500ms", "90s", "30min", "2h", "1.5us"; a bare number is seconds.
  static double parseDuration(const QString& text, const QString& option);
  /// A whole, positive count ("--gpus 1024"). Throws Error naming `option`.
  static int parseCount(const QString& text, const QString& option, int minimum = 1);
  /// A positive real number. Throws Error naming `option`.
  static double parsePositive(const QString& text, const QString& option);

  /// "400 Gb/s", "1.6 Tb/s", "25 Gb/s" (decimal prefixes, bits).
  static QString formatBitRate(double bitsPerSecond);
  /// "50 GB/s (46.566 GiB/s)": decimal bytes first, binary in brackets.
  static QString formatByteRate(double bytesPerSecond);
  /// "1.342 GB (1.25 GiB)".
  static QString formatSize(double bytes);
  /// "26.844 ms", "1.5 s", "2 h 5 min".
  static QString formatDuration(double seconds);
  /// A number with up to `significant` significant digits and no trailing zeros ("0.9412").
  static QString formatNumber(double value, int significant = 6);

  static const QVector<LineCodingInfo>& lineCodings();
  static std::optional<LineCodingInfo> lineCoding(const QString& name);
  static LineCodingInfo lineCodingInfo(LineCoding coding);
  static QStringList lineCodingNames();
};

}  // namespace rackwright

#endif
