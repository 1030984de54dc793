// DiagnosticsTests.cpp — readable descriptions, the constraints affecting an item along an axis,
// the ambiguity report and the dump.
#define CLAYOUT_TEST_MAIN
#include "TestSupport.h"

using namespace clayout;
using testing::addItem;
using testing::containsText;

TEST_CASE("descriptions: coefficients, signs, constants, priorities, identifiers, places") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  LayoutItem a = addItem(engine, root, "a");
  LayoutItem b = addItem(engine, root, "b");
  int line = __LINE__ + 1;
  LayoutConstraint c1 = a.width * 2 + 8 == b.width / 2 - 3;
  std::string place = " (DiagnosticsTests.cpp:" + std::to_string(line) + ")";
  CHECK_EQUAL(c1.description(), "2·a.width + 8 == 0.5·b.width - 3" + place);
  CHECK_EQUAL(c1.constant(), -11.0);  // Auto Layout's: second minus first constant
  LayoutConstraint c2 = (b.left - a.right <= a.width) | 250.5;
  CHECK(containsText(c2.description(), "b.left - a.right <= a.width @250.5 (DiagnosticsTests.cpp:"));
  LayoutConstraint c3 = (a.height >= 44) | LayoutIdentifier{"tap target"};
  CHECK(containsText(c3.description(), "a.height >= 44 \"tap target\" (DiagnosticsTests.cpp:"));
  CHECK_EQUAL(engine.describe(c3), c3.description());
  // The statement is the description without its place, for a message that gives the place.
  CHECK_EQUAL(c1.statement(), std::string("2·a.width + 8 == 0.5·b.width - 3"));
  CHECK_EQUAL(c3.statement(), std::string("a.height >= 44 \"tap target\""));
  LayoutConstraint c4 = a.centerX == b.left + (root.right - b.left) / 2;
  CHECK(containsText(c4.description(), "a.centerX == 0.5·b.left + 0.5·root.right"));
}

TEST_CASE("a name is quoted whole up to 200 bytes, then cut; control characters escaped") {
  // 200 bytes: as it is. 201 bytes: the first 100 and the last 50 kept, 201 - 150 = 51 left out.
  CHECK_EQUAL(nameDescription(std::string(200, 'a')), std::string(200, 'a'));
  CHECK_EQUAL(
      nameDescription(std::string(100, 'h') + std::string(51, 'm') + std::string(50, 't')),
      std::string(100, 'h') + " [\xE2\x80\xA6" + "51 bytes left out\xE2\x80\xA6] " + std::string(50, 't'));
  CHECK_EQUAL(nameDescription("tab\there"), std::string("tab\\x09here"));
  // A cut name fits the bound with its marker: quoted again, it stays as it is.
  const std::string cut = nameDescription(std::string(std::size_t{1} << 20, 'x'));
  CHECK(cut.size() <= 200);
  CHECK_EQUAL(nameDescription(cut), cut);
}

TEST_CASE("no description or message of the engine quotes megabytes, whatever the names") {
  // A 5 MiB name: 100 bytes 'h', 5 MiB - 150 bytes 'm', 50 bytes 't'. Quoted as its 100 first and
  // 50 last bytes around the count of the 5,242,730 left out.
  const std::size_t size = std::size_t{5} << 20;
  const std::string name = std::string(100, 'h') + std::string(size - 150, 'm') + std::string(50, 't');
  const std::string shown = std::string(100, 'h') + " [\xE2\x80\xA6" + std::to_string(size - 150) +
                            " bytes left out\xE2\x80\xA6] " + std::string(50, 't');
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({320, 480}));
  LayoutItem root = engine.root();
  LayoutItem big = engine.makeItem(name);
  REQUIRE(engine.addSubitem(root, big));
  CHECK_EQUAL(engine.name(big), name);  // the name itself is kept whole
  int line = __LINE__ + 1;
  LayoutConstraint width = (big.width == 100) | LayoutIdentifier{name};
  const std::string statement = shown + ".width == 100 \"" + shown + "\"";
  CHECK_EQUAL(width.statement(), statement);
  CHECK_EQUAL(width.description(), statement + " (DiagnosticsTests.cpp:" + std::to_string(line) + ")");
  REQUIRE(activateConstraints({width, big.height == 10, big.top == root.top}));
  // Its left edge is free: the horizontal axis is ambiguous.
  std::vector<LayoutAmbiguity> report = engine.ambiguities();
  REQUIRE(report.size() == 1);
  CHECK_EQUAL(report[0].description, shown + ": horizontal position is ambiguous");
  // A refusal names it the same way: adding it to itself.
  LayoutResult refused = engine.addSubitem(big, big);
  REQUIRE(!refused);
  CHECK(refused.message.size() < 1000);
  CHECK(containsText(refused.message, "cannot add " + shown + " to " + shown));
  // A conflict lists each constraint, cut the same way.
  LayoutResult conflict = activateConstraints({big.width == 50});
  REQUIRE(conflict.kind == LayoutErrorKind::unsatisfiableConstraint);
  CHECK(conflict.message.size() < 2000);
  CHECK(containsText(conflict.message, "\n  " + statement));
}

TEST_CASE("constraints affecting an item, per axis, in activation order") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({320, 480}));
  LayoutItem root = engine.root();
  LayoutItem a = addItem(engine, root, "a");
  LayoutItem b = addItem(engine, root, "b");
  LayoutConstraint left = a.left == root.left;
  LayoutConstraint top = a.top == root.top;
  LayoutConstraint gap = b.leading == a.trailing + 8;
  LayoutConstraint height = a.height == b.height;
  LayoutConstraint baseline = b.firstBaseline == a.lastBaseline;
  REQUIRE(activateConstraints({left, top, gap, height, baseline}));
  REQUIRE(engine.setIntrinsicContentSize(a, 50, std::nullopt));
  std::vector<LayoutConstraint> horizontal = engine.constraintsAffecting(a, LayoutAxis::horizontal);
  REQUIRE(horizontal.size() == 4);
  CHECK(horizontal[0].isSameConstraint(left));
  CHECK(horizontal[1].isSameConstraint(gap));
  CHECK(containsText(horizontal[2].description(), "a.width hugging"));
  CHECK(containsText(horizontal[3].description(), "a.width compression resistance"));
  std::vector<LayoutConstraint> vertical = engine.constraintsAffecting(a, LayoutAxis::vertical);
  REQUIRE(vertical.size() == 3);
  CHECK(vertical[0].isSameConstraint(top));
  CHECK(vertical[1].isSameConstraint(height));
  CHECK(vertical[2].isSameConstraint(baseline));
  // The root's origin is the engine's, shown too.
  std::vector<LayoutConstraint> rootHorizontal = engine.constraintsAffecting(root, LayoutAxis::horizontal);
  REQUIRE(!rootHorizontal.empty());
  CHECK_EQUAL(rootHorizontal[0].description(), std::string("root.left == 0 \"root origin\""));
}

TEST_CASE("ambiguity: each item and axis that is not determined") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({320, 480}));
  LayoutItem root = engine.root();
  LayoutItem label = addItem(engine, root, "label");
  LayoutItem icon = addItem(engine, root, "icon");
  // label: size fixed, left fixed, top free. icon: fully determined.
  REQUIRE(activateConstraints({label.width == 100, label.height == 20, label.left == root.left + 8,
                               icon.left == label.right + 8, icon.top == root.top, icon.width == 20,
                               icon.height == 20}));
  std::vector<LayoutAmbiguity> report = engine.ambiguities();
  REQUIRE(report.size() == 1);
  CHECK(report[0].item == label);
  CHECK(report[0].axis == LayoutAxis::vertical);
  CHECK(report[0].positionIsAmbiguous);
  CHECK(!report[0].sizeIsAmbiguous);
  CHECK_EQUAL(report[0].description, std::string("label: vertical position is ambiguous"));
  // The label's top was its only free variable: pinning it leaves nothing ambiguous.
  REQUIRE(activateConstraints({label.top == root.top}));
  CHECK(engine.ambiguities().empty());
}

TEST_CASE("ambiguity: an item the solver never saw, and a free split between two items") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({300, 100}));
  LayoutItem root = engine.root();
  LayoutItem lonely = addItem(engine, root, "lonely");
  std::vector<LayoutAmbiguity> report = engine.ambiguities();
  REQUIRE(report.size() == 2);
  CHECK_EQUAL(report[0].description, std::string("lonely: horizontal position and size are ambiguous"));
  CHECK_EQUAL(report[1].description, std::string("lonely: vertical position and size are ambiguous"));
  REQUIRE(engine.removeItem(lonely));
  LayoutItem a = addItem(engine, root, "a");
  LayoutItem b = addItem(engine, root, "b");
  REQUIRE(activateConstraints({a.left == root.left, b.left == a.right, b.right == root.right,
                               a.top == root.top, b.top == root.top, a.height == 10, b.height == 10}));
  report = engine.ambiguities();
  // a.width + b.width = 300 with nothing else: a's size, b's position and size are free.
  REQUIRE(report.size() == 2);
  CHECK_EQUAL(report[0].description, std::string("a: horizontal size is ambiguous"));
  CHECK_EQUAL(report[1].description, std::string("b: horizontal position and size are ambiguous"));
}

TEST_CASE("the dump shows the tree with frames, the constraints and the solver") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({320, 480}));
  LayoutItem root = engine.root();
  LayoutItem a = addItem(engine, root, "a");
  LayoutItem detached = engine.makeItem("detached");
  REQUIRE(activateConstraints({a.left == root.left + 10, a.width == 100}));
  std::string dump = engine.dump();
  CHECK(
      containsText(dump, "  root: x 0, y 0, width 320, height 480\n    a: x 10, y 0, width 100, height 0\n"));
  CHECK(containsText(dump, "detached items:\n  detached: x 0, y 0, width 0, height 0\n"));
  CHECK(containsText(dump, "a.left == root.left + 10 (DiagnosticsTests.cpp:"));
  CHECK(containsText(dump, "root.left == 0 \"root origin\""));
  CHECK(containsText(dump, "solver:\n"));
  (void)detached;
}
