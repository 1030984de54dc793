// Arbitration.cpp — what the exact arbiter's decision does to the solver.
//
// ## The arbiter
//
// A call the certification does not trust (Certification.cpp) is rolled back and decided again in
// exact arithmetic (ExactArbiter.h, on Exact/ExactTableau.h) on the whole problem: the present
// constraints in insertion order, then the call's own. Then either
//   - a constraint of the call cannot hold: the exact tableau's Farkas proof names the present
//     constraints it conflicts with, narrowed to an irreducible set by exact checks (each
//     constraint left out must make the rest feasible), and the call is refused with them; or
//   - the call can be made: the exact optimum is written into the double tableau, every row
//     and every objective coefficient computed exactly and rounded once (`installExactSolution`).
//     That is a refactorization: the tableau is again as exact as doubles can hold it. An
//     optimum with a value beyond the range is first moved along the optimal face to where Σ|x|
//     is least (`ExactTableau::pullTowardZero`); if a value is still beyond, the call is refused
//     (every optimal point has a Σ|x| at least as large).
// Exactness cannot decide when the present constraints themselves cannot hold exactly beyond a
// knife edge (accepted before within the double tableau's tolerance), nor within its work bound:
// the double tableau's answer then stands.
//
// A refusal by the doubles is first checked more cheaply: the double tableau's own explanation
// of it (Explanation.cpp), when the exact arbiter proves it, is the refusal (`refusal`).
#include <algorithm>
#include <cmath>
#include <vector>

#include "SolverImplementation.h"
#include "Support/NumberFormat.h"

namespace clayout::internal {

namespace {

/// How far, relative to the exact value, a definition's sum in doubles may read from it when an
/// exact solution is written back: a sum that does not cancel is off by a few roundings (2^-52
/// each), far below this; one that cancels six digits is off by 1e-10 and more.
constexpr double exactDefinitionTolerance = 1e-12;

}  // namespace

SolverResult SolverImplementation::refusal(Call& call, const Constraint& failing,
                                           const std::vector<Constraint>& pending,
                                           const Constraint* replacing,
                                           const std::function<SolverResult()>& fallback) {
  if (!arbitrates_) return unsatisfiable(failing, pending, replacing);
  if (explainsConflicts_ && failing.isRequired()) {
    std::vector<Constraint> conflicts = explainConflict(failing, pending, replacing);
    switch (arbiter_.proveConflict(failing, conflicts)) {
      case ExactArbiter::Proof::proved:
        return unsatisfiableWith(failing, replacing, conflicts, true);
      case ExactArbiter::Proof::beyondBudget:
        return decidedInDoubles(fallback());
      case ExactArbiter::Proof::notProved:
        break;
    }
  }
  return arbitrate(call, fallback);
}

SolverResult SolverImplementation::decidedInDoubles(SolverResult result) {
  arbiter_.countDecidedInDoubles();
  if (!result)
    result.message +=
        " (decided in floating point alone: deciding exactly would take more than the solver's "
        "work bound, see docs/exactness.md)";
  return result;
}

const void* SolverImplementation::preferredSubjectOf(const ConstraintRecord& record) const {
  if (!record.definition) return nullptr;
  return variables_[tableau_.symbol(record.definition->subject).variable].variable.identity();
}

ExactArbiter::Problem SolverImplementation::exactProblem(const Call& call) const {
  ExactArbiter::Problem problem;
  // The present constraints and edits, in insertion order, less the changed one; then the call's.
  std::vector<ConstraintRecord*> present;
  records_.forEachConstraint([&](const ConstraintRecord& record) {
    if (&record != call.changed) present.push_back(&records_.record(record.slot));
  });
  records_.forEachEdit([&](ConstraintRecord& record) {
    if (&record != call.changed) present.push_back(&record);
  });
  std::sort(present.begin(), present.end(),
            [](const ConstraintRecord* a, const ConstraintRecord* b) { return a->sequence < b->sequence; });
  for (ConstraintRecord* record : present) {
    problem.handles.push_back(record->constraint);
    problem.records.push_back(record);
    problem.preferredSubjects.push_back(preferredSubjectOf(*record));
  }
  problem.firstAdded = problem.handles.size();
  for (const Constraint& constraint : call.added) {
    problem.handles.push_back(constraint);
    problem.records.push_back(nullptr);
    problem.preferredSubjects.push_back(nullptr);
  }
  return problem;
}

SolverResult SolverImplementation::arbitrate(Call& call, const std::function<SolverResult()>& fallback) {
  // 1. The exact verdict.
  prepareChange(call);
  ExactArbiter::Decision decision = arbiter_.decide(
      call.added, call.changed != nullptr, [&] { return exactProblem(call); }, explainsConflicts_);
  switch (decision.kind) {
    case ExactArbiter::Decision::Kind::beyondBudget:
      return decidedInDoubles(fallback());
    case ExactArbiter::Decision::Kind::undecidable:
      return fallback();
    case ExactArbiter::Decision::Kind::refused: {
      const Constraint* replacing = call.changed != nullptr ? &call.changed->constraint : nullptr;
      return unsatisfiableWith(*decision.failing, replacing, decision.conflicts, explainsConflicts_);
    }
    case ExactArbiter::Decision::Kind::outOfRange: {
      SolverResult result =
          SolverResult::failure(SolverErrorKind::valueOutOfRange,
                                "cannot " + verbOf(call) + ": variable `" + decision.variable->name() +
                                    "` would be " + formatNumber(decision.value) + ", beyond " +
                                    formatNumber(largestValue) + " in magnitude (see ValueRange.h)");
      if (call.added.size() == 1) result.constraint = call.changed ? call.changed->constraint : call.added[0];
      return result;
    }
    case ExactArbiter::Decision::Kind::made:
      break;
  }
  // 2. The change made, and the exact optimum written back (no exact work is left to do).
  definitions_.invalidateValues();
  bool pristine = isPristine();
  if (!pristine) beginTransaction();
  if (call.changed != nullptr) {
    // Out and in again with its new constant or priority, keeping its place in the order.
    std::uint64_t sequence = call.changed->sequence;
    Constraint handle = call.changed->constraint;
    const void* editVariable = call.changed->editVariable();
    eraseConstraint(*call.changed);
    applyChange(call);
    ConstraintRecord& record = registerRecord(handle, editVariable);
    record.sequence = sequence;
    addMarkers(record, nullptr);
    arbiter_.adopt(decision.firstAdded, &record);
  } else {
    const void* editVariable = call.kind == Call::Kind::addEditVariable ? call.variable->identity() : nullptr;
    for (std::size_t i = 0; i < call.added.size(); ++i) {
      ConstraintRecord& record = registerRecord(call.added[i], editVariable);
      addMarkers(record, nullptr);
      arbiter_.adopt(decision.firstAdded + i, &record);
    }
  }
  installExactSolution();
  SolverResult inRange = checkValueRange(call, journal_.changedRows(), true);
  if (!inRange) {
    arbiter_.drop();
    discardChange(pristine);
    return fallback();
  }
  ExactArbiter::Held decided = arbiter_.hold();  // the commit drops a kept tableau
  if (pristine) {
    noteChange();
  } else {
    commitTransaction();
  }
  arbiter_.keep(std::move(decided));
  return SolverResult::success();
}

void SolverImplementation::refactorize() {
  Call call{Call::Kind::removal};
  (void)arbitrate(call, [] { return SolverResult::success(); });
}

bool SolverImplementation::mirrorAddition(std::span<const Constraint> constraints) {
  if (!arbiter_.isFollowing()) return false;
  std::vector<ExactArbiter::Addition> additions;
  for (const Constraint& constraint : constraints) {
    ConstraintRecord* record = records_.find(constraint);
    CLAYOUT_ASSERT(record != nullptr);
    additions.push_back({&constraint, record, preferredSubjectOf(*record)});
  }
  return arbiter_.followAddition(additions);
}

bool SolverImplementation::mirrorRemoval(std::span<const Constraint> constraints, bool optimize) {
  if (!arbiter_.isFollowing()) return false;
  std::vector<ConstraintRecord*> removed;
  for (const Constraint& constraint : constraints) removed.push_back(records_.find(constraint));
  return arbiter_.followRemoval(removed, optimize);
}

void SolverImplementation::installExactSolution() {
  range_.setNearRange();            // every row is new: the next check of the value range looks at them all
  changes_.noteEveryValueChange();  // every row is rewritten
  ExactArbiter::Solution solution = arbiter_.solution();
  const exact::ExactTableau& solved = solution.tableau;
  // 1. The double symbol of every exact one: variables by their handles, markers by records (a
  //    definition's dummy too: rows written back hold it where they expanded the definition).
  std::vector<Symbol> symbolOf(solved.symbolCount(), noSymbol);
  for (const auto& [symbol, variable] : solution.variables) symbolOf[symbol] = knownSymbol(variable);
  for (std::size_t number = 0; number < solution.records.size(); ++number) {
    if (solved.isRemoved(number)) continue;
    auto [marker, second] = solved.symbolsOf(number);
    symbolOf[marker] = solution.records[number]->marker;
    if (second != exact::ExactTableau::none) symbolOf[second] = solution.records[number]->secondError;
  }
  // 2. The old rows and objective go.
  for (RowIndex index = 0; index < static_cast<RowIndex>(tableau_.rowSlots()); ++index) {
    if (tableau_.row(index).isPresent()) releaseRow(index);
  }
  objective_.forEachLevel([&](Level& level) {
    std::vector<Symbol> held = level.symbols;
    for (Symbol symbol : held)
      if (objective_.coefficient(level, symbol) != 0) setLevelCoefficient(level, symbol, 0);
  });
  objective_.endPhaseOne();
  enteringCandidates_.clear();
  infeasibleRows_.clear();
  // 3. The exact rows and objectives, rounded once. A definition whose subject is basic in the
  //    exact tableau stays outside: its exact row is the definition (in other symbols maybe),
  //    and the rows written back hold its dummy where they expanded it. One whose subject the
  //    exact solve left parametric (it is in other rows) becomes an ordinary required equality
  //    with the marker it has, its row written back as the others.
  std::vector<exact::ExactTableau::RoundedRow> solvedRows = solved.roundedRows();
  std::vector<double> priorities = solved.priorities();
  std::vector<exact::ExactTableau::RoundedRow> objectives;
  for (double priority : priorities) objectives.push_back(solved.roundedObjective(priority));
  std::vector<bool> isExactBasic(solved.symbolCount(), false);
  for (const auto& row : solvedRows) isExactBasic[row.basic] = true;
  //    A definition kept outside is read as its sum in doubles at its operands' values. When that
  //    sum cancels (`v = 2·w + 1e6` at w = -500000.0000005 sums to -1e-6 from terms of 1e6), the
  //    rounding of the operands leaves the subject far from its exact value relative to itself,
  //    and a required constraint of large coefficient on the subject (`1e6·v + 1 <= 0`) misses by
  //    its whole scale. Such a definition is detached too: its exact row is written back.
  std::vector<std::uint32_t> exactOf(tableau_.symbolSlots(), exact::ExactTableau::none);
  for (const auto& [symbol, variable] : solution.variables) exactOf[symbolOf[symbol]] = symbol;
  auto sumMissesExact = [&](std::uint32_t symbol, const Definition& definition) {
    double sum = definition.constant;
    for (const Cell& cell : definition.cells) {
      std::uint32_t operand = cell.symbol < exactOf.size() ? exactOf[cell.symbol] : exact::ExactTableau::none;
      if (operand == exact::ExactTableau::none) return true;
      sum += cell.coefficient * solved.value(operand);
    }
    double exactValue = solved.value(symbol);
    return std::fabs(sum - exactValue) > exactDefinitionTolerance * std::fabs(exactValue);
  };
  for (const auto& [symbol, variable] : solution.variables) {
    Symbol subject = symbolOf[symbol];
    if (!tableau_.symbol(subject).isDefined()) continue;
    ConstraintRecord& record = definitionOf(subject);
    if (!isExactBasic[symbol] || sumMissesExact(symbol, *record.definition)) detachDefinition(record);
  }
  auto isWrittenBack = [&](std::uint32_t basic) {
    return symbolOf[basic] != noSymbol && !tableau_.symbol(symbolOf[basic]).isDefined();
  };
  // 4. The rows. A row of a defined variable is its definition, kept outside.
  std::vector<Cell> cells;
  for (const exact::ExactTableau::RoundedRow& solvedRow : solvedRows) {
    if (!isWrittenBack(solvedRow.basic)) continue;
    Symbol basic = symbolOf[solvedRow.basic];
    cells.clear();
    for (const auto& [symbol, coefficient] : solvedRow.cells) {
      CLAYOUT_ASSERT(symbolOf[symbol] != noSymbol);
      if (symbolOf[symbol] != noSymbol && coefficient != 0) cells.push_back({symbolOf[symbol], coefficient});
    }
    std::sort(cells.begin(), cells.end(), [](const Cell& a, const Cell& b) { return a.symbol < b.symbol; });
    RowIndex index = newRow();
    tableau_.setRowBasic(index, basic);
    tableau_.setRowConstant(index, solvedRow.constant, std::fabs(solvedRow.constant));
    setRowCells(index, cells);
    setBasicRow(basic, index);
    tableau_.countRow();
  }
  // 5. The objective, level by level.
  for (std::size_t k = 0; k < priorities.size(); ++k) {
    Level* level = objective_.findLevel(priorities[k]);
    if (level == nullptr) continue;
    const exact::ExactTableau::RoundedRow& objective = objectives[k];
    setLevelCoefficient(*level, noSymbol, objective.constant, std::fabs(objective.constant));
    objective_.clearStale(*level, journal_);
    for (const auto& [symbol, coefficient] : objective.cells) {
      CLAYOUT_ASSERT(symbolOf[symbol] != noSymbol);
      if (symbolOf[symbol] != noSymbol)
        setLevelCoefficient(*level, symbolOf[symbol], coefficient, std::fabs(coefficient));
    }
  }
  enteringCandidates_.clear();
  definitions_.invalidateValues();
}

}  // namespace clayout::internal
