#ifndef RACKWRIGHT_CORE_FILEFORMAT_JSONUNIQUEKEYS_H
#define RACKWRIGHT_CORE_FILEFORMAT_JSONUNIQUEKEYS_H

#include "jsonstreamreader.h"

#include <QCoreApplication>
#include <QString>

namespace rackwright {

// Rackwright's files never repeat a key inside one object, and a file that does would lose one
// of the values without a word (a JSON tree keeps the last), so the readers refuse it. They also
// refuse a key that starts with a byte-order mark as UTF-8 bytes: Qt's decoders drop the mark,
// so such a key would read as another one ("\xEF\xBB\xBFname" as "name") and the next save
// would write that other key.

/// Why a key cannot be read faithfully.
enum class KeyFault {
  Repeated,       ///< written a second time in one object
  ByteOrderMark,  ///< starts with U+FEFF as UTF-8 bytes
};

/// A key that cannot be read faithfully: where it starts (the opening quote), what it is and the
/// JSON path of its object, "$" based.
struct RepeatedKey {
  const char* at = nullptr;
  QString key;
  QString objectPath;
  KeyFault fault = KeyFault::Repeated;
  bool found() const { return at != nullptr; }
};

/// Thrown by the design stream reader at such a key.
struct RepeatedKeyError {
  const char* at;  ///< the key's opening quote
  QString key;
  QString objectPath;  ///< empty when the thrower does not know it (the loader adds its own)
  KeyFault fault = KeyFault::Repeated;
};

/// The first such key within one object anywhere in the valid JSON text [begin, end).
/// `rootPath` prefixes the paths it reports.
RepeatedKey findRepeatedKey(const char* begin, const char* end,
                            const QString& rootPath = QStringLiteral("$"));

/// True when the raw text of `key` starts with a byte-order mark as UTF-8 bytes.
inline bool startsWithByteOrderMark(const JsonSpan& key) {
  return key.end - key.begin >= 3 && key.begin[0] == '\xEF' && key.begin[1] == '\xBB' &&
         key.begin[2] == '\xBF';
}

/// The message for such a key.
QString repeatedKeyProblem(const QString& key, KeyFault fault = KeyFault::Repeated);

/// The tr() context of the message.
class JsonUniqueKeys final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::JsonUniqueKeys)
};

}  // namespace rackwright

#endif
