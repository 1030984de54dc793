// PriorityTests.cpp — exact priorities: a constraint at priority p is never violated, by any
// amount, to satisfy any number of constraints below p; within one level, errors add up.
#define CLAYOUT_TEST_MAIN
#include <algorithm>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "CLayoutCore/CLayoutCore.h"
#include "TestSupport.h"

using namespace clayout;

namespace {

const double tolerance = 1e-9;

}  // namespace

// MARK: The scale

TEST_CASE("the named priorities are Auto Layout's") {
  static_assert(priority::required == 1000);
  CHECK_EQUAL(priority::required, 1000.0);
  CHECK_EQUAL(priority::defaultHigh, 750.0);
  CHECK_EQUAL(priority::defaultLow, 250.0);
  CHECK_EQUAL(priority::fittingSizeLevel, 50.0);
}

TEST_CASE("valid priorities are the numbers in (0, 1000]") {
  CHECK(priority::isValid(1000));
  CHECK(priority::isValid(999.999));
  CHECK(priority::isValid(1e-9));
  CHECK(priority::isValid(250));
  CHECK(!priority::isValid(0));
  CHECK(!priority::isValid(-1));
  CHECK(!priority::isValid(1000.0001));
  CHECK(!priority::isValid(std::numeric_limits<double>::infinity()));
  CHECK(!priority::isValid(std::numeric_limits<double>::quiet_NaN()));
  CHECK(priority::isRequired(1000));
  CHECK(!priority::isRequired(999.999));
  CHECK(!priority::isRequired(250));
}

// MARK: One level above outweighs any number below

TEST_CASE("a thousand constraints at 250 never move x held at 251 (weak ones first)") {
  Solver solver;
  Variable x("x");
  for (int i = 0; i < 1000; ++i) CHECK(solver.addConstraint((x == 0) | 250).succeeded());
  CHECK_EQUAL(solver.valueOf(x), 0.0);
  CHECK(solver.addConstraint((x == 100) | 251).succeeded());
  // A weighted sum would settle at 0 (1000 errors of 100 outweigh one of 100); exact levels
  // satisfy 251 first: x is exactly 100.
  CHECK_EQUAL(solver.valueOf(x), 100.0);
}

TEST_CASE("a thousand constraints at 250 never move x held at 251 (strong one first)") {
  Solver solver;
  Variable x("x");
  CHECK(solver.addConstraint((x == 100) | 251).succeeded());
  for (int i = 0; i < 1000; ++i) CHECK(solver.addConstraint((x == 0) | 250).succeeded());
  CHECK_EQUAL(solver.valueOf(x), 100.0);
}

TEST_CASE("a thousand constraints at 250 never move x held at 251 (one batch)") {
  Solver solver;
  Variable x("x");
  std::vector<Constraint> batch;
  for (int i = 0; i < 500; ++i) batch.push_back((x == 0) | 250);
  batch.push_back((x == 100) | 251);
  for (int i = 0; i < 500; ++i) batch.push_back((x == 0) | 250);
  CHECK(solver.addConstraints(batch).succeeded());
  CHECK_EQUAL(solver.valueOf(x), 100.0);
}

TEST_CASE("levels closer than a weighted sum could tell apart") {
  Solver solver;
  Variable x("x");
  for (int i = 0; i < 2000; ++i)
    CHECK(solver.addConstraint((x == 0) | priority::fittingSizeLevel).succeeded());
  CHECK(solver.addConstraint((x == 100) | 50.000001).succeeded());
  CHECK_EQUAL(solver.valueOf(x), 100.0);  // 50.000001 is a level of its own, above 50
}

TEST_CASE("many inequalities below do not push past one above") {
  Solver solver;
  Variable x("x");
  for (int i = 0; i < 500; ++i) CHECK(solver.addConstraint((x >= 1000) | 250).succeeded());
  CHECK(solver.addConstraint((x <= 0) | 251).succeeded());
  // Level 251 first: x <= 0. Then level 250 wants x >= 1000 as nearly as it can: x = 0.
  CHECK_EQUAL(solver.valueOf(x), 0.0);
}

TEST_CASE("an edit variable one level above a thousand constraints wins exactly") {
  Solver solver;
  Variable x("x");
  for (int i = 0; i < 1000; ++i) CHECK(solver.addConstraint((x == 0) | 250).succeeded());
  CHECK(solver.addEditVariable(x, 251).succeeded());
  CHECK(solver.suggestValue(x, 64).succeeded());
  CHECK_EQUAL(solver.valueOf(x), 64.0);
  CHECK(solver.suggestValue(x, -3.5).succeeded());
  CHECK_EQUAL(solver.valueOf(x), -3.5);
  CHECK(solver.removeEditVariable(x).succeeded());
  CHECK_EQUAL(solver.valueOf(x), 0.0);
}

TEST_CASE("raising and lowering one constraint across a crowded level") {
  Solver solver;
  Variable x("x");
  for (int i = 0; i < 300; ++i) CHECK(solver.addConstraint((x == 0) | 250).succeeded());
  Constraint lone = (x == 100) | 249;
  CHECK(solver.addConstraint(lone).succeeded());
  CHECK_EQUAL(solver.valueOf(x), 0.0);  // below the crowd
  CHECK(solver.setPriority(lone, 251).succeeded());
  CHECK_EQUAL(solver.valueOf(x), 100.0);  // above it
  CHECK(solver.setPriority(lone, 249).succeeded());
  CHECK_EQUAL(solver.valueOf(x), 0.0);
}

// MARK: Many priorities on one variable

// N wishes `x == v_i` on one variable, each at its own priority: the highest present wish costs
// nothing at x = its value, and every lower level's error then is as small as it can be given x
// (nothing else moves x), so x is the value of the highest present wish. The values are a
// permutation of 0 … N − 1 not in the order of the priorities (v_i = 37·i mod N, N prime to 37),
// so that no lower wish agrees with the highest by chance. Checked after adding them in
// increasing priority (each addition overrides every one before it), in decreasing priority
// (none after the first moves x), in a shuffled order (with x checked after every addition), and
// after each of the 40 highest is removed in turn, highest first.
TEST_CASE("on one variable with many priorities, the highest present wish holds") {
  const int count = 300;
  auto priorityOf = [&](int i) { return 1.0 + 998.0 * (i + 0.5) / count; };
  auto valueOf = [&](int i) { return static_cast<double>((37 * i) % count); };
  std::vector<int> increasing(count);
  for (int i = 0; i < count; ++i) increasing[static_cast<std::size_t>(i)] = i;
  std::vector<int> decreasing(increasing.rbegin(), increasing.rend());
  std::vector<int> shuffled = increasing;
  std::shuffle(shuffled.begin(), shuffled.end(), std::mt19937(36));
  for (const std::vector<int>* order : {&increasing, &decreasing, &shuffled}) {
    Solver solver;
    Variable x("x");
    std::vector<Constraint> wishes;
    for (int i = 0; i < count; ++i) wishes.push_back((x == valueOf(i)) | priorityOf(i));
    int highest = -1;
    for (int i : *order) {
      CHECK(solver.addConstraint(wishes[static_cast<std::size_t>(i)]).succeeded());
      highest = std::max(highest, i);
      CHECK_NEAR(solver.valueOf(x), valueOf(highest), tolerance);
    }
    CHECK_EQUAL(solver.valueOf(x), valueOf(count - 1));
    CHECK(solver.checkInvariants().empty());
    for (int top = count - 1; top >= count - 40; --top) {
      CHECK(solver.removeConstraint(wishes[static_cast<std::size_t>(top)]).succeeded());
      CHECK_NEAR(solver.valueOf(x), valueOf(top - 1), tolerance);
    }
    CHECK(solver.checkInvariants().empty());
  }
}

// MARK: Within one level, errors add up

TEST_CASE("errors at one level are summed") {
  // 3 × (x == 0) and 2 × (x == 10), all at 250: minimize 3|x| + 2|x - 10|. On [0, 10] that is
  // 3x + 20 - 2x = x + 20, smallest at x = 0 (cost 20; at 10 it is 30); outside it only grows.
  Solver solver;
  Variable x("x");
  for (int i = 0; i < 3; ++i) CHECK(solver.addConstraint((x == 0) | 250).succeeded());
  for (int i = 0; i < 2; ++i) CHECK(solver.addConstraint((x == 10) | 250).succeeded());
  CHECK_NEAR(solver.valueOf(x), 0, tolerance);
}

TEST_CASE("errors at one level are summed (the majority the other way)") {
  // 2 × (x == 0) and 3 × (x == 10): 2|x| + 3|x - 10| is 30 - x on [0, 10], smallest at x = 10.
  Solver solver;
  Variable x("x");
  for (int i = 0; i < 3; ++i) CHECK(solver.addConstraint((x == 10) | 250).succeeded());
  for (int i = 0; i < 2; ++i) CHECK(solver.addConstraint((x == 0) | 250).succeeded());
  CHECK_NEAR(solver.valueOf(x), 10, tolerance);
}

TEST_CASE("a lower level decides only what the higher ones leave open") {
  // 300: x == y (satisfiable); 200: y == 2 (satisfiable given 300); 100: x == 1 must give way,
  // because satisfying it would violate a higher level: x = y = 2.
  Solver solver;
  Variable x("x"), y("y");
  CHECK(solver.addConstraint((x == 1) | 100).succeeded());
  CHECK(solver.addConstraint((y == 2) | 200).succeeded());
  CHECK(solver.addConstraint((x == y) | 300).succeeded());
  CHECK_NEAR(solver.valueOf(x), 2, tolerance);
  CHECK_NEAR(solver.valueOf(y), 2, tolerance);
  // With room at the higher level, the lower one is satisfied: x in [0, 10] around y.
  Variable a("a"), b("b");
  CHECK(solver.addConstraint((a <= b + 10) | 300).succeeded());
  CHECK(solver.addConstraint((a >= b) | 300).succeeded());
  CHECK(solver.addConstraint((b == 5) | 200).succeeded());
  CHECK(solver.addConstraint((a == 12) | 100).succeeded());
  CHECK_NEAR(solver.valueOf(b), 5, tolerance);
  CHECK_NEAR(solver.valueOf(a), 12, tolerance);  // inside [5, 15]
}

TEST_CASE("the highest of many levels wins, whatever the order of addition") {
  // x == i at priority 10·i for i = 1..99: the highest level, 990, is satisfiable: x = 99.
  Solver solver;
  Variable x("x");
  std::vector<int> order;
  for (int i = 1; i <= 99; ++i) order.push_back(i);
  std::mt19937 random(7);
  std::shuffle(order.begin(), order.end(), random);
  std::vector<Constraint> constraints;
  for (int i : order) {
    constraints.push_back((x == i) | (10.0 * i));
    CHECK(solver.addConstraint(constraints.back()).succeeded());
  }
  CHECK_NEAR(solver.valueOf(x), 99, tolerance);
  // Remove them from the top down: each time the highest left wins.
  for (int top = 99; top >= 2; --top) {
    for (const Constraint& c : constraints) {
      if (c.priority() == 10.0 * top) CHECK(solver.removeConstraint(c).succeeded());
    }
    CHECK_NEAR(solver.valueOf(x), top - 1, tolerance);
  }
}

// MARK: Required against optional

TEST_CASE("required beats the highest optional priority") {
  Solver solver;
  Variable x("x"), y("y");
  CHECK(solver.addConstraint(x == 10).succeeded());
  CHECK(solver.addConstraint((x == 20) | 999.999).succeeded());
  CHECK_NEAR(solver.valueOf(x), 10, tolerance);
  CHECK(solver.addConstraint(y <= 10).succeeded());
  for (int i = 0; i < 100; ++i) CHECK(solver.addConstraint((y == 20) | 999).succeeded());
  CHECK_NEAR(solver.valueOf(y), 10, tolerance);
  // An edit at 999 cannot pass a required bound either.
  CHECK(solver.addEditVariable(y, 999).succeeded());
  CHECK(solver.suggestValue(y, 50).succeeded());
  CHECK_NEAR(solver.valueOf(y), 10, tolerance);
}

TEST_CASE("constraints at one priority share a level") {
  Solver solver;
  Variable x("x");
  CHECK(solver.addConstraint((x == 0) | 250).succeeded());
  std::size_t oneLevel = solver.statistics().levels;
  CHECK(oneLevel >= 1);
  for (int i = 0; i < 100; ++i) CHECK(solver.addConstraint((x == i) | 250).succeeded());
  CHECK_EQUAL(solver.statistics().levels, oneLevel);
  Constraint other = (x == 5) | 300;
  CHECK(solver.addConstraint(other).succeeded());
  CHECK_EQUAL(solver.statistics().levels, oneLevel + 1);
  CHECK(solver.removeConstraint(other).succeeded());
  CHECK_EQUAL(solver.statistics().levels, oneLevel);  // an emptied level is freed
}

TEST_CASE("a freed variable settles where the wishes of its dependents balance, across tied kinks") {
  // w is pinned at 200, then freed. Thirty `aᵢ == w - 2` and ten `bⱼ == 0.5·w + 1` (required)
  // each wish to be 44 (medium), and so does w. The medium error as a function of w is
  //   30·|w - 46| + 10·|0.5·w - 43| + |w - 44|,
  // with kinks at 86 (ten tied), 46 (thirty tied) and 44; its slope is 36 above 86, 26 between
  // 46 and 86, and -34 between 44 and 46: the minimum is at w = 46 (aᵢ = 44, bⱼ = 24). Walking
  // there from 200 crosses the tied kinks at a degenerate vertex, where the solver unblocks rows
  // one by one instead of pivoting w's direction through all forty rows each time.
  Solver solver;
  Variable w("w");
  std::vector<Variable> a, b;
  for (int i = 0; i < 30; ++i) a.emplace_back("a" + std::to_string(i));
  for (int j = 0; j < 10; ++j) b.emplace_back("b" + std::to_string(j));
  Constraint pin = w == 200;
  CHECK(solver.addConstraint(pin).succeeded());
  for (const Variable& variable : a) {
    CHECK(solver.addConstraint(variable == w - 2).succeeded());
    CHECK(solver.addConstraint((variable == 44) | 500).succeeded());
  }
  for (const Variable& variable : b) {
    CHECK(solver.addConstraint(variable == 0.5 * w + 1).succeeded());
    CHECK(solver.addConstraint((variable == 44) | 500).succeeded());
  }
  CHECK(solver.addConstraint((w == 44) | 500).succeeded());
  CHECK(solver.addConstraint((w >= 10) | priority::defaultLow).succeeded());
  CHECK_NEAR(solver.valueOf(w), 200, tolerance);
  CHECK_NEAR(solver.valueOf(a[7]), 198, tolerance);
  CHECK_NEAR(solver.valueOf(b[3]), 101, tolerance);

  CHECK(solver.removeConstraint(pin).succeeded());
  CHECK_NEAR(solver.valueOf(w), 46, tolerance);
  for (const Variable& variable : a) CHECK_NEAR(solver.valueOf(variable), 44, tolerance);
  for (const Variable& variable : b) CHECK_NEAR(solver.valueOf(variable), 24, tolerance);
  CHECK(solver.checkInvariants().empty());

  // Pinned again, and freed again: the same two solutions.
  CHECK(solver.addConstraint(pin).succeeded());
  CHECK_NEAR(solver.valueOf(a[29]), 198, tolerance);
  CHECK(solver.removeConstraint(pin).succeeded());
  CHECK_NEAR(solver.valueOf(w), 46, tolerance);
  CHECK_NEAR(solver.valueOf(b[9]), 24, tolerance);
  CHECK(solver.checkInvariants().empty());
}
