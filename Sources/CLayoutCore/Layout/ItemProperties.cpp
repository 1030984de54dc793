// ItemProperties.cpp — the root's size, layout directions and baseline offsets: properties whose
// change re-resolves the constraints that read them.
#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "LayoutEngineImplementation.h"
#include "Support/NumberFormat.h"

namespace clayout::internal {

// MARK: Root size

LayoutResult LayoutEngineImplementation::setRootSize(LayoutSize size) {
  // Formatted only for an error: a drag calls this once per frame.
  auto sizeText = [&] { return formatNumber(size.width) + " x " + formatNumber(size.height); };
  if (!std::isfinite(size.width) || !std::isfinite(size.height)) {
    return LayoutResult::failure(LayoutErrorKind::nonFiniteValue,
                                 "cannot set the root's size to " + sizeText() + ": it is not finite");
  }
  // `!(x >= 0)` is false for -0 and true for any negative value, the negative denormals too.
  if (!(size.width >= 0) || !(size.height >= 0)) {
    return LayoutResult::failure(
        LayoutErrorKind::invalidValue,
        "cannot set the root's size to " + sizeText() + ": a size cannot be negative");
  }
  if (!isValueInRange(size.width) || !isValueInRange(size.height)) {
    return LayoutResult::failure(LayoutErrorKind::valueOutOfRange,
                                 "cannot set the root's size to " + sizeText() + ": a size is beyond " +
                                     formatNumber(largestValue) + " (see CLayoutCore/Solver/ValueRange.h)");
  }
  // Edits at `rootSizeEditPriority`: the dual simplex touches only the rows that depend on them.
  // Both are edit variables since the engine's construction and the values are finite and in
  // range (checked above), so a suggestion fails only when it would put a frame beyond the range
  // (`child.width == 2 * root.width` at 1e15). A refused resize leaves the suggestions to the
  // call's transaction (`allOrNothing`), which puts the old size back in the solver.
  const ItemSlot& root = items_[root_.index];
  auto outOfRange = [&](const SolverResult& result) {
    return LayoutResult::failure(LayoutErrorKind::valueOutOfRange,
                                 "cannot set the root's size to " + sizeText() + ": " + result.message);
  };
  if (SolverResult width = solver_.suggestValue(root.width, size.width); !width) return outOfRange(width);
  if (SolverResult height = solver_.suggestValue(root.height, size.height); !height)
    return outOfRange(height);
  LayoutSize old = rootSize_;
  bool oldSetByHost = rootSizeSetByHost_;
  rootSize_ = size;
  rootSizeSetByHost_ = true;
  if (std::optional<LayoutAxis> axis = rootSizeViolation()) {
    // The required constraints cannot hold at the new size: refuse the resize and keep the old
    // size.
    LayoutResult failure = rootSizeFailure(*axis, "set the root's size to " + sizeText(), {});
    rootSize_ = old;
    rootSizeSetByHost_ = oldSetByHost;
    return failure;
  }
  return LayoutResult::success();
}

std::optional<LayoutAxis> LayoutEngineImplementation::rootSizeViolation() const noexcept {
  if (!rootSizeSetByHost_) return std::nullopt;
  const ItemSlot& root = items_[root_.index];
  auto differs = [](double value, double wanted) {
    return std::abs(value - wanted) > 1e-9 * std::max(1.0, std::abs(wanted));
  };
  if (differs(solver_.valueOf(root.width), rootSize_.width)) return LayoutAxis::horizontal;
  if (differs(solver_.valueOf(root.height), rootSize_.height)) return LayoutAxis::vertical;
  return std::nullopt;
}

LayoutResult LayoutEngineImplementation::rootSizeFailure(
    LayoutAxis axis, const std::string& what, const std::unordered_map<const void*, LayoutConstraint>& batch,
    std::optional<LayoutConstraint> culprit) {
  const ItemSlot& root = items_[root_.index];
  bool horizontal = axis == LayoutAxis::horizontal;
  double size = horizontal ? rootSize_.width : rootSize_.height;
  std::string rootSize = std::string("the root's ") + (horizontal ? "width" : "height") + " (" +
                         formatNumber(size) + ", set by setRootSize)";
  LayoutResult failure;
  failure.kind = LayoutErrorKind::unsatisfiableConstraint;
  failure.constraint = std::move(culprit);
  failure.rootSizeAxis = axis;
  failure.message = "cannot " + what + ": the required constraints cannot hold at " + rootSize;
  // The explanation: the root's size as a required constraint, which cannot be added. A probe
  // in a transaction of its own: were it added (only within rounding: nothing to name), the
  // rollback takes it out exactly.
  Constraint held(Expression(horizontal ? root.width : root.height) - Expression(size), Relation::equal);
  (void)solver_.beginTransaction();
  SolverResult explanation = solver_.addConstraint(held);
  if (explanation) {
    // This axis alone holds: the conflict ties both axes (an aspect ratio between edges pinned in
    // both), so it shows when the other axis is held too (in the same probe); its conflict set
    // names the constraints of both.
    double otherSize = horizontal ? rootSize_.height : rootSize_.width;
    Constraint other(Expression(horizontal ? root.height : root.width) - Expression(otherSize),
                     Relation::equal);
    explanation = solver_.addConstraint(other);
    if (!explanation) {
      failure.message += "\n  " + std::string("the root's ") + (horizontal ? "height" : "width") + " (" +
                         formatNumber(otherSize) + ", set by setRootSize)";
    }
  }
  (void)solver_.rollbackTransaction();
  if (explanation) return failure;
  failure.message += "\n  " + rootSize;
  std::optional<std::unordered_map<const void*, LayoutConstraint>> activeNames;
  for (const Constraint& conflict : explanation.conflicts) {
    if (conflict.identity() == held.identity()) continue;  // the first axis's size: named above
    std::optional<LayoutConstraint> layout = layoutConstraintOf(conflict, batch, activeNames);
    // The culprit is named on its own: a changed constant or priority is in the solver at its new
    // value while the explanation runs, so the explanation finds it too.
    if (layout && failure.constraint && layout->isSameConstraint(*failure.constraint)) continue;
    if (layout) {
      failure.conflicts.push_back(*layout);
      failure.message += "\n  " + describe(*layout);
    } else {
      failure.message += "\n  " + conflict.description();
    }
  }
  return failure;
}

// MARK: Layout direction

LayoutResult LayoutEngineImplementation::setLayoutDirection(const LayoutItem& item,
                                                            LayoutDirection direction) {
  if (LayoutResult check = checkItem(item, "item"); !check) return check;
  ItemSlot& slot = *slotOf(item);
  if (direction != LayoutDirection::inherit && direction != LayoutDirection::leftToRight &&
      direction != LayoutDirection::rightToLeft) {
    return LayoutResult::failure(LayoutErrorKind::invalidValue,
                                 "cannot set the layout direction of " + slot.shownName() + ": " +
                                     std::to_string(static_cast<int>(direction)) +
                                     " is not a LayoutDirection");
  }
  LayoutDirection old = slot.direction;
  slot.direction = direction;
  LayoutDirection effective = direction;
  if (direction == LayoutDirection::inherit) {
    const ItemSlot* parent = slotOf(slot.parent);
    effective = parent != nullptr ? parent->effectiveDirection : LayoutDirection::leftToRight;
  }
  LayoutResult result = changeEffectiveDirection(item.identifier(), effective, {});
  if (!result) slotOf(item)->direction = old;
  return result;
}

namespace {

/// Whether `pending` reads leading or trailing.
bool isDirectional(const PendingLayoutConstraint& pending) {
  for (const LayoutExpression* side : {&pending.first, &pending.second}) {
    for (const LayoutTerm& term : side->terms) {
      if (term.attribute == LayoutAttribute::leading || term.attribute == LayoutAttribute::trailing)
        return true;
    }
  }
  return false;
}

}  // namespace

LayoutResult LayoutEngineImplementation::changeEffectiveDirection(
    ItemIdentifier item, LayoutDirection direction, const std::unordered_set<const void*>& excluded) {
  ItemSlot& start = *slotOf(item);
  if (start.effectiveDirection == direction) return LayoutResult::success();
  LayoutDirection old = start.effectiveDirection;
  // The items whose effective direction changes: the item, and below it every item that
  // inherits (an item with its own direction keeps it, and so does its subtree). All had `old`.
  std::vector<ItemIdentifier> affected{item};
  for (std::size_t next = 0; next < affected.size(); ++next) {
    for (ItemIdentifier child : slotOf(affected[next])->subitems) {
      if (child.isValid() && slotOf(child)->direction == LayoutDirection::inherit) affected.push_back(child);
    }
  }
  std::unordered_set<std::uint32_t> isAffected;
  for (ItemIdentifier each : affected) isAffected.insert(each.index);
  auto setDirections = [&](LayoutDirection value) {
    for (ItemIdentifier each : affected) slotOf(each)->effectiveDirection = value;
  };
  // The active constraints that read leading or trailing by an affected item's direction (their
  // direction item's, or their first item's) keep their identity and get new solver constraints.
  std::vector<LayoutConstraint> changed;
  bool anyRequired = false;
  for (const ActiveEntry* entry : activeUsing(affected)) {
    const PendingLayoutConstraint& pending = entry->constraint.data_->pending;
    if (excluded.count(entry->constraint.identity()) != 0 || !isDirectional(pending)) continue;
    if (isAffected.count(directionItemOf(pending).index) == 0) continue;
    changed.push_back(entry->constraint);
    anyRequired = anyRequired || priority::isRequired(pending.priority);
  }
  // The margins and readable guides of directional margins (or system minimum margins) swap
  // sides (their four constraints are required).
  std::vector<ItemIdentifier> guideOwners;
  for (ItemIdentifier each : affected) {
    const ItemSlot* owner = slotOf(each);
    if ((owner->directionalMargins || owner->systemMinimumMargins) &&
        (slotOf(owner->layoutMarginsGuide) != nullptr || slotOf(owner->readableContentGuide) != nullptr))
      guideOwners.push_back(each);
  }
  setDirections(direction);
  if (anyRequired || !guideOwners.empty()) {
    // Feasibility first, on a scratch solver holding the required constraints as they would be:
    // the engine's solver is touched only once the change is known to hold, so that a refusal
    // leaves it exactly as it was (removing and re-adding would change its tableau, and with
    // it the choice between equal optional wishes).
    std::unordered_set<const void*> replaced;
    std::vector<Constraint> fresh;
    std::unordered_map<const void*, LayoutConstraint> batch;
    auto addFresh = [&](const LayoutConstraint& constraint, const PendingLayoutConstraint& pending) {
      replaced.insert(constraint.identity());
      if (!priority::isRequired(pending.priority)) return;
      fresh.push_back(resolve(pending));
      batch.emplace(fresh.back().identity(), constraint);
    };
    for (const LayoutConstraint& constraint : changed) addFresh(constraint, constraint.data_->pending);
    for (ItemIdentifier owner : guideOwners) {
      ItemSlot& ownerSlot = *slotOf(owner);
      for (GuideRole role : {GuideRole::layoutMargins, GuideRole::readableContent}) {
        const ItemSlot* guideSlot = slotOf(guideField(ownerSlot, role));
        if (guideSlot == nullptr) continue;
        std::array<double, 4> constants = guideConstantsOf(ownerSlot, owner, role);
        for (int edge = 0; edge < 4; ++edge) {
          PendingLayoutConstraint pending = guideSlot->guideConstraints[edge].data_->pending;
          pending.second.constant = constants[edge];
          addFresh(guideSlot->guideConstraints[edge], pending);
        }
      }
    }
    // In activation order: the order the engine's solver met them in, which keeps the scratch
    // tableau as sparse as the engine's (a chain added in hash order fills rows quadratically).
    std::vector<Constraint> kept;
    for (const ActiveEntry* entry : activeInOrder()) {
      const void* identity = entry->constraint.identity();
      if (excluded.count(identity) != 0 || replaced.count(identity) != 0) continue;
      if (priority::isRequired(entry->constraint.data_->pending.priority)) {
        kept.push_back(*entry->constraint.data_->solverConstraint);
      }
    }
    Solver scratch;
    // Cannot fail: a subset of the engine's satisfiable required constraints.
    (void)scratch.addConstraints(kept);
    if (SolverResult check = scratch.addConstraints(fresh); !check) {
      setDirections(old);
      return layoutResultFrom(check, "re-resolve", batch);
    }
  }
  // The constraints, then the guides, as one step: a refusal here (only a numerical disagreement
  // between the two solvers gets one after the scratch check) leaves the solver, the solver
  // constraints and the guides' constants as they were, for the caller, who may go on (a tree
  // change puts an item back in its stack).
  // The guides' constants are books too: kept to be put back.
  std::vector<std::pair<LayoutConstraint, double>> guideConstants;
  for (ItemIdentifier owner : guideOwners) {
    for (GuideRole role : {GuideRole::layoutMargins, GuideRole::safeArea, GuideRole::readableContent}) {
      const ItemSlot* guideSlot = slotOf(guideField(*slotOf(owner), role));
      if (guideSlot == nullptr) continue;
      for (const LayoutConstraint& constraint : guideSlot->guideConstraints)
        guideConstants.emplace_back(constraint, constraint.data_->pending.second.constant);
    }
  }
  LayoutResult result = allOrNothing([&] {
    if (LayoutResult reresolved = reresolve(changed); !reresolved) return reresolved;
    for (ItemIdentifier owner : guideOwners) {
      if (LayoutResult updated = updateGuides(owner); !updated) return updated;
    }
    return LayoutResult::success();
  });
  if (!result) {
    setDirections(old);
    for (const auto& [constraint, constant] : guideConstants)
      constraint.data_->pending.second.constant = constant;
  }
  return result;
}

// MARK: Baselines

LayoutResult LayoutEngineImplementation::setBaselineOffsets(const LayoutItem& item, double firstFromTop,
                                                            double lastFromBottom) {
  if (LayoutResult check = checkItem(item, "item"); !check) return check;
  ItemSlot& slot = *slotOf(item);
  if (!std::isfinite(firstFromTop) || !std::isfinite(lastFromBottom)) {
    return LayoutResult::failure(LayoutErrorKind::nonFiniteValue,
                                 "cannot set the baseline offsets of " + slot.shownName() + " to " +
                                     formatNumber(firstFromTop) + " and " + formatNumber(lastFromBottom) +
                                     ": they must be finite");
  }
  if (!isValueInRange(firstFromTop) || !isValueInRange(lastFromBottom)) {
    return LayoutResult::failure(LayoutErrorKind::valueOutOfRange,
                                 "cannot set the baseline offsets of " + slot.shownName() + " to " +
                                     formatNumber(firstFromTop) + " and " + formatNumber(lastFromBottom) +
                                     ": they must be within " + formatNumber(largestValue) +
                                     " (see CLayoutCore/Solver/ValueRange.h)");
  }
  double oldFirst = slot.firstBaselineOffset;
  double oldLast = slot.lastBaselineOffset;
  slot.firstBaselineOffset = firstFromTop;
  slot.lastBaselineOffset = lastFromBottom;
  // The offsets are constants of the resolved constraints: changed in place.
  std::vector<LayoutConstraint> changed;
  for (const ActiveEntry* entry : activeUsing({item.identifier()})) {
    const PendingLayoutConstraint& pending = entry->constraint.data_->pending;
    bool uses = false;
    for (const LayoutExpression* side : {&pending.first, &pending.second}) {
      for (const LayoutTerm& term : side->terms) {
        uses = uses || (term.item == item.identifier() && (term.attribute == LayoutAttribute::firstBaseline ||
                                                           term.attribute == LayoutAttribute::lastBaseline));
      }
    }
    if (uses) changed.push_back(entry->constraint);
  }
  LayoutResult result = refreshConstants(changed);
  if (!result) {
    slot.firstBaselineOffset = oldFirst;
    slot.lastBaselineOffset = oldLast;
  }
  return result;
}

}  // namespace clayout::internal
