#include "jsonreader.h"

#include <algorithm>

namespace rackwright {

JsonKind jsonKindOf(const QJsonValue& value) {
  switch (value.type()) {
    case QJsonValue::Null:
      return JsonKind::Null;
    case QJsonValue::Bool:
      return JsonKind::Bool;
    case QJsonValue::Double:
      return JsonKind::Number;
    case QJsonValue::String:
      return JsonKind::String;
    case QJsonValue::Array:
      return JsonKind::Array;
    case QJsonValue::Object:
      return JsonKind::Object;
    case QJsonValue::Undefined:
      break;
  }
  return JsonKind::Undefined;
}

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
    fail(path, tr("expected an object, found %1").arg(describeJsonKind(jsonKindOf(v))));
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
    fail(path + QLatin1Char('.') + key,
         tr("expected an array, found %1").arg(describeJsonKind(jsonKindOf(v))));
  }
  return v.toArray();
}

}  // namespace rackwright
