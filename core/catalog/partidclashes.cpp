#include "partidclashes.h"

#include "catalog.h"
#include "core/common/error.h"
#include "core/common/safesave.h"

#include <spdlog/spdlog.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

namespace rackwright {

namespace {

/// The user catalog files in the order Catalog::loadFolder() reads them.
QStringList catalogFiles(const QString& dir) {
  const QDir folder(dir);
  if (!folder.exists())
    return {};
  QStringList files;
  for (const QString& name :
       folder.entryList({QStringLiteral("*.json")}, QDir::Files | QDir::Readable, QDir::Name)) {
    files << QFileInfo(folder.filePath(name)).absoluteFilePath();
  }
  return files;
}

/// The ids of one catalog file in the order it defines them; empty when it does not load.
QStringList idsOfFile(const QString& file) {
  Catalog catalog;
  try {
    catalog.loadFile(file, Catalog::Origin::User, nullptr);
  } catch (const Error&) {
    return {};
  }
  QStringList ids;
  for (const PartPtr& part : catalog.parts())
    ids << part->id;
  return ids;
}

QByteArray readAll(const QString& path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// Where `"id": "<id>"` is written in a catalog file's text.
QRegularExpression idPattern(const QString& id) {
  return QRegularExpression(
      QStringLiteral("(\"id\"\\s*:\\s*\")%1(\")").arg(QRegularExpression::escape(id)));
}

}  // namespace

PartIdRegistry::PartIdRegistry(const Catalog& builtIn, const QString& userDir) : mBuiltIn(builtIn) {
  for (const QString& file : catalogFiles(userDir))
    setFileIds(file, idsOfFile(file));
}

bool PartIdRegistry::isTaken(const QString& id, const QString& exceptFile) const {
  if (mBuiltIn.contains(id))
    return true;
  const auto it = mUserIds.constFind(id);
  if (it == mUserIds.constEnd())
    return false;
  // Another file may have the id too, after the excepted one.
  if (it.value() != exceptFile)
    return true;
  for (auto other = mIdsOfFile.cbegin(); other != mIdsOfFile.cend(); ++other) {
    if (other.key() != exceptFile && other.value().contains(id))
      return true;
  }
  return false;
}

QString PartIdRegistry::freeId(const QString& id, const QString& suffix,
                               const QString& exceptFile) const {
  if (!isTaken(id, exceptFile))
    return id;
  QString candidate = QStringLiteral("%1-%2").arg(id, suffix);
  for (int n = 2; isTaken(candidate, exceptFile); ++n)
    candidate = QStringLiteral("%1-%2-%3").arg(id, suffix).arg(n);
  return candidate;
}

void PartIdRegistry::setFileIds(const QString& file, const QStringList& ids) {
  QStringList givenUp;
  for (const QString& id : mIdsOfFile.value(file)) {
    if (mUserIds.value(id) == file) {
      mUserIds.remove(id);
      givenUp << id;
    }
  }
  mIdsOfFile.insert(file, ids);
  for (const QString& id : ids) {
    if (!mUserIds.contains(id))
      mUserIds.insert(id, file);
  }
  // An id this file gave up may still be in another file.
  for (const QString& id : givenUp) {
    if (mUserIds.contains(id))
      continue;
    for (auto it = mIdsOfFile.cbegin(); it != mIdsOfFile.cend(); ++it) {
      if (it.value().contains(id)) {
        mUserIds.insert(id, it.key());
        break;
      }
    }
  }
}

QString PartIdClashes::suffixFor(const QString& file) {
  return QFileInfo(file).fileName().startsWith(QLatin1String("netbox-")) ? QStringLiteral("netbox")
                                                                         : QStringLiteral("user");
}

QVector<PartIdClash> PartIdClashes::find(const Catalog& builtIn, const QString& userDir) {
  const QStringList files = catalogFiles(userDir);
  // Every id anywhere, so that a new id never lands on one a later file has.
  QSet<QString> everyId;
  QHash<QString, QStringList> idsOf;
  for (const QString& file : files) {
    idsOf.insert(file, idsOfFile(file));
    for (const QString& id : idsOf.value(file))
      everyId.insert(id);
  }
  QVector<PartIdClash> clashes;
  QHash<QString, QString> firstFileOf;
  for (const QString& file : files) {
    const QString text = QString::fromUtf8(readAll(file));
    // A file that fails to load defines nothing, so it clashes with nothing.
    if (idsOf.value(file).isEmpty())
      continue;
    QStringList ids;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8());
    for (const QJsonValue part : doc.object().value(QStringLiteral("parts")).toArray())
      ids << part.toObject().value(QStringLiteral("id")).toString();
    for (const QString& id : ids) {
      if (id.isEmpty())
        continue;
      QString takenBy;
      if (builtIn.contains(id))
        takenBy = QStringLiteral("built-in");
      else if (firstFileOf.contains(id))
        takenBy = firstFileOf.value(id);
      if (takenBy.isEmpty()) {
        firstFileOf.insert(id, file);
        continue;
      }
      PartIdClash clash;
      clash.file = file;
      clash.id = id;
      clash.takenBy = takenBy;
      const QRegularExpressionMatch m = idPattern(id).match(text);
      if (m.hasMatch()) {
        clash.line = int(QStringView(text).left(m.capturedStart()).count(QLatin1Char('\n'))) + 1;
        // Only a file that writes the id once can be fixed by rewriting that one place.
        if (!idPattern(id).match(text, m.capturedEnd()).hasMatch()) {
          QString candidate = QStringLiteral("%1-%2").arg(id, suffixFor(file));
          for (int n = 2; everyId.contains(candidate) || builtIn.contains(candidate); ++n)
            candidate = QStringLiteral("%1-%2-%3").arg(id, suffixFor(file)).arg(n);
          clash.newId = candidate;
          everyId.insert(candidate);
        }
      }
      clashes << clash;
    }
  }
  return clashes;
}

void PartIdClashes::resolve(const QVector<PartIdClash>& clashes) {
  QStringList files;
  for (const PartIdClash& clash : clashes) {
    if (!clash.newId.isEmpty() && !files.contains(clash.file))
      files << clash.file;
  }
  for (const QString& file : files) {
    QString text = QString::fromUtf8(readAll(file));
    for (const PartIdClash& clash : clashes) {
      if (clash.file == file && !clash.newId.isEmpty())
        text.replace(idPattern(clash.id), QStringLiteral("\\1%1\\2").arg(clash.newId));
    }
    const QByteArray bytes = text.toUtf8();
    // The rewritten file must still load; otherwise the fix would lose the part for good.
    const QJsonDocument doc = QJsonDocument::fromJson(bytes);
    for (const QJsonValue part : doc.object().value(QStringLiteral("parts")).toArray()) {
      QStringList ignored;
      Catalog::parsePartDefinition(part.toObject(), file, QStringLiteral("$.parts"), &ignored);
    }
    SafeSave out(file);
    out.write(bytes);
    out.commit();
    spdlog::info("Renamed clashing part ids in {}.", file.toStdString());
  }
}

}  // namespace rackwright
