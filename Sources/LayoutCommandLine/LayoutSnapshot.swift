import SwiftLayout

/// The frames of a loaded layout at one root size, in the order of the file (a parent before its
/// subitems): what every output of `clayout` (table, JSON, SVG, HTML, sketch) draws from.
///
/// A snapshot is a plain value: it keeps no reference to the engine, so snapshots taken at several
/// sizes can be compared and embedded side by side.
public struct LayoutSnapshot: Hashable, Sendable {
  /// One item of the layout at the snapshot's size.
  public struct Item: Hashable, Sendable {
    /// Its name in the file.
    public let name: String
    /// The name of its parent (`root` for a top-level item).
    public let parentName: String
    /// 1 for a subitem of the root, 2 for theirs, …
    public let depth: Int
    /// Whether it is a layout guide (drawn dashed; it draws nothing in an app).
    public let isLayoutGuide: Bool
    /// Its frame relative to the root's top-left corner.
    public let frame: LayoutRect
    /// Its frame relative to its parent's top-left corner (as `UIView.frame`).
    public let frameInParent: LayoutRect

    /// An item as given; `frame` is in the root's coordinates, `frameInParent` in the parent's.
    public init(
      name: String, parentName: String, depth: Int, isLayoutGuide: Bool, frame: LayoutRect,
      frameInParent: LayoutRect
    ) {
      self.name = name
      self.parentName = parentName
      self.depth = depth
      self.isLayoutGuide = isLayoutGuide
      self.frame = frame
      self.frameInParent = frameInParent
    }
  }

  /// The root's size the frames were computed at (the root's frame is 0, 0 at this size).
  public let rootSize: LayoutSize
  /// The file's items, a parent before its subitems; the root itself is not among them.
  public let items: [Item]

  /// A snapshot as given.
  public init(rootSize: LayoutSize, items: [Item]) {
    self.rootSize = rootSize
    self.items = items
  }

  /// The frames of `layout`'s items as `engine` has them now (with `scale` > 0, rounded to the
  /// pixel grid of that scale, as `frame(in:scale:)` rounds).
  ///
  /// Assumes `layout` was loaded into `engine`.
  public init(engine: LayoutEngine, layout: LoadedLayout, scale: Double = 0) {
    self.rootSize = engine.root.frame(in: .root, scale: scale).size
    self.items = layout.items.map { fileItem in
      Item(
        name: fileItem.name, parentName: fileItem.parentName, depth: fileItem.depth,
        isLayoutGuide: fileItem.isLayoutGuide,
        frame: fileItem.item.frame(in: .root, scale: scale),
        frameInParent: fileItem.item.frame(in: .parent, scale: scale))
    }
  }
}
