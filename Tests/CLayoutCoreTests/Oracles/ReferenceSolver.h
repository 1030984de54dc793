// ReferenceSolver.h — a dense, slow, independent reference solver: the oracle of the solver tests.
//
// It answers two questions about a small linear system with Auto Layout priorities:
//   1. Can its required constraints all hold? (`feasible`)
//   2. If so, what are the optimal error totals of its priority levels, taken lexicographically
//      from the highest priority to the lowest? (`solve`)
//
// It shares no code and no idea of representation with the library's solver: it does not include
// any library header, it rebuilds every linear program from scratch, and it solves each one with
// the textbook two-phase primal simplex on a dense tableau with Bland's rule (no cycling), in
// `long double`. It is meant for systems of a handful of variables and a few dozen constraints.
//
// Semantics (the ones the library's solver promises):
//   * A constraint is `e relation 0` where `e = Σ coefficient_j·x_j + constant` and the x_j are
//     free (unbounded) reals.
//   * Priority 1000 is required: the constraint must hold exactly.
//   * Every other distinct priority in use is one level of the objective. The error of a
//     constraint is |e| for `e == 0`, max(0, e) for `e <= 0` and max(0, -e) for `e >= 0`; the
//     errors of one level are summed without weights.
//   * Levels are optimized lexicographically: level k minimizes its total subject to the required
//     constraints and to every higher level j < k keeping its total at its optimum (to within a
//     tiny tolerance, `levelSlack`).
//   * An edit variable v at priority p with suggestion s is the constraint `v - s == 0` at p: the
//     caller passes it as an ordinary constraint.
//
// Linear programs in standard form. Every program built here is
//     minimize  c·z   subject to  A·z = b,  z >= 0
// with these columns z:
//   * x_j = xPlus_j - xMinus_j for each variable (a free variable split into two nonnegative parts);
//   * for each non-required constraint, its error split as e = p - q (p, q >= 0): the error is
//     p + q for `==`, p for `<=` (p >= max(0, e), tight at the optimum) and q for `>=`;
//   * for each required inequality, one slack s >= 0: `e + s = 0` for `<=`, `e - s = 0` for `>=`;
//   * for each higher level already optimized, one slack t >= 0 in `Σ level errors + t = bound`.
// Because every objective is a sum of nonnegative columns, no program is ever unbounded.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

namespace clayout::testing::reference {

using Real = long double;

/// How a constraint's expression relates to zero (the reference's own enum: no library types).
enum class Relation { lessThanOrEqual, equal, greaterThanOrEqual };

/// The required priority on Auto Layout's scale.
inline constexpr double requiredPriority = 1000;

/// `Σ coefficients[j]·x_j + constant  relation  0` at `priority`.
struct LinearConstraint {
  /// One coefficient per variable; a shorter vector means the missing coefficients are zero.
  std::vector<Real> coefficients;
  Real constant = 0;
  Relation relation = Relation::equal;
  double priority = requiredPriority;

  bool isRequired() const { return priority >= requiredPriority; }

  /// The coefficient of variable `j` (0 beyond the vector's end).
  Real coefficient(std::size_t j) const { return j < coefficients.size() ? coefficients[j] : 0; }

  /// The value of the expression e at `values`.
  Real evaluate(const std::vector<Real>& values) const {
    Real sum = constant;
    for (std::size_t j = 0; j < coefficients.size() && j < values.size(); ++j)
      sum += coefficients[j] * values[j];
    return sum;
  }

  /// Σ |coefficient_j·x_j| + |constant|: the size against which a residual is judged small.
  Real magnitude(const std::vector<Real>& values) const {
    Real sum = std::fabs(constant);
    for (std::size_t j = 0; j < coefficients.size() && j < values.size(); ++j)
      sum += std::fabs(coefficients[j] * values[j]);
    return sum;
  }

  /// The error of this constraint at `values`: |e|, max(0, e) or max(0, -e) by relation.
  Real error(const std::vector<Real>& values) const {
    Real e = evaluate(values);
    switch (relation) {
      case Relation::equal:
        return std::fabs(e);
      case Relation::lessThanOrEqual:
        return std::max<Real>(0, e);
      case Relation::greaterThanOrEqual:
        return std::max<Real>(0, -e);
    }
    return 0;
  }
};

/// The distinct non-required priorities in use, highest first: the levels of the objective.
inline std::vector<double> levelsOf(const std::vector<LinearConstraint>& constraints) {
  std::vector<double> levels;
  for (const LinearConstraint& c : constraints)
    if (!c.isRequired() && std::find(levels.begin(), levels.end(), c.priority) == levels.end())
      levels.push_back(c.priority);
  std::sort(levels.begin(), levels.end(), std::greater<double>());
  return levels;
}

/// The error total of each level in `levels` at `values` (used to judge any candidate solution).
inline std::vector<Real> levelErrorsAt(const std::vector<LinearConstraint>& constraints,
                                       const std::vector<double>& levels, const std::vector<Real>& values) {
  std::vector<Real> totals(levels.size(), 0);
  for (const LinearConstraint& c : constraints) {
    if (c.isRequired()) continue;
    for (std::size_t k = 0; k < levels.size(); ++k)
      if (levels[k] == c.priority) totals[k] += c.error(values);
  }
  return totals;
}

// MARK: The dense two-phase simplex

/// A linear program in standard form: minimize cost·z subject to rows·z = rhs, z >= 0.
struct StandardFormProgram {
  std::size_t columns = 0;
  std::vector<std::vector<Real>> rows;  // each of length `columns`
  std::vector<Real> rhs;
  std::vector<Real> cost;  // length `columns`

  std::size_t addColumn() {
    for (std::vector<Real>& row : rows) row.push_back(0);
    cost.push_back(0);
    return columns++;
  }
  std::size_t addRow(Real right) {
    rows.emplace_back(columns, 0);
    rhs.push_back(right);
    return rows.size() - 1;
  }
};

/// The outcome of a standard-form program.
struct ProgramResult {
  bool feasible = false;
  Real objective = 0;   // meaningful when feasible
  std::vector<Real> z;  // an optimal point when feasible
};

/// Tolerances of the dense simplex. The data of the tests are small integers, so every nonzero
/// entry of any tableau is far larger than these.
struct Tolerances {
  /// A tableau entry smaller than this in magnitude is treated as zero when choosing a pivot.
  Real pivot = 1e-12L;
  /// A reduced cost must be below -this for its column to enter.
  Real reducedCost = 1e-12L;
  /// Phase 1 must reach a total infeasibility of at most this (times 1 + max |rhs|).
  Real feasibility = 1e-9L;
};

/// Solves `program` by the two-phase simplex method with Bland's rule.
///
/// Phase 1 adds one artificial column per row (rows first negated so that rhs >= 0) and minimizes
/// their sum; a positive optimum means the rows have no nonnegative solution. The artificials still
/// basic are then pivoted out (a row where that is impossible is redundant and its artificial stays
/// at zero, never able to move). Phase 2 minimizes the real cost over the original columns only.
/// When `phaseOneOnly` is set, only feasibility is decided.
inline ProgramResult solveProgram(const StandardFormProgram& program, bool phaseOneOnly = false,
                                  Tolerances tolerances = {}) {
  const std::size_t m = program.rows.size();
  const std::size_t n = program.columns;
  const std::size_t width = n + m;  // original columns, then one artificial per row

  std::vector<std::vector<Real>> tableau(m, std::vector<Real>(width, 0));
  std::vector<Real> rhs(m);
  std::vector<std::size_t> basis(m);
  Real rhsScale = 1;
  for (std::size_t i = 0; i < m; ++i) {
    Real sign = program.rhs[i] < 0 ? -1 : 1;
    for (std::size_t j = 0; j < n; ++j) tableau[i][j] = sign * program.rows[i][j];
    tableau[i][n + i] = 1;
    rhs[i] = sign * program.rhs[i];
    basis[i] = n + i;
    rhsScale = std::max(rhsScale, 1 + rhs[i]);
  }

  auto pivot = [&](std::size_t row, std::size_t column) {
    Real element = tableau[row][column];
    for (std::size_t j = 0; j < width; ++j) tableau[row][j] /= element;
    rhs[row] /= element;
    tableau[row][column] = 1;
    for (std::size_t i = 0; i < m; ++i) {
      if (i == row) continue;
      Real factor = tableau[i][column];
      if (factor == 0) continue;
      for (std::size_t j = 0; j < width; ++j) tableau[i][j] -= factor * tableau[row][j];
      tableau[i][column] = 0;
      rhs[i] -= factor * rhs[row];
      if (rhs[i] < 0 && rhs[i] > -tolerances.pivot) rhs[i] = 0;  // rounding noise only
    }
    basis[row] = column;
  };

  // Minimizes `cost` over the columns `j < allowedColumns`, from the current feasible basis.
  auto runSimplex = [&](const std::vector<Real>& cost, std::size_t allowedColumns) {
    std::vector<bool> isBasic(width, false);
    for (std::size_t i = 0; i < m; ++i) isBasic[basis[i]] = true;
    for (std::size_t iteration = 0;; ++iteration) {
      if (iteration > 100000) throw std::logic_error("reference simplex: iteration limit");
      // Bland's rule: the entering column is the lowest-indexed one with a negative reduced cost.
      std::size_t entering = width;
      for (std::size_t j = 0; j < allowedColumns && entering == width; ++j) {
        if (isBasic[j]) continue;
        Real reduced = cost[j];
        for (std::size_t i = 0; i < m; ++i) reduced -= cost[basis[i]] * tableau[i][j];
        if (reduced < -tolerances.reducedCost) entering = j;
      }
      if (entering == width) return;
      // Ratio test; ties go to the row whose basic column has the lowest index (Bland).
      std::size_t leaving = m;
      Real best = 0;
      for (std::size_t i = 0; i < m; ++i) {
        Real a = tableau[i][entering];
        if (a <= tolerances.pivot) continue;
        Real ratio = rhs[i] / a;
        if (leaving == m || ratio < best - 1e-15L || (ratio <= best + 1e-15L && basis[i] < basis[leaving])) {
          leaving = i;
          best = ratio;
        }
      }
      if (leaving == m)
        throw std::logic_error("reference simplex: unbounded (impossible for error objectives)");
      isBasic[basis[leaving]] = false;
      pivot(leaving, entering);
      isBasic[entering] = true;
    }
  };

  auto objectiveOf = [&](const std::vector<Real>& cost) {
    Real total = 0;
    for (std::size_t i = 0; i < m; ++i) total += cost[basis[i]] * rhs[i];
    return total;
  };

  // Phase 1: minimize the sum of the artificials.
  std::vector<Real> phaseOneCost(width, 0);
  for (std::size_t i = 0; i < m; ++i) phaseOneCost[n + i] = 1;
  runSimplex(phaseOneCost, width);
  ProgramResult result;
  if (objectiveOf(phaseOneCost) > tolerances.feasibility * rhsScale) return result;
  result.feasible = true;
  if (phaseOneOnly) return result;

  // Drive the artificials out of the basis (they are at zero): pivot on the largest entry of
  // their row among the original columns. A row with none is a combination of the others.
  for (std::size_t i = 0; i < m; ++i) {
    if (basis[i] < n) continue;
    std::size_t column = n;
    for (std::size_t j = 0; j < n; ++j)
      if (std::fabs(tableau[i][j]) > tolerances.pivot &&
          (column == n || std::fabs(tableau[i][j]) > std::fabs(tableau[i][column])))
        column = j;
    if (column < n) {
      rhs[i] = 0;  // it is zero up to rounding; make the degenerate pivot exact
      pivot(i, column);
    }
  }

  // Phase 2: minimize the real cost over the original columns only.
  std::vector<Real> cost(width, 0);
  for (std::size_t j = 0; j < n; ++j) cost[j] = program.cost[j];
  runSimplex(cost, n);
  result.objective = objectiveOf(cost);
  result.z.assign(n, 0);
  for (std::size_t i = 0; i < m; ++i)
    if (basis[i] < n) result.z[basis[i]] = rhs[i];
  return result;
}

// MARK: Building the programs of a constrained system

/// The column layout of one program built from a system (see the header comment).
struct SystemProgram {
  StandardFormProgram program;
  std::vector<std::size_t> xPlus, xMinus;          // per variable
  std::vector<std::size_t> errorPlus, errorMinus;  // per constraint (unused for required ones)

  /// The error column expression of non-required constraint `c`: which columns sum to its error.
  std::vector<std::size_t> errorColumns(const LinearConstraint& c, std::size_t index) const {
    switch (c.relation) {
      case Relation::equal:
        return {errorPlus[index], errorMinus[index]};
      case Relation::lessThanOrEqual:
        return {errorPlus[index]};
      case Relation::greaterThanOrEqual:
        return {errorMinus[index]};
    }
    return {};
  }

  /// The variable values of a solution point.
  std::vector<Real> values(const std::vector<Real>& z) const {
    std::vector<Real> x(xPlus.size());
    for (std::size_t j = 0; j < x.size(); ++j) x[j] = z[xPlus[j]] - z[xMinus[j]];
    return x;
  }
};

/// The rows of every constraint: required ones as hard rows (with a slack for inequalities),
/// the others (unless `requiredOnly`) as `e - p + q = 0` with their error columns.
/// With `everythingRequired`, every constraint is treated as required, whatever its priority.
inline SystemProgram buildSystemProgram(std::size_t variableCount,
                                        const std::vector<LinearConstraint>& constraints, bool requiredOnly,
                                        bool everythingRequired = false) {
  SystemProgram s;
  for (std::size_t j = 0; j < variableCount; ++j) {
    s.xPlus.push_back(s.program.addColumn());
    s.xMinus.push_back(s.program.addColumn());
  }
  s.errorPlus.assign(constraints.size(), 0);
  s.errorMinus.assign(constraints.size(), 0);
  for (std::size_t index = 0; index < constraints.size(); ++index) {
    const LinearConstraint& c = constraints[index];
    bool hard = everythingRequired || c.isRequired();
    if (!hard && requiredOnly) continue;
    // Σ a_j (x+_j - x-_j) [+ slack or error columns] = -constant
    std::size_t extraA = 0, extraB = 0;
    bool hasA = false, hasB = false;
    if (hard) {
      if (c.relation != Relation::equal) extraA = s.program.addColumn(), hasA = true;
    } else {
      extraA = s.errorPlus[index] = s.program.addColumn();
      extraB = s.errorMinus[index] = s.program.addColumn();
      hasA = hasB = true;
    }
    std::size_t row = s.program.addRow(-c.constant);
    std::vector<Real>& r = s.program.rows[row];
    for (std::size_t j = 0; j < variableCount; ++j) {
      r[s.xPlus[j]] = c.coefficient(j);
      r[s.xMinus[j]] = -c.coefficient(j);
    }
    if (hard) {
      // e <= 0  ⇔  e + s = 0;   e >= 0  ⇔  e - s = 0.
      if (hasA) r[extraA] = c.relation == Relation::lessThanOrEqual ? 1 : -1;
    } else {
      // e = p - q  ⇔  e - p + q = 0.
      r[extraA] = -1;
      r[extraB] = 1;
    }
  }
  return s;
}

/// Whether every constraint of `constraints` can hold at once, each treated as required
/// whatever its priority.
inline bool feasible(std::size_t variableCount, const std::vector<LinearConstraint>& constraints) {
  SystemProgram s = buildSystemProgram(variableCount, constraints, true, true);
  return solveProgram(s.program, true).feasible;
}

/// The reference's answer for a whole system.
struct Solution {
  /// Whether the required constraints can all hold.
  bool feasible = false;
  /// The levels (distinct non-required priorities), highest first.
  std::vector<double> levels;
  /// The optimal error total of each level, lexicographically (meaningful when feasible).
  std::vector<Real> levelErrors;
  /// One lexicographically optimal point.
  std::vector<Real> values;
};

/// The slack given to a higher level's optimum when lower levels are optimized. Tiny against the
/// tests' tolerances, and large against the rounding of `long double` arithmetic.
inline Real levelSlack(Real optimum) { return 1e-12L * (1 + std::fabs(optimum)); }

/// Solves a system lexicographically: feasibility of the required part, then each level from the
/// highest priority to the lowest, minimizing its error total subject to the required constraints
/// and to every higher level staying within `levelSlack` of its optimum. Each level is a fresh
/// program solved from scratch.
inline Solution solve(std::size_t variableCount, const std::vector<LinearConstraint>& constraints) {
  Solution solution;
  solution.levels = levelsOf(constraints);
  {
    SystemProgram requiredPart = buildSystemProgram(variableCount, constraints, true);
    ProgramResult r = solveProgram(requiredPart.program);
    if (!r.feasible) return solution;
    solution.feasible = true;
    solution.values = requiredPart.values(r.z);
  }
  for (std::size_t level = 0; level < solution.levels.size(); ++level) {
    SystemProgram s = buildSystemProgram(variableCount, constraints, false);
    // Bounds of the higher levels: Σ their error columns + t = optimum + slack.
    for (std::size_t higher = 0; higher < level; ++higher) {
      std::size_t t = s.program.addColumn();
      std::size_t row =
          s.program.addRow(solution.levelErrors[higher] + levelSlack(solution.levelErrors[higher]));
      s.program.rows[row][t] = 1;
      for (std::size_t index = 0; index < constraints.size(); ++index)
        if (!constraints[index].isRequired() && constraints[index].priority == solution.levels[higher])
          for (std::size_t column : s.errorColumns(constraints[index], index))
            s.program.rows[row][column] = 1;
    }
    // This level's objective.
    for (std::size_t index = 0; index < constraints.size(); ++index)
      if (!constraints[index].isRequired() && constraints[index].priority == solution.levels[level])
        for (std::size_t column : s.errorColumns(constraints[index], index)) s.program.cost[column] = 1;
    ProgramResult r = solveProgram(s.program);
    if (!r.feasible) throw std::logic_error("reference: a level program lost feasibility");
    solution.levelErrors.push_back(std::max<Real>(0, r.objective));
    solution.values = s.values(r.z);
  }
  return solution;
}

}  // namespace clayout::testing::reference
