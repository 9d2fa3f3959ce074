// The tree reader of the design loader (core/fileformat/designfile.cpp): QJsonDocument, the
// version check, the migrations of older formats, then the objects. DesignFile::loadFromBytes
// takes it for every file that is not in the current format (and for current files that repeat
// a top-level key); here it gets every input, so format-0 seeds reach the migrations.
#include "core/common/error.h"
#include "core/fileformat/designloaders.h"
#include "designcheck.h"
#include "fuzzsupport.h"

using namespace rackwright;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  fuzz::initFuzzTarget();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const QByteArray bytes = fuzz::bytesOf(data, size);
  Design design;
  try {
    detail::loadTree(bytes, QStringLiteral("fuzz.rackwright"), design,
                     [](int percent) { return percent >= 0 && percent <= 100; });
  } catch (const Error&) {
    if (design.objectCount() != 0)
      fuzz::fail("a refused design left objects behind");
    return 0;
  }
  fuzz::checkRoundTrip(design);
  return 0;
}
