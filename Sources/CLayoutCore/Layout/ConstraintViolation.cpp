// ConstraintViolation.cpp — how far an active constraint is from holding at the solved values.
//
// The constraint is resolved afresh (`resolve`: the items' current directions and baseline
// offsets) into `first - second` over the items' variables, and that expression is evaluated at
// the solver's values. Its value r says by how much the constraint misses: `==` misses by |r|,
// `<=` (first <= second) by r when r > 0, `>=` by -r when r < 0. A residue within 1e-9 of the
// largest term (or of the constant) is rounding, not a miss: 0, as the solver's final check reads
// it. A required constraint always holds (the engine refuses a change after which one does not);
// an optional one misses when a stronger one wins over it.
#include <algorithm>
#include <cmath>

#include "LayoutEngineImplementation.h"

namespace clayout::internal {

namespace {

/// The fraction of the largest operand below which a residue counts as rounding.
constexpr double violationTolerance = 1e-9;

}  // namespace

std::optional<double> LayoutEngineImplementation::constraintViolation(
    const LayoutConstraint& constraint) const noexcept {
  if (constraint.engine() != owner_ || active_.find(constraint.identity()) == active_.end()) {
    return std::nullopt;
  }
  Constraint resolved = resolve(constraint.data_->pending);
  const Expression& expression = resolved.expression();
  double residue = expression.constant;
  double magnitude = std::fabs(expression.constant);
  for (const Term& term : expression.terms) {
    double value = term.coefficient * solver_.valueOf(term.variable);
    residue += value;
    magnitude = std::max(magnitude, std::fabs(value));
  }
  if (std::fabs(residue) <= violationTolerance * magnitude) return 0.0;
  switch (resolved.relation()) {
    case Relation::equal:
      return std::fabs(residue);
    case Relation::lessThanOrEqual:
      return std::max(0.0, residue);
    case Relation::greaterThanOrEqual:
      return std::max(0.0, -residue);
  }
  return std::nullopt;
}

}  // namespace clayout::internal
