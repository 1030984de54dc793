// ExactOracle.h — the solver harness's judge by exact arithmetic (CLAYOUT_FUZZ_EXACT=1): what a
// solver holds, mirrored call by call, solved by the tests' exact rational reference
// (Tests/CLayoutCoreTests/Oracles/ExactReference.h, which shares no code with the library).
//
// The harness tells the oracle what each successful call changed that the solver cannot be asked
// (the edits and their suggestions); the constraints present are read back with `hasConstraint`
// from the harness's pool, which in this mode never drops a constraint. The oracle then answers:
//   - after a success, whether every level is optimal: the first level that differs from the
//     exact optimum beyond 1e-9 of its scale must not be worse (the required constraints are the
//     harness's own check (a));
//   - after a refusal for the value range, whether it was due: every optimal point of the system
//     as the call would have made it has a value beyond 1e15 (`leastLargestMagnitude`);
//   - after any refusal, whether an optional constraint was refused for the state of the required
//     ones (lost precision, unsatisfiable), which docs/exactness.md rules out.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdio>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "CLayoutCore/Solver/Solver.h"
#include "CLayoutCore/Solver/ValueRange.h"
#include "Oracles/ExactReference.h"

namespace clayout::fuzz {

/// An edit as the oracle mirrors it: the optional equality `variable == suggestion` at `priority`.
struct MirroredEdit {
  double priority = 0;
  double suggestion = 0;
};

/// One solver's edits, by the variable's index in the harness's pool.
using MirroredEdits = std::map<std::size_t, MirroredEdit>;

/// The reference's view of a solver: the pool's constraints it holds (each once: the pool never
/// holds one handle twice), `removed` left out, `replacement` in place of `replacing` (a call that
/// changes a constant or a priority), `added` on top, and the edits.
class ExactOracle {
 public:
  ExactOracle(const std::vector<Variable>& variables, const std::vector<Constraint>& pool)
      : variables_(variables), pool_(pool) {}

  /// The system `solver` holds, changed as a call would change it.
  testing::exact::System system(const Solver& solver, const MirroredEdits& edits,
                                const std::vector<Constraint>& added = {},
                                const std::vector<Constraint>& removed = {},
                                const Constraint* replacing = nullptr,
                                const std::optional<Constraint>& replacement = std::nullopt) const {
    testing::exact::System system;
    system.variableCount = variables_.size();
    auto isRemoved = [&](const Constraint& constraint) {
      for (const Constraint& each : removed)
        if (each.isSameConstraint(constraint)) return true;
      return false;
    };
    for (const Constraint& constraint : pool_) {
      if (!solver.hasConstraint(constraint) || isRemoved(constraint)) continue;
      if (replacing != nullptr && replacement && replacing->isSameConstraint(constraint)) {
        append(system, *replacement);
      } else {
        append(system, constraint);
      }
    }
    for (const Constraint& constraint : added) append(system, constraint);
    for (const auto& [variable, edit] : edits) {
      testing::exact::SystemConstraint c;
      c.terms = {{variable, 1.0}};
      c.constant = -edit.suggestion;
      c.relation = testing::exact::Relation::equal;
      c.priority = edit.priority;
      system.constraints.push_back(c);
    }
    return system;
  }

  /// Why `solver`'s values are not optimal at some level for `system`, or empty. A required set
  /// the reference finds infeasible (accepted on a knife edge, docs/exactness.md) is not judged.
  std::string whyNotOptimal(const Solver& solver, const testing::exact::System& system) const {
    testing::exact::ExactSolution optimum = testing::exact::solveExactly(system);
    if (!optimum.feasible) return {};
    std::vector<double> values;
    for (const Variable& variable : variables_) values.push_back(solver.valueOf(variable));
    testing::exact::CandidateVerdict verdict = testing::exact::judgeCandidate(system, optimum, values);
    // A first differing level that is better than the optimum is not judged: it is possible only
    // when a level above gave way within its tolerance (1e-9 of a scale that a constant of 1e15
    // makes 1e6), which the comparison of that level already allowed.
    if (verdict.levelsOptimal || !verdict.wrongLevelIsWorse) return {};
    // As the harness's check (a) judges a required constraint: 1e-9 of the level's scale, with a
    // floor of 1e-9 (the reference's judge has none, so a level of errors 1e-20 at values of 0
    // would count as suboptimal).
    std::size_t level = verdict.firstWrongLevel;
    double difference = std::fabs((verdict.levelErrors[level] - optimum.levelErrors[level]).toDouble());
    double scale = 0;
    std::vector<testing::exact::Rational> x;
    for (double value : values) x.push_back(testing::exact::Rational::fromDouble(value));
    for (const testing::exact::SystemConstraint& c : system.constraints)
      if (c.priority == optimum.levels[level])
        scale += testing::exact::toExact(c, system.variableCount).scale(x).toDouble();
    if (difference <= 1e-9 * std::fmax(1.0, scale)) return {};
    char text[200];
    std::snprintf(text, sizeof text, "level %zu (priority %.17g) totals %.17g, the optimum %.17g", level,
                  optimum.levels[level], verdict.levelErrors[level].toDouble(),
                  optimum.levelErrors[level].toDouble());
    return text;
  }

  /// Whether a refusal for the value range of a call that would have made `system` was due: its
  /// required constraints cannot hold (another refusal would have been due first), or every
  /// optimal point has a value beyond the range.
  static bool rangeRefusalIsDue(const testing::exact::System& system) {
    std::optional<testing::exact::Rational> least = testing::exact::leastLargestMagnitude(system);
    return !least || least->toDouble() > largestValue;
  }

  /// Whether every number of `constraint` is within the value range (else a refusal for the range
  /// is the input's check, due whatever the system).
  static bool isInRange(const Constraint& constraint) {
    const Expression& expression = constraint.expression();
    if (!isValueInRange(expression.constant)) return false;
    for (const Term& term : expression.terms)
      if (!isCoefficientInRange(term.coefficient) || term.variable.isMovedFrom()) return false;
    return priority::isValid(constraint.priority());
  }

 private:
  void append(testing::exact::System& system, const Constraint& constraint) const {
    testing::exact::SystemConstraint c;
    for (const Term& term : constraint.expression().terms)
      c.terms.push_back({indexOf(term.variable), term.coefficient});
    c.constant = constraint.expression().constant;
    c.relation = constraint.relation() == Relation::lessThanOrEqual
                     ? testing::exact::Relation::lessThanOrEqual
                 : constraint.relation() == Relation::equal ? testing::exact::Relation::equal
                                                            : testing::exact::Relation::greaterThanOrEqual;
    c.priority = constraint.priority();
    system.constraints.push_back(c);
  }

  std::size_t indexOf(const Variable& variable) const {
    for (std::size_t index = 0; index < variables_.size(); ++index)
      if (variables_[index].isSameVariable(variable)) return index;
    return 0;  // not reached: a constraint a solver holds uses pool variables only
  }

  const std::vector<Variable>& variables_;
  const std::vector<Constraint>& pool_;
};

}  // namespace clayout::fuzz
