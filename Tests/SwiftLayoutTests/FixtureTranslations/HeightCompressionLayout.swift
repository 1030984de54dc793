// heightCompression.layout in the Swift DSL, written by `clayout translate heightCompression.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `heightCompression.layout`, by their names in the file.
struct HeightCompressionLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (heightCompression.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `heightCompression.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildHeightCompressionLayout(in engine: LayoutEngine) throws(LayoutError) -> HeightCompressionLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // heightCompression.layout:4
  try root.addSubitem(a)

  try a.setIntrinsicContentSize(width: 50, height: 30)  // heightCompression.layout:4

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // heightCompression.layout:5
    a.topAnchor == root.topAnchor  // heightCompression.layout:5
    a.heightAnchor <= 10 ~ 700  // heightCompression.layout:6
  }

  try engine.setRootSize(LayoutSize(width: 200, height: 200))  // heightCompression.layout:3
  return HeightCompressionLayout(root: root, a: a, constraints: constraints)
}
