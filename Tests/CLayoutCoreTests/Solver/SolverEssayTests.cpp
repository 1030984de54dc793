// SolverEssayTests.cpp — the worked example of the solver's opening essay
// (Sources/CLayoutCore/Solver/SolverImplementation.cpp), so that the essay cannot go stale.
#define CLAYOUT_TEST_MAIN
#include "CLayoutCore/CLayoutCore.h"
#include "TestSupport.h"

using namespace clayout;

TEST_CASE("the Cassowary paper's example: left 40, middle 45, right 50") {
  Variable left("left"), middle("middle"), right("right");
  Solver solver;
  REQUIRE(solver.addConstraint(right == left + 10));
  REQUIRE(solver.addConstraint(right <= 100));
  REQUIRE(solver.addConstraint(middle == (left + right) / 2));
  REQUIRE(solver.addConstraint(left >= 0));
  REQUIRE(solver.addConstraint((middle == 45) | priority::defaultLow));
  // By hand: middle = left + 5, so the weak middle == 45 holds with left = 40, right = 50, which
  // also keeps right <= 100 and left >= 0.
  CHECK_NEAR(solver.valueOf(left), 40, 1e-9);
  CHECK_NEAR(solver.valueOf(middle), 45, 1e-9);
  CHECK_NEAR(solver.valueOf(right), 50, 1e-9);
  // The essay's final tableau: rows for right, left, middle, s₄ and s₂ (ε⁺ left the basis), and
  // no definition left outside it.
  CHECK_EQUAL(solver.statistics().rows, std::size_t(5));
  CHECK_EQUAL(solver.statistics().definitions, std::size_t(0));
  CHECK_EQUAL(solver.statistics().levels, std::size_t(1));
}

TEST_CASE("the essay's variant: a weak pull beyond the required bound stops at the bound") {
  Variable left("left"), middle("middle"), right("right");
  Solver solver;
  REQUIRE(solver.addConstraint(right == left + 10));
  REQUIRE(solver.addConstraint(right <= 100));
  REQUIRE(solver.addConstraint(middle == (left + right) / 2));
  REQUIRE(solver.addConstraint(left >= 0));
  REQUIRE(solver.addConstraint((middle == 99) | priority::defaultLow));
  // middle = left + 5 and right = left + 10 <= 100, so middle can reach 95 at most.
  CHECK_NEAR(solver.valueOf(middle), 95, 1e-9);
  CHECK_NEAR(solver.valueOf(right), 100, 1e-9);
  CHECK_NEAR(solver.valueOf(left), 90, 1e-9);
}

TEST_CASE("a row of views is held as definitions, outside the tableau") {
  // v[i].left == v[i-1].left + v[i-1].width + 8, widths 20: left of view i = 8 + 28·(i-1).
  Solver solver;
  Variable containerLeft("container.left");
  REQUIRE(solver.addConstraint(containerLeft == 0));
  std::vector<Variable> lefts, widths;
  const int count = 2000;
  for (int i = 0; i < count; ++i) {
    lefts.emplace_back("v" + std::to_string(i + 1) + ".left");
    widths.emplace_back("v" + std::to_string(i + 1) + ".width");
    if (i == 0) {
      REQUIRE(solver.addConstraint(lefts[0] == containerLeft + 8));
    } else {
      REQUIRE(solver.addConstraint(lefts[i] == lefts[i - 1] + widths[i - 1] + 8));
    }
    REQUIRE(solver.addConstraint(widths[i] == 20));
  }
  for (int i = 0; i < count; ++i) CHECK_NEAR(solver.valueOf(lefts[i]), 8 + 28.0 * i, 1e-9);
  SolverStatistics statistics = solver.statistics();
  CHECK_EQUAL(statistics.definitions, std::size_t(2 * count + 1));
  CHECK_EQUAL(statistics.rows, std::size_t(0));
  // A constraint at the end of the chain moves the chain into the tableau; the values stay.
  Variable right("right");
  REQUIRE(solver.addConstraint(right == lefts.back() + widths.back()));
  REQUIRE(solver.addConstraint(right <= 100000));
  CHECK_NEAR(solver.valueOf(right), 8 + 28.0 * (count - 1) + 20, 1e-9);
}
