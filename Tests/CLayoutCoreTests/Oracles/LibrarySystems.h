// LibrarySystems.h — an exact reference system (ExactReference.h) as the library's constraints,
// for the tests and tools that run the solver on it and judge it by the reference.
#pragma once

#include <vector>

#include "CLayoutCore/CLayoutCore.h"
#include "Oracles/ExactReference.h"

namespace clayout::testing::exact {

/// The library's relation for a reference relation.
inline clayout::Relation libraryRelation(Relation relation) {
  switch (relation) {
    case Relation::lessThanOrEqual:
      return clayout::Relation::lessThanOrEqual;
    case Relation::equal:
      return clayout::Relation::equal;
    case Relation::greaterThanOrEqual:
      return clayout::Relation::greaterThanOrEqual;
  }
  return clayout::Relation::equal;
}

/// `s`'s constraints, in order, over `variables` (one per variable of `s`, by index), with the
/// doubles the system holds.
inline std::vector<clayout::Constraint> libraryConstraints(const System& s,
                                                           const std::vector<clayout::Variable>& variables) {
  std::vector<clayout::Constraint> result;
  for (const SystemConstraint& c : s.constraints) {
    clayout::Expression expression;
    for (const auto& [v, a] : c.terms) expression.terms.push_back(clayout::Term(variables[v], a));
    expression.constant = c.constant;
    result.emplace_back(expression, libraryRelation(c.relation), c.priority);
  }
  return result;
}

}  // namespace clayout::testing::exact
