// GuidelineTests.cpp — ConstraintLayout's guidelines (LayoutEngine::makeGuideline): begin, end and
// fraction, vertical and horizontal, in right to left, moving with the parent, related to by
// other items, removed, and refused with the engine unchanged. Values derived by hand.
#define CLAYOUT_TEST_MAIN
#include "TestSupport.h"

using namespace clayout;
using testing::addItem;

namespace {

/// A root of 300 × 200, with the root's direction `direction`.
struct Screen {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  explicit Screen(LayoutDirection direction = LayoutDirection::leftToRight) {
    CHECK_SUCCESS(engine.setRootSize({300, 200}));
    CHECK_SUCCESS(engine.setLayoutDirection(root, direction));
  }
  /// The x of a new vertical guideline.
  double verticalAt(GuidelineReference reference, double value) {
    LayoutHelperResult made =
        engine.makeGuideline(root, "g", GuidelineOrientation::vertical, reference, value);
    REQUIRE(made);
    return engine.frame(made.helper.guide).x;
  }
};

}  // namespace

TEST_CASE("a vertical guideline at begin, end and fraction spans the parent's height with no width") {
  Screen screen;
  LayoutHelperResult made = screen.engine.makeGuideline(screen.root, "g", GuidelineOrientation::vertical,
                                                        GuidelineReference::begin, 20);
  REQUIRE(made);
  CHECK(screen.engine.isLayoutGuide(made.helper.guide));
  CHECK(screen.engine.parent(made.helper.guide) == screen.root);
  CHECK_EQUAL(screen.engine.name(made.helper.guide), std::string("g"));
  CHECK_FRAME(screen.engine.frame(made.helper.guide), 20, 0, 0, 200);
  // end 30: 300 - 30; fraction 0.25: 0.25 · 300.
  CHECK_NEAR(screen.verticalAt(GuidelineReference::end, 30), 270, 1e-9);
  CHECK_NEAR(screen.verticalAt(GuidelineReference::fraction, 0.25), 75, 1e-9);
  CHECK_NEAR(screen.verticalAt(GuidelineReference::fraction, 0), 0, 1e-9);
  CHECK_NEAR(screen.verticalAt(GuidelineReference::fraction, 1), 300, 1e-9);
}

TEST_CASE("under a right-to-left parent, begin is from the right edge (ConstraintLayout's start)") {
  Screen screen(LayoutDirection::rightToLeft);
  CHECK_NEAR(screen.verticalAt(GuidelineReference::begin, 20), 280, 1e-9);       // 300 - 20
  CHECK_NEAR(screen.verticalAt(GuidelineReference::end, 30), 30, 1e-9);          // the left edge + 30
  CHECK_NEAR(screen.verticalAt(GuidelineReference::fraction, 0.25), 225, 1e-9);  // 300 - 75
}

TEST_CASE("a guideline follows a direction changed afterwards") {
  Screen screen;
  LayoutHelperResult made = screen.engine.makeGuideline(screen.root, "g", GuidelineOrientation::vertical,
                                                        GuidelineReference::begin, 20);
  REQUIRE(made);
  REQUIRE(screen.engine.setLayoutDirection(screen.root, LayoutDirection::rightToLeft));
  CHECK_FRAME(screen.engine.frame(made.helper.guide), 280, 0, 0, 200);
}

TEST_CASE("a horizontal guideline spans the parent's width; a fraction moves with a resize") {
  Screen screen;
  LayoutHelperResult top = screen.engine.makeGuideline(screen.root, "top", GuidelineOrientation::horizontal,
                                                       GuidelineReference::begin, 10);
  LayoutHelperResult bottom = screen.engine.makeGuideline(
      screen.root, "bottom", GuidelineOrientation::horizontal, GuidelineReference::end, 15);
  LayoutHelperResult half = screen.engine.makeGuideline(screen.root, "half", GuidelineOrientation::horizontal,
                                                        GuidelineReference::fraction, 0.5);
  REQUIRE(top);
  REQUIRE(bottom);
  REQUIRE(half);
  CHECK_FRAME(screen.engine.frame(top.helper.guide), 0, 10, 300, 0);
  CHECK_FRAME(screen.engine.frame(bottom.helper.guide), 0, 185, 300, 0);
  CHECK_FRAME(screen.engine.frame(half.helper.guide), 0, 100, 300, 0);
  REQUIRE(screen.engine.setRootSize({400, 300}));
  CHECK_FRAME(screen.engine.frame(bottom.helper.guide), 0, 285, 400, 0);
  CHECK_FRAME(screen.engine.frame(half.helper.guide), 0, 150, 400, 0);
}

TEST_CASE("items relate to a guideline inside a subitem, which reports it in its parent's coordinates") {
  Screen screen;
  LayoutItem panel = addItem(screen.engine, screen.root, "panel");
  LayoutItem label = addItem(screen.engine, panel, "label");
  REQUIRE(activateConstraints({panel.left == screen.root.left + 50, panel.top == screen.root.top,
                               panel.width == 200, panel.height == 100}));
  LayoutHelperResult made = screen.engine.makeGuideline(panel, "third", GuidelineOrientation::vertical,
                                                        GuidelineReference::fraction, 0.3);
  REQUIRE(made);
  REQUIRE(activateConstraints({label.leading == made.helper.guide.leading + 4, label.top == panel.top,
                               label.width == 10, label.height == 10}));
  // The guideline at 0.3 · 200 = 60 in the panel, 110 in the root; the label 4 after it.
  CHECK_FRAME(screen.engine.frame(made.helper.guide), 60, 0, 0, 100);
  CHECK_FRAME(screen.engine.frame(label, LayoutCoordinates::root), 114, 0, 10, 10);
  std::vector<LayoutConstraint> constraints = screen.engine.helperConstraints(made.helper);
  REQUIRE(constraints.size() == 4);
  CHECK_EQUAL(constraints.back().identifier(), std::string("guideline third"));
  CHECK(testing::containsText(screen.engine.dump(), "\"guideline third\""));
}

TEST_CASE("removing a guideline removes its guide and the constraints that use it") {
  Screen screen;
  LayoutItem label = addItem(screen.engine, screen.root, "label");
  std::string before = screen.engine.dump();
  LayoutHelperResult made = screen.engine.makeGuideline(screen.root, "g", GuidelineOrientation::vertical,
                                                        GuidelineReference::begin, 20);
  REQUIRE(made);
  LayoutConstraint relating = label.leading == made.helper.guide.leading;
  REQUIRE(screen.engine.activate(std::span(&relating, 1)));
  REQUIRE(screen.engine.removeHelper(made.helper));
  CHECK(!screen.engine.contains(made.helper.guide));
  CHECK(!relating.isActive());
  CHECK(screen.engine.helperConstraints(made.helper).empty());
  CHECK_EQUAL(screen.engine.dump(), before);
  LayoutResult again = screen.engine.removeHelper(made.helper);
  CHECK(again.kind == LayoutErrorKind::notActive);
  LayoutResult empty = screen.engine.removeHelper(LayoutHelper{});
  CHECK(empty.kind == LayoutErrorKind::notActive);
  LayoutEngine other;
  LayoutResult foreign = other.removeHelper(made.helper);
  CHECK(foreign.kind == LayoutErrorKind::differentEngines);
}

TEST_CASE("a bad guideline is refused, naming it, and the engine is unchanged") {
  Screen screen;
  std::string before = screen.engine.dump();
  auto refused = [&](GuidelineOrientation orientation, GuidelineReference reference, double value,
                     LayoutErrorKind kind, const char* part) {
    LayoutHelperResult made = screen.engine.makeGuideline(screen.root, "g", orientation, reference, value);
    CHECK(!made);
    CHECK(made.result.kind == kind);
    CHECK_WITH(testing::containsText(made.result.message, part), made.result.message);
    CHECK(testing::containsText(made.result.message, "guideline g"));
    CHECK(!made.helper.isValid());
    CHECK_EQUAL(screen.engine.dump(), before);
  };
  refused(GuidelineOrientation::vertical, GuidelineReference::fraction, 1.5, LayoutErrorKind::invalidValue,
          "fraction 1.5 is outside [0, 1]");
  refused(GuidelineOrientation::vertical, GuidelineReference::fraction, -0.1, LayoutErrorKind::invalidValue,
          "outside [0, 1]");
  refused(GuidelineOrientation::horizontal, GuidelineReference::begin, std::nan(""),
          LayoutErrorKind::nonFiniteValue, "not finite");
  refused(GuidelineOrientation::vertical, GuidelineReference::end, INFINITY, LayoutErrorKind::nonFiniteValue,
          "not finite");
  refused(static_cast<GuidelineOrientation>(7), GuidelineReference::begin, 1, LayoutErrorKind::invalidValue,
          "not a GuidelineOrientation");
  refused(GuidelineOrientation::vertical, static_cast<GuidelineReference>(9), 1,
          LayoutErrorKind::invalidValue, "not a GuidelineReference");
  // A guideline's constraints hold only fresh unknowns of its guide, so no conflict can refuse
  // one; a detached parent is a tree of its own and may have one; a removed parent may not.
  LayoutItem detached = screen.engine.makeItem("detached");
  LayoutHelperResult inDetached = screen.engine.makeGuideline(detached, "d", GuidelineOrientation::vertical,
                                                              GuidelineReference::begin, 10);
  CHECK(inDetached);
  REQUIRE(screen.engine.removeHelper(inDetached.helper));
  REQUIRE(screen.engine.removeItem(detached));
  LayoutHelperResult removedParent = screen.engine.makeGuideline(
      detached, "r", GuidelineOrientation::vertical, GuidelineReference::begin, 10);
  CHECK(removedParent.result.kind == LayoutErrorKind::removedItem);
}
