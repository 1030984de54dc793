// What only dimensions (``LayoutDimension``) have: relations to numbers, sums, scaling. See
// `LayoutAnchor.swift` for the table.

extension LayoutAnchor where Kind == LayoutDimensionKind {
  /// `self == constant`, as Auto Layout's `constraint(equalToConstant:)`; records where it was
  /// written.
  /// - Returns: A new inactive required constraint.
  public func constraint(equalToConstant constant: Double, file: StaticString = #fileID, line: UInt = #line)
    -> LayoutConstraint
  {
    relate(.equal, to: LayoutExpressionStorage(constant: constant)).recordingPlace(file: file, line: line)
  }

  /// `self <= constant`; records where it was written.
  /// - Returns: A new inactive required constraint.
  public func constraint(
    lessThanOrEqualToConstant constant: Double, file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    relate(.lessThanOrEqual, to: LayoutExpressionStorage(constant: constant))
      .recordingPlace(file: file, line: line)
  }

  /// `self >= constant`; records where it was written.
  /// - Returns: A new inactive required constraint.
  public func constraint(
    greaterThanOrEqualToConstant constant: Double, file: StaticString = #fileID, line: UInt = #line
  ) -> LayoutConstraint {
    relate(.greaterThanOrEqual, to: LayoutExpressionStorage(constant: constant))
      .recordingPlace(file: file, line: line)
  }

  /// `constant - dimension`.
  public static func - (constant: Double, dimension: Self) -> Self {
    Self(dimension.storage.scaled(by: -1).adding(constant))
  }

  /// The sum of two dimensions.
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(lhs.storage.combined(scale: 1, with: rhs.storage, otherScale: 1))
  }

  /// `dimension · multiplier`.
  public static func * (dimension: Self, multiplier: Double) -> Self {
    Self(dimension.storage.scaled(by: multiplier))
  }

  /// `multiplier · dimension`.
  public static func * (multiplier: Double, dimension: Self) -> Self {
    Self(dimension.storage.scaled(by: multiplier))
  }

  /// `dimension ÷ divisor`.
  public static func / (dimension: Self, divisor: Double) -> Self {
    Self(dimension.storage.divided(by: divisor))
  }

  /// `−dimension`.
  public static prefix func - (dimension: Self) -> Self {
    Self(dimension.storage.scaled(by: -1))
  }

  /// `dimension == constant`, as Auto Layout's `constraint(equalToConstant:)`.
  public static func == (dimension: Self, constant: Double) -> LayoutConstraint {
    dimension.relate(.equal, to: LayoutExpressionStorage(constant: constant))
  }

  /// `dimension <= constant`.
  public static func <= (dimension: Self, constant: Double) -> LayoutConstraint {
    dimension.relate(.lessThanOrEqual, to: LayoutExpressionStorage(constant: constant))
  }

  /// `dimension >= constant`.
  public static func >= (dimension: Self, constant: Double) -> LayoutConstraint {
    dimension.relate(.greaterThanOrEqual, to: LayoutExpressionStorage(constant: constant))
  }

  /// `constant == dimension`: the number is the first side.
  public static func == (constant: Double, dimension: Self) -> LayoutConstraint {
    LayoutDimension(LayoutExpressionStorage(constant: constant)).relate(.equal, to: dimension.storage)
  }

  /// `constant <= dimension`.
  public static func <= (constant: Double, dimension: Self) -> LayoutConstraint {
    LayoutDimension(LayoutExpressionStorage(constant: constant)).relate(
      .lessThanOrEqual, to: dimension.storage)
  }

  /// `constant >= dimension`.
  public static func >= (constant: Double, dimension: Self) -> LayoutConstraint {
    LayoutDimension(LayoutExpressionStorage(constant: constant)).relate(
      .greaterThanOrEqual, to: dimension.storage)
  }
}
