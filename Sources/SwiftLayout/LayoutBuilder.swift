/// Builds a list of constraints from a block, one per line, recording the Swift file and line of
/// each (Swift operators cannot capture `#fileID`/`#line` themselves, so the builder does).
///
/// Accepts constraints, arrays of constraints (composite anchors: `$0.edges == …`), `if`,
/// `if`/`else`, `switch` and `for` loops:
///
/// ```swift
/// try activate {
///   title.topAnchor == margins.topAnchor
///   if showsSubtitle {
///     subtitle.topAnchor == title.bottomAnchor + 4
///   }
///   card.edgesAnchor == screen.safeAreaLayoutGuide.edgesAnchor.inset(by: 16)
/// }
/// ```
@resultBuilder
public enum LayoutBuilder {
  /// One constraint, recorded as written on its line.
  public static func buildExpression(
    _ constraint: LayoutConstraint, file: StaticString = #fileID, line: UInt = #line
  ) -> [LayoutConstraint] {
    [constraint.recordingPlace(file: file, line: line)]
  }

  /// Several constraints (a composite anchor's), recorded as written on their line.
  public static func buildExpression(
    _ constraints: [LayoutConstraint], file: StaticString = #fileID, line: UInt = #line
  ) -> [LayoutConstraint] {
    constraints.map { $0.recordingPlace(file: file, line: line) }
  }

  /// The lines of a block, in order.
  public static func buildBlock(_ components: [LayoutConstraint]...) -> [LayoutConstraint] {
    components.flatMap { $0 }
  }

  /// An `if` without `else`.
  public static func buildOptional(_ component: [LayoutConstraint]?) -> [LayoutConstraint] {
    component ?? []
  }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first component: [LayoutConstraint]) -> [LayoutConstraint] {
    component
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second component: [LayoutConstraint]) -> [LayoutConstraint] {
    component
  }

  /// A `for` loop.
  public static func buildArray(_ components: [[LayoutConstraint]]) -> [LayoutConstraint] {
    components.flatMap { $0 }
  }

  /// An `if #available` block.
  public static func buildLimitedAvailability(_ component: [LayoutConstraint]) -> [LayoutConstraint] {
    component
  }
}
