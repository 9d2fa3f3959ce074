#include "streamobject.h"

#include "jsonuniquekeys.h"

#include <QVarLengthArray>

#include <algorithm>
#include <cstring>

namespace rackwright {

size_t SharedStrings::BytesHash::operator()(std::string_view bytes) const noexcept {
  constexpr quint64 kMix = 0x9E3779B97F4A7C15ULL;  // 2^64 / golden ratio
  const char* p = bytes.data();
  const size_t size = bytes.size();
  // The first and the last (overlapping) bytes of the text, and every eight in between.
  quint64 first = 0;
  quint64 last = 0;
  if (size >= 8) {
    std::memcpy(&first, p, 8);
    std::memcpy(&last, p + size - 8, 8);
  } else if (size >= 4) {
    quint32 head;
    quint32 tail;
    std::memcpy(&head, p, 4);
    std::memcpy(&tail, p + size - 4, 4);
    first = head;
    last = tail;
  } else if (size > 0) {
    first = quint64(static_cast<unsigned char>(p[0])) |
            quint64(static_cast<unsigned char>(p[size / 2])) << 8 |
            quint64(static_cast<unsigned char>(p[size - 1])) << 16;
  }
  quint64 hash = ((quint64(size) * kMix) ^ first) * kMix;
  for (size_t at = 8; at + 8 < size; at += 8) {
    quint64 word;
    std::memcpy(&word, p + at, 8);
    hash = (hash ^ word) * kMix;
  }
  hash = (hash ^ last) * kMix;
  return size_t(hash ^ (hash >> 32));
}

QString SharedStrings::get(const JsonSpan& span) {
  if (span.escaped)
    return mPool.intern(JsonStreamReader::toString(span));
  const std::string_view bytes(span.begin, size_t(span.end - span.begin));
  auto it = mByBytes.find(bytes);
  if (it == mByBytes.end()) {
    const QString& shared = mPool.intern(JsonStreamReader::toString(span));
    it = mByBytes.emplace(bytes, shared).first;
  }
  return it->second;
}

void StreamDocument::fail(const JsonPath& path, const char* at, const QString& problem) const {
  throw ParseError(mFileName, path.toString(),
                   JsonStreamReader::lineAt(mBegin, mAnchor ? mAnchor : at), problem);
}

namespace {

quint64 keyBit(const JsonSpan& key) {
  // Escaped keys can spell the same text in other bytes: all of them share bit 0.
  const qsizetype size = key.end - key.begin;
  if (key.escaped || size == 0)
    return 1;
  const auto first = static_cast<unsigned char>(key.begin[0]);
  const auto last = static_cast<unsigned char>(key.end[-1]);
  return quint64(1) << ((quint64(size) * 7 + first + quint64(last) * 3) & 63);
}

template <typename Members>
bool repeats(const Members& members, const JsonSpan& key) {
  const qsizetype size = key.end - key.begin;
  for (const auto& m : members) {
    if (key.escaped || m.key.escaped) {
      if (JsonStreamReader::toString(m.key) == JsonStreamReader::toString(key))
        return true;
    } else if (m.key.end - m.key.begin == size && std::memcmp(m.key.begin, key.begin, size) == 0) {
      return true;
    }
  }
  return false;
}

}  // namespace

StreamDocument::ObjectRef StreamDocument::readObject(JsonStreamReader& reader) {
  ObjectRef object;
  reader.peek();
  object.begin = reader.pos();
  // This object's members go into the table after those of the objects inside it, so that they
  // are contiguous.
  QVarLengthArray<Member, 12> members;
  bool first = true;
  reader.beginObject(&first);
  Member member;
  // One bit per (length, first and last byte) of each key so far: a new key is compared with
  // the others only when its bit is set already, which a repeated key's always is.
  quint64 keyBits = 0;
  while (reader.nextMember(&first, &member.key)) {
    if (Q_UNLIKELY(startsWithByteOrderMark(member.key))) {
      throw RepeatedKeyError{member.key.rawBegin(),
                             JsonStreamReader::toString(member.key),
                             {},
                             KeyFault::ByteOrderMark};
    }
    const quint64 bit = keyBit(member.key);
    if ((keyBits & bit) != 0 && repeats(members, member.key))
      throw RepeatedKeyError{member.key.rawBegin(), JsonStreamReader::toString(member.key), {}};
    keyBits |= bit;
    if (reader.peek() == '[') {
      member.firstElement = readArrayElements(reader, &member.value);
    } else {
      member.value = reader.readValue();
      member.firstElement = -1;
    }
    members.append(member);
  }
  object.firstMember = qint32(mMembers.size());
  object.memberCount = qint32(members.size());
  mMembers.insert(mMembers.end(), members.begin(), members.end());
  return object;
}

StreamDocument::ObjectRef StreamDocument::readObject(const JsonSpan& object) {
  JsonStreamReader reader(mBegin, mEnd);
  reader.seek(object.begin);
  return readObject(reader);
}

qint32 StreamDocument::readArrayElements(JsonStreamReader& reader, JsonSpan* array) {
  *array = JsonSpan();
  array->kind = JsonKind::Array;
  array->begin = reader.pos();
  QVarLengthArray<Element, 8> elements;
  bool first = true;
  reader.beginArray(&first);
  while (reader.nextElement(&first)) {
    Element element;
    if (reader.peek() == '{') {
      const ObjectRef object = readObject(reader);
      element.value.kind = JsonKind::Object;
      element.value.begin = object.begin;
      element.value.end = reader.pos();
      element.value.count = object.memberCount;
      element.firstMember = object.firstMember;
      element.memberCount = object.memberCount;
    } else {
      element.value = reader.readValue();
    }
    elements.append(element);
  }
  array->end = reader.pos();
  array->count = elements.size();
  const auto firstElement = qint32(mElements.size());
  mElements.insert(mElements.end(), elements.begin(), elements.end());
  return firstElement;
}

QUuid StreamObject::parseUuid(const JsonSpan& v, QString* text) const {
  if (v.begin == v.end)
    return {};
  if (QUuid id; JsonStreamReader::toCanonicalUuid(v, &id))
    return id;
  // Anything but the canonical spelling takes the tree reader's route, so that both accept
  // exactly the same ids.
  const QString s = JsonStreamReader::toString(v);
  const QUuid id = QUuid::fromString(s);
  if (id.isNull())
    *text = s;
  return id;
}

void StreamObject::raise(const JsonPath& path, const JsonSpan* at, const QString& problem,
                         const QString&) const {
  mDocument.fail(path, at && at->isPresent() ? at->rawBegin() : mObject.begin, problem);
}

void StreamObject::failNotObject(const JsonPath& path, const JsonSpan& value) const {
  mDocument.fail(path, value.rawBegin(),
                 JsonReader::tr("expected an object, found %1").arg(describeJsonKind(value.kind)));
}

QJsonObject StreamObject::unknownKeys(KnownKeys known) const {
  QJsonObject extra;
  for (qint32 i = 0; i < mObject.memberCount; ++i) {
    const StreamDocument::Member& member = mDocument.member(mObject.firstMember + i);
    bool isKnown = false;
    for (const QLatin1StringView name : known) {
      if (JsonStreamReader::equals(member.key, name)) {
        isKnown = true;
        break;
      }
    }
    if (!isKnown) {
      // Kept verbatim through a JSON tree, which would drop a repeated key inside the value.
      if (member.value.kind == JsonKind::Object || member.value.kind == JsonKind::Array) {
        const QString key = JsonStreamReader::toString(member.key);
        const RepeatedKey repeated =
            findRepeatedKey(member.value.begin, member.value.end, JsonPath(path(), key).toString());
        if (repeated.found())
          throw RepeatedKeyError{repeated.at, repeated.key, repeated.objectPath, repeated.fault};
      }
      extra.insert(JsonStreamReader::toString(member.key),
                   JsonStreamReader::toJsonValue(member.value));
    }
  }
  return extra;
}

QVector<std::pair<QString, JsonSpan>> StreamObject::sortedMembers(const JsonPath& path,
                                                                  const JsonSpan& value) const {
  if (value.kind != JsonKind::Object) {
    raise(path, &value,
          JsonReader::tr("expected an object, found %1").arg(describeJsonKind(value.kind)),
          QString());
  }
  const StreamDocument::ObjectRef object = mDocument.readObject(value);
  QVector<std::pair<QString, JsonSpan>> members;
  members.reserve(object.memberCount);
  for (qint32 i = 0; i < object.memberCount; ++i) {
    const StreamDocument::Member& member = mDocument.member(object.firstMember + i);
    members.append({JsonStreamReader::toString(member.key), member.value});
  }
  // readObject() refused repeated keys.
  std::sort(members.begin(), members.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  return members;
}

}  // namespace rackwright
