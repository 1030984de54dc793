// heightFromWidth.layout in the Swift DSL, written by `clayout translate heightFromWidth.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `heightFromWidth.layout`, by their names in the file.
struct HeightFromWidthLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (heightFromWidth.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `heightFromWidth.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildHeightFromWidthLayout(in engine: LayoutEngine) throws(LayoutError) -> HeightFromWidthLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // heightFromWidth.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // heightFromWidth.layout:5
    a.topAnchor == root.topAnchor  // heightFromWidth.layout:5
    a.widthAnchor == root.widthAnchor - 40  // heightFromWidth.layout:6
    a.heightAnchor == a.widthAnchor * 0.75 + 10  // heightFromWidth.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 200, height: 400))  // heightFromWidth.layout:3
  return HeightFromWidthLayout(root: root, a: a, constraints: constraints)
}
