// SweepSystems.h — the random systems of the exactness sweep (Solver/Tools/ExactSweep.cpp) and of
// SolverAgreementTests: five classes like the outside testers' (issue 11), each with what the
// generator knows about it. Test support, not part of the library.
#pragma once

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

enum class Kind { general, ties, redundant, dyadic, infeasible };
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

inline Generated generate(Kind kind, std::uint64_t seed) {
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

}  // namespace clayout::testing::sweep_systems
