// Priority.h — Auto Layout's priority scale, used by every constraint and edit variable.
#pragma once

namespace clayout {

/// Priorities on Auto Layout's scale: any finite value in (0, 1000].
///
/// A constraint of priority `p` is never violated, by any amount, to satisfy any number of
/// constraints of lower priority: each distinct priority in use is its own level of a
/// lexicographic objective. Within one level the errors of its constraints are summed.
namespace priority {

/// A required constraint must hold exactly; adding one that cannot hold is an error.
inline constexpr double required = 1000;
/// Auto Layout's `UILayoutPriorityDefaultHigh`: the default compression resistance.
inline constexpr double defaultHigh = 750;
/// Auto Layout's `UILayoutPriorityDefaultLow`: the default content hugging.
inline constexpr double defaultLow = 250;
/// Auto Layout's `UILayoutPriorityFittingSizeLevel`: the level fitting size pulls at.
inline constexpr double fittingSizeLevel = 50;

/// Whether `value` is a priority: finite and in (0, 1000].
constexpr bool isValid(double value) noexcept { return value > 0 && value <= required; }

/// Whether `value` is the required priority.
constexpr bool isRequired(double value) noexcept { return value >= required; }

}  // namespace priority
}  // namespace clayout
