// Auto Layout's anchors of an item, as `UIView`'s: each is a new ``LayoutAnchor`` of one term,
// `1 · item.attribute`.

extension LayoutItem {
  /// The one-term expression `1 · self.attribute`, in this item's engine (kept alive by it).
  private func anchor(_ attribute: CxxLayoutAttribute) -> LayoutExpressionStorage {
    LayoutExpressionStorage(item: self, attribute: attribute)
  }

  /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
  public var leadingAnchor: LayoutDirectionalXAxisAnchor { LayoutDirectionalXAxisAnchor(anchor(.leading)) }
  /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
  public var trailingAnchor: LayoutDirectionalXAxisAnchor { LayoutDirectionalXAxisAnchor(anchor(.trailing)) }
  /// The left edge.
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(anchor(.left)) }
  /// The right edge.
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(anchor(.right)) }
  /// The horizontal center.
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(anchor(.centerX)) }
  /// The top edge.
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(anchor(.top)) }
  /// The bottom edge.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(anchor(.bottom)) }
  /// The vertical center.
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(anchor(.centerY)) }
  /// The first baseline: the top plus the first baseline offset
  /// (``setBaselineOffsets(firstFromTop:lastFromBottom:)``).
  public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(anchor(.firstBaseline)) }
  /// The last baseline: the bottom minus the last baseline offset.
  public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(anchor(.lastBaseline)) }
  /// The width.
  public var widthAnchor: LayoutDimension { LayoutDimension(anchor(.width)) }
  /// The height.
  public var heightAnchor: LayoutDimension { LayoutDimension(anchor(.height)) }
}
