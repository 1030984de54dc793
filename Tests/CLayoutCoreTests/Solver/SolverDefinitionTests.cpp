// SolverDefinitionTests.cpp — required equalities held outside the tableau as definitions
// (Sources/CLayoutCore/Solver/Definitions.cpp): expanded into the rows that mention them, with
// their dummies, so that a list's rows stay local; their constants, removals and rollbacks; a
// variable that definitions use defined in turn. Every expected value is derived by hand (or by
// the closed form written here), never read from the solver.
#define CLAYOUT_TEST_MAIN
#include <algorithm>
#include <string>
#include <vector>

#include "CLayoutCore/CLayoutCore.h"
#include "TestSupport.h"

using namespace clayout;

namespace {

/// A list at the solver level, made as the engine's stacks make it (Workloads.md "The list"):
/// row k has a top and a height, an image and a label aligned to its top and inside its bottom,
/// the row as short as they allow (a weak pull to 0), an image 40 tall, a label of
/// `labelHeight(k)`; the row k + 1 starts 8 below row k. Each row's constraints come before the
/// link that places it, as in a stack whose row is built before it is arranged.
struct List {
  std::vector<Variable> tops, heights, imageTops, imageHeights, labelTops, labelHeights;
  std::vector<Constraint> links, labels;
};

double labelHeight(int row) { return 20.0 + 20.0 * (row % 3); }

List makeList(Solver& solver, int rows) {
  List list;
  for (int k = 0; k < rows; ++k) {
    std::string n = std::to_string(k);
    list.tops.emplace_back("top" + n);
    list.heights.emplace_back("height" + n);
    list.imageTops.emplace_back("imageTop" + n);
    list.imageHeights.emplace_back("imageHeight" + n);
    list.labelTops.emplace_back("labelTop" + n);
    list.labelHeights.emplace_back("labelHeight" + n);
    const Variable &top = list.tops[k], &height = list.heights[k];
    list.labels.push_back(Constraint(list.labelHeights[k] == labelHeight(k)));
    std::vector<Constraint> row = {
        Constraint(list.imageTops[k] == top),
        Constraint(list.labelTops[k] == top),
        Constraint(list.imageTops[k] + list.imageHeights[k] <= top + height),
        Constraint(list.labelTops[k] + list.labelHeights[k] <= top + height),
        (height == 0) | 1.0,
        Constraint(list.imageHeights[k] == 40),
        list.labels.back(),
    };
    for (const Constraint& each : row) REQUIRE(solver.addConstraint(each));
    list.links.push_back(k == 0 ? Constraint(top == 0)
                                : Constraint(top == list.tops[k - 1] + list.heights[k - 1] + 8));
    REQUIRE(solver.addConstraint(list.links.back()));
  }
  return list;
}

/// Checks every row against the closed form: a row is as tall as its taller item, and starts 8
/// below the one before (the first at `firstTop`, the rows before `from` not checked).
void checkList(const Solver& solver, const List& list, const std::vector<double>& labelHeights, int from,
               double firstTop) {
  double top = firstTop;
  for (int k = from; k < static_cast<int>(list.tops.size()); ++k) {
    double height = std::max(40.0, labelHeights[k]);
    CHECK_NEAR(solver.valueOf(list.tops[k]), top, 1e-9);
    CHECK_NEAR(solver.valueOf(list.heights[k]), height, 1e-9);
    CHECK_NEAR(solver.valueOf(list.labelTops[k]), top, 1e-9);
    CHECK_NEAR(solver.valueOf(list.imageTops[k]), top, 1e-9);
    top += height + 8;
  }
}

}  // namespace

TEST_CASE("a list's rows stay local: the tops cancel in each row, and the links are definitions") {
  const int rows = 400;
  Solver solver;
  List list = makeList(solver, rows);
  std::vector<double> heights;
  for (int k = 0; k < rows; ++k) heights.push_back(labelHeight(k));
  checkList(solver, list, heights, 0, 0);
  CHECK(solver.checkInvariants().empty());
  // Row k's inequalities are `imageHeight - height <= 0` and `labelHeight - height <= 0` once
  // the tops cancel: a few cells a row. Had the tops gone into the tableau, the top of row k
  // would be a row over a slack or an error of each row above it: some 80,000 cells at 400 rows.
  SolverStatistics statistics = solver.statistics();
  CHECK(statistics.cells < std::size_t(20 * rows));
  // The tops (each row's link, made after the definitions that use the top) and the items'
  // tops are definitions.
  CHECK(statistics.definitions >= std::size_t(3 * rows));

  // A label's height changes: its row grows, every row below moves down by as much.
  heights[5] = 100;
  REQUIRE(solver.setConstant(list.labels[5], -100));  // labelHeight5 - 100 == 0
  checkList(solver, list, heights, 0, 0);

  // Without its link, row 200 is free: its top is 0 (in no row, no definition), and the rows
  // below follow it. With the link again, the list is whole.
  REQUIRE(solver.removeConstraint(list.links[200]));
  checkList(solver, list, heights, 200, 0);
  REQUIRE(solver.addConstraint(list.links[200]));
  checkList(solver, list, heights, 0, 0);
  CHECK(solver.checkInvariants().empty());
}

TEST_CASE("a definition expanded into a row: its constant moves the row, its removal keeps the row true") {
  Solver solver;
  Variable a("a"), b("b"), w("w");
  Constraint offset(a == b + 10);   // a definition of a: a = b + 10
  Constraint sum(a - b + w == 30);  // a - b cancels to 10: w = 20, a row holding offset's dummy
  REQUIRE(solver.addConstraint(offset));
  REQUIRE(solver.addConstraint(Constraint(w >= 0)));  // w in a row: `sum` defines nothing
  REQUIRE(solver.addConstraint(sum));
  CHECK(solver.statistics().definitions == std::size_t(1));
  CHECK_NEAR(solver.valueOf(w), 20, 1e-12);
  // a - b - 15 == 0: a = b + 15, so w = 30 - 15.
  REQUIRE(solver.setConstant(offset, -15));
  CHECK_NEAR(solver.valueOf(w), 15, 1e-12);
  CHECK_NEAR(solver.valueOf(a) - solver.valueOf(b), 15, 1e-12);
  // Removed, the definition leaves through the tableau: `sum` alone is left, and with b = 0 and
  // a = 5 it gives w = 25.
  REQUIRE(solver.removeConstraint(offset));
  CHECK(solver.statistics().definitions == std::size_t(0));
  REQUIRE(solver.addConstraint(Constraint(b == 0)));
  REQUIRE(solver.addConstraint(Constraint(a == 5)));
  CHECK_NEAR(solver.valueOf(w), 25, 1e-12);
  CHECK(solver.checkInvariants().empty());
}

TEST_CASE("a variable that definitions use is defined in turn only where no cycle can form") {
  Solver solver;
  Variable x("x"), y("y");
  // x = y + 1 (a definition: y now has a dependent).
  REQUIRE(solver.addConstraint(Constraint(x == y + 1)));
  // y = 2x - 5 would define y through x, which rests on y: it goes into the tableau instead
  // (-y + 3 = 0 with x expanded; as nothing cancels there, x's short definition moves into the
  // tableau first): y = 3, x = 4, and no definition is left.
  REQUIRE(solver.addConstraint(Constraint(y == 2 * x - 5)));
  CHECK_NEAR(solver.valueOf(y), 3, 1e-12);
  CHECK_NEAR(solver.valueOf(x), 4, 1e-12);
  CHECK(solver.statistics().definitions == std::size_t(0));

  // z is used by a definition (w = z + 2), then defined itself (z = v + 7): both definitions,
  // w = v + 9; with v = 1, w = 10. The later definition rests on nothing that rests on z.
  Solver chain;
  Variable z("z"), v("v"), w("w");
  REQUIRE(chain.addConstraint(Constraint(w == z + 2)));
  REQUIRE(chain.addConstraint(Constraint(z == v + 7)));
  CHECK(chain.statistics().definitions == std::size_t(2));
  REQUIRE(chain.addConstraint(Constraint(v == 1)));
  CHECK_NEAR(chain.valueOf(z), 8, 1e-12);
  CHECK_NEAR(chain.valueOf(w), 10, 1e-12);
  CHECK(chain.checkInvariants().empty());
}

TEST_CASE("a rolled-back definition of a used variable leaves the solver as it was") {
  Solver solver;
  Variable z("z"), v("v"), w("w");
  REQUIRE(solver.addConstraint(Constraint(w == z + 2)));
  std::string before = solver.dump();
  REQUIRE(solver.beginTransaction());
  REQUIRE(solver.addConstraint(Constraint(z == v + 7)));  // z defined, under w's definition
  CHECK(solver.statistics().definitions == std::size_t(2));
  REQUIRE(solver.addConstraint(Constraint(v == 3)));
  // z = 10, w = 12.
  CHECK_NEAR(solver.valueOf(w), 12, 1e-12);
  REQUIRE(solver.rollbackTransaction());
  CHECK(solver.dump() == before);
  CHECK(solver.checkInvariants().empty());
  // z is free again: 0, so w = 2.
  CHECK_NEAR(solver.valueOf(w), 2, 1e-12);
}

TEST_CASE("the variables a label's change moves are reported, and not the list's other rows") {
  // `takeChangedVariables` through chains of definitions (ValueChanges.cpp): a label near the
  // end of a 400-row list grows; the rows below it move, the 390 above do not.
  const int rows = 400;
  Solver solver;
  List list = makeList(solver, rows);
  std::vector<Variable> all;
  for (const std::vector<Variable>* group :
       {&list.tops, &list.heights, &list.imageTops, &list.imageHeights, &list.labelTops, &list.labelHeights})
    all.insert(all.end(), group->begin(), group->end());
  std::vector<Variable> changed;
  CHECK(!solver.takeChangedVariables(changed));  // not noting yet: cannot say
  CHECK(changed.empty());
  std::vector<double> before;
  for (const Variable& variable : all) before.push_back(solver.valueOf(variable));
  REQUIRE(solver.setConstant(list.labels[390], -100));  // labelHeight390 == 100
  std::vector<double> heights;
  for (int k = 0; k < rows; ++k) heights.push_back(k == 390 ? 100 : labelHeight(k));
  checkList(solver, list, heights, 0, 0);
  REQUIRE(solver.takeChangedVariables(changed));
  // Moved: label 390's height, row 390's height, and the three tops of each of the 9 rows below.
  int moved = 0;
  for (std::size_t i = 0; i < all.size(); ++i) {
    if (solver.valueOf(all[i]) == before[i]) continue;
    ++moved;
    CHECK_WITH(testing::containsVariable(changed, all[i]), all[i].name());
  }
  CHECK_EQUAL(moved, 2 + 3 * 9);
  // Only what the change touched: 2,400 variables, a few dozen reported.
  CHECK(changed.size() <= std::size_t(4 * moved));
  // Nothing since: nothing reported.
  REQUIRE(solver.takeChangedVariables(changed));
  CHECK(changed.empty());
}
