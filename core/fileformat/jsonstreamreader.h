#ifndef RACKWRIGHT_CORE_FILEFORMAT_JSONSTREAMREADER_H
#define RACKWRIGHT_CORE_FILEFORMAT_JSONSTREAMREADER_H

#include <QByteArray>
#include <QJsonParseError>
#include <QJsonValue>
#include <QString>
#include <QUuid>

namespace rackwright {

/// The JSON type of a value as the stream reader found it (Undefined = the key is absent).
enum class JsonKind : quint8 { Undefined, Null, Bool, Number, String, Array, Object };

/// "a string", "an object" … as the design-file messages name a found type.
QString describeJsonKind(JsonKind kind);

/// One value located in the raw bytes, already checked for syntax. Nothing is decoded: strings
/// become QString and numbers double only when somebody asks for them.
struct JsonSpan {
  const char* begin = nullptr;  ///< first byte; for strings the byte after the opening quote
  const char* end = nullptr;    ///< one past the last byte; for strings the closing quote
  JsonKind kind = JsonKind::Undefined;
  bool escaped = false;  ///< strings only: contains backslash escapes
  qsizetype count = 0;   ///< arrays: elements; objects: members (duplicates counted)
  bool isPresent() const { return kind != JsonKind::Undefined; }
  /// The value's bytes including the quotes of a string.
  const char* rawBegin() const { return kind == JsonKind::String ? begin - 1 : begin; }
  const char* rawEnd() const { return kind == JsonKind::String ? end + 1 : end; }
};

/// A syntax error at a byte offset, with the error codes (and so the translated texts) of
/// QJsonDocument::fromJson.
struct JsonSyntaxError {
  qsizetype offset = 0;
  QJsonParseError::ParseError error = QJsonParseError::NoError;
  QString errorString() const;
};

/// A pull reader over UTF-8 JSON held in memory. It accepts the grammar QJsonDocument::fromJson
/// accepts (with its leniencies: a leading UTF-8 byte-order mark, unknown escapes taken
/// literally, numbers such as ".5") and rejects what it rejects with the same error codes, so a
/// file is valid for both readers or for neither. Values are located without allocating; the
/// caller decodes only what it needs. Every error throws JsonSyntaxError.
class JsonStreamReader final {
 public:
  JsonStreamReader(const char* begin, const char* end) : mBegin(begin), mEnd(end), mPos(begin) {}

  const char* begin() const { return mBegin; }
  const char* end() const { return mEnd; }
  const char* pos() const { return mPos; }
  /// Moves to a position inside the document (the start of a value located earlier).
  void seek(const char* pos) { mPos = pos; }
  /// Skips white space; returns the next byte without consuming it, or 0 at the end.
  char peek() { return eatSpace() ? *mPos : 0; }

  /// At the start of a document: skips a UTF-8 byte-order mark and white space, and returns the
  /// first byte without consuming it (0 for an empty document).
  char startDocument();
  /// After the top-level value: fails unless only white space is left.
  void endDocument();

  /// Reads (and checks) the whole value at the current position.
  JsonSpan readValue();

  /// Iterates the members of the object at the current position: beginObject() consumes the
  /// '{', then each nextMember() that returns true leaves the reader at the member's value, which
  /// the caller must read (readValue, or enter it with beginObject/beginArray). nextMember()
  /// returns false after consuming the '}'. `first` is the caller's iteration state.
  void beginObject(bool* first);
  bool nextMember(bool* first, JsonSpan* key);
  /// Likewise for the elements of an array.
  void beginArray(bool* first);
  bool nextElement(bool* first);

  /// Fails with `error` at the current position.
  [[noreturn]] void fail(QJsonParseError::ParseError error) const;

  // --- decoding of located values -----------------------------------------------------------
  /// The text of a string span, decoded as QJsonDocument decodes it.
  static QString toString(const JsonSpan& span);
  /// True if the string span's text equals `text`. Inline: readers compare every member key of
  /// every object with the keys they look for, and most differ in length.
  static bool equals(const JsonSpan& span, QLatin1StringView text) {
    if (span.escaped)
      return equalsEscaped(span, text);
    const qsizetype size = text.size();
    if (span.end - span.begin != size)
      return false;
    // Keys are short: a loop beats a call to memcmp.
    const char* data = text.data();
    for (qsizetype i = 0; i < size; ++i) {
      if (span.begin[i] != data[i])
        return false;
    }
    return true;
  }
  /// The id in a string span spelled "xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx" (hex digits in either
  /// case), as QUuid::fromString reads it; false for any other spelling.
  static bool toCanonicalUuid(const JsonSpan& span, QUuid* id);
  /// The value of a number span, as QJsonValue::toDouble() returns it after fromJson.
  static double toDouble(const JsonSpan& span);
  /// Any value as the QJsonValue fromJson would give (for values that are kept verbatim).
  static QJsonValue toJsonValue(const JsonSpan& span);

  /// 1-based line of the byte at `at`.
  static int lineAt(const char* begin, const char* at);

 private:
  static bool equalsEscaped(const JsonSpan& span, QLatin1StringView text);
  void readString(JsonSpan* span);
  void readNumber(JsonSpan* span);
  void readLiteral(const char* rest, qsizetype length);
  void readContainer(JsonSpan* span, char open);
  void enter();
  char nextToken();
  /// Skips white space; false at the end. Inline for the common case of none at all.
  bool eatSpace() {
    if (mPos >= mEnd)
      return false;
    if (static_cast<unsigned char>(*mPos) > ' ')
      return true;
    return eatSpaceSlow();
  }
  bool eatSpaceSlow();

  const char* mBegin;
  const char* mEnd;
  const char* mPos;
  int mDepth = 0;
};

}  // namespace rackwright

#endif
