// InterfaceBuilderDevice.h — the devices Interface Builder files name (`<device id="retina4_7"
// orientation="portrait">`): screen size, safe-area insets and size classes, what the importer
// needs to size a hierarchy's root and to pick size-class variations. The devices are the core's
// (`LayoutDevice`); what is IB's own is the status bar of the Xcode a file was made with.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "CLayoutCore/Layout/LayoutDevice.h"
#include "CLayoutCore/Layout/LayoutTypes.h"

namespace clayout::internal {

/// A size class, as UIKit's trait collections say it.
using SizeClass = LayoutSizeClass;

/// One device in one orientation, in points.
struct InterfaceBuilderDevice {
  /// IB's id (`retina6_1`) and orientation (`portrait` or `landscape`).
  std::string identifier;
  std::string orientation;
  LayoutSize screen;
  /// The safe-area insets of a full-screen view controller's root view with the status bar shown
  /// (the status bar, the sensor housing, the home indicator).
  LayoutInsets safeAreaInsets;
  /// The height of the status bar (0 when it is hidden in this orientation).
  double statusBarHeight = 0;
  /// Whether the screen has a sensor housing and a home indicator: its top inset stays when the
  /// status bar is hidden.
  bool hasSensorHousing = false;
  SizeClass horizontalSizeClass = SizeClass::compact;
  SizeClass verticalSizeClass = SizeClass::regular;
  /// The system minimum layout margins of a view controller's root view, leading and trailing
  /// (16 on compact-width iPhones, 20 where the width is regular or the screen wide).
  double systemMinimumSideMargin = 16;
};

/// The device IB calls `identifier` (or a name `LayoutDevice::named` knows: `iPhone 11`) in
/// `orientation` ("portrait" when empty), or nullopt for a device the table does not know; its
/// `identifier` is IB's. `toolsVersion` is the file's (`toolsVersion="21701"`): the
/// status bar of some devices grew with iOS 14, and IB draws the one of its own SDK.
std::optional<InterfaceBuilderDevice> interfaceBuilderDevice(std::string_view identifier,
                                                             std::string_view orientation,
                                                             double toolsVersion) noexcept;

/// The device of the table whose screen in `orientation` is `screen`, or nullopt.
std::optional<InterfaceBuilderDevice> interfaceBuilderDeviceOfSize(LayoutSize screen,
                                                                   std::string_view orientation,
                                                                   double toolsVersion) noexcept;

/// The ids the table knows, comma-separated, for messages.
std::string knownInterfaceBuilderDevices();

}  // namespace clayout::internal
