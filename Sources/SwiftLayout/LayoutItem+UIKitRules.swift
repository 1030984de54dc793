/// UIKit's margins and safe areas that follow the hierarchy, alignment rectangles and the readable
/// content guide: the C++ engine's rules (`LayoutEngine.h`, HierarchyInsets.cpp,
/// AlignmentRects.cpp), by UIKit's names.
///
/// An item's effective safe-area insets are, per edge, the part of it its parent's unsafe band
/// covers plus its own (``setSafeAreaInsets(_:)``); its effective margins are its own margins, plus
/// its safe area while ``setInsetsLayoutMarginsFromSafeArea(_:)`` is on (the default), then at
/// least its superview's where it is close to the superview's edges while
/// ``setPreservesSuperviewLayoutMargins(_:)`` is on. What depends on frames is settled by
/// ``LayoutEngine/layoutIfNeeded()``, as measured text is.
extension LayoutItem {
  /// Whether the item's margins are at least its superview's where it is close to the
  /// superview's edges (UIView's `preservesSuperviewLayoutMargins`; default false).
  ///
  /// - Throws: ``LayoutError`` for a removed item, or when the guides' constraints cannot hold.
  public func setPreservesSuperviewLayoutMargins(_ preserves: Bool) throws(LayoutError) {
    try check(Bridge.engineSetPreservesSuperviewLayoutMargins(engine.cxx, handle, preserves))
  }

  /// Whether the item's margins are measured from its safe area (UIView's
  /// `insetsLayoutMarginsFromSafeArea`; default true).
  ///
  /// - Throws: ``LayoutError`` for a removed item, or when the guides' constraints cannot hold.
  public func setInsetsLayoutMarginsFromSafeArea(_ insets: Bool) throws(LayoutError) {
    try check(Bridge.engineSetInsetsLayoutMarginsFromSafeArea(engine.cxx, handle, insets))
  }

  /// Makes the item a view controller's root view with these system minimum margins (UIKit's
  /// `systemMinimumLayoutMargins`: 16 leading and trailing in a compact width, 20 in a regular one), or
  /// an ordinary view again (`nil`, the default). Its margins are the minimum until they are set;
  /// then, while it respects the minimum, each edge is the larger.
  ///
  /// - Throws: ``LayoutError`` for a non-finite inset or a removed item.
  public func setSystemMinimumLayoutMargins(_ minimum: LayoutDirectionalInsets?) throws(LayoutError) {
    try check(
      Bridge.engineSetSystemMinimumLayoutMargins(
        engine.cxx, handle, minimum != nil, (minimum ?? LayoutDirectionalInsets()).cxx))
  }

  /// Whether a view controller's root keeps at least its system minimum margins
  /// (`viewRespectsSystemMinimumLayoutMargins`; default true).
  ///
  /// - Throws: ``LayoutError`` for a removed item, or when the guides' constraints cannot hold.
  public func setViewRespectsSystemMinimumLayoutMargins(_ respects: Bool) throws(LayoutError) {
    try check(Bridge.engineSetViewRespectsSystemMinimumLayoutMargins(engine.cxx, handle, respects))
  }

  /// The effective layout margins at the current frames: what ``layoutMarginsGuide`` is inset by
  /// once ``LayoutEngine/layoutIfNeeded()`` has settled.
  public var layoutMargins: LayoutInsets { LayoutInsets(Bridge.engineLayoutMargins(engine.cxx, handle)) }

  /// The effective safe-area insets at the current frames, as ``layoutMargins``.
  public var safeAreaInsets: LayoutInsets { LayoutInsets(Bridge.engineSafeAreaInsets(engine.cxx, handle)) }

  /// Sets how far the item's frame reaches beyond its alignment rectangle on each side (UIView's
  /// `alignmentRectInsets`; default zero): constraints, the intrinsic content size and stacks act on
  /// the alignment rectangle, ``frame`` reports the frame (a UISwitch: 2 on the right).
  ///
  /// - Throws: ``LayoutError`` for the root, a layout guide, a non-finite inset or a removed item.
  public func setAlignmentRectInsets(_ insets: LayoutInsets) throws(LayoutError) {
    try check(Bridge.engineSetAlignmentRectInsets(engine.cxx, handle, insets.cxx))
  }

  /// The item's alignment insets.
  public var alignmentRectInsets: LayoutInsets {
    LayoutInsets(Bridge.engineAlignmentRectInsets(engine.cxx, handle))
  }

  /// The guide inside the item's margins, centred, at most ``LayoutEngine/readableContentWidth``
  /// wide (UIView's `readableContentGuide`).
  public var readableContentGuide: LayoutItem {
    LayoutItem(engine: engine, handle: Bridge.engineReadableContentGuide(engine.cxx, handle))
  }
}

extension LayoutEngine {
  /// The readable width the readable content guides follow (default 672, UIKit's at the default
  /// text size), from the next ``layoutIfNeeded()`` on.
  public var readableContentWidth: Double { Bridge.engineReadableContentWidth(cxx) }

  /// Sets the readable width.
  ///
  /// - Throws: ``LayoutError`` for a width that is not finite or negative.
  public func setReadableContentWidth(_ width: Double) throws(LayoutError) {
    try check(Bridge.engineSetReadableContentWidth(cxx, width))
  }
}

// MARK: - Unsatisfiable constraints

/// What ``LayoutConstraint/activate(_:file:line:)`` and ``LayoutEngine/setRootSize(_:)`` do when
/// the required constraints cannot all hold.
public enum UnsatisfiableConstraintPolicy: Sendable, Hashable {
  /// Throw ``LayoutError/Kind/unsatisfiableConstraint`` and change nothing (the default).
  case refuse
  /// Break constraints of the conflict, one at a time, until the call succeeds, as UIKit does:
  /// of the conflict, the host's constraint activated first breaks (never the root's size nor a
  /// constraint the engine maintains). A broken constraint is not active;
  /// ``LayoutEngine/brokenConstraints`` reports each.
  case recover
}

extension LayoutEngine {
  /// What the engine does with required constraints that cannot all hold (``UnsatisfiableConstraintPolicy/refuse``
  /// until set). A layout file loads under it until its `unsatisfiableConstraints:` sets another.
  public var unsatisfiableConstraintPolicy: UnsatisfiableConstraintPolicy {
    get { Bridge.engineRecoversUnsatisfiableConstraints(cxx) ? .recover : .refuse }
    set { Bridge.engineSetRecoversUnsatisfiableConstraints(cxx, newValue == .recover) }
  }

  /// Every constraint broken under ``UnsatisfiableConstraintPolicy/recover``, oldest first, each
  /// as the error the call would have thrown: ``LayoutError/constraint`` is the broken one,
  /// ``LayoutError/conflicts`` the rest of its conflict, which hold.
  public var brokenConstraints: [LayoutError] {
    (0..<Bridge.engineBrokenConstraintCount(cxx)).compactMap {
      LayoutError(Bridge.engineBrokenConstraint(cxx, $0))
    }
  }

  /// Forgets the broken constraints reported so far (they stay inactive).
  public func clearBrokenConstraints() { Bridge.engineClearBrokenConstraints(cxx) }
}
