#include "finding.h"

#include <algorithm>

namespace rackwright {

QString toString(Severity severity) {
  switch (severity) {
    case Severity::Error:
      return QStringLiteral("error");
    case Severity::Warning:
      return QStringLiteral("warning");
    case Severity::Info:
      return QStringLiteral("info");
  }
  return QStringLiteral("error");
}

namespace {

/// Appends the id as QUuid::toString(QUuid::WithoutBraces) spells it (lower-case
/// 8-4-4-4-12 hex), without the temporary strings: every finding of a run builds its key.
void appendId(QString& key, const ObjectId& id) {
  static constexpr char kHex[] = "0123456789abcdef";
  char text[36];
  int at = 0;
  const auto put = [&](quint64 value, int digits) {
    for (int shift = (digits - 1) * 4; shift >= 0; shift -= 4)
      text[at++] = kHex[(value >> shift) & 0xF];
  };
  put(id.data1, 8);
  text[at++] = '-';
  put(id.data2, 4);
  text[at++] = '-';
  put(id.data3, 4);
  text[at++] = '-';
  put(id.data4[0], 2);
  put(id.data4[1], 2);
  text[at++] = '-';
  for (int i = 2; i < 8; ++i)
    put(id.data4[i], 2);
  key.append(QLatin1StringView(text, at));
}

}  // namespace

QString findingKey(const QString& rule, const QVector<ObjectId>& ids,
                   const QString& discriminator) {
  // Most findings name one object: the ids are then copied (a detach) only when out of order.
  QVector<ObjectId> sorted;
  const bool inOrder = std::is_sorted(ids.cbegin(), ids.cend());
  if (!inOrder) {
    sorted = ids;
    std::sort(sorted.begin(), sorted.end());
  }
  const QVector<ObjectId>& objects = inOrder ? ids : sorted;
  QString key;
  key.reserve(rule.size() + objects.size() * 37 + discriminator.size() + 1);
  key += rule;
  for (const ObjectId& id : objects) {
    key += QLatin1Char('|');
    appendId(key, id);
  }
  if (!discriminator.isEmpty()) {
    key += QLatin1Char('|');
    key += discriminator;
  }
  return key;
}

bool FindingText::operator==(const FindingText& other) const {
  if (mForm == other.mForm)
    return mText == other.mText;
  return toString() == other.toString();
}

QString Finding::key() const {
  return findingKey(rule, objects, discriminator);
}

QString findingKey(RuleId rule, const QVector<ObjectId>& objects, const QString& discriminator) {
  return findingKey(toString(rule), objects, discriminator);
}

}  // namespace rackwright
