// LayoutDirectionTests.cpp — leading and trailing in both directions, inheritance, and the
// re-resolution of active constraints when a direction changes.
#define CLAYOUT_TEST_MAIN
#include "TestSupport.h"

using namespace clayout;
using testing::addItem;

namespace {

struct Row {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  LayoutItem a = addItem(engine, root, "a");
  LayoutItem b = addItem(engine, root, "b");
  LayoutConstraint aLeading = a.leading == root.leading + 10;
  LayoutConstraint bAfterA = b.leading == a.trailing + 8;
  Row() {
    CHECK_SUCCESS(engine.setRootSize({320, 100}));
    CHECK_SUCCESS(activateConstraints({aLeading, bAfterA, a.width == 50, b.width == 30, a.top == root.top,
                                       b.top == root.top, a.height == 10, b.height == 10}));
  }
};

}  // namespace

TEST_CASE("left to right: leading is left, trailing is right") {
  Row row;
  // a.left = 10; b.left = a.right + 8 = 68.
  CHECK_FRAME(row.engine.frame(row.a), 10, 0, 50, 10);
  CHECK_FRAME(row.engine.frame(row.b), 68, 0, 30, 10);
}

TEST_CASE("right to left: the constraints are read in mirrored coordinates") {
  Row row;
  REQUIRE(row.engine.setLayoutDirection(row.root, LayoutDirection::rightToLeft));
  // a.leading == root.leading + 10: -a.right == -root.right + 10, so a.right = 310, a.left = 260.
  // b.leading == a.trailing + 8: -b.right == -a.left + 8, so b.right = 252, b.left = 222.
  CHECK_FRAME(row.engine.frame(row.a), 260, 0, 50, 10);
  CHECK_FRAME(row.engine.frame(row.b), 222, 0, 30, 10);
  // The constraints kept their identity.
  CHECK(row.aLeading.isActive());
  CHECK(row.bAfterA.isActive());
  CHECK(row.engine.effectiveLayoutDirection(row.a) == LayoutDirection::rightToLeft);
  // A resize keeps the mirrored reading: root 400 → a.right = 390.
  REQUIRE(row.engine.setRootSize({400, 100}));
  CHECK_FRAME(row.engine.frame(row.a), 340, 0, 50, 10);
  // Back to left to right.
  REQUIRE(row.engine.setLayoutDirection(row.root, LayoutDirection::inherit));
  CHECK_FRAME(row.engine.frame(row.a), 10, 0, 50, 10);
  CHECK_FRAME(row.engine.frame(row.b), 68, 0, 30, 10);
  // Constant changes after re-resolution go to the new solver constraint.
  REQUIRE(row.engine.setLayoutDirection(row.root, LayoutDirection::rightToLeft));
  REQUIRE(row.bAfterA.setConstant(20));
  // b.right = a.left - 20 = 340 - 20 = 320.
  CHECK_FRAME(row.engine.frame(row.b), 290, 0, 30, 10);
}

TEST_CASE("inheritance: an item's own direction overrides its parent's") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({200, 100}));
  LayoutItem root = engine.root();
  LayoutItem box = addItem(engine, root, "box");
  LayoutItem inner = addItem(engine, box, "inner");
  REQUIRE(engine.setLayoutDirection(root, LayoutDirection::rightToLeft));
  CHECK(engine.effectiveLayoutDirection(inner) == LayoutDirection::rightToLeft);
  REQUIRE(activateConstraints(
      {box.left == root.left, box.width == 100, inner.leading == box.leading + 5, inner.width == 10}));
  // Right to left (inherited from the root): -inner.right == -box.right + 5: inner.right = 95.
  CHECK_NEAR(engine.frame(inner, LayoutCoordinates::root).x, 85, 1e-9);
  // The box says left to right: inner (first item, inheriting from box) re-resolves: left = 5.
  REQUIRE(engine.setLayoutDirection(box, LayoutDirection::leftToRight));
  CHECK(engine.effectiveLayoutDirection(inner) == LayoutDirection::leftToRight);
  CHECK_NEAR(engine.frame(inner, LayoutCoordinates::root).x, 5, 1e-9);
  // The root flipping back changes nothing below the box.
  REQUIRE(engine.setLayoutDirection(root, LayoutDirection::leftToRight));
  CHECK_NEAR(engine.frame(inner, LayoutCoordinates::root).x, 5, 1e-9);
}

TEST_CASE("the direction is that of the first item of the constraint") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({200, 100}));
  LayoutItem root = engine.root();
  LayoutItem ltr = addItem(engine, root, "ltr");
  LayoutItem rtl = addItem(engine, root, "rtl");
  REQUIRE(engine.setLayoutDirection(rtl, LayoutDirection::rightToLeft));
  REQUIRE(activateConstraints(
      {ltr.left == root.left + 20, ltr.width == 40, rtl.width == 10, rtl.leading == ltr.leading}));
  // rtl first: read right to left: -rtl.right == -ltr.right, rtl.right = 60, rtl.left = 50.
  CHECK_NEAR(engine.frame(rtl).x, 50, 1e-9);
}

TEST_CASE("a direction change that would break a required constraint fails and changes nothing") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({200, 100}));
  LayoutItem root = engine.root();
  LayoutItem a = addItem(engine, root, "a");
  // The root's width made required (its size edit alone would yield).
  REQUIRE(activateConstraints(
      {root.width == 200, a.left == root.left + 10, a.width == 20, a.leading == root.leading + 10}));
  // Left to right: the two agree. Right to left: a.right = 190, which contradicts a.left = 10.
  std::string before = engine.dump();
  LayoutResult result = engine.setLayoutDirection(a, LayoutDirection::rightToLeft);
  CHECK(result.kind == LayoutErrorKind::unsatisfiableConstraint);
  CHECK(testing::containsText(result.message, "a.leading == root.leading + 10"));
  CHECK(engine.effectiveLayoutDirection(a) == LayoutDirection::leftToRight);
  CHECK_FRAME(engine.frame(a), 10, 0, 20, 0);
  CHECK_EQUAL(engine.dump(), before);
}

TEST_CASE("directional margins follow the direction") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({200, 100}));
  LayoutItem root = engine.root();
  REQUIRE(engine.setDirectionalLayoutMargins(root, {1, 20, 2, 5}));
  LayoutItem guide = engine.layoutMarginsGuide(root);
  // Left to right: leading 20 is the left inset: (20, 1, 200 - 25, 100 - 3).
  CHECK_FRAME(engine.frame(guide, LayoutCoordinates::root), 20, 1, 175, 97);
  REQUIRE(engine.setLayoutDirection(root, LayoutDirection::rightToLeft));
  // Right to left: leading is the right inset: left 5.
  CHECK_FRAME(engine.frame(guide, LayoutCoordinates::root), 5, 1, 175, 97);
}

TEST_CASE(
    "a direction change that breaks a nested guide's constraint fails and restores the guides before it") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({200, 100}));
  LayoutItem root = engine.root();
  LayoutItem outer = addItem(engine, root, "outer");
  LayoutItem inner = addItem(engine, outer, "inner");
  REQUIRE(engine.setDirectionalLayoutMargins(outer, {0, 10, 0, 30}));
  REQUIRE(engine.setDirectionalLayoutMargins(inner, {0, 5, 0, 15}));
  LayoutItem outerGuide = engine.layoutMarginsGuide(outer);
  LayoutItem innerGuide = engine.layoutMarginsGuide(inner);
  // Holds left to right only: right to left, inner's leading margin (5) is on the right and its
  // guide's left is inner.left + 15.
  LayoutConstraint pinned = innerGuide.left == inner.left + 5;
  REQUIRE(activateConstraints({root.width == 200, outer.left == root.left, outer.width == 200,
                               outer.top == root.top, outer.height == 100, inner.left == outer.left,
                               inner.width == 100, inner.top == outer.top, inner.height == 50, pinned}));
  // Left to right: outer's guide starts 10 in and ends 30 before the right edge: x 10, width 160.
  CHECK_NEAR(engine.frame(outerGuide, LayoutCoordinates::root).x, 10, 1e-9);
  CHECK_NEAR(engine.frame(outerGuide, LayoutCoordinates::root).width, 160, 1e-9);
  std::string before = engine.dump();
  // Outer's guide (a parent comes first) takes its right-to-left insets, then inner's cannot.
  LayoutResult result = engine.setLayoutDirection(outer, LayoutDirection::rightToLeft);
  CHECK(result.kind == LayoutErrorKind::unsatisfiableConstraint);
  bool namesPinned = false;
  for (const LayoutConstraint& conflict : result.conflicts)
    namesPinned = namesPinned || conflict.isSameConstraint(pinned);
  CHECK(namesPinned);
  CHECK(engine.effectiveLayoutDirection(inner) == LayoutDirection::leftToRight);
  // Outer's guide is back at its left-to-right insets (right to left it would be x 30).
  CHECK_NEAR(engine.frame(outerGuide, LayoutCoordinates::root).x, 10, 1e-9);
  CHECK_NEAR(engine.frame(outerGuide, LayoutCoordinates::root).width, 160, 1e-9);
  CHECK_EQUAL(engine.dump(), before);
}

TEST_CASE(
    "LayoutDirectionOf: a constraint reads leading and trailing in the direction of the item it names") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({200, 100}));
  LayoutItem root = engine.root();
  LayoutItem ltr = addItem(engine, root, "ltr");
  LayoutItem rtl = addItem(engine, root, "rtl");
  REQUIRE(engine.setLayoutDirection(rtl, LayoutDirection::rightToLeft));
  // The same constraint as "the direction is that of the first item", read in the root's
  // direction instead: left to right, rtl.left == ltr.left = 20.
  LayoutConstraint aligned = (rtl.leading == ltr.leading) | LayoutDirectionOf{root};
  CHECK(aligned.directionItem() == root);
  REQUIRE(
      activateConstraints({ltr.left == root.left + 20, ltr.width == 40, rtl.width == 10, aligned,
                           ltr.top == root.top, ltr.height == 10, rtl.top == root.top, rtl.height == 10}));
  CHECK_NEAR(engine.frame(rtl).x, 20, 1e-9);
  // The item named turns right to left: the constraint is read again, -rtl.right == -ltr.right:
  // rtl.right = 60, rtl.left = 50. The first item's direction changing changes nothing.
  REQUIRE(engine.setLayoutDirection(root, LayoutDirection::rightToLeft));
  CHECK_NEAR(engine.frame(rtl).x, 50, 1e-9);
  REQUIRE(engine.setLayoutDirection(rtl, LayoutDirection::leftToRight));
  CHECK_NEAR(engine.frame(rtl).x, 50, 1e-9);
  // An item of another engine is refused, and changes nothing.
  LayoutEngine other;
  LayoutConstraint foreign = (rtl.width == 12) | LayoutDirectionOf{other.root()};
  LayoutResult refused = activateConstraints({foreign});
  CHECK(refused.kind == LayoutErrorKind::differentEngines);
  CHECK(testing::containsText(refused.message, "the item whose layout direction it reads"));
}

TEST_CASE("an edge placed twice in two directions is what the ambiguity report says") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({300, 100}));
  LayoutItem root = engine.root();
  LayoutItem box = addItem(engine, root, "box");
  REQUIRE(engine.setLayoutDirection(box, LayoutDirection::rightToLeft));
  // Read in the box's direction, right to left, its leading edge is its right: at 300 - 20. Read
  // in the root's, left to right, the box's trailing edge is its right again: at 300 - 20.
  LayoutConstraint fromBox = box.leading == root.leading + 20;
  LayoutConstraint fromRoot = root.trailing == box.trailing + 20;
  REQUIRE(activateConstraints({fromBox, fromRoot, box.top == root.top, box.height == 10}));
  std::vector<LayoutAmbiguity> ambiguities = engine.ambiguities();
  REQUIRE(ambiguities.size() == 1);
  CHECK(ambiguities[0].axis == LayoutAxis::horizontal);
  CHECK(ambiguities[0].sizeIsAmbiguous);
  // Its left edge and width are free: "position and size", and the reason.
  CHECK(testing::containsText(
      ambiguities[0].description,
      "box: horizontal position and size are ambiguous: its right edge is placed twice, by " +
          fromBox.description() + " (read right to left) and by " + fromRoot.description() +
          " (read left to right)"));
}
