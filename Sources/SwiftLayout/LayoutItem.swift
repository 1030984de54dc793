/// An item of a ``LayoutEngine``: a view, which takes part in layout and has a frame, or a layout
/// guide, which takes part in layout but is not drawn.
///
/// Items expose Auto Layout's anchors (``topAnchor``, ``leadingAnchor``, ``widthAnchor``, …) and
/// composite ones (``edgesAnchor``, ``sizeAnchor``, ``centerAnchor``); ``layout(file:line:_:)``
/// offers the short names of the article on a Swift Auto Layout DSL:
///
/// ```swift
/// label.layout {
///     $0.top == button.bottomAnchor + 20
///     $0.leading == button.leadingAnchor
///     $0.width <= view.widthAnchor - 40
/// }
/// ```
///
/// An item is a handle: the engine owns the item itself, which stays in its tree and keeps its
/// constraints until it is removed (``remove()``), even when no Swift reference to it remains.
/// Two handles of one item are equal (`==`). A handle keeps its engine alive.
public final class LayoutItem {
  /// The engine wrapper, kept alive by the item.
  let engine: LayoutEngine
  /// The C++ handle (a value: the engine's address as `void*` and the item's identity).
  let handle: CxxLayoutItem

  init(engine: LayoutEngine, handle: CxxLayoutItem) {
    self.engine = engine
    self.handle = handle
  }

  // MARK: Identity and tree

  /// The name given at creation, used in every message.
  public var name: String { String(Bridge.engineItemName(engine.cxx, handle)) }

  /// ``name`` as the engine's messages and descriptions quote it: as it is, unless it is longer
  /// than 200 bytes (then its start and end around the count of bytes left out) or holds control
  /// characters (written `\xNN`). A message that names an item uses it, so that no message
  /// quotes megabytes.
  public var quotedName: String { String(Bridge.quotedName(CxxString(name))) }

  /// Whether the item is a layout guide.
  public var isLayoutGuide: Bool { Bridge.engineIsLayoutGuide(engine.cxx, handle) }

  /// Whether the item is still in its engine (false once removed).
  public var isInEngine: Bool { Bridge.engineContains(engine.cxx, handle) }

  /// The parent (nil for the root, a detached item or a removed one).
  public var parent: LayoutItem? {
    let parent = Bridge.engineParent(engine.cxx, handle)
    return parent.isValid() ? LayoutItem(engine: engine, handle: parent) : nil
  }

  /// The subitems, in order.
  public var subitems: [LayoutItem] {
    Bridge.engineSubitems(engine.cxx, handle).map { LayoutItem(engine: engine, handle: $0) }
  }

  /// Makes `item` the last subitem of this item, moving it (and its subtree) from its current
  /// parent; active constraints that would lose their common ancestor are deactivated.
  ///
  /// - Throws: ``LayoutError`` with ``LayoutError/Kind/invalidHierarchy`` (adding an item to its
  ///   own subtree, the root, a subitem to a layout guide), ``LayoutError/Kind/differentEngines``
  ///   or ``LayoutError/Kind/removedItem``.
  public func addSubitem(_ item: LayoutItem) throws(LayoutError) {
    try check(Bridge.engineAddSubitem(engine.cxx, handle, item.handle))
  }

  /// Detaches the item and its subtree from its parent, deactivating the active constraints that
  /// relate an item of the subtree to an item outside it.
  ///
  /// - Throws: ``LayoutError`` for the root or a removed item.
  public func removeFromParent() throws(LayoutError) {
    try check(Bridge.engineRemoveFromParent(engine.cxx, handle))
  }

  /// Removes the item and its subtree from the engine, deactivating every constraint that uses
  /// them; the handles then answer ``LayoutError/Kind/removedItem``.
  ///
  /// - Throws: ``LayoutError`` for the root or an item already removed.
  public func remove() throws(LayoutError) {
    try check(Bridge.engineRemoveItem(engine.cxx, handle))
  }

  // MARK: Frames

  /// The frame in the parent's coordinates.
  public var frame: LayoutRect { frame(in: .parent) }

  /// The frame in parent or root coordinates; with `scale` > 0, each edge snapped to the nearest
  /// pixel of that scale (halves up), so adjacent items stay adjacent.
  ///
  /// - Parameters:
  ///   - coordinates: ``LayoutCoordinates/parent`` or ``LayoutCoordinates/root``.
  ///   - scale: Pixels per point, or 0 for no snapping (as any scale that is not a positive number
  ///     from 1e-6 to 1e6, the engine's range of multipliers).
  public func frame(in coordinates: LayoutCoordinates, scale: Double = 0) -> LayoutRect {
    LayoutRect(Bridge.engineFrame(engine.cxx, handle, coordinates.cxx, scale))
  }

  /// The smallest (``LayoutFitting/compressed``) or largest (``LayoutFitting/expanded``) size the
  /// item's constraints within its subtree allow, as `systemLayoutSizeFitting`.
  ///
  /// - Parameters:
  ///   - fitting: Which size.
  ///   - width: When given, the height for that width; a width that is NaN, infinite or negative
  ///     gives a zero size.
  public func fittingSize(_ fitting: LayoutFitting = .compressed, width: Double? = nil) -> LayoutSize {
    LayoutSize(Bridge.engineFittingSize(engine.cxx, handle, fitting.cxx, width != nil, width ?? 0))
  }

  /// The active constraints that affect the item along `axis`, in activation order (the
  /// engine's own, for intrinsic size and guides, included).
  public func constraintsAffecting(_ axis: LayoutAxis) -> [LayoutConstraint] {
    Bridge.engineConstraintsAffecting(engine.cxx, handle, axis.cxx).map {
      LayoutConstraint(handle: $0, engine: engine)
    }
  }

  // MARK: Properties

  /// Sets or clears the intrinsic content size per axis (nil: none on that axis), which becomes
  /// content hugging and compression resistance constraints.
  ///
  /// - Throws: ``LayoutError`` for a non-finite or negative size, or a removed item.
  public func setIntrinsicContentSize(width: Double?, height: Double?) throws(LayoutError) {
    try check(
      Bridge.engineSetIntrinsicContentSize(
        engine.cxx, handle, width != nil, width ?? 0, height != nil, height ?? 0))
  }

  /// Sets the intrinsic content size on both axes.
  ///
  /// - Throws: ``LayoutError`` for a non-finite or negative size, or a removed item.
  public func setIntrinsicContentSize(_ size: LayoutSize) throws(LayoutError) {
    try setIntrinsicContentSize(width: size.width, height: size.height)
  }

  /// Sets how strongly the item resists growing beyond its intrinsic size along `axis`
  /// (default ``LayoutPriority/defaultLow``).
  ///
  /// - Throws: ``LayoutError`` for an invalid priority or a removed item.
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) throws(LayoutError)
  {
    try check(Bridge.engineSetContentHuggingPriority(engine.cxx, handle, axis.cxx, priority.rawValue))
  }

  /// Sets how strongly the item resists shrinking below its intrinsic size along `axis`
  /// (default ``LayoutPriority/defaultHigh``).
  ///
  /// - Throws: ``LayoutError`` for an invalid priority or a removed item.
  public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis)
    throws(LayoutError)
  {
    try check(
      Bridge.engineSetContentCompressionResistancePriority(engine.cxx, handle, axis.cxx, priority.rawValue))
  }

  /// Sets the reading direction leading and trailing resolve by (default
  /// ``LayoutDirection/inherit``); active constraints follow.
  ///
  /// - Throws: ``LayoutError`` for a removed item.
  public func setLayoutDirection(_ direction: LayoutDirection) throws(LayoutError) {
    try check(Bridge.engineSetLayoutDirection(engine.cxx, handle, direction.cxx))
  }

  /// The reading direction: settable (a failure goes to the engine's
  /// ``LayoutEngine/diagnosticsHandler``); reads the effective one
  /// (``LayoutDirection/leftToRight`` or ``LayoutDirection/rightToLeft``).
  public var layoutDirection: LayoutDirection {
    get { LayoutDirection(Bridge.engineEffectiveLayoutDirection(engine.cxx, handle)) }
    set {
      do { try setLayoutDirection(newValue) } catch { engine.report(error) }
    }
  }

  /// Sets the distances of the first baseline from the top and of the last baseline from the
  /// bottom (default 0 and 0).
  ///
  /// - Throws: ``LayoutError`` for a non-finite offset or a removed item.
  public func setBaselineOffsets(firstFromTop: Double, lastFromBottom: Double) throws(LayoutError) {
    try check(Bridge.engineSetBaselineOffsets(engine.cxx, handle, firstFromTop, lastFromBottom))
  }

  /// Sets the item's own layout margins (default 8 on each side), the first part of its effective
  /// margins (``layoutMargins``), which inset ``layoutMarginsGuide``.
  ///
  /// - Throws: ``LayoutError`` for a non-finite inset or a removed item.
  public func setLayoutMargins(_ margins: LayoutInsets) throws(LayoutError) {
    try check(Bridge.engineSetLayoutMargins(engine.cxx, handle, margins.cxx))
  }

  /// Sets the layout margins by reading direction.
  ///
  /// - Throws: ``LayoutError`` for a non-finite inset or a removed item.
  public func setDirectionalLayoutMargins(_ margins: LayoutDirectionalInsets) throws(LayoutError) {
    try check(Bridge.engineSetDirectionalLayoutMargins(engine.cxx, handle, margins.cxx))
  }

  /// The guide inset from the item's edges by its layout margins: pin content to it with
  /// `$0.edges == item.layoutMarginsGuide.edgesAnchor`.
  ///
  /// A layout guide has no margins (as `UILayoutGuide` has none), and a removed item has none any
  /// more: for them this is an item that names nothing, so that the property stays an expression's
  /// start; a constraint made with it throws ``LayoutError/Kind/removedItem``, saying that it uses
  /// an empty item handle.
  public var layoutMarginsGuide: LayoutItem {
    LayoutItem(engine: engine, handle: Bridge.engineLayoutMarginsGuide(engine.cxx, handle))
  }

  /// Sets the item's own safe-area insets (default 0): for the root, the screen's (a status bar, a
  /// home indicator); for any other item, insets added to the part of it its ancestors' unsafe
  /// bands cover (UIKit's `additionalSafeAreaInsets`). ``safeAreaLayoutGuide`` is inset by the sum,
  /// ``safeAreaInsets``.
  ///
  /// - Throws: ``LayoutError`` for a non-finite inset or a removed item.
  public func setSafeAreaInsets(_ insets: LayoutInsets) throws(LayoutError) {
    try check(Bridge.engineSetSafeAreaInsets(engine.cxx, handle, insets.cxx))
  }

  /// The guide inset from the item's edges by its safe-area insets; for a layout guide or a
  /// removed item, an item that names nothing, as ``layoutMarginsGuide`` is.
  public var safeAreaLayoutGuide: LayoutItem {
    LayoutItem(engine: engine, handle: Bridge.engineSafeAreaLayoutGuide(engine.cxx, handle))
  }
}

// MARK: - Identity

extension LayoutItem: Hashable {
  /// Whether two handles name the same item.
  public static func == (lhs: LayoutItem, rhs: LayoutItem) -> Bool {
    Bridge.layoutItemsAreSame(lhs.handle, rhs.handle)
  }

  /// Hashes the item's identity (its engine and its identifier there, what `==` compares).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(engine))
    hasher.combine(handle.identifier().index)
    hasher.combine(handle.identifier().generation)
  }
}

extension LayoutItem: CustomStringConvertible {
  /// The item's name.
  public var description: String { name }
}
