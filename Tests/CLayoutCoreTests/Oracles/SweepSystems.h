// SweepSystems.h — the random systems of the exactness sweep (Solver/Tools/ExactSweep.cpp) and of
// SolverAgreementTests: five classes like the outside testers', and two built to land
// where those rarely do: on definitions whose values cancel (`definitions`) and on the
// value range's edge (`rangeEdge`); each with what the generator knows about it. Test support,
// not part of the library.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "Oracles/ExactReference.h"
#include "Oracles/Random.h"

namespace clayout::testing::sweep_systems {

namespace ex = clayout::testing::exact;
using clayout::testing::Random;
using ex::Rational;

// MARK: Generating systems

enum class Kind { general, ties, redundant, dyadic, infeasible, definitions, rangeEdge };
inline const char* kindName(Kind kind) {
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
    case Kind::definitions:
      return "definitions";
    case Kind::rangeEdge:
      return "rangeEdge";
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
inline void classify(Generated& g) {
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
inline double decimalCoefficient(Random& random) {
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

inline double dyadicCoefficient(Random& random) { return random.sign() * random.integer(1, 24) * 0.25; }

inline double tieCoefficient(Random& random) {
  const double palette[] = {1, 1, 1, 2, 0.5, 0.001, 1000, 3, 0.1};
  return random.sign() * palette[random.integer(0, 8)];
}

/// The exact value of Σ a·x* over `terms`.
inline Rational exactSum(const std::vector<std::pair<std::size_t, double>>& terms,
                         const std::vector<double>& point) {
  Rational sum;
  for (const auto& [variable, coefficient] : terms)
    sum += Rational::fromDouble(coefficient) * Rational::fromDouble(point[variable]);
  return sum;
}

/// A constant c (a double) with Σ a·x* + c relation 0 holding at x* exactly, as close to tight
/// as the doubles allow (exactly tight when -Σ is a double).
inline double tightConstant(const Rational& sum, ex::Relation relation) {
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

inline Generated generateDefinitions(std::uint64_t seed);
inline Generated generateRangeEdge(std::uint64_t seed);

inline Generated generate(Kind kind, std::uint64_t seed) {
  if (kind == Kind::definitions) return generateDefinitions(seed);
  if (kind == Kind::rangeEdge) return generateRangeEdge(seed);
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

// MARK: Systems built for the edges

/// Appends `Σ terms + c  relation  0` at `priority`, c tight at `point` (`tightConstant`) and moved
/// by `margin` into the inequality's side (0: tight).
inline void appendAtPoint(ex::System& s, std::vector<std::pair<std::size_t, double>> terms,
                          ex::Relation relation, double priority, const std::vector<double>& point,
                          double margin = 0) {
  ex::SystemConstraint c;
  c.terms = std::move(terms);
  c.relation = relation;
  c.priority = priority;
  c.constant = tightConstant(exactSum(c.terms, point), relation);
  if (relation == ex::Relation::lessThanOrEqual) c.constant -= margin;
  if (relation == ex::Relation::greaterThanOrEqual) c.constant += margin;
  s.constraints.push_back(std::move(c));
}

/// `definitions`: required equalities that define fresh variables (`y == a·x + b·x' + c`, the
/// solver keeps them outside its tableau) whose values at the hidden point cancel to a few digits
/// of their operands (x of 1e5 to 1e6, y of 1e-6 to 1), required constraints of large
/// coefficients and small constants on those y (`1e6·y + 1 <= 0`, tight: the scale of the
/// constraint is the y's own few digits), optional wishes on the x (edits' work) and harmless
/// required bounds after (`y >= -1`, which move a definition into the tableau).
inline Generated generateDefinitions(std::uint64_t seed) {
  Random random(seed);
  Generated g;
  ex::System& s = g.system;
  s.name = "definitions-" + std::to_string(seed);
  const std::size_t bases = static_cast<std::size_t>(random.integer(2, 6));
  const std::size_t defined = static_cast<std::size_t>(random.integer(2, 6));
  s.variableCount = bases + defined;
  // Mostly dyadic numbers (x* in halves, y* powers of two, coefficients exact in binary), so that
  // every required constraint holds at the hidden point exactly and the cancellation is all the
  // solver's; one system in four uses decimals (0.001, 1e-6), whose rounding makes some required
  // sets infeasible on a knife edge.
  const bool decimal = random.chance(0.25);
  std::vector<double>& point = g.point;
  point.assign(s.variableCount, 0);
  for (std::size_t j = 0; j < bases; ++j)
    point[j] = random.chance(0.7)
                   ? random.sign() * (random.integer(100000, 1000000) + 0.5 * random.integer(0, 1))
                   : random.integer(-100, 100);
  const double dyadicSmalls[] = {0x1p-20, -0x1p-20, 0x1p-18, 0x1p-10, -0.5, 1, 0};
  const double decimalSmalls[] = {1e-6, -1e-6, 2.5e-6, 1e-3, -0.5, 1, 0};
  const double* smalls = decimal ? decimalSmalls : dyadicSmalls;
  const double bigCoefficients[] = {1e6, -1e6, 1e5, 4e5, 1000, -2e5};
  const double dyadicCoefficients[] = {1, -1, 2, -2, 0.5, 3, 0.25, 1024};
  const double decimalCoefficients[] = {1, -1, 2, -2, 0.5, 3, 0.001, 1000};
  const double* definitionCoefficients = decimal ? decimalCoefficients : dyadicCoefficients;
  std::vector<double> levels = {750, 250, 100};
  // The definitions first, so that each y is fresh when it comes (a definition, not a row).
  for (std::size_t k = 0; k < defined; ++k) {
    std::size_t y = bases + k;
    point[y] = smalls[random.integer(0, 6)];
    std::vector<std::pair<std::size_t, double>> terms = {{y, 1.0}};
    int operands = random.integer(1, 2);
    for (int o = 0; o < operands; ++o) {
      // An operand: a base variable, or an earlier y (a chain of definitions).
      std::size_t x = k > 0 && random.chance(0.3)
                          ? bases + static_cast<std::size_t>(random.integer(0, static_cast<int>(k) - 1))
                          : static_cast<std::size_t>(random.integer(0, static_cast<int>(bases) - 1));
      if (std::any_of(terms.begin(), terms.end(), [&](const auto& term) { return term.first == x; }))
        continue;
      terms.push_back({x, -definitionCoefficients[random.integer(0, 7)]});
    }
    appendAtPoint(s, terms, ex::Relation::equal, ex::requiredPriority, point);
  }
  // Required constraints of large coefficients on the y, tight or near it; optional wishes on the
  // base variables near x* and on the y; then harmless bounds on the y.
  int others = random.integer(3, 10);
  for (int k = 0; k < others; ++k) {
    std::size_t y = bases + static_cast<std::size_t>(random.integer(0, static_cast<int>(defined) - 1));
    std::size_t x = static_cast<std::size_t>(random.integer(0, static_cast<int>(bases) - 1));
    switch (random.integer(0, 3)) {
      case 0:
      case 1: {
        ex::Relation relation = random.chance(0.3) ? ex::Relation::equal
                                                   : (random.chance(0.5) ? ex::Relation::lessThanOrEqual
                                                                         : ex::Relation::greaterThanOrEqual);
        double margin = relation != ex::Relation::equal && random.chance(0.3) ? 1e-3 : 0;
        appendAtPoint(s, {{y, bigCoefficients[random.integer(0, 5)]}}, relation, ex::requiredPriority, point,
                      margin);
        break;
      }
      case 2: {
        std::vector<double> near = point;
        near[x] += random.integer(-50, 50);
        appendAtPoint(s, {{x, 1.0}}, ex::Relation::equal,
                      levels[static_cast<std::size_t>(random.integer(0, 2))], near);
        break;
      }
      default: {
        ex::SystemConstraint bound;
        bound.terms = {{y, -100.0}};
        bound.constant = -100;  // -100·y - 100 <= 0: y >= -1, far from tight
        bound.relation = ex::Relation::lessThanOrEqual;
        s.constraints.push_back(bound);
        break;
      }
    }
  }
  return g;
}

/// `rangeEdge`: underdetermined systems whose constants and coefficients reach the value range's
/// ends (constants near 1e15, coefficients 1e-6 to 1e6, chains of 0.001 and 1000), with variables
/// that nothing else holds, so that a vertex of an optimal face may lie beyond 1e15 while other
/// optimal points lie within it. The hidden point is small; every required
/// constraint holds at it, so a range refusal is due only when every optimal point is beyond
/// the range (`leastLargestMagnitude`).
inline Generated generateRangeEdge(std::uint64_t seed) {
  Random random(seed);
  Generated g;
  ex::System& s = g.system;
  s.name = "rangeEdge-" + std::to_string(seed);
  s.variableCount = static_cast<std::size_t>(random.integer(4, 10));
  std::vector<double>& point = g.point;
  point.assign(s.variableCount, 0);
  for (double& x : point) x = random.chance(0.4) ? 0 : random.integer(-100, 100);
  const double edgeCoefficients[] = {1e6, -1e6, 1e-6, -1e-6, 5e5, 2e-6, 1000, 0.001, -0.008, 2, 1};
  const double edgeConstants[] = {1e15, -1e15, 9.99e14, 5e14, -6.25e14};
  std::vector<double> levels = {750, 100, 1};
  auto variable = [&]() {
    return static_cast<std::size_t>(random.integer(0, static_cast<int>(s.variableCount) - 1));
  };
  auto distinctTerms = [&](int count) {
    std::vector<std::pair<std::size_t, double>> terms;
    for (int attempt = 0; attempt < 3 * count && static_cast<int>(terms.size()) < count; ++attempt) {
      std::size_t v = variable();
      if (std::any_of(terms.begin(), terms.end(), [&](const auto& term) { return term.first == v; }))
        continue;
      terms.push_back({v, edgeCoefficients[random.integer(0, 10)]});
    }
    return terms;
  };
  int count = random.integer(5, 16);
  for (int k = 0; k < count; ++k) {
    switch (random.integer(0, 4)) {
      case 0: {
        // Σ + B <= 0 with B near ±1e15, far from tight at x*: the vertex that makes it tight
        // through a free variable is beyond the range; x* is not.
        ex::SystemConstraint c;
        c.terms = distinctTerms(random.integer(2, 3));
        double b = edgeConstants[random.integer(0, 4)];
        Rational sum = exactSum(c.terms, point);
        c.relation = (sum + Rational::fromDouble(b)).sign() <= 0 ? ex::Relation::lessThanOrEqual
                                                                 : ex::Relation::greaterThanOrEqual;
        c.constant = b;
        s.constraints.push_back(c);
        break;
      }
      case 1:
        // A required inequality through the range's coefficients, tight at x* or near it.
        appendAtPoint(s, distinctTerms(2),
                      random.chance(0.5) ? ex::Relation::lessThanOrEqual : ex::Relation::greaterThanOrEqual,
                      ex::requiredPriority, point, random.chance(0.5) ? 0 : 1);
        break;
      case 2:
      case 3:
        // An optional equality or inequality at a level, met at x* (its error 0 there).
        appendAtPoint(s, distinctTerms(random.integer(1, 2)),
                      random.chance(0.5) ? ex::Relation::equal : ex::Relation::lessThanOrEqual,
                      levels[static_cast<std::size_t>(random.integer(0, 2))], point);
        break;
      default:
        // A required equality linking two variables by a coefficient at the range's end.
        appendAtPoint(s, distinctTerms(2), ex::Relation::equal, ex::requiredPriority, point);
        break;
    }
  }
  return g;
}

}  // namespace clayout::testing::sweep_systems
