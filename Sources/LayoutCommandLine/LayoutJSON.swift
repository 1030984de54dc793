import Foundation
import SwiftLayout

/// `clayout --format json`: the schema `clayout-layout/1` (docs/command-line.md, field by field).
/// Items are a flat list in the order of the file, a parent before its subitems, each naming its
/// parent; numbers carry their full precision. Keys are sorted and the text pretty-printed, so
/// that the same layout always gives the same bytes.
public struct LayoutJSON: Codable, Equatable, Sendable {
  /// The schema's name and version: a reader checks it first.
  public static let schemaName = "clayout-layout/1"

  /// A rectangle: `x`, `y` its top-left corner.
  public struct Frame: Codable, Equatable, Sendable {
    /// The left edge.
    public let x: Double
    /// The top edge.
    public let y: Double
    /// The width.
    public let width: Double
    /// The height.
    public let height: Double

    /// A rectangle as given.
    public init(x: Double, y: Double, width: Double, height: Double) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }
  }

  /// A size.
  public struct Size: Codable, Equatable, Sendable {
    /// The width.
    public let width: Double
    /// The height.
    public let height: Double

    /// A size as given.
    public init(width: Double, height: Double) {
      self.width = width
      self.height = height
    }
  }

  /// One item of the file.
  public struct Item: Codable, Equatable, Sendable {
    /// Its name in the file.
    public let name: String
    /// Its parent's name, `root` for a top-level item.
    public let parent: String
    /// 1 for a subitem of the root.
    public let depth: Int
    /// Whether it is a layout guide.
    public let guide: Bool
    /// Its frame in the root's coordinates.
    public let frame: Frame
    /// Its frame in its parent's coordinates.
    public let frameInParent: Frame
    /// Its `identifier:` (Interface Builder's id, for an imported file); absent without one.
    public let identifier: String?
  }

  /// One item and axis whose layout is not determined.
  public struct Ambiguity: Codable, Equatable, Sendable {
    /// The item's name.
    public let item: String
    /// `horizontal` or `vertical`.
    public let axis: String
    /// Whether its position along the axis is free.
    public let position: Bool
    /// Whether its size along the axis is free.
    public let size: Bool
    /// The engine's sentence.
    public let message: String
  }

  /// One broken optional constraint of the file.
  public struct Broken: Codable, Equatable, Sendable {
    /// The constraint's description, with its place.
    public let constraint: String
    /// Its line in the file.
    public let line: Int
    /// Its priority.
    public let priority: Double
    /// By how much it misses, in points.
    public let amount: Double
  }

  /// Always ``schemaName``.
  public let schema: String
  /// The file's name as given.
  public let file: String
  /// The root's size.
  public let rootSize: Size
  /// Where it came from: `device`, `option`, `file` or `default`.
  public let sizeSource: String
  /// The root's direction: `leftToRight` or `rightToLeft`.
  public let direction: String
  /// Pixels per point the frames are rounded to; absent when they are not rounded.
  public let scale: Double?
  /// The items, a parent before its subitems.
  public let items: [Item]
  /// The ambiguities, in the engine's order.
  public let ambiguities: [Ambiguity]
  /// The broken optional constraints, in the order of the file.
  public let brokenConstraints: [Broken]

  /// The document for `laidOut` as it is now.
  public init(_ laidOut: LaidOutLayout) {
    let snapshot = laidOut.snapshot
    schema = Self.schemaName
    file = laidOut.fileName
    rootSize = Size(width: snapshot.rootSize.width, height: snapshot.rootSize.height)
    sizeSource = laidOut.sizeSource.rawValue
    direction = laidOut.direction == .rightToLeft ? "rightToLeft" : "leftToRight"
    scale = laidOut.scale
    items = snapshot.items.map { item in
      Item(
        name: item.name, parent: item.parentName, depth: item.depth, guide: item.isLayoutGuide,
        frame: Frame(item.frame), frameInParent: Frame(item.frameInParent), identifier: item.identifier)
    }
    ambiguities = laidOut.engine.ambiguities.map { ambiguity in
      Ambiguity(
        item: ambiguity.item.name, axis: ambiguity.axis == .horizontal ? "horizontal" : "vertical",
        position: ambiguity.positionIsAmbiguous, size: ambiguity.sizeIsAmbiguous,
        message: ambiguity.description)
    }
    brokenConstraints = laidOut.brokenConstraints.map { broken in
      Broken(
        constraint: broken.description, line: broken.line, priority: broken.priority, amount: broken.amount)
    }
  }

  /// The text: sorted keys, pretty-printed, slashes unescaped, ending with a newline.
  public func text() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    // Every number is finite (frames are), so encoding cannot fail.
    guard let data = try? encoder.encode(self) else { return "" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

extension LayoutJSON.Frame {
  /// The frame of `rect`.
  init(_ rect: LayoutRect) {
    self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
  }
}
