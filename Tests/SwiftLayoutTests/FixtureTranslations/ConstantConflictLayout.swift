// constantConflict.layout in the Swift DSL, written by `clayout translate constantConflict.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `constantConflict.layout`, by their names in the file.
struct ConstantConflictLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view box` (constantConflict.layout:5).
  let box: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `constantConflict.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildConstantConflictLayout(in engine: LayoutEngine) throws(LayoutError) -> ConstantConflictLayout {
  let root = engine.root
  let box = engine.makeItem("box")  // constantConflict.layout:5
  try root.addSubitem(box)

  let constraints = try activate {
    box.leftAnchor == root.leftAnchor + 10 ~ "box-left"  // constantConflict.layout:6
    box.topAnchor == root.topAnchor + 10  // constantConflict.layout:7
    box.widthAnchor == 100 ~ "box-width"  // constantConflict.layout:8
    box.heightAnchor == 40  // constantConflict.layout:9
    box.rightAnchor <= root.rightAnchor - 10 ~ "box-fits"  // constantConflict.layout:10
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 200))  // constantConflict.layout:4
  return ConstantConflictLayout(root: root, box: box, constraints: constraints)
}
