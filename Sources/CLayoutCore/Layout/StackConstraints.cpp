// StackConstraints.cpp — the constraints a stack maintains for its arranged items, and the one
// transaction that replaces some of them (StackLayout.cpp calls it for every edit).
//
// Along the axis (lead, trail, size: leading, trailing, width for a horizontal stack; top,
// bottom, height for a vertical one), per arranged item, its *links*:
//   first visible item         item.lead == canvas.lead                        stack-canvas-leading
//   a later visible item       item.lead == prev.trail + spacing               stack-spacing
//                              (>= for equalSpacing and equalCentering; between baselines, last to
//                              first, for a baseline-relative vertical stack)
//     fillEqually              item.size == prev.size                          stack-fill-equally
//     fillProportionally       I(prev)·item.size == I(item)·prev.size          stack-fill-proportionally
//     equalSpacing             item.lead - prev.trail == prev.lead - prev2.trail   stack-equal-spacing
//                              (the second visible item: item.lead == prev.trail + spacing @1,
//                              so that a stack whose length nothing fixes takes its spacing)
//                                                                              stack-spacing-fit
//     equalCentering (@149)    item.center - prev.center == prev.center - prev2.center
//                                                                              stack-equal-centering
//   a hidden item              item.size == 0, item.lead == prev.trail (or canvas.lead)  stack-hiding
// where prev and prev2 are the previous two visible items. The stack's *ends*: the last visible
// item's trail == canvas.trail (stack-canvas-trailing) and, for alignments other than fill, the
// canvas's cross size == 0 at priority 1 (stack-canvas-fit: as thin as the items allow). Across
// the axis, per item, its *alignment* (see `stackAlignment`), which depends only on the previous
// arranged item (only for the baseline alignments). So an edit at one place changes the links of
// the next visible item (the next two for the equal distributions, with the hidden ones between),
// the alignment of the next item under a baseline alignment, and the ends: only those are replaced.
//
// A refused replacement (the new constraints cannot hold) puts the old ones back in the books with
// their activation order, and the replacement runs as a step of its own (`allOrNothing`), whose
// rollback gives the solver back the old ones exactly: the items, frames, options and constraints
// are as they were, and the callers that go on after a refusal (an item put back in its stack)
// start from there.
#include <algorithm>
#include <cmath>
#include <string>
#include <unordered_set>

#include "LayoutEngineImplementation.h"

namespace clayout::internal {

namespace {

/// The attributes a stack of `axis` reads along and across its axis.
struct AxisAttributes {
  LayoutAttribute lead, trail, size, center;
  LayoutAttribute crossLead, crossTrail, crossSize, crossCenter;
};

AxisAttributes attributesOf(LayoutAxis axis) {
  if (axis == LayoutAxis::horizontal) {
    return {LayoutAttribute::leading, LayoutAttribute::trailing, LayoutAttribute::width,
            LayoutAttribute::centerX, LayoutAttribute::top,      LayoutAttribute::bottom,
            LayoutAttribute::height,  LayoutAttribute::centerY};
  }
  return {LayoutAttribute::top,     LayoutAttribute::bottom,  LayoutAttribute::height,
          LayoutAttribute::centerY, LayoutAttribute::leading, LayoutAttribute::trailing,
          LayoutAttribute::width,   LayoutAttribute::centerX};
}

/// The priority of the constraints that only settle what nothing else decides.
constexpr double settlingPriority = 1;
/// The priority of equal centering: below the items' default hugging (250) and compression
/// resistance (750), so that the centers give way before any item is stretched or compressed:
/// UIStackView "attempts to position" the items, keeps the spacing, and compresses items only when
/// they do not fit at the minimum spacing. UIKit's own equal-centering constraint (between its gap
/// guides) is at 149, as its constraint dumps show; at 999 (this engine's first choice) a view that
/// fits was compressed to keep the centers (Tests/Fixtures/Stacks/equalCentering.layout).
constexpr double equalCenteringPriority = 149;

}  // namespace

ItemIdentifier LayoutEngineImplementation::stackCanvas(ItemIdentifier stack) const {
  const ItemSlot& slot = *slotOf(stack);
  if (slot.stack->properties.isLayoutMarginsRelativeArrangement &&
      slotOf(slot.layoutMarginsGuide) != nullptr) {
    return slot.layoutMarginsGuide;
  }
  return stack;
}

std::vector<LayoutConstraint> LayoutEngineImplementation::stackLinks(ItemIdentifier stack,
                                                                     std::size_t index) {
  const StackState& state = *slotOf(stack)->stack;
  const LayoutStackProperties& properties = state.properties;
  const AxisAttributes axis = attributesOf(properties.axis);
  const ItemIdentifier canvas = stackCanvas(stack);
  const ItemIdentifier item = state.arranged[index].item;
  auto anchor = [&](ItemIdentifier of, LayoutAttribute attribute, double constant = 0) {
    LayoutExpression expression = LayoutExpression::of(of, attribute, owner_, identity_);
    expression.constant = constant;
    return expression;
  };
  auto terms = [&](LayoutTerms list) {
    LayoutExpression expression{std::move(list), 0, owner_};
    expression.engineIdentity = identity_;
    return expression;
  };
  // The previous two visible entries.
  std::optional<std::size_t> previous, beforePrevious;
  for (std::size_t position = index; position-- > 0;) {
    if (isCollapsed(state.arranged[position])) continue;
    if (!previous) {
      previous = position;
    } else {
      beforePrevious = position;
      break;
    }
  }
  std::vector<LayoutConstraint> links;
  if (isCollapsed(state.arranged[index])) {
    LayoutExpression size = anchor(item, axis.size);
    links.push_back(makeInternal({size, Relation::equal, LayoutExpression{{}, 0, nullptr}, priority::required,
                                  "stack-hiding", std::nullopt}));
    LayoutExpression at =
        previous ? anchor(state.arranged[*previous].item, axis.trail) : anchor(canvas, axis.lead);
    links.push_back(makeInternal({anchor(item, axis.lead), Relation::equal, at, priority::required,
                                  "stack-hiding", anchorKindOf(axis.lead)}));
    return links;
  }
  if (!previous) {
    links.push_back(makeInternal({anchor(item, axis.lead), Relation::equal, anchor(canvas, axis.lead),
                                  priority::required, "stack-canvas-leading", anchorKindOf(axis.lead)}));
    return links;
  }
  const ArrangedEntry& previousEntry = state.arranged[*previous];
  const ItemIdentifier before = previousEntry.item;
  const double spacing = previousEntry.customSpacingAfter.value_or(properties.spacing);
  const bool equalGaps = properties.distribution == LayoutStackDistribution::equalSpacing ||
                         properties.distribution == LayoutStackDistribution::equalCentering;
  const Relation relation = equalGaps ? Relation::greaterThanOrEqual : Relation::equal;
  if (properties.axis == LayoutAxis::vertical && properties.isBaselineRelativeArrangement) {
    links.push_back(makeInternal({anchor(item, LayoutAttribute::firstBaseline), relation,
                                  anchor(before, LayoutAttribute::lastBaseline, spacing), priority::required,
                                  "stack-spacing", anchorKindOf(axis.lead)}));
  } else {
    links.push_back(makeInternal({anchor(item, axis.lead), relation, anchor(before, axis.trail, spacing),
                                  priority::required, "stack-spacing", anchorKindOf(axis.lead)}));
  }
  const int axisIndex = properties.axis == LayoutAxis::horizontal ? 0 : 1;
  switch (properties.distribution) {
    case LayoutStackDistribution::fill:
      break;
    case LayoutStackDistribution::fillEqually:
      links.push_back(makeInternal({anchor(item, axis.size), Relation::equal, anchor(before, axis.size),
                                    priority::required, "stack-fill-equally", std::nullopt}));
      break;
    case LayoutStackDistribution::fillProportionally: {
      const std::optional<double>& own = items_[item.index].intrinsicSize[axisIndex];
      const std::optional<double>& other = items_[before.index].intrinsicSize[axisIndex];
      if (own && other && *own > 0 && *other > 0) {
        // I(prev)·item.size == I(item)·prev.size: the host's own numbers, not their ratio rounded
        // (along a stack the rounded ratios multiply into numbers of ever more digits for the
        // exact arbiter; these telescope). Both scaled by one power of two, exactly, when one is
        // beyond the coefficient range (ValueRange.h).
        double ownCoefficient = *other, otherCoefficient = *own;
        if (!isCoefficientInRange(ownCoefficient) || !isCoefficientInRange(otherCoefficient)) {
          int exponent = std::ilogb(std::max(ownCoefficient, otherCoefficient));
          ownCoefficient = std::scalbn(ownCoefficient, -exponent);
          otherCoefficient = std::scalbn(otherCoefficient, -exponent);
        }
        LayoutExpression itemSize = anchor(item, axis.size);
        itemSize.terms.front().coefficient = ownCoefficient;
        LayoutExpression beforeSize = anchor(before, axis.size);
        beforeSize.terms.front().coefficient = otherCoefficient;
        links.push_back(makeInternal({itemSize, Relation::equal, beforeSize, priority::required,
                                      "stack-fill-proportionally", std::nullopt}));
      }
      break;
    }
    case LayoutStackDistribution::equalSpacing:
      if (!beforePrevious) {
        // The second visible item: its gap takes the spacing when nothing fixes the stack's
        // length (the other gaps equal it), below every hugging so that a longer stack widens
        // the gaps, not the items.
        links.push_back(
            makeInternal({anchor(item, axis.lead), Relation::equal, anchor(before, axis.trail, spacing),
                          settlingPriority, "stack-spacing-fit", anchorKindOf(axis.lead)}));
      } else {
        const ItemIdentifier first = state.arranged[*beforePrevious].item;
        links.push_back(
            makeInternal({terms({{item, axis.lead, 1}, {before, axis.trail, -1}}), Relation::equal,
                          terms({{before, axis.lead, 1}, {first, axis.trail, -1}}), priority::required,
                          "stack-equal-spacing", std::nullopt}));
      }
      break;
    case LayoutStackDistribution::equalCentering:
      if (beforePrevious) {
        const ItemIdentifier first = state.arranged[*beforePrevious].item;
        links.push_back(
            makeInternal({terms({{item, axis.center, 1}, {before, axis.center, -1}}), Relation::equal,
                          terms({{before, axis.center, 1}, {first, axis.center, -1}}), equalCenteringPriority,
                          "stack-equal-centering", std::nullopt}));
      }
      break;
  }
  return links;
}

std::vector<LayoutConstraint> LayoutEngineImplementation::stackAlignment(ItemIdentifier stack,
                                                                         std::size_t index) {
  const StackState& state = *slotOf(stack)->stack;
  const AxisAttributes axis = attributesOf(state.properties.axis);
  const ItemIdentifier canvas = stackCanvas(stack);
  const ItemIdentifier item = state.arranged[index].item;
  auto anchor = [&](ItemIdentifier of, LayoutAttribute attribute) {
    return LayoutExpression::of(of, attribute, owner_, identity_);
  };
  auto tie = [&](LayoutAttribute attribute, Relation relation, const char* identifier,
                 double priority = priority::required) {
    return makeInternal({anchor(item, attribute), relation, anchor(canvas, attribute), priority, identifier,
                         anchorKindOf(attribute)});
  };
  std::vector<LayoutConstraint> alignment;
  switch (state.properties.alignment) {
    case LayoutStackAlignment::fill:
      alignment.push_back(tie(axis.crossLead, Relation::equal, "stack-alignment"));
      alignment.push_back(tie(axis.crossTrail, Relation::equal, "stack-alignment"));
      break;
    case LayoutStackAlignment::leading:
      alignment.push_back(tie(axis.crossLead, Relation::equal, "stack-alignment"));
      alignment.push_back(tie(axis.crossTrail, Relation::lessThanOrEqual, "stack-canvas-edge"));
      break;
    case LayoutStackAlignment::trailing:
      alignment.push_back(tie(axis.crossTrail, Relation::equal, "stack-alignment"));
      alignment.push_back(tie(axis.crossLead, Relation::greaterThanOrEqual, "stack-canvas-edge"));
      break;
    case LayoutStackAlignment::center:
      // Centered and not above the canvas: by symmetry not below it either.
      alignment.push_back(tie(axis.crossCenter, Relation::equal, "stack-alignment"));
      alignment.push_back(tie(axis.crossLead, Relation::greaterThanOrEqual, "stack-canvas-edge"));
      break;
    case LayoutStackAlignment::firstBaseline:
    case LayoutStackAlignment::lastBaseline: {
      // Horizontal stacks only (`changeStack` refuses the others).
      LayoutAttribute baseline = state.properties.alignment == LayoutStackAlignment::firstBaseline
                                     ? LayoutAttribute::firstBaseline
                                     : LayoutAttribute::lastBaseline;
      if (index > 0) {
        alignment.push_back(makeInternal({anchor(item, baseline), Relation::equal,
                                          anchor(state.arranged[index - 1].item, baseline),
                                          priority::required, "stack-alignment", anchorKindOf(baseline)}));
      }
      alignment.push_back(tie(LayoutAttribute::top, Relation::greaterThanOrEqual, "stack-canvas-edge"));
      alignment.push_back(tie(LayoutAttribute::bottom, Relation::lessThanOrEqual, "stack-canvas-edge"));
      alignment.push_back(tie(LayoutAttribute::top, Relation::equal, "stack-baseline-top", settlingPriority));
      break;
    }
  }
  return alignment;
}

std::vector<LayoutConstraint> LayoutEngineImplementation::stackEnds(ItemIdentifier stack,
                                                                    ItemIdentifier& last) {
  const StackState& state = *slotOf(stack)->stack;
  const AxisAttributes axis = attributesOf(state.properties.axis);
  const ItemIdentifier canvas = stackCanvas(stack);
  last = ItemIdentifier{};
  for (auto entry = state.arranged.rbegin(); entry != state.arranged.rend(); ++entry) {
    if (!isCollapsed(*entry)) {
      last = entry->item;
      break;
    }
  }
  std::vector<LayoutConstraint> ends;
  if (last.isValid()) {
    ends.push_back(makeInternal({LayoutExpression::of(last, axis.trail, owner_, identity_), Relation::equal,
                                 LayoutExpression::of(canvas, axis.trail, owner_, identity_),
                                 priority::required, "stack-canvas-trailing", anchorKindOf(axis.trail)}));
  }
  if (state.properties.alignment != LayoutStackAlignment::fill && !state.arranged.empty()) {
    ends.push_back(
        makeInternal({LayoutExpression::of(canvas, axis.crossSize, owner_, identity_), Relation::equal,
                      LayoutExpression{{}, 0, nullptr}, settlingPriority, "stack-canvas-fit", std::nullopt}));
  }
  return ends;
}

void LayoutEngineImplementation::addLinksFrom(StackRebuild& rebuild, const StackState& state,
                                              std::size_t start, int visibleCount) const {
  // Only the equal distributions tie an item to the visible item before the previous one.
  const bool equalGaps = state.properties.distribution == LayoutStackDistribution::equalSpacing ||
                         state.properties.distribution == LayoutStackDistribution::equalCentering;
  const int needed = equalGaps ? visibleCount : std::min(visibleCount, 1);
  int seen = 0;
  for (std::size_t position = start; position < state.arranged.size() && seen < needed; ++position) {
    rebuild.links.push_back(position);
    if (!isCollapsed(state.arranged[position])) ++seen;
  }
}

void LayoutEngineImplementation::addChainedAlignment(StackRebuild& rebuild, const StackState& state,
                                                     std::size_t index) {
  if (state.properties.alignment == LayoutStackAlignment::firstBaseline ||
      state.properties.alignment == LayoutStackAlignment::lastBaseline) {
    rebuild.alignment.push_back(index);
  }
}

LayoutResult LayoutEngineImplementation::rebuildStack(ItemIdentifier stack, const StackRebuild& what,
                                                      const std::vector<LayoutConstraint>& gone) {
  StackState& state = *slotOf(stack)->stack;
  const std::size_t count = state.arranged.size();
  auto distinct = [count, &what](const std::vector<std::size_t>& indices) {
    std::vector<std::size_t> result;
    if (what.everything) {
      for (std::size_t index = 0; index < count; ++index) result.push_back(index);
      return result;
    }
    for (std::size_t index : indices) {
      if (index < count) result.push_back(index);
    }
    std::sort(result.begin(), result.end());
    result.erase(std::unique(result.begin(), result.end()), result.end());
    return result;
  };
  const std::vector<std::size_t> links = distinct(what.links);
  const std::vector<std::size_t> alignments = distinct(what.alignment);
  // The old constraints (only the active ones: a constraint of a guide the host removed is gone
  // already) and the fresh ones, built from the state as it is now.
  std::vector<LayoutConstraint> old;
  auto keepActive = [&old](const std::vector<LayoutConstraint>& constraints) {
    for (const LayoutConstraint& constraint : constraints) {
      if (constraint.isActive()) old.push_back(constraint);
    }
  };
  keepActive(gone);
  std::vector<std::vector<LayoutConstraint>> freshLinks, freshAlignments;
  std::vector<LayoutConstraint> fresh;
  for (std::size_t index : links) {
    keepActive(state.arranged[index].links);
    freshLinks.push_back(stackLinks(stack, index));
    fresh.insert(fresh.end(), freshLinks.back().begin(), freshLinks.back().end());
  }
  for (std::size_t index : alignments) {
    keepActive(state.arranged[index].alignment);
    freshAlignments.push_back(stackAlignment(stack, index));
    fresh.insert(fresh.end(), freshAlignments.back().begin(), freshAlignments.back().end());
  }
  ItemIdentifier last;
  std::vector<LayoutConstraint> freshEnds = stackEnds(stack, last);
  const bool fit = state.properties.alignment != LayoutStackAlignment::fill && !state.arranged.empty();
  const bool endsChange = what.everything || !(last == state.endsLast) || fit != state.endsFit;
  if (endsChange) {
    keepActive(state.ends);
    fresh.insert(fresh.end(), freshEnds.begin(), freshEnds.end());
  }
  // Out with the old, in with the new, in one step of the solver (`Solver::replaceConstraints`:
  // when its doubles are in doubt, one exact decision on the stack as it becomes, not two); on
  // refusal the step's rollback leaves the solver holding the old, which come back to the books
  // with their activation order, so that the dump lists them as before.
  std::vector<std::uint64_t> orders;
  std::vector<Constraint> replaced;
  for (const LayoutConstraint& constraint : old) {
    orders.push_back(activeEntry(constraint)->order);
    replaced.push_back(*constraint.data_->solverConstraint);
  }
  dropActive(old, false);
  if (LayoutResult result = allOrNothing([&] { return activate(fresh, Maintainer::engine, replaced); });
      !result) {
    for (std::size_t i = 0; i < old.size(); ++i) {
      noteActive(old[i], replaced[i], Maintainer::engine);
      activeEntry(old[i])->order = orders[i];
    }
    return result;
  }
  for (std::size_t i = 0; i < links.size(); ++i) state.arranged[links[i]].links = std::move(freshLinks[i]);
  for (std::size_t i = 0; i < alignments.size(); ++i) {
    state.arranged[alignments[i]].alignment = std::move(freshAlignments[i]);
  }
  if (endsChange) {
    state.ends = std::move(freshEnds);
    state.endsLast = last;
    state.endsFit = fit;
  }
  return LayoutResult::success();
}

}  // namespace clayout::internal
