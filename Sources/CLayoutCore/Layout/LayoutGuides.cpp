// LayoutGuides.cpp — the guides an item owns: the layout margins guide and the safe-area guide.
//
// Each is a layout guide made on first request, placed as a subitem of its owner (so that the
// owner is a common ancestor of the guide and the owner's subitems), and held by four internal
// required constraints:
//   guide.left == owner.left + inset.left        guide.top == owner.top + inset.top
//   guide.right == owner.right - inset.right     guide.bottom == owner.bottom - inset.bottom
// Changing the insets (or, for directional margins, the owner's direction) changes the four
// constants in place.
#include <array>
#include <cmath>
#include <string>

#include "LayoutEngineImplementation.h"
#include "Support/NumberFormat.h"

namespace clayout::internal {

namespace {

bool isFinite(const LayoutInsets& insets) {
  return std::isfinite(insets.top) && std::isfinite(insets.left) && std::isfinite(insets.bottom) &&
         std::isfinite(insets.right);
}

bool isInRange(const LayoutInsets& insets) {
  return isValueInRange(insets.top) && isValueInRange(insets.left) && isValueInRange(insets.bottom) &&
         isValueInRange(insets.right);
}

/// The refusal of `insets` beyond the range, for `what` of `name` ("layout margins", "safe-area
/// insets").
LayoutResult insetsOutOfRange(const char* what, const std::string& name, const std::string& insetsText) {
  return LayoutResult::failure(LayoutErrorKind::valueOutOfRange,
                               std::string("cannot set the ") + what + " of " + name + " to " + insetsText +
                                   ": they must be within " + formatNumber(largestValue) +
                                   " (see CLayoutCore/Solver/ValueRange.h)");
}

/// `(top, left, bottom, right)` as messages write insets, with `left`/`right` as given (leading and
/// trailing for directional ones).
std::string insetsText(const LayoutInsets& insets) {
  return "(" + formatNumber(insets.top) + ", " + formatNumber(insets.left) + ", " +
         formatNumber(insets.bottom) + ", " + formatNumber(insets.right) + ")";
}

/// Auto Layout's constants of the four guide constraints (left, top, right, bottom).
std::array<double, 4> guideConstants(const LayoutInsets& insets) {
  return {insets.left, insets.top, -insets.right, -insets.bottom};
}

}  // namespace

LayoutInsets LayoutEngineImplementation::guideInsets(const ItemSlot& owner, ItemIdentifier ownerIdentifier,
                                                     GuideRole role) const {
  if (role == GuideRole::safeArea) return owner.safeAreaInsets;
  if (!owner.directionalMargins) return owner.margins;
  const LayoutDirectionalInsets& directional = *owner.directionalMargins;
  bool rightToLeft = effectiveLayoutDirection(ownerIdentifier) == LayoutDirection::rightToLeft;
  return LayoutInsets{directional.top, rightToLeft ? directional.trailing : directional.leading,
                      directional.bottom, rightToLeft ? directional.leading : directional.trailing};
}

LayoutItem LayoutEngineImplementation::guide(const LayoutItem& item, GuideRole role) {
  const ItemSlot* owner = slotOf(item);
  if (owner == nullptr || owner->isLayoutGuide) return LayoutItem();
  ItemIdentifier existing =
      role == GuideRole::layoutMargins ? owner->layoutMarginsGuide : owner->safeAreaGuide;
  if (slotOf(existing) != nullptr) return handle(existing);
  std::string ownerName = owner->name;
  LayoutItem guide = makeItem(
      ownerName + (role == GuideRole::layoutMargins ? ".layoutMarginsGuide" : ".safeAreaLayoutGuide"),
      true);  // may reallocate the slots: no slot reference lives across it
  ItemSlot& guideSlot = *slotOf(guide);
  guideSlot.guideRole = role;
  guideSlot.guideOwner = item.identifier();
  guideSlot.effectiveDirection = slotOf(item)->effectiveDirection;  // a guide inherits
  link(item.identifier(), guide.identifier());
  ItemSlot& ownerSlot = *slotOf(item);
  (role == GuideRole::layoutMargins ? ownerSlot.layoutMarginsGuide : ownerSlot.safeAreaGuide) =
      guide.identifier();

  std::array<double, 4> constants = guideConstants(guideInsets(ownerSlot, item.identifier(), role));
  const LayoutAttribute edges[4] = {LayoutAttribute::left, LayoutAttribute::top, LayoutAttribute::right,
                                    LayoutAttribute::bottom};
  const char* edgeNames[4] = {" left", " top", " right", " bottom"};
  std::vector<LayoutConstraint> constraints;
  for (int edge = 0; edge < 4; ++edge) {
    LayoutExpression guideEdge = LayoutExpression::of(guide.identifier(), edges[edge], owner_, identity_);
    LayoutExpression ownerEdge = LayoutExpression::of(item.identifier(), edges[edge], owner_, identity_);
    ownerEdge.constant = constants[edge];
    constraints.push_back(makeInternal({guideEdge, Relation::equal, ownerEdge, priority::required,
                                        guideSlot.name + edgeNames[edge], anchorKindOf(edges[edge])}));
  }
  guideSlot.guideConstraints = constraints;
  // Outside any public call's transaction (the guide is made when first asked for): a step of its
  // own, so that a refusal would leave the solver as it was.
  if (!allOrNothing([&] { return activate(constraints, Maintainer::engine); })) {
    // A fresh guide's unknowns are free: this cannot fail; if it did, leave no trace (removing
    // a live item that is not the root cannot fail).
    (void)removeItem(guide);
    return LayoutItem();
  }
  return guide;
}

LayoutResult LayoutEngineImplementation::updateGuide(ItemIdentifier owner, GuideRole role) {
  const ItemSlot* ownerSlot = slotOf(owner);
  if (ownerSlot == nullptr) return LayoutResult::success();
  ItemIdentifier guideIdentifier =
      role == GuideRole::layoutMargins ? ownerSlot->layoutMarginsGuide : ownerSlot->safeAreaGuide;
  const ItemSlot* guideSlot = slotOf(guideIdentifier);
  if (guideSlot == nullptr) return LayoutResult::success();
  std::array<double, 4> constants = guideConstants(guideInsets(*ownerSlot, owner, role));
  std::vector<double> old;
  for (int edge = 0; edge < 4; ++edge) {
    const LayoutConstraint& constraint = guideSlot->guideConstraints[edge];
    old.push_back(constraint.constant());
    constraint.data_->pending.second.constant = constants[edge];  // the first side's constant is 0
  }
  LayoutResult result = refreshConstants(guideSlot->guideConstraints);
  if (!result) {
    for (int edge = 0; edge < 4; ++edge)
      guideSlot->guideConstraints[edge].data_->pending.second.constant = old[edge];
  }
  return result;
}

LayoutResult LayoutEngineImplementation::setLayoutMargins(const LayoutItem& item, LayoutInsets margins) {
  if (LayoutResult check = checkItem(item, "item"); !check) return check;
  ItemSlot& slot = *slotOf(item);
  if (!isFinite(margins)) {
    return LayoutResult::failure(LayoutErrorKind::nonFiniteValue,
                                 "cannot set the layout margins of " + slot.name + " to " +
                                     insetsText(margins) + ": they must be finite");
  }
  if (!isInRange(margins)) return insetsOutOfRange("layout margins", slot.name, insetsText(margins));
  LayoutInsets oldMargins = slot.margins;
  std::optional<LayoutDirectionalInsets> oldDirectional = slot.directionalMargins;
  slot.margins = margins;
  slot.directionalMargins.reset();
  LayoutResult result = updateGuide(item.identifier(), GuideRole::layoutMargins);
  if (!result) {
    slot.margins = oldMargins;
    slot.directionalMargins = oldDirectional;
  }
  return result;
}

LayoutResult LayoutEngineImplementation::setDirectionalLayoutMargins(const LayoutItem& item,
                                                                     LayoutDirectionalInsets margins) {
  if (LayoutResult check = checkItem(item, "item"); !check) return check;
  ItemSlot& slot = *slotOf(item);
  if (LayoutInsets asGiven{margins.top, margins.leading, margins.bottom, margins.trailing};
      !isFinite(asGiven)) {
    return LayoutResult::failure(LayoutErrorKind::nonFiniteValue,
                                 "cannot set the layout margins of " + slot.name + " to " +
                                     insetsText(asGiven) + ": they must be finite");
  }
  if (LayoutInsets asGiven{margins.top, margins.leading, margins.bottom, margins.trailing};
      !isInRange(asGiven))
    return insetsOutOfRange("layout margins", slot.name, insetsText(asGiven));
  LayoutInsets oldMargins = slot.margins;
  std::optional<LayoutDirectionalInsets> oldDirectional = slot.directionalMargins;
  slot.directionalMargins = margins;
  slot.margins = guideInsets(slot, item.identifier(), GuideRole::layoutMargins);
  LayoutResult result = updateGuide(item.identifier(), GuideRole::layoutMargins);
  if (!result) {
    slot.margins = oldMargins;
    slot.directionalMargins = oldDirectional;
  }
  return result;
}

LayoutResult LayoutEngineImplementation::setSafeAreaInsets(const LayoutItem& item, LayoutInsets insets) {
  if (LayoutResult check = checkItem(item, "item"); !check) return check;
  ItemSlot& slot = *slotOf(item);
  if (!isFinite(insets)) {
    return LayoutResult::failure(LayoutErrorKind::nonFiniteValue,
                                 "cannot set the safe-area insets of " + slot.name + " to " +
                                     insetsText(insets) + ": they must be finite");
  }
  if (!isInRange(insets)) return insetsOutOfRange("safe-area insets", slot.name, insetsText(insets));
  LayoutInsets old = slot.safeAreaInsets;
  slot.safeAreaInsets = insets;
  LayoutResult result = updateGuide(item.identifier(), GuideRole::safeArea);
  if (!result) slot.safeAreaInsets = old;
  return result;
}

}  // namespace clayout::internal
