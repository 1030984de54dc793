// fiveEqualGaps.layout in the Swift DSL, written by `clayout translate fiveEqualGaps.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `fiveEqualGaps.layout`, by their names in the file.
struct FiveEqualGapsLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (fiveEqualGaps.layout:4).
  let a: LayoutItem
  /// `view b` (fiveEqualGaps.layout:5).
  let b: LayoutItem
  /// `view c` (fiveEqualGaps.layout:6).
  let c: LayoutItem
  /// `view d` (fiveEqualGaps.layout:7).
  let d: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `fiveEqualGaps.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildFiveEqualGapsLayout(in engine: LayoutEngine) throws(LayoutError) -> FiveEqualGapsLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // fiveEqualGaps.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // fiveEqualGaps.layout:5
  try root.addSubitem(b)
  let c = engine.makeItem("c")  // fiveEqualGaps.layout:6
  try root.addSubitem(c)
  let d = engine.makeItem("d")  // fiveEqualGaps.layout:7
  try root.addSubitem(d)

  let constraints = try activate {
    a.widthAnchor == 20  // fiveEqualGaps.layout:8
    b.widthAnchor == 20  // fiveEqualGaps.layout:8
    c.widthAnchor == 20  // fiveEqualGaps.layout:8
    d.widthAnchor == 20  // fiveEqualGaps.layout:8
    a.leftAnchor - root.leftAnchor == b.leftAnchor - a.rightAnchor  // fiveEqualGaps.layout:9
    b.leftAnchor - a.rightAnchor == c.leftAnchor - b.rightAnchor  // fiveEqualGaps.layout:10
    c.leftAnchor - b.rightAnchor == d.leftAnchor - c.rightAnchor  // fiveEqualGaps.layout:11
    d.leftAnchor - c.rightAnchor == root.rightAnchor - d.rightAnchor  // fiveEqualGaps.layout:12
    a.topAnchor == root.topAnchor  // fiveEqualGaps.layout:13
    b.topAnchor == root.topAnchor  // fiveEqualGaps.layout:13
    c.topAnchor == root.topAnchor  // fiveEqualGaps.layout:13
    d.topAnchor == root.topAnchor  // fiveEqualGaps.layout:13
    a.heightAnchor == 10  // fiveEqualGaps.layout:14
    b.heightAnchor == 10  // fiveEqualGaps.layout:14
    c.heightAnchor == 10  // fiveEqualGaps.layout:14
    d.heightAnchor == 10  // fiveEqualGaps.layout:14
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // fiveEqualGaps.layout:3
  return FiveEqualGapsLayout(root: root, a: a, b: b, c: c, d: d, constraints: constraints)
}
