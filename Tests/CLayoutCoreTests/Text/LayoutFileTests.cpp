// LayoutFileTests.cpp — every construct of a layout file, laid out with frames derived by hand:
// the item tree, guides, metrics, constraints in the anchor notation, priorities and identifiers,
// intrinsic sizes with hugging and compression resistance, directions, baselines, margins, safe
// areas, the root's size; and loading from a path.
#define CLAYOUT_TEST_MAIN
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "LayoutFileTestSupport.h"

using namespace clayout;

TEST_CASE("the item tree: views and guides nested by braces, frames by name") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, R"(clayout 1
# A card with a label in it, and a guide beside the card.
size: width 320, height 480
view card {
  view label
}
guide spacer
card.left == root.left + 10
card.top == root.top + 20
card.width == 200
card.height == 100
label.left == card.left + 5; label.top == card.top + 5; label.width == 50; label.height == 20
spacer.left == card.right; spacer.top == card.top; spacer.width == 30; spacer.height == card.height
)");
  REQUIRE(load.succeeded());
  CHECK_ITEM_FRAME(engine, load, "card", 10, 20, 200, 100);
  // The label at (5, 5) in the card: (15, 25) in the root.
  CHECK_ITEM_FRAME(engine, load, "label", 15, 25, 50, 20);
  CHECK_FRAME(engine.frame(load.itemsByName.at("label")), 5, 5, 50, 20);
  // The spacer starts at the card's right edge, 10 + 200.
  CHECK_ITEM_FRAME(engine, load, "spacer", 210, 20, 30, 100);
  CHECK_ITEM_FRAME(engine, load, "root", 0, 0, 320, 480);
  REQUIRE(load.items.size() == 3);
  CHECK_EQUAL(load.items[0].name, std::string("card"));
  CHECK_EQUAL(load.items[1].name, std::string("label"));
  CHECK_EQUAL(load.items[1].parentName, std::string("card"));
  CHECK_EQUAL(load.items[1].depth, 2u);
  CHECK_EQUAL(load.items[2].parentName, std::string("root"));
  CHECK(load.items[2].isLayoutGuide);
  CHECK(!load.items[0].isLayoutGuide);
  CHECK(engine.isLayoutGuide(load.itemsByName.at("spacer")));
  CHECK(engine.parent(load.itemsByName.at("label")) == load.itemsByName.at("card"));
  CHECK_EQUAL(load.items[1].location.line, 5u);
  CHECK_EQUAL(load.items[1].location.column, 8u);
  CHECK_EQUAL(engine.name(load.itemsByName.at("label")), std::string("label"));
  // Twelve constraints, each with its line.
  REQUIRE(load.constraints.size() == 12);
  CHECK_EQUAL(load.constraints[0].location.line, 8u);
  CHECK_EQUAL(load.constraints[0].constraint.line(), 8u);
  CHECK_EQUAL(std::string(load.constraints[0].constraint.fileName()), std::string("test.layout"));
  CHECK_EQUAL(load.constraints[5].location.line, 12u);
  CHECK_EQUAL(load.constraints[5].location.column, 30u);
}

TEST_CASE("a block on one line, statements separated by semicolons, blank lines and comments") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine,
                                    "\n# leading comment\n\nclayout 1   # the version\n"
                                    "view a { view b; b.width == 10 }\n"
                                    "a.left == root.left; a.top == root.top; a.width == 40; a.height == 40\n"
                                    "b.left == a.left + 1; b.top == a.top + 2; b.height == 3\n");
  REQUIRE(load.succeeded());
  CHECK_ITEM_FRAME(engine, load, "b", 1, 2, 10, 3);
}

TEST_CASE("metrics: usable wherever a number is, defined in terms of the metrics above") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, R"(clayout 1
a.left == root.left + gap     # a constraint may use a metric defined below
gap = 8
twice = gap * 2
side = (twice + 4) / 2
strong = defaultHigh + 1
size: width side * 10, height 100
view a { intrinsicContentSize: width twice, height side }
a.top == root.top + -gap * -1
a.width == 500 @strong
a.width <= side * 5 @ strong + 1
)");
  REQUIRE(load.succeeded());
  // gap 8, twice 16, side 10, strong 751; the root 100 wide. a.width <= 50 @752 beats
  // a.width == 500 @751, which beats the intrinsic width 16 (@250 hugging, @750 compression).
  CHECK_ITEM_FRAME(engine, load, "a", 8, 8, 50, 10);
  CHECK_ITEM_FRAME(engine, load, "root", 0, 0, 100, 100);
  CHECK_EQUAL(load.constraints[2].constraint.priority(), 751.0);
  CHECK_EQUAL(load.constraints[3].constraint.priority(), 752.0);
}

TEST_CASE("the anchor notation: equal gaps, multipliers, divisions, parentheses, numbers on the left") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, R"(clayout 1
size: width 300, height 200
view a; view b; view c; view d; view e
a.top == root.top; b.top == root.top; c.top == root.top; d.top == root.top + 50; e.top == d.bottom
a.height == 10; b.height == 10; c.height == 10; d.height == 10; e.height == 2 * d.height
a.left == root.left; a.width == 50
c.right == root.right; c.width == 50
b.width == 100
b.left - a.right == c.left - b.right
d.width == a.width * 0.5 + 8
d.centerX == a.left + (c.right - a.left) / 2
e.left == root.left
100 - e.width == (a.width - 40) / 4 + 2 * a.width - a.width
)");
  REQUIRE(load.succeeded());
  // 50 + g + 100 + g + 50 = 300: g = 50.
  CHECK_ITEM_FRAME(engine, load, "a", 0, 0, 50, 10);
  CHECK_ITEM_FRAME(engine, load, "b", 100, 0, 100, 10);
  CHECK_ITEM_FRAME(engine, load, "c", 250, 0, 50, 10);
  // d: width 25 + 8 = 33, centred on 0 + 300 / 2 = 150: left 133.5.
  CHECK_ITEM_FRAME(engine, load, "d", 133.5, 50, 33, 10);
  // e: 100 - w == 10 / 4 + 100 - 50 = 52.5, so w = 47.5; height 2 · 10 below d.
  CHECK_ITEM_FRAME(engine, load, "e", 0, 60, 47.5, 20);
  // The sides are kept as written: Auto Layout's constant of `b.left - a.right == c.left - b.right`
  // is 0, and the identity of the description.
  CHECK_CONTAINS(engine.describe(load.constraints[15].constraint), "b.left - a.right == c.left - b.right");
}

TEST_CASE("priorities: numbers, the engine's names, and identifiers in messages") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, R"(clayout 1
view a
a.left == root.left; a.top == root.top; a.height == 1
a.width == 10 @fittingSizeLevel "smallest"
a.width == 20 @defaultLow "small"
a.width == 30 @ 249
a.width >= 5 @required "at least five"
)");
  REQUIRE(load.succeeded());
  // defaultLow (250) beats 249 and fittingSizeLevel (50).
  CHECK_ITEM_FRAME(engine, load, "a", 0, 0, 20, 1);
  REQUIRE(load.constraints.size() == 7);
  CHECK_EQUAL(load.constraints[3].constraint.priority(), 50.0);
  CHECK_EQUAL(load.constraints[3].constraint.identifier(), std::string("smallest"));
  CHECK_EQUAL(load.constraints[4].constraint.priority(), 250.0);
  CHECK_EQUAL(load.constraints[5].constraint.priority(), 249.0);
  CHECK_EQUAL(load.constraints[6].constraint.priority(), 1000.0);
  CHECK_EQUAL(engine.describe(load.constraints[4].constraint),
              std::string("a.width == 20 @250 \"small\" (test.layout:5)"));
  CHECK_EQUAL(load.constraints[4].constraint.statement(), std::string("a.width == 20 @250 \"small\""));
}

TEST_CASE("intrinsic sizes with hugging: the item that hugs harder keeps its size") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, R"(clayout 1
size: width 200, height 100
view a {
  intrinsicContentSize: width 50, height 20
  contentHugging: horizontal defaultLow + 1
}
view b { intrinsicContentSize: width 50, height 20 }
H:|[a][b]|
V:|[a]
V:|[b]
)");
  REQUIRE(load.succeeded());
  // 100 points beyond the intrinsic widths go to b, which hugs at 250 < 251.
  CHECK_ITEM_FRAME(engine, load, "a", 0, 0, 50, 20);
  CHECK_ITEM_FRAME(engine, load, "b", 50, 0, 150, 20);
}

TEST_CASE("compression resistance: the item that resists harder keeps its size") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, R"(clayout 1
size: width 80, height 100
view a { intrinsicContentSize: width 50, height 20; compressionResistance: horizontal 751, vertical required }
view b { intrinsicContentSize: width 50 }
H:|[a][b]|
V:|[a]
V:|[b(==10)]
)");
  REQUIRE(load.succeeded());
  // 20 points too few: b (750) gives them up, a (751) keeps 50.
  CHECK_ITEM_FRAME(engine, load, "a", 0, 0, 50, 20);
  CHECK_ITEM_FRAME(engine, load, "b", 50, 0, 30, 10);
}

TEST_CASE("layout direction per item: leading is the right edge in a right-to-left item") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, R"(clayout 1
view row {
  layoutDirection: rightToLeft
  view x
  view y { layoutDirection: leftToRight }
}
row.left == root.left; row.top == root.top; row.width == 200; row.height == 50
x.leading == row.leading + 10; x.width == 30; x.top == row.top; x.height == 10
y.leading == row.leading + 10; y.width == 30; y.top == row.top; y.height == 10
)");
  REQUIRE(load.succeeded());
  CHECK(engine.effectiveLayoutDirection(load.itemsByName.at("row")) == LayoutDirection::rightToLeft);
  CHECK(engine.effectiveLayoutDirection(load.itemsByName.at("x")) == LayoutDirection::rightToLeft);
  // x.leading is its right edge, the row's too: 200 - 10 = 190, so x spans 160 to 190.
  CHECK_ITEM_FRAME(engine, load, "x", 160, 0, 30, 10);
  // One direction reads a whole constraint, its first item's (ConstraintResolution.cpp): y's,
  // left to right, so y.left == row.left + 10.
  CHECK_ITEM_FRAME(engine, load, "y", 10, 0, 30, 10);
}

TEST_CASE("baseline offsets: first from the top, last from the bottom") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, R"(clayout 1
view a { baselineOffsets: firstFromTop 12, lastFromBottom 4 }
view b
view c { baselineOffsets: lastFromBottom 2 }
a.left == root.left; a.top == root.top + 10; a.width == 10; a.height == 30
b.left == a.right; b.width == 10; b.height == 10; b.firstBaseline == a.firstBaseline
c.left == b.right; c.width == 10; c.height == 10; c.lastBaseline == a.lastBaseline
)");
  REQUIRE(load.succeeded());
  // a's first baseline at 10 + 12 = 22 (b's offset 0: b.top = 22); a's last baseline at
  // 10 + 30 - 4 = 36, c's at its bottom - 2: c.bottom = 38, c.top = 28.
  CHECK_ITEM_FRAME(engine, load, "b", 10, 22, 10, 10);
  CHECK_ITEM_FRAME(engine, load, "c", 20, 28, 10, 10);
}

TEST_CASE("layout margins, safe-area insets and their guides") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, R"(clayout 1
size: width 320, height 480
safeAreaInsets: top 44, bottom 34
view card {
  layoutMargins: 16
  view text
}
view strip { layoutMargins: left 4, right 6 }
card.top == root.safeAreaLayoutGuide.top; card.bottom == root.safeAreaLayoutGuide.bottom
card.left == root.left; card.right == root.right
text.leading == card.layoutMarginsGuide.leading; text.trailing == card.layoutMarginsGuide.trailing
text.top == card.layoutMarginsGuide.top; text.bottom == card.layoutMarginsGuide.bottom
strip.left == root.layoutMarginsGuide.left; strip.top == root.top; strip.width == 100; strip.height == 20
)");
  REQUIRE(load.succeeded());
  // The safe area: 44 to 480 - 34 = 446, so the card is 402 high.
  CHECK_ITEM_FRAME(engine, load, "card", 0, 44, 320, 402);
  // Inset by 16 on each side.
  CHECK_ITEM_FRAME(engine, load, "text", 16, 60, 288, 370);
  // The root's margins are the default 8.
  CHECK_ITEM_FRAME(engine, load, "strip", 8, 0, 100, 20);
  // strip's margins: left 4 and right 6 as written, top and bottom the default 8.
  LayoutItem stripMargins = engine.layoutMarginsGuide(load.itemsByName.at("strip"));
  CHECK_FRAME(engine.frame(stripMargins, LayoutCoordinates::root), 12, 8, 90, 4);
}

TEST_CASE("directional layout margins swap with the item's direction") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, R"(clayout 1
view card {
  layoutDirection: rightToLeft
  directionalLayoutMargins: top 0, leading 30, bottom 0, trailing 10
  view text
}
card.left == root.left; card.top == root.top; card.width == 200; card.height == 50
text.leading == card.layoutMarginsGuide.leading; text.trailing == card.layoutMarginsGuide.trailing
text.top == card.layoutMarginsGuide.top; text.bottom == card.layoutMarginsGuide.bottom
)");
  REQUIRE(load.succeeded());
  // Right to left: leading 30 on the right, trailing 10 on the left: 10 to 170.
  CHECK_ITEM_FRAME(engine, load, "text", 10, 0, 160, 50);
}

TEST_CASE("identifiers: names outside the file, on the root and on any item, kept in the load") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, R"(clayout 1
identifier: "986-LW-TJg"
size: width 100, height 50
view card {
  identifier: "k4A-Rp-76R \"quoted\""
  guide column { identifier: "" }
}
view plain
H:|[card]|; V:|[card]|; H:|[plain(10)]; V:|[plain(10)]
)");
  REQUIRE(load.succeeded());
  CHECK_EQUAL(load.rootIdentifier, std::string("986-LW-TJg"));
  REQUIRE(load.items.size() == 3);
  // The string's escapes are read as the lexer reads every string: \" is a quote.
  CHECK_EQUAL(load.items[0].identifier, std::string("k4A-Rp-76R \"quoted\""));
  CHECK_EQUAL(load.items[1].identifier, std::string());
  CHECK_EQUAL(load.items[2].identifier, std::string());
  // The engine does not see it: the names are the file's, the frames as without it.
  CHECK_EQUAL(engine.name(load.itemsByName.at("card")), std::string("card"));
  CHECK_ITEM_FRAME(engine, load, "card", 0, 0, 100, 50);
}

TEST_CASE("loadLayoutFile reads a path and names it in messages") {
  std::filesystem::path path = std::filesystem::temp_directory_path() / "clayout-LayoutFileTests.layout";
  {
    std::ofstream stream(path);
    stream << "clayout 1\nview a\na.width == 10\na.left == 5\n";
  }
  LayoutEngine engine;
  LayoutFileLoad load = loadLayoutFile(engine, path.string());
  std::filesystem::remove(path);
  REQUIRE(load.diagnostics.size() == 1);
  CHECK_EQUAL(load.diagnostics[0].location.fileName, path.string());
  CHECK_EQUAL(load.diagnostics[0].location.line, 4u);
  CHECK_EQUAL(load.diagnostics[0].location.column, 8u);
  CHECK(load.diagnostics[0].kind == TextDiagnosticKind::typeMismatch);
  CHECK_EQUAL(describeDiagnostic(load.diagnostics[0])
                  .rfind(path.string() + ":4:8: error: a position equal to a number", 0),
              std::size_t{0});

  LayoutFileLoad folder = loadLayoutFile(engine, std::filesystem::temp_directory_path().string());
  REQUIRE(folder.diagnostics.size() == 1);
  CHECK(folder.diagnostics[0].kind == TextDiagnosticKind::unreadableFile);
  CHECK_CONTAINS(folder.diagnostics[0].message, "it is a folder");

  LayoutFileLoad missing = loadLayoutFile(engine, "/nonexistent/folder/screen.layout");
  REQUIRE(missing.diagnostics.size() == 1);
  CHECK(missing.diagnostics[0].kind == TextDiagnosticKind::unreadableFile);
  CHECK_EQUAL(describeDiagnostic(missing.diagnostics[0]),
              std::string("/nonexistent/folder/screen.layout: error: cannot read the file "
                          "'/nonexistent/folder/screen.layout'"));
}

TEST_CASE("the example of docs/layout-file.md (a copy: change both together)") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, R"(clayout 1
# A login form, 320 points wide.
gap = 8
size: width 320, height 480
safeAreaInsets: top 44, bottom 34

view form {
  layoutMargins: 16
  view title { intrinsicContentSize: width 120, height 24; baselineOffsets: firstFromTop 18, lastFromBottom 6 }
  view name { intrinsicContentSize: height 32 }
  view login { intrinsicContentSize: width 80, height 44; contentHugging: horizontal defaultLow + 1 }
  V:|-[title]-(gap * 2)-[name]-gap-[login]-| align: leading
  title.leading == form.layoutMarginsGuide.leading
  name.trailing == form.layoutMarginsGuide.trailing
}
H:|[form]|
form.top == root.safeAreaLayoutGuide.top
form.bottom <= root.safeAreaLayoutGuide.bottom "form-fits"
)");
  REQUIRE(load.succeeded());
  // The form spans the width below the safe area's top (44); inside it, 20 from its top: title
  // 64 to 88, 16 below it name 104 to 136, 8 below it login 144 to 188, and 20 to the form's
  // bottom: the form is 208 - 44 = 164 high. All aligned on the margins' leading, 16; name runs
  // to the trailing margin, 320 - 16.
  CHECK_ITEM_FRAME(engine, load, "form", 0, 44, 320, 164);
  CHECK_ITEM_FRAME(engine, load, "title", 16, 64, 120, 24);
  CHECK_ITEM_FRAME(engine, load, "name", 16, 104, 288, 32);
  CHECK_ITEM_FRAME(engine, load, "login", 16, 144, 80, 44);
}

// MARK: ConstraintLayout helpers

TEST_CASE("dimensionRatio and bias: a 16:9 video across the root, a badge placed by its biases") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, R"(clayout 1
size: width 320, height 480
view video { dimensionRatio: width 16, height 9 }
view card {
  view badge { bias: horizontal 0.25, vertical 0.75 }
}
video.top == root.top + 10; video.leading == root.leading; video.trailing == root.trailing
card.top == video.bottom; card.leading == root.leading + 20; card.width == 200; card.height == 100
badge.width == 40; badge.height == 20
)");
  REQUIRE(load.succeeded());
  CHECK_ITEM_FRAME(engine, load, "video", 0, 10, 320, 180);  // 320 · 9 / 16
  CHECK_ITEM_FRAME(engine, load, "card", 20, 190, 200, 100);
  // (200 - 40) · 0.25 across, (100 - 20) · 0.75 down, in the card.
  CHECK_FRAME(engine.frame(load.itemsByName.at("badge")), 40, 60, 40, 20);
  bool named = false;
  for (const LayoutConstraint& constraint :
       engine.constraintsAffecting(load.itemsByName.at("video"), LayoutAxis::vertical))
    named = named || constraint.identifier() == "ratio";
  CHECK(named);
}

TEST_CASE("a bias outside [0, 1] and a ratio that conflicts are reported at their lines") {
  LayoutEngine engine;
  LayoutFileLoad bias = loadLayoutText(engine, "clayout 1\nview a { bias: vertical 1.5 }\n", "bias.layout");
  REQUIRE(!bias.diagnostics.empty());
  CHECK(bias.diagnostics.front().kind == TextDiagnosticKind::invalidValue);
  CHECK_EQUAL(bias.diagnostics.front().location.line, std::uint32_t{2});
  CHECK(testing::containsText(bias.diagnostics.front().message, "the vertical bias 1.5 is outside [0, 1]"));
  LayoutFileLoad ratio = loadLayoutText(
      engine, "clayout 1\nview a { dimensionRatio: width 2, height 1 }\na.width == 100\na.height == 100\n",
      "ratio.layout");
  REQUIRE(!ratio.diagnostics.empty());
  CHECK(ratio.diagnostics.front().kind == TextDiagnosticKind::unsatisfiableConstraint);
  CHECK_EQUAL(ratio.diagnostics.front().location.line, std::uint32_t{4});
  CHECK_EQUAL(engine.dump(), LayoutEngine().dump());
}
