// widthOnly.layout in the Swift DSL, written by `clayout translate widthOnly.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `widthOnly.layout`, by their names in the file.
struct WidthOnlyLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (widthOnly.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `widthOnly.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildWidthOnlyLayout(in engine: LayoutEngine) throws(LayoutError) -> WidthOnlyLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // widthOnly.layout:4
  try root.addSubitem(a)

  try a.setIntrinsicContentSize(width: 120, height: nil)  // widthOnly.layout:4

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // widthOnly.layout:5
    a.topAnchor == root.topAnchor  // widthOnly.layout:5
    a.heightAnchor == root.heightAnchor * 0.5  // widthOnly.layout:6
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // widthOnly.layout:3
  return WidthOnlyLayout(root: root, a: a, constraints: constraints)
}
