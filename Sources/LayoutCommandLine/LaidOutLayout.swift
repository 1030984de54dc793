import SwiftLayout

/// A layout file loaded into an engine of its own and laid out as `clayout`'s options ask: at a
/// size, in a direction, with frames rounded to a scale or not.
public final class LaidOutLayout {
  /// Where the root's size came from.
  public enum SizeSource: String, Sendable {
    /// `--size`.
    case option
    /// `--device`: the device's screen.
    case device
    /// The file's `size:`.
    case file
    /// Neither: ``LaidOutLayout/defaultSize``.
    case `default`
  }

  /// The size used when neither `--size` nor the file gives one: an iPhone 8's screen in points,
  /// Interface Builder's default canvas.
  public static let defaultSize = LayoutSize(width: 375, height: 667)

  /// The file's name as given (used in every message).
  public let fileName: String
  /// The engine, owned by this layout.
  public let engine: LayoutEngine
  /// What the file made.
  public let layout: LoadedLayout
  /// Where the root's size came from.
  public let sizeSource: SizeSource
  /// The root's effective direction.
  public let direction: LayoutDirection
  /// Pixels per point the frames are rounded to; nil for none.
  public let scale: Double?
  /// The device the root was laid out on (`--device`), nil for none.
  public let device: LayoutDevice?

  /// Loads `text` (named `fileName`) into a new engine at `size` instead of the file's own size
  /// (or at the file's, or else the default) and, with `rightToLeft`, the root reads right to
  /// left. With `recover`, required constraints that cannot all hold break instead of failing
  /// (``UnsatisfiableConstraintPolicy/recover``); ``constraintsBrokenByRecovery`` says which.
  /// With `device` (and no `size`, which would win), the root is that device's full-screen view
  /// controller's view (``LayoutEngine/apply(device:)``: its screen, safe area and system minimum
  /// margins, over the file's), and the frames are rounded to its scale unless `scale` says
  /// otherwise.
  ///
  /// - Throws: ``LayoutError`` when the file does not load (its ``LayoutError/diagnostics`` say
  ///   where), when the file's required constraints cannot hold at `size` or on `device`, or in
  ///   that direction.
  public init(
    text: String, fileName: String, size: LayoutSize? = nil, rightToLeft: Bool = false, scale: Double? = nil,
    recover: Bool = false, device: LayoutDevice? = nil
  ) throws(LayoutError) {
    let engine = LayoutEngine()
    if recover { engine.unsatisfiableConstraintPolicy = .recover }
    let device = size == nil ? device : nil
    // `--size` and `--device` replace the file's size: the file is never laid out at its own,
    // which may not hold.
    layout = try engine.loadLayout(text: text, fileName: fileName, rootSize: size ?? device?.screenSize)
    if let device {
      try engine.apply(device: device)
      sizeSource = .device
    } else if size != nil {
      sizeSource = .option
    } else if Self.declaresRootSize(text) {
      sizeSource = .file
    } else {
      try engine.setRootSize(Self.defaultSize)
      sizeSource = .default
    }
    if rightToLeft { try engine.root.setLayoutDirection(.rightToLeft) }
    // Text items measured at the widths they got at this size and direction.
    try engine.layoutIfNeeded()
    direction = engine.root.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    self.engine = engine
    self.fileName = fileName
    self.scale = scale ?? device?.scale
    self.device = device
  }

  /// The required constraints broken to lay the file out (with `recover`), oldest first.
  public var constraintsBrokenByRecovery: [LayoutError] { engine.brokenConstraints }

  /// The root's size now.
  public var rootSize: LayoutSize { engine.root.frame(in: .root).size }

  /// The frames now, rounded to ``scale`` when there is one.
  public var snapshot: LayoutSnapshot { LayoutSnapshot(engine: engine, layout: layout, scale: scale ?? 0) }

  /// The engine's ambiguities, one sentence each: `label: horizontal position is ambiguous`.
  public var ambiguities: [String] { engine.ambiguities.map(\.description) }

  /// The optional constraints of the file that do not hold now (see ``BrokenConstraint``).
  public var brokenConstraints: [BrokenConstraint] { BrokenConstraint.find(in: layout) }

  /// The frames at another root size; the root keeps that size afterwards.
  ///
  /// - Throws: ``LayoutError`` when the file's required constraints cannot hold at `size` (the
  ///   root then keeps its size), or its text items do not settle there.
  public func snapshot(at size: LayoutSize) throws(LayoutError) -> LayoutSnapshot {
    try engine.setRootSize(size)
    try engine.layoutIfNeeded()
    return snapshot
  }

  /// Whether a layout file's text has a `size:` statement (which only the top level may have, so
  /// in a file that loads it is the root's). Reads statements as the format does: comments from
  /// `#` and strings `"…"` are skipped, and a statement starts a line or follows a `;`.
  ///
  /// The loaded layout does not say whether the file set the root's size, and until a host sets
  /// one the root's size follows the constraints, so the text is asked instead.
  static func declaresRootSize(_ text: String) -> Bool {
    for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      var statement = ""
      var inString = false
      var escaped = false
      for character in line {
        if inString {
          if escaped {
            escaped = false
          } else if character == "\\" {
            escaped = true
          } else if character == "\"" {
            inString = false
          }
          continue
        }
        if character == "#" { break }
        if character == "\"" {
          inString = true
          continue
        }
        if character == ";" {
          if startsSizeProperty(statement) { return true }
          statement = ""
          continue
        }
        statement.append(character)
      }
      if startsSizeProperty(statement) { return true }
    }
    return false
  }

  /// Whether `statement` is `size` followed by `:` (spaces and tabs allowed around).
  private static func startsSizeProperty(_ statement: String) -> Bool {
    let trimmed = statement.drop { $0 == " " || $0 == "\t" }
    guard trimmed.hasPrefix("size") else { return false }
    return trimmed.dropFirst(4).drop { $0 == " " || $0 == "\t" }.hasPrefix(":")
  }
}
