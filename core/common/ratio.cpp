#include "ratio.h"

#include "error.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <numeric>

namespace rackwright {

QString Ratio::toString() const {
  return QStringLiteral("%1:%2").arg(down).arg(up);
}

Ratio Ratio::reduced() const {
  const int g = std::gcd(down, up);
  return g > 0 ? Ratio{down / g, up / g} : *this;
}

std::optional<Ratio> Ratio::fromText(QStringView text) {
  static const QRegularExpression kPattern(
      QStringLiteral(R"(^\s*(\d{1,6})\s*(?::\s*(\d{1,6}))?\s*$)"));
  const QRegularExpressionMatch match = kPattern.match(text.toString());
  if (!match.hasMatch())
    return std::nullopt;
  const Ratio ratio{match.captured(1).toInt(),
                    match.captured(2).isEmpty() ? 1 : match.captured(2).toInt()};
  if (ratio.down < 1 || ratio.up < 1 || ratio.down < ratio.up)
    return std::nullopt;
  return ratio.reduced();
}

QString Ratio::problem(const QString& text) {
  if (fromText(text))
    return {};
  return QCoreApplication::translate("rackwright::Ratio",
                                     "\"%1\" is not an oversubscription; write it as down:up in "
                                     "whole numbers, at least 1:1, e.g. 1:1, 2:1 or 3:2")
      .arg(text);
}

Ratio Ratio::parse(const QString& text, const QString& option) {
  if (const std::optional<Ratio> ratio = fromText(text))
    return *ratio;
  throw Error(QStringLiteral("%1: %2").arg(option, problem(text)));
}

}  // namespace rackwright
