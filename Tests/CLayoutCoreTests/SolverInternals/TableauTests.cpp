// TableauTests.cpp — the tableau part: rows written in parametric symbols, the column index kept
// in step by every edit, and a drag's shift of an edit's column. Expected rows are worked by hand
// in the comments.
#define CLAYOUT_TEST_MAIN
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "Solver/Tableau.h"
#include "TestSupport.h"

using clayout::internal::Cell;
using clayout::internal::ColumnEntry;
using clayout::internal::noRow;
using clayout::internal::Row;
using clayout::internal::RowIndex;
using clayout::internal::Symbol;
using clayout::internal::SymbolKind;
using clayout::internal::Tableau;

namespace {

/// A new symbol of `kind`.
Symbol make(Tableau& tableau, SymbolKind kind) {
  bool reused = false;
  return tableau.newSymbol(kind, reused);
}

/// A present row `basic = constant + cells`.
RowIndex addRow(Tableau& tableau, Symbol basic, double constant, const std::vector<Cell>& cells) {
  RowIndex index = tableau.newRow();
  tableau.setRowConstant(index, constant, std::max(1.0, std::abs(constant)));
  tableau.setRowCells(index, cells);
  tableau.setRowBasic(index, basic);
  tableau.setBasicRow(basic, index);
  tableau.countRow();
  return index;
}

/// The rows `symbol`'s column names, each once, sorted.
std::vector<RowIndex> columnOf(Tableau& tableau, Symbol symbol) {
  tableau.compactColumn(symbol);
  std::vector<RowIndex> rows(tableau.symbol(symbol).column.begin(), tableau.symbol(symbol).column.end());
  std::sort(rows.begin(), rows.end());
  return rows;
}

}  // namespace

TEST_CASE("the tableau's row edits keep the column index exact") {
  // a = 5 + 2s - e and t = 3 + s, then t += -1·(2 + s - e): t = 1 + e. s leaves t's row (its
  // coefficients cancel), e enters it: s is in a's row alone, e in both.
  Tableau tableau;
  Symbol a = make(tableau, SymbolKind::external);
  Symbol s = make(tableau, SymbolKind::slack);
  Symbol e = make(tableau, SymbolKind::error);
  Symbol t = make(tableau, SymbolKind::slack);
  RowIndex rowA = addRow(tableau, a, 5, {{s, 2}, {e, -1}});
  RowIndex rowT = addRow(tableau, t, 3, {{s, 1}});
  CHECK_EQUAL(tableau.checkInvariants(), std::string());
  Row other;
  other.constant = 2;
  other.magnitude = 2;
  other.cells = {{s, 1}, {e, -1}};
  CHECK(!tableau.addToRow(rowT, other, -1));  // 3 - 2 = 1 keeps its digits: no drift
  CHECK_EQUAL(tableau.row(rowT).constant, 1.0);
  CHECK_EQUAL(tableau.row(rowT).cells.size(), std::size_t{1});
  CHECK_EQUAL(tableau.row(rowT).coefficientFor(e), 1.0);
  CHECK_EQUAL(tableau.symbol(s).columnCount, std::uint32_t{1});
  CHECK_EQUAL(tableau.symbol(e).columnCount, std::uint32_t{2});
  CHECK(columnOf(tableau, s) == std::vector<RowIndex>{rowA});
  CHECK(columnOf(tableau, e) == (std::vector<RowIndex>{rowA, rowT}));
  CHECK_EQUAL(tableau.checkInvariants(), std::string());
  // Solving a's row for s: 0 = 5 - a + 2s - e gives s = -5/2 + a/2 + e/2, with a's cell added by
  // the caller as a pivot does; the row leaves s's column.
  double coefficient = tableau.solveRowFor(rowA, s);
  CHECK_EQUAL(coefficient, 2.0);
  CHECK_EQUAL(tableau.row(rowA).constant, -2.5);
  CHECK_EQUAL(tableau.row(rowA).coefficientFor(e), 0.5);
  CHECK_EQUAL(tableau.symbol(s).columnCount, std::uint32_t{0});
  // Emptying t's row: e is left in a's row only, and t is basic nowhere.
  CHECK_EQUAL(tableau.emptyRow(rowT), t);
  CHECK_EQUAL(tableau.symbol(t).row, noRow);
  CHECK_EQUAL(tableau.rowCount(), std::size_t{1});
  CHECK(columnOf(tableau, e) == std::vector<RowIndex>{rowA});
}

TEST_CASE("a substitution takes a whole column, then each row's cell") {
  // x is in two rows (coefficients 3 and -1) and listed once more as a stale entry: the column
  // taken names all three, and only the two rows give up a cell.
  Tableau tableau;
  Symbol x = make(tableau, SymbolKind::external);
  Symbol p = make(tableau, SymbolKind::slack);
  Symbol q = make(tableau, SymbolKind::slack);
  Symbol r = make(tableau, SymbolKind::slack);
  RowIndex first = addRow(tableau, p, 1, {{x, 3}});
  RowIndex second = addRow(tableau, q, 2, {{x, -1}});
  RowIndex third = addRow(tableau, r, 4, {{x, 2}});
  tableau.removeCellFromRow(third, x);  // the entry stays in x's column until it is cleaned
  std::vector<RowIndex> taken;
  tableau.takeColumn(x, taken);
  std::sort(taken.begin(), taken.end());
  CHECK(taken == (std::vector<RowIndex>{first, second, third}));
  CHECK_EQUAL(tableau.symbol(x).columnCount, std::uint32_t{0});
  CHECK_EQUAL(tableau.takeCell(first, x), 3.0);
  CHECK_EQUAL(tableau.takeCell(second, x), -1.0);
  CHECK_EQUAL(tableau.takeCell(third, x), 0.0);
  CHECK(tableau.row(first).cells.empty());
  CHECK_EQUAL(tableau.checkInvariants(), std::string());
}

TEST_CASE("a drag's shift moves every row of the column, reporting only the rows that need it") {
  // Three rows hold an edit's marker with coefficients 2, 1 and -1; a step of 10 moves their
  // constants from 5, 1 and 3 to 25, 11 and -7. The first passes the safe value 20 (beyond), the
  // third is a slack below 0 (infeasible); the second needs nothing. Journaled, the constants
  // and magnitudes before the shift are saved in order.
  Tableau tableau;
  Symbol marker = make(tableau, SymbolKind::error);
  Symbol a = make(tableau, SymbolKind::external);
  Symbol b = make(tableau, SymbolKind::external);
  Symbol s = make(tableau, SymbolKind::slack);
  RowIndex rowA = addRow(tableau, a, 5, {{marker, 2}});
  RowIndex rowB = addRow(tableau, b, 1, {{marker, 1}});
  RowIndex rowS = addRow(tableau, s, 3, {{marker, -1}});
  std::vector<ColumnEntry> entries{{rowA, 2}, {rowB, 1}, {rowS, -1}};
  struct Recorder {
    std::vector<RowIndex> beyondRows, driftedRows;
    std::vector<Symbol> infeasibleBasics;
    void beyond(RowIndex index) { beyondRows.push_back(index); }
    void drifted(RowIndex index) { driftedRows.push_back(index); }
    void infeasible(Symbol basic) { infeasibleBasics.push_back(basic); }
  } recorder;
  std::vector<double> saved(2 * entries.size());
  tableau.shiftColumn<true>(entries.data(), entries.size(), 10, 20, saved.data(), recorder);
  CHECK_EQUAL(tableau.row(rowA).constant, 25.0);
  CHECK_EQUAL(tableau.row(rowB).constant, 11.0);
  CHECK_EQUAL(tableau.row(rowS).constant, -7.0);
  CHECK(recorder.beyondRows == std::vector<RowIndex>{rowA});
  CHECK(recorder.driftedRows.empty());
  CHECK(recorder.infeasibleBasics == std::vector<Symbol>{s});
  CHECK(saved == (std::vector<double>{5, 5, 1, 1, 3, 3}));
}

TEST_CASE("the tableau's invariants catch a broken row") {
  // A row that names a basic symbol in its cells is not written in parametric symbols.
  Tableau tableau;
  Symbol a = make(tableau, SymbolKind::external);
  Symbol b = make(tableau, SymbolKind::external);
  addRow(tableau, a, 1, {});
  addRow(tableau, b, 2, {{a, 1}});
  CHECK(tableau.checkInvariants().find("holds basic symbol") != std::string::npos);
  // A restricted row below 0 beyond rounding is infeasible.
  Tableau other;
  Symbol s = make(other, SymbolKind::slack);
  addRow(other, s, -1, {});
  CHECK(other.checkInvariants().find("infeasible") != std::string::npos);
}
