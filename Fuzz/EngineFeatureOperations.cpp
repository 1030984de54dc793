// EngineFeatureOperations.cpp — the engine harness's operations of the features: stacks, hidden
// items and groups, measuring functions, ConstraintLayout's helpers (see EngineProgram.h).
#include "EngineProgram.h"

namespace clayout::fuzz::engine {

void Program::runFeatureOperation(std::size_t code) {
  switch (code) {
    case 30: {
      operation_ = "makeStack";
      LayoutItem made = engine_.makeStack("stack" + std::to_string(made_++));
      keep(made);
      track(made);
      keepStack(made);
      return checkAll();
    }
    case 31:
      return makeStackWithItems();
    case 32:
    case 33: {
      operation_ = code == 32 ? "insertArrangedSubitem" : "addArrangedSubitem";
      LayoutItem into = stack();
      LayoutItem arranged = arrangedOrPoolItem();
      if (isSlowToGrow(into)) return checkAll();
      if (code == 33) return change([&] { return engine_.addArrangedSubitem(into, arranged); });
      std::size_t index = arrangedIndex(engine_.arrangedSubitems(into).size());
      return change([&] { return engine_.insertArrangedSubitem(into, arranged, index); });
    }
    case 34: {
      operation_ = "removeArrangedSubitem";
      LayoutItem from = stack();
      LayoutItem arranged = input_.below(8) == 0 ? item() : arrangedItem(from);
      return change([&] { return engine_.removeArrangedSubitem(from, arranged); });
    }
    case 35: {
      operation_ = "insertArrangedSubitem (reorder)";
      LayoutItem in = stack();
      LayoutItem arranged = arrangedItem(in);
      std::size_t index = arrangedIndex(engine_.arrangedSubitems(in).size());
      return change([&] { return engine_.insertArrangedSubitem(in, arranged, index); });
    }
    case 36: {
      operation_ = "setStackAxis";
      LayoutItem of = stack();
      LayoutAxis value = axis();
      return change([&] { return engine_.setStackAxis(of, value); });
    }
    case 37: {
      operation_ = "setStackDistribution";
      LayoutItem of = stack();
      LayoutStackDistribution value = distribution();
      std::optional<LayoutStackProperties> properties = engine_.stackProperties(of);
      if (properties && isSlowStack(value, properties->alignment, engine_.arrangedSubitems(of).size()))
        return checkAll();
      return change([&] { return engine_.setStackDistribution(of, value); });
    }
    case 38: {
      operation_ = "setStackAlignment";
      LayoutItem of = stack();
      LayoutStackAlignment value = alignment();
      std::optional<LayoutStackProperties> properties = engine_.stackProperties(of);
      if (properties && isSlowStack(properties->distribution, value, engine_.arrangedSubitems(of).size()))
        return checkAll();
      return change([&] { return engine_.setStackAlignment(of, value); });
    }
    case 39: {
      operation_ = "setStackSpacing";
      LayoutItem of = stack();
      double value = spacing();
      return change([&] { return engine_.setStackSpacing(of, value); });
    }
    case 40: {
      operation_ = "setCustomSpacing";
      LayoutItem of = stack();
      LayoutItem after = input_.below(8) == 0 ? item() : arrangedItem(of);
      std::optional<double> value;
      if (input_.below(4) != 0) value = spacing();
      LayoutResult result = mutate([&] { return engine_.setCustomSpacing(of, after, value); });
      if (result.succeeded() && engine_.customSpacing(of, after) != value) {
        fail("setCustomSpacing succeeded but customSpacing answers otherwise");
      }
      return;
    }
    case 41: {
      LayoutItem of = stack();
      bool relative = input_.below(2) == 0;
      if (input_.below(2) == 0) {
        operation_ = "setLayoutMarginsRelativeArrangement";
        return change([&] { return engine_.setLayoutMarginsRelativeArrangement(of, relative); });
      }
      operation_ = "setBaselineRelativeArrangement";
      return change([&] { return engine_.setBaselineRelativeArrangement(of, relative); });
    }
    case 42:
    case 59: {
      operation_ = "setHidden";
      LayoutItem of = code == 42 ? item() : arrangedOrPoolItem();
      bool hidden = input_.below(3) != 0;
      LayoutResult result = mutate([&] { return engine_.setHidden(of, hidden); });
      if (result.succeeded() && engine_.isHidden(of) != hidden)
        fail("setHidden succeeded but isHidden disagrees");
      return;
    }
    case 43: {
      operation_ = "setHidden (group)";
      std::vector<LayoutItem> group = itemList();
      bool hidden = input_.below(3) != 0;
      LayoutResult result = mutate(
          [&] { return engine_.setHidden(std::span<const LayoutItem>(group), hidden); }, Latitude::order);
      if (result.succeeded()) {
        for (const LayoutItem& each : group) {
          if (engine_.isHidden(each) != hidden)
            fail("setHidden (group) succeeded but an item's flag disagrees");
        }
      }
      return;
    }
    case 44:
    case 61: {
      operation_ = "setMeasuringFunction";
      LayoutItem of = code == 44 ? item() : arrangedOrPoolItem();
      if (input_.below(8) == 0) {
        operation_ = "setMeasuringFunction (clear)";
        LayoutResult result =
            mutate([&] { return engine_.setMeasuringFunction(of, LayoutMeasuringFunction()); });
        if (result.succeeded()) measured_.erase(key(of));
        return;
      }
      return setMeasuring(of, newRecipe());
    }
    case 45: {
      operation_ = "invalidateIntrinsicContentSize";
      LayoutItem of = arrangedOrPoolItem();
      // The content changes first (a label's new text), as a host's would.
      auto found = measured_.find(key(of));
      if (found != measured_.end() && input_.below(2) == 0) {
        MeasuringRecipe& recipe = *found->second.recipe;
        recipe.characters = input_.byte();
        if (recipe.kind == MeasuringRecipe::Kind::fixedSize ||
            recipe.kind == MeasuringRecipe::Kind::feedback) {
          recipe.width = input_.number();
          recipe.height = input_.number();
        }
        recipe.threshold = input_.number();
        // Until the engine takes the new content, what it measured is the old content's.
        found->second.current = false;
      }
      LayoutResult result = mutate([&] { return engine_.invalidateIntrinsicContentSize(of); });
      if (result.succeeded() && found != measured_.end()) found->second.current = true;
      return;
    }
    case 46:
    case 57: {
      operation_ = "layoutIfNeeded";
      LayoutResult result = mutate([&] { return engine_.layoutIfNeeded(); }, Latitude::none, false);
      if (result.succeeded()) checkSettled();
      return checkAll();
    }
    case 47: {
      operation_ = "makeGuideline";
      LayoutItem parent = item();
      std::uint8_t orientation = input_.byte();
      std::uint8_t reference = input_.byte();
      GuidelineOrientation castOrientation = orientation % 16 == 15
                                                 ? static_cast<GuidelineOrientation>(2 + orientation % 5)
                                                 : static_cast<GuidelineOrientation>(orientation % 2);
      GuidelineReference castReference = reference % 16 == 15
                                             ? static_cast<GuidelineReference>(3 + reference % 5)
                                             : static_cast<GuidelineReference>(reference % 3);
      double value = castReference == GuidelineReference::fraction ? fraction() : input_.number();
      return makeHelper([&] {
        return engine_.makeGuideline(parent, "line" + std::to_string(made_++), castOrientation, castReference,
                                     value);
      });
    }
    case 48: {
      operation_ = "makeBarrier";
      LayoutItem parent = item();
      std::uint8_t edge = input_.byte();
      BarrierEdge castEdge =
          edge % 16 == 15 ? static_cast<BarrierEdge>(6 + edge % 5) : static_cast<BarrierEdge>(edge % 6);
      std::vector<LayoutItem> list = itemList();
      double margin = input_.below(2) == 0 ? 0 : input_.number();
      return makeHelper([&] {
        return engine_.makeBarrier(parent, "barrier" + std::to_string(made_++), castEdge,
                                   std::span<const LayoutItem>(list), margin);
      });
    }
    case 49: {
      operation_ = "makeChain";
      std::vector<LayoutItem> list = itemList();
      LayoutItem start = item();
      LayoutItem end = item();
      std::size_t whichStart = input_.byte();
      std::size_t whichEnd = input_.byte();
      LayoutChainOptions options;
      std::uint8_t style = input_.byte();
      options.style =
          style % 16 == 15 ? static_cast<ChainStyle>(3 + style % 5) : static_cast<ChainStyle>(style % 3);
      options.bias = fraction();
      std::uint8_t weights = input_.byte();
      if (weights % 4 == 1) {
        // One weight per item, mostly small whole numbers (some 0: items keep their size).
        for (std::size_t index = 0; index < list.size(); ++index) {
          options.weights.push_back(input_.below(4) == 0 ? input_.number()
                                                         : static_cast<double>(input_.below(4)));
        }
      } else if (weights % 4 == 2) {
        options.weights.assign(input_.below(4), 1.0);  // mostly the wrong count
      }
      std::uint8_t margins = input_.byte();
      if (margins % 4 == 1) {
        // One (start, end) per item, mostly small multiples of 4 (some any number: negative,
        // NaN, out of range, which the engine refuses).
        auto margin = [&] {
          return input_.below(4) == 0 ? input_.number() : 4.0 * static_cast<double>(input_.below(4));
        };
        for (std::size_t index = 0; index < list.size(); ++index) {
          double start = margin();
          options.margins.push_back(LayoutChainMargins{start, margin()});
        }
      } else if (margins % 4 == 2) {
        options.margins.assign(input_.below(4), LayoutChainMargins{8, 8});  // mostly the wrong count
      }
      if (input_.below(2) == 0) {
        return makeHelper([&] {
          return engine_.makeChain(std::span<const LayoutItem>(list), directionalAnchor(start, whichStart),
                                   directionalAnchor(end, whichEnd), options);
        });
      }
      return makeHelper([&] {
        return engine_.makeChain(std::span<const LayoutItem>(list), yAnchor(start, whichStart),
                                 yAnchor(end, whichEnd), options);
      });
    }
    case 50: {
      operation_ = "centerWithBias";
      LayoutItem centered = arrangedOrPoolItem();
      LayoutItem start = item();
      LayoutItem end = item();
      std::size_t whichStart = input_.byte();
      std::size_t whichEnd = input_.byte();
      double bias = fraction();
      if (input_.below(2) == 0) {
        return makeHelper([&] {
          return engine_.centerWithBias(centered, directionalAnchor(start, whichStart),
                                        directionalAnchor(end, whichEnd), bias);
        });
      }
      return makeHelper([&] {
        return engine_.centerWithBias(centered, yAnchor(start, whichStart), yAnchor(end, whichEnd), bias);
      });
    }
    case 51: {
      operation_ = "setDimensionRatio";
      LayoutItem of = arrangedOrPoolItem();
      double width = input_.below(2) == 0 ? static_cast<double>(1 + input_.below(16)) : input_.number();
      double height = input_.below(2) == 0 ? static_cast<double>(1 + input_.below(16)) : input_.number();
      return makeHelper([&] { return engine_.setDimensionRatio(of, width, height); });
    }
    case 52: {
      operation_ = "removeHelper";
      LayoutHelper removed = helper();
      LayoutResult result = mutate([&] { return engine_.removeHelper(removed); });
      if (result.succeeded() && !engine_.helperConstraints(removed).empty()) {
        fail("removeHelper succeeded but the helper still has constraints");
      }
      return;
    }
    case 53:
    case 58:
      operation_ = "changedFrames";
      return readChangedFrames();
    case 54:
      operation_ = "frames";
      return readFrames();
    case 55: {
      operation_ = "keep an arranged item";
      LayoutItem arranged = arrangedOrPoolItem();
      if (engine_.contains(arranged)) keep(arranged);
      return checkAll();
    }
    case 56: {
      operation_ = "insertArrangedSubitem (nested stack)";
      LayoutItem outer = stack();
      // Mostly a new detached stack (one that has a parent cannot be arranged elsewhere).
      LayoutItem inner = input_.below(4) == 0 ? stack() : makeFirstStack(false);
      if (isSlowToGrow(outer)) return checkAll();
      std::size_t index = arrangedIndex(engine_.arrangedSubitems(outer).size());
      return change([&] { return engine_.insertArrangedSubitem(outer, inner, index); });
    }
    case 60: {
      operation_ = "setIntrinsicContentSize (arranged)";
      LayoutItem of = arrangedOrPoolItem();
      std::optional<double> width = optionalNumber();
      std::optional<double> height = optionalNumber();
      return setIntrinsicSize(of, width, height);
    }
    case 62: {
      LayoutItem of = arrangedOrPoolItem();
      if (input_.below(2) == 0) {
        operation_ = "removeFromParent (arranged)";
        return change([&] { return engine_.removeFromParent(of); });
      }
      operation_ = "removeItem (arranged)";
      return change([&] { return engine_.removeItem(of); });
    }
    default: {
      operation_ = "setLayoutDirection (stack)";
      LayoutItem of = stack();
      LayoutDirection direction = static_cast<LayoutDirection>(input_.below(3));
      return change([&] { return engine_.setLayoutDirection(of, direction); });
    }
  }
}

void Program::makeStackWithItems() {
  operation_ = "makeStack with arranged items";
  LayoutItem parent = item();
  std::size_t count = input_.below(9);
  if (input_.byte() == 255) {
    std::uint8_t size = input_.byte();
    count = size >= 246 ? 100 * static_cast<std::size_t>(size - 245) : 9 + size % 57;
  }
  count = std::min(count, maximumBuiltItems - std::min(maximumBuiltItems, built_));
  LayoutItem made = engine_.makeStack("stack" + std::to_string(made_++));
  keep(made);
  track(made);
  keepStack(made);
  (void)engine_.setStackAxis(made, axis());
  LayoutStackDistribution chosen = distribution();
  (void)engine_.setStackDistribution(made, chosen);
  LayoutStackAlignment aligned = alignment();
  count = std::min(count, largestStack(chosen, aligned));
  built_ += count;
  if (count > largeStack) stepLimit_ = std::min(stepLimit_, step_ + 1 + stepsAfterLargeStack);
  (void)engine_.setStackAlignment(made, aligned);
  (void)engine_.setStackSpacing(made, spacing());
  std::uint32_t state = 0;
  for (int index = 0; index < 4; ++index) state = (state << 8) | input_.byte();
  auto next = [&state]() {
    state = state * 1664525u + 1013904223u;
    return state >> 8;
  };
  static constexpr double widths[] = {0, 1, 10, 44, 100, 320, 0.5, 1e3};
  static constexpr double heights[] = {0, 1, 17, 44, 100, 1e3, 1e4, 1e6};
  std::vector<LayoutItem> arranged;
  for (std::size_t index = 0; index < count; ++index) {
    LayoutItem each = engine_.makeItem("row" + std::to_string(made_) + "." + std::to_string(index));
    track(each);
    std::uint32_t choice = next();
    switch (choice % 4) {
      case 0:
        break;
      case 1:
      case 2:
        (void)engine_.setIntrinsicContentSize(each, widths[(choice >> 2) % std::size(widths)],
                                              heights[(choice >> 5) % std::size(heights)]);
        break;
      default: {
        auto recipe = std::make_shared<MeasuringRecipe>();
        recipe->characters = static_cast<double>((choice >> 2) % 200);
        recipe->advance = 1 + static_cast<double>((choice >> 10) % 8);
        recipe->lineHeight = heights[(choice >> 5) % std::size(heights)];
        if (engine_.setMeasuringFunction(each, functionOf(recipe))) {
          measured_[key(each)] = MeasuredState{each, recipe, true};
        }
      }
    }
    if ((choice >> 13) % 8 == 0) (void)engine_.setHidden(each, true);
    (void)engine_.addArrangedSubitem(made, each);
    arranged.push_back(each);
  }
  ++made_;
  if (!arranged.empty()) keep(arranged[next() % arranged.size()]);
  return change([&] { return engine_.addSubitem(parent, made); });
}

void Program::setIntrinsicSize(const LayoutItem& of, std::optional<double> width,
                               std::optional<double> height) {
  LayoutResult result = mutate([&] { return engine_.setIntrinsicContentSize(of, width, height); });
  if (result.succeeded()) {
    if (auto found = measured_.find(key(of)); found != measured_.end()) found->second.current = false;
  }
}

}  // namespace clayout::fuzz::engine
