// ObjectiveTests.cpp — the objective part: each symbol's costs by decreasing priority, a pivot's
// cost update (rounding to zero, doubt), level constants that drift, and the journal of costs.
// Expected costs are worked by hand in the comments.
#define CLAYOUT_TEST_MAIN
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "Solver/Objective.h"
#include "TestSupport.h"

using clayout::internal::Journal;
using clayout::internal::Level;
using clayout::internal::LevelCost;
using clayout::internal::noSymbol;
using clayout::internal::Objective;
using clayout::internal::Symbol;

TEST_CASE("a symbol's costs are kept by decreasing priority, each level naming its symbols") {
  // Levels made at 250, 750 and 500; symbol 3 costs 1 at 250 and 2 at 750, then 4 at 500: read
  // back 2 @750, 4 @500, 1 @250.
  Objective objective;
  Journal journal;
  Level* low = objective.levelFor(250, journal);
  Level* high = objective.levelFor(750, journal);
  Level* medium = objective.levelFor(500, journal);
  CHECK_EQUAL(objective.levelCount(), std::size_t{3});
  CHECK(objective.setCoefficient(*low, 3, 1, 0, journal));
  CHECK(objective.setCoefficient(*high, 3, 2, 0, journal));
  CHECK(objective.setCoefficient(*medium, 3, 4, 0, journal));
  std::vector<double> priorities, costs;
  for (const LevelCost& cost : objective.costsOf(3)) {
    priorities.push_back(cost.level->priority);
    costs.push_back(cost.coefficient);
  }
  CHECK(priorities == (std::vector<double>{750, 500, 250}));
  CHECK(costs == (std::vector<double>{2, 4, 1}));
  CHECK_EQUAL(objective.checkInvariants(), std::string());
  // A level that goes takes its costs with it.
  objective.eraseLevel(medium);
  CHECK_EQUAL(objective.costsOf(3).size(), std::size_t{2});
  CHECK_EQUAL(objective.coefficient(*high, 3), 2.0);
  CHECK_EQUAL(objective.checkInvariants(), std::string());
}

TEST_CASE("a pivot's cost update: zero within rounding, in doubt just above it") {
  // 1 + (-1 + 1e-12) leaves about 1e-12, within 1e-11 of the operands' size 1: zero, the entry
  // goes. 1 + (-1 + 1e-10) leaves about 1e-10: above rounding, but within 1e-9 of its scale, so
  // whether it is rounding decides the optimum: kept, and in doubt. 1 + 1 = 2 is neither.
  Objective objective;
  Journal journal;
  Level* level = objective.levelFor(500, journal);
  objective.storeCoefficient(*level, 1, 1, 1);
  Objective::CostUpdate zero = objective.addToCost(*level, 1, -1 + 1e-12, journal);
  CHECK(!zero.inDoubt);
  CHECK(objective.costsOf(1).empty());
  objective.storeCoefficient(*level, 1, 1, 1);
  Objective::CostUpdate doubtful = objective.addToCost(*level, 1, -1 + 1e-10, journal);
  CHECK(doubtful.inDoubt);
  CHECK(!doubtful.mayEnter);  // positive beyond rounding at the highest level: it cannot enter
  CHECK(objective.coefficient(*level, 1) > 0);
  objective.storeCoefficient(*level, 2, 1, 1);
  Objective::CostUpdate plain = objective.addToCost(*level, 2, 1, journal);
  CHECK(!plain.inDoubt);
  CHECK(!plain.mayEnter);  // 2 at the highest level: a positive reduced cost
  CHECK_EQUAL(objective.coefficient(*level, 2), 2.0);
}

TEST_CASE("a cost changed in a transaction is journaled once per savepoint") {
  // Symbol 4's cost changes three times inside one savepoint: one saved value (the first), which
  // a rollback stores back. A symbol made inside the transaction (slot 9, at or beyond the 8
  // slots at its start) needs no entry: the rollback drops it whole.
  Objective objective;
  Journal journal;
  Level* level = objective.levelFor(500, journal);
  objective.storeCoefficient(*level, 4, 3, 3);
  journal.begin(8, 1, {});
  (void)objective.addToCost(*level, 4, 1, journal);
  (void)objective.addToCost(*level, 4, 1, journal);
  (void)objective.addToCost(*level, 4, 1, journal);
  (void)objective.addToCost(*level, 9, 1, journal);
  CHECK_EQUAL(objective.coefficient(*level, 4), 6.0);
  Journal::Savepoint mark = journal.pop();
  auto changes = journal.costChangesSince(mark);
  CHECK_EQUAL(changes.size(), std::size_t{1});
  CHECK_EQUAL(changes[0].symbol, Symbol{4});
  CHECK_EQUAL(changes[0].previous, 3.0);
  for (auto change = changes.rbegin(); change != changes.rend(); ++change)
    objective.storeCoefficient(*change->level, change->symbol, change->previous, change->previousMagnitude);
  journal.undoSince(mark);
  journal.finishRollback(mark);
  CHECK_EQUAL(objective.coefficient(*level, 4), 3.0);
}

TEST_CASE("a level constant that lost its digits is stale until it is settled") {
  // The constant moves from 1e6 to 1e6 + 1 - 1e6 = 1: its operands were a million times larger
  // than the result, beyond `driftRatio`, so it is stale and readers sum the errors instead;
  // settling stores their sum (here said to be 1.5).
  Objective objective;
  Journal journal;
  Level* level = objective.levelFor(500, journal);
  (void)objective.setCoefficient(*level, noSymbol, 1e6, 1e6, journal);
  CHECK(!objective.isConstantStale(*level));
  (void)objective.setCoefficient(*level, noSymbol, 1, 1e6, journal);
  CHECK(objective.isConstantStale(*level));
  CHECK(objective.someConstantIsStale());
  objective.settleConstants([] { return std::unordered_map<const Level*, double>{}; },
                            [](const Level&) { return 1.5; });
  CHECK(!objective.isConstantStale(*level));
  CHECK_EQUAL(objective.coefficient(*level, noSymbol), 1.5);
}

TEST_CASE("a cost list that empties or shrinks gives back the room of its long list") {
  // Symbol 1 costs 1 at each of 1,000 levels; symbol 2 costs 1 at each too, and 3 at the highest.
  // Adding -1 times symbol 1's costs to symbol 2's (a pivot's merge) leaves symbol 2 one cost, 2 at
  // the highest level: its list keeps room for at most 2·1 + 4 entries, not the 2,000 that the
  // merge's buffer was reserved for. Clearing symbol 1's costs (it enters the basis) leaves room
  // for at most 4. A solver whose every addition makes such a list (N priorities on one variable,
  // each addition a new highest) would otherwise hold N entries' room for each: N² in all.
  Objective objective;
  Journal journal;
  std::vector<Level*> levels;
  for (int i = 0; i < 1000; ++i) levels.push_back(objective.levelFor(1.0 + 0.5 * i, journal));
  for (int i = 999; i >= 0; --i) {
    objective.storeCoefficient(*levels[static_cast<std::size_t>(i)], 1, 1, 1);
    objective.storeCoefficient(*levels[static_cast<std::size_t>(i)], 2, i == 999 ? 3 : 1, 3);
  }
  CHECK_EQUAL(objective.costsOf(1).size(), std::size_t{1000});
  std::span<const LevelCost> source = objective.copyOfCosts(1);
  (void)objective.addCostsTo(2, source, -1, journal);
  CHECK_EQUAL(objective.costsOf(2).size(), std::size_t{1});
  CHECK_EQUAL(objective.coefficient(*levels[999], 2), 2.0);
  CHECK(objective.costCapacity(2) <= 2 * 1 + 4);
  objective.clearCostsJournaled(1, journal);
  CHECK(objective.costsOf(1).empty());
  CHECK(objective.costCapacity(1) <= 4);
  CHECK_EQUAL(objective.checkInvariants(), std::string());
}
