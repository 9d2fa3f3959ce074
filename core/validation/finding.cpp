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

QString findingKey(const QString& rule, QVector<ObjectId> objects, const QString& discriminator) {
  std::sort(objects.begin(), objects.end());
  QString key = rule;
  for (const ObjectId& id : objects) {
    key += QLatin1Char('|') + id.toString(QUuid::WithoutBraces);
  }
  if (!discriminator.isEmpty())
    key += QLatin1Char('|') + discriminator;
  return key;
}

}  // namespace rackwright
