#ifndef RACKWRIGHT_CORE_COMMON_STRINGPOOL_H
#define RACKWRIGHT_CORE_COMMON_STRINGPOOL_H

#include "textatoms.h"

#include <QSet>
#include <QString>

namespace rackwright {

/// Shares one QString instance per distinct value. A 100,000-cable design repeats a few hundred
/// type ids, end names and port names hundreds of thousands of times; interning them while
/// loading or generating keeps one heap block per value instead of one per use. The instances
/// are text atoms (textAtom()), so the validator's threads copy them without writing to them.
class StringPool final {
 public:
  const QString& intern(const QString& value) {
    auto it = mStrings.constFind(value);
    if (it == mStrings.constEnd())
      it = mStrings.insert(textAtom(value));
    return *it;
  }
  void intern(QString& value) { value = intern(static_cast<const QString&>(value)); }
  qsizetype size() const { return mStrings.size(); }

 private:
  QSet<QString> mStrings;
};

}  // namespace rackwright

#endif
