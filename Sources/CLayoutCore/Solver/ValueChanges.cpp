// ValueChanges.cpp — the notes of which values changed, and their take (the essay is in
// ValueChanges.h).
#include "ValueChanges.h"

#include <algorithm>
#include <unordered_set>

#include "ConstraintRecords.h"
#include "Definitions.h"
#include "Tableau.h"
#include "VariableTable.h"

namespace clayout::internal {

void ValueChangeNotes::noteRow(RowIndex index, const Tableau& tableau) {
  const auto position = static_cast<std::size_t>(index);
  if (changedRowMarks_.size() <= position)
    changedRowMarks_.resize(std::max<std::size_t>(position + 1, tableau.rowSlots()), 0);
  if (changedRowMarks_[position] == changedRowMark_) return;
  changedRowMarks_[position] = changedRowMark_;
  changedRowLog_.push_back(index);
  const Row& row = tableau.row(index);
  if (row.isPresent()) changedSymbols_.push_back(row.basic);
}

void ValueChangeNotes::noteSymbolWhileNoting(Symbol symbol, std::size_t symbolSlots) {
  if (everyValueChanged_) return;
  if (changedSymbols_.size() >= 2 * symbolSlots + 64) {
    noteEveryValueChange();
    changedSymbols_.clear();
    return;
  }
  changedSymbols_.push_back(symbol);
}

void ValueChangeNotes::noteDeparture(const Variable& variable, std::size_t variableCount) {
  if (everyValueChanged_) return;
  if (departedVariables_.size() >= variableCount + 64) {
    noteEveryValueChange();
    departedVariables_.clear();
    return;
  }
  departedVariables_.push_back(variable);
}

bool ValueChangeNotes::take(std::vector<Variable>& into, const Tableau& tableau,
                            const VariableTable& variables, const Definitions& definitions,
                            const ConstraintRecords& records) {
  into.clear();
  const bool known = notingValues_ && !everyValueChanged_;
  notingValues_ = true;
  everyValueChanged_ = false;
  // What was noted, the rows' basic symbols now added; the notes start afresh.
  std::vector<Symbol>& symbols = changedSymbols_;
  if (known) {
    for (RowIndex index : changedRowLog_) {
      if (static_cast<std::size_t>(index) < tableau.rowSlots() && tableau.row(index).isPresent())
        symbols.push_back(tableau.row(index).basic);
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
  if (changedSymbolMarks_.size() < tableau.symbolSlots())
    changedSymbolMarks_.resize(tableau.symbolSlots(), 0);
  nextMark(changedSymbolMarks_, changedSymbolMark_);
  for (std::size_t next = 0; next < symbols.size(); ++next) {
    Symbol symbol = symbols[next];
    if (symbol >= tableau.symbolSlots() || changedSymbolMarks_[symbol] == changedSymbolMark_) continue;
    changedSymbolMarks_[symbol] = changedSymbolMark_;
    const Tableau::SymbolInfo& info = tableau.symbol(symbol);
    if (info.kind == SymbolKind::external && info.variable != VariableTable::noSlot)
      into.push_back(variables[info.variable].variable);
    definitions.forEachUser(
        symbol, records, [&](const ConstraintRecord& user) { symbols.push_back(user.definition->subject); });
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

void ValueChangeNotes::nextMark(std::vector<std::uint32_t>& marks, std::uint32_t& mark) {
  // When the 32-bit mark wraps, the old marks are cleared so that none can match.
  if (++mark == 0) {
    std::fill(marks.begin(), marks.end(), 0);
    mark = 1;
  }
}

std::string ValueChangeNotes::checkInvariants() const {
  if (!notingValues_ && (!changedRowLog_.empty() || !changedSymbols_.empty() || !departedVariables_.empty()))
    return "value changes are noted while the solver is not noting them";
  for (RowIndex index : changedRowLog_) {
    if (static_cast<std::size_t>(index) >= changedRowMarks_.size() ||
        changedRowMarks_[index] != changedRowMark_)
      return "a row in the log of changed values is not marked";
  }
  return {};
}

}  // namespace clayout::internal
