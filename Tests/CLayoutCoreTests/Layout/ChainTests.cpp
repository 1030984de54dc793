// ChainTests.cpp — ConstraintLayout's chains (LayoutEngine::makeChain): spread, spreadInside and
// packed with bias, weights, right to left, vertical, removal, and the refusals (a chain of one
// item first) with the engine unchanged. Values derived by hand.
#define CLAYOUT_TEST_MAIN
#include "TestSupport.h"

using namespace clayout;
using testing::addItem;

namespace {

/// Three items of widths 40, 60, 50 (150 of 300: 150 free) and heights 20, 30, 10 at top 0, in a
/// root of 300 × 200.
struct Row {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  LayoutItem a = addItem(engine, root, "a");
  LayoutItem b = addItem(engine, root, "b");
  LayoutItem c = addItem(engine, root, "c");
  explicit Row(LayoutDirection direction = LayoutDirection::leftToRight, bool fixedWidths = true) {
    CHECK_SUCCESS(engine.setRootSize({300, 200}));
    CHECK_SUCCESS(engine.setLayoutDirection(root, direction));
    CHECK_SUCCESS(activateConstraints({a.top == root.top, b.top == root.top, c.top == root.top,
                                       a.height == 20, b.height == 30, c.height == 10, b.width == 60}));
    if (fixedWidths) CHECK_SUCCESS(activateConstraints({a.width == 40, c.width == 50}));
  }
  LayoutHelperResult chain(const LayoutChainOptions& options) {
    const LayoutItem items[] = {a, b, c};
    return engine.makeChain(items, root.leading, root.trailing, options);
  }
  double x(const LayoutItem& item) const { return engine.frame(item).x; }
};

/// The options of a chain without weights.
LayoutChainOptions styled(ChainStyle style, double bias = 0.5) {
  LayoutChainOptions options;
  options.style = style;
  options.bias = bias;
  return options;
}

}  // namespace

TEST_CASE("spread: four equal gaps of 150 / 4, the ends included") {
  Row row;
  REQUIRE(row.chain({}));
  CHECK_NEAR(row.x(row.a), 37.5, 1e-9);
  CHECK_NEAR(row.x(row.b), 115, 1e-9);    // 37.5 + 40 + 37.5
  CHECK_NEAR(row.x(row.c), 212.5, 1e-9);  // 115 + 60 + 37.5, ending at 262.5 = 300 - 37.5
}

TEST_CASE("spreadInside: the ends pinned, two equal gaps of 75 between") {
  Row row;
  REQUIRE(row.chain(styled(ChainStyle::spreadInside)));
  CHECK_NEAR(row.x(row.a), 0, 1e-9);
  CHECK_NEAR(row.x(row.b), 115, 1e-9);  // 40 + 75
  CHECK_NEAR(row.x(row.c), 250, 1e-9);
}

TEST_CASE("packed: side by side, placed by the bias (0.5 by default)") {
  {
    Row row;
    REQUIRE(row.chain(styled(ChainStyle::packed)));
    CHECK_NEAR(row.x(row.a), 75, 1e-9);  // 150 free, half before
    CHECK_NEAR(row.x(row.b), 115, 1e-9);
    CHECK_NEAR(row.x(row.c), 175, 1e-9);
  }
  {
    Row row;
    REQUIRE(row.chain(styled(ChainStyle::packed, 0.3)));
    CHECK_NEAR(row.x(row.a), 45, 1e-9);  // 0.3 · 150
    CHECK_NEAR(row.x(row.c), 145, 1e-9);
  }
  {
    Row row;
    REQUIRE(row.chain(styled(ChainStyle::packed, 1)));
    CHECK_NEAR(row.x(row.c), 250, 1e-9);
    CHECK_NEAR(row.x(row.a), 150, 1e-9);
  }
}

TEST_CASE("in right to left a horizontal chain runs leading to trailing: right to left") {
  Row row(LayoutDirection::rightToLeft);
  LayoutHelperResult made = row.chain({});
  REQUIRE(made);
  // a's right edge at 300 - 37.5, b's at 262.5 - 40 - 37.5, c's at 185 - 60 - 37.5.
  CHECK_NEAR(row.x(row.a), 222.5, 1e-9);
  CHECK_NEAR(row.x(row.b), 125, 1e-9);
  CHECK_NEAR(row.x(row.c), 37.5, 1e-9);
  // Back to left to right: the chain's constraints are re-resolved with the direction.
  REQUIRE(row.engine.setLayoutDirection(row.root, LayoutDirection::leftToRight));
  CHECK_NEAR(row.x(row.a), 37.5, 1e-9);
}

TEST_CASE("weights share the space among the weighted items; the others keep their size") {
  Row row(LayoutDirection::leftToRight, false);
  LayoutChainOptions options;
  options.weights = {1, 0, 2};
  LayoutHelperResult made = row.chain(options);
  REQUIRE(made);
  // 300 - 60 = 240 shared 1 : 2.
  CHECK_FRAME(row.engine.frame(row.a), 0, 0, 80, 20);
  CHECK_FRAME(row.engine.frame(row.b), 80, 0, 60, 30);
  CHECK_FRAME(row.engine.frame(row.c), 140, 0, 160, 10);
  CHECK_EQUAL(row.engine.helperConstraints(made.helper).back().identifier(), std::string("chain-weight"));
  REQUIRE(row.engine.setRootSize({420, 200}));  // 360 shared: 120 and 240
  CHECK_FRAME(row.engine.frame(row.c), 180, 0, 240, 10);
}

TEST_CASE("a weighted chain in right to left fills from the right edge") {
  Row row(LayoutDirection::rightToLeft, false);
  LayoutChainOptions options;
  options.weights = {1, 0, 2};
  REQUIRE(row.chain(options));
  // a is the rightmost: 80 wide from 300; b 60 before it; c 160 wide from 0.
  CHECK_FRAME(row.engine.frame(row.a), 220, 0, 80, 20);
  CHECK_FRAME(row.engine.frame(row.b), 160, 0, 60, 30);
  CHECK_FRAME(row.engine.frame(row.c), 0, 0, 160, 10);
}

TEST_CASE("a vertical chain between two anchors of other items") {
  Row row;
  LayoutItem header = addItem(row.engine, row.root, "header");
  LayoutItem first = addItem(row.engine, row.root, "first");
  LayoutItem second = addItem(row.engine, row.root, "second");
  REQUIRE(activateConstraints({header.top == row.root.top, header.height == 40,
                               header.leading == row.root.leading, header.width == 10, first.height == 20,
                               second.height == 30, first.left == row.root.left, second.left == row.root.left,
                               first.width == 5, second.width == 5}));
  const LayoutItem items[] = {first, second};
  // Between the header's bottom (40) and the root's bottom (200): 160 - 50 = 110 free, 3 gaps.
  LayoutHelperResult made = row.engine.makeChain(items, header.bottom, row.root.bottom, {});
  REQUIRE(made);
  CHECK_NEAR(row.engine.frame(first).y, 40 + 110.0 / 3, 1e-9);
  CHECK_NEAR(row.engine.frame(second).y, 40 + 2 * 110.0 / 3 + 20, 1e-9);
  CHECK(testing::containsText(row.engine.dump(), "\"chain-spread\""));
}

TEST_CASE("removing a chain removes its constraints: the items are free again") {
  Row row;
  std::string before = testing::layoutModel(row.engine);
  LayoutHelperResult made = row.chain(styled(ChainStyle::packed));
  REQUIRE(made);
  REQUIRE(row.engine.removeHelper(made.helper));
  CHECK_EQUAL(testing::layoutModel(row.engine), before);
  CHECK(!row.engine.ambiguities().empty());
}

TEST_CASE("a chain whose item is removed keeps its other constraints until removed itself") {
  Row row;
  LayoutHelperResult made = row.chain({});
  REQUIRE(made);
  REQUIRE(row.engine.removeItem(row.c));
  std::size_t active = 0;
  for (const LayoutConstraint& constraint : row.engine.helperConstraints(made.helper))
    active += constraint.isActive();
  // g1 == g0 relates a, b and the root; g2 == g0 and g3 == g0 use c: they went with it.
  CHECK_EQUAL(active, std::size_t{1});
  REQUIRE(row.engine.removeHelper(made.helper));
}

TEST_CASE("moving a chain's item to another tree deactivates the chain's constraints that use it") {
  Row row;
  LayoutHelperResult made = row.chain({});
  REQUIRE(made);
  LayoutItem elsewhere = row.engine.makeItem("elsewhere");  // a tree of its own
  REQUIRE(row.engine.addSubitem(elsewhere, row.c));
  std::size_t active = 0;
  for (const LayoutConstraint& constraint : row.engine.helperConstraints(made.helper))
    active += constraint.isActive();
  CHECK_EQUAL(active, std::size_t{1});  // g1 == g0, without c
  for (const LayoutConstraint& constraint : row.engine.constraintsAffecting(row.c, LayoutAxis::horizontal))
    CHECK(constraint.identifier() != "chain-spread");
  REQUIRE(row.engine.removeHelper(made.helper));
}

TEST_CASE("a bad chain is refused, naming the culprit, and the engine is unchanged") {
  Row row;
  std::string before = row.engine.dump();
  auto refused = [&](LayoutHelperResult made, LayoutErrorKind kind, const char* part) {
    CHECK(!made);
    CHECK(made.result.kind == kind);
    CHECK_WITH(testing::containsText(made.result.message, part), made.result.message);
    CHECK_EQUAL(row.engine.dump(), before);
  };
  const LayoutItem one[] = {row.a};
  refused(row.engine.makeChain(one, row.root.leading, row.root.trailing, {}), LayoutErrorKind::invalidValue,
          "cannot make the chain: a chain needs 2 items or more, it has 1 (a)");
  refused(row.engine.makeChain({}, row.root.leading, row.root.trailing, {}), LayoutErrorKind::invalidValue,
          "it has 0");
  const LayoutItem twice[] = {row.a, row.b, row.a};
  refused(row.engine.makeChain(twice, row.root.leading, row.root.trailing, {}), LayoutErrorKind::invalidValue,
          "the item a is listed twice");
  refused(row.chain(styled(ChainStyle::packed, 1.5)), LayoutErrorKind::invalidValue,
          "bias 1.5 is outside [0, 1]");
  refused(row.chain(styled(ChainStyle::packed, std::nan(""))), LayoutErrorKind::invalidValue, "bias nan");
  refused(row.chain(styled(static_cast<ChainStyle>(5))), LayoutErrorKind::invalidValue, "not a ChainStyle");
  LayoutChainOptions negative;
  negative.weights = {1, -1, 0};
  refused(row.chain(negative), LayoutErrorKind::invalidValue, "the weight -1 of b");
  LayoutChainOptions short_;
  short_.weights = {1, 1};
  refused(row.chain(short_), LayoutErrorKind::invalidValue, "2 weights for 3 items");
  // A conflict: a fixed at 10 cannot be at 37.5; nothing of the chain stays.
  REQUIRE(activateConstraints({row.a.left == row.root.left + 10}));
  before = row.engine.dump();
  LayoutHelperResult conflict = row.chain({});
  CHECK(conflict.result.kind == LayoutErrorKind::unsatisfiableConstraint);
  CHECK_WITH(testing::containsText(conflict.result.message, "chain-spread"), conflict.result.message);
  CHECK_EQUAL(row.engine.dump(), before);
  CHECK(!conflict.result.conflicts.empty());
}

TEST_CASE("a spread chain of 100 items keeps its precision (equalities to one gap, not a ladder)") {
  // A ladder g0 == g1, g1 == g2, … lost precision at 100 items (the tableau's coefficients grew
  // with each rung); the chain writes gk == g0 instead.
  for (ChainStyle style : {ChainStyle::spread, ChainStyle::spreadInside}) {
    LayoutEngine engine;
    CHECK_SUCCESS(engine.setRootSize({1000, 100}));
    std::vector<LayoutItem> items;
    for (int index = 0; index < 100; ++index) {
      LayoutItem item = addItem(engine, engine.root(), ("i" + std::to_string(index)).c_str());
      CHECK_SUCCESS(activateConstraints({item.width == 5, item.height == 10, item.top == engine.root().top}));
      items.push_back(item);
    }
    LayoutChainOptions options;
    options.style = style;
    LayoutHelperResult made = engine.makeChain(items, engine.root().leading, engine.root().trailing, options);
    REQUIRE(made);
    // 500 free: 101 equal gaps (spread), or 99 between pinned ends (spreadInside).
    double gap = style == ChainStyle::spread ? 500.0 / 101 : 500.0 / 99;
    double first = style == ChainStyle::spread ? gap : 0;
    for (int index : {0, 1, 50, 99}) {
      CHECK_NEAR(engine.frame(items[static_cast<std::size_t>(index)]).x, first + index * (gap + 5), 1e-9);
    }
  }
}
