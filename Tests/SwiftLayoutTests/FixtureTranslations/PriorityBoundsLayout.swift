// priorityBounds.layout in the Swift DSL, written by `clayout translate priorityBounds.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `priorityBounds.layout`, by their names in the file.
struct PriorityBoundsLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (priorityBounds.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `priorityBounds.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildPriorityBoundsLayout(in engine: LayoutEngine) throws(LayoutError) -> PriorityBoundsLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // priorityBounds.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // priorityBounds.layout:5
    a.topAnchor == root.topAnchor  // priorityBounds.layout:5
    a.heightAnchor == 10  // priorityBounds.layout:5
    a.widthAnchor == 100 ~ 500 ~ "wish"  // priorityBounds.layout:6
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // priorityBounds.layout:3
  return PriorityBoundsLayout(root: root, a: a, constraints: constraints)
}
