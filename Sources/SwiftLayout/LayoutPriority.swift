/// How strongly a constraint holds, on Auto Layout's scale: any value in (0, 1000].
///
/// A constraint at priority `p` is never violated, by any amount, to satisfy any number of
/// constraints of lower priority: each distinct priority in use is its own level of the solver's
/// objective. ``required`` (1000) must hold exactly; every lower priority is optional.
///
/// The named levels come from the C++ core (`clayout::priority`), so both languages agree:
///
/// ```swift
/// let hugging: LayoutPriority = .defaultLow
/// let justAboveHugging = LayoutPriority(251)
/// let fromLiteral: LayoutPriority = 999
/// ```
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The priority's value on the (0, 1000] scale.
  public var rawValue: Double

  /// A priority of `rawValue`, not validated: the solver reports a priority outside (0, 1000]
  /// when a constraint that uses it is added.
  ///
  /// - Parameter rawValue: The value on Auto Layout's scale.
  public init(rawValue: Double) {
    self.rawValue = rawValue
  }

  /// A priority of `value`, not validated (see ``init(rawValue:)``).
  ///
  /// - Parameter value: The value on Auto Layout's scale.
  public init(_ value: Double) {
    self.init(rawValue: value)
  }

  /// A constraint that must hold exactly (1000). Adding one that cannot hold is an error.
  public static let required = LayoutPriority(CxxPriority.required)

  /// The default compression resistance (750), Auto Layout's `defaultHigh`.
  public static let defaultHigh = LayoutPriority(CxxPriority.defaultHigh)

  /// The default content hugging (250), Auto Layout's `defaultLow`.
  public static let defaultLow = LayoutPriority(CxxPriority.defaultLow)

  /// The level at which fitting size pulls (50), Auto Layout's `fittingSizeLevel`.
  public static let fittingSizeLevel = LayoutPriority(CxxPriority.fittingSizeLevel)

  /// Whether this is a priority the solver accepts: finite and in (0, 1000].
  public var isValid: Bool {
    CxxPriority.isValid(rawValue)
  }

  /// Whether this is ``required``: the constraint must hold exactly.
  public var isRequired: Bool {
    CxxPriority.isRequired(rawValue)
  }

  /// Orders priorities by value: a higher priority wins over any number of lower ones.
  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

// MARK: - Literals

extension LayoutPriority: ExpressibleByFloatLiteral {
  /// A priority written as a number with a fraction: `let priority: LayoutPriority = 749.5`.
  ///
  /// - Parameter value: The value on Auto Layout's scale.
  public init(floatLiteral value: Double) {
    self.init(rawValue: value)
  }
}

extension LayoutPriority: ExpressibleByIntegerLiteral {
  /// A priority written as a whole number: `let priority: LayoutPriority = 999`.
  ///
  /// - Parameter value: The value on Auto Layout's scale.
  public init(integerLiteral value: Int) {
    self.init(rawValue: Double(value))
  }
}

// MARK: - Arithmetic

extension LayoutPriority {
  /// The priority `amount` above `priority`: `.defaultLow + 1` is 251.
  ///
  /// - Returns: A priority of `priority.rawValue + amount`, not validated.
  public static func + (priority: LayoutPriority, amount: Double) -> LayoutPriority {
    LayoutPriority(priority.rawValue + amount)
  }

  /// The priority `amount` below `priority`: `.required - 1` is 999.
  ///
  /// - Returns: A priority of `priority.rawValue - amount`, not validated.
  public static func - (priority: LayoutPriority, amount: Double) -> LayoutPriority {
    LayoutPriority(priority.rawValue - amount)
  }
}

// MARK: - Description

extension LayoutPriority: CustomStringConvertible {
  /// The value as the C++ core writes priorities in every message (its `formatNumber`): integers
  /// without a decimal point, anything else with up to 10 significant digits: `750`, `749.5`,
  /// `749.1234568`.
  public var description: String { formatNumber(rawValue) }
}
