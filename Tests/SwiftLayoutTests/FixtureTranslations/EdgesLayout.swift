// edges.layout in the Swift DSL, written by `clayout translate edges.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `edges.layout`, by their names in the file.
struct EdgesLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (edges.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `edges.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildEdgesLayout(in engine: LayoutEngine) throws(LayoutError) -> EdgesLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // edges.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor + 10  // edges.layout:5
    a.topAnchor == root.topAnchor + 20  // edges.layout:6
    a.rightAnchor == root.rightAnchor - 30  // edges.layout:7
    a.bottomAnchor == root.bottomAnchor - 40  // edges.layout:8
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // edges.layout:3
  return EdgesLayout(root: root, a: a, constraints: constraints)
}
