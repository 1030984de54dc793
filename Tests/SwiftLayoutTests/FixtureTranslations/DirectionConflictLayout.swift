// directionConflict.layout in the Swift DSL, written by `clayout translate directionConflict.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `directionConflict.layout`, by their names in the file.
struct DirectionConflictLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (directionConflict.layout:5).
  let a: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `directionConflict.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildDirectionConflictLayout(in engine: LayoutEngine) throws(LayoutError) -> DirectionConflictLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // directionConflict.layout:5
  try root.addSubitem(a)

  let constraints = try activate {
    a.leadingAnchor == root.leadingAnchor + 10 ~ "a-leading"  // directionConflict.layout:6
    a.leftAnchor == root.leftAnchor + 10 ~ "a-left"  // directionConflict.layout:7
    a.widthAnchor == 50 ~ "a-width"  // directionConflict.layout:8
    a.topAnchor == root.topAnchor  // directionConflict.layout:9
    a.heightAnchor == 10  // directionConflict.layout:9
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // directionConflict.layout:4
  return DirectionConflictLayout(root: root, a: a, constraints: constraints)
}
