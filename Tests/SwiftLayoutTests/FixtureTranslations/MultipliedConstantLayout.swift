// multipliedConstant.layout in the Swift DSL, written by `clayout translate multipliedConstant.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `multipliedConstant.layout`, by their names in the file.
struct MultipliedConstantLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (multipliedConstant.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `multipliedConstant.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildMultipliedConstantLayout(in engine: LayoutEngine) throws(LayoutError) -> MultipliedConstantLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // multipliedConstant.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // multipliedConstant.layout:5
    a.topAnchor == root.topAnchor  // multipliedConstant.layout:5
    a.heightAnchor == 10  // multipliedConstant.layout:5
    a.widthAnchor == root.widthAnchor * 0.5 + 10 ~ "half"  // multipliedConstant.layout:6
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // multipliedConstant.layout:3
  return MultipliedConstantLayout(root: root, a: a, constraints: constraints)
}
