// Edits.cpp — constant changes, edit variables and their kept columns.
//
// ## Edits in a drag
//
// A drag moves one edit frame after frame while the rows' cells stay as they are. Every change to
// a row's cells passes `saveRow`, which counts it; while the count holds, the edit's column (its
// rows with the marker's coefficient in each) is kept, so a frame is one pass over an array. It is
// built only when the cells held between two moves, so frames that pivot every time do not pay.
#include <algorithm>
#include <cmath>
#include <unordered_map>

#include "SolverImplementation.h"
#include "Support/NumberFormat.h"

namespace clayout::internal {

// ## Constants computed afresh
//
// A row's constant is moved by every pivot and every shift, each adding its rounding: after an
// edit to 1e15 and back to 400, a width is 400 only to ±0.1, and a jump of 1e20 leaves 0. But in
// exact arithmetic the constants are linear in the constraints' constants b_k with no offset (with
// every b_k = 0 the solution is 0 in any basis), and the marker columns are the coefficients:
// shifting b_k by δ moves a row holding marker m_k with coefficient a by a·δ/μ_k (μ_k the marker's
// coefficient in its own row), and the marker's own row by -δ/μ_k. So
//
//     constant(row) = Σ over markers m_k in the row's cells  a·b_k/μ_k  −  b_j/μ_j if the basic is m_j,
//
// one pass over the row and no history. A constant that lost `driftRatio` to cancellation is
// computed this way; what is left is the rounding of one sum of the current coefficients. A row
// being built (`0 = constant + cells`, no basic yet) is the same sum without the basic's term:
// an expression's constant of 64 beside substituted constants of ±9e15 cancels to 64 exactly,
// and would be snapped to 0 as rounding noise of them were it not computed so.

void SolverImplementation::setMarkerOwner(Symbol marker, const ConstraintRecord* record) {
  if (marker >= markerOwners_.size())
    markerOwners_.resize(std::max<std::size_t>(marker + 1, symbols_.size()), nullptr);
  const ConstraintRecord* previous = markerOwners_[marker];
  markerOwners_[marker] = record;
  // A marker appended in the transaction needs no entry: the rollback truncates the owners with
  // the symbols. Another new marker has no owner before: its undo then captures 16 bytes, which
  // a std::function holds without a heap block.
  if (isNewInTransaction(marker)) return;
  if (previous == nullptr) {
    journal([this, marker] {
      if (marker < markerOwners_.size()) markerOwners_[marker] = nullptr;
    });
  } else {
    journal([this, marker, previous] {
      if (marker < markerOwners_.size()) markerOwners_[marker] = previous;
    });
  }
}

ConstantFromMarkers SolverImplementation::constantFromMarkers(Symbol basic,
                                                              std::span<const Cell> cells) const {
  auto share = [&](Symbol symbol) -> double {
    if (symbol == noSymbol || symbol >= markerOwners_.size() || markerOwners_[symbol] == nullptr) return 0.0;
    const ConstraintRecord& owner = *markerOwners_[symbol];
    return owner.constraint.expression().constant / owner.markerCoefficient;
  };
  double sum = -share(basic);
  double magnitude = std::fabs(sum);
  for (const Cell& cell : cells) {
    double term = cell.coefficient * share(cell.symbol);
    sum += term;
    magnitude = std::max(magnitude, std::fabs(term));
  }
  if (std::fabs(sum) <= cancellationTolerance * magnitude) return {0.0, 0.0};
  return {sum, magnitude};
}

void SolverImplementation::recomputeConstant(RowIndex index) {
  Row& row = rows_[index];
  const double previous = row.constant;
  ConstantFromMarkers fresh = constantFromMarkers(row.basic, row.cells);
  row.constant = fresh.constant;
  row.magnitude = fresh.magnitude;
  if (row.basicKind == SymbolKind::error && row.constant != previous) {
    everyLevelConstantIsStale_ = true;
    someLevelConstantIsStale_ = true;
  }
}

double SolverImplementation::sumOfErrors(const Level& level) const {
  double sum = 0;
  auto addErrors = [&](const ConstraintRecord& record) {
    if (record.level != &level) return;
    for (Symbol error : {record.marker, record.secondError}) {
      if (error != noSymbol && symbols_[error].kind == SymbolKind::error && symbols_[error].row != noRow)
        sum += rows_[symbols_[error].row].constant;
    }
  };
  constraints_.forEach(addErrors);
  for (const auto& [key, record] : edits_) addErrors(*record);
  return sum;
}

void SolverImplementation::settleLevelConstants() {
  if (!someLevelConstantIsStale_) return;
  someLevelConstantIsStale_ = false;
  if (everyLevelConstantIsStale_) {
    // Every level at once, in one pass over the constraints and edits.
    everyLevelConstantIsStale_ = false;
    std::unordered_map<const Level*, double> sums;
    auto addErrors = [&](const ConstraintRecord& record) {
      if (record.level == nullptr) return;
      for (Symbol error : {record.marker, record.secondError}) {
        if (error != noSymbol && symbols_[error].kind == SymbolKind::error && symbols_[error].row != noRow)
          sums[record.level] += rows_[symbols_[error].row].constant;
      }
    };
    constraints_.forEach(addErrors);
    for (const auto& [key, record] : edits_) addErrors(*record);
    for (const auto& [priority, level] : levels_) {
      double sum = sums[level.get()];
      storeLevelCoefficient(*level, noSymbol, sum, std::fabs(sum));
      level->constantIsStale = false;
    }
    return;
  }
  for (const auto& [priority, level] : levels_) {
    if (!level->constantIsStale) continue;
    double sum = sumOfErrors(*level);
    storeLevelCoefficient(*level, noSymbol, sum, std::fabs(sum));
    level->constantIsStale = false;
  }
}

bool SolverImplementation::shiftConstant(ConstraintRecord& record, double delta) {
  if (record.definition) {
    // `subject = constant + Σ` is the constraint solved for the subject, with the constant
    // -c/a computed afresh from the constraint's (already new) constant, as a new definition
    // would be: moving it by -δ/a kept the rounding of every earlier constant (1e12, then
    // 123.456, left 7e-5). Journaled: a final check may still refuse the change.
    Definition* definition = record.definition.get();
    double previous = definition->constant;
    definition->constant = -record.constraint.expression().constant / definition->subjectCoefficient;
    ConstraintRecord* owner = &record;
    ++definitionsVersion_;
    journal([this, owner, previous] {
      if (owner->definition) owner->definition->constant = previous;
      ++definitionsVersion_;
    });
    definedCandidates_.push_back(definition->subject);
    noteSymbolChange(definition->subject);
    noteDefinitionBounds(*definition);  // a larger constant moves what rests on it too
    // Rows that expanded the definition hold its dummy: they move as below, by the marker's rule.
    if (!isMarkerHeld(record.marker)) return true;
  }
  // With the marker m replaced by m' = m - δ/k the old rows hold for the new constant.
  Symbol marker = record.marker;
  double shift = delta / record.markerCoefficient;
  RowIndex basicRow = symbols_[marker].row;
  if (basicRow != noRow) {
    saveRowConstant(basicRow);
    shiftRowConstant(basicRow, -shift);
    noteIfInfeasible(basicRow);
    if (std::fabs(rows_[basicRow].constant) > definitionSafeValue_) rangeCandidates_.push_back(basicRow);
  }
  const EditColumn* column = record.isEdit ? editColumn(marker) : nullptr;
  if (column != nullptr) {
    // W3's frame: one pass over every row the edit moves. In a transaction the pass also saves
    // each row's constant and magnitude, into one block (16 bytes a row). Two instances of the pass,
    // so that outside a transaction it is exactly the loop it was. Neither the journal nor
    // `recomputeConstant` adds rows: the slots stay where they are.
    const std::vector<EditColumn::Entry>& entries = *column->entries;
    Row* rows = rows_.data();
    // Copies of what the loop reads, which its stores of doubles could otherwise alias.
    const double step = shift;
    const double safe = definitionSafeValue_;
    const EditColumn::Entry* const begin = entries.data();
    const std::size_t count = entries.size();
    auto pass = [&, step, safe, begin, count, rows]<bool journaled>(double* saved) {
      for (std::size_t k = 0; k < count; ++k) {
        const EditColumn::Entry entry = begin[k];
        Row& row = rows[entry.row];
        // `addShiftToConstant` and `noteIfInfeasible`, with one test for what nearly every row
        // is: a constant that stays nonnegative and keeps its digits, of a basic symbol that is
        // no dummy.
        double previous = row.constant;
        double magnitude = row.magnitude;
        if constexpr (journaled) {
          saved[2 * k] = previous;
          saved[2 * k + 1] = magnitude;
        }
        double change = entry.coefficient * step;
        double sum = previous + change;
        row.constant = sum;
        double grown = std::max(std::fabs(previous), std::fabs(change));
        if (grown > magnitude) row.magnitude = grown;
        // `definitionSafeValue_` is at most `largestValue`: a row beyond it is checked at the
        // end, for its own value and for the definitions resting on it.
        if (sum >= 0 && sum <= safe && driftRatio * sum >= row.magnitude &&
            row.basicKind != SymbolKind::dummy) [[likely]]
          continue;
        if (std::fabs(sum) > safe) rangeCandidates_.push_back(entry.row);
        if (row.magnitude > driftRatio * std::fabs(sum) && settleCancellation(row))
          recomputeConstant(entry.row);
        if (rowIsInfeasible(row)) infeasibleRows_.push_back(row.basic);
      }
    };
    if (transaction_ != 0) {
      std::size_t first = blockConstants_.size;
      double* saved = blockConstants_.extend(2 * entries.size());
      constantBlocks_.push_back({column->entries, first, journalSequence_++});
      pass.template operator()<true>(saved);
    } else {
      pass.template operator()<false>(nullptr);
    }
    // The pass saves no row by `saveRowConstant`: while noting, its rows are noted here.
    if (notingValues_) [[unlikely]]
      for (const EditColumn::Entry& entry : entries) noteRowChange(entry.row);
  } else {
    compactColumn(marker);  // each row exactly once
    for (RowIndex index : symbols_[marker].column) {
      saveRowConstant(index);
      shiftRowConstant(index, rows_[index].coefficientFor(marker) * shift);
      noteIfInfeasible(index);
      if (std::fabs(rows_[index].constant) > definitionSafeValue_) rangeCandidates_.push_back(index);
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
  // A journal may still hold the old entries (`ConstantBlock`): a fresh vector then.
  if (!column.entries || column.entries.use_count() > 1)
    column.entries = std::make_shared<std::vector<EditColumn::Entry>>();
  column.entries->clear();
  for (RowIndex index : symbols_[marker].column) {
    column.entries->push_back({index, rows_[index].coefficientFor(marker)});
  }
  column.version = cellsVersion_;
  return &column;
}

void SolverImplementation::setConstraintConstant(const Constraint& constraint, double constant) {
  auto data = constraint.data_;
  if (transaction_ != 0 && data->changedIn != this) {
    data->changedIn = this;
    changedData_.push_back(data);
  }
  double previous = data->expression.constant;
  data->expression.constant = constant;
  journal([data, previous] { data->expression.constant = previous; });
}

void SolverImplementation::setConstraintPriority(const Constraint& constraint, double priority) {
  auto data = constraint.data_;
  if (transaction_ != 0 && data->changedIn != this) {
    data->changedIn = this;
    changedData_.push_back(data);
  }
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
  resetDoubt();
  ArbitratedChange change;
  change.added = std::span<const Constraint>(&edit, 1);
  change.editVariable = variable.identity();
  change.verb = [&] { return "add an edit of variable `" + variable.name() + "`"; };
  auto inDouble = [&] { return inDoubles([&] { return addEditVariable(variable, priority); }); };
  bool pristine = isPristine();
  if (!pristine) beginTransaction();
  if (!insertConstraint(edit, variable.identity(), true)) {
    discardChange(pristine);
    return arbitrates_ ? arbitrate(change, [] { return notConverged(); }) : notConverged();
  }
  SolverResult inRange = checkValueRange(savedRowIndices_, pristine, change.verb);
  if (!inRange) {
    discardChange(pristine);
    return arbitrates_ ? arbitrate(change, [&] { return inRange; }) : inRange;
  }
  if (arbitrates_ && isInDoubt()) {
    discardChange(pristine);
    return arbitrate(change, inDouble);
  }
  if (pristine) {
    noteChange();
  } else {
    commitTransaction();
  }
  return SolverResult::success();
}

SolverResult SolverImplementation::removeEditVariable(const Variable& variable) {
  auto found = edits_.find(variable.identity());
  if (found == edits_.end()) {
    return SolverResult::failure(SolverErrorKind::unknownEditVariable,
                                 "variable `" + variable.name() + "` has no edit");
  }
  std::shared_ptr<ConstraintRecord> record = found->second;
  editColumns_.erase(record->marker);
  beginRemoval();
  eraseConstraint(*record);
  endRemoval();  // cannot fail, as after removing a constraint
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
  if (!isValueInRange(value)) {
    return SolverResult::failure(SolverErrorKind::valueOutOfRange,
                                 "the value " + formatNumber(value) + " suggested for variable `" +
                                     variable.name() + "` is beyond " + formatNumber(largestValue) +
                                     " in magnitude (see ValueRange.h)");
  }
  ConstraintRecord& record = *found->second;
  // The edit is `variable - suggestion == 0`: its constant is minus the suggestion.
  double constant = -value;
  double previous = record.constraint.expression().constant;
  double delta = constant - previous;
  if (delta == 0) return SolverResult::success();
  ++valueEpoch_;
  // Cannot fail but for the value range: an edit is optional, so its errors absorb any
  // suggestion, the tableau stays satisfiable, and every infeasible row has a symbol for the dual
  // simplex to enter; only its step limit, a guard against a bug, could stop it. Debug builds
  // check it. A journal to undo a frame would copy every row the edit moves (W3's frames are
  // exactly that loop), so only a suggestion that can reach the range's edge through a
  // coefficient in range, beyond `largestValue / largestCoefficient` (then or before), opens a
  // transaction; below that, a refusal (through products of coefficients the tableau made) is
  // undone by the inverse shift, which gives the previous values to rounding.
  const double guardedMagnitude = largestValue / largestCoefficient;
  bool guarded = std::fabs(constant) > guardedMagnitude || std::fabs(previous) > guardedMagnitude;
  // Inside a host's transaction the rows are journaled anyway (their constants only, in a
  // drag's loop): the suggestion gets its own, so that a refusal is undone exactly.
  bool journaled = guarded || openTransactions() != 0;
  resetDoubt();
  if (journaled) beginTransaction();
  // The constant first: rows computed afresh while they shift read it.
  setConstraintConstant(record.constraint, constant);
  rangeCandidates_.clear();
  watchingRows_ = true;
  bool repaired = shiftConstant(record, delta);
  watchingRows_ = false;
  CLAYOUT_ASSERT(repaired || arbitrates_);
  auto verb = [&] { return "suggest " + formatNumber(value) + " for variable `" + variable.name() + "`"; };
  // A dual simplex through an ill-conditioned tableau is done again exactly (Arbiter.cpp). So is
  // a guarded suggestion that leaves a required constraint unheld: rows that went through values
  // near the range's edge may have lost a true constant as rounding of that size (1e15, then -1,
  // can leave `-100·x0 + 320·x1 + 28 <= 0` off by 28). Every required constraint is checked
  // then: guarded suggestions are rare, and a row need not hold the edit to be wrong.
  bool doubtful = arbitrates_ && (!repaired || isInDoubt());
  if (guarded && !doubtful && arbitrates_ && !checkRequiredConstraints({}, savedRowIndices_, verb, true))
    doubtful = true;
  auto keep = [&] {
    if (journaled) {
      commitTransaction();
    } else {
      noteChange();
    }
  };
  if (!doubtful && rangeCandidates_.empty() && !valuesNearRange_) [[likely]] {
    keep();
    return SolverResult::success();
  }
  SolverResult inRange = doubtful ? SolverResult::success() : checkValueRange(rangeCandidates_, false, verb);
  if (!doubtful && inRange) {
    keep();
    return inRange;
  }
  // The double steps undone: by the rollback, or by the inverse shift, which gives the previous
  // values to rounding.
  ++valueEpoch_;
  if (journaled) {
    rollbackTransaction();
  } else {
    setConstraintConstant(record.constraint, previous);
    [[maybe_unused]] bool restored = shiftConstant(record, previous - constant);
    rangeCandidates_.clear();
    CLAYOUT_ASSERT(restored || arbitrates_);
  }
  if (!doubtful) return inRange;
  Expression suggested = record.constraint.expression();
  suggested.constant = constant;
  Constraint replacement(suggested, Relation::equal, record.constraint.priority());
  replacement.setIdentifier(record.constraint.identifier());
  ArbitratedChange change;
  change.added = std::span<const Constraint>(&replacement, 1);
  change.changed = &record;
  change.apply = [&] { setConstraintConstant(record.constraint, constant); };
  change.verb = verb;
  return arbitrate(change, [&] { return inDoubles([&] { return suggestValue(variable, value); }); });
}

}  // namespace clayout::internal
