// equalGaps.layout in the Swift DSL, written by `clayout translate equalGaps.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `equalGaps.layout`, by their names in the file.
struct EqualGapsLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (equalGaps.layout:4).
  let a: LayoutItem
  /// `view b` (equalGaps.layout:5).
  let b: LayoutItem
  /// `view c` (equalGaps.layout:6).
  let c: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `equalGaps.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildEqualGapsLayout(in engine: LayoutEngine) throws(LayoutError) -> EqualGapsLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // equalGaps.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // equalGaps.layout:5
  try root.addSubitem(b)
  let c = engine.makeItem("c")  // equalGaps.layout:6
  try root.addSubitem(c)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor + 20  // equalGaps.layout:7
    a.widthAnchor == 60  // equalGaps.layout:7
    c.rightAnchor == root.rightAnchor - 20  // equalGaps.layout:8
    c.widthAnchor == 60  // equalGaps.layout:8
    b.widthAnchor == 100  // equalGaps.layout:9
    b.leftAnchor - a.rightAnchor == c.leftAnchor - b.rightAnchor  // equalGaps.layout:10
    a.topAnchor == root.topAnchor  // equalGaps.layout:11
    b.topAnchor == a.topAnchor  // equalGaps.layout:11
    c.topAnchor == a.topAnchor  // equalGaps.layout:11
    a.heightAnchor == 30  // equalGaps.layout:12
    b.heightAnchor == a.heightAnchor  // equalGaps.layout:12
    c.heightAnchor == b.heightAnchor  // equalGaps.layout:12
  }

  try engine.setRootSize(LayoutSize(width: 500, height: 100))  // equalGaps.layout:3
  return EqualGapsLayout(root: root, a: a, b: b, c: c, constraints: constraints)
}
