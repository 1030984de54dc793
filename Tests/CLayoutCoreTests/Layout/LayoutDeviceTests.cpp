// LayoutDeviceTests.cpp — the table of devices and `LayoutEngine::applyDevice`. Every expected
// value is derived by hand from Apple's figures (LayoutDevice.cpp names them): iPhone 15 is
// 393 × 852 points @3x, its Dynamic Island's status bar 59 deep and its home indicator 34 in
// portrait, 59 at each side and 21 at the bottom in landscape; an 11-inch iPad Pro is 834 × 1194 @2x
// with a 24-point status bar and a 20-point indicator.
#define CLAYOUT_TEST_MAIN
#include <limits>

#include "TestSupport.h"

using namespace clayout;
using testing::addItem;

namespace {

void checkInsets(const LayoutInsets& insets, double top, double left, double bottom, double right,
                 const char* what, int line) {
  testing::checkFrame(LayoutRect{insets.top, insets.left, insets.bottom, insets.right}, top, left, bottom,
                      right, what, __FILE__, line);
}
#define CHECK_INSETS(insets, top, left, bottom, right) \
  checkInsets((insets), top, left, bottom, right, #insets, __LINE__)

/// `item` pinned to the four edges of `guide`.
LayoutResult fill(const LayoutItem& item, const LayoutItem& guide) {
  return activateConstraints({item.left == guide.left, item.top == guide.top, item.right == guide.right,
                              item.bottom == guide.bottom});
}

}  // namespace

// MARK: - The table

TEST_CASE("iPhone 15 in portrait: its screen, scale, insets and traits") {
  std::optional<LayoutDevice> device = LayoutDevice::named("iPhone 15");
  REQUIRE(device.has_value());
  CHECK_EQUAL(device->name, std::string("iPhone 15"));
  CHECK_EQUAL(device->interfaceBuilderIdentifier, std::string("retina6_0"));
  CHECK(device->orientation == LayoutDeviceOrientation::portrait);
  CHECK_EQUAL(device->screenSize.width, 393.0);
  CHECK_EQUAL(device->screenSize.height, 852.0);
  CHECK_EQUAL(device->scale, 3.0);
  CHECK_INSETS(device->safeAreaInsets, 59, 0, 34, 0);
  CHECK_EQUAL(device->statusBarHeight, 59.0);
  CHECK(device->hasSensorHousing);
  CHECK(device->horizontalSizeClass == LayoutSizeClass::compact);
  CHECK(device->verticalSizeClass == LayoutSizeClass::regular);
  // 393 points is narrower than 414: UIKit's 16-point sides.
  const LayoutDirectionalInsets& minimum = device->systemMinimumLayoutMargins;
  CHECK_INSETS((LayoutInsets{minimum.top, minimum.leading, minimum.bottom, minimum.trailing}), 0, 16, 0, 16);
}

TEST_CASE("iPhone 15 in landscape: the housing at both sides, no status bar") {
  std::optional<LayoutDevice> device = LayoutDevice::named("iPhone 15", LayoutDeviceOrientation::landscape);
  REQUIRE(device.has_value());
  CHECK(device->orientation == LayoutDeviceOrientation::landscape);
  CHECK_EQUAL(device->screenSize.width, 852.0);
  CHECK_EQUAL(device->screenSize.height, 393.0);
  CHECK_INSETS(device->safeAreaInsets, 0, 59, 21, 59);
  CHECK_EQUAL(device->statusBarHeight, 0.0);
  CHECK(device->horizontalSizeClass == LayoutSizeClass::compact);
  CHECK(device->verticalSizeClass == LayoutSizeClass::compact);
  CHECK_EQUAL(device->systemMinimumLayoutMargins.leading, 20.0);
  CHECK_EQUAL(device->systemMinimumLayoutMargins.trailing, 20.0);
  // The large iPhones are regular-width in landscape.
  std::optional<LayoutDevice> plus =
      LayoutDevice::named("iPhone 15 Plus", LayoutDeviceOrientation::landscape);
  REQUIRE(plus.has_value());
  CHECK(plus->horizontalSizeClass == LayoutSizeClass::regular);
  CHECK_EQUAL(plus->screenSize.width, 932.0);
}

TEST_CASE("iPhones with a home button: a 20-point status bar, hidden in landscape, @2x or @3x") {
  std::optional<LayoutDevice> eight = LayoutDevice::named("iPhone 8");
  REQUIRE(eight.has_value());
  CHECK_EQUAL(eight->interfaceBuilderIdentifier, std::string("retina4_7"));
  CHECK_EQUAL(eight->scale, 2.0);
  CHECK_INSETS(eight->safeAreaInsets, 20, 0, 0, 0);
  CHECK(!eight->hasSensorHousing);
  std::optional<LayoutDevice> plus = LayoutDevice::named("iPhone 8 Plus", LayoutDeviceOrientation::landscape);
  REQUIRE(plus.has_value());
  CHECK_EQUAL(plus->scale, 3.0);
  CHECK_EQUAL(plus->screenSize.width, 736.0);
  CHECK_INSETS(plus->safeAreaInsets, 0, 0, 0, 0);
  // 414 points wide in portrait: 20-point sides.
  std::optional<LayoutDevice> upright = LayoutDevice::named("iPhone 8 Plus");
  REQUIRE(upright.has_value());
  CHECK_EQUAL(upright->systemMinimumLayoutMargins.leading, 20.0);
}

TEST_CASE("an 11-inch iPad Pro: regular both ways, its bars where they were in either orientation") {
  std::optional<LayoutDevice> portrait = LayoutDevice::named("iPad Pro (11-inch)");
  REQUIRE(portrait.has_value());
  CHECK_EQUAL(portrait->interfaceBuilderIdentifier, std::string("ipad11"));
  CHECK_EQUAL(portrait->screenSize.width, 834.0);
  CHECK_EQUAL(portrait->screenSize.height, 1194.0);
  CHECK_EQUAL(portrait->scale, 2.0);
  CHECK_INSETS(portrait->safeAreaInsets, 24, 0, 20, 0);
  CHECK(portrait->horizontalSizeClass == LayoutSizeClass::regular);
  CHECK(portrait->verticalSizeClass == LayoutSizeClass::regular);
  CHECK_EQUAL(portrait->systemMinimumLayoutMargins.leading, 20.0);
  std::optional<LayoutDevice> landscape = LayoutDevice::named("ipad11", LayoutDeviceOrientation::landscape);
  REQUIRE(landscape.has_value());
  CHECK_EQUAL(landscape->screenSize.width, 1194.0);
  CHECK_EQUAL(landscape->screenSize.height, 834.0);
  CHECK_INSETS(landscape->safeAreaInsets, 24, 0, 20, 0);
  CHECK_EQUAL(landscape->statusBarHeight, 24.0);
}

TEST_CASE("names: marketing names in any case, IB's ids as IB writes them, nothing else") {
  std::optional<LayoutDevice> eleven = LayoutDevice::named("iphone 11");
  REQUIRE(eleven.has_value());
  CHECK_EQUAL(eleven->name, std::string("iPhone 11"));
  CHECK_EQUAL(eleven->interfaceBuilderIdentifier, std::string("retina6_1"));
  CHECK_EQUAL(eleven->scale, 2.0);
  CHECK_EQUAL(eleven->safeAreaInsets.top, 48.0);
  // By IB's id: the row's first device.
  std::optional<LayoutDevice> byIdentifier = LayoutDevice::named("retina6_1");
  REQUIRE(byIdentifier.has_value());
  CHECK_EQUAL(byIdentifier->name, std::string("iPhone XR"));
  CHECK(!LayoutDevice::named("RETINA6_1").has_value());
  CHECK(!LayoutDevice::named("Nokia 3310").has_value());
  CHECK(!LayoutDevice::named("iPhone 15 ").has_value());
  CHECK(!LayoutDevice::named("").has_value());
  std::vector<std::string> names = LayoutDevice::knownNames();
  std::string list = joinedDeviceNames(names);
  CHECK_CONTAINS(list, "iPhone 4s, retina3_5, iPhone SE (1st generation)");
  CHECK_CONTAINS(list, "iPhone 15, ");
  CHECK_CONTAINS(list, "ipad12_9rounded");
  // Every name answers, and to a device of its own id.
  for (const std::string& name : names) CHECK_WITH(LayoutDevice::named(name).has_value(), name);
  CHECK_EQUAL(LayoutDevice::knownInterfaceBuilderIdentifiers().size(), std::size_t{20});
}

TEST_CASE("a screen size finds the first device of that size") {
  std::optional<LayoutDevice> device =
      LayoutDevice::withScreenSize({812, 375}, LayoutDeviceOrientation::landscape);
  REQUIRE(device.has_value());
  CHECK_EQUAL(device->interfaceBuilderIdentifier, std::string("retina5_9"));
  CHECK_INSETS(device->safeAreaInsets, 0, 44, 21, 44);
  CHECK(!LayoutDevice::withScreenSize({812, 375}, LayoutDeviceOrientation::portrait).has_value());
}

// MARK: - applyDevice

TEST_CASE("applyDevice: iPhone 15's root, its safe area and its margins") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  LayoutItem content = addItem(engine, root, "content");
  CHECK_SUCCESS(fill(content, engine.safeAreaLayoutGuide(root)));
  CHECK_SUCCESS(engine.applyDevice(root, *LayoutDevice::named("iPhone 15")));
  CHECK_SUCCESS(engine.layoutIfNeeded());
  CHECK_FRAME(engine.frame(root), 0, 0, 393, 852);
  // 852 - 59 - 34 = 759.
  CHECK_FRAME(engine.frame(content), 0, 59, 393, 759);
  CHECK_INSETS(engine.safeAreaInsets(root), 59, 0, 34, 0);
  // A view controller's root: the minimum (0, 16, 0, 16), measured from the safe area.
  CHECK_INSETS(engine.layoutMargins(root), 59, 16, 34, 16);
  CHECK(engine.checkInvariants().empty());

  // Turned: 852 × 393, 59 at each side, 21 at the bottom; 852 - 118 = 734, 393 - 21 = 372.
  CHECK_SUCCESS(
      engine.applyDevice(root, *LayoutDevice::named("iPhone 15", LayoutDeviceOrientation::landscape)));
  CHECK_SUCCESS(engine.layoutIfNeeded());
  CHECK_FRAME(engine.frame(root), 0, 0, 852, 393);
  CHECK_FRAME(engine.frame(content), 59, 0, 734, 372);
  CHECK_INSETS(engine.layoutMargins(root), 0, 79, 21, 79);
  CHECK(engine.checkInvariants().empty());
}

TEST_CASE("applyDevice: an iPad in landscape") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  LayoutItem content = addItem(engine, root, "content");
  CHECK_SUCCESS(fill(content, engine.layoutMarginsGuide(root)));
  CHECK_SUCCESS(engine.applyDevice(root, *LayoutDevice::named("iPad Pro (12.9-inch) (3rd generation)",
                                                              LayoutDeviceOrientation::landscape)));
  CHECK_SUCCESS(engine.layoutIfNeeded());
  // 1366 × 1024; margins: 24 + 0 at the top, 20 at the sides, 20 + 0 at the bottom.
  CHECK_FRAME(engine.frame(root), 0, 0, 1366, 1024);
  CHECK_FRAME(engine.frame(content), 20, 24, 1326, 980);
}

TEST_CASE("applyDevice refused at the size: the engine as before") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  CHECK_SUCCESS(engine.setRootSize({375, 667}));
  LayoutItem tall = addItem(engine, root, "tall");
  CHECK_SUCCESS(activateConstraints({tall.top == root.top, tall.left == root.left, tall.width == 10,
                                     tall.height == 600, tall.bottom <= root.bottom}));
  // 568 points: no room for 600.
  LayoutResult refused = EXPECT_FAILURE(engine, LayoutErrorKind::unsatisfiableConstraint,
                                        engine.applyDevice(root, *LayoutDevice::named("iPhone 5s")));
  CHECK_CONTAINS(refused.message, "cannot apply the device iPhone 5s in portrait: ");
  CHECK_FRAME(engine.frame(root), 0, 0, 375, 667);
}

TEST_CASE("applyDevice refused at the insets: the size set back too") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  CHECK_SUCCESS(engine.setRootSize({375, 667}));
  LayoutItem full = addItem(engine, root, "full");
  // The safe area as tall as the root: only while the root has no vertical insets.
  CHECK_SUCCESS(fill(full, engine.safeAreaLayoutGuide(root)));
  CHECK_SUCCESS(activateConstraints({full.height == root.height}));
  EXPECT_FAILURE(engine, LayoutErrorKind::unsatisfiableConstraint,
                 engine.applyDevice(root, *LayoutDevice::named("iPhone 15")));
  CHECK_INSETS(engine.safeAreaInsets(root), 0, 0, 0, 0);
  CHECK_FRAME(engine.frame(root), 0, 0, 375, 667);
  // A device without vertical insets in landscape fits: an iPhone 8 there has none at all.
  CHECK_SUCCESS(
      engine.applyDevice(root, *LayoutDevice::named("iPhone 8", LayoutDeviceOrientation::landscape)));
  CHECK_FRAME(engine.frame(root), 0, 0, 667, 375);
}

TEST_CASE("applyDevice refused at the margins: the size and the insets set back") {
  LayoutEngine engine;
  LayoutItem root = engine.root();
  CHECK_SUCCESS(engine.setRootSize({100, 100}));
  LayoutDevice device = *LayoutDevice::named("iPhone 15");
  device.name = "a device of the host's";
  device.systemMinimumLayoutMargins.leading = std::numeric_limits<double>::quiet_NaN();
  LayoutResult refused =
      EXPECT_FAILURE(engine, LayoutErrorKind::nonFiniteValue, engine.applyDevice(root, device));
  CHECK_CONTAINS(refused.message, "cannot apply the device a device of the host's in portrait: ");
  CHECK_INSETS(engine.safeAreaInsets(root), 0, 0, 0, 0);
  CHECK_FRAME(engine.frame(root), 0, 0, 100, 100);
}

TEST_CASE("applyDevice: only to the engine's root, only a live one") {
  LayoutEngine engine;
  LayoutItem view = addItem(engine, engine.root(), "view");
  LayoutResult notRoot = EXPECT_FAILURE(engine, LayoutErrorKind::invalidValue,
                                        engine.applyDevice(view, *LayoutDevice::named("iPhone 15")));
  CHECK_CONTAINS(notRoot.message, "view is not the engine's root");
  LayoutEngine other;
  EXPECT_FAILURE(engine, LayoutErrorKind::differentEngines,
                 engine.applyDevice(other.root(), *LayoutDevice::named("iPhone 15")));
}

TEST_CASE("applyDevice under the recover policy breaks a constraint as UIKit would") {
  LayoutEngine engine;
  CHECK_SUCCESS(engine.setUnsatisfiableConstraintPolicy(UnsatisfiableConstraintPolicy::recover));
  LayoutItem root = engine.root();
  CHECK_SUCCESS(engine.setRootSize({375, 667}));
  LayoutItem full = addItem(engine, root, "full");
  CHECK_SUCCESS(fill(full, engine.safeAreaLayoutGuide(root)));
  CHECK_SUCCESS(activateConstraints({full.height == root.height}));
  CHECK_SUCCESS(engine.applyDevice(root, *LayoutDevice::named("iPhone 15")));
  CHECK_SUCCESS(engine.layoutIfNeeded());
  CHECK_EQUAL(engine.brokenConstraints().size(), std::size_t{1});
  CHECK_FRAME(engine.frame(root), 0, 0, 393, 852);
  CHECK_INSETS(engine.safeAreaInsets(root), 59, 0, 34, 0);
  CHECK(engine.checkInvariants().empty());
}
