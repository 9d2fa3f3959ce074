#ifndef RACKWRIGHT_TESTS_FUZZ_DESIGNCHECK_H
#define RACKWRIGHT_TESTS_FUZZ_DESIGNCHECK_H

#include "core/model/design.h"

namespace rackwright::fuzz {

/// What every loaded design must allow: it saves, the saved bytes load again, and saving that
/// gives the same bytes (nothing a file holds is lost or changed by a round trip).
void checkRoundTrip(const Design& design);

}  // namespace rackwright::fuzz

#endif
