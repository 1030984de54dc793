// heightForWidth.layout in the Swift DSL, written by `clayout translate heightForWidth.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `heightForWidth.layout`, by their names in the file.
struct HeightForWidthLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view box` (heightForWidth.layout:4).
  let box: LayoutItem
  /// `view inner` (heightForWidth.layout:5).
  let inner: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `heightForWidth.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildHeightForWidthLayout(in engine: LayoutEngine) throws(LayoutError) -> HeightForWidthLayout {
  let root = engine.root
  let box = engine.makeItem("box")  // heightForWidth.layout:4
  try root.addSubitem(box)
  let inner = engine.makeItem("inner")  // heightForWidth.layout:5
  try box.addSubitem(inner)

  let constraints = try activate {
    box.leftAnchor == root.leftAnchor  // heightForWidth.layout:7
    box.topAnchor == root.topAnchor  // heightForWidth.layout:7
    box.widthAnchor == root.widthAnchor * 0.5  // heightForWidth.layout:8
    inner.leftAnchor == box.leftAnchor  // heightForWidth.layout:9
    inner.rightAnchor == box.rightAnchor  // heightForWidth.layout:9
    inner.topAnchor == box.topAnchor  // heightForWidth.layout:9
    inner.heightAnchor == inner.widthAnchor * 0.5  // heightForWidth.layout:10
    box.bottomAnchor == inner.bottomAnchor  // heightForWidth.layout:11
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // heightForWidth.layout:3
  return HeightForWidthLayout(root: root, box: box, inner: inner, constraints: constraints)
}
