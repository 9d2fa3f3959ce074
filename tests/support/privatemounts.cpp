#include "privatemounts.h"

#include <QByteArray>
#include <QFile>
#include <QStringList>

#include <cerrno>
#include <cstring>

#ifdef Q_OS_LINUX
#include <fcntl.h>
#include <sched.h>
#include <sys/mount.h>
#include <unistd.h>
#endif

namespace rackwright::test {

namespace {

QString& unavailableReason() {
  static QString reason = QStringLiteral("enterPrivateMountNamespace() was not called");
  return reason;
}

QString systemError(const char* what) {
  return QStringLiteral("%1: %2").arg(QString::fromLatin1(what),
                                      QString::fromLocal8Bit(std::strerror(errno)));
}

#ifdef Q_OS_LINUX
bool writeProcFile(const char* path, const QByteArray& text) {
  QFile file(QString::fromLatin1(path));
  return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}

/// Whether some mount still propagates to other namespaces: then a test mount would appear on
/// the host too.
bool anyMountShared() {
  QFile info(QStringLiteral("/proc/self/mountinfo"));
  if (!info.open(QIODevice::ReadOnly))
    return true;
  return info.readAll().contains(" shared:");
}

QString enter() {
  const bool root = ::geteuid() == 0;
  if (root) {
    if (::unshare(CLONE_NEWNS) != 0)
      return systemError("unshare(CLONE_NEWNS)");
  } else {
    const uid_t uid = ::geteuid();
    const gid_t gid = ::getegid();
    if (::unshare(CLONE_NEWUSER | CLONE_NEWNS) != 0)
      return systemError("unshare(CLONE_NEWUSER | CLONE_NEWNS) (not root)");
    if (!writeProcFile("/proc/self/setgroups", "deny") ||
        !writeProcFile("/proc/self/uid_map", QByteArray("0 ") + QByteArray::number(uid) + " 1") ||
        !writeProcFile("/proc/self/gid_map", QByteArray("0 ") + QByteArray::number(gid) + " 1")) {
      return systemError("mapping the user to root in the user namespace");
    }
  }
  // Mounts copied into the new namespace still share events with the host's unless made
  // private. In a chroot "/" is no mount point and cannot be changed; there it is enough that
  // nothing is shared in the first place.
  if (::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0 && anyMountShared()) {
    return QStringLiteral(
        "the mounts here propagate to the host and \"/\" is not a mount point (a chroot?), so a "
        "test mount could not be kept private");
  }
  return {};
}
#endif

}  // namespace

QString enterPrivateMountNamespace() {
#ifdef Q_OS_LINUX
  unavailableReason() = enter();
#else
  unavailableReason() = QStringLiteral("mount namespaces exist on Linux only");
#endif
  return unavailableReason();
}

QString privateMountsUnavailable() {
  return unavailableReason();
}

QString mountTmpfs(const QString& dir, qint64 bytes) {
#ifdef Q_OS_LINUX
  const QByteArray options = "size=" + QByteArray::number(bytes) + ",mode=0755";
  if (::mount("tmpfs", QFile::encodeName(dir).constData(), "tmpfs", MS_NOSUID | MS_NODEV,
              options.constData()) != 0) {
    return systemError("mount -t tmpfs");
  }
  return {};
#else
  Q_UNUSED(dir);
  Q_UNUSED(bytes);
  return unavailableReason();
#endif
}

QString remountReadOnly(const QString& dir) {
#ifdef Q_OS_LINUX
  if (::mount(nullptr, QFile::encodeName(dir).constData(), nullptr,
              MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, nullptr) != 0) {
    return systemError("mount -o remount,ro");
  }
  return {};
#else
  Q_UNUSED(dir);
  return unavailableReason();
#endif
}

QString bindReadOnly(const QString& path) {
#ifdef Q_OS_LINUX
  const QByteArray native = QFile::encodeName(path);
  if (::mount(native.constData(), native.constData(), nullptr, MS_BIND, nullptr) != 0)
    return systemError("mount --bind");
  if (::mount(nullptr, native.constData(), nullptr, MS_REMOUNT | MS_BIND | MS_RDONLY, nullptr) !=
      0) {
    const QString error = systemError("mount -o remount,bind,ro");
    ::umount(native.constData());
    return error;
  }
  return {};
#else
  Q_UNUSED(path);
  return unavailableReason();
#endif
}

QString unmount(const QString& path) {
#ifdef Q_OS_LINUX
  if (::umount(QFile::encodeName(path).constData()) != 0)
    return systemError("umount");
  return {};
#else
  Q_UNUSED(path);
  return unavailableReason();
#endif
}

}  // namespace rackwright::test
