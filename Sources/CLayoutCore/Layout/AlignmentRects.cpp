// AlignmentRects.cpp — alignment rectangles, as UIKit's `alignmentRectInsets`: constraints act on
// an item's alignment rectangle, its frame reaches beyond it by the insets (a UISwitch's shadow).
//
// The item's four unknowns are its alignment rectangle: every constraint, its intrinsic size
// (UIKit's intrinsic content size is the alignment rectangle's) and the stacks that arrange it
// act on them unchanged. Only what reads or writes the frame knows the insets: the frame reads
// (FrameReading.h: the rectangle grown by the insets, then snapped), the fitting size (the
// frame's size), the hierarchy's insets (HierarchyInsets.cpp, which read frames) and the item's
// own guides, inset from its frame (`guideConstantsOf`: the guide constraints relate the guide to
// the alignment rectangle, so their constants are the guide's insets less the alignment insets).
#include "LayoutEngineImplementation.h"

namespace clayout::internal {

LayoutResult LayoutEngineImplementation::setAlignmentRectInsets(const LayoutItem& item, LayoutInsets insets) {
  if (LayoutResult check = checkItem(item, "item"); !check) return check;
  ItemSlot& slot = *slotOf(item);
  if (item.identifier() == root_) {
    return LayoutResult::failure(LayoutErrorKind::invalidValue,
                                 "cannot set the alignment insets of the root: its frame is the host's size");
  }
  if (slot.isLayoutGuide) {
    return LayoutResult::failure(LayoutErrorKind::invalidValue,
                                 "cannot set the alignment insets of " + slot.shownName() +
                                     ": a layout guide is not drawn, it has no frame "
                                     "beyond its rectangle");
  }
  if (LayoutResult check = checkInsets("alignment insets", slot.name, insets); !check) return check;
  LayoutInsets old = slot.alignmentInsets;
  slot.alignmentInsets = insets;
  // The guides keep their insets from the frame, which moved against the alignment rectangle.
  if (LayoutResult result = updateGuides(item.identifier()); !result) {
    slot.alignmentInsets = old;
    return result;
  }
  anyAlignmentInsets_ = true;
  // Frames moved without a solver value moving: the next changedFrames compares every item.
  drawnStateChanged_ = true;
  return LayoutResult::success();
}

}  // namespace clayout::internal

namespace clayout {

// MARK: LayoutEngine's alignment rectangles

LayoutResult LayoutEngine::setAlignmentRectInsets(const LayoutItem& item, LayoutInsets insets) noexcept {
  return implementation_->allOrNothing([&] { return implementation_->setAlignmentRectInsets(item, insets); });
}

LayoutInsets LayoutEngine::alignmentRectInsets(const LayoutItem& item) const noexcept {
  const internal::ItemSlot* slot = implementation_->slotOf(item);
  return slot != nullptr ? slot->alignmentInsets : LayoutInsets{};
}

}  // namespace clayout
