// HierarchyInsets.cpp — layout margins and safe areas that follow the hierarchy, as UIKit's do,
// and the readable content guide.
//
// An item's guides are inset from its edges (LayoutGuides.cpp) by its effective insets:
//
//   safe area  = covered + own                         (own: `setSafeAreaInsets`; for the root
//                                                       the screen's, else UIKit's additional)
//   margins    = own margins, by reading direction
//                  (a view controller's root, `setSystemMinimumLayoutMargins`: the minimum until
//                   the host sets margins, and while it respects the minimum, at least it)
//              + safe area                             (when `insetsLayoutMarginsFromSafeArea`)
//              then, per edge, at least the superview's margin overlap
//                                                      (when `preservesSuperviewLayoutMargins`)
//   readable   = margins + on the left and the right
//                max(0, (width - margins.left - margins.right - readable width) / 2)
//
// `covered` is, per edge, the part of the item that its parent's unsafe band covers: for the top,
// clamp(parent.top + parent.safeArea.top - item.top, 0, parent.safeArea.top) in root coordinates,
// so an item reaching above its parent is covered by no more than the parent's band. The
// superview's margin overlap is, per edge, the parent's effective margin minus the item's distance
// from the parent's edge: the least margin that keeps the item's content inside the parent's
// margins. Both read frames, which read the guides: they are settled as measured text is, by
// `layoutIfNeeded`, which reads the frames, recomputes every guide owner's insets (top down
// through its ancestors, `followHierarchy`), updates the guides whose constants changed and
// solves again, at most `LayoutEngine::maximumLayoutRounds` rounds (MeasuredItems.cpp). Between
// passes the guides keep the derived insets of the last pass (zero before the first); a change of
// an item's own properties updates its guides at once with them. The root, and the top of a
// detached tree, have no parent: nothing covers them and nothing is preserved.
#include <algorithm>
#include <cmath>
#include <unordered_map>

#include "LayoutEngineImplementation.h"
#include "Support/NumberFormat.h"

namespace clayout::internal {

namespace {

/// `directional` on the physical edges of an item that reads `direction`.
LayoutInsets physical(const LayoutDirectionalInsets& directional, LayoutDirection direction) {
  bool rightToLeft = direction == LayoutDirection::rightToLeft;
  return LayoutInsets{directional.top, rightToLeft ? directional.trailing : directional.leading,
                      directional.bottom, rightToLeft ? directional.leading : directional.trailing};
}

LayoutInsets edgewiseMax(const LayoutInsets& a, const LayoutInsets& b) {
  return LayoutInsets{std::max(a.top, b.top), std::max(a.left, b.left), std::max(a.bottom, b.bottom),
                      std::max(a.right, b.right)};
}

bool sameInsets(const LayoutInsets& a, const LayoutInsets& b) {
  return a.top == b.top && a.left == b.left && a.bottom == b.bottom && a.right == b.right;
}

bool sameDerived(const DerivedInsets& a, const DerivedInsets& b) {
  return sameInsets(a.coveredSafeArea, b.coveredSafeArea) &&
         sameInsets(a.superviewMarginOverlap, b.superviewMarginOverlap) && a.readableInset == b.readableInset;
}

/// `value` clamped to [0, limit] (0 when `limit` is negative).
double clampedCover(double value, double limit) { return std::max(0.0, std::min(value, limit)); }

}  // namespace

// MARK: Effective insets

LayoutInsets LayoutEngineImplementation::ownLayoutMargins(const ItemSlot& slot,
                                                          ItemIdentifier item) const noexcept {
  if (!slot.directionalMargins) return slot.margins;
  return physical(*slot.directionalMargins, effectiveLayoutDirection(item));
}

LayoutInsets LayoutEngineImplementation::effectiveSafeAreaInsets(
    const ItemSlot& slot, const DerivedInsets& derived) const noexcept {
  const LayoutInsets& own = slot.safeAreaInsets;
  const LayoutInsets& covered = derived.coveredSafeArea;
  return LayoutInsets{own.top + covered.top, own.left + covered.left, own.bottom + covered.bottom,
                      own.right + covered.right};
}

LayoutInsets LayoutEngineImplementation::effectiveLayoutMargins(const ItemSlot& slot, ItemIdentifier item,
                                                                const DerivedInsets& derived) const noexcept {
  LayoutInsets margins = ownLayoutMargins(slot, item);
  if (slot.systemMinimumMargins) {
    LayoutInsets minimum = physical(*slot.systemMinimumMargins, effectiveLayoutDirection(item));
    if (!slot.marginsSetByHost) {
      margins = minimum;
    } else if (slot.respectsSystemMinimumMargins) {
      margins = edgewiseMax(margins, minimum);
    }
  }
  if (slot.insetsLayoutMarginsFromSafeArea) {
    LayoutInsets safeArea = effectiveSafeAreaInsets(slot, derived);
    margins.top += safeArea.top;
    margins.left += safeArea.left;
    margins.bottom += safeArea.bottom;
    margins.right += safeArea.right;
  }
  if (slot.preservesSuperviewLayoutMargins && slot.parent.isValid())
    margins = edgewiseMax(margins, derived.superviewMarginOverlap);
  return margins;
}

// MARK: Properties

namespace {

/// Sets `field` of `slot` to `value` and updates the item's guides, all or nothing.
template <typename Value>
LayoutResult setGuideProperty(LayoutEngineImplementation& engine, ItemSlot& slot, ItemIdentifier item,
                              Value ItemSlot::*field, Value value) {
  Value old = slot.*field;
  slot.*field = value;
  LayoutResult result = engine.updateGuides(item);
  if (!result) slot.*field = old;
  return result;
}

}  // namespace

LayoutResult LayoutEngineImplementation::setPreservesSuperviewLayoutMargins(const LayoutItem& item,
                                                                            bool preserves) {
  if (LayoutResult check = checkItem(item, "item"); !check) return check;
  return setGuideProperty(*this, *slotOf(item), item.identifier(), &ItemSlot::preservesSuperviewLayoutMargins,
                          preserves);
}

LayoutResult LayoutEngineImplementation::setInsetsLayoutMarginsFromSafeArea(const LayoutItem& item,
                                                                            bool insets) {
  if (LayoutResult check = checkItem(item, "item"); !check) return check;
  return setGuideProperty(*this, *slotOf(item), item.identifier(), &ItemSlot::insetsLayoutMarginsFromSafeArea,
                          insets);
}

LayoutResult LayoutEngineImplementation::setViewRespectsSystemMinimumLayoutMargins(const LayoutItem& item,
                                                                                   bool respects) {
  if (LayoutResult check = checkItem(item, "item"); !check) return check;
  return setGuideProperty(*this, *slotOf(item), item.identifier(), &ItemSlot::respectsSystemMinimumMargins,
                          respects);
}

LayoutResult LayoutEngineImplementation::setSystemMinimumLayoutMargins(
    const LayoutItem& item, std::optional<LayoutDirectionalInsets> minimum) {
  if (LayoutResult check = checkItem(item, "item"); !check) return check;
  if (minimum) {
    // Checked (and written in messages) in the order given: leading and trailing where left and right are.
    LayoutInsets asGiven{minimum->top, minimum->leading, minimum->bottom, minimum->trailing};
    if (LayoutResult check = checkInsets("system minimum layout margins", slotOf(item)->name, asGiven);
        !check)
      return check;
  }
  return setGuideProperty(*this, *slotOf(item), item.identifier(), &ItemSlot::systemMinimumMargins, minimum);
}

LayoutResult LayoutEngineImplementation::setReadableContentWidth(double width) {
  if (!std::isfinite(width)) {
    return LayoutResult::failure(
        LayoutErrorKind::nonFiniteValue,
        "cannot set the readable content width to " + formatNumber(width) + ": it is not finite");
  }
  if (!(width >= 0)) {
    return LayoutResult::failure(
        LayoutErrorKind::invalidValue,
        "cannot set the readable content width to " + formatNumber(width) + ": a width cannot be negative");
  }
  if (!isValueInRange(width)) {
    return LayoutResult::failure(LayoutErrorKind::valueOutOfRange,
                                 "cannot set the readable content width to " + formatNumber(width) +
                                     ": it is beyond " + formatNumber(largestValue) +
                                     " (see CLayoutCore/Solver/ValueRange.h)");
  }
  // The readable guides follow at the next `layoutIfNeeded`, as they follow their owners' widths.
  readableContentWidth_ = width + 0.0;
  return LayoutResult::success();
}

// MARK: Following the hierarchy

/// One reading of the hierarchy's insets at the solver's current values: each item's fresh
/// derived insets, its effective safe area and margins with them, and its frame in root
/// coordinates, computed once per item, parents first, without recursion whatever the depth.
class HierarchyReading {
 public:
  struct Fresh {
    DerivedInsets derived;
    LayoutInsets safeArea;
    LayoutInsets margins;
    LayoutRect frame;
  };

  explicit HierarchyReading(const LayoutEngineImplementation& engine) : engine_(engine) {}

  /// The insets of the live `item` (a reference valid as long as the reading).
  const Fresh& of(ItemIdentifier item) {
    chain_.clear();
    for (ItemIdentifier at = item; at.isValid() && fresh_.count(at.index) == 0;
         at = engine_.items_[at.index].parent)
      chain_.push_back(at);
    for (auto at = chain_.rbegin(); at != chain_.rend(); ++at) fresh_.emplace(at->index, compute(*at));
    return fresh_.at(item.index);
  }

 private:
  /// `item`'s insets, its parent's already read.
  Fresh compute(ItemIdentifier item) const {
    const ItemSlot& slot = engine_.items_[item.index];
    const Solver& solver = engine_.solver_;
    Fresh computed;
    // The frame: the alignment rectangle (the unknowns) grown by the alignment insets.
    const LayoutInsets& alignment = slot.alignmentInsets;
    computed.frame =
        LayoutRect{solver.valueOf(slot.left) - alignment.left, solver.valueOf(slot.top) - alignment.top,
                   solver.valueOf(slot.width) + alignment.left + alignment.right,
                   solver.valueOf(slot.height) + alignment.top + alignment.bottom};
    const LayoutRect& own = computed.frame;
    if (slot.parent.isValid()) {
      const Fresh& parent = fresh_.at(slot.parent.index);
      const LayoutRect& frame = parent.frame;
      const LayoutInsets& safe = parent.safeArea;
      computed.derived.coveredSafeArea =
          LayoutInsets{clampedCover(frame.y + safe.top - own.y, safe.top),
                       clampedCover(frame.x + safe.left - own.x, safe.left),
                       clampedCover(own.y + own.height - (frame.y + frame.height - safe.bottom), safe.bottom),
                       clampedCover(own.x + own.width - (frame.x + frame.width - safe.right), safe.right)};
      const LayoutInsets& margins = parent.margins;
      computed.derived.superviewMarginOverlap =
          LayoutInsets{frame.y + margins.top - own.y, frame.x + margins.left - own.x,
                       own.y + own.height - (frame.y + frame.height - margins.bottom),
                       own.x + own.width - (frame.x + frame.width - margins.right)};
    }
    computed.safeArea = engine_.effectiveSafeAreaInsets(slot, computed.derived);
    computed.margins = engine_.effectiveLayoutMargins(slot, item, computed.derived);
    double excess =
        own.width - computed.margins.left - computed.margins.right - engine_.readableContentWidth_;
    computed.derived.readableInset = excess > 0 ? excess / 2 : 0.0;
    return computed;
  }

  const LayoutEngineImplementation& engine_;
  /// By slot index (references into an unordered_map survive its rehashing).
  std::unordered_map<std::uint32_t, Fresh> fresh_;
  std::vector<ItemIdentifier> chain_;
};

void LayoutEngineImplementation::followHierarchy(std::vector<ItemIdentifier>& changed,
                                                 std::vector<DerivedChange>& changes) {
  HierarchyReading reading(*this);
  for (auto entry = guideOwners_.begin(); entry != guideOwners_.end();) {
    ItemIdentifier owner = entry->second;
    ItemSlot* slot = slotOf(owner);
    bool hasGuide = slot != nullptr &&
                    (slotOf(slot->layoutMarginsGuide) != nullptr || slotOf(slot->safeAreaGuide) != nullptr ||
                     slotOf(slot->readableContentGuide) != nullptr);
    if (!hasGuide) {
      entry = guideOwners_.erase(entry);
      continue;
    }
    const DerivedInsets& now = reading.of(owner).derived;
    if (!sameDerived(now, slot->derived)) {
      changes.push_back({owner, slot->derived});
      slot->derived = now;
    }
    if (guidesAreStale(owner)) changed.push_back(owner);
    ++entry;
  }
}

HierarchyInsets LayoutEngineImplementation::hierarchyInsets(const LayoutItem& item) const {
  if (slotOf(item) == nullptr) return HierarchyInsets{};
  HierarchyReading reading(*this);
  const HierarchyReading::Fresh& fresh = reading.of(item.identifier());
  return HierarchyInsets{fresh.safeArea, fresh.margins};
}

}  // namespace clayout::internal

namespace clayout {

// MARK: LayoutEngine's margins and safe areas that follow the hierarchy

LayoutResult LayoutEngine::setPreservesSuperviewLayoutMargins(const LayoutItem& item,
                                                              bool preserves) noexcept {
  return implementation_->allOrNothing(
      [&] { return implementation_->setPreservesSuperviewLayoutMargins(item, preserves); });
}

LayoutResult LayoutEngine::setInsetsLayoutMarginsFromSafeArea(const LayoutItem& item, bool insets) noexcept {
  return implementation_->allOrNothing(
      [&] { return implementation_->setInsetsLayoutMarginsFromSafeArea(item, insets); });
}

LayoutResult LayoutEngine::setSystemMinimumLayoutMargins(
    const LayoutItem& item, std::optional<LayoutDirectionalInsets> minimum) noexcept {
  return implementation_->allOrNothing(
      [&] { return implementation_->setSystemMinimumLayoutMargins(item, minimum); });
}

LayoutResult LayoutEngine::setViewRespectsSystemMinimumLayoutMargins(const LayoutItem& item,
                                                                     bool respects) noexcept {
  return implementation_->allOrNothing(
      [&] { return implementation_->setViewRespectsSystemMinimumLayoutMargins(item, respects); });
}

LayoutInsets LayoutEngine::layoutMargins(const LayoutItem& item) const {
  return implementation_->hierarchyInsets(item).margins;
}

LayoutInsets LayoutEngine::safeAreaInsets(const LayoutItem& item) const {
  return implementation_->hierarchyInsets(item).safeArea;
}

LayoutItem LayoutEngine::readableContentGuide(const LayoutItem& item) noexcept {
  return implementation_->guide(item, internal::GuideRole::readableContent);
}

LayoutResult LayoutEngine::setReadableContentWidth(double width) noexcept {
  return implementation_->allOrNothing([&] { return implementation_->setReadableContentWidth(width); });
}

double LayoutEngine::readableContentWidth() const noexcept { return implementation_->readableContentWidth(); }

}  // namespace clayout
