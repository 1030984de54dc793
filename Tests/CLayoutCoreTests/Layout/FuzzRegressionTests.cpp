// FuzzRegressionTests.cpp — the engine bugs that the fuzz harnesses (Fuzz/) found, each reduced to
// the calls that showed it. Every expected value is derived by hand in the comments.
#define CLAYOUT_TEST_MAIN
#include <cmath>
#include <limits>
#include <optional>
#include <string>

#include "TestSupport.h"

using namespace clayout;

using testing::addItem;

namespace {

const double largest = std::numeric_limits<double>::max();

bool isFiniteRect(const LayoutRect& rect) {
  return std::isfinite(rect.x) && std::isfinite(rect.y) && std::isfinite(rect.width) &&
         std::isfinite(rect.height);
}

}  // namespace

// Fuzz/EngineOperations found it: `setRootSize({1.8e308, …})`, then the root's frame at scale 2
// gave an infinite width. The value range (ValueRange.h) refuses such a size, and
// the top of the range snaps to finite frames.
TEST_CASE("a root size near the top of the double range is refused; the top of the range snaps") {
  LayoutEngine engine;
  std::string before = engine.dump();
  LayoutResult refused = engine.setRootSize({largest, largest});
  CHECK(refused.kind == LayoutErrorKind::valueOutOfRange);
  CHECK(engine.dump() == before);
  REQUIRE(engine.setRootSize({largestValue, largestValue}));
  LayoutItem root = engine.root();
  CHECK_FRAME(engine.frame(root, LayoutCoordinates::root), 0, 0, 1e15, 1e15);
  // Scale 2: 2e15 pixels, below 2^52, and 1e15 is a whole number: the edges stay. Scale 8:
  // 8e15 is beyond 2^52, so the edges keep the solver's values (no fraction of a pixel left).
  for (double scale : {2.0, 8.0}) {
    LayoutRect snapped = engine.frame(root, LayoutCoordinates::root, scale);
    CHECK(isFiniteRect(snapped));
    CHECK_FRAME(snapped, 0, 0, 1e15, 1e15);
    LayoutRect snappedInParent = engine.frame(root, LayoutCoordinates::parent, scale + 1);
    CHECK(isFiniteRect(snappedInParent));
    CHECK_FRAME(snappedInParent, 0, 0, 1e15, 1e15);
  }
}

TEST_CASE("constants beyond the value range are refused where they were once laid out") {
  // The fuzz harness laid out `wide.left == root.left - 1e308` and read overflowing frames.
  LayoutEngine engine;
  REQUIRE(engine.setRootSize({100, 100}));
  LayoutItem root = engine.root();
  LayoutItem wide = addItem(engine, root, "wide");
  std::string before = engine.dump();
  LayoutResult refused = activateConstraints({
      wide.left == root.left - 1e308,
      wide.width == 1.5e308,
      wide.top == root.top,
      wide.height == 10,
  });
  CHECK(refused.kind == LayoutErrorKind::valueOutOfRange);
  CHECK(refused.message.find("1e+308") != std::string::npos);
  CHECK(engine.dump() == before);
  // At the edges of the range: left -1e15, width 1e15, so the right edge is at 0.
  REQUIRE(activateConstraints({
      wide.left == root.left - 1e15,
      wide.width == 1e15,
      wide.top == root.top,
      wide.height == 10,
  }));
  CHECK_FRAME(engine.frame(wide, LayoutCoordinates::root), -1e15, 0, 1e15, 10);
  LayoutRect snapped = engine.frame(wide, LayoutCoordinates::root, 2);
  CHECK(isFiniteRect(snapped));
  CHECK_FRAME(snapped, -1e15, 0, 1e15, 10);
}

TEST_CASE("parent coordinates across the whole value range are exact") {
  LayoutEngine engine;
  REQUIRE(engine.setRootSize({100, 100}));
  LayoutItem root = engine.root();
  LayoutItem parent = addItem(engine, root, "parent");
  LayoutItem child = addItem(engine, parent, "child");
  // parent.left = -1e15, child.left = +1e15: in the parent, child.x = 1e15 - (-1e15) = 2e15,
  // exact in doubles (it was an overflow at ±1.5e308, saturated then).
  REQUIRE(activateConstraints({
      parent.left == root.left - 1e15,
      parent.top == root.top,
      parent.width == 0,
      parent.height == 0,
      child.left == root.left + 1e15,
      child.top == root.top,
      child.width == 0,
      child.height == 0,
  }));
  CHECK_FRAME(engine.frame(child, LayoutCoordinates::root), 1e15, 0, 0, 0);
  CHECK_FRAME(engine.frame(child, LayoutCoordinates::parent), 2e15, 0, 0, 0);
  CHECK_FRAME(engine.frame(child, LayoutCoordinates::parent, 2), 2e15, 0, 0, 0);
}

// Fuzz/EngineOperations found it: a measuring function given to an arranged item of a
// fillProportionally stack left the stack holding the ratio of the item's old intrinsic size.
// Measured items (MeasuredItems.cpp) set their intrinsic sizes without the stack's rebuild that
// `setIntrinsicContentSize` does, in each of setMeasuringFunction, invalidateIntrinsicContentSize,
// layoutIfNeeded and clearing the function.

namespace {

/// A vertical fillProportionally stack at the root's top-left corner, 50 wide, of `top` (intrinsic
/// size 10 × 20) and `bottom`, which the test sizes.
struct ProportionalColumn {
  LayoutItem stack, top, bottom;
};

ProportionalColumn proportionalColumn(LayoutEngine& engine, LayoutAxis axis = LayoutAxis::vertical) {
  ProportionalColumn column;
  LayoutItem root = engine.root();
  column.stack = engine.makeStack("stack");
  REQUIRE(engine.addSubitem(root, column.stack));
  REQUIRE(engine.setStackAxis(column.stack, axis));
  REQUIRE(engine.setStackDistribution(column.stack, LayoutStackDistribution::fillProportionally));
  column.top = engine.makeItem("top");
  column.bottom = engine.makeItem("bottom");
  REQUIRE(activateConstraints({column.stack.leading == root.leading, column.stack.top == root.top}));
  return column;
}

}  // namespace

TEST_CASE("a measuring function given to an arranged item sets its fillProportionally ratio") {
  LayoutEngine engine;
  ProportionalColumn column = proportionalColumn(engine);
  REQUIRE(activateConstraints({column.stack.width == 50}));
  REQUIRE(engine.setIntrinsicContentSize(column.top, 10, 20));
  REQUIRE(engine.setIntrinsicContentSize(column.bottom, 10, 40));
  REQUIRE(engine.addArrangedSubitem(column.stack, column.top));
  REQUIRE(engine.addArrangedSubitem(column.stack, column.bottom));
  // Heights 20 : 40, both at their intrinsic heights.
  CHECK_FRAME(engine.frame(column.top), 0, 0, 50, 20);
  CHECK_FRAME(engine.frame(column.bottom), 0, 20, 50, 40);
  // The function's natural height, 60, is bottom's intrinsic height: the ratio is 20 : 60 and both
  // keep their intrinsic heights. (With the old ratio, bottom == 2·top and bottom >= 60 at 750
  // made top 30, its hugging at 250 given up.)
  REQUIRE(engine.setMeasuringFunction(column.bottom, [](double) { return LayoutSize{10, 60}; }));
  CHECK_FRAME(engine.frame(column.top), 0, 0, 50, 20);
  CHECK_FRAME(engine.frame(column.bottom), 0, 20, 50, 60);
  // Cleared, bottom has no intrinsic size: no ratio (sized as in fill), so with bottom 70 tall top
  // keeps 20. (Had clearing kept the ratio the function set, 1 : 3, top would be 70 / 3.)
  REQUIRE(activateConstraints({column.bottom.height == 70}));
  REQUIRE(engine.setMeasuringFunction(column.bottom, LayoutMeasuringFunction()));
  CHECK_FRAME(engine.frame(column.top), 0, 0, 50, 20);
  CHECK_FRAME(engine.frame(column.bottom), 0, 20, 50, 70);
}

TEST_CASE("an invalidated measured item's natural width sets its fillProportionally ratio") {
  LayoutEngine engine;
  ProportionalColumn row = proportionalColumn(engine, LayoutAxis::horizontal);
  REQUIRE(engine.setIntrinsicContentSize(row.top, 20, 10));
  double naturalWidth = 40;
  REQUIRE(engine.setMeasuringFunction(row.bottom, [&naturalWidth](double) {
    return LayoutSize{naturalWidth, 10};
  }));
  REQUIRE(engine.addArrangedSubitem(row.stack, row.top));
  REQUIRE(engine.addArrangedSubitem(row.stack, row.bottom));
  // Widths 20 : 40, side by side from the left (left to right), 10 tall (their intrinsic height).
  CHECK_FRAME(engine.frame(row.top), 0, 0, 20, 10);
  CHECK_FRAME(engine.frame(row.bottom), 20, 0, 40, 10);
  // The content grows to 60 wide: the intrinsic width follows at once, and so does the ratio,
  // 20 : 60. (With the old one, bottom == 2·top and bottom >= 60 at 750 made top 30.)
  naturalWidth = 60;
  REQUIRE(engine.invalidateIntrinsicContentSize(row.bottom));
  CHECK_FRAME(engine.frame(row.top), 0, 0, 20, 10);
  CHECK_FRAME(engine.frame(row.bottom), 20, 0, 60, 10);
}

TEST_CASE("a height measured by layoutIfNeeded sets its fillProportionally ratio") {
  LayoutEngine engine;
  ProportionalColumn column = proportionalColumn(engine);
  REQUIRE(activateConstraints({column.stack.width == 50}));
  REQUIRE(engine.setIntrinsicContentSize(column.top, 10, 20));
  // A label of 100 points of text on lines of 20: one line at 100 or wider, two at 50.
  REQUIRE(engine.setMeasuringFunction(column.bottom, [](double width) {
    return width >= 100 ? LayoutSize{100, 20} : LayoutSize{50, 20 * std::ceil(100 / width)};
  }));
  REQUIRE(engine.addArrangedSubitem(column.stack, column.top));
  REQUIRE(engine.addArrangedSubitem(column.stack, column.bottom));
  // Until layoutIfNeeded the natural size, 100 × 20: the ratio 20 : 20.
  CHECK_FRAME(engine.frame(column.top), 0, 0, 50, 20);
  CHECK_FRAME(engine.frame(column.bottom), 0, 20, 50, 20);
  // At the width it gets, 50, the label is two lines, 40 tall: the ratio 20 : 40, top keeps 20.
  // (With the ratio 1 : 1 left behind, bottom >= 40 at 750 made top 40.)
  REQUIRE(engine.layoutIfNeeded());
  CHECK_FRAME(engine.frame(column.top), 0, 0, 50, 20);
  CHECK_FRAME(engine.frame(column.bottom), 0, 20, 50, 40);
}

// Fuzz/EngineOperations found it: a measuring function answered -0 × -0 at +infinity and a height
// of +0 at the item's width 0 (|-0 - 0|). The engine kept +0 as the measured height but, +0 being
// equal to -0, left the hugging constraint's constant at -0: the intrinsic size and the height the
// engine says it measured differed in sign. A measured -0 is now kept as 0 from the start.
TEST_CASE("a measuring function's -0 is kept as 0 in the item's intrinsic size") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  LayoutItem label = addItem(engine, root, "label");
  REQUIRE(activateConstraints({label.left == root.left, label.top == root.top}));
  REQUIRE(engine.setMeasuringFunction(label, [](double width) {
    return std::isinf(width) ? LayoutSize{-0.0, -0.0} : LayoutSize{-0.0, std::fabs(-0.0 - width)};
  }));
  // The constant of each axis's hugging constraint: the intrinsic size the engine set.
  auto huggingConstant = [&](LayoutAxis axis) {
    std::optional<double> constant;
    for (const LayoutConstraint& each : engine.constraintsAffecting(label, axis)) {
      const std::string& identifier = each.identifier();
      if (identifier.size() >= 8 && identifier.compare(identifier.size() - 8, 8, " hugging") == 0) {
        constant = each.constant();
      }
    }
    return constant;
  };
  for (int pass = 0; pass < 2; ++pass) {
    for (LayoutAxis axis : {LayoutAxis::horizontal, LayoutAxis::vertical}) {
      std::optional<double> constant = huggingConstant(axis);
      REQUIRE(constant);
      CHECK(*constant == 0);
      CHECK(!std::signbit(*constant));
    }
    REQUIRE(engine.layoutIfNeeded());
  }
  CHECK_FRAME(engine.frame(label), 0, 0, 0, 0);
}

// Fuzz/findings/engine-failed-direction-loses-constraints: an intrinsic width of 1e15 in a row
// stack was accepted (the stack's width, 1e15 + 50, a definition of the solver, was never
// checked), and a later refused `setLayoutDirection` could not put its constraints back: the stack
// was left 0 wide. Now the intrinsic size is refused and the direction changes cleanly.
TEST_CASE("an intrinsic size that puts a stack beyond the value range is refused; RTL then holds") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  REQUIRE(engine.setRootSize({400, 300}));
  LayoutItem stack = engine.makeStack("stack");
  REQUIRE(engine.addSubitem(root, stack));
  LayoutItem first = addItem(engine, stack, "first"), second = addItem(engine, stack, "second"),
             third = addItem(engine, stack, "third");
  REQUIRE(engine.setIntrinsicContentSize(first, 10, 20));
  REQUIRE(engine.setIntrinsicContentSize(second, 30, 20));
  REQUIRE(engine.setIntrinsicContentSize(third, 20, 20));
  for (const LayoutItem& item : {first, second, third}) REQUIRE(engine.addArrangedSubitem(stack, item));
  REQUIRE(activateConstraints({stack.left == root.left, stack.top == root.top}));
  // By hand (fill, spacing 0): the items at their intrinsic widths, 10 + 30 + 20 = 60.
  CHECK_FRAME(engine.frame(stack), 0, 0, 60, 20);
  // The model part of the dump (items, frames, constraints): the engine undoes a refused
  // intrinsic size by inverse solver calls, which may leave the tableau in another basis
  // (Fuzz/findings/engine-failed-activate-changes-solver).
  auto model = [&engine] {
    std::string dump = engine.dump();
    return dump.substr(0, dump.find("\nsolver:"));
  };
  std::string before = model();
  LayoutResult refused = engine.setIntrinsicContentSize(first, 1e15, 20);
  CHECK(refused.kind == LayoutErrorKind::valueOutOfRange);
  CHECK(refused.message.find("1e+15") != std::string::npos);
  CHECK(model() == before);
  // Right to left, the first item is at the right: 50..60, the second 20..50, the third 0..20.
  REQUIRE(engine.setLayoutDirection(stack, LayoutDirection::rightToLeft));
  CHECK_FRAME(engine.frame(stack), 0, 0, 60, 20);
  CHECK_FRAME(engine.frame(first), 50, 0, 10, 20);
  CHECK_FRAME(engine.frame(second), 20, 0, 30, 20);
  CHECK_FRAME(engine.frame(third), 0, 0, 20, 20);
}

// Fuzz/EngineOperations found it (engine-failed-stack-edit-moves-ambiguous-layout): a refused
// stack edit took the stack's constraints out and put them back, which left the solver in another
// basis, and a stack whose position nothing fixed moved from x -10 to 0 with its items. Now every
// call runs in a solver transaction, rolled back on a refusal. Reduced: a row whose left edge has
// two equal wishes 10 apart (any x in [0, 10] is as good), two items 20 wide; a spacing of 70
// cannot fit (20 + 70 + 20 > 100) and is refused. Before, the dump's solver section differed
// after the refusal (other rows, 52 cells instead of 56); now the whole dump is the same, and so
// is every frame.
TEST_CASE("a refused stack edit leaves the solver's basis and an ambiguous layout's frames as they were") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  CHECK_SUCCESS(engine.setRootSize({400, 300}));
  LayoutItem row = engine.makeStack("row");
  CHECK_SUCCESS(engine.addSubitem(root, row));
  CHECK_SUCCESS(engine.setStackSpacing(row, 10));
  CHECK_SUCCESS(activateConstraints({row.top == root.top, (row.left == root.left) | 250,
                                     (row.left == root.left + 10) | 250, row.width <= 100}));
  std::vector<LayoutItem> items;
  for (int i = 0; i < 2; ++i) {
    items.push_back(engine.makeItem("i" + std::to_string(i)));
    CHECK_SUCCESS(engine.addArrangedSubitem(row, items.back()));
    CHECK_SUCCESS(activateConstraints({items.back().width == 20, items.back().height == 10}));
  }
  CHECK(!engine.ambiguities().empty());
  std::string before = engine.dump();
  LayoutRect rowBefore = engine.frame(row, LayoutCoordinates::root);
  LayoutRect lastBefore = engine.frame(items.back(), LayoutCoordinates::root);
  EXPECT_FAILURE(engine, LayoutErrorKind::unsatisfiableConstraint, engine.setStackSpacing(row, 70));
  CHECK_EQUAL(engine.dump(), before);
  LayoutRect rowAfter = engine.frame(row, LayoutCoordinates::root);
  LayoutRect lastAfter = engine.frame(items.back(), LayoutCoordinates::root);
  CHECK_EQUAL(rowAfter.x, rowBefore.x);
  CHECK_EQUAL(lastAfter.x, lastBefore.x);
  CHECK_EQUAL(engine.checkInvariants(), std::string());
  // The stack goes on from there: a spacing that fits is taken (20 + 50 + 20 = 90).
  CHECK_SUCCESS(engine.setStackSpacing(row, 50));
  CHECK_EQUAL(
      engine.frame(items.back(), LayoutCoordinates::root).x - engine.frame(row, LayoutCoordinates::root).x,
      70.0);
}
