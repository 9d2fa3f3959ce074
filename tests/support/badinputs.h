#ifndef RACKWRIGHT_TESTS_SUPPORT_BADINPUTS_H
#define RACKWRIGHT_TESTS_SUPPORT_BADINPUTS_H

// Inputs of the bad-input catalogue (docs/reliability.md, "Bad input"), generated where a test
// asks for them: the command-line test feeds them to every reader, the window test opens some.

#include <QByteArray>
#include <QDir>
#include <QString>

namespace rackwright::test::badinput {

/// A valid design: the two-node pilot example.
QByteArray goodDesign();
/// `bytes` with the first `from` replaced by `to`; fails the test (empty result) when `from` is
/// not there, so that a changed example cannot make a case silently test nothing.
QByteArray replaced(const QByteArray& bytes, const QByteArray& from, const QByteArray& to);

/// Writes `bytes` to `dir`/`name`; returns the path.
QString writeFile(const QDir& dir, const QString& name, const QByteArray& bytes);
/// `head`, then zero bytes up to `size` as a sparse file (no disk space is used).
QString writeSparseFile(const QDir& dir, const QString& name, const QByteArray& head, qint64 size);
/// A FIFO nobody writes to: opening it for reading in the ordinary way blocks for ever.
QString makeFifo(const QDir& dir, const QString& name);
/// `name` → `name`.2 → `name`: opening either fails with "too many levels of symbolic links".
QString makeSymlinkLoop(const QDir& dir, const QString& name);
/// A symbolic link `name` to `target`.
QString makeSymlink(const QDir& dir, const QString& name, const QString& target);
/// A folder `name` (with a file in it, so that it is not mistaken for an empty one).
QString makeFolder(const QDir& dir, const QString& name);

/// `depth` opening brackets then as many closing ones.
QByteArray nested(int depth, char open = '[', char close = ']');
/// The classic YAML alias bomb ("billion laughs"): nine levels of nine aliases each, which would
/// expand to 9^9 texts, under the key `key` of a NetBox device type.
QByteArray yamlAliasBomb(const QByteArray& key);
/// A NetBox device type of `size` bytes (most of it interfaces).
QByteArray largeNetBoxYaml(qint64 size);
/// A small valid NetBox device type, with `extra` lines added at the end.
QByteArray netBoxYaml(const QByteArray& extra = {});

}  // namespace rackwright::test::badinput

#endif
