// Frames.cpp — frames read from the solver, pixel snapping, and fitting sizes.
//
// Snapping. With a scale s > 0 (pixels per point) each edge is rounded to the nearest pixel,
// halves up, in root coordinates: x1 = floor(left·s + 0.5)/s, x2 = floor((left + width)·s + 0.5)/s,
// width = x2 - x1 (the same for y). Two items that share an edge in the solution share it after
// snapping, so adjacent items stay adjacent and no gap or overlap appears. A frame in parent
// coordinates is the snapped root frame minus the parent's snapped origin, so that it places the
// item on the same pixels.
#include <cmath>
#include <limits>
#include <unordered_set>

#include "LayoutEngineImplementation.h"

namespace clayout::internal {

namespace {

/// `value` rounded to the nearest pixel of `scale`, halves up. Assumes `scale` > 0 and finite.
/// A value whose `value · scale` is 2^52 or more in magnitude (or overflows) has no fraction of
/// a pixel left: it is returned as it is, so that a finite edge never snaps to an infinite one.
double snap(double value, double scale) {
  double scaled = value * scale;
  if (!(std::fabs(scaled) < 0x1p52)) return value;
  return std::floor(scaled + 0.5) / scale;
}

/// `a - b`, saturated at the largest finite magnitude when the difference of two finite values
/// overflows (edges near ±1.8e308): frames are always finite.
double finiteDifference(double a, double b) {
  double difference = a - b;
  if (std::isinf(difference) && std::isfinite(a) && std::isfinite(b)) {
    return std::copysign(std::numeric_limits<double>::max(), difference);
  }
  return difference;
}

/// The target an expanded fitting size pulls towards, as UIKit's
/// `UILayoutFittingExpandedSize`: an axis that no constraint bounds comes back at this size.
constexpr double expandedFittingTarget = 10'000'000;

}  // namespace

LayoutRect LayoutEngineImplementation::frame(const LayoutItem& item, LayoutCoordinates coordinates,
                                             double scale) const noexcept {
  const ItemSlot* slot = slotOf(item);
  if (slot == nullptr) return LayoutRect{};
  if (coordinates != LayoutCoordinates::parent && coordinates != LayoutCoordinates::root) return LayoutRect{};
  // Inlined: a drag reads every item's frame per frame.
  auto rootFrame = [&](const ItemSlot& of) __attribute__((always_inline)) {
    double left = solver_.valueOf(of.left);
    double top = solver_.valueOf(of.top);
    double width = solver_.valueOf(of.width);
    double height = solver_.valueOf(of.height);
    if (!(scale > 0) || !std::isfinite(scale)) return LayoutRect{left, top, width, height};
    // The far edges overflow when an item near the top of the double range is wide: then the
    // size stays the solver's (no pixel is left to snap to at that magnitude).
    double x1 = snap(left, scale);
    double x2 = snap(left + width, scale);
    double y1 = snap(top, scale);
    double y2 = snap(top + height, scale);
    double snappedWidth = x2 - x1;
    double snappedHeight = y2 - y1;
    if (!std::isfinite(snappedWidth)) snappedWidth = width;
    if (!std::isfinite(snappedHeight)) snappedHeight = height;
    return LayoutRect{x1, y1, snappedWidth, snappedHeight};
  };
  LayoutRect rect = rootFrame(*slot);
  if (coordinates == LayoutCoordinates::parent) {
    if (const ItemSlot* parent = slotOf(slot->parent)) {
      LayoutRect parentRect = rootFrame(*parent);
      rect.x = finiteDifference(rect.x, parentRect.x);
      rect.y = finiteDifference(rect.y, parentRect.y);
    }
  }
  // No negative zero in frames.
  rect.x += 0.0;
  rect.y += 0.0;
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
  return LayoutSize{scratch.valueOf(slot->width) + 0.0, scratch.valueOf(slot->height) + 0.0};
}

}  // namespace clayout::internal
