// maxWidth.layout in the Swift DSL, written by `clayout translate maxWidth.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `maxWidth.layout`, by their names in the file.
struct MaxWidthLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (maxWidth.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `maxWidth.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildMaxWidthLayout(in engine: LayoutEngine) throws(LayoutError) -> MaxWidthLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // maxWidth.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor + 10  // maxWidth.layout:5
    a.rightAnchor == root.rightAnchor - 10 ~ 500  // maxWidth.layout:6
    a.widthAnchor <= 200  // maxWidth.layout:7
    a.topAnchor == root.topAnchor  // maxWidth.layout:8
    a.heightAnchor == 10  // maxWidth.layout:8
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // maxWidth.layout:3
  return MaxWidthLayout(root: root, a: a, constraints: constraints)
}
