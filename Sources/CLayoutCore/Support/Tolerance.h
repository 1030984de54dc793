// Tolerance.h — when two computed numbers count as equal (internal, shared by every layer).
#pragma once

namespace clayout::internal {

/// Values closer to zero than this are zero: the tolerance of every comparison in the solver.
inline constexpr double epsilon = 1e-8;

/// Whether `value` is zero within `epsilon`.
inline bool nearZero(double value) { return value < epsilon && value > -epsilon; }

}  // namespace clayout::internal
