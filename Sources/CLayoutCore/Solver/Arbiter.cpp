// Arbiter.cpp — the exact arbiter: what the solver does when its doubles cannot be trusted.
//
// ## The arbiter
//
// The double tableau answers every call first; on a layout it is right and fast. Its answers
// are only as good as the decisions its tolerances make, and on ill-conditioned systems
// (coefficients from 0.001 to 1000, ties, redundancy) rounding exceeds every
// tolerance. So the solver does not report an answer it cannot vouch for. When the double
// tableau
//   - refuses a required constraint of the call (a refusal is a claim about exact arithmetic:
//     its explanation must be proved, see `refusal`), or stops at a step limit,
//   - fails its final check (a required constraint would not hold at the values found),
//   - leaves a value beyond the solver's range (which a far, wrong vertex does),
//   - or is in doubt (below),
// the call is rolled back and decided again in exact arithmetic (Exact/ExactTableau.h) on the
// whole problem: the present constraints in insertion order, then the call's own. Then either
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
// knife edge (accepted before within the double tableau's tolerance): the double tableau's
// answer then stands.
//
// ## When the doubles are in doubt
//
// A decision of the double tableau is as good as its rounding is small beside its tolerances.
// Rounding grows with the cells a call computes with: a pivot on a coefficient of 0.001 in a row
// of 1000s writes cells of 1e6, and the cells of an optimal basis of the outside tests' systems
// reach 1e14, where no tolerance tells rounding from a true cost. So each call measures the
// largest cell it wrote or built on (`operationGrowth_`: the defining row of every pivot, what it
// adds to each row it is substituted into, and the rows substituted into a new constraint's row),
// and above `growthLimit` (1e4) the call goes to the arbiter. Layouts stay far below it (a
// layout's coefficients are small multipliers, and its pivots rarely divide by less than 1);
// random systems with coefficients from 0.001 to 1000 are far above it almost always.
//
// ## The exact tableau kept
//
// An exact solve from scratch is far dearer than a call in doubles on those systems, and an
// ill-conditioned system sends every call to the arbiter. So the exact tableau is kept after a
// call the arbiter made (`exactCache_`), in step with the solver (`stateVersion_`): the next call
// that only adds constraints adds one row each to it and optimizes from where it was. It follows
// the double tableau's own additions and removals (`mirrorAddition`, `mirrorRemoval`), within a
// work bound (`limitMirrorWork`: following must not cost more than the solve from scratch it may
// spare), survives a commit and a rollback to a state it was in step with, and is dropped by any
// other change (a constant, a priority, an edit) and by a refusal. A replacement
// (`replaceConstraints`) takes its removals out of it without optimizing and its additions in,
// and optimizes once.
#include <algorithm>
#include <cmath>
#include <unordered_map>

#include "SolverImplementation.h"
#include "Support/NumberFormat.h"

namespace clayout::internal {

SolverImplementation::ExactProblem SolverImplementation::exactProblem(const ArbitratedChange& change) const {
  ExactProblem problem;
  // The present constraints and edits, in insertion order, less the changed one; then the call's.
  std::vector<ConstraintRecord*> present;
  constraints_.forEach([&](const ConstraintRecord& record) {
    if (&record != change.changed) present.push_back(&constraints_.record(record.slot));
  });
  for (const auto& [key, record] : edits_) {
    if (record.get() != change.changed) present.push_back(record.get());
  }
  std::sort(present.begin(), present.end(),
            [](const ConstraintRecord* a, const ConstraintRecord* b) { return a->sequence < b->sequence; });
  for (ConstraintRecord* record : present) {
    problem.handles.push_back(record->constraint);
    problem.records.push_back(record);
  }
  problem.firstAdded = problem.handles.size();
  for (const Constraint& constraint : change.added) {
    problem.handles.push_back(constraint);
    problem.records.push_back(nullptr);
  }
  numberProblem(problem);
  return problem;
}

void SolverImplementation::numberProblem(ExactProblem& problem) const {
  std::unordered_map<const void*, std::uint32_t> variableNumbers;
  for (const Constraint& constraint : problem.handles) {
    for (const Term& term : constraint.expression().terms) {
      auto [found, inserted] = variableNumbers.emplace(term.variable.identity(), problem.variables.size());
      if (inserted) problem.variables.push_back(term.variable);
    }
  }
  // A definition's subject is its row's preferred basic symbol, so that its row is the
  // definition (and is left out when the solution is written back).
  problem.records.resize(problem.handles.size(), nullptr);
  for (std::size_t number = 0; number < problem.handles.size(); ++number) {
    const Constraint& constraint = problem.handles[number];
    exact::ExactConstraint exactConstraint;
    for (const Term& term : constraint.expression().terms)
      exactConstraint.terms.emplace_back(variableNumbers.at(term.variable.identity()), term.coefficient);
    exactConstraint.constant = constraint.expression().constant;
    exactConstraint.relation = constraint.relation();
    exactConstraint.priority = constraint.priority();
    const ConstraintRecord* record = problem.records[number];
    if (record != nullptr && record->definition) {
      VariableTable::Slot slot = symbols_[record->definition->subject].variable;
      exactConstraint.preferredSubject = variableNumbers.at(variables_[slot].variable.identity());
    }
    problem.constraints.push_back(std::move(exactConstraint));
  }
}

exact::ExactTableau SolverImplementation::exactTableau(const ExactProblem& problem,
                                                       const std::vector<std::size_t>* subset,
                                                       std::size_t& failing) const {
  exact::ExactTableau tableau;
  tableau.setWorkLimit(exactWorkLeft_);
  for (std::size_t v = 0; v < problem.variables.size(); ++v) tableau.addVariable();  // symbol v
  std::size_t count = subset != nullptr ? subset->size() : problem.constraints.size();
  failing = count;
  try {
    for (std::size_t position = 0; position < count; ++position) {
      std::size_t number = subset != nullptr ? (*subset)[position] : position;
      if (!tableau.add(problem.constraints[number])) {
        failing = position;
        break;
      }
    }
  } catch (const exact::ExactWorkExhausted&) {
    exactWorkLeft_ = 0;
    throw;
  }
  exactWorkLeft_ -= std::min(exactWorkLeft_, tableau.work());
  return tableau;
}

std::vector<std::size_t> SolverImplementation::irreducibleConflict(const ExactProblem& problem,
                                                                   std::vector<std::size_t> proof,
                                                                   std::size_t failing) const {
  // Deletion filter: each other member in turn is left out; if the rest still cannot hold, it
  // was not needed. What remains cannot hold, and every member is needed. The failing
  // constraint stays last, so that each check fails (if it does) at it.
  std::vector<std::size_t> kept;
  for (std::size_t number : proof)
    if (number != failing) kept.push_back(number);
  for (std::size_t position = kept.size(); position-- > 0;) {
    std::vector<std::size_t> trial;
    for (std::size_t k = 0; k < kept.size(); ++k)
      if (k != position) trial.push_back(kept[k]);
    trial.push_back(failing);
    std::size_t stopped = 0;
    (void)exactTableau(problem, &trial, stopped);
    if (stopped < trial.size()) kept.erase(kept.begin() + static_cast<std::ptrdiff_t>(position));
  }
  return kept;
}

bool SolverImplementation::isExactConflict(const Constraint& failing,
                                           const std::vector<Constraint>& conflicts) const {
  ExactProblem problem;
  problem.handles = conflicts;
  problem.handles.push_back(failing);
  numberProblem(problem);
  std::size_t last = conflicts.size();
  std::size_t stopped = 0;
  exact::ExactTableau tableau = exactTableau(problem, nullptr, stopped);
  if (stopped != last) return false;  // feasible, or the conflicts alone cannot hold
  if (conflicts.size() <= certifiedByDeletion) {
    for (std::size_t left = 0; left < conflicts.size(); ++left) {
      std::vector<std::size_t> others;
      for (std::size_t k = 0; k <= last; ++k)
        if (k != left) others.push_back(k);
      (void)exactTableau(problem, &others, stopped);
      if (stopped < others.size()) return false;  // not needed: the explanation is not the smallest
    }
    return true;
  }
  // A proof of the conflict that leaves a constraint out shows the explanation is not the smallest.
  return tableau.conflict().size() == problem.handles.size();
}

SolverResult SolverImplementation::refusal(const ArbitratedChange& change, const Constraint& failing,
                                           const std::vector<Constraint>& pending,
                                           const Constraint* replacing,
                                           const std::function<SolverResult()>& fallback) {
  if (!arbitrates_) return unsatisfiable(failing, pending, replacing);
  if (explainsConflicts_ && failing.isRequired()) {
    std::vector<Constraint> conflicts = explainConflict(failing, pending, replacing);
    exactWorkLeft_ = exactWorkBudget_;
    try {
      if (isExactConflict(failing, conflicts)) {
        ++arbitrationCount_;
        return unsatisfiableWith(failing, replacing, conflicts, true);
      }
    } catch (const exact::ExactWorkExhausted&) {
      ++arbitrationCount_;
      return decidedInDoubles(fallback());  // beyond the exact work bound (`exactWorkBudget`)
    }
  }
  return arbitrate(change, fallback);
}

SolverImplementation::ExactCache* SolverImplementation::extendedCache(const ArbitratedChange& change) {
  if (!exactCache_ || exactCache_->version != stateVersion_ || change.changed != nullptr) {
    exactCache_.reset();
    return nullptr;
  }
  ExactCache& cache = *exactCache_;
  cache.tableau.setWorkLimit(cache.tableau.work() + exactWorkLeft_);
  for (const Constraint& constraint : change.added) {
    if (!cache.tableau.add(exactConstraintIn(cache, constraint, nullptr))) {
      // A refusal: the solve from scratch finds it again and explains it.
      exactCache_.reset();
      return nullptr;
    }
    cache.records.push_back(nullptr);  // the record is made when the change is kept
  }
  cache.tableau.optimize();
  return &cache;
}

exact::ExactConstraint SolverImplementation::exactConstraintIn(ExactCache& cache,
                                                               const Constraint& constraint,
                                                               const ConstraintRecord* record) {
  exact::ExactConstraint exactConstraint;
  for (const Term& term : constraint.expression().terms) {
    auto [found, inserted] = cache.symbolOfVariable.emplace(term.variable.identity(), 0);
    if (inserted) {
      found->second = cache.tableau.addVariable();
      cache.variables.emplace_back(found->second, term.variable);
    }
    exactConstraint.terms.emplace_back(found->second, term.coefficient);
  }
  exactConstraint.constant = constraint.expression().constant;
  exactConstraint.relation = constraint.relation();
  exactConstraint.priority = constraint.priority();
  if (record != nullptr && record->definition) {
    VariableTable::Slot slot = symbols_[record->definition->subject].variable;
    exactConstraint.preferredSubject = cache.symbolOfVariable.at(variables_[slot].variable.identity());
  }
  return exactConstraint;
}

// MARK: Following the double tableau

std::size_t SolverImplementation::exactNumberOf(ExactCache& cache, const ConstraintRecord* record) {
  if (cache.numberOf.empty()) {
    for (std::size_t number = 0; number < cache.records.size(); ++number)
      if (cache.records[number] != nullptr) cache.numberOf.emplace(cache.records[number], number);
  }
  auto found = cache.numberOf.find(record);
  return found != cache.numberOf.end() ? found->second : SIZE_MAX;
}

void SolverImplementation::renewMirrorLimit(ExactCache& cache) {
  cache.numberOf.clear();  // the call's records are new
  cache.mirrorLimit = cache.tableau.work() + std::max(cache.scratchWork, leastMirrorWork);
}

void SolverImplementation::limitMirrorWork(ExactCache& cache) {
  // A removal may move the optimum far (the rest of a stack freed at one end), and following it
  // exactly may cost more than a solve from scratch: one call may spend a quarter of what a
  // solve from scratch costs, all calls until the next arbitration one such solve.
  std::uint64_t quarter = std::max(cache.scratchWork / 4, leastMirrorWork);
  cache.tableau.setWorkLimit(std::min(cache.mirrorLimit, cache.tableau.work() + quarter));
}

template <typename Step>
bool SolverImplementation::followExactly(Step step) {
  ExactCache* cache = exactCacheInStep();
  if (cache == nullptr) return false;
  limitMirrorWork(*cache);
  try {
    if (step(*cache)) return true;
  } catch (const exact::ExactWorkExhausted&) {
  }
  exactCache_.reset();
  return false;
}

bool SolverImplementation::mirrorAddition(std::span<const Constraint> constraints) {
  return followExactly([&](ExactCache& cache) {
    for (const Constraint& constraint : constraints) {
      ConstraintRecord* record = constraints_.find(constraint);
      CLAYOUT_ASSERT(record != nullptr);
      // A refusal where the doubles accepted (beyond a knife edge): the next arbitration solves
      // from scratch and finds it.
      if (!cache.tableau.add(exactConstraintIn(cache, constraint, record))) return false;
      if (!cache.numberOf.empty()) cache.numberOf.emplace(record, cache.records.size());
      cache.records.push_back(record);
    }
    cache.tableau.optimize();
    return true;
  });
}

bool SolverImplementation::mirrorRemoval(std::span<const Constraint> constraints, bool optimize) {
  return followExactly([&](ExactCache& cache) {
    for (const Constraint& constraint : constraints) {
      const ConstraintRecord* record = constraints_.find(constraint);
      std::size_t number = exactNumberOf(cache, record);
      if (number == SIZE_MAX) return false;
      cache.tableau.remove(number);
      cache.records[number] = nullptr;
      cache.numberOf.erase(record);
    }
    if (optimize) cache.tableau.optimize();
    return true;
  });
}

SolverResult SolverImplementation::exactValueRange(const ExactCache& cache,
                                                   const std::function<std::string()>& verb) {
  for (const auto& [symbol, variable] : cache.variables) {
    double value = cache.tableau.value(symbol);
    if (isValueInRange(value)) continue;
    return SolverResult::failure(SolverErrorKind::valueOutOfRange,
                                 "cannot " + verb() + ": variable `" + variable.name() + "` would be " +
                                     formatNumber(value) + ", beyond " + formatNumber(largestValue) +
                                     " in magnitude (see ValueRange.h)");
  }
  return SolverResult::success();
}

SolverResult SolverImplementation::arbitrate(const ArbitratedChange& change,
                                             const std::function<SolverResult()>& fallback) {
  // 1. The exact verdict: from the kept tableau when it is in step and the call only adds, else
  //    from scratch; beyond the exact work bound, the doubles decide (`exactWorkBudget`).
  if (change.prepare) change.prepare();
  exactWorkLeft_ = exactWorkBudget_;
  ++arbitrationCount_;
  try {
    return arbitrateExactly(change, fallback);
  } catch (const exact::ExactWorkExhausted&) {
    exactCache_.reset();
    return decidedInDoubles(fallback());
  }
}

SolverResult SolverImplementation::decidedInDoubles(SolverResult result) {
  ++decidedInDoublesCount_;
  if (!result)
    result.message +=
        " (decided in floating point alone: deciding exactly would take more than the solver's "
        "work bound, see docs/exactness.md)";
  return result;
}

SolverResult SolverImplementation::arbitrateExactly(const ArbitratedChange& change,
                                                    const std::function<SolverResult()>& fallback) {
  std::size_t firstAdded;
  ExactCache* cache = extendedCache(change);
  if (cache != nullptr) {
    firstAdded = cache->records.size() - change.added.size();
  } else {
    ExactProblem problem = exactProblem(change);
    std::size_t failing = 0;
    exact::ExactTableau tableau = exactTableau(problem, nullptr, failing);
    if (failing < problem.constraints.size()) {
      if (failing < problem.firstAdded || !problem.handles[failing].isRequired()) return fallback();
      const Constraint* replacing = change.changed != nullptr ? &change.changed->constraint : nullptr;
      std::vector<Constraint> conflicts;
      if (explainsConflicts_) {
        std::vector<std::size_t> proof = tableau.conflict();
        for (std::size_t number : irreducibleConflict(problem, proof, failing))
          conflicts.push_back(problem.handles[number]);
      }
      return unsatisfiableWith(problem.handles[failing], replacing, conflicts, explainsConflicts_);
    }
    tableau.optimize();
    std::uint64_t work = tableau.work();
    exactCache_ =
        std::make_unique<ExactCache>(ExactCache{std::move(tableau), problem.records, {}, {}, 0, work, 0, {}});
    cache = exactCache_.get();
    for (std::size_t v = 0; v < problem.variables.size(); ++v) {
      cache->variables.emplace_back(static_cast<std::uint32_t>(v), problem.variables[v]);
      cache->symbolOfVariable.emplace(problem.variables[v].identity(), static_cast<std::uint32_t>(v));
    }
    firstAdded = problem.firstAdded;
  }
  // 2. An optimum beyond the range moves along the optimal face toward zero (an underdetermined
  //    variable may have gone far); if it is still beyond, the call is refused, naming the
  //    variable. A tableau so moved is not kept (see `ExactTableau::pullTowardZero`).
  bool keep = true;
  if (!exactValueRange(*cache, change.verb)) {
    std::vector<std::uint32_t> variables;
    for (const auto& [symbol, variable] : cache->variables) variables.push_back(symbol);
    keep = !cache->tableau.pullTowardZero(variables);
  }
  if (SolverResult inRange = exactValueRange(*cache, change.verb); !inRange) {
    exactCache_.reset();
    if (change.added.size() == 1)
      inRange.constraint = change.changed ? change.changed->constraint : change.added[0];
    return inRange;
  }
  // 3. The change made, and the exact optimum written back (no exact work is left to do: nothing
  //    below throws).
  ++valueEpoch_;
  bool pristine = isPristine();
  if (!pristine) beginTransaction();
  if (change.changed != nullptr) {
    // Out and in again with its new constant or priority, keeping its place in the order.
    std::uint64_t sequence = change.changed->sequence;
    Constraint handle = change.changed->constraint;
    const void* editVariable = change.changed->editVariable();
    eraseConstraint(*change.changed);
    change.apply();
    ConstraintRecord& record = registerRecord(handle, editVariable);
    record.sequence = sequence;
    addMarkers(record, nullptr);
    cache->records[firstAdded] = &record;
  } else {
    for (std::size_t i = 0; i < change.added.size(); ++i) {
      ConstraintRecord& record = registerRecord(change.added[i], change.editVariable);
      addMarkers(record, nullptr);
      cache->records[firstAdded + i] = &record;
    }
  }
  installExactSolution(*cache);
  SolverResult inRange = checkValueRange(changedRows(), true, change.verb);
  if (!inRange) {
    exactCache_.reset();
    discardChange(pristine);
    return fallback();
  }
  std::unique_ptr<ExactCache> kept = std::move(exactCache_);  // the commit drops a kept tableau
  if (pristine) {
    noteChange();
  } else {
    commitTransaction();
  }
  kept->version = stateVersion_;
  renewMirrorLimit(*kept);
  if (keep) exactCache_ = std::move(kept);
  return SolverResult::success();
}

void SolverImplementation::refactorize() {
  ArbitratedChange change;
  change.verb = [] { return std::string("remove constraints"); };
  (void)arbitrate(change, [] { return SolverResult::success(); });
}

void SolverImplementation::installExactSolution(const ExactCache& cache) {
  valuesNearRange_ = true;  // every row is new: the next check of the value range looks at them all
  noteEveryValueChange();   // every row is rewritten
  const exact::ExactTableau& solved = cache.tableau;
  const std::vector<ConstraintRecord*>& records = cache.records;
  // 1. The double symbol of every exact one: variables by their handles, markers by records (a
  //    definition's dummy too: rows written back hold it where they expanded the definition).
  std::vector<Symbol> symbolOf(solved.symbolCount(), noSymbol);
  for (const auto& [symbol, variable] : cache.variables) symbolOf[symbol] = knownSymbol(variable);
  for (std::size_t number = 0; number < records.size(); ++number) {
    if (solved.isRemoved(number)) continue;
    auto [marker, second] = solved.symbolsOf(number);
    symbolOf[marker] = records[number]->marker;
    if (second != exact::ExactTableau::none) symbolOf[second] = records[number]->secondError;
  }
  // 2. The old rows and objective go.
  for (RowIndex index = 0; index < static_cast<RowIndex>(rows_.size()); ++index) {
    if (rows_[index].isPresent()) releaseRow(index);
  }
  for (const auto& [priority, level] : levels_) {
    std::vector<Symbol> held = level->symbols;
    for (Symbol symbol : held)
      if (levelCoefficient(*level, symbol) != 0) setLevelCoefficient(*level, symbol, 0);
  }
  artificial_.reset();
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
  for (const auto& [symbol, variable] : cache.variables) {
    Symbol subject = symbolOf[symbol];
    if (!isExactBasic[symbol] && symbols_[subject].isDefined()) detachDefinition(definitionOf(subject));
  }
  auto isWrittenBack = [&](std::uint32_t basic) {
    return symbolOf[basic] != noSymbol && !symbols_[symbolOf[basic]].isDefined();
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
    Row& row = rows_[index];
    row.basic = basic;
    row.basicKind = symbols_[basic].kind;
    row.constant = solvedRow.constant;
    row.magnitude = std::fabs(solvedRow.constant);
    setRowCells(index, cells);
    setBasicRow(basic, index);
    ++rowCount_;
  }
  // 5. The objective, level by level.
  for (std::size_t k = 0; k < priorities.size(); ++k) {
    auto found = levels_.find(priorities[k]);
    if (found == levels_.end()) continue;
    Level& level = *found->second;
    const exact::ExactTableau::RoundedRow& objective = objectives[k];
    setLevelCoefficient(level, noSymbol, objective.constant, std::fabs(objective.constant));
    if (level.constantIsStale) {
      level.constantIsStale = false;
      Level* pointer = &level;
      journal([pointer] { pointer->constantIsStale = true; });
    }
    for (const auto& [symbol, coefficient] : objective.cells) {
      CLAYOUT_ASSERT(symbolOf[symbol] != noSymbol);
      if (symbolOf[symbol] != noSymbol)
        setLevelCoefficient(level, symbolOf[symbol], coefficient, std::fabs(coefficient));
    }
  }
  enteringCandidates_.clear();
  ++valueEpoch_;
}

}  // namespace clayout::internal
