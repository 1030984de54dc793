// Chains.cpp — ConstraintLayout's chain: items along an axis between two anchors S and E, by style.
// With the visible items V0 … Vm-1 in order (leading to trailing, or top to bottom) the gaps are
//   g0 = V0.leading - S,   gk = Vk.leading - Vk-1.trailing (0 < k < m),   gm = E - Vm-1.trailing
// (top, bottom for a vertical chain). Each gap is its fixed part fk, the margins next to it
// (f0 = V0's start margin, fk = Vk-1's end + Vk's start, fm = Vm-1's end), plus a spread part
// sk = gk - fk, and the chain holds, all required:
//   spread        sk == s0 for 0 < k ≤ m, written gk == g0 + (fk - f0)   identified `chain-spread`
//   spreadInside  s0 == 0, sm == 0, sk == s1 for 1 < k < m               `chain-spreadInside`
//                 (one visible item: as spread, centered)
//   packed        s1 … sm-1 == 0, (1 - bias) · s0 == bias · sm           `chain-packed`
//   weighted      every sk 0, and for the visible weighted items i, j (weight > 0)
//                 wj · Vi.width == wi · Vj.width (each against the first weighted one)   `chain-weight`
// A gap held at its fixed part is written `position == position + fk`, so that dumps read
// `b.leading == a.trailing + 8`. A hidden item ("gone", as ConstraintLayout's View.GONE) is out of
// the gaps: `item.width == 0` and `item.leading == P.trailing`, P the visible item before it (S
// when none)   `chain-gone`.
// Leading and trailing resolve by the first item's direction (the first term of each
// constraint): a horizontal chain reads leading to trailing in right to left too.
//
// The chain is kept (ChainState.h): hiding or showing one of its items builds its constraints
// again and replaces them, all or nothing, undone exactly (activation order included) when a later
// step of the same call is refused.
#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

#include "HelperExpressions.h"
#include "LayoutEngineImplementation.h"
#include "Support/NumberFormat.h"

namespace clayout::internal {

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
  for (std::size_t index = 0; index < options.weights.size(); ++index) {
    double weight = options.weights[index];
    if (!std::isfinite(weight) || weight < 0 || !isValueInRange(weight)) {
      return refuse(std::isfinite(weight) ? LayoutErrorKind::invalidValue : LayoutErrorKind::nonFiniteValue,
                    "the weight " + formatNumber(weight) + " of " + slotOf(items[index])->name +
                        " is not a finite number of 0 or more");
    }
  }
  if (!options.margins.empty() && options.margins.size() != items.size()) {
    return refuse(LayoutErrorKind::invalidValue, "it has " + std::to_string(options.margins.size()) +
                                                     " margins for " + std::to_string(items.size()) +
                                                     " items (" + names + ")");
  }
  for (std::size_t index = 0; index < options.margins.size(); ++index) {
    const LayoutChainMargins& margins = options.margins[index];
    std::vector<std::pair<const char*, double>> sides{{"start", margins.start}, {"end", margins.end}};
    if (margins.goneStart) sides.emplace_back("gone start", *margins.goneStart);
    if (margins.goneEnd) sides.emplace_back("gone end", *margins.goneEnd);
    for (const auto& [side, margin] : sides) {
      std::string culprit = std::string("the ") + side + " margin " + formatNumber(margin) + " of " +
                            slotOf(items[index])->name;
      if (!std::isfinite(margin)) return refuse(LayoutErrorKind::nonFiniteValue, culprit + " is not finite");
      if (margin < 0) {
        return refuse(LayoutErrorKind::invalidValue,
                      culprit + " is negative (a chain's margins are 0 or more, as ConstraintLayout's)");
      }
      if (!isValueInRange(margin)) return refuse(LayoutErrorKind::invalidValue, culprit + " is out of range");
    }
  }

  auto chain = std::make_shared<ChainState>();
  for (const LayoutItem& item : items) chain->items.push_back(item.identifier());
  chain->axis = axis;
  chain->start = start;
  chain->end = end;
  chain->options = options;
  std::vector<std::size_t> members(items.size());
  for (std::size_t index = 0; index < members.size(); ++index) members[index] = index;
  std::vector<LayoutConstraint> constraints = chainConstraints(*chain, members);
  return installHelper(std::move(constraints), LayoutItem(), std::move(chain));
}

std::vector<LayoutConstraint> LayoutEngineImplementation::chainConstraints(
    const ChainState& chain, const std::vector<std::size_t>& members) const {
  const LayoutChainOptions& options = chain.options;
  bool horizontal = chain.axis == LayoutAxis::horizontal;
  LayoutAttribute leadingEdge = horizontal ? LayoutAttribute::leading : LayoutAttribute::top;
  LayoutAttribute trailingEdge = horizontal ? LayoutAttribute::trailing : LayoutAttribute::bottom;
  LayoutAttribute size = horizontal ? LayoutAttribute::width : LayoutAttribute::height;
  auto of = [&](ItemIdentifier item, LayoutAttribute attribute, double constant = 0) {
    LayoutExpression expression = LayoutExpression::of(item, attribute, owner_, identity_);
    expression.constant = constant;
    return expression;
  };
  // The visible members (indices into chain.items) and the hidden ones, in order; and, by index,
  // whether the member before or after it in the list is gone (among the members, so an item
  // taken out of the chain is no neighbour), for the gone margins.
  std::vector<std::size_t> visible, gone;
  std::vector<char> goneBefore(chain.items.size(), 0), goneAfter(chain.items.size(), 0);
  for (std::size_t k = 0; k < members.size(); ++k) {
    const bool hidden = items_[chain.items[members[k]].index].hidden;
    (hidden ? gone : visible).push_back(members[k]);
    if (k > 0) {
      goneBefore[members[k]] = items_[chain.items[members[k - 1]].index].hidden;
      goneAfter[members[k - 1]] = hidden;
    }
  }
  auto marginsOf = [&](std::size_t index) {
    return options.margins.empty() ? LayoutChainMargins{} : options.margins[index];
  };
  // The margins a visible member uses: its gone margins while its neighbour on that side is gone.
  auto startMargin = [&](std::size_t index) {
    LayoutChainMargins margins = marginsOf(index);
    return margins.goneStart && goneBefore[index] ? *margins.goneStart : margins.start;
  };
  auto endMargin = [&](std::size_t index) {
    LayoutChainMargins margins = marginsOf(index);
    return margins.goneEnd && goneAfter[index] ? *margins.goneEnd : margins.end;
  };
  auto weightOf = [&](std::size_t index) { return options.weights.empty() ? 0.0 : options.weights[index]; };
  const std::size_t count = visible.size();
  auto item = [&](std::size_t k) { return chain.items[visible[k]]; };
  // gap(k), 0 ≤ k ≤ count: the expression of gk; fixed(k): its margins.
  auto gap = [&](std::size_t k) {
    if (k == 0) return adding(of(item(0), leadingEdge), chain.start, -1);
    if (k == count) return adding(chain.end, of(item(count - 1), trailingEdge), -1);
    return adding(of(item(k), leadingEdge), of(item(k - 1), trailingEdge), -1);
  };
  auto fixed = [&](std::size_t k) {
    if (k == 0) return startMargin(visible[0]);
    if (k == count) return endMargin(visible[count - 1]);
    return endMargin(visible[k - 1]) + startMargin(visible[k]);
  };
  const bool weighted =
      std::any_of(visible.begin(), visible.end(), [&](std::size_t index) { return weightOf(index) > 0; });
  std::string identifier = std::string("chain-") + (weighted ? "weight" : chainStyleName(options.style));
  std::vector<LayoutConstraint> constraints;
  auto add = [&](LayoutExpression first, LayoutExpression second, const std::string& name) {
    constraints.push_back(makeInternal(
        helperConstraint(std::move(first), Relation::equal, std::move(second), priority::required, name)));
  };
  // `gk == fk` (no spread part) written `position == position + fk`, so that dumps read
  // `b.leading == a.trailing + 8`.
  auto holdGap = [&](std::size_t k) {
    if (k == 0) {
      LayoutExpression at = chain.start;
      at.constant += fixed(0);
      return add(of(item(0), leadingEdge), at, identifier);
    }
    if (k == count) return add(chain.end, of(item(count - 1), trailingEdge, fixed(count)), identifier);
    add(of(item(k), leadingEdge), of(item(k - 1), trailingEdge, fixed(k)), identifier);
  };
  // `sk == sj`: gk == gj + (fk - fj).
  auto equalSpread = [&](std::size_t k, std::size_t j) {
    LayoutExpression other = gap(j);
    other.constant += fixed(k) - fixed(j);
    add(gap(k), other, identifier);
  };
  if (count == 0) {
    // Every item gone: nothing to spread.
  } else if (weighted) {
    for (std::size_t k = 0; k <= count; ++k) holdGap(k);
    std::optional<std::size_t> reference;
    for (std::size_t index : visible) {
      if (weightOf(index) <= 0) continue;
      if (!reference) {
        reference = index;
        continue;
      }
      add(adding({}, of(chain.items[index], size), weightOf(*reference)),
          adding({}, of(chain.items[*reference], size), weightOf(index)), identifier);
    }
  } else {
    switch (options.style) {
      // Each spread part equal to the first of the equal ones, not to its neighbour: a ladder of
      // neighbour equalities makes the solver's coefficients grow with each rung (a spread chain
      // of 100 items lost precision so), a star of equalities to one gap does not.
      case ChainStyle::spread:
        for (std::size_t k = 1; k <= count; ++k) equalSpread(k, 0);
        break;
      case ChainStyle::spreadInside:
        if (count == 1) {  // one visible item: nothing inside to spread over; centered, as spread
          equalSpread(1, 0);
          break;
        }
        holdGap(0);
        holdGap(count);
        for (std::size_t k = 2; k < count; ++k) equalSpread(k, 1);
        break;
      case ChainStyle::packed:
        for (std::size_t k = 1; k < count; ++k) holdGap(k);
        if (options.bias == 0) {
          holdGap(0);
        } else if (options.bias == 1) {
          holdGap(count);
        } else {
          // (1 - bias) · (g0 - f0) == bias · (gm - fm)
          LayoutExpression after = adding({}, gap(count), options.bias);
          after.constant += (1 - options.bias) * fixed(0) - options.bias * fixed(count);
          add(adding({}, gap(0), 1 - options.bias), after, identifier);
        }
        break;
    }
  }
  // The gone items: no size along the chain, at the trailing edge of the visible item before them.
  std::optional<std::size_t> previous;
  std::size_t next = 0;  // position in `gone`
  for (std::size_t index : members) {
    if (next < gone.size() && gone[next] == index) {
      ItemIdentifier goneItem = chain.items[index];
      add(of(goneItem, size), LayoutExpression{}, "chain-gone");
      add(of(goneItem, leadingEdge), previous ? of(chain.items[*previous], trailingEdge) : chain.start,
          "chain-gone");
      ++next;
    } else {
      previous = index;
    }
  }
  return constraints;
}

LayoutResult LayoutEngineImplementation::rebuildChain(std::uint64_t helper,
                                                      std::optional<ChainRebuild>& rebuilt) {
  rebuilt.reset();
  HelperRecord& record = helpers_.at(helper);
  const ChainState& chain = *record.chain;
  // The anchors' items must be live and in one tree; the members are the items still with them.
  ItemIdentifier startItem = chain.start.terms.front().item;
  ItemIdentifier endItem = chain.end.terms.front().item;
  if (slotOf(startItem) == nullptr || slotOf(endItem) == nullptr || !shareTree(startItem, endItem))
    return LayoutResult::success();
  std::vector<std::size_t> members;
  for (std::size_t index = 0; index < chain.items.size(); ++index) {
    if (slotOf(chain.items[index]) != nullptr && shareTree(chain.items[index], startItem))
      members.push_back(index);
  }
  std::vector<LayoutConstraint> fresh = chainConstraints(chain, members);
  ChainRebuild change;
  change.helper = helper;
  change.recordBefore = record.constraints;
  for (const LayoutConstraint& constraint : record.constraints) {
    if (!constraint.isActive()) continue;
    change.dropped.push_back(constraint);
    change.droppedSolverConstraints.push_back(*constraint.data_->solverConstraint);
    change.droppedOrders.push_back(activeEntry(constraint)->order);
  }
  // Out with the old, in with the new; on refusal the old come back to the books alone, and the
  // call's transaction gives them back to the solver.
  dropActive(change.dropped);
  if (LayoutResult result = activate(fresh, Maintainer::engine); !result) {
    noteActiveAgain(change);
    return result;
  }
  for (const LayoutConstraint& constraint : record.constraints)
    helperConstraintIdentities_.erase(constraint.identity());
  for (const LayoutConstraint& constraint : fresh) helperConstraintIdentities_.insert(constraint.identity());
  record.constraints = std::move(fresh);
  rebuilt = std::move(change);
  return LayoutResult::success();
}

void LayoutEngineImplementation::noteActiveAgain(const ChainRebuild& rebuilt) {
  for (std::size_t i = 0; i < rebuilt.dropped.size(); ++i) {
    noteActive(rebuilt.dropped[i], rebuilt.droppedSolverConstraints[i], Maintainer::engine);
    activeEntry(rebuilt.dropped[i])->order = rebuilt.droppedOrders[i];
  }
}

void LayoutEngineImplementation::undoChainRebuild(const ChainRebuild& rebuilt) {
  // The books alone: the call that undoes it is refused, and its transaction gives the solver
  // back the old constraints.
  HelperRecord& record = helpers_.at(rebuilt.helper);
  std::vector<LayoutConstraint> fresh;
  for (const LayoutConstraint& constraint : record.constraints) {
    helperConstraintIdentities_.erase(constraint.identity());
    if (constraint.isActive()) fresh.push_back(constraint);
  }
  dropActive(fresh, false);
  noteActiveAgain(rebuilt);
  record.constraints = rebuilt.recordBefore;
  for (const LayoutConstraint& constraint : record.constraints)
    helperConstraintIdentities_.insert(constraint.identity());
}

LayoutResult LayoutEngineImplementation::chainItemHiddenChanged(ItemIdentifier item,
                                                                std::vector<ChainRebuild>& rebuilt) {
  rebuilt.clear();
  auto found = chainsByItem_.find(item.index);
  if (found == chainsByItem_.end()) return LayoutResult::success();
  const std::vector<std::uint64_t> chains = found->second;  // a copy: rebuilding does not change it
  for (std::uint64_t helper : chains) {
    auto record = helpers_.find(helper);
    if (record == helpers_.end() || record->second.chain == nullptr) continue;
    const std::vector<ItemIdentifier>& items = record->second.chain->items;
    if (std::find(items.begin(), items.end(), item) == items.end()) continue;  // an earlier item of the slot
    std::optional<ChainRebuild> change;
    if (LayoutResult result = rebuildChain(helper, change); !result) {
      for (auto undone = rebuilt.rbegin(); undone != rebuilt.rend(); ++undone) undoChainRebuild(*undone);
      rebuilt.clear();
      return result;
    }
    if (change) rebuilt.push_back(std::move(*change));
  }
  return LayoutResult::success();
}

}  // namespace clayout::internal
