// The one place that converts between the Swift face's types and the C++ core's: geometry, enums,
// results into `LayoutError`, numbers into text. No layout logic: conversions only.

// MARK: - Geometry and enums

extension LayoutRect {
  init(_ rect: CxxLayoutRect) {
    self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
  }
}

extension LayoutSize {
  init(_ size: CxxLayoutSize) {
    self.init(width: size.width, height: size.height)
  }
}

extension LayoutInsets {
  var cxx: CxxLayoutInsets {
    CxxLayoutInsets(top: top, left: left, bottom: bottom, right: right)
  }

  init(_ insets: CxxLayoutInsets) {
    self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }
}

extension LayoutDirectionalInsets {
  var cxx: CxxLayoutDirectionalInsets {
    CxxLayoutDirectionalInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
  }

  init(_ insets: CxxLayoutDirectionalInsets) {
    self.init(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
  }
}

extension LayoutDevice {
  var cxx: CxxLayoutDevice {
    var device = CxxLayoutDevice()
    device.name = CxxString(name)
    device.interfaceBuilderIdentifier = CxxString(interfaceBuilderIdentifier)
    device.orientation = orientation == .landscape ? .landscape : .portrait
    device.screenSize = CxxLayoutSize(width: screenSize.width, height: screenSize.height)
    device.scale = scale
    device.safeAreaInsets = safeAreaInsets.cxx
    device.statusBarHeight = statusBarHeight
    device.hasSensorHousing = hasSensorHousing
    device.horizontalSizeClass = horizontalSizeClass == .regular ? .regular : .compact
    device.verticalSizeClass = verticalSizeClass == .regular ? .regular : .compact
    device.systemMinimumLayoutMargins = systemMinimumLayoutMargins.cxx
    return device
  }

  init(_ device: CxxLayoutDevice) {
    self.init(
      name: String(device.name), interfaceBuilderIdentifier: String(device.interfaceBuilderIdentifier),
      orientation: device.orientation == .landscape ? .landscape : .portrait,
      screenSize: LayoutSize(device.screenSize), scale: device.scale,
      safeAreaInsets: LayoutInsets(device.safeAreaInsets), statusBarHeight: device.statusBarHeight,
      hasSensorHousing: device.hasSensorHousing,
      horizontalSizeClass: device.horizontalSizeClass == .regular ? .regular : .compact,
      verticalSizeClass: device.verticalSizeClass == .regular ? .regular : .compact,
      systemMinimumLayoutMargins: LayoutDirectionalInsets(device.systemMinimumLayoutMargins))
  }
}

extension LayoutAxis {
  var cxx: CxxLayoutAxis { self == .horizontal ? .horizontal : .vertical }
  init(_ axis: CxxLayoutAxis) { self = axis == .horizontal ? .horizontal : .vertical }
}

extension LayoutDirection {
  var cxx: CxxLayoutDirection {
    switch self {
    case .inherit: .inherit
    case .leftToRight: .leftToRight
    case .rightToLeft: .rightToLeft
    }
  }

  init(_ direction: CxxLayoutDirection) {
    switch direction {
    case .inherit: self = .inherit
    case .leftToRight: self = .leftToRight
    case .rightToLeft: self = .rightToLeft
    // The C++ enumeration is not marked closed, so Swift asks for a default; the warning for a
    // missing case above still works.
    @unknown default:
      assertionFailure("SwiftLayout: a C++ layout direction this version does not know")
      self = .inherit
    }
  }
}

extension LayoutCoordinates {
  var cxx: CxxLayoutCoordinates { self == .parent ? .parent : .root }
}

extension LayoutFitting {
  var cxx: CxxLayoutFitting { self == .compressed ? .compressed : .expanded }
}

// MARK: - Results

extension LayoutError.Kind {
  /// The Swift kind of a C++ kind (nil for `none`).
  ///
  /// `clayout::LayoutErrorKind` is not marked closed (`enum_extensibility`), so Swift cannot
  /// switch over it without a default: every case is listed, and the compiler still warns when
  /// one is missing; a kind added in C++ and not here stops debug builds and reads as
  /// ``invalidHierarchy`` in release builds.
  init?(_ kind: CxxLayoutErrorKind) {
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
    case .invalidHierarchy: self = .invalidHierarchy
    case .invalidValue: self = .invalidValue
    case .destroyedEngine: self = .destroyedEngine
    case .valueOutOfRange: self = .valueOutOfRange
    case .lostPrecision: self = .lostPrecision
    case .layoutDidNotSettle: self = .layoutDidNotSettle
    case .measuringFunctionFailed: self = .measuringFunctionFailed
    @unknown default:
      assertionFailure("SwiftLayout: a C++ layout error kind this version does not know")
      self = .invalidHierarchy
    }
  }

  /// The C++ kind (nil for ``invalidLayoutFile``, which the file's diagnostics detail).
  var cxx: CxxLayoutErrorKind? {
    switch self {
    case .unsatisfiableConstraint: .unsatisfiableConstraint
    case .alreadyActive: .alreadyActive
    case .notActive: .notActive
    case .differentEngines: .differentEngines
    case .noCommonAncestor: .noCommonAncestor
    case .removedItem: .removedItem
    case .nonFiniteValue: .nonFiniteValue
    case .invalidPriority: .invalidPriority
    case .zeroMultiplier: .zeroMultiplier
    case .invalidHierarchy: .invalidHierarchy
    case .invalidValue: .invalidValue
    case .destroyedEngine: .destroyedEngine
    case .valueOutOfRange: .valueOutOfRange
    case .lostPrecision: .lostPrecision
    case .layoutDidNotSettle: .layoutDidNotSettle
    case .measuringFunctionFailed: .measuringFunctionFailed
    case .invalidLayoutFile: nil
    }
  }
}

extension LayoutError.Kind: CustomStringConvertible {
  /// The kind as the C++ core's messages name it: `unsatisfiable constraint`, `no common
  /// ancestor`, …
  public var description: String {
    guard let cxx else { return "invalid layout file" }
    return String(Bridge.layoutErrorKindDescription(cxx))
  }
}

extension LayoutError {
  /// The error a failed C++ result reports, or nil when it succeeded.
  init?(_ result: CxxLayoutResult) {
    guard let kind = Kind(Bridge.layoutResultKind(result)) else { return nil }
    let constraint =
      Bridge.layoutResultHasConstraint(result)
      ? String(Bridge.layoutConstraintDescription(Bridge.layoutResultConstraint(result))) : nil
    let conflicts = Bridge.layoutResultConflicts(result).map {
      String(Bridge.layoutConstraintDescription($0))
    }
    let axis = Bridge.layoutResultRootSizeAxis(result)
    self.init(
      kind: kind, message: String(Bridge.layoutResultMessage(result)), constraint: constraint,
      conflicts: conflicts, rootSizeAxis: axis < 0 ? nil : axis == 0 ? .horizontal : .vertical)
  }
}

/// Throws the error of `result` when it failed.
func check(_ result: CxxLayoutResult) throws(LayoutError) {
  if let error = LayoutError(result) { throw error }
}

// MARK: - Numbers

/// `value` as every message of the C++ core writes numbers (`formatNumber`): `30`, `749.1234568`,
/// `nan`; so Swift's descriptions read like C++'s.
func formatNumber(_ value: Double) -> String {
  String(Bridge.formatNumber(value))
}
