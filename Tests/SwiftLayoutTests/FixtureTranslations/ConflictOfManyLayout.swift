// conflictOfMany.layout in the Swift DSL, written by `clayout translate conflictOfMany.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `conflictOfMany.layout`, by their names in the file.
struct ConflictOfManyLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (conflictOfMany.layout:4).
  let a: LayoutItem
  /// `view b` (conflictOfMany.layout:5).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `conflictOfMany.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildConflictOfManyLayout(in engine: LayoutEngine) throws(LayoutError) -> ConflictOfManyLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // conflictOfMany.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // conflictOfMany.layout:5
  try root.addSubitem(b)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor ~ "a-left"  // conflictOfMany.layout:6
    a.widthAnchor == 100 ~ "a-width"  // conflictOfMany.layout:6
    b.leftAnchor == a.rightAnchor + 10 ~ "b-left"  // conflictOfMany.layout:7
    b.widthAnchor == 50 ~ "b-width"  // conflictOfMany.layout:7
    a.topAnchor == root.topAnchor  // conflictOfMany.layout:8
    b.topAnchor == root.topAnchor  // conflictOfMany.layout:8
    a.heightAnchor == 10  // conflictOfMany.layout:8
    b.heightAnchor == 10  // conflictOfMany.layout:8
    b.rightAnchor <= root.leftAnchor + 200 ~ "b-cap"  // conflictOfMany.layout:9
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // conflictOfMany.layout:3
  return ConflictOfManyLayout(root: root, a: a, b: b, constraints: constraints)
}
