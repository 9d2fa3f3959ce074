#include "jsonwriter.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>
#include <charconv>
#include <cmath>

namespace rackwright {

namespace {

int keyRank(const QString& key) {
  // Top-level sections in reading order (containers before contents), then "id" and "name"
  // first in every object; everything else is alphabetical.
  static const QStringList leading = {
      QStringLiteral("formatVersion"), QStringLiteral("savedBy"), QStringLiteral("id"),
      QStringLiteral("name"),          QStringLiteral("design"),  QStringLiteral("sites"),
      QStringLiteral("rooms"),         QStringLiteral("rows"),    QStringLiteral("racks"),
      QStringLiteral("devices"),       QStringLiteral("modules"), QStringLiteral("cables"),
      QStringLiteral("waivers"),       QStringLiteral("parts")};
  const int index = int(leading.indexOf(key));
  return index < 0 ? int(leading.size()) : index;
}

void escapeUtf8(QByteArray& out, const QByteArray& utf8) {
  for (const char c : utf8) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      case '\b':
        out += "\\b";
        break;
      case '\f':
        out += "\\f";
        break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          out += QStringLiteral("\\u%1")
                     .arg(int(static_cast<unsigned char>(c)), 4, 16, QLatin1Char('0'))
                     .toLatin1();
        } else {
          out += c;
        }
    }
  }
}

}  // namespace

void JsonWriter::writeString(QByteArray& out, QStringView text) {
  // Most texts are plain ASCII without anything to escape: copy those without converting.
  const qsizetype size = text.size();
  const char16_t* units = text.utf16();
  bool plain = true;
  for (qsizetype i = 0; i < size && plain; ++i) {
    const char16_t u = units[i];
    plain = u >= 0x20 && u < 0x80 && u != '"' && u != '\\';
  }
  out += '"';
  if (plain) {
    const qsizetype at = out.size();
    out.resize(at + size);
    char* data = out.data() + at;
    for (qsizetype i = 0; i < size; ++i)
      data[i] = char(units[i]);
  } else {
    // Written as escapes, so that they read back as the same text:
    // - a lone surrogate (read from a "\ud800" escape) has no UTF-8 form, and toUtf8() would
    //   replace it;
    // - U+FEFF (a byte-order mark) at the start of a string is dropped by Qt's JSON parser, the
    //   tree reader's, when it comes as UTF-8 bytes, but kept as the escape "\ufeff".
    qsizetype run = 0;
    for (qsizetype i = 0; i < size; ++i) {
      const char16_t u = units[i];
      if (!QChar::isSurrogate(u) && u != 0xFEFF)
        continue;
      if (QChar::isHighSurrogate(u) && i + 1 < size && QChar::isLowSurrogate(units[i + 1])) {
        ++i;
        continue;
      }
      escapeUtf8(out, text.sliced(run, i - run).toUtf8());
      out += QStringLiteral("\\u%1").arg(int(u), 4, 16, QLatin1Char('0')).toLatin1();
      run = i + 1;
    }
    escapeUtf8(out, text.sliced(run).toUtf8());
  }
  out += '"';
}

void JsonWriter::writeNumber(QByteArray& out, double v) {
  if (!std::isfinite(v)) {
    out += "null";  // JSON has no NaN/inf; the model never stores them
    return;
  }
  if (v == std::floor(v) && std::fabs(v) < 9.007199254740992e15) {
    char digits[24];
    const auto result = std::to_chars(digits, digits + sizeof digits, static_cast<qint64>(v));
    out.append(digits, result.ptr - digits);
    return;
  }
  out += QString::number(v, 'g', QLocale::FloatingPointShortest).toLatin1();
}

void JsonWriter::newline(QByteArray& out, int indent) {
  out += '\n';
  out.append(indent, ' ');
}

namespace {

void writeScalar(QByteArray& out, const QJsonValue& value) {
  switch (value.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
      out += "null";
      break;
    case QJsonValue::Bool:
      out += value.toBool() ? "true" : "false";
      break;
    case QJsonValue::Double:
      JsonWriter::writeNumber(out, value.toDouble());
      break;
    case QJsonValue::String:
      JsonWriter::writeString(out, value.toString());
      break;
    default:
      break;
  }
}

}  // namespace

QStringList orderedKeys(const QStringList& keys) {
  QStringList sorted = keys;
  std::sort(sorted.begin(), sorted.end(), [](const QString& a, const QString& b) {
    const int ra = keyRank(a);
    const int rb = keyRank(b);
    if (ra != rb)
      return ra < rb;
    return a < b;
  });
  return sorted;
}

QByteArray JsonWriter::write(const QJsonValue& value) {
  QByteArray out;
  writeValue(out, value, 0);
  out += '\n';
  return out;
}

bool JsonWriter::writeInline(QByteArray& out, const QJsonValue& value, int budget) {
  QByteArray buffer;
  if (value.isObject()) {
    const QJsonObject object = value.toObject();
    buffer += '{';
    bool first = true;
    for (const QString& key : orderedKeys(object.keys())) {
      const QJsonValue child = object.value(key);
      if (child.isObject() || child.isArray())
        return false;
      if (!first)
        buffer += ", ";
      first = false;
      writeString(buffer, key);
      buffer += ": ";
      writeScalar(buffer, child);
    }
    buffer += '}';
  } else if (value.isArray()) {
    const QJsonArray array = value.toArray();
    buffer += '[';
    bool first = true;
    for (const QJsonValue child : array) {
      if (child.isObject() || child.isArray())
        return false;
      if (!first)
        buffer += ", ";
      first = false;
      writeScalar(buffer, child);
    }
    buffer += ']';
  } else {
    writeScalar(buffer, value);
  }
  if (buffer.size() > budget)
    return false;
  out += buffer;
  return true;
}

void JsonWriter::writeValue(QByteArray& out, const QJsonValue& value, int indent) {
  if (!value.isObject() && !value.isArray()) {
    writeScalar(out, value);
    return;
  }
  if (writeInline(out, value, inlineBudget(indent)))
    return;
  if (value.isObject()) {
    const QJsonObject object = value.toObject();
    out += '{';
    bool first = true;
    for (const QString& key : orderedKeys(object.keys())) {
      if (!first)
        out += ',';
      first = false;
      newline(out, indent + 2);
      writeString(out, key);
      out += ": ";
      writeValue(out, object.value(key), indent + 2);
    }
    newline(out, indent);
    out += '}';
  } else {
    const QJsonArray array = value.toArray();
    out += '[';
    bool first = true;
    for (const QJsonValue child : array) {
      if (!first)
        out += ',';
      first = false;
      newline(out, indent + 2);
      writeValue(out, child, indent + 2);
    }
    newline(out, indent);
    out += ']';
  }
}

}  // namespace rackwright
