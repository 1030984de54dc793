// BarrierTests.cpp — ConstraintLayout's barriers (LayoutEngine::makeBarrier): at the most extreme
// edge of several items plus a margin, for each edge, moving when intrinsic sizes change, not
// stretching the items, against competing optional constraints, in right to left, refused with the
// engine unchanged. Values derived by hand.
#define CLAYOUT_TEST_MAIN
#include "TestSupport.h"

using namespace clayout;
using testing::addItem;

namespace {

/// Two labels at leading 10, tops 10 and 40, of intrinsic sizes 50 × 20 and 80 × 35, in a root
/// of 300 × 200.
struct TwoLabels {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  LayoutItem name = addItem(engine, root, "name");
  LayoutItem address = addItem(engine, root, "address");
  explicit TwoLabels(LayoutDirection direction = LayoutDirection::leftToRight) {
    CHECK_SUCCESS(engine.setRootSize({300, 200}));
    CHECK_SUCCESS(engine.setLayoutDirection(root, direction));
    CHECK_SUCCESS(engine.setIntrinsicContentSize(name, 50, 20));
    CHECK_SUCCESS(engine.setIntrinsicContentSize(address, 80, 35));
    CHECK_SUCCESS(activateConstraints({name.leading == root.leading + 10, name.top == root.top + 10,
                                       address.leading == root.leading + 10, address.top == root.top + 40}));
  }
  LayoutHelperResult barrier(BarrierEdge edge, double margin) {
    const LayoutItem items[] = {name, address};
    return engine.makeBarrier(root, "b", edge, items, margin);
  }
};

}  // namespace

TEST_CASE("a barrier after two labels of changing width follows the wider one, not stretching either") {
  TwoLabels screen;
  LayoutHelperResult made = screen.barrier(BarrierEdge::trailing, 8);
  REQUIRE(made);
  LayoutItem field = addItem(screen.engine, screen.root, "field");
  REQUIRE(
      activateConstraints({field.leading == made.helper.guide.leading, field.trailing == screen.root.trailing,
                           field.top == screen.root.top, field.height == 30}));
  // The wider label ends at 10 + 80 = 90; the barrier 8 after it.
  CHECK_FRAME(screen.engine.frame(made.helper.guide), 98, 0, 0, 200);
  CHECK_FRAME(screen.engine.frame(field), 98, 0, 202, 30);
  CHECK_FRAME(screen.engine.frame(screen.name), 10, 10, 50, 20);  // not stretched to 80
  // The pulls settle the barrier: nothing is ambiguous.
  for (const LayoutAmbiguity& ambiguity : screen.engine.ambiguities())
    CHECK_WITH(false, ambiguity.description);
  // The first label grows past the second: 10 + 120 + 8.
  REQUIRE(screen.engine.setIntrinsicContentSize(screen.name, 120, 20));
  CHECK_FRAME(screen.engine.frame(made.helper.guide), 138, 0, 0, 200);
  CHECK_FRAME(screen.engine.frame(screen.address), 10, 40, 80, 35);
  // And shrinks back below it: the second is the widest again.
  REQUIRE(screen.engine.setIntrinsicContentSize(screen.name, 30, 20));
  CHECK_FRAME(screen.engine.frame(made.helper.guide), 98, 0, 0, 200);
  CHECK_FRAME(screen.engine.frame(screen.name), 10, 10, 30, 20);
  std::vector<LayoutConstraint> constraints = screen.engine.helperConstraints(made.helper);
  REQUIRE(constraints.size() == 3 + 2 + 2);  // span, holds, pulls
  CHECK_EQUAL(constraints[3].identifier(), std::string("barrier b"));
  CHECK_EQUAL(constraints[5].identifier(), std::string("barrier b pull"));
  CHECK_EQUAL(constraints[5].priority(), barrierPullPriority);
}

TEST_CASE("a barrier at each edge, with its margin outward") {
  {
    TwoLabels screen;
    LayoutHelperResult right = screen.barrier(BarrierEdge::right, 4);
    REQUIRE(right);
    CHECK_NEAR(screen.engine.frame(right.helper.guide).x, 94, 1e-9);  // 90 + 4
  }
  {
    TwoLabels screen;
    // Leading edges both at 10: the barrier 6 before them.
    LayoutHelperResult leading = screen.barrier(BarrierEdge::leading, 6);
    REQUIRE(leading);
    CHECK_NEAR(screen.engine.frame(leading.helper.guide).x, 4, 1e-9);
    LayoutHelperResult left = screen.barrier(BarrierEdge::left, 0);
    REQUIRE(left);
    CHECK_NEAR(screen.engine.frame(left.helper.guide).x, 10, 1e-9);
  }
  {
    TwoLabels screen;
    // Bottoms at 30 and 75; tops at 10 and 40.
    LayoutHelperResult bottom = screen.barrier(BarrierEdge::bottom, 5);
    LayoutHelperResult top = screen.barrier(BarrierEdge::top, 2);
    REQUIRE(bottom);
    REQUIRE(top);
    CHECK_FRAME(screen.engine.frame(bottom.helper.guide), 0, 80, 300, 0);
    CHECK_FRAME(screen.engine.frame(top.helper.guide), 0, 8, 300, 0);
  }
}

TEST_CASE("in right to left, a trailing barrier is left of the items and a leading one right of them") {
  TwoLabels screen(LayoutDirection::rightToLeft);
  // Leading 10 from the right: name spans 240…290, address 210…290.
  CHECK_FRAME(screen.engine.frame(screen.address), 210, 40, 80, 35);
  LayoutHelperResult trailing = screen.barrier(BarrierEdge::trailing, 8);
  LayoutHelperResult leading = screen.barrier(BarrierEdge::leading, 3);
  REQUIRE(trailing);
  REQUIRE(leading);
  CHECK_NEAR(screen.engine.frame(trailing.helper.guide).x, 202, 1e-9);  // 210 - 8
  CHECK_NEAR(screen.engine.frame(leading.helper.guide).x, 293, 1e-9);   // 290 + 3
  LayoutItem field = addItem(screen.engine, screen.root, "field");
  REQUIRE(activateConstraints({field.leading == trailing.helper.guide.leading, field.width == 40,
                               field.top == screen.root.top, field.height == 10}));
  CHECK_FRAME(screen.engine.frame(field), 162, 0, 40, 10);  // its right edge at the barrier
}

TEST_CASE("competing optional constraints: pushes toward the items lose, pulls on the barrier win") {
  TwoLabels screen;
  LayoutHelperResult made = screen.barrier(BarrierEdge::trailing, 8);
  REQUIRE(made);
  LayoutItem field = addItem(screen.engine, screen.root, "field");
  // A wish at 700 to have the field at 40 cannot move the barrier into the labels: the barrier's
  // constraints are required and the labels resist compression at 750.
  REQUIRE(activateConstraints({field.leading == made.helper.guide.leading, field.width == 50,
                               field.top == screen.root.top, field.height == 10,
                               (field.leading == screen.root.leading + 40) | 700.0}));
  CHECK_NEAR(screen.engine.frame(made.helper.guide).x, 98, 1e-9);
  // An optional constraint above the pull that drags the barrier away from its items wins (the
  // documented price of a pull that never stretches the items): the field's trailing edge at
  // the root's pulls the barrier to 300 - 50.
  LayoutConstraint drag = (field.trailing == screen.root.trailing) | 500.0;
  REQUIRE(screen.engine.activate(std::span(&drag, 1)));
  CHECK_NEAR(screen.engine.frame(made.helper.guide).x, 98, 1e-9);  // 700 wants 40: it stays closest
  LayoutConstraint stronger = (field.trailing == screen.root.trailing) | 720.0;
  REQUIRE(screen.engine.activate(std::span(&stronger, 1)));
  CHECK_NEAR(screen.engine.frame(made.helper.guide).x, 250, 1e-9);
}

TEST_CASE("removing a barrier removes its guide and constraints; the labels keep their frames") {
  TwoLabels screen;
  std::string before = testing::layoutModel(screen.engine);
  LayoutHelperResult made = screen.barrier(BarrierEdge::trailing, 8);
  REQUIRE(made);
  REQUIRE(screen.engine.removeHelper(made.helper));
  CHECK(!screen.engine.contains(made.helper.guide));
  CHECK_EQUAL(testing::layoutModel(screen.engine), before);
  CHECK_FRAME(screen.engine.frame(screen.address), 10, 40, 80, 35);
}

TEST_CASE("a bad barrier is refused, naming the culprit, and the engine is unchanged") {
  TwoLabels screen;
  std::string before = screen.engine.dump();
  auto refused = [&](LayoutHelperResult made, LayoutErrorKind kind, const char* part) {
    CHECK(!made);
    CHECK(made.result.kind == kind);
    CHECK_WITH(testing::containsText(made.result.message, part), made.result.message);
    CHECK_EQUAL(screen.engine.dump(), before);
  };
  refused(screen.engine.makeBarrier(screen.root, "b", BarrierEdge::trailing, {}, 0),
          LayoutErrorKind::invalidValue, "barrier b: it has no items");
  const LayoutItem twice[] = {screen.name, screen.address, screen.name};
  refused(screen.engine.makeBarrier(screen.root, "b", BarrierEdge::trailing, twice, 0),
          LayoutErrorKind::invalidValue, "the item name is listed twice");
  const LayoutItem withRoot[] = {screen.name, screen.root};
  refused(screen.engine.makeBarrier(screen.root, "b", BarrierEdge::trailing, withRoot, 0),
          LayoutErrorKind::invalidValue, "its parent root is one of its items");
  refused(screen.barrier(BarrierEdge::trailing, std::nan("")), LayoutErrorKind::nonFiniteValue,
          "margin nan is not finite");
  refused(screen.barrier(static_cast<BarrierEdge>(12), 0), LayoutErrorKind::invalidValue,
          "not a BarrierEdge");
  // An item outside the parent's tree: the activation refuses it, and the guide made for it goes.
  LayoutItem outside = screen.engine.makeItem("outside");
  before = screen.engine.dump();
  const LayoutItem detached[] = {screen.name, outside};
  refused(screen.engine.makeBarrier(screen.root, "b", BarrierEdge::trailing, detached, 0),
          LayoutErrorKind::noCommonAncestor, "outside");
  // A barrier that cannot sit after its items: a required constraint keeps the field (after the
  // barrier) before the labels' end.
  LayoutItem field = addItem(screen.engine, screen.root, "field");
  REQUIRE(activateConstraints({field.leading == screen.root.leading + 60, screen.address.width >= 80}));
  before = screen.engine.dump();
  LayoutHelperResult made = screen.barrier(BarrierEdge::trailing, 8);
  REQUIRE(made);
  LayoutConstraint tooEarly = field.leading == made.helper.guide.leading;
  LayoutResult conflict = screen.engine.activate(std::span(&tooEarly, 1));
  CHECK(conflict.kind == LayoutErrorKind::unsatisfiableConstraint);
  CHECK_WITH(testing::containsText(conflict.message, "barrier b"), conflict.message);
  CHECK(!tooEarly.isActive());
}
