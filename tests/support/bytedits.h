#ifndef RACKWRIGHT_TESTS_SUPPORT_BYTEDITS_H
#define RACKWRIGHT_TESTS_SUPPORT_BYTEDITS_H

// Edits of a design file's bytes for the reader tests: a text replaced at a known place, with the
// line a reader should name for it.

#include <QByteArray>

namespace rackwright::test {

/// The 1-based line of `offset` in `bytes`.
int lineAt(const QByteArray& bytes, qsizetype offset);

/// `bytes` with the `nth` occurrence of `from` replaced by `to`, and the line of that place.
struct Edit {
  QByteArray bytes;
  int line = 0;
};
Edit edit(const QByteArray& bytes, const QByteArray& from, const QByteArray& to, int nth = 0);
QByteArray replaced(const QByteArray& bytes, const QByteArray& from, const QByteArray& to,
                    int nth = 0);

/// The id of the `index`th object of a top-level array.
QByteArray idOf(const QByteArray& bytes, const char* section, int index);

/// The file with trailing blanks that make it large enough for the loader to read the cables on
/// a second thread (kCablesAheadMinimumBytes); no line changes.
QByteArray padded(const QByteArray& bytes);

}  // namespace rackwright::test

#endif
