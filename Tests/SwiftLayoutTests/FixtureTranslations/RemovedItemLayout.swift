// removedItem.layout in the Swift DSL, written by `clayout translate removedItem.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `removedItem.layout`, by their names in the file.
struct RemovedItemLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (removedItem.layout:4).
  let a: LayoutItem
  /// `view b` (removedItem.layout:5).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `removedItem.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildRemovedItemLayout(in engine: LayoutEngine) throws(LayoutError) -> RemovedItemLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // removedItem.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // removedItem.layout:5
  try root.addSubitem(b)

  try a.setIntrinsicContentSize(width: 40, height: 20)  // removedItem.layout:4

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // removedItem.layout:6
    a.topAnchor == root.topAnchor  // removedItem.layout:6
    b.leftAnchor == root.leftAnchor + 50  // removedItem.layout:7
    b.topAnchor == root.topAnchor  // removedItem.layout:7
    b.widthAnchor == 10  // removedItem.layout:7
    b.heightAnchor == 10  // removedItem.layout:7
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // removedItem.layout:3
  return RemovedItemLayout(root: root, a: a, b: b, constraints: constraints)
}
