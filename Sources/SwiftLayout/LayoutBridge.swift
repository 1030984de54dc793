// The one place that converts between the Swift face's types and the C++ core's: geometry, enums,
// results into `LayoutError`. No layout logic: conversions only.
internal import CLayoutCore
internal import CLayoutSwiftBridge

/// The C++ bridge's namespace.
typealias Bridge = clayout.swift_bridge

// MARK: - Geometry and enums

extension LayoutRect {
  init(_ rect: clayout.LayoutRect) {
    self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
  }
}

extension LayoutSize {
  init(_ size: clayout.LayoutSize) {
    self.init(width: size.width, height: size.height)
  }
}

extension LayoutInsets {
  var cxx: clayout.LayoutInsets {
    clayout.LayoutInsets(top: top, left: left, bottom: bottom, right: right)
  }
}

extension LayoutDirectionalInsets {
  var cxx: clayout.LayoutDirectionalInsets {
    clayout.LayoutDirectionalInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
  }
}

extension LayoutAxis {
  var cxx: clayout.LayoutAxis { self == .horizontal ? .horizontal : .vertical }
  init(_ axis: clayout.LayoutAxis) { self = axis == .horizontal ? .horizontal : .vertical }
}

extension LayoutDirection {
  var cxx: clayout.LayoutDirection {
    switch self {
    case .inherit: .inherit
    case .leftToRight: .leftToRight
    case .rightToLeft: .rightToLeft
    }
  }

  init(_ direction: clayout.LayoutDirection) {
    switch direction {
    case .leftToRight: self = .leftToRight
    case .rightToLeft: self = .rightToLeft
    default: self = .inherit
    }
  }
}

extension LayoutCoordinates {
  var cxx: clayout.LayoutCoordinates { self == .parent ? .parent : .root }
}

extension LayoutFitting {
  var cxx: clayout.LayoutFitting { self == .compressed ? .compressed : .expanded }
}

/// A relation between the sides of a constraint.
enum LayoutRelation {
  case equal, lessThanOrEqual, greaterThanOrEqual

  var cxx: clayout.Relation {
    switch self {
    case .equal: .equal
    case .lessThanOrEqual: .lessThanOrEqual
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }
}

// MARK: - Results

extension LayoutError.Kind {
  /// The Swift kind of a C++ kind (nil for `none`).
  init?(_ kind: clayout.LayoutErrorKind) {
    switch kind {
    case .none: return nil
    case .unsatisfiableConstraint: self = .unsatisfiableConstraint
    case .alreadyActive: self = .alreadyActive
    case .notActive: self = .notActive
    case .differentEngines: self = .differentEngines
    case .noCommonAncestor: self = .noCommonAncestor
    case .removedItem: self = .removedItem
    case .nonFiniteValue: self = .nonFiniteValue
    case .invalidPriority: self = .invalidPriority
    case .zeroMultiplier: self = .zeroMultiplier
    default: self = .invalidHierarchy
    }
  }
}

extension LayoutError {
  /// The error a failed C++ result reports, or nil when it succeeded.
  init?(_ result: clayout.LayoutResult) {
    guard let kind = Kind(Bridge.layoutResultKind(result)) else { return nil }
    let constraint =
      Bridge.layoutResultHasConstraint(result)
      ? String(Bridge.layoutConstraintDescription(Bridge.layoutResultConstraint(result))) : nil
    let conflicts = Bridge.layoutResultConflicts(result).map {
      String(Bridge.layoutConstraintDescription($0))
    }
    self.init(
      kind: kind, message: String(Bridge.layoutResultMessage(result)), constraint: constraint,
      conflicts: conflicts)
  }
}

/// Throws the error of `result` when it failed.
func check(_ result: clayout.LayoutResult) throws(LayoutError) {
  if let error = LayoutError(result) { throw error }
}
