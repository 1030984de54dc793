// MarginsTests.cpp — the layout margins guide (default 8 on each side) and the safe-area guide
// (default 0): made on first request, held to the item's edges, changed in place; an empty handle
// for a layout guide or a removed item.
#define CLAYOUT_TEST_MAIN
#include <string>

#include "TestSupport.h"

using namespace clayout;
using testing::addItem;

TEST_CASE("the margins guide is inset by 8 by default and is the same guide each time") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({320, 480}));
  LayoutItem root = engine.root();
  LayoutItem guide = engine.layoutMarginsGuide(root);
  REQUIRE(guide.isValid());
  CHECK(engine.isLayoutGuide(guide));
  CHECK(engine.parent(guide) == root);
  CHECK_EQUAL(engine.name(guide), std::string("root.layoutMarginsGuide"));
  CHECK(engine.layoutMarginsGuide(root) == guide);
  // (8, 8) to (312, 472): 304 × 464.
  CHECK_FRAME(engine.frame(guide), 8, 8, 304, 464);
}

TEST_CASE("content pinned to the margins guide; new margins apply in place") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({320, 480}));
  LayoutItem root = engine.root();
  LayoutItem card = addItem(engine, root, "card");
  LayoutItem text = addItem(engine, card, "text");
  LayoutItem margins = engine.layoutMarginsGuide(card);
  REQUIRE(activateConstraints({
      card.left == root.left + 10,
      card.top == root.top + 100,
      card.width == 200,
      card.height == 50,
      text.leading == margins.leading,
      text.trailing == margins.trailing,
      text.top == margins.top,
      text.bottom == margins.bottom,
  }));
  // The card's margins guide: (18, 108) to (202, 142); text fills it. In the card: (8, 8).
  CHECK_FRAME(engine.frame(text, LayoutCoordinates::root), 18, 108, 184, 34);
  CHECK_FRAME(engine.frame(text), 8, 8, 184, 34);
  std::vector<LayoutConstraint> before = engine.constraintsAffecting(margins, LayoutAxis::horizontal);
  REQUIRE(engine.setLayoutMargins(card, {4, 16, 6, 2}));
  // top 4, left 16, bottom 6, right 2: text from (26, 104) to (208, 144).
  CHECK_FRAME(engine.frame(text, LayoutCoordinates::root), 26, 104, 182, 40);
  std::vector<LayoutConstraint> after = engine.constraintsAffecting(margins, LayoutAxis::horizontal);
  REQUIRE(after.size() == before.size());
  for (std::size_t i = 0; i < after.size(); ++i) CHECK(after[i].isSameConstraint(before[i]));
  // The guide's own constraints are described with the guide's name.
  CHECK(testing::containsText(after[0].description(), "card.layoutMarginsGuide.left == card.left + 16"));
}

TEST_CASE("the safe-area guide is the item's frame until insets are set") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({390, 844}));
  LayoutItem root = engine.root();
  LayoutItem safe = engine.safeAreaLayoutGuide(root);
  REQUIRE(safe.isValid());
  CHECK_EQUAL(engine.name(safe), std::string("root.safeAreaLayoutGuide"));
  CHECK_FRAME(engine.frame(safe), 0, 0, 390, 844);
  LayoutItem bar = addItem(engine, root, "bar");
  REQUIRE(activateConstraints(
      {bar.top == safe.top, bar.left == safe.left, bar.right == safe.right, bar.height == 44}));
  // A status bar of 47 and a home indicator of 34: the guide is (0, 47, 390, 763).
  REQUIRE(engine.setSafeAreaInsets(root, {47, 0, 34, 0}));
  CHECK_FRAME(engine.frame(safe), 0, 47, 390, 763);
  CHECK_FRAME(engine.frame(bar), 0, 47, 390, 44);
  // Landscape: insets on the sides.
  REQUIRE(engine.setRootSize({844, 390}));
  REQUIRE(engine.setSafeAreaInsets(root, {0, 47, 21, 47}));
  CHECK_FRAME(engine.frame(bar), 47, 0, 750, 44);
}

TEST_CASE("engine-owned guides cannot be moved; a removed one is made again on request") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({100, 100}));
  LayoutItem root = engine.root();
  LayoutItem box = addItem(engine, root, "box");
  LayoutItem guide = engine.layoutMarginsGuide(box);
  CHECK(engine.addSubitem(root, guide).kind == LayoutErrorKind::invalidHierarchy);
  CHECK(engine.removeFromParent(guide).kind == LayoutErrorKind::invalidHierarchy);
  CHECK(!engine.layoutMarginsGuide(guide).isValid());  // a guide has no margins guide
  REQUIRE(engine.removeItem(guide));
  LayoutItem again = engine.layoutMarginsGuide(box);
  CHECK(again.isValid());
  CHECK(!(again == guide));
  REQUIRE(
      activateConstraints({box.left == root.left, box.top == root.top, box.width == 50, box.height == 40}));
  CHECK_FRAME(engine.frame(again, LayoutCoordinates::root), 8, 8, 34, 24);
}

// A layout guide has no layout margins (UIKit's UILayoutGuide has no `layoutMarginsGuide`), and a
// removed item has none any more: the engine answers an empty handle (LayoutEngine.h), and a
// constraint made with that handle's anchors is refused naming what is wrong: an empty handle
// (not an engine destroyed, which it is not, nor a constraint without items), with the attribute
// written (`width`, not the `left` an anchor of no item used to carry).
TEST_CASE("the margins guide of a guide is an empty handle, and using it says so") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  LayoutItem guide = engine.makeLayoutGuide("guide");
  CHECK_SUCCESS(engine.addSubitem(root, guide));
  LayoutItem marginsOfGuide = engine.layoutMarginsGuide(guide);
  CHECK(!marginsOfGuide.isValid());
  CHECK(!engine.safeAreaLayoutGuide(guide).isValid());
  LayoutResult result = activateConstraints({marginsOfGuide.width == 10});
  CHECK(!result);
  CHECK(result.kind == LayoutErrorKind::removedItem);
  CHECK_CONTAINS(result.message, "empty");
  CHECK_CONTAINS(result.message, "width");
}

// The same through the engine's own activation, whose other side is a live item of it: refused
// as an empty handle, not as items of a destroyed engine, and nothing changes.
TEST_CASE("the margins guide of a removed item is an empty handle, and using it says so") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  LayoutItem item = addItem(engine, root, "item");
  CHECK_SUCCESS(engine.removeItem(item));
  LayoutItem marginsOfRemoved = engine.layoutMarginsGuide(item);
  CHECK(!marginsOfRemoved.isValid());
  LayoutResult result = activateConstraints({marginsOfRemoved.leading == root.leading});
  CHECK(!result);
  CHECK(result.kind == LayoutErrorKind::removedItem);
  CHECK_CONTAINS(result.message, "empty");
  CHECK(result.message.find("destroyed") == std::string::npos);
  CHECK(engine.checkInvariants().empty());
}
