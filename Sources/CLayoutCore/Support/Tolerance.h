// Tolerance.h — when a computed number counts as zero (internal, shared by every layer).
//
// ## Zero is decided by cancellation, not by size
//
// A coefficient of 1e-9 on a variable at 1e9 is worth 1: no absolute threshold can tell such a
// number from rounding noise, and one that drops it (the solver's old `|x| < 1e-8`) breaks the
// constraint it came from. What rounding produces is different in kind: a sum whose operands
// cancel leaves a residue of the order of 2⁻⁵² times the operands. So a sum is zero when it is
// that small *relative to its operands* (`cancellingSum`), whatever its absolute size, and a
// product is never rounded to zero (it is exact to one rounding). Comparisons of signs (is a
// slack negative, is a reduced cost negative) then read the numbers as they are, with only the
// relative tolerances below.
#pragma once

#include <algorithm>
#include <cmath>

namespace clayout::internal {

/// A sum at most this fraction of its largest operand is rounding noise: exactly zero. 1e-12 is
/// about 4,500 roundings of that operand: noise of a chain of operations stays below it, and a
/// true result that small relative to what it is computed from does not occur in layouts.
inline constexpr double cancellationTolerance = 1e-12;

/// `a + b`, or exactly 0 when the operands cancel to within `cancellationTolerance` of the larger.
inline double cancellingSum(double a, double b) {
  double sum = a + b;
  double magnitude = std::max(std::fabs(a), std::fabs(b));
  return std::fabs(sum) <= cancellationTolerance * magnitude ? 0.0 : sum;
}

/// Below this a number is a subnormal double (or zero): it carries no precision and slows every
/// operation on it, so it is zero. Inputs are kept far from it (see `ValueRange.h`).
inline bool isNegligible(double value) { return std::fabs(value) < 0x1p-1000; }

/// A row constant within this fraction of the numbers summed into it (its magnitude) is zero for
/// the bounds: a slack at -1e-13 beside terms of 1e3 is met, not violated. Looser than
/// `cancellationTolerance`, which decides one sum: this one allows for the chain of them.
inline constexpr double feasibilityTolerance = 1e-11;

/// A row constant whose magnitude (the numbers summed into it) is this many times its size has
/// lost five digits to cancellation: 1e15 - (1e15 - 400) is 400 only to ±0.1. It is computed
/// afresh from the constraints' constants instead.
inline constexpr double driftRatio = 1e5;

/// A row constant that cancels to exactly 0 from numbers beyond this is computed afresh too (see
/// `addToConstant`): it may be a true value lost in their rounding.
inline constexpr double zeroDriftMagnitude = 1e4;

/// A pivot smaller than this fraction of the largest candidate would amplify rounding by its
/// inverse: the ratio tests and the dual simplex prefer larger ones, and take one this small only
/// when nothing else can pivot.
inline constexpr double pivotTolerance = 1e-9;

/// A reduced cost (how much a level's errors change per unit of a symbol) at most this large is
/// zero. Errors have weight 1, so a cost this small would need a move of 1e12 to matter by 1;
/// true costs with coefficients down to 1e-3 on three levels of substitution stay far above it.
inline constexpr double costTolerance = 1e-12;

/// Values closer to zero than this are zero where a quantity has no scale of its own to be
/// relative to (a reduced cost, a step length in the ambiguity search).
inline constexpr double epsilon = 1e-8;

/// Whether `value` is zero within `epsilon`.
inline bool nearZero(double value) { return value < epsilon && value > -epsilon; }

}  // namespace clayout::internal
