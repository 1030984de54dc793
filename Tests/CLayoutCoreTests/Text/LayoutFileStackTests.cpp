// LayoutFileStackTests.cpp — stacks and hidden items in the layout file: `stack name { … }` (the
// views declared in its block are its arranged items, in order), the stack's properties,
// `customSpacing: after name value`, `hidden:`, their diagnostics with line and column, and their
// translation to code (Tests/Translation/stacks.layout runs it). Frames derived by hand in the
// comments.
#define CLAYOUT_TEST_MAIN
#include <string>

#include "CLayoutTranslation/LayoutTranslation.h"
#include "LayoutFileTestSupport.h"

using namespace clayout;

TEST_CASE("a horizontal stack of three views, filled equally, centered") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, R"(clayout 1
size: width 400, height 300
stack row {
  distribution: fillEqually; alignment: center; spacing: 10
  view a { intrinsicContentSize: height 20 }
  view b { intrinsicContentSize: height 40 }
  view c { intrinsicContentSize: height 30 }
}
row.left == root.left + 10
row.top == root.top
row.width == 320
)");
  REQUIRE(load.succeeded());
  LayoutItem row = load.itemsByName.at("row");
  CHECK(engine.isStack(row));
  CHECK_EQUAL(engine.arrangedSubitems(row).size(), std::size_t{3});
  // (320 - 20) / 3 = 100 each; the row as high as b (40), a and c centered in it.
  CHECK_ITEM_FRAME(engine, load, "row", 10, 0, 320, 40);
  CHECK_ITEM_FRAME(engine, load, "a", 10, 10, 100, 20);
  CHECK_ITEM_FRAME(engine, load, "b", 120, 0, 100, 40);
  CHECK_ITEM_FRAME(engine, load, "c", 230, 5, 100, 30);
}

TEST_CASE("a vertical stack with a custom spacing, a hidden item and a nested row") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, R"(clayout 1
size: width 400, height 300
stack column {
  axis: vertical; spacing: 5; alignment: leading
  customSpacing: after title 20
  view title { intrinsicContentSize: width 100, height 30 }
  view note { intrinsicContentSize: width 80, height 10; hidden: true }
  stack row {
    spacing: 4
    view icon { intrinsicContentSize: width 16, height 16 }
    view name { intrinsicContentSize: width 60, height 16 }
  }
  guide spacer
}
column.left == root.left
column.top == root.top
)");
  REQUIRE(load.succeeded());
  // The guide is a subitem of the column but not arranged.
  CHECK_EQUAL(engine.arrangedSubitems(load.itemsByName.at("column")).size(), std::size_t{3});
  CHECK(engine.isHidden(load.itemsByName.at("note")));
  // title 0–30; note hidden (no height, no spacing); 20 after title: the row from 50, 16 high,
  // icon then 4 then name: 0–16, 20–80 wide.
  CHECK_ITEM_FRAME(engine, load, "title", 0, 0, 100, 30);
  CHECK_ITEM_FRAME(engine, load, "note", 0, 30, 80, 0);
  CHECK_ITEM_FRAME(engine, load, "row", 0, 50, 80, 16);
  CHECK_ITEM_FRAME(engine, load, "name", 20, 50, 60, 16);
}

TEST_CASE("hidden on a plain view keeps its frame") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, R"(clayout 1
view a { hidden: true }
a.left == root.left + 5; a.top == root.top; a.width == 10; a.height == 10
)");
  REQUIRE(load.succeeded());
  CHECK(engine.isHidden(load.itemsByName.at("a")));
  CHECK_ITEM_FRAME(engine, load, "a", 5, 0, 10, 10);
}

namespace {

/// Loads `text`, which must fail with one diagnostic of `kind` at `line`:`column` whose message
/// contains `part`, leaving the engine new.
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
  std::string described = describeDiagnostic(first);
  if (first.kind != kind || first.location.line != line || first.location.column != column ||
      !testing::containsText(first.message, part)) {
    testing::reportFailure(__FILE__, testLine, "got " + described);
  }
  if (engine.dump() != before) testing::reportFailure(__FILE__, testLine, "the engine changed");
}

#define CHECK_ERROR(text, kind, line, column, part) \
  checkError((text), (kind), (line), (column), (part), __LINE__)

}  // namespace

TEST_CASE("stack diagnostics name the line and column") {
  CHECK_ERROR("clayout 1\nview a { axis: vertical }\n", TextDiagnosticKind::invalidStructure, 2, 10,
              "'a' is not one");
  CHECK_ERROR("clayout 1\nstack s { distribution: evenly }\n", TextDiagnosticKind::syntaxError, 2, 25,
              "fill, fillEqually, fillProportionally, equalSpacing or equalCentering");
  CHECK_ERROR("clayout 1\nstack s { spacing: -2 }\n", TextDiagnosticKind::invalidValue, 2, 11, "negative");
  CHECK_ERROR("clayout 1\nview a\nstack s { customSpacing: after a 4 }\n",
              TextDiagnosticKind::invalidStructure, 3, 32, "'a' is not arranged in 's'");
  CHECK_ERROR("clayout 1\nstack s { customSpacing: after nobody 4 }\n", TextDiagnosticKind::unknownName, 2,
              32, "nobody");
  CHECK_ERROR("clayout 1\nview a { hidden: maybe }\n", TextDiagnosticKind::syntaxError, 2, 18,
              "true or false");
  CHECK_ERROR("clayout 1\nview stack\n", TextDiagnosticKind::duplicateName, 2, 6, "reserved word");
  // The engine's refusals: a baseline alignment of a vertical stack, a hidden guide.
  CHECK_ERROR("clayout 1\nstack s { axis: vertical; alignment: firstBaseline }\n",
              TextDiagnosticKind::engineError, 2, 27, "needs a horizontal stack");
  CHECK_ERROR("clayout 1\nguide g { hidden: true }\n", TextDiagnosticKind::engineError, 2, 11,
              "a layout guide is never drawn");
  // A stack that cannot hold with the file's constraints: at the constraint that cannot be added
  // (the arrangement comes before the constraints), column 32.
  CHECK_ERROR(
      "clayout 1\nstack s { spacing: 10\n  view a\n  view b\n}\ns.width <= 100; a.width == 60; b.width == "
      "60\n",
      TextDiagnosticKind::unsatisfiableConstraint, 6, 32, "cannot hold");
}

TEST_CASE("the translation writes the stack calls in both languages, in the loader's order") {
  const char* text =
      "clayout 1\nstack s { spacing: 4; customSpacing: after a 9\n  view a { hidden: true }\n}\n";
  LayoutTranslation cpp = translateLayout(text, "test.layout", TranslationLanguage::cpp);
  REQUIRE(cpp.diagnostics.empty());
  CHECK(testing::containsText(cpp.code, "engine.makeStack(\"s\")"));
  CHECK(testing::containsText(cpp.code, "engine.setStackSpacing(s, 4),"));
  std::size_t arranged = cpp.code.find("engine.addArrangedSubitem(s, a),");
  std::size_t spacing = cpp.code.find("engine.setCustomSpacing(s, a, 9),");
  std::size_t hidden = cpp.code.find("engine.setHidden(a, true),");
  CHECK(arranged != std::string::npos && arranged < spacing && spacing < hidden &&
        hidden != std::string::npos);
  LayoutTranslation swift = translateLayout(text, "test.layout", TranslationLanguage::swift);
  REQUIRE(swift.diagnostics.empty());
  CHECK(testing::containsText(swift.code, "let s = engine.makeStack(\"s\")"));
  CHECK(testing::containsText(swift.code, "try s.addArrangedSubitem(a)"));
  CHECK(testing::containsText(swift.code, "try s.setCustomSpacing(9, after: a)"));
  CHECK(testing::containsText(swift.code, "try a.setHidden(true)"));
}
