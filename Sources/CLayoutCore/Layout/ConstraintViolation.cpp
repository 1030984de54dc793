// ConstraintViolation.cpp — how far an active constraint is from holding at the solved values.
//
// The constraint is resolved afresh (`resolve`: the items' current directions and baseline
// offsets) into `first - second` over the items' variables, and the solver measures it at its
// values as its final check does (`Solver::violation`: 0 within rounding). A required constraint
// always holds (the engine refuses a change after which one does not); an optional one misses
// when a stronger one wins over it.
#include "LayoutEngineImplementation.h"

namespace clayout::internal {

std::optional<double> LayoutEngineImplementation::constraintViolation(
    const LayoutConstraint& constraint) const noexcept {
  if (constraint.engine() != owner_ || activeEntry(constraint) == nullptr) {
    return std::nullopt;
  }
  return solver_.violation(resolve(constraint.data_->pending));
}

}  // namespace clayout::internal
