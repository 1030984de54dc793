import SwiftLayout

/// An optional constraint of a layout file that does not hold at the solved values, and by how
/// much: what `clayout` reports as worth knowing.
///
/// The rule: every constraint the file wrote (anchor notation or a format's, at any priority
/// below required) that misses by more than ``BrokenConstraint/threshold`` points at the solved
/// values (before any pixel rounding). The constraints the engine writes itself (content hugging
/// and compression resistance from an intrinsic size, the guides') are not reported: they give
/// way by design.
public struct BrokenConstraint: Hashable, Sendable {
  /// A miss smaller than this many points is not reported: below a thousandth of a pixel at
  /// scale 10, it cannot be seen.
  public static let threshold = 0.0001

  /// The constraint as it describes itself, with its place: `a.width == 320 @750 (c.layout:7)`.
  public let description: String
  /// The constraint without its place, for a message that gives the place already:
  /// `c.layout:7: a.width == 320 @750 misses by 70`.
  public let statement: String
  /// The names of the items it relates, each once, in the order they appear in it.
  public let items: [String]
  /// Its line in the file (1-based).
  public let line: Int
  /// Its priority.
  public let priority: Double
  /// By how much it misses, in points (``SwiftLayout/LayoutConstraint/violation``).
  public let amount: Double

  /// The constraints of `layout` that miss by more than the threshold in its engine, in the order
  /// of the file.
  public static func find(in layout: LoadedLayout) -> [BrokenConstraint] {
    layout.constraints.compactMap { constraint in
      guard let amount = constraint.violation, amount > threshold else { return nil }
      return BrokenConstraint(
        description: constraint.description, statement: constraint.statement,
        items: constraint.items.map(\.name), line: constraint.line, priority: constraint.priority.rawValue,
        amount: amount)
    }
  }

}
