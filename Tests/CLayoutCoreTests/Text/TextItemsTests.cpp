// TextItemsTests.cpp — text items of layout files: `text:` and `font:`, measured by the reference
// monospaced measurer and laid out by the loader (sizes by hand: a line of w points holds
// floor(w / advance) characters), and their errors with line, column and kind.
#define CLAYOUT_TEST_MAIN
#include <string>
#include <vector>

#include "LayoutFileTestSupport.h"

using namespace clayout;

namespace {

/// The first diagnostic of a text that must not load, after checking that the engine is new still.
TextDiagnostic firstError(const std::string& text) {
  LayoutEngine engine;
  std::string before = engine.dump();
  LayoutFileLoad load = loadLayoutText(engine, text, "test.layout");
  CHECK(!load.succeeded());
  CHECK_EQUAL(engine.dump(), before);
  if (load.diagnostics.empty()) return TextDiagnostic{};
  return load.diagnostics.front();
}

}  // namespace

TEST_CASE("a text item grows downward in a narrow column and pushes the view below it") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, R"(clayout 1
size: width 100, height 400
view label { text: "the quick brown fox jumps over the lazy dog" }
view box
H:|-10-[label]-10-|
H:|[box(50)]
V:|-10-[label]-8-[box(30)]
)");
  // 80 points at the default font (advance 8, line height 20): 10 characters a line: "the quick",
  // "brown fox", "jumps over", "the lazy", "dog": 5 lines, 100 high. The box at 10 + 100 + 8.
  CHECK_ITEM_FRAME(engine, load, "label", 10, 10, 80, 100);
  CHECK_ITEM_FRAME(engine, load, "box", 0, 118, 50, 30);
  // A resize is laid out by the host's layoutIfNeeded: 160 points, 20 a line, 3 lines.
  CHECK_SUCCESS(engine.setRootSize({180, 400}));
  CHECK_SUCCESS(engine.layoutIfNeeded());
  CHECK_ITEM_FRAME(engine, load, "label", 10, 10, 160, 60);
  CHECK_ITEM_FRAME(engine, load, "box", 0, 78, 50, 30);
}

TEST_CASE("font sets the advance and the line height; \\n breaks a line") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, R"(clayout 1
size: width 320, height 400
view title { text: "Hello\nwide world"; font: advance 10, lineHeight 24 }
view note { text: "ok"; font: lineHeight 30 }
title.left == root.left
title.top == root.top
note.left == root.left
note.top == title.bottom
)");
  // Unconstrained width: the natural width. "Hello" (5) and "wide world" (10): 100 × 48.
  CHECK_ITEM_FRAME(engine, load, "title", 0, 0, 100, 48);
  // advance left out: 8. "ok": 16 × 30.
  CHECK_ITEM_FRAME(engine, load, "note", 0, 48, 16, 30);
  // The load gives each text item's text and font, for drawing; other items have none.
  const LoadedItem& title = load.items[0];
  CHECK(title.text.has_value());
  if (title.text) {
    CHECK_EQUAL(title.text->text, std::string("Hello\nwide world"));
    CHECK_EQUAL(title.text->measurer.advance, 10.0);
    CHECK_EQUAL(title.text->measurer.lineHeight, 24.0);
    // At its width of 100 the lines are the paragraphs.
    CHECK(title.text->measurer.lines(title.text->text, 100) ==
          std::vector<std::string>({"Hello", "wide world"}));
  }
  CHECK(load.items[1].text.has_value() && load.items[1].text->measurer.advance == 8.0 &&
        load.items[1].text->measurer.lineHeight == 30.0);
}

TEST_CASE("only text items carry a text in the load") {
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, R"(clayout 1
view plain
guide g
view label { text: "" }
)");
  CHECK(!load.items[0].text.has_value());
  CHECK(!load.items[1].text.has_value());
  // An empty text is a text item all the same, of no line.
  CHECK(load.items[2].text.has_value() && load.items[2].text->text.empty());
}

TEST_CASE("text and font errors point at their line and column") {
  TextDiagnostic error = firstError("clayout 1\nview a { text: 12 }\n");
  CHECK(error.kind == TextDiagnosticKind::syntaxError);
  CHECK_EQUAL(error.location.line, 2u);
  CHECK_CONTAINS(error.message, "a string after 'text:'");

  error = firstError("clayout 1\ntext: \"hi\"\n");
  CHECK(error.kind == TextDiagnosticKind::invalidStructure);
  CHECK_CONTAINS(error.message, "the root has no text");

  error = firstError("clayout 1\nguide g { text: \"hi\" }\n");
  CHECK(error.kind == TextDiagnosticKind::invalidStructure);
  CHECK_EQUAL(error.location.column, 11u);
  CHECK_CONTAINS(error.message, "the layout guide 'g' is not drawn");

  error = firstError("clayout 1\nview a {\n  font: advance 0\n}\n");
  CHECK(error.kind == TextDiagnosticKind::invalidValue);
  CHECK_EQUAL(error.location.line, 3u);
  CHECK_CONTAINS(error.message, "font: the advance 0 is not positive");

  error = firstError("clayout 1\nview a { text: \"x\"; font: lineHeight -1 }\n");
  CHECK(error.kind == TextDiagnosticKind::invalidValue);
  CHECK_CONTAINS(error.message, "font: the lineHeight -1 is negative");

  error = firstError("clayout 1\nview a { font: advance 8 }\n");
  CHECK(error.kind == TextDiagnosticKind::invalidStructure);
  CHECK_EQUAL(error.location.column, 10u);
  CHECK_CONTAINS(error.message, "'a' has no text to set in it");

  error = firstError("clayout 1\nview a {\n  text: \"x\"\n  intrinsicContentSize: width 10\n}\n");
  CHECK(error.kind == TextDiagnosticKind::invalidStructure);
  CHECK_EQUAL(error.location.line, 4u);
  CHECK_CONTAINS(error.message,
                 "'a' is a text item, whose intrinsic size is measured from its text (line 3)");

  error = firstError("clayout 1\nview a { text: \"x\"; text: \"y\" }\n");
  CHECK(error.kind == TextDiagnosticKind::duplicateName);
  CHECK_CONTAINS(error.message, "'text' is set twice on 'a'");
}

TEST_CASE("a text whose height moves its own width settles in the loader") {
  // width = 200 - height: at the natural one line (20 high) the width is 180; "aaaa bbbb cccc dddd
  // eeee" (24 characters) takes 2 lines at 180 (22 a line): 40 high → 160 wide (20 a line): 2
  // lines. It settles: 40 high, 160 wide.
  LayoutEngine engine;
  LayoutFileLoad load = LOAD_LAYOUT(engine, R"(clayout 1
view a { text: "aaaa bbbb cccc dddd eeee" }
a.left == root.left
a.top == root.top
a.width == a.height * -1 + 200
)");
  CHECK_ITEM_FRAME(engine, load, "a", 0, 0, 160, 40);
  // With advance 10 and line height 24: one line is 24 high, so 176 wide, 17 a line: "aaaa bbbb
  // cccc" (14), "dddd eeee": 2 lines, 48 high → 152 wide: 15 a line, still 2 lines: settled.
  LayoutEngine other;
  load = LOAD_LAYOUT(other, R"(clayout 1
view a { text: "aaaa bbbb cccc dddd eeee"; font: advance 10, lineHeight 24 }
a.left == root.left
a.top == root.top
a.width == a.height * -1 + 200
)");
  CHECK_ITEM_FRAME(other, load, "a", 0, 0, 152, 48);
}

TEST_CASE("a text layout that does not settle is refused at the text's line, the engine new") {
  // width = 2 × height, the width's own priorities at 1: one line (20 high) gives 40 wide, 5 a
  // line: "aaaa", "bbbb", 40 high → 80 wide, 10 a line: one line, 20 high → 40 wide → …
  TextDiagnostic error = firstError(R"(clayout 1
view a {
  text: "aaaa bbbb"
  contentHugging: horizontal 1
  compressionResistance: horizontal 1
}
a.left == root.left
a.top == root.top
a.width == a.height * 2
)");
  CHECK(error.kind == TextDiagnosticKind::engineError);
  CHECK_EQUAL(error.location.line, 3u);
  CHECK_CONTAINS(error.message, "the text: the engine refuses it (layout did not settle)");
  CHECK_CONTAINS(error.message, "the height of a still changed");
}
