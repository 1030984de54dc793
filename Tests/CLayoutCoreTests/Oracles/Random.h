// Random.h — the tests' deterministic generator (splitmix64), shared by the random-system tests
// (RandomSystems.h) and the exact sweep (Solver/Tools/ExactSweep.cpp), so a seed means the same draws in
// both and on every machine.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace clayout::testing {

/// A small deterministic generator (splitmix64), so that the systems are the same everywhere.
struct Random {
  std::uint64_t state;
  explicit Random(std::uint64_t seed) : state(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  /// Uniform in [low, high].
  int integer(int low, int high) {
    return low + static_cast<int>(next() % static_cast<std::uint64_t>(high - low + 1));
  }
  /// Uniform in [0, 1).
  double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
  bool chance(double probability) { return unit() < probability; }
  /// -1 or +1, each with probability one half.
  double sign() { return chance(0.5) ? -1.0 : 1.0; }
  template <typename T>
  std::size_t index(const std::vector<T>& vector) {
    return static_cast<std::size_t>(next() % vector.size());
  }
};

}  // namespace clayout::testing
