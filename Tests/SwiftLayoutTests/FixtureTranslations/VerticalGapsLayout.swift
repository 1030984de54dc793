// verticalGaps.layout in the Swift DSL, written by `clayout translate verticalGaps.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `verticalGaps.layout`, by their names in the file.
struct VerticalGapsLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (verticalGaps.layout:4).
  let a: LayoutItem
  /// `view b` (verticalGaps.layout:5).
  let b: LayoutItem
  /// `view c` (verticalGaps.layout:6).
  let c: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `verticalGaps.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildVerticalGapsLayout(in engine: LayoutEngine) throws(LayoutError) -> VerticalGapsLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // verticalGaps.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // verticalGaps.layout:5
  try root.addSubitem(b)
  let c = engine.makeItem("c")  // verticalGaps.layout:6
  try root.addSubitem(c)

  let constraints = try activate {
    a.heightAnchor == 20  // verticalGaps.layout:7
    b.heightAnchor == 30  // verticalGaps.layout:7
    c.heightAnchor == 30  // verticalGaps.layout:7
    a.leftAnchor == root.leftAnchor  // verticalGaps.layout:8
    b.leftAnchor == root.leftAnchor  // verticalGaps.layout:8
    c.leftAnchor == root.leftAnchor  // verticalGaps.layout:8
    a.widthAnchor == 10  // verticalGaps.layout:9
    b.widthAnchor == 10  // verticalGaps.layout:9
    c.widthAnchor == 10  // verticalGaps.layout:9
    a.topAnchor - root.topAnchor == b.topAnchor - a.bottomAnchor  // verticalGaps.layout:10
    b.topAnchor - a.bottomAnchor == c.topAnchor - b.bottomAnchor  // verticalGaps.layout:11
    c.topAnchor - b.bottomAnchor == root.bottomAnchor - c.bottomAnchor  // verticalGaps.layout:12
  }

  try engine.setRootSize(LayoutSize(width: 100, height: 200))  // verticalGaps.layout:3
  return VerticalGapsLayout(root: root, a: a, b: b, c: c, constraints: constraints)
}
