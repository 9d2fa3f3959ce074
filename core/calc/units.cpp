#include "units.h"

#include "core/common/error.h"

#include <QRegularExpression>

#include <cmath>

namespace rackwright {

namespace {

/// Multiplier of an SI ("G") or IEC ("Gi") prefix; 0 when unknown.
double prefixFactor(const QString& prefix, bool binary) {
  static const QString kOrder = QStringLiteral("kMGTPE");
  if (prefix.isEmpty())
    return binary ? 0 : 1;
  const int index = kOrder.indexOf(
      prefix.at(0).toUpper() == QLatin1Char('K') ? QStringLiteral("k") : prefix.at(0).toUpper());
  if (index < 0)
    return 0;
  return std::pow(binary ? 1024.0 : 1000.0, index + 1);
}

struct Quantity {
  double number = 0;
  QString prefix;
  bool binary = false;
  QString unit;  // what follows the prefix, e.g. "b/s", "B", "bps", ""
};

std::optional<Quantity> splitQuantity(const QString& text) {
  static const QRegularExpression kPattern(QStringLiteral(
      R"(^\s*([0-9]*\.?[0-9]+(?:[eE][+-]?[0-9]+)?)\s*([kKMGTPE]?)(i?)([A-Za-z/]*)\s*$)"));
  const QRegularExpressionMatch match = kPattern.match(text);
  if (!match.hasMatch())
    return std::nullopt;
  Quantity quantity;
  bool ok = false;
  quantity.number = match.captured(1).toDouble(&ok);
  if (!ok || !std::isfinite(quantity.number))
    return std::nullopt;
  quantity.prefix = match.captured(2);
  quantity.binary = !match.captured(3).isEmpty();
  quantity.unit = match.captured(4);
  return quantity;
}

QString stripZeros(QString text) {
  if (text.contains(QLatin1Char('.'))) {
    while (text.endsWith(QLatin1Char('0')))
      text.chop(1);
    if (text.endsWith(QLatin1Char('.')))
      text.chop(1);
  }
  return text;
}

/// Picks the largest decimal prefix not above `value` ("G" for 4e11).
std::pair<double, QString> decimalScale(double value) {
  static const std::pair<double, const char*> kScales[] = {
      {1e15, "P"}, {1e12, "T"}, {1e9, "G"}, {1e6, "M"}, {1e3, "k"}};
  for (const auto& [factor, name] : kScales) {
    if (std::fabs(value) >= factor)
      return {factor, QString::fromLatin1(name)};
  }
  return {1.0, QString()};
}

std::pair<double, QString> binaryScale(double value) {
  static const std::pair<double, const char*> kScales[] = {{1125899906842624.0, "Pi"},
                                                           {1099511627776.0, "Ti"},
                                                           {1073741824.0, "Gi"},
                                                           {1048576.0, "Mi"},
                                                           {1024.0, "Ki"}};
  for (const auto& [factor, name] : kScales) {
    if (std::fabs(value) >= factor)
      return {factor, QString::fromLatin1(name)};
  }
  return {1.0, QString()};
}

}  // namespace

double Units::parseRate(const QString& text, const QString& option) {
  const auto bad = [&] {
    return Error(tr("%1: \"%2\" is not a data rate; write it like 400G (bits per second), "
                    "400Gb/s or 50GB/s (bytes per second)")
                     .arg(option, text));
  };
  const std::optional<Quantity> q = splitQuantity(text);
  if (!q)
    throw bad();
  const QString unit = q->unit;
  bool bytes = false;
  if (unit.isEmpty()) {
    // "400G": a prefix alone is the networking shorthand for bits per second. A bare number
    // has no unit at all and is refused rather than guessed.
    if (q->prefix.isEmpty())
      throw bad();
  } else if (unit == QLatin1String("b/s") || unit == QLatin1String("bps") ||
             unit == QLatin1String("bit/s") || unit == QLatin1String("bits/s")) {
    bytes = false;
  } else if (unit == QLatin1String("B/s") || unit == QLatin1String("Bps") ||
             unit == QLatin1String("byte/s") || unit == QLatin1String("bytes/s")) {
    bytes = true;
  } else {
    throw bad();
  }
  const double factor = prefixFactor(q->prefix, q->binary);
  if (factor == 0 || q->number <= 0)
    throw bad();
  return q->number * factor * (bytes ? 8.0 : 1.0);
}

int Units::parseRateGbps(const QString& text, const QString& option) {
  bool isNumber = false;
  const double bare = text.trimmed().toDouble(&isNumber);
  const double bitsPerSecond = isNumber ? bare * 1e9 : parseRate(text, option);
  const double gbps = bitsPerSecond / 1e9;
  if (gbps < 1 || std::fabs(gbps - std::round(gbps)) > 1e-9) {
    throw Error(tr("%1: \"%2\" is not a whole number of Gb/s; write it like 400G or 800G")
                    .arg(option, text));
  }
  return int(std::lround(gbps));
}

double Units::parseSize(const QString& text, const QString& option) {
  const auto bad = [&] {
    return Error(tr("%1: \"%2\" is not a size; write it like 1GiB or 1.5TB (bytes), 8Gb (bits) "
                    "or 4096 (bytes)")
                     .arg(option, text));
  };
  const std::optional<Quantity> q = splitQuantity(text);
  if (!q || q->number < 0)
    throw bad();
  bool bits = false;
  if (q->unit.isEmpty()) {
    // "1G" could be bits or bytes; only a plain number is taken as bytes.
    if (!q->prefix.isEmpty())
      throw bad();
  } else if (q->unit == QLatin1String("B") || q->unit == QLatin1String("byte") ||
             q->unit == QLatin1String("bytes")) {
    bits = false;
  } else if (q->unit == QLatin1String("b") || q->unit == QLatin1String("bit") ||
             q->unit == QLatin1String("bits")) {
    bits = true;
  } else {
    throw bad();
  }
  const double factor = prefixFactor(q->prefix, q->binary);
  if (factor == 0)
    throw bad();
  return q->number * factor / (bits ? 8.0 : 1.0);
}

double Units::parseDuration(const QString& text, const QString& option) {
  static const QRegularExpression kPattern(QStringLiteral(
      R"(^\s*([0-9]*\.?[0-9]+(?:[eE][+-]?[0-9]+)?)\s*(ns|us|µs|ms|s|min|h|d)?\s*$)"));
  const QRegularExpressionMatch match = kPattern.match(text);
  bool ok = false;
  const double number = match.hasMatch() ? match.captured(1).toDouble(&ok) : 0;
  if (!ok || number < 0) {
    throw Error(tr("%1: \"%2\" is not a duration; write it like 500ms, 90s, 30min or 2h")
                    .arg(option, text));
  }
  const QString unit = match.captured(2);
  if (unit == QLatin1String("ns"))
    return number * 1e-9;
  if (unit == QLatin1String("us") || unit == QStringLiteral("µs"))
    return number * 1e-6;
  if (unit == QLatin1String("ms"))
    return number * 1e-3;
  if (unit == QLatin1String("min"))
    return number * 60;
  if (unit == QLatin1String("h"))
    return number * 3600;
  if (unit == QLatin1String("d"))
    return number * 86400;
  return number;
}

int Units::parseCount(const QString& text, const QString& option, int minimum) {
  bool ok = false;
  const int value = text.trimmed().toInt(&ok);
  if (!ok || value < minimum) {
    throw Error(tr("%1 expects a whole number of at least %2, not \"%3\"")
                    .arg(option)
                    .arg(minimum)
                    .arg(text));
  }
  return value;
}

double Units::parsePositive(const QString& text, const QString& option) {
  bool ok = false;
  const double value = text.trimmed().toDouble(&ok);
  if (!ok || !(value > 0) || !std::isfinite(value)) {
    throw Error(tr("%1 expects a positive number, not \"%2\"").arg(option, text));
  }
  return value;
}

QString Units::formatNumber(double value, int significant) {
  if (!std::isfinite(value))
    return QStringLiteral("∞");
  if (value == 0)
    return QStringLiteral("0");
  const double magnitude = std::fabs(value);
  if (magnitude < 1e-4 || magnitude >= 1e15) {
    return QString::number(value, 'g', significant);
  }
  const int exponent = int(std::floor(std::log10(magnitude)));
  const int decimals = std::max(0, significant - 1 - exponent);
  return stripZeros(QString::number(value, 'f', decimals));
}

QString Units::formatBitRate(double bitsPerSecond) {
  const auto [factor, prefix] = decimalScale(bitsPerSecond);
  return QStringLiteral("%1 %2b/s").arg(formatNumber(bitsPerSecond / factor), prefix);
}

QString Units::formatByteRate(double bytesPerSecond) {
  const auto [factor, prefix] = decimalScale(bytesPerSecond);
  const auto [binaryFactor, binaryPrefix] = binaryScale(bytesPerSecond);
  return QStringLiteral("%1 %2B/s (%3 %4B/s)")
      .arg(formatNumber(bytesPerSecond / factor, 5), prefix,
           formatNumber(bytesPerSecond / binaryFactor, 5), binaryPrefix);
}

QString Units::formatSize(double bytes) {
  if (std::fabs(bytes) < 1000)
    return QStringLiteral("%1 B").arg(formatNumber(bytes));
  const auto [factor, prefix] = decimalScale(bytes);
  const auto [binaryFactor, binaryPrefix] = binaryScale(bytes);
  return QStringLiteral("%1 %2B (%3 %4B)")
      .arg(formatNumber(bytes / factor, 5), prefix, formatNumber(bytes / binaryFactor, 5),
           binaryPrefix);
}

QString Units::formatDuration(double seconds) {
  if (!std::isfinite(seconds))
    return QStringLiteral("∞");
  const double magnitude = std::fabs(seconds);
  if (magnitude == 0)
    return QStringLiteral("0 s");
  if (magnitude < 1e-6)
    return QStringLiteral("%1 ns").arg(formatNumber(seconds * 1e9, 5));
  if (magnitude < 1e-3)
    return QStringLiteral("%1 µs").arg(formatNumber(seconds * 1e6, 5));
  if (magnitude < 1)
    return QStringLiteral("%1 ms").arg(formatNumber(seconds * 1e3, 5));
  if (magnitude < 120)
    return QStringLiteral("%1 s").arg(formatNumber(seconds, 5));
  if (magnitude < 7200)
    return QStringLiteral("%1 min").arg(formatNumber(seconds / 60, 5));
  return QStringLiteral("%1 h").arg(formatNumber(seconds / 3600, 5));
}

const QVector<LineCodingInfo>& Units::lineCodings() {
  // 256b/257b with RS(544,514) FEC: a 100G-PAM4 lane signals 106.25 Gb/s for 100 Gb/s of data;
  // (256/257) × (514/544) is exactly 16/17. InfiniBand HDR/NDR lanes signal at the same
  // 53.125/106.25 Gb/s as the Ethernet PAM4 lanes; EDR lanes at 25.78125 Gb/s (64b/66b).
  static const QVector<LineCodingInfo> kCodings{
      {LineCoding::None, QStringLiteral("none"), 1.0,
       QStringLiteral("no coding overhead: the rate given is both line and data rate")},
      {LineCoding::B8B10B, QStringLiteral("8b10b"), 8.0 / 10.0,
       QStringLiteral("8b/10b (1GbE, PCIe 1/2, InfiniBand SDR/DDR/QDR)")},
      {LineCoding::B64B66B, QStringLiteral("64b66b"), 64.0 / 66.0,
       QStringLiteral("64b/66b (10/25/40/100GbE NRZ lanes, InfiniBand FDR/EDR)")},
      {LineCoding::B128B130B, QStringLiteral("128b130b"), 128.0 / 130.0,
       QStringLiteral("128b/130b (PCIe 3.0 to 5.0)")},
      {LineCoding::B256B257BRsFec, QStringLiteral("256b257b-rsfec"), 16.0 / 17.0,
       QStringLiteral("256b/257b transcoding with RS(544,514) FEC (200/400/800GbE PAM4 lanes: "
                      "106.25 Gb/s signalling per 100 Gb/s lane)")},
      {LineCoding::IbEdr, QStringLiteral("ib-edr"), 64.0 / 66.0,
       QStringLiteral("InfiniBand EDR: 4 lanes × 25.78125 Gb/s = 103.125 Gb/s signalling for "
                      "100 Gb/s, 64b/66b")},
      {LineCoding::IbHdr, QStringLiteral("ib-hdr"), 16.0 / 17.0,
       QStringLiteral("InfiniBand HDR: 4 lanes × 53.125 Gb/s = 212.5 Gb/s signalling for "
                      "200 Gb/s, taken as 256b/257b with RS(544,514) FEC")},
      {LineCoding::IbNdr, QStringLiteral("ib-ndr"), 16.0 / 17.0,
       QStringLiteral("InfiniBand NDR: 4 lanes × 106.25 Gb/s = 425 Gb/s signalling for "
                      "400 Gb/s, taken as 256b/257b with RS(544,514) FEC")},
  };
  return kCodings;
}

std::optional<LineCodingInfo> Units::lineCoding(const QString& name) {
  for (const LineCodingInfo& info : lineCodings()) {
    if (info.name.compare(name, Qt::CaseInsensitive) == 0)
      return info;
  }
  return std::nullopt;
}

LineCodingInfo Units::lineCodingInfo(LineCoding coding) {
  for (const LineCodingInfo& info : lineCodings()) {
    if (info.coding == coding)
      return info;
  }
  return lineCodings().front();
}

QStringList Units::lineCodingNames() {
  QStringList names;
  for (const LineCodingInfo& info : lineCodings())
    names << info.name;
  return names;
}

}  // namespace rackwright
