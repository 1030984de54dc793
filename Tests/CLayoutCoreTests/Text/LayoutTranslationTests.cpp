// LayoutTranslationTests.cpp — translateLayout's output for small files, read as text: the DSL's
// notation for each construct (each expected line written by hand from the file and the DSLs'
// grammar), names that would be keywords, and a file that does not load giving the loader's
// diagnostics and no code. Whether the code compiles and gives the file's frames is
// TranslatedLayoutTests' part.
#define CLAYOUT_TEST_MAIN
#include <string>

#include "CLayoutTranslation/LayoutTranslation.h"
#include "TestSupport.h"

using namespace clayout;

namespace {
LayoutTranslation cpp(const std::string& body, const std::string& name = "sample.layout") {
  return translateLayout("clayout 1\n" + body, name, TranslationLanguage::cpp);
}
LayoutTranslation swift(const std::string& body, const std::string& name = "sample.layout") {
  return translateLayout("clayout 1\n" + body, name, TranslationLanguage::swift);
}
}  // namespace

TEST_CASE("a file that does not load gives the loader's diagnostics and no code") {
  LayoutTranslation translation = cpp("view a\na.left == 10\n");
  CHECK(!translation.succeeded());
  REQUIRE(translation.diagnostics.size() == 1);
  CHECK(translation.diagnostics[0].kind == TextDiagnosticKind::typeMismatch);
  CHECK_EQUAL(translation.diagnostics[0].location.line, 3u);
  CHECK(translation.code.empty());

  // A refusal of the engine (found by loading the file into a scratch engine): a width of both
  // 10 and 20.
  LayoutTranslation conflict = swift("view a\na.width == 10\na.width == 20\n");
  REQUIRE(conflict.diagnostics.size() == 1);
  CHECK(conflict.diagnostics[0].kind == TextDiagnosticKind::unsatisfiableConstraint);
  CHECK_EQUAL(conflict.diagnostics[0].location.line, 4u);
  CHECK(conflict.code.empty());
}

TEST_CASE("the struct and the function are named from the file's name") {
  LayoutTranslation screen = cpp("view a\n", "screens/my-screen.layout");
  CHECK_EQUAL(screen.typeName, std::string("MyScreenLayout"));
  CHECK_EQUAL(screen.functionName, std::string("buildMyScreenLayout"));
  CHECK_CONTAINS(screen.code, "struct MyScreenLayout {");
  CHECK_CONTAINS(screen.code,
                 "inline clayout::LayoutResult buildMyScreenLayout(clayout::LayoutEngine& engine, "
                 "MyScreenLayout& layout) {");
  CHECK_EQUAL(cpp("view a\n", "form-layout.layout").typeName, std::string("FormLayout"));
  CHECK_EQUAL(cpp("view a\n", "2up.layout").typeName, std::string("File2upLayout"));
  LayoutTranslation inSwift = swift("view a\n", "login.layout");
  CHECK_CONTAINS(inSwift.code,
                 "func buildLoginLayout(in engine: LayoutEngine) throws(LayoutError) -> LoginLayout {");
  CHECK_CONTAINS(inSwift.code, "return LoginLayout(root: root, a: a, constraints: [])");
}

TEST_CASE("items that are keywords or the code's own names get a suffix") {
  std::string file = "view class\nview engine\nview self\n";
  LayoutTranslation inCpp = cpp(file);
  CHECK_CONTAINS(inCpp.code, "LayoutItem classItem = engine.makeItem(\"class\");");
  CHECK_CONTAINS(inCpp.code, "LayoutItem engineItem = engine.makeItem(\"engine\");");
  CHECK_CONTAINS(inCpp.code, "LayoutItem self = engine.makeItem(\"self\");");  // not a C++ keyword
  LayoutTranslation inSwift = swift(file);
  CHECK_CONTAINS(inSwift.code, "let classItem = engine.makeItem(\"class\")");
  CHECK_CONTAINS(inSwift.code, "let engineItem = engine.makeItem(\"engine\")");
  CHECK_CONTAINS(inSwift.code, "let selfItem = engine.makeItem(\"self\")");
  CHECK_CONTAINS(inSwift.code, "try root.addSubitem(selfItem)");
  // A standard type's name would shadow the type (`let gap: Double`): suffixed in Swift only.
  CHECK_CONTAINS(swift("view Double\n").code, "let DoubleItem = engine.makeItem(\"Double\")");
  CHECK_CONTAINS(cpp("view Double\n").code, "LayoutItem Double = engine.makeItem(\"Double\");");
  // The libraries' type names are never shadowed.
  CHECK_CONTAINS(cpp("view LayoutItem\n").code,
                 "LayoutItem itemLayoutItem = engine.makeItem(\"LayoutItem\");");
}

TEST_CASE("equal gaps, priorities and identifiers in each DSL's notation") {
  std::string file =
      "view a\nview b\nview c\n"
      "b.left - a.right == c.left - b.right @defaultHigh \"gaps\"\n"
      "a.width == 10 @required - 1\n"
      "b.width >= 20 @749.5\n";
  LayoutTranslation inCpp = cpp(file);
  CHECK_CONTAINS(
      inCpp.code,
      "      // sample.layout:5\n"
      "      (b.left - a.right == c.left - b.right) | priority::defaultHigh | LayoutIdentifier{\"gaps\"},\n");
  CHECK_CONTAINS(inCpp.code, "(a.width == 10) | (priority::required - 1),  // sample.layout:6");
  CHECK_CONTAINS(inCpp.code, "(b.width >= 20) | 749.5,  // sample.layout:7");
  LayoutTranslation inSwift = swift(file);
  CHECK_CONTAINS(inSwift.code,
                 "b.leftAnchor - a.rightAnchor == c.leftAnchor - b.rightAnchor ~ .defaultHigh ~ \"gaps\""
                 "  // sample.layout:5");
  CHECK_CONTAINS(inSwift.code, "a.widthAnchor == 10 ~ .required - 1  // sample.layout:6");
  CHECK_CONTAINS(inSwift.code, "b.widthAnchor >= 20 ~ 749.5  // sample.layout:7");
}

TEST_CASE("positions are a base plus distances, dimensions are scaled") {
  std::string file =
      "view a\nview c\nview d\n"
      "d.centerX == a.left + (c.right - a.left) / 2\n"
      "d.width == a.width * 0.5 + 8\n"
      "100 <= d.height\n"
      "d.top == a.bottom + (a.bottom - a.top) * 3\n";
  LayoutTranslation inCpp = cpp(file);
  // The parser combines like terms: a.left's coefficient is 1 - 1/2, written back as the base
  // a.left plus half the distance from it to c.right (0.5 has a short decimal form: a product).
  CHECK_CONTAINS(inCpp.code, "d.centerX == a.left + (c.right - a.left) * 0.5,");
  CHECK_CONTAINS(inCpp.code, "d.width == a.width * 0.5 + 8,");
  CHECK_CONTAINS(inCpp.code, "100 <= d.height,");
  // 4·a.bottom − 3·a.top: the base a.bottom, then the distance from a.top to it, 3 times
  // (1 + 3 = 4 for a.bottom).
  CHECK_CONTAINS(inCpp.code, "d.top == a.bottom + (a.bottom - a.top) * 3,");
  // A third has no short decimal form: a division, as written.
  CHECK_CONTAINS(cpp("view a\nview b\nb.width == a.width / 3\n").code, "b.width == a.width / 3,");
  LayoutTranslation inSwift = swift(file);
  CHECK_CONTAINS(inSwift.code, "d.centerXAnchor == a.leftAnchor + (c.rightAnchor - a.leftAnchor) * 0.5");
  CHECK_CONTAINS(inSwift.code, "100 <= d.heightAnchor");
}

TEST_CASE("metrics are named constants where the constraints use them") {
  std::string file =
      "gap = 8\nunused = 3\nview a\nview b\n"
      "a.left == root.left + gap * 2\n"
      "H:|-gap-[b]-(>=gap)-| # a comment\n";
  LayoutTranslation inCpp = cpp(file);
  CHECK_CONTAINS(inCpp.code, "  constexpr double gap = 8;\n");
  CHECK(inCpp.code.find("unused") == std::string::npos);
  CHECK_CONTAINS(inCpp.code, "a.left == root.left + gap * 2,  // sample.layout:6");
  CHECK_CONTAINS(inCpp.code, "      // H:|-gap-[b]-(>=gap)-| (sample.layout:7)\n");
  // A format's leading and trailing read in its superview's direction (docs/layout-file.md): said
  // where the constraint's first item is another item, here b.
  CHECK_CONTAINS(inCpp.code, "      (b.leading == root.leading + gap) | LayoutDirectionOf{root},\n");
  CHECK_CONTAINS(inCpp.code, "      root.trailing >= b.trailing + gap,\n");
  LayoutTranslation inSwift = swift(file);
  CHECK_CONTAINS(inSwift.code, "  let gap: Double = 8\n");
  CHECK_CONTAINS(inSwift.code,
                 "    (b.leadingAnchor == root.leadingAnchor + gap).inLayoutDirection(of: root)\n");
}

TEST_CASE("properties by the loader's calls") {
  std::string file =
      "size: width 320, height 480\n"
      "safeAreaInsets: top 44, bottom 34\n"
      "view a {\n"
      "  layoutDirection: rightToLeft\n"
      "  intrinsicContentSize: height 20\n"
      "  contentHugging: horizontal defaultLow + 1\n"
      "  compressionResistance: vertical required\n"
      "  baselineOffsets: firstFromTop 12, lastFromBottom 4\n"
      "  layoutMargins: 16\n"
      "  directionalLayoutMargins: leading 20, trailing 4\n"
      "}\n";
  LayoutTranslation inCpp = cpp(file);
  CHECK_CONTAINS(inCpp.code,
                 "engine.setSafeAreaInsets(root, {.top = 44, .bottom = 34}),  // sample.layout:3");
  CHECK_CONTAINS(inCpp.code, "engine.setLayoutDirection(a, LayoutDirection::rightToLeft),");
  CHECK_CONTAINS(inCpp.code, "engine.setIntrinsicContentSize(a, std::nullopt, 20),");
  CHECK_CONTAINS(inCpp.code,
                 "engine.setContentHuggingPriority(a, LayoutAxis::horizontal, priority::defaultLow + 1),");
  CHECK_CONTAINS(
      inCpp.code,
      "engine.setContentCompressionResistancePriority(a, LayoutAxis::vertical, priority::required),");
  CHECK_CONTAINS(inCpp.code, "engine.setBaselineOffsets(a, 12, 4),");
  CHECK_CONTAINS(inCpp.code,
                 "engine.setLayoutMargins(a, {.top = 16, .left = 16, .bottom = 16, .right = 16}),");
  // Left out: 8 (docs/layout-file.md).
  CHECK_CONTAINS(
      inCpp.code,
      "engine.setDirectionalLayoutMargins(a, {.top = 8, .leading = 20, .bottom = 8, .trailing = 4}),");
  CHECK_CONTAINS(inCpp.code, "return engine.setRootSize({.width = 320, .height = 480});");
  LayoutTranslation inSwift = swift(file);
  CHECK_CONTAINS(inSwift.code,
                 "try root.setSafeAreaInsets(LayoutInsets(top: 44, bottom: 34))  // sample.layout:3");
  CHECK_CONTAINS(inSwift.code, "try a.setLayoutDirection(.rightToLeft)");
  CHECK_CONTAINS(inSwift.code, "try a.setIntrinsicContentSize(width: nil, height: 20)");
  CHECK_CONTAINS(inSwift.code, "try a.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)");
  CHECK_CONTAINS(inSwift.code, "try a.setContentCompressionResistancePriority(.required, for: .vertical)");
  CHECK_CONTAINS(inSwift.code, "try a.setBaselineOffsets(firstFromTop: 12, lastFromBottom: 4)");
  CHECK_CONTAINS(inSwift.code, "try a.setLayoutMargins(LayoutInsets(all: 16))");
  CHECK_CONTAINS(inSwift.code,
                 "try a.setDirectionalLayoutMargins(LayoutDirectionalInsets(top: 8, leading: 20, bottom: 8, "
                 "trailing: 4))");
  CHECK_CONTAINS(inSwift.code,
                 "try engine.setRootSize(LayoutSize(width: 320, height: 480))  // sample.layout:2");
}

TEST_CASE("numbers read back exactly; strings are escaped") {
  std::string file = "view a\na.width == 0.00001 \"say \\\"hi\\\" \\\\ now\"\na.height == 1234567.125\n";
  LayoutTranslation inCpp = cpp(file);
  CHECK_CONTAINS(inCpp.code, "(a.width == 1e-05) | LayoutIdentifier{\"say \\\"hi\\\" \\\\ now\"},");
  CHECK_CONTAINS(inCpp.code, "a.height == 1234567.125,");
  CHECK_CONTAINS(swift(file).code, "a.widthAnchor == 1e-05 ~ \"say \\\"hi\\\" \\\\ now\"");
}

TEST_CASE("a format's comment quotes its statement only") {
  // In a block, between `;` and `}`; a `#` inside the identifier is not a comment.
  LayoutTranslation inCpp = cpp("view card { view a; H:|[a]| \"x#y\" } # card\n");
  CHECK_CONTAINS(inCpp.code, "      // H:|[a]| \"x#y\" (sample.layout:2)\n");
  // `|` is the enclosing view: card.
  CHECK_CONTAINS(
      inCpp.code,
      "      (a.leading == card.leading) | LayoutIdentifier{\"x#y\"} | LayoutDirectionOf{card},\n");
  // Two formats on consecutive lines get a comment each, the second's constraints under it.
  LayoutTranslation two = swift("view a\nview b\nH:[a][b]\nV:[a][b]\n");
  CHECK_CONTAINS(two.code,
                 "    // H:[a][b] (sample.layout:4)\n    (b.leadingAnchor == "
                 "a.trailingAnchor).inLayoutDirection(of: root)\n"
                 "    // V:[a][b] (sample.layout:5)\n    b.topAnchor == a.bottomAnchor\n");
}
