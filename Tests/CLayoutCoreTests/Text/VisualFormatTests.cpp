// VisualFormatTests.cpp — the Visual Format Language against Apple's documented examples, with
// frames derived by hand in a root of a given size, left to right and right to left; predicates,
// priorities, metrics, options, and GTK's attributes and multipliers in predicates.
//
// Spacing: the standard `-` is 8 between two items and 20 to the superview's edge.
#define CLAYOUT_TEST_MAIN
#include <string>

#include "LayoutFileTestSupport.h"

using namespace clayout;

namespace {

/// A file: the version, a 320 × 200 root, the views `views` (each pinned to the top and 10 high
/// unless `lines` says otherwise), then `lines`.
std::string layout(const std::string& views, const std::string& lines, const std::string& rootLines = "") {
  std::string text = "clayout 1\nsize: width 320, height 200\n" + rootLines;
  std::string list = views;
  std::size_t start = 0;
  while (start < list.size()) {
    std::size_t end = list.find(' ', start);
    if (end == std::string::npos) end = list.size();
    std::string name = list.substr(start, end - start);
    text += "view " + name + "\n";
    start = end + 1;
  }
  return text + lines;
}

}  // namespace

TEST_CASE("Apple: |-[button]-| is the standard space to both edges") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, layout("button", "H:|-[button]-|\nV:|[button(==10)]\n"));
  REQUIRE(load.succeeded());
  // 20 from each edge of 320: 280 wide.
  CHECK_ITEM_FRAME(engine, load, "button", 20, 0, 280, 10);
  REQUIRE(load.constraints.size() == 4);
  CHECK_CONTAINS(engine.describe(load.constraints[0].constraint), "button.leading == root.leading + 20");
  CHECK_CONTAINS(engine.describe(load.constraints[1].constraint), "root.trailing == button.trailing + 20");
  // Each constraint is located at the part of the line it comes from: the connection's '-'.
  CHECK_EQUAL(load.constraints[0].location.line, 4u);
  CHECK_EQUAL(load.constraints[0].location.column, 4u);
  CHECK_EQUAL(load.constraints[1].location.column, 13u);
}

TEST_CASE("Apple: [button(>=50)] is a width of at least 50") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(
      engine, layout("button", "H:|[button(>=50)]\nbutton.width == 30 @defaultLow\nV:|[button(==10)]\n"));
  REQUIRE(load.succeeded());
  // The optional 30 yields to the required >= 50.
  CHECK_ITEM_FRAME(engine, load, "button", 0, 0, 50, 10);
}

TEST_CASE("Apple: |-50-[purpleBox]-50-| is 50 from each edge") {
  LayoutEngine engine;
  LayoutFileLoad load =
      LOAD_LAYOUT(engine, layout("purpleBox", "H:|-50-[purpleBox]-50-|\nV:|[purpleBox(==10)]\n"));
  REQUIRE(load.succeeded());
  CHECK_ITEM_FRAME(engine, load, "purpleBox", 50, 0, 220, 10);
}

TEST_CASE("Apple: V:[topField]-10-[bottomField] stacks with a gap of 10") {
  LayoutEngine engine;
  LayoutFileLoad load =
      LOAD_LAYOUT(engine, layout("topField bottomField",
                                 "V:|-5-[topField(==20)]\nV:[topField]-10-[bottomField(==30)]\n"
                                 "H:|[topField(==100)]\nH:|[bottomField(==100)]\n"));
  REQUIRE(load.succeeded());
  // topField from 5 to 25; bottomField from 35.
  CHECK_ITEM_FRAME(engine, load, "topField", 0, 5, 100, 20);
  CHECK_ITEM_FRAME(engine, load, "bottomField", 0, 35, 100, 30);
}

TEST_CASE("Apple: [maroonView][blueView] touch") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, layout("maroonView blueView",
                                                   "H:|-10-[maroonView(==30)][blueView(==40)]\n"
                                                   "V:|[maroonView(==10)]\nV:|[blueView(==10)]\n"));
  REQUIRE(load.succeeded());
  CHECK_ITEM_FRAME(engine, load, "maroonView", 10, 0, 30, 10);
  CHECK_ITEM_FRAME(engine, load, "blueView", 40, 0, 40, 10);
}

TEST_CASE("Apple: [button(100@20)] is a width of 100 at priority 20") {
  LayoutEngine engine;
  LayoutFileLoad alone = LOAD_LAYOUT(engine, layout("button", "H:|[button(100@20)]\nV:|[button(==10)]\n"));
  REQUIRE(alone.succeeded());
  CHECK_ITEM_FRAME(engine, alone, "button", 0, 0, 100, 10);
  CHECK_EQUAL(alone.constraints[1].constraint.priority(), 20.0);
  // Priority 30 beats it.
  LayoutEngine other;
  LayoutFileLoad beaten = LOAD_LAYOUT(
      other, layout("button", "H:|[button(100@20)]\nbutton.width == 60 @30\nV:|[button(==10)]\n"));
  REQUIRE(beaten.succeeded());
  CHECK_ITEM_FRAME(other, beaten, "button", 0, 0, 60, 10);
}

TEST_CASE("Apple: [button1(==button2)] is an equal width") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, layout("button1 button2",
                                                   "H:|[button1(==button2)]\nH:[button1]-[button2(==70)]\n"
                                                   "V:|[button1(==10)]\nV:|[button2(==10)]\n"));
  REQUIRE(load.succeeded());
  CHECK_ITEM_FRAME(engine, load, "button1", 0, 0, 70, 10);
  // The standard spacing between two siblings: 8.
  CHECK_ITEM_FRAME(engine, load, "button2", 78, 0, 70, 10);
}

TEST_CASE("Apple: [flexibleButton(>=70,<=100)] stays between 70 and 100") {
  for (auto [wanted, expected] : {std::pair{200.0, 100.0}, std::pair{10.0, 70.0}, std::pair{85.0, 85.0}}) {
    LayoutEngine engine;
    LayoutFileLoad load = LOAD_LAYOUT(engine, layout("flexibleButton",
                                                     "H:|[flexibleButton(>=70,<=100)]\n"
                                                     "flexibleButton.width == wanted @500\n"
                                                     "V:|[flexibleButton(==10)]\n",
                                                     "wanted = " + std::to_string(wanted) + "\n"));
    REQUIRE(load.succeeded());
    CHECK_ITEM_FRAME(engine, load, "flexibleButton", 0, 0, expected, 10);
  }
}

namespace {

/// Apple's find bar: `|-[find]-[findNext]-[findField(>=20)]-|`, find 40 and findNext 60 wide.
std::string findBar(const std::string& rootLines, const std::string& options) {
  return layout("find findNext findField",
                "H:|-[find]-[findNext]-[findField(>=20)]-|" + options +
                    "\nfind.width == 40; findNext.width == 60\n"
                    "V:|[find(==10)]\nV:|[findNext(==10)]\nV:|[findField(==10)]\n",
                rootLines);
}

}  // namespace

TEST_CASE("Apple: |-[find]-[findNext]-[findField(>=20)]-| left to right") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, findBar("", ""));
  REQUIRE(load.succeeded());
  // 20 | find 40 | 8 | findNext 60 | 8 | findField | 20 = 320: findField 164 wide.
  CHECK_ITEM_FRAME(engine, load, "find", 20, 0, 40, 10);
  CHECK_ITEM_FRAME(engine, load, "findNext", 68, 0, 60, 10);
  CHECK_ITEM_FRAME(engine, load, "findField", 136, 0, 164, 10);
}

TEST_CASE("Apple: the find bar in a right-to-left root runs from the right edge") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, findBar("layoutDirection: rightToLeft\n", ""));
  REQUIRE(load.succeeded());
  // find's right edge at 320 - 20 = 300; findNext's at 260 - 8 = 252; findField's at 192 - 8 = 184,
  // its left edge at 20.
  CHECK_ITEM_FRAME(engine, load, "find", 260, 0, 40, 10);
  CHECK_ITEM_FRAME(engine, load, "findNext", 192, 0, 60, 10);
  CHECK_ITEM_FRAME(engine, load, "findField", 20, 0, 164, 10);
}

TEST_CASE(
    "direction options: leftToRight ignores a right-to-left root, rightToLeft reverses a left-to-right one") {
  LayoutEngine leftToRight;
  LayoutFileLoad forced =
      LOAD_LAYOUT(leftToRight, findBar("layoutDirection: rightToLeft\n", " direction: leftToRight"));
  REQUIRE(forced.succeeded());
  CHECK_ITEM_FRAME(leftToRight, forced, "find", 20, 0, 40, 10);
  CHECK_ITEM_FRAME(leftToRight, forced, "findField", 136, 0, 164, 10);
  CHECK_CONTAINS(leftToRight.describe(forced.constraints[0].constraint), "find.left == root.left + 20");

  LayoutEngine rightToLeft;
  LayoutFileLoad reversed = LOAD_LAYOUT(rightToLeft, findBar("", " direction: rightToLeft"));
  REQUIRE(reversed.succeeded());
  CHECK_ITEM_FRAME(rightToLeft, reversed, "find", 260, 0, 40, 10);
  CHECK_ITEM_FRAME(rightToLeft, reversed, "findNext", 192, 0, 60, 10);
  CHECK_ITEM_FRAME(rightToLeft, reversed, "findField", 20, 0, 164, 10);
  // Right to left the first element's edge is the right one: root.right == find.right + 20.
  CHECK_CONTAINS(rightToLeft.describe(reversed.constraints[0].constraint), "root.right == find.right + 20");

  LayoutEngine leading;
  LayoutFileLoad explicitLeading = LOAD_LAYOUT(leading, findBar("", " direction: leadingToTrailing"));
  REQUIRE(explicitLeading.succeeded());
  CHECK_ITEM_FRAME(leading, explicitLeading, "find", 20, 0, 40, 10);
}

TEST_CASE("H:|-[a]-8-[b(==a)]-| shares the width equally") {
  LayoutEngine engine;
  LayoutFileLoad load =
      LOAD_LAYOUT(engine, layout("a b", "H:|-[a]-8-[b(==a)]-|\nV:|[a(==10)]\nV:|[b(==10)]\n"));
  REQUIRE(load.succeeded());
  // 20 + w + 8 + w + 20 = 320: w = 136.
  CHECK_ITEM_FRAME(engine, load, "a", 20, 0, 136, 10);
  CHECK_ITEM_FRAME(engine, load, "b", 164, 0, 136, 10);
}

TEST_CASE("-(>=20@750)- is an optional minimum gap") {
  LayoutEngine narrow;
  LayoutFileLoad squeezed = LOAD_LAYOUT(
      narrow, layout("a b", "H:|[a(==200)]-(>=20@750)-[b(==200)]|\nV:|[a(==10)]\nV:|[b(==10)]\n"));
  REQUIRE(squeezed.succeeded());
  // 200 + 200 > 320: the gap gives way, b ends at 320.
  CHECK_ITEM_FRAME(narrow, squeezed, "a", 0, 0, 200, 10);
  CHECK_ITEM_FRAME(narrow, squeezed, "b", 120, 0, 200, 10);
  CHECK_EQUAL(squeezed.constraints[2].constraint.priority(), 750.0);
  CHECK(squeezed.constraints[2].constraint.relation() == Relation::greaterThanOrEqual);

  LayoutEngine wide;
  LayoutFileLoad spaced = LOAD_LAYOUT(wide, layout("a b",
                                                   "H:|[a(==100)]-(>=20@750,==50@500)-[b(==100)]\n"
                                                   "V:|[a(==10)]\nV:|[b(==10)]\n"));
  REQUIRE(spaced.succeeded());
  // Both predicates of the connection hold: a gap of 50.
  CHECK_ITEM_FRAME(wide, spaced, "b", 150, 0, 100, 10);
}

TEST_CASE("metrics by name: spacings, sizes and priorities") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, layout("a b",
                                                   "H:|-margin-[a(size)]-gap-[b(>=size@weak)]\n"
                                                   "V:|[a(==10)]\nV:|[b(==10)]\nb.width == 1 @1\n",
                                                   "margin = 12\nsize = 40\ngap = 4\nweak = 300\n"));
  REQUIRE(load.succeeded());
  CHECK_ITEM_FRAME(engine, load, "a", 12, 0, 40, 10);
  // b >= 40 @300 beats b == 1 @1.
  CHECK_ITEM_FRAME(engine, load, "b", 56, 0, 40, 10);
}

TEST_CASE("align options: every view aligned with the first") {
  LayoutEngine engine;
  LayoutFileLoad load =
      LOAD_LAYOUT(engine, layout("a b c",
                                 "H:|[a(==10)][b(==10)][c(==10)] align: top, align: bottom\n"
                                 "a.top == root.top + 30; a.height == 10\n"
                                 "V:|-100-[x(==20)]-[y(==20)] align: trailing, align: centerX\n"
                                 "x.width == 50; x.right == root.right\n"
                                 "view x; view y\n"));
  REQUIRE(load.succeeded());
  CHECK_ITEM_FRAME(engine, load, "b", 10, 30, 10, 10);
  CHECK_ITEM_FRAME(engine, load, "c", 20, 30, 10, 10);
  // y's trailing and centre align with x's: the same width and place.
  CHECK_ITEM_FRAME(engine, load, "y", 270, 128, 50, 20);
}

TEST_CASE("align by baselines, centerY, leading and left") {
  LayoutEngine engine;
  LayoutFileLoad load =
      LOAD_LAYOUT(engine, layout("a b c",
                                 "H:|[a(==10)][b(==10)] align: baseline\nH:[b][c(==10)] align: centerY\n"
                                 "a.top == root.top; a.height == 30; b.height == 10; c.height == 4\n"
                                 "view d; view e\nV:|[d(==5)][e(==5)] align: leading, align: left\n"
                                 "d.left == root.left + 3; d.width == 7; e.width == 7\n",
                                 "") +
                              "");
  REQUIRE(load.succeeded());
  // Baseline offsets 0: a's last baseline is its bottom (30), so b spans 20 to 30; c is centred on
  // b's centre, 25.
  CHECK_ITEM_FRAME(engine, load, "b", 10, 20, 10, 10);
  CHECK_ITEM_FRAME(engine, load, "c", 20, 23, 10, 4);
  CHECK_ITEM_FRAME(engine, load, "e", 3, 5, 7, 5);
}

TEST_CASE("GTK's extensions: attributes, multipliers and constants in predicates") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, layout("a b c d",
                                                   "H:|[a(==40)][b(==a.height)][c(==a*2+10)][d(==a/4-5)]\n"
                                                   "V:|[a(==25)]\nV:|[b(==c)]\nV:|[c(==a.width)]\n"
                                                   "V:|[d(==1)]\n"));
  REQUIRE(load.succeeded());
  // b's width is a's height, 25; c's width 2 · 40 + 10 = 90; d's 40 / 4 - 5 = 5.
  CHECK_ITEM_FRAME(engine, load, "a", 0, 0, 40, 25);
  CHECK_ITEM_FRAME(engine, load, "b", 40, 0, 25, 40);
  CHECK_ITEM_FRAME(engine, load, "c", 65, 0, 90, 40);
  CHECK_ITEM_FRAME(engine, load, "d", 155, 0, 5, 1);
}

TEST_CASE(
    "| is the enclosing item, a format without orientation is horizontal, and an identifier names every "
    "constraint") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, R"(clayout 1
size: width 320, height 200
view card {
  view label
  |-[label]-| "label-edges"
  V:|-(==4)-[label]-(4)-|
}
H:|-10-[card]-10-|
V:|-10-[card(==50)]
)");
  REQUIRE(load.succeeded());
  CHECK_ITEM_FRAME(engine, load, "card", 10, 10, 300, 50);
  // 20 inside the card's edges, 4 from its top and bottom.
  CHECK_ITEM_FRAME(engine, load, "label", 30, 14, 260, 42);
  CHECK_EQUAL(load.constraints[0].constraint.identifier(), std::string("label-edges"));
  CHECK_EQUAL(load.constraints[1].constraint.identifier(), std::string("label-edges"));
  CHECK_EQUAL(load.constraints[2].constraint.identifier(), std::string(""));
}

TEST_CASE("guides take part in formats") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, R"(clayout 1
size: width 320, height 200
view a; view b; guide between
H:|[a(==100)][between][b(==100)]|
V:|[a(==10)]; V:|[b(==10)]; V:|[between(==0)]
)");
  REQUIRE(load.succeeded());
  CHECK_ITEM_FRAME(engine, load, "between", 100, 0, 120, 0);
  CHECK_ITEM_FRAME(engine, load, "b", 220, 0, 100, 10);
}

TEST_CASE("one line, one direction: a format reads leading and trailing in its superview's direction") {
  // A right-to-left box in a left-to-right root (the issue's file). Each constraint of the line
  // once read its first item's direction: box.leading == root.leading + 20 the box's (its right
  // edge at 280), root.trailing == box.trailing + 20 the root's (its right edge again): the box
  // was free across. Now both read the root's, left to right.
  const std::string text =
      "clayout 1\nsize: width 300, height 100\n"
      "view box { layoutDirection: rightToLeft }\n"
      "view tag { layoutDirection: rightToLeft }\n"
      "view plain\n"
      "H:|-20-[box]-20-|\nV:|-10-[box(20)]\n"
      "H:|-10-[tag(40)]-8-[plain(50)]\n"
      "V:[box]-10-[tag(10)]\nplain.top == tag.top; plain.height == 10\n";
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, text);
  REQUIRE(load.succeeded());
  // box: 20 from both edges, 300 - 40 wide. tag: 10 from the root's left; plain 8 to its right.
  CHECK_ITEM_FRAME(engine, load, "box", 20, 10, 260, 20);
  CHECK_ITEM_FRAME(engine, load, "tag", 10, 40, 40, 10);
  CHECK_ITEM_FRAME(engine, load, "plain", 58, 40, 50, 10);
  CHECK(engine.ambiguities().empty());
  // Every constraint of the formats that reads leading or trailing names the root; the widths,
  // the vertical ones and the anchor notation's name none.
  int named = 0;
  for (const LoadedConstraint& loaded : load.constraints) {
    const LayoutConstraint& constraint = loaded.constraint;
    bool directional = false;
    for (const LayoutExpression* side : {&constraint.firstExpression(), &constraint.secondExpression()}) {
      for (const LayoutTerm& term : side->terms)
        directional = directional || term.attribute == LayoutAttribute::leading ||
                      term.attribute == LayoutAttribute::trailing;
    }
    CHECK(constraint.directionItem().identifier().isValid() == directional);
    if (directional) {
      CHECK(constraint.directionItem() == engine.root());
      ++named;
    }
  }
  CHECK_EQUAL(named, 4);  // two of each line: its spacings (the widths read no direction)
  // The root turned right to left: every line reads right to left now, its views' own directions
  // aside: tag 10 from the root's right (300 - 10 - 40), plain 8 to its left (250 - 8 - 50).
  REQUIRE(engine.setLayoutDirection(engine.root(), LayoutDirection::rightToLeft));
  CHECK_ITEM_FRAME(engine, load, "box", 20, 10, 260, 20);
  CHECK_ITEM_FRAME(engine, load, "tag", 250, 40, 40, 10);
  CHECK_ITEM_FRAME(engine, load, "plain", 192, 40, 50, 10);
  // A view's own direction changes nothing of the lines that place it.
  REQUIRE(engine.setLayoutDirection(load.itemsByName.at("tag"), LayoutDirection::leftToRight));
  CHECK_ITEM_FRAME(engine, load, "tag", 250, 40, 40, 10);
}
