// LayoutFileHelperTests.cpp — ConstraintLayout's helpers as statements of the layout file:
// `guideline name: …`, `barrier name: …`, `chain H|V: …` and `group name: …`, their frames, their
// diagnostics with line and column, and their translation to code (Tests/Translation/
// helperStatements.layout runs it in both languages). Frames derived by hand in the comments.
#define CLAYOUT_TEST_MAIN
#include <string>

#include "CLayoutTranslation/LayoutTranslation.h"
#include "LayoutFileTestSupport.h"

using namespace clayout;

// MARK: Guidelines

TEST_CASE("guidelines from the begin, from the end and at a fraction, both orientations") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, R"(clayout 1
size: width 300, height 200
guideline start: vertical begin 20
guideline stop: vertical end 30
guideline quarter: horizontal fraction 0.25
view box
box.leading == start.leading; box.trailing == stop.leading; box.top == quarter.top; box.height == 10
)");
  REQUIRE(load.succeeded());
  // start at x = 20; stop's trailing 30 before the root's: x = 300 - 30 = 270; quarter at
  // y = 0.25 · 200 = 50. Each is a guide of thickness 0 spanning the root.
  CHECK_ITEM_FRAME(engine, load, "start", 20, 0, 0, 200);
  CHECK_ITEM_FRAME(engine, load, "stop", 270, 0, 0, 200);
  CHECK_ITEM_FRAME(engine, load, "quarter", 0, 50, 300, 0);
  CHECK_ITEM_FRAME(engine, load, "box", 20, 50, 250, 10);
  // The guides are items of the file, layout guides, subitems of the root, in the file's order.
  REQUIRE(load.items.size() == std::size_t{4});
  CHECK(load.items[0].name == "start" && load.items[0].isLayoutGuide && load.items[0].parentName == "root");
  CHECK(engine.isLayoutGuide(load.itemsByName.at("quarter")));
}

TEST_CASE("a guideline in a right-to-left parent counts its begin from the right edge") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, R"(clayout 1
size: width 300, height 200
layoutDirection: rightToLeft
guideline start: vertical begin 20
guideline stop: vertical end 30
guideline middle: vertical fraction 0.25
)");
  REQUIRE(load.succeeded());
  // Leading is the right edge: begin 20 is x = 300 - 20 = 280; end 30 is 30 from the trailing
  // (left) edge: x = 30; a quarter of the width from the leading edge: x = 300 - 75 = 225.
  CHECK_ITEM_FRAME(engine, load, "start", 280, 0, 0, 200);
  CHECK_ITEM_FRAME(engine, load, "stop", 30, 0, 0, 200);
  CHECK_ITEM_FRAME(engine, load, "middle", 225, 0, 0, 200);
}

TEST_CASE("a guideline in a view's block spans that view") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, R"(clayout 1
size: width 300, height 200
view card {
  guideline inside: horizontal begin 15
}
card.left == root.left + 10; card.top == root.top + 40; card.width == 100; card.height == 60
)");
  REQUIRE(load.succeeded());
  // 15 below the card's top (40): y = 55, across the card's 100 from x = 10.
  CHECK_ITEM_FRAME(engine, load, "inside", 10, 55, 100, 0);
  CHECK(load.items[1].parentName == "card");
}

// MARK: Barriers

TEST_CASE("a barrier after two labels follows the wider, and moves when a label grows") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, R"(clayout 1
size: width 320, height 100
view name { intrinsicContentSize: width 50, height 20 }
view address { intrinsicContentSize: width 80, height 20 }
barrier labelsEnd: trailing of name, address margin 8
view field { intrinsicContentSize: height 20 }
name.leading == root.leading + 10; name.top == root.top + 10
address.leading == root.leading + 10; address.top == name.bottom + 4
field.leading == labelsEnd.leading; field.trailing == root.trailing - 10; field.top == name.top
)");
  REQUIRE(load.succeeded());
  // The wider label ends at 10 + 80 = 90; the barrier 8 after it, x = 98; the field from there to
  // 320 - 10 = 310.
  CHECK_ITEM_FRAME(engine, load, "labelsEnd", 98, 0, 0, 100);
  CHECK_ITEM_FRAME(engine, load, "field", 98, 10, 212, 20);
  // The name grows to 120: it ends at 130, the barrier at 138.
  CHECK_SUCCESS(engine.setIntrinsicContentSize(load.itemsByName.at("name"), 120, 20));
  CHECK_ITEM_FRAME(engine, load, "labelsEnd", 138, 0, 0, 100);
  CHECK_ITEM_FRAME(engine, load, "field", 138, 10, 172, 20);
}

TEST_CASE("a bottom barrier of a block's items is in that block, below a guideline it follows") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, R"(clayout 1
size: width 320, height 300
view card {
  view photo { intrinsicContentSize: width 60, height 90 }
  view text { intrinsicContentSize: width 100, height 40 }
  guideline floor: horizontal begin 100
  barrier below: bottom of photo, text, floor margin 5
}
card.left == root.left; card.top == root.top + 20; card.width == 320; card.height == 200
photo.left == card.left; photo.top == card.top
text.left == photo.right; text.top == card.top
)");
  REQUIRE(load.succeeded());
  // The photo ends at 20 + 90 = 110, the text at 60, the floor at 20 + 100 = 120: the lowest is
  // the floor, the barrier 5 below it, y = 125, across the card.
  CHECK_ITEM_FRAME(engine, load, "floor", 0, 120, 320, 0);
  CHECK_ITEM_FRAME(engine, load, "below", 0, 125, 320, 0);
}

// MARK: Chains

TEST_CASE("a spread chain between the root's edges, and one in a block between its item's edges") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, R"(clayout 1
size: width 300, height 200
view a { intrinsicContentSize: width 40, height 20 }
view b { intrinsicContentSize: width 60, height 20 }
view c { intrinsicContentSize: width 20, height 20 }
chain H: a, b, c
a.top == root.top; b.top == root.top; c.top == root.top
view card {
  view x { intrinsicContentSize: width 30, height 10 }
  view y { intrinsicContentSize: width 30, height 10 }
  chain V: x, y
}
card.left == root.left; card.top == root.top + 50; card.width == 100; card.height == 100
x.left == card.left; y.left == card.left
)");
  REQUIRE(load.succeeded());
  // 300 - 120 = 180 in 4 equal gaps of 45: a at 45, b at 45 + 40 + 45 = 130, c at 130 + 60 + 45.
  CHECK_ITEM_FRAME(engine, load, "a", 45, 0, 40, 20);
  CHECK_ITEM_FRAME(engine, load, "b", 130, 0, 60, 20);
  CHECK_ITEM_FRAME(engine, load, "c", 235, 0, 20, 20);
  // In the card (50 to 150): 100 - 20 = 80 in 3 gaps of 80/3: x at 50 + 80/3, y 10 + 80/3 lower.
  CHECK_ITEM_FRAME(engine, load, "x", 0, 50 + 80.0 / 3, 30, 10);
  CHECK_ITEM_FRAME(engine, load, "y", 0, 60 + 160.0 / 3, 30, 10);
}

TEST_CASE("spreadInside, packed with a bias, weights, between written anchors") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, R"(clayout 1
size: width 300, height 300
guideline start: vertical begin 20
view a { intrinsicContentSize: width 40, height 10 }
view b { intrinsicContentSize: width 40, height 10 }
view c { intrinsicContentSize: width 40, height 10 }
chain H: a, b, c from start.leading to root.trailing style spreadInside
view p { intrinsicContentSize: width 50, height 10 }
view q { intrinsicContentSize: width 30, height 10 }
chain H: p, q style packed bias 0.25
view u; view v
chain H: u, v from root.leading to root.layoutMarginsGuide.trailing weights 1, 3
a.top == root.top; b.top == root.top; c.top == root.top
p.top == root.top + 20; q.top == root.top + 20
u.top == root.top + 40; v.top == root.top + 40; u.height == 10; v.height == 10
)");
  REQUIRE(load.succeeded());
  // spreadInside from 20 to 300: a at 20, c ends at 300 (at 260), b in the middle of the rest:
  // 60 + (260 - 60 - 40) / 2 = 140.
  CHECK_ITEM_FRAME(engine, load, "a", 20, 0, 40, 10);
  CHECK_ITEM_FRAME(engine, load, "b", 140, 0, 40, 10);
  CHECK_ITEM_FRAME(engine, load, "c", 260, 0, 40, 10);
  // packed: 80 wide side by side, the 220 left over split 0.25 before: p at 55, q at 105.
  CHECK_ITEM_FRAME(engine, load, "p", 55, 20, 50, 10);
  CHECK_ITEM_FRAME(engine, load, "q", 105, 20, 30, 10);
  // weights 1 : 3 fill 0 to the margin (300 - 8 = 292): u 73 wide, v 219.
  CHECK_ITEM_FRAME(engine, load, "u", 0, 40, 73, 10);
  CHECK_ITEM_FRAME(engine, load, "v", 73, 40, 219, 10);
}

TEST_CASE("a chain's margins clause, and an item the file hides gone from its chain") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, R"(clayout 1
size: width 300, height 100
view a { intrinsicContentSize: width 40, height 10 }
view b { intrinsicContentSize: width 60, height 10 }
view c { intrinsicContentSize: width 50, height 10 }
chain H: a, b, c margins a start 10, b start 5 end 5, c end 20
view p { intrinsicContentSize: width 50, height 10 }
view q { intrinsicContentSize: width 30, height 10; hidden: true }
view r { intrinsicContentSize: width 20, height 10 }
chain H: p, q, r style packed margins q start 100, r start 12
a.top == root.top; b.top == root.top; c.top == root.top
p.top == root.top + 20; q.top == root.top + 20; r.top == root.top + 20
)");
  REQUIRE(load.succeeded());
  // 150 free, 10 + 5 + 5 + 20 fixed: 110 spread in four parts of 27.5.
  CHECK_ITEM_FRAME(engine, load, "a", 37.5, 0, 40, 10);
  CHECK_ITEM_FRAME(engine, load, "b", 110, 0, 60, 10);
  CHECK_ITEM_FRAME(engine, load, "c", 202.5, 0, 50, 10);
  // q gone, its margin 100 with it: p and r packed 12 apart (82 wide), 218 split in halves.
  CHECK_ITEM_FRAME(engine, load, "p", 109, 20, 50, 10);
  CHECK_ITEM_FRAME(engine, load, "q", 159, 20, 0, 10);
  CHECK_ITEM_FRAME(engine, load, "r", 171, 20, 20, 10);
}

TEST_CASE("a horizontal chain in a right-to-left root runs from the right edge") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, R"(clayout 1
size: width 300, height 100
layoutDirection: rightToLeft
view a { intrinsicContentSize: width 100, height 10 }
view b { intrinsicContentSize: width 50, height 10 }
chain H: a, b style packed bias 0
a.top == root.top; b.top == root.top
)");
  REQUIRE(load.succeeded());
  // Packed against the leading (right) edge: a from 300 to 200, b from 200 to 150.
  CHECK_ITEM_FRAME(engine, load, "a", 200, 0, 100, 10);
  CHECK_ITEM_FRAME(engine, load, "b", 150, 0, 50, 10);
}

TEST_CASE("a constraint that conflicts with a chain is reported at its line, the chain noted at its own") {
  LayoutEngine engine;
  LayoutFileLoad load = loadLayoutText(engine, R"(clayout 1
size: width 300, height 100
view a; view b
a.width == 100; b.width == 100
chain H: a, b style spreadInside
a.leading == root.leading + 10
)",
                                       "chain.layout");
  REQUIRE(load.diagnostics.size() == std::size_t{1});
  const TextDiagnostic& error = load.diagnostics[0];
  // spreadInside holds a.leading == root.leading: line 6 cannot add 10 to it.
  CHECK(error.kind == TextDiagnosticKind::unsatisfiableConstraint);
  CHECK_EQUAL(error.location.line, std::uint32_t{6});
  REQUIRE(error.notes.size() == std::size_t{1});
  CHECK_EQUAL(error.notes[0].location.line, std::uint32_t{5});
  CHECK_CONTAINS(error.notes[0].message, "conflicting engine constraint: a.leading == root.leading");
  CHECK_CONTAINS(error.notes[0].message, "chain-spreadInside");
  CHECK_EQUAL(engine.dump(), LayoutEngine().dump());
}

// MARK: Groups

TEST_CASE("a group hides its items at once: views keep their frames, arranged ones collapse") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, R"(clayout 1
size: width 300, height 100
stack row {
  spacing: 10; alignment: top
  view a { intrinsicContentSize: width 50, height 20 }
  view b { intrinsicContentSize: width 60, height 20 }
  view c { intrinsicContentSize: width 70, height 20 }
}
view badge { hidden: true }
group details: b, badge hidden true
group all: a, b, c
row.left == root.left; row.top == root.top
badge.left == root.left; badge.top == root.top + 50; badge.width == 10; badge.height == 10
)");
  REQUIRE(load.succeeded());
  REQUIRE(load.groups.size() == std::size_t{2});
  CHECK(load.groups[0].name == "details");
  CHECK(load.groups[0].items.size() == std::size_t{2} && load.groups[0].items[0] == load.itemsByName.at("b"));
  CHECK_EQUAL(load.groups[0].location.line, std::uint32_t{10});
  CHECK(load.groups[1].items.size() == std::size_t{3});
  CHECK(engine.isHidden(load.itemsByName.at("b")));
  CHECK(engine.isHidden(load.itemsByName.at("badge")));
  CHECK(!engine.isHidden(load.itemsByName.at("c")));
  // b collapses with its spacing: a 0–50, c at 60; the row 50 + 10 + 70 wide. The badge keeps
  // its frame.
  CHECK_ITEM_FRAME(engine, load, "b", 50, 0, 0, 20);
  CHECK_ITEM_FRAME(engine, load, "c", 60, 0, 70, 20);
  CHECK_ITEM_FRAME(engine, load, "row", 0, 0, 130, 20);
  CHECK_ITEM_FRAME(engine, load, "badge", 0, 50, 10, 10);
  // The host shows the group again: b comes back between a and c.
  CHECK_SUCCESS(engine.setHidden(load.groups[0].items, false));
  CHECK_ITEM_FRAME(engine, load, "c", 130, 0, 70, 20);
}

TEST_CASE("a group's hidden false shows items the file hid one by one (it is set after them)") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, R"(clayout 1
view a { hidden: true }
group shown: a hidden false
)");
  REQUIRE(load.succeeded());
  CHECK(!engine.isHidden(load.itemsByName.at("a")));
}

// MARK: Diagnostics

namespace {

/// Loads `text`, which must fail with a first diagnostic of `kind` at `line`:`column` whose
/// message contains `part`, leaving the engine new.
void checkError(const std::string& text, TextDiagnosticKind kind, std::uint32_t line, std::uint32_t column,
                const std::string& part, int testLine) {
  LayoutEngine engine;
  std::string before = engine.dump();
  LayoutFileLoad load = loadLayoutText(engine, text, "test.layout");
  if (load.succeeded() || load.diagnostics.empty()) {
    testing::reportFailure(__FILE__, testLine, "loaded");
    return;
  }
  const TextDiagnostic& first = load.diagnostics.front();
  if (first.kind != kind || first.location.line != line || first.location.column != column ||
      !testing::containsText(first.message, part)) {
    testing::reportFailure(__FILE__, testLine, "got " + describeDiagnostic(first));
  }
  if (engine.dump() != before) testing::reportFailure(__FILE__, testLine, "the engine changed");
}

#define CHECK_ERROR(text, kind, line, column, part) \
  checkError((text), (kind), (line), (column), (part), __LINE__)

/// Two views, a and b, then `statement` on line 4.
std::string withTwoViews(const std::string& statement) {
  return "clayout 1\nview a\nview b\n" + statement + "\n";
}

}  // namespace

TEST_CASE("guideline diagnostics name the line and column") {
  CHECK_ERROR(withTwoViews("guideline g: vertical fraction 1.5"), TextDiagnosticKind::invalidValue, 4, 32,
              "the fraction 1.5 is outside [0, 1] (a fraction of the parent's width)");
  CHECK_ERROR(withTwoViews("guideline g: horizontal fraction -0.5"), TextDiagnosticKind::invalidValue, 4, 34,
              "a fraction of the parent's height");
  CHECK_ERROR(withTwoViews("guideline g: diagonal begin 4"), TextDiagnosticKind::syntaxError, 4, 14,
              "expected vertical or horizontal, found 'diagonal'");
  CHECK_ERROR(withTwoViews("guideline g: vertical middle 4"), TextDiagnosticKind::syntaxError, 4, 23,
              "expected begin, end or fraction");
  CHECK_ERROR(withTwoViews("guideline g: vertical begin"), TextDiagnosticKind::syntaxError, 4, 28,
              "expected a distance");
  CHECK_ERROR(withTwoViews("guideline a: vertical begin 4"), TextDiagnosticKind::duplicateName, 4, 11,
              "'a' is already declared on line 2");
  CHECK_ERROR(withTwoViews("guideline: vertical begin 4"), TextDiagnosticKind::syntaxError, 4, 10,
              "expected a name and ':' after 'guideline'");
  CHECK_ERROR("clayout 1\nguide g {\n  guideline h: vertical begin 4\n}\n",
              TextDiagnosticKind::invalidStructure, 3, 13, "the layout guide 'g' cannot have subitems");
  // The engine's refusal, at the statement's start: a value beyond the engine's range.
  CHECK_ERROR(withTwoViews("guideline g: vertical begin 1e16"), TextDiagnosticKind::engineError, 4, 1,
              "the guideline 'g': the engine refuses it (value out of range)");
}

TEST_CASE("barrier diagnostics name the line and column") {
  CHECK_ERROR(withTwoViews("barrier x: middle of a"), TextDiagnosticKind::syntaxError, 4, 12,
              "expected leading, trailing, left, right, top or bottom, found 'middle'");
  CHECK_ERROR(withTwoViews("barrier x: trailing a, b"), TextDiagnosticKind::syntaxError, 4, 21,
              "expected 'of' and the items the barrier follows");
  CHECK_ERROR(withTwoViews("barrier x: trailing of a, nobody"), TextDiagnosticKind::unknownName, 4, 27,
              "unknown item 'nobody'");
  CHECK_ERROR(withTwoViews("barrier x: trailing of a, a"), TextDiagnosticKind::duplicateName, 4, 27,
              "'a' is listed twice in the barrier 'x'");
  CHECK_ERROR(withTwoViews("barrier x: trailing of a, x"), TextDiagnosticKind::invalidStructure, 4, 27,
              "a barrier cannot follow itself");
  CHECK_ERROR(withTwoViews("barrier x: trailing of root"), TextDiagnosticKind::invalidStructure, 4, 24,
              "the root cannot be an item of the barrier 'x'");
  CHECK_ERROR("clayout 1\nview card {\n  view a\n  barrier x: bottom of a, card\n}\n",
              TextDiagnosticKind::invalidStructure, 4, 27, "'card' is the barrier's parent");
  CHECK_ERROR(withTwoViews("barrier x: trailing of a, y\nbarrier y: trailing of b"),
              TextDiagnosticKind::invalidStructure, 4, 27,
              "'y' is a guideline or barrier declared below 'x'");
  CHECK_ERROR(withTwoViews("barrier x: trailing of a margin"), TextDiagnosticKind::syntaxError, 4, 32,
              "expected a margin");
  CHECK_ERROR(withTwoViews("barrier x: trailing of a b"), TextDiagnosticKind::syntaxError, 4, 26,
              "expected 'margin', another item after ',' or the end of the line");
}

TEST_CASE("chain diagnostics name the line and column") {
  CHECK_ERROR(withTwoViews("chain H: a"), TextDiagnosticKind::invalidStructure, 4, 10,
              "a chain needs 2 items or more, it has 1 ('a')");
  CHECK_ERROR(withTwoViews("chain H: a, nobody"), TextDiagnosticKind::unknownName, 4, 13,
              "unknown item 'nobody'");
  CHECK_ERROR(withTwoViews("chain H: a, a"), TextDiagnosticKind::duplicateName, 4, 13,
              "'a' is listed twice in the chain");
  CHECK_ERROR(withTwoViews("chain a, b"), TextDiagnosticKind::syntaxError, 4, 7, "expected H: or V:");
  CHECK_ERROR(withTwoViews("chain V: a, b from root.leading to root.trailing"),
              TextDiagnosticKind::typeMismatch, 4, 25, "a V: chain runs between vertical anchors");
  CHECK_ERROR(withTwoViews("chain H: a, b from root.left to root.right"), TextDiagnosticKind::typeMismatch, 4,
              25, "an H: chain runs between leading and trailing anchors");
  CHECK_ERROR(withTwoViews("chain H: a, b from root.leading root.trailing"), TextDiagnosticKind::syntaxError,
              4, 33, "expected 'to' and the anchor the chain ends at");
  CHECK_ERROR(withTwoViews("chain H: a, b style even"), TextDiagnosticKind::syntaxError, 4, 21,
              "expected spread, spreadInside or packed");
  CHECK_ERROR(withTwoViews("chain H: a, b style packed bias 1.5"), TextDiagnosticKind::invalidValue, 4, 33,
              "the bias 1.5 is outside [0, 1]");
  CHECK_ERROR(withTwoViews("chain H: a, b bias 0.3"), TextDiagnosticKind::invalidStructure, 4, 15,
              "this chain is not packed (write style packed)");
  CHECK_ERROR(withTwoViews("chain H: a, b weights 1, -2"), TextDiagnosticKind::invalidValue, 4, 26,
              "the weight -2 is negative");
  CHECK_ERROR(withTwoViews("chain H: a, b weights 1, 2, 3"), TextDiagnosticKind::invalidStructure, 4, 15,
              "3 weights for 2 items");
  CHECK_ERROR(withTwoViews("chain H: a, b weights 1, 2 style packed"), TextDiagnosticKind::invalidStructure,
              4, 15, "so the style would do nothing");
  CHECK_ERROR(withTwoViews("chain H: a, b style packed style spread"), TextDiagnosticKind::duplicateName, 4,
              28, "'style' is given twice");
  CHECK_ERROR(withTwoViews("chain H: a, b margin 4"), TextDiagnosticKind::syntaxError, 4, 15,
              "expected from, style, bias, weights, margins");
  CHECK_ERROR(withTwoViews("chain H: a, b margins a start -4"), TextDiagnosticKind::invalidValue, 4, 31,
              "the start margin -4 of 'a' is negative");
  CHECK_ERROR(withTwoViews("view c\nchain H: a, b margins c start 4"), TextDiagnosticKind::unknownName, 5, 23,
              "'c' is not an item of the chain");
  CHECK_ERROR(withTwoViews("chain H: a, b margins a start 4, a end 4"), TextDiagnosticKind::duplicateName, 4,
              34, "the margins of 'a' are given twice");
  CHECK_ERROR(withTwoViews("chain H: a, b margins a 4"), TextDiagnosticKind::syntaxError, 4, 25,
              "expected start, end, goneStart or goneEnd and a margin after 'a'");
  CHECK_ERROR(withTwoViews("chain H: a, b margins b goneStart -2"), TextDiagnosticKind::invalidValue, 4, 35,
              "the goneStart margin -2 of 'b' is negative");
  CHECK_ERROR(withTwoViews("chain H: a, b margins a goneEnd 2 start 4"), TextDiagnosticKind::syntaxError, 4,
              35, "expected");
  CHECK_ERROR(withTwoViews("chain H: a, b margins a start 4 margins b end 4"),
              TextDiagnosticKind::duplicateName, 4, 33, "'margins' is given twice");
}

TEST_CASE("group diagnostics name the line and column") {
  CHECK_ERROR(withTwoViews("group g: a, nobody"), TextDiagnosticKind::unknownName, 4, 13,
              "unknown item 'nobody'");
  CHECK_ERROR(withTwoViews("group g: a, a"), TextDiagnosticKind::duplicateName, 4, 13,
              "'a' is listed twice in the group 'g'");
  CHECK_ERROR(withTwoViews("group a: b"), TextDiagnosticKind::duplicateName, 4, 7, "'a' is already declared");
  CHECK_ERROR(withTwoViews("group g: a\ngroup g: b"), TextDiagnosticKind::duplicateName, 5, 7,
              "'g' is already declared on line 4");
  CHECK_ERROR(withTwoViews("guide spacer\ngroup g: a, spacer"), TextDiagnosticKind::invalidStructure, 5, 13,
              "'spacer' is a layout guide, which is never drawn");
  CHECK_ERROR(withTwoViews("group g: a hidden maybe"), TextDiagnosticKind::syntaxError, 4, 19,
              "expected true or false after 'hidden'");
  CHECK_ERROR(withTwoViews("view group"), TextDiagnosticKind::duplicateName, 4, 6, "reserved word");
  // A chain, a barrier and a guideline are reserved too.
  CHECK_ERROR(withTwoViews("chain = 4"), TextDiagnosticKind::duplicateName, 4, 1, "reserved word");
}

// MARK: Translation

TEST_CASE("the translation writes the helpers' calls in both languages") {
  const char* text = R"(clayout 1
guideline start: vertical begin 16
view a; view b
barrier after: trailing of a, b margin 4
chain H: a, b from start.leading to root.trailing style packed bias 0.25 margins a start 8 goneEnd 2, b end 4
group both: a, b hidden true
)";
  LayoutTranslation cpp = translateLayout(text, "test.layout", TranslationLanguage::cpp);
  REQUIRE(cpp.diagnostics.empty());
  CHECK_CONTAINS(
      cpp.code,
      "LayoutHelperResult made = engine.makeGuideline(root, \"start\", GuidelineOrientation::vertical,");
  CHECK_CONTAINS(cpp.code, "LayoutItem start = made.helper.guide;");
  CHECK_CONTAINS(
      cpp.code,
      "made = engine.makeBarrier(root, \"after\", BarrierEdge::trailing, std::vector<LayoutItem>{a, b}, 4);");
  CHECK_CONTAINS(cpp.code, "std::vector<LayoutItem> both = {a, b};");
  CHECK_CONTAINS(cpp.code, "engine.setHidden(both, true),");
  CHECK_CONTAINS(cpp.code, "engine.makeChain(std::vector<LayoutItem>{a, b}, start.leading, root.trailing,");
  CHECK_CONTAINS(cpp.code,
                 "LayoutChainOptions{.style = ChainStyle::packed, .bias = 0.25, .weights = {}, .margins = "
                 "{{8, 0, {}, 2}, {0, 4}}}).result,");
  CHECK_CONTAINS(cpp.code, "std::vector<clayout::LayoutItem> both;");
  LayoutTranslation swift = translateLayout(text, "test.layout", TranslationLanguage::swift);
  REQUIRE(swift.diagnostics.empty());
  CHECK_CONTAINS(swift.code,
                 "let start = try engine.makeGuideline(\n"
                 "    in: root, name: \"start\", orientation: .vertical, reference: .begin, value: 16\n"
                 "  ).guide!");
  CHECK_CONTAINS(swift.code,
                 "let after = try engine.makeBarrier(\n"
                 "    in: root, name: \"after\", edge: .trailing, items: [a, b], margin: 4\n"
                 "  ).guide!");
  CHECK_CONTAINS(swift.code, "let both = [a, b]  // test.layout:6");
  CHECK_CONTAINS(swift.code, "try engine.setHidden(both, true)  // test.layout:6");
  CHECK_CONTAINS(swift.code,
                 "  // swift-format-ignore\n"
                 "  _ = try engine.makeChain([a, b], from: start.leadingAnchor, to: root.trailingAnchor, "
                 "options: LayoutChainOptions(style: .packed, bias: 0.25, margins: "
                 "[LayoutChainMargins(start: 8, goneEnd: 2), "
                 "LayoutChainMargins(end: 4)]))");
  CHECK_CONTAINS(swift.code, "let both: [LayoutItem]");
}
