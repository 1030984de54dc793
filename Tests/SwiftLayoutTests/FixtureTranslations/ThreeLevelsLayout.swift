// threeLevels.layout in the Swift DSL, written by `clayout translate threeLevels.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `threeLevels.layout`, by their names in the file.
struct ThreeLevelsLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (threeLevels.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `threeLevels.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildThreeLevelsLayout(in engine: LayoutEngine) throws(LayoutError) -> ThreeLevelsLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // threeLevels.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // threeLevels.layout:5
    a.topAnchor == root.topAnchor  // threeLevels.layout:5
    a.heightAnchor == 10  // threeLevels.layout:5
    a.widthAnchor == 100 ~ .defaultLow ~ "low"  // threeLevels.layout:6
    a.widthAnchor == 200 ~ 500 ~ "middle"  // threeLevels.layout:7
    a.widthAnchor == 300 ~ .defaultHigh ~ "high"  // threeLevels.layout:8
  }

  try engine.setRootSize(LayoutSize(width: 400, height: 100))  // threeLevels.layout:3
  return ThreeLevelsLayout(root: root, a: a, constraints: constraints)
}
