// Edits.cpp — constant changes, edit variables and their kept columns.
//
// ## Edits in a drag
//
// A drag moves one edit frame after frame while the rows' cells stay as they are. Every change to
// a row's cells passes `saveRow`, which counts it; while the count holds, the edit's column (its
// rows with the marker's coefficient in each) is kept, so a frame is one pass over an array. It is
// built only when the cells held between two moves, so frames that pivot every time do not pay.
#include <cmath>

#include "SolverImplementation.h"
#include "Support/NumberFormat.h"

namespace clayout::internal {

bool SolverImplementation::shiftConstant(ConstraintRecord& record, double delta) {
  if (record.definition) {
    // `subject = constant + Σ` is the constraint solved for the subject: -δ/a moves it.
    record.definition->constant -= delta / record.definition->subjectCoefficient;
    return true;
  }
  // With the marker m replaced by m' = m - δ/k the old rows hold for the new constant.
  Symbol marker = record.marker;
  double shift = delta / record.markerCoefficient;
  RowIndex basicRow = symbols_[marker].row;
  if (basicRow != noRow) {
    saveRowConstant(basicRow);
    rows_[basicRow].constant -= shift;
    noteIfInfeasible(basicRow);
  }
  const EditColumn* column = record.isEdit ? editColumn(marker) : nullptr;
  if (column != nullptr) {
    for (const EditColumn::Entry entry : column->entries) {
      saveRowConstant(entry.row);
      rows_[entry.row].constant += entry.coefficient * shift;
      noteIfInfeasible(entry.row);
    }
  } else {
    compactColumn(marker);  // each row exactly once
    for (RowIndex index : symbols_[marker].column) {
      saveRowConstant(index);
      rows_[index].constant += rows_[index].coefficientFor(marker) * shift;
      noteIfInfeasible(index);
    }
  }
  // The objective sums the errors. Rows holding the marker moved, and so did the errors among
  // their basic symbols; the marker itself, when it is one of this constraint's errors, now means
  // the new constraint's error and keeps its value.
  bool markerIsError = symbols_[marker].kind == SymbolKind::error;
  // Only the levels where the marker has a cost and the constraint's own level change.
  Level* ownLevel = markerIsError ? record.level : nullptr;
  bool ownLevelDone = false;
  if (basicRow == noRow) {
    for (const LevelCost& cost : costsOf(marker)) {
      double ownWeight = cost.level == ownLevel ? 1.0 : 0.0;
      ownLevelDone = ownLevelDone || cost.level == ownLevel;
      double change = (cost.coefficient - ownWeight) * shift;
      if (change != 0) setLevelCoefficient(*cost.level, noSymbol, cost.level->constant() + change);
    }
  }
  if (ownLevel != nullptr && !ownLevelDone) {
    double change = -1.0 * shift;
    if (change != 0) setLevelCoefficient(*ownLevel, noSymbol, ownLevel->constant() + change);
  }
  return dualOptimize();
}

const SolverImplementation::EditColumn* SolverImplementation::editColumn(Symbol marker) {
  // An edit moves frame after frame while the rows mostly stay as they are (a drag in small
  // steps): its column, with each row's coefficient, is then kept until a row's cells change, so
  // a frame is one pass over an array instead of a search in each row's cells. It is built only
  // when the cells held since the edit's last move, so frames that pivot every time (large
  // jumps) do not pay for building it.
  EditColumn& column = editColumns_[marker];
  bool cellsHeld = column.seenVersion == cellsVersion_;
  column.seenVersion = cellsVersion_;
  if (column.version == cellsVersion_) return &column;
  if (!cellsHeld) return nullptr;
  compactColumn(marker);
  column.entries.clear();
  for (RowIndex index : symbols_[marker].column) {
    column.entries.push_back({index, rows_[index].coefficientFor(marker)});
  }
  column.version = cellsVersion_;
  return &column;
}

void SolverImplementation::setConstraintConstant(const Constraint& constraint, double constant) {
  auto data = constraint.data_;
  double previous = data->expression.constant;
  data->expression.constant = constant;
  journal([data, previous] { data->expression.constant = previous; });
}

void SolverImplementation::setConstraintPriority(const Constraint& constraint, double priority) {
  auto data = constraint.data_;
  double previous = data->priority;
  data->priority = priority;
  journal([data, previous] { data->priority = previous; });
}

SolverResult SolverImplementation::addEditVariable(const Variable& variable, double priority) {
  if (variable.isMovedFrom()) {
    return SolverResult::failure(
        SolverErrorKind::movedFromVariable,
        "cannot add an edit of a variable that was moved from (it names no variable)");
  }
  if (edits_.count(variable.identity()) != 0) {
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
  ++valueEpoch_;
  Constraint edit(Expression({Term(variable)}, -current), Relation::equal, priority);
  edit.setIdentifier("edit " + variable.name());
  // An edit is optional, so its row always has a subject that keeps it feasible and it cannot be
  // unsatisfiable; only a simplex step limit (a guard against a bug) could stop it. Should that
  // happen, the edit is undone and reported, as a failed constraint would be (see addConstraints).
  bool pristine = constraints_.empty() && edits_.empty();
  if (!pristine) beginTransaction();
  if (!insertConstraint(edit, variable.identity(), true)) {
    discardChange(pristine);
    return notConverged();
  }
  if (!pristine) commitTransaction();
  return SolverResult::success();
}

SolverResult SolverImplementation::removeEditVariable(const Variable& variable) {
  auto found = edits_.find(variable.identity());
  if (found == edits_.end()) {
    return SolverResult::failure(SolverErrorKind::unknownEditVariable,
                                 "variable `" + variable.name() + "` has no edit");
  }
  ++valueEpoch_;
  std::shared_ptr<ConstraintRecord> record = found->second;
  editColumns_.erase(record->marker);
  eraseConstraint(*record);
  // Cannot fail, as after removing a constraint (see removeConstraints): debug builds check it.
  [[maybe_unused]] bool optimal = optimize();
  CLAYOUT_ASSERT(optimal);
  resetIfEmpty();
  return SolverResult::success();
}

bool SolverImplementation::hasEditVariable(const Variable& variable) const {
  return edits_.count(variable.identity()) != 0;
}

SolverResult SolverImplementation::suggestValue(const Variable& variable, double value) {
  auto found = edits_.find(variable.identity());
  if (found == edits_.end()) {
    return SolverResult::failure(SolverErrorKind::unknownEditVariable,
                                 "variable `" + variable.name() + "` has no edit");
  }
  if (!std::isfinite(value)) {
    return SolverResult::failure(
        SolverErrorKind::nonFiniteValue,
        "the value suggested for variable `" + variable.name() + "` is not a finite number");
  }
  ConstraintRecord& record = *found->second;
  // The edit is `variable - suggestion == 0`: its constant is minus the suggestion.
  double constant = -value;
  double delta = constant - record.constraint.expression().constant;
  if (delta == 0) return SolverResult::success();
  ++valueEpoch_;
  // Cannot fail: an edit is optional, so its errors absorb any suggestion, the tableau stays
  // satisfiable, and every infeasible row has a symbol for the dual simplex to enter; only its
  // step limit, a guard against a bug, could stop it. Debug builds check it. (A journal to undo a
  // frame would copy every row the edit moves: W3's frames are exactly that loop.)
  [[maybe_unused]] bool repaired = shiftConstant(record, delta);
  CLAYOUT_ASSERT(repaired);
  setConstraintConstant(record.constraint, constant);
  return SolverResult::success();
}

}  // namespace clayout::internal
