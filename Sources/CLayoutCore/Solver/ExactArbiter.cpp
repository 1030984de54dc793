// ExactArbiter.cpp — exact decisions, proofs of refusals, and the kept exact tableau (the essay
// is in ExactArbiter.h; when the solver asks, in Certification.cpp and Arbitration.cpp).
#include "ExactArbiter.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <unordered_map>

#include "CLayoutCore/Solver/ValueRange.h"

namespace clayout::internal {

ExactArbiter::Numbered ExactArbiter::numbered(const Problem& problem) {
  Numbered result;
  std::unordered_map<const void*, std::uint32_t> variableNumbers;
  for (const Constraint& constraint : problem.handles) {
    for (const Term& term : constraint.expression().terms) {
      auto [found, inserted] = variableNumbers.emplace(term.variable.identity(), result.variables.size());
      if (inserted) result.variables.push_back(term.variable);
    }
  }
  for (std::size_t number = 0; number < problem.handles.size(); ++number) {
    const Constraint& constraint = problem.handles[number];
    exact::ExactConstraint exactConstraint;
    for (const Term& term : constraint.expression().terms)
      exactConstraint.terms.emplace_back(variableNumbers.at(term.variable.identity()), term.coefficient);
    exactConstraint.constant = constraint.expression().constant;
    exactConstraint.relation = constraint.relation();
    exactConstraint.priority = constraint.priority();
    // The present constraints were accepted, on a knife edge maybe (at another point than this
    // solve meets them): accepted again, so that an optional call is never refused for them.
    exactConstraint.accepted = number < problem.firstAdded;
    // A definition's subject is its row's preferred basic symbol, so that its row is the
    // definition (and is left out when the solution is written back).
    if (number < problem.preferredSubjects.size() && problem.preferredSubjects[number] != nullptr)
      exactConstraint.preferredSubject = variableNumbers.at(problem.preferredSubjects[number]);
    result.constraints.push_back(std::move(exactConstraint));
  }
  return result;
}

exact::ExactTableau ExactArbiter::tableauOf(const Numbered& problem, const std::vector<std::size_t>* subset,
                                            std::size_t& failing) {
  exact::ExactTableau tableau;
  tableau.setWorkLimit(workLeft_);
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
    workLeft_ = 0;
    throw;
  }
  workLeft_ -= std::min(workLeft_, tableau.work());
  return tableau;
}

std::vector<std::size_t> ExactArbiter::irreducibleConflict(const Numbered& problem,
                                                           std::vector<std::size_t> proof,
                                                           std::size_t failing) {
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
    (void)tableauOf(problem, &trial, stopped);
    if (stopped < trial.size()) kept.erase(kept.begin() + static_cast<std::ptrdiff_t>(position));
  }
  return kept;
}

ExactArbiter::Proof ExactArbiter::proveConflict(const Constraint& failing,
                                                const std::vector<Constraint>& conflicts) {
  workLeft_ = workBudget_;
  try {
    Problem problem;
    problem.handles = conflicts;
    problem.handles.push_back(failing);
    Numbered numberedProblem = numbered(problem);
    std::size_t last = conflicts.size();
    std::size_t stopped = 0;
    exact::ExactTableau tableau = tableauOf(numberedProblem, nullptr, stopped);
    bool proved = false;
    if (stopped == last) {  // else feasible, or the conflicts alone cannot hold
      if (conflicts.size() <= certifiedByDeletion) {
        proved = true;
        for (std::size_t left = 0; left < conflicts.size() && proved; ++left) {
          std::vector<std::size_t> others;
          for (std::size_t k = 0; k <= last; ++k)
            if (k != left) others.push_back(k);
          (void)tableauOf(numberedProblem, &others, stopped);
          // A conflict that is not needed: the explanation is not the smallest.
          if (stopped < others.size()) proved = false;
        }
      } else {
        // A proof of the conflict that leaves a constraint out shows the explanation is not the
        // smallest.
        proved = tableau.conflict().size() == problem.handles.size();
      }
    }
    if (!proved) return Proof::notProved;
    ++arbitrations_;
    return Proof::proved;
  } catch (const exact::ExactWorkExhausted&) {
    ++arbitrations_;
    return Proof::beyondBudget;
  }
}

ExactArbiter::Decision ExactArbiter::decide(std::span<const Constraint> added, bool changesRecord,
                                            const std::function<Problem()>& problem, bool explains) {
  // From the kept tableau when it is in step and the call only adds, else from scratch; beyond
  // the exact work bound, the doubles decide.
  workLeft_ = workBudget_;
  ++arbitrations_;
  try {
    return decideExactly(added, changesRecord, problem, explains);
  } catch (const exact::ExactWorkExhausted&) {
    cache_.reset();
    Decision decision;
    decision.kind = Decision::Kind::beyondBudget;
    return decision;
  }
}

ExactArbiter::Decision ExactArbiter::decideExactly(std::span<const Constraint> added, bool changesRecord,
                                                   const std::function<Problem()>& problem, bool explains) {
  Decision decision;
  Kept* kept = extended(added, changesRecord);
  if (kept != nullptr) {
    decision.firstAdded = kept->records.size() - added.size();
  } else {
    Problem whole = problem();
    Numbered numberedProblem = numbered(whole);
    std::size_t failing = 0;
    exact::ExactTableau tableau = tableauOf(numberedProblem, nullptr, failing);
    if (failing < numberedProblem.constraints.size()) {
      if (failing < whole.firstAdded || !whole.handles[failing].isRequired()) return decision;  // undecidable
      decision.kind = Decision::Kind::refused;
      decision.failing = whole.handles[failing];
      if (explains) {
        std::vector<std::size_t> proof = tableau.conflict();
        for (std::size_t number : irreducibleConflict(numberedProblem, proof, failing))
          decision.conflicts.push_back(whole.handles[number]);
      }
      return decision;
    }
    tableau.optimize();
    std::uint64_t work = tableau.work();
    cache_ = std::make_unique<Kept>(Kept{std::move(tableau), whole.records, {}, {}, 0, work, 0, {}, false});
    kept = cache_.get();
    for (std::size_t v = 0; v < numberedProblem.variables.size(); ++v) {
      kept->variables.emplace_back(static_cast<std::uint32_t>(v), numberedProblem.variables[v]);
      kept->symbolOfVariable.emplace(numberedProblem.variables[v].identity(), static_cast<std::uint32_t>(v));
    }
    decision.firstAdded = whole.firstAdded;
  }
  // An optimum beyond the range moves along the optimal face toward zero (an underdetermined
  // variable may have gone far); if it is still beyond, the call is refused, naming the
  // variable. A tableau so moved is not kept (see `ExactTableau::pullTowardZero`).
  if (firstBeyondRange(*kept, decision.variable, decision.value)) {
    std::vector<std::uint32_t> variables;
    for (const auto& [symbol, variable] : kept->variables) variables.push_back(symbol);
    kept->pulled = kept->tableau.pullTowardZero(variables);
  }
  if (firstBeyondRange(*kept, decision.variable, decision.value)) {
    cache_.reset();
    decision.kind = Decision::Kind::outOfRange;
    return decision;
  }
  decision.variable.reset();
  decision.kind = Decision::Kind::made;
  return decision;
}

ExactArbiter::Kept* ExactArbiter::extended(std::span<const Constraint> added, bool changesRecord) {
  if (!cache_ || cache_->version != version_ || changesRecord) {
    cache_.reset();
    return nullptr;
  }
  Kept& cache = *cache_;
  cache.tableau.setWorkLimit(cache.tableau.work() + workLeft_);
  for (const Constraint& constraint : added) {
    if (!cache.tableau.add(constraintIn(cache, constraint, nullptr))) {
      // A refusal: the solve from scratch finds it again and explains it.
      cache_.reset();
      return nullptr;
    }
    cache.records.push_back(nullptr);  // the record is made when the change is kept
  }
  cache.tableau.optimize();
  return &cache;
}

exact::ExactConstraint ExactArbiter::constraintIn(Kept& kept, const Constraint& constraint,
                                                  const void* preferredSubject) {
  exact::ExactConstraint exactConstraint;
  for (const Term& term : constraint.expression().terms) {
    auto [found, inserted] = kept.symbolOfVariable.emplace(term.variable.identity(), 0);
    if (inserted) {
      found->second = kept.tableau.addVariable();
      kept.variables.emplace_back(found->second, term.variable);
    }
    exactConstraint.terms.emplace_back(found->second, term.coefficient);
  }
  exactConstraint.constant = constraint.expression().constant;
  exactConstraint.relation = constraint.relation();
  exactConstraint.priority = constraint.priority();
  if (preferredSubject != nullptr)
    exactConstraint.preferredSubject = kept.symbolOfVariable.at(preferredSubject);
  return exactConstraint;
}

bool ExactArbiter::firstBeyondRange(const Kept& kept, std::optional<Variable>& variable, double& value) {
  for (const auto& [symbol, candidate] : kept.variables) {
    double candidateValue = kept.tableau.value(symbol);
    if (isValueInRange(candidateValue)) continue;
    variable = candidate;
    value = candidateValue;
    return true;
  }
  return false;
}

ExactArbiter::Solution ExactArbiter::solution() const {
  return Solution{cache_->tableau, cache_->records, cache_->variables};
}

void ExactArbiter::adopt(std::size_t number, ConstraintRecord* record) { cache_->records[number] = record; }

void ExactArbiter::drop() { cache_.reset(); }

ExactArbiter::Held ExactArbiter::hold() {
  Held held;
  held.kept_ = std::move(cache_);
  return held;
}

void ExactArbiter::keep(Held held) {
  Kept& kept = *held.kept_;
  kept.version = version_;
  // The work it may spend following the double tableau until the next decision: as much as one
  // solve from scratch, at least `leastMirrorWork`.
  kept.numberOf.clear();  // the call's records are new
  kept.mirrorLimit = kept.tableau.work() + std::max(kept.scratchWork, leastMirrorWork);
  if (!kept.pulled) cache_ = std::move(held.kept_);
}

// MARK: Following the double tableau

bool ExactArbiter::isFollowing() const { return cache_ && cache_->version == version_; }

template <typename Step>
bool ExactArbiter::follow(Step step) {
  if (!isFollowing()) return false;
  Kept& cache = *cache_;
  // A removal may move the optimum far (the rest of a stack freed at one end), and following it
  // exactly may cost more than a solve from scratch: one call may spend a quarter of what a
  // solve from scratch costs, all calls until the next decision one such solve.
  std::uint64_t quarter = std::max(cache.scratchWork / 4, leastMirrorWork);
  cache.tableau.setWorkLimit(std::min(cache.mirrorLimit, cache.tableau.work() + quarter));
  try {
    if (step(cache)) return true;
  } catch (const exact::ExactWorkExhausted&) {
  }
  cache_.reset();
  return false;
}

bool ExactArbiter::followAddition(std::span<const Addition> additions) {
  return follow([&](Kept& cache) {
    for (const Addition& addition : additions) {
      // A refusal where the doubles accepted (beyond a knife edge): the next decision solves from
      // scratch and finds it.
      if (!cache.tableau.add(constraintIn(cache, *addition.constraint, addition.preferredSubject)))
        return false;
      if (!cache.numberOf.empty()) cache.numberOf.emplace(addition.record, cache.records.size());
      cache.records.push_back(addition.record);
    }
    cache.tableau.optimize();
    return true;
  });
}

bool ExactArbiter::followRemoval(std::span<ConstraintRecord* const> records, bool optimize) {
  return follow([&](Kept& cache) {
    if (cache.numberOf.empty()) {
      for (std::size_t number = 0; number < cache.records.size(); ++number)
        if (cache.records[number] != nullptr) cache.numberOf.emplace(cache.records[number], number);
    }
    for (const ConstraintRecord* record : records) {
      auto found = cache.numberOf.find(record);
      if (found == cache.numberOf.end()) return false;
      std::size_t number = found->second;
      cache.tableau.remove(number);
      cache.records[number] = nullptr;
      cache.numberOf.erase(found);
    }
    if (optimize) cache.tableau.optimize();
    return true;
  });
}

// MARK: The solver's version

void ExactArbiter::noteChange(bool follows) {
  Kept* following = follows && isFollowing() ? cache_.get() : nullptr;
  ++version_;
  if (following != nullptr) {
    following->version = version_;
  } else {
    cache_.reset();
  }
}

void ExactArbiter::rollBackTo(std::uint64_t version) {
  if (version_ != version || !isFollowing()) {
    ++version_;
    cache_.reset();
  }
}

std::string ExactArbiter::checkInvariants() const {
  if (!cache_) return {};
  if (cache_->tableau.constraints() != cache_->records.size())
    return "the kept exact tableau numbers " + std::to_string(cache_->tableau.constraints()) +
           " constraints but names " + std::to_string(cache_->records.size()) + " records";
  if (cache_->version > version_) return "the kept exact tableau is ahead of the solver";
  return {};
}

}  // namespace clayout::internal
