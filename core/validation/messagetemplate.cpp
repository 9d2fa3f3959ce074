#include "messagetemplate.h"

#include <algorithm>

namespace rackwright {

MessageTemplate::MessageTemplate(const QString& text) : mText(text) {
  // The markers as QString::arg() reads them: '%', an optional 'L', one or two digits.
  for (qsizetype i = 0; i < text.size(); ++i) {
    if (text.at(i) != QLatin1Char('%'))
      continue;
    qsizetype c = i + 1;
    if (c < text.size() && text.at(c) == QLatin1Char('L'))
      ++c;
    if (c >= text.size() || !text.at(c).isDigit())
      continue;
    int number = text.at(c).digitValue();
    ++c;
    if (c < text.size() && text.at(c).isDigit()) {
      number = 10 * number + text.at(c).digitValue();
      ++c;
    }
    mMarkers.push_back({i, c - i, number, 0});
    i = c - 1;
  }
  // The lowest-numbered marker takes the first string, the next the second …
  QVarLengthArray<int, 8> numbers;
  for (const Marker& marker : std::as_const(mMarkers)) {
    if (!numbers.contains(marker.number))
      numbers.push_back(marker.number);
  }
  std::sort(numbers.begin(), numbers.end());
  for (Marker& marker : mMarkers)
    marker.arg = int(numbers.indexOf(marker.number));
}

QString MessageTemplate::arg(std::initializer_list<QStringView> args) const {
  const QStringView* values = args.begin();
  const int count = int(args.size());
  qsizetype size = mText.size();
  for (const Marker& marker : mMarkers) {
    if (marker.arg < count)
      size += values[marker.arg].size() - marker.length;
  }
  QString text(size, Qt::Uninitialized);
  QChar* out = text.data();
  const QChar* in = mText.constData();
  qsizetype from = 0;
  for (const Marker& marker : mMarkers) {
    if (marker.arg >= count)
      continue;  // more markers than strings: the highest stay as they are
    out = std::copy(in + from, in + marker.start, out);
    out = std::copy(values[marker.arg].begin(), values[marker.arg].end(), out);
    from = marker.start + marker.length;
  }
  std::copy(in + from, in + mText.size(), out);
  return text;
}

MessageTemplate MessageTemplate::withHole(const QString& text, QStringView hole) {
  MessageTemplate result;
  result.mText = text;
  if (hole.isEmpty())
    return result;
  for (qsizetype at = text.indexOf(hole); at >= 0; at = text.indexOf(hole, at + hole.size()))
    result.mMarkers.push_back({at, hole.size(), 1, 0});
  return result;
}

bool MessageTemplate::holdsStandIn(std::initializer_list<QStringView> texts) {
  return std::any_of(texts.begin(), texts.end(),
                     [](QStringView text) { return text.contains(kStandIn); });
}

}  // namespace rackwright
