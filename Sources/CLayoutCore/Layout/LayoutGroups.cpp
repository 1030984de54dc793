// LayoutGroups.cpp — ConstraintLayout's groups: several items shown or hidden at once.
//
// A group is the list the host passes: ConstraintLayout's Group holds the ids of the widgets whose
// visibility it sets, and nothing else (no constraints, no frame), so the engine keeps no group
// object either. The call is all or nothing: every item is checked before any changes, and when
// a change is refused (an arranged item whose stack cannot hold the collapse), the items already
// changed are set back, newest first. Each item's change is a step of its own (`allOrNothing`), so
// that setting back starts from the engine as it was before the refused one; it restores the
// books (flags, stacks, chains), and the call's transaction the solver.
#include <string>
#include <vector>

#include "LayoutEngineImplementation.h"

namespace clayout::internal {

LayoutResult LayoutEngineImplementation::setHidden(std::span<const LayoutItem> items, bool hidden) {
  // 1. Every item a live view of this engine, before anything changes.
  for (std::size_t index = 0; index < items.size(); ++index) {
    std::string role = "item " + std::to_string(index) + " of the group";
    if (LayoutResult check = checkItem(items[index], role.c_str()); !check) return check;
    const ItemSlot& slot = *slotOf(items[index]);
    if (slot.isLayoutGuide) {
      return LayoutResult::failure(LayoutErrorKind::invalidValue,
                                   std::string("cannot ") + (hidden ? "hide" : "show") +
                                       " the group: " + slot.shownName() + " (item " + std::to_string(index) +
                                       ") is a layout guide, which is never drawn");
    }
  }
  // 2. Each in turn; an item listed twice changes once.
  std::vector<LayoutItem> changed;
  for (const LayoutItem& item : items) {
    if (slotOf(item)->hidden == hidden) continue;
    LayoutResult result = allOrNothing([&] { return setHidden(item, hidden); });
    if (!result) {
      // Cannot fail: each restores the state the engine had a moment ago.
      for (auto undone = changed.rbegin(); undone != changed.rend(); ++undone)
        (void)setHidden(*undone, !hidden);
      result.message = std::string("cannot ") + (hidden ? "hide" : "show") + " the group: " + result.message;
      return result;
    }
    changed.push_back(item);
  }
  return LayoutResult::success();
}

}  // namespace clayout::internal
