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

// Fuzz/EngineOperations found it: `setRootSize({1.8e308, …})`, then the root's frame at scale 2.
TEST_CASE("a frame near the top of the double range snaps to a finite frame") {
  LayoutEngine engine;
  REQUIRE(engine.setRootSize({largest, largest}));
  LayoutItem root = engine.root();
  // Unsnapped: the host's size.
  CHECK_FRAME(engine.frame(root, LayoutCoordinates::root), 0, 0, largest, largest);
  // Scale 2: the left edge 0 snaps to 0; the right edge 1.8e308 times 2 overflows, and so it has
  // no fraction of a pixel: it stays 1.8e308, and the width 1.8e308 - 0 with it (it used to be inf).
  // (CHECK_FRAME's relative tolerance would take inf for 1.8e308: finiteness is checked apart.)
  LayoutRect snapped = engine.frame(root, LayoutCoordinates::root, 2);
  CHECK(isFiniteRect(snapped));
  CHECK_FRAME(snapped, 0, 0, largest, largest);
  LayoutRect snappedInParent = engine.frame(root, LayoutCoordinates::parent, 3);
  CHECK(isFiniteRect(snappedInParent));
  CHECK_FRAME(snappedInParent, 0, 0, largest, largest);
}

TEST_CASE("a snapped frame whose edges span more than the double range keeps a finite size") {
  LayoutEngine engine;
  REQUIRE(engine.setRootSize({100, 100}));
  LayoutItem root = engine.root();
  LayoutItem wide = addItem(engine, root, "wide");
  // left = -1e308 and width 1.5e308: the right edge is 0.5e308, and at scale 2 every edge is
  // beyond 2^52 pixels, so each stays as it is: x = -1e308, width = 0.5e308 - (-1e308) = 1.5e308.
  REQUIRE(activateConstraints({
      wide.left == root.left - 1e308,
      wide.width == 1.5e308,
      wide.top == root.top,
      wide.height == 10,
  }));
  CHECK_FRAME(engine.frame(wide, LayoutCoordinates::root), -1e308, 0, 1.5e308, 10);
  LayoutRect snapped = engine.frame(wide, LayoutCoordinates::root, 2);
  CHECK(isFiniteRect(snapped));
  CHECK_FRAME(snapped, -1e308, 0, 1.5e308, 10);
}

TEST_CASE("parent coordinates whose difference overflows saturate at the largest double") {
  LayoutEngine engine;
  REQUIRE(engine.setRootSize({100, 100}));
  LayoutItem root = engine.root();
  LayoutItem parent = addItem(engine, root, "parent");
  LayoutItem child = addItem(engine, parent, "child");
  // parent.left = -1.5e308, child.left = +1.5e308: in the parent, child.x = 1.5e308 - (-1.5e308)
  // = 3e308, beyond the double range: the largest double (1.797…e308), not inf.
  REQUIRE(activateConstraints({
      parent.left == root.left - 1.5e308,
      parent.top == root.top,
      parent.width == 0,
      parent.height == 0,
      child.left == root.left + 1.5e308,
      child.top == root.top,
      child.width == 0,
      child.height == 0,
  }));
  CHECK_FRAME(engine.frame(child, LayoutCoordinates::root), 1.5e308, 0, 0, 0);
  LayoutRect inParent = engine.frame(child, LayoutCoordinates::parent);
  CHECK(isFiniteRect(inParent));
  CHECK_FRAME(inParent, largest, 0, 0, 0);
  LayoutRect snappedInParent = engine.frame(child, LayoutCoordinates::parent, 2);
  CHECK(isFiniteRect(snappedInParent));
  CHECK_FRAME(snappedInParent, largest, 0, 0, 0);
}
