#ifndef RACKWRIGHT_CORE_COMMON_INPUTFILE_H
#define RACKWRIGHT_CORE_COMMON_INPUTFILE_H

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QString>

namespace rackwright {

/// How large a file of each kind may be before Rackwright refuses to read it. The limits sit
/// far above any real file, so that they refuse only what no one wrote by hand or with
/// Rackwright (a disk image picked by mistake, a runaway generator), and far below what would
/// exhaust memory: reading holds the whole file plus the model built from it.
/// docs/reliability.md ("Bad input") lists them.
struct InputLimits {
  /// Design files: the 131,072-GPU design the planner generates is 231 MiB.
  static constexpr qint64 kDesignFileBytes = qint64(512) << 20;
  /// Catalog files: the whole built-in catalog is under 1 MiB, a user catalog file one part.
  static constexpr qint64 kCatalogFileBytes = qint64(64) << 20;
  /// NetBox device-type YAML: the largest files of the device-type library are well under
  /// 1 MiB.
  static constexpr qint64 kNetBoxFileBytes = qint64(8) << 20;
};

/// Reads a whole file the user named, refusing what cannot be a file of that kind before
/// reading a byte of it: folders, devices, pipes and sockets (opened without blocking, so a
/// FIFO with no writer cannot hang the reader), files larger than `limitBytes`, and files that
/// cannot be opened (missing, no permission, a symbolic-link loop). Every refusal names `path`
/// (an Error when it cannot be opened, a ParseError otherwise); `kind` names the file in the
/// message ("Rackwright design file").
QByteArray readInputFile(const QString& path, qint64 limitBytes, const QString& kind);

/// Checks that `bytes` are UTF-8 text without NUL bytes (a leading byte-order mark is fine);
/// throws a ParseError naming `fileName` and the line of the first offending byte otherwise.
void checkUtf8Text(QByteArrayView bytes, const QString& fileName);

/// Offset of the first byte of `bytes` that starts no valid UTF-8 sequence (malformed,
/// overlong, a surrogate or above U+10FFFF), or -1 when all of it is UTF-8.
qsizetype firstInvalidUtf8(QByteArrayView bytes);

/// The tr() context of the messages above.
class InputFile final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::InputFile)
};

}  // namespace rackwright

#endif
