// UnsatisfiableRecovery.cpp — recovery from unsatisfiable constraints, as UIKit's: under the
// recover policy, a call whose required constraints cannot all hold breaks one constraint of the
// conflict and tries again, until it succeeds or nothing of the conflict may break.
//
// Which one breaks (UnsatisfiableConstraintPolicy::recover states it for the host): the host's
// constraint of the conflict that was activated first. Never the root's size (the window's) nor
// one the engine maintains, whose property (a hidden item, a stack, an intrinsic size) would
// make it again. Each try runs in a solver transaction of its own, rolled back when refused, so
// that a refused try leaves the solver as before it, whatever the call undid itself.
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <vector>

#include "LayoutEngineImplementation.h"

namespace clayout {

const char* unsatisfiableConstraintPolicyName(UnsatisfiableConstraintPolicy policy) noexcept {
  switch (policy) {
    case UnsatisfiableConstraintPolicy::refuse:
      return "refuse";
    case UnsatisfiableConstraintPolicy::recover:
      return "recover";
  }
  return nullptr;
}

}  // namespace clayout

namespace clayout::internal {

LayoutResult LayoutEngineImplementation::activateRecovering(std::span<const LayoutConstraint> constraints) {
  std::vector<LayoutConstraint> batch(constraints.begin(), constraints.end());
  return recoverBy(&batch, [&] { return activate(batch); });
}

LayoutResult LayoutEngineImplementation::setRootSizeRecovering(LayoutSize size) {
  return recoverBy(nullptr, [&] { return setRootSize(size); });
}

LayoutResult LayoutEngineImplementation::recoverBy(std::vector<LayoutConstraint>* batch,
                                                   const std::function<LayoutResult()>& attempt) {
  // Active constraints broken so far, with their books, to note them active again when the call
  // is refused after all (the caller's allOrNothing then puts them back in the solver).
  struct Dropped {
    LayoutConstraint constraint;
    Constraint solverConstraint;
    std::uint64_t order;
  };
  std::vector<Dropped> dropped;
  std::vector<BrokenConstraint> broken;
  for (;;) {
    (void)solver_.beginTransaction();
    LayoutResult result = attempt();
    if (result) {
      (void)solver_.commitTransaction();
      brokenConstraints_.insert(brokenConstraints_.end(), broken.begin(), broken.end());
      return result;
    }
    (void)solver_.rollbackTransaction();
    // The one to break: of the host's constraints in the conflict, the first activated. The
    // batch's come after every active one, in their order.
    std::optional<LayoutConstraint> victim;
    std::uint64_t victimOrder = std::numeric_limits<std::uint64_t>::max();
    std::optional<std::size_t> victimInBatch;
    auto consider = [&](const LayoutConstraint& candidate) {
      std::uint64_t order = 0;
      std::optional<std::size_t> inBatch;
      if (const ActiveEntry* entry = activeEntry(candidate)) {
        if (entry->maintainer != Maintainer::host) return;
        order = entry->order;
      } else if (batch != nullptr) {
        for (std::size_t i = 0; i < batch->size() && !inBatch; ++i) {
          if ((*batch)[i].isSameConstraint(candidate)) inBatch = i;
        }
        if (!inBatch) return;
        order = std::numeric_limits<std::uint64_t>::max() / 2 + *inBatch;
      } else {
        return;
      }
      if (order < victimOrder) {
        victim = candidate;
        victimOrder = order;
        victimInBatch = inBatch;
      }
    };
    if (result.kind == LayoutErrorKind::unsatisfiableConstraint) {
      if (result.constraint) consider(*result.constraint);
      for (const LayoutConstraint& conflict : result.conflicts) consider(conflict);
    }
    if (!victim) {
      // Refused after all: the broken active ones are active again, at their old places.
      for (auto it = dropped.rbegin(); it != dropped.rend(); ++it)
        noteActive(it->constraint, it->solverConstraint, Maintainer::host, it->order);
      return result;
    }
    std::vector<LayoutConstraint> conflicts;
    if (result.constraint && !result.constraint->isSameConstraint(*victim))
      conflicts.push_back(*result.constraint);
    for (const LayoutConstraint& conflict : result.conflicts) {
      if (!conflict.isSameConstraint(*victim)) conflicts.push_back(conflict);
    }
    BrokenConstraint record{*victim, std::move(conflicts), result.rootSizeAxis,
                            "broke " + describe(*victim) + " to go on: " + result.message};
    broken.push_back(std::move(record));
    if (victimInBatch) {
      batch->erase(batch->begin() + static_cast<std::ptrdiff_t>(*victimInBatch));
    } else {
      dropped.push_back({*victim, *victim->data_->solverConstraint, victimOrder});
      dropActive({*victim});
    }
  }
}

}  // namespace clayout::internal

namespace clayout {

// MARK: LayoutEngine's unsatisfiable constraints

LayoutResult LayoutEngine::setUnsatisfiableConstraintPolicy(UnsatisfiableConstraintPolicy policy) noexcept {
  if (unsatisfiableConstraintPolicyName(policy) == nullptr) {
    return LayoutResult::failure(
        LayoutErrorKind::invalidValue,
        "cannot set the unsatisfiable constraint policy: " + std::to_string(static_cast<int>(policy)) +
            " is not an UnsatisfiableConstraintPolicy");
  }
  implementation_->setUnsatisfiablePolicy(policy);
  return LayoutResult::success();
}

UnsatisfiableConstraintPolicy LayoutEngine::unsatisfiableConstraintPolicy() const noexcept {
  return implementation_->unsatisfiablePolicy();
}

const std::vector<BrokenConstraint>& LayoutEngine::brokenConstraints() const noexcept {
  return implementation_->brokenConstraints();
}

void LayoutEngine::clearBrokenConstraints() noexcept { implementation_->clearBrokenConstraints(); }

}  // namespace clayout
