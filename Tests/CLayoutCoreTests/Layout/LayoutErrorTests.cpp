// LayoutErrorTests.cpp — every error a layout engine reports: its kind, a message that names the
// constraint (with item names and file:line) or the item at fault, and an engine left exactly as
// it was (the same dump: tree, frames, active constraints, solver).
#define CLAYOUT_TEST_MAIN
#include <functional>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "CLayoutCore/CLayoutCore.h"
#include "TestSupport.h"

using namespace clayout;

namespace {

const double notANumber = std::numeric_limits<double>::quiet_NaN();
const double infinity = std::numeric_limits<double>::infinity();

/// Checks that `result` is about `constraint` and that its message names it in full.
void checkNames(const LayoutResult& result, const LayoutConstraint& constraint, int line) {
  if (!result.constraint || !result.constraint->isSameConstraint(constraint)) {
    testing::reportFailure(__FILE__, line, "the result is not about the constraint");
  }
  if (!testing::containsText(result.message, constraint.description())) {
    testing::reportFailure(__FILE__, line,
                           "\"" + result.message + "\" does not name " + constraint.description());
  }
}

#define CHECK_NAMES(result, constraint) checkNames((result), (constraint), __LINE__)

/// An engine with a root of 320 × 480 and two items a, b pinned in it.
struct Screen {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  LayoutItem a = engine.makeItem("a");
  LayoutItem b = engine.makeItem("b");
  Screen() {
    CHECK_SUCCESS(engine.setRootSize({320, 480}));
    CHECK_SUCCESS(engine.addSubitem(root, a));
    CHECK_SUCCESS(engine.addSubitem(root, b));
    CHECK_SUCCESS(activateConstraints({a.left == root.left + 10, a.top == root.top, a.width == 100,
                                       a.height == 20, b.top == a.bottom + 8}));
  }
};

}  // namespace

TEST_CASE("descriptions carry item names, priority, identifier and file:line") {
  Screen s;
  int line = __LINE__ + 1;
  LayoutConstraint gap = (s.b.top == s.a.bottom + 20) | 750.0 | LayoutIdentifier{"title-gap"};
  CHECK_EQUAL(gap.description(), "b.top == a.bottom + 20 @750 \"title-gap\" (LayoutErrorTests.cpp:" +
                                     std::to_string(line) + ")");
}

TEST_CASE("differentEngines: items of two engines, or a constraint of another engine") {
  Screen s;
  LayoutEngine other;
  LayoutItem stranger = other.makeItem("stranger");
  CHECK_SUCCESS(other.addSubitem(other.root(), stranger));
  LayoutConstraint mixed = s.a.left == stranger.left;
  LayoutResult result = EXPECT_FAILURE(s.engine, LayoutErrorKind::differentEngines,
                                       s.engine.activate(std::vector<LayoutConstraint>{mixed}));
  CHECK_NAMES(result, mixed);
  CHECK_CONTAINS(result.message, "stranger.left");
  CHECK_CONTAINS(result.message, "engine");
  // A constraint entirely of the other engine, given to this one.
  LayoutConstraint foreign = stranger.width == 10;
  result = EXPECT_FAILURE(s.engine, LayoutErrorKind::differentEngines,
                          s.engine.activate(std::vector<LayoutConstraint>{foreign}));
  CHECK_NAMES(result, foreign);
  CHECK(!mixed.isActive());
  CHECK(!foreign.isActive());
  // Deactivating another engine's constraint.
  REQUIRE(activateConstraints({foreign}));
  EXPECT_FAILURE(s.engine, LayoutErrorKind::differentEngines,
                 s.engine.deactivate(std::vector<LayoutConstraint>{foreign}));
  CHECK(foreign.isActive());
}

TEST_CASE("noCommonAncestor: a detached item with an item in the tree") {
  Screen s;
  LayoutItem detached = s.engine.makeItem("detached");
  LayoutConstraint constraint = detached.left == s.a.right + 4;
  LayoutResult result =
      EXPECT_FAILURE(s.engine, LayoutErrorKind::noCommonAncestor, activateConstraints({constraint}));
  CHECK_NAMES(result, constraint);
  CHECK_CONTAINS(result.message, "detached and a have no common ancestor");
  // Within one detached subtree it is fine.
  LayoutItem inner = s.engine.makeItem("inner");
  REQUIRE(s.engine.addSubitem(detached, inner));
  CHECK(activateConstraints({inner.left == detached.left + 2}));
}

TEST_CASE("removedItem: constraints and calls on a removed item") {
  Screen s;
  LayoutItem gone = s.engine.makeItem("gone");
  CHECK_SUCCESS(s.engine.addSubitem(s.root, gone));
  LayoutConstraint constraint = gone.left == s.a.left;
  REQUIRE(s.engine.removeItem(gone));
  LayoutResult result =
      EXPECT_FAILURE(s.engine, LayoutErrorKind::removedItem, activateConstraints({constraint}));
  CHECK_NAMES(result, constraint);
  CHECK_CONTAINS(result.message, "(removed item).left == a.left");
  CHECK_CONTAINS(result.message, "removed");
  EXPECT_FAILURE(s.engine, LayoutErrorKind::removedItem, s.engine.setIntrinsicContentSize(gone, 10, 10));
  EXPECT_FAILURE(s.engine, LayoutErrorKind::removedItem,
                 s.engine.setLayoutDirection(gone, LayoutDirection::rightToLeft));
  EXPECT_FAILURE(s.engine, LayoutErrorKind::removedItem, s.engine.setLayoutMargins(gone, {}));
  EXPECT_FAILURE(s.engine, LayoutErrorKind::removedItem, s.engine.setSafeAreaInsets(gone, {}));
  EXPECT_FAILURE(s.engine, LayoutErrorKind::removedItem, s.engine.setBaselineOffsets(gone, 1, 1));
  EXPECT_FAILURE(s.engine, LayoutErrorKind::removedItem, s.engine.removeFromParent(gone));
  EXPECT_FAILURE(s.engine, LayoutErrorKind::removedItem, s.engine.addSubitem(s.root, gone));
  EXPECT_FAILURE(s.engine, LayoutErrorKind::removedItem, s.engine.addSubitem(gone, s.a));
  EXPECT_FAILURE(s.engine, LayoutErrorKind::removedItem, s.engine.addSubitem(s.root, LayoutItem()));
  CHECK(!s.engine.layoutMarginsGuide(gone).isValid());
}

TEST_CASE("alreadyActive: an active constraint, or one twice in a batch") {
  Screen s;
  LayoutConstraint width = s.b.width == 50;
  REQUIRE(activateConstraints({width}));
  LayoutResult result =
      EXPECT_FAILURE(s.engine, LayoutErrorKind::alreadyActive, activateConstraints({width}));
  CHECK_NAMES(result, width);
  CHECK_CONTAINS(result.message, "already active");
  LayoutConstraint left = s.b.left == s.a.left;
  result = EXPECT_FAILURE(s.engine, LayoutErrorKind::alreadyActive, activateConstraints({left, left}));
  CHECK_NAMES(result, left);
  CHECK_CONTAINS(result.message, "twice");
  CHECK(!left.isActive());
}

TEST_CASE("notActive: deactivating an inactive constraint, or one twice in a batch") {
  Screen s;
  LayoutConstraint width = s.b.width == 50;
  LayoutResult result = EXPECT_FAILURE(s.engine, LayoutErrorKind::notActive, deactivateConstraints({width}));
  CHECK_NAMES(result, width);
  CHECK_CONTAINS(result.message, "not active");
  REQUIRE(activateConstraints({width}));
  result = EXPECT_FAILURE(s.engine, LayoutErrorKind::notActive, deactivateConstraints({width, width}));
  CHECK_NAMES(result, width);
  CHECK(width.isActive());
  // The engine's own constraints (intrinsic size) cannot be deactivated or changed by the host.
  REQUIRE(s.engine.setIntrinsicContentSize(s.b, 30, std::nullopt));
  std::vector<LayoutConstraint> internal = s.engine.constraintsAffecting(s.b, LayoutAxis::horizontal);
  REQUIRE(internal.size() >= 2);
  LayoutConstraint hugging = internal[internal.size() - 2];  // hugging, then compression resistance
  CHECK_CONTAINS(hugging.description(), "b.width hugging");
  EXPECT_FAILURE(s.engine, LayoutErrorKind::notActive, deactivateConstraints({hugging}));
  EXPECT_FAILURE(s.engine, LayoutErrorKind::notActive, hugging.setConstant(1));
}

TEST_CASE("nonFiniteValue: NaN or infinite constants and multipliers") {
  Screen s;
  LayoutConstraint nanConstant = s.b.width == notANumber;
  LayoutResult result =
      EXPECT_FAILURE(s.engine, LayoutErrorKind::nonFiniteValue, activateConstraints({nanConstant}));
  CHECK_NAMES(result, nanConstant);
  CHECK_CONTAINS(result.message, "b.width == nan");
  LayoutConstraint infiniteMultiplier = s.b.width == s.a.width * infinity;
  result =
      EXPECT_FAILURE(s.engine, LayoutErrorKind::nonFiniteValue, activateConstraints({infiniteMultiplier}));
  CHECK_NAMES(result, infiniteMultiplier);
  LayoutConstraint infiniteOffset = s.b.left == s.a.left + infinity;
  EXPECT_FAILURE(s.engine, LayoutErrorKind::nonFiniteValue, activateConstraints({infiniteOffset}));
  // Changing the constant of an active constraint to NaN.
  LayoutConstraint width = s.b.width == 50;
  REQUIRE(activateConstraints({width}));
  result = EXPECT_FAILURE(s.engine, LayoutErrorKind::nonFiniteValue, width.setConstant(notANumber));
  CHECK_NAMES(result, width);
  CHECK_EQUAL(width.constant(), 50.0);
  // Sizes, margins, insets, offsets.
  EXPECT_FAILURE(s.engine, LayoutErrorKind::nonFiniteValue,
                 s.engine.setIntrinsicContentSize(s.a, infinity, 1));
  EXPECT_FAILURE(s.engine, LayoutErrorKind::nonFiniteValue,
                 s.engine.setLayoutMargins(s.a, {notANumber, 0, 0, 0}));
  EXPECT_FAILURE(s.engine, LayoutErrorKind::nonFiniteValue,
                 s.engine.setSafeAreaInsets(s.a, {0, 0, infinity, 0}));
  EXPECT_FAILURE(s.engine, LayoutErrorKind::nonFiniteValue, s.engine.setBaselineOffsets(s.a, notANumber, 0));
  EXPECT_FAILURE(s.engine, LayoutErrorKind::nonFiniteValue, s.engine.setRootSize({notANumber, 1}));
}

TEST_CASE("invalidPriority: outside (0, 1000]") {
  Screen s;
  const std::pair<double, std::string> refused[] = {
      {0.0, "0"}, {-1.0, "-1"}, {1000.5, "1000.5"}, {notANumber, "nan"}};
  for (const auto& [bad, written] : refused) {
    LayoutConstraint constraint = (s.b.width == 50) | bad;
    LayoutResult result =
        EXPECT_FAILURE(s.engine, LayoutErrorKind::invalidPriority, activateConstraints({constraint}));
    CHECK_NAMES(result, constraint);
    CHECK_CONTAINS(result.message, "(0, 1000]");
    // The refused priority is shown, in the constraint and in the reason: `@1000.5` is not
    // taken for required (as `priority::isRequired` would), nor 0 for a missing one.
    CHECK_CONTAINS(result.message, "@" + written);
    CHECK_CONTAINS(result.message, "its priority " + written + " is outside");
  }
  LayoutConstraint width = (s.b.width == 50) | 500.0;
  REQUIRE(activateConstraints({width}));
  LayoutResult result = EXPECT_FAILURE(s.engine, LayoutErrorKind::invalidPriority, width.setPriority(0));
  CHECK_NAMES(result, width);
  CHECK_CONTAINS(result.message, "the new priority 0 is outside");
  CHECK_EQUAL(width.priority(), 500.0);
  EXPECT_FAILURE(s.engine, LayoutErrorKind::invalidPriority,
                 s.engine.setContentHuggingPriority(s.a, LayoutAxis::horizontal, 2000));
  EXPECT_FAILURE(s.engine, LayoutErrorKind::invalidPriority,
                 s.engine.setContentCompressionResistancePriority(s.a, LayoutAxis::vertical, -5));
}

TEST_CASE("zeroMultiplier: a position made a constant") {
  Screen s;
  // `b.centerX == a.centerX * 0` cannot be written with the operators (a position times a
  // number does not compile); it is built by hand as a host with another front end could.
  PendingLayoutConstraint pending;
  pending.first = s.b.centerX.expression();
  pending.second = s.a.centerX.expression();
  pending.second.terms[0].coefficient = 0;
  pending.anchorKind = AnchorKind::xAxis;
  LayoutConstraint constraint(pending);
  LayoutResult result =
      EXPECT_FAILURE(s.engine, LayoutErrorKind::zeroMultiplier, activateConstraints({constraint}));
  CHECK_NAMES(result, constraint);
  CHECK_CONTAINS(result.message, "zero multiplier");
  // The same with both sides summing to zero is a relation of two distances: allowed.
  pending.first.terms[0].coefficient = 0;
  CHECK(activateConstraints({LayoutConstraint(pending)}));
}

TEST_CASE("unsatisfiable activation: conflicts mapped back, nothing of the batch active") {
  Screen s;
  LayoutConstraint width = s.b.width == 100;
  LayoutConstraint maxWidth = s.b.width <= 80;
  LayoutConstraint harmless = s.b.left == s.a.left;
  REQUIRE(activateConstraints({width}));
  LayoutResult result = EXPECT_FAILURE(s.engine, LayoutErrorKind::unsatisfiableConstraint,
                                       activateConstraints({harmless, maxWidth}));
  CHECK_NAMES(result, maxWidth);
  REQUIRE(result.conflicts.size() == 1);
  CHECK(result.conflicts[0].isSameConstraint(width));
  CHECK_CONTAINS(result.message, width.description());
  CHECK(!harmless.isActive());
  CHECK(!maxWidth.isActive());
  // A clash inside one batch.
  LayoutConstraint c1 = s.b.height == 10;
  LayoutConstraint c2 = s.b.height == 20;
  result = EXPECT_FAILURE(s.engine, LayoutErrorKind::unsatisfiableConstraint, activateConstraints({c1, c2}));
  CHECK_NAMES(result, c2);
  REQUIRE(result.conflicts.size() == 1);
  CHECK(result.conflicts[0].isSameConstraint(c1));
  // An intrinsic size constraint made required takes part in conflicts under its own name.
  REQUIRE(s.engine.setIntrinsicContentSize(s.b, std::nullopt, 30));
  REQUIRE(s.engine.setContentCompressionResistancePriority(s.b, LayoutAxis::vertical, priority::required));
  LayoutConstraint tooShort = s.b.height == 10;
  result =
      EXPECT_FAILURE(s.engine, LayoutErrorKind::unsatisfiableConstraint, activateConstraints({tooShort}));
  REQUIRE(result.conflicts.size() == 1);
  CHECK_CONTAINS(result.conflicts[0].description(), "b.height >= 30 \"b.height compression resistance\"");
}

TEST_CASE("unsatisfiable changes: constant and priority, engine unchanged") {
  Screen s;
  LayoutConstraint width = s.b.width == 100;
  LayoutConstraint atMost = (s.b.width <= 80) | 500.0;
  LayoutConstraint bound = s.b.width <= 120;
  REQUIRE(activateConstraints({width, atMost, bound}));
  // Making `b.width <= 80` required clashes with `b.width == 100`.
  LayoutResult result = EXPECT_FAILURE(s.engine, LayoutErrorKind::unsatisfiableConstraint,
                                       atMost.setPriority(priority::required));
  CHECK_NAMES(result, atMost);
  CHECK_EQUAL(atMost.priority(), 500.0);
  REQUIRE(result.conflicts.size() == 1);
  CHECK(result.conflicts[0].isSameConstraint(width));
  // Moving `b.width == 100` to 150 clashes with `b.width <= 120`.
  result = EXPECT_FAILURE(s.engine, LayoutErrorKind::unsatisfiableConstraint, width.setConstant(150));
  CHECK_NAMES(result, width);
  CHECK_EQUAL(width.constant(), 100.0);
  REQUIRE(result.conflicts.size() == 1);
  CHECK(result.conflicts[0].isSameConstraint(bound));
  CHECK_NEAR(s.engine.frame(s.b).width, 100, 1e-9);
}

TEST_CASE("a failing batch leaves every earlier constraint of it inactive") {
  Screen s;
  LayoutConstraint first = s.b.left == s.a.left;
  LayoutConstraint second = s.b.width == 10;
  LayoutConstraint bad = (s.b.height == 5) | 0.0;
  EXPECT_FAILURE(s.engine, LayoutErrorKind::invalidPriority, activateConstraints({first, second, bad}));
  CHECK(!first.isActive());
  CHECK(!second.isActive());
}

TEST_CASE("the free functions refuse constraints of two engines and constraints without items") {
  Screen s;
  LayoutEngine other;
  LayoutItem stranger = other.makeItem("stranger");
  LayoutResult result = activateConstraints({s.a.width == 10, stranger.width == 10});
  CHECK(result.kind == LayoutErrorKind::differentEngines);
  CHECK(!result.message.empty());
}
