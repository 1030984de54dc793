// Frames.cpp — frames read from the solver, pixel snapping, and fitting sizes.
//
// Snapping: see FrameReading.h (shared with the bulk reads of BulkFrames.cpp).
#include <cmath>
#include <limits>
#include <unordered_set>

#include "FrameReading.h"
#include "LayoutEngineImplementation.h"

namespace clayout::internal {

namespace {

/// The target an expanded fitting size pulls towards, as UIKit's
/// `UILayoutFittingExpandedSize`: an axis that no constraint bounds comes back at this size.
constexpr double expandedFittingTarget = 10'000'000;

}  // namespace

LayoutRect LayoutEngineImplementation::frame(const LayoutItem& item, LayoutCoordinates coordinates,
                                             double scale) const noexcept {
  const ItemSlot* slot = slotOf(item);
  if (slot == nullptr) return LayoutRect{};
  if (coordinates != LayoutCoordinates::parent && coordinates != LayoutCoordinates::root) return LayoutRect{};
  LayoutRect rect =
      rootFrameOf(solver_, slot->left, slot->top, slot->width, slot->height, slot->alignmentInsets, scale);
  if (coordinates == LayoutCoordinates::parent) {
    if (const ItemSlot* parent = slotOf(slot->parent)) {
      return relativeToParent(rect, rootFrameOf(solver_, parent->left, parent->top, parent->width,
                                                parent->height, parent->alignmentInsets, scale));
    }
  }
  return rect;
}

// Fitting size, as systemLayoutSizeFitting: a scratch solver gets the active constraints (user
// and internal, so intrinsic sizes count) whose items all lie in the item's subtree, then pulls
// the item's width and height at `priority::fittingSizeLevel` (50) towards 0 (compressed) or
// towards `expandedFittingTarget` (expanded); a given width is required instead. Everything at
// a priority above 50 (hugging 250, compression resistance 750) wins over the pull. The engine's
// solver is not touched. A given width that the subtree's required constraints refuse is pulled
// at 999 instead, so the answer is the nearest the subtree allows.
LayoutSize LayoutEngineImplementation::fittingSize(const LayoutItem& item, LayoutFitting fitting,
                                                   std::optional<double> width) const {
  const ItemSlot* slot = slotOf(item);
  if (slot == nullptr) return LayoutSize{};
  if (fitting != LayoutFitting::compressed && fitting != LayoutFitting::expanded) return LayoutSize{};
  // A width that is no size (NaN, infinite, negative) answers as a removed item does: ignoring it
  // would answer another question.
  if (width && (!std::isfinite(*width) || !(*width >= 0))) return LayoutSize{};
  std::vector<ItemIdentifier> items = subtree(item.identifier());
  std::unordered_set<std::uint32_t> inside;
  for (ItemIdentifier each : items) inside.insert(each.index);
  Solver scratch;
  std::vector<Constraint> constraints;
  for (const ActiveEntry* entry : activeUsing(items)) {
    bool within = true;
    for (ItemIdentifier each : itemsOf(entry->constraint)) within = within && inside.count(each.index) != 0;
    if (within) constraints.push_back(*entry->constraint.data_->solverConstraint);
  }
  // Cannot fail: a subset of the engine's satisfiable constraints is satisfiable, and each passed
  // the solver's checks when it was activated.
  (void)scratch.addConstraints(constraints);
  double target = fitting == LayoutFitting::compressed ? 0 : expandedFittingTarget;
  // The optional constraints below cannot fail: new, finite, at a valid priority, and an optional
  // constraint is never unsatisfiable.
  if (width) {
    if (!scratch.addConstraint(Expression(slot->width) == Expression(*width))) {
      (void)scratch.addConstraint((Expression(slot->width) == Expression(*width)) | 999);
    }
  } else {
    (void)scratch.addConstraint((Expression(slot->width) == Expression(target)) | priority::fittingSizeLevel);
  }
  (void)scratch.addConstraint((Expression(slot->height) == Expression(target)) | priority::fittingSizeLevel);
  // MARK: Alignment rectangles: the constraints size the alignment rectangle; the answer is the
  // frame's size.
  const LayoutInsets& alignment = slot->alignmentInsets;
  return LayoutSize{scratch.valueOf(slot->width) + alignment.left + alignment.right + 0.0,
                    scratch.valueOf(slot->height) + alignment.top + alignment.bottom + 0.0};
}

}  // namespace clayout::internal
