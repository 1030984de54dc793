/// A layout engine, Auto Layout's model headless: a tree of items under a root whose size the
/// host sets, their constraints, and the frames the C++ engine computes for them.
///
/// ```swift
/// let engine = LayoutEngine()
/// try engine.setRootSize(LayoutSize(width: 375, height: 667))
/// let label = engine.makeItem("label")
/// try engine.root.addSubitem(label)
/// try activate {
///   label.topAnchor == engine.root.topAnchor + 20
///   label.leadingAnchor == engine.root.leadingAnchor + 16
/// }
/// ```
///
/// The engine owns the C++ engine; every ``LayoutItem`` keeps its engine alive, and so does every
/// ``LayoutConstraint``, the engine of its first item (the engine refers to none of them: no
/// cycles). Only a constraint between items of two engines, which activation refuses anyway, can
/// outlive the other engine: it is then refused with `LayoutError.Kind.destroyedEngine` rather
/// than `differentEngines`. An engine is used from one thread at a time; engines share no state.
public final class LayoutEngine {
  /// The C++ engine, on the heap so that its address (stored in every handle) never changes.
  let cxx: UnsafeMutableRawPointer

  /// What `layout { }` and the non-throwing property setters do with a failure. By default it
  /// writes the error, with the conflicting constraints and where each was written, to standard
  /// error; a host can log it, collect it, or fail a test instead.
  public var diagnosticsHandler: (LayoutError) -> Void = LayoutEngine.printToStandardError

  /// An engine whose root has size 0 × 0.
  public init() {
    cxx = Bridge.makeSwiftLayoutEngine()
  }

  deinit {
    Bridge.destroySwiftLayoutEngine(cxx)
  }

  /// The default ``diagnosticsHandler``: `SwiftLayout: <kind>: <message>` (with the conflicts,
  /// one per line) on standard error.
  public static func printToStandardError(_ error: LayoutError) {
    Bridge.writeToStandardError(CxxString(diagnosticText(error)))
  }

  /// What ``printToStandardError(_:)`` writes: `SwiftLayout: `, the kind's C++ name, the message,
  /// a newline.
  static func diagnosticText(_ error: LayoutError) -> String {
    "SwiftLayout: \(error.kind): \(error)\n"
  }

  /// Reports `error` through ``diagnosticsHandler``.
  func report(_ error: LayoutError) {
    diagnosticsHandler(error)
  }

  // MARK: Items

  /// The root item: its top-left corner is the origin, its size is ``rootSize``.
  public var root: LayoutItem { LayoutItem(engine: self, handle: Bridge.engineRoot(cxx)) }

  /// A new view called `name` (used in every message), not yet in the tree: add it with
  /// ``LayoutItem/addSubitem(_:)``.
  public func makeItem(_ name: String) -> LayoutItem {
    LayoutItem(engine: self, handle: Bridge.engineMakeItem(cxx, CxxString(name)))
  }

  /// A new layout guide called `name`: it takes part in layout but is not drawn and has no
  /// subitems. Add it to the item it belongs to with ``LayoutItem/addSubitem(_:)``.
  public func makeLayoutGuide(_ name: String) -> LayoutItem {
    LayoutItem(engine: self, handle: Bridge.engineMakeLayoutGuide(cxx, CxxString(name)))
  }

  // MARK: Root size

  /// The root's size (a window's). Setting it is a fast incremental edit; a failure (a
  /// non-finite size) goes to ``diagnosticsHandler`` — use ``setRootSize(_:)`` to catch it.
  public var rootSize: LayoutSize {
    get { root.frame.size }
    set {
      do { try setRootSize(newValue) } catch { report(error) }
    }
  }

  /// Sets the root's size.
  ///
  /// - Throws: ``LayoutError`` with ``LayoutError/Kind/nonFiniteValue`` for NaN or infinity,
  ///   ``LayoutError/Kind/invalidValue`` for a negative size.
  public func setRootSize(_ size: LayoutSize) throws(LayoutError) {
    try check(Bridge.engineSetRootSize(cxx, size.width, size.height))
  }

  // MARK: Diagnostics

  /// Every item and axis whose position or size is not uniquely determined.
  public var ambiguities: [LayoutAmbiguity] {
    Bridge.engineAmbiguities(cxx).map { ambiguity in
      LayoutAmbiguity(
        item: LayoutItem(engine: self, handle: ambiguity.item), axis: LayoutAxis(ambiguity.axis),
        positionIsAmbiguous: ambiguity.positionIsAmbiguous, sizeIsAmbiguous: ambiguity.sizeIsAmbiguous,
        description: String(ambiguity.description))
    }
  }

  /// A readable dump of the tree with frames, the active constraints and the solver.
  public func dump() -> String {
    String(Bridge.engineDump(cxx))
  }

  /// Whether the engine is as a new one: no item but the root (items made and removed again
  /// count for nothing), no constraint but the engine's own, the root's properties and size as a
  /// new engine's. A layout file loads only into an empty engine
  /// (``loadLayout(text:fileName:rootSize:)``).
  public var isEmpty: Bool {
    Bridge.engineIsEmpty(cxx)
  }
}

/// One item and axis whose layout is not uniquely determined (see ``LayoutEngine/ambiguities``).
public struct LayoutAmbiguity: CustomStringConvertible {
  /// The item.
  public let item: LayoutItem
  /// The axis.
  public let axis: LayoutAxis
  /// Whether the position along the axis is free.
  public let positionIsAmbiguous: Bool
  /// Whether the size along the axis is free.
  public let sizeIsAmbiguous: Bool
  /// A readable sentence: `label: horizontal position is ambiguous`.
  public let description: String
}
