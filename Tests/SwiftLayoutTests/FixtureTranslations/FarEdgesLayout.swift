// farEdges.layout in the Swift DSL, written by `clayout translate farEdges.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `farEdges.layout`, by their names in the file.
struct FarEdgesLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (farEdges.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `farEdges.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildFarEdgesLayout(in engine: LayoutEngine) throws(LayoutError) -> FarEdgesLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // farEdges.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.rightAnchor == root.rightAnchor - 10  // farEdges.layout:5
    a.bottomAnchor == root.bottomAnchor - 20  // farEdges.layout:6
    a.widthAnchor == 50  // farEdges.layout:7
    a.heightAnchor == 30  // farEdges.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 200))  // farEdges.layout:3
  return FarEdgesLayout(root: root, a: a, constraints: constraints)
}
