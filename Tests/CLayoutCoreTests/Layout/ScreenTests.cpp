// ScreenTests.cpp — realistic screens with frames derived by hand: a login form pinned to the
// margins, a toolbar of three buttons in both directions, and a list cell whose title hugs its
// text while the detail label compresses when the cell is narrow.
#define CLAYOUT_TEST_MAIN
#include "TestSupport.h"

using namespace clayout;
using testing::addItem;

TEST_CASE("login form: title, two fields and a button in the margins") {
  LayoutEngine engine;
  REQUIRE(engine.setRootSize({375, 667}));
  LayoutItem root = engine.root();
  REQUIRE(engine.setLayoutMargins(root, {40, 20, 20, 20}));
  LayoutItem margins = engine.layoutMarginsGuide(root);
  LayoutItem title = addItem(engine, root, "title");
  LayoutItem username = addItem(engine, root, "username");
  LayoutItem password = addItem(engine, root, "password");
  LayoutItem login = addItem(engine, root, "login");
  REQUIRE(engine.setIntrinsicContentSize(title, 120, 30));
  LayoutResult result = activateConstraints({
      title.top == margins.top,
      title.leading == margins.leading,
      title.trailing == margins.trailing,
      (username.top == title.bottom + 24) | LayoutIdentifier{"title-gap"},
      username.leading == margins.leading,
      username.trailing == margins.trailing,
      username.height == 44,
      password.top == username.bottom + 12,
      password.leading == margins.leading,
      password.trailing == margins.trailing,
      password.height == username.height,
      login.top == password.bottom + 24,
      login.centerX == margins.centerX,
      login.width == 200,
      login.height == 50,
  });
  REQUIRE(result);
  // The margins guide: left 20, top 40, right 375 - 20 = 355: 335 wide.
  // title: (20, 40), 335 wide (pinned; its hugging at 250 yields), 30 high (intrinsic).
  CHECK_FRAME(engine.frame(title), 20, 40, 335, 30);
  // username: top 40 + 30 + 24 = 94. password: 94 + 44 + 12 = 150. login: 150 + 44 + 24 = 218,
  // centered on 20 + 335/2 = 187.5: left 87.5.
  CHECK_FRAME(engine.frame(username), 20, 94, 335, 44);
  CHECK_FRAME(engine.frame(password), 20, 150, 335, 44);
  CHECK_FRAME(engine.frame(login), 87.5, 218, 200, 50);
  // On a 1x screen the button's edges 87.5 and 287.5 round up to 88 and 288.
  CHECK_FRAME(engine.frame(login, LayoutCoordinates::root, 1), 88, 218, 200, 50);
  CHECK_FRAME(engine.frame(login, LayoutCoordinates::root, 2), 87.5, 218, 200, 50);
  CHECK(engine.ambiguities().empty());
  // A wider window: fields widen, the button stays centered.
  REQUIRE(engine.setRootSize({414, 896}));
  CHECK_FRAME(engine.frame(username), 20, 94, 374, 44);
  CHECK_FRAME(engine.frame(login), 107, 218, 200, 50);  // 20 + 187 - 100
}

namespace {

/// A toolbar 44 high across the root, with back (60), title (100, centered) and action (44).
struct Toolbar {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  LayoutItem bar = addItem(engine, root, "toolbar");
  LayoutItem back = addItem(engine, bar, "back");
  LayoutItem title = addItem(engine, bar, "title");
  LayoutItem action = addItem(engine, bar, "action");
  explicit Toolbar(LayoutDirection direction) {
    CHECK_SUCCESS(engine.setRootSize({320, 480}));
    CHECK_SUCCESS(engine.setLayoutDirection(root, direction));
    CHECK_SUCCESS(activateConstraints({
        bar.left == root.left,
        bar.right == root.right,
        bar.top == root.top,
        bar.height == 44,
        back.leading == bar.leading + 8,
        back.width == 60,
        title.centerX == bar.centerX,
        title.width == 100,
        title.leading >= back.trailing + 8,
        action.trailing == bar.trailing - 8,
        action.width == 44,
        back.centerY == bar.centerY,
        title.centerY == bar.centerY,
        action.centerY == bar.centerY,
        back.height == 30,
        title.height == 30,
        action.height == 30,
    }));
  }
};

}  // namespace

TEST_CASE("toolbar, left to right") {
  Toolbar t(LayoutDirection::leftToRight);
  // Buttons 30 high centered in 44: top 7. back at 8; title centered on 160: 110; action's right
  // edge at 320 - 8 = 312: left 268.
  CHECK_FRAME(t.engine.frame(t.back), 8, 7, 60, 30);
  CHECK_FRAME(t.engine.frame(t.title), 110, 7, 100, 30);
  CHECK_FRAME(t.engine.frame(t.action), 268, 7, 44, 30);
  CHECK(t.engine.ambiguities().empty());
}

TEST_CASE("toolbar, right to left") {
  Toolbar t(LayoutDirection::rightToLeft);
  // Mirrored: back's right edge at 312 (left 252), action's left edge at 8; the title stays
  // centered (its right edge 210 is left of back.left - 8 = 244, as the inequality asks).
  CHECK_FRAME(t.engine.frame(t.back), 252, 7, 60, 30);
  CHECK_FRAME(t.engine.frame(t.title), 110, 7, 100, 30);
  CHECK_FRAME(t.engine.frame(t.action), 8, 7, 44, 30);
}

TEST_CASE("toolbar, switched from left to right to right to left while active") {
  Toolbar t(LayoutDirection::leftToRight);
  REQUIRE(t.engine.setLayoutDirection(t.root, LayoutDirection::rightToLeft));
  CHECK_FRAME(t.engine.frame(t.back), 252, 7, 60, 30);
  CHECK_FRAME(t.engine.frame(t.action), 8, 7, 44, 30);
  // Only the toolbar's contents flipped to left to right again.
  REQUIRE(t.engine.setLayoutDirection(t.bar, LayoutDirection::leftToRight));
  CHECK_FRAME(t.engine.frame(t.back), 8, 7, 60, 30);
  CHECK_FRAME(t.engine.frame(t.action), 268, 7, 44, 30);
}

TEST_CASE("list cell: the title hugs its text, the detail compresses when narrow") {
  LayoutEngine engine;
  REQUIRE(engine.setRootSize({320, 480}));
  LayoutItem root = engine.root();
  LayoutItem cell = addItem(engine, root, "cell");
  LayoutItem title = addItem(engine, cell, "title");
  LayoutItem detail = addItem(engine, cell, "detail");
  REQUIRE(engine.setIntrinsicContentSize(title, 120, 20));
  REQUIRE(engine.setIntrinsicContentSize(detail, 150, 20));
  REQUIRE(engine.setContentHuggingPriority(title, LayoutAxis::horizontal, 251));
  REQUIRE(engine.setContentCompressionResistancePriority(detail, LayoutAxis::horizontal, 749));
  REQUIRE(activateConstraints({
      cell.leading == root.leading,
      cell.trailing == root.trailing,
      cell.top == root.top,
      title.leading == cell.leading + 16,
      detail.leading == title.trailing + 8,
      detail.trailing == cell.trailing - 16,
      title.top == cell.top + 12,
      detail.top == cell.top + 12,
      cell.bottom == title.bottom + 12,
  }));
  // 320 wide: 320 - 16 - 8 - 16 = 280 for both labels, 270 wanted. The title hugs at 251 over
  // the detail's 250: title 120, detail 160. The cell is 12 + 20 + 12 = 44 high.
  CHECK_FRAME(engine.frame(cell), 0, 0, 320, 44);
  CHECK_FRAME(engine.frame(title), 16, 12, 120, 20);
  CHECK_FRAME(engine.frame(detail), 144, 12, 160, 20);
  // 200 wide: 160 for 270 wanted. The detail resists at 749, the title at 750: the detail gives
  // way: title 120, detail 40 (at 144, in the cell).
  REQUIRE(engine.setRootSize({200, 480}));
  CHECK_FRAME(engine.frame(title), 16, 12, 120, 20);
  CHECK_FRAME(engine.frame(detail), 144, 12, 40, 20);
  // The cell's own fitting size: both labels at their intrinsic width, 16 + 120 + 8 + 150 + 16.
  LayoutSize fitting = engine.fittingSize(cell, LayoutFitting::compressed);
  CHECK_NEAR(fitting.width, 310, 1e-9);
  CHECK_NEAR(fitting.height, 44, 1e-9);
}
