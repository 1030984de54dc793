// LayoutResult.h — what a layout engine call reports: success, or what failed and why.
//
// It has the shape of the solver's `SolverResult` (a kind, a message, the constraint at fault and
// the conflicts) and is kept a type of its own on purpose: it speaks the layout's words (its
// constraints are `LayoutConstraint`s with their items and places, its kinds are the engine's,
// with `rootSizeAxis` besides), and the engine maps each solver kind to one of its own
// (`layoutResultFrom`). One template for both would put the solver's types in the layout's API and
// cost the Swift bridge a typedef per instance.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "CLayoutCore/Layout/LayoutConstraint.h"
#include "CLayoutCore/Layout/LayoutTypes.h"

namespace clayout {

/// What went wrong in a layout engine call. Every failing call leaves the engine exactly as it
/// was.
enum class LayoutErrorKind {
  /// The call succeeded.
  none,
  /// Required constraints cannot all hold; `conflicts` says which.
  unsatisfiableConstraint,
  /// Activating a constraint that is active (or twice in one batch).
  alreadyActive,
  /// Deactivating or changing a constraint that is not active.
  notActive,
  /// A constraint relates items of different engines, an item of another engine was passed, or
  /// another engine's constraint was changed through this one (`setConstant`, `setPriority`).
  differentEngines,
  /// A constraint relates items without a common ancestor.
  noCommonAncestor,
  /// An item was removed from its engine (or the handle is empty).
  removedItem,
  /// A constant, multiplier, size or inset is NaN or infinite.
  nonFiniteValue,
  /// A priority outside (0, 1000].
  invalidPriority,
  /// A multiplier of zero makes a position a constant (`a.centerX == b.centerX * 0`).
  zeroMultiplier,
  /// A tree operation that cannot be done: adding an item to itself or its descendant, adding
  /// or removing the root, a layout guide with subitems, …
  invalidHierarchy,
  /// A value outside what it may be: an enumeration value outside its cases (a `LayoutAttribute`,
  /// `Relation`, `LayoutDirection` or `LayoutAxis` cast from an integer), refused, never read as
  /// some other case; a negative size (root size, intrinsic content size); or a hand-built
  /// constraint relating attributes that the anchor DSL never relates (a horizontal position with
  /// a vertical one, leading or trailing with left or right, a position with a dimension or a
  /// constant).
  invalidValue,
  /// An item handle (or a constraint's item) of an engine that was destroyed: refused, never
  /// read as an item of whatever engine now has its address.
  destroyedEngine,
  /// A finite constant, multiplier, size or inset outside the range the engine computes with
  /// (see CLayoutCore/Solver/ValueRange.h), or a call whose frames would leave it.
  valueOutOfRange,
  /// The solver's final check found a required constraint that would not hold at the values it
  /// found, because its floating-point arithmetic lost precision on this layout; nothing changed.
  lostPrecision,
  /// `LayoutEngine::layoutIfNeeded` measured for `LayoutEngine::maximumLayoutRounds` rounds and the
  /// measured heights still changed (a height feeding back into its own width); nothing changed.
  layoutDidNotSettle,
  /// A measuring function threw (C++) instead of answering a size; nothing changed.
  measuringFunctionFailed,
};

/// The readable name of an error kind, e.g. `no common ancestor`.
const char* layoutErrorKindName(LayoutErrorKind kind) noexcept;

/// The outcome of a layout engine call. `[[nodiscard]]`: a call whose result is dropped is a
/// compile warning; a caller that knows a call cannot fail says so with `(void)` and a comment.
struct [[nodiscard]] LayoutResult {
  /// What failed (`none` on success).
  LayoutErrorKind kind = LayoutErrorKind::none;
  /// A readable message naming the constraint, item or value at fault.
  std::string message;
  /// The constraint the call failed on, when there is one.
  std::optional<LayoutConstraint> constraint;
  /// For `unsatisfiableConstraint`: the active required constraints that, with `constraint`,
  /// cannot all hold (irreducible: without any one of them it could be activated).
  std::vector<LayoutConstraint> conflicts;
  /// For `unsatisfiableConstraint`: set when the required constraints cannot hold at the root's
  /// size (the host's, from `setRootSize`) on this axis. The root's size is no `LayoutConstraint`,
  /// so it is not in `conflicts`; the message lists it as the first conflict line, e.g.
  /// `the root's width (300, set by setRootSize)`, followed by the `conflicts`.
  std::optional<LayoutAxis> rootSizeAxis;

  /// Whether the call succeeded.
  bool succeeded() const noexcept { return kind == LayoutErrorKind::none; }
  /// Whether the call succeeded.
  explicit operator bool() const noexcept { return succeeded(); }
  /// A success.
  static LayoutResult success() { return {}; }
  /// A failure.
  static LayoutResult failure(LayoutErrorKind kind, std::string message,
                              std::optional<LayoutConstraint> constraint = std::nullopt);
};

}  // namespace clayout
