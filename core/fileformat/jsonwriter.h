#ifndef RACKWRIGHT_CORE_FILEFORMAT_JSONWRITER_H
#define RACKWRIGHT_CORE_FILEFORMAT_JSONWRITER_H

#include <QByteArray>
#include <QJsonValue>
#include <QStringList>

namespace rackwright {

/// Writes JSON so that files diff well in git: a fixed key order ("formatVersion", "id", "name"
/// first, then alphabetical), two-space indentation, numbers in their shortest exact form, and
/// small flat objects (a cable end, a position) on one line so that one edit is one changed line.
class JsonWriter final {
 public:
  static QByteArray write(const QJsonValue& value);

 private:
  static void writeValue(QByteArray& out, const QJsonValue& value, int indent);
  static bool writeInline(QByteArray& out, const QJsonValue& value, int budget);
};

/// The key order used by JsonWriter for the keys of one object.
QStringList orderedKeys(const QStringList& keys);

}  // namespace rackwright

#endif
