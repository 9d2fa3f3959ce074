#include "jsonuniquekeys.h"

#include <QSet>

namespace rackwright {

namespace {

/// Walks the value at the reader's position; on a repeated key fills `found` (its object path
/// is built on the way back up) and returns true.
bool walk(JsonStreamReader& reader, RepeatedKey* found) {
  const char next = reader.peek();
  if (next == '{') {
    bool first = true;
    reader.beginObject(&first);
    QSet<QString> keys;
    JsonSpan key;
    while (reader.nextMember(&first, &key)) {
      const QString text = JsonStreamReader::toString(key);
      if (startsWithByteOrderMark(key)) {
        found->at = key.rawBegin();
        found->key = text;
        found->fault = KeyFault::ByteOrderMark;
        return true;
      }
      if (keys.contains(text)) {
        found->at = key.rawBegin();
        found->key = text;
        return true;
      }
      keys.insert(text);
      if (walk(reader, found)) {
        found->objectPath.prepend(QStringLiteral(".") + text);
        return true;
      }
    }
    return false;
  }
  if (next == '[') {
    bool first = true;
    reader.beginArray(&first);
    for (qsizetype i = 0; reader.nextElement(&first); ++i) {
      if (walk(reader, found)) {
        found->objectPath.prepend(QStringLiteral("[%1]").arg(i));
        return true;
      }
    }
    return false;
  }
  reader.readValue();
  return false;
}

}  // namespace

RepeatedKey findRepeatedKey(const char* begin, const char* end, const QString& rootPath) {
  RepeatedKey found;
  JsonStreamReader reader(begin, end);
  try {
    reader.startDocument();
    if (walk(reader, &found))
      found.objectPath.prepend(rootPath);
  } catch (const JsonSyntaxError&) {
    // Only valid text is asked about; a part left over (a value cut out of a document whose
    // last byte ends it) has nothing more to say.
  }
  return found;
}

QString repeatedKeyProblem(const QString& key, KeyFault fault) {
  if (fault == KeyFault::ByteOrderMark) {
    return JsonUniqueKeys::tr(
               "the key \"%1\" starts with an invisible byte-order mark (U+FEFF), which JSON "
               "readers drop without a word; delete the mark")
        .arg(key);
  }
  return JsonUniqueKeys::tr(
             "the key \"%1\" appears twice in this object, so one of its values would be lost; "
             "keep one of them")
      .arg(key);
}

}  // namespace rackwright
