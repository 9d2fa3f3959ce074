#include "jsonstreamreader.h"

#include "core/common/utf8.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtEndian>

#include <algorithm>
#include <array>
#include <bit>
#include <charconv>
#include <cstring>

namespace rackwright {

namespace {

// QJsonDocument::fromJson refuses documents nested deeper than this; so do we.
constexpr int kNestingLimit = 1024;

// Eight bytes at a time: most of a design file is indentation and short plain strings.
constexpr quint64 kOnes = 0x0101010101010101ULL;
constexpr quint64 kHighBits = 0x8080808080808080ULL;
constexpr bool kLittleEndian = std::endian::native == std::endian::little;

quint64 load8(const char* p) {
  quint64 value;
  std::memcpy(&value, p, sizeof value);
  return value;
}

/// The high bit of every byte of `value` that is zero (exact for the lowest such byte; bytes
/// above it may be flagged too, which is all the scanners below need).
quint64 zeroBytes(quint64 value) {
  return (value - kOnes) & ~value & kHighBits;
}

/// The high bit of every byte of `value` that is zero, and of no other byte.
quint64 exactZeroBytes(quint64 value) {
  constexpr quint64 kLowBits = ~kHighBits;
  return ~(((value & kLowBits) + kLowBits) | value) & kHighBits;
}

bool isSpace(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

bool isDigit(char c) {
  return c >= '0' && c <= '9';
}

/// Hex digit values, -1 for other bytes.
constexpr std::array<qint8, 256> kHexDigits = [] {
  std::array<qint8, 256> table{};
  for (int c = 0; c < 256; ++c) {
    table[c] = c >= '0' && c <= '9'   ? qint8(c - '0')
               : c >= 'a' && c <= 'f' ? qint8(c - 'a' + 10)
               : c >= 'A' && c <= 'F' ? qint8(c - 'A' + 10)
                                      : qint8(-1);
  }
  return table;
}();

int hexValue(char c) {
  return kHexDigits[static_cast<unsigned char>(c)];
}

/// The value of `digits` hex digits at `text`, or -1.
qint64 hexNumber(const char* text, int digits) {
  qint64 value = 0;
  int bad = 0;
  for (int i = 0; i < digits; ++i) {
    const int digit = hexValue(text[i]);
    bad |= digit;
    value = value << 4 | (digit & 0xF);
  }
  return bad < 0 ? -1 : value;
}

/// The value of the eight hex digits (either case) at `text`; false if any byte is no hex digit.
bool hex8(const char* text, quint32* value) {
  if constexpr (!kLittleEndian) {
    const qint64 number = hexNumber(text, 8);
    *value = quint32(number);
    return number >= 0;
  }
  const quint64 bytes = load8(text);
  if (bytes & kHighBits)
    return false;
  // Every byte is below 0x80 now, so adding up to 0x7F to each carries into no other byte: the
  // high bit of a sum says whether the byte reached a bound.
  const auto inRange = [](quint64 v, char low, char high) {
    return (v + kOnes * quint64(0x80 - low)) & ~(v + kOnes * quint64(0x80 - high - 1)) & kHighBits;
  };
  const quint64 digits = inRange(bytes, '0', '9');
  const quint64 letters = inRange(bytes | (kOnes * 0x20), 'a', 'f');  // either case
  if ((digits | letters) != kHighBits)
    return false;
  // A digit's value is its low four bits, a letter's those plus 9.
  quint64 nibbles = (bytes & (kOnes * 0x0F)) + (letters >> 7) * 9;
  // The first digit is the lowest byte and the most significant: pack pairs into bytes, the
  // bytes into one word, and swap it.
  nibbles = ((nibbles & 0x000F000F000F000FULL) << 4) | ((nibbles >> 8) & 0x000F000F000F000FULL);
  nibbles = (nibbles | (nibbles >> 8)) & 0x0000FFFF0000FFFFULL;
  nibbles = (nibbles | (nibbles >> 16)) & 0xFFFFFFFFULL;
  *value = qFromBigEndian(quint32(nibbles));
  return true;
}

/// Whether a number span (already matched by the grammar) converts, and to what. Whole numbers
/// take the integer route QJsonDocument takes; the rest goes through a correctly rounded
/// conversion, which gives the same double as Qt's.
bool convertNumber(const char* begin, const char* end, double* value) {
  const char* p = begin;
  const bool negative = p < end && *p == '-';
  if (negative)
    ++p;
  if (p < end && end - p <= 18 && std::all_of(p, end, isDigit)) {
    qint64 n = 0;
    for (; p < end; ++p)
      n = n * 10 + (*p - '0');
    *value = double(negative ? -n : n);  // "-0" is the integer 0, as in Qt
    return true;
  }
  double d = 0;
  const auto result = std::from_chars(begin, end, d);
  if (result.ec == std::errc() && result.ptr == end) {
    // Qt stores whole values as integers, which turns -0.0 into 0.
    *value = d == 0 ? 0.0 : d;
    return true;
  }
  if (result.ec == std::errc::result_out_of_range)
    return false;  // Qt refuses overflow and underflow alike
  // Spellings std::from_chars does not take but Qt might: ask Qt itself.
  bool ok = false;
  d = QByteArray(begin, end - begin).toDouble(&ok);
  *value = d == 0 ? 0.0 : d;
  return ok;
}

}  // namespace

QString describeJsonKind(JsonKind kind) {
  switch (kind) {
    case JsonKind::Null:
      return QStringLiteral("null");
    case JsonKind::Bool:
      return QStringLiteral("a boolean");
    case JsonKind::Number:
      return QStringLiteral("a number");
    case JsonKind::String:
      return QStringLiteral("a string");
    case JsonKind::Array:
      return QStringLiteral("an array");
    case JsonKind::Object:
      return QStringLiteral("an object");
    case JsonKind::Undefined:
      return QStringLiteral("nothing");
  }
  return QStringLiteral("?");
}

QString JsonSyntaxError::errorString() const {
  QJsonParseError parseError;
  parseError.offset = int(offset);
  parseError.error = error;
  return parseError.errorString();
}

void JsonStreamReader::fail(QJsonParseError::ParseError error) const {
  throw JsonSyntaxError{mPos - mBegin, error};
}

bool JsonStreamReader::eatSpaceSlow() {
  // The space after a key's colon.
  if (mEnd - mPos >= 2 && mPos[0] == ' ' && static_cast<unsigned char>(mPos[1]) > ' ') {
    ++mPos;
    return true;
  }
  if constexpr (kLittleEndian) {
    // A line break and the next line's indentation, eight bytes at a time.
    while (mEnd - mPos >= 8) {
      const quint64 bytes = load8(mPos);
      const quint64 blank =
          exactZeroBytes(bytes ^ (kOnes * ' ')) | exactZeroBytes(bytes ^ (kOnes * '\n'));
      const quint64 other = ~blank & kHighBits;
      if (!other) {
        mPos += 8;
        continue;
      }
      mPos += std::countr_zero(other) / 8;
      if (!isSpace(*mPos))
        return true;
      ++mPos;  // a tab or carriage return
    }
  }
  while (mPos < mEnd && isSpace(*mPos))
    ++mPos;
  return mPos < mEnd;
}

char JsonStreamReader::nextToken() {
  if (!eatSpace())
    return 0;
  const char token = *mPos++;
  switch (token) {
    case '[':
    case '{':
    case ':':
    case ',':
    case ']':
    case '}':
    case '"':
      return token;
    default:
      return 0;
  }
}

char JsonStreamReader::startDocument() {
  if (mEnd - mPos > 3 && std::memcmp(mPos, "\xEF\xBB\xBF", 3) == 0)
    mPos += 3;
  return eatSpace() ? *mPos : 0;
}

void JsonStreamReader::endDocument() {
  if (eatSpace())
    fail(QJsonParseError::GarbageAtEnd);
}

void JsonStreamReader::enter() {
  if (++mDepth > kNestingLimit)
    fail(QJsonParseError::DeepNesting);
}

void JsonStreamReader::beginObject(bool* first) {
  if (nextToken() != '{')
    fail(QJsonParseError::IllegalValue);
  enter();
  *first = true;
}

bool JsonStreamReader::nextMember(bool* first, JsonSpan* key) {
  char token = nextToken();
  if (!*first) {
    if (token == ',') {
      token = nextToken();
      if (token == '}')
        fail(QJsonParseError::MissingObject);
      if (token != '"')
        fail(QJsonParseError::UnterminatedObject);
    } else if (token != '}') {
      fail(QJsonParseError::UnterminatedObject);
    }
  }
  *first = false;
  if (token == '}') {
    --mDepth;
    return false;
  }
  if (token != '"')
    fail(QJsonParseError::UnterminatedObject);
  readString(key);
  if (nextToken() != ':')
    fail(QJsonParseError::MissingNameSeparator);
  if (!eatSpace())
    fail(QJsonParseError::UnterminatedObject);
  return true;
}

void JsonStreamReader::beginArray(bool* first) {
  if (nextToken() != '[')
    fail(QJsonParseError::IllegalValue);
  enter();
  *first = true;
}

bool JsonStreamReader::nextElement(bool* first) {
  if (*first) {
    *first = false;
    if (!eatSpace())
      fail(QJsonParseError::UnterminatedArray);
    if (*mPos == ']') {
      ++mPos;
      --mDepth;
      return false;
    }
    return true;
  }
  const char token = nextToken();
  if (token == ']') {
    --mDepth;
    return false;
  }
  if (token != ',')
    fail(eatSpace() ? QJsonParseError::MissingValueSeparator : QJsonParseError::UnterminatedArray);
  if (!eatSpace())
    fail(QJsonParseError::UnterminatedArray);
  return true;
}

JsonSpan JsonStreamReader::readValue() {
  JsonSpan span;
  if (!eatSpace())
    fail(QJsonParseError::IllegalValue);
  switch (*mPos) {
    case 'n':
      span.kind = JsonKind::Null;
      span.begin = mPos;
      readLiteral("ull", 3);
      break;
    case 't':
      span.kind = JsonKind::Bool;
      span.begin = mPos;
      readLiteral("rue", 3);
      break;
    case 'f':
      span.kind = JsonKind::Bool;
      span.begin = mPos;
      readLiteral("alse", 4);
      break;
    case '"':
      ++mPos;
      readString(&span);
      return span;
    case '[':
    case '{':
      readContainer(&span, *mPos);
      return span;
    case ',':
      ++mPos;
      fail(QJsonParseError::IllegalValue);
    case ']':
    case '}':
      ++mPos;
      fail(QJsonParseError::MissingObject);
    default:
      readNumber(&span);
      return span;
  }
  span.end = mPos;
  return span;
}

void JsonStreamReader::readLiteral(const char* rest, qsizetype length) {
  ++mPos;
  // Qt wants one byte more than the word after its first letter (a top-level value never ends
  // the document), and so do we.
  if (mEnd - mPos < length + 1)
    fail(QJsonParseError::IllegalValue);
  for (qsizetype i = 0; i < length; ++i) {
    if (*mPos++ != rest[i])
      fail(QJsonParseError::IllegalValue);
  }
}

void JsonStreamReader::readString(JsonSpan* span) {
  span->kind = JsonKind::String;
  span->begin = mPos;
  span->escaped = false;
  const char* p = mPos;
  for (;;) {
    if constexpr (kLittleEndian) {
      // Skip to the first quote, backslash or non-ASCII byte.
      while (mEnd - p >= 8) {
        const quint64 bytes = load8(p);
        const quint64 special = zeroBytes(bytes ^ (kOnes * '"')) |
                                zeroBytes(bytes ^ (kOnes * '\\')) | (bytes & kHighBits);
        if (special) {
          p += std::countr_zero(special) / 8;
          break;
        }
        p += 8;
      }
    }
    if (p >= mEnd) {
      mPos = p;
      fail(QJsonParseError::UnterminatedString);
    }
    const char c = *p;
    if (c == '"')
      break;
    if (static_cast<unsigned char>(c) < 0x80) {
      if (c == '\\') {
        // Qt scans up to the first backslash before it decodes escapes: when that backslash is
        // the last byte it calls the string unterminated, when a later one is, the escape illegal.
        const bool firstEscape = !span->escaped;
        span->escaped = true;
        ++p;
        if (p >= mEnd) {
          mPos = p;
          fail(firstEscape ? QJsonParseError::UnterminatedString
                           : QJsonParseError::IllegalEscapeSequence);
        }
        if (*p++ == 'u') {
          if (mEnd - p < 4 || hexNumber(p, 4) < 0) {
            mPos = p;
            fail(QJsonParseError::IllegalEscapeSequence);
          }
          p += 4;
        }
      } else {
        ++p;
      }
      continue;
    }
    char32_t code = 0;
    const char* next = decodeUtf8(p, mEnd, &code);
    if (!next) {
      mPos = p;
      fail(QJsonParseError::IllegalUTF8String);
    }
    p = next;
  }
  span->end = p;
  mPos = p + 1;
  if (mPos >= mEnd)
    fail(QJsonParseError::UnterminatedString);
}

void JsonStreamReader::readNumber(JsonSpan* span) {
  span->kind = JsonKind::Number;
  const char* p = mPos;
  span->begin = p;
  if (p < mEnd && *p == '-')
    ++p;
  if (p < mEnd && *p == '0') {
    ++p;
  } else {
    while (p < mEnd && isDigit(*p))
      ++p;
  }
  if (p < mEnd && *p == '.') {
    ++p;
    while (p < mEnd && isDigit(*p))
      ++p;
  }
  if (p < mEnd && (*p == 'e' || *p == 'E')) {
    ++p;
    if (p < mEnd && (*p == '-' || *p == '+'))
      ++p;
    while (p < mEnd && isDigit(*p))
      ++p;
  }
  mPos = p;
  if (p >= mEnd)
    fail(QJsonParseError::TerminationByNumber);
  span->end = p;
  double value = 0;
  if (!convertNumber(span->begin, span->end, &value))
    fail(QJsonParseError::IllegalNumber);
}

void JsonStreamReader::readContainer(JsonSpan* span, char open) {
  span->begin = mPos;
  span->count = 0;
  bool first = true;
  if (open == '{') {
    span->kind = JsonKind::Object;
    beginObject(&first);
    JsonSpan key;
    while (nextMember(&first, &key)) {
      readValue();
      ++span->count;
    }
  } else {
    span->kind = JsonKind::Array;
    beginArray(&first);
    while (nextElement(&first)) {
      readValue();
      ++span->count;
    }
  }
  span->end = mPos;
}

QString JsonStreamReader::toString(const JsonSpan& span) {
  if (!span.escaped)
    return QString::fromUtf8(span.begin, span.end - span.begin);
  QString text;
  text.reserve(span.end - span.begin);
  const char* p = span.begin;
  while (p < span.end) {
    const char c = *p;
    if (c == '\\') {
      const char e = p[1];
      p += 2;
      switch (e) {
        case 'b':
          text += QChar(0x8);
          break;
        case 'f':
          text += QChar(0xC);
          break;
        case 'n':
          text += QChar(0xA);
          break;
        case 'r':
          text += QChar(0xD);
          break;
        case 't':
          text += QChar(0x9);
          break;
        case 'u': {
          // One UTF-16 unit per escape: a pair of escapes forms a surrogate pair, a lone
          // surrogate stays as it is, exactly as in Qt.
          const auto unit = char16_t(hexNumber(p, 4));
          text += QChar(unit);
          p += 4;
          break;
        }
        default:
          text += QLatin1Char(e);  // '"', '\\', '/' and any unknown escape: the letter itself
          break;
      }
    } else if (static_cast<unsigned char>(c) < 0x80) {
      text += QLatin1Char(c);
      ++p;
    } else {
      char32_t code = 0;
      p = decodeUtf8(p, span.end, &code);
      Q_ASSERT(p);  // checked when the span was read
      const auto units = QChar::fromUcs4(code);
      text.append(QStringView(units));
    }
  }
  return text;
}

bool JsonStreamReader::equalsEscaped(const JsonSpan& span, QLatin1StringView text) {
  return toString(span) == text;
}

bool JsonStreamReader::toCanonicalUuid(const JsonSpan& span, QUuid* id) {
  // What every saved file holds; QUuid::fromString gives the same value for it, this is only
  // faster (ids are most of a cable's bytes).
  const char* text = span.begin;
  if (span.escaped || span.end - text != 36 || text[8] != '-' || text[13] != '-' ||
      text[18] != '-' || text[23] != '-') {
    return false;
  }
  // Eight digits at a time; the groups of four are joined in pairs.
  char joined[16];
  std::memcpy(joined, text + 9, 4);
  std::memcpy(joined + 4, text + 14, 4);
  std::memcpy(joined + 8, text + 19, 4);
  std::memcpy(joined + 12, text + 24, 4);
  quint32 data1 = 0;
  quint32 data23 = 0;
  quint32 data4a = 0;
  quint32 data4b = 0;
  if (!hex8(text, &data1) || !hex8(joined, &data23) || !hex8(joined + 8, &data4a) ||
      !hex8(text + 28, &data4b)) {
    return false;
  }
  *id = QUuid(data1, ushort(data23 >> 16), ushort(data23), uchar(data4a >> 24), uchar(data4a >> 16),
              uchar(data4a >> 8), uchar(data4a), uchar(data4b >> 24), uchar(data4b >> 16),
              uchar(data4b >> 8), uchar(data4b));
  return true;
}

double JsonStreamReader::toDouble(const JsonSpan& span) {
  double value = 0;
  convertNumber(span.begin, span.end, &value);
  return value;
}

QJsonValue JsonStreamReader::toJsonValue(const JsonSpan& span) {
  switch (span.kind) {
    case JsonKind::Undefined:
      return QJsonValue(QJsonValue::Undefined);
    case JsonKind::Null:
      return QJsonValue(QJsonValue::Null);
    case JsonKind::Bool:
      return QJsonValue(*span.begin == 't');
    case JsonKind::String:
      return QJsonValue(toString(span));
    case JsonKind::Object:
    case JsonKind::Array:
    case JsonKind::Number:
      break;
  }
  // Containers and numbers go through Qt's own parser, so that what is kept verbatim is the
  // very value QJsonDocument would have kept (integers stay integers, duplicate keys collapse).
  QByteArray wrapped;
  wrapped.reserve(span.rawEnd() - span.rawBegin() + 2);
  wrapped += '[';
  wrapped.append(span.rawBegin(), span.rawEnd() - span.rawBegin());
  wrapped += ']';
  return QJsonDocument::fromJson(wrapped).array().at(0);
}

int JsonStreamReader::lineAt(const char* begin, const char* at) {
  return int(std::count(begin, at, '\n')) + 1;
}

}  // namespace rackwright
