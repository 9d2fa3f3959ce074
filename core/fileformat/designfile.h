#ifndef RACKWRIGHT_CORE_FILEFORMAT_DESIGNFILE_H
#define RACKWRIGHT_CORE_FILEFORMAT_DESIGNFILE_H

#include "core/common/buildinfo.h"
#include "core/model/design.h"

#include <QCoreApplication>
#include <QException>
#include <QJsonObject>
#include <QStringList>

#include <functional>

namespace rackwright {

/// Reports progress (0–100) of a long load or save; return false to cancel.
using ProgressCallback = std::function<bool(int percent)>;

/// Thrown when the user cancelled a load or save through the progress callback.
class CancelledError : public QException {
 public:
  void raise() const override { throw *this; }
  CancelledError* clone() const override { return new CancelledError(*this); }
};

/// The Rackwright design file (`*.rackwright`): UTF-8 JSON, `formatVersion` first, stable key
/// order, arrays sorted by id, saved atomically. Loading checks the version before anything else,
/// refuses newer files, and runs older ones through the ordered migrations. Files in the current
/// format are read straight from their bytes and written object by object, without a JSON tree
/// of the whole file (see designloaders.h and designstreamwriter.h).
class DesignFile final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::DesignFile)

 public:
  static constexpr int kCurrentFormatVersion = RACKWRIGHT_FILE_FORMAT_VERSION;

  struct LoadReport {
    int originalFormatVersion = 0;
    QStringList migrationLog;  ///< what each migration step changed
    QStringList warnings;      ///< unknown keys kept or ignored, and where
  };

  /// Reads `path` into `design` (cleared first). Throws ParseError naming the file, JSON path and
  /// line, or Error for I/O problems; on error the design is left empty.
  static LoadReport load(const QString& path, Design& design,
                         const ProgressCallback& progress = {});
  /// Same, from bytes in memory; `fileName` is used in messages.
  static LoadReport loadFromBytes(const QByteArray& bytes, const QString& fileName, Design& design,
                                  const ProgressCallback& progress = {});

  /// Serialises the design (deterministic bytes).
  static QByteArray toBytes(const DesignData& design, const ProgressCallback& progress = {});
  /// Writes atomically and durably (see SafeSave): a failed, cancelled or killed save leaves the
  /// previous file untouched. Throws Error naming the file, the cause and what to do.
  static void save(const DesignData& design, const QString& path,
                   const ProgressCallback& progress = {});

  /// Converts JSON parse offsets into 1-based line numbers for messages.
  static int lineAtOffset(const QByteArray& bytes, qsizetype offset);
};

}  // namespace rackwright

#endif
