// bothSides.layout in the Swift DSL, written by `clayout translate bothSides.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `bothSides.layout`, by their names in the file.
struct BothSidesLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (bothSides.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `bothSides.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildBothSidesLayout(in engine: LayoutEngine) throws(LayoutError) -> BothSidesLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // bothSides.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.widthAnchor == 100  // bothSides.layout:5
    a.topAnchor == root.topAnchor  // bothSides.layout:5
    a.heightAnchor == 10  // bothSides.layout:5
    a.leftAnchor >= root.leftAnchor + 10  // bothSides.layout:6
    a.rightAnchor <= root.rightAnchor - 10  // bothSides.layout:7
    a.leftAnchor == root.leftAnchor + 250 ~ 500 ~ "pull"  // bothSides.layout:8
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // bothSides.layout:3
  return BothSidesLayout(root: root, a: a, constraints: constraints)
}
