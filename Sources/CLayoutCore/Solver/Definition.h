// Definition.h — one required equality held outside the tableau (internal; see Definitions.h).
#pragma once

#include <vector>

#include "Row.h"
#include "Symbol.h"

namespace clayout::internal {

/// A required equality held outside the tableau: `subject = constant + Σ cells`, the constraint
/// solved for its subject, where the cells name external symbols (defined or not). Owned by its
/// constraint's record; read and changed by `Definitions` and the solver.
struct Definition {
  Symbol subject = noSymbol;
  /// The subject's coefficient in the constraint's expression.
  double subjectCoefficient = 1;
  double constant = 0;
  std::vector<Cell> cells;
  /// Bounds for the value range (`Definitions::boundsFromOperands`), from the coefficients alone,
  /// through the definitions it rests on: |value| <= weight · (largest |constant| of a
  /// definition) + gain · (largest |value| of a variable in the tableau). `gain` = Σ|aᵢ| · (gain of
  /// yᵢ, 1 for a variable in the tableau); `weight` = 1 + Σ|aᵢ| · (weight of yᵢ, 0 for one in the
  /// tableau).
  double gain = 0;
  double weight = 1;
  /// Its place in the order definitions were made: a definition's defined operands were all made
  /// before it (a subject must have no dependents), so expanding definitions from the highest
  /// rank down meets each one after every definition that mentions it (`Definitions::expand`).
  double rank = 0;
};

}  // namespace clayout::internal
