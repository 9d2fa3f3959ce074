#include "naming.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <tuple>

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

QString Naming::renamedForCopy(const QString& cableName, const QHash<QString, QString>& renames) {
  if (cableName.isEmpty() || renames.isEmpty())
    return cableName;
  const auto compact = [](QString name) {
    return name.remove(QRegularExpression(QStringLiteral("[^A-Za-z0-9]")));
  };
  QVector<std::pair<QString, QString>> pairs;
  for (auto it = renames.begin(); it != renames.end(); ++it) {
    if (it.key() == it.value() || it.key().isEmpty())
      continue;
    pairs.append({it.key(), it.value()});
    if (compact(it.key()) != it.key() && compact(it.key()).size() >= 3)
      pairs.append({compact(it.key()), compact(it.value())});
  }
  // Longest first, so "dgx-011" is not taken for "dgx-01" followed by a "1".
  std::sort(pairs.begin(), pairs.end(), [](const auto& a, const auto& b) {
    return a.first.size() != b.first.size() ? a.first.size() > b.first.size() : a.first < b.first;
  });
  for (const auto& [from, to] : std::as_const(pairs)) {
    // Whole names only: not followed or preceded by a letter or digit.
    const QRegularExpression whole(
        QStringLiteral("(?<![A-Za-z0-9])%1(?![A-Za-z0-9])").arg(QRegularExpression::escape(from)));
    if (cableName.contains(whole))
      return QString(cableName).replace(whole, to);
  }
  return cableName;
}

QString Naming::newRackName(const DesignData& design, const ObjectId& rowId) {
  const Rack* last = nullptr;
  if (!rowId.isNull()) {
    for (const ObjectId& id : design.racksInRow(rowId)) {
      const Rack* rack = design.find<Rack>(id);
      if (!last ||
          std::tie(rack->positionInRow, rack->name) > std::tie(last->positionInRow, last->name))
        last = rack;
    }
  }
  QString prefix;
  int number = 0;
  int width = 2;
  if (!last || !splitNumber(last->name, &prefix, &number, &width)) {
    prefix = last ? last->name + QLatin1Char('-') : QStringLiteral("R");
    number = 0;
    width = 2;
  }
  const QSet<QString> used = namesOf<Rack>(design);
  QString name;
  do {
    ++number;
    name = prefix + QStringLiteral("%1").arg(number, width, 10, QLatin1Char('0'));
  } while (used.contains(name));
  return name;
}

QString Naming::newRowName(const DesignData& design, const ObjectId& roomId) {
  QSet<QString> inRoom;
  const Row* last = nullptr;
  for (const ObjectId& id : design.rowsInRoom(roomId)) {
    const Row* row = design.find<Row>(id);
    inRoom.insert(row->name);
    if (!last || std::tie(row->order, row->name) > std::tie(last->order, last->name))
      last = row;
  }
  // "Row C" after "Row B"; a numbered scheme continues with its numbers.
  if (last) {
    QString prefix;
    int number = 0;
    int width = 0;
    if (splitNumber(last->name, &prefix, &number, &width)) {
      QString name;
      do {
        ++number;
        name = prefix + QStringLiteral("%1").arg(number, width, 10, QLatin1Char('0'));
      } while (inRoom.contains(name));
      return name;
    }
    const QChar letter = last->name.isEmpty() ? QChar() : last->name.back();
    if (letter >= QLatin1Char('A') && letter < QLatin1Char('Z')) {
      QString name = last->name;
      for (QChar next(letter.unicode() + 1); next <= QLatin1Char('Z');
           next = QChar(next.unicode() + 1)) {
        name.back() = next;
        if (!inRoom.contains(name))
          return name;
      }
    }
  }
  for (char16_t letter = u'A'; letter <= u'Z'; ++letter) {
    QString name = QCoreApplication::translate("rackwright::Naming", "Row %1").arg(QChar(letter));
    if (!inRoom.contains(name))
      return name;
  }
  return unique(inRoom, QCoreApplication::translate("rackwright::Naming", "Row %1").arg(1),
                nullptr);
}

QString Naming::newRoomName(const DesignData& design, const ObjectId& siteId) {
  QSet<QString> inSite;
  for (const ObjectId& id : design.roomsInSite(siteId))
    inSite.insert(design.find<Room>(id)->name);
  for (int n = 1;; ++n) {
    QString name = QCoreApplication::translate("rackwright::Naming", "Hall %1").arg(n);
    if (!inSite.contains(name))
      return name;
  }
}

}  // namespace rackwright
