// Barriers.cpp — ConstraintLayout's barrier: a line at the most extreme edge of several items,
// moved outward by a margin. The line is a layout guide of thickness 0 spanning the parent (see
// `makeLineGuide`); its position p (the guide's leading, left or top, by the edge's kind) is held,
// per item, by
//   required  p >= item.edge + margin  (trailing, right, bottom)   identified `barrier <name>`
//             p <= item.edge - margin  (leading, left, top)
//   optional  the same with the relation reversed, at `barrierPullPriority`   `barrier <name> pull`
// The required ones put the line beyond every item; the pulls, one per item at one level, sum
// their errors, Σ |p - (item.edge ± margin)|, least at the extreme item: so p is exactly the
// extreme. Why the pulls are at the lowest level and what that costs: LayoutEngine.h,
// `makeBarrier`. Leading and trailing are read in the guide's direction (its parent's).
#include <cmath>
#include <string>
#include <unordered_set>
#include <vector>

#include "HelperExpressions.h"
#include "LayoutEngineImplementation.h"
#include "Support/NumberFormat.h"

namespace clayout::internal {

namespace {

/// The guide's position attribute and the items' edge attribute for `edge`, and whether the
/// barrier lies after the items (largest edge: trailing, right, bottom). Assumes `edge` is one of
/// the cases.
struct BarrierGeometry {
  LayoutAttribute position;
  LayoutAttribute itemEdge;
  bool after;
  GuidelineOrientation orientation;
};

BarrierGeometry geometry(BarrierEdge edge) {
  switch (edge) {
    case BarrierEdge::leading:
      return {LayoutAttribute::leading, LayoutAttribute::leading, false, GuidelineOrientation::vertical};
    case BarrierEdge::trailing:
      return {LayoutAttribute::leading, LayoutAttribute::trailing, true, GuidelineOrientation::vertical};
    case BarrierEdge::left:
      return {LayoutAttribute::left, LayoutAttribute::left, false, GuidelineOrientation::vertical};
    case BarrierEdge::right:
      return {LayoutAttribute::left, LayoutAttribute::right, true, GuidelineOrientation::vertical};
    case BarrierEdge::top:
      return {LayoutAttribute::top, LayoutAttribute::top, false, GuidelineOrientation::horizontal};
    case BarrierEdge::bottom:
      break;
  }
  return {LayoutAttribute::top, LayoutAttribute::bottom, true, GuidelineOrientation::horizontal};
}

}  // namespace

LayoutHelperResult LayoutEngineImplementation::makeBarrier(const LayoutItem& parent, std::string name,
                                                           BarrierEdge edge,
                                                           std::span<const LayoutItem> items, double margin) {
  auto refuse = [&](LayoutErrorKind kind, const std::string& why) {
    return LayoutHelperResult{LayoutResult::failure(kind, "cannot make the barrier " + name + ": " + why),
                              {}};
  };
  if (LayoutResult check = checkItem(parent, "barrier's parent"); !check) return {std::move(check), {}};
  if (slotOf(parent)->isLayoutGuide)
    return refuse(LayoutErrorKind::invalidHierarchy, "its parent is a layout guide");
  if (static_cast<unsigned>(edge) > static_cast<unsigned>(BarrierEdge::bottom)) {
    return refuse(LayoutErrorKind::invalidValue,
                  std::to_string(static_cast<int>(edge)) + " is not a BarrierEdge");
  }
  if (items.empty()) return refuse(LayoutErrorKind::invalidValue, "it has no items");
  if (!std::isfinite(margin)) {
    return refuse(LayoutErrorKind::nonFiniteValue, "its margin " + formatNumber(margin) + " is not finite");
  }
  if (!isValueInRange(margin)) {
    return refuse(LayoutErrorKind::valueOutOfRange, "its margin " + formatNumber(margin) + " is beyond " +
                                                        formatNumber(largestValue) +
                                                        " (see CLayoutCore/Solver/ValueRange.h)");
  }
  std::unordered_set<std::uint64_t> seen;
  for (const LayoutItem& item : items) {
    if (LayoutResult check = checkItem(item, "barrier's item"); !check) return {std::move(check), {}};
    if (item == parent)
      return refuse(LayoutErrorKind::invalidValue,
                    "its parent " + slotOf(parent)->name + " is one of its items");
    std::uint64_t key =
        (static_cast<std::uint64_t>(item.identifier().index) << 32) | item.identifier().generation;
    if (!seen.insert(key).second) {
      return refuse(LayoutErrorKind::invalidValue, "the item " + slotOf(item)->name + " is listed twice");
    }
  }
  BarrierGeometry shape = geometry(edge);
  std::string identifier = "barrier " + name;
  std::vector<LayoutConstraint> constraints;
  LayoutItem guide = makeLineGuide(parent, name, shape.orientation, identifier, constraints);
  LayoutExpression position = LayoutExpression::of(guide.identifier(), shape.position, owner_, identity_);
  Relation beyond = shape.after ? Relation::greaterThanOrEqual : Relation::lessThanOrEqual;
  Relation toward = shape.after ? Relation::lessThanOrEqual : Relation::greaterThanOrEqual;
  std::vector<LayoutConstraint> pulls;
  for (const LayoutItem& item : items) {
    LayoutExpression itemEdge = LayoutExpression::of(item.identifier(), shape.itemEdge, owner_, identity_);
    itemEdge.constant = shape.after ? margin : -margin;
    PendingLayoutConstraint hold =
        helperConstraint(position, beyond, itemEdge, priority::required, identifier);
    hold.anchorKind = anchorKindOf(shape.position);
    constraints.push_back(makeInternal(std::move(hold)));
    PendingLayoutConstraint pull =
        helperConstraint(position, toward, itemEdge, barrierPullPriority, identifier + " pull");
    pull.anchorKind = anchorKindOf(shape.position);
    pulls.push_back(makeInternal(std::move(pull)));
  }
  constraints.insert(constraints.end(), pulls.begin(), pulls.end());
  return installHelper(std::move(constraints), guide);
}

}  // namespace clayout::internal
