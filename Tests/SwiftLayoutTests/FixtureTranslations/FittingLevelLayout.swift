// fittingLevel.layout in the Swift DSL, written by `clayout translate fittingLevel.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `fittingLevel.layout`, by their names in the file.
struct FittingLevelLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (fittingLevel.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `fittingLevel.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildFittingLevelLayout(in engine: LayoutEngine) throws(LayoutError) -> FittingLevelLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // fittingLevel.layout:4
  try root.addSubitem(a)

  try a.setIntrinsicContentSize(width: 40, height: 10)  // fittingLevel.layout:4

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // fittingLevel.layout:5
    a.topAnchor == root.topAnchor  // fittingLevel.layout:5
    a.widthAnchor == 100 ~ .fittingSizeLevel ~ "wish"  // fittingLevel.layout:6
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // fittingLevel.layout:3
  return FittingLevelLayout(root: root, a: a, constraints: constraints)
}
