// Chains.cpp — ConstraintLayout's chain: items along an axis between two anchors S and E, by style.
// With the items I0 … In-1 in order (leading to trailing, or top to bottom) the gaps are
//   g0 = I0.leading - S,   gk = Ik.leading - Ik-1.trailing (0 < k < n),   gn = E - In-1.trailing
// (top, bottom for a vertical chain), and the chain holds, all required:
//   spread        gk == g0 for 0 < k ≤ n                             identified `chain-spread`
//   spreadInside  g0 == 0, gn == 0, gk == g1 for 1 < k < n            `chain-spreadInside`
//   packed        g1 … gn-1 == 0, (1 - bias) · g0 == bias · gn        `chain-packed`
//   weighted      every gap 0, and for the weighted items i, j (weight > 0)
//                 wj · Ii.width == wi · Ij.width (each against the first weighted one)   `chain-weight`
// Leading and trailing resolve by the first item's direction (the first term of each
// constraint): a horizontal chain reads leading to trailing in right to left too.
#include <cmath>
#include <string>
#include <unordered_set>
#include <vector>

#include "HelperExpressions.h"
#include "LayoutEngineImplementation.h"
#include "Support/NumberFormat.h"

namespace clayout::internal {

namespace {

const char* styleName(ChainStyle style) {
  switch (style) {
    case ChainStyle::spread:
      return "spread";
    case ChainStyle::spreadInside:
      return "spreadInside";
    case ChainStyle::packed:
      break;
  }
  return "packed";
}

}  // namespace

LayoutHelperResult LayoutEngineImplementation::makeChain(std::span<const LayoutItem> items, LayoutAxis axis,
                                                         const LayoutExpression& start,
                                                         const LayoutExpression& end,
                                                         const LayoutChainOptions& options) {
  auto refuse = [&](LayoutErrorKind kind, const std::string& why) {
    return LayoutHelperResult{LayoutResult::failure(kind, "cannot make the chain: " + why), {}};
  };
  std::unordered_set<std::uint64_t> seen;
  std::string names;
  for (const LayoutItem& item : items) {
    if (LayoutResult check = checkItem(item, "chain's item"); !check) return {std::move(check), {}};
    const std::string& name = slotOf(item)->name;
    names += (names.empty() ? "" : ", ") + name;
    std::uint64_t key =
        (static_cast<std::uint64_t>(item.identifier().index) << 32) | item.identifier().generation;
    if (!seen.insert(key).second)
      return refuse(LayoutErrorKind::invalidValue, "the item " + name + " is listed twice");
  }
  if (items.size() < 2) {
    return refuse(LayoutErrorKind::invalidValue, "a chain needs 2 items or more, it has " +
                                                     std::to_string(items.size()) +
                                                     (items.empty() ? std::string() : " (" + names + ")"));
  }
  for (const LayoutExpression* anchor : {&start, &end}) {
    const char* role = anchor == &start ? "start" : "end";
    if (anchor->terms.empty())
      return refuse(LayoutErrorKind::removedItem, std::string("its ") + role + " is no anchor");
    LayoutItem anchorItem(static_cast<LayoutEngine*>(anchor->engine), anchor->terms.front().item,
                          anchor->engineIdentity);
    if (LayoutResult check =
            checkItem(anchorItem, role == std::string("start") ? "chain's start" : "chain's end");
        !check)
      return {std::move(check), {}};
  }
  if (static_cast<unsigned>(options.style) > static_cast<unsigned>(ChainStyle::packed)) {
    return refuse(LayoutErrorKind::invalidValue,
                  std::to_string(static_cast<int>(options.style)) + " is not a ChainStyle");
  }
  if (!(options.bias >= 0 && options.bias <= 1)) {
    return refuse(LayoutErrorKind::invalidValue,
                  "its bias " + formatNumber(options.bias) + " is outside [0, 1]");
  }
  if (!options.weights.empty() && options.weights.size() != items.size()) {
    return refuse(LayoutErrorKind::invalidValue, "it has " + std::to_string(options.weights.size()) +
                                                     " weights for " + std::to_string(items.size()) +
                                                     " items (" + names + ")");
  }
  bool weighted = false;
  for (std::size_t index = 0; index < options.weights.size(); ++index) {
    double weight = options.weights[index];
    if (!std::isfinite(weight) || weight < 0 || !isValueInRange(weight)) {
      return refuse(std::isfinite(weight) ? LayoutErrorKind::invalidValue : LayoutErrorKind::nonFiniteValue,
                    "the weight " + formatNumber(weight) + " of " + slotOf(items[index])->name +
                        " is not a finite number of 0 or more");
    }
    weighted = weighted || weight > 0;
  }

  bool horizontal = axis == LayoutAxis::horizontal;
  LayoutAttribute leadingEdge = horizontal ? LayoutAttribute::leading : LayoutAttribute::top;
  LayoutAttribute trailingEdge = horizontal ? LayoutAttribute::trailing : LayoutAttribute::bottom;
  LayoutAttribute size = horizontal ? LayoutAttribute::width : LayoutAttribute::height;
  auto of = [&](const LayoutItem& item, LayoutAttribute attribute) {
    return LayoutExpression::of(item.identifier(), attribute, owner_, identity_);
  };
  std::size_t count = items.size();
  // gap(k), 0 ≤ k ≤ count: the expression of gk.
  auto gap = [&](std::size_t k) {
    if (k == 0) return adding(of(items[0], leadingEdge), start, -1);
    if (k == count) return adding(end, of(items[count - 1], trailingEdge), -1);
    return adding(of(items[k], leadingEdge), of(items[k - 1], trailingEdge), -1);
  };
  std::string identifier = std::string("chain-") + (weighted ? "weight" : styleName(options.style));
  std::vector<LayoutConstraint> constraints;
  auto add = [&](LayoutExpression first, LayoutExpression second) {
    constraints.push_back(makeInternal(helperConstraint(std::move(first), Relation::equal, std::move(second),
                                                        priority::required, identifier)));
  };
  // `gk == 0` written `position == position`, so that dumps read `b.leading == a.trailing`.
  auto closeGap = [&](std::size_t k) {
    if (k == 0) return add(of(items[0], leadingEdge), start);
    if (k == count) return add(end, of(items[count - 1], trailingEdge));
    add(of(items[k], leadingEdge), of(items[k - 1], trailingEdge));
  };
  if (weighted) {
    for (std::size_t k = 0; k <= count; ++k) closeGap(k);
    std::size_t reference = count;
    for (std::size_t index = 0; index < count; ++index) {
      if (options.weights[index] <= 0) continue;
      if (reference == count) {
        reference = index;
        continue;
      }
      add(adding({}, of(items[index], size), options.weights[reference]),
          adding({}, of(items[reference], size), options.weights[index]));
    }
  } else {
    switch (options.style) {
      // Each gap equal to the first of the equal ones, not to its neighbour: a ladder of
      // neighbour equalities makes the solver's coefficients grow with each rung (a spread chain
      // of 100 items lost precision so), a star of equalities to one gap does not.
      case ChainStyle::spread:
        for (std::size_t k = 1; k <= count; ++k) add(gap(k), gap(0));
        break;
      case ChainStyle::spreadInside:
        closeGap(0);
        closeGap(count);
        for (std::size_t k = 2; k < count; ++k) add(gap(k), gap(1));
        break;
      case ChainStyle::packed:
        for (std::size_t k = 1; k < count; ++k) closeGap(k);
        if (options.bias == 0) {
          closeGap(0);
        } else if (options.bias == 1) {
          closeGap(count);
        } else {
          add(adding({}, gap(0), 1 - options.bias), adding({}, gap(count), options.bias));
        }
        break;
    }
  }
  return installHelper(std::move(constraints), LayoutItem());
}

}  // namespace clayout::internal
