/// A device in one orientation, in points: the screen a full-screen view controller's root view
/// fills there, with the safe-area insets and margins UIKit gives it, to lay out "as on an
/// iPhone 15" without one at hand.
///
/// ```swift
/// let engine = LayoutEngine()
/// if let phone = LayoutDevice.named("iPhone 15", orientation: .landscape) {
///   try engine.apply(device: phone)  // root 852 × 393, safe area 59 at each side, 21 below
/// }
/// ```
///
/// The table is the C++ core's (`LayoutDevice.cpp`, which names the source of each figure:
/// Apple's Human Interface Guidelines for the screens and scales, UIKit's `safeAreaInsets` and
/// `systemMinimumLayoutMargins` for the insets). A host may build a device the table does not
/// know with ``init(name:interfaceBuilderIdentifier:orientation:screenSize:scale:safeAreaInsets:statusBarHeight:hasSensorHousing:horizontalSizeClass:verticalSizeClass:systemMinimumLayoutMargins:)``.
public struct LayoutDevice: Hashable, Sendable {
  /// How the device is held: iPhones hide the status bar in landscape and have the sensor housing
  /// at a side; iPads keep their bars at the top and bottom.
  public enum Orientation: Hashable, Sendable {
    /// Upright.
    case portrait
    /// On its side.
    case landscape
  }

  /// A size class, as `UIUserInterfaceSizeClass`.
  public enum SizeClass: Hashable, Sendable {
    /// Constrained space: an iPhone's width in portrait, its height in landscape.
    case compact
    /// Expansive space: an iPad both ways, a large iPhone's width in landscape.
    case regular
  }

  /// The marketing name (`iPhone 15`): the one it was looked up by, or the first of its row when
  /// it was looked up by Interface Builder's id.
  public var name: String
  /// Interface Builder's id of the screen (`retina6_0`), shared by the devices of one size.
  public var interfaceBuilderIdentifier: String
  /// How it is held.
  public var orientation: Orientation
  /// The screen in points, as held (landscape swaps width and height).
  public var screenSize: LayoutSize
  /// Pixels per point (`UIScreen.scale`): 2 or 3, to round frames to pixels with.
  public var scale: Double
  /// The root view's safe-area insets: the status bar, the sensor housing, the home indicator.
  public var safeAreaInsets: LayoutInsets
  /// The status bar's height, 0 where the orientation hides it.
  public var statusBarHeight: Double
  /// Whether the screen has a sensor housing (an iPad: rounded corners) and a home indicator.
  public var hasSensorHousing: Bool
  /// The horizontal size class of a full-screen view.
  public var horizontalSizeClass: SizeClass
  /// The vertical size class of a full-screen view.
  public var verticalSizeClass: SizeClass
  /// A view controller's root view's `systemMinimumLayoutMargins`: 16 or 20 at the sides.
  public var systemMinimumLayoutMargins: LayoutDirectionalInsets

  /// A device of the host's own, field by field; ``LayoutEngine/apply(device:)`` reads the screen
  /// size, the safe-area insets and the system minimum margins.
  public init(
    name: String, interfaceBuilderIdentifier: String = "", orientation: Orientation = .portrait,
    screenSize: LayoutSize, scale: Double = 2, safeAreaInsets: LayoutInsets = .zero,
    statusBarHeight: Double = 0, hasSensorHousing: Bool = false, horizontalSizeClass: SizeClass = .compact,
    verticalSizeClass: SizeClass = .regular,
    systemMinimumLayoutMargins: LayoutDirectionalInsets = LayoutDirectionalInsets(leading: 16, trailing: 16)
  ) {
    self.name = name
    self.interfaceBuilderIdentifier = interfaceBuilderIdentifier
    self.orientation = orientation
    self.screenSize = screenSize
    self.scale = scale
    self.safeAreaInsets = safeAreaInsets
    self.statusBarHeight = statusBarHeight
    self.hasSensorHousing = hasSensorHousing
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.systemMinimumLayoutMargins = systemMinimumLayoutMargins
  }

  /// The device called `name`: Interface Builder's id (`retina6_1`, as IB writes it) or a
  /// marketing name (`iPhone 11`, in any case); `nil` for a name the table does not know
  /// (``knownNames`` lists them).
  public static func named(_ name: String, orientation: Orientation = .portrait) -> LayoutDevice? {
    let device = Bridge.layoutDeviceNamed(CxxString(name), orientation == .landscape)
    // The bridge answers an unknown name with a device without an id.
    if device.interfaceBuilderIdentifier.empty() { return nil }
    return LayoutDevice(device)
  }

  /// Every name ``named(_:orientation:)`` accepts, smallest iPhone first, each screen's marketing
  /// names before its Interface Builder id.
  public static var knownNames: [String] {
    String(Bridge.layoutDeviceKnownNames()).split(separator: "\n").map(String.init)
  }
}

extension LayoutEngine {
  /// Lays the root out as a full-screen view controller's view on `device`: sets the root's size
  /// to its screen (as ``setRootSize(_:)``, under the same ``unsatisfiableConstraintPolicy``),
  /// the root's safe-area insets and its system minimum layout margins, all or nothing. The scale,
  /// size classes and status bar are the host's to read: the engine lays out in points.
  ///
  /// - Throws: ``LayoutError`` when a step is refused (the message names the device first); the
  ///   engine is then exactly as before the call.
  public func apply(device: LayoutDevice) throws(LayoutError) {
    try check(Bridge.engineApplyDevice(cxx, device.cxx))
  }
}
