/// A rectangle: origin (x to the right, y down) and size, as the engine reports frames.
public struct LayoutRect: Hashable, Sendable, CustomStringConvertible {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// A rectangle at (`x`, `y`) of `width` × `height`.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The size of the rectangle.
  public var size: LayoutSize { LayoutSize(width: width, height: height) }

  /// `(x, y, width, height)`, each number as the C++ core writes numbers: `(30, 164, 360, 20)`.
  public var description: String {
    "(\([x, y, width, height].map(formatNumber).joined(separator: ", ")))"
  }
}

/// A size.
public struct LayoutSize: Hashable, Sendable, CustomStringConvertible {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// A size of `width` × `height`.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// `width × height`, each number as the C++ core writes numbers: `360 × 20`.
  public var description: String { "\(formatNumber(width)) × \(formatNumber(height))" }
}

/// Insets from each edge, as `UIEdgeInsets`.
public struct LayoutInsets: Hashable, Sendable {
  /// From the top edge.
  public var top: Double
  /// From the left edge.
  public var left: Double
  /// From the bottom edge.
  public var bottom: Double
  /// From the right edge.
  public var right: Double

  /// Insets of `top`, `left`, `bottom`, `right`.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on every edge.
  public init(all inset: Double) {
    self.init(top: inset, left: inset, bottom: inset, right: inset)
  }

  /// No insets.
  public static let zero = LayoutInsets()
}

/// Insets by reading direction, as `NSDirectionalEdgeInsets`: leading and trailing swap with the
/// item's layout direction.
public struct LayoutDirectionalInsets: Hashable, Sendable {
  /// From the top edge.
  public var top: Double
  /// From the leading edge.
  public var leading: Double
  /// From the bottom edge.
  public var bottom: Double
  /// From the trailing edge.
  public var trailing: Double

  /// Insets of `top`, `leading`, `bottom`, `trailing`.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on every edge.
  public init(all inset: Double) {
    self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
  }

  /// No insets.
  public static let zero = LayoutDirectionalInsets()
}

/// The two axes of layout.
public enum LayoutAxis: Hashable, Sendable, CaseIterable {
  /// Left to right: x, widths.
  case horizontal
  /// Top to bottom: y, heights.
  case vertical
}

/// The reading direction that resolves `leading` and `trailing`.
public enum LayoutDirection: Hashable, Sendable {
  /// Take the parent's effective direction (the root's is left to right).
  case inherit
  /// Leading is left.
  case leftToRight
  /// Leading is right.
  case rightToLeft
}

/// Which coordinates a frame is read in.
public enum LayoutCoordinates: Hashable, Sendable {
  /// Relative to the parent's top-left corner.
  case parent
  /// Relative to the root's top-left corner.
  case root
}

/// Which fitting size to compute, as `UIView.layoutFittingCompressedSize` / `ExpandedSize`.
public enum LayoutFitting: Hashable, Sendable {
  /// The smallest size the item's constraints allow.
  case compressed
  /// The largest size the item's constraints allow.
  case expanded
}
