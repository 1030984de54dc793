// TreeScaleTests.cpp — trees far deeper and wider than a screen's, which used to overflow the
// stack (a recursive dump), grow the dump with the square of the depth, or cost the square of the
// depth or width (each item walking to the root for its direction or tree top, each removed child
// searched for in its parent's list). Each case here took minutes or crashed before; the limits in
// the comments are for the debug build.
#define CLAYOUT_TEST_MAIN
#include <string>
#include <vector>

#include "CLayoutCore/CLayoutCore.h"
#include "TestSupport.h"

using namespace clayout;

namespace {

/// A chain of `depth` items under the root, each the only subitem of the one before: `level1`
/// … `level<depth>`. Returns them in order.
std::vector<LayoutItem> makeChain(LayoutEngine& engine, int depth) {
  std::vector<LayoutItem> chain;
  chain.reserve(static_cast<std::size_t>(depth));
  LayoutItem parent = engine.root();
  for (int level = 1; level <= depth; ++level) {
    LayoutItem item = engine.makeItem("level" + std::to_string(level));
    if (LayoutResult added = engine.addSubitem(parent, item); !added) {
      testing::reportFailure(__FILE__, __LINE__, added.message);
      break;
    }
    chain.push_back(item);
    parent = item;
  }
  return chain;
}

}  // namespace

TEST_CASE("a 100,000-level tree dumps in linear text, flips direction and is removed") {
  constexpr int depth = 100'000;
  LayoutEngine engine;
  std::string emptyDump = engine.dump();
  CHECK_SUCCESS(engine.setRootSize({1000, 100}));
  std::vector<LayoutItem> chain = makeChain(engine, depth);
  REQUIRE(chain.size() == static_cast<std::size_t>(depth));
  const LayoutItem& deepest = chain.back();
  // Activation walks only as far as the items' nearest common ancestor: here the root, 100,000
  // levels up, once.
  LayoutConstraint leading = deepest.leading == engine.root().leading + 10;
  REQUIRE(activateConstraints({leading, deepest.width == 30}));
  CHECK_NEAR(engine.frame(deepest, LayoutCoordinates::root).x, 10, 1e-9);
  // The whole chain inherits the root's direction: the deepest item's leading is then its right
  // edge, 10 from the root's right edge (1000 - 10 - 30).
  CHECK_SUCCESS(engine.setLayoutDirection(engine.root(), LayoutDirection::rightToLeft));
  CHECK(engine.effectiveLayoutDirection(deepest) == LayoutDirection::rightToLeft);
  CHECK_NEAR(engine.frame(deepest, LayoutCoordinates::root).x, 960, 1e-9);

  std::string dump = engine.dump();
  // Indented two spaces a level down to depth 32, then the depth as a number.
  CHECK_CONTAINS(dump, "\n" + std::string(2 * 5 + 2, ' ') + "level5: ");
  CHECK_CONTAINS(dump, "\n" + std::string(2 * 32 + 2, ' ') + "level32: ");
  CHECK_CONTAINS(dump, "\n" + std::string(2 * 32 + 2, ' ') + "[depth 33] level33: ");
  CHECK_CONTAINS(dump,
                 "\n" + std::string(2 * 32 + 2, ' ') + "[depth 100000] level100000: x 960, y 0, width 30");
  // Linear: about 120 characters a line at most (indentation 66, depth 15, name 12, frame).
  CHECK(dump.size() < static_cast<std::size_t>(depth) * 130);
  // Every item's vertical position and size, and all but the deepest one's horizontal ones, are
  // free.
  CHECK_EQUAL(engine.ambiguities().size(), static_cast<std::size_t>(2 * depth - 1));

  // Detached, the chain reads left to right again and loses the constraint that crossed the cut.
  CHECK_SUCCESS(engine.removeFromParent(chain.front()));
  CHECK(engine.effectiveLayoutDirection(deepest) == LayoutDirection::leftToRight);
  CHECK(!leading.isActive());
  CHECK_SUCCESS(engine.removeItem(chain.front()));
  CHECK(!engine.contains(deepest));
  CHECK_SUCCESS(engine.setLayoutDirection(engine.root(), LayoutDirection::inherit));
  CHECK_SUCCESS(engine.setRootSize({0, 0}));
  CHECK(engine.subitems(engine.root()).empty());
  CHECK_CONTAINS(engine.dump(),
                 "items (frames in root coordinates):\n  root: x 0, y 0, width 0, height 0\n"
                 "active constraints:\nengine constraints:\n");
  CHECK(engine.dump().size() < emptyDump.size() + 200);
}

namespace {

/// A chain of `depth` levels under a root 1000 wide, built as a host builds: an item, then its
/// constraints, one level at a time. Each level's leading is 1 past its parent's; each level is
/// 10 wide.
std::vector<LayoutItem> makeConstrainedChain(LayoutEngine& engine, int depth) {
  CHECK_SUCCESS(engine.setRootSize({1000, 100}));
  std::vector<LayoutItem> chain;
  chain.reserve(static_cast<std::size_t>(depth));
  LayoutItem parent = engine.root();
  for (int level = 1; level <= depth; ++level) {
    LayoutItem item = engine.makeItem("level" + std::to_string(level));
    CHECK_SUCCESS(engine.addSubitem(parent, item));
    CHECK_SUCCESS(activateConstraints({item.leading == parent.leading + 1, item.width == 10}));
    chain.push_back(item);
    parent = item;
  }
  return chain;
}

}  // namespace

TEST_CASE("a 20,000-level tree with constraints builds and switches direction in linear time") {
  // Before: each activation walked to the root twice (tree top) and each resolution once more
  // (direction), and a switch compared every item's direction before and after by walking up:
  // minutes at this depth. Now about a second for each step in the debug build.
  constexpr int depth = 20'000;
  LayoutEngine engine;
  std::vector<LayoutItem> chain = makeConstrainedChain(engine, depth);
  CHECK_NEAR(engine.frame(chain.back(), LayoutCoordinates::root).x, depth, 1e-6);
  // Right to left, every level's right edge is 1 left of its parent's: the deepest item's right
  // edge is at 1000 - 20,000.
  CHECK_SUCCESS(engine.setLayoutDirection(engine.root(), LayoutDirection::rightToLeft));
  CHECK(engine.effectiveLayoutDirection(chain.back()) == LayoutDirection::rightToLeft);
  CHECK_NEAR(engine.frame(chain.back(), LayoutCoordinates::root).x, 1000.0 - depth - 10, 1e-6);
  CHECK_NEAR(engine.frame(chain[999], LayoutCoordinates::root).x, 1000.0 - 1000 - 10, 1e-6);
}

TEST_CASE("an item deep in a right-to-left chain that says left to right turns its subtree back") {
  constexpr int depth = 1'000;
  LayoutEngine engine;
  std::vector<LayoutItem> chain = makeConstrainedChain(engine, depth);
  CHECK_SUCCESS(engine.setLayoutDirection(engine.root(), LayoutDirection::rightToLeft));
  CHECK_SUCCESS(engine.setLayoutDirection(chain[499], LayoutDirection::leftToRight));
  CHECK(engine.effectiveLayoutDirection(chain.back()) == LayoutDirection::leftToRight);
  CHECK(engine.effectiveLayoutDirection(chain[498]) == LayoutDirection::rightToLeft);
  // level499 is right to left: its left edge is 1000 - 499 - 10. level500's leading, read left
  // to right (a constraint resolves by its first item's direction), is its left edge, 1 past
  // level499's leading read the same way (its left edge).
  double level499Left = 1000.0 - 499 - 10;
  CHECK_NEAR(engine.frame(chain[498], LayoutCoordinates::root).x, level499Left, 1e-6);
  CHECK_NEAR(engine.frame(chain[499], LayoutCoordinates::root).x, level499Left + 1, 1e-6);
  CHECK_NEAR(engine.frame(chain.back(), LayoutCoordinates::root).x, level499Left + 501, 1e-6);
  // Back to left to right everywhere: level i at i.
  CHECK_SUCCESS(engine.setLayoutDirection(engine.root(), LayoutDirection::leftToRight));
  CHECK_SUCCESS(engine.setLayoutDirection(chain[499], LayoutDirection::inherit));
  CHECK_NEAR(engine.frame(chain[498], LayoutCoordinates::root).x, 499, 1e-6);
  CHECK_NEAR(engine.frame(chain.back(), LayoutCoordinates::root).x, depth, 1e-6);
}

TEST_CASE("removing 20,000 of 100,000 children of one parent keeps the others in order") {
  constexpr int width = 100'000;
  LayoutEngine engine;
  LayoutItem root = engine.root();
  std::vector<LayoutItem> children;
  children.reserve(width);
  for (int index = 0; index < width; ++index) {
    children.push_back(engine.makeItem("child" + std::to_string(index)));
    CHECK_SUCCESS(engine.addSubitem(root, children.back()));
  }
  // Every fifth removed, from the front (the worst order for a list searched from the front).
  for (int index = 0; index < width; index += 5) {
    CHECK_SUCCESS(engine.removeItem(children[static_cast<std::size_t>(index)]));
  }
  // Every fifth of the rest (offset 1) detached and added back at the end.
  for (int index = 1; index < width; index += 5) {
    CHECK_SUCCESS(engine.removeFromParent(children[static_cast<std::size_t>(index)]));
  }
  for (int index = 1; index < width; index += 5) {
    CHECK_SUCCESS(engine.addSubitem(root, children[static_cast<std::size_t>(index)]));
  }
  std::vector<LayoutItem> expected;
  for (int index = 0; index < width; ++index) {
    if (index % 5 >= 2) expected.push_back(children[static_cast<std::size_t>(index)]);
  }
  for (int index = 1; index < width; index += 5)
    expected.push_back(children[static_cast<std::size_t>(index)]);
  std::vector<LayoutItem> subitems = engine.subitems(root);
  REQUIRE(subitems.size() == expected.size());
  bool inOrder = true;
  for (std::size_t i = 0; i < expected.size(); ++i) inOrder = inOrder && subitems[i] == expected[i];
  CHECK(inOrder);
  CHECK_EQUAL(engine.name(subitems.front()), std::string("child2"));
  CHECK_EQUAL(engine.name(subitems.back()), std::string("child99996"));
  // Each still knows its parent, and a removed one is gone.
  CHECK(engine.parent(subitems.back()) == root);
  CHECK(!engine.contains(children[0]));
}
