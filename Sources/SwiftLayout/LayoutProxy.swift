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

extension LayoutItem {
  /// Activates the constraints of a block on this item, with the item's anchors as `$0`'s short
  /// names, as in the article on a Swift Auto Layout DSL. All or nothing; a failure goes to the
  /// engine's ``LayoutEngine/diagnosticsHandler`` (by default a message on standard error naming
  /// the conflicting constraints and where each was written), and leaves the engine as it was.
  ///
  /// ```swift
  /// label.layout {
  ///     $0.top == button.bottomAnchor + 20
  ///     $0.leading == button.leadingAnchor
  ///     $0.width <= view.widthAnchor - 40
  /// }
  /// ```
  ///
  /// - Returns: The constraints (active unless the activation failed).
  @discardableResult
  public func layout(
    file: StaticString = #fileID, line: UInt = #line,
    @LayoutBuilder _ constraints: (LayoutProxy) -> [LayoutConstraint]
  ) -> [LayoutConstraint] {
    let built = constraints(LayoutProxy(item: self))
    do {
      try LayoutConstraint.activate(built, file: file, line: line)
    } catch {
      engine.report(error)
    }
    return built
  }
}
