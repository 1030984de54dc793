// ExactReference.h — an exact lexicographic LP reference for the solver's problem, in rationals.
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
// The algorithm: one dense tableau over the rationals.
//   1. Columns: each variable x_j (free); per required inequality a slack s >= 0 (`e + s = 0`
//      for `<=`, `e - s = 0` for `>=`); per optional constraint p, q >= 0 with `e - p + q = 0`
//      (its error is p + q, p or q by relation: tight at any optimum). One row per constraint.
//   2. The free columns are eliminated by Gauss-Jordan pivots (each on the sparsest row that has
//      it); their rows leave the tableau and give the x_j back at the end by substitution. A row
//      left all zero is redundant (zero right side) or proves infeasibility (nonzero).
//   3. Phase one: each remaining row gets a basic column (a positive column found in no other
//      row, else an artificial); minimizing the artificials' sum decides feasibility. Artificials
//      left basic at zero are pivoted out, or their row is redundant and dropped.
//   4. Phase two, level by level, on the same tableau: minimize the level's error columns. At
//      the optimum every nonbasic column with a positive reduced cost must stay zero for the
//      level to keep its optimum, and is removed for the lower levels; nothing else changes.
//   Pivots follow Bland's rule (lowest index enters; ties of the ratio test leave by the lowest
//   basic index), so no cycling, and every number stays exact.
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

#include "ExactRational.h"

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

/// The dense tableau of `solve` and its pivoting. Rows are `Σ_k rows[i][k]·z_k = rhs[i]`; in
/// canonical form column `basis[i]` is 1 in row i and 0 in every other row.
struct Tableau {
  std::vector<std::vector<Rational>> rows;
  std::vector<Rational> rhs;
  std::vector<std::size_t> basis;
  std::size_t pivots = 0;

  /// Makes column `column` basic in row `row` (its entry there must be nonzero), eliminating it
  /// from every other row, from `extraRows` (rows kept outside the simplex, same width), and from
  /// the objective `reduced` (reduced costs; `value` is the objective's current value, so that
  /// objective = value + Σ reduced_k·z_k over the nonbasic columns) when given.
  void pivot(std::size_t row, std::size_t column, std::vector<Rational>* reduced = nullptr,
             Rational* value = nullptr, std::vector<std::vector<Rational>>* extraRows = nullptr,
             std::vector<Rational>* extraRhs = nullptr) {
    ++pivots;
    std::vector<Rational>& pivotRow = rows[row];
    if (!(pivotRow[column] == Rational(1))) {
      Rational inverse = pivotRow[column].reciprocal();
      for (Rational& entry : pivotRow)
        if (!entry.isZero()) entry *= inverse;
      rhs[row] *= inverse;
    }
    std::vector<std::size_t> nonzero;
    for (std::size_t k = 0; k < pivotRow.size(); ++k)
      if (!pivotRow[k].isZero()) nonzero.push_back(k);
    auto eliminate = [&](std::vector<Rational>& target, Rational& targetRhs) {
      if (target[column].isZero()) return;
      Rational factor = target[column];
      for (std::size_t k : nonzero) target[k] -= factor * pivotRow[k];
      targetRhs -= factor * rhs[row];
    };
    for (std::size_t i = 0; i < rows.size(); ++i)
      if (i != row) eliminate(rows[i], rhs[i]);
    if (extraRows != nullptr)
      for (std::size_t i = 0; i < extraRows->size(); ++i) eliminate((*extraRows)[i], (*extraRhs)[i]);
    if (reduced != nullptr && !(*reduced)[column].isZero()) {
      Rational factor = (*reduced)[column];
      for (std::size_t k : nonzero) (*reduced)[k] -= factor * pivotRow[k];
      *value += factor * rhs[row];
    }
    if (row < basis.size()) basis[row] = column;
  }

  /// The reduced costs of `cost` for the current basis, and the objective's value.
  std::pair<std::vector<Rational>, Rational> reducedCosts(const std::vector<Rational>& cost) const {
    std::vector<Rational> reduced = cost;
    Rational value;
    for (std::size_t i = 0; i < rows.size(); ++i) {
      const Rational& basic = cost[basis[i]];
      if (basic.isZero()) continue;
      for (std::size_t k = 0; k < rows[i].size(); ++k)
        if (!rows[i][k].isZero()) reduced[k] -= basic * rows[i][k];
      value += basic * rhs[i];
    }
    return {std::move(reduced), std::move(value)};
  }

  /// Minimizes the objective whose reduced costs are `reduced` (value `value`) over the columns
  /// with `allowed[k]`, from the current feasible basis, by Bland's rule. Assumes the objective
  /// is bounded below (every objective here is a sum of nonnegative columns); throws
  /// `std::logic_error` if it is not.
  void minimize(std::vector<Rational>& reduced, Rational& value, const std::vector<bool>& allowed) {
    std::vector<bool> isBasic(reduced.size(), false);
    for (std::size_t b : basis) isBasic[b] = true;
    for (;;) {
      std::size_t entering = reduced.size();
      for (std::size_t k = 0; k < reduced.size(); ++k)
        if (allowed[k] && !isBasic[k] && reduced[k].sign() < 0) {
          entering = k;
          break;
        }
      if (entering == reduced.size()) return;
      std::size_t leaving = rows.size();
      Rational best;
      for (std::size_t i = 0; i < rows.size(); ++i) {
        const Rational& a = rows[i][entering];
        if (a.sign() <= 0) continue;
        Rational ratio = rhs[i] / a;
        if (leaving == rows.size() || ratio < best || (ratio == best && basis[i] < basis[leaving])) {
          leaving = i;
          best = std::move(ratio);
        }
      }
      if (leaving == rows.size()) throw std::logic_error("ExactReference: unbounded objective");
      isBasic[basis[leaving]] = false;
      pivot(leaving, entering, &reduced, &value);
      isBasic[entering] = true;
    }
  }
};

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
  detail::Tableau tableau;
  for (std::size_t i = 0; i < constraints.size(); ++i) {
    const ExactConstraint& c = constraints[i];
    std::vector<Rational> row(columns);
    for (std::size_t j = 0; j < n; ++j) row[j] = c.coefficients[j];
    if (!c.isRequired()) {
      row[firstExtra[i]] = Rational(-1);     // p
      row[firstExtra[i] + 1] = Rational(1);  // q
    } else if (c.relation != Relation::equal) {
      row[firstExtra[i]] = Rational(c.relation == Relation::lessThanOrEqual ? 1 : -1);
    }
    tableau.rows.push_back(std::move(row));
    tableau.rhs.push_back(-c.constant);
  }

  // 2. Eliminate the free columns; their rows move to `defining`.
  std::vector<std::vector<Rational>> defining;
  std::vector<Rational> definingRhs;
  std::vector<std::size_t> definedVariable;
  for (std::size_t j = 0; j < n; ++j) {
    std::size_t chosen = tableau.rows.size(), fewest = std::numeric_limits<std::size_t>::max();
    for (std::size_t i = 0; i < tableau.rows.size(); ++i) {
      if (tableau.rows[i][j].isZero()) continue;
      std::size_t count = 0;
      for (const Rational& entry : tableau.rows[i]) count += entry.isZero() ? 0 : 1;
      if (count < fewest) fewest = count, chosen = i;
    }
    if (chosen == tableau.rows.size()) continue;  // x_j is in no remaining row
    tableau.pivot(chosen, j, nullptr, nullptr, &defining, &definingRhs);
    defining.push_back(std::move(tableau.rows[chosen]));
    definingRhs.push_back(std::move(tableau.rhs[chosen]));
    definedVariable.push_back(j);
    tableau.rows.erase(tableau.rows.begin() + static_cast<std::ptrdiff_t>(chosen));
    tableau.rhs.erase(tableau.rhs.begin() + static_cast<std::ptrdiff_t>(chosen));
  }
  solution.pivots = tableau.pivots;
  // Rows left all zero: redundant, or a proof of infeasibility.
  for (std::size_t i = tableau.rows.size(); i-- > 0;) {
    bool empty = std::all_of(tableau.rows[i].begin(), tableau.rows[i].end(),
                             [](const Rational& entry) { return entry.isZero(); });
    if (!empty) continue;
    if (!tableau.rhs[i].isZero()) return solution;
    tableau.rows.erase(tableau.rows.begin() + static_cast<std::ptrdiff_t>(i));
    tableau.rhs.erase(tableau.rhs.begin() + static_cast<std::ptrdiff_t>(i));
  }

  // 3. Phase one. A row's basic column: positive in it (after making its right side
  // nonnegative) and zero in every other row; otherwise a new artificial column.
  const std::size_t m = tableau.rows.size();
  std::vector<std::size_t> rowsUsing(columns, 0);
  for (const std::vector<Rational>& row : tableau.rows)
    for (std::size_t k = n; k < columns; ++k) rowsUsing[k] += row[k].isZero() ? 0 : 1;
  tableau.basis.assign(m, 0);
  std::vector<std::size_t> artificialRows;
  for (std::size_t i = 0; i < m; ++i) {
    std::vector<Rational>& row = tableau.rows[i];
    if (tableau.rhs[i].sign() < 0) {
      for (Rational& entry : row)
        if (!entry.isZero()) entry = -entry;
      tableau.rhs[i] = -tableau.rhs[i];
    }
    std::size_t basic = columns;
    for (std::size_t k = n; k < columns && basic == columns; ++k)
      if (rowsUsing[k] == 1 && row[k].sign() > 0) basic = k;
    if (basic < columns) {
      Rational inverse = row[basic].reciprocal();
      for (Rational& entry : row)
        if (!entry.isZero()) entry *= inverse;
      tableau.rhs[i] *= inverse;
      tableau.basis[i] = basic;
    } else {
      artificialRows.push_back(i);
    }
  }
  const std::size_t realColumns = columns;
  for (std::size_t i : artificialRows) {
    for (std::size_t r = 0; r < m; ++r) tableau.rows[r].push_back(Rational(r == i ? 1 : 0));
    tableau.basis[i] = columns++;
  }
  std::vector<bool> allowed(columns, true);
  for (std::size_t j = 0; j < n; ++j) allowed[j] = false;  // free columns are gone from these rows
  if (!artificialRows.empty()) {
    std::vector<Rational> cost(columns);
    for (std::size_t k = realColumns; k < columns; ++k) cost[k] = Rational(1);
    auto [reduced, value] = tableau.reducedCosts(cost);
    tableau.minimize(reduced, value, allowed);
    if (value.sign() > 0) {
      solution.pivots = tableau.pivots;
      return solution;
    }
    // Pivot the artificials still basic (at zero) out, or drop their redundant rows.
    for (std::size_t i = tableau.rows.size(); i-- > 0;) {
      if (tableau.basis[i] < realColumns) continue;
      std::size_t column = realColumns;
      for (std::size_t k = n; k < realColumns && column == realColumns; ++k)
        if (!tableau.rows[i][k].isZero()) column = k;
      if (column < realColumns) {
        tableau.pivot(i, column);
      } else {
        tableau.rows.erase(tableau.rows.begin() + static_cast<std::ptrdiff_t>(i));
        tableau.rhs.erase(tableau.rhs.begin() + static_cast<std::ptrdiff_t>(i));
        tableau.basis.erase(tableau.basis.begin() + static_cast<std::ptrdiff_t>(i));
      }
    }
    for (std::size_t k = realColumns; k < columns; ++k) allowed[k] = false;
  }
  solution.feasible = true;

  // 4. Phase two, level by level.
  for (double level : solution.levels) {
    std::vector<Rational> cost(columns);
    for (std::size_t i = 0; i < constraints.size(); ++i) {
      const ExactConstraint& c = constraints[i];
      if (c.isRequired() || c.priority != level) continue;
      if (c.relation != Relation::greaterThanOrEqual) cost[firstExtra[i]] = Rational(1);   // p
      if (c.relation != Relation::lessThanOrEqual) cost[firstExtra[i] + 1] = Rational(1);  // q
    }
    auto [reduced, value] = tableau.reducedCosts(cost);
    tableau.minimize(reduced, value, allowed);
    solution.levelErrors.push_back(value);
    std::vector<bool> isBasic(columns, false);
    for (std::size_t b : tableau.basis) isBasic[b] = true;
    for (std::size_t k = 0; k < columns; ++k)
      if (!isBasic[k] && reduced[k].sign() > 0) allowed[k] = false;
  }
  solution.pivots = tableau.pivots;

  // The point: basic columns at their right sides, nonbasic at zero, the variables from their
  // defining rows (a variable in no row at all stays zero).
  std::vector<Rational> z(columns);
  for (std::size_t i = 0; i < tableau.rows.size(); ++i) z[tableau.basis[i]] = tableau.rhs[i];
  solution.values.assign(n, Rational());
  for (std::size_t d = 0; d < defining.size(); ++d) {
    Rational x = definingRhs[d];
    for (std::size_t k = n; k < realColumns; ++k)
      if (!defining[d][k].isZero() && !z[k].isZero()) x -= defining[d][k] * z[k];
    solution.values[definedVariable[d]] = x;
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
