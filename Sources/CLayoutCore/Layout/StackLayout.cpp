// StackLayout.cpp — stacks (UIStackView): making one, arranging, moving and removing its items,
// its options, and what tree changes and hiding do to an arranged item.
//
// A stack is an ordinary view whose slot holds a `StackState` (StackState.h). Its arranged items
// are subitems of it, in an order of their own (`StackState::arranged`). Every edit validates
// first, then changes the state, then replaces the constraints that the change concerns
// (`rebuildStack`, StackConstraints.cpp) and undoes the change of the state when that is refused:
// each call is all or nothing.
#include <cmath>
#include <string>

#include "LayoutEngineImplementation.h"
#include "Support/NumberFormat.h"

namespace clayout {

const char* stackDistributionName(LayoutStackDistribution distribution) noexcept {
  switch (distribution) {
    case LayoutStackDistribution::fill:
      return "fill";
    case LayoutStackDistribution::fillEqually:
      return "fillEqually";
    case LayoutStackDistribution::fillProportionally:
      return "fillProportionally";
    case LayoutStackDistribution::equalSpacing:
      return "equalSpacing";
    case LayoutStackDistribution::equalCentering:
      return "equalCentering";
  }
  return "(invalid)";
}

const char* stackAlignmentName(LayoutStackAlignment alignment) noexcept {
  switch (alignment) {
    case LayoutStackAlignment::fill:
      return "fill";
    case LayoutStackAlignment::leading:
      return "leading";
    case LayoutStackAlignment::firstBaseline:
      return "firstBaseline";
    case LayoutStackAlignment::center:
      return "center";
    case LayoutStackAlignment::trailing:
      return "trailing";
    case LayoutStackAlignment::lastBaseline:
      return "lastBaseline";
  }
  return "(invalid)";
}

}  // namespace clayout

namespace clayout::internal {

namespace {

bool isDistribution(LayoutStackDistribution distribution) {
  return static_cast<int>(distribution) <= static_cast<int>(LayoutStackDistribution::equalCentering);
}

bool isAlignment(LayoutStackAlignment alignment) {
  return static_cast<int>(alignment) <= static_cast<int>(LayoutStackAlignment::lastBaseline);
}

bool isBaselineAlignment(LayoutStackAlignment alignment) {
  return alignment == LayoutStackAlignment::firstBaseline || alignment == LayoutStackAlignment::lastBaseline;
}

/// The refusal of a spacing (`what`: `the spacing of row`), or success.
LayoutResult checkSpacing(double spacing, const std::string& what) {
  if (!std::isfinite(spacing)) {
    return LayoutResult::failure(
        LayoutErrorKind::nonFiniteValue,
        "cannot set " + what + " to " + formatNumber(spacing) + ": it is not finite");
  }
  if (!(spacing >= 0)) {
    return LayoutResult::failure(
        LayoutErrorKind::invalidValue,
        "cannot set " + what + " to " + formatNumber(spacing) + ": a spacing cannot be negative");
  }
  if (!isValueInRange(spacing)) {
    return LayoutResult::failure(LayoutErrorKind::valueOutOfRange,
                                 "cannot set " + what + " to " + formatNumber(spacing) + ": it is beyond " +
                                     formatNumber(largestValue) + " (see CLayoutCore/Solver/ValueRange.h)");
  }
  return LayoutResult::success();
}

/// The position of `item` in the stack's arrangement (the size when absent).
std::size_t positionOf(const StackState& state, ItemIdentifier item) {
  std::size_t position = 0;
  while (position < state.arranged.size() && !(state.arranged[position].item == item)) ++position;
  return position;
}

}  // namespace

LayoutItem LayoutEngineImplementation::makeStack(std::string name) {
  LayoutItem item = makeItem(std::move(name), false);
  slotOf(item)->stack = std::make_shared<StackState>();
  return item;
}

bool LayoutEngineImplementation::isStack(const LayoutItem& item) const noexcept {
  const ItemSlot* slot = slotOf(item);
  return slot != nullptr && slot->stack != nullptr;
}

std::optional<LayoutStackProperties> LayoutEngineImplementation::stackProperties(
    const LayoutItem& stack) const noexcept {
  const ItemSlot* slot = slotOf(stack);
  if (slot == nullptr || slot->stack == nullptr) return std::nullopt;
  return slot->stack->properties;
}

std::vector<LayoutItem> LayoutEngineImplementation::arrangedSubitems(const LayoutItem& stack) const {
  std::vector<LayoutItem> items;
  const ItemSlot* slot = slotOf(stack);
  if (slot == nullptr || slot->stack == nullptr) return items;
  for (const ArrangedEntry& entry : slot->stack->arranged) items.push_back(handle(entry.item));
  return items;
}

LayoutResult LayoutEngineImplementation::insertArrangedSubitem(const LayoutItem& stack,
                                                               const LayoutItem& item,
                                                               std::optional<std::size_t> index) {
  if (LayoutResult check = checkItem(stack, "stack"); !check) return check;
  if (LayoutResult check = checkItem(item, "arranged item"); !check) return check;
  const ItemSlot& stackSlot = *slotOf(stack);
  const ItemSlot& itemSlot = *slotOf(item);
  auto refuse = [&](LayoutErrorKind kind, const std::string& why) {
    return LayoutResult::failure(
        kind, "cannot arrange " + itemSlot.shownName() + " in " + stackSlot.shownName() + ": " + why);
  };
  if (stackSlot.stack == nullptr)
    return refuse(LayoutErrorKind::invalidHierarchy, stackSlot.shownName() + " is not a stack");
  if (itemSlot.isLayoutGuide)
    return refuse(LayoutErrorKind::invalidHierarchy, "a layout guide cannot be arranged");
  if (item.identifier() == root_)
    return refuse(LayoutErrorKind::invalidHierarchy, "the root cannot be arranged");
  if (isAncestorOrSelf(item.identifier(), stack.identifier())) {
    return refuse(LayoutErrorKind::invalidHierarchy, item.identifier() == stack.identifier()
                                                         ? "a stack cannot arrange itself"
                                                         : "it contains " + stackSlot.shownName());
  }
  if (itemSlot.parent.isValid() && !(itemSlot.parent == stack.identifier())) {
    return refuse(LayoutErrorKind::invalidHierarchy,
                  "it is a subitem of " + displayName(itemSlot.parent) +
                      " (arrange a subitem of the stack or an item without a parent)");
  }
  const StackState& current = *stackSlot.stack;
  const bool moving = itemSlot.arrangedIn == stack.identifier();
  const std::size_t from = moving ? positionOf(current, item.identifier()) : 0;
  const std::size_t last = moving ? current.arranged.size() - 1 : current.arranged.size();
  const std::size_t to = index.value_or(last);
  if (to > last) {
    return refuse(LayoutErrorKind::invalidValue, "index " + std::to_string(to) + " is beyond the " +
                                                     std::to_string(current.arranged.size()) +
                                                     " arranged items");
  }
  if (moving && from == to) return LayoutResult::success();
  // An item without a parent becomes the stack's last subitem first (its directions re-resolved).
  const bool added = !itemSlot.parent.isValid();
  if (added) {
    if (LayoutResult result = addSubitem(stack, item); !result) return result;
  }
  StackState& state = *slotOf(stack)->stack;
  StackRebuild rebuild;
  if (moving) {
    ArrangedEntry entry = std::move(state.arranged[from]);
    state.arranged.erase(state.arranged.begin() + static_cast<std::ptrdiff_t>(from));
    state.arranged.insert(state.arranged.begin() + static_cast<std::ptrdiff_t>(to), std::move(entry));
    // The item that followed it, where it is now (none when it was the last).
    const bool hadFollower = from + 1 < state.arranged.size();
    const std::size_t follower = to <= from ? from + 1 : from;
    rebuild.links.push_back(to);
    addLinksFrom(rebuild, state, to + 1, 2);
    rebuild.alignment = {to};
    addChainedAlignment(rebuild, state, to + 1);
    if (hadFollower) {
      addLinksFrom(rebuild, state, follower, 2);
      addChainedAlignment(rebuild, state, follower);
    }
  } else {
    state.arranged.insert(state.arranged.begin() + static_cast<std::ptrdiff_t>(to),
                          ArrangedEntry{item.identifier(), std::nullopt, {}, {}});
    slotOf(item)->arrangedIn = stack.identifier();
    rebuild.links.push_back(to);
    addLinksFrom(rebuild, state, to + 1, 2);
    rebuild.alignment = {to};
    addChainedAlignment(rebuild, state, to + 1);
  }
  if (LayoutResult result = rebuildStack(stack.identifier(), rebuild, {}); !result) {
    StackState& undo = *slotOf(stack)->stack;
    if (moving) {
      ArrangedEntry entry = std::move(undo.arranged[to]);
      undo.arranged.erase(undo.arranged.begin() + static_cast<std::ptrdiff_t>(to));
      undo.arranged.insert(undo.arranged.begin() + static_cast<std::ptrdiff_t>(from), std::move(entry));
    } else {
      undo.arranged.erase(undo.arranged.begin() + static_cast<std::ptrdiff_t>(to));
      slotOf(item)->arrangedIn = ItemIdentifier{};
      // Cannot fail: the item was detached a moment ago, with the same direction.
      if (added) (void)removeFromParent(item);
    }
    return result;
  }
  return LayoutResult::success();
}

LayoutResult LayoutEngineImplementation::removeArrangedSubitem(const LayoutItem& stack,
                                                               const LayoutItem& item) {
  if (LayoutResult check = checkItem(stack, "stack"); !check) return check;
  if (LayoutResult check = checkItem(item, "arranged item"); !check) return check;
  const ItemSlot& stackSlot = *slotOf(stack);
  const ItemSlot& itemSlot = *slotOf(item);
  if (stackSlot.stack == nullptr || !(itemSlot.arrangedIn == stack.identifier())) {
    return LayoutResult::failure(
        LayoutErrorKind::invalidHierarchy,
        "cannot remove " + itemSlot.shownName() + " from the arranged items of " + stackSlot.shownName() +
            ": " +
            (stackSlot.stack == nullptr ? stackSlot.shownName() + " is not a stack"
                                        : itemSlot.shownName() + " is not arranged in it"));
  }
  StackState& state = *stackSlot.stack;
  const std::size_t from = positionOf(state, item.identifier());
  ArrangedEntry entry = std::move(state.arranged[from]);
  state.arranged.erase(state.arranged.begin() + static_cast<std::ptrdiff_t>(from));
  slotOf(item)->arrangedIn = ItemIdentifier{};
  std::vector<LayoutConstraint> gone = entry.links;
  gone.insert(gone.end(), entry.alignment.begin(), entry.alignment.end());
  StackRebuild rebuild;
  addLinksFrom(rebuild, state, from, 2);
  addChainedAlignment(rebuild, state, from);
  if (LayoutResult result = rebuildStack(stack.identifier(), rebuild, gone); !result) {
    StackState& undo = *slotOf(stack)->stack;
    undo.arranged.insert(undo.arranged.begin() + static_cast<std::ptrdiff_t>(from), std::move(entry));
    slotOf(item)->arrangedIn = stack.identifier();
    return result;
  }
  return LayoutResult::success();
}

LayoutResult LayoutEngineImplementation::changeStack(
    const LayoutItem& stack, const char* what, const std::function<void(LayoutStackProperties&)>& change) {
  if (LayoutResult check = checkItem(stack, "stack"); !check) return check;
  const ItemSlot& slot = *slotOf(stack);
  if (slot.stack == nullptr) {
    return LayoutResult::failure(
        LayoutErrorKind::invalidHierarchy,
        std::string("cannot set the ") + what + " of " + slot.shownName() + ": it is not a stack");
  }
  LayoutStackProperties properties = slot.stack->properties;
  change(properties);
  auto refuse = [&](const std::string& why) {
    return LayoutResult::failure(LayoutErrorKind::invalidValue, std::string("cannot set the ") + what +
                                                                    " of " + slot.shownName() + ": " + why);
  };
  if (properties.axis != LayoutAxis::horizontal && properties.axis != LayoutAxis::vertical) {
    return refuse(std::to_string(static_cast<int>(properties.axis)) + " is not a LayoutAxis");
  }
  if (!isDistribution(properties.distribution)) {
    return refuse(std::to_string(static_cast<int>(properties.distribution)) +
                  " is not a LayoutStackDistribution");
  }
  if (!isAlignment(properties.alignment)) {
    return refuse(std::to_string(static_cast<int>(properties.alignment)) + " is not a LayoutStackAlignment");
  }
  if (properties.axis == LayoutAxis::vertical && isBaselineAlignment(properties.alignment)) {
    return refuse(std::string("the ") + stackAlignmentName(properties.alignment) +
                  " alignment needs a horizontal stack (baselines are horizontal)");
  }
  if (LayoutResult check = checkSpacing(properties.spacing, "the spacing of " + slot.shownName()); !check)
    return check;
  // A margins-relative stack lays out in its margins guide: made now, before any slot reference
  // is taken, and removed again should the change be refused.
  const bool makesGuide =
      properties.isLayoutMarginsRelativeArrangement && slotOf(slot.layoutMarginsGuide) == nullptr;
  LayoutItem guide;
  if (makesGuide) guide = this->guide(stack, GuideRole::layoutMargins);
  ItemSlot& changed = *slotOf(stack);
  const LayoutStackProperties old = changed.stack->properties;
  changed.stack->properties = properties;
  StackRebuild everything;
  everything.everything = true;
  if (LayoutResult result = rebuildStack(stack.identifier(), everything, {}); !result) {
    slotOf(stack)->stack->properties = old;
    // Cannot fail: a live guide that is not the root.
    if (makesGuide) (void)removeItem(guide);
    return result;
  }
  return LayoutResult::success();
}

LayoutResult LayoutEngineImplementation::setCustomSpacing(const LayoutItem& stack, const LayoutItem& after,
                                                          std::optional<double> spacing) {
  if (LayoutResult check = checkItem(stack, "stack"); !check) return check;
  if (LayoutResult check = checkItem(after, "arranged item"); !check) return check;
  const ItemSlot& stackSlot = *slotOf(stack);
  const ItemSlot& afterSlot = *slotOf(after);
  if (stackSlot.stack == nullptr || !(afterSlot.arrangedIn == stack.identifier())) {
    return LayoutResult::failure(
        LayoutErrorKind::invalidHierarchy,
        "cannot set the spacing after " + afterSlot.shownName() + " in " + stackSlot.shownName() + ": " +
            (stackSlot.stack == nullptr ? stackSlot.shownName() + " is not a stack"
                                        : afterSlot.shownName() + " is not arranged in it"));
  }
  if (spacing) {
    if (LayoutResult check = checkSpacing(*spacing, "the spacing after " + afterSlot.shownName()); !check)
      return check;
  }
  StackState& state = *stackSlot.stack;
  const std::size_t position = positionOf(state, after.identifier());
  const std::optional<double> old = state.arranged[position].customSpacingAfter;
  state.arranged[position].customSpacingAfter = spacing;
  StackRebuild rebuild;
  addLinksFrom(rebuild, state, position + 1, 1);
  if (LayoutResult result = rebuildStack(stack.identifier(), rebuild, {}); !result) {
    slotOf(stack)->stack->arranged[position].customSpacingAfter = old;
    return result;
  }
  return LayoutResult::success();
}

std::optional<double> LayoutEngineImplementation::customSpacing(const LayoutItem& stack,
                                                                const LayoutItem& after) const noexcept {
  const ItemSlot* stackSlot = slotOf(stack);
  const ItemSlot* afterSlot = slotOf(after);
  if (stackSlot == nullptr || afterSlot == nullptr || stackSlot->stack == nullptr ||
      !(afterSlot->arrangedIn == stack.identifier())) {
    return std::nullopt;
  }
  return stackSlot->stack->arranged[positionOf(*stackSlot->stack, after.identifier())].customSpacingAfter;
}

// MARK: Tree changes and hiding

LayoutResult LayoutEngineImplementation::leaveStack(ItemIdentifier item, ItemIdentifier newParent,
                                                    std::optional<StackPlace>& place) {
  place.reset();
  const ItemSlot& slot = *slotOf(item);
  if (!slot.arrangedIn.isValid() || slot.arrangedIn == newParent) return LayoutResult::success();
  const ItemIdentifier stack = slot.arrangedIn;
  const StackState& state = *slotOf(stack)->stack;
  const std::size_t position = positionOf(state, item);
  StackPlace where{item, stack, position, state.arranged[position].customSpacingAfter};
  if (LayoutResult result = removeArrangedSubitem(handle(stack), handle(item)); !result) return result;
  place = where;
  return LayoutResult::success();
}

void LayoutEngineImplementation::returnToStack(const std::optional<StackPlace>& place) {
  if (!place) return;
  // Cannot fail: the stack held the item there a moment ago, with the same constraints.
  (void)insertArrangedSubitem(handle(place->stack), handle(place->item), place->index);
  if (place->customSpacingAfter) {
    (void)setCustomSpacing(handle(place->stack), handle(place->item), place->customSpacingAfter);
  }
}

LayoutResult LayoutEngineImplementation::setIntrinsicContentSizeInStack(const LayoutItem& item,
                                                                        std::optional<double> width,
                                                                        std::optional<double> height) {
  const ItemSlot* slot = slotOf(item);
  std::optional<double> old[2];
  if (slot != nullptr) {
    old[0] = slot->intrinsicSize[0];
    old[1] = slot->intrinsicSize[1];
  }
  if (LayoutResult result = setIntrinsicContentSize(item, width, height); !result) return result;
  slot = slotOf(item);
  if (!slot->arrangedIn.isValid()) return LayoutResult::success();
  const ItemIdentifier stack = slot->arrangedIn;
  const StackState& state = *slotOf(stack)->stack;
  if (state.properties.distribution != LayoutStackDistribution::fillProportionally)
    return LayoutResult::success();
  // Its ratio to the previous visible item, and the next visible item's to it.
  const std::size_t position = positionOf(state, item.identifier());
  StackRebuild rebuild;
  rebuild.links.push_back(position);
  addLinksFrom(rebuild, state, position + 1, 1);
  if (LayoutResult result = rebuildStack(stack, rebuild, {}); !result) {
    // Cannot fail: the sizes held a moment ago with the same stack constraints.
    (void)setIntrinsicContentSize(item, old[0], old[1]);
    return result;
  }
  return LayoutResult::success();
}

LayoutResult LayoutEngineImplementation::stackItemHiddenChanged(ItemIdentifier item) {
  const ItemIdentifier stack = slotOf(item)->arrangedIn;
  const StackState& state = *slotOf(stack)->stack;
  const std::size_t position = positionOf(state, item);
  StackRebuild rebuild;
  rebuild.links.push_back(position);
  addLinksFrom(rebuild, state, position + 1, 2);
  return rebuildStack(stack, rebuild, {});
}

}  // namespace clayout::internal
