// SolverCertificationTests.cpp — the one step that decides whether the doubles can be trusted with
// a call: what it counts (`SolverStatistics::doubts`), by reason, through the public API. The
// expected counts are derived by hand from the certification's order (Certification.cpp): what
// the steps said, whether they can be trusted, then what the values say.
#include <cstdint>
#include <numeric>
#include <string>
#include <vector>

#include "CLayoutCore/CLayoutCore.h"
#include "Oracles/LibrarySystems.h"
#include "Oracles/SweepSystems.h"
#define CLAYOUT_TEST_MAIN
#include "TestSupport.h"

namespace {

using clayout::Constraint;
using clayout::SolverDoubt;
using clayout::SolverStatistics;

std::size_t totalDoubts(const SolverStatistics& statistics) {
  return std::accumulate(statistics.doubts.begin(), statistics.doubts.end(), std::size_t{0});
}

}  // namespace

TEST_CASE("a layout's calls are all trusted to the doubles") {
  // A row of three views in a window whose width is dragged: small coefficients (1 and -1), no
  // conflict, no value near the range. Nothing is in doubt, so nothing is counted and the arbiter
  // never runs.
  clayout::Solver solver;
  clayout::Variable window("window");
  std::vector<clayout::Variable> lefts, widths;
  std::vector<Constraint> constraints;
  constraints.push_back(Constraint(window >= 100));
  for (int i = 0; i < 3; ++i) {
    lefts.emplace_back("left" + std::to_string(i));
    widths.emplace_back("width" + std::to_string(i));
    constraints.push_back(i == 0 ? Constraint(lefts[0] == 8)
                                 : Constraint(lefts[i] == lefts[i - 1] + widths[i - 1] + 8));
    constraints.push_back(Constraint(widths[i] >= 20));
    constraints.push_back(Constraint(widths[i] == 44) | clayout::priority::defaultLow);
  }
  constraints.push_back(Constraint(lefts[2] + widths[2] + 8 <= window));
  for (const Constraint& constraint : constraints) CHECK_SUCCESS(solver.addConstraint(constraint));
  CHECK_SUCCESS(solver.addEditVariable(window, clayout::priority::defaultHigh));
  for (int frame = 0; frame < 20; ++frame) CHECK_SUCCESS(solver.suggestValue(window, 300 - 10 * frame));
  CHECK_SUCCESS(solver.removeConstraint(constraints.back()));
  SolverStatistics statistics = solver.statistics();
  CHECK_EQUAL(totalDoubts(statistics), std::size_t{0});
  CHECK_EQUAL(statistics.arbitrations, std::size_t{0});
}

TEST_CASE("a refusal is counted as one, its explanation proved exactly") {
  // x == 10, then x == 20: the doubles refuse the second (a row of dummies with constant 10), a
  // claim the arbiter proves with the double tableau's own explanation {x == 10}: one call not
  // trusted, for `refused`, one arbitration.
  clayout::Solver solver;
  clayout::Variable x("x");
  Constraint ten(x == 10);
  CHECK_SUCCESS(solver.addConstraint(ten));
  clayout::SolverResult refused = solver.addConstraint(Constraint(x == 20));
  CHECK(refused.kind == clayout::SolverErrorKind::unsatisfiableConstraint);
  CHECK_EQUAL(refused.conflicts.size(), std::size_t{1});
  SolverStatistics statistics = solver.statistics();
  CHECK_EQUAL(statistics.doubtsOf(SolverDoubt::refused), std::size_t{1});
  CHECK_EQUAL(totalDoubts(statistics), std::size_t{1});
  CHECK_EQUAL(statistics.arbitrations, std::size_t{1});
  CHECK(solver.valueOf(x) == 10);
}

TEST_CASE("a value beyond the range is counted, a suggestion's too") {
  // `y == x + 50` and `x == 1e15` are both definitions (no row, no pivot: nothing in doubt), and
  // y = 1e15 + 50 is beyond the range: the values' check fails, the call is counted for
  // `outOfRange`, and the arbiter finds every optimum beyond too (no freedom to pull toward zero).
  clayout::Solver solver;
  clayout::Variable x("x"), y("y");
  CHECK_SUCCESS(solver.addConstraint(Constraint(y == x + 50)));
  clayout::SolverResult pinned = solver.addConstraint(Constraint(x == 1e15));
  CHECK(pinned.kind == clayout::SolverErrorKind::valueOutOfRange);
  SolverStatistics statistics = solver.statistics();
  CHECK_EQUAL(statistics.doubtsOf(SolverDoubt::outOfRange), std::size_t{1});
  CHECK_EQUAL(totalDoubts(statistics), std::size_t{1});
  CHECK_EQUAL(statistics.arbitrations, std::size_t{1});
  // An edit of x suggesting 1e15 moves x's own row only (no pivot, no cost changes), and y with
  // it beyond the range. The double vertex is one optimal point; the arbiter decides whether
  // another lies within the range: the edit is the only optional constraint, so x = 1e15 is the
  // only optimum and y = 1e15 + 50 with it. Refused, naming y, and counted once more.
  CHECK_SUCCESS(solver.addEditVariable(x, clayout::priority::defaultHigh));
  clayout::SolverResult suggested = solver.suggestValue(x, 1e15);
  CHECK(suggested.kind == clayout::SolverErrorKind::valueOutOfRange);
  CHECK(suggested.message.find("`y`") != std::string::npos);
  statistics = solver.statistics();
  CHECK_EQUAL(statistics.doubtsOf(SolverDoubt::outOfRange), std::size_t{2});
  CHECK_EQUAL(totalDoubts(statistics), std::size_t{2});
  CHECK_EQUAL(statistics.arbitrations, std::size_t{2});
}

TEST_CASE("every call not trusted to the doubles is one arbitration, on ill-conditioned systems") {
  // The certification sends each call it does not trust to the arbiter once (a refusal's proof,
  // or a decision), and nothing else does: the doubts counted equal the arbitrations, whatever
  // the system. The sweep's general systems (coefficients from 0.001 to 1000) are ill-conditioned
  // almost always, so some of their calls are counted for it.
  namespace ex = clayout::testing::exact;
  namespace sweep = clayout::testing::sweep_systems;
  std::size_t illConditioned = 0;
  for (std::uint64_t seed : {11, 12, 13}) {
    ex::System system = sweep::generate(sweep::Kind::general, seed).system;
    std::vector<clayout::Variable> variables;
    for (std::size_t j = 0; j < system.variableCount; ++j) variables.emplace_back("v" + std::to_string(j));
    std::vector<Constraint> constraints = ex::libraryConstraints(system, variables);
    clayout::Solver solver;
    for (const Constraint& constraint : constraints) (void)solver.addConstraint(constraint);
    // Removals, whose doubts are counted too (the tableau is then rewritten exactly).
    for (std::size_t i = 0; i < constraints.size(); i += 3) (void)solver.removeConstraint(constraints[i]);
    SolverStatistics statistics = solver.statistics();
    CHECK_EQUAL(totalDoubts(statistics), statistics.arbitrations);
    illConditioned += statistics.doubtsOf(SolverDoubt::illConditioned);
  }
  CHECK(illConditioned > 0);
}
