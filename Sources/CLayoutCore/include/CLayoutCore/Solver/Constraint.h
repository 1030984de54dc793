// Constraint.h — a linear relation with a priority.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>

#include "CLayoutCore/Solver/CountedPointer.h"
#include "CLayoutCore/Solver/Expression.h"
#include "CLayoutCore/Solver/Priority.h"

namespace clayout {

namespace internal {
template <typename Record>
class ConstraintTable;
class Journal;
class SolverImplementation;
}  // namespace internal

/// How a constraint's expression relates to zero.
enum class Relation { lessThanOrEqual, equal, greaterThanOrEqual };

/// `expression relation 0` at a priority: the unit the solver adds and removes.
///
/// A `Constraint` is a handle with identity: copies refer to the same constraint, and a solver
/// knows a constraint by that identity. `lhs == rhs` is stored as `lhs - rhs == 0`, so the
/// *constant* of a constraint is the constant of that normalized expression: for `x == 10` it is
/// `-10`. Its constant and priority can be changed while it is in a solver, through the solver
/// (`Solver::setConstant`, `Solver::setPriority`), which updates this shared record too.
///
/// One constraint may be in several solvers at once. Its expression, relation, constant and
/// priority are then shared: each solver solves with them as they are, so they cannot change
/// while more than one solver holds the constraint (`setConstant` and `setPriority` fail with
/// `sharedConstraint` and change nothing, in every solver). Remove it from the other solvers
/// first, or give each solver its own constraint (`Constraint(other, priority)` makes one).
/// What each solver knows of where it keeps the constraint is validated before use, so a
/// constraint in several solvers, or in a solver destroyed since, is always found correctly.
class Constraint {
 public:
  /// The constraint `expression relation 0` at `priority` (not validated here: the solver
  /// reports a non-finite coefficient, a priority outside (0, 1000] or a relation that is
  /// none of the three when it is added).
  Constraint(Expression expression, Relation relation, double priority = priority::required);
  /// A new constraint with `other`'s expression and relation, at another priority.
  Constraint(const Constraint& other, double priority);
  /// Copies share the constraint. There is no separate move: a moved-from constraint is a copy,
  /// still the same constraint, so a `Constraint` never names nothing.
  Constraint(const Constraint&) = default;
  Constraint& operator=(const Constraint&) = default;

  /// The normalized expression, with like terms combined and zero terms dropped.
  const Expression& expression() const noexcept { return data_->expression; }
  /// How the expression relates to zero.
  Relation relation() const noexcept { return data_->relation; }
  /// The current priority.
  double priority() const noexcept { return data_->priority; }
  /// Whether the current priority is `priority::required`.
  bool isRequired() const noexcept { return priority::isRequired(data_->priority); }
  /// The identifier given by the host (empty when none), shown in descriptions.
  const std::string& identifier() const noexcept;
  /// Sets the identifier shown in descriptions.
  void setIdentifier(std::string identifier);
  /// Whether `other` is a handle to this same constraint.
  bool isSameConstraint(const Constraint& other) const noexcept { return data_ == other.data_; }
  /// A stable address identifying the constraint, for hashing and ordering.
  const void* identity() const noexcept { return data_.get(); }
  /// A readable form, e.g. `x + -1·y + -10 == 0 @750 "gap"`.
  std::string description() const;

 private:
  friend class internal::SolverImplementation;
  friend class internal::Journal;
  template <typename Record>
  friend class internal::ConstraintTable;
  // 80 bytes: a layout holds about ten constraints per view, and most have no identifier.
  struct Data {
    Expression expression;
    double priority;
    /// Null when the host gave none.
    std::unique_ptr<std::string> identifier;
    /// The solver that holds this constraint's record and the record's slot there: a lookup
    /// cache the solver validates before use (a constraint may be in several solvers).
    const void* solver = nullptr;
    std::uint32_t slot = 0;
    Relation relation;
    /// Handles sharing this data (see `CountedPointer`).
    std::atomic<std::uint32_t> references{1};
    /// How many solver records of this constraint exist (one per solver that holds it, outside
    /// a solver call): more than one freezes the constant and priority. Plain data, as
    /// `solver` is: a constraint in several solvers is used by one thread at a time.
    std::uint32_t records = 0;
    /// The solver (its implementation) whose open transaction changed the constant or priority
    /// and may still take the change back, or null: no other solver may add the constraint until
    /// that transaction ends (its rollback would change the constraint under the other's rows).
    const void* changedIn = nullptr;
  };
  internal::CountedPointer<Data> data_;
};

/// The same expression and relation at another priority: `(x == y) | priority::defaultHigh`.
Constraint operator|(const Constraint& constraint, double priority);

// MARK: Relations (anything converts to an expression)

/// `a - b == 0`, required.
Constraint operator==(const Expression& a, const Expression& b);
/// `a - b <= 0`, required.
Constraint operator<=(const Expression& a, const Expression& b);
/// `a - b >= 0`, required.
Constraint operator>=(const Expression& a, const Expression& b);

/// The readable name of a relation: `==`, `<=` or `>=`.
const char* relationSymbol(Relation relation) noexcept;

}  // namespace clayout
