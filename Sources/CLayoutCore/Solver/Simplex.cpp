// Simplex.cpp — the primal simplex with lexicographic levels, degenerate unblocking, phase one
// and the dual simplex. Each loop is written as numbered steps.
//
// ## Degenerate vertices: unblocking rows one by one
//
// Freeing a variable on which many optional equalities depend (a view's width, with a subtree of
// `== 44` wishes below it) gives the objective a kink per wish, and the wishes of one depth tie:
// hundreds of rows then block the entering symbol at a step of 0. Pivoting it into one of them
// substitutes its column (thousands of rows) and moves the next tied error into that column, one
// tie after another. A blocking row at 0 that holds a restricted symbol of its own (in no other
// row; an equality's other error is one) is unblocked instead by pivoting that symbol in: every
// value stays (the row's constant is 0), no other row changes, and the entering symbol's
// coefficient in the row turns positive, exactly as crossing that kink turns its reduced cost.
// `optimize` unblocks such rows, found in one pass over the column, one at a time while the same
// symbol stays the one to enter, and at most as many times as there are rows per call, so that
// Bland's rule has the last word. In the worst removals this turns thousands of column-wide pivots
// into a few dozen and cheap one-row ones.
#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>

#include "SolverImplementation.h"

namespace clayout::internal {

bool SolverImplementation::isLexicographicallyNegative(Symbol symbol, bool scaled) const {
  if (tableau_.symbol(symbol).kind == SymbolKind::dummy || tableau_.symbol(symbol).kind == SymbolKind::unused)
    return false;
  return isLexicographicallyNegativeAt(symbol, scaled ? columnScale(symbol) : 1.0);
}

bool SolverImplementation::isLexicographicallyNegativeAt(Symbol symbol, double scale) const {
  if (tableau_.symbol(symbol).kind == SymbolKind::dummy || tableau_.symbol(symbol).kind == SymbolKind::unused)
    return false;
  // A cost is per unit of the symbol, and symbols differ in scale: one whose column holds 65 has
  // the cost of one whose column holds 0.015, times 4,300, and the rounding of it too. A small
  // cost is zero when it is within `costTolerance` of the column's scale; without that, the two
  // symbols' costs of one rounding residue, read with one absolute tolerance, let each enter in
  // turn at a degenerate vertex for ever. Reading the column costs a pass over it: the entering
  // symbol is chosen with it, while candidates are noted without (a note may be a false alarm).
  for (const LevelCost& cost : objective_.costsOf(symbol)) {
    double value = Objective::costOf(cost);
    if (std::fabs(value) <= costTolerance * scale) continue;
    return value < 0;
  }
  return false;
}

void SolverImplementation::noteObjectiveChange(Symbol symbol) {
  if (isLexicographicallyNegative(symbol, false)) {
    enteringCandidates_.push_back(symbol);
    std::push_heap(enteringCandidates_.begin(), enteringCandidates_.end(), std::greater<Symbol>());
  }
}

double SolverImplementation::columnScale(Symbol symbol) const {
  double scale = 1;
  for (RowIndex index : tableau_.symbol(symbol).column) {
    if (tableau_.row(index).isPresent())
      scale = std::max(scale, std::fabs(tableau_.row(index).coefficientFor(symbol)));
  }
  return scale;
}

Symbol SolverImplementation::enteringSymbol(Symbol known, double knownScale) {
  while (!enteringCandidates_.empty()) {
    Symbol symbol = enteringCandidates_.front();
    if (symbol < tableau_.symbolSlots() && tableau_.symbol(symbol).row == noRow &&
        (symbol == known ? isLexicographicallyNegativeAt(symbol, knownScale)
                         : isLexicographicallyNegative(symbol, true))) {
      return symbol;
    }
    std::pop_heap(enteringCandidates_.begin(), enteringCandidates_.end(), std::greater<Symbol>());
    enteringCandidates_.pop_back();
  }
  return noSymbol;
}

Symbol SolverImplementation::artificialEnteringSymbol(bool blandsRule) const {
  // Any symbol that lowers the artificial variable will do for feasibility; the one in the fewest
  // rows keeps the repair local (then the one cheapest for the real objective, which leaves the
  // least for phase two to undo). The smallest symbol (Bland's rule) tends to be the root's:
  // re-adding a leaf's size in a window whose size is an edit would move the window by 3,000
  // points, and phase two move it back through every row.
  Symbol best = noSymbol;
  double largest = 0;
  for (const Cell& cell : objective_.phaseOne().cells)
    largest = std::max(largest, std::fabs(cell.coefficient));
  for (const Cell& cell : objective_.phaseOne().cells) {
    if (cell.coefficient >= -cancellationTolerance * largest ||
        tableau_.symbol(cell.symbol).kind == SymbolKind::dummy)
      continue;
    if (blandsRule) return cell.symbol;
    if (best == noSymbol || objectiveCostOrder(cell.symbol, best) < 0) best = cell.symbol;
  }
  return best;
}

int SolverImplementation::objectiveCostOrder(Symbol a, Symbol b) const {
  if (tableau_.symbol(a).columnCount != tableau_.symbol(b).columnCount)
    return tableau_.symbol(a).columnCount < tableau_.symbol(b).columnCount ? -1 : 1;
  int order = objective_.compareCosts(a, b, [](double costA, double costB) {
    if (costA < costB - costTolerance) return -1;
    if (costA > costB + costTolerance) return 1;
    return 0;
  });
  if (order != 0) return order;
  return a < b ? -1 : (a > b ? 1 : 0);
}

RowIndex SolverImplementation::leavingRow(Symbol entering, bool blandsRule) const {
  // Harris's two passes. The first finds how far the entering symbol may move: the smallest
  // ratio over the rows that bound it, each relaxed by the rounding its constant may carry. The
  // second takes, among the rows that bind within that step, the one with the largest pivot: a
  // row that binds first only by a hair of rounding, or a tie at a degenerate vertex, then never
  // forces a division by a tiny coefficient. Under `blandsRule` the smallest basic symbol among
  // them goes instead (Bland's rule cannot cycle), unless its pivot is tiny beside the largest.
  // A coefficient within `feasibilityTolerance` of its row's largest is rounding residue (a true
  // one that small would make the pivot multiply the row by 1e11): it bounds nothing.
  // A basic dummy is never skipped: it must stay exactly 0.
  auto bound = [&](const Row& row, double coefficient, double& ratio) {
    if (row.basicKind == SymbolKind::external) return false;
    if (row.basicKind != SymbolKind::dummy && std::fabs(coefficient) < 1e-6) {
      double largest = 0;
      for (const Cell& cell : row.cells) largest = std::max(largest, std::fabs(cell.coefficient));
      if (std::fabs(coefficient) <= feasibilityTolerance * largest) return false;
    }
    if (row.basicKind == SymbolKind::dummy) {
      ratio = 0;  // a basic dummy is fixed at 0: any move of the entering symbol would change it
      return true;
    }
    if (coefficient >= 0) return false;
    ratio = std::max(0.0, row.constant) / -coefficient;
    return true;
  };
  double step = std::numeric_limits<double>::infinity();
  double largestPivot = 0;
  for (RowIndex index : tableau_.symbol(entering).column) {
    const Row& row = tableau_.row(index);
    double coefficient = row.coefficientFor(entering);
    double ratio;
    if (coefficient == 0 || !bound(row, coefficient, ratio)) continue;  // 0: a stale column entry
    double relaxed = ratio + feasibilityTolerance * row.magnitude / std::fabs(coefficient);
    step = std::min(step, relaxed);
    largestPivot = std::max(largestPivot, std::fabs(coefficient));
  }
  if (step == std::numeric_limits<double>::infinity()) return noRow;
  RowIndex best = noRow;
  double bestPivot = 0;
  Symbol bestBasic = noSymbol;
  for (RowIndex index : tableau_.symbol(entering).column) {
    const Row& row = tableau_.row(index);
    double coefficient = row.coefficientFor(entering);
    double ratio;
    if (coefficient == 0 || !bound(row, coefficient, ratio) || ratio > step) continue;
    double pivot = std::fabs(coefficient);
    bool better;
    if (best == noRow) {
      better = true;
    } else if (blandsRule && pivot >= pivotTolerance * largestPivot &&
               bestPivot >= pivotTolerance * largestPivot) {
      better = row.basic < bestBasic;
    } else {
      better = pivot > bestPivot || (pivot == bestPivot && row.basic < bestBasic);
    }
    if (better) {
      best = index;
      bestPivot = pivot;
      bestBasic = row.basic;
    }
  }
  return best;
}

void SolverImplementation::pivot(Symbol entering, RowIndex index) {
  CLAYOUT_ASSERT(tableau_.row(index).isPresent() && tableau_.symbol(entering).row == noRow);
  ++pivotCount_;
  Symbol leaving = tableau_.row(index).basic;
  // 1. Solve the row for the entering symbol:
  //    leaving = c + a·entering + Σ  ⇒  entering = -c/a - Σ/a + leaving/a.
  double coefficient = solveRowFor(index, entering);
  addCellToRow(index, leaving, 1.0 / coefficient);
  // 2. Swap the basic symbols.
  setBasicRow(leaving, noRow);
  tableau_.setRowBasic(index, entering);
  setBasicRow(entering, index);
  // 3. Substitute the entering symbol's new row everywhere else.
  substitute(entering, index);
}

void SolverImplementation::substitute(Symbol entering, RowIndex definingRow) {
  CLAYOUT_ASSERT(tableau_.row(definingRow).basic == entering && tableau_.symbol(entering).row == definingRow);
  // 1. The rows. Every row of the column loses the entering symbol, so the column is emptied in
  //    one go rather than entry by entry.
  tableau_.takeColumn(entering, scratch_.column);
  // The conditioning: the largest cell of the defining row, and of what it adds to each row.
  double largest = 0;
  for (const Cell& cell : tableau_.row(definingRow).cells)
    largest = std::max(largest, std::fabs(cell.coefficient));
  double growth = largest;
  for (RowIndex index : scratch_.column) {
    if (index == definingRow) continue;
    saveRow(index);
    double coefficient = tableau_.takeCell(index, entering);
    if (coefficient == 0) continue;  // a stale or repeated entry
    growth = std::max(growth, std::fabs(coefficient) * largest);
    addToRow(index, tableau_.row(definingRow), coefficient);
    noteIfInfeasible(index);
  }
  certification_.noteGrowth(growth);
  // 2. The objective, level by level; for an entering symbol that costs at many levels, symbol
  //    by symbol of the defining row (the same sums, each symbol's costs merged in one pass).
  std::span<const LevelCost> costs = objective_.copyOfCosts(entering);
  if (costs.size() <= levelsUpdatedOneByOne) {
    for (const LevelCost& cost : costs) {
      double coefficient = cost.coefficient;
      if (coefficient == 0) continue;
      setLevelCoefficient(*cost.level, entering, 0);
      addToLevel(*cost.level, tableau_.row(definingRow), coefficient);
    }
  } else {
    const Row& defining = tableau_.row(definingRow);
    objective_.clearCostsJournaled(entering, journal_);
    noteObjectiveChange(entering);
    for (const LevelCost& cost : costs) addToLevelConstant(*cost.level, defining, cost.coefficient);
    for (const Cell& cell : defining.cells) {
      Objective::CostUpdate update = objective_.addCostsTo(cell.symbol, costs, cell.coefficient, journal_);
      if (update.inDoubt) certification_.noteCostInDoubt();
      if (update.mayEnter) noteObjectiveChange(cell.symbol);
    }
  }
  // 3. The phase-one objective, while there is one.
  if (objective_.inPhaseOne()) {
    double coefficient = objective_.takeFromPhaseOne(entering);
    if (coefficient != 0) objective_.addToPhaseOne(tableau_.row(definingRow), coefficient);
  }
}

bool SolverImplementation::optimize() {
  std::size_t limit = iterationLimit();
  std::size_t unblockings = 0;
  std::size_t degenerateSteps = 0;
  for (std::size_t step = 0; step < limit; ++step) {
    // 1. The entering symbol: the smallest with a negative reduced cost. None: optimal.
    Symbol entering = enteringSymbol();
    if (entering == noSymbol) {
      // Rounding may leave a basic slack at -1e-17; the primal steps keep rows feasible.
      infeasibleRows_.clear();
      return true;
    }
    // 2. The leaving row, by the minimum ratio test; by Bland's rule once the steps stall at one
    //    vertex (the largest pivot alone could cycle).
    RowIndex leaving = leavingRow(entering, degenerateSteps >= degenerateStepsBeforeBland);
    if (leaving == noRow) {
      // Nothing bounds it: in exact arithmetic its cost cannot be negative (the objective sums
      // errors ≥ 0, so a move that only lowers it cannot go on for ever): the negative cost is
      // rounding residue. The symbol leaves the candidates (a later change of its cost notes it
      // again) and the search goes on; the objective itself stays as it is.
      while (!enteringCandidates_.empty() && enteringCandidates_.front() == entering) {
        std::pop_heap(enteringCandidates_.begin(), enteringCandidates_.end(), std::greater<Symbol>());
        enteringCandidates_.pop_back();
      }
      continue;
    }
    // 3. Many rows at a step of 0 (a degenerate vertex) would each cost a pivot of the entering
    //    symbol, each substituting into its whole column. Unblock them cheaply first, a bounded
    //    number of times so that the steps of Bland's rule, which cannot cycle, have the last word.
    if (unblockings < tableau_.rowCount()) {
      std::size_t unblocked = unblockDegenerateRows(entering, leaving);
      unblockings += unblocked;
      if (unblocked > 0) continue;
    }
    // 4. The pivot.
    degenerateSteps = tableau_.row(leaving).constant == 0 ? degenerateSteps + 1 : 0;
    pivot(entering, leaving);
  }
  return false;
}

std::size_t SolverImplementation::unblockDegenerateRows(Symbol entering, RowIndex leaving) {
  // Worth it only when pivoting the entering symbol in would substitute into many rows.
  if (tableau_.symbol(entering).columnCount < 8 || !isZeroConstant(tableau_.row(leaving))) return 0;
  // A row blocks the entering symbol at a step of 0 when its restricted basic symbol is 0 and
  // would go negative. If the row holds a restricted symbol of its own (in no other row) with a
  // positive coefficient, pivoting that one in keeps every value (the row's constant is 0),
  // touches no other row, and turns the entering symbol's coefficient positive: the row no longer
  // blocks. This is what crossing the kink of one optional constraint costs then, instead of a
  // substitution into the whole column.
  auto ownSymbol = [&](const Row& row) {
    for (const Cell& cell : row.cells) {
      SymbolKind kind = tableau_.symbol(cell.symbol).kind;
      if (cell.symbol != entering && cell.coefficient > 0 &&
          (kind == SymbolKind::slack || kind == SymbolKind::error) &&
          tableau_.symbol(cell.symbol).columnCount == 1) {
        return cell.symbol;
      }
    }
    return noSymbol;
  };
  scratch_.unblocking.clear();
  tableau_.compactColumn(entering);
  for (RowIndex index : tableau_.symbol(entering).column) {
    const Row& row = tableau_.row(index);
    if ((row.basicKind != SymbolKind::slack && row.basicKind != SymbolKind::error) || !isZeroConstant(row) ||
        row.coefficientFor(entering) >= 0) {
      continue;
    }
    Symbol own = ownSymbol(row);
    if (own != noSymbol) scratch_.unblocking.push_back({tableau_.row(index).basic, index, own});
  }
  // One row at a time, smallest basic symbol first (Bland's order among ties), for as long as
  // the entering symbol stays the one to enter: each unblocking moves its reduced cost, as
  // crossing a kink does. The rows found in the one pass stay blocking until they are unblocked.
  // Most calls unblock one row of many (another symbol's cost turns negative first), so the rows
  // are taken from a heap, not sorted: the same order for a pass over them.
  auto later = [](const Scratch::Unblocking& a, const Scratch::Unblocking& b) { return a.basic > b.basic; };
  std::vector<Scratch::Unblocking>& heap = scratch_.unblocking;
  std::make_heap(heap.begin(), heap.end(), later);
  // The entering symbol's column scale, kept: an unblocking changes one row of the column, the
  // row it pivots in (its own symbol is in no other row), so the largest coefficient changes
  // only there; the column is read again only when that row held the largest and it shrank.
  double scale = columnScale(entering);
  std::size_t done = 0;
  for (auto end = heap.end(); end != heap.begin(); --end) {
    std::pop_heap(heap.begin(), end, later);
    const Scratch::Unblocking step = *(end - 1);
    const double before = std::fabs(tableau_.row(step.row).coefficientFor(entering));
    pivot(step.own, step.row);
    ++done;
    const double after = std::fabs(tableau_.row(step.row).coefficientFor(entering));
    if (after > scale) {
      scale = after;
    } else if (before == scale && after < scale && scale > 1) {
      scale = columnScale(entering);
    }
    if (enteringSymbol(entering, scale) != entering) break;
  }
  return done;
}

bool SolverImplementation::optimizeArtificial(Symbol artificial) {
  std::size_t limit = iterationLimit();
  // The cheapest entering symbol while the steps make progress; Bland's rule, which cannot
  // cycle, once they stall at one vertex.
  std::size_t degenerateSteps = 0;
  for (std::size_t step = 0; step < limit; ++step) {
    // Once the artificial symbol has left the basis it is a parametric 0: the objective, which is
    // that symbol, is at its minimum, whatever rounding says of the other costs.
    if (tableau_.symbol(artificial).row == noRow) {
      objective_.settlePhaseOne();
      return true;
    }
    Symbol entering = artificialEnteringSymbol(degenerateSteps >= degenerateStepsBeforeBland);
    if (entering == noSymbol) return true;
    RowIndex leaving = leavingRow(entering, degenerateSteps >= degenerateStepsBeforeBland);
    if (leaving == noRow) return false;
    degenerateSteps = tableau_.row(leaving).constant <= 0 ? degenerateSteps + 1 : 0;
    pivot(entering, leaving);
  }
  return false;
}

Symbol SolverImplementation::dualEnteringSymbol(const Row& row, double sign) const {
  // The symbol whose objective coefficients divided by its (signed) coefficient in the row are
  // lexicographically smallest: entering it keeps every reduced cost non-negative. Pivots tiny
  // beside the row's largest are taken only when there is no other (see `pivotTolerance`).
  double largest = 0;
  for (const Cell& cell : row.cells) {
    if (sign * cell.coefficient > 0 && tableau_.symbol(cell.symbol).kind != SymbolKind::dummy)
      largest = std::max(largest, sign * cell.coefficient);
  }
  Symbol best = noSymbol;
  for (double threshold : {pivotTolerance * largest, 0.0}) {
    double bestCoefficient = 0;
    for (const Cell& cell : row.cells) {
      double coefficient = sign * cell.coefficient;
      if (coefficient <= threshold || tableau_.symbol(cell.symbol).kind == SymbolKind::dummy) continue;
      if (best == noSymbol) {
        best = cell.symbol;
        bestCoefficient = coefficient;
        continue;
      }
      int order = objective_.compareCosts(cell.symbol, best, [&](double costOfCandidate, double costOfBest) {
        double candidate = costOfCandidate / coefficient;
        double current = costOfBest / bestCoefficient;
        double tolerance = costTolerance * std::max(1.0, std::max(std::fabs(candidate), std::fabs(current)));
        if (candidate < current - tolerance) return -1;
        if (candidate > current + tolerance) return 1;
        return 0;
      });
      if (order < 0 || (order == 0 && (coefficient > bestCoefficient ||
                                       (coefficient == bestCoefficient && cell.symbol < best)))) {
        best = cell.symbol;
        bestCoefficient = coefficient;
      }
    }
    if (best != noSymbol) break;
  }
  return best;
}

bool SolverImplementation::dualOptimize() {
  std::size_t limit = iterationLimit();
  std::size_t steps = 0;
  while (!infeasibleRows_.empty()) {
    if (++steps > limit) return false;
    // 1. The leaving row: a noted row that is still infeasible (notes may be stale).
    Symbol leaving = infeasibleRows_.back();
    infeasibleRows_.pop_back();
    RowIndex index = tableau_.symbol(leaving).row;
    if (index == noRow || !Tableau::rowIsInfeasible(tableau_.row(index))) continue;
    // 2. The entering symbol, which moves the row's constant towards its bound while keeping
    //    every reduced cost non-negative. None: the row proves the system infeasible.
    double sign = tableau_.row(index).constant < 0 ? 1.0 : -1.0;
    Symbol entering = dualEnteringSymbol(tableau_.row(index), sign);
    if (entering == noSymbol) {
      infeasibleRows_.clear();
      return false;
    }
    // 3. The pivot, which may note more infeasible rows.
    pivot(entering, index);
  }
  return true;
}

bool SolverImplementation::addWithArtificialVariable(RowIndex index) {
  // Phase one: an artificial slack equal to the row, minimized; the constraint can hold exactly
  // when it reaches 0.
  // 1. The row becomes the artificial symbol's, and the phase-one objective is a copy of it.
  Symbol artificial = newSymbol(SymbolKind::slack);
  tableau_.setRowBasic(index, artificial);
  tableau_.setBasicRow(artificial, index);
  tableau_.countRow();
  objective_.beginPhaseOne(tableau_.row(index));
  // 2. Minimize it; the constraint holds when it reaches 0.
  bool converged = optimizeArtificial(artificial);
  const Row& phaseOne = objective_.phaseOne();
  bool success = converged && (phaseOne.constant <= 0 || isZeroConstant(phaseOne));
  objective_.endPhaseOne();
  if (!success) return false;
  // 3. Take the artificial symbol out: its row goes if it is empty, else it is pivoted out.
  RowIndex basicRow = tableau_.symbol(artificial).row;
  if (basicRow != noRow) {
    if (tableau_.row(basicRow).cells.empty()) {
      releaseRow(basicRow);
      releaseSymbol(artificial);
      return true;
    }
    // Make the artificial variable parametric: pivot on a restricted symbol, or on a dummy when
    // only dummies remain (the row then says the constraint was implied: a basic dummy at 0).
    Symbol entering = noSymbol;
    for (const Cell& cell : tableau_.row(basicRow).cells) {
      SymbolKind kind = tableau_.symbol(cell.symbol).kind;
      if (kind == SymbolKind::slack || kind == SymbolKind::error) {
        entering = cell.symbol;
        break;
      }
    }
    if (entering == noSymbol) entering = tableau_.row(basicRow).cells.front().symbol;
    pivot(entering, basicRow);
  }
  // 4. Parametric and at 0, it can be dropped from every row and objective that holds it.
  const RowList& held = tableau_.symbol(artificial).column;
  std::vector<RowIndex> column(held.begin(), held.end());
  for (RowIndex row : column) removeCellFromRow(row, artificial);
  for (const LevelCost& cost : objective_.copyOfCosts(artificial))
    setLevelCoefficient(*cost.level, artificial, 0);
  releaseSymbol(artificial);
  return true;
}

}  // namespace clayout::internal
