/// The anchors of one item under the short names of the article on a Swift Auto Layout DSL: what
/// `$0` is in ``LayoutItem/layout(file:line:_:)``.
///
/// ```swift
/// label.layout {
///     $0.top == button.bottomAnchor + 20
///     $0.leading == button.leadingAnchor
///     $0.width <= view.widthAnchor - 40
/// }
/// ```
public struct LayoutProxy {
  /// The item laid out.
  public let item: LayoutItem

  /// The item's ``LayoutItem/leadingAnchor``.
  public var leading: LayoutDirectionalXAxisAnchor { item.leadingAnchor }
  /// The item's ``LayoutItem/trailingAnchor``.
  public var trailing: LayoutDirectionalXAxisAnchor { item.trailingAnchor }
  /// The item's ``LayoutItem/leftAnchor``.
  public var left: LayoutXAxisAnchor { item.leftAnchor }
  /// The item's ``LayoutItem/rightAnchor``.
  public var right: LayoutXAxisAnchor { item.rightAnchor }
  /// The item's ``LayoutItem/centerXAnchor``.
  public var centerX: LayoutXAxisAnchor { item.centerXAnchor }
  /// The item's ``LayoutItem/topAnchor``.
  public var top: LayoutYAxisAnchor { item.topAnchor }
  /// The item's ``LayoutItem/bottomAnchor``.
  public var bottom: LayoutYAxisAnchor { item.bottomAnchor }
  /// The item's ``LayoutItem/centerYAnchor``.
  public var centerY: LayoutYAxisAnchor { item.centerYAnchor }
  /// The item's ``LayoutItem/firstBaselineAnchor``.
  public var firstBaseline: LayoutYAxisAnchor { item.firstBaselineAnchor }
  /// The item's ``LayoutItem/lastBaselineAnchor``.
  public var lastBaseline: LayoutYAxisAnchor { item.lastBaselineAnchor }
  /// The item's ``LayoutItem/widthAnchor``.
  public var width: LayoutDimension { item.widthAnchor }
  /// The item's ``LayoutItem/heightAnchor``.
  public var height: LayoutDimension { item.heightAnchor }
  /// The item's ``LayoutItem/edgesAnchor``.
  public var edges: LayoutEdgesAnchor { item.edgesAnchor }
  /// The item's ``LayoutItem/directionalEdgesAnchor``.
  public var directionalEdges: LayoutDirectionalEdgesAnchor { item.directionalEdgesAnchor }
  /// The item's ``LayoutItem/sizeAnchor``.
  public var size: LayoutSizeAnchor { item.sizeAnchor }
  /// The item's ``LayoutItem/centerAnchor``.
  public var center: LayoutCenterAnchor { item.centerAnchor }
}
