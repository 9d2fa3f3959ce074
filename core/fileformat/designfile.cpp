#include "designfile.h"

#include "core/common/buildinfo.h"
#include "core/common/error.h"
#include "core/common/inputfile.h"
#include "core/common/safesave.h"
#include "core/common/stringpool.h"
#include "designjson.h"
#include "designloaders.h"
#include "designstreamwriter.h"
#include "jsonuniquekeys.h"
#include "migrations.h"

#include <spdlog/spdlog.h>

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QtConcurrent>

#include <algorithm>
#include <exception>
#include <unordered_map>

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
                 detail::ObjectProgress& progress, StringPool& pool) {
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
    const ObjectId objectId = object.id;
    if (!design.insertNew(std::move(object))) {
      itemReader.fail(path + QStringLiteral(".id"),
                      DesignFile::tr("the id %1 is used twice; every object needs its own id")
                          .arg(objectId.toString(QUuid::WithoutBraces)));
    }
    progress.step();
  }
}

/// Where the tree reader reports a reference problem: the index found in the tree, and the line
/// of the owner's id in the text.
detail::FieldLocation treeLocation(const JsonReader& reader, const QJsonObject& root,
                                   const QString& key, const ObjectId& owner,
                                   const QString& field) {
  const QJsonArray array = root.value(key).toArray();
  const QString idText = owner.toString(QUuid::WithoutBraces);
  QString path = QStringLiteral("$.%1").arg(key);
  for (qsizetype i = 0; i < array.size(); ++i) {
    if (array[i].toObject().value(QStringLiteral("id")).toString() == idText) {
      path = QStringLiteral("$.%1[%2].%3").arg(key).arg(i).arg(field);
      break;
    }
  }
  return {path, reader.lineOf(idText)};
}

}  // namespace

namespace detail {

void checkReferencesWhileIndexing(Design& design, const QString& fileName,
                                  const FieldLocator& locate) {
  // The indexes are built here, not on a worker: their memory then comes from this thread's heap
  // arena, beside the objects'. Built on a worker, they left the resident size a sixth larger.
  // The check only looks things up and allocates nothing unless it fails.
  std::exception_ptr failure;
  QFuture<void> check = QtConcurrent::run([&] {
    try {
      checkReferences(design, fileName, locate);
    } catch (...) {
      failure = std::current_exception();
    }
  });
  design.buildBulkIndexes();
  // Runs the check here if the pool has not started it (a busy pool cannot stall the load).
  check.waitForFinished();
  if (failure)
    std::rethrow_exception(failure);
}

void checkReferences(const DesignData& design, const QString& fileName,
                     const FieldLocator& locate) {
  // A large design repeats a few hundred type ids, each one shared string (the readers intern
  // them), so the catalog is asked once per string instead of once per object.
  std::unordered_map<const QChar*, bool> knownParts;
  auto partKnown = [&](const QString& typeId) {
    const auto [it, added] = knownParts.try_emplace(typeId.constData(), false);
    if (added)
      it->second = design.part(typeId) != nullptr;
    return it->second;
  };
  auto failMissing = [&](const QString& key, const ObjectId& owner, const QString& field,
                         const QString& what, const ObjectId& target) {
    const FieldLocation at = locate(key, owner, field);
    throw ParseError(fileName, at.path, at.line,
                     DesignFile::tr("refers to %1 %2, which is not in the file")
                         .arg(what, target.toString(QUuid::WithoutBraces)));
  };
  auto failPart = [&](const QString& key, const ObjectId& owner, const QString& typeId) {
    const FieldLocation at = locate(key, owner, QStringLiteral("type"));
    throw ParseError(
        fileName, at.path, at.line,
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
    if (!partKnown(device.typeId))
      failPart(QStringLiteral("devices"), device.id, device.typeId);
  }
  for (const Module& module : design.all<Module>()) {
    if (!module.deviceId.isNull() && !design.contains<Device>(module.deviceId)) {
      failMissing(QStringLiteral("modules"), module.id, QStringLiteral("device"),
                  QStringLiteral("device"), module.deviceId);
    }
    if (!partKnown(module.typeId))
      failPart(QStringLiteral("modules"), module.id, module.typeId);
  }
  for (const Cable& cable : design.all<Cable>()) {
    if (!partKnown(cable.typeId))
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

bool isBlank(const QByteArray& bytes) {
  return std::all_of(bytes.constBegin(), bytes.constEnd(), [](char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
  });
}

}  // namespace detail

int DesignFile::lineAtOffset(const QByteArray& bytes, qsizetype offset) {
  offset = qBound<qsizetype>(0, offset, bytes.size());
  return int(std::count(bytes.constBegin(), bytes.constBegin() + offset, '\n')) + 1;
}

DesignFile::LoadReport DesignFile::load(const QString& path, Design& design,
                                        const ProgressCallback& progress) {
  spdlog::info("Loading design {}.", path.toStdString());
  const QByteArray bytes =
      readInputFile(path, InputLimits::kDesignFileBytes, tr("Rackwright design file"));
  return loadFromBytes(bytes, QFileInfo(path).fileName(), design, progress);
}

DesignFile::LoadReport DesignFile::loadFromBytes(const QByteArray& bytes, const QString& fileName,
                                                 Design& design, const ProgressCallback& progress) {
  // Current-format files are read straight from the bytes; everything else (older formats to
  // migrate, newer ones to refuse, files that are not designs at all) takes the tree reader.
  if (detail::canStream(bytes))
    return detail::loadStream(bytes, fileName, design, progress);
  return detail::loadTree(bytes, fileName, design, progress);
}

namespace detail {

DesignFile::LoadReport loadTree(const QByteArray& bytes, const QString& fileName, Design& design,
                                const ProgressCallback& progress) {
  using LoadReport = DesignFile::LoadReport;
  constexpr int kCurrentFormatVersion = DesignFile::kCurrentFormatVersion;
  LoadReport report;
  JsonReader reader(fileName, &bytes);
  if (isBlank(bytes)) {
    throw ParseError(fileName, QString(), 0,
                     DesignFile::tr("the file is empty; it is not a Rackwright design"));
  }
  QJsonParseError parseError;
  const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
  if (parseError.error != QJsonParseError::NoError) {
    throw ParseError(
        fileName, QString(), DesignFile::lineAtOffset(bytes, parseError.offset),
        DesignFile::tr("the file is not valid JSON (%1 at byte %2); it may be truncated or "
                       "damaged. Restore it from version control or a backup.")
            .arg(parseError.errorString())
            .arg(parseError.offset));
  }
  if (!document.isObject()) {
    throw ParseError(
        fileName, QStringLiteral("$"), 1,
        DesignFile::tr("expected a JSON object at the top; this is not a Rackwright design"));
  }
  // The tree keeps only the last of a repeated key's values: refuse such a file, as the stream
  // reader does.
  if (const RepeatedKey repeated = findRepeatedKey(bytes.constBegin(), bytes.constEnd());
      repeated.found()) {
    throw ParseError(fileName, repeated.objectPath,
                     JsonStreamReader::lineAt(bytes.constBegin(), repeated.at),
                     repeatedKeyProblem(repeated.key));
  }
  QJsonObject root = document.object();

  // The version comes first: nothing else is interpreted before it is known.
  const QJsonValue versionValue = root.value(QStringLiteral("formatVersion"));
  if (versionValue.isUndefined()) {
    throw ParseError(
        fileName, QStringLiteral("$.formatVersion"), 0,
        DesignFile::tr("\"formatVersion\" is missing; this is not a Rackwright design"));
  }
  if (!versionValue.isDouble() || versionValue.toDouble() != double(versionValue.toInt())) {
    reader.fail(QStringLiteral("$.formatVersion"),
                DesignFile::tr("expected a whole number for the format version"),
                QStringLiteral("formatVersion"));
  }
  const int version = versionValue.toInt();
  report.originalFormatVersion = version;
  if (version > kCurrentFormatVersion) {
    const QString savedBy = root.value(QStringLiteral("savedBy")).toString();
    const QString needed = savedBy.startsWith(QStringLiteral("Rackwright "))
                               ? savedBy.mid(int(qstrlen("Rackwright ")))
                               : DesignFile::tr("a version that reads format %1").arg(version);
    throw ParseError(
        fileName, QStringLiteral("$.formatVersion"),
        DesignFile::lineAtOffset(bytes, bytes.indexOf("formatVersion")),
        DesignFile::tr("this design uses file format %1, which needs Rackwright %2 or newer "
                       "(this is Rackwright %3, which reads format %4 and older). Update "
                       "Rackwright to open it.")
            .arg(version)
            .arg(needed, QStringLiteral(RACKWRIGHT_VERSION))
            .arg(kCurrentFormatVersion));
  }
  if (version < oldestSupportedFormatVersion()) {
    throw ParseError(fileName, QStringLiteral("$.formatVersion"), 0,
                     DesignFile::tr("file format %1 is older than any Rackwright release can read")
                         .arg(version));
  }
  if (version < kCurrentFormatVersion) {
    report.migrationLog = migrateToCurrent(root, version);
    spdlog::info("Migrated {} from format {} to {}.", fileName.toStdString(), version,
                 kCurrentFormatVersion);
  }
  for (auto it = root.constBegin(); it != root.constEnd(); ++it) {
    if (!topLevelKeys().contains(it.key())) {
      report.warnings << DesignFile::tr(
                             "%1: unknown key \"%2\" at the top level was ignored (it is not "
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
    ObjectProgress tracker(progress, total, 0, 95);
    StringPool pool;
    readObjects<Site>(reader, root, design, tracker, pool);
    readObjects<Room>(reader, root, design, tracker, pool);
    readObjects<Row>(reader, root, design, tracker, pool);
    readObjects<Rack>(reader, root, design, tracker, pool);
    readObjects<Device>(reader, root, design, tracker, pool);
    readObjects<Module>(reader, root, design, tracker, pool);
    readObjects<Cable>(reader, root, design, tracker, pool);
    readObjects<Waiver>(reader, root, design, tracker, pool);
    checkReferencesWhileIndexing(
        design, fileName, [&](const QString& key, const ObjectId& owner, const QString& field) {
          return treeLocation(reader, root, key, owner, field);
        });
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

}  // namespace detail

QByteArray DesignFile::toBytes(const DesignData& design, const ProgressCallback& progress) {
  QByteArray bytes;
  detail::writeDesign(design, progress, bytes);
  if (progress && !progress(100))
    throw CancelledError();
  return bytes;
}

void DesignFile::save(const DesignData& design, const QString& path,
                      const ProgressCallback& progress) {
  spdlog::info("Saving design {}.", path.toStdString());
  SafeSave file(path);
  // The file is written piece by piece as it is serialised; the previous version stays in place
  // until commit(), so a failure, a cancel or a kill part-way leaves it untouched.
  QByteArray buffer;
  detail::writeDesign(design, progress, buffer, [&](QByteArray& chunk) {
    file.write(chunk);
    chunk.truncate(0);
  });
  if (progress && !progress(100))
    throw CancelledError();
  file.commit();
  spdlog::info("Saved design {}.", path.toStdString());
}

}  // namespace rackwright
