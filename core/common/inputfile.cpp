#include "inputfile.h"

#include "error.h"
#include "utf8.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cerrno>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace rackwright {

namespace {

QString mebibytes(qint64 bytes) {
  return QString::number(double(bytes) / double(1 << 20), 'f', bytes < (qint64(10) << 20) ? 1 : 0);
}

[[noreturn]] void refuse(const QString& path, const QString& problem) {
  throw ParseError(QDir::toNativeSeparators(path), QString(), 0, problem);
}

[[noreturn]] void refuseFolder(const QString& path, const QString& kind) {
  refuse(path, InputFile::tr("is a folder, not a %1; choose a file inside it").arg(kind));
}

[[noreturn]] void refuseSpecial(const QString& path, const QString& kind) {
  refuse(path, InputFile::tr("is a device, pipe or socket, not a %1; reading it might never end. "
                             "Choose a saved file.")
                   .arg(kind));
}

[[noreturn]] void refuseSize(const QString& path, qint64 size, qint64 limit, const QString& kind) {
  refuse(path, InputFile::tr("is %1 MiB, larger than the %2 MiB a %3 may have; it cannot be "
                             "one (is it the right file?)")
                   .arg(mebibytes(size), mebibytes(limit), kind));
}

[[noreturn]] void refuseOpen(const QString& path, const QString& reason) {
  throw Error(InputFile::tr("Cannot open \"%1\": %2. Check that the file exists and is readable.")
                  .arg(QDir::toNativeSeparators(path), reason));
}

int lineAt(QByteArrayView bytes, qsizetype offset) {
  return int(std::count(bytes.begin(), bytes.begin() + offset, '\n')) + 1;
}

/// Checks `path` by its QFileInfo and opens it with QFile: for Qt resources (":/…"), and where
/// there is no POSIX.
void openChecked(QFile& file, const QString& path, qint64 limitBytes, const QString& kind) {
  const QFileInfo info(path);
  if (info.isDir())
    refuseFolder(path, kind);
  if (info.exists() && !info.isFile())
    refuseSpecial(path, kind);
  if (info.size() > limitBytes)
    refuseSize(path, info.size(), limitBytes, kind);
  file.setFileName(path);
  if (!file.open(QIODevice::ReadOnly))
    refuseOpen(path, file.errorString());
}

}  // namespace

QByteArray readInputFile(const QString& path, qint64 limitBytes, const QString& kind) {
  QFile file;
#ifdef Q_OS_UNIX
  if (path.startsWith(QLatin1Char(':'))) {
    openChecked(file, path, limitBytes, kind);
  } else {
    // Opened by hand: non-blocking, so that opening a FIFO returns at once, and then checked
    // with fstat() on the open descriptor, so that what is read is what was checked.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
      refuseOpen(path, qt_error_string(errno));
    struct stat status {};
    if (::fstat(fd, &status) != 0) {
      const int error = errno;
      ::close(fd);
      refuseOpen(path, qt_error_string(error));
    }
    if (!S_ISREG(status.st_mode)) {
      ::close(fd);
      if (S_ISDIR(status.st_mode))
        refuseFolder(path, kind);
      refuseSpecial(path, kind);
    }
    if (status.st_size > limitBytes) {
      ::close(fd);
      refuseSize(path, status.st_size, limitBytes, kind);
    }
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
      ::close(fd);
      refuseOpen(path, file.errorString());
    }
  }
#else
  openChecked(file, path, limitBytes, kind);
#endif
  QByteArray bytes = file.readAll();
  if (file.error() != QFileDevice::NoError)
    refuseOpen(path, file.errorString());
  if (bytes.size() > limitBytes)  // it grew while it was read
    refuseSize(path, bytes.size(), limitBytes, kind);
  return bytes;
}

qsizetype firstInvalidUtf8(QByteArrayView bytes) {
  const char* const begin = bytes.data();
  const char* const end = begin + bytes.size();
  const char* p = begin;
  while (p < end) {
    if (static_cast<unsigned char>(*p) < 0x80) {
      ++p;
      continue;
    }
    char32_t code = 0;
    const char* next = decodeUtf8(p, end, &code);
    if (!next)
      return p - begin;
    p = next;
  }
  return -1;
}

void checkUtf8Text(QByteArrayView bytes, const QString& fileName) {
  if (const qsizetype nul = bytes.indexOf('\0'); nul >= 0) {
    throw ParseError(fileName, QString(), lineAt(bytes, nul),
                     InputFile::tr("contains a NUL byte (at byte %1); this is not a text file, or "
                                   "it is damaged")
                         .arg(nul));
  }
  if (const qsizetype bad = firstInvalidUtf8(bytes); bad >= 0) {
    throw ParseError(
        fileName, QString(), lineAt(bytes, bad),
        InputFile::tr("is not valid UTF-8 text (at byte %1); save it as UTF-8").arg(bad));
  }
}

}  // namespace rackwright
