// clampedRatio.layout in the Swift DSL, written by `clayout translate clampedRatio.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `clampedRatio.layout`, by their names in the file.
struct ClampedRatioLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (clampedRatio.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `clampedRatio.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildClampedRatioLayout(in engine: LayoutEngine) throws(LayoutError) -> ClampedRatioLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // clampedRatio.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // clampedRatio.layout:5
    a.topAnchor == root.topAnchor  // clampedRatio.layout:5
    a.heightAnchor == 10  // clampedRatio.layout:5
    a.widthAnchor >= 50  // clampedRatio.layout:6
    a.widthAnchor <= 150  // clampedRatio.layout:7
    a.widthAnchor == root.widthAnchor * 0.5 ~ 500  // clampedRatio.layout:8
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // clampedRatio.layout:3
  return ClampedRatioLayout(root: root, a: a, constraints: constraints)
}
