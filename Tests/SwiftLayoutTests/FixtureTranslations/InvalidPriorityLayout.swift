// invalidPriority.layout in the Swift DSL, written by `clayout translate invalidPriority.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `invalidPriority.layout`, by their names in the file.
struct InvalidPriorityLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (invalidPriority.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `invalidPriority.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildInvalidPriorityLayout(in engine: LayoutEngine) throws(LayoutError) -> InvalidPriorityLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // invalidPriority.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // invalidPriority.layout:5
    a.topAnchor == root.topAnchor  // invalidPriority.layout:5
    a.heightAnchor == 10  // invalidPriority.layout:5
    a.widthAnchor == 100 ~ 500 ~ "preferred"  // invalidPriority.layout:6
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // invalidPriority.layout:3
  return InvalidPriorityLayout(root: root, a: a, constraints: constraints)
}
