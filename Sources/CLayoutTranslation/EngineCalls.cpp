// EngineCalls.cpp — a layout file's property calls in the loader's order (see EngineCalls.h).
#include "EngineCalls.h"

namespace clayout::internal::calls {

namespace {

/// The calls that set `item`'s own properties (its number `index`), appended to `calls`.
void appendProperties(std::vector<EngineCall>& calls, std::int32_t index, const ItemDescription& item) {
  auto add = [&](Operation operation, const TextLocation& location) {
    calls.push_back({index, std::move(operation), location});
  };
  if (item.layoutDirection)
    add(SetLayoutDirection{item.layoutDirection->value}, item.layoutDirection->location);
  if (item.intrinsicContentSize) {
    const auto& [width, height] = item.intrinsicContentSize->value;
    add(SetIntrinsicContentSize{width, height}, item.intrinsicContentSize->location);
  }
  using Kind = SetIntrinsicPriority::Kind;
  for (const auto& [property, kind] : {std::pair{&item.contentHugging, Kind::contentHugging},
                                       std::pair{&item.compressionResistance, Kind::compressionResistance}}) {
    if (!*property) continue;
    const AxisPriorities& priorities = (*property)->value;
    for (const auto& [value, axis] : {std::pair{priorities.horizontal, LayoutAxis::horizontal},
                                      std::pair{priorities.vertical, LayoutAxis::vertical}}) {
      if (value) add(SetIntrinsicPriority{kind, axis, *value}, (*property)->location);
    }
  }
  if (item.baselineOffsets) {
    const auto& [first, last] = item.baselineOffsets->value;
    add(SetBaselineOffsets{first, last}, item.baselineOffsets->location);
  }
  if (item.layoutMargins) add(SetLayoutMargins{item.layoutMargins->value}, item.layoutMargins->location);
  if (item.directionalLayoutMargins) {
    add(SetDirectionalLayoutMargins{item.directionalLayoutMargins->value},
        item.directionalLayoutMargins->location);
  }
  if (item.safeAreaInsets) add(SetSafeAreaInsets{item.safeAreaInsets->value}, item.safeAreaInsets->location);
  // MARK: Margins and safe area that follow the hierarchy
  if (item.preservesSuperviewLayoutMargins) {
    add(SetPreservesSuperviewLayoutMargins{item.preservesSuperviewLayoutMargins->value},
        item.preservesSuperviewLayoutMargins->location);
  }
  if (item.insetsLayoutMarginsFromSafeArea) {
    add(SetInsetsLayoutMarginsFromSafeArea{item.insetsLayoutMarginsFromSafeArea->value},
        item.insetsLayoutMarginsFromSafeArea->location);
  }
  if (item.systemMinimumLayoutMargins) {
    add(SetSystemMinimumLayoutMargins{item.systemMinimumLayoutMargins->value},
        item.systemMinimumLayoutMargins->location);
  }
  if (item.viewRespectsSystemMinimumLayoutMargins) {
    add(SetViewRespectsSystemMinimumLayoutMargins{item.viewRespectsSystemMinimumLayoutMargins->value},
        item.viewRespectsSystemMinimumLayoutMargins->location);
  }
  if (item.alignmentRectInsets) {
    add(SetAlignmentRectInsets{item.alignmentRectInsets->value}, item.alignmentRectInsets->location);
  }
  if (item.text) {
    std::optional<std::pair<double, double>> font;
    if (item.font) font = item.font->value;
    add(SetText{item.text->value, font}, item.text->location);
  }
  if (item.dimensionRatio) {
    const auto& [width, height] = item.dimensionRatio->value;
    add(SetDimensionRatio{width, height}, item.dimensionRatio->location);
  }
  if (item.bias) {
    const auto& [horizontal, vertical] = item.bias->value;
    if (horizontal)
      add(CenterWithBias{LayoutAxis::horizontal, item.parent, *horizontal}, item.bias->location);
    if (vertical) add(CenterWithBias{LayoutAxis::vertical, item.parent, *vertical}, item.bias->location);
  }
  if (!item.isStack) return;
  if (item.stackAxis) add(SetStackAxis{item.stackAxis->value}, item.stackAxis->location);
  if (item.stackAlignment) add(SetStackAlignment{item.stackAlignment->value}, item.stackAlignment->location);
  if (item.stackDistribution) {
    add(SetStackDistribution{item.stackDistribution->value}, item.stackDistribution->location);
  }
  if (item.stackSpacing) add(SetStackSpacing{item.stackSpacing->value}, item.stackSpacing->location);
  if (item.layoutMarginsRelativeArrangement) {
    add(SetLayoutMarginsRelativeArrangement{item.layoutMarginsRelativeArrangement->value},
        item.layoutMarginsRelativeArrangement->location);
  }
  if (item.baselineRelativeArrangement) {
    add(SetBaselineRelativeArrangement{item.baselineRelativeArrangement->value},
        item.baselineRelativeArrangement->location);
  }
}

}  // namespace

std::vector<EngineCall> propertyCalls(const LayoutFileDescription& description) {
  std::vector<EngineCall> calls;
  const std::vector<ItemDescription>& items = description.items;
  auto index = [](std::size_t i) { return static_cast<std::int32_t>(i); };
  if (description.unsatisfiableConstraints) {
    calls.push_back({rootItem, SetUnsatisfiableConstraintPolicy{description.unsatisfiableConstraints->value},
                     description.unsatisfiableConstraints->location});
  }
  if (description.readableContentWidth) {
    calls.push_back({rootItem, SetReadableContentWidth{description.readableContentWidth->value},
                     description.readableContentWidth->location});
  }
  appendProperties(calls, rootItem, description.root);
  for (std::size_t i = 0; i < items.size(); ++i) appendProperties(calls, index(i), items[i]);
  // The arrangement, after every item's properties: the arranged items, the custom spacings, the
  // hidden flags.
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (items[i].isArranged)
      calls.push_back({items[i].parent, AddArrangedSubitem{index(i)}, items[i].location});
  }
  for (std::size_t i = 0; i < items.size(); ++i) {
    for (const auto& spacing : items[i].customSpacings) {
      calls.push_back(
          {index(i), SetCustomSpacing{spacing.value.second, spacing.value.first}, spacing.location});
    }
  }
  if (description.root.hidden) {
    calls.push_back({rootItem, SetHidden{description.root.hidden->value}, description.root.hidden->location});
  }
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (items[i].hidden)
      calls.push_back({index(i), SetHidden{items[i].hidden->value}, items[i].hidden->location});
  }
  // The groups' flags once the items' own are set, then the chains, which read them.
  for (std::size_t i = 0; i < description.groups.size(); ++i) {
    const GroupDescription& group = description.groups[i];
    if (group.hidden) calls.push_back({rootItem, SetGroupHidden{i, *group.hidden}, group.location});
  }
  for (std::size_t i = 0; i < description.chains.size(); ++i)
    calls.push_back({rootItem, MakeChain{i}, description.chains[i].location});
  return calls;
}

}  // namespace clayout::internal::calls
