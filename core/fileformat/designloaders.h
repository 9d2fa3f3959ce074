#ifndef RACKWRIGHT_CORE_FILEFORMAT_DESIGNLOADERS_H
#define RACKWRIGHT_CORE_FILEFORMAT_DESIGNLOADERS_H

// The two readers behind DesignFile::loadFromBytes. Not for use outside core/fileformat (and its
// tests, which compare the two).

#include "designfile.h"

#include <functional>

namespace rackwright::detail {

/// True when the stream reader can read the file: its top level is an object whose first
/// "formatVersion" is the current version. Everything else (older or newer files, files that are
/// not JSON or not objects) goes to the tree reader, which migrates or explains.
bool canStream(const QByteArray& bytes);

/// Reads a current-format file straight from its bytes into `design`, without a JSON tree.
DesignFile::LoadReport loadStream(const QByteArray& bytes, const QString& fileName, Design& design,
                                  const ProgressCallback& progress);

/// Parses the whole file with QJsonDocument, migrates older formats, then reads the tree. Both
/// readers refuse a key repeated within one object.
DesignFile::LoadReport loadTree(const QByteArray& bytes, const QString& fileName, Design& design,
                                const ProgressCallback& progress);

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
