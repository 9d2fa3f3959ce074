#ifndef RACKWRIGHT_CORE_FILEFORMAT_DESIGNLOADERS_H
#define RACKWRIGHT_CORE_FILEFORMAT_DESIGNLOADERS_H

// The two readers behind DesignFile::loadFromBytes. Not for use outside core/fileformat (and its
// tests, which compare the two).

#include "designfile.h"
#include "jsonreader.h"

#include <functional>
#include <unordered_map>

namespace rackwright::detail {

/// True when the stream reader can read the file: its top level is an object whose first
/// "formatVersion" is one the stream reader reads unchanged (kOldestStreamedFormatVersion to the
/// current one). Everything else (older or newer files, files that are not JSON or not objects)
/// goes to the tree reader, which migrates or explains.
bool canStream(const QByteArray& bytes);

/// Formats 2 and 3 only added optional keys and sections, so a format-1 file is read as it is.
constexpr int kOldestStreamedFormatVersion = 1;

/// Reads a current-format file straight from its bytes into `design`, without a JSON tree.
DesignFile::LoadReport loadStream(const QByteArray& bytes, const QString& fileName, Design& design,
                                  const ProgressCallback& progress);

/// Parses the whole file with QJsonDocument, migrates older formats, then reads the tree. Both
/// readers refuse a key repeated within one object.
DesignFile::LoadReport loadTree(const QByteArray& bytes, const QString& fileName, Design& design,
                                const ProgressCallback& progress);
/// The first half of loadTree: parses the file, checks its version and migrates it; returns the
/// tree in the current format and fills the report's version, migration log and key warnings.
QJsonObject parseTree(const QByteArray& bytes, const QString& fileName,
                      DesignFile::LoadReport& report);
/// The second half: reads the tree into `design` (cleared first), the embedded parts' warnings
/// into `warnings`. Throws ParseError for the first problem; the design is then left empty.
void readTree(const QByteArray& bytes, const QString& fileName, const QJsonObject& root,
              Design& design, const ProgressCallback& progress, QStringList* warnings);
/// Reads the "parts" section of a tree into the design's embedded parts.
void readEmbeddedParts(const JsonReader& reader, const QJsonObject& root, Design& design,
                       QStringList* warnings);

/// Where a reference problem is reported: the JSON path of the field and its line.
struct FieldLocation {
  QString path;
  int line = 0;
};
/// Finds the field `field` of the object with id `owner` in the top-level array `arrayKey`.
using FieldLocator = std::function<FieldLocation(const QString& arrayKey, const ObjectId& owner,
                                                 const QString& field)>;

/// Checks that every reference points at an object that exists and every part is known; throws
/// a ParseError naming the first problem where `locate` finds it.
void checkReferences(const DesignData& design, const QString& fileName, const FieldLocator& locate);
/// checkReferences() on the thread pool while this thread builds the bulk load's indexes
/// (Design::buildBulkIndexes()); both only read the object tables. Throws what the check throws.
void checkReferencesWhileIndexing(Design& design, const QString& fileName,
                                  const FieldLocator& locate);

/// Whether the part of a device or module has the cage, panel port or optical port a cable end
/// is attached at. Remembers each (part, port) answer: a large design asks about a few hundred
/// distinct pairs, each string shared by the readers, for a hundred thousand cable ends.
class PortCheck final {
 public:
  explicit PortCheck(const DesignData& design);
  /// False only when the part is known and lacks the port.
  bool has(const QString& typeId, const Attachment& at);

 private:
  struct Key {
    const QChar* part;
    const QChar* port;
    Attachment::Kind kind;
    bool operator==(const Key&) const = default;
  };
  struct KeyHash {
    std::size_t operator()(const Key& k) const {
      return std::hash<const void*>()(k.part) * 31 ^ std::hash<const void*>()(k.port) ^
             std::size_t(k.kind);
    }
  };
  const DesignData& mDesign;
  std::unordered_map<Key, bool, KeyHash> mKnown;
};
/// The problem texts of checkReferences(), shared with the repairing load.
QString unknownPartProblem(const QString& typeId);
/// `what` is "site", "room", "row", "rack", "device" or "module".
QString missingObjectProblem(const QString& what, const ObjectId& target);
/// The problem text for a cable end at a port its device or module (of part `targetTypeId`)
/// does not have.
QString missingPortProblem(const CableEnd& end, const QString& targetTypeId);

/// True if every byte is white space (QByteArray::trimmed() would leave nothing).
bool isBlank(const QByteArray& bytes);

/// Counts objects and calls the progress callback about once per percent (from → to).
class ObjectProgress final {
 public:
  ObjectProgress(const ProgressCallback& callback, qsizetype total, int from, int to)
      : mCallback(callback), mTotal(qMax<qsizetype>(1, total)), mFrom(from), mTo(to) {}
  void step() {
    ++mDone;
    if (!mCallback)
      return;
    const int percent = mFrom + int((mTo - mFrom) * mDone / mTotal);
    if (percent != mLastPercent) {
      mLastPercent = percent;
      if (!mCallback(percent))
        throw CancelledError();
    }
  }

 private:
  const ProgressCallback& mCallback;
  qsizetype mTotal;
  qsizetype mDone = 0;
  int mFrom;
  int mTo;
  int mLastPercent = -1;
};

}  // namespace rackwright::detail

#endif
