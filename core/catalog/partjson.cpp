#include "partjson.h"

#include "core/common/wholenumber.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

namespace rackwright::partjson {

namespace {

using Keys = QStringList;

const QHash<QString, Keys>& schemaKeys() {
  static const QHash<QString, Keys> keys = [] {
    const Keys layout{"x0", "y0", "dx", "dy", "rows", "order"};
    const Keys group{"count", "start", "layout"};
    const Keys cage{"name",
                    "face",
                    "x",
                    "y",
                    "w",
                    "h",
                    "formFactor",
                    "thermal",
                    "twinPort",
                    "lanes",
                    "signalling",
                    "powerClassW",
                    "protocols",
                    "defaultProtocol",
                    "splitCapable",
                    "logicalPorts",
                    "maxSpeedGbps",
                    "networks",
                    "rails",
                    "leaveUnwired",
                    "note"};
    const Keys panelPort{"name",      "face",         "x",      "y",
                         "connector", "positions",    "polish", "couplingAdapter",
                         "rearPort",  "rearPositions"};
    QHash<QString, Keys> k;
    k.insert(QStringLiteral("catalog"), {"formatVersion", "parts", "systems"});
    // Rack-scale systems (racksystem.h): the rack and its fixed members.
    k.insert(
        QStringLiteral("system"),
        {"id", "manufacturer", "model", "description", "source", "unconfirmed", "gpus", "heightU",
         "widthMm", "depthMm", "powerMaxW", "liquidCooled", "internalLinks", "memberGroups"});
    k.insert(QStringLiteral("system.memberGroups"),
             {"name", "part", "count", "firstU", "firstNumber", "role"});
    k.insert(QString(),
             {"id", "kind", "manufacturer", "model", "partNumber", "description", "source",
              "unconfirmed", "family", "lengthM", "lengthSelectable", "minLengthM", "maxLengthM",
              "variants", "device", "transceiver", "assembly", "fiber", "coupler"});
    k.insert(QStringLiteral("variants"),
             {"id", "lengthM", "partNumber", "description", "unconfirmed", "set"});
    k.insert(QStringLiteral("device"),
             {"role", "uHeight", "fullDepth", "depthMm", "widthMm", "heightMm", "airflow",
              "weightKg", "powerTypicalW", "powerMaxW", "defaultProtocol", "cages", "cageGroups",
              "adapterBays", "panelPorts", "panelPortGroups", "otherPorts"});
    k.insert(QStringLiteral("device.cages"), cage);
    k.insert(QStringLiteral("device.cageGroups"), cage + group);
    k.insert(QStringLiteral("device.cageGroups.layout"), layout);
    k.insert(QStringLiteral("device.adapterBays"), {"name", "defaultAdapter", "networks"});
    k.insert(QStringLiteral("device.panelPorts"), panelPort);
    k.insert(QStringLiteral("device.panelPortGroups"), panelPort + group);
    k.insert(QStringLiteral("device.panelPortGroups.layout"), layout);
    k.insert(
        QStringLiteral("transceiver"),
        {"formFactor", "topStyle", "twinPort", "lanes", "signalling", "pmd", "wavelengthNm",
         "fiberClass", "reachM", "minReachM", "powerTypW", "powerMaxW", "splitPowerTypW",
         "splitPowerMaxW", "protocols", "generation", "splittable", "speedGbps", "opticalPorts"});
    k.insert(QStringLiteral("transceiver.opticalPorts"),
             {"name", "connector", "gender", "polish", "tx", "rx"});
    k.insert(QStringLiteral("assembly"),
             {"type", "signalling", "protocols", "generation", "fiberGrade", "ends"});
    k.insert(QStringLiteral("assembly.ends"),
             {"name", "formFactor", "topStyle", "twinPort", "lanes", "powerW"});
    k.insert(QStringLiteral("fiber"), {"construction", "grade", "fiberClass", "polarity",
                                       "ilPerMatingDb", "lowLoss", "ends", "map"});
    k.insert(QStringLiteral("fiber.ends"),
             {"name", "connector", "fiberCount", "gender", "polish", "keyOrientation"});
    k.insert(QStringLiteral("coupler"), {"connector", "fiberCount", "polish", "keying", "map"});
    return k;
  }();
  return keys;
}

// Objects whose keys are names chosen by the author (port names, fiber grades).
bool hasFreeKeys(const QString& schemaPath) {
  return schemaPath == QLatin1String("device.otherPorts") ||
         schemaPath == QLatin1String("transceiver.reachM") ||
         schemaPath == QLatin1String("unconfirmed");
}

QString joinPath(const QString& prefix, const QString& key) {
  return prefix.isEmpty() ? key : prefix + QLatin1Char('.') + key;
}

QRegularExpression idPattern() {
  static const QRegularExpression re(QStringLiteral("^[^\\s]+$"));
  return re;
}

// Deep merge used by a variant's "set": objects merge key by key, anything else is replaced.
QJsonObject mergeObjects(QJsonObject base, const QJsonObject& patch) {
  for (auto it = patch.begin(); it != patch.end(); ++it) {
    const QJsonValue current = base.value(it.key());
    if (current.isObject() && it.value().isObject()) {
      base.insert(it.key(), mergeObjects(current.toObject(), it.value().toObject()));
    } else {
      base.insert(it.key(), it.value());
    }
  }
  return base;
}

QMap<QString, QString> readUnconfirmed(const ObjectReader& r) {
  QMap<QString, QString> out;
  const ObjectReader u = r.child(QStringLiteral("unconfirmed"));
  for (auto it = u.object().begin(); it != u.object().end(); ++it) {
    const QString where = u.childPath(it.key());
    if (!it.value().isString() || it.value().toString().trimmed().isEmpty()) {
      u.fail(where, ObjectReader::tr("expected the reason why this value is unconfirmed, as "
                                     "text; got %1")
                        .arg(describe(it.value())));
    }
    if (!isKnownFieldPath(it.key()) && r.warnings()) {
      r.warnings()->append(ParseError(r.file(), where, 0,
                                      ObjectReader::tr("\"%1\" is not a field of the catalog "
                                                       "schema; name the field, e.g. "
                                                       "\"transceiver.powerMaxW\"")
                                          .arg(it.key()))
                               .message());
    }
    out.insert(it.key(), it.value().toString());
  }
  return out;
}

void readLength(const ObjectReader& r, Part& part) {
  part.family = r.string(QStringLiteral("family"));
  part.lengthM = r.number(QStringLiteral("lengthM"), 0, 0);
  part.lengthSelectable = r.boolean(QStringLiteral("lengthSelectable"), false);
  if (part.lengthSelectable) {
    part.minLengthM = r.requiredNumber(QStringLiteral("minLengthM"), 0);
    part.maxLengthM = r.requiredNumber(QStringLiteral("maxLengthM"), 0);
    if (part.maxLengthM <= part.minLengthM) {
      r.fail(r.childPath(QStringLiteral("maxLengthM")),
             ObjectReader::tr("expected a maximum length above minLengthM (%1 m); got %2 m")
                 .arg(part.minLengthM)
                 .arg(part.maxLengthM));
    }
    if (part.lengthM > 0 && (part.lengthM < part.minLengthM || part.lengthM > part.maxLengthM)) {
      r.fail(r.childPath(QStringLiteral("lengthM")),
             ObjectReader::tr("expected a length from %1 m to %2 m; got %3 m")
                 .arg(part.minLengthM)
                 .arg(part.maxLengthM)
                 .arg(part.lengthM));
    }
  } else if (r.has(QStringLiteral("minLengthM")) || r.has(QStringLiteral("maxLengthM"))) {
    r.fail(r.childPath(r.has(QStringLiteral("minLengthM")) ? QStringLiteral("minLengthM")
                                                           : QStringLiteral("maxLengthM")),
           ObjectReader::tr("a length range needs \"lengthSelectable\": true"));
  }
}

// The body key a kind is described by; panels are devices or coupling adapters.
QStringList bodyKeysFor(PartKind kind) {
  switch (kind) {
    case PartKind::Transceiver:
      return {QStringLiteral("transceiver")};
    case PartKind::Cable:
      return {QStringLiteral("assembly")};
    case PartKind::Fiber:
      return {QStringLiteral("fiber")};
    case PartKind::Panel:
      return {QStringLiteral("device"), QStringLiteral("coupler")};
    case PartKind::Switch:
    case PartKind::Server:
    case PartKind::Adapter:
    case PartKind::Other:
      return {QStringLiteral("device")};
  }
  return {};
}

void readBody(const ObjectReader& r, Part& part) {
  static const QStringList kBodies{"device", "transceiver", "assembly", "fiber", "coupler"};
  QStringList present;
  for (const QString& key : kBodies) {
    if (r.has(key))
      present << key;
  }
  const QStringList expected = bodyKeysFor(part.kind);
  if (present.size() != 1) {
    r.fail(r.path(), ObjectReader::tr("a %1 part needs exactly one body, \"%2\"; found %3")
                         .arg(toString(part.kind), expected.join(QStringLiteral("\" or \"")),
                              present.isEmpty() ? ObjectReader::tr("none")
                                                : present.join(QStringLiteral(", "))));
  }
  const QString key = present.constFirst();
  if (!expected.contains(key)) {
    r.fail(r.childPath(key),
           ObjectReader::tr("a %1 part is described by \"%2\"; got \"%3\"")
               .arg(toString(part.kind), expected.join(QStringLiteral("\" or \"")), key));
  }
  const ObjectReader body = r.child(key);
  if (key == QLatin1String("device")) {
    part.body = readDevice(body);
  } else if (key == QLatin1String("transceiver")) {
    part.body = readTransceiver(body);
  } else if (key == QLatin1String("assembly")) {
    part.body = readAssembly(body);
  } else if (key == QLatin1String("fiber")) {
    part.body = readFiber(body);
  } else {
    part.body = readCoupler(body);
  }
}

Part readPart(const ObjectReader& r) {
  Part part;
  part.id = r.requiredString(QStringLiteral("id"));
  if (!idPattern().match(part.id).hasMatch()) {
    r.fail(r.childPath(QStringLiteral("id")),
           ObjectReader::tr("expected an id without spaces; got \"%1\"").arg(part.id));
  }
  part.kind = r.requiredEnum<PartKind>(QStringLiteral("kind"));
  part.manufacturer = r.string(QStringLiteral("manufacturer"));
  part.model = r.string(QStringLiteral("model"));
  part.partNumber = r.string(QStringLiteral("partNumber"));
  part.description = r.string(QStringLiteral("description"));
  part.source = r.requiredString(QStringLiteral("source"));
  part.unconfirmed = readUnconfirmed(r);
  readLength(r, part);
  // "ID:40m" names a generic part at a chosen length: the suffix must agree with the fields.
  static const QRegularExpression suffix(QStringLiteral(":([0-9]+(?:\\.[0-9]+)?)m$"));
  if (const QRegularExpressionMatch m = suffix.match(part.id); m.hasMatch()) {
    if (!part.lengthSelectable || part.lengthM != m.captured(1).toDouble()) {
      r.fail(r.childPath(QStringLiteral("id")),
             ObjectReader::tr("a length suffix (\"%1\") is only valid on a lengthSelectable part "
                              "whose lengthM is the same length")
                 .arg(m.captured(0)));
    }
  }
  readBody(r, part);
  r.warnUnknownKeys();
  part.definition = r.object();
  shareNames(part);
  return part;
}

// Reads the per-variant keys and returns the family JSON resolved for that variant.
QJsonObject resolveVariant(const QJsonObject& family, const QString& familyId,
                           const ObjectReader& v) {
  QJsonObject resolved = family;
  resolved.remove(QStringLiteral("variants"));
  const ObjectReader set = v.child(QStringLiteral("set"));
  resolved = mergeObjects(resolved, set.object());
  resolved.insert(QStringLiteral("id"), v.requiredString(QStringLiteral("id")));
  const double lengthM = v.requiredNumber(QStringLiteral("lengthM"), 0);
  if (lengthM <= 0) {
    v.fail(v.childPath(QStringLiteral("lengthM")),
           ObjectReader::tr("expected a length above 0 m; got %1").arg(lengthM));
  }
  resolved.insert(QStringLiteral("lengthM"), lengthM);
  resolved.insert(QStringLiteral("family"), familyId);
  for (const char* key : {"partNumber", "description"}) {
    const QString k = QString::fromLatin1(key);
    if (v.has(k))
      resolved.insert(k, v.string(k));
  }
  const QMap<QString, QString> extra = readUnconfirmed(v);
  if (!extra.isEmpty()) {
    QJsonObject unconfirmed = resolved.value(QStringLiteral("unconfirmed")).toObject();
    for (auto it = extra.begin(); it != extra.end(); ++it)
      unconfirmed.insert(it.key(), *it);
    resolved.insert(QStringLiteral("unconfirmed"), unconfirmed);
  }
  v.warnUnknownKeys();
  return resolved;
}

}  // namespace

const QStringList& allowedKeys(const QString& schemaPath) {
  static const QStringList none;
  const auto& keys = schemaKeys();
  const auto it = keys.constFind(schemaPath);
  return it == keys.constEnd() ? none : *it;
}

bool isKnownFieldPath(const QString& fieldPath, const QString& root) {
  const QStringList segments = fieldPath.split(QLatin1Char('.'));
  QString prefix = root;
  for (int i = 0; i < segments.size(); ++i) {
    if (segments.at(i).isEmpty())
      return false;
    if (hasFreeKeys(prefix))
      return i == segments.size() - 1;
    const auto it = schemaKeys().constFind(prefix);
    if (it == schemaKeys().constEnd() || !it->contains(segments.at(i)))
      return false;
    prefix = joinPath(prefix, segments.at(i));
  }
  return true;
}

QString describe(const QJsonValue& value) {
  switch (value.type()) {
    case QJsonValue::String:
      return QStringLiteral("\"%1\"").arg(value.toString());
    case QJsonValue::Double:
      return ObjectReader::tr("the number %1").arg(value.toDouble());
    case QJsonValue::Bool:
      return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Array:
      return ObjectReader::tr("an array");
    case QJsonValue::Object:
      return ObjectReader::tr("an object");
    case QJsonValue::Null:
      return QStringLiteral("null");
    case QJsonValue::Undefined:
      return ObjectReader::tr("nothing");
  }
  return {};
}

ObjectReader::ObjectReader(QJsonObject object, QString path, QString file, QString schemaPath,
                           QStringList* warnings)
    : mObject(std::move(object)),
      mPath(std::move(path)),
      mFile(std::move(file)),
      mSchemaPath(std::move(schemaPath)),
      mWarnings(warnings) {}

QString ObjectReader::childPath(const QString& key) const {
  return mPath + QLatin1Char('.') + key;
}

bool ObjectReader::has(const QString& key) const {
  const QJsonValue v = mObject.value(key);
  return !v.isUndefined() && !v.isNull();
}

void ObjectReader::warnUnknownKeys() const {
  if (!mWarnings || hasFreeKeys(mSchemaPath))
    return;
  const QStringList& allowed = allowedKeys(mSchemaPath);
  for (auto it = mObject.begin(); it != mObject.end(); ++it) {
    if (allowed.contains(it.key()))
      continue;
    mWarnings->append(
        ParseError(mFile, childPath(it.key()), 0,
                   tr("unknown key, ignored (check the spelling; known keys here: %1)")
                       .arg(allowed.join(QStringLiteral(", "))))
            .message());
  }
}

void ObjectReader::warn(const QString& where, const QString& problem) const {
  if (mWarnings)
    mWarnings->append(ParseError(mFile, where, 0, problem).message());
}

void ObjectReader::fail(const QString& where, const QString& problem) const {
  throw ParseError(mFile, where, 0, problem);
}

void ObjectReader::requirePresent(const QString& key) const {
  if (!has(key))
    fail(childPath(key), tr("required value is missing"));
}

QString ObjectReader::string(const QString& key, const QString& fallback) const {
  if (!has(key))
    return fallback;
  const QJsonValue v = mObject.value(key);
  if (!v.isString())
    fail(childPath(key), tr("expected text; got %1").arg(describe(v)));
  return v.toString();
}

QString ObjectReader::requiredString(const QString& key) const {
  requirePresent(key);
  QString s = string(key);
  if (s.trimmed().isEmpty())
    fail(childPath(key), tr("must not be empty"));
  return s;
}

double ObjectReader::number(const QString& key, double fallback, double minimum) const {
  if (!has(key))
    return fallback;
  const QJsonValue v = mObject.value(key);
  if (!v.isDouble())
    fail(childPath(key), tr("expected a number; got %1").arg(describe(v)));
  if (v.toDouble() < minimum) {
    fail(childPath(key),
         tr("expected a number of at least %1; got %2").arg(minimum).arg(v.toDouble()));
  }
  return v.toDouble();
}

double ObjectReader::requiredNumber(const QString& key, double minimum) const {
  requirePresent(key);
  return number(key, 0, minimum);
}

int ObjectReader::integer(const QString& key, int fallback, int minimum) const {
  if (!has(key))
    return fallback;
  const QJsonValue v = mObject.value(key);
  const double d = v.toDouble();
  if (!v.isDouble() || !isWholeInt(d)) {
    fail(childPath(key), tr("expected a whole number; got %1").arg(describe(v)));
  }
  if (d < minimum) {
    fail(childPath(key), tr("expected a whole number of at least %1; got %2").arg(minimum).arg(d));
  }
  return static_cast<int>(d);
}

int ObjectReader::requiredInteger(const QString& key, int minimum) const {
  requirePresent(key);
  return integer(key, 0, minimum);
}

bool ObjectReader::boolean(const QString& key, bool fallback) const {
  if (!has(key))
    return fallback;
  const QJsonValue v = mObject.value(key);
  if (!v.isBool())
    fail(childPath(key), tr("expected true or false; got %1").arg(describe(v)));
  return v.toBool();
}

QJsonArray ObjectReader::array(const QString& key) const {
  if (!has(key))
    return {};
  const QJsonValue v = mObject.value(key);
  if (!v.isArray())
    fail(childPath(key), tr("expected an array; got %1").arg(describe(v)));
  return v.toArray();
}

QJsonArray ObjectReader::requiredArray(const QString& key) const {
  requirePresent(key);
  QJsonArray a = array(key);
  if (a.isEmpty())
    fail(childPath(key), tr("expected at least one entry; got an empty array"));
  return a;
}

QStringList ObjectReader::strings(const QString& key) const {
  QStringList out;
  const QJsonArray values = array(key);
  for (int i = 0; i < values.size(); ++i) {
    if (!values.at(i).isString() || values.at(i).toString().isEmpty()) {
      fail(QStringLiteral("%1[%2]").arg(childPath(key)).arg(i),
           tr("expected a non-empty text; got %1").arg(describe(values.at(i))));
    }
    out << values.at(i).toString();
  }
  return out;
}

QVector<int> ObjectReader::integers(const QString& key, int minimum, int maximum) const {
  QVector<int> out;
  const QJsonArray values = array(key);
  for (int i = 0; i < values.size(); ++i) {
    const QJsonValue v = values.at(i);
    const double d = v.toDouble();
    if (!v.isDouble() || !isWholeInt(d) || d < minimum || d > maximum) {
      fail(QStringLiteral("%1[%2]").arg(childPath(key)).arg(i),
           tr("expected a whole number from %1 to %2; got %3")
               .arg(minimum)
               .arg(maximum)
               .arg(describe(v)));
    }
    out << static_cast<int>(d);
  }
  return out;
}

ObjectReader ObjectReader::child(const QString& key) const {
  QJsonObject object;
  if (has(key)) {
    const QJsonValue v = mObject.value(key);
    if (!v.isObject())
      fail(childPath(key), tr("expected an object; got %1").arg(describe(v)));
    object = v.toObject();
  }
  return ObjectReader(object, childPath(key), mFile, joinPath(mSchemaPath, key), mWarnings);
}

ObjectReader ObjectReader::element(const QString& key, const QJsonArray& array, int index) const {
  const QString where = QStringLiteral("%1[%2]").arg(childPath(key)).arg(index);
  const QJsonValue v = array.at(index);
  if (!v.isObject())
    fail(where, tr("expected an object; got %1").arg(describe(v)));
  return ObjectReader(v.toObject(), where, mFile, joinPath(mSchemaPath, key), mWarnings);
}

QVector<PartPtr> parse(const QJsonObject& json, const QString& file, const QString& where,
                       QStringList* warnings) {
  const ObjectReader r(json, where, file, QString(), warnings);
  if (!r.has(QStringLiteral("variants")))
    return {std::make_shared<const Part>(readPart(r))};

  // A family: one part per variant. The family keys are read once per variant, so their
  // warnings are collected here and reported once.
  const QString familyId = r.requiredString(QStringLiteral("id"));
  for (const char* key : {"lengthM", "lengthSelectable", "family"}) {
    if (r.has(QString::fromLatin1(key))) {
      r.fail(r.childPath(QString::fromLatin1(key)),
             ObjectReader::tr("a part with \"variants\" gives each variant its own length and "
                              "id; remove \"%1\" here")
                 .arg(QString::fromLatin1(key)));
    }
  }
  const QJsonArray variants = r.requiredArray(QStringLiteral("variants"));
  QStringList familyWarnings;
  QVector<PartPtr> parts;
  QSet<QString> ids;
  for (int i = 0; i < variants.size(); ++i) {
    const ObjectReader v = r.element(QStringLiteral("variants"), variants, i);
    const ObjectReader vr(v.object(), v.path(), file, QStringLiteral("variants"),
                          warnings ? &familyWarnings : nullptr);
    const QJsonObject resolved = resolveVariant(json, familyId, vr);
    const QString id = resolved.value(QStringLiteral("id")).toString();
    if (ids.contains(id)) {
      vr.fail(vr.childPath(QStringLiteral("id")),
              ObjectReader::tr("variant id \"%1\" is used twice").arg(id));
    }
    ids.insert(id);
    parts << std::make_shared<const Part>(readPart(
        ObjectReader(resolved, where, file, QString(), warnings ? &familyWarnings : nullptr)));
  }
  if (warnings) {
    familyWarnings.removeDuplicates();
    *warnings += familyWarnings;
  }
  return parts;
}

}  // namespace rackwright::partjson
