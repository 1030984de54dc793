// ExactSweep.cpp — the library's solver against the exact reference on random systems of the kinds
// outside testers drew (SweepSystems.h). A tool, not a ctest test: it runs as long as it is asked
// to and prints counts.
//
// Build (the library in Release through the bench preset, then this file against it; each
// command on one line, from the repository's root):
//
//   cmake --preset bench && cmake --build --preset bench --target CLayoutCore
//   g++ -std=c++20 -O2 -Wall -Wextra -Wpedantic -ISources/CLayoutCore/include -ITests/CLayoutCoreTests
//     Tests/CLayoutCoreTests/Solver/Tools/ExactSweep.cpp -Lbuild/bench -lclayoutcore
//     -o build/bench/ExactSweep
//
// Run: ExactSweep [--count N] [--seconds S] [--seed BASE] [--class NAME] [--dump DIR] [--verbose]
//   --count N     systems per class (default 200); --seconds S stops a class after S seconds.
//   --seed BASE   system k of class c (in the order below, from 0) has seed BASE + 1000000·c + k
//                 (default 1); --first K starts at system K, so `--seed B --first K --count 1
//                 --class NAME` reruns one system alone.
//   --class NAME  only one class: general, ties, redundant, dyadic, infeasible, definitions, rangeEdge.
//   --changes     also the third run (below) for the first five classes (the last two always have it).
//   --dump DIR    writes each system the solver gets wrong to DIR/<class>-<seed>.txt (findings format).
//   --verbose     prints each violated required constraint, wrong level and refusal message.
//   --file PATH   instead of generating, judges every system of a findings-format file (one tally).
// Run it under `nice -n 19`: a class of 40x120 systems takes about a second per system.
//
// Classes (the first five: 10–40 variables, 20–120 constraints, 1–8 priority levels, both signs):
//   general     coefficients m·10^k from 0.001 to 1000 (1–3 significant digits, ±1 often); the
//               required constraints hold at a hidden point x* (inequalities often tight there),
//               the optional ones are near it. Equalities hold at x* only to the rounding of
//               their constants, so a few required sets are infeasible by rounding alone: the
//               tool counts those "knife-edge" systems (x* holds within 1e-9) separately.
//   ties        the same with degenerate ties: most inequalities tight at x*, duplicated
//               constraints, optional constraints in conflicting pairs at the same level.
//   redundant   dyadic coefficients 0.25–6 and a dyadic x*, every number exact in binary, plus
//               required equalities that are exact combinations of earlier ones (exactly redundant).
//   dyadic      the same numbers as `redundant` without the redundant equalities (a control).
//   infeasible  `general` plus 1–3 required constraints that cannot hold with earlier ones.
//   definitions fresh variables defined by required equalities whose values cancel (y of 1e-6 beside
//               operands of 1e6), required constraints of large coefficients on them, wishes, and
//               harmless bounds after; 6–12 variables, 5–16 constraints.
//   rangeEdge   underdetermined systems with constants near 1e15 and coefficients 1e-6 to 1e6, whose
//               optimal faces may reach beyond the range while holding points within it;
//               4–10 variables, 5–16 constraints.
//
// Each system is run twice: all constraints in one `addConstraints` (batch), and one
// `addConstraint` at a time in order (sequential, continuing after refusals). The last two
// classes (every class with --changes) have a third run, "changes", which goes on from the
// sequential run's solver with the calls the first two never make: edits on 1–3 variables (each
// judged as the optional equality `v == suggestion` at its priority), 1–3 optional constraints met
// at the values the solver holds or 10 away (on a required set accepted on a knife edge too: an
// optional constraint is never refused), six suggestions (near the hidden point, -1, 0, ±2e9 beyond
// the guarded 1e9, ±4e14), then 1–6 removals (required equalities first); each call is judged as
// an addition is, and a refused one must also leave every value bit for bit ("a refusal changed a
// value"). Each run is judged
// by ExactReference.h (exact rationals; tolerance 1e-9 relative to each constraint's largest term)
// and counted under: agreed; required violated while reporting success; optional refused;
// feasible required refused (of which: a redundant equality); infeasible accepted (split into
// "knife-edge": the solver's values hold every required constraint within 1e-9, and beyond);
// wrong conflict set (the refused constraint with its conflicts is satisfiable; "knife-edge
// system" when the system's required set is infeasible by rounding only); conflict set not
// irreducible; suboptimal level (the first level that differs is worse); a level better than the
// optimum (the first level that differs is better: only when required constraints give way);
// other errors. One system can count under several outcomes. The sequential run goes on after a
// wrong step, so its later outcomes can be consequences of the first.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "CLayoutCore/CLayoutCore.h"
#include "Oracles/ExactReference.h"
#include "Oracles/LibrarySystems.h"
#include "Oracles/Random.h"
#include "Oracles/SweepSystems.h"

namespace {

namespace ex = clayout::testing::exact;
using ex::Rational;

// MARK: Randomness

using clayout::testing::Random;

// The generator: Solver/SweepSystems.h.
using namespace clayout::testing::sweep_systems;

// MARK: Running the solver

using ex::libraryConstraints;

// MARK: Counting

/// Prints the details of every problem found (--verbose).
bool verbose = false;

enum Outcome {
  agreed,
  requiredViolated,
  optionalRefused,
  feasibleRefused,
  redundantRefused,
  infeasibleAcceptedKnifeEdge,
  infeasibleAccepted,
  wrongConflictSet,
  wrongConflictSetKnifeEdge,
  conflictNotIrreducible,
  suboptimalLevel,
  betterThanOptimum,
  valueOutOfRange,
  valueOutOfRangeUndue,
  lostPrecision,
  refusalChangedValue,
  otherError,
  outcomeCount
};
const char* outcomeNames[outcomeCount] = {"agreed",
                                          "required violated, success reported",
                                          "optional refused",
                                          "feasible required refused",
                                          "  of which a redundant equality",
                                          "infeasible accepted (knife-edge)",
                                          "infeasible accepted (beyond 1e-9)",
                                          "wrong conflict set (satisfiable)",
                                          "wrong conflict set (knife-edge system)",
                                          "conflict set not irreducible",
                                          "suboptimal level",
                                          "level better than optimum",
                                          "refused: value out of range (due)",
                                          "refused: value out of range, a point in range is optimal",
                                          "refused: lost precision (final check)",
                                          "a refusal changed a value",
                                          "other error"};

/// The outcome of a refusal that is not "unsatisfiable", after the constraints `set` of `s` were
/// given (the refused call's included). A range refusal is due when every optimal point of
/// `set` has a value beyond the range (`leastLargestMagnitude`, in the reference).
Outcome otherOutcome(const clayout::SolverResult& result, const ex::System& s,
                     const std::vector<std::size_t>& set) {
  if (result.kind == clayout::SolverErrorKind::valueOutOfRange) {
    ex::System part;
    part.variableCount = s.variableCount;
    for (std::size_t index : set) part.constraints.push_back(s.constraints[index]);
    std::optional<ex::Rational> least = ex::leastLargestMagnitude(part);
    return least && least->toDouble() <= clayout::largestValue ? valueOutOfRangeUndue : valueOutOfRange;
  }
  if (result.kind == clayout::SolverErrorKind::lostPrecision) return lostPrecision;
  return otherError;
}

struct Tally {
  long systems = 0;
  long counts[outcomeCount] = {};
  std::vector<std::uint64_t> examples[outcomeCount];
  double solverSeconds = 0, referenceSeconds = 0;
  double slowestReference = 0;
  long pivots = 0;
};

/// The indices of `result`'s failing constraint and conflicts, through `indexOf`.
std::vector<std::size_t> conflictIndices(const clayout::SolverResult& result,
                                         const std::map<const void*, std::size_t>& indexOf) {
  std::vector<std::size_t> set;
  if (result.constraint) set.push_back(indexOf.at(result.constraint->identity()));
  for (const clayout::Constraint& c : result.conflicts) set.push_back(indexOf.at(c.identity()));
  return set;
}

/// Judges a reported conflict `set` (the refused constraint first, then its conflicts): it must
/// be unsatisfiable when all are required, and irreducible (without any one of the conflicts,
/// the rest can hold).
void judgeConflict(const ex::System& s, const std::vector<std::size_t>& set, bool knifeEdge,
                   std::set<Outcome>& outcomes) {
  if (ex::feasibleTogether(s, set)) {
    outcomes.insert(knifeEdge ? wrongConflictSetKnifeEdge : wrongConflictSet);
    return;
  }
  for (std::size_t drop = 1; drop < set.size(); ++drop) {
    std::vector<std::size_t> smaller;
    for (std::size_t k = 0; k < set.size(); ++k)
      if (k != drop) smaller.push_back(set[k]);
    if (!ex::feasibleTogether(s, smaller)) {
      outcomes.insert(conflictNotIrreducible);
      return;
    }
  }
}

/// Judges the refusal of required constraint `refused` when the required constraints `present`
/// were in the solver: due only when they cannot hold together; then the conflict set is judged.
void judgeRefusal(const ex::System& s, const Generated& g, std::size_t refused,
                  const std::vector<std::size_t>& present, const std::vector<std::size_t>& set,
                  std::set<Outcome>& outcomes) {
  std::vector<std::size_t> with = present;
  with.push_back(refused);
  if (ex::feasibleTogether(s, with)) {
    outcomes.insert(feasibleRefused);
    if (g.redundant.count(refused) != 0) outcomes.insert(redundantRefused);
    return;
  }
  judgeConflict(s, set, g.knifeEdge, outcomes);
}

/// Judges `values` against the exact optimum `optimum` of `part` (solved by the caller).
void judgeSolved(const ex::System& part, const ex::ExactSolution& optimum, const std::vector<double>& values,
                 std::set<Outcome>& outcomes) {
  if (!optimum.feasible) {
    // Judge the values against the required part alone: knife-edge when they hold within 1e-9.
    ex::System required;
    required.variableCount = part.variableCount;
    for (const ex::SystemConstraint& c : part.constraints)
      if (c.isRequired()) required.constraints.push_back(c);
    ex::ExactSolution none;
    none.feasible = true;
    ex::CandidateVerdict verdict = ex::judgeCandidate(required, none, values);
    outcomes.insert(verdict.requiredHold ? infeasibleAcceptedKnifeEdge : infeasibleAccepted);
    return;
  }
  ex::CandidateVerdict verdict = ex::judgeCandidate(part, optimum, values);
  if (!verdict.requiredHold) {
    outcomes.insert(requiredViolated);
    if (verbose) {
      std::vector<Rational> x;
      for (double v : values) x.push_back(Rational::fromDouble(v));
      for (std::size_t index : verdict.violated) {
        ex::ExactConstraint c = ex::toExact(part.constraints[index], part.variableCount);
        std::printf("      %s: required constraint %zu of the accepted set violated by %.6g (scale %.6g)\n",
                    part.name.c_str(), index, c.error(x).toDouble(), c.scale(x).toDouble());
      }
    }
  }
  if (!verdict.levelsOptimal && verbose)
    std::printf("      %s: level %zu total %.9g, optimum %.9g\n", part.name.c_str(), verdict.firstWrongLevel,
                verdict.levelErrors[verdict.firstWrongLevel].toDouble(),
                optimum.levelErrors[verdict.firstWrongLevel].toDouble());
  if (!verdict.levelsOptimal)
    outcomes.insert(verdict.wrongLevelIsWorse ? suboptimalLevel : betterThanOptimum);
}

/// Judges the solver's values after success on the accepted constraints `accepted`.
void judgeValues(const ex::System& s, const std::vector<std::size_t>& accepted,
                 const std::vector<double>& values, std::set<Outcome>& outcomes, Tally& tally) {
  ex::System part;
  part.name = s.name;
  part.variableCount = s.variableCount;
  for (std::size_t i : accepted) part.constraints.push_back(s.constraints[i]);
  // The batch and the sequential run often accept the same constraints: solve each set once.
  static std::string cachedName;
  static std::vector<std::size_t> cachedAccepted;
  static ex::ExactSolution cached;
  if (cachedName != s.name || cachedAccepted != accepted) {
    auto start = std::chrono::steady_clock::now();
    cached = ex::solveExactly(part);
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    tally.referenceSeconds += seconds;
    tally.slowestReference = std::max(tally.slowestReference, seconds);
    tally.pivots += static_cast<long>(cached.pivots);
    cachedName = s.name;
    cachedAccepted = accepted;
  }
  judgeSolved(part, cached, values, outcomes);
}

void record(Tally& tally, const std::set<Outcome>& outcomes, std::uint64_t seed) {
  if (outcomes.empty()) {
    ++tally.counts[agreed];
    return;
  }
  for (Outcome o : outcomes) {
    ++tally.counts[o];
    if (tally.examples[o].size() < 5) tally.examples[o].push_back(seed);
  }
}

/// The third run (see the header): edits, suggestions and removals on `solver`, which holds the
/// constraints `accepted` of `s` (over `variables`), each call judged by the reference.
void runChanges(const Generated& g, std::uint64_t seed, clayout::Solver& solver,
                const std::vector<clayout::Variable>& variables,
                const std::vector<clayout::Constraint>& constraints, std::vector<std::size_t> accepted,
                std::set<Outcome>& outcomes, Tally& tally) {
  const ex::System& s = g.system;
  Random random(seed ^ 0x5eedc4a96e5ull);
  struct Edit {
    std::size_t variable;
    double priority;
    double suggestion;
  };
  std::vector<Edit> edits;
  // Optional constraints added in this run (not in `s`), with their solver constraints.
  std::vector<ex::SystemConstraint> extra;
  std::vector<clayout::Constraint> extraConstraints;
  std::vector<double> values(s.variableCount);
  auto read = [&] {
    for (std::size_t j = 0; j < s.variableCount; ++j) values[j] = solver.valueOf(variables[j]);
  };
  // The system the solver holds: the accepted constraints and the edits as optional equalities.
  auto held = [&](const std::vector<Edit>& withEdits) {
    ex::System part;
    part.name = s.name + " changes";
    part.variableCount = s.variableCount;
    for (std::size_t i : accepted) part.constraints.push_back(s.constraints[i]);
    for (const ex::SystemConstraint& c : extra) part.constraints.push_back(c);
    for (const Edit& edit : withEdits) {
      ex::SystemConstraint c;
      c.terms = {{edit.variable, 1.0}};
      c.constant = -edit.suggestion;
      c.relation = ex::Relation::equal;
      c.priority = edit.priority;
      part.constraints.push_back(c);
    }
    return part;
  };
  auto judge = [&](const ex::System& part) {
    auto start = std::chrono::steady_clock::now();
    ex::ExactSolution optimum = ex::solveExactly(part);
    tally.referenceSeconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    tally.pivots += static_cast<long>(optimum.pivots);
    read();
    judgeSolved(part, optimum, values, outcomes);
  };
  // A call: judged after a success; after a refusal, every value must be as it was, bit for bit,
  // and a refusal for the range must be due on the system as the call would have made it.
  auto call = [&](const std::string& what, const clayout::SolverResult& result,
                  const std::vector<double>& before, const ex::System& asMade) {
    if (verbose)
      std::printf("      %s changes, %s: %s\n", s.name.c_str(), what.c_str(),
                  result.succeeded() ? "ok" : result.message.c_str());
    if (result.succeeded()) return true;
    read();
    for (std::size_t j = 0; j < values.size(); ++j) {
      if (std::memcmp(&values[j], &before[j], sizeof(double)) != 0) {
        outcomes.insert(refusalChangedValue);
        break;
      }
    }
    if (result.kind == clayout::SolverErrorKind::valueOutOfRange) {
      std::optional<Rational> least = ex::leastLargestMagnitude(asMade);
      outcomes.insert(least && least->toDouble() <= clayout::largestValue ? valueOutOfRangeUndue
                                                                          : valueOutOfRange);
    } else {
      outcomes.insert(result.kind == clayout::SolverErrorKind::lostPrecision ? lostPrecision : otherError);
    }
    return false;
  };
  // 1. Edits on 1–3 variables, each at its current value.
  const double priorities[] = {750, 250, 100, 999, 1};
  int editCount = random.integer(1, std::min(3, static_cast<int>(s.variableCount)));
  for (int k = 0; k < editCount; ++k) {
    std::size_t v = static_cast<std::size_t>(random.integer(0, static_cast<int>(s.variableCount) - 1));
    if (std::any_of(edits.begin(), edits.end(), [&](const Edit& e) { return e.variable == v; })) continue;
    read();
    std::vector<double> before = values;
    Edit edit{v, priorities[random.integer(0, 4)], values[v]};
    std::vector<Edit> with = edits;
    with.push_back(edit);
    std::string what = "addEditVariable(v" + std::to_string(v) + ", " + std::to_string(edit.priority) + ")";
    if (call(what, solver.addEditVariable(variables[v], edit.priority), before, held(with))) {
      edits = with;
      judge(held(edits));
    }
  }
  // 2. Optional constraints on what the solver holds: `Σ a·v ⋈ c` at a level of the system (or a
  //    new one), met at the current values or 10 away. Never refused (docs/exactness.md).
  std::vector<double> levels = ex::levelsOf(s);
  levels.push_back(3);
  int optionalCount = random.integer(1, 3);
  for (int k = 0; k < optionalCount; ++k) {
    read();
    std::vector<double> before = values;
    ex::SystemConstraint c;
    int terms = random.integer(1, std::min(3, static_cast<int>(s.variableCount)));
    for (int t = 0; t < terms; ++t) {
      std::size_t v = static_cast<std::size_t>(random.integer(0, static_cast<int>(s.variableCount) - 1));
      if (std::any_of(c.terms.begin(), c.terms.end(), [&](const auto& term) { return term.first == v; }))
        continue;
      c.terms.push_back({v, t == 0 ? 1.0 : random.sign() * 0.5 * random.integer(1, 8)});
    }
    c.relation = random.chance(0.5) ? ex::Relation::equal
                                    : (random.chance(0.5) ? ex::Relation::lessThanOrEqual
                                                          : ex::Relation::greaterThanOrEqual);
    c.priority = levels[static_cast<std::size_t>(random.integer(0, static_cast<int>(levels.size()) - 1))];
    c.constant =
        tightConstant(exactSum(c.terms, values), ex::Relation::equal) + (random.chance(0.5) ? 0 : 10);
    ex::System one;
    one.variableCount = s.variableCount;
    one.constraints.push_back(c);
    clayout::Constraint added = libraryConstraints(one, variables).front();
    std::vector<ex::SystemConstraint> withExtra = extra;
    extra.push_back(c);
    ex::System asMade = held(edits);
    clayout::SolverResult result = solver.addConstraint(added);
    if (!result && (result.kind == clayout::SolverErrorKind::unsatisfiableConstraint ||
                    result.kind == clayout::SolverErrorKind::lostPrecision)) {
      outcomes.insert(optionalRefused);
      if (verbose)
        std::printf("      %s changes, optional %s: %s\n", s.name.c_str(), added.description().c_str(),
                    result.message.c_str());
      extra = withExtra;
      continue;
    }
    if (call("addConstraint(optional " + added.description() + ")", result, before, asMade)) {
      extraConstraints.push_back(added);
      judge(held(edits));
    } else {
      extra = withExtra;
    }
  }
  // 3. Suggestions: near the hidden point, -1, 0, or far (beyond the guarded 1e9, or near 1e15).
  for (int k = 0; k < 6 && !edits.empty(); ++k) {
    Edit& edit = edits[static_cast<std::size_t>(random.integer(0, static_cast<int>(edits.size()) - 1))];
    double value;
    switch (random.integer(0, 5)) {
      case 0:
        value = -1;
        break;
      case 1:
        value = 0;
        break;
      case 2:
        value = random.sign() * 2e9;
        break;
      case 3:
        value = random.sign() * 4e14;
        break;
      default:
        value = g.point[edit.variable] + random.integer(-100, 100);
        break;
    }
    read();
    std::vector<double> before = values;
    double previous = edit.suggestion;
    edit.suggestion = value;
    ex::System asMade = held(edits);
    char what[96];
    std::snprintf(what, sizeof what, "suggestValue(v%zu, %.17g)", edit.variable, value);
    if (call(what, solver.suggestValue(variables[edit.variable], value), before, asMade)) {
      judge(asMade);
    } else {
      edit.suggestion = previous;
    }
  }
  // 4. Removals, required equalities first (the definitions), then any.
  std::vector<std::size_t> order = accepted;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    auto rank = [&](std::size_t i) {
      const ex::SystemConstraint& c = s.constraints[i];
      return c.isRequired() && c.relation == ex::Relation::equal ? 0 : 1;
    };
    return rank(a) < rank(b);
  });
  std::size_t removals = std::min<std::size_t>(order.size(), static_cast<std::size_t>(random.integer(1, 6)));
  for (std::size_t k = 0; k < removals; ++k) {
    std::size_t index = order[k];
    read();
    std::vector<double> before = values;
    std::string what =
        "removeConstraint(" + std::to_string(index) + ": " + constraints[index].description() + ")";
    if (!call(what, solver.removeConstraint(constraints[index]), before, held(edits))) continue;
    accepted.erase(std::find(accepted.begin(), accepted.end(), index));
    judge(held(edits));
  }
}

/// Runs one system both ways, and the third way when `changesTally` is given; returns whether
/// anything was wrong.
bool runSystem(const Generated& g, std::uint64_t seed, Tally& batchTally, Tally& sequentialTally,
               Tally* changesTally = nullptr) {
  const ex::System& s = g.system;
  std::vector<clayout::Variable> variables;
  for (std::size_t j = 0; j < s.variableCount; ++j) variables.emplace_back("v" + std::to_string(j));
  std::vector<double> values(s.variableCount);
  bool wrong = false;

  // Batch.
  {
    std::set<Outcome> outcomes;
    std::vector<clayout::Constraint> constraints = libraryConstraints(s, variables);
    std::map<const void*, std::size_t> indexOf;
    for (std::size_t i = 0; i < constraints.size(); ++i) indexOf[constraints[i].identity()] = i;
    clayout::Solver solver;
    auto start = std::chrono::steady_clock::now();
    clayout::SolverResult result = solver.addConstraints(constraints);
    batchTally.solverSeconds +=
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (result.succeeded()) {
      for (std::size_t j = 0; j < s.variableCount; ++j) values[j] = solver.valueOf(variables[j]);
      std::vector<std::size_t> all(s.constraints.size());
      for (std::size_t i = 0; i < all.size(); ++i) all[i] = i;
      judgeValues(s, all, values, outcomes, batchTally);
    } else if (result.kind != clayout::SolverErrorKind::unsatisfiableConstraint || !result.constraint) {
      std::vector<std::size_t> all(s.constraints.size());
      for (std::size_t i = 0; i < all.size(); ++i) all[i] = i;
      outcomes.insert(otherOutcome(result, s, all));
      if (verbose) std::printf("      %s batch: %s\n", s.name.c_str(), result.message.c_str());
    } else {
      std::size_t refused = indexOf.at(result.constraint->identity());
      if (!s.constraints[refused].isRequired()) {
        outcomes.insert(optionalRefused);
        if (verbose) std::printf("      %s batch: %s\n", s.name.c_str(), result.message.c_str());
      } else {
        // All or nothing: a refusal is due exactly when the whole required set cannot hold.
        std::vector<std::size_t> required;
        for (std::size_t i = 0; i < s.constraints.size(); ++i)
          if (s.constraints[i].isRequired()) required.push_back(i);
        std::vector<std::size_t> others;
        for (std::size_t i : required)
          if (i != refused) others.push_back(i);
        judgeRefusal(s, g, refused, others, conflictIndices(result, indexOf), outcomes);
        if (verbose)
          std::printf("      %s batch, required constraint %zu refused (%zu conflicts): %s\n", s.name.c_str(),
                      refused, result.conflicts.size(), result.message.c_str());
      }
    }
    ++batchTally.systems;
    record(batchTally, outcomes, seed);
    wrong = wrong || !outcomes.empty();
  }

  // Sequential.
  {
    std::set<Outcome> outcomes;
    std::vector<clayout::Constraint> constraints = libraryConstraints(s, variables);
    std::map<const void*, std::size_t> indexOf;
    for (std::size_t i = 0; i < constraints.size(); ++i) indexOf[constraints[i].identity()] = i;
    clayout::Solver solver;
    std::vector<std::size_t> accepted, acceptedRequired;
    for (std::size_t i = 0; i < constraints.size(); ++i) {
      auto start = std::chrono::steady_clock::now();
      clayout::SolverResult result = solver.addConstraint(constraints[i]);
      sequentialTally.solverSeconds +=
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      if (result.succeeded()) {
        accepted.push_back(i);
        if (s.constraints[i].isRequired()) acceptedRequired.push_back(i);
        continue;
      }
      if (result.kind != clayout::SolverErrorKind::unsatisfiableConstraint) {
        std::vector<std::size_t> given = accepted;
        given.push_back(i);
        outcomes.insert(otherOutcome(result, s, given));
        if (verbose)
          std::printf("      %s sequential, constraint %zu: %s\n", s.name.c_str(), i, result.message.c_str());
      } else if (!s.constraints[i].isRequired()) {
        outcomes.insert(optionalRefused);
        if (verbose)
          std::printf("      %s sequential, constraint %zu: %s\n", s.name.c_str(), i, result.message.c_str());
      } else {
        judgeRefusal(s, g, i, acceptedRequired, conflictIndices(result, indexOf), outcomes);
        if (verbose)
          std::printf("      %s sequential, required constraint %zu refused (%zu conflicts): %s\n",
                      s.name.c_str(), i, result.conflicts.size(), result.message.c_str());
      }
    }
    for (std::size_t j = 0; j < s.variableCount; ++j) values[j] = solver.valueOf(variables[j]);
    judgeValues(s, accepted, values, outcomes, sequentialTally);
    ++sequentialTally.systems;
    record(sequentialTally, outcomes, seed);
    wrong = wrong || !outcomes.empty();
    if (changesTally != nullptr) {
      std::set<Outcome> changed;
      auto start = std::chrono::steady_clock::now();
      runChanges(g, seed, solver, variables, constraints, accepted, changed, *changesTally);
      changesTally->solverSeconds +=
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      ++changesTally->systems;
      record(*changesTally, changed, seed);
      wrong = wrong || !changed.empty();
    }
  }
  return wrong;
}

void printTally(const char* title, const Tally& t) {
  std::printf(
      "  %s: %ld systems, solver %.2f ms/system, reference %.1f ms/system (slowest %.0f ms), %.0f "
      "pivots/system\n",
      title, t.systems, 1000 * t.solverSeconds / std::max(1L, t.systems),
      1000 * t.referenceSeconds / std::max(1L, t.systems), 1000 * t.slowestReference,
      static_cast<double>(t.pivots) / static_cast<double>(std::max(1L, t.systems)));
  for (int o = 0; o < outcomeCount; ++o) {
    if (t.counts[o] == 0 && o != agreed) continue;
    std::printf("    %-38s %6ld", outcomeNames[o], t.counts[o]);
    if (o != agreed && !t.examples[o].empty()) {
      std::printf("   e.g. seeds");
      for (std::uint64_t seed : t.examples[o]) std::printf(" %llu", static_cast<unsigned long long>(seed));
    }
    std::printf("\n");
  }
}

}  // namespace

int main(int argc, char** argv) {
  long count = 200, first = 0;
  double seconds = 1e30;
  std::uint64_t base = 1;
  std::optional<std::string> only, dump, file;
  bool changesEverywhere = false;
  for (int k = 1; k < argc; ++k) {
    auto value = [&]() -> const char* {
      if (k + 1 >= argc) {
        std::fprintf(stderr, "missing value after %s\n", argv[k]);
        std::exit(2);
      }
      return argv[++k];
    };
    if (std::strcmp(argv[k], "--count") == 0)
      count = std::atol(value());
    else if (std::strcmp(argv[k], "--first") == 0)
      first = std::atol(value());
    else if (std::strcmp(argv[k], "--seconds") == 0)
      seconds = std::atof(value());
    else if (std::strcmp(argv[k], "--seed") == 0)
      base = std::strtoull(value(), nullptr, 10);
    else if (std::strcmp(argv[k], "--class") == 0)
      only = value();
    else if (std::strcmp(argv[k], "--verbose") == 0)
      verbose = true;
    else if (std::strcmp(argv[k], "--changes") == 0)
      changesEverywhere = true;
    else if (std::strcmp(argv[k], "--dump") == 0)
      dump = value();
    else if (std::strcmp(argv[k], "--file") == 0)
      file = value();
    else {
      std::fprintf(stderr,
                   "usage: %s [--count N] [--first K] [--seconds S] [--seed BASE] [--class NAME] [--dump "
                   "DIR] [--file PATH] [--changes] [--verbose]\n",
                   argv[0]);
      return 2;
    }
  }
  if (file) {
    std::ifstream in(*file);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    Tally batch, sequential;
    std::uint64_t index = 0;
    for (ex::System& system : ex::parseSystems(text)) {
      Generated g;
      g.system = std::move(system);
      classify(g);
      bool wrong = runSystem(g, index++, batch, sequential);
      std::printf("  %s: %s%s\n", g.system.name.c_str(), wrong ? "WRONG" : "agreed",
                  g.infeasible ? " (required set infeasible)" : "");
    }
    printTally("batch (addConstraints)", batch);
    printTally("sequential (addConstraint)", sequential);
    return 0;
  }
  const Kind kinds[] = {Kind::general,    Kind::ties,        Kind::redundant, Kind::dyadic,
                        Kind::infeasible, Kind::definitions, Kind::rangeEdge};
  for (int c = 0; c < 7; ++c) {
    Kind kind = kinds[c];
    if (only && *only != kindName(kind)) continue;
    bool changes = changesEverywhere || kind == Kind::definitions || kind == Kind::rangeEdge;
    Tally batch, sequential, changed;
    auto start = std::chrono::steady_clock::now();
    long generatedRedundant = 0, generatedPoison = 0, infeasibleSystems = 0, knifeEdgeSystems = 0;
    for (long k = first; k < first + count; ++k) {
      if (std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() > seconds) break;
      std::uint64_t seed = base + 1000000ull * static_cast<std::uint64_t>(c) + static_cast<std::uint64_t>(k);
      Generated g = generate(kind, seed);
      classify(g);
      infeasibleSystems += g.infeasible ? 1 : 0;
      knifeEdgeSystems += g.knifeEdge ? 1 : 0;
      generatedRedundant += static_cast<long>(g.redundant.size());
      generatedPoison += static_cast<long>(g.poison.size());
      bool wrong = runSystem(g, seed, batch, sequential, changes ? &changed : nullptr);
      if (wrong && dump) {
        std::ofstream out(*dump + "/" + g.system.name + ".txt");
        out << ex::formatSystem(g.system);
      }
    }
    double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf(
        "class %s (seeds %llu + k, k from %ld): %.0f s; %ld redundant equalities, %ld infeasible additions "
        "generated; %ld required sets infeasible exactly, %ld of them knife-edge (x* holds within 1e-9)\n",
        kindName(kind), static_cast<unsigned long long>(base + 1000000ull * static_cast<std::uint64_t>(c)),
        first, elapsed, generatedRedundant, generatedPoison, infeasibleSystems, knifeEdgeSystems);
    printTally("batch (addConstraints)", batch);
    printTally("sequential (addConstraint)", sequential);
    if (changes) printTally("changes (edits, suggestions, removals)", changed);
    std::fflush(stdout);
  }
  return 0;
}
