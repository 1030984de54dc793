// ConstraintActivation.cpp — what the host (and the engine for its own constraints) does with
// layout constraints: activate and deactivate them, change a constant or a priority in place, and
// re-resolve active ones after a property they read changed; and the refusals of these calls, with
// the solver's failures told in the layout's words. Resolution itself: ConstraintResolution.cpp;
// the books of active constraints: ActiveConstraints.cpp.
#include <cmath>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "EngineRegistry.h"
#include "LayoutEngineImplementation.h"
#include "Support/Assert.h"
#include "Support/FirstRepeat.h"
#include "Support/NumberFormat.h"

namespace clayout::internal {

// MARK: Errors

LayoutResult LayoutEngineImplementation::constraintFailure(LayoutErrorKind kind, const char* verb,
                                                           const LayoutConstraint& constraint,
                                                           const std::string& why) const {
  return LayoutResult::failure(kind, std::string("cannot ") + verb + " " + describe(constraint) + ": " + why,
                               constraint);
}

LayoutResult LayoutEngineImplementation::layoutResultFrom(
    const SolverResult& result, const char* verb,
    const std::unordered_map<const void*, LayoutConstraint>& batch) const {
  std::optional<std::unordered_map<const void*, LayoutConstraint>> activeNames;
  auto find = [&](const Constraint& solverConstraint) {
    return layoutConstraintOf(solverConstraint, batch, activeNames);
  };
  LayoutErrorKind kind = LayoutErrorKind::unsatisfiableConstraint;
  switch (result.kind) {
    case SolverErrorKind::nonFiniteValue:
      kind = LayoutErrorKind::nonFiniteValue;
      break;
    case SolverErrorKind::invalidPriority:
      kind = LayoutErrorKind::invalidPriority;
      break;
    case SolverErrorKind::valueOutOfRange:
      kind = LayoutErrorKind::valueOutOfRange;
      break;
    case SolverErrorKind::lostPrecision:
      kind = LayoutErrorKind::lostPrecision;
      break;
    case SolverErrorKind::duplicateConstraint:
      kind = LayoutErrorKind::alreadyActive;
      break;
    case SolverErrorKind::unknownConstraint:
      kind = LayoutErrorKind::notActive;
      break;
    case SolverErrorKind::invalidRelation:
      kind = LayoutErrorKind::invalidValue;
      break;
    case SolverErrorKind::unsatisfiableConstraint:
      break;
    // Kinds the engine's own use of its solver never produces: it adds each solver constraint to
    // one solver only, keeps its one edit (the root size) for the engine's lifetime, and never
    // moves its solver or variables. Listed so that a new solver kind is a compile warning here
    // (-Wswitch) rather than silently reported as "cannot hold"; the solver's message is kept.
    case SolverErrorKind::none:
    case SolverErrorKind::duplicateEditVariable:
    case SolverErrorKind::unknownEditVariable:
    case SolverErrorKind::requiredEditVariable:
    case SolverErrorKind::sharedConstraint:
    case SolverErrorKind::movedFromVariable:
    case SolverErrorKind::movedFromSolver:
      CLAYOUT_ASSERT(false);
      break;
  }
  std::optional<LayoutConstraint> culprit;
  if (result.constraint) culprit = find(*result.constraint);
  LayoutResult failure;
  failure.kind = kind;
  failure.constraint = culprit;
  std::string subject = culprit ? describe(*culprit) : std::string("the constraints");
  if (kind == LayoutErrorKind::unsatisfiableConstraint) {
    failure.message = std::string("cannot ") + verb + " " + subject +
                      ": it cannot hold together with the required constraints";
    for (const Constraint& conflict : result.conflicts) {
      if (std::optional<LayoutConstraint> layout = find(conflict)) {
        failure.conflicts.push_back(*layout);
        failure.message += "\n  " + describe(*layout);
      } else {
        failure.message += "\n  " + conflict.description();
      }
    }
  } else {
    failure.message = std::string("cannot ") + verb + " " + subject + ": " + result.message;
  }
  return failure;
}

// MARK: Activation

LayoutResult LayoutEngineImplementation::activate(std::span<const LayoutConstraint> constraints,
                                                  Maintainer maintainer,
                                                  std::span<const Constraint> replacing) {
  static constexpr const char* verb = "activate";
  // The first constraint given a second time, refused where the loop reaches it.
  const std::size_t repeated =
      firstRepeat(constraints.size(), [&](std::size_t i) { return constraints[i].identity(); });
  // The engine's buffer, given back empty on every return (a call inside this one, if any, finds
  // it taken and makes its own).
  struct ResolvedBuffer {
    std::vector<Constraint>& home;
    std::vector<Constraint> list;
    ~ResolvedBuffer() {
      list.clear();
      home = std::move(list);
    }
  } buffer{resolvedBuffer_, std::move(resolvedBuffer_)};
  std::vector<Constraint>& resolved = buffer.list;
  resolved.reserve(constraints.size());
  // The layout constraint of each resolved solver constraint, which a failure names: made only
  // for a failure, from `resolved`, which is in the order of `constraints`.
  auto bySolverConstraint = [&] {
    std::unordered_map<const void*, LayoutConstraint> map;
    for (std::size_t i = 0; i < resolved.size(); ++i) map.emplace(resolved[i].identity(), constraints[i]);
    return map;
  };
  for (std::size_t index = 0; index < constraints.size(); ++index) {
    const LayoutConstraint& constraint = constraints[index];
    const PendingLayoutConstraint& pending = constraint.data_->pending;
    // STEP 1: the items: of this engine, alive, in one tree; an empty handle names none.
    if (constraint.usesEmptyItem()) {
      return constraintFailure(LayoutErrorKind::removedItem, verb, constraint,
                               LayoutConstraint::emptyItemReason);
    }
    if (pending.first.terms.empty() && pending.second.terms.empty()) {
      return constraintFailure(LayoutErrorKind::differentEngines, verb, constraint,
                               "it relates no item, so it belongs to no engine");
    }
    for (const LayoutExpression* side : {&pending.first, &pending.second}) {
      if (side->terms.empty()) continue;
      bool destroyed = side->engine == owner_
                           ? side->engineIdentity != 0 && side->engineIdentity != identity_
                           : !(side->engineIdentity != 0 ? engineIsLive(side->engine, side->engineIdentity)
                                                         : engineIsLive(side->engine));
      if (destroyed) {
        return constraintFailure(LayoutErrorKind::destroyedEngine, verb, constraint,
                                 "its items belong to an engine that was destroyed");
      }
    }
    for (const LayoutExpression* side : {&pending.first, &pending.second}) {
      if (!side->terms.empty() && (side->engine != owner_ || side->mixesEngines)) {
        return constraintFailure(LayoutErrorKind::differentEngines, verb, constraint,
                                 "its items belong to different engines, or to another engine than this one");
      }
    }
    const LayoutItemReference& direction = pending.directionItem;
    if (direction.identifier().isValid() &&
        (direction.engine() != owner_ ||
         (direction.engineIdentity() != 0 && direction.engineIdentity() != identity_))) {
      return constraintFailure(LayoutErrorKind::differentEngines, verb, constraint,
                               "the item whose layout direction it reads belongs to another engine");
    }
    const ConstraintItems items = itemsOf(constraint);
    for (ItemIdentifier item : items) {
      if (slotOf(item) == nullptr) {
        return constraintFailure(LayoutErrorKind::removedItem, verb, constraint,
                                 "it uses an item that was removed from the engine");
      }
    }
    // STEP 2: the enumerations, the pairings and the numbers (ConstraintResolution.cpp).
    if (LayoutResult check = checkResolvable(verb, constraint, maintainer); !check) return check;
    // STEP 3: activity.
    if (constraint.data_->active) {
      return constraintFailure(LayoutErrorKind::alreadyActive, verb, constraint, "it is already active");
    }
    if (index == repeated) {
      return constraintFailure(LayoutErrorKind::alreadyActive, verb, constraint,
                               "it appears twice in the batch");
    }
    // STEP 4: a common ancestor (the same tree top for every item).
    // Each item against the first, walking up only to their nearest common ancestor (not to
    // the root: a constraint between neighbours deep in a tree costs O(1), not O(depth)).
    for (ItemIdentifier item : items) {
      if (!shareTree(items.front(), item)) {
        return constraintFailure(
            LayoutErrorKind::noCommonAncestor, verb, constraint,
            displayName(items.front()) + " and " + displayName(item) + " have no common ancestor");
      }
    }
    resolved.push_back(resolve(pending));
  }
  // STEP 5: the solver, in one batch (all or nothing), in one step with the removal it replaces.
  SolverResult result =
      replacing.empty() ? solver_.addConstraints(resolved) : solver_.replaceConstraints(replacing, resolved);
  if (!result) return layoutResultFrom(result, verb, bySolverConstraint());
  if (std::optional<LayoutAxis> axis = rootSizeViolation()) {
    // Required constraints of the batch cannot hold at the host's root size: refused, the batch
    // still in the solver until the call's transaction rolls it back (`allOrNothing`).
    std::optional<LayoutConstraint> culprit;
    if (constraints.size() == 1) culprit = constraints.front();
    return rootSizeFailure(
        *axis, culprit ? "activate " + describe(*culprit) : std::string("activate the constraints"),
        bySolverConstraint(), culprit);
  }
  for (std::size_t i = 0; i < constraints.size(); ++i) noteActive(constraints[i], resolved[i], maintainer);
  return LayoutResult::success();
}

LayoutResult LayoutEngineImplementation::deactivate(std::span<const LayoutConstraint> constraints) {
  static constexpr const char* verb = "deactivate";
  std::unordered_set<const void*> inBatch;
  std::vector<LayoutConstraint> dropped;
  for (const LayoutConstraint& constraint : constraints) {
    if (constraint.engine() != owner_) {
      return constraintFailure(LayoutErrorKind::differentEngines, verb, constraint,
                               "its items belong to another engine");
    }
    const ActiveEntry* entry = activeEntry(constraint);
    if (entry == nullptr) {
      return constraintFailure(LayoutErrorKind::notActive, verb, constraint, "it is not active");
    }
    if (entry->maintainer == Maintainer::engine) {
      return constraintFailure(LayoutErrorKind::notActive, verb, constraint,
                               "the engine maintains it; change the item's property instead");
    }
    if (constraints.size() > 1 && !inBatch.insert(constraint.identity()).second) {
      return constraintFailure(LayoutErrorKind::notActive, verb, constraint, "it appears twice in the batch");
    }
    dropped.push_back(constraint);
  }
  dropActive(dropped);
  return LayoutResult::success();
}

// MARK: In-place changes

LayoutResult LayoutEngineImplementation::checkOwnConstraint(const char* verb,
                                                            const LayoutConstraint& constraint) const {
  // Another engine's constraint may be active there: changing its data here would leave that
  // engine's solver holding the old value while the constraint reports the new one.
  if (constraint.engine() != nullptr && constraint.engine() != owner_) {
    return constraintFailure(LayoutErrorKind::differentEngines, verb, constraint,
                             "its items belong to another engine; change it through that engine");
  }
  return LayoutResult::success();
}

LayoutResult LayoutEngineImplementation::setConstant(const LayoutConstraint& constraint, double constant,
                                                     Maintainer caller) {
  static constexpr const char* verb = "set the constant of";
  if (LayoutResult check = checkOwnConstraint(verb, constraint); !check) return check;
  if (!std::isfinite(constant)) {
    return constraintFailure(LayoutErrorKind::nonFiniteValue, verb, constraint,
                             "the new constant is not finite");
  }
  if (!isValueInRange(constant)) {
    return constraintFailure(LayoutErrorKind::valueOutOfRange, verb, constraint,
                             "the new constant " + formatNumber(constant) + " is beyond " +
                                 formatNumber(largestValue) + " (see CLayoutCore/Solver/ValueRange.h)");
  }
  PendingLayoutConstraint& pending = constraint.data_->pending;
  const double secondConstant = pending.first.constant + constant;
  const ActiveEntry* entry = activeEntry(constraint);
  if (entry == nullptr) {
    // Auto Layout lets the constant change before activation: plain data.
    pending.second.constant = secondConstant;
    return LayoutResult::success();
  }
  if (entry->maintainer == Maintainer::engine && caller != Maintainer::engine) {
    return constraintFailure(LayoutErrorKind::notActive, verb, constraint,
                             "the engine maintains it; change the item's property instead");
  }
  const Constraint& solverConstraint = *constraint.data_->solverConstraint;
  SolverResult result = solver_.setConstant(solverConstraint, resolvedConstant(pending, secondConstant));
  if (!result) return layoutResultFrom(result, verb, {{solverConstraint.identity(), constraint}});
  if (std::optional<LayoutAxis> axis = rootSizeViolation()) {
    // The new constant stays in the solver until the call's transaction rolls it back.
    return rootSizeFailure(*axis,
                           std::string(verb) + " " + describe(constraint) + " to " + formatNumber(constant),
                           {}, constraint);
  }
  pending.second.constant = secondConstant;
  return LayoutResult::success();
}

LayoutResult LayoutEngineImplementation::setPriority(const LayoutConstraint& constraint, double priority,
                                                     Maintainer caller) {
  static constexpr const char* verb = "set the priority of";
  if (LayoutResult check = checkOwnConstraint(verb, constraint); !check) return check;
  if (!priority::isValid(priority)) {
    return constraintFailure(LayoutErrorKind::invalidPriority, verb, constraint,
                             "the new priority " + formatNumber(priority) + " is outside (0, 1000]");
  }
  const ActiveEntry* entry = activeEntry(constraint);
  if (entry == nullptr) {
    constraint.data_->pending.priority = priority;
    return LayoutResult::success();
  }
  if (entry->maintainer == Maintainer::engine && caller != Maintainer::engine) {
    return constraintFailure(LayoutErrorKind::notActive, verb, constraint,
                             "the engine maintains it; change the item's property instead");
  }
  const Constraint& solverConstraint = *constraint.data_->solverConstraint;
  SolverResult result = solver_.setPriority(solverConstraint, priority);
  if (!result) return layoutResultFrom(result, verb, {{solverConstraint.identity(), constraint}});
  if (std::optional<LayoutAxis> axis = rootSizeViolation()) {
    // As for a constant: the transaction takes the new priority back.
    return rootSizeFailure(*axis,
                           std::string(verb) + " " + describe(constraint) + " to " + formatNumber(priority),
                           {}, constraint);
  }
  constraint.data_->pending.priority = priority;
  return LayoutResult::success();
}

// MARK: Re-resolution

LayoutResult LayoutEngineImplementation::reresolve(const std::vector<LayoutConstraint>& constraints) {
  if (constraints.empty()) return LayoutResult::success();
  std::vector<Constraint> before;
  std::vector<Constraint> after;
  std::unordered_map<const void*, LayoutConstraint> batch;
  for (const LayoutConstraint& constraint : constraints) {
    before.push_back(*constraint.data_->solverConstraint);
    after.push_back(resolve(constraint.data_->pending));
    batch.emplace(after.back().identity(), constraint);
  }
  // Cannot fail: `before` are the solver constraints of distinct active constraints, all present.
  (void)solver_.removeConstraints(before);
  // The books change only on success: on a refusal the call's transaction puts `before` back.
  SolverResult result = solver_.addConstraints(after);
  if (!result) return layoutResultFrom(result, "re-resolve", batch);
  if (std::optional<LayoutAxis> axis = rootSizeViolation())
    return rootSizeFailure(*axis, "re-resolve the constraints", batch);
  for (std::size_t i = 0; i < constraints.size(); ++i) {
    noteSolverConstraintChange(constraints[i]);
    constraints[i].data_->solverConstraint = after[i];
  }
  return LayoutResult::success();
}

LayoutResult LayoutEngineImplementation::refreshConstants(const std::vector<LayoutConstraint>& constraints) {
  // The constants live in the solver alone: a refusal leaves the ones changed so far to the
  // call's transaction.
  for (const LayoutConstraint& constraint : constraints) {
    const Constraint& solverConstraint = *constraint.data_->solverConstraint;
    double fresh = resolvedConstant(constraint.data_->pending);
    if (fresh == solverConstraint.expression().constant) continue;
    SolverResult result = solver_.setConstant(solverConstraint, fresh);
    if (!result) return layoutResultFrom(result, "update", {{solverConstraint.identity(), constraint}});
  }
  if (std::optional<LayoutAxis> axis = rootSizeViolation())
    return rootSizeFailure(*axis, "update the constraints", {});
  return LayoutResult::success();
}

}  // namespace clayout::internal
