// destroyedEngine.layout in the Swift DSL, written by `clayout translate destroyedEngine.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `destroyedEngine.layout`, by their names in the file.
struct DestroyedEngineLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (destroyedEngine.layout:9).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `destroyedEngine.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildDestroyedEngineLayout(in engine: LayoutEngine) throws(LayoutError) -> DestroyedEngineLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // destroyedEngine.layout:9
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor + 10  // destroyedEngine.layout:10
    a.topAnchor == root.topAnchor + 10  // destroyedEngine.layout:10
    a.widthAnchor == 50  // destroyedEngine.layout:10
    a.heightAnchor == 20  // destroyedEngine.layout:10
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // destroyedEngine.layout:8
  return DestroyedEngineLayout(root: root, a: a, constraints: constraints)
}
