// rootHeight.layout in the Swift DSL, written by `clayout translate rootHeight.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `rootHeight.layout`, by their names in the file.
struct RootHeightLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (rootHeight.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `rootHeight.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildRootHeightLayout(in engine: LayoutEngine) throws(LayoutError) -> RootHeightLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // rootHeight.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // rootHeight.layout:5
    a.topAnchor == root.topAnchor  // rootHeight.layout:5
    a.heightAnchor == root.heightAnchor * 0.25 + 10  // rootHeight.layout:6
    a.widthAnchor == a.heightAnchor * 2  // rootHeight.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // rootHeight.layout:3
  return RootHeightLayout(root: root, a: a, constraints: constraints)
}
