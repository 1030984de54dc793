// removeThenResize.layout in the Swift DSL, written by `clayout translate removeThenResize.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `removeThenResize.layout`, by their names in the file.
struct RemoveThenResizeLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (removeThenResize.layout:4).
  let a: LayoutItem
  /// `view b` (removeThenResize.layout:5).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `removeThenResize.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildRemoveThenResizeLayout(in engine: LayoutEngine) throws(LayoutError) -> RemoveThenResizeLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // removeThenResize.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // removeThenResize.layout:5
  try root.addSubitem(b)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // removeThenResize.layout:6
    a.widthAnchor == root.widthAnchor * 0.5  // removeThenResize.layout:6
    a.topAnchor == root.topAnchor  // removeThenResize.layout:6
    a.heightAnchor == 10  // removeThenResize.layout:6
    b.leftAnchor == a.rightAnchor  // removeThenResize.layout:7
    b.rightAnchor == root.rightAnchor  // removeThenResize.layout:7
    b.topAnchor == root.topAnchor  // removeThenResize.layout:7
    b.heightAnchor == 10  // removeThenResize.layout:7
    b.leftAnchor == root.leftAnchor + 40 ~ .defaultLow  // removeThenResize.layout:8
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // removeThenResize.layout:3
  return RemoveThenResizeLayout(root: root, a: a, b: b, constraints: constraints)
}
