// LayoutFileErrorTests.cpp — every error of a layout file with its line, column and kind: the
// anchor DSL's type rules (which the C++ DSL refuses at compile time, Tests/CompileFailTests),
// names, values, structure, the version line, formats; several errors in one pass; conflicts
// reported with the lines of their whole conflict set; and a file with any error changing
// nothing (the engine's dump before and after).
#define CLAYOUT_TEST_MAIN
#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "LayoutFileTestSupport.h"

using namespace clayout;

namespace {

/// The lines every case starts with: lines 1 to 4, so that a case's statement is line 5.
constexpr const char* prefix = "clayout 1\nview a\nview b\nguide g\n";

struct ErrorCase {
  /// The statement, on line 5.
  const char* statement;
  /// The text the error must point at (its `occurrence`-th appearance in the statement); empty
  /// for the end of the line.
  const char* culprit;
  int occurrence;
  TextDiagnosticKind kind;
  /// A part of the message.
  const char* message;
};

const std::vector<ErrorCase> cases = {
    // The anchor DSL's kind rules (Tests/CompileFailTests has each as a C++ form that must not compile).
    {"a.left == b.top", "==", 1, TextDiagnosticKind::typeMismatch, "a horizontal anchor with a vertical one"},
    {"a.left - b.top == a.width", "-", 1, TextDiagnosticKind::typeMismatch,
     "a horizontal anchor with a vertical one"},
    {"a.leading == b.left + 1", "==", 1, TextDiagnosticKind::typeMismatch,
     "leading or trailing with left or right"},
    {"a.left == 10", "==", 1, TextDiagnosticKind::typeMismatch, "a position equal to a number"},
    {"a.top == b.height", "==", 1, TextDiagnosticKind::typeMismatch, "a position with a dimension"},
    {"a.left * 2 == b.left", "*", 1, TextDiagnosticKind::typeMismatch, "a position times a number"},
    {"a.left / 2 == b.left", "/", 1, TextDiagnosticKind::typeMismatch, "a position divided by a number"},
    {"-a.left == b.left", "-", 1, TextDiagnosticKind::typeMismatch, "a negated position"},
    {"a.left + b.left == b.right", "+", 1, TextDiagnosticKind::typeMismatch, "the sum of two positions"},
    {"a.width * b.width == 10", "*", 1, TextDiagnosticKind::typeMismatch, "constraints are linear"},
    {"a.width == 10 / b.width", "/", 1, TextDiagnosticKind::typeMismatch, "constraints are linear"},
    {"a.width - b.left == a.right", "-", 1, TextDiagnosticKind::typeMismatch, "a dimension minus a position"},
    {"10 == 20", "==", 1, TextDiagnosticKind::typeMismatch, "between two numbers"},
    // Values.
    {"a.width == 10 / 0", "/", 1, TextDiagnosticKind::invalidValue, "division by zero"},
    {"a.width == 1e999", "1e999", 1, TextDiagnosticKind::invalidValue, "too large"},
    {"a.width == 3 @1200", "1200", 1, TextDiagnosticKind::invalidValue, "outside (0, 1000]"},
    {"a.width == 3 @0", "0", 1, TextDiagnosticKind::invalidValue, "outside (0, 1000]"},
    // Names.
    {"a.width == c.width", "c", 1, TextDiagnosticKind::unknownName, "unknown item 'c'"},
    {"a.wdth == 3", "wdth", 1, TextDiagnosticKind::unknownName, "unknown attribute 'wdth'"},
    {"a.width == gapp", "gapp", 1, TextDiagnosticKind::unknownName, "unknown name 'gapp'"},
    {"a.width == 3 @high", "high", 1, TextDiagnosticKind::unknownName, "unknown name 'high'"},
    {"g.layoutMarginsGuide.left == a.left", "layoutMarginsGuide", 1, TextDiagnosticKind::invalidStructure,
     "has no layoutMarginsGuide"},
    // Syntax.
    {"a == 3", "==", 1, TextDiagnosticKind::syntaxError, "expected '.' and an attribute after the item 'a'"},
    {"a.width = 3", "=", 1, TextDiagnosticKind::syntaxError, "expected a relation (==, <= or >=), found '='"},
    {"a.width == 3 \"id\" more", "more", 1, TextDiagnosticKind::syntaxError, "expected the end of the line"},
    {"a.width == (3", "", 1, TextDiagnosticKind::syntaxError, "expected ')', found the end of the line"},
    {"a.width == a.layoutMarginsGuide", "", 1, TextDiagnosticKind::syntaxError,
     "expected '.' and an attribute"},
    {"a.width == 3 $", "$", 1, TextDiagnosticKind::syntaxError, "found '$'"},
    {"a.width == \"open", "\"", 1, TextDiagnosticKind::syntaxError,
     "expected a number, a metric or an anchor"},
    {"a.width ==", "", 1, TextDiagnosticKind::syntaxError, "expected a number, a metric or an anchor"},
    // Properties.
    {"view c { size: width 1, height 1 }", "size", 1, TextDiagnosticKind::invalidStructure, "only the root"},
    {"size: width 10", "size", 1, TextDiagnosticKind::syntaxError, "both width and height"},
    {"intrinsicContentSize: width -1", "intrinsicContentSize", 1, TextDiagnosticKind::invalidValue,
     "negative"},
    {"contentHugging: sideways 3", "sideways", 1, TextDiagnosticKind::syntaxError,
     "expected one of horizontal, vertical"},
    {"contentHugging: horizontal 1001", "1001", 1, TextDiagnosticKind::invalidValue, "outside (0, 1000]"},
    {"layoutDirection: upward", "upward", 1, TextDiagnosticKind::syntaxError,
     "expected leftToRight, rightToLeft or inherit"},
    {"colour: red", "colour", 1, TextDiagnosticKind::unknownName, "unknown property 'colour'"},
    {"identifier: 12", "12", 1, TextDiagnosticKind::syntaxError, "expected a string after 'identifier:'"},
    {"identifier: \"x\"; identifier: \"y\"", "identifier", 2, TextDiagnosticKind::duplicateName,
     "set twice on 'root'"},
    {"layoutMargins: top 1, top 2", "top", 2, TextDiagnosticKind::duplicateName, "'top' is given twice"},
    {"layoutDirection: rightToLeft; layoutDirection: leftToRight", "layoutDirection", 2,
     TextDiagnosticKind::duplicateName, "set twice on 'root'"},
    // Structure and names.
    {"view a", "a", 1, TextDiagnosticKind::duplicateName, "'a' is already declared on line 2"},
    {"view root", "root", 1, TextDiagnosticKind::duplicateName, "reserved"},
    {"view width", "width", 1, TextDiagnosticKind::duplicateName, "reserved"},
    {"guide h { view i }", "i }", 1, TextDiagnosticKind::invalidStructure, "cannot have subitems"},
    {"}", "}", 1, TextDiagnosticKind::syntaxError, "without a '{'"},
    {"view c { gap = 3 }", "gap", 1, TextDiagnosticKind::invalidStructure, "top level"},
    {"gap = 3; gap = 4", "gap", 2, TextDiagnosticKind::duplicateName, "already declared on line 5"},
    {"m = n + 1; n = 2", "n", 1, TextDiagnosticKind::unknownName, "used before its definition on line 5"},
    {"a = 3", "a", 1, TextDiagnosticKind::duplicateName, "already declared on line 2"},
    // The Visual Format Language.
    {"H:[a]-[b]-", "", 1, TextDiagnosticKind::syntaxError, "expected a spacing"},
    {"H:|-|", "|", 2, TextDiagnosticKind::syntaxError, "expected '[' and a view"},
    {"H:[a(==b.left)]", "left", 1, TextDiagnosticKind::typeMismatch,
     "cannot be related to the position 'left'"},
    {"H:[a]-(==b)-[b]", "b)", 1, TextDiagnosticKind::typeMismatch, "a spacing is a number, not the view 'b'"},
    {"H:[a]-[b] align: width", "width", 1, TextDiagnosticKind::typeMismatch, "aligns its views by top"},
    {"V:[a]-[b] align: top", "top", 1, TextDiagnosticKind::typeMismatch, "aligns its views by leading"},
    {"V:[a]-[b] direction: leftToRight", "direction", 1, TextDiagnosticKind::invalidStructure,
     "applies to H:"},
    {"H:[a]-[b] direction: sideways", "sideways", 1, TextDiagnosticKind::unknownName, "unknown direction"},
    {"H:[a] colour: red", "colour", 1, TextDiagnosticKind::unknownName, "unknown option 'colour'"},
    {"H:[root]", "root", 1, TextDiagnosticKind::invalidStructure, "the root cannot be a view"},
    {"H:[q]", "q", 1, TextDiagnosticKind::unknownName, "unknown item 'q'"},
    {"H:[a(>=50@0)]", "0)", 1, TextDiagnosticKind::invalidValue, "outside (0, 1000]"},
    {"H:[a]-[b],", ",", 1, TextDiagnosticKind::syntaxError, "expected a connection"},
    {"H:[a(==b/0)]", "/", 1, TextDiagnosticKind::invalidValue, "division by zero"},
    // ConstraintLayout helpers (on the root, at the top level)
    {"dimensionRatio: width 0, height 9", "dimensionRatio", 1, TextDiagnosticKind::invalidValue,
     "dimensionRatio: the width 0 is not greater than 0"},
    {"dimensionRatio: width 16", "dimensionRatio", 1, TextDiagnosticKind::syntaxError,
     "expected both width and height"},
    {"bias: horizontal 0.5", "bias", 1, TextDiagnosticKind::invalidStructure, "the root has no parent"},
};

/// The 1-based column of the `occurrence`-th `culprit` in `statement` (the end for an empty one).
std::uint32_t columnOf(const std::string& statement, const std::string& culprit, int occurrence) {
  if (culprit.empty()) return static_cast<std::uint32_t>(statement.size() + 1);
  std::size_t at = std::string::npos;
  for (int i = 0; i < occurrence; ++i) at = statement.find(culprit, at == std::string::npos ? 0 : at + 1);
  return static_cast<std::uint32_t>(at + 1);
}

std::string allDiagnostics(const LayoutFileLoad& load) {
  std::string all;
  for (const TextDiagnostic& diagnostic : load.diagnostics) all += "\n  " + describeDiagnostic(diagnostic);
  return all;
}

}  // namespace

TEST_CASE("every error names its line, column and kind, and changes nothing") {
  const std::string fresh = LayoutEngine().dump();
  for (const ErrorCase& error : cases) {
    LayoutEngine engine;
    LayoutFileLoad load =
        loadLayoutText(engine, std::string(prefix) + error.statement + "\n", "errors.layout");
    std::string context = std::string("statement `") + error.statement + "`:" + allDiagnostics(load);
    if (load.diagnostics.empty()) {
      testing::reportFailure(__FILE__, __LINE__, context + " loaded");
      continue;
    }
    const TextDiagnostic& first = load.diagnostics.front();
    if (first.location.line != 5 ||
        first.location.column != columnOf(error.statement, error.culprit, error.occurrence) ||
        first.kind != error.kind || !testing::containsText(first.message, error.message) ||
        first.location.fileName != "errors.layout") {
      testing::reportFailure(
          __FILE__, __LINE__,
          context +
              "\n  expected 5:" + std::to_string(columnOf(error.statement, error.culprit, error.occurrence)) +
              " " + textDiagnosticKindName(error.kind) + " containing \"" + error.message + "\"");
    }
    CHECK_EQUAL(load.diagnostics.size(), std::size_t{1});
    CHECK(engine.dump() == fresh);
    CHECK(load.items.empty());
    CHECK(load.constraints.empty());
    CHECK(load.itemsByName.empty());
  }
}

TEST_CASE("a duplicate name notes where the name was first declared") {
  LayoutEngine engine;
  LayoutFileLoad load = loadLayoutText(engine, "clayout 1\nview a\n  view a\n", "notes.layout");
  REQUIRE(load.diagnostics.size() == 1);
  REQUIRE(load.diagnostics[0].notes.size() == 1);
  CHECK_EQUAL(describeDiagnostic(load.diagnostics[0]),
              std::string("notes.layout:3:8: error: 'a' is already declared on line 2\n"
                          "notes.layout:2:6: note: 'a' first declared here"));
}

TEST_CASE("the version line") {
  LayoutEngine engine;
  LayoutFileLoad wrong = loadLayoutText(engine, "clayout 2\nview a\n", "v.layout");
  REQUIRE(wrong.diagnostics.size() == 1);
  CHECK(wrong.diagnostics[0].kind == TextDiagnosticKind::unsupportedVersion);
  CHECK_EQUAL(wrong.diagnostics[0].location.line, 1u);
  CHECK_EQUAL(wrong.diagnostics[0].location.column, 9u);
  LayoutFileLoad missing = loadLayoutText(engine, "# no version\nview a\n", "v.layout");
  REQUIRE(!missing.diagnostics.empty());
  CHECK(missing.diagnostics[0].kind == TextDiagnosticKind::unsupportedVersion);
  CHECK_EQUAL(missing.diagnostics[0].location.line, 2u);
  CHECK_EQUAL(missing.diagnostics[0].location.column, 1u);
  LayoutFileLoad empty = loadLayoutText(engine, "", "v.layout");
  REQUIRE(empty.diagnostics.size() == 1);
  CHECK(empty.diagnostics[0].kind == TextDiagnosticKind::unsupportedVersion);
  CHECK_CONTAINS(empty.diagnostics[0].message, "found the end of the file");
}

TEST_CASE("an unclosed block is reported at the end of the file with the line that opened it") {
  LayoutEngine engine;
  LayoutFileLoad load = loadLayoutText(engine, "clayout 1\nview a {\n  view b {\n}\n", "blocks.layout");
  REQUIRE(load.diagnostics.size() == 1);
  CHECK_EQUAL(load.diagnostics[0].location.line, 5u);
  CHECK_EQUAL(load.diagnostics[0].location.column, 1u);
  CHECK_CONTAINS(load.diagnostics[0].message, "expected '}' to close the block of 'a' opened on line 2");
}

TEST_CASE("several errors in one pass, in the order of the file") {
  LayoutEngine engine;
  LayoutFileLoad load = loadLayoutText(engine,
                                       "clayout 1\n"
                                       "view a\n"
                                       "a.left == 3\n"       // 3:8
                                       "a.width == 10\n"     // fine
                                       "view a\n"            // 5:6
                                       "a.top == a.widht\n"  // 6:12
                                       "bogus: 1\n",         // 7:1
                                       "many.layout");
  REQUIRE(load.diagnostics.size() == 4);
  CHECK_EQUAL(load.diagnostics[0].location.line, 3u);
  CHECK_EQUAL(load.diagnostics[0].location.column, 8u);
  CHECK_EQUAL(load.diagnostics[1].location.line, 5u);
  CHECK_EQUAL(load.diagnostics[1].location.column, 6u);
  CHECK_EQUAL(load.diagnostics[2].location.line, 6u);
  CHECK_EQUAL(load.diagnostics[2].location.column, 12u);
  CHECK_EQUAL(load.diagnostics[3].location.line, 7u);
  CHECK_EQUAL(load.diagnostics[3].location.column, 1u);
  CHECK(load.diagnostics[3].kind == TextDiagnosticKind::unknownName);
}

TEST_CASE("too many errors: the list stops with one last diagnostic that says so") {
  std::string text = "clayout 1\nview a\n";
  for (int i = 0; i < 80; ++i) text += "a.left == 1\n";
  LayoutEngine engine;
  LayoutFileLoad load = loadLayoutText(engine, text, "lots.layout");
  REQUIRE(load.diagnostics.size() == 51);
  CHECK(load.diagnostics[49].kind == TextDiagnosticKind::typeMismatch);
  CHECK_EQUAL(load.diagnostics[49].location.line, 52u);
  CHECK(load.diagnostics[50].kind == TextDiagnosticKind::tooManyErrors);
}

TEST_CASE("an unsatisfiable constraint names the lines of its whole conflict set") {
  LayoutEngine engine;
  const std::string before = engine.dump();
  LayoutFileLoad load = loadLayoutText(engine,
                                       "clayout 1\n"
                                       "view a; view b\n"
                                       "a.left == root.left\n"                // 3
                                       "a.width == 100\n"                     // 4
                                       "b.left == a.right + 10\n"             // 5
                                       "b.top == root.top\n"                  // 6: not in the conflict
                                       "b.left <= root.left + 50 \"cap\"\n",  // 7
                                       "conflict.layout");
  REQUIRE(load.diagnostics.size() == 1);
  const TextDiagnostic& conflict = load.diagnostics[0];
  CHECK(conflict.kind == TextDiagnosticKind::unsatisfiableConstraint);
  CHECK_EQUAL(conflict.location.line, 7u);
  CHECK_EQUAL(conflict.location.column, 1u);
  CHECK_CONTAINS(conflict.message, "b.left <= root.left + 50 \"cap\"");
  // b.left = a.left + 100 + 10 = root.left + 110 > root.left + 50: lines 3, 4 and 5 are needed,
  // and line 6 is not.
  std::vector<std::uint32_t> lines;
  for (const TextNote& note : conflict.notes) lines.push_back(note.location.line);
  CHECK_EQUAL(lines.size(), std::size_t{3});
  for (std::uint32_t line : {3u, 4u, 5u}) CHECK(std::find(lines.begin(), lines.end(), line) != lines.end());
  CHECK(engine.dump() == before);
  CHECK(load.items.empty());
}

TEST_CASE("two conflicts in one file are two diagnostics") {
  LayoutEngine engine;
  LayoutFileLoad load = loadLayoutText(engine,
                                       "clayout 1\nview a\n"
                                       "a.width == 80\n"   // 3
                                       "a.width >= 200\n"  // 4: conflicts with 3
                                       "a.height == 10\n"  // 5
                                       "a.height <= 5\n",  // 6: conflicts with 5
                                       "two.layout");
  REQUIRE(load.diagnostics.size() == 2);
  CHECK_EQUAL(load.diagnostics[0].location.line, 4u);
  REQUIRE(load.diagnostics[0].notes.size() == 1);
  CHECK_EQUAL(load.diagnostics[0].notes[0].location.line, 3u);
  CHECK_EQUAL(load.diagnostics[1].location.line, 6u);
  REQUIRE(load.diagnostics[1].notes.size() == 1);
  CHECK_EQUAL(load.diagnostics[1].notes[0].location.line, 5u);
  CHECK_EQUAL(describeDiagnostic(load.diagnostics[1]),
              // The place is said once, where the line starts, for the error and for its note.
              std::string("two.layout:6:1: error: the constraint a.height <= 5 cannot hold: it "
                          "conflicts with 1 required constraint (in the notes)\n"
                          "two.layout:5:1: note: conflicting constraint: a.height == 10"));
}

TEST_CASE("a root size the constraints cannot take is reported at the size line with the conflict") {
  LayoutEngine engine;
  LayoutFileLoad load = loadLayoutText(engine,
                                       "clayout 1\n"
                                       "size: width 100, height 100\n"  // 2
                                       "view a\n"
                                       "a.left == root.left\n"     // 4
                                       "a.width == 150\n"          // 5
                                       "a.right <= root.right\n",  // 6
                                       "root.layout");
  REQUIRE(load.diagnostics.size() == 1);
  const TextDiagnostic& conflict = load.diagnostics[0];
  CHECK(conflict.kind == TextDiagnosticKind::unsatisfiableConstraint);
  CHECK_EQUAL(conflict.location.line, 2u);
  // The message names the size, as `setRootSize`'s own does.
  CHECK_CONTAINS(conflict.message, "the root's size 100 x 100 cannot hold at the root's width");
  // 0 + 150 <= 100 needs lines 4, 5 and 6 (the root's own origin is the engine's).
  std::vector<std::uint32_t> lines;
  for (const TextNote& note : conflict.notes) {
    if (note.location.line != 0) lines.push_back(note.location.line);
  }
  CHECK_EQUAL(lines.size(), std::size_t{3});
  for (std::uint32_t line : {4u, 5u, 6u}) CHECK(std::find(lines.begin(), lines.end(), line) != lines.end());
  CHECK(engine.dump() == LayoutEngine().dump());
}

TEST_CASE("a host's root size replaces the file's, also when the file's own cannot hold") {
  // a is 150 wide from the root's left and within its right: the file's 100 x 100 cannot hold.
  const char* text =
      "clayout 1\n"
      "size: width 100, height 100\n"  // 2
      "view a\n"
      "a.left == root.left; a.top == root.top; a.height == 10\n"
      "a.width == 150\n"
      "a.right <= root.right\n";
  LayoutEngine engine;
  LayoutFileLoad load = loadLayoutText(engine, text, "root.layout", {.rootSize = LayoutSize{200, 50}});
  REQUIRE(load.diagnostics.empty());
  // At 200 x 50, set instead of the file's size: a at (0, 0), 150 x 10, within the root's 200.
  CHECK_FRAME(engine.frame(engine.root()), 0, 0, 200, 50);
  CHECK_FRAME(engine.frame(load.itemsByName.at("a")), 0, 0, 150, 10);

  // A host's size that cannot hold either: one diagnostic for the file as a whole (line 0), which
  // names the size and says whose it is, with the conflict set as notes; nothing changes.
  LayoutEngine refused;
  LayoutFileLoad narrow = loadLayoutText(refused, text, "root.layout", {.rootSize = LayoutSize{120, 50}});
  REQUIRE(narrow.diagnostics.size() == 1);
  const TextDiagnostic& conflict = narrow.diagnostics[0];
  CHECK(conflict.kind == TextDiagnosticKind::unsatisfiableConstraint);
  CHECK_EQUAL(conflict.location.line, 0u);
  CHECK_CONTAINS(conflict.message,
                 "the root's size 120 x 50 (given by the host instead of the file's) cannot hold at the "
                 "root's width");
  CHECK_EQUAL(conflict.notes.size(), std::size_t{3});
  CHECK(refused.dump() == LayoutEngine().dump());
}

TEST_CASE("a conflict with an engine constraint notes the item's declaration") {
  LayoutEngine engine;
  LayoutFileLoad load = loadLayoutText(engine,
                                       "clayout 1\n"
                                       "view a {\n"  // 2
                                       "  intrinsicContentSize: width 50\n"
                                       "  compressionResistance: horizontal required\n"
                                       "}\n"
                                       "a.width == 20\n",  // 6
                                       "engine.layout");
  REQUIRE(load.diagnostics.size() == 1);
  CHECK_EQUAL(load.diagnostics[0].location.line, 6u);
  REQUIRE(load.diagnostics[0].notes.size() == 1);
  CHECK_EQUAL(load.diagnostics[0].notes[0].location.line, 2u);
  CHECK_CONTAINS(load.diagnostics[0].notes[0].message, "conflicting engine constraint: a.width >= 50");
}

TEST_CASE("all or nothing: a file whose last line fails leaves the engine as it was") {
  const std::string text =
      "clayout 1\nsize: width 320, height 480\nview a { view b }\nH:|-[a]-|\nV:|-[a(==40)]\n"
      "b.width == a.width\n"
      "b.width == 7\n";  // the width of a is 280: this line cannot hold
  LayoutEngine engine;
  const std::string before = engine.dump();
  LayoutFileLoad load = loadLayoutText(engine, text, "last.layout");
  // The constraints hold together (a and b 7 wide, the root 47): it is the root's size, set after
  // every constraint, that cannot hold, with line 7 in its conflict.
  REQUIRE(load.diagnostics.size() == 1);
  CHECK_EQUAL(load.diagnostics[0].location.line, 2u);
  bool notesLine7 = false;
  for (const TextNote& note : load.diagnostics[0].notes) notesLine7 = notesLine7 || note.location.line == 7;
  CHECK(notesLine7);
  CHECK(engine.dump() == before);
  CHECK(engine.subitems(engine.root()).empty());
  CHECK_FRAME(engine.frame(engine.root()), 0, 0, 0, 0);
  // The same engine then loads a correct file.
  LayoutFileLoad fixed = LOAD_LAYOUT(engine, text.substr(0, text.rfind("b.width == 7")));
  REQUIRE(fixed.succeeded());
  CHECK_ITEM_FRAME(engine, fixed, "a", 20, 20, 280, 40);
  CHECK_EQUAL(engine.frame(fixed.itemsByName.at("b")).width, 280.0);
}

TEST_CASE("an engine that is not new is refused, and left as it was") {
  LayoutEngine withItem;
  LayoutItem existing = withItem.makeItem("existing");
  CHECK_SUCCESS(withItem.addSubitem(withItem.root(), existing));
  std::string before = withItem.dump();
  LayoutFileLoad load = loadLayoutText(withItem, "clayout 1\nview a\n", "busy.layout");
  REQUIRE(load.diagnostics.size() == 1);
  CHECK(load.diagnostics[0].kind == TextDiagnosticKind::engineNotEmpty);
  CHECK(withItem.dump() == before);

  LayoutEngine sized;
  CHECK_SUCCESS(sized.setRootSize({100, 100}));
  before = sized.dump();
  LayoutFileLoad refused = loadLayoutText(sized, "clayout 1\n", "busy.layout");
  REQUIRE(refused.diagnostics.size() == 1);
  CHECK(refused.diagnostics[0].kind == TextDiagnosticKind::engineNotEmpty);
  CHECK(sized.dump() == before);

  // A file loaded once makes the engine not new.
  LayoutEngine loaded;
  REQUIRE(LOAD_LAYOUT(loaded, "clayout 1\nview a\n").succeeded());
  LayoutFileLoad again = loadLayoutText(loaded, "clayout 1\nview b\n", "again.layout");
  REQUIRE(again.diagnostics.size() == 1);
  CHECK(again.diagnostics[0].kind == TextDiagnosticKind::engineNotEmpty);
}

TEST_CASE("stray bytes never crash the reader and are reported where they are") {
  LayoutEngine engine;
  std::string text = "clayout 1\nview a\na.width == 3 \xC3\xA9\n";
  text += std::string("a.height == 4\x01\n", 15);
  text += std::string("\0\n", 2);
  LayoutFileLoad load = loadLayoutText(engine, text, "bytes.layout");
  REQUIRE(load.diagnostics.size() == 3);
  CHECK_EQUAL(load.diagnostics[0].location.line, 3u);
  CHECK_EQUAL(load.diagnostics[0].location.column, 14u);
  CHECK_CONTAINS(load.diagnostics[0].message, "found '\xC3\xA9'");
  CHECK_EQUAL(load.diagnostics[1].location.line, 4u);
  CHECK_CONTAINS(load.diagnostics[1].message, "found '\\x01'");
  CHECK_EQUAL(load.diagnostics[2].location.line, 5u);
  CHECK_CONTAINS(load.diagnostics[2].message, "'\\x00'");
  CHECK(engine.dump() == LayoutEngine().dump());
}

namespace {

/// Whether `text` is well-formed UTF-8 (Unicode's table 3-7), decoded here by code points: no
/// stray continuation byte, no truncated or overlong sequence, no surrogate, nothing above
/// U+10FFFF.
bool isValidUTF8(const std::string& text) {
  for (std::size_t i = 0; i < text.size();) {
    auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[i + k]); };
    const unsigned char lead = byte(0);
    std::size_t length = lead < 0x80           ? 1
                         : (lead >> 5) == 0x6  ? 2
                         : (lead >> 4) == 0xE  ? 3
                         : (lead >> 3) == 0x1E ? 4
                                               : 0;
    if (length == 0 || i + length > text.size()) return false;
    std::uint32_t point = length == 1 ? lead : lead & (0xFF >> (length + 1));
    for (std::size_t k = 1; k < length; ++k) {
      if ((byte(k) & 0xC0) != 0x80) return false;
      point = (point << 6) | (byte(k) & 0x3F);
    }
    const std::uint32_t smallest[] = {0, 0, 0x80, 0x800, 0x10000};
    if (point < smallest[length] || point > 0x10FFFF || (point >= 0xD800 && point <= 0xDFFF)) return false;
    i += length;
  }
  return true;
}

}  // namespace

TEST_CASE("a diagnostic never quotes megabytes: a kilobyte of a message at most") {
  // A 5 MB name, unknown: "unknown item '" (14 bytes), the name (5 · 2^20 = 5,242,880), "'" (1):
  // 5,242,895 bytes, of which the first 600 and the last 300 are kept: 5,241,995 left out.
  const std::string name(std::size_t{5} << 20, 'n');
  LayoutEngine engine;
  LayoutFileLoad load =
      loadLayoutText(engine, "clayout 1\nview a\na.width == " + name + ".width\n", "big.layout");
  REQUIRE(load.diagnostics.size() == 1);
  const std::string& message = load.diagnostics[0].message;
  CHECK(message.size() <= 1000);
  CHECK(message.rfind("unknown item 'nnnn", 0) == 0);
  CHECK_CONTAINS(message, std::string("n [\xE2\x80\xA6") + "5241995 bytes left out\xE2\x80\xA6] nnn");
  CHECK(message.size() > 300 && message.compare(message.size() - 5, 5, "nnnn'") == 0);
  CHECK(engine.dump() == LayoutEngine().dump());

  // A string of 100,000 two-byte characters quoted whole in a syntax error: cut on character
  // boundaries, so the message is still valid UTF-8.
  std::string accents;
  for (int i = 0; i < 100000; ++i) accents += "\xC3\xA9";
  LayoutEngine second;
  LayoutFileLoad quoted =
      loadLayoutText(second, "clayout 1\nview a\na.width == \"" + accents + "\"\n", "string.layout");
  REQUIRE(!quoted.diagnostics.empty());
  for (const TextDiagnostic& diagnostic : quoted.diagnostics) {
    CHECK(diagnostic.message.size() <= 1000);
    CHECK(isValidUTF8(diagnostic.message));
  }
  CHECK_CONTAINS(quoted.diagnostics[0].message, "bytes left out");
}

TEST_CASE("a file that loads with a 5 MB name: its ambiguity and its conflicts quote the name cut") {
  // The name's first 100 and last 50 bytes are kept (nameDescription): 5 MiB - 150 left out.
  const std::size_t size = std::size_t{5} << 20;
  const std::string name = "v" + std::string(size - 1, 'n');
  const std::string shown = "v" + std::string(99, 'n') + " [\xE2\x80\xA6" + std::to_string(size - 150) +
                            " bytes left out\xE2\x80\xA6] " + std::string(50, 'n');
  LayoutEngine engine;
  LayoutFileLoad load =
      loadLayoutText(engine, "clayout 1\nview " + name + "\n" + name + ".width == 10\n", "ambiguous.layout");
  REQUIRE(load.succeeded());
  std::vector<LayoutAmbiguity> report = engine.ambiguities();
  REQUIRE(report.size() == 2);
  CHECK_EQUAL(report[0].description, shown + ": horizontal position is ambiguous");
  CHECK_EQUAL(report[1].description, shown + ": vertical position and size are ambiguous");
  // A conflict: the error and its note name the constraints with the name cut, never whole.
  LayoutEngine second;
  LayoutFileLoad conflict = loadLayoutText(
      second, "clayout 1\nview " + name + "\n" + name + ".width == 10\n" + name + ".width == 20\n",
      "c.layout");
  REQUIRE(conflict.diagnostics.size() == 1);
  CHECK_EQUAL(conflict.diagnostics[0].message, "the constraint " + shown +
                                                   ".width == 20 cannot hold: it conflicts with 1 required "
                                                   "constraint (in the notes)");
  REQUIRE(conflict.diagnostics[0].notes.size() == 1);
  CHECK_EQUAL(conflict.diagnostics[0].notes[0].message, "conflicting constraint: " + shown + ".width == 10");
}

TEST_CASE("invalid UTF-8 in a file is escaped in its diagnostics") {
  // A lone continuation byte, a lead byte cut short by a space, an overlong '/', a surrogate, a
  // byte never in UTF-8: each a stray byte where a value is expected, quoted as \xNN.
  const std::pair<std::string, std::string> cases[] = {
      {"\x80", "'\\x80'"},          {"\xC3 ", "'\\xc3'"},
      {"\xC0\xAF", "'\\xc0\\xaf'"}, {"\xED\xA0\x80", "'\\xed\\xa0\\x80'"},
      {"\xFF", "'\\xff'"},
  };
  for (const auto& [bytes, escaped] : cases) {
    LayoutEngine engine;
    LayoutFileLoad load =
        loadLayoutText(engine, "clayout 1\nview a\na.width == 3 " + bytes + "\n", "bytes.layout");
    REQUIRE(!load.diagnostics.empty());
    CHECK(isValidUTF8(load.diagnostics[0].message));
    CHECK_CONTAINS(load.diagnostics[0].message, "found " + escaped);
  }
}

TEST_CASE("deep nesting is an error, not a deep recursion") {
  LayoutEngine engine;
  std::string deep =
      "clayout 1\nview a\na.width == " + std::string(10000, '(') + "1" + std::string(10000, ')') + "\n";
  LayoutFileLoad load = loadLayoutText(engine, deep, "deep.layout");
  REQUIRE(load.diagnostics.size() == 1);
  CHECK(load.diagnostics[0].kind == TextDiagnosticKind::invalidStructure);
  CHECK_CONTAINS(load.diagnostics[0].message, "nested more than 64 deep");
  // Deep blocks are items nested deep, which the engine takes (no recursion follows the tree).
  std::string blocks = "clayout 1\n";
  for (int i = 0; i < 2000; ++i) blocks += "view v" + std::to_string(i) + " {\n";
  for (int i = 0; i < 2000; ++i) blocks += "}\n";
  LayoutEngine deepEngine;
  LayoutFileLoad nested = LOAD_LAYOUT(deepEngine, blocks);
  REQUIRE(nested.succeeded());
  CHECK_EQUAL(nested.items.back().depth, 2000u);
}

TEST_CASE("an unclosed block of a refused declaration at the top level") {
  // The block of a refused declaration belongs to the enclosing item, here the root; closing
  // it at the end of the file once read the root's index as an item's.
  LayoutEngine engine;
  LayoutFileLoad load = loadLayoutText(engine, "clayout 1\nview a\nview a {\n", "unclosed.layout");
  REQUIRE(load.diagnostics.size() == 2);
  CHECK(load.diagnostics[0].kind == TextDiagnosticKind::duplicateName);
  CHECK_EQUAL(load.diagnostics[1].location.line, 4u);
  CHECK_CONTAINS(load.diagnostics[1].message, "the block of 'a' opened on line 3");
}

TEST_CASE("too many conflicts: the engine's refusals stop at the same count") {
  std::string text = "clayout 1\nview a\na.width == 10\n";
  for (int i = 0; i < 70; ++i) text += "a.width == " + std::to_string(20 + i) + "\n";
  LayoutEngine engine;
  LayoutFileLoad load = loadLayoutText(engine, text, "conflicts.layout");
  REQUIRE(load.diagnostics.size() == 51);
  CHECK(load.diagnostics[0].kind == TextDiagnosticKind::unsatisfiableConstraint);
  CHECK_EQUAL(load.diagnostics[0].location.line, 4u);
  CHECK(load.diagnostics[50].kind == TextDiagnosticKind::tooManyErrors);
  CHECK(engine.dump() == LayoutEngine().dump());
}

TEST_CASE("an engine is empty as new: items made and removed again count for nothing, root properties do") {
  // Emptiness is the engine's own answer (`isEmpty`), not a comparison of dumps: the root's
  // margins, insets and a host's size of 0 × 0 do not show in a dump and make it not empty.
  LayoutEngine used;
  LayoutItem gone = used.makeItem("gone");
  CHECK_SUCCESS(used.addSubitem(used.root(), gone));
  CHECK_SUCCESS(used.removeItem(gone));
  CHECK(used.isEmpty());
  LayoutFileLoad load = LOAD_LAYOUT(used, "clayout 1\nview a\nview b\n");
  REQUIRE(load.succeeded());
  CHECK(!used.isEmpty());
  // The load reused the removed item's slot: its old handle still names nothing.
  CHECK(!used.contains(gone));
  CHECK_EQUAL(used.subitems(used.root()).size(), std::size_t{2});

  LayoutEngine margins;
  CHECK_SUCCESS(margins.setLayoutMargins(margins.root(), {20, 20, 20, 20}));
  CHECK(!margins.isEmpty());
  LayoutFileLoad refused = loadLayoutText(margins, "clayout 1\n", "margins.layout");
  REQUIRE(refused.diagnostics.size() == 1);
  CHECK(refused.diagnostics[0].kind == TextDiagnosticKind::engineNotEmpty);

  LayoutEngine zero;
  CHECK_SUCCESS(zero.setRootSize({0, 0}));
  CHECK(!zero.isEmpty());
  CHECK(LayoutEngine().isEmpty());
}

TEST_CASE("a refused file leaves the engine as it was, its root handle valid, its handles of the file dead") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  std::string before = engine.dump();
  // b is 10 wide and 20 wide: line 4 cannot hold.
  LayoutFileLoad load =
      loadLayoutText(engine, "clayout 1\nview b\nb.width == 10\nb.width == 20\n", "refused.layout");
  REQUIRE(load.diagnostics.size() == 1);
  CHECK_EQUAL(load.diagnostics[0].location.line, 4u);
  CHECK(load.items.empty());
  CHECK(load.constraints.empty());
  CHECK(engine.isEmpty());
  CHECK(engine.dump() == before);
  CHECK(engine.contains(root));
  CHECK_SUCCESS(engine.setRootSize({100, 50}));
  CHECK_FRAME(engine.frame(root), 0, 0, 100, 50);
}

TEST_CASE("buildFromEmpty runs the calls once, and keeps or discards them whole") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  std::string before = engine.dump();
  int runs = 0;
  LayoutItem made;
  bool kept = engine.buildFromEmpty([&] {
    ++runs;
    made = engine.makeItem("made");
    CHECK_SUCCESS(engine.addSubitem(engine.root(), made));
    CHECK_SUCCESS(activateConstraints({made.width == 30}));
    return false;
  });
  CHECK(!kept);
  CHECK_EQUAL(runs, 1);
  CHECK(!engine.contains(made));
  CHECK(engine.contains(root));
  CHECK(engine.dump() == before);
  CHECK(engine.isEmpty());

  kept = engine.buildFromEmpty([&] {
    ++runs;
    made = engine.makeItem("made");
    CHECK_SUCCESS(engine.addSubitem(engine.root(), made));
    CHECK_SUCCESS(activateConstraints({made.left == engine.root().left + 5, made.width == 30}));
    return true;
  });
  CHECK(kept);
  CHECK_EQUAL(runs, 2);
  CHECK(engine.contains(made));
  CHECK_EQUAL(engine.frame(made).x, 5.0);
  CHECK_EQUAL(engine.frame(made).width, 30.0);
  // Not empty now: a second build is not run.
  CHECK(!engine.buildFromEmpty([&] { return ++runs > 0; }));
  CHECK_EQUAL(runs, 2);
}
