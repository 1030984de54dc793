// Row.h — one row of the simplex tableau and the algebra on sorted cells (internal).
//
// Everything here works on cells alone: nothing keeps the solver's column index in step. The
// tableau's row edits (`addToRow`, `addCellToRow`, … in Tableau.h) wrap these with the
// column bookkeeping. Inline, because they are the innermost steps of `pivot` and `substitute`.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include "Support/Assert.h"
#include "Support/Tolerance.h"
#include "Symbol.h"

namespace clayout::internal {

/// One non-zero `coefficient · symbol` of a row.
///
/// Packed to 12 bytes: cells are most of the solver's memory (1.2 million for a tree of 10,000
/// views), and the 4 bytes of padding after the symbol were a quarter of it. x86-64 and arm64 load an
/// unaligned double at full speed; the cells are only ever copied and read by value.
struct [[gnu::packed]] Cell {
  Symbol symbol;
  double coefficient;
};
static_assert(sizeof(Cell) == 12);

/// Where `symbol`'s cell is in the sorted `cells`, or where it would be inserted when absent:
/// use `isCellOf` before reading it.
template <typename Cells>
auto find(Cells& cells, Symbol symbol) -> decltype(cells.begin()) {
  return std::lower_bound(cells.begin(), cells.end(), symbol,
                          [](const Cell& cell, Symbol key) { return cell.symbol < key; });
}

/// Whether `position`, as returned by `find(cells, symbol)`, is `symbol`'s cell.
template <typename Cells, typename Iterator>
bool isCellOf(const Cells& cells, Iterator position, Symbol symbol) {
  return position != cells.end() && position->symbol == symbol;
}

/// The coefficient of `symbol` in the sorted `cells`, 0 when absent.
inline double coefficientIn(const std::vector<Cell>& cells, Symbol symbol) {
  auto found = find(cells, symbol);
  return isCellOf(cells, found, symbol) ? found->coefficient : 0.0;
}

/// `cells += factor · other`, both sorted, dropping coefficients that cancel to zero
/// (`cancellingSum`) or are negligible. `onInsert(symbol)` hears of each symbol that appears in `cells`,
/// `onErase(symbol)` of each that vanishes from it. `scratch` is a buffer with no meaning between calls.
template <typename OnInsert, typename OnErase>
void mergeCells(std::vector<Cell>& cells, const std::vector<Cell>& other, double factor,
                std::vector<Cell>& scratch, OnInsert onInsert, OnErase onErase) {
  scratch.clear();
  scratch.reserve(cells.size() + other.size());
  auto a = cells.begin();
  auto b = other.begin();
  while (a != cells.end() || b != other.end()) {
    if (b == other.end() || (a != cells.end() && a->symbol < b->symbol)) {
      scratch.push_back(*a++);
    } else if (a == cells.end() || b->symbol < a->symbol) {
      double value = factor * b->coefficient;
      if (!isNegligible(value)) {
        scratch.push_back({b->symbol, value});
        onInsert(b->symbol);
      }
      ++b;
    } else {
      double value = cancellingSum(a->coefficient, factor * b->coefficient);
      if (!isNegligible(value)) {
        scratch.push_back({a->symbol, value});
      } else {
        onErase(a->symbol);
      }
      ++a;
      ++b;
    }
  }
  // Copied back rather than swapped: each row keeps a buffer of its own size (grown to the exact
  // size when it must grow), so rows carry no surplus and the scratch stays with the solver.
  // Swapping buffers would hand every row the largest buffer any merge needed.
  cells.assign(scratch.begin(), scratch.end());
}

/// `cells += coefficient · symbol`, sorted, dropping the cell if it cancels to zero. For cells with no column
/// to keep in step (a row being built, a definition).
inline void accumulate(std::vector<Cell>& cells, Symbol symbol, double coefficient) {
  auto found = find(cells, symbol);
  if (isCellOf(cells, found, symbol)) {
    found->coefficient = cancellingSum(found->coefficient, coefficient);
    if (isNegligible(found->coefficient)) cells.erase(found);
  } else if (!isNegligible(coefficient)) {
    cells.insert(found, {symbol, coefficient});
  }
}

/// A row of the tableau: `basic = constant + Σ coefficient·symbol`.
///
/// The cells are sorted by symbol and never hold a zero coefficient, the basic symbol, or any
/// other basic symbol: a row is written in parametric (non-basic) symbols only. Rows live in a
/// flat slot vector and reuse their cell buffers, so pivoting allocates rarely.
///
/// A slot is one cache line, aligned: a drag's frame reads the kind, the constant and the
/// magnitude of every row an edit moves, and a slot of the fields' own size (56 bytes) would
/// straddle two lines a quarter of the time and cost an index multiplication, for 8 bytes a row
/// saved.
struct alignas(64) Row {
  /// The symbol this row defines; `noSymbol` when the slot is free.
  Symbol basic = noSymbol;
  /// The kind of the basic symbol, kept here so that scans over many rows need not look it up.
  SymbolKind basicKind = SymbolKind::unused;
  /// The row's constant: the basic symbol's value, since every parametric symbol is 0.
  double constant = 0;
  /// A bound on the numbers summed into `constant` (and on its size): its rounding is a small
  /// multiple of 2⁻⁵² times this, so a constant within `feasibilityTolerance` of it is zero
  /// (`addToConstant` makes it exactly 0, with magnitude 0). Scaled with the row when it is
  /// solved for a symbol.
  double magnitude = 0;
  /// The parametric part, sorted by symbol.
  std::vector<Cell> cells;
  /// The journal's stamps (Journal.h), kept in the row's own cache line: the savepoint under
  /// which the slot was last saved whole (0: never), and the one under which its constant alone
  /// was. Only the journal reads or writes them.
  struct JournalStamps {
    std::uint64_t whole = 0;
    std::uint64_t constant = 0;
  };
  JournalStamps stamps;

  /// Whether the slot holds a row.
  bool isPresent() const { return basic != noSymbol; }

  /// The coefficient of `symbol`, 0 when absent.
  double coefficientFor(Symbol symbol) const { return coefficientIn(cells, symbol); }

  /// Solves the right-hand side for `symbol`: reading the row as `0 = c + a·symbol + Σ`, it
  /// becomes `symbol = -c/a - Σ/a` (the cell of `symbol` leaves, the rest is scaled by -1/a).
  /// Returns a. The basic symbol and the column index are the caller's: a pivot adds
  /// `basic/a` back as a cell, and the caller erases `symbol` from its column.
  ///
  /// Assumes `symbol` has a cell in the row (so a ≠ 0).
  double solveFor(Symbol symbol) {
    auto found = find(cells, symbol);
    CLAYOUT_ASSERT(isCellOf(cells, found, symbol) && found->coefficient != 0);
    double coefficient = found->coefficient;
    cells.erase(found);
    double factor = -1.0 / coefficient;
    constant *= factor;
    magnitude *= std::fabs(factor);
    for (Cell& cell : cells) cell.coefficient *= factor;
    return coefficient;
  }
};

/// Whether `row`'s constant is zero within the rounding its magnitude allows.
inline bool isZeroConstant(const Row& row) {
  return std::fabs(row.constant) <= feasibilityTolerance * row.magnitude;
}

/// `row.constant += change`, the magnitude growing with what was added (`changeMagnitude` is
/// the magnitude `change` carries). Returns whether the constant has lost digits to cancellation
/// (`driftRatio`): the solver then computes it afresh (`recomputeConstant`). A row that cannot be
/// (one being built) takes `snapToZero`: a sum that cancels to rounding noise of its operands
/// (`cancellingSum`) is exactly 0.
inline bool settleCancellation(Row& row);

inline bool addToConstant(Row& row, double change, double changeMagnitude) {
  double previous = row.constant;
  double sum = previous + change;
  row.constant = sum;
  double grown = std::max(std::max(changeMagnitude, std::fabs(previous)), std::fabs(change));
  if (grown > row.magnitude) row.magnitude = grown;
  // The common case, one multiplication and one comparison: no digits lost (an exact 0 of
  // operands that were 0 lands here too).
  if (row.magnitude <= driftRatio * std::fabs(sum)) return false;
  return settleCancellation(row);
}

/// `addToConstant` of a change that carries no magnitude of its own (an edit's shift: the change
/// is one product), written for the loop of a drag's frame, which runs it for every row an edit
/// moves.
inline bool addShiftToConstant(Row& row, double change) {
  double previous = row.constant;
  double sum = previous + change;
  row.constant = sum;
  double grown = std::max(std::fabs(previous), std::fabs(change));
  if (grown > row.magnitude) row.magnitude = grown;
  if (row.magnitude <= driftRatio * std::fabs(sum)) [[likely]]
    return false;
  return settleCancellation(row);
}

/// The rare half of `addToConstant`, out of its fast path: the constant lost digits to
/// cancellation, or is an exact 0 of nonzero operands. Returns whether it must be computed afresh.
inline bool settleCancellation(Row& row) {
  if (row.constant != 0) return true;
  // An exact 0 from operands beyond 1e4 may hide a true value of up to their rounding (at 1e20,
  // all of 400): computed afresh. Below, what it could hide is under 1e-12.
  bool drifted = row.magnitude > zeroDriftMagnitude;
  row.magnitude = 0;
  return drifted;
}

/// Makes `row`'s constant exactly 0 (magnitude 0) when it is rounding noise of its magnitude.
inline void snapToZero(Row& row) {
  if (std::fabs(row.constant) <= cancellationTolerance * row.magnitude) {
    row.constant = 0;
    row.magnitude = 0;
  }
}

/// An index into the solver's row slots.
using RowIndex = std::int32_t;

/// No row.
inline constexpr RowIndex noRow = -1;

/// A row and one symbol's coefficient in it: an entry of a column read whole (an edit's, which a
/// drag's frame shifts). Not packed like `Cell`: a frame reads these by the thousand, and
/// unaligned doubles there cost more than the memory they save.
struct ColumnEntry {
  RowIndex row;
  double coefficient;
};

}  // namespace clayout::internal
