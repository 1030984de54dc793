// sizesOutOfRange.layout in the Swift DSL, written by `clayout translate sizesOutOfRange.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `sizesOutOfRange.layout`, by their names in the file.
struct SizesOutOfRangeLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (sizesOutOfRange.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `sizesOutOfRange.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildSizesOutOfRangeLayout(in engine: LayoutEngine) throws(LayoutError) -> SizesOutOfRangeLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // sizesOutOfRange.layout:4
  try root.addSubitem(a)

  try a.setIntrinsicContentSize(width: 40, height: 20)  // sizesOutOfRange.layout:4

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // sizesOutOfRange.layout:5
    a.topAnchor == root.topAnchor  // sizesOutOfRange.layout:5
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // sizesOutOfRange.layout:3
  return SizesOutOfRangeLayout(root: root, a: a, constraints: constraints)
}
