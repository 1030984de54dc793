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
#include "ExactReference.h"
#include "Findings.h"
#include "LibrarySystems.h"
#include "Random.h"
#include "TestSupport.h"

/// `CHECK`, naming `context` (a std::string) in the failure.
#define CHECK_WITH(condition, context)                                                                    \
  do {                                                                                                    \
    if (!(condition))                                                                                     \
      ::clayout::testing::reportFailure(__FILE__, __LINE__, std::string(#condition) + " — " + (context)); \
  } while (false)

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
      // Mostly screen sizes, sometimes far out: 10^(0..15), both signs.
      double magnitude = std::pow(10.0, static_cast<double>(random.integer(0, 15)));
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

// MARK: Tiny and large coefficients (issue 11, item 4)

TEST_CASE("a coefficient of 1e-9 on a variable at 1e9 is worth 1") {
  // y == 1e-9·x + 1 with x == 1e9: y = 2 by hand. The old absolute tolerance dropped the term.
  clayout::Variable x("x"), y("y");
  clayout::Solver solver;
  using clayout::Expression;
  using clayout::Term;
  CHECK_SUCCESS(solver.addConstraint(
      clayout::Constraint(Expression({Term(y, 1), Term(x, -1e-9)}, -1), clayout::Relation::equal)));
  CHECK_SUCCESS(
      solver.addConstraint(clayout::Constraint(Expression({Term(x, 1)}, -1e9), clayout::Relation::equal)));
  CHECK_NEAR(solver.valueOf(y), 2.0, 1e-12);
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
