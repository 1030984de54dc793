// AnchorOperators.cpp — the untyped arithmetic behind the anchor operators, the named
// dimension-to-constant relations, and the priorities and identifiers attached with `|`.
#include "CLayoutCore/Anchors/AnchorOperators.h"

#include <utility>

namespace clayout {

namespace internal {

namespace {

/// Adds `coefficient · term` to `terms`, into the term of the same item and attribute when there
/// is one. A coefficient that sums to zero stays: the engine decides what a zero term means.
void accumulate(LayoutTerms& terms, const LayoutTerm& term, double coefficient) {
  for (LayoutTerm& existing : terms) {
    if (existing.item == term.item && existing.attribute == term.attribute) {
      existing.coefficient += coefficient;
      return;
    }
  }
  terms.push_back(LayoutTerm{term.item, term.attribute, coefficient});
}

/// `accumulate` for an expression that mixes engines: terms merge only within one engine, and
/// `engines` (parallel to `terms`) records each term's.
void accumulateInEngine(LayoutTerms& terms, std::vector<void*>& engines, const LayoutTerm& term,
                        double coefficient, void* engine) {
  for (std::size_t i = 0; i < terms.size(); ++i) {
    if (engines[i] == engine && terms[i].item == term.item && terms[i].attribute == term.attribute) {
      terms[i].coefficient += coefficient;
      return;
    }
  }
  terms.push_back(LayoutTerm{term.item, term.attribute, coefficient});
  engines.push_back(engine);
}

/// The engine of `expression`'s term at `index`.
void* engineOfTerm(const LayoutExpression& expression, std::size_t index) {
  return expression.termEngines.empty() ? expression.engine : expression.termEngines[index];
}

}  // namespace

LayoutExpression combineExpressions(const LayoutExpression& a, double aScale, const LayoutExpression& b,
                                    double bScale) {
  LayoutExpression result;
  result.terms.reserve(a.terms.size() + b.terms.size());
  result.constant = a.constant * aScale + b.constant * bScale;
  result.engine = a.engine != nullptr ? a.engine : b.engine;
  result.engineIdentity = a.engine != nullptr ? a.engineIdentity : b.engineIdentity;
  // One address with two identities: a destroyed engine's item and one of the engine that took
  // its address.
  bool twoIdentities = a.engineIdentity != 0 && b.engineIdentity != 0 && a.engineIdentity != b.engineIdentity;
  result.mixesEngines =
      a.mixesEngines || b.mixesEngines ||
      (a.engine != nullptr && b.engine != nullptr && (a.engine != b.engine || twoIdentities));
  if (!result.mixesEngines) {
    for (const LayoutTerm& term : a.terms) accumulate(result.terms, term, term.coefficient * aScale);
    for (const LayoutTerm& term : b.terms) accumulate(result.terms, term, term.coefficient * bScale);
    return result;
  }
  for (std::size_t i = 0; i < a.terms.size(); ++i) {
    accumulateInEngine(result.terms, result.termEngines, a.terms[i], a.terms[i].coefficient * aScale,
                       engineOfTerm(a, i));
  }
  for (std::size_t i = 0; i < b.terms.size(); ++i) {
    accumulateInEngine(result.terms, result.termEngines, b.terms[i], b.terms[i].coefficient * bScale,
                       engineOfTerm(b, i));
  }
  return result;
}

LayoutExpression scaleExpression(LayoutExpression expression, double multiplier) {
  for (LayoutTerm& term : expression.terms) term.coefficient *= multiplier;
  expression.constant *= multiplier;
  return expression;
}

LayoutExpression divideExpression(LayoutExpression expression, double divisor) {
  for (LayoutTerm& term : expression.terms) term.coefficient /= divisor;
  expression.constant /= divisor;
  return expression;
}

LayoutExpression addConstant(LayoutExpression expression, double constant) {
  expression.constant += constant;
  return expression;
}

LayoutExpression constantExpression(double constant) { return LayoutExpression{{}, constant, nullptr}; }

PendingLayoutConstraint relate(LayoutExpression first, Relation relation, LayoutExpression second,
                               AnchorKind kind, std::source_location location) {
  PendingLayoutConstraint pending;
  pending.first = std::move(first);
  pending.relation = relation;
  pending.second = std::move(second);
  pending.anchorKind = kind;
  pending.location = location;
  return pending;
}

}  // namespace internal

PendingLayoutConstraint dimensionIsEqualToConstant(const CLayoutDimensionExpression& dimension,
                                                   double constant, std::source_location location) {
  return internal::relate(dimension.expression(), Relation::equal, internal::constantExpression(constant),
                          AnchorKind::dimension, location);
}

PendingLayoutConstraint dimensionIsLessThanOrEqualToConstant(const CLayoutDimensionExpression& dimension,
                                                             double constant, std::source_location location) {
  return internal::relate(dimension.expression(), Relation::lessThanOrEqual,
                          internal::constantExpression(constant), AnchorKind::dimension, location);
}

PendingLayoutConstraint dimensionIsGreaterThanOrEqualToConstant(const CLayoutDimensionExpression& dimension,
                                                                double constant,
                                                                std::source_location location) {
  return internal::relate(dimension.expression(), Relation::greaterThanOrEqual,
                          internal::constantExpression(constant), AnchorKind::dimension, location);
}

// MARK: - Priority and identifier

// These only record: a NaN, infinite or out-of-range priority is kept as given, and the engine
// refuses it (`invalidPriority`, naming the constraint) when the constraint is activated.

PendingLayoutConstraint operator|(PendingLayoutConstraint constraint, double priority) {
  constraint.priority = priority;
  return constraint;
}

PendingLayoutConstraint operator|(PendingLayoutConstraint constraint, LayoutIdentifier identifier) {
  constraint.identifier = std::move(identifier.value);
  return constraint;
}

PendingLayoutConstraint operator|(PendingLayoutConstraint constraint, LayoutDirectionOf direction) {
  constraint.directionItem = direction.item;
  return constraint;
}

}  // namespace clayout
