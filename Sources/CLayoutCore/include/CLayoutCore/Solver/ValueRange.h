// ValueRange.h — the magnitudes the solver and the engine compute with.
#pragma once

#include <cmath>

namespace clayout {

/// The range of values the solver and the engine handle, in points (or whatever unit the host
/// uses). Every number a host gives (a constraint's constant, a suggested value, a root size, an
/// intrinsic size, an inset, a baseline offset) must be at most `largestValue` in magnitude, and
/// every value the solver computes for a variable stays within it: a call whose result would
/// leave it fails with `valueOutOfRange` and changes nothing. At 1e15 a double still resolves
/// 0.125, and no product of a coefficient and a value in range overflows, so no value the solver
/// stores can become infinite or NaN.
inline constexpr double largestValue = 1e15;

/// The smallest magnitude of a nonzero coefficient (or multiplier). A coefficient below it is
/// refused with `valueOutOfRange` rather than kept or dropped (1e-6·x at x = 1e6 is kept exactly).
/// The solver tells true coefficients and costs from rounding residue relative to the largest
/// beside them: a coefficient of 1e-12 beside a 1 is at that limit, and through a cost of 1e-9
/// per unit an edit stopped moving (y == 1e9·x, x edited). The range stops three orders short of
/// the first failure seen on either side of 1.
inline constexpr double smallestCoefficient = 1e-6;

/// The largest magnitude of a coefficient (or multiplier), the reciprocal of
/// `smallestCoefficient`. (A layout's multipliers are ratios of sizes: 0.001 to 1000 in practice.)
inline constexpr double largestCoefficient = 1e6;

/// Whether `value` is a finite number within `largestValue` in magnitude.
inline bool isValueInRange(double value) noexcept { return std::fabs(value) <= largestValue; }

/// Whether `coefficient` is 0 or between `smallestCoefficient` and `largestCoefficient` in
/// magnitude (NaN and infinities are not).
inline bool isCoefficientInRange(double coefficient) noexcept {
  double magnitude = std::fabs(coefficient);
  return coefficient == 0 || (magnitude >= smallestCoefficient && magnitude <= largestCoefficient);
}

}  // namespace clayout
