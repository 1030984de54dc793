// priorityToRequired.layout in the Swift DSL, written by `clayout translate priorityToRequired.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `priorityToRequired.layout`, by their names in the file.
struct PriorityToRequiredLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (priorityToRequired.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `priorityToRequired.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildPriorityToRequiredLayout(in engine: LayoutEngine) throws(LayoutError) -> PriorityToRequiredLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // priorityToRequired.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // priorityToRequired.layout:5
    a.topAnchor == root.topAnchor  // priorityToRequired.layout:5
    a.heightAnchor == 10  // priorityToRequired.layout:5
    a.widthAnchor == 100 ~ "fixed"  // priorityToRequired.layout:6
    a.widthAnchor == 150 ~ 500 ~ "wish"  // priorityToRequired.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // priorityToRequired.layout:3
  return PriorityToRequiredLayout(root: root, a: a, constraints: constraints)
}
