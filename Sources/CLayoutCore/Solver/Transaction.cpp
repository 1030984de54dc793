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
// ## Nested transactions
//
// A host may open a transaction of its own around several calls (`Solver::beginTransaction`):
// the layout engine does, so that a refused call of its own, made of several solver calls, leaves
// the solver in the very basis it had, not in another of an ambiguous layout's equally good
// solutions. Transactions therefore nest: each open one is a *savepoint* on
// `savepoints_`, which remembers how long every journal was when it began. A call's own
// transaction inside the host's is one more savepoint. Rolling one back undoes the journals'
// entries after its marks; committing an inner one keeps them for the enclosing one (its releases
// too), and only the outermost commit drops the journal and performs the releases.
//
// Each savepoint has its own number, so a row is saved again at its first change inside it: a
// rollback restores, for each row, its *earliest* copy after the mark, which is the row as the
// savepoint found it. A row's stamp is the number under which it was last saved; numbers grow,
// so a stamp at least the innermost savepoint's first number means a save inside it already.
// When an inner savepoint commits, its saves of rows the enclosing one had saved before are
// dropped (`compactInnerSaves`): the enclosing rollback takes the earlier ones anyway, and a
// host transaction around many calls keeps one copy of a row, not one per call. A row whose constant alone
// changes (every row an edit moves, frame after frame) saves only its constant and magnitude, in a journal of
// its own with no copy of its cells
// (`savedConstants_`), and an edit's shift saves the constants of all the rows it moves as one
// block (`constantBlocks_`, 16 bytes a row: a drag's frame inside a host's transaction saves every
// row the edit moves). A row's cells come back from its earliest full copy after the mark (none:
// they did not change), its constant and magnitude from its earliest save of any kind, in the
// order `journalSequence_` numbers them.
//
// Level costs follow the same rule: each carries the number under which it was last journaled
// (`LevelCost::journaledIn`), so a pivot that changes a cost again inside one savepoint journals
// nothing, and a rollback, which stores the earlier values, clears the numbers. A full copy of a
// row keeps its cells in `savedCells_`, one buffer for every copy, kept from one transaction to
// the next.
//
// What the innermost transaction made itself needs no entry for its later changes: a rollback
// truncates the symbols appended since it began (with their costs and marker owners) and releases
// the records registered since (their registration's entry), whatever became of them. So a new
// variable's use count, a new symbol's dependents or marker owner, and a new record's marker and
// definition change unjournaled (`isNewInTransaction`, by symbol index and record sequence, both
// kept per savepoint); a batch activated inside the layout engine's transaction journals about
// four entries a constraint instead of seven. A definition detached from an older record waits in
// `detachedDefinitions_` for its entry to move it back.
//
// A change that begins on an empty solver outside any transaction opens none: the solver is
// pristine then (see `resetIfEmpty`), so a failure is undone by a reset, and building a whole
// layout in one batch costs no copies (`discardChange`).
#include <algorithm>
#include <functional>

#include "SolverImplementation.h"

namespace clayout::internal {

void SolverImplementation::beginTransaction() {
  Savepoint mark;
  mark.enclosingTransaction = transaction_;
  mark.enclosingSymbolsAtStart = symbolsAtTransactionStart_;
  mark.enclosingSequenceAtStart = sequenceAtTransactionStart_;
  mark.undo = undo_.size();
  mark.savedRows = savedRows_.size();
  mark.savedCells = savedCells_.size();
  mark.savedConstants = savedConstants_.size();
  mark.constantBlocks = constantBlocks_.size();
  mark.blockConstants = blockConstants_.size;
  mark.levelChanges = levelChanges_.size();
  mark.symbolReleases = pendingSymbolReleases_.size();
  mark.rowReleases = pendingRowReleases_.size();
  mark.levelReleases = pendingLevelReleases_.size();
  mark.recordReleases = pendingRecordReleases_.size();
  mark.valuesNearRange = valuesNearRange_;
  mark.stateVersion = stateVersion_;
  transaction_ = nextTransaction_++;
  mark.firstNumber = transaction_;
  savepoints_.push_back(mark);
  savedFloor_ = transaction_;
  symbolsAtTransactionStart_ = symbols_.size();
  sequenceAtTransactionStart_ = nextSequence_;
}

void SolverImplementation::saveRowInTransaction(RowIndex index) {
  Row& row = rows_[index];
  if (row.savedInTransaction >= savedFloor_) return;
  savedRows_.push_back(SavedRow{row.basic, row.basicKind, static_cast<std::uint32_t>(row.cells.size()),
                                savedCells_.size(), row.constant, row.magnitude, journalSequence_++,
                                row.savedInTransaction});
  savedCells_.insert(savedCells_.end(), row.cells.begin(), row.cells.end());
  row.savedInTransaction = transaction_;
  savedRowIndices_.push_back(index);
}

const std::vector<RowIndex>& SolverImplementation::changedRows() {
  changedRows_.clear();
  if (savepoints_.empty()) return changedRows_;
  const Savepoint& mark = savepoints_.back();
  changedRows_.assign(savedRowIndices_.begin() + static_cast<std::ptrdiff_t>(mark.savedRows),
                      savedRowIndices_.end());
  for (std::size_t i = mark.savedConstants; i < savedConstants_.size(); ++i)
    changedRows_.push_back(savedConstants_[i].index);
  for (std::size_t i = mark.constantBlocks; i < constantBlocks_.size(); ++i)
    for (const EditColumn::Entry& entry : *constantBlocks_[i].rows) changedRows_.push_back(entry.row);
  return changedRows_;
}

void SolverImplementation::commitTransaction(bool exactCacheFollows) {
  CLAYOUT_ASSERT(!savepoints_.empty());
  Savepoint mark = savepoints_.back();
  savepoints_.pop_back();
  noteChange(exactCacheFollows);
  if (!savepoints_.empty()) {
    // An inner transaction: its changes, and their journal, now belong to the enclosing one,
    // but for the saves the enclosing one holds already. The savepoint's number stays: it is
    // above the enclosing one's floor, so the rows saved under it are not saved again.
    symbolsAtTransactionStart_ = mark.enclosingSymbolsAtStart;
    sequenceAtTransactionStart_ = mark.enclosingSequenceAtStart;
    compactInnerSaves(mark);
    savedFloor_ = savepoints_.back().firstNumber;
    return;
  }
  transaction_ = 0;
  savedFloor_ = 0;
  // The changes are final: stale level constants are computed afresh before levels go.
  settleLevelConstants();
  undo_.clear();
  savedRowIndices_.clear();
  savedRows_.clear();
  // The buffer stays for the next transaction, unless one far larger than this one left it.
  if (savedCells_.capacity() > 2 * std::max<std::size_t>(savedCells_.size(), 1 << 16)) {
    std::vector<Cell>().swap(savedCells_);
  } else {
    savedCells_.clear();
  }
  savedConstants_.clear();
  constantBlocks_.clear();
  blockConstants_.size = 0;
  levelChanges_.clear();
  detachedDefinitions_.clear();
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
  releaseChangeMarks();
  resetIfEmpty();  // a host's transaction may have removed everything
}

void SolverImplementation::restoreRows(const Savepoint& mark) {
  // Per row, its earliest full copy after the mark (its cells and basic symbol then; none: they
  // did not change), and its earliest save of any kind (its constant and magnitude then), by the
  // saves' sequence numbers. Marked by a fresh stamp.
  if (rollbackMarks_.size() < rows_.size()) {
    rollbackMarks_.resize(rows_.size(), 0);
    rollbackSlots_.resize(rows_.size());
  }
  if (++rollbackMark_ == 0) {
    std::fill(rollbackMarks_.begin(), rollbackMarks_.end(), 0);
    rollbackMark_ = 1;
  }
  constexpr std::size_t none = SIZE_MAX;
  constexpr std::uint64_t never = UINT64_MAX;
  std::vector<RowIndex> touched;
  auto slot = [&](RowIndex index) -> RollbackSlot& {
    RollbackSlot& entry = rollbackSlots_[index];
    if (rollbackMarks_[index] != rollbackMark_) {
      rollbackMarks_[index] = rollbackMark_;
      entry = RollbackSlot{none, never, 0, 0};
      touched.push_back(index);
    }
    return entry;
  };
  auto offer = [](RollbackSlot& entry, std::uint64_t sequence, double constant, double magnitude) {
    if (sequence < entry.sequence) {
      entry.sequence = sequence;
      entry.constant = constant;
      entry.magnitude = magnitude;
    }
  };
  for (std::size_t i = mark.savedRows; i < savedRowIndices_.size(); ++i) {
    RollbackSlot& entry = slot(savedRowIndices_[i]);
    const SavedRow& saved = savedRows_[i];
    if (entry.cells == none) entry.cells = i;  // the copies are in the order they were made
    offer(entry, saved.sequence, saved.constant, saved.magnitude);
  }
  for (std::size_t i = mark.savedConstants; i < savedConstants_.size(); ++i) {
    const SavedConstant& saved = savedConstants_[i];
    offer(slot(saved.index), saved.sequence, saved.constant, saved.magnitude);
  }
  for (std::size_t i = mark.constantBlocks; i < constantBlocks_.size(); ++i) {
    const ConstantBlock& block = constantBlocks_[i];
    const double* saved = blockConstants_.values.get() + block.first;  // constant, magnitude
    for (std::size_t k = 0; k < block.rows->size(); ++k)
      offer(slot((*block.rows)[k].row), block.sequence, saved[2 * k], saved[2 * k + 1]);
  }
  // Rows whose cells come back: unlink every one, then put the saved contents back (two passes: a
  // basic symbol may move between them).
  for (RowIndex index : touched) {
    if (rollbackSlots_[index].cells == none) continue;
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
  for (RowIndex index : touched) {
    Row& row = rows_[index];
    const RollbackSlot& entry = rollbackSlots_[index];
    if (entry.cells != none) {
      const SavedRow& saved = savedRows_[entry.cells];
      row.basic = saved.basic;
      row.basicKind = saved.basicKind;
      auto first = savedCells_.begin() + static_cast<std::ptrdiff_t>(saved.firstCell);
      row.cells.assign(first, first + saved.cellCount);
      if (row.isPresent()) {
        symbols_[row.basic].row = index;
        ++rowCount_;
      }
      for (const Cell& cell : row.cells) columnInsert(cell.symbol, index);
    }
    row.constant = entry.constant;
    row.magnitude = entry.magnitude;
    row.savedInTransaction = 0;
    row.constantSavedInTransaction = 0;
  }
}

void SolverImplementation::compactInnerSaves(const Savepoint& inner) {
  // The enclosing transaction saved nothing before the inner one began (a host's transaction
  // around one call, the layout engine's): no inner save repeats one of its saves. Rows restored
  // by a rolled-back savepoint have their stamps cleared, so none names a save that is gone.
  const Savepoint& enclosing = savepoints_.back();
  if (enclosing.savedRows == inner.savedRows && enclosing.savedConstants == inner.savedConstants) return;
  const std::uint64_t enclosingFloor = enclosing.firstNumber;
  std::size_t kept = inner.savedRows;
  for (std::size_t i = inner.savedRows; i < savedRows_.size(); ++i) {
    // A copy's previous stamp at least the enclosing floor means an earlier full copy inside the
    // enclosing transaction. The dropped copies' cells stay in the buffer until a commit or a
    // rollback of the enclosing transaction.
    if (savedRows_[i].previousStamp >= enclosingFloor) continue;
    if (kept != i) {
      savedRowIndices_[kept] = savedRowIndices_[i];
      savedRows_[kept] = savedRows_[i];
    }
    ++kept;
  }
  savedRowIndices_.resize(kept);
  savedRows_.resize(kept);
  std::size_t keptConstants = inner.savedConstants;
  for (std::size_t i = inner.savedConstants; i < savedConstants_.size(); ++i) {
    if (savedConstants_[i].previous >= enclosingFloor) continue;
    savedConstants_[keptConstants++] = savedConstants_[i];
  }
  savedConstants_.resize(keptConstants);
}

void SolverImplementation::rollbackTransaction() {
  CLAYOUT_ASSERT(!savepoints_.empty());
  Savepoint mark = savepoints_.back();
  savepoints_.pop_back();
  ++cellsVersion_;
  noteEveryValueChange();
  rangeCandidates_.clear();
  definedCandidates_.clear();
  restoreRows(mark);
  for (std::size_t i = levelChanges_.size(); i-- > mark.levelChanges;) {
    const LevelChange& change = levelChanges_[i];
    storeLevelCoefficient(*change.level, change.symbol, change.previous, change.previousMagnitude);
  }
  std::vector<std::function<void()>> undo(
      std::make_move_iterator(undo_.begin() + static_cast<std::ptrdiff_t>(mark.undo)),
      std::make_move_iterator(undo_.end()));
  undo_.resize(mark.undo);
  for (auto step = undo.rbegin(); step != undo.rend(); ++step) (*step)();
  // Last, the symbols appended in the transaction, their objective coefficients and the records
  // their markers had (none of which the journal restores: see `isNewInTransaction`).
  symbols_.resize(symbolsAtTransactionStart_);
  if (costs_.size() > symbolsAtTransactionStart_) costs_.resize(symbolsAtTransactionStart_);
  if (markerOwners_.size() > symbolsAtTransactionStart_) markerOwners_.resize(symbolsAtTransactionStart_);
  // The rows were put back above before the variables were: copy their rows over again.
  variables_.forEach([this](VariableTable::Entry& entry) { entry.row = symbols_[entry.symbol].row; });
  transaction_ = savepoints_.empty() ? 0 : mark.enclosingTransaction;
  savedFloor_ = savepoints_.empty() ? 0 : savepoints_.back().firstNumber;
  if (savepoints_.empty()) {
    releaseChangeMarks();
    detachedDefinitions_.clear();  // every entry that named one has run
  }
  symbolsAtTransactionStart_ = mark.enclosingSymbolsAtStart;
  sequenceAtTransactionStart_ = mark.enclosingSequenceAtStart;
  savedRowIndices_.resize(mark.savedRows);
  savedRows_.resize(mark.savedRows);
  savedCells_.resize(mark.savedCells);
  savedConstants_.resize(mark.savedConstants);
  constantBlocks_.resize(mark.constantBlocks);
  blockConstants_.size = mark.blockConstants;
  levelChanges_.resize(mark.levelChanges);
  pendingRowReleases_.resize(mark.rowReleases);
  pendingSymbolReleases_.resize(mark.symbolReleases);
  pendingLevelReleases_.resize(mark.levelReleases);
  pendingRecordReleases_.resize(mark.recordReleases);
  valuesNearRange_ = mark.valuesNearRange;
  artificial_.reset();
  // Before the transaction the solution was optimal and feasible: nothing can enter or leave.
  enteringCandidates_.clear();
  infeasibleRows_.clear();
  ++valueEpoch_;
  // A tableau kept by the arbiter within the transaction, or one that followed a change made in
  // it, is no longer the solver's. One in step at the start, when no change was kept since (the
  // version did not move), is the solver's again.
  if (stateVersion_ != mark.stateVersion || !exactCacheInStep()) {
    ++stateVersion_;
    exactCache_.reset();
  }
}

bool SolverImplementation::commitHostTransaction() {
  if (savepoints_.empty()) return false;
  // Every call inside made its own commit or note (`noteChange`): a kept exact tableau still in
  // step followed each of them.
  commitTransaction(true);
  return true;
}

bool SolverImplementation::rollbackHostTransaction() {
  if (savepoints_.empty()) return false;
  rollbackTransaction();
  return true;
}

void SolverImplementation::releaseChangeMarks() {
  for (const auto& data : changedData_)
    if (data->changedIn == this) data->changedIn = nullptr;
  changedData_.clear();
}

SolverImplementation::~SolverImplementation() { releaseChangeMarks(); }

void SolverImplementation::discardChange(bool pristine) {
  if (pristine) {
    reset();
  } else {
    rollbackTransaction();
  }
}

bool SolverImplementation::isPristine() const {
  return savepoints_.empty() && constraints_.empty() && edits_.empty();
}

}  // namespace clayout::internal
