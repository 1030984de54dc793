// quarter.layout in the Swift DSL, written by `clayout translate quarter.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `quarter.layout`, by their names in the file.
struct QuarterLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (quarter.layout:4).
  let a: LayoutItem
  /// `view b` (quarter.layout:5).
  let b: LayoutItem
  /// `view c` (quarter.layout:6).
  let c: LayoutItem
  /// `view d` (quarter.layout:7).
  let d: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `quarter.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildQuarterLayout(in engine: LayoutEngine) throws(LayoutError) -> QuarterLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // quarter.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // quarter.layout:5
  try root.addSubitem(b)
  let c = engine.makeItem("c")  // quarter.layout:6
  try root.addSubitem(c)
  let d = engine.makeItem("d")  // quarter.layout:7
  try root.addSubitem(d)

  let constraints = try activate {
    a.widthAnchor == root.widthAnchor * 0.25  // quarter.layout:8
    b.widthAnchor == a.widthAnchor  // quarter.layout:8
    c.widthAnchor == a.widthAnchor  // quarter.layout:8
    d.widthAnchor == a.widthAnchor  // quarter.layout:8
    a.leftAnchor == root.leftAnchor  // quarter.layout:9
    b.leftAnchor == a.rightAnchor  // quarter.layout:9
    c.leftAnchor == b.rightAnchor  // quarter.layout:9
    d.leftAnchor == c.rightAnchor  // quarter.layout:9
    a.topAnchor == root.topAnchor  // quarter.layout:10
    b.topAnchor == root.topAnchor  // quarter.layout:10
    c.topAnchor == root.topAnchor  // quarter.layout:10
    d.topAnchor == root.topAnchor  // quarter.layout:10
    a.heightAnchor == 10  // quarter.layout:11
    b.heightAnchor == 10  // quarter.layout:11
    c.heightAnchor == 10  // quarter.layout:11
    d.heightAnchor == 10  // quarter.layout:11
  }

  try engine.setRootSize(LayoutSize(width: 400, height: 100))  // quarter.layout:3
  return QuarterLayout(root: root, a: a, b: b, c: c, d: d, constraints: constraints)
}
