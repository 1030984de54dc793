// ConstraintEffectTests.cpp — `ConstraintEffectAnalysis`: which constraints change nothing, by
// hand on small layouts, and on random ones against the definition computed the slow way (each
// constraint deactivated alone, the root moved through every size, every frame compared and the
// ambiguity report read: what `clayout check` did before).
#define CLAYOUT_TEST_MAIN
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "CLayoutCore/Layout/ConstraintEffectAnalysis.h"
#include "TestSupport.h"

using namespace clayout;
using testing::addItem;

namespace {

/// The constraints of `constraints` without effect, by the analysis, in one call.
std::vector<LayoutConstraint> withoutEffect(LayoutEngine& engine,
                                            const std::vector<LayoutConstraint>& constraints,
                                            const std::vector<LayoutSize>& sizes) {
  ConstraintEffectAnalysis analysis(engine, constraints, sizes);
  // Small steps, so that the stepping itself is exercised.
  while (!analysis.advance(3)) {
  }
  return analysis.withoutEffect();
}

bool contains(const std::vector<LayoutConstraint>& list, const LayoutConstraint& constraint) {
  return std::any_of(list.begin(), list.end(),
                     [&](const LayoutConstraint& each) { return each.isSameConstraint(constraint); });
}

/// The five sizes clayout check tries around `size`.
std::vector<LayoutSize> sizesAround(LayoutSize size) {
  return {size,
          {size.width / 2, size.height},
          {size.width * 1.5, size.height},
          {size.width, size.height / 2},
          {size.width, size.height * 1.5}};
}

}  // namespace

TEST_CASE("duplicates and over-determined items have no effect; what pins something has one") {
  LayoutEngine engine;
  REQUIRE(engine.setRootSize({200, 100}));
  LayoutItem root = engine.root();
  LayoutItem a = addItem(engine, root, "a");
  LayoutItem b = addItem(engine, root, "b");
  // a: 10 from both sides (so 180 wide) and 180 wide again: any one of the three can go. Its
  // height twice: either can go. Its top once: it pins it.
  LayoutConstraint left = a.left == root.left + 10;
  LayoutConstraint right = root.right == a.right + 10;
  LayoutConstraint width = a.width == 180;
  LayoutConstraint height = a.height == 20;
  LayoutConstraint heightAgain = a.height == 20;
  LayoutConstraint top = a.top == root.top + 10;
  // b: 40 × 10 at the root's corner; b.width <= 300 never binds at widths of 40.
  LayoutConstraint bLeft = b.left == root.left;
  LayoutConstraint bTop = b.top == root.top;
  LayoutConstraint bWidth = b.width == 40;
  LayoutConstraint bHeight = b.height == 10;
  LayoutConstraint loose = b.width <= 300;
  // A wish the required width overrides everywhere: it never holds, so nothing follows it.
  LayoutConstraint wish = (b.width == 60) | 500;
  const std::vector<LayoutConstraint> all = {left,  right, width,  height,  heightAgain, top,
                                             bLeft, bTop,  bWidth, bHeight, loose,       wish};
  REQUIRE(engine.activate(all));
  const std::vector<LayoutConstraint> found = withoutEffect(engine, all, sizesAround({200, 100}));
  for (const LayoutConstraint& expected : {left, right, width, height, heightAgain, loose, wish})
    CHECK(contains(found, expected));
  for (const LayoutConstraint& pinning : {top, bLeft, bTop, bWidth, bHeight})
    CHECK(!contains(found, pinning));
  CHECK_EQUAL(found.size(), std::size_t{7});
  // Afterwards: every constraint active, the root at its first size, the frames as before.
  for (const LayoutConstraint& constraint : all) CHECK(constraint.isActive());
  CHECK_FRAME(engine.frame(root), 0, 0, 200, 100);
  CHECK_FRAME(engine.frame(a), 10, 10, 180, 20);
}

TEST_CASE("a bound that binds only at another size has an effect; a size that cannot hold is skipped") {
  LayoutEngine engine;
  REQUIRE(engine.setRootSize({200, 100}));
  LayoutItem root = engine.root();
  LayoutItem a = addItem(engine, root, "a");
  // a fills the root's width (a wish at 750) within the root, but at most 250: at 200 the cap is
  // slack, at 300 it holds a at 250, so deactivated there a grows to 300: it has an effect.
  // The floor, at least 150 wide within the root, cannot hold at half the width (100 × 100, skipped)
  // and is slack at the other four sizes (a is 200 or 250 wide): no effect.
  LayoutConstraint cap = a.width <= 250;
  LayoutConstraint fill = (a.width == root.width) | 750;
  LayoutConstraint floor = a.width >= 150;
  const std::vector<LayoutConstraint> all = {
      a.left == root.left, a.right <= root.right, a.top == root.top, a.height == 10, cap, fill, floor};
  REQUIRE(engine.activate(all));
  ConstraintEffectAnalysis analysis(engine, all, sizesAround({200, 100}));
  while (!analysis.advance(100)) {
  }
  std::vector<LayoutConstraint> found = analysis.withoutEffect();
  CHECK(!contains(found, cap));
  CHECK(!contains(found, fill));
  // The floor (150) never binds where it can hold (200, 300), and at 100 nothing can hold.
  CHECK(contains(found, floor));
  // 100 × 100 was skipped: four sizes tried.
  CHECK_EQUAL(analysis.sizesTried().size(), std::size_t{4});
  CHECK_EQUAL(analysis.stepsDone(), analysis.stepCount());
}

namespace {

/// Every item's frame in root coordinates, in tree order.
std::vector<LayoutRect> framesOf(LayoutEngine& engine) {
  std::vector<LayoutRect> frames(engine.itemsInTreeOrder().size());
  (void)engine.frames(frames, LayoutCoordinates::root);
  return frames;
}

std::set<std::string> ambiguitiesOf(const LayoutEngine& engine) {
  std::set<std::string> descriptions;
  for (const LayoutAmbiguity& ambiguity : engine.ambiguities()) descriptions.insert(ambiguity.description);
  return descriptions;
}

/// The definition, the slow way: `constraint` has no effect when, deactivated, at each size the
/// required constraints can take (set while it is deactivated), every frame is within the
/// threshold of the frame with it, and no ambiguity appears or grows.
bool hasNoEffectByDefinition(LayoutEngine& engine, const LayoutConstraint& constraint,
                             const std::vector<LayoutSize>& sizes) {
  std::vector<std::vector<LayoutRect>> reference;
  std::vector<bool> taken;
  for (LayoutSize size : sizes) {
    bool ok = static_cast<bool>(engine.setRootSize(size));
    taken.push_back(ok);
    reference.push_back(ok ? framesOf(engine) : std::vector<LayoutRect>{});
  }
  REQUIRE(engine.setRootSize(sizes.front()));
  const std::set<std::string> ambiguities = ambiguitiesOf(engine);
  REQUIRE(engine.deactivate(std::vector<LayoutConstraint>{constraint}));
  bool none = true;
  for (std::size_t index = 0; index < sizes.size() && none; ++index) {
    if (!taken[index]) continue;
    REQUIRE(engine.setRootSize(sizes[index]));
    std::vector<LayoutRect> frames = framesOf(engine);
    for (std::size_t item = 0; item < frames.size(); ++item) {
      const LayoutRect& a = frames[item];
      const LayoutRect& b = reference[index][item];
      if (std::fabs(a.x - b.x) > 1e-4 || std::fabs(a.y - b.y) > 1e-4 || std::fabs(a.width - b.width) > 1e-4 ||
          std::fabs(a.height - b.height) > 1e-4)
        none = false;
    }
    std::set<std::string> now = ambiguitiesOf(engine);
    if (!std::includes(ambiguities.begin(), ambiguities.end(), now.begin(), now.end())) none = false;
  }
  REQUIRE(engine.setRootSize(sizes.front()));
  REQUIRE(engine.activate(std::vector<LayoutConstraint>{constraint}));
  return none;
}

/// A deterministic pseudo-random generator (xorshift), so that a failure repeats.
struct Random {
  std::uint64_t state;
  std::uint64_t next() {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
  }
  int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
};

}  // namespace

TEST_CASE("random layouts: the analysis agrees with the definition computed the slow way") {
  int layouts = 0;
  for (std::uint64_t seed = 1; layouts < 60 && seed < 400; ++seed) {
    Random random{seed * 0x9E3779B97F4A7C15ull};
    LayoutEngine engine;
    REQUIRE(engine.setRootSize({200, 120}));
    LayoutItem root = engine.root();
    std::vector<LayoutItem> items;
    const int count = 2 + random.below(3);
    for (int i = 0; i < count; ++i) items.push_back(addItem(engine, root, ("v" + std::to_string(i)).c_str()));
    // Each item fully placed (left, width, top, height from a menu), then extra constraints drawn
    // from the same menu and beyond: duplicates, ties to siblings, bounds, wishes.
    std::vector<LayoutConstraint> constraints;
    auto draw = [&](const LayoutItem& item, int kind) -> LayoutConstraint {
      const LayoutItem& other = items[static_cast<std::size_t>(random.below(count))];
      const double small = 5.0 * (1 + random.below(4));
      switch (kind) {
        case 0:
          return item.left == root.left + small;
        case 1:
          return item.width == small * 2;
        case 2:
          return item.top == root.top + small;
        case 3:
          return item.height == small;
        case 4:
          return root.right == item.right + small;
        case 5:
          return item.width <= root.width * 0.5;
        case 6:
          return item.width >= small;
        case 7:
          return (item.width == root.width * 0.5) | (250.0 + 250 * random.below(3));
        case 8:
          return item.top == other.top;
        default:
          return item.left >= other.left;
      }
    };
    for (const LayoutItem& item : items) {
      for (int kind : {0, 1, 2, 3}) constraints.push_back(draw(item, kind));
    }
    const int extra = 2 + random.below(5);
    for (int i = 0; i < extra; ++i) {
      constraints.push_back(draw(items[static_cast<std::size_t>(random.below(count))], random.below(10)));
    }
    // Only layouts that hold together and that nothing leaves free: the two ways are meant to
    // agree there (on a layout already ambiguous, the old way compared ambiguity sentences only).
    std::vector<LayoutConstraint> accepted;
    for (const LayoutConstraint& constraint : constraints) {
      if (engine.activate(std::vector<LayoutConstraint>{constraint})) accepted.push_back(constraint);
    }
    if (!engine.ambiguities().empty()) continue;
    ++layouts;
    const std::vector<LayoutSize> sizes = sizesAround({200, 120});
    std::vector<bool> expected;
    for (const LayoutConstraint& constraint : accepted)
      expected.push_back(hasNoEffectByDefinition(engine, constraint, sizes));
    const std::vector<LayoutConstraint> found = withoutEffect(engine, accepted, sizes);
    for (std::size_t index = 0; index < accepted.size(); ++index) {
      if (contains(found, accepted[index]) != expected[index]) {
        CHECK(contains(found, accepted[index]) == expected[index]);
        std::printf("  seed %llu: %s: the analysis says %s, the definition %s\n",
                    static_cast<unsigned long long>(seed), accepted[index].description().c_str(),
                    contains(found, accepted[index]) ? "no effect" : "an effect",
                    expected[index] ? "no effect" : "an effect");
      }
    }
  }
  CHECK(layouts >= 30);
}
