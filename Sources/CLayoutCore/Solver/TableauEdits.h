// TableauEdits.h — the row edits that keep the column index in step, and the objective edits
// (internal; included at the end of SolverImplementation.h).
//
// The storage they edit is in Tableau.cpp. These are inline, in a header, because they are the
// inner steps of the hot chain pivot → substitute → addToRow → mergeCells (Simplex.cpp), and
// are also used by Tableau.cpp, ConstraintRows.cpp, Edits.cpp and Transaction.cpp: a call into
// another translation unit in the middle of that chain would cost every pivot of every workload.
#pragma once

// Included by SolverImplementation.h after the class: not on its own.

namespace clayout::internal {

inline void SolverImplementation::columnInsert(Symbol symbol, RowIndex index) {
  CLAYOUT_ASSERT(symbol != noSymbol);
  symbols_[symbol].column.push_back(index);
  ++symbols_[symbol].columnCount;
}

inline void SolverImplementation::columnErase(Symbol symbol, RowIndex index) {
  // Searching a long column on every erase would be quadratic; stale entries are dropped when
  // they outnumber the live ones. The erase may come in the middle of rewriting row `index`,
  // whose cells cannot be trusted yet: it is the row losing the symbol, so its entries go.
  SymbolInfo& info = symbols_[symbol];
  --info.columnCount;
  info.columnIsDirty = true;
  if (info.column.size() > 3 * static_cast<std::size_t>(info.columnCount) + 16) compactColumn(symbol, index);
}

inline void SolverImplementation::addToRow(RowIndex index, const Row& other, double factor) {
  saveRow(index);
  Row& row = rows_[index];
  bool drifted =
      other.constant != 0 && addToConstant(row, factor * other.constant, std::fabs(factor) * other.magnitude);
  const std::vector<Cell>& cells = other.cells;
  mergeCells(
      row.cells, cells, factor, scratch_, [&](Symbol symbol) { columnInsert(symbol, index); },
      [&](Symbol symbol) { columnErase(symbol, index); });
  if (drifted) recomputeConstant(index);
}

inline void SolverImplementation::addCellToRow(RowIndex index, Symbol symbol, double coefficient) {
  saveRow(index);
  std::vector<Cell>& cells = rows_[index].cells;
  auto found = find(cells, symbol);
  if (isCellOf(cells, found, symbol)) {
    found->coefficient = cancellingSum(found->coefficient, coefficient);
    if (isNegligible(found->coefficient)) {
      cells.erase(found);
      columnErase(symbol, index);
    }
  } else if (!isNegligible(coefficient)) {
    cells.insert(found, {symbol, coefficient});
    columnInsert(symbol, index);
  }
}

inline void SolverImplementation::removeCellFromRow(RowIndex index, Symbol symbol) {
  saveRow(index);
  std::vector<Cell>& cells = rows_[index].cells;
  auto found = find(cells, symbol);
  if (isCellOf(cells, found, symbol)) {
    cells.erase(found);
    columnErase(symbol, index);
  }
}

inline double SolverImplementation::solveRowFor(RowIndex index, Symbol symbol) {
  saveRow(index);
  double coefficient = rows_[index].solveFor(symbol);
  columnErase(symbol, index);
  return coefficient;
}

inline void SolverImplementation::setRowCells(RowIndex index, const std::vector<Cell>& cells) {
  saveRow(index);
  Row& row = rows_[index];
  for (const Cell& cell : row.cells) columnErase(cell.symbol, index);
  row.cells.assign(cells.begin(), cells.end());
  for (const Cell& cell : row.cells) columnInsert(cell.symbol, index);
}

inline void SolverImplementation::setLevelCoefficient(Level& level, Symbol symbol, double value,
                                                      double operandMagnitude) {
  double previous = levelCoefficient(level, symbol);
  if (previous == value) return;
  double magnitude = levelMagnitude(level, symbol);
  // A symbol appended in the transaction goes with it, its coefficients too (see the rollback).
  if (transaction_ != 0 && symbol < symbolsAtTransactionStart_)
    levelChanges_.push_back({&level, symbol, previous, static_cast<float>(magnitude)});
  double bound =
      std::max(std::max(magnitude, operandMagnitude), std::max(std::fabs(previous), std::fabs(value)));
  storeLevelCoefficient(level, symbol, value, value == 0 ? 0.0 : bound);
  if (symbol != noSymbol) {
    noteObjectiveChange(symbol);
    return;
  }
  // A constant that kept few of its digits (or an exact 0 of large operands, which may hide their
  // rounding) waits for the next consistent point to be computed afresh: here, in the middle of a
  // pivot or a removal, the errors and the objective do not agree yet.
  bool drifted = value != 0 ? bound > driftRatio * std::fabs(value) : bound > zeroDriftMagnitude;
  if (drifted && !level.constantIsStale) {
    level.constantIsStale = true;
    someLevelConstantIsStale_ = true;
    if (transaction_ != 0) {
      double priority = level.priority;
      journal([this, priority] {
        auto found = levels_.find(priority);
        if (found != levels_.end()) found->second->constantIsStale = false;
      });
    }
  }
}

inline void SolverImplementation::addToLevel(Level& level, const Row& row, double factor) {
  // A plain sum: snapping a cancellation to 0 here (1e16 - 24, then - 1e16) lost a true -24 that
  // the next substitution's +24 then left as a constant of 24 over errors of 0. The change carries
  // the row's magnitude (a row constant of 1.1 may be the rounding of 1e15s); the drift test of
  // `setLevelCoefficient` sees the cancellation and has the constant computed afresh.
  double previousConstant = level.constantTerm;
  double constantChange = factor * row.constant;
  setLevelCoefficient(
      level, noSymbol, previousConstant + constantChange,
      std::max({std::fabs(previousConstant), std::fabs(constantChange), std::fabs(factor) * row.magnitude}));
  for (const Cell& cell : row.cells) addToLevelCost(level, cell.symbol, factor * cell.coefficient);
}

inline void SolverImplementation::addToLevelCost(Level& level, Symbol symbol, double change) {
  // One walk of the symbol's costs finds its entry at `level` or the place for one; what follows
  // is `setLevelCoefficient` and `storeLevelCoefficient` on that entry, number for number (a pivot
  // runs this for every cell of its row at every level it touches: the walks were half its cost).
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
  // may enter, and whether the solution is optimal, then turns on it (see Arbiter.cpp).
  if (!zero && std::fabs(value) <= doubtfulCost * std::max(1.0, scale)) costInDoubt_ = true;
  double stored = zero ? 0.0 : value;
  if (previous == stored) return;
  // A symbol appended in the transaction goes with it, its coefficients too (see the rollback). An
  // entry journaled under the innermost savepoint (or one inside it that committed) has the value
  // that savepoint started from in the journal already: a pivot changes the same costs again and
  // again.
  std::uint64_t journaledIn = 0;
  if (transaction_ != 0 && symbol < symbolsAtTransactionStart_) {
    if (entry != nullptr && entry->journaledIn >= savedFloor_) {
      journaledIn = entry->journaledIn;
    } else {
      levelChanges_.push_back({&level, symbol, previous, static_cast<float>(storedMagnitude)});
      journaledIn = transaction_;
    }
  }
  if (entry == nullptr) {
    // `stored` is not 0 here: it differs from the absent entry's 0.
    double bound = std::max(std::max(storedMagnitude, magnitude), std::fabs(stored));
    insertLevelCost(level, symbol, position, stored, bound);
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
  // candidate, as `isLexicographicallyNegative` would find, without its walk.
  const std::vector<LevelCost>& after = costs_[symbol];
  if (!after.empty() && after.front().coefficient > 0 && costOf(after.front()) != 0) return;
  noteObjectiveChange(symbol);
}

inline void SolverImplementation::addRowToArtificial(const Row& row, double factor) {
  CLAYOUT_ASSERT(artificial_ != nullptr);
  if (row.constant != 0) {
    addToConstant(*artificial_, factor * row.constant, std::fabs(factor) * row.magnitude);
    snapToZero(*artificial_);
  }
  mergeCells(
      artificial_->cells, row.cells, factor, scratch_, [](Symbol) {}, [](Symbol) {});
}

}  // namespace clayout::internal
