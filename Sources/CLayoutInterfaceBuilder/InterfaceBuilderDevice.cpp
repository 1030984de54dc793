// InterfaceBuilderDevice.cpp — the table of IB's devices. Screen sizes in points are Apple's
// (Human Interface Guidelines, "Device screen sizes"); insets are the status bar (20 points on
// iPhones without a sensor housing, hidden in landscape; 20 on iPads, 24 on iPads with rounded
// corners) and, on iPhones with a sensor housing, the housing and the home indicator (34 at the
// bottom in portrait; 44 at each side and 21 at the bottom in landscape).
#include "InterfaceBuilderDevice.h"

#include <array>

namespace clayout::internal {

namespace {

/// A row of the table: portrait size and insets; landscape is derived.
struct DeviceRow {
  const char* identifier;
  double width;
  double height;
  /// The portrait top inset (status bar or sensor housing), and with iOS 14's SDK where it differs.
  double top;
  double topSinceIOS14;
  /// Whether the device has a sensor housing and a home indicator (no home button).
  bool housing;
  bool iPad;
  /// Whether its width class is regular in landscape (the large iPhones).
  bool regularInLandscape;
};

// The ids as IB writes them in `<device id=…>`.
constexpr std::array<DeviceRow, 20> devices{{
    {"retina3_5", 320, 480, 20, 20, false, false, false},  // iPhone 4s
    {"retina4_0", 320, 568, 20, 20, false, false, false},  // iPhone SE (1st), 5s
    {"retina4_7", 375, 667, 20, 20, false, false, false},  // iPhone 8, SE (2nd, 3rd)
    {"retina5_5", 414, 736, 20, 20, false, false, true},   // iPhone 8 Plus
    {"retina5_9", 375, 812, 44, 50, true, false, false},   // iPhone X, XS, 11 Pro; 12 mini since Xcode 12
    {"retina5_4", 375, 812, 44, 50, true, false, false},   // iPhone 12 mini, 13 mini
    {"retina6_1", 414, 896, 44, 48, true, false, true},    // iPhone XR, 11
    {"retina6_5", 414, 896, 44, 44, true, false, true},    // iPhone XS Max, 11 Pro Max
    {"retina6_12", 390, 844, 47, 47, true, false, false},  // iPhone 12, 13, 14
    {"retina6_7", 428, 926, 47, 47, true, false, true},    // iPhone 12, 13 Pro Max, 14 Plus
    {"retina6_0", 393, 852, 59, 59, true, false, false},   // iPhone 14 Pro, 15, 15 Pro
    {"retina6_72", 430, 932, 59, 59, true, false, true},   // iPhone 14 Pro Max, 15 Plus
    {"retina6_3", 402, 874, 62, 62, true, false, false},   // iPhone 16 Pro
    {"retina6_9", 440, 956, 62, 62, true, false, true},    // iPhone 16 Pro Max
    {"ipad9_7", 768, 1024, 20, 20, false, true, true},     // iPad 9.7"
    {"ipad10_2", 810, 1080, 20, 20, false, true, true},    // iPad 10.2"
    {"ipad10_5", 834, 1112, 20, 20, false, true, true},    // iPad Pro 10.5"
    {"ipad11", 834, 1194, 24, 24, true, true, true},       // iPad Pro 11"
    {"ipad12_9", 1024, 1366, 20, 20, false, true, true},   // iPad Pro 12.9" (1st, 2nd)
    {"ipad12_9rounded", 1024, 1366, 24, 24, true, true, true},  // iPad Pro 12.9" (3rd and later)
}};

/// The device of `row` in `orientation` ("portrait" when empty), nullopt for another orientation.
std::optional<InterfaceBuilderDevice> deviceOf(const DeviceRow& row, std::string_view orientation,
                                               double toolsVersion) {
  bool landscape = orientation == "landscape";
  if (!(orientation.empty() || orientation == "portrait" || landscape)) return std::nullopt;
  InterfaceBuilderDevice device;
  device.identifier = row.identifier;
  device.orientation = landscape ? "landscape" : "portrait";
  device.hasSensorHousing = row.housing;
  // Xcode 12 (tools 17000 and later) builds with iOS 14's SDK.
  double top = toolsVersion >= 17000 ? row.topSinceIOS14 : row.top;
  if (row.iPad) {
    device.screen = landscape ? LayoutSize{row.height, row.width} : LayoutSize{row.width, row.height};
    device.statusBarHeight = top;
    device.safeAreaInsets = {top, 0, row.housing ? 20.0 : 0.0, 0};
    device.horizontalSizeClass = SizeClass::regular;
    device.verticalSizeClass = SizeClass::regular;
    device.systemMinimumSideMargin = 20;
    return device;
  }
  if (!landscape) {
    device.screen = {row.width, row.height};
    device.statusBarHeight = top;
    device.safeAreaInsets = {top, 0, row.housing ? 34.0 : 0.0, 0};
    device.horizontalSizeClass = SizeClass::compact;
    device.verticalSizeClass = SizeClass::regular;
    device.systemMinimumSideMargin = row.width >= 414 ? 20 : 16;
    return device;
  }
  // iPhones hide the status bar in landscape.
  device.screen = {row.height, row.width};
  device.statusBarHeight = 0;
  // The sensor housing's side is as deep as it is at the top in portrait.
  device.safeAreaInsets = row.housing ? LayoutInsets{0, top, 21, top} : LayoutInsets{};
  device.horizontalSizeClass = row.regularInLandscape ? SizeClass::regular : SizeClass::compact;
  device.verticalSizeClass = SizeClass::compact;
  device.systemMinimumSideMargin = 20;
  return device;
}

}  // namespace

std::optional<InterfaceBuilderDevice> interfaceBuilderDevice(std::string_view identifier,
                                                             std::string_view orientation,
                                                             double toolsVersion) noexcept {
  for (const DeviceRow& row : devices) {
    if (identifier == row.identifier) return deviceOf(row, orientation, toolsVersion);
  }
  return std::nullopt;
}

std::optional<InterfaceBuilderDevice> interfaceBuilderDeviceOfSize(LayoutSize screen,
                                                                   std::string_view orientation,
                                                                   double toolsVersion) noexcept {
  bool landscape = orientation == "landscape";
  for (const DeviceRow& row : devices) {
    LayoutSize size = landscape ? LayoutSize{row.height, row.width} : LayoutSize{row.width, row.height};
    if (size.width == screen.width && size.height == screen.height)
      return deviceOf(row, orientation, toolsVersion);
  }
  return std::nullopt;
}

std::string knownInterfaceBuilderDevices() {
  std::string list;
  for (const DeviceRow& row : devices) {
    if (!list.empty()) list += ", ";
    list += row.identifier;
  }
  return list;
}

}  // namespace clayout::internal
