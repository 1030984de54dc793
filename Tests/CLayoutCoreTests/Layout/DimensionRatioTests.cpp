// DimensionRatioTests.cpp — ConstraintLayout's dimension ratio (LayoutEngine::setDimensionRatio):
// width : height, either side computed from the other, conflicts and bad ratios refused with the
// engine unchanged. Values derived by hand.
#define CLAYOUT_TEST_MAIN
#include "TestSupport.h"

using namespace clayout;
using testing::addItem;

namespace {}  // namespace

TEST_CASE("16:9: the height follows a width, and the width follows a height") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({400, 400}));
  LayoutItem root = engine.root();
  LayoutItem video = addItem(engine, root, "video");
  LayoutItem poster = addItem(engine, root, "poster");
  REQUIRE(activateConstraints({video.left == root.left, video.top == root.top, video.width == 160,
                               poster.left == root.left, poster.top == root.top + 100, poster.height == 90}));
  LayoutHelperResult videoRatio = engine.setDimensionRatio(video, 16, 9);
  LayoutHelperResult posterRatio = engine.setDimensionRatio(poster, 16, 9);
  REQUIRE(videoRatio);
  REQUIRE(posterRatio);
  CHECK_FRAME(engine.frame(video), 0, 0, 160, 90);
  CHECK_FRAME(engine.frame(poster), 0, 100, 160, 90);
  std::vector<LayoutConstraint> constraints = engine.helperConstraints(videoRatio.helper);
  REQUIRE(constraints.size() == 1);
  CHECK_EQUAL(constraints[0].identifier(), std::string("ratio"));
  // A full-width item of ratio 2:1 follows the root's width.
  LayoutItem banner = addItem(engine, root, "banner");
  REQUIRE(activateConstraints(
      {banner.leading == root.leading, banner.trailing == root.trailing, banner.top == root.top + 200}));
  REQUIRE(engine.setDimensionRatio(banner, 2, 1));
  CHECK_FRAME(engine.frame(banner), 0, 200, 400, 200);
  REQUIRE(engine.setRootSize({300, 400}));
  CHECK_FRAME(engine.frame(banner), 0, 200, 300, 150);
}

TEST_CASE("a ratio of 0, a negative or a NaN side, or one that conflicts is refused; engine unchanged") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setRootSize({400, 400}));
  LayoutItem root = engine.root();
  LayoutItem video = addItem(engine, root, "video");
  REQUIRE(activateConstraints({video.width == 160, video.height == 100}));
  std::string before = engine.dump();
  auto refused = [&](double width, double height, LayoutErrorKind kind, const char* part) {
    LayoutHelperResult made = engine.setDimensionRatio(video, width, height);
    CHECK(!made);
    CHECK(made.result.kind == kind);
    CHECK_WITH(testing::containsText(made.result.message, part), made.result.message);
    CHECK_EQUAL(engine.dump(), before);
  };
  refused(0, 9, LayoutErrorKind::invalidValue, "cannot set the dimension ratio of video to 0:9");
  refused(16, 0, LayoutErrorKind::invalidValue, "greater than 0");
  refused(-16, 9, LayoutErrorKind::invalidValue, "greater than 0");
  refused(std::nan(""), 9, LayoutErrorKind::nonFiniteValue, "finite");
  refused(16, INFINITY, LayoutErrorKind::nonFiniteValue, "finite");
  refused(16, 9, LayoutErrorKind::unsatisfiableConstraint, "ratio");  // 160 × 100 is not 16:9
  CHECK_EQUAL(std::string(engine.setDimensionRatio(video, 8, 5).result.message), std::string());  // 160:100
}
