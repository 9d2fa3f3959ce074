#include "jsonreader.h"

namespace rackwright {

namespace {
QString typeName(const QJsonValue& v) {
  switch (v.type()) {
    case QJsonValue::Null:
      return QStringLiteral("null");
    case QJsonValue::Bool:
      return QStringLiteral("a boolean");
    case QJsonValue::Double:
      return QStringLiteral("a number");
    case QJsonValue::String:
      return QStringLiteral("a string");
    case QJsonValue::Array:
      return QStringLiteral("an array");
    case QJsonValue::Object:
      return QStringLiteral("an object");
    case QJsonValue::Undefined:
      return QStringLiteral("nothing");
  }
  return QStringLiteral("?");
}
}  // namespace

int JsonReader::lineOf(const QString& anchor) const {
  if (!mRawText || anchor.isEmpty())
    return 0;
  const qsizetype offset = mRawText->indexOf(anchor.toUtf8());
  if (offset < 0)
    return 0;
  return int(std::count(mRawText->constBegin(), mRawText->constBegin() + offset, '\n')) + 1;
}

void JsonReader::fail(const QString& path, const QString& problem, const QString& anchor) const {
  int line = 0;
  if (!mAnchor.isEmpty())
    line = lineOf(mAnchor);
  if (line == 0 && !anchor.isEmpty())
    line = lineOf(anchor);
  throw ParseError(mFileName, path, line, problem);
}

QJsonObject JsonReader::object(const QJsonValue& v, const QString& path) const {
  if (!v.isObject())
    fail(path, tr("expected an object, found %1").arg(typeName(v)));
  return v.toObject();
}

QJsonArray JsonReader::array(const QJsonObject& o, const QString& key, const QString& path,
                             bool required) const {
  const QJsonValue v = o.value(key);
  if (v.isUndefined() || v.isNull()) {
    if (required)
      fail(path, tr("the required array \"%1\" is missing").arg(key));
    return {};
  }
  if (!v.isArray()) {
    fail(path + QLatin1Char('.') + key, tr("expected an array, found %1").arg(typeName(v)));
  }
  return v.toArray();
}

QString JsonReader::string(const QJsonObject& o, const QString& key, const QString& path,
                           bool required, const QString& fallback) const {
  const QJsonValue v = o.value(key);
  if (v.isUndefined() || v.isNull()) {
    if (required)
      fail(path, tr("the required text \"%1\" is missing").arg(key));
    return fallback;
  }
  if (!v.isString()) {
    fail(path + QLatin1Char('.') + key, tr("expected a string, found %1").arg(typeName(v)));
  }
  return v.toString();
}

double JsonReader::number(const QJsonObject& o, const QString& key, const QString& path,
                          bool required, double fallback) const {
  const QJsonValue v = o.value(key);
  if (v.isUndefined() || v.isNull()) {
    if (required)
      fail(path, tr("the required number \"%1\" is missing").arg(key));
    return fallback;
  }
  if (!v.isDouble()) {
    fail(path + QLatin1Char('.') + key, tr("expected a number, found %1").arg(typeName(v)));
  }
  return v.toDouble();
}

int JsonReader::integer(const QJsonObject& o, const QString& key, const QString& path,
                        bool required, int fallback) const {
  const double value = number(o, key, path, required, fallback);
  if (value != double(qint64(value))) {
    fail(path + QLatin1Char('.') + key, tr("expected a whole number, found %1").arg(value));
  }
  return int(value);
}

bool JsonReader::boolean(const QJsonObject& o, const QString& key, const QString& path,
                         bool fallback) const {
  const QJsonValue v = o.value(key);
  if (v.isUndefined() || v.isNull())
    return fallback;
  if (!v.isBool()) {
    fail(path + QLatin1Char('.') + key, tr("expected true or false, found %1").arg(typeName(v)));
  }
  return v.toBool();
}

QUuid JsonReader::uuid(const QJsonObject& o, const QString& key, const QString& path,
                       bool required) const {
  const QString text = string(o, key, path, required);
  if (text.isEmpty())
    return {};
  const QUuid id = QUuid::fromString(text);
  if (id.isNull()) {
    fail(path + QLatin1Char('.') + key, tr("\"%1\" is not a valid id (a UUID)").arg(text), text);
  }
  return id;
}

QJsonObject JsonReader::unknownKeys(const QJsonObject& o, const QSet<QString>& known) {
  QJsonObject extra;
  for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
    if (!known.contains(it.key()))
      extra.insert(it.key(), it.value());
  }
  return extra;
}

}  // namespace rackwright
