// LayoutDevice.cpp — the table of devices, and `LayoutEngine::applyDevice`.
//
// Where the numbers come from:
//   - Screen sizes in points and scales: Apple's Human Interface Guidelines, "Layout" → "Device
//     screen sizes and orientations" (formerly "Adaptivity and Layout"), which lists each model's
//     portrait dimensions in points with its pixels and @2x or @3x. Landscape swaps them.
//   - Safe-area insets: UIKit's `UIView.safeAreaInsets` ("Positioning content relative to the safe
//     area") of a full-screen view controller's root view with the status bar shown, as each device
//     reports it on iOS 14 and later. Without a sensor housing: the status bar, 20 points at the
//     top of iPhones (hidden in landscape) and iPads. With one: the housing's depth at the top in
//     portrait (44 on iPhone X, XS, 11 Pro, XS Max, 11 Pro Max; 48 on XR and 11; 50 on the minis;
//     47 on 12 to 14; 59 on 14 Pro to 16; 62 on 16 Pro), the home indicator's 34 at the bottom;
//     in landscape the housing's side inset on both sides (as deep as the top in portrait) and the
//     indicator's 21. iPads with rounded corners: a 24-point status bar and a 20-point indicator in
//     both orientations.
//   - Size classes: UIKit's "Size classes" (HIG "Layout", UITraitCollection): iPads regular both
//     ways; iPhones compact width and regular height in portrait, compact height in landscape,
//     regular width in landscape for the Plus and Max models and XR / 11.
//   - System minimum layout margins: `UIViewController.systemMinimumLayoutMargins` — 0 at the top
//     and bottom, 16 at the sides of a compact-width iPhone narrower than 414 points, 20 on wider
//     screens and in landscape.
// Interface Builder's ids are the ones Xcode writes in `<device id=…>`; the importer
// (Sources/CLayoutInterfaceBuilder/InterfaceBuilderDevice.cpp) reads this table, adjusting only the
// status bar of the Xcode release a file was made with.
#include "CLayoutCore/Layout/LayoutDevice.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <string_view>

#include "LayoutEngineImplementation.h"

namespace clayout {

namespace {

/// A row of the table: one screen, in portrait; landscape is derived (`deviceOf`).
struct DeviceRow {
  const char* interfaceBuilderIdentifier;
  double width;
  double height;
  double scale;
  /// The top inset in portrait: the status bar, or the sensor housing's depth.
  double top;
  /// Whether the device has a sensor housing (iPads: rounded corners) and a home indicator.
  bool housing;
  bool iPad;
  /// Whether its width class is regular in landscape (the large iPhones).
  bool regularInLandscape;
  /// The marketing names of the devices with this screen, separated by ", ".
  const char* names;
};

// Smallest iPhone first, then iPads; within a row, the devices oldest first.
constexpr std::array<DeviceRow, 20> devices{{
    {"retina3_5", 320, 480, 2, 20, false, false, false, "iPhone 4s"},
    {"retina4_0", 320, 568, 2, 20, false, false, false, "iPhone SE (1st generation), iPhone 5s"},
    {"retina4_7", 375, 667, 2, 20, false, false, false,
     "iPhone 8, iPhone 7, iPhone 6s, iPhone SE (2nd generation), "
     "iPhone SE (3rd generation)"},
    {"retina5_5", 414, 736, 3, 20, false, false, true, "iPhone 8 Plus, iPhone 7 Plus, iPhone 6s Plus"},
    {"retina5_9", 375, 812, 3, 44, true, false, false, "iPhone X, iPhone XS, iPhone 11 Pro"},
    {"retina5_4", 375, 812, 3, 50, true, false, false, "iPhone 12 mini, iPhone 13 mini"},
    {"retina6_1", 414, 896, 2, 48, true, false, true, "iPhone XR, iPhone 11"},
    {"retina6_5", 414, 896, 3, 44, true, false, true, "iPhone XS Max, iPhone 11 Pro Max"},
    {"retina6_12", 390, 844, 3, 47, true, false, false,
     "iPhone 12, iPhone 12 Pro, iPhone 13, iPhone 13 Pro, "
     "iPhone 14"},
    {"retina6_7", 428, 926, 3, 47, true, false, true, "iPhone 12 Pro Max, iPhone 13 Pro Max, iPhone 14 Plus"},
    {"retina6_0", 393, 852, 3, 59, true, false, false, "iPhone 14 Pro, iPhone 15, iPhone 15 Pro, iPhone 16"},
    {"retina6_72", 430, 932, 3, 59, true, false, true,
     "iPhone 14 Pro Max, iPhone 15 Plus, iPhone 15 Pro Max, "
     "iPhone 16 Plus"},
    {"retina6_3", 402, 874, 3, 62, true, false, false, "iPhone 16 Pro"},
    {"retina6_9", 440, 956, 3, 62, true, false, true, "iPhone 16 Pro Max"},
    {"ipad9_7", 768, 1024, 2, 20, false, true, true,
     "iPad (6th generation), iPad Air 2, iPad Pro (9.7-inch), "
     "iPad mini (5th generation)"},
    {"ipad10_2", 810, 1080, 2, 20, false, true, true,
     "iPad (7th generation), iPad (8th generation), "
     "iPad (9th generation)"},
    {"ipad10_5", 834, 1112, 2, 20, false, true, true, "iPad Pro (10.5-inch), iPad Air (3rd generation)"},
    {"ipad11", 834, 1194, 2, 24, true, true, true, "iPad Pro (11-inch)"},
    {"ipad12_9", 1024, 1366, 2, 20, false, true, true,
     "iPad Pro (12.9-inch) (1st generation), "
     "iPad Pro (12.9-inch) (2nd generation)"},
    {"ipad12_9rounded", 1024, 1366, 2, 24, true, true, true,
     "iPad Pro (12.9-inch) (3rd generation), "
     "iPad Pro (12.9-inch) (4th generation), "
     "iPad Pro (12.9-inch) (5th generation), "
     "iPad Pro (12.9-inch) (6th generation)"},
}};

/// The marketing names of `row`, in its order.
std::vector<std::string_view> namesOf(const DeviceRow& row) {
  std::vector<std::string_view> names;
  std::string_view rest = row.names;
  for (;;) {
    std::size_t comma = rest.find(", ");
    names.push_back(rest.substr(0, comma));
    if (comma == std::string_view::npos) return names;
    rest.remove_prefix(comma + 2);
  }
}

/// The device of `row` called `name` in `orientation`.
LayoutDevice deviceOf(const DeviceRow& row, std::string_view name, LayoutDeviceOrientation orientation) {
  bool landscape = orientation == LayoutDeviceOrientation::landscape;
  LayoutDevice device;
  device.name = name;
  device.interfaceBuilderIdentifier = row.interfaceBuilderIdentifier;
  device.orientation = landscape ? LayoutDeviceOrientation::landscape : LayoutDeviceOrientation::portrait;
  device.screenSize = landscape ? LayoutSize{row.height, row.width} : LayoutSize{row.width, row.height};
  device.scale = row.scale;
  device.hasSensorHousing = row.housing;
  if (row.iPad) {
    // An iPad's status bar and home indicator stay at the top and bottom whichever way it is held.
    device.statusBarHeight = row.top;
    device.safeAreaInsets = {row.top, 0, row.housing ? 20.0 : 0.0, 0};
    device.horizontalSizeClass = LayoutSizeClass::regular;
    device.verticalSizeClass = LayoutSizeClass::regular;
    device.systemMinimumLayoutMargins = {0, 20, 0, 20};
  } else if (!landscape) {
    device.statusBarHeight = row.top;
    device.safeAreaInsets = {row.top, 0, row.housing ? 34.0 : 0.0, 0};
    device.horizontalSizeClass = LayoutSizeClass::compact;
    device.verticalSizeClass = LayoutSizeClass::regular;
    double side = row.width >= 414 ? 20 : 16;
    device.systemMinimumLayoutMargins = {0, side, 0, side};
  } else {
    // iPhones hide the status bar in landscape; the sensor housing is then at a side, and the
    // safe area keeps the same depth on the other side too, whichever way the phone is turned.
    device.statusBarHeight = 0;
    device.safeAreaInsets = row.housing ? LayoutInsets{0, row.top, 21, row.top} : LayoutInsets{};
    device.horizontalSizeClass = row.regularInLandscape ? LayoutSizeClass::regular : LayoutSizeClass::compact;
    device.verticalSizeClass = LayoutSizeClass::compact;
    device.systemMinimumLayoutMargins = {0, 20, 0, 20};
  }
  return device;
}

/// Whether `a` and `b` are the same letters, ignoring ASCII case.
bool equalIgnoringCase(std::string_view a, std::string_view b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
    return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
  });
}

}  // namespace

const char* layoutDeviceOrientationName(LayoutDeviceOrientation orientation) noexcept {
  switch (orientation) {
    case LayoutDeviceOrientation::portrait:
      return "portrait";
    case LayoutDeviceOrientation::landscape:
      return "landscape";
  }
  return "(invalid)";
}

const char* layoutSizeClassName(LayoutSizeClass sizeClass) noexcept {
  switch (sizeClass) {
    case LayoutSizeClass::compact:
      return "compact";
    case LayoutSizeClass::regular:
      return "regular";
  }
  return "(invalid)";
}

std::optional<LayoutDevice> LayoutDevice::named(std::string_view name,
                                                LayoutDeviceOrientation orientation) noexcept {
  for (const DeviceRow& row : devices) {
    // IB's ids as IB writes them: a file's `retina6_1` is never spelled otherwise.
    if (name == row.interfaceBuilderIdentifier) return deviceOf(row, namesOf(row).front(), orientation);
    for (std::string_view candidate : namesOf(row)) {
      if (equalIgnoringCase(name, candidate)) return deviceOf(row, candidate, orientation);
    }
  }
  return std::nullopt;
}

std::optional<LayoutDevice> LayoutDevice::withScreenSize(LayoutSize screenSize,
                                                         LayoutDeviceOrientation orientation) noexcept {
  for (const DeviceRow& row : devices) {
    LayoutDevice device = deviceOf(row, namesOf(row).front(), orientation);
    if (device.screenSize.width == screenSize.width && device.screenSize.height == screenSize.height)
      return device;
  }
  return std::nullopt;
}

std::vector<std::string> LayoutDevice::knownNames() {
  std::vector<std::string> names;
  for (const DeviceRow& row : devices) {
    for (std::string_view name : namesOf(row)) names.emplace_back(name);
    names.emplace_back(row.interfaceBuilderIdentifier);
  }
  return names;
}

std::vector<std::string> LayoutDevice::knownInterfaceBuilderIdentifiers() {
  std::vector<std::string> identifiers;
  for (const DeviceRow& row : devices) identifiers.emplace_back(row.interfaceBuilderIdentifier);
  return identifiers;
}

std::string joinedDeviceNames(const std::vector<std::string>& names) {
  std::string list;
  for (const std::string& name : names) {
    if (!list.empty()) list += ", ";
    list += name;
  }
  return list;
}

LayoutResult LayoutEngine::applyDevice(const LayoutItem& root, const LayoutDevice& device) noexcept {
  return implementation_->allOrNothing([&] { return implementation_->applyDevice(root, device); });
}

}  // namespace clayout

namespace clayout::internal {

LayoutResult LayoutEngineImplementation::applyDevice(const LayoutItem& root, const LayoutDevice& device) {
  std::string what = "cannot apply the device " + nameDescription(device.name) + " in " +
                     layoutDeviceOrientationName(device.orientation) + ": ";
  if (LayoutResult check = checkItem(root, "root"); !check) {
    check.message = what + check.message;
    return check;
  }
  if (root.identifier() != root_) {
    return LayoutResult::failure(
        LayoutErrorKind::invalidValue,
        what + slotOf(root)->shownName() + " is not the engine's root: a device's screen is the root's size");
  }
  // Each try sets the three in turn. A refused step has left the solver as before it (a step of its
  // own); the steps before it are set back through the engine, newest first, each to a state the
  // engine was in a moment ago (so that cannot fail), and the call's transaction then restores
  // the solver. Size first: the root is the screen before its insets are read against it.
  auto attempt = [&]() -> LayoutResult {
    LayoutSize oldSize = rootSize_;
    bool oldSizeSetByHost = rootSizeSetByHost_;
    LayoutInsets oldInsets = slotOf(root)->safeAreaInsets;
    LayoutResult result = allOrNothing([&] { return setRootSize(device.screenSize); });
    if (!result) return result;
    result = allOrNothing([&] { return setSafeAreaInsets(root, device.safeAreaInsets); });
    if (result) {
      result = allOrNothing(
          [&] { return setSystemMinimumLayoutMargins(root, device.systemMinimumLayoutMargins); });
      if (result) return result;
      (void)setSafeAreaInsets(root, oldInsets);
    }
    // The root's size lives in the solver (rolled back by the caller) and in these books.
    rootSize_ = oldSize;
    rootSizeSetByHost_ = oldSizeSetByHost;
    return result;
  };
  LayoutResult result = unsatisfiablePolicy() == UnsatisfiableConstraintPolicy::recover
                            ? recoverBy(nullptr, attempt)
                            : attempt();
  if (!result) result.message = what + result.message;
  return result;
}

}  // namespace clayout::internal
