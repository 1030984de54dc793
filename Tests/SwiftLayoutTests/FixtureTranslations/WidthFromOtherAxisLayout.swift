// widthFromOtherAxis.layout in the Swift DSL, written by `clayout translate widthFromOtherAxis.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `widthFromOtherAxis.layout`, by their names in the file.
struct WidthFromOtherAxisLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (widthFromOtherAxis.layout:5).
  let a: LayoutItem
  /// `view b` (widthFromOtherAxis.layout:6).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `widthFromOtherAxis.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildWidthFromOtherAxisLayout(in engine: LayoutEngine) throws(LayoutError) -> WidthFromOtherAxisLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // widthFromOtherAxis.layout:5
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // widthFromOtherAxis.layout:6
  try root.addSubitem(b)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // widthFromOtherAxis.layout:7
    a.topAnchor == root.topAnchor  // widthFromOtherAxis.layout:7
    a.heightAnchor == 40  // widthFromOtherAxis.layout:8
    a.widthAnchor == a.heightAnchor + 20  // widthFromOtherAxis.layout:9
    b.leftAnchor == a.rightAnchor  // widthFromOtherAxis.layout:10
    b.topAnchor == a.bottomAnchor  // widthFromOtherAxis.layout:10
    b.widthAnchor == a.widthAnchor + a.heightAnchor  // widthFromOtherAxis.layout:11
    b.heightAnchor == a.widthAnchor - 50  // widthFromOtherAxis.layout:12
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // widthFromOtherAxis.layout:4
  return WidthFromOtherAxisLayout(root: root, a: a, b: b, constraints: constraints)
}
