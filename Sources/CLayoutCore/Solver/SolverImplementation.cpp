// SolverImplementation.cpp — the incremental Cassowary simplex with exact priorities.
//
// ## What it solves
//
// Variables x, linear constraints `e(x) ⋈ 0` with ⋈ one of ==, <=, >=, each at a priority in
// (0, 1000]. Required constraints (1000) must hold. Among the solutions of the required ones the
// solver picks one that is best lexicographically: first the sum of the errors of the constraints
// at the highest optional priority is as small as possible, then, among those, the sum at the next
// priority, and so on. This is the symbolic weight of the original Cassowary paper (Badros,
// Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint Solving Algorithm", 2001, §4);
// kiwi replaces it by one weighted sum (1e6·strong + 1e3·medium + weak), in which many weak errors
// can outweigh a medium one. Here no number of lower errors ever outweighs a higher one.
//
// ## The tableau
//
// The solver keeps the system in solved form, a simplex tableau: rows `basic = c + Σ aᵢ·sᵢ` where
// each basic symbol appears in exactly one row and the parametric symbols sᵢ of the right-hand
// sides are 0, so the value of a basic symbol is its row's constant. Symbols are external (the
// host's variables, unrestricted in sign) or restricted: slack ≥ 0, error ≥ 0, dummy = 0.
// A constraint becomes a row in one of these normal forms (GTK's solver writes them the same way):
//
//   e <= 0, required      e + s = 0               (s = -e ≥ 0; s is the constraint's marker)
//   e >= 0, required      e - s = 0
//   e <= 0, optional      e + s - ε = 0           (ε ≥ 0 absorbs a violation and is in the objective)
//   e == 0, required      e + d = 0               (d = 0 always: the dummy marks the constraint)
//   e == 0, optional      e - ε⁺ + ε⁻ = 0         (both errors in the objective)
//
// Basic symbols are substituted out of the new row, the row is solved for a subject (an external
// symbol when there is one; else a restricted marker whose coefficient makes it feasible; else
// phase one with an artificial variable), and the subject is substituted into every other row.
// The objective has one row per priority level in use, the sum of that level's error symbols
// written in parametric symbols. Optimizing is the primal simplex with lexicographic reduced costs:
// a parametric symbol may enter when its coefficients, read from the highest level down, are first
// negative; the leaving row is the one that bounds it first (the minimum ratio test). Bland's rule
// (smallest symbol first, for entering symbol and ties of the ratio test) keeps it from cycling.
// Phase one (making a new required row feasible) enters instead the candidate held by the fewest
// rows, so that the repair stays local, and turns to Bland's rule after 32 steps at one vertex.
//
// Changing a constraint's constant by δ shifts its marker: every row holding the marker with
// coefficient a moves by a·δ/k (k the marker's coefficient in the constraint's own row). Rows
// that become infeasible are repaired by the dual simplex, which keeps optimality. Edit variables
// are optional equalities `v - suggestion == 0`, so a suggestion is such a constant change. The
// marker also removes a constraint: it is pivoted into the basis and its row dropped.
//
// ## Worked example (also a test: Tests/CLayoutCoreTests/Solver/SolverEssayTests.cpp)
//
// The paper's example: required `right == left + 10`, `right <= 100`, `middle == (left+right)/2`,
// `left >= 0`, and weak `middle == 45`. Each external variable is taken as subject when it can be:
//   1. right - left - 10 + d₁ = 0        → right = 10 + left - d₁
//   2. right - 100 + s₂ = 0              → (substituting right) left = 90 + d₁ - s₂, and then
//                                          right = 100 - s₂
//   3. middle - (left+right)/2 + d₃ = 0  → middle = 95 + d₁/2 - s₂ - d₃
//   4. left - s₄ = 0                     → no external left in the row once left is substituted:
//                                          s₄ = 90 + d₁ - s₂ (its constant is ≥ 0: feasible)
//   5. middle - 45 - ε⁺ + ε⁻ = 0 (weak)  → ε⁺ = 50 + d₁/2 - s₂ - d₃ + ε⁻, and the objective at
//                                          level 250 is ε⁺ + ε⁻ = 50 + d₁/2 - s₂ - d₃ + 2ε⁻.
// s₂ has a negative cost (dummies never enter), so it enters. The rows that bound it are ε⁺'s
// (at s₂ = 50) and s₄'s (at 90): ε⁺ leaves, s₂ = 50, and the objective is 0 + … with no
// negative cost left. So left = 90 - 50 = 40, right = 100 - 50 = 50, middle = 45. The ε⁺ row,
// solved for s₂, is s₂ = 50 + d₁/2 - d₃ + ε⁻ - ε⁺, and substituting it leaves the rows
//   right = 50 - d₁/2 + d₃ - ε⁻ + ε⁺,   left = 40 + d₁/2 + d₃ - ε⁻ + ε⁺,   middle = 45 - ε⁻ + ε⁺,
//   s₄ = 40 + d₁/2 + d₃ - ε⁻ + ε⁺,      and the objective 0 + ε⁺ + ε⁻.
// (Here steps 1 and 3 are first kept as definitions, see Definitions.cpp, and enter the tableau
// exactly as shown when steps 2 and 5 mention right and middle, since nothing cancels in those
// rows: the final tableau has five rows.)
//
// ## The rest of the essay, beside the code it explains
//
// - Definitions: required equalities outside the tableau — Definitions.cpp.
// - Degenerate vertices: unblocking rows one by one — Simplex.cpp.
// - Edits in a drag — Edits.cpp.
// - Errors leave the solver as it was (transactions) — Transaction.cpp.
// - Which constraints explain a conflict — Explanation.cpp; which variables are ambiguous —
//   Ambiguity.cpp.
// - What the doubles cannot decide, decided in exact arithmetic — Arbiter.cpp, with the exact
//   simplex in Exact/ExactTableau.h.
//
// This file holds the public operations; the class header lists where every private one lives.
#include "SolverImplementation.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <optional>
#include <string>

#include "Support/FirstRepeat.h"
#include "Support/NumberFormat.h"

namespace clayout::internal {

SolverImplementation::SolverImplementation() { symbols_.emplace_back(); }

SolverResult SolverImplementation::validate(const Constraint& constraint, double priority) const {
  Relation relation = constraint.relation();
  if (relation != Relation::lessThanOrEqual && relation != Relation::equal &&
      relation != Relation::greaterThanOrEqual) {
    return SolverResult::failure(SolverErrorKind::invalidRelation,
                                 "constraint `" + constraint.description() + "` has relation " +
                                     std::to_string(static_cast<int>(relation)) +
                                     ", which is none of <=, ==, >=",
                                 constraint);
  }
  if (!priority::isValid(priority)) {
    return SolverResult::failure(SolverErrorKind::invalidPriority,
                                 "priority " + formatNumber(priority) + " of constraint `" +
                                     constraint.description() + "` is outside (0, 1000]",
                                 constraint);
  }
  const Expression& expression = constraint.expression();
  bool finite = std::isfinite(expression.constant);
  bool movedFrom = false;
  for (const Term& term : expression.terms) {
    finite = finite && std::isfinite(term.coefficient);
    movedFrom = movedFrom || term.variable.isMovedFrom();
  }
  if (movedFrom) {
    return SolverResult::failure(SolverErrorKind::movedFromVariable,
                                 "constraint `" + constraint.description() +
                                     "` has a term whose variable was moved from (it names no variable)",
                                 constraint);
  }
  if (!finite) {
    return SolverResult::failure(SolverErrorKind::nonFiniteValue,
                                 "constraint `" + constraint.description() +
                                     "` has a coefficient or constant that is not a finite number",
                                 constraint);
  }
  if (!isValueInRange(expression.constant)) {
    return SolverResult::failure(SolverErrorKind::valueOutOfRange,
                                 "constraint `" + constraint.description() + "` has the constant " +
                                     formatNumber(expression.constant) + ", beyond " +
                                     formatNumber(largestValue) + " in magnitude (see ValueRange.h)",
                                 constraint);
  }
  for (const Term& term : expression.terms) {
    if (isCoefficientInRange(term.coefficient)) continue;
    return SolverResult::failure(SolverErrorKind::valueOutOfRange,
                                 "constraint `" + constraint.description() + "` has the coefficient " +
                                     formatNumber(term.coefficient) + " of `" + term.variable.name() +
                                     "`, outside " + formatNumber(smallestCoefficient) + " to " +
                                     formatNumber(largestCoefficient) + " in magnitude (see ValueRange.h)",
                                 constraint);
  }
  return SolverResult::success();
}

SolverResult SolverImplementation::sharedConstraint(const Constraint& constraint, const char* what) {
  return SolverResult::failure(SolverErrorKind::sharedConstraint,
                               std::string("the ") + what + " of constraint `" + constraint.description() +
                                   "` cannot change: another solver holds it too",
                               constraint);
}

SolverResult SolverImplementation::unknownConstraint(const Constraint& constraint) {
  return SolverResult::failure(SolverErrorKind::unknownConstraint,
                               "constraint `" + constraint.description() + "` is not in the solver",
                               constraint);
}

SolverResult SolverImplementation::notConverged(const Constraint* constraint) {
  if (constraint == nullptr) {
    return SolverResult::failure(SolverErrorKind::unsatisfiableConstraint, "the simplex did not converge");
  }
  return SolverResult::failure(SolverErrorKind::unsatisfiableConstraint, "the simplex did not converge",
                               *constraint);
}

double SolverImplementation::valueOf(const Variable& variable) const {
  VariableTable::Slot slot = variables_.find(variable);
  if (slot == VariableTable::noSlot) return 0.0;
  const VariableTable::Entry& entry = variables_[slot];
  return entry.row != noRow ? rows_[entry.row].constant : symbolValue(entry.symbol);
}

// A bulk read is latency-bound: a value is four dependent loads (the variable's data, its
// slot's entry, the row, the row's constant), each a likely cache miss at 10,000 views, and
// one `valueOf` after another leaves the processor waiting on each chain in turn. So the loop
// runs three stages ahead of the read: it fetches the data of the variable `dataAhead` on, finds
// the slot of the one `entryAhead` on (its data arrived in the meantime) and fetches its entry,
// and fetches the row of the one `rowAhead` on. The slots found wait in a ring until their read.
// The read itself checks the slot as `find` does and falls back to `valueOf`, so the values are
// `valueOf`'s bit for bit whatever the stages fetched.
void SolverImplementation::valuesOf(std::span<const Variable> variables, double* into) const {
  constexpr std::size_t dataAhead = 16, entryAhead = 8, rowAhead = 4;
  constexpr std::size_t ringSize = 16;  // a power of two above `entryAhead`
  VariableTable::Slot ring[ringSize];
  const std::size_t count = variables.size();
  auto findAhead = [&](std::size_t k) {
    VariableTable::Slot slot = variables_.claimedSlot(variables[k]);
    ring[k % ringSize] = slot;
    if (slot != VariableTable::noSlot) prefetchForRead(&variables_[slot]);
  };
  for (std::size_t k = 0; k < std::min(entryAhead, count); ++k) findAhead(k);
  for (std::size_t i = 0; i < count; ++i) {
    if (i + dataAhead < count) variables_.prefetchData(variables[i + dataAhead]);
    if (i + entryAhead < count) findAhead(i + entryAhead);
    if (i + rowAhead < count) {
      VariableTable::Slot slot = ring[(i + rowAhead) % ringSize];
      if (slot != VariableTable::noSlot) {
        RowIndex row = variables_[slot].row;
        if (row != noRow) prefetchForRead(&rows_[row]);
      }
    }
    VariableTable::Slot slot = ring[i % ringSize];
    if (slot != VariableTable::noSlot && variables_.holds(slot, variables[i])) [[likely]] {
      const VariableTable::Entry& entry = variables_[slot];
      into[i] = entry.row != noRow ? rows_[entry.row].constant : symbolValue(entry.symbol);
    } else {
      into[i] = valueOf(variables[i]);
    }
  }
}

namespace {

/// How far `sum` (the constraint's expression at the values, a sum of terms up to `scale` in
/// size) is from meeting `relation`: 0 within 1e-9 of the scale.
double violationAmount(Relation relation, double sum, double scale) {
  double amount = relation == Relation::equal             ? std::fabs(sum)
                  : relation == Relation::lessThanOrEqual ? std::max(0.0, sum)
                                                          : std::max(0.0, -sum);
  return amount > 1e-9 * scale ? amount : 0.0;
}

}  // namespace

double SolverImplementation::violation(const Constraint& constraint) const {
  const Expression& expression = constraint.expression();
  double sum = expression.constant;
  double scale = std::max(1.0, std::fabs(expression.constant));
  for (const Term& term : expression.terms) {
    double product = term.coefficient * valueOf(term.variable);
    sum += product;
    scale = std::max(scale, std::fabs(product));
  }
  return violationAmount(constraint.relation(), sum, scale);
}

double SolverImplementation::checkedViolation(const Constraint& constraint) {
  const Expression& expression = constraint.expression();
  bool anyDefined = false;
  for (const Term& term : expression.terms) {
    VariableTable::Slot slot = variables_.find(term.variable);
    if (slot == VariableTable::noSlot) return violation(constraint);  // not the solver's: as read
    anyDefined = anyDefined || symbols_[variables_[slot].symbol].isDefined();
  }
  if (!anyDefined) return violation(constraint);
  // Through the expansion, where a list's tops cancel as they do in the constraint's row: the
  // same values as read (a defined value is its definition's sum) without walking the chain of
  // definitions under them, which a new epoch would walk again at every call.
  double constant = expression.constant;
  double magnitude = std::fabs(expression.constant);
  std::vector<Cell>& terms = checkedTerms_;
  (void)expandTerms(expression, terms, constant, magnitude);
  double sum = constant;
  double scale = std::max(1.0, magnitude);
  for (const Cell& cell : terms) {
    RowIndex row = symbols_[cell.symbol].row;
    double product = cell.coefficient * (row != noRow ? rows_[row].constant : 0.0);
    sum += product;
    scale = std::max(scale, std::fabs(product));
  }
  return violationAmount(constraint.relation(), sum, scale);
}

void SolverImplementation::updateVariables() {
  variables_.forEach([this](VariableTable::Entry& entry) {
    entry.variable.data_->value = entry.row != noRow ? rows_[entry.row].constant : symbolValue(entry.symbol);
  });
}

// MARK: - The public operations

SolverResult SolverImplementation::addConstraint(const Constraint& constraint) {
  return addConstraints(std::span<const Constraint>(&constraint, 1));
}

SolverResult SolverImplementation::addConstraints(std::span<const Constraint> constraints) {
  if (SolverResult invalid = validateAdditions(constraints); !invalid) return invalid;
  return addValidConstraints(constraints);
}

SolverResult SolverImplementation::validateAdditions(std::span<const Constraint> constraints) const {
  // 1. Every constraint valid and new, before anything changes.
  std::size_t firstRepeat = firstRepeatedConstraint(constraints);
  for (std::size_t i = 0; i < constraints.size(); ++i) {
    const Constraint& constraint = constraints[i];
    SolverResult invalid = validate(constraint, constraint.priority());
    if (!invalid) return invalid;
    if (i == firstRepeat || constraints_.contains(constraint)) {
      return SolverResult::failure(SolverErrorKind::duplicateConstraint,
                                   "constraint `" + constraint.description() + "` is already in the solver",
                                   constraint);
    }
    if (constraint.data_->changedIn != nullptr && constraint.data_->changedIn != this) {
      return SolverResult::failure(SolverErrorKind::sharedConstraint,
                                   "constraint `" + constraint.description() +
                                       "` cannot be added: another solver's open transaction changed its "
                                       "constant or priority, and its rollback would change it again",
                                   constraint);
    }
  }
  return SolverResult::success();
}

SolverResult SolverImplementation::replaceConstraints(std::span<const Constraint> removed,
                                                      std::span<const Constraint> added) {
  // 1. Every removed constraint present and named once, every added one valid and new (one
  //    being removed is still present: a constraint does not replace itself).
  if (SolverResult invalid = validateRemovals(removed); !invalid) return invalid;
  if (SolverResult invalid = validateAdditions(added); !invalid) return invalid;
  if (removed.empty()) return addValidConstraints(added);
  if (added.empty()) return removeConstraints(removed);
  // 2. One transaction: the removal, then the addition. When the removal's steps were in doubt,
  //    the addition is decided exactly whatever its own steps: one arbitration for both, from the
  //    kept exact tableau when it followed (the removal made there without optimizing: a stack
  //    that loses its end and gains a new one moves little, though between the two it moves
  //    far). A refusal undoes the removal too.
  beginTransaction();
  bool followed = mirrorRemoval(removed, false);
  beginRemoval();
  for (const Constraint& constraint : removed) eraseConstraint(*constraints_.find(constraint));
  bool doubtful = settleRemoval();
  noteChange(followed);
  removalInDoubt_ = arbitrates_ && doubtful;
  SolverResult result = addValidConstraints(added);
  removalInDoubt_ = false;
  if (!result) {
    rollbackTransaction();
    return result;
  }
  commitTransaction(true);
  return SolverResult::success();
}

SolverResult SolverImplementation::inDoubles(const std::function<SolverResult()>& call) {
  bool arbitrates = arbitrates_;
  arbitrates_ = false;
  SolverResult result = call();
  arbitrates_ = arbitrates;
  return result;
}

SolverResult SolverImplementation::addValidConstraints(std::span<const Constraint> constraints) {
  ++valueEpoch_;
  resetDoubt();
  // 2. A transaction. An empty solver is always pristine (see `resetIfEmpty`), so a failure there
  //    is undone by a reset, and the batch needs no journal: building a whole layout in one
  //    batch costs no copies.
  bool pristine = isPristine();
  if (!pristine) beginTransaction();
  // 3. Each constraint in, optimized as it comes. Deferring every pivot to the end is slower: by
  //    then the entering symbols sit in many more rows. A failure undoes
  //    the whole batch, and the arbiter decides it exactly (Arbiter.cpp): a refusal is a claim
  //    about exact arithmetic, which the double tableau's word alone does not prove. Without the
  //    arbiter (its own fallback), the double tableau's answer stands.
  bool single = constraints.size() == 1;
  auto verb = [&] {
    return single ? "add constraint `" + constraints[0].description() + "`"
                  : "add the batch of " + std::to_string(constraints.size()) + " constraints";
  };
  ArbitratedChange change;
  change.added = constraints;
  change.verb = verb;
  auto inDouble = [&] { return inDoubles([&] { return addValidConstraints(constraints); }); };
  for (std::size_t i = 0; i < constraints.size(); ++i) {
    SolverResult result = insertConstraint(constraints[i], nullptr, true);
    if (!result) {
      discardChange(pristine);
      std::vector<Constraint> pending(constraints.begin(),
                                      constraints.begin() + static_cast<std::ptrdiff_t>(i));
      return refusal(change, constraints[i], pending, nullptr, inDouble);
    }
  }
  // 4. The batch optimized as a whole, and kept when every value it leaves is in range (the rows
  //    it changed were saved; on an empty solver every row is new) and every required constraint
  //    holds at those values, and the tableau stayed well conditioned; else the arbiter decides.
  if (!single && !optimize()) {
    discardChange(pristine);
    return arbitrates_ ? arbitrate(change, inDouble) : notConverged();
  }
  SolverResult inRange = checkValueRange(changedRows(), pristine, verb);
  if (!inRange) {
    discardChange(pristine);
    if (single) inRange.constraint = constraints[0];
    return arbitrates_ ? arbitrate(change, inDouble) : inRange;
  }
  SolverResult holds = checkRequiredConstraints(
      constraints, pristine ? std::span<const RowIndex>() : std::span<const RowIndex>(changedRows()), verb);
  if (!holds) {
    discardChange(pristine);
    return arbitrates_ ? arbitrate(change, inDouble) : holds;
  }
  // A row the change left below its bound (an optional constraint's error or slack, which the
  // final check does not see) is rounding's work too: decided exactly.
  if (arbitrates_ && (isInDoubt() || removalInDoubt_ || (!pristine && someRowInfeasible(changedRows())))) {
    discardChange(pristine);
    return arbitrate(change, inDouble);
  }
  bool followed = mirrorAddition(constraints);
  if (pristine) {
    noteChange(followed);
  } else {
    commitTransaction(followed);
  }
  return SolverResult::success();
}

std::size_t SolverImplementation::firstRepeatedConstraint(std::span<const Constraint> constraints) {
  return firstRepeat(constraints.size(), [&](std::size_t i) { return constraints[i].identity(); });
}

void SolverImplementation::resetIfEmpty() {
  // With no constraint and no edit left every row and symbol is gone; dropping the free lists
  // too makes the empty solver pristine, as if new. Not inside a host's transaction, whose
  // journal must stay: its outermost commit comes here again.
  if (isPristine()) reset();
}

SolverResult SolverImplementation::removeConstraint(const Constraint& constraint) {
  return removeConstraints(std::span<const Constraint>(&constraint, 1));
}

SolverResult SolverImplementation::validateRemovals(std::span<const Constraint> constraints) const {
  std::size_t firstRepeat = firstRepeatedConstraint(constraints);
  for (std::size_t i = 0; i < constraints.size(); ++i) {
    if (!constraints_.contains(constraints[i]) || i == firstRepeat) return unknownConstraint(constraints[i]);
  }
  return SolverResult::success();
}

SolverResult SolverImplementation::removeConstraints(std::span<const Constraint> constraints) {
  if (SolverResult invalid = validateRemovals(constraints); !invalid) return invalid;
  bool followed = mirrorRemoval(constraints, true);
  beginRemoval();
  for (const Constraint& constraint : constraints) {
    eraseConstraint(*constraints_.find(constraint));
  }
  endRemoval(followed);
  return SolverResult::success();
}

void SolverImplementation::beginRemoval() {
  ++valueEpoch_;
  resetDoubt();
  // A removal is never refused for the value range, but the rows it moves are noted: a variable
  // it leaves beyond `definitionSafeValue_` has every definition checked at the next call.
  rangeCandidates_.clear();
  watchingRows_ = true;
}

bool SolverImplementation::settleRemoval() {
  // Cannot fail: a removal leaves the tableau feasible, the objective is bounded below (errors
  // are ≥ 0), and from a feasible basis the primal simplex with Bland's rule cannot cycle. Its
  // step limit only guards against a bug, and even then every required constraint still holds.
  // Debug builds check it. Steps through an ill-conditioned tableau, and a removal that leaves a
  // row infeasible by rounding (1e15 suggestions, then an edit removed, can), are done again
  // exactly.
  bool optimal = optimize();
  watchingRows_ = false;
  noteRowsNearRange(rangeCandidates_);
  bool feasible = !someRowInfeasible(rangeCandidates_);
  rangeCandidates_.clear();
  CLAYOUT_ASSERT(optimal || arbitrates_);
  return !optimal || !feasible || isInDoubt();
}

void SolverImplementation::endRemoval(bool exactCacheFollows) {
  bool doubtful = settleRemoval();
  noteChange(exactCacheFollows);
  resetIfEmpty();
  if (arbitrates_ && doubtful && !(constraints_.empty() && edits_.empty())) refactorize();
}

bool SolverImplementation::someRowInfeasible(std::span<const RowIndex> rows) const {
  for (RowIndex index : rows)
    if (rows_[index].isPresent() && rowIsInfeasible(rows_[index])) return true;
  return false;
}

bool SolverImplementation::hasConstraint(const Constraint& constraint) const {
  return constraints_.contains(constraint);
}

SolverResult SolverImplementation::setConstant(const Constraint& constraint, double constant) {
  ConstraintRecord* record = constraints_.find(constraint);
  if (record == nullptr) {
    return unknownConstraint(constraint);
  }
  if (!std::isfinite(constant)) {
    return SolverResult::failure(
        SolverErrorKind::nonFiniteValue,
        "the new constant of constraint `" + constraint.description() + "` is not a finite number",
        constraint);
  }
  if (!isValueInRange(constant)) {
    return SolverResult::failure(SolverErrorKind::valueOutOfRange,
                                 "the new constant " + formatNumber(constant) + " of constraint `" +
                                     constraint.description() + "` is beyond " + formatNumber(largestValue) +
                                     " in magnitude (see ValueRange.h)",
                                 constraint);
  }
  double delta = constant - constraint.expression().constant;
  if (delta == 0) return SolverResult::success();
  if (isShared(constraint)) return sharedConstraint(constraint, "constant");
  ++valueEpoch_;
  resetDoubt();
  // The arbiter's view of the call is the constraint in its new form, built only when a refusal
  // or the arbiter reads it (`ArbitratedChange::prepare`): a root's new width or a text's new
  // size calls this every frame and nearly always succeeds without either. Each closure captures
  // at most two pointers, which std::function holds without a heap block.
  struct Call {
    const Constraint* constraint;
    double constant;
    ArbitratedChange change;
    std::optional<Constraint> replacement;
  } call{&constraint, constant, {}, std::nullopt};
  Call* const state = &call;
  call.change.changed = record;
  call.change.apply = [this, state] { setConstraintConstant(*state->constraint, state->constant); };
  call.change.verb = [state] {
    return "set the constant of constraint `" + state->constraint->description() + "` to " +
           formatNumber(state->constant);
  };
  call.change.prepare = [state] {
    if (state->replacement) return;
    // Whether the shared data holds the old constant or the new one, the new form's is the call's.
    Expression changed = state->constraint->expression();
    changed.constant = state->constant;
    state->replacement.emplace(std::move(changed), state->constraint->relation(),
                               state->constraint->priority());
    state->replacement->setIdentifier(state->constraint->identifier());
    state->change.added = std::span<const Constraint>(&*state->replacement, 1);
  };
  beginTransaction();
  // The constant first: rows computed afresh while they shift read it (a rollback restores it).
  setConstraintConstant(constraint, constant);
  bool feasible = shiftConstant(*record, delta);
  if (!feasible) {
    rollbackTransaction();
    call.change.prepare();
    const Constraint& replacement = *call.replacement;
    return refusal(call.change, replacement, {}, &constraint,
                   [&] { return unsatisfiable(replacement, {}, &constraint); });
  }
  if (!optimize()) {
    rollbackTransaction();
    return arbitrates_ ? arbitrate(call.change, [&] { return notConverged(&constraint); })
                       : notConverged(&constraint);
  }
  return keepChangeOf(constraint, call.change, [this, state] {
    return inDoubles([this, state] { return setConstant(*state->constraint, state->constant); });
  });
}

SolverResult SolverImplementation::setPriority(const Constraint& constraint, double priority) {
  ConstraintRecord* record = constraints_.find(constraint);
  if (record == nullptr) {
    return unknownConstraint(constraint);
  }
  SolverResult invalid = validate(constraint, priority);
  if (!invalid) return invalid;
  if (priority == constraint.priority()) return SolverResult::success();
  if (isShared(constraint)) return sharedConstraint(constraint, "priority");
  ++valueEpoch_;
  resetDoubt();
  Constraint replacement(constraint, priority);
  replacement.setIdentifier(constraint.identifier());
  ArbitratedChange change;
  change.added = std::span<const Constraint>(&replacement, 1);
  change.changed = record;
  change.apply = [&] { setConstraintPriority(constraint, priority); };
  change.verb = [&] {
    return "set the priority of constraint `" + constraint.description() + "` to " + formatNumber(priority);
  };
  beginTransaction();
  bool inPlace = !constraint.isRequired() && !priority::isRequired(priority);
  if (inPlace) {
    // Optional to optional: move the error symbols from one objective level to another.
    Level* from = record->level;
    Level* to = levelFor(priority);
    for (Symbol error : {record->marker, record->secondError}) {
      if (error == noSymbol || symbols_[error].kind != SymbolKind::error) continue;
      RowIndex index = symbols_[error].row;
      if (index != noRow) {
        addToLevel(*from, rows_[index], -1.0);
        addToLevel(*to, rows_[index], 1.0);
      } else {
        setLevelCoefficient(*from, error, levelCoefficient(*from, error) - 1.0);
        setLevelCoefficient(*to, error, levelCoefficient(*to, error) + 1.0);
      }
    }
    record->level = to;
    journal([record, from] { record->level = from; });
    releaseLevelUse(from);
    setConstraintPriority(constraint, priority);
  } else {
    // Required and optional rows differ in form: take the constraint out and put it back in,
    // keeping its identity and its place in the insertion order.
    std::uint64_t sequence = record->sequence;
    eraseConstraint(*record);
    setConstraintPriority(constraint, priority);
    SolverResult result = insertConstraint(constraint, nullptr, false);
    if (result) constraints_.find(constraint)->sequence = sequence;
    if (!result) {
      rollbackTransaction();
      return refusal(change, replacement, {}, &constraint,
                     [&] { return unsatisfiable(replacement, {}, &constraint); });
    }
  }
  if (!optimize()) {
    rollbackTransaction();
    return arbitrates_ ? arbitrate(change, [&] { return notConverged(&constraint); })
                       : notConverged(&constraint);
  }
  return keepChangeOf(constraint, change,
                      [&] { return inDoubles([&] { return setPriority(constraint, priority); }); });
}

bool SolverImplementation::isShared(const Constraint& constraint) const {
  if (!ConstraintTable<ConstraintRecord>::isShared(constraint)) return false;
  // This solver's own records removed inside an open transaction still count (a rollback links
  // them again), but they do not share the constant with anyone: a host that took the constraint
  // out and put it back in one transaction may change it.
  std::size_t own = 1;
  for (const ConstraintRecord* record : pendingRecordReleases_)
    if (record->constraint.isSameConstraint(constraint)) ++own;
  return ConstraintTable<ConstraintRecord>::recordCount(constraint) > own;
}

SolverResult SolverImplementation::keepChangeOf(const Constraint& constraint, const ArbitratedChange& change,
                                                const std::function<SolverResult()>& inDouble) {
  SolverResult inRange = checkValueRange(changedRows(), false, change.verb);  // a shift's notes too
  if (!inRange) {
    rollbackTransaction();
    inRange.constraint = constraint;
    return arbitrates_ ? arbitrate(change, [&] { return inRange; }) : inRange;
  }
  SolverResult holds =
      checkRequiredConstraints(std::span<const Constraint>(&constraint, 1), changedRows(), change.verb);
  if (!holds) {
    rollbackTransaction();
    return arbitrates_ ? arbitrate(change, [&] { return holds; }) : holds;
  }
  if (arbitrates_ && isInDoubt()) {
    rollbackTransaction();
    return arbitrate(change, inDouble);
  }
  commitTransaction();
  return SolverResult::success();
}

SolverResult SolverImplementation::checkRequiredConstraints(std::span<const Constraint> batch,
                                                            std::span<const RowIndex> rows,
                                                            const std::function<std::string()>& verb,
                                                            bool everyConstraint) {
  // The tableau holds every required constraint in exact arithmetic; in floating point a system
  // of unround coefficients can drift from it unnoticed (a success reported with a required
  // constraint violated). Each constraint is evaluated from its own expression, with the values
  // the caller will read, not from the rows that may have drifted.
  ++valueEpoch_;
  const Constraint* culprit = nullptr;
  double amount = 0;
  // A constraint held as a definition holds at those values by construction: its subject's value
  // is read as the sum of the constraint's own other terms (Definitions.cpp), so evaluating it
  // (through the expansion of the chain under it) can only find 0. A third of a tree's
  // constraints are definitions when they are added.
  auto heldAsDefinition = [&](const Constraint& constraint) {
    const ConstraintRecord* record = constraints_.find(constraint);
    return record != nullptr && record->definition != nullptr;
  };
  for (const Constraint& constraint : batch) {
    if (!constraint.isRequired() || heldAsDefinition(constraint)) continue;
    if ((amount = checkedViolation(constraint)) > 0) {
      culprit = &constraint;
      break;
    }
  }
  std::size_t work = 0;
  for (RowIndex index : rows) work += rows_[index].cells.size() + 1;
  if (culprit == nullptr && (everyConstraint || work >= 2 * constraints_.size())) {
    constraints_.forEach([&](const ConstraintRecord& record) {
      if (culprit != nullptr || record.isEdit || !record.constraint.isRequired() || record.definition) return;
      if ((amount = checkedViolation(record.constraint)) > 0) culprit = &record.constraint;
    });
  }
  for (std::size_t i = 0; culprit == nullptr && i < rows.size(); ++i) {
    const Row& row = rows_[rows[i]];
    if (!row.isPresent() || row.basic >= markerOwners_.size() || markerOwners_[row.basic] == nullptr)
      continue;
    const ConstraintRecord& owner = *markerOwners_[row.basic];
    if (owner.isEdit || !owner.constraint.isRequired()) continue;
    if ((amount = checkedViolation(owner.constraint)) > 0) culprit = &owner.constraint;
  }
  if (culprit == nullptr) return SolverResult::success();
  return SolverResult::failure(SolverErrorKind::lostPrecision,
                               "cannot " + verb() + ": at the values found, required constraint `" +
                                   culprit->description() + "` would be violated by " + formatNumber(amount) +
                                   " (the floating-point tableau lost precision on this system); nothing was "
                                   "changed",
                               *culprit);
}

SolverResult SolverImplementation::checkValueRange(std::span<const RowIndex> rows, bool allRows,
                                                   const std::function<std::string()>& verb) {
  // Only variables are bounded: a slack or an error is a constraint's value, finite (a sum of
  // coefficients in range times values in range) however large.
  auto outOfRange = [&](RowIndex index) {
    const Row& row = rows_[index];
    return row.isPresent() && row.basicKind == SymbolKind::external && !isValueInRange(row.constant);
  };
  auto nearRange = [&](RowIndex index) {
    const Row& row = rows_[index];
    return row.isPresent() && row.basicKind == SymbolKind::external &&
           std::fabs(row.constant) > definitionSafeValue_;
  };
  RowIndex culprit = noRow;
  if (allRows) {
    for (RowIndex index = 0; index < static_cast<RowIndex>(rows_.size()) && culprit == noRow; ++index) {
      if (outOfRange(index)) culprit = index;
      if (nearRange(index)) valuesNearRange_ = true;
    }
  } else {
    for (RowIndex index : rows) {
      if (outOfRange(index)) {
        culprit = index;
        break;
      }
      if (nearRange(index)) valuesNearRange_ = true;
    }
  }
  Symbol symbol = culprit != noRow ? rows_[culprit].basic : noSymbol;
  double value = culprit != noRow ? rows_[culprit].constant : 0.0;
  // The definitions made or shifted in the call widened the bounds if they needed to
  // (`noteDefinitionBounds`, which then sets `valuesNearRange_`): while no row is near the range
  // every definition is within it, and reading them (a list's new top walks the chain above it)
  // is left out.
  if (symbol == noSymbol && !definedCandidates_.empty() && valuesNearRange_) {
    ++valueEpoch_;  // values cached before the change are stale
    for (Symbol subject : definedCandidates_) {
      if (subject >= symbols_.size() || !symbols_[subject].isDefined()) continue;
      value = symbolValue(subject);
      if (!isValueInRange(value)) {
        symbol = subject;
        break;
      }
    }
  }
  if (symbol == noSymbol && valuesNearRange_) {
    // Some variable in the tableau may be large enough for a definition resting on it to leave
    // the range: if none is any more, the flag goes (journaled: a rollback may bring one back);
    // else every definition is evaluated. Rare: layouts stay far below the safe value.
    // A safe value of 0 says the definitions' constants alone may reach the limit (a subject
    // defined as 1e15 under a definition `y = x + 50`): then every definition is looked at,
    // rows or none.
    bool near = definitionSafeValue_ <= 0;
    for (RowIndex index = 0; index < static_cast<RowIndex>(rows_.size()) && !near; ++index)
      near = nearRange(index);
    if (!near) {
      valuesNearRange_ = false;
      journal([this] { valuesNearRange_ = true; });
    } else if (definitionCount_ != 0) {
      ++valueEpoch_;
      for (Symbol subject = 0; subject < static_cast<Symbol>(symbols_.size()); ++subject) {
        if (!symbols_[subject].isDefined()) continue;
        value = symbolValue(subject);
        if (!isValueInRange(value)) {
          symbol = subject;
          break;
        }
      }
    }
  }
  rangeCandidates_.clear();
  definedCandidates_.clear();
  if (symbol == noSymbol) return SolverResult::success();
  VariableTable::Slot slot = symbols_[symbol].variable;
  std::string name = slot != VariableTable::noSlot ? variables_[slot].variable.name() : std::string("?");
  return SolverResult::failure(SolverErrorKind::valueOutOfRange,
                               "cannot " + verb() + ": variable `" + name + "` would be " +
                                   formatNumber(value) + ", beyond " + formatNumber(largestValue) +
                                   " in magnitude (see ValueRange.h)");
}

void SolverImplementation::reset() {
  releaseChangeMarks();
  bool explains = explainsConflicts_;
  bool arbitrates = arbitrates_;
  std::uint64_t budget = exactWorkBudget_;
  std::size_t pivots = pivotCount_;
  std::size_t arbitrations = arbitrationCount_;
  std::size_t decidedInDoubles = decidedInDoublesCount_;
  bool notingValues = notingValues_;
  *this = SolverImplementation();
  // Every value may have changed (those of the variables that were in the solver are 0 now).
  notingValues_ = notingValues;
  noteEveryValueChange();
  explainsConflicts_ = explains;
  arbitrates_ = arbitrates;
  exactWorkBudget_ = budget;
  pivotCount_ = pivots;
  arbitrationCount_ = arbitrations;
  decidedInDoublesCount_ = decidedInDoubles;
}

SolverStatistics SolverImplementation::statistics() const {
  SolverStatistics statistics;
  statistics.constraints = constraints_.size();
  statistics.editVariables = edits_.size();
  statistics.variables = variables_.size();
  statistics.symbols = symbols_.size() - 1 - freeSymbols_.size();
  statistics.rows = rowCount_;
  statistics.definitions = definitionCount_;
  for (const Row& row : rows_) {
    statistics.cells += row.cells.size();
    for (const Cell& cell : row.cells) {
      SymbolKind kind = symbols_[cell.symbol].kind;
      statistics.markerCells += kind == SymbolKind::dummy ? 1 : 0;
      statistics.errorCells += kind == SymbolKind::error ? 1 : 0;
    }
  }
  statistics.levels = levels_.size();
  statistics.pivots = pivotCount_;
  statistics.arbitrations = arbitrationCount_;
  statistics.decidedInDoublesAlone = decidedInDoublesCount_;
  statistics.journalSaves = savedRows_.size() + savedConstants_.size();
  for (const ConstantBlock& block : constantBlocks_) statistics.journalSaves += block.rows->size();
  return statistics;
}

}  // namespace clayout::internal
