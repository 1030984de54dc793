// SolverAgreementTests.cpp — on the outside testers' kind of system the solver
// agrees with exact rational arithmetic. Random systems of the exactness sweep (SweepSystems.h:
// 10–40 variables, 20–120 constraints, 1–8 levels, coefficients from 0.001 to 1000, degenerate
// ties, exactly redundant equalities, exact binary fractions, required sets made infeasible) are
// added in one batch and one constraint at a time, and each answer is judged by the exact
// reference written in the tests (ExactReference.h, which shares no code with the library):
//   - a success: every accepted required constraint holds within 1e-9 of its scale and every
//     level is optimal (within 1e-9 of its scale), at the values read;
//   - a refusal (unsatisfiable): the refused constraint is required, it cannot hold with the
//     accepted required constraints, and the conflicts reported with it cannot hold together
//     while each one is needed (irreducible);
//   - no other error, but `valueOutOfRange` when every optimal point has a value beyond the range
//     too (the solver refuses values beyond 1e15: ValueRange.h);
//   - a required set that the reference finds infeasible may be accepted only as a knife edge:
//     each accepted required constraint holds within 1e-11 of its scale (ExactTableau.h).
// Then an ill-conditioned system goes through removals, constant changes and edits, and after
// each the values are judged against the reference's optimum of the system as it then is.
// Before the exact arbiter, 5 of 20 general systems agreed in a batch and 5 one at a time
// (Tools/ExactSweep.cpp has the counts); the systems here all failed then.
#define CLAYOUT_TEST_MAIN
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "CLayoutCore/CLayoutCore.h"
#include "Oracles/LibrarySystems.h"
#include "Oracles/SweepSystems.h"
#include "TestSupport.h"
#include "TestSweep.h"

namespace {

namespace rs = clayout::testing::sweep_systems;
namespace ex = clayout::testing::exact;

std::vector<std::size_t> requiredOf(const ex::System& s, const std::vector<std::size_t>& set) {
  std::vector<std::size_t> result;
  for (std::size_t i : set)
    if (s.constraints[i].isRequired()) result.push_back(i);
  return result;
}

/// The part of `s` made of the constraints `set`, in order.
ex::System partOf(const ex::System& s, const std::vector<std::size_t>& set) {
  ex::System part;
  part.name = s.name;
  part.variableCount = s.variableCount;
  for (std::size_t i : set) part.constraints.push_back(s.constraints[i]);
  return part;
}

/// Why the values read after a success on `set` are wrong, or empty (`whyValuesAreWrong`).
std::string judgeSuccess(const ex::System& s, const std::vector<std::size_t>& set,
                         const std::vector<double>& values) {
  return ex::whyValuesAreWrong(partOf(s, set), values);
}

/// Why the refusal of `refused` (with conflicts `conflicts`, indices) after `accepted` is wrong,
/// or empty.
std::string judgeRefusal(const ex::System& s, std::size_t refused, const std::vector<std::size_t>& accepted,
                         const std::vector<std::size_t>& conflicts) {
  if (!s.constraints[refused].isRequired()) return "an optional constraint was refused";
  std::vector<std::size_t> with = requiredOf(s, accepted);
  with.push_back(refused);
  if (ex::feasibleTogether(s, with)) return "a feasible required constraint was refused";
  std::vector<std::size_t> set = conflicts;
  set.push_back(refused);
  if (ex::feasibleTogether(s, set)) return "the conflicts reported can hold together";
  for (std::size_t left = 0; left < conflicts.size(); ++left) {
    std::vector<std::size_t> smaller;
    for (std::size_t k = 0; k < set.size(); ++k)
      if (k != left) smaller.push_back(set[k]);
    if (!ex::feasibleTogether(s, smaller)) return "the conflicts reported are not irreducible";
  }
  return {};
}

/// Why a `valueOutOfRange` refusal after `set` is wrong, or empty: only when every optimal point
/// of `set` has a value beyond the range (the reference's least largest magnitude over them).
std::string judgeOutOfRange(const ex::System& s, const std::vector<std::size_t>& set) {
  std::optional<ex::Rational> least = ex::leastLargestMagnitude(partOf(s, set));
  if (!least || least->toDouble() > clayout::largestValue) return {};
  return "a value out of range was reported, but an optimal point is in range (largest magnitude " +
         std::to_string(least->toDouble()) + ")";
}

struct Run {
  const ex::System& s;
  std::vector<clayout::Variable> variables;
  std::vector<clayout::Constraint> constraints;
  std::map<const void*, std::size_t> indexOf;

  explicit Run(const ex::System& system) : s(system) {
    for (std::size_t j = 0; j < s.variableCount; ++j) variables.emplace_back("v" + std::to_string(j));
    constraints = ex::libraryConstraints(s, variables);
    for (std::size_t i = 0; i < constraints.size(); ++i) indexOf[constraints[i].identity()] = i;
  }
  std::vector<double> values(const clayout::Solver& solver) const {
    std::vector<double> result;
    for (const clayout::Variable& variable : variables) result.push_back(solver.valueOf(variable));
    return result;
  }
  std::vector<std::size_t> conflictsOf(const clayout::SolverResult& result) const {
    std::vector<std::size_t> conflicts;
    for (const clayout::Constraint& conflict : result.conflicts)
      conflicts.push_back(indexOf.at(conflict.identity()));
    return conflicts;
  }
};

void checkSystem(rs::Kind kind, std::uint64_t seed) {
  rs::Generated g = rs::generate(kind, seed);
  const ex::System& s = g.system;
  std::string name = std::string(rs::kindName(kind)) + " seed " + std::to_string(seed);
  Run run(s);
  std::vector<std::size_t> all;
  for (std::size_t i = 0; i < s.constraints.size(); ++i) all.push_back(i);
  // In one batch: all or nothing.
  {
    clayout::Solver solver;
    clayout::SolverResult result = solver.addConstraints(run.constraints);
    std::string wrong;
    if (result) {
      wrong = judgeSuccess(s, all, run.values(solver));
    } else if (result.kind == clayout::SolverErrorKind::unsatisfiableConstraint && result.constraint) {
      std::size_t refused = run.indexOf.at(result.constraint->identity());
      std::vector<std::size_t> others;
      for (std::size_t i : requiredOf(s, all))
        if (i != refused) others.push_back(i);
      wrong = judgeRefusal(s, refused, others, run.conflictsOf(result));
    } else if (result.kind == clayout::SolverErrorKind::valueOutOfRange) {
      wrong = judgeOutOfRange(s, all);
    } else {
      wrong = "unexpected error: " + result.message;
    }
    CHECK_WITH(wrong.empty(), name + " (batch): " + wrong);
  }
  // One at a time, going on after each refusal.
  clayout::Solver solver;
  std::vector<std::size_t> accepted;
  for (std::size_t i = 0; i < s.constraints.size(); ++i) {
    std::vector<double> before = run.values(solver);
    clayout::SolverResult result = solver.addConstraint(run.constraints[i]);
    if (result) {
      accepted.push_back(i);
      continue;
    }
    std::string wrong;
    if (result.kind == clayout::SolverErrorKind::unsatisfiableConstraint) {
      wrong = judgeRefusal(s, i, accepted, run.conflictsOf(result));
    } else if (result.kind == clayout::SolverErrorKind::valueOutOfRange) {
      std::vector<std::size_t> with = accepted;
      with.push_back(i);
      wrong = judgeOutOfRange(s, with);
    } else {
      wrong = "unexpected error: " + result.message;
    }
    if (run.values(solver) != before) wrong += " (and the refusal changed the values)";
    CHECK_WITH(wrong.empty(), name + " (one at a time, constraint " + std::to_string(i) + "): " + wrong);
  }
  std::string wrong = judgeSuccess(s, accepted, run.values(solver));
  CHECK_WITH(wrong.empty(), name + " (one at a time, at the end): " + wrong);
}

}  // namespace

// Each class's seeds in full; a bounded sweep (TestSweep.h) checks the first of each.
TEST_CASE("the general class agrees with exact arithmetic, in a batch and one at a time") {
  const std::uint64_t seeds[] = {1, 2, 3, 5, 6, 7};
  for (std::size_t i = 0; i < clayout::testing::sweepSize<std::size_t>(6, 1); ++i)
    checkSystem(rs::Kind::general, seeds[i]);
}

TEST_CASE("degenerate ties agree with exact arithmetic") {
  for (std::uint64_t k = 0; k < clayout::testing::sweepSize<std::uint64_t>(6, 1); ++k)
    checkSystem(rs::Kind::ties, 1000001 + k);
}

TEST_CASE("exactly redundant equalities agree with exact arithmetic") {
  for (std::uint64_t k = 0; k < clayout::testing::sweepSize<std::uint64_t>(6, 1); ++k)
    checkSystem(rs::Kind::redundant, 2000001 + k);
}

TEST_CASE("exact binary fractions agree with exact arithmetic") {
  for (std::uint64_t k = 0; k < clayout::testing::sweepSize<std::uint64_t>(4, 1); ++k)
    checkSystem(rs::Kind::dyadic, 3000001 + k);
}

TEST_CASE("infeasible required sets are refused with irreducible conflicts") {
  for (std::uint64_t k = 0; k < clayout::testing::sweepSize<std::uint64_t>(4, 1); ++k)
    checkSystem(rs::Kind::infeasible, 4000001 + k);
}

TEST_CASE("removals, constant changes and edits on an ill-conditioned system agree with exact arithmetic") {
  // The general system of seed 1: its optimal bases hold cells beyond 1e13.
  rs::Generated g = rs::generate(rs::Kind::general, 1);
  ex::System s = g.system;
  Run run(s);
  clayout::Solver solver;
  std::vector<std::size_t> present;
  for (std::size_t i = 0; i < s.constraints.size(); ++i)
    if (solver.addConstraint(run.constraints[i])) present.push_back(i);
  // Each step changes the solver; the system it then holds is `s` restricted to `present`, with
  // the constants changed and the edits as optional equalities `v - suggestion == 0`.
  auto judge = [&](const std::string& step) {
    ex::System current = partOf(s, present);
    std::string wrong = judgeSuccess(
        current,
        [&] {
          std::vector<std::size_t> every(current.constraints.size());
          for (std::size_t k = 0; k < every.size(); ++k) every[k] = k;
          return every;
        }(),
        run.values(solver));
    CHECK_WITH(wrong.empty(), "after " + step + ": " + wrong);
  };
  judge("building");
  // Removals of every fifth constraint present.
  for (std::size_t k = 0; k < present.size(); k += 5) {
    std::size_t removed = present[k];
    CHECK(solver.removeConstraint(run.constraints[removed]));
    present.erase(present.begin() + static_cast<std::ptrdiff_t>(k));
    judge("removing constraint " + std::to_string(removed));
  }
  // Constant changes of every seventh required constraint: a step of 1 either way.
  for (std::size_t k = 0; k < present.size(); k += 7) {
    std::size_t changed = present[k];
    double constant = s.constraints[changed].constant + (k % 2 == 0 ? 1 : -1);
    clayout::SolverResult result = solver.setConstant(run.constraints[changed], constant);
    if (!result) {
      CHECK_WITH(result.kind == clayout::SolverErrorKind::unsatisfiableConstraint, result.message);
      continue;
    }
    s.constraints[changed].constant = constant;
    judge("changing the constant of constraint " + std::to_string(changed));
  }
  // An edit of a variable at priority 500, with suggestions across four orders of magnitude.
  CHECK(solver.addEditVariable(run.variables[0], 500));
  ex::SystemConstraint edit;
  edit.terms = {{0, 1.0}};
  edit.relation = ex::Relation::equal;
  edit.priority = 500;
  edit.constant = -solver.valueOf(run.variables[0]);
  s.constraints.push_back(edit);
  present.push_back(s.constraints.size() - 1);
  for (double suggestion : {250.0, -3.5, 1e4, 0.125}) {
    CHECK(solver.suggestValue(run.variables[0], suggestion));
    s.constraints.back().constant = -suggestion;
    judge("suggesting " + std::to_string(suggestion));
  }
}
