// UnsatisfiableConstraints.h — what an engine does when required constraints cannot all hold:
// refuse the call (the default, all or nothing) or recover as UIKit does, by breaking one
// constraint of the conflict and going on.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "CLayoutCore/Layout/LayoutConstraint.h"
#include "CLayoutCore/Layout/LayoutTypes.h"

namespace clayout {

/// What `LayoutEngine::activate` and `LayoutEngine::setRootSize` do when the required constraints
/// cannot all hold.
enum class UnsatisfiableConstraintPolicy {
  /// Refuse the call with `unsatisfiableConstraint` and change nothing (the default).
  refuse,
  /// Break constraints of the conflict, one at a time, until the call succeeds, as UIKit does
  /// ("Unable to simultaneously satisfy constraints … Will attempt to recover by breaking
  /// constraint"). Each broken constraint is reported in `LayoutEngine::brokenConstraints`.
  ///
  /// The rule, deterministic: of the conflict set, only the host's constraints may break (never
  /// the root's size, which stands for the window, nor a constraint the engine maintains: an
  /// intrinsic size, a stack's, a guide's, a helper's); of those, the one activated first breaks
  /// (constraints activated together count in the order given, after every active one). A
  /// broken constraint is not active: the engine holds neither it nor anything of it (UIKit keeps
  /// a broken constraint `isActive` but leaves it out of its engine, the same frames).
  recover,
};

/// The readable name of a policy (`refuse`, `recover`), as the layout file writes it; nullptr for
/// a value outside the enumeration.
const char* unsatisfiableConstraintPolicyName(UnsatisfiableConstraintPolicy policy) noexcept;

/// A constraint the engine broke under `UnsatisfiableConstraintPolicy::recover`.
struct BrokenConstraint {
  /// The constraint broken: not active (activate it again once its conflict is gone).
  LayoutConstraint constraint;
  /// The other required constraints of its conflict, which hold (without the root's size: see
  /// `rootSizeAxis`).
  std::vector<LayoutConstraint> conflicts;
  /// Set when the conflict was with the root's size on this axis.
  std::optional<LayoutAxis> rootSizeAxis;
  /// `broke <constraint> to go on: <the refusal's message, with the whole conflict>`.
  std::string message;
};

}  // namespace clayout
