// SolverAmbiguityTests.cpp — Solver::ambiguousVariables: which variables the constraints leave free.
// Each expectation is argued by hand: a variable is ambiguous when another solution exists that
// is as good at every priority level and gives it another value. (The layout engine's report
// of ambiguous items and axes is tested in Layout/DiagnosticsTests.cpp.)
#define CLAYOUT_TEST_MAIN

#include "CLayoutCore/Solver/Solver.h"
#include "TestSupport.h"

using namespace clayout;

using testing::containsVariable;

TEST_CASE("a sum fixed leaves both terms free") {
  // x + y == 10 has a line of solutions: (10, 0), (0, 10), …
  Variable x("x"), y("y");
  Solver solver;
  REQUIRE(solver.addConstraint(x + y == 10));
  std::vector<Variable> free = solver.ambiguousVariables();
  CHECK(containsVariable(free, x));
  CHECK(containsVariable(free, y));
  CHECK_EQUAL(free.size(), std::size_t(2));
}

TEST_CASE("a chain of equalities anchored at a constant is determined") {
  // x = 10, y = x + 5 = 15, z = 2y = 30: one solution.
  Variable x("x"), y("y"), z("z");
  Solver solver;
  REQUIRE(solver.addConstraint(x == 10));
  REQUIRE(solver.addConstraint(y == x + 5));
  REQUIRE(solver.addConstraint(z == 2 * y));
  CHECK(solver.ambiguousVariables().empty());
}

TEST_CASE("a variable between two bounds is free, and determined once something prefers a value") {
  // 0 <= x <= 10 alone: any x in [0, 10]. A weak x == 4 then picks one.
  Variable x("x");
  Solver solver;
  REQUIRE(solver.addConstraint(x >= 0));
  REQUIRE(solver.addConstraint(x <= 10));
  CHECK(containsVariable(solver.ambiguousVariables(), x));
  REQUIRE(solver.addConstraint((x == 4) | priority::defaultLow));
  CHECK(solver.ambiguousVariables().empty());
  CHECK_NEAR(solver.valueOf(x), 4, 1e-9);
}

TEST_CASE("bounds that meet pin the variable") {
  // x >= 5 and x <= 5: only x = 5 (the free slack cannot move: the other bound is already tight).
  Variable x("x");
  Solver solver;
  REQUIRE(solver.addConstraint(x >= 5));
  REQUIRE(solver.addConstraint(x <= 5));
  CHECK(solver.ambiguousVariables().empty());
  CHECK_NEAR(solver.valueOf(x), 5, 1e-9);
}

TEST_CASE("two views that float together: positions free, their distance and sizes fixed") {
  // b.left == a.left + a.width + 10 with widths 20 and 30: the row can slide as a whole, so both
  // lefts are ambiguous, while the widths and b.left - a.left (= 30) are not.
  Variable aLeft("a.left"), aWidth("a.width"), bLeft("b.left"), bWidth("b.width"), gap("gap");
  Solver solver;
  REQUIRE(solver.addConstraint(aWidth == 20));
  REQUIRE(solver.addConstraint(bWidth == 30));
  REQUIRE(solver.addConstraint(bLeft == aLeft + aWidth + 10));
  REQUIRE(solver.addConstraint(gap == bLeft - aLeft));
  std::vector<Variable> free = solver.ambiguousVariables();
  CHECK(containsVariable(free, aLeft));
  CHECK(containsVariable(free, bLeft));
  CHECK(!containsVariable(free, aWidth));
  CHECK(!containsVariable(free, bWidth));
  CHECK(!containsVariable(free, gap));
  CHECK_NEAR(solver.valueOf(gap), 30, 1e-9);
  // Pinning a.left fixes everything.
  REQUIRE(solver.addConstraint(aLeft == 0));
  CHECK(solver.ambiguousVariables().empty());
}

TEST_CASE("a tie between equal pulls at one level is ambiguous, a pull at a higher level is not") {
  // x == 0 @250 and x == 10 @250: every x in [0, 10] has total error 10. A third pull at 251
  // decides.
  Variable x("x");
  Solver solver;
  REQUIRE(solver.addConstraint((x == 0) | 250));
  REQUIRE(solver.addConstraint((x == 10) | 250));
  CHECK(containsVariable(solver.ambiguousVariables(), x));
  REQUIRE(solver.addConstraint((x == 3) | 251));
  CHECK(solver.ambiguousVariables().empty());
  CHECK_NEAR(solver.valueOf(x), 3, 1e-9);
}
