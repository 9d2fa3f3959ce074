#ifndef RACKWRIGHT_CORE_COMMON_TEXTMATCH_H
#define RACKWRIGHT_CORE_COMMON_TEXTMATCH_H

#include <QStringView>

namespace rackwright {

/// How many characters `a` and `b` share from their start: how names that suggest a
/// replacement (a part id, a rack a user mistyped) are ranked, since a near miss usually keeps
/// the beginning of its target.
inline qsizetype commonPrefixLength(QStringView a, QStringView b,
                                    Qt::CaseSensitivity cs = Qt::CaseSensitive) {
  qsizetype n = 0;
  while (n < a.size() && n < b.size() &&
         (cs == Qt::CaseSensitive ? a[n] == b[n] : a[n].toLower() == b[n].toLower()))
    ++n;
  return n;
}

}  // namespace rackwright

#endif
