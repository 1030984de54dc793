// SolverDump.cpp — the readable dump of a solver's state, for debugging and for tests that
// compare the state before and after a failed call. (The invariants are in Invariants.cpp.)
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>
#include <unordered_map>

#include "SolverImplementation.h"
#include "Support/NumberFormat.h"

namespace clayout::internal {

std::string SolverImplementation::dump() const {
  auto symbolName = [&](Symbol symbol) {
    const Tableau::SymbolInfo& info = tableau_.symbol(symbol);
    std::string name(1, symbolKindLetter(info.kind));
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
  objective_.forEachLevel([&](const Level& level) {
    std::vector<Cell> cells;
    std::vector<Symbol> symbols = level.symbols;
    std::sort(symbols.begin(), symbols.end());
    symbols.erase(std::unique(symbols.begin(), symbols.end()), symbols.end());
    for (Symbol symbol : symbols) {
      double coefficient = objective_.coefficient(level, symbol);
      if (coefficient != 0) cells.push_back({symbol, coefficient});
    }
    out << "  @" << formatNumber(level.priority) << " (" << level.users
        << " users): " << formatNumber(levelConstant(level)) << cellsText(cells) << "\n";
  });

  out << "Rows:\n";
  std::vector<const Row*> rows;
  for (RowIndex index = 0; index < static_cast<RowIndex>(tableau_.rowSlots()); ++index) {
    if (tableau_.row(index).isPresent()) rows.push_back(&tableau_.row(index));
  }
  std::sort(rows.begin(), rows.end(), [](const Row* a, const Row* b) { return a->basic < b->basic; });
  for (const Row* row : rows) {
    out << "  " << symbolName(row->basic) << " = " << formatNumber(row->constant) << cellsText(row->cells)
        << "\n";
  }

  std::vector<const ConstraintRecord*> records;
  records_.forEachRecord([&](const ConstraintRecord& record) { records.push_back(&record); });
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
      if (record->secondError != noSymbol) out << ", " << symbolName(record->secondError);
      out << "]\n";
    }
  }
  return out.str();
}

}  // namespace clayout::internal
