// ExactSweep.cpp — the library's solver against the exact reference on random systems of the kinds
// issue 11 names. A tool, not a ctest test: it runs as long as it is asked to and prints counts.
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
//   --class NAME  only one class: general, ties, redundant, dyadic, infeasible.
//   --dump DIR    writes each system the solver gets wrong to DIR/<class>-<seed>.txt (findings format).
//   --verbose     prints each violated required constraint, wrong level and refusal message.
//   --file PATH   instead of generating, judges every system of a findings-format file (one tally).
// Run it under `nice -n 19`: a class of 40x120 systems takes about a second per system.
//
// Classes (all: 10–40 variables, 20–120 constraints, 1–8 priority levels, both signs):
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
//
// Each system is run twice: all constraints in one `addConstraints` (batch), and one
// `addConstraint` at a time in order (sequential, continuing after refusals). Each run is judged
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
#include "Solver/ExactReference.h"
#include "Solver/LibrarySystems.h"
#include "Solver/Random.h"

namespace {

namespace ex = clayout::testing::exact;
using ex::Rational;

// MARK: Randomness

using clayout::testing::Random;

// MARK: Generating systems

enum class Kind { general, ties, redundant, dyadic, infeasible };
const char* kindName(Kind kind) {
  switch (kind) {
    case Kind::general:
      return "general";
    case Kind::ties:
      return "ties";
    case Kind::redundant:
      return "redundant";
    case Kind::dyadic:
      return "dyadic";
    case Kind::infeasible:
      return "infeasible";
  }
  return "?";
}

/// A generated system and what the generator knows about it.
struct Generated {
  ex::System system;
  /// Indices of the constraints that are exact combinations of earlier required equalities.
  std::set<std::size_t> redundant;
  /// Indices of the constraints added to make the required set infeasible.
  std::set<std::size_t> poison;
  /// The hidden point x*: every required inequality holds at it exactly, every required
  /// equality to the rounding of its constant.
  std::vector<double> point;
  /// Set by `classify`: whether the required set cannot hold exactly, and whether x* holds every
  /// required constraint within 1e-9 all the same (infeasible only by rounding: knife-edge).
  bool infeasible = false, knifeEdge = false;
};

/// Sets `g.infeasible` and `g.knifeEdge` (one exact feasibility solve).
void classify(Generated& g) {
  g.infeasible = !ex::requiredFeasible(g.system);
  if (!g.infeasible) return;
  ex::System required;
  required.variableCount = g.system.variableCount;
  for (const ex::SystemConstraint& c : g.system.constraints)
    if (c.isRequired()) required.constraints.push_back(c);
  ex::ExactSolution none;
  none.feasible = true;
  g.knifeEdge = ex::judgeCandidate(required, none, g.point).requiredHold;
}

/// m·10^k with 1–3 significant digits, magnitude in [0.001, 1000], as the nearest double of the
/// decimal (what a user would type); ±1 a quarter of the time.
double decimalCoefficient(Random& random) {
  if (random.chance(0.25)) return random.sign();
  int digits = random.chance(0.5) ? 1 : (random.chance(0.6) ? 2 : 3);
  int mantissa =
      random.integer(digits == 1 ? 1 : (digits == 2 ? 10 : 100), digits == 1 ? 9 : (digits == 2 ? 99 : 999));
  // value = mantissa · 10^exponent within [0.001, 1000].
  int lowest = -2 - digits, highest = 3 - digits;  // m·10^e in [10^(digits-1+e), 10^(digits+e))
  int exponent = random.integer(lowest, highest);
  char text[64];
  std::snprintf(text, sizeof text, "%de%d", mantissa, exponent);
  return random.sign() * std::strtod(text, nullptr);
}

double dyadicCoefficient(Random& random) { return random.sign() * random.integer(1, 24) * 0.25; }

double tieCoefficient(Random& random) {
  const double palette[] = {1, 1, 1, 2, 0.5, 0.001, 1000, 3, 0.1};
  return random.sign() * palette[random.integer(0, 8)];
}

/// The exact value of Σ a·x* over `terms`.
Rational exactSum(const std::vector<std::pair<std::size_t, double>>& terms,
                  const std::vector<double>& point) {
  Rational sum;
  for (const auto& [variable, coefficient] : terms)
    sum += Rational::fromDouble(coefficient) * Rational::fromDouble(point[variable]);
  return sum;
}

/// A constant c (a double) with Σ a·x* + c relation 0 holding at x* exactly, as close to tight
/// as the doubles allow (exactly tight when -Σ is a double).
double tightConstant(const Rational& sum, ex::Relation relation) {
  double c = (-sum).toDouble();
  auto holds = [&](double constant) {
    Rational e = sum + Rational::fromDouble(constant);
    return relation == ex::Relation::equal
               ? true
               : (relation == ex::Relation::lessThanOrEqual ? e.sign() <= 0 : e.sign() >= 0);
  };
  for (int step = 0; step < 8 && !holds(c); ++step)
    c = std::nextafter(c, relation == ex::Relation::lessThanOrEqual ? -INFINITY : INFINITY);
  return c;
}

Generated generate(Kind kind, std::uint64_t seed) {
  Random random(seed);
  Generated g;
  ex::System& s = g.system;
  s.name = std::string(kindName(kind)) + "-" + std::to_string(seed);
  const bool binary = kind == Kind::redundant || kind == Kind::dyadic;
  const bool ties = kind == Kind::ties;
  s.variableCount = static_cast<std::size_t>(random.integer(10, 40));
  const int target = random.integer(20, 120);
  // The levels: 1–8 distinct priorities from a palette with near neighbours (249, 250, 251).
  std::vector<double> palette = {999, 750, 500, 251, 250, 249, 100, 50, 10, 1};
  palette.push_back(1 + std::floor(random.unit() * 998000) / 1000);
  std::vector<double> levels;
  int levelCount = random.integer(1, 8);
  while (static_cast<int>(levels.size()) < levelCount) {
    double p = palette[static_cast<std::size_t>(random.integer(0, static_cast<int>(palette.size()) - 1))];
    if (std::find(levels.begin(), levels.end(), p) == levels.end()) levels.push_back(p);
  }
  // The hidden point.
  std::vector<double>& point = g.point;
  point.assign(s.variableCount, 0);
  for (double& x : point)
    x = binary ? random.integer(-4000, 4000) * 0.25
               : (random.chance(0.5) ? random.integer(-2000, 2000) : random.integer(-20000, 20000) * 0.1);
  auto coefficient = [&]() {
    return binary ? dyadicCoefficient(random) : (ties ? tieCoefficient(random) : decimalCoefficient(random));
  };
  auto randomTerms = [&]() {
    std::vector<std::pair<std::size_t, double>> terms;
    int count = random.integer(1, std::min<int>(5, static_cast<int>(s.variableCount)));
    std::vector<std::size_t> used;
    while (static_cast<int>(used.size()) < count) {
      auto v = static_cast<std::size_t>(random.integer(0, static_cast<int>(s.variableCount) - 1));
      if (std::find(used.begin(), used.end(), v) == used.end()) used.push_back(v);
    }
    for (std::size_t v : used) terms.push_back({v, coefficient()});
    return terms;
  };
  std::vector<std::size_t> requiredEqualities, requiredInequalities;
  while (static_cast<int>(s.constraints.size()) < target) {
    // Duplicates (ties only): the same constraint again, as a new object.
    if (ties && !s.constraints.empty() && random.chance(0.08)) {
      s.constraints.push_back(s.constraints[static_cast<std::size_t>(
          random.integer(0, static_cast<int>(s.constraints.size()) - 1))]);
      continue;
    }
    ex::SystemConstraint c;
    c.terms = randomTerms();
    Rational sum = exactSum(c.terms, point);
    bool required = random.chance(0.5);
    if (required) {
      c.priority = ex::requiredPriority;
      c.relation = random.chance(0.3) ? ex::Relation::equal
                                      : (random.chance(0.5) ? ex::Relation::lessThanOrEqual
                                                            : ex::Relation::greaterThanOrEqual);
      c.constant = tightConstant(sum, c.relation);
      bool tight = c.relation == ex::Relation::equal || random.chance(ties ? 0.8 : 0.3);
      if (!tight) {
        double margin =
            binary ? random.integer(1, 400) * 0.25 : random.integer(1, 1000) * (random.chance(0.5) ? 0.1 : 1);
        c.constant += c.relation == ex::Relation::lessThanOrEqual ? -margin : margin;
      }
      (c.relation == ex::Relation::equal ? requiredEqualities : requiredInequalities)
          .push_back(s.constraints.size());
    } else {
      c.priority = levels[static_cast<std::size_t>(random.integer(0, static_cast<int>(levels.size()) - 1))];
      c.relation = random.chance(0.4) ? ex::Relation::equal
                                      : (random.chance(0.5) ? ex::Relation::lessThanOrEqual
                                                            : ex::Relation::greaterThanOrEqual);
      double noise = binary ? random.integer(-400, 400) * 0.25
                            : random.integer(-1000, 1000) * (random.chance(0.5) ? 0.1 : 1);
      c.constant = tightConstant(sum, ex::Relation::equal) + (random.chance(0.3) ? 0 : noise);
      if (ties && random.chance(0.5)) {
        // A pair at the same level pulling the same terms two ways: a tie of the optimum.
        ex::SystemConstraint twin = c;
        twin.constant = c.constant + (binary ? 8 : 10);
        s.constraints.push_back(c);
        s.constraints.push_back(twin);
        continue;
      }
    }
    s.constraints.push_back(c);
  }
  if (kind == Kind::redundant && requiredEqualities.size() >= 2) {
    // Exact combinations of 2–3 earlier required equalities, inserted later in the order.
    int count = random.integer(2, 6);
    for (int k = 0; k < count; ++k) {
      std::vector<std::size_t> sources;
      int sourceCount = std::min<int>(random.integer(2, 3), static_cast<int>(requiredEqualities.size()));
      while (static_cast<int>(sources.size()) < sourceCount) {
        std::size_t index = requiredEqualities[static_cast<std::size_t>(
            random.integer(0, static_cast<int>(requiredEqualities.size()) - 1))];
        if (std::find(sources.begin(), sources.end(), index) == sources.end()) sources.push_back(index);
      }
      const double multipliers[] = {1, -1, 2, -2, 0.5, -0.5, 3};
      std::map<std::size_t, double> coefficients;
      double constant = 0;
      std::map<std::size_t, Rational> exactCoefficients;
      Rational exactConstant;
      for (std::size_t index : sources) {
        double m = multipliers[random.integer(0, 6)];
        const ex::SystemConstraint& source = s.constraints[index];
        for (const auto& [v, a] : source.terms) {
          coefficients[v] += m * a;
          exactCoefficients[v] += Rational::fromDouble(m) * Rational::fromDouble(a);
        }
        constant += m * source.constant;
        exactConstant += Rational::fromDouble(m) * Rational::fromDouble(source.constant);
      }
      ex::SystemConstraint c;
      c.priority = ex::requiredPriority;
      c.relation = ex::Relation::equal;
      c.constant = constant;
      bool exact = Rational::fromDouble(constant) == exactConstant;
      for (const auto& [v, a] : coefficients) {
        exact = exact && Rational::fromDouble(a) == exactCoefficients[v];
        if (a != 0) c.terms.push_back({v, a});
      }
      if (!exact || c.terms.empty()) continue;
      std::size_t latest = *std::max_element(sources.begin(), sources.end());
      auto position = static_cast<std::size_t>(
          random.integer(static_cast<int>(latest) + 1, static_cast<int>(s.constraints.size())));
      s.constraints.insert(s.constraints.begin() + static_cast<std::ptrdiff_t>(position), c);
      std::set<std::size_t> shifted;
      for (std::size_t r : g.redundant) shifted.insert(r >= position ? r + 1 : r);
      shifted.insert(position);
      g.redundant = shifted;
      for (std::size_t& r : requiredEqualities)
        if (r >= position) ++r;
    }
  }
  if (kind == Kind::infeasible) {
    int count = random.integer(1, 3);
    for (int k = 0; k < count; ++k) {
      ex::SystemConstraint c;
      c.priority = ex::requiredPriority;
      std::size_t latest = 0;
      double delta = random.integer(1, 100);
      int type = random.integer(0, 2);
      if (type == 0 && !requiredEqualities.empty()) {
        // A parallel copy of a required equality, shifted.
        std::size_t index = requiredEqualities[static_cast<std::size_t>(
            random.integer(0, static_cast<int>(requiredEqualities.size()) - 1))];
        c = s.constraints[index];
        c.constant += delta;
        latest = index;
      } else if (requiredInequalities.size() >= 2) {
        // The sum of one or two required inequalities (as `>= 0`), reversed and shifted.
        int parts = type == 1 ? 2 : 1;
        std::map<std::size_t, double> coefficients;
        double constant = 0;
        for (int p = 0; p < parts; ++p) {
          std::size_t index = requiredInequalities[static_cast<std::size_t>(
              random.integer(0, static_cast<int>(requiredInequalities.size()) - 1))];
          const ex::SystemConstraint& source = s.constraints[index];
          double sign = source.relation == ex::Relation::greaterThanOrEqual ? 1 : -1;
          for (const auto& [v, a] : source.terms) coefficients[v] += sign * a;
          constant += sign * source.constant;
          latest = std::max(latest, index);
        }
        for (const auto& [v, a] : coefficients)
          if (a != 0) c.terms.push_back({v, a});
        c.relation = ex::Relation::lessThanOrEqual;
        c.constant = constant + delta * (1 + std::fabs(constant) * 1e-6);
      } else {
        continue;
      }
      auto position = static_cast<std::size_t>(
          random.integer(static_cast<int>(latest) + 1, static_cast<int>(s.constraints.size())));
      s.constraints.insert(s.constraints.begin() + static_cast<std::ptrdiff_t>(position), c);
      std::set<std::size_t> shifted;
      for (std::size_t r : g.poison) shifted.insert(r >= position ? r + 1 : r);
      shifted.insert(position);
      g.poison = shifted;
      for (std::size_t& r : requiredEqualities)
        if (r >= position) ++r;
      for (std::size_t& r : requiredInequalities)
        if (r >= position) ++r;
    }
  }
  return g;
}

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
                                          "other error"};

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
  const ex::ExactSolution& optimum = cached;
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

/// Runs one system both ways; returns whether anything was wrong.
bool runSystem(const Generated& g, std::uint64_t seed, Tally& batchTally, Tally& sequentialTally) {
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
      outcomes.insert(otherError);
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
        outcomes.insert(otherError);
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
    else if (std::strcmp(argv[k], "--dump") == 0)
      dump = value();
    else if (std::strcmp(argv[k], "--file") == 0)
      file = value();
    else {
      std::fprintf(stderr,
                   "usage: %s [--count N] [--first K] [--seconds S] [--seed BASE] [--class NAME] [--dump "
                   "DIR] [--file PATH]\n",
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
  const Kind kinds[] = {Kind::general, Kind::ties, Kind::redundant, Kind::dyadic, Kind::infeasible};
  for (int c = 0; c < 5; ++c) {
    Kind kind = kinds[c];
    if (only && *only != kindName(kind)) continue;
    Tally batch, sequential;
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
      bool wrong = runSystem(g, seed, batch, sequential);
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
    std::fflush(stdout);
  }
  return 0;
}
