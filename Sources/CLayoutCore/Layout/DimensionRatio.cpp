// DimensionRatio.cpp — ConstraintLayout's dimension ratio, width : height: one required constraint
// `item.width == item.height · (width / height)` identified `ratio`. A single equation, so either
// dimension may be the computed one: whichever the other constraints determine drives the other
// (ConstraintLayout's `W,` / `H,` prefixes are not needed: the solver finds which side is free).
#include <cmath>
#include <string>
#include <utility>

#include "HelperExpressions.h"
#include "LayoutEngineImplementation.h"
#include "Support/NumberFormat.h"

namespace clayout::internal {

LayoutHelperResult LayoutEngineImplementation::setDimensionRatio(const LayoutItem& item, double width,
                                                                 double height) {
  if (LayoutResult check = checkItem(item, "item"); !check) return {std::move(check), {}};
  const std::string name = slotOf(item)->name;
  auto refuse = [&](LayoutErrorKind kind, const std::string& why) {
    return LayoutHelperResult{
        LayoutResult::failure(kind, "cannot set the dimension ratio of " + name + " to " +
                                        formatNumber(width) + ":" + formatNumber(height) + ": " + why),
        {}};
  };
  for (double side : {width, height}) {
    if (!std::isfinite(side)) return refuse(LayoutErrorKind::nonFiniteValue, "both sides must be finite");
    if (!(side > 0)) return refuse(LayoutErrorKind::invalidValue, "both sides must be greater than 0");
  }
  double ratio = width / height;
  if (!std::isfinite(ratio) || !isCoefficientInRange(ratio)) {
    return refuse(LayoutErrorKind::valueOutOfRange,
                  "the ratio " + formatNumber(ratio) + " is outside " + formatNumber(smallestCoefficient) +
                      " to " + formatNumber(largestCoefficient) + " (see CLayoutCore/Solver/ValueRange.h)");
  }
  LayoutExpression first = LayoutExpression::of(item.identifier(), LayoutAttribute::width, owner_, identity_);
  LayoutExpression second =
      adding({}, LayoutExpression::of(item.identifier(), LayoutAttribute::height, owner_, identity_), ratio);
  std::vector<LayoutConstraint> constraints{makeInternal(
      helperConstraint(std::move(first), Relation::equal, std::move(second), priority::required, "ratio"))};
  return installHelper(std::move(constraints), LayoutItem());
}

}  // namespace clayout::internal
