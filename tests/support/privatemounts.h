#ifndef RACKWRIGHT_TESTS_SUPPORT_PRIVATEMOUNTS_H
#define RACKWRIGHT_TESTS_SUPPORT_PRIVATEMOUNTS_H

#include <QString>

namespace rackwright::test {

/// Moves this process, and every process it starts, into a mount namespace of its own, so a test
/// can mount a small file system (a full disk, a read-only folder or file) that nothing else on
/// the machine sees. As root only a new mount namespace is needed; otherwise the process also
/// enters a user namespace in which the user is root, which the kernel allows only while the
/// process has a single thread: call this first thing in main(). Tests run as root in CI, inside
/// a chroot, where a user namespace is not allowed but a mount namespace is.
///
/// Returns an empty string when it worked, else the reason (the tests then skip with it).
QString enterPrivateMountNamespace();
/// The result of the enterPrivateMountNamespace() call main() made.
QString privateMountsUnavailable();

/// Mounts a tmpfs of `bytes` at the existing folder `dir`. Returns an error text or empty.
QString mountTmpfs(const QString& dir, qint64 bytes);
/// Makes the file system mounted at `dir` read-only. Returns an error text or empty.
QString remountReadOnly(const QString& dir);
/// Mounts `path` (a file or a folder) over itself, read-only: the file or folder stays where it
/// is but cannot be changed, even by root. Returns an error text or empty.
QString bindReadOnly(const QString& path);
/// Unmounts what is mounted at `path`. Returns an error text or empty.
QString unmount(const QString& path);

}  // namespace rackwright::test

#endif
