// Tableau.h — the simplex tableau: the symbol table, the rows, and the column index kept beside
// them, with the row algebra that keeps the three in step (internal).
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "Row.h"
#include "RowList.h"
#include "Support/Assert.h"
#include "Symbol.h"

namespace clayout::internal {

/// The tableau: rows `basic = constant + Σ coefficient·symbol` in flat slots, an entry for every
/// symbol, and for each symbol the rows that hold it (its column), so that a pivot substitutes
/// into exactly the rows that need it.
///
/// Owns the symbol slots (slot 0 is no symbol) and their free list, the row slots (a free one
/// has no basic symbol) and theirs, the column index, and the buffers of its own algebra.
///
/// Invariants (`checkInvariants`):
/// - a present row's cells are sorted by symbol, non-zero, and name neither a released symbol nor
///   a basic one: a row is written in parametric symbols only;
/// - a present row's basic symbol names it back (`SymbolInfo::row`); `rowCount` counts the present
///   rows; a free row slot holds no cells;
/// - each symbol's `columnCount` is exactly the number of rows holding it, and its `column` names
///   each of them (maybe with stale or repeated entries too: they are cleaned lazily);
/// - a restricted basic symbol (slack, error) is not below 0 beyond its row's rounding.
///
/// What it leaves to the solver that owns it: saving a row to the journal before an edit changes
/// it (every edit below assumes that was done), keeping each variable's copy of its row in step
/// (`SolverImplementation::setBasicRow`), and computing a drifted constant afresh (an edit that
/// may leave one returns `true`). Each symbol's entry also carries fields other parts set through
/// it, packed with the symbol because a layout has about 18 symbols a view: the variable's slot
/// (`VariableTable`'s) and the defining record and dependents (`Definitions`'). The tableau never
/// reads them but to keep them across its own moves.
class Tableau {
 public:
  /// Everything kept for one symbol. Ordered to pack into 40 bytes.
  struct SymbolInfo {
    SymbolKind kind = SymbolKind::unused;
    /// Whether `column` may hold stale or repeated entries.
    bool columnIsDirty = false;
    /// The row this symbol is basic in, or `noRow`.
    RowIndex row = noRow;
    /// How many rows hold this symbol.
    std::uint32_t columnCount = 0;
    /// How many definitions use this symbol on their right-hand side (`Definitions`).
    std::uint32_t dependents = 0;
    /// The rows holding this symbol as a parametric cell: unordered, and lazily cleaned, so it
    /// may also name rows that no longer hold it (or name a row twice); `columnCount` is exact.
    RowList column;
    /// For an external symbol: the variable's slot in the solver's `VariableTable`.
    std::uint32_t variable = UINT32_MAX;
    /// For an external symbol defined outside the tableau: the defining constraint's record slot
    /// (`Definitions`; a definition is never an edit).
    RecordSlot definition = noRecord;
    bool isDefined() const { return definition != noRecord; }
  };
  static_assert(sizeof(SymbolInfo) <= 40);

  Tableau() { symbols_.emplace_back(); }

  // MARK: Symbols

  /// The symbol slots, the unused slot 0 and the free ones included.
  std::size_t symbolSlots() const { return symbols_.size(); }
  std::size_t symbolCapacity() const { return symbols_.capacity(); }
  /// The symbols in use.
  std::size_t symbolCount() const { return symbols_.size() - 1 - freeSymbols_.size(); }
  const SymbolInfo& symbol(Symbol symbol) const { return symbols_[symbol]; }
  /// A fresh symbol of `kind`, in no row: a free slot when there is one (`reused` is then set),
  /// else a new slot at the end.
  Symbol newSymbol(SymbolKind kind, bool& reused) {
    Symbol symbol;
    reused = !freeSymbols_.empty();
    if (reused) {
      symbol = freeSymbols_.back();
      freeSymbols_.pop_back();
    } else {
      symbol = static_cast<Symbol>(symbols_.size());
      symbols_.emplace_back();
    }
    symbols_[symbol].kind = kind;
    return symbol;
  }
  /// Empties `symbol`'s slot and lists it free. Assumes no row holds it and it is basic in none.
  void freeSymbol(Symbol symbol) {
    symbols_[symbol] = SymbolInfo{};
    freeSymbols_.push_back(symbol);
  }
  /// Drops the symbol slots from `count` on, with all they hold (a rollback's: they were appended
  /// since its transaction began).
  void truncateSymbols(std::size_t count) { symbols_.resize(count); }
  /// Makes `symbol` basic in row `index` (or in none, with `noRow`). Does not touch the row.
  void setBasicRow(Symbol symbol, RowIndex index) {
    CLAYOUT_ASSERT(symbol != noSymbol && symbol < symbols_.size());
    CLAYOUT_ASSERT(index == noRow || static_cast<std::size_t>(index) < rows_.size());
    symbols_[symbol].row = index;
  }
  void setVariableSlot(Symbol symbol, std::uint32_t slot) { symbols_[symbol].variable = slot; }
  void setDefinition(Symbol symbol, RecordSlot slot) { symbols_[symbol].definition = slot; }
  void addDependent(Symbol symbol) { ++symbols_[symbol].dependents; }
  void removeDependent(Symbol symbol) { --symbols_[symbol].dependents; }

  // MARK: Rows

  /// The row slots, free ones included.
  std::size_t rowSlots() const { return rows_.size(); }
  /// The present rows.
  std::size_t rowCount() const { return rowCount_; }
  const Row& row(RowIndex index) const { return rows_[index]; }
  /// An empty row slot: a free one when there is one, else a new one at the end. Not counted in
  /// `rowCount` until `countRow`.
  RowIndex newRow() {
    if (!freeRows_.empty()) {
      RowIndex index = freeRows_.back();
      freeRows_.pop_back();
      return index;
    }
    rows_.emplace_back();
    return static_cast<RowIndex>(rows_.size() - 1);
  }
  /// Lists the empty slot `index` free. A slot is never dropped: stale column entries may name it.
  /// Its cell buffer is kept for the next row only when small: a reused slot would otherwise keep
  /// the largest row it ever held, and a long-lived solver's memory would only grow.
  void freeRow(RowIndex index) {
    std::vector<Cell>& cells = rows_[static_cast<std::size_t>(index)].cells;
    if (cells.capacity() > keptCellCapacity) std::vector<Cell>().swap(cells);
    freeRows_.push_back(index);
  }
  /// Empties row `index`: its cells leave their columns, its basic symbol becomes parametric and
  /// it is no longer counted. Returns the basic symbol it had (`noSymbol` for an empty slot).
  Symbol emptyRow(RowIndex index);
  /// Sets row `index`'s basic symbol (and its kind) to `basic`; the symbol's side is
  /// `setBasicRow`'s, the count `countRow`'s.
  void setRowBasic(RowIndex index, Symbol basic) {
    rows_[index].basic = basic;
    rows_[index].basicKind = symbols_[basic].kind;
  }
  /// One more present row.
  void countRow() { ++rowCount_; }
  /// Sets row `index`'s constant and magnitude.
  void setRowConstant(RowIndex index, double constant, double magnitude) {
    rows_[index].constant = constant;
    rows_[index].magnitude = magnitude;
  }
  /// Row `index`'s constant moved by an edit's shift (`addShiftToConstant`). Returns whether it
  /// drifted (the solver then computes it afresh).
  [[gnu::always_inline]] bool shiftRowConstant(RowIndex index, double change) {
    return addShiftToConstant(rows_[index], change);
  }

  // MARK: Row edits. Each keeps the cells sorted and free of zeros, `columnCount` exact and
  // `column` a superset of the rows holding each symbol. Each assumes the row was saved first.

  /// Row `index` += factor · (constant + Σ cells). Assumes `other`'s cells are sorted and hold
  /// neither the row's basic symbol nor any other basic symbol. Returns whether the constant
  /// drifted.
  bool addToRow(RowIndex index, const Row& other, double factor) {
    Row& row = rows_[index];
    bool drifted = other.constant != 0 &&
                   addToConstant(row, factor * other.constant, std::fabs(factor) * other.magnitude);
    mergeCells(
        row.cells, other.cells, factor, scratch_, [&](Symbol symbol) { columnInsert(symbol, index); },
        [&](Symbol symbol) { columnErase(symbol, index); });
    return drifted;
  }
  /// Row `index` += coefficient · symbol. Assumes `symbol` is parametric.
  void addCellToRow(RowIndex index, Symbol symbol, double coefficient) {
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
  /// Removes `symbol`'s cell from row `index`, if it has one.
  void removeCellFromRow(RowIndex index, Symbol symbol) {
    std::vector<Cell>& cells = rows_[index].cells;
    auto found = find(cells, symbol);
    if (isCellOf(cells, found, symbol)) {
      cells.erase(found);
      columnErase(symbol, index);
    }
  }
  /// Replaces row `index`'s cells by `cells` (sorted, non-zero, parametric).
  void setRowCells(RowIndex index, const std::vector<Cell>& cells) {
    Row& row = rows_[index];
    for (const Cell& cell : row.cells) columnErase(cell.symbol, index);
    row.cells.assign(cells.begin(), cells.end());
    for (const Cell& cell : row.cells) columnInsert(cell.symbol, index);
  }
  /// Solves row `index` for `symbol` (`Row::solveFor`) and takes the row out of `symbol`'s
  /// column. Returns `symbol`'s old coefficient. Assumes the row holds `symbol`; the basic symbol
  /// is the caller's to set.
  double solveRowFor(RowIndex index, Symbol symbol) {
    double coefficient = rows_[index].solveFor(symbol);
    columnErase(symbol, index);
    return coefficient;
  }
  /// Empties `symbol`'s column into `rows` (its entries, maybe stale or repeated) and zeroes its
  /// count, for a substitution that takes the symbol out of every row (`takeCell` each).
  void takeColumn(Symbol symbol, std::vector<RowIndex>& rows) {
    RowList& column = symbols_[symbol].column;
    rows.assign(column.begin(), column.end());
    column.reset();
    symbols_[symbol].columnCount = 0;
    symbols_[symbol].columnIsDirty = false;
  }
  /// After `takeColumn(symbol)`: removes `symbol`'s cell from row `index` and returns its
  /// coefficient, 0 when the row has none (the entry was stale or repeated).
  double takeCell(RowIndex index, Symbol symbol) {
    std::vector<Cell>& cells = rows_[index].cells;
    auto found = find(cells, symbol);
    if (!isCellOf(cells, found, symbol)) return 0.0;
    double coefficient = found->coefficient;
    cells.erase(found);
    return coefficient;
  }
  /// Drops `symbol`'s stale and repeated column entries, and those of row `losing`, which is
  /// being rewritten. Guarantees each row in the column holds the symbol, exactly once.
  void compactColumn(Symbol symbol, RowIndex losing = noRow);

  /// A drag's frame: row += coefficient · step for every entry of an edit's column (`entries`,
  /// `count` of them), the rows' constants and magnitudes first saved into `saved` (two doubles a
  /// row) when `journaled`. The common row (a constant that stays nonnegative, at most `safe`,
  /// keeps its digits, of a basic symbol that is no dummy) costs one test; for another, `watch`
  /// hears `beyond(row)` when it passes `safe`, `drifted(row)` when its constant must be
  /// computed afresh, then `infeasible(basic)` when it is out of bounds. Forced inline: it is the
  /// frame's whole loop, and `watch`'s calls must not cost the common row anything.
  template <bool journaled, typename Watch>
  [[gnu::always_inline]] void shiftColumn(const ColumnEntry* begin, std::size_t count, double step,
                                          double safe, double* saved, Watch& watch) {
    Row* rows = rows_.data();
    for (std::size_t k = 0; k < count; ++k) {
      const ColumnEntry entry = begin[k];
      Row& row = rows[entry.row];
      double previous = row.constant;
      double magnitude = row.magnitude;
      if constexpr (journaled) {
        saved[2 * k] = previous;
        saved[2 * k + 1] = magnitude;
      }
      double change = entry.coefficient * step;
      double sum = previous + change;
      row.constant = sum;
      double grown = std::max(std::fabs(previous), std::fabs(change));
      if (grown > magnitude) row.magnitude = grown;
      if (sum >= 0 && sum <= safe && driftRatio * sum >= row.magnitude && row.basicKind != SymbolKind::dummy)
          [[likely]]
        continue;
      if (std::fabs(sum) > safe) watch.beyond(entry.row);
      if (row.magnitude > driftRatio * std::fabs(sum) && settleCancellation(row)) watch.drifted(entry.row);
      if (rowIsInfeasible(row)) watch.infeasible(row.basic);
    }
  }

  /// Whether a row's basic symbol is out of its bounds. Forced inline: a drag's frame runs it
  /// for every row an edit moves.
  [[gnu::always_inline]] static bool rowIsInfeasible(const Row& row) {
    SymbolKind kind = row.basicKind;
    // Most rows of a moving layout hold a nonnegative constant: one comparison decides them.
    if (row.constant >= 0 && kind != SymbolKind::dummy) return false;
    if (kind == SymbolKind::external) return false;
    // Within rounding a bound is met: 11 - 11 may well come out as -1.8e-15.
    return !isZeroConstant(row);
  }

  // MARK: For the journal's rollback (Journal.h), which restores rows as it saved them

  /// Row `index`'s journal stamps.
  Row::JournalStamps& stamps(RowIndex index) { return rows_[index].stamps; }
  /// First step of restoring row `index`'s cells: unlinks them (its basic symbol, when it has
  /// one, is no longer basic there and the row is not counted; its cells' counts drop and their
  /// columns are marked dirty). Every row restored is unlinked before any is relinked: a basic
  /// symbol may move between them.
  void unlinkForRestore(RowIndex index);
  /// Second step: row `index` becomes `basic = … + cells` again, linked in the column index.
  void relinkRestored(RowIndex index, Symbol basic, SymbolKind basicKind, std::span<const Cell> cells);
  /// Puts back row `index`'s constant and magnitude and clears its journal stamps.
  void restoreConstant(RowIndex index, double constant, double magnitude) {
    Row& row = rows_[index];
    row.constant = constant;
    row.magnitude = magnitude;
    row.stamps = {};
  }

  /// The first broken invariant above, described; empty when all hold.
  std::string checkInvariants() const;

 private:
  /// The column invariant: each symbol's `column` names every row holding it, where `counted`
  /// is the number of rows holding each symbol (already checked against `columnCount`). Linear
  /// in the cells and the column entries.
  std::string checkColumns(const std::vector<std::size_t>& counted) const;
  /// Notes that row `index` now holds `symbol`. Assumes it did not before.
  void columnInsert(Symbol symbol, RowIndex index) {
    CLAYOUT_ASSERT(symbol != noSymbol);
    symbols_[symbol].column.push_back(index);
    ++symbols_[symbol].columnCount;
  }
  /// Notes that row `index` no longer holds `symbol` (the entry is dropped lazily). Row `index`
  /// may be half rewritten: it is not read.
  void columnErase(Symbol symbol, RowIndex index) {
    // Searching a long column on every erase would be quadratic; stale entries are dropped when
    // they outnumber the live ones. The erase may come in the middle of rewriting row `index`,
    // whose cells cannot be trusted yet: it is the row losing the symbol, so its entries go.
    SymbolInfo& info = symbols_[symbol];
    --info.columnCount;
    info.columnIsDirty = true;
    if (info.column.size() > 3 * static_cast<std::size_t>(info.columnCount) + 16)
      compactColumn(symbol, index);
  }

  /// The largest cell buffer a freed row slot keeps (`freeRow`): most rows of a layout have a
  /// handful of cells; a larger buffer goes back to the allocator.
  static constexpr std::size_t keptCellCapacity = 16;

  /// Symbol slots by symbol. Owns the entries.
  std::vector<SymbolInfo> symbols_;
  /// Free symbol slots, reused by `newSymbol`. Names slots of `symbols_`.
  std::vector<Symbol> freeSymbols_;
  /// Row slots. Owns the rows and their cells.
  std::vector<Row> rows_;
  /// Free row slots, reused by `newRow`. Names slots of `rows_`.
  std::vector<RowIndex> freeRows_;
  /// How many row slots hold a row.
  std::size_t rowCount_ = 0;
  /// Marks of rows already seen while compacting a column (`compactColumn`), by row slot.
  std::vector<std::uint32_t> rowMarks_;
  std::uint32_t rowMark_ = 0;
  /// Cells for merging rows (`mergeCells`); no meaning between calls.
  std::vector<Cell> scratch_;
};

}  // namespace clayout::internal
