// SolverTransactionTests.cpp — `Solver::beginTransaction`: several calls kept or undone together.
//
// A rollback must leave the solver exactly as it was when the transaction began: the same dump
// (tableau, basis, objective, records), the same statistics and the same values, bit for bit.
// Inverse calls (remove what was added, add back what was removed) give the same constraints
// but maybe another basis, and in an ambiguous layout another of its equally good solutions:
// what the layout engine's undo suffered from (Fuzz/findings,
// `engine-failed-stack-edit-moves-ambiguous-layout`).
#define CLAYOUT_TEST_MAIN
#include <algorithm>
#include <bit>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "CLayoutCore/CLayoutCore.h"
#include "Oracles/LibrarySystems.h"
#include "Oracles/Random.h"
#include "Oracles/SweepSystems.h"
#include "TestSupport.h"
#include "TestSweep.h"

using namespace clayout;

namespace {

/// Everything a rollback must restore: the dump, the statistics but the pivot count (work, not
/// state), and the bits of every watched value.
struct Snapshot {
  std::string dump;
  std::vector<std::size_t> sizes;
  std::vector<std::uint64_t> values;

  static Snapshot of(const Solver& solver, const std::vector<Variable>& watched) {
    Snapshot snapshot;
    snapshot.dump = solver.dump();
    SolverStatistics s = solver.statistics();
    snapshot.sizes = {s.constraints, s.editVariables, s.variables, s.symbols,
                      s.rows,        s.definitions,   s.cells,     s.levels};
    for (const Variable& v : watched)
      snapshot.values.push_back(std::bit_cast<std::uint64_t>(solver.valueOf(v)));
    return snapshot;
  }
  bool operator==(const Snapshot&) const = default;
};

void checkSame(const Snapshot& actual, const Snapshot& expected, const char* file, int line) {
  if (actual == expected) return;
  std::string what = "the solver differs from its snapshot";
  if (actual.dump != expected.dump)
    what += "\n--- expected dump:\n" + expected.dump + "--- actual dump:\n" + actual.dump;
  if (actual.sizes != expected.sizes) what += "\n(statistics differ)";
  if (actual.values != expected.values) what += "\n(values differ)";
  testing::reportFailure(file, line, what);
}
#define CHECK_SAME(actual, expected) checkSame(actual, expected, __FILE__, __LINE__)

}  // namespace

TEST_CASE("a rollback undoes every kept call: additions, removals, edits, constants, priorities") {
  Solver solver;
  Variable left("left"), width("width"), right("right"), gap("gap");
  std::vector<Variable> watched{left, width, right, gap};
  Constraint leftAtTen = left == 10;
  Constraint rightEdge = right == left + width;
  Constraint wide = (width == 200) | 500;
  Constraint gapHalf = gap == width * 0.5;
  CHECK_SUCCESS(solver.addConstraints(std::vector<Constraint>{leftAtTen, rightEdge, wide, gapHalf}));
  CHECK_SUCCESS(solver.addEditVariable(width, 400));
  CHECK_SUCCESS(solver.suggestValue(width, 120));
  // By hand: the edit at 400 loses to `width == 200` at 500, so width = 200, right = 210, gap 100.
  CHECK_EQUAL(solver.valueOf(width), 200.0);
  CHECK_EQUAL(solver.valueOf(right), 210.0);
  Snapshot before = Snapshot::of(solver, watched);

  CHECK(solver.beginTransaction());
  CHECK_EQUAL(solver.openTransactions(), std::size_t(1));
  CHECK_SUCCESS(solver.setPriority(wide, 300));  // now the edit wins: width 120
  CHECK_EQUAL(solver.valueOf(width), 120.0);
  CHECK_SUCCESS(solver.suggestValue(width, 80));
  CHECK_SUCCESS(solver.setConstant(leftAtTen, -30));  // left == 30
  CHECK_SUCCESS(solver.removeConstraint(gapHalf));
  Constraint rightLimit = right <= 100;
  CHECK_SUCCESS(solver.addConstraint(rightLimit));
  // A failed call inside changes nothing, and the transaction stays open.
  CHECK_KIND(solver.addConstraint(right >= 500), SolverErrorKind::unsatisfiableConstraint);
  CHECK_SUCCESS(solver.removeEditVariable(width));
  CHECK_EQUAL(solver.valueOf(left), 30.0);
  CHECK(solver.rollbackTransaction());
  CHECK_EQUAL(solver.openTransactions(), std::size_t(0));

  CHECK_SAME(Snapshot::of(solver, watched), before);
  CHECK(solver.hasConstraint(gapHalf));
  CHECK(!solver.hasConstraint(rightLimit));
  CHECK(solver.hasEditVariable(width));
  CHECK_EQUAL(wide.priority(), 500.0);
  CHECK_EQUAL(leftAtTen.expression().constant, -10.0);
  CHECK_EQUAL(solver.checkInvariants(), std::string());
  // The solver goes on as if the transaction never was: the edit still moves the width.
  CHECK_SUCCESS(solver.setPriority(wide, 100));
  CHECK_SUCCESS(solver.suggestValue(width, 64));
  CHECK_EQUAL(solver.valueOf(width), 64.0);
  CHECK_EQUAL(solver.valueOf(gap), 32.0);
}

TEST_CASE("removing and adding back inside a rollback keeps the basis of an ambiguous layout") {
  // `a + b == 100` alone: every a in [0, 100] is as good (a, b >= 0). Taking constraints out and
  // putting them back with inverse calls leaves the same constraints in another basis; a rollback
  // gives back the very solution there was.
  Solver solver;
  Variable a("a"), b("b"), c("c");
  std::vector<Variable> watched{a, b, c};
  Constraint sum = a + b == 100;
  Constraint aPositive = a >= 0;
  Constraint bPositive = b >= 0;
  Constraint cBetween = c == a * 0.25 + 3;
  CHECK_SUCCESS(solver.addConstraints(std::vector<Constraint>{sum, aPositive, bPositive, cBetween}));
  Snapshot before = Snapshot::of(solver, watched);
  for (int round = 0; round < 3; ++round) {
    CHECK(solver.beginTransaction());
    CHECK_SUCCESS(solver.removeConstraints(std::vector<Constraint>{aPositive, sum}));
    CHECK_SUCCESS(solver.addConstraint((a == 70) | 10));
    CHECK_SUCCESS(solver.addConstraint(sum));
    CHECK_SUCCESS(solver.addConstraint(aPositive));
    CHECK(solver.rollbackTransaction());
    CHECK_SAME(Snapshot::of(solver, watched), before);
  }
  CHECK_EQUAL(solver.checkInvariants(), std::string());
}

TEST_CASE("a constraint removed and added back in a transaction is still the solver's own") {
  // Its record removed waits for the end of the transaction; the constraint is not shared with
  // it, so its constant and priority may change.
  Solver solver;
  Variable x("x");
  Constraint pin = x == 10;
  CHECK_SUCCESS(solver.addConstraint(pin));
  CHECK(solver.beginTransaction());
  CHECK_SUCCESS(solver.removeConstraint(pin));
  CHECK_SUCCESS(solver.addConstraint(pin));
  CHECK_SUCCESS(solver.setConstant(pin, -25));
  CHECK_SUCCESS(solver.setPriority(pin, 700));
  CHECK_EQUAL(solver.valueOf(x), 25.0);
  CHECK(solver.commitTransaction());
  CHECK_EQUAL(solver.valueOf(x), 25.0);
  CHECK_EQUAL(pin.priority(), 700.0);
  CHECK_SUCCESS(solver.setConstant(pin, -5));
  CHECK_EQUAL(solver.valueOf(x), 5.0);
  CHECK_EQUAL(solver.statistics().constraints, std::size_t(1));
}

TEST_CASE("a constraint another solver removed inside its open transaction is still shared with it") {
  // Found by the solver fuzz harness: solver A removes `c` inside a transaction, solver B adds
  // it and changes its priority, A rolls back and holds `c` again, at a priority its rows were
  // not built for. B must be refused (`sharedConstraint`) while A's transaction may give `c` back.
  Solver first, second;
  Variable x("x");
  std::vector<Variable> watched{x};
  Constraint c = x >= 1000000;
  CHECK_SUCCESS(first.addConstraint(c));
  Snapshot before = Snapshot::of(first, watched);
  CHECK(first.beginTransaction());
  CHECK_SUCCESS(first.removeConstraint(c));
  CHECK_SUCCESS(second.addConstraint(c));
  CHECK_KIND(second.setPriority(c, 1), SolverErrorKind::sharedConstraint);
  CHECK_KIND(second.setConstant(c, -5), SolverErrorKind::sharedConstraint);
  CHECK(first.rollbackTransaction());
  CHECK_SAME(Snapshot::of(first, watched), before);
  CHECK(c.isRequired());
  CHECK_EQUAL(c.expression().constant, -1000000.0);
  // Once the first solver's removal is final, the second owns it alone.
  CHECK_SUCCESS(first.removeConstraint(c));
  CHECK_SUCCESS(second.setConstant(c, -5));
  CHECK_EQUAL(second.valueOf(x), 5.0);
}

TEST_CASE("a constraint changed inside one solver's open transaction cannot join another solver") {
  // Found by the fuzz harness in CI's 60 s: solver A lowered a constraint's priority inside a
  // transaction, solver B then added it (as required... at the lowered priority), and A's rollback
  // put the priority back under B's rows. B is refused until A's transaction ends.
  Solver first, second;
  Variable x("x");
  Constraint c = (x == 320) | 750;
  CHECK_SUCCESS(first.addConstraint(c));
  CHECK(first.beginTransaction());
  CHECK_SUCCESS(first.setPriority(c, priority::required));
  CHECK_SUCCESS(first.removeConstraint(c));
  std::string secondBefore = second.dump();
  CHECK_KIND(second.addConstraint(c), SolverErrorKind::sharedConstraint);
  CHECK_EQUAL(second.dump(), secondBefore);
  CHECK(first.rollbackTransaction());
  CHECK_EQUAL(c.priority(), 750.0);
  CHECK(first.hasConstraint(c));
  // Once the transaction is over the constraint may join (and is then shared, frozen in both).
  CHECK_SUCCESS(second.addConstraint(c));
  CHECK_KIND(second.setPriority(c, 1), SolverErrorKind::sharedConstraint);
  // The solver whose transaction changed it may take it back in (an engine's undo does).
  Solver third;
  Constraint d = x >= 5;
  CHECK_SUCCESS(third.addConstraint(d));
  CHECK(third.beginTransaction());
  CHECK_SUCCESS(third.setConstant(d, -7));
  CHECK_SUCCESS(third.removeConstraint(d));
  CHECK_SUCCESS(third.addConstraint(d));
  CHECK(third.commitTransaction());
  CHECK_EQUAL(third.valueOf(x), 7.0);
  // A transaction that ends with its solver clears the mark.
  Constraint e = x <= 100;
  {
    Solver gone;
    CHECK_SUCCESS(gone.addConstraint(e));
    CHECK(gone.beginTransaction());
    CHECK_SUCCESS(gone.setConstant(e, -90));
  }
  CHECK_SUCCESS(second.addConstraint(e));
}

TEST_CASE("transactions nest: an inner commit belongs to the outer one, an inner rollback to itself") {
  Solver solver;
  Variable x("x"), y("y");
  std::vector<Variable> watched{x, y};
  CHECK_SUCCESS(solver.addConstraint(x == 1));
  Snapshot start = Snapshot::of(solver, watched);

  CHECK(solver.beginTransaction());
  Constraint yIsTwiceX = y == x * 2;
  CHECK_SUCCESS(solver.addConstraint(yIsTwiceX));
  Snapshot afterOuterStep = Snapshot::of(solver, watched);
  CHECK(solver.beginTransaction());
  CHECK_EQUAL(solver.openTransactions(), std::size_t(2));
  Constraint yLarge = (y == 50) | 999;
  CHECK_SUCCESS(solver.addConstraint(yLarge));
  CHECK(solver.rollbackTransaction());  // the inner one only
  CHECK_SAME(Snapshot::of(solver, watched), afterOuterStep);
  CHECK(solver.beginTransaction());
  CHECK_SUCCESS(solver.addConstraint(yLarge));
  CHECK(solver.commitTransaction());    // kept, for the outer one to decide
  CHECK_EQUAL(solver.valueOf(y), 2.0);  // y == 2x is required, x == 1
  CHECK(solver.rollbackTransaction());
  CHECK_SAME(Snapshot::of(solver, watched), start);
  CHECK(!solver.hasConstraint(yLarge));
  CHECK(!solver.hasConstraint(yIsTwiceX));

  CHECK(solver.beginTransaction());
  CHECK(solver.beginTransaction());
  CHECK_SUCCESS(solver.addConstraint(yIsTwiceX));
  CHECK(solver.commitTransaction());
  CHECK(solver.commitTransaction());
  CHECK(solver.hasConstraint(yIsTwiceX));
  CHECK_EQUAL(solver.valueOf(y), 2.0);
  CHECK(!solver.commitTransaction());  // none is open
  CHECK(!solver.rollbackTransaction());
}

TEST_CASE("objective costs that pivots change again and again inside nested savepoints roll back") {
  // W2's shape in small: sizes halve down a chain from an edited width, each with a weak floor of
  // 10 and a medium wish of 44. Every suggestion below switches some floors on or off, and each
  // switch is a pivot whose objective update changes the weak and medium costs of the chain's
  // symbols: inside a host's transaction those changes are journaled once per savepoint.
  Solver solver;
  Variable width("width");
  std::vector<Variable> watched{width};
  std::vector<Constraint> constraints;
  Variable previous = width;
  for (int i = 0; i < 6; ++i) {
    Variable size("size" + std::to_string(i));
    watched.push_back(size);
    constraints.push_back(size == previous * 0.5);
    constraints.push_back((size >= 10) | 250);
    constraints.push_back((size == 44) | 500);
    previous = size;
  }
  CHECK_SUCCESS(solver.addConstraints(constraints));
  CHECK_SUCCESS(solver.addEditVariable(width, 750));
  CHECK_SUCCESS(solver.suggestValue(width, 640));
  // By hand: the edit outranks every wish, so the sizes are 320, 160, 80, 40, 20, 10.
  CHECK_EQUAL(solver.valueOf(watched[6]), 10.0);
  Snapshot start = Snapshot::of(solver, watched);

  CHECK(solver.beginTransaction());
  CHECK(solver.beginTransaction());
  CHECK_SUCCESS(solver.suggestValue(width, 5));  // costs first journaled in an inner savepoint
  CHECK(solver.rollbackTransaction());
  CHECK_SAME(Snapshot::of(solver, watched), start);
  // A removal cannot fail and opens no savepoint of its own: its changes are journaled under the
  // host's, and must be, though the rolled-back savepoint had journaled the same costs.
  for (std::size_t k = 1; k < constraints.size(); k += 3)
    CHECK_SUCCESS(solver.removeConstraint(constraints[k]));
  CHECK_SUCCESS(solver.suggestValue(width, 100));   // its own savepoint, committed into this one
  CHECK_SUCCESS(solver.suggestValue(width, 3000));  // the same costs change again
  CHECK_EQUAL(solver.valueOf(watched[1]), 1500.0);
  Snapshot afterTwo = Snapshot::of(solver, watched);
  CHECK(solver.beginTransaction());
  CHECK_SUCCESS(solver.suggestValue(width, 5));  // every floor switches
  CHECK_EQUAL(solver.valueOf(watched[1]), 2.5);
  CHECK(solver.rollbackTransaction());  // the inner one: its journal entries and numbers go
  CHECK_SAME(Snapshot::of(solver, watched), afterTwo);
  CHECK_SUCCESS(solver.suggestValue(width, 50));  // costs the inner savepoint had journaled
  CHECK_EQUAL(solver.valueOf(watched[1]), 25.0);
  CHECK(solver.rollbackTransaction());
  CHECK_SAME(Snapshot::of(solver, watched), start);
  CHECK_EQUAL(solver.checkInvariants(), std::string());
  // And the solver goes on: the sizes follow the edit, the floors and wishes giving way.
  CHECK_SUCCESS(solver.suggestValue(width, 160));
  CHECK_EQUAL(solver.valueOf(watched[5]), 5.0);
  CHECK_EQUAL(solver.valueOf(watched[6]), 2.5);
}

TEST_CASE("what a batch makes inside a transaction goes with its rollback, journaled or not") {
  // A batch inside a host's transaction makes variables, definitions that move into the tableau,
  // markers and records, and changes counts of things that existed before (a variable's uses,
  // a symbol's dependents): the journal keeps only the second kind, and a rollback must still
  // give back the exact state, the counts and owners included (`checkInvariants` checks them).
  Solver solver;
  Variable x("x"), w("w"), y("y"), z("z");
  std::vector<Variable> watched{x, w};
  CHECK_SUCCESS(solver.addConstraint(x == 100));
  CHECK_SUCCESS(solver.addConstraint(w >= 0));
  Snapshot start = Snapshot::of(solver, watched);
  // y = x/2 + 10 = 60; z = y + w <= 200 holds w at 140 against its wish of 300 (@750), and z's
  // wish of 1000 (@250) gives way to both: z = 200.
  std::vector<Constraint> batch{y == x * 0.5 + 10, z == y + w, z <= 200, (w == 300) | priority::defaultHigh,
                                (z == 1000) | priority::defaultLow};
  for (int round = 0; round < 2; ++round) {
    CHECK(solver.beginTransaction());
    // The second round nests the batch one level deeper, committed into the host's transaction.
    if (round == 1) CHECK(solver.beginTransaction());
    CHECK_SUCCESS(solver.addConstraints(batch));
    if (round == 1) CHECK(solver.commitTransaction());
    CHECK_EQUAL(solver.checkInvariants(), std::string());
    CHECK_NEAR(solver.valueOf(y), 60, 1e-9);
    CHECK_NEAR(solver.valueOf(w), 140, 1e-9);
    CHECK_NEAR(solver.valueOf(z), 200, 1e-9);
    // A removal inside the same transaction releases uses and dependents of the batch's own.
    CHECK_SUCCESS(solver.removeConstraint(batch[1]));
    CHECK_EQUAL(solver.checkInvariants(), std::string());
    CHECK(solver.rollbackTransaction());
    CHECK_SAME(Snapshot::of(solver, watched), start);
    CHECK_EQUAL(solver.checkInvariants(), std::string());
  }
  // Kept, the same batch gives the same values, and its removal leaves the first two as they were.
  CHECK_SUCCESS(solver.addConstraints(batch));
  CHECK_NEAR(solver.valueOf(w), 140, 1e-9);
  CHECK_NEAR(solver.valueOf(z), 200, 1e-9);
  CHECK_SUCCESS(solver.removeConstraints(batch));
  CHECK_EQUAL(solver.checkInvariants(), std::string());
  CHECK_EQUAL(solver.valueOf(x), 100.0);
  CHECK_EQUAL(solver.valueOf(w), 0.0);
}

TEST_CASE("a transaction that empties the solver leaves it as new when committed") {
  Solver solver;
  Variable x("x"), y("y");
  Constraint a = x == 3, b = y >= x + 1;
  CHECK_SUCCESS(solver.addConstraints(std::vector<Constraint>{a, b}));
  CHECK(solver.beginTransaction());
  for (int i = 0; i < 200; ++i) {  // removed records and rows wait for the commit
    CHECK_SUCCESS(solver.removeConstraints(std::vector<Constraint>{a, b}));
    CHECK_SUCCESS(solver.addConstraints(std::vector<Constraint>{a, b}));
  }
  CHECK_SUCCESS(solver.removeConstraints(std::vector<Constraint>{a, b}));
  CHECK(solver.commitTransaction());
  SolverStatistics statistics = solver.statistics();
  CHECK_EQUAL(statistics.constraints + statistics.variables + statistics.symbols + statistics.rows +
                  statistics.cells + statistics.levels,
              std::size_t(0));
  CHECK_EQUAL(solver.dump(), Solver().dump());
}

TEST_CASE("a host transaction around many calls keeps at most two saves a row, and rolls back exactly") {
  // A list: top_(k+1) == top_k + h_k + 8, h_k >= 40 (required), h_k == 20 at 750 (a label's pull;
  // it gives way: h_k = 40). Inside one host transaction every height's wish moves to 60, one
  // call each: each call is a transaction of its own and changes the rows of every top below it.
  // Kept naively that is a save per call per row (n²/2 here); the journal must hold at most a
  // whole row and a constant per row, and a rollback must still give back the very start.
  const int n = 60;
  Solver solver;
  std::vector<Variable> tops, heights;
  for (int k = 0; k <= n; ++k) tops.emplace_back("top" + std::to_string(k));
  for (int k = 0; k < n; ++k) heights.emplace_back("h" + std::to_string(k));
  std::vector<Constraint> wishes;
  CHECK_SUCCESS(solver.addConstraint(tops[0] == 0));
  for (int k = 0; k < n; ++k) {
    CHECK_SUCCESS(
        solver.addConstraint(tops[static_cast<std::size_t>(k) + 1] ==
                             tops[static_cast<std::size_t>(k)] + heights[static_cast<std::size_t>(k)] + 8));
    CHECK_SUCCESS(solver.addConstraint(heights[static_cast<std::size_t>(k)] >= 40));
    wishes.push_back((heights[static_cast<std::size_t>(k)] == 20) | 750);
    CHECK_SUCCESS(solver.addConstraint(wishes.back()));
  }
  std::vector<Variable> watched = tops;
  watched.insert(watched.end(), heights.begin(), heights.end());
  CHECK_EQUAL(solver.valueOf(tops[n]), n * 48.0);
  Snapshot start = Snapshot::of(solver, watched);
  CHECK_EQUAL(solver.statistics().journalSaves, std::size_t(0));
  for (bool keep : {false, true}) {
    CHECK(solver.beginTransaction());
    for (const Constraint& wish : wishes) CHECK_SUCCESS(solver.setConstant(wish, -60));
    SolverStatistics statistics = solver.statistics();
    CHECK_WITH(
        statistics.journalSaves <= 2 * statistics.rows,
        std::to_string(statistics.journalSaves) + " saves for " + std::to_string(statistics.rows) + " rows");
    CHECK_EQUAL(solver.valueOf(tops[n]), n * 68.0);
    CHECK_EQUAL(solver.valueOf(heights[n / 2]), 60.0);
    if (keep) {
      CHECK(solver.commitTransaction());
      CHECK_EQUAL(solver.statistics().journalSaves, std::size_t(0));
      CHECK_EQUAL(solver.valueOf(tops[n]), n * 68.0);
    } else {
      CHECK(solver.rollbackTransaction());
      CHECK_SAME(Snapshot::of(solver, watched), start);
      CHECK_EQUAL(solver.valueOf(tops[n]), n * 48.0);
    }
  }
}

TEST_CASE("a moved-from solver opens no transaction; reset closes every one") {
  Solver solver;
  Solver other = std::move(solver);
  CHECK(!solver.beginTransaction());  // NOLINT(bugprone-use-after-move): the documented state
  CHECK_EQUAL(solver.openTransactions(), std::size_t(0));
  CHECK(!solver.commitTransaction());
  Variable x("x");
  CHECK(other.beginTransaction());
  CHECK(other.beginTransaction());
  CHECK_SUCCESS(other.addConstraint(x == 4));
  other.reset();
  CHECK_EQUAL(other.openTransactions(), std::size_t(0));
  CHECK_SUCCESS(other.addConstraint(x == 5));
  CHECK_EQUAL(other.valueOf(x), 5.0);
}

TEST_CASE("random calls in nested transactions: every rollback gives back the exact state") {
  // Systems of a few variables, coefficients from 0.001 to 1000, priorities at several levels,
  // ties and redundancy; calls of every kind (some fail), with transactions opened, committed and
  // rolled back at random. Each rollback is checked against the snapshot taken when its
  // transaction began; after every step the invariants hold.
  testing::Random random(20261203);
  const double coefficients[] = {1, 2, 0.5, -1, 3, 0.25, 1000, 0.001, 7.5, -0.125};
  const double priorities[] = {priority::required, priority::required, 999, 750, 500, 250, 1, 0.5};
  for (int run = 0; run < 60; ++run) {
    Solver solver;
    std::vector<Variable> variables;
    for (int i = 0; i < 6; ++i) variables.emplace_back("v" + std::to_string(i));
    std::vector<Constraint> present;
    std::vector<Constraint> absent;
    for (int i = 0; i < 14; ++i) {
      Expression expression(random.integer(-50, 150));
      int terms = random.integer(1, 3);
      for (int t = 0; t < terms; ++t) {
        expression =
            expression + Expression(variables[random.index(variables)]) * coefficients[random.integer(0, 9)];
      }
      Relation relation = random.chance(0.4)   ? Relation::equal
                          : random.chance(0.5) ? Relation::lessThanOrEqual
                                               : Relation::greaterThanOrEqual;
      absent.emplace_back(expression, relation, priorities[random.integer(0, 7)]);
    }
    std::vector<Variable> edited;
    std::vector<Snapshot> snapshots;
    auto check = [&](int step) {
      std::string broken = solver.checkInvariants();
      CHECK_WITH(broken.empty(),
                 "run " + std::to_string(run) + " step " + std::to_string(step) + ": " + broken);
    };
    for (int step = 0; step < 80; ++step) {
      int operation = random.integer(0, 11);
      if (operation == 0 && snapshots.size() < 4) {
        snapshots.push_back(Snapshot::of(solver, variables));
        CHECK(solver.beginTransaction());
      } else if (operation == 1 && !snapshots.empty()) {
        CHECK(solver.rollbackTransaction());
        checkSame(Snapshot::of(solver, variables), snapshots.back(), __FILE__, __LINE__);
        snapshots.pop_back();
        // The bookkeeping of which constraints are present is read back from the solver.
        std::vector<Constraint> all = present;
        all.insert(all.end(), absent.begin(), absent.end());
        present.clear();
        absent.clear();
        for (const Constraint& c : all) (solver.hasConstraint(c) ? present : absent).push_back(c);
        std::erase_if(edited, [&](const Variable& v) { return !solver.hasEditVariable(v); });
        for (const Variable& v : variables)
          if (solver.hasEditVariable(v) && std::find_if(edited.begin(), edited.end(), [&](const Variable& e) {
                                             return e.identity() == v.identity();
                                           }) == edited.end())
            edited.push_back(v);
      } else if (operation == 2 && !snapshots.empty()) {
        CHECK(solver.commitTransaction());
        snapshots.pop_back();
      } else if (operation <= 5 && !absent.empty()) {
        std::size_t i = random.index(absent);
        if (solver.addConstraint(absent[i])) {
          present.push_back(absent[i]);
          absent.erase(absent.begin() + static_cast<std::ptrdiff_t>(i));
        }
      } else if (operation == 6 && !present.empty()) {
        std::size_t i = random.index(present);
        CHECK_SUCCESS(solver.removeConstraint(present[i]));
        absent.push_back(present[i]);
        present.erase(present.begin() + static_cast<std::ptrdiff_t>(i));
      } else if (operation == 7 && !present.empty()) {
        (void)solver.setConstant(present[random.index(present)], random.integer(-200, 200) * 0.75);
      } else if (operation == 8 && !present.empty()) {
        (void)solver.setPriority(present[random.index(present)], priorities[random.integer(0, 7)]);
      } else if (operation == 9) {
        Variable v = variables[random.index(variables)];
        if (solver.hasEditVariable(v)) {
          CHECK_SUCCESS(solver.removeEditVariable(v));
          std::erase_if(edited, [&](const Variable& e) { return e.identity() == v.identity(); });
        } else if (solver.addEditVariable(v, priorities[random.integer(2, 7)])) {
          edited.push_back(v);
        }
      } else if (operation == 10 && !edited.empty()) {
        (void)solver.suggestValue(edited[random.index(edited)], random.integer(-400, 400) * 1.5);
      } else if (operation == 11 && !edited.empty()) {
        // A drag: steps of one, so that the edit's column is kept and shifted in one pass.
        Variable dragged = edited[random.index(edited)];
        double start = random.integer(-100, 100);
        for (int frame = 0; frame < 4; ++frame) (void)solver.suggestValue(dragged, start + frame);
      }
      check(step);
    }
    while (!snapshots.empty()) {
      CHECK(solver.rollbackTransaction());
      checkSame(Snapshot::of(solver, variables), snapshots.back(), __FILE__, __LINE__);
      snapshots.pop_back();
    }
    check(-1);
  }
}

namespace {

namespace ex = clayout::testing::exact;
namespace rs = clayout::testing::sweep_systems;

/// Why `solver`'s values are wrong for the constraints of `s` it holds now (with the constant and
/// priority each has now), by the exact reference (`whyValuesAreWrong`); empty when they are right.
std::string judgeAgainstReference(const ex::System& s, const std::vector<Constraint>& handles,
                                  const std::vector<Variable>& variables, const Solver& solver) {
  ex::System held;
  held.variableCount = s.variableCount;
  for (std::size_t i = 0; i < handles.size(); ++i) {
    if (!solver.hasConstraint(handles[i])) continue;
    ex::SystemConstraint c = s.constraints[i];
    c.constant = handles[i].expression().constant;
    c.priority = handles[i].priority();
    held.constraints.push_back(c);
  }
  std::vector<double> values;
  for (const Variable& v : variables) values.push_back(solver.valueOf(v));
  return ex::whyValuesAreWrong(held, values);
}

}  // namespace

TEST_CASE("random calls on two solvers sharing constraints of large systems, in nested transactions") {
  // The exactness sweep's systems (10–40 variables, 20–120 constraints, coefficients from 0.001
  // to 1000, up to 8 levels, ties, redundant equalities, infeasible required sets), their
  // constraints drawn by two solvers at once, so that many are shared. Calls of every kind on
  // either solver, each in its own nest of transactions. Checked: each rollback gives back the
  // snapshot its transaction began with; a call on one solver never changes the other; a change
  // of a shared constraint is refused as `sharedConstraint`; the invariants hold after every
  // call; and once every transaction is closed and every edit gone, each solver's values are
  // optimal for the constraints it holds, by the exact reference.
  const rs::Kind kinds[] = {rs::Kind::general, rs::Kind::ties, rs::Kind::redundant, rs::Kind::dyadic,
                            rs::Kind::infeasible};
  int run = 0, rollbacks = 0, sharedRefusals = 0, judged = 0;
  for (rs::Kind kind : kinds) {
    // Bounded (TestSweep.h): the first seed of each kind, the first 150 steps.
    for (std::uint64_t seed = 1; seed <= testing::sweepSize<std::uint64_t>(2, 1); ++seed, ++run) {
      rs::Generated generated = rs::generate(kind, 7000 + seed * 31 + static_cast<std::uint64_t>(kind));
      const ex::System& system = generated.system;
      std::vector<Variable> variables;
      for (std::size_t j = 0; j < system.variableCount; ++j) variables.emplace_back("v" + std::to_string(j));
      std::vector<Constraint> handles = ex::libraryConstraints(system, variables);
      testing::Random random(91000 + static_cast<std::uint64_t>(run));
      const double editPriorities[] = {999, 750, 500, 250, 1};

      Solver solvers[2];
      std::vector<Snapshot> snapshots[2];
      std::vector<Variable> edited[2];
      std::string where = rs::kindName(kind) + std::string(" system ") + system.name;
      auto check = [&](int which, int step, const char* call) {
        std::string broken = solvers[which].checkInvariants();
        CHECK_WITH(broken.empty(), where + " step " + std::to_string(step) + " (" + call + " on solver " +
                                       std::to_string(which) + "): " + broken);
      };
      for (int step = 0; step < testing::sweepSize(400, 150); ++step) {
        int which = random.integer(0, 1);
        Solver& solver = solvers[which];
        Snapshot otherBefore = Snapshot::of(solvers[1 - which], variables);
        const char* call = "";
        int operation = random.integer(0, 15);
        if (operation == 0 && snapshots[which].size() < 3) {
          call = "beginTransaction";
          snapshots[which].push_back(Snapshot::of(solver, variables));
          CHECK(solver.beginTransaction());
        } else if (operation == 1 && !snapshots[which].empty()) {
          call = "rollbackTransaction";
          CHECK(solver.rollbackTransaction());
          CHECK_SAME(Snapshot::of(solver, variables), snapshots[which].back());
          snapshots[which].pop_back();
          std::erase_if(edited[which], [&](const Variable& v) { return !solver.hasEditVariable(v); });
          for (const Variable& v : variables)
            if (solver.hasEditVariable(v) &&
                std::none_of(edited[which].begin(), edited[which].end(),
                             [&](const Variable& e) { return e.identity() == v.identity(); }))
              edited[which].push_back(v);
          ++rollbacks;
        } else if (operation == 2 && !snapshots[which].empty()) {
          call = "commitTransaction";
          CHECK(solver.commitTransaction());
          snapshots[which].pop_back();
        } else if (operation <= 8) {
          call = "addConstraint";
          const Constraint& c = handles[random.index(handles)];
          SolverResult result = solver.addConstraint(c);
          if (!result) {
            // Refused: a duplicate, a required conflict, or a constraint the other solver changed
            // inside its open transaction. Never an optional constraint for a conflict.
            CHECK_WITH(result.kind != SolverErrorKind::unsatisfiableConstraint || c.isRequired(),
                       where + ": an optional constraint was refused: " + result.message);
          }
        } else if (operation == 9) {
          call = "removeConstraint";
          const Constraint& c = handles[random.index(handles)];
          bool held = solver.hasConstraint(c);
          SolverResult result = solver.removeConstraint(c);
          CHECK_WITH(result.succeeded() == held, where + ": removeConstraint: " + result.message);
        } else if (operation <= 11) {
          call = operation == 10 ? "setConstant" : "setPriority";
          const Constraint& c = handles[random.index(handles)];
          if (!solver.hasConstraint(c)) continue;
          bool shared = solvers[1 - which].hasConstraint(c);
          // Always a change: setting what it has is a no-op, and succeeds even when shared.
          double constant = c.expression().constant + random.sign() * random.integer(1, 400) * 0.125;
          double newPriority = random.chance(0.3) ? priority::required : editPriorities[random.integer(0, 4)];
          if (operation == 11 && newPriority == c.priority())
            newPriority = c.isRequired() ? 400 : priority::required;
          SolverResult result =
              operation == 10 ? solver.setConstant(c, constant) : solver.setPriority(c, newPriority);
          if (shared) {
            CHECK_WITH(result.kind == SolverErrorKind::sharedConstraint,
                       where + ": a shared constraint was changed: " + result.message);
            ++sharedRefusals;
          }
        } else if (operation == 12) {
          call = "addEditVariable";
          const Variable& v = variables[random.index(variables)];
          if (solver.hasEditVariable(v)) continue;
          if (solver.addEditVariable(v, editPriorities[random.integer(0, 4)])) edited[which].push_back(v);
        } else if (operation == 13 && !edited[which].empty()) {
          call = "removeEditVariable";
          std::size_t i = random.index(edited[which]);
          CHECK_SUCCESS(solver.removeEditVariable(edited[which][i]));
          edited[which].erase(edited[which].begin() + static_cast<std::ptrdiff_t>(i));
        } else if (operation >= 14 && !edited[which].empty()) {
          call = "suggestValue";
          const Variable& v = edited[which][random.index(edited[which])];
          double start = random.integer(-30000, 30000) * 0.1;
          int frames = random.integer(1, 4);  // a drag: the edit's column kept and shifted
          for (int frame = 0; frame < frames; ++frame) (void)solver.suggestValue(v, start + frame);
        }
        check(which, step, call);
        CHECK_WITH(Snapshot::of(solvers[1 - which], variables) == otherBefore,
                   where + " step " + std::to_string(step) + ": " + call + " on solver " +
                       std::to_string(which) + " changed the other solver");
      }
      for (int which = 0; which < 2; ++which) {
        while (!snapshots[which].empty()) {
          if (random.chance(0.5)) {
            CHECK(solvers[which].rollbackTransaction());
            CHECK_SAME(Snapshot::of(solvers[which], variables), snapshots[which].back());
          } else {
            CHECK(solvers[which].commitTransaction());
          }
          snapshots[which].pop_back();
        }
        for (const Variable& v : variables)
          if (solvers[which].hasEditVariable(v)) CHECK_SUCCESS(solvers[which].removeEditVariable(v));
        check(which, -1, "closing");
        std::string wrong = judgeAgainstReference(system, handles, variables, solvers[which]);
        CHECK_WITH(wrong.empty(), where + " solver " + std::to_string(which) + ": " + wrong);
        ++judged;
      }
    }
  }
  // The draws must have reached what they are for (a bounded sweep, about a fifth of the calls,
  // reaches about a fifth as often; two solvers judged per run).
  CHECK(rollbacks >= testing::sweepSize(20, 10));
  CHECK(sharedRefusals >= testing::sweepSize(20, 8));
  CHECK_EQUAL(judged, testing::sweepSize(20, 10));
}
