// constant.layout in the Swift DSL, written by `clayout translate constant.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `constant.layout`, by their names in the file.
struct ConstantLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view box` (constant.layout:4).
  let box: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `constant.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildConstantLayout(in engine: LayoutEngine) throws(LayoutError) -> ConstantLayout {
  let root = engine.root
  let box = engine.makeItem("box")  // constant.layout:4
  try root.addSubitem(box)

  let constraints = try activate {
    box.leftAnchor == root.leftAnchor + 10 ~ "box-left"  // constant.layout:5
    box.topAnchor == root.topAnchor + 10  // constant.layout:6
    box.widthAnchor == 100 ~ "box-width"  // constant.layout:7
    box.heightAnchor == 40  // constant.layout:8
    box.rightAnchor <= root.rightAnchor - 10 ~ "box-fits"  // constant.layout:9
  }

  try engine.setRootSize(LayoutSize(width: 320, height: 200))  // constant.layout:3
  return ConstantLayout(root: root, box: box, constraints: constraints)
}
