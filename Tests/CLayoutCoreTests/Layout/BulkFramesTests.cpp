// BulkFramesTests.cpp — every frame at once in tree order (`frames`, `itemsInTreeOrder`) and the
// frames that changed since the last read (`changedFrames`).
#define CLAYOUT_TEST_MAIN
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "TestSupport.h"

using namespace clayout;
using testing::addItem;

/// `REQUIRE(condition)` with `context` in the failure's message.
#define REQUIRE_WITH(condition, context)                                                                  \
  do {                                                                                                    \
    if (!(condition)) {                                                                                   \
      ::clayout::testing::reportFailure(__FILE__, __LINE__, std::string(#condition) + " — " + (context)); \
      throw ::clayout::testing::RequireFailed{};                                                          \
    }                                                                                                     \
  } while (false)

namespace {

/// A screen of nine items in a 400 × 300 root, with a right-to-left header, a margins guide, a
/// layout guide and an intrinsic size:
///
///   root                     (0, 0, 400, 300)
///     header  (RTL)          (0, 0, 400, 50)
///       title                leading at the header's margins (392 from the left): (292, 10, 100, 20)
///       header.layoutMarginsGuide   inset by 8: (8, 8, 384, 34)
///     body                   20 from the sides, below the header, 30 above the bottom: (20, 50, 360, 220)
///       spacer (guide)       half the body's width, 10 high: (20, 50, 180, 10)
///       icon                 after the spacer, 5 below it, intrinsic 40 × 40: (200, 65, 40, 40)
///     footer                 the bottom 30: (0, 270, 400, 30)
///       badge                5 in, half the icon's width, 20 high: (5, 275, 20, 20)
struct Screen {
  LayoutEngine engine;
  LayoutItem root, header, title, headerMargins, body, spacer, icon, footer, badge;

  Screen() {
    CHECK_SUCCESS(engine.setRootSize({400, 300}));
    root = engine.root();
    header = addItem(engine, root, "header");
    CHECK_SUCCESS(engine.setLayoutDirection(header, LayoutDirection::rightToLeft));
    title = addItem(engine, header, "title");
    headerMargins = engine.layoutMarginsGuide(header);
    body = addItem(engine, root, "body");
    spacer = engine.makeLayoutGuide("spacer");
    CHECK_SUCCESS(engine.addSubitem(body, spacer));
    icon = addItem(engine, body, "icon");
    CHECK_SUCCESS(engine.setIntrinsicContentSize(icon, 40, 40));
    footer = addItem(engine, root, "footer");
    badge = addItem(engine, footer, "badge");
    // Made but never added: outside the root's tree.
    (void)engine.makeItem("loose");
    CHECK_SUCCESS(activateConstraints({
        header.left == root.left,
        header.top == root.top,
        header.width == root.width,
        header.height == 50,
        title.leading == headerMargins.leading,
        title.top == header.top + 10,
        title.width == 100,
        title.height == 20,
        body.left == root.left + 20,
        body.right == root.right - 20,
        body.top == header.bottom,
        body.bottom == root.bottom - 30,
        spacer.left == body.left,
        spacer.top == body.top,
        spacer.width == body.width * 0.5,
        spacer.height == 10,
        icon.left == spacer.right,
        icon.top == spacer.bottom + 5,
        footer.left == root.left,
        footer.bottom == root.bottom,
        footer.width == root.width,
        footer.height == 30,
        badge.left == footer.left + 5,
        badge.top == footer.top + 5,
        badge.width == icon.width * 0.5,
        badge.height == 20,
    }));
  }

  std::vector<LayoutItem> treeOrder() const {
    return {root, header, title, headerMargins, body, spacer, icon, footer, badge};
  }
};

bool sameBits(double a, double b) {
  return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
}

bool sameBits(const LayoutRect& a, const LayoutRect& b) {
  return sameBits(a.x, b.x) && sameBits(a.y, b.y) && sameBits(a.width, b.width) &&
         sameBits(a.height, b.height);
}

/// Whether `changes` names exactly `items`, in that order.
bool namesExactly(const std::vector<LayoutFrameChange>& changes, const std::vector<LayoutItem>& items) {
  if (changes.size() != items.size()) return false;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (!(changes[i].item == items[i])) return false;
  }
  return true;
}

std::string namesOf(const LayoutEngine& engine, const std::vector<LayoutFrameChange>& changes) {
  std::string names;
  for (const LayoutFrameChange& change : changes) names += engine.name(change.item) + " ";
  return names;
}

}  // namespace

TEST_CASE("the tree order is the root first, then depth first with subitems in order, guides included") {
  Screen s;
  std::vector<LayoutItem> items = s.engine.itemsInTreeOrder();
  std::vector<LayoutItem> expected = s.treeOrder();
  REQUIRE(items.size() == expected.size());
  for (std::size_t i = 0; i < items.size(); ++i) CHECK_WITH(items[i] == expected[i], s.engine.name(items[i]));
}

TEST_CASE("bulk frames are the hand-derived frames, in parent and in root coordinates") {
  Screen s;
  std::vector<LayoutRect> frames(9);
  REQUIRE(s.engine.frames(frames, LayoutCoordinates::root) == 9);
  CHECK_FRAME(frames[0], 0, 0, 400, 300);
  CHECK_FRAME(frames[1], 0, 0, 400, 50);
  CHECK_FRAME(frames[2], 292, 10, 100, 20);
  CHECK_FRAME(frames[3], 8, 8, 384, 34);
  CHECK_FRAME(frames[4], 20, 50, 360, 220);
  CHECK_FRAME(frames[5], 20, 50, 180, 10);
  CHECK_FRAME(frames[6], 200, 65, 40, 40);
  CHECK_FRAME(frames[7], 0, 270, 400, 30);
  CHECK_FRAME(frames[8], 5, 275, 20, 20);
  REQUIRE(s.engine.frames(frames) == 9);
  CHECK_FRAME(frames[0], 0, 0, 400, 300);
  CHECK_FRAME(frames[1], 0, 0, 400, 50);
  CHECK_FRAME(frames[2], 292, 10, 100, 20);
  CHECK_FRAME(frames[3], 8, 8, 384, 34);
  CHECK_FRAME(frames[4], 20, 50, 360, 220);
  CHECK_FRAME(frames[5], 0, 0, 180, 10);
  CHECK_FRAME(frames[6], 180, 15, 40, 40);
  CHECK_FRAME(frames[7], 0, 270, 400, 30);
  CHECK_FRAME(frames[8], 5, 5, 20, 20);
}

TEST_CASE("bulk frames equal frame() bit for bit, in both coordinates, snapped or not") {
  Screen s;
  // A width of 333.3 puts the spacer's width at 146.65 and the icon at 166.65: fractions of a
  // pixel that snapping at 3 pixels per point rounds.
  CHECK_SUCCESS(s.engine.setRootSize({333.3, 300}));
  std::vector<LayoutItem> items = s.engine.itemsInTreeOrder();
  for (LayoutCoordinates coordinates : {LayoutCoordinates::parent, LayoutCoordinates::root}) {
    for (double scale : {0.0, 2.0, 3.0}) {
      std::vector<LayoutRect> frames(items.size());
      REQUIRE(s.engine.frames(frames, coordinates, scale) == items.size());
      for (std::size_t i = 0; i < items.size(); ++i) {
        CHECK_WITH(sameBits(frames[i], s.engine.frame(items[i], coordinates, scale)),
                   s.engine.name(items[i]));
      }
    }
  }
  // The snapping is not a no-op here: the icon's root x, 166.65, is 166.6666… at 3 per point.
  std::vector<LayoutRect> snapped(items.size());
  REQUIRE(s.engine.frames(snapped, LayoutCoordinates::root, 3) == items.size());
  CHECK_NEAR(snapped[6].x, 500.0 / 3, 1e-12);
}

TEST_CASE("bulk frames of a tree made breadth first and read depth first are each item's own") {
  // 341 items, item i under item (i - 1) / 4 (the root's first), made in that order: the bulk
  // read visits them in the order they were made, which the depth-first tree order is not, and
  // must still put each frame at the item's place. Item i is pinned at (i, 2i) in the root, i + 1
  // wide and 2 high; in parent coordinates its origin is less its parent's.
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({1000, 1000}));
  const LayoutItem root = engine.root();
  std::vector<LayoutItem> items;
  std::vector<int> parentOf;
  auto pin = [&](const LayoutItem& item, int i) {
    CHECK_SUCCESS(activateConstraints(
        {item.left == root.left + i, item.top == root.top + 2 * i, item.width == i + 1, item.height == 2}));
  };
  for (int i = 0; i < 341; ++i) {
    const int parent = i == 0 ? -1 : (i - 1) / 4;
    items.push_back(addItem(engine, parent < 0 ? root : items[static_cast<std::size_t>(parent)],
                            ("v" + std::to_string(i)).c_str()));
    parentOf.push_back(parent);
    pin(items.back(), i);
  }
  // Each item's number, from its name, and its expected frame.
  auto check = [&](const std::string& when) {
    std::vector<LayoutItem> order = engine.itemsInTreeOrder();
    for (LayoutCoordinates coordinates : {LayoutCoordinates::root, LayoutCoordinates::parent}) {
      std::vector<LayoutRect> frames(order.size());
      REQUIRE_WITH(engine.frames(frames, coordinates) == order.size(), when);
      for (std::size_t position = 1; position < order.size(); ++position) {  // 0: the root
        const std::string name = engine.name(order[position]);
        const int i = std::stoi(name.substr(1));
        const int parent = parentOf[static_cast<std::size_t>(i)];
        double x = i, y = 2.0 * i;
        if (coordinates == LayoutCoordinates::parent && parent >= 0) {
          x -= parent;
          y -= 2.0 * parent;
        }
        CHECK_WITH(sameBits(frames[position], LayoutRect{x, y, i + 1.0, 2}), when + ": " + name);
        CHECK_WITH(sameBits(frames[position], engine.frame(order[position], coordinates)),
                   when + ": " + name);
      }
    }
    return order.size();
  };
  CHECK_EQUAL(check("as made"), std::size_t{342});
  // Item 1's subtree (1, 5–8, 21–36, 85–148) leaves; new items take the freed slots in another
  // order, under item 2, and the read follows the new tree.
  CHECK_SUCCESS(engine.removeItem(items[1]));
  const std::size_t left = check("after a removal");
  CHECK_EQUAL(left, std::size_t{342 - 85});
  for (int i = 341; i < 361; ++i) {
    items.push_back(addItem(engine, items[2], ("v" + std::to_string(i)).c_str()));
    parentOf.push_back(2);
    pin(items.back(), i);
  }
  CHECK_EQUAL(check("after new items in freed slots"), left + 20);
}

TEST_CASE("a buffer too small is left untouched and told the count; bad coordinates write nothing") {
  Screen s;
  const LayoutRect sentinel{-1, -2, -3, -4};
  std::vector<LayoutRect> small(8, sentinel);
  CHECK_EQUAL(s.engine.frames(small), std::size_t{9});
  for (const LayoutRect& rect : small) CHECK(sameBits(rect, sentinel));
  CHECK_EQUAL(s.engine.frames({}), std::size_t{9});
  std::vector<LayoutRect> larger(10, sentinel);
  CHECK_EQUAL(s.engine.frames(larger), std::size_t{9});
  CHECK_FRAME(larger[8], 5, 5, 20, 20);
  CHECK(sameBits(larger[9], sentinel));
  std::vector<LayoutRect> exact(9, sentinel);
  CHECK_EQUAL(s.engine.frames(exact, static_cast<LayoutCoordinates>(7)), std::size_t{0});
  for (const LayoutRect& rect : exact) CHECK(sameBits(rect, sentinel));
}

TEST_CASE("the tree order follows adding, moving and removing items") {
  Screen s;
  // The badge moves to the header: after the guide, the header's last subitem.
  CHECK_SUCCESS(s.engine.addSubitem(s.header, s.badge));
  std::vector<LayoutItem> items = s.engine.itemsInTreeOrder();
  std::vector<LayoutItem> expected{s.root, s.header, s.title, s.headerMargins, s.badge,
                                   s.body, s.spacer, s.icon,  s.footer};
  REQUIRE(items.size() == expected.size());
  for (std::size_t i = 0; i < items.size(); ++i) CHECK_WITH(items[i] == expected[i], s.engine.name(items[i]));
  CHECK_SUCCESS(s.engine.removeItem(s.body));
  items = s.engine.itemsInTreeOrder();
  expected = {s.root, s.header, s.title, s.headerMargins, s.badge, s.footer};
  REQUIRE(items.size() == expected.size());
  for (std::size_t i = 0; i < items.size(); ++i) CHECK_WITH(items[i] == expected[i], s.engine.name(items[i]));
  std::vector<LayoutRect> frames(6);
  CHECK_EQUAL(s.engine.frames(frames, LayoutCoordinates::root), std::size_t{6});
  CHECK_FRAME(frames[5], 0, 270, 400, 30);
}

TEST_CASE("the first read reports every item; a read after nothing changed reports none") {
  Screen s;
  std::vector<LayoutFrameChange> first = s.engine.changedFrames();
  CHECK_WITH(namesExactly(first, s.treeOrder()), namesOf(s.engine, first));
  REQUIRE(first.size() == 9);
  CHECK_FRAME(first[6].frame, 180, 15, 40, 40);
  CHECK(s.engine.changedFrames().empty());
  // A resize to the same size and reading single frames change nothing.
  CHECK_SUCCESS(s.engine.setRootSize({400, 300}));
  (void)s.engine.frame(s.icon);
  std::vector<LayoutRect> frames(9);
  (void)s.engine.frames(frames);
  CHECK(s.engine.changedFrames().empty());
}

TEST_CASE("a taller root moves the root, the body and the footer, not the badge in its footer") {
  Screen s;
  (void)s.engine.changedFrames();
  CHECK_SUCCESS(s.engine.setRootSize({400, 400}));
  // The header and what hangs from the top keep their frames; the body's bottom and the footer
  // follow the root's bottom; the badge keeps its place in the footer.
  std::vector<LayoutFrameChange> changes = s.engine.changedFrames();
  REQUIRE_WITH(namesExactly(changes, {s.root, s.body, s.footer}), namesOf(s.engine, changes));
  CHECK_FRAME(changes[0].frame, 0, 0, 400, 400);
  CHECK_FRAME(changes[1].frame, 20, 50, 360, 320);
  CHECK_FRAME(changes[2].frame, 0, 370, 400, 30);
  CHECK(s.engine.changedFrames().empty());
}

TEST_CASE("in root coordinates the badge moves with its footer") {
  Screen s;
  (void)s.engine.changedFrames(LayoutCoordinates::root);
  CHECK_SUCCESS(s.engine.setRootSize({400, 400}));
  std::vector<LayoutFrameChange> changes = s.engine.changedFrames(LayoutCoordinates::root);
  REQUIRE_WITH(namesExactly(changes, {s.root, s.body, s.footer, s.badge}), namesOf(s.engine, changes));
  CHECK_FRAME(changes[3].frame, 5, 375, 20, 20);
  // Another coordinates or scale than the previous read's: every item again.
  CHECK(s.engine.changedFrames(LayoutCoordinates::parent).size() == 9);
  CHECK(s.engine.changedFrames(LayoutCoordinates::parent, 2).size() == 9);
  CHECK(s.engine.changedFrames(LayoutCoordinates::parent, 2).empty());
  CHECK(s.engine.changedFrames(static_cast<LayoutCoordinates>(9)).empty());
  CHECK(s.engine.changedFrames(LayoutCoordinates::parent, 2).empty());
}

TEST_CASE("a wider root: what hangs from the right moves, the right-to-left title too") {
  Screen s;
  (void)s.engine.changedFrames();
  CHECK_SUCCESS(s.engine.setRootSize({500, 300}));
  // Width 500: the header, its guide and the footer widen; the title's leading (the header's
  // right margin) moves to 492; the body widens to 460, the spacer to 230, the icon (after the
  // spacer) moves to 230 in the body. The badge keeps (5, 5, 20, 20).
  std::vector<LayoutFrameChange> changes = s.engine.changedFrames();
  REQUIRE_WITH(
      namesExactly(changes, {s.root, s.header, s.title, s.headerMargins, s.body, s.spacer, s.icon, s.footer}),
      namesOf(s.engine, changes));
  CHECK_FRAME(changes[2].frame, 392, 10, 100, 20);
  CHECK_FRAME(changes[3].frame, 8, 8, 484, 34);
  CHECK_FRAME(changes[6].frame, 230, 15, 40, 40);
}

TEST_CASE("a leaf's new intrinsic size moves the leaf and what depends on it only") {
  Screen s;
  (void)s.engine.changedFrames();
  CHECK_SUCCESS(s.engine.setIntrinsicContentSize(s.icon, 60, 40));
  // The icon widens to 60; the badge is half of it, 30.
  std::vector<LayoutFrameChange> changes = s.engine.changedFrames();
  REQUIRE_WITH(namesExactly(changes, {s.icon, s.badge}), namesOf(s.engine, changes));
  CHECK_FRAME(changes[0].frame, 180, 15, 60, 40);
  CHECK_FRAME(changes[1].frame, 5, 5, 30, 20);
}

TEST_CASE("an added item is reported, a removed one is not, a detached one is when it comes back") {
  Screen s;
  (void)s.engine.changedFrames();
  LayoutItem extra = addItem(s.engine, s.body, "extra");
  CHECK_SUCCESS(activateConstraints(
      {extra.left == s.body.left, extra.top == s.body.top + 100, extra.width == 10, extra.height == 10}));
  std::vector<LayoutFrameChange> changes = s.engine.changedFrames();
  REQUIRE_WITH(namesExactly(changes, {extra}), namesOf(s.engine, changes));
  CHECK_FRAME(changes[0].frame, 0, 100, 10, 10);
  // Detached: not reported (its constraints to the body went with it).
  CHECK_SUCCESS(s.engine.removeFromParent(extra));
  CHECK(s.engine.changedFrames().empty());
  // Back, with the same constraints and so the same frame: reported, it was away at the last read.
  CHECK_SUCCESS(s.engine.addSubitem(s.body, extra));
  CHECK_SUCCESS(activateConstraints(
      {extra.left == s.body.left, extra.top == s.body.top + 100, extra.width == 10, extra.height == 10}));
  changes = s.engine.changedFrames();
  REQUIRE_WITH(namesExactly(changes, {extra}), namesOf(s.engine, changes));
  CHECK_FRAME(changes[0].frame, 0, 100, 10, 10);
  // Removed: not reported, and nothing else moved.
  CHECK_SUCCESS(s.engine.removeItem(extra));
  CHECK(s.engine.changedFrames().empty());
  // A new item in the freed slot, at the same frame: reported (a new item, not the old one).
  LayoutItem again = addItem(s.engine, s.body, "again");
  CHECK(again.identifier().index == extra.identifier().index);
  CHECK_SUCCESS(activateConstraints(
      {again.left == s.body.left, again.top == s.body.top + 100, again.width == 10, again.height == 10}));
  changes = s.engine.changedFrames();
  REQUIRE_WITH(namesExactly(changes, {again}), namesOf(s.engine, changes));
}

TEST_CASE("two engines keep their own reads") {
  Screen a;
  Screen b;
  CHECK(a.engine.changedFrames().size() == 9);
  CHECK(a.engine.changedFrames().empty());
  CHECK(b.engine.changedFrames().size() == 9);
}

// Reads after values alone moved compare only the items of the variables the solver reports
// (BulkFrames.cpp "Only what moved"); these cases are the ones where that set is not enough by
// itself or cannot be trusted.

TEST_CASE("in parent coordinates, a subitem pinned to the root is reported when only its parent moved") {
  Screen s;
  LayoutItem pinned = addItem(s.engine, s.footer, "pinned");
  CHECK_SUCCESS(activateConstraints({pinned.left == s.root.left + 50, pinned.top == s.root.top + 100,
                                     pinned.width == 10, pinned.height == 10}));
  (void)s.engine.changedFrames();
  CHECK_SUCCESS(s.engine.setRootSize({400, 400}));
  // The footer moves down by 100 (top 270 → 370); `pinned` stays at (50, 100) in the root, so its
  // frame in the footer goes from (50, -170) to (50, -270), though none of its values moved. The
  // badge moves with the footer: the same frame in it.
  std::vector<LayoutFrameChange> changes = s.engine.changedFrames();
  REQUIRE_WITH(namesExactly(changes, {s.root, s.body, s.footer, pinned}), namesOf(s.engine, changes));
  CHECK_FRAME(changes[3].frame, 50, -270, 10, 10);
  // In root coordinates it did not move.
  CHECK_SUCCESS(s.engine.setRootSize({400, 300}));
  (void)s.engine.changedFrames(LayoutCoordinates::root);
  CHECK_SUCCESS(s.engine.setRootSize({400, 400}));
  changes = s.engine.changedFrames(LayoutCoordinates::root);
  REQUIRE_WITH(namesExactly(changes, {s.root, s.body, s.footer, s.badge}), namesOf(s.engine, changes));
}

TEST_CASE("after a hidden flag changed, moved items keep their drawn state in the next reads") {
  Screen s;
  (void)s.engine.changedFrames();
  CHECK_SUCCESS(s.engine.setHidden(s.footer, true));
  // The footer and the badge under it are no longer drawn; nothing moved.
  std::vector<LayoutFrameChange> changes = s.engine.changedFrames();
  REQUIRE_WITH(namesExactly(changes, {s.footer, s.badge}), namesOf(s.engine, changes));
  CHECK(changes[0].isHidden);
  CHECK(changes[1].isHidden);
  // Then a value alone: the icon widens to 60, the badge (half of it) to 30, still not drawn.
  CHECK_SUCCESS(s.engine.setIntrinsicContentSize(s.icon, 60, 40));
  changes = s.engine.changedFrames();
  REQUIRE_WITH(namesExactly(changes, {s.icon, s.badge}), namesOf(s.engine, changes));
  CHECK(!changes[0].isHidden);
  CHECK(changes[1].isHidden);
  CHECK_FRAME(changes[1].frame, 5, 5, 30, 20);
}

TEST_CASE("a refused call between two reads leaves the next read exact") {
  Screen s;
  (void)s.engine.changedFrames();
  // Required and against the root's height of 300 (the body would be 1000 tall): refused, and the
  // solver's rollback leaves values it cannot account for, so the next read compares them all.
  LayoutConstraint tall = s.body.height == 1000;
  CHECK(!s.engine.activate(std::span<const LayoutConstraint>(&tall, 1)));
  CHECK(s.engine.changedFrames().empty());
  CHECK_SUCCESS(s.engine.setIntrinsicContentSize(s.icon, 60, 40));
  CHECK(!s.engine.activate(std::span<const LayoutConstraint>(&tall, 1)));
  std::vector<LayoutFrameChange> changes = s.engine.changedFrames();
  REQUIRE_WITH(namesExactly(changes, {s.icon, s.badge}), namesOf(s.engine, changes));
  CHECK_FRAME(changes[0].frame, 180, 15, 60, 40);
  CHECK_FRAME(changes[1].frame, 5, 5, 30, 20);
}
