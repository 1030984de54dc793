// UnsatisfiableRecoveryTests.cpp — recovery from unsatisfiable constraints (UnsatisfiableConstraintPolicy):
// the default refuses; `recover` breaks the host's constraint of the conflict activated first and
// goes on. Every frame derived by hand.
#define CLAYOUT_TEST_MAIN
#include "TestSupport.h"

using namespace clayout;
using testing::addItem;

namespace {

/// Feedback.storyboard's header (duckduckgo): a label at most 300 wide pinned 20 from both edges;
/// the constraints activated one at a time, the width first.
struct Header {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  LayoutItem label = addItem(engine, root, "label");
  LayoutConstraint narrow = label.width <= 300;
  LayoutConstraint leading = label.leading == root.leading + 20;
  LayoutConstraint trailing = label.trailing == root.trailing - 20;
  LayoutConstraint top = label.top == root.top + 20;
  LayoutConstraint height = label.height == 20;

  Header() {
    for (const LayoutConstraint& constraint : {narrow, leading, trailing, top, height})
      REQUIRE(engine.activate(std::span<const LayoutConstraint>(&constraint, 1)));
  }
};

}  // namespace

TEST_CASE("by default a root size the required constraints cannot take is refused") {
  Header header;
  CHECK(header.engine.unsatisfiableConstraintPolicy() == UnsatisfiableConstraintPolicy::refuse);
  // 20 + width + 20 == 414 needs width 374 > 300: refused, nothing broken.
  EXPECT_FAILURE(header.engine, LayoutErrorKind::unsatisfiableConstraint,
                 header.engine.setRootSize({414, 170}));
  CHECK(header.engine.brokenConstraints().empty());
  CHECK(header.narrow.isActive());
}

TEST_CASE("recovering at a root size breaks the first activated constraint of the conflict") {
  Header header;
  LayoutEngine& engine = header.engine;
  CHECK_SUCCESS(engine.setUnsatisfiableConstraintPolicy(UnsatisfiableConstraintPolicy::recover));
  // The conflict at width 414: {width <= 300, leading, trailing} and the root's width, which never
  // breaks. The first activated of the three is `width <= 300`: it breaks, as IB's frame of the
  // label shows (x 20, 374 wide); the label then spans 414 - 20 - 20 = 374.
  CHECK_SUCCESS(engine.setRootSize({414, 170}));
  CHECK_FRAME(engine.frame(header.label), 20, 20, 374, 20);
  REQUIRE(engine.brokenConstraints().size() == 1);
  const BrokenConstraint& broken = engine.brokenConstraints().front();
  CHECK(broken.constraint.isSameConstraint(header.narrow));
  CHECK(!header.narrow.isActive());
  CHECK(header.leading.isActive() && header.trailing.isActive());
  CHECK(broken.rootSizeAxis == LayoutAxis::horizontal);
  // The rest of its conflict: the two pins, in either order.
  REQUIRE(broken.conflicts.size() == 2);
  bool pins = (broken.conflicts[0].isSameConstraint(header.leading) &&
               broken.conflicts[1].isSameConstraint(header.trailing)) ||
              (broken.conflicts[0].isSameConstraint(header.trailing) &&
               broken.conflicts[1].isSameConstraint(header.leading));
  CHECK(pins);
  CHECK_CONTAINS(broken.message, "broke ");
  // A root size that holds breaks nothing more; clearing forgets the report, not the break.
  CHECK_SUCCESS(engine.setRootSize({320, 170}));
  CHECK_FRAME(engine.frame(header.label), 20, 20, 280, 20);
  CHECK_EQUAL(engine.brokenConstraints().size(), std::size_t{1});
  engine.clearBrokenConstraints();
  CHECK(engine.brokenConstraints().empty());
  CHECK(!header.narrow.isActive());
}

TEST_CASE("recovering in a batch breaks an active constraint before the batch's") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  LayoutItem a = addItem(engine, root, "a");
  LayoutItem b = addItem(engine, root, "b");
  CHECK_SUCCESS(engine.setUnsatisfiableConstraintPolicy(UnsatisfiableConstraintPolicy::recover));
  LayoutConstraint wide = a.width == 100;
  REQUIRE(engine.activate(std::span<const LayoutConstraint>(&wide, 1)));
  // The batch: a.width == 50 conflicts with the active a.width == 100, activated before it, which
  // breaks; b's two constraints hold. a: 50 wide at x 0; b: 30 wide after a + 10, x 60.
  std::vector<LayoutConstraint> batch = {a.width == 50, a.leading == root.leading,
                                         b.leading == a.trailing + 10, b.width == 30};
  CHECK_SUCCESS(engine.activate(batch));
  CHECK(!wide.isActive());
  CHECK(batch[0].isActive() && batch[1].isActive() && batch[2].isActive() && batch[3].isActive());
  CHECK_EQUAL(engine.frame(a).width, 50.0);
  CHECK_EQUAL(engine.frame(b).x, 60.0);
  REQUIRE(engine.brokenConstraints().size() == 1);
  CHECK(engine.brokenConstraints().front().constraint.isSameConstraint(wide));
  REQUIRE(engine.brokenConstraints().front().conflicts.size() == 1);
  CHECK(engine.brokenConstraints().front().conflicts.front().isSameConstraint(batch[0]));
  CHECK(!engine.brokenConstraints().front().rootSizeAxis);
}

TEST_CASE("recovering within one batch breaks the earlier of its constraints, several times") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  LayoutItem a = addItem(engine, root, "a");
  CHECK_SUCCESS(engine.setUnsatisfiableConstraintPolicy(UnsatisfiableConstraintPolicy::recover));
  // Three widths of one item: the first two break in turn (each is the earlier of a conflict of
  // two), the last holds: 70 wide.
  std::vector<LayoutConstraint> batch = {a.width == 10, a.width == 40, a.width == 70,
                                         a.leading == root.leading};
  CHECK_SUCCESS(engine.activate(batch));
  CHECK_EQUAL(engine.frame(a).width, 70.0);
  REQUIRE(engine.brokenConstraints().size() == 2);
  CHECK(engine.brokenConstraints()[0].constraint.isSameConstraint(batch[0]));
  CHECK(engine.brokenConstraints()[1].constraint.isSameConstraint(batch[1]));
  CHECK(!batch[0].isActive() && !batch[1].isActive() && batch[2].isActive());
}

TEST_CASE("recovery breaks no constraint the engine maintains: a hidden arranged item keeps its hiding") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  CHECK_SUCCESS(engine.setUnsatisfiableConstraintPolicy(UnsatisfiableConstraintPolicy::recover));
  LayoutItem stack = engine.makeStack("stack");
  CHECK_SUCCESS(engine.addSubitem(root, stack));
  LayoutItem first = addItem(engine, stack, "first");
  LayoutItem second = addItem(engine, stack, "second");
  CHECK_SUCCESS(engine.addArrangedSubitem(stack, first));
  CHECK_SUCCESS(engine.addArrangedSubitem(stack, second));
  CHECK_SUCCESS(engine.setHidden(second, true));
  // second hidden: the stack holds its width at 0 (required, the engine's). The host's
  // second.width == 80 conflicts with it and is the only host constraint of the conflict: it
  // breaks (UIKit broke the hiding instead; second is not drawn either way, and its neighbours are
  // placed as without it). first.width == 100 fills the stack: 100 wide.
  std::vector<LayoutConstraint> batch = {second.width == 80, first.width == 100,
                                         stack.leading == root.leading, stack.top == root.top,
                                         first.height == 10};
  CHECK_SUCCESS(engine.activate(batch));
  REQUIRE(engine.brokenConstraints().size() == 1);
  CHECK(engine.brokenConstraints().front().constraint.isSameConstraint(batch[0]));
  CHECK_FRAME(engine.frame(first), 0, 0, 100, 10);
  CHECK_EQUAL(engine.frame(stack).width, 100.0);
}

TEST_CASE("recovering at a root size whose conflict ties both axes breaks the first activated") {
  // IngredientsAnalysisView.xib (openfoodfacts): an image `width == 34` and square, pinned 8 from
  // every edge of a view IB made 81 x 82. At the root's width the first activated of {width == 34,
  // leading, trailing} breaks: the width. Then the square, 65 wide, cannot be 82 - 16 = 66 high:
  // of {square, the four pins} the square was activated first and breaks. The image fills the
  // view less 8 on every side: 65 x 66 at (8, 8), IB's frame less the size IB measured.
  LayoutEngine engine;
  LayoutItem root = engine.root();
  LayoutItem image = addItem(engine, root, "image");
  LayoutConstraint width = image.width == 34;
  LayoutConstraint square = image.width == image.height;
  CHECK_SUCCESS(engine.setUnsatisfiableConstraintPolicy(UnsatisfiableConstraintPolicy::recover));
  std::vector<LayoutConstraint> inOrder = {width,
                                           square,
                                           root.trailing == image.trailing + 8,
                                           image.leading == root.leading + 8,
                                           image.top == root.top + 8,
                                           root.bottom == image.bottom + 8};
  for (const LayoutConstraint& constraint : inOrder)
    REQUIRE(engine.activate(std::span<const LayoutConstraint>(&constraint, 1)));
  CHECK(engine.brokenConstraints().empty());
  CHECK_SUCCESS(engine.setRootSize({81, 82}));
  CHECK_FRAME(engine.frame(image), 8, 8, 65, 66);
  REQUIRE(engine.brokenConstraints().size() == 2);
  CHECK(engine.brokenConstraints()[0].constraint.isSameConstraint(width));
  CHECK(engine.brokenConstraints()[1].constraint.isSameConstraint(square));
  CHECK(!width.isActive() && !square.isActive());
}

TEST_CASE("recovery refuses what is not a conflict, and the policy refuses a value outside its cases") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  LayoutItem a = addItem(engine, root, "a");
  CHECK_SUCCESS(engine.setUnsatisfiableConstraintPolicy(UnsatisfiableConstraintPolicy::recover));
  std::vector<LayoutConstraint> batch = {a.width == 10, a.width == 20, a.leading == root.leading};
  REQUIRE(engine.activate(std::span<const LayoutConstraint>(&batch[2], 1)));
  // The batch repeats a.leading == root.leading, already active: refused (alreadyActive), nothing
  // broken though the two widths conflict.
  EXPECT_FAILURE(engine, LayoutErrorKind::alreadyActive, engine.activate(batch));
  CHECK(engine.brokenConstraints().empty());
  CHECK(!batch[0].isActive() && !batch[1].isActive());
  EXPECT_FAILURE(engine, LayoutErrorKind::invalidValue,
                 engine.setUnsatisfiableConstraintPolicy(static_cast<UnsatisfiableConstraintPolicy>(7)));
  CHECK(engine.unsatisfiableConstraintPolicy() == UnsatisfiableConstraintPolicy::recover);
}
