// optionalInequality.layout in the Swift DSL, written by `clayout translate optionalInequality.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `optionalInequality.layout`, by their names in the file.
struct OptionalInequalityLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (optionalInequality.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `optionalInequality.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildOptionalInequalityLayout(in engine: LayoutEngine) throws(LayoutError) -> OptionalInequalityLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // optionalInequality.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // optionalInequality.layout:5
    a.topAnchor == root.topAnchor  // optionalInequality.layout:5
    a.heightAnchor == 10  // optionalInequality.layout:5
    a.widthAnchor == 60 ~ 300  // optionalInequality.layout:6
    a.widthAnchor >= 100 ~ 600  // optionalInequality.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 400, height: 100))  // optionalInequality.layout:3
  return OptionalInequalityLayout(root: root, a: a, constraints: constraints)
}
