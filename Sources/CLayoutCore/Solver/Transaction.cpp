// Transaction.cpp — begin, commit and roll back: errors leave the solver as it was.
//
// Every call that can fail (adding a required constraint, a batch, an edit, making a constraint
// required, changing a required constraint's constant) runs as a transaction: the first change
// to each row in it saves a copy of the row, every other change records its inverse, and
// releases of symbols, rows and constraint records wait until the commit (a removed record is
// only detached from its constraint until then, so a rollback links the same record again).
// Symbols appended during the transaction need no record: a rollback truncates them, with their
// objective coefficients, after the other steps. A failure rolls all of it back, so the tableau
// (and its dump) is exactly what it was. The explanation of an unsatisfiable constraint is then
// found separately (Explanation.cpp).
//
// A change that begins on an empty solver opens no transaction: the solver is pristine then (see
// `resetIfEmpty`), so a failure is undone by a reset, and building a whole layout in one batch
// costs no copies (`discardChange`).
#include <algorithm>
#include <functional>

#include "SolverImplementation.h"

namespace clayout::internal {

void SolverImplementation::beginTransaction() {
  transaction_ = nextTransaction_++;
  symbolsAtTransactionStart_ = symbols_.size();
}

void SolverImplementation::saveRowInTransaction(RowIndex index) {
  Row& row = rows_[index];
  if (row.savedInTransaction == transaction_) return;
  row.savedInTransaction = transaction_;
  Row copy;
  copy.basic = row.basic;
  copy.basicKind = row.basicKind;
  copy.constant = row.constant;
  copy.magnitude = row.magnitude;
  copy.cells = row.cells;
  savedRowIndices_.push_back(index);
  savedRows_.push_back(std::move(copy));
}

void SolverImplementation::commitTransaction() {
  transaction_ = 0;
  noteChange();
  // The changes are final: stale level constants are computed afresh before levels go.
  settleLevelConstants();
  undo_.clear();
  savedRowIndices_.clear();
  savedRows_.clear();
  levelChanges_.clear();
  for (RowIndex index : pendingRowReleases_) freeRows_.push_back(index);
  pendingRowReleases_.clear();
  for (Symbol symbol : pendingSymbolReleases_) releaseSymbol(symbol);
  pendingSymbolReleases_.clear();
  for (ConstraintRecord* record : pendingRecordReleases_) constraints_.release(*record);
  pendingRecordReleases_.clear();
  std::vector<Level*> levels;
  levels.swap(pendingLevelReleases_);
  std::sort(levels.begin(), levels.end());
  levels.erase(std::unique(levels.begin(), levels.end()), levels.end());
  for (Level* level : levels) {
    if (level->users == 0) releaseLevelUse(level);
  }
}

void SolverImplementation::rollbackTransaction() {
  ++cellsVersion_;
  rangeCandidates_.clear();
  definedCandidates_.clear();
  // Rows first, in two passes: unlink every touched row, then put the saved contents back.
  for (RowIndex index : savedRowIndices_) {
    Row& row = rows_[index];
    if (row.isPresent()) {
      symbols_[row.basic].row = noRow;
      --rowCount_;
    }
    // Entries left in the columns are cleaned lazily; only the counts must be exact.
    for (const Cell& cell : row.cells) {
      --symbols_[cell.symbol].columnCount;
      symbols_[cell.symbol].columnIsDirty = true;
    }
  }
  for (std::size_t i = 0; i < savedRowIndices_.size(); ++i) {
    RowIndex index = savedRowIndices_[i];
    Row& row = rows_[index];
    row.basic = savedRows_[i].basic;
    row.basicKind = savedRows_[i].basicKind;
    row.constant = savedRows_[i].constant;
    row.magnitude = savedRows_[i].magnitude;
    row.cells = std::move(savedRows_[i].cells);
    row.savedInTransaction = 0;
    if (row.isPresent()) {
      symbols_[row.basic].row = index;
      ++rowCount_;
    }
    for (const Cell& cell : row.cells) columnInsert(cell.symbol, index);
  }
  for (auto change = levelChanges_.rbegin(); change != levelChanges_.rend(); ++change) {
    storeLevelCoefficient(*change->level, change->symbol, change->previous, change->previousMagnitude);
  }
  std::vector<std::function<void()>> undo;
  undo.swap(undo_);
  for (auto step = undo.rbegin(); step != undo.rend(); ++step) (*step)();
  // Last, the symbols appended in the transaction, and their objective coefficients.
  symbols_.resize(symbolsAtTransactionStart_);
  if (costs_.size() > symbolsAtTransactionStart_) costs_.resize(symbolsAtTransactionStart_);
  // The rows were put back above before the variables were: copy their rows over again.
  variables_.forEach([this](VariableTable::Entry& entry) { entry.row = symbols_[entry.symbol].row; });
  transaction_ = 0;
  savedRowIndices_.clear();
  savedRows_.clear();
  levelChanges_.clear();
  pendingRowReleases_.clear();
  pendingSymbolReleases_.clear();
  pendingLevelReleases_.clear();
  pendingRecordReleases_.clear();
  artificial_.reset();
  // Before the transaction the solution was optimal and feasible: nothing can enter or leave.
  enteringCandidates_.clear();
  infeasibleRows_.clear();
  ++valueEpoch_;
}

void SolverImplementation::discardChange(bool pristine) {
  if (pristine) {
    reset();
  } else {
    rollbackTransaction();
  }
}

}  // namespace clayout::internal
