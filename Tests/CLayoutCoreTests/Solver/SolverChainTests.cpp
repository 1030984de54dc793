// SolverChainTests.cpp — the solver on whole systems rather than one operation: the Cassowary
// paper's worked example, chains of required equalities, redundancy, and a constraint shared by
// several solvers; values derived by hand.
#define CLAYOUT_TEST_MAIN
#include <string>
#include <vector>

#include "CLayoutCore/CLayoutCore.h"
#include "TestSupport.h"

using namespace clayout;

namespace {

const double tolerance = 1e-9;

}  // namespace

// MARK: The Cassowary paper's worked example

// Badros, Borning & Stuckey (2001): a segment with its midpoint.
//   required: right == left + 10, right <= 100, middle == (left + right) / 2, left >= 0
//   weak:     middle == 45 @250
// right = left + 10 makes middle = left + 5; left >= 0 and right <= 100 give left in [0, 90],
// so middle in [5, 95]. middle = 45 is inside: left 40, middle 45, right 50.
TEST_CASE("the Cassowary paper's worked example") {
  Solver solver;
  Variable left("left"), middle("middle"), right("right");
  CHECK(solver.addConstraint(right == left + 10).succeeded());
  CHECK(solver.addConstraint(right <= 100).succeeded());
  CHECK(solver.addConstraint(middle == (left + right) / 2).succeeded());
  CHECK(solver.addConstraint(left >= 0).succeeded());
  CHECK(solver.addConstraint((middle == 45) | priority::defaultLow).succeeded());
  CHECK_NEAR(solver.valueOf(left), 40, tolerance);
  CHECK_NEAR(solver.valueOf(middle), 45, tolerance);
  CHECK_NEAR(solver.valueOf(right), 50, tolerance);

  // Drag the middle at 750, above the weak 45.
  CHECK(solver.addEditVariable(middle, priority::defaultHigh).succeeded());
  CHECK(solver.suggestValue(middle, 90).succeeded());  // inside [5, 95]: left 85, right 95
  CHECK_NEAR(solver.valueOf(middle), 90, tolerance);
  CHECK_NEAR(solver.valueOf(left), 85, tolerance);
  CHECK_NEAR(solver.valueOf(right), 95, tolerance);
  CHECK(solver.suggestValue(middle, 99).succeeded());  // past 95: stops at right == 100
  CHECK_NEAR(solver.valueOf(middle), 95, tolerance);
  CHECK_NEAR(solver.valueOf(left), 90, tolerance);
  CHECK_NEAR(solver.valueOf(right), 100, tolerance);
  CHECK(solver.suggestValue(middle, -20).succeeded());  // below 5: stops at left == 0
  CHECK_NEAR(solver.valueOf(middle), 5, tolerance);
  CHECK_NEAR(solver.valueOf(left), 0, tolerance);
  CHECK_NEAR(solver.valueOf(right), 10, tolerance);
  CHECK(solver.suggestValue(middle, 30).succeeded());
  CHECK_NEAR(solver.valueOf(left), 25, tolerance);   // middle - 5
  CHECK_NEAR(solver.valueOf(right), 35, tolerance);  // middle + 5

  // Release: the weak 45 takes over again.
  CHECK(solver.removeEditVariable(middle).succeeded());
  CHECK_NEAR(solver.valueOf(left), 40, tolerance);
  CHECK_NEAR(solver.valueOf(middle), 45, tolerance);
  CHECK_NEAR(solver.valueOf(right), 50, tolerance);
}

// MARK: Chains of required equalities and redundancy

namespace {

/// left0 == 0 and left(i+1) == left(i) + 10 for i < 9: left(i) = 10·i.
struct Chain {
  std::vector<Variable> lefts;
  Constraint pin;
  std::vector<Constraint> links;

  static std::vector<Variable> makeLefts() {
    std::vector<Variable> lefts;
    for (int i = 0; i < 10; ++i) lefts.emplace_back("left" + std::to_string(i));
    return lefts;
  }

  Chain() : lefts(makeLefts()), pin(lefts[0] == 0) {
    for (int i = 0; i + 1 < 10; ++i) links.push_back(lefts[i + 1] == lefts[i] + 10);
  }
};

}  // namespace

TEST_CASE("setConstant inside a chain of required equalities") {
  Solver solver;
  Chain chain;
  CHECK(solver.addConstraint(chain.pin).succeeded());
  CHECK(solver.addConstraints(chain.links).succeeded());
  for (int i = 0; i < 10; ++i) CHECK_NEAR(solver.valueOf(chain.lefts[i]), 10 * i, tolerance);
  // link3: left4 - left3 - 10 == 0 becomes left4 - left3 - 50 == 0: left(k) = 10k + 40 for k >= 4.
  CHECK(solver.setConstant(chain.links[3], -50).succeeded());
  for (int i = 0; i < 10; ++i)
    CHECK_NEAR(solver.valueOf(chain.lefts[i]), 10 * i + (i >= 4 ? 40 : 0), tolerance);
  // The pin: left0 - 5 == 0 moves everything by 5.
  CHECK(solver.setConstant(chain.pin, -5).succeeded());
  for (int i = 0; i < 10; ++i) {
    CHECK_NEAR(solver.valueOf(chain.lefts[i]), 10 * i + (i >= 4 ? 40 : 0) + 5, tolerance);
  }
}

TEST_CASE("an edit moves a whole unpinned chain, and a pinned chain not at all") {
  Solver solver;
  Chain chain;
  CHECK(solver.addConstraints(chain.links).succeeded());
  CHECK(solver.addEditVariable(chain.lefts[5], 500).succeeded());
  CHECK(solver.suggestValue(chain.lefts[5], 100).succeeded());
  CHECK_NEAR(solver.valueOf(chain.lefts[0]), 50, tolerance);   // 100 - 5 · 10
  CHECK_NEAR(solver.valueOf(chain.lefts[9]), 140, tolerance);  // 100 + 4 · 10
  Constraint weakPin = (chain.lefts[0] == 0) | 250;
  CHECK(solver.addConstraint(weakPin).succeeded());
  CHECK_NEAR(solver.valueOf(chain.lefts[5]), 100, tolerance);  // the edit at 500 beats 250
  CHECK(solver.setPriority(weakPin, 750).succeeded());
  CHECK_NEAR(solver.valueOf(chain.lefts[0]), 0, tolerance);  // now the pin at 750 wins
  CHECK_NEAR(solver.valueOf(chain.lefts[5]), 50, tolerance);
  CHECK(solver.setPriority(weakPin, priority::required).succeeded());
  CHECK(solver.suggestValue(chain.lefts[5], 999).succeeded());
  CHECK_NEAR(solver.valueOf(chain.lefts[5]), 50, tolerance);  // pinned by required equalities
}

TEST_CASE("removing a link in the middle of a chain") {
  Solver solver;
  Chain chain;
  CHECK(solver.addConstraint(chain.pin).succeeded());
  CHECK(solver.addConstraints(chain.links).succeeded());
  CHECK(solver.removeConstraint(chain.links[4]).succeeded());  // left5 == left4 + 10
  for (int i = 0; i <= 4; ++i) CHECK_NEAR(solver.valueOf(chain.lefts[i]), 10 * i, tolerance);
  // left5..left9 are still linked to each other, but no longer pinned.
  for (int i = 6; i < 10; ++i) {
    CHECK_NEAR(solver.valueOf(chain.lefts[i]) - solver.valueOf(chain.lefts[5]), 10 * (i - 5), tolerance);
  }
  CHECK(solver.addConstraint((chain.lefts[9] == 1000) | 250).succeeded());
  CHECK_NEAR(solver.valueOf(chain.lefts[5]), 960, tolerance);  // 1000 - 4 · 10
}

TEST_CASE("setPriority of a link of a chain") {
  Solver solver;
  Chain chain;
  CHECK(solver.addConstraint(chain.pin).succeeded());
  CHECK(solver.addConstraints(chain.links).succeeded());
  CHECK(solver.addConstraint((chain.lefts[9] == 200) | 500).succeeded());
  CHECK_NEAR(solver.valueOf(chain.lefts[9]), 90, tolerance);  // required chain: 9 · 10
  // link2 (left3 == left2 + 10) optional at 250: the 500 wish wins, link2 stretches.
  CHECK(solver.setPriority(chain.links[2], 250).succeeded());
  CHECK_NEAR(solver.valueOf(chain.lefts[9]), 200, tolerance);
  CHECK_NEAR(solver.valueOf(chain.lefts[3]), 140, tolerance);  // 200 - 6 · 10
  CHECK_NEAR(solver.valueOf(chain.lefts[2]), 20, tolerance);
  // Back to required: the wish at 500 is only optional, so this succeeds.
  CHECK(solver.setPriority(chain.links[2], priority::required).succeeded());
  CHECK_NEAR(solver.valueOf(chain.lefts[9]), 90, tolerance);
}

TEST_CASE("redundant required equalities") {
  Solver solver;
  Variable x("x"), y("y"), z("z");
  Constraint a = x == y + 1, b = y == z + 1, c = z == 0;
  CHECK(solver.addConstraint(a).succeeded());
  CHECK(solver.addConstraint(b).succeeded());
  CHECK(solver.addConstraint(c).succeeded());
  Constraint redundant = x == z + 2;  // follows from a and b
  CHECK(solver.addConstraint(redundant).succeeded());
  CHECK_NEAR(solver.valueOf(x), 2, tolerance);
  CHECK_KIND(solver.addConstraint(x == z + 3), SolverErrorKind::unsatisfiableConstraint);
  // Changing the redundant one's constant away from what a and b imply fails...
  CHECK_KIND(solver.setConstant(redundant, -3), SolverErrorKind::unsatisfiableConstraint);
  CHECK_EQUAL(redundant.expression().constant, -2.0);
  // ...and succeeds once a is gone: then x = z + 3 = 3.
  CHECK(solver.removeConstraint(a).succeeded());
  CHECK(solver.setConstant(redundant, -3).succeeded());
  CHECK_NEAR(solver.valueOf(x), 3, tolerance);
  CHECK(solver.removeConstraint(redundant).succeeded());
  CHECK_EQUAL(solver.valueOf(x), 0.0);  // x forgotten
  CHECK_NEAR(solver.valueOf(y), 1, tolerance);
  CHECK(solver.removeConstraint(b).succeeded());
  CHECK(solver.removeConstraint(c).succeeded());
  CHECK_EQUAL(solver.dump(), Solver().dump());
}

TEST_CASE("redundant required inequalities and equalities on one variable") {
  Solver solver;
  Variable x("x");
  Constraint low = x >= 0, high = x <= 0, exact = x == 0, twin = x == 0;
  std::vector<Constraint> all = {low, high, exact, twin};
  CHECK(solver.addConstraints(all).succeeded());
  CHECK_NEAR(solver.valueOf(x), 0, tolerance);
  CHECK(solver.addConstraint((x == 7) | 999).succeeded());
  CHECK_NEAR(solver.valueOf(x), 0, tolerance);
  CHECK(solver.removeConstraint(exact).succeeded());
  CHECK(solver.removeConstraint(twin).succeeded());
  CHECK_NEAR(solver.valueOf(x), 0, tolerance);  // still in [0, 0]
  CHECK(solver.removeConstraint(high).succeeded());
  CHECK_NEAR(solver.valueOf(x), 7, tolerance);  // x >= 0 and the wish at 999
}

TEST_CASE("required constraints without variables") {
  Solver solver;
  Constraint tautology(Expression(), Relation::equal);              // 0 == 0
  Constraint satisfied(Expression(-5), Relation::lessThanOrEqual);  // -5 <= 0
  Variable x("x");
  Constraint cancelled(Expression(x) - x + 3, Relation::greaterThanOrEqual);  // 3 >= 0
  CHECK(solver.addConstraint(tautology).succeeded());
  CHECK(solver.addConstraint(satisfied).succeeded());
  CHECK(solver.addConstraint(cancelled).succeeded());
  CHECK_EQUAL(solver.statistics().variables, std::size_t(0));  // x cancelled out
  CHECK(solver.removeConstraint(tautology).succeeded());
  CHECK(solver.removeConstraint(satisfied).succeeded());
  CHECK(solver.removeConstraint(cancelled).succeeded());
  CHECK_EQUAL(solver.dump(), Solver().dump());
}

TEST_CASE("one constraint in two solvers at once, and in a third after the first is gone") {
  // Each solver knows the constraint on its own: removing it from one leaves it in the other,
  // and a solver made after another was destroyed still finds it.
  Variable x("x");
  Constraint pin = x == 7;
  Solver second;
  {
    Solver first;
    REQUIRE(first.addConstraint(pin));
    REQUIRE(second.addConstraint(pin));
    CHECK(first.hasConstraint(pin));
    CHECK(second.hasConstraint(pin));
    CHECK_NEAR(first.valueOf(x), 7, 1e-12);
    CHECK_NEAR(second.valueOf(x), 7, 1e-12);
    // Its constant is shared, so it cannot change while two solvers hold it (it used to change
    // in the first and in the shared record, and not in the second's rows).
    CHECK_KIND(first.setConstant(pin, -9), SolverErrorKind::sharedConstraint);
    CHECK_NEAR(first.valueOf(x), 7, 1e-12);
    CHECK_NEAR(second.valueOf(x), 7, 1e-12);
    REQUIRE(first.removeConstraint(pin));
    CHECK(!first.hasConstraint(pin));
    CHECK(second.hasConstraint(pin));
    REQUIRE(first.addConstraint(pin));
  }
  Solver third;
  REQUIRE(third.addConstraint(pin));
  CHECK(third.hasConstraint(pin));
  CHECK(second.hasConstraint(pin));
  REQUIRE(second.removeConstraint(pin));
  CHECK(!second.hasConstraint(pin));
  CHECK(third.hasConstraint(pin));
  CHECK(third.addConstraint(pin).kind == SolverErrorKind::duplicateConstraint);
}

TEST_CASE("re-adding a required size under an edited window gives the same layout back") {
  // A window whose width is an edit just below required, a parent at a quarter of it and two
  // children that each wish for 44 (medium) but are required at half of the parent minus 2.
  // Removing a child's required size lets it take its wish; adding it back needs phase one
  // (the row has no free variable left), which may lower the artificial variable by moving any
  // symbol, the window's edit error included: the result must be the first layout again.
  Solver solver;
  Variable window("window"), parent("parent"), first("first"), second("second");
  CHECK(solver.addEditVariable(window, 999.999).succeeded());
  CHECK(solver.suggestValue(window, 800).succeeded());
  CHECK(solver.addConstraint(parent == 0.25 * window).succeeded());
  Constraint firstSize = first == 0.5 * parent - 2;
  CHECK(solver.addConstraint(firstSize).succeeded());
  CHECK(solver.addConstraint(second == 0.5 * parent - 2).succeeded());
  CHECK(solver.addConstraint((first == 44) | 500).succeeded());
  CHECK(solver.addConstraint((second == 44) | 500).succeeded());
  CHECK(solver.addConstraint(first + second <= parent).succeeded());
  // parent = 200, each child 98; the wishes for 44 lose to the required sizes.
  CHECK_NEAR(solver.valueOf(parent), 200, tolerance);
  CHECK_NEAR(solver.valueOf(first), 98, tolerance);
  for (int round = 0; round < 3; ++round) {
    CHECK(solver.removeConstraint(firstSize).succeeded());
    CHECK_NEAR(solver.valueOf(first), 44, tolerance);  // free: its wish
    CHECK_NEAR(solver.valueOf(window), 800, tolerance);
    CHECK(solver.addConstraint(firstSize).succeeded());
    CHECK_NEAR(solver.valueOf(window), 800, tolerance);
    CHECK_NEAR(solver.valueOf(parent), 200, tolerance);
    CHECK_NEAR(solver.valueOf(first), 98, tolerance);
    CHECK_NEAR(solver.valueOf(second), 98, tolerance);
  }
  CHECK(solver.checkInvariants().empty());
}
