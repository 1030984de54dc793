// HiddenItemsTests.cpp — hidden items (`setHidden`, `isHidden`, `isHiddenInTree`,
// `hiddenInTreeOrder`, the `isHidden` of `changedFrames`): a hidden item keeps its constraints and
// its frame but is not drawn. Values derived by hand from the constraints written here.
#define CLAYOUT_TEST_MAIN
#include <functional>
#include <string>

#include "TestSupport.h"

using namespace clayout;
using testing::addItem;

namespace {

/// root 400 × 300 holding `box` (10, 10, 100, 50) holding `dot` (5, 5, 10, 10 in the box), and
/// `next` 10 right of the box, as wide and as high: (120, 10, 100, 50).
struct Scene {
  LayoutEngine engine;
  LayoutItem root, box, dot, next;

  Scene() {
    CHECK_SUCCESS(engine.setRootSize({400, 300}));
    root = engine.root();
    box = addItem(engine, root, "box");
    dot = addItem(engine, box, "dot");
    next = addItem(engine, root, "next");
    CHECK_SUCCESS(activateConstraints({
        box.left == root.left + 10,
        box.top == root.top + 10,
        box.width == 100,
        box.height == 50,
        dot.left == box.left + 5,
        dot.top == box.top + 5,
        dot.width == 10,
        dot.height == 10,
        next.left == box.right + 10,
        next.top == box.top,
        next.width == box.width,
        next.height == box.height,
    }));
  }
};

}  // namespace

TEST_CASE("a hidden item keeps its constraints and its frame") {
  Scene scene;
  LayoutEngine& engine = scene.engine;
  std::size_t constraintsBefore = engine.constraintsAffecting(scene.box, LayoutAxis::horizontal).size();
  CHECK(!engine.isHidden(scene.box));
  CHECK_SUCCESS(engine.setHidden(scene.box, true));
  CHECK(engine.isHidden(scene.box));
  CHECK_FRAME(engine.frame(scene.box), 10, 10, 100, 50);
  CHECK_FRAME(engine.frame(scene.next), 120, 10, 100, 50);
  CHECK_EQUAL(engine.constraintsAffecting(scene.box, LayoutAxis::horizontal).size(), constraintsBefore);
  CHECK_SUCCESS(engine.setHidden(scene.box, false));
  CHECK(!engine.isHidden(scene.box));
  CHECK_FRAME(engine.frame(scene.box), 10, 10, 100, 50);
}

TEST_CASE("a subitem of a hidden item keeps its flag but is hidden in the tree") {
  Scene scene;
  LayoutEngine& engine = scene.engine;
  CHECK_SUCCESS(engine.setHidden(scene.box, true));
  CHECK(!engine.isHidden(scene.dot));
  CHECK(engine.isHiddenInTree(scene.dot));
  CHECK(engine.isHiddenInTree(scene.box));
  CHECK(!engine.isHiddenInTree(scene.next));
  CHECK(!engine.isHiddenInTree(scene.root));
  // Tree order: root, box, dot, next.
  bool flags[4] = {true, false, false, true};
  CHECK_EQUAL(engine.hiddenInTreeOrder(flags), std::size_t{4});
  CHECK(!flags[0]);
  CHECK(flags[1]);
  CHECK(flags[2]);
  CHECK(!flags[3]);
  // A buffer too small: nothing written, the count answered.
  bool small[2] = {true, true};
  CHECK_EQUAL(engine.hiddenInTreeOrder(small), std::size_t{4});
  CHECK(small[0] && small[1]);
  // Moved out of the hidden box, the dot is drawn again.
  CHECK_SUCCESS(engine.addSubitem(scene.root, scene.dot));
  CHECK(!engine.isHiddenInTree(scene.dot));
}

TEST_CASE("changedFrames reports an item whose hidden state changed") {
  Scene scene;
  LayoutEngine& engine = scene.engine;
  std::vector<LayoutFrameChange> first = engine.changedFrames();
  CHECK_EQUAL(first.size(), std::size_t{4});
  for (const LayoutFrameChange& change : first) CHECK(!change.isHidden);
  CHECK(engine.changedFrames().empty());

  CHECK_SUCCESS(engine.setHidden(scene.next, true));
  std::vector<LayoutFrameChange> hidden = engine.changedFrames();
  REQUIRE(hidden.size() == 1);
  CHECK(hidden[0].item == scene.next);
  CHECK(hidden[0].isHidden);
  CHECK_FRAME(hidden[0].frame, 120, 10, 100, 50);
  CHECK(engine.changedFrames().empty());

  // Hiding the box reports it and its dot (not drawn any more), not the rest.
  CHECK_SUCCESS(engine.setHidden(scene.box, true));
  std::vector<LayoutFrameChange> subtree = engine.changedFrames();
  REQUIRE(subtree.size() == 2);
  CHECK(subtree[0].item == scene.box);
  CHECK(subtree[0].isHidden);
  CHECK(subtree[1].item == scene.dot);
  CHECK(subtree[1].isHidden);
  CHECK_FRAME(subtree[1].frame, 5, 5, 10, 10);

  // Hidden twice, shown once: the dot keeps its own flag (false), hidden in the tree while the box
  // is; showing the box reports both again.
  CHECK_SUCCESS(engine.setHidden(scene.box, true));
  CHECK(engine.changedFrames().empty());
  CHECK_SUCCESS(engine.setHidden(scene.box, false));
  std::vector<LayoutFrameChange> shown = engine.changedFrames();
  REQUIRE(shown.size() == 2);
  CHECK(!shown[0].isHidden);
  CHECK(!shown[1].isHidden);
}

TEST_CASE("a hidden item whose frame moves is reported once, hidden") {
  Scene scene;
  LayoutEngine& engine = scene.engine;
  (void)engine.changedFrames();
  CHECK_SUCCESS(engine.setHidden(scene.next, true));
  CHECK_SUCCESS(engine.setRootSize({500, 300}));  // nothing depends on the root's width
  std::vector<LayoutFrameChange> changes = engine.changedFrames();
  // The root (wider) and next (hidden).
  REQUIRE(changes.size() == 2);
  CHECK(changes[0].item == scene.root);
  CHECK(!changes[0].isHidden);
  CHECK(changes[1].item == scene.next);
  CHECK(changes[1].isHidden);
}

TEST_CASE("the dump marks a hidden item") {
  Scene scene;
  LayoutEngine& engine = scene.engine;
  CHECK(!testing::containsText(engine.dump(), "(hidden)"));
  CHECK_SUCCESS(engine.setHidden(scene.dot, true));
  CHECK(testing::containsText(engine.dump(), "    dot (hidden): x 15, y 15, width 10, height 10\n"));
}

TEST_CASE("setHidden refuses what is not a live view of this engine, unchanged") {
  Scene scene;
  LayoutEngine& engine = scene.engine;
  LayoutItem gone = addItem(engine, scene.root, "gone");
  CHECK_SUCCESS(engine.removeItem(gone));
  LayoutResult removed = EXPECT_FAILURE(engine, LayoutErrorKind::removedItem, engine.setHidden(gone, true));
  CHECK(testing::containsText(removed.message, "removed"));
  EXPECT_FAILURE(engine, LayoutErrorKind::removedItem, engine.setHidden(LayoutItem(), true));
  LayoutEngine other;
  LayoutItem foreign = addItem(other, other.root(), "foreign");
  EXPECT_FAILURE(engine, LayoutErrorKind::differentEngines, engine.setHidden(foreign, true));
  CHECK(!other.isHidden(foreign));
  LayoutItem guide = engine.layoutMarginsGuide(scene.box);
  LayoutResult refused = EXPECT_FAILURE(engine, LayoutErrorKind::invalidValue, engine.setHidden(guide, true));
  CHECK(testing::containsText(refused.message, "box.layoutMarginsGuide"));
  CHECK(!engine.isHidden(gone));
  CHECK(!engine.isHidden(foreign));
  CHECK(!engine.isHiddenInTree(foreign));
}
