// DefinitionValues.cpp — the values of defined variables: one by one through their records, or
// all at once through a flat program (see "Reading many values" in Definitions.h).
#include <algorithm>
#include <utility>
#include <vector>

#include "Definitions.h"

namespace clayout::internal {

double Definitions::value(Symbol symbol, const Tableau& tableau, const ConstraintRecords& records) const {
  const Tableau::SymbolInfo& info = tableau.symbol(symbol);
  if (!info.isDefined()) return info.row != noRow ? tableau.row(info.row).constant : 0.0;
  if (valueStamp_.size() < tableau.symbolSlots()) {
    // To the symbols' capacity: growing by the one symbol just made, call after call, was a
    // fill per call (the final check reads a value after every addition).
    valueStamp_.resize(tableau.symbolCapacity(), 0);
    valueCache_.resize(tableau.symbolCapacity(), 0.0);
  }
  if (valueStamp_[symbol] == valueEpoch_) return valueCache_[symbol];
  // A full read (every frame of a tree) evaluates most definitions: one pass over the program,
  // in the order of ranks and over contiguous arrays, is then several times faster than each
  // definition found through its record. It takes over once the reads of an epoch have
  // evaluated a sixteenth of the definitions one by one, and is built once the reads since the
  // definitions last changed have evaluated them all twice (its sort costs about as much), so
  // that a build that changes definitions between reads does not rebuild it each time.
  if (countedEpoch_ != valueEpoch_) {
    countedEpoch_ = valueEpoch_;
    evaluatedInEpoch_ = 0;
  }
  if (countedVersion_ != version_) {
    countedVersion_ = version_;
    evaluatedInVersion_ = 0;
  }
  if (evaluatedInEpoch_ > count_ / 16 + 16) {
    if (programVersion_ != version_ && evaluatedInVersion_ > 2 * count_) buildProgram(tableau, records);
    if (programVersion_ == version_) {
      evaluateEveryDefinition(tableau);
      return valueCache_[symbol];
    }
  }
  // Evaluate the definitions it rests on first, without recursion (chains can be long), in a
  // stack kept between calls (a definition whose operands are all in the tableau needs no more).
  std::vector<Symbol>& stack = definitionStack_;
  stack.assign(1, symbol);
  while (!stack.empty()) {
    Symbol top = stack.back();
    if (valueStamp_[top] == valueEpoch_) {
      stack.pop_back();
      continue;
    }
    const Definition& definition = *recordOf(top, tableau, records).definition;
    bool ready = true;
    for (const Cell& cell : definition.cells) {
      if (tableau.symbol(cell.symbol).isDefined() && valueStamp_[cell.symbol] != valueEpoch_) {
        stack.push_back(cell.symbol);
        ready = false;
      }
    }
    if (!ready) continue;
    double value = definition.constant;
    for (const Cell& cell : definition.cells) {
      const Tableau::SymbolInfo& operand = tableau.symbol(cell.symbol);
      double operandValue = operand.isDefined()    ? valueCache_[cell.symbol]
                            : operand.row != noRow ? tableau.row(operand.row).constant
                                                   : 0.0;
      value += cell.coefficient * operandValue;
    }
    valueCache_[top] = value;
    valueStamp_[top] = valueEpoch_;
    ++evaluatedInEpoch_;
    ++evaluatedInVersion_;
    stack.pop_back();
  }
  return valueCache_[symbol];
}

void Definitions::buildProgram(const Tableau& tableau, const ConstraintRecords& records) const {
  std::vector<std::pair<double, const Definition*>> definitions;
  definitions.reserve(count_);
  records.forEachConstraint([&](const ConstraintRecord& record) {
    if (record.definition) definitions.emplace_back(record.definition->rank, record.definition.get());
  });
  // By rank: a definition after every definition it rests on.
  std::sort(definitions.begin(), definitions.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  programSteps_.clear();
  programCells_.clear();
  for (const auto& [rank, pointer] : definitions) {
    const Definition& definition = *pointer;
    programSteps_.push_back({definition.subject, static_cast<std::uint32_t>(programCells_.size()),
                             static_cast<std::uint32_t>(definition.cells.size()), definition.constant});
    for (const Cell& cell : definition.cells)
      programCells_.push_back({cell.symbol, tableau.symbol(cell.symbol).isDefined(), cell.coefficient});
  }
  programVersion_ = version_;
}

void Definitions::evaluateEveryDefinition(const Tableau& tableau) const {
  const ProgramCell* cells = programCells_.data();
  for (const ProgramStep& step : programSteps_) {
    // The same sum, in the same order, as `value`'s: the values are the same to the bit.
    double value = step.constant;
    for (std::uint32_t k = step.firstCell; k < step.firstCell + step.cellCount; ++k) {
      const ProgramCell& cell = cells[k];
      double operandValue;
      if (cell.isDefined) {
        operandValue = valueCache_[cell.operand];
      } else {
        RowIndex row = tableau.symbol(cell.operand).row;
        operandValue = row != noRow ? tableau.row(row).constant : 0.0;
      }
      value += cell.coefficient * operandValue;
    }
    valueCache_[step.subject] = value;
    valueStamp_[step.subject] = valueEpoch_;
  }
}

}  // namespace clayout::internal
