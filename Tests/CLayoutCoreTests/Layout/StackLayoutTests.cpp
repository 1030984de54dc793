// StackLayoutTests.cpp — stacks (UIStackView's semantics): each distribution and alignment,
// spacing, custom spacing, margins, baselines, right to left, nesting, hidden arranged items,
// incremental edits (counted constraint by constraint) and the errors, with the engine unchanged.
// Every expected frame is derived by hand in the comment above it.
#define CLAYOUT_TEST_MAIN
#include <functional>
#include <limits>
#include <set>
#include <string>

#include "TestSupport.h"

using namespace clayout;
using testing::addItem;

namespace {

/// Runs `call`, which the solver must refuse (`unsatisfiableConstraint`), leaving the engine's
/// whole dump as it was: the items, their frames, the constraints and their order, and the
/// solver's tableau. A refused stack edit takes the old constraints out before it tries the new
/// ones and puts them back (StackConstraints.cpp); the solver transaction around the call puts
/// even the basis back.
testing::CheckedResult<LayoutResult> expectRefusal(LayoutEngine& engine,
                                                   const std::function<LayoutResult()>& call, int line) {
  std::string before = engine.dump();
  LayoutResult result = call();
  if (result.kind != LayoutErrorKind::unsatisfiableConstraint) {
    testing::reportFailure(
        __FILE__, line,
        std::string("kind ") + layoutErrorKindName(result.kind) + " (" + result.message + ")");
  }
  if (engine.dump() != before)
    testing::reportFailure(__FILE__, line, "the engine changed:\n" + engine.dump());
  if (std::string broken = engine.checkInvariants(); !broken.empty())
    testing::reportFailure(__FILE__, line, "engine invariant: " + broken);
  return {result};
}

#define EXPECT_REFUSAL(engine, call) expectRefusal((engine), [&]() { return call; }, __LINE__)

/// A root of 400 × 300 holding a stack `row` at its top-left corner.
struct Scene {
  LayoutEngine engine;
  LayoutItem root, stack;

  explicit Scene(LayoutAxis axis = LayoutAxis::horizontal) {
    CHECK_SUCCESS(engine.setRootSize({400, 300}));
    root = engine.root();
    stack = engine.makeStack("row");
    CHECK_SUCCESS(engine.addSubitem(root, stack));
    CHECK_SUCCESS(engine.setStackAxis(stack, axis));
    CHECK_SUCCESS(activateConstraints({stack.left == root.left, stack.top == root.top}));
  }

  /// A new arranged item with an intrinsic size (nullopt: none on that axis).
  LayoutItem arrange(const char* name, std::optional<double> width, std::optional<double> height) {
    LayoutItem item = engine.makeItem(name);
    CHECK_SUCCESS(engine.setIntrinsicContentSize(item, width, height));
    CHECK_SUCCESS(engine.addArrangedSubitem(stack, item));
    return item;
  }
};

/// Every active constraint affecting any of `items` on either axis, by identity.
std::set<const void*> constraintsOf(const LayoutEngine& engine, const std::vector<LayoutItem>& items) {
  std::set<const void*> identities;
  for (const LayoutItem& item : items) {
    for (LayoutAxis axis : {LayoutAxis::horizontal, LayoutAxis::vertical}) {
      for (const LayoutConstraint& constraint : engine.constraintsAffecting(item, axis))
        identities.insert(constraint.identity());
    }
  }
  return identities;
}

/// How many of `a` are not in `b`.
std::size_t countMissing(const std::set<const void*>& a, const std::set<const void*>& b) {
  std::size_t missing = 0;
  for (const void* identity : a) missing += b.count(identity) == 0 ? 1 : 0;
  return missing;
}

}  // namespace

// MARK: Distributions

TEST_CASE("fill: the item that hugs least stretches, the one that resists least compresses") {
  Scene scene;
  LayoutEngine& engine = scene.engine;
  CHECK_SUCCESS(engine.setStackSpacing(scene.stack, 10));
  LayoutConstraint width = scene.stack.width == 300;
  CHECK_SUCCESS(activateConstraints({width, scene.stack.height == 50}));
  LayoutItem a = scene.arrange("a", 50, 20);
  LayoutItem b = scene.arrange("b", 60, 20);
  CHECK_SUCCESS(engine.setContentHuggingPriority(b, LayoutAxis::horizontal, 200));
  // 300 - 10 of spacing = 290: a keeps 50 (hugs at 250), b takes 240; heights fill the 50.
  CHECK_FRAME(engine.frame(a), 0, 0, 50, 50);
  CHECK_FRAME(engine.frame(b), 60, 0, 240, 50);
  // At 100 wide: 90 for both; b resists at 700 < 750, so b gives: 90 - 50 = 40.
  CHECK_SUCCESS(engine.setContentCompressionResistancePriority(b, LayoutAxis::horizontal, 700));
  CHECK_SUCCESS(engine.setConstant(width, 100));
  CHECK_FRAME(engine.frame(scene.stack), 0, 0, 100, 50);
  CHECK_FRAME(engine.frame(a), 0, 0, 50, 50);
  CHECK_FRAME(engine.frame(b), 60, 0, 40, 50);
}

TEST_CASE("fill: without a width the stack is as long as its items and spacings") {
  Scene scene;
  LayoutEngine& engine = scene.engine;
  CHECK_SUCCESS(engine.setStackSpacing(scene.stack, 4));
  LayoutItem a = scene.arrange("a", 30, 10);
  LayoutItem b = scene.arrange("b", 40, 10);
  // 30 + 4 + 40 = 74 wide, 10 high (both fill the height, which their intrinsic 10 sets).
  CHECK_FRAME(engine.frame(scene.stack), 0, 0, 74, 10);
  CHECK_FRAME(engine.frame(a), 0, 0, 30, 10);
  CHECK_FRAME(engine.frame(b), 34, 0, 40, 10);
}

TEST_CASE("fillEqually: every item as wide as the others") {
  Scene scene;
  LayoutEngine& engine = scene.engine;
  CHECK_SUCCESS(engine.setStackDistribution(scene.stack, LayoutStackDistribution::fillEqually));
  CHECK_SUCCESS(engine.setStackSpacing(scene.stack, 10));
  CHECK_SUCCESS(activateConstraints({scene.stack.width == 320, scene.stack.height == 40}));
  LayoutItem a = scene.arrange("a", std::nullopt, std::nullopt);
  LayoutItem b = scene.arrange("b", 10, std::nullopt);
  LayoutItem c = scene.arrange("c", std::nullopt, std::nullopt);
  // (320 - 2 · 10) / 3 = 100 each; b's intrinsic 10 yields (hugging is optional).
  CHECK_FRAME(engine.frame(a), 0, 0, 100, 40);
  CHECK_FRAME(engine.frame(b), 110, 0, 100, 40);
  CHECK_FRAME(engine.frame(c), 220, 0, 100, 40);
}

TEST_CASE("fillProportionally: widths in the ratio of the intrinsic widths") {
  Scene scene;
  LayoutEngine& engine = scene.engine;
  CHECK_SUCCESS(engine.setStackDistribution(scene.stack, LayoutStackDistribution::fillProportionally));
  CHECK_SUCCESS(engine.setStackSpacing(scene.stack, 10));
  CHECK_SUCCESS(activateConstraints({scene.stack.width == 620, scene.stack.height == 40}));
  LayoutItem a = scene.arrange("a", 50, 20);
  LayoutItem b = scene.arrange("b", 100, 20);
  LayoutItem c = scene.arrange("c", 150, 20);
  // 620 - 20 = 600 shared 50 : 100 : 150, i.e. 100, 200, 300.
  CHECK_FRAME(engine.frame(a), 0, 0, 100, 40);
  CHECK_FRAME(engine.frame(b), 110, 0, 200, 40);
  CHECK_FRAME(engine.frame(c), 320, 0, 300, 40);
}

TEST_CASE("fillProportionally follows a new intrinsic size, replacing only the neighbours' ratios") {
  Scene scene;
  LayoutEngine& engine = scene.engine;
  CHECK_SUCCESS(engine.setStackDistribution(scene.stack, LayoutStackDistribution::fillProportionally));
  CHECK_SUCCESS(activateConstraints({scene.stack.width == 600, scene.stack.height == 40}));
  LayoutItem a = scene.arrange("a", 100, 20);
  LayoutItem b = scene.arrange("b", 100, 20);
  LayoutItem c = scene.arrange("c", 100, 20);
  CHECK_FRAME(engine.frame(b), 200, 0, 200, 40);
  std::set<const void*> before = constraintsOf(engine, {a, b, c, scene.stack});
  // b's intrinsic width 400: 100 : 400 : 100 of 600, i.e. 100, 400, 100.
  CHECK_SUCCESS(engine.setIntrinsicContentSize(b, 400, 20));
  CHECK_FRAME(engine.frame(a), 0, 0, 100, 40);
  CHECK_FRAME(engine.frame(b), 100, 0, 400, 40);
  CHECK_FRAME(engine.frame(c), 500, 0, 100, 40);
  // b's link (spacing and ratio to a) and c's (spacing and ratio to b): 4 replaced; the intrinsic
  // constraints change their constants in place.
  std::set<const void*> after = constraintsOf(engine, {a, b, c, scene.stack});
  CHECK_EQUAL(countMissing(before, after), std::size_t{4});
  CHECK_EQUAL(countMissing(after, before), std::size_t{4});
}

TEST_CASE("equalSpacing: items at their sizes, equal gaps") {
  Scene scene;
  LayoutEngine& engine = scene.engine;
  CHECK_SUCCESS(engine.setStackDistribution(scene.stack, LayoutStackDistribution::equalSpacing));
  CHECK_SUCCESS(engine.setStackSpacing(scene.stack, 5));
  CHECK_SUCCESS(activateConstraints({scene.stack.width == 300, scene.stack.height == 20}));
  LayoutItem a = scene.arrange("a", 50, 20);
  LayoutItem b = scene.arrange("b", 100, 20);
  LayoutItem c = scene.arrange("c", 50, 20);
  // 300 - 200 = 100 of gaps, 50 each (at least the spacing 5).
  CHECK_FRAME(engine.frame(a), 0, 0, 50, 20);
  CHECK_FRAME(engine.frame(b), 100, 0, 100, 20);
  CHECK_FRAME(engine.frame(c), 250, 0, 50, 20);
}

TEST_CASE("equalSpacing whose length nothing fixes takes its spacing, UIKit's tie-breaker") {
  Scene scene;
  LayoutEngine& engine = scene.engine;
  CHECK_SUCCESS(engine.setStackDistribution(scene.stack, LayoutStackDistribution::equalSpacing));
  CHECK_SUCCESS(engine.setStackSpacing(scene.stack, 8));
  CHECK_SUCCESS(activateConstraints({scene.stack.height == 20}));
  LayoutItem a = scene.arrange("a", 40, 20);
  LayoutItem b = scene.arrange("b", 60, 20);
  LayoutItem c = scene.arrange("c", 50, 20);
  // The stack's width is free: the gaps are at least 8 and equal, so any width from 166 up
  // would do; the tie-breaker takes the spacing: a 0..40, b 48..108, c 116..166.
  CHECK_FRAME(engine.frame(a), 0, 0, 40, 20);
  CHECK_FRAME(engine.frame(b), 48, 0, 60, 20);
  CHECK_FRAME(engine.frame(c), 116, 0, 50, 20);
  CHECK_FRAME(engine.frame(scene.stack), 0, 0, 166, 20);
  CHECK(engine.ambiguities().empty());
  // With b hidden, the one gap left takes the spacing: c at 40 + 8 = 48, the stack 98 wide.
  CHECK_SUCCESS(engine.setHidden(b, true));
  CHECK_FRAME(engine.frame(c), 48, 0, 50, 20);
  CHECK_FRAME(engine.frame(scene.stack), 0, 0, 98, 20);
  CHECK_SUCCESS(engine.setHidden(b, false));
  CHECK_FRAME(engine.frame(c), 116, 0, 50, 20);
  // A least width beyond 166 widens the gaps, not the items (the tie-breaker is below their
  // hugging): width 200, gaps (200 - 150) / 2 = 25: b at 65, c at 150.
  CHECK_SUCCESS(activateConstraints({scene.stack.width >= 200}));
  CHECK_FRAME(engine.frame(a), 0, 0, 40, 20);
  CHECK_FRAME(engine.frame(b), 65, 0, 60, 20);
  CHECK_FRAME(engine.frame(c), 150, 0, 50, 20);
}

TEST_CASE("equalCentering: centers equally apart") {
  Scene scene;
  LayoutEngine& engine = scene.engine;
  CHECK_SUCCESS(engine.setStackDistribution(scene.stack, LayoutStackDistribution::equalCentering));
  CHECK_SUCCESS(activateConstraints({scene.stack.width == 300, scene.stack.height == 20}));
  LayoutItem a = scene.arrange("a", 20, 20);
  LayoutItem b = scene.arrange("b", 60, 20);
  LayoutItem c = scene.arrange("c", 100, 20);
  // a at 0 (center 10), c ending at 300 (center 250): b's center halfway, 130, so b at 100.
  CHECK_FRAME(engine.frame(a), 0, 0, 20, 20);
  CHECK_FRAME(engine.frame(b), 100, 0, 60, 20);
  CHECK_FRAME(engine.frame(c), 200, 0, 100, 20);
}

TEST_CASE("equalCentering gives way to the spacing before it compresses an item that fits") {
  Scene scene;
  LayoutEngine& engine = scene.engine;
  CHECK_SUCCESS(engine.setStackDistribution(scene.stack, LayoutStackDistribution::equalCentering));
  CHECK_SUCCESS(engine.setStackSpacing(scene.stack, 5));
  CHECK_SUCCESS(activateConstraints({scene.stack.width == 300, scene.stack.height == 20}));
  LayoutItem a = scene.arrange("a", 40, 20);
  LayoutItem b = scene.arrange("b", 226, 20);
  LayoutItem c = scene.arrange("c", 20, 20);
  // The items fit: 40 + 5 + 226 + 5 + 20 = 296 <= 300, so none is compressed (UIStackView
  // compresses only items that do not fit at the least spacing). Equal centers would put b's
  // center at (20 + 290) / 2 = 155, b at 42, 3 closer to a than the spacing allows: the centering
  // gives way, b as near as it may, 40 + 5 = 45; c at 300 - 20.
  CHECK_FRAME(engine.frame(a), 0, 0, 40, 20);
  CHECK_FRAME(engine.frame(b), 45, 0, 226, 20);
  CHECK_FRAME(engine.frame(c), 280, 0, 20, 20);
  // Below its default hugging too: b at 190 wide is centered exactly by its place, 60 to 250,
  // never stretched.
  CHECK_SUCCESS(engine.setIntrinsicContentSize(b, 190, 20));
  CHECK_FRAME(engine.frame(b), 60, 0, 190, 20);
}

// MARK: Alignments

namespace {

/// A row 100 high of a (50 × 20) and b (50 × 40), aligned by `alignment`.
struct AlignedRow : Scene {
  LayoutItem a, b;
  explicit AlignedRow(LayoutStackAlignment alignment, bool fixedHeight = true) {
    CHECK_SUCCESS(engine.setStackAlignment(stack, alignment));
    if (fixedHeight) CHECK_SUCCESS(activateConstraints({stack.height == 100}));
    a = engine.makeItem("a");
    b = engine.makeItem("b");
    CHECK_SUCCESS(engine.setIntrinsicContentSize(a, 50, 20));
    CHECK_SUCCESS(engine.setIntrinsicContentSize(b, 50, 40));
    CHECK_SUCCESS(engine.setBaselineOffsets(a, 15, 2));   // baselines at 15 and 18 below a's top
    CHECK_SUCCESS(engine.setBaselineOffsets(b, 30, 10));  // at 30 and 30 below b's top
    CHECK_SUCCESS(engine.addArrangedSubitem(stack, a));
    CHECK_SUCCESS(engine.addArrangedSubitem(stack, b));
  }
};

}  // namespace

TEST_CASE("alignment fill: every item as high as the stack") {
  AlignedRow row(LayoutStackAlignment::fill);
  CHECK_FRAME(row.engine.frame(row.a), 0, 0, 50, 100);
  CHECK_FRAME(row.engine.frame(row.b), 50, 0, 50, 100);
}

TEST_CASE("alignment top, center, bottom") {
  AlignedRow top(LayoutStackAlignment::top);
  CHECK_FRAME(top.engine.frame(top.a), 0, 0, 50, 20);
  CHECK_FRAME(top.engine.frame(top.b), 50, 0, 50, 40);
  // Centers at 50: a from 40, b from 30.
  AlignedRow center(LayoutStackAlignment::center);
  CHECK_FRAME(center.engine.frame(center.a), 0, 40, 50, 20);
  CHECK_FRAME(center.engine.frame(center.b), 50, 30, 50, 40);
  AlignedRow bottom(LayoutStackAlignment::bottom);
  CHECK_FRAME(bottom.engine.frame(bottom.a), 0, 80, 50, 20);
  CHECK_FRAME(bottom.engine.frame(bottom.b), 50, 60, 50, 40);
}

TEST_CASE("alignment firstBaseline and lastBaseline: the item rising most touches the top") {
  // First baselines 15 and 30 below the tops: b touches the top, the baseline at 30, a from 15.
  AlignedRow first(LayoutStackAlignment::firstBaseline);
  CHECK_FRAME(first.engine.frame(first.a), 0, 15, 50, 20);
  CHECK_FRAME(first.engine.frame(first.b), 50, 0, 50, 40);
  // Last baselines 18 and 30 below the tops: the baseline at 30, a from 12.
  AlignedRow last(LayoutStackAlignment::lastBaseline);
  CHECK_FRAME(last.engine.frame(last.a), 0, 12, 50, 20);
  CHECK_FRAME(last.engine.frame(last.b), 50, 0, 50, 40);
}

TEST_CASE("a stack whose height nothing sets fits its tallest item") {
  // Centered in a stack as high as b, 40: a from 10.
  AlignedRow row(LayoutStackAlignment::center, false);
  CHECK_FRAME(row.engine.frame(row.stack), 0, 0, 100, 40);
  CHECK_FRAME(row.engine.frame(row.a), 0, 10, 50, 20);
  CHECK_FRAME(row.engine.frame(row.b), 50, 0, 50, 40);
}

TEST_CASE("vertical stack: leading alignment, spacing, and spacing between baselines") {
  Scene scene(LayoutAxis::vertical);
  LayoutEngine& engine = scene.engine;
  CHECK_SUCCESS(activateConstraints({scene.stack.width == 200}));
  CHECK_SUCCESS(engine.setStackAlignment(scene.stack, LayoutStackAlignment::leading));
  CHECK_SUCCESS(engine.setStackSpacing(scene.stack, 5));
  LayoutItem a = scene.arrange("a", 100, 20);
  LayoutItem b = scene.arrange("b", 50, 30);
  // a from 0 to 20, b 5 below: 25 to 55; the stack 55 high.
  CHECK_FRAME(engine.frame(a), 0, 0, 100, 20);
  CHECK_FRAME(engine.frame(b), 0, 25, 50, 30);
  CHECK_FRAME(engine.frame(scene.stack), 0, 0, 200, 55);
  // Between baselines: a's last 4 above its bottom (at 16), b's first 12 below its top; 10 apart:
  // b's first baseline at 26, b's top at 14.
  CHECK_SUCCESS(engine.setBaselineOffsets(a, 0, 4));
  CHECK_SUCCESS(engine.setBaselineOffsets(b, 12, 0));
  CHECK_SUCCESS(engine.setStackSpacing(scene.stack, 10));
  CHECK_SUCCESS(engine.setBaselineRelativeArrangement(scene.stack, true));
  CHECK_FRAME(engine.frame(b), 0, 14, 50, 30);
  CHECK(engine.stackProperties(scene.stack)->isBaselineRelativeArrangement);
}

// MARK: Spacing, margins, direction, nesting

TEST_CASE("custom spacing after an item, and back to the stack's") {
  Scene scene;
  LayoutEngine& engine = scene.engine;
  CHECK_SUCCESS(engine.setStackSpacing(scene.stack, 10));
  LayoutItem a = scene.arrange("a", 50, 10);
  LayoutItem b = scene.arrange("b", 50, 10);
  LayoutItem c = scene.arrange("c", 50, 10);
  CHECK_SUCCESS(engine.setCustomSpacing(scene.stack, a, 30));
  CHECK(engine.customSpacing(scene.stack, a) == std::optional<double>(30));
  CHECK(!engine.customSpacing(scene.stack, b));
  // 0–50, 30 of space, 80–130, 10, 140–190.
  CHECK_FRAME(engine.frame(b), 80, 0, 50, 10);
  CHECK_FRAME(engine.frame(c), 140, 0, 50, 10);
  CHECK_FRAME(engine.frame(scene.stack), 0, 0, 190, 10);
  CHECK_SUCCESS(engine.setCustomSpacing(scene.stack, a, std::nullopt));
  CHECK_FRAME(engine.frame(b), 60, 0, 50, 10);
  CHECK_FRAME(engine.frame(c), 120, 0, 50, 10);
}

TEST_CASE("layout margins relative arrangement") {
  Scene scene;
  LayoutEngine& engine = scene.engine;
  CHECK_SUCCESS(activateConstraints({scene.stack.width == 200, scene.stack.height == 100}));
  CHECK_SUCCESS(engine.setStackDistribution(scene.stack, LayoutStackDistribution::fillEqually));
  LayoutItem a = scene.arrange("a", std::nullopt, std::nullopt);
  LayoutItem b = scene.arrange("b", std::nullopt, std::nullopt);
  CHECK_FRAME(engine.frame(a), 0, 0, 100, 100);
  CHECK_SUCCESS(engine.setLayoutMarginsRelativeArrangement(scene.stack, true));
  // Inside the default margins of 8: (8, 8, 184, 84), halves of 92.
  CHECK_FRAME(engine.frame(a), 8, 8, 92, 84);
  CHECK_FRAME(engine.frame(b), 100, 8, 92, 84);
  CHECK_SUCCESS(engine.setLayoutMargins(scene.stack, {10, 20, 10, 20}));
  // (20, 10, 160, 80): halves of 80.
  CHECK_FRAME(engine.frame(b), 100, 10, 80, 80);
}

TEST_CASE("right to left: a horizontal stack arranges from leading to trailing") {
  Scene scene;
  LayoutEngine& engine = scene.engine;
  CHECK_SUCCESS(engine.setLayoutDirection(scene.stack, LayoutDirection::rightToLeft));
  CHECK_SUCCESS(engine.setStackSpacing(scene.stack, 10));
  CHECK_SUCCESS(activateConstraints({scene.stack.width == 300}));
  LayoutItem a = scene.arrange("a", 50, 20);
  LayoutItem b = scene.arrange("b", 100, 20);
  CHECK_SUCCESS(engine.setContentHuggingPriority(b, LayoutAxis::horizontal, 200));
  // a at the right edge (250–300), 10 of space, b stretched over the rest: 0–240.
  CHECK_FRAME(engine.frame(a), 250, 0, 50, 20);
  CHECK_FRAME(engine.frame(b), 0, 0, 240, 20);
  // Back to left to right: the constraints are re-resolved.
  CHECK_SUCCESS(engine.setLayoutDirection(scene.stack, LayoutDirection::leftToRight));
  CHECK_FRAME(engine.frame(a), 0, 0, 50, 20);
  CHECK_FRAME(engine.frame(b), 60, 0, 240, 20);
}

TEST_CASE("nested stacks: a row inside a column") {
  Scene scene(LayoutAxis::vertical);
  LayoutEngine& engine = scene.engine;
  CHECK_SUCCESS(engine.setStackSpacing(scene.stack, 10));
  CHECK_SUCCESS(activateConstraints({scene.stack.width == 200}));
  LayoutItem row = engine.makeStack("inner");
  CHECK_SUCCESS(engine.setStackAlignment(row, LayoutStackAlignment::top));
  CHECK_SUCCESS(engine.setStackSpacing(row, 5));
  CHECK_SUCCESS(engine.addArrangedSubitem(scene.stack, row));
  LayoutItem label = scene.arrange("label", 100, 25);
  LayoutItem icon = engine.makeItem("icon");
  LayoutItem text = engine.makeItem("text");
  CHECK_SUCCESS(engine.setIntrinsicContentSize(icon, 40, 20));
  CHECK_SUCCESS(engine.setIntrinsicContentSize(text, 60, 30));
  CHECK_SUCCESS(engine.setContentHuggingPriority(text, LayoutAxis::horizontal, 200));
  CHECK_SUCCESS(engine.addArrangedSubitem(row, icon));
  CHECK_SUCCESS(engine.addArrangedSubitem(row, text));
  // The column fills 200 wide: the row 200 wide, as high as its tallest item (30); text takes
  // 200 - 5 - 40 = 155. The label 10 below the row, 200 wide (fill), 25 high; the column 65 high.
  CHECK_FRAME(engine.frame(row, LayoutCoordinates::root), 0, 0, 200, 30);
  CHECK_FRAME(engine.frame(icon, LayoutCoordinates::root), 0, 0, 40, 20);
  CHECK_FRAME(engine.frame(text, LayoutCoordinates::root), 45, 0, 155, 30);
  CHECK_FRAME(engine.frame(label, LayoutCoordinates::root), 0, 40, 200, 25);
  CHECK_FRAME(engine.frame(scene.stack), 0, 0, 200, 65);
}

// MARK: Hidden arranged items

TEST_CASE("a hidden arranged item collapses and its spacing goes with it") {
  Scene scene;
  LayoutEngine& engine = scene.engine;
  CHECK_SUCCESS(engine.setStackSpacing(scene.stack, 10));
  LayoutItem a = scene.arrange("a", 50, 10);
  LayoutItem b = scene.arrange("b", 50, 10);
  LayoutItem c = scene.arrange("c", 50, 10);
  CHECK_SUCCESS(engine.setHidden(b, true));
  // a 0–50, b collapsed at a's trailing edge (50, width 0), c 10 after a: 60–110.
  CHECK_FRAME(engine.frame(a), 0, 0, 50, 10);
  CHECK_FRAME(engine.frame(b), 50, 0, 0, 10);
  CHECK_FRAME(engine.frame(c), 60, 0, 50, 10);
  CHECK_FRAME(engine.frame(scene.stack), 0, 0, 110, 10);
  CHECK_SUCCESS(engine.setHidden(b, false));
  CHECK_FRAME(engine.frame(b), 60, 0, 50, 10);
  CHECK_FRAME(engine.frame(c), 120, 0, 50, 10);
  // The first hidden: b starts the row.
  CHECK_SUCCESS(engine.setHidden(a, true));
  CHECK_FRAME(engine.frame(a), 0, 0, 0, 10);
  CHECK_FRAME(engine.frame(b), 0, 0, 50, 10);
  CHECK_FRAME(engine.frame(c), 60, 0, 50, 10);
  // The last hidden too: b ends the row.
  CHECK_SUCCESS(engine.setHidden(c, true));
  CHECK_FRAME(engine.frame(c), 50, 0, 0, 10);
  CHECK_FRAME(engine.frame(scene.stack), 0, 0, 50, 10);
}

TEST_CASE("a hidden item leaves fillEqually's and equalSpacing's chains") {
  Scene scene;
  LayoutEngine& engine = scene.engine;
  CHECK_SUCCESS(engine.setStackDistribution(scene.stack, LayoutStackDistribution::fillEqually));
  CHECK_SUCCESS(activateConstraints({scene.stack.width == 300, scene.stack.height == 10}));
  LayoutItem a = scene.arrange("a", std::nullopt, std::nullopt);
  LayoutItem b = scene.arrange("b", std::nullopt, std::nullopt);
  LayoutItem c = scene.arrange("c", std::nullopt, std::nullopt);
  CHECK_FRAME(engine.frame(b), 100, 0, 100, 10);
  CHECK_SUCCESS(engine.setHidden(b, true));
  // Two halves of 150.
  CHECK_FRAME(engine.frame(a), 0, 0, 150, 10);
  CHECK_FRAME(engine.frame(c), 150, 0, 150, 10);
  // equalSpacing with items of 50: a, c at the edges, b hidden (no gap of its own).
  CHECK_SUCCESS(engine.setStackDistribution(scene.stack, LayoutStackDistribution::equalSpacing));
  CHECK_SUCCESS(engine.setIntrinsicContentSize(a, 50, std::nullopt));
  CHECK_SUCCESS(engine.setIntrinsicContentSize(c, 50, std::nullopt));
  CHECK_SUCCESS(engine.setStackDistribution(scene.stack, LayoutStackDistribution::equalSpacing));
  CHECK_FRAME(engine.frame(a), 0, 0, 50, 10);
  CHECK_FRAME(engine.frame(c), 250, 0, 50, 10);
}

// MARK: Incremental edits

TEST_CASE("inserting, removing, moving and hiding replace only the neighbours' constraints") {
  Scene scene;
  LayoutEngine& engine = scene.engine;
  CHECK_SUCCESS(engine.setStackSpacing(scene.stack, 10));
  std::vector<LayoutItem> items;
  for (const char* name : {"a", "b", "c", "d", "e", "f"}) items.push_back(scene.arrange(name, 50, 10));
  std::vector<LayoutItem> everything = items;
  everything.push_back(scene.stack);
  LayoutItem x = engine.makeItem("x");
  CHECK_SUCCESS(engine.setIntrinsicContentSize(x, 20, 10));
  everything.push_back(x);
  // Six items: each 1 link (canvas-leading or spacing) and 2 alignment, and 1 canvas-trailing:
  // 19 stack constraints, with 4 intrinsic-size ones per item (24) and 2 of the stack's place.
  std::set<const void*> before = constraintsOf(engine, everything);
  CHECK_EQUAL(before.size(), std::size_t{19 + 24 + 2 + 4});

  // x between c and d: x gets 1 link and 2 alignment; d's spacing (to c) is replaced by one to x.
  CHECK_SUCCESS(engine.insertArrangedSubitem(scene.stack, x, 3));
  std::set<const void*> inserted = constraintsOf(engine, everything);
  CHECK_EQUAL(countMissing(before, inserted), std::size_t{1});
  CHECK_EQUAL(countMissing(inserted, before), std::size_t{4});
  // c ends at 170, x at 180–200, d at 210.
  CHECK_FRAME(engine.frame(x), 180, 0, 20, 10);
  CHECK_FRAME(engine.frame(items[3]), 210, 0, 50, 10);

  // Hiding x: its link becomes two hiding constraints, d's spacing goes back to c.
  CHECK_SUCCESS(engine.setHidden(x, true));
  std::set<const void*> hidden = constraintsOf(engine, everything);
  CHECK_EQUAL(countMissing(inserted, hidden), std::size_t{2});
  CHECK_EQUAL(countMissing(hidden, inserted), std::size_t{3});
  CHECK_FRAME(engine.frame(items[3]), 180, 0, 50, 10);

  // Removing c: its 3 go, d's spacing is replaced (to b).
  CHECK_SUCCESS(engine.setHidden(x, false));
  std::set<const void*> shown = constraintsOf(engine, everything);
  CHECK_SUCCESS(engine.removeArrangedSubitem(scene.stack, items[2]));
  std::set<const void*> removed = constraintsOf(engine, everything);
  // x's spacing (to c) is replaced by one to b; c's link and alignment go: 4 gone, 1 new.
  CHECK_EQUAL(countMissing(shown, removed), std::size_t{4});
  CHECK_EQUAL(countMissing(removed, shown), std::size_t{1});
  CHECK(engine.subitems(scene.stack).size() == 7);  // c stays a subitem, as in UIKit
  CHECK(engine.arrangedSubitems(scene.stack).size() == 6);

  // Moving a to the end: a's link and alignment, b's link (now first) and the trailing end.
  CHECK_SUCCESS(engine.insertArrangedSubitem(scene.stack, items[0], 5));
  std::set<const void*> moved = constraintsOf(engine, everything);
  CHECK_EQUAL(countMissing(removed, moved), std::size_t{5});
  CHECK_EQUAL(countMissing(moved, removed), std::size_t{5});
  // Now b, x, d, e, f, a: b 0–50, x 60–80, d 90–140, e 150–200, f 210–260, a 270–320.
  CHECK_FRAME(engine.frame(items[1]), 0, 0, 50, 10);
  CHECK_FRAME(engine.frame(x), 60, 0, 20, 10);
  CHECK_FRAME(engine.frame(items[0]), 270, 0, 50, 10);
  CHECK_FRAME(engine.frame(scene.stack), 0, 0, 320, 10);
  std::vector<LayoutItem> order = engine.arrangedSubitems(scene.stack);
  CHECK(order.front() == items[1]);
  CHECK(order.back() == items[0]);
}

TEST_CASE("an arranged item removed from the engine, detached or moved leaves its stack") {
  Scene scene;
  LayoutEngine& engine = scene.engine;
  LayoutItem a = scene.arrange("a", 10, 10);
  LayoutItem b = scene.arrange("b", 20, 10);
  LayoutItem c = scene.arrange("c", 30, 10);
  LayoutItem d = scene.arrange("d", 40, 10);
  CHECK_SUCCESS(engine.removeItem(b));
  // a 0–10, c 10–40, d 40–80.
  CHECK_FRAME(engine.frame(c), 10, 0, 30, 10);
  CHECK_SUCCESS(engine.removeFromParent(c));
  CHECK_FRAME(engine.frame(d), 10, 0, 40, 10);
  CHECK_SUCCESS(engine.addSubitem(scene.root, a));
  CHECK_FRAME(engine.frame(d), 0, 0, 40, 10);
  CHECK(engine.arrangedSubitems(scene.stack) == std::vector<LayoutItem>{d});
  // Re-adding an arranged item to its own stack keeps it arranged.
  CHECK_SUCCESS(engine.addSubitem(scene.stack, d));
  CHECK(engine.arrangedSubitems(scene.stack).size() == 1);
}

// MARK: Maintenance and diagnostics

TEST_CASE("the stack's constraints are the engine's and carry identifiers") {
  Scene scene;
  LayoutEngine& engine = scene.engine;
  CHECK_SUCCESS(engine.setStackSpacing(scene.stack, 10));
  LayoutItem a = scene.arrange("a", 50, 10);
  LayoutItem b = scene.arrange("b", 50, 10);
  std::optional<LayoutConstraint> spacing;
  for (const LayoutConstraint& constraint : engine.constraintsAffecting(b, LayoutAxis::horizontal)) {
    if (constraint.identifier() == "stack-spacing") spacing = constraint;
  }
  REQUIRE(spacing.has_value());
  CHECK(testing::containsText(engine.describe(*spacing), "b.leading == a.trailing + 10"));
  CHECK_FRAME(engine.frame(a), 0, 0, 50, 10);
  CHECK(testing::containsText(engine.describe(*spacing), "stack-spacing"));
  std::string dump = engine.dump();
  CHECK(testing::containsText(dump, "row (horizontal stack): "));
  CHECK(testing::containsText(dump, "stack-canvas-leading"));
  CHECK(testing::containsText(dump, "stack-canvas-trailing"));
  EXPECT_FAILURE(engine, LayoutErrorKind::notActive,
                 engine.deactivate(std::vector<LayoutConstraint>{*spacing}));
  EXPECT_FAILURE(engine, LayoutErrorKind::notActive, engine.setConstant(*spacing, 3));
}

TEST_CASE("a stack that cannot hold refuses the change and names its constraints, unchanged") {
  Scene scene;
  LayoutEngine& engine = scene.engine;
  CHECK_SUCCESS(engine.setStackSpacing(scene.stack, 10));
  CHECK_SUCCESS(activateConstraints({scene.stack.width <= 100}));
  LayoutItem a = engine.makeItem("a");
  CHECK_SUCCESS(engine.addArrangedSubitem(scene.stack, a));
  CHECK_SUCCESS(activateConstraints({a.width == 60}));
  LayoutItem b = addItem(engine, scene.stack, "b");
  CHECK_SUCCESS(activateConstraints({b.width == 60}));
  // 60 + 10 + 60 > 100.
  LayoutResult refused = EXPECT_REFUSAL(engine, engine.addArrangedSubitem(scene.stack, b));
  CHECK(testing::containsText(refused.message, "stack-"));
  CHECK(engine.arrangedSubitems(scene.stack).size() == 1);
  CHECK(engine.parent(b) == scene.stack);
  // An item without a parent that cannot be arranged is not left as a subitem either.
  LayoutItem wide = engine.makeItem("wide");
  CHECK_SUCCESS(engine.setIntrinsicContentSize(wide, 40, 10));  // 60 + 10 + 40 > 100
  CHECK_SUCCESS(engine.setContentCompressionResistancePriority(wide, LayoutAxis::horizontal, 1000));
  EXPECT_REFUSAL(engine, engine.addArrangedSubitem(scene.stack, wide));
  CHECK(!engine.parent(wide).isValid());
  // A spacing that cannot hold (60 + 50 + 0 > 100): the option stays 10.
  LayoutItem thin = engine.makeItem("thin");
  CHECK_SUCCESS(engine.addArrangedSubitem(scene.stack, thin));
  CHECK_SUCCESS(activateConstraints({thin.width == 0}));
  EXPECT_REFUSAL(engine, engine.setStackSpacing(scene.stack, 50));
  CHECK(engine.stackProperties(scene.stack)->spacing == 10);
  // Showing a hidden item whose spacing does not fit: 60 + 30 + 0 + 30 > 100; it stays hidden.
  LayoutItem c = addItem(engine, scene.stack, "c");
  CHECK_SUCCESS(activateConstraints({c.width >= 0}));
  CHECK_SUCCESS(engine.setHidden(c, true));
  CHECK_SUCCESS(engine.addArrangedSubitem(scene.stack, c));
  CHECK_SUCCESS(engine.setStackSpacing(scene.stack, 30));
  EXPECT_REFUSAL(engine, engine.setHidden(c, false));
  CHECK(engine.isHidden(c));
  CHECK_FRAME(engine.frame(c), 90, 0, 0, 0);
}

// MARK: Errors

TEST_CASE("stack errors: not a stack, not arranged, another parent, bad values, unchanged") {
  Scene scene;
  LayoutEngine& engine = scene.engine;
  LayoutItem a = scene.arrange("a", 10, 10);
  LayoutItem plain = addItem(engine, scene.root, "plain");
  LayoutItem loose = engine.makeItem("loose");
  LayoutItem elsewhere = addItem(engine, plain, "elsewhere");
  const double notANumber = std::numeric_limits<double>::quiet_NaN();

  LayoutResult notStack =
      EXPECT_FAILURE(engine, LayoutErrorKind::invalidHierarchy, engine.addArrangedSubitem(plain, loose));
  CHECK(testing::containsText(notStack.message, "plain is not a stack"));
  EXPECT_FAILURE(engine, LayoutErrorKind::invalidHierarchy, engine.setStackSpacing(plain, 4));
  LayoutResult otherParent = EXPECT_FAILURE(engine, LayoutErrorKind::invalidHierarchy,
                                            engine.addArrangedSubitem(scene.stack, elsewhere));
  CHECK(testing::containsText(otherParent.message, "subitem of plain"));
  EXPECT_FAILURE(engine, LayoutErrorKind::invalidHierarchy,
                 engine.addArrangedSubitem(scene.stack, scene.stack));
  EXPECT_FAILURE(engine, LayoutErrorKind::invalidHierarchy,
                 engine.addArrangedSubitem(scene.stack, scene.root));
  LayoutItem guide = engine.layoutMarginsGuide(plain);
  EXPECT_FAILURE(engine, LayoutErrorKind::invalidHierarchy, engine.addArrangedSubitem(scene.stack, guide));
  LayoutResult notArranged = EXPECT_FAILURE(engine, LayoutErrorKind::invalidHierarchy,
                                            engine.removeArrangedSubitem(scene.stack, loose));
  CHECK(testing::containsText(notArranged.message, "loose is not arranged in it"));
  EXPECT_FAILURE(engine, LayoutErrorKind::invalidHierarchy, engine.setCustomSpacing(scene.stack, loose, 4));
  EXPECT_FAILURE(engine, LayoutErrorKind::invalidValue, engine.insertArrangedSubitem(scene.stack, loose, 2));
  EXPECT_FAILURE(engine, LayoutErrorKind::invalidValue, engine.insertArrangedSubitem(scene.stack, a, 1));

  EXPECT_FAILURE(engine, LayoutErrorKind::invalidValue,
                 engine.setStackAxis(scene.stack, static_cast<LayoutAxis>(7)));
  EXPECT_FAILURE(engine, LayoutErrorKind::invalidValue,
                 engine.setStackDistribution(scene.stack, static_cast<LayoutStackDistribution>(9)));
  LayoutResult badAlignment =
      EXPECT_FAILURE(engine, LayoutErrorKind::invalidValue,
                     engine.setStackAlignment(scene.stack, static_cast<LayoutStackAlignment>(6)));
  CHECK(testing::containsText(badAlignment.message, "6 is not a LayoutStackAlignment"));
  LayoutResult nan = EXPECT_FAILURE(engine, LayoutErrorKind::nonFiniteValue,
                                    engine.setStackSpacing(scene.stack, notANumber));
  CHECK(testing::containsText(nan.message, "the spacing of row"));
  EXPECT_FAILURE(engine, LayoutErrorKind::invalidValue, engine.setStackSpacing(scene.stack, -1));
  EXPECT_FAILURE(engine, LayoutErrorKind::valueOutOfRange, engine.setStackSpacing(scene.stack, 1e300));
  EXPECT_FAILURE(engine, LayoutErrorKind::invalidValue, engine.setCustomSpacing(scene.stack, a, -2));
  // Baselines are horizontal.
  CHECK_SUCCESS(engine.setStackAlignment(scene.stack, LayoutStackAlignment::firstBaseline));
  EXPECT_FAILURE(engine, LayoutErrorKind::invalidValue,
                 engine.setStackAxis(scene.stack, LayoutAxis::vertical));

  LayoutItem gone = engine.makeItem("gone");
  CHECK_SUCCESS(engine.removeItem(gone));
  EXPECT_FAILURE(engine, LayoutErrorKind::removedItem, engine.addArrangedSubitem(scene.stack, gone));
  LayoutEngine other;
  LayoutItem foreign = other.makeStack("foreign");
  EXPECT_FAILURE(engine, LayoutErrorKind::differentEngines, engine.addArrangedSubitem(foreign, loose));
  EXPECT_FAILURE(engine, LayoutErrorKind::differentEngines, engine.setStackSpacing(foreign, 1));
  CHECK(!engine.isStack(foreign));
  CHECK(other.isStack(foreign));
  CHECK(!engine.stackProperties(plain));
  CHECK(engine.arrangedSubitems(plain).empty());
}

TEST_CASE("option names") {
  CHECK_EQUAL(std::string(stackDistributionName(LayoutStackDistribution::fillProportionally)),
              std::string("fillProportionally"));
  CHECK_EQUAL(std::string(stackAlignmentName(LayoutStackAlignment::bottom)), std::string("trailing"));
  CHECK_EQUAL(std::string(stackAlignmentName(static_cast<LayoutStackAlignment>(40))),
              std::string("(invalid)"));
}
