// SolverValueChangesTests.cpp — `Solver::noteValueChanges` and `takeChangedVariables`
// (Sources/CLayoutCore/Solver/ValueChanges.cpp): which variables a sequence of calls moved. The
// random systems of RandomSystemTests.cpp check after every step that every variable whose value
// moved is reported; the list of SolverDefinitionTests.cpp checks chains of definitions. Here,
// by hand: the paper's edit, variables that leave the solver, what the solver cannot account for.
#define CLAYOUT_TEST_MAIN
#include <algorithm>
#include <vector>

#include "CLayoutCore/CLayoutCore.h"
#include "TestSupport.h"

using namespace clayout;

using testing::containsVariable;

TEST_CASE("an edit reports what it moves: the paper's midpoint, not an unrelated variable") {
  // The Cassowary paper's example: xm = (xl + xr) / 2, xl + 10 <= xr, 0 <= xl, xr <= 100, with
  // xm edited. An unrelated w == 7 stays where it is.
  Solver solver;
  Variable xl("xl"), xm("xm"), xr("xr"), w("w");
  REQUIRE(solver.addConstraint(Constraint(2 * xm == xl + xr)));
  REQUIRE(solver.addConstraint(Constraint(xl + 10 <= xr)));
  REQUIRE(solver.addConstraint(Constraint(xl >= 0)));
  REQUIRE(solver.addConstraint(Constraint(xr <= 100)));
  REQUIRE(solver.addConstraint(Constraint(w == 7)));
  REQUIRE(solver.addEditVariable(xm, priority::defaultHigh));
  solver.noteValueChanges();
  std::vector<Variable> changed;
  REQUIRE(solver.takeChangedVariables(changed));
  CHECK(changed.empty());
  // xm to 60: by hand, xl and xr move so that their mean is 60 (xl = 20, xr = 100 or any split
  // the weak stays allow); whichever split, xm moved from its start and w did not.
  double xmBefore = solver.valueOf(xm);
  REQUIRE(solver.suggestValue(xm, 60));
  CHECK_NEAR(solver.valueOf(xm), 60, 1e-9);
  CHECK(xmBefore != 60);
  REQUIRE(solver.takeChangedVariables(changed));
  CHECK(containsVariable(changed, xm));
  CHECK(!containsVariable(changed, w));
  CHECK_NEAR(solver.valueOf(xl) + solver.valueOf(xr), 120, 1e-9);
}

TEST_CASE("a variable that leaves the solver is reported: it reads 0 from then on") {
  Solver solver;
  Variable x("x"), y("y");
  Constraint pin(x == 42);
  REQUIRE(solver.addConstraint(pin));
  REQUIRE(solver.addConstraint(Constraint(y >= 3)));
  solver.noteValueChanges();
  REQUIRE(solver.removeConstraint(pin));
  CHECK(solver.valueOf(x) == 0);
  std::vector<Variable> changed;
  REQUIRE(solver.takeChangedVariables(changed));
  CHECK(containsVariable(changed, x));
  CHECK(!containsVariable(changed, y));
  // Each once, though x's row and its departure both name it.
  CHECK(std::count_if(changed.begin(), changed.end(),
                      [&](const Variable& v) { return v.isSameVariable(x); }) == 1);
}

TEST_CASE("after a refused call, a reset, or with noting off, the solver says it cannot tell") {
  Solver solver;
  Variable x("x");
  std::vector<Variable> changed{x};
  // Noting off: false, and `into` cleared; the take turns noting on.
  CHECK(!solver.takeChangedVariables(changed));
  CHECK(changed.empty());
  REQUIRE(solver.addConstraint(Constraint(x == 5)));
  REQUIRE(solver.takeChangedVariables(changed));
  CHECK(containsVariable(changed, x));
  // A refused call rolls back: values may have moved unnoted (here they did not), so false.
  CHECK(!solver.addConstraint(Constraint(x == 6)));
  CHECK(!solver.takeChangedVariables(changed));
  REQUIRE(solver.takeChangedVariables(changed));
  CHECK(changed.empty());
  // A host's rollback likewise.
  solver.beginTransaction();
  REQUIRE(solver.addConstraint(Constraint(x <= 100)));
  REQUIRE(solver.rollbackTransaction());
  CHECK(!solver.takeChangedVariables(changed));
  // A reset empties the solver (x reads 0): false; noting stays on.
  solver.reset();
  CHECK(solver.valueOf(x) == 0);
  CHECK(!solver.takeChangedVariables(changed));
  REQUIRE(solver.addConstraint(Constraint(x == 9)));
  REQUIRE(solver.takeChangedVariables(changed));
  CHECK(containsVariable(changed, x));
  // A moved-from solver cannot tell either.
  Solver moved = std::move(solver);
  CHECK(!solver.takeChangedVariables(changed));  // NOLINT(bugprone-use-after-move): defined as empty
  CHECK(changed.empty());
  solver.noteValueChanges();  // does nothing, no crash
  REQUIRE(moved.takeChangedVariables(changed));
  CHECK(changed.empty());
}

TEST_CASE("notes do not grow without end when the host stops taking") {
  // x = y + c is a definition: each new constant notes x once more (no row to mark). Past twice
  // the symbols, the notes give way to "cannot say" instead of growing with every call.
  Solver solver;
  Variable x("x"), y("y");
  Constraint offset(x == y + 1);
  REQUIRE(solver.addConstraint(offset));
  REQUIRE(solver.addConstraint(Constraint(y == 2)));
  REQUIRE(solver.statistics().definitions >= std::size_t(1));
  solver.noteValueChanges();
  std::vector<Variable> changed;
  REQUIRE(solver.takeChangedVariables(changed));
  REQUIRE(solver.setConstant(offset, -5));  // x - y - 5 == 0: x = 7
  REQUIRE(solver.takeChangedVariables(changed));
  CHECK(containsVariable(changed, x));
  CHECK(!containsVariable(changed, y));
  for (int k = 0; k < 1000; ++k) REQUIRE(solver.setConstant(offset, -k));
  CHECK_NEAR(solver.valueOf(x), 2 + 999, 1e-9);
  CHECK(!solver.takeChangedVariables(changed));
  // Noting goes on as before.
  REQUIRE(solver.setConstant(offset, -3));
  REQUIRE(solver.takeChangedVariables(changed));
  CHECK(containsVariable(changed, x));
}
