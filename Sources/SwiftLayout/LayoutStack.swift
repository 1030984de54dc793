/// How a stack sizes and places its arranged items along its axis (UIStackView's
/// `Distribution`). In every case the first visible arranged item starts at the canvas's leading
/// (or top) edge and the last one ends at its trailing (or bottom) edge.
public enum LayoutStackDistribution: UInt8, Sendable, CaseIterable {
  /// The items fill the axis with the spacing between them; the one that hugs least stretches,
  /// the one that resists compression least shrinks.
  case fill
  /// As ``fill``, every visible item as long as the one before it.
  case fillEqually
  /// As ``fill``, consecutive visible items in the ratio of their intrinsic sizes along the axis
  /// (a new intrinsic size rebuilds the item's ratios).
  case fillProportionally
  /// The items at their sizes, the gaps between them equal and at least the spacing; exactly the
  /// spacing when nothing else sets the stack's length (UIKit's tie-breaker).
  case equalSpacing
  /// The centers of consecutive items equally apart, the gaps at least the spacing; the centering
  /// (priority 149, as UIKit's) gives way to the spacing and to the items' hugging and compression
  /// resistance.
  case equalCentering
}

/// Where a stack places its arranged items across its axis (UIStackView's `Alignment`).
/// ``top`` is ``leading`` and ``bottom`` is ``trailing``, as in UIKit.
public enum LayoutStackAlignment: UInt8, Sendable, CaseIterable {
  /// From one cross edge of the canvas to the other.
  case fill
  /// At the leading edge (a vertical stack) or the top edge (a horizontal one).
  case leading
  /// First baselines aligned (horizontal stacks only).
  case firstBaseline
  /// Centered across the axis.
  case center
  /// At the trailing edge (a vertical stack) or the bottom edge (a horizontal one).
  case trailing
  /// Last baselines aligned (horizontal stacks only).
  case lastBaseline

  /// The top edge of a horizontal stack: ``leading``.
  public static let top = LayoutStackAlignment.leading
  /// The bottom edge of a horizontal stack: ``trailing``.
  public static let bottom = LayoutStackAlignment.trailing
}

/// A stack's options, as UIStackView's properties.
public struct LayoutStackProperties: Equatable, Sendable {
  /// The axis the items are arranged along (default horizontal).
  public var axis: LayoutAxis
  /// How the items share the axis (default ``LayoutStackDistribution/fill``).
  public var distribution: LayoutStackDistribution
  /// Where the items sit across the axis (default ``LayoutStackAlignment/fill``).
  public var alignment: LayoutStackAlignment
  /// The gap between consecutive visible items (the least gap for the equal distributions).
  public var spacing: Double
  /// Whether the items are laid out inside the stack's layout margins.
  public var isLayoutMarginsRelativeArrangement: Bool
  /// For a vertical stack: the spacing measured from last baseline to first baseline.
  public var isBaselineRelativeArrangement: Bool
}

extension LayoutEngine {
  /// A new view called `name` that is a stack (UIStackView): it lays out its arranged subitems
  /// along its axis with constraints the engine maintains, named `stack-spacing`,
  /// `stack-canvas-leading`, `stack-hiding`, … in diagnostics (the C++ `LayoutEngine::makeStack`
  /// lists them). Its options start as UIKit's defaults: horizontal, ``LayoutStackDistribution/fill``,
  /// ``LayoutStackAlignment/fill``, spacing 0. Not yet in the tree.
  public func makeStack(_ name: String) -> LayoutItem {
    LayoutItem(engine: self, handle: Bridge.engineMakeStack(cxx, CxxString(name)))
  }
}

extension LayoutItem {
  // MARK: Hidden items

  /// The item's own hidden flag. A hidden item keeps its constraints and its frame but is not
  /// drawn (Auto Layout's rule); a hidden arranged item of a stack collapses.
  public var isHidden: Bool { Bridge.engineIsHidden(engine.cxx, handle) }

  /// Whether the item is not drawn: it or one of its ancestors is hidden.
  public var isHiddenInTree: Bool { Bridge.engineIsHiddenInTree(engine.cxx, handle) }

  /// Hides or shows the item (see ``isHidden``).
  ///
  /// - Throws: ``LayoutError`` for a layout guide (never drawn), a removed item, or an arranged
  ///   item whose stack cannot hold the change.
  public func setHidden(_ hidden: Bool) throws(LayoutError) {
    try check(Bridge.engineSetHidden(engine.cxx, handle, hidden))
  }

  // MARK: Stacks

  /// Whether the item is a stack (``LayoutEngine/makeStack(_:)``).
  public var isStack: Bool { Bridge.engineIsStack(engine.cxx, handle) }

  /// The stack's arranged subitems in order (empty for an item that is not a stack).
  public var arrangedSubitems: [LayoutItem] {
    Bridge.engineArrangedSubitems(engine.cxx, handle).map { LayoutItem(engine: engine, handle: $0) }
  }

  /// The stack's options (UIKit's defaults for an item that is not a stack).
  public var stackProperties: LayoutStackProperties {
    let properties = Bridge.engineStackProperties(engine.cxx, handle)
    return LayoutStackProperties(
      axis: LayoutAxis(properties.axis),
      distribution: LayoutStackDistribution(rawValue: properties.distribution.rawValue) ?? .fill,
      alignment: LayoutStackAlignment(rawValue: properties.alignment.rawValue) ?? .fill,
      spacing: properties.spacing,
      isLayoutMarginsRelativeArrangement: properties.isLayoutMarginsRelativeArrangement,
      isBaselineRelativeArrangement: properties.isBaselineRelativeArrangement)
  }

  /// Appends `item` to this stack's arranged subitems; an item without a parent first becomes
  /// the stack's last subitem. Only the constraints next to it change.
  ///
  /// - Throws: ``LayoutError`` when this item is not a stack, `item` is a guide, the root, this
  ///   stack or its ancestor, or a subitem of another parent, or when the stack cannot hold.
  public func addArrangedSubitem(_ item: LayoutItem) throws(LayoutError) {
    try check(Bridge.engineInsertArrangedSubitem(engine.cxx, handle, item.handle, true, 0))
  }

  /// Makes `item` the arranged subitem at `index` (counted in the final list), moving it when
  /// it is arranged already, as UIStackView's `insertArrangedSubview(_:at:)`.
  ///
  /// - Throws: the errors of ``addArrangedSubitem(_:)``, and ``LayoutError/Kind/invalidValue``
  ///   for an index beyond the list.
  public func insertArrangedSubitem(_ item: LayoutItem, at index: Int) throws(LayoutError) {
    try check(
      Bridge.engineInsertArrangedSubitem(engine.cxx, handle, item.handle, false, index < 0 ? Int.max : index))
  }

  /// Takes `item` out of the arrangement; it stays a subitem, as UIKit's `removeArrangedSubview`.
  ///
  /// - Throws: ``LayoutError`` when this item is not a stack or `item` is not arranged in it.
  public func removeArrangedSubitem(_ item: LayoutItem) throws(LayoutError) {
    try check(Bridge.engineRemoveArrangedSubitem(engine.cxx, handle, item.handle))
  }

  /// Sets the stack's axis.
  ///
  /// - Throws: ``LayoutError`` when this item is not a stack, or vertical under a baseline alignment.
  public func setStackAxis(_ axis: LayoutAxis) throws(LayoutError) {
    try check(Bridge.engineSetStackAxis(engine.cxx, handle, axis.cxx))
  }

  /// Sets the stack's distribution.
  public func setStackDistribution(_ distribution: LayoutStackDistribution) throws(LayoutError) {
    try check(Bridge.engineSetStackDistribution(engine.cxx, handle, distribution.rawValue))
  }

  /// Sets the stack's alignment.
  ///
  /// - Throws: ``LayoutError`` for a baseline alignment of a vertical stack.
  public func setStackAlignment(_ alignment: LayoutStackAlignment) throws(LayoutError) {
    try check(Bridge.engineSetStackAlignment(engine.cxx, handle, alignment.rawValue))
  }

  /// Sets the stack's spacing.
  ///
  /// - Throws: ``LayoutError`` for a NaN, infinite or negative spacing.
  public func setStackSpacing(_ spacing: Double) throws(LayoutError) {
    try check(Bridge.engineSetStackSpacing(engine.cxx, handle, spacing))
  }

  /// Sets the spacing after the arranged item `item` (nil: the stack's spacing again), as
  /// UIStackView's `setCustomSpacing(_:after:)`.
  public func setCustomSpacing(_ spacing: Double?, after item: LayoutItem) throws(LayoutError) {
    try check(Bridge.engineSetCustomSpacing(engine.cxx, handle, item.handle, spacing != nil, spacing ?? 0))
  }

  /// The custom spacing after the arranged item `item` (nil when none).
  public func customSpacing(after item: LayoutItem) -> Double? {
    let spacing = Bridge.engineCustomSpacing(engine.cxx, handle, item.handle)
    return spacing.isNaN ? nil : spacing
  }

  /// Lays the items out inside the stack's layout margins (true) or its edges (false).
  public func setLayoutMarginsRelativeArrangement(_ relative: Bool) throws(LayoutError) {
    try check(Bridge.engineSetLayoutMarginsRelativeArrangement(engine.cxx, handle, relative))
  }

  /// Measures a vertical stack's spacing from last baseline to first baseline.
  public func setBaselineRelativeArrangement(_ relative: Bool) throws(LayoutError) {
    try check(Bridge.engineSetBaselineRelativeArrangement(engine.cxx, handle, relative))
  }
}
