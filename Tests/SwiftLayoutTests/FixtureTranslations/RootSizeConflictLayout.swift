// rootSizeConflict.layout in the Swift DSL, written by `clayout translate rootSizeConflict.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `rootSizeConflict.layout`, by their names in the file.
struct RootSizeConflictLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (rootSizeConflict.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `rootSizeConflict.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildRootSizeConflictLayout(in engine: LayoutEngine) throws(LayoutError) -> RootSizeConflictLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // rootSizeConflict.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor ~ "a-left"  // rootSizeConflict.layout:5
    a.rightAnchor == root.rightAnchor ~ "a-right"  // rootSizeConflict.layout:6
    a.widthAnchor == 200 ~ "a-width"  // rootSizeConflict.layout:7
    a.topAnchor == root.topAnchor  // rootSizeConflict.layout:8
    a.heightAnchor == 10  // rootSizeConflict.layout:8
  }

  try engine.setRootSize(LayoutSize(width: 200, height: 100))  // rootSizeConflict.layout:3
  return RootSizeConflictLayout(root: root, a: a, constraints: constraints)
}
