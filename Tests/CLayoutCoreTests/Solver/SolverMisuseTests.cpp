// SolverMisuseTests.cpp — the solver's public API used wrongly: a moved-from solver or variable,
// one constraint in two solvers, a relation cast from an integer, repeated handles in a batch.
// Each call must answer a clear error (or the documented answer of a query) and leave every
// solver involved exactly as it was. Each case once crashed or answered wrongly.
#define CLAYOUT_TEST_MAIN
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "CLayoutCore/CLayoutCore.h"
#include "TestSupport.h"

using namespace clayout;

namespace {

const double tolerance = 1e-9;

bool sameStatistics(const SolverStatistics& a, const SolverStatistics& b) {
  return a.constraints == b.constraints && a.editVariables == b.editVariables && a.variables == b.variables &&
         a.symbols == b.symbols && a.rows == b.rows && a.definitions == b.definitions && a.cells == b.cells &&
         a.levels == b.levels;
}

/// Runs `call`, which must fail with `kind` and a message containing `named`, and checks that
/// every solver of `solvers` has the same dump, statistics and values of `watched` after it as
/// before. Returns the result.
testing::CheckedResult<SolverResult> expectRefused(SolverErrorKind kind, const std::string& named,
                                                   const std::function<SolverResult()>& call,
                                                   const std::vector<Solver*>& solvers,
                                                   const std::vector<Variable>& watched = {}) {
  std::vector<std::string> dumps;
  std::vector<SolverStatistics> statistics;
  std::vector<std::vector<double>> values;
  for (Solver* solver : solvers) {
    dumps.push_back(solver->dump());
    statistics.push_back(solver->statistics());
    values.emplace_back();
    for (const Variable& v : watched) values.back().push_back(solver->valueOf(v));
  }
  SolverResult result = call();
  CHECK_KIND(result, kind);
  CHECK(!result.succeeded());
  CHECK_CONTAINS(result.message, named);
  for (std::size_t s = 0; s < solvers.size(); ++s) {
    CHECK_EQUAL(solvers[s]->dump(), dumps[s]);
    CHECK(sameStatistics(solvers[s]->statistics(), statistics[s]));
    CHECK_EQUAL(solvers[s]->checkInvariants(), std::string());
    for (std::size_t i = 0; i < watched.size(); ++i)
      CHECK_EQUAL(solvers[s]->valueOf(watched[i]), values[s][i]);
  }
  return {result};
}

/// A solver moved from, and the solver it moved to.
struct MovedSolvers {
  Solver movedFrom;
  Solver movedTo;
};

}  // namespace

// MARK: - A moved-from solver

TEST_CASE("moved-from solver: every call that can fail says so and changes nothing") {
  Variable x("x"), y("y");
  Constraint held = x == 10;
  Constraint fresh = y >= 3;
  Solver original;
  CHECK_SUCCESS(original.addConstraint(held));
  CHECK_SUCCESS(original.addEditVariable(y, 500));
  Solver movedTo(std::move(original));
  std::vector<Solver*> both = {&original, &movedTo};
  std::vector<Variable> watched = {x, y};
  const char* moved = "moved from";
  std::vector<Constraint> batch = {fresh};
  std::vector<Constraint> heldBatch = {held};

  SolverResult result = expectRefused(
      SolverErrorKind::movedFromSolver, moved, [&] { return original.addConstraint(fresh); }, both, watched);
  REQUIRE(result.constraint.has_value());
  CHECK(result.constraint->isSameConstraint(fresh));
  CHECK_CONTAINS(result.message, fresh.description());
  expectRefused(
      SolverErrorKind::movedFromSolver, moved, [&] { return original.addConstraints(batch); }, both, watched);
  result = expectRefused(
      SolverErrorKind::movedFromSolver, moved, [&] { return original.removeConstraint(held); }, both,
      watched);
  CHECK_CONTAINS(result.message, held.description());
  expectRefused(
      SolverErrorKind::movedFromSolver, moved, [&] { return original.removeConstraints(heldBatch); }, both,
      watched);
  expectRefused(
      SolverErrorKind::movedFromSolver, moved, [&] { return original.setConstant(held, -20); }, both,
      watched);
  CHECK_EQUAL(held.expression().constant, -10.0);
  expectRefused(
      SolverErrorKind::movedFromSolver, moved, [&] { return original.setPriority(held, 500); }, both,
      watched);
  CHECK_EQUAL(held.priority(), priority::required);
  result = expectRefused(
      SolverErrorKind::movedFromSolver, moved, [&] { return original.addEditVariable(x, 500); }, both,
      watched);
  CHECK_CONTAINS(result.message, "`x`");
  expectRefused(
      SolverErrorKind::movedFromSolver, moved, [&] { return original.removeEditVariable(y); }, both, watched);
  expectRefused(
      SolverErrorKind::movedFromSolver, moved, [&] { return original.suggestValue(y, 40); }, both, watched);
  // The solver moved to still has everything.
  CHECK(movedTo.hasConstraint(held));
  CHECK(movedTo.hasEditVariable(y));
  CHECK_NEAR(movedTo.valueOf(x), 10, tolerance);
  CHECK_SUCCESS(movedTo.suggestValue(y, 40));
  CHECK_NEAR(movedTo.valueOf(y), 40, tolerance);
}

TEST_CASE("moved-from solver: queries answer as an empty solver would") {
  Variable x("x"), y("y"), free("free");
  Constraint held = x == 10;
  Solver original;
  CHECK_SUCCESS(original.addConstraint(held));
  CHECK_SUCCESS(original.addConstraint(y >= 0));  // y is free above 0: ambiguous
  CHECK_SUCCESS(original.addEditVariable(free, 300));
  CHECK(!original.ambiguousVariables().empty());
  Solver movedTo;
  movedTo = std::move(original);  // by assignment this time
  CHECK(!original.hasConstraint(held));
  CHECK(!original.hasEditVariable(free));
  CHECK(!original.hasVariable(x));
  CHECK(movedTo.hasVariable(x));
  CHECK_EQUAL(original.valueOf(x), 0.0);
  CHECK(original.ambiguousVariables().empty());
  SolverStatistics statistics = original.statistics();
  CHECK(sameStatistics(statistics, SolverStatistics{}));
  CHECK_EQUAL(statistics.pivots, std::size_t{0});
  CHECK_EQUAL(original.dump(), Solver().dump());
  CHECK_EQUAL(original.checkInvariants(), std::string());
  original.updateVariables();  // publishes nothing
  CHECK_EQUAL(x.value(), 0.0);
  movedTo.updateVariables();
  CHECK_NEAR(x.value(), 10, tolerance);
  original.updateVariables();  // and does not overwrite what the live solver published
  CHECK_NEAR(x.value(), 10, tolerance);
  CHECK(movedTo.hasConstraint(held));
  CHECK_EQUAL(movedTo.statistics().constraints, std::size_t{2});
}

TEST_CASE("moved-from solver: assigned a new solver, or reset, it works again") {
  Variable x("x"), y("y");
  MovedSolvers solvers;
  CHECK_SUCCESS(solvers.movedFrom.addConstraint(x == 1));
  solvers.movedTo = std::move(solvers.movedFrom);
  // Assigned a new solver.
  solvers.movedFrom = Solver();
  Constraint c = x == 5;
  CHECK_SUCCESS(solvers.movedFrom.addConstraint(c));
  CHECK_NEAR(solvers.movedFrom.valueOf(x), 5, tolerance);
  CHECK_NEAR(solvers.movedTo.valueOf(x), 1, tolerance);
  // Moved from again, then reset.
  Solver third(std::move(solvers.movedFrom));
  CHECK_KIND(solvers.movedFrom.addConstraint(y == 2), SolverErrorKind::movedFromSolver);
  solvers.movedFrom.reset();
  CHECK_EQUAL(solvers.movedFrom.dump(), Solver().dump());
  CHECK_SUCCESS(solvers.movedFrom.addConstraint(y == 2));
  CHECK_SUCCESS(solvers.movedFrom.addEditVariable(x, 500));
  CHECK_SUCCESS(solvers.movedFrom.suggestValue(x, 7));
  CHECK_NEAR(solvers.movedFrom.valueOf(y), 2, tolerance);
  CHECK_NEAR(solvers.movedFrom.valueOf(x), 7, tolerance);
  CHECK_EQUAL(solvers.movedFrom.checkInvariants(), std::string());
  CHECK_NEAR(third.valueOf(x), 5, tolerance);
}

TEST_CASE("moved-from solver: a solver assigned over forgets its constraints") {
  Variable x("x");
  Constraint c = x == 5;
  Solver first;
  CHECK_SUCCESS(first.addConstraint(c));
  first = Solver();
  CHECK(!first.hasConstraint(c));
  // The constraint is in no solver now: another may hold it alone and change it.
  Solver second;
  CHECK_SUCCESS(second.addConstraint(c));
  CHECK_SUCCESS(second.setConstant(c, -8));
  CHECK_NEAR(second.valueOf(x), 8, tolerance);
}

TEST_CASE("moved-from solver: a solver moved into itself keeps its state") {
  Variable x("x");
  Solver solver;
  CHECK_SUCCESS(solver.addConstraint(x == 3));
  Solver& alias = solver;
  solver = std::move(alias);
  CHECK_NEAR(solver.valueOf(x), 3, tolerance);
  CHECK_SUCCESS(solver.addConstraint((x == 4) | 500));
  CHECK_NEAR(solver.valueOf(x), 3, tolerance);
}

// MARK: - One constraint in two solvers

TEST_CASE("shared constraint: priority changes through both solvers are refused, nothing changes") {
  // Before: the first change moved the shared priority to 500 and re-filed the constraint in
  // the first solver; the second solver then took its own required record for an optional one
  // and dereferenced its missing objective level.
  Variable x("x");
  Constraint shared = x == 10;
  shared.setIdentifier("shared");
  Solver a, b;
  CHECK_SUCCESS(a.addConstraint(shared));
  CHECK_SUCCESS(b.addConstraint(shared));
  std::vector<Solver*> both = {&a, &b};
  SolverResult result = expectRefused(SolverErrorKind::sharedConstraint, shared.description(),
                                      [&] { return a.setPriority(shared, 500); }, both, {x});
  REQUIRE(result.constraint.has_value());
  CHECK(result.constraint->isSameConstraint(shared));
  expectRefused(SolverErrorKind::sharedConstraint, shared.description(),
                [&] { return b.setPriority(shared, 300); }, both, {x});
  CHECK_EQUAL(shared.priority(), priority::required);
  // The same priority is no change: a success, shared or not.
  CHECK_SUCCESS(a.setPriority(shared, priority::required));
  // Held by one solver again, it changes, both ways.
  CHECK_SUCCESS(b.removeConstraint(shared));
  CHECK_SUCCESS(a.setPriority(shared, 500));
  CHECK_SUCCESS(a.setPriority(shared, 300));
  CHECK_SUCCESS(a.setPriority(shared, priority::required));
  CHECK_SUCCESS(a.setPriority(shared, 700));
  CHECK_EQUAL(shared.priority(), 700.0);
  CHECK_NEAR(a.valueOf(x), 10, tolerance);
  CHECK_EQUAL(a.checkInvariants(), std::string());
}

TEST_CASE("shared constraint: a constant change through one solver leaves the other as it was") {
  // Before: the change went through the first solver and into the shared constant; the second
  // solver kept its rows for the old constant, took a later `setConstant` to the new one for no
  // change, and re-filed the constraint with the new constant on its next priority change.
  Variable x("x"), y("y");
  Constraint shared = x == 10;
  Solver a, b;
  CHECK_SUCCESS(a.addConstraint(shared));
  CHECK_SUCCESS(a.addConstraint(x <= 100));
  Constraint follow = y == x + 5;
  CHECK_SUCCESS(b.addConstraint(shared));
  CHECK_SUCCESS(b.addConstraint(follow));
  std::vector<Solver*> both = {&a, &b};
  expectRefused(SolverErrorKind::sharedConstraint, shared.description(),
                [&] { return a.setConstant(shared, -20); }, both, {x, y});
  expectRefused(SolverErrorKind::sharedConstraint, shared.description(),
                [&] { return b.setConstant(shared, -20); }, both, {x, y});
  CHECK_EQUAL(shared.expression().constant, -10.0);
  // The second solver re-solved from its own state (the follower out and in again) equals a fresh
  // solver of the same system: x = 10, y = 15.
  CHECK_SUCCESS(b.removeConstraint(follow));
  CHECK_SUCCESS(b.addConstraint(follow));
  Solver fresh;
  CHECK_SUCCESS(fresh.addConstraint(x == 10));
  CHECK_SUCCESS(fresh.addConstraint(y == x + 5));
  CHECK_NEAR(b.valueOf(x), 10, tolerance);
  CHECK_NEAR(b.valueOf(y), 15, tolerance);
  CHECK_NEAR(b.valueOf(x), fresh.valueOf(x), tolerance);
  CHECK_NEAR(b.valueOf(y), fresh.valueOf(y), tolerance);
  CHECK_NEAR(a.valueOf(x), 10, tolerance);
  // Held by the first solver alone, the change goes through; the second solver, which no longer
  // holds it, is untouched.
  CHECK_SUCCESS(b.removeConstraint(shared));
  std::string secondBefore = b.dump();
  CHECK_SUCCESS(a.setConstant(shared, -20));
  CHECK_NEAR(a.valueOf(x), 20, tolerance);
  CHECK(!b.hasConstraint(shared));
  CHECK_EQUAL(b.dump(), secondBefore);
}

TEST_CASE("shared constraint: it can change again once every other solver let it go") {
  Variable x("x");
  Constraint shared = (x == 10) | 500;
  Solver a;
  CHECK_SUCCESS(a.addConstraint(shared));
  {
    Solver destroyed;  // let go by its destruction
    CHECK_SUCCESS(destroyed.addConstraint(shared));
    CHECK_KIND(a.setConstant(shared, -11), SolverErrorKind::sharedConstraint);
  }
  CHECK_SUCCESS(a.setConstant(shared, -11));
  Solver resetting;  // by a reset
  CHECK_SUCCESS(resetting.addConstraint(shared));
  CHECK_KIND(a.setPriority(shared, 600), SolverErrorKind::sharedConstraint);
  resetting.reset();
  CHECK_SUCCESS(a.setPriority(shared, 600));
  Solver movedFrom;  // by the solver it is in being assigned over
  CHECK_SUCCESS(movedFrom.addConstraint(shared));
  Solver movedTo(std::move(movedFrom));  // the state moves, and with it the hold
  CHECK(movedTo.hasConstraint(shared));
  CHECK_KIND(a.setConstant(shared, -12), SolverErrorKind::sharedConstraint);
  movedTo = Solver();
  CHECK_SUCCESS(a.setConstant(shared, -12));
  CHECK_NEAR(a.valueOf(x), 12, tolerance);
}

TEST_CASE("shared constraint: failed and repeated changes in one solver do not count as another solver") {
  Variable x("x");
  Constraint c = x == 10;
  Constraint wall = x <= 50;
  Solver solver;
  CHECK_SUCCESS(solver.addConstraint(wall));
  CHECK_SUCCESS(solver.addConstraint(c));
  // Required to optional and back re-files the constraint inside the solver.
  CHECK_SUCCESS(solver.setPriority(c, 500));
  CHECK_SUCCESS(solver.setPriority(c, priority::required));
  CHECK_SUCCESS(solver.setConstant(c, -20));
  // A failed change is rolled back, its explanation's scratch solvers gone.
  SolverResult failed = solver.setConstant(c, -60);
  CHECK_KIND(failed, SolverErrorKind::unsatisfiableConstraint);
  CHECK_EQUAL(failed.conflicts.size(), std::size_t{1});
  CHECK_SUCCESS(solver.setPriority(c, 400));
  Constraint conflicting = x == 60;
  CHECK_KIND(solver.addConstraint(conflicting), SolverErrorKind::unsatisfiableConstraint);
  CHECK_KIND(solver.setPriority(c, priority::required), SolverErrorKind::none);
  // A failed batch with the constraint's sibling rolled back too.
  Constraint other = x >= 0;
  std::vector<Constraint> batch = {other, conflicting};
  CHECK_KIND(solver.addConstraints(batch), SolverErrorKind::unsatisfiableConstraint);
  Solver elsewhere;
  CHECK_KIND(elsewhere.addConstraints(batch), SolverErrorKind::none);
  CHECK_SUCCESS(elsewhere.setConstant(other, -1));  // held by `elsewhere` only
  CHECK_SUCCESS(solver.setConstant(c, -30));
  CHECK_NEAR(solver.valueOf(x), 30, tolerance);
  CHECK_NEAR(elsewhere.valueOf(x), 60, tolerance);
  // A failed batch on an empty solver, undone by a reset, lets go of its constraints too.
  Variable y("y");
  Constraint kept = y >= 1;
  Constraint impossible(Expression(1.0), Relation::equal);  // 1 == 0
  std::vector<Constraint> failing = {kept, impossible};
  Solver empty;
  CHECK_KIND(empty.addConstraints(failing), SolverErrorKind::unsatisfiableConstraint);
  CHECK(!empty.hasConstraint(kept));
  Solver holder;
  CHECK_SUCCESS(holder.addConstraint(kept));
  CHECK_SUCCESS(holder.setConstant(kept, -2));
  CHECK_NEAR(holder.valueOf(y), 2, tolerance);
}

// MARK: - Relations cast from integers

TEST_CASE("invalid relation: refused with the constraint named, solver unchanged") {
  Variable x("x");
  Solver solver;
  CHECK_SUCCESS(solver.addConstraint(x >= 2));
  std::vector<Solver*> one = {&solver};
  for (int value : {3, 7, -1}) {
    Constraint bad(Expression(x) - 10, static_cast<Relation>(value));
    SolverResult result = expectRefused(SolverErrorKind::invalidRelation, bad.description(),
                                        [&] { return solver.addConstraint(bad); }, one, {x});
    REQUIRE(result.constraint.has_value());
    CHECK(result.constraint->isSameConstraint(bad));
    CHECK_CONTAINS(result.message, std::to_string(value));
    CHECK(!solver.hasConstraint(bad));
    // At another priority, and in a batch after a valid constraint: none of the batch is added.
    Constraint optionalBad(bad, 300);
    Constraint valid = (x == 4) | 200;
    std::vector<Constraint> batch = {valid, optionalBad};
    result = expectRefused(SolverErrorKind::invalidRelation, optionalBad.description(),
                           [&] { return solver.addConstraints(batch); }, one, {x});
    CHECK(!solver.hasConstraint(valid));
  }
  // On an empty solver too.
  Solver empty;
  Constraint bad(Expression(x), static_cast<Relation>(5));
  std::vector<Solver*> justEmpty = {&empty};
  expectRefused(
      SolverErrorKind::invalidRelation, bad.description(), [&] { return empty.addConstraint(bad); },
      justEmpty);
  CHECK_EQUAL(empty.dump(), Solver().dump());
}

// MARK: - A moved-from variable

TEST_CASE("moved-from variable: refused in constraints and edits, no value and no edit") {
  Variable x("x");
  Variable taken(std::move(x));
  Solver solver;
  Variable y("y");
  CHECK_SUCCESS(solver.addConstraint(y == 1));
  std::vector<Solver*> one = {&solver};
  CHECK(x.isMovedFrom());
  CHECK(!taken.isMovedFrom());
  CHECK_EQUAL(x.name(), std::string());
  CHECK_EQUAL(x.value(), 0.0);
  CHECK(x.identity() == nullptr);
  Constraint withMoved = y == Expression(x) + 3;
  CHECK_CONTAINS(withMoved.description(), "(moved-from)");
  SolverResult result = expectRefused(SolverErrorKind::movedFromVariable, withMoved.description(),
                                      [&] { return solver.addConstraint(withMoved); }, one, {y});
  REQUIRE(result.constraint.has_value());
  CHECK(result.constraint->isSameConstraint(withMoved));
  expectRefused(SolverErrorKind::movedFromVariable, "moved from",
                [&] { return solver.addEditVariable(x, 500); }, one, {y});
  CHECK(!solver.hasEditVariable(x));
  CHECK_EQUAL(solver.valueOf(x), 0.0);
  expectRefused(SolverErrorKind::unknownEditVariable, "has no edit",
                [&] { return solver.suggestValue(x, 3); }, one, {y});
  expectRefused(SolverErrorKind::unknownEditVariable, "has no edit",
                [&] { return solver.removeEditVariable(x); }, one, {y});
  // On an empty solver, which an edit would otherwise have filed as a constraint.
  Solver empty;
  std::vector<Solver*> justEmpty = {&empty};
  expectRefused(
      SolverErrorKind::movedFromVariable, "moved from", [&] { return empty.addEditVariable(x, 500); },
      justEmpty);
  // Assigned a variable, it is that variable.
  x = y;
  CHECK(x.isSameVariable(y));
  CHECK_NEAR(solver.valueOf(x), 1, tolerance);
}

// MARK: - Other misuses probed

TEST_CASE("a moved-from constraint is still the same constraint") {
  Variable x("x");
  Constraint c = x == 2;
  Constraint taken(std::move(c));
  Constraint assigned = x == 3;
  assigned = std::move(taken);
  Solver solver;
  CHECK_SUCCESS(solver.addConstraint(c));
  CHECK(solver.hasConstraint(taken));
  CHECK(solver.hasConstraint(assigned));
  CHECK(c.isSameConstraint(taken));
  CHECK_EQUAL(c.description(), std::string("x - 2 == 0"));
  CHECK_EQUAL(taken.description(), std::string("x - 2 == 0"));
  CHECK_NEAR(solver.valueOf(x), 2, tolerance);
}

TEST_CASE("a new variable the solver never saw goes through every call") {
  Solver solver;
  Variable known("known");
  CHECK_SUCCESS(solver.addConstraint(known == 2));
  Variable unseen;
  std::vector<Solver*> one = {&solver};
  CHECK_EQUAL(solver.valueOf(unseen), 0.0);
  CHECK(!solver.hasEditVariable(unseen));
  expectRefused(SolverErrorKind::unknownEditVariable, "has no edit",
                [&] { return solver.suggestValue(unseen, 1); }, one, {known});
  expectRefused(SolverErrorKind::unknownEditVariable, "has no edit",
                [&] { return solver.removeEditVariable(unseen); }, one, {known});
  CHECK_SUCCESS(solver.addEditVariable(unseen, 400));
  CHECK_SUCCESS(solver.suggestValue(unseen, 6));
  CHECK_NEAR(solver.valueOf(unseen), 6, tolerance);
  CHECK_SUCCESS(solver.removeEditVariable(unseen));
  CHECK_EQUAL(solver.valueOf(unseen), 0.0);
  CHECK_NEAR(solver.valueOf(known), 2, tolerance);
}

TEST_CASE("an edit of a variable that another solver knows changes only its own solver") {
  Variable x("x");
  Solver a, b;
  CHECK_SUCCESS(a.addConstraint(x >= 5));
  CHECK_SUCCESS(b.addEditVariable(x, 500));
  CHECK_SUCCESS(b.suggestValue(x, 3));
  CHECK_NEAR(b.valueOf(x), 3, tolerance);
  CHECK_NEAR(a.valueOf(x), 5, tolerance);
  CHECK_KIND(a.suggestValue(x, 1), SolverErrorKind::unknownEditVariable);
  CHECK(!a.hasEditVariable(x));
  b.updateVariables();
  CHECK_NEAR(x.value(), 3, tolerance);
  a.updateVariables();
  CHECK_NEAR(x.value(), 5, tolerance);
}

TEST_CASE("one constraint twice in a batch: removal refused, by the same or a copied handle") {
  Variable x("x"), y("y");
  Solver solver;
  Constraint c = x == 1;
  Constraint d = y == 2;
  CHECK_SUCCESS(solver.addConstraint(c));
  CHECK_SUCCESS(solver.addConstraint(d));
  std::vector<Solver*> one = {&solver};
  Constraint copy = c;
  std::vector<Constraint> twice = {c, d, copy};
  SolverResult result = expectRefused(SolverErrorKind::unknownConstraint, c.description(),
                                      [&] { return solver.removeConstraints(twice); }, one, {x, y});
  REQUIRE(result.constraint.has_value());
  CHECK(result.constraint->isSameConstraint(c));
  CHECK(solver.hasConstraint(c));
  CHECK(solver.hasConstraint(d));
  // Added twice in a batch: refused as a duplicate.
  Constraint e = (x == 3) | 100;
  std::vector<Constraint> addTwice = {e, e};
  expectRefused(SolverErrorKind::duplicateConstraint, e.description(),
                [&] { return solver.addConstraints(addTwice); }, one, {x, y});
}

TEST_CASE("empty batches succeed and change nothing") {
  Variable x("x");
  Solver solver;
  std::string pristine = solver.dump();
  CHECK_SUCCESS(solver.addConstraints({}));
  CHECK_SUCCESS(solver.removeConstraints({}));
  CHECK_EQUAL(solver.dump(), pristine);
  CHECK_SUCCESS(solver.addConstraint(x == 4));
  std::string before = solver.dump();
  CHECK_SUCCESS(solver.addConstraints({}));
  CHECK_SUCCESS(solver.removeConstraints({}));
  CHECK_EQUAL(solver.dump(), before);
  CHECK_NEAR(solver.valueOf(x), 4, tolerance);
}
