// Edits.cpp — constant and priority changes, edit variables and suggestions (a drag's frames are
// `suggestValue`; its kept columns are EditColumns.h).
#include <algorithm>
#include <cmath>

#include "SolverImplementation.h"
#include "Support/NumberFormat.h"

namespace clayout::internal {

bool SolverImplementation::shiftConstant(ConstraintRecord& record, double delta) {
  if (record.definition) {
    // `subject = constant + Σ` is the constraint solved for the subject, with the constant
    // -c/a computed afresh from the constraint's (already new) constant, as a new definition
    // would be: moving it by -δ/a would keep the rounding of every earlier constant (1e12, then
    // 123.456, leaves 7e-5). Journaled: a final check may still refuse the change.
    Definition* definition = record.definition.get();
    double previous = definition->constant;
    definition->constant = -record.constraint.expression().constant / definition->subjectCoefficient;
    ConstraintRecord* owner = &record;
    definitions_.noteChange();
    journal([this, owner, previous] {
      if (owner->definition) owner->definition->constant = previous;
      definitions_.noteChange();
    });
    range_.noteDefined(definition->subject);
    changes_.noteSymbol(definition->subject, tableau_.symbolSlots());
    range_.noteDefinitionBounds(*definition);  // a larger constant moves what rests on it too
    // Rows that expanded the definition hold its dummy: they move as below, by the marker's rule.
    if (!isMarkerHeld(record.marker)) return true;
  }
  // With the marker m replaced by m' = m - δ/k the old rows hold for the new constant.
  Symbol marker = record.marker;
  double shift = delta / record.markerCoefficient;
  editColumns_.noteConstantShift();
  RowIndex basicRow = tableau_.symbol(marker).row;
  if (basicRow != noRow) {
    saveRowConstant(basicRow);
    shiftRowConstant(basicRow, -shift);
    noteIfInfeasible(basicRow);
    if (std::fabs(tableau_.row(basicRow).constant) > range_.safeValue()) range_.noteRow(basicRow);
  }
  const EditColumn* column = record.isEdit ? editColumns_.columnOf(marker, tableau_) : nullptr;
  if (column != nullptr) {
    // A drag's frame: one pass over every row the edit moves (`Tableau::shiftColumn`). In a
    // transaction the pass also saves each row's constant and magnitude, into one block (16 bytes
    // a row). Two instances of the pass, so that outside a transaction it is exactly the loop it
    // is. Neither the journal nor `recomputeConstant` adds rows: the slots stay where they are.
    const std::vector<ColumnEntry>& entries = *column->entries;
    struct Watch {
      SolverImplementation& solver;
      // `safeValue` is at most `largestValue`: a row beyond it is checked at the end, for its own
      // value and for the definitions resting on it.
      void beyond(RowIndex index) { solver.range_.noteRow(index); }
      void drifted(RowIndex index) { solver.recomputeConstant(index); }
      void infeasible(Symbol basic) { solver.infeasibleRows_.push_back(basic); }
    } watch{*this};
    if (journal_.isOpen()) {
      double* saved = journal_.saveConstantBlock(column->entries, entries.size());
      tableau_.shiftColumn<true>(entries.data(), entries.size(), shift, range_.safeValue(), saved, watch);
    } else {
      tableau_.shiftColumn<false>(entries.data(), entries.size(), shift, range_.safeValue(), nullptr, watch);
    }
    editColumns_.noteOwnMove(marker, shift);
    // The pass saves no row by `saveRowConstant`: while noting, its rows are noted here.
    if (changes_.isNoting()) [[unlikely]]
      for (const ColumnEntry& entry : entries) changes_.noteRow(entry.row, tableau_);
  } else {
    tableau_.compactColumn(marker);  // each row exactly once
    for (RowIndex index : tableau_.symbol(marker).column) {
      saveRowConstant(index);
      shiftRowConstant(index, tableau_.row(index).coefficientFor(marker) * shift);
      noteIfInfeasible(index);
      if (std::fabs(tableau_.row(index).constant) > range_.safeValue()) range_.noteRow(index);
    }
  }
  // The objective sums the errors. Rows holding the marker moved, and so did the errors among
  // their basic symbols; the marker itself, when it is one of this constraint's errors, now means
  // the new constraint's error and keeps its value.
  bool markerIsError = tableau_.symbol(marker).kind == SymbolKind::error;
  // Only the levels where the marker has a cost and the constraint's own level change.
  Level* ownLevel = markerIsError ? record.level : nullptr;
  bool ownLevelDone = false;
  if (basicRow == noRow) {
    for (const LevelCost& cost : objective_.costsOf(marker)) {
      double ownWeight = cost.level == ownLevel ? 1.0 : 0.0;
      ownLevelDone = ownLevelDone || cost.level == ownLevel;
      double change = (cost.coefficient - ownWeight) * shift;
      // The change carries the shift's size: a cost of 1 - 2^-52 against an own weight of 1
      // moves the constant by 0.44 at a shift of 1e15, all of it rounding.
      if (change != 0)
        setLevelCoefficient(*cost.level, noSymbol, cost.level->constantTerm + change,
                            std::fabs(shift) * std::max(std::fabs(cost.coefficient), ownWeight));
    }
  }
  if (ownLevel != nullptr && !ownLevelDone) {
    double change = -1.0 * shift;
    if (change != 0)
      setLevelCoefficient(*ownLevel, noSymbol, ownLevel->constantTerm + change, std::fabs(change));
  }
  return dualOptimize();
}

void SolverImplementation::setConstraintConstant(const Constraint& constraint, double constant) {
  auto data = constraint.data_;
  if (journal_.isOpen()) journal_.markChanged(constraint, this);
  double previous = data->expression.constant;
  data->expression.constant = constant;
  journal([data, previous] { data->expression.constant = previous; });
}

void SolverImplementation::setConstraintPriority(const Constraint& constraint, double priority) {
  auto data = constraint.data_;
  if (journal_.isOpen()) journal_.markChanged(constraint, this);
  double previous = data->priority;
  data->priority = priority;
  journal([data, previous] { data->priority = previous; });
}

SolverResult SolverImplementation::setConstant(const Constraint& constraint, double constant) {
  ConstraintRecord* record = records_.find(constraint);
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
  // The arbiter's view of the call is the constraint in its new form, made only when a refusal
  // or the arbiter reads it (`prepareChange`): a root's new width or a text's new size calls this
  // every frame and nearly always succeeds without either.
  Call call = beginChange(Call::Kind::setConstant, constraint, record, constant);
  // The constant first: rows computed afresh while they shift read it (a rollback restores it).
  setConstraintConstant(constraint, constant);
  if (!shiftConstant(*record, delta)) call.outcome = Call::Outcome::refused;
  return endChange(call);
}

SolverImplementation::Call SolverImplementation::beginChange(Call::Kind kind, const Constraint& constraint,
                                                             ConstraintRecord* record, double number) {
  definitions_.invalidateValues();
  certification_.beginCall();
  Call call{kind};
  call.constraint = &constraint;
  call.number = number;
  call.changed = record;
  beginTransaction();
  return call;
}

SolverResult SolverImplementation::endChange(Call& call) {
  if (call.outcome == Call::Outcome::done && !optimize()) call.outcome = Call::Outcome::notConverged;
  if (call.outcome == Call::Outcome::done) {
    // The rows the change and the repair changed (a shift's notes of rows beyond the range's
    // safe value among them), and the constraint itself in its new form.
    std::span<const RowIndex> changed = journal_.changedRows();
    call.rangeRows = changed;
    call.checksRequired = true;
    call.requiredBatch = std::span<const Constraint>(call.constraint, 1);
    call.requiredRows = changed;
  }
  return certify(call);
}

SolverResult SolverImplementation::setPriority(const Constraint& constraint, double priority) {
  ConstraintRecord* record = records_.find(constraint);
  if (record == nullptr) {
    return unknownConstraint(constraint);
  }
  SolverResult invalid = validate(constraint, priority);
  if (!invalid) return invalid;
  if (priority == constraint.priority()) return SolverResult::success();
  if (isShared(constraint)) return sharedConstraint(constraint, "priority");
  Call call = beginChange(Call::Kind::setPriority, constraint, record, priority);
  bool inPlace = !constraint.isRequired() && !priority::isRequired(priority);
  if (inPlace) {
    // Optional to optional: move the error symbols from one objective level to another.
    Level* from = record->level;
    Level* to = levelFor(priority);
    for (Symbol error : {record->marker, record->secondError}) {
      if (error == noSymbol || tableau_.symbol(error).kind != SymbolKind::error) continue;
      RowIndex index = tableau_.symbol(error).row;
      if (index != noRow) {
        addToLevel(*from, tableau_.row(index), -1.0);
        addToLevel(*to, tableau_.row(index), 1.0);
      } else {
        setLevelCoefficient(*from, error, objective_.coefficient(*from, error) - 1.0);
        setLevelCoefficient(*to, error, objective_.coefficient(*to, error) + 1.0);
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
    if (insertConstraint(constraint, nullptr, false)) {
      records_.find(constraint)->sequence = sequence;
    } else {
      call.outcome = Call::Outcome::refused;
    }
  }
  return endChange(call);
}

SolverResult SolverImplementation::addEditVariable(const Variable& variable, double priority) {
  if (variable.isMovedFrom()) {
    return SolverResult::failure(
        SolverErrorKind::movedFromVariable,
        "cannot add an edit of a variable that was moved from (it names no variable)");
  }
  if (records_.hasEdit(variable.identity())) {
    return SolverResult::failure(SolverErrorKind::duplicateEditVariable,
                                 "variable `" + variable.name() + "` already has an edit");
  }
  if (!priority::isValid(priority)) {
    return SolverResult::failure(SolverErrorKind::invalidPriority,
                                 "priority " + formatNumber(priority) + " of the edit of variable `" +
                                     variable.name() + "` is outside (0, 1000]");
  }
  if (priority::isRequired(priority)) {
    return SolverResult::failure(SolverErrorKind::requiredEditVariable,
                                 "the edit of variable `" + variable.name() + "` cannot be required");
  }
  double current = valueOf(variable);
  definitions_.invalidateValues();
  Constraint edit(Expression({Term(variable)}, -current), Relation::equal, priority);
  edit.setIdentifier("edit " + variable.name());
  // An edit is optional, so its row always has a subject that keeps it feasible and it cannot be
  // unsatisfiable; only a simplex step limit (a guard against a bug) could stop it. Should that
  // happen, the edit is undone and reported, as a failed constraint would be.
  certification_.beginCall();
  Call call{Call::Kind::addEditVariable};
  call.added = std::span<const Constraint>(&edit, 1);
  call.variable = &variable;
  call.number = priority;
  bool pristine = isPristine();
  call.keeping = pristine ? Keeping::pristine : Keeping::transaction;
  if (!pristine) beginTransaction();
  if (!insertConstraint(edit, variable.identity(), true)) {
    call.outcome = Call::Outcome::notConverged;
  } else {
    call.rangeRows = journal_.rowsSavedWhole();
    call.rangeAllRows = pristine;
  }
  return certify(call);
}

SolverResult SolverImplementation::removeEditVariable(const Variable& variable) {
  ConstraintRecord* record = records_.findEdit(variable.identity());
  if (record == nullptr) {
    return SolverResult::failure(SolverErrorKind::unknownEditVariable,
                                 "variable `" + variable.name() + "` has no edit");
  }
  editColumns_.erase(record->marker);
  beginRemoval();
  eraseConstraint(*record);
  endRemoval();  // cannot fail, as after removing a constraint
  return SolverResult::success();
}

SolverResult SolverImplementation::suggestValue(const Variable& variable, double value) {
  ConstraintRecord* found = records_.findEdit(variable.identity());
  if (found == nullptr) {
    return SolverResult::failure(SolverErrorKind::unknownEditVariable,
                                 "variable `" + variable.name() + "` has no edit");
  }
  if (!std::isfinite(value)) {
    return SolverResult::failure(
        SolverErrorKind::nonFiniteValue,
        "the value suggested for variable `" + variable.name() + "` is not a finite number");
  }
  if (!isValueInRange(value)) {
    return SolverResult::failure(SolverErrorKind::valueOutOfRange,
                                 "the value " + formatNumber(value) + " suggested for variable `" +
                                     variable.name() + "` is beyond " + formatNumber(largestValue) +
                                     " in magnitude (see ValueRange.h)");
  }
  ConstraintRecord& record = *found;
  // The edit is `variable - suggestion == 0`: its constant is minus the suggestion.
  double constant = -value;
  double previous = record.constraint.expression().constant;
  double delta = constant - previous;
  if (delta == 0) return SolverResult::success();
  definitions_.invalidateValues();
  // Cannot fail but for the value range: an edit is optional, so its errors absorb any
  // suggestion, the tableau stays satisfiable, and every infeasible row has a symbol for the dual
  // simplex to enter; only its step limit, a guard against a bug, could stop it. Debug builds
  // check it. A journal to undo a frame saves every row constant the edit moves (a drag's frames
  // are exactly that loop), so a frame opens a transaction only when a refusal is possible: a
  // suggestion that can reach the range's edge through a coefficient in range, beyond
  // `largestValue / largestCoefficient` (then or before: guarded, and every required constraint
  // is checked), or one whose rows may pass the range's safe value (below).
  const double guardedMagnitude = largestValue / largestCoefficient;
  bool guarded = std::fabs(constant) > guardedMagnitude || std::fabs(previous) > guardedMagnitude;
  // Inside a host's transaction the rows are journaled anyway (their constants only, in a
  // drag's loop): the suggestion gets its own, so that a refusal is undone exactly. Outside one,
  // a frame is journaled unless the bound of its kept column shows that no row it moves can
  // pass the range's safe value (the only way a refusal can come from a drag's pass): a refusal
  // must change no value bit, and the inverse shift restores values to rounding only.
  bool journaled =
      guarded || journal_.depth() != 0 ||
      !editColumns_.keepsWithin(record.marker, delta / record.markerCoefficient, range_.safeValue());
  certification_.beginCall();
  if (journaled) beginTransaction();
  // The constant first: rows computed afresh while they shift read it.
  setConstraintConstant(record.constraint, constant);
  range_.watchRows();
  bool repaired = shiftConstant(record, delta);
  range_.stopWatchingRows();
  CLAYOUT_ASSERT(repaired || arbitrates_);
  Call call{Call::Kind::suggestValue};
  call.keeping = journaled ? Keeping::transaction : Keeping::inverseShift;
  call.variable = &variable;
  call.number = value;
  call.changed = &record;
  call.previousConstant = previous;
  call.unrepaired = !repaired;
  // The rows the shift and the repair left beyond the range's safe value; none while no value of
  // the tableau is near the range, the common frame.
  call.checksRange = !range_.hasNothingToCheck();
  call.rangeRows = range_.rowCandidates();
  // A guarded suggestion that leaves a required constraint unheld is in doubt: rows that went
  // through values near the range's edge may have lost a true constant as rounding of that size
  // (1e15, then -1, can leave `-100·x0 + 320·x1 + 28 <= 0` off by 28). Every required constraint
  // is checked then: guarded suggestions are rare, and a row need not hold the edit to be wrong.
  call.checksRequired = guarded;
  call.requiredRows = journal_.rowsSavedWhole();
  call.requiredEvery = true;
  call.requiredRaisesDoubt = true;
  return certify(call);
}

}  // namespace clayout::internal
