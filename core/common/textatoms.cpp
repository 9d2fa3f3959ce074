#include "textatoms.h"

#include <QMutex>

#include <string>
#include <unordered_set>

namespace rackwright {

namespace {

struct AtomTable {
  QMutex mutex;
  // Node-based: an element's characters never move when the set grows, so the raw data
  // pointers handed out stay valid.
  std::unordered_set<std::u16string> texts;
  qsizetype chars = 0;
};

AtomTable& atomTable() {
  // Deliberately leaked: atoms must outlive every static QString that may copy one.
  static AtomTable* table = new AtomTable;
  return *table;
}

}  // namespace

QString textAtom(const QString& text) {
  if (text.isEmpty())
    return text;
  AtomTable& table = atomTable();
  const QMutexLocker locker(&table.mutex);
  const std::u16string key(reinterpret_cast<const char16_t*>(text.constData()),
                           size_t(text.size()));
  auto it = table.texts.find(key);
  if (it == table.texts.end()) {
    if (table.chars + text.size() > kMaxAtomChars)
      return text;
    it = table.texts.insert(key).first;
    table.chars += text.size();
  }
  return QString::fromRawData(reinterpret_cast<const QChar*>(it->data()), qsizetype(it->size()));
}

bool isTextAtom(const QString& text) {
  QString copy = text;  // data_ptr() is only offered on a string that may change
  if (text.isEmpty() || copy.data_ptr().d_ptr())
    return false;
  AtomTable& table = atomTable();
  const QMutexLocker locker(&table.mutex);
  const auto it = table.texts.find(
      std::u16string(reinterpret_cast<const char16_t*>(text.constData()), size_t(text.size())));
  return it != table.texts.end() && reinterpret_cast<const QChar*>(it->data()) == text.constData();
}

qsizetype textAtomChars() {
  AtomTable& table = atomTable();
  const QMutexLocker locker(&table.mutex);
  return table.chars;
}

}  // namespace rackwright
