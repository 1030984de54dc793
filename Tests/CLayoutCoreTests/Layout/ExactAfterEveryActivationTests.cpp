// ExactAfterEveryActivationTests.cpp — the engine's side of docs/exactness.md's promise after
// every call: after every successful activation every active required constraint holds within
// 1e-9 of its scale, on the example that once broke it.
#define CLAYOUT_TEST_MAIN
#include <cmath>
#include <string>

#include "TestSupport.h"

using namespace clayout;
using testing::addItem;

// MARK: - Item 1, through the engine

// b.width == 0 at 100 (an optional wish), c.width == 2·b.width + 1e6 (c.width defined by it),
// then c.width·1e6 + 1 <= 0 (required): c.width <= -1e-6, which b's wish pulls up to, so
// c.width = -1e-6 and b.width = (c.width - 1e6)/2 = -500000.0000005. The constraint's scale is
// |1e6·c.width| = 1, so c.width must be -1e-6 to within 1e-15. Then c.width >= -1 holds at once.
// Every activation succeeded and c.width read 0 after the last: the required constraint violated
// by 1, its whole scale (the solver's item 1, reached through anchors and a wish).
TEST_CASE("item 1: a required constraint of small scale still holds after a harmless activation") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  LayoutItem b = addItem(engine, root, "b");
  LayoutItem c = addItem(engine, root, "c");
  CHECK_SUCCESS(activateConstraints({(b.width == 0) | 100.0}));
  CHECK_SUCCESS(activateConstraints({c.width == b.width * 2 + 1e6}));
  CHECK_SUCCESS(activateConstraints({c.width * 1e6 + 1 <= 0}));
  CHECK_SUCCESS(activateConstraints({c.width >= -1}));
  // Frames in root coordinates at scale 0 (unsnapped): the solver's values.
  double width = engine.frame(c, LayoutCoordinates::root, 0).width;
  double residual = 1e6 * width + 1;
  double scale = std::fmax(1.0, std::fabs(1e6 * width));
  CHECK_WITH(residual <= 1e-9 * scale, "c.width·1e6 + 1 <= 0 off by " + std::to_string(residual) +
                                           " at c.width = " + std::to_string(width));
  CHECK_NEAR(width, -1e-6, 1e-15);
  CHECK(engine.checkInvariants().empty());
}
