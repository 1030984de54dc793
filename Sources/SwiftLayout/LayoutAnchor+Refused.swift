// The forms the typed anchors refuse, where Swift's own message would mislead: each is an
// unavailable overload whose message names the rule, as the C++ DSL's deleted operators name
// theirs (`forbidden::position_related_to_a_constant`, AnchorOperators.h). Without them Swift
// finds no overload and describes the operands instead: `$0.leading == 20` reads to it as a
// dimension's relation, `$0.leading * 2` as a `Duration`'s product. They are never callable.
//
// Only the forms people write by mistake have one: a position related to a number, scaled by a
// number, negated, or added to a position. A horizontal anchor with a vertical one, and leading
// with left, already fail naming both anchor types.

extension LayoutAnchor where Kind: LayoutPositionKind {
  /// Refused: a position is relative to other positions.
  @available(
    *, unavailable,
    message:
      "a position cannot equal a number: relate it to another position (view.leadingAnchor == parent.leadingAnchor + 20); only a dimension relates to a number (view.widthAnchor == 20)"
  )
  public static func == (position: Self, constant: Double) -> LayoutConstraint { fatalError() }

  /// Refused: a position is relative to other positions.
  @available(
    *, unavailable,
    message:
      "a position cannot be at most a number: relate it to another position (view.leadingAnchor <= parent.leadingAnchor + 20); only a dimension relates to a number (view.widthAnchor <= 20)"
  )
  public static func <= (position: Self, constant: Double) -> LayoutConstraint { fatalError() }

  /// Refused: a position is relative to other positions.
  @available(
    *, unavailable,
    message:
      "a position cannot be at least a number: relate it to another position (view.leadingAnchor >= parent.leadingAnchor + 20); only a dimension relates to a number (view.widthAnchor >= 20)"
  )
  public static func >= (position: Self, constant: Double) -> LayoutConstraint { fatalError() }

  /// Refused: a position is relative to other positions.
  @available(
    *, unavailable,
    message:
      "a number cannot equal a position: relate the position to another position (view.leadingAnchor == parent.leadingAnchor + 20); only a dimension relates to a number (20 == view.widthAnchor)"
  )
  public static func == (constant: Double, position: Self) -> LayoutConstraint { fatalError() }

  /// Refused: positions are not scaled by numbers.
  @available(
    *, unavailable,
    message:
      "a position cannot be multiplied by a number: a position moves by adding a number (view.leadingAnchor + 20); for a position proportional to another, use constraint(equalTo:multiplier:constant:)"
  )
  public static func * (position: Self, multiplier: Double) -> Self { fatalError() }

  /// Refused: positions are not scaled by numbers.
  @available(
    *, unavailable,
    message:
      "a position cannot be multiplied by a number: a position moves by adding a number (view.leadingAnchor + 20); for a position proportional to another, use constraint(equalTo:multiplier:constant:)"
  )
  public static func * (multiplier: Double, position: Self) -> Self { fatalError() }

  /// Refused: positions are not scaled by numbers.
  @available(
    *, unavailable,
    message:
      "a position cannot be divided by a number: a position moves by adding a number (view.leadingAnchor + 20); for a position proportional to another, use constraint(equalTo:multiplier:constant:)"
  )
  public static func / (position: Self, divisor: Double) -> Self { fatalError() }

  /// Refused: a negated position is a position times −1.
  @available(
    *, unavailable,
    message:
      "a position cannot be negated: subtract it from another position to get a distance (parent.trailingAnchor - view.trailingAnchor)"
  )
  public static prefix func - (position: Self) -> Self { fatalError() }

  /// Refused: the sum of two positions means nothing.
  @available(
    *, unavailable,
    message:
      "two positions cannot be added: their difference is a distance (b.leadingAnchor - a.trailingAnchor); a position plus a distance is a position"
  )
  public static func + (lhs: Self, rhs: Self) -> Self { fatalError() }
}
