// CenteringWithBias.cpp — ConstraintLayout's centering with bias: an item between two anchors S and
// E at `item.leading = S + (E - S - item.width) · bias`, one required constraint identified `bias`,
// written `item.leading + bias · item.width == (1 - bias) · S + bias · E` (top and height for a
// vertical one). Bias 0 is against S (leading or top), 1 against E, 0.5 the middle.
#include <string>
#include <utility>

#include "HelperExpressions.h"
#include "LayoutEngineImplementation.h"
#include "Support/NumberFormat.h"

namespace clayout::internal {

LayoutHelperResult LayoutEngineImplementation::centerWithBias(const LayoutItem& item, LayoutAxis axis,
                                                              const LayoutExpression& start,
                                                              const LayoutExpression& end, double bias) {
  if (LayoutResult check = checkItem(item, "centered item"); !check) return {std::move(check), {}};
  const std::string name = slotOf(item)->name;
  auto refuse = [&](LayoutErrorKind kind, const std::string& why) {
    return LayoutHelperResult{LayoutResult::failure(kind, "cannot center " + name + " with a bias: " + why),
                              {}};
  };
  for (const LayoutExpression* anchor : {&start, &end}) {
    bool isStart = anchor == &start;
    if (anchor->terms.empty()) {
      return refuse(LayoutErrorKind::removedItem,
                    std::string("its ") + (isStart ? "start" : "end") + " is no anchor");
    }
    LayoutItem anchorItem(static_cast<LayoutEngine*>(anchor->engine), anchor->terms.front().item,
                          anchor->engineIdentity);
    if (LayoutResult check = checkItem(anchorItem, isStart ? "bias's start" : "bias's end"); !check) {
      return {std::move(check), {}};
    }
  }
  if (!(bias >= 0 && bias <= 1)) {
    return refuse(LayoutErrorKind::invalidValue, "the bias " + formatNumber(bias) + " is outside [0, 1]");
  }
  bool horizontal = axis == LayoutAxis::horizontal;
  LayoutExpression first = LayoutExpression::of(
      item.identifier(), horizontal ? LayoutAttribute::leading : LayoutAttribute::top, owner_, identity_);
  first = adding(
      std::move(first),
      LayoutExpression::of(item.identifier(), horizontal ? LayoutAttribute::width : LayoutAttribute::height,
                           owner_, identity_),
      bias);
  LayoutExpression second = adding(adding({}, start, 1 - bias), end, bias);
  PendingLayoutConstraint centering =
      helperConstraint(std::move(first), Relation::equal, std::move(second), priority::required, "bias");
  centering.anchorKind = horizontal ? AnchorKind::directionalXAxis : AnchorKind::yAxis;
  std::vector<LayoutConstraint> constraints{makeInternal(std::move(centering))};
  return installHelper(std::move(constraints), LayoutItem());
}

}  // namespace clayout::internal
