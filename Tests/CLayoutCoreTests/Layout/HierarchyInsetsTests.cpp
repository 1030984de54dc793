// HierarchyInsetsTests.cpp — UIKit's margins and safe areas that follow the hierarchy, and the
// readable content guide, each expected frame derived by hand from UIKit's documented rules
// (LayoutEngine.h, "Margins and safe area that follow the hierarchy"):
//   safe area = covered by the parent's band (at most the parent's inset) + own
//   margins   = own (a view controller's root: the minimum until set, then at least it)
//               + safe area (insetsLayoutMarginsFromSafeArea), then at least the superview's
//               margin overlap (preservesSuperviewLayoutMargins)
//   readable  = margins + max(0, (width - margins - readable width) / 2) on each side.
#define CLAYOUT_TEST_MAIN
#include "TestSupport.h"

using namespace clayout;
using testing::addItem;

namespace {

/// `item` pinned to (x, y, width, height) in its parent `parent`.
LayoutResult place(const LayoutItem& item, const LayoutItem& parent, double x, double y, double width,
                   double height) {
  return activateConstraints(
      {item.left == parent.left + x, item.top == parent.top + y, item.width == width, item.height == height});
}

/// `item` pinned to the four edges of `guide`.
LayoutResult fill(const LayoutItem& item, const LayoutItem& guide) {
  return activateConstraints({item.left == guide.left, item.top == guide.top, item.right == guide.right,
                              item.bottom == guide.bottom});
}

void checkInsets(const LayoutInsets& insets, double top, double left, double bottom, double right,
                 const char* what, int line) {
  testing::checkFrame(LayoutRect{insets.top, insets.left, insets.bottom, insets.right}, top, left, bottom,
                      right, what, __FILE__, line);
}
#define CHECK_INSETS(insets, top, left, bottom, right) \
  checkInsets((insets), top, left, bottom, right, #insets, __LINE__)

}  // namespace

TEST_CASE("the root's margins are measured from its safe area by default") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  CHECK_SUCCESS(engine.setRootSize({375, 812}));
  CHECK_SUCCESS(engine.setSafeAreaInsets(root, {44, 0, 34, 0}));
  LayoutItem margins = engine.layoutMarginsGuide(root);
  // Own margins 8 + safe area (44, 0, 34, 0): (52, 8, 42, 8). The guide: x 8, y 52, width
  // 375 - 16 = 359, height 812 - 52 - 42 = 718. The root has no parent: nothing to settle.
  CHECK_FRAME(engine.frame(margins), 8, 52, 359, 718);
  CHECK_INSETS(engine.layoutMargins(root), 52, 8, 42, 8);
  CHECK_INSETS(engine.safeAreaInsets(root), 44, 0, 34, 0);
  // Off: the margins stay 8 from the edges, under the status bar.
  CHECK_SUCCESS(engine.setInsetsLayoutMarginsFromSafeArea(root, false));
  CHECK_FRAME(engine.frame(margins), 8, 8, 359, 796);
  CHECK_SUCCESS(engine.setInsetsLayoutMarginsFromSafeArea(root, true));
  CHECK_FRAME(engine.frame(margins), 8, 52, 359, 718);
}

TEST_CASE("a view controller's root keeps the system minimum margins") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  CHECK_SUCCESS(engine.setRootSize({390, 844}));
  CHECK_SUCCESS(engine.setSafeAreaInsets(root, {47, 0, 34, 0}));
  LayoutItem margins = engine.layoutMarginsGuide(root);
  CHECK_SUCCESS(engine.setSystemMinimumLayoutMargins(root, LayoutDirectionalInsets{0, 16, 0, 16}));
  // Own margins unset: the minimum (0, 16, 0, 16), plus the safe area: (47, 16, 34, 16).
  // The guide: (16, 47), 390 - 32 = 358 wide, 844 - 47 - 34 = 763 high.
  CHECK_FRAME(engine.frame(margins), 16, 47, 358, 763);
  // Margins of 8 set: each edge at least the minimum, max(8, 16) = 16 on the sides, max(8, 0) = 8
  // top and bottom, plus the safe area: (55, 16, 42, 16): height 844 - 55 - 42 = 747.
  CHECK_SUCCESS(engine.setLayoutMargins(root, {8, 8, 8, 8}));
  CHECK_FRAME(engine.frame(margins), 16, 55, 358, 747);
  // Not respecting the minimum: the own 8 on the sides: 390 - 16 = 374 wide.
  CHECK_SUCCESS(engine.setViewRespectsSystemMinimumLayoutMargins(root, false));
  CHECK_FRAME(engine.frame(margins), 8, 55, 374, 747);
  // An ordinary view again: own margins and safe area only, as just now.
  CHECK_SUCCESS(engine.setSystemMinimumLayoutMargins(root, std::nullopt));
  CHECK_FRAME(engine.frame(margins), 8, 55, 374, 747);
}

TEST_CASE("system minimum margins are by reading direction") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  CHECK_SUCCESS(engine.setRootSize({320, 100}));
  LayoutItem margins = engine.layoutMarginsGuide(root);
  CHECK_SUCCESS(engine.setSystemMinimumLayoutMargins(root, LayoutDirectionalInsets{0, 16, 0, 24}));
  // Left to right: leading 16 on the left, trailing 24 on the right: x 16, width 320 - 40 = 280.
  CHECK_FRAME(engine.frame(margins), 16, 0, 280, 100);
  // Right to left: the trailing 24 is on the left.
  CHECK_SUCCESS(engine.setLayoutDirection(root, LayoutDirection::rightToLeft));
  CHECK_FRAME(engine.frame(margins), 24, 0, 280, 100);
}

TEST_CASE("a subview's safe area is the part of it its parent's unsafe band covers") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  CHECK_SUCCESS(engine.setRootSize({375, 812}));
  CHECK_SUCCESS(engine.setSafeAreaInsets(root, {44, 0, 34, 0}));
  LayoutItem header = addItem(engine, root, "header");
  LayoutItem middle = addItem(engine, root, "middle");
  LayoutItem raised = addItem(engine, root, "raised");
  LayoutItem footer = addItem(engine, root, "footer");
  REQUIRE(place(header, root, 0, 0, 375, 200));
  REQUIRE(place(middle, root, 0, 20, 375, 100));
  REQUIRE(place(raised, root, 10, -30, 100, 100));
  REQUIRE(place(footer, root, 0, 712, 375, 100));
  LayoutItem headerSafe = engine.safeAreaLayoutGuide(header);
  LayoutItem middleSafe = engine.safeAreaLayoutGuide(middle);
  LayoutItem raisedSafe = engine.safeAreaLayoutGuide(raised);
  LayoutItem footerSafe = engine.safeAreaLayoutGuide(footer);
  // Before the layout pass the guides know nothing of the hierarchy: each is its item's frame.
  CHECK_FRAME(engine.frame(headerSafe, LayoutCoordinates::root), 0, 0, 375, 200);
  CHECK_SUCCESS(engine.layoutIfNeeded());
  // header (0..200): the band 0..44 covers 44 of its top; its bottom 200 is above the bottom band
  // (812 - 34 = 778): (44, 0, 0, 0), the guide (0, 44, 375, 156).
  CHECK_FRAME(engine.frame(headerSafe, LayoutCoordinates::root), 0, 44, 375, 156);
  CHECK_INSETS(engine.safeAreaInsets(header), 44, 0, 0, 0);
  // middle (20..120): covered 44 - 20 = 24: the guide starts at 44 too, (0, 44, 375, 76).
  CHECK_FRAME(engine.frame(middleSafe, LayoutCoordinates::root), 0, 44, 375, 76);
  // raised (-30..70) reaches above the root: covered 44 + 30 = 74, capped at the root's 44: the
  // guide starts at -30 + 44 = 14, (10, 14, 100, 56).
  CHECK_FRAME(engine.frame(raisedSafe, LayoutCoordinates::root), 10, 14, 100, 56);
  // footer (712..812): the bottom band 778..812 covers 34: (0, 712, 375, 66).
  CHECK_FRAME(engine.frame(footerSafe, LayoutCoordinates::root), 0, 712, 375, 66);
  // An own (additional) inset adds to what is covered: header's top 44 + 10.
  CHECK_SUCCESS(engine.setSafeAreaInsets(header, {10, 0, 0, 0}));
  CHECK_FRAME(engine.frame(headerSafe, LayoutCoordinates::root), 0, 54, 375, 146);
  // A second pass changes nothing: the layout has settled.
  CHECK_SUCCESS(engine.layoutIfNeeded());
  CHECK_FRAME(engine.frame(headerSafe, LayoutCoordinates::root), 0, 54, 375, 146);
}

TEST_CASE("safe areas pass down the tree and into margins") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  CHECK_SUCCESS(engine.setRootSize({375, 812}));
  CHECK_SUCCESS(engine.setSafeAreaInsets(root, {44, 0, 34, 0}));
  LayoutItem panel = addItem(engine, root, "panel");
  LayoutItem inner = addItem(engine, panel, "inner");
  LayoutItem label = addItem(engine, inner, "label");
  REQUIRE(place(panel, root, 0, 0, 375, 300));
  REQUIRE(place(inner, panel, 20, 10, 200, 100));
  // label fills inner's margins guide.
  REQUIRE(fill(label, engine.layoutMarginsGuide(inner)));
  CHECK_SUCCESS(engine.layoutIfNeeded());
  // panel (0..300) is covered 44 at the top; inner (10..110 in the root) by panel's band, which
  // ends at 44: covered 34, at most panel's 44. inner's margins: 8 + (34, 0, 0, 0) = (42, 8, 8, 8):
  // label at (20 + 8, 10 + 42) = (28, 52), 200 - 16 = 184 wide, 100 - 50 = 50 high.
  CHECK_FRAME(engine.frame(label, LayoutCoordinates::root), 28, 52, 184, 50);
  CHECK_INSETS(engine.safeAreaInsets(inner), 34, 0, 0, 0);
  CHECK_INSETS(engine.layoutMargins(inner), 42, 8, 8, 8);
  // panel has no guide: its insets are read at the current frames all the same.
  CHECK_INSETS(engine.safeAreaInsets(panel), 44, 0, 0, 0);
}

TEST_CASE("margins preserve the superview's where the item is close to its edges") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  CHECK_SUCCESS(engine.setRootSize({320, 200}));
  CHECK_SUCCESS(engine.setLayoutMargins(root, {0, 20, 0, 20}));
  LayoutItem row = addItem(engine, root, "row");
  LayoutItem inset = addItem(engine, root, "inset");
  REQUIRE(place(row, root, 0, 0, 320, 50));
  REQUIRE(place(inset, root, 5, 60, 300, 50));
  LayoutItem rowMargins = engine.layoutMarginsGuide(row);
  LayoutItem insetMargins = engine.layoutMarginsGuide(inset);
  CHECK_SUCCESS(engine.setPreservesSuperviewLayoutMargins(row, true));
  CHECK_SUCCESS(engine.setPreservesSuperviewLayoutMargins(inset, true));
  CHECK_SUCCESS(engine.layoutIfNeeded());
  // row at the root's edges: left max(8, 20 - 0) = 20, right max(8, 320 - (320 - 20)) = 20, top
  // max(8, 0 - 0) = 8, bottom max(8, 50 - 200) = 8: the guide (20, 8, 280, 34).
  CHECK_FRAME(engine.frame(rowMargins, LayoutCoordinates::root), 20, 8, 280, 34);
  // inset 5 from the left, right edge at 305: left max(8, 20 - 5) = 15, right max(8, 305 - 300) =
  // 8: the guide from 20 to 297, (20, 68, 277, 34).
  CHECK_FRAME(engine.frame(insetMargins, LayoutCoordinates::root), 20, 68, 277, 34);
  // Not preserving: 8 all around at once.
  CHECK_SUCCESS(engine.setPreservesSuperviewLayoutMargins(row, false));
  CHECK_FRAME(engine.frame(rowMargins, LayoutCoordinates::root), 8, 8, 304, 34);
}

TEST_CASE("a stack arranged within its margins keeps out of the unsafe band") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  CHECK_SUCCESS(engine.setRootSize({375, 812}));
  CHECK_SUCCESS(engine.setSafeAreaInsets(root, {44, 0, 34, 0}));
  LayoutItem stack = engine.makeStack("stack");
  REQUIRE(engine.addSubitem(root, stack));
  LayoutItem a = engine.makeItem("a");
  REQUIRE(engine.addArrangedSubitem(stack, a));
  REQUIRE(engine.setStackAxis(stack, LayoutAxis::vertical));
  REQUIRE(engine.setLayoutMarginsRelativeArrangement(stack, true));
  REQUIRE(activateConstraints({stack.left == root.left, stack.right == root.right, stack.top == root.top,
                               stack.bottom == root.bottom}));
  CHECK_SUCCESS(engine.layoutIfNeeded());
  // The stack (0, 0, 375, 812) is covered (44, 0, 34, 0); its margins 8 + that: (52, 8, 42, 8).
  // a fills them (alignment fill, one item): (8, 52, 359, 718).
  CHECK_FRAME(engine.frame(a, LayoutCoordinates::root), 8, 52, 359, 718);
}

TEST_CASE("the readable content guide is centred in the margins, at most the readable width") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  CHECK_SUCCESS(engine.setRootSize({1024, 768}));
  CHECK_SUCCESS(engine.setSafeAreaInsets(root, {20, 0, 0, 0}));
  CHECK_SUCCESS(engine.setSystemMinimumLayoutMargins(root, LayoutDirectionalInsets{0, 20, 0, 20}));
  LayoutItem readable = engine.readableContentGuide(root);
  REQUIRE(readable.isValid());
  CHECK_EQUAL(engine.name(readable), std::string("root.readableContentGuide"));
  CHECK(engine.readableContentGuide(root) == readable);
  CHECK_EQUAL(engine.readableContentWidth(), 672.0);
  // Before the pass: the margins, (20, 20) to (1004, 768).
  CHECK_FRAME(engine.frame(readable), 20, 20, 984, 748);
  CHECK_SUCCESS(engine.layoutIfNeeded());
  // Margins 984 wide, 312 more than 672: 156 more on each side: x 20 + 156 = 176, width 672 (the
  // readable guide of an iPad in landscape: 176 from each edge).
  CHECK_FRAME(engine.frame(readable), 176, 20, 672, 748);
  // A readable width of 500: (984 - 500) / 2 = 242 more: x 262.
  CHECK_SUCCESS(engine.setReadableContentWidth(500));
  CHECK_FRAME(engine.frame(readable), 176, 20, 672, 748);  // until the next pass
  CHECK_SUCCESS(engine.layoutIfNeeded());
  CHECK_FRAME(engine.frame(readable), 262, 20, 500, 748);
  // Narrower than the readable width: the margins themselves. 320 - 40 = 280 < 500.
  CHECK_SUCCESS(engine.setRootSize({320, 568}));
  CHECK_SUCCESS(engine.layoutIfNeeded());
  CHECK_FRAME(engine.frame(readable), 20, 20, 280, 548);
  EXPECT_FAILURE(engine, LayoutErrorKind::invalidValue, engine.setReadableContentWidth(-1));
  EXPECT_FAILURE(engine, LayoutErrorKind::nonFiniteValue,
                 engine.setReadableContentWidth(std::numeric_limits<double>::infinity()));
}

TEST_CASE("insets that keep moving their own item do not settle, and change nothing") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  CHECK_SUCCESS(engine.setRootSize({375, 812}));
  CHECK_SUCCESS(engine.setSafeAreaInsets(root, {44, 0, 0, 0}));
  LayoutItem box = addItem(engine, root, "box");
  LayoutItem safe = engine.safeAreaLayoutGuide(box);
  // box's own safe area's top is held 40 below the root's top: box.top = 40 - covered, and
  // covered = clamp(44 - box.top, 0, 44). Each pass moves box up by 4: 40, 36, …, 0 after the
  // tenth, still moving (it would settle at -4 with covered 44 in the twelfth).
  REQUIRE(activateConstraints(
      {safe.top == root.top + 40, box.left == root.left, box.width == 100, box.height == 100}));
  CHECK_FRAME(engine.frame(box), 0, 40, 100, 100);
  LayoutResult result = EXPECT_FAILURE(engine, LayoutErrorKind::layoutDidNotSettle, engine.layoutIfNeeded());
  CHECK_CONTAINS(result.message, "the guides of box");
  CHECK_FRAME(engine.frame(box), 0, 40, 100, 100);
}

TEST_CASE("insets that settle at once") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  CHECK_SUCCESS(engine.setRootSize({375, 812}));
  CHECK_SUCCESS(engine.setSafeAreaInsets(root, {44, 0, 0, 0}));
  LayoutItem box = addItem(engine, root, "box");
  LayoutItem safe = engine.safeAreaLayoutGuide(box);
  // As above, 46 below: box.top 46, covered clamp(44 - 46, 0, 44) = 0: nothing moves.
  LayoutConstraint gap = safe.top == root.top + 46;
  REQUIRE(activateConstraints({gap, box.left == root.left, box.width == 100, box.height == 100}));
  CHECK_SUCCESS(engine.layoutIfNeeded());
  CHECK_FRAME(engine.frame(box), 0, 46, 100, 100);
  // 30 below: the first pass finds box.top 30, covered 14, box.top 30 - 14 = 16; the second
  // covered 28, box.top 2; the third covered 42, box.top -12; the fourth covered 44 (capped),
  // box.top -14; the fifth finds 44 again: settled, box at -14 and its safe area at 30.
  CHECK_SUCCESS(engine.setConstant(gap, 30));
  CHECK_FRAME(engine.frame(box), 0, 30, 100, 100);
  CHECK_SUCCESS(engine.layoutIfNeeded());
  CHECK_FRAME(engine.frame(box), 0, -14, 100, 100);
  CHECK_FRAME(engine.frame(safe, LayoutCoordinates::root), 0, 30, 100, 56);
}

TEST_CASE("a guide its item's own constraints hold at zero refuses the pass, changing nothing") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  CHECK_SUCCESS(engine.setRootSize({375, 812}));
  CHECK_SUCCESS(engine.setSafeAreaInsets(root, {44, 0, 0, 0}));
  LayoutItem box = addItem(engine, root, "box");
  LayoutItem safe = engine.safeAreaLayoutGuide(box);
  // box at the root's top with its safe area's top required at its own top: covered 44 cannot hold.
  REQUIRE(place(box, root, 0, 0, 100, 100));
  REQUIRE(activateConstraints({safe.top == box.top}));
  LayoutResult result =
      EXPECT_FAILURE(engine, LayoutErrorKind::unsatisfiableConstraint, engine.layoutIfNeeded());
  CHECK_CONTAINS(result.message, "box.safeAreaLayoutGuide");
  CHECK_FRAME(engine.frame(safe), 0, 0, 100, 100);
}

TEST_CASE("hierarchy properties refuse bad input and removed items") {
  LayoutEngine engine;
  LayoutItem box = addItem(engine, engine.root(), "box");
  constexpr double nan = std::numeric_limits<double>::quiet_NaN();
  EXPECT_FAILURE(engine, LayoutErrorKind::nonFiniteValue,
                 engine.setSystemMinimumLayoutMargins(box, LayoutDirectionalInsets{0, nan, 0, 16}));
  EXPECT_FAILURE(engine, LayoutErrorKind::valueOutOfRange,
                 engine.setSystemMinimumLayoutMargins(box, LayoutDirectionalInsets{0, 1e300, 0, 16}));
  CHECK_SUCCESS(engine.removeItem(box));
  EXPECT_FAILURE(engine, LayoutErrorKind::removedItem, engine.setPreservesSuperviewLayoutMargins(box, true));
  EXPECT_FAILURE(engine, LayoutErrorKind::removedItem, engine.setInsetsLayoutMarginsFromSafeArea(box, false));
  EXPECT_FAILURE(engine, LayoutErrorKind::removedItem,
                 engine.setViewRespectsSystemMinimumLayoutMargins(box, false));
  CHECK_INSETS(engine.layoutMargins(box), 0, 0, 0, 0);
  CHECK(!engine.readableContentGuide(box).isValid());
}

TEST_CASE("a removed guide owner is forgotten by the pass") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  CHECK_SUCCESS(engine.setRootSize({200, 200}));
  CHECK_SUCCESS(engine.setSafeAreaInsets(root, {20, 0, 0, 0}));
  LayoutItem box = addItem(engine, root, "box");
  REQUIRE(place(box, root, 0, 0, 100, 100));
  LayoutItem safe = engine.safeAreaLayoutGuide(box);
  CHECK_SUCCESS(engine.removeItem(box));
  CHECK_SUCCESS(engine.layoutIfNeeded());
  // The slot's next item is not taken for the old owner.
  LayoutItem other = addItem(engine, root, "other");
  REQUIRE(place(other, root, 0, 0, 50, 50));
  CHECK_SUCCESS(engine.layoutIfNeeded());
  CHECK(!engine.contains(safe));
  CHECK(engine.checkInvariants().empty());
}
