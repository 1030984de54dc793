// compressionBounds.layout in the Swift DSL, written by `clayout translate compressionBounds.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `compressionBounds.layout`, by their names in the file.
struct CompressionBoundsLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (compressionBounds.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `compressionBounds.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildCompressionBoundsLayout(in engine: LayoutEngine) throws(LayoutError) -> CompressionBoundsLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // compressionBounds.layout:4
  try root.addSubitem(a)

  try a.setIntrinsicContentSize(width: 80, height: 20)  // compressionBounds.layout:4

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // compressionBounds.layout:5
    a.topAnchor == root.topAnchor  // compressionBounds.layout:5
    a.widthAnchor <= 50 ~ 500  // compressionBounds.layout:6
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // compressionBounds.layout:3
  return CompressionBoundsLayout(root: root, a: a, constraints: constraints)
}
