// SolverFinalCheckTests.cpp — issue 11, item 1: a success is never reported while a required
// constraint is violated. The random systems of the exactness sweep (SweepSystems.h: the
// outside testers' kind, with unround coefficients from 0.001 to 1000, degenerate ties,
// redundant equalities, exact binary fractions) are added in batch and one by one; after every
// success each accepted required constraint is evaluated in exact rational arithmetic at the
// solver's values (converted exactly) and must hold within 1e-9 of its scale. A call may refuse
// (unsatisfiable, lost precision, value out of range): refusing is allowed here, a silent
// violation is not, and a refusal must leave the values as they were. Before the final check,
// 4 of the first 6 general systems reported success with required constraints violated by up
// to 8.7e17 (the sweep: Tools/ExactSweep.cpp).
#define CLAYOUT_TEST_MAIN
#include <cstdint>
#include <string>
#include <vector>

#include "CLayoutCore/CLayoutCore.h"
#include "Solver/LibrarySystems.h"
#include "Solver/SweepSystems.h"
#include "TestSupport.h"

namespace {

namespace rs = clayout::testing::sweep_systems;
namespace ex = clayout::testing::exact;

/// The first accepted required constraint of `s` (indices `accepted`) violated at `values` beyond
/// 1e-9 of its scale (at least 1), as a message; empty when all hold.
std::string firstViolation(const ex::System& s, const std::vector<std::size_t>& accepted,
                           const std::vector<double>& values) {
  std::vector<ex::Rational> exactValues;
  for (double value : values) exactValues.push_back(ex::Rational::fromDouble(value));
  const ex::Rational tolerance = ex::Rational::fromDouble(1e-9);
  for (std::size_t i : accepted) {
    if (!s.constraints[i].isRequired()) continue;
    ex::ExactConstraint c = ex::toExact(s.constraints[i], s.variableCount);
    ex::Rational scale = c.scale(exactValues);
    if (scale < ex::Rational::fromDouble(1)) scale = ex::Rational::fromDouble(1);
    ex::Rational error = c.error(exactValues);
    if (error > tolerance * scale)
      return "required constraint " + std::to_string(i) + " violated by " + std::to_string(error.toDouble());
  }
  return {};
}

void checkSystem(rs::Kind kind, std::uint64_t seed) {
  rs::Generated g = rs::generate(kind, seed);
  const ex::System& s = g.system;
  std::string name = std::string(rs::kindName(kind)) + " seed " + std::to_string(seed);
  std::vector<clayout::Variable> variables;
  for (std::size_t j = 0; j < s.variableCount; ++j) variables.emplace_back("v" + std::to_string(j));
  std::vector<clayout::Constraint> constraints = ex::libraryConstraints(s, variables);
  auto valuesOf = [&](const clayout::Solver& solver) {
    std::vector<double> values;
    for (const clayout::Variable& variable : variables) values.push_back(solver.valueOf(variable));
    return values;
  };
  {
    clayout::Solver solver;
    if (solver.addConstraints(constraints)) {
      std::vector<std::size_t> all;
      for (std::size_t i = 0; i < constraints.size(); ++i) all.push_back(i);
      std::string violation = firstViolation(s, all, valuesOf(solver));
      CHECK_WITH(violation.empty(), name + " (batch): " + violation);
    }
  }
  clayout::Solver solver;
  std::vector<std::size_t> accepted;
  for (std::size_t i = 0; i < constraints.size(); ++i) {
    std::vector<double> before = valuesOf(solver);
    if (!solver.addConstraint(constraints[i])) {
      CHECK_WITH(valuesOf(solver) == before,
                 name + ": a refusal of constraint " + std::to_string(i) + " changed the values");
      continue;
    }
    accepted.push_back(i);
    std::string violation = firstViolation(s, accepted, valuesOf(solver));
    CHECK_WITH(violation.empty(),
               name + " (one by one, after constraint " + std::to_string(i) + "): " + violation);
    if (!violation.empty()) return;
  }
}

}  // namespace

TEST_CASE("no success with a required constraint violated: the general class") {
  for (std::uint64_t k = 0; k < 6; ++k) checkSystem(rs::Kind::general, 1 + k);
}

TEST_CASE("no success with a required constraint violated: degenerate ties") {
  for (std::uint64_t k = 0; k < 6; ++k) checkSystem(rs::Kind::ties, 1000001 + k);
}

TEST_CASE("no success with a required constraint violated: redundant equalities") {
  for (std::uint64_t k = 0; k < 6; ++k) checkSystem(rs::Kind::redundant, 2000001 + k);
}

TEST_CASE("no success with a required constraint violated: exact binary fractions") {
  for (std::uint64_t k = 0; k < 4; ++k) checkSystem(rs::Kind::dyadic, 3000001 + k);
}
