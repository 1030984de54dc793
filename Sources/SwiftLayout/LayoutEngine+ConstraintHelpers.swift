// Android ConstraintLayout's helpers on the Swift face, with the C++ engine's names
// (`LayoutEngine.h`, "MARK: ConstraintLayout helpers"; the semantics: docs/constraint-helpers.md):
// each a set of constraints the engine maintains, made all or nothing, removed with
// `removeHelper(_:)`.

/// Which way a guideline runs: a vertical guideline is a vertical line at a horizontal position.
public enum GuidelineOrientation: Hashable, Sendable {
  case vertical, horizontal
}

/// What a guideline's value measures from (ConstraintLayout's `layout_constraintGuide_begin`,
/// `_end`, `_percent`).
public enum GuidelineReference: Hashable, Sendable {
  /// Points from the parent's leading edge (the right one in right to left) or top edge.
  case begin
  /// Points from the parent's trailing or bottom edge, inward.
  case end
  /// A fraction in [0, 1] of the parent's width (from its leading edge) or height (from its top).
  case fraction
}

/// The edge of the items a barrier follows; the barrier sits at the most extreme one, moved
/// outward by its margin.
public enum BarrierEdge: Hashable, Sendable {
  case leading, trailing, left, right, top, bottom
}

/// How a chain spreads its items between its two anchors.
public enum ChainStyle: Hashable, Sendable {
  /// Equal gaps, the two ends included.
  case spread
  /// The first and last items pinned to the anchors, equal gaps between the items.
  case spreadInside
  /// The items side by side, placed by the chain's bias.
  case packed
}

/// The fixed space on either side of one item of a chain (the C++ `LayoutChainMargins`):
/// ConstraintLayout's `layout_marginStart` and `layout_marginEnd` (top and bottom in a vertical
/// chain). Part of the gap next to it, not of the space the chain's style spreads; finite and 0 or
/// more. A hidden ("gone") item's margins count for nothing. ``goneStart`` and ``goneEnd`` are
/// ConstraintLayout's `layout_goneMarginStart` and `_End`.
public struct LayoutChainMargins: Hashable, Sendable {
  /// Before the item: leading (or top) side.
  public var start: Double
  /// After the item: trailing (or bottom) side.
  public var end: Double
  /// Instead of ``start`` while the item before this one in the chain's list is hidden (gone);
  /// `nil`: ``start`` still. Never applies to the first item (the anchor is never gone).
  public var goneStart: Double?
  /// Instead of ``end`` while the item after this one in the chain's list is hidden (gone); `nil`:
  /// ``end`` still. Never applies to the last item.
  public var goneEnd: Double?

  /// The margins of one item of a chain.
  public init(start: Double = 0, end: Double = 0, goneStart: Double? = nil, goneEnd: Double? = nil) {
    self.start = start
    self.end = end
    self.goneStart = goneStart
    self.goneEnd = goneEnd
  }
}

/// The options of a chain (the C++ `LayoutChainOptions`).
public struct LayoutChainOptions: Hashable, Sendable {
  /// The style (``ChainStyle/spread`` by default).
  public var style: ChainStyle
  /// For ``ChainStyle/packed``: 0 (leading or top) to 1 (trailing or bottom); 0.5 centers. Must be
  /// in [0, 1] whatever the style.
  public var bias: Double
  /// Empty, or one weight per item: an item of weight > 0 takes a share of the space left by the
  /// others in proportion to its weight (ConstraintLayout's "match constraint"); with any weight
  /// the items fill the space between the anchors.
  public var weights: [Double]
  /// Empty, or one ``LayoutChainMargins`` per item: fixed space in the gaps that the style does
  /// not spread (each gap is its margins plus the spread part the style holds).
  public var margins: [LayoutChainMargins]

  /// Options of a chain.
  public init(
    style: ChainStyle = .spread, bias: Double = 0.5, weights: [Double] = [],
    margins: [LayoutChainMargins] = []
  ) {
    self.style = style
    self.bias = bias
    self.weights = weights
    self.margins = margins
  }
}

/// A helper of an engine: what ``LayoutEngine/removeHelper(_:)`` removes.
public struct LayoutHelper {
  let engine: LayoutEngine
  let handle: CxxLayoutHelper

  /// For a guideline or a barrier, the layout guide that is the line (relate other items to its
  /// `leadingAnchor`, `leftAnchor` or `topAnchor`); nil for the other helpers.
  public var guide: LayoutItem? {
    let guide = Bridge.layoutHelperGuide(handle)
    return guide.isValid() ? LayoutItem(engine: engine, handle: guide) : nil
  }
}

extension GuidelineOrientation {
  var cxx: CxxGuidelineOrientation { self == .vertical ? .vertical : .horizontal }
}

extension GuidelineReference {
  var cxx: CxxGuidelineReference {
    switch self {
    case .begin: .begin
    case .end: .end
    case .fraction: .fraction
    }
  }
}

extension BarrierEdge {
  var cxx: CxxBarrierEdge {
    switch self {
    case .leading: .leading
    case .trailing: .trailing
    case .left: .left
    case .right: .right
    case .top: .top
    case .bottom: .bottom
    }
  }
}

extension ChainStyle {
  var cxx: CxxChainStyle {
    switch self {
    case .spread: .spread
    case .spreadInside: .spreadInside
    case .packed: .packed
    }
  }
}

extension LayoutEngine {
  /// The helper `made` names, or its failure thrown.
  private func helper(_ made: CxxLayoutHelperResult) throws(LayoutError) -> LayoutHelper {
    try check(Bridge.layoutHelperResultOutcome(made))
    return LayoutHelper(engine: self, handle: Bridge.layoutHelperResultHelper(made))
  }

  /// A guideline of `parent` called `name`: a layout guide of thickness 0 spanning the parent, at
  /// `value` points from its leading or top edge (``GuidelineReference/begin``), from its trailing
  /// or bottom edge (``GuidelineReference/end``), or at `value` times its width or height
  /// (``GuidelineReference/fraction``). Under a right-to-left parent, begin counts from the right.
  ///
  /// - Returns: The helper; its ``LayoutHelper/guide`` is the line.
  /// - Throws: ``LayoutError`` for a value that is not finite, a fraction outside [0, 1], a
  ///   removed parent or a guide as the parent; the engine is then unchanged.
  public func makeGuideline(
    in parent: LayoutItem, name: String, orientation: GuidelineOrientation, reference: GuidelineReference,
    value: Double
  ) throws(LayoutError) -> LayoutHelper {
    try helper(
      Bridge.engineMakeGuideline(cxx, parent.handle, CxxString(name), orientation.cxx, reference.cxx, value))
  }

  /// A barrier of `parent` called `name` at the most extreme `edge` of `items`, moved outward by
  /// `margin`: a line that follows the items as their sizes change. Its pull toward the items is
  /// at priority 1 so that it never stretches them (docs/constraint-helpers.md: what that costs).
  ///
  /// - Returns: The helper; its ``LayoutHelper/guide`` is the line.
  /// - Throws: ``LayoutError`` for no items, an item repeated, the parent among the items, a margin
  ///   that is not finite, or items outside the parent's tree; the engine is then unchanged.
  public func makeBarrier(
    in parent: LayoutItem, name: String, edge: BarrierEdge, items: [LayoutItem], margin: Double = 0
  ) throws(LayoutError) -> LayoutHelper {
    let handles = items.map(\.handle)
    let made = handles.withUnsafeBufferPointer {
      Bridge.engineMakeBarrier(
        cxx, parent.handle, CxxString(name), edge.cxx, $0.baseAddress, $0.count, margin)
    }
    return try helper(made)
  }

  /// The chain of `items` (2 or more, leading to trailing) between two anchors.
  private func chain(
    _ items: [LayoutItem], horizontal: Bool, start: LayoutExpressionStorage, end: LayoutExpressionStorage,
    options: LayoutChainOptions
  ) throws(LayoutError) -> LayoutHelper {
    let handles = items.map(\.handle)
    // Six numbers per item, as the bridge reads them: start, end, then each gone margin after
    // whether it is given.
    let margins = options.margins.flatMap { (each) -> [Double] in
      [
        each.start, each.end, each.goneStart == nil ? 0 : 1, each.goneStart ?? 0, each.goneEnd == nil ? 0 : 1,
        each.goneEnd ?? 0,
      ]
    }
    let made = handles.withUnsafeBufferPointer { items in
      options.weights.withUnsafeBufferPointer { weights in
        margins.withUnsafeBufferPointer { pairs in
          Bridge.engineMakeChain(
            cxx, items.baseAddress, items.count, horizontal, start.expression, end.expression,
            options.style.cxx, options.bias, weights.baseAddress, weights.count, pairs.baseAddress,
            options.margins.count)
        }
      }
    }
    return try helper(made)
  }

  /// A horizontal chain of `items` (2 or more, in reading order) between `start` and `end`, each an
  /// item's `leadingAnchor` or `trailingAnchor` (not an expression): spread, spread inside or
  /// packed with a bias, weights, margins (``LayoutChainOptions``). Right to left, it runs from the
  /// right. A hidden item (``LayoutItem/setHidden(_:)``, also through a group) is gone from the
  /// chain, as ConstraintLayout's `GONE`: 0 wide, its margins and weight ignored, the chain spread
  /// over the visible items (one visible item: centered by spread and spreadInside, placed by the
  /// bias when packed); showing it restores it.
  ///
  /// - Throws: ``LayoutError`` for a chain of one item, an item repeated, a bias outside [0, 1], a
  ///   negative weight, weights or margins not one per item, a margin that is negative or not
  ///   finite (naming the item and the margin), or constraints that cannot hold; the engine is
  ///   then unchanged.
  public func makeChain(
    _ items: [LayoutItem], from start: LayoutDirectionalXAxisAnchor, to end: LayoutDirectionalXAxisAnchor,
    options: LayoutChainOptions = LayoutChainOptions()
  ) throws(LayoutError) -> LayoutHelper {
    try chain(items, horizontal: true, start: start.storage, end: end.storage, options: options)
  }

  /// A vertical chain of `items` (top to bottom) between two vertical anchors, as the horizontal
  /// one.
  public func makeChain(
    _ items: [LayoutItem], from start: LayoutYAxisAnchor, to end: LayoutYAxisAnchor,
    options: LayoutChainOptions = LayoutChainOptions()
  ) throws(LayoutError) -> LayoutHelper {
    try chain(items, horizontal: false, start: start.storage, end: end.storage, options: options)
  }

  /// Centers `item` between `start` and `end` (an item's `leadingAnchor` or `trailingAnchor`) with
  /// ConstraintLayout's bias: `item.leading = start + (end - start - item.width) · bias`; 0
  /// against `start`, 1 against `end`.
  ///
  /// - Throws: ``LayoutError`` for a bias outside [0, 1] (NaN included); the engine is then
  ///   unchanged.
  public func centerWithBias(
    _ item: LayoutItem, between start: LayoutDirectionalXAxisAnchor, and end: LayoutDirectionalXAxisAnchor,
    bias: Double
  ) throws(LayoutError) -> LayoutHelper {
    try helper(
      Bridge.engineCenterWithBias(
        cxx, item.handle, true, start.storage.expression, end.storage.expression, bias))
  }

  /// Centers `item` vertically between two vertical anchors with a bias (0 top, 1 bottom).
  public func centerWithBias(
    _ item: LayoutItem, between start: LayoutYAxisAnchor, and end: LayoutYAxisAnchor, bias: Double
  ) throws(LayoutError) -> LayoutHelper {
    try helper(
      Bridge.engineCenterWithBias(
        cxx, item.handle, false, start.storage.expression, end.storage.expression, bias))
  }

  /// Holds `item`'s width : height at `width` : `height` (one equation: whichever dimension the
  /// other constraints determine drives the other).
  ///
  /// - Throws: ``LayoutError`` for a side that is 0, negative, NaN or infinite, or a ratio that
  ///   conflicts with required constraints; the engine is then unchanged.
  public func setDimensionRatio(_ item: LayoutItem, width: Double, height: Double) throws(LayoutError)
    -> LayoutHelper
  {
    try helper(Bridge.engineSetDimensionRatio(cxx, item.handle, width, height))
  }

  /// Removes a helper: its constraints, and for a guideline or a barrier its guide.
  ///
  /// - Throws: ``LayoutError`` for a helper already removed or another engine's.
  public func removeHelper(_ helper: LayoutHelper) throws(LayoutError) {
    try check(Bridge.engineRemoveHelper(cxx, helper.handle))
  }

  /// The constraints of a live helper, in the order made (empty once removed).
  public func helperConstraints(_ helper: LayoutHelper) -> [LayoutConstraint] {
    Bridge.engineHelperConstraints(cxx, helper.handle).map { LayoutConstraint(handle: $0, engine: self) }
  }
}
