// twoOutweighOne.layout in the Swift DSL, written by `clayout translate twoOutweighOne.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `twoOutweighOne.layout`, by their names in the file.
struct TwoOutweighOneLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (twoOutweighOne.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `twoOutweighOne.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildTwoOutweighOneLayout(in engine: LayoutEngine) throws(LayoutError) -> TwoOutweighOneLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // twoOutweighOne.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // twoOutweighOne.layout:5
    a.topAnchor == root.topAnchor  // twoOutweighOne.layout:5
    a.heightAnchor == 10  // twoOutweighOne.layout:5
    a.widthAnchor == 100 ~ 500  // twoOutweighOne.layout:6
    a.widthAnchor == 100 ~ 500  // twoOutweighOne.layout:7
    a.widthAnchor >= 150 ~ 500  // twoOutweighOne.layout:8
  }

  try engine.setRootSize(LayoutSize(width: 400, height: 100))  // twoOutweighOne.layout:3
  return TwoOutweighOneLayout(root: root, a: a, constraints: constraints)
}
