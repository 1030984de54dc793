// FuzzInput.h — the fuzz input read as a stream of choices, shared by the harnesses.
//
// Every harness reads its input byte by byte: an operation code, then the operation's operands.
// When the bytes run out every read answers 0, so any input is a valid program and a truncated
// one is a shorter valid program (libFuzzer's mutations stay meaningful). Numbers come from a
// table of interesting values (0, ±1, tiny, huge, subnormal, non-finite, …) or, for one code, from
// the next eight bytes taken as a raw `double`.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <string>

#include "CLayoutCore/Solver/Constraint.h"

namespace clayout::fuzz {

/// The bytes of one fuzz input, read front to back.
class FuzzInput {
 public:
  /// `moderate`: finite numbers are kept within layout magnitudes (see `number`). `edges`: numbers
  /// come from the value range's edges instead (see `number`); `moderate` then does nothing.
  FuzzInput(const std::uint8_t* data, std::size_t size, bool moderate = false, bool edges = false)
      : data_(data), size_(size), moderate_(moderate), edges_(edges) {}

  /// Whether every byte has been read.
  bool empty() const noexcept { return position_ >= size_; }

  /// The offset of the next byte to read (for traces: where an operation's code is).
  std::size_t position() const noexcept { return position_; }

  /// The next byte, 0 once the input is exhausted.
  std::uint8_t byte() noexcept { return position_ < size_ ? data_[position_++] : 0; }

  /// A number in [0, count) (count > 0).
  std::size_t below(std::size_t count) noexcept { return byte() % count; }

  /// The next eight bytes as a `double`, any bit pattern (NaN payloads and subnormals included).
  double rawDouble() noexcept {
    std::uint64_t bits = 0;
    for (int index = 0; index < 8; ++index) bits = (bits << 8) | byte();
    double value;
    std::memcpy(&value, &bits, sizeof value);
    return value;
  }

  /// A number for a coefficient, constant or value: mostly ordinary layout numbers, often the
  /// edges of the double range, sometimes non-finite or any bit pattern. When `moderate`, a finite
  /// number outside 1e-6 ≤ |x| ≤ 1e6 (0 excepted) becomes a small integer instead: the huge and
  /// tiny magnitudes are where the solver's known numerical failures are, and leaving them out
  /// lets the fuzzer reach what lies behind them. Non-finite values are still drawn.
  /// With `edges`, every number is one of the value range's edges and their neighbours (see
  /// `edgeNumber`), where the exactness of every call is hardest to keep.
  double number() noexcept {
    if (edges_) return edgeNumber();
    double value = anyNumber();
    if (moderate_ && std::isfinite(value) && value != 0 &&
        !(std::fabs(value) >= 1e-6 && std::fabs(value) <= 1e6)) {
      return static_cast<double>(static_cast<int>(byte() % 128) - 64);
    }
    return value;
  }

 private:
  /// The value range's ends and what cancels near them (ValueRange.h): coefficients at 1e6 and
  /// 1e-6 and in between, constants at and just inside 1e15, halves of 1e6 that cancel to a few
  /// digits (500000.0000005 against 1e6), the decimals of the outside tests (0.001, 0.008, 0.46),
  /// and small integers; the last entries are beyond the range, which the solver must refuse.
  double edgeNumber() noexcept {
    static constexpr double table[] = {
        1e6,
        -1e6,
        1e-6,
        -1e-6,
        5e5,
        2e-6,
        1e15,
        -1e15,
        9.99e14,
        -6.25e14,
        1e15 - 2,
        1e15 - 1,
        5e14,
        1e9,
        -2e9,
        500000.0000005,
        -500000.0000005,
        1000000.000001,
        1e-3,
        -1e-3,
        0.008,
        0.46,
        1000,
        -1000,
        500,
        0.1,
        10,
        100,
        750,
        -1,
        0,
        -0.0,
        1,
        2,
        -2,
        0.5,
        3,
        1e12,
        1.5e15,
        2e6,
        5e-7,
        1e16,
    };
    constexpr std::size_t tableSize = sizeof table / sizeof table[0];
    std::uint8_t choice = byte();
    if (choice < 5 * tableSize) return table[choice % tableSize];
    return static_cast<double>(static_cast<int>(byte() % 128) - 64);
  }

  double anyNumber() noexcept {
    static constexpr double table[] = {
        0.0,   -0.0,   1.0,     -1.0,     2.0,      0.5,      -0.5,   10.0,    -10.0,
        100.0, -100.0, 320.0,   1000.0,   8.0,      44.0,     0.1,    1.0 / 3, 1e-3,
        1e-9,  1e-12,  -1e-12,  1e-15,    1e-300,   -1e-300,  5e-324, 1e6,     -1e6,
        1e9,   1e12,   -1e12,   1e15,     1e100,    -1e100,   1e300,  -1e300,  1.7976931348623157e308,
        1e7,   3e-8,   123.456, -987.654, 0.999999, 1.000001,
    };
    constexpr std::size_t tableSize = sizeof table / sizeof table[0];
    std::uint8_t choice = byte();
    if (choice < 3 * tableSize) return table[choice % tableSize];
    switch (choice) {
      case 250:
        return std::numeric_limits<double>::infinity();
      case 251:
        return -std::numeric_limits<double>::infinity();
      case 252:
        return std::numeric_limits<double>::quiet_NaN();
      case 253:
      case 254:
        return rawDouble();
      default:
        // A small integer, the commonest layout number: -64 … 63.
        return static_cast<double>(static_cast<int>(byte() % 128) - 64);
    }
  }

 public:
  /// A priority: the named ones, odd valid ones (tiny, just below required) and invalid ones
  /// (0, negative, above 1000, non-finite).
  double priority() noexcept {
    static constexpr double table[] = {
        1000.0, 1000.0, 1000.0, 1000.0, 750.0,   250.0,        50.0,     1.0,    999.0, 500.0,
        1000.0, 999.5,  1e-300, 5e-324, 1e-9,    1000 - 1e-13, 999.9999, 751.0,  749.0, 0.001,
        0.0,    -1.0,   -0.0,   1001.0, 1000.01, 1e300,        1e-12,    1000.0, 750.0, 250.0,
    };
    constexpr std::size_t tableSize = sizeof table / sizeof table[0];
    std::uint8_t choice = byte();
    if (choice < 8 * tableSize) return table[choice % tableSize];
    switch (choice % 4) {
      case 0:
        return std::numeric_limits<double>::quiet_NaN();
      case 1:
        return std::numeric_limits<double>::infinity();
      case 2:
        return rawDouble();
      default:
        return 1 + byte() * (999.0 / 255);
    }
  }

 private:
  const std::uint8_t* data_;
  std::size_t size_;
  std::size_t position_ = 0;
  bool moderate_;
  bool edges_;
};

/// Whether the environment variable `name` is set to something other than `0` or empty.
inline bool environmentFlag(const char* name) {
  const char* value = std::getenv(name);
  return value != nullptr && value[0] != '\0' && std::strcmp(value, "0") != 0;
}

/// Reports a broken invariant on stderr, naming the step, and aborts (libFuzzer then saves the
/// input as a crash).
[[noreturn]] inline void fail(std::size_t step, const std::string& operation, const std::string& what) {
  std::fprintf(stderr, "\nINVARIANT BROKEN at step %zu (%s): %s\n", step, operation.c_str(), what.c_str());
  std::fflush(stderr);
  std::abort();
}

/// Whether `a` and `b` agree to 1e-9 relative or 1e-6 absolute (numbers up to 1e6 in play, their
/// rounding errors up to about 1e6 · 2^-52 per operation), or are the same non-finite value: how
/// CLAYOUT_FUZZ_SKIP_NUMERIC compares the values before and after a failed call, since a failed
/// call that is undone by inverse edits may move them by rounding (a known solver issue).
inline bool nearlyEqual(double a, double b) {
  if (!std::isfinite(a) || !std::isfinite(b)) return std::memcmp(&a, &b, sizeof a) == 0;
  return std::fabs(a - b) <= std::fmax(1e-6, 1e-9 * std::fmax(std::fabs(a), std::fabs(b)));
}

/// `|residual|` allowed for a constraint whose largest term (|coefficient·value| or |constant|) is
/// `scale`: 1e-9 relative, with a floor of 1e-9.
inline double residualTolerance(double scale) { return 1e-9 * std::fmax(1.0, scale); }

/// Whether a constraint of `relation` whose sides differ by `residual` (first minus second) holds
/// within `tolerance`: both harnesses judge required constraints this way.
inline bool holdsWithin(Relation relation, double residual, double tolerance) {
  switch (relation) {
    case Relation::equal:
      return std::fabs(residual) <= tolerance;
    case Relation::lessThanOrEqual:
      return residual <= tolerance;
    case Relation::greaterThanOrEqual:
      return residual >= -tolerance;
  }
  return false;
}

}  // namespace clayout::fuzz
