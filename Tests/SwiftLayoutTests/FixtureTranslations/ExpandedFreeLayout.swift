// expandedFree.layout in the Swift DSL, written by `clayout translate expandedFree.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `expandedFree.layout`, by their names in the file.
struct ExpandedFreeLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view box` (expandedFree.layout:4).
  let box: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `expandedFree.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildExpandedFreeLayout(in engine: LayoutEngine) throws(LayoutError) -> ExpandedFreeLayout {
  let root = engine.root
  let box = engine.makeItem("box")  // expandedFree.layout:4
  try root.addSubitem(box)

  let constraints = try activate {
    box.leftAnchor == root.leftAnchor  // expandedFree.layout:5
    box.topAnchor == root.topAnchor  // expandedFree.layout:5
    box.widthAnchor == root.widthAnchor * 0.5  // expandedFree.layout:6
    box.heightAnchor == 30  // expandedFree.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 400, height: 400))  // expandedFree.layout:3
  return ExpandedFreeLayout(root: root, box: box, constraints: constraints)
}
