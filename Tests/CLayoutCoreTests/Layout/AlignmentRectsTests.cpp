// AlignmentRectsTests.cpp — alignment rectangles (UIView's alignmentRectInsets): constraints act on
// the alignment rectangle, frames report it grown by the insets. Every frame derived by hand.
#define CLAYOUT_TEST_MAIN
#include "TestSupport.h"

using namespace clayout;
using testing::addItem;

TEST_CASE("a switch's frame reaches 2 points past its trailing alignment edge") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  CHECK_SUCCESS(engine.setRootSize({375, 44}));
  LayoutItem label = addItem(engine, root, "label");
  LayoutItem toggle = addItem(engine, root, "toggle");
  // UISwitch: intrinsic 49 × 31 (the alignment rectangle), the frame 2 wider on the right.
  CHECK_SUCCESS(engine.setIntrinsicContentSize(toggle, 49, 31));
  CHECK_SUCCESS(engine.setAlignmentRectInsets(toggle, {0, 0, 0, 2}));
  REQUIRE(activateConstraints({
      label.leading == root.leading + 16,
      toggle.leading == label.trailing + 20,
      toggle.trailing == root.trailing - 16,
      toggle.centerY == root.centerY,
      label.centerY == root.centerY,
      label.height == 20,
  }));
  // The alignment rectangle: trailing at 375 - 16 = 359, 49 wide: x 310; centred: y (44 - 31) / 2
  // = 6.5. The frame: 51 wide from 310 (no left inset), right edge 361.
  CHECK_FRAME(engine.frame(toggle), 310, 6.5, 51, 31);
  // label ends 20 before the alignment rectangle's leading edge: 16 to 290, 274 wide.
  CHECK_FRAME(engine.frame(label), 16, 12, 274, 20);
  LayoutInsets insets = engine.alignmentRectInsets(toggle);
  CHECK(insets.right == 2 && insets.left == 0 && insets.top == 0 && insets.bottom == 0);
  // The fitting size is the frame's: 49 + 2 by 31.
  LayoutSize fitting = engine.fittingSize(toggle, LayoutFitting::compressed);
  CHECK_EQUAL(fitting.width, 51.0);
  CHECK_EQUAL(fitting.height, 31.0);
}

TEST_CASE("an item's guides are inset from its frame, its subitems placed in its frame") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  CHECK_SUCCESS(engine.setRootSize({400, 400}));
  LayoutItem card = addItem(engine, root, "card");
  LayoutItem inner = addItem(engine, card, "inner");
  LayoutItem fill = addItem(engine, card, "fill");
  CHECK_SUCCESS(engine.setAlignmentRectInsets(card, {5, 10, 15, 20}));
  REQUIRE(activateConstraints({card.left == root.left + 100, card.top == root.top + 100, card.width == 200,
                               card.height == 100, inner.left == card.left, inner.top == card.top,
                               inner.width == 10, inner.height == 10}));
  LayoutItem margins = engine.layoutMarginsGuide(card);
  REQUIRE(activateConstraints({fill.left == margins.left, fill.top == margins.top,
                               fill.right == margins.right, fill.bottom == margins.bottom}));
  // The alignment rectangle (100, 100, 200, 100); the frame 10 further left, 5 higher, 20 further
  // right, 15 lower: (90, 95, 230, 120).
  CHECK_FRAME(engine.frame(card), 90, 95, 230, 120);
  // inner sits at the alignment rectangle's corner, (10, 5) into the frame.
  CHECK_FRAME(engine.frame(inner), 10, 5, 10, 10);
  CHECK_FRAME(engine.frame(inner, LayoutCoordinates::root), 100, 100, 10, 10);
  // The margins guide: 8 in from the frame, (98, 103) to (312, 207).
  CHECK_FRAME(engine.frame(margins, LayoutCoordinates::root), 98, 103, 214, 104);
  CHECK_FRAME(engine.frame(fill, LayoutCoordinates::root), 98, 103, 214, 104);
  // New insets move the frame and the guide, not the alignment rectangle.
  CHECK_SUCCESS(engine.setAlignmentRectInsets(card, {0, 0, 0, 0}));
  CHECK_FRAME(engine.frame(card), 100, 100, 200, 100);
  CHECK_FRAME(engine.frame(fill, LayoutCoordinates::root), 108, 108, 184, 84);
}

TEST_CASE("bulk frames and changed frames report frames, and the insets' change") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  CHECK_SUCCESS(engine.setRootSize({200, 200}));
  LayoutItem box = addItem(engine, root, "box");
  LayoutItem dot = addItem(engine, box, "dot");
  REQUIRE(activateConstraints({box.left == root.left + 20, box.top == root.top + 30, box.width == 50,
                               box.height == 40, dot.left == box.left + 1, dot.top == box.top + 2,
                               dot.width == 3, dot.height == 4}));
  (void)engine.changedFrames();  // the first read reports everything
  CHECK_SUCCESS(engine.setAlignmentRectInsets(box, {1.5, 2.5, 3.5, 4.5}));
  // No solver value moved, yet box's frame did, and dot's place in it: both reported.
  std::vector<LayoutFrameChange> changes = engine.changedFrames();
  REQUIRE(changes.size() == 2);
  // box: (20 - 2.5, 30 - 1.5, 50 + 7, 40 + 5); dot: (20 + 1, 30 + 2) is (3.5, 3.5) into it.
  CHECK_FRAME(changes[0].frame, 17.5, 28.5, 57, 45);
  CHECK_FRAME(changes[1].frame, 3.5, 3.5, 3, 4);
  std::vector<LayoutRect> all(engine.itemsInTreeOrder().size());
  for (LayoutCoordinates coordinates : {LayoutCoordinates::parent, LayoutCoordinates::root}) {
    for (double scale : {0.0, 2.0}) {
      REQUIRE(engine.frames(all, coordinates, scale) == all.size());
      std::vector<LayoutItem> items = engine.itemsInTreeOrder();
      for (std::size_t i = 0; i < items.size(); ++i) {
        LayoutRect one = engine.frame(items[i], coordinates, scale);
        CHECK(one.x == all[i].x && one.y == all[i].y && one.width == all[i].width &&
              one.height == all[i].height);
      }
    }
  }
  // At scale 2 the frame's edges snap: 17.5 and 74.5 are on pixels, 28.5 and 73.5 too.
  CHECK_FRAME(engine.frame(box, LayoutCoordinates::root, 2), 17.5, 28.5, 57, 45);
}

TEST_CASE("a stack arranges alignment rectangles") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  CHECK_SUCCESS(engine.setRootSize({300, 100}));
  LayoutItem row = engine.makeStack("row");
  REQUIRE(engine.addSubitem(root, row));
  LayoutItem label = engine.makeItem("label");
  LayoutItem toggle = engine.makeItem("toggle");
  REQUIRE(engine.addArrangedSubitem(row, label));
  REQUIRE(engine.addArrangedSubitem(row, toggle));
  CHECK_SUCCESS(engine.setStackSpacing(row, 8));
  CHECK_SUCCESS(engine.setStackAlignment(row, LayoutStackAlignment::center));
  CHECK_SUCCESS(engine.setIntrinsicContentSize(label, 50, 20));
  CHECK_SUCCESS(engine.setIntrinsicContentSize(toggle, 49, 31));
  CHECK_SUCCESS(engine.setAlignmentRectInsets(toggle, {0, 0, 0, 2}));
  REQUIRE(activateConstraints({row.left == root.left, row.top == root.top}));
  // The row hugs its items: label 0..50, 8, toggle's alignment rectangle 58..107, 31 high; the
  // label centred: (31 - 20) / 2 = 5.5. The toggle's frame is 51 wide.
  CHECK_FRAME(engine.frame(label), 0, 5.5, 50, 20);
  CHECK_FRAME(engine.frame(toggle), 58, 0, 51, 31);
  CHECK_FRAME(engine.frame(row), 0, 0, 107, 31);
}

TEST_CASE("what covers an item is read from its frame") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  CHECK_SUCCESS(engine.setRootSize({375, 812}));
  CHECK_SUCCESS(engine.setSafeAreaInsets(root, {44, 0, 0, 0}));
  LayoutItem badge = addItem(engine, root, "badge");
  CHECK_SUCCESS(engine.setAlignmentRectInsets(badge, {10, 0, 0, 0}));
  REQUIRE(activateConstraints(
      {badge.left == root.left, badge.top == root.top + 50, badge.width == 40, badge.height == 40}));
  LayoutItem safe = engine.safeAreaLayoutGuide(badge);
  CHECK_SUCCESS(engine.layoutIfNeeded());
  // The frame starts 10 above the alignment rectangle, at 40: the band (0..44) covers 4 of it,
  // so the safe area starts at 44, the frame's top plus 4.
  CHECK_FRAME(engine.frame(badge), 0, 40, 40, 50);
  CHECK_FRAME(engine.frame(safe, LayoutCoordinates::root), 0, 44, 40, 46);
}

TEST_CASE("alignment insets refuse the root, guides, bad numbers and removed items") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  LayoutItem box = addItem(engine, root, "box");
  LayoutItem guide = engine.makeLayoutGuide("guide");
  REQUIRE(engine.addSubitem(root, guide));
  EXPECT_FAILURE(engine, LayoutErrorKind::invalidValue, engine.setAlignmentRectInsets(root, {1, 1, 1, 1}));
  EXPECT_FAILURE(engine, LayoutErrorKind::invalidValue, engine.setAlignmentRectInsets(guide, {1, 1, 1, 1}));
  EXPECT_FAILURE(engine, LayoutErrorKind::nonFiniteValue,
                 engine.setAlignmentRectInsets(box, {0, std::numeric_limits<double>::infinity(), 0, 0}));
  LayoutResult range = EXPECT_FAILURE(engine, LayoutErrorKind::valueOutOfRange,
                                      engine.setAlignmentRectInsets(box, {0, 0, 1e16, 0}));
  CHECK_CONTAINS(range.message, "alignment insets of box");
  CHECK_SUCCESS(engine.removeItem(box));
  EXPECT_FAILURE(engine, LayoutErrorKind::removedItem, engine.setAlignmentRectInsets(box, {1, 1, 1, 1}));
  LayoutInsets none = engine.alignmentRectInsets(box);
  CHECK(none.top == 0 && none.left == 0 && none.bottom == 0 && none.right == 0);
}
