// Tableau.cpp — storage and lifetimes of symbols, rows, objective levels and variables, and the
// column index kept beside the rows.
//
// The row edits that keep the column index in step are inline in TableauEdits.h (they are the
// inner steps of every pivot); `compactColumn`, which they call rarely, is here.
#include <algorithm>
#include <memory>
#include <vector>

#include "SolverImplementation.h"

namespace clayout::internal {

Symbol SolverImplementation::newSymbol(SymbolKind kind) {
  Symbol symbol;
  if (!freeSymbols_.empty()) {
    symbol = freeSymbols_.back();
    freeSymbols_.pop_back();
    journal([this, symbol] {
      symbols_[symbol] = SymbolInfo{};
      freeSymbols_.push_back(symbol);
    });
  } else {
    // Symbols appended in a transaction are dropped together when it rolls back: no entry each.
    symbol = static_cast<Symbol>(symbols_.size());
    symbols_.emplace_back();
  }
  symbols_[symbol].kind = kind;
  return symbol;
}

void SolverImplementation::releaseSymbol(Symbol symbol) {
  if (transaction_ != 0) {
    pendingSymbolReleases_.push_back(symbol);
    return;
  }
  if (symbol < costs_.size()) costs_[symbol].clear();
  symbols_[symbol] = SymbolInfo{};
  freeSymbols_.push_back(symbol);
}

RowIndex SolverImplementation::newRow() {
  RowIndex index;
  if (!freeRows_.empty()) {
    index = freeRows_.back();
    freeRows_.pop_back();
    journal([this, index] { freeRows_.push_back(index); });
  } else {
    index = static_cast<RowIndex>(rows_.size());
    rows_.emplace_back();
    // Undone by freeing the slot rather than shrinking the vector: stale column entries may
    // still name it. Row indices are invisible outside (rows are known by their basic symbol).
    journal([this, index] { freeRows_.push_back(index); });
  }
  saveRow(index);
  return index;
}

void SolverImplementation::releaseRow(RowIndex index) {
  saveRow(index);
  Row& row = rows_[index];
  for (const Cell& cell : row.cells) columnErase(cell.symbol, index);
  row.cells.clear();
  if (row.isPresent()) {
    setBasicRow(row.basic, noRow);
    --rowCount_;
  }
  row.basic = noSymbol;
  row.basicKind = SymbolKind::unused;
  row.constant = 0;
  row.magnitude = 0;
  if (transaction_ != 0) {
    pendingRowReleases_.push_back(index);
  } else {
    freeRows_.push_back(index);
  }
}

void SolverImplementation::storeLevelCoefficient(Level& level, Symbol symbol, double value,
                                                 double magnitude) {
  if (symbol == noSymbol) {
    level.constantTerm = value;
    level.constantMagnitude = value == 0 ? 0.0 : magnitude;
    return;
  }
  if (symbol >= costs_.size()) {
    if (value == 0) return;
    costs_.resize(std::max<std::size_t>(symbol + 1, symbols_.size()));
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
  insertLevelCost(level, symbol, position, value, magnitude);
}

void SolverImplementation::insertLevelCost(Level& level, Symbol symbol, std::size_t position, double value,
                                           double magnitude) {
  if (symbol >= costs_.size()) costs_.resize(std::max<std::size_t>(symbol + 1, symbols_.size()));
  std::vector<LevelCost>& costs = costs_[symbol];
  if (costs.empty()) {
    costs.reserve(2);
    costs.push_back(LevelCost{&level, value, static_cast<float>(magnitude)});
  } else {
    costs.insert(costs.begin() + static_cast<std::ptrdiff_t>(position),
                 LevelCost{&level, value, static_cast<float>(magnitude)});
  }
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
      if (held >= costs_.size() || symbolMarks_[held] == symbolMark_ || levelCoefficient(level, held) == 0) {
        return true;
      }
      symbolMarks_[held] = symbolMark_;
      return false;
    });
    level.symbolsAtCompaction = level.symbols.size();
  }
}

void SolverImplementation::forgetLevel(Level& level) {
  for (Symbol symbol : level.symbols) {
    if (symbol < costs_.size()) {
      std::erase_if(costs_[symbol], [&](const LevelCost& cost) { return cost.level == &level; });
    }
  }
  level.symbols.clear();
}

SolverImplementation::Level* SolverImplementation::levelFor(double priority) {
  auto [position, created] = levels_.try_emplace(priority);
  Level* level;
  if (!created) {
    level = position->second.get();
  } else {
    position->second = std::make_unique<Level>();
    level = position->second.get();
    level->priority = priority;
    journal([this, level] {
      forgetLevel(*level);
      levels_.erase(level->priority);
    });
  }
  ++level->users;
  journal([level] { --level->users; });
  return level;
}

void SolverImplementation::releaseLevelUse(Level* level) {
  if (level->users > 0) {
    --level->users;
    journal([level] { ++level->users; });
  }
  if (level->users > 0) return;
  if (transaction_ != 0) {
    pendingLevelReleases_.push_back(level);
    return;
  }
  auto found = levels_.find(level->priority);
  if (found != levels_.end() && found->second.get() == level) {
    forgetLevel(*level);
    levels_.erase(found);
  }
}

Symbol SolverImplementation::symbolForVariable(const Variable& variable) {
  VariableTable::Slot slot = variables_.find(variable);
  if (slot == VariableTable::noSlot) {
    Symbol symbol = newSymbol(SymbolKind::external);
    slot = variables_.insert(variable, symbol);
    symbols_[symbol].variable = slot;
    journal([this, slot] { variables_.erase(slot); });
  }
  ++variables_[slot].uses;
  // A variable new in the transaction goes with its symbol: its entry is erased on rollback.
  if (!isNewInTransaction(variables_[slot].symbol)) journal([this, slot] { --variables_[slot].uses; });
  return variables_[slot].symbol;
}

Symbol SolverImplementation::knownSymbol(const Variable& variable) const {
  VariableTable::Slot slot = variables_.find(variable);
  return slot != VariableTable::noSlot ? variables_[slot].symbol : noSymbol;
}

void SolverImplementation::releaseVariableUse(const Variable& variable) {
  VariableTable::Slot slot = variables_.find(variable);
  VariableTable::Entry& entry = variables_[slot];
  --entry.uses;
  journal([this, slot] { ++variables_[slot].uses; });
  if (entry.uses > 0) return;
  purgeSymbol(entry.symbol);
  VariableTable::Entry saved = variables_.erase(slot);
  if (notingValues_) [[unlikely]]
    noteDeparture(saved.variable);
  if (transaction_ != 0) {
    journal([this, slot, saved] { variables_.restore(slot, saved); });
  }
}

void SolverImplementation::purgeSymbol(Symbol symbol) {
  // The symbol's constraints are gone, so its coefficients left in rows are rounding residue.
  if (symbols_[symbol].row != noRow) releaseRow(symbols_[symbol].row);
  std::vector<RowIndex> column(symbols_[symbol].column.begin(), symbols_[symbol].column.end());
  for (RowIndex index : column) removeCellFromRow(index, symbol);
  scratchCosts_.assign(costsOf(symbol).begin(), costsOf(symbol).end());
  for (const LevelCost& cost : scratchCosts_) setLevelCoefficient(*cost.level, symbol, 0);
  releaseSymbol(symbol);
}

void SolverImplementation::compactColumn(Symbol symbol, RowIndex losing) {
  if (!symbols_[symbol].columnIsDirty) return;
  symbols_[symbol].columnIsDirty = false;
  RowList& column = symbols_[symbol].column;
  if (rowMarks_.size() < rows_.size()) rowMarks_.resize(rows_.size(), 0);
  // Marks are 32 bits (a row each); when they wrap, the old ones are cleared so none can repeat.
  if (++rowMark_ == 0) {
    std::fill(rowMarks_.begin(), rowMarks_.end(), 0);
    rowMark_ = 1;
  }
  std::uint32_t mark = rowMark_;
  column.erase(std::remove_if(column.begin(), column.end(),
                              [&](RowIndex index) {
                                if (index == losing || rowMarks_[index] == mark) return true;
                                rowMarks_[index] = mark;
                                return rows_[index].coefficientFor(symbol) == 0;
                              }),
               column.end());
  column.shrinkIfSparse();
}

}  // namespace clayout::internal
