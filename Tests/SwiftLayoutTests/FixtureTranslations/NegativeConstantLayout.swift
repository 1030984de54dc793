// negativeConstant.layout in the Swift DSL, written by `clayout translate negativeConstant.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `negativeConstant.layout`, by their names in the file.
struct NegativeConstantLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (negativeConstant.layout:4).
  let a: LayoutItem
  /// `view b` (negativeConstant.layout:5).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `negativeConstant.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildNegativeConstantLayout(in engine: LayoutEngine) throws(LayoutError) -> NegativeConstantLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // negativeConstant.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // negativeConstant.layout:5
  try root.addSubitem(b)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor + 100  // negativeConstant.layout:6
    a.widthAnchor == 50  // negativeConstant.layout:6
    a.topAnchor == root.topAnchor  // negativeConstant.layout:6
    a.heightAnchor == 10  // negativeConstant.layout:6
    b.leftAnchor == a.rightAnchor + 10 ~ "gap"  // negativeConstant.layout:7
    b.widthAnchor == 30  // negativeConstant.layout:8
    b.topAnchor == a.bottomAnchor  // negativeConstant.layout:8
    b.heightAnchor == 10  // negativeConstant.layout:8
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // negativeConstant.layout:3
  return NegativeConstantLayout(root: root, a: a, b: b, constraints: constraints)
}
