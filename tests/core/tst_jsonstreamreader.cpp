// The pull JSON reader behind the design-file stream loader: it must accept exactly what
// QJsonDocument::fromJson accepts, refuse the rest with the same error, and decode every value
// to the same text or number.
#include "core/fileformat/jsonstreamreader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>
#include <cstring>

using namespace rackwright;

namespace {

/// Builds the value at the reader's position with the stream reader's own decoding (not Qt's),
/// so the result can be compared with what QJsonDocument made of the same bytes.
QJsonValue build(JsonStreamReader& reader) {
  bool first = true;
  switch (reader.peek()) {
    case '{': {
      QJsonObject object;
      reader.beginObject(&first);
      JsonSpan key;
      while (reader.nextMember(&first, &key)) {
        const QString name = JsonStreamReader::toString(key);
        object.insert(name, build(reader));  // a repeated key: the last one wins
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
  switch (span.kind) {
    case JsonKind::Null:
      return QJsonValue(QJsonValue::Null);
    case JsonKind::Bool:
      return QJsonValue(JsonStreamReader::equals(span, QLatin1StringView("true")));
    case JsonKind::Number:
      return QJsonValue(JsonStreamReader::toDouble(span));
    case JsonKind::String:
      return QJsonValue(JsonStreamReader::toString(span));
    default:
      break;
  }
  return QJsonValue(QJsonValue::Undefined);
}

struct Outcome {
  QJsonParseError::ParseError error = QJsonParseError::NoError;
  QJsonValue value;
};

Outcome readWithStream(const QByteArray& bytes) {
  Outcome outcome;
  try {
    JsonStreamReader reader(bytes.constData(), bytes.constData() + bytes.size());
    const char first = reader.startDocument();
    if (first != '{' && first != '[') {
      outcome.error = QJsonParseError::IllegalValue;  // Qt wants an object or array on top
      return outcome;
    }
    outcome.value = build(reader);
    reader.endDocument();
  } catch (const JsonSyntaxError& e) {
    outcome.error = e.error;
    outcome.value = QJsonValue();
  }
  return outcome;
}

/// Equal values, numbers compared bit for bit (so 0 and -0 differ).
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
      for (const QString& key : x.keys()) {
        if (!same(x.value(key), y.value(key)))
          return false;
      }
      return true;
    }
    default:
      return a == b;
  }
}

QByteArray nested(int depth) {
  return QByteArray(depth, '[') + QByteArray(depth, ']');
}

}  // namespace

class TestJsonStreamReader : public QObject {
  Q_OBJECT

 private Q_SLOTS:
  void sameAsQJsonDocument_data();
  void sameAsQJsonDocument();
  void spansAndLines();
  void keptValuesAreQtValues();
};

void TestJsonStreamReader::sameAsQJsonDocument_data() {
  QTest::addColumn<QByteArray>("bytes");

  // Valid documents, including Qt's leniencies.
  QTest::newRow("empty object") << QByteArray("{}");
  QTest::newRow("empty array") << QByteArray(" [ ] ");
  QTest::newRow("scalars") << QByteArray(R"([null, true, false, 0, -1, "x"])");
  QTest::newRow("object") << QByteArray(R"({"a": 1, "b": [1, {"c": null}], "d": {}})");
  QTest::newRow("repeated key") << QByteArray(R"({"a": 1, "b": 2, "a": 3})");
  QTest::newRow("byte-order mark") << QByteArray("\xEF\xBB\xBF{\"a\": 1}");
  QTest::newRow("white space") << QByteArray("\r\n\t {\r\n\t\"a\"\t:\n1\r}\n\n");
  QTest::newRow("numbers") << QByteArray(
      "[0, -0, 1.0, -0.0, 1.5, 1e3, 1E-3, 2.5e+2, 5., .5, -.5, 0.e1, 42.50, 123456789012345678,"
      " 9223372036854775807, 9223372036854775808, 1e308, 4.9e-324, 0.1, 0.30000000000000004]");
  QTest::newRow("escapes") << QByteArray(
      R"(["\"\\\/\b\f\n\r\t", "\u0041\u00e9\u20ac", "\ud83d\ude00", "\ud800", "\x\q"])");
  QTest::newRow("utf-8") << QByteArray("[\"gr\xC3\xBC\xC3\x9F \xE2\x82\xAC \xF0\x9F\x98\x80\"]");
  QTest::newRow("noncharacter") << QByteArray("[\"\xEF\xBF\xBE\"]");
  QTest::newRow("raw control character") << QByteArray("[\"a\x01\tb\"]");
  QTest::newRow("1024 levels") << nested(1024);
  QTest::newRow("escaped key") << QByteArray(R"({"h\u0065ightU": 42, "heightU": 7})");

  // Invalid documents: the same error as Qt.
  QTest::newRow("nothing") << QByteArray("");
  QTest::newRow("scalar on top") << QByteArray("42");
  QTest::newRow("string on top") << QByteArray("\"x\"");
  QTest::newRow("unterminated object") << QByteArray("{\"a\": 1");
  QTest::newRow("unterminated array") << QByteArray("[1, 2");
  QTest::newRow("unterminated string") << QByteArray("[\"abc");
  QTest::newRow("string at the very end") << QByteArray("[\"abc\"");
  QTest::newRow("missing colon") << QByteArray("{\"a\" 1}");
  QTest::newRow("missing comma in object") << QByteArray("{\"a\": 1 \"b\": 2}");
  QTest::newRow("missing comma in array") << QByteArray("[1 2]");
  QTest::newRow("trailing comma in object") << QByteArray("{\"a\": 1,}");
  QTest::newRow("trailing comma in array") << QByteArray("[1,]");
  QTest::newRow("comma instead of value") << QByteArray("{\"a\": ,}");
  QTest::newRow("key not a string") << QByteArray("{a: 1}");
  QTest::newRow("leading zero") << QByteArray("[01]");
  QTest::newRow("plus sign") << QByteArray("[+1]");
  QTest::newRow("lone minus") << QByteArray("[-]");
  QTest::newRow("exponent without digits") << QByteArray("[1e]");
  QTest::newRow("overflow") << QByteArray("[1e999]");
  QTest::newRow("underflow") << QByteArray("[1e-999]");
  QTest::newRow("number at the end") << QByteArray("[1");
  QTest::newRow("bad literal") << QByteArray("[nul]");
  QTest::newRow("short literal") << QByteArray("[tru]");
  QTest::newRow("bad escape") << QByteArray(R"(["\u12G4"])");
  QTest::newRow("short unicode escape") << QByteArray(R"(["\u12"])");
  // Qt calls a string whose first backslash is the last byte unterminated, a later one illegal.
  QTest::newRow("backslash at the end") << QByteArray(R"(["\)");
  QTest::newRow("backslash at the end of a key") << QByteArray(R"({"\)");
  QTest::newRow("second backslash at the end") << QByteArray(R"(["\n\)");
  QTest::newRow("invalid UTF-8") << QByteArray("[\"\xC3\x28\"]");
  QTest::newRow("overlong UTF-8") << QByteArray("[\"\xC0\x80\"]");
  QTest::newRow("UTF-8 surrogate") << QByteArray("[\"\xED\xA0\x80\"]");
  QTest::newRow("beyond U+10FFFF") << QByteArray("[\"\xF4\x90\x80\x80\"]");
  QTest::newRow("truncated UTF-8") << QByteArray("[\"\xE2\x82\"]");
  QTest::newRow("garbage at the end") << QByteArray("{} x");
  QTest::newRow("second document") << QByteArray("{}{}");
  QTest::newRow("1025 levels") << nested(1025);
}

void TestJsonStreamReader::sameAsQJsonDocument() {
  QFETCH(QByteArray, bytes);
  QJsonParseError qtError;
  const QJsonDocument document = QJsonDocument::fromJson(bytes, &qtError);
  const Outcome outcome = readWithStream(bytes);
  QCOMPARE(outcome.error, qtError.error);
  if (qtError.error != QJsonParseError::NoError)
    return;
  const QJsonValue expected =
      document.isArray() ? QJsonValue(document.array()) : QJsonValue(document.object());
  QVERIFY2(same(outcome.value, expected),
           QJsonDocument(QJsonArray{outcome.value}).toJson(QJsonDocument::Compact).constData());
}

void TestJsonStreamReader::spansAndLines() {
  const QByteArray bytes("{\n  \"a\": \"x\\ny\",\n  \"b\": [1, {\"c\": 2}],\n  \"d\": 3.5\n}\n");
  JsonStreamReader reader(bytes.constData(), bytes.constData() + bytes.size());
  QCOMPARE(reader.startDocument(), '{');
  bool first = true;
  reader.beginObject(&first);
  JsonSpan key;
  QVERIFY(reader.nextMember(&first, &key));
  QVERIFY(JsonStreamReader::equals(key, QLatin1StringView("a")));
  const JsonSpan a = reader.readValue();
  QCOMPARE(a.kind, JsonKind::String);
  QVERIFY(a.escaped);
  QCOMPARE(JsonStreamReader::toString(a), QStringLiteral("x\ny"));
  QCOMPARE(JsonStreamReader::lineAt(bytes.constData(), a.rawBegin()), 2);
  QVERIFY(reader.nextMember(&first, &key));
  const JsonSpan b = reader.readValue();
  QCOMPARE(b.kind, JsonKind::Array);
  QCOMPARE(b.count, qsizetype(2));
  QCOMPARE(QByteArray(b.rawBegin(), b.rawEnd() - b.rawBegin()), QByteArray("[1, {\"c\": 2}]"));
  QCOMPARE(JsonStreamReader::lineAt(bytes.constData(), b.rawBegin()), 3);
  QVERIFY(reader.nextMember(&first, &key));
  const JsonSpan d = reader.readValue();
  QCOMPARE(JsonStreamReader::toDouble(d), 3.5);
  QCOMPARE(JsonStreamReader::lineAt(bytes.constData(), d.rawBegin()), 4);
  QVERIFY(!reader.nextMember(&first, &key));
  reader.endDocument();
}

void TestJsonStreamReader::keptValuesAreQtValues() {
  // Values kept verbatim (unknown keys) become exactly what QJsonDocument would have made.
  const QByteArray bytes(R"({"n": 4711, "f": 2.5, "o": {"b": 1, "a": [true, null], "b": 2}})");
  const QJsonObject qt = QJsonDocument::fromJson(bytes).object();
  JsonStreamReader reader(bytes.constData(), bytes.constData() + bytes.size());
  reader.startDocument();
  bool first = true;
  reader.beginObject(&first);
  JsonSpan key;
  while (reader.nextMember(&first, &key)) {
    const QString name = JsonStreamReader::toString(key);
    const QJsonValue kept = JsonStreamReader::toJsonValue(reader.readValue());
    QCOMPARE(kept, qt.value(name));
    QCOMPARE(kept.toVariant(), qt.value(name).toVariant());  // integers stay integers
  }
}

QTEST_GUILESS_MAIN(TestJsonStreamReader)
#include "tst_jsonstreamreader.moc"
