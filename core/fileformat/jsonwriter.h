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

  // The pieces, for writers that stream a file object by object (designstreamwriter.cpp) and must
  // produce the same bytes as write() on the whole tree.
  /// Longest line for an object or array written on one line.
  static constexpr int kInlineLimit = 120;
  /// How many bytes an object or array at `indent` may take when written on one line.
  static int inlineBudget(int indent) { return qMax(40, kInlineLimit - indent - 2); }
  /// Appends `value` as it appears at `indent` inside a document written by write().
  static void writeValue(QByteArray& out, const QJsonValue& value, int indent);
  static void writeString(QByteArray& out, QStringView text);
  static void writeNumber(QByteArray& out, double value);
  /// A line break followed by `indent` spaces.
  static void newline(QByteArray& out, int indent);

 private:
  static bool writeInline(QByteArray& out, const QJsonValue& value, int budget);
};

/// The key order used by JsonWriter for the keys of one object.
QStringList orderedKeys(const QStringList& keys);

}  // namespace rackwright

#endif
