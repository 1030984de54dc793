// Ambiguity.cpp — which variables the constraints leave free.
//
// At the optimum the tableau says which other solutions are as good. By complementary slackness,
// applied level by level, a parametric symbol whose reduced cost is positive at its first
// non-zero level must stay 0 in every optimal solution; one whose reduced costs are zero at every
// level may move without making any level worse. Such a symbol is a free direction when it can
// actually move: an external one in either direction, a slack or error upwards, as far as the
// rows it enters allow (a basic dummy, or a restricted row already at 0 that it would push below
// 0, stops it at once). Moving it changes the basic variables of the rows it appears in, and
// through them the definitions built on those; every external variable that changes along some
// free direction is ambiguous. Directions blocked only in combination with others are not
// explored: the report describes the current vertex, as Auto Layout's `hasAmbiguousLayout` does.
#include <algorithm>
#include <limits>

#include "SolverImplementation.h"

namespace clayout::internal {

double SolverImplementation::stepBound(Symbol symbol, double direction) const {
  // How far `symbol` can move in `direction` (±1) before a restricted basic symbol would leave
  // its bounds.
  double bound = std::numeric_limits<double>::infinity();
  for (RowIndex index : tableau_.symbol(symbol).column) {
    const Row& row = tableau_.row(index);
    double coefficient = row.coefficientFor(symbol) * direction;
    if (coefficient == 0) continue;
    SymbolKind kind = tableau_.symbol(row.basic).kind;
    if (kind == SymbolKind::external) continue;
    if (kind == SymbolKind::dummy) return 0;
    if (coefficient < 0) bound = std::min(bound, std::max(0.0, row.constant) / -coefficient);
  }
  return bound;
}

std::vector<Variable> SolverImplementation::ambiguousVariables() const {
  std::vector<bool> ambiguous(tableau_.symbolSlots(), false);
  std::vector<double> change(tableau_.symbolSlots(), 0.0);
  std::vector<Symbol> touched;
  std::vector<const ConstraintRecord*> definitions;
  records_.forEachConstraint([&](const ConstraintRecord& record) {
    if (record.definition) definitions.push_back(&record);
  });
  std::sort(definitions.begin(), definitions.end(),
            [](const ConstraintRecord* a, const ConstraintRecord* b) { return a->sequence < b->sequence; });
  std::vector<std::uint64_t> done(tableau_.symbolSlots(), 0);
  std::uint64_t pass = 0;

  for (Symbol direction = 1; direction < tableau_.symbolSlots(); ++direction) {
    const Tableau::SymbolInfo& info = tableau_.symbol(direction);
    if (info.kind == SymbolKind::unused || info.kind == SymbolKind::dummy) continue;
    if (info.row != noRow || info.isDefined()) continue;
    bool costs = false;
    for (const LevelCost& cost : objective_.costsOf(direction))
      costs = costs || std::abs(cost.coefficient) > epsilon;
    if (costs) continue;
    bool movable = stepBound(direction, 1.0) > epsilon;
    if (info.kind == SymbolKind::external) movable = movable || stepBound(direction, -1.0) > epsilon;
    if (!movable) continue;

    // The change of every symbol per unit of movement along the direction.
    for (Symbol symbol : touched) change[symbol] = 0;
    touched.clear();
    change[direction] = 1;
    touched.push_back(direction);
    for (RowIndex index : tableau_.symbol(direction).column) {
      const Row& row = tableau_.row(index);
      double coefficient = row.coefficientFor(direction);
      if (coefficient == 0 || change[row.basic] != 0) continue;
      change[row.basic] = coefficient;
      touched.push_back(row.basic);
    }
    // Definitions follow their right-hand sides (depth first: they may rest on later ones).
    ++pass;
    std::vector<Symbol> stack;
    for (const ConstraintRecord* record : definitions) {
      stack.push_back(record->definition->subject);
      while (!stack.empty()) {
        Symbol top = stack.back();
        if (done[top] == pass) {
          stack.pop_back();
          continue;
        }
        const Definition& definition = *definitionOf(top).definition;
        bool ready = true;
        for (const Cell& cell : definition.cells) {
          if (tableau_.symbol(cell.symbol).isDefined() && done[cell.symbol] != pass) {
            stack.push_back(cell.symbol);
            ready = false;
          }
        }
        if (!ready) continue;
        double total = 0;
        for (const Cell& cell : definition.cells) total += cell.coefficient * change[cell.symbol];
        if (total != 0) {
          change[top] = total;
          touched.push_back(top);
        }
        done[top] = pass;
        stack.pop_back();
      }
    }
    for (Symbol symbol : touched) {
      if (std::abs(change[symbol]) > epsilon && tableau_.symbol(symbol).kind == SymbolKind::external)
        ambiguous[symbol] = true;
    }
  }

  std::vector<const VariableTable::Entry*> entries;
  variables_.forEach([&](const VariableTable::Entry& entry) {
    if (ambiguous[entry.symbol]) entries.push_back(&entry);
  });
  std::sort(entries.begin(), entries.end(), [](const VariableTable::Entry* a, const VariableTable::Entry* b) {
    return a->symbol < b->symbol;
  });
  std::vector<Variable> result;
  for (const VariableTable::Entry* entry : entries) result.push_back(entry->variable);
  return result;
}

}  // namespace clayout::internal
