// The typed anchors of the Swift face, as the C++ `CLayoutAnchor<Kind>`: one generic value,
// `LayoutAnchor<Kind>`, whose kind says what it measures, and the algebra over it. Only the
// combinations that mean something exist, so the others do not type-check (there is simply no
// such overload):
//
//   position ± number     → position          dimension ± number    → dimension
//   number + position     → position          number ± dimension    → dimension
//   position − position   → dimension (a distance; both of one kind)
//   position ± dimension  → position          dimension + position  → position
//   dimension ± dimension → dimension         dimension × number, number × dimension,
//   −dimension            → dimension         dimension ÷ number    → dimension
//   a == b, a <= b, a >= b  between two values of one kind, and between a dimension and a number
//
// Not expressible: X with Y, leading/trailing with left/right, a position related to a number,
// a position times or divided by a number, the sum of two positions, a product of anchors.
// This file: the type, its kinds and names, and what every kind has; `LayoutAnchor+Position.swift`
// and `LayoutAnchor+Dimension.swift` hold what only positions and only dimensions have. The
// arithmetic itself is the C++ core's (`LayoutExpressionStorage`).

// MARK: - Kinds

/// What a ``LayoutAnchor`` measures: a position on one axis, or a dimension. The kind is a type,
/// so anchors of different kinds never mix.
public protocol LayoutAnchorKind {
  /// Whether anchors of this kind are positions (a zero multiplier is then refused at activation,
  /// since it would make the position a constant).
  static var isPosition: Bool { get }
}

/// The kind of a position: ``LayoutXAxis``, ``LayoutDirectionalXAxis`` or ``LayoutYAxis``.
public protocol LayoutPositionKind: LayoutAnchorKind {}

extension LayoutPositionKind {
  /// Positions are positions.
  public static var isPosition: Bool { true }
}

/// Horizontal positions in absolute terms: `left`, `right`, `centerX`.
public enum LayoutXAxis: LayoutPositionKind {}

/// Horizontal positions in reading direction: `leading`, `trailing`.
public enum LayoutDirectionalXAxis: LayoutPositionKind {}

/// Vertical positions: `top`, `bottom`, `centerY`, `firstBaseline`, `lastBaseline`.
public enum LayoutYAxis: LayoutPositionKind {}

/// Sizes and distances: `width`, `height`, the difference of two positions of one kind.
public enum LayoutDimensionKind: LayoutAnchorKind {
  /// A dimension is not a position.
  public static var isPosition: Bool { false }
}

extension LayoutAnchorKind {
  /// The kind as the C++ core types it, which the constraint carries across the bridge.
  static var cxxKind: CxxAnchorKind {
    if Self.self == LayoutXAxis.self { return .xAxis }
    if Self.self == LayoutDirectionalXAxis.self { return .directionalXAxis }
    if Self.self == LayoutYAxis.self { return .yAxis }
    return .dimension
  }
}

// MARK: - Names

/// A horizontal position in absolute terms: `left`, `right`, `centerX`, or a linear expression
/// of them (`view.rightAnchor + 8`).
///
/// Relate it with `==`, `<=`, `>=` to another of the same kind; add or subtract numbers and
/// ``LayoutDimension``s; subtract another of the same kind to get a distance
/// (`b.leftAnchor - a.rightAnchor` is a ``LayoutDimension``), which makes equal gaps a constraint.
public typealias LayoutXAxisAnchor = LayoutAnchor<LayoutXAxis>

/// A horizontal position in reading direction: `leading`, `trailing`, or a linear expression of
/// them. It never mixes with ``LayoutXAxisAnchor``: their meaning differs in right-to-left layouts.
///
/// Relate it with `==`, `<=`, `>=` to another of the same kind; add or subtract numbers and
/// ``LayoutDimension``s; subtract another of the same kind to get a distance
/// (`b.leadingAnchor - a.trailingAnchor` is a ``LayoutDimension``).
public typealias LayoutDirectionalXAxisAnchor = LayoutAnchor<LayoutDirectionalXAxis>

/// A vertical position: `top`, `bottom`, `centerY`, `firstBaseline`, `lastBaseline`, or a linear
/// expression of them.
///
/// Relate it with `==`, `<=`, `>=` to another of the same kind; add or subtract numbers and
/// ``LayoutDimension``s; subtract another of the same kind to get a distance
/// (`b.topAnchor - a.bottomAnchor` is a ``LayoutDimension``).
public typealias LayoutYAxisAnchor = LayoutAnchor<LayoutYAxis>

/// A size or a distance: `width`, `height`, the difference of two positions of one kind, or a
/// linear expression of them (`view.widthAnchor * 0.5 + 8`).
///
/// Dimensions relate to dimensions and to numbers, and scale by numbers.
public typealias LayoutDimension = LayoutAnchor<LayoutDimensionKind>

// MARK: - LayoutAnchor

/// An anchor of an item, or a linear expression of anchors of one kind: what `view.leftAnchor`,
/// `view.rightAnchor + 8` and `view.widthAnchor * 0.5` are. Written under its names:
/// ``LayoutXAxisAnchor``, ``LayoutDirectionalXAxisAnchor``, ``LayoutYAxisAnchor`` and
/// ``LayoutDimension``.
///
/// Relating two anchors (`==`, `<=`, `>=`, or the `constraint(…)` methods, as Auto Layout's)
/// makes a new inactive ``LayoutConstraint``.
public struct LayoutAnchor<Kind: LayoutAnchorKind> {
  var storage: LayoutExpressionStorage

  init(_ storage: LayoutExpressionStorage) {
    self.storage = storage
  }

  /// `self relation other` as a new inactive required constraint, with the kind of its sides.
  func relate(_ relation: LayoutRelation, to other: LayoutExpressionStorage) -> LayoutConstraint {
    storage.relate(relation, to: other, kind: Kind.cxxKind)
  }
}

// MARK: - Every kind

extension LayoutAnchor {
  /// `self == other · multiplier + constant`, as Auto Layout's
  /// `constraint(equalTo:multiplier:constant:)`; records where it was written.
  ///
  /// A multiplier on a position is allowed here (proportional positioning); a zero multiplier on
  /// a position is refused at activation (``LayoutError/Kind/zeroMultiplier``).
  /// - Returns: A new inactive required constraint.
  public func constraint(
    equalTo other: Self, multiplier: Double = 1, constant: Double = 0,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    relate(.equal, to: other.storage.scaled(by: multiplier).adding(constant))
      .recordingPlace(file: file, line: line)
  }

  /// `self <= other · multiplier + constant`; records where it was written.
  /// - Returns: A new inactive required constraint.
  public func constraint(
    lessThanOrEqualTo other: Self, multiplier: Double = 1, constant: Double = 0,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    relate(.lessThanOrEqual, to: other.storage.scaled(by: multiplier).adding(constant))
      .recordingPlace(file: file, line: line)
  }

  /// `self >= other · multiplier + constant`; records where it was written.
  /// - Returns: A new inactive required constraint.
  public func constraint(
    greaterThanOrEqualTo other: Self, multiplier: Double = 1, constant: Double = 0,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    relate(.greaterThanOrEqual, to: other.storage.scaled(by: multiplier).adding(constant))
      .recordingPlace(file: file, line: line)
  }

  /// The anchor `constant` further along its axis (or larger): `view.rightAnchor + 8`.
  public static func + (anchor: Self, constant: Double) -> Self {
    Self(anchor.storage.adding(constant))
  }

  /// The anchor `constant` further along its axis (or larger): `8 + view.rightAnchor`.
  public static func + (constant: Double, anchor: Self) -> Self {
    Self(anchor.storage.adding(constant))
  }

  /// The anchor `constant` back along its axis (or smaller): `view.rightAnchor - 8`.
  public static func - (anchor: Self, constant: Double) -> Self {
    Self(anchor.storage.adding(-constant))
  }

  /// The distance from `start` to `end` (`end − start`), a ``LayoutDimension``: for positions the
  /// gap between them, for dimensions their difference.
  public static func - (end: Self, start: Self) -> LayoutDimension {
    LayoutDimension(end.storage.combined(scale: 1, with: start.storage, otherScale: -1))
  }

  /// `lhs == rhs`: a new inactive required constraint (see ``LayoutConstraint``).
  public static func == (lhs: Self, rhs: Self) -> LayoutConstraint {
    lhs.relate(.equal, to: rhs.storage)
  }

  /// `lhs <= rhs`: a new inactive required constraint.
  public static func <= (lhs: Self, rhs: Self) -> LayoutConstraint {
    lhs.relate(.lessThanOrEqual, to: rhs.storage)
  }

  /// `lhs >= rhs`: a new inactive required constraint.
  public static func >= (lhs: Self, rhs: Self) -> LayoutConstraint {
    lhs.relate(.greaterThanOrEqual, to: rhs.storage)
  }
}
