// SolverResult.cpp — names of error kinds and the construction of failures.
#include "CLayoutCore/Solver/SolverResult.h"

#include <utility>

namespace clayout {

const char* errorKindName(SolverErrorKind kind) noexcept {
  switch (kind) {
    case SolverErrorKind::none:
      return "none";
    case SolverErrorKind::unsatisfiableConstraint:
      return "unsatisfiable constraint";
    case SolverErrorKind::duplicateConstraint:
      return "duplicate constraint";
    case SolverErrorKind::unknownConstraint:
      return "unknown constraint";
    case SolverErrorKind::duplicateEditVariable:
      return "duplicate edit variable";
    case SolverErrorKind::unknownEditVariable:
      return "unknown edit variable";
    case SolverErrorKind::requiredEditVariable:
      return "required edit variable";
    case SolverErrorKind::nonFiniteValue:
      return "non-finite value";
    case SolverErrorKind::valueOutOfRange:
      return "value out of range";
    case SolverErrorKind::lostPrecision:
      return "lost precision";
    case SolverErrorKind::invalidPriority:
      return "invalid priority";
    case SolverErrorKind::invalidRelation:
      return "invalid relation";
    case SolverErrorKind::sharedConstraint:
      return "shared constraint";
    case SolverErrorKind::movedFromVariable:
      return "moved-from variable";
    case SolverErrorKind::movedFromSolver:
      return "moved-from solver";
  }
  return "unknown error";
}

SolverResult SolverResult::failure(SolverErrorKind kind, std::string message,
                                   std::optional<Constraint> constraint) {
  SolverResult result;
  result.kind = kind;
  result.message = std::move(message);
  result.constraint = std::move(constraint);
  return result;
}

}  // namespace clayout
