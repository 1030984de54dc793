// Composite anchors, as SnapKit's `edges`, `size` and `center`: several anchors related at once.
// Each relation returns the constraints it stands for, which `activate { }` and `layout { }` accept
// like single ones.
//
// The one behaviour of the Swift face that C++ does not have (design.md: every behaviour is
// implemented once, in C++), on purpose: a composite is only a bundle of single anchors, and each
// of its relations expands into single-anchor constraints the C++ algebra builds and checks, so no
// layout rule lives here. What is Swift-only is the grouping and which relation each edge gets
// (`edges <= other` means inside: top and left `>=`, bottom and right `<=`). C++ hosts write the
// four constraints; a C++ composite would be a convenience for them, not a second implementation.

// MARK: - Edges

/// The four edges of an item in absolute terms (top, left, bottom, right), optionally inset:
/// `$0.edges == parent.edgesAnchor.inset(by: 16)`, or pinned to the parent's margins or safe area:
/// `$0.edges == parent.layoutMarginsGuide.edgesAnchor`,
/// `$0.edges == parent.safeAreaLayoutGuide.edgesAnchor`.
public struct LayoutEdgesAnchor {
  /// The top edge (with its inset).
  public var top: LayoutYAxisAnchor
  /// The left edge (with its inset).
  public var left: LayoutXAxisAnchor
  /// The bottom edge (with its inset).
  public var bottom: LayoutYAxisAnchor
  /// The right edge (with its inset).
  public var right: LayoutXAxisAnchor

  /// The edges moved inward by `insets` (top and left down and right, bottom and right up and
  /// left).
  public func inset(by insets: LayoutInsets) -> LayoutEdgesAnchor {
    LayoutEdgesAnchor(
      top: top + insets.top, left: left + insets.left, bottom: bottom - insets.bottom,
      right: right - insets.right)
  }

  /// The edges moved inward by `inset` on every side.
  public func inset(by inset: Double) -> LayoutEdgesAnchor {
    self.inset(by: LayoutInsets(all: inset))
  }

  /// Each edge equal to the other's: four constraints (top, left, bottom, right).
  public static func == (lhs: LayoutEdgesAnchor, rhs: LayoutEdgesAnchor) -> [LayoutConstraint] {
    [lhs.top == rhs.top, lhs.left == rhs.left, lhs.bottom == rhs.bottom, lhs.right == rhs.right]
  }

  /// The edges inside the other's (top and left at least, bottom and right at most): four
  /// constraints.
  public static func <= (lhs: LayoutEdgesAnchor, rhs: LayoutEdgesAnchor) -> [LayoutConstraint] {
    [lhs.top >= rhs.top, lhs.left >= rhs.left, lhs.bottom <= rhs.bottom, lhs.right <= rhs.right]
  }

  /// The edges around the other's (top and left at most, bottom and right at least): four
  /// constraints.
  public static func >= (lhs: LayoutEdgesAnchor, rhs: LayoutEdgesAnchor) -> [LayoutConstraint] {
    [lhs.top <= rhs.top, lhs.left <= rhs.left, lhs.bottom >= rhs.bottom, lhs.right >= rhs.right]
  }
}

/// The four edges of an item in reading direction (top, leading, bottom, trailing), optionally
/// inset: `$0.directionalEdges == parent.directionalEdgesAnchor.inset(by: insets)`.
public struct LayoutDirectionalEdgesAnchor {
  /// The top edge (with its inset).
  public var top: LayoutYAxisAnchor
  /// The leading edge (with its inset).
  public var leading: LayoutDirectionalXAxisAnchor
  /// The bottom edge (with its inset).
  public var bottom: LayoutYAxisAnchor
  /// The trailing edge (with its inset).
  public var trailing: LayoutDirectionalXAxisAnchor

  /// The edges moved inward by `insets`; leading and trailing follow the reading direction, so
  /// the leading inset is measured from the right in right-to-left layouts.
  public func inset(by insets: LayoutDirectionalInsets) -> LayoutDirectionalEdgesAnchor {
    // Constants on directional anchors are in reading direction (the C++ engine flips them in
    // right-to-left layouts), so `leading + inset` is inward in both directions.
    LayoutDirectionalEdgesAnchor(
      top: top + insets.top, leading: leading + insets.leading, bottom: bottom - insets.bottom,
      trailing: trailing - insets.trailing)
  }

  /// The edges moved inward by `inset` on every side.
  public func inset(by inset: Double) -> LayoutDirectionalEdgesAnchor {
    self.inset(by: LayoutDirectionalInsets(all: inset))
  }

  /// Each edge equal to the other's: four constraints (top, leading, bottom, trailing).
  public static func == (lhs: LayoutDirectionalEdgesAnchor, rhs: LayoutDirectionalEdgesAnchor)
    -> [LayoutConstraint]
  {
    [lhs.top == rhs.top, lhs.leading == rhs.leading, lhs.bottom == rhs.bottom, lhs.trailing == rhs.trailing]
  }
}

// MARK: - Size

/// The width and height of an item: `$0.size == other.sizeAnchor`, `$0.size == LayoutSize(…)`,
/// `$0.size == other.sizeAnchor * 0.5`.
public struct LayoutSizeAnchor {
  /// The width.
  public var width: LayoutDimension
  /// The height.
  public var height: LayoutDimension

  /// Both dimensions times `multiplier`.
  public static func * (size: LayoutSizeAnchor, multiplier: Double) -> LayoutSizeAnchor {
    LayoutSizeAnchor(width: size.width * multiplier, height: size.height * multiplier)
  }

  /// Both dimensions divided by `divisor`.
  public static func / (size: LayoutSizeAnchor, divisor: Double) -> LayoutSizeAnchor {
    LayoutSizeAnchor(width: size.width / divisor, height: size.height / divisor)
  }

  /// Both dimensions grown by `amount`.
  public static func + (size: LayoutSizeAnchor, amount: Double) -> LayoutSizeAnchor {
    LayoutSizeAnchor(width: size.width + amount, height: size.height + amount)
  }

  /// Both dimensions shrunk by `amount`.
  public static func - (size: LayoutSizeAnchor, amount: Double) -> LayoutSizeAnchor {
    LayoutSizeAnchor(width: size.width - amount, height: size.height - amount)
  }

  /// Width equal to width, height to height: two constraints.
  public static func == (lhs: LayoutSizeAnchor, rhs: LayoutSizeAnchor) -> [LayoutConstraint] {
    [lhs.width == rhs.width, lhs.height == rhs.height]
  }

  /// Width and height at most the other's: two constraints.
  public static func <= (lhs: LayoutSizeAnchor, rhs: LayoutSizeAnchor) -> [LayoutConstraint] {
    [lhs.width <= rhs.width, lhs.height <= rhs.height]
  }

  /// Width and height at least the other's: two constraints.
  public static func >= (lhs: LayoutSizeAnchor, rhs: LayoutSizeAnchor) -> [LayoutConstraint] {
    [lhs.width >= rhs.width, lhs.height >= rhs.height]
  }

  /// Width and height equal to a size: two constraints.
  public static func == (lhs: LayoutSizeAnchor, size: LayoutSize) -> [LayoutConstraint] {
    [lhs.width == size.width, lhs.height == size.height]
  }

  /// Width and height at most a size: two constraints.
  public static func <= (lhs: LayoutSizeAnchor, size: LayoutSize) -> [LayoutConstraint] {
    [lhs.width <= size.width, lhs.height <= size.height]
  }

  /// Width and height at least a size: two constraints.
  public static func >= (lhs: LayoutSizeAnchor, size: LayoutSize) -> [LayoutConstraint] {
    [lhs.width >= size.width, lhs.height >= size.height]
  }
}

// MARK: - Center

/// The center of an item: `$0.center == parent.centerAnchor`, or offset:
/// `$0.center == parent.centerAnchor.offsetBy(x: 0, y: -40)`.
public struct LayoutCenterAnchor {
  /// The horizontal center (with its offset).
  public var centerX: LayoutXAxisAnchor
  /// The vertical center (with its offset).
  public var centerY: LayoutYAxisAnchor

  /// The center moved by `x` to the right and `y` down.
  public func offsetBy(x: Double = 0, y: Double = 0) -> LayoutCenterAnchor {
    LayoutCenterAnchor(centerX: centerX + x, centerY: centerY + y)
  }

  /// Both centers equal: two constraints.
  public static func == (lhs: LayoutCenterAnchor, rhs: LayoutCenterAnchor) -> [LayoutConstraint] {
    [lhs.centerX == rhs.centerX, lhs.centerY == rhs.centerY]
  }
}
