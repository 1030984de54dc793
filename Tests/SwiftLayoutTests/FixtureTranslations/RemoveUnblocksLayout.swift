// removeUnblocks.layout in the Swift DSL, written by `clayout translate removeUnblocks.layout --to swift`:
// regenerate it rather than edit it.

import SwiftLayout

/// The items of `removeUnblocks.layout`, by their names in the file.
struct RemoveUnblocksLayout {
  /// The engine's root.
  let root: LayoutItem
  /// `view a` (removeUnblocks.layout:4).
  let a: LayoutItem
  /// `view b` (removeUnblocks.layout:5).
  let b: LayoutItem
  /// The constraints, in the order of the file (a format's where the format is), active.
  let constraints: [LayoutConstraint]
}

/// Builds `removeUnblocks.layout` into `engine`, a new engine, by the calls
/// `LayoutEngine.loadLayout(text:fileName:)` makes, in its order: the items and their tree,
/// their properties, the constraints, the root's size.
///
/// - Returns: The items, by name.
/// - Throws: `LayoutError` from the first call that fails (none fails on a new engine).
@discardableResult
func buildRemoveUnblocksLayout(in engine: LayoutEngine) throws(LayoutError) -> RemoveUnblocksLayout {
  let root = engine.root
  let a = engine.makeItem("a")  // removeUnblocks.layout:4
  try root.addSubitem(a)
  let b = engine.makeItem("b")  // removeUnblocks.layout:5
  try root.addSubitem(b)

  let constraints = try activate {
    a.leftAnchor == root.leftAnchor  // removeUnblocks.layout:6
    a.rightAnchor == root.rightAnchor  // removeUnblocks.layout:6
    a.topAnchor == root.topAnchor  // removeUnblocks.layout:6
    a.heightAnchor == 10  // removeUnblocks.layout:6
    b.leftAnchor >= a.rightAnchor  // removeUnblocks.layout:7
    b.widthAnchor == 40  // removeUnblocks.layout:8
    b.topAnchor == root.topAnchor  // removeUnblocks.layout:8
    b.heightAnchor == 10  // removeUnblocks.layout:8
    b.leftAnchor == root.leftAnchor ~ .defaultLow  // removeUnblocks.layout:9
  }

  try engine.setRootSize(LayoutSize(width: 300, height: 100))  // removeUnblocks.layout:3
  return RemoveUnblocksLayout(root: root, a: a, b: b, constraints: constraints)
}
