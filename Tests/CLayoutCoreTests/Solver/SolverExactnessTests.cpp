// SolverExactnessTests.cpp — the library's solver judged by the exact reference (ExactReference.h:
// rationals, written in the test, sharing no code with the solver), on the minimised systems of
// ../shared/findings, and the values after long sequences of edits against a fresh solve.
//
// Each finding is run twice, as the testing ran it: all constraints in one batch, and one
// constraint at a time in file order. A success must hold every required constraint (1e-9 of the
// constraint's largest term) at optimal levels; a refusal must name a required constraint that,
// with the conflicts the result lists, cannot hold.
#define CLAYOUT_TEST_MAIN
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "CLayoutCore/CLayoutCore.h"
#include "Oracles/ExactReference.h"
#include "Oracles/Findings.h"
#include "Oracles/LibrarySystems.h"
#include "Oracles/Random.h"
#include "TestSupport.h"

namespace {

namespace ex = clayout::testing::exact;

struct Run {
  std::vector<clayout::Variable> variables;
  std::vector<clayout::Constraint> constraints;
};

Run build(const ex::System& s) {
  Run run;
  for (std::size_t j = 0; j < s.variableCount; ++j) run.variables.emplace_back("v" + std::to_string(j));
  run.constraints = ex::libraryConstraints(s, run.variables);
  return run;
}

/// Judges a solver that holds `accepted` of `s`'s constraints: required hold, levels optimal.
void checkValues(const ex::System& s, const std::vector<std::size_t>& accepted, const clayout::Solver& solver,
                 const Run& run, const char* how) {
  ex::System held;
  held.variableCount = s.variableCount;
  for (std::size_t i : accepted) held.constraints.push_back(s.constraints[i]);
  ex::ExactSolution optimum = ex::solveExactly(held);
  REQUIRE(optimum.feasible);
  std::vector<double> values;
  for (const clayout::Variable& v : run.variables) values.push_back(solver.valueOf(v));
  ex::CandidateVerdict verdict = ex::judgeCandidate(held, optimum, values);
  std::string context = s.name + " " + how;
  CHECK_WITH(verdict.requiredHold, context);
  CHECK_WITH(verdict.levelsOptimal, context);
}

void checkFinding(const char* text) {
  ex::System s = ex::parseSystems(text).front();
  bool feasible = ex::requiredFeasible(s);
  // Batch.
  {
    Run run = build(s);
    clayout::Solver solver;
    clayout::SolverResult result = solver.addConstraints(run.constraints);
    if (feasible) {
      CHECK_WITH(result.succeeded(), s.name + " batch: " + result.message);
      if (!result.succeeded()) return;
      std::vector<std::size_t> all;
      for (std::size_t i = 0; i < s.constraints.size(); ++i) all.push_back(i);
      checkValues(s, all, solver, run, "batch");
    } else {
      REQUIRE(!result.succeeded());
      REQUIRE(result.constraint.has_value());
      std::map<const void*, std::size_t> indexOf;
      for (std::size_t i = 0; i < run.constraints.size(); ++i) indexOf[run.constraints[i].identity()] = i;
      std::vector<std::size_t> set{indexOf.at(result.constraint->identity())};
      CHECK(s.constraints[set.front()].isRequired());
      for (const clayout::Constraint& conflict : result.conflicts)
        set.push_back(indexOf.at(conflict.identity()));
      CHECK(!ex::feasibleTogether(s, set));
    }
  }
  // One by one, in file order, going on after refusals.
  {
    Run run = build(s);
    clayout::Solver solver;
    std::vector<std::size_t> accepted;
    for (std::size_t i = 0; i < run.constraints.size(); ++i) {
      clayout::SolverResult result = solver.addConstraint(run.constraints[i]);
      if (result.succeeded()) {
        accepted.push_back(i);
        continue;
      }
      CHECK_WITH(s.constraints[i].isRequired(),
                 s.name + " constraint " + std::to_string(i) + ": " + result.message);
    }
    checkValues(s, accepted, solver, run, "one by one");
    // Decided exactly wherever the doubles were in doubt: the work bound was never reached.
    CHECK_EQUAL(solver.statistics().decidedInDoublesAlone, std::size_t{0});
  }
}

}  // namespace

TEST_CASE("finding min-5: no required constraint is violated while success is reported") {
  checkFinding(ex::kSolverRequiredViolated);
}

TEST_CASE("finding min-9: the conflict set of an infeasible batch is a conflict") {
  checkFinding(ex::kSolverConflictSetFeasible);
}

TEST_CASE("finding min-12: an optional constraint is never refused") {
  checkFinding(ex::kSolverOptionalConstraintRejected);
}

TEST_CASE("finding min-b11-147: an exactly redundant required equality is accepted") {
  checkFinding(ex::kSolverRedundantEqualityRejectedDyadic);
}

// MARK: Repeated edits

namespace {

/// A window and a child: child.width == window.width - 20 (a margin of 10 on each side), the
/// window's width an edit, a wish for the child to be 100 wide at 500.
struct Window {
  clayout::Variable window{"window"}, child{"child"}, left{"left"};
  clayout::Solver solver;
  Window() {
    using clayout::Expression;
    using clayout::Term;
    std::vector<clayout::Constraint> constraints{
        clayout::Constraint(Expression({Term(child, 1), Term(window, -1)}, 20), clayout::Relation::equal),
        clayout::Constraint(Expression({Term(left, 1)}, -10), clayout::Relation::equal),
        clayout::Constraint(Expression({Term(child, 1)}, -100), clayout::Relation::equal, 500),
    };
    CHECK_SUCCESS(solver.addConstraints(constraints));
    CHECK_SUCCESS(solver.addEditVariable(window, 999));
  }
};

}  // namespace

TEST_CASE("400, then a huge width, then 400 again: the same values as a fresh solve") {
  for (double huge : {1e12, 1e15}) {
    Window w;
    CHECK_SUCCESS(w.solver.suggestValue(w.window, 400));
    CHECK_SUCCESS(w.solver.suggestValue(w.window, huge));
    CHECK(w.solver.valueOf(w.child) == huge - 20);  // huge - 20 is exact at these sizes
    CHECK_SUCCESS(w.solver.suggestValue(w.window, 400));
    // By hand: the window is 400 (the edit at 999 beats the wish at 500), the child 380.
    std::string context =
        "through " + std::to_string(huge) + ": child " + std::to_string(w.solver.valueOf(w.child));
    CHECK_WITH(w.solver.valueOf(w.window) == 400, context);
    CHECK_WITH(w.solver.valueOf(w.child) == 380, context);
    CHECK_WITH(w.solver.valueOf(w.left) == 10, context);
  }
}

TEST_CASE("long random edit sequences end where a fresh solve of the last suggestion is") {
  clayout::testing::Random random(20261201);
  for (int sequence = 0; sequence < 50; ++sequence) {
    Window w;
    double last = 0;
    for (int step = 0; step < 200; ++step) {
      // Mostly screen sizes, sometimes far out: 10^(0..14) times 1..9, both signs (the child,
      // 20 narrower, stays within the value range of 1e15).
      double magnitude = std::pow(10.0, static_cast<double>(random.integer(0, 14)));
      last = random.sign() * magnitude * static_cast<double>(random.integer(1, 9));
      CHECK_SUCCESS(w.solver.suggestValue(w.window, last));
    }
    last = static_cast<double>(random.integer(1, 2000));
    CHECK_SUCCESS(w.solver.suggestValue(w.window, last));
    // A fresh solve: the window at the suggestion, the child 20 narrower, exact in doubles.
    std::string context = "sequence " + std::to_string(sequence) + ": child " +
                          std::to_string(w.solver.valueOf(w.child)) + " at " + std::to_string(last);
    CHECK_WITH(w.solver.valueOf(w.window) == last, context);
    CHECK_WITH(std::fabs(w.solver.valueOf(w.child) - (last - 20)) <= 1e-9 * std::fabs(last), context);
    CHECK_WITH(w.solver.valueOf(w.left) == 10, context);
  }
}

// MARK: Tiny and large coefficients

TEST_CASE("a coefficient of 1e-6 on a variable at 1e6 is worth 1; 1e-9 is refused as out of range") {
  // y == 1e-6·x + 1 with x == 1e6: y = 2 by hand. The old absolute tolerance dropped such terms
  // (the outside testers' example was 1e-9 at 1e9, now outside the coefficient range, and said so).
  using clayout::Expression;
  using clayout::Term;
  for (double small : {1e-6, 1e-9}) {
    clayout::Variable x("x"), y("y");
    clayout::Solver solver;
    clayout::SolverResult term = solver.addConstraint(
        clayout::Constraint(Expression({Term(y, 1), Term(x, -small)}, -1), clayout::Relation::equal));
    if (small < clayout::smallestCoefficient) {
      CHECK(term.kind == clayout::SolverErrorKind::valueOutOfRange);
      CHECK(term.message.find("coefficient") != std::string::npos);
      continue;
    }
    CHECK_SUCCESS(term);
    CHECK_SUCCESS(solver.addConstraint(
        clayout::Constraint(Expression({Term(x, 1)}, -1 / small), clayout::Relation::equal)));
    CHECK_NEAR(solver.valueOf(y), 2.0, 1e-12);
  }
}

TEST_CASE("an edit pulls through the largest coefficient of the range") {
  // y >= 0 and y == k·x, x edited to 2: y = 2k by hand. At k = 1e9 the cost of y's slack per unit
  // (1e-9) was read as noise and the edit did nothing (x = 0); k = 1e8 failed once.
  for (double k : {10.0, 1e3, 1e6}) {
    clayout::Solver solver;
    clayout::Variable x("x"), y("y");
    CHECK_SUCCESS(solver.addConstraint(clayout::Constraint(y >= 0)));
    CHECK_SUCCESS(solver.addConstraint(clayout::Constraint(y == x * k)));
    CHECK_SUCCESS(solver.addEditVariable(x, clayout::priority::defaultHigh));
    CHECK_SUCCESS(solver.suggestValue(x, 2));
    CHECK_NEAR(solver.valueOf(x), 2.0, 1e-12);
    CHECK_NEAR(solver.valueOf(y), 2 * k, 1e-12 * k);
  }
}

TEST_CASE("with an edit present, a required constraint with a large coefficient is accepted") {
  // b <= a + 1000, an edit on a (at 0), c >= 0, then c == 10 - 1e6·b: b = 1e-5, c = 0 holds it
  // (b ≤ 1000), so it is satisfiable; the outside testing saw it refused as "cannot hold".
  clayout::Variable a("a"), b("b"), c("c");
  clayout::Solver solver;
  using clayout::Expression;
  using clayout::Term;
  CHECK_SUCCESS(solver.addConstraint(
      clayout::Constraint(Expression({Term(b, 1), Term(a, -1)}, -1000), clayout::Relation::lessThanOrEqual)));
  CHECK_SUCCESS(solver.addEditVariable(a, 999));
  CHECK_SUCCESS(solver.addConstraint(
      clayout::Constraint(Expression({Term(c, 1)}, 0), clayout::Relation::greaterThanOrEqual)));
  CHECK_SUCCESS(solver.addConstraint(
      clayout::Constraint(Expression({Term(c, 1), Term(b, 1e6)}, -10), clayout::Relation::equal)));
  // Whatever the solution, it must hold: c = 10 - 1e6·b ≥ 0 and b ≤ a + 1000.
  double residual = solver.valueOf(c) + 1e6 * solver.valueOf(b) - 10;
  CHECK(std::fabs(residual) <= 1e-9 * std::max(10.0, std::fabs(1e6 * solver.valueOf(b))));
  CHECK(solver.valueOf(c) >= -1e-9);
  CHECK(solver.valueOf(b) <= solver.valueOf(a) + 1000 + 1e-9);
}

TEST_CASE("a suggestion beyond the value range is refused and changes nothing") {
  // Issue 11, item 2: 1.7e308 through a factor 2 gave inf, and later sane suggestions NaN.
  Window w;
  CHECK_SUCCESS(w.solver.suggestValue(w.window, 400));
  std::string before = w.solver.dump();
  for (double bad : {1.0000000000000002e15, -2e15, 1.7e308}) {
    clayout::SolverResult result = w.solver.suggestValue(w.window, bad);
    CHECK(result.kind == clayout::SolverErrorKind::valueOutOfRange);
    CHECK(result.message.find("window") != std::string::npos);
    CHECK(w.solver.dump() == before);
  }
  // By hand, as above: the window 400, the child 380.
  CHECK(w.solver.valueOf(w.window) == 400);
  CHECK(w.solver.valueOf(w.child) == 380);
}

TEST_CASE("a call whose solution would leave the value range fails and changes nothing") {
  // Issue 11, item 2: `v == 1e300`, `w == 1e10·v` succeeded with inf. Now the constants are in
  // range and the products are not: by hand, y = 1e6·x = 1e16 at x = 1e10, beyond 1e15.
  using clayout::Constraint;
  using clayout::SolverErrorKind;
  clayout::Solver solver;
  clayout::Variable x("x"), y("y"), z("z");
  CHECK_SUCCESS(solver.addConstraint(Constraint(y >= 0)));  // y in the tableau, not fresh
  Constraint pin(x == 1e4);
  CHECK_SUCCESS(solver.addConstraint(pin));
  Constraint product(y == x * 1e6);
  CHECK_SUCCESS(solver.addConstraint(product));
  CHECK(solver.valueOf(y) == 1e10);
  std::string before = solver.dump();
  // A constant that moves y beyond: x - 1e4 == 0 becomes x - 1e10 == 0.
  clayout::SolverResult moved = solver.setConstant(pin, -1e10);
  CHECK(moved.kind == SolverErrorKind::valueOutOfRange);
  CHECK(moved.message.find("`y`") != std::string::npos);
  CHECK(solver.dump() == before);
  // A new constraint that does, z = 1e6·1e10 (a definition of the fresh z, computed on demand,
  // is checked too).
  clayout::SolverResult defined = solver.addConstraint(Constraint(z == y * 1e6));
  CHECK(defined.kind == SolverErrorKind::valueOutOfRange);
  CHECK(defined.message.find("`z`") != std::string::npos);
  CHECK(solver.dump() == before);
  // An edit that does: x is edited at strong, y follows it.
  CHECK_SUCCESS(solver.removeConstraint(pin));
  CHECK_SUCCESS(solver.addEditVariable(x, clayout::priority::defaultHigh));
  CHECK_SUCCESS(solver.suggestValue(x, 2));
  CHECK(solver.valueOf(y) == 2e6);
  clayout::SolverResult edited = solver.suggestValue(x, 1e10);
  CHECK(edited.kind == SolverErrorKind::valueOutOfRange);
  CHECK(edited.message.find("`y`") != std::string::npos);
  CHECK(solver.valueOf(x) == 2);
  CHECK(solver.valueOf(y) == 2e6);
  CHECK_SUCCESS(solver.suggestValue(x, 3));
  CHECK(solver.valueOf(y) == 3e6);
}

TEST_CASE("a definition resting on what a call moves is checked against the value range too") {
  // Fuzz/findings/solver-value-range-misses-dependents: `y == x + 50` (y fresh: a definition,
  // computed on demand), then `x == 1e15` succeeded with y = 1e15 + 50, and removing and adding
  // `y == x + 50` again was refused. By hand: each call below would put a defined variable
  // beyond 1e15 and must fail, naming it, with nothing changed.
  using clayout::Constraint;
  using clayout::SolverErrorKind;
  clayout::Solver solver;
  clayout::Variable x("x"), y("y"), z("z");
  Constraint offset(y == x + 50);
  CHECK_SUCCESS(solver.addConstraint(offset));
  std::string before = solver.dump();
  clayout::SolverResult pinned = solver.addConstraint(Constraint(x == 1e15));
  CHECK(pinned.kind == SolverErrorKind::valueOutOfRange);
  CHECK(pinned.message.find("`y`") != std::string::npos);
  CHECK(solver.dump() == before);
  // At x = 1e15 - 50 every value is in range, and the removal and the addition again hold.
  CHECK_SUCCESS(solver.addConstraint(Constraint(x == 1e15 - 50)));
  CHECK(solver.valueOf(y) == 1e15);
  CHECK_SUCCESS(solver.removeConstraint(offset));
  CHECK_SUCCESS(solver.addConstraint(offset));
  CHECK(solver.valueOf(y) == 1e15);

  // A chain: z == 2·w, w == v + 1 (both definitions); v edited. At v = 4e14 z is 8e14 + 2; at
  // 5e14, z would be 1e15 + 2: refused, naming z, and v, w, z stay.
  clayout::Solver chain;
  clayout::Variable v("v"), w("w");
  CHECK_SUCCESS(chain.addEditVariable(v, clayout::priority::defaultHigh));
  Constraint middle(w == v + 1);
  CHECK_SUCCESS(chain.addConstraint(middle));
  Constraint doubled(z == w * 2);
  CHECK_SUCCESS(chain.addConstraint(doubled));
  CHECK_SUCCESS(chain.suggestValue(v, 4e14));
  CHECK(chain.valueOf(z) == 8e14 + 2);
  clayout::SolverResult far = chain.suggestValue(v, 5e14);
  CHECK(far.kind == SolverErrorKind::valueOutOfRange);
  CHECK(far.message.find("`z`") != std::string::npos);
  CHECK(chain.valueOf(v) == 4e14);
  CHECK(chain.valueOf(z) == 8e14 + 2);
  // A constant of the definition in the middle moves the one resting on it (the expression is
  // w - v - c): w == v + 1e14 puts z at 2·(4e14 + 1e14) = 1e15, in range; w == v + 1e14 + 1
  // at 1e15 + 2, beyond.
  CHECK_SUCCESS(chain.setConstant(middle, -1e14));
  CHECK(chain.valueOf(z) == 1e15);
  clayout::SolverResult shifted = chain.setConstant(middle, -(1e14 + 1));
  CHECK(shifted.kind == SolverErrorKind::valueOutOfRange);
  CHECK(shifted.message.find("`z`") != std::string::npos);
  CHECK(chain.valueOf(w) == 5e14);
  CHECK(chain.valueOf(z) == 1e15);
}

TEST_CASE("constants and coefficients beyond the value range are refused before anything changes") {
  using clayout::Constraint;
  using clayout::SolverErrorKind;
  clayout::Solver solver;
  clayout::Variable x("x"), y("y");
  CHECK_SUCCESS(solver.addConstraint(Constraint(x >= 0)));
  std::string before = solver.dump();
  for (const Constraint& bad :
       {Constraint(x == 1e300), Constraint(y == x * 1e7), Constraint(y == x * 1e-7 + 1),
        Constraint(y == x * 1e-300), Constraint(y == x * 4.9e-324)}) {
    clayout::SolverResult result = solver.addConstraint(bad);
    CHECK_WITH(result.kind == SolverErrorKind::valueOutOfRange, bad.description());
    CHECK(solver.dump() == before);
  }
  // The edges are in range: 1e-6 and 1e6 as coefficients, 1e15 as a constant. By hand: x = 1e9,
  // y = 1e6·1e9 - 1e15 = 0, w = 1e-6·1e9 = 1000.
  clayout::Variable w("w");
  CHECK_SUCCESS(solver.addConstraint(Constraint(x == 1e9)));
  CHECK_SUCCESS(solver.addConstraint(Constraint(y == x * 1e6 - 1e15)));
  CHECK_SUCCESS(solver.addConstraint(Constraint(w == x * 1e-6)));
  CHECK(solver.valueOf(y) == 0);
  CHECK(std::fabs(solver.valueOf(w) - 1000) <= 1e-9);
}

TEST_CASE("an objective constant that cancels through 1e16 keeps the errors' sum") {
  // Fuzz/findings/solver-level-constant-without-errors, minimised: the optional
  // `10·x - 24 <= 0 @1e-300`, the required `10·x + 1e-300 <= 0`, an edit of x at 999.5, then a
  // suggestion of 1e15. By hand: the required constraint caps x at -1e-301 (the edit gives way), so
  // `10·x - 24 = -24 - 1e-300 <= 0` holds and its error is 0: the level's constant is 0. On the
  // way the level's constant passes through 1e16 - 24 and back; snapping that -24 to 0 as rounding
  // of 1e16 left a constant of 24 over errors of 0.
  using clayout::Constraint;
  clayout::Solver solver;
  clayout::Variable x("x");
  CHECK_SUCCESS(solver.addConstraint(Constraint(((10 * x - 24) <= 0) | 1e-300)));
  CHECK_SUCCESS(solver.addConstraint(Constraint((10 * x + 1e-300) <= 0)));
  CHECK_SUCCESS(solver.addEditVariable(x, 999.5));
  CHECK_SUCCESS(solver.suggestValue(x, 1e15));
  CHECK(std::fabs(solver.valueOf(x) - -1e-301) <= 1e-315);
  CHECK_EQUAL(solver.checkInvariants(), std::string());
  CHECK(solver.dump().find("@1e-300 (1 users): 0 + ") != std::string::npos);
}

TEST_CASE("violation measures any constraint at the solver's values, as the final check does") {
  // By hand, at x = 3: `x <= 2` misses by 1, `2·x >= 10` by 4, `x == 5` by 2; `x >= 2` holds; `x ==
  // 3 + 1e-12` misses by rounding only (1e-12 < 1e-9 · 3). None of them is in the solver.
  using clayout::Constraint;
  clayout::Solver solver;
  clayout::Variable x("x");
  CHECK_SUCCESS(solver.addConstraint(Constraint(x == 3)));
  CHECK(solver.violation(Constraint(x <= 2)) == 1);
  CHECK(solver.violation(Constraint(2 * x >= 10)) == 4);
  CHECK(solver.violation(Constraint(x == 5)) == 2);
  CHECK(solver.violation(Constraint(x >= 2)) == 0);
  CHECK(solver.violation(Constraint(x == 3 + 1e-12)) == 0);
}

// Fuzz/SolverOperations found it (CLAYOUT_FUZZ_SKIP_NUMERIC, 30,507 runs): at a term scale of
// 1e12 (999999·x0 with x0 >= 1e6) the optional copy's error row cancels to 0 when built, and is
// computed afresh as 3 after the next change of the required one's constant, while the level's
// constant kept the accumulated -1. By hand: the required `999999·x0 - 18·x1 == 0` leaves the
// copy `999999·x0 - 18·x1 + 3 == 0 @749` off by exactly 3, its error; the level's constant is
// that error's value.
TEST_CASE("an error row computed afresh makes its level's constant follow") {
  clayout::Solver solver;
  clayout::Variable x0("x0"), x1("x1");
  clayout::Constraint floor = clayout::Expression({clayout::Term(x0, -1)}, 1e6) <= 0;
  clayout::Constraint required(clayout::Expression({clayout::Term(x0, 999999), clayout::Term(x1, -18)}, 3),
                               clayout::Relation::equal);
  clayout::Constraint copy(required, 749);
  CHECK_SUCCESS(solver.addConstraint(floor));
  CHECK_SUCCESS(solver.addConstraint(clayout::Constraint(floor, clayout::priority::required)));
  CHECK_SUCCESS(solver.addConstraint(required));
  CHECK_SUCCESS(solver.addEditVariable(x1, 1e-9));
  CHECK_SUCCESS(solver.setConstant(required, -1));
  CHECK_SUCCESS(solver.addConstraint(copy));
  CHECK_SUCCESS(solver.setConstant(required, 0));
  CHECK_EQUAL(solver.checkInvariants(), std::string());
  CHECK_CONTAINS(solver.dump(), "@749 (1 users): 3 ");
}

// Fuzz/findings/solver-removed-edit-leaves-required-violated, by hand: with x0 held at 1e14 by
// an edit and x1 pulled down by a weak wish, `x0 + x1 >= 0` holds x1 at -1e14. The looser
// `x0 + x1 + 64 >= 0` then gets a row whose constant is 64 + 1e14 - 1e14: a true 64, which a
// snap to zero as rounding of 1e14 lost, leaving its slack tied to the first one's. Once the
// first goes, the looser bound is the one that holds x1: by hand, x1 = -1e14 - 64 (the weak wish
// gains 64 and nothing else moves), not -1e14.
TEST_CASE("a row built through cancelling constants keeps a true constant beside them") {
  using clayout::Constraint;
  clayout::Solver solver;
  clayout::Variable x0("x0"), x1("x1");
  CHECK_SUCCESS(solver.addEditVariable(x0, clayout::priority::defaultHigh));
  CHECK_SUCCESS(solver.suggestValue(x0, 1e14));
  CHECK_SUCCESS(solver.addConstraint(Constraint((x1 == -2e14) | clayout::priority::defaultLow)));
  Constraint tight = x0 + x1 >= 0;
  Constraint loose = x0 + x1 + 64 >= 0;
  CHECK_SUCCESS(solver.addConstraint(tight));
  CHECK(solver.valueOf(x1) == -1e14);
  CHECK_SUCCESS(solver.addConstraint(loose));
  CHECK_SUCCESS(solver.removeConstraint(tight));
  CHECK(solver.valueOf(x0) == 1e14);
  CHECK(std::fabs(solver.valueOf(x1) - -100000000000064.0) <= 1);
  CHECK_EQUAL(solver.checkInvariants(), std::string());
}
