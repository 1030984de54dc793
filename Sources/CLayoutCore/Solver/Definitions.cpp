// Definitions.cpp — required equalities held outside the tableau.
//
// ## Definitions: required equalities outside the tableau
//
// In an explicit tableau the dummy of each required equality stays in every row that was solved
// through it. For a row of views (`vᵢ.left == vᵢ₋₁.left + vᵢ₋₁.width + 8`) row i then carries the
// dummies of the whole chain before it: N²/2 cells and quadratic time (kiwi's behaviour). So a
// required equality with a *fresh* variable x (in no row, no objective, no other definition) is
// not put into the tableau: it is kept as the definition `x = c + Σ aᵢ·yᵢ`, exactly the constraint
// solved for x, with the yᵢ left as they are (defined or not). Nothing can depend on x yet, so no
// cycle is possible; changing its constant or removing it touches only the definition. A value of
// a defined variable is computed on demand from the values of the yᵢ. When a constraint that goes
// into the tableau mentions a defined variable, that definition is first moved into the tableau
// (after the definitions it mentions) as an ordinary required equality with its dummy
// (`moveDefinitionIntoTableau`).
#include <algorithm>
#include <cmath>
#include <memory>
#include <vector>

#include "SolverImplementation.h"

namespace clayout::internal {

bool SolverImplementation::tryDefinition(ConstraintRecord& record) {
  const Constraint& constraint = record.constraint;
  if (!constraint.isRequired() || constraint.relation() != Relation::equal || record.isEdit) {
    return false;
  }
  const Expression& expression = constraint.expression();
  Symbol subject = noSymbol;
  double subjectCoefficient = 0;
  for (const Term& term : expression.terms) {
    Symbol symbol = knownSymbol(term.variable);
    const SymbolInfo& info = symbols_[symbol];
    if (info.isDefined() || info.row != noRow || info.columnCount != 0 || info.dependents != 0) continue;
    if (std::fabs(term.coefficient) < 1e-6) continue;
    if (!costsOf(symbol).empty()) continue;  // in the objective
    subject = symbol;
    subjectCoefficient = term.coefficient;
    break;
  }
  if (subject == noSymbol) return false;
  auto definition = std::make_unique<Definition>();
  definition->subject = subject;
  definition->subjectCoefficient = subjectCoefficient;
  definition->constant = -expression.constant / subjectCoefficient;
  for (const Term& term : expression.terms) {
    Symbol symbol = knownSymbol(term.variable);
    if (symbol == subject) continue;
    accumulate(definition->cells, symbol, -term.coefficient / subjectCoefficient);
  }
  for (const Cell& cell : definition->cells) {
    ++symbols_[cell.symbol].dependents;
    Symbol symbol = cell.symbol;
    journal([this, symbol] { --symbols_[symbol].dependents; });
    double coefficient = std::fabs(cell.coefficient);
    if (symbols_[symbol].isDefined()) {
      const Definition& operand = *definitionOf(symbol).definition;
      definition->gain += coefficient * operand.gain;
      definition->weight += coefficient * operand.weight;
    } else {
      definition->gain += coefficient;
    }
  }
  noteDefinitionBounds(*definition);
  symbols_[subject].definition = record.slot;
  journal([this, subject] { symbols_[subject].definition = noRecord; });
  record.definition = std::move(definition);
  ConstraintRecord* pointer = &record;
  journal([pointer] { pointer->definition.reset(); });
  ++definitionCount_;
  journal([this] { --definitionCount_; });
  definedCandidates_.push_back(subject);
  return true;
}

void SolverImplementation::moveDefinitionIntoTableau(Symbol subject) {
  // Depth first: a definition moves into the tableau after the definitions it mentions.
  std::vector<Symbol> stack{subject};
  while (!stack.empty()) {
    Symbol top = stack.back();
    if (!symbols_[top].isDefined()) {
      stack.pop_back();
      continue;
    }
    ConstraintRecord* record = &definitionOf(top);
    bool ready = true;
    for (const Cell& cell : record->definition->cells) {
      if (symbols_[cell.symbol].isDefined()) {
        stack.push_back(cell.symbol);
        ready = false;
      }
    }
    if (!ready) continue;
    stack.pop_back();
    std::unique_ptr<Definition> saved = std::move(record->definition);
    for (const Cell& cell : saved->cells) {
      --symbols_[cell.symbol].dependents;
      Symbol symbol = cell.symbol;
      journal([this, symbol] { ++symbols_[symbol].dependents; });
    }
    symbols_[top].definition = noRecord;
    --definitionCount_;
    if (transaction_ != 0) {
      std::shared_ptr<Definition> shared = std::move(saved);
      journal([this, record, shared, top] {
        record->definition = std::make_unique<Definition>(*shared);
        symbols_[top].definition = record->slot;
        ++definitionCount_;
      });
    }
    // The subject is in no row and no objective, so it is the row's subject, and the row is
    // feasible as soon as it is solved for it: this cannot fail.
    [[maybe_unused]] bool inserted = insertIntoTableau(*record, top);
    CLAYOUT_ASSERT(inserted);
  }
}

void SolverImplementation::eraseDefinition(ConstraintRecord& record) {
  std::shared_ptr<Definition> saved = std::move(record.definition);
  for (const Cell& cell : saved->cells) {
    --symbols_[cell.symbol].dependents;
    Symbol symbol = cell.symbol;
    journal([this, symbol] { ++symbols_[symbol].dependents; });
  }
  symbols_[saved->subject].definition = noRecord;
  --definitionCount_;
  ConstraintRecord* pointer = &record;
  journal([this, pointer, saved] {
    pointer->definition = std::make_unique<Definition>(*saved);
    symbols_[saved->subject].definition = pointer->slot;
    ++definitionCount_;
  });
}

void SolverImplementation::noteDefinitionBounds(const Definition& definition) {
  auto bound = [](double magnitude) {
    if (!(magnitude > 0)) return 0.0;
    int exponent = 0;
    (void)std::frexp(magnitude, &exponent);  // magnitude < 2^exponent
    return std::ldexp(1.0, exponent);
  };
  double gain = std::max(definitionGainBound_, bound(definition.gain));
  double weight = std::max(definitionWeightBound_, bound(definition.weight));
  double constant = std::max(definitionConstantBound_, bound(std::fabs(definition.constant)));
  if (gain == definitionGainBound_ && weight == definitionWeightBound_ &&
      constant == definitionConstantBound_)
    return;
  // Not journaled: bounds wider than needed only cost a check.
  definitionGainBound_ = gain;
  definitionWeightBound_ = weight;
  definitionConstantBound_ = constant;
  double reach = weight * constant;
  double safe = reach >= largestValue ? 0.0 : 0.5 * (largestValue - reach) / std::max(gain, 1.0);
  definitionSafeValue_ = std::min(largestValue, safe);
  valuesNearRange_ = true;
}

void SolverImplementation::noteRowsNearRange(std::span<const RowIndex> rows) {
  for (RowIndex index : rows) {
    const Row& row = rows_[index];
    if (row.isPresent() && row.basicKind == SymbolKind::external &&
        std::fabs(row.constant) > definitionSafeValue_) {
      valuesNearRange_ = true;
      return;
    }
  }
}

double SolverImplementation::symbolValue(Symbol symbol) const {
  const SymbolInfo& info = symbols_[symbol];
  if (!info.isDefined()) return info.row != noRow ? rows_[info.row].constant : 0.0;
  if (valueStamp_.size() < symbols_.size()) {
    // To the symbols' capacity: growing by the one symbol just made, call after call, was a
    // fill per call (the final check reads a value after every addition).
    valueStamp_.resize(symbols_.capacity(), 0);
    valueCache_.resize(symbols_.capacity(), 0.0);
  }
  if (valueStamp_[symbol] == valueEpoch_) return valueCache_[symbol];
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
    const Definition& definition = *definitionOf(top).definition;
    bool ready = true;
    for (const Cell& cell : definition.cells) {
      if (symbols_[cell.symbol].isDefined() && valueStamp_[cell.symbol] != valueEpoch_) {
        stack.push_back(cell.symbol);
        ready = false;
      }
    }
    if (!ready) continue;
    double value = definition.constant;
    for (const Cell& cell : definition.cells) {
      const SymbolInfo& operand = symbols_[cell.symbol];
      double operandValue = operand.isDefined()    ? valueCache_[cell.symbol]
                            : operand.row != noRow ? rows_[operand.row].constant
                                                   : 0.0;
      value += cell.coefficient * operandValue;
    }
    valueCache_[top] = value;
    valueStamp_[top] = valueEpoch_;
    stack.pop_back();
  }
  return valueCache_[symbol];
}

}  // namespace clayout::internal
