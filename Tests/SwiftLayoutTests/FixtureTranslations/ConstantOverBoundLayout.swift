// constantOverBound.layout in the Swift DSL, written by `clayout translate constantOverBound.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `constantOverBound.layout`, by their names in the file.
struct ConstantOverBoundLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (constantOverBound.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `constantOverBound.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildConstantOverBoundLayout(in engine: LayoutEngine) throws(LayoutError) -> ConstantOverBoundLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // constantOverBound.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // constantOverBound.layout:5
    a.topAnchor == root.topAnchor  // constantOverBound.layout:5
    a.heightAnchor == 10  // constantOverBound.layout:5
    a.widthAnchor == 100 ~ "width"  // constantOverBound.layout:6
    a.widthAnchor <= 120 ~ "bound"  // constantOverBound.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // constantOverBound.layout:3
  return ConstantOverBoundLayout(root: root, a: a, constraints: constraints)
}
