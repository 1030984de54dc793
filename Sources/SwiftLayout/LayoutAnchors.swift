// The typed anchors of the Swift face and their algebra, as the C++ `CLayoutAnchor<Kind>` and
// its operators: only the combinations that mean something exist, so the others do not
// type-check (there is simply no such overload):
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
// The arithmetic itself is the C++ core's (`LayoutExpressionStorage`).
//
// The three position kinds have the same members.

// MARK: - LayoutXAxisAnchor

/// A horizontal position in absolute terms: `left`, `right`, `centerX`, or a linear expression of them (`view.rightAnchor + 8`).
///
/// Relate it with `==`, `<=`, `>=` to another of the same kind; add or subtract numbers and
/// ``LayoutDimension``s; subtract another of the same kind to get a distance
/// (`b.leftAnchor - a.rightAnchor` is a ``LayoutDimension``), which makes equal gaps a constraint.
public struct LayoutXAxisAnchor {
  var storage: LayoutExpressionStorage

  init(_ storage: LayoutExpressionStorage) {
    self.storage = storage
  }

  /// `self == other · multiplier + constant`, as Auto Layout's
  /// `constraint(equalTo:multiplier:constant:)`; records where it was written.
  ///
  /// A multiplier on a position is allowed here (proportional positioning); a zero multiplier is
  /// refused at activation (``LayoutError/Kind/zeroMultiplier``).
  /// - Returns: A new inactive required constraint.
  public func constraint(
    equalTo other: LayoutXAxisAnchor, multiplier: Double = 1, constant: Double = 0,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    storage.relate(.equal, to: other.storage.scaled(by: multiplier).adding(constant), positions: true)
      .recordingLocation(file: file, line: line)
  }

  /// `self <= other · multiplier + constant`; records where it was written.
  /// - Returns: A new inactive required constraint.
  public func constraint(
    lessThanOrEqualTo other: LayoutXAxisAnchor, multiplier: Double = 1, constant: Double = 0,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    storage.relate(
      .lessThanOrEqual, to: other.storage.scaled(by: multiplier).adding(constant), positions: true
    )
    .recordingLocation(file: file, line: line)
  }

  /// `self >= other · multiplier + constant`; records where it was written.
  /// - Returns: A new inactive required constraint.
  public func constraint(
    greaterThanOrEqualTo other: LayoutXAxisAnchor, multiplier: Double = 1, constant: Double = 0,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    storage.relate(
      .greaterThanOrEqual, to: other.storage.scaled(by: multiplier).adding(constant), positions: true
    )
    .recordingLocation(file: file, line: line)
  }

  /// The position `constant` further along the axis: `view.rightAnchor + 8`.
  public static func + (position: LayoutXAxisAnchor, constant: Double) -> LayoutXAxisAnchor {
    LayoutXAxisAnchor(position.storage.adding(constant))
  }

  /// The position `constant` further along the axis: `8 + view.rightAnchor`.
  public static func + (constant: Double, position: LayoutXAxisAnchor) -> LayoutXAxisAnchor {
    LayoutXAxisAnchor(position.storage.adding(constant))
  }

  /// The position `constant` back along the axis: `view.rightAnchor - 8`.
  public static func - (position: LayoutXAxisAnchor, constant: Double) -> LayoutXAxisAnchor {
    LayoutXAxisAnchor(position.storage.adding(-constant))
  }

  /// The position a distance further along the axis: `a.leftAnchor + a.widthAnchor / 2`.
  public static func + (position: LayoutXAxisAnchor, distance: LayoutDimension) -> LayoutXAxisAnchor {
    LayoutXAxisAnchor(position.storage.combined(scale: 1, with: distance.storage, otherScale: 1))
  }

  /// The position a distance further along the axis.
  public static func + (distance: LayoutDimension, position: LayoutXAxisAnchor) -> LayoutXAxisAnchor {
    LayoutXAxisAnchor(position.storage.combined(scale: 1, with: distance.storage, otherScale: 1))
  }

  /// The position a distance back along the axis.
  public static func - (position: LayoutXAxisAnchor, distance: LayoutDimension) -> LayoutXAxisAnchor {
    LayoutXAxisAnchor(position.storage.combined(scale: 1, with: distance.storage, otherScale: -1))
  }

  /// The distance from `start` to `end` (`end − start`): a ``LayoutDimension``.
  public static func - (end: LayoutXAxisAnchor, start: LayoutXAxisAnchor) -> LayoutDimension {
    LayoutDimension(end.storage.combined(scale: 1, with: start.storage, otherScale: -1))
  }

  /// `lhs == rhs`: a new inactive required constraint (see ``LayoutConstraint``).
  public static func == (lhs: LayoutXAxisAnchor, rhs: LayoutXAxisAnchor) -> LayoutConstraint {
    lhs.storage.relate(.equal, to: rhs.storage, positions: true)
  }

  /// `lhs <= rhs`: a new inactive required constraint.
  public static func <= (lhs: LayoutXAxisAnchor, rhs: LayoutXAxisAnchor) -> LayoutConstraint {
    lhs.storage.relate(.lessThanOrEqual, to: rhs.storage, positions: true)
  }

  /// `lhs >= rhs`: a new inactive required constraint.
  public static func >= (lhs: LayoutXAxisAnchor, rhs: LayoutXAxisAnchor) -> LayoutConstraint {
    lhs.storage.relate(.greaterThanOrEqual, to: rhs.storage, positions: true)
  }
}

// MARK: - LayoutDirectionalXAxisAnchor

/// A horizontal position in reading direction: `leading`, `trailing`, or a linear expression of them. It never mixes with ``LayoutXAxisAnchor``: their meaning differs in right-to-left layouts.
///
/// Relate it with `==`, `<=`, `>=` to another of the same kind; add or subtract numbers and
/// ``LayoutDimension``s; subtract another of the same kind to get a distance
/// (`b.leftAnchor - a.rightAnchor` is a ``LayoutDimension``), which makes equal gaps a constraint.
public struct LayoutDirectionalXAxisAnchor {
  var storage: LayoutExpressionStorage

  init(_ storage: LayoutExpressionStorage) {
    self.storage = storage
  }

  /// `self == other · multiplier + constant`, as Auto Layout's
  /// `constraint(equalTo:multiplier:constant:)`; records where it was written.
  ///
  /// A multiplier on a position is allowed here (proportional positioning); a zero multiplier is
  /// refused at activation (``LayoutError/Kind/zeroMultiplier``).
  /// - Returns: A new inactive required constraint.
  public func constraint(
    equalTo other: LayoutDirectionalXAxisAnchor, multiplier: Double = 1, constant: Double = 0,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    storage.relate(.equal, to: other.storage.scaled(by: multiplier).adding(constant), positions: true)
      .recordingLocation(file: file, line: line)
  }

  /// `self <= other · multiplier + constant`; records where it was written.
  /// - Returns: A new inactive required constraint.
  public func constraint(
    lessThanOrEqualTo other: LayoutDirectionalXAxisAnchor, multiplier: Double = 1, constant: Double = 0,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    storage.relate(
      .lessThanOrEqual, to: other.storage.scaled(by: multiplier).adding(constant), positions: true
    )
    .recordingLocation(file: file, line: line)
  }

  /// `self >= other · multiplier + constant`; records where it was written.
  /// - Returns: A new inactive required constraint.
  public func constraint(
    greaterThanOrEqualTo other: LayoutDirectionalXAxisAnchor, multiplier: Double = 1, constant: Double = 0,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    storage.relate(
      .greaterThanOrEqual, to: other.storage.scaled(by: multiplier).adding(constant), positions: true
    )
    .recordingLocation(file: file, line: line)
  }

  /// The position `constant` further along the axis: `view.trailingAnchor + 8`.
  public static func + (position: LayoutDirectionalXAxisAnchor, constant: Double)
    -> LayoutDirectionalXAxisAnchor
  {
    LayoutDirectionalXAxisAnchor(position.storage.adding(constant))
  }

  /// The position `constant` further along the axis: `8 + view.trailingAnchor`.
  public static func + (constant: Double, position: LayoutDirectionalXAxisAnchor)
    -> LayoutDirectionalXAxisAnchor
  {
    LayoutDirectionalXAxisAnchor(position.storage.adding(constant))
  }

  /// The position `constant` back along the axis: `view.trailingAnchor - 8`.
  public static func - (position: LayoutDirectionalXAxisAnchor, constant: Double)
    -> LayoutDirectionalXAxisAnchor
  {
    LayoutDirectionalXAxisAnchor(position.storage.adding(-constant))
  }

  /// The position a distance further along the axis: `a.leftAnchor + a.widthAnchor / 2`.
  public static func + (position: LayoutDirectionalXAxisAnchor, distance: LayoutDimension)
    -> LayoutDirectionalXAxisAnchor
  {
    LayoutDirectionalXAxisAnchor(position.storage.combined(scale: 1, with: distance.storage, otherScale: 1))
  }

  /// The position a distance further along the axis.
  public static func + (distance: LayoutDimension, position: LayoutDirectionalXAxisAnchor)
    -> LayoutDirectionalXAxisAnchor
  {
    LayoutDirectionalXAxisAnchor(position.storage.combined(scale: 1, with: distance.storage, otherScale: 1))
  }

  /// The position a distance back along the axis.
  public static func - (position: LayoutDirectionalXAxisAnchor, distance: LayoutDimension)
    -> LayoutDirectionalXAxisAnchor
  {
    LayoutDirectionalXAxisAnchor(position.storage.combined(scale: 1, with: distance.storage, otherScale: -1))
  }

  /// The distance from `start` to `end` (`end − start`): a ``LayoutDimension``.
  public static func - (end: LayoutDirectionalXAxisAnchor, start: LayoutDirectionalXAxisAnchor)
    -> LayoutDimension
  {
    LayoutDimension(end.storage.combined(scale: 1, with: start.storage, otherScale: -1))
  }

  /// `lhs == rhs`: a new inactive required constraint (see ``LayoutConstraint``).
  public static func == (lhs: LayoutDirectionalXAxisAnchor, rhs: LayoutDirectionalXAxisAnchor)
    -> LayoutConstraint
  {
    lhs.storage.relate(.equal, to: rhs.storage, positions: true)
  }

  /// `lhs <= rhs`: a new inactive required constraint.
  public static func <= (lhs: LayoutDirectionalXAxisAnchor, rhs: LayoutDirectionalXAxisAnchor)
    -> LayoutConstraint
  {
    lhs.storage.relate(.lessThanOrEqual, to: rhs.storage, positions: true)
  }

  /// `lhs >= rhs`: a new inactive required constraint.
  public static func >= (lhs: LayoutDirectionalXAxisAnchor, rhs: LayoutDirectionalXAxisAnchor)
    -> LayoutConstraint
  {
    lhs.storage.relate(.greaterThanOrEqual, to: rhs.storage, positions: true)
  }
}

// MARK: - LayoutYAxisAnchor

/// A vertical position: `top`, `bottom`, `centerY`, `firstBaseline`, `lastBaseline`, or a linear expression of them.
///
/// Relate it with `==`, `<=`, `>=` to another of the same kind; add or subtract numbers and
/// ``LayoutDimension``s; subtract another of the same kind to get a distance
/// (`b.leftAnchor - a.rightAnchor` is a ``LayoutDimension``), which makes equal gaps a constraint.
public struct LayoutYAxisAnchor {
  var storage: LayoutExpressionStorage

  init(_ storage: LayoutExpressionStorage) {
    self.storage = storage
  }

  /// `self == other · multiplier + constant`, as Auto Layout's
  /// `constraint(equalTo:multiplier:constant:)`; records where it was written.
  ///
  /// A multiplier on a position is allowed here (proportional positioning); a zero multiplier is
  /// refused at activation (``LayoutError/Kind/zeroMultiplier``).
  /// - Returns: A new inactive required constraint.
  public func constraint(
    equalTo other: LayoutYAxisAnchor, multiplier: Double = 1, constant: Double = 0,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    storage.relate(.equal, to: other.storage.scaled(by: multiplier).adding(constant), positions: true)
      .recordingLocation(file: file, line: line)
  }

  /// `self <= other · multiplier + constant`; records where it was written.
  /// - Returns: A new inactive required constraint.
  public func constraint(
    lessThanOrEqualTo other: LayoutYAxisAnchor, multiplier: Double = 1, constant: Double = 0,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    storage.relate(
      .lessThanOrEqual, to: other.storage.scaled(by: multiplier).adding(constant), positions: true
    )
    .recordingLocation(file: file, line: line)
  }

  /// `self >= other · multiplier + constant`; records where it was written.
  /// - Returns: A new inactive required constraint.
  public func constraint(
    greaterThanOrEqualTo other: LayoutYAxisAnchor, multiplier: Double = 1, constant: Double = 0,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    storage.relate(
      .greaterThanOrEqual, to: other.storage.scaled(by: multiplier).adding(constant), positions: true
    )
    .recordingLocation(file: file, line: line)
  }

  /// The position `constant` further along the axis: `view.bottomAnchor + 8`.
  public static func + (position: LayoutYAxisAnchor, constant: Double) -> LayoutYAxisAnchor {
    LayoutYAxisAnchor(position.storage.adding(constant))
  }

  /// The position `constant` further along the axis: `8 + view.bottomAnchor`.
  public static func + (constant: Double, position: LayoutYAxisAnchor) -> LayoutYAxisAnchor {
    LayoutYAxisAnchor(position.storage.adding(constant))
  }

  /// The position `constant` back along the axis: `view.bottomAnchor - 8`.
  public static func - (position: LayoutYAxisAnchor, constant: Double) -> LayoutYAxisAnchor {
    LayoutYAxisAnchor(position.storage.adding(-constant))
  }

  /// The position a distance further along the axis: `a.leftAnchor + a.widthAnchor / 2`.
  public static func + (position: LayoutYAxisAnchor, distance: LayoutDimension) -> LayoutYAxisAnchor {
    LayoutYAxisAnchor(position.storage.combined(scale: 1, with: distance.storage, otherScale: 1))
  }

  /// The position a distance further along the axis.
  public static func + (distance: LayoutDimension, position: LayoutYAxisAnchor) -> LayoutYAxisAnchor {
    LayoutYAxisAnchor(position.storage.combined(scale: 1, with: distance.storage, otherScale: 1))
  }

  /// The position a distance back along the axis.
  public static func - (position: LayoutYAxisAnchor, distance: LayoutDimension) -> LayoutYAxisAnchor {
    LayoutYAxisAnchor(position.storage.combined(scale: 1, with: distance.storage, otherScale: -1))
  }

  /// The distance from `start` to `end` (`end − start`): a ``LayoutDimension``.
  public static func - (end: LayoutYAxisAnchor, start: LayoutYAxisAnchor) -> LayoutDimension {
    LayoutDimension(end.storage.combined(scale: 1, with: start.storage, otherScale: -1))
  }

  /// `lhs == rhs`: a new inactive required constraint (see ``LayoutConstraint``).
  public static func == (lhs: LayoutYAxisAnchor, rhs: LayoutYAxisAnchor) -> LayoutConstraint {
    lhs.storage.relate(.equal, to: rhs.storage, positions: true)
  }

  /// `lhs <= rhs`: a new inactive required constraint.
  public static func <= (lhs: LayoutYAxisAnchor, rhs: LayoutYAxisAnchor) -> LayoutConstraint {
    lhs.storage.relate(.lessThanOrEqual, to: rhs.storage, positions: true)
  }

  /// `lhs >= rhs`: a new inactive required constraint.
  public static func >= (lhs: LayoutYAxisAnchor, rhs: LayoutYAxisAnchor) -> LayoutConstraint {
    lhs.storage.relate(.greaterThanOrEqual, to: rhs.storage, positions: true)
  }
}

// MARK: - LayoutDimension

/// A size or a distance: `width`, `height`, the difference of two positions of one kind, or a
/// linear expression of them (`view.widthAnchor * 0.5 + 8`).
///
/// Dimensions relate to dimensions and to numbers, and scale by numbers.
public struct LayoutDimension {
  var storage: LayoutExpressionStorage

  init(_ storage: LayoutExpressionStorage) {
    self.storage = storage
  }

  /// `self == constant`, as Auto Layout's `constraint(equalToConstant:)`; records where it was
  /// written.
  /// - Returns: A new inactive required constraint.
  public func constraint(equalToConstant constant: Double, file: StaticString = #fileID, line: UInt = #line)
    -> LayoutConstraint
  {
    storage.relate(.equal, to: LayoutExpressionStorage(constant: constant), positions: false)
      .recordingLocation(file: file, line: line)
  }

  /// `self <= constant`; records where it was written.
  /// - Returns: A new inactive required constraint.
  public func constraint(
    lessThanOrEqualToConstant constant: Double, file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    storage.relate(.lessThanOrEqual, to: LayoutExpressionStorage(constant: constant), positions: false)
      .recordingLocation(file: file, line: line)
  }

  /// `self >= constant`; records where it was written.
  /// - Returns: A new inactive required constraint.
  public func constraint(
    greaterThanOrEqualToConstant constant: Double, file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    storage.relate(.greaterThanOrEqual, to: LayoutExpressionStorage(constant: constant), positions: false)
      .recordingLocation(file: file, line: line)
  }

  /// `self == other · multiplier + constant`, as Auto Layout's
  /// `constraint(equalTo:multiplier:constant:)`; records where it was written.
  /// - Returns: A new inactive required constraint.
  public func constraint(
    equalTo other: LayoutDimension, multiplier: Double = 1, constant: Double = 0,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    storage.relate(.equal, to: other.storage.scaled(by: multiplier).adding(constant), positions: false)
      .recordingLocation(file: file, line: line)
  }

  /// `self <= other · multiplier + constant`; records where it was written.
  /// - Returns: A new inactive required constraint.
  public func constraint(
    lessThanOrEqualTo other: LayoutDimension, multiplier: Double = 1, constant: Double = 0,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    storage.relate(
      .lessThanOrEqual, to: other.storage.scaled(by: multiplier).adding(constant), positions: false
    )
    .recordingLocation(file: file, line: line)
  }

  /// `self >= other · multiplier + constant`; records where it was written.
  /// - Returns: A new inactive required constraint.
  public func constraint(
    greaterThanOrEqualTo other: LayoutDimension, multiplier: Double = 1, constant: Double = 0,
    file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    storage.relate(
      .greaterThanOrEqual, to: other.storage.scaled(by: multiplier).adding(constant), positions: false
    )
    .recordingLocation(file: file, line: line)
  }

  /// `dimension + constant`.
  public static func + (dimension: LayoutDimension, constant: Double) -> LayoutDimension {
    LayoutDimension(dimension.storage.adding(constant))
  }

  /// `constant + dimension`.
  public static func + (constant: Double, dimension: LayoutDimension) -> LayoutDimension {
    LayoutDimension(dimension.storage.adding(constant))
  }

  /// `dimension - constant`.
  public static func - (dimension: LayoutDimension, constant: Double) -> LayoutDimension {
    LayoutDimension(dimension.storage.adding(-constant))
  }

  /// `constant - dimension`.
  public static func - (constant: Double, dimension: LayoutDimension) -> LayoutDimension {
    LayoutDimension(dimension.storage.scaled(by: -1).adding(constant))
  }

  /// The sum of two dimensions.
  public static func + (lhs: LayoutDimension, rhs: LayoutDimension) -> LayoutDimension {
    LayoutDimension(lhs.storage.combined(scale: 1, with: rhs.storage, otherScale: 1))
  }

  /// The difference of two dimensions.
  public static func - (lhs: LayoutDimension, rhs: LayoutDimension) -> LayoutDimension {
    LayoutDimension(lhs.storage.combined(scale: 1, with: rhs.storage, otherScale: -1))
  }

  /// `dimension · multiplier`.
  public static func * (dimension: LayoutDimension, multiplier: Double) -> LayoutDimension {
    LayoutDimension(dimension.storage.scaled(by: multiplier))
  }

  /// `multiplier · dimension`.
  public static func * (multiplier: Double, dimension: LayoutDimension) -> LayoutDimension {
    LayoutDimension(dimension.storage.scaled(by: multiplier))
  }

  /// `dimension ÷ divisor`.
  public static func / (dimension: LayoutDimension, divisor: Double) -> LayoutDimension {
    LayoutDimension(dimension.storage.divided(by: divisor))
  }

  /// `−dimension`.
  public static prefix func - (dimension: LayoutDimension) -> LayoutDimension {
    LayoutDimension(dimension.storage.scaled(by: -1))
  }

  /// `lhs == rhs`: a new inactive required constraint.
  public static func == (lhs: LayoutDimension, rhs: LayoutDimension) -> LayoutConstraint {
    lhs.storage.relate(.equal, to: rhs.storage, positions: false)
  }

  /// `lhs <= rhs`: a new inactive required constraint.
  public static func <= (lhs: LayoutDimension, rhs: LayoutDimension) -> LayoutConstraint {
    lhs.storage.relate(.lessThanOrEqual, to: rhs.storage, positions: false)
  }

  /// `lhs >= rhs`: a new inactive required constraint.
  public static func >= (lhs: LayoutDimension, rhs: LayoutDimension) -> LayoutConstraint {
    lhs.storage.relate(.greaterThanOrEqual, to: rhs.storage, positions: false)
  }

  /// `dimension == constant`, as Auto Layout's `constraint(equalToConstant:)`.
  public static func == (dimension: LayoutDimension, constant: Double) -> LayoutConstraint {
    dimension.storage.relate(.equal, to: LayoutExpressionStorage(constant: constant), positions: false)
  }

  /// `dimension <= constant`.
  public static func <= (dimension: LayoutDimension, constant: Double) -> LayoutConstraint {
    dimension.storage.relate(
      .lessThanOrEqual, to: LayoutExpressionStorage(constant: constant), positions: false)
  }

  /// `dimension >= constant`.
  public static func >= (dimension: LayoutDimension, constant: Double) -> LayoutConstraint {
    dimension.storage.relate(
      .greaterThanOrEqual, to: LayoutExpressionStorage(constant: constant), positions: false)
  }

  /// `constant == dimension`: the number is the first side.
  public static func == (constant: Double, dimension: LayoutDimension) -> LayoutConstraint {
    LayoutExpressionStorage(constant: constant).relate(.equal, to: dimension.storage, positions: false)
  }

  /// `constant <= dimension`.
  public static func <= (constant: Double, dimension: LayoutDimension) -> LayoutConstraint {
    LayoutExpressionStorage(constant: constant).relate(
      .lessThanOrEqual, to: dimension.storage, positions: false)
  }

  /// `constant >= dimension`.
  public static func >= (constant: Double, dimension: LayoutDimension) -> LayoutConstraint {
    LayoutExpressionStorage(constant: constant).relate(
      .greaterThanOrEqual, to: dimension.storage, positions: false)
  }
}
