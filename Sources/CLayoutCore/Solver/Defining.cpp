// Defining.cpp — a required equality made a definition, moved into the tableau, or detached
// (the essay is in Definitions.h).
#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <tuple>
#include <vector>

#include "SolverImplementation.h"

namespace clayout::internal {

bool SolverImplementation::tryDefinition(ConstraintRecord& record) {
  const Constraint& constraint = record.constraint;
  if (!constraint.isRequired() || constraint.relation() != Relation::equal || record.isEdit) {
    return false;
  }
  const Expression& expression = constraint.expression();
  // The subject: a variable in no row and no objective, not defined, with a coefficient that is
  // no rounding residue; one that no definition uses yet first (nothing rests on it), else one
  // that some do, placed in the order of ranks between its operands and its dependents.
  Symbol subject = noSymbol;
  double subjectCoefficient = 0;
  double rank = 0;
  for (int pass = 0; pass < 2 && subject == noSymbol; ++pass) {
    for (const Term& term : expression.terms) {
      Symbol symbol = knownSymbol(term.variable);
      const Tableau::SymbolInfo& info = tableau_.symbol(symbol);
      if (info.isDefined() || info.row != noRow || info.columnCount != 0) continue;
      if ((info.dependents != 0) != (pass == 1)) continue;
      if (std::fabs(term.coefficient) < 1e-6) continue;
      if (!objective_.costsOf(symbol).empty()) continue;  // in the objective
      if (pass == 0) {
        rank = definitions_.nextRank();
      } else {
        // Between the highest rank of a defined operand and the lowest of a definition that uses
        // the subject: then no operand rests on the subject (no cycle), and expanding by
        // decreasing rank still meets a definition after every one that mentions it.
        double below = -std::numeric_limits<double>::infinity();
        for (const Term& other : expression.terms) {
          Symbol operand = knownSymbol(other.variable);
          if (operand != symbol && tableau_.symbol(operand).isDefined())
            below = std::max(below, definitionOf(operand).definition->rank);
        }
        double above = definitions_.lowestDependentRank(symbol);
        rank = std::isinf(below) ? above - 1 : below + 0.5 * (above - below);
        if (!(below < rank && rank < above)) continue;
      }
      subject = symbol;
      subjectCoefficient = term.coefficient;
      break;
    }
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
    tableau_.addDependent(cell.symbol);
    Symbol symbol = cell.symbol;
    if (!journal_.isNewSymbol(symbol)) journal([this, symbol] { tableau_.removeDependent(symbol); });
  }
  std::tie(definition->gain, definition->weight) =
      definitions_.boundsFromOperands(definition->cells, tableau_, records_);
  definition->rank = rank;
  bool subjectIsUsed = tableau_.symbol(subject).dependents != 0;
  if (!subjectIsUsed) definitions_.advanceRank();
  for (const Cell& cell : definition->cells)
    definitions_.noteDependentRank(cell.symbol, rank, tableau_.symbolCapacity());
  range_.noteDefinitionBounds(*definition);
  // Its dummy, as a required equality in the tableau has (journaled, with its owner).
  addMarkers(record, nullptr);
  tableau_.setDefinition(subject, record.slot);
  definitions_.noteChange();
  changes_.noteSymbol(subject, tableau_.symbolSlots());
  journal([this, subject] {
    tableau_.setDefinition(subject, noRecord);
    definitions_.noteChange();
  });
  for (const Cell& cell : definition->cells)
    definitions_.noteUser(cell.symbol, record.slot, tableau_, records_);
  record.definition = std::move(definition);
  ConstraintRecord* pointer = &record;
  if (!journal_.isNewRecord(record.sequence)) journal([pointer] { pointer->definition.reset(); });
  definitions_.countOne();
  journal([this] { definitions_.uncountOne(); });
  range_.noteDefined(subject);
  // The definitions that use the subject took it for a variable of the tableau (gain 1, weight
  // 0): their bounds, and those of the definitions resting on them, widen now.
  if (subjectIsUsed) definitions_.widenBoundsOfUsers(subject, tableau_, records_, range_);
  return true;
}

void SolverImplementation::moveDefinitionIntoTableau(Symbol subject) {
  ConstraintRecord& record = definitionOf(subject);
  detachDefinition(record);
  // The subject is in no row and no objective (no defined symbol is), so it is the row's subject,
  // and the row is feasible as soon as it is solved for it: this cannot fail. The row holds the
  // record's dummy (`addMarkers` keeps a marker it has), so the rows that expanded the definition
  // stay true.
  [[maybe_unused]] bool inserted = insertIntoTableau(record, subject);
  CLAYOUT_ASSERT(inserted);
}

void SolverImplementation::moveDefinitionsIntoTableau(Symbol subject) {
  // Depth first: a definition moves into the tableau after the definitions it rests on, so that
  // its row is short (written in their rows' symbols, not in their expansions).
  std::vector<Symbol>& stack = scratch_.moveStack;
  stack.assign(1, subject);
  while (!stack.empty()) {
    Symbol top = stack.back();
    if (!tableau_.symbol(top).isDefined()) {
      stack.pop_back();
      continue;
    }
    bool ready = true;
    for (const Cell& cell : definitionOf(top).definition->cells) {
      if (tableau_.symbol(cell.symbol).isDefined()) {
        stack.push_back(cell.symbol);
        ready = false;
      }
    }
    if (!ready) continue;
    stack.pop_back();
    moveDefinitionIntoTableau(top);
  }
}

void SolverImplementation::detachDefinition(ConstraintRecord& record) {
  std::unique_ptr<Definition> saved = std::move(record.definition);
  for (const Cell& cell : saved->cells) {
    tableau_.removeDependent(cell.symbol);
    Symbol symbol = cell.symbol;
    if (!journal_.isNewSymbol(symbol)) journal([this, symbol] { tableau_.addDependent(symbol); });
  }
  tableau_.setDefinition(saved->subject, noRecord);
  definitions_.uncountOne();
  definitions_.noteChange();
  changes_.noteSymbol(saved->subject, tableau_.symbolSlots());
  if (journal_.isNewRecord(record.sequence)) {
    // Defined and moved in one transaction (a batch's definitions, as the tableau needs them):
    // the rollback releases the record, so its definition needs no copy; the subject's mark
    // and the count still come back, for the entries of the definition's own making to undo.
    Symbol subject = saved->subject;
    RecordSlot slot = record.slot;
    journal([this, subject, slot] {
      tableau_.setDefinition(subject, slot);
      definitions_.countOne();
      definitions_.noteChange();
    });
    return;
  }
  if (!journal_.isOpen()) return;
  // The definition waits with the definitions' part, so that the step holds only its index (no
  // heap block for the closure, no copy of the definition on the way back).
  std::size_t index = definitions_.keepDetached(&record, std::move(saved));
  journal([this, index] {
    auto [owner, definition] = definitions_.takeDetached(index);
    owner->definition = std::move(definition);
    tableau_.setDefinition(owner->definition->subject, owner->slot);
    definitions_.countOne();
    definitions_.noteChange();
  });
}

}  // namespace clayout::internal
