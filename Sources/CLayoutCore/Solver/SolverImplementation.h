// SolverImplementation.h — the solver that coordinates its parts (internal).
//
// The solver's state is held by parts, each a type with its invariants in its own header, and
// each part's members are private to it:
//
//   Tableau.h            the symbols, the rows and the column index, with the row algebra
//   Objective.h          the priority levels and each symbol's costs, and phase one's objective
//   Journal.h            transactions: saved rows and costs, undo steps, deferred releases
//   VariableTable.h      the variables the solver knows, each with its symbol and row
//   ConstraintRecords.h  the records of the constraints and edits, and each marker's owner
//   Definitions.h        required equalities held outside the tableau: ranks, users, values
//   ValueRangeWatch.h    what a call must check against the value range, and its bounds
//   ValueChanges.h       which values changed since the host last asked
//   EditColumns.h        the kept columns of edits, for a drag's frames
//   ExactArbiter.h       the exact decision of a call the doubles could not vouch for
//   Certification.h      the call's measure of doubt, and the counts of the calls not trusted
//
// The solver owns one of each and the algorithm that moves between them, one concept per file:
// the essay and the public operations in SolverImplementation.cpp; what makes a call refused
// before it changes anything in Validation.cpp; transactions in Transactions.cpp; lifetimes of
// symbols, rows, levels and variables in Lifetimes.cpp; the simplex in Simplex.cpp; normal forms
// and removal in ConstraintRows.cpp; making and unmaking definitions in Defining.cpp; constants
// computed afresh in Constants.cpp; constant changes and edits in Edits.cpp; whether the doubles
// can be trusted with a call in Certification.cpp; what the arbiter's decision does to the
// tableau in Arbitration.cpp; conflicts in Explanation.cpp; ambiguity in Ambiguity.cpp; the dump in
// SolverDump.cpp; the invariants, part by part, in Invariants.cpp. The inline steps of the hot
// chain (row edits with their saves, the objective's updates) are in SolverHotChain.h.
//
// Why this cut: each part is what the next changes of the solver's core change one at a time
// (required inequalities held as checks, optional constraints parked without a row, definitions
// in dense pools), and each part's state has one owner that states its invariants; the algorithm
// that spans them stays in one class, so that the hot chain (pivot, substitute, row edits, the
// drag's shift) stays inline and reads as the algorithm it is. That class's declarations are
// why this header is about 700 lines: the operations that span the parts, each with its contract.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "CLayoutCore/Solver/Solver.h"
#include "CLayoutCore/Solver/ValueRange.h"
#include "Certification.h"
#include "ConstraintRecords.h"
#include "Definitions.h"
#include "EditColumns.h"
#include "ExactArbiter.h"
#include "Journal.h"
#include "Objective.h"
#include "Row.h"
#include "Support/Assert.h"
#include "Support/Tolerance.h"
#include "Symbol.h"
#include "Tableau.h"
#include "ValueChanges.h"
#include "ValueRangeWatch.h"
#include "VariableTable.h"

namespace clayout::internal {

/// A row constant computed afresh (`SolverImplementation::constantFromMarkers`): its value and
/// the largest of the terms summed into it (0 with a constant of 0).
struct ConstantFromMarkers {
  double constant;
  double magnitude;
};

/// The incremental Cassowary solver with exact priority levels. The algorithm is explained at
/// the top of SolverImplementation.cpp.
///
/// Private operations state their contract: what they assume, what they guarantee, and what a
/// `false` result means. Unless it says otherwise, an operation assumes the invariants
/// (`checkInvariants`) and restores them before it returns; every change it makes to rows,
/// symbols, levels or records is journaled when a transaction is open, so a rollback undoes it.
class SolverImplementation {
 public:
  SolverImplementation() = default;
  /// Clears the marks of the constraints its open transactions changed (`Constraint::Data::
  /// changedIn`), which end with it.
  ~SolverImplementation();
  SolverImplementation& operator=(SolverImplementation&&) = default;

  SolverResult addConstraint(const Constraint& constraint);
  SolverResult addConstraints(std::span<const Constraint> constraints);
  SolverResult removeConstraint(const Constraint& constraint);
  SolverResult removeConstraints(std::span<const Constraint> constraints);
  SolverResult replaceConstraints(std::span<const Constraint> removed, std::span<const Constraint> added);
  bool hasConstraint(const Constraint& constraint) const { return records_.contains(constraint); }
  SolverResult setConstant(const Constraint& constraint, double constant);
  SolverResult setPriority(const Constraint& constraint, double priority);
  SolverResult addEditVariable(const Variable& variable, double priority);
  SolverResult removeEditVariable(const Variable& variable);
  bool hasEditVariable(const Variable& variable) const { return records_.hasEdit(variable.identity()); }
  bool hasVariable(const Variable& variable) const {
    return variables_.find(variable) != VariableTable::noSlot;
  }
  SolverResult suggestValue(const Variable& variable, double value);
  double valueOf(const Variable& variable) const;
  /// `Solver::valuesOf`: writes `valueOf(variables[i])` to `into[i]` for every i. Assumes `into`
  /// holds `variables.size()` doubles.
  void valuesOf(std::span<const Variable> variables, double* into) const;
  /// `Solver::violation`.
  double violation(const Constraint& constraint) const;
  /// `violation`, computed through the expansion of the defined variables when the constraint
  /// has some: the final check's form, which costs the constraint's own terms rather than the
  /// chains of definitions under them. Assumes its variables are known.
  double checkedViolation(const Constraint& constraint);
  void updateVariables();
  std::vector<Variable> ambiguousVariables() const;
  void reset();
  /// `Solver::noteValueChanges` and `Solver::takeChangedVariables`.
  void noteValueChanges() { changes_.start(); }
  bool takeChangedVariables(std::vector<Variable>& into) {
    return changes_.take(into, tableau_, variables_, definitions_, records_);
  }
  /// `Solver::beginTransaction` and the calls that end it (Transactions.cpp). Commit and rollback
  /// return `false` when no transaction is open.
  void beginHostTransaction() { beginTransaction(); }
  bool commitHostTransaction();
  bool rollbackHostTransaction();
  /// How many transactions are open (the host's and, inside a call, the call's own).
  std::size_t openTransactions() const { return journal_.depth(); }
  SolverStatistics statistics() const;
  std::string dump() const;
  /// Every part's invariants, then those that span parts (Invariants.cpp).
  std::string checkInvariants() const;

  /// Turns conflict explanation off: the explanation itself runs scratch solvers that must not
  /// explain their own failures.
  void setExplainsConflicts(bool explains) { explainsConflicts_ = explains; }
  /// Turns the exact arbiter off: the explanation's scratch solvers check feasibility in doubles
  /// only, and the explanation they find is certified exactly once, by the solver that asked.
  void setArbitrates(bool arbitrates) { arbitrates_ = arbitrates; }
  /// The exact work one stage of a call may spend (`ExactArbiter::exactWorkBudget` unless set:
  /// tests set less).
  void setExactWorkBudget(std::uint64_t budget) { arbiter_.setWorkBudget(budget); }

 private:
  // MARK: A call, as the certification step and the arbiter see it (Certification.cpp)

  /// How a call's changes are kept or undone.
  enum class Keeping : std::uint8_t {
    /// On an empty solver outside any transaction, with no journal: a reset undoes it.
    pristine,
    /// In a transaction of its own: a commit keeps it, a rollback undoes it.
    transaction,
    /// A suggestion outside any transaction: the inverse shift undoes it (to rounding).
    inverseShift,
  };
  /// A call that changes the solver: what it is, what it adds or changes, how its changes are
  /// kept or undone, and what the certification checks when its steps are done.
  struct Call {
    enum class Kind : std::uint8_t {
      addConstraints,
      addEditVariable,
      setConstant,
      setPriority,
      suggestValue,
      removal
    };
    explicit Call(Kind kind) : kind(kind) {}
    Kind kind;
    Keeping keeping = Keeping::transaction;
    /// The constraints the call adds, in order; for a change of `changed`, its new form alone
    /// once made (`prepareChange`); for an edit, the edit.
    std::span<const Constraint> added;
    /// The edited variable (an edit's addition, a suggestion).
    const Variable* variable = nullptr;
    /// The constraint whose constant or priority the call sets.
    const Constraint* constraint = nullptr;
    /// The new constant or priority, the suggested value, or the new edit's priority.
    double number = 0;
    /// The record whose constant or priority the call changes (a constraint's or an edit's).
    ConstraintRecord* changed = nullptr;
    /// A suggestion's constant before it (the inverse shift's target).
    double previousConstant = 0;
    /// The changed constraint's new form, made when first needed.
    std::optional<Constraint> replacement;

    // What the steps in doubles said.
    enum class Outcome : std::uint8_t { done, refused, notConverged };
    Outcome outcome = Outcome::done;
    /// For a refusal: the constraint that could not hold (a change's new form), and how many of
    /// `added` went in before it.
    const Constraint* failing = nullptr;
    std::size_t pendingCount = 0;
    /// A suggestion's dual simplex found a row it could not repair: a doubt, not an answer (an
    /// edit's errors absorb any suggestion in exact arithmetic).
    bool unrepaired = false;

    // What the certification checks after the steps.
    /// The value range, over `rangeRows` (every row when `rangeAllRows`).
    bool checksRange = true;
    std::span<const RowIndex> rangeRows;
    bool rangeAllRows = false;
    /// The final check of the required constraints: those of `requiredBatch` and the owners of
    /// the basic markers of `requiredRows` (every one when `requiredEvery`). A failure refuses
    /// the call, or, for `requiredRaisesDoubt`, only puts it in doubt (a guarded suggestion).
    bool checksRequired = false;
    std::span<const Constraint> requiredBatch;
    std::span<const RowIndex> requiredRows;
    bool requiredEvery = false;
    bool requiredRaisesDoubt = false;
    /// Whether a row of `requiredRows` left below its bound puts the call in doubt.
    bool checksRowsBelowBound = false;
  };

  /// The one place that decides whether the doubles can be trusted with `call`, once its steps
  /// are done (see Certification.cpp): keeps it and succeeds, or undoes it and answers with the
  /// doubles' failure or the exact arbiter's decision. Counts each call it does not trust, by
  /// reason.
  SolverResult certify(Call& call);
  /// What `certify` does for a removal, which is never refused: kept, and when its steps were in
  /// doubt (`doubt`), the tableau rewritten with the exact solution.
  void certifyRemoval(std::optional<SolverDoubt> doubt);
  /// Keeps `call`'s changes (following them in the kept exact tableau when it only added).
  void keep(Call& call);
  /// Undoes `call`'s changes: the solver is as before it.
  void discard(Call& call);
  /// `call` made again with the arbiter off: the double tableau's answer stands (the arbiter's
  /// fallback for a call the doubles did not refuse).
  SolverResult redoInDoubles(const Call& call);
  /// What `call` tries, for messages ("add constraint `…`").
  static std::string verbOf(const Call& call);
  /// Makes `call.replacement` (a change's new form) when it is not made yet, and points `added`
  /// at it.
  static void prepareChange(Call& call);
  /// Makes the change of `call.changed` in the shared constraint data (journaled).
  void applyChange(const Call& call);
  /// `call` with the arbiter off.
  SolverResult inDoubles(const std::function<SolverResult()>& call);
  /// The final check: the error for the first required constraint that does not hold at the
  /// current values beyond 1e-9 of its scale (the largest of its constant and its terms'
  /// products, at least 1), among `batch` and the owners of the markers of `rows` (a
  /// transaction's saved rows: the constraints whose slack or dummy moved, and those tight on a
  /// variable that moved; `firstViolatedOwner`), or every present
  /// required constraint when the call's work (the cells of `rows`) was at least twice their
  /// number (or `everyConstraint`), so that the check at most doubles a call's cost; else
  /// success. Changes nothing but the value cache.
  SolverResult checkRequiredConstraints(const Call& call, std::span<const Constraint> batch,
                                        std::span<const RowIndex> rows, bool everyConstraint);
  /// The value range's check (`ValueRangeWatch::check`) as an error naming the variable.
  SolverResult checkValueRange(const Call& call, std::span<const RowIndex> rows, bool allRows);
  /// Whether one of `rows` (present) is a restricted row below its bound beyond rounding: after
  /// a change the doubles vouch for, that is rounding's work.
  bool someRowInfeasible(std::span<const RowIndex> rows) const;
  /// A variable's row whose magnitude is beyond this many times its value (at least 1) holds a
  /// value computed by cancellation (`firstViolatedOwner`).
  static constexpr double cancelledDigits = 1e4;
  /// `found` when not null; else the first required constraint, not an edit nor held as a
  /// definition, that does not hold at the values read (`checkedViolation`, its amount in
  /// `amount`) among the owners of the markers of `rows`: the basic one of each present row, and,
  /// in a row of a variable whose value lost digits to cancellation (`cancelledDigits`), every
  /// marker in its cells.
  const Constraint* firstViolatedOwner(std::span<const RowIndex> rows, double& amount,
                                       const Constraint* found);

  // MARK: The exact arbiter, seen from the solver (Arbitration.cpp)

  /// Decides `call` in exact arithmetic, after the double tableau could not be trusted with it.
  /// Assumes the solver is as before the call. Either refuses it (a required constraint of the
  /// call cannot hold: the error names it and an irreducible set of present required constraints
  /// it conflicts with; nothing changes) or makes it, writing the exact optimum into the tableau.
  /// `fallback` answers when exactness cannot decide (`ExactArbiter::Decision`) or the exact
  /// optimum is out of range once written back.
  SolverResult arbitrate(Call& call, const std::function<SolverResult()>& fallback);
  /// The refusal of `failing` (`pending` and `replacing` as in `unsatisfiable`), when the double
  /// tableau's explanation of it is proved exactly; else the arbiter decides `call`. Assumes the
  /// solver is as before the call.
  SolverResult refusal(Call& call, const Constraint& failing, const std::vector<Constraint>& pending,
                       const Constraint* replacing, const std::function<SolverResult()>& fallback);
  /// `result`, its message saying that the doubles alone decided it when it is a failure; counted.
  SolverResult decidedInDoubles(SolverResult result);
  /// The exact problem of `call`: the present constraints and edits in insertion order (less a
  /// changed one), then the call's additions.
  ExactArbiter::Problem exactProblem(const Call& call) const;
  /// The variable a record's exact row prefers as basic: a definition's subject (its row is then
  /// the definition), else none.
  const void* preferredSubjectOf(const ConstraintRecord& record) const;
  /// Replaces every row and objective coefficient by the arbiter's exact solution, rounded,
  /// bringing into the tableau the definitions whose subjects the exact rows need. Journaled.
  void installExactSolution();
  /// Rewrites the tableau with the exact solution of the solver as it now is, after a removal
  /// whose double steps were in doubt. The double answer stands when the exact one cannot be had.
  /// Assumes no transaction is open.
  void refactorize();
  /// After the double tableau made the addition of `constraints` (their records exist): the kept
  /// exact tableau follows it. Returns whether it still follows the solver.
  bool mirrorAddition(std::span<const Constraint> constraints);
  /// The same for the removal of `constraints`, before their records go (see
  /// `ExactArbiter::followRemoval`).
  bool mirrorRemoval(std::span<const Constraint> constraints, bool optimize);

  // MARK: Transactions (Transactions.cpp)

  /// Opens a transaction, inside the open ones if any (a savepoint; see Journal.h). Guarantees:
  /// every change until its commit or rollback is journaled, and releases of symbols, rows,
  /// levels and records wait for the outermost commit.
  void beginTransaction();
  /// Closes the innermost open transaction, keeping its changes: an inner one hands its journal
  /// to the enclosing one; the outermost drops the journal and performs the releases it deferred.
  /// `exactFollows`: the kept exact tableau, when it was in step, saw every change of the
  /// transaction and stays kept.
  void commitTransaction(bool exactFollows = false);
  /// Closes the innermost open transaction, undoing its changes: the tableau, the objective, the
  /// records and the variables are exactly as at its `beginTransaction` (so is `dump()`).
  void rollbackTransaction();
  /// Whether a change may skip the journal: no transaction is open and the solver is empty, so a
  /// failure is undone by `reset()`.
  bool isPristine() const { return journal_.depth() == 0 && records_.empty(); }
  /// Undoes a failed change: `reset()` when the change began on a pristine solver, which then
  /// opened no transaction, else `rollbackTransaction()`.
  void discardChange(bool pristine);
  /// Notes a change the solver keeps outside a transaction (`ExactArbiter::noteChange`).
  void noteChange(bool exactFollows = false) { arbiter_.noteChange(exactFollows); }
  /// Records how to undo a change, when a transaction is open (`Journal::record`).
  template <typename Undo>
  void journal(Undo&& undo) {
    journal_.record(std::forward<Undo>(undo));
  }
  /// Clears the `changedIn` marks this solver set, at the end of the outermost transaction and
  /// when the solver goes.
  void releaseChangeMarks() { journal_.releaseChangeMarks(this); }
  /// Resets the solver when it holds no constraint and no edit, so that an empty solver is
  /// pristine, as if new.
  void resetIfEmpty();

  // MARK: Lifetimes (Lifetimes.cpp)

  /// A fresh symbol of `kind`, in no row, with no objective coefficient: a free slot when there
  /// is one (journaled), else a new one (which a rollback truncates).
  Symbol newSymbol(SymbolKind kind);
  /// Frees `symbol`'s slot (at the commit, in a transaction) and its objective coefficients.
  /// Assumes no row holds it and it is basic in none.
  void releaseSymbol(Symbol symbol);
  /// An empty row slot, already saved for the transaction; not counted until a basic symbol is
  /// set.
  RowIndex newRow();
  /// Empties row `index` (its cells leave their columns, its basic symbol becomes parametric) and
  /// frees the slot (at the commit, in a transaction).
  void releaseRow(RowIndex index);
  /// The objective level of `priority`, made when missing, with one more user.
  Level* levelFor(double priority);
  /// One user fewer for `level`; frees the level when it has none (at the commit, in a
  /// transaction).
  void releaseLevelUse(Level* level);
  /// The external symbol of `variable`, made (with a slot in `variables_`) when it has none, with
  /// one more use.
  Symbol symbolForVariable(const Variable& variable);
  /// One use fewer for `variable`; at none, purges its symbol and frees its slot. Assumes the
  /// solver knows it.
  void releaseVariableUse(const Variable& variable);
  /// The symbol of `variable`, or `noSymbol` when the solver does not know it. Never adds one.
  Symbol knownSymbol(const Variable& variable) const {
    VariableTable::Slot slot = variables_.find(variable);
    return slot != VariableTable::noSlot ? variables_[slot].symbol : noSymbol;
  }
  /// Removes every trace of `symbol`: its row, its cells in other rows (rounding residue, once its
  /// constraints are gone) and its objective coefficients; then releases it.
  void purgeSymbol(Symbol symbol);
  /// Records `record` as the owner of its marker (journaled), for `recomputeConstant`.
  void setMarkerOwner(Symbol marker, const ConstraintRecord* record);

  // MARK: The hot chain's steps (inline in SolverHotChain.h)

  /// Announces a change to row `index`'s cells (and maybe its constant): counts it for the edit
  /// columns, notes it for the value changes and the range watch, and saves the row once per
  /// transaction. Every cell edit calls it first.
  void saveRow(RowIndex index);
  /// `saveRow` for a change of the row's constant (and magnitude) only: its cells stay as they
  /// are. Inline, with the journal out of line: a drag's frame calls it for every row an edit
  /// moves.
  void saveRowConstant(RowIndex index);
  /// Makes `symbol` basic in row `index` (or in none, with `noRow`), keeping its variable's copy
  /// of the row in step. Does not touch the row or the row count.
  void setBasicRow(Symbol symbol, RowIndex index);
  /// The tableau's row edits (Tableau.h), each after `saveRow`, a drifted constant computed afresh.
  void addToRow(RowIndex index, const Row& other, double factor);
  void addCellToRow(RowIndex index, Symbol symbol, double coefficient);
  void removeCellFromRow(RowIndex index, Symbol symbol);
  void setRowCells(RowIndex index, const std::vector<Cell>& cells);
  double solveRowFor(RowIndex index, Symbol symbol);
  /// Row `index`'s constant moved by an edit's shift, computed afresh when it drifted.
  void shiftRowConstant(RowIndex index, double change);
  /// Sets `symbol`'s coefficient in `level` (`noSymbol`: the constant), journaled, and notes a
  /// symbol whose cost may now be negative as an entering candidate (`Objective::setCoefficient`).
  void setLevelCoefficient(Level& level, Symbol symbol, double value, double operandMagnitude = 0);
  /// Adds `change` to `symbol`'s coefficient in `level` as a pivot's objective update does
  /// (`Objective::addToCost`), noting a candidate and a doubt.
  void addToLevelCost(Level& level, Symbol symbol, double change);
  /// `level` += factor · (constant + Σ cells).
  void addToLevel(Level& level, const Row& row, double factor);
  /// `addToLevel`'s change of the level's constant alone.
  void addToLevelConstant(Level& level, const Row& row, double factor);
  /// Above this many levels at which a pivot's entering symbol costs, the pivot updates the
  /// objective symbol by symbol (`Objective::addCostsTo`) rather than level by level: a list walk
  /// and insertion per level and symbol is quadratic in the levels.
  static constexpr std::size_t levelsUpdatedOneByOne = 16;
  /// Notes row `index` for the dual simplex when it is infeasible.
  void noteIfInfeasible(RowIndex index);

  // MARK: The simplex (Simplex.cpp)

  /// The step limit of each simplex loop: a guard against a bug, far beyond the steps a
  /// terminating run takes.
  std::size_t iterationLimit() const { return 100 * (tableau_.symbolSlots() + tableau_.rowCount()) + 1000; }
  /// Whether `symbol`'s reduced cost is negative lexicographically: read level by level from the
  /// highest priority, its first coefficient beyond `costTolerance` is negative. Never for a dummy.
  bool isLexicographicallyNegative(Symbol symbol, bool scaled) const;
  /// The same, with the column scale of `symbol` given (`columnScale`, or 1 unscaled).
  bool isLexicographicallyNegativeAt(Symbol symbol, double scale) const;
  /// The largest size of `symbol`'s coefficients in the rows, at least 1: the scale of its costs.
  double columnScale(Symbol symbol) const;
  /// Adds `symbol` to the entering candidates if its cost is now negative.
  void noteObjectiveChange(Symbol symbol);
  /// The smallest parametric symbol with a negative reduced cost (Bland's rule), or `noSymbol`
  /// when the solution is optimal. Drops stale candidates on the way. `known`'s column scale is
  /// `knownScale` when given (a caller that keeps it), any other candidate's is read.
  Symbol enteringSymbol(Symbol known = noSymbol, double knownScale = 1);
  /// A parametric symbol that lowers the phase-one objective: the first with a negative
  /// coefficient when `blandsRule`, else the cheapest by `objectiveCostOrder`; `noSymbol` when
  /// none does. Assumes phase one is running.
  Symbol artificialEnteringSymbol(bool blandsRule) const;
  /// Orders two symbols by how many rows hold them, then by their reduced costs in the
  /// objective, level by level, then by index: negative when `a` is cheaper to enter.
  int objectiveCostOrder(Symbol a, Symbol b) const;
  /// Steps in a row at one vertex after which phase one turns to Bland's rule.
  static constexpr std::size_t degenerateStepsBeforeBland = 32;
  /// The row that bounds `entering` first as it grows from 0 (the minimum ratio test over
  /// restricted rows, Harris's two passes; a basic dummy bounds it at 0): among the rows that bind
  /// within rounding of the first, the largest pivot, or under `blandsRule` the smallest basic
  /// symbol whose pivot is not tiny. `noRow` when nothing bounds it.
  RowIndex leavingRow(Symbol entering, bool blandsRule) const;
  /// Exchanges `entering` (parametric, with a non-zero coefficient in row `index`) with the row's
  /// basic symbol: the row is solved for `entering`, which is then substituted out of every other
  /// row and the objectives. Keeps every value of a feasible tableau feasible only when the
  /// caller chose the row by a ratio test.
  void pivot(Symbol entering, RowIndex index);
  /// Replaces `entering`, now basic in `definingRow`, by that row's right-hand side in every
  /// other row of its column, in every objective level and in the phase-one objective. Rows that
  /// become infeasible are noted for the dual simplex. Guarantees `entering`'s column is empty.
  void substitute(Symbol entering, RowIndex definingRow);
  /// The primal simplex from a feasible tableau: pivots until no symbol has a negative reduced
  /// cost. `false`: it did not converge within `iterationLimit()` (or met an unbounded
  /// objective, which the errors' bound at 0 rules out); the tableau is feasible but maybe not
  /// optimal.
  bool optimize();
  /// Unblocks rows that stop `entering` at a degenerate vertex (see "Degenerate vertices" in
  /// Simplex.cpp), one pivot inside each; returns how many. Values do not change. 0 when
  /// `leaving` is not at a step of 0 or the column is too short to be worth it.
  std::size_t unblockDegenerateRows(Symbol entering, RowIndex leaving);
  /// Phase one: minimizes the phase-one objective. `false`: it did not converge within
  /// `iterationLimit()` or is unbounded.
  bool optimizeArtificial(Symbol artificial);
  /// Adds row `index`, which has no subject that keeps it feasible, with an artificial slack as
  /// its basic symbol, and runs phase one. Guarantees on success that the artificial symbol is
  /// gone and the row's constraint holds. `false`: the constraint cannot hold together with the
  /// required ones (or phase one did not converge); the tableau is then only fit for a rollback.
  bool addWithArtificialVariable(RowIndex index);
  /// The dual simplex from an optimal tableau: pivots the noted infeasible rows back to
  /// feasibility, keeping optimality. `false`: a row proves the required constraints cannot all
  /// hold, or the steps exceeded `iterationLimit()`; the tableau is then only fit for a rollback.
  bool dualOptimize();
  /// The symbol to enter for infeasible `row` in the dual simplex: the one with `sign ·
  /// coefficient` positive whose costs per unit are lexicographically smallest; `noSymbol` when
  /// there is none (the row cannot be repaired).
  Symbol dualEnteringSymbol(const Row& row, double sign) const;

  // MARK: Constraints into and out of the tableau (ConstraintRows.cpp)

  /// Adds `constraint` (valid, not present) as a record, as a definition or a row, and optimizes
  /// when `optimizeNow`. An edit's record goes among the edits under `editVariable`. `false`: the
  /// constraint cannot hold with the required ones, or a simplex did not converge; the solver is
  /// then left for the caller to roll back (or reset).
  bool insertConstraint(const Constraint& constraint, const void* editVariable, bool optimizeNow);
  /// A new record for `constraint` (valid, not present; an edit's under `editVariable` when it is
  /// not null), with its sequence, its variables' symbols and its objective level, and no marker
  /// yet.
  ConstraintRecord& registerRecord(const Constraint& constraint, const void* editVariable);
  /// Makes `record`'s marker (and second error, with their objective coefficients) in its normal
  /// form (see the table in SolverImplementation.cpp), adding their cells to `cells` when it is not
  /// null. Sets `record.marker`, `secondError` and `markerCoefficient`, and the marker's owner.
  void addMarkers(ConstraintRecord& record, std::vector<Cell>* cells);
  /// Builds `record`'s row in its normal form: the expression with defined symbols expanded
  /// and basic ones substituted out, plus the markers (`addMarkers`), with a constant made ≥ 0.
  void buildRow(ConstraintRecord& record, Row& row);
  /// Drops the cells of `row`, just built from `terms`, that cancelled to within
  /// `feasibilityTolerance` of the largest contribution to them. Values do not change.
  void dropCancelledCells(std::span<const Cell> terms, Row& row);
  /// Adds `record`'s constraint to the tableau as a row solved for a subject (`preferredSubject`
  /// when it is in the row), substituting the subject everywhere, then repairs feasibility.
  /// `false`: the constraint cannot hold together with the required ones (or the repair did not
  /// converge); the tableau is then only fit for a rollback.
  bool insertIntoTableau(ConstraintRecord& record, Symbol preferredSubject);
  /// Removes `record`'s constraint (definition or row), its objective level use, its variable
  /// uses, and last the record itself (detached until the commit, in a transaction). The
  /// tableau is feasible after it but maybe not optimal: the caller optimizes.
  void eraseConstraint(ConstraintRecord& record);
  /// Takes `record`'s row out of the tableau: its errors out of the objective, its marker pivoted
  /// into the basis, its row dropped and its marker and second error purged.
  void removeFromTableau(ConstraintRecord& record);
  /// The row to pivot `marker` into so that its row can be dropped: the restricted row that
  /// bounds it first, else any row of an external symbol; `noRow` when no row holds it.
  RowIndex markerLeavingRow(Symbol marker) const;

  // MARK: Definitions made and unmade (Defining.cpp; the part is Definitions.h)

  /// Holds `record`'s constraint as a definition when it is a required equality with a subject
  /// in no row and no objective, not defined: a fresh one first, else one that definitions use
  /// when a rank fits between its operands' and its users' (no cycle; see "Defining a variable
  /// that definitions use" in Definitions.h). Its dummy marker is made at once (rows that expand
  /// the definition hold it). `false`: it is not such a definition (nothing changed); the caller
  /// puts it into the tableau.
  bool tryDefinition(ConstraintRecord& record);
  /// Moves the definition of `subject` into the tableau as an ordinary required equality with
  /// the marker it has (so the rows that expanded it stay true). Assumes `subject` is defined; it
  /// is in no row (no defined symbol is), so the insertion takes it as subject and cannot fail.
  void moveDefinitionIntoTableau(Symbol subject);
  /// Moves `subject`'s definition into the tableau after every definition it rests on (depth
  /// first, `moveDefinitionIntoTableau` each): its row is then written in their rows' symbols.
  /// Assumes `subject` is defined.
  void moveDefinitionsIntoTableau(Symbol subject);
  /// Forgets `record`'s definition (journaled): its operands lose a dependent. Its marker stays.
  void detachDefinition(ConstraintRecord& record);
  /// Whether some row or objective level holds `marker` (a definition's, when a row expanded it).
  bool isMarkerHeld(Symbol marker) const {
    const Tableau::SymbolInfo& info = tableau_.symbol(marker);
    return info.row != noRow || info.columnCount != 0 || !objective_.costsOf(marker).empty();
  }
  /// The record of the constraint defining `symbol`. Assumes `symbol` is defined.
  ConstraintRecord& definitionOf(Symbol symbol) const {
    return Definitions::recordOf(symbol, tableau_, records_);
  }
  /// The value of `symbol` (`Definitions::value`).
  double symbolValue(Symbol symbol) const { return definitions_.value(symbol, tableau_, records_); }

  // MARK: Constants computed afresh (Constants.cpp)

  /// Computes row `index`'s constant afresh from the constants of the constraints whose markers
  /// it holds (see Constants.cpp), with its magnitude: the rounding of the pivots and shifts that
  /// built it is gone. Assumes the row's cells are in step with the tableau and every present
  /// constraint's constant is the one its rows were shifted to.
  void recomputeConstant(RowIndex index);
  /// The constant, and the magnitude of its terms, that a row of basic `basic` (`noSymbol` for a
  /// row being built, read as `0 = constant + cells`) with `cells` has in exact arithmetic: the
  /// marker formula, one rounding per cell. Exactly 0 when it cancels to rounding noise.
  ConstantFromMarkers constantFromMarkers(Symbol basic, std::span<const Cell> cells) const;
  /// The sum of `level`'s errors' values (a pass over every constraint and edit). Assumes the rows
  /// are consistent (between operations, or at a commit): in the middle of a pivot or a removal
  /// the errors and the objective disagree, which is why a drifted constant waits for
  /// `settleLevelConstants` rather than being computed where it drifted.
  double sumOfErrors(const Level& level) const;
  /// `level`'s constant: the kept one, or the errors' sum while it is stale. What the dump and the
  /// invariants read.
  double levelConstant(const Level& level) const {
    return objective_.isConstantStale(level) ? sumOfErrors(level) : level.constantTerm;
  }
  /// Computes every stale level constant afresh (not journaled). Called where the operation's
  /// changes are final: at a commit, before levels without users are released.
  void settleLevelConstants();

  // MARK: Constant changes and edits (Edits.cpp)

  /// Moves `record`'s constant by `delta` by shifting its marker through the rows that hold it
  /// (or its definition), then repairs feasibility with the dual simplex. `false`: the required
  /// constraints cannot hold with the new constant (or the dual simplex did not converge); the
  /// tableau is then only fit for a rollback. Does not change the constraint's own constant.
  bool shiftConstant(ConstraintRecord& record, double delta);
  /// The start of a change (`kind`: of the constant or priority) of `record`'s `constraint` to
  /// `number`: a new value epoch and measure of doubt, the call, and its transaction.
  Call beginChange(Call::Kind kind, const Constraint& constraint, ConstraintRecord* record, double number);
  /// Its end, once the change's steps are done: the repair by the primal simplex when they went
  /// well, the checks of the rows they changed and of the constraint's new form, and `certify`.
  SolverResult endChange(Call& call);
  /// Sets the constant of the shared constraint data (journaled).
  void setConstraintConstant(const Constraint& constraint, double constant);
  /// Sets the priority of the shared constraint data (journaled).
  void setConstraintPriority(const Constraint& constraint, double priority);

  // MARK: Removals (SolverImplementation.cpp)

  /// Before a removal's erasures: a new value epoch, no doubt, and the rows the removal changes
  /// watched.
  void beginRemoval();
  /// After them: optimizes and notes the watched rows near the range. Returns why the steps
  /// cannot be trusted (they did not converge, left a watched row infeasible, were in doubt, or
  /// left a required constraint among the owners of the markers of the watched rows unheld:
  /// `firstViolatedOwner`), if they cannot: then only exact arithmetic can vouch for the result.
  /// Notes no change.
  std::optional<SolverDoubt> settleRemoval();
  /// Both, then the change noted and certified (`certifyRemoval`). Cannot fail. `exactFollows`:
  /// the removal was made in the kept exact tableau too (`mirrorRemoval`).
  void endRemoval(bool exactFollows = false);

  // MARK: Checks before a call changes anything (Validation.cpp)

  /// The error for a relation of `constraint` that is none of the three, an invalid `priority`
  /// or a non-finite number in `constraint`, else success. Changes nothing.
  SolverResult validate(const Constraint& constraint, double priority) const;
  /// `addConstraints`'s checks: every constraint valid, new and named once, and not changed by
  /// another solver's open transaction. Changes nothing.
  SolverResult validateAdditions(std::span<const Constraint> constraints) const;
  /// `removeConstraints`'s checks: every constraint present and named once, else
  /// `unknownConstraint` naming the first that is not. Changes nothing.
  SolverResult validateRemovals(std::span<const Constraint> constraints) const;
  /// Whether another solver holds a record of `constraint` too (so its constant and priority are
  /// frozen): more records exist than this solver's linked one and its own detached ones (removed
  /// inside an open transaction). Another solver's detached record counts: its transaction may
  /// roll back, and the constraint is then its own again.
  bool isShared(const Constraint& constraint) const;
  /// `addConstraints` of a batch already validated.
  SolverResult addValidConstraints(std::span<const Constraint> constraints);
  /// The index of the first constraint that repeats an earlier one in `constraints`, or its size.
  static std::size_t firstRepeatedConstraint(std::span<const Constraint> constraints);
  /// The failure for `constraint`, which is not in the solver.
  static SolverResult unknownConstraint(const Constraint& constraint);
  /// The failure for a change of `what` (its constant or priority) of `constraint`, which
  /// another solver holds too: shared values cannot change (see `Constraint`).
  static SolverResult sharedConstraint(const Constraint& constraint, const char* what);
  /// The failure for a simplex that did not converge, about `constraint` when there is one.
  static SolverResult notConverged(const Constraint* constraint = nullptr);

  // MARK: Conflicts and ambiguity (Explanation.cpp, Ambiguity.cpp)

  /// The failure for unsatisfiable `constraint`, with the present constraints (and `pending` of
  /// the batch, less `replacing`) that conflict with it. Assumes the solver is as before the call.
  SolverResult unsatisfiable(const Constraint& constraint, const std::vector<Constraint>& pending,
                             const Constraint* replacing);
  /// The required constraints that make `failing` unsatisfiable (see Explanation.cpp).
  std::vector<Constraint> explainConflict(const Constraint& failing, const std::vector<Constraint>& pending,
                                          const Constraint* replacing) const;
  /// The failure for unsatisfiable `constraint` with the given `conflicts` (`replacing`: the
  /// constraint whose change it is, as in `unsatisfiable`).
  static SolverResult unsatisfiableWith(const Constraint& constraint, const Constraint* replacing,
                                        const std::vector<Constraint>& conflicts, bool explained);
  /// How far `symbol` can move in `direction` before a restricted row binds.
  double stepBound(Symbol symbol, double direction) const;

  // MARK: The parts. Each owns its state; see its header.

  Tableau tableau_;
  Objective objective_;
  Journal journal_;
  VariableTable variables_;
  ConstraintRecords records_;
  Definitions definitions_;
  ValueRangeWatch range_;
  ValueChangeNotes changes_;
  EditColumns editColumns_;
  ExactArbiter arbiter_;
  Certification certification_;

  // MARK: The simplex's own state

  /// Symbols that may be lexicographically negative in the objective (a lazily cleaned min-heap).
  std::vector<Symbol> enteringCandidates_;
  /// Basic symbols of rows that may be out of bounds, for the dual simplex.
  std::vector<Symbol> infeasibleRows_;
  /// Pivots since the solver was made (kept across `reset`).
  std::size_t pivotCount_ = 0;

  // MARK: Settings

  bool explainsConflicts_ = true;
  /// Whether failures and doubts go to the exact arbiter (see `setArbitrates`).
  bool arbitrates_ = true;

  // MARK: Scratch. No meaning between calls; kept only to reuse their buffers.

  struct Scratch {
    /// The row a constraint is built in before it is copied into its slot (`insertIntoTableau`),
    /// and the cells of its merges (`buildRow`).
    Row buildingRow;
    std::vector<Cell> mergedCells;
    /// A copy of the column being substituted (`substitute`).
    std::vector<RowIndex> column;
    /// Rows and the symbol each pivots in while unblocking a degenerate vertex.
    struct Unblocking {
      Symbol basic;
      RowIndex row;
      Symbol own;
    };
    std::vector<Unblocking> unblocking;
    /// By symbol, the largest contribution to a cell of the row being built
    /// (`dropCancelledCells`); all 0 between calls.
    std::vector<double> cellMagnitudes;
    /// The expanded terms of the row being built, and `checkedViolation`'s (apart: a row being
    /// built holds the first).
    std::vector<Cell> expandedTerms;
    std::vector<Cell> checkedTerms;
    /// `moveDefinitionsIntoTableau`'s work list: its own, since each definition it moves builds a
    /// row (which, were an operand still defined, could ask `isShallow` again).
    std::vector<Symbol> moveStack;
  };
  Scratch scratch_;
};

}  // namespace clayout::internal

// The inline steps of the hot chain, which need the whole class.
#include "SolverHotChain.h"  // IWYU pragma: export
