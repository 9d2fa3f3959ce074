#ifndef RACKWRIGHT_CORE_COMMON_SAFESAVE_H
#define RACKWRIGHT_CORE_COMMON_SAFESAVE_H

#include <QByteArray>
#include <QCoreApplication>
#include <QSaveFile>
#include <QString>

namespace rackwright {

/// Replaces a file so that a crash, a kill or a power cut at any moment leaves either the whole
/// previous file or the whole new one, and a failure (full disk, read-only folder or file, a
/// folder that does not exist) leaves the previous file untouched and says why and what to do.
///
/// QSaveFile writes into an unnamed (or, where the file system cannot make unnamed files,
/// randomly named) temporary file beside the target and renames it over the target on commit.
/// Qt 6.4 syncs that temporary file before the rename but ignores a failed sync, and it never
/// syncs the folder, so after a power cut the rename itself can be lost. SafeSave syncs the file
/// itself and refuses to rename when that fails, then syncs the folder after the rename.
class SafeSave final {
  Q_DECLARE_TR_FUNCTIONS(rackwright::SafeSave)

 public:
  /// Opens the temporary file for `path`. Throws Error with failureMessage() when the target
  /// cannot be written at all.
  explicit SafeSave(const QString& path);
  /// Without commit() the temporary file is discarded and the target stays as it was.
  ~SafeSave();
  SafeSave(const SafeSave&) = delete;
  SafeSave& operator=(const SafeSave&) = delete;

  /// Appends to the new contents. Throws Error (the target stays as it was).
  void write(const QByteArray& bytes);
  /// Makes the new contents durable and puts them in place of the target. Throws Error (the
  /// target stays as it was).
  void commit();

  /// The message for a save of `path` that failed with `systemError` (the error text Qt
  /// reported): it names the file, the cause in plain words (the disk is full, the folder or the
  /// file is read-only, the folder does not exist, the name is a folder), says that the previous
  /// file is intact (or that nothing was written when there was none) and what to do.
  /// `errorCode` is the errno of the failed call when known (0 otherwise): Qt's text is
  /// sometimes only "Unknown error", for a full disk for one.
  static QString failureMessage(const QString& path, const QString& systemError, int errorCode = 0);

 private:
  [[noreturn]] void fail(int errorCode);

  QString mPath;
  QSaveFile mFile;
};

}  // namespace rackwright

#endif
