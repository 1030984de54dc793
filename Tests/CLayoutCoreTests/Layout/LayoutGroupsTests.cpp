// LayoutGroupsTests.cpp — ConstraintLayout's groups (`LayoutEngine::setHidden` of several items):
// shown and hidden at once, all or nothing. Values derived by hand from the stacks written here
// (UIStackView's collapse of a hidden arranged item, LayoutStack.h).
#define CLAYOUT_TEST_MAIN
#include <algorithm>
#include <string>
#include <vector>

#include "TestSupport.h"

using namespace clayout;
using testing::addItem;

namespace {

/// A horizontal stack at the root's top-left, spacing 10, alignment top, of `a` (50 × 20), `b`
/// (60 × 20) and `c` (70 × 20, by a required width when `cFixed`, else by its content).
struct Row {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  LayoutItem row = engine.makeStack("row");
  LayoutItem a = engine.makeItem("a");
  LayoutItem b = engine.makeItem("b");
  LayoutItem c = engine.makeItem("c");
  explicit Row(bool cFixed = false) {
    CHECK_SUCCESS(engine.setRootSize({300, 100}));
    CHECK_SUCCESS(engine.addSubitem(root, row));
    CHECK_SUCCESS(engine.setStackSpacing(row, 10));
    CHECK_SUCCESS(engine.setStackAlignment(row, LayoutStackAlignment::top));
    CHECK_SUCCESS(engine.setIntrinsicContentSize(a, 50, 20));
    CHECK_SUCCESS(engine.setIntrinsicContentSize(b, 60, 20));
    if (cFixed) {
      CHECK_SUCCESS(activateConstraints({c.width == 70, c.height == 20}));
    } else {
      CHECK_SUCCESS(engine.setIntrinsicContentSize(c, 70, 20));
    }
    for (const LayoutItem& item : {a, b, c}) CHECK_SUCCESS(engine.addArrangedSubitem(row, item));
    CHECK_SUCCESS(activateConstraints({row.left == root.left, row.top == root.top}));
  }
};

}  // namespace

TEST_CASE("a group hides and shows its items at once; hidden arranged items collapse") {
  Row scene;
  LayoutEngine& engine = scene.engine;
  CHECK_FRAME(engine.frame(scene.row), 0, 0, 200, 20);  // 50 + 10 + 60 + 10 + 70
  std::vector<LayoutItem> details = {scene.b, scene.c};
  CHECK_SUCCESS(engine.setHidden(details, true));
  CHECK(engine.isHidden(scene.b) && engine.isHidden(scene.c) && !engine.isHidden(scene.a));
  CHECK_FRAME(engine.frame(scene.row), 0, 0, 50, 20);  // a alone: both gaps went with b and c
  CHECK_FRAME(engine.frame(scene.a), 0, 0, 50, 20);
  CHECK_EQUAL(engine.frame(scene.b).width, 0.0);
  CHECK_EQUAL(engine.frame(scene.c).width, 0.0);
  CHECK_SUCCESS(engine.setHidden(details, false));
  CHECK_FRAME(engine.frame(scene.row), 0, 0, 200, 20);
  CHECK_FRAME(engine.frame(scene.b), 60, 0, 60, 20);
  CHECK_FRAME(engine.frame(scene.c), 130, 0, 70, 20);
}

TEST_CASE("a group listing an item twice, or items already hidden, changes each once") {
  Row scene;
  LayoutEngine& engine = scene.engine;
  CHECK_SUCCESS(engine.setHidden(scene.b, true));
  std::vector<LayoutItem> group = {scene.b, scene.c, scene.c};
  CHECK_SUCCESS(engine.setHidden(group, true));
  CHECK(engine.isHidden(scene.b) && engine.isHidden(scene.c));
  CHECK_FRAME(engine.frame(scene.row), 0, 0, 50, 20);
  CHECK_SUCCESS(engine.setHidden(std::vector<LayoutItem>{}, true));  // an empty group: nothing to do
}

TEST_CASE("a group with an item that cannot be hidden changes nothing") {
  Row scene;
  LayoutEngine& engine = scene.engine;
  LayoutItem guide = engine.layoutMarginsGuide(scene.root);
  LayoutItem removed = addItem(engine, scene.root, "removed");
  CHECK_SUCCESS(engine.removeItem(removed));
  LayoutEngine other;
  LayoutItem foreign = addItem(other, other.root(), "foreign");

  LayoutResult withGuide = EXPECT_FAILURE(engine, LayoutErrorKind::invalidValue,
                                          engine.setHidden(std::vector<LayoutItem>{scene.a, guide}, true));
  CHECK_CONTAINS(withGuide.message, "item 1");
  CHECK_CONTAINS(withGuide.message, "layout guide");
  LayoutResult withRemoved =
      EXPECT_FAILURE(engine, LayoutErrorKind::removedItem,
                     engine.setHidden(std::vector<LayoutItem>{scene.a, removed}, true));
  CHECK_CONTAINS(withRemoved.message, "item 1 of the group");
  (void)EXPECT_FAILURE(engine, LayoutErrorKind::differentEngines,
                       engine.setHidden(std::vector<LayoutItem>{foreign}, true));
  CHECK(!engine.isHidden(scene.a));
}

TEST_CASE("a group whose second item cannot collapse sets the first back") {
  // c's width is required at 70: collapsing it to 0 (stack-hiding) cannot hold.
  Row scene(true);
  LayoutEngine& engine = scene.engine;
  // Setting a back rebuilds its stack constraints: the same ones, listed later in the dump.
  auto sortedModel = [&engine] {
    std::string model = engine.dump();
    std::vector<std::string> lines;
    for (std::size_t start = 0; start < model.size();) {
      std::size_t end = model.find('\n', start);
      if (end == std::string::npos) end = model.size();
      lines.push_back(model.substr(start, end - start));
      start = end + 1;
    }
    std::sort(lines.begin(), lines.end());
    return lines;
  };
  std::vector<std::string> before = sortedModel();
  LayoutResult refused = engine.setHidden(std::vector<LayoutItem>{scene.a, scene.c}, true);
  CHECK(refused.kind == LayoutErrorKind::unsatisfiableConstraint);
  CHECK_CONTAINS(refused.message, "cannot hide the group");
  CHECK(!engine.isHidden(scene.a) && !engine.isHidden(scene.c));
  CHECK(sortedModel() == before);
  CHECK_FRAME(engine.frame(scene.a), 0, 0, 50, 20);
  CHECK_FRAME(engine.frame(scene.row), 0, 0, 200, 20);
}
