// Objective.h — the lexicographic objective: one level per priority in use, each symbol's costs
// at the levels, and the phase-one objective while there is one (internal).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "Journal.h"
#include "Row.h"
#include "Support/Tolerance.h"
#include "Symbol.h"

namespace clayout::internal {

/// One level of the lexicographic objective: the sum of the errors of one priority. Its
/// coefficients are not kept here but by symbol (`LevelCost`): a dense row per level would cost
/// O(levels × symbols) in memory and time, and a layout with thousands of distinct priorities
/// would make every pivot walk thousands of levels. Owned by the `Objective`, which alone changes
/// it; records and costs point at it.
struct Level {
  double priority = 0;
  /// The level's constant: the sum of its errors' values.
  double constantTerm = 0;
  /// Constraints and edits at this priority.
  std::size_t users = 0;
  /// Every symbol that has a coefficient at this level, maybe with stale or repeated entries
  /// (a superset, compacted when it doubles): what the dump reads and what a level's removal
  /// clears.
  std::vector<Symbol> symbols;
  /// The size of `symbols` after its last compaction.
  std::size_t symbolsAtCompaction = 0;
  /// The largest size the constant has had since it was last 0 (see `LevelCost::magnitude`).
  double constantMagnitude = 0;
  /// Whether `constantTerm` lost its digits to cancellation (it moved through values far larger
  /// than itself) and is computed afresh at the next consistent point (`settleConstants`);
  /// until then readers sum the errors themselves.
  bool constantIsStale = false;
};

/// A symbol's non-zero coefficient at one level. Each symbol keeps its own, by decreasing priority
/// of the level: the lexicographic order of a reduced cost reads them in turn and never looks at
/// the levels where the symbol costs nothing.
struct LevelCost {
  /// The level. Does not own it; a level's costs go before it does.
  Level* level;
  double coefficient;
  /// The largest size the coefficient has had since it was last exactly 0: its rounding is a
  /// small multiple of 2⁻⁵² times this (see `costOf`). A float: a bound needs no precision.
  float magnitude;
  /// The number of the savepoint under which the entry's value was last journaled, 0 for none
  /// since it was stored: at least the journal's `savedFloor`, a change needs no entry in the
  /// journal, as the innermost savepoint's has the value it started from. Stored values (a
  /// rollback's too) clear it.
  std::uint64_t journaledIn = 0;
};

/// The objective: the levels by decreasing priority, each symbol's costs at them, whether level
/// constants are stale, and the phase-one objective while a required constraint is added with an
/// artificial variable.
///
/// Owns the levels, the costs and the phase-one row. Every change it makes is journaled when a
/// transaction is open (the `Journal` passed in): a changed cost's previous value, a level made.
///
/// Invariants (`checkInvariants`): each symbol's costs are non-zero and ordered by strictly
/// decreasing priority of their levels, each at a level the objective holds; a level's `symbols`
/// names every symbol with a cost there. (That a level's constant is the sum of its errors, and
/// that no basic symbol has a cost, involve the rows and the records: the solver checks them.)
class Objective {
 public:
  // MARK: Levels

  /// The level of `priority`, made when missing (its removal then recorded in `journal`).
  Level* levelFor(double priority, Journal& journal);
  /// Drops `level`'s costs and the level itself, unless another level has taken its priority
  /// since (`level` then is already gone).
  void eraseLevel(Level* level);
  /// The level of `priority`, or null.
  Level* findLevel(double priority) {
    auto found = levels_.find(priority);
    return found != levels_.end() ? found->second.get() : nullptr;
  }
  std::size_t levelCount() const { return levels_.size(); }
  /// Calls `visit(Level&)` for each level, by decreasing priority.
  template <typename Visit>
  void forEachLevel(Visit visit) const {
    for (const auto& [priority, level] : levels_) visit(*level);
  }

  // MARK: Costs

  /// `symbol`'s coefficient in `level` (`noSymbol`: the constant); 0 when it has none.
  double coefficient(const Level& level, Symbol symbol) const {
    if (symbol == noSymbol) return level.constantTerm;
    const LevelCost* cost = entryAt(level, symbol);
    return cost != nullptr ? cost->coefficient : 0.0;
  }
  /// The magnitude of `symbol`'s coefficient in `level` (`noSymbol`: the constant's).
  double magnitude(const Level& level, Symbol symbol) const {
    if (symbol == noSymbol) return level.constantMagnitude;
    const LevelCost* cost = entryAt(level, symbol);
    return cost != nullptr ? static_cast<double>(cost->magnitude) : 0.0;
  }
  /// A cost with rounding taken out: 0 when within `costTolerance` of zero or within
  /// `feasibilityTolerance` of the largest size it has had.
  static double costOf(const LevelCost& cost) {
    double tolerance = std::max(costTolerance, feasibilityTolerance * static_cast<double>(cost.magnitude));
    return std::fabs(cost.coefficient) <= tolerance ? 0.0 : cost.coefficient;
  }
  /// `symbol`'s non-zero level coefficients by decreasing priority.
  std::span<const LevelCost> costsOf(Symbol symbol) const {
    if (symbol >= costs_.size()) return {};
    return std::span<const LevelCost>(costs_[symbol].data(), costs_[symbol].size());
  }
  /// The entries `symbol`'s cost list has room for: what its buffer holds, used or not.
  std::size_t costCapacity(Symbol symbol) const {
    return symbol < costs_.size() ? costs_[symbol].capacity() : 0;
  }
  /// A copy of `symbol`'s costs, for a caller that changes them while it reads (valid until the
  /// next copy).
  std::span<const LevelCost> copyOfCosts(Symbol symbol) {
    scratchCosts_.assign(costsOf(symbol).begin(), costsOf(symbol).end());
    return scratchCosts_;
  }
  /// Walks the levels at which `a` or `b` has a coefficient, by decreasing priority, calling
  /// `compare(costOfA, costOfB)` (`costOf`: rounding taken out; 0 for a symbol with none there)
  /// until it answers non-zero; returns that answer, or 0 when every level answered 0. The levels
  /// where neither has a coefficient are skipped: every comparison the solver makes finds 0 and 0
  /// equal.
  template <class Compare>
  int compareCosts(Symbol a, Symbol b, Compare compare) const {
    std::span<const LevelCost> costsOfA = costsOf(a);
    std::span<const LevelCost> costsOfB = costsOf(b);
    std::size_t i = 0;
    std::size_t j = 0;
    while (i < costsOfA.size() || j < costsOfB.size()) {
      const Level* level = j == costsOfB.size() || (i < costsOfA.size() && costsOfA[i].level->priority >=
                                                                               costsOfB[j].level->priority)
                               ? costsOfA[i].level
                               : costsOfB[j].level;
      double costOfA = i < costsOfA.size() && costsOfA[i].level == level ? costOf(costsOfA[i++]) : 0.0;
      double costOfB = j < costsOfB.size() && costsOfB[j].level == level ? costOf(costsOfB[j++]) : 0.0;
      int order = compare(costOfA, costOfB);
      if (order != 0) return order;
    }
    return 0;
  }
  /// Sets `symbol`'s coefficient in `level` (`noSymbol`: the constant), journaled.
  /// `operandMagnitude` is the size of the numbers summed into `value` (its magnitude grows with
  /// it); a constant that drifted is marked stale (`Level::constantIsStale`), journaled. Returns
  /// whether a symbol's cost changed: it may now be negative, and the caller notes it as an
  /// entering candidate.
  bool setCoefficient(Level& level, Symbol symbol, double value, double operandMagnitude, Journal& journal);
  /// A cost that is not zero but within this of its scale is in doubt (`CostUpdate::inDoubt`):
  /// far below any true cost of a layout (products of coefficients in range are at least 1e-12
  /// of their operands only at the range's ends), far above rounding.
  static constexpr double doubtfulCost = 1e-9;
  /// What `addToCost` did: whether the symbol may now enter (its cost may be negative), and
  /// whether the new cost is in doubt (it survived as a few digits of its operands, so whether it
  /// is rounding decides the optimum: see `Certification`).
  struct CostUpdate {
    bool mayEnter;
    bool inDoubt;
  };
  /// Adds `change` to `symbol`'s coefficient in `level` as a pivot's objective update does: a sum
  /// within rounding of 0 becomes 0, journaled as `setCoefficient` does. Assumes `symbol` is not
  /// `noSymbol`.
  CostUpdate addToCost(Level& level, Symbol symbol, double change, Journal& journal);
  /// For every level of `source` (a copy of another symbol's costs, by decreasing priority), adds
  /// `factor` times its coefficient there to `symbol`'s, number for number as `addToCost` would,
  /// in one pass over both lists: a pivot whose entering symbol costs at thousands of levels
  /// updates each symbol of its row in time linear in the levels, where one `addToCost` per level
  /// walks and inserts into the symbol's list each time. The answer is for the costs at the end.
  CostUpdate addCostsTo(Symbol symbol, std::span<const LevelCost> source, double factor, Journal& journal);
  /// Sets every cost of `symbol` to 0, journaled as `setCoefficient` does, in one step.
  void clearCostsJournaled(Symbol symbol, Journal& journal);
  /// Stores `symbol`'s coefficient in `level` (`noSymbol`: the constant) as it is, with its
  /// magnitude: not journaled. A zero drops the entry. Guarantees the symbol's costs stay sorted
  /// by decreasing priority and `level.symbols` names every symbol with an entry.
  void storeCoefficient(Level& level, Symbol symbol, double value, double magnitude);
  /// Drops `symbol`'s costs (its slot is being freed; not journaled). A long list's buffer goes
  /// back to the allocator: the slot's next symbol would otherwise keep the longest list it held.
  void clearCosts(Symbol symbol) {
    if (symbol >= costs_.size()) return;
    std::vector<LevelCost>& costs = costs_[symbol];
    if (costs.capacity() > 4) {
      std::vector<LevelCost>().swap(costs);
    } else {
      costs.clear();
    }
  }
  /// Drops the costs of the symbols from `count` on (a rollback truncates them).
  void truncateCosts(std::size_t count) {
    if (costs_.size() > count) costs_.resize(count);
  }

  // MARK: Stale level constants

  /// Whether some level's constant is stale: what makes `settleConstants` look at the levels at
  /// all. Within a transaction it only goes from false to true (the settling runs at the
  /// outermost commit), so a rollback leaves it as it is: at worst it settles levels that were
  /// not stale.
  bool someConstantIsStale() const { return someLevelConstantIsStale_; }
  /// Whether `level`'s kept constant cannot be read: the errors' sum stands for it.
  bool isConstantStale(const Level& level) const {
    return level.constantIsStale || everyLevelConstantIsStale_;
  }
  /// Every level's constant is stale: a row whose basic symbol is an error had its constant
  /// computed afresh. The objective holds that error's value through the substitution that took
  /// it out, as accumulated; computed afresh, the row may differ from it by what the
  /// accumulation rounded away, which at a term scale of 1e12 is units (a level constant of -1
  /// for errors summing to 3). The error's level is not at hand there, and the settling is one
  /// pass over the constraints.
  void markEveryConstantStale() {
    everyLevelConstantIsStale_ = true;
    someLevelConstantIsStale_ = true;
  }
  /// Computes every stale level constant afresh (not journaled): `sumsOfErrors()` gives every
  /// level's sum of errors in one pass (a map from level to sum), `sumOfErrors(level)` one
  /// level's. Called where the operation's changes are final.
  template <typename EverySum, typename OneSum>
  void settleConstants(EverySum sumsOfErrors, OneSum sumOfErrors) {
    if (!someLevelConstantIsStale_) return;
    someLevelConstantIsStale_ = false;
    if (everyLevelConstantIsStale_) {
      // Every level at once, in one pass over the constraints and edits.
      everyLevelConstantIsStale_ = false;
      auto sums = sumsOfErrors();
      for (const auto& [priority, level] : levels_) {
        double sum = sums[level.get()];
        storeCoefficient(*level, noSymbol, sum, std::fabs(sum));
        level->constantIsStale = false;
      }
      return;
    }
    for (const auto& [priority, level] : levels_) {
      if (!level->constantIsStale) continue;
      double sum = sumOfErrors(*level);
      storeCoefficient(*level, noSymbol, sum, std::fabs(sum));
      level->constantIsStale = false;
    }
  }
  /// `level`'s constant is no longer stale (an exact solution wrote it), journaled.
  void clearStale(Level& level, Journal& journal) {
    if (!level.constantIsStale) return;
    level.constantIsStale = false;
    Level* pointer = &level;
    journal.record([pointer] { pointer->constantIsStale = true; });
  }

  // MARK: Users

  /// One more constraint or edit at `level`, journaled.
  void addUser(Level* level, Journal& journal) {
    ++level->users;
    journal.record([level] { --level->users; });
  }
  /// One fewer, journaled. Returns how many are left.
  std::size_t removeUser(Level* level, Journal& journal) {
    if (level->users > 0) {
      --level->users;
      journal.record([level] { ++level->users; });
    }
    return level->users;
  }

  // MARK: The phase-one objective

  /// Whether a phase one is running.
  bool inPhaseOne() const { return artificial_ != nullptr; }
  /// The phase-one objective. Assumes `inPhaseOne`.
  const Row& phaseOne() const { return *artificial_; }
  /// Starts phase one with a copy of `row` as its objective.
  void beginPhaseOne(const Row& row) {
    artificial_ = std::make_unique<Row>();
    artificial_->constant = row.constant;
    artificial_->magnitude = row.magnitude;
    artificial_->cells = row.cells;
  }
  /// The phase-one objective reached its minimum with the artificial symbol out of the basis.
  void settlePhaseOne() { artificial_->constant = 0; }
  /// Ends phase one (or forgets one a rollback cut short).
  void endPhaseOne() { artificial_.reset(); }
  /// Takes `symbol`'s cell out of the phase-one objective (if it is running); returns its
  /// coefficient, 0 when it has none.
  double takeFromPhaseOne(Symbol symbol) {
    if (!artificial_) return 0.0;
    double coefficient = artificial_->coefficientFor(symbol);
    if (coefficient != 0) artificial_->cells.erase(find(artificial_->cells, symbol));
    return coefficient;
  }
  /// The phase-one objective += factor · row. Assumes `inPhaseOne`.
  void addToPhaseOne(const Row& row, double factor) {
    CLAYOUT_ASSERT(artificial_ != nullptr);
    if (row.constant != 0) {
      addToConstant(*artificial_, factor * row.constant, std::fabs(factor) * row.magnitude);
      snapToZero(*artificial_);
    }
    mergeCells(
        artificial_->cells, row.cells, factor, scratch_, [](Symbol) {}, [](Symbol) {});
  }

  /// The first broken invariant above, described; empty when all hold.
  std::string checkInvariants() const;

 private:
  /// The place of `level`'s entry in `costs` (a symbol's costs, by decreasing priority): the index
  /// of the entry when there is one, else where one would go.
  static std::size_t levelCostPosition(const std::vector<LevelCost>& costs, const Level& level) {
    if (costs.size() > 16) {
      // A symbol that costs at many levels: a bisection (the levels' priorities differ; `find`
      // keeps the plain walk below that size too).
      auto found = std::lower_bound(
          costs.begin(), costs.end(), level.priority,
          [](const LevelCost& cost, double priority) { return cost.level->priority > priority; });
      return static_cast<std::size_t>(found - costs.begin());
    }
    std::size_t position = 0;
    while (position < costs.size() && costs[position].level != &level &&
           costs[position].level->priority > level.priority)
      ++position;
    return position;
  }
  /// `symbol`'s entry at `level`, or null (`symbol` is not `noSymbol`).
  const LevelCost* entryAt(const Level& level, Symbol symbol) const {
    if (symbol >= costs_.size()) return nullptr;
    const std::vector<LevelCost>& costs = costs_[symbol];
    if (costs.size() <= 16) {
      for (const LevelCost& cost : costs)
        if (cost.level == &level) return &cost;
      return nullptr;
    }
    std::size_t position = levelCostPosition(costs, level);
    return position < costs.size() && costs[position].level == &level ? &costs[position] : nullptr;
  }
  /// Inserts `symbol`'s cost `value` (not 0) at `level`, at `position` of its costs
  /// (`levelCostPosition`: none there yet), with `magnitude`, and names `symbol` in the level's
  /// symbols (compacting them when they doubled). Not journaled. Grows `costs_` as needed.
  void insertCost(Level& level, Symbol symbol, std::size_t position, double value, double magnitude);
  /// Names `symbol` in `level.symbols`, compacting them when they doubled (every symbol kept there
  /// must have its entry in `costs_` already).
  void nameSymbol(Level& level, Symbol symbol);
  /// Drops every coefficient of `level` (not journaled), before the level itself goes.
  void forgetLevel(Level& level);

  /// Levels by decreasing priority. Owns them. A map, not a vector: thousands of distinct
  /// priorities would make each new level's insertion a long move.
  std::map<double, std::unique_ptr<Level>, std::greater<double>> levels_;
  /// The costs by symbol: each symbol's non-zero ones, by decreasing priority of their level.
  /// May be shorter than the symbols (a missing entry has none).
  std::vector<std::vector<LevelCost>> costs_;
  /// `copyOfCosts`'s buffer.
  std::vector<LevelCost> scratchCosts_;
  /// `addCostsTo`'s buffers: the merged list, and the levels it gave a new entry.
  std::vector<LevelCost> mergedCosts_;
  std::vector<Level*> newLevels_;
  /// Marks of symbols already kept while compacting a level's `symbols`, by symbol.
  std::vector<std::uint32_t> symbolMarks_;
  std::uint32_t symbolMark_ = 0;
  /// See `someConstantIsStale` and `markEveryConstantStale`.
  bool someLevelConstantIsStale_ = false;
  bool everyLevelConstantIsStale_ = false;
  /// The phase-one objective while a required constraint is added with an artificial variable,
  /// else null. Owns it.
  std::unique_ptr<Row> artificial_;
  /// Cells for merging into the phase-one objective; no meaning between calls.
  std::vector<Cell> scratch_;
};

// MARK: The edits of the hot chain, inline (a pivot runs them for every cell it writes)

inline bool Objective::setCoefficient(Level& level, Symbol symbol, double value, double operandMagnitude,
                                      Journal& journal) {
  double previous = coefficient(level, symbol);
  if (previous == value) return false;
  double magnitude = this->magnitude(level, symbol);
  // A symbol appended in the transaction goes with it, its coefficients too (see the rollback).
  if (journal.isOpen() && !journal.isNewSymbol(symbol))
    journal.saveCost({&level, symbol, previous, static_cast<float>(magnitude)});
  double bound =
      std::max(std::max(magnitude, operandMagnitude), std::max(std::fabs(previous), std::fabs(value)));
  storeCoefficient(level, symbol, value, value == 0 ? 0.0 : bound);
  if (symbol != noSymbol) return true;
  // A constant that kept few of its digits (or an exact 0 of large operands, which may hide their
  // rounding) waits for the next consistent point to be computed afresh: here, in the middle of a
  // pivot or a removal, the errors and the objective do not agree yet.
  bool drifted = value != 0 ? bound > driftRatio * std::fabs(value) : bound > zeroDriftMagnitude;
  if (drifted && !level.constantIsStale) {
    level.constantIsStale = true;
    someLevelConstantIsStale_ = true;
    if (journal.isOpen()) {
      double priority = level.priority;
      journal.record([this, priority] {
        auto found = levels_.find(priority);
        if (found != levels_.end()) found->second->constantIsStale = false;
      });
    }
  }
  return false;
}

inline Objective::CostUpdate Objective::addToCost(Level& level, Symbol symbol, double change,
                                                  Journal& journal) {
  // One walk of the symbol's costs finds its entry at `level` or the place for one; what follows
  // is `setCoefficient` and `storeCoefficient` on that entry, number for number (a pivot runs this
  // for every cell of its row at every level it touches: separate walks would be half its cost).
  std::vector<LevelCost>* costs = symbol < costs_.size() ? &costs_[symbol] : nullptr;
  std::size_t position = costs != nullptr ? levelCostPosition(*costs, level) : 0;
  LevelCost* entry = costs != nullptr && position < costs->size() && (*costs)[position].level == &level
                         ? &(*costs)[position]
                         : nullptr;
  double previous = entry != nullptr ? entry->coefficient : 0.0;
  double storedMagnitude = entry != nullptr ? static_cast<double>(entry->magnitude) : 0.0;
  double value = previous + change;
  double magnitude = std::max(std::fabs(previous), std::fabs(change));
  // Zero within the rounding of this sum and of the coefficient's history: a noise cost left at a
  // higher level would hide a true one below it from the lexicographic order.
  double scale = std::max(magnitude, storedMagnitude);
  bool zero = isNegligible(value) || std::fabs(value) <= feasibilityTolerance * scale;
  // A cost that survived as a few digits of its operands may be rounding or true: which symbol
  // may enter, and whether the solution is optimal, then turns on it (see Certification.h).
  CostUpdate update{false, !zero && std::fabs(value) <= doubtfulCost * std::max(1.0, scale)};
  double stored = zero ? 0.0 : value;
  if (previous == stored) return update;
  // A symbol appended in the transaction goes with it, its coefficients too (see the rollback). An
  // entry journaled under the innermost savepoint (or one inside it that committed) has the value
  // that savepoint started from in the journal already: a pivot changes the same costs again and
  // again.
  std::uint64_t journaledIn = 0;
  if (journal.isOpen() && !journal.isNewSymbol(symbol)) {
    if (entry != nullptr && entry->journaledIn >= journal.savedFloor()) {
      journaledIn = entry->journaledIn;
    } else {
      journal.saveCost({&level, symbol, previous, static_cast<float>(storedMagnitude)});
      journaledIn = journal.transaction();
    }
  }
  if (entry == nullptr) {
    // `stored` is not 0 here: it differs from the absent entry's 0.
    double bound = std::max(std::max(storedMagnitude, magnitude), std::fabs(stored));
    insertCost(level, symbol, position, stored, bound);
    costs_[symbol][position].journaledIn = journaledIn;
  } else if (stored == 0) {
    costs->erase(costs->begin() + static_cast<std::ptrdiff_t>(position));
  } else {
    double bound =
        std::max(std::max(storedMagnitude, magnitude), std::max(std::fabs(previous), std::fabs(stored)));
    entry->coefficient = stored;
    entry->magnitude = static_cast<float>(bound);
    entry->journaledIn = journaledIn;
  }
  // A first (highest) cost that is positive beyond rounding makes the reduced cost positive: no
  // candidate, as the lexicographic test would find, without its walk.
  const std::vector<LevelCost>& after = costs_[symbol];
  update.mayEnter = after.empty() || after.front().coefficient <= 0 || costOf(after.front()) == 0;
  return update;
}

}  // namespace clayout::internal
