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
// (Here steps 1 and 3 are first kept as definitions, see Definitions.h, and enter the tableau
// exactly as shown when steps 2 and 5 mention right and middle, since nothing cancels in those
// rows: the final tableau has five rows.)
//
// ## The rest of the essay, beside the code it explains
//
// - Definitions: required equalities outside the tableau — Definitions.h.
// - Degenerate vertices: unblocking rows one by one — Simplex.cpp.
// - Edits in a drag — EditColumns.h.
// - Errors leave the solver as it was (transactions) — Journal.h.
// - Constants computed afresh — Constants.cpp.
// - Which constraints explain a conflict — Explanation.cpp; which variables are ambiguous —
//   Ambiguity.cpp.
// - When the doubles are in doubt — Certification.h; the one step that decides whether they can
//   be trusted with a call — Certification.cpp.
// - What the doubles cannot decide, decided in exact arithmetic — Arbitration.cpp, with the
//   exact arbiter in ExactArbiter.h and the exact simplex in Exact/ExactTableau.h.
//
// This file holds the public operations; the class header lists the parts and where every
// private operation lives.
#include "SolverImplementation.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "Support/FirstRepeat.h"

namespace clayout::internal {

double SolverImplementation::valueOf(const Variable& variable) const {
  VariableTable::Slot slot = variables_.find(variable);
  if (slot == VariableTable::noSlot) return 0.0;
  const VariableTable::Entry& entry = variables_[slot];
  return entry.row != noRow ? tableau_.row(entry.row).constant : symbolValue(entry.symbol);
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
        if (row != noRow) prefetchForRead(&tableau_.row(row));
      }
    }
    VariableTable::Slot slot = ring[i % ringSize];
    if (slot != VariableTable::noSlot && variables_.holds(slot, variables[i])) [[likely]] {
      const VariableTable::Entry& entry = variables_[slot];
      into[i] = entry.row != noRow ? tableau_.row(entry.row).constant : symbolValue(entry.symbol);
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
    anyDefined = anyDefined || tableau_.symbol(variables_[slot].symbol).isDefined();
  }
  if (!anyDefined) return violation(constraint);
  // Through the expansion, where a list's tops cancel as they do in the constraint's row: the
  // same values as read (a defined value is its definition's sum) without walking the chain of
  // definitions under them, which a new epoch would walk again at every call.
  double constant = expression.constant;
  double magnitude = std::fabs(expression.constant);
  std::vector<Cell>& terms = scratch_.checkedTerms;
  (void)definitions_.expand(expression, variables_, tableau_, records_, terms, constant, magnitude);
  double sum = constant;
  double scale = std::max(1.0, magnitude);
  for (const Cell& cell : terms) {
    RowIndex row = tableau_.symbol(cell.symbol).row;
    double product = cell.coefficient * (row != noRow ? tableau_.row(row).constant : 0.0);
    sum += product;
    scale = std::max(scale, std::fabs(product));
  }
  return violationAmount(constraint.relation(), sum, scale);
}

void SolverImplementation::updateVariables() {
  variables_.forEach([this](VariableTable::Entry& entry) {
    entry.variable.data_->value =
        entry.row != noRow ? tableau_.row(entry.row).constant : symbolValue(entry.symbol);
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

SolverResult SolverImplementation::addValidConstraints(std::span<const Constraint> constraints) {
  definitions_.invalidateValues();
  certification_.beginCall();
  // 1. A transaction. An empty solver is always pristine (see `resetIfEmpty`), so a failure there
  //    is undone by a reset, and the batch needs no journal: building a whole layout in one
  //    batch costs no copies.
  bool pristine = isPristine();
  if (!pristine) beginTransaction();
  Call call{Call::Kind::addConstraints};
  call.keeping = pristine ? Keeping::pristine : Keeping::transaction;
  call.added = constraints;
  // 2. Each constraint in, optimized as it comes. Deferring every pivot to the end is slower: by
  //    then the entering symbols sit in many more rows. A refusal undoes the whole batch
  //    (`certify`).
  for (std::size_t i = 0; i < constraints.size() && call.outcome == Call::Outcome::done; ++i) {
    if (!insertConstraint(constraints[i], nullptr, true)) {
      call.outcome = Call::Outcome::refused;
      call.failing = &constraints[i];
      call.pendingCount = i;
    }
  }
  // 3. The batch optimized as a whole, and certified: kept when every value it leaves is in range
  //    (the rows it changed were saved; on an empty solver every row is new), every required
  //    constraint holds at those values and no row is left below its bound, and the doubles can be
  //    trusted with it; else the arbiter decides.
  if (call.outcome == Call::Outcome::done && constraints.size() != 1 && !optimize())
    call.outcome = Call::Outcome::notConverged;
  if (call.outcome == Call::Outcome::done) {
    std::span<const RowIndex> changed = pristine ? std::span<const RowIndex>() : journal_.changedRows();
    call.rangeRows = changed;
    call.rangeAllRows = pristine;
    call.checksRequired = true;
    call.requiredBatch = constraints;
    call.requiredRows = changed;
    call.checksRowsBelowBound = !pristine;
  }
  return certify(call);
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
  for (const Constraint& constraint : removed) eraseConstraint(*records_.find(constraint));
  std::optional<SolverDoubt> doubt = settleRemoval();
  noteChange(followed);
  certification_.setRemovalInDoubt(arbitrates_ && doubt.has_value());
  SolverResult result = addValidConstraints(added);
  certification_.setRemovalInDoubt(false);
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

std::size_t SolverImplementation::firstRepeatedConstraint(std::span<const Constraint> constraints) {
  return firstRepeat(constraints.size(), [&](std::size_t i) { return constraints[i].identity(); });
}

SolverResult SolverImplementation::removeConstraint(const Constraint& constraint) {
  return removeConstraints(std::span<const Constraint>(&constraint, 1));
}

SolverResult SolverImplementation::removeConstraints(std::span<const Constraint> constraints) {
  if (SolverResult invalid = validateRemovals(constraints); !invalid) return invalid;
  bool followed = mirrorRemoval(constraints, true);
  beginRemoval();
  for (const Constraint& constraint : constraints) eraseConstraint(*records_.find(constraint));
  endRemoval(followed);
  return SolverResult::success();
}

void SolverImplementation::beginRemoval() {
  definitions_.invalidateValues();
  certification_.beginCall();
  // A removal is never refused for the value range, but the rows it moves are noted: a variable
  // it leaves beyond the range's safe value has every definition checked at the next call.
  range_.watchRows();
}

std::optional<SolverDoubt> SolverImplementation::settleRemoval() {
  // Cannot fail: a removal leaves the tableau feasible, the objective is bounded below (errors
  // are ≥ 0), and from a feasible basis the primal simplex with Bland's rule cannot cycle. Its
  // step limit only guards against a bug, and even then every required constraint still holds.
  // Debug builds check it. Steps through an ill-conditioned tableau, and a removal that leaves a
  // row infeasible by rounding (1e15 suggestions, then an edit removed, can), are done again
  // exactly.
  bool optimal = optimize();
  range_.stopWatchingRows();
  range_.noteRowsNearRange(range_.rowCandidates(), tableau_);
  bool feasible = !someRowInfeasible(range_.rowCandidates());
  // The required constraints the removal moved are checked as any call's: a definition it moved
  // into the tableau, or a row it rewrote, may have lost a true constant as rounding.
  double amount = 0;
  bool holds = !arbitrates_ || firstViolatedOwner(range_.rowCandidates(), amount, nullptr) == nullptr;
  range_.clearRowCandidates();
  CLAYOUT_ASSERT(optimal || arbitrates_);
  if (!optimal) return SolverDoubt::notConverged;
  if (!feasible) return SolverDoubt::rowInfeasible;
  if (std::optional<SolverDoubt> doubt = certification_.stepsInDoubt()) return doubt;
  if (!holds) return SolverDoubt::requiredViolated;
  return std::nullopt;
}

void SolverImplementation::endRemoval(bool exactFollows) {
  std::optional<SolverDoubt> doubt = settleRemoval();
  noteChange(exactFollows);
  resetIfEmpty();
  certifyRemoval(doubt);
}

void SolverImplementation::reset() {
  releaseChangeMarks();
  bool explains = explainsConflicts_;
  bool arbitrates = arbitrates_;
  std::size_t pivots = pivotCount_;
  bool notingValues = changes_.isNoting();
  ExactArbiter arbiterSettings;
  arbiterSettings.carrySettings(arbiter_);
  Certification counts;
  counts.carryCounts(certification_);
  *this = SolverImplementation();
  // Every value may have changed (those of the variables that were in the solver are 0 now).
  if (notingValues) changes_.start();
  changes_.noteEveryValueChange();
  explainsConflicts_ = explains;
  arbitrates_ = arbitrates;
  pivotCount_ = pivots;
  arbiter_.carrySettings(arbiterSettings);
  certification_.carryCounts(counts);
}

SolverStatistics SolverImplementation::statistics() const {
  SolverStatistics statistics;
  statistics.constraints = records_.constraintCount();
  statistics.editVariables = records_.editCount();
  statistics.variables = variables_.size();
  statistics.symbols = tableau_.symbolCount();
  statistics.rows = tableau_.rowCount();
  statistics.definitions = definitions_.count();
  for (RowIndex index = 0; index < static_cast<RowIndex>(tableau_.rowSlots()); ++index) {
    const Row& row = tableau_.row(index);
    statistics.cells += row.cells.size();
    for (const Cell& cell : row.cells) {
      SymbolKind kind = tableau_.symbol(cell.symbol).kind;
      statistics.markerCells += kind == SymbolKind::dummy ? 1 : 0;
      statistics.errorCells += kind == SymbolKind::error ? 1 : 0;
    }
  }
  statistics.levels = objective_.levelCount();
  statistics.pivots = pivotCount_;
  statistics.arbitrations = arbiter_.arbitrations();
  statistics.decidedInDoublesAlone = arbiter_.decidedInDoubles();
  statistics.doubts = certification_.counts();
  statistics.journalSaves = journal_.saveCount();
  return statistics;
}

}  // namespace clayout::internal
