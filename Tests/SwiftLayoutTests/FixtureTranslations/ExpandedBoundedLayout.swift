// expandedBounded.layout in the Swift DSL, written by `clayout translate expandedBounded.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `expandedBounded.layout`, by their names in the file.
struct ExpandedBoundedLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view box` (expandedBounded.layout:5).
  let box: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `expandedBounded.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildExpandedBoundedLayout(in engine: LayoutEngine) throws(LayoutError) -> ExpandedBoundedLayout {
  let root = engine.root
  let box = engine.makeItem("box")  // expandedBounded.layout:5
  try root.addSubitem(box)

  let constraints = try activate {
    box.leftAnchor == root.leftAnchor  // expandedBounded.layout:6
    box.topAnchor == root.topAnchor  // expandedBounded.layout:6
    box.widthAnchor >= 50  // expandedBounded.layout:7
    box.widthAnchor <= 300  // expandedBounded.layout:7
    box.heightAnchor >= 20  // expandedBounded.layout:8
    box.heightAnchor <= 200  // expandedBounded.layout:8
    box.widthAnchor == root.widthAnchor * 0.25 ~ 500  // expandedBounded.layout:9
    box.heightAnchor == root.heightAnchor * 0.1 ~ 500  // expandedBounded.layout:9
  }

  try engine.setRootSize(LayoutSize(width: 400, height: 400))  // expandedBounded.layout:4
  return ExpandedBoundedLayout(root: root, box: box, constraints: constraints)
}
