// SolverImplementation.h — the state and algorithm behind `Solver` (internal).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "CLayoutCore/Solver/Solver.h"
#include "ConstraintTable.h"
#include "Row.h"
#include "RowList.h"
#include "Symbol.h"
#include "VariableTable.h"

namespace clayout {

/// The incremental Cassowary solver with exact priority levels. The algorithm is explained at
/// the top of SolverImplementation.cpp.
class SolverImplementation {
 public:
  SolverImplementation();

  SolverResult addConstraint(const Constraint& constraint);
  SolverResult addConstraints(std::span<const Constraint> constraints);
  SolverResult removeConstraint(const Constraint& constraint);
  SolverResult removeConstraints(std::span<const Constraint> constraints);
  bool hasConstraint(const Constraint& constraint) const;
  SolverResult setConstant(const Constraint& constraint, double constant);
  SolverResult setPriority(const Constraint& constraint, double priority);
  SolverResult addEditVariable(const Variable& variable, double priority);
  SolverResult removeEditVariable(const Variable& variable);
  bool hasEditVariable(const Variable& variable) const;
  SolverResult suggestValue(const Variable& variable, double value);
  double valueOf(const Variable& variable) const;
  void updateVariables();
  std::vector<Variable> ambiguousVariables() const;
  void reset();
  SolverStatistics statistics() const;
  std::string dump() const;
  std::string checkInvariants() const;

  /// Turns conflict explanation off: the explanation itself runs scratch solvers that must not
  /// explain their own failures.
  void setExplainsConflicts(bool explains) { explainsConflicts_ = explains; }

 private:
  using Symbol = internal::Symbol;
  using SymbolKind = internal::SymbolKind;
  using Row = internal::Row;
  using RowIndex = internal::RowIndex;
  using Cell = internal::Cell;
  using VariableTable = internal::VariableTable;

  struct ConstraintRecord;

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
    RowIndex row = internal::noRow;
    /// How many rows hold this symbol.
    std::uint32_t columnCount = 0;
    /// How many definitions use this symbol on their right-hand side.
    std::uint32_t dependents = 0;
    /// The rows holding this symbol as a parametric cell: unordered, and lazily cleaned, so it
    /// may also name rows that no longer hold it (or name a row twice); `columnCount` is exact.
    internal::RowList column;
    /// For an external symbol: the variable's slot in `variables_`.
    internal::VariableTable::Slot variable = internal::VariableTable::noSlot;
    /// For an external symbol defined outside the tableau: the defining constraint's slot in
    /// `constraints_` (a definition is never an edit). See `definitionOf`.
    RecordSlot definition = noRecord;
    bool isDefined() const { return definition != noRecord; }
  };
  static_assert(sizeof(SymbolInfo) <= 40);

  /// One level of the lexicographic objective: the sum of the errors of one priority, kept as a
  /// dense row indexed by symbol (the objective touches many symbols; inserting into a sorted
  /// row would be a memmove each time).
  struct Level {
    double priority = 0;
    /// Coefficients by symbol; slot 0 (no symbol) holds the level's constant.
    std::vector<double> coefficients;
    /// Constraints and edits at this priority.
    std::size_t users = 0;
    double coefficientFor(Symbol symbol) const {
      return symbol < coefficients.size() ? coefficients[symbol] : 0.0;
    }
    double constant() const { return coefficientFor(internal::noSymbol); }
  };

  /// A required equality held outside the tableau: `subject = constant + Σ cells`, where the
  /// cells name external symbols (defined or not). See "Definitions" in the essay.
  struct Definition {
    Symbol subject = internal::noSymbol;
    /// The subject's coefficient in the constraint's expression.
    double subjectCoefficient = 1;
    double constant = 0;
    std::vector<Cell> cells;
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
    /// (required equality); `noSymbol` while the constraint is a definition.
    Symbol marker = internal::noSymbol;
    /// The second symbol: the error of an optional inequality or the negative error of an
    /// optional equality.
    Symbol other = internal::noSymbol;
    /// The marker's coefficient in the constraint's own row: changing the constant by δ moves
    /// the marker by δ / markerCoefficient.
    double markerCoefficient = 1;
    /// The objective level of an optional constraint.
    Level* level = nullptr;
    /// Insertion order, for deterministic dumps and explanations.
    std::uint64_t sequence = 0;
    /// Set while the constraint is held as a definition.
    std::unique_ptr<Definition> definition;
    /// The record's slot in `constraints_` (unused for an edit).
    std::uint32_t slot = 0;
    /// Whether this is an edit's record, kept in `edits_` rather than `constraints_`.
    bool isEdit = false;
  };
  static_assert(sizeof(ConstraintRecord) <= 64);

  // Transactions: every change made while one is open can be undone exactly (see the essay).
  void beginTransaction();
  void commitTransaction();
  void rollbackTransaction();
  /// Records how to undo a change, when a transaction is open. A template, so that outside a
  /// transaction (a pristine batch, an edit) the closure is never even made.
  template <typename Undo>
  void journal(Undo&& undo) {
    if (transaction_ != 0) undo_.emplace_back(std::forward<Undo>(undo));
  }
  void saveRow(RowIndex index);
  /// `saveRow` for a change of the row's constant only (its cells stay as they are).
  /// Inline, with the copy out of line: W3's frames call it for every row an edit moves, outside
  /// any transaction.
  void saveRowConstant(RowIndex index) {
    if (transaction_ != 0) saveRowInTransaction(index);
  }
  void saveRowInTransaction(RowIndex index);
  void setLevelCoefficient(Level& level, Symbol symbol, double value);

  // Symbols, rows and levels.
  Symbol newSymbol(SymbolKind kind);
  void releaseSymbol(Symbol symbol);
  RowIndex newRow();
  void releaseRow(RowIndex index);
  Level* levelFor(double priority);
  void releaseLevelUse(Level* level);
  Symbol symbolForVariable(const Variable& variable);
  /// Makes `symbol` basic in row `index` (or in none, with `noRow`), keeping its variable's copy
  /// of the row in step.
  void setBasicRow(Symbol symbol, RowIndex index) {
    SymbolInfo& info = symbols_[symbol];
    info.row = index;
    if (info.variable != VariableTable::noSlot && variables_[info.variable].symbol == symbol)
      variables_[info.variable].row = index;
  }
  /// The record of the constraint defining `symbol` (which must be defined).
  ConstraintRecord& definitionOf(Symbol symbol) const {
    return constraints_.record(symbols_[symbol].definition);
  }
  Symbol knownSymbol(const Variable& variable) const;
  void releaseVariableUse(const Variable& variable);

  // Row algebra, keeping the column index in step.
  void addToRow(RowIndex index, const std::vector<Cell>& cells, double constant, double factor);
  void addCellToRow(RowIndex index, Symbol symbol, double coefficient);
  void removeCellFromRow(RowIndex index, Symbol symbol);
  void setRowCells(RowIndex index, const std::vector<Cell>& cells);
  void columnInsert(Symbol symbol, RowIndex index);
  void columnErase(Symbol symbol, RowIndex index);
  void compactColumn(Symbol symbol, RowIndex losing = internal::noRow);
  void addToLevel(Level& level, const std::vector<Cell>& cells, double constant, double factor);
  void addRowToArtificial(const Row& row, double factor);

  // The simplex.
  bool isLexicographicallyNegative(Symbol symbol) const;
  void noteObjectiveChange(Symbol symbol);
  Symbol enteringSymbol();
  Symbol artificialEnteringSymbol(bool blandsRule) const;
  /// Orders two symbols by how many rows hold them, then by their reduced costs in the
  /// objective, level by level, then by index: negative when `a` is cheaper to enter.
  int objectiveCostOrder(Symbol a, Symbol b) const;
  /// Steps in a row at one vertex after which phase one turns to Bland's rule.
  static constexpr std::size_t degenerateStepsBeforeBland = 32;
  RowIndex leavingRow(Symbol entering) const;
  void pivot(Symbol entering, RowIndex leaving);
  void substitute(Symbol entering, RowIndex definingRow);
  bool optimize();
  /// Unblocks rows that stop `entering` at a degenerate vertex; how many (see the definition).
  std::size_t unblockDegenerateRows(Symbol entering, RowIndex leaving);
  bool optimizeArtificial();
  bool dualOptimize();
  Symbol dualEnteringSymbol(const Row& row, double sign) const;
  /// Whether a row's basic symbol is out of its bounds (inline: see `saveRowConstant`).
  static bool rowIsInfeasible(const Row& row) {
    SymbolKind kind = row.basicKind;
    if (kind == SymbolKind::external) return false;
    if (kind == SymbolKind::dummy) return !internal::nearZero(row.constant);
    // Within the tolerance a bound is met: 11 - 11 may well come out as -1.8e-15.
    return row.constant < -internal::epsilon;
  }
  void noteIfInfeasible(RowIndex index) {
    if (rowIsInfeasible(rows_[index])) infeasibleRows_.push_back(rows_[index].basic);
  }

  // Constraints.
  SolverResult validate(const Constraint& constraint, double priority) const;
  SolverResult insertConstraint(const Constraint& constraint, const void* editVariable, bool optimizeNow);
  bool tryDefinition(ConstraintRecord& record);
  void demote(Symbol subject);
  bool insertIntoTableau(ConstraintRecord& record, Symbol preferredSubject);
  bool addWithArtificialVariable(RowIndex index);
  void buildRow(ConstraintRecord& record, Row& row);
  void eraseConstraint(ConstraintRecord& record);
  void removeFromTableau(ConstraintRecord& record);
  RowIndex markerLeavingRow(Symbol marker) const;
  void purgeSymbol(Symbol symbol);
  void settleIfEmpty();
  /// The index of the first constraint that repeats an earlier one in `constraints`, or its size.
  static std::size_t firstRepeatedConstraint(std::span<const Constraint> constraints);
  bool shiftConstant(ConstraintRecord& record, double delta);
  /// The rows holding an edit's marker, with its coefficient in each, while the cells hold.
  struct EditColumn {
    /// `cellsVersion_` when the entries were read; 0 before.
    std::uint64_t version = 0;
    /// `cellsVersion_` when the edit last moved.
    std::uint64_t seenVersion = 0;
    /// A row and the marker's coefficient in it. Not packed like `Cell`: packing it to 12 bytes
    /// saved 0.4 MB at 10,000 views but made W3's frames a quarter slower.
    struct Entry {
      RowIndex row;
      double coefficient;
    };
    std::vector<Entry> entries;
  };
  /// The kept column of an edit's marker, or null when it is not worth keeping (yet).
  const EditColumn* editColumn(Symbol marker);
  SolverResult unsatisfiable(const Constraint& constraint, const std::vector<Constraint>& pending,
                             const Constraint* replacing);
  std::vector<Constraint> explainConflict(const Constraint& failing, const std::vector<Constraint>& pending,
                                          const Constraint* replacing) const;

  // Values.
  double symbolValue(Symbol symbol) const;
  double stepBound(Symbol symbol, double direction) const;
  void setConstraintConstant(const Constraint& constraint, double constant);
  void setConstraintPriority(const Constraint& constraint, double priority);

  // The tableau.
  std::vector<SymbolInfo> symbols_;
  std::vector<Symbol> freeSymbols_;
  std::vector<Symbol> pendingSymbolReleases_;
  std::vector<Row> rows_;
  std::vector<RowIndex> freeRows_;
  std::vector<RowIndex> pendingRowReleases_;
  std::size_t rowCount_ = 0;
  /// Levels by decreasing priority.
  std::vector<std::unique_ptr<Level>> levels_;
  std::vector<Level*> pendingLevelReleases_;
  /// The phase-one objective while a required constraint is added with an artificial variable.
  std::unique_ptr<Row> artificial_;
  /// Symbols that may be lexicographically negative in the objective (a lazily cleaned heap).
  std::vector<Symbol> enteringCandidates_;
  /// Rows whose basic symbol is out of bounds, for the dual simplex.
  std::vector<Symbol> infeasibleRows_;
  /// Scratch cells for merging rows, and a scratch column for substitution.
  std::vector<Cell> scratch_;
  /// The row a constraint is built in before it is copied into its slot (see `insertIntoTableau`).
  Row buildingRow_;
  std::vector<RowIndex> scratchColumn_;
  /// Rows and the symbol each pivots in while unblocking a degenerate vertex (`optimize`).
  struct Unblocking {
    Symbol basic;
    RowIndex row;
    Symbol own;
  };
  std::vector<Unblocking> unblocking_;
  /// Marks of rows already seen while compacting a column.
  std::vector<std::uint32_t> rowMarks_;
  std::uint32_t rowMark_ = 0;

  // The model.
  internal::ConstraintTable<ConstraintRecord> constraints_;
  std::unordered_map<const void*, std::shared_ptr<ConstraintRecord>> edits_;
  /// Records removed in the open transaction: released at its commit, linked again if it rolls back.
  std::vector<ConstraintRecord*> pendingRecordReleases_;
  internal::VariableTable variables_;
  std::size_t definitionCount_ = 0;
  std::uint64_t nextSequence_ = 1;

  // The journal.
  std::uint64_t transaction_ = 0;
  /// How many symbol slots there were when the transaction began: the ones after it are new.
  std::size_t symbolsAtTransactionStart_ = 0;
  std::uint64_t nextTransaction_ = 1;
  std::vector<std::function<void()>> undo_;
  std::vector<RowIndex> savedRowIndices_;
  std::vector<Row> savedRows_;
  struct LevelChange {
    Level* level;
    Symbol symbol;
    double previous;
  };
  std::vector<LevelChange> levelChanges_;

  // Lazily evaluated values of defined symbols.
  mutable std::vector<double> valueCache_;
  mutable std::vector<std::uint64_t> valueStamp_;
  mutable std::uint64_t valueEpoch_ = 1;

  // Edit columns by marker (see `shiftConstant`), valid while `cellsVersion_` is unchanged: it
  // counts every change to any row's cells.
  std::unordered_map<Symbol, EditColumn> editColumns_;
  std::uint64_t cellsVersion_ = 1;

  bool explainsConflicts_ = true;
  std::size_t pivotCount_ = 0;
};

}  // namespace clayout
