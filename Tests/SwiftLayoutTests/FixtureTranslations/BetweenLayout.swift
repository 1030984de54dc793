// between.layout in the Swift DSL, written by `clayout translate between.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `between.layout`, by their names in the file.
struct BetweenLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (between.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `between.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildBetweenLayout(in engine: LayoutEngine) throws(LayoutError) -> BetweenLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // between.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // between.layout:5
    a.topAnchor == root.topAnchor  // between.layout:5
    a.heightAnchor == 10  // between.layout:5
    a.widthAnchor >= 50  // between.layout:6
    a.widthAnchor <= 80  // between.layout:6
    a.widthAnchor == 100 ~ 500 ~ "wish"  // between.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 400, height: 100))  // between.layout:3
  return BetweenLayout(root: root, a: a, constraints: constraints)
}
