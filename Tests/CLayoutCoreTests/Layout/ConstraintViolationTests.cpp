// ConstraintViolationTests.cpp — `LayoutEngine::constraintViolation`: how far an active
// constraint misses at the solved values, per relation, with multipliers and leading read right
// to left; nothing for a constraint that is not active in the engine.
#define CLAYOUT_TEST_MAIN
#include <optional>

#include "TestSupport.h"

using namespace clayout;
using testing::addItem;

namespace {

/// The violation of `constraint` in `engine`, or -1 when there is none (not active there).
double violationOf(const LayoutEngine& engine, const LayoutConstraint& constraint) {
  std::optional<double> violation = engine.constraintViolation(constraint);
  return violation ? *violation : -1;
}

}  // namespace

TEST_CASE("violation: required constraints hold, optional ones miss by what a stronger one took") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({300, 100}));
  LayoutItem root = engine.root();
  LayoutItem a = addItem(engine, root, "a");
  LayoutItem c = addItem(engine, root, "c");
  // a: left 10, width 100 (required), so its right edge is at 110.
  LayoutConstraint left = a.left == root.left + 10;
  LayoutConstraint width = a.width == 100;
  LayoutConstraint wider = (a.width == 150) | 750;              // misses by 150 - 100 = 50
  LayoutConstraint further = (a.left >= root.left + 40) | 500;  // 10 >= 40 misses by 30
  LayoutConstraint fits = (a.right <= root.left + 200) | 500;   // 110 <= 200 holds
  LayoutConstraint within = (a.right <= root.left + 60) | 500;  // 110 <= 60 misses by 50
  // c: width 20 (required); half of a's width (50) is wished at 300: misses by 50 - 20 = 30.
  LayoutConstraint cWidth = c.width == 20;
  LayoutConstraint half = (c.width == a.width * 0.5) | 300;
  REQUIRE(activateConstraints({left, width, wider, further, fits, within, cWidth, half, a.top == root.top,
                               a.height == 10, c.left == root.left, c.top == root.top, c.height == 10}));
  CHECK_NEAR(violationOf(engine, left), 0, 0);
  CHECK_NEAR(violationOf(engine, width), 0, 0);
  CHECK_NEAR(violationOf(engine, wider), 50, 1e-9);
  CHECK_NEAR(violationOf(engine, further), 30, 1e-9);
  CHECK_NEAR(violationOf(engine, fits), 0, 0);
  CHECK_NEAR(violationOf(engine, within), 50, 1e-9);
  CHECK_NEAR(violationOf(engine, half), 30, 1e-9);
  // A new constant is read at once: the wish for 120 misses by 20.
  CHECK_SUCCESS(engine.setConstant(wider, 120));
  CHECK_NEAR(violationOf(engine, wider), 20, 1e-9);
  // Deactivated, the constraint has no violation to report.
  REQUIRE(engine.deactivate(std::vector<LayoutConstraint>{wider}));
  CHECK_NEAR(violationOf(engine, wider), -1, 0);
}

TEST_CASE("violation: leading and trailing read in the items' direction") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({300, 100}));
  LayoutItem root = engine.root();
  CHECK_SUCCESS(engine.setLayoutDirection(root, LayoutDirection::rightToLeft));
  LayoutItem b = addItem(engine, root, "b");
  // Right to left, b's leading edge is its right edge, 20 in from the root's right: b.right = 280.
  LayoutConstraint pinned = b.leading == root.leading + 20;
  // The optional wish for 5 in misses by 20 - 5 = 15.
  LayoutConstraint wish = (b.leading == root.leading + 5) | 250;
  REQUIRE(activateConstraints({pinned, wish, b.width == 50, b.top == root.top, b.height == 10}));
  CHECK_FRAME(engine.frame(b), 230, 0, 50, 10);
  CHECK_NEAR(violationOf(engine, pinned), 0, 0);
  CHECK_NEAR(violationOf(engine, wish), 15, 1e-9);
  // Left to right, the pinned leading edge is b's left (20) and the wish still misses by 15.
  CHECK_SUCCESS(engine.setLayoutDirection(root, LayoutDirection::leftToRight));
  CHECK_NEAR(violationOf(engine, wish), 15, 1e-9);
}

TEST_CASE("violation: none for an inactive constraint or another engine's") {
  LayoutEngine engine;
  LayoutEngine other;
  LayoutItem a = addItem(engine, engine.root(), "a");
  LayoutItem elsewhere = addItem(other, other.root(), "elsewhere");
  LayoutConstraint inactive = a.width == 10;
  LayoutConstraint theirs = elsewhere.width == 10;
  REQUIRE(activateConstraints({theirs}));
  CHECK(!engine.constraintViolation(inactive).has_value());
  CHECK(!engine.constraintViolation(theirs).has_value());
  CHECK_NEAR(violationOf(other, theirs), 0, 0);
}
