#ifndef RACKWRIGHT_CORE_COMMON_HEAPTUNING_H
#define RACKWRIGHT_CORE_COMMON_HEAPTUNING_H

namespace rackwright {

/// Keeps memory the process frees for its next allocations instead of handing it back to the
/// system at once. For the headless commands, which run one job and end: Qt's PDF engine takes
/// two 10 MiB buffers for every page it compresses, and with the C library's defaults they went
/// back to the system after each page and were faulted in again for the next, a million page
/// faults and a fifth of a 196,608-label run. The workbench keeps the defaults: it runs for
/// hours and should give memory back after a large export or validation.
void keepFreedMemoryForReuse();

}  // namespace rackwright

#endif
