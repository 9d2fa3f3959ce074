// The `check-channel` element grammar (core/channel/channelbuilder.cpp): the input is the
// command line's elements, one per white-space separated word ("QM9700 MMA4Z00-NS:2
// MFP7E20-N010:leg2 GEN-MPO12-APC-TYPEB-OM4:40m …"), resolved against the built-in catalog, built
// into a design and validated, as `rackwright check-channel` does.
#include "core/catalog/catalog.h"
#include "core/channel/channelbuilder.h"
#include "core/common/error.h"
#include "core/validation/validator.h"
#include "fuzzsupport.h"

#include <QRegularExpression>

using namespace rackwright;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  fuzz::initFuzzTarget();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  // A shell passes words; the longest sensible chain has a dozen.
  if (size > 1024)
    return -1;
  static const QRegularExpression space(QStringLiteral("\\s+"));
  const QStringList chain =
      QString::fromUtf8(fuzz::bytesOf(data, size)).split(space, Qt::SkipEmptyParts);
  if (chain.size() > 16)
    return -1;
  BuiltChannel built;
  try {
    built = ChannelBuilder::build(Catalog::builtIn(), chain);
  } catch (const Error&) {
    return 0;
  }
  if (!built.design || built.elements.size() != chain.size())
    fuzz::fail("a built channel without its design or elements");
  (void)Validator::validateAll(*built.design);
  return 0;
}
