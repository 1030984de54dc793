// ExactReference.h — an exact lexicographic LP reference for the solver's problem, in rationals.
// About 700 lines on purpose: the reference shares no code with the library, so its rationals'
// use, its simplex and its reading of systems sit together in the one header the tests include.
//
//
// The same semantics as ReferenceSolver.h (the `long double` reference), with no rounding at
// all, so that it can judge knife-edge systems: coefficients 0.001 to 1000, degenerate ties,
// exactly redundant equalities. It shares no code with the library (no library header).
//
// Semantics (the solver's promise):
//   * A constraint is `e relation 0` with `e = Σ coefficient_j·x_j + constant`, the x_j free
//     reals. The data are doubles, as the solver receives them, and are converted EXACTLY
//     (`Rational::fromDouble`): the reference solves the system the solver was given.
//   * Priority 1000 is required. Every other distinct priority is one level; levels are
//     ordered by priority, highest first, and optimized lexicographically (never weighed).
//   * The error of an optional constraint is |e| for `==`, max(0, e) for `<=`, max(0, -e) for
//     `>=`; a level's error is the plain SUM of its constraints' errors.
//   * Level k minimizes its error subject to the required constraints and to every higher level
//     keeping its optimum EXACTLY (no slack, unlike the `long double` reference).
//
// The algorithm: one dense fraction-free tableau (integers over one common denominator,
// Edmonds' integer pivoting: every division is exact, no gcd is taken; see `detail::Tableau`).
//   1. Columns: each variable x_j (free); per required inequality a slack s >= 0 (`e + s = 0`
//      for `<=`, `e - s = 0` for `>=`); per optional constraint p, q >= 0 with `e - p + q = 0`
//      (its error is p + q, p or q by relation: tight at any optimum). One row per constraint,
//      scaled by the power of two that makes its numbers integers (they come from doubles).
//   2. The free columns are eliminated by Gauss-Jordan pivots (each on the sparsest row that has
//      it); their rows leave the tableau and give the x_j back at the end by substitution. A row
//      left all zero is redundant (zero right side) or proves infeasibility (nonzero).
//   3. Phase one: each remaining row gets a basic column (a positive column found in no other
//      row, else an artificial); minimizing the artificials' sum decides feasibility. Artificials
//      left basic at zero are pivoted out, or their row is redundant and dropped.
//   4. Phase two, level by level, on the same tableau: minimize the level's error columns. At
//      the optimum every nonbasic column with a positive reduced cost must stay zero for the
//      level to keep its optimum, and is removed for the lower levels; nothing else changes.
//   Pivots follow Dantzig's rule until 50 degenerate pivots in a row, then Bland's rule (lowest
//   index enters; ratio ties leave by the lowest basic index) for good, so no cycling.
// Cost: 40 variables × 120 constraints take milliseconds to seconds (see ExactSweep.cpp).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdlib>
#include <functional>
#include <limits>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "Oracles/ExactRational.h"

namespace clayout::testing::exact {

/// How a constraint's expression relates to zero (the reference's own enum: no library types).
enum class Relation { lessThanOrEqual, equal, greaterThanOrEqual };

/// The required priority on Auto Layout's scale.
inline constexpr double requiredPriority = 1000;

/// `Σ coefficient·x_variable + constant  relation  0` at `priority`, with the doubles the solver
/// would be given. A variable may appear in several terms; its coefficients add up exactly.
struct SystemConstraint {
  std::vector<std::pair<std::size_t, double>> terms;
  double constant = 0;
  Relation relation = Relation::equal;
  double priority = requiredPriority;

  bool isRequired() const { return priority >= requiredPriority; }
};

/// A system: `variableCount` variables (0 ..< variableCount) and its constraints, in order.
struct System {
  std::string name;
  std::size_t variableCount = 0;
  std::vector<SystemConstraint> constraints;
  /// The `#` lines that came with it (findings files), without the `#`.
  std::vector<std::string> notes;
};

/// One constraint in exact numbers: a dense coefficient vector over the system's variables.
struct ExactConstraint {
  std::vector<Rational> coefficients;
  Rational constant;
  Relation relation = Relation::equal;
  double priority = requiredPriority;

  bool isRequired() const { return priority >= requiredPriority; }

  Rational evaluate(const std::vector<Rational>& values) const {
    Rational sum = constant;
    for (std::size_t j = 0; j < coefficients.size(); ++j)
      if (!coefficients[j].isZero()) sum += coefficients[j] * values[j];
    return sum;
  }
  /// |e|, max(0, e) or max(0, -e) by relation.
  Rational error(const std::vector<Rational>& values) const {
    Rational e = evaluate(values);
    switch (relation) {
      case Relation::equal:
        return e.absolute();
      case Relation::lessThanOrEqual:
        return e.sign() > 0 ? e : Rational();
      case Relation::greaterThanOrEqual:
        return e.sign() < 0 ? -e : Rational();
    }
    return Rational();
  }
  /// The size a residual is judged against: max(|constant|, max_j |coefficient_j·x_j|).
  Rational scale(const std::vector<Rational>& values) const {
    Rational largest = constant.absolute();
    for (std::size_t j = 0; j < coefficients.size(); ++j) {
      if (coefficients[j].isZero()) continue;
      Rational term = (coefficients[j] * values[j]).absolute();
      if (term > largest) largest = term;
    }
    return largest;
  }
};

/// The constraint in exact numbers (every double converted exactly, repeated terms summed).
inline ExactConstraint toExact(const SystemConstraint& constraint, std::size_t variableCount) {
  ExactConstraint exact;
  exact.coefficients.assign(variableCount, Rational());
  for (const auto& [variable, coefficient] : constraint.terms) {
    if (variable >= variableCount)
      throw std::out_of_range("ExactReference: a term's variable is out of range");
    exact.coefficients[variable] += Rational::fromDouble(coefficient);
  }
  exact.constant = Rational::fromDouble(constraint.constant);
  exact.relation = constraint.relation;
  exact.priority = constraint.priority;
  return exact;
}

/// The distinct non-required priorities in use, highest first: the levels of the objective.
inline std::vector<double> levelsOf(const System& system) {
  std::vector<double> levels;
  for (const SystemConstraint& c : system.constraints)
    if (!c.isRequired() && std::find(levels.begin(), levels.end(), c.priority) == levels.end())
      levels.push_back(c.priority);
  std::sort(levels.begin(), levels.end(), std::greater<double>());
  return levels;
}

/// The exact error total of each level at `values`.
inline std::vector<Rational> levelErrorsAt(const System& system, const std::vector<double>& levels,
                                           const std::vector<Rational>& values) {
  std::vector<Rational> totals(levels.size());
  for (const SystemConstraint& c : system.constraints) {
    if (c.isRequired()) continue;
    std::size_t level =
        static_cast<std::size_t>(std::find(levels.begin(), levels.end(), c.priority) - levels.begin());
    totals[level] += toExact(c, system.variableCount).error(values);
  }
  return totals;
}

/// The reference's answer for a system.
struct ExactSolution {
  /// Whether the required constraints can all hold.
  bool feasible = false;
  /// The levels (distinct non-required priorities), highest first.
  std::vector<double> levels;
  /// The optimal error total of each level, lexicographically (when feasible).
  std::vector<Rational> levelErrors;
  /// One lexicographically optimal point (when feasible).
  std::vector<Rational> values;
  /// Simplex pivots taken (free-variable elimination included): a measure of work.
  std::size_t pivots = 0;
};

namespace detail {

/// The dense fraction-free tableau of `solveExactly` (Edmonds' integer pivoting, as in Bareiss's
/// elimination): integer entries over one common positive denominator `d`, so that row i reads
/// `Σ_k rows[i][k]·z_k = rhs[i]` divided by d, and the basic column of a row holds d. A pivot
/// on entry p = rows[r][s] updates every other entry to (p·a - a_s·a_r)/d_old, a division that
/// is always exact (each entry is a minor of the original matrix), and d becomes p. No gcd is
/// ever taken, and the numbers stay as small as those minors.
struct Tableau {
  std::vector<std::vector<Integer>> rows;
  std::vector<Integer> rhs;
  /// The basic column of each row (`none` while a row has none).
  std::vector<std::size_t> basis;
  Integer d = Integer(1);
  std::size_t pivots = 0;
  static constexpr std::size_t none = static_cast<std::size_t>(-1);

  /// Makes column `column` basic in row `row` (its entry there must be nonzero). `objective`,
  /// when given, is one more row (reduced costs times d; its right side is minus the objective's
  /// value times d) updated the same way.
  void pivot(std::size_t row, std::size_t column, std::vector<Integer>* objective = nullptr,
             Integer* objectiveRhs = nullptr) {
    ++pivots;
    const Integer p = rows[row][column];
    const std::vector<Integer>& pivotRow = rows[row];
    const Integer& pivotRhs = rhs[row];
    auto update = [&](std::vector<Integer>& target, Integer& targetRhs) {
      const Integer factor = target[column];
      if (factor.isZero()) {
        if (p == d) return;
        for (Integer& entry : target)
          if (!entry.isZero()) entry = (entry * p) / d;
        targetRhs = (targetRhs * p) / d;
        return;
      }
      for (std::size_t k = 0; k < target.size(); ++k) {
        if (pivotRow[k].isZero()) {
          if (!target[k].isZero() && !(p == d)) target[k] = (target[k] * p) / d;
        } else {
          target[k] = (target[k] * p - factor * pivotRow[k]) / d;
        }
      }
      targetRhs = (targetRhs * p - factor * pivotRhs) / d;
    };
    for (std::size_t i = 0; i < rows.size(); ++i)
      if (i != row) update(rows[i], rhs[i]);
    if (objective != nullptr) update(*objective, *objectiveRhs);
    d = p;
    if (d.isNegative()) {
      // Keep d positive, so that an entry's sign is its rational value's.
      d = -d;
      for (std::size_t i = 0; i < rows.size(); ++i) {
        for (Integer& entry : rows[i])
          if (!entry.isZero()) entry = -entry;
        rhs[i] = -rhs[i];
      }
      if (objective != nullptr) {
        for (Integer& entry : *objective)
          if (!entry.isZero()) entry = -entry;
        *objectiveRhs = -*objectiveRhs;
      }
    }
    basis[row] = column;
  }

  void eraseRow(std::size_t i) {
    rows.erase(rows.begin() + static_cast<std::ptrdiff_t>(i));
    rhs.erase(rhs.begin() + static_cast<std::ptrdiff_t>(i));
    basis.erase(basis.begin() + static_cast<std::ptrdiff_t>(i));
  }

  /// The objective row of `cost` (0/1 integers) for the current basis: reduced costs times d,
  /// and minus the objective's value times d. Assumes every row has a basic column.
  std::pair<std::vector<Integer>, Integer> objectiveRow(const std::vector<int>& cost) const {
    std::vector<Integer> reduced(cost.size());
    Integer negativeValue;
    for (std::size_t k = 0; k < cost.size(); ++k)
      if (cost[k] != 0) reduced[k] = d * Integer(cost[k]);
    for (std::size_t i = 0; i < rows.size(); ++i) {
      int basic = cost[basis[i]];
      if (basic == 0) continue;
      for (std::size_t k = 0; k < rows[i].size(); ++k)
        if (!rows[i][k].isZero()) reduced[k] -= Integer(basic) * rows[i][k];
      negativeValue -= Integer(basic) * rhs[i];
    }
    return {std::move(reduced), std::move(negativeValue)};
  }

  /// Minimizes the objective of `objective` over the columns with `allowed[k]`, from the current
  /// feasible basis (every rhs >= 0). Bland's rule (the lowest-indexed column with a negative
  /// reduced cost enters, ratio ties leave by the lowest basic index) once degenerate pivots
  /// repeat, Dantzig's until then. Assumes the objective is
  /// bounded below (each here is a sum of nonnegative columns); throws `std::logic_error` if not.
  void minimize(std::vector<Integer>& objective, Integer& objectiveRhs, const std::vector<bool>& allowed) {
    std::vector<bool> isBasic(objective.size(), false);
    for (std::size_t b : basis) isBasic[b] = true;
    // Dantzig's rule (the most negative reduced cost enters) while pivots make progress; after
    // `patience` degenerate pivots in a row, Bland's rule for good: then no cycle is possible.
    constexpr int patience = 50;
    int degenerate = 0;
    bool bland = false;
    for (;;) {
      std::size_t entering = objective.size();
      for (std::size_t k = 0; k < objective.size(); ++k) {
        if (!allowed[k] || isBasic[k] || !objective[k].isNegative()) continue;
        if (entering == objective.size() || (!bland && objective[k] < objective[entering])) entering = k;
        if (bland) break;
      }
      if (entering == objective.size()) return;
      std::size_t leaving = rows.size();
      for (std::size_t i = 0; i < rows.size(); ++i) {
        if (rows[i][entering].sign() <= 0) continue;
        if (leaving == rows.size()) {
          leaving = i;
          continue;
        }
        // rhs_i / a_i against rhs_l / a_l, both a positive: cross-multiplied.
        Integer left = rhs[i] * rows[leaving][entering];
        Integer right = rhs[leaving] * rows[i][entering];
        if (left < right || (left == right && basis[i] < basis[leaving])) leaving = i;
      }
      if (leaving == rows.size()) throw std::logic_error("ExactReference: unbounded objective");
      degenerate = rhs[leaving].isZero() ? degenerate + 1 : 0;
      if (degenerate > patience) bland = true;
      isBasic[basis[leaving]] = false;
      pivot(leaving, entering, &objective, &objectiveRhs);
      isBasic[entering] = true;
    }
  }
};

/// The smallest power of two that makes every entry of `row` and `constant` an integer (their
/// denominators are powers of two: they come from doubles), as a shift.
inline std::size_t integerScale(const std::vector<Rational>& row, const Rational& constant) {
  std::size_t shift = 0;
  auto consider = [&shift](const Rational& value) {
    if (!value.isZero()) shift = std::max(shift, value.denominator().bitLength() - 1);
  };
  for (const Rational& entry : row) consider(entry);
  consider(constant);
  return shift;
}

/// `value · 2^shift` as an integer; assumes it is one.
inline Integer scaled(const Rational& value, std::size_t shift) {
  return value.numerator().shiftedLeft(shift) / value.denominator();
}

}  // namespace detail

/// Solves `system` exactly: feasibility of its required constraints, then the lexicographic
/// optimum of its levels (see the header comment for the method). With `everythingRequired`,
/// every constraint is treated as required whatever its priority (a feasibility question).
inline ExactSolution solveExactly(const System& system, bool everythingRequired = false) {
  ExactSolution solution;
  if (!everythingRequired) solution.levels = levelsOf(system);
  const std::size_t n = system.variableCount;
  std::vector<ExactConstraint> constraints;
  for (const SystemConstraint& c : system.constraints) {
    constraints.push_back(toExact(c, n));
    if (everythingRequired) constraints.back().priority = requiredPriority;
  }
  // Columns: the variables, then per constraint its slack or its two error columns.
  std::size_t columns = n;
  std::vector<std::size_t> firstExtra(constraints.size());
  for (std::size_t i = 0; i < constraints.size(); ++i) {
    firstExtra[i] = columns;
    if (!constraints[i].isRequired())
      columns += 2;
    else if (constraints[i].relation != Relation::equal)
      columns += 1;
  }
  // 1. One integer row per constraint: the row times the power of two that clears its
  // denominators (an equation scaled is the same equation).
  detail::Tableau tableau;
  for (std::size_t i = 0; i < constraints.size(); ++i) {
    const ExactConstraint& c = constraints[i];
    std::size_t shift = detail::integerScale(c.coefficients, c.constant);
    const Integer unit = Integer(1).shiftedLeft(shift);
    std::vector<Integer> row(columns);
    for (std::size_t j = 0; j < n; ++j)
      if (!c.coefficients[j].isZero()) row[j] = detail::scaled(c.coefficients[j], shift);
    if (!c.isRequired()) {
      row[firstExtra[i]] = -unit;     // p
      row[firstExtra[i] + 1] = unit;  // q
    } else if (c.relation != Relation::equal) {
      row[firstExtra[i]] = c.relation == Relation::lessThanOrEqual ? unit : -unit;
    }
    tableau.rows.push_back(std::move(row));
    tableau.rhs.push_back(-detail::scaled(c.constant, shift));
    tableau.basis.push_back(detail::Tableau::none);
  }

  // 2. Eliminate the free columns, each on the sparsest row that has it; those rows then leave
  // the tableau (frozen: an equation stays true whatever the later pivots).
  std::vector<std::size_t> definedVariable(tableau.rows.size(), detail::Tableau::none);
  for (std::size_t j = 0; j < n; ++j) {
    std::size_t chosen = tableau.rows.size(), fewest = std::numeric_limits<std::size_t>::max();
    for (std::size_t i = 0; i < tableau.rows.size(); ++i) {
      if (tableau.rows[i][j].isZero() || definedVariable[i] != detail::Tableau::none) continue;
      std::size_t count = 0;
      for (const Integer& entry : tableau.rows[i]) count += entry.isZero() ? 0 : 1;
      if (count < fewest) fewest = count, chosen = i;
    }
    if (chosen == tableau.rows.size()) continue;  // x_j is in no remaining row
    tableau.pivot(chosen, j);
    definedVariable[chosen] = j;
  }
  std::vector<std::vector<Integer>> defining;
  std::vector<Integer> definingRhs;
  std::vector<std::size_t> definingVariable;
  for (std::size_t i = tableau.rows.size(); i-- > 0;) {
    if (definedVariable[i] == detail::Tableau::none) continue;
    defining.push_back(std::move(tableau.rows[i]));
    definingRhs.push_back(std::move(tableau.rhs[i]));
    definingVariable.push_back(definedVariable[i]);
    tableau.eraseRow(i);
  }
  solution.pivots = tableau.pivots;
  // Rows left all zero: redundant, or a proof of infeasibility.
  for (std::size_t i = tableau.rows.size(); i-- > 0;) {
    bool empty = std::all_of(tableau.rows[i].begin(), tableau.rows[i].end(),
                             [](const Integer& entry) { return entry.isZero(); });
    if (!empty) continue;
    if (!tableau.rhs[i].isZero()) return solution;
    tableau.eraseRow(i);
  }

  // 3. Phase one. Right sides made nonnegative; a row's basic column is one positive in it and
  // zero in every other row (a pivot on it keeps every right side's sign), else an artificial.
  const std::size_t m = tableau.rows.size();
  for (std::size_t i = 0; i < m; ++i)
    if (tableau.rhs[i].isNegative()) {
      for (Integer& entry : tableau.rows[i])
        if (!entry.isZero()) entry = -entry;
      tableau.rhs[i] = -tableau.rhs[i];
    }
  std::vector<std::size_t> rowsUsing(columns, 0);
  for (const std::vector<Integer>& row : tableau.rows)
    for (std::size_t k = n; k < columns; ++k) rowsUsing[k] += row[k].isZero() ? 0 : 1;
  std::vector<std::size_t> artificialRows;
  for (std::size_t i = 0; i < m; ++i) {
    std::size_t basic = columns;
    for (std::size_t k = n; k < columns && basic == columns; ++k)
      if (rowsUsing[k] == 1 && tableau.rows[i][k].sign() > 0) basic = k;
    if (basic < columns)
      tableau.pivot(i, basic);
    else
      artificialRows.push_back(i);
  }
  const std::size_t realColumns = columns;
  for (std::size_t i : artificialRows) {
    for (std::size_t r = 0; r < m; ++r) tableau.rows[r].push_back(r == i ? tableau.d : Integer());
    tableau.basis[i] = columns++;
  }
  std::vector<bool> allowed(columns, true);
  for (std::size_t j = 0; j < n; ++j) allowed[j] = false;  // free columns are gone from these rows
  if (!artificialRows.empty()) {
    std::vector<int> cost(columns, 0);
    for (std::size_t k = realColumns; k < columns; ++k) cost[k] = 1;
    auto [objective, negativeValue] = tableau.objectiveRow(cost);
    tableau.minimize(objective, negativeValue, allowed);
    if (negativeValue.sign() < 0) {
      solution.pivots = tableau.pivots;
      return solution;
    }
    // Pivot the artificials still basic (at zero) out, or drop their redundant rows.
    for (std::size_t i = tableau.rows.size(); i-- > 0;) {
      if (tableau.basis[i] < realColumns) continue;
      std::size_t column = realColumns;
      for (std::size_t k = n; k < realColumns && column == realColumns; ++k)
        if (!tableau.rows[i][k].isZero()) column = k;
      if (column < realColumns)
        tableau.pivot(i, column);
      else
        tableau.eraseRow(i);
    }
    for (std::size_t k = realColumns; k < columns; ++k) allowed[k] = false;
  }
  solution.feasible = true;

  // 4. Phase two, level by level.
  for (double level : solution.levels) {
    std::vector<int> cost(columns, 0);
    for (std::size_t i = 0; i < constraints.size(); ++i) {
      const ExactConstraint& c = constraints[i];
      if (c.isRequired() || c.priority != level) continue;
      if (c.relation != Relation::greaterThanOrEqual) cost[firstExtra[i]] = 1;   // p
      if (c.relation != Relation::lessThanOrEqual) cost[firstExtra[i] + 1] = 1;  // q
    }
    auto [objective, negativeValue] = tableau.objectiveRow(cost);
    tableau.minimize(objective, negativeValue, allowed);
    solution.levelErrors.push_back(Rational(-negativeValue, tableau.d));
    std::vector<bool> isBasic(columns, false);
    for (std::size_t b : tableau.basis) isBasic[b] = true;
    for (std::size_t k = 0; k < columns; ++k)
      if (!isBasic[k] && objective[k].sign() > 0) allowed[k] = false;
  }
  solution.pivots = tableau.pivots;

  // The point: basic columns at rhs/d, nonbasic at zero, the variables from their defining rows
  // (a variable in no row at all stays zero).
  std::vector<Rational> z(columns);
  for (std::size_t i = 0; i < tableau.rows.size(); ++i)
    z[tableau.basis[i]] = Rational(tableau.rhs[i], tableau.d);
  solution.values.assign(n, Rational());
  for (std::size_t r = 0; r < defining.size(); ++r) {
    std::size_t j = definingVariable[r];
    Rational x(definingRhs[r]);
    for (std::size_t k = n; k < realColumns; ++k)
      if (!defining[r][k].isZero() && !z[k].isZero()) x -= Rational(defining[r][k]) * z[k];
    solution.values[j] = x / Rational(defining[r][j]);
  }
  return solution;
}

/// Whether the constraints of `system` whose indices are in `subset` can all hold at once, each
/// treated as required whatever its priority.
inline bool feasibleTogether(const System& system, const std::vector<std::size_t>& subset) {
  System part;
  part.variableCount = system.variableCount;
  for (std::size_t index : subset) part.constraints.push_back(system.constraints.at(index));
  return solveExactly(part, true).feasible;
}

/// Whether the required constraints of `system` can all hold.
inline bool requiredFeasible(const System& system) {
  std::vector<std::size_t> required;
  for (std::size_t i = 0; i < system.constraints.size(); ++i)
    if (system.constraints[i].isRequired()) required.push_back(i);
  return feasibleTogether(system, required);
}

/// The least, over the optimal points of `system` (every level at its optimum), of the largest
/// magnitude of a variable: min t with -t <= x_i <= t, solved as one more level below all the
/// others (so they keep their optima). `nullopt` when the required constraints cannot hold. A
/// solver that refuses a call as out of range is right only when this is beyond the range.
inline std::optional<Rational> leastLargestMagnitude(const System& system) {
  System bounded = system;
  const std::size_t t = system.variableCount;
  bounded.variableCount = t + 1;
  std::vector<double> levels = levelsOf(system);
  double lowest = levels.empty() ? 1.0 : levels.back() / 2;
  for (std::size_t i = 0; i < t; ++i) {
    bounded.constraints.push_back({{{i, 1.0}, {t, -1.0}}, 0, Relation::lessThanOrEqual});
    bounded.constraints.push_back({{{i, -1.0}, {t, -1.0}}, 0, Relation::lessThanOrEqual});
  }
  bounded.constraints.push_back({{{t, 1.0}}, 0, Relation::equal, lowest});
  ExactSolution solution = solveExactly(bounded);
  if (!solution.feasible) return std::nullopt;
  return solution.values[t];
}

// MARK: Judging a candidate solution (the solver's values)

/// What `judgeCandidate` finds about candidate values.
struct CandidateVerdict {
  /// Whether every required constraint holds within tolerance.
  bool requiredHold = true;
  /// The required constraints that do not hold within tolerance (indices into the system).
  std::vector<std::size_t> violated;
  /// The largest violation of a required constraint, absolute (as a double, for messages).
  double worstViolation = 0;
  /// The candidate's exact error total per level.
  std::vector<Rational> levelErrors;
  /// Whether every level's total equals the optimum within tolerance.
  bool levelsOptimal = true;
  /// The first level whose total differs from the optimum beyond tolerance (when not optimal),
  /// and whether it is worse (true) or better (false: only possible when a higher level or a
  /// required constraint gave way).
  std::size_t firstWrongLevel = 0;
  bool wrongLevelIsWorse = false;
};

/// Judges `values` (one double per variable, converted exactly) against `optimum` (from
/// `solveExactly` of the same system, feasible).
///
/// A required constraint holds when its violation (|e| for `==`, max(0, e) or max(0, -e)) is at
/// most `relativeTolerance · scale`, with scale = max(|constant|, max_j |coefficient_j·x_j|) at
/// the candidate: the size of the largest number the evaluation adds up, so that rounding in any
/// one term is allowed and anything larger is not. A level's total matches the optimum when they
/// differ by at most `relativeTolerance · Σ scale` over that level's constraints.
inline CandidateVerdict judgeCandidate(const System& system, const ExactSolution& optimum,
                                       const std::vector<double>& values, double relativeTolerance = 1e-9) {
  CandidateVerdict verdict;
  std::vector<Rational> x;
  for (std::size_t j = 0; j < system.variableCount; ++j)
    x.push_back(Rational::fromDouble(j < values.size() ? values[j] : 0));
  const Rational tolerance = Rational::fromDouble(relativeTolerance);
  std::vector<Rational> levelScale(optimum.levels.size());
  verdict.levelErrors.assign(optimum.levels.size(), Rational());
  for (std::size_t i = 0; i < system.constraints.size(); ++i) {
    ExactConstraint c = toExact(system.constraints[i], system.variableCount);
    Rational error = c.error(x);
    if (c.isRequired()) {
      if (error > tolerance * c.scale(x)) {
        verdict.requiredHold = false;
        verdict.violated.push_back(i);
        verdict.worstViolation = std::max(verdict.worstViolation, error.toDouble());
      }
      continue;
    }
    std::size_t level = static_cast<std::size_t>(
        std::find(optimum.levels.begin(), optimum.levels.end(), c.priority) - optimum.levels.begin());
    if (level == optimum.levels.size()) continue;  // a level `optimum` does not know: not judged
    verdict.levelErrors[level] += error;
    levelScale[level] += c.scale(x);
  }
  for (std::size_t k = 0; k < optimum.levels.size() && k < optimum.levelErrors.size(); ++k) {
    Rational difference = verdict.levelErrors[k] - optimum.levelErrors[k];
    if (difference.absolute() > tolerance * levelScale[k]) {
      verdict.levelsOptimal = false;
      verdict.firstWrongLevel = k;
      verdict.wrongLevelIsWorse = difference.sign() > 0;
      break;
    }
  }
  return verdict;
}

/// Why `values` (one double per variable, a solver's answer after a success) are wrong for
/// `system` by the exact reference, or empty when they are right: every required constraint holds
/// (`judgeCandidate`'s 1e-9) and every level is optimal. A required set the reference finds
/// infeasible may have been accepted as a knife edge: then every required constraint must hold
/// within 1e-11 of its scale (ExactTableau.h's `knifeEdgeTolerance`).
inline std::string whyValuesAreWrong(const System& system, const std::vector<double>& values) {
  ExactSolution optimum = solveExactly(system);
  if (!optimum.feasible) {
    System required;
    required.variableCount = system.variableCount;
    for (const SystemConstraint& c : system.constraints)
      if (c.isRequired()) required.constraints.push_back(c);
    ExactSolution none;
    none.feasible = true;
    return judgeCandidate(required, none, values, 1e-11).requiredHold
               ? ""
               : "an infeasible required set was accepted beyond its knife edge";
  }
  CandidateVerdict verdict = judgeCandidate(system, optimum, values);
  if (!verdict.requiredHold)
    return "a required constraint is violated by " + std::to_string(verdict.worstViolation);
  if (!verdict.levelsOptimal)
    return "level " + std::to_string(verdict.firstWrongLevel) +
           (verdict.wrongLevelIsWorse ? " is suboptimal" : " is better than the optimum");
  return {};
}

// MARK: The findings format (../shared/findings/README.md)

/// Parses systems in the findings format:
///
///     system <id>
///     vars <n>
///     c <priority> <== | <= | >=> <constant> <var>:<coef> ...    (Σ coef·var + constant OP 0)
///     end
///
/// `#` lines are kept as notes of the next system. Numbers are read with `strtod` (correctly
/// rounded), so a system means the doubles its text denotes. Throws `std::invalid_argument` on
/// malformed text.
inline std::vector<System> parseSystems(const std::string& text) {
  std::vector<System> systems;
  std::optional<System> current;
  std::vector<std::string> notes;
  std::istringstream lines(text);
  std::string line;
  auto number = [](const std::string& token) {
    char* end = nullptr;
    double value = std::strtod(token.c_str(), &end);
    if (token.empty() || end != token.c_str() + token.size())
      throw std::invalid_argument("parseSystems: not a number: " + token);
    return value;
  };
  while (std::getline(lines, line)) {
    std::size_t start = line.find_first_not_of(" \t\r");
    if (start == std::string::npos) continue;
    if (line[start] == '#') {
      notes.push_back(line.substr(start + 1));
      continue;
    }
    std::istringstream words(line);
    std::string keyword;
    words >> keyword;
    if (keyword == "system") {
      current = System();
      words >> current->name;
      current->notes = std::move(notes);
      notes.clear();
    } else if (!current) {
      throw std::invalid_argument("parseSystems: '" + keyword + "' outside a system");
    } else if (keyword == "vars") {
      words >> current->variableCount;
    } else if (keyword == "c") {
      SystemConstraint c;
      std::string priority, relation, constant, term;
      words >> priority >> relation >> constant;
      c.priority = number(priority);
      if (relation == "==")
        c.relation = Relation::equal;
      else if (relation == "<=")
        c.relation = Relation::lessThanOrEqual;
      else if (relation == ">=")
        c.relation = Relation::greaterThanOrEqual;
      else
        throw std::invalid_argument("parseSystems: unknown relation " + relation);
      c.constant = number(constant);
      while (words >> term) {
        std::size_t colon = term.find(':');
        if (colon == std::string::npos) throw std::invalid_argument("parseSystems: bad term " + term);
        std::size_t variable = static_cast<std::size_t>(number(term.substr(0, colon)));
        if (variable >= current->variableCount)
          throw std::invalid_argument("parseSystems: variable out of range in " + term);
        c.terms.push_back({variable, number(term.substr(colon + 1))});
      }
      current->constraints.push_back(std::move(c));
    } else if (keyword == "end") {
      systems.push_back(std::move(*current));
      current.reset();
    } else {
      throw std::invalid_argument("parseSystems: unknown line: " + line);
    }
  }
  if (current) throw std::invalid_argument("parseSystems: a system without 'end'");
  return systems;
}

/// The text of `system` in the findings format (priorities, constants and coefficients with 17
/// significant digits, so that `parseSystems` gives the same doubles back).
inline std::string formatSystem(const System& system) {
  std::ostringstream out;
  out.precision(17);
  for (const std::string& note : system.notes) out << "#" << note << "\n";
  out << "system " << (system.name.empty() ? "unnamed" : system.name) << "\nvars " << system.variableCount
      << "\n";
  for (const SystemConstraint& c : system.constraints) {
    const char* relation =
        c.relation == Relation::equal ? "==" : (c.relation == Relation::lessThanOrEqual ? "<=" : ">=");
    out << "c " << c.priority << " " << relation << " " << c.constant;
    for (const auto& [variable, coefficient] : c.terms) out << " " << variable << ":" << coefficient;
    out << "\n";
  }
  out << "end\n";
  return out.str();
}

}  // namespace clayout::testing::exact
