// IntrinsicSizeTests.cpp — intrinsic content size: hugging (size <= intrinsic, default 250)
// against compression resistance (size >= intrinsic, default 750), and changes made in place.
#define CLAYOUT_TEST_MAIN
#include "TestSupport.h"

using namespace clayout;
using testing::addItem;

TEST_CASE("an item with an intrinsic size and a position takes that size") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({320, 480}));
  LayoutItem label = addItem(engine, engine.root(), "label");
  REQUIRE(engine.setIntrinsicContentSize(label, 80, 20));
  REQUIRE(activateConstraints({label.left == engine.root().left + 10, label.top == engine.root().top + 10}));
  // width <= 80 @250 and width >= 80 @750 both hold at 80 (likewise 20).
  CHECK_FRAME(engine.frame(label), 10, 10, 80, 20);
}

TEST_CASE("hugging: a stronger stretch wins over hugging, a weaker one loses") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({320, 480}));
  LayoutItem label = addItem(engine, engine.root(), "label");
  REQUIRE(engine.setIntrinsicContentSize(label, 80, std::nullopt));
  LayoutConstraint stretch = (label.width == 200) | 500.0;
  REQUIRE(activateConstraints({label.left == engine.root().left, stretch}));
  // 200 @500 against width <= 80 @250: the higher priority holds exactly.
  CHECK_NEAR(engine.frame(label).width, 200, 1e-9);
  // Hugging at 600 now outranks the stretch: width <= 80 holds, and >= 80 too.
  REQUIRE(engine.setContentHuggingPriority(label, LayoutAxis::horizontal, 600));
  CHECK_NEAR(engine.frame(label).width, 80, 1e-9);
  // A stretch weaker than hugging from the start.
  REQUIRE(stretch.setPriority(100));
  REQUIRE(engine.setContentHuggingPriority(label, LayoutAxis::horizontal, priority::defaultLow));
  CHECK_NEAR(engine.frame(label).width, 80, 1e-9);
}

TEST_CASE("compression resistance: a squeeze below 750 loses, above wins") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({320, 480}));
  LayoutItem label = addItem(engine, engine.root(), "label");
  REQUIRE(engine.setIntrinsicContentSize(label, 80, std::nullopt));
  LayoutConstraint squeeze = (label.width <= 50) | 500.0;
  REQUIRE(activateConstraints({label.left == engine.root().left, squeeze}));
  // width <= 50 @500 against width >= 80 @750: 80.
  CHECK_NEAR(engine.frame(label).width, 80, 1e-9);
  // Compression resistance at 400 < 500: the squeeze holds, 50.
  REQUIRE(engine.setContentCompressionResistancePriority(label, LayoutAxis::horizontal, 400));
  CHECK_NEAR(engine.frame(label).width, 50, 1e-9);
  // A required squeeze always wins.
  REQUIRE(engine.setContentCompressionResistancePriority(label, LayoutAxis::horizontal, 750));
  REQUIRE(squeeze.setPriority(priority::required));
  CHECK_NEAR(engine.frame(label).width, 50, 1e-9);
}

TEST_CASE("a new intrinsic size changes the constraints in place; clearing removes them") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({320, 480}));
  LayoutItem label = addItem(engine, engine.root(), "label");
  REQUIRE(engine.setIntrinsicContentSize(label, 80, 20));
  REQUIRE(activateConstraints({label.left == engine.root().left, label.top == engine.root().top}));
  std::vector<LayoutConstraint> before = engine.constraintsAffecting(label, LayoutAxis::horizontal);
  REQUIRE(before.size() == 3);  // hugging, compression resistance (made first), then left
  REQUIRE(engine.setIntrinsicContentSize(label, 120, 24));
  std::vector<LayoutConstraint> after = engine.constraintsAffecting(label, LayoutAxis::horizontal);
  REQUIRE(after.size() == 3);
  for (std::size_t i = 0; i < 3; ++i) CHECK(after[i].isSameConstraint(before[i]));
  CHECK_EQUAL(after[0].description(), std::string("label.width <= 120 @250 \"label.width hugging\""));
  CHECK_EQUAL(after[1].description(),
              std::string("label.width >= 120 @750 \"label.width compression resistance\""));
  CHECK_FRAME(engine.frame(label), 0, 0, 120, 24);
  // Clearing the width keeps the height's constraints.
  REQUIRE(engine.setIntrinsicContentSize(label, std::nullopt, 24));
  CHECK_EQUAL(engine.constraintsAffecting(label, LayoutAxis::horizontal).size(), std::size_t{1});
  CHECK_EQUAL(engine.constraintsAffecting(label, LayoutAxis::vertical).size(), std::size_t{3});
  CHECK(!after[0].isActive());
  CHECK(after[2].isActive());
  CHECK_FRAME(engine.frame(label), 0, 0, 0, 24);  // nothing sizes the width now
  // Priorities set before a size exists apply when it comes.
  REQUIRE(engine.setContentHuggingPriority(label, LayoutAxis::horizontal, 300));
  REQUIRE(engine.setIntrinsicContentSize(label, 60, 24));
  CHECK_EQUAL(engine.constraintsAffecting(label, LayoutAxis::horizontal)[1].priority(), 300.0);  // after left
}

TEST_CASE("two labels in a row: the one that hugs harder keeps its size") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({300, 100}));
  LayoutItem root = engine.root();
  LayoutItem title = addItem(engine, root, "title");
  LayoutItem detail = addItem(engine, root, "detail");
  REQUIRE(engine.setIntrinsicContentSize(title, 100, 20));
  REQUIRE(engine.setIntrinsicContentSize(detail, 100, 20));
  REQUIRE(engine.setContentHuggingPriority(title, LayoutAxis::horizontal, 251));
  REQUIRE(activateConstraints({title.left == root.left, detail.left == title.right,
                               detail.right == root.right, title.top == root.top, detail.top == root.top}));
  // 300 to share, intrinsic 100 + 100: one must grow. Breaking detail's hugging (250) is cheaper
  // than title's (251): title 100, detail 200.
  CHECK_FRAME(engine.frame(title), 0, 0, 100, 20);
  CHECK_FRAME(engine.frame(detail), 100, 0, 200, 20);
  // At 150 wide both must shrink below 100: compression resistance 750 each; give the title
  // 751: title keeps 100, detail gets 50.
  REQUIRE(engine.setContentCompressionResistancePriority(title, LayoutAxis::horizontal, 751));
  REQUIRE(engine.setRootSize({150, 100}));
  CHECK_FRAME(engine.frame(title), 0, 0, 100, 20);
  CHECK_FRAME(engine.frame(detail), 100, 0, 50, 20);
}
