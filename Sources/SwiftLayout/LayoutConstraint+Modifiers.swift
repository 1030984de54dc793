/// The precedence of `~`: below comparisons, so that `a == b ~ .defaultHigh` reads
/// `(a == b) ~ .defaultHigh`.
precedencegroup LayoutModifierPrecedence {
  associativity: left
  lowerThan: ComparisonPrecedence
  higherThan: AssignmentPrecedence
}

/// Gives a constraint a priority or an identifier: `a == b ~ .defaultHigh`, `a == b ~ 750`,
/// `a == b ~ LoginLayout.titleTop`.
infix operator ~ : LayoutModifierPrecedence

extension LayoutConstraint {
  /// A new inactive constraint like `constraint` at `priority`: `a == b ~ .defaultHigh`,
  /// `a == b ~ 750`. The priority is checked at activation
  /// (``LayoutError/Kind/invalidPriority``).
  public static func ~ (constraint: LayoutConstraint, priority: LayoutPriority) -> LayoutConstraint {
    constraint.withPriority(priority)
  }

  /// A new inactive constraint like `constraint` with the identifier of `identifier`:
  /// `a == b ~ LoginLayout.titleTop`.
  public static func ~ <Identifier: LayoutIdentifier>(constraint: LayoutConstraint, identifier: Identifier)
    -> LayoutConstraint
  {
    constraint.withIdentifier(identifier)
  }

  /// A new inactive constraint like this one with the identifier of `identifier`.
  ///
  /// - Returns: The new constraint; this one is unchanged.
  public func withIdentifier<Identifier: LayoutIdentifier>(_ identifier: Identifier) -> LayoutConstraint {
    withIdentifier(identifier.layoutIdentifier)
  }
}

extension Array where Element == LayoutConstraint {
  /// New inactive constraints like those of a composite anchor, at `priority`:
  /// `$0.size == other.sizeAnchor ~ .defaultHigh`.
  public static func ~ (constraints: [LayoutConstraint], priority: LayoutPriority) -> [LayoutConstraint] {
    constraints.map { $0.withPriority(priority) }
  }

  /// New inactive constraints like those of a composite anchor, each with the identifier of
  /// `identifier`.
  public static func ~ <Identifier: LayoutIdentifier>(constraints: [LayoutConstraint], identifier: Identifier)
    -> [LayoutConstraint]
  {
    constraints.map { $0.withIdentifier(identifier) }
  }
}
