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

namespace {}  // namespace

LayoutResult LayoutEngineImplementation::checkInsets(const char* what, const std::string& name,
                                                     const LayoutInsets& insets) {
  const double sides[4] = {insets.top, insets.left, insets.bottom, insets.right};
  auto text = [&] {
    return "(" + formatNumber(insets.top) + ", " + formatNumber(insets.left) + ", " +
           formatNumber(insets.bottom) + ", " + formatNumber(insets.right) + ")";
  };
  for (double side : sides) {
    if (!std::isfinite(side)) {
      return LayoutResult::failure(LayoutErrorKind::nonFiniteValue, std::string("cannot set the ") + what +
                                                                        " of " + boundedName(name) + " to " +
                                                                        text() + ": they must be finite");
    }
  }
  for (double side : sides) {
    if (!isValueInRange(side)) {
      return LayoutResult::failure(LayoutErrorKind::valueOutOfRange,
                                   std::string("cannot set the ") + what + " of " + boundedName(name) +
                                       " to " + text() + ": they must be within " +
                                       formatNumber(largestValue) + " (see CLayoutCore/Solver/ValueRange.h)");
    }
  }
  return LayoutResult::success();
}

LayoutInsets LayoutEngineImplementation::guideInsets(const ItemSlot& owner, ItemIdentifier ownerIdentifier,
                                                     GuideRole role) const {
  if (role == GuideRole::safeArea) return effectiveSafeAreaInsets(owner, owner.derived);
  LayoutInsets margins = effectiveLayoutMargins(owner, ownerIdentifier, owner.derived);
  if (role == GuideRole::readableContent) {
    margins.left += owner.derived.readableInset;
    margins.right += owner.derived.readableInset;
  }
  return margins;
}

std::array<double, 4> LayoutEngineImplementation::guideConstantsOf(const ItemSlot& owner,
                                                                   ItemIdentifier ownerIdentifier,
                                                                   GuideRole role) const {
  LayoutInsets insets = guideInsets(owner, ownerIdentifier, role);
  const LayoutInsets& alignment = owner.alignmentInsets;
  return guideConstants(LayoutInsets{insets.top - alignment.top, insets.left - alignment.left,
                                     insets.bottom - alignment.bottom, insets.right - alignment.right});
}

ItemIdentifier& LayoutEngineImplementation::guideField(ItemSlot& owner, GuideRole role) {
  switch (role) {
    case GuideRole::safeArea:
      return owner.safeAreaGuide;
    case GuideRole::readableContent:
      return owner.readableContentGuide;
    default:
      return owner.layoutMarginsGuide;
  }
}

namespace {

/// The name suffix of an engine guide of `role`.
const char* guideSuffix(GuideRole role) {
  switch (role) {
    case GuideRole::safeArea:
      return ".safeAreaLayoutGuide";
    case GuideRole::readableContent:
      return ".readableContentGuide";
    default:
      return ".layoutMarginsGuide";
  }
}

/// The roles of the guides an item may own, in the order `updateGuides` refreshes them.
constexpr GuideRole guideRoles[3] = {GuideRole::layoutMargins, GuideRole::safeArea,
                                     GuideRole::readableContent};

}  // namespace

LayoutItem LayoutEngineImplementation::guide(const LayoutItem& item, GuideRole role) {
  ItemSlot* owner = slotOf(item);
  if (owner == nullptr || owner->isLayoutGuide) return LayoutItem();
  ItemIdentifier existing = guideField(*owner, role);
  if (slotOf(existing) != nullptr) return handle(existing);
  std::string ownerName = owner->name;
  LayoutItem guide = makeItem(ownerName + guideSuffix(role),
                              true);  // may reallocate the slots: no slot reference lives across it
  ItemSlot& guideSlot = *slotOf(guide);
  guideSlot.guideRole = role;
  guideSlot.guideOwner = item.identifier();
  guideSlot.effectiveDirection = slotOf(item)->effectiveDirection;  // a guide inherits
  link(item.identifier(), guide.identifier());
  ItemSlot& ownerSlot = *slotOf(item);
  guideField(ownerSlot, role) = guide.identifier();

  std::array<double, 4> constants = guideConstantsOf(ownerSlot, item.identifier(), role);
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
  // MARK: Margins and safe area that follow the hierarchy: its owner's insets are followed from
  // now on.
  guideOwners_[item.identifier().index] = item.identifier();
  return guide;
}

bool LayoutEngineImplementation::guidesAreStale(ItemIdentifier owner) const {
  const ItemSlot* ownerSlot = slotOf(owner);
  if (ownerSlot == nullptr) return false;
  for (GuideRole role : guideRoles) {
    const ItemSlot* guideSlot = slotOf(guideField(const_cast<ItemSlot&>(*ownerSlot), role));
    if (guideSlot == nullptr) continue;
    std::array<double, 4> constants = guideConstantsOf(*ownerSlot, owner, role);
    for (int edge = 0; edge < 4; ++edge) {
      // Exact: the constants are set from these very computations.
      if (guideSlot->guideConstraints[edge].data_->pending.second.constant != constants[edge]) return true;
    }
  }
  return false;
}

LayoutResult LayoutEngineImplementation::updateGuides(ItemIdentifier owner) {
  const ItemSlot* ownerSlot = slotOf(owner);
  if (ownerSlot == nullptr) return LayoutResult::success();
  std::vector<LayoutConstraint> changed;
  std::vector<double> old;
  for (GuideRole role : guideRoles) {
    const ItemSlot* guideSlot = slotOf(guideField(const_cast<ItemSlot&>(*ownerSlot), role));
    if (guideSlot == nullptr) continue;
    std::array<double, 4> constants = guideConstantsOf(*ownerSlot, owner, role);
    for (int edge = 0; edge < 4; ++edge) {
      const LayoutConstraint& constraint = guideSlot->guideConstraints[edge];
      changed.push_back(constraint);
      old.push_back(constraint.data_->pending.second.constant);
      constraint.data_->pending.second.constant = constants[edge];  // the first side's constant is 0
    }
  }
  if (changed.empty()) return LayoutResult::success();
  LayoutResult result = refreshConstants(changed);
  if (!result) {
    for (std::size_t i = 0; i < changed.size(); ++i) changed[i].data_->pending.second.constant = old[i];
  }
  return result;
}

LayoutResult LayoutEngineImplementation::setLayoutMargins(const LayoutItem& item, LayoutInsets margins) {
  if (LayoutResult check = checkItem(item, "item"); !check) return check;
  ItemSlot& slot = *slotOf(item);
  if (LayoutResult check = checkInsets("layout margins", slot.name, margins); !check) return check;
  LayoutInsets oldMargins = slot.margins;
  std::optional<LayoutDirectionalInsets> oldDirectional = slot.directionalMargins;
  bool oldSetByHost = slot.marginsSetByHost;
  slot.margins = margins;
  slot.directionalMargins.reset();
  slot.marginsSetByHost = true;
  LayoutResult result = updateGuides(item.identifier());
  if (!result) {
    slot.margins = oldMargins;
    slot.directionalMargins = oldDirectional;
    slot.marginsSetByHost = oldSetByHost;
  }
  return result;
}

LayoutResult LayoutEngineImplementation::setDirectionalLayoutMargins(const LayoutItem& item,
                                                                     LayoutDirectionalInsets margins) {
  if (LayoutResult check = checkItem(item, "item"); !check) return check;
  ItemSlot& slot = *slotOf(item);
  // Checked (and written in messages) in the order given: leading and trailing where left and right are.
  if (LayoutResult check = checkInsets("layout margins", slot.name,
                                       {margins.top, margins.leading, margins.bottom, margins.trailing});
      !check)
    return check;
  LayoutInsets oldMargins = slot.margins;
  std::optional<LayoutDirectionalInsets> oldDirectional = slot.directionalMargins;
  bool oldSetByHost = slot.marginsSetByHost;
  slot.directionalMargins = margins;
  slot.marginsSetByHost = true;
  slot.margins = ownLayoutMargins(slot, item.identifier());
  LayoutResult result = updateGuides(item.identifier());
  if (!result) {
    slot.margins = oldMargins;
    slot.directionalMargins = oldDirectional;
    slot.marginsSetByHost = oldSetByHost;
  }
  return result;
}

LayoutResult LayoutEngineImplementation::setSafeAreaInsets(const LayoutItem& item, LayoutInsets insets) {
  if (LayoutResult check = checkItem(item, "item"); !check) return check;
  ItemSlot& slot = *slotOf(item);
  if (LayoutResult check = checkInsets("safe-area insets", slot.name, insets); !check) return check;
  LayoutInsets old = slot.safeAreaInsets;
  slot.safeAreaInsets = insets;
  LayoutResult result = updateGuides(item.identifier());
  if (!result) slot.safeAreaInsets = old;
  return result;
}

}  // namespace clayout::internal
