// EngineReads.cpp — the engine harness's reads and the checks of the features: the bulk reads
// against the one-by-one reads, the measured items' settling, each stack laid out as UIStackView
// does (see EngineProgram.h).
#include "EngineProgram.h"

namespace clayout::fuzz::engine {

std::optional<double> Program::intrinsicSize(const LayoutItem& of, LayoutAxis along) const {
  static const std::string suffix = " hugging";
  for (const LayoutConstraint& each : engine_.constraintsAffecting(of, along)) {
    const std::string& identifier = each.identifier();
    const LayoutTerms& terms = each.firstExpression().terms;
    if (identifier.size() >= suffix.size() &&
        identifier.compare(identifier.size() - suffix.size(), suffix.size(), suffix) == 0 &&
        terms.size() == 1 && terms.front().item == of.identifier()) {
      return each.constant();
    }
  }
  return std::nullopt;
}

void Program::checkSettled() const {
  for (const auto& [itemKey, state] : measured_) {
    const LayoutItem& of = state.item;
    if (!state.current || !state.recipe->isPure() || !engine_.contains(of) ||
        !engine_.hasMeasuringFunction(of)) {
      continue;
    }
    double width = engine_.frame(of, LayoutCoordinates::root).width;
    std::optional<LayoutSize> natural = state.recipe->expected(std::numeric_limits<double>::infinity());
    std::optional<LayoutSize> measured = state.recipe->expected(width);
    if (!natural || !measured)
      fail("layoutIfNeeded succeeded where the measuring function of " + engine_.name(of) + " fails (width " +
           numberDescription(width) + ")");
    std::optional<double> intrinsicWidth = intrinsicSize(of, LayoutAxis::horizontal);
    std::optional<double> intrinsicHeight = intrinsicSize(of, LayoutAxis::vertical);
    // The engine keeps a measured -0 as +0 (MeasuredItems.cpp): `+ 0.0` does the same here.
    if (!intrinsicWidth || !sameBits(*intrinsicWidth, natural->width + 0.0) || !intrinsicHeight ||
        !sameBits(*intrinsicHeight, measured->height + 0.0)) {
      fail("layoutIfNeeded succeeded but " + engine_.name(of) + " is not settled: at width " +
           numberDescription(width) + " it measures " + numberDescription(natural->width) + " × " +
           numberDescription(measured->height) + ", its intrinsic size is " +
           (intrinsicWidth ? numberDescription(*intrinsicWidth) : "none") + " × " +
           (intrinsicHeight ? numberDescription(*intrinsicHeight) : "none"));
    }
  }
}

LayoutCoordinates Program::coordinatesOperand() {
  std::uint8_t code = input_.byte();
  return code % 16 == 15 ? static_cast<LayoutCoordinates>(2 + code % 5)
                         : static_cast<LayoutCoordinates>(code % 2);
}

double Program::scaleOperand() {
  std::uint8_t code = input_.byte();
  if (code < 224) return static_cast<double>(code % 4);
  return input_.number();
}

bool Program::isCoordinates(LayoutCoordinates coordinates) {
  return coordinates == LayoutCoordinates::root || coordinates == LayoutCoordinates::parent;
}

std::string Program::text(const LayoutRect& rect) {
  return "(" + numberDescription(rect.x) + ", " + numberDescription(rect.y) + ", " +
         numberDescription(rect.width) + ", " + numberDescription(rect.height) + ")";
}

std::vector<LayoutItem> Program::treeOrder() const {
  std::vector<LayoutItem> order;
  std::vector<LayoutItem> pending{engine_.root()};
  while (!pending.empty()) {
    LayoutItem next = pending.back();
    pending.pop_back();
    order.push_back(next);
    std::vector<LayoutItem> children = engine_.subitems(next);
    for (auto child = children.rbegin(); child != children.rend(); ++child) pending.push_back(*child);
  }
  return order;
}

void Program::readFrames() {
  LayoutCoordinates coordinates = coordinatesOperand();
  double scale = scaleOperand();
  std::vector<LayoutItem> order = engine_.itemsInTreeOrder();
  if (order != treeOrder()) fail("itemsInTreeOrder is not the tree order of subitems");
  std::size_t count = engine_.frames(std::span<LayoutRect>(), coordinates, scale);
  if (!isCoordinates(coordinates)) {
    if (count != 0) fail("frames answered " + std::to_string(count) + " for coordinates outside their cases");
    return checkAll();
  }
  if (count != order.size()) {
    fail("frames answered " + std::to_string(count) + " for a tree of " + std::to_string(order.size()) +
         " items");
  }
  const LayoutRect unwritten{-7.25, 1e300, -0.0, 3.5};
  std::vector<LayoutRect> buffer(count + 1, unwritten);
  if (count > 0) {
    if (engine_.frames(std::span<LayoutRect>(buffer.data(), count - 1), coordinates, scale) != count) {
      fail("frames into a buffer one too small did not answer the tree's size");
    }
    for (const LayoutRect& each : buffer) {
      if (!sameRect(each, unwritten, false)) fail("frames wrote into a buffer one too small");
    }
  }
  if (engine_.frames(buffer, coordinates, scale) != count)
    fail("frames answered another size the second time");
  if (!sameRect(buffer[count], unwritten, false)) fail("frames wrote past the tree's size");
  for (std::size_t index = 0; index < count; ++index) {
    LayoutRect single = engine_.frame(order[index], coordinates, scale);
    if (!sameRect(buffer[index], single, false)) {
      fail("frames wrote " + text(buffer[index]) + " for " + engine_.name(order[index]) +
           " where frame answers " + text(single));
    }
  }
  std::unique_ptr<bool[]> hidden(new bool[count + 1]);
  if (engine_.hiddenInTreeOrder(std::span<bool>(hidden.get(), count + 1)) != count) {
    fail("hiddenInTreeOrder answered another size than frames");
  }
  for (std::size_t index = 0; index < count; ++index) {
    if (hidden[index] != engine_.isHiddenInTree(order[index])) {
      fail("hiddenInTreeOrder disagrees with isHiddenInTree for " + engine_.name(order[index]));
    }
  }
  return checkAll();
}

void Program::readChangedFrames() {
  LayoutCoordinates coordinates = coordinatesOperand();
  double scale = scaleOperand();
  if (!isCoordinates(coordinates)) {
    if (!engine_.changedFrames(coordinates, scale).empty()) {
      fail("changedFrames reported items for coordinates outside their cases");
    }
    return checkAll();
  }
  std::vector<LayoutItem> order = engine_.itemsInTreeOrder();
  std::vector<LayoutRect> frames(order.size());
  (void)engine_.frames(frames, coordinates, scale);
  std::unique_ptr<bool[]> hidden(new bool[order.size() + 1]);
  (void)engine_.hiddenInTreeOrder(std::span<bool>(hidden.get(), order.size()));
  bool everything =
      !lastRead_.made || lastRead_.coordinates != coordinates || !sameBits(lastRead_.scale, scale);
  std::vector<std::size_t> expected;
  for (std::size_t index = 0; index < order.size(); ++index) {
    auto found = lastRead_.seen.find(key(order[index]));
    if (everything || found == lastRead_.seen.end() || !sameRect(found->second.frame, frames[index], false) ||
        found->second.hidden != hidden[index]) {
      expected.push_back(index);
    }
  }
  std::vector<LayoutFrameChange> changes = engine_.changedFrames(coordinates, scale);
  for (std::size_t index = 0; index < std::max(changes.size(), expected.size()); ++index) {
    if (index >= changes.size()) {
      fail("changedFrames did not report " + engine_.name(order[expected[index]]) + ", now " +
           text(frames[expected[index]]) + " (" + std::to_string(changes.size()) + " reported, " +
           std::to_string(expected.size()) + " expected)");
    }
    if (index >= expected.size() || !(changes[index].item == order[expected[index]])) {
      fail("changedFrames reported " + engine_.name(changes[index].item) + " " + text(changes[index].frame) +
           (index < expected.size() ? " where " + engine_.name(order[expected[index]]) + " was expected"
                                    : "") +
           " (" + std::to_string(changes.size()) + " reported, " + std::to_string(expected.size()) +
           " expected)");
    }
    std::size_t position = expected[index];
    if (!sameRect(changes[index].frame, frames[position], false) ||
        changes[index].isHidden != hidden[position]) {
      fail("changedFrames reported " + engine_.name(changes[index].item) + " at " +
           text(changes[index].frame) + (changes[index].isHidden ? " hidden" : "") + " where frames reads " +
           text(frames[position]) + (hidden[position] ? " hidden" : ""));
    }
  }
  lastRead_.made = true;
  lastRead_.coordinates = coordinates;
  lastRead_.scale = scale;
  lastRead_.seen.clear();
  for (std::size_t index = 0; index < order.size(); ++index) {
    lastRead_.seen[key(order[index])] = FrameRead::Seen{frames[index], hidden[index]};
  }
  return checkAll();
}

Program::StackEdges Program::edgesOf(const LayoutItem& of, bool horizontal) const {
  LayoutRect rect = engine_.frame(of, LayoutCoordinates::root);
  bool rightToLeft = engine_.effectiveLayoutDirection(of) == LayoutDirection::rightToLeft;
  double leading = rightToLeft ? -(rect.x + rect.width) : rect.x;
  double trailing = rightToLeft ? -rect.x : rect.x + rect.width;
  Baselines offsets;
  if (auto found = baselines_.find(key(of)); found != baselines_.end()) offsets = found->second;
  StackEdges edges{};
  edges.top = rect.y;
  edges.bottom = rect.y + rect.height;
  edges.firstBaseline = rect.y + offsets.firstFromTop;
  edges.lastBaseline = rect.y + rect.height - offsets.lastFromBottom;
  if (horizontal) {
    edges.lead = leading;
    edges.trail = trailing;
    edges.size = rect.width;
    edges.crossLead = edges.top;
    edges.crossTrail = edges.bottom;
    edges.crossCenter = rect.y + rect.height / 2;
  } else {
    edges.lead = edges.top;
    edges.trail = edges.bottom;
    edges.size = rect.height;
    edges.crossLead = leading;
    edges.crossTrail = trailing;
    edges.crossCenter = rect.x + rect.width / 2;
  }
  edges.magnitude =
      std::fmax(std::fmax(std::fabs(rect.x), std::fabs(rect.y)),
                std::fmax(std::fmax(std::fabs(rect.width), std::fabs(rect.height)),
                          std::fmax(std::fabs(offsets.firstFromTop), std::fabs(offsets.lastFromBottom))));
  return edges;
}

LayoutItem Program::canvasOf(const LayoutItem& stack, const LayoutStackProperties& properties) const {
  if (!properties.isLayoutMarginsRelativeArrangement) return stack;
  std::string guideName = engine_.name(stack) + ".layoutMarginsGuide";
  for (const LayoutItem& each : engine_.subitems(stack)) {
    if (engine_.isLayoutGuide(each) && engine_.name(each) == guideName) return each;
  }
  return stack;
}

void Program::checkStack(const LayoutItem& stack) const {
  std::optional<LayoutStackProperties> properties = engine_.stackProperties(stack);
  if (!properties) return;
  std::vector<LayoutItem> arranged = engine_.arrangedSubitems(stack);
  if (arranged.empty()) return;
  LayoutItem canvas = canvasOf(stack, *properties);
  LayoutDirection direction = engine_.effectiveLayoutDirection(canvas);
  for (const LayoutItem& each : arranged) {
    if (engine_.effectiveLayoutDirection(each) != direction) return;
  }
  const bool horizontal = properties->axis == LayoutAxis::horizontal;
  const LayoutAxis axis = properties->axis;
  const StackEdges edges = edgesOf(canvas, horizontal);
  auto expect = [&](const std::string& what, const LayoutItem& of, double left, Relation relation,
                    double right, double scale) {
    double residual = left - right;
    double tolerance = fuzz::residualTolerance(scale);
    bool holds = relation == Relation::equal             ? std::fabs(residual) <= tolerance
                 : relation == Relation::lessThanOrEqual ? residual <= tolerance
                                                         : residual >= -tolerance;
    if (!holds) {
      fail("STACK: in " + engine_.name(stack) + " (" + stackDistributionName(properties->distribution) +
           ", " + stackAlignmentName(properties->alignment) + ", spacing " +
           numberDescription(properties->spacing) + (horizontal ? ", horizontal" : ", vertical") + "), " +
           engine_.name(of) + ": " + what + ": " + numberDescription(left) +
           (relation == Relation::equal             ? " == "
            : relation == Relation::lessThanOrEqual ? " <= "
                                                    : " >= ") +
           numberDescription(right) + " does not hold (residual " + numberDescription(residual) + ")\n" +
           engine_.dump());
    }
  };
  const bool equalGaps = properties->distribution == LayoutStackDistribution::equalSpacing ||
                         properties->distribution == LayoutStackDistribution::equalCentering;
  std::optional<StackEdges> previous, beforePrevious;
  LayoutItem previousItem;
  for (std::size_t index = 0; index < arranged.size(); ++index) {
    const LayoutItem& each = arranged[index];
    StackEdges item = edgesOf(each, horizontal);
    double scale = std::fmax(item.magnitude, edges.magnitude);
    if (previous) scale = std::fmax(scale, previous->magnitude);
    if (engine_.isHidden(each)) {
      expect("a hidden item's size along the axis", each, item.size, Relation::equal, 0, scale);
      expect("a hidden item at the previous visible item's end", each, item.lead, Relation::equal,
             previous ? previous->trail : edges.lead, scale);
    } else if (!previous) {
      expect("the first visible item at the canvas's leading edge", each, item.lead, Relation::equal,
             edges.lead, scale);
    } else {
      double gap = engine_.customSpacing(stack, previousItem).value_or(properties->spacing);
      scale = std::fmax(scale, gap);
      Relation relation = equalGaps ? Relation::greaterThanOrEqual : Relation::equal;
      if (!horizontal && properties->isBaselineRelativeArrangement) {
        expect("the spacing between baselines", each, item.firstBaseline, relation,
               previous->lastBaseline + gap, scale);
      } else {
        expect("the spacing", each, item.lead, relation, previous->trail + gap, scale);
      }
      if (properties->distribution == LayoutStackDistribution::fillEqually) {
        expect("fillEqually's size", each, item.size, Relation::equal, previous->size, scale);
      }
      if (properties->distribution == LayoutStackDistribution::fillProportionally) {
        std::optional<double> own = intrinsicSize(each, axis);
        std::optional<double> other = intrinsicSize(previousItem, axis);
        if (own && other && *own > 0 && *other > 0) {
          expect("fillProportionally's sizes in the ratio of the intrinsic sizes " + numberDescription(*own) +
                     " : " + numberDescription(*other),
                 each, item.size * *other, Relation::equal, previous->size * *own,
                 std::fmax(scale * *other, previous->magnitude * *own));
        }
      }
      if (properties->distribution == LayoutStackDistribution::equalSpacing && beforePrevious) {
        expect("equalSpacing's gaps", each, item.lead - previous->trail, Relation::equal,
               previous->lead - beforePrevious->trail, std::fmax(scale, beforePrevious->magnitude));
      }
    }
    if (!engine_.isHidden(each)) {
      beforePrevious = previous;
      previous = item;
      previousItem = each;
    }
    switch (properties->alignment) {
      case LayoutStackAlignment::fill:
        expect("fill alignment's leading edge", each, item.crossLead, Relation::equal, edges.crossLead,
               scale);
        expect("fill alignment's trailing edge", each, item.crossTrail, Relation::equal, edges.crossTrail,
               scale);
        break;
      case LayoutStackAlignment::leading:
        expect("leading alignment", each, item.crossLead, Relation::equal, edges.crossLead, scale);
        expect("inside the canvas", each, item.crossTrail, Relation::lessThanOrEqual, edges.crossTrail,
               scale);
        break;
      case LayoutStackAlignment::trailing:
        expect("trailing alignment", each, item.crossTrail, Relation::equal, edges.crossTrail, scale);
        expect("inside the canvas", each, item.crossLead, Relation::greaterThanOrEqual, edges.crossLead,
               scale);
        break;
      case LayoutStackAlignment::center:
        expect("center alignment", each, item.crossCenter, Relation::equal, edges.crossCenter, scale);
        expect("inside the canvas", each, item.crossLead, Relation::greaterThanOrEqual, edges.crossLead,
               scale);
        break;
      case LayoutStackAlignment::firstBaseline:
      case LayoutStackAlignment::lastBaseline: {
        bool first = properties->alignment == LayoutStackAlignment::firstBaseline;
        if (index > 0) {
          StackEdges before = edgesOf(arranged[index - 1], horizontal);
          expect("baseline alignment", each, first ? item.firstBaseline : item.lastBaseline, Relation::equal,
                 first ? before.firstBaseline : before.lastBaseline, std::fmax(scale, before.magnitude));
        }
        expect("inside the canvas (top)", each, item.top, Relation::greaterThanOrEqual, edges.top, scale);
        expect("inside the canvas (bottom)", each, item.bottom, Relation::lessThanOrEqual, edges.bottom,
               scale);
        break;
      }
    }
  }
  if (previous) {
    expect("the last visible item at the canvas's trailing edge", previousItem, previous->trail,
           Relation::equal, edges.trail, std::fmax(previous->magnitude, edges.magnitude));
  }
}

std::string Program::featureState() const {
  std::string state;
  for (const LayoutItem& each : everyItem_) {
    if (!engine_.contains(each)) continue;
    state += engine_.name(each);
    if (engine_.isHidden(each)) state += " hidden";
    if (engine_.hasMeasuringFunction(each)) state += " measured";
    if (std::optional<LayoutStackProperties> properties = engine_.stackProperties(each)) {
      state += std::string(" stack ") +
               (properties->axis == LayoutAxis::horizontal ? "horizontal " : "vertical ") +
               stackDistributionName(properties->distribution) + " " +
               stackAlignmentName(properties->alignment) + " " + numberDescription(properties->spacing) +
               (properties->isLayoutMarginsRelativeArrangement ? " margins" : "") +
               (properties->isBaselineRelativeArrangement ? " baselines" : "") + ":";
      for (const LayoutItem& arranged : engine_.arrangedSubitems(each)) {
        state += " " + engine_.name(arranged);
        if (std::optional<double> custom = engine_.customSpacing(each, arranged)) {
          state += " +" + numberDescription(*custom);
        }
      }
    }
    state += "\n";
  }
  for (const LayoutHelper& each : helpers_) {
    state += "helper " + std::to_string(each.number) + ":";
    for (const LayoutConstraint& constraint : engine_.helperConstraints(each)) {
      state += " [" + engine_.describe(constraint) + (constraint.isActive() ? "]" : " inactive]");
    }
    state += "\n";
  }
  state += "tree:";
  for (const LayoutItem& each : engine_.itemsInTreeOrder()) state += " " + engine_.name(each);
  return state + "\n";
}

}  // namespace clayout::fuzz::engine
