// Lifetimes.cpp — symbols, rows, objective levels and variables made and released, each part's
// storage with the journal entry that undoes it.
#include <vector>

#include "SolverImplementation.h"

namespace clayout::internal {

Symbol SolverImplementation::newSymbol(SymbolKind kind) {
  bool reused = false;
  Symbol symbol = tableau_.newSymbol(kind, reused);
  // Symbols appended in a transaction are dropped together when it rolls back: no entry each.
  if (reused) journal([this, symbol] { tableau_.freeSymbol(symbol); });
  return symbol;
}

void SolverImplementation::releaseSymbol(Symbol symbol) {
  if (journal_.isOpen()) {
    journal_.deferSymbolRelease(symbol);
    return;
  }
  objective_.clearCosts(symbol);
  definitions_.forgetUsers(symbol, records_);
  tableau_.freeSymbol(symbol);
}

RowIndex SolverImplementation::newRow() {
  RowIndex index = tableau_.newRow();
  // Undone by freeing the slot rather than shrinking the vector: stale column entries may still
  // name it. Row indices are invisible outside (rows are known by their basic symbol).
  journal([this, index] { tableau_.freeRow(index); });
  saveRow(index);
  return index;
}

void SolverImplementation::releaseRow(RowIndex index) {
  saveRow(index);
  Symbol basic = tableau_.emptyRow(index);
  if (basic != noSymbol) setBasicRow(basic, noRow);  // the variable's copy too
  if (journal_.isOpen()) {
    journal_.deferRowRelease(index);
  } else {
    tableau_.freeRow(index);
  }
}

Level* SolverImplementation::levelFor(double priority) {
  Level* level = objective_.levelFor(priority, journal_);
  objective_.addUser(level, journal_);
  return level;
}

void SolverImplementation::releaseLevelUse(Level* level) {
  if (objective_.removeUser(level, journal_) > 0) return;
  if (journal_.isOpen()) {
    journal_.deferLevelRelease(level);
    return;
  }
  objective_.eraseLevel(level);
}

Symbol SolverImplementation::symbolForVariable(const Variable& variable) {
  VariableTable::Slot slot = variables_.find(variable);
  if (slot == VariableTable::noSlot) {
    Symbol symbol = newSymbol(SymbolKind::external);
    slot = variables_.insert(variable, symbol);
    tableau_.setVariableSlot(symbol, slot);
    journal([this, slot] { variables_.erase(slot); });
  }
  ++variables_[slot].uses;
  // A variable new in the transaction goes with its symbol: its entry is erased on rollback.
  if (!journal_.isNewSymbol(variables_[slot].symbol)) journal([this, slot] { --variables_[slot].uses; });
  return variables_[slot].symbol;
}

void SolverImplementation::releaseVariableUse(const Variable& variable) {
  VariableTable::Slot slot = variables_.find(variable);
  VariableTable::Entry& entry = variables_[slot];
  --entry.uses;
  journal([this, slot] { ++variables_[slot].uses; });
  if (entry.uses > 0) return;
  purgeSymbol(entry.symbol);
  VariableTable::Entry saved = variables_.erase(slot);
  if (changes_.isNoting()) [[unlikely]]
    changes_.noteDeparture(saved.variable, variables_.size());
  if (journal_.isOpen()) {
    journal([this, slot, saved] { variables_.restore(slot, saved); });
  }
}

void SolverImplementation::purgeSymbol(Symbol symbol) {
  // The symbol's constraints are gone, so its coefficients left in rows are rounding residue.
  if (tableau_.symbol(symbol).row != noRow) releaseRow(tableau_.symbol(symbol).row);
  const RowList& held = tableau_.symbol(symbol).column;
  std::vector<RowIndex> column(held.begin(), held.end());
  for (RowIndex index : column) removeCellFromRow(index, symbol);
  for (const LevelCost& cost : objective_.copyOfCosts(symbol)) setLevelCoefficient(*cost.level, symbol, 0);
  releaseSymbol(symbol);
}

void SolverImplementation::setMarkerOwner(Symbol marker, const ConstraintRecord* record) {
  const ConstraintRecord* previous = records_.setMarkerOwner(marker, record, tableau_.symbolSlots());
  // A marker appended in the transaction needs no entry: the rollback truncates the owners with
  // the symbols. Another new marker has no owner before: its undo then captures 16 bytes, which
  // a std::function holds without a heap block.
  if (journal_.isNewSymbol(marker)) return;
  if (previous == nullptr) {
    journal([this, marker] { records_.restoreMarkerOwner(marker, nullptr); });
  } else {
    journal([this, marker, previous] { records_.restoreMarkerOwner(marker, previous); });
  }
}

}  // namespace clayout::internal
