// The composite anchors of an item (``LayoutEdgesAnchor``, ``LayoutSizeAnchor``, …), made of its
// single anchors; see `CompositeAnchors.swift` for why they exist in Swift only.

extension LayoutItem {
  /// The four edges in absolute terms: top, left, bottom, right.
  public var edgesAnchor: LayoutEdgesAnchor {
    LayoutEdgesAnchor(top: topAnchor, left: leftAnchor, bottom: bottomAnchor, right: rightAnchor)
  }

  /// The four edges in reading direction: top, leading, bottom, trailing.
  public var directionalEdgesAnchor: LayoutDirectionalEdgesAnchor {
    LayoutDirectionalEdgesAnchor(
      top: topAnchor, leading: leadingAnchor, bottom: bottomAnchor, trailing: trailingAnchor)
  }

  /// The width and height.
  public var sizeAnchor: LayoutSizeAnchor { LayoutSizeAnchor(width: widthAnchor, height: heightAnchor) }

  /// The horizontal and vertical centers.
  public var centerAnchor: LayoutCenterAnchor {
    LayoutCenterAnchor(centerX: centerXAnchor, centerY: centerYAnchor)
  }
}
