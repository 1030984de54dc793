// Explanation.cpp — which required constraints make a required constraint unsatisfiable.
//
// When a required constraint C cannot be added, the solver answers with a set S of present
// required constraints such that S ∪ {C} has no solution while, for every member s of S,
// (S \ {s}) ∪ {C} has one: an irreducible infeasible subset, so no constraint is blamed that
// does not take part in the conflict. (Auto Layout prints every constraint of the views involved;
// kiwi and GTK name only C.)
//
// 1. Only constraints connected to C through shared variables can take part: a union-find over
//    variables keeps the required constraints of C's component.
// 2. QuickXplain (U. Junker, "QuickXplain: Preferred Explanations and Relaxations for
//    Over-Constrained Problems", AAAI 2004) then narrows them down with O(k·log(n/k)) feasibility
//    checks for an answer of k constraints among n: split the candidates in halves, find the part
//    of the second half needed against the first, then the part of the first half needed against
//    that. The checks share one scratch solver (with explanation off) that holds the background
//    as it grows and shrinks, so a check costs the constraints it adds and later removes, not a
//    rebuild of the whole background: O(n log n) constraint additions for a chain of n links
//    whose every link is needed, instead of O(n²).
#include <algorithm>
#include <unordered_map>

#include "SolverImplementation.h"

namespace clayout::internal {

namespace {

/// Whether the constraints can all hold: a scratch solver accepts them as one batch.
bool consistent(const std::vector<Constraint>& constraints) {
  SolverImplementation scratch;
  scratch.setExplainsConflicts(false);
  scratch.setArbitrates(false);
  return scratch.addConstraints(constraints).succeeded();
}

std::vector<Constraint> concatenated(const std::vector<Constraint>& a, const std::vector<Constraint>& b) {
  std::vector<Constraint> result = a;
  result.insert(result.end(), b.begin(), b.end());
  return result;
}

/// The background of QuickXplain's checks, held in one scratch solver that grows and shrinks
/// with it: a check adds only what the background gained (a batch is all or nothing, so a refused
/// one leaves the solver as it was) and the background loses it again when the check's branch is
/// done. Rebuilding a scratch solver from the whole background at every check would make the
/// explanation of a conflict of n constraints cost O(n) solver builds of O(n) constraints each.
class Background {
 public:
  Background() {
    scratch_.setExplainsConflicts(false);
    scratch_.setArbitrates(false);
  }
  /// Adds `constraints` when the background with them is consistent. `false`: it is not (or the
  /// solver did not converge), and nothing was added.
  bool add(const std::vector<Constraint>& constraints) {
    return scratch_.addConstraints(constraints).succeeded();
  }
  /// Removes `constraints`, which `add` added.
  void remove(const std::vector<Constraint>& constraints) { (void)scratch_.removeConstraints(constraints); }

 private:
  SolverImplementation scratch_;
};

/// QuickXplain: a subset X of `candidates`, irreducible, such that the background ∪ `added` ∪ X
/// is inconsistent, given that the background ∪ `added` ∪ `candidates` is and the background is
/// consistent. Adds `added` to the background for the call and takes it out again: the
/// background is as before when it returns. Empty when the background ∪ `added` is inconsistent
/// already.
std::vector<Constraint> quickExplain(Background& background, const std::vector<Constraint>& added,
                                     const std::vector<Constraint>& candidates) {
  if (!added.empty() && !background.add(added)) return {};
  std::vector<Constraint> result;
  if (candidates.size() == 1) {
    result = candidates;
  } else {
    std::size_t half = candidates.size() / 2;
    std::vector<Constraint> first(candidates.begin(), candidates.begin() + static_cast<std::ptrdiff_t>(half));
    std::vector<Constraint> second(candidates.begin() + static_cast<std::ptrdiff_t>(half), candidates.end());
    std::vector<Constraint> neededOfSecond = quickExplain(background, first, second);
    std::vector<Constraint> neededOfFirst = quickExplain(background, neededOfSecond, first);
    result = concatenated(neededOfFirst, neededOfSecond);
  }
  if (!added.empty()) background.remove(added);
  return result;
}

/// Union-find over variable identities.
class VariableComponents {
 public:
  std::size_t indexOf(const void* variable) {
    auto [found, inserted] = index_.emplace(variable, parent_.size());
    if (inserted) parent_.push_back(parent_.size());
    return found->second;
  }
  std::size_t root(std::size_t node) {
    while (parent_[node] != node) node = parent_[node] = parent_[parent_[node]];
    return node;
  }
  void join(std::size_t a, std::size_t b) { parent_[root(a)] = root(b); }
  bool contains(const void* variable) const { return index_.count(variable) != 0; }

 private:
  std::unordered_map<const void*, std::size_t> index_;
  std::vector<std::size_t> parent_;
};

}  // namespace

std::vector<Constraint> SolverImplementation::explainConflict(const Constraint& failing,
                                                              const std::vector<Constraint>& pending,
                                                              const Constraint* replacing) const {
  // The required constraints that would be present with `failing`, in insertion order.
  std::vector<const ConstraintRecord*> records;
  records_.forEachConstraint([&](const ConstraintRecord& record) {
    if (record.constraint.isRequired() &&
        (replacing == nullptr || !record.constraint.isSameConstraint(*replacing))) {
      records.push_back(&record);
    }
  });
  std::sort(records.begin(), records.end(),
            [](const ConstraintRecord* a, const ConstraintRecord* b) { return a->sequence < b->sequence; });
  std::vector<Constraint> present;
  for (const ConstraintRecord* record : records) present.push_back(record->constraint);
  for (const Constraint& constraint : pending) {
    if (constraint.isRequired()) present.push_back(constraint);
  }
  if (!consistent({failing})) return {};

  // 1. Keep C's component.
  VariableComponents components;
  for (const Constraint& constraint : present) {
    const auto& terms = constraint.expression().terms;
    for (std::size_t i = 0; i < terms.size(); ++i) {
      std::size_t node = components.indexOf(terms[i].variable.identity());
      if (i > 0) components.join(node, components.indexOf(terms[0].variable.identity()));
    }
  }
  const auto& failingTerms = failing.expression().terms;
  std::vector<Constraint> candidates;
  if (!failingTerms.empty()) {
    for (const Term& term : failingTerms) components.indexOf(term.variable.identity());
    for (std::size_t i = 1; i < failingTerms.size(); ++i) {
      components.join(components.indexOf(failingTerms[i].variable.identity()),
                      components.indexOf(failingTerms[0].variable.identity()));
    }
    std::size_t target = components.root(components.indexOf(failingTerms[0].variable.identity()));
    for (const Constraint& constraint : present) {
      const auto& terms = constraint.expression().terms;
      if (!terms.empty() && components.root(components.indexOf(terms[0].variable.identity())) == target) {
        candidates.push_back(constraint);
      }
    }
  }
  if (consistent(concatenated({failing}, candidates))) {
    // Only rounding could bring this about; look at every required constraint instead.
    candidates = present;
    if (consistent(concatenated({failing}, candidates))) return {};
  }
  // 2. Narrow them down, against a background of `failing` alone (consistent: checked above).
  Background background;
  if (!background.add({failing})) return {};
  return quickExplain(background, {}, candidates);
}

SolverResult SolverImplementation::unsatisfiable(const Constraint& constraint,
                                                 const std::vector<Constraint>& pending,
                                                 const Constraint* replacing) {
  std::vector<Constraint> conflicts;
  if (explainsConflicts_) conflicts = explainConflict(constraint, pending, replacing);
  return unsatisfiableWith(constraint, replacing, conflicts, explainsConflicts_);
}

SolverResult SolverImplementation::unsatisfiableWith(const Constraint& constraint,
                                                     const Constraint* replacing,
                                                     const std::vector<Constraint>& conflicts,
                                                     bool explained) {
  SolverResult result;
  result.kind = SolverErrorKind::unsatisfiableConstraint;
  // The handle the host knows; for a changed constant or priority, the message shows both forms.
  result.constraint = replacing != nullptr ? *replacing : constraint;
  if (replacing != nullptr) {
    result.message = "constraint `" + replacing->description() + "` cannot change to `" +
                     constraint.description() + "`: it could not be satisfied";
  } else {
    result.message = "required constraint `" + constraint.description() + "` cannot be satisfied";
  }
  if (explained) {
    result.conflicts = conflicts;
    if (result.conflicts.empty()) {
      result.message += ": it cannot hold on its own";
    } else {
      result.message += " together with:";
      for (const Constraint& conflict : result.conflicts) result.message += "\n  " + conflict.description();
    }
  }
  return result;
}

}  // namespace clayout::internal
