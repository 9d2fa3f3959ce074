#ifndef RACKWRIGHT_CORE_FILEFORMAT_JSONREADER_H
#define RACKWRIGHT_CORE_FILEFORMAT_JSONREADER_H

#include "core/common/error.h"
#include "jsonstreamreader.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace rackwright {

/// Context for reading a parsed JSON tree (the tree reader of design files and the clipboard):
/// turns a problem into a ParseError naming the file, the JSON path ("$.cables[12].ends[1].port")
/// and, where it can be found, the line. The typed access to the members of an object is
/// FieldAccess (designfields.h), shared with the stream reader.
class JsonReader final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::JsonReader)

 public:
  JsonReader(QString fileName, const QByteArray* rawText)
      : mFileName(std::move(fileName)), mRawText(rawText) {}

  [[noreturn]] void fail(const QString& path, const QString& problem,
                         const QString& anchor = {}) const;

  QJsonObject object(const QJsonValue& v, const QString& path) const;
  QJsonArray array(const QJsonObject& o, const QString& key, const QString& path,
                   bool required = false) const;

  /// Best-effort line of the first occurrence of `anchor` (e.g. an object's id) in the raw text.
  int lineOf(const QString& anchor) const;
  const QString& fileName() const { return mFileName; }

  /// Sets the anchor used for line numbers of subsequent errors (usually the current object id).
  void setAnchor(const QString& anchor) { mAnchor = anchor; }

 private:
  QString mFileName;
  const QByteArray* mRawText;
  QString mAnchor;
};

/// The kind of a parsed value, in the stream reader's terms.
JsonKind jsonKindOf(const QJsonValue& value);

}  // namespace rackwright

#endif
