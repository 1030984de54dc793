// EngineOperations.cpp — libFuzzer harness: the fuzz input as a program of layout engine calls.
//
// The input is read as a sequence of operations on a layout engine (and a second engine, for
// the calls that mix engines): tree edits (items, guides, margins and safe-area guides, add,
// move, detach, remove), constraints built with the anchor DSL (every attribute kind, multipliers,
// constants, priorities) or as raw expressions (any attributes, several terms, cast values),
// activation and deactivation (single, batch, `activateConstraints`), setConstant, setPriority,
// intrinsic sizes, hugging and compression resistance, layout direction, baseline offsets,
// margins, safe area, the root's size, and the queries (frames, fitting sizes, ambiguities,
// dump); and the features: stacks (made empty or with up to 1,000 arranged items;
// arranging, inserting, removing, reordering and nesting; axis, distribution, alignment, spacing,
// custom spacing, margins- and baseline-relative arrangement), hidden items and groups, measuring
// functions that the input parameterises (wrapping text, fixed sizes, ones that answer NaN or a
// negative size, throw, feed their height back into their width or change at every call),
// `invalidateIntrinsicContentSize` and `layoutIfNeeded`, ConstraintLayout's helpers (guidelines,
// barriers, chains, centering with bias, dimension ratio, removal) and the bulk reads (`frames`,
// `itemsInTreeOrder`, `hiddenInTreeOrder`, `changedFrames`). Fuzz/README.md gives the byte
// format. After every operation the harness checks, and aborts with a message naming the step
// when one breaks:
//   (a) every active required constraint holds at the frames, the harness's own and the engine's
//       (intrinsic sizes, guides, stacks, helpers: every active constraint of an item the harness
//       got), in root coordinates, attributes resolved as ConstraintResolution.cpp documents:
//       |residual| <= 1e-9 · max(1, the largest |coefficient · unknown| and constant); no active
//       constraint uses an item the engine no longer contains; and every stack of the stack
//       pool lays out as UIStackView does (`checkStack`, read from the frames);
//   (b) after a failed call, nothing changed: `dump()` (but what the engine documents a refusal
//       may change: `Latitude`), every frame (the pool's and the whole tree's), every
//       constraint's activity, constant and priority, and the stacks' options, arranged items
//       and custom spacings, the hidden flags, measuring functions and helpers
//       (`featureState`);
//   (c) every frame is finite (root and parent coordinates, snapped at 1, 2 and 3, each item's
//       and every `frames` read);
//   (d) the reads agree: `frames` writes `frame`'s answers bit for bit in the order of
//       `itemsInTreeOrder`, which is the tree's order; `hiddenInTreeOrder` writes
//       `isHiddenInTree`; `changedFrames` reports exactly the items whose frame (or drawn state)
//       differs from the harness's own full read at the previous `changedFrames`, or that were
//       not in the tree then; after a successful `layoutIfNeeded` every measured item whose
//       function answers by the width alone has settled (its intrinsic size is what its function
//       answers at its solved width).
// CLAYOUT_FUZZ_SKIP_NUMERIC=1 leaves (a)'s residual and stack checks out, compares (b)'s frames
// within rounding (and the dump without its frames) and keeps finite numbers within 1e-6 … 1e6
// in magnitude (FuzzInput::number); CLAYOUT_FUZZ_MODERATE_NUMBERS=1 draws those numbers and keeps
// every check.
// CLAYOUT_FUZZ_SKIP_SOLVER_STATE=1 compares only the model part of the dump in (b), not the
// solver's tableau (no longer needed since each engine call runs in a solver transaction; kept
// for bisecting); CLAYOUT_FUZZ_NO_ROOT_SIZE=1 never calls
// setRootSize; CLAYOUT_FUZZ_SLOW_STACKS=1 lets equal-distribution stacks grow past
// `largestEqualStack` and baseline-aligned ones past `largestBaselineStack`.
// CLAYOUT_FUZZ_TRACE=1 prints every step.
#include "EngineProgram.h"

namespace clayout::fuzz::engine {

LayoutItem Program::item() {
  std::uint8_t code = input_.byte();
  if (code == 255) return otherItem_;
  if (code == 254) return LayoutItem();
  return items_[code % items_.size()];
}

void Program::keep(const LayoutItem& item) {
  track(item);
  if (items_.size() < maximumItems) {
    items_.push_back(item);
  } else {
    items_[1 + input_.below(items_.size() - 1)] = item;
  }
}

void Program::keep(const LayoutConstraint& constraint) {
  if (constraints_.size() < maximumConstraints) {
    constraints_.push_back(constraint);
  } else {
    constraints_[input_.below(constraints_.size())] = constraint;
  }
}

LayoutConstraint Program::constraint() {
  if (constraints_.empty()) keep(newAnchorConstraint());
  return constraints_[input_.below(constraints_.size())];
}

std::vector<LayoutConstraint> Program::batch() {
  std::vector<LayoutConstraint> list;
  std::size_t count = input_.below(6);
  for (std::size_t index = 0; index < count; ++index) list.push_back(constraint());
  return list;
}

CLayoutXAxisAnchor Program::xAnchor(const LayoutItem& item, std::size_t which) {
  const CLayoutXAxisAnchor anchors[] = {item.left, item.right, item.centerX};
  return anchors[which % 3];
}

CLayoutDirectionalXAxisAnchor Program::directionalAnchor(const LayoutItem& item, std::size_t which) {
  return which % 2 == 0 ? item.leading : item.trailing;
}

CLayoutYAxisAnchor Program::yAnchor(const LayoutItem& item, std::size_t which) {
  const CLayoutYAxisAnchor anchors[] = {item.top, item.bottom, item.centerY, item.firstBaseline,
                                        item.lastBaseline};
  return anchors[which % 5];
}

CLayoutDimension Program::dimension(const LayoutItem& item, std::size_t which) {
  return which % 2 == 0 ? item.width : item.height;
}

PendingLayoutConstraint Program::newPending() {
  LayoutItem a = item();
  LayoutItem b = item();
  std::size_t whichA = input_.byte();
  std::size_t whichB = input_.byte();
  std::uint8_t relation = input_.byte();
  double constant = input_.number();
  switch (input_.below(10)) {
    case 0:
      return a.left == b.right + constant;
    case 1:
      return relateNamed(xAnchor(a, whichA), xAnchor(b, whichB), relation, input_.number(), constant);
    case 2:
      return relateNamed(directionalAnchor(a, whichA), directionalAnchor(b, whichB), relation,
                         input_.number(), constant);
    case 3:
      return a.leading >= b.trailing + constant;
    case 4:
      return relateNamed(yAnchor(a, whichA), yAnchor(b, whichB), relation, input_.number(), constant);
    case 5:
      return yAnchor(a, whichA) <= yAnchor(b, whichB) - constant;
    case 6:
      return relateNamed(dimension(a, whichA), dimension(b, whichB), relation, input_.number(), constant);
    case 7:
      switch (relation % 3) {
        case 0:
          return dimension(a, whichA) == constant;
        case 1:
          return dimension(a, whichA) <= constant;
        default:
          return constant >= dimension(a, whichA) * input_.number();
      }
    case 8:
      // A distance between two positions related to a dimension.
      return (xAnchor(a, whichA) - xAnchor(b, whichB)) == dimension(a, whichB) / input_.number() + constant;
    default:
      return (yAnchor(a, whichA) - yAnchor(b, whichB)) >= a.height - b.height + constant;
  }
}

LayoutConstraint Program::newAnchorConstraint() {
  PendingLayoutConstraint pending = newPending();
  if (input_.below(2) == 0) pending = pending | input_.priority();
  if (input_.below(4) == 0) pending = pending | LayoutIdentifier{"g" + std::to_string(made_)};
  ++made_;
  return LayoutConstraint(std::move(pending));
}

LayoutExpression Program::rawExpression() {
  LayoutExpression expression;
  std::vector<LayoutEngine*> engines;
  std::size_t count = input_.below(4);
  for (std::size_t index = 0; index < count; ++index) {
    LayoutItem of = item();
    std::uint8_t attribute = input_.byte();
    LayoutAttribute cast = attribute % 32 == 31 ? static_cast<LayoutAttribute>(12 + attribute % 5)
                                                : static_cast<LayoutAttribute>(attribute % 12);
    expression.terms.push_back(LayoutTerm{of.identifier(), cast, input_.number()});
    engines.push_back(of.engine());
    if (expression.engine == nullptr) {
      expression.engine = of.engine();
      expression.engineIdentity = of.engineIdentity();
    }
    if (of.engine() != expression.engine) expression.mixesEngines = true;
  }
  // As the DSL records them: the engine of every term, when they are not all the same.
  if (expression.mixesEngines) expression.termEngines.assign(engines.begin(), engines.end());
  expression.constant = input_.number();
  return expression;
}

LayoutConstraint Program::newRawConstraint() {
  PendingLayoutConstraint pending;
  pending.first = rawExpression();
  pending.second = rawExpression();
  std::uint8_t relation = input_.byte();
  pending.relation =
      relation % 16 == 15 ? static_cast<Relation>(3 + relation % 5) : static_cast<Relation>(relation % 3);
  pending.priority = input_.priority();
  // Typed as the DSL types positions (the first term's kind) or not typed at all, as a host's
  // own front end may.
  if (input_.below(2) == 0 && !pending.first.terms.empty())
    pending.anchorKind = anchorKindOf(pending.first.terms.front().attribute);
  ++made_;
  return LayoutConstraint(std::move(pending));
}

LayoutAxis Program::axis() {
  std::uint8_t code = input_.byte();
  return code % 32 == 31 ? static_cast<LayoutAxis>(2 + code % 3) : static_cast<LayoutAxis>(code % 2);
}

LayoutInsets Program::insets() {
  LayoutInsets value;
  value.top = input_.number();
  value.left = input_.number();
  value.bottom = input_.number();
  value.right = input_.number();
  return value;
}

std::optional<double> Program::optionalNumber() {
  if (input_.below(3) == 0) return std::nullopt;
  return input_.number();
}

void Program::runOperation() {
  std::uint8_t code = input_.byte();
  switch (code % 64) {
    case 0:
      operation_ = "makeItem";
      keep(engine_.makeItem("v" + std::to_string(items_.size())));
      return checkAll();
    case 1:
      operation_ = "makeLayoutGuide";
      keep(engine_.makeLayoutGuide("g" + std::to_string(items_.size())));
      return checkAll();
    case 2:
    case 3: {
      operation_ = "addSubitem";
      LayoutItem parent = item();
      LayoutItem child = item();
      return change([&] { return engine_.addSubitem(parent, child); });
    }
    case 4: {
      operation_ = "removeFromParent";
      LayoutItem child = item();
      return change([&] { return engine_.removeFromParent(child); });
    }
    case 5: {
      operation_ = "removeItem";
      LayoutItem gone = item();
      return change([&] { return engine_.removeItem(gone); });
    }
    case 6: {
      operation_ = "layoutMarginsGuide";
      LayoutItem of = item();
      LayoutItem guide = engine_.layoutMarginsGuide(of);
      if (guide.isValid()) keep(guide);
      return checkAll();
    }
    case 7: {
      operation_ = "safeAreaLayoutGuide";
      LayoutItem of = item();
      LayoutItem guide = engine_.safeAreaLayoutGuide(of);
      if (guide.isValid()) keep(guide);
      return checkAll();
    }
    case 8:
    case 9:
    case 10: {
      operation_ = "new constraint (DSL), activate";
      LayoutConstraint made = newAnchorConstraint();
      keep(made);
      if (input_.below(4) == 0) return checkAll();
      return change([&] { return engine_.activate(std::span<const LayoutConstraint>(&made, 1)); });
    }
    case 11: {
      operation_ = "new constraint (raw), activate";
      LayoutConstraint made = newRawConstraint();
      keep(made);
      return change([&] { return engine_.activate(std::span<const LayoutConstraint>(&made, 1)); });
    }
    case 12:
    case 13: {
      operation_ = "activate";
      std::vector<LayoutConstraint> list = batch();
      return change([&] { return engine_.activate(list); });
    }
    case 14: {
      operation_ = "activateConstraints";
      std::vector<LayoutConstraint> list = batch();
      return change([&] { return activateConstraints(std::span<const LayoutConstraint>(list)); });
    }
    case 15: {
      operation_ = "deactivate";
      std::vector<LayoutConstraint> list = batch();
      if (input_.below(2) == 0) return change([&] { return engine_.deactivate(list); });
      return change([&] { return deactivateConstraints(std::span<const LayoutConstraint>(list)); });
    }
    case 16: {
      operation_ = "setConstant";
      LayoutConstraint changed = constraint();
      double constant = input_.number();
      if (input_.below(2) == 0) return change([&] { return engine_.setConstant(changed, constant); });
      return change([&] { return changed.setConstant(constant); });
    }
    case 17: {
      operation_ = "setPriority";
      LayoutConstraint changed = constraint();
      double priority = input_.priority();
      if (input_.below(2) == 0) return change([&] { return engine_.setPriority(changed, priority); });
      return change([&] { return changed.setPriority(priority); });
    }
    case 18: {
      operation_ = "setIntrinsicContentSize";
      LayoutItem of = item();
      std::optional<double> width = optionalNumber();
      std::optional<double> height = optionalNumber();
      return setIntrinsicSize(of, width, height);
    }
    case 19: {
      operation_ = "setContentHuggingPriority";
      LayoutItem of = item();
      LayoutAxis along = axis();
      double priority = input_.priority();
      return change([&] { return engine_.setContentHuggingPriority(of, along, priority); });
    }
    case 20: {
      operation_ = "setContentCompressionResistancePriority";
      LayoutItem of = item();
      LayoutAxis along = axis();
      double priority = input_.priority();
      return change([&] { return engine_.setContentCompressionResistancePriority(of, along, priority); });
    }
    case 21: {
      operation_ = "setLayoutDirection";
      LayoutItem of = item();
      std::uint8_t direction = input_.byte();
      LayoutDirection cast = direction % 16 == 15 ? static_cast<LayoutDirection>(3 + direction % 7)
                                                  : static_cast<LayoutDirection>(direction % 3);
      return change([&] { return engine_.setLayoutDirection(of, cast); });
    }
    case 22: {
      operation_ = "setBaselineOffsets";
      LayoutItem of = item();
      double first = input_.number();
      double last = input_.number();
      LayoutResult result =
          mutate([&] { return engine_.setBaselineOffsets(of, first, last); }, Latitude::none, false);
      if (result.succeeded()) baselines_[key(of)] = Baselines{first, last};
      return checkAll();
    }
    case 23: {
      operation_ = "setLayoutMargins";
      LayoutItem of = item();
      LayoutInsets margins = insets();
      if (input_.below(2) == 0) return change([&] { return engine_.setLayoutMargins(of, margins); });
      LayoutDirectionalInsets directional{margins.top, margins.left, margins.bottom, margins.right};
      return change([&] { return engine_.setDirectionalLayoutMargins(of, directional); });
    }
    case 24: {
      operation_ = "setSafeAreaInsets";
      LayoutItem of = item();
      LayoutInsets value = insets();
      return change([&] { return engine_.setSafeAreaInsets(of, value); });
    }
    case 25:
    case 26: {
      operation_ = "setRootSize";
      LayoutSize size{input_.number(), input_.number()};
      if (noRootSize_) return checkAll();
      return change([&] { return engine_.setRootSize(size); });
    }
    case 27: {
      operation_ = "queries";
      LayoutItem of = item();
      LayoutSize compressed = engine_.fittingSize(of, LayoutFitting::compressed);
      LayoutSize expanded = engine_.fittingSize(of, LayoutFitting::expanded, optionalNumber());
      (void)compressed;
      (void)expanded;
      (void)engine_.ambiguities();
      (void)engine_.constraintsAffecting(of, axis());
      (void)engine_.subitems(of);
      (void)engine_.name(of);
      (void)engine_.parent(of);
      (void)engine_.frame(of, static_cast<LayoutCoordinates>(input_.below(3)), input_.number());
      for (const LayoutConstraint& each : constraints_) {
        (void)engine_.describe(each);
        (void)each.description();
      }
      return checkAll();
    }
    case 28: {
      operation_ = "constraint across engines";
      LayoutItem mine = item();
      LayoutConstraint across = mine.width == otherItem_.width * input_.number();
      keep(across);
      return change([&] { return engine_.activate(std::span<const LayoutConstraint>(&across, 1)); });
    }
    case 29: {
      operation_ = "add another engine's item";
      LayoutItem parent = item();
      return change([&] { return engine_.addSubitem(parent, otherItem_); });
    }
    default:
      return runFeatureOperation(code % 64);
  }
}

}  // namespace clayout::fuzz::engine

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const bool skipNumeric = clayout::fuzz::environmentFlag("CLAYOUT_FUZZ_SKIP_NUMERIC");
  // Moderate numbers with every check kept: past the value range's known failures at 1e15
  // (Fuzz/findings: solver-value-range-misses-dependents), the residuals still checked.
  static const bool moderateNumbers = clayout::fuzz::environmentFlag("CLAYOUT_FUZZ_MODERATE_NUMBERS");
  clayout::fuzz::FuzzInput input(data, size, skipNumeric || moderateNumbers);
  clayout::fuzz::engine::Program program(input, skipNumeric);
  program.run();
  return 0;
}
