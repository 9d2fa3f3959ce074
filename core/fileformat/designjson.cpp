#include "designjson.h"

#include <QJsonArray>

namespace rackwright {

namespace {

QString idText(const QUuid& id) {
  return id.toString(QUuid::WithoutBraces);
}

void putString(QJsonObject& j, const char* key, const QString& value) {
  if (!value.isEmpty())
    j.insert(QLatin1String(key), value);
}

void putId(QJsonObject& j, const char* key, const QUuid& id) {
  if (!id.isNull())
    j.insert(QLatin1String(key), idText(id));
}

void mergeExtra(QJsonObject& j, const QJsonObject& extra) {
  for (auto it = extra.constBegin(); it != extra.constEnd(); ++it) {
    if (!j.contains(it.key()))
      j.insert(it.key(), it.value());
  }
}

QSet<QString> keys(std::initializer_list<const char*> names) {
  QSet<QString> set;
  for (const char* n : names)
    set.insert(QString::fromLatin1(n));
  return set;
}

QUuid requireId(const JsonReader& r, const QJsonObject& j, const QString& path) {
  const QUuid id = r.uuid(j, QStringLiteral("id"), path, true);
  return id;
}

}  // namespace

template <>
QString arrayKey<Site>() {
  return QStringLiteral("sites");
}
template <>
QString arrayKey<Room>() {
  return QStringLiteral("rooms");
}
template <>
QString arrayKey<Row>() {
  return QStringLiteral("rows");
}
template <>
QString arrayKey<Rack>() {
  return QStringLiteral("racks");
}
template <>
QString arrayKey<Device>() {
  return QStringLiteral("devices");
}
template <>
QString arrayKey<Module>() {
  return QStringLiteral("modules");
}
template <>
QString arrayKey<Cable>() {
  return QStringLiteral("cables");
}
template <>
QString arrayKey<Waiver>() {
  return QStringLiteral("waivers");
}

// --- writing -----------------------------------------------------------------------------------

QJsonObject toJson(const Site& o) {
  QJsonObject j;
  j.insert(QStringLiteral("id"), idText(o.id));
  putString(j, "name", o.name);
  mergeExtra(j, o.extra);
  return j;
}

QJsonObject toJson(const Room& o) {
  QJsonObject j;
  j.insert(QStringLiteral("id"), idText(o.id));
  putString(j, "name", o.name);
  putId(j, "site", o.siteId);
  mergeExtra(j, o.extra);
  return j;
}

QJsonObject toJson(const Row& o) {
  QJsonObject j;
  j.insert(QStringLiteral("id"), idText(o.id));
  putString(j, "name", o.name);
  putId(j, "room", o.roomId);
  j.insert(QStringLiteral("order"), o.order);
  mergeExtra(j, o.extra);
  return j;
}

QJsonObject toJson(const Rack& o) {
  QJsonObject j;
  j.insert(QStringLiteral("id"), idText(o.id));
  putString(j, "name", o.name);
  putId(j, "row", o.rowId);
  j.insert(QStringLiteral("heightU"), o.heightU);
  j.insert(QStringLiteral("widthMm"), o.widthMm);
  j.insert(QStringLiteral("depthMm"), o.depthMm);
  j.insert(QStringLiteral("positionInRow"), o.positionInRow);
  if (o.maxPowerW > 0)
    j.insert(QStringLiteral("maxPowerW"), o.maxPowerW);
  if (o.maxWeightKg > 0)
    j.insert(QStringLiteral("maxWeightKg"), o.maxWeightKg);
  mergeExtra(j, o.extra);
  return j;
}

QJsonObject toJson(const Device& o) {
  QJsonObject j;
  j.insert(QStringLiteral("id"), idText(o.id));
  putString(j, "name", o.name);
  j.insert(QStringLiteral("type"), o.typeId);
  putId(j, "rack", o.rackId);
  if (o.positionU > 0) {
    j.insert(QStringLiteral("positionU"), o.positionU);
    j.insert(QStringLiteral("face"), toString(o.face));
  }
  putId(j, "parent", o.parentId);
  putString(j, "bay", o.bay);
  if (!o.cageConfig.isEmpty()) {
    QJsonObject cages;
    for (auto it = o.cageConfig.constBegin(); it != o.cageConfig.constEnd(); ++it) {
      QJsonObject config;
      if (it->splitConfigured)
        config.insert(QStringLiteral("split"), true);
      if (it->protocol)
        config.insert(QStringLiteral("protocol"), toString(*it->protocol));
      cages.insert(it.key(), config);
    }
    j.insert(QStringLiteral("cageConfig"), cages);
  }
  mergeExtra(j, o.extra);
  return j;
}

QJsonObject toJson(const Module& o) {
  QJsonObject j;
  j.insert(QStringLiteral("id"), idText(o.id));
  j.insert(QStringLiteral("type"), o.typeId);
  putId(j, "device", o.deviceId);
  putString(j, "cage", o.cage);
  putString(j, "serial", o.serial);
  mergeExtra(j, o.extra);
  return j;
}

QJsonObject toJson(const Attachment& o) {
  QJsonObject j;
  j.insert(QStringLiteral("kind"), toString(o.kind));
  if (o.isConnected()) {
    j.insert(QStringLiteral("object"), idText(o.objectId));
    j.insert(QStringLiteral("port"), o.port);
  }
  return j;
}

QJsonObject toJson(const Cable& o) {
  QJsonObject j;
  j.insert(QStringLiteral("id"), idText(o.id));
  putString(j, "name", o.name);
  j.insert(QStringLiteral("type"), o.typeId);
  if (o.lengthM > 0)
    j.insert(QStringLiteral("lengthM"), o.lengthM);
  putString(j, "colour", o.colour);
  j.insert(QStringLiteral("status"), toString(o.status));
  QJsonArray ends;
  for (const CableEnd& end : o.ends) {
    QJsonObject e = toJson(end.attachment);
    e.insert(QStringLiteral("end"), end.name);
    ends.append(e);
  }
  j.insert(QStringLiteral("ends"), ends);
  mergeExtra(j, o.extra);
  return j;
}

QJsonObject toJson(const Waiver& o) {
  QJsonObject j;
  j.insert(QStringLiteral("id"), idText(o.id));
  j.insert(QStringLiteral("finding"), o.findingKey);
  j.insert(QStringLiteral("reason"), o.reason);
  putString(j, "author", o.author);
  putString(j, "date", o.date);
  mergeExtra(j, o.extra);
  return j;
}

QJsonObject toJson(const DesignInfo& o) {
  QJsonObject j;
  putString(j, "name", o.name);
  putString(j, "revision", o.revision);
  putString(j, "author", o.author);
  putString(j, "description", o.description);
  mergeExtra(j, o.extra);
  return j;
}

// --- reading -----------------------------------------------------------------------------------

void fromJson(const JsonReader& r, const QJsonObject& j, const QString& path, Site& o) {
  o.id = requireId(r, j, path);
  o.name = r.string(j, QStringLiteral("name"), path);
  o.extra = JsonReader::unknownKeys(j, []() -> const QSet<QString>& {
    static const QSet<QString> known = keys({"id", "name"});
    return known;
  }());
}

void fromJson(const JsonReader& r, const QJsonObject& j, const QString& path, Room& o) {
  o.id = requireId(r, j, path);
  o.name = r.string(j, QStringLiteral("name"), path);
  o.siteId = r.uuid(j, QStringLiteral("site"), path);
  o.extra = JsonReader::unknownKeys(j, []() -> const QSet<QString>& {
    static const QSet<QString> known = keys({"id", "name", "site"});
    return known;
  }());
}

void fromJson(const JsonReader& r, const QJsonObject& j, const QString& path, Row& o) {
  o.id = requireId(r, j, path);
  o.name = r.string(j, QStringLiteral("name"), path);
  o.roomId = r.uuid(j, QStringLiteral("room"), path);
  o.order = r.integer(j, QStringLiteral("order"), path);
  o.extra = JsonReader::unknownKeys(j, []() -> const QSet<QString>& {
    static const QSet<QString> known = keys({"id", "name", "room", "order"});
    return known;
  }());
}

void fromJson(const JsonReader& r, const QJsonObject& j, const QString& path, Rack& o) {
  o.id = requireId(r, j, path);
  o.name = r.string(j, QStringLiteral("name"), path, true);
  o.rowId = r.uuid(j, QStringLiteral("row"), path);
  o.heightU = r.integer(j, QStringLiteral("heightU"), path, true);
  if (o.heightU < 1 || o.heightU > 60) {
    r.fail(path + QStringLiteral(".heightU"),
           JsonReader::tr("a rack is 1 to 60 U high; found %1").arg(o.heightU));
  }
  o.widthMm = r.number(j, QStringLiteral("widthMm"), path, false, 600);
  o.depthMm = r.number(j, QStringLiteral("depthMm"), path, false, 1200);
  o.positionInRow = r.integer(j, QStringLiteral("positionInRow"), path);
  o.maxPowerW = r.number(j, QStringLiteral("maxPowerW"), path);
  o.maxWeightKg = r.number(j, QStringLiteral("maxWeightKg"), path);
  o.extra = JsonReader::unknownKeys(j, []() -> const QSet<QString>& {
    static const QSet<QString> known = keys({"id", "name", "row", "heightU", "widthMm", "depthMm",
                                             "positionInRow", "maxPowerW", "maxWeightKg"});
    return known;
  }());
}

void fromJson(const JsonReader& r, const QJsonObject& j, const QString& path, Device& o) {
  o.id = requireId(r, j, path);
  o.name = r.string(j, QStringLiteral("name"), path, true);
  o.typeId = r.string(j, QStringLiteral("type"), path, true);
  o.rackId = r.uuid(j, QStringLiteral("rack"), path);
  o.positionU = r.number(j, QStringLiteral("positionU"), path);
  const QString face = r.string(j, QStringLiteral("face"), path, false, QStringLiteral("front"));
  if (auto f = rackFaceFromString(face)) {
    o.face = *f;
  } else {
    r.fail(path + QStringLiteral(".face"),
           JsonReader::tr("expected \"front\" or \"rear\"; got \"%1\"").arg(face));
  }
  o.parentId = r.uuid(j, QStringLiteral("parent"), path);
  o.bay = r.string(j, QStringLiteral("bay"), path);
  const QJsonValue cages = j.value(QStringLiteral("cageConfig"));
  if (!cages.isUndefined()) {
    const QString cagesPath = path + QStringLiteral(".cageConfig");
    const QJsonObject cageObject = r.object(cages, cagesPath);
    for (auto it = cageObject.constBegin(); it != cageObject.constEnd(); ++it) {
      const QString cagePath = cagesPath + QLatin1Char('.') + it.key();
      const QJsonObject c = r.object(it.value(), cagePath);
      CageConfig config;
      config.splitConfigured = r.boolean(c, QStringLiteral("split"), cagePath);
      const QString protocol = r.string(c, QStringLiteral("protocol"), cagePath);
      if (!protocol.isEmpty()) {
        config.protocol =
            r.enumValue<Protocol>(c, QStringLiteral("protocol"), cagePath, Protocol::InfiniBand);
      }
      o.cageConfig.insert(it.key(), config);
    }
  }
  o.extra = JsonReader::unknownKeys(j, []() -> const QSet<QString>& {
    static const QSet<QString> known =
        keys({"id", "name", "type", "rack", "positionU", "face", "parent", "bay", "cageConfig"});
    return known;
  }());
}

void fromJson(const JsonReader& r, const QJsonObject& j, const QString& path, Module& o) {
  o.id = requireId(r, j, path);
  o.typeId = r.string(j, QStringLiteral("type"), path, true);
  o.deviceId = r.uuid(j, QStringLiteral("device"), path);
  o.cage = r.string(j, QStringLiteral("cage"), path);
  o.serial = r.string(j, QStringLiteral("serial"), path);
  o.extra = JsonReader::unknownKeys(j, []() -> const QSet<QString>& {
    static const QSet<QString> known = keys({"id", "type", "device", "cage", "serial"});
    return known;
  }());
}

void fromJson(const JsonReader& r, const QJsonObject& j, const QString& path, Cable& o) {
  o.id = requireId(r, j, path);
  o.name = r.string(j, QStringLiteral("name"), path);
  o.typeId = r.string(j, QStringLiteral("type"), path, true);
  o.lengthM = r.number(j, QStringLiteral("lengthM"), path);
  o.colour = r.string(j, QStringLiteral("colour"), path);
  const QString status =
      r.string(j, QStringLiteral("status"), path, false, QStringLiteral("planned"));
  if (auto s = cableStatusFromString(status)) {
    o.status = *s;
  } else {
    r.fail(path + QStringLiteral(".status"),
           JsonReader::tr("expected planned, installed or decommissioned; got \"%1\"").arg(status));
  }
  const QJsonArray ends = r.array(j, QStringLiteral("ends"), path, true);
  o.ends.clear();
  o.ends.reserve(ends.size());
  for (qsizetype i = 0; i < ends.size(); ++i) {
    const QString endPath = path + QStringLiteral(".ends[%1]").arg(i);
    const QJsonObject e = r.object(ends[i], endPath);
    CableEnd end;
    end.name = r.string(e, QStringLiteral("end"), endPath, true);
    const QString kind =
        r.string(e, QStringLiteral("kind"), endPath, false, QStringLiteral("none"));
    if (auto k = attachmentKindFromString(kind)) {
      end.attachment.kind = *k;
    } else {
      r.fail(
          endPath + QStringLiteral(".kind"),
          JsonReader::tr("expected none, cage, module-port or panel-port; got \"%1\"").arg(kind));
    }
    if (end.attachment.isConnected()) {
      end.attachment.objectId = r.uuid(e, QStringLiteral("object"), endPath, true);
      end.attachment.port = r.string(e, QStringLiteral("port"), endPath, true);
    }
    o.ends.push_back(end);
  }
  o.extra = JsonReader::unknownKeys(j, []() -> const QSet<QString>& {
    static const QSet<QString> known =
        keys({"id", "name", "type", "lengthM", "colour", "status", "ends"});
    return known;
  }());
}

void fromJson(const JsonReader& r, const QJsonObject& j, const QString& path, Waiver& o) {
  o.id = requireId(r, j, path);
  o.findingKey = r.string(j, QStringLiteral("finding"), path, true);
  o.reason = r.string(j, QStringLiteral("reason"), path, true);
  o.author = r.string(j, QStringLiteral("author"), path);
  o.date = r.string(j, QStringLiteral("date"), path);
  o.extra = JsonReader::unknownKeys(j, []() -> const QSet<QString>& {
    static const QSet<QString> known = keys({"id", "finding", "reason", "author", "date"});
    return known;
  }());
}

void fromJson(const JsonReader& r, const QJsonObject& j, const QString& path, DesignInfo& o) {
  o.name = r.string(j, QStringLiteral("name"), path);
  o.revision = r.string(j, QStringLiteral("revision"), path);
  o.author = r.string(j, QStringLiteral("author"), path);
  o.description = r.string(j, QStringLiteral("description"), path);
  o.extra = JsonReader::unknownKeys(j, []() -> const QSet<QString>& {
    static const QSet<QString> known = keys({"name", "revision", "author", "description"});
    return known;
  }());
}

}  // namespace rackwright
