#ifndef RACKWRIGHT_CORE_CATALOG_PARTJSON_H
#define RACKWRIGHT_CORE_CATALOG_PARTJSON_H

#include "core/common/error.h"
#include "parttypes.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>

#include <optional>

namespace rackwright::partjson {

/// Reads one part definition; Catalog::parsePartDefinition forwards here.
QVector<PartPtr> parse(const QJsonObject& json, const QString& file, const QString& where,
                       QStringList* warnings);

/// The keys the schema allows in the object at `schemaPath`: "" is a part, "device.cages" a
/// cage, "catalog" the top level of a catalog file.
const QStringList& allowedKeys(const QString& schemaPath);

/// True if `fieldPath` names a field of the schema ("transceiver.powerMaxW",
/// "device.cages.logicalPorts"); "unconfirmed" keys must be such paths so that every view can
/// mark the field they refer to. `root` is the schema path the field path starts from: "" for a
/// part, "system" for a rack-scale system.
bool isKnownFieldPath(const QString& fieldPath, const QString& root = {});

/// Short description of a JSON value for error messages: "\"XYZ\"", "a number (3)", "an array".
QString describe(const QJsonValue& value);

/// Reads typed values out of one JSON object. Every error names the file and the JSON path of
/// the offending value; keys the schema does not know become warnings (a typo must not silently
/// drop a value, but must not stop a catalog from loading either).
class ObjectReader final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::partjson::ObjectReader)

 public:
  ObjectReader(QJsonObject object, QString path, QString file, QString schemaPath,
               QStringList* warnings);

  const QJsonObject& object() const { return mObject; }
  const QString& path() const { return mPath; }
  const QString& file() const { return mFile; }
  QStringList* warnings() const { return mWarnings; }
  QString childPath(const QString& key) const;

  bool has(const QString& key) const;
  /// Appends a warning for every key not allowed at this schema path.
  void warnUnknownKeys() const;

  QString string(const QString& key, const QString& fallback = {}) const;
  QString requiredString(const QString& key) const;
  double number(const QString& key, double fallback, double minimum) const;
  double requiredNumber(const QString& key, double minimum) const;
  int integer(const QString& key, int fallback, int minimum) const;
  int requiredInteger(const QString& key, int minimum) const;
  bool boolean(const QString& key, bool fallback) const;
  QJsonArray array(const QString& key) const;
  QJsonArray requiredArray(const QString& key) const;
  QStringList strings(const QString& key) const;
  /// Whole numbers in [minimum, maximum], e.g. fiber positions.
  QVector<int> integers(const QString& key, int minimum, int maximum) const;

  /// The object under `key` (an empty object when absent), read with the schema of
  /// `schemaPath` + "." + key.
  ObjectReader child(const QString& key) const;
  /// Element `index` of the array under `key`, which must be an object.
  ObjectReader element(const QString& key, const QJsonArray& array, int index) const;

  template <typename E>
  E enumValue(const QString& key, E fallback) const {
    return has(key) ? enumAt<E>(mObject.value(key), childPath(key)) : fallback;
  }
  template <typename E>
  E requiredEnum(const QString& key) const {
    requirePresent(key);
    return enumAt<E>(mObject.value(key), childPath(key));
  }
  template <typename E>
  std::optional<E> optionalEnum(const QString& key) const {
    if (!has(key))
      return std::nullopt;
    return enumAt<E>(mObject.value(key), childPath(key));
  }
  template <typename E>
  QVector<E> enums(const QString& key) const {
    QVector<E> out;
    const QJsonArray values = array(key);
    for (int i = 0; i < values.size(); ++i) {
      out << enumAt<E>(values.at(i), QStringLiteral("%1[%2]").arg(childPath(key)).arg(i));
    }
    return out;
  }

  /// Appends a warning at `where` (a JSON path): the part loads, the user is told.
  void warn(const QString& where, const QString& problem) const;
  /// Throws a ParseError at `where` (a JSON path).
  [[noreturn]] void fail(const QString& where, const QString& problem) const;
  void requirePresent(const QString& key) const;

  template <typename E>
  E enumAt(const QJsonValue& value, const QString& where) const {
    if (value.isString()) {
      if (const std::optional<E> e = enumFromString<E>(value.toString()))
        return *e;
    }
    fail(where, tr("expected one of %1; got %2")
                    .arg(enumSpellings<E>().join(QStringLiteral(", ")), describe(value)));
  }

 private:
  QJsonObject mObject;
  QString mPath;
  QString mFile;
  QString mSchemaPath;
  QStringList* mWarnings = nullptr;
};

/// The bodies of a part (partbodies.cpp). Each validates what the schema promises the rest of
/// the program: positions within fiber counts, lanes covered once, names unique.
DeviceBody readDevice(const ObjectReader& r);
TransceiverBody readTransceiver(const ObjectReader& r);
CableAssemblyBody readAssembly(const ObjectReader& r);
PassiveFiberBody readFiber(const ObjectReader& r);
CouplingAdapterBody readCoupler(const ObjectReader& r);

}  // namespace rackwright::partjson

#endif
