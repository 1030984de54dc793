// Invariants.cpp — `checkInvariants`: the whole tableau checked against what every operation
// promises (the rows' form, the column index, the objective's constant, definitions, variables).
// Tests call it after each step; it is too slow for the solver to call itself.
#include <algorithm>
#include <cmath>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "SolverImplementation.h"
#include "Support/NumberFormat.h"

namespace clayout::internal {

std::string SolverImplementation::checkInvariants() const {
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
      const auto& column = symbols_[cell.symbol].column;
      if (std::find(column.begin(), column.end(), static_cast<RowIndex>(index)) == column.end()) {
        return "column of symbol " + std::to_string(cell.symbol) + " misses a row";
      }
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
  // Each level's constant is the sum of its errors' values (only basic errors are non-zero), to
  // the rounding of the sums that kept it: relative to the largest of them, not to the total, which
  // cancellation can make small (errors of 1e4 summing to 0.94 drift by 1e-6 after a few hundred
  // pivots and shifts, and nothing reads the constant to decide a pivot).
  std::unordered_map<const Level*, double> errorTotals;
  std::unordered_map<const Level*, double> errorMagnitudes;
  auto addErrors = [&](const ConstraintRecord& record) {
    if (record.level == nullptr) return;
    for (Symbol error : {record.marker, record.secondError}) {
      if (error == noSymbol || symbols_[error].kind != SymbolKind::error) continue;
      if (symbols_[error].row == noRow) continue;
      const Row& row = rows_[symbols_[error].row];
      errorTotals[record.level] += row.constant;
      double& magnitude = errorMagnitudes[record.level];
      magnitude = std::max({magnitude, std::abs(row.constant), row.magnitude});
    }
  };
  constraints_.forEach(addErrors);
  for (const auto& [key, record] : edits_) addErrors(*record);
  for (const auto& [priority, level] : levels_) {
    double expected = errorTotals[level.get()];
    double scale =
        std::max({1.0, std::abs(expected), errorMagnitudes[level.get()], level->constantMagnitude});
    if (std::abs(levelConstant(*level) - expected) > 1e-6 * scale) {
      return "objective level @" + formatNumber(level->priority) + " has constant " +
             formatNumber(levelConstant(*level)) + " but its errors sum to " + formatNumber(expected);
    }
  }
  for (Symbol symbol = 1; symbol < symbols_.size(); ++symbol) {
    if (symbols_[symbol].columnCount != counted[symbol]) {
      return "column count of symbol " + std::to_string(symbol) + " is " +
             std::to_string(symbols_[symbol].columnCount) + ", rows hold it " +
             std::to_string(counted[symbol]);
    }
    if (symbols_[symbol].row != noRow && !costsOf(symbol).empty()) {
      return "objective holds basic symbol " + std::to_string(symbol);
    }
    if (symbols_[symbol].isDefined() &&
        (symbols_[symbol].row != noRow || symbols_[symbol].columnCount != 0)) {
      return "defined symbol " + std::to_string(symbol) + " is in the tableau";
    }
  }
  // The counts and owners a rollback must give back though no dump shows them: each variable's
  // uses (one per term of a held constraint or edit), each symbol's dependents (one per
  // definition that has it in a cell), and each marker's owner (the record whose marker it is).
  std::unordered_map<const void*, std::size_t> uses;
  std::vector<std::uint32_t> dependents(symbols_.size(), 0);
  std::unordered_set<const ConstraintRecord*> held;
  auto countRecord = [&](const ConstraintRecord& record) {
    held.insert(&record);
    for (const Term& term : record.constraint.expression().terms) ++uses[term.variable.identity()];
    if (record.definition) {
      for (const Cell& cell : record.definition->cells) {
        if (cell.symbol < dependents.size()) ++dependents[cell.symbol];
      }
    }
  };
  constraints_.forEach(countRecord);
  for (const auto& [key, record] : edits_) countRecord(*record);
  std::string failure;
  variables_.forEach([&](const VariableTable::Entry& entry) {
    if (!failure.empty()) return;
    if (entry.row != symbols_[entry.symbol].row) {
      failure = "variable `" + entry.variable.name() + "` remembers row " + std::to_string(entry.row) +
                " but its symbol " + std::to_string(entry.symbol) + " is basic in row " +
                std::to_string(symbols_[entry.symbol].row);
    } else if (auto found = uses.find(entry.variable.identity());
               entry.uses != (found == uses.end() ? 0 : found->second)) {
      failure = "variable `" + entry.variable.name() + "` counts " + std::to_string(entry.uses) +
                " uses, but " + std::to_string(found == uses.end() ? 0 : found->second) +
                " held constraints use it";
    }
  });
  if (!failure.empty()) return failure;
  for (Symbol symbol = 1; symbol < symbols_.size(); ++symbol) {
    if (symbols_[symbol].dependents != dependents[symbol]) {
      return "symbol " + std::to_string(symbol) + " counts " + std::to_string(symbols_[symbol].dependents) +
             " dependents, but " + std::to_string(dependents[symbol]) + " definitions use it";
    }
    const ConstraintRecord* owner = symbol < markerOwners_.size() ? markerOwners_[symbol] : nullptr;
    if (owner != nullptr && (!held.contains(owner) || owner->marker != symbol)) {
      return "symbol " + std::to_string(symbol) + " names an owner whose marker it is not";
    }
  }
  for (const ConstraintRecord* record : held) {
    Symbol marker = record->marker;
    if (marker != noSymbol && (marker >= markerOwners_.size() || markerOwners_[marker] != record)) {
      return "the marker " + std::to_string(marker) + " of `" + record->constraint.description() +
             "` does not name it as its owner";
    }
  }
  return {};
}

}  // namespace clayout::internal
