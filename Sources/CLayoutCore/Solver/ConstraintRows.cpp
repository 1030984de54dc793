// ConstraintRows.cpp — a constraint into the tableau as a row in its normal form, and out again.
#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>

#include "SolverImplementation.h"

namespace clayout::internal {

SolverResult SolverImplementation::insertConstraint(const Constraint& constraint, const void* editVariable,
                                                    bool optimizeNow) {
  ConstraintRecord& record = registerRecord(constraint, editVariable);
  if (!tryDefinition(record)) {
    if (!insertIntoTableau(record, noSymbol)) {
      return SolverResult::failure(SolverErrorKind::unsatisfiableConstraint, "", constraint);
    }
  }
  if (optimizeNow && !optimize()) {
    return notConverged(&constraint);
  }
  return SolverResult::success();
}

SolverImplementation::ConstraintRecord& SolverImplementation::registerRecord(const Constraint& constraint,
                                                                             const void* editVariable) {
  ConstraintRecord* record;
  if (editVariable != nullptr) {
    auto edit = std::make_shared<ConstraintRecord>(constraint);
    edit->isEdit = true;
    record = edit.get();
    edits_.emplace(editVariable, std::move(edit));
    journal([this, editVariable] { edits_.erase(editVariable); });
  } else {
    record = &constraints_.emplace(constraint);
    journal([this, record] { constraints_.release(*record); });
  }
  record->sequence = nextSequence_++;
  for (const Term& term : constraint.expression().terms) symbolForVariable(term.variable);
  if (!constraint.isRequired()) record->level = levelFor(constraint.priority());
  return *record;
}

void SolverImplementation::addMarkers(ConstraintRecord& record, std::vector<Cell>* cells) {
  const Constraint& constraint = record.constraint;
  auto add = [&](Symbol symbol, double coefficient) {
    if (cells != nullptr) accumulate(*cells, symbol, coefficient);
  };
  bool required = constraint.isRequired();
  if (record.marker != noSymbol) {
    // A definition moving into the tableau: its dummy, made with it, is held by the rows that
    // expanded it, and stays its marker.
    CLAYOUT_ASSERT(required && constraint.relation() == Relation::equal);
    add(record.marker, record.markerCoefficient);
    return;
  }
  if (constraint.relation() != Relation::equal) {
    // e <= 0: e + s = 0;  e >= 0: e - s = 0  (s ≥ 0, the marker)
    double coefficient = constraint.relation() == Relation::lessThanOrEqual ? 1.0 : -1.0;
    Symbol slack = newSymbol(SymbolKind::slack);
    add(slack, coefficient);
    record.marker = slack;
    record.markerCoefficient = coefficient;
    if (!required) {
      // optional: e + s - ε = 0, or e - s + ε = 0  (ε ≥ 0 in the objective)
      Symbol error = newSymbol(SymbolKind::error);
      add(error, -coefficient);
      record.secondError = error;
      setLevelCoefficient(*record.level, error, 1.0);
    }
  } else if (required) {
    // e == 0, required: e + d = 0  (d = 0 always, the marker)
    Symbol dummy = newSymbol(SymbolKind::dummy);
    add(dummy, 1.0);
    record.marker = dummy;
    record.markerCoefficient = 1.0;
  } else {
    // e == 0, optional: e - ε⁺ + ε⁻ = 0  (ε⁺ the marker, both in the objective)
    Symbol plus = newSymbol(SymbolKind::error);
    Symbol minus = newSymbol(SymbolKind::error);
    add(plus, -1.0);
    add(minus, 1.0);
    record.marker = plus;
    record.markerCoefficient = -1.0;
    record.secondError = minus;
    setLevelCoefficient(*record.level, plus, 1.0);
    setLevelCoefficient(*record.level, minus, 1.0);
  }
  ConstraintRecord* pointer = &record;
  if (!isNewInTransaction(record)) {
    journal([pointer] {
      pointer->marker = noSymbol;
      pointer->secondError = noSymbol;
    });
  }
  setMarkerOwner(record.marker, &record);
}

void SolverImplementation::buildRow(ConstraintRecord& record, Row& row) {
  const Constraint& constraint = record.constraint;
  const Expression& expression = constraint.expression();
  // The expression, written in parametric symbols: defined variables expanded (with their
  // dummies), basic ones replaced by their rows. Unless the expansion cancels a free variable
  // out of the row, the definitions that rest on few others move into the tableau instead (see
  // `shallowDefinitionReach`), and the expression is expanded again.
  std::vector<Cell>& terms = expandedTerms_;
  double constant = expression.constant;
  double magnitude = std::fabs(expression.constant);
  if (expandTerms(expression, terms, constant, magnitude) == Expansion::cancelsNoFreeVariable) {
    bool moved = false;
    for (const Term& term : expression.terms) {
      Symbol symbol = knownSymbol(term.variable);
      if (symbols_[symbol].isDefined() && isShallowDefinition(symbol)) {
        moveDefinitionsIntoTableau(symbol);
        moved = true;
      }
    }
    if (moved) {
      constant = expression.constant;
      magnitude = std::fabs(expression.constant);
      (void)expandTerms(expression, terms, constant, magnitude);
    }
  }
  row.cells.clear();
  row.constant = constant;
  row.magnitude = magnitude;
  bool snappedAway = false;
  if (constant != expression.constant) {
    snapToZero(row);
    snappedAway = constant != 0 && row.constant == 0;
  }
  for (const Cell& term : terms) {
    Symbol symbol = term.symbol;
    RowIndex basicRow = symbols_[symbol].row;
    if (basicRow != noRow) {
      const Row& basic = rows_[basicRow];
      if (basic.constant != 0) {
        addToConstant(row, term.coefficient * basic.constant, std::fabs(term.coefficient) * basic.magnitude);
        const double summed = row.constant;
        snapToZero(row);
        snappedAway = snappedAway || (summed != 0 && row.constant == 0);
      }
      // The conditioning of what the row is built from (see `operationGrowth_`).
      double largest = 0;
      for (const Cell& cell : basic.cells) largest = std::max(largest, std::fabs(cell.coefficient));
      operationGrowth_ = std::max(operationGrowth_, std::fabs(term.coefficient) * largest);
      mergeCells(
          row.cells, rows_[basicRow].cells, term.coefficient, scratch_, [](Symbol) {}, [](Symbol) {});
    } else {
      accumulate(row.cells, symbol, term.coefficient);
    }
  }
  dropCancelledCells(terms, row);
  // The marker, and the errors of an optional constraint (the essay's normal-form table).
  addMarkers(record, &row.cells);
  // A constant the snap took to 0 as rounding noise of its operands may be a true value beside
  // them (64 from 64 + 9e15 - 9e15): computed afresh from the constraints' constants, now that
  // the new marker has its owner (see "Constants computed afresh"), it is 0 again if it was
  // noise. A constant that kept its value stays as summed: the rows it was built from imply it
  // (in a system accepted on a knife edge, the constraints' constants imply one a little
  // different, and computing it afresh could refuse a later constraint the system allows).
  if (snappedAway) {
    ConstantFromMarkers fresh = constantFromMarkers(noSymbol, row.cells);
    row.constant = fresh.constant;
    row.magnitude = fresh.magnitude;
  }
  // 0 = -row holds as well: a constant ≥ 0 lets a restricted marker with a negative coefficient
  // be a feasible subject.
  if (row.constant < 0) {
    row.constant = -row.constant;
    for (Cell& cell : row.cells) cell.coefficient = -cell.coefficient;
  }
}

void SolverImplementation::dropCancelledCells(std::span<const Cell> terms, Row& row) {
  // Several terms' rows may hold one symbol, and their sum cancel over several steps, each within
  // `cancellingSum` of its own operands but not of the largest: a redundant equality then keeps
  // cells of 1e-15 beside terms of 1, is no longer a row of dummies alone, and is refused. The
  // largest contribution to each cell decides.
  if (cellMagnitudes_.size() < symbols_.size()) cellMagnitudes_.resize(symbols_.size(), 0.0);
  auto note = [&](Symbol symbol, double size) {
    cellMagnitudes_[symbol] = std::max(cellMagnitudes_[symbol], size);
  };
  for (const Cell& term : terms) {
    Symbol symbol = term.symbol;
    RowIndex basicRow = symbols_[symbol].row;
    if (basicRow == noRow) {
      note(symbol, std::fabs(term.coefficient));
    } else {
      for (const Cell& cell : rows_[basicRow].cells)
        note(cell.symbol, std::fabs(term.coefficient * cell.coefficient));
    }
  }
  std::erase_if(row.cells, [&](const Cell& cell) {
    return std::fabs(cell.coefficient) <= feasibilityTolerance * cellMagnitudes_[cell.symbol];
  });
  for (const Cell& term : terms) {
    Symbol symbol = term.symbol;
    RowIndex basicRow = symbols_[symbol].row;
    if (basicRow == noRow) {
      cellMagnitudes_[symbol] = 0;
    } else {
      for (const Cell& cell : rows_[basicRow].cells) cellMagnitudes_[cell.symbol] = 0;
    }
  }
}

bool SolverImplementation::insertIntoTableau(ConstraintRecord& record, Symbol preferredSubject) {
  // Built in a buffer the solver keeps, then copied into the row's own: no allocation but the
  // row's, of its exact size.
  // 1. The row, in its normal form.
  Row& built = buildingRow_;
  buildRow(record, built);
  // 2. The subject: an external symbol, preferring one in the fewest rows (a fresh one needs no
  //    substitution at all); else a restricted marker that keeps the row feasible; else, for
  //    a row of dummies only, its own dummy (or it is unsatisfiable); else none (phase one).
  Symbol subject = noSymbol;
  if (preferredSubject != noSymbol && built.coefficientFor(preferredSubject) != 0) subject = preferredSubject;
  if (subject == noSymbol) {
    std::size_t fewest = std::numeric_limits<std::size_t>::max();
    for (const Cell& cell : built.cells) {
      if (symbols_[cell.symbol].kind != SymbolKind::external) continue;
      std::size_t uses = symbols_[cell.symbol].columnCount;
      if (uses < fewest) {
        fewest = uses;
        subject = cell.symbol;
      }
    }
  }
  if (subject == noSymbol) {
    for (Symbol candidate : {record.marker, record.secondError}) {
      if (candidate == noSymbol) continue;
      SymbolKind kind = symbols_[candidate].kind;
      if ((kind == SymbolKind::slack || kind == SymbolKind::error) && built.coefficientFor(candidate) < 0) {
        subject = candidate;
        break;
      }
    }
  }
  if (subject == noSymbol) {
    bool allDummies = std::all_of(built.cells.begin(), built.cells.end(), [&](const Cell& cell) {
      return symbols_[cell.symbol].kind == SymbolKind::dummy;
    });
    if (allDummies) {
      if (!isZeroConstant(built)) return false;
      subject = record.marker;  // a redundant required equality: its dummy becomes basic
    }
  }

  // 3. The row's slot; with no subject, phase one finds one.
  RowIndex index = newRow();
  rows_[index].constant = isZeroConstant(built) ? 0.0 : built.constant;
  rows_[index].magnitude = built.magnitude;
  setRowCells(index, built.cells);
  if (subject == noSymbol) return addWithArtificialVariable(index);
  // 4. Solved for the subject (0 = c + a·subject + Σ  ⇒  subject = -c/a - Σ/a), which becomes
  //    basic and is substituted everywhere else.
  solveRowFor(index, subject);
  Row& row = rows_[index];
  row.basic = subject;
  row.basicKind = symbols_[subject].kind;
  setBasicRow(subject, index);
  ++rowCount_;
  substitute(subject, index);
  // 5. A parametric external subject was 0 and now has a value: restricted rows that held it may
  //    have gone negative. The dual simplex repairs them, or proves the constraint cannot hold.
  return infeasibleRows_.empty() || dualOptimize();
}

void SolverImplementation::eraseConstraint(ConstraintRecord& record) {
  if (record.definition) {
    // Held by rows that expanded it: it leaves through the tableau, so that they are rewritten
    // without it. Else only its marker goes, with the record's.
    if (isMarkerHeld(record.marker)) {
      moveDefinitionIntoTableau(record.definition->subject);
    } else {
      detachDefinition(record);
    }
  }
  removeFromTableau(record);
  if (record.level != nullptr) releaseLevelUse(record.level);
  for (const Term& term : record.constraint.expression().terms) releaseVariableUse(term.variable);
  // Last, the record itself: nothing above may use it after this.
  if (record.isEdit) {
    const void* key = record.editVariable();
    auto found = edits_.find(key);
    std::shared_ptr<ConstraintRecord> keep = std::move(found->second);
    edits_.erase(found);
    journal([this, key, keep] { edits_.emplace(key, keep); });
  } else if (transaction_ != 0) {
    constraints_.detach(record);
    pendingRecordReleases_.push_back(&record);
    ConstraintRecord* pointer = &record;
    journal([this, pointer] { constraints_.link(*pointer); });
  } else {
    constraints_.release(record);
  }
}

void SolverImplementation::removeFromTableau(ConstraintRecord& record) {
  // Take the errors out of the objective.
  for (Symbol error : {record.marker, record.secondError}) {
    if (error == noSymbol || symbols_[error].kind != SymbolKind::error) continue;
    RowIndex index = symbols_[error].row;
    if (index != noRow) {
      addToLevel(*record.level, rows_[index], -1.0);
    } else {
      setLevelCoefficient(*record.level, error, levelCoefficient(*record.level, error) - 1.0);
    }
  }
  // Make the marker basic and drop its row: that removes exactly this constraint.
  Symbol marker = record.marker;
  if (symbols_[marker].row == noRow) {
    RowIndex leaving = markerLeavingRow(marker);
    if (leaving != noRow) pivot(marker, leaving);
  }
  if (symbols_[marker].row != noRow) releaseRow(symbols_[marker].row);
  purgeSymbol(marker);
  setMarkerOwner(marker, nullptr);
  if (record.secondError != noSymbol) purgeSymbol(record.secondError);
  Symbol savedMarker = record.marker;
  Symbol savedSecondError = record.secondError;
  ConstraintRecord* pointer = &record;
  journal([pointer, savedMarker, savedSecondError] {
    pointer->marker = savedMarker;
    pointer->secondError = savedSecondError;
  });
  record.marker = noSymbol;
  record.secondError = noSymbol;
}

RowIndex SolverImplementation::markerLeavingRow(Symbol marker) const {
  // The row that bounds the marker first, with negative or positive coefficient, else any row of
  // an external symbol (the choice of Cassowary's paper and kiwi). Ties go to the smallest basic
  // symbol, so the choice is deterministic.
  double inf = std::numeric_limits<double>::infinity();
  double firstRatio = inf, secondRatio = inf;
  RowIndex first = noRow, second = noRow, third = noRow;
  Symbol firstBasic = noSymbol, secondBasic = noSymbol, thirdBasic = noSymbol;
  for (RowIndex index : symbols_[marker].column) {
    const Row& row = rows_[index];
    double coefficient = row.coefficientFor(marker);
    if (coefficient == 0) continue;
    SymbolKind kind = symbols_[row.basic].kind;
    if (kind == SymbolKind::external) {
      if (third == noRow || row.basic < thirdBasic) {
        third = index;
        thirdBasic = row.basic;
      }
    } else if (coefficient < 0 || kind == SymbolKind::dummy) {
      // A basic dummy (a redundant required equality) must stay 0: leaving through its row
      // moves nothing, so it bounds the marker at ratio 0 whatever the sign.
      double ratio = kind == SymbolKind::dummy ? 0.0 : -row.constant / coefficient;
      if (ratio < firstRatio || (ratio == firstRatio && row.basic < firstBasic)) {
        firstRatio = ratio;
        first = index;
        firstBasic = row.basic;
      }
    } else {
      double ratio = row.constant / coefficient;
      if (ratio < secondRatio || (ratio == secondRatio && row.basic < secondBasic)) {
        secondRatio = ratio;
        second = index;
        secondBasic = row.basic;
      }
    }
  }
  if (first != noRow) return first;
  if (second != noRow) return second;
  return third;
}

}  // namespace clayout::internal
