// topAtLeast.layout in the Swift DSL, written by `clayout translate topAtLeast.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `topAtLeast.layout`, by their names in the file.
struct TopAtLeastLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (topAtLeast.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `topAtLeast.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildTopAtLeastLayout(in engine: LayoutEngine) throws(LayoutError) -> TopAtLeastLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // topAtLeast.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // topAtLeast.layout:5
    a.widthAnchor == 20  // topAtLeast.layout:5
    a.heightAnchor == 20  // topAtLeast.layout:5
    a.topAnchor >= root.topAnchor + 20  // topAtLeast.layout:6
    a.topAnchor == root.topAnchor ~ 500  // topAtLeast.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 200, height: 200))  // topAtLeast.layout:3
  return TopAtLeastLayout(root: root, a: a, constraints: constraints)
}
