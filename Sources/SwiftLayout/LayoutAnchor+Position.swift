// What only positions (``LayoutXAxisAnchor``, ``LayoutDirectionalXAxisAnchor``,
// ``LayoutYAxisAnchor``) have: moving by a dimension. See `LayoutAnchor.swift` for the table.

extension LayoutAnchor where Kind: LayoutPositionKind {
  /// The position a distance further along the axis: `a.leftAnchor + a.widthAnchor / 2`,
  /// `a.topAnchor + a.heightAnchor / 2`.
  public static func + (position: Self, distance: LayoutDimension) -> Self {
    Self(position.storage.combined(scale: 1, with: distance.storage, otherScale: 1))
  }

  /// The position a distance further along the axis: `a.widthAnchor / 2 + a.leftAnchor`.
  public static func + (distance: LayoutDimension, position: Self) -> Self {
    Self(position.storage.combined(scale: 1, with: distance.storage, otherScale: 1))
  }

  /// The position a distance back along the axis: `a.rightAnchor - a.widthAnchor / 2`.
  public static func - (position: Self, distance: LayoutDimension) -> Self {
    Self(position.storage.combined(scale: 1, with: distance.storage, otherScale: -1))
  }
}
