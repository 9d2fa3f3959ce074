// The stream reader for current-format design files: one pass over the bytes, each object read
// straight into the model. No JSON tree of the file is built; only values kept verbatim (unknown
// keys, embedded part definitions) become QJsonValues. See docs/performance.md ("Load").

#include "core/common/error.h"
#include "core/common/workpool.h"
#include "designfields.h"
#include "designloaders.h"
#include "jsonuniquekeys.h"
#include "streamobject.h"

#include <QtConcurrent>

#include <algorithm>
#include <atomic>
#include <exception>
#include <memory>

namespace rackwright::detail {

namespace {

/// The one thread that reads a large file's cables ahead of the main reader. Always the same
/// thread, so the cables of every design opened land in one malloc arena and the next design
/// reuses what the last one freed; on whichever worker was free, each load took another arena
/// and kept the freed designs resident in the others (1,800 resident bytes per cable after three
/// loads of a 98,304-cable design, for 910 in use).
QThreadPool* cablesReader() {
  static QThreadPool* const pool = [] {
    auto* p = new QThreadPool;  // lives as long as the process, as QThreadPool's global one
    p->setMaxThreadCount(1);
    p->setExpiryTimeout(-1);
    return p;
  }();
  return pool;
}

/// The top-level keys the stream reader interprets, in one bit each.
enum class TopKey : quint8 {
  FormatVersion,
  SavedBy,
  Design,
  Sites,
  Rooms,
  Rows,
  Racks,
  Devices,
  Modules,
  Cables,
  Waivers,
  Parts,
  Networks,
  Quarantine,
  Unknown
};

TopKey topKey(const JsonSpan& key) {
  static constexpr std::pair<const char*, TopKey> keys[] = {
      {"formatVersion", TopKey::FormatVersion},
      {"savedBy", TopKey::SavedBy},
      {"design", TopKey::Design},
      {"sites", TopKey::Sites},
      {"rooms", TopKey::Rooms},
      {"rows", TopKey::Rows},
      {"racks", TopKey::Racks},
      {"devices", TopKey::Devices},
      {"modules", TopKey::Modules},
      {"cables", TopKey::Cables},
      {"waivers", TopKey::Waivers},
      {"parts", TopKey::Parts},
      {"networks", TopKey::Networks},
      {"quarantine", TopKey::Quarantine}};
  for (const auto& [name, value] : keys) {
    if (JsonStreamReader::equals(key, QLatin1StringView(name)))
      return value;
  }
  return TopKey::Unknown;
}

/// Calls the progress callback when the percentage of bytes read changes.
class ByteProgress {
 public:
  ByteProgress(const ProgressCallback& callback, const char* begin, const char* end, int from,
               int to)
      : mCallback(callback),
        mBegin(begin),
        mSize(qMax<qsizetype>(1, end - begin)),
        mFrom(from),
        mTo(to) {}
  void at(const char* pos) {
    if (!mCallback)
      return;
    const int percent = mFrom + int(qint64(mTo - mFrom) * (pos - mBegin) / mSize);
    if (percent != mLastPercent) {
      mLastPercent = percent;
      if (!mCallback(percent))
        throw CancelledError();
    }
  }

 private:
  const ProgressCallback& mCallback;
  const char* mBegin;
  qsizetype mSize;
  int mFrom;
  int mTo;
  int mLastPercent = -1;
};

/// Below this size a file is read on one thread: a second one would not pay for itself.
constexpr qsizetype kCablesAheadMinimumBytes = qsizetype(4) << 20;

/// Reads one file; lives for the duration of loadStream.
class StreamLoader {
 public:
  StreamLoader(const QByteArray& bytes, const QString& fileName, Design& design,
               const ProgressCallback& progress)
      : mBytes(bytes),
        mReader(bytes.constData(), bytes.constData() + bytes.size()),
        mDocument(fileName, mReader.begin(), mReader.end()),
        mDesign(design),
        mProgressCallback(progress),
        mProgress(progress, mReader.begin(), mReader.end(), 0, 95) {}
  ~StreamLoader() { waitForCablesAhead(); }

  DesignFile::LoadReport run();

 private:
  /// The cables, read on the thread pool while this thread reads the modules before them: the
  /// two largest sections of a big design (at 32,768 GPUs the cables take about 120 ms of a
  /// 180 ms load, the modules 55 ms). Modules and cables
  /// go to separate tables and separate pending indexes, so the two readers share nothing they
  /// write. The result is used only if the cables follow the modules directly (how Rackwright
  /// writes files); otherwise the sections are read in order as before. The section's errors
  /// are reported as reading in order would: after the modules' own.
  struct CablesAhead {
    QFuture<void> reading;
    std::atomic<bool> stop = false;
    bool done = false;           ///< the cables were read (`end` is set)
    const char* end = nullptr;   ///< just past the cables' array
    std::exception_ptr failure;  ///< what reading them threw
  };
  void startCablesAhead(const char* modulesValue);
  /// Waits for the reader ahead; rethrows its failure; true when it read the cables.
  bool takeCablesAhead();
  void waitForCablesAhead();

  void readTopLevel();
  void readInfo();
  void readParts();
  void readNetworks();
  /// Kept as it is: the design does not interpret the objects set aside there.
  void readQuarantine();
  template <typename T>
  void readObjects(QLatin1StringView key);
  /// Enters the array at the reader's position; false for null (an empty section).
  bool enterArray(const JsonPath& path, bool* first);
  FieldLocation locate(const QString& arrayKey, const ObjectId& owner, const QString& field);
  [[noreturn]] void failSyntax(const JsonSyntaxError& error) const;
  [[noreturn]] void failRepeatedKey(const RepeatedKeyError& error) const;
  /// The path of the element being read ("$.racks[3]"), or of its section, or none.
  QString elementPath() const;

  const QByteArray& mBytes;
  JsonStreamReader mReader;
  StreamDocument mDocument;
  Design& mDesign;
  const ProgressCallback& mProgressCallback;
  ByteProgress mProgress;
  const JsonPath mRoot{QLatin1StringView("$")};
  int mFormatVersion = DesignFile::kCurrentFormatVersion;
  QStringList mUnknownKeys;
  QStringList mPartWarnings;
  // The element being read, for the path of a syntax error.
  QLatin1StringView mSection;
  qsizetype mIndex = -1;
  std::unique_ptr<CablesAhead> mCablesAhead;
  /// Set on a reader ahead: stop between objects when the main reader has given up.
  const std::atomic<bool>* mStop = nullptr;
};

void StreamLoader::startCablesAhead(const char* modulesValue) {
  if (mBytes.size() < kCablesAheadMinimumBytes)
    return;
  mCablesAhead = std::make_unique<CablesAhead>();
  CablesAhead* ahead = mCablesAhead.get();
  ahead->reading = QtConcurrent::run(cablesReader(), [this, ahead, modulesValue] {
    try {
      const ProgressCallback noProgress;  // progress is the main reader's to report
      StreamLoader cables(mBytes, mDocument.fileName(), mDesign, noProgress);
      cables.mStop = &ahead->stop;
      JsonStreamReader& reader = cables.mReader;
      try {
        reader.seek(modulesValue);
        reader.readValue();  // the modules, which this thread leaves to the main reader
        bool first = false;
        JsonSpan key;
        if (!reader.nextMember(&first, &key) || topKey(key) != TopKey::Cables)
          return;  // another layout: the main reader reads the sections in order
        cables.readObjects<Cable>(QLatin1StringView("cables"));
      } catch (const JsonSyntaxError& error) {
        cables.failSyntax(error);
      } catch (const RepeatedKeyError& error) {
        cables.failRepeatedKey(error);
      }
      ahead->end = reader.pos();
      ahead->done = true;
    } catch (...) {
      ahead->failure = std::current_exception();
    }
  });
}

bool StreamLoader::takeCablesAhead() {
  if (!mCablesAhead)
    return false;
  mCablesAhead->reading.waitForFinished();
  if (mCablesAhead->failure)
    std::rethrow_exception(mCablesAhead->failure);
  return mCablesAhead->done;
}

void StreamLoader::waitForCablesAhead() {
  if (!mCablesAhead)
    return;
  mCablesAhead->stop = true;
  mCablesAhead->reading.waitForFinished();
}

DesignFile::LoadReport StreamLoader::run() {
  DesignFile::LoadReport report;
  mDesign.clear();
  mDesign.beginBulkLoad();
  try {
    try {
      readTopLevel();
    } catch (const JsonSyntaxError& error) {
      failSyntax(error);
    } catch (const RepeatedKeyError& error) {
      failRepeatedKey(error);
    }
    report.originalFormatVersion = mFormatVersion;
    // Warnings in the tree reader's order: unknown top-level keys sorted, then the parts'.
    std::sort(mUnknownKeys.begin(), mUnknownKeys.end());
    mUnknownKeys.erase(std::unique(mUnknownKeys.begin(), mUnknownKeys.end()), mUnknownKeys.end());
    for (const QString& key : std::as_const(mUnknownKeys)) {
      report.warnings << DesignFile::tr(
                             "%1: unknown key \"%2\" at the top level was ignored (it is not "
                             "written back when you save)")
                             .arg(mDocument.fileName(), key);
    }
    report.warnings << mPartWarnings;
    checkReferencesWhileIndexing(
        mDesign, mDocument.fileName(),
        [this](const QString& key, const ObjectId& owner, const QString& field) {
          return locate(key, owner, field);
        });
    mProgress.at(mReader.end());
    if (mProgressCallback && !mProgressCallback(100))
      throw CancelledError();
  } catch (...) {
    waitForCablesAhead();  // it writes to the design that is about to be cleared
    mDesign.clear();
    mDesign.endBulkLoad();
    throw;
  }
  mDesign.endBulkLoad();
  return report;
}

QString StreamLoader::elementPath() const {
  if (mSection.isEmpty())
    return QString();
  const JsonPath section(mRoot, mSection);
  return mIndex >= 0 ? JsonPath(section, mIndex).toString() : section.toString();
}

void StreamLoader::failRepeatedKey(const RepeatedKeyError& error) const {
  // Where the thrower knew no path, the element being read, or else the top level.
  QString where = error.objectPath.isEmpty() ? elementPath() : error.objectPath;
  if (where.isEmpty())
    where = mRoot.toString();
  throw ParseError(mDocument.fileName(), where, JsonStreamReader::lineAt(mReader.begin(), error.at),
                   repeatedKeyProblem(error.key, error.fault));
}

void StreamLoader::failSyntax(const JsonSyntaxError& error) const {
  const QString where = elementPath();
  const qsizetype offset = qMin(error.offset, mReader.end() - mReader.begin());
  throw ParseError(mDocument.fileName(), where,
                   JsonStreamReader::lineAt(mReader.begin(), mReader.begin() + offset),
                   DesignFile::tr("the file is not valid JSON (%1 at byte %2); it may be truncated "
                                  "or damaged. Restore it from version control or a backup.")
                       .arg(error.errorString())
                       .arg(error.offset));
}

void StreamLoader::readTopLevel() {
  mReader.startDocument();
  bool first = true;
  mReader.beginObject(&first);
  JsonSpan key;
  quint32 seen = 0;
  while (mReader.nextMember(&first, &key)) {
    const TopKey which = topKey(key);
    const bool repeated = which == TopKey::Unknown
                              ? mUnknownKeys.contains(JsonStreamReader::toString(key))
                              : (seen & (1u << int(which))) != 0;
    if (startsWithByteOrderMark(key)) {
      throw RepeatedKeyError{
          key.rawBegin(), JsonStreamReader::toString(key), {}, KeyFault::ByteOrderMark};
    }
    if (repeated)
      throw RepeatedKeyError{key.rawBegin(), JsonStreamReader::toString(key), {}};
    if (which != TopKey::Unknown)
      seen |= 1u << int(which);
    switch (which) {
      case TopKey::FormatVersion:  // checked by canStream
        mFormatVersion = int(JsonStreamReader::toDouble(mReader.readValue()));
        break;
      case TopKey::SavedBy:
        mReader.readValue();
        break;
      case TopKey::Design:
        readInfo();
        break;
      case TopKey::Sites:
        readObjects<Site>(QLatin1StringView("sites"));
        break;
      case TopKey::Rooms:
        readObjects<Room>(QLatin1StringView("rooms"));
        break;
      case TopKey::Rows:
        readObjects<Row>(QLatin1StringView("rows"));
        break;
      case TopKey::Racks:
        readObjects<Rack>(QLatin1StringView("racks"));
        break;
      case TopKey::Devices:
        readObjects<Device>(QLatin1StringView("devices"));
        break;
      case TopKey::Modules:
        if (!(seen & (1u << int(TopKey::Cables))))
          startCablesAhead(mReader.pos());
        readObjects<Module>(QLatin1StringView("modules"));
        break;
      case TopKey::Cables:
        if (takeCablesAhead())
          mReader.seek(mCablesAhead->end);
        else
          readObjects<Cable>(QLatin1StringView("cables"));
        break;
      case TopKey::Waivers:
        readObjects<Waiver>(QLatin1StringView("waivers"));
        break;
      case TopKey::Parts:
        readParts();
        break;
      case TopKey::Networks:
        readNetworks();
        break;
      case TopKey::Quarantine:
        readQuarantine();
        break;
      case TopKey::Unknown: {
        mUnknownKeys << JsonStreamReader::toString(key);
        const JsonSpan value = mReader.readValue();
        if (value.kind == JsonKind::Object || value.kind == JsonKind::Array) {
          const RepeatedKey inside = findRepeatedKey(
              value.begin, value.end, JsonPath(mRoot, JsonStreamReader::toString(key)).toString());
          if (inside.found())
            throw RepeatedKeyError{inside.at, inside.key, inside.objectPath, inside.fault};
        }
        break;
      }
    }
    mSection = {};
    mIndex = -1;
    mProgress.at(mReader.pos());
  }
  mReader.endDocument();
}

void StreamLoader::readInfo() {
  const JsonPath path(mRoot, QLatin1StringView("design"));
  if (mReader.peek() != '{') {
    const JsonSpan value = mReader.readValue();
    mDocument.fail(
        path, value.rawBegin(),
        JsonReader::tr("expected an object, found %1").arg(describeJsonKind(value.kind)));
  }
  mDocument.clearObjects();
  const StreamObject object(mDocument, mReader, path);
  DesignInfo info;
  readFields(object, info);
  mDesign.setInfo(info);
}

bool StreamLoader::enterArray(const JsonPath& path, bool* first) {
  if (mReader.peek() == '[') {
    mReader.beginArray(first);
    return true;
  }
  const JsonSpan value = mReader.readValue();
  if (value.kind == JsonKind::Null)
    return false;
  mDocument.fail(path, value.rawBegin(),
                 JsonReader::tr("expected an array, found %1").arg(describeJsonKind(value.kind)));
}

template <typename T>
void StreamLoader::readObjects(QLatin1StringView key) {
  const JsonPath sectionPath(mRoot, key);
  mSection = key;
  mIndex = -1;
  bool first = true;
  if (!enterArray(sectionPath, &first))
    return;
  for (qsizetype i = 0; mReader.nextElement(&first); ++i) {
    mIndex = i;
    const JsonPath path(sectionPath, i);
    if (mReader.peek() != '{') {
      const JsonSpan value = mReader.readValue();
      mDocument.fail(
          path, value.rawBegin(),
          JsonReader::tr("expected an object, found %1").arg(describeJsonKind(value.kind)));
    }
    mDocument.clearObjects();  // nothing of the previous object is used any more
    const StreamObject json(mDocument, mReader, path);
    const JsonSpan id = json.field(QLatin1StringView("id"));
    mDocument.setAnchor(id.isPresent() ? id.rawBegin() : json.begin());
    T object;
    readFields(json, object);
    const ObjectId objectId = object.id;
    if (!mDesign.insertNew(std::move(object))) {
      mDocument.fail(JsonPath(path, QLatin1StringView("id")), id.rawBegin(),
                     DesignFile::tr("the id %1 is used twice; every object needs its own id")
                         .arg(objectId.toString(QUuid::WithoutBraces)));
    }
    mDocument.setAnchor(nullptr);
    mProgress.at(mReader.pos());
    if (mStop && *mStop)
      throw CancelledError();
  }
}

void StreamLoader::readParts() {
  const JsonPath sectionPath(mRoot, QLatin1StringView("parts"));
  mSection = QLatin1StringView("parts");
  bool first = true;
  if (!enterArray(sectionPath, &first))
    return;
  for (qsizetype i = 0; mReader.nextElement(&first); ++i) {
    mIndex = i;
    const JsonPath path(sectionPath, i);
    const JsonSpan value = mReader.readValue();
    if (value.kind != JsonKind::Object) {
      mDocument.fail(
          path, value.rawBegin(),
          JsonReader::tr("expected an object, found %1").arg(describeJsonKind(value.kind)));
    }
    // Part definitions are few and rich; the catalog's reader takes them as JSON objects (a
    // tree, which would drop a repeated key: refused first).
    if (const RepeatedKey repeated = findRepeatedKey(value.begin, value.end, path.toString());
        repeated.found()) {
      throw RepeatedKeyError{repeated.at, repeated.key, repeated.objectPath, repeated.fault};
    }
    const QJsonObject json = JsonStreamReader::toJsonValue(value).toObject();
    const QString where = path.toString();
    try {
      for (const PartPtr& part :
           Catalog::parsePartDefinition(json, mDocument.fileName(), where, &mPartWarnings)) {
        mDesign.embeddedParts().add(part, Catalog::Origin::Embedded);
      }
    } catch (const ParseError& e) {
      // The line of the part's id, as the catalog reports it.
      const StreamObject object(mDocument, value, path);
      const JsonSpan id = object.field(QLatin1StringView("id"));
      throw ParseError(
          mDocument.fileName(), e.where(),
          JsonStreamReader::lineAt(mDocument.begin(), id.isPresent() ? id.rawBegin() : value.begin),
          e.problem());
    }
  }
}

void StreamLoader::readNetworks() {
  const JsonPath sectionPath(mRoot, QLatin1StringView("networks"));
  mSection = QLatin1StringView("networks");
  mIndex = -1;
  bool first = true;
  if (!enterArray(sectionPath, &first))
    return;
  QVector<NetworkDefinition> networks;
  for (qsizetype i = 0; mReader.nextElement(&first); ++i) {
    mIndex = i;
    const JsonPath path(sectionPath, i);
    if (mReader.peek() != '{') {
      const JsonSpan value = mReader.readValue();
      mDocument.fail(
          path, value.rawBegin(),
          JsonReader::tr("expected an object, found %1").arg(describeJsonKind(value.kind)));
    }
    mDocument.clearObjects();
    const StreamObject json(mDocument, mReader, path);
    const JsonSpan key = json.field(QLatin1StringView("key"));
    mDocument.setAnchor(key.isPresent() ? key.rawBegin() : json.begin());
    NetworkDefinition network;
    readFields(json, network);
    networks.append(network);
    // Each entry is well-formed by now: what is left to find is a key used twice.
    if (const QString problem = Networks::customNetworksProblem(networks); !problem.isEmpty())
      mDocument.fail(JsonPath(path, QLatin1StringView("key")), key.rawBegin(), problem);
    mDocument.setAnchor(nullptr);
  }
  mDesign.setCustomNetworks(networks);
}

void StreamLoader::readQuarantine() {
  const JsonPath path(mRoot, QLatin1StringView("quarantine"));
  mSection = QLatin1StringView("quarantine");
  const JsonSpan value = mReader.readValue();
  if (value.kind == JsonKind::Null)
    return;
  if (value.kind != JsonKind::Array) {
    mDocument.fail(path, value.rawBegin(),
                   JsonReader::tr("expected an array, found %1").arg(describeJsonKind(value.kind)));
  }
  mDesign.setQuarantine(JsonStreamReader::toJsonValue(value).toArray());
}

FieldLocation StreamLoader::locate(const QString& arrayKey, const ObjectId& owner,
                                   const QString& field) {
  // Only for an error: read the file again up to the owner, which gives its index and line.
  const JsonPath sectionPath(mRoot, arrayKey);
  JsonStreamReader reader(mDocument.begin(), mDocument.end());
  reader.startDocument();
  bool first = true;
  reader.beginObject(&first);
  JsonSpan key;
  while (reader.nextMember(&first, &key)) {
    if (JsonStreamReader::toString(key) != arrayKey || reader.peek() != '[') {
      reader.readValue();
      continue;
    }
    const char* const arrayBegin = reader.pos();
    bool firstElement = true;
    reader.beginArray(&firstElement);
    for (qsizetype i = 0; reader.nextElement(&firstElement); ++i) {
      if (reader.peek() != '{') {
        reader.readValue();
        continue;
      }
      const JsonPath path(sectionPath, i);
      mDocument.clearObjects();
      const StreamObject object(mDocument, reader, path);
      const JsonSpan id = object.field(QLatin1StringView("id"));
      if (id.kind != JsonKind::String)
        continue;
      QUuid objectId;
      if (!JsonStreamReader::toCanonicalUuid(id, &objectId))
        objectId = QUuid::fromString(JsonStreamReader::toString(id));
      if (objectId != owner)
        continue;
      // The line of the owner's id, as for any other problem inside an object.
      return {JsonPath(path, field).toString(),
              JsonStreamReader::lineAt(mDocument.begin(), id.rawBegin())};
    }
    return {sectionPath.toString(), JsonStreamReader::lineAt(mDocument.begin(), arrayBegin)};
  }
  return {sectionPath.toString(), 0};
}

}  // namespace

bool canStream(const QByteArray& bytes) {
  try {
    JsonStreamReader reader(bytes.constData(), bytes.constData() + bytes.size());
    if (reader.startDocument() != '{')
      return false;
    bool first = true;
    reader.beginObject(&first);
    JsonSpan key;
    while (reader.nextMember(&first, &key)) {
      const JsonSpan value = reader.readValue();
      if (JsonStreamReader::equals(key, QLatin1StringView("formatVersion"))) {
        if (value.kind != JsonKind::Number)
          return false;
        const double version = JsonStreamReader::toDouble(value);
        return version >= kOldestStreamedFormatVersion &&
               version <= DesignFile::kCurrentFormatVersion && version == double(int(version));
      }
    }
  } catch (const JsonSyntaxError&) {
    // Not JSON before the version was found: the tree reader reports it as it always has.
  }
  return false;
}

DesignFile::LoadReport loadStream(const QByteArray& bytes, const QString& fileName, Design& design,
                                  const ProgressCallback& progress) {
  StreamLoader loader(bytes, fileName, design, progress);
  return loader.run();
}

}  // namespace rackwright::detail
