// Constants.cpp — row constants and level constants computed afresh.
//
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
//
// A level's constant is the sum of its errors' values; one that drifted is computed afresh from
// the rows of its errors at the next consistent point (`settleLevelConstants`).
#include <cmath>
#include <unordered_map>

#include "SolverImplementation.h"

namespace clayout::internal {

ConstantFromMarkers SolverImplementation::constantFromMarkers(Symbol basic,
                                                              std::span<const Cell> cells) const {
  auto share = [&](Symbol symbol) -> double {
    const ConstraintRecord* owner = symbol == noSymbol ? nullptr : records_.markerOwner(symbol);
    if (owner == nullptr) return 0.0;
    return owner->constraint.expression().constant / owner->markerCoefficient;
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
  const Row& row = tableau_.row(index);
  const double previous = row.constant;
  ConstantFromMarkers fresh = constantFromMarkers(row.basic, row.cells);
  tableau_.setRowConstant(index, fresh.constant, fresh.magnitude);
  if (row.basicKind == SymbolKind::error && row.constant != previous) objective_.markEveryConstantStale();
}

double SolverImplementation::sumOfErrors(const Level& level) const {
  double sum = 0;
  records_.forEachRecord([&](const ConstraintRecord& record) {
    if (record.level != &level) return;
    for (Symbol error : {record.marker, record.secondError}) {
      if (error == noSymbol) continue;
      const Tableau::SymbolInfo& info = tableau_.symbol(error);
      if (info.kind == SymbolKind::error && info.row != noRow) sum += tableau_.row(info.row).constant;
    }
  });
  return sum;
}

void SolverImplementation::settleLevelConstants() {
  objective_.settleConstants(
      [&] {
        std::unordered_map<const Level*, double> sums;
        records_.forEachRecord([&](const ConstraintRecord& record) {
          if (record.level == nullptr) return;
          for (Symbol error : {record.marker, record.secondError}) {
            if (error == noSymbol) continue;
            const Tableau::SymbolInfo& info = tableau_.symbol(error);
            if (info.kind == SymbolKind::error && info.row != noRow)
              sums[record.level] += tableau_.row(info.row).constant;
          }
        });
        return sums;
      },
      [&](const Level& level) { return sumOfErrors(level); });
}

}  // namespace clayout::internal
