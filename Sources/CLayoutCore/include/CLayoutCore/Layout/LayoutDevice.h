// LayoutDevice.h — named device profiles (iPhones and iPads in portrait or landscape): the screen a
// view controller's root view fills, with the insets and margins UIKit gives it there, for hosts
// that lay out "as on an iPhone 15" without a device at hand (`LayoutEngine::applyDevice`).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "CLayoutCore/Layout/LayoutTypes.h"

namespace clayout {

/// How the device is held. iPhones hide the status bar in landscape and move the sensor housing
/// to a side; iPads keep theirs at the top.
enum class LayoutDeviceOrientation : std::uint8_t { portrait, landscape };
/// The orientation's name: `portrait`, `landscape`; `(invalid)` for a value outside the cases.
const char* layoutDeviceOrientationName(LayoutDeviceOrientation orientation) noexcept;

/// A size class, as UIKit's trait collections say it (`UIUserInterfaceSizeClass`).
enum class LayoutSizeClass : std::uint8_t { compact, regular };
/// The size class's name: `compact`, `regular`; `(invalid)` for a value outside the cases.
const char* layoutSizeClassName(LayoutSizeClass sizeClass) noexcept;

/// One device in one orientation, in points: what a full-screen view controller's root view gets
/// there with the status bar shown, on the iOS release current when the device table was written
/// (LayoutDevice.cpp says where each figure comes from). A plain value: a host may build its own
/// (a device the table does not know) and pass it to `LayoutEngine::applyDevice`.
struct LayoutDevice {
  /// The device's marketing name (`iPhone 15`): the name it was looked up by, or the first
  /// name of its row when it was looked up by Interface Builder's id.
  std::string name;
  /// Interface Builder's id of the screen (`retina6_0`), as `<device id=…>` writes it; several
  /// devices share one (every 393 × 852 iPhone is `retina6_0`).
  std::string interfaceBuilderIdentifier;
  LayoutDeviceOrientation orientation = LayoutDeviceOrientation::portrait;
  /// The screen in points, as held (landscape swaps width and height).
  LayoutSize screenSize;
  /// Pixels per point (UIScreen's `scale`): 2 or 3. The engine lays out in points; a host rounds
  /// frames to pixels with it (`LayoutEngine::frames` takes a scale).
  double scale = 2;
  /// The root view's `safeAreaInsets`: the status bar, the sensor housing and the home indicator.
  LayoutInsets safeAreaInsets;
  /// The status bar's height, 0 where the orientation hides it (an iPhone in landscape).
  double statusBarHeight = 0;
  /// Whether the screen has a sensor housing (or rounded corners) and a home indicator instead of a
  /// home button: its top inset stays when the status bar is hidden.
  bool hasSensorHousing = false;
  LayoutSizeClass horizontalSizeClass = LayoutSizeClass::compact;
  LayoutSizeClass verticalSizeClass = LayoutSizeClass::regular;
  /// A view controller's root view's `systemMinimumLayoutMargins`: 0 at the top and bottom, 16 at
  /// the sides of a compact-width iPhone narrower than 414 points in portrait, 20 elsewhere.
  LayoutDirectionalInsets systemMinimumLayoutMargins;

  /// The device called `name` in `orientation`: Interface Builder's id (`retina6_1`, exactly) or a
  /// marketing name (`iPhone 11`, any case). Nullopt for a name the table does not know.
  static std::optional<LayoutDevice> named(
      std::string_view name,
      LayoutDeviceOrientation orientation = LayoutDeviceOrientation::portrait) noexcept;
  /// The first device of the table whose screen in `orientation` is `screenSize` exactly, or nullopt.
  static std::optional<LayoutDevice> withScreenSize(LayoutSize screenSize,
                                                    LayoutDeviceOrientation orientation) noexcept;
  /// Every name `named` accepts, in the table's order (smallest iPhone first, then iPads), each
  /// row's marketing names before its Interface Builder id: for messages and help.
  static std::vector<std::string> knownNames();
  /// The Interface Builder ids the table knows, in its order, one per screen.
  static std::vector<std::string> knownInterfaceBuilderIdentifiers();
};

/// `names` joined with ", ", for messages that list the choices.
std::string joinedDeviceNames(const std::vector<std::string>& names);

}  // namespace clayout
