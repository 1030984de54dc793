// CenteringWithBiasTests.cpp — ConstraintLayout's centering with bias (LayoutEngine::centerWithBias):
// `item.leading = start + (end - start - item.width) · bias`, horizontal in both directions and
// vertical, and the refusals with the engine unchanged. Values derived by hand.
#define CLAYOUT_TEST_MAIN
#include "TestSupport.h"

using namespace clayout;
using testing::addItem;

namespace {

/// A box of 100 × 40 in a root of 300 × 200.
struct Box {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  LayoutItem box = addItem(engine, root, "box");
  explicit Box(LayoutDirection direction = LayoutDirection::leftToRight) {
    CHECK_SUCCESS(engine.setRootSize({300, 200}));
    CHECK_SUCCESS(engine.setLayoutDirection(root, direction));
    CHECK_SUCCESS(activateConstraints({box.width == 100, box.height == 40}));
  }
};

}  // namespace

TEST_CASE("horizontal bias: 0 against the leading anchor, 1 against the trailing, 0.25 a quarter in") {
  for (auto [bias, x] :
       {std::pair{0.0, 0.0}, std::pair{0.25, 50.0}, std::pair{0.5, 100.0}, std::pair{1.0, 200.0}}) {
    Box screen;
    REQUIRE(activateConstraints({screen.box.top == screen.root.top}));
    LayoutHelperResult made =
        screen.engine.centerWithBias(screen.box, screen.root.leading, screen.root.trailing, bias);
    REQUIRE(made);
    CHECK_FRAME(screen.engine.frame(screen.box), x, 0, 100, 40);  // (300 - 100) · bias
    CHECK_EQUAL(screen.engine.helperConstraints(made.helper).front().identifier(), std::string("bias"));
  }
}

TEST_CASE("in right to left the bias counts from the leading edge, the right one") {
  Box screen(LayoutDirection::rightToLeft);
  REQUIRE(activateConstraints({screen.box.top == screen.root.top}));
  REQUIRE(screen.engine.centerWithBias(screen.box, screen.root.leading, screen.root.trailing, 0.25));
  CHECK_FRAME(screen.engine.frame(screen.box), 150, 0, 100, 40);  // right edge at 300 - 50
}

TEST_CASE("vertical bias between two other items' anchors") {
  Box screen;
  LayoutItem header = addItem(screen.engine, screen.root, "header");
  REQUIRE(activateConstraints({header.top == screen.root.top, header.height == 40,
                               header.left == screen.root.left, header.width == 10,
                               screen.box.left == screen.root.left}));
  // From 40 to 200: 160 - 40 = 120 free; three quarters of it before the box.
  REQUIRE(screen.engine.centerWithBias(screen.box, header.bottom, screen.root.bottom, 0.75));
  CHECK_FRAME(screen.engine.frame(screen.box), 0, 130, 100, 40);
}

TEST_CASE("a bias outside [0, 1] is refused, naming the item, and the engine is unchanged") {
  Box screen;
  std::string before = screen.engine.dump();
  for (double bias : {-0.5, 1.5, std::nan(""), HUGE_VAL}) {
    LayoutHelperResult made =
        screen.engine.centerWithBias(screen.box, screen.root.leading, screen.root.trailing, bias);
    CHECK(!made);
    CHECK(made.result.kind == LayoutErrorKind::invalidValue);
    CHECK_WITH(testing::containsText(made.result.message, "cannot center box with a bias"),
               made.result.message);
    CHECK(testing::containsText(made.result.message, "outside [0, 1]"));
    CHECK_EQUAL(screen.engine.dump(), before);
  }
  LayoutEngine other;
  LayoutHelperResult foreign =
      screen.engine.centerWithBias(screen.box, other.root().top, screen.root.bottom, 0.5);
  CHECK(foreign.result.kind == LayoutErrorKind::differentEngines);
  CHECK_EQUAL(screen.engine.dump(), before);
  // Removal frees the box again.
  std::string modelBefore = screen.engine.dump();
  LayoutHelperResult made =
      screen.engine.centerWithBias(screen.box, screen.root.top, screen.root.bottom, 0.5);
  REQUIRE(made);
  REQUIRE(screen.engine.removeHelper(made.helper));
  CHECK_EQUAL(screen.engine.dump(), modelBefore);
}
