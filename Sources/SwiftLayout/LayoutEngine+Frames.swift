/// One item whose frame changed since the previous ``LayoutEngine/changedFrames(in:scale:)``,
/// with its new frame (in the coordinates and at the scale of that call).
public struct LayoutFrameChange {
  /// The item that moved or resized.
  public let item: LayoutItem
  /// Its new frame.
  public let frame: LayoutRect
  /// Whether it is not drawn (hidden, or under a hidden ancestor): reported when that changed too.
  public let isHidden: Bool
}

extension LayoutEngine {
  // MARK: Frames in bulk

  /// The items of the root's tree in tree order: the root first, then depth first, each item
  /// before its subitems and subitems in the order they were added. Layout guides are included
  /// (they have frames), under the item they belong to; items outside the root's tree (made but
  /// never added, or detached) are not.
  ///
  /// ``frames(in:scale:)`` answers the frames in this order, until the tree changes (adding,
  /// moving, detaching or removing an item, or asking for a guide the engine makes on first use).
  public var itemsInTreeOrder: [LayoutItem] {
    Bridge.engineItemsInTreeOrder(cxx).map { LayoutItem(engine: self, handle: $0) }
  }

  /// Every frame of the root's tree at once, in the order of ``itemsInTreeOrder``: each the frame
  /// ``LayoutItem/frame(in:scale:)`` answers, read by the C++ engine in one pass over the tree
  /// (one call across the bridge for all of them, not one per item).
  ///
  /// - Parameters:
  ///   - coordinates: ``LayoutCoordinates/parent`` (the default) or ``LayoutCoordinates/root``.
  ///   - scale: Pixels per point, or 0 for no snapping.
  public func frames(in coordinates: LayoutCoordinates = .parent, scale: Double = 0) -> [LayoutRect] {
    // Asking with no room answers the count; the tree cannot change between the two calls.
    let count = Bridge.engineFrames(cxx, nil, 0, coordinates.cxx, scale)
    var buffer = [CxxLayoutRect](repeating: CxxLayoutRect(), count: count)
    let written = buffer.withUnsafeMutableBufferPointer {
      Bridge.engineFrames(cxx, $0.baseAddress, $0.count, coordinates.cxx, scale)
    }
    precondition(written == count, "the tree changed while its frames were read")
    return buffer.map(LayoutRect.init)
  }

  /// The items of the root's tree whose frame differs from the one the previous call reported,
  /// with their new frames, in tree order; then remembers every frame as read, so that a renderer
  /// redraws only those. Per engine; ``LayoutItem/frame(in:scale:)`` and ``frames(in:scale:)``
  /// do not count as reads.
  ///
  /// - The first call, and a call whose `coordinates` or `scale` differ from the previous call's,
  ///   reports every item of the tree.
  /// - An item that was not in the root's tree at the previous call (new, or added back after
  ///   being detached) is reported; a removed or detached item is not.
  /// - "Differs" is bitwise on the four numbers of the frame: no tolerance hides a small move.
  /// - In parent coordinates (the default, what a view hierarchy sets) an item that keeps its
  ///   place in a parent that moved is not reported; in root coordinates it is.
  ///
  /// When only values changed since the previous call (the same tree, hidden flags, coordinates
  /// and scale), the solver says which moved and only their items are compared: a text change
  /// among 10,000 views costs a few frames. After a change of the tree or of a hidden flag, a
  /// refused call, and at the first call, every item of the tree is compared.
  ///
  /// - Parameters:
  ///   - coordinates: ``LayoutCoordinates/parent`` (the default) or ``LayoutCoordinates/root``.
  ///   - scale: Pixels per point, or 0 for no snapping.
  public func changedFrames(in coordinates: LayoutCoordinates = .parent, scale: Double = 0)
    -> [LayoutFrameChange]
  {
    Bridge.engineChangedFrames(cxx, coordinates.cxx, scale).map {
      LayoutFrameChange(
        item: LayoutItem(engine: self, handle: $0.item), frame: LayoutRect($0.frame), isHidden: $0.isHidden)
    }
  }
}
