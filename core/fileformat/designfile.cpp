#include "designfile.h"

#include "core/common/buildinfo.h"
#include "core/common/error.h"
#include "core/common/inputfile.h"
#include "core/common/safesave.h"
#include "core/common/stringpool.h"
#include "core/common/workpool.h"
#include "designjson.h"
#include "designloaders.h"
#include "designstreamwriter.h"
#include "formatversions.h"
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
      QStringLiteral("formatVersion"), QStringLiteral("savedBy"),   QStringLiteral("design"),
      QStringLiteral("sites"),         QStringLiteral("rooms"),     QStringLiteral("rows"),
      QStringLiteral("racks"),         QStringLiteral("devices"),   QStringLiteral("modules"),
      QStringLiteral("cables"),        QStringLiteral("waivers"),   QStringLiteral("parts"),
      QStringLiteral("networks"),      QStringLiteral("quarantine")};
  return keys;
}

void internStrings(StringPool&, Site&) {}
void internStrings(StringPool&, Room&) {}
void internStrings(StringPool&, Row&) {}
void internStrings(StringPool&, Rack&) {}
void internStrings(StringPool&, Waiver&) {}
void internStrings(StringPool& pool, Device& o) {
  pool.intern(o.typeId);
  pool.intern(o.network);
}
void internStrings(StringPool& pool, Module& o) {
  pool.intern(o.typeId);
  pool.intern(o.cage);
}
void internStrings(StringPool& pool, Cable& o) {
  pool.intern(o.typeId);
  pool.intern(o.colour);
  pool.intern(o.network);
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

/// The design's own networks (format 3), each checked as it is read.
QVector<NetworkDefinition> readNetworks(const JsonReader& reader, const QJsonObject& root) {
  const QJsonArray array = reader.array(root, QStringLiteral("networks"), QStringLiteral("$"));
  QVector<NetworkDefinition> networks;
  networks.reserve(array.size());
  for (qsizetype i = 0; i < array.size(); ++i) {
    const QString path = QStringLiteral("$.networks[%1]").arg(i);
    JsonReader itemReader = reader;
    const QJsonObject json = itemReader.object(array[i], path);
    itemReader.setAnchor(json.value(QStringLiteral("key")).toString());
    NetworkDefinition network;
    fromJson(itemReader, json, path, network);
    networks.append(network);
    // Each entry is well-formed by now: what is left to find is a key used twice.
    if (const QString problem = Networks::customNetworksProblem(networks); !problem.isEmpty())
      itemReader.fail(path + QStringLiteral(".key"), problem);
  }
  return networks;
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
  QFuture<void> check = QtConcurrent::run(workPool(), [&] {
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
    throw ParseError(fileName, at.path, at.line, missingObjectProblem(what, target));
  };
  auto failPart = [&](const QString& key, const ObjectId& owner, const QString& typeId) {
    const FieldLocation at = locate(key, owner, QStringLiteral("type"));
    throw ParseError(fileName, at.path, at.line, unknownPartProblem(typeId));
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
  PortCheck ports(design);
  for (const Cable& cable : design.all<Cable>()) {
    if (!partKnown(cable.typeId))
      failPart(QStringLiteral("cables"), cable.id, cable.typeId);
    for (const CableEnd& end : cable.ends) {
      const Attachment& at = end.attachment;
      if (!at.isConnected())
        continue;
      const bool onModule = at.kind == Attachment::Kind::ModulePort;
      const QString* targetType = nullptr;
      if (onModule) {
        if (const Module* module = design.find<Module>(at.objectId))
          targetType = &module->typeId;
      } else if (const Device* device = design.find<Device>(at.objectId)) {
        targetType = &device->typeId;
      }
      if (!targetType) {
        failMissing(QStringLiteral("cables"), cable.id, QStringLiteral("ends"),
                    onModule ? QStringLiteral("module") : QStringLiteral("device"), at.objectId);
      } else if (!ports.has(*targetType, at)) {
        const FieldLocation where =
            locate(QStringLiteral("cables"), cable.id, QStringLiteral("ends"));
        throw ParseError(fileName, where.path, where.line, missingPortProblem(end, *targetType));
      }
    }
  }
}

QString unknownPartProblem(const QString& typeId) {
  return DesignFile::tr(
             "unknown part \"%1\": it is neither in the catalog nor embedded in the file's "
             "\"parts\" list. Import it into the user catalog (for example with \"rackwright "
             "catalog import-netbox\") or add its definition to \"parts\".")
      .arg(typeId);
}

QString missingObjectProblem(const QString& what, const ObjectId& target) {
  return DesignFile::tr("refers to %1 %2, which is not in the file")
      .arg(what, target.toString(QUuid::WithoutBraces));
}

PortCheck::PortCheck(const DesignData& design) : mDesign(design) {}

bool PortCheck::has(const QString& typeId, const Attachment& at) {
  const Key key{typeId.constData(), at.port.constData(), at.kind};
  const auto [it, added] = mKnown.try_emplace(key, true);
  if (!added)
    return it->second;
  // An unknown part is reported for the object that uses it, not for the cables on it.
  const Part* part = mDesign.findPart(typeId);
  if (!part)
    return true;
  bool found = false;
  switch (at.kind) {
    case Attachment::Kind::None:
      found = true;
      break;
    case Attachment::Kind::Cage:
      found = part->device() && part->device()->cage(at.port);
      break;
    case Attachment::Kind::PanelPort:
      found = part->device() && part->device()->panelPort(at.port);
      break;
    case Attachment::Kind::ModulePort:
      if (part->transceiver()) {
        for (const auto& port : part->transceiver()->opticalPorts)
          found = found || port.name == at.port;
      }
      break;
  }
  it->second = found;
  return found;
}

QString missingPortProblem(const CableEnd& end, const QString& targetTypeId) {
  const QString id = end.attachment.objectId.toString(QUuid::WithoutBraces);
  switch (end.attachment.kind) {
    case Attachment::Kind::Cage:
      return DesignFile::tr("end %1 is in cage \"%2\" of device %3, but %4 has no such cage")
          .arg(end.name, end.attachment.port, id, targetTypeId);
    case Attachment::Kind::PanelPort:
      return DesignFile::tr("end %1 is on panel port \"%2\" of device %3, but %4 has no such port")
          .arg(end.name, end.attachment.port, id, targetTypeId);
    case Attachment::Kind::ModulePort:
      return DesignFile::tr(
                 "end %1 is on optical port \"%2\" of module %3, but %4 has no such port")
          .arg(end.name, end.attachment.port, id, targetTypeId);
    case Attachment::Kind::None:
      break;
  }
  return {};
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

QByteArray DesignFile::readBytes(const QString& path) {
  spdlog::info("Loading design {}.", path.toStdString());
  return readInputFile(path, InputLimits::kDesignFileBytes, tr("Rackwright design file"));
}

DesignFile::LoadReport DesignFile::load(const QString& path, Design& design,
                                        const ProgressCallback& progress) {
  const QByteArray bytes = readBytes(path);
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
  DesignFile::LoadReport report;
  const QJsonObject root = parseTree(bytes, fileName, report);
  readTree(bytes, fileName, root, design, progress, &report.warnings);
  return report;
}

QJsonObject parseTree(const QByteArray& bytes, const QString& fileName,
                      DesignFile::LoadReport& report) {
  constexpr int kCurrentFormatVersion = DesignFile::kCurrentFormatVersion;
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
                     repeatedKeyProblem(repeated.key, repeated.fault));
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
    throw ParseError(fileName, QStringLiteral("$.formatVersion"),
                     DesignFile::lineAtOffset(bytes, bytes.indexOf("formatVersion")),
                     newerFormatProblem(version, root.value(QStringLiteral("savedBy")).toString()));
  }
  if (version < oldestSupportedFormatVersion()) {
    throw ParseError(fileName, QStringLiteral("$.formatVersion"), 0,
                     DesignFile::tr("file format %1 is older than any Rackwright release can read")
                         .arg(version));
  }
  if (version < kCurrentFormatVersion) {
    report.migrationLog = migrateToCurrent(root, version);
    if (version < kOldestStreamedFormatVersion) {
      spdlog::info("Migrated {} from format {} to {}.", fileName.toStdString(), version,
                   kCurrentFormatVersion);
    }
  }
  for (auto it = root.constBegin(); it != root.constEnd(); ++it) {
    if (!topLevelKeys().contains(it.key())) {
      report.warnings << DesignFile::tr(
                             "%1: unknown key \"%2\" at the top level was ignored (it is not "
                             "written back when you save)")
                             .arg(fileName, it.key());
    }
  }
  return root;
}

void readEmbeddedParts(const JsonReader& reader, const QJsonObject& root, Design& design,
                       QStringList* warnings) {
  const QJsonArray parts = reader.array(root, QStringLiteral("parts"), QStringLiteral("$"));
  for (qsizetype i = 0; i < parts.size(); ++i) {
    const QString path = QStringLiteral("$.parts[%1]").arg(i);
    const QJsonObject partJson = reader.object(parts[i], path);
    try {
      for (const PartPtr& part :
           Catalog::parsePartDefinition(partJson, reader.fileName(), path, warnings)) {
        design.embeddedParts().add(part, Catalog::Origin::Embedded);
      }
    } catch (const ParseError& e) {
      throw ParseError(reader.fileName(), e.where(),
                       reader.lineOf(partJson.value(QStringLiteral("id")).toString()), e.problem());
    }
  }
}

void readTree(const QByteArray& bytes, const QString& fileName, const QJsonObject& root,
              Design& design, const ProgressCallback& progress, QStringList* warnings) {
  JsonReader reader(fileName, &bytes);
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
    readEmbeddedParts(reader, root, design, warnings);
    design.setQuarantine(reader.array(root, QStringLiteral("quarantine"), QStringLiteral("$")));
    design.setCustomNetworks(readNetworks(reader, root));

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
