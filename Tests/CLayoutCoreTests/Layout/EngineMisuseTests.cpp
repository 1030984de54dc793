// EngineMisuseTests.cpp — calls that used to leave an engine's state wrong:
// a refused direction change that did not restore the solver exactly, a move under a right-to-left
// parent that kept leading and trailing resolved the old way, a constraint of one engine changed
// through another, enumeration values cast from integers, and a mixed-engine side named wrongly.
// Each refusal is checked for its kind, a message naming the culprit, and an unchanged engine.
#define CLAYOUT_TEST_MAIN
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "CLayoutCore/CLayoutCore.h"
#include "TestSupport.h"

using namespace clayout;
using testing::addItem;

namespace {

/// Runs `call`, which must fail with `kind`, name `culprit` in its message and leave `engine`'s
/// dump as it was.
testing::CheckedResult<LayoutResult> expectRefusal(LayoutEngine& engine, LayoutErrorKind kind,
                                                   const std::string& culprit,
                                                   const std::function<LayoutResult()>& call, int line) {
  std::string before = engine.dump();
  LayoutResult result = call();
  if (result.kind != kind) {
    testing::reportFailure(__FILE__, line,
                           std::string("kind ") + layoutErrorKindName(result.kind) + ", expected " +
                               layoutErrorKindName(kind) + " (" + result.message + ")");
  }
  if (!testing::containsText(result.message, culprit)) {
    testing::reportFailure(__FILE__, line, "\"" + result.message + "\" does not name " + culprit);
  }
  if (engine.dump() != before)
    testing::reportFailure(__FILE__, line, "the engine changed:\n" + engine.dump());
  if (std::string broken = engine.checkInvariants(); !broken.empty())
    testing::reportFailure(__FILE__, line, "engine invariant: " + broken);
  return {result};
}

#define EXPECT_REFUSAL(engine, kind, culprit, call) \
  expectRefusal((engine), (kind), (culprit), [&]() { return call; }, __LINE__)

/// Every frame of `engine`'s items `items`, in root coordinates, as text.
std::string framesOf(LayoutEngine& engine, const std::vector<LayoutItem>& items) {
  std::string text;
  for (const LayoutItem& item : items) {
    LayoutRect rect = engine.frame(item, LayoutCoordinates::root);
    text += engine.name(item) + " " + std::to_string(rect.x) + " " + std::to_string(rect.y) + " " +
            std::to_string(rect.width) + " " + std::to_string(rect.height) + "\n";
  }
  return text;
}

}  // namespace

// MARK: A refused direction change restores the engine exactly

TEST_CASE("a refused direction change keeps the choice between equal optional wishes") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({200, 100}));
  LayoutItem root = engine.root();
  LayoutItem a = addItem(engine, root, "a");
  LayoutItem b = addItem(engine, root, "b");
  // a: holds left to right only (right to left, a.leading is a's right edge at 190, but a.left is
  // required at 10 and a.width at 20).
  REQUIRE(activateConstraints(
      {root.width == 200, a.left == root.left + 10, a.width == 20, a.leading == root.leading + 10}));
  // b: two wishes at one priority that cannot both hold (b.left at 0 or at 50): the solver picks
  // one, and which one depends on the history of its tableau. One of them reads leading, so a
  // direction change re-resolves it.
  REQUIRE(activateConstraints({b.width == 10, (b.leading == root.leading) | 500.0,
                               (b.left == root.left + 50) | 500.0, b.top == root.top, b.height == 10}));
  std::string dumpBefore = engine.dump();
  std::string framesBefore = framesOf(engine, {a, b});
  for (int attempt = 0; attempt < 3; ++attempt) {
    LayoutResult result = engine.setLayoutDirection(root, LayoutDirection::rightToLeft);
    CHECK(result.kind == LayoutErrorKind::unsatisfiableConstraint);
    CHECK_CONTAINS(result.message, "a.leading == root.leading + 10");
    CHECK(engine.effectiveLayoutDirection(b) == LayoutDirection::leftToRight);
    CHECK_EQUAL(framesOf(engine, {a, b}), framesBefore);
    CHECK_EQUAL(engine.dump(), dumpBefore);
  }
}

// MARK: Moving an item re-resolves its leading and trailing

namespace {

/// A right-to-left root 300 wide with two containers filling it: `leftToRight` (which says so
/// itself) and `inherits` (right to left from the root).
struct TwoDirections {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  LayoutItem leftToRight = addItem(engine, root, "leftToRight");
  LayoutItem inherits = addItem(engine, root, "inherits");
  TwoDirections() {
    CHECK_SUCCESS(engine.setRootSize({300, 100}));
    CHECK_SUCCESS(engine.setLayoutDirection(root, LayoutDirection::rightToLeft));
    CHECK_SUCCESS(engine.setLayoutDirection(leftToRight, LayoutDirection::leftToRight));
    for (const LayoutItem& container : {leftToRight, inherits}) {
      CHECK_SUCCESS(activateConstraints({container.left == root.left, container.width == root.width,
                                         container.top == root.top, container.height == root.height}));
    }
  }
};

}  // namespace

TEST_CASE("an item moved under a right-to-left parent reads leading as a fresh one does") {
  // Built fresh: a in `inherits` from the start.
  TwoDirections fresh;
  LayoutItem freshA = addItem(fresh.engine, fresh.inherits, "a");
  LayoutItem freshChild = addItem(fresh.engine, freshA, "child");
  CHECK_SUCCESS(activateConstraints({freshA.leading == fresh.root.leading + 10, freshA.width == 40,
                                     freshA.top == fresh.root.top, freshA.height == 10,
                                     freshChild.trailing == freshA.trailing - 5, freshChild.width == 10,
                                     freshChild.top == freshA.top, freshChild.height == 5}));
  // Built by moving: a starts left to right, then moves.
  TwoDirections moved;
  LayoutItem movedA = addItem(moved.engine, moved.leftToRight, "a");
  LayoutItem movedChild = addItem(moved.engine, movedA, "child");
  CHECK_SUCCESS(activateConstraints({movedA.leading == moved.root.leading + 10, movedA.width == 40,
                                     movedA.top == moved.root.top, movedA.height == 10,
                                     movedChild.trailing == movedA.trailing - 5, movedChild.width == 10,
                                     movedChild.top == movedA.top, movedChild.height == 5}));
  // Left to right: a from 10 to 50, its child ends 5 before a's right edge.
  CHECK_FRAME(moved.engine.frame(movedA, LayoutCoordinates::root), 10, 0, 40, 10);
  CHECK_FRAME(moved.engine.frame(movedChild, LayoutCoordinates::root), 35, 0, 10, 5);
  CHECK_SUCCESS(moved.engine.addSubitem(moved.inherits, movedA));
  CHECK(moved.engine.effectiveLayoutDirection(movedChild) == LayoutDirection::rightToLeft);
  // Right to left: a's right edge 10 from the root's (300 - 10 - 40 = 250), the child's trailing
  // (left) edge 5 inside a's left edge.
  CHECK_FRAME(fresh.engine.frame(freshA, LayoutCoordinates::root), 250, 0, 40, 10);
  CHECK_FRAME(fresh.engine.frame(freshChild, LayoutCoordinates::root), 255, 0, 10, 5);
  CHECK_EQUAL(framesOf(moved.engine, {movedA, movedChild}), framesOf(fresh.engine, {freshA, freshChild}));
  // And back: the same frames as before the first move.
  CHECK_SUCCESS(moved.engine.addSubitem(moved.leftToRight, movedA));
  CHECK_FRAME(moved.engine.frame(movedA, LayoutCoordinates::root), 10, 0, 40, 10);
  CHECK_FRAME(moved.engine.frame(movedChild, LayoutCoordinates::root), 35, 0, 10, 5);
}

TEST_CASE("a move whose re-resolved leading cannot hold is refused and changes nothing") {
  TwoDirections s;
  LayoutItem a = addItem(s.engine, s.leftToRight, "a");
  // Left to right a.leading is a.left: both hold. Right to left a.leading is a's right edge at 290
  // with a.left required at 10 and the width at 40: refused (the root's width made required, or
  // its size edit would yield).
  LayoutConstraint leading = a.leading == s.root.leading + 10;
  REQUIRE(activateConstraints({s.root.width == 300, leading, a.left == s.root.left + 10, a.width == 40}));
  LayoutResult result = EXPECT_REFUSAL(s.engine, LayoutErrorKind::unsatisfiableConstraint,
                                       "a.leading == root.leading + 10", s.engine.addSubitem(s.inherits, a));
  CHECK(result.constraint && result.constraint->isSameConstraint(leading));
  CHECK(s.engine.parent(a) == s.leftToRight);
  CHECK(s.engine.effectiveLayoutDirection(a) == LayoutDirection::leftToRight);
  CHECK(s.engine.subitems(s.inherits).empty());
  CHECK(leading.isActive());
}

TEST_CASE("detaching an item from a right-to-left parent re-resolves its subtree left to right") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  CHECK_SUCCESS(engine.setLayoutDirection(root, LayoutDirection::rightToLeft));
  LayoutItem a = addItem(engine, root, "a");
  LayoutItem child = addItem(engine, a, "child");
  CHECK_SUCCESS(activateConstraints(
      {a.left == root.left, a.width == 100, child.leading == a.leading + 10, child.width == 20}));
  // Right to left: the child's right edge 10 inside a's (100 - 10 - 20 = 70).
  CHECK_NEAR(engine.frame(child, LayoutCoordinates::root).x, 70, 1e-9);
  CHECK_SUCCESS(engine.removeFromParent(a));
  CHECK(engine.effectiveLayoutDirection(child) == LayoutDirection::leftToRight);
  CHECK_NEAR(engine.frame(child, LayoutCoordinates::root).x, 10, 1e-9);
}

// MARK: One engine's constraint changed through another

TEST_CASE("setConstant and setPriority through another engine are refused") {
  LayoutEngine mine;
  LayoutEngine theirs;
  LayoutItem item = addItem(theirs, theirs.root(), "item");
  LayoutConstraint width = item.width == 50;
  LayoutConstraint optional = (item.height == 20) | 500.0;
  REQUIRE(
      activateConstraints({width, optional, item.left == theirs.root().left, item.top == theirs.root().top}));
  std::string theirsBefore = theirs.dump();
  EXPECT_REFUSAL(mine, LayoutErrorKind::differentEngines, "item.width == 50", mine.setConstant(width, 80));
  EXPECT_REFUSAL(mine, LayoutErrorKind::differentEngines, "item.height == 20 @500",
                 mine.setPriority(optional, 700));
  CHECK_NEAR(width.constant(), 50, 0);
  CHECK_NEAR(optional.priority(), 500, 0);
  CHECK_EQUAL(theirs.dump(), theirsBefore);
  // Through its own engine it still changes.
  CHECK_SUCCESS(width.setConstant(80));
  CHECK_NEAR(theirs.frame(item).width, 80, 1e-9);
}

// MARK: Enumeration values outside their cases

TEST_CASE("an attribute cast from an integer is refused at activation") {
  LayoutEngine engine;
  LayoutItem a = addItem(engine, engine.root(), "a");
  PendingLayoutConstraint pending;
  pending.first = LayoutExpression::of(a.identifier(), static_cast<LayoutAttribute>(200), &engine);
  pending.second.constant = 10;
  LayoutConstraint bad(pending);
  LayoutResult result = EXPECT_REFUSAL(engine, LayoutErrorKind::invalidValue, "attribute 200 of a",
                                       engine.activate(std::vector<LayoutConstraint>{bad}));
  CHECK(result.constraint && result.constraint->isSameConstraint(bad));
  CHECK(!bad.isActive());
  // On the second side, in a batch with a good one: nothing of the batch is active.
  LayoutConstraint good = a.width == 10;
  PendingLayoutConstraint second = a.height == 10;
  second.second.terms.push_back(LayoutTerm{a.identifier(), static_cast<LayoutAttribute>(12), 1});
  second.second.engine = &engine;
  LayoutConstraint badSecond(second);
  EXPECT_REFUSAL(engine, LayoutErrorKind::invalidValue, "attribute 12 of a",
                 engine.activate(std::vector<LayoutConstraint>{good, badSecond}));
  CHECK(!good.isActive());
}

TEST_CASE("a relation cast from an integer is refused at activation") {
  LayoutEngine engine;
  LayoutItem a = addItem(engine, engine.root(), "a");
  PendingLayoutConstraint pending = a.width == 10;
  pending.relation = static_cast<Relation>(7);
  LayoutConstraint bad(pending);
  LayoutResult result = EXPECT_REFUSAL(engine, LayoutErrorKind::invalidValue, "relation 7",
                                       engine.activate(std::vector<LayoutConstraint>{bad}));
  CHECK(result.constraint && result.constraint->isSameConstraint(bad));
  CHECK_CONTAINS(result.message, "a.width");
}

TEST_CASE("a layout direction cast from an integer is refused") {
  LayoutEngine engine;
  LayoutItem a = addItem(engine, engine.root(), "a");
  REQUIRE(activateConstraints({a.leading == engine.root().leading + 10, a.width == 10}));
  EXPECT_REFUSAL(engine, LayoutErrorKind::invalidValue, "layout direction of a",
                 engine.setLayoutDirection(a, static_cast<LayoutDirection>(3)));
  CHECK(engine.effectiveLayoutDirection(a) == LayoutDirection::leftToRight);
}

TEST_CASE("an axis cast from an integer is refused for hugging and compression resistance") {
  LayoutEngine engine;
  LayoutItem a = addItem(engine, engine.root(), "a");
  REQUIRE(engine.setIntrinsicContentSize(a, 40, 20));
  EXPECT_REFUSAL(engine, LayoutErrorKind::invalidValue, "content hugging priority of a",
                 engine.setContentHuggingPriority(a, static_cast<LayoutAxis>(2), 300));
  EXPECT_REFUSAL(engine, LayoutErrorKind::invalidValue, "compression resistance priority of a",
                 engine.setContentCompressionResistancePriority(a, static_cast<LayoutAxis>(9), 300));
}

TEST_CASE("queries with an enumeration value cast from an integer answer nothing") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({200, 100}));
  LayoutItem a = addItem(engine, engine.root(), "a");
  REQUIRE(activateConstraints(
      {a.left == engine.root().left + 10, a.top == engine.root().top + 20, a.width == 30, a.height == 40}));
  CHECK_FRAME(engine.frame(a, static_cast<LayoutCoordinates>(5)), 0, 0, 0, 0);
  LayoutSize size = engine.fittingSize(a, static_cast<LayoutFitting>(4));
  CHECK_NEAR(size.width, 0, 0);
  CHECK_NEAR(size.height, 0, 0);
  CHECK(engine.constraintsAffecting(a, static_cast<LayoutAxis>(3)).empty());
  // The valid values still answer.
  CHECK_FRAME(engine.frame(a, LayoutCoordinates::root), 10, 20, 30, 40);
  CHECK_EQUAL(engine.constraintsAffecting(a, LayoutAxis::vertical).size(), std::size_t{2});
}

// MARK: A side that mixes engines names each item in its own engine

TEST_CASE("a mixed-engine side names the foreign item, not the local item in the same slot") {
  LayoutEngine engine;
  LayoutItem local = addItem(engine, engine.root(), "local");
  LayoutEngine other;
  LayoutItem stranger = addItem(other, other.root(), "stranger");
  // Same slot and generation in each engine: the identifier alone cannot tell them apart.
  REQUIRE(local.identifier() == stranger.identifier());
  LayoutConstraint mixed = local.width == local.width * 0.5 + stranger.width * 0.5;
  LayoutResult result = EXPECT_REFUSAL(engine, LayoutErrorKind::differentEngines, "stranger.width",
                                       engine.activate(std::vector<LayoutConstraint>{mixed}));
  CHECK_CONTAINS(result.message, "0.5·local.width + 0.5·stranger.width");
  CHECK_CONTAINS(mixed.description(), "0.5·local.width + 0.5·stranger.width");
  // Two terms of one slot and attribute merge only within one engine.
  LayoutConstraint twice = local.width == local.width + stranger.width;
  CHECK_CONTAINS(twice.description(), "local.width + stranger.width");
}

// MARK: Handles that outlive their engine

TEST_CASE("an item handle of a destroyed engine is refused by a new engine at the same address") {
  std::optional<LayoutEngine> engine;
  engine.emplace();
  LayoutItem stale = addItem(*engine, engine->root(), "stale");
  engine.reset();
  engine.emplace();  // the same storage: the same address
  LayoutItem fresh = addItem(*engine, engine->root(), "fresh");
  // Same address, slot and generation: only the engine's identity tells them apart.
  REQUIRE(stale.engine() == fresh.engine());
  REQUIRE(stale.identifier() == fresh.identifier());
  CHECK(!(stale == fresh));
  CHECK(!engine->contains(stale));
  CHECK(engine->name(stale).empty());
  EXPECT_REFUSAL(*engine, LayoutErrorKind::destroyedEngine, "destroyed",
                 engine->addSubitem(engine->root(), stale));
  EXPECT_REFUSAL(*engine, LayoutErrorKind::destroyedEngine, "item", engine->removeFromParent(stale));
  EXPECT_REFUSAL(*engine, LayoutErrorKind::destroyedEngine, "destroyed",
                 engine->setIntrinsicContentSize(stale, 10.0, 10.0));
  CHECK(engine->contains(fresh));
  // A constraint written with the stale handle's anchors is refused too, not read as `fresh`'s.
  LayoutConstraint staleWidth = stale.width == 10;
  EXPECT_REFUSAL(*engine, LayoutErrorKind::destroyedEngine, "destroyed",
                 engine->activate(std::vector<LayoutConstraint>{staleWidth}));
  CHECK(activateConstraints({staleWidth}).kind == LayoutErrorKind::destroyedEngine);
  CHECK(staleWidth.namesDestroyedEngine());
  // Beside the new engine's item it is still the destroyed engine's, never named as `fresh`.
  LayoutConstraint beside = fresh.width == stale.width;
  EXPECT_REFUSAL(*engine, LayoutErrorKind::destroyedEngine, "fresh.width == (destroyed engine).width",
                 engine->activate(std::vector<LayoutConstraint>{beside}));
}

TEST_CASE("an item handle of a destroyed engine elsewhere is refused as destroyed, not as another engine") {
  LayoutEngine engine;
  LayoutItem stale;
  {
    std::optional<LayoutEngine> gone;
    gone.emplace();
    stale = gone->makeItem("stale");
  }
  LayoutItem parent = addItem(engine, engine.root(), "parent");
  EXPECT_REFUSAL(engine, LayoutErrorKind::destroyedEngine, "destroyed", engine.addSubitem(parent, stale));
  // A live engine's item is still `differentEngines`.
  LayoutEngine other;
  LayoutItem foreign = other.makeItem("foreign");
  EXPECT_REFUSAL(engine, LayoutErrorKind::differentEngines, "another engine",
                 engine.addSubitem(parent, foreign));
}

TEST_CASE("a constraint that outlives its engine answers destroyedEngine and never reaches the engine") {
  std::optional<LayoutConstraint> kept;
  {
    LayoutEngine engine;
    LayoutItem item = addItem(engine, engine.root(), "item");
    kept = LayoutConstraint(item.width == 100);
    CHECK_SUCCESS(engine.activate(std::vector<LayoutConstraint>{*kept}));
  }
  LayoutConstraint& constraint = *kept;
  CHECK(constraint.engine() == nullptr);
  LayoutResult constant = constraint.setConstant(50);
  CHECK(constant.kind == LayoutErrorKind::destroyedEngine);
  CHECK_CONTAINS(constant.message, "destroyed");
  LayoutResult priority = constraint.setPriority(500);
  CHECK(priority.kind == LayoutErrorKind::destroyedEngine);
  CHECK_CONTAINS(constraint.description(), "(destroyed engine)");
  CHECK(constraint.namesDestroyedEngine());
  LayoutResult activated = activateConstraints({constraint});
  CHECK(activated.kind == LayoutErrorKind::destroyedEngine);
  CHECK_CONTAINS(activated.message, "(destroyed engine).width == 100");
}
