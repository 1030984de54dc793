// InterfaceBuilderDevice.cpp — IB's devices: the core's table (`LayoutDevice`, whose source
// says where its numbers come from) as the importer reads it, with IB's own status bar. IB draws a
// file's canvas with the status bar of its own SDK, which grew on some devices with iOS 14
// (Xcode 12, tools version 17000): the core's figures are iOS 14's and later.
#include "InterfaceBuilderDevice.h"

namespace clayout::internal {

namespace {

/// The top inset in portrait that IB of `toolsVersion` draws on `identifier`'s canvas, where it is
/// not the device's own today; nullopt elsewhere.
std::optional<double> interfaceBuilderTop(std::string_view identifier, double toolsVersion) {
  if (toolsVersion >= 17000) {
    // Xcode 12 draws retina5_9 (iPhone X, XS, 11 Pro: 44) with the 12 mini's status bar.
    if (identifier == "retina5_9") return 50;
    return std::nullopt;
  }
  // Before, iOS 13's status bar: 44 on every iPhone with a sensor housing it knew.
  if (identifier == "retina5_4" || identifier == "retina6_1") return 44;
  return std::nullopt;
}

/// `device` as the importer reads it: IB's orientation names and status bar.
InterfaceBuilderDevice deviceOf(const LayoutDevice& device, double toolsVersion) {
  InterfaceBuilderDevice result;
  result.identifier = device.interfaceBuilderIdentifier;
  bool landscape = device.orientation == LayoutDeviceOrientation::landscape;
  result.orientation = landscape ? "landscape" : "portrait";
  result.screen = device.screenSize;
  result.safeAreaInsets = device.safeAreaInsets;
  result.statusBarHeight = device.statusBarHeight;
  result.hasSensorHousing = device.hasSensorHousing;
  result.horizontalSizeClass = device.horizontalSizeClass;
  result.verticalSizeClass = device.verticalSizeClass;
  result.systemMinimumSideMargin = device.systemMinimumLayoutMargins.leading;
  if (std::optional<double> top = interfaceBuilderTop(result.identifier, toolsVersion)) {
    // Only iPhones with a sensor housing: in portrait the status bar is the top inset; in
    // landscape the housing's side is as deep as that top.
    if (landscape) {
      result.safeAreaInsets.left = *top;
      result.safeAreaInsets.right = *top;
    } else {
      result.safeAreaInsets.top = *top;
      result.statusBarHeight = *top;
    }
  }
  return result;
}

/// IB's orientation attribute as the core's, nullopt for another ("" is portrait).
std::optional<LayoutDeviceOrientation> orientationNamed(std::string_view orientation) {
  if (orientation.empty() || orientation == "portrait") return LayoutDeviceOrientation::portrait;
  if (orientation == "landscape") return LayoutDeviceOrientation::landscape;
  return std::nullopt;
}

}  // namespace

std::optional<InterfaceBuilderDevice> interfaceBuilderDevice(std::string_view identifier,
                                                             std::string_view orientation,
                                                             double toolsVersion) noexcept {
  std::optional<LayoutDeviceOrientation> held = orientationNamed(orientation);
  if (!held) return std::nullopt;
  std::optional<LayoutDevice> device = LayoutDevice::named(identifier, *held);
  if (!device) return std::nullopt;
  return deviceOf(*device, toolsVersion);
}

std::optional<InterfaceBuilderDevice> interfaceBuilderDeviceOfSize(LayoutSize screen,
                                                                   std::string_view orientation,
                                                                   double toolsVersion) noexcept {
  std::optional<LayoutDeviceOrientation> held = orientationNamed(orientation);
  if (!held) return std::nullopt;
  std::optional<LayoutDevice> device = LayoutDevice::withScreenSize(screen, *held);
  if (!device) return std::nullopt;
  return deviceOf(*device, toolsVersion);
}

std::string knownInterfaceBuilderDevices() {
  return joinedDeviceNames(LayoutDevice::knownInterfaceBuilderIdentifiers());
}

}  // namespace clayout::internal
