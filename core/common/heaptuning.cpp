#include "heaptuning.h"

#include <spdlog/spdlog.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace rackwright {

void keepFreedMemoryForReuse() {
#if defined(__GLIBC__)
  // Blocks up to 32 MiB (the C library's ceiling for this setting) come from the heap, where a
  // freed one is reused, not from a mapping of their own that is unmapped when freed; the heap
  // is trimmed only when 64 MiB at its top are free.
  constexpr int kMapAbove = 32 * 1024 * 1024;
  constexpr int kTrimAbove = 64 * 1024 * 1024;
  if (mallopt(M_MMAP_THRESHOLD, kMapAbove) != 1 || mallopt(M_TRIM_THRESHOLD, kTrimAbove) != 1)
    spdlog::debug("heap: the C library refused the reuse settings; running with its defaults");
#endif
}

}  // namespace rackwright
