// Validation.cpp — what refuses a call before it changes anything, and the errors that say so.
#include <cmath>
#include <string>

#include "SolverImplementation.h"
#include "Support/NumberFormat.h"

namespace clayout::internal {

SolverResult SolverImplementation::validate(const Constraint& constraint, double priority) const {
  Relation relation = constraint.relation();
  if (relation != Relation::lessThanOrEqual && relation != Relation::equal &&
      relation != Relation::greaterThanOrEqual) {
    return SolverResult::failure(SolverErrorKind::invalidRelation,
                                 "constraint `" + constraint.description() + "` has relation " +
                                     std::to_string(static_cast<int>(relation)) +
                                     ", which is none of <=, ==, >=",
                                 constraint);
  }
  if (!priority::isValid(priority)) {
    return SolverResult::failure(SolverErrorKind::invalidPriority,
                                 "priority " + formatNumber(priority) + " of constraint `" +
                                     constraint.description() + "` is outside (0, 1000]",
                                 constraint);
  }
  const Expression& expression = constraint.expression();
  bool finite = std::isfinite(expression.constant);
  bool movedFrom = false;
  for (const Term& term : expression.terms) {
    finite = finite && std::isfinite(term.coefficient);
    movedFrom = movedFrom || term.variable.isMovedFrom();
  }
  if (movedFrom) {
    return SolverResult::failure(SolverErrorKind::movedFromVariable,
                                 "constraint `" + constraint.description() +
                                     "` has a term whose variable was moved from (it names no variable)",
                                 constraint);
  }
  if (!finite) {
    return SolverResult::failure(SolverErrorKind::nonFiniteValue,
                                 "constraint `" + constraint.description() +
                                     "` has a coefficient or constant that is not a finite number",
                                 constraint);
  }
  if (!isValueInRange(expression.constant)) {
    return SolverResult::failure(SolverErrorKind::valueOutOfRange,
                                 "constraint `" + constraint.description() + "` has the constant " +
                                     formatNumber(expression.constant) + ", beyond " +
                                     formatNumber(largestValue) + " in magnitude (see ValueRange.h)",
                                 constraint);
  }
  for (const Term& term : expression.terms) {
    if (isCoefficientInRange(term.coefficient)) continue;
    return SolverResult::failure(SolverErrorKind::valueOutOfRange,
                                 "constraint `" + constraint.description() + "` has the coefficient " +
                                     formatNumber(term.coefficient) + " of `" + term.variable.name() +
                                     "`, outside " + formatNumber(smallestCoefficient) + " to " +
                                     formatNumber(largestCoefficient) + " in magnitude (see ValueRange.h)",
                                 constraint);
  }
  return SolverResult::success();
}

SolverResult SolverImplementation::validateAdditions(std::span<const Constraint> constraints) const {
  // 1. Every constraint valid and new, before anything changes.
  std::size_t firstRepeat = firstRepeatedConstraint(constraints);
  for (std::size_t i = 0; i < constraints.size(); ++i) {
    const Constraint& constraint = constraints[i];
    SolverResult invalid = validate(constraint, constraint.priority());
    if (!invalid) return invalid;
    if (i == firstRepeat || records_.contains(constraint)) {
      return SolverResult::failure(SolverErrorKind::duplicateConstraint,
                                   "constraint `" + constraint.description() + "` is already in the solver",
                                   constraint);
    }
    if (constraint.data_->changedIn != nullptr && constraint.data_->changedIn != this) {
      return SolverResult::failure(SolverErrorKind::sharedConstraint,
                                   "constraint `" + constraint.description() +
                                       "` cannot be added: another solver's open transaction changed its "
                                       "constant or priority, and its rollback would change it again",
                                   constraint);
    }
  }
  return SolverResult::success();
}

SolverResult SolverImplementation::validateRemovals(std::span<const Constraint> constraints) const {
  std::size_t firstRepeat = firstRepeatedConstraint(constraints);
  for (std::size_t i = 0; i < constraints.size(); ++i) {
    if (!records_.contains(constraints[i]) || i == firstRepeat) return unknownConstraint(constraints[i]);
  }
  return SolverResult::success();
}

bool SolverImplementation::isShared(const Constraint& constraint) const {
  if (!ConstraintRecords::isShared(constraint)) return false;
  // This solver's own records removed inside an open transaction still count (a rollback links
  // them again), but they do not share the constant with anyone: a host that took the constraint
  // out and put it back in one transaction may change it.
  std::size_t own = 1;
  for (const ConstraintRecord* record : journal_.deferredRecords())
    if (record->constraint.isSameConstraint(constraint)) ++own;
  return ConstraintRecords::recordCount(constraint) > own;
}

SolverResult SolverImplementation::sharedConstraint(const Constraint& constraint, const char* what) {
  return SolverResult::failure(SolverErrorKind::sharedConstraint,
                               std::string("the ") + what + " of constraint `" + constraint.description() +
                                   "` cannot change: another solver holds it too",
                               constraint);
}

SolverResult SolverImplementation::unknownConstraint(const Constraint& constraint) {
  return SolverResult::failure(SolverErrorKind::unknownConstraint,
                               "constraint `" + constraint.description() + "` is not in the solver",
                               constraint);
}

SolverResult SolverImplementation::notConverged(const Constraint* constraint) {
  if (constraint == nullptr) {
    return SolverResult::failure(SolverErrorKind::unsatisfiableConstraint, "the simplex did not converge");
  }
  return SolverResult::failure(SolverErrorKind::unsatisfiableConstraint, "the simplex did not converge",
                               *constraint);
}

}  // namespace clayout::internal
