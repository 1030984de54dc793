import SwiftLayout

/// The frames of a loaded layout at one root size, in the order of the file (a parent before its
/// subitems), with what is wrong with it at that size (its ambiguities and broken optional
/// constraints): what every output of `clayout` (table, JSON, SVG, HTML, sketch) draws from.
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
    /// For a text item, its lines as set at the width it got; nil for another item.
    public let text: Text?
    /// Its `identifier:` in the file (Interface Builder's id, for an imported file); nil without.
    public let identifier: String?

    /// An item as given; `frame` is in the root's coordinates, `frameInParent` in the parent's.
    public init(
      name: String, parentName: String, depth: Int, isLayoutGuide: Bool, frame: LayoutRect,
      frameInParent: LayoutRect, text: Text? = nil, identifier: String? = nil
    ) {
      self.name = name
      self.parentName = parentName
      self.depth = depth
      self.isLayoutGuide = isLayoutGuide
      self.frame = frame
      self.frameInParent = frameInParent
      self.text = text
      self.identifier = identifier
    }
  }

  /// A text item's text as the reference monospaced measurer sets it in the item's width: what
  /// the drawings show inside its box.
  public struct Text: Hashable, Sendable {
    /// Its lines, in order (``MonospacedTextMeasurer/lines(of:width:)``): line k's top is
    /// k × ``lineHeight`` below the item's top.
    public let lines: [String]
    /// The width of every character, in points: a line is its characters times this wide.
    public let advance: Double
    /// The height of every line, in points.
    public let lineHeight: Double
    /// Whether the item reads right to left: its lines then end at its right edge (a label's
    /// natural alignment), else they start at its left edge.
    public let isRightToLeft: Bool

    /// A text as given.
    public init(lines: [String], advance: Double, lineHeight: Double, isRightToLeft: Bool = false) {
      self.lines = lines
      self.advance = advance
      self.lineHeight = lineHeight
      self.isRightToLeft = isRightToLeft
    }

    /// The width of `line` in points: its characters (Unicode code points, as the measurer
    /// counts them) times ``advance``.
    public func width(of line: String) -> Double { Double(line.unicodeScalars.count) * advance }
  }

  /// An item and axis whose layout its constraints do not determine at the snapshot's size.
  public struct Ambiguity: Hashable, Sendable {
    /// The item's name.
    public let item: String
    /// Whether it is the horizontal axis (else the vertical).
    public let isHorizontal: Bool
    /// The engine's sentence: `label: horizontal position is ambiguous`.
    public let message: String

    /// An ambiguity as given.
    public init(item: String, isHorizontal: Bool, message: String) {
      self.item = item
      self.isHorizontal = isHorizontal
      self.message = message
    }
  }

  /// The root's size the frames were computed at (the root's frame is 0, 0 at this size).
  public let rootSize: LayoutSize
  /// The file's items, a parent before its subitems; the root itself is not among them.
  public let items: [Item]
  /// The ambiguities at this size, in the engine's order (the root's own and its guides' too).
  public let ambiguities: [Ambiguity]
  /// The file's optional constraints that do not hold at this size, in the order of the file.
  public let brokenConstraints: [BrokenConstraint]

  /// A snapshot as given.
  public init(
    rootSize: LayoutSize, items: [Item], ambiguities: [Ambiguity] = [],
    brokenConstraints: [BrokenConstraint] = []
  ) {
    self.rootSize = rootSize
    self.items = items
    self.ambiguities = ambiguities
    self.brokenConstraints = brokenConstraints
  }

  /// The frames of `layout`'s items as `engine` has them now (with `scale` > 0, rounded to the
  /// pixel grid of that scale, as `frame(in:scale:)` rounds), its ambiguities and its broken
  /// optional constraints.
  ///
  /// Assumes `layout` was loaded into `engine`.
  public init(engine: LayoutEngine, layout: LoadedLayout, scale: Double = 0) {
    self.ambiguities = engine.ambiguities.map { ambiguity in
      Ambiguity(
        item: ambiguity.item.name, isHorizontal: ambiguity.axis == .horizontal, message: ambiguity.description
      )
    }
    self.brokenConstraints = BrokenConstraint.find(in: layout)
    self.rootSize = engine.root.frame(in: .root, scale: scale).size
    self.items = layout.items.map { fileItem in
      // A text's lines at the width the engine measured it at: the frame before rounding.
      let text = fileItem.text.map { loaded in
        Text(
          lines: loaded.measurer.lines(of: loaded.text, width: fileItem.item.frame(in: .root).width),
          advance: loaded.measurer.advance, lineHeight: loaded.measurer.lineHeight,
          isRightToLeft: fileItem.item.layoutDirection == .rightToLeft)
      }
      return Item(
        name: fileItem.name, parentName: fileItem.parentName, depth: fileItem.depth,
        isLayoutGuide: fileItem.isLayoutGuide,
        frame: fileItem.item.frame(in: .root, scale: scale),
        frameInParent: fileItem.item.frame(in: .parent, scale: scale), text: text,
        identifier: fileItem.identifier)
    }
  }
}
