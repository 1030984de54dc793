// manyLowOneHigh.layout in the Swift DSL, written by `clayout translate manyLowOneHigh.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `manyLowOneHigh.layout`, by their names in the file.
struct ManyLowOneHighLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (manyLowOneHigh.layout:5).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `manyLowOneHigh.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildManyLowOneHighLayout(in engine: LayoutEngine) throws(LayoutError) -> ManyLowOneHighLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // manyLowOneHigh.layout:5
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // manyLowOneHigh.layout:6
    a.topAnchor == root.topAnchor  // manyLowOneHigh.layout:6
    a.heightAnchor == 10  // manyLowOneHigh.layout:6
    a.widthAnchor == 100 ~ 500 ~ "high"  // manyLowOneHigh.layout:7
    a.widthAnchor == 200 ~ 499 ~ "low1"  // manyLowOneHigh.layout:8
    a.widthAnchor == 200 ~ 499 ~ "low2"  // manyLowOneHigh.layout:9
    a.widthAnchor == 200 ~ 499 ~ "low3"  // manyLowOneHigh.layout:10
    a.widthAnchor == 200 ~ 499 ~ "low4"  // manyLowOneHigh.layout:11
    a.widthAnchor == 200 ~ 499 ~ "low5"  // manyLowOneHigh.layout:12
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // manyLowOneHigh.layout:4
  return ManyLowOneHighLayout(root: root, a: a, constraints: constraints)
}
