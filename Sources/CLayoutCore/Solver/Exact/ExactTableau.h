// ExactTableau.h — the solver's problem solved again in exact arithmetic (internal).
//
// ## Why a second tableau
//
// The solver's tableau is in doubles. On layouts its numbers stay small and round and every
// decision it makes (is this cell zero, is this slack negative, is this cost negative) is clear;
// on systems whose coefficients span 0.001 to 1000 the cells of an optimal basis can reach 1e14,
// their rounding then exceeds any tolerance, and the double tableau refuses feasible constraints,
// violates required ones or stops at a suboptimal vertex (docs/exactness.md). When the
// solver cannot vouch for what its doubles say (see "The arbiter" in Arbitration.cpp), it asks this
// tableau, which decides with no rounding at all, and then writes the exact answer back into the
// double tableau (rounded once, from exact values).
//
// ## The algorithm
//
// The same problem and the same normal forms as the double solver (the table at the top of
// SolverImplementation.cpp): one row per constraint, `Σ a·x + c + markers = 0`. Every double is
// m·2^e, so a row times a power of two is a row of integers; a row is kept as
//
//     scale · basic = constant + Σ coefficient · parametric        (scale > 0, all integers)
//
// divided by the greatest common divisor of its numbers after each change, so that its integers
// are the smallest that write it (their size is then bounded by the determinants of the basis,
// as in fraction-free elimination). The value of a basic symbol is constant/scale. Constraints go
// in one by one, in the order given:
//   1. The row is written in parametric symbols (basic ones substituted out).
//   2. An external symbol in it (a host's variable, free in sign) becomes its basic symbol,
//      preferring the given subject. External symbols are then never in a row of restricted
//      symbols: substituting a new external subject touches only rows of other external
//      symbols, which no bound constrains, so the tableau stays feasible.
//   3. Else the row holds restricted symbols only (slack, error ≥ 0; dummy = 0). Written with a
//      constant ≥ 0, its own fresh slack or error with a negative coefficient is a feasible
//      basic symbol (an optional row always has one); a row of dummies alone is redundant when
//      its constant is 0 (its dummy becomes basic) and proves a conflict otherwise; else phase
//      one minimizes an artificial symbol put in as the row's basic symbol: the constraint can
//      hold exactly when it reaches 0.
// The constraints before a failing one were feasible together (the tableau was), and with it
// they are not: the failing one is the first whose prefix cannot hold. Once all are in,
// `optimize` runs the primal simplex on the objective levels, highest first (lexicographic
// costs: a symbol enters when its first non-zero cost, read from the highest level down, is
// negative), with Dantzig's rule until 50 degenerate steps in a row and Bland's rule after (the
// smallest entering symbol, ties of the ratio test to the smallest basic symbol), which cannot
// cycle. Every choice is made on exact numbers.
//
// ## Knife edges
//
// A host's numbers are decimals rounded to doubles: `w == 1.6·h` with `w == 160` and `h == 100`
// cannot hold exactly (1.6 is 1.6000000000000000888 as a double), yet every layout engine
// accepts it, and so does this one. A required constraint whose exact conflict with the ones
// before it is below `knifeEdgeTolerance` of its own scale (the largest of its constant and its
// terms at the point the tableau holds) is held as nearly as it can be: its constant is taken as
// moved by the exact amount of the conflict (the constant of its row of dummies, or the minimum
// phase one reached), which leaves it violated by that amount and nothing else. The tableau is
// then exact for the constraints as moved. A conflict beyond the tolerance is a conflict, but
// for a constraint the solver holds already (`ExactConstraint::accepted`): whether a conflict is
// within the tolerance depends on the point, and a solve from scratch meets the constraints at
// other points than the calls that accepted them did, so what was accepted stays accepted.
//
// ## Conflicts
//
// Every row is a combination Σ λ_j·(row of constraint j) of the constraints' own rows, and each
// marker (slack, dummy) is in its own constraint's row only, so λ_j is read off the marker's
// coefficient. When a row of dummies has a non-zero constant, or phase one ends with the
// artificial symbol positive, the row (or the phase-one objective) is a proof that the
// constraints with λ_j ≠ 0 cannot hold together (Farkas): `conflict()` lists them. It may not be
// the smallest such set; the arbiter narrows it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "BigInteger.h"
#include "CLayoutCore/Solver/Constraint.h"

namespace clayout::internal::exact {

/// One constraint of the problem: `Σ coefficient·x_variable + constant  relation  0`, with the
/// doubles as the host gave them (converted exactly). Variables are the tableau's symbols made by
/// `addVariable`.
struct ExactConstraint {
  std::vector<std::pair<std::uint32_t, double>> terms;
  double constant = 0;
  Relation relation = Relation::equal;
  /// Auto Layout's priority: 1000 is required, any other is the objective level of that priority.
  double priority = 1000;
  /// A variable to take as the row's basic symbol when it is in the row (a definition's
  /// subject), or `noVariable`.
  std::uint32_t preferredSubject = UINT32_MAX;
  /// A constraint the solver already holds (accepted on a knife edge at another point, maybe):
  /// held as nearly as it can be whatever its conflict with the ones before it (see "Knife
  /// edges"), never refused.
  bool accepted = false;

  static constexpr std::uint32_t noVariable = UINT32_MAX;
  bool isRequired() const { return priority >= 1000; }
};

/// A conflict at most this fraction of the constraint's scale is rounding of the host's numbers:
/// the constraint is held as nearly as it can be (see "Knife edges" above). The solver's judges
/// allow 1e-9; its double tableau decides zero at 1e-11 of a row's magnitude.
inline constexpr double knifeEdgeTolerance = 1e-11;

/// Thrown by an `ExactTableau` whose work passed its limit (`setWorkLimit`). The tableau is then
/// only fit to be dropped.
struct ExactWorkExhausted {};

/// The exact tableau. Symbols are numbered as they are made: the variables by `addVariable`, each
/// constraint's marker (and second error) by `add`. It grows: constraints added after `optimize`
/// are optimized by the next call.
class ExactTableau {
 public:
  /// What a symbol stands for, as in the double solver (Symbol.h), plus the two kinds only this
  /// tableau has.
  enum class Kind : std::uint8_t { external, slack, error, dummy, artificial, objective };
  static constexpr std::uint32_t none = UINT32_MAX;

  /// A new variable (a host's variable, free in sign): its symbol.
  std::uint32_t addVariable();

  /// Adds `constraint` as constraint number `constraints()` (see the essay). `false`: the
  /// constraints added so far cannot hold together with it; `conflict()` then says why, and
  /// the tableau is only fit to be dropped. A `false` is never returned for an optional one.
  bool add(const ExactConstraint& constraint);
  /// Takes constraint `number` out, as the double solver removes one (Cassowary's removal): its
  /// errors leave the objective, and its marker is made basic in the row that keeps every other
  /// row feasible (the exact ratio test among the rows holding it) and that row is dropped. The
  /// constraint's symbols are then in no row; its number stays taken. Assumes `optimize` ran
  /// since the last `add` and that `number` was added and not removed; `optimize` must run
  /// before the values are read again.
  void remove(std::size_t number);
  /// Whether constraint `number` was taken out by `remove`.
  bool isRemoved(std::size_t number) const { return removed_[number] != 0; }

  /// After `add` answered `false`: the numbers of the constraints of the proof, the failing one
  /// among them, ascending.
  const std::vector<std::size_t>& conflict() const { return conflict_; }
  /// How many constraints were added.
  std::size_t constraints() const { return markers_.size(); }
  /// How many required constraints are held within rounding only (see "Knife edges").
  std::size_t knifeEdges() const { return knifeEdges_; }

  /// Minimizes the objective levels lexicographically, with the errors of every constraint added
  /// so far. Assumes every `add` succeeded.
  void optimize();

  /// Among the optimal points, moves to one nearer zero: the simplex of Σ|x| over `variables` on
  /// the optimal face (every level keeps its optimum), each x = 0 a breakpoint where a variable
  /// may leave the basis and stay parametric at 0. Returns whether the basis changed; a tableau
  /// that did may hold parametric variables in rows of restricted symbols, which `add` assumes it
  /// does not: it is then only fit to be read. Assumes `optimize` ran last.
  bool pullTowardZero(const std::vector<std::uint32_t>& variables);
  /// The priorities of the objective levels in use, highest first.
  std::vector<double> priorities() const;

  /// The marker and second error of constraint `index` (`none` when it has no second error).
  std::pair<std::uint32_t, std::uint32_t> symbolsOf(std::size_t index) const { return markers_[index]; }
  Kind kindOf(std::uint32_t symbol) const { return kinds_[symbol]; }
  std::size_t symbolCount() const { return kinds_.size(); }

  /// A row of the tableau rounded to doubles: `basic = constant + Σ coefficient·symbol`.
  struct RoundedRow {
    std::uint32_t basic = none;
    double constant = 0;
    std::vector<std::pair<std::uint32_t, double>> cells;
  };
  /// Every row of a constraint's basic symbol (not the objective's), rounded once.
  std::vector<RoundedRow> roundedRows() const;
  /// The objective level of `priority`, rounded: its constant (the level's errors summed) and
  /// its costs; empty when no constraint has that priority.
  RoundedRow roundedObjective(double priority) const;
  /// The value of `symbol`, rounded: its row's constant when basic, else 0.
  double value(std::uint32_t symbol) const;
  /// Pivots made so far.
  std::size_t pivots() const { return pivots_; }
  /// The work done so far, in limb operations (each substitution counts the cells it writes
  /// times the limbs of its two multipliers): what the time of an exact solve follows.
  std::uint64_t work() const { return work_; }
  /// Makes every later step that takes the work beyond `limit` throw `ExactWorkExhausted`.
  void setWorkLimit(std::uint64_t limit) { workLimit_ = limit; }

 private:
  struct Cell {
    std::uint32_t symbol;
    BigInteger coefficient;
  };
  /// `scale · basic = constant + Σ cells`, cells sorted by symbol, none zero nor basic.
  struct Row {
    std::uint32_t basic = none;
    BigInteger scale;
    BigInteger constant;
    std::vector<Cell> cells;
  };

  std::uint32_t newSymbol(Kind kind);
  /// The row of constraint `constraint` in its normal form, in integers, with its new marker
  /// symbols, not yet in parametric symbols.
  Row buildRow(const ExactConstraint& constraint);
  /// `target += a·row(entering)` for the cell a of `entering` in `target` (row of `entering`'s
  /// definition at `source`): the entering symbol leaves `target`. `targetIndex` is the row's
  /// slot for the column index (`none` for a row not in the tableau yet).
  void substituteInto(Row& target, std::uint32_t targetIndex, std::uint32_t entering, const Row& source);
  /// Writes `row` in parametric symbols only (`targetIndex` as above).
  void substituteBasics(Row& row, std::uint32_t targetIndex);
  /// Divides a row by the greatest common divisor of its numbers.
  static void reduce(Row& row);
  /// Puts `row` into the tableau with `basic` as its basic symbol (its cell solved for).
  std::uint32_t insertRow(Row row, std::uint32_t basic);
  /// Solves row `index` for `entering` (a parametric symbol with a non-zero cell in it) and
  /// substitutes it in every other row.
  void pivot(std::uint32_t entering, std::uint32_t index);
  /// The row that bounds `entering` first as it grows (the exact ratio test; ties to the
  /// smallest basic symbol), or `none`.
  std::uint32_t leavingRow(std::uint32_t entering) const;
  /// Minimizes the objective rows `objectives` lexicographically (in that order) over the
  /// parametric symbols; returns false when a step found nothing to bound it.
  bool minimize(const std::vector<std::uint32_t>& objectives);
  /// Phase one for row `index`, whose basic symbol is `artificial`. Returns whether it reached 0.
  bool phaseOne(std::uint32_t index, std::uint32_t artificial, const ExactConstraint& constraint);
  /// Whether `constraint` holds within `knifeEdgeTolerance` of its scale at the tableau's point,
  /// or is `accepted`.
  bool holdsWithinRounding(const ExactConstraint& constraint) const;
  /// The constraints whose markers have a non-zero coefficient in `row`, plus `failing`.
  void collectConflict(const Row& row, std::size_t failing);
  void addToColumn(std::uint32_t symbol, std::uint32_t index);
  void removeFromColumn(std::uint32_t symbol, std::uint32_t index);
  void removeRow(std::uint32_t index);
  bool isRestricted(std::uint32_t symbol) const {
    Kind kind = kinds_[symbol];
    return kind == Kind::slack || kind == Kind::error || kind == Kind::artificial;
  }

  /// Row `index` += coefficient · symbol (a parametric symbol), keeping the column index.
  void addCell(std::uint32_t index, std::uint32_t symbol, const BigInteger& coefficient);
  /// The objective row of `priority`, made (empty) when missing.
  std::uint32_t objectiveRow(double priority);
  /// Objective row `index` += coefficient · `error` (an error symbol, basic or not), in
  /// parametric symbols.
  void addErrorToObjective(std::uint32_t index, std::uint32_t error, const BigInteger& coefficient);
  /// The row `remove` makes `marker` basic in: among the rows holding it, the restricted row
  /// that bounds it first as it falls (a coefficient of +… in `scale·basic = c + a·marker`),
  /// else the one that bounds it first as it grows, else any other row (kiwi's order).
  std::uint32_t markerLeavingRow(std::uint32_t marker) const;

  std::vector<Kind> kinds_;
  /// By symbol: the row it is basic in, or `none`.
  std::vector<std::uint32_t> basicRow_;
  /// By symbol: the rows holding it as a cell (exact, unordered).
  std::vector<std::vector<std::uint32_t>> columns_;
  /// By symbol: the constraint whose marker it is, or `none`.
  std::vector<std::uint32_t> markerOf_;
  std::vector<Row> rows_;
  std::vector<std::uint32_t> freeRows_;
  /// By constraint: its marker and second error.
  std::vector<std::pair<std::uint32_t, std::uint32_t>> markers_;
  /// By constraint: its priority.
  std::vector<double> priorities_;
  /// By constraint: 1 when `remove` took it out.
  std::vector<char> removed_;
  /// The objective levels by decreasing priority: the priority and the level's row.
  std::vector<std::pair<double, std::uint32_t>> objectives_;
  /// How many constraints have their errors in the objective rows.
  std::size_t inObjective_ = 0;
  std::vector<std::size_t> conflict_;
  std::size_t pivots_ = 0;
  std::uint64_t work_ = 0;
  std::uint64_t workLimit_ = UINT64_MAX;
  std::size_t knifeEdges_ = 0;
};

}  // namespace clayout::internal::exact
