#include "safesave.h"

#include "error.h"

#include <spdlog/spdlog.h>

#include <QDir>
#include <QFileInfo>
#include <QStorageInfo>

#include <cerrno>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <unistd.h>
#endif

namespace rackwright {

namespace {

/// Why a save failed, in the words a user needs to fix it.
enum class Cause {
  TargetIsFolder,
  FolderMissing,
  DiskFull,
  QuotaExceeded,
  FileTooLarge,
  ReadOnlyFileSystem,
  FileReadOnly,
  FolderReadOnly,
  Other
};

/// Qt reports system errors as the text of errno in the current locale (qt_error_string), so
/// comparing with the same function's text for a code is independent of the language.
bool reportsErrno(const QString& systemError, int code) {
  return !systemError.isEmpty() && systemError.contains(qt_error_string(code));
}

/// Below this much free space a failed write is put down to a full disk even when the system's
/// reason was lost on the way (Qt reports "Unknown error" for a full disk at times).
constexpr qint64 kNearlyFullBytes = qint64(1024) * 1024;

Cause causeOf(const QString& path, const QString& systemError, int errorCode) {
  const auto is = [&](int code) { return errorCode == code || reportsErrno(systemError, code); };
  const QFileInfo target(path);
  if (target.isDir())
    return Cause::TargetIsFolder;
  const QFileInfo folder(target.absolutePath());
  if (!folder.exists() || !folder.isDir())
    return Cause::FolderMissing;
  if (is(ENOSPC))
    return Cause::DiskFull;
#ifdef EDQUOT
  if (is(EDQUOT))
    return Cause::QuotaExceeded;
#endif
  if (is(EFBIG))
    return Cause::FileTooLarge;
  // A read-only file system under the folder, or only under the file (a read-only mount of the
  // file itself): QSaveFile refuses the latter with its own text, so ask the file as well.
  const QStorageInfo storage(folder.absoluteFilePath());
  if (storage.isReadOnly())
    return Cause::ReadOnlyFileSystem;
  if (target.exists() && !target.isWritable())
    return Cause::FileReadOnly;
  if (is(EROFS))
    return Cause::ReadOnlyFileSystem;
  if (!folder.isWritable() || is(EACCES) || is(EPERM))
    return Cause::FolderReadOnly;
  if (storage.isValid() && storage.bytesAvailable() < kNearlyFullBytes)
    return Cause::DiskFull;
  return Cause::Other;
}

#ifdef Q_OS_UNIX
/// Errors of fsync() that only say the file system has nothing to sync (pipes, some network and
/// virtual file systems): the data is then as safe as that file system makes it.
bool syncNotSupported(int error) {
  return error == EINVAL || error == ENOTSUP || error == EROFS;
}
#endif

}  // namespace

QString SafeSave::failureMessage(const QString& path, const QString& systemError, int errorCode) {
  const QString file = QDir::toNativeSeparators(path);
  const QString folder = QDir::toNativeSeparators(QFileInfo(path).absolutePath());
  const bool hadPrevious = QFileInfo(path).isFile();
  const QString kept =
      hadPrevious ? tr("The previous version of the file is intact.") : tr("Nothing was written.");
  switch (causeOf(path, systemError, errorCode)) {
    case Cause::TargetIsFolder:
      return tr("Cannot save \"%1\": it is a folder, not a file. Nothing was written. Choose a "
                "file name, for example \"%2\".")
          .arg(file, QDir::toNativeSeparators(QDir(path).filePath(tr("design.rackwright"))));
    case Cause::FolderMissing:
      return tr("Cannot save \"%1\": the folder \"%2\" does not exist. Nothing was written. "
                "Create the folder first or choose one that exists.")
          .arg(file, folder);
    case Cause::DiskFull:
      return tr("Cannot save \"%1\": the disk is full. %2 Free some space on the disk holding "
                "\"%3\" and save again, or save to another disk.")
          .arg(file, kept, folder);
    case Cause::QuotaExceeded:
      return tr("Cannot save \"%1\": your disk quota is used up. %2 Delete files you no longer "
                "need and save again, or save to another disk.")
          .arg(file, kept);
    case Cause::FileTooLarge:
      return tr("Cannot save \"%1\": the file would be larger than the file system or this "
                "process's file size limit allows. %2 Save to another disk or raise the limit.")
          .arg(file, kept);
    case Cause::ReadOnlyFileSystem:
      return tr("Cannot save \"%1\": the folder \"%2\" is on a read-only file system. %3 Save "
                "to a folder on a writable disk.")
          .arg(file, folder, kept);
    case Cause::FileReadOnly:
      return tr("Cannot save \"%1\": the file is read-only. %2 Make it writable or save under "
                "another name.")
          .arg(file, kept);
    case Cause::FolderReadOnly:
      return tr("Cannot save \"%1\": the folder \"%2\" is read-only (no new files can be "
                "created in it, and saving needs one beside the file). %3 Save to a folder you "
                "can write to or ask for write permission.")
          .arg(file, folder, kept);
    case Cause::Other:
      break;
  }
  const QString reason =
      errorCode != 0 && (systemError.isEmpty() || systemError == QLatin1String("Unknown error") ||
                         systemError == QCoreApplication::translate("QIODevice", "Unknown error"))
          ? qt_error_string(errorCode)
          : systemError;
  return tr("Cannot save \"%1\": %2. %3 Check the disk and the folder \"%4\" and save again.")
      .arg(file, reason, kept, folder);
}

SafeSave::SafeSave(const QString& path) : mPath(path), mFile(path) {
  if (!mFile.open(QIODevice::WriteOnly))
    fail(errno);
}

SafeSave::~SafeSave() {
  if (mFile.isOpen())
    mFile.cancelWriting();
}

void SafeSave::write(const QByteArray& bytes) {
  if (mFile.write(bytes) != bytes.size())
    fail(errno);
}

void SafeSave::commit() {
  if (!mFile.flush())
    fail(errno);
#ifdef Q_OS_UNIX
  // QSaveFile::commit() syncs too but carries on when the sync fails; a failed sync (a full
  // network share, an I/O error) must keep the previous file instead.
  if (::fsync(mFile.handle()) != 0 && !syncNotSupported(errno))
    fail(errno);
#endif
  if (!mFile.commit()) {
    // commit() has removed the temporary file already.
    const int errorCode = errno;
    throw Error(failureMessage(mPath, mFile.errorString(), errorCode));
  }
#ifdef Q_OS_UNIX
  // The rename is an entry in the folder; until the folder is synced a power cut can undo it
  // and bring the previous version back (or, for a new file, no file at all).
  const QByteArray folder = QFile::encodeName(QFileInfo(mPath).absolutePath());
  const int fd = ::open(folder.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0 || (::fsync(fd) != 0 && !syncNotSupported(errno))) {
    spdlog::warn(
        "Saved {}, but its folder could not be synced ({}); the new version is in "
        "place but may not survive a power cut.",
        mPath.toStdString(), qt_error_string(errno).toStdString());
  }
  if (fd >= 0)
    ::close(fd);
#endif
}

void SafeSave::fail(int errorCode) {
  // errno comes first: it is what the failed call set, before anything else can overwrite it.
  const QString systemError = mFile.errorString();
  spdlog::debug("Saving {} failed: {} (errno {}).", mPath.toStdString(), systemError.toStdString(),
                errorCode);
  // The message is made while the temporary file still holds its space, so a full disk is
  // still full when the free space is looked at.
  const QString message = failureMessage(mPath, systemError, errorCode);
  if (mFile.isOpen())
    mFile.cancelWriting();
  throw Error(message);
}

}  // namespace rackwright
