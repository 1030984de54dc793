// SolverDump.cpp — the readable dump of a solver's state, for debugging and for tests that
// compare the state before and after a failed call.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>
#include <unordered_map>

#include "Support/NumberFormat.h"
#include "SolverImplementation.h"

namespace clayout {

using internal::formatNumber;

std::string SolverImplementation::dump() const {
  auto symbolName = [&](Symbol symbol) {
    const SymbolInfo& info = symbols_[symbol];
    std::string name(1, internal::symbolKindLetter(info.kind));
    name += std::to_string(symbol);
    if (info.kind == SymbolKind::external) {
      if (info.variable != VariableTable::noSlot)
        name += "(" + variables_[info.variable].variable.name() + ")";
    }
    return name;
  };
  auto cellsText = [&](const std::vector<Cell>& cells) {
    std::string text;
    for (const Cell& cell : cells) {
      text += cell.coefficient < 0 ? " - " : " + ";
      text += formatNumber(std::abs(cell.coefficient)) + "·" + symbolName(cell.symbol);
    }
    return text;
  };

  SolverStatistics counts = statistics();
  std::ostringstream out;
  out << "Solver: " << counts.constraints << " constraints, " << counts.editVariables << " edit variables, "
      << counts.variables << " variables, " << counts.symbols << " symbols, " << counts.rows << " rows, "
      << counts.definitions << " definitions, " << counts.cells << " cells\n";

  out << "Objective (by decreasing priority):\n";
  for (const auto& level : levels_) {
    std::vector<Cell> cells;
    for (Symbol symbol = 1; symbol < level->coefficients.size(); ++symbol) {
      if (level->coefficients[symbol] != 0) cells.push_back({symbol, level->coefficients[symbol]});
    }
    out << "  @" << formatNumber(level->priority) << " (" << level->users
        << " users): " << formatNumber(level->constant()) << cellsText(cells) << "\n";
  }

  out << "Rows:\n";
  std::vector<const Row*> rows;
  for (const Row& row : rows_) {
    if (row.isPresent()) rows.push_back(&row);
  }
  std::sort(rows.begin(), rows.end(), [](const Row* a, const Row* b) { return a->basic < b->basic; });
  for (const Row* row : rows) {
    out << "  " << symbolName(row->basic) << " = " << formatNumber(row->constant) << cellsText(row->cells)
        << "\n";
  }

  std::vector<const ConstraintRecord*> records;
  constraints_.forEach([&](const ConstraintRecord& record) { records.push_back(&record); });
  for (const auto& [key, record] : edits_) records.push_back(record.get());
  std::sort(records.begin(), records.end(),
            [](const ConstraintRecord* a, const ConstraintRecord* b) { return a->sequence < b->sequence; });

  out << "Definitions:\n";
  for (const ConstraintRecord* record : records) {
    if (!record->definition) continue;
    const Definition& definition = *record->definition;
    out << "  " << symbolName(definition.subject) << " := " << formatNumber(definition.constant)
        << cellsText(definition.cells) << "\n";
  }

  out << "Edit variables:\n";
  for (const ConstraintRecord* record : records) {
    if (!record->isEdit) continue;
    const Variable& variable = record->constraint.expression().terms.front().variable;
    out << "  " << variable.name() << " @" << formatNumber(record->constraint.priority()) << " suggested "
        << formatNumber(-record->constraint.expression().constant) << " [marker "
        << symbolName(record->marker) << "]\n";
  }

  out << "Constraints (in insertion order):\n";
  for (const ConstraintRecord* record : records) {
    if (record->isEdit) continue;
    out << "  " << record->constraint.description();
    if (record->definition) {
      out << " [definition of " << symbolName(record->definition->subject) << "]\n";
    } else {
      out << " [marker " << symbolName(record->marker);
      if (record->other != internal::noSymbol) out << ", " << symbolName(record->other);
      out << "]\n";
    }
  }
  return out.str();
}

}  // namespace clayout

namespace clayout {

std::string SolverImplementation::checkInvariants() const {
  using internal::noRow;
  auto fail = [](const std::string& what) { return what; };
  std::vector<std::size_t> counted(symbols_.size(), 0);
  std::size_t present = 0;
  for (std::size_t index = 0; index < rows_.size(); ++index) {
    const Row& row = rows_[index];
    if (!row.isPresent()) {
      if (!row.cells.empty()) return fail("free row slot " + std::to_string(index) + " holds cells");
      continue;
    }
    ++present;
    if (symbols_[row.basic].row != static_cast<RowIndex>(index)) {
      return fail("basic symbol " + std::to_string(row.basic) + " does not point back to its row");
    }
    for (std::size_t k = 0; k < row.cells.size(); ++k) {
      const Cell& cell = row.cells[k];
      if (k > 0 && row.cells[k - 1].symbol >= cell.symbol) return fail("row cells out of order");
      if (cell.coefficient == 0) return fail("a zero cell");
      if (symbols_[cell.symbol].kind == SymbolKind::unused) return fail("a cell names a released symbol");
      if (symbols_[cell.symbol].row != noRow) {
        return fail("row of " + std::to_string(row.basic) + " holds basic symbol " +
                    std::to_string(cell.symbol));
      }
      ++counted[cell.symbol];
      const auto& column = symbols_[cell.symbol].column;
      if (std::find(column.begin(), column.end(), static_cast<RowIndex>(index)) == column.end()) {
        return fail("column of symbol " + std::to_string(cell.symbol) + " misses a row");
      }
    }
    SymbolKind kind = symbols_[row.basic].kind;
    if ((kind == SymbolKind::slack || kind == SymbolKind::error) && row.constant < -1e-6) {
      return fail("restricted row of " + std::to_string(row.basic) + " is infeasible");
    }
  }
  if (present != rowCount_) return fail("row count is off");
  // Each level's constant is the sum of its errors' values (only basic errors are non-zero).
  std::unordered_map<const Level*, double> errorTotals;
  auto addErrors = [&](const ConstraintRecord& record) {
    if (record.level == nullptr) return;
    for (Symbol error : {record.marker, record.other}) {
      if (error == internal::noSymbol || symbols_[error].kind != SymbolKind::error) continue;
      if (symbols_[error].row != noRow) errorTotals[record.level] += rows_[symbols_[error].row].constant;
    }
  };
  constraints_.forEach(addErrors);
  for (const auto& [key, record] : edits_) addErrors(*record);
  for (const auto& level : levels_) {
    double expected = errorTotals[level.get()];
    if (std::abs(level->constant() - expected) > 1e-6 * std::max(1.0, std::abs(expected))) {
      return fail("objective level @" + formatNumber(level->priority) + " has constant " +
                  formatNumber(level->constant()) + " but its errors sum to " + formatNumber(expected));
    }
  }
  for (Symbol symbol = 1; symbol < symbols_.size(); ++symbol) {
    if (symbols_[symbol].columnCount != counted[symbol]) {
      return fail("column count of symbol " + std::to_string(symbol) + " is " +
                  std::to_string(symbols_[symbol].columnCount) + ", rows hold it " +
                  std::to_string(counted[symbol]));
    }
    for (const auto& level : levels_) {
      if (symbols_[symbol].row != noRow && level->coefficientFor(symbol) != 0) {
        return fail("objective holds basic symbol " + std::to_string(symbol));
      }
    }
    if (symbols_[symbol].isDefined() &&
        (symbols_[symbol].row != noRow || symbols_[symbol].columnCount != 0)) {
      return fail("defined symbol " + std::to_string(symbol) + " is in the tableau");
    }
  }
  std::string variableFailure;
  variables_.forEach([&](const VariableTable::Entry& entry) {
    if (variableFailure.empty() && entry.row != symbols_[entry.symbol].row) {
      variableFailure = "variable `" + entry.variable.name() + "` remembers row " +
                        std::to_string(entry.row) + " but its symbol " + std::to_string(entry.symbol) +
                        " is basic in row " + std::to_string(symbols_[entry.symbol].row);
    }
  });
  if (!variableFailure.empty()) return fail(variableFailure);
  return {};
}

}  // namespace clayout
