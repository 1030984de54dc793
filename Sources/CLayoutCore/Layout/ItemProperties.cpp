// ItemProperties.cpp — the root's size, layout directions and baseline offsets: properties whose
// change re-resolves the constraints that read them.
#include <algorithm>
#include <cmath>

#include "LayoutEngineImplementation.h"

namespace clayout::internal {

// MARK: Root size

LayoutResult LayoutEngineImplementation::setRootSize(LayoutSize size) {
  if (!std::isfinite(size.width) || !std::isfinite(size.height)) {
    return LayoutResult::failure(LayoutErrorKind::nonFiniteValue,
                                 "cannot set the root's size: it is not finite");
  }
  // Edits at `rootSizeEditPriority`: the dual simplex touches only the rows that depend on them.
  // Cannot fail: both are edit variables since the engine's construction, and the values are
  // finite (checked above); an edit below required never makes the system unsatisfiable.
  const ItemSlot& root = items_[root_.index];
  (void)solver_.suggestValue(root.width, size.width);
  (void)solver_.suggestValue(root.height, size.height);
  return LayoutResult::success();
}

// MARK: Layout direction

LayoutResult LayoutEngineImplementation::setLayoutDirection(const LayoutItem& item,
                                                            LayoutDirection direction) {
  if (LayoutResult check = checkItem(item, "item"); !check) return check;
  std::vector<ItemIdentifier> items = subtree(item.identifier());
  std::vector<LayoutDirection> before;
  for (ItemIdentifier each : items) before.push_back(effectiveLayoutDirection(each));
  ItemSlot& slot = *slotOf(item);
  LayoutDirection old = slot.direction;
  slot.direction = direction;
  // The items whose effective direction changed: the item, and the descendants that inherit it.
  std::vector<ItemIdentifier> affected;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (effectiveLayoutDirection(items[i]) != before[i]) affected.push_back(items[i]);
  }
  if (affected.empty()) return LayoutResult::success();
  auto isAffected = [&](ItemIdentifier each) {
    return std::find(affected.begin(), affected.end(), each) != affected.end();
  };
  // The active constraints that read leading or trailing by an affected item's direction keep
  // their identity and get new solver constraints, all in one step.
  std::vector<LayoutConstraint> changed;
  for (const ActiveEntry* entry : activeUsing(affected)) {
    const PendingLayoutConstraint& pending = entry->constraint.data_->pending;
    bool directional = false;
    for (const LayoutExpression* side : {&pending.first, &pending.second}) {
      for (const LayoutTerm& term : side->terms) {
        directional = directional || term.attribute == LayoutAttribute::leading ||
                      term.attribute == LayoutAttribute::trailing;
      }
    }
    if (!directional) continue;
    ItemIdentifier first =
        !pending.first.terms.empty() ? pending.first.terms.front().item : pending.second.terms.front().item;
    if (isAffected(first)) changed.push_back(entry->constraint);
  }
  if (LayoutResult result = reresolve(changed); !result) {
    slot.direction = old;
    return result;
  }
  // Directional margins swap sides.
  for (ItemIdentifier each : affected) {
    const ItemSlot* owner = slotOf(each);
    if (owner == nullptr || !owner->directionalMargins) continue;
    if (LayoutResult result = updateGuide(each, GuideRole::layoutMargins); !result) {
      // Back through the states the solver held, newest first, so that no step can fail: the
      // guides updated before this one to their old-direction constants, last updated first (the
      // failed guide undid itself, later ones are untouched), then the old resolutions (the state
      // before the call).
      slotOf(item)->direction = old;
      for (auto undo = affected.rbegin(); undo != affected.rend(); ++undo) {
        if (slotOf(*undo)->directionalMargins) (void)updateGuide(*undo, GuideRole::layoutMargins);
      }
      (void)reresolve(changed);
      return result;
    }
  }
  return LayoutResult::success();
}

// MARK: Baselines

LayoutResult LayoutEngineImplementation::setBaselineOffsets(const LayoutItem& item, double firstFromTop,
                                                            double lastFromBottom) {
  if (LayoutResult check = checkItem(item, "item"); !check) return check;
  ItemSlot& slot = *slotOf(item);
  if (!std::isfinite(firstFromTop) || !std::isfinite(lastFromBottom)) {
    return LayoutResult::failure(LayoutErrorKind::nonFiniteValue,
                                 "cannot set the baseline offsets of " + slot.name + ": they must be finite");
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
