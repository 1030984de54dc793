// HiddenItems.cpp — hidden items, Auto Layout's rule: a hidden item keeps its constraints and its
// frame but is not drawn.
//
// An item's own flag lives in its slot (`ItemSlot::hidden`). Whether it is drawn is the flag or
// any ancestor's, as a UIView under a hidden superview is not drawn whatever its own `isHidden`:
// `isHiddenInTree` walks up (O(depth)); the bulk readers (`hiddenInTreeOrder`, `changedFrames`)
// derive it in their one pass over the tree order from the parent's state, which comes earlier.
// Hiding changes no constraint of the item itself; a hidden arranged item of a stack collapses
// (StackLayout.cpp), and a hidden item of a chain is gone from it (Chains.cpp).
#include <string>
#include <vector>

#include "LayoutEngineImplementation.h"

namespace clayout::internal {

LayoutResult LayoutEngineImplementation::setHidden(const LayoutItem& item, bool hidden) {
  if (LayoutResult check = checkItem(item, "item"); !check) return check;
  ItemSlot& slot = *slotOf(item);
  if (slot.isLayoutGuide) {
    return LayoutResult::failure(LayoutErrorKind::invalidValue,
                                 std::string("cannot ") + (hidden ? "hide " : "show ") + slot.shownName() +
                                     ": a layout guide is never drawn");
  }
  if (slot.hidden == hidden) return LayoutResult::success();
  slot.hidden = hidden;
  drawnStateChanged_ = true;  // the next changedFrames compares every item (BulkFrames.cpp)
  // An item of chains is gone from them (or comes back), then an arranged item collapses in its
  // stack (or comes back), all or nothing: a refused stack change undoes the chains' books, and
  // the call's transaction their solver constraints.
  std::vector<ChainRebuild> chains;
  if (LayoutResult result = chainItemHiddenChanged(item.identifier(), chains); !result) {
    slotOf(item)->hidden = !hidden;
    return result;
  }
  if (slotOf(item)->arrangedIn.isValid()) {
    if (LayoutResult result = stackItemHiddenChanged(item.identifier()); !result) {
      for (auto undone = chains.rbegin(); undone != chains.rend(); ++undone) undoChainRebuild(*undone);
      slotOf(item)->hidden = !hidden;
      return result;
    }
  }
  return LayoutResult::success();
}

bool LayoutEngineImplementation::isHidden(const LayoutItem& item) const noexcept {
  const ItemSlot* slot = slotOf(item);
  return slot != nullptr && slot->hidden;
}

bool LayoutEngineImplementation::isHiddenInTree(const LayoutItem& item) const noexcept {
  const ItemSlot* slot = slotOf(item);
  while (slot != nullptr) {
    if (slot->hidden) return true;
    slot = slot->parent.isValid() ? slotOf(slot->parent) : nullptr;
  }
  return false;
}

std::size_t LayoutEngineImplementation::hiddenInTreeOrder(std::span<bool> into) const noexcept {
  const std::vector<TreeOrderEntry>& order = treeOrder();
  if (into.size() < order.size()) return order.size();
  for (std::size_t position = 0; position < order.size(); ++position) {
    const TreeOrderEntry& entry = order[position];
    // The parent's entry comes earlier: its state is already written.
    into[position] = items_[entry.item.index].hidden ||
                     (entry.parentPosition != noParentPosition && into[entry.parentPosition]);
  }
  return order.size();
}

}  // namespace clayout::internal
