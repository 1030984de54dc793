// JournalTests.cpp — the journal part: rows saved once per savepoint and restored as each
// savepoint found them, constants saved alone or in a drag's block, and inner savepoints folded
// into the enclosing one. The rows and their expected restorations are worked by hand.
#define CLAYOUT_TEST_MAIN
#include <memory>
#include <string>
#include <vector>

#include "Solver/Journal.h"
#include "Solver/Tableau.h"
#include "TestSupport.h"

using clayout::internal::Cell;
using clayout::internal::ColumnEntry;
using clayout::internal::Journal;
using clayout::internal::RowIndex;
using clayout::internal::Symbol;
using clayout::internal::SymbolKind;
using clayout::internal::Tableau;

namespace {

/// A tableau of one row `b = 4 + 2x` and one `c = 1 - x`, with the rows' indices.
struct TwoRows {
  Tableau tableau;
  Symbol x, b, c;
  RowIndex rowB, rowC;
  TwoRows() {
    bool reused = false;
    x = tableau.newSymbol(SymbolKind::external, reused);
    b = tableau.newSymbol(SymbolKind::external, reused);
    c = tableau.newSymbol(SymbolKind::slack, reused);
    rowB = add(b, 4, {{x, 2}});
    rowC = add(c, 1, {{x, -1}});
  }
  RowIndex add(Symbol basic, double constant, const std::vector<Cell>& cells) {
    RowIndex index = tableau.newRow();
    tableau.setRowConstant(index, constant, constant);
    tableau.setRowCells(index, cells);
    tableau.setRowBasic(index, basic);
    tableau.setBasicRow(basic, index);
    tableau.countRow();
    return index;
  }
};

/// Rolls `journal`'s innermost transaction back into `tableau`.
void rollback(Journal& journal, Tableau& tableau) {
  Journal::Savepoint mark = journal.pop();
  journal.restoreRows(mark, tableau);
  journal.undoSince(mark);
  journal.finishRollback(mark);
}

}  // namespace

TEST_CASE("a rollback restores each row as its transaction found it") {
  // b = 4 + 2x is saved, then changed twice (to 9 + 2x, then to 9 with no cell): the rollback
  // puts back 4 + 2x, from the one save the first change made, and the column of x again.
  TwoRows rows;
  Journal journal;
  journal.begin(rows.tableau.symbolSlots(), 1, {});
  journal.saveRow(rows.tableau, rows.rowB);
  rows.tableau.setRowConstant(rows.rowB, 9, 9);
  journal.saveRow(rows.tableau, rows.rowB);  // already saved in this transaction: no second copy
  rows.tableau.removeCellFromRow(rows.rowB, rows.x);
  CHECK_EQUAL(journal.saveCount(), std::size_t{1});
  CHECK_EQUAL(journal.changedRows().size(), std::size_t{1});
  rollback(journal, rows.tableau);
  CHECK_EQUAL(rows.tableau.row(rows.rowB).constant, 4.0);
  CHECK_EQUAL(rows.tableau.row(rows.rowB).coefficientFor(rows.x), 2.0);
  CHECK_EQUAL(rows.tableau.symbol(rows.x).columnCount, std::uint32_t{2});
  CHECK_EQUAL(rows.tableau.checkInvariants(), std::string());
  CHECK_EQUAL(journal.checkInvariants(), std::string());
  CHECK(!journal.isOpen());
}

TEST_CASE("nested savepoints: each restores its own start, and a commit folds the inner saves in") {
  // Outer saves c = 1 - x and moves it to 2; an inner savepoint saves it again (its own number)
  // and moves it to 3. Committing the inner one drops its copy (the outer one holds the earlier)
  // and keeps 3. A second inner savepoint saves it, moves it to 4 and rolls back: 3 again. Rolling
  // the outer back gives 1.
  TwoRows rows;
  Journal journal;
  journal.begin(rows.tableau.symbolSlots(), 1, {});
  journal.saveRow(rows.tableau, rows.rowC);
  rows.tableau.setRowConstant(rows.rowC, 2, 2);
  journal.begin(rows.tableau.symbolSlots(), 1, {});
  journal.saveRow(rows.tableau, rows.rowC);
  rows.tableau.setRowConstant(rows.rowC, 3, 3);
  CHECK_EQUAL(journal.saveCount(), std::size_t{2});
  Journal::Savepoint inner = journal.pop();
  journal.commitInner(inner);
  CHECK_EQUAL(journal.saveCount(), std::size_t{1});
  CHECK_EQUAL(journal.checkInvariants(), std::string());
  journal.begin(rows.tableau.symbolSlots(), 1, {});
  journal.saveRow(rows.tableau, rows.rowC);
  rows.tableau.setRowConstant(rows.rowC, 4, 4);
  rollback(journal, rows.tableau);
  CHECK_EQUAL(rows.tableau.row(rows.rowC).constant, 3.0);
  rollback(journal, rows.tableau);
  CHECK_EQUAL(rows.tableau.row(rows.rowC).constant, 1.0);
  CHECK_EQUAL(journal.depth(), std::size_t{0});
}

TEST_CASE("constants saved alone or in a block come back, and undo steps run newest first") {
  // b's constant alone (4), then a block of both rows' constants and magnitudes (b 7, c 1) before
  // a shift: the earliest save of each row wins, so b is 4 again and c 1. The undo steps append
  // 1 then 2 to a list; the rollback runs them as 2, 1.
  TwoRows rows;
  Journal journal;
  journal.begin(rows.tableau.symbolSlots(), 1, {});
  journal.saveRowConstant(rows.tableau, rows.rowB);
  rows.tableau.setRowConstant(rows.rowB, 7, 7);
  auto entries = std::make_shared<const std::vector<ColumnEntry>>(
      std::vector<ColumnEntry>{{rows.rowB, 2}, {rows.rowC, -1}});
  double* saved = journal.saveConstantBlock(entries, entries->size());
  saved[0] = 7;
  saved[1] = 7;
  saved[2] = 1;
  saved[3] = 1;
  rows.tableau.setRowConstant(rows.rowB, 27, 27);
  rows.tableau.setRowConstant(rows.rowC, -9, 10);
  std::vector<int> order;
  journal.record([&order] { order.push_back(1); });
  journal.record([&order] { order.push_back(2); });
  CHECK_EQUAL(journal.saveCount(), std::size_t{3});
  rollback(journal, rows.tableau);
  CHECK_EQUAL(rows.tableau.row(rows.rowB).constant, 4.0);
  CHECK_EQUAL(rows.tableau.row(rows.rowC).constant, 1.0);
  CHECK(order == (std::vector<int>{2, 1}));
  // Outside a transaction nothing is recorded.
  journal.record([&order] { order.push_back(3); });
  CHECK_EQUAL(journal.checkInvariants(), std::string());
}

TEST_CASE("new symbols and records are told apart from older ones inside a transaction") {
  // Symbols from the slot count at the start on, and records from the next insertion number on,
  // were made inside the innermost transaction: a rollback drops them whole.
  Journal journal;
  CHECK(!journal.isNewSymbol(7));
  journal.begin(5, 10, {});
  CHECK(!journal.isNewSymbol(4));
  CHECK(journal.isNewSymbol(5));
  CHECK(!journal.isNewRecord(9));
  CHECK(journal.isNewRecord(10));
  journal.begin(8, 12, {});
  CHECK(!journal.isNewSymbol(7));
  Journal::Savepoint inner = journal.pop();
  journal.commitInner(inner);
  CHECK(journal.isNewSymbol(5));
  CHECK(journal.isNewRecord(10));
}
