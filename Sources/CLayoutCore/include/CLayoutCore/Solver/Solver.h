// Solver.h — the incremental Cassowary solver with exact priorities, usable on its own.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "CLayoutCore/Solver/Constraint.h"
#include "CLayoutCore/Solver/SolverResult.h"
#include "CLayoutCore/Solver/Variable.h"

namespace clayout {

namespace internal {
class SolverImplementation;
}  // namespace internal

/// Why the solver's floating-point answer to a call could not be trusted, so that the call was
/// decided again in exact arithmetic (docs/exactness.md). Counted in `SolverStatistics::doubts`.
enum class SolverDoubt : std::uint8_t {
  /// The doubles refused the call: a required constraint of it could not hold, or a step limit
  /// stopped them. A refusal is a claim about exact arithmetic, which the doubles cannot prove.
  refused,
  /// A simplex step limit stopped the call's final optimization.
  notConverged,
  /// A value the call left is beyond the solver's range (a far, wrong vertex can be).
  outOfRange,
  /// At the values the call found, a required constraint does not hold (the rows drifted).
  requiredViolated,
  /// The call's pivots computed with cells too large for the tolerances to tell rounding from
  /// a true value.
  illConditioned,
  /// The call wrote an objective cost so small beside its operands that whether it is rounding
  /// decides the optimum.
  costInDoubt,
  /// A replacement's removal was in doubt, so its addition is decided exactly with it.
  removalInDoubt,
  /// The call left a row below its bound (a slack or error the final check does not see).
  rowInfeasible,
};

/// How many kinds of `SolverDoubt` there are.
inline constexpr std::size_t solverDoubtKinds = 8;

/// Sizes of a solver's internal state, for tests of bounded memory and for benchmarks.
struct SolverStatistics {
  /// Constraints added and not removed.
  std::size_t constraints = 0;
  /// Edit variables added and not removed.
  std::size_t editVariables = 0;
  /// Variables some present constraint or edit uses.
  std::size_t variables = 0;
  /// Symbols alive in the solver (variables, slacks, errors, markers).
  std::size_t symbols = 0;
  /// Rows of the simplex tableau (objective levels not counted).
  std::size_t rows = 0;
  /// Required equalities held as definitions outside the tableau.
  std::size_t definitions = 0;
  /// Non-zero cells in the tableau's rows.
  std::size_t cells = 0;
  /// Of `cells`, those naming the marker of a required equality: a row keeps one for every
  /// required equality it was solved through (fixed at 0, they let that constraint be removed or
  /// its constant changed without a rebuild), so in a tree a row holds one for every equality
  /// on its path from the root.
  std::size_t markerCells = 0;
  /// Of `cells`, those naming one side of a non-required constraint's error.
  std::size_t errorCells = 0;
  /// Priority levels of the objective in use.
  std::size_t levels = 0;
  /// Simplex pivots performed since the solver was made (a measure of work, not of state).
  std::size_t pivots = 0;
  /// Calls whose doubles were in doubt, failed their final check or refused, and that the exact
  /// arbiter decided again since the solver was made (a measure of work: docs/exactness.md).
  std::size_t arbitrations = 0;
  /// Calls decided by the doubles alone because deciding them exactly would have passed the exact
  /// work bound (`exactWorkBudget`, docs/exactness.md); a refusal among them says so in its
  /// message, a success only here.
  std::size_t decidedInDoublesAlone = 0;
  /// Calls (and removals) whose floating-point answer was not trusted, by the reason found first
  /// (`doubts[static_cast<std::size_t>(SolverDoubt::refused)]`, or `doubtsOf`), since the solver
  /// was made: each went to the exact arbiter. Zero while the solver does not arbitrate.
  std::array<std::size_t, solverDoubtKinds> doubts{};
  /// `doubts` of one reason.
  std::size_t doubtsOf(SolverDoubt reason) const { return doubts[static_cast<std::size_t>(reason)]; }
  /// Saves in the open transactions' journal (0 with none open): whole rows, and rows whose
  /// constant alone was saved, counted once each. At most two per row per open transaction,
  /// however many calls the transactions hold (each call is a transaction of its own inside the
  /// host's; what it saved again is dropped when it ends), plus a drag's block of constants per
  /// shift.
  std::size_t journalSaves = 0;
};

/// An incremental linear constraint solver: the Cassowary algorithm with Auto Layout's exact
/// priorities. See `Sources/CLayoutCore/Solver/SolverImplementation.cpp` for the algorithm.
///
/// The solver keeps the best solution at all times: every call that succeeds re-optimizes before
/// it returns, and `valueOf` reads the current value of any variable. No call throws (running out
/// of memory inside a `noexcept` call ends the program), and every call that fails returns a
/// `SolverResult` saying why and leaves the solver exactly as it was.
/// A solver is not safe to share between threads; separate solvers are independent.
///
/// A moved-from solver holds nothing and is safe to use: every call that can fail returns
/// `movedFromSolver` and changes nothing, and every query answers as an empty solver does
/// (`hasConstraint`, `hasVariable` and `hasEditVariable` false, `valueOf` 0, `ambiguousVariables` empty,
/// `statistics` all 0, `dump` the dump of a new solver, `checkInvariants` empty;
/// `updateVariables` publishes nothing). Assigning a solver to it, or `reset`, makes it an
/// ordinary solver again.
class Solver {
 public:
  /// An empty solver.
  Solver();
  ~Solver();
  /// Takes `other`'s state; `other` is left moved-from (see above).
  Solver(Solver&& other) noexcept;
  /// Takes `other`'s state, dropping this solver's (its constraints and variables forget it);
  /// `other` is left moved-from. A moved-from solver may be assigned to.
  Solver& operator=(Solver&& other) noexcept;
  Solver(const Solver&) = delete;
  Solver& operator=(const Solver&) = delete;

  // MARK: Constraints

  /// Adds a constraint and re-optimizes.
  ///
  /// Fails with `duplicateConstraint` when it is already present, `nonFiniteValue` for a NaN or
  /// infinite coefficient or constant, `invalidPriority` for a priority outside (0, 1000],
  /// `invalidRelation` for a relation that is none of the three (an integer cast), and
  /// `unsatisfiableConstraint` (with the conflicting constraints) when it is required and cannot
  /// hold with the required constraints present, and `sharedConstraint` while another solver's
  /// open transaction has changed its constant or priority (that transaction's rollback would
  /// change it again under this solver's rows).
  SolverResult addConstraint(const Constraint& constraint) noexcept;

  /// Adds every constraint of `constraints` and optimizes once at the end: all or nothing.
  ///
  /// Fails as `addConstraint` does, naming the first constraint at fault; then none of the
  /// batch is added.
  SolverResult addConstraints(std::span<const Constraint> constraints) noexcept;

  /// Removes a constraint and re-optimizes. Fails with `unknownConstraint` when it is absent.
  SolverResult removeConstraint(const Constraint& constraint) noexcept;

  /// Removes every constraint of `constraints`: all or nothing (`unknownConstraint` names the
  /// first absent or repeated one, and then none is removed).
  SolverResult removeConstraints(std::span<const Constraint> constraints) noexcept;

  /// Removes `removed` and adds `added` as one call: all or nothing. Fails as
  /// `removeConstraints` does for `removed` and as `addConstraints` does for `added` (an added
  /// constraint that cannot hold is explained against the constraints that remain, never against
  /// the removed ones); then nothing changes.
  ///
  /// The result is that of a removal followed by an addition, but it is one step for the solver:
  /// when its doubles cannot be trusted with it (docs/exactness.md), it is decided exactly once,
  /// on the system after the change, rather than once on the system in between, which may lie
  /// far from both (a stack that loses its last link and gains a new one). A layout engine that
  /// rebuilds part of its constraints uses it.
  SolverResult replaceConstraints(std::span<const Constraint> removed,
                                  std::span<const Constraint> added) noexcept;

  /// Whether the constraint is present.
  bool hasConstraint(const Constraint& constraint) const noexcept;

  /// Changes the constant of a present constraint's normalized expression in place, touching
  /// only the rows that depend on it, and re-optimizes.
  ///
  /// Fails with `unknownConstraint`, `nonFiniteValue`, `sharedConstraint` when another solver
  /// holds the constraint too (its constant is shared, see `Constraint`: remove it from the
  /// others first, or use a constraint per solver), or `unsatisfiableConstraint` when a required
  /// constraint can no longer hold (then the constant stays as it was). Setting the constant it
  /// has is a success that changes nothing, shared or not.
  SolverResult setConstant(const Constraint& constraint, double constant) noexcept;

  /// Changes the priority of a present constraint in place (it keeps its identity), required
  /// to optional and back included, and re-optimizes.
  ///
  /// Fails with `unknownConstraint`, `invalidPriority`, `sharedConstraint` when another solver
  /// holds the constraint too (as for `setConstant`), or `unsatisfiableConstraint` when it
  /// becomes required and cannot hold.
  SolverResult setPriority(const Constraint& constraint, double priority) noexcept;

  // MARK: Edit variables

  /// Makes `variable` editable at `priority` (below required): `suggestValue` then pulls it
  /// towards a value with that priority. Its first suggestion is its current value.
  ///
  /// Fails with `duplicateEditVariable`, `requiredEditVariable` or `invalidPriority`.
  SolverResult addEditVariable(const Variable& variable, double priority) noexcept;

  /// Stops editing `variable`. Fails with `unknownEditVariable`.
  SolverResult removeEditVariable(const Variable& variable) noexcept;

  /// Whether `variable` has an edit.
  bool hasEditVariable(const Variable& variable) const noexcept;

  /// Suggests a value for an edit variable and re-optimizes with the dual simplex, touching only
  /// the rows that depend on the edit. Fails with `unknownEditVariable` or `nonFiniteValue`.
  SolverResult suggestValue(const Variable& variable, double value) noexcept;

  // MARK: Values

  /// The current value of `variable` (0 for a variable the solver does not know).
  double valueOf(const Variable& variable) const noexcept;

  /// The current values of `variables` written to `into` in order: `into[i]` is
  /// `valueOf(variables[i])`, bit for bit, for every i below the smaller of the two sizes (the
  /// rest of `into` is left as it is). Faster than one `valueOf` per variable on a large set
  /// (a drag's frames): each value is a chain of dependent memory reads, which this call starts
  /// ahead of time for the variables further on.
  void valuesOf(std::span<const Variable> variables, std::span<double> into) const noexcept;

  /// How far `constraint` misses at the current values (`valueOf` of its variables; it need not
  /// be in the solver): |r| for `==`, r for `<= 0` when r > 0, -r for `>= 0` when r < 0, with r its
  /// expression's value; 0 when it holds, or misses by no more than rounding (1e-9 of the largest
  /// of its constant, its terms' products and 1). The measure of the solver's final check.
  double violation(const Constraint& constraint) const noexcept;

  /// Publishes the current value of every known variable to `Variable::value()`.
  void updateVariables() noexcept;

  /// Starts noting which variables' values change, for `takeChangedVariables`: a host that
  /// redraws only what moved need not read every value after every change. A solver notes
  /// nothing until asked (noting costs a few instructions for every row a call touches); once on,
  /// noting stays on, across `reset` too. On a moved-from solver, does nothing.
  void noteValueChanges() noexcept;

  /// Fills `into` (cleared first) with the variables whose value may have changed since the
  /// previous call, or since `noteValueChanges` for the first, each once, in no particular order,
  /// and starts noting afresh (turning noting on if it was off). Every variable whose `valueOf`
  /// differs from its value then is among them, including variables that left the solver (they
  /// read 0 now); a variable whose value came out the same may be too. Answers `false`, with
  /// `into` empty, when the solver cannot say: noting was off, or a rollback, a reset or the exact
  /// arbiter's rewrite of the tableau (a call the doubles could not decide) changed values
  /// unnoted; then any value may have changed. Costs O(the rows the calls touched and the
  /// definitions resting on them), not O(variables). The notes move with the solver (a solver
  /// moved into another object answers for the calls made before the move too). On a moved-from
  /// solver, `false`. Notes are bounded: a host that stops taking gets `false` once they would
  /// outgrow twice the solver's symbols.
  bool takeChangedVariables(std::vector<Variable>& into);

  /// Whether the solver knows `variable`: a present constraint or edit names it. A variable it
  /// does not know is free (its value is 0) and is not listed by `ambiguousVariables`. Constant
  /// time, without hashing for a variable this solver claimed.
  bool hasVariable(const Variable& variable) const noexcept;

  /// The variables whose value is not uniquely determined: some other solution is as good at
  /// every priority level. Found from the optimal tableau, without random exercising: a
  /// parametric symbol whose reduced costs are zero at every level and that can move (nothing
  /// bounds it at its current value) is a free direction, and every variable that changes along
  /// one is ambiguous (a variable the solver does not know is not listed). Ordered by the
  /// solver's symbols, roughly the order in which it first met the variables.
  std::vector<Variable> ambiguousVariables() const;

  // MARK: Transactions

  /// Opens a transaction: the calls until the matching `commitTransaction` or
  /// `rollbackTransaction` are kept or undone together. Each call still succeeds or fails on its
  /// own (a failed call changes nothing, as always); the transaction lets a host that makes one
  /// change of its own out of several calls take all of them back at once, leaving the solver
  /// exactly as it was: the same tableau, the same basis, the same `dump()` and the same values.
  /// Undoing by inverse calls (removing what was added, adding back what was removed, suggesting
  /// the old value) gives the same constraints but maybe another basis, and so, when the layout is
  /// ambiguous, another of its equally good solutions. Transactions nest; an inner one's commit
  /// hands its changes to the enclosing one. While one is open the solver keeps a journal of
  /// every row it changes (rows whose constant alone changes, such as those an edit moves, save
  /// only their constant) and defers freeing what is removed, so memory grows with the work done
  /// until the outermost one ends. `false` on a moved-from solver (nothing is opened).
  bool beginTransaction() noexcept;

  /// Keeps the changes of the innermost open transaction: they become part of the enclosing one,
  /// or final when it is the outermost. `false` when no transaction is open.
  bool commitTransaction() noexcept;

  /// Undoes every change kept since the innermost open transaction began and closes it: the
  /// constraints, edits, suggested values, tableau and values are exactly as they were then.
  /// `false` when no transaction is open.
  bool rollbackTransaction() noexcept;

  /// How many transactions are open.
  std::size_t openTransactions() const noexcept;

  // MARK: State

  /// Removes every constraint and edit variable, and closes every open transaction without
  /// undoing anything. On a moved-from solver, makes it a new, empty solver.
  void reset() noexcept;

  /// Sizes of the internal state.
  SolverStatistics statistics() const noexcept;

  /// A readable dump: objective levels, tableau rows, definitions, edit variables, constraints.
  /// Deterministic: two solvers that went through the same calls dump the same text.
  std::string dump() const;

  /// Checks the internal invariants of the tableau (sorted rows written in parametric symbols
  /// only, exact column index, objective free of basic symbols, feasibility of restricted rows,
  /// definitions free of cycles) and describes the first one broken; empty when all hold. For
  /// tests and debugging: it costs time proportional to the whole tableau.
  std::string checkInvariants() const;

 private:
  /// Owned; a moved-from solver points instead at one shared empty implementation that nothing
  /// changes (every call that could change it checks first), so `valueOf`, read for every view
  /// of every frame, needs no test of its own.
  internal::SolverImplementation* implementation_;
};

}  // namespace clayout
