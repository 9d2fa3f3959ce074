#include "naming.h"

#include <QRegularExpression>

namespace rackwright {

namespace {

template <typename T>
QSet<QString> namesOf(const DesignData& design) {
  QSet<QString> names;
  for (const T& object : design.all<T>()) {
    if (!object.name.isEmpty())
      names.insert(object.name);
  }
  return names;
}

QString unique(const QSet<QString>& used, const QString& wanted, QSet<QString>* taken) {
  auto isUsed = [&](const QString& name) {
    return used.contains(name) || (taken && taken->contains(name));
  };
  QString result = wanted;
  if (isUsed(wanted)) {
    QString prefix;
    int number = 0;
    int width = 0;
    if (!Naming::splitNumber(wanted, &prefix, &number, &width)) {
      prefix = wanted + QLatin1Char('-');
      number = 1;
      width = 1;
    }
    // Continue after the highest number already used with this prefix.
    int highest = number;
    auto consider = [&](const QString& name) {
      QString p;
      int n = 0;
      int w = 0;
      if (Naming::splitNumber(name, &p, &n, &w) && p == prefix)
        highest = qMax(highest, n);
    };
    for (const QString& name : used)
      consider(name);
    if (taken) {
      for (const QString& name : *taken)
        consider(name);
    }
    do {
      ++highest;
      result = prefix + QStringLiteral("%1").arg(highest, width, 10, QLatin1Char('0'));
    } while (isUsed(result));
  }
  if (taken)
    taken->insert(result);
  return result;
}

}  // namespace

bool Naming::splitNumber(const QString& name, QString* prefix, int* number, int* width) {
  static const QRegularExpression pattern(QStringLiteral("^(.*?)(\\d+)$"));
  const QRegularExpressionMatch m = pattern.match(name);
  if (!m.hasMatch())
    return false;
  *prefix = m.captured(1);
  *number = m.captured(2).toInt();
  *width = int(m.captured(2).size());
  return true;
}

QString Naming::uniqueDeviceName(const DesignData& design, const QString& wanted,
                                 QSet<QString>* taken) {
  return unique(namesOf<Device>(design), wanted, taken);
}

QString Naming::uniqueCableName(const DesignData& design, const QString& wanted,
                                QSet<QString>* taken) {
  if (wanted.isEmpty())
    return wanted;
  return unique(namesOf<Cable>(design), wanted, taken);
}

QString Naming::newDeviceName(const DesignData& design, const Part& part) {
  QString base = part.id.toLower();
  base.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
  return uniqueDeviceName(design, base + QStringLiteral("-01"));
}

}  // namespace rackwright
