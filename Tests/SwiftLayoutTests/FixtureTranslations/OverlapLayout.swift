// overlap.layout in the Swift DSL, written by `clayout translate overlap.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `overlap.layout`, by their names in the file.
struct OverlapLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (overlap.layout:4).
  let a: LayoutItem
  /// `view b` (overlap.layout:5).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `overlap.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildOverlapLayout(in engine: LayoutEngine) throws(LayoutError) -> OverlapLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // overlap.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // overlap.layout:5
  try root.addSubitem(b)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor + 20  // overlap.layout:6
    a.topAnchor == root.topAnchor + 20  // overlap.layout:6
    a.widthAnchor == 100  // overlap.layout:6
    a.heightAnchor == 60  // overlap.layout:6
    b.leftAnchor == a.rightAnchor - 30  // overlap.layout:7
    b.topAnchor == a.bottomAnchor - 15  // overlap.layout:8
    b.widthAnchor == 40  // overlap.layout:9
    b.heightAnchor == 40  // overlap.layout:9
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // overlap.layout:3
  return OverlapLayout(root: root, a: a, b: b, constraints: constraints)
}
