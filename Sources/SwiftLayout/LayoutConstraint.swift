/// A layout constraint: `first relation second` between linear expressions of item anchors, at a
/// priority, with an identifier and the Swift file and line where it was written, as
/// `NSLayoutConstraint`.
///
/// The anchor operators make constraints (`label.topAnchor == button.bottomAnchor + 20`); they
/// are inactive until activated, all or nothing, with ``SwiftLayout/activate(_:file:line:)`` or
/// ``activate(file:line:_:)``. While active, ``setConstant(_:)`` and ``setPriority(_:)`` change
/// them in place. A constraint is an object with identity, owned by whoever holds it; it keeps its
/// engine alive, and the engine keeps every active constraint in force even when no Swift
/// reference to it remains.
///
/// Where it was written: Swift operators cannot take `#fileID`/`#line` default arguments, so the
/// place is recorded by the result builder (each line of an `activate { }` or `layout { }`
/// block), by the array form of `activate` (the call's line), or by the named methods
/// (`constraint(equalTo:…)`), whichever sees the constraint first.
public final class LayoutConstraint {
  /// The C++ constraint.
  let handle: CxxLayoutConstraint
  /// The engine of the constraint's first item (nil when it has none): kept alive by the
  /// constraint. A second engine's items (a constraint activation refuses) are not kept alive.
  let engine: LayoutEngine?

  /// The file name recorded for a constraint whose place is not known yet.
  static var unknownFile: UnsafePointer<CChar> { StaticString("").cString }

  init(handle: CxxLayoutConstraint, engine: LayoutEngine?) {
    self.handle = handle
    self.engine = engine
  }

  /// Records `file`:`line` as where the constraint was written, unless it already has a place or
  /// is active. The place is recorded in the C++ constraint itself, which keeps its identity.
  @discardableResult
  func recordingPlace(file: StaticString, line: UInt) -> LayoutConstraint {
    Bridge.recordLayoutConstraintPlace(handle, file.cString, UInt32(clamping: line))
    return self
  }

  // MARK: State

  /// Whether an engine has the constraint active.
  public var isActive: Bool { Bridge.layoutConstraintIsActive(handle) }

  /// Auto Layout's constant: the right-hand side's constant minus the left-hand side's (for
  /// `a.rightAnchor == b.leftAnchor - 10` it is -10). Change it with ``setConstant(_:)``.
  public var constant: Double { Bridge.layoutConstraintConstant(handle) }

  /// The priority. Change it with ``setPriority(_:)``, or make a copy at another priority with
  /// `~` or ``withPriority(_:)``.
  public var priority: LayoutPriority { LayoutPriority(Bridge.layoutConstraintPriority(handle)) }

  /// The identifier shown in every message about the constraint (nil when none).
  public var identifier: String? {
    let identifier = String(Bridge.layoutConstraintIdentifier(handle))
    return identifier.isEmpty ? nil : identifier
  }

  /// The Swift file the constraint was written in (`#fileID`), empty when unknown.
  public var fileID: String { String(Bridge.layoutConstraintFileName(handle)) }

  /// The line the constraint was written on (0 when unknown).
  public var line: Int { Int(Bridge.layoutConstraintLine(handle)) }

  /// How far the constraint is from holding at its engine's solved values: 0 when it holds, else
  /// the amount (in points, for `first - second`) by which `==` misses or `<=` / `>=` is exceeded.
  /// Only an optional constraint can miss, when a stronger one wins over it. Nil while inactive.
  public var violation: Double? {
    let violation = Bridge.layoutConstraintViolation(handle)
    return violation.isNaN ? nil : violation
  }

  // MARK: Changes

  /// Changes the constant, in place when active (an incremental edit of the solver), as setting
  /// `NSLayoutConstraint.constant`.
  ///
  /// - Parameter constant: The new constant.
  /// - Throws: ``LayoutError`` with ``LayoutError/Kind/nonFiniteValue`` for NaN or infinity, or
  ///   ``LayoutError/Kind/unsatisfiableConstraint`` when the new constant conflicts; the
  ///   constraint is then unchanged.
  public func setConstant(_ constant: Double) throws(LayoutError) {
    try check(Bridge.setLayoutConstraintConstant(handle, constant))
  }

  /// Changes the priority, in place when active.
  ///
  /// - Parameter priority: The new priority, in (0, 1000].
  /// - Throws: ``LayoutError`` with ``LayoutError/Kind/invalidPriority`` outside (0, 1000], or
  ///   ``LayoutError/Kind/unsatisfiableConstraint`` when making it required conflicts.
  public func setPriority(_ priority: LayoutPriority) throws(LayoutError) {
    try check(Bridge.setLayoutConstraintPriority(handle, priority.rawValue))
  }

  /// A new inactive constraint like this one at `priority`: `(a == b).withPriority(.defaultHigh)`,
  /// the same as `a == b ~ .defaultHigh`. The priority is checked when it is activated.
  ///
  /// - Returns: The new constraint; this one is unchanged.
  public func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
    LayoutConstraint(handle: Bridge.layoutConstraintWithPriority(handle, priority.rawValue), engine: engine)
  }

  /// A new inactive constraint like this one that reads leading and trailing in `item`'s layout
  /// direction, whatever its own items' directions (without it, a constraint reads them in its
  /// first item's): `(b.leadingAnchor == a.trailingAnchor + 8).inLayoutDirection(of: card)`
  /// places b after a in card's reading direction. A Visual Format Language line's constraints
  /// read them in the line's superview's direction; `clayout translate` writes this for them.
  /// `item` must be of this constraint's engine and in its tree (activation refuses it
  /// otherwise).
  ///
  /// - Returns: The new constraint; this one is unchanged.
  public func inLayoutDirection(of item: LayoutItem) -> LayoutConstraint {
    LayoutConstraint(
      handle: Bridge.layoutConstraintInLayoutDirectionOf(handle, item.handle), engine: engine ?? item.engine)
  }

  /// A new inactive constraint like this one with the identifier `identifier`.
  ///
  /// - Returns: The new constraint; this one is unchanged.
  public func withIdentifier(_ identifier: String) -> LayoutConstraint {
    LayoutConstraint(
      handle: Bridge.layoutConstraintWithIdentifier(handle, CxxString(identifier)), engine: engine)
  }

  /// Activates this constraint (see ``SwiftLayout/activate(_:file:line:)``).
  ///
  /// - Throws: ``LayoutError`` when it cannot be activated; nothing changes then.
  public func activate(file: StaticString = #fileID, line: UInt = #line) throws(LayoutError) {
    recordingPlace(file: file, line: line)
    try Self.activate([self])
  }

  /// Deactivates this constraint.
  ///
  /// - Throws: ``LayoutError`` with ``LayoutError/Kind/notActive`` when it is not active.
  public func deactivate() throws(LayoutError) {
    try Self.deactivate([self])
  }

  // MARK: Batches

  /// Activates `constraints`, all or nothing, as `NSLayoutConstraint.activate`: on failure none of
  /// them is active and the engine is as it was. The constraints whose place is not known yet are
  /// recorded as written at the call. Under ``UnsatisfiableConstraintPolicy/recover`` required
  /// constraints that cannot all hold break instead (``LayoutEngine/brokenConstraints``).
  ///
  /// - Throws: ``LayoutError`` naming the constraint at fault, with the conflicting ones for an
  ///   unsatisfiable constraint.
  public static func activate(
    _ constraints: [LayoutConstraint], file: StaticString = #fileID, line: UInt = #line
  ) throws(LayoutError) {
    for constraint in constraints { constraint.recordingPlace(file: file, line: line) }
    let handles = constraints.map(\.handle)
    try handles.withUnsafeBufferPointer { (buffer) throws(LayoutError) in
      try check(Bridge.activateLayoutConstraints(buffer.baseAddress, buffer.count))
    }
  }

  /// Deactivates `constraints`, all or nothing.
  ///
  /// - Throws: ``LayoutError`` with ``LayoutError/Kind/notActive`` when one is not active; nothing
  ///   changes then.
  public static func deactivate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
    let handles = constraints.map(\.handle)
    try handles.withUnsafeBufferPointer { (buffer) throws(LayoutError) in
      try check(Bridge.deactivateLayoutConstraints(buffer.baseAddress, buffer.count))
    }
  }
}

// MARK: - Relation

/// A relation between the sides of a constraint.
enum LayoutRelation {
  case equal, lessThanOrEqual, greaterThanOrEqual

  var cxx: CxxRelation {
    switch self {
    case .equal: .equal
    case .lessThanOrEqual: .lessThanOrEqual
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }
}

// MARK: - Description and identity

extension LayoutConstraint: CustomStringConvertible {
  /// A readable form with item names, priority, identifier and place:
  /// `label.top == button.bottom + 20 @750 "title-gap" (App/LoginScreen.swift:42)`.
  public var description: String { String(Bridge.layoutConstraintDescription(handle)) }
}

extension LayoutConstraint {
  /// The ``description`` without the place it ends with, `label.top == button.bottom + 20 @750
  /// "title-gap"`: for a message that gives the place already (`LoginScreen.layout:42:1: …`).
  /// The same as ``description`` for a constraint without a line.
  public var statement: String { String(Bridge.layoutConstraintStatement(handle)) }
}

extension LayoutConstraint {
  /// The items the constraint relates, each once, in the order they first appear in it (its first
  /// side, then its second), as `NSLayoutConstraint`'s `firstItem` and `secondItem`; empty when it
  /// relates none or its engine is gone.
  public var items: [LayoutItem] {
    guard let engine else { return [] }
    return Bridge.layoutConstraintItems(handle).map { LayoutItem(engine: engine, handle: $0) }
  }
}

extension LayoutConstraint: Hashable {
  /// Whether `lhs` and `rhs` are the same constraint (two wrappers may name one C++ constraint,
  /// e.g. from ``LayoutItem/constraintsAffecting(_:)``).
  public static func == (lhs: LayoutConstraint, rhs: LayoutConstraint) -> Bool {
    Bridge.layoutConstraintsAreSame(lhs.handle, rhs.handle)
  }

  /// Hashes the constraint's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(UnsafeRawPointer(Bridge.layoutConstraintIdentity(handle)))
  }
}

extension StaticString {
  /// The string as a C string: a Swift string literal is stored NUL-terminated for the life of
  /// the program, so the C++ constraint may keep the pointer.
  var cString: UnsafePointer<CChar> {
    UnsafeRawPointer(utf8Start).assumingMemoryBound(to: CChar.self)
  }
}
