// Definitions.cpp — required equalities held outside the tableau.
//
// ## Definitions: required equalities outside the tableau
//
// In an explicit tableau the dummy of each required equality stays in every row that was solved
// through it. For a row of views (`vᵢ.left == vᵢ₋₁.left + vᵢ₋₁.width + 8`) row i then carries the
// dummies of the whole chain before it: N²/2 cells and quadratic time (kiwi's behaviour). So a
// required equality with a *fresh* variable x (in no row, no objective, no other definition) is
// not put into the tableau: it is kept as the definition `x = c + Σ aᵢ·yᵢ`, exactly the constraint
// solved for x, with the yᵢ left as they are (defined or not). A value of a defined variable is
// computed on demand from the values of the yᵢ.
//
// ### A definition's dummy
//
// The definition is the constraint's row form exactly: it has its dummy d from the start
// (e + d = 0, so x = c + Σ aᵢ·yᵢ − d/a with a the subject's coefficient). A row that substitutes
// the definition holds d as it would had the row `x = …` been in the tableau and substituted, so
// it keeps answering to the definition's constraint: a new constant moves the rows holding d by
// the marker's rule (Edits.cpp), an explanation names the constraint through d's owner, and a
// removal whose d is held moves the definition into the tableau first
// (`moveDefinitionIntoTableau`: its row takes x as basic and d as its marker), then removes it as
// any row.
//
// ### Expanded or moved in
//
// A constraint that goes into the tableau and mentions a defined variable has it expanded
// (`expandTerms`), the latest definitions first, so that terms cancel before what they rest on is
// expanded. In a list, `label.top == row.top`, `image.top == row.top` and `label.bottom >=
// image.bottom` give the row `label.height - image.height - s = 0` whatever chain of rows
// `row.top` rests on: the row stays local, and the definitions stay outside. Where nothing
// cancels, a definition that rests on few others (`shallowDefinitionReach`) moves into the
// tableau instead, after those it rests on (`moveDefinitionsIntoTableau`), and the row is written
// in their rows' symbols: a tree's positions become rows, each read with one lookup, and the
// row is as short as the expansion would have been.
//
// ### Defining a variable that definitions use
//
// The link that places a list's row (`row.top == previous.bottom + 8`) comes after the row's own
// definitions use `row.top`: not fresh, yet in no row. It is defined all the same when no
// operand rests on it. Ranks keep that checkable in O(operands): every definition has a rank, a
// fresh subject's above every rank given, a used one's strictly between the highest rank of its
// defined operands and the lowest rank of a definition that uses it (`lowestDependentRank`); a
// definition's operands then always rank below it, so there is no cycle, and expanding by
// decreasing rank meets each definition after every one that mentions it. The definitions that
// used the subject had taken it for a variable of the tableau in their bounds for the value range
// (gain 1, weight 0): theirs, and those of the definitions resting on them, are computed again in
// the order of ranks (`widenBoundsOfUsers`, through the users each symbol keeps).
//
// ### Reading many values
//
// A definition read through its record is a handful of scattered loads; a tree of 10,000 views
// read in full after each frame of a drag spent most of its time there. When the reads of one
// epoch have evaluated many definitions one by one, the rest are evaluated in one pass over a
// flat program in the order of ranks (`evaluateEveryDefinition`), built once per change of the
// definitions that enough reads have paid for.
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
      const SymbolInfo& info = symbols_[symbol];
      if (info.isDefined() || info.row != noRow || info.columnCount != 0) continue;
      if ((info.dependents != 0) != (pass == 1)) continue;
      if (std::fabs(term.coefficient) < 1e-6) continue;
      if (!costsOf(symbol).empty()) continue;  // in the objective
      if (pass == 0) {
        rank = nextDefinitionRank_;
      } else {
        // Between the highest rank of a defined operand and the lowest of a definition that uses
        // the subject: then no operand rests on the subject (no cycle), and expanding by
        // decreasing rank still meets a definition after every one that mentions it.
        double below = -std::numeric_limits<double>::infinity();
        for (const Term& other : expression.terms) {
          Symbol operand = knownSymbol(other.variable);
          if (operand != symbol && symbols_[operand].isDefined())
            below = std::max(below, definitionOf(operand).definition->rank);
        }
        double above = lowestDependentRank(symbol);
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
    ++symbols_[cell.symbol].dependents;
    Symbol symbol = cell.symbol;
    if (!isNewInTransaction(symbol)) journal([this, symbol] { --symbols_[symbol].dependents; });
  }
  std::tie(definition->gain, definition->weight) = boundsFromOperands(definition->cells);
  definition->rank = rank;
  bool subjectIsUsed = symbols_[subject].dependents != 0;
  if (!subjectIsUsed) ++nextDefinitionRank_;
  for (const Cell& cell : definition->cells) noteDependentRank(cell.symbol, rank);
  noteDefinitionBounds(*definition);
  // Its dummy, as a required equality in the tableau has (journaled, with its owner).
  addMarkers(record, nullptr);
  symbols_[subject].definition = record.slot;
  ++definitionsVersion_;
  noteSymbolChange(subject);
  journal([this, subject] {
    symbols_[subject].definition = noRecord;
    ++definitionsVersion_;
  });
  for (const Cell& cell : definition->cells) noteDefinitionUser(cell.symbol, record.slot);
  record.definition = std::move(definition);
  ConstraintRecord* pointer = &record;
  if (!isNewInTransaction(record)) journal([pointer] { pointer->definition.reset(); });
  ++definitionCount_;
  journal([this] { --definitionCount_; });
  definedCandidates_.push_back(subject);
  // The definitions that use the subject took it for a variable of the tableau (gain 1, weight
  // 0): their bounds, and those of the definitions resting on them, widen now.
  if (subjectIsUsed) widenBoundsOfUsers(subject);
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

bool SolverImplementation::isShallowDefinition(Symbol subject) {
  if (reachStamps_.size() < symbols_.size()) reachStamps_.resize(symbols_.capacity(), 0);
  if (++reachStamp_ == 0) {
    std::fill(reachStamps_.begin(), reachStamps_.end(), 0);
    reachStamp_ = 1;
  }
  std::vector<Symbol>& stack = reachStack_;
  stack.assign(1, subject);
  std::size_t reached = 0;
  while (!stack.empty()) {
    Symbol top = stack.back();
    stack.pop_back();
    if (reachStamps_[top] == reachStamp_) continue;
    reachStamps_[top] = reachStamp_;
    if (++reached > shallowDefinitionReach) return false;
    for (const Cell& cell : definitionOf(top).definition->cells)
      if (symbols_[cell.symbol].isDefined() && reachStamps_[cell.symbol] != reachStamp_)
        stack.push_back(cell.symbol);
  }
  return true;
}

void SolverImplementation::moveDefinitionsIntoTableau(Symbol subject) {
  // Depth first: a definition moves into the tableau after the definitions it rests on, so that
  // its row is short (written in their rows' symbols, not in their expansions).
  std::vector<Symbol>& stack = moveStack_;
  stack.assign(1, subject);
  while (!stack.empty()) {
    Symbol top = stack.back();
    if (!symbols_[top].isDefined()) {
      stack.pop_back();
      continue;
    }
    bool ready = true;
    for (const Cell& cell : definitionOf(top).definition->cells) {
      if (symbols_[cell.symbol].isDefined()) {
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
    --symbols_[cell.symbol].dependents;
    Symbol symbol = cell.symbol;
    if (!isNewInTransaction(symbol)) journal([this, symbol] { ++symbols_[symbol].dependents; });
  }
  symbols_[saved->subject].definition = noRecord;
  --definitionCount_;
  ++definitionsVersion_;
  noteSymbolChange(saved->subject);
  if (isNewInTransaction(record)) {
    // Defined and moved in one transaction (a batch's definitions, as the tableau needs them):
    // the rollback releases the record, so its definition needs no copy; the subject's mark
    // and the count still come back, for the entries of the definition's own making to undo.
    Symbol subject = saved->subject;
    RecordSlot slot = record.slot;
    journal([this, subject, slot] {
      symbols_[subject].definition = slot;
      ++definitionCount_;
      ++definitionsVersion_;
    });
    return;
  }
  if (transaction_ == 0) return;
  // The definition waits in `detachedDefinitions_`, so that the entry holds only its index (no
  // heap block for the closure, no copy of the definition on the way back).
  std::size_t index = detachedDefinitions_.size();
  detachedDefinitions_.push_back({&record, std::move(saved)});
  journal([this, index] {
    DetachedDefinition& detached = detachedDefinitions_[index];
    ConstraintRecord& owner = *detached.record;
    owner.definition = std::move(detached.definition);
    symbols_[owner.definition->subject].definition = owner.slot;
    ++definitionCount_;
    ++definitionsVersion_;
  });
}

double SolverImplementation::lowestDependentRank(Symbol symbol) const {
  return symbol < lowestDependentRanks_.size() ? lowestDependentRanks_[symbol]
                                               : std::numeric_limits<double>::infinity();
}

void SolverImplementation::noteDependentRank(Symbol symbol, double rank) {
  if (lowestDependentRanks_.size() <= symbol)
    lowestDependentRanks_.resize(std::max<std::size_t>(symbol + 1, symbols_.capacity()),
                                 std::numeric_limits<double>::infinity());
  // Not journaled: a rank left lower than the dependents' after a rollback or a removal only
  // narrows the place a later definition of the symbol may take.
  lowestDependentRanks_[symbol] = std::min(lowestDependentRanks_[symbol], rank);
}

bool SolverImplementation::isMarkerHeld(Symbol marker) const {
  return symbols_[marker].row != noRow || symbols_[marker].columnCount != 0 || !costsOf(marker).empty();
}

SolverImplementation::Expansion SolverImplementation::expandTerms(const Expression& expression,
                                                                  std::vector<Cell>& terms, double& constant,
                                                                  double& magnitude) {
  terms.clear();
  bool anyDefined = false;
  for (const Term& term : expression.terms) {
    Symbol symbol = knownSymbol(term.variable);
    anyDefined = anyDefined || symbols_[symbol].isDefined();
    terms.push_back({symbol, term.coefficient});
  }
  if (!anyDefined) return Expansion::none;
  bool cancelled = false;  // a free variable's terms cancelled
  if (expansionCoefficients_.size() < symbols_.size()) {
    expansionCoefficients_.resize(symbols_.capacity(), 0.0);
    expansionMagnitudes_.resize(symbols_.capacity(), 0.0);
  }
  std::vector<Symbol>& touched = expansionTouched_;
  std::vector<std::pair<double, Symbol>>& queue = expansionQueue_;
  touched.clear();
  queue.clear();
  // A symbol is touched once (its magnitude becomes nonzero with its first contribution, every
  // coefficient being nonzero); a defined one then waits in the queue by its rank.
  auto add = [&](Symbol symbol, double coefficient) {
    if (coefficient == 0) return;
    double& sum = expansionCoefficients_[symbol];
    double& largest = expansionMagnitudes_[symbol];
    if (largest == 0) {
      touched.push_back(symbol);
      if (symbols_[symbol].isDefined()) {
        queue.emplace_back(definitionOf(symbol).definition->rank, symbol);
        std::push_heap(queue.begin(), queue.end());
      }
    }
    sum += coefficient;
    largest = std::max(largest, std::fabs(coefficient));
  };
  for (const Cell& term : terms) add(term.symbol, term.coefficient);
  while (!queue.empty()) {
    std::pop_heap(queue.begin(), queue.end());
    Symbol subject = queue.back().second;
    queue.pop_back();
    // Every definition that mentions `subject` has a higher rank: its coefficient is complete.
    double coefficient = expansionCoefficients_[subject];
    if (std::fabs(coefficient) <= feasibilityTolerance * expansionMagnitudes_[subject]) continue;
    const ConstraintRecord& record = definitionOf(subject);
    const Definition& definition = *record.definition;
    double change = coefficient * definition.constant;
    constant += change;
    magnitude = std::max({magnitude, std::fabs(change), std::fabs(constant)});
    for (const Cell& cell : definition.cells) add(cell.symbol, coefficient * cell.coefficient);
    // e + k·d = 0 solved for the subject: its dummy has the coefficient -k/a.
    add(record.marker, -coefficient * record.markerCoefficient / definition.subjectCoefficient);
  }
  // In the order of symbols: the row built from the terms then grows at its end.
  std::sort(touched.begin(), touched.end());
  terms.clear();
  for (Symbol symbol : touched) {
    double coefficient = expansionCoefficients_[symbol];
    if (!symbols_[symbol].isDefined()) {
      if (!isNegligible(coefficient) &&
          std::fabs(coefficient) > feasibilityTolerance * expansionMagnitudes_[symbol])
        terms.push_back({symbol, coefficient});
      else if (symbols_[symbol].row == noRow && symbols_[symbol].columnCount == 0)
        cancelled = true;  // a free variable, which a later definition may take as its subject
    }
    expansionCoefficients_[symbol] = 0;
    expansionMagnitudes_[symbol] = 0;
  }
  return cancelled ? Expansion::cancelsFreeVariable : Expansion::cancelsNoFreeVariable;
}

void SolverImplementation::noteDefinitionUser(Symbol operand, RecordSlot user) {
  if (definitionUsers_.size() <= operand)
    definitionUsers_.resize(std::max<std::size_t>(operand + 1, symbols_.capacity()));
  std::vector<RecordSlot>& users = definitionUsers_[operand];
  // Not journaled, so entries outlive their definitions (removed, rolled back, their slots
  // reused): read through `userOf`, and dropped when they outnumber the true users.
  if (users.size() >= 2 * static_cast<std::size_t>(symbols_[operand].dependents) + 8)
    std::erase_if(users, [&](RecordSlot slot) { return userOf(operand, slot) == nullptr; });
  users.push_back(user);
}

const SolverImplementation::ConstraintRecord* SolverImplementation::userOf(Symbol operand,
                                                                           RecordSlot slot) const {
  const ConstraintRecord* record = constraints_.linkedRecord(slot);
  if (record == nullptr || !record->definition) return nullptr;
  return coefficientIn(record->definition->cells, operand) != 0 ? record : nullptr;
}

void SolverImplementation::widenBoundsOfUsers(Symbol subject) {
  // By increasing rank, so that each definition is computed once, after every definition it
  // rests on (users rank above what they use). Not journaled: bounds wider than needed only
  // cost a check.
  std::vector<std::pair<double, RecordSlot>>& queue = widenQueue_;
  queue.clear();
  auto pushUsers = [&](Symbol symbol) {
    if (symbol >= definitionUsers_.size()) return;
    for (RecordSlot slot : definitionUsers_[symbol]) {
      if (const ConstraintRecord* user = userOf(symbol, slot)) {
        queue.emplace_back(user->definition->rank, slot);
        std::push_heap(queue.begin(), queue.end(), std::greater<>());
      }
    }
  };
  pushUsers(subject);
  double last = -std::numeric_limits<double>::infinity();
  RecordSlot lastSlot = noRecord;
  while (!queue.empty()) {
    std::pop_heap(queue.begin(), queue.end(), std::greater<>());
    auto [rank, slot] = queue.back();
    queue.pop_back();
    if (rank == last && slot == lastSlot) continue;  // queued twice
    last = rank;
    lastSlot = slot;
    Definition& definition = *constraints_.record(slot).definition;
    auto [gain, weight] = boundsFromOperands(definition.cells);
    if (gain <= definition.gain && weight <= definition.weight) continue;
    definition.gain = std::max(gain, definition.gain);
    definition.weight = std::max(weight, definition.weight);
    noteDefinitionBounds(definition);
    pushUsers(definition.subject);
  }
}

std::pair<double, double> SolverImplementation::boundsFromOperands(std::span<const Cell> cells) const {
  double gain = 0, weight = 1;
  for (const Cell& cell : cells) {
    double coefficient = std::fabs(cell.coefficient);
    if (symbols_[cell.symbol].isDefined()) {
      const Definition& operand = *definitionOf(cell.symbol).definition;
      gain += coefficient * operand.gain;
      weight += coefficient * operand.weight;
    } else {
      gain += coefficient;
    }
  }
  return {gain, weight};
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
  if (countedVersion_ != definitionsVersion_) {
    countedVersion_ = definitionsVersion_;
    evaluatedInVersion_ = 0;
  }
  if (evaluatedInEpoch_ > definitionCount_ / 16 + 16) {
    if (programVersion_ != definitionsVersion_ && evaluatedInVersion_ > 2 * definitionCount_)
      buildDefinitionProgram();
    if (programVersion_ == definitionsVersion_) {
      evaluateEveryDefinition();
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
    ++evaluatedInEpoch_;
    ++evaluatedInVersion_;
    stack.pop_back();
  }
  return valueCache_[symbol];
}

void SolverImplementation::buildDefinitionProgram() const {
  std::vector<std::pair<double, const Definition*>> definitions;
  definitions.reserve(definitionCount_);
  constraints_.forEach([&](const ConstraintRecord& record) {
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
      programCells_.push_back({cell.symbol, symbols_[cell.symbol].isDefined(), cell.coefficient});
  }
  programVersion_ = definitionsVersion_;
}

void SolverImplementation::evaluateEveryDefinition() const {
  const ProgramCell* cells = programCells_.data();
  for (const ProgramStep& step : programSteps_) {
    // The same sum, in the same order, as `symbolValue`'s: the values are the same to the bit.
    double value = step.constant;
    for (std::uint32_t k = step.firstCell; k < step.firstCell + step.cellCount; ++k) {
      const ProgramCell& cell = cells[k];
      double operandValue;
      if (cell.isDefined) {
        operandValue = valueCache_[cell.operand];
      } else {
        RowIndex row = symbols_[cell.operand].row;
        operandValue = row != noRow ? rows_[row].constant : 0.0;
      }
      value += cell.coefficient * operandValue;
    }
    valueCache_[step.subject] = value;
    valueStamp_[step.subject] = valueEpoch_;
  }
}

}  // namespace clayout::internal
