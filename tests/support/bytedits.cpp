#include "bytedits.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtGlobal>

namespace rackwright::test {

int lineAt(const QByteArray& bytes, qsizetype offset) {
  return int(bytes.left(offset).count('\n')) + 1;
}

Edit edit(const QByteArray& bytes, const QByteArray& from, const QByteArray& to, int nth) {
  qsizetype at = bytes.indexOf(from);
  for (int i = 0; i < nth && at >= 0; ++i)
    at = bytes.indexOf(from, at + 1);
  if (at < 0)
    qFatal("test input lacks \"%s\"", from.constData());
  Edit result{bytes, lineAt(bytes, at)};
  result.bytes.replace(at, from.size(), to);
  return result;
}
QByteArray replaced(const QByteArray& bytes, const QByteArray& from, const QByteArray& to,
                    int nth) {
  return edit(bytes, from, to, nth).bytes;
}

QByteArray idOf(const QByteArray& bytes, const char* section, int index) {
  return QJsonDocument::fromJson(bytes)
      .object()
      .value(QLatin1StringView(section))
      .toArray()
      .at(index)
      .toObject()
      .value(QStringLiteral("id"))
      .toString()
      .toUtf8();
}

QByteArray padded(const QByteArray& bytes) {
  return bytes + QByteArray(qsizetype(5) << 20, ' ');
}

}  // namespace rackwright::test
