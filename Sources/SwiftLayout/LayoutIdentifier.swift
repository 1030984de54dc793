/// A name for a constraint, shown in every message about it, given with `~` or
/// ``LayoutConstraint/withIdentifier(_:)-(Identifier)``.
///
/// An enumeration with `String` raw values gets the conformance for free, so no identifier string
/// is typed twice:
///
/// ```swift
/// enum LoginLayout: String, LayoutIdentifier {
///   case titleTop, fieldGap
/// }
/// try activate {
///   title.topAnchor == margins.topAnchor ~ LoginLayout.titleTop   // "LoginLayout.titleTop"
/// }
/// ```
///
/// By default the identifier is namespaced by the type (`LoginLayout.titleTop`); a type that
/// prefers the bare raw value sets ``isNamespaced`` to false.
public protocol LayoutIdentifier {
  /// The identifier string.
  var layoutIdentifier: String { get }
  /// Whether the default ``layoutIdentifier`` is prefixed with the type's name.
  static var isNamespaced: Bool { get }
}

extension LayoutIdentifier {
  /// Namespaced by default.
  public static var isNamespaced: Bool { true }
}

extension LayoutIdentifier where Self: RawRepresentable, RawValue == String {
  /// The raw value, prefixed with the type's name when ``isNamespaced``: `LoginLayout.titleTop`.
  public var layoutIdentifier: String {
    Self.isNamespaced ? "\(Self.self).\(rawValue)" : rawValue
  }
}

extension String: LayoutIdentifier {
  /// The string itself.
  public var layoutIdentifier: String { self }
  /// A string is its own identifier: not namespaced.
  public static var isNamespaced: Bool { false }
}
