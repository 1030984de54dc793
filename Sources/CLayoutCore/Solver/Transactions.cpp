// Transactions.cpp — begin, commit and roll back across the parts: errors leave the solver as it
// was (the journal and its essay are in Journal.h).
#include <algorithm>
#include <vector>

#include "SolverImplementation.h"

namespace clayout::internal {

void SolverImplementation::beginTransaction() {
  journal_.begin(tableau_.symbolSlots(), records_.nextSequence(), {range_.isNearRange(), arbiter_.version()});
}

void SolverImplementation::commitTransaction(bool exactFollows) {
  Journal::Savepoint mark = journal_.pop();
  arbiter_.noteChange(exactFollows);
  if (journal_.depth() != 0) {
    journal_.commitInner(mark);
    return;
  }
  journal_.closeOutermost();
  // The changes are final: stale level constants are computed afresh before levels go.
  settleLevelConstants();
  definitions_.forgetDetached();
  for (RowIndex index : journal_.deferredRows()) tableau_.freeRow(index);
  for (Symbol symbol : journal_.deferredSymbols()) releaseSymbol(symbol);
  for (ConstraintRecord* record : journal_.deferredRecords()) records_.release(*record);
  std::vector<Level*> levels(journal_.deferredLevels().begin(), journal_.deferredLevels().end());
  journal_.clearDeferred();
  std::sort(levels.begin(), levels.end());
  levels.erase(std::unique(levels.begin(), levels.end()), levels.end());
  for (Level* level : levels) {
    if (level->users == 0) releaseLevelUse(level);
  }
  releaseChangeMarks();
  resetIfEmpty();  // a host's transaction may have removed everything
}

void SolverImplementation::rollbackTransaction() {
  Journal::Savepoint mark = journal_.pop();
  editColumns_.noteCellsChange();
  changes_.noteEveryValueChange();
  range_.clearCandidates();
  journal_.restoreRows(mark, tableau_);
  std::span<const Journal::CostChange> costs = journal_.costChangesSince(mark);
  for (auto change = costs.rbegin(); change != costs.rend(); ++change)
    objective_.storeCoefficient(*change->level, change->symbol, change->previous, change->previousMagnitude);
  journal_.undoSince(mark);
  // Last, the symbols appended in the transaction, their objective coefficients and the records
  // their markers had (none of which the journal restores: see `Journal::isNewSymbol`).
  std::size_t symbolsAtStart = journal_.symbolsAtStart();
  tableau_.truncateSymbols(symbolsAtStart);
  objective_.truncateCosts(symbolsAtStart);
  records_.truncateMarkerOwners(symbolsAtStart);
  // The rows were put back above before the variables were: copy their rows over again.
  variables_.forEach([this](VariableTable::Entry& entry) { entry.row = tableau_.symbol(entry.symbol).row; });
  journal_.finishRollback(mark);
  if (journal_.depth() == 0) {
    releaseChangeMarks();
    definitions_.forgetDetached();  // every step that named one has run
  }
  range_.restoreNearRange(mark.kept.valuesNearRange);
  objective_.endPhaseOne();
  // Before the transaction the solution was optimal and feasible: nothing can enter or leave.
  enteringCandidates_.clear();
  infeasibleRows_.clear();
  definitions_.invalidateValues();
  arbiter_.rollBackTo(mark.kept.stateVersion);
}

bool SolverImplementation::commitHostTransaction() {
  if (journal_.depth() == 0) return false;
  // Every call inside made its own commit or note: a kept exact tableau still in step followed
  // each of them.
  commitTransaction(true);
  return true;
}

bool SolverImplementation::rollbackHostTransaction() {
  if (journal_.depth() == 0) return false;
  rollbackTransaction();
  return true;
}

SolverImplementation::~SolverImplementation() { releaseChangeMarks(); }

void SolverImplementation::discardChange(bool pristine) {
  if (pristine) {
    reset();
  } else {
    rollbackTransaction();
  }
}

void SolverImplementation::resetIfEmpty() {
  // With no constraint and no edit left every row and symbol is gone; dropping the free lists
  // too makes the empty solver pristine, as if new. Not inside a host's transaction, whose
  // journal must stay: its outermost commit comes here again.
  if (isPristine()) reset();
}

}  // namespace clayout::internal
