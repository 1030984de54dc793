// heightCap.layout in the Swift DSL, written by `clayout translate heightCap.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `heightCap.layout`, by their names in the file.
struct HeightCapLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (heightCap.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `heightCap.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildHeightCapLayout(in engine: LayoutEngine) throws(LayoutError) -> HeightCapLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // heightCap.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // heightCap.layout:5
    a.topAnchor == root.topAnchor  // heightCap.layout:5
    a.widthAnchor == 10  // heightCap.layout:5
    a.heightAnchor <= root.heightAnchor - 20  // heightCap.layout:6
    a.heightAnchor == 300 ~ 500  // heightCap.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // heightCap.layout:3
  return HeightCapLayout(root: root, a: a, constraints: constraints)
}
