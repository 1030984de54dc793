// Definitions.cpp — the definitions' ranks, users, bounds and expansion, and their invariants
// (the essay is in Definitions.h; their values are in DefinitionValues.cpp).
#include "Definitions.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "ValueRangeWatch.h"

namespace clayout::internal {

void Definitions::noteDependentRank(Symbol symbol, double rank, std::size_t symbolCapacity) {
  if (lowestDependentRanks_.size() <= symbol)
    lowestDependentRanks_.resize(std::max<std::size_t>(symbol + 1, symbolCapacity),
                                 std::numeric_limits<double>::infinity());
  lowestDependentRanks_[symbol] = std::min(lowestDependentRanks_[symbol], rank);
}

void Definitions::noteUser(Symbol operand, RecordSlot user, const Tableau& tableau,
                           const ConstraintRecords& records) {
  if (users_.size() <= operand) users_.resize(std::max<std::size_t>(operand + 1, tableau.symbolCapacity()));
  std::vector<RecordSlot>& users = users_[operand];
  if (users.size() >= 2 * static_cast<std::size_t>(tableau.symbol(operand).dependents) + 8)
    std::erase_if(users, [&](RecordSlot slot) { return userOf(operand, slot, records) == nullptr; });
  users.push_back(user);
}

void Definitions::forgetUsers(Symbol symbol, const ConstraintRecords& records) {
  if (symbol >= users_.size()) return;
  std::vector<RecordSlot>& users = users_[symbol];
  std::erase_if(users, [&](RecordSlot slot) { return userOf(symbol, slot, records) == nullptr; });
  if (users.empty() && users.capacity() > keptUserCapacity) std::vector<RecordSlot>().swap(users);
}

const ConstraintRecord* Definitions::userOf(Symbol operand, RecordSlot slot,
                                            const ConstraintRecords& records) {
  const ConstraintRecord* record = records.linkedRecord(slot);
  if (record == nullptr || !record->definition) return nullptr;
  return coefficientIn(record->definition->cells, operand) != 0 ? record : nullptr;
}

std::pair<double, double> Definitions::boundsFromOperands(std::span<const Cell> cells, const Tableau& tableau,
                                                          const ConstraintRecords& records) const {
  double gain = 0, weight = 1;
  for (const Cell& cell : cells) {
    double coefficient = std::fabs(cell.coefficient);
    if (tableau.symbol(cell.symbol).isDefined()) {
      const Definition& operand = *recordOf(cell.symbol, tableau, records).definition;
      gain += coefficient * operand.gain;
      weight += coefficient * operand.weight;
    } else {
      gain += coefficient;
    }
  }
  return {gain, weight};
}

void Definitions::widenBoundsOfUsers(Symbol subject, const Tableau& tableau, ConstraintRecords& records,
                                     ValueRangeWatch& range) {
  // By increasing rank, so that each definition is computed once, after every definition it
  // rests on (users rank above what they use).
  std::vector<std::pair<double, RecordSlot>>& queue = widenQueue_;
  queue.clear();
  auto pushUsers = [&](Symbol symbol) {
    if (symbol >= users_.size()) return;
    for (RecordSlot slot : users_[symbol]) {
      if (const ConstraintRecord* user = userOf(symbol, slot, records)) {
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
    Definition& definition = *records.record(slot).definition;
    auto [gain, weight] = boundsFromOperands(definition.cells, tableau, records);
    if (gain <= definition.gain && weight <= definition.weight) continue;
    definition.gain = std::max(gain, definition.gain);
    definition.weight = std::max(weight, definition.weight);
    range.noteDefinitionBounds(definition);
    pushUsers(definition.subject);
  }
}

Definitions::Expansion Definitions::expand(const Expression& expression, const VariableTable& variables,
                                           const Tableau& tableau, const ConstraintRecords& records,
                                           std::vector<Cell>& terms, double& constant, double& magnitude) {
  terms.clear();
  bool anyDefined = false;
  for (const Term& term : expression.terms) {
    VariableTable::Slot slot = variables.find(term.variable);
    Symbol symbol = slot != VariableTable::noSlot ? variables[slot].symbol : noSymbol;
    anyDefined = anyDefined || tableau.symbol(symbol).isDefined();
    terms.push_back({symbol, term.coefficient});
  }
  if (!anyDefined) return Expansion::none;
  bool cancelled = false;  // a free variable's terms cancelled
  if (expansionCoefficients_.size() < tableau.symbolSlots()) {
    expansionCoefficients_.resize(tableau.symbolCapacity(), 0.0);
    expansionMagnitudes_.resize(tableau.symbolCapacity(), 0.0);
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
      if (tableau.symbol(symbol).isDefined()) {
        queue.emplace_back(recordOf(symbol, tableau, records).definition->rank, symbol);
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
    const ConstraintRecord& record = recordOf(subject, tableau, records);
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
    const Tableau::SymbolInfo& info = tableau.symbol(symbol);
    if (!info.isDefined()) {
      if (!isNegligible(coefficient) &&
          std::fabs(coefficient) > feasibilityTolerance * expansionMagnitudes_[symbol])
        terms.push_back({symbol, coefficient});
      else if (info.row == noRow && info.columnCount == 0)
        cancelled = true;  // a free variable, which a later definition may take as its subject
    }
    expansionCoefficients_[symbol] = 0;
    expansionMagnitudes_[symbol] = 0;
  }
  return cancelled ? Expansion::cancelsFreeVariable : Expansion::cancelsNoFreeVariable;
}

bool Definitions::isShallow(Symbol subject, const Tableau& tableau, const ConstraintRecords& records) {
  if (reachStamps_.size() < tableau.symbolSlots()) reachStamps_.resize(tableau.symbolCapacity(), 0);
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
    for (const Cell& cell : recordOf(top, tableau, records).definition->cells)
      if (tableau.symbol(cell.symbol).isDefined() && reachStamps_[cell.symbol] != reachStamp_)
        stack.push_back(cell.symbol);
  }
  return true;
}

std::string Definitions::checkInvariants(const Tableau& tableau, const ConstraintRecords& records) const {
  std::size_t held = 0;
  std::vector<std::uint32_t> dependents(tableau.symbolSlots(), 0);
  std::string failure;
  records.forEachConstraint([&](const ConstraintRecord& record) {
    if (!record.definition || !failure.empty()) return;
    ++held;
    const Definition& definition = *record.definition;
    const Tableau::SymbolInfo& subject = tableau.symbol(definition.subject);
    if (subject.definition != record.slot) {
      failure = "the subject " + std::to_string(definition.subject) + " of `" +
                record.constraint.description() + "` does not name its definition";
      return;
    }
    for (const Cell& cell : definition.cells) {
      if (cell.symbol < dependents.size()) ++dependents[cell.symbol];
      if (tableau.symbol(cell.symbol).isDefined() &&
          !(recordOf(cell.symbol, tableau, records).definition->rank < definition.rank)) {
        failure = "the definition of " + std::to_string(definition.subject) + " rests on " +
                  std::to_string(cell.symbol) + ", which does not rank below it";
        return;
      }
    }
  });
  if (!failure.empty()) return failure;
  if (held != count_)
    return "the definitions count " + std::to_string(count_) + " but " + std::to_string(held) + " are held";
  for (Symbol symbol = 1; symbol < tableau.symbolSlots(); ++symbol) {
    const Tableau::SymbolInfo& info = tableau.symbol(symbol);
    if (info.isDefined() && (info.row != noRow || info.columnCount != 0)) {
      return "defined symbol " + std::to_string(symbol) + " is in the tableau";
    }
    if (info.dependents != dependents[symbol]) {
      return "symbol " + std::to_string(symbol) + " counts " + std::to_string(info.dependents) +
             " dependents, but " + std::to_string(dependents[symbol]) + " definitions use it";
    }
  }
  return {};
}

}  // namespace clayout::internal
