// gapIsWidth.layout in the Swift DSL, written by `clayout translate gapIsWidth.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `gapIsWidth.layout`, by their names in the file.
struct GapIsWidthLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (gapIsWidth.layout:4).
  let a: LayoutItem
  /// `view b` (gapIsWidth.layout:5).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `gapIsWidth.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildGapIsWidthLayout(in engine: LayoutEngine) throws(LayoutError) -> GapIsWidthLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // gapIsWidth.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // gapIsWidth.layout:5
  try root.addSubitem(b)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor + 10  // gapIsWidth.layout:6
    a.widthAnchor == 70  // gapIsWidth.layout:6
    a.topAnchor == root.topAnchor  // gapIsWidth.layout:6
    a.heightAnchor == 10  // gapIsWidth.layout:6
    b.leftAnchor - a.rightAnchor == a.widthAnchor  // gapIsWidth.layout:7
    b.widthAnchor == 20  // gapIsWidth.layout:8
    b.topAnchor == root.topAnchor  // gapIsWidth.layout:8
    b.heightAnchor == 10  // gapIsWidth.layout:8
  }

  try engine.setRootSize(LayoutSize(width: 400, height: 100))  // gapIsWidth.layout:3
  return GapIsWidthLayout(root: root, a: a, b: b, constraints: constraints)
}
