// activateConflict.layout in the Swift DSL, written by `clayout translate activateConflict.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `activateConflict.layout`, by their names in the file.
struct ActivateConflictLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (activateConflict.layout:4).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `activateConflict.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildActivateConflictLayout(in engine: LayoutEngine) throws(LayoutError) -> ActivateConflictLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // activateConflict.layout:4
  try root.addSubitem(a)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor ~ "a-left"  // activateConflict.layout:5
    a.topAnchor == root.topAnchor  // activateConflict.layout:5
    a.heightAnchor == 10  // activateConflict.layout:5
    a.widthAnchor == 100 ~ "hundred"  // activateConflict.layout:6
    a.rightAnchor == root.leftAnchor + 100 ~ "right-edge"  // activateConflict.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // activateConflict.layout:3
  return ActivateConflictLayout(root: root, a: a, constraints: constraints)
}
