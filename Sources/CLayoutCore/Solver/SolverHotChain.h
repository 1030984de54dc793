// SolverHotChain.h — the inline steps of the hot chain: each part's edit with the save that
// precedes it (internal; included at the end of SolverImplementation.h).
//
// These are the inner steps of pivot → substitute → addToRow → mergeCells (Simplex.cpp) and of a
// drag's shift (Edits.cpp), and are used across the solver's files: a call into another
// translation unit in the middle of that chain would cost every pivot of every workload.
#pragma once

// Included by SolverImplementation.h after the class: not on its own.

namespace clayout::internal {

inline void SolverImplementation::saveRow(RowIndex index) {
  editColumns_.noteCellsChange();
  if (changes_.isNoting()) [[unlikely]]
    changes_.noteRow(index, tableau_);
  if (journal_.isOpen()) journal_.saveRow(tableau_, index);
  if (range_.isWatchingRows()) [[unlikely]]
    range_.noteRow(index);
}

[[gnu::always_inline]] inline void SolverImplementation::saveRowConstant(RowIndex index) {
  if (changes_.isNoting()) [[unlikely]]
    changes_.noteRow(index, tableau_);
  if (journal_.isOpen()) journal_.saveRowConstant(tableau_, index);
}

inline void SolverImplementation::setBasicRow(Symbol symbol, RowIndex index) {
  tableau_.setBasicRow(symbol, index);
  VariableTable::Slot slot = tableau_.symbol(symbol).variable;
  if (slot != VariableTable::noSlot && variables_[slot].symbol == symbol) variables_[slot].row = index;
}

inline void SolverImplementation::addToRow(RowIndex index, const Row& other, double factor) {
  saveRow(index);
  if (tableau_.addToRow(index, other, factor)) recomputeConstant(index);
}

inline void SolverImplementation::addCellToRow(RowIndex index, Symbol symbol, double coefficient) {
  saveRow(index);
  tableau_.addCellToRow(index, symbol, coefficient);
}

inline void SolverImplementation::removeCellFromRow(RowIndex index, Symbol symbol) {
  saveRow(index);
  tableau_.removeCellFromRow(index, symbol);
}

inline void SolverImplementation::setRowCells(RowIndex index, const std::vector<Cell>& cells) {
  saveRow(index);
  tableau_.setRowCells(index, cells);
}

inline double SolverImplementation::solveRowFor(RowIndex index, Symbol symbol) {
  saveRow(index);
  return tableau_.solveRowFor(index, symbol);
}

[[gnu::always_inline]] inline void SolverImplementation::shiftRowConstant(RowIndex index, double change) {
  if (tableau_.shiftRowConstant(index, change)) [[unlikely]]
    recomputeConstant(index);
}

inline void SolverImplementation::setLevelCoefficient(Level& level, Symbol symbol, double value,
                                                      double operandMagnitude) {
  if (objective_.setCoefficient(level, symbol, value, operandMagnitude, journal_))
    noteObjectiveChange(symbol);
}

inline void SolverImplementation::addToLevelCost(Level& level, Symbol symbol, double change) {
  Objective::CostUpdate update = objective_.addToCost(level, symbol, change, journal_);
  if (update.inDoubt) certification_.noteCostInDoubt();
  if (update.mayEnter) noteObjectiveChange(symbol);
}

inline void SolverImplementation::addToLevel(Level& level, const Row& row, double factor) {
  // A plain sum: snapping a cancellation to 0 here (1e16 - 24, then - 1e16) would lose a true -24
  // that the next substitution's +24 would leave as a constant of 24 over errors of 0. The change carries
  // the row's magnitude (a row constant of 1.1 may be the rounding of 1e15s); the drift test of
  // `Objective::setCoefficient` sees the cancellation and has the constant computed afresh.
  addToLevelConstant(level, row, factor);
  for (const Cell& cell : row.cells) addToLevelCost(level, cell.symbol, factor * cell.coefficient);
}

inline void SolverImplementation::addToLevelConstant(Level& level, const Row& row, double factor) {
  double previousConstant = level.constantTerm;
  double constantChange = factor * row.constant;
  setLevelCoefficient(
      level, noSymbol, previousConstant + constantChange,
      std::max({std::fabs(previousConstant), std::fabs(constantChange), std::fabs(factor) * row.magnitude}));
}

[[gnu::always_inline]] inline void SolverImplementation::noteIfInfeasible(RowIndex index) {
  const Row& row = tableau_.row(index);
  if (Tableau::rowIsInfeasible(row)) infeasibleRows_.push_back(row.basic);
}

}  // namespace clayout::internal
