#include "designfile.h"

#include "core/common/buildinfo.h"
#include "core/common/error.h"
#include "core/common/stringpool.h"
#include "designjson.h"
#include "jsonwriter.h"
#include "migrations.h"

#include <spdlog/spdlog.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSet>

#include <algorithm>

namespace rackwright {

namespace {

const QSet<QString>& topLevelKeys() {
  static const QSet<QString> keys = {
      QStringLiteral("formatVersion"), QStringLiteral("savedBy"), QStringLiteral("design"),
      QStringLiteral("sites"),         QStringLiteral("rooms"),   QStringLiteral("rows"),
      QStringLiteral("racks"),         QStringLiteral("devices"), QStringLiteral("modules"),
      QStringLiteral("cables"),        QStringLiteral("waivers"), QStringLiteral("parts")};
  return keys;
}

/// Counts objects and calls the progress callback about once per percent.
class ProgressTracker {
 public:
  ProgressTracker(const ProgressCallback& callback, qsizetype total, int from, int to)
      : mCallback(callback), mTotal(qMax<qsizetype>(1, total)), mFrom(from), mTo(to) {}
  void step() {
    ++mDone;
    if (!mCallback)
      return;
    const int percent = mFrom + int((mTo - mFrom) * mDone / mTotal);
    if (percent != mLastPercent) {
      mLastPercent = percent;
      if (!mCallback(percent))
        throw CancelledError();
    }
  }

 private:
  const ProgressCallback& mCallback;
  qsizetype mTotal;
  qsizetype mDone = 0;
  int mFrom;
  int mTo;
  int mLastPercent = -1;
};

void internStrings(StringPool&, Site&) {}
void internStrings(StringPool&, Room&) {}
void internStrings(StringPool&, Row&) {}
void internStrings(StringPool&, Rack&) {}
void internStrings(StringPool&, Waiver&) {}
void internStrings(StringPool& pool, Device& o) {
  pool.intern(o.typeId);
}
void internStrings(StringPool& pool, Module& o) {
  pool.intern(o.typeId);
  pool.intern(o.cage);
}
void internStrings(StringPool& pool, Cable& o) {
  pool.intern(o.typeId);
  pool.intern(o.colour);
  for (CableEnd& end : o.ends) {
    pool.intern(end.name);
    pool.intern(end.attachment.port);
  }
}

template <typename T>
void readObjects(const JsonReader& reader, const QJsonObject& root, Design& design,
                 ProgressTracker& progress, StringPool& pool) {
  const QString key = arrayKey<T>();
  const QJsonArray array = reader.array(root, key, QStringLiteral("$"));
  design.reserve<T>(array.size());
  for (qsizetype i = 0; i < array.size(); ++i) {
    const QString path = QStringLiteral("$.%1[%2]").arg(key).arg(i);
    JsonReader itemReader = reader;
    const QJsonObject json = itemReader.object(array[i], path);
    itemReader.setAnchor(json.value(QStringLiteral("id")).toString());
    T object;
    fromJson(itemReader, json, path, object);
    internStrings(pool, object);
    if (design.contains<T>(object.id)) {
      itemReader.fail(path + QStringLiteral(".id"),
                      DesignFile::tr("the id %1 is used twice; every object needs its own id")
                          .arg(object.id.toString(QUuid::WithoutBraces)));
    }
    design.insert(object);
    progress.step();
  }
}

template <typename T>
QJsonArray writeObjects(const DesignData& design, ProgressTracker& progress) {
  QList<ObjectId> ids = design.all<T>().keys();
  std::sort(ids.begin(), ids.end());
  QJsonArray array;
  for (const ObjectId& id : ids) {
    array.append(toJson(*design.find<T>(id)));
    progress.step();
  }
  return array;
}

/// Checks that every reference in the design points at an object that exists and that every
/// part is known, naming the JSON path of the first problem.
void checkReferences(const JsonReader& reader, const QJsonObject& root, const DesignData& design) {
  auto pathOf = [&](const QString& key, const ObjectId& id, const QString& field) {
    const QJsonArray array = root.value(key).toArray();
    const QString idText = id.toString(QUuid::WithoutBraces);
    for (qsizetype i = 0; i < array.size(); ++i) {
      if (array[i].toObject().value(QStringLiteral("id")).toString() == idText) {
        return QStringLiteral("$.%1[%2].%3").arg(key).arg(i).arg(field);
      }
    }
    return QStringLiteral("$.%1").arg(key);
  };
  auto failMissing = [&](const QString& key, const ObjectId& owner, const QString& field,
                         const QString& what, const ObjectId& target) {
    JsonReader r = reader;
    r.setAnchor(owner.toString(QUuid::WithoutBraces));
    r.fail(pathOf(key, owner, field), DesignFile::tr("refers to %1 %2, which is not in the file")
                                          .arg(what, target.toString(QUuid::WithoutBraces)));
  };
  auto failPart = [&](const QString& key, const ObjectId& owner, const QString& typeId) {
    JsonReader r = reader;
    r.setAnchor(owner.toString(QUuid::WithoutBraces));
    r.fail(pathOf(key, owner, QStringLiteral("type")),
           DesignFile::tr("unknown part \"%1\": it is neither in the catalog nor embedded in the "
                          "file's \"parts\" list. Import it into the user catalog (for example "
                          "with \"rackwright catalog import-netbox\") or add its definition to "
                          "\"parts\".")
               .arg(typeId));
  };
  for (const Room& room : design.all<Room>()) {
    if (!room.siteId.isNull() && !design.contains<Site>(room.siteId)) {
      failMissing(QStringLiteral("rooms"), room.id, QStringLiteral("site"), QStringLiteral("site"),
                  room.siteId);
    }
  }
  for (const Row& row : design.all<Row>()) {
    if (!row.roomId.isNull() && !design.contains<Room>(row.roomId)) {
      failMissing(QStringLiteral("rows"), row.id, QStringLiteral("room"), QStringLiteral("room"),
                  row.roomId);
    }
  }
  for (const Rack& rack : design.all<Rack>()) {
    if (!rack.rowId.isNull() && !design.contains<Row>(rack.rowId)) {
      failMissing(QStringLiteral("racks"), rack.id, QStringLiteral("row"), QStringLiteral("row"),
                  rack.rowId);
    }
  }
  for (const Device& device : design.all<Device>()) {
    if (!device.rackId.isNull() && !design.contains<Rack>(device.rackId)) {
      failMissing(QStringLiteral("devices"), device.id, QStringLiteral("rack"),
                  QStringLiteral("rack"), device.rackId);
    }
    if (!device.parentId.isNull() && !design.contains<Device>(device.parentId)) {
      failMissing(QStringLiteral("devices"), device.id, QStringLiteral("parent"),
                  QStringLiteral("device"), device.parentId);
    }
    if (!design.part(device.typeId))
      failPart(QStringLiteral("devices"), device.id, device.typeId);
  }
  for (const Module& module : design.all<Module>()) {
    if (!module.deviceId.isNull() && !design.contains<Device>(module.deviceId)) {
      failMissing(QStringLiteral("modules"), module.id, QStringLiteral("device"),
                  QStringLiteral("device"), module.deviceId);
    }
    if (!design.part(module.typeId))
      failPart(QStringLiteral("modules"), module.id, module.typeId);
  }
  for (const Cable& cable : design.all<Cable>()) {
    if (!design.part(cable.typeId))
      failPart(QStringLiteral("cables"), cable.id, cable.typeId);
    for (const CableEnd& end : cable.ends) {
      const Attachment& at = end.attachment;
      const bool exists = at.kind == Attachment::Kind::ModulePort
                              ? design.contains<Module>(at.objectId)
                              : design.contains<Device>(at.objectId);
      if (at.isConnected() && !exists) {
        failMissing(QStringLiteral("cables"), cable.id, QStringLiteral("ends"),
                    at.kind == Attachment::Kind::ModulePort ? QStringLiteral("module")
                                                            : QStringLiteral("device"),
                    at.objectId);
      }
    }
  }
}

QString baseTypeId(const QString& typeId) {
  QString base;
  double length = 0;
  return Catalog::splitLengthSuffix(typeId, &base, &length) ? base : typeId;
}

}  // namespace

int DesignFile::lineAtOffset(const QByteArray& bytes, qsizetype offset) {
  offset = qBound<qsizetype>(0, offset, bytes.size());
  return int(std::count(bytes.constBegin(), bytes.constBegin() + offset, '\n')) + 1;
}

DesignFile::LoadReport DesignFile::load(const QString& path, Design& design,
                                        const ProgressCallback& progress) {
  spdlog::info("Loading design {}.", path.toStdString());
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    throw Error(tr("Cannot open \"%1\": %2. Check that the file exists and is readable.")
                    .arg(QDir::toNativeSeparators(path), file.errorString()));
  }
  const QByteArray bytes = file.readAll();
  return loadFromBytes(bytes, QFileInfo(path).fileName(), design, progress);
}

DesignFile::LoadReport DesignFile::loadFromBytes(const QByteArray& bytes, const QString& fileName,
                                                 Design& design, const ProgressCallback& progress) {
  LoadReport report;
  JsonReader reader(fileName, &bytes);
  if (bytes.trimmed().isEmpty()) {
    throw ParseError(fileName, QString(), 0,
                     tr("the file is empty; it is not a Rackwright design"));
  }
  QJsonParseError parseError;
  const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
  if (parseError.error != QJsonParseError::NoError) {
    throw ParseError(fileName, QString(), lineAtOffset(bytes, parseError.offset),
                     tr("the file is not valid JSON (%1 at byte %2); it may be truncated or "
                        "damaged. Restore it from version control or a backup.")
                         .arg(parseError.errorString())
                         .arg(parseError.offset));
  }
  if (!document.isObject()) {
    throw ParseError(fileName, QStringLiteral("$"), 1,
                     tr("expected a JSON object at the top; this is not a Rackwright design"));
  }
  QJsonObject root = document.object();

  // The version comes first: nothing else is interpreted before it is known.
  const QJsonValue versionValue = root.value(QStringLiteral("formatVersion"));
  if (versionValue.isUndefined()) {
    throw ParseError(fileName, QStringLiteral("$.formatVersion"), 0,
                     tr("\"formatVersion\" is missing; this is not a Rackwright design"));
  }
  if (!versionValue.isDouble() || versionValue.toDouble() != double(versionValue.toInt())) {
    reader.fail(QStringLiteral("$.formatVersion"),
                tr("expected a whole number for the format version"),
                QStringLiteral("formatVersion"));
  }
  const int version = versionValue.toInt();
  report.originalFormatVersion = version;
  if (version > kCurrentFormatVersion) {
    const QString savedBy = root.value(QStringLiteral("savedBy")).toString();
    const QString needed = savedBy.startsWith(QStringLiteral("Rackwright "))
                               ? savedBy.mid(int(qstrlen("Rackwright ")))
                               : tr("a version that reads format %1").arg(version);
    throw ParseError(fileName, QStringLiteral("$.formatVersion"),
                     lineAtOffset(bytes, bytes.indexOf("formatVersion")),
                     tr("this design uses file format %1, which needs Rackwright %2 or newer "
                        "(this is Rackwright %3, which reads format %4 and older). Update "
                        "Rackwright to open it.")
                         .arg(version)
                         .arg(needed, QStringLiteral(RACKWRIGHT_VERSION))
                         .arg(kCurrentFormatVersion));
  }
  if (version < oldestSupportedFormatVersion()) {
    throw ParseError(
        fileName, QStringLiteral("$.formatVersion"), 0,
        tr("file format %1 is older than any Rackwright release can read").arg(version));
  }
  if (version < kCurrentFormatVersion) {
    report.migrationLog = migrateToCurrent(root, version);
    spdlog::info("Migrated {} from format {} to {}.", fileName.toStdString(), version,
                 kCurrentFormatVersion);
  }
  for (auto it = root.constBegin(); it != root.constEnd(); ++it) {
    if (!topLevelKeys().contains(it.key())) {
      report.warnings << tr("%1: unknown key \"%2\" at the top level was ignored (it is not "
                            "written back when you save)")
                             .arg(fileName, it.key());
    }
  }

  design.clear();
  design.beginBulkLoad();
  try {
    const QJsonValue info = root.value(QStringLiteral("design"));
    if (!info.isUndefined()) {
      DesignInfo designInfo;
      fromJson(reader, reader.object(info, QStringLiteral("$.design")), QStringLiteral("$.design"),
               designInfo);
      design.setInfo(designInfo);
    }
    const QJsonArray parts = reader.array(root, QStringLiteral("parts"), QStringLiteral("$"));
    QStringList partWarnings;
    for (qsizetype i = 0; i < parts.size(); ++i) {
      const QString path = QStringLiteral("$.parts[%1]").arg(i);
      const QJsonObject partJson = reader.object(parts[i], path);
      try {
        for (const PartPtr& part :
             Catalog::parsePartDefinition(partJson, fileName, path, &partWarnings)) {
          design.embeddedParts().add(part, Catalog::Origin::Embedded);
        }
      } catch (const ParseError& e) {
        throw ParseError(fileName, e.where(),
                         reader.lineOf(partJson.value(QStringLiteral("id")).toString()),
                         e.problem());
      }
    }
    report.warnings << partWarnings;

    qsizetype total = 0;
    for (const char* key :
         {"sites", "rooms", "rows", "racks", "devices", "modules", "cables", "waivers"}) {
      total += root.value(QLatin1String(key)).toArray().size();
    }
    ProgressTracker tracker(progress, total, 0, 95);
    StringPool pool;
    readObjects<Site>(reader, root, design, tracker, pool);
    readObjects<Room>(reader, root, design, tracker, pool);
    readObjects<Row>(reader, root, design, tracker, pool);
    readObjects<Rack>(reader, root, design, tracker, pool);
    readObjects<Device>(reader, root, design, tracker, pool);
    readObjects<Module>(reader, root, design, tracker, pool);
    readObjects<Cable>(reader, root, design, tracker, pool);
    readObjects<Waiver>(reader, root, design, tracker, pool);
    checkReferences(reader, root, design);
    if (progress && !progress(100))
      throw CancelledError();
  } catch (...) {
    design.clear();
    design.endBulkLoad();
    throw;
  }
  design.endBulkLoad();
  return report;
}

QByteArray DesignFile::toBytes(const DesignData& design, const ProgressCallback& progress) {
  QJsonObject root;
  root.insert(QStringLiteral("formatVersion"), kCurrentFormatVersion);
  root.insert(QStringLiteral("savedBy"), QStringLiteral("Rackwright " RACKWRIGHT_VERSION));
  root.insert(QStringLiteral("design"), toJson(design.info()));

  ProgressTracker tracker(progress, design.objectCount(), 0, 90);
  root.insert(QStringLiteral("sites"), writeObjects<Site>(design, tracker));
  root.insert(QStringLiteral("rooms"), writeObjects<Room>(design, tracker));
  root.insert(QStringLiteral("rows"), writeObjects<Row>(design, tracker));
  root.insert(QStringLiteral("racks"), writeObjects<Rack>(design, tracker));
  root.insert(QStringLiteral("devices"), writeObjects<Device>(design, tracker));
  root.insert(QStringLiteral("modules"), writeObjects<Module>(design, tracker));
  root.insert(QStringLiteral("cables"), writeObjects<Cable>(design, tracker));
  root.insert(QStringLiteral("waivers"), writeObjects<Waiver>(design, tracker));

  // Embed the definitions of every part the design uses, so the file opens on a machine whose
  // catalog lacks them.
  QSet<QString> used;
  for (const Device& d : design.all<Device>())
    used.insert(baseTypeId(d.typeId));
  for (const Module& m : design.all<Module>())
    used.insert(baseTypeId(m.typeId));
  for (const Cable& c : design.all<Cable>())
    used.insert(baseTypeId(c.typeId));
  QStringList ids(used.begin(), used.end());
  std::sort(ids.begin(), ids.end());
  QJsonArray parts;
  for (const QString& id : ids) {
    if (PartPtr part = design.part(id))
      parts.append(part->definition);
  }
  root.insert(QStringLiteral("parts"), parts);
  QByteArray bytes = JsonWriter::write(root);
  if (progress && !progress(100))
    throw CancelledError();
  return bytes;
}

void DesignFile::save(const DesignData& design, const QString& path,
                      const ProgressCallback& progress) {
  spdlog::info("Saving design {}.", path.toStdString());
  const QByteArray bytes = toBytes(design, progress);
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly)) {
    throw Error(tr("Cannot write \"%1\": %2. Choose a folder you can write to.")
                    .arg(QDir::toNativeSeparators(path), file.errorString()));
  }
  if (file.write(bytes) != bytes.size() || !file.commit()) {
    throw Error(tr("Saving \"%1\" failed: %2. The previous version of the file is unchanged.")
                    .arg(QDir::toNativeSeparators(path), file.errorString()));
  }
}

}  // namespace rackwright
