// Row.h — one row of the simplex tableau (internal).
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "Symbol.h"

namespace clayout::internal {

/// One non-zero `coefficient · symbol` of a row.
///
/// Packed to 12 bytes: cells are most of the solver's memory (1.2 million for a tree of 10,000
/// views), and the 4 bytes of padding after the symbol were a quarter of it. x86-64 and arm64
/// load an unaligned double at full speed; the cells are only ever copied and read by value.
struct [[gnu::packed]] Cell {
  Symbol symbol;
  double coefficient;
};
static_assert(sizeof(Cell) == 12);

/// A row of the tableau: `basic = constant + Σ coefficient·symbol`.
///
/// The cells are sorted by symbol and never hold a zero coefficient, the basic symbol, or any
/// other basic symbol: a row is written in parametric (non-basic) symbols only. Rows live in a
/// flat slot vector and reuse their cell buffers, so pivoting allocates rarely.
struct Row {
  /// The symbol this row defines; `noSymbol` when the slot is free.
  Symbol basic = noSymbol;
  /// The kind of the basic symbol, kept here so that scans over many rows need not look it up.
  SymbolKind basicKind = SymbolKind::unused;
  /// The row's constant: the basic symbol's value, since every parametric symbol is 0.
  double constant = 0;
  /// The parametric part, sorted by symbol.
  std::vector<Cell> cells;
  /// The transaction in which this slot was last saved to the journal (0: never).
  std::uint64_t savedInTransaction = 0;

  /// Whether the slot holds a row.
  bool isPresent() const { return basic != noSymbol; }

  /// The coefficient of `symbol`, 0 when absent.
  double coefficientFor(Symbol symbol) const {
    auto found = std::lower_bound(cells.begin(), cells.end(), symbol,
                                  [](const Cell& cell, Symbol key) { return cell.symbol < key; });
    return found != cells.end() && found->symbol == symbol ? found->coefficient : 0.0;
  }
};

/// An index into the solver's row slots.
using RowIndex = std::int32_t;

/// No row.
inline constexpr RowIndex noRow = -1;

}  // namespace clayout::internal
