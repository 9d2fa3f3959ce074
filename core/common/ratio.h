#ifndef RACKWRIGHT_CORE_COMMON_RATIO_H
#define RACKWRIGHT_CORE_COMMON_RATIO_H

#include <QString>
#include <QStringView>

#include <optional>

namespace rackwright {

/// A ratio such as the 2:1 of an oversubscription: `down` node-facing for every `up` uplink
/// capacity. Always at least 1:1 and in lowest terms when it comes from fromText() or parse().
struct Ratio {
  int down = 1;
  int up = 1;
  double value() const { return up > 0 ? double(down) / up : 0; }
  /// "2:1".
  QString toString() const;
  /// The same ratio in lowest terms (4:2 → 2:1).
  Ratio reduced() const;
  /// "2:1", "3:2" or a plain "2" (meaning 2:1), at least 1:1; empty for anything else.
  static std::optional<Ratio> fromText(QStringView text);
  /// fromText(), or an Error naming `option` and the form to write.
  static Ratio parse(const QString& text, const QString& option);
  /// What is wrong with `text` as an oversubscription (empty when fromText() takes it).
  static QString problem(const QString& text);
  bool operator==(const Ratio&) const = default;
};

}  // namespace rackwright

#endif
