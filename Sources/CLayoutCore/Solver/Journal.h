// Journal.h — what a rollback restores: transactions, their savepoints, and the saved rows,
// costs, undo steps and deferred releases (internal).
//
// ## Transactions
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
// solutions. Transactions therefore nest: each open one is a *savepoint* on `savepoints_`, which
// remembers how long every journal was when it began. A call's own transaction inside the host's
// is one more savepoint. Rolling one back undoes the journals' entries after its marks;
// committing an inner one keeps them for the enclosing one (its releases too), and only the
// outermost commit drops the journal and performs the releases.
//
// Each savepoint has its own number, so a row is saved again at its first change inside it: a
// rollback restores, for each row, its *earliest* copy after the mark, which is the row as the
// savepoint found it. A row's stamp is the number under which it was last saved; numbers grow,
// so a stamp at least the innermost savepoint's first number means a save inside it already.
// When an inner savepoint commits, its saves of rows the enclosing one had saved before are
// dropped (`compactInnerSaves`): the enclosing rollback takes the earlier ones anyway, and a host
// transaction around many calls keeps one copy of a row, not one per call. A row whose constant
// alone changes (every row an edit moves, frame after frame) saves only its constant and
// magnitude, in a journal of its own with no copy of its cells (`savedConstants_`), and an edit's
// shift saves the constants of all the rows it moves as one block (`constantBlocks_`, 16 bytes a
// row: a drag's frame inside a host's transaction saves every row the edit moves). A row's cells
// come back from its earliest full copy after the mark (none: they did not change), its constant
// and magnitude from its earliest save of any kind, in the order `journalSequence_` numbers them.
//
// Objective costs follow the same rule: each carries the number under which it was last
// journaled (`LevelCost::journaledIn`), so a pivot that changes a cost again inside one
// savepoint journals nothing, and a rollback, which stores the earlier values, clears the
// numbers. A full copy of a row keeps its cells in `savedCells_`, one buffer for every copy, kept
// from one transaction to the next.
//
// What the innermost transaction made itself needs no entry for its later changes: a rollback
// truncates the symbols appended since it began (with their costs and marker owners) and releases
// the records registered since (their registration's entry), whatever became of them. So a new
// variable's use count, a new symbol's dependents or marker owner, and a new record's marker and
// definition change unjournaled (`isNewSymbol`, `isNewRecord`, by symbol index and record
// sequence, both kept per savepoint); a batch activated inside the layout engine's transaction
// journals about four entries a constraint instead of seven.
//
// A change that begins on an empty solver outside any transaction opens none: the solver is
// pristine then (see `SolverImplementation::resetIfEmpty`), so a failure is undone by a reset,
// and building a whole layout in one batch costs no copies.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <utility>
#include <vector>

#include "CLayoutCore/Solver/Constraint.h"
#include "Row.h"
#include "Symbol.h"
#include "Tableau.h"

namespace clayout::internal {

struct Level;
struct ConstraintRecord;

/// The journal of the open transactions (none open: every journal is empty).
///
/// Owns the savepoints, the saved rows (whole, their constants alone, and edits' blocks of
/// constants), the saved objective costs, the undo steps of every other change, the releases
/// deferred to the outermost commit, and the marks of the constraints a transaction changed.
///
/// Invariants (`checkInvariants`): no transaction open exactly when there is no savepoint, and then
/// every journal is empty; `savedFloor` is the innermost savepoint's first number; each
/// savepoint's marks are within the journals' lengths and at least the enclosing one's.
///
/// The journal saves and restores; what a change means is its owner's. It reads and restores the
/// tableau's rows (`saveRow`, `restoreRows`); the solver applies the saved costs and runs the undo
/// steps it recorded.
class Journal {
 public:
  /// What the solver keeps with a savepoint besides the journals: restored as it was when the
  /// savepoint began, at its rollback.
  struct Kept {
    /// Whether a value of the tableau may be near the range's edge (`ValueRangeWatch`).
    bool valuesNearRange = false;
    /// The solver's state version (`ExactArbiter::version`).
    std::uint64_t stateVersion = 0;
  };
  /// An open transaction: how long each journal was when it began, and what it restores.
  struct Savepoint {
    std::uint64_t enclosingTransaction = 0;
    /// The enclosing transaction's `sequenceAtStart`.
    std::uint64_t enclosingSequenceAtStart = 0;
    /// The number this savepoint began with: every stamp at least this large was written
    /// inside it (or inside one nested in it that was not rolled back).
    std::uint64_t firstNumber = 0;
    std::size_t enclosingSymbolsAtStart = 0;
    std::size_t undo = 0;
    std::size_t savedRows = 0;
    std::size_t savedCells = 0;
    std::size_t savedConstants = 0;
    std::size_t constantBlocks = 0;
    std::size_t blockConstants = 0;
    std::size_t costChanges = 0;
    std::size_t symbolReleases = 0;
    std::size_t rowReleases = 0;
    std::size_t levelReleases = 0;
    std::size_t recordReleases = 0;
    Kept kept;
  };
  /// An objective cost changed in the transaction, with its previous value. Does not own the
  /// level.
  struct CostChange {
    Level* level;
    Symbol symbol;
    double previous;
    float previousMagnitude;
  };

  // MARK: Transactions

  /// Whether a transaction is open.
  bool isOpen() const { return transaction_ != 0; }
  /// How many transactions are open (the host's and, inside a call, the call's own).
  std::size_t depth() const { return savepoints_.size(); }
  /// The innermost open transaction's number (or, after an inner commit, the inner one's), or 0.
  std::uint64_t transaction() const { return transaction_; }
  /// The innermost savepoint's first number (0 with none open): a row or cost whose stamp is at
  /// least this has a save in the innermost transaction's journal already.
  std::uint64_t savedFloor() const { return savedFloor_; }
  /// Whether `symbol` was appended since the innermost open transaction began. A rollback
  /// truncates such symbols with all they hold (their tableau entry, costs and marker owner), so a
  /// change of their own fields needs no journal entry. False outside a transaction.
  bool isNewSymbol(Symbol symbol) const noexcept {
    return transaction_ != 0 && symbol >= symbolsAtTransactionStart_;
  }
  /// Whether the record of insertion number `sequence` was registered since the innermost open
  /// transaction began. A rollback releases it (its registration's entry), so a change of its own
  /// fields needs no entry.
  bool isNewRecord(std::uint64_t sequence) const noexcept {
    return transaction_ != 0 && sequence >= sequenceAtTransactionStart_;
  }
  /// How many symbol slots there were when the innermost transaction began.
  std::size_t symbolsAtStart() const { return symbolsAtTransactionStart_; }

  /// Opens a transaction, inside the open ones if any: `symbolSlots` and `nextSequence` are the
  /// tableau's symbol slots and the next record's insertion number now, `kept` what the solver
  /// keeps with the savepoint.
  void begin(std::size_t symbolSlots, std::uint64_t nextSequence, Kept kept);
  /// Takes the innermost savepoint off the stack, for its commit or its rollback, which the
  /// solver then completes (`commitInner` or `closeOutermost`, or `finishRollback`).
  Savepoint pop() {
    CLAYOUT_ASSERT(!savepoints_.empty());
    Savepoint mark = savepoints_.back();
    savepoints_.pop_back();
    return mark;
  }
  /// The commit of an inner savepoint `inner` (popped) into the enclosing one: its changes and
  /// their journal now belong to the enclosing transaction, less the saves it holds already.
  void commitInner(const Savepoint& inner);
  /// The outermost commit (its savepoint popped): no transaction is open any more. The saves
  /// and undo steps are dropped; the deferred releases stay for the solver to perform
  /// (`deferred…`), then `clearDeferred`. The buffers keep their storage for the next
  /// transaction, unless `closesBeforeShrinking` transactions in a row used far less of it than
  /// it holds: then what they did not use goes back to the allocator.
  void closeOutermost();
  void clearDeferred() {
    pendingSymbolReleases_.clear();
    pendingRowReleases_.clear();
    pendingLevelReleases_.clear();
    pendingRecordReleases_.clear();
  }
  /// Puts back every row saved after `mark` (whole, as a constant or in a block), as its earliest
  /// save after the mark found it, and clears the restored rows' stamps.
  void restoreRows(const Savepoint& mark, Tableau& tableau);
  /// The costs changed after `mark`, oldest first: a rollback stores each previous value, newest
  /// first.
  std::span<const CostChange> costChangesSince(const Savepoint& mark) const {
    return std::span<const CostChange>(costChanges_).subspan(mark.costChanges);
  }
  /// Runs the undo steps recorded after `mark`, newest first, and drops them.
  void undoSince(const Savepoint& mark);
  /// The end of the rollback of `mark` (popped), after its rows, costs and undo steps: the
  /// journals are as when it began.
  void finishRollback(const Savepoint& mark);

  // MARK: Saves

  /// Records how to undo a change, when a transaction is open. A template, so that outside a
  /// transaction (a pristine batch, an edit) the closure is never even made.
  template <typename Undo>
  void record(Undo&& undo) {
    if (transaction_ != 0) undo_.emplace_back(std::forward<Undo>(undo));
  }
  /// Copies row `index` of `tableau` into the journal, unless it was already saved whole in the
  /// innermost transaction. Assumes a transaction is open.
  void saveRow(Tableau& tableau, RowIndex index);
  /// Saves row `index`'s constant and magnitude (no cells), unless the row or its constant was
  /// already saved in the innermost transaction. Assumes a transaction is open. Inline: a drag's
  /// frame inside a host's transaction runs it for every row an edit moves.
  [[gnu::always_inline]] void saveRowConstant(Tableau& tableau, RowIndex index) {
    Row::JournalStamps& stamps = tableau.stamps(index);
    if (stamps.whole >= savedFloor_ || stamps.constant >= savedFloor_) return;
    std::uint64_t previous = std::max(stamps.whole, stamps.constant);
    stamps.constant = transaction_;
    const Row& row = tableau.row(index);
    savedConstants_.push_back({index, journalSequence_++, row.constant, row.magnitude, previous});
  }
  /// Room for the constants and magnitudes of the rows of `rows` (`count` of them, two doubles
  /// each, in their order), saved as one block before an edit's shift writes them. Assumes a
  /// transaction is open.
  double* saveConstantBlock(std::shared_ptr<const std::vector<ColumnEntry>> rows, std::size_t count) {
    std::size_t first = blockConstants_.size;
    double* saved = blockConstants_.extend(2 * count);
    constantBlocks_.push_back({std::move(rows), first, journalSequence_++});
    return saved;
  }
  /// Saves `change`, an objective cost's value before a change in the innermost transaction.
  void saveCost(const CostChange& change) { costChanges_.push_back(change); }
  /// The rows saved since the innermost transaction began (whole or their constants): the rows
  /// the current call changed, maybe repeated. Valid until the next call of it.
  const std::vector<RowIndex>& changedRows();
  /// The rows saved whole in every open transaction.
  const std::vector<RowIndex>& rowsSavedWhole() const { return savedRowIndices_; }
  /// Saves in the open transactions: rows saved whole, and rows whose constant alone was saved,
  /// counted once each.
  std::size_t saveCount() const;

  // MARK: Releases deferred to the outermost commit (a rollback forgets them)

  void deferSymbolRelease(Symbol symbol) { pendingSymbolReleases_.push_back(symbol); }
  void deferRowRelease(RowIndex index) { pendingRowReleases_.push_back(index); }
  void deferLevelRelease(Level* level) { pendingLevelReleases_.push_back(level); }
  /// `record` is detached from the constraint records but still owned by them.
  void deferRecordRelease(ConstraintRecord* record) { pendingRecordReleases_.push_back(record); }
  std::span<const Symbol> deferredSymbols() const { return pendingSymbolReleases_; }
  std::span<const RowIndex> deferredRows() const { return pendingRowReleases_; }
  std::span<Level* const> deferredLevels() const { return pendingLevelReleases_; }
  std::span<ConstraintRecord* const> deferredRecords() const { return pendingRecordReleases_; }

  // MARK: Constraints changed in the open transactions

  /// Marks `constraint` as changed (its constant or priority) by `owner`'s open transaction
  /// (`Constraint::Data::changedIn`), until `releaseChangeMarks`. Assumes a transaction is open.
  void markChanged(const Constraint& constraint, const void* owner) {
    if (constraint.data_->changedIn == owner) return;
    constraint.data_->changedIn = owner;
    changedData_.push_back(constraint.data_);
  }
  /// Clears the marks `owner` set, and forgets them: at the end of the outermost transaction,
  /// and when the solver goes.
  void releaseChangeMarks(const void* owner);

  /// The first broken invariant above, described; empty when all hold.
  std::string checkInvariants() const;

 private:
  /// At the commit of an inner savepoint `inner` into the enclosing one (`savepoints_.back()`):
  /// drops the saves made inside `inner` that the enclosing transaction no longer needs, those of
  /// rows it had saved before (a full copy when an earlier full copy exists, a constant when an
  /// earlier save of any kind exists: a rollback takes each row's earliest). Guarantees the
  /// journal restores the same state on the enclosing rollback, and holds at most one full copy
  /// and one constant per row per open savepoint: without it, a host transaction around n calls
  /// (each its own savepoint) would keep n copies of every row they touched.
  void compactInnerSaves(const Savepoint& inner);

  /// The innermost open transaction's number (or, after an inner commit, the inner one's), or 0.
  std::uint64_t transaction_ = 0;
  /// How many symbol slots there were when the innermost transaction began: the ones after it
  /// are new.
  std::size_t symbolsAtTransactionStart_ = 0;
  /// The records' next insertion number when the innermost transaction began: the records from
  /// it on are new.
  std::uint64_t sequenceAtTransactionStart_ = 0;
  std::uint64_t nextTransaction_ = 1;
  /// The open transactions, outermost first.
  std::vector<Savepoint> savepoints_;
  /// The innermost savepoint's `firstNumber` (0 with none open): a row whose save stamp is at
  /// least this has a save in the innermost transaction's journal already, and is not saved
  /// again (a rollback resets the stamps of the rows it restores, so no stamp names a discarded
  /// save).
  std::uint64_t savedFloor_ = 0;
  /// `restoreRows`'s scratch, by row slot: a stamp, the earliest full copy, and the earliest
  /// save's sequence number, constant and magnitude.
  struct RollbackSlot {
    std::size_t cells;
    std::uint64_t sequence;
    double constant;
    double magnitude;
  };
  std::vector<std::uint32_t> rollbackMarks_;
  std::vector<RollbackSlot> rollbackSlots_;
  std::uint32_t rollbackMark_ = 0;
  /// How to undo each change that is not a row or cost edit, in order. Owns the closures.
  std::vector<std::function<void()>> undo_;
  /// A row as it was when saved whole: its cells are `savedCells_[firstCell, firstCell + cellCount)`.
  struct SavedRow {
    Symbol basic;
    SymbolKind basicKind;
    std::uint32_t cellCount;
    std::size_t firstCell;
    double constant;
    double magnitude;
    /// The save's place in the order of every save (`journalSequence_`).
    std::uint64_t sequence;
    /// The row's full-copy stamp before this save.
    std::uint64_t previousStamp;
  };
  /// The rows saved whole in the open transactions: the slot, and the row as it was. The copies'
  /// cells share one buffer, kept from one transaction to the next (a jump's frame saves
  /// thousands of rows: a heap block each would cost a tenth of it) and let go when it is far
  /// larger than the last transactions needed (`closeOutermost`).
  std::vector<RowIndex> savedRowIndices_;
  std::vector<SavedRow> savedRows_;
  std::vector<Cell> savedCells_;
  /// How many outermost transactions in a row closed with a buffer more than twice as large as
  /// they needed and than 64 KiB (`closeOutermost`); at `closesBeforeShrinking` such buffers
  /// shrink. Waiting for a run of them keeps a workload whose calls vary in size (a stack's
  /// additions) from freeing and growing its buffers at every call.
  std::uint32_t oversizedCloses_ = 0;
  static constexpr std::uint32_t closesBeforeShrinking = 64;
  /// The rows whose constant alone was saved: the slot, the save's place in the order of every
  /// save (`journalSequence_`), and the constant and magnitude as they were.
  struct SavedConstant {
    RowIndex index;
    std::uint64_t sequence;
    double constant;
    double magnitude;
    /// The row's latest save stamp before this save (`compactInnerSaves`).
    std::uint64_t previous;
  };
  std::vector<SavedConstant> savedConstants_;
  /// The constants and magnitudes of every row of an edit's column before one shift: a drag's
  /// frame saves 16 bytes a row and no copy of any cell. The rows are the column's entries,
  /// shared with the edit's kept column.
  struct ConstantBlock {
    std::shared_ptr<const std::vector<ColumnEntry>> rows;
    std::size_t first;
    std::uint64_t sequence;
  };
  std::vector<ConstantBlock> constantBlocks_;
  /// The blocks' constants and magnitudes, a pair per row, one block after another; new elements
  /// are not initialized (each is written once, in the shift's own loop).
  struct BlockConstants {
    std::unique_ptr<double[]> values;
    std::size_t size = 0;
    std::size_t capacity = 0;
    /// Room for `count` more values: where to write them.
    double* extend(std::size_t count) {
      if (size + count > capacity) {
        std::size_t grown = std::max(2 * capacity, size + count);
        auto fresh = std::make_unique_for_overwrite<double[]>(grown);
        std::copy(values.get(), values.get() + size, fresh.get());
        values = std::move(fresh);
        capacity = grown;
      }
      double* at = values.get() + size;
      size += count;
      return at;
    }
  };
  BlockConstants blockConstants_;
  /// Numbers every save of a row (a full copy keeps its number in its stamp), so that a rollback
  /// finds each row's earliest save across the journals.
  std::uint64_t journalSequence_ = 1;
  /// `changedRows`'s answer.
  std::vector<RowIndex> changedRows_;
  /// The objective costs changed in the open transactions, with their previous values.
  std::vector<CostChange> costChanges_;
  /// The constraints whose constant or priority a change changed inside the open transactions,
  /// marked `changedIn` by their solver (holds a reference to each).
  std::vector<internal::CountedPointer<Constraint::Data>> changedData_;
  /// Releases deferred to the outermost commit. Names symbols, rows, levels and records.
  std::vector<Symbol> pendingSymbolReleases_;
  std::vector<RowIndex> pendingRowReleases_;
  std::vector<Level*> pendingLevelReleases_;
  std::vector<ConstraintRecord*> pendingRecordReleases_;
};

}  // namespace clayout::internal
