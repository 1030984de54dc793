// sizeCleared.layout in the Swift DSL, written by `clayout translate sizeCleared.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `sizeCleared.layout`, by their names in the file.
struct SizeClearedLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (sizeCleared.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `sizeCleared.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildSizeClearedLayout(in engine: LayoutEngine) throws(LayoutError) -> SizeClearedLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // sizeCleared.layout:4
  try root.addSubitem(a)

  try a.setIntrinsicContentSize(width: 100, height: 20)  // sizeCleared.layout:4

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // sizeCleared.layout:5
    a.topAnchor == root.topAnchor  // sizeCleared.layout:5
    a.widthAnchor == 300 ~ 200  // sizeCleared.layout:6
  }

  try engine.setRootSize(LayoutSize(width: 400, height: 100))  // sizeCleared.layout:3
  return SizeClearedLayout(root: root, a: a, constraints: constraints)
}
