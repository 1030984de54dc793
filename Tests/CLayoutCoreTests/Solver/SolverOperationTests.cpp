// SolverOperationTests.cpp — one test per solver operation, with values derived by hand.
//
// About 700 lines on purpose: one test per public operation of the solver, each short; the
// operations' chains (several calls in a row) are in SolverChainTests.cpp.
#define CLAYOUT_TEST_MAIN
#include <bit>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "CLayoutCore/CLayoutCore.h"
#include "TestSupport.h"

using namespace clayout;

namespace {

const double tolerance = 1e-9;

}  // namespace

// MARK: Adding and removing constraints

TEST_CASE("addConstraint solves and removeConstraint forgets") {
  Solver solver;
  Variable x("x"), y("y");
  Constraint xIsTen = x == 10;
  Constraint yAfterX = y == x + 5;
  CHECK(solver.addConstraint(xIsTen).succeeded());
  CHECK(solver.addConstraint(yAfterX).succeeded());
  CHECK_NEAR(solver.valueOf(x), 10, tolerance);
  CHECK_NEAR(solver.valueOf(y), 15, tolerance);  // y = x + 5
  CHECK_EQUAL(solver.statistics().constraints, std::size_t(2));
  CHECK_EQUAL(solver.statistics().variables, std::size_t(2));

  CHECK(solver.removeConstraint(xIsTen).succeeded());
  CHECK(!solver.hasConstraint(xIsTen));
  CHECK(solver.hasConstraint(yAfterX));
  CHECK_EQUAL(solver.statistics().constraints, std::size_t(1));
  // Still y == x + 5, whatever x now is.
  CHECK_NEAR(solver.valueOf(y) - solver.valueOf(x), 5, tolerance);

  CHECK(solver.removeConstraint(yAfterX).succeeded());
  CHECK_EQUAL(solver.statistics().constraints, std::size_t(0));
  CHECK_EQUAL(solver.statistics().variables, std::size_t(0));
  // Forgotten variables read 0.
  CHECK_EQUAL(solver.valueOf(x), 0.0);
  CHECK_EQUAL(solver.valueOf(y), 0.0);
}

TEST_CASE("removing a constraint releases what it held") {
  Solver solver;
  Variable x("x");
  Constraint strong = (x == 100) | priority::defaultHigh;
  Constraint weak = (x == 10) | priority::defaultLow;
  CHECK(solver.addConstraint(weak).succeeded());
  CHECK(solver.addConstraint(strong).succeeded());
  CHECK_NEAR(solver.valueOf(x), 100, tolerance);  // 750 beats 250
  CHECK(solver.removeConstraint(strong).succeeded());
  CHECK_NEAR(solver.valueOf(x), 10, tolerance);  // only the weak one is left
}

TEST_CASE("inequalities hold at their bound when pulled past it") {
  Solver solver;
  Variable x("x");
  CHECK(solver.addConstraint(x >= 10).succeeded());
  CHECK(solver.addConstraint(x <= 20).succeeded());
  Constraint pull = (x == 0) | priority::defaultLow;
  CHECK(solver.addConstraint(pull).succeeded());
  CHECK_NEAR(solver.valueOf(x), 10, tolerance);  // nearest to 0 within [10, 20]
  CHECK(solver.removeConstraint(pull).succeeded());
  Constraint push = (x == 50) | priority::defaultLow;
  CHECK(solver.addConstraint(push).succeeded());
  CHECK_NEAR(solver.valueOf(x), 20, tolerance);  // nearest to 50 within [10, 20]
  Constraint inside = (x == 15) | priority::defaultHigh;
  CHECK(solver.addConstraint(inside).succeeded());
  CHECK_NEAR(solver.valueOf(x), 15, tolerance);  // 15 is feasible, and 750 beats 250
}

TEST_CASE("a copy of a constraint is the same constraint; an equal one is not") {
  Solver solver;
  Variable x("x");
  Constraint c = x == 3;
  Constraint copy = c;
  Constraint twin = x == 3;
  CHECK(solver.addConstraint(c).succeeded());
  CHECK(solver.hasConstraint(copy));
  CHECK(!solver.hasConstraint(twin));
  // The twin is a distinct constraint, and redundant: it can be added and removed.
  CHECK(solver.addConstraint(twin).succeeded());
  CHECK_EQUAL(solver.statistics().constraints, std::size_t(2));
  CHECK(solver.removeConstraint(copy).succeeded());
  CHECK(!solver.hasConstraint(c));
  CHECK(solver.hasConstraint(twin));
  CHECK_NEAR(solver.valueOf(x), 3, tolerance);
}

TEST_CASE("hasConstraint") {
  Solver solver;
  Variable x("x");
  Constraint c = x >= 1;
  CHECK(!solver.hasConstraint(c));
  CHECK(solver.addConstraint(c).succeeded());
  CHECK(solver.hasConstraint(c));
  Constraint other = c | 500;
  CHECK(!solver.hasConstraint(other));
  CHECK(solver.removeConstraint(c).succeeded());
  CHECK(!solver.hasConstraint(c));
  // Re-adding after removal works.
  CHECK(solver.addConstraint(c).succeeded());
  CHECK(solver.hasConstraint(c));
}

// MARK: Batches

TEST_CASE("addConstraints adds a whole batch") {
  Solver solver;
  Variable left("left"), width("width"), right("right");
  std::vector<Constraint> batch = {left == 10, width == 30, right == left + width,
                                   (right == 0) | priority::defaultLow};
  CHECK(solver.addConstraints(batch).succeeded());
  for (const Constraint& c : batch) CHECK(solver.hasConstraint(c));
  CHECK_EQUAL(solver.statistics().constraints, std::size_t(4));
  CHECK_NEAR(solver.valueOf(left), 10, tolerance);
  CHECK_NEAR(solver.valueOf(width), 30, tolerance);
  CHECK_NEAR(solver.valueOf(right), 40, tolerance);  // required 10 + 30 beats the weak pull to 0
}

TEST_CASE("addConstraints of an empty batch succeeds and changes nothing") {
  Solver solver;
  Variable x("x");
  CHECK(solver.addConstraint(x == 1).succeeded());
  std::string before = solver.dump();
  CHECK(solver.addConstraints(std::span<const Constraint>()).succeeded());
  CHECK_EQUAL(solver.dump(), before);
}

TEST_CASE("addConstraints with an unsatisfiable constraint adds none of the batch") {
  Solver solver;
  Variable x("x"), y("y"), z("z");
  CHECK(solver.addConstraint(x <= 5).succeeded());
  std::string before = solver.dump();
  Constraint fine = y == 3;
  Constraint bad = x == 10;  // contradicts x <= 5
  Constraint alsoFine = z == y + 1;
  std::vector<Constraint> batch = {fine, bad, alsoFine};
  SolverResult result = solver.addConstraints(batch);
  CHECK_KIND(result, SolverErrorKind::unsatisfiableConstraint);
  REQUIRE(result.constraint.has_value());
  CHECK(result.constraint->isSameConstraint(bad));
  CHECK(!solver.hasConstraint(fine));
  CHECK(!solver.hasConstraint(bad));
  CHECK(!solver.hasConstraint(alsoFine));
  CHECK_EQUAL(solver.statistics().constraints, std::size_t(1));
  CHECK_EQUAL(solver.valueOf(y), 0.0);  // y was never learned
  CHECK_EQUAL(solver.dump(), before);
  // The good part of the batch can still be added on its own.
  std::vector<Constraint> good = {fine, alsoFine};
  CHECK(solver.addConstraints(good).succeeded());
  CHECK_NEAR(solver.valueOf(z), 4, tolerance);  // z = y + 1 = 4
}

TEST_CASE("addConstraints whose members contradict each other adds none") {
  Solver solver;
  Variable x("x");
  std::vector<Constraint> batch = {x >= 10, x <= 5};
  SolverResult result = solver.addConstraints(batch);
  CHECK_KIND(result, SolverErrorKind::unsatisfiableConstraint);
  CHECK_EQUAL(solver.statistics().constraints, std::size_t(0));
  CHECK_EQUAL(solver.dump(), Solver().dump());
}

TEST_CASE("addConstraints with an invalid constraint adds none of the batch") {
  Solver solver;
  Variable x("x"), y("y");
  Constraint fine = x == 1;
  Constraint badPriority(y == 2, 0);
  std::vector<Constraint> batch = {fine, badPriority};
  SolverResult result = solver.addConstraints(batch);
  CHECK_KIND(result, SolverErrorKind::invalidPriority);
  REQUIRE(result.constraint.has_value());
  CHECK(result.constraint->isSameConstraint(badPriority));
  CHECK(!solver.hasConstraint(fine));
  CHECK_EQUAL(solver.dump(), Solver().dump());
}

TEST_CASE("removeConstraints removes a whole batch") {
  Solver solver;
  Variable x("x"), y("y");
  Constraint a = x == 1, b = y == x + 1, c = (y == 10) | priority::defaultLow;
  std::vector<Constraint> all = {a, b, c};
  CHECK(solver.addConstraints(all).succeeded());
  CHECK_NEAR(solver.valueOf(y), 2, tolerance);  // required x = 1, y = x + 1 beat the weak y = 10
  std::vector<Constraint> requiredOnes = {b, a};
  CHECK(solver.removeConstraints(requiredOnes).succeeded());
  CHECK(!solver.hasConstraint(a));
  CHECK(!solver.hasConstraint(b));
  CHECK(solver.hasConstraint(c));
  CHECK_NEAR(solver.valueOf(y), 10, tolerance);  // only the weak y == 10 is left
}

TEST_CASE("removeConstraints with an absent or repeated constraint removes none") {
  Solver solver;
  Variable x("x");
  Constraint a = x >= 1, b = x <= 9;
  Constraint absent = x == 4;
  std::vector<Constraint> present = {a, b};
  CHECK(solver.addConstraints(present).succeeded());
  std::string before = solver.dump();

  std::vector<Constraint> withAbsent = {a, absent, b};
  SolverResult result = solver.removeConstraints(withAbsent);
  CHECK_KIND(result, SolverErrorKind::unknownConstraint);
  REQUIRE(result.constraint.has_value());
  CHECK(result.constraint->isSameConstraint(absent));
  CHECK(solver.hasConstraint(a));
  CHECK(solver.hasConstraint(b));
  CHECK_EQUAL(solver.dump(), before);

  std::vector<Constraint> repeated = {a, b, a};
  result = solver.removeConstraints(repeated);
  CHECK_KIND(result, SolverErrorKind::unknownConstraint);
  CHECK(solver.hasConstraint(a));
  CHECK(solver.hasConstraint(b));
  CHECK_EQUAL(solver.dump(), before);
}

// MARK: setConstant

TEST_CASE("setConstant moves a required equality in place") {
  Solver solver;
  Variable x("x"), y("y");
  Constraint xIs = x == 10;  // x - 10 == 0: constant -10
  Constraint yAfterX = y == x + 5;
  CHECK(solver.addConstraint(xIs).succeeded());
  CHECK(solver.addConstraint(yAfterX).succeeded());
  CHECK(solver.setConstant(xIs, -20).succeeded());  // x - 20 == 0
  CHECK(solver.hasConstraint(xIs));
  CHECK_EQUAL(xIs.expression().constant, -20.0);
  CHECK_NEAR(solver.valueOf(x), 20, tolerance);
  CHECK_NEAR(solver.valueOf(y), 25, tolerance);  // y = x + 5
  // The gap: y - x - 5 == 0 becomes y - x - 7 == 0.
  CHECK(solver.setConstant(yAfterX, -7).succeeded());
  CHECK_NEAR(solver.valueOf(y), 27, tolerance);
  CHECK_EQUAL(yAfterX.description(), std::string("y - x - 7 == 0"));
  // The constraint still removes by identity.
  CHECK(solver.removeConstraint(xIs).succeeded());
  CHECK(solver.removeConstraint(yAfterX).succeeded());
  CHECK_EQUAL(solver.dump(), Solver().dump());
}

TEST_CASE("setConstant moves a required inequality in place") {
  Solver solver;
  Variable x("x");
  Constraint atLeast = x >= 10;  // x - 10 >= 0
  CHECK(solver.addConstraint(atLeast).succeeded());
  CHECK(solver.addConstraint((x == 0) | priority::defaultLow).succeeded());
  CHECK_NEAR(solver.valueOf(x), 10, tolerance);         // the weak pull to 0 stops at the bound
  CHECK(solver.setConstant(atLeast, -30).succeeded());  // x >= 30
  CHECK_NEAR(solver.valueOf(x), 30, tolerance);
  CHECK(solver.setConstant(atLeast, 5).succeeded());  // x + 5 >= 0: x >= -5, so x reaches 0
  CHECK_NEAR(solver.valueOf(x), 0, tolerance);
  CHECK(solver.setConstant(atLeast, -12.5).succeeded());  // x >= 12.5
  CHECK_NEAR(solver.valueOf(x), 12.5, tolerance);
  CHECK(solver.hasConstraint(atLeast));
}

TEST_CASE("setConstant moves an upper bound in place") {
  Solver solver;
  Variable x("x");
  Constraint atMost = x <= 100;  // x - 100 <= 0
  CHECK(solver.addConstraint(atMost).succeeded());
  CHECK(solver.addConstraint((x == 1000) | priority::defaultLow).succeeded());
  CHECK_NEAR(solver.valueOf(x), 100, tolerance);
  CHECK(solver.setConstant(atMost, -60).succeeded());  // x <= 60
  CHECK_NEAR(solver.valueOf(x), 60, tolerance);
  CHECK(solver.setConstant(atMost, -2000).succeeded());  // x <= 2000: the pull reaches 1000
  CHECK_NEAR(solver.valueOf(x), 1000, tolerance);
}

TEST_CASE("setConstant moves an optional constraint in place") {
  Solver solver;
  Variable x("x");
  Constraint wish = (x == 10) | priority::defaultLow;
  Constraint weaker = (x == 0) | priority::fittingSizeLevel;
  CHECK(solver.addConstraint(wish).succeeded());
  CHECK(solver.addConstraint(weaker).succeeded());
  CHECK_NEAR(solver.valueOf(x), 10, tolerance);
  CHECK(solver.setConstant(wish, -30).succeeded());
  CHECK_NEAR(solver.valueOf(x), 30, tolerance);
  CHECK_EQUAL(wish.priority(), priority::defaultLow);
  // An optional inequality: x >= 40 @750 beats both equalities.
  Constraint floor = (x >= 40) | priority::defaultHigh;
  CHECK(solver.addConstraint(floor).succeeded());
  CHECK_NEAR(solver.valueOf(x), 40, tolerance);
  CHECK(solver.setConstant(floor, -45).succeeded());  // x >= 45 @750
  CHECK_NEAR(solver.valueOf(x), 45, tolerance);
  CHECK(solver.setConstant(floor, 0).succeeded());  // x >= 0 @750: satisfied, the 250 wish wins
  CHECK_NEAR(solver.valueOf(x), 30, tolerance);
  CHECK(solver.hasConstraint(floor));
  CHECK(solver.hasConstraint(wish));
}

TEST_CASE("setConstant of an optional constraint that is violated") {
  Solver solver;
  Variable x("x");
  CHECK(solver.addConstraint(x == 5).succeeded());
  Constraint wish = (x == 10) | priority::defaultHigh;
  CHECK(solver.addConstraint(wish).succeeded());
  CHECK_NEAR(solver.valueOf(x), 5, tolerance);
  CHECK(solver.setConstant(wish, -50).succeeded());
  CHECK_NEAR(solver.valueOf(x), 5, tolerance);  // still held by the required x == 5
  CHECK_EQUAL(wish.expression().constant, -50.0);
  CHECK(solver.removeConstraint(wish).succeeded());
}

// MARK: setPriority

TEST_CASE("setPriority between optional levels flips the winner") {
  Solver solver;
  Variable x("x");
  Constraint ten = (x == 10) | 250;
  Constraint twenty = (x == 20) | 500;
  CHECK(solver.addConstraint(ten).succeeded());
  CHECK(solver.addConstraint(twenty).succeeded());
  CHECK_NEAR(solver.valueOf(x), 20, tolerance);  // 500 beats 250
  // Swap the priorities (in between both are at 500 and any x in [10, 20] is optimal).
  CHECK(solver.setPriority(ten, 500).succeeded());
  CHECK(solver.setPriority(twenty, 250).succeeded());
  CHECK_NEAR(solver.valueOf(x), 10, tolerance);
  CHECK_EQUAL(ten.priority(), 500.0);
  CHECK_EQUAL(twenty.priority(), 250.0);
  CHECK(solver.hasConstraint(ten));
  CHECK(solver.hasConstraint(twenty));
  // One step above: 501 over 500.
  CHECK(solver.setPriority(twenty, 501).succeeded());
  CHECK_NEAR(solver.valueOf(x), 20, tolerance);
}

TEST_CASE("setPriority from optional to required") {
  Solver solver;
  Variable x("x");
  Constraint ten = (x == 10) | 250;
  Constraint atLeast = (x >= 15) | 500;
  CHECK(solver.addConstraint(ten).succeeded());
  CHECK(solver.addConstraint(atLeast).succeeded());
  CHECK_NEAR(solver.valueOf(x), 15, tolerance);  // x >= 15 at 500 beats x == 10 at 250
  CHECK(solver.setPriority(ten, priority::required).succeeded());
  CHECK(ten.isRequired());
  CHECK_NEAR(solver.valueOf(x), 10, tolerance);  // now x == 10 must hold, x >= 15 gives way
  // And the now-required constraint behaves as required: a contradiction is refused.
  CHECK_KIND(solver.addConstraint(x == 11), SolverErrorKind::unsatisfiableConstraint);
}

TEST_CASE("setPriority from required to optional") {
  Solver solver;
  Variable x("x");
  Constraint ten = x == 10;
  Constraint twenty = (x == 20) | 500;
  CHECK(solver.addConstraint(ten).succeeded());
  CHECK(solver.addConstraint(twenty).succeeded());
  CHECK_NEAR(solver.valueOf(x), 10, tolerance);
  CHECK(solver.setPriority(ten, 250).succeeded());
  CHECK(!ten.isRequired());
  CHECK_NEAR(solver.valueOf(x), 20, tolerance);  // 500 beats 250
  // Now x == 30 can be added as required: nothing required contradicts it any more.
  CHECK(solver.addConstraint(x == 30).succeeded());
  CHECK_NEAR(solver.valueOf(x), 30, tolerance);
}

TEST_CASE("setPriority of a required inequality to optional and back") {
  Solver solver;
  Variable x("x");
  Constraint ceiling = x <= 10;
  CHECK(solver.addConstraint(ceiling).succeeded());
  CHECK(solver.addConstraint((x == 40) | 500).succeeded());
  CHECK_NEAR(solver.valueOf(x), 10, tolerance);
  CHECK(solver.setPriority(ceiling, 400).succeeded());
  CHECK_NEAR(solver.valueOf(x), 40, tolerance);  // 500 beats 400
  CHECK(solver.setPriority(ceiling, 600).succeeded());
  CHECK_NEAR(solver.valueOf(x), 10, tolerance);  // 600 beats 500
  CHECK(solver.setPriority(ceiling, priority::required).succeeded());
  CHECK_NEAR(solver.valueOf(x), 10, tolerance);
  CHECK(solver.hasConstraint(ceiling));
  CHECK_EQUAL(ceiling.description(), std::string("x - 10 <= 0"));
}

// MARK: Edit variables

TEST_CASE("edit variables: add, suggest, remove") {
  Solver solver;
  Variable x("x");
  CHECK(!solver.hasEditVariable(x));
  CHECK(!solver.hasVariable(x));
  CHECK(solver.addEditVariable(x, priority::defaultHigh).succeeded());
  CHECK(solver.hasEditVariable(x));
  CHECK(solver.hasVariable(x));  // an edit names it
  CHECK_EQUAL(solver.statistics().editVariables, std::size_t(1));
  CHECK_EQUAL(solver.statistics().variables, std::size_t(1));
  CHECK(solver.suggestValue(x, 42).succeeded());
  CHECK_NEAR(solver.valueOf(x), 42, tolerance);
  CHECK(solver.removeEditVariable(x).succeeded());
  CHECK(!solver.hasEditVariable(x));
  CHECK(!solver.hasVariable(x));  // nothing names it any more
  CHECK_EQUAL(solver.statistics().editVariables, std::size_t(0));
  CHECK_EQUAL(solver.statistics().variables, std::size_t(0));
  CHECK_EQUAL(solver.valueOf(x), 0.0);  // forgotten
}

TEST_CASE("suggesting many times follows each suggestion") {
  Solver solver;
  Variable left("left"), width("width"), right("right");
  CHECK(solver.addConstraint(right == left + width).succeeded());
  CHECK(solver.addConstraint(width == 100).succeeded());
  CHECK(solver.addEditVariable(left, priority::defaultHigh).succeeded());
  for (int step = 0; step < 50; ++step) {
    double value = step * 7.5 - 100;
    CHECK(solver.suggestValue(left, value).succeeded());
    CHECK_NEAR(solver.valueOf(left), value, tolerance);
    CHECK_NEAR(solver.valueOf(right), value + 100, tolerance);  // right = left + width
  }
}

TEST_CASE("suggestions between changes to the tableau follow every change") {
  // A run of suggestions that leaves the rows as they are reuses the edit's column with its
  // coefficients; every change to the rows in between (a constraint added or removed, a bound
  // reached and left) must be seen by the next suggestion.
  Solver solver;
  Variable x("x"), y("y"), z("z"), w("w");
  CHECK(solver.addConstraint(y == x + 10).succeeded());
  Constraint zIsTwiceX = z == 2 * x;
  CHECK(solver.addConstraint(zIsTwiceX).succeeded());
  Constraint zAtMost100 = z <= 100;
  CHECK(solver.addConstraint(zAtMost100).succeeded());
  CHECK(solver.addEditVariable(x, priority::defaultHigh).succeeded());
  for (double value : {5.0, 6.0, 7.0}) {
    CHECK(solver.suggestValue(x, value).succeeded());
    CHECK_NEAR(solver.valueOf(y), value + 10, tolerance);
    CHECK_NEAR(solver.valueOf(z), 2 * value, tolerance);
  }
  // A new row that holds x's edit.
  CHECK(solver.addConstraint(w == y + 1).succeeded());
  for (double value : {8.0, 9.0}) {
    CHECK(solver.suggestValue(x, value).succeeded());
    CHECK_NEAR(solver.valueOf(w), value + 11, tolerance);  // w = y + 1 = x + 11
  }
  // Past the bound: z stops at 100, so x at 50 (the required bound beats the edit).
  CHECK(solver.suggestValue(x, 60).succeeded());
  CHECK_NEAR(solver.valueOf(x), 50, tolerance);
  CHECK_NEAR(solver.valueOf(z), 100, tolerance);
  CHECK_NEAR(solver.valueOf(w), 61, tolerance);
  for (double value : {40.0, 41.0, 42.0}) {
    CHECK(solver.suggestValue(x, value).succeeded());
    CHECK_NEAR(solver.valueOf(z), 2 * value, tolerance);
    CHECK_NEAR(solver.valueOf(w), value + 11, tolerance);
  }
  // Without the bound the edit is free again; with z == 3x instead of 2x every coefficient moves.
  CHECK(solver.removeConstraint(zAtMost100).succeeded());
  CHECK(solver.removeConstraint(zIsTwiceX).succeeded());
  CHECK(solver.addConstraint(z == 3 * x).succeeded());
  for (double value : {70.0, 71.0, 72.0}) {
    CHECK(solver.suggestValue(x, value).succeeded());
    CHECK_NEAR(solver.valueOf(z), 3 * value, tolerance);
    CHECK_NEAR(solver.valueOf(y), value + 10, tolerance);
  }
  CHECK(solver.checkInvariants().empty());
}

TEST_CASE("an edit's first suggestion is the variable's current value") {
  Solver solver;
  Variable x("x");
  CHECK(solver.addConstraint((x == 10) | 500).succeeded());
  CHECK(solver.addEditVariable(x, priority::defaultHigh).succeeded());
  CHECK_NEAR(solver.valueOf(x), 10, tolerance);  // the edit asks for 10 too
  CHECK(solver.suggestValue(x, 30).succeeded());
  CHECK_NEAR(solver.valueOf(x), 30, tolerance);  // 750 beats 500
  CHECK(solver.removeEditVariable(x).succeeded());
  CHECK_NEAR(solver.valueOf(x), 10, tolerance);  // back to the 500 constraint
}

TEST_CASE("an edit below a conflicting constraint does not win") {
  Solver solver;
  Variable x("x");
  CHECK(solver.addConstraint((x == 10) | 500).succeeded());
  CHECK(solver.addEditVariable(x, priority::defaultLow).succeeded());
  CHECK(solver.suggestValue(x, 50).succeeded());
  CHECK_NEAR(solver.valueOf(x), 10, tolerance);  // 500 beats the edit at 250
  // Required bounds bind any edit.
  Variable y("y");
  CHECK(solver.addConstraint(y <= 20).succeeded());
  CHECK(solver.addEditVariable(y, 999).succeeded());
  CHECK(solver.suggestValue(y, 50).succeeded());
  CHECK_NEAR(solver.valueOf(y), 20, tolerance);
  CHECK(solver.suggestValue(y, -3).succeeded());
  CHECK_NEAR(solver.valueOf(y), -3, tolerance);
}

TEST_CASE("two edit variables at once") {
  Solver solver;
  Variable left("left"), width("width"), right("right");
  CHECK(solver.addConstraint(right == left + width).succeeded());
  CHECK(solver.addConstraint(width >= 0).succeeded());
  CHECK(solver.addEditVariable(left, 600).succeeded());
  CHECK(solver.addEditVariable(width, 600).succeeded());
  CHECK(solver.suggestValue(left, 10).succeeded());
  CHECK(solver.suggestValue(width, 25).succeeded());
  CHECK_NEAR(solver.valueOf(right), 35, tolerance);
  // A negative width is refused by the required width >= 0; left still gets its value.
  CHECK(solver.suggestValue(width, -5).succeeded());
  CHECK_NEAR(solver.valueOf(width), 0, tolerance);
  CHECK_NEAR(solver.valueOf(left), 10, tolerance);
  CHECK_NEAR(solver.valueOf(right), 10, tolerance);
  CHECK(solver.removeEditVariable(left).succeeded());
  CHECK(solver.removeEditVariable(width).succeeded());
  CHECK_EQUAL(solver.statistics().editVariables, std::size_t(0));
}

// MARK: Values

TEST_CASE("valueOf an unknown variable is 0") {
  Solver solver;
  Variable stranger("stranger");
  CHECK_EQUAL(solver.valueOf(stranger), 0.0);
  Variable x("x");
  CHECK(solver.addConstraint(x == 7).succeeded());
  CHECK_EQUAL(solver.valueOf(stranger), 0.0);
  CHECK_EQUAL(solver.valueOf(Variable("x")), 0.0);  // same name, another variable
}

TEST_CASE("valuesOf reads what valueOf reads, in order, for any mix of variables") {
  // A chain x0 = 3, x(i+1) = x(i) + 2 (so xi = 3 + 2i), long enough for the read-ahead; y is held
  // by an optional constraint and z is a parameter of nothing (no constraint holds it).
  Solver solver;
  constexpr int count = 300;
  std::vector<Variable> chain;
  for (int i = 0; i < count; ++i) chain.emplace_back("x" + std::to_string(i));
  Constraint first = chain[0] == 3;
  CHECK(solver.addConstraint(first).succeeded());
  for (int i = 0; i + 1 < count; ++i) CHECK(solver.addConstraint(chain[i + 1] == chain[i] + 2).succeeded());
  Variable y("y"), z("z"), stranger("stranger"), elsewhere("elsewhere");
  CHECK(solver.addConstraint((y == 40) | 250).succeeded());
  CHECK(solver.addConstraint(z >= 0 * chain[0] - 1).succeeded());  // z's least value: 0 or above
  // `elsewhere` is claimed first by another solver, so this one finds it by hashing.
  Solver other;
  CHECK(other.addConstraint(elsewhere == 9).succeeded());
  CHECK(solver.addConstraint(elsewhere == 11).succeeded());
  // Interleaved, reversed and repeated, with a variable the solver does not know and a moved-from
  // one.
  Variable movedFrom("moved");
  Variable taker = std::move(movedFrom);
  std::vector<Variable> read;
  std::vector<double> expected;
  for (int i = count - 1; i >= 0; --i) {
    read.push_back(chain[i]);
    expected.push_back(3 + 2 * i);
    if (i % 7 == 0) {
      read.insert(read.end(), {y, stranger, elsewhere, movedFrom, chain[0]});
      expected.insert(expected.end(), {40, 0, 11, 0, 3});
    }
  }
  std::vector<double> values(read.size(), -1);
  solver.valuesOf(read, values);
  for (std::size_t i = 0; i < read.size(); ++i) {
    CHECK_NEAR(values[i], expected[i], tolerance);
    CHECK_EQUAL(std::bit_cast<std::uint64_t>(values[i]),
                std::bit_cast<std::uint64_t>(solver.valueOf(read[i])));
  }
  // z's value, whatever the solver chose within its bound, is valueOf's.
  std::vector<double> zValue(1);
  solver.valuesOf(std::vector<Variable>{z}, zValue);
  CHECK_EQUAL(zValue[0], solver.valueOf(z));
  CHECK(zValue[0] >= -1 - tolerance);
  // A buffer shorter than the variables: only its length is written.
  std::vector<double> shortBuffer(3, -1);
  solver.valuesOf(read, std::span<double>(shortBuffer.data(), 2));
  CHECK_NEAR(shortBuffer[0], 3 + 2 * (count - 1), tolerance);
  CHECK_EQUAL(shortBuffer[2], -1.0);
  // More buffer than variables: the rest is left as it is.
  std::vector<double> longBuffer(5, -1);
  solver.valuesOf(std::span<const Variable>(chain.data(), 2), longBuffer);
  CHECK_NEAR(longBuffer[0], 3, tolerance);
  CHECK_NEAR(longBuffer[1], 5, tolerance);
  CHECK_EQUAL(longBuffer[2], -1.0);
  // A new constant moves the chain: x0 = 10, so xi = 10 + 2i, read again in bulk.
  CHECK(solver.setConstant(first, -10).succeeded());  // x0 - 10 == 0
  solver.valuesOf(read, values);
  for (std::size_t i = 0; i < read.size(); ++i) {
    double moved = read[i].isSameVariable(y) || read[i].isSameVariable(elsewhere) || expected[i] == 0
                       ? expected[i]
                       : expected[i] + 7;
    CHECK_NEAR(values[i], moved, tolerance);
    expected[i] = moved;
  }
  // A moved-from solver answers 0 for every variable, as valueOf does.
  Solver destination(std::move(solver));
  std::vector<double> fromMoved(read.size(), -1);
  solver.valuesOf(read, fromMoved);
  for (double value : fromMoved) CHECK_EQUAL(value, 0.0);
  std::vector<double> fromDestination(read.size(), -1);
  destination.valuesOf(read, fromDestination);
  for (std::size_t i = 0; i < read.size(); ++i) CHECK_NEAR(fromDestination[i], expected[i], tolerance);
}

TEST_CASE("updateVariables publishes values to the variables") {
  Solver solver;
  Variable x("x"), y("y");
  Constraint xIs = x == 10;
  CHECK(solver.addConstraint(xIs).succeeded());
  CHECK(solver.addConstraint(y == 2 * x + 1).succeeded());
  CHECK_EQUAL(x.value(), 0.0);  // nothing published yet
  CHECK_EQUAL(y.value(), 0.0);
  solver.updateVariables();
  CHECK_NEAR(x.value(), 10, tolerance);
  CHECK_NEAR(y.value(), 21, tolerance);  // 2 · 10 + 1
  Variable copy = x;
  CHECK_NEAR(copy.value(), 10, tolerance);  // handles share the value
  // Values change only when published again: x - 12 == 0 reads 10 until then.
  CHECK(solver.setConstant(xIs, -12).succeeded());
  CHECK_NEAR(x.value(), 10, tolerance);
  CHECK_NEAR(solver.valueOf(x), 12, tolerance);
  solver.updateVariables();
  CHECK_NEAR(x.value(), 12, tolerance);
  CHECK_NEAR(y.value(), 25, tolerance);  // 2 · 12 + 1
}

TEST_CASE("reset empties the solver") {
  Solver solver;
  std::string empty = Solver().dump();
  Variable x("x"), y("y");
  Constraint a = x == 1, b = (y >= x + 2) | 300;
  CHECK(solver.addConstraint(a).succeeded());
  CHECK(solver.addConstraint(b).succeeded());
  CHECK(solver.addEditVariable(y, 500).succeeded());
  solver.reset();
  CHECK(!solver.hasConstraint(a));
  CHECK(!solver.hasConstraint(b));
  CHECK(!solver.hasEditVariable(y));
  CHECK_EQUAL(solver.valueOf(x), 0.0);
  SolverStatistics statistics = solver.statistics();
  CHECK_EQUAL(statistics.constraints, std::size_t(0));
  CHECK_EQUAL(statistics.editVariables, std::size_t(0));
  CHECK_EQUAL(statistics.variables, std::size_t(0));
  CHECK_EQUAL(statistics.symbols, std::size_t(0));
  CHECK_EQUAL(statistics.rows, std::size_t(0));
  CHECK_EQUAL(statistics.definitions, std::size_t(0));
  CHECK_EQUAL(statistics.cells, std::size_t(0));
  CHECK_EQUAL(statistics.levels, std::size_t(0));
  CHECK_EQUAL(solver.dump(), empty);
  // The same constraints can be added again.
  CHECK(solver.addConstraint(a).succeeded());
  CHECK_NEAR(solver.valueOf(x), 1, tolerance);
}

TEST_CASE("statistics count the cells of markers and of errors") {
  // A chain of required equalities, each with a fresh subject: definitions, no row, no cell.
  Solver solver;
  Variable x0("x0"), x1("x1"), x2("x2"), x3("x3");
  REQUIRE(solver.addConstraint(x0 == 10));
  REQUIRE(solver.addConstraint(x1 == x0 + 1));
  REQUIRE(solver.addConstraint(x2 == x1 + 1));
  REQUIRE(solver.addConstraint(x3 == x2 + 1));
  SolverStatistics chain = solver.statistics();
  CHECK_EQUAL(chain.rows, std::size_t(0));
  CHECK_EQUAL(chain.cells, std::size_t(0));
  CHECK_EQUAL(chain.markerCells, std::size_t(0));
  // An inequality on the end moves the chain into the tableau. In parametric form xi = 10 + i plus
  // the markers d0..di of the equalities it was solved through (i + 1 cells: 1 + 2 + 3 + 4), and
  // the inequality's slack s = 100 - x3 = 87 - (d0..d3): 4 more. Every cell is a marker.
  REQUIRE(solver.addConstraint(x3 <= 100));
  CHECK_NEAR(solver.valueOf(x3), 13, tolerance);
  SolverStatistics tableau = solver.statistics();
  CHECK_EQUAL(tableau.rows, std::size_t(5));
  CHECK_EQUAL(tableau.cells, std::size_t(14));
  CHECK_EQUAL(tableau.markerCells, std::size_t(14));
  CHECK_EQUAL(tableau.errorCells, std::size_t(0));
  // An optional lower bound that holds: its slack is basic, s' = x3 - 5 + e = 8 + (d0..d3) + e,
  // feasible with its error at 0 (the error's own row would start at -8): 4 markers, 1 error.
  REQUIRE(solver.addConstraint((x3 >= 5) | 250));
  SolverStatistics optional = solver.statistics();
  CHECK_EQUAL(optional.rows, std::size_t(6));
  CHECK_EQUAL(optional.markerCells, std::size_t(18));
  CHECK_EQUAL(optional.errorCells, std::size_t(1));
  CHECK_EQUAL(optional.cells, std::size_t(19));
}

TEST_CASE("a moved-from solver's state lives on in the destination") {
  Solver solver;
  Variable x("x");
  Constraint c = x == 4;
  CHECK(solver.addConstraint(c).succeeded());
  Solver moved(std::move(solver));
  CHECK(moved.hasConstraint(c));
  CHECK_NEAR(moved.valueOf(x), 4, tolerance);
  Solver assigned;
  assigned = std::move(moved);
  CHECK(assigned.hasConstraint(c));
  CHECK_NEAR(assigned.valueOf(x), 4, tolerance);
}

TEST_CASE("dump is deterministic") {
  auto build = [](Solver& solver) {
    Variable x("x"), y("y");
    CHECK(solver.addConstraint(x == y + 3).succeeded());
    CHECK(solver.addConstraint((y == 8) | 250).succeeded());
    CHECK(solver.addEditVariable(x, 500).succeeded());
    CHECK(solver.suggestValue(x, 20).succeeded());
  };
  Solver first, second;
  build(first);
  build(second);
  CHECK_EQUAL(first.dump(), second.dump());
  CHECK(!first.dump().empty());
}
