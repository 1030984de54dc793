// Certification.cpp — the one step that decides whether the doubles can be trusted with a call.
//
// ## Certifying a call
//
// The double tableau answers every call first; on a layout it is right and fast. Its answers
// are only as good as the decisions its tolerances make, so the solver does not report one it
// cannot vouch for. Every call that changes the solver runs its steps in doubles (inserting
// constraints, shifting a constant, optimizing), then hands itself to `certify`, which judges it
// in this order and counts what it does not trust by reason (`SolverDoubt`):
//
//   1. What the steps said. A refusal (a required constraint of the call cannot hold) is a
//      claim about exact arithmetic: its explanation is proved exactly, or the arbiter decides
//      the call (`refused`). A step limit is the doubles giving up (`notConverged`).
//   2. Whether the steps can be trusted at all: they went through an ill-conditioned tableau
//      (`illConditioned`) or wrote a cost in doubt (`costInDoubt`; Certification.h), the
//      replacement they complete removed in doubt (`removalInDoubt`), they left a row below its
//      bound, which the final check does not see (`rowInfeasible`), or, for a suggestion near the
//      range's edge, a required constraint does not hold (`requiredViolated`).
//   3. What the values say: a variable beyond the range (`outOfRange`), a required constraint
//      that does not hold at the values found (`requiredViolated`): the rows drifted from the
//      constraints without any decision noticing.
//
// A call that passes is kept. Any other is undone and decided by the exact arbiter
// (Arbitration.cpp); when exactness cannot decide, the doubles' answer stands: their failure, or,
// for a call that only was in doubt, the call made again in doubles (`redoInDoubles`). Without
// the arbiter (the explanation's scratch solvers), step 2 is skipped and a failure is the answer.
//
// A value beyond the range is the arbiter's to decide for every call, suggestions included: the
// double vertex is one optimal point, and when the optimal face is wider (a variable free in a
// direction no level cares about), another may lie within the range (`v3 + 2·v1 + 2·v4 <= 1e15`
// with v3 and v4 in nothing else holds at v3 = v4 = 0 whatever v1 is, while the vertex put v3 at
// the bound). The arbiter moves along the face toward the range (`pullTowardZero`), and refuses
// only when no optimal point is within it.
#include <algorithm>
#include <cmath>
#include <string>

#include "SolverImplementation.h"
#include "Support/NumberFormat.h"

namespace clayout::internal {

SolverResult SolverImplementation::certify(Call& call) {
  // 1. What the steps said.
  if (call.outcome == Call::Outcome::refused) {
    discard(call);
    if (arbitrates_) certification_.count(SolverDoubt::refused);
    const Constraint* replacing = call.changed != nullptr ? call.constraint : nullptr;
    if (call.changed != nullptr) prepareChange(call);
    const Constraint& failing = call.failing != nullptr ? *call.failing : call.added[0];
    std::vector<Constraint> pending(call.added.begin(),
                                    call.added.begin() + static_cast<std::ptrdiff_t>(call.pendingCount));
    return refusal(call, failing, pending, replacing,
                   [&] { return unsatisfiable(failing, pending, replacing); });
  }
  if (call.outcome == Call::Outcome::notConverged) {
    discard(call);
    bool aboutConstraint = call.kind == Call::Kind::setConstant || call.kind == Call::Kind::setPriority;
    SolverResult answer = notConverged(aboutConstraint ? call.constraint : nullptr);
    if (!arbitrates_) return answer;
    certification_.count(SolverDoubt::notConverged);
    return arbitrate(call, [&] { return answer; });
  }
  // 2. Whether the steps can be trusted.
  if (arbitrates_) {
    std::optional<SolverDoubt> doubt;
    if (call.unrepaired) doubt = SolverDoubt::refused;
    if (!doubt) doubt = certification_.stepsInDoubt();
    if (!doubt && call.kind == Call::Kind::addConstraints && certification_.isRemovalInDoubt())
      doubt = SolverDoubt::removalInDoubt;
    if (!doubt && call.checksRowsBelowBound && someRowInfeasible(call.requiredRows))
      doubt = SolverDoubt::rowInfeasible;
    if (!doubt && call.checksRequired && call.requiredRaisesDoubt &&
        !checkRequiredConstraints(call, call.requiredBatch, call.requiredRows, call.requiredEvery))
      doubt = SolverDoubt::requiredViolated;
    if (doubt) {
      discard(call);
      certification_.count(*doubt);
      return arbitrate(call, [&] { return redoInDoubles(call); });
    }
  }
  // 3. What the values say.
  if (call.checksRange) {
    SolverResult inRange = checkValueRange(call, call.rangeRows, call.rangeAllRows);
    if (!inRange) {
      discard(call);
      if (!arbitrates_) return inRange;
      certification_.count(SolverDoubt::outOfRange);
      return arbitrate(call, [&] { return inRange; });
    }
  }
  if (call.checksRequired && !call.requiredRaisesDoubt) {
    SolverResult holds =
        checkRequiredConstraints(call, call.requiredBatch, call.requiredRows, call.requiredEvery);
    if (!holds) {
      discard(call);
      if (!arbitrates_) return holds;
      certification_.count(SolverDoubt::requiredViolated);
      return arbitrate(call, [&] { return holds; });
    }
  }
  keep(call);
  return SolverResult::success();
}

void SolverImplementation::certifyRemoval(std::optional<SolverDoubt> doubt) {
  if (!arbitrates_ || !doubt || records_.empty()) return;
  certification_.count(*doubt);
  refactorize();
}

void SolverImplementation::keep(Call& call) {
  bool follows = call.kind == Call::Kind::addConstraints && mirrorAddition(call.added);
  switch (call.keeping) {
    case Keeping::pristine:
      noteChange(follows);
      break;
    case Keeping::transaction:
      commitTransaction(follows);
      break;
    case Keeping::inverseShift:
      noteChange();
      break;
  }
}

void SolverImplementation::discard(Call& call) {
  switch (call.keeping) {
    case Keeping::pristine:
      reset();
      break;
    case Keeping::transaction:
      if (call.kind == Call::Kind::suggestValue) definitions_.invalidateValues();
      rollbackTransaction();
      break;
    case Keeping::inverseShift: {
      // The inverse shift gives the previous values to rounding.
      definitions_.invalidateValues();
      ConstraintRecord& record = *call.changed;
      double constant = record.constraint.expression().constant;
      setConstraintConstant(record.constraint, call.previousConstant);
      [[maybe_unused]] bool restored = shiftConstant(record, call.previousConstant - constant);
      range_.clearRowCandidates();
      CLAYOUT_ASSERT(restored || arbitrates_);
      break;
    }
  }
}

SolverResult SolverImplementation::redoInDoubles(const Call& call) {
  return inDoubles([&] {
    switch (call.kind) {
      case Call::Kind::addConstraints:
        return addValidConstraints(call.added);
      case Call::Kind::addEditVariable:
        return addEditVariable(*call.variable, call.number);
      case Call::Kind::setConstant:
        return setConstant(*call.constraint, call.number);
      case Call::Kind::setPriority:
        return setPriority(*call.constraint, call.number);
      case Call::Kind::suggestValue:
        return suggestValue(*call.variable, call.number);
      case Call::Kind::removal:
        break;
    }
    return SolverResult::success();
  });
}

std::string SolverImplementation::verbOf(const Call& call) {
  switch (call.kind) {
    case Call::Kind::addConstraints:
      return call.added.size() == 1
                 ? "add constraint `" + call.added[0].description() + "`"
                 : "add the batch of " + std::to_string(call.added.size()) + " constraints";
    case Call::Kind::addEditVariable:
      return "add an edit of variable `" + call.variable->name() + "`";
    case Call::Kind::setConstant:
      return "set the constant of constraint `" + call.constraint->description() + "` to " +
             formatNumber(call.number);
    case Call::Kind::setPriority:
      return "set the priority of constraint `" + call.constraint->description() + "` to " +
             formatNumber(call.number);
    case Call::Kind::suggestValue:
      return "suggest " + formatNumber(call.number) + " for variable `" + call.variable->name() + "`";
    case Call::Kind::removal:
      break;
  }
  return "remove constraints";
}

void SolverImplementation::prepareChange(Call& call) {
  if (call.changed == nullptr || call.replacement) return;
  // Whether the shared data holds the old constant or the new one, the new form's is the call's.
  switch (call.kind) {
    case Call::Kind::setConstant: {
      Expression changed = call.constraint->expression();
      changed.constant = call.number;
      call.replacement.emplace(std::move(changed), call.constraint->relation(), call.constraint->priority());
      call.replacement->setIdentifier(call.constraint->identifier());
      break;
    }
    case Call::Kind::setPriority:
      call.replacement.emplace(*call.constraint, call.number);
      call.replacement->setIdentifier(call.constraint->identifier());
      break;
    case Call::Kind::suggestValue: {
      const Constraint& edit = call.changed->constraint;
      Expression suggested = edit.expression();
      suggested.constant = -call.number;
      call.replacement.emplace(std::move(suggested), Relation::equal, edit.priority());
      call.replacement->setIdentifier(edit.identifier());
      break;
    }
    case Call::Kind::addConstraints:
    case Call::Kind::addEditVariable:
    case Call::Kind::removal:
      return;
  }
  call.added = std::span<const Constraint>(&*call.replacement, 1);
}

void SolverImplementation::applyChange(const Call& call) {
  switch (call.kind) {
    case Call::Kind::setConstant:
      setConstraintConstant(*call.constraint, call.number);
      break;
    case Call::Kind::setPriority:
      setConstraintPriority(*call.constraint, call.number);
      break;
    case Call::Kind::suggestValue:
      setConstraintConstant(call.changed->constraint, -call.number);
      break;
    case Call::Kind::addConstraints:
    case Call::Kind::addEditVariable:
    case Call::Kind::removal:
      break;
  }
}

SolverResult SolverImplementation::checkRequiredConstraints(const Call& call,
                                                            std::span<const Constraint> batch,
                                                            std::span<const RowIndex> rows,
                                                            bool everyConstraint) {
  // The tableau holds every required constraint in exact arithmetic; in floating point a system
  // of unround coefficients can drift from it unnoticed (a success reported with a required
  // constraint violated). Each constraint is evaluated from its own expression, with the values
  // the caller will read, not from the rows that may have drifted.
  definitions_.invalidateValues();
  const Constraint* culprit = nullptr;
  double amount = 0;
  // A constraint held as a definition holds at those values by construction: its subject's value
  // is read as the sum of the constraint's own other terms (Definitions.h), so evaluating it
  // (through the expansion of the chain under it) can only find 0. A third of a tree's
  // constraints are definitions when they are added.
  auto heldAsDefinition = [&](const Constraint& constraint) {
    const ConstraintRecord* record = records_.find(constraint);
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
  for (RowIndex index : rows) work += tableau_.row(index).cells.size() + 1;
  if (culprit == nullptr && (everyConstraint || work >= 2 * records_.constraintCount())) {
    records_.forEachConstraint([&](const ConstraintRecord& record) {
      if (culprit != nullptr || record.isEdit || !record.constraint.isRequired() || record.definition) return;
      if ((amount = checkedViolation(record.constraint)) > 0) culprit = &record.constraint;
    });
  }
  culprit = firstViolatedOwner(rows, amount, culprit);
  if (culprit == nullptr) return SolverResult::success();
  return SolverResult::failure(SolverErrorKind::lostPrecision,
                               "cannot " + verbOf(call) + ": at the values found, required constraint `" +
                                   culprit->description() + "` would be violated by " + formatNumber(amount) +
                                   " (the floating-point tableau lost precision on this system); nothing was "
                                   "changed",
                               *culprit);
}

const Constraint* SolverImplementation::firstViolatedOwner(std::span<const RowIndex> rows, double& amount,
                                                           const Constraint* found) {
  // A row's basic marker belongs to a constraint the row holds; a variable's row holds, in its
  // markers, the constraints that are tight on it (their slacks parametric at 0): when the call
  // moved the variable, through its row or through a definition expanded there, those constraints
  // moved with it while their own rows did not change. Only a value that lost digits to
  // cancellation (its row's magnitude beyond `cancelledDigits` times it, at least 1) can be off
  // by more than a constraint's tolerance: rounding of the operands it was summed from, which a
  // large coefficient on it magnifies. Others are skipped (a layout's rows are never such, and
  // checking every tight constraint of every row a call changed made a layout's build much
  // slower: docs/performance.md, "Figures behind the design comments").
  auto violated = [&](Symbol marker) {
    const ConstraintRecord* owner = records_.markerOwner(marker);
    if (owner == nullptr || owner->isEdit || !owner->constraint.isRequired() || owner->definition)
      return false;
    amount = checkedViolation(owner->constraint);
    if (amount > 0) found = &owner->constraint;
    return amount > 0;
  };
  for (std::size_t i = 0; found == nullptr && i < rows.size(); ++i) {
    const Row& row = tableau_.row(rows[i]);
    if (!row.isPresent()) continue;
    if (violated(row.basic)) break;
    if (tableau_.symbol(row.basic).kind != SymbolKind::external ||
        row.magnitude <= cancelledDigits * std::max(1.0, std::fabs(row.constant)))
      continue;
    for (const Cell& cell : row.cells) {
      if (tableau_.symbol(cell.symbol).kind != SymbolKind::external && violated(cell.symbol)) break;
    }
  }
  return found;
}

SolverResult SolverImplementation::checkValueRange(const Call& call, std::span<const RowIndex> rows,
                                                   bool allRows) {
  ValueRangeWatch::Culprit culprit = range_.check(rows, allRows, tableau_, definitions_, records_, journal_);
  if (culprit.symbol == noSymbol) return SolverResult::success();
  VariableTable::Slot slot = tableau_.symbol(culprit.symbol).variable;
  std::string name = slot != VariableTable::noSlot ? variables_[slot].variable.name() : std::string("?");
  SolverResult failure = SolverResult::failure(
      SolverErrorKind::valueOutOfRange, "cannot " + verbOf(call) + ": variable `" + name + "` would be " +
                                            formatNumber(culprit.value) + ", beyond " +
                                            formatNumber(largestValue) + " in magnitude (see ValueRange.h)");
  // The handle the host knows, for a call about one constraint.
  if (call.kind == Call::Kind::addConstraints && call.added.size() == 1) failure.constraint = call.added[0];
  if (call.kind == Call::Kind::setConstant || call.kind == Call::Kind::setPriority)
    failure.constraint = *call.constraint;
  return failure;
}

bool SolverImplementation::someRowInfeasible(std::span<const RowIndex> rows) const {
  for (RowIndex index : rows)
    if (tableau_.row(index).isPresent() && Tableau::rowIsInfeasible(tableau_.row(index))) return true;
  return false;
}

}  // namespace clayout::internal
