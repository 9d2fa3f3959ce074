#ifndef RACKWRIGHT_CORE_FILEFORMAT_STREAMOBJECT_H
#define RACKWRIGHT_CORE_FILEFORMAT_STREAMOBJECT_H

#include "core/common/error.h"
#include "core/common/stringpool.h"
#include "designfields.h"
#include "jsonstreamreader.h"

#include <string_view>
#include <unordered_map>
#include <vector>

namespace rackwright {

/// One shared QString per distinct text, looked up by the raw bytes of the file so that a value
/// seen before costs no allocation at all. Texts written with escapes are decoded first and
/// pooled by value, so every spelling of a text shares one instance.
class SharedStrings final {
 public:
  QString get(const JsonSpan& span);

 private:
  /// Reads the (short) texts eight bytes at a time: std::hash cost about twice as much.
  struct BytesHash {
    size_t operator()(std::string_view bytes) const noexcept;
  };
  std::unordered_map<std::string_view, QString, BytesHash> mByBytes;  // views into the document
  StringPool mPool;
};

/// The document being read and the members of the objects read from it so far. An object's
/// members are located in one pass (values are checked but not decoded), and so are the objects
/// inside its arrays (a cable's ends), so nothing is read twice.
class StreamDocument final {
 public:
  struct Member {
    JsonSpan key;
    JsonSpan value;
    qint32 firstElement = -1;  ///< arrays: their first entry in elements()
  };
  struct Element {
    JsonSpan value;
    qint32 firstMember = -1;  ///< objects: their first entry in members(); -1 for other values
    qint32 memberCount = 0;
  };
  /// Where an object's members are.
  struct ObjectRef {
    const char* begin = nullptr;  ///< the object's '{'
    qint32 firstMember = 0;
    qint32 memberCount = 0;
  };

  StreamDocument(QString fileName, const char* begin, const char* end)
      : mFileName(std::move(fileName)), mBegin(begin), mEnd(end) {}

  const QString& fileName() const { return mFileName; }
  const char* begin() const { return mBegin; }
  const char* end() const { return mEnd; }
  SharedStrings& strings() { return mStrings; }

  /// Reads the object at the reader's position (which must be one) and the objects in its
  /// arrays. Throws RepeatedKeyError where one of them repeats a key.
  ObjectRef readObject(JsonStreamReader& reader);
  /// Reads an object located earlier.
  ObjectRef readObject(const JsonSpan& object);
  /// Forgets the members read so far (between top-level objects, when no StreamObject is left).
  void clearObjects() {
    mMembers.clear();
    mElements.clear();
  }
  const Member& member(qint32 index) const { return mMembers[size_t(index)]; }
  const Element& element(qint32 index) const { return mElements[size_t(index)]; }

  /// Errors inside a top-level object are reported at the line of that object's id (its "anchor",
  /// as the tree reader and the catalog do: the path names the field, the line the object);
  /// without an anchor, at the line of the value at fault.
  void setAnchor(const char* anchor) { mAnchor = anchor; }
  /// Throws the ParseError for `path` at the anchor's line, or else at the line of `at`.
  [[noreturn]] void fail(const JsonPath& path, const char* at, const QString& problem) const;

 private:
  qint32 readArrayElements(JsonStreamReader& reader, JsonSpan* array);

  QString mFileName;
  const char* mBegin;
  const char* mEnd;
  SharedStrings mStrings;
  std::vector<Member> mMembers;
  std::vector<Element> mElements;
  const char* mAnchor = nullptr;
};

/// FieldAccess over one object read by the stream reader. The fields are decoded on request, in
/// the order readFields asks for them. An object that repeats a key is refused when it is read
/// (RepeatedKeyError).
class StreamObject final : public FieldAccess<StreamObject> {
 public:
  using Field = JsonSpan;

  /// Reads the object at the reader's position (the caller checked that it is an object).
  StreamObject(StreamDocument& document, JsonStreamReader& reader, const JsonPath& path)
      : FieldAccess(path), mDocument(document), mObject(document.readObject(reader)) {}
  /// Reads an object located earlier.
  StreamObject(StreamDocument& document, const JsonSpan& object, const JsonPath& path)
      : FieldAccess(path), mDocument(document), mObject(document.readObject(object)) {}
  /// An object whose members were read already.
  StreamObject(StreamDocument& document, const StreamDocument::ObjectRef& object,
               const JsonPath& path)
      : FieldAccess(path), mDocument(document), mObject(object) {}

  /// Where the object starts (its '{').
  const char* begin() const { return mObject.begin; }

  JsonSpan field(QLatin1StringView key) const {
    const StreamDocument::Member* m = findMember(key);
    return m ? m->value : JsonSpan();
  }
  static JsonKind kindOf(const JsonSpan& v) { return v.kind; }
  QString text(const JsonSpan& v) const { return JsonStreamReader::toString(v); }
  QString sharedText(const JsonSpan& v) const { return mDocument.strings().get(v); }
  double toDouble(const JsonSpan& v) const { return JsonStreamReader::toDouble(v); }
  bool toBool(const JsonSpan& v) const { return *v.begin == 't'; }
  QUuid parseUuid(const JsonSpan& v, QString* text) const;
  [[noreturn]] void raise(const JsonPath& path, const JsonSpan* at, const QString& problem,
                          const QString& anchor) const;

  QJsonObject unknownKeys(KnownKeys known) const;

  template <typename F>
  void forEachMemberObject(QLatin1StringView key, F f) const {
    const JsonSpan value = field(key);
    if (!value.isPresent())
      return;
    const JsonPath objectPath(path(), key);
    for (const auto& [memberKey, member] : sortedMembers(objectPath, value)) {
      const JsonPath memberPath(objectPath, memberKey);
      if (member.kind != JsonKind::Object)
        failNotObject(memberPath, member);
      f(memberKey, StreamObject(mDocument, member, memberPath));
    }
  }

  template <typename Reserve, typename F>
  void forEachArrayObject(QLatin1StringView key, bool required, Reserve reserve, F f) const {
    // Copied: the callback may read more objects, which can move the document's tables.
    const StreamDocument::Member* found = findMember(key);
    const StreamDocument::Member m = found ? *found : StreamDocument::Member();
    const JsonKind kind = m.value.kind;
    if (kind == JsonKind::Undefined || kind == JsonKind::Null) {
      if (required)
        failHere(JsonReader::tr("the required array \"%1\" is missing").arg(key));
      return;
    }
    if (kind != JsonKind::Array) {
      raise(JsonPath(path(), key), &m.value,
            JsonReader::tr("expected an array, found %1").arg(describeJsonKind(kind)), QString());
    }
    reserve(m.value.count);
    const JsonPath arrayPath(path(), key);
    for (qint32 i = 0; i < qint32(m.value.count); ++i) {
      const JsonPath elementPath(arrayPath, i);
      const StreamDocument::Element element = mDocument.element(m.firstElement + i);
      if (element.firstMember < 0)
        failNotObject(elementPath, element.value);
      f(StreamObject(mDocument, {element.value.begin, element.firstMember, element.memberCount},
                     elementPath));
    }
  }

  /// Fails with "expected an object, found …" for a value that should have been one.
  [[noreturn]] void failNotObject(const JsonPath& path, const JsonSpan& value) const;

 private:
  const StreamDocument::Member* findMember(QLatin1StringView key) const {
    if (mObject.memberCount == 0)
      return nullptr;
    const StreamDocument::Member* first = &mDocument.member(mObject.firstMember);
    for (const StreamDocument::Member* m = first + mObject.memberCount; m != first;) {
      --m;
      if (JsonStreamReader::equals(m->key, key))
        return m;
    }
    return nullptr;
  }
  /// The members of an object value in QJsonObject's order (sorted by key).
  QVector<std::pair<QString, JsonSpan>> sortedMembers(const JsonPath& path,
                                                      const JsonSpan& value) const;

  StreamDocument& mDocument;
  StreamDocument::ObjectRef mObject;
};

}  // namespace rackwright

#endif
