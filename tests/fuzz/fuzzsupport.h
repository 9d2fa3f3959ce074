#ifndef RACKWRIGHT_TESTS_FUZZ_FUZZSUPPORT_H
#define RACKWRIGHT_TESTS_FUZZ_FUZZSUPPORT_H

// Shared by every fuzz target (tests/fuzz/<target>.cpp). Each target defines
// LLVMFuzzerTestOneInput and an LLVMFuzzerInitialize that calls initFuzzTarget(); the same
// sources run under libFuzzer (RACKWRIGHT_FUZZ) and, in the normal build, under replaymain.cpp,
// which feeds them the committed corpus.

#include <QByteArray>

#include <cstddef>
#include <cstdint>

namespace rackwright::fuzz {

/// Creates the one QCoreApplication of the process (translations and the thread pool expect
/// one) and silences logging: a fuzzer runs millions of inputs, and printing each refusal would
/// cost more than reading it.
void initFuzzTarget();

/// The input as a QByteArray without copying it (valid while libFuzzer's buffer is).
inline QByteArray bytesOf(const uint8_t* data, size_t size) {
  return QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size));
}

/// Stops the run with a message: a broken invariant is a finding, like a crash.
[[noreturn]] void fail(const char* what);

}  // namespace rackwright::fuzz

#endif
