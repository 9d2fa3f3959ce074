#ifndef RACKWRIGHT_CORE_FILEFORMAT_JSONREADER_H
#define RACKWRIGHT_CORE_FILEFORMAT_JSONREADER_H

#include "core/catalog/enums.h"
#include "core/common/error.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QUuid>

namespace rackwright {

/// Typed access to a parsed JSON tree that turns every mismatch into a ParseError naming the
/// file, the JSON path ("$.cables[12].ends[1].port") and, where it can be found, the line.
/// Keys that were not read are reported by `unknownKeys` so callers can keep or report them.
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
  QString string(const QJsonObject& o, const QString& key, const QString& path,
                 bool required = false, const QString& fallback = {}) const;
  double number(const QJsonObject& o, const QString& key, const QString& path,
                bool required = false, double fallback = 0) const;
  int integer(const QJsonObject& o, const QString& key, const QString& path, bool required = false,
              int fallback = 0) const;
  bool boolean(const QJsonObject& o, const QString& key, const QString& path,
               bool fallback = false) const;
  QUuid uuid(const QJsonObject& o, const QString& key, const QString& path,
             bool required = false) const;

  template <typename E>
  E enumValue(const QJsonObject& o, const QString& key, const QString& path, E fallback,
              bool required = false) const {
    const QString text = string(o, key, path, required);
    if (text.isEmpty())
      return fallback;
    if (auto value = enumFromString<E>(text))
      return *value;
    fail(path + QLatin1Char('.') + key,
         tr("expected one of %1; got \"%2\"")
             .arg(enumSpellings<E>().join(QStringLiteral(", ")), text),
         text);
  }

  /// Keys of `o` not in `known`, as a sub-object (kept verbatim and written back on save).
  static QJsonObject unknownKeys(const QJsonObject& o, const QSet<QString>& known);

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

}  // namespace rackwright

#endif
