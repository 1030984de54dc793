// SolverImplementation.h — the state and algorithm behind `Solver` (internal).
//
// The operations are defined by concept, one file each: the essay and the public operations in
// SolverImplementation.cpp, the journal in Transaction.cpp, storage and lifetimes in Tableau.cpp
// (with the hot row edits inline in TableauEdits.h), the simplex in Simplex.cpp, normal forms and
// removal in ConstraintRows.cpp, definitions in Definitions.cpp, constant changes and edits in
// Edits.cpp, conflicts in Explanation.cpp, ambiguity in Ambiguity.cpp, the dump in SolverDump.cpp
// and the invariants in Invariants.cpp.
#pragma once

#include <cmath>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "CLayoutCore/Solver/Solver.h"
#include "CLayoutCore/Solver/ValueRange.h"
#include "ConstraintTable.h"
#include "Exact/ExactTableau.h"
#include "Row.h"
#include "RowList.h"
#include "Support/Assert.h"
#include "Support/Tolerance.h"
#include "Symbol.h"
#include "VariableTable.h"

namespace clayout::internal {

/// A row constant computed afresh (`SolverImplementation::constantFromMarkers`): its value and
/// the largest of the terms summed into it (0 with a constant of 0).
struct ConstantFromMarkers {
  double constant;
  double magnitude;
};

/// The incremental Cassowary solver with exact priority levels. The algorithm is explained at
/// the top of SolverImplementation.cpp.
///
/// Private operations state their contract: what they assume, what they guarantee, and what a
/// `false` result means. Unless it says otherwise, an operation assumes the tableau invariants
/// (`checkInvariants`) and restores them before it returns; every change it makes to rows,
/// symbols, levels or records is journaled when a transaction is open, so a rollback undoes it.
class SolverImplementation {
 public:
  SolverImplementation();
  /// Clears the marks of the constraints its open transactions changed (`Constraint::Data::
  /// changedIn`), which end with it.
  ~SolverImplementation();
  SolverImplementation& operator=(SolverImplementation&&) = default;

  SolverResult addConstraint(const Constraint& constraint);
  SolverResult addConstraints(std::span<const Constraint> constraints);
  SolverResult removeConstraint(const Constraint& constraint);
  SolverResult removeConstraints(std::span<const Constraint> constraints);
  SolverResult replaceConstraints(std::span<const Constraint> removed, std::span<const Constraint> added);
  bool hasConstraint(const Constraint& constraint) const;
  SolverResult setConstant(const Constraint& constraint, double constant);
  SolverResult setPriority(const Constraint& constraint, double priority);
  SolverResult addEditVariable(const Variable& variable, double priority);
  SolverResult removeEditVariable(const Variable& variable);
  bool hasEditVariable(const Variable& variable) const;
  SolverResult suggestValue(const Variable& variable, double value);
  double valueOf(const Variable& variable) const;
  /// `Solver::valuesOf`: writes `valueOf(variables[i])` to `into[i]` for every i. Assumes `into`
  /// holds `variables.size()` doubles.
  void valuesOf(std::span<const Variable> variables, double* into) const;
  /// `Solver::violation`.
  double violation(const Constraint& constraint) const;
  /// `violation`, computed through the expansion of the defined variables when the constraint
  /// has some (`expandTerms`): the final check's form, which costs the constraint's own terms
  /// rather than the chains of definitions under them. Assumes its variables are known.
  double checkedViolation(const Constraint& constraint);
  void updateVariables();
  std::vector<Variable> ambiguousVariables() const;
  void reset();
  /// `Solver::noteValueChanges` and `Solver::takeChangedVariables` (ValueChanges.cpp).
  void noteValueChanges() { notingValues_ = true; }
  bool takeChangedVariables(std::vector<Variable>& into);
  /// `Solver::beginTransaction` and the calls that end it (Transaction.cpp). Commit and rollback
  /// return `false` when no transaction is open.
  void beginHostTransaction() { beginTransaction(); }
  bool commitHostTransaction();
  bool rollbackHostTransaction();
  /// How many transactions are open (the host's and, inside a call, the call's own).
  std::size_t openTransactions() const { return savepoints_.size(); }
  SolverStatistics statistics() const;
  std::string dump() const;
  std::string checkInvariants() const;

  /// Turns conflict explanation off: the explanation itself runs scratch solvers that must not
  /// explain their own failures.
  void setExplainsConflicts(bool explains) { explainsConflicts_ = explains; }
  /// Turns the exact arbiter off: the explanation's scratch solvers check feasibility in doubles
  /// only, and the explanation they find is certified exactly once, by the solver that asked.
  void setArbitrates(bool arbitrates) { arbitrates_ = arbitrates; }
  /// The exact work one stage of a call may spend (`exactWorkBudget` unless set: tests set less).
  void setExactWorkBudget(std::uint64_t budget) { exactWorkBudget_ = budget; }

 private:
  /// Whether another solver holds a record of `constraint` too (so its constant and priority are
  /// frozen): more records exist than this solver's linked one and its own detached ones (removed
  /// inside an open transaction). Another solver's detached record counts: its transaction may
  /// roll back, and the constraint is then its own again.
  bool isShared(const Constraint& constraint) const;

  struct ConstraintRecord;
  struct ArbitratedChange;
  struct Savepoint;

  /// A slot of `constraints_`, or `noRecord`.
  using RecordSlot = std::uint32_t;
  static constexpr RecordSlot noRecord = UINT32_MAX;

  /// Everything the solver knows of one symbol. Ordered to pack into 40 bytes: there are
  /// about 18 per view of a layout.
  struct SymbolInfo {
    SymbolKind kind = SymbolKind::unused;
    /// Whether `column` may hold stale or repeated entries.
    bool columnIsDirty = false;
    /// The row this symbol is basic in, or `noRow`.
    RowIndex row = noRow;
    /// How many rows hold this symbol.
    std::uint32_t columnCount = 0;
    /// How many definitions use this symbol on their right-hand side.
    std::uint32_t dependents = 0;
    /// The rows holding this symbol as a parametric cell: unordered, and lazily cleaned, so it
    /// may also name rows that no longer hold it (or name a row twice); `columnCount` is exact.
    RowList column;
    /// For an external symbol: the variable's slot in `variables_`.
    VariableTable::Slot variable = VariableTable::noSlot;
    /// For an external symbol defined outside the tableau: the defining constraint's slot in
    /// `constraints_` (a definition is never an edit). See `definitionOf`.
    RecordSlot definition = noRecord;
    bool isDefined() const { return definition != noRecord; }
  };
  static_assert(sizeof(SymbolInfo) <= 40);

  /// One level of the lexicographic objective: the sum of the errors of one priority. Its
  /// coefficients are not kept here but by symbol, in `costs_` (see `LevelCost`): a dense row per
  /// level cost O(levels × symbols) in memory and time, and a layout with thousands of distinct
  /// priorities made every pivot walk thousands of levels.
  struct Level {
    double priority = 0;
    /// The level's constant: the sum of its errors' values.
    double constantTerm = 0;
    /// Constraints and edits at this priority.
    std::size_t users = 0;
    /// Every symbol that has a coefficient at this level, maybe with stale or repeated entries
    /// (a superset, compacted by `storeLevelCoefficient` when it doubles): what the dump reads
    /// and what `forgetLevel` clears.
    std::vector<Symbol> symbols;
    /// The size of `symbols` after its last compaction.
    std::size_t symbolsAtCompaction = 0;
    /// The largest size the constant has had since it was last 0 (see `LevelCost::magnitude`).
    double constantMagnitude = 0;
    /// Whether `constantTerm` lost its digits to cancellation (it moved through values far larger
    /// than itself) and is computed afresh at the next consistent point (`settleLevelConstants`);
    /// until then readers sum the errors themselves (`levelConstant`).
    bool constantIsStale = false;
  };

  /// A symbol's non-zero coefficient at one level. Each symbol keeps its own in `costs_`, by
  /// decreasing priority of the level: the lexicographic order of a reduced cost reads them in
  /// turn and never looks at the levels where the symbol costs nothing.
  struct LevelCost {
    /// The level. Does not own it (`levels_` does); `forgetLevel` drops the entries of a level
    /// before it goes.
    Level* level;
    double coefficient;
    /// The largest size the coefficient has had since it was last exactly 0: its rounding is a
    /// small multiple of 2⁻⁵² times this (see `costOf`). A float: a bound needs no precision.
    float magnitude;
    /// The number of the savepoint under which the entry's value was last journaled
    /// (`levelChanges_`), 0 for none since it was stored: at least `savedFloor_`, a change needs
    /// no entry in the journal, as the innermost savepoint's has the value it started from (see
    /// `addToLevelCost`). Stored values (`storeLevelCoefficient`, a rollback's too) clear it.
    std::uint64_t journaledIn = 0;
  };

  /// A required equality held outside the tableau: `subject = constant + Σ cells`, where the
  /// cells name external symbols (defined or not). See Definitions.cpp.
  struct Definition {
    Symbol subject = noSymbol;
    /// The subject's coefficient in the constraint's expression.
    double subjectCoefficient = 1;
    double constant = 0;
    std::vector<Cell> cells;
    /// Bounds for the value range (`noteDefinitionBounds`), from the coefficients alone, through
    /// the definitions it rests on: |value| <= weight · (largest |constant| of a definition) +
    /// gain · (largest |value| of a variable in the tableau). `gain` = Σ|aᵢ| · (gain of yᵢ, 1 for a
    /// variable in the tableau); `weight` = 1 + Σ|aᵢ| · (weight of yᵢ, 0 for one in the tableau).
    double gain = 0;
    double weight = 1;
    /// Its place in the order definitions were made: a definition's defined operands were all
    /// made before it (a subject must have no dependents), so expanding definitions from the
    /// highest rank down meets each one after every definition that mentions it (`expandTerms`).
    double rank = 0;
  };

  /// Everything the solver keeps for one present constraint (or edit). 64 bytes: there is one
  /// per constraint, about nine per view of a layout.
  struct ConstraintRecord {
    explicit ConstraintRecord(Constraint constraint) : constraint(std::move(constraint)) {}
    /// The edited variable's identity, for an edit (whose expression is the variable alone).
    const void* editVariable() const {
      return isEdit ? constraint.expression().terms.front().variable.identity() : nullptr;
    }
    Constraint constraint;
    /// The marker symbol: slack (inequality), positive error (optional equality) or dummy
    /// (required equality, a definition's too).
    Symbol marker = noSymbol;
    /// The second error: the error of an optional inequality or the negative error of an
    /// optional equality; `noSymbol` for a required constraint.
    Symbol secondError = noSymbol;
    /// The marker's coefficient in the constraint's own row: changing the constant by δ moves
    /// the marker by δ / markerCoefficient.
    double markerCoefficient = 1;
    /// The objective level of an optional constraint. Does not own it (`levels_` does).
    Level* level = nullptr;
    /// Insertion order, for deterministic dumps and explanations.
    std::uint64_t sequence = 0;
    /// Set while the constraint is held as a definition. Owns it.
    std::unique_ptr<Definition> definition;
    /// The record's slot in `constraints_` (unused for an edit).
    std::uint32_t slot = 0;
    /// Whether this is an edit's record, kept in `edits_` rather than `constraints_`.
    bool isEdit = false;
  };
  static_assert(sizeof(ConstraintRecord) <= 64);

  /// The rows holding an edit's marker, with its coefficient in each, while the cells hold.
  struct EditColumn {
    /// `cellsVersion_` when the entries were read; 0 before.
    std::uint64_t version = 0;
    /// `cellsVersion_` when the edit last moved.
    std::uint64_t seenVersion = 0;
    /// A row and the marker's coefficient in it. Not packed like `Cell`: a drag's frame reads
    /// these by the thousand, and unaligned doubles there cost more than the memory they save.
    struct Entry {
      RowIndex row;
      double coefficient;
    };
    /// Shared with the journal of a suggestion in a transaction, which restores the constants of
    /// these rows (`ConstantBlock`); rebuilt into a fresh vector while shared.
    std::shared_ptr<std::vector<Entry>> entries;
  };

  // MARK: Transactions (Transaction.cpp)

  /// Opens a transaction, inside the open ones if any (a savepoint; see "Nested transactions" in
  /// Transaction.cpp). Guarantees: every change until its commit or rollback is journaled, and
  /// releases of symbols, rows, levels and records wait for the outermost commit.
  void beginTransaction();
  /// Closes the innermost open transaction, keeping its changes: an inner one hands its journal
  /// to the enclosing one; the outermost drops the journal and performs the releases it deferred.
  /// `exactCacheFollows`: the kept exact tableau, when it was in step, saw every change of the
  /// transaction and stays kept (`noteChange`).
  void commitTransaction(bool exactCacheFollows = false);
  /// Closes the innermost open transaction, undoing its changes: the tableau, the objective, the
  /// records and the variables are exactly as at its `beginTransaction` (so is `dump()`).
  void rollbackTransaction();
  /// Whether a change may skip the journal: no transaction is open and the solver is empty, so a
  /// failure is undone by `reset()`.
  bool isPristine() const;
  /// The rows saved since the innermost transaction began (whole or their constants): the rows
  /// the current call changed, maybe repeated. Valid until the next call of it.
  const std::vector<RowIndex>& changedRows();
  /// Puts back every row saved after `mark` (in `savedRows_`, `savedConstants_` or a
  /// `constantBlocks_` entry), as its earliest save after the mark found it.
  void restoreRows(const Savepoint& mark);
  /// Undoes a failed change: `reset()` when the change began on a pristine (empty) solver, which
  /// then opened no transaction, else `rollbackTransaction()`.
  void discardChange(bool pristine);
  /// Whether `symbol` was appended since the innermost open transaction began. A rollback
  /// truncates such symbols with all they hold (`symbols_`, `costs_`, `markerOwners_`), so a
  /// change of their own fields needs no journal entry. False outside a transaction.
  bool isNewInTransaction(Symbol symbol) const noexcept {
    return transaction_ != 0 && symbol >= symbolsAtTransactionStart_;
  }
  /// Whether `record` was registered since the innermost open transaction began. A rollback
  /// releases it (its registration's entry), so a change of its own fields needs no entry.
  bool isNewInTransaction(const ConstraintRecord& record) const noexcept {
    return transaction_ != 0 && record.sequence >= sequenceAtTransactionStart_;
  }
  /// Records how to undo a change, when a transaction is open. A template, so that outside a
  /// transaction (a pristine batch, an edit) the closure is never even made.
  template <typename Undo>
  void journal(Undo&& undo) {
    if (transaction_ != 0) undo_.emplace_back(std::forward<Undo>(undo));
  }
  /// Announces a change to row `index`'s cells (and maybe its constant): counts it in
  /// `cellsVersion_`, and saves the row once per transaction. Every cell edit calls it first.
  void saveRow(RowIndex index) {
    ++cellsVersion_;
    if (notingValues_) [[unlikely]]
      noteRowChange(index);
    if (transaction_ != 0) saveRowInTransaction(index);
    if (watchingRows_) [[unlikely]]
      rangeCandidates_.push_back(index);
  }
  /// The error for the first row among `rows` (all present rows when `allRows`) whose basic
  /// symbol is a variable with a value beyond `largestValue`, else success; `verb` says what the
  /// call tried ("add constraint `…`"). Changes nothing. Rows that are absent or repeated are
  /// fine.
  /// The final check before a change is kept: the error for the first required constraint that
  /// does not hold at the current values beyond 1e-9 of its scale (the largest of its constant and
  /// its terms' products, at least 1), among `batch` and the owners of the basic markers of
  /// `rows` (a transaction's saved rows: the constraints whose slack or dummy moved), or every
  /// present required constraint when the call's work (the cells of `rows`) was at least twice
  /// their number (or `everyConstraint`), so that the check at most doubles a call's cost; else
  /// success. `verb` says what the call tried. Changes nothing but the value cache.
  SolverResult checkRequiredConstraints(std::span<const Constraint> batch, std::span<const RowIndex> rows,
                                        const std::function<std::string()>& verb,
                                        bool everyConstraint = false);
  /// The end of a transaction that changed `constraint`'s constant or priority: both checks
  /// above on the saved rows, then the commit, or on a failure the rollback and the error.
  /// Without a doubt the tableau holds (else the arbiter decides the change, with `inDouble` the
  /// same call made in doubles alone as its fallback).
  SolverResult keepChangeOf(const Constraint& constraint, const ArbitratedChange& change,
                            const std::function<SolverResult()>& inDouble);
  /// Also checks the values of the defined variables in `definedCandidates_`, and, while a
  /// variable in the tableau may be beyond `definitionSafeValue_` (`valuesNearRange_`, set by
  /// `rows` or before), every defined variable: a definition is computed on demand from what it
  /// rests on, so a change that moves its operands moves it unseen. Guarantees both candidate
  /// lists are empty afterwards.
  SolverResult checkValueRange(std::span<const RowIndex> rows, bool allRows,
                               const std::function<std::string()>& verb);
  /// Clears `changedIn` of every constraint in `changedData_` that names this solver, and empties
  /// it: at the end of the outermost transaction, and when the solver goes.
  void releaseChangeMarks();
  /// `saveRow` for a change of the row's constant (and magnitude) only: its cells stay as they
  /// are. Inline, with the journal out of line: a drag's frame calls it for every row an edit
  /// moves.
  [[gnu::always_inline]] void saveRowConstant(RowIndex index) {
    if (notingValues_) [[unlikely]]
      noteRowChange(index);
    if (transaction_ != 0) saveRowConstantInTransaction(index);
  }
  [[gnu::always_inline]] void saveRowConstantInTransaction(RowIndex index) {
    Row& row = rows_[index];
    if (row.savedInTransaction >= savedFloor_ || row.constantSavedInTransaction >= savedFloor_) return;
    std::uint64_t previous = std::max(row.savedInTransaction, row.constantSavedInTransaction);
    row.constantSavedInTransaction = transaction_;
    savedConstants_.push_back({index, journalSequence_++, row.constant, row.magnitude, previous});
  }
  /// Copies row `index` into the journal, unless it was already saved in this transaction.
  /// Assumes a transaction is open.
  void saveRowInTransaction(RowIndex index);
  /// At the commit of an inner savepoint `inner` into the enclosing one (`savepoints_.back()`):
  /// drops the saves made inside `inner` that the enclosing transaction no longer needs, those of
  /// rows it had saved before (a full copy when an earlier full copy exists, a constant when an
  /// earlier save of any kind exists: a rollback takes each row's earliest). Guarantees the
  /// journal restores the same state on the enclosing rollback, and holds at most one full copy
  /// and one constant per row per open savepoint: without it, a host transaction around n calls
  /// (each its own savepoint) would keep n copies of every row they touched.
  void compactInnerSaves(const Savepoint& inner);
  /// (Above) saves row `index`'s constant and magnitude (no cells) into `savedConstants_`,
  /// unless the row or its constant was already saved in this transaction. Assumes a transaction
  /// is open.

  // MARK: Values that changed (ValueChanges.cpp)

  /// While noting: row `index` is about to change (its cells, constant or basic symbol): notes
  /// its basic symbol now, and the row, whose basic symbol after the change the take reads.
  /// Each row once between takes.
  void noteRowChange(RowIndex index);
  /// While noting: `symbol`'s value may change other than through a row (a definition made,
  /// shifted or detached; a variable leaving the solver).
  void noteSymbolChange(Symbol symbol) {
    if (notingValues_) [[unlikely]]
      noteSymbolChangeWhileNoting(symbol);
  }
  /// `noteSymbolChange`'s work, out of line. A host that stops taking must not make the notes
  /// grow without end: past twice the symbols (each row's note is at most one), the notes give way
  /// to `noteEveryValueChange`.
  void noteSymbolChangeWhileNoting(Symbol symbol);
  /// While noting: `variable` leaves the solver (it reads 0 from then on); bounded as above.
  void noteDeparture(const Variable& variable);
  /// While noting: the solver cannot say which values changed (a rollback, a reset, the exact
  /// arbiter's rewrite of the tableau); the next take answers `false`.
  void noteEveryValueChange() { everyValueChanged_ = true; }
  /// Moves `mark` on to a value no entry of `marks` holds (clearing them when it wraps).
  static void nextMark(std::vector<std::uint32_t>& marks, std::uint32_t& mark);

  // MARK: Storage and lifetimes (Tableau.cpp)

  /// A fresh symbol of `kind`, in no row, with no objective coefficient: a free slot when there
  /// is one, else a new one (which a rollback truncates).
  Symbol newSymbol(SymbolKind kind);
  /// Frees `symbol`'s slot (at the commit, in a transaction) and its objective coefficients.
  /// Assumes no row holds it and it is basic in none.
  void releaseSymbol(Symbol symbol);
  /// An empty row slot, already saved for the transaction; not counted in `rowCount_` until a
  /// basic symbol is set.
  RowIndex newRow();
  /// Empties row `index` (its cells leave their columns, its basic symbol becomes parametric) and
  /// frees the slot (at the commit, in a transaction).
  void releaseRow(RowIndex index);
  /// The objective level of `priority`, made when missing (kept by decreasing priority), with
  /// one more user.
  Level* levelFor(double priority);
  /// One user fewer for `level`; frees the level when it has none (at the commit, in a
  /// transaction).
  void releaseLevelUse(Level* level);
  /// The external symbol of `variable`, made (with a slot in `variables_`) when it has none, with
  /// one more use.
  Symbol symbolForVariable(const Variable& variable);
  /// One use fewer for `variable`; at none, purges its symbol and frees its slot. Assumes the
  /// solver knows it.
  void releaseVariableUse(const Variable& variable);
  /// The symbol of `variable`, or `noSymbol` when the solver does not know it. Never adds one.
  Symbol knownSymbol(const Variable& variable) const;
  /// Removes every trace of `symbol`: its row, its cells in other rows (rounding residue, once its
  /// constraints are gone) and its objective coefficients; then releases it.
  void purgeSymbol(Symbol symbol);
  /// Makes `symbol` basic in row `index` (or in none, with `noRow`), keeping its variable's copy
  /// of the row in step. Does not touch the row or `rowCount_`.
  void setBasicRow(Symbol symbol, RowIndex index) {
    CLAYOUT_ASSERT(symbol != noSymbol && symbol < symbols_.size());
    CLAYOUT_ASSERT(index == noRow || static_cast<std::size_t>(index) < rows_.size());
    SymbolInfo& info = symbols_[symbol];
    info.row = index;
    if (info.variable != VariableTable::noSlot && variables_[info.variable].symbol == symbol)
      variables_[info.variable].row = index;
  }
  /// The record of the constraint defining `symbol`. Assumes `symbol` is defined.
  ConstraintRecord& definitionOf(Symbol symbol) const {
    CLAYOUT_ASSERT(symbols_[symbol].isDefined());
    return constraints_.record(symbols_[symbol].definition);
  }

  // MARK: Column index and row edits (inline in TableauEdits.h; compactColumn in Tableau.cpp)
  //
  // Each edit keeps the rows' cells sorted and free of zeros, `columnCount` exact and `column` a
  // superset of the rows holding each symbol, and calls `saveRow` before it changes a row.

  /// Notes that row `index` now holds `symbol`. Assumes it did not before.
  void columnInsert(Symbol symbol, RowIndex index);
  /// Notes that row `index` no longer holds `symbol` (the entry is dropped lazily). Row `index`
  /// may be half rewritten: it is not read.
  void columnErase(Symbol symbol, RowIndex index);
  /// Drops `symbol`'s stale and repeated column entries, and those of row `losing`, which is
  /// being rewritten. Guarantees each row in the column holds the symbol, exactly once.
  void compactColumn(Symbol symbol, RowIndex losing = noRow);
  /// Row `index` += factor · (constant + Σ cells). Assumes `cells` are sorted and hold neither
  /// the row's basic symbol nor any other basic symbol.
  void addToRow(RowIndex index, const Row& other, double factor);
  /// Row `index` += coefficient · symbol. Assumes `symbol` is parametric.
  void addCellToRow(RowIndex index, Symbol symbol, double coefficient);
  /// Removes `symbol`'s cell from row `index`, if it has one.
  void removeCellFromRow(RowIndex index, Symbol symbol);
  /// Replaces row `index`'s cells by `cells` (sorted, non-zero, parametric).
  void setRowCells(RowIndex index, const std::vector<Cell>& cells);
  /// Solves row `index` for `symbol` (`Row::solveFor`) and takes the row out of `symbol`'s
  /// column. Returns `symbol`'s old coefficient. Assumes the row holds `symbol`; the basic symbol
  /// is the caller's to set.
  double solveRowFor(RowIndex index, Symbol symbol);
  /// Sets `symbol`'s coefficient in `level` (slot 0: the constant), journaled, and notes a symbol
  /// whose cost may now be negative as an entering candidate.
  /// `operandMagnitude` is the size of the numbers summed into `value` (its magnitude grows with
  /// it); a constant that drifted is marked stale (`Level::constantIsStale`), journaled.
  void setLevelCoefficient(Level& level, Symbol symbol, double value, double operandMagnitude = 0);
  /// Stores `symbol`'s coefficient in `level` (`noSymbol`: the constant) as it is, with its
  /// magnitude: not journaled, no candidate noted. A zero drops the entry. Guarantees `costs_[symbol]` stays
  /// sorted by decreasing priority and `level.symbols` names every symbol with an entry.
  void storeLevelCoefficient(Level& level, Symbol symbol, double value, double magnitude);
  /// The place of `level`'s entry in `costs` (a symbol's costs, by decreasing priority): the index
  /// of the entry when there is one, else where one would go.
  static std::size_t levelCostPosition(const std::vector<LevelCost>& costs, const Level& level) {
    std::size_t position = 0;
    while (position < costs.size() && costs[position].level != &level &&
           costs[position].level->priority > level.priority)
      ++position;
    return position;
  }
  /// Inserts `symbol`'s cost `value` (not 0) at `level`, at `position` of its costs
  /// (`levelCostPosition`: none there yet), with `magnitude`, and names `symbol` in the level's
  /// symbols (compacting them when they doubled). Not journaled. Grows `costs_` as needed.
  void insertLevelCost(Level& level, Symbol symbol, std::size_t position, double value, double magnitude);
  /// Adds `change` to `symbol`'s coefficient in `level` as a pivot's objective update does: a sum
  /// within rounding of 0 becomes 0, a doubtful survivor marks the cost in doubt; the change is
  /// journaled and the symbol noted as an entering candidate, as `setLevelCoefficient` does.
  /// Assumes `symbol` is not `noSymbol`.
  void addToLevelCost(Level& level, Symbol symbol, double change);
  /// `symbol`'s coefficient in `level` (`noSymbol`: the constant); 0 when it has none.
  double levelCoefficient(const Level& level, Symbol symbol) const {
    if (symbol == noSymbol) return level.constantTerm;
    if (symbol >= costs_.size()) return 0.0;
    for (const LevelCost& cost : costs_[symbol]) {
      if (cost.level == &level) return cost.coefficient;
    }
    return 0.0;
  }
  /// The magnitude of `symbol`'s coefficient in `level` (`noSymbol`: the constant's).
  double levelMagnitude(const Level& level, Symbol symbol) const {
    if (symbol == noSymbol) return level.constantMagnitude;
    if (symbol >= costs_.size()) return 0.0;
    for (const LevelCost& cost : costs_[symbol]) {
      if (cost.level == &level) return static_cast<double>(cost.magnitude);
    }
    return 0.0;
  }
  /// A cost with rounding taken out: 0 when within `costTolerance` of zero or within
  /// `feasibilityTolerance` of the largest size it has had.
  static double costOf(const LevelCost& cost) {
    double tolerance = std::max(costTolerance, feasibilityTolerance * static_cast<double>(cost.magnitude));
    return std::fabs(cost.coefficient) <= tolerance ? 0.0 : cost.coefficient;
  }
  /// `symbol`'s non-zero level coefficients by decreasing priority.
  std::span<const LevelCost> costsOf(Symbol symbol) const {
    if (symbol >= costs_.size()) return {};
    return std::span<const LevelCost>(costs_[symbol].data(), costs_[symbol].size());
  }
  /// Walks the levels at which `a` or `b` has a coefficient, by decreasing priority, calling
  /// `compare(costOfA, costOfB)` (`costOf`: rounding taken out; 0 for a symbol with none there) until it
  /// answers non-zero; returns that answer, or 0 when every level answered 0. The levels where neither has a
  /// coefficient are skipped: every comparison the solver makes finds 0 and 0 equal.
  template <class Compare>
  int compareCosts(Symbol a, Symbol b, Compare compare) const {
    std::span<const LevelCost> costsOfA = costsOf(a);
    std::span<const LevelCost> costsOfB = costsOf(b);
    std::size_t i = 0;
    std::size_t j = 0;
    while (i < costsOfA.size() || j < costsOfB.size()) {
      const Level* level = j == costsOfB.size() || (i < costsOfA.size() && costsOfA[i].level->priority >=
                                                                               costsOfB[j].level->priority)
                               ? costsOfA[i].level
                               : costsOfB[j].level;
      double costOfA = i < costsOfA.size() && costsOfA[i].level == level ? costOf(costsOfA[i++]) : 0.0;
      double costOfB = j < costsOfB.size() && costsOfB[j].level == level ? costOf(costsOfB[j++]) : 0.0;
      int order = compare(costOfA, costOfB);
      if (order != 0) return order;
    }
    return 0;
  }
  /// Drops every coefficient of `level` (not journaled), before the level itself goes.
  void forgetLevel(Level& level);
  /// `level` += factor · (constant + Σ cells).
  void addToLevel(Level& level, const Row& row, double factor);
  /// The phase-one objective += factor · row. Assumes `artificial_` is set.
  void addRowToArtificial(const Row& row, double factor);

  // MARK: The simplex (Simplex.cpp)

  /// The step limit of each simplex loop: a guard against a bug, far beyond the steps a
  /// terminating run takes.
  std::size_t iterationLimit() const { return 100 * (symbols_.size() + rowCount_) + 1000; }
  /// Whether `symbol`'s reduced cost is negative lexicographically: read level by level from the
  /// highest priority, its first coefficient beyond `costTolerance` is negative. Never for a dummy.
  bool isLexicographicallyNegative(Symbol symbol, bool scaled) const;
  /// The largest size of `symbol`'s coefficients in the rows, at least 1: the scale of its costs.
  double columnScale(Symbol symbol) const;
  /// Adds `symbol` to the entering candidates if its cost is now negative.
  void noteObjectiveChange(Symbol symbol);
  /// The smallest parametric symbol with a negative reduced cost (Bland's rule), or `noSymbol`
  /// when the solution is optimal. Drops stale candidates on the way.
  Symbol enteringSymbol();
  /// A parametric symbol that lowers the phase-one objective: the first with a negative
  /// coefficient when `blandsRule`, else the cheapest by `objectiveCostOrder`; `noSymbol` when
  /// none does. Assumes `artificial_` is set.
  Symbol artificialEnteringSymbol(bool blandsRule) const;
  /// Orders two symbols by how many rows hold them, then by their reduced costs in the
  /// objective, level by level, then by index: negative when `a` is cheaper to enter.
  int objectiveCostOrder(Symbol a, Symbol b) const;
  /// Steps in a row at one vertex after which phase one turns to Bland's rule.
  static constexpr std::size_t degenerateStepsBeforeBland = 32;
  /// The row that bounds `entering` first as it grows from 0 (the minimum ratio test over
  /// restricted rows, Harris's two passes; a basic dummy bounds it at 0): among the rows that bind
  /// within rounding of the first, the largest pivot, or under `blandsRule` the smallest basic
  /// symbol whose pivot is not tiny. `noRow` when nothing bounds it.
  RowIndex leavingRow(Symbol entering, bool blandsRule) const;
  /// Exchanges `entering` (parametric, with a non-zero coefficient in row `index`) with the row's
  /// basic symbol: the row is solved for `entering`, which is then substituted out of every other
  /// row and the objectives. Keeps every value of a feasible tableau feasible only when the
  /// caller chose the row by a ratio test.
  void pivot(Symbol entering, RowIndex index);
  /// Computes row `index`'s constant afresh from the constants of the constraints whose markers
  /// it holds (see "Constants computed afresh" in Edits.cpp), with its magnitude: the rounding of
  /// the pivots and shifts that built it is gone. Assumes the row's cells are in step with the
  /// tableau and every present constraint's constant is the one its rows were shifted to.
  void recomputeConstant(RowIndex index);
  /// The constant, and the magnitude of its terms, that a row of basic `basic` (`noSymbol` for a
  /// row being built, read as `0 = constant + cells`) with `cells` has in exact arithmetic: the
  /// marker formula above, one rounding per cell. Exactly 0 when it cancels to rounding noise.
  ConstantFromMarkers constantFromMarkers(Symbol basic, std::span<const Cell> cells) const;
  /// Row `index`'s constant moved by an edit's shift (Row.h's `addShiftToConstant`), computed
  /// afresh when it drifted.
  [[gnu::always_inline]] void shiftRowConstant(RowIndex index, double change) {
    if (addShiftToConstant(rows_[index], change)) [[unlikely]]
      recomputeConstant(index);
  }
  /// The sum of `level`'s errors' values (a pass over every constraint and edit). Assumes the rows
  /// are consistent (between operations, or at a commit): in the middle of a pivot or a removal
  /// the errors and the objective disagree, which is why a drifted constant waits for
  /// `settleLevelConstants` rather than being computed where it drifted.
  double sumOfErrors(const Level& level) const;
  /// `level`'s constant: the kept one, or the errors' sum while it is stale. What the dump and the
  /// invariants read.
  double levelConstant(const Level& level) const {
    return level.constantIsStale || everyLevelConstantIsStale_ ? sumOfErrors(level) : level.constantTerm;
  }
  /// Computes every stale level constant afresh (not journaled). Called where the operation's
  /// changes are final: at a commit, before levels without users are released.
  void settleLevelConstants();
  /// Records `record` as the owner of its marker (journaled), for `recomputeConstant`.
  void setMarkerOwner(Symbol marker, const ConstraintRecord* record);
  /// Replaces `entering`, now basic in `definingRow`, by that row's right-hand side in every
  /// other row of its column, in every objective level and in the phase-one objective. Rows that
  /// become infeasible are noted for the dual simplex. Guarantees `entering`'s column is empty.
  void substitute(Symbol entering, RowIndex definingRow);
  /// The primal simplex from a feasible tableau: pivots until no symbol has a negative reduced
  /// cost. `false`: it did not converge within `iterationLimit()` (or met an unbounded
  /// objective, which the errors' bound at 0 rules out); the tableau is feasible but maybe not
  /// optimal.
  bool optimize();
  /// Unblocks rows that stop `entering` at a degenerate vertex (see "Degenerate vertices" in
  /// Simplex.cpp), one pivot inside each; returns how many. Values do not change. 0 when
  /// `leaving` is not at a step of 0 or the column is too short to be worth it.
  std::size_t unblockDegenerateRows(Symbol entering, RowIndex leaving);
  /// Phase one: minimizes the artificial objective `artificial_`. `false`: it did not converge
  /// within `iterationLimit()` or is unbounded.
  bool optimizeArtificial(Symbol artificial);
  /// Adds row `index`, which has no subject that keeps it feasible, with an artificial slack as
  /// its basic symbol, and runs phase one. Guarantees on success that the artificial symbol is
  /// gone and the row's constraint holds. `false`: the constraint cannot hold together with the
  /// required ones (or phase one did not converge); the tableau is then only fit for a rollback.
  bool addWithArtificialVariable(RowIndex index);
  /// The dual simplex from an optimal tableau: pivots the noted infeasible rows back to
  /// feasibility, keeping optimality. `false`: a row proves the required constraints cannot all
  /// hold, or the steps exceeded `iterationLimit()`; the tableau is then only fit for a rollback.
  bool dualOptimize();
  /// The symbol to enter for infeasible `row` in the dual simplex: the one with `sign ·
  /// coefficient` positive whose costs per unit are lexicographically smallest; `noSymbol` when
  /// there is none (the row cannot be repaired).
  Symbol dualEnteringSymbol(const Row& row, double sign) const;
  /// Whether a row's basic symbol is out of its bounds. Forced inline, as `noteIfInfeasible`
  /// and `saveRowConstant` are: a drag's frame runs them for every row an edit moves, and the
  /// compiler does not inline them into `shiftConstant` (Edits.cpp) by itself.
  [[gnu::always_inline]] static bool rowIsInfeasible(const Row& row) {
    SymbolKind kind = row.basicKind;
    // Most rows of a moving layout hold a nonnegative constant: one comparison decides them.
    if (row.constant >= 0 && kind != SymbolKind::dummy) return false;
    if (kind == SymbolKind::external) return false;
    // Within rounding a bound is met: 11 - 11 may well come out as -1.8e-15.
    return !isZeroConstant(row);
  }
  /// Notes row `index` for the dual simplex when it is infeasible.
  [[gnu::always_inline]] void noteIfInfeasible(RowIndex index) {
    if (rowIsInfeasible(rows_[index])) infeasibleRows_.push_back(rows_[index].basic);
  }

  // MARK: Constraints into and out of the tableau (ConstraintRows.cpp)

  /// The error for a relation of `constraint` that is none of the three, an invalid `priority`
  /// or a non-finite number in `constraint`, else success. Changes nothing.
  SolverResult validate(const Constraint& constraint, double priority) const;
  /// Adds `constraint` (valid, not present) as a record, as a definition or a row, and optimizes
  /// when `optimizeNow`. An edit's record goes to `edits_` under `editVariable`. On failure the
  /// solver is left for the caller to roll back (or reset) and the result carries no
  /// explanation: unsatisfiable, or "did not converge".
  SolverResult insertConstraint(const Constraint& constraint, const void* editVariable, bool optimizeNow);
  /// A new record for `constraint` (valid, not present; an edit's under `editVariable` when it is
  /// not null), with its sequence, its variables' symbols and its objective level, and no marker
  /// yet.
  ConstraintRecord& registerRecord(const Constraint& constraint, const void* editVariable);
  /// Makes `record`'s marker (and second error, with their objective coefficients) in its normal
  /// form (see the table in SolverImplementation.cpp), adding their cells to `cells` when it is not
  /// null. Sets `record.marker`, `secondError` and `markerCoefficient`, and the marker's owner.
  void addMarkers(ConstraintRecord& record, std::vector<Cell>* cells);
  /// Builds `record`'s row in its normal form: the expression with defined symbols expanded
  /// (`expandTerms`) and basic ones substituted out, plus the markers (`addMarkers`), with a
  /// constant made ≥ 0.
  void buildRow(ConstraintRecord& record, Row& row);
  /// Writes `expression`'s terms into `terms` as symbols, every defined symbol replaced by its
  /// definition (its constant added to `constant`, whose magnitude `magnitude` grows with it,
  /// and its marker with the coefficient it has in the definition's row form), the latest
  /// definitions first so that terms cancel before the definitions under them are expanded
  /// (`label.top - image.top` with both defined as `row.top` is 0, whatever `row.top` rests on).
  /// Guarantees: no defined symbol in `terms`, no symbol twice, no cell that cancelled to within
  /// `feasibilityTolerance` of its largest contribution. Without a defined symbol it is the
  /// expression's terms in their order. Says whether a definition was expanded and whether the
  /// terms of a free variable (in no row, not defined) cancelled in the expansion: the row then
  /// leaves that variable out, and a later constraint may define it (a list's `row.top`).
  enum class Expansion : std::uint8_t { none, cancelsNoFreeVariable, cancelsFreeVariable };
  Expansion expandTerms(const Expression& expression, std::vector<Cell>& terms, double& constant,
                        double& magnitude);
  /// Drops the cells of `row`, just built from `terms`, that cancelled to within
  /// `feasibilityTolerance` of the largest contribution to them. Values do not change.
  void dropCancelledCells(std::span<const Cell> terms, Row& row);
  /// Adds `record`'s constraint to the tableau as a row solved for a subject (`preferredSubject`
  /// when it is in the row), substituting the subject everywhere, then repairs feasibility.
  /// `false`: the constraint cannot hold together with the required ones (or the repair did not
  /// converge); the tableau is then only fit for a rollback.
  bool insertIntoTableau(ConstraintRecord& record, Symbol preferredSubject);
  /// Removes `record`'s constraint (definition or row), its objective level use, its variable
  /// uses, and last the record itself (detached until the commit, in a transaction). The
  /// tableau is feasible after it but maybe not optimal: the caller optimizes.
  void eraseConstraint(ConstraintRecord& record);
  /// Takes `record`'s row out of the tableau: its errors out of the objective, its marker pivoted
  /// into the basis, its row dropped and its marker and second error purged.
  void removeFromTableau(ConstraintRecord& record);
  /// The row to pivot `marker` into so that its row can be dropped: the restricted row that
  /// bounds it first, else any row of an external symbol; `noRow` when no row holds it.
  RowIndex markerLeavingRow(Symbol marker) const;

  // MARK: Definitions (Definitions.cpp)

  /// Holds `record`'s constraint as a definition when it is a required equality with a subject
  /// in no row and no objective, not defined: a fresh one first, else one that definitions use
  /// when a rank fits between its operands' and its users' (no cycle; see "Defining a variable
  /// that definitions use"). Its dummy marker is made at once (rows that expand the definition
  /// hold it). `false`: it is not such a definition (nothing changed); the caller puts it into
  /// the tableau.
  bool tryDefinition(ConstraintRecord& record);
  /// Moves the definition of `subject` into the tableau as an ordinary required equality with
  /// the marker it has (so the rows that expanded it stay true). Assumes `subject` is defined; it
  /// is in no row (no defined symbol is), so the insertion takes it as subject and cannot fail.
  void moveDefinitionIntoTableau(Symbol subject);
  /// How many definitions (itself included) a definition may rest on and still move into the
  /// tableau when a constraint in the tableau mentions it; beyond, it is expanded into the row
  /// and stays outside. Moving in keeps a tree's positions as rows, which a frame reads at the
  /// cost of a lookup each (a definition read costs a walk of the chain under it); expanding
  /// keeps a chain's rows short (a list's row k would otherwise hold the k rows above it).
  static constexpr std::size_t shallowDefinitionReach = 64;
  /// Whether `subject`'s definition rests on at most `shallowDefinitionReach` definitions,
  /// itself included (each counted once). Assumes `subject` is defined.
  bool isShallowDefinition(Symbol subject);
  /// Moves `subject`'s definition into the tableau after every definition it rests on (depth
  /// first, `moveDefinitionIntoTableau` each): its row is then written in their rows' symbols.
  /// Assumes `subject` is defined.
  void moveDefinitionsIntoTableau(Symbol subject);
  /// Forgets `record`'s definition (journaled): its operands lose a dependent. Its marker stays.
  void detachDefinition(ConstraintRecord& record);
  /// Whether some row or objective level holds `marker` (a definition's, when a row expanded it).
  bool isMarkerHeld(Symbol marker) const;
  /// Notes that the definition in `user`'s slot uses `operand` (`definitionUsers_`).
  void noteDefinitionUser(Symbol operand, RecordSlot user);
  /// The definition in `slot` if it still uses `operand`, else null (an entry left stale).
  const ConstraintRecord* userOf(Symbol operand, RecordSlot slot) const;
  /// Computes again, in the order of ranks, the gain and weight of every definition that rests
  /// on `subject` (just defined, where its users took it for a variable of the tableau), widening
  /// the bounds (`noteDefinitionBounds`).
  void widenBoundsOfUsers(Symbol subject);
  /// The gain and weight (`Definition::gain`, `weight`) of a definition over `cells`, from its
  /// operands as they are now: a defined operand's own bounds times |coefficient|, one of the
  /// tableau gain 1 and weight 0, and the weight 1 of the definition's own constant.
  std::pair<double, double> boundsFromOperands(std::span<const Cell> cells) const;
  /// At most the lowest rank of a definition that uses `symbol` (+infinity when none ever did).
  double lowestDependentRank(Symbol symbol) const;
  /// Notes that a definition of rank `rank` uses `symbol`.
  void noteDependentRank(Symbol symbol, double rank);
  /// Widens the bounds every definition's value obeys by `definition`'s (its gain and weight,
  /// and its constant), each rounded up to a power of two so that the bounds change only a few
  /// times in a solver's life; when they widen, `definitionSafeValue_` falls and
  /// `valuesNearRange_` is set until a check finds every variable in the tableau below it.
  void noteDefinitionBounds(const Definition& definition);
  /// Sets `valuesNearRange_` when one of `rows` (present, of a variable) is beyond
  /// `definitionSafeValue_`. Changes nothing else.
  void noteRowsNearRange(std::span<const RowIndex> rows);
  /// Before a removal's erasures: a new value epoch, no doubt, and the rows the removal changes
  /// watched (`rangeCandidates_`).
  void beginRemoval();
  /// After them: optimizes, notes the watched rows near the range, and refactorizes exactly when
  /// the steps were in doubt, did not converge or left a watched row infeasible. Cannot fail.
  /// `exactCacheFollows`: the removal was made in the kept exact tableau too (`mirrorRemoval`).
  void endRemoval(bool exactCacheFollows = false);
  /// `endRemoval`'s first part: optimizes and notes the watched rows. Returns whether the steps
  /// were in doubt, did not converge or left a watched row infeasible (then only exact
  /// arithmetic can vouch for the result). Notes no change.
  bool settleRemoval();
  /// Whether one of `rows` (present) is a restricted row below its bound beyond rounding: after
  /// a removal, which in exact arithmetic leaves the tableau feasible, that is rounding's work,
  /// and the removal refactorizes exactly.
  bool someRowInfeasible(std::span<const RowIndex> rows) const;
  /// The value of `symbol`: its row's constant, 0 when parametric, or its definition evaluated
  /// (cached until `valueEpoch_` changes).
  double symbolValue(Symbol symbol) const;
  /// Builds the program of every definition (`programSteps_`) at the current version.
  void buildDefinitionProgram() const;
  /// Evaluates every definition in one pass over the program into the value cache for the
  /// current epoch. Assumes the program is at the current version.
  void evaluateEveryDefinition() const;

  // MARK: Constant changes and edits (Edits.cpp)

  /// Moves `record`'s constant by `delta` by shifting its marker through the rows that hold it
  /// (or its definition), then repairs feasibility with the dual simplex. `false`: the required
  /// constraints cannot hold with the new constant (or the dual simplex did not converge); the
  /// tableau is then only fit for a rollback. Does not change the constraint's own constant.
  bool shiftConstant(ConstraintRecord& record, double delta);
  /// The kept column of an edit's marker, or null when it is not worth keeping (yet): the cells
  /// changed since the edit's last move.
  const EditColumn* editColumn(Symbol marker);
  /// Sets the constant of the shared constraint data (journaled).
  void setConstraintConstant(const Constraint& constraint, double constant);
  /// Sets the priority of the shared constraint data (journaled).
  void setConstraintPriority(const Constraint& constraint, double priority);

  // MARK: Public-operation helpers (SolverImplementation.cpp, Explanation.cpp, Ambiguity.cpp)

  /// `addConstraints` of a batch already validated.
  SolverResult addValidConstraints(std::span<const Constraint> constraints);
  /// `addConstraints`'s checks: every constraint valid (`validate`), new and named once, and not
  /// changed by another solver's open transaction. Changes nothing.
  SolverResult validateAdditions(std::span<const Constraint> constraints) const;
  /// `removeConstraints`'s checks: every constraint present and named once, else
  /// `unknownConstraint` naming the first that is not. Changes nothing.
  SolverResult validateRemovals(std::span<const Constraint> constraints) const;
  /// Set by `replaceConstraints` while it adds, when its removal's steps were in doubt: the
  /// addition is then decided by the arbiter whatever its own steps (`addValidConstraints`).
  bool removalInDoubt_ = false;
  /// `call` with the arbiter off: the double tableau's answer stands (the arbiter's fallback).
  SolverResult inDoubles(const std::function<SolverResult()>& call);
  /// Whether the current call's pivots made the tableau ill-conditioned, so that its decisions
  /// cannot be trusted (see "When the doubles are in doubt" in Arbiter.cpp).
  bool isInDoubt() const { return operationGrowth_ > growthLimit || costInDoubt_; }
  /// Starts a call's measure of doubt (`operationGrowth_`, `costInDoubt_`).
  void resetDoubt() {
    operationGrowth_ = 0;
    costInDoubt_ = false;
  }
  /// The index of the first constraint that repeats an earlier one in `constraints`, or its size.
  static std::size_t firstRepeatedConstraint(std::span<const Constraint> constraints);
  /// Resets the solver when it holds no constraint and no edit, so that an empty solver is
  /// pristine, as if new.
  void resetIfEmpty();
  /// The failure for `constraint`, which is not in the solver.
  static SolverResult unknownConstraint(const Constraint& constraint);
  /// The failure for a change of `what` (its constant or priority) of `constraint`, which
  /// another solver holds too: shared values cannot change (see `Constraint`).
  static SolverResult sharedConstraint(const Constraint& constraint, const char* what);
  /// The failure for a simplex that did not converge, about `constraint` when there is one.
  static SolverResult notConverged(const Constraint* constraint = nullptr);
  /// The failure for unsatisfiable `constraint`, with the present constraints (and `pending` of
  /// the batch, less `replacing`) that conflict with it. Assumes the solver is as before the call.
  SolverResult unsatisfiable(const Constraint& constraint, const std::vector<Constraint>& pending,
                             const Constraint* replacing);
  /// The required constraints that make `failing` unsatisfiable (see Explanation.cpp).
  std::vector<Constraint> explainConflict(const Constraint& failing, const std::vector<Constraint>& pending,
                                          const Constraint* replacing) const;
  /// How far `symbol` can move in `direction` before a restricted row binds (Ambiguity.cpp).
  double stepBound(Symbol symbol, double direction) const;
  /// The failure for unsatisfiable `constraint` with the given `conflicts` (`replacing`: the
  /// constraint whose change it is, as in `unsatisfiable`).
  static SolverResult unsatisfiableWith(const Constraint& constraint, const Constraint* replacing,
                                        const std::vector<Constraint>& conflicts, bool explained);

  // MARK: The exact arbiter (Arbiter.cpp)

  /// What a call changes, for the arbiter: the constraints it adds, or the new form of the one it
  /// changes; nothing for a call that only asks for the exact solution of the solver as it is.
  struct ArbitratedChange {
    /// The constraints the call adds, in order; for a change of `changed`, its new form alone.
    std::span<const Constraint> added;
    /// For an edit's addition: the edited variable's identity (`added` holds the edit).
    const void* editVariable = nullptr;
    /// The record whose constant or priority the call changes (a constraint's or an edit's), or
    /// null.
    ConstraintRecord* changed = nullptr;
    /// Makes the change of `changed` in the shared constraint data (journaled), once the exact
    /// solution is to be kept.
    std::function<void()> apply;
    /// What the call tried, for messages ("add constraint `…`").
    std::function<std::string()> verb;
    /// When `added` is built only on demand (a changed constraint's new form, which a call that
    /// succeeds never reads): builds it and sets `added`; `arbitrate` calls it first. Null when
    /// `added` is set from the start.
    std::function<void()> prepare;
  };
  /// The solver's problem in exact form: the present constraints and edits in insertion order
  /// (less a changed one), then the call's additions.
  struct ExactProblem {
    std::vector<exact::ExactConstraint> constraints;
    /// By constraint: the constraint (the record's, or one of the call's).
    std::vector<Constraint> handles;
    /// By constraint: its record, null for the call's own.
    std::vector<ConstraintRecord*> records;
    /// The number of the call's first constraint.
    std::size_t firstAdded = 0;
    /// By exact variable: the variable (the exact tableau's symbol of variable v is v).
    std::vector<Variable> variables;
  };
  /// The exact tableau of the solver as it is, kept after the arbiter decided a call, while
  /// nothing else changes the solver: the next call's additions are then one row each rather than
  /// a solve from scratch (see "The exact tableau kept" in Arbiter.cpp).
  struct ExactCache {
    exact::ExactTableau tableau;
    /// By exact constraint: its record. Names records, owns nothing; valid only while `version`
    /// is the solver's `stateVersion_`.
    std::vector<ConstraintRecord*> records;
    /// The variables with their exact symbols.
    std::vector<std::pair<std::uint32_t, Variable>> variables;
    std::unordered_map<const void*, std::uint32_t> symbolOfVariable;
    /// The solver's `stateVersion_` whose solution the tableau is.
    std::uint64_t version = 0;
    /// The tableau's work when it was built from scratch: what a solve from scratch costs.
    std::uint64_t scratchWork = 0;
    /// The tableau's work beyond which following the double tableau's own changes
    /// (`mirrorAddition`, `mirrorRemoval`) costs more than the solve from scratch it may spare:
    /// the tableau is then dropped.
    std::uint64_t mirrorLimit = 0;
    /// By record: its constraint's number, made when first needed (`exactNumberOf`).
    std::unordered_map<const ConstraintRecord*, std::size_t> numberOf;
  };
  /// Decides the call `change` in exact arithmetic, after the double tableau could not be trusted
  /// with it (see "The arbiter" in Arbiter.cpp). Assumes the solver is as before the call. Either
  /// refuses it (a required constraint of the call cannot hold: the error names it and an
  /// irreducible set of present required constraints it conflicts with; nothing changes) or makes
  /// it, writing the exact optimum into the tableau. `fallback` answers when the present
  /// constraints themselves cannot hold exactly (they were accepted within rounding, beyond a
  /// knife edge) or the exact optimum is out of range: exactness cannot decide then; and when
  /// the exact work would pass `exactWorkBudget`.
  SolverResult arbitrate(const ArbitratedChange& change, const std::function<SolverResult()>& fallback);
  /// `result`, its message saying that the doubles alone decided it when it is a failure; counted
  /// (`SolverStatistics::decidedInDoublesAlone`).
  SolverResult decidedInDoubles(SolverResult result);
  /// `arbitrate`'s work. Throws `ExactWorkExhausted` (before it changes anything) when the exact
  /// work passes `exactWorkLeft_`.
  SolverResult arbitrateExactly(const ArbitratedChange& change,
                                const std::function<SolverResult()>& fallback);
  /// The problem of `change`.
  ExactProblem exactProblem(const ArbitratedChange& change) const;
  /// Numbers the variables of `problem`'s handles and writes its constraints.
  void numberProblem(ExactProblem& problem) const;
  /// The refusal of `failing` (required; `pending` and `replacing` as in `unsatisfiable`), when
  /// the double tableau's explanation of it is proved exactly: the explanation and `failing`
  /// cannot hold together, and (for up to `certifiedByDeletion` conflicts) each conflict is
  /// needed; else the arbiter decides `change`. Assumes the solver is as before the call.
  SolverResult refusal(const ArbitratedChange& change, const Constraint& failing,
                       const std::vector<Constraint>& pending, const Constraint* replacing,
                       const std::function<SolverResult()>& fallback);
  /// Whether `conflicts` and then `failing` cannot hold together exactly (beyond a knife edge),
  /// while `conflicts` alone can, and no conflict can be left out (see `refusal`).
  bool isExactConflict(const Constraint& failing, const std::vector<Constraint>& conflicts) const;
  /// Up to this many conflicts, a refusal's explanation is proved irreducible by leaving each out
  /// in turn; beyond, by the exact proof's needing all of them.
  static constexpr std::size_t certifiedByDeletion = 24;
  /// The exact work one call may spend (`ExactTableau::work`, limb operations), in each of its
  /// two stages (certifying a refusal, deciding the call): far beyond what systems of the size
  /// of the exact sweep's need, so that only systems far larger reach it, and bounded so that
  /// no call runs for minutes (docs/exactness.md has the figures). A call that needs more is
  /// decided by its doubles alone (`fallback`, with its final check), and a refusal then says
  /// so (`decidedInDoubles`).
  static constexpr std::uint64_t exactWorkBudget = 1'000'000'000;
  std::uint64_t exactWorkBudget_ = exactWorkBudget;
  /// The exact work left to the current stage: each exact tableau made is limited to it, and a
  /// temporary one's work is taken off it when it is dropped.
  mutable std::uint64_t exactWorkLeft_ = exactWorkBudget;
  /// An exact tableau of `problem`'s constraints numbered in `subset` (all when null), added in
  /// that order. `failing`: the position in it of the first that cannot hold, or its size. Throws
  /// `ExactWorkExhausted` beyond `exactWorkLeft_`.
  exact::ExactTableau exactTableau(const ExactProblem& problem, const std::vector<std::size_t>* subset,
                                   std::size_t& failing) const;
  /// Narrows `proof` (constraint numbers, the failing one among them, which cannot hold
  /// together) to an irreducible set: without any one of the others, they can.
  std::vector<std::size_t> irreducibleConflict(const ExactProblem& problem, std::vector<std::size_t> proof,
                                               std::size_t failing) const;
  /// The kept exact tableau with `change`'s additions in it, optimized, when there is one in step
  /// with the solver, the change only adds, and every addition holds there; else null (and the
  /// kept one is dropped).
  ExactCache* extendedCache(const ArbitratedChange& change);
  /// `constraint` (of `record`, or null for the call's own) as a constraint of `cache`'s tableau,
  /// its variables numbered there (new ones made): a definition prefers its subject.
  exact::ExactConstraint exactConstraintIn(ExactCache& cache, const Constraint& constraint,
                                           const ConstraintRecord* record);
  /// The kept exact tableau when it is in step with the solver (the version agrees), else null.
  ExactCache* exactCacheInStep() {
    return exactCache_ && exactCache_->version == stateVersion_ ? exactCache_.get() : nullptr;
  }
  /// After the double tableau made the addition of `constraints` alone (their records exist):
  /// makes it in the kept exact tableau too and optimizes there, so that the next arbitration
  /// starts from it; drops the tableau when it is not in step, an addition fails there, or the
  /// work passes its `mirrorLimit`. Returns whether it still follows the solver.
  bool mirrorAddition(std::span<const Constraint> constraints);
  /// The same for the removal of `constraints`, before the double tableau erases them (their
  /// records still present). Without `optimize` the kept tableau is left feasible but maybe not
  /// optimal: the caller adds to it next (`mirrorAddition` or the arbiter), which optimizes.
  bool mirrorRemoval(std::span<const Constraint> constraints, bool optimize);
  /// The frame of both: runs `step` on the kept exact tableau when it is in step, within its
  /// mirror work limit, and drops the tableau when `step` returns false or the work runs out.
  /// Returns whether the tableau still follows the solver.
  template <typename Step>
  bool followExactly(Step step);
  /// The number of `record`'s constraint in `cache`, or SIZE_MAX.
  static std::size_t exactNumberOf(ExactCache& cache, const ConstraintRecord* record);
  /// After an arbitration decided a call with `cache`: the work it may spend following the double
  /// tableau until the next (as much as one solve from scratch, at least `leastMirrorWork`).
  static void renewMirrorLimit(ExactCache& cache);
  /// Limits `cache`'s tableau for one call that follows the double tableau: a quarter of a solve
  /// from scratch (at least `leastMirrorWork`), within its `mirrorLimit`.
  static void limitMirrorWork(ExactCache& cache);
  /// The least work `renewMirrorLimit` and `limitMirrorWork` allow: a thousandth of the budget.
  static constexpr std::uint64_t leastMirrorWork = 1'000'000;
  /// The error for the first variable of `cache`'s optimum beyond `largestValue` (`verb` says
  /// what the call tried), else success.
  static SolverResult exactValueRange(const ExactCache& cache, const std::function<std::string()>& verb);
  /// Replaces every row and objective coefficient by the exact tableau's, rounded, bringing into
  /// the tableau the definitions whose subjects the exact rows need. Journaled.
  void installExactSolution(const ExactCache& cache);
  /// Rewrites the tableau with the exact solution of the solver as it now is, after a removal
  /// whose double steps went through an ill-conditioned tableau. The double answer stands when
  /// the exact one cannot be had. Assumes no transaction is open.
  void refactorize();

  // MARK: The tableau. Owns every row and symbol slot.

  /// Symbol slots by symbol; slot 0 is no symbol. Owns the entries.
  std::vector<SymbolInfo> symbols_;
  /// Free symbol slots, reused by `newSymbol`. Names slots of `symbols_`, owns nothing.
  std::vector<Symbol> freeSymbols_;
  /// Row slots; a free one has no basic symbol. Owns the rows and their cells.
  std::vector<Row> rows_;
  /// Free row slots, reused by `newRow`. Names slots of `rows_`.
  std::vector<RowIndex> freeRows_;
  /// How many row slots hold a row.
  std::size_t rowCount_ = 0;
  /// Marks of rows already seen while compacting a column (`compactColumn`), by row slot.
  std::vector<std::uint32_t> rowMarks_;
  std::uint32_t rowMark_ = 0;

  // MARK: The objective. Owns the levels.

  /// Levels by decreasing priority. Owns them; records point at them. A map, not a vector:
  /// thousands of distinct priorities made each new level's insertion a long move.
  std::map<double, std::unique_ptr<Level>, std::greater<double>> levels_;
  /// The objective's coefficients by symbol: each symbol's non-zero ones, by decreasing priority
  /// of their level. May be shorter than `symbols_` (a missing entry has none). Names levels,
  /// owns nothing else.
  std::vector<std::vector<LevelCost>> costs_;
  /// A copy of one symbol's costs while they change (`substitute`, `purgeSymbol`).
  std::vector<LevelCost> scratchCosts_;
  /// Marks of symbols already kept while compacting a level's `symbols`, by symbol.
  std::vector<std::uint32_t> symbolMarks_;
  std::uint32_t symbolMark_ = 0;
  /// The phase-one objective while a required constraint is added with an artificial variable,
  /// else null. Owns it.
  std::unique_ptr<Row> artificial_;
  /// Symbols that may be lexicographically negative in the objective (a lazily cleaned min-heap).
  /// Names symbols, owns nothing.
  std::vector<Symbol> enteringCandidates_;
  /// Basic symbols of rows that may be out of bounds, for the dual simplex. Names symbols.
  std::vector<Symbol> infeasibleRows_;

  // MARK: The model. Owns the constraint records and the variable slots.

  /// The records of the present constraints (not edits). Owns them; symbols name their slots.
  ConstraintTable<ConstraintRecord> constraints_;
  /// The records of the edits by edited variable's identity. Owns them (shared with a pending
  /// journal closure while a removal may be undone).
  std::unordered_map<const void*, std::shared_ptr<ConstraintRecord>> edits_;
  /// The variables the solver knows, with their symbols. Owns a handle to each variable.
  VariableTable variables_;
  /// How many constraints are held as definitions.
  std::size_t definitionCount_ = 0;
  /// The insertion order of the next record.
  std::uint64_t nextSequence_ = 1;

  // MARK: The journal of the open transaction (Transaction.cpp). Empty outside one.

  /// The innermost open transaction's number (or, after an inner commit, the inner one's), or 0.
  std::uint64_t transaction_ = 0;
  /// How many symbol slots there were when the innermost transaction began: the ones after it
  /// are new.
  std::size_t symbolsAtTransactionStart_ = 0;
  /// `nextSequence_` when the innermost transaction began: the records from it on are new.
  std::uint64_t sequenceAtTransactionStart_ = 0;
  std::uint64_t nextTransaction_ = 1;
  /// An open transaction: how long each journal was when it began, and what it restores.
  struct Savepoint {
    std::uint64_t enclosingTransaction = 0;
    /// The enclosing transaction's `sequenceAtTransactionStart_`.
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
    std::size_t levelChanges = 0;
    std::size_t symbolReleases = 0;
    std::size_t rowReleases = 0;
    std::size_t levelReleases = 0;
    std::size_t recordReleases = 0;
    bool valuesNearRange = false;
    /// `stateVersion_` at the start: a rollback to it keeps a kept exact tableau of that version.
    std::uint64_t stateVersion = 0;
  };
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
  /// How to undo each change that is not a row or level edit, in order. Owns the closures.
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
    /// The row's full-copy stamp (`Row::savedInTransaction`) before this save.
    std::uint64_t previousStamp;
  };
  /// The rows saved in the open transactions: the slot, and the row as it was. The copies' cells
  /// share one buffer, kept from one transaction to the next (a jump's frame saves thousands of
  /// rows: a heap block each cost a tenth of it) and let go when it is far larger than the last
  /// transaction needed (`commitTransaction`).
  std::vector<RowIndex> savedRowIndices_;
  std::vector<SavedRow> savedRows_;
  std::vector<Cell> savedCells_;
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
  /// The constants and magnitudes of every row of an edit's column before one shift, in a
  /// transaction: a drag's frame saves 16 bytes a row and no copy of any cell. The rows are the
  /// column's entries, shared.
  struct ConstantBlock {
    std::shared_ptr<const std::vector<EditColumn::Entry>> rows;
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
  /// Numbers every save of a row (a full copy keeps its number in its `savedInTransaction`), so
  /// that a rollback finds each row's earliest save across the journals.
  std::uint64_t journalSequence_ = 1;
  /// `changedRows`'s answer.
  std::vector<RowIndex> changedRows_;
  /// The constraints whose constant or priority a change changed inside the open transactions,
  /// marked `changedIn` this solver (holds a reference to each).
  std::vector<internal::CountedPointer<Constraint::Data>> changedData_;
  /// Level coefficients changed in the transaction, with their previous values. Does not own
  /// the levels.
  struct LevelChange {
    Level* level;
    Symbol symbol;
    double previous;
    float previousMagnitude;
  };
  std::vector<LevelChange> levelChanges_;
  /// A definition detached from its record inside the open transactions, for the journal's entry
  /// to give back (`detachDefinition`). Emptied when the outermost transaction ends.
  struct DetachedDefinition {
    ConstraintRecord* record;
    std::unique_ptr<Definition> definition;
  };
  std::vector<DetachedDefinition> detachedDefinitions_;
  /// Releases deferred to the commit (a rollback forgets them). The records are detached from
  /// `constraints_` but still owned by it; the levels are still owned by `levels_`.
  std::vector<Symbol> pendingSymbolReleases_;
  std::vector<RowIndex> pendingRowReleases_;
  std::vector<Level*> pendingLevelReleases_;
  std::vector<ConstraintRecord*> pendingRecordReleases_;

  // MARK: Lazily evaluated values of defined symbols (`symbolValue`). A cache: owns copies only.

  mutable std::vector<double> valueCache_;
  /// Every definition in the order of ranks, as one flat program (`evaluateEveryDefinition`):
  /// a step per definition, its cells in one array, each operand marked defined or not. Built
  /// at `definitionsVersion_` (`programVersion_`), so valid until a definition is made, goes or
  /// changes its constant; rows may pivot meanwhile (operands in the tableau are read through
  /// their rows at each run).
  struct ProgramStep {
    Symbol subject;
    std::uint32_t firstCell;
    std::uint32_t cellCount;
    double constant;
  };
  struct ProgramCell {
    Symbol operand;
    bool isDefined;
    double coefficient;
  };
  mutable std::vector<ProgramStep> programSteps_;
  mutable std::vector<ProgramCell> programCells_;
  mutable std::uint64_t programVersion_ = 0;
  /// Counts every change of the definitions (journaled changes count again when undone).
  std::uint64_t definitionsVersion_ = 1;
  /// Definitions evaluated one by one in the epoch `countedEpoch_`, and since the definitions'
  /// version `countedVersion_`: many reads in one epoch run the whole program instead, and it is
  /// built once that many reads have paid for it.
  mutable std::uint64_t evaluatedInEpoch_ = 0;
  mutable std::uint64_t countedEpoch_ = 0;
  mutable std::uint64_t evaluatedInVersion_ = 0;
  mutable std::uint64_t countedVersion_ = 0;
  /// `symbolValue`'s work list, kept to save an allocation per call.
  mutable std::vector<Symbol> definitionStack_;
  /// Rows that `suggestValue` checks against `largestValue` (and `definitionSafeValue_`) when it
  /// is done: those its shift left beyond `definitionSafeValue_` (the slow path of the loop notes
  /// them) and, while `watchingRows_`, every row the dual simplex changes (`saveRow` notes them);
  /// a removal watches its rows the same way. Empty between calls.
  std::vector<RowIndex> rangeCandidates_;
  /// The subjects of the definitions made or shifted in the current call, for the same check.
  std::vector<Symbol> definedCandidates_;
  bool watchingRows_ = false;
  /// The bounds over every definition made since the solver was last empty (`Definition::gain`,
  /// `weight`, the largest |constant|), as powers of two; they never narrow.
  double definitionGainBound_ = 0;
  double definitionWeightBound_ = 0;
  double definitionConstantBound_ = 0;
  /// While every variable in the tableau is within this magnitude, every definition's value is
  /// within `largestValue` by the bounds above, with a factor 2 to spare for rounding.
  double definitionSafeValue_ = largestValue;
  /// Set when a variable in the tableau may be beyond `definitionSafeValue_`: the next check of
  /// the value range looks at every row, then at every definition if one still is.
  bool valuesNearRange_ = false;
  /// The `valueEpoch_` at which each cached value was computed, by symbol.
  mutable std::vector<std::uint64_t> valueStamp_;
  /// Moves on at every change that can change a value.
  mutable std::uint64_t valueEpoch_ = 1;

  // MARK: Values that changed since the last take (ValueChanges.cpp). Off until asked for.
  bool notingValues_ = false;
  /// Set by `noteEveryValueChange`; cleared by a take.
  bool everyValueChanged_ = false;
  /// The rows noted since the last take, each once (`changedRowMarks_[row] == changedRowMark_`).
  std::vector<RowIndex> changedRowLog_;
  std::vector<std::uint32_t> changedRowMarks_;
  std::uint32_t changedRowMark_ = 1;
  /// The take's marks of the symbols it reported (`changedSymbolMarks_[symbol] == changedSymbolMark_`).
  std::vector<std::uint32_t> changedSymbolMarks_;
  std::uint32_t changedSymbolMark_ = 1;
  /// Symbols whose value may have changed: the basic symbols of noted rows before their change,
  /// and those of `noteSymbolChange`. Maybe repeated, maybe released since.
  std::vector<Symbol> changedSymbols_;
  /// Variables that left the solver since the last take (their value is 0 now).
  std::vector<Variable> departedVariables_;

  // MARK: Edit columns (`editColumn`). A cache of the column index.

  /// Kept columns by edit marker, valid while `cellsVersion_` is unchanged.
  std::unordered_map<Symbol, EditColumn> editColumns_;
  /// Counts every change to any row's cells (`saveRow`).
  std::uint64_t cellsVersion_ = 1;

  // MARK: Scratch. No meaning between calls; kept only to reuse their buffers.

  /// Cells for merging rows (`mergeCells`).
  std::vector<Cell> scratch_;
  /// The row a constraint is built in before it is copied into its slot (`insertIntoTableau`).
  Row buildingRow_;
  /// A copy of the column being substituted (`substitute`).
  std::vector<RowIndex> scratchColumn_;
  /// Rows and the symbol each pivots in while unblocking a degenerate vertex
  /// (`unblockDegenerateRows`).
  struct Unblocking {
    Symbol basic;
    RowIndex row;
    Symbol own;
  };
  std::vector<Unblocking> unblocking_;
  /// By symbol, the largest contribution to a cell of the row being built (`dropCancelledCells`);
  /// all 0 between calls.
  std::vector<double> cellMagnitudes_;
  /// `expandTerms`' work: by symbol, the coefficient summed so far and the largest contribution
  /// to it (all 0 between calls), the symbols touched, the defined ones waiting by rank (a heap),
  /// and the expanded terms of the row being built.
  std::vector<double> expansionCoefficients_;
  std::vector<double> expansionMagnitudes_;
  std::vector<Symbol> expansionTouched_;
  std::vector<std::pair<double, Symbol>> expansionQueue_;
  std::vector<Cell> expandedTerms_;
  /// `checkedViolation`'s expanded terms (apart from `expandedTerms_`, which a row being built
  /// holds).
  std::vector<Cell> checkedTerms_;
  /// `isShallowDefinition`'s marks (by symbol, the call's stamp) and work list.
  std::vector<std::uint32_t> reachStamps_;
  std::uint32_t reachStamp_ = 0;
  std::vector<Symbol> reachStack_;
  /// `moveDefinitionsIntoTableau`'s work list: its own, since each definition it moves builds a
  /// row (which, were an operand still defined, could ask `isShallowDefinition` again).
  std::vector<Symbol> moveStack_;
  /// The rank of the next definition with a fresh subject (`Definition::rank`), above every
  /// rank given; never reset.
  double nextDefinitionRank_ = 0;
  /// By symbol, the slots of the definitions that used it (a superset: entries are checked with
  /// `userOf`, and dropped when they outnumber the symbol's dependents), and
  /// `widenBoundsOfUsers`' queue.
  std::vector<std::vector<RecordSlot>> definitionUsers_;
  std::vector<std::pair<double, RecordSlot>> widenQueue_;
  /// By symbol, at most the lowest rank of a definition that uses it (+infinity: none); never
  /// raised (a lower value only narrows where a definition of the symbol may go).
  std::vector<double> lowestDependentRanks_;

  // MARK: The constraint of each marker (`recomputeConstant`). Names records, owns nothing.

  /// By symbol: the record whose marker it is, or null.
  std::vector<const ConstraintRecord*> markerOwners_;
  /// Whether some level's constant is stale (`Level::constantIsStale`): what makes
  /// `settleLevelConstants` look at the levels at all. Within a transaction it only goes from
  /// false to true (the settling runs at the outermost commit), so a rollback leaves it as it is:
  /// at worst it settles levels that were not stale.
  bool someLevelConstantIsStale_ = false;
  /// Whether every level's constant is stale: set when `recomputeConstant` changes the constant
  /// of a row whose basic symbol is an error. The objective holds that error's value through the
  /// substitution that took it out, as accumulated; computed afresh, the row may differ from it
  /// by what the accumulation rounded away, which at a term scale of 1e12 is units (a level
  /// constant of -1 for errors summing to 3). The error's level is not at hand there, and the
  /// settling is one pass over the constraints (`settleLevelConstants`).
  bool everyLevelConstantIsStale_ = false;

  // MARK: The exact arbiter's state (Arbiter.cpp).

  /// The kept exact tableau, or null.
  std::unique_ptr<ExactCache> exactCache_;
  /// Notes a change the solver keeps: moves `stateVersion_` on and drops the kept exact tableau,
  /// which is no longer the solver's (the arbiter keeps its own past its commit), unless
  /// `exactCacheFollows` says the change was made there too and it was in step: it then moves on
  /// with the solver.
  void noteChange(bool exactCacheFollows = false) {
    ExactCache* following = exactCacheFollows ? exactCacheInStep() : nullptr;
    ++stateVersion_;
    if (following != nullptr) {
      following->version = stateVersion_;
    } else {
      exactCache_.reset();
    }
  }
  /// Moves on at every change the solver keeps (`commitTransaction`, and the calls that change
  /// it without one): the kept exact tableau is the solver's only while they agree.
  std::uint64_t stateVersion_ = 1;

  // MARK: Conditioning (Arbiter.cpp).

  /// The largest cell the current call wrote or built on: a defining row's cells, each
  /// substituted row's cell of the entering symbol times those (`substitute`), and each basic
  /// row substituted into a new constraint's row times the term's coefficient (`buildRow`). Reset
  /// by each call.
  double operationGrowth_ = 0;
  /// Above this growth the arbiter decides the call: the tableau's rounding may exceed its
  /// tolerances (see "When the doubles are in doubt" in Arbiter.cpp).
  static constexpr double growthLimit = 1e4;
  /// Whether the current call wrote an objective cost that is not zero but within
  /// `doubtfulCost` of its scale: whether it is rounding decides the optimum. Reset by each call.
  bool costInDoubt_ = false;
  /// See `costInDoubt_`: far below any true cost of a layout (products of coefficients in range
  /// are at least 1e-12 of their operands only at the range's ends), far above rounding.
  static constexpr double doubtfulCost = 1e-9;

  // MARK: Settings and counters.

  bool explainsConflicts_ = true;
  /// Whether failures and doubts go to the exact arbiter (see `setArbitrates`).
  bool arbitrates_ = true;
  /// Pivots since the solver was made (kept across `reset`).
  std::size_t pivotCount_ = 0;
  /// Calls the exact arbiter took up, and those of them its work bound left to the doubles, since
  /// the solver was made (kept across `reset`).
  std::size_t arbitrationCount_ = 0;
  std::size_t decidedInDoublesCount_ = 0;
};

}  // namespace clayout::internal

// The inline row edits, which need the whole class.
#include "TableauEdits.h"  // IWYU pragma: export
