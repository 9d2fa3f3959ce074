// The reader of user catalog files (Catalog::loadBytes, core/catalog/catalog.cpp and
// partjson.cpp, partbodies.cpp): a JSON object with "formatVersion" and "parts". A file with an
// error adds nothing; every part it adds can be found again by its id.
#include "core/catalog/catalog.h"
#include "core/common/error.h"
#include "fuzzsupport.h"

using namespace rackwright;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  fuzz::initFuzzTarget();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const QByteArray bytes = fuzz::bytesOf(data, size);
  Catalog catalog;
  QStringList warnings;
  try {
    catalog.loadBytes(bytes, QStringLiteral("fuzz.json"), Catalog::Origin::User, &warnings);
  } catch (const Error&) {
    if (catalog.size() != 0)
      fuzz::fail("a refused catalog file added parts");
    return 0;
  }
  for (const PartPtr& part : catalog.parts()) {
    if (catalog.find(part->id) != part)
      fuzz::fail("a loaded part cannot be found by its id");
  }
  return 0;
}
