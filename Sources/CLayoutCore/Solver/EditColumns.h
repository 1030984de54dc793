// EditColumns.h — the kept columns of edits' markers, for a drag's frames (internal).
//
// ## Edits in a drag
//
// A drag moves one edit frame after frame while the rows' cells stay as they are. Every change to
// a row's cells passes the solver's `saveRow`, which counts it here (`noteCellsChange`); while the
// count holds, the edit's column (its rows with the marker's coefficient in each) is kept, so a
// frame is one pass over an array instead of a search in each row's cells. It is built only when
// the cells held between two moves, so frames that pivot every time (large jumps) do not pay for
// building it.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "Row.h"
#include "Symbol.h"
#include "Tableau.h"

namespace clayout::internal {

/// The rows holding an edit's marker, with its coefficient in each, while the cells hold.
struct EditColumn {
  /// The cells' version when the entries were read; 0 before.
  std::uint64_t version = 0;
  /// The cells' version when the edit last moved.
  std::uint64_t seenVersion = 0;
  /// Shared with the journal of a suggestion in a transaction, which restores the constants of
  /// these rows (`Journal::saveConstantBlock`); rebuilt into a fresh vector while shared.
  std::shared_ptr<std::vector<ColumnEntry>> entries;
  /// The largest |coefficient| among the entries, and a bound on the |constant| of their rows,
  /// valid while no constant moved but by this edit's own frames (`EditColumns::shifts_` at
  /// `boundShifts`): each frame grows it by its largest move.
  double largestCoefficient = 0;
  double constantBound = 0;
  std::uint64_t boundShifts = 0;
};

/// The kept columns of edits' markers, and the version of the rows' cells they are valid for.
///
/// Owns the columns (their entries shared with the journal's blocks) and the cells' version.
///
/// Invariants (`checkInvariants`): a column at the current version names exactly the rows that
/// hold its marker, each once, with the marker's coefficient there.
class EditColumns {
 public:
  /// A row's cells changed (or may have: a rollback): every kept column is stale.
  void noteCellsChange() { ++cellsVersion_; }
  /// The kept column of the edit marker `marker`, or null when it is not worth keeping (yet): the
  /// cells changed since the edit's last move. Compacts the marker's column in `tableau` when it
  /// builds one.
  const EditColumn* columnOf(Symbol marker, Tableau& tableau) {
    EditColumn& column = columns_[marker];
    bool cellsHeld = column.seenVersion == cellsVersion_;
    column.seenVersion = cellsVersion_;
    if (column.version == cellsVersion_) return &column;
    if (!cellsHeld) return nullptr;
    tableau.compactColumn(marker);
    // A journal may still hold the old entries: a fresh vector then.
    if (!column.entries || column.entries.use_count() > 1)
      column.entries = std::make_shared<std::vector<ColumnEntry>>();
    column.entries->clear();
    column.largestCoefficient = 0;
    column.constantBound = 0;
    for (RowIndex index : tableau.symbol(marker).column) {
      double coefficient = tableau.row(index).coefficientFor(marker);
      column.entries->push_back({index, coefficient});
      column.largestCoefficient = std::max(column.largestCoefficient, std::fabs(coefficient));
      column.constantBound = std::max(column.constantBound, std::fabs(tableau.row(index).constant));
    }
    column.version = cellsVersion_;
    column.boundShifts = shifts_;
    return &column;
  }
  /// A constant is about to move by a shift (any constraint's, any edit's).
  void noteConstantShift() { ++shifts_; }
  /// Whether a move of `marker`'s edit by `shift` (its rows' constants by coefficient · shift)
  /// keeps every row of its kept column within `safe`: false when there is no kept column valid
  /// now, or its bound may reach `safe`. Changes nothing.
  bool keepsWithin(Symbol marker, double shift, double safe) const {
    auto found = columns_.find(marker);
    if (found == columns_.end()) return false;
    const EditColumn& column = found->second;
    if (column.version != cellsVersion_ || column.boundShifts != shifts_) return false;
    return grownBound(column, shift) <= safe;
  }
  /// The edit of `marker` just moved by `shift` (after `noteConstantShift`), through its kept
  /// column: the column's bound grows by the move and stays valid, if it was valid before it.
  void noteOwnMove(Symbol marker, double shift) {
    auto found = columns_.find(marker);
    if (found == columns_.end()) return;
    EditColumn& column = found->second;
    if (column.version != cellsVersion_ || column.boundShifts + 1 != shifts_) return;
    column.constantBound = grownBound(column, shift);
    column.boundShifts = shifts_;
  }
  /// Forgets the column of `marker` (its edit goes).
  void erase(Symbol marker) { columns_.erase(marker); }

  /// The first broken invariant above, described; empty when all hold.
  std::string checkInvariants(const Tableau& tableau) const {
    for (const auto& [marker, column] : columns_) {
      if (column.version != cellsVersion_ || !column.entries) continue;
      if (marker >= tableau.symbolSlots() || column.entries->size() != tableau.symbol(marker).columnCount)
        return "the kept column of edit marker " + std::to_string(marker) + " misses rows";
      for (const ColumnEntry& entry : *column.entries) {
        if (tableau.row(entry.row).coefficientFor(marker) != entry.coefficient)
          return "the kept column of edit marker " + std::to_string(marker) + " has a stale coefficient";
      }
    }
    return {};
  }

 private:
  /// Kept columns by edit marker, valid while `cellsVersion_` is unchanged.
  std::unordered_map<Symbol, EditColumn> columns_;
  /// Counts every change to any row's cells.
  std::uint64_t cellsVersion_ = 1;
  /// Counts every shift of constants.
  std::uint64_t shifts_ = 0;

  /// The column's bound after a move by `shift`: |c + a·shift| <= bound + largest·|shift|, with
  /// room for the rounding of both operations.
  static double grownBound(const EditColumn& column, double shift) {
    return (column.constantBound + column.largestCoefficient * std::fabs(shift)) * (1 + 1e-12);
  }
};

}  // namespace clayout::internal
