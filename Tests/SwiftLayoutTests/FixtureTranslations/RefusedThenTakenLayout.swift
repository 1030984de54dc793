// refusedThenTaken.layout in the Swift DSL, written by `clayout translate refusedThenTaken.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `refusedThenTaken.layout`, by their names in the file.
struct RefusedThenTakenLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (refusedThenTaken.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `refusedThenTaken.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildRefusedThenTakenLayout(in engine: LayoutEngine) throws(LayoutError) -> RefusedThenTakenLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // refusedThenTaken.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor ~ "a-left"  // refusedThenTaken.layout:5
    a.rightAnchor == root.rightAnchor ~ "a-right"  // refusedThenTaken.layout:5
    a.widthAnchor >= 120 ~ "a-minimum"  // refusedThenTaken.layout:6
    a.topAnchor == root.topAnchor  // refusedThenTaken.layout:7
    a.heightAnchor == 10  // refusedThenTaken.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // refusedThenTaken.layout:3
  return RefusedThenTakenLayout(root: root, a: a, constraints: constraints)
}
