// Guidelines.cpp — ConstraintLayout's guideline: a line of a parent at a fixed offset from its
// leading or top edge (`begin`), from its trailing or bottom edge (`end`), or at a fraction of its
// width or height. The line is a layout guide of thickness 0 spanning the parent (see
// `makeLineGuide`), placed by one required constraint identified `guideline <name>`:
//   begin:    guide.leading == parent.leading + value         (horizontal: guide.top, parent.top)
//   end:      guide.trailing == parent.trailing - value       (guide.bottom, parent.bottom)
//   fraction: guide.leading == parent.leading + value · parent.width   (parent.top, parent.height)
// Leading and trailing resolve by the guide's direction, which it inherits from its parent, so
// in right to left `begin 20` is 20 points from the right edge, as ConstraintLayout's start.
#include <cmath>
#include <string>
#include <vector>

#include "HelperExpressions.h"
#include "LayoutEngineImplementation.h"
#include "Support/NumberFormat.h"

namespace clayout::internal {

LayoutHelperResult LayoutEngineImplementation::makeGuideline(const LayoutItem& parent, std::string name,
                                                             GuidelineOrientation orientation,
                                                             GuidelineReference reference, double value) {
  auto refuse = [&](LayoutErrorKind kind, const std::string& why) {
    return LayoutHelperResult{LayoutResult::failure(kind, "cannot make the guideline " + name + ": " + why),
                              {}};
  };
  if (LayoutResult check = checkItem(parent, "guideline's parent"); !check) return {std::move(check), {}};
  if (slotOf(parent)->isLayoutGuide)
    return refuse(LayoutErrorKind::invalidHierarchy, "its parent is a layout guide");
  if (orientation != GuidelineOrientation::vertical && orientation != GuidelineOrientation::horizontal) {
    return refuse(LayoutErrorKind::invalidValue,
                  std::to_string(static_cast<int>(orientation)) + " is not a GuidelineOrientation");
  }
  if (reference != GuidelineReference::begin && reference != GuidelineReference::end &&
      reference != GuidelineReference::fraction) {
    return refuse(LayoutErrorKind::invalidValue,
                  std::to_string(static_cast<int>(reference)) + " is not a GuidelineReference");
  }
  if (!std::isfinite(value)) {
    return refuse(LayoutErrorKind::nonFiniteValue, "its value " + formatNumber(value) + " is not finite");
  }
  if (reference == GuidelineReference::fraction && !(value >= 0 && value <= 1)) {
    return refuse(LayoutErrorKind::invalidValue,
                  "its fraction " + formatNumber(value) + " is outside [0, 1]");
  }
  if (!isValueInRange(value)) {
    return refuse(LayoutErrorKind::valueOutOfRange, "its value " + formatNumber(value) + " is beyond " +
                                                        formatNumber(largestValue) +
                                                        " (see CLayoutCore/Solver/ValueRange.h)");
  }
  std::string identifier = "guideline " + name;
  std::vector<LayoutConstraint> constraints;
  LayoutItem guide = makeLineGuide(parent, name, orientation, identifier, constraints);
  bool vertical = orientation == GuidelineOrientation::vertical;
  auto of = [&](const LayoutItem& item, LayoutAttribute attribute) {
    return LayoutExpression::of(item.identifier(), attribute, owner_, identity_);
  };
  LayoutAttribute beginEdge = vertical ? LayoutAttribute::leading : LayoutAttribute::top;
  LayoutAttribute endEdge = vertical ? LayoutAttribute::trailing : LayoutAttribute::bottom;
  LayoutExpression first;
  LayoutExpression second;
  switch (reference) {
    case GuidelineReference::begin:
      first = of(guide, beginEdge);
      second = of(parent, beginEdge);
      second.constant = value;
      break;
    case GuidelineReference::end:
      first = of(guide, endEdge);
      second = of(parent, endEdge);
      second.constant = -value;
      break;
    case GuidelineReference::fraction:
      first = of(guide, beginEdge);
      second = adding(of(parent, beginEdge),
                      of(parent, vertical ? LayoutAttribute::width : LayoutAttribute::height), value);
      break;
  }
  PendingLayoutConstraint position =
      helperConstraint(std::move(first), Relation::equal, std::move(second), priority::required, identifier);
  position.anchorKind = anchorKindOf(beginEdge);
  constraints.push_back(makeInternal(std::move(position)));
  return installHelper(std::move(constraints), guide);
}

}  // namespace clayout::internal
