// Objective.cpp — the objective's levels and the storage of its costs.
#include "Objective.h"

#include <algorithm>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "Support/NumberFormat.h"

namespace clayout::internal {

Level* Objective::levelFor(double priority, Journal& journal) {
  auto [position, created] = levels_.try_emplace(priority);
  if (!created) return position->second.get();
  position->second = std::make_unique<Level>();
  Level* level = position->second.get();
  level->priority = priority;
  journal.record([this, level] {
    forgetLevel(*level);
    levels_.erase(level->priority);
  });
  return level;
}

void Objective::eraseLevel(Level* level) {
  auto found = levels_.find(level->priority);
  if (found != levels_.end() && found->second.get() == level) {
    forgetLevel(*level);
    levels_.erase(found);
  }
}

void Objective::storeCoefficient(Level& level, Symbol symbol, double value, double magnitude) {
  if (symbol == noSymbol) {
    level.constantTerm = value;
    level.constantMagnitude = value == 0 ? 0.0 : magnitude;
    return;
  }
  if (symbol >= costs_.size()) {
    if (value == 0) return;
    costs_.resize(symbol + 1);
  }
  std::vector<LevelCost>& costs = costs_[symbol];
  std::size_t position = levelCostPosition(costs, level);
  if (position < costs.size() && costs[position].level == &level) {
    if (value == 0) {
      costs.erase(costs.begin() + static_cast<std::ptrdiff_t>(position));
    } else {
      costs[position].coefficient = value;
      costs[position].magnitude = static_cast<float>(magnitude);
      costs[position].journaledIn = 0;
    }
    return;
  }
  if (value == 0) return;
  insertCost(level, symbol, position, value, magnitude);
}

void Objective::insertCost(Level& level, Symbol symbol, std::size_t position, double value,
                           double magnitude) {
  if (symbol >= costs_.size()) costs_.resize(symbol + 1);
  std::vector<LevelCost>& costs = costs_[symbol];
  if (costs.empty()) {
    costs.reserve(2);
    costs.push_back(LevelCost{&level, value, static_cast<float>(magnitude)});
  } else {
    costs.insert(costs.begin() + static_cast<std::ptrdiff_t>(position),
                 LevelCost{&level, value, static_cast<float>(magnitude)});
  }
  nameSymbol(level, symbol);
}

void Objective::nameSymbol(Level& level, Symbol symbol) {
  level.symbols.push_back(symbol);
  if (level.symbols.size() > 2 * std::max<std::size_t>(level.symbolsAtCompaction, 16)) {
    // Keep the symbols that still have a coefficient here, once each (marked as they are kept):
    // O(1) amortized per entry, as the list at least doubled since the last time.
    if (++symbolMark_ == 0) {
      std::fill(symbolMarks_.begin(), symbolMarks_.end(), 0);
      symbolMark_ = 1;
    }
    if (symbolMarks_.size() < costs_.size()) symbolMarks_.resize(costs_.size(), 0);
    std::erase_if(level.symbols, [&](Symbol held) {
      if (held >= costs_.size() || symbolMarks_[held] == symbolMark_ || coefficient(level, held) == 0) {
        return true;
      }
      symbolMarks_[held] = symbolMark_;
      return false;
    });
    level.symbolsAtCompaction = level.symbols.size();
  }
}

Objective::CostUpdate Objective::addCostsTo(Symbol symbol, std::span<const LevelCost> source, double factor,
                                            Journal& journal) {
  if (symbol >= costs_.size()) costs_.resize(symbol + 1);
  std::vector<LevelCost>& target = costs_[symbol];
  std::vector<LevelCost>& merged = mergedCosts_;
  merged.clear();
  merged.reserve(target.size() + source.size());
  newLevels_.clear();
  CostUpdate update{false, false};
  bool journals = journal.isOpen() && !journal.isNewSymbol(symbol);
  std::size_t next = 0;
  for (const LevelCost& added : source) {
    while (next < target.size() && target[next].level->priority > added.level->priority)
      merged.push_back(target[next++]);
    bool present = next < target.size() && target[next].level == added.level;
    LevelCost entry = present ? target[next++] : LevelCost{added.level, 0.0, 0.0f};
    // `addToCost`'s arithmetic, on this entry.
    double change = factor * added.coefficient;
    double previous = entry.coefficient;
    double storedMagnitude = static_cast<double>(entry.magnitude);
    double value = previous + change;
    double magnitude = std::max(std::fabs(previous), std::fabs(change));
    double scale = std::max(magnitude, storedMagnitude);
    bool zero = isNegligible(value) || std::fabs(value) <= feasibilityTolerance * scale;
    update.inDoubt = update.inDoubt || (!zero && std::fabs(value) <= doubtfulCost * std::max(1.0, scale));
    double stored = zero ? 0.0 : value;
    if (previous == stored) {
      if (present) merged.push_back(entry);
      continue;
    }
    std::uint64_t journaledIn = 0;
    if (journals) {
      if (present && entry.journaledIn >= journal.savedFloor()) {
        journaledIn = entry.journaledIn;
      } else {
        journal.saveCost({added.level, symbol, previous, static_cast<float>(storedMagnitude)});
        journaledIn = journal.transaction();
      }
    }
    if (stored == 0) continue;  // the entry goes
    double bound =
        std::max(std::max(storedMagnitude, magnitude), std::max(std::fabs(previous), std::fabs(stored)));
    merged.push_back(LevelCost{added.level, stored, static_cast<float>(bound), journaledIn});
    if (!present) newLevels_.push_back(added.level);
  }
  while (next < target.size()) merged.push_back(target[next++]);
  // The merged list takes a buffer sized to it: one sized for both lists, kept by a list that
  // shrank (a symbol whose costs at N levels cancelled to one), would hold N entries' room for
  // one; with such a symbol at each addition of N, N² in all.
  if (merged.capacity() <= 2 * merged.size() + 4) {
    target.swap(merged);
  } else {
    if (target.capacity() > 2 * merged.size() + 4) std::vector<LevelCost>().swap(target);
    target.assign(merged.begin(), merged.end());
  }
  // Named in their levels once the entries exist (a compaction reads them).
  for (Level* level : newLevels_) nameSymbol(*level, symbol);
  update.mayEnter = target.empty() || target.front().coefficient <= 0 || costOf(target.front()) == 0;
  return update;
}

void Objective::clearCostsJournaled(Symbol symbol, Journal& journal) {
  if (symbol >= costs_.size()) return;
  if (journal.isOpen() && !journal.isNewSymbol(symbol)) {
    for (const LevelCost& cost : costs_[symbol])
      journal.saveCost({cost.level, symbol, cost.coefficient, cost.magnitude});
  }
  // The symbol is entering the basis, where it has no cost, and its long list's buffer goes back:
  // kept, each symbol that once cost at every level of N (the top wish of N priorities on one
  // variable, replaced at each addition) would hold N entries' room while basic: N² in all.
  clearCosts(symbol);
}

void Objective::forgetLevel(Level& level) {
  for (Symbol symbol : level.symbols) {
    if (symbol < costs_.size()) {
      std::erase_if(costs_[symbol], [&](const LevelCost& cost) { return cost.level == &level; });
    }
  }
  level.symbols.clear();
}

std::string Objective::checkInvariants() const {
  // Each level's symbols sorted, searched by bisection: a level may name thousands of symbols
  // (the hugging errors of a thousand-item stack), and a linear search per cost is quadratic.
  std::unordered_map<const Level*, std::vector<Symbol>> held;
  for (const auto& [priority, level] : levels_) {
    std::vector<Symbol>& named = held[level.get()];
    named.assign(level->symbols.begin(), level->symbols.end());
    std::sort(named.begin(), named.end());
  }
  for (Symbol symbol = 1; symbol < costs_.size(); ++symbol) {
    const std::vector<LevelCost>& costs = costs_[symbol];
    for (std::size_t k = 0; k < costs.size(); ++k) {
      const LevelCost& cost = costs[k];
      auto named = held.find(cost.level);
      if (named == held.end())
        return "symbol " + std::to_string(symbol) + " has a cost at a level that is gone";
      if (cost.coefficient == 0) return "symbol " + std::to_string(symbol) + " has a zero cost";
      if (k > 0 && !(costs[k - 1].level->priority > cost.level->priority))
        return "the costs of symbol " + std::to_string(symbol) + " are out of order";
      if (!std::binary_search(named->second.begin(), named->second.end(), symbol))
        return "objective level @" + formatNumber(cost.level->priority) + " does not name symbol " +
               std::to_string(symbol) + ", which has a cost there";
    }
  }
  return {};
}

}  // namespace clayout::internal
