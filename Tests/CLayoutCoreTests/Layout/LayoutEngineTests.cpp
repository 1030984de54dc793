// LayoutEngineTests.cpp — the layout engine end to end: activation, frames in root and parent
// coordinates, pixel snapping, the root's size, and the tree (add, move, detach, remove).
// Every expected frame is derived by hand in the comments from the constraints written.
#define CLAYOUT_TEST_MAIN
#include <limits>
#include <string>
#include <vector>

#include "TestSupport.h"

using namespace clayout;

using testing::addItem;

namespace {

const double tolerance = 1e-9;

}  // namespace

TEST_CASE("a row of two items: frames in root coordinates") {
  LayoutEngine engine;
  REQUIRE(engine.setRootSize({320, 480}));
  LayoutItem root = engine.root();
  LayoutItem a = addItem(engine, root, "a");
  LayoutItem b = addItem(engine, root, "b");
  LayoutResult result = activateConstraints({
      a.left == root.left + 10,
      a.top == root.top + 20,
      a.width == 100,
      a.height == 50,
      b.left == a.right + 8,
      b.top == a.top,
      b.width == a.width * 2,
      b.height == a.height,
  });
  REQUIRE(result);
  // a: left 10, top 20, 100 × 50. b: left = a.right + 8 = 10 + 100 + 8 = 118, width 2·100 = 200.
  CHECK_FRAME(engine.frame(a, LayoutCoordinates::root), 10, 20, 100, 50);
  CHECK_FRAME(engine.frame(b, LayoutCoordinates::root), 118, 20, 200, 50);
  // The root: origin 0, the host's size.
  CHECK_FRAME(engine.frame(root, LayoutCoordinates::root), 0, 0, 320, 480);
}

TEST_CASE("frames in parent coordinates subtract the parent's origin") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({320, 480}));
  LayoutItem root = engine.root();
  LayoutItem container = addItem(engine, root, "container");
  LayoutItem child = addItem(engine, container, "child");
  REQUIRE(activateConstraints({
      container.left == root.left + 30,
      container.top == root.top + 40,
      container.width == 200,
      container.height == 100,
      child.left == container.left + 5,
      child.top == container.top + 6,
      child.right == container.right - 7,
      child.bottom == container.bottom - 8,
  }));
  // child in root coordinates: left 35, top 46, right 230 - 7 = 223, bottom 140 - 8 = 132,
  // so 188 × 86. In the container: (5, 6).
  CHECK_FRAME(engine.frame(child, LayoutCoordinates::root), 35, 46, 188, 86);
  CHECK_FRAME(engine.frame(child, LayoutCoordinates::parent), 5, 6, 188, 86);
  CHECK_FRAME(engine.frame(container), 30, 40, 200, 100);  // the root's origin is 0
}

TEST_CASE("snapping rounds each edge so that adjacent items stay adjacent") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({320, 480}));
  LayoutItem root = engine.root();
  LayoutItem a = addItem(engine, root, "a");
  LayoutItem b = addItem(engine, root, "b");
  REQUIRE(activateConstraints({
      a.left == root.left + 10.3,
      a.top == root.top + 0.2,
      a.width == 20.4,
      a.height == 10.6,
      b.left == a.right,
      b.top == a.bottom,
      b.width == 10,
      b.height == 10,
  }));
  // Scale 2: a.x1 = floor(20.6 + 0.5)/2 = 10.5; a.x2 = floor(61.4 + 0.5)/2 = 30.5 (a.right =
  // 30.7) so width 20. a.y1 = floor(0.4 + 0.5)/2 = 0; a.y2 = floor(21.6 + 0.5)/2 = 11 (bottom 10.8).
  CHECK_FRAME(engine.frame(a, LayoutCoordinates::root, 2), 10.5, 0, 20, 11);
  // b.left = 30.7 → 30.5, b.right = 40.7 → floor(81.4 + 0.5)/2 = 40.5; b.top = 10.8 → 11,
  // b.bottom = 20.8 → floor(41.6 + 0.5)/2 = 21. b starts where a ends, on both axes.
  CHECK_FRAME(engine.frame(b, LayoutCoordinates::root, 2), 30.5, 11, 10, 10);
  // Scale 1: a 10.3 → 10, 30.7 → 31; b 30.7 → 31, 40.7 → 41.
  CHECK_FRAME(engine.frame(a, LayoutCoordinates::root, 1), 10, 0, 21, 11);
  CHECK_FRAME(engine.frame(b, LayoutCoordinates::root, 1), 31, 11, 10, 10);
  // Without a scale, the solver's values.
  CHECK_FRAME(engine.frame(a, LayoutCoordinates::root), 10.3, 0.2, 20.4, 10.6);
}

TEST_CASE("snapped parent coordinates subtract the parent's snapped origin") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({100, 100}));
  LayoutItem root = engine.root();
  LayoutItem parent = addItem(engine, root, "parent");
  LayoutItem child = addItem(engine, parent, "child");
  REQUIRE(activateConstraints({
      parent.left == root.left + 0.4,
      parent.top == root.top + 0.6,
      parent.width == 50,
      parent.height == 50,
      child.left == parent.left + 1.3,
      child.top == parent.top + 1.3,
      child.width == 5,
      child.height == 5,
  }));
  // Scale 1: parent left 0.4 → 0, top 0.6 → 1. child left 1.7 → 2, right 6.7 → 7; top 1.9 → 2,
  // bottom 6.9 → 7. In the parent: (2 - 0, 2 - 1) = (2, 1), 5 × 5.
  CHECK_FRAME(engine.frame(child, LayoutCoordinates::parent, 1), 2, 1, 5, 5);
}

TEST_CASE("the root's size follows the host, and pinned items follow the root") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  CHECK_FRAME(engine.frame(root), 0, 0, 0, 0);  // a new engine's root is 0 × 0
  LayoutItem content = addItem(engine, root, "content");
  REQUIRE(activateConstraints({
      content.left == root.left + 16,
      content.right == root.right - 16,
      content.top == root.top + 20,
      content.bottom == root.bottom - 20,
  }));
  REQUIRE(engine.setRootSize({320, 480}));
  // 320 - 32 = 288 wide, 480 - 40 = 440 high.
  CHECK_FRAME(engine.frame(content), 16, 20, 288, 440);
  for (double width = 300; width <= 400; width += 25) {
    REQUIRE(engine.setRootSize({width, 600}));
    CHECK_FRAME(engine.frame(content), 16, 20, width - 32, 560);
  }
  CHECK(engine.setRootSize({std::numeric_limits<double>::infinity(), 1}).kind ==
        LayoutErrorKind::nonFiniteValue);
  CHECK_FRAME(engine.frame(content), 16, 20, 400 - 32, 560);  // unchanged
}

TEST_CASE("an item never constrained has the frame 0, 0, 0, 0") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({320, 480}));
  LayoutItem lonely = addItem(engine, engine.root(), "lonely");
  CHECK_FRAME(engine.frame(lonely), 0, 0, 0, 0);
  CHECK_FRAME(engine.frame(lonely, LayoutCoordinates::root, 2), 0, 0, 0, 0);
}

TEST_CASE("tree: parent, subitems in order, names, guides") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  LayoutItem a = addItem(engine, root, "a");
  LayoutItem b = addItem(engine, root, "b");
  LayoutItem guide = engine.makeLayoutGuide("spacer");
  REQUIRE(engine.addSubitem(a, guide));
  CHECK(engine.parent(a) == root);
  CHECK(engine.parent(guide) == a);
  CHECK(!engine.parent(root).isValid());
  std::vector<LayoutItem> children = engine.subitems(root);
  REQUIRE(children.size() == 2);
  CHECK(children[0] == a);
  CHECK(children[1] == b);
  CHECK_EQUAL(engine.name(a), std::string("a"));
  CHECK_EQUAL(engine.name(root), std::string("root"));
  CHECK(engine.isLayoutGuide(guide));
  CHECK(!engine.isLayoutGuide(a));
  CHECK(engine.contains(guide));
  // Moving a to b: it becomes b's last subitem and leaves the root.
  REQUIRE(engine.addSubitem(b, a));
  CHECK(engine.parent(a) == b);
  CHECK_EQUAL(engine.subitems(root).size(), std::size_t{1});
  CHECK(engine.subitems(b).at(0) == a);
}

TEST_CASE("tree: cycles, the root as a subitem and guides with subitems are refused") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  LayoutItem a = addItem(engine, root, "a");
  LayoutItem b = addItem(engine, a, "b");
  LayoutItem guide = engine.makeLayoutGuide("guide");
  CHECK(engine.addSubitem(b, a).kind == LayoutErrorKind::invalidHierarchy);  // a contains b
  CHECK(engine.addSubitem(a, a).kind == LayoutErrorKind::invalidHierarchy);
  CHECK(engine.addSubitem(a, root).kind == LayoutErrorKind::invalidHierarchy);
  CHECK(engine.addSubitem(guide, b).kind == LayoutErrorKind::invalidHierarchy);
  CHECK(engine.removeFromParent(root).kind == LayoutErrorKind::invalidHierarchy);
  CHECK(engine.removeItem(root).kind == LayoutErrorKind::invalidHierarchy);
  LayoutResult cycle = engine.addSubitem(b, a);
  CHECK(cycle.message.find("a") != std::string::npos);
  // Nothing moved.
  CHECK(engine.parent(a) == root);
  CHECK(engine.parent(b) == a);
  LayoutEngine other;
  CHECK(engine.addSubitem(root, other.makeItem("stranger")).kind == LayoutErrorKind::differentEngines);
}

TEST_CASE("removeFromParent deactivates the constraints that leave the tree, and only those") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({320, 480}));
  LayoutItem root = engine.root();
  LayoutItem card = addItem(engine, root, "card");
  LayoutItem label = addItem(engine, card, "label");
  LayoutConstraint pinCard = card.left == root.left + 10;
  LayoutConstraint pinLabel = label.left == card.left + 5;
  LayoutConstraint labelToRoot = label.top == root.top + 3;
  LayoutConstraint labelWidth = label.width == 40;
  REQUIRE(activateConstraints({pinCard, pinLabel, labelToRoot, labelWidth}));
  REQUIRE(engine.removeFromParent(card));
  CHECK(!engine.parent(card).isValid());
  CHECK(!pinCard.isActive());      // card with root
  CHECK(pinLabel.isActive());      // inside the detached subtree
  CHECK(!labelToRoot.isActive());  // label with root
  CHECK(labelWidth.isActive());
  // Re-adding and reactivating works.
  REQUIRE(engine.addSubitem(root, card));
  REQUIRE(activateConstraints({pinCard, labelToRoot}));
  CHECK_FRAME(engine.frame(label, LayoutCoordinates::root), 15, 3, 40, 0);
}

TEST_CASE("removeItem removes the subtree and its constraints; old handles answer removedItem") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({320, 480}));
  LayoutItem root = engine.root();
  LayoutItem card = addItem(engine, root, "card");
  LayoutItem label = addItem(engine, card, "label");
  LayoutItem other = addItem(engine, root, "other");
  LayoutConstraint a = card.left == root.left + 10;
  LayoutConstraint b = label.left == card.left;
  LayoutConstraint c = other.left == label.right;
  LayoutConstraint d = other.width == 30;
  REQUIRE(activateConstraints({a, b, c, d}));
  REQUIRE(engine.setIntrinsicContentSize(label, 50, 20));
  REQUIRE(engine.removeItem(card));
  CHECK(!a.isActive());
  CHECK(!b.isActive());
  CHECK(!c.isActive());
  CHECK(d.isActive());
  CHECK(!engine.contains(card));
  CHECK(!engine.contains(label));
  CHECK(engine.contains(other));
  CHECK_EQUAL(engine.subitems(root).size(), std::size_t{1});
  CHECK(engine.setIntrinsicContentSize(label, 1, 1).kind == LayoutErrorKind::removedItem);
  CHECK(engine.addSubitem(root, card).kind == LayoutErrorKind::removedItem);
  CHECK(engine.removeItem(card).kind == LayoutErrorKind::removedItem);
  CHECK_FRAME(engine.frame(label), 0, 0, 0, 0);
  CHECK_EQUAL(engine.name(card), std::string());
  // Reactivating a constraint on a removed item is refused.
  CHECK(activateConstraints({b}).kind == LayoutErrorKind::removedItem);
  // A new item may reuse the slot; the old handle still does not reach it.
  LayoutItem fresh = engine.makeItem("fresh");
  LayoutItem fresh2 = engine.makeItem("fresh2");
  CHECK(engine.contains(fresh));
  CHECK(engine.contains(fresh2));
  CHECK(!engine.contains(card));
  CHECK(!engine.contains(label));
  CHECK(!(fresh == card));
  CHECK(!(fresh2 == card));
  // The solver keeps nothing of the removed items: only `other`'s width, the root's origin
  // and edits remain. other.left is now unconstrained (0).
  CHECK_FRAME(engine.frame(other), 0, 0, 30, 0);
}

TEST_CASE("deactivate and reactivate; setConstant and setPriority in place") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({320, 480}));
  LayoutItem root = engine.root();
  LayoutItem a = addItem(engine, root, "a");
  LayoutConstraint left = a.left == root.left + 10;
  LayoutConstraint width = a.width == 100;
  LayoutConstraint preferred = (a.width == 200) | 500.0;
  REQUIRE(activateConstraints({left, width, preferred}));
  CHECK(left.isActive());
  CHECK_FRAME(engine.frame(a), 10, 0, 100, 0);
  REQUIRE(left.setConstant(25));
  CHECK_NEAR(left.constant(), 25, tolerance);
  CHECK_FRAME(engine.frame(a), 25, 0, 100, 0);
  // Required → optional: the 500 preference below loses to... nothing else now: width 150 at 750
  // against 200 at 500: the higher priority wins exactly (150).
  REQUIRE(width.setConstant(150));
  REQUIRE(width.setPriority(750));
  CHECK_FRAME(engine.frame(a), 25, 0, 150, 0);
  REQUIRE(preferred.setPriority(800));
  CHECK_FRAME(engine.frame(a), 25, 0, 200, 0);
  REQUIRE(deactivateConstraints({preferred}));
  CHECK(!preferred.isActive());
  CHECK_FRAME(engine.frame(a), 25, 0, 150, 0);
  // Changing an inactive constraint changes its data only; activation uses it.
  REQUIRE(preferred.setConstant(300));
  REQUIRE(preferred.setPriority(priority::required));
  REQUIRE(engine.activate(std::vector<LayoutConstraint>{preferred}));
  CHECK_FRAME(engine.frame(a), 25, 0, 300, 0);
}

TEST_CASE("deactivating from the middle of many leaves every other constraint found in place") {
  // The engine keeps its active constraints in a dense list and swap-removes from it: the
  // constraints moved into the freed places must still be found by every call that looks one up
  // (setConstant, deactivate, constraintsAffecting, the conflicts of a refusal).
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({1000, 1000}));
  LayoutItem root = engine.root();
  std::vector<LayoutItem> items;
  std::vector<LayoutConstraint> lefts;
  for (int i = 0; i < 10; ++i) {
    items.push_back(addItem(engine, root, ("a" + std::to_string(i)).c_str()));
    const LayoutItem& a = items.back();
    lefts.push_back(a.left == root.left + 10.0 * i);
    // Below every left: where an item goes once its left is gone.
    REQUIRE(activateConstraints(
        {lefts.back(), a.top == root.top, a.width == 5, a.height == 5, (a.left == root.left + 500) | 250.0}));
  }
  // The lefts of items 2, 5 and 0 leave: places in the middle of the list and the first host
  // constraint's, which later entries then take.
  REQUIRE(deactivateConstraints({lefts[2]}));
  REQUIRE(deactivateConstraints({lefts[5], lefts[0]}));
  CHECK(!lefts[0].isActive() && !lefts[2].isActive() && !lefts[5].isActive());
  CHECK_EQUAL(engine.checkInvariants(), std::string());
  // The others are found where they now sit: the last item's left moves to 300, the seventh's to 77.
  REQUIRE(lefts[9].setConstant(300));
  REQUIRE(lefts[7].setConstant(77));
  for (int i = 0; i < 10; ++i) {
    // 0, 2, 5: at the preference 500; 7: 77; 9: 300; the rest 10·i.
    double left = (i == 0 || i == 2 || i == 5) ? 500 : i == 7 ? 77 : i == 9 ? 300 : 10.0 * i;
    CHECK_FRAME(engine.frame(items[i]), left, 0, 5, 5);
  }
  // A second deactivation is refused; a constraint of another item is still found to deactivate.
  LayoutResult again = deactivateConstraints({lefts[2]});
  CHECK(!again);
  CHECK(again.kind == LayoutErrorKind::notActive);
  REQUIRE(deactivateConstraints({lefts[8]}));
  CHECK_FRAME(engine.frame(items[8]), 500, 0, 5, 5);
  // The last item's horizontal constraints: its left, its width and its preference.
  std::vector<LayoutConstraint> affecting = engine.constraintsAffecting(items[9], LayoutAxis::horizontal);
  bool hasLeft = false;
  for (const LayoutConstraint& constraint : affecting)
    hasLeft = hasLeft || constraint.isSameConstraint(lefts[9]);
  CHECK(hasLeft);
  CHECK_EQUAL(affecting.size(), std::size_t{3});  // left, width, preference
  // A required left of 400 for the last item conflicts with its left at 300, named as such.
  LayoutConstraint clash = items[9].left == root.left + 400;
  LayoutResult refused = activateConstraints({clash});
  REQUIRE(!refused);
  CHECK(refused.kind == LayoutErrorKind::unsatisfiableConstraint);
  bool namesLeft = false;
  for (const LayoutConstraint& conflict : refused.conflicts)
    namesLeft = namesLeft || conflict.isSameConstraint(lefts[9]);
  CHECK(namesLeft);
  // Reactivated, a removed one is found again; the engine is consistent throughout.
  REQUIRE(engine.activate(std::vector<LayoutConstraint>{lefts[2]}));
  CHECK_FRAME(engine.frame(items[2]), 20, 0, 5, 5);
  REQUIRE(lefts[2].setConstant(22));
  CHECK_FRAME(engine.frame(items[2]), 22, 0, 5, 5);
  CHECK_EQUAL(engine.checkInvariants(), std::string());
}

TEST_CASE("both sides' multipliers and constants count") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({400, 400}));
  LayoutItem root = engine.root();
  LayoutItem a = addItem(engine, root, "a");
  LayoutItem b = addItem(engine, root, "b");
  LayoutItem c = addItem(engine, root, "c");
  REQUIRE(activateConstraints({
      a.left == root.left,
      a.width == 40,
      b.width * 2 + 10 == a.width * 3,       // 2·b + 10 = 120 → b.width = 55
      b.left - a.right == c.left - b.right,  // equal gaps
      b.left == a.right + 5,
      c.width == 10,
      a.top == root.top,
      b.top == root.top,
      c.top == root.top,
  }));
  // a: 0..40; b: 45..100; gap 5, so c.left = 105.
  CHECK_FRAME(engine.frame(b), 45, 0, 55, 0);
  CHECK_FRAME(engine.frame(c), 105, 0, 10, 0);
}

TEST_CASE("centers and baselines") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({300, 300}));
  LayoutItem root = engine.root();
  LayoutItem label = addItem(engine, root, "label");
  LayoutItem field = addItem(engine, root, "field");
  REQUIRE(engine.setBaselineOffsets(label, 14, 6));
  REQUIRE(engine.setBaselineOffsets(field, 20, 4));
  REQUIRE(activateConstraints({
      label.centerX == root.centerX,
      label.centerY == root.centerY,
      label.width == 100,
      label.height == 20,
      field.firstBaseline == label.firstBaseline,
      field.lastBaseline == label.lastBaseline + 2,
      field.left == label.right,
      field.width == 10,
  }));
  // label: centered, 100 × 20 → (100, 140). Its first baseline is at 140 + 14 = 154, last at
  // 160 - 6 = 154. field: top + 20 = 154 → top 134; top + height - 4 = 156 → height 26.
  CHECK_FRAME(engine.frame(label), 100, 140, 100, 20);
  CHECK_FRAME(engine.frame(field), 200, 134, 10, 26);
  // A new first-baseline offset of the field changes the constants in place: top = 154 - 24.
  REQUIRE(engine.setBaselineOffsets(field, 24, 4));
  CHECK_FRAME(engine.frame(field), 200, 130, 10, 30);
}

TEST_CASE("moving an item to another tree deactivates the constraints it leaves behind") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({100, 100}));
  LayoutItem root = engine.root();
  LayoutItem box = engine.makeItem("box");  // a detached tree
  LayoutItem x = addItem(engine, box, "x");
  LayoutItem y = addItem(engine, box, "y");
  LayoutConstraint inside = x.left == box.left + 1;
  LayoutConstraint pair = y.left == x.right;
  LayoutConstraint own = x.width == 5;
  REQUIRE(activateConstraints({inside, pair, own}));
  // Within the detached tree: y moves under x, every item keeps its top.
  REQUIRE(engine.addSubitem(x, y));
  CHECK(inside.isActive());
  CHECK(pair.isActive());
  // x (with y) moves to the root's tree: x with box loses its common ancestor; x with y does not.
  REQUIRE(engine.addSubitem(root, x));
  CHECK(!inside.isActive());
  CHECK(pair.isActive());
  CHECK(own.isActive());
  // The rest of the detached tree added to the root: nothing to lose; now box relates to root.
  REQUIRE(engine.addSubitem(root, box));
  CHECK(activateConstraints({box.left == root.left + 3}));
}
