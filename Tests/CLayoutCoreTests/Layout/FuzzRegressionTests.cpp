// FuzzRegressionTests.cpp — the engine bugs that the fuzz harnesses (Fuzz/) found, each reduced to
// the calls that showed it. Every expected value is derived by hand in the comments.
#define CLAYOUT_TEST_MAIN
#include <cmath>
#include <limits>

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
// gave an infinite width. Since the value range (issue 11, item 2) such a size is refused, and
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
