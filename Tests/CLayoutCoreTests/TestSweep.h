// TestSweep.h — how large the long randomized sweeps run, as the test command chooses: in full by
// default, bounded under CLAYOUT_TEST_SWEEP=bounded, which the sanitizer presets set
// (CMakePresets.json): instrumented code runs ten to thirty times slower, and the full sweeps run
// in the dev build anyway. A bounded sweep runs the first seeds and steps of the full one, so that
// both name the same systems. The sweeps carry the ctest label `sweep`.
#pragma once

#include <cstdlib>
#include <string_view>

namespace clayout::testing {

/// Whether this run's sweeps are bounded (CLAYOUT_TEST_SWEEP=bounded).
inline bool sweepIsBounded() {
  const char* size = std::getenv("CLAYOUT_TEST_SWEEP");
  return size != nullptr && std::string_view(size) == "bounded";
}

/// `full` in a full sweep, `bounded` in a bounded one: a count of seeds, systems or steps.
template <typename Count>
Count sweepSize(Count full, Count bounded) {
  return sweepIsBounded() ? bounded : full;
}

}  // namespace clayout::testing
