// FittingSizeTests.cpp — fitting sizes as systemLayoutSizeFitting: compressed, expanded, and the
// height for a given width, computed from the item's subtree without disturbing the engine.
#define CLAYOUT_TEST_MAIN
#include "TestSupport.h"

using namespace clayout;
using testing::addItem;

namespace {

/// A cell with a label inset by 8 on every side.
struct Cell {
  LayoutEngine engine;
  LayoutItem cell = engine.makeItem("cell");
  LayoutItem label = engine.makeItem("label");
  Cell() {
    CHECK_SUCCESS(engine.addSubitem(engine.root(), cell));
    CHECK_SUCCESS(engine.addSubitem(cell, label));
    CHECK_SUCCESS(activateConstraints({label.left == cell.left + 8, label.right == cell.right - 8,
                                       label.top == cell.top + 8, label.bottom == cell.bottom - 8}));
  }
};

}  // namespace

TEST_CASE("compressed and expanded sizes of a cell around a label with an intrinsic size") {
  Cell c;
  REQUIRE(c.engine.setIntrinsicContentSize(c.label, 100, 20));
  // The pull at 50 loses to hugging (250) and compression resistance (750): label 100 × 20,
  // cell 116 × 36 either way.
  LayoutSize compressed = c.engine.fittingSize(c.cell, LayoutFitting::compressed);
  CHECK_NEAR(compressed.width, 116, 1e-9);
  CHECK_NEAR(compressed.height, 36, 1e-9);
  LayoutSize expanded = c.engine.fittingSize(c.cell, LayoutFitting::expanded);
  CHECK_NEAR(expanded.width, 116, 1e-9);
  CHECK_NEAR(expanded.height, 36, 1e-9);
}

TEST_CASE("compressed reaches the lower bound, expanded the upper bound") {
  Cell c;
  REQUIRE(activateConstraints(
      {c.label.width >= 40, c.label.width <= 300, c.label.height >= 10, c.label.height <= 30}));
  LayoutSize compressed = c.engine.fittingSize(c.cell, LayoutFitting::compressed);
  CHECK_NEAR(compressed.width, 56, 1e-9);   // 40 + 16
  CHECK_NEAR(compressed.height, 26, 1e-9);  // 10 + 16
  LayoutSize expanded = c.engine.fittingSize(c.cell, LayoutFitting::expanded);
  CHECK_NEAR(expanded.width, 316, 1e-9);
  CHECK_NEAR(expanded.height, 46, 1e-9);
}

TEST_CASE("an axis nothing bounds: compressed to 0, expanded to 1e7") {
  Cell c;
  LayoutSize compressed = c.engine.fittingSize(c.cell, LayoutFitting::compressed);
  // Sizes are not bounded below by 0 (as in Auto Layout): the label may be -16 wide, and the
  // pull at 50 takes the cell to 0 × 0.
  CHECK_NEAR(compressed.width, 0, 1e-9);
  CHECK_NEAR(compressed.height, 0, 1e-9);
  // With the label at least 0 wide, the cell is at least 16.
  REQUIRE(activateConstraints({c.label.width >= 0}));
  CHECK_NEAR(c.engine.fittingSize(c.cell, LayoutFitting::compressed).width, 16, 1e-9);
  LayoutSize expanded = c.engine.fittingSize(c.cell, LayoutFitting::expanded);
  CHECK_NEAR(expanded.width, 1e7, 1e-9);
}

TEST_CASE("height for width") {
  Cell c;
  // The label's height is half its width (an aspect ratio): for a 200-wide cell the label is
  // 184 wide and 92 high, the cell 108 high.
  REQUIRE(activateConstraints({c.label.height == c.label.width * 0.5}));
  LayoutSize size = c.engine.fittingSize(c.cell, LayoutFitting::compressed, 200);
  CHECK_NEAR(size.width, 200, 1e-9);
  CHECK_NEAR(size.height, 108, 1e-9);
}

TEST_CASE("constraints outside the subtree do not count, and the engine is not disturbed") {
  Cell c;
  LayoutItem root = c.engine.root();
  REQUIRE(c.engine.setIntrinsicContentSize(c.label, 100, 20));
  REQUIRE(c.engine.setRootSize({320, 480}));
  REQUIRE(
      activateConstraints({c.cell.left == root.left, c.cell.right == root.right, c.cell.top == root.top}));
  // In the engine the cell is 320 wide (the root's width), its label 304.
  CHECK_FRAME(c.engine.frame(c.cell), 0, 0, 320, 36);
  std::string before = c.engine.dump();
  LayoutSize size = c.engine.fittingSize(c.cell, LayoutFitting::compressed);
  CHECK_NEAR(size.width, 116, 1e-9);
  CHECK_EQUAL(c.engine.dump(), before);
  CHECK_FRAME(c.engine.frame(c.cell), 0, 0, 320, 36);
}
