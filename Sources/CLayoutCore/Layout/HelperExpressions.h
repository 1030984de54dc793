// HelperExpressions.h — building the linear expressions of ConstraintLayout's helpers (internal):
// sums of scaled anchors, as the helpers' constraints relate differences and weighted sums of
// positions that the anchor DSL's types do not write.
#pragma once

#include <string>
#include <utility>

#include "CLayoutCore/Layout/LayoutAttribute.h"
#include "CLayoutCore/Layout/LayoutConstraint.h"

namespace clayout::internal {

/// `expression + coefficient · other` (terms appended, constants added scaled), in `expression`'s
/// engine. A zero coefficient adds nothing, so that no term of multiplier 0 reaches the engine.
/// Assumes both are of one engine (the engine checks the terms' items when activating).
inline LayoutExpression adding(LayoutExpression expression, const LayoutExpression& other,
                               double coefficient) {
  if (coefficient == 0) return expression;
  if (expression.terms.empty()) {
    expression.engine = other.engine;
    expression.engineIdentity = other.engineIdentity;
  }
  for (const LayoutTerm& term : other.terms) {
    expression.terms.push_back(LayoutTerm{term.item, term.attribute, term.coefficient * coefficient});
  }
  expression.constant += other.constant * coefficient;
  return expression;
}

/// `first relation second` at `priority`, identified `identifier`, with no source location.
inline PendingLayoutConstraint helperConstraint(LayoutExpression first, Relation relation,
                                                LayoutExpression second, double priority,
                                                std::string identifier) {
  return PendingLayoutConstraint{std::move(first),      relation,    std::move(second), priority,
                                 std::move(identifier), std::nullopt};
}

}  // namespace clayout::internal
