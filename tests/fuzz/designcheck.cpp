#include "designcheck.h"

#include "core/common/error.h"
#include "core/fileformat/designfile.h"
#include "fuzzsupport.h"

namespace rackwright::fuzz {

void checkRoundTrip(const Design& design) {
  const QByteArray saved = DesignFile::toBytes(design);
  Design reloaded;
  try {
    DesignFile::loadFromBytes(saved, QStringLiteral("saved.rackwright"), reloaded);
  } catch (const Error& e) {
    fail(qPrintable(QStringLiteral("a saved design does not load again: ") + e.message()));
  }
  if (reloaded.objectCount() != design.objectCount())
    fail("a saved design loads with a different number of objects");
  const QByteArray again = DesignFile::toBytes(reloaded);
  if (again != saved) {
    qsizetype at = 0;
    while (at < saved.size() && at < again.size() && saved[at] == again[at])
      ++at;
    const qsizetype from = qMax<qsizetype>(0, at - 80);
    const QByteArray what = "saving a reloaded design gives other bytes, first at byte " +
                            QByteArray::number(at) + ":\n" + saved.mid(from, 160) + "\n---\n" +
                            again.mid(from, 160);
    fail(what.constData());
  }
}

}  // namespace rackwright::fuzz
