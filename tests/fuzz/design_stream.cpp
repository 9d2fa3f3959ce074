// The stream reader of the design loader (core/fileformat/designstreamloader.cpp), which reads
// current-format files straight from their bytes. Inputs it would not get from
// DesignFile::loadFromBytes (canStream() false) are rejected, so the corpus holds only inputs
// that reach it; design_tree covers the rest.
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
  if (!detail::canStream(bytes))
    return -1;
  Design design;
  try {
    detail::loadStream(bytes, QStringLiteral("fuzz.rackwright"), design,
                       [](int percent) { return percent >= 0 && percent <= 100; });
  } catch (const Error&) {
    if (design.objectCount() != 0)
      fuzz::fail("a refused design left objects behind");
    return 0;
  }
  fuzz::checkRoundTrip(design);
  return 0;
}
