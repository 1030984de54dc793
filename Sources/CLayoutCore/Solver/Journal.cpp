// Journal.cpp — savepoints, row saves and their restoration (the essay is in Journal.h).
#include "Journal.h"

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

namespace clayout::internal {

namespace {

/// Whether `buffer` holds more than twice what this transaction used and more than 64 KiB.
template <typename T>
bool isOversized(const std::vector<T>& buffer) {
  constexpr std::size_t modest = (std::size_t{1} << 16) / sizeof(T);
  return buffer.capacity() > 2 * std::max(buffer.size(), modest);
}

/// Empties `buffer`; gives its storage back when `shrink` and it is oversized (`isOversized`).
template <typename T>
void empty(std::vector<T>& buffer, bool shrink) {
  if (shrink && isOversized(buffer)) {
    std::vector<T>().swap(buffer);
  } else {
    buffer.clear();
  }
}

}  // namespace

void Journal::begin(std::size_t symbolSlots, std::uint64_t nextSequence, Kept kept) {
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
  mark.costChanges = costChanges_.size();
  mark.symbolReleases = pendingSymbolReleases_.size();
  mark.rowReleases = pendingRowReleases_.size();
  mark.levelReleases = pendingLevelReleases_.size();
  mark.recordReleases = pendingRecordReleases_.size();
  mark.kept = kept;
  transaction_ = nextTransaction_++;
  mark.firstNumber = transaction_;
  savepoints_.push_back(mark);
  savedFloor_ = transaction_;
  symbolsAtTransactionStart_ = symbolSlots;
  sequenceAtTransactionStart_ = nextSequence;
}

void Journal::saveRow(Tableau& tableau, RowIndex index) {
  Row::JournalStamps& stamps = tableau.stamps(index);
  if (stamps.whole >= savedFloor_) return;
  const Row& row = tableau.row(index);
  savedRows_.push_back(SavedRow{row.basic, row.basicKind, static_cast<std::uint32_t>(row.cells.size()),
                                savedCells_.size(), row.constant, row.magnitude, journalSequence_++,
                                stamps.whole});
  savedCells_.insert(savedCells_.end(), row.cells.begin(), row.cells.end());
  stamps.whole = transaction_;
  savedRowIndices_.push_back(index);
}

const std::vector<RowIndex>& Journal::changedRows() {
  changedRows_.clear();
  if (savepoints_.empty()) return changedRows_;
  const Savepoint& mark = savepoints_.back();
  changedRows_.assign(savedRowIndices_.begin() + static_cast<std::ptrdiff_t>(mark.savedRows),
                      savedRowIndices_.end());
  for (std::size_t i = mark.savedConstants; i < savedConstants_.size(); ++i)
    changedRows_.push_back(savedConstants_[i].index);
  for (std::size_t i = mark.constantBlocks; i < constantBlocks_.size(); ++i)
    for (const ColumnEntry& entry : *constantBlocks_[i].rows) changedRows_.push_back(entry.row);
  return changedRows_;
}

std::size_t Journal::saveCount() const {
  std::size_t saves = savedRows_.size() + savedConstants_.size();
  for (const ConstantBlock& block : constantBlocks_) saves += block.rows->size();
  return saves;
}

void Journal::commitInner(const Savepoint& inner) {
  // Its changes, and their journal, now belong to the enclosing transaction, but for the saves
  // the enclosing one holds already. The savepoint's number stays: it is above the enclosing
  // one's floor, so the rows saved under it are not saved again.
  symbolsAtTransactionStart_ = inner.enclosingSymbolsAtStart;
  sequenceAtTransactionStart_ = inner.enclosingSequenceAtStart;
  compactInnerSaves(inner);
  savedFloor_ = savepoints_.back().firstNumber;
}

void Journal::closeOutermost() {
  transaction_ = 0;
  savedFloor_ = 0;
  // The buffers stay for the next transaction, unless a run of transactions far smaller than
  // them left them (`oversizedCloses_`): a long-lived solver gives back what a burst of large
  // calls took.
  bool oversized = isOversized(undo_) || isOversized(savedRowIndices_) || isOversized(savedRows_) ||
                   isOversized(savedCells_) || isOversized(savedConstants_) || isOversized(constantBlocks_) ||
                   isOversized(costChanges_);
  oversizedCloses_ = oversized ? oversizedCloses_ + 1 : 0;
  bool shrink = oversizedCloses_ >= closesBeforeShrinking;
  if (shrink) oversizedCloses_ = 0;
  empty(undo_, shrink);
  empty(savedRowIndices_, shrink);
  empty(savedRows_, shrink);
  empty(savedCells_, shrink);
  empty(savedConstants_, shrink);
  empty(constantBlocks_, shrink);
  blockConstants_.size = 0;
  empty(costChanges_, shrink);
}

void Journal::restoreRows(const Savepoint& mark, Tableau& tableau) {
  // Per row, its earliest full copy after the mark (its cells and basic symbol then; none: they
  // did not change), and its earliest save of any kind (its constant and magnitude then), by the
  // saves' sequence numbers. Marked by a fresh stamp.
  if (rollbackMarks_.size() < tableau.rowSlots()) {
    rollbackMarks_.resize(tableau.rowSlots(), 0);
    rollbackSlots_.resize(tableau.rowSlots());
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
    if (rollbackSlots_[index].cells != none) tableau.unlinkForRestore(index);
  }
  for (RowIndex index : touched) {
    const RollbackSlot& entry = rollbackSlots_[index];
    if (entry.cells != none) {
      const SavedRow& saved = savedRows_[entry.cells];
      tableau.relinkRestored(index, saved.basic, saved.basicKind,
                             std::span<const Cell>(savedCells_.data() + saved.firstCell, saved.cellCount));
    }
    tableau.restoreConstant(index, entry.constant, entry.magnitude);
  }
}

void Journal::compactInnerSaves(const Savepoint& inner) {
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

void Journal::undoSince(const Savepoint& mark) {
  std::vector<std::function<void()>> undo(
      std::make_move_iterator(undo_.begin() + static_cast<std::ptrdiff_t>(mark.undo)),
      std::make_move_iterator(undo_.end()));
  undo_.resize(mark.undo);
  for (auto step = undo.rbegin(); step != undo.rend(); ++step) (*step)();
}

void Journal::finishRollback(const Savepoint& mark) {
  transaction_ = savepoints_.empty() ? 0 : mark.enclosingTransaction;
  savedFloor_ = savepoints_.empty() ? 0 : savepoints_.back().firstNumber;
  symbolsAtTransactionStart_ = mark.enclosingSymbolsAtStart;
  sequenceAtTransactionStart_ = mark.enclosingSequenceAtStart;
  savedRowIndices_.resize(mark.savedRows);
  savedRows_.resize(mark.savedRows);
  savedCells_.resize(mark.savedCells);
  savedConstants_.resize(mark.savedConstants);
  constantBlocks_.resize(mark.constantBlocks);
  blockConstants_.size = mark.blockConstants;
  costChanges_.resize(mark.costChanges);
  pendingRowReleases_.resize(mark.rowReleases);
  pendingSymbolReleases_.resize(mark.symbolReleases);
  pendingLevelReleases_.resize(mark.levelReleases);
  pendingRecordReleases_.resize(mark.recordReleases);
}

void Journal::releaseChangeMarks(const void* owner) {
  for (const auto& data : changedData_)
    if (data->changedIn == owner) data->changedIn = nullptr;
  changedData_.clear();
}

std::string Journal::checkInvariants() const {
  if ((transaction_ == 0) != savepoints_.empty()) return "the journal's transaction and savepoints disagree";
  if (savepoints_.empty()) {
    if (!undo_.empty() || !savedRows_.empty() || !savedConstants_.empty() || !constantBlocks_.empty() ||
        !costChanges_.empty() || !pendingSymbolReleases_.empty() || !pendingRowReleases_.empty() ||
        !pendingLevelReleases_.empty() || !pendingRecordReleases_.empty())
      return "the journal holds entries outside a transaction";
    return {};
  }
  if (savedFloor_ != savepoints_.back().firstNumber)
    return "the journal's floor is not the innermost savepoint's";
  std::size_t undo = 0, rows = 0, constants = 0, costs = 0;
  for (const Savepoint& mark : savepoints_) {
    if (mark.undo < undo || mark.savedRows < rows || mark.savedConstants < constants ||
        mark.costChanges < costs)
      return "a savepoint's marks are below the enclosing one's";
    undo = mark.undo;
    rows = mark.savedRows;
    constants = mark.savedConstants;
    costs = mark.costChanges;
  }
  if (undo > undo_.size() || rows > savedRows_.size() || constants > savedConstants_.size() ||
      costs > costChanges_.size())
    return "a savepoint's marks are beyond the journals";
  if (savedRows_.size() != savedRowIndices_.size())
    return "the journal's saved rows and their slots disagree";
  return {};
}

}  // namespace clayout::internal
