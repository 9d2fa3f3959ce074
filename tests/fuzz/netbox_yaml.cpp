// The NetBox device-type import (core/import/netbox/netboximport.cpp): YAML in, one catalog part
// out. A result must also pass the catalog parser, as NetBoxImporter::writeToCatalog demands before
// it writes anything.
#include "core/catalog/catalog.h"
#include "core/common/error.h"
#include "core/import/netbox/netboximport.h"
#include "fuzzsupport.h"

using namespace rackwright;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  fuzz::initFuzzTarget();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const QByteArray yaml = fuzz::bytesOf(data, size);
  NetBoxImportResult result;
  try {
    result = NetBoxImporter().importYaml(yaml, QStringLiteral("fuzz.yaml"));
  } catch (const Error&) {
    return 0;
  }
  if (result.id.isEmpty())
    fuzz::fail("an imported part without an id");
  (void)NetBoxImporter::catalogFileName(result);
  try {
    QStringList warnings;
    Catalog::parsePartDefinition(result.part, QStringLiteral("fuzz.json"),
                                 QStringLiteral("$.parts[0]"), &warnings);
  } catch (const Error&) {
    // Refused before anything is written; the user sees the catalog parser's reason.
  }
  return 0;
}
