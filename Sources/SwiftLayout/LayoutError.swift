/// Why a layout call failed: what the C++ engine reported, in Swift.
///
/// Every failing call leaves the engine exactly as it was. For an unsatisfiable activation,
/// ``conflicts`` lists the active required constraints that, with ``constraint``, cannot all hold,
/// each in readable form with the Swift file and line where it was written; the message, which is
/// the C++ engine's, names them too, one per line:
///
/// ```
/// cannot activate box.width == 200 (Card.swift:31): it cannot hold together with the required constraints
///   box.width == 100 (Card.swift:27)
/// ```
///
/// ``Kind``'s description is the C++ core's name of the kind
/// (`unsatisfiable constraint`), so both languages' diagnostics read the same.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kinds of failure, as the C++ core's `LayoutErrorKind`; each describes itself by the C++
  /// name (`no common ancestor`).
  public enum Kind: Hashable, Sendable, CaseIterable {
    /// Required constraints cannot all hold; ``LayoutError/conflicts`` says which.
    case unsatisfiableConstraint
    /// Activating a constraint that is active (or twice in one batch).
    case alreadyActive
    /// Deactivating or changing a constraint that is not active.
    case notActive
    /// A constraint relates items of different engines.
    case differentEngines
    /// A constraint relates items without a common ancestor.
    case noCommonAncestor
    /// An item was removed from its engine.
    case removedItem
    /// A constant, multiplier, size or inset is NaN or infinite.
    case nonFiniteValue
    /// A priority outside (0, 1000].
    case invalidPriority
    /// A multiplier of zero makes a position a constant.
    case zeroMultiplier
    /// A tree operation that cannot be done (adding an item to its own subtree, moving the root, …).
    case invalidHierarchy
    /// A value outside what it may be: a negative size (root size, intrinsic content size), or an
    /// enumeration value outside its cases (an attribute, relation, direction or axis cast from an
    /// integer in C++, which Swift's own enumerations cannot produce).
    case invalidValue
    /// A handle (or a constraint's item) of an engine that was destroyed. A Swift item keeps its
    /// engine alive, and a constraint the engine of its first item, so in Swift only a constraint
    /// between items of two engines can name one: when the second engine's last item is gone,
    /// activation names it as destroyed (in C++, any handle that outlives its engine).
    case destroyedEngine
    /// A finite constant, multiplier, size or inset outside the range the engine computes with
    /// (values up to 1e15 in magnitude, multipliers 0 or from 1e-6 to 1e6), or a call whose
    /// frames would leave it.
    case valueOutOfRange
    /// The solver's final check found a required constraint that would not hold at the values it
    /// found (its floating-point arithmetic lost precision on this layout); nothing changed.
    case lostPrecision
    /// ``LayoutEngine/layoutIfNeeded()`` measured for the most rounds it runs and the measured
    /// heights still changed (a height feeding back into its own width); nothing changed.
    case layoutDidNotSettle
    /// A measuring function failed instead of answering a size (a C++ callable threw); nothing
    /// changed.
    case measuringFunctionFailed
    /// A layout file that cannot be loaded (it does not parse, breaks the anchor rules, names
    /// what it does not declare, …, or the engine is not new): ``LayoutError/diagnostics`` lists
    /// every problem with its file, line and column. A file whose constraints cannot all hold is
    /// ``unsatisfiableConstraint`` instead.
    case invalidLayoutFile
  }

  /// What failed.
  public let kind: Kind
  /// The engine's readable message naming the constraint, item or value at fault (and, for an
  /// unsatisfiable constraint, each conflicting constraint on a line of its own).
  public let message: String
  /// The constraint the call failed on, in readable form with where it was written, if any.
  public let constraint: String?
  /// For ``Kind/unsatisfiableConstraint``: the conflicting active constraints, each in readable
  /// form with the Swift file and line where it was written; for a layout file, its notes'
  /// messages (`conflicting constraint: a.width == 80`), whose places are in ``diagnostics``.
  public let conflicts: [String]
  /// For ``Kind/unsatisfiableConstraint``: the axis of the root's size when the host's root size
  /// (``LayoutEngine/setRootSize(_:)``) is among what the constraint conflicts with (it is no
  /// constraint, so it is not in ``conflicts``; the message names it on the first conflict line,
  /// `the root's width (300, set by setRootSize)`); `nil` otherwise.
  public let rootSizeAxis: LayoutAxis?

  /// For an error of a layout file (``LayoutEngine/loadLayout(text:fileName:rootSize:)``): every problem
  /// found, in the order of the file; empty for every other error.
  public let diagnostics: [LayoutFileDiagnostic]

  /// An error of `kind` with `message`, the constraint at fault, the conflicting ones and, for a
  /// layout file, its diagnostics.
  public init(
    kind: Kind, message: String, constraint: String? = nil, conflicts: [String] = [],
    rootSizeAxis: LayoutAxis? = nil, diagnostics: [LayoutFileDiagnostic] = []
  ) {
    self.kind = kind
    self.message = message
    self.constraint = constraint
    self.conflicts = conflicts
    self.rootSizeAxis = rootSizeAxis
    self.diagnostics = diagnostics
  }

  /// The message: the C++ engine's, which already lists the conflicting constraints.
  public var description: String { message }
}
