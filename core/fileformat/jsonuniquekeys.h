#ifndef RACKWRIGHT_CORE_FILEFORMAT_JSONUNIQUEKEYS_H
#define RACKWRIGHT_CORE_FILEFORMAT_JSONUNIQUEKEYS_H

#include "jsonstreamreader.h"

#include <QCoreApplication>
#include <QString>

namespace rackwright {

// Rackwright's files never repeat a key inside one object, and a file that does would lose one
// of the values without a word (a JSON tree keeps the last), so the readers refuse it.

/// A key written a second time in one object: where its second occurrence starts (the opening
/// quote) and the JSON path of the object, "$" based.
struct RepeatedKey {
  const char* at = nullptr;
  QString key;
  QString objectPath;
  bool found() const { return at != nullptr; }
};

/// Thrown by the design stream reader where an object repeats a key.
struct RepeatedKeyError {
  const char* at;  ///< the repeated key's opening quote
  QString key;
  QString objectPath;  ///< empty when the thrower does not know it (the loader adds its own)
};

/// The first key repeated within one object anywhere in the valid JSON text [begin, end).
/// `rootPath` prefixes the paths it reports.
RepeatedKey findRepeatedKey(const char* begin, const char* end,
                            const QString& rootPath = QStringLiteral("$"));

/// The message for a repeated key.
QString repeatedKeyProblem(const QString& key);

/// The tr() context of the message.
class JsonUniqueKeys final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::JsonUniqueKeys)
};

}  // namespace rackwright

#endif
