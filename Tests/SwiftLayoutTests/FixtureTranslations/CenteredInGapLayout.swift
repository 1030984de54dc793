// centeredInGap.layout in the Swift DSL, written by `clayout translate centeredInGap.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `centeredInGap.layout`, by their names in the file.
struct CenteredInGapLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (centeredInGap.layout:4).
  let a: LayoutItem
  /// `view b` (centeredInGap.layout:5).
  let b: LayoutItem
  /// `view c` (centeredInGap.layout:6).
  let c: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `centeredInGap.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildCenteredInGapLayout(in engine: LayoutEngine) throws(LayoutError) -> CenteredInGapLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // centeredInGap.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // centeredInGap.layout:5
  try root.addSubitem(b)
  let c = engine.makeItem("c")  // centeredInGap.layout:6
  try root.addSubitem(c)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // centeredInGap.layout:7
    a.widthAnchor == 50  // centeredInGap.layout:7
    b.rightAnchor == root.rightAnchor - 50  // centeredInGap.layout:8
    b.widthAnchor == 50  // centeredInGap.layout:8
    c.centerXAnchor == a.rightAnchor + (b.leftAnchor - a.rightAnchor) * 0.5  // centeredInGap.layout:9
    c.widthAnchor == 20  // centeredInGap.layout:10
    a.topAnchor == root.topAnchor  // centeredInGap.layout:11
    b.topAnchor == root.topAnchor  // centeredInGap.layout:11
    c.topAnchor == root.topAnchor  // centeredInGap.layout:11
    a.heightAnchor == 10  // centeredInGap.layout:12
    b.heightAnchor == 10  // centeredInGap.layout:12
    c.heightAnchor == 10  // centeredInGap.layout:12
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // centeredInGap.layout:3
  return CenteredInGapLayout(root: root, a: a, b: b, c: c, constraints: constraints)
}
