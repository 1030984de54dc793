// SolverResult.h — what a solver call reports: success, or what failed and why.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "CLayoutCore/Solver/Constraint.h"
#include "CLayoutCore/Solver/ValueRange.h"

namespace clayout {

/// What went wrong in a solver call. Every failing call leaves the solver exactly as it was.
enum class SolverErrorKind {
  /// The call succeeded.
  none,
  /// A required constraint cannot hold together with the required constraints present.
  unsatisfiableConstraint,
  /// The constraint is already in the solver (or twice in one batch).
  duplicateConstraint,
  /// The constraint is not in the solver.
  unknownConstraint,
  /// The variable already has an edit.
  duplicateEditVariable,
  /// The variable has no edit.
  unknownEditVariable,
  /// An edit variable cannot be required: only suggestions below required can be absorbed.
  requiredEditVariable,
  /// A coefficient, constant or suggested value is NaN or infinite.
  nonFiniteValue,
  /// A priority outside (0, 1000].
  invalidPriority,
  /// A relation that is none of `<=`, `==`, `>=` (an integer cast to `Relation`).
  invalidRelation,
  /// The constraint is in another solver too, so its constant or priority cannot change (see
  /// `Constraint`).
  sharedConstraint,
  /// A variable handle that was moved from (it names no variable), in a constraint or an edit.
  movedFromVariable,
  /// The solver was moved from: it holds nothing and changes nothing until a solver is assigned
  /// to it (or `reset` makes it a new, empty one).
  movedFromSolver,
  /// A finite number outside the range the solver computes with (see ValueRange.h): a constant or
  /// suggestion beyond `largestValue`, a coefficient outside `smallestCoefficient` to
  /// `largestCoefficient`, or a call whose solution would put a variable beyond `largestValue`.
  valueOutOfRange,
  /// The call's result failed the final check: a required constraint would not hold at the
  /// values found (beyond 1e-9 of its scale) because the floating-point tableau lost precision
  /// on this system. Nothing was changed; the message names the constraint and by how much.
  lostPrecision,
};

/// The readable name of an error kind, e.g. `unsatisfiable constraint`.
const char* errorKindName(SolverErrorKind kind) noexcept;

/// The outcome of a solver call: `succeeded()`, or an error kind, a message naming what is at
/// fault, the constraint at fault and, for an unsatisfiable constraint, its explanation.
/// `[[nodiscard]]`: a call whose result is dropped is a compile warning; a caller that knows a
/// call cannot fail says so with `(void)` and a comment.
struct [[nodiscard]] SolverResult {
  /// What failed (`none` on success).
  SolverErrorKind kind = SolverErrorKind::none;
  /// A readable sentence naming the constraint or variable at fault (empty on success).
  std::string message;
  /// The constraint the call failed on, when there is one.
  std::optional<Constraint> constraint;
  /// For `unsatisfiableConstraint`: the present required constraints that, together with
  /// `constraint`, cannot all hold. The set is irreducible: without any one of them,
  /// `constraint` could be added.
  std::vector<Constraint> conflicts;

  /// Whether the call succeeded.
  bool succeeded() const noexcept { return kind == SolverErrorKind::none; }
  /// Whether the call succeeded.
  explicit operator bool() const noexcept { return succeeded(); }

  /// A success.
  static SolverResult success() { return {}; }
  /// A failure of `kind` described by `message`, about `constraint` when given.
  static SolverResult failure(SolverErrorKind kind, std::string message,
                              std::optional<Constraint> constraint = std::nullopt);
};

}  // namespace clayout
