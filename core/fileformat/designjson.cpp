#include "designjson.h"

#include "designfields.h"

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
  j.insert(QStringLiteral("name"), o.name);  // required by the readers, so kept when empty
  putId(j, "row", o.rowId);
  j.insert(QStringLiteral("heightU"), o.heightU);
  j.insert(QStringLiteral("widthMm"), o.widthMm);
  j.insert(QStringLiteral("depthMm"), o.depthMm);
  j.insert(QStringLiteral("positionInRow"), o.positionInRow);
  if (o.maxPowerW > 0)
    j.insert(QStringLiteral("maxPowerW"), o.maxPowerW);
  if (o.maxWeightKg > 0)
    j.insert(QStringLiteral("maxWeightKg"), o.maxWeightKg);
  if (!o.systemId.isEmpty())
    j.insert(QStringLiteral("system"), o.systemId);
  mergeExtra(j, o.extra);
  return j;
}

QJsonObject toJson(const Device& o) {
  QJsonObject j;
  j.insert(QStringLiteral("id"), idText(o.id));
  j.insert(QStringLiteral("name"), o.name);  // required, as for racks
  j.insert(QStringLiteral("type"), o.typeId);
  putId(j, "rack", o.rackId);
  if (o.positionU > 0)
    j.insert(QStringLiteral("positionU"), o.positionU);
  // A zero-U device has a rack and no position; its face names the side channels it hangs in.
  if (o.positionU > 0 || !o.rackId.isNull())
    j.insert(QStringLiteral("face"), toString(o.face));
  if (o.side != RackSide::Auto)
    j.insert(QStringLiteral("side"), toString(o.side));
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
  putString(j, "network", o.network);
  if (o.plane != 0)
    j.insert(QStringLiteral("plane"), o.plane);
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
  putString(j, "network", o.network);
  if (o.plane != 0)
    j.insert(QStringLiteral("plane"), o.plane);
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

QJsonObject toJson(const NetworkDefinition& o) {
  QJsonObject j;
  j.insert(QStringLiteral("key"), o.key);
  putString(j, "name", o.name);
  if (o.colour.isValid())
    j.insert(QStringLiteral("colour"), o.colour.name(QColor::HexRgb));
  mergeExtra(j, o.extra);
  return j;
}

QJsonObject toJson(const DesignInfo& o) {
  QJsonObject j;
  putString(j, "name", o.name);
  putString(j, "revision", o.revision);
  putString(j, "author", o.author);
  putString(j, "description", o.description);
  if (!o.fabrics.isEmpty()) {
    QJsonObject fabrics;
    for (auto it = o.fabrics.constBegin(); it != o.fabrics.constEnd(); ++it) {
      QJsonObject fabric;
      if (it->oversubscription)
        fabric.insert(QStringLiteral("oversubscription"), it->oversubscription->toString());
      if (it->leafUplinkGbps)
        fabric.insert(QStringLiteral("leafUplinkGbps"), *it->leafUplinkGbps);
      mergeExtra(fabric, it->extra);
      fabrics.insert(it.key(), fabric);
    }
    j.insert(QStringLiteral("fabrics"), fabrics);
  }
  mergeExtra(j, o.extra);
  return j;
}

// --- reading -----------------------------------------------------------------------------------

namespace {

/// FieldAccess over a parsed QJsonObject (the tree reader).
class TreeObject final : public FieldAccess<TreeObject> {
 public:
  using Field = QJsonValue;

  TreeObject(const JsonReader& reader, const QJsonObject& json, const JsonPath& path)
      : FieldAccess(path), mReader(reader), mJson(json) {}

  QJsonValue field(QLatin1StringView key) const { return mJson.value(key); }
  static JsonKind kindOf(const QJsonValue& v) { return jsonKindOf(v); }
  QString text(const QJsonValue& v) const { return v.toString(); }
  QString sharedText(const QJsonValue& v) const { return v.toString(); }
  double toDouble(const QJsonValue& v) const { return v.toDouble(); }
  bool toBool(const QJsonValue& v) const { return v.toBool(); }
  QUuid parseUuid(const QJsonValue& v, QString* text) const {
    const QString s = v.toString();
    if (s.isEmpty())
      return {};
    const QUuid id = QUuid::fromString(s);
    if (id.isNull())
      *text = s;
    return id;
  }
  [[noreturn]] void raise(const JsonPath& path, const QJsonValue*, const QString& problem,
                          const QString& anchor) const {
    mReader.fail(path.toString(), problem, anchor);
  }

  QJsonObject unknownKeys(KnownKeys known) const {
    QJsonObject extra;
    for (auto it = mJson.constBegin(); it != mJson.constEnd(); ++it) {
      if (!isKnownKey(known, it.key()))
        extra.insert(it.key(), it.value());
    }
    return extra;
  }

  template <typename F>
  void forEachMemberObject(QLatin1StringView key, F f) const {
    const QJsonValue value = mJson.value(key);
    if (value.isUndefined())
      return;
    const JsonPath objectPath(path(), key);
    const QJsonObject object = mReader.object(value, objectPath.toString());
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
      const QString memberKey = it.key();
      const JsonPath memberPath(objectPath, memberKey);
      const QJsonObject json = mReader.object(it.value(), memberPath.toString());
      f(memberKey, TreeObject(mReader, json, memberPath));
    }
  }

  template <typename Reserve, typename F>
  void forEachArrayObject(QLatin1StringView key, bool required, Reserve reserve, F f) const {
    const QJsonArray array = mReader.array(mJson, QString(key), path().toString(), required);
    reserve(array.size());
    const JsonPath arrayPath(path(), key);
    for (qsizetype i = 0; i < array.size(); ++i) {
      const JsonPath elementPath(arrayPath, i);
      const QJsonObject json = mReader.object(array[i], elementPath.toString());
      f(TreeObject(mReader, json, elementPath));
    }
  }

 private:
  const JsonReader& mReader;
  const QJsonObject& mJson;
};

template <typename T>
void readTree(const JsonReader& r, const QJsonObject& j, const QString& path, T& o) {
  const JsonPath root(path);
  readFields(TreeObject(r, j, root), o);
}

}  // namespace

QString JsonPath::toString() const {
  switch (mKind) {
    case Kind::Root:
      return mText.toString();
    case Kind::Key:
      return mParent->toString() + QLatin1Char('.') + mText.toString();
    case Kind::Index:
      return mParent->toString() + QStringLiteral("[%1]").arg(mIndex);
  }
  return QString();
}

bool isKnownKey(const KnownKeys& known, QStringView key) {
  for (const QLatin1StringView name : known) {
    if (key == name)
      return true;
  }
  return false;
}

void fromJson(const JsonReader& r, const QJsonObject& j, const QString& path, Site& o) {
  readTree(r, j, path, o);
}
void fromJson(const JsonReader& r, const QJsonObject& j, const QString& path, Room& o) {
  readTree(r, j, path, o);
}
void fromJson(const JsonReader& r, const QJsonObject& j, const QString& path, Row& o) {
  readTree(r, j, path, o);
}
void fromJson(const JsonReader& r, const QJsonObject& j, const QString& path, Rack& o) {
  readTree(r, j, path, o);
}
void fromJson(const JsonReader& r, const QJsonObject& j, const QString& path, Device& o) {
  readTree(r, j, path, o);
}
void fromJson(const JsonReader& r, const QJsonObject& j, const QString& path, Module& o) {
  readTree(r, j, path, o);
}
void fromJson(const JsonReader& r, const QJsonObject& j, const QString& path, Cable& o) {
  readTree(r, j, path, o);
}
void fromJson(const JsonReader& r, const QJsonObject& j, const QString& path, Waiver& o) {
  readTree(r, j, path, o);
}
void fromJson(const JsonReader& r, const QJsonObject& j, const QString& path,
              NetworkDefinition& o) {
  readTree(r, j, path, o);
}
void fromJson(const JsonReader& r, const QJsonObject& j, const QString& path, DesignInfo& o) {
  readTree(r, j, path, o);
}

}  // namespace rackwright
