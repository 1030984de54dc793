// RootSizeTests.cpp — the root's size is the host's: required constraints that cannot hold at it
// are refused (activation, constant and priority changes, intrinsic sizes, a resize), with the
// root's size named among the conflicts and the engine unchanged; optional ones still yield to it.
#define CLAYOUT_TEST_MAIN
#include "TestSupport.h"

using namespace clayout;
using testing::addItem;

namespace {

/// Whether `constraint` is among `conflicts`.
bool listed(const std::vector<LayoutConstraint>& conflicts, const LayoutConstraint& constraint) {
  for (const LayoutConstraint& conflict : conflicts) {
    if (conflict.isSameConstraint(constraint)) return true;
  }
  return false;
}

}  // namespace

TEST_CASE("root size: a batch that cannot hold at the root's width fails, naming it") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  CHECK_SUCCESS(engine.setRootSize({300, 200}));
  LayoutItem a = addItem(engine, root, "a");
  std::string before = engine.dump();
  LayoutConstraint leading = a.leading == root.leading + 10;
  LayoutConstraint width = a.width == 100;
  LayoutConstraint trailing = a.trailing == root.trailing - 10;
  LayoutResult result = activateConstraints({leading, width, trailing});
  CHECK(!result);
  CHECK(result.kind == LayoutErrorKind::unsatisfiableConstraint);
  REQUIRE(result.rootSizeAxis.has_value());
  CHECK(*result.rootSizeAxis == LayoutAxis::horizontal);
  CHECK_CONTAINS(result.message, "the root's width (300, set by setRootSize)");
  CHECK(listed(result.conflicts, leading));
  CHECK(listed(result.conflicts, width));
  CHECK(listed(result.conflicts, trailing));
  CHECK(!leading.isActive() && !width.isActive() && !trailing.isActive());
  CHECK_EQUAL(engine.dump(), before);
  CHECK_FRAME(engine.frame(root), 0, 0, 300, 200);
}

TEST_CASE("root size: the same batch holds at a root of 120") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  CHECK_SUCCESS(engine.setRootSize({120, 50}));
  LayoutItem a = addItem(engine, root, "a");
  CHECK_SUCCESS(activateConstraints({a.leading == root.leading + 10, a.width == 100,
                                     a.trailing == root.trailing - 10, a.top == root.top, a.height == 20}));
  CHECK_FRAME(engine.frame(root), 0, 0, 120, 50);
  CHECK_FRAME(engine.frame(a), 10, 0, 100, 20);
}

TEST_CASE("root size: a resize at which the required constraints cannot hold is refused") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  CHECK_SUCCESS(engine.setRootSize({120, 50}));
  LayoutItem a = addItem(engine, root, "a");
  LayoutConstraint width = a.width == 100;
  CHECK_SUCCESS(activateConstraints({a.leading == root.leading + 10, width, a.trailing == root.trailing - 10,
                                     a.top == root.top, a.bottom == root.bottom}));
  std::string before = engine.dump();
  LayoutResult result = engine.setRootSize({100, 80});
  CHECK(result.kind == LayoutErrorKind::unsatisfiableConstraint);
  REQUIRE(result.rootSizeAxis.has_value());
  CHECK(*result.rootSizeAxis == LayoutAxis::horizontal);
  CHECK_CONTAINS(result.message, "the root's width (100, set by setRootSize)");
  CHECK(listed(result.conflicts, width));
  // Refused, all or nothing: the old size stays, on both axes.
  CHECK_EQUAL(engine.dump(), before);
  CHECK_FRAME(engine.frame(root), 0, 0, 120, 50);
  CHECK_FRAME(engine.frame(a), 10, 0, 100, 50);
  // A size at which they hold is taken, the height follows.
  CHECK_SUCCESS(engine.setRootSize({120, 90}));
  CHECK_FRAME(engine.frame(a), 10, 0, 100, 90);
  // The height conflicts too once it is pinned.
  CHECK_SUCCESS(activateConstraints({a.height == 90}));
  LayoutResult taller = engine.setRootSize({120, 95});
  REQUIRE(taller.rootSizeAxis.has_value());
  CHECK(*taller.rootSizeAxis == LayoutAxis::vertical);
  CHECK_CONTAINS(taller.message, "the root's height (95, set by setRootSize)");
  CHECK_FRAME(engine.frame(root), 0, 0, 120, 90);
}

TEST_CASE("root size: a conflict that ties both axes names the constraints of both") {
  // IngredientsAnalysisView.xib (openfoodfacts) in small: a square pinned 8 from every edge. At
  // 81 x 82 it would be 65 wide and 66 high: neither axis alone conflicts (held at 81 wide, the
  // height gives way, and the other way round), both together do.
  LayoutEngine engine;
  LayoutItem root = engine.root();
  LayoutItem a = addItem(engine, root, "a");
  LayoutConstraint square = a.width == a.height;
  std::vector<LayoutConstraint> pins = {a.leading == root.leading + 8, a.trailing == root.trailing - 8,
                                        a.top == root.top + 8, a.bottom == root.bottom - 8};
  CHECK_SUCCESS(activateConstraints({square}));
  CHECK_SUCCESS(engine.activate(pins));
  std::string before = engine.dump();
  LayoutResult result = engine.setRootSize({81, 82});
  CHECK(result.kind == LayoutErrorKind::unsatisfiableConstraint);
  CHECK_CONTAINS(result.message, "the root's width (81, set by setRootSize)");
  CHECK_CONTAINS(result.message, "the root's height (82, set by setRootSize)");
  // The whole conflict: the square and the four pins.
  CHECK(listed(result.conflicts, square));
  for (const LayoutConstraint& pin : pins) CHECK(listed(result.conflicts, pin));
  CHECK_EQUAL(result.conflicts.size(), std::size_t{5});
  CHECK_EQUAL(engine.dump(), before);
  // A square root is taken: 81 - 16 = 65 each way.
  CHECK_SUCCESS(engine.setRootSize({81, 81}));
  CHECK_FRAME(engine.frame(a), 8, 8, 65, 65);
}

TEST_CASE("root size: optional constraints still yield to it") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  CHECK_SUCCESS(engine.setRootSize({300, 200}));
  LayoutItem a = addItem(engine, root, "a");
  CHECK_SUCCESS(activateConstraints({a.leading == root.leading, a.trailing == root.trailing,
                                     a.top == root.top, a.bottom == root.bottom, (root.width == 500) | 750,
                                     (a.width >= 1000) | priority::defaultHigh}));
  CHECK_FRAME(engine.frame(root), 0, 0, 300, 200);
  CHECK_FRAME(engine.frame(a), 0, 0, 300, 200);
  CHECK_SUCCESS(engine.setRootSize({400, 100}));
  CHECK_FRAME(engine.frame(a), 0, 0, 400, 100);
}

TEST_CASE("root size: setConstant, setPriority and intrinsic sizes that cannot hold fail the same way") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  CHECK_SUCCESS(engine.setRootSize({300, 200}));
  LayoutItem a = addItem(engine, root, "a");
  LayoutConstraint width = a.width == 100;
  LayoutConstraint wide = (a.width == 280) | 500;
  LayoutConstraint leading = a.leading == root.leading + 10;
  LayoutConstraint trailing = a.trailing <= root.trailing - 10;
  CHECK_SUCCESS(activateConstraints({leading, width, wide}));
  CHECK_SUCCESS(activateConstraints({trailing}));
  std::string before = engine.dump();

  LayoutResult constant = engine.setConstant(width, 290);
  CHECK(constant.kind == LayoutErrorKind::unsatisfiableConstraint);
  CHECK(constant.rootSizeAxis.has_value());
  CHECK_CONTAINS(constant.message, "the root's width (300, set by setRootSize)");
  // The culprit is named as the result's constraint and not again among the conflicts, which are
  // the others: 10 + 290 > 300 - 10.
  CHECK(constant.constraint && constant.constraint->isSameConstraint(width));
  CHECK(!listed(constant.conflicts, width));
  CHECK(listed(constant.conflicts, leading));
  CHECK(listed(constant.conflicts, trailing));
  CHECK_EQUAL(width.constant(), 100.0);
  CHECK_EQUAL(engine.dump(), before);

  CHECK_SUCCESS(engine.deactivate(std::vector<LayoutConstraint>{width}));
  CHECK_SUCCESS(engine.setConstant(wide, 290));
  std::string optional = engine.dump();
  LayoutResult required = engine.setPriority(wide, priority::required);
  CHECK(required.kind == LayoutErrorKind::unsatisfiableConstraint);
  CHECK(required.rootSizeAxis.has_value());
  CHECK(required.constraint && required.constraint->isSameConstraint(wide));
  CHECK(!listed(required.conflicts, wide));
  CHECK(listed(required.conflicts, leading));
  CHECK(listed(required.conflicts, trailing));
  CHECK_EQUAL(wide.priority(), 500.0);
  CHECK_EQUAL(engine.dump(), optional);
  CHECK_NEAR(engine.frame(a).width, 280, 1e-9);

  // Compression resistance is required here: an intrinsic width of 290 cannot fit.
  CHECK_SUCCESS(
      engine.setContentCompressionResistancePriority(a, LayoutAxis::horizontal, priority::required));
  std::string resistant = engine.dump();
  LayoutResult intrinsic = engine.setIntrinsicContentSize(a, 290, std::nullopt);
  CHECK(intrinsic.kind == LayoutErrorKind::unsatisfiableConstraint);
  CHECK(intrinsic.rootSizeAxis.has_value());
  CHECK_EQUAL(engine.dump(), resistant);
  CHECK_SUCCESS(engine.setIntrinsicContentSize(a, 200, std::nullopt));
  CHECK_FRAME(engine.frame(root), 0, 0, 300, 200);
}

TEST_CASE("root size: before the host sets one, the root follows the constraints") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  LayoutItem a = addItem(engine, root, "a");
  CHECK_SUCCESS(activateConstraints(
      {a.leading == root.leading + 10, a.width == 100, a.trailing == root.trailing - 10}));
  CHECK_NEAR(engine.frame(root).width, 120, 1e-9);
  // The host's first size must then fit them.
  CHECK(engine.setRootSize({300, 0}).rootSizeAxis.has_value());
  CHECK_SUCCESS(engine.setRootSize({120, 0}));
}

TEST_CASE("root size: 400, then 1e12 or 1e15, then 400 again lays out as a fresh engine does") {
  // Once, every frame shifted its rows by the difference, and at 1e20 the 400 was lost in the
  // rounding (the root then stayed at 1e20, or at 0, for good). 1e15 is the top of the value
  // range. By hand: the child is 10 from the left and 20 narrower than the root.
  for (double huge : {1e12, 1e15}) {
    LayoutEngine engine;
    LayoutItem root = engine.root();
    LayoutItem child = addItem(engine, root, "child");
    CHECK_SUCCESS(engine.setRootSize({400, 300}));
    CHECK_SUCCESS(activateConstraints({child.left == root.left + 10, child.width == root.width - 20,
                                       child.top == root.top, child.height == 10}));
    CHECK_SUCCESS(engine.setRootSize({huge, 300}));
    CHECK_SUCCESS(engine.setRootSize({400, 300}));
    CHECK_FRAME(engine.frame(root), 0, 0, 400, 300);
    CHECK_FRAME(engine.frame(child), 10, 0, 380, 10);
  }
}

TEST_CASE("root size: beyond the value range, or a frame beyond it, is refused and changes nothing") {
  // Once, a root size of 1e308 under `child.width == 2 * root.width` gave inf, and a
  // later sane root size width 0. By hand: at 400 x 300 the child is 800 wide.
  LayoutEngine engine;
  LayoutItem root = engine.root();
  LayoutItem child = addItem(engine, root, "child");
  CHECK_SUCCESS(engine.setRootSize({400, 300}));
  CHECK_SUCCESS(activateConstraints(
      {child.left == root.left, child.width == root.width * 2, child.top == root.top, child.height == 10}));
  std::string before = engine.dump();
  for (LayoutSize bad :
       {LayoutSize{1e20, 300}, LayoutSize{400, 1.7e308}, LayoutSize{1.0000000000000002e15, 0}}) {
    LayoutResult result = engine.setRootSize(bad);
    CHECK(result.kind == LayoutErrorKind::valueOutOfRange);
    CHECK(result.message.find("root's size") != std::string::npos);
    CHECK(engine.dump() == before);
    CHECK_FRAME(engine.frame(child), 0, 0, 800, 10);
  }
  // In range: 5e14 gives a child of 1e15. At 1e15 the child's width, which the solver keeps as a
  // definition computed on demand (ValueRange.h), would be 2e15: refused, naming it, and the
  // child stays 1e15 wide.
  CHECK_SUCCESS(engine.setRootSize({5e14, 300}));
  CHECK_FRAME(engine.frame(child), 0, 0, 1e15, 10);
  LayoutResult beyond = engine.setRootSize({1e15, 300});
  CHECK(beyond.kind == LayoutErrorKind::valueOutOfRange);
  CHECK(beyond.message.find("child.width") != std::string::npos);
  CHECK_FRAME(engine.frame(child), 0, 0, 1e15, 10);
  CHECK_SUCCESS(engine.setRootSize({400, 300}));
  CHECK_FRAME(engine.frame(child), 0, 0, 800, 10);
}

TEST_CASE("root size: beside its edit, a required constraint with a large coefficient is accepted") {
  // Once, with an edit present (the engine always has the root size's), the
  // satisfiable `c.width == -1e5·b.width + 10` was refused as "cannot hold on its own". By hand:
  // it holds as written at whatever b's width becomes; with b 5e-5 wide, c is 10 - 5 = 5 wide.
  LayoutEngine engine;
  LayoutItem root = engine.root();
  LayoutItem b = addItem(engine, root, "b");
  LayoutItem c = addItem(engine, root, "c");
  CHECK_SUCCESS(engine.setRootSize({300, 200}));
  CHECK_SUCCESS(activateConstraints({b.left == root.left, b.top == root.top, b.height == 10,
                                     c.left == root.left, c.top == root.top + 20, c.height == 10}));
  CHECK_SUCCESS(activateConstraints({c.width == b.width * -1e5 + 10}));
  CHECK_NEAR(engine.frame(c).width + 1e5 * engine.frame(b).width, 10, 1e-9 * 1e5);
  CHECK_SUCCESS(activateConstraints({b.width == 5e-5}));
  CHECK_NEAR(engine.frame(b).width, 5e-5, 1e-18);
  CHECK_NEAR(engine.frame(c).width, 5, 1e-9);
  CHECK_EQUAL(engine.checkInvariants(), std::string());
}
