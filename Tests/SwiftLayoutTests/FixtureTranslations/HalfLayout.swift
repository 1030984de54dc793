// half.layout in the Swift DSL, written by `clayout translate half.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `half.layout`, by their names in the file.
struct HalfLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (half.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `half.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildHalfLayout(in engine: LayoutEngine) throws(LayoutError) -> HalfLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // half.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // half.layout:5
    a.topAnchor == root.topAnchor  // half.layout:5
    a.widthAnchor == root.widthAnchor * 0.5  // half.layout:6
    a.heightAnchor == a.widthAnchor * 0.25 + 5  // half.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // half.layout:3
  return HalfLayout(root: root, a: a, constraints: constraints)
}
