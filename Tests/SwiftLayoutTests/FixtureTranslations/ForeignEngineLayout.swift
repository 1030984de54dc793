// foreignEngine.layout in the Swift DSL, written by `clayout translate foreignEngine.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `foreignEngine.layout`, by their names in the file.
struct ForeignEngineLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (foreignEngine.layout:7).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `foreignEngine.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildForeignEngineLayout(in engine: LayoutEngine) throws(LayoutError) -> ForeignEngineLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // foreignEngine.layout:7
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor + 10  // foreignEngine.layout:8
    a.topAnchor == root.topAnchor + 10  // foreignEngine.layout:8
    a.widthAnchor == 50  // foreignEngine.layout:8
    a.heightAnchor == 20  // foreignEngine.layout:8
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // foreignEngine.layout:6
  return ForeignEngineLayout(root: root, a: a, constraints: constraints)
}
