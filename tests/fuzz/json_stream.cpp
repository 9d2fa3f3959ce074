// The pull JSON reader (core/fileformat/jsonstreamreader.cpp). Its contract is differential:
// it accepts exactly what QJsonDocument::fromJson accepts, refuses the rest with the same error
// code, and decodes every string and number to the same value. Each input is read by both and
// any difference stops the run.
#include "core/fileformat/jsonstreamreader.h"
#include "fuzzsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstring>

using namespace rackwright;

namespace {

/// The value at the reader's position, decoded by the stream reader alone.
QJsonValue build(JsonStreamReader& reader) {
  bool first = true;
  switch (reader.peek()) {
    case '{': {
      QJsonObject object;
      reader.beginObject(&first);
      JsonSpan key;
      while (reader.nextMember(&first, &key)) {
        if (key.kind != JsonKind::String)
          fuzz::fail("an object key that is not a string");
        const QString name = JsonStreamReader::toString(key);
        object.insert(name, build(reader));  // a repeated key: the last one wins, as in Qt
      }
      return object;
    }
    case '[': {
      QJsonArray array;
      reader.beginArray(&first);
      while (reader.nextElement(&first))
        array.append(build(reader));
      return array;
    }
    default:
      break;
  }
  const JsonSpan span = reader.readValue();
  if (span.begin > span.end || span.begin < reader.begin() || span.end > reader.end())
    fuzz::fail("a span outside the document");
  switch (span.kind) {
    case JsonKind::Null:
      return QJsonValue(QJsonValue::Null);
    case JsonKind::Bool:
      return QJsonValue(JsonStreamReader::equals(span, QLatin1StringView("true")));
    case JsonKind::Number:
      return QJsonValue(JsonStreamReader::toDouble(span));
    case JsonKind::String: {
      const QString text = JsonStreamReader::toString(span);
      QUuid id;
      if (JsonStreamReader::toCanonicalUuid(span, &id) && id != QUuid::fromString(text))
        fuzz::fail("an id decoded differently from QUuid::fromString");
      return QJsonValue(text);
    }
    default:
      break;
  }
  fuzz::fail("readValue() returned no value");
}

/// Equal values, numbers compared bit for bit (0 and -0 differ), integers as doubles.
bool same(const QJsonValue& a, const QJsonValue& b) {
  if (a.type() != b.type())
    return false;
  switch (a.type()) {
    case QJsonValue::Double: {
      const double x = a.toDouble();
      const double y = b.toDouble();
      return std::memcmp(&x, &y, sizeof x) == 0;
    }
    case QJsonValue::Array: {
      const QJsonArray x = a.toArray();
      const QJsonArray y = b.toArray();
      if (x.size() != y.size())
        return false;
      for (qsizetype i = 0; i < x.size(); ++i) {
        if (!same(x[i], y[i]))
          return false;
      }
      return true;
    }
    case QJsonValue::Object: {
      const QJsonObject x = a.toObject();
      const QJsonObject y = b.toObject();
      if (x.keys() != y.keys())
        return false;
      for (auto it = x.constBegin(); it != x.constEnd(); ++it) {
        if (!same(it.value(), y.value(it.key())))
          return false;
      }
      return true;
    }
    default:
      return a == b;
  }
}

QByteArray compact(const QJsonValue& value) {
  return value.isObject() ? QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact)
                          : QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact);
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  fuzz::initFuzzTarget();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const QByteArray bytes = fuzz::bytesOf(data, size);
  QJsonParseError qtError;
  const QJsonDocument document = QJsonDocument::fromJson(bytes, &qtError);

  QJsonParseError::ParseError streamError = QJsonParseError::NoError;
  QJsonValue streamValue;
  JsonSpan whole;
  try {
    JsonStreamReader reader(bytes.constData(), bytes.constData() + bytes.size());
    const char first = reader.startDocument();
    if (first != '{' && first != '[') {
      streamError = QJsonParseError::IllegalValue;  // Qt wants an object or an array on top
    } else {
      const char* top = reader.pos();
      streamValue = build(reader);
      reader.endDocument();
      // Locating the whole document again in one call must agree with the walk.
      reader.seek(top);
      whole = reader.readValue();
    }
  } catch (const JsonSyntaxError& e) {
    streamError = e.error;
    if (e.offset < 0 || e.offset > bytes.size())
      fuzz::fail("an error offset outside the document");
    (void)e.errorString();
  }
  if (streamError != qtError.error) {
    const QByteArray what = QStringLiteral(
                                "the stream reader and QJsonDocument disagree on whether "
                                "(or why) this is JSON: error %1 against Qt's %2")
                                .arg(int(streamError))
                                .arg(int(qtError.error))
                                .toUtf8();
    fuzz::fail(what.constData());
  }
  if (qtError.error != QJsonParseError::NoError)
    return 0;
  // QString::fromUtf8 drops a byte-order mark that starts a string. Qt's object then hands out
  // a key without it but stores, sorts and looks up the key with it, so its members cannot be
  // compared with a QJsonObject built from decoded keys; the syntax check above still holds.
  if (bytes.indexOf("\xEF\xBB\xBF", 1) >= 0)
    return 0;
  const QJsonValue qtValue =
      document.isObject() ? QJsonValue(document.object()) : QJsonValue(document.array());
  if (!same(streamValue, qtValue)) {
    const QByteArray what = "the stream reader decoded a value differently from QJsonDocument: " +
                            compact(streamValue) + " against Qt's " + compact(qtValue);
    fuzz::fail(what.constData());
  }
  if (!same(JsonStreamReader::toJsonValue(whole), qtValue))
    fuzz::fail("toJsonValue() differs from QJsonDocument");
  return 0;
}
