// Tableau.cpp — the tableau's rarer steps: emptying a row, compacting a column, a rollback's
// restore, and the invariants. The edits of the hot chain are inline in Tableau.h.
#include "Tableau.h"

#include <algorithm>
#include <string>
#include <vector>

namespace clayout::internal {

Symbol Tableau::emptyRow(RowIndex index) {
  Row& row = rows_[index];
  for (const Cell& cell : row.cells) columnErase(cell.symbol, index);
  row.cells.clear();
  Symbol basic = row.basic;
  if (row.isPresent()) {
    setBasicRow(basic, noRow);
    --rowCount_;
  }
  row.basic = noSymbol;
  row.basicKind = SymbolKind::unused;
  row.constant = 0;
  row.magnitude = 0;
  return basic;
}

void Tableau::compactColumn(Symbol symbol, RowIndex losing) {
  if (!symbols_[symbol].columnIsDirty) return;
  symbols_[symbol].columnIsDirty = false;
  RowList& column = symbols_[symbol].column;
  if (rowMarks_.size() < rows_.size()) rowMarks_.resize(rows_.size(), 0);
  // Marks are 32 bits (a row each); when they wrap, the old ones are cleared so none can repeat.
  if (++rowMark_ == 0) {
    std::fill(rowMarks_.begin(), rowMarks_.end(), 0);
    rowMark_ = 1;
  }
  std::uint32_t mark = rowMark_;
  column.erase(std::remove_if(column.begin(), column.end(),
                              [&](RowIndex index) {
                                if (index == losing || rowMarks_[index] == mark) return true;
                                rowMarks_[index] = mark;
                                return rows_[index].coefficientFor(symbol) == 0;
                              }),
               column.end());
  column.shrinkIfSparse();
}

void Tableau::unlinkForRestore(RowIndex index) {
  Row& row = rows_[index];
  if (row.isPresent()) {
    symbols_[row.basic].row = noRow;
    --rowCount_;
  }
  // Entries left in the columns are cleaned lazily; only the counts must be exact.
  for (const Cell& cell : row.cells) {
    --symbols_[cell.symbol].columnCount;
    symbols_[cell.symbol].columnIsDirty = true;
  }
}

void Tableau::relinkRestored(RowIndex index, Symbol basic, SymbolKind basicKind,
                             std::span<const Cell> cells) {
  Row& row = rows_[index];
  row.basic = basic;
  row.basicKind = basicKind;
  row.cells.assign(cells.begin(), cells.end());
  if (row.isPresent()) {
    symbols_[row.basic].row = index;
    ++rowCount_;
  }
  for (const Cell& cell : row.cells) columnInsert(cell.symbol, index);
}

std::string Tableau::checkInvariants() const {
  std::vector<std::size_t> counted(symbols_.size(), 0);
  std::size_t present = 0;
  for (std::size_t index = 0; index < rows_.size(); ++index) {
    const Row& row = rows_[index];
    if (!row.isPresent()) {
      if (!row.cells.empty()) return "free row slot " + std::to_string(index) + " holds cells";
      continue;
    }
    ++present;
    if (symbols_[row.basic].row != static_cast<RowIndex>(index)) {
      return "basic symbol " + std::to_string(row.basic) + " does not point back to its row";
    }
    for (std::size_t k = 0; k < row.cells.size(); ++k) {
      const Cell& cell = row.cells[k];
      if (k > 0 && row.cells[k - 1].symbol >= cell.symbol) return "row cells out of order";
      if (cell.coefficient == 0) return "a zero cell";
      if (symbols_[cell.symbol].kind == SymbolKind::unused) return "a cell names a released symbol";
      if (symbols_[cell.symbol].row != noRow) {
        return "row of " + std::to_string(row.basic) + " holds basic symbol " + std::to_string(cell.symbol);
      }
      ++counted[cell.symbol];
    }
    SymbolKind kind = symbols_[row.basic].kind;
    // Judged as the final check judges a constraint: to 1e-9 of the numbers the row summed (a
    // slack of 9e-6 below 0 in a row of 1e6 is rounding), and at least 1e-6.
    if ((kind == SymbolKind::slack || kind == SymbolKind::error) &&
        row.constant < -std::max(1e-6, 1e-9 * row.magnitude)) {
      return "restricted row of " + std::to_string(row.basic) + " is infeasible";
    }
  }
  if (present != rowCount_) return "row count is off";
  for (Symbol symbol = 1; symbol < symbols_.size(); ++symbol) {
    if (symbols_[symbol].columnCount != counted[symbol]) {
      return "column count of symbol " + std::to_string(symbol) + " is " +
             std::to_string(symbols_[symbol].columnCount) + ", rows hold it " +
             std::to_string(counted[symbol]);
    }
  }
  return checkColumns(counted);
}

std::string Tableau::checkColumns(const std::vector<std::size_t>& counted) const {
  // Linear in the cells and the column entries: searching each cell's row in its column would be
  // quadratic in a long column (a symbol in every row of a thousand-item stack).
  // The rows holding each symbol, grouped by symbol (`start[symbol]` … `start[symbol + 1]`).
  std::vector<std::size_t> start(symbols_.size() + 1, 0);
  for (std::size_t symbol = 0; symbol < symbols_.size(); ++symbol)
    start[symbol + 1] = start[symbol] + counted[symbol];
  std::vector<RowIndex> holders(start.back());
  std::vector<std::size_t> filled(start.begin(), start.end() - 1);
  for (std::size_t index = 0; index < rows_.size(); ++index) {
    if (!rows_[index].isPresent()) continue;
    for (const Cell& cell : rows_[index].cells) holders[filled[cell.symbol]++] = static_cast<RowIndex>(index);
  }
  // `listed[row]` is the last symbol whose column named `row`.
  std::vector<Symbol> listed(rows_.size(), noSymbol);
  for (Symbol symbol = 1; symbol < symbols_.size(); ++symbol) {
    for (RowIndex row : symbols_[symbol].column) {
      if (row >= 0 && static_cast<std::size_t>(row) < listed.size())
        listed[static_cast<std::size_t>(row)] = symbol;
    }
    for (std::size_t k = start[symbol]; k < start[symbol + 1]; ++k) {
      if (listed[static_cast<std::size_t>(holders[k])] != symbol)
        return "column of symbol " + std::to_string(symbol) + " misses a row";
    }
  }
  return {};
}

}  // namespace clayout::internal
