// ValueChanges.cpp — which variables' values a sequence of calls changed, without reading them
// all (`Solver::noteValueChanges`, `Solver::takeChangedVariables`).
//
// A host that redraws only what moved (the layout engine's `changedFrames`) would otherwise
// compare every value after every change: at 10,000 views, 40,000 reads for a text change that
// moves four. The solver knows better, because every change of a value passes through a few
// places, the same ones the journal of a transaction relies on:
//
// - a variable in the tableau has the value of the constant of the row it is basic in, and every
//   change of a row (its cells, its constant, its basic symbol, its release) is announced first by
//   `saveRow` or `saveRowConstant`, or, for the rows an edit moves, by the edit's own pass;
// - a parametric variable is 0: its value changes only when it enters or leaves a row, which
//   changes that row;
// - a defined variable is computed from its definition's operands: it changes when its
//   definition is made, shifted or detached (`noteSymbolChange`), or when an operand changes;
// - a variable that leaves the solver reads 0 from then on.
//
// So, while noting: the first change of each row after a take notes the row and its basic symbol
// at that moment (a symbol basic there at the take, which may leave); the take adds the rows'
// basic symbols now, then every definition that uses a noted symbol, transitively (through the
// users each operand keeps, `definitionUsers_`), and maps the symbols to their variables. Why this
// misses no change, per kind of variable at the take: basic in a row that did not change, it had
// the same row and constant at the previous take; basic in a changed row, it is noted; parametric
// now but not then, it was basic in a row whose first change noted it; defined, its definition or
// an operand changed, and both are noted. The answer may hold a variable whose value came out the
// same (a row changed back, a pivot through a degenerate row): callers compare.
//
// What the journal undoes (a rollback), a reset and the exact arbiter's rewrite of the tableau
// change values without passing through those places: they mark every value as changed, and the
// take answers `false` so that the caller compares everything. They are the rare paths: a refused
// call, a solver emptied, a call the doubles could not decide.
#include <unordered_set>

#include "SolverImplementation.h"

namespace clayout::internal {

void SolverImplementation::noteRowChange(RowIndex index) {
  const auto position = static_cast<std::size_t>(index);
  if (changedRowMarks_.size() <= position)
    changedRowMarks_.resize(std::max<std::size_t>(position + 1, rows_.size()), 0);
  if (changedRowMarks_[position] == changedRowMark_) return;
  changedRowMarks_[position] = changedRowMark_;
  changedRowLog_.push_back(index);
  const Row& row = rows_[index];
  if (row.isPresent()) changedSymbols_.push_back(row.basic);
}

void SolverImplementation::noteSymbolChangeWhileNoting(Symbol symbol) {
  if (everyValueChanged_) return;
  if (changedSymbols_.size() >= 2 * symbols_.size() + 64) {
    noteEveryValueChange();
    changedSymbols_.clear();
    return;
  }
  changedSymbols_.push_back(symbol);
}

void SolverImplementation::noteDeparture(const Variable& variable) {
  if (everyValueChanged_) return;
  if (departedVariables_.size() >= variables_.size() + 64) {
    noteEveryValueChange();
    departedVariables_.clear();
    return;
  }
  departedVariables_.push_back(variable);
}

bool SolverImplementation::takeChangedVariables(std::vector<Variable>& into) {
  into.clear();
  const bool known = notingValues_ && !everyValueChanged_;
  notingValues_ = true;
  everyValueChanged_ = false;
  // What was noted, the rows' basic symbols now added; the notes start afresh.
  std::vector<Symbol>& symbols = changedSymbols_;
  if (known) {
    for (RowIndex index : changedRowLog_) {
      if (static_cast<std::size_t>(index) < rows_.size() && rows_[index].isPresent())
        symbols.push_back(rows_[index].basic);
    }
  }
  changedRowLog_.clear();
  nextMark(changedRowMarks_, changedRowMark_);  // the first change of each row is noted again
  if (!known) {
    symbols.clear();
    departedVariables_.clear();
    return false;
  }
  // Each symbol once, then the definitions resting on it: `symbols` grows as it is read. A symbol
  // released since it was noted is skipped: its variable, if it had one, departed.
  if (changedSymbolMarks_.size() < symbols_.size()) changedSymbolMarks_.resize(symbols_.size(), 0);
  nextMark(changedSymbolMarks_, changedSymbolMark_);
  for (std::size_t next = 0; next < symbols.size(); ++next) {
    Symbol symbol = symbols[next];
    if (symbol >= symbols_.size() || changedSymbolMarks_[symbol] == changedSymbolMark_) continue;
    changedSymbolMarks_[symbol] = changedSymbolMark_;
    const SymbolInfo& info = symbols_[symbol];
    if (info.kind == SymbolKind::external && info.variable != VariableTable::noSlot)
      into.push_back(variables_[info.variable].variable);
    if (symbol >= definitionUsers_.size()) continue;
    for (RecordSlot slot : definitionUsers_[symbol]) {
      if (const ConstraintRecord* user = userOf(symbol, slot)) symbols.push_back(user->definition->subject);
    }
  }
  symbols.clear();
  if (!departedVariables_.empty()) {
    std::unordered_set<const void*> reported;
    for (const Variable& variable : into) reported.insert(variable.identity());
    for (Variable& variable : departedVariables_) {
      if (reported.insert(variable.identity()).second) into.push_back(std::move(variable));
    }
    departedVariables_.clear();
  }
  return true;
}

void SolverImplementation::nextMark(std::vector<std::uint32_t>& marks, std::uint32_t& mark) {
  // When the 32-bit mark wraps, the old marks are cleared so that none can match.
  if (++mark == 0) {
    std::fill(marks.begin(), marks.end(), 0);
    mark = 1;
  }
}

}  // namespace clayout::internal
