// ConstraintRows.cpp — a constraint into the tableau as a row in its normal form, and out again.
#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>

#include "SolverImplementation.h"

namespace clayout::internal {

bool SolverImplementation::insertConstraint(const Constraint& constraint, const void* editVariable,
                                            bool optimizeNow) {
  ConstraintRecord& record = registerRecord(constraint, editVariable);
  if (!tryDefinition(record) && !insertIntoTableau(record, noSymbol)) return false;
  return !optimizeNow || optimize();
}

ConstraintRecord& SolverImplementation::registerRecord(const Constraint& constraint,
                                                       const void* editVariable) {
  ConstraintRecord* record;
  if (editVariable != nullptr) {
    record = &records_.addEdit(constraint, editVariable);
    journal([this, editVariable] { records_.restoreEdit(editVariable, nullptr); });
  } else {
    record = &records_.addConstraint(constraint);
    journal([this, record] { records_.release(*record); });
  }
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
  if (!journal_.isNewRecord(record.sequence)) {
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
  std::vector<Cell>& terms = scratch_.expandedTerms;
  double constant = expression.constant;
  double magnitude = std::fabs(expression.constant);
  if (definitions_.expand(expression, variables_, tableau_, records_, terms, constant, magnitude) ==
      Definitions::Expansion::cancelsNoFreeVariable) {
    bool moved = false;
    for (const Term& term : expression.terms) {
      Symbol symbol = knownSymbol(term.variable);
      if (tableau_.symbol(symbol).isDefined() && definitions_.isShallow(symbol, tableau_, records_)) {
        moveDefinitionsIntoTableau(symbol);
        moved = true;
      }
    }
    if (moved) {
      constant = expression.constant;
      magnitude = std::fabs(expression.constant);
      (void)definitions_.expand(expression, variables_, tableau_, records_, terms, constant, magnitude);
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
    RowIndex basicRow = tableau_.symbol(symbol).row;
    if (basicRow != noRow) {
      const Row& basic = tableau_.row(basicRow);
      if (basic.constant != 0) {
        addToConstant(row, term.coefficient * basic.constant, std::fabs(term.coefficient) * basic.magnitude);
        const double summed = row.constant;
        snapToZero(row);
        snappedAway = snappedAway || (summed != 0 && row.constant == 0);
      }
      // The conditioning of what the row is built from (see Certification.h).
      double largest = 0;
      for (const Cell& cell : basic.cells) largest = std::max(largest, std::fabs(cell.coefficient));
      certification_.noteGrowth(std::fabs(term.coefficient) * largest);
      mergeCells(
          row.cells, basic.cells, term.coefficient, scratch_.mergedCells, [](Symbol) {}, [](Symbol) {});
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
  std::vector<double>& cellMagnitudes = scratch_.cellMagnitudes;
  if (cellMagnitudes.size() < tableau_.symbolSlots()) cellMagnitudes.resize(tableau_.symbolSlots(), 0.0);
  auto note = [&](Symbol symbol, double size) {
    cellMagnitudes[symbol] = std::max(cellMagnitudes[symbol], size);
  };
  for (const Cell& term : terms) {
    Symbol symbol = term.symbol;
    RowIndex basicRow = tableau_.symbol(symbol).row;
    if (basicRow == noRow) {
      note(symbol, std::fabs(term.coefficient));
    } else {
      for (const Cell& cell : tableau_.row(basicRow).cells)
        note(cell.symbol, std::fabs(term.coefficient * cell.coefficient));
    }
  }
  std::erase_if(row.cells, [&](const Cell& cell) {
    return std::fabs(cell.coefficient) <= feasibilityTolerance * cellMagnitudes[cell.symbol];
  });
  for (const Cell& term : terms) {
    Symbol symbol = term.symbol;
    RowIndex basicRow = tableau_.symbol(symbol).row;
    if (basicRow == noRow) {
      cellMagnitudes[symbol] = 0;
    } else {
      for (const Cell& cell : tableau_.row(basicRow).cells) cellMagnitudes[cell.symbol] = 0;
    }
  }
}

bool SolverImplementation::insertIntoTableau(ConstraintRecord& record, Symbol preferredSubject) {
  // Built in a buffer the solver keeps, then copied into the row's own: no allocation but the
  // row's, of its exact size.
  // 1. The row, in its normal form.
  Row& built = scratch_.buildingRow;
  buildRow(record, built);
  // 2. The subject: an external symbol, preferring one in the fewest rows (a fresh one needs no
  //    substitution at all); else a restricted marker that keeps the row feasible; else, for
  //    a row of dummies only, its own dummy (or it is unsatisfiable); else none (phase one).
  Symbol subject = noSymbol;
  if (preferredSubject != noSymbol && built.coefficientFor(preferredSubject) != 0) subject = preferredSubject;
  if (subject == noSymbol) {
    std::size_t fewest = std::numeric_limits<std::size_t>::max();
    for (const Cell& cell : built.cells) {
      if (tableau_.symbol(cell.symbol).kind != SymbolKind::external) continue;
      std::size_t uses = tableau_.symbol(cell.symbol).columnCount;
      if (uses < fewest) {
        fewest = uses;
        subject = cell.symbol;
      }
    }
  }
  if (subject == noSymbol) {
    for (Symbol candidate : {record.marker, record.secondError}) {
      if (candidate == noSymbol) continue;
      SymbolKind kind = tableau_.symbol(candidate).kind;
      if ((kind == SymbolKind::slack || kind == SymbolKind::error) && built.coefficientFor(candidate) < 0) {
        subject = candidate;
        break;
      }
    }
  }
  if (subject == noSymbol) {
    bool allDummies = std::all_of(built.cells.begin(), built.cells.end(), [&](const Cell& cell) {
      return tableau_.symbol(cell.symbol).kind == SymbolKind::dummy;
    });
    if (allDummies) {
      if (!isZeroConstant(built)) return false;
      subject = record.marker;  // a redundant required equality: its dummy becomes basic
    }
  }

  // 3. The row's slot; with no subject, phase one finds one. A constant within rounding of the
  //    row's magnitude is 0 for a restricted subject, whose sign decides feasibility; for an
  //    external subject it is the subject's value, which a required constraint of large
  //    coefficient on it may need to the last digit (a definition `v = 2·w + 1e6` moved in at
  //    w = -500000.0000005 sums to 1e-6 beside 1e6, and `1e6·v + 1 <= 0` needs that 1e-6): kept as
  //    summed, its error the rounding of the sum.
  bool externalSubject = subject != noSymbol && tableau_.symbol(subject).kind == SymbolKind::external;
  RowIndex index = newRow();
  tableau_.setRowConstant(index, !externalSubject && isZeroConstant(built) ? 0.0 : built.constant,
                          built.magnitude);
  setRowCells(index, built.cells);
  if (subject == noSymbol) return addWithArtificialVariable(index);
  // 4. Solved for the subject (0 = c + a·subject + Σ  ⇒  subject = -c/a - Σ/a), which becomes
  //    basic and is substituted everywhere else.
  solveRowFor(index, subject);
  tableau_.setRowBasic(index, subject);
  setBasicRow(subject, index);
  tableau_.countRow();
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
    std::shared_ptr<ConstraintRecord> keep = records_.takeEdit(key);
    journal([this, key, keep] { records_.restoreEdit(key, keep); });
  } else if (journal_.isOpen()) {
    records_.detach(record);
    journal_.deferRecordRelease(&record);
    ConstraintRecord* pointer = &record;
    journal([this, pointer] { records_.link(*pointer); });
  } else {
    records_.release(record);
  }
}

void SolverImplementation::removeFromTableau(ConstraintRecord& record) {
  // Take the errors out of the objective.
  for (Symbol error : {record.marker, record.secondError}) {
    if (error == noSymbol || tableau_.symbol(error).kind != SymbolKind::error) continue;
    RowIndex index = tableau_.symbol(error).row;
    if (index != noRow) {
      addToLevel(*record.level, tableau_.row(index), -1.0);
    } else {
      setLevelCoefficient(*record.level, error, objective_.coefficient(*record.level, error) - 1.0);
    }
  }
  // Make the marker basic and drop its row: that removes exactly this constraint.
  Symbol marker = record.marker;
  if (tableau_.symbol(marker).row == noRow) {
    RowIndex leaving = markerLeavingRow(marker);
    if (leaving != noRow) pivot(marker, leaving);
  }
  if (tableau_.symbol(marker).row != noRow) releaseRow(tableau_.symbol(marker).row);
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
  for (RowIndex index : tableau_.symbol(marker).column) {
    const Row& row = tableau_.row(index);
    double coefficient = row.coefficientFor(marker);
    if (coefficient == 0) continue;
    SymbolKind kind = tableau_.symbol(row.basic).kind;
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
