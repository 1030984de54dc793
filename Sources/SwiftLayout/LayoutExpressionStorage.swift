// The value behind every typed anchor: a C++ `LayoutExpression` and the engine wrapper that keeps
// the C++ engine its terms point to alive. The arithmetic is the C++ anchor algebra's.

/// `Σ coefficient · item.attribute + constant`, untyped: the storage of the typed anchors.
struct LayoutExpressionStorage {
  /// The C++ expression (its terms name the engine by address).
  var expression: CxxLayoutExpression
  /// The engine of the items, kept alive as long as an anchor or constraint refers to it.
  var engine: LayoutEngine?

  /// `1 · item.attribute`.
  init(item: LayoutItem, attribute: CxxLayoutAttribute) {
    expression = Bridge.anchorExpression(item.handle, attribute)
    engine = item.engine
  }

  /// A bare number.
  init(constant: Double) {
    expression = Bridge.constantLayoutExpression(constant)
    engine = nil
  }

  private init(_ expression: CxxLayoutExpression, engine: LayoutEngine?) {
    self.expression = expression
    self.engine = engine
  }

  /// `self + constant`.
  func adding(_ constant: Double) -> Self {
    Self(Bridge.addConstantToLayoutExpression(expression, constant), engine: engine)
  }

  /// `self · scale + other · otherScale`.
  func combined(scale: Double, with other: Self, otherScale: Double) -> Self {
    Self(
      Bridge.combineLayoutExpressions(expression, scale, other.expression, otherScale),
      engine: engine ?? other.engine)
  }

  /// `self · multiplier`.
  func scaled(by multiplier: Double) -> Self {
    Self(Bridge.scaleLayoutExpression(expression, multiplier), engine: engine)
  }

  /// `self ÷ divisor`.
  func divided(by divisor: Double) -> Self {
    Self(Bridge.divideLayoutExpression(expression, divisor), engine: engine)
  }

  /// `self relation other`: a new inactive constraint at the required priority. Its place is
  /// recorded by the result builder or by `activate`, since Swift operators cannot take
  /// `#fileID`/`#line` default arguments.
  func relate(_ relation: LayoutRelation, to other: Self, kind: CxxAnchorKind) -> LayoutConstraint {
    LayoutConstraint(
      handle: Bridge.relatedLayoutConstraint(
        expression, relation.cxx, other.expression, kind, LayoutConstraint.unknownFile, 0),
      engine: engine ?? other.engine)
  }
}
