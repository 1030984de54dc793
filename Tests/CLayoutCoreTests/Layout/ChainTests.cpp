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

// MARK: Margins
//
// The margins a {start 10, end 0}, b {start 5, end 5}, c {start 0, end 20} on the Row (widths 40,
// 60, 50; 150 free): the fixed parts of the four gaps are f0 = 10, f1 = 0 + 5, f2 = 5 + 0, f3 = 20,
// 40 in all, so the styles spread 150 - 40 = 110.

namespace {

LayoutChainOptions withMargins(LayoutChainOptions options) {
  options.margins = {{10, 0}, {5, 5}, {0, 20}};
  return options;
}

}  // namespace

TEST_CASE("margins in a spread chain: fixed, and the rest spread in four equal parts") {
  Row row;
  REQUIRE(row.chain(withMargins({})));
  // s = 110 / 4 = 27.5: a at 10 + 27.5, b at 77.5 + 5 + 27.5, c at 170 + 5 + 27.5.
  CHECK_NEAR(row.x(row.a), 37.5, 1e-9);
  CHECK_NEAR(row.x(row.b), 110, 1e-9);
  CHECK_NEAR(row.x(row.c), 202.5, 1e-9);  // ends at 252.5; + 27.5 + 20 = 300
}

TEST_CASE("margins in a spreadInside chain: the ends at their margins, the inner gaps equal") {
  Row row;
  REQUIRE(row.chain(withMargins(styled(ChainStyle::spreadInside))));
  CHECK_NEAR(row.x(row.a), 10, 1e-9);
  CHECK_NEAR(row.x(row.c), 230, 1e-9);  // ends at 300 - 20
  // Between 50 and 230, b's 60: 120 of gaps, 10 fixed, 110 spread as 55 and 55: b at 50 + 5 + 55.
  CHECK_NEAR(row.x(row.b), 110, 1e-9);
}

TEST_CASE("margins in a packed chain: the group keeps its inner margins, the bias places it") {
  // The group from a's leading to c's trailing: 40 + 5 + 60 + 5 + 50 = 160; 300 - 160 - 10 - 20 =
  // 110 to share before and after.
  struct Case {
    double bias, a, b, c;
  };
  for (Case expected : {Case{0.5, 65, 110, 175},        // 10 + 55
                        Case{0.25, 37.5, 82.5, 147.5},  // 10 + 27.5
                        Case{0, 10, 55, 120}, Case{1, 120, 165, 230}}) {
    Row row;
    REQUIRE(row.chain(withMargins(styled(ChainStyle::packed, expected.bias))));
    // A gap held at its margins reads as a position plus the margins.
    CHECK_CONTAINS(row.engine.dump(), "b.leading == a.trailing + 5 \"chain-packed\"");
    CHECK_NEAR(row.x(row.a), expected.a, 1e-9);
    CHECK_NEAR(row.x(row.b), expected.b, 1e-9);
    CHECK_NEAR(row.x(row.c), expected.c, 1e-9);
  }
}

TEST_CASE("margins in a weighted chain: the weighted items share what the margins leave") {
  Row row(LayoutDirection::leftToRight, false);
  LayoutChainOptions options;
  options.weights = {1, 0, 2};
  REQUIRE(row.chain(withMargins(options)));
  // 300 - 40 of margins - 60 of b = 200, shared 1 : 2.
  CHECK_FRAME(row.engine.frame(row.a), 10, 0, 200.0 / 3, 20);
  CHECK_FRAME(row.engine.frame(row.b), 15 + 200.0 / 3, 0, 60, 30);
  CHECK_FRAME(row.engine.frame(row.c), 80 + 200.0 / 3, 0, 400.0 / 3, 10);  // ends at 280 = 300 - 20
}

TEST_CASE("margins in right to left: start is the right side") {
  Row row(LayoutDirection::rightToLeft);
  REQUIRE(row.chain(withMargins({})));
  // The left-to-right chain mirrored: right edges at 300 - 37.5, 300 - 110, 300 - 202.5.
  CHECK_NEAR(row.x(row.a), 222.5, 1e-9);
  CHECK_NEAR(row.x(row.b), 130, 1e-9);
  CHECK_NEAR(row.x(row.c), 47.5, 1e-9);
}

TEST_CASE("a vertical chain with margins: top and bottom") {
  Row row;
  LayoutItem first = addItem(row.engine, row.root, "first");
  LayoutItem second = addItem(row.engine, row.root, "second");
  REQUIRE(activateConstraints({first.height == 20, second.height == 30, first.left == row.root.left,
                               second.left == row.root.left, first.width == 5, second.width == 5}));
  const LayoutItem items[] = {first, second};
  LayoutChainOptions options;
  options.margins = {{12, 0}, {8, 18}};
  // 200 - 50 = 150; fixed 12, 8, 18: 112 spread in 3: 112 / 3 each.
  REQUIRE(row.engine.makeChain(items, row.root.top, row.root.bottom, options));
  CHECK_NEAR(row.engine.frame(first).y, 12 + 112.0 / 3, 1e-9);
  CHECK_NEAR(row.engine.frame(second).y, 12 + 112.0 / 3 + 20 + 8 + 112.0 / 3, 1e-9);
}

TEST_CASE("bad margins are refused, naming the item and the margin, and the engine is unchanged") {
  Row row;
  std::string before = row.engine.dump();
  auto refused = [&](std::vector<LayoutChainMargins> margins, LayoutErrorKind kind, const char* part) {
    LayoutChainOptions options;
    options.margins = std::move(margins);
    LayoutHelperResult made = row.chain(options);
    CHECK(!made);
    CHECK(made.result.kind == kind);
    CHECK_WITH(testing::containsText(made.result.message, part), made.result.message);
    CHECK_EQUAL(row.engine.dump(), before);
    CHECK_EQUAL(row.engine.checkInvariants(), std::string());
  };
  refused({{0, 0}, {-4, 0}, {0, 0}}, LayoutErrorKind::invalidValue,
          "cannot make the chain: the start margin -4 of b is negative");
  refused({{0, 0}, {0, 0}, {0, std::nan("")}}, LayoutErrorKind::nonFiniteValue,
          "the end margin nan of c is not finite");
  refused({{0, INFINITY}, {0, 0}, {0, 0}}, LayoutErrorKind::nonFiniteValue, "the end margin inf of a");
  refused({{0, 0}, {0, 0}, {1e16, 0}}, LayoutErrorKind::invalidValue,
          "the start margin 1e+16 of c is out of range");
  refused({{0, 0}, {0, 0}}, LayoutErrorKind::invalidValue, "it has 2 margins for 3 items (a, b, c)");
  refused({{0, 0}, {0, 0, -1, {}}, {0, 0}}, LayoutErrorKind::invalidValue,
          "the gone start margin -1 of b is negative");
  refused({{0, 0, {}, std::nan("")}, {0, 0}, {0, 0}}, LayoutErrorKind::nonFiniteValue,
          "the gone end margin nan of a is not finite");
}

// MARK: Gone items
//
// Items of intrinsic widths 40, 60, 50 (compression resistance 750: a gone item's required width 0
// wins over it), heights 20, 30, 10 at top 0, in a root of 300 × 200.

namespace {

struct GoneRow {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  LayoutItem a = addItem(engine, root, "a");
  LayoutItem b = addItem(engine, root, "b");
  LayoutItem c = addItem(engine, root, "c");
  explicit GoneRow(LayoutDirection direction = LayoutDirection::leftToRight) {
    CHECK_SUCCESS(engine.setRootSize({300, 200}));
    CHECK_SUCCESS(engine.setLayoutDirection(root, direction));
    CHECK_SUCCESS(engine.setIntrinsicContentSize(a, 40, 20));
    CHECK_SUCCESS(engine.setIntrinsicContentSize(b, 60, 30));
    CHECK_SUCCESS(engine.setIntrinsicContentSize(c, 50, 10));
    CHECK_SUCCESS(activateConstraints({a.top == root.top, b.top == root.top, c.top == root.top}));
  }
  LayoutHelperResult chain(const LayoutChainOptions& options) {
    const LayoutItem items[] = {a, b, c};
    return engine.makeChain(items, root.leading, root.trailing, options);
  }
};

}  // namespace

TEST_CASE("a gone item of a spread chain: width 0 after the item before it, three gaps left") {
  GoneRow row;
  REQUIRE(row.chain({}));
  REQUIRE(row.engine.setHidden(row.b, true));
  // a and c: 90 of 300, 210 in three gaps of 70.
  CHECK_FRAME(row.engine.frame(row.a), 70, 0, 40, 20);
  CHECK_FRAME(row.engine.frame(row.b), 110, 0, 0, 30);  // at a's trailing edge
  CHECK_FRAME(row.engine.frame(row.c), 180, 0, 50, 10);
  CHECK(testing::containsText(row.engine.dump(), "\"chain-gone\""));
}

TEST_CASE("a gone item's margins count for nothing; the others' stay") {
  GoneRow row;
  REQUIRE(row.chain(withMargins({})));
  REQUIRE(row.engine.setHidden(row.b, true));
  // Fixed: a's start 10, a's end + c's start 0, c's end 20; 210 - 30 = 180 in three parts of 60.
  CHECK_FRAME(row.engine.frame(row.a), 70, 0, 40, 20);
  CHECK_FRAME(row.engine.frame(row.b), 110, 0, 0, 30);
  CHECK_FRAME(row.engine.frame(row.c), 170, 0, 50, 10);  // ends at 220; + 60 + 20 = 300
}

// Gone margins (ConstraintLayout's layout_goneMarginStart/End): a {10, 0, gone start 30, gone end
// 6}, b {5, 5, gone start 21}, c {0, 20, gone start 9}.
namespace {

LayoutChainOptions withGoneMargins() {
  LayoutChainOptions options;
  options.margins = {{10, 0, 30, 6}, {5, 5, 21, {}}, {0, 20, 9, {}}};
  return options;
}

}  // namespace

TEST_CASE("gone margins replace a margin while the neighbour on that side is gone") {
  GoneRow row;
  REQUIRE(row.chain(withGoneMargins()));
  // All visible, no gone margin applies: as "margins in a spread chain" (f 10, 5, 5, 20).
  CHECK_FRAME(row.engine.frame(row.a), 37.5, 0, 40, 20);
  CHECK_FRAME(row.engine.frame(row.c), 202.5, 0, 50, 10);
  REQUIRE(row.engine.setHidden(row.b, true));
  // a's end is its gone end 6, c's start its gone start 9; a's start stays 10 (the anchor is never
  // gone). Fixed 10 + (6 + 9) + 20 = 45 of the 210 free: 165 in three parts of 55.
  CHECK_FRAME(row.engine.frame(row.a), 65, 0, 40, 20);
  CHECK_FRAME(row.engine.frame(row.b), 105, 0, 0, 30);
  CHECK_FRAME(row.engine.frame(row.c), 175, 0, 50, 10);  // 105 + 15 + 55; ends at 225, + 55 + 20
  REQUIRE(row.engine.setHidden(row.b, false));
  CHECK_FRAME(row.engine.frame(row.a), 37.5, 0, 40, 20);
  CHECK_FRAME(row.engine.frame(row.b), 110, 0, 60, 30);
  CHECK_FRAME(row.engine.frame(row.c), 202.5, 0, 50, 10);
}

TEST_CASE("a gone first item gives the next one its gone start at the chain's start") {
  GoneRow row;
  REQUIRE(row.chain(withGoneMargins()));
  REQUIRE(row.engine.setHidden(row.a, true));
  // b's start is its gone start 21 (a before it is gone); b's end 5 + c's start 0 (b is visible);
  // c's end 20. Fixed 46 of the 190 free: 144 in three parts of 48.
  CHECK_FRAME(row.engine.frame(row.a), 0, 0, 0, 20);  // gone, at the start anchor
  CHECK_FRAME(row.engine.frame(row.b), 69, 0, 60, 30);
  CHECK_FRAME(row.engine.frame(row.c), 182, 0, 50, 10);  // 69 + 60 + 5 + 48; ends at 232, + 48 + 20
}

TEST_CASE("a gone item of a spreadInside chain: the visible ends pinned") {
  {
    GoneRow row;
    REQUIRE(row.chain(styled(ChainStyle::spreadInside)));
    REQUIRE(row.engine.setHidden(row.b, true));
    CHECK_FRAME(row.engine.frame(row.a), 0, 0, 40, 20);
    CHECK_FRAME(row.engine.frame(row.b), 40, 0, 0, 30);
    CHECK_FRAME(row.engine.frame(row.c), 250, 0, 50, 10);
  }
  {
    // The first item gone: b is the first visible one, at its start margin 5; a at the start.
    GoneRow row;
    REQUIRE(row.chain(withMargins(styled(ChainStyle::spreadInside))));
    REQUIRE(row.engine.setHidden(row.a, true));
    CHECK_FRAME(row.engine.frame(row.a), 0, 0, 0, 20);
    CHECK_FRAME(row.engine.frame(row.b), 5, 0, 60, 30);
    CHECK_FRAME(row.engine.frame(row.c), 230, 0, 50, 10);  // ends at 300 - 20
  }
}

TEST_CASE("a gone item of a packed chain: the group closes up and is placed again") {
  {
    GoneRow row;
    REQUIRE(row.chain(styled(ChainStyle::packed)));
    REQUIRE(row.engine.setHidden(row.b, true));
    // a and c side by side, 90 wide: 210 shared 105 before and after.
    CHECK_FRAME(row.engine.frame(row.a), 105, 0, 40, 20);
    CHECK_FRAME(row.engine.frame(row.b), 145, 0, 0, 30);
    CHECK_FRAME(row.engine.frame(row.c), 145, 0, 50, 10);
  }
  {
    // Margins, the last item gone, bias 0.25: the group a, b is 40 + 5 + 60 = 105 with fixed 10
    // before and b's end 5 after: 180 shared 0.25 : 0.75, so 45 before.
    GoneRow row;
    REQUIRE(row.chain(withMargins(styled(ChainStyle::packed, 0.25))));
    REQUIRE(row.engine.setHidden(row.c, true));
    CHECK_FRAME(row.engine.frame(row.a), 55, 0, 40, 20);
    CHECK_FRAME(row.engine.frame(row.b), 100, 0, 60, 30);
    CHECK_FRAME(row.engine.frame(row.c), 160, 0, 0, 10);
  }
}

TEST_CASE("a gone item of a weighted chain: its weight counts for nothing; none weighted, the style") {
  Row row(LayoutDirection::leftToRight, false);  // a and c free, b 60
  LayoutChainOptions options;
  options.weights = {1, 0, 2};
  REQUIRE(row.chain(options));
  REQUIRE(row.engine.setHidden(row.a, true));
  // c alone weighted: it takes 300 - 60.
  CHECK_FRAME(row.engine.frame(row.a), 0, 0, 0, 20);
  CHECK_FRAME(row.engine.frame(row.b), 0, 0, 60, 30);
  CHECK_FRAME(row.engine.frame(row.c), 60, 0, 240, 10);
  // c gone too: no visible item is weighted, so the style (spread) centers b alone.
  REQUIRE(row.engine.setHidden(row.c, true));
  CHECK_FRAME(row.engine.frame(row.b), 120, 0, 60, 30);
  CHECK_FRAME(row.engine.frame(row.c), 180, 0, 0, 10);
  // Both back: the weights share 240 again.
  const LayoutItem both[] = {row.a, row.c};
  REQUIRE(row.engine.setHidden(both, false));
  CHECK_FRAME(row.engine.frame(row.a), 0, 0, 80, 20);
  CHECK_FRAME(row.engine.frame(row.c), 140, 0, 160, 10);
}

TEST_CASE("hiding and showing again gives back the original frames") {
  for (ChainStyle style : {ChainStyle::spread, ChainStyle::spreadInside, ChainStyle::packed}) {
    GoneRow row;
    REQUIRE(row.chain(withMargins(styled(style, 0.3))));
    const LayoutRect a = row.engine.frame(row.a), b = row.engine.frame(row.b), c = row.engine.frame(row.c);
    REQUIRE(row.engine.setHidden(row.b, true));
    CHECK(row.engine.frame(row.b).width == 0);
    REQUIRE(row.engine.setHidden(row.b, false));
    CHECK_FRAME(row.engine.frame(row.a), a.x, a.y, a.width, a.height);
    CHECK_FRAME(row.engine.frame(row.b), b.x, b.y, b.width, b.height);
    CHECK_FRAME(row.engine.frame(row.c), c.x, c.y, c.width, c.height);
    CHECK_EQUAL(row.engine.checkInvariants(), std::string());
  }
}

TEST_CASE("an item hidden before the chain is made is gone from the start") {
  GoneRow row;
  REQUIRE(row.engine.setHidden(row.b, true));
  REQUIRE(row.chain({}));
  CHECK_FRAME(row.engine.frame(row.a), 70, 0, 40, 20);
  CHECK_FRAME(row.engine.frame(row.c), 180, 0, 50, 10);
  REQUIRE(row.engine.setHidden(row.b, false));
  CHECK_NEAR(row.engine.frame(row.b).x, 115, 1e-9);  // 150 in four gaps of 37.5: 37.5 + 40 + 37.5
}

TEST_CASE("a gone item in right to left sits at the left edge of the item before it") {
  GoneRow row(LayoutDirection::rightToLeft);
  REQUIRE(row.chain({}));
  REQUIRE(row.engine.setHidden(row.b, true));
  // Gaps of 70 from the right: a's right edge at 230, c's at 230 - 40 - 70 = 120.
  CHECK_FRAME(row.engine.frame(row.a), 190, 0, 40, 20);
  CHECK_FRAME(row.engine.frame(row.b), 190, 0, 0, 30);
  CHECK_FRAME(row.engine.frame(row.c), 70, 0, 50, 10);
}

TEST_CASE("a chain with one visible item or none is no error: the style places the one") {
  struct Case {
    ChainStyle style;
    double bias, x;
  };
  // b alone (60 of 300): spread and spreadInside center it; packed places it by the bias.
  for (Case expected : {Case{ChainStyle::spread, 0.5, 120}, Case{ChainStyle::spreadInside, 0.5, 120},
                        Case{ChainStyle::packed, 0.25, 60}}) {
    GoneRow row;
    REQUIRE(row.chain(styled(expected.style, expected.bias)));
    const LayoutItem ends[] = {row.a, row.c};
    REQUIRE(row.engine.setHidden(ends, true));  // through a group
    CHECK_FRAME(row.engine.frame(row.b), expected.x, 0, 60, 30);
    CHECK_FRAME(row.engine.frame(row.a), 0, 0, 0, 20);
    CHECK_FRAME(row.engine.frame(row.c), expected.x + 60, 0, 0, 10);
    // None visible: every item at the start, 0 wide.
    REQUIRE(row.engine.setHidden(row.b, true));
    CHECK_FRAME(row.engine.frame(row.b), 0, 0, 0, 30);
    CHECK_FRAME(row.engine.frame(row.c), 0, 0, 0, 10);
    CHECK_EQUAL(row.engine.checkInvariants(), std::string());
  }
}

TEST_CASE("hiding an item whose own width cannot be 0 is refused, and the engine is unchanged") {
  Row row;  // b.width == 60, required
  REQUIRE(row.chain(withMargins({})));
  std::string before = row.engine.dump();
  LayoutResult refused = row.engine.setHidden(row.b, true);
  CHECK(refused.kind == LayoutErrorKind::unsatisfiableConstraint);
  CHECK_WITH(testing::containsText(refused.message, "chain-gone"), refused.message);
  CHECK(!row.engine.isHidden(row.b));
  CHECK_EQUAL(row.engine.dump(), before);
  CHECK_EQUAL(row.engine.checkInvariants(), std::string());
  CHECK_NEAR(row.x(row.b), 110, 1e-9);
  // Through a group: a (free to collapse in a chain of free widths) is set back as well.
  Row free(LayoutDirection::leftToRight, false);
  REQUIRE(free.chain({}));
  const LayoutRect a = free.engine.frame(free.a);
  const LayoutItem both[] = {free.a, free.b};
  CHECK(free.engine.setHidden(both, true).kind == LayoutErrorKind::unsatisfiableConstraint);
  CHECK(!free.engine.isHidden(free.a));
  CHECK_FRAME(free.engine.frame(free.a), a.x, a.y, a.width, a.height);
  CHECK_EQUAL(free.engine.checkInvariants(), std::string());
}

TEST_CASE("hiding an item rebuilds only its own chain") {
  GoneRow row;
  LayoutItem d = addItem(row.engine, row.root, "d");
  REQUIRE(activateConstraints({d.top == row.root.top, d.height == 10, d.width == 20}));
  const LayoutItem first[] = {row.a, row.b};
  const LayoutItem second[] = {row.c, d};
  LayoutHelperResult one = row.engine.makeChain(first, row.root.leading, row.root.trailing, {});
  LayoutHelperResult other = row.engine.makeChain(second, row.root.leading, row.root.trailing, {});
  REQUIRE(one);
  REQUIRE(other);
  std::vector<const void*> before;
  for (const LayoutConstraint& constraint : row.engine.helperConstraints(other.helper))
    before.push_back(constraint.identity());
  REQUIRE(row.engine.setHidden(row.a, true));
  std::vector<const void*> after;
  for (const LayoutConstraint& constraint : row.engine.helperConstraints(other.helper))
    after.push_back(constraint.identity());
  CHECK(before == after);
  CHECK_FRAME(row.engine.frame(row.b), 120, 0, 60, 30);  // alone in its chain: centered
  // Removing the chain removes its rebuilt constraints: a and b are free again.
  REQUIRE(row.engine.removeHelper(one.helper));
  for (const LayoutConstraint& constraint : row.engine.constraintsAffecting(row.b, LayoutAxis::horizontal))
    CHECK(constraint.identifier().rfind("chain-", 0) != 0);
  REQUIRE(row.engine.setHidden(row.a, false));  // no chain to rebuild any more
  CHECK_EQUAL(row.engine.checkInvariants(), std::string());
}

TEST_CASE("a chain whose item was removed leaves it out when an item is hidden") {
  GoneRow row;
  REQUIRE(row.chain({}));
  REQUIRE(row.engine.removeItem(row.c));
  REQUIRE(row.engine.setHidden(row.b, true));
  // a alone: centered, 40 of 300.
  CHECK_FRAME(row.engine.frame(row.a), 130, 0, 40, 20);
  CHECK_FRAME(row.engine.frame(row.b), 170, 0, 0, 30);
  CHECK_EQUAL(row.engine.checkInvariants(), std::string());
}

TEST_CASE("an item of a horizontal and a vertical chain is gone from both, or from neither") {
  // x (40 × 20) in a row with y (60 × 30) and in a column with z (50 × 10), in 300 × 200.
  struct Cross {
    LayoutEngine engine;
    LayoutItem root = engine.root();
    LayoutItem x = addItem(engine, root, "x");
    LayoutItem y = addItem(engine, root, "y");
    LayoutItem z = addItem(engine, root, "z");
    Cross() {
      CHECK_SUCCESS(engine.setRootSize({300, 200}));
      CHECK_SUCCESS(engine.setIntrinsicContentSize(x, 40, 20));
      CHECK_SUCCESS(engine.setIntrinsicContentSize(y, 60, 30));
      CHECK_SUCCESS(engine.setIntrinsicContentSize(z, 50, 10));
      CHECK_SUCCESS(activateConstraints({y.top == root.top, z.left == root.left}));
      const LayoutItem row[] = {x, y};
      const LayoutItem column[] = {x, z};
      CHECK(engine.makeChain(row, root.leading, root.trailing, {}));
      CHECK(engine.makeChain(column, root.top, root.bottom, {}));
    }
  };
  {
    Cross cross;
    // The row: 200 free in three gaps; the column: 170 free in three gaps.
    CHECK_FRAME(cross.engine.frame(cross.x), 200.0 / 3, 170.0 / 3, 40, 20);
    CHECK_FRAME(cross.engine.frame(cross.y), 520.0 / 3, 0, 60, 30);  // 200/3 + 40 + 200/3
    CHECK_FRAME(cross.engine.frame(cross.z), 0, 340.0 / 3 + 20, 50, 10);
    REQUIRE(cross.engine.setHidden(cross.x, true));
    // x is 0 wide at the row's start and 0 high at the column's; y and z alone, centered.
    CHECK_FRAME(cross.engine.frame(cross.x), 0, 0, 0, 0);
    CHECK_FRAME(cross.engine.frame(cross.y), 120, 0, 60, 30);
    CHECK_FRAME(cross.engine.frame(cross.z), 0, 95, 50, 10);
  }
  {
    // x's height is required: the row could take the collapse, the column cannot. Neither does.
    Cross cross;
    REQUIRE(activateConstraints({cross.x.height == 20}));
    std::string before = cross.engine.dump();
    LayoutResult refused = cross.engine.setHidden(cross.x, true);
    CHECK(refused.kind == LayoutErrorKind::unsatisfiableConstraint);
    CHECK_EQUAL(cross.engine.dump(), before);
    CHECK_EQUAL(cross.engine.checkInvariants(), std::string());
    CHECK(!cross.engine.isHidden(cross.x));
  }
}
